#!/usr/bin/env python3
"""Benchmark of the analysis core: time and peak memory of
`trident dump --what=loops` on every benchmark program and on a generated
module of at least 100,000 instructions (bench/genmod.py). Median of 5 runs;
peak resident memory is the largest of the runs (from getrusage of the child).

usage: bench/bench-analysis.py [BUILD_DIR]   (after scripts/setup.sh)
Prints a Markdown table; docs/benchmarks.md records the results.
"""
import os, platform, re, resource, statistics, subprocess, sys, tempfile, time

if len(sys.argv) == 4 and sys.argv[1] == "--one":
    build = sys.argv[3]
else:
    build = sys.argv[1] if len(sys.argv) > 1 else "build"
trident = os.path.join(build, "trident")
clang = "/usr/lib/llvm-19/bin/clang"
here = os.path.dirname(os.path.abspath(__file__))


def measure(module):
    times, peak = [], 0
    for _ in range(5):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        subprocess.run([trident, "dump", "--what=loops", module], check=True,
                       stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - t0)
        # ru_maxrss of children is the max over all children so far (KiB).
        peak = max(peak, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    return statistics.median(times), peak


def instructions(module):
    out = subprocess.run([trident, "dump", "--what=summary", module],
                         check=True, capture_output=True, text=True).stdout
    return int(re.search(r"^module .* instructions: (\d+)", out, re.M).group(1))


if sys.argv[1:2] == ["--one"]:
    t, rss = measure(sys.argv[2])
    print(t, rss)
    sys.exit(0)

rows = []
benchdir = os.path.join(build, "inputs")
for name in sorted(os.listdir(benchdir)):
    bc = os.path.join(benchdir, name, name + ".bc")
    if os.path.isfile(bc):
        rows.append((name, bc))
tmp = tempfile.mkdtemp()
src, big = os.path.join(tmp, "big.c"), os.path.join(tmp, "big.bc")
with open(src, "w") as f:
    subprocess.run([sys.executable, os.path.join(here, "genmod.py"), "2000"],
                   stdout=f, check=True)
subprocess.run([clang, "-O1", "-g", "-emit-llvm", "-c", src, "-o", big],
               check=True)
rows.append(("generated (genmod.py 2000)", big))

print(f"machine: {platform.node()}, {os.cpu_count()} cores, "
      f"{platform.processor() or platform.machine()}")
print()
print("| module | instructions | median time (s) | peak RSS (MiB) |")
print("|---|---:|---:|---:|")
for name, path in rows:
    # The peak is per process: measure each module in a fresh interpreter
    # child so one module's peak does not hide another's.
    res = subprocess.run([sys.executable, __file__, "--one", path, build],
                         check=True, capture_output=True, text=True).stdout
    t, rss = res.split()
    print(f"| {name} | {instructions(path)} | {float(t):.3f} | "
          f"{int(rss) / 1024:.1f} |")
