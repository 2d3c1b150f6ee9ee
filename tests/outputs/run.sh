#!/bin/sh
# Which outputs a campaign compares and the model counts (issue 14):
# --compare, --ignore-lines and a manifest's compare/ignore_lines, on
# streams.c (results on stderr, a timing line on stdout); golden runs that
# differ are refused naming the stream; --dummy never reports an SDC.
# usage: run.sh TRIDENT CLANG CASE
set -eu
TRIDENT=$1
CLANG=$2
CASE=$3
HERE=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

. "$HERE/../lib.sh"

# json FILE EXPR: a value of a JSON file (python expression over j).
json() {
	python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}

"$CLANG" -O2 -g -emit-llvm -c "$HERE/streams.c" -o "$T/s.bc" ||
	fail "cannot build streams.c"
M=$T/s.bc
IGN='^time: [0-9.]+ s$'

case $CASE in
timing-refused)
	# stdout (the default) holds a timer: refused before any run,
	# naming the stream and the way out.
	run 1 inject -q -d "$T/c" -n 10 "$M" -- 30
	grep -q "wrote different stdout" "$T/err" || fail "stream not named"
	grep -q -- "--ignore-lines" "$T/err" || fail "no hint"
	[ "$(wc -l <"$T/err")" -eq 1 ] || fail "more than one line"
	;;
compare-stderr)
	run 0 inject -q -d "$T/c" -n 60 --compare stderr "$M" -- 30
	sdc=$(json "$T/c/summary.json" 'j["outcomes"]["sdc"]["count"]')
	[ "$sdc" -gt 0 ] || fail "no SDC on stderr results"
	# Both streams, the timing line ignored: the same campaign.
	run 0 inject -q -d "$T/c2" -n 60 --compare stdout,stderr \
		--ignore-lines "$IGN" "$M" -- 30
	a=$(json "$T/c/summary.json" 'j["outcomes"]["sdc"]["count"]')
	b=$(json "$T/c2/summary.json" 'j["outcomes"]["sdc"]["count"]')
	[ "$a" = "$b" ] || fail "stderr alone $a SDC, with stdout ignored $b"
	# Nothing compared but an ignored stdout: no SDC can exist.
	run 0 inject -q -d "$T/c3" -n 60 --compare stdout \
		--ignore-lines "$IGN" "$M" -- 30
	[ "$(json "$T/c3/summary.json" 'j["outcomes"]["sdc"]["count"]')" = 0 ] ||
		fail "SDC from ignored lines"
	;;
bad-pattern)
	run 1 inject -q -d "$T/c" -n 10 --ignore-lines '(x' "$M" -- 30
	grep -q "bad --ignore-lines pattern '(x'" "$T/err" || fail "pattern not named"
	run 2 inject -q -d "$T/c" --compare stdin "$M" -- 30
	grep -q "unknown stream 'stdin'" "$T/err" || fail "stream not named"
	;;
manifest)
	cat >"$T/m.json" <<JSON
{"name": "streams", "sources": [], "compare": ["stderr"],
 "ignore_lines": ["$IGN"], "inputs": [{"args": ["30"]}]}
JSON
	run 0 inject -q -d "$T/c" -n 30 --manifest "$T/m.json" "$M"
	echo '{"inputs": [{"args": ["30"], "compare": ["stdin"]}]}' >"$T/bad.json"
	run 1 inject -q -d "$T/c" -n 30 --force --manifest "$T/bad.json" "$M"
	grep -q "unknown stream 'stdin'" "$T/err" || fail "bad manifest stream"
	;;
dummy-nondeterministic)
	# Results change from the third run: the golden pair agrees, the
	# first dummy run does not; the campaign fails, no SDC reported.
	run 1 inject -q -d "$T/c" -n 20 -j 1 --dummy --compare stderr \
		"$M" -- 30 "$T/count"
	grep -q "dummy campaign of .* not deterministic" "$T/err" ||
		fail "no nondeterminism message"
	grep -q "different stderr" "$T/err" || fail "stream not named"
	# A deterministic program: every dummy run is benign.
	run 0 inject -q -d "$T/d" -n 20 --dummy --compare stderr "$M" -- 30
	[ "$(json "$T/d/summary.json" 'j["outcomes"]["benign"]["count"]')" = 20 ] ||
		fail "dummy runs not all benign"
	# The golden pair itself differs: refused, naming stderr. One job:
	# with two, the pair runs at once and both may read the count 1.
	echo 1 >"$T/count2"
	run 1 inject -q -d "$T/e" -n 20 -j 1 --compare stderr "$M" -- 30 "$T/count2"
	grep -q "fault-free runs .* wrote different stderr" "$T/err" ||
		fail "golden difference not named"
	;;
predict-streams)
	run 0 profile -q -o "$T/p.json" "$M" -- 30
	run 0 predict -q -p "$T/p.json" -o "$T/err.json" --compare stderr "$M"
	run 0 predict -q -p "$T/p.json" -o "$T/out.json" "$M"
	run 0 predict -q -p "$T/p.json" -o "$T/ign.json" \
		--ignore-lines "$IGN" "$M"
	e=$(json "$T/err.json" 'j["program"]["sdc"]')
	o=$(json "$T/out.json" 'j["program"]["sdc"]')
	i=$(json "$T/ign.json" 'j["program"]["sdc"]')
	python3 -c "import sys; e,o,i=map(float,sys.argv[1:]); sys.exit(not (e > 0.2 and e > o + 0.1 and i <= o and i < 0.02))" \
		"$e" "$o" "$i" || fail "stderr $e, stdout $o, ignored $i"
	# Program options still exclude --profile.
	run 2 predict -q -p "$T/p.json" --stdin /dev/null "$M"
	;;
validate-switches)
	run 0 validate -q -d "$T/v" -n 40 -m trident --no-persist \
		--fp-independence 0.5 --compare stderr --ignore-lines "$IGN" \
		"$M" -- 30
	[ -f "$T/v/validation.json" ] || fail "no report"
	run 2 validate -q -d "$T/v" --combine sometimes "$M" -- 30
	grep -q "combine" "$T/err" || fail "bad switch not named"
	;;
*)
	fail "unknown case"
	;;
esac
