#!/usr/bin/env python3
"""Check the benchmark programs in inputs/ against their manifests.

usage: python3 inputs/check.py BUILD_DIR [--only NAME]... [--limit SECONDS]
                                         [--verbose]

For every program directory inputs/<name>/ holding a manifest.json, the
native executable is expected at BUILD_DIR/inputs/<name>/<name>.  Each
manifest input is run twice, each time in a fresh temporary directory that
holds copies of the input's "files" (same relative paths).  An input passes
when both runs exit with status 0, each takes less than the time limit
(default 1 s), every declared output file is written, and stdout and the
output files are identical between the two runs.  A malformed manifest or a
missing executable counts as one failure for that program.  CUDA programs
(sources ending in .cu) need a GPU: their manifests are validated, their
inputs are run by inputs/gpu-run.sh instead.

Prints one line per program (failure details go to stderr) and a final line
"N passed, M failed" counting inputs; exits 1 when anything failed.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["cflags", "description", "inputs", "ldflags", "name", "sources"]
INPUT_KEYS = ["args", "files", "outputs", "stdin"]
MIN_INPUTS = 10
HARD_TIMEOUT = 20.0


def is_relative_inside(path):
    return (isinstance(path, str) and path != "" and not os.path.isabs(path)
            and ".." not in path.replace("\\", "/").split("/"))


def str_list(value):
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def validate_manifest(name, prog_dir, text):
    """Returns (manifest, problems)."""
    problems = []
    try:
        m = json.loads(text)
    except ValueError as e:
        return None, ["manifest.json is not valid JSON: %s" % e]
    if not isinstance(m, dict) or sorted(m) != KEYS:
        return None, ["manifest keys must be exactly %s" % KEYS]
    if text != json.dumps(m, sort_keys=True, indent=2) + "\n":
        problems.append("manifest.json is not in canonical form "
                        "(sorted keys, 2-space indent, trailing newline)")
    if m["name"] != name:
        problems.append("name %r does not match directory %r" % (m["name"], name))
    if not isinstance(m["description"], str) or not m["description"].strip():
        problems.append("description must be a non-empty string")
    for key in ("cflags", "ldflags", "sources"):
        if not str_list(m[key]):
            problems.append("%s must be a list of strings" % key)
    if str_list(m["sources"]):
        if not m["sources"]:
            problems.append("sources is empty")
        for src in m["sources"]:
            if not is_relative_inside(src) or not os.path.isfile(
                    os.path.join(prog_dir, src)):
                problems.append("source %r not found" % src)
    inputs = m["inputs"]
    if not isinstance(inputs, list) or len(inputs) < MIN_INPUTS:
        problems.append("inputs must be a list of at least %d entries" % MIN_INPUTS)
        return m, problems
    seen = set()
    for i, inp in enumerate(inputs):
        where = "inputs[%d]" % i
        if not isinstance(inp, dict) or sorted(inp) != INPUT_KEYS:
            problems.append("%s keys must be exactly %s" % (where, INPUT_KEYS))
            continue
        if not str_list(inp["args"]):
            problems.append("%s.args must be a list of strings" % where)
        else:
            key = tuple(inp["args"])
            if key in seen:
                problems.append("%s.args duplicate an earlier entry" % where)
            seen.add(key)
        for field in ("files", "outputs"):
            if not str_list(inp[field]) or not all(
                    is_relative_inside(p) for p in inp[field]):
                problems.append("%s.%s must be relative paths" % (where, field))
        if str_list(inp["files"]):
            for f in inp["files"]:
                if not os.path.isfile(os.path.join(prog_dir, f)):
                    problems.append("%s: input file %r not found" % (where, f))
        stdin = inp["stdin"]
        if stdin is not None and (not is_relative_inside(stdin) or not
                                  os.path.isfile(os.path.join(prog_dir, stdin))):
            problems.append("%s.stdin must be null or an existing file" % where)
    return m, problems


def run_once(exe, prog_dir, inp, limit):
    """Runs one input in a fresh directory; returns (result dict, error)."""
    with tempfile.TemporaryDirectory(prefix="trident-check-") as cwd:
        for rel in inp["files"]:
            dst = os.path.join(cwd, rel)
            os.makedirs(os.path.dirname(dst) or cwd, exist_ok=True)
            shutil.copyfile(os.path.join(prog_dir, rel), dst)
        stdin_data = b""
        if inp["stdin"] is not None:
            with open(os.path.join(prog_dir, inp["stdin"]), "rb") as f:
                stdin_data = f.read()
        start = time.perf_counter()
        try:
            proc = subprocess.run([exe] + inp["args"], cwd=cwd, input=stdin_data,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  timeout=HARD_TIMEOUT)
        except subprocess.TimeoutExpired:
            return None, "killed after %.0f s" % HARD_TIMEOUT
        elapsed = time.perf_counter() - start
        if proc.returncode != 0:
            tail = proc.stderr.decode("utf-8", "replace").strip()[-300:]
            return None, "exit status %d (%s)" % (proc.returncode, tail)
        if elapsed >= limit:
            return None, "took %.3f s (limit %.3f s)" % (elapsed, limit)
        if not proc.stdout:
            return None, "printed nothing on stdout"
        outputs = {}
        for rel in inp["outputs"]:
            path = os.path.join(cwd, rel)
            if not os.path.isfile(path):
                return None, "output file %r not written" % rel
            with open(path, "rb") as f:
                outputs[rel] = f.read()
        return {"stdout": proc.stdout, "outputs": outputs, "time": elapsed}, None


def check_program(build_dir, name, limit, verbose):
    """Returns (passed, failed)."""
    prog_dir = os.path.join(HERE, name)
    with open(os.path.join(prog_dir, "manifest.json"), encoding="utf-8") as f:
        text = f.read()
    m, problems = validate_manifest(name, prog_dir, text)
    if not problems and all(src.endswith(".cu") for src in m["sources"]):
        print("%s: manifest ok, CUDA program not run here (inputs/gpu-run.sh)"
              % name)
        return 0, 0
    exe = os.path.join(build_dir, "inputs", name, name)
    if not problems and not os.access(exe, os.X_OK):
        problems.append("executable %s not found" % exe)
    if problems:
        for p in problems:
            print("  %s: %s" % (name, p), file=sys.stderr)
        print("%s: FAIL, bad manifest or missing executable" % name)
        return 0, 1

    passed = failed = 0
    slowest = (0.0, None)
    for inp in m["inputs"]:
        shown = " ".join(inp["args"])
        first, err = run_once(exe, prog_dir, inp, limit)
        second = None
        if err is None:
            second, err = run_once(exe, prog_dir, inp, limit)
        if err is None:
            if first["stdout"] != second["stdout"]:
                err = "stdout differs between two runs"
            else:
                for rel in inp["outputs"]:
                    if first["outputs"][rel] != second["outputs"][rel]:
                        err = "output file %r differs between two runs" % rel
                        break
        if err is not None:
            failed += 1
            print("  %s [%s]: %s" % (name, shown, err), file=sys.stderr)
            continue
        passed += 1
        t = max(first["time"], second["time"])
        if verbose:
            print("  %s [%s]: %.3f s" % (name, shown, t))
        if t >= slowest[0]:
            slowest = (t, shown)
    total = passed + failed
    if failed:
        print("%s: FAIL, %d/%d inputs ok" % (name, passed, total))
    else:
        print("%s: ok, %d/%d inputs, slowest %.3f s [%s]" %
              (name, passed, total, slowest[0], slowest[1]))
    return passed, failed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("build_dir", help="CMake build directory")
    ap.add_argument("--only", action="append", metavar="NAME",
                    help="check only this program (repeatable)")
    ap.add_argument("--limit", type=float, default=1.0, metavar="SECONDS",
                    help="per-run time limit (default 1.0)")
    ap.add_argument("--verbose", action="store_true",
                    help="print the time of every input")
    opts = ap.parse_args()

    names = sorted(d for d in os.listdir(HERE)
                   if os.path.isfile(os.path.join(HERE, d, "manifest.json")))
    if opts.only:
        unknown = [n for n in opts.only if n not in names]
        if unknown:
            ap.error("unknown program(s): %s" % ", ".join(unknown))
        names = [n for n in names if n in opts.only]
    if not names:
        ap.error("no programs found under %s" % HERE)
    build_dir = os.path.abspath(opts.build_dir)

    passed = failed = 0
    for name in names:
        p, f = check_program(build_dir, name, opts.limit, opts.verbose)
        passed += p
        failed += f
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
