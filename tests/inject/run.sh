#!/bin/sh
# Tests of `trident inject` on purpose-built targets (classes.ll, trace.ll
# and the C programs beside this script). One case per CTest test.
# usage: run.sh TRIDENT CLANG FILECHECK LLVM_DIS CASE
set -eu
TRIDENT=$1
CLANG=$2
FILECHECK=$3
LLVM_DIS=$4
CASE=$5
HERE=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
CL=$HERE/classes.ll

. "$HERE/../lib.sh"

# inj EXPECTED_STATUS ARGS...: run trident inject, output in $T/out, $T/err.
inj() {
	want=$1
	shift
	set +e
	"$TRIDENT" inject -d "$T/camp" "$@" >"$T/out" 2>"$T/err"
	got=$?
	set -e
	[ "$got" -eq "$want" ] || fail "trident inject $* exited $got, expected $want"
}

# site_outcome SITE INST ARGS...: the outcome of one replayed site; extra
# options of trident inject in $opts.
site_outcome() {
	site=$1
	inst=$2
	shift 2
	# shellcheck disable=SC2086
	inj 0 ${opts:-} --inst "$inst" --site "$site" "$CL" -- "$@"
	sed 's/.*"outcome":"\([a-z-]*\)".*/\1/' "$T/out"
}

# outcome_count NAME: the count of an outcome in the campaign's summary.
outcome_count() {
	python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); print(s["outcomes"][sys.argv[2]]["count"] if sys.argv[2] in s["outcomes"] else s["not_injected"])' \
		"$T/camp/summary.json" "$1"
}

# check_trace FILE COUNT INSTS "ID...": a dummy campaign on FILE finds
# instance k at the k-th id of the list, the golden run counts COUNT site
# instances and INSTS instructions, and FILE's FileCheck lines hold for the
# instrumented module.
check_trace() {
	# shellcheck disable=SC2086
	inj 0 -q --force --dummy ${opts:-} -n $((10 * $2)) -s 1 "$1"
	python3 - "$T/camp" "$2" "$3" "$4" <<'PY' || fail "$1: the sites do not follow the trace"
import json, sys
d, count, insts, want = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), [int(w) for w in sys.argv[4].split()]
g = json.load(open(d + "/summary.json"))["campaign"]["golden"]
assert (g["count"], g["insts"]) == (count, insts), g
seen = {e["instance"]: e["id"] for e in map(json.loads, open(d + "/journal.jsonl"))}
# Every instance drawn is where the trace says; 10 draws per instance
# leave few undrawn.
assert all(want[i - 1] == seen[i] for i in seen), seen
assert len(seen) >= 0.95 * count, len(seen)
PY
	"$LLVM_DIS" "$T/camp/instrumented.bc" -o "$T/inst.ll"
	"$FILECHECK" "$1" <"$T/inst.ll" >"$T/out" 2>"$T/err" ||
		fail "FileCheck of the instrumented module of $1"
}

# crash_after N: the run in $T/out crashed, N instructions after the fault.
crash_after() {
	python3 -c 'import json,sys; e=json.loads(open(sys.argv[1]).read()); sys.exit(e["outcome"] != "crash" or e["latency"] != int(sys.argv[2]))' \
		"$T/out" "$1"
}

expect_site() {
	got=$(site_outcome "$@")
	[ "$got" = "$want_outcome" ] || fail "site $1: $got, expected $want_outcome"
}

case $CASE in
sdc)
	# Every flip of a printed value is an sdc.
	inj 0 -q --inst 2 -n 40 -j 2 "$CL"
	[ "$(outcome_count sdc)" -eq 40 ] || fail "not 40 sdc"
	want_outcome=sdc expect_site 2:1:0 2
	;;
crash)
	want_outcome=crash expect_site 5:1:40 5 a
	grep -q '"signal":11' "$T/out" || fail "no SIGSEGV"
	grep -q '"latency":1[,}]' "$T/out" || fail "latency is not 1"
	;;
hang)
	want_outcome=hang opts="--timeout-floor 0.5" expect_site 9:1:40 9 a b
	grep -q '"outcome":"hang"' "$T/out" || fail "no hang"
	t=$(sed 's/.*"time":\([0-9.]*\).*/\1/' "$T/out")
	python3 -c "import sys; sys.exit(0 if 0.5 <= $t < 5 else 1)" ||
		fail "the hang was not cut at the 0.5 s floor ($t s)"

	;;
benign)
	want_outcome=benign expect_site 19:1:20 19 a b c
	want_outcome=sdc expect_site 19:1:31 19 a b c
	;;
models)
	# Each fault model on the printed value 42 (0b101010, site #2): MODEL
	# BIT OUTCOME JOURNALED-BIT (the pair at the top bit is bits 30-31;
	# zero and random use no bit).
	for m in "bitflip 0 sdc 0" "stuck0 0 benign 0" "stuck1 0 sdc 0" \
		 "stuck0 1 sdc 1" "stuck1 1 benign 1" "bitflip2 0 sdc 0" \
		 "bitflip2 31 sdc 30" "zero 0 sdc -1" "random 0 sdc -1"; do
		set -- $m
		want_outcome=$3 opts="--fault-model $1" expect_site "2:1:$2" 2
		grep -q "\"bit\":$4[,}]" "$T/out" || fail "$1: not bit $4"
		grep -q "\"model\":\"$1\"" "$T/out" || fail "model $1 not journaled"
	done
	;;
detected)
	want_outcome=detected expect_site 29:1:3 29 a b c d
	;;
error-exit)
	want_outcome=error-exit expect_site 35:1:0 35 a b c d e
	;;
not-injected)
	# Instance 2 of an instruction that runs once is never reached.
	want_outcome=not-injected expect_site 2:2:0 2
	;;
dummy)
	# The harness self-check: nothing injected, every run benign.
	inj 0 -q --dummy -n 30 -j 2 "$CL" -- a b c
	[ "$(outcome_count benign)" -eq 30 ] || fail "dummy runs not all benign"
	# A campaign directory given relative to where trident runs.
	(cd "$T" && "$TRIDENT" inject -q -d rel --dummy -n 4 "$CL") \
		>"$T/out" 2>"$T/err" || fail "relative campaign directory"
	python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); sys.exit(s["outcomes"]["benign"]["count"] != 4)' \
		"$T/rel/summary.json" || fail "relative -d: not 4 benign runs"
	;;
replay)
	# Every journaled run replays to the same outcome.
	inj 0 -q -n 30 -j 2 -s 7 "$CL" -- a
	cp "$T/camp/journal.jsonl" "$T/journal"
	while read -r line; do
		site=$(echo "$line" | python3 -c 'import json,sys; e=json.loads(sys.stdin.read()); print("%d %d:%d:%d %s" % (e["id"], e["id"], e["instance"], max(e["bit"], 0), e["outcome"]))')
		set -- $site
		[ "$1" -eq 0 ] && continue
		inj 0 --site "$2" "$CL" -- a
		grep -q "\"outcome\":\"$3\"" "$T/out" || fail "site $2 did not replay as $3"
	done <"$T/journal"
	;;
trace)
	# Every site instance is found where the hand-made trace puts it, the
	# golden counts are exact, and the instrumentation has its shape.
	check_trace "$HERE/trace.ll" 22 30 "$(python3 -c 'print(*([4, 5, 1, 6, 7, 8, 9] * 3 + [11]))')"
	# With --inst, only that instruction's instances are counted.
	inj 0 -q --force --dummy -n 20 --inst 1 "$HERE/trace.ll"
	python3 - "$T/camp" <<'PY' || fail "--inst 1 does not count 3 instances"
import json, sys
d = sys.argv[1]
assert json.load(open(d + "/summary.json"))["campaign"]["golden"]["count"] == 3
assert {(e["id"], e["instance"]) for e in map(json.loads, open(d + "/journal.jsonl"))} == {(1, 1), (1, 2), (1, 3)}
PY
	;;
region)
	# The same for a loop body instrumented as one multi-block region.
	check_trace "$HERE/region.ll" 45 63 "2 3 4 5 9 10 11 15 16 17 \
		2 3 4 5 7 9 10 11 15 16 17 2 3 4 5 9 10 11 13 15 16 17 \
		2 3 4 5 7 9 10 11 13 15 16 17 19"
	want=$(python3 -c 'print(*[x for i in range(10) for x in [2, 3, 4, 5] + [7] * (i % 4 > 1) + [9, 10, 11, 12, 13, 14]] + [16])')
	check_trace "$HERE/region-switch.ll" 105 131 "$want"
	# A fault in block cap (its 1st instance: i = 2) reaches the output;
	# among all sites, that instance is the 29th.
	CL=$HERE/region.ll
	want_outcome=sdc expect_site 13:1:31 13
	inj 0 --site 13:29:31 "$CL"
	grep -q '"id":13,.*"outcome":"sdc"' "$T/out" || fail "site 13:29:31 is not an sdc of #13"
	;;
reproducible)
	# The same seed gives the same campaign, run for run, on a real
	# program whose pointer faults depend on the memory layout.
	BC=$(dirname "$TRIDENT")/inputs/nw/nw.bc
	MAN=$HERE/../../inputs/nw/manifest.json
	for r in a b; do
		inj 0 -q --force -n 150 -j 2 -s 3 --manifest "$MAN" "$BC"
		python3 -c 'import json,sys; print("\n".join(sorted(json.dumps({k: e[k] for k in ("index","id","instance","bit","outcome","signal","latency")}, sort_keys=True) for e in map(json.loads, open(sys.argv[1])))))' \
			"$T/camp/journal.jsonl" >"$T/$r"
	done
	cmp -s "$T/a" "$T/b" || fail "two campaigns with one seed differ: $(diff "$T/a" "$T/b" | head -4)"
	grep -q '"crash"' "$T/a" || fail "no crash to compare"
	;;
resume)
	# kill -9 in the middle, then --resume: exactly N runs, none twice.
	"$CLANG" -O1 -emit-llvm -c "$HERE/slow.c" -o "$T/slow.bc"
	set +e
	"$TRIDENT" inject -q -d "$T/camp" -n 60 -j 2 "$T/slow.bc" >/dev/null 2>&1 &
	pid=$!
	sleep 3
	kill -9 $pid
	wait $pid
	set -e
	before=$(wc -l <"$T/camp/journal.jsonl")
	[ "$before" -lt 60 ] || fail "the campaign ended before the kill"
	inj 0 -q --resume -n 60 -j 2 "$T/slow.bc"
	python3 - "$T/camp/journal.jsonl" <<'PY' || fail "journal is not exactly runs 0..59"
import json, sys
idx = [json.loads(l)["index"] for l in open(sys.argv[1])]
sys.exit(0 if sorted(idx) == list(range(60)) else 1)
PY
	;;
contained)
	# Targets that misbehave are contained, and leave nothing behind.
	"$CLANG" -O1 -emit-llvm -c "$HERE/unruly.c" -o "$T/unruly.bc"
	inj 1 "$T/unruly.bc" -- crash
	grep -q 'golden run .* killed by signal 11' "$T/err" || fail "golden crash"
	[ "$(wc -l <"$T/err")" -eq 1 ] || fail "more than one line"
	inj 1 --timeout 1 "$T/unruly.bc" -- hang
	grep -q 'did not end within 1 s' "$T/err" || fail "golden hang"
	inj 1 --fsize 1 "$T/unruly.bc" -- bigfile
	grep -q 'killed by signal 25' "$T/err" || fail "file size limit"
	inj 0 -q -n 10 -j 2 "$T/unruly.bc" -- stdin
	inj 0 -q --force -n 10 -j 2 "$T/unruly.bc" -- fork
	sleep 0.2
	if pgrep -f 'trident-unruly-child' >/dev/null; then
		pkill -9 -f 'trident-unruly-child'
		fail "a forked child outlived the campaign"
	fi
	;;
inst-callee)
	# --inst 3 (%v of @fill in callee.ll) runs 8 times, in a callee
	# whose memory attribute says it touches only its arguments.
	inj 0 -q --dummy --inst 3 -n 8 "$HERE/callee.ll"
	python3 -c 'import json,sys; g=json.load(open(sys.argv[1]))["campaign"]["golden"]; sys.exit(g["count"] != 8)' \
		"$T/camp/summary.json" || fail "golden count of --inst 3 is not 8"
	[ "$(outcome_count benign)" -eq 8 ] || fail "dummy runs not all benign"
	;;
invoke)
	# Invokes and a callbr (invoke.ll): the counts come back on every
	# edge, so the sites are where the trace puts them and the golden
	# counts are exact; a fault in the callee's pointer crashes in main
	# after exactly 5 instructions on the normal edge, 13 on the unwind.
	opts="-l -lstdc++" check_trace "$HERE/invoke.ll" 41 64 "$(python3 -c '
a = [10, 11, 1, 2, 19, 20, 21, 22, 23]
print(*(a * 2 + [10, 11, 1, 2, 5, 14, 15, 16, 19, 20, 21, 22, 23] + a + [26]))')"
	for s in 1:5 3:13; do
		inj 0 -l -lstdc++ --inst 1 --site "1:${s%:*}:62" "$HERE/invoke.ll"
		crash_after "${s#*:}" || fail "instance ${s%:*} of #1: not a crash after ${s#*:}"
	done
	# Funclet exception handling has no place for the read-back.
	inj 1 "$HERE/funclet.ll"
	grep -q "funclet.ll': funclet exception handling .* not supported" \
		"$T/err" || fail "funclet exception handling not refused"
	;;
invoke-cpp)
	# A C++ program whose calls are invokes (invoke.cpp): the golden run
	# counts every site instance (the profile's candidates less its
	# landing pads, which are no sites), no crash has a negative latency,
	# and the crashes that a fault in step() causes after it returned
	# replay with the same latency. No -lstdc++: trident sees that the
	# module is C++ and links the C++ library itself.
	"$CLANG" -O2 -g -emit-llvm -c "$HERE/invoke.cpp" -o "$T/invoke.bc"
	"$TRIDENT" profile --lite "$T/invoke.bc" -o "$T/prof.json" \
		>"$T/out" 2>"$T/err" || fail "trident profile"
	"$TRIDENT" ids "$T/invoke.bc" -o "$T/ids.bc" >"$T/out" 2>"$T/err" ||
		fail "trident ids"
	"$TRIDENT" dump --what=seq "$T/ids.bc" >"$T/seq" 2>"$T/err" ||
		fail "trident dump"
	inj 0 -q -n 300 -j 2 -s 1 "$T/invoke.bc"
	python3 - "$T/camp" "$T/prof.json" "$T/seq" >"$T/sites" <<'PY' || fail "golden count or crash latencies of invoke.cpp"
import json, re, sys
d, prof, seq = sys.argv[1:]
p = json.load(open(prof))
pads = re.findall(r"^  #(\d+) landingpad", open(seq).read(), re.M)
want = p["totals"]["candidates"] - sum(p["counts"].get(i, 0) for i in pads)
s = json.load(open(d + "/summary.json"))
assert pads and s["campaign"]["golden"]["count"] == want, (s["campaign"], want)
fn = {r["id"]: r["function"] for r in s["per_instruction"]}
crash = [e for e in map(json.loads, open(d + "/journal.jsonl"))
         if e["outcome"] == "crash"]
assert len(crash) >= 30, len(crash)
assert all(e["latency"] >= 0 for e in crash), [e for e in crash if e["latency"] < 0]
# Faults in step() that crash past its return, in main.
late = sorted((e for e in crash if fn.get(e["id"]) == "_ZL4stepR3Bufi"),
              key=lambda e: -e["latency"])[:3]
assert late and late[0]["latency"] > 100, late
for e in late:
    print("%d:%d:%d %d" % (e["id"], e["instance"], e["bit"], e["latency"]))
PY
	while read -r site latency; do
		inj 0 --site "$site" "$T/invoke.bc"
		crash_after "$latency" || fail "site $site: not a crash after $latency"
	done <"$T/sites"
	;;
setjmp)
	# setjmp returns twice, and the counts come back each time (libc's
	# pair and __builtin_setjmp's intrinsics).
	check_trace "$HERE/setjmp.ll" 16 27 "8 9 1 2 8 9 13 15 17 18 1 2 17 18 22 23"
	;;
dbg-records)
	# Merge phis go before the debug records at the top of a block.
	check_trace "$HERE/dbg-records.ll" 27 39 "$(python3 -c '
print(*[x for i in range(4) for x in [2, 3, 4] + [6] * (i % 2) + [8, 9, 10]] + [12])')"
	;;
inline-asm)
	# Inline assembly (a rdtsc timer) in the in-process -O0 build of
	# trident profile -O 0, from an -O2 and an -O0 module, and in a
	# campaign's build.
	for o in 2 0; do
		"$CLANG" -O$o -g -emit-llvm -c "$HERE/rdtsc.c" -o "$T/rdtsc.bc"
		"$TRIDENT" profile -O 0 "$T/rdtsc.bc" -o "$T/prof.json" \
			>"$T/out" 2>"$T/err" || fail "trident profile -O 0 of -O$o"
	done
	inj 0 -q --force -n 20 -j 2 "$T/rdtsc.bc"
	[ "$(wc -l <"$T/camp/journal.jsonl")" -eq 20 ] || fail "not 20 runs"
	;;
ctor)
	# ctor.c's header: every run of a campaign on an instruction of a
	# constructor is injected (it was "not-injected" when the program's
	# constructor ran before the runtime's).
	"$CLANG" -O1 -emit-llvm -c "$HERE/ctor.c" -o "$T/ctor.bc"
	inj 0 -q --dummy -n 5 "$T/ctor.bc"
	id=$(awk '$2 == "init" { print $1; exit }' "$T/camp/sites.txt")
	[ -n "$id" ] || fail "no site in the constructor"
	inj 0 -q --force -n 20 -j 2 --inst "$id" "$T/ctor.bc"
	python3 -c 'import json, sys
s = json.load(open(sys.argv[1]))
assert s["injected"] == 20 and s["not_injected"] == 0, (s["injected"], s["not_injected"])' \
		"$T/camp/summary.json" || fail "constructor instruction $id not injected"
	;;
lines)
	# Every instruction keeps its own source line through both
	# instrumentations (the instrumented modules against trident ids),
	# and the campaign's table gives each id the line trident predict
	# gives it, at -O0, -O1 and -O2 with -g.
	for o in 0 1 2; do
		"$CLANG" -O$o -g -emit-llvm -c "$HERE/lines.c" -o "$T/lines.bc"
		"$TRIDENT" ids -q "$T/lines.bc" -o "$T/ids.ll" >"$T/out" \
			2>"$T/err" || fail "trident ids -O$o"
		"$TRIDENT" profile -d "$T/prof$o" "$T/lines.bc" \
			-o "$T/prof.json" >"$T/out" 2>"$T/err" ||
			fail "trident profile -O$o"
		"$TRIDENT" predict -q -p "$T/prof.json" "$T/lines.bc" \
			-o "$T/pred.json" >"$T/out" 2>"$T/err" ||
			fail "trident predict -O$o"
		inj 0 -q --force --dummy -n 100 -j 2 "$T/lines.bc"
		"$LLVM_DIS" "$T/camp/instrumented.bc" -o "$T/inject.ll"
		"$LLVM_DIS" "$T/prof$o/instrumented.bc" -o "$T/profile.ll"
		python3 - "$T" >"$T/out" 2>"$T/err" <<'PY' || fail "-O$o: source lines differ"
import json, re, sys
t = sys.argv[1]

def own_lines(path):
    """id -> the line of the instruction's own !dbg (None: none)."""
    text = open(path).read()
    md = dict(re.findall(r"^(!\d+) = (?:distinct )?(.*)$", text, re.M))
    lines = {}
    for m in re.finditer(r"^  .*!trident\.id (!\d+).*$", text, re.M):
        ident = int(re.search(r"i\d+ (\d+)", md[m.group(1)]).group(1))
        d = re.search(r"!dbg (!\d+)", m.group(0))
        lines[ident] = d and int(re.search(r"line: (\d+)", md[d.group(1)]).group(1))
    return lines

ids = own_lines(t + "/ids.ll")
assert sum(v is not None for v in ids.values()) > 20, ids
for name in ("inject", "profile"):
    got = own_lines(t + "/" + name + ".ll")
    bad = [(i, ids[i], got.get(i)) for i in ids if got.get(i) != ids[i]]
    assert not bad, (name, "id, line, instrumented", bad[:10], len(bad))
pred = {r["id"]: (r.get("file"), r.get("line"))
        for r in json.load(open(t + "/pred.json"))["instructions"]}
rows = json.load(open(t + "/camp/summary.json"))["per_instruction"]
bad = [(r["id"], r.get("line"), pred.get(r["id"])) for r in rows
       if (r.get("file"), r.get("line")) != pred.get(r["id"])]
assert len(rows) > 20 and not bad, ("summary against predict", bad, len(rows))
PY
	done
	;;
link-error)
	# A program that cannot link: the message gives the linker's own
	# lines and the build directory, which stays (the campaign's, or
	# PROF.build beside the profile, never one in TMPDIR), and a build
	# that succeeds leaves nothing.
	"$CLANG" -O2 -g -emit-llvm -c "$HERE/undefined.c" -o "$T/undef.bc"
	inj 1 "$T/undef.bc"
	grep -q "undefined reference to .trident_test_undefined" "$T/err" ||
		fail "inject: no undefined reference"
	grep -q "build directory '.*/camp' is kept" "$T/err" &&
		[ -f "$T/camp/build.log" ] || fail "inject: no kept build directory"
	mkdir "$T/tmp" "$T/p"
	for o in 0 2; do
		set +e
		TMPDIR=$T/tmp "$TRIDENT" profile -O $o "$T/undef.bc" \
			-o "$T/p/undef.json" >"$T/out" 2>"$T/err"
		got=$?
		set -e
		[ "$got" -eq 1 ] || fail "profile -O $o exited $got, expected 1"
		grep -q "undefined reference to .trident_test_undefined" \
			"$T/err" || fail "profile -O $o: no undefined reference"
		grep -q "build directory '$T/p/undef.build' is kept" "$T/err" &&
			[ -f "$T/p/undef.build/build.log" ] ||
			fail "profile -O $o: no kept build directory"
		[ -z "$(ls -A "$T/tmp")" ] || fail "profile -O $o left $(ls "$T/tmp")"
	done
	set +e
	TMPDIR=$T/tmp "$TRIDENT" validate -q -d "$T/val" -n 10 "$T/undef.bc" \
		>"$T/out" 2>"$T/err"
	set -e
	grep -q "build directory '$T/val/profile.build' is kept" "$T/err" &&
		[ -f "$T/val/profile.build/build.log" ] ||
		fail "validate: no kept build directory"
	"$CLANG" -O2 -emit-llvm -c "$HERE/rdtsc.c" -o "$T/ok.bc"
	for o in 0 2; do
		TMPDIR=$T/tmp "$TRIDENT" profile -O $o "$T/ok.bc" \
			-o "$T/p/ok.json" >"$T/out" 2>"$T/err" ||
			fail "profile -O $o of a program that links"
		[ ! -e "$T/p/ok.build" ] && [ -z "$(ls -A "$T/tmp")" ] ||
			fail "profile -O $o left a build behind"
	done
	;;
interpose)
	# A program with its own read, write, open, lseek and close of other
	# meanings (interpose.c; Rodinia's myocyte has read and write): the
	# runtimes call the kernel, never these. So the profiled program
	# prints what it prints natively (its own counts of its calls), the
	# profile is whole at -O 0 and -O 2 (/proc/self/maps read for the
	# address samples), and the campaign has a normal golden run whose
	# count is the profile's, and 30 classified runs.
	"$CLANG" -O2 -g -emit-llvm -c "$HERE/interpose.c" -o "$T/ip.bc"
	"$CLANG" -O2 "$HERE/interpose.c" -o "$T/native"
	"$T/native" >"$T/want" || fail "interpose.c built natively"
	grep -qx 'open 1 read 20 write 5 lseek 1 close 1' "$T/want" ||
		fail "interpose.c built natively counts wrong"
	for o in 0 2; do
		"$TRIDENT" profile -O $o -d "$T/p$o" "$T/ip.bc" \
			-o "$T/prof$o.json" >"$T/out" 2>"$T/err" ||
			fail "trident profile -O $o"
		cat "$T/p$o"/run-*/out/stdout >"$T/got"
		cmp -s "$T/want" "$T/got" ||
			fail "profile -O $o: the program printed $(cat "$T/got")"
	done
	inj 0 -q -n 30 -j 2 -s 1 "$T/ip.bc"
	python3 - "$T" <<'PY' || fail "the profiles or the campaign of interpose.c"
import json, sys
t = sys.argv[1]
s = json.load(open(t + "/camp/summary.json"))
g = s["campaign"]["golden"]
assert g["exit_code"] == 0 and g["count"] > 1000, g
for o in (0, 2):
    p = json.load(open("%s/prof%d.json" % (t, o)))
    assert p["exit"] == {"crashed": False, "signal": None, "status": 0}, p["exit"]
    assert p["mode"] == "full" and p["totals"]["candidates"] == g["count"], \
        (o, p["totals"], g)
    # Calls by callee (-O2 may specialize open into open.specialized.1).
    calls = {}
    for c in p["calls"].values():
        name = (c["callee"] or "").split(".")[0]
        calls[name] = calls.get(name, 0) + c["count"]
    want = {"open": 1, "read": 20, "write": 5, "lseek": 1, "close": 1,
            "printf": 3}
    assert all(calls.get(k) == n for k, n in want.items()), (o, calls)
    # The program's own write() is no output of the C library's.
    assert not [u for u in p["outputs"].values()
                if u["callee"] == "write"], (o, p["outputs"])
    # Address samples were taken against the real mappings.
    acc = [a for a in p["memory"]["accesses"].values() if a["samples"]]
    assert acc and all(a["vm_bytes"] and a["crash_fraction"] is not None
                       for a in acc), (o, acc[:3])
runs = [json.loads(l) for l in open(t + "/camp/journal.jsonl")]
assert s["runs"] == 30 and s["injected"] == 30 and len(runs) == 30, s["runs"]
classes = {"benign", "sdc", "crash", "hang", "error-exit", "detected"}
assert all(e["outcome"] in classes for e in runs), runs
assert sum(v["count"] for v in s["outcomes"].values()) == 30, s["outcomes"]
# A crash records its signal and latency (the runtime's fatal-signal path).
assert all(e["signal"] and e["latency"] >= 0
           for e in runs if e["outcome"] == "crash"), runs
assert s["crash_latency"]["unknown"] == 0, s["crash_latency"]
PY
	;;
bad-input)
	inj 1 "$T/none.bc"
	grep -q "cannot read '$T/none.bc'" "$T/err" || fail "missing module"
	inj 2 --site 1:x:3 "$CL"
	inj 2 -n 0 "$CL"
	inj 2 --fault-model nosuch "$CL"
	inj 1 --inst 4000 "$CL"
	grep -q 'no candidate instruction with id 4000' "$T/err" || fail "--inst"
	inj 1 --resume -n 5 "$CL"
	grep -q 'cannot resume' "$T/err" || fail "resume without a campaign"
	;;
*)
	fail "no such case"
	;;
esac
echo "ok [$CASE]"
