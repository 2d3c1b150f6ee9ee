#!/bin/sh
# Golden test of `trident dump`: the view of a committed module must match
# the committed expectation byte for byte.
# usage: run.sh TRIDENT MODULE.ll VIEW EXPECTED
#        run.sh --fresh TRIDENT BUILT.bc COMMITTED.ll
# The --fresh form checks that the committed module is still exactly what the
# benchmark's sources compile to: the summaries of the freshly built .bc and
# of the committed .ll, module hash included, must agree.
set -eu
if [ "$1" = --fresh ]; then
	T=$(mktemp -d)
	trap 'rm -rf "$T"' EXIT
	"$2" dump --what=summary "$3" >"$T/built"
	"$2" dump --what=summary "$4" >"$T/committed"
	diff -u "$T/committed" "$T/built" || {
		echo "$4 is stale: run tests/golden/update.sh" >&2
		exit 1
	}
	exit 0
fi
"$1" dump --what="$3" "$2" | diff -u "$4" - || {
	echo "dump --what=$3 of $2 differs from $4" >&2
	echo "(if the change is intended: tests/golden/update.sh)" >&2
	exit 1
}
