#!/bin/sh
# Regenerate the golden modules and expectations of tests/golden/dump from the
# benchmark sources in inputs/ (compiled as the build does: -O2 -g, one
# module per program) and the current `trident dump`. Review the diff before
# committing it: a changed expectation is a changed behaviour.
# usage: tests/golden/update.sh [BUILD_DIR]
set -eu
cd "$(dirname "$0")/../.."
BUILD=${1:-build}
CLANG=/usr/lib/llvm-19/bin/clang
LINK=/usr/lib/llvm-19/bin/llvm-link
DIS=/usr/lib/llvm-19/bin/llvm-dis
OUT=tests/golden/dump
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
for dir in inputs/*/; do
	name=$(basename "$dir")
	[ -f "$dir/manifest.json" ] || continue
	srcs=$(python3 -c 'import json,sys; print(" ".join(json.load(open(sys.argv[1]))["sources"]))' "$dir/manifest.json")
	cflags=$(python3 -c 'import json,sys; print(" ".join(json.load(open(sys.argv[1]))["cflags"]))' "$dir/manifest.json")
	bcs=""
	for s in $srcs; do
		(cd "$dir" && $CLANG -O2 -g $cflags -fdebug-prefix-map="$PWD"=. \
			-emit-llvm -c "$s" -o "$T/$name.$s.bc")
		bcs="$bcs $T/$name.$s.bc"
	done
	$LINK $bcs -o "$T/$name.bc"
	$DIS "$T/$name.bc" -o - | sed "1s|.*|; ModuleID = '$name'|" >"$OUT/$name.ll"
	for view in cfg dom pdom loops seq; do
		"$BUILD/trident" dump --what=$view "$OUT/$name.ll" >"$OUT/$name.$view.txt"
	done
	echo "updated $OUT/$name.*"
done
