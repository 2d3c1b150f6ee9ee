#!/bin/sh
# inject-sim.sh TRIDENT DEV.bc OUTDIR CLANG CC N STEP: instrument
# inject-loops's device module, rewrite it for the CPU (inject-sim.py),
# build it with the harness (inject-sim.c) and run the harness.
set -e
here=$(dirname "$0")
"$1" gpu-inject -q --emit-ir "$3/sim.ll" "$2" >/dev/null 2>&1 || "$1" gpu-inject -q --emit-ir "$3/sim.ll" "$2"
python3 "$here/inject-sim.py" "$3/sim.ll" "$3/sim.x86.ll"
"$4" -O1 -w -c "$3/sim.x86.ll" -o "$3/sim.o"
"$5" -O1 -o "$3/inject-sim" "$here/inject-sim.c" "$3/sim.o" -lpthread
"$3/inject-sim" "$6" "$7"
