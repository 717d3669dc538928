#!/usr/bin/env bash
# The steps of SlotFit's GitHub Action (action.yml), one per argument, so a
# workflow and a developer run the same commands:
#   setup   finds slotfit: SLOTFIT_BIN when set; else the release tarball of
#           `make dist` for the action's version (downloaded, its SHA-256
#           checked), with only its run-time Debian packages; else the
#           action's source, with the packages a build needs. Packages are
#           installed as root, or through password-less sudo on a runner's
#           non-root user. Writes mode=dist|source|given and swift=present|
#           missing to GITHUB_OUTPUT, and SLOTFIT_BIN to GITHUB_ENV.
#   build   a release build of slotfit from the action's source (source mode)
#   check   slotfit check: GitHub annotations (paths from GITHUB_WORKSPACE,
#           one per cause), the job summary, JSON, SARIF and HTML reports
#   merge   one verdict from the JSON reports of sharded checks: its
#           annotations (each cause once) and the job summary
# Inputs come as environment variables: SLOTFIT_VERSION (a version, or
# `source`), SLOTFIT_DIST_URL (the tarball's URL, for a mirror),
# SLOTFIT_CONFIG, SLOTFIT_WORKING_DIRECTORY, SLOTFIT_REPORT_DIR,
# SLOTFIT_SHARD, SLOTFIT_BIN.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
step="${1:-}"
report_dir="${SLOTFIT_REPORT_DIR:-slotfit-report}"
workdir="${SLOTFIT_WORKING_DIRECTORY:-.}"

# A workflow command's message: %, CR and LF percent-encoded, so a path or
# name from the pull request cannot start a command of its own.
encode() { local s="${1//%/%25}"; s="${s//$'\r'/%0D}"; printf '%s' "${s//$'\n'/%0A}"; }
fail() { echo "::error title=SlotFit::$(encode "$1")" >&2; exit "${2:-2}"; }

# The report folder is in the checkout, which a pull request controls:
# refuse it, or anything under it, being a link (nothing is written or
# read through one), then remove this step's own outputs, so the job
# summary is only ever what SlotFit just wrote.
own_report_dir() {
  if [ -L "$report_dir" ]; then
    fail "$report_dir is a symbolic link; SlotFit does not write reports through links: remove it from the repository"
  fi
  if [ -d "$report_dir" ]; then
    local link
    link="$(find "$report_dir" -type l -print -quit)"
    [ -z "$link" ] || fail "$link is a symbolic link under the report folder; SlotFit does not write or read reports through links: remove it from the repository"
  fi
  mkdir -p "$report_dir"
  local name
  for name in "$@"; do rm -rf -- "${report_dir:?}/$name"; done
}
output() { if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "$1" >> "$GITHUB_OUTPUT"; fi; }

bin() {
  if [ -n "${SLOTFIT_BIN:-}" ]; then echo "$SLOTFIT_BIN"; return; fi
  echo "$(cd "$here" && swift build -c release --show-bin-path)/slotfit"
}

# The Makefile's package lists, read without running make's recipes.
debs() { make -s -C "$here" --no-print-directory "print-$1-debs"; }

# The version of the dist tarball to download: SLOTFIT_VERSION, else the
# action's own ref when it is a release tag (v1.2.3); empty for none.
dist_version() {
  local version="${SLOTFIT_VERSION:-}"
  if [ -z "$version" ]; then version="${GITHUB_ACTION_REF:-}"; fi
  version="${version#v}"
  if [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+([-.][0-9A-Za-z.]+)?$ ]]; then echo "$version"; fi
}

# Downloads and unpacks the dist tarball of $1 into $2; returns 1 when it
# is not there (no release of that version), exits 2 when it is corrupt.
download_dist() {
  local version="$1" into="$2" name url
  name="slotfit-$version-linux-$(uname -m)"
  if [ -n "${SLOTFIT_DIST_URL:-}" ]; then url="$SLOTFIT_DIST_URL"
  elif [ -n "${GITHUB_ACTION_REPOSITORY:-}" ]; then url="${GITHUB_SERVER_URL:-https://github.com}/$GITHUB_ACTION_REPOSITORY/releases/download/v$version/$name.tar.gz"
  else return 1; fi
  mkdir -p "$into"
  curl -fsSL --retry 3 -o "$into/$name.tar.gz" "$url" 2>/dev/null || return 1
  # The digest the action pins for this release (Scripts/release-digests,
  # part of the action the workflow pinned), else the .sha256 published
  # beside the tarball; either way the tarball itself, by name, is hashed.
  local expected actual
  expected="$(awk -v v="$version" -v t="linux-$(uname -m)" '$1 == v && $2 == t { print $3; exit }' "$here/Scripts/release-digests" 2>/dev/null || true)"
  if [ -z "$expected" ]; then
    curl -fsSL --retry 3 -o "$into/$name.tar.gz.sha256" "$url.sha256" 2>/dev/null \
      || fail "downloaded $url but not $url.sha256: SlotFit does not run a binary it cannot verify"
    expected="$(awk '{ print $1; exit }' "$into/$name.tar.gz.sha256")"
    echo "::warning title=SlotFit::$(encode "slotfit $version has no digest pinned in this action (Scripts/release-digests): checked against $url.sha256, which comes from the same place as the tarball; use the action's own release tag for a pinned digest")" >&2
  fi
  [[ "$expected" =~ ^[0-9a-f]{64}$ ]] || fail "the SHA-256 for $url is not a digest: ${expected:0:80}"
  actual="$(sha256sum "$into/$name.tar.gz" | cut -d' ' -f1)"
  [ "$actual" = "$expected" ] \
    || fail "$url does not match its SHA-256 ($expected): download it again, or pin another version"
  tar -xzf "$into/$name.tar.gz" -C "$into"
  [ -x "$into/$name/bin/slotfit" ] || fail "$url holds no $name/bin/slotfit"
  echo "$into/$name"
}

case "$step" in
  setup)
    if [ -n "${SLOTFIT_BIN:-}" ]; then
      [ -x "$SLOTFIT_BIN" ] || fail "SLOTFIT_BIN=$SLOTFIT_BIN is not an executable file"
      bash "$here/Scripts/install-debs.sh" $(debs runtime)
      echo "slotfit: using $SLOTFIT_BIN"
      output mode=given
      exit 0
    fi
    version=""
    if [ "${SLOTFIT_VERSION:-}" != source ]; then version="$(dist_version)"; fi
    if [ -n "$version" ]; then
      into="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/slotfit-dist"
      status=0; dist=$(download_dist "$version" "$into") || status=$?
      if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then exit "$status"; fi
      if [ "$status" -eq 0 ]; then
        # shellcheck disable=SC2046
        bash "$here/Scripts/install-debs.sh" $(grep -v '^#' "$dist/DEBIAN-PACKAGES")
        echo "slotfit: using the release binary $dist/bin/slotfit"
        if [ -n "${GITHUB_ENV:-}" ]; then echo "SLOTFIT_BIN=$dist/bin/slotfit" >> "$GITHUB_ENV"; fi
        output mode=dist
        output swift=present
        exit 0
      fi
      if [ -n "${SLOTFIT_VERSION:-}" ]; then
        fail "no release tarball of slotfit $version for $(uname -m) (${SLOTFIT_DIST_URL:-from the releases of the action}); pin a released version, or set version: source to build it"
      fi
      echo "::notice title=SlotFit::no release tarball for $version; building slotfit from the action's source"
    fi
    # From source: the packages a build needs besides the run-time ones.
    # shellcheck disable=SC2046
    bash "$here/Scripts/install-debs.sh" $(debs runtime) $(debs build)
    output mode=source
    if command -v swift >/dev/null 2>&1; then output swift=present; else output swift=missing; fi
    ;;
  build)
    if [ -n "${SLOTFIT_BIN:-}" ]; then
      echo "slotfit: using $SLOTFIT_BIN"
    else
      command -v swift >/dev/null || fail "no Swift toolchain on this runner; the action installs one with swift-actions/setup-swift when it builds from source — or add a step that installs Swift 6 before SlotFit"
      (cd "$here" && swift build -c release --product slotfit)
    fi
    "$(bin)" --version
    ;;
  check)
    cd "$workdir"
    suffix=""
    if [ -n "${SLOTFIT_SHARD:-}" ]; then suffix="-$(echo "$SLOTFIT_SHARD" | tr / -)"; fi
    # Never written (tee included) through a committed link (docs/SECURITY.md).
    own_report_dir "slotfit${suffix}.json" "slotfit${suffix}.sarif" "html${suffix}" "summary${suffix}.md" "check${suffix}.txt"
    args=(check --quiet --report github --report json "$report_dir/slotfit${suffix}.json" --report sarif "$report_dir/slotfit${suffix}.sarif"
          --report html "$report_dir/html${suffix}" --report markdown "$report_dir/summary${suffix}.md")
    if [ -n "${SLOTFIT_SHARD:-}" ]; then args+=(--shard "$SLOTFIT_SHARD"); fi
    if [ -n "${SLOTFIT_CONFIG:-}" ]; then args+=(--config "$SLOTFIT_CONFIG"); fi
    status=0
    "$(bin)" "${args[@]}" | tee "$report_dir/check${suffix}.txt" || status=${PIPESTATUS[0]}
    # Every cause, for the job's summary page (annotations show 10 of each).
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ -f "$report_dir/summary${suffix}.md" ]; then
      cat "$report_dir/summary${suffix}.md" >> "$GITHUB_STEP_SUMMARY"
    fi
    exit "$status"
    ;;
  merge)
    cd "$workdir"
    shopt -s nullglob
    own_report_dir slotfit.json summary.md
    reports=("$report_dir"/slotfit-*.json)
    [ ${#reports[@]} -gt 0 ] || fail "no shard reports in $report_dir; download the shards' artifacts there first"
    status=0
    "$(bin)" merge "${reports[@]}" --output "$report_dir/slotfit.json" --report github --report markdown "$report_dir/summary.md" || status=$?
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ -f "$report_dir/summary.md" ]; then cat "$report_dir/summary.md" >> "$GITHUB_STEP_SUMMARY"; fi
    exit "$status"
    ;;
  *)
    echo "usage: $0 setup|build|check|merge" >&2
    exit 64
    ;;
esac
