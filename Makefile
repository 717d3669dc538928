# SlotFit: `make run` and `make test` do everything on a new machine.
SHELL := /bin/bash
SWIFT ?= swift
# Debian packages SlotFit needs: C libraries (libssl-dev: libcrypto's SHA-256
# names each font file), the fonts of the default
# profile, Unicode's conformance files, hb-shape (an independent check of
# widths in the tests) and Chromium (the tests look at the HTML report in a
# real headless browser), Python's YAML and JSON Schema validators (the tests
# validate schemas/ against the repository's files with an independent
# implementation), librsvg (pictures rasterized to PNG, loaded when one is
# drawn) and xmllint (the
# JUnit report validated against schemas/junit.xsd).
DEBS := pkg-config libicu-dev libharfbuzz-dev libharfbuzz-bin libfreetype-dev libfontconfig-dev libssl-dev \
        fonts-inter fonts-noto-core fonts-noto-ui-core fonts-noto-cjk fonts-noto-color-emoji unicode-data chromium \
        python3-yaml python3-jsonschema librsvg2-2 libxml2-utils

.PHONY: deps build test run bench fuzz clean

deps:
	@missing=$$(for p in $(DEBS); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "make deps: installing $$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null && fc-cache -f >/dev/null; \
	  else \
	    echo "make deps: missing Debian packages. Install them with:"; \
	    echo "  sudo apt-get install -y $$missing"; \
	    exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

# The test suite, then the project's own matrix checked through the SwiftPM
# command plugin, as a team runs it in its package (`swift package slotfit …`).
test: deps
	$(SWIFT) test
	$(SWIFT) package --disable-sandbox --allow-writing-to-package-directory slotfit check --quiet

# Records goldens that are missing (never rewrites one), checks the matrix of
# slotfit.yml against golden/, then shows a few measurements and a layout.
run: build
	@bin="$$($(SWIFT) build --show-bin-path)/slotfit"; \
	SLOTFIT_RECORD=missing "$$bin" render && "$$bin" check && bash Examples/measure-demo.sh "$$bin"

# One release build for every benchmark product, and the C Pango program
# (Benchmarks/PangoBenchmark) compiled against pangoft2: slotfit-bench
# prints SlotFit against Pango in process (first and repeated pass, natural
# width and fit), the whole-process batch against the C program, start-up,
# a cold check per snapshot and peak memory per locale count; then the
# strings, layout, hostile-input and import benchmarks. The build links
# Swift's runtime statically, as a command is shipped (start-up pays no
# dynamic loading of libswiftCore and Foundation); product by product, as
# the test support library (XCTest) has no static form.
BENCH_DEBS := libpango1.0-dev gcc
bench: deps
	@$(MAKE) --no-print-directory deps DEBS="$(BENCH_DEBS)"
	@for product in slotfit slotfit-bench slotfit-strings-bench slotfit-layout-bench slotfit-hostile-bench slotfit-import-bench; do \
	  $(SWIFT) build -c release --static-swift-stdlib --product $$product || exit 1; done
	@bin="$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)"; \
	cc -O2 -o "$$bin/pango-bench" Benchmarks/PangoBenchmark/pango-bench.c $$(pkg-config --cflags --libs pangoft2) && \
	"$$bin/slotfit-bench" --pango-bench "$$bin/pango-bench"; \
	catalog=$$(mktemp --suffix=.xcstrings); \
	"$$bin/slotfit-strings-bench" --generate "$$catalog" && "$$bin/slotfit-strings-bench" "$$catalog"; rm -f "$$catalog"; \
	"$$bin/slotfit-layout-bench" de; "$$bin/slotfit-layout-bench" ar; \
	"$$bin/slotfit-hostile-bench"; \
	"$$bin/slotfit-import-bench"

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
	rm -rf .build .build-fuzz .build-fuzz-fast
