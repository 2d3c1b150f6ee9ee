#!/bin/sh
# Tests of `trident protect` (selective-dup/, docs/protect.md) on dup.ll
# (its header) and the bundled pathfinder. One case per CTest test.
# usage: run.sh TRIDENT FILECHECK CASE [PATHFINDER.bc [OPT PLUGIN.so]]
set -eu
TRIDENT=$1
FILECHECK=$2
CASE=$3
HERE=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

. "$HERE/../lib.sh"


# kept_at OUT.ll SITE...: clang -O2 on the protected module OUT.ll keeps
# the check of every SITE.
kept_at() {
	clang-19 -O2 -S -emit-llvm "$1" -o "$T/o2.ll" 2>"$T/err" || fail "clang -O2"
	shift
	for site in "$@"; do
		grep -q "__trident_detected(i32 $site)" "$T/o2.ll" ||
			fail "-O2 removed the check at $site"
	done
}

# The ids the FileCheck case protects: both loops' phis, conversions,
# multiply-adds, the load, the compare and the count's chain.
SEL=3,5,6,16,18,19,20,21,22

case $CASE in
filecheck)
	run 0 protect -q "$HERE/dup.ll" --select $SEL -o "$T/out.ll"
	"$FILECHECK" "$HERE/dup.check" --input-file "$T/out.ll" ||
		fail "FileCheck"
	;;
ground)
	# A root is copied only where a shadow would otherwise compute from
	# its original's operands alone; the same output, and clang -O2
	# keeps both checks (an uncopied root did not let it merge them).
	run 0 protect -q "$HERE/ground.ll" --select 20,21,33,34,39 -o "$T/out.ll"
	"$FILECHECK" "$HERE/ground.check" --input-file "$T/out.ll" || fail "FileCheck"
	[ "$(grep -c 'asm ""' "$T/out.ll")" = 3 ] || fail "not three copies"
	clang-19 -O0 "$T/out.ll" -o "$T/p" 2>"$T/err" || fail "clang"
	clang-19 -O0 "$HERE/ground.ll" -o "$T/o" 2>"$T/err" || fail "clang"
	[ "$("$T/p" 50 7)" = "$("$T/o" 50 7)" ] || fail "another output"
	kept_at "$T/out.ll" 23 35
	;;
vectors)
	# Vector values: a 128-bit root copied whole, a 256-bit one lane by
	# lane; the same output, and after clang -O2 both checks remain (the
	# 256-bit one was folded away while its root went uncopied).
	run 0 protect -q "$HERE/vec.ll" --select 2,3,6 -o "$T/out.ll"
	"$FILECHECK" "$HERE/vec.check" --input-file "$T/out.ll" || fail "FileCheck"
	clang-19 -O0 "$T/out.ll" -o "$T/p" 2>"$T/err" || fail "clang"
	clang-19 -O0 "$HERE/vec.ll" -o "$T/o" 2>"$T/err" || fail "clang"
	[ "$("$T/p")" = "$("$T/o")" ] || fail "another output"
	kept_at "$T/out.ll" 4 7
	;;
poison)
	# Undef and poison operands become zeros in both copies: nothing of
	# them is left, and the -O2 build detects nothing without a fault.
	run 0 protect -q "$HERE/poison.ll" --select 5,6,7,8,9,10,11,12 -o "$T/out.ll"
	"$FILECHECK" "$HERE/poison.check" --input-file "$T/out.ll" ||
		fail "FileCheck"
	run 0 protect -q "$HERE/poison.ll" --select 5,6,7,8,9,10,11,12 -O 2 -o "$T/p"
	[ "$("$T/p")" = "1" ] || fail "the protected program detected or printed otherwise"
	;;
same-output)
	# The protected program, built by protect, prints what the original
	# prints; so does the module protect writes, built here at -O0 and
	# at -O2.
	run 0 protect -q "$HERE/dup.ll" --select $SEL -o "$T/prot"
	run 0 protect -q "$HERE/dup.ll" --select $SEL -o "$T/prot.bc"
	clang-19 -O0 "$HERE/dup.ll" -o "$T/orig" 2>"$T/err" || fail "clang"
	clang-19 -O0 "$T/prot.bc" -o "$T/prot2" 2>"$T/err" || fail "clang"
	"$T/orig" >"$T/want"
	# -O2 afterwards keeps every check (the roots' opaque copies: no
	# CSE or GVN merges a shadow with its original) and the output.
	run 0 protect -q "$HERE/dup.ll" --select $SEL -o "$T/prot.ll"
	clang-19 -O2 -S -emit-llvm "$T/prot.ll" -o "$T/o2.ll" 2>"$T/err" ||
		fail "clang -O2"
	clang-19 -O2 "$T/prot.ll" -o "$T/prot3" 2>"$T/err" || fail "clang -O2"
	before=$(grep -c "call void @__trident_detected(" "$T/prot.ll")
	after=$(grep -c "call void @__trident_detected(" "$T/o2.ll")
	[ "$before" -gt 0 ] && [ "$after" -eq "$before" ] ||
		fail "-O2 kept $after of $before checks"
	for p in prot prot2 prot3; do
		"$T/$p" >"$T/got" || fail "$p exited $?"
		cmp -s "$T/want" "$T/got" || fail "$p printed another output"
	done
	;;
detected)
	# A flip of a shadow (or of the original) before its check ends the
	# run through the detector hook: the injector classes it detected.
	run 0 protect -q "$HERE/dup.ll" --select $SEL -o "$T/prot.bc"
	run 0 ids "$T/prot.bc" -o "$T/ids.ll"
	shadow=$(python3 - "$T/ids.ll" <<-'EOF'
	import re, sys
	text = open(sys.argv[1]).read()
	ids = dict(re.findall(r"^!(\d+) = !\{i64 (\d+)\}", text, re.M))
	for line in text.splitlines():
	    if "fmuladd" in line and "!trident.dup" in line and "!trident.id" in line:
	        print(ids[re.search(r"!trident\.id !(\d+)", line).group(1)])
	        break
	EOF
	)
	[ -n "$shadow" ] || fail "no shadow multiply-add with an id"
	run 0 inject -q --inst "$shadow" --site "$shadow:1:40" -d "$T/c" "$T/ids.ll"
	grep -q '"outcome":"detected"' "$T/out" || fail "not detected"
	# Outside the injector the module's weak hook: one line, status 86
	# (the hook alone, called by a driver).
	llvm-extract-19 --func=__trident_detected --glob=trident.dup.msg "$T/prot.bc" -o "$T/hook.bc" ||
		fail "llvm-extract"
	printf 'void __trident_detected(int);\nint main(void) { __trident_detected(7); return 0; }\n' >"$T/main.c"
	clang-19 -O0 "$T/main.c" "$T/hook.bc" -o "$T/hook" 2>"$T/err" || fail "clang"
	set +e
	"$T/hook" 2>"$T/err"
	st=$?
	set -e
	[ "$st" -eq 86 ] || fail "the weak hook exited $st, not 86"
	one_line
	;;
on-detect)
	# --on-detect abort calls abort(); handler=NAME calls NAME, then
	# abort(); exit (the default) calls the hook.
	run 0 protect -q "$HERE/dup.ll" --select $SEL --on-detect abort -o "$T/a.ll"
	grep -q "call void @abort()" "$T/a.ll" || fail "no abort"
	grep -q "__trident_detected" "$T/a.ll" && fail "abort calls the hook"
	run 0 protect -q "$HERE/dup.ll" --select $SEL --on-detect handler=on_sdc -o "$T/h.ll"
	grep -q "call void @on_sdc(i32" "$T/h.ll" || fail "no handler call"
	run 2 protect -q "$HERE/dup.ll" --select $SEL --on-detect handler= -o "$T/x.ll"
	run 2 protect -q "$HERE/dup.ll" --select $SEL --on-detect maybe -o "$T/x.ll"
	grep -q "bad value 'maybe' for --on-detect" "$T/err" || fail "message"
	;;
budget)
	# The knapsack over the model's predictions: nothing at 0, every
	# eligible executed instruction at 1, in between a share of the cost.
	run 0 profile "$HERE/dup.ll" -o "$T/prof.json"
	run 0 protect -q "$HERE/dup.ll" --budget-of-full 0 -p "$T/prof.json" -o "$T/z.ll" --report "$T/z.json"
	run 0 protect -q "$HERE/dup.ll" --budget-of-full 1 -p "$T/prof.json" -o "$T/f.ll" --report "$T/f.json"
	run 0 protect -q "$HERE/dup.ll" --budget-of-full 30% -p "$T/prof.json" -o "$T/h.ll" --report "$T/h.json"
	python3 - "$T/z.json" "$T/f.json" "$T/h.json" <<-'EOF' || fail "reports"
	import json, sys
	z, f, h = (json.load(open(p)) for p in sys.argv[1:])
	assert z["stats"]["selected"] == 0 and z["predicted"]["coverage"] == 0
	# (instructions predicted at 0% SDC are not worth a duplicate)
	assert f["predicted"]["coverage"] > 0.999 and f["predicted"]["cost_of_full"] > 0.5
	assert 0 < h["predicted"]["cost_of_full"] <= 0.3 + 1e-9
	assert 0 < h["predicted"]["coverage"] < 1
	assert h["stats"]["selected"] == len(h["selected"]) > 0
	assert all(s["cost"] > 0 and 0 <= s["sdc"] <= 1 for s in h["selected"])
	# The dynamic figures: the selected instructions' executions, the
	# checks' (each at least once per value it compares).
	assert z["dynamic"]["duplicated"] == 0 == z["dynamic"]["checks"]
	for r in (f, h):
	    d = r["dynamic"]
	    assert d["duplicated"] == sum(s["count"] for s in r["selected"]) > 0, d
	    assert 0 < d["checks"] <= d["compared"] and d["instructions"] > d["duplicated"], d
	assert f["dynamic"]["duplicated"] > h["dynamic"]["duplicated"]
	EOF
	# The baselines under the same costs: the most executed first, and a
	# random order (the same for the same seed).
	for r in hot random; do
		run 0 protect -q "$HERE/dup.ll" --budget-of-full 30% --rank $r -p "$T/prof.json" -o "$T/$r.ll" --report "$T/$r.json"
	done
	run 0 protect -q "$HERE/dup.ll" --budget-of-full 30% --rank random -s 1 -p "$T/prof.json" -o "$T/r1.ll"
	cmp -s "$T/random.ll" "$T/r1.ll" || fail "random is not the seed's"
	python3 - "$T/hot.json" "$T/random.json" <<-'EOF' || fail "baselines"
	import json, sys
	for p, rank in zip(sys.argv[1:], ("hot", "random")):
	    d = json.load(open(p))
	    assert d["rank"] == rank and 0 < d["predicted"]["cost_of_full"] <= 0.3 + 1e-9, d
	h = json.load(open(sys.argv[1]))
	counts = sorted((s["count"] for s in h["selected"]), reverse=True)
	assert counts[0] == max(counts)
	EOF
	# Several profiles (one per input): each weighs the same; the same
	# profile twice chooses as once, and the report has each's coverage.
	run 0 protect -q "$HERE/dup.ll" --budget-of-full 30% -p "$T/prof.json" -p "$T/prof.json" -o "$T/two.ll" --report "$T/two.json"
	python3 - "$T/h.json" "$T/two.json" <<-'EOF' || fail "several profiles"
	import json, sys
	one, two = (json.load(open(p)) for p in sys.argv[1:])
	assert sorted(s["id"] for s in one["selected"]) == sorted(s["id"] for s in two["selected"])
	assert one["inputs"] is None and len(two["inputs"]) == 2, two["inputs"]
	assert all(abs(i["coverage"] - one["predicted"]["coverage"]) < 1e-4 for i in two["inputs"]), two
	EOF
	run 1 protect -q "$HERE/dup.ll" --budget-of-full 30% -p "$T/prof.json" -p "$T/none.json" -o "$T/x.ll"
	grep -q "none.json" "$T/err" || fail "a missing second profile not named"
	one_line
	# The oracle: a campaign's per-instruction SDC rates for the model's.
	run 0 inject -q -n 300 -d "$T/camp" -o "$T/camp.json" "$HERE/dup.ll"
	run 0 protect -q "$HERE/dup.ll" --budget-of-full 30% --rank oracle --oracle "$T/camp.json" -p "$T/prof.json" -o "$T/or.ll" --report "$T/or.json"
	python3 - "$T/or.json" "$T/camp.json" <<-'EOF' || fail "oracle"
	import json, sys
	r, c = (json.load(open(p)) for p in sys.argv[1:])
	assert r["rank"] == "oracle" and r["oracle"].endswith("camp.json"), r
	rate = {x["id"]: x["sdc"] / x["runs"] for x in c["per_instruction"] if x["runs"]}
	got = [s for s in r["selected"] if s["id"] in rate]
	assert got and all(abs(s["sdc"] - rate[s["id"]]) < 1e-6 for s in got), got
	EOF
	run 2 protect -q "$HERE/dup.ll" --budget-of-full 30% --rank oracle -p "$T/prof.json" -o "$T/x.ll"
	run 2 protect -q "$HERE/dup.ll" --budget-of-full 30% --oracle "$T/camp.json" -p "$T/prof.json" -o "$T/x.ll"
	run 0 profile "$HERE/../model/flow.ll" -o "$T/flowprof.json"
	run 1 protect -q "$HERE/../model/flow.ll" --budget-of-full 30% --rank oracle --oracle "$T/camp.json" -p "$T/flowprof.json" -o "$T/x.ll"
	grep -q "was made for module" "$T/err" || fail "another module's oracle"
	one_line
	run 2 protect -q "$HERE/dup.ll" --budget-of-full 30% --rank best -p "$T/prof.json" -o "$T/x.ll"
	run 2 protect -q "$HERE/dup.ll" --select 3 --rank hot -o "$T/x.ll"
	clang-19 -O0 "$T/f.ll" -o "$T/f" 2>"$T/err" || fail "clang"
	clang-19 -O0 "$HERE/dup.ll" -o "$T/o" 2>"$T/err" || fail "clang"
	[ "$("$T/f")" = "$("$T/o")" ] || fail "full duplication changed the output"
	;;
pathfinder)
	# A bundled program under a third of full duplication's cost: the
	# same output on its input, and a campaign on the protected binary
	# finds detections and fewer SDCs than on the original.
	BC=$4
	run 0 protect -q "$BC" --budget-of-full 1/3 -o "$T/pf" --report "$T/r.json" -- 400 60 3
	"$T/pf" 400 60 3 >"$T/got" || fail "the protected program failed"
	clang-19 -O0 "$BC" -o "$T/orig" 2>"$T/err" || fail "clang"
	"$T/orig" 400 60 3 >"$T/want"
	cmp -s "$T/want" "$T/got" || fail "another output"
	run 0 protect -q "$BC" --budget-of-full 1/3 -o "$T/pf.bc" -- 400 60 3
	run 0 inject -q -n 300 -j 2 -d "$T/c0" -o "$T/c0.json" "$BC" -- 400 60 3
	run 0 inject -q -n 300 -j 2 -d "$T/c1" -o "$T/c1.json" "$T/pf.bc" -- 400 60 3
	python3 - "$T/c0.json" "$T/c1.json" <<-'EOF' || fail "campaigns"
	import json, sys
	a, b = (json.load(open(p))["outcomes"] for p in sys.argv[1:])
	assert b["detected"]["rate"] > 0.1, b
	assert b["sdc"]["rate"] < a["sdc"]["rate"], (a, b)
	EOF
	# --inputs: the manifest's inputs 0 and 1 profiled and chosen for
	# together; each one's coverage reported; no profile left behind.
	MAN=$HERE/../../inputs/pathfinder/manifest.json
	run 0 protect -q "$BC" --manifest "$MAN" --inputs 0,1 --budget-of-full 1/3 -o "$T/mi.bc" --report "$T/mi.json"
	python3 - "$T/mi.json" <<-'EOF' || fail "--inputs"
	import json, sys
	r = json.load(open(sys.argv[1]))
	assert [i["input"] for i in r["inputs"]] == [0, 1], r["inputs"]
	assert all(0 < i["coverage"] <= 1 for i in r["inputs"]), r["inputs"]
	EOF
	[ -z "$(ls -A "$T" | grep trident-protect)" ] || fail "a work directory is left"
	run 2 protect -q "$BC" --inputs 0,1 --budget-of-full 1/3 -o "$T/x.bc"
	run 1 protect -q "$BC" --manifest "$MAN" --inputs 0,x --budget-of-full 1/3 -o "$T/x.bc"
	one_line
	;;
plugin)
	# opt-19 with the plugin: the same module as trident protect, from a
	# file of ids or from a budget over a prediction; errors end opt.
	OPT=$5
	PLUGIN=$6
	echo "$SEL" | tr , '\n' >"$T/sel.txt"
	"$OPT" -load-pass-plugin "$PLUGIN" -passes=trident-dup \
		-trident-dup-select="$T/sel.txt" "$HERE/dup.ll" -S -o "$T/p.ll" \
		2>"$T/err" || fail "opt"
	run 0 protect -q "$HERE/dup.ll" --select-file "$T/sel.txt" -o "$T/c.ll"
	grep -v "^; ModuleID" "$T/p.ll" >"$T/p2.ll"
	grep -v "^; ModuleID" "$T/c.ll" >"$T/c2.ll"
	cmp -s "$T/p2.ll" "$T/c2.ll" || fail "the plugin's module differs"
	run 0 profile "$HERE/dup.ll" -o "$T/prof.json"
	run 0 predict -q -p "$T/prof.json" -o "$T/pred.json" "$HERE/dup.ll"
	"$OPT" -load-pass-plugin "$PLUGIN" -passes=trident-dup \
		-trident-dup-budget=30% -trident-dup-prediction="$T/pred.json" \
		"$HERE/dup.ll" -S -o "$T/b.ll" 2>"$T/err" || fail "opt budget"
	run 0 protect -q "$HERE/dup.ll" --budget-of-full 30% -p "$T/prof.json" -o "$T/cb.ll"
	[ "$(grep -c 'trident.dup !' "$T/b.ll")" = "$(grep -c 'trident.dup !' "$T/cb.ll")" ] ||
		fail "the plugin chose another set"
	set +e
	"$OPT" -load-pass-plugin "$PLUGIN" -passes=trident-dup \
		-trident-dup-select="$T/none" "$HERE/dup.ll" -S -o "$T/x.ll" 2>"$T/err"
	st=$?
	set -e
	[ "$st" -ne 0 ] || fail "opt accepted a missing file"
	grep -q "trident-dup: cannot read" "$T/err" || fail "message"
	;;
run-budget)
	# --budget: a share of the run time. With full duplication's overhead
	# given, the choice is predicted within the budget (and everything
	# when full duplication fits); timed here (one pair), the overhead
	# is measured and said so.
	run 0 profile "$HERE/dup.ll" -o "$T/prof.json"
	run 0 protect -q "$HERE/dup.ll" --budget 10% --full-overhead 40% -p "$T/prof.json" -o "$T/a.ll" --report "$T/a.json"
	run 0 protect -q "$HERE/dup.ll" --budget 0.5 --full-overhead 0.4 -p "$T/prof.json" -o "$T/b.ll" --report "$T/b.json"
	run 0 protect -q "$HERE/dup.ll" --budget-of-full 1 -p "$T/prof.json" -o "$T/f.ll" --report "$T/f.json"
	run 0 protect "$HERE/dup.ll" --budget 10% --timing-pairs 1 -p "$T/prof.json" -o "$T/t.ll" --report "$T/t.json"
	grep -q "timed here" "$T/out" || fail "no timing said"
	python3 - "$T/a.json" "$T/b.json" "$T/f.json" "$T/t.json" <<-'EOF' || fail "reports"
	import json, sys
	a, b, f, t = (json.load(open(p)) for p in sys.argv[1:])
	ba = a["budget"]
	assert ba["run_time"] == 0.1 and ba["full_overhead"] == 0.4 and not ba["full_overhead_timed"], ba
	assert 0 < ba["predicted_overhead"] <= 0.1 + 1e-9, ba
	# Chosen by the cut (the default with --budget): no share of full's cost.
	assert a["budget_of_full"] is None and a["choice"]["by"] == "cut", a
	assert 0 < len(a["selected"]) < len(f["selected"])
	# Priced by duplicated and compared executions and opaque copies
	# against full's.
	d, fd = a["dynamic"], f["dynamic"]
	w, q = ba["check_weight"], ba["copy_weight"]
	units = lambda d: d["duplicated"] + w * d["compared"] + q * d["copies"]
	want = 0.4 * units(d) / units(fd)
	assert abs(want - ba["predicted_overhead"]) < 1e-4, (want, ba)
	assert b["budget_of_full"] == 1 and len(b["selected"]) == len(f["selected"])
	assert t["budget"]["full_overhead_timed"] and t["budget"]["full_overhead"] >= 0, t["budget"]
	EOF
	run 2 protect -q "$HERE/dup.ll" --budget ten -p "$T/prof.json" -o "$T/x.ll"
	run 2 protect -q "$HERE/dup.ll" --budget -5% -p "$T/prof.json" -o "$T/x.ll"
	run 2 protect -q "$HERE/dup.ll" --budget 10% --budget-of-full 1/3 -p "$T/prof.json" -o "$T/x.ll"
	run 2 protect -q "$HERE/dup.ll" --budget-of-full 1/3 --full-overhead 30% -p "$T/prof.json" -o "$T/x.ll"
	;;
cut)
	# --choose cut (the default of --budget): the checks and copies a
	# choice brings priced with its instructions; within a budget of run
	# time or of full duplication's cost (in the same units), and the
	# protected program prints the same.
	run 0 profile "$HERE/dup.ll" -o "$T/prof.json"
	run 0 protect -q "$HERE/dup.ll" --budget 10% --full-overhead 40% -p "$T/prof.json" -o "$T/a.ll" --report "$T/a.json"
	run 0 protect -q "$HERE/dup.ll" --budget-of-full 1/3 --choose cut -p "$T/prof.json" -o "$T/b.ll" --report "$T/b.json"
	run 0 protect -q "$HERE/dup.ll" --budget-of-full 1 -p "$T/prof.json" -o "$T/f.ll" --report "$T/f.json"
	run 0 protect -q "$HERE/dup.ll" --budget 10% --full-overhead 40% --choose knapsack -p "$T/prof.json" -o "$T/k.ll" --report "$T/k.json"
	run 0 protect -q "$HERE/dup.ll" --budget 10% --full-overhead 40% --rank hot -p "$T/prof.json" -o "$T/h.ll" --report "$T/h.json"
	run 0 protect -q "$HERE/dup.ll" --budget-of-full 1/3 -p "$T/prof.json" -o "$T/kf.ll" --report "$T/kf.json"
	python3 - "$T/a.json" "$T/b.json" "$T/f.json" "$T/k.json" "$T/h.json" "$T/kf.json" <<-'EOF' || fail "reports"
	import json, sys
	a, b, f, k, h, kf = (json.load(open(p)) for p in sys.argv[1:])
	assert a["choice"]["by"] == "cut" and a["choice"]["lambda"] > 0, a["choice"]
	assert k["choice"] == {"by": "knapsack", "lambda": None}, k["choice"]
	# The baselines, and shares of full duplication, keep the knapsack.
	assert h["choice"]["by"] == "knapsack" and kf["choice"]["by"] == "knapsack", (h["choice"], kf["choice"])
	ba = a["budget"]
	w, q = ba["check_weight"], ba["copy_weight"]
	units = lambda d: d["duplicated"] + w * d["compared"] + q * d["copies"]
	assert 0 < ba["predicted_overhead"] <= 0.1 + 1e-9, ba
	assert abs(0.4 * units(a["dynamic"]) / units(f["dynamic"]) - ba["predicted_overhead"]) < 1e-4
	assert 0 < len(a["selected"]) < len(f["selected"])
	# A third of full duplication's cost, checks and copies included.
	assert b["choice"]["by"] == "cut" and b["budget_of_full"] > 0.33
	assert 0 < units(b["dynamic"]) <= units(f["dynamic"]) / 3 + 1e-6
	EOF
	# The same profile twice (several inputs, each weighing the same): the
	# same choice as once.
	run 0 protect -q "$HERE/dup.ll" --budget 10% --full-overhead 40% --choose cut -p "$T/prof.json" -p "$T/prof.json" -o "$T/a2.ll" --report "$T/a2.json"
	python3 - "$T/a.json" "$T/a2.json" <<-'EOF' || fail "two profiles"
	import json, sys
	a, b = (json.load(open(p)) for p in sys.argv[1:])
	assert [s["id"] for s in a["selected"]] == [s["id"] for s in b["selected"]], (a["selected"], b["selected"])
	EOF
	clang-19 -O0 "$T/a.ll" -o "$T/a" 2>"$T/err" || fail "clang"
	clang-19 -O0 "$HERE/dup.ll" -o "$T/o" 2>"$T/err" || fail "clang"
	[ "$("$T/a")" = "$("$T/o")" ] || fail "the cut's choice changed the output"
	run 2 protect -q "$HERE/dup.ll" --budget 10% --choose best -p "$T/prof.json" -o "$T/x.ll"
	run 2 protect -q "$HERE/dup.ll" --budget 10% --choose cut --rank hot -p "$T/prof.json" -o "$T/x.ll"
	run 2 protect -q "$HERE/dup.ll" --select 3 --choose cut -o "$T/x.ll"
	run 2 protect -q "$HERE/dup.ll" --select 3 --copy-weight 2 -o "$T/x.ll"
	;;
bad-input)
	# A store, a missing id, two ways of choosing, a bad share, no -o.
	run 1 protect -q "$HERE/dup.ll" --select 8 -o "$T/x.ll"
	one_line
	grep -q "#8 of .*(store) cannot be duplicated" "$T/err" || fail "store"
	run 1 protect -q "$HERE/dup.ll" --select 999 -o "$T/x.ll"
	grep -q "no instruction #999" "$T/err" || fail "missing id"
	run 2 protect -q "$HERE/dup.ll" --select 3 --budget-of-full 1/3 -o "$T/x.ll"
	run 2 protect -q "$HERE/dup.ll" --budget-of-full 3/2 -o "$T/x.ll"
	run 2 protect -q "$HERE/dup.ll" --select 3,x -o "$T/x.ll"
	run 2 protect -q "$HERE/dup.ll" --select 3
	printf '5 # a comment\n6,\n' >"$T/sel"
	run 0 protect -q "$HERE/dup.ll" --select-file "$T/sel" -o "$T/x.ll"
	grep -q "trident.dup" "$T/x.ll" || fail "--select-file"
	run 1 protect -q "$HERE/dup.ll" --select-file "$T/none" -o "$T/x.ll"
	one_line
	[ ! -e "$T/x.bc" ] || fail "wrote an output"
	;;
*)
	fail "no such case"
	;;
esac
echo "ok [$CASE]"
