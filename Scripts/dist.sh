#!/usr/bin/env bash
# `make dist`: the slotfit command as a tarball a CI runner downloads instead
# of building — dist/slotfit-VERSION-linux-ARCH.tar.gz, and its SHA-256 beside it.
#
# The binary is a release build with Swift's runtime and Foundation linked
# statically (--static-swift-stdlib), and ICU and libcrypto linked from their
# static archives: ICU's library names carry its version (libicuuc.so.72 on
# Debian 12, .74 on Ubuntu 24.04), so a binary linked to the shared one runs
# only where it was built. What it still loads — the C library, libstdc++,
# HarfBuzz, FreeType, Fontconfig, and librsvg for PNGs — is found from the
# binary itself (readelf's NEEDED entries) and written, as Debian packages,
# to DEBIAN-PACKAGES in the tarball, with the fonts of the default profile.
#
# The tarball holds:
#   slotfit-VERSION-linux-ARCH/bin/slotfit
#   slotfit-VERSION-linux-ARCH/LICENSE               SlotFit's license
#   slotfit-VERSION-linux-ARCH/THIRD-PARTY-LICENSES  what the binary contains of others
#   slotfit-VERSION-linux-ARCH/DEBIAN-PACKAGES       run-time packages, one per line
#   slotfit-VERSION-linux-ARCH/README                how to install and run it
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
swift="${SWIFT:-swift}"
out="${DIST_DIR:-$here/dist}"

version=$(sed -n 's/.*static let string = "\(.*\)".*/\1/p' Sources/SlotFit/SlotFitVersion.swift)
[ -n "$version" ] || { echo "make dist: no version in Sources/SlotFit/SlotFitVersion.swift" >&2; exit 2; }
arch=$(uname -m)
name="slotfit-$version-linux-$arch"

# The build is the release build `make bench` makes (the same flags, so
# neither rebuilds the other); then the binary is linked again with ICU's
# and libcrypto's static archives in place of their shared libraries: the
# link command SwiftPM wrote for it (.build/release.yaml), with `-licuuc`…
# and `-lcrypto` replaced by the archives' paths.
multiarch=$(gcc -print-multiarch 2>/dev/null || echo "$arch-linux-gnu")
archives=()
for lib in icui18n icuuc icudata crypto; do
  archive="/usr/lib/$multiarch/lib$lib.a"
  [ -f "$archive" ] || { echo "make dist: $archive is missing; install libicu-dev and libssl-dev (make deps)" >&2; exit 2; }
  archives+=("$archive")
done

echo "make dist: building $name (release, static Swift runtime)"
"$swift" build -c release --static-swift-stdlib --product slotfit
bin="$here/.build/dist-link/slotfit"
mkdir -p "$here/.build/dist-link"
python3 - "$here/.build/release.yaml" "$bin" "${archives[@]}" <<'PY'
import json, os, subprocess, sys
manifest, output, archives = sys.argv[1], sys.argv[2], sys.argv[3:]
lines = open(manifest, encoding="utf-8").read().split("\n")
args = None
for index, line in enumerate(lines):
    if line.strip().startswith('description: "Linking ') and line.strip().endswith('/release/slotfit"'):
        args = json.loads(lines[index + 1].strip()[len("args: "):])
        break
if args is None:
    sys.exit("make dist: no link command for slotfit in " + manifest)
for flag in ["-licui18n", "-licuuc", "-licudata", "-lcrypto"]:
    if flag not in args:
        sys.exit("make dist: the link command has no " + flag + "; Scripts/dist.sh needs updating")
# A folder holding only the archives, searched first: every `-licuuc` and
# `-lcrypto` — the target's, and the modules' own (`link "crypto"` in a
# module map, autolinked) — finds the archive there before the shared
# library in the system's folder.
folder = os.path.join(os.path.dirname(output), "static-libs")
os.makedirs(folder, exist_ok=True)
for archive in archives:
    target = os.path.join(folder, os.path.basename(archive))
    if os.path.lexists(target):
        os.remove(target)
    os.symlink(archive, target)
linked = [args[0], "-L", folder] + args[1:]
at = linked.index("-o")
linked[at + 1] = output
subprocess.run(linked, check=True, stdout=subprocess.DEVNULL)
PY

# What the binary still loads, as the packages that hold it.
needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
for library in $needed; do
  case "$library" in
    libicu*|libcrypto*|libswift*|libFoundation*)
      echo "make dist: the binary still needs $library: it should be linked statically" >&2; exit 1 ;;
  esac
done
packages=()
for library in $needed; do
  path=$(ldconfig -p | awk -v l="$library" '$1 == l && /x86-64|AArch64|aarch64/ { print $NF; exit }')
  [ -n "$path" ] || path=$(ldconfig -p | awk -v l="$library" '$1 == l { print $NF; exit }')
  [ -n "$path" ] || { echo "make dist: $library is not installed here" >&2; exit 1; }
  package=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | head -1 | cut -d: -f1) || true
  [ -n "$package" ] || package=$(dpkg -S "$path" 2>/dev/null | head -1 | cut -d: -f1) || true
  [ -n "$package" ] || { echo "make dist: no Debian package holds $path" >&2; exit 1; }
  packages+=("$package")
done
# Loaded with dlopen when a PNG is drawn, and the fonts of the default profile.
runtime=$(make -s -C "$here" --no-print-directory print-runtime-debs)
printf '%s\n' "${packages[@]}" $runtime | sort -u > "$here/.build/dist-debian-packages"

stage="$here/.build/dist-stage/$name"
rm -rf "$here/.build/dist-stage"; mkdir -p "$stage/bin"
cp "$bin" "$stage/bin/slotfit"
strip --strip-unneeded "$stage/bin/slotfit"
cp LICENSE "$stage/LICENSE"
cp "$here/.build/dist-debian-packages" "$stage/DEBIAN-PACKAGES"
{
  echo "What the slotfit binary contains of others' work, and their licenses."
  for checkout in swift-argument-parser Yams swift-syntax; do
    license=$(ls .build/checkouts/$checkout/LICENSE* 2>/dev/null | head -1)
    [ -n "$license" ] || { echo "make dist: no license file in .build/checkouts/$checkout" >&2; exit 1; }
    printf '\n==== %s ====\n\n' "$checkout"; cat "$license"
  done
  for doc in /usr/share/doc/libicu-dev/copyright /usr/share/doc/libssl-dev/copyright; do
    printf '\n==== %s (linked statically, from Debian: %s) ====\n\n' "$(basename "$(dirname "$doc")")" "$doc"; cat "$doc"
  done
  swiftlicense=$(ls "$(dirname "$(dirname "$(readlink -f "$(command -v "$swift")")")")"/share/swift/LICENSE* 2>/dev/null | head -1 || true)
  printf '\n==== The Swift runtime and Foundation (linked statically) ====\n\n'
  if [ -n "$swiftlicense" ]; then cat "$swiftlicense"
  else echo "Apache License 2.0 with Runtime Library Exception: https://swift.org/LICENSE.txt"; fi
} > "$stage/THIRD-PARTY-LICENSES"
cat > "$stage/README" <<EOF
slotfit $version for Linux ($arch), built on $(. /etc/os-release && echo "$PRETTY_NAME"), glibc $(ldd --version | head -1 | awk '{print $NF}') or newer.

Install what it needs at run time (Debian, Ubuntu):
  sudo apt-get install -y --no-install-recommends \$(cat DEBIAN-PACKAGES)
Then run it from your project's folder (where slotfit.yml is):
  $name/bin/slotfit check
EOF

mkdir -p "$out"
tarball="$out/$name.tar.gz"
# Same inputs, same bytes: sorted names, fixed owner and time.
epoch=$(git log -1 --format=%ct 2>/dev/null || echo 0)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" \
    -C "$here/.build/dist-stage" -cf - "$name" | gzip -n -9 > "$tarball.tmp"
mv "$tarball.tmp" "$tarball"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "make dist: $tarball ($(du -h "$tarball" | cut -f1)); run-time packages: $(tr '\n' ' ' < "$here/.build/dist-debian-packages")"
