#!/usr/bin/env python3
"""rodinia-myocyte.py: the initial-state and parameter files of Rodinia
myocyte (its data set, y.txt and params.txt, is not in Rodinia's
repository).

usage: rodinia-myocyte.py Y PARAMS SEED

myocyte reads 91 numbers from y.txt (the initial values of the model's 91
equations) and 16 from params.txt, whitespace-separated. The real values are
a cardiac myocyte's physiological state, which only Rodinia's data set
holds; these files are synthetic: positive values drawn log-uniformly, the
state in [1e-6, 1], the parameters in [1e-2, 1e3], written with 7 significant
digits. The simulation they start is not physiological, but it is the
program's full computation, and the same arguments give the same bytes.
"""
import random
import sys


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: rodinia-myocyte.py Y PARAMS SEED")
    rng = random.Random(int(sys.argv[3]))
    with open(sys.argv[1], "w") as f:
        f.write("".join("%.6e\n" % 10 ** rng.uniform(-6, 0)
                        for _ in range(91)))
    with open(sys.argv[2], "w") as f:
        f.write("".join("%.6e\n" % 10 ** rng.uniform(-2, 3)
                        for _ in range(16)))


if __name__ == "__main__":
    main()
