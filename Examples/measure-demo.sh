#!/usr/bin/env bash
# The end of `make run`, after the sample matrix is checked: measure one Live
# Activity string per locale and script in the slots it meets on an iPhone 15
# Pro (compact trailing 52.33 pt) and in an expanded region, and show the answers.
set -euo pipefail
slotfit="$1"
row() { printf '%-8s %-28s ' "$1" "$2"; shift 2; "$slotfit" measure "$@" --json | python3 -c '
import json, sys
r = json.load(sys.stdin)
v = r["verdict"]
extra = {"scaled": " x%.4f" % r["scale"], "truncated": " \"%s\"" % r["visibleText"], "clipped": " +%.3f pt" % r.get("overflow", 0), "wrapped": " %d lines" % r["lineCount"]}.get(v, "")
fonts = ", ".join(sorted({f["family"] for f in r["fonts"]}))
print("%-10s %8.3f pt  visual: %-24s [%s]" % (v + extra, r["width"], r["visualText"].replace("\n", " / "), fonts))
'; }
echo "Compact trailing (52.33 pt, caption2 11 pt, one line, scale to 0.8):"
for pair in "en:Paused" "de:Pausiert" "fi:Tauotettu" "ru:Пауза" "el:Σε παύση" "ar:متوقف مؤقتًا" "he:מושהה" "hi:रोका गया" "ta:இடைநிறுத்தப்பட்டது" "th:หยุดชั่วคราว" "ja:一時停止中" "ko:일시 정지됨" "zh-Hant:已暫停"; do
  row "${pair%%:*}" "${pair#*:}" "${pair#*:}" --locale "${pair%%:*}" --style caption2 --width 52.33 --line-limit 1 --minimum-scale-factor 0.8
done
echo
echo "Timers under right-to-left layout (Arabic), unpinned and pinned:"
row ar "5:23 / 10:00" "5:23 / 10:00" --locale ar --monospaced-digits
row ar "5:23 / 10:00 (pinned)" "5:23 / 10:00" --locale ar --monospaced-digits --pin-ltr
echo
echo "Expanded bottom (371 pt, body, two lines):"
row de "Noch 3 Runden bis zum Ende" "Deine Sitzung endet in 3 Runden. Atme ruhig weiter und entspanne dich." --locale de --width 371 --line-limit 2
row ar "جلسة" "تنتهي جلستك بعد ٣ دورات. استمر في التنفس بهدوء واسترخِ تمامًا حتى النهاية." --locale ar --width 371 --line-limit 2
row "👩‍👩‍👧" "emoji" "Family 👩‍👩‍👧 ready 🏃🏽‍♀️ go" --width 120 --line-limit 1 --truncation middle

echo
echo "An activity laid out in Arabic (Examples/timer-total.yml): the unpinned text on the left is caught,"
echo "the pinned one on the right passes. slotfit layout exits 1 on such a finding; here we only show it."
"$slotfit" layout "$(dirname "$0")/timer-total.yml" --device iphone-15-pro | sed -n '/^compactLeading/,$p' || true
