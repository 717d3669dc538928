#!/usr/bin/env bash
# Renders the README's picture of the HTML report (docs/pictures/html-report.png)
# with SlotFit itself: the food delivery fixture (a Live Activity read from its
# Swift source, Tests/SlotFitImportTests/Fixtures/FoodDelivery) recorded in a
# scratch folder, one German translation changed ("Zugestellt. Guten
# Appetit!" → "Zugestellt. Lass es dir schmecken!"), checked with
# `--report html`, and the page's top photographed by headless Chromium, so
# the Changed section shows the diff of the snapshots that changed.
# Usage: Examples/html-report.sh [path/to/slotfit]
set -euo pipefail
# The binary given, as an absolute path (the check runs in a scratch folder).
[ -n "${1:-}" ] && slotfit="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
cd "$(dirname "$0")/.."
root=$PWD
slotfit="${slotfit:-$(swift build --show-bin-path)/slotfit}"
chromium=$(command -v chromium || command -v chromium-browser) || { echo "html-report.sh: Chromium is missing (make deps installs it)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Tests/SlotFitImportTests/Fixtures/FoodDelivery/. "$work/"
rm -rf "$work/golden"
(cd "$work" && "$slotfit" render >/dev/null)
catalog="$work/Localizable.xcstrings"
grep -q '"Zugestellt. Guten Appetit!"' "$catalog"
sed -i.bak 's/"Zugestellt\. Guten Appetit!"/"Zugestellt. Lass es dir schmecken!"/' "$catalog" && rm -f "$catalog.bak"
# Exit 1: the golden changed (that is the picture's point).
(cd "$work" && "$slotfit" check --quiet --report html report) || [ $? -eq 1 ]
mkdir -p docs/pictures
"$chromium" --headless --disable-gpu --no-sandbox --hide-scrollbars --window-size=1100,1400 \
  --allow-file-access-from-files --virtual-time-budget=10000 \
  --screenshot="$root/docs/pictures/html-report.png" "file://$work/report/index.html" 2>/dev/null
echo "wrote docs/pictures/html-report.png"
