#!/bin/sh
# Tests of `trident report` (report/, docs/report.md). One case per CTest
# test: golden (the page and the tables of the fixtures here, byte for
# byte), errors (bad inputs, one line each), pipeline (a real prediction
# and campaign of a bundled program), chromium (the page as a user sees
# it, in headless Chromium; skipped without it).
# usage: run.sh TRIDENT CASE
set -eu
TRIDENT=$1
CASE=$2
HERE=$(cd "$(dirname "$0")" && pwd)
SRC=$(cd "$HERE/../.." && pwd)
BUILD=$(dirname "$TRIDENT")
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

. "$HERE/../lib.sh"

# The fixtures' report, run from their directory (the page names its
# inputs as given).
fixtures() {
	(cd "$HERE" && "$TRIDENT" report -q prediction.json campaign.json \
		llc.json bound.json "$@")
}

case $CASE in
golden)
	# The page and the tables of the fixtures, byte for byte
	# (regenerate with TRIDENT_REGEN=1 after a deliberate change).
	fixtures -o "$T/page.html" --source-dir . || fail "report failed"
	fixtures -o "$T/csv" --format csv || fail "csv failed"
	if [ "${TRIDENT_REGEN:-}" = 1 ]; then
		cp "$T/page.html" "$HERE/golden.html"
		cat "$T/csv/"*.csv >"$HERE/golden.csv"
	fi
	cmp -s "$T/page.html" "$HERE/golden.html" ||
		fail "the page differs: $(diff "$HERE/golden.html" "$T/page.html" | head -20)"
	cat "$T/csv/"*.csv >"$T/all.csv"
	cmp -s "$T/all.csv" "$HERE/golden.csv" ||
		fail "the tables differ: $(diff "$HERE/golden.csv" "$T/all.csv" | head -20)"
	# Self-contained: no script, nothing fetched.
	! grep -qiE "<script|<link|src=\"http|url\(" "$T/page.html" ||
		fail "the page loads something"
	;;
errors)
	run 1 report "$T/none.json" -o "$T/r.html"
	one_line
	grep -q "'$T/none.json'" "$T/err" || fail "missing input"
	printf 'not json' >"$T/bad.json"
	run 1 report "$T/bad.json" -o "$T/r.html"
	one_line
	grep -q "^trident: '$T/bad.json': " "$T/err" || fail "not JSON"
	echo '{"format": "something"}' >"$T/other.json"
	run 1 report "$T/other.json" -o "$T/r.html"
	grep -q "'$T/other.json' is none of the outputs a report reads" "$T/err" ||
		fail "unknown kind"
	run 1 report "$HERE/prediction.json" "$HERE/prediction.json" -o "$T/r.html"
	grep -q "is a second prediction (the first: '$HERE/prediction.json'): give one of each kind" \
		"$T/err" || fail "two of a kind"
	sed 's/00000000000000aa/00000000000000bb/' "$HERE/campaign.json" >"$T/c.json"
	run 1 report "$HERE/prediction.json" "$T/c.json" -o "$T/r.html"
	one_line
	grep -q "'$T/c.json' is of another module (hash 00000000000000bb) than '$HERE/prediction.json' (hash 00000000000000aa)" \
		"$T/err" || fail "another module"
	[ ! -e "$T/r.html" ] || fail "a page was written"
	run 2 report "$HERE/prediction.json"
	grep -q "missing -o FILE" "$T/err" || fail "no -o"
	run 2 report "$HERE/prediction.json" -o "$T/r.html" --format pdf
	grep -q "expected html or csv, not 'pdf'" "$T/err" || fail "--format"
	run 1 report "$HERE/prediction.json" -o "$T/no/such/dir/r.html"
	one_line
	;;
pipeline)
	# A real prediction (with the top instructions explained) and a
	# campaign of a bundled program, on its source.
	BC=$BUILD/inputs/pathfinder/pathfinder.bc
	MAN=$SRC/inputs/pathfinder/manifest.json
	[ -f "$BC" ] || fail "no $BC (the bundled programs are built with trident)"
	run 0 predict -q --manifest "$MAN" --explain-top 5 -o "$T/p.json" "$BC"
	run 0 inject -q -n 300 -j 2 -d "$T/camp" --manifest "$MAN" "$BC"
	run 0 report "$T/p.json" "$T/camp/summary.json" -o "$T/r.html" \
		--source-dir "$SRC/inputs/pathfinder"
	grep -q "^$T/r.html: [0-9]* instructions, 1 source files$" "$T/out" ||
		fail "summary line"
	for want in '<h2 id=program>' '<h2 id=sources>' '<h2 id=top>' \
		'<h2 id=scatter>' '<h3>pathfinder.c</h3>' '<svg ' \
		'>campaign (300 runs, seed 1)<' '<pre>explain #' \
		'for (long r = 1; r &lt; rows; r++) {'; do
		grep -qF -- "$want" "$T/r.html" || fail "the page lacks: $want"
	done
	# The shares of the lines add up to the whole, but for what has no
	# source line.
	run 0 report "$T/p.json" "$T/camp/summary.json" -o "$T/csv" --format csv
	python3 - "$T/csv/lines.csv" "$T/p.json" "$T/camp/summary.json" >"$T/sums" <<'PY' ||
import csv, json, sys
rows = list(csv.DictReader(open(sys.argv[1])))
p = sum(float(r["predicted_share"]) for r in rows)
m = sum(float(r["measured_share"] or 0) for r in rows)
insts = json.load(open(sys.argv[2]))["instructions"]
want_p = sum(i["sdc"] * i["count"] for i in insts if i["line"]) / \
    sum(i["sdc"] * i["count"] for i in insts)
lines = json.load(open(sys.argv[3]))["per_line"]
want_m = sum(v["sdc"] for k, v in lines.items() if not k.startswith("?:")) / \
    sum(v["sdc"] for v in lines.values())
print(p, want_p, m, want_m)
sys.exit(not (abs(p - want_p) < 1e-3 and abs(m - want_m) < 1e-3))
PY
		fail "the lines' shares do not add up (got, wanted): $(cat "$T/sums")"
	;;
chromium)
	# The page as a user sees it: headless Chromium loads it, its DOM
	# has every section, and a screenshot is taken.
	CHROME=$(command -v chromium || command -v chromium-browser || true)
	if [ -z "$CHROME" ]; then
		echo "SKIPPED: no chromium (Debian's package chromium) to render the report"
		exit 77
	fi
	fixtures -o "$T/page.html" --source-dir . || fail "report failed"
	flags="--headless --no-sandbox --disable-gpu --no-first-run --user-data-dir=$T/profile"
	# shellcheck disable=SC2086
	timeout 120 "$CHROME" $flags --dump-dom "file://$T/page.html" \
		>"$T/dom.html" 2>"$T/chrome.err" || fail "chromium failed: $(tail -3 "$T/chrome.err")"
	for id in program sources top scatter inputs llc; do
		grep -q "<h2 id=\"$id\">" "$T/dom.html" || fail "the loaded page lacks section $id"
	done
	grep -q "<svg" "$T/dom.html" || fail "no plot in the loaded page"
	# shellcheck disable=SC2086
	timeout 120 "$CHROME" $flags --window-size=1200,1600 \
		--screenshot="$T/shot.png" "file://$T/page.html" \
		>/dev/null 2>>"$T/chrome.err" || fail "no screenshot: $(tail -3 "$T/chrome.err")"
	python3 - "$T/shot.png" <<'PY' || fail "the screenshot is not a 1200x1600 PNG"
import struct, sys
d = open(sys.argv[1], "rb").read(24)
sys.exit(not (d[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", d[16:24]) == (1200, 1600)))
PY
	if [ -n "${TRIDENT_SCREENSHOT:-}" ]; then cp "$T/shot.png" "$TRIDENT_SCREENSHOT"; fi
	;;
*)
	fail "no such case"
	;;
esac
echo "ok [$CASE]"
