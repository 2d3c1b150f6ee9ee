#!/bin/sh
# Third-party programs through trident (issue 14): bench/external/run builds
# a few recipes of each suite and runs profile, predict and a 50-run
# campaign on them. Skipped, saying so, when the suites' root is absent.
# usage: run.sh TRIDENT ROOT PROGRAMS
set -eu
TRIDENT=$1
ROOT=$2
PROGRAMS=$3
HERE=$(cd "$(dirname "$0")" && pwd)
RUN=$HERE/../../bench/external/run
if [ ! -d "$ROOT" ]; then
	echo "SKIPPED: no third-party suites at '$ROOT' (../shared/external):" \
		"the external programs were not built"
	exit 77
fi
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export TRIDENT
for cmd in profile predict "inject -- -n 50"; do
	# shellcheck disable=SC2086
	if ! python3 "$RUN" --root "$ROOT" --out "$T" --only "$PROGRAMS" $cmd; then
		echo "FAIL: bench/external/run $cmd" >&2
		cat "$T"/*.md >&2
		exit 1
	fi
done
cat "$T"/inject-O2-in0.md
