#!/bin/sh
# Tests of `trident llc` (crashfinder/, docs/llc.md) on llc.ll (llc.c: its
# header says what each mode does). One case per CTest test.
# usage: run.sh TRIDENT CASE [MODULE MANIFEST]
set -eu
TRIDENT=$1
CASE=$2
HERE=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
M=$HERE/llc.ll

. "$HERE/../lib.sh"

# json FILE EXPR: print the Python expression EXPR of the JSON d in FILE.
json() {
	python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print($2)" "$1"
}

# check FILE EXPR WHAT: fail with WHAT unless EXPR holds of d in FILE.
check() {
	[ "$(json "$1" "bool($2)")" = True ] || fail "$3"
}

# line TEXT: the line of llc.c holding TEXT.
line() {
	grep -nF "$1" "$HERE/llc.c" | head -1 | cut -d: -f1
}

# llc MODE DIR [OPTIONS]: trident llc on mode MODE into DIR, exit 0.
llc() {
	mode=$1
	dir=$2
	shift 2
	run 0 llc -q -j 2 -d "$dir" "$@" "$M" -- "$mode"
}

# has_location FILE PATTERN FUNCTION LINE: an LLC location of that
# pattern (one of a joined "loop+index") in FUNCTION at llc.c:LINE.
has_location() {
	check "$1" "any('$2' in l['pattern'].split('+') and l['function'] == '$3' and l['file'] == 'llc.c' and l['line'] == $4 for l in d['locations'])" \
		"no $2 location in $3 at llc.c:$4"
}

# replays FILE ID: the location ID's replay, run by trident inject, is a
# crash more than 1000 instructions after the fault.
replays() {
	r=$(json "$1" "[l['replay'] for l in d['locations'] if l['id'] == $2][0]")
	# shellcheck disable=SC2086
	rm -rf "$T/replay"
	run 0 inject -q -d "$T/replay" $r "$M" -- "$MODE"
	python3 -c "import json,sys; e=json.loads(open(sys.argv[1]).read()); sys.exit(not (e['outcome'] == 'crash' and e['latency'] > 1000))" "$T/out" ||
		fail "replaying location $2 ($r) is no long-latency crash"
}

case $CASE in
pointer)
	# Heap pointers kept in a global table and written through after
	# 40,000 instructions: the malloc result stored is a pointer LLC.
	MODE=0
	llc 0 "$T/w" -o "$T/r.json"
	R=$T/r.json
	cmp -s "$R" "$T/w/llc.json" || fail "-o and DIR/llc.json differ"
	has_location "$R" pointer main "$(line 'table[i] = malloc')"
	[ "$(cat "$T/w/llc.txt")" = "$(json "$R" "chr(10).join(str(l['id']) for l in d['locations'])")" ] ||
		fail "llc.txt is not the locations' ids"
	check "$R" "all(l['latency']['min'] > 1000 and l['llc_runs'] >= 1 for l in d['locations'])" "a location without a long-latency run"
	check "$R" "d['llc']['locations'] == len(d['locations']) and 0 < d['llc']['static_share'] < 0.2" "shares"
	check "$R" "d['injection']['runs'] > 0 and d['dynamic']['instances'] > 0" "injections"
	ID=$(json "$R" "[l['id'] for l in d['locations'] if 'pointer' in l['pattern']][0]")
	check "$R" "[l for l in d['locations'] if l['id'] == $ID][0]['range']['kind'] == 'address'" "the pointer's range"
	replays "$R" "$ID"
	;;
loop)
	# A fill loop bounded by a global: a corrupted bound writes past a
	# stack array; the caller crashes when it returns, after the work.
	MODE=1
	llc 1 "$T/w" -o "$T/r.json"
	has_location "$T/r.json" loop fill "$(line 'for (long i = 0; i < bound; i++)')"
	ID=$(json "$T/r.json" "[l['id'] for l in d['locations'] if l['function'] == 'fill' and 'loop' in l['pattern']][0]")
	replays "$T/r.json" "$ID"
	;;
state)
	# A global state chooses the buffer kept for later: a flipped state
	# keeps a null one.
	MODE=2
	llc 2 "$T/w" -o "$T/r.json"
	has_location "$T/r.json" state take "$(line 'r->buf = state == 1')"
	ID=$(json "$T/r.json" "[l['id'] for l in d['locations'] if 'state' in l['pattern']][0]")
	check "$T/r.json" "[l for l in d['locations'] if l['id'] == $ID][0]['opcode'] == 'load'" "the state location is not the global's load"
	replays "$T/r.json" "$ID"
	;;
none)
	# Scalar arithmetic only: candidates (the loop's exit test) are
	# injected, and none crashes late.
	llc 3 "$T/w" -o "$T/r.json" --protect "$T/prot"
	check "$T/r.json" "d['static']['candidates'] > 0 and d['injection']['runs'] > 0" "nothing was injected"
	check "$T/r.json" "d['protect']['checks'] == 0 and d['protect']['llc_runs'] == 0" "--protect without locations"
	check "$T/r.json" "d['locations'] == [] and d['llc']['locations'] == 0 and d['injection']['llc_runs'] == 0" "a long-latency crash where there is none"
	run 0 llc -j 2 -d "$T/w2" "$M" -- 3
	grep -q '^0 long-latency-crash locations' "$T/out" || fail "the table does not say none"
	;;
sequences)
	# main: relax, red, relax, black, six times. The loop in relax runs
	# after four distinct call sequences; the block relax starts with,
	# once per call, after three (since the start, red+relax,
	# black+relax).
	llc 4 "$T/w" -o "$T/r.json" --samples 16
	check "$T/r.json" "[c['sequences'] for c in d['candidates'] if c['function'] == 'relax' and c['opcode'] == 'phi'] == [4]" "the loop's call sequences"
	check "$T/r.json" "[c['count'] for c in d['candidates'] if c['function'] == 'relax' and c['opcode'] == 'phi'] == [12 * 254]" "the loop's instances"
	check "$T/r.json" "sorted(set(c['sequences'] for c in d['candidates'] if c['function'] == 'relax' and c['count'] == 12)) == [3]" "the per-call sequences"
	check "$T/r.json" "all(c['samples'] == c['sequences'] for c in d['candidates'])" "a sample per sequence"
	;;
sarif)
	# The SARIF of the pointer mode against the schema of what it writes
	# (and the full SARIF 2.1.0 schema when TRIDENT_SARIF_SCHEMA names
	# it); --sarif writes the same file.
	python3 -c 'import jsonschema' 2>/dev/null || {
		echo "SKIP: python3-jsonschema is not installed (scripts/setup.sh installs it)"
		exit 77
	}
	llc 0 "$T/w" --sarif "$T/r.sarif" -o "$T/r.json"
	cmp -s "$T/r.sarif" "$T/w/llc.sarif" || fail "--sarif and DIR/llc.sarif differ"
	for schema in "$HERE/sarif-2.1.0-subset.schema.json" ${TRIDENT_SARIF_SCHEMA:-}; do
		python3 - "$schema" "$T/r.sarif" <<'EOF' >"$T/check" 2>&1 || fail "the SARIF does not validate against $schema"
import json, sys
import jsonschema
schema = json.load(open(sys.argv[1]))
cls = jsonschema.validators.validator_for(schema)
cls.check_schema(schema)
cls(schema, format_checker=cls.FORMAT_CHECKER).validate(json.load(open(sys.argv[2])))
EOF
	done
	# The schema is no rubber stamp: a property SARIF does not define fails.
	python3 - "$HERE/sarif-2.1.0-subset.schema.json" "$T/r.sarif" <<'EOF' >"$T/check" 2>&1 && fail "the schema took an undefined property"
import json, sys
import jsonschema
schema = json.load(open(sys.argv[1]))
log = json.load(open(sys.argv[2]))
log["runs"][0]["results"][0]["locations"][0]["region"] = {"startLine": 1}
jsonschema.validators.validator_for(schema)(schema).validate(log)
EOF
	check "$T/r.sarif" "len(d['runs'][0]['results']) == len(json.load(open('$T/r.json'))['locations']) > 0" "a result per location"
	check "$T/r.sarif" "all(r['locations'][0]['physicalLocation']['artifactLocation'] == {'uri': 'llc.c', 'uriBaseId': '%SRCROOT%'} and r['locations'][0]['physicalLocation']['region']['startLine'] > 0 for r in d['runs'][0]['results'])" "results without their source line"
	check "$T/r.sarif" "[x['id'] for x in d['runs'][0]['tool']['driver']['rules']] == ['llc-pointer', 'llc-loop', 'llc-index', 'llc-state']" "rules"
	check "$T/r.sarif" "all(d['runs'][0]['tool']['driver']['rules'][r['ruleIndex']]['id'] == r['ruleId'] for r in d['runs'][0]['results'])" "ruleIndex"
	;;
resume)
	# A directory with a finished run is refused; --resume gives the same
	# report without new runs; --force starts over; the same seed gives
	# the same locations. A hang is a wall-clock limit: on a loaded
	# machine a run near it may end either way, so these runs get
	# inject's 1 s (TO; the state mode, whose hangs are few).
	TO="--timeout-floor 1"
	llc 2 "$T/w" -o "$T/a.json" $TO
	check "$T/a.json" "len(d['locations']) > 0" "no location"
	run 1 llc -q -j 2 -d "$T/w" "$M" -- 2
	one_line
	grep -q -- '--resume' "$T/err" || fail "the refusal does not say --resume"
	N=$(wc -l <"$T/w/journal.jsonl")
	llc 2 "$T/w" --resume -o "$T/b.json" $TO
	[ "$(wc -l <"$T/w/journal.jsonl")" -eq "$N" ] || fail "--resume ran runs again"
	check "$T/b.json" "d['locations'] == json.load(open('$T/a.json'))['locations']" "--resume changed the report"
	llc 2 "$T/w" --force -o "$T/c.json" $TO
	check "$T/c.json" "d['locations'] == json.load(open('$T/a.json'))['locations']" "the same seed gave other locations"
	llc 2 "$T/w3" -j 1 -o "$T/d.json" $TO
	check "$T/d.json" "d['locations'] == json.load(open('$T/a.json'))['locations']" "-j 1 gave other locations"
	;;
protect)
	# Range checks after the loop-bound locations: the program runs as
	# before, every long-latency crash replayed on it at an integer
	# location is detected (those at an address, the stack array that
	# frame passes to fill, take no range check and are not), and the
	# module form verifies.
	llc 1 "$T/w" -o "$T/r.json" --protect "$T/prot"
	R=$T/r.json
	check "$R" "d['protect']['checks'] > 0 and d['protect']['llc_runs'] == d['injection']['llc_runs'] > 0" "the checks or the replays"
	check "$R" "d['protect']['detected'] == sum(l['llc_runs'] for l in d['locations'] if l['range']['kind'] == 'signed') > 0" "a long-latency crash at an integer location left"
	# An address location takes no range check: its replays are not
	# detected, and how they end (late, at once) depends on where the
	# protected build's stack lies, which the environment moves.
	check "$R" "d['protect']['llc_left'] + d['protect']['crash_short'] + d['protect']['other'] == sum(l['llc_runs'] for l in d['locations'] if l['range']['kind'] == 'address')" "the runs not detected are not the address locations': $(json "$R" "{k: v for k, v in d['protect'].items() if k != 'time_s'}"), at address locations: $(json "$R" "[(l['id'], l['llc_runs']) for l in d['locations'] if l['range']['kind'] == 'address']")"
	check "$R" "d['protect']['time_s']['original'] > 0 and d['protect']['time_s']['protected'] > 0" "the timing"
	"$T/prot" 1 >"$T/p.out" || fail "the protected program failed"
	clang-19 -w -o "$T/orig" "$M" 2>/dev/null || fail "cannot build the original"
	"$T/orig" 1 >"$T/o.out"
	cmp -s "$T/p.out" "$T/o.out" || fail "the protected program prints something else"
	llc 1 "$T/w2" --protect "$T/prot.ll"
	run 0 dump --what=summary "$T/prot.ll"
	grep -q '__trident_detected' "$T/prot.ll" || fail "no detector hook in the module"
	;;
campaign)
	# --campaign: a uniform campaign of the same program gives the whole
	# program's crash latencies and how many of its long-latency crashes
	# the locations hold; another program's or other arguments' refused.
	run 0 inject -q -d "$T/c" -n 300 -j 2 --timeout-floor 0.25 "$M" -- 1
	llc 1 "$T/w" -o "$T/r.json" --campaign "$T/c"
	check "$T/r.json" "d['uniform']['runs'] == 300 and d['uniform']['crashes'] == sum(h['crashes'] for h in d['uniform']['histogram'])" "the campaign's crashes"
	check "$T/r.json" "0 <= d['uniform']['llc_locations_reported'] <= d['uniform']['llc_locations'] and 0 <= d['uniform']['llc_runs_covered'] <= 1" "the coverage"
	check "$T/r.json" "d['uniform']['latency']['p50'] <= d['uniform']['latency']['p99'] <= d['uniform']['latency']['max']" "percentiles"
	run 1 llc -q -j 2 -d "$T/w2" --campaign "$T/c" "$M" -- 2
	one_line
	grep -q "other arguments" "$T/err" || fail "other arguments not refused"
	run 1 llc -q -j 2 -d "$T/w3" --campaign "$T/none" "$M" -- 1
	one_line
	;;
budget)
	# --budget caps the injections: the last round is cut, whole
	# candidates kept; the report says the budget. With a budget the
	# samples default to 32 (8 without), unless --samples says.
	llc 1 "$T/w" -o "$T/r.json" --budget 11
	check "$T/r.json" "0 < d['injection']['runs'] <= 11 and d['settings']['budget'] == 11" "the budget"
	check "$T/r.json" "d['settings']['samples'] == 32" "32 samples under a budget"
	llc 1 "$T/w2" -o "$T/f.json"
	check "$T/f.json" "d['injection']['runs'] > 11" "the test needs more than 11 injections unbudgeted"
	check "$T/f.json" "d['settings']['samples'] == 8" "8 samples without a budget"
	llc 1 "$T/w3" -o "$T/s.json" --budget 11 --samples 3
	check "$T/s.json" "d['settings']['samples'] == 3" "--samples over the budget's default"
	# A budget left when the rounds end (--samples of them, or every
	# candidate out of samples) goes round the samples again with
	# other bits, up to twice --samples rounds; no budget, no more.
	llc 3 "$T/w4" -o "$T/a.json" --samples 3
	llc 3 "$T/w5" -o "$T/b.json" --samples 3 --budget 100000
	n=$(json "$T/a.json" "d['injection']['runs']")
	check "$T/b.json" "$n < d['injection']['runs'] <= 2 * $n" "the budget left over is not spent ($n runs without a budget)"
	run 2 llc --budget 0 "$M" -- 1
	;;
index)
	# index.c: tables of neighbour indices filled by a vectorized loop
	# (<4 x i32> stores) and read back as indices of a float array
	# later: the tables' vector values are index candidates of four lanes
	# (not candidates before lanes counted), and a flipped lane is a
	# long-latency crash.
	MODE=256
	run 0 llc -q --static-only -o "$T/s.json" "$HERE/index.ll" -- 256
	UP=$(grep -nF 'up[i] = i - 1;' "$HERE/index.c" | cut -d: -f1)
	DOWN=$(grep -nF 'down[i] = i + 1;' "$HERE/index.c" | cut -d: -f1)
	check "$T/s.json" "any(c['lanes'] == 4 and 'index' in c['pattern'] and c['line'] in ($UP, $DOWN) and c['file'] == 'index.c' for c in d['candidates'])" \
		"no vector index candidate at index.c:$UP or :$DOWN"
	check "$T/s.json" "all(c['lanes'] == 1 or c['width'] in (8, 16, 32, 64) for c in d['candidates'])" "a lane's width"
	run 0 llc -q -j 2 -d "$T/w" -o "$T/r.json" "$HERE/index.ll" -- 256
	check "$T/r.json" "any(l['line'] in ($UP, $DOWN) and l['latency']['min'] > 1000 for l in d['locations'] if [c for c in d['candidates'] if c['id'] == l['id'] and c['lanes'] == 4])" \
		"no long-latency crash at a vector index of index.c:$UP or :$DOWN"
	;;
exit)
	# exit.ll: a counter compared by a loop's exit test, whose flip runs
	# the loop on only on the iteration that leaves it (every seventh):
	# a location through the samples of the compare's changes.
	run 0 ids -q -o "$T/ids.ll" "$HERE/exit.ll"
	MD=$(sed -n 's/.*%x\.cmp = .*!trident\.id \(![0-9]*\).*/\1/p' "$T/ids.ll")
	ID=$(sed -n "s/^$MD = !{i64 \([0-9]*\)}/\1/p" "$T/ids.ll")
	[ -n "$ID" ] || fail "no id for %x.cmp"
	run 0 llc -q -j 2 -d "$T/w" -o "$T/r.json" "$HERE/exit.ll"
	grep -q '^F ' "$T/w/dynamic.txt" || fail "no F line in the dynamic phase's output"
	check "$T/r.json" "any(l['id'] == $ID and l['latency']['min'] > 1000 for l in d['locations'])" \
		"%x.cmp (id $ID) is no long-latency-crash location"
	;;
interproc)
	# interproc.c: an array allocated by a helper that returns the
	# pointer it loads back, and one main allocates and passes to a loop
	# in another function: the helper's load and main's malloc are index
	# candidates (the walks go through the call's return and the
	# parameter; before, both stopped at the function's edge).
	run 0 llc -q --static-only -o "$T/s.json" "$HERE/interproc.ll" -- 512
	check "$T/s.json" "any(c['function'] == 'alloc_array' and c['opcode'] == 'load' and 'index' in c['pattern'] for c in d['candidates'])" \
		"alloc_array's load of the pointer is no index candidate"
	MALLOC=$(grep -nF 'b = malloc(' "$HERE/interproc.c" | cut -d: -f1)
	check "$T/s.json" "any(c['function'] == 'main' and c['opcode'] == 'call' and c['line'] == $MALLOC and 'index' in c['pattern'] for c in d['candidates'])" \
		"main's malloc (interproc.c:$MALLOC) is no index candidate"
	;;
static)
	# CrashFinder-static alone: candidates with patterns, nothing run.
	run 0 llc -q --static-only -d "$T/w" -o "$T/s.json" "$M" -- 0
	[ ! -e "$T/w" ] || fail "--static-only made a directory"
	check "$T/s.json" "d['static']['candidates'] == len(d['candidates']) > 0 and 'locations' not in d" "static report"
	check "$T/s.json" "all(c['pattern'] for c in d['candidates']) and set(d['static']['by_pattern']) <= {'pointer', 'loop', 'index', 'state'}" "patterns"
	run 0 llc --static-only "$M" -- 0
	grep -q 'candidates' "$T/out" || fail "no table"
	;;
bad)
	# Misuse is exit 2; a missing module, a crashing or hanging program
	# exit 1 with one line naming the module.
	run 2 llc
	run 2 llc --samples 0 "$M" -- 0
	run 2 llc --threshold x "$M" -- 0
	run 1 llc -d "$T/w" "$T/none.ll" -- 0
	one_line
	grep -q "none.ll" "$T/err" || fail "the error does not name the module"
	run 1 llc -q -d "$T/w1" "$M" -- 5
	one_line
	grep -q "llc.ll" "$T/err" || fail "a crashing program: the error does not name the module"
	grep -q "signal" "$T/err" || fail "a crashing program: the error does not say signal"
	run 1 llc -q -d "$T/w2" --timeout 1 "$M" -- 6
	one_line
	grep -q "did not end" "$T/err" || fail "a hanging program: the error does not say so"
	printf 'garbage\n' >"$T/bad.ll"
	run 1 llc -q -d "$T/w3" "$T/bad.ll" -- 0
	one_line
	;;
manifest)
	# A bundled program by its manifest, few samples: it runs, and every
	# location reported replays as a long-latency crash.
	MOD=$3
	MAN=$4
	run 0 llc -q -j 2 --samples 2 -d "$T/w" -o "$T/r.json" --manifest "$MAN" "$MOD"
	check "$T/r.json" "d['llc']['locations'] > 0 and d['static']['candidates'] > d['llc']['locations']" "no location"
	check "$T/r.json" "all(l['file'] and l['line'] > 0 and l['latency']['min'] > 1000 for l in d['locations'])" "locations"
	;;
*)
	fail "unknown case"
	;;
esac
