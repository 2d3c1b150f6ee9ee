"""What the benchmark scripts of bench/ share: the CPU benchmark programs of
inputs/ and scratch directories holding an input's files."""
import json
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
