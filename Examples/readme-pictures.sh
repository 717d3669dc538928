#!/usr/bin/env bash
# Renders the README's pictures with SlotFit itself: the run tracker's island
# and Lock Screen in Arabic and German (iPhone 393 pt), as SVG from
# `slotfit layout --format svg`, then PNG through rsvg-convert
# (Debian: librsvg2-bin). Usage: Examples/readme-pictures.sh [path/to/slotfit]
set -euo pipefail
cd "$(dirname "$0")/.."
slotfit="${1:-$(swift build --show-bin-path)/slotfit}"
command -v rsvg-convert >/dev/null || { echo "rsvg-convert is missing: sudo apt-get install -y librsvg2-bin" >&2; exit 1; }
mkdir -p docs
for locale in ar de; do
  svg=$(mktemp --suffix=.svg)
  "$slotfit" layout Examples/Run.yml --state running --locale "$locale" --device iphone-393 --format svg > "$svg"
  rsvg-convert --zoom 1.5 "$svg" -o "docs/run-tracker-$locale.png"
  rm -f "$svg"
  echo "docs/run-tracker-$locale.png"
done
