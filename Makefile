# SlotFit: `make run` and `make test` do everything on a new machine.
SHELL := /bin/bash
SWIFT ?= swift
# Debian packages, in three lists (the same names on Debian 12 and Ubuntu
# 22.04/24.04):
# - RUNTIME_DEBS: what the slotfit binary needs to run — the fonts of the
#   default profile, HarfBuzz, FreeType and Fontconfig (shaping and font
#   lookup) and librsvg (loaded only when a PNG is drawn). `make dist`'s
#   binary links ICU and libcrypto statically and needs only these.
# - BUILD_DEBS: what building from source adds — the C headers (ICU,
#   HarfBuzz, FreeType, Fontconfig; libssl-dev: libcrypto's SHA-256 names
#   each font file) and pkg-config.
# - TEST_DEBS: what `make test` adds — hb-shape (an independent check of
#   widths), Unicode's conformance files, Chromium (the tests look at the
#   HTML report in a real headless browser), Python's YAML and JSON Schema
#   validators (schemas/ checked with an independent implementation) and
#   xmllint (the JUnit report validated against schemas/junit.xsd).
RUNTIME_DEBS := libharfbuzz0b libfreetype6 libfontconfig1 librsvg2-2 \
        fonts-inter fonts-noto-core fonts-noto-ui-core fonts-noto-cjk fonts-noto-color-emoji
BUILD_DEBS := pkg-config libicu-dev libharfbuzz-dev libfreetype-dev libfontconfig-dev libssl-dev
TEST_DEBS := libharfbuzz-bin fontconfig unicode-data chromium python3-yaml python3-jsonschema libxml2-utils
DEBS := $(RUNTIME_DEBS) $(BUILD_DEBS)

.PHONY: deps test-deps runtime-deps print-runtime-debs print-build-debs build test run dist bench fuzz clean

# Installs what is missing of DEBS: as root with apt-get, as another user
# through `sudo -n` when it needs no password; otherwise prints the command.
deps:
	@bash Scripts/install-debs.sh $(DEBS)

runtime-deps:
	@bash Scripts/install-debs.sh $(RUNTIME_DEBS)

test-deps: deps
	@bash Scripts/install-debs.sh $(TEST_DEBS)

print-runtime-debs:
	@echo $(RUNTIME_DEBS)

print-build-debs:
	@echo $(BUILD_DEBS)

build: deps
	$(SWIFT) build

# The test suite, then the project's own matrix checked through the SwiftPM
# command plugin, as a team runs it in its package (`swift package slotfit …`).
test: test-deps
	$(SWIFT) test
	$(SWIFT) package --disable-sandbox --allow-writing-to-package-directory slotfit check --quiet

# Records goldens that are missing (never rewrites one), checks the matrix of
# slotfit.yml against golden/, then shows a few measurements and a layout.
run: build
	@bin="$$($(SWIFT) build --show-bin-path)/slotfit"; \
	SLOTFIT_RECORD=missing "$$bin" render && "$$bin" check && bash Examples/measure-demo.sh "$$bin"

# dist/slotfit-VERSION-linux-ARCH.tar.gz: a release binary with Swift's
# runtime, ICU and libcrypto linked statically, its licenses and the Debian
# packages it needs at run time (Scripts/dist.sh says how; the GitHub Action
# downloads it instead of building).
dist: deps
	@bash Scripts/dist.sh

# One release build for every benchmark product, and the C Pango program
# (Benchmarks/PangoBenchmark) compiled against pangoft2: slotfit-bench
# prints SlotFit against Pango in process (first and repeated pass, natural
# width and fit), the whole-process batch against the C program (TSV and
# JSON Lines input, both cores and one), start-up, a cold check per
# snapshot and peak memory per locale count; the text benchmark runs again
# on real translations (iso-codes and ICU's CLDR data, `--corpus real`);
# and on interface sentences (every installed package's gettext catalogs,
# `--corpus interface`); then the strings, layout, hostile-input, import and
# data benchmarks, and how check and init scale with a real app's sizes
# (slotfit-scale-bench: catalog keys, .lproj tables, languages, states,
# Swift files). `make
# dist`'s binary is linked from the same build: its start-up is printed,
# and the whole-process figures are that binary's (the one users run). The
# build links Swift's runtime statically, as a command is shipped (start-up
# pays no dynamic loading of libswiftCore and Foundation); product by
# product, as the test support library (XCTest) has no static form.
BENCH_DEBS := libpango1.0-dev gcc iso-codes
bench: deps
	@bash Scripts/install-debs.sh $(BENCH_DEBS)
	@for product in slotfit slotfit-bench slotfit-strings-bench slotfit-layout-bench slotfit-hostile-bench slotfit-import-bench slotfit-data-bench slotfit-scale-bench; do \
	  $(SWIFT) build -c release --static-swift-stdlib --product $$product || exit 1; done
	@bin="$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)"; \
	cc -O2 -o "$$bin/pango-bench" Benchmarks/PangoBenchmark/pango-bench.c $$(pkg-config --cflags --libs pangoft2) && \
	bash Scripts/dist.sh >/dev/null && \
	"$$bin/slotfit-bench" --pango-bench "$$bin/pango-bench" --dist-binary "$$(ls -d .build/dist-stage/slotfit-*/bin/slotfit | head -1)"; \
	"$$bin/slotfit-bench" --pango-bench "$$bin/pango-bench" --dist-binary "$$(ls -d .build/dist-stage/slotfit-*/bin/slotfit | head -1)" --corpus real; \
	"$$bin/slotfit-bench" --pango-bench "$$bin/pango-bench" --dist-binary "$$(ls -d .build/dist-stage/slotfit-*/bin/slotfit | head -1)" --corpus interface; \
	catalog=$$(mktemp --suffix=.xcstrings); \
	"$$bin/slotfit-strings-bench" --generate "$$catalog" && "$$bin/slotfit-strings-bench" "$$catalog"; rm -f "$$catalog"; \
	"$$bin/slotfit-layout-bench" de; "$$bin/slotfit-layout-bench" ar; \
	"$$bin/slotfit-hostile-bench"; \
	"$$bin/slotfit-import-bench"; \
	"$$bin/slotfit-data-bench"; \
	"$$bin/slotfit-scale-bench" --slotfit "$$(ls -d .build/dist-stage/slotfit-*/bin/slotfit | head -1)"

# libFuzzer over every parser of user input (catalogs, .strings,
# .stringsdict, manifests, slotfit.yml, measure --batch, format strings) and
# the Swift importer (mutated fixtures, and source generated from the bytes),
# with AddressSanitizer, FUZZ_SECONDS each (default 30); prints executions
# and crashes. FUZZ_TARGETS="swift swiftgen" picks targets; FUZZ_SANITIZER=none
# builds with coverage alone for long runs. Not part of `make test`.
FUZZ_SECONDS ?= 30
fuzz: deps
	@bash Fuzz/run.sh $(FUZZ_SECONDS)

clean:
	rm -rf .build .build-fuzz .build-fuzz-fast dist
