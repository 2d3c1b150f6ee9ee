#!/bin/sh
# The per-run cost of the GPU fault injector (issue 6: at most 1.5x the
# uninstrumented program), measured on the GPU machine.
#
# usage: gpu-inject-cost.sh BUILD_DIR [REPS]
#
# For every program NAME with a campaign directory BUILD_DIR/camp/NAME
# (trident gpu-inject --build-only -d BUILD_DIR/camp/NAME ...), runs the
# first manifest input REPS times (default 20), sequentially, each way:
#   plain    the uninstrumented program, BUILD_DIR/inputs/NAME/NAME
#   idle     the campaign binary without TRIDENT_GPU (instrumented code,
#            runtime passing calls through)
#   inject   the campaign binary injecting a bit flip into launch 0,
#            block 0, thread 0, instance 1 (the runtime synchronizes after
#            every launch and arms the first one)
# and prints milliseconds per run and the ratios to plain.
set -u
[ $# -ge 1 ] || { echo "usage: $0 BUILD_DIR [REPS]" >&2; exit 2; }
build=$(cd "$1" && pwd) || exit 2
reps=${2:-20}
LD_LIBRARY_PATH=/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export LD_LIBRARY_PATH
scratch=$(mktemp -d "${TMPDIR:-/tmp}/trident-gpu-cost.XXXXXX") || exit 1
trap 'rm -rf "$scratch"' EXIT

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# time_runs EXE ARGS...: milliseconds per run over $reps runs.
time_runs() {
    t0=$(now_ms)
    i=0
    while [ $i -lt "$reps" ]; do
        (cd "$scratch" && "$@" >/dev/null 2>&1 </dev/null)
        i=$((i + 1))
    done
    echo $((($(now_ms) - t0) / reps))
}

printf '%-16s %9s %9s %9s %7s %7s\n' program plain_ms idle_ms inject_ms idle_x inject_x
for dir in "$build"/camp/*/; do
    name=$(basename "$dir")
    line=$(head -n 1 "$build/inputs/$name/inputs.txt")
    set -f
    set -- ${line#*;}
    set +f
    plain=$(time_runs "$build/inputs/$name/$name" "$@")
    idle=$(time_runs "$dir/program.gpu" "$@")
    printf 'mode=inject\nrecord=%s/rec\nlaunch=0 block=0 thread=0 instance=1 model=0 random=5 value=7\n' \
        "$scratch" >"$scratch/cfg"
    inject=$(TRIDENT_GPU=$scratch/cfg time_runs "$dir/program.gpu" "$@")
    printf '%-16s %9d %9d %9d %7s %7s\n' "$name" "$plain" "$idle" "$inject" \
        "$(awk "BEGIN{printf \"%.2f\", $idle/($plain?$plain:1)}")" \
        "$(awk "BEGIN{printf \"%.2f\", $inject/($plain?$plain:1)}")"
    grep -c '^I ' "$scratch/rec" >/dev/null 2>&1 || echo "  $name: no injection recorded" >&2
    rm -f "$scratch/rec"
done
