#!/usr/bin/env bash
# Renders the README's pictures with SlotFit itself: each sample activity's
# Lock Screen, compact, minimal and expanded presentations on a 6.1-inch
# iPhone in English, Arabic and Japanese, through `slotfit layout --format
# png` (librsvg and cairo). Usage: Examples/readme-pictures.sh [path/to/slotfit]
set -euo pipefail
cd "$(dirname "$0")/.."
slotfit="${1:-$(swift build --show-bin-path)/slotfit}"
mkdir -p docs/pictures
rm -f docs/run-tracker-*.png
for sample in Meditation:running Focus:running Run:running Build:inProgress; do
  name="${sample%%:*}"; state="${sample##*:}"
  for locale in en ar ja; do
    "$slotfit" layout "Examples/$name.yml" --state "$state" --locale "$locale" --device iphone-393 \
      --format png --scale 1.5 --output "docs/pictures/$(echo "$name" | tr A-Z a-z)-$locale.png" || [ $? -eq 1 ]
  done
done
