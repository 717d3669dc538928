#!/usr/bin/env bash
# Fuzzes SlotFit's parsers and its Swift importer with libFuzzer for a fixed
# budget each, seeded from the repository's own catalogs, manifests,
# configuration and widget-extension fixtures (the importer twice: on
# mutated source, and on source generated from the bytes), and
# prints executions and crashes per target. Exit 1 when any target crashed
# (the inputs are in .build-fuzz/crashes/, to replay with
# `SLOTFIT_FUZZ_TARGET=T .build-fuzz/release/SlotFitFuzz FILE`).
# Usage: Fuzz/run.sh [seconds per target] (FUZZ_SECONDS, default 30);
# FUZZ_TARGETS="swift swiftgen" runs only those. FUZZ_SANITIZER=none builds
# with libFuzzer's coverage alone (-sanitize=fuzzer, no AddressSanitizer)
# into .build-fuzz-fast: Swift's own traps, stack overflows, hangs and
# memory blow-ups are still caught, at several times the executions per
# second, for long runs of the importer; the default is address.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-${FUZZ_SECONDS:-30}}
rt=$(dirname "$(find "$(dirname "$(dirname "$(command -v swiftc)")")/lib" -name 'libclang_rt.fuzzer_no_main-x86_64.a' | head -n 1)")
[ -n "$rt" ] || { echo "fuzz: libclang_rt.fuzzer_no_main is not in this Swift toolchain" >&2; exit 2; }
scratch=.build-fuzz sanitize=(-Xswiftc -sanitize=address -Xlinker "$rt/libclang_rt.fuzzer_no_main-x86_64.a" -Xlinker -lstdc++)
if [ "${FUZZ_SANITIZER:-address}" = none ]; then scratch=.build-fuzz-fast sanitize=(-Xswiftc -sanitize=fuzzer); fi
# The target is part of the main package only with SLOTFIT_FUZZ=1 (it
# reaches the package's own declarations); its product alone is built.
SLOTFIT_FUZZ=1 swift build -c release --product SlotFitFuzz --scratch-path "$scratch" "${sanitize[@]}" \
  -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table -Xswiftc -parse-as-library || exit 2
bin=$scratch/release/SlotFitFuzz
work=.build-fuzz/corpus crashes=.build-fuzz/crashes
mkdir -p "$crashes"
seed() { mkdir -p "$work/$1"; shift_target=$1; shift; for f in "$@"; do [ -f "$f" ] && cp "$f" "$work/$shift_target/"; done; }
seed xcstrings Tests/SlotFitStringsTests/Fixtures/*.xcstrings Tests/SlotFitTests/Fixtures/*.xcstrings
seed strings Tests/SlotFitStringsTests/Fixtures/Legacy/*/*.strings
seed stringsdict Tests/SlotFitStringsTests/Fixtures/Legacy/*/*.stringsdict
seed manifest Examples/*.yml Tests/SlotFitTests/Fixtures/*.yml
seed config slotfit.yml
seed swift Tests/SlotFitImportTests/Fixtures/*/*.swift
mkdir -p "$work/swiftgen"
for i in 1 2 3 4 5 6 7 8; do head -c 256 /dev/urandom > "$work/swiftgen/random-$i"; done
seed xml Tests/SlotFitStringsTests/Fixtures/Legacy/*/*.stringsdict
mkdir -p "$work/xliff" "$work/merge"
printf '<?xml version="1.0"?>\n<xliff version="1.2"><file original="A/Localizable.xcstrings" source-language="en" target-language="de"><body>\n  <trans-unit id="Hello" xml:space="preserve">\n    <source>Hello</source>\n    <target>Hallo</target>\n  </trans-unit>\n  <trans-unit id="a"><source>a</source><target>&amp;b</target></trans-unit>\n</body></file></xliff>\n' > "$work/xliff/seed.xliff"
cp "$work/xliff/seed.xliff" "$work/xml/" 2>/dev/null || true
printf '{"version":3,"files":[{"path":"a/de.txt","manifest":"a.yml","cases":[{"state":"s","device":"iphone-393"}],"status":"changed","verdictChanges":[{"locale":"de","activity":"a","state":"s","device":"iphone-393","dynamicTypeSize":"large","presentation":"lockScreen","kind":"text","subject":"k","occurrence":0,"old":{"verdict":"fits","width":1,"budget":2},"new":{"verdict":"truncated","visible":"k\\u2026","width":2,"budget":2}}],"findings":[]}],"fontChanges":[],"exitCode":1,"findings":[],"shard":{"index":1,"count":2,"matrix":"%064d"}}\n' 0 > "$work/merge/seed.json"
printf '{"version":1,"files":[{"path":"a/de.txt","manifest":"a.yml","cases":["s · iphone-393 · AX1"],"status":"match","verdictChanges":["de · a · s · iphone-393 · lockScreen · text \\"k\\" #2: fits → (absent)"],"errors":["x"],"warnings":[]}],"fontChanges":[],"exitCode":1}\n' > "$work/merge/version1.json"
mkdir -p "$work/batch" "$work/format"
printf '{"text":"Pausiert","locale":"de","width":40,"lineLimit":1}\n{"text":"5:23 / 10:00","locale":"ar"}\n' > "$work/batch/seed.jsonl"
printf '%%1$@ of %%2$lld %%#@n@ %%.2f%%%%' > "$work/format/seed.txt"
printf '\xd9\x85\xd8\xaf\xd8\xa9 %%lld \xd8\xaf\xd9\x82\xd9\x8a\xd9\x82\xd8\xa9' > "$work/format/arabic.txt"
total_runs=0 total_crashes=0
printf '%-12s %10s %8s\n' target executions crashes
for target in ${FUZZ_TARGETS:-xcstrings strings stringsdict manifest config batch format xml xliff merge swift swiftgen}; do
  log=$(mktemp)
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 SLOTFIT_FUZZ_TARGET=$target "$bin" "$work/$target" -max_total_time="$seconds" \
    -rss_limit_mb=4096 -timeout=10 -max_len=16384 -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$crashes/$target-" >"$log" 2>&1
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  found=$(ls "$crashes" 2>/dev/null | grep -c "^$target-" || true)
  printf '%-12s %10s %8s\n' "$target" "${runs:-0}" "$found"
  total_runs=$((total_runs + ${runs:-0})); total_crashes=$((total_crashes + found))
  [ "$found" -eq 0 ] || tail -n 30 "$log"
  rm -f "$log"
done
printf '%-12s %10s %8s\n' total "$total_runs" "$total_crashes"
[ "$total_crashes" -eq 0 ]
