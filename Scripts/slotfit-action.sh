#!/usr/bin/env bash
# The steps of SlotFit's GitHub Action (action.yml), one per argument, so a
# workflow and a developer run the same commands:
#   install  Debian packages SlotFit needs (fonts, ICU, HarfBuzz) — as make deps
#   build    a release build of slotfit (skipped when SLOTFIT_BIN names one)
#   check    slotfit check with GitHub annotations, JSON, SARIF and HTML reports
#   merge    one verdict from the JSON reports of sharded checks
# Inputs come as environment variables: SLOTFIT_CONFIG, SLOTFIT_WORKING_DIRECTORY,
# SLOTFIT_REPORT_DIR, SLOTFIT_SHARD, SLOTFIT_BIN.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
step="${1:-}"
report_dir="${SLOTFIT_REPORT_DIR:-slotfit-report}"
workdir="${SLOTFIT_WORKING_DIRECTORY:-.}"

bin() {
  if [ -n "${SLOTFIT_BIN:-}" ]; then echo "$SLOTFIT_BIN"; return; fi
  echo "$(cd "$here" && swift build -c release --show-bin-path)/slotfit"
}

case "$step" in
  install)
    make -C "$here" --no-print-directory deps
    ;;
  build)
    if [ -n "${SLOTFIT_BIN:-}" ]; then
      echo "slotfit: using $SLOTFIT_BIN"
    else
      command -v swift >/dev/null || { echo "::error title=SlotFit::no Swift toolchain on this runner; add a step that installs Swift 6 before SlotFit" >&2; exit 2; }
      (cd "$here" && swift build -c release --product slotfit)
    fi
    "$(bin)" --version
    ;;
  check)
    cd "$workdir"
    # The report folder is in the checkout, which a pull request controls:
    # never write (tee included) through a committed link (docs/SECURITY.md).
    if [ -L "$report_dir" ]; then
      echo "::error title=SlotFit::$report_dir is a symbolic link to $(readlink "$report_dir"); SlotFit does not write reports through links: remove it from the repository" >&2
      exit 2
    fi
    mkdir -p "$report_dir"
    suffix=""
    args=(check --report github --report json "$report_dir/slotfit${suffix}.json" --report sarif "$report_dir/slotfit.sarif" --report html "$report_dir/html")
    if [ -n "${SLOTFIT_SHARD:-}" ]; then
      suffix="-$(echo "$SLOTFIT_SHARD" | tr / -)"
      args=(check --shard "$SLOTFIT_SHARD" --report github --report json "$report_dir/slotfit${suffix}.json" --report sarif "$report_dir/slotfit${suffix}.sarif" --report html "$report_dir/html${suffix}")
    fi
    if [ -n "${SLOTFIT_CONFIG:-}" ]; then args+=(--config "$SLOTFIT_CONFIG"); fi
    status=0
    "$(bin)" "${args[@]}" | tee "$report_dir/check${suffix}.txt" || status=${PIPESTATUS[0]}
    # The summary line, for the job's summary page.
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
      { echo "### SlotFit"; echo; echo '```'; grep -E " group(s)? · " "$report_dir/check${suffix}.txt" | tail -1; echo '```'; } >> "$GITHUB_STEP_SUMMARY"
    fi
    exit "$status"
    ;;
  merge)
    cd "$workdir"
    shopt -s nullglob
    reports=("$report_dir"/slotfit-*.json)
    [ ${#reports[@]} -gt 0 ] || { echo "::error title=SlotFit::no shard reports in $report_dir; download the shards' artifacts there first" >&2; exit 2; }
    "$(bin)" merge "${reports[@]}" --output "$report_dir/slotfit.json"
    ;;
  *)
    echo "usage: $0 install|build|check|merge" >&2
    exit 64
    ;;
esac
