#!/bin/sh
# Runs the CUDA benchmark programs (inputs/gpu-*) of a build on a GPU and
# checks them against their CPU references.
#
# usage: gpu-run.sh [--only NAME]... [--reference-only] [--limit-ms MS] BUILD_DIR
#
# For every program NAME listed in BUILD_DIR/inputs/gpu-programs.txt, each
# manifest input (BUILD_DIR/inputs/NAME/inputs.txt, written by CMake from
# inputs/NAME/manifest.json) runs three times, each in a fresh directory:
# the CPU reference BUILD_DIR/tests/gpu/ref-NAME once, the GPU program
# BUILD_DIR/inputs/NAME/NAME twice.  An input passes when all runs exit 0,
# print something, write their declared output files, the two GPU runs
# agree byte for byte (stdout and output files), they equal the reference,
# and each GPU run takes less than MS milliseconds (default 1000).
# --reference-only runs only the reference, twice, and checks that the two
# runs agree (no GPU needed).
#
# Without a GPU (nvidia-smi lists none and the first program reports
# "no CUDA device") it prints "SKIPPED: no GPU" and exits 77, CTest's skip
# code.  Otherwise it prints one line per program and "N passed, M failed"
# (inputs), and exits 1 if anything failed.
#
# Written for a machine without a compiler or Python: POSIX sh, coreutils,
# cmp and diff.
set -u

prog=gpu-run.sh
usage() {
    echo "usage: $prog [--only NAME]... [--reference-only] [--limit-ms MS] BUILD_DIR" >&2
    exit 2
}

only=""
refonly=0
limit_ms=1000
while [ $# -gt 0 ]; do
    case $1 in
    --only)
        [ $# -ge 2 ] || usage
        only="$only $2 "
        shift 2 ;;
    --reference-only)
        refonly=1
        shift ;;
    --limit-ms)
        [ $# -ge 2 ] || usage
        case $2 in '' | *[!0-9]*) usage ;; esac
        limit_ms=$2
        shift 2 ;;
    -*) usage ;;
    *) break ;;
    esac
done
[ $# -eq 1 ] || usage
build=$(cd "$1" 2>/dev/null && pwd) || {
    echo "$prog: no build directory '$1'" >&2
    exit 2
}
list=$build/inputs/gpu-programs.txt
if [ ! -f "$list" ]; then
    echo "$prog: '$list' not found (was the build configured with a CUDA toolkit?)" >&2
    exit 1
fi

LD_LIBRARY_PATH=/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export LD_LIBRARY_PATH
scratch=$(mktemp -d "${TMPDIR:-/tmp}/trident-gpu-run.XXXXXX") || exit 1
trap 'rm -rf "$scratch"' EXIT
trap 'exit 1' INT TERM

now_ms() {
    echo $(($(date +%s%N) / 1000000))
}

# run DIR EXE ARGS...: runs EXE in a fresh DIR (stdout, stderr and status
# saved there); sets $elapsed to the milliseconds it took.
run() {
    rdir=$1
    rexe=$2
    shift 2
    mkdir -p "$rdir"
    t0=$(now_ms)
    (cd "$rdir" && "$rexe" "$@" >stdout 2>stderr </dev/null)
    echo $? >"$rdir/status"
    elapsed=$(($(now_ms) - t0))
}

# ran_ok DIR OUTPUTS...: the run exited 0, printed something and wrote its
# output files; otherwise sets $why.
ran_ok() {
    rdir=$1
    shift
    if [ "$(cat "$rdir/status")" != 0 ]; then
        why="exit status $(cat "$rdir/status"): $(tail -c 300 "$rdir/stderr")"
        return 1
    fi
    if [ ! -s "$rdir/stdout" ]; then
        why="printed nothing on stdout"
        return 1
    fi
    for f in "$@"; do
        if [ ! -f "$rdir/$f" ]; then
            why="output file '$f' not written"
            return 1
        fi
    done
    return 0
}

# same A B OUTPUTS...: stdout and output files are identical; otherwise
# sets $why to the first file that differs.
same() {
    sa=$1
    sb=$2
    shift 2
    for f in stdout "$@"; do
        if ! cmp -s "$sa/$f" "$sb/$f"; then
            why=$f
            return 1
        fi
    done
    return 0
}

selected() {
    [ -z "$only" ] && return 0
    case $only in *" $1 "*) return 0 ;; esac
    return 1
}

# No GPU: skip, unless nvidia-smi lists one (then a failing program is a
# failure, not a skip).
if [ $refonly -eq 0 ]; then
    gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU ')
    if [ "${gpus:-0}" -gt 0 ]; then
        echo "$(nvidia-smi -L 2>/dev/null | head -n 1)"
    else
        for name in $(cat "$list"); do
            selected "$name" || continue
            line=$(head -n 1 "$build/inputs/$name/inputs.txt")
            set -f
            set -- ${line#*;}
            set +f
            run "$scratch/probe" "$build/inputs/$name/$name" "$@"
            if grep -q 'no CUDA device' "$scratch/probe/stderr"; then
                echo "SKIPPED: no GPU (nvidia-smi lists none; $(head -n 1 "$scratch/probe/stderr"))"
                exit 77
            fi
            break
        done
    fi
fi

passed=0
failed=0
for name in $(cat "$list"); do
    selected "$name" || continue
    exe=$build/inputs/$name/$name
    ref=$build/tests/gpu/ref-$name
    if [ ! -x "$ref" ] || { [ $refonly -eq 0 ] && [ ! -x "$exe" ]; }; then
        echo "  $name: executable or reference missing ($exe, $ref)" >&2
        echo "$name: FAIL, missing executable"
        failed=$((failed + 1))
        continue
    fi
    n=0
    ok=0
    bad=0
    slowest=0
    slowest_args=""
    while IFS= read -r line; do
        n=$((n + 1))
        outs=${line%%;*}
        args=${line#*;}
        d=$scratch/$name.$n
        set -f
        set -- $args
        why=""
        run "$d/ref" "$ref" "$@"
        if ! ran_ok "$d/ref" $outs; then
            why="reference: $why"
        elif [ $refonly -eq 1 ]; then
            run "$d/ref2" "$ref" "$@"
            if ! ran_ok "$d/ref2" $outs; then
                why="reference, second run: $why"
            elif ! same "$d/ref" "$d/ref2" $outs; then
                why="reference: $why differs between two runs"
            fi
        else
            run "$d/gpu1" "$exe" "$@"
            t1=$elapsed
            if ! ran_ok "$d/gpu1" $outs; then
                why="first run: $why"
            else
                run "$d/gpu2" "$exe" "$@"
                t2=$elapsed
                [ $t2 -gt $t1 ] && t1=$t2
                if ! ran_ok "$d/gpu2" $outs; then
                    why="second run: $why"
                elif ! same "$d/gpu1" "$d/gpu2" $outs; then
                    why="$why differs between two GPU runs"
                elif ! same "$d/gpu1" "$d/ref" $outs; then
                    why="$why differs from the CPU reference"
                    diff "$d/ref/$why" "$d/gpu1/$why" 2>/dev/null | head -n 8 >&2
                elif [ $t1 -ge $limit_ms ]; then
                    why="took $t1 ms (limit $limit_ms ms)"
                fi
                if [ $t1 -ge $slowest ]; then
                    slowest=$t1
                    slowest_args=$args
                fi
            fi
        fi
        set +f
        if [ -n "$why" ]; then
            echo "  $name [$args]: $why" >&2
            bad=$((bad + 1))
        else
            ok=$((ok + 1))
        fi
        rm -rf "$d"
    done <"$build/inputs/$name/inputs.txt"
    if [ $bad -gt 0 ]; then
        echo "$name: FAIL, $ok/$n inputs ok"
    elif [ $refonly -eq 1 ]; then
        echo "$name: reference ok, $ok/$n inputs, two runs agree"
    else
        echo "$name: ok, $ok/$n inputs, two runs agree and match the CPU reference, slowest $slowest ms [$slowest_args]"
    fi
    passed=$((passed + ok))
    failed=$((failed + bad))
done
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
