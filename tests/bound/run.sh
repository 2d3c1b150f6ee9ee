#!/bin/sh
# Tests of `trident bound` / `vtrident bound` (vtrident/, docs/bound.md) on
# vol.ll (vol.c: its header says what each mode does). One case per CTest
# test.
# usage: run.sh TRIDENT CASE
set -eu
TRIDENT=$1
CASE=$2
HERE=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

. "$HERE/../lib.sh"

# json FILE EXPR: print the Python expression EXPR of the JSON d in FILE.
json() {
	python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print($2)" "$1"
}

# check FILE EXPR WHAT: fail with WHAT unless EXPR holds of d in FILE.
check() {
	[ "$(json "$1" "bool($2)")" = True ] || fail "$3"
}

case $CASE in
known)
	# Mode 0 prints the first K of 1000 values: the prediction rises with
	# K, the median input is the middle one, R is max - min, and with
	# --no-fi S is the median input's prediction; bounds are Eq. 6.3.
	printf '0 1000 0\n0 1000 100\n# a comment\n\n0 1000 300\n0 1000 500\n0 1000 1000\n' >"$T/in.txt"
	run 0 bound -q "$HERE/vol.ll" --inputs "$T/in.txt" --no-fi -d "$T/w" -o "$T/b.json" -j 2
	B=$T/b.json
	check $B "d['format'] == 'trident-bound' and len(d['inputs']) == 5" "five inputs"
	check $B "[i['label'] for i in d['inputs']] == ['0 1000 0', '0 1000 100', '0 1000 300', '0 1000 500', '0 1000 1000']" "labels"
	check $B "all(a['predicted'] < b['predicted'] for a, b in zip(d['inputs'], d['inputs'][1:]))" "predictions do not rise with K"
	check $B "d['inputs'][0]['predicted'] < 0.02 and d['inputs'][4]['predicted'] > 0.4" "K = 0 and K = N"
	check $B "d['volatility']['median_input'] == 2 and d['inputs'][2]['median']" "median input"
	check $B "abs(d['volatility']['range'] - (d['inputs'][4]['predicted'] - d['inputs'][0]['predicted'])) < 2e-6" "R"
	check $B "d['reference']['from'] == 'model' and abs(d['reference']['sdc'] - d['inputs'][2]['predicted']) < 1e-6" "S"
	check $B "abs(d['bounds']['vtrident'][0] - max(0, d['reference']['sdc'] - d['volatility']['range'] / 2)) < 2e-6 and abs(d['bounds']['vtrident'][1] - min(1, d['reference']['sdc'] + d['volatility']['range'] / 2)) < 2e-6" "bounds"
	check $B "all(abs(i['estimate']['sdc'] - i['predicted']) < 2e-6 for i in d['inputs'])" "estimates (S from the model)"
	check $B "d['instructions'][0]['range'] > 0.3 and d['instructions'][0]['line'] > 0 and d['instructions'][0]['file'] == 'vol.c'" "the most volatile instruction"
	python3 -c "import xml.dom.minidom,sys; xml.dom.minidom.parse(sys.argv[1])" "$T/w/bound.svg" || fail "the SVG is not XML"
	grep -q 'Eq. 6.3' "$T/w/bound.svg" || fail "the SVG has no bounds"
	cmp -s "$T/b.json" "$T/w/bound.json" || fail "-o and DIR/bound.json differ"
	# The same again: the report is deterministic.
	run 0 bound -q "$HERE/vol.ll" --inputs "$T/in.txt" --no-fi -d "$T/w2" -o "$T/b2.json" -j 1
	cmp -s "$T/b.json" "$T/b2.json" || fail "two runs differ"
	# The table names the median input and the bounds.
	run 0 bound "$HERE/vol.ll" --inputs "$T/in.txt" --no-fi -d "$T/w2"
	grep -q '^median input: 2 (0 1000 300)' "$T/out" || fail "table: median"
	grep -q '^bounds (Eq. 6.3)' "$T/out" || fail "table: bounds"
	;;
exec)
	# Mode 1: a printed loop of 1000 steps and a compared-only loop of K:
	# the footprints change, the P_i do not, and execution volatility
	# alone is the prediction.
	printf '1 1000 100\n1 1000 1000\n1 1000 3000\n1 1000 9000\n' >"$T/in.txt"
	run 0 bound -q "$HERE/vol.ll" --inputs "$T/in.txt" --no-fi -d "$T/w" -o "$T/b.json"
	B=$T/b.json
	check $B "all(abs(i['exec_only'] - i['predicted']) < 1e-6 for i in d['inputs'])" "execution volatility alone is not the prediction"
	check $B "abs(d['volatility']['exec_range'] - d['volatility']['range']) < 1e-6 and d['volatility']['range'] > 0.3" "the ranges"
	check $B "all(x['range'] < 1e-4 for x in d['instructions'])" "a P_i varies"
	check $B "d['classes']['>20'] == 0 and d['classes']['10-20'] == 0" "classes"
	;;
campaign)
	# S from a campaign on the median input; the same bounds from its
	# summary (--fi) without a campaign; measured inputs counted inside.
	printf '0 200 0\n0 200 60\n0 200 200\n' >"$T/in.txt"
	run 0 bound -q "$HERE/vol.ll" --inputs "$T/in.txt" -n 150 -j 2 -d "$T/w" -o "$T/b.json"
	B=$T/b.json
	check $B "d['reference']['from'] == 'campaign' and d['reference']['runs'] == 150 and d['reference']['input'] == 1" "the campaign"
	check $B "abs(d['inputs'][1]['estimate']['sdc'] - d['reference']['sdc']) < 2e-6" "the median's estimate is S"
	check $B "d['inputs'][1]['estimate']['ci95'] == d['reference']['ci95']" "the median's interval is S's"
	check $B "d['inputs'][0]['estimate']['ci95'][0] <= d['inputs'][0]['estimate']['sdc'] <= d['inputs'][0]['estimate']['ci95'][1]" "an estimate outside its interval"
	S=$T/w/campaign/summary.json
	run 0 bound -q "$HERE/vol.ll" --inputs "$T/in.txt" --fi "$S" --measured "1=$S" -d "$T/w2" -o "$T/b2.json"
	check $T/b2.json "d['bounds'] == json.load(open('$B'))['bounds']" "--fi gives other bounds"
	check $T/b2.json "d['inside'] == {'measured': 1, 'vtrident': 1, 'exec_volatility': 1, 'estimates': 1}" "inside"
	# The estimates' span: the lowest and highest estimate with S's
	# interval around them.
	check $T/b2.json "abs(d['bounds']['estimates'][0] - max(0, d['reference']['ci95'][0] + d['volatility']['min'] - d['inputs'][1]['predicted'])) < 2e-6 and abs(d['bounds']['estimates'][1] - min(1, d['reference']['ci95'][1] + d['volatility']['max'] - d['inputs'][1]['predicted'])) < 2e-6" "the estimates' span"
	check $T/b2.json "d['inputs'][1]['measured']['runs'] == 150" "measured"
	test ! -e "$T/w2/campaign" || fail "--fi ran a campaign"
	# Several --fi: the median input's is taken; none of it is an error.
	run 0 inject -q -n 40 -d "$T/c0" "$HERE/vol.ll" -- 0 200 0
	run 0 bound -q "$HERE/vol.ll" --inputs "$T/in.txt" --fi "$T/c0/summary.json" --fi "$S" -d "$T/w5" -o "$T/b5.json"
	check $T/b5.json "d['bounds'] == json.load(open('$B'))['bounds']" "several --fi: not the median's"
	printf '0 200 0\n0 200 200\n0 200 60\n0 200 100\n0 200 150\n' >"$T/in5.txt"
	run 1 bound -q "$HERE/vol.ll" --inputs "$T/in5.txt" --fi "$S" --fi "$S" -d "$T/w6"
	one_line
	grep -q "no --fi summary is a campaign of the median input" "$T/err" || fail "no --fi of the median"
	# A campaign of another input is refused, with the file's name.
	run 1 bound -q "$HERE/vol.ll" --inputs "$T/in.txt" --measured "0=$S" --no-fi -d "$T/w3"
	grep -q "summary.json' is a campaign with other arguments than input 0's" "$T/err" || fail "--measured of another input"
	# vtrident is the same command.
	VT=$(dirname "$TRIDENT")/vtrident
	"$VT" bound -q "$HERE/vol.ll" --inputs "$T/in.txt" --fi "$S" -d "$T/w4" -o "$T/b4.json" >"$T/out" 2>"$T/err" || fail "vtrident bound"
	cmp -s "$T/b2.json" "$T/b4.json" && fail "--measured should differ"
	check $T/b4.json "d['bounds'] == json.load(open('$B'))['bounds']" "vtrident bound differs"
	"$VT" --help >"$T/out" || fail "vtrident --help"
	grep -q '^  bound' "$T/out" || fail "vtrident --help lists no bound"
	grep -q '^  inject' "$T/out" && fail "vtrident --help lists inject"
	"$VT" inject --help >"$T/out" 2>"$T/err" && fail "vtrident inject ran"
	true
	;;
bad-inputs)
	# An input that crashes, one that hangs, one whose input file is
	# missing and one that exits non-zero: each reported on its own line
	# and left out; the rest go on; exit 1, the report written.
	cat >"$T/in.txt" <<EOT
0 100 10
2 10 10
3 10 10
--input-file $T/missing.txt -- 0 100 5
0 100
0 100 100
EOT
	run 1 bound -q "$HERE/vol.ll" --inputs "$T/in.txt" --no-fi --timeout 2 -d "$T/w" -o "$T/b.json"
	B=$T/b.json
	check $B "[('error' in i) for i in d['inputs']] == [False, True, True, True, True, False]" "which inputs failed"
	check $B "'signal 11' in d['inputs'][1]['error']" "the crash"
	check $B "'did not end within 2 s' in d['inputs'][2]['error']" "the hang"
	check $B "'missing.txt' in d['inputs'][3]['error']" "the missing file"
	check $B "'status 2' in d['inputs'][4]['error']" "the exit status"
	check $B "d['volatility']['inputs'] == 2" "two inputs took part"
	[ "$(grep -c '^trident: input [1-4] ' "$T/err")" -eq 4 ] || fail "one line per failed input"
	;;
bad-usage)
	printf '0 100 10\n0 100 "20\n' >"$T/q.txt"
	run 1 bound -q "$HERE/vol.ll" --inputs "$T/q.txt" --no-fi -d "$T/w"
	one_line
	grep -q "q.txt:2: a quote is not closed" "$T/err" || fail "unclosed quote"
	printf '0 100 10\n--bogus -- 0 100 20\n' >"$T/o.txt"
	run 1 bound -q "$HERE/vol.ll" --inputs "$T/o.txt" --no-fi -d "$T/w"
	one_line
	grep -q "o.txt:2: unknown option '--bogus'" "$T/err" || fail "a bad option in a line"
	printf -- '--help -- 0 100 20\n' >"$T/h.txt"
	run 1 bound -q "$HERE/vol.ll" --inputs "$T/h.txt" --no-fi -d "$T/w"
	one_line
	[ ! -s "$T/out" ] || fail "--help in a line printed the help"
	printf '# nothing\n\n' >"$T/e.txt"
	run 1 bound -q "$HERE/vol.ll" --inputs "$T/e.txt" --no-fi -d "$T/w"
	one_line
	grep -q "names no input" "$T/err" || fail "empty list"
	run 1 bound -q "$HERE/vol.ll" --inputs "$T/none.txt" --no-fi -d "$T/w"
	one_line
	grep -q "none.txt" "$T/err" || fail "missing list"
	printf '0 100 10\n' >"$T/one.txt"
	run 1 bound -q "$HERE/vol.ll" --inputs "$T/one.txt" --measured "5=x.json" --no-fi -d "$T/w"
	one_line
	run 1 bound -q "$HERE/vol.ll" --inputs "$T/one.txt" --fi "$T/none.json" -d "$T/w"
	grep -q "none.json" "$T/err" || fail "--fi of a missing file"
	run 2 bound -q "$HERE/vol.ll" --no-fi
	grep -q "no inputs" "$T/err" || fail "no inputs"
	run 2 bound -q "$HERE/vol.ll" --inputs "$T/one.txt" --no-fi --fi x.json
	run 2 bound -q "$HERE/vol.ll" --manifest m.json --input 3
	grep -q -- "--inputs K" "$T/err" || fail "--input"
	run 1 bound -q "$T/none.ll" --inputs "$T/one.txt" --no-fi -d "$T/w"
	one_line
	run 1 bound -q "$HERE/vol.ll" --inputs "$T/one.txt" --no-fi -d "$T/one.txt"
	one_line
	grep -q "is not a directory" "$T/err" || fail "-d of a file"
	;;
manifest)
	# A bundled program's manifest: three of its inputs by number, then an
	# input the manifest does not have.
	MOD=$3
	MAN=$4
	[ -f "$MOD" ] || { echo "SKIP: $MOD not built"; exit 0; }
	run 0 bound -q "$MOD" --manifest "$MAN" --inputs 0,1,11 --no-fi -d "$T/w" -o "$T/b.json"
	check $T/b.json "len(d['inputs']) == 3 and all('predicted' in i for i in d['inputs'])" "three inputs"
	check $T/b.json "d['inputs'][2]['label'] == ' '.join(json.load(open('$MAN'))['inputs'][11]['args'])" "input 11's label"
	run 1 bound -q "$MOD" --manifest "$MAN" --inputs 0,12 --no-fi -d "$T/w"
	one_line
	grep -q "has 12 inputs" "$T/err" || fail "input 12"
	;;
*)
	fail "no such case"
	;;
esac
