#!/bin/sh
# model-golden.sh TRIDENT MODULE PROFILE EXPECTED [--update]: the model's
# prediction on a CUDA device module with its device profile (trident
# predict -m fs+fc; issue 19) against its golden output: the program's
# SDC and crash and every instruction's, one line each ("id opcode sdc
# crash"), to six decimals. --update writes EXPECTED instead.
set -eu
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$1" predict -q -m fs+fc -p "$3" "$2" -o "$out/pred.json"
python3 - "$out/pred.json" >"$out/got" <<'PYEOF'
import json, sys
p = json.load(open(sys.argv[1]))
print("program sdc %.6f crash %.6f dynamic %d" % (
    p["program"]["sdc"], p["program"]["crash"], p["program"]["dynamic"]))
for i in sorted(p["instructions"], key=lambda i: i["id"]):
    print("%d %s %.6f %.6f" % (i["id"], i["opcode"], i["sdc"], i["crash"]))
PYEOF
if [ "${5:-}" = --update ]; then
	cp "$out/got" "$4"
	exit 0
fi
diff -u "$4" "$out/got"
