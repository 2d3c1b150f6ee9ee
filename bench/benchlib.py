"""What the benchmark scripts of bench/ share: the CPU benchmark programs of
inputs/, scratch directories holding an input's files, and the 95% Wilson
interval of a rate."""
import json
import math
import os
import shutil
import tempfile


def cpu_programs(root):
    """The programs of ROOT/inputs with a manifest whose sources are not
    CUDA (.cu), sorted by name."""
    names = []
    for d in sorted(os.listdir(os.path.join(root, "inputs"))):
        path = os.path.join(root, "inputs", d, "manifest.json")
        if os.path.isfile(path) and not any(
                src.endswith(".cu") for src in json.load(open(path))["sources"]):
            names.append(d)
    return names


def run_dir(root, name, inp):
    """A scratch working directory holding the files of input INP of
    program NAME."""
    d = tempfile.mkdtemp()
    for f in inp["files"]:
        dst = os.path.join(d, f)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy(os.path.join(root, "inputs", name, f), dst)
    return d


def wilson(k, n, z=1.96):
    """The Wilson score interval of k successes in n runs (95% by
    default), [low, high] rounded to 4 decimals; [0, 0] for no runs."""
    if n == 0:
        return [0.0, 0.0]
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return [round(max(0.0, c - h), 4), round(min(1.0, c + h), 4)]
