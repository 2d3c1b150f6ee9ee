#!/bin/sh
# `cmake --install` gives a trident that works from any directory: it finds
# its runtimes (inject, profile) relative to itself, not in the build tree.
# usage: install.sh CMAKE BUILD_DIR MODULE
set -eu
CMAKE=$1
BUILD=$2
MODULE=$3
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

fail() {
	echo "FAIL [install]: $*" >&2
	exit 1
}

"$CMAKE" --install "$BUILD" --prefix "$T/prefix" >/dev/null ||
	fail "cmake --install"
for f in bin/trident bin/trident-gpu-run; do
	[ -x "$T/prefix/$f" ] || fail "$f not installed"
done
ls "$T"/prefix/lib*/trident/libtrident_fi_rt.a \
   "$T"/prefix/lib*/trident/libtrident_prof_rt.a >/dev/null 2>&1 ||
	fail "runtimes not installed"
mkdir "$T/elsewhere"
cd "$T/elsewhere"
# No build tree in sight: the installed copy must do the whole job.
env -u TRIDENT_RUNTIME -u TRIDENT_PROF_RUNTIME "$T/prefix/bin/trident" \
	inject -q -n 4 -j 2 -d camp "$MODULE" || fail "installed inject"
[ -s camp/summary.json ] || fail "no summary"
"$T/prefix/bin/trident" profile -o p.json "$MODULE" || fail "installed profile"
"$T/prefix/bin/trident" predict -q -p p.json "$MODULE" || fail "installed predict"
echo "ok [install]"
