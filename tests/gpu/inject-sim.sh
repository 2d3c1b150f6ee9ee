#!/bin/sh
# inject-sim.sh TRIDENT DEV.bc OUTDIR CLANG CC N STEP [SYNDROMES]:
# instrument inject-loops's device module (with --syndrome SYNDROMES: the
# build that arms several threads of a warp, checked with the harness's
# "lanes"), rewrite it for the CPU (inject-sim.py), build it with the
# harness (inject-sim.c) and run the harness.
set -e
here=$(dirname "$0")
syn="" lanes=""
if [ $# -ge 8 ]; then syn="--syndrome $8" lanes=lanes; fi
# shellcheck disable=SC2086
"$1" gpu-inject -q $syn --emit-ir "$3/sim.ll" "$2" >/dev/null 2>&1 || "$1" gpu-inject -q $syn --emit-ir "$3/sim.ll" "$2"
python3 "$here/inject-sim.py" "$3/sim.ll" "$3/sim.x86.ll"
"$4" -O1 -w -c "$3/sim.x86.ll" -o "$3/sim.o"
"$5" -O1 -o "$3/inject-sim" "$here/inject-sim.c" "$3/sim.o" -lpthread
# shellcheck disable=SC2086
"$3/inject-sim" "$6" "$7" $lanes
