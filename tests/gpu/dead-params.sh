#!/bin/sh
# dead-params.sh TRIDENT MODULE PROFILE: the model's read-back parameters
# on a CUDA device module (model_opts.dead_params, model/device.c; the
# device profile's "device"."params", prof_protocol.h). The committed
# profile of gpu-gaussian, with its first kernel's output parameter (1)
# marked dead as a run would find it if the host never read that memory
# back: every instruction of that kernel predicts at most what it did and
# some SDC share goes (the stores through parameter 1 write nothing
# anyone reads), the other kernels and every crash share are unchanged;
# --no-dead-params predicts what the profile without "params" does; a
# "params" member that breaks its rules is refused naming the profile.
set -eu
T=$1 M=$2 P=$3
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
K=_Z17gauss_multipliersPKdPdii
python3 - "$P" "$out" "$K" <<'PYEOF'
import json, sys
p, out, k = sys.argv[1:]
d = json.load(open(p))
d["device"]["params"] = {k: {"dead": [1], "live": [0]}}
json.dump(d, open(out + "/dead.json", "w"))
for name, params in (("both", {k: {"dead": [1], "live": [1]}}),
                     ("range", {k: {"dead": [64]}}),
                     ("type", {k: {"dead": "1"}})):
    d["device"]["params"] = params
    json.dump(d, open(out + "/bad-%s.json" % name, "w"))
PYEOF
"$T" predict -q -m fs+fc -p "$P" "$M" -o "$out/base.json"
"$T" predict -q -m fs+fc -p "$out/dead.json" "$M" -o "$out/dead-on.json"
"$T" predict -q -m fs+fc --no-dead-params -p "$out/dead.json" "$M" \
	-o "$out/dead-off.json"
python3 - "$out" "$K" <<'PYEOF'
import json, sys
out, k = sys.argv[1:]
def load(n):
    d = json.load(open(out + "/" + n))
    return d, {i["id"]: i for i in d["instructions"]}
b, bi = load("base.json")
on, oi = load("dead-on.json")
off, fi = load("dead-off.json")
assert on["model"]["dead_params"] and not off["model"]["dead_params"]
assert fi == bi and off["program"] == b["program"], "--no-dead-params differs"
fell = 0
for i, x in bi.items():
    y = oi[i]
    assert abs(y["crash"] - x["crash"]) < 1e-9, ("crash moved", i)
    if x["function"] != k:
        assert y == x, ("another kernel moved", i)
        continue
    assert y["sdc"] <= x["sdc"] + 1e-9, ("rose", i)
    fell += y["sdc"] < x["sdc"] - 1e-3
assert fell >= 3, "only %d instructions fell" % fell
assert on["program"]["sdc"] < b["program"]["sdc"] - 0.005
print("dead-params: %d instructions of %s fell; program SDC %.4f -> %.4f"
      % (fell, k, b["program"]["sdc"], on["program"]["sdc"]))
PYEOF
for bad in both range type; do
	if "$T" predict -q -m fs+fc -p "$out/bad-$bad.json" "$M" \
		-o "$out/x.json" 2>"$out/err"; then
		echo "dead-params: a '$bad' params member was accepted" >&2
		exit 1
	fi
	grep -q "bad-$bad.json" "$out/err" || {
		echo "dead-params: the '$bad' error does not name the file:" >&2
		cat "$out/err" >&2
		exit 1
	}
done
echo "dead-params: the three malformed members refused"
