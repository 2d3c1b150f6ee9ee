#!/usr/bin/env python3
"""Benchmark of the profiler (issue 4), on every benchmark program.

For each program, on its slowest manifest input (the longest native run):
1. Slowdown: the profiled binaries of `trident profile --lite` and of the
   default (full) mode (counters, value sensitivities, compare and shift
   statistics, the dump at exit) against the native binary built from the
   same module with clang-19 -O2; median wall time of 5 runs each, after
   one warm-up, the three binaries alternating.
2. Peak memory: the largest resident set (ru_maxrss) of those runs.
3. Profile size: the JSON profile (full mode) and the raw dump, with the
   module's static and the run's dynamic instruction counts, and the wall
   time of the whole `trident profile` command (instrument, build, run,
   convert).

usage: bench/bench-profile.py [BUILD_DIR] [OUT_DIR]
   (defaults: build, bench-results/profile). Prints Markdown tables.
       bench/bench-profile.py --time-only OUT_DIR
   measures step 1 again with the binaries a full run left in OUT_DIR, on a
   machine without LLVM (a quieter one: the device machine); the working
   tree must hold inputs/.
"""
import json, os, platform, shutil, statistics, subprocess, sys, tempfile, time

import benchlib

time_only = len(sys.argv) > 2 and sys.argv[1] == "--time-only"
build = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 and not time_only else "build")
outdir = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "bench-results/profile")
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
trident = os.path.join(build, "trident")
clang = "/usr/lib/llvm-19/bin/clang"
names = benchlib.cpu_programs(root)


def run_dir(name, inp):
    return benchlib.run_dir(root, name, inp)


def timed(cmd, cwd, env=None):
    """Wall time and peak resident set (KiB) of one run."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    t = time.perf_counter() - t
    if status != 0:
        sys.exit(f"{cmd[0]} failed with status {status}")
    return t, ru.ru_maxrss


def measure(cmds, cwd, dump):
    """Median time and peak RSS of 5 runs of each command after one warm-up
    run of each, the commands alternating so that all see the same
    machine; cmds[0] is native, the others profiled: dump is their dump
    file, removed before each of their runs (the runtime creates it with
    O_EXCL)."""
    env = dict(os.environ, TRIDENT_PROF=dump)
    ts = [[] for _ in cmds]
    ms = [0 for _ in cmds]
    for k in range(6):
        for i, cmd in enumerate(cmds):
            if i and os.path.exists(dump):
                os.unlink(dump)
            t, m = timed(cmd, cwd, env if i else None)
            if k:
                ts[i].append(t)
                ms[i] = max(ms[i], m)
    return [statistics.median(t) for t in ts], ms


def static_insts(bc):
    out = subprocess.run([trident, "dump", "--what=summary", bc], check=True,
                         capture_output=True, text=True).stdout
    for line in out.splitlines():
        if line.startswith("module"):
            return int(line.split("instructions:")[1].split()[0])
    return 0


print(f"machine: {platform.node()}, {os.cpu_count()} cores, "
      f"{platform.processor() or platform.machine()}; date: {time.strftime('%Y-%m-%d')}\n")
if time_only:
    print("| program | input | native (s) | --lite (s) | --lite slowdown | full (s) | full slowdown | native peak RSS (MiB) | full peak RSS (MiB) |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for name in names:
        work = os.path.join(outdir, name)
        man = json.load(open(os.path.join(root, "inputs", name, "manifest.json")))
        heavy = man["inputs"][int(open(os.path.join(work, "heavy")).read())]
        cwd = run_dir(name, heavy)
        (tn, tl, tf), (mn, ml, mf) = measure(
            [[os.path.join(work, "native")] + heavy["args"],
             [os.path.join(work, "lite", "program.prof")] + heavy["args"],
             [os.path.join(work, "full", "program.prof")] + heavy["args"]],
            cwd, os.path.join(cwd, ".counters.raw"))
        shutil.rmtree(cwd)
        print(f"| {name} | `{' '.join(heavy['args'])}` | {tn:.4f} | {tl:.4f} | {tl / tn:.2f}x | "
              f"{tf:.4f} | {tf / tn:.2f}x | {mn / 1024:.1f} | {mf / 1024:.1f} |")
    sys.exit(0)

rows = []
for name in names:
    mpath = os.path.join(root, "inputs", name, "manifest.json")
    man = json.load(open(mpath))
    bc = os.path.join(build, "inputs", name, name + ".bc")
    work = os.path.join(outdir, name)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    native = os.path.join(work, "native")
    subprocess.run([clang, "-O2", bc, "-o", native] + man["ldflags"], check=True)

    def once(inp):
        d = run_dir(name, inp)
        t, _ = timed([native] + inp["args"], d)
        shutil.rmtree(d)
        return t
    times = [once(inp) for inp in man["inputs"]]
    k = max(range(len(times)), key=times.__getitem__)
    heavy = man["inputs"][k]
    with open(os.path.join(work, "heavy"), "w") as f:
        f.write(str(k))
    # The whole command on that input, in both modes: it also leaves the
    # binaries in work/lite and work/full.
    for mode in ("lite", "full"):
        prof = os.path.join(work, mode + ".json")
        t = time.perf_counter()
        subprocess.run([trident, "profile"] + (["--lite"] if mode == "lite" else []) +
                       ["-d", os.path.join(work, mode), "--manifest", mpath,
                        "--input", str(k), bc, "-o", prof], check=True)
        cmd_wall = time.perf_counter() - t
    raw_size = os.path.getsize(os.path.join(work, "full", "counters.raw"))
    cwd = run_dir(name, heavy)
    (tn, tl, tf), (mn, ml, mf) = measure(
        [[native] + heavy["args"],
         [os.path.join(work, "lite", "program.prof")] + heavy["args"],
         [os.path.join(work, "full", "program.prof")] + heavy["args"]],
        cwd, os.path.join(cwd, ".counters.raw"))
    shutil.rmtree(cwd)
    dynamic = json.load(open(prof))["totals"]["instructions"]
    rows.append((name, heavy["args"], tn, tl, tf, mn, ml, mf, os.path.getsize(prof),
                 raw_size, static_insts(bc), cmd_wall, dynamic))

print("| program | input | native (s) | --lite (s) | --lite slowdown | full (s) | full slowdown | native peak RSS (MiB) | full peak RSS (MiB) |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
for name, args, tn, tl, tf, mn, ml, mf, *_ in rows:
    print(f"| {name} | `{' '.join(args)}` | {tn:.4f} | {tl:.4f} | {tl / tn:.2f}x | "
          f"{tf:.4f} | {tf / tn:.2f}x | {mn / 1024:.1f} | {mf / 1024:.1f} |")
print()
print("| program | static instructions | dynamic instructions | profile (KiB) | bytes per static instruction | raw dump (bytes) | `trident profile` wall (s) |")
print("|---|---:|---:|---:|---:|---:|---:|")
for name, _, _, _, _, _, _, _, size, raw, insts, wall, dynamic in rows:
    print(f"| {name} | {insts} | {dynamic:,} | {size / 1024:.1f} | {size / insts:.1f} | {raw} | {wall:.2f} |")
