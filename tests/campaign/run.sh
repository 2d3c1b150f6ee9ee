#!/bin/sh
# Tests of the campaign core (campaign/, docs/campaign.md) through the
# commands that run campaigns. One case per CTest test.
# usage: run.sh TRIDENT TRIDENT_GPU_RUN CLANG CASE
set -eu
TRIDENT=$1
GPU_RUN=$2
CLANG=$3
CASE=$4
HERE=$(cd "$(dirname "$0")" && pwd)
BUILD=$(dirname "$TRIDENT")
T=$(mktemp -d)
bg=""
trap '[ -z "$bg" ] || kill -9 $bg 2>/dev/null; rm -rf "$T"' EXIT
CL=$HERE/../inject/classes.ll

. "$HERE/../lib.sh"

# inj EXPECTED_STATUS DIR ARGS...: trident inject into DIR, output in
# $T/out and $T/err.
inj() {
	want=$1
	dir=$2
	shift 2
	set +e
	"$TRIDENT" inject -d "$dir" "$@" >"$T/out" 2>"$T/err"
	got=$?
	set -e
	[ "$got" -eq "$want" ] || fail "trident inject -d $dir $* exited $got, expected $want"
}

# err_has TEXT: stderr holds TEXT (a fixed string).
err_has() {
	grep -qF -- "$1" "$T/err" || fail "stderr lacks: $1"
}

# field FILE EXPR: a Python expression over the JSON in FILE (as s).
field() {
	python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}

# slow_campaign DIR RUNS: a campaign on slow.c in the background ($bg),
# returned once its first run is journaled.
slow_campaign() {
	[ -f "$T/slow.bc" ] ||
		"$CLANG" -O1 -emit-llvm -c "$HERE/../inject/slow.c" -o "$T/slow.bc"
	"$TRIDENT" inject -q -d "$1" -n "$2" -j 2 "$T/slow.bc" \
		>"$T/bg.out" 2>"$T/bg.err" &
	bg=$!
	i=0
	until [ -s "$1/journal.jsonl" ]; do
		i=$((i + 1))
		[ $i -lt 600 ] || fail "the background campaign journaled nothing"
		kill -0 $bg 2>/dev/null || { cat "$T/bg.err" >&2; fail "the background campaign ended"; }
		sleep 0.1
	done
}

# no_repeats JOURNAL N: the journal holds runs 0..N-1, each once.
no_repeats() {
	python3 - "$1" "$2" <<'PY' || fail "$1 is not runs 0..$2-1, each once"
import json, sys
idx = sorted(json.loads(l)["index"] for l in open(sys.argv[1]))
sys.exit(idx != list(range(int(sys.argv[2]))))
PY
}

# timeless JOURNAL: its lines sorted by run, without the time fields.
timeless() {
	python3 - "$1" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
for e in sorted(lines, key=lambda e: e["index"]):
    e.pop("time")
    print(json.dumps(e, sort_keys=True))
PY
}

# same_campaign A B: campaign directories A and B hold the same campaign,
# journal for journal and summary for summary, apart from timing.
same_campaign() {
	timeless "$1/journal.jsonl" >"$T/ja"
	timeless "$2/journal.jsonl" >"$T/jb"
	cmp -s "$T/ja" "$T/jb" || fail "$1 differs from $2: $(diff "$T/ja" "$T/jb" | head -4)"
	summary_core "$1/summary.json" >"$T/sa"
	summary_core "$2/summary.json" >"$T/sb"
	cmp -s "$T/sa" "$T/sb" || fail "the summaries of $1 and $2 differ: $(diff "$T/sa" "$T/sb" | head -6)"
}

# summary_core SUMMARY: the summary without what depends on time.
summary_core() {
	python3 - "$1" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
s.pop("time", None)
c = s.pop("campaign")
for k in ("wall_s", "wall_last_s", "parts", "timeout_s", "jobs",
          "mean_run_s"):
    c.pop(k, None)
c["golden"].pop("time_s")
s["campaign"] = c
print(json.dumps(s, sort_keys=True, indent=1))
PY
}

# fake_gpu DIR RUNS ARGS...: a campaign directory as `trident gpu-inject`
# builds it, for the stand-in program fake-gpu.py (no GPU needed).
fake_gpu() {
	mkdir -p "$1"
	cp "$HERE/fake-gpu.py" "$1/program.gpu"
	chmod +x "$1/program.gpu"
	printf '%s\n' "# trident gpu-inject sites: id kernel opcode width line file" \
		"1 _Z1kv fadd 32 5 fake.cu" "2 _Z1kv fmul 32 6 fake.cu" \
		"3 _Z1kv load 32 0 -" >"$1/sites.txt"
	python3 - "$@" <<'PY'
import json, sys
d, runs, args = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
json.dump({"module": "fake.dev.bc", "hash": "0123456789abcdef",
           "program": "program.gpu", "host": "fake.cu", "args": args,
           "outputs": [], "inputs": [], "stdin": None, "runs": runs,
           "seed": 1, "model": "bitflip", "dummy": False, "memory": True,
           "timeout_factor": 10.0, "timeout_floor": 10.0,
           "golden_timeout": 60.0, "fsize_mib": 16, "arch": "sm_90",
           "inst": 0, "kernel": None, "groups": [],
           "instrumented": {"kernels": 1, "sites": 3, "blocks": 1,
                            "skipped": 0}},
          open(d + "/campaign.json", "w"), indent=2, sort_keys=True)
PY
}

# gr EXPECTED_STATUS ARGS...: trident-gpu-run, output in $T/out, $T/err.
gr() {
	want=$1
	shift
	set +e
	"$GPU_RUN" -j 2 "$@" >"$T/out" 2>"$T/err"
	got=$?
	set -e
	[ "$got" -eq "$want" ] || fail "trident-gpu-run $* exited $got, expected $want"
}

case $CASE in
lock)
	# A second campaign into a directory in use is refused at once,
	# naming the first; the first is not disturbed.
	slow_campaign "$T/camp" 12
	inj 1 "$T/camp" -q -n 12 -s 7 "$CL"
	err_has "campaign directory '$T/camp' is in use by trident inject (pid $bg, since "
	[ "$(wc -l <"$T/err")" -eq 1 ] || fail "more than one line"
	# --force does not break a lock either.
	inj 1 "$T/camp" -q --force -n 12 "$CL"
	err_has "is in use by trident inject (pid $bg"
	wait $bg || fail "the first campaign failed: $(cat "$T/bg.err")"
	bg=""
	no_repeats "$T/camp/journal.jsonl" 12
	[ "$(field "$T/camp/summary.json" 's["runs"]')" -eq 12 ] ||
		fail "the summary does not hold 12 runs"
	[ "$(field "$T/camp/campaign.json" 's["seed"]')" -eq 1 ] ||
		fail "the refused campaign changed campaign.json"
	# Released at the end: the next campaign takes the directory.
	inj 0 "$T/camp" -q --force -n 5 "$CL"
	;;
overwrite)
	# A campaign is never overwritten silently, finished or not.
	inj 0 "$T/camp" -q -n 20 -j 2 "$CL"
	cp "$T/camp/journal.jsonl" "$T/journal"
	inj 1 "$T/camp" -q -n 20 -j 2 "$CL"
	err_has "campaign directory '$T/camp' holds a finished campaign of 20 runs: continue it with --resume (a larger -n extends it) or start over with --force"
	cmp -s "$T/journal" "$T/camp/journal.jsonl" || fail "the journal changed"
	head -n 7 "$T/journal" >"$T/camp/journal.jsonl"
	rm "$T/camp/summary.json"
	inj 1 "$T/camp" -q -n 20 "$CL"
	err_has "holds an unfinished campaign (7 of 20 runs journaled): continue it with --resume or start over with --force"
	[ ! -e "$T/camp/summary.json" ] || fail "a summary was written"
	# --force starts over; --resume and --force exclude each other.
	inj 0 "$T/camp" -q -n 5 -s 9 --force "$CL"
	no_repeats "$T/camp/journal.jsonl" 5
	[ "$(field "$T/camp/summary.json" 's["campaign"]["seed"]')" -eq 9 ] ||
		fail "--force did not start a new campaign"
	inj 2 "$T/camp" -q --force --resume "$CL"
	;;
resume-names)
	# --resume names each setting that differs, with both values.
	inj 0 "$T/camp" -q -n 10 -j 2 "$CL" -- a
	inj 1 "$T/camp" -q --resume -s 7 "$CL" -- a
	err_has "cannot resume '$T/camp/campaign.json': seed differs (campaign 1, command line 7)"
	inj 1 "$T/camp" -q --resume --fault-model zero --dummy "$CL" -- b
	err_has "cannot resume '$T/camp/campaign.json': args differs (campaign [\"a\"], command line [\"b\"]), dummy differs (campaign false, command line true), model differs (campaign bitflip, command line zero)"
	# The same settings (and no -n: the campaign's): nothing to run.
	inj 0 "$T/camp" -q --resume "$CL" -- a
	no_repeats "$T/camp/journal.jsonl" 10
	;;
extend)
	# 300 runs extended to 600 are one campaign of 600, run for run.
	inj 0 "$T/a" -q -n 300 -j 2 -s 5 "$CL" -- a b c
	inj 0 "$T/a" -q --resume -n 600 -j 2 -s 5 "$CL" -- a b c
	inj 0 "$T/b" -q -n 600 -j 2 -s 5 "$CL" -- a b c
	no_repeats "$T/a/journal.jsonl" 600
	same_campaign "$T/a" "$T/b"
	[ "$(field "$T/a/summary.json" 's["campaign"]["parts"]')" -eq 2 ] ||
		fail "not 2 parts"
	# A campaign is not cut.
	inj 1 "$T/a" -q --resume -n 100 -s 5 "$CL" -- a b c
	err_has "cannot resume '$T/a/campaign.json' with fewer runs (campaign 600, command line 100)"
	;;
golden-changed)
	# Draws depend on the golden count: a part whose program runs
	# another number of sites does not continue the campaign.
	inj 0 "$T/camp" -q -n 10 -j 2 "$CL"
	python3 - "$T/camp/state.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
s["golden"]["count"] += 1
json.dump(s, open(sys.argv[1], "w"))
PY
	count=$(field "$T/camp/state.json" 's["golden"]["count"]')
	inj 1 "$T/camp" -q --resume -n 20 "$CL"
	err_has "cannot resume '$T/camp/state.json': golden count differs (campaign $count, now $((count - 1)))"
	no_repeats "$T/camp/journal.jsonl" 10
	;;
wall)
	# An interrupted campaign, resumed: wall_s covers both parts.
	slow_campaign "$T/camp" 40
	sleep 1
	kill -INT $bg
	set +e
	wait $bg
	rc=$?
	set -e
	bg=""
	[ "$rc" -eq 1 ] || fail "the interrupted campaign exited $rc"
	grep -q "interrupted; .* continue with --resume" "$T/bg.err" ||
		fail "no word of --resume: $(cat "$T/bg.err")"
	first=$(field "$T/camp/state.json" 's["wall_s"]')
	inj 0 "$T/camp" -q --resume -j 2 "$T/slow.bc"
	no_repeats "$T/camp/journal.jsonl" 40
	python3 - "$T/camp/summary.json" "$first" <<'PY' || fail "wall_s does not cover both parts"
import json, sys
c = json.load(open(sys.argv[1]))["campaign"]
first = float(sys.argv[2])
assert c["parts"] == 2, c
assert first > 0.5, first
assert abs(c["wall_s"] - (first + c["wall_last_s"])) < 1e-3, (c, first)
PY
	;;
bad-line)
	# A journal line the reader refuses costs one run, not the campaign.
	inj 0 "$T/camp" -q -n 20 -j 2 "$CL"
	python3 - "$T/camp/journal.jsonl" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
e = json.loads(lines[4])
e["latency"] = -1061
lines[4] = json.dumps(e, sort_keys=True, separators=(",", ":"))
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
PY
	inj 0 "$T/camp" -q --resume "$CL"
	err_has "warning: '$T/camp/journal.jsonl' line 5: \"latency\" out of range: -1061: line ignored"
	[ "$(field "$T/camp/summary.json" 's["runs"]')" -eq 20 ] ||
		fail "the summary does not hold 20 runs"
	[ "$(field "$T/camp/summary.json" 's["bad_lines"]')" -eq 1 ] ||
		fail "bad_lines is not 1"
	[ "$(wc -l <"$T/camp/journal.jsonl")" -eq 21 ] ||
		fail "the bad line's run was not run again"
	;;
timer)
	# A program that prints the time is refused, naming what differs.
	"$CLANG" -O1 -emit-llvm -c "$HERE/timer.c" -o "$T/timer.bc"
	inj 1 "$T/camp" -q -n 10 "$T/timer.bc"
	err_has "the two fault-free runs of '$T/timer.bc' wrote different stdout: the program writes something that changes from run to run (a timer? --ignore-lines RE leaves such lines out)"
	inj 1 "$T/camp" -q -n 10 --output-file out.txt "$T/timer.bc" -- file
	err_has "the two fault-free runs of '$T/timer.bc' wrote different 'out.txt'"
	[ ! -e "$T/camp/journal.jsonl" ] || [ ! -s "$T/camp/journal.jsonl" ] ||
		fail "runs were made"
	;;
output)
	# -o FILE: the summary there too; -q: no table.
	inj 0 "$T/camp" -q -n 10 -j 2 -o "$T/s.json" "$CL"
	[ ! -s "$T/out" ] || fail "-q printed something"
	cmp -s "$T/s.json" "$T/camp/summary.json" || fail "-o FILE differs"
	inj 0 "$T/camp" --resume -o "$T/s2.json" "$CL"
	grep -q '^runs: 10 ' "$T/out" || fail "no table"
	cmp -s "$T/s2.json" "$T/camp/summary.json" || fail "-o FILE differs"
	;;
gpu-lock)
	# The GPU build step and the runner take the same lock.
	slow_campaign "$T/camp" 12
	set +e
	"$TRIDENT" gpu-inject --build-only -q -d "$T/camp" --host "$HERE/../gpu/inject-loops.cu" \
		"$HERE/../gpu/inject-kernel.ll" >"$T/out" 2>"$T/err"
	rc=$?
	set -e
	[ "$rc" -eq 1 ] || fail "gpu-inject exited $rc"
	err_has "campaign directory '$T/camp' is in use by trident inject (pid $bg, since "
	set +e
	"$GPU_RUN" -q "$T/camp" >"$T/out" 2>"$T/err"
	rc=$?
	set -e
	[ "$rc" -eq 1 ] || fail "trident-gpu-run exited $rc"
	err_has "trident-gpu-run: campaign directory '$T/camp' is in use by trident inject (pid $bg, since "
	wait $bg || fail "the campaign failed"
	bg=""
	no_repeats "$T/camp/journal.jsonl" 12
	;;
gpu-claim)
	# gpu-inject and trident-gpu-run refuse as inject does, before any
	# GPU run (needs the CUDA toolkit to build, not a GPU).
	BC=$BUILD/inputs/gpu-bfs/gpu-bfs.dev.bc
	MAN=$HERE/../../inputs/gpu-bfs/manifest.json
	if [ ! -f "$BC" ]; then
		echo "SKIPPED: no CUDA toolkit (no $BC)"
		exit 77
	fi
	gi() {
		want=$1
		shift
		set +e
		"$TRIDENT" gpu-inject -q -d "$T/camp" --manifest "$MAN" "$@" \
			>"$T/out" 2>"$T/err"
		got=$?
		set -e
		[ "$got" -eq "$want" ] || fail "trident gpu-inject $* exited $got, expected $want"
	}
	gi 0 --build-only -n 20 "$BC"
	python3 - "$T/camp/journal.jsonl" <<'PY'
import json, sys
e = {"benign_tm": None, "bit": 3, "block": 0, "cuda_error": None,
     "exit_code": 0, "id": 36, "index": 4, "instance": 2, "latency": -1,
     "launch": 0, "model": "bitflip", "outcome": "benign", "rm": False,
     "rm_latency": -1, "signal": 0, "thread": 1, "time": 1.0, "tm": None}
open(sys.argv[1], "w").write(json.dumps(e) + "\n")
PY
	gi 1 --build-only -n 20 "$BC"
	err_has "holds an unfinished campaign (1 of 20 runs journaled)"
	gi 1 --resume -s 7 "$BC"
	err_has "cannot resume '$T/camp/campaign.json': seed differs (campaign 1, command line 7)"
	set +e
	"$GPU_RUN" -q "$T/camp" >"$T/out" 2>"$T/err"
	rc=$?
	set -e
	[ "$rc" -eq 1 ] || fail "trident-gpu-run exited $rc"
	err_has "holds an unfinished campaign (1 of 20 runs journaled): continue it with --resume or start over with --force"
	set +e
	"$GPU_RUN" -q --resume -n 10 "$T/camp" >"$T/out" 2>"$T/err"
	rc=$?
	set -e
	[ "$rc" -eq 1 ] || fail "trident-gpu-run --resume -n 10 exited $rc"
	err_has "cannot resume '$T/camp/campaign.json' with fewer runs (campaign 20, command line 10)"
	[ "$(wc -l <"$T/camp/journal.jsonl")" -eq 1 ] || fail "the journal changed"
	gi 0 --build-only --force -n 20 "$BC"
	[ ! -e "$T/camp/journal.jsonl" ] || fail "--force kept the journal"
	[ "$(field "$T/camp/campaign.json" 's["instrumented"]["kernels"]')" -eq 2 ] ||
		fail "campaign.json lacks the instrumentation's counts"
	;;
gpu-fake)
	# trident-gpu-run's campaign on a stand-in for a CUDA program: the
	# summary, the refusals, and 20 runs extended to 40 equal to 40 runs.
	fake_gpu "$T/a" 20
	gr 0 -q "$T/a"
	python3 - "$T/a/summary.json" <<'PY' || fail "summary: $(cat "$T/a/summary.json")"
import json, sys
s = json.load(open(sys.argv[1]))
assert s["runs"] == 20 and s["bad_lines"] == 0, s
o = s["outcomes"]
assert all(o[k]["count"] for k in ("benign", "sdc", "crash", "error-exit")), o
assert s["cuda_errors"] == {"cudaErrorIllegalAddress": o["crash"]["count"]}
assert s["memory"]["sdc_om"]["count"] == o["sdc"]["count"], s["memory"]
assert set(s["per_kernel"]) == {"_Z1kv"}, s["per_kernel"]
assert set(s["per_line"]) <= {"fake.cu:5", "fake.cu:6", "?:0"}, s["per_line"]
assert s["per_instruction"]["1"]["opcode"] == "fadd", s["per_instruction"]
g = s["campaign"]["golden"]
assert (g["launches"], g["count"]) == (2, 80), g
PY
	gr 1 -q "$T/a"
	err_has "trident-gpu-run: campaign directory '$T/a' holds a finished campaign of 20 runs"
	gr 0 -q --resume -n 40 "$T/a"
	fake_gpu "$T/b" 40
	gr 0 -q -o "$T/b.json" "$T/b"
	cmp -s "$T/b.json" "$T/b/summary.json" || fail "-o FILE differs"
	no_repeats "$T/a/journal.jsonl" 40
	same_campaign "$T/a" "$T/b"
	gr 1 -q --resume -n 10 "$T/a"
	err_has "with fewer runs (campaign 40, command line 10)"
	# Draws come from the first part's counts: another launch count is
	# another program.
	python3 - "$T/a/state.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
s["golden"]["counts"].append(10)
json.dump(s, open(sys.argv[1], "w"))
PY
	gr 1 -q --resume -n 50 "$T/a"
	err_has "cannot resume '$T/a/state.json': launches differ (campaign 3, now 2)"
	;;
gpu-fake-timer)
	# The GPU runner's two fault-free runs must agree.
	fake_gpu "$T/a" 10 timer
	gr 1 -q "$T/a"
	err_has "trident-gpu-run: the two fault-free runs (profile, resolve) wrote different stdout: the program writes something that changes from run to run (a timer? --ignore-lines RE leaves such lines out)"
	[ ! -s "$T/a/journal.jsonl" ] || fail "runs were made"
	;;
shard)
	# Three parts of a campaign, merged, are the one-machine campaign
	# of that seed, journal for journal and summary for summary apart
	# from timing; a part extended to more runs stays that part.
	for k in 1 2 3; do
		inj 0 "$T/p$k" -q -n 40 -j 2 -s 5 --shard $k/3 "$CL" -- a b
	done
	[ "$(field "$T/p2/campaign.json" 's["shard"]')" = 2/3 ] ||
		fail "campaign.json lacks its shard"
	[ "$(field "$T/p2/summary.json" 's["runs"]')" -eq 13 ] ||
		fail "part 2/3 of 40 runs is not 13 runs"
	inj 0 "$T/one" -q -n 40 -j 2 -s 5 "$CL" -- a b
	"$TRIDENT" merge -q "$T/p3" "$T/p1" "$T/p2" -o "$T/m" >"$T/out" 2>"$T/err" ||
		fail "merge failed: $(cat "$T/err")"
	no_repeats "$T/m/journal.jsonl" 40
	python3 - "$T/m/journal.jsonl" <<'PY' || fail "the merged journal is not in run order"
import json, sys
idx = [json.loads(l)["index"] for l in open(sys.argv[1])]
sys.exit(idx != sorted(idx))
PY
	same_campaign "$T/m" "$T/one"
	cmp -s "$T/m/sites.txt" "$T/one/sites.txt" || fail "sites.txt differs"
	[ "$(field "$T/m/summary.json" 's["campaign"]["parts"]')" -eq 3 ] ||
		fail "not 3 parts"
	# Extended: each part to 60 runs, merged, is the campaign of 60.
	for k in 1 2 3; do
		inj 0 "$T/p$k" -q -n 60 -j 2 -s 5 --resume --shard $k/3 "$CL" -- a b
	done
	inj 0 "$T/one" -q -n 60 -j 2 -s 5 --resume "$CL" -- a b
	"$TRIDENT" merge -q --force "$T/p1" "$T/p2" "$T/p3" -o "$T/m" 2>"$T/err" ||
		fail "merge --force failed: $(cat "$T/err")"
	same_campaign "$T/m" "$T/one"
	;;
shard-errors)
	# A merge checks that its parts make one campaign, and names the
	# part that does not.
	for k in 1 2 3; do
		inj 0 "$T/p$k" -q -n 12 -s 5 --shard $k/3 "$CL"
	done
	mrg() {
		want=$1
		shift
		set +e
		"$TRIDENT" merge -q "$@" >"$T/out" 2>"$T/err"
		got=$?
		set -e
		[ "$got" -eq "$want" ] || fail "trident merge $* exited $got, expected $want"
	}
	mrg 1 "$T/p1" "$T/p2" -o "$T/m"
	err_has "trident: part 3/3 is missing (2 of 3 parts given)"
	mrg 1 "$T/p1" "$T/p2" "$T/p2" "$T/p3" -o "$T/m"
	err_has "trident: part 2/3 given twice: '$T/p2' and '$T/p2'"
	inj 0 "$T/q2" -q -n 12 -s 6 --shard 2/3 "$CL"
	mrg 1 "$T/p1" "$T/q2" "$T/p3" -o "$T/m"
	err_has "trident: '$T/q2' is not a part of the campaign of '$T/p1': seed differs (campaign 5, '$T/q2' 6)"
	inj 0 "$T/r2" -q -n 12 -s 5 --shard 2/4 "$CL"
	mrg 1 "$T/p1" "$T/r2" "$T/p3" -o "$T/m"
	err_has "trident: '$T/r2' is part 2/4 and '$T/p1' part 1/3: not parts of one split"
	inj 0 "$T/one" -q -n 12 -s 5 "$CL"
	mrg 1 "$T/one" "$T/p2" "$T/p3" -o "$T/m"
	err_has "trident: '$T/one' is not a part of a sharded campaign"
	# Another golden count: other draws.
	cp -r "$T/p2" "$T/g2"
	python3 - "$T/g2/state.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
s["golden"]["count"] += 1
json.dump(s, open(sys.argv[1], "w"))
PY
	mrg 1 "$T/p1" "$T/g2" "$T/p3" -o "$T/m"
	err_has "trident: '$T/g2' drew its runs from another golden run than '$T/p1' (count differs"
	# An unfinished part, a journal with another part's run.
	cp -r "$T/p2" "$T/u2"
	head -n 2 "$T/p2/journal.jsonl" >"$T/u2/journal.jsonl"
	mrg 1 "$T/p1" "$T/u2" "$T/p3" -o "$T/m"
	err_has "trident: '$T/u2' is unfinished: 2 of its 4 runs journaled (continue it with --resume --shard 2/3)"
	head -n 1 "$T/p1/journal.jsonl" >>"$T/u2/journal.jsonl"
	mrg 1 "$T/p1" "$T/u2" "$T/p3" -o "$T/m"
	err_has "journal.jsonl' holds run"
	err_has "which is not part 2/3's"
	# The output is none of the parts; a merged campaign is not resumed.
	mrg 1 "$T/p1" "$T/p2" "$T/p3" -o "$T/p1" --force
	err_has "trident: the merged campaign's directory '$T/p1' is one of the parts"
	mrg 0 "$T/p1" "$T/p2" "$T/p3" -o "$T/m"
	mrg 1 "$T/p1" "$T/p2" "$T/p3" -o "$T/m"
	err_has "trident: campaign directory '$T/m' holds a campaign of 12 runs: replace it with --force"
	# A part is resumed only as itself.
	inj 1 "$T/p2" -q -n 12 -s 5 --resume "$CL"
	err_has "shard differs (campaign 2/3, command line none): resume it with --shard 2/3"
	inj 1 "$T/p2" -q -n 12 -s 5 --resume --shard 1/3 "$CL"
	err_has "shard differs (campaign 2/3, command line 1/3)"
	inj 2 "$T/x" -q --shard 4/3 "$CL"
	err_has "bad value '4/3' for --shard: expected K/N, a part K of N (1 <= K <= N <= 100000)"
	inj 2 "$T/x" -q --shard 1/2 --site 1:1:1 "$CL"
	err_has "--site and --shard exclude each other"
	;;
gpu-shard)
	# The GPU runner's parts, merged, are its one-machine campaign.
	for k in 1 2; do
		fake_gpu "$T/p$k" 30
		gr 0 -q --shard $k/2 "$T/p$k"
	done
	fake_gpu "$T/one" 30
	gr 0 -q "$T/one"
	"$TRIDENT" merge -q "$T/p1" "$T/p2" -o "$T/m" 2>"$T/err" ||
		fail "merge failed: $(cat "$T/err")"
	no_repeats "$T/m/journal.jsonl" 30
	same_campaign "$T/m" "$T/one"
	;;
slurm)
	# A campaign through a real Slurm (a one-node cluster on localhost:
	# slurm-cluster.sh): a job array of its parts and a dependent merge
	# give the campaign of one machine; submitted again it is refused,
	# and with --resume -n it is extended in its parts.
	. "$HERE/slurm-cluster.sh"
	trap 'slurm_stop; rm -rf "$T"' EXIT
	slurm_start
	inj 0 "$T/c" -q --slurm --array 3 -n 30 -s 5 "$CL" -- a b
	grep -q "^submitted job array [0-9]* (3 parts into $T/c/part-K) and merge job [0-9]*" "$T/out" ||
		fail "no job ids printed"
	slurm_wait $(slurm_jobs "$T/c")
	[ -f "$T/c/summary.json" ] || fail "no merged summary: $(cat "$T/c/slurm/"*.out)"
	inj 0 "$T/one" -q -n 30 -j 2 -s 5 "$CL" -- a b
	same_campaign "$T/c" "$T/one"
	[ "$(field "$T/c/summary.json" 's["campaign"]["parts"]')" -eq 3 ] ||
		fail "not 3 parts"
	inj 1 "$T/c" -q --slurm --array 3 -n 30 -s 5 "$CL" -- a b
	err_has "trident: '$T/c' holds a campaign submitted before (job array"
	inj 0 "$T/c" -q --slurm --array 3 -n 60 -s 5 --resume "$CL" -- a b
	slurm_wait $(slurm_jobs "$T/c")
	inj 0 "$T/one" -q -n 60 -j 2 -s 5 --resume "$CL" -- a b
	same_campaign "$T/c" "$T/one"
	# The GPU's scripts (written by gpu-inject --slurm, which needs the
	# CUDA toolkit to build, not a GPU) run on the stand-in program.
	BC=$BUILD/inputs/gpu-bfs/gpu-bfs.dev.bc
	if [ ! -f "$BC" ]; then
		echo "gpu part skipped: no CUDA toolkit (no $BC)"
		echo "ok [$CASE]"
		exit 0
	fi
	printf '#!/bin/sh\necho 7\n' >"$T/nosbatch"
	chmod +x "$T/nosbatch"
	TRIDENT_SBATCH=$T/nosbatch "$TRIDENT" gpu-inject -q --slurm --array 2 \
		-d "$T/g" --manifest "$HERE/../../inputs/gpu-bfs/manifest.json" \
		"$BC" >"$T/out" 2>"$T/err" || fail "gpu-inject --slurm failed"
	grep -q -- "--gres=gpu:1" "$T/g/slurm/array.sh" || fail "no GPU asked for"
	rm -rf "$T/g/build" "$T/g/slurm/jobs.json"
	fake_gpu "$T/g/build" 30
	a=$(sbatch --parsable "$T/g/slurm/array.sh" | sed 's/;.*//')
	m=$(sbatch --parsable --dependency=afterok:$a "$T/g/slurm/merge.sh" | sed 's/;.*//')
	slurm_wait $a $m
	[ -f "$T/g/summary.json" ] || fail "no merged GPU summary: $(cat "$T/g/slurm/"*.out)"
	fake_gpu "$T/gone" 30
	gr 0 -q "$T/gone"
	same_campaign "$T/g" "$T/gone"
	;;
*)
	fail "no such case"
	;;
esac
echo "ok [$CASE]"
