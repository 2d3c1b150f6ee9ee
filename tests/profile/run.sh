#!/bin/sh
# Tests of `trident profile` on hand-made programs with known counts
# (trace.ll of tests/inject, and loop.ll, switch.ll, ends.ll, threads.ll
# beside this script), value profiles computed by hand (values.ll,
# means.ll, margins.ll), and on the benchmark programs against the fault injector's
# golden counts (and wide.ll: sums past 64 bits). One case per CTest test.
# usage: run.sh TRIDENT PROFCHECK FILECHECK LLVM_DIS CASE
set -eu
TRIDENT=$1
PROFCHECK=$2
FILECHECK=$3
LLVM_DIS=$4
CASE=$5
CLANG=${TRIDENT_CLANG:-clang-19}
HERE=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
TRACE=$HERE/../inject/trace.ll
ENDS=$HERE/ends.ll

. "$HERE/../lib.sh"

# prof EXPECTED_STATUS ARGS...: trident profile ARGS.
prof() {
	want=$1
	shift
	run "$want" profile "$@"
}

# check MODULE PROFILE: what the loader gives, in $T/check.
check() {
	"$PROFCHECK" "$1" "$2" >"$T/check" 2>"$T/err" ||
		fail "profcheck refused $2"
}

# has LINE: $T/check holds that exact line.
has() {
	grep -qx "$1" "$T/check" || fail "expected '$1'"
}

# field PROFILE PYTHON-EXPRESSION: a value of the profile p.
field() {
	python3 -c 'import json,sys; p=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}


# instrumented PREFIX LL WHAT: the instrumented module a profile with -d
# "$T/work" left holds LL's PREFIX lines (FileCheck); WHAT for the failure.
instrumented() {
	"$LLVM_DIS" "$T/work/instrumented.bc" -o "$T/inst.ll" ||
		fail "llvm-dis"
	"$FILECHECK" --check-prefix="$1" "$2" <"$T/inst.ll" >"$T/err" 2>&1 ||
		fail "FileCheck of $3"
}

# golden ARGS...: the fault injector's golden count of candidate instances.
golden() {
	"$TRIDENT" inject -q --force -n 1 --dummy -d "$T/camp" "$@" >/dev/null 2>"$T/err" ||
		fail "trident inject $* failed"
	python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["campaign"]["golden"]["count"])' \
		"$T/camp/summary.json"
}

case $CASE in
trace)
	# Every count by hand (trace.ll's header), and every candidate's
	# count against the injector's count of its instances (--inst).
	prof 0 "$TRACE" -o "$T/p.json"
	check "$TRACE" "$T/p.json"
	for c in 1:3 2:3 3:1 4:3 5:3 6:3 7:3 8:3 9:3 10:3 11:1 12:1; do
		has "count ${c%:*} ${c#*:}"
	done
	has "candidates 22"
	has "branch 10 2 1"
	has "prob 10 0 0.666667"
	has "call 6 add1 3"
	has "call 11 printf 1"
	for id in 1 4 5 6 7 8 9 11; do
		n=$("$TRIDENT" inject -q --force -n 1 --dummy --inst $id -d "$T/camp" "$TRACE" >/dev/null 2>&1 &&
			field "$T/camp/summary.json" 'p["campaign"]["golden"]["count"]')
		has "count $id $n"
	done
	[ "$(field "$T/p.json" 'p["totals"]')" = "{'candidates': 22, 'instructions': 30}" ] ||
		fail "totals"
	[ "$(field "$T/p.json" 'p["format"], p["version"], p["mode"], p["atomic"]')" = \
	  "('trident-profile', 4, 'full', False)" ] || fail "header"
	# --lite is recorded; the same run gives the same bytes.
	prof 0 --lite "$TRACE" -o "$T/a.json"
	prof 0 --lite "$TRACE" -o "$T/b.json"
	[ "$(field "$T/a.json" 'p["mode"]')" = lite ] || fail "--lite not recorded"
	cmp -s "$T/a.json" "$T/b.json" || fail "two profiles of one run differ"
	;;
loop)
	# N iterations: the back edge is taken N - 1 times of N.
	prof 0 "$HERE/loop.ll" -o "$T/p.json" -- 1000
	check "$HERE/loop.ll" "$T/p.json"
	has "branch 8 500 500"
	has "branch 10 250 250"
	has "branch 12 250 250"
	has "branch 17 999 1"
	has "prob 17 0 0.999000"
	has "count 15 1000"
	has "count 18 1"
	[ "$(field "$T/p.json" 'p["args"]')" = "['1000']" ] || fail "args"
	# --timings: one line per phase on stderr, the same profile.
	cp "$T/p.json" "$T/p1000.json"
	prof 0 "$HERE/loop.ll" --timings -o "$T/t.json" -- 1000
	for p in "module (load, verify, ids)" "plan and instrument" \
		"build (code, link)" run "profile (read)" "spread probes" \
		"profile (JSON)" total; do
		grep -q "^timing: $p  *[0-9.]* s$" "$T/err" ||
			fail "no timing of $p"
	done
	[ "$(field "$T/t.json" 'p["branches"] == json.load(open("'"$T/p1000.json"'"))["branches"]')" = True ] ||
		fail "--timings changed the profile"
	prof 0 "$HERE/loop.ll" -o "$T/p.json" -- 1
	check "$HERE/loop.ll" "$T/p.json"
	has "branch 8 1 0"
	has "branch 10 1 0"
	has "branch 12 0 0"
	has "prob 12 0 0.000000"
	has "branch 17 0 1"
	;;
switch)
	# Successors: default, then the cases in order; cases 1 and 2 share
	# a block and are still counted apart.
	prof 0 "$HERE/switch.ll" -o "$T/p.json" -- 100
	check "$HERE/switch.ll" "$T/p.json"
	has "branch 7 20 20 20 20 20"
	has "branch 15 0 0 1"
	has "branch 14 99 1"
	prof 0 "$HERE/switch.ll" -o "$T/p.json" -- 7
	check "$HERE/switch.ll" "$T/p.json"
	has "branch 7 1 2 2 1 1"
	has "branch 15 0 1 0"
	;;
exit)
	# exit(3) two calls deep: the profile is written, not flagged, and
	# exact: what ran after the calls that never returned is not
	# counted, the atexit handler is, and the candidate counts add up to
	# the injector's golden count.
	prof 0 "$ENDS" -o "$T/p.json" -- exit
	grep -q "exited with status 3" "$T/err" || fail "no warning of status 3"
	one_line
	[ "$(field "$T/p.json" 'p["exit"]')" = \
	  "{'crashed': False, 'signal': None, 'status': 3}" ] || fail "exit"
	check "$ENDS" "$T/p.json"
	has "call 46 leave 1"
	has "count 46 0"
	has "count 47 0"
	has "call 21 exit 1"
	has "count 1 1"
	has "candidates $(golden "$ENDS" -- exit)"
	;;
abort)
	prof 0 "$ENDS" -o "$T/p.json" -- abort
	grep -q "killed by signal 6 .*flagged as crashed" "$T/err" ||
		fail "no warning of the crash"
	one_line
	[ "$(field "$T/p.json" 'p["exit"]')" = \
	  "{'crashed': True, 'signal': 6, 'status': None}" ] || fail "exit"
	check "$ENDS" "$T/p.json"
	has "call 12 abort 1"
	has "count 12 0"
	has "count 11 1"
	has "count 1 0"
	;;
segv)
	# The counts reach the block that crashed.
	prof 0 "$ENDS" -o "$T/p.json" -- segv
	grep -q "killed by signal 11 .*flagged as crashed" "$T/err" ||
		fail "no warning of the crash"
	[ "$(field "$T/p.json" 'p["exit"]')" = \
	  "{'crashed': True, 'signal': 11, 'status': None}" ] || fail "exit"
	check "$ENDS" "$T/p.json"
	has "count 16 1"
	has "branch 15 1 0"
	has "count 47 0"
	;;
once)
	# Value samples in place where a segment runs at most once, copies
	# elsewhere (once.ll's header and ONCE lines); the samples are those
	# the copies took before (each of these segments' runs is sampled).
	prof 0 -d "$T/work" "$HERE/once.ll" -o "$T/p.json" -- a b
	instrumented ONCE "$HERE/once.ll" "the samples in place"
	check "$HERE/once.ll" "$T/p.json"
	has "value 1 add 1 1 32/32 -"
	has "value 2 mul 1 1 32/32 28/32"
	has "value 4 xor 2 2 64/64 -"
	has "value 7 add 1 1 32/32 32/32"
	has "value 10 mul 1 1 32/32 -"
	has "value 18 shl 3 3 93/96 -"
	has "value 20 icmp 3 3 34/96 34/96"
	has "value 22 and 1 1 1/32 -"
	;;
link)
	# At -O0 the linker command clang -### names links the objects
	# (validate/build.c); a driver that will not say links them itself.
	# Both give the loop's counts; the driver's answer and the objects
	# are not left in the build directory.
	prof 0 -d "$T/w1" "$HERE/loop.ll" -o "$T/p.json" -- 1000
	check "$HERE/loop.ll" "$T/p.json"
	has "branch 17 999 1"
	[ ! -s "$T/w1/build.log" ] || fail "the link said something"
	for f in link.cmd instrumented.o instrumented.2.o; do
		[ ! -e "$T/w1/$f" ] || fail "$f is left"
	done
	real=$(command -v "$CLANG")
	printf '#!/bin/sh\nfor a; do [ "$a" != "-###" ] || { echo asked >>"%s"; exit 1; }; done\necho linked >>"%s"\nexec "%s" "$@"\n' \
		"$T/said" "$T/said" "$real" >"$T/clang"
	chmod +x "$T/clang"
	TRIDENT_CLANG=$T/clang run 0 profile -d "$T/w2" "$HERE/loop.ll" \
		-o "$T/p2.json" -- 1000
	[ "$(cat "$T/said")" = "$(printf 'asked\nlinked')" ] ||
		fail "the driver was not asked, then made to link"
	check "$HERE/loop.ll" "$T/p2.json"
	has "branch 17 999 1"
	[ ! -e "$T/w2/link.cmd" ] || fail "link.cmd is left"
	;;
inline)
	# The fast path inlined at the 32 sites in the deepest loops, called
	# at the others (inline.ll's header); the same counts and pairs.
	prof 0 -d "$T/work" "$HERE/inline.ll" -o "$T/p.json" -- a b
	instrumented INL "$HERE/inline.ll" "the fast paths' calls"
	check "$HERE/inline.ll" "$T/p.json"
	has "loads 1 2"
	has "stores 2 1"
	has "count 17 12"
	has "count 118 3"
	grep -q "^loads 7 17 28 31 .* 124 127$" "$T/check" ||
		fail "fill's store is read by every load"
	;;
segv-loop)
	# A crash inside a hot loop: the loop's counts are in the profile.
	prof 0 "$HERE/crashloop.ll" -o "$T/p.json"
	check "$HERE/crashloop.ll" "$T/p.json"
	has "count 4 1000"
	has "branch 6 1 999"
	# next (9) is a join: its count is derived from its incoming edges
	# (profiler.h), and the edge from crash, where the run died, counts
	# that last start too: over by one, as documented for crashed runs.
	has "count 9 1000"
	has "count 11 0"
	;;
fork)
	# The child runs @spin and exits: only the parent writes.
	prof 0 "$ENDS" -o "$T/p.json" -- fork
	check "$ENDS" "$T/p.json"
	has "call 33 fork 1"
	has "count 5 0"
	has "count 36 0"
	has "count 47 1"
	has "candidates $(golden "$ENDS" -- fork)"
	;;
no-dump)
	prof 1 "$ENDS" -o "$T/p.json" -- _exit
	one_line
	grep -q "'$ENDS' exited with status 4 without writing its profile" \
		"$T/err" || fail "message"
	[ ! -e "$T/p.json" ] || fail "a profile was written"
	;;
hang)
	start=$(date +%s)
	prof 1 --timeout 1 "$ENDS" -o "$T/p.json" -- hang
	one_line
	grep -q "'$ENDS' did not end within 1 s" "$T/err" || fail "message"
	[ $(($(date +%s) - start)) -lt 10 ] || fail "not killed at the timeout"
	[ ! -e "$T/p.json" ] || fail "a profile was written"
	;;
threads)
	# Four threads: atomic counters, exact counts. Full mode's memory
	# profile is not thread-safe: refused in one line that names --lite.
	prof 1 "$HERE/threads.ll" -o "$T/p.json"
	one_line
	grep -q "'$HERE/threads.ll' starts threads.*not thread-safe: profile it with --lite" \
		"$T/err" || fail "full mode of a threaded module not refused"
	prof 0 --lite "$HERE/threads.ll" -o "$T/p.json"
	[ "$(field "$T/p.json" 'p["atomic"]')" = True ] || fail "not atomic"
	check "$HERE/threads.ll" "$T/p.json"
	has "count 3 400000"
	has "branch 5 399996 4"
	has "call 11 pthread_create 4"
	;;
other-module)
	# A profile is refused for any module but its own.
	prof 0 "$TRACE" -o "$T/p.json"
	hash=$(field "$T/p.json" 'p["hash"]')
	set +e
	"$PROFCHECK" "$HERE/loop.ll" "$T/p.json" >/dev/null 2>"$T/err"
	got=$?
	set -e
	[ "$got" -eq 1 ] || fail "profcheck accepted another module's profile"
	grep -q "profile '$T/p.json' was made for module $hash, not [0-9a-f]\{16\}$" \
		"$T/err" || fail "message"
	;;
intrinsics)
	# min, max, fabs and fma re-evaluated (intrinsics.ll's header), x = 100.
	prof 0 --lite -l -lm "$HERE/intrinsics.ll" -o "$T/p.json" -- 100
	[ "$(field "$T/p.json" 'p["values"]["4"]["op"], p["values"]["4"]["operands"][0]["changed"], p["values"]["4"]["operands"][1]')" = \
	  "('smin', 1, None)" ] || fail "smin"
	[ "$(field "$T/p.json" 'p["values"]["5"]["op"], p["values"]["5"]["operands"][0]["changed"]')" = \
	  "('smax', 32)" ] || fail "smax"
	[ "$(field "$T/p.json" 'p["values"]["7"]["op"], p["values"]["7"]["operands"][0]["changed"], p["values"]["7"]["operands"][0]["flips"]')" = \
	  "('fabs', 63, 64)" ] || fail "fabs"
	[ "$(field "$T/p.json" 'p["values"]["8"]["op"], p["values"]["8"]["operands"][0]["changed"], p["values"]["8"]["operands"][0]["flips"]')" = \
	  "('fmuladd', 64, 64)" ] || fail "fma"
	# and the model takes the fma's entry as the fmuladd it records
	"$TRIDENT" predict -q -m fs+fc -p "$T/p.json" "$HERE/intrinsics.ll" -o "$T/pred.json" \
		2>"$T/err" || fail "predict refused the profile: $(cat "$T/err")"
	;;
vector)
	# Vector operations re-evaluated on lane 0 (vector.ll's header), x =
	# 100: the same counts as the scalar operations on lane 0's values.
	prof 0 "$HERE/vector.ll" -o "$T/p.json" -- 100
	check "$HERE/vector.ll" "$T/p.json"
	[ "$(field "$T/p.json" '[(p["values"][k]["op"], p["values"][k]["operands"][0]["changed"], p["values"][k]["operands"][0]["flips"]) for k in ("7", "8", "9", "10")]')" = \
	  "[('fadd', 7, 64), ('fadd', 7, 64), ('fcmp', 3, 64), ('fcmp', 3, 64)]" ] ||
		fail "vector lanes"
	[ "$(field "$T/p.json" 'sorted(p["compares"])')" = "['10']" ] ||
		fail "a vector compare's exact statistics"
	;;
margins)
	# Margins, magnitudes and output magnitudes by hand (margins.ll's
	# header; issue 15), the same in full mode, --lite (sampled
	# statistics) and with atomic adds; through the loader (profcheck)
	# and in the JSON.
	for mode in "" --lite "--lite --atomic"; do
		prof 0 $mode "$HERE/margins.ll" -o "$T/p.json" -- 8
		check "$HERE/margins.ll" "$T/p.json"
		has "margins 7 0:1 1:2 2:2 3:4 4:1"
		has "below 7 1 0.100000"
		has "below 7 2 0.300000"
		has "below 7 4 0.900000"
		has "mags 7 9:1.777778 10:3.000000 0:- 0:-"
		has "mags 9 7:1.428571 8:3.000000 0:- 8:1.625000"
		has "margins 12 0:1 1:2 2:4 3:3"
		has "margins 16 61:2 62:4 63:4"
		has "below 16 4 0.000000"
		has "mags 16 10:0.600000 10:1.000000 0:- 0:-"
		has "margins 22 0:1 1:1 2:2 3:4 4:2"
		has "mags 17 0:- 0:- 0:- 6:0.000000"
		# Only compares and min/max have margins.
		[ "$(grep -c '^margins ' "$T/check")" -eq 5 ] ||
			fail "margins of other sites ($mode)"
		# The doubles printf's %.2f and %g printed; its %d has none.
		has "omag 29 0 4 -2.000000"
		has "omag 29 1 4 1.000000"
		[ "$(grep -c '^omag ' "$T/check")" -eq 2 ] ||
			fail "output magnitudes ($mode)"
		[ "$(field "$T/p.json" '[{k: v for k, v in c.items() if k != "flips"} for c in p["outputs"]["29"]["conversions"]], "magnitude" in p["outputs"]["24"]["conversions"][0]')" = \
		  "([{'magnitude': [4, -2.0], 'precision': 2, 'type': 'f'}, {'magnitude': [4, 1.0], 'precision': 6, 'type': 'g'}], False)" ] ||
			fail "outputs member ($mode)"
		# Printed flips: each of the five calls (fewer than the burst:
		# weight 1 each) formats its value with every bit flipped, as
		# printf does: k / 8.0 "%.2f" (0.125 and 0.375 sit on a
		# rounding boundary: a flip of any low bit shows) and k "%g".
		[ "$(field "$T/p.json" '[c["flips"] for c in p["outputs"]["29"]["conversions"]], "flips" in p["outputs"]["24"]["conversions"][0]')" = \
		  "([[5, [$(printf '1, %.0s' $(seq 46))2, 3$(printf ', 4%.0s' $(seq 14)), 5, 5]], [5, [$(printf '1, %.0s' $(seq 33))2$(printf ', 4%.0s' 1)$(printf ', 5%.0s' $(seq 29))]]], False)" ] ||
			fail "printed flips ($mode)"
		[ "$(field "$T/p.json" 'p["values"]["16"]["margins"], p["values"]["16"]["magnitudes"]')" = \
		  "({'61': 2, '62': 4, '63': 4}, [[10, 0.6], [10, 1.0], [0, None], [0, None]])" ] ||
			fail "fcmp's members ($mode)"
		[ "$(field "$T/p.json" 'p["values"]["9"]["magnitudes"], "margins" in p["values"]["9"]')" = \
		  "([[7, 1.4285714285714286], [8, 3.0], [0, None], [8, 1.625]], False)" ] ||
			fail "sub's members ($mode)"
	done
	# y = 0: i < y never holds, the sub never runs: no samples, neither
	# member.
	prof 0 "$HERE/margins.ll" -o "$T/p.json" -- 0
	[ "$(field "$T/p.json" '(lambda v: (v["samples"], "margins" in v, "magnitudes" in v))(p["values"]["9"])')" = \
	  "(0, False, False)" ] || fail "a site never sampled"
	[ "$(field "$T/p.json" 'p["values"]["7"]["margins"]')" = \
	  "{'0': 1, '1': 1, '2': 2, '3': 4, '4': 2}" ] || fail "i < 0"
	;;
values)
	# Sensitivities by hand (values.ll's header), for x = 5 and x = 0.
	prof 0 "$HERE/values.ll" -o "$T/p.json" -- 5
	check "$HERE/values.ll" "$T/p.json"
	has "value 4 and 1 1 4/32 -"
	has "sens 4 0 0.125000"
	has "value 5 icmp 1 1 1/32 -"
	has "value 6 trunc 1 1 8/32"
	has "sens 6 0 0.250000"
	has "value 7 shl 1 1 29/32 -"
	has "shift 7 1 3"
	has "value 8 select 1 1 1/1 32/32 -"
	has "value 10 fcmp 1 1 2/64 -"
	has "compare 10 olt double 1 0 1 5 1"
	has "value 12 udiv 1 1 - 30/32"
	has "value 13 zext 1 1 8/8"
	has "compare 5 sgt i32 1 1 0 5 0"
	[ "$(field "$T/p.json" 'p["values"]["4"]["operands"][0]["sensitivity"], p["values"]["4"]["operands"][1]')" = \
	  "(0.125, None)" ] || fail "values member"
	prof 0 --lite "$HERE/values.ll" -o "$T/p.json" -- 0
	check "$HERE/values.ll" "$T/p.json"
	has "value 5 icmp 1 1 31/32 -"
	has "sens 5 0 0.968750"
	has "value 8 select 1 1 1/1 0/32 -"
	has "compare 5 sgt i32 1 0 1 0 0"
	;;
means)
	# Exact means over every execution; 1,000,000 iterations of one loop
	# keep about 192 + (1000000 - 65520) / 4096 = 420 samples (the gaps
	# are drawn around each period: 403 here, the same in every run),
	# while the counts stay exact. Each sample's flips count as many
	# times as the executions it stands for (its period): the weights add
	# up to about the executions (29883872 / 32 flips = 933871 here).
	prof 0 -d "$T/work" "$HERE/means.ll" -o "$T/p.json" -- 1000000
	check "$HERE/means.ll" "$T/p.json"
	# The sampled copy's shape (means.ll's SHAPE lines).
	instrumented SHAPE "$HERE/means.ll" "the instrumented loop"
	has "compare 11 slt i32 1000000 999999 1 500000.5 1000000"
	has "shift 8 1000000 3.5"
	has "count 11 1000000"
	has "value 11 icmp 403 1000000 10456901/29883872 1798127/29883872"
	has "value 7 and 403 1000000 2801613/29883872 -"
	[ "$(field "$T/p.json" 'p["compares"]["11"]["mean"]')" = "[500000.5, 1000000.0]" ] ||
		fail "compares member"
	[ "$(field "$T/p.json" 'p["shifts"]["8"]')" = \
	  "{'exact': True, 'mean': 3.5, 'n': 1000000, 'op': 'shl', 'width': 32}" ] || fail "shifts member"
	# 1,000 executions: 16 samples each at periods 1, 2, 4, 8, 16, then
	# gaps around 32: about 95 (496 + 15 * 32 <= 1000), 98 here, of
	# weight 1199 (32 flips each).
	prof 0 "$HERE/means.ll" -o "$T/p.json" -- 1000
	check "$HERE/means.ll" "$T/p.json"
	has "value 10 add 98 1000 38368/38368 -"
	has "compare 11 slt i32 1000 999 1 500.5 1000"
	# Sums past 64 bits (wide.ll's header): the carries of the signed and
	# unsigned low words, plain and atomic; the loop's compare counts its
	# true executions by its br, the constant 4 is not summed.
	for mode in --lite "--lite --atomic"; do
		prof 0 $mode "$HERE/wide.ll" -o "$T/p.json"
		[ "$(field "$T/p.json" 'p["compares"]["5"]["mean"] == [2.0**63, -2.0**63] and p["compares"]["9"]["mean"] == [2.0**64, 2.0**63]')" = True ] ||
			fail "128-bit sums ($mode)"
		[ "$(field "$T/p.json" '(p["compares"]["11"]["true"], p["compares"]["11"]["mean"])')" = \
		  "(3, [2.5, 4.0])" ] || fail "br-counted compare ($mode)"
	done
	;;
lite-stats)
	# --lite samples the compare and shift statistics (prof_protocol.h):
	# estimates, marked so; a compare its br counts keeps exact times
	# true; weights keep the doubling schedule's early samples from
	# dragging the loop's mean of i toward 0, and drawn gaps keep i & 7
	# from being seen at one phase only (a fixed gap of 4096 gave 0.0003).
	prof 0 --lite "$HERE/means.ll" -o "$T/p.json" -- 1000000
	check "$HERE/means.ll" "$T/p.json"
	has "count 11 1000000"
	[ "$(field "$T/p.json" '(lambda c, s: (c["exact"], s["exact"], c["true"], c["mean"][1], abs(c["mean"][0] / 500000.5 - 1) < 0.05, abs(s["mean"] / 3.5 - 1) < 0.1))(p["compares"]["11"], p["shifts"]["8"])')" = \
	  "(False, False, 999999, 1000000.0, True, True)" ] ||
		fail "sampled statistics"
	# Full mode keeps them exact.
	prof 0 "$HERE/means.ll" -o "$T/p.json" -- 1000
	[ "$(field "$T/p.json" 'p["compares"]["11"]["exact"]')" = True ] ||
		fail "full mode's statistics not exact"
	;;
crash-values)
	# A crash after the loop, and one inside a loop: the value sections
	# are written, and the exact statistics hold every execution so far.
	prof 0 "$HERE/means.ll" -o "$T/p.json" -- 1000 crash
	check "$HERE/means.ll" "$T/p.json"
	[ "$(field "$T/p.json" 'p["exit"]["crashed"]')" = True ] || fail "not crashed"
	has "compare 11 slt i32 1000 999 1 500.5 1000"
	has "shift 8 1000 3.5"
	has "value 10 add 98 1000 38368/38368 -"
	prof 0 "$HERE/crashloop.ll" -o "$T/p.json"
	check "$HERE/crashloop.ll" "$T/p.json"
	has "compare 5 eq i32 1000 1 999 500.5 1000"
	# 9's block is a join whose count is derived (segv-loop): 1000, over
	# by one, and so are its times true (its br's) and its means' divisor.
	has "compare 9 slt i32 1000 1000 0 499.5 2000"
	has "value 4 add 98 1000 38368/38368 -"
	# The memory sections too: crashloop's loads and stores ran.
	[ "$(field "$T/p.json" 'len(p["memory"]["pairs"]) > 0 and len(p["memory"]["accesses"]) > 0')" = True ] ||
		fail "no memory sections in a crashed run"
	;;
split)
	# A module whose instrumented form is built in two halves at once
	# (validate/split.c: at least 20,000 instructions, two cores) gives
	# the profile of the whole build on one core; the halves' objects are
	# not left behind.
	python3 "$HERE/../../bench/genmod.py" 150 >"$T/big.c"
	"$CLANG" -O1 -c -emit-llvm "$T/big.c" -o "$T/big.bc" ||
		fail "clang on genmod.py's program"
	prof 0 "$T/big.bc" -d "$T/w2" -o "$T/p2.json" -- 12
	[ ! -e "$T/w2/instrumented.2.o" ] || fail "a half's object is left"
	if ! command -v taskset >/dev/null 2>&1 || [ "$(nproc)" -lt 2 ]; then
		echo "SKIP [split]: one core (or no taskset): no halves to compare"
		exit 0
	fi
	prof 0 --timings "$T/big.bc" -o "$T/p3.json" -- 12
	grep -q "code in two halves" "$T/err" || fail "not built in two halves"
	taskset -c 0 "$TRIDENT" profile "$T/big.bc" -d "$T/w1" \
		-o "$T/p1.json" -- 12 >"$T/out" 2>"$T/err" ||
		fail "profile on one core"
	# The same but for the mapped size at the address samples (vm_bytes),
	# which follows the binary's layout: two objects, or one.
	python3 -c 'import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:])
for p in (a, b):
    for r in p["memory"]["accesses"].values():
        r.pop("vm_bytes")
assert a == b, "the halves profile otherwise"' "$T/p1.json" "$T/p2.json" ||
		fail "two halves, another profile"
	;;
ways)
	# Pairs of a load reading five stores (three in one way of its
	# record), of a word-pair load reading two, and of an unaligned
	# 8-byte store (ways.ll's header); its dead writes.
	prof 0 "$HERE/ways.ll" -o "$T/p.json"
	check "$HERE/ways.ll" "$T/p.json"
	for s in 5 7 9 11 13; do
		has "pair $s 21 200"
	done
	has "pair 5 26 1"
	has "pair 7 26 1"
	has "pair 28 29 1"
	has "pair 28 31 1"
	[ "$(grep -c '^pair ' "$T/check")" -eq 9 ] || fail "pairs"
	has "mstore 5 2 2 0 0.000000 100.500000"
	has "mstore 7 2 2 0 0.000000 100.500000"
	has "mstore 9 2 2 0 0.000000 100.000000"
	has "mstore 28 1 2 0 0.000000 2.000000"
	;;
mem)
	# Pairs, dead writes, memcpy, memset, atomicrmw, fwrite and printf
	# conversions by hand (mem.ll's header).
	prof 0 "$HERE/mem.ll" -o "$T/p.json"
	check "$HERE/mem.ll" "$T/p.json"
	has "pair 5 12 100"
	has "pair 5 22 1"
	has "pair 19 20 1"
	has "pair 22 24 1"
	has "pair 25 26 1"
	has "pair 26 27 1"
	has "pair 22 29 1"
	has "pair 0 28 1"
	# printf's %s reads its string (a constant: store 0).
	has "pair 0 31 1"
	[ "$(grep -c '^pair ' "$T/check")" -eq 9 ] || fail "pairs"
	has "loads 5 12 22"
	has "loads 22 24 29"
	has "stores 12 5"
	has "stores 29 22"
	has "mstore 5 100 100 0 0.000000 1.010000"
	has "mstore 18 1 1 1 1.000000 0.000000"
	has "mstore 19 1 1 0 0.000000 1.000000"
	has "mstore 22 1 10 0 0.000000 2.000000"
	has "mstore 25 1 4 0 0.000000 1.000000"
	has "mstore 26 1 1 0 0.000000 1.000000"
	# Unread at the end: the memset's 3 granules the atomicrmw did not
	# read; everything else was read (store 18's write was dead).
	has "unread 5 0 1.000000"
	has "unread 18 0 1.000000"
	has "unread 22 0 1.000000"
	has "unread 25 3 0.250000"
	has "unread 26 0 1.000000"
	has "output 29 fwrite 1"
	has "output 31 printf 1 f.4 d g.6 s f.*"
	# The double 7.0 its %.4f, %g and %.*f print (issue 15).
	for k in 0 2 4; do
		has "omag 31 $k 1 2.000000"
	done
	grep -q "^access 26 atomic 1 1 " "$T/check" || fail "atomicrmw"
	# A load of a heap array: some flips of its address leave memory,
	# some do not; the reference's rate is from the mapped size in kB.
	[ "$(field "$T/p.json" '0 < p["memory"]["accesses"]["12"]["crash_fraction"] < 1')" = True ] ||
		fail "crash fraction of load 12"
	[ "$(field "$T/p.json" '(lambda a: a["reference_crash"] == (64 - (a["vm_bytes"] // 1024).bit_length() + 1) / 64 and a["samples"] > 0)(p["memory"]["accesses"]["12"])')" = True ] ||
		fail "reference crash rate of load 12"
	[ "$(field "$T/p.json" 'p["memory"]["pairs"][:3]')" = "[[0, 28, 1], [0, 31, 1], [5, 12, 100]]" ] ||
		fail "pairs member"
	grep -q "^access 31 output 1 1 " "$T/check" || fail "printf's %s"
	# --lite: no memory member; the outputs stay.
	prof 0 --lite "$HERE/mem.ll" -o "$T/p.json"
	[ "$(field "$T/p.json" '"memory" in p, sorted(p["outputs"])')" = "(False, ['29', '31'])" ] ||
		fail "--lite members"
	check "$HERE/mem.ll" "$T/p.json"
	has "output 31 printf 1 f.4 d g.6 s f.*"
	grep -q "^pair " "$T/check" && fail "pairs in a lite profile"
	;;
libc)
	# Values through the C library's formatting and string functions
	# (issue 14): every pair, store and access by hand (libc.ll's
	# header), the same at -O 0; --lite has no memory member.
	for o in 2 0; do
		prof 0 -O $o "$HERE/libc.ll" -o "$T/p.json"
		check "$HERE/libc.ll" "$T/p.json"
		for pr in "0 3" "0 7" "0 16" "4 5" "4 6" "6 8" "6 9" "6 12" \
			"7 8" "8 9" "8 12" "9 10" "20 15"; do
			has "pair $pr 1"
		done
		# logv's format is its argument: its text is read too.
		has "pair 0 20 2"
		[ "$(grep -c '^pair ' "$T/check")" -eq 14 ] || fail "pairs (-O $o)"
		has "mstore 4 1 2 0 0.000000 2.000000"
		has "mstore 6 1 2 0 0.000000 3.000000"
		has "mstore 7 1 2 0 0.000000 1.000000"
		has "mstore 8 1 2 0 0.000000 2.000000"
		has "mstore 9 1 3 0 0.000000 1.000000"
		has "mstore 13 1 0 0 0.000000 0.000000"
		has "mstore 16 1 1 0 0.000000 0.000000"
		has "mstore 20 1 2 0 0.000000 1.000000"
		for a in 4:format 6:string 7:format 8:string 9:string 16:string \
			20:format 5:output 10:output 12:output 15:output; do
			grep -q "^access ${a%:*} ${a#*:} 1 1 " "$T/check" ||
				fail "access $a (-O $o)"
		done
		# The length query writes nothing: no address to sample.
		has "access 13 format 1 0 - -"
	done
	[ "$(field "$T/p.json" 'p["version"], p["memory"]["accesses"]["4"]["kind"], p["memory"]["accesses"]["6"]["kind"]')" = "(4, 'format', 'string')" ] ||
		fail "version and kinds"
	# The program's output is what it would be without the profiler.
	prof 0 -d "$T/w" "$HERE/libc.ll" -o "$T/p.json"
	printf '7 2.50\n7 2.50\n<hi>|7 2.50\nhi=5\n' | cmp -s - "$T"/w/run-*/out/stdout ||
		fail "the program's output changed"
	prof 0 --lite "$HERE/libc.ll" -o "$T/p.json"
	[ "$(field "$T/p.json" '"memory" in p')" = False ] || fail "--lite"
	;;
build-dir)
	# --build-dir: the first profile builds there, the next one with other
	# arguments runs that binary (the same profile as one built alone);
	# another module, or the same one --lite, builds again.
	prof 0 -q --timings --build-dir "$T/b" "$HERE/loop.ll" -o "$T/a.json" -- 7
	grep -q 'build (in --build-dir)' "$T/err" || fail "no build"
	prof 0 -q --timings --build-dir "$T/b" "$HERE/loop.ll" -o "$T/b.json" -- 3
	grep -q 'build (reused from --build-dir)' "$T/err" || fail "not reused"
	prof 0 -q "$HERE/loop.ll" -o "$T/c.json" -- 3
	[ "$(field "$T/b.json" 'p["counts"]')" = "$(field "$T/c.json" 'p["counts"]')" ] ||
		fail "the reused build profiles otherwise"
	prof 0 -q --timings --lite --build-dir "$T/b" "$HERE/loop.ll" -o "$T/d.json" -- 3
	grep -q 'build (in --build-dir)' "$T/err" || fail "--lite reused the full build"
	prof 0 -q --timings --build-dir "$T/b" "$TRACE" -o "$T/e.json"
	grep -q 'build (in --build-dir)' "$T/err" || fail "another module reused the build"
	;;
bad-input)
	prof 1 "$T/none.bc" -o "$T/p.json"
	one_line
	grep -q "cannot read '$T/none.bc'" "$T/err" || fail "missing module"
	echo garbage >"$T/garbage.ll"
	prof 1 "$T/garbage.ll" -o "$T/p.json"
	one_line
	grep -q "'$T/garbage.ll'" "$T/err" || fail "garbage module"
	prof 2 "$TRACE"
	grep -q "expected -o PROF.json" "$T/err" || fail "no -o"
	prof 2 --timeout 0 "$TRACE" -o "$T/p.json"
	prof 2 -O 3 "$TRACE" -o "$T/p.json"
	grep -q "bad value '3' for --opt-level" "$T/err" || fail "-O 3"
	prof 2 --frobnicate "$TRACE" -o "$T/p.json"
	prof 1 "$TRACE" -o "$T/no/such/dir/p.json"
	one_line
	grep -q "cannot write profile '$T/no/such/dir/p.json'" "$T/err" ||
		fail "unwritable output"
	prof 1 --manifest "$T/none.json" "$TRACE" -o "$T/p.json"
	grep -q "cannot read manifest '$T/none.json'" "$T/err" || fail "manifest"
	# jansson's error quotes the token it stopped at, here a vertical
	# tab: the message stays one line
	printf '{"a": [1, 2\013]}' >"$T/vt.json"
	prof 1 --manifest "$T/vt.json" "$TRACE" -o "$T/p.json"
	one_line
	grep -q "cannot read manifest '$T/vt.json': .* near '?'" "$T/err" ||
		fail "a control character in the message"
	prof 0 --help
	grep -q '^usage: trident profile' "$T/out" || fail "--help"
	;;
bench-*)
	# A benchmark's manifest input 0: the sum of the candidates' counts
	# is the injector's golden count; -d keeps the work directory. A
	# build at -O 2 counts the same as the default -O 0.
	name=${CASE#bench-}
	BC=$(dirname "$TRIDENT")/inputs/$name/$name.bc
	MAN=$HERE/../../inputs/$name/manifest.json
	prof 0 -d "$T/work" --manifest "$MAN" "$BC" -o "$T/p.json"
	[ -x "$T/work/program.prof" ] || fail "-d did not keep the binary"
	check "$BC" "$T/p.json"
	has "candidates $(golden --manifest "$MAN" "$BC")"
	prof 0 -O 2 --manifest "$MAN" "$BC" -o "$T/p0.json"
	[ "$(field "$T/p0.json" 'p["counts"]')" = "$(field "$T/p.json" 'p["counts"]')" ] ||
		fail "-O 2 counts differ"
	[ "$(field "$T/p.json" 'p["totals"]["candidates"]')" = \
	  "$(sed -n 's/^candidates //p' "$T/check")" ] || fail "totals"
	# The memory profile is consistent: every pair joins a writing
	# site (or 0) to a reading one (a store of part of a granule reads
	# the bytes it carries on); every load and atomic that ran adds
	# at least one count per execution (it reads at least one granule,
	# each granule counts once per distinct last store); no store has
	# more dead and unread granules than it wrote; the pairs are sorted.
	python3 - "$T/p.json" <<-'EOF' || fail "memory profile inconsistent"
	import json, sys
	m = json.load(open(sys.argv[1]))["memory"]
	acc = m["accesses"]
	reads = {"load", "atomic", "memcpy", "output", "store"}
	writes = {"store", "atomic", "memcpy", "memset"}
	sums = {}
	assert m["pairs"] and m["pairs"] == sorted(m["pairs"])
	for s, l, n in m["pairs"]:
	    assert acc[str(l)]["kind"] in reads and n > 0, (s, l)
	    assert s == 0 or acc[str(s)]["kind"] in writes, (s, l)
	    sums[l] = sums.get(l, 0) + n
	for i, a in acc.items():
	    if a["kind"] in ("load", "atomic"):
	        assert sums.get(int(i), 0) >= a["executions"], i
	for i, st in m["stores"].items():
	    assert st["dead"] + st["unread"] <= st["granules"], i
	EOF
	;;
*)
	fail "no such case"
	;;
esac
echo "ok [$CASE]"
