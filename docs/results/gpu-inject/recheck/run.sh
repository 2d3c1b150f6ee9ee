#!/bin/sh
# Device check: every test campaign dir and the devcheck ones, through trident-gpu-run.
export LD_LIBRARY_PATH=/usr/local/cuda/lib64
cd "$(dirname "$0")/../../../.."
nvidia-smi -L
for d in build/tests/gpu/inject-* build/devcheck/gpu-*; do
	[ -f "$d/campaign.json" ] || continue
	name=$(basename "$d")
	start=$(date +%s)
	build/trident-gpu-run -j 8 --top 0 --force -o "$OUT/$name.summary.json" "$d" >"$OUT/$name.out" 2>"$OUT/$name.err"
	echo "$name rc=$? $(( $(date +%s) - start ))s"
	tail -3 "$OUT/$name.err"
	grep -o '"outcome":"[a-z_-]*"' "$d/journal.jsonl" | sort | uniq -c
done
# the lock: a second runner into a busy directory is refused
d=build/devcheck/gpu-bfs
build/trident-gpu-run -j 2 --top 0 --resume -n 400 "$d" >/dev/null 2>"$OUT/lock.err" &
sleep 3
build/trident-gpu-run -j 2 --top 0 --resume "$d" 2>&1 | head -2
wait
echo "extend rc: $(tail -1 "$OUT/lock.err")"; wc -l < "$d/journal.jsonl"
