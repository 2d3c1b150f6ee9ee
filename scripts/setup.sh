#!/bin/sh
# Install what a fresh Debian 12 machine lacks, then configure and build
# trident in ./build (or $BUILD_DIR). Used by both commands of README.md and
# by .ci/run. With CI=true, warnings are errors.
set -eu
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}

PACKAGES="cmake make gcc g++ pkg-config python3 llvm-19-dev clang-19 llvm-19-tools
libgsl-dev libjansson-dev libcmocka-dev python3-jsonschema"

missing=""
for p in $PACKAGES; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
		missing="$missing $p"
done
if [ -n "$missing" ]; then
	SUDO=""
	[ "$(id -u)" -eq 0 ] || SUDO=sudo
	echo "setup: installing$missing"
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
fi

werror=OFF
[ "${CI:-}" = true ] && werror=ON
cmake -S . -B "$BUILD_DIR" -DLLVM_DIR=/usr/lib/llvm-19/lib/cmake/llvm \
	-DTRIDENT_WERROR=$werror >/dev/null
cmake --build "$BUILD_DIR" -j "$(nproc)"
