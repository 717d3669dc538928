#!/usr/bin/env bash
# Installs the Debian packages named as arguments that are not installed yet.
# As root: apt-get. As another user (a GitHub runner's `runner`): the same
# through `sudo -n`, when sudo needs no password. Otherwise it prints the one
# command that installs them and exits 1. Nothing installed: exits 0 at once.
# Used by `make deps`, `make test` and the GitHub Action (action.yml).
set -euo pipefail

missing=()
for package in "$@"; do
  if ! dpkg-query -W -f='${Status}\n' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "slotfit: missing Debian packages, and no password-less sudo to install them as $(id -un 2>/dev/null || id -u). Install them with:" >&2
  echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

echo "slotfit: installing ${missing[*]}${as_root:+ (through sudo)}"
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# New fonts are found by Fontconfig once its cache knows them.
if command -v fc-cache >/dev/null 2>&1; then "${as_root[@]}" fc-cache -f >/dev/null; fi
