#!/usr/bin/env python3
"""Benchmark of the fault injector (issue 3), on every benchmark program.

1. Slowdown: the injection binary (golden mode, nothing injected) against the
   native binary built from the same module with clang-19 -O2, on the
   program's heaviest manifest input; median of 5 runs each.
2. Campaigns: `trident inject -n RUNS` on manifest input 0 with 2 jobs: the
   rates of every outcome with 95% Wilson intervals, the wall time, and the
   throughput against the ideal 2 / native run time.

usage: bench/bench-inject.py [BUILD_DIR] [RUNS] [OUT_DIR]
   (defaults: build, 3000, bench-results/inject; RUNS 0: the slowdowns only).
   Prints Markdown tables;
   each campaign's summary is also copied to docs/results/inject/NAME.json,
   the evidence docs/benchmarks.md cites.
"""
import json, os, platform, shutil, statistics, subprocess, sys, tempfile, time

import benchlib

build = sys.argv[1] if len(sys.argv) > 1 else "build"
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
outdir = os.path.abspath(sys.argv[3] if len(sys.argv) > 3 else "bench-results/inject")
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
build = os.path.abspath(build)
trident = os.path.join(build, "trident")
clang = "/usr/lib/llvm-19/bin/clang"
names = benchlib.cpu_programs(root)


def run_dir(name, inp):
    return benchlib.run_dir(root, name, inp)


def median_time(cmd, cwd, env=None):
    """Median wall time of 5 runs, after one run that warms the caches."""
    ts = []
    for k in range(6):
        t = time.perf_counter()
        subprocess.run(cmd, cwd=cwd, env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if k:
            ts.append(time.perf_counter() - t)
    return statistics.median(ts)


print(f"machine: {platform.node()}, {os.cpu_count()} cores; runs per campaign: {runs}\n")
print("| program | input | native (s) | injection binary (s) | slowdown |")
print("|---|---|---:|---:|---:|")
native_t0 = {}
for name in names:
    man = json.load(open(os.path.join(root, "inputs", name, "manifest.json")))
    bc = os.path.join(build, "inputs", name, name + ".bc")
    camp = os.path.join(outdir, name)
    shutil.rmtree(camp, ignore_errors=True)
    os.makedirs(camp)
    native = os.path.join(camp, "native")
    subprocess.run([clang, "-O2", bc, "-o", native] + man["ldflags"], check=True)
    # The injection binary: a one-run campaign builds it in the directory.
    subprocess.run([trident, "inject", "-q", "--force", "-n", "1", "-d", camp,
                    "--manifest", os.path.join(root, "inputs", name, "manifest.json"),
                    bc], check=True, stdout=subprocess.DEVNULL)
    # The heaviest input: the longest native run (one timing of each).
    def once(inp):
        d = run_dir(name, inp)
        t = time.perf_counter()
        subprocess.run([native] + inp["args"], cwd=d, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        t = time.perf_counter() - t
        shutil.rmtree(d)
        return t
    heavy = max(man["inputs"], key=once)
    cwd = run_dir(name, heavy)
    env = dict(os.environ, TRIDENT_FI=f"mode=golden record={cwd}/.rec")
    tn = median_time([native] + heavy["args"], cwd)
    tf = median_time([os.path.join(camp, "program.fi")] + heavy["args"], cwd, env)
    print(f"| {name} | `{' '.join(heavy['args'])}` | {tn:.4f} | {tf:.4f} | {tf / tn:.2f}x |")
    cwd0 = run_dir(name, man["inputs"][0])
    native_t0[name] = median_time([native] + man["inputs"][0]["args"], cwd0)

if runs == 0:
    sys.exit(0)
print()
print("| program | input 0 | runs | SDC % [95% CI] | crash % [95% CI] | hang % [95% CI] | benign % [95% CI] | other | wall (s) | runs/s | ideal runs/s (2 / native) |")
print("|---|---|---:|---|---|---|---|---|---:|---:|---:|")
for name in names:
    man = json.load(open(os.path.join(root, "inputs", name, "manifest.json")))
    bc = os.path.join(build, "inputs", name, name + ".bc")
    camp = os.path.join(outdir, name)
    t = time.perf_counter()
    subprocess.run([trident, "inject", "-q", "--force", "-n", str(runs), "-j", "2", "-d", camp,
                    "--manifest", os.path.join(root, "inputs", name, "manifest.json"),
                    bc], check=True)
    wall = time.perf_counter() - t
    s = json.load(open(os.path.join(camp, "summary.json")))
    o = s["outcomes"]
    evidence = os.path.join(root, "docs", "results", "inject")
    os.makedirs(evidence, exist_ok=True)
    shutil.copy(os.path.join(camp, "summary.json"),
                os.path.join(evidence, name + ".json"))

    def cell(k):
        return (f"{100 * o[k]['rate']:.2f} [{100 * o[k]['ci95'][0]:.2f}, "
                f"{100 * o[k]['ci95'][1]:.2f}]")
    other = ", ".join(f"{k} {o[k]['count']}" for k in ("error-exit", "detected")
                      if o[k]["count"]) or "-"
    if s["not_injected"]:
        other += f"; not injected {s['not_injected']}"
    print(f"| {name} | `{' '.join(man['inputs'][0]['args'])}` | {s['injected']} | "
          f"{cell('sdc')} | {cell('crash')} | {cell('hang')} | {cell('benign')} | "
          f"{other} | {wall:.0f} | {runs / wall:.1f} | {2 / native_t0[name]:.1f} |")
