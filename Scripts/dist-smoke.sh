#!/usr/bin/env bash
# Runs a `make dist` tarball's binary where nothing else is: a minimal Debian
# root (made with `debootstrap --variant=minbase bookworm ROOTFS`, as root)
# with only the tarball's DEBIAN-PACKAGES installed — no Swift, no
# build tools — and checks this repository's slotfit.yml against golden/
# there. Prints how many packages the root has and whether Swift is there
# (no), the libraries the binary loads and the check's summary; exits with
# the check's status.
#
#   sudo Scripts/dist-smoke.sh dist/slotfit-0.10.0-linux-x86_64.tar.gz /tmp/rootfs
set -euo pipefail
tarball="${1:?usage: dist-smoke.sh TARBALL ROOTFS}"
rootfs="${2:?usage: dist-smoke.sh TARBALL ROOTFS}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ "$(id -u)" = 0 ] || { echo "dist-smoke: chroot needs root" >&2; exit 2; }
[ -x "$rootfs/bin/sh" ] || { echo "dist-smoke: $rootfs is not a root file system; make one with debootstrap --variant=minbase bookworm $rootfs" >&2; exit 2; }

rm -rf "$rootfs/opt/slotfit" "$rootfs/work"
mkdir -p "$rootfs/opt/slotfit" "$rootfs/work/project"
tar -xzf "$tarball" -C "$rootfs/opt/slotfit" --strip-components=1
chroot "$rootfs" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
  sh -c "apt-get update -qq && apt-get install -y -qq --no-install-recommends $(tr '\n' ' ' < "$rootfs/opt/slotfit/DEBIAN-PACKAGES") >/dev/null"
# The project as committed: its configuration, manifests, catalogs and goldens.
(cd "$here" && git ls-files -z slotfit.yml Examples Localizations golden Profiles | xargs -0 tar -cf -) | tar -xf - -C "$rootfs/work/project"

run() { chroot "$rootfs" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 sh -c "$1"; }
echo "dist-smoke: packages in the root: $(run 'dpkg-query -W -f="\${Package}\n" | wc -l'); Swift: $(run 'command -v swift || echo none')"
# A container has /proc (the command line is read from it) and /dev.
mountpoint -q "$rootfs/proc" || { mount -t proc proc "$rootfs/proc"; trap 'umount "$rootfs/proc"' EXIT; }
mountpoint -q "$rootfs/dev" || { mount --bind /dev "$rootfs/dev"; trap 'umount "$rootfs/proc" 2>/dev/null; umount "$rootfs/dev"' EXIT; }
echo "dist-smoke: shared libraries the binary loads: $(run 'ldd /opt/slotfit/bin/slotfit' | awk '{print $1}' | tr '\n' ' ')"
if run 'ldd /opt/slotfit/bin/slotfit' | grep -q "not found"; then echo "dist-smoke: a library is missing" >&2; exit 1; fi
status=0
run 'cd /work/project && /opt/slotfit/bin/slotfit check --quiet' | tail -3 || status=$?
exit "$status"
