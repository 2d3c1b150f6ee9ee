#!/usr/bin/env python3
"""rodinia-kmeans.py: a point file for Rodinia kmeans (its data sets,
kdd_cup and the like, are not in Rodinia's repository).

usage: rodinia-kmeans.py OUT N NATTR SEED

Writes N lines "ID A1 A2 ... ANATTR", the text format kmeans reads (the
first field, an object id, is skipped): points drawn around 3 to 12 random
centres in [0, 100]^NATTR with per-centre spread, values with 4 decimals.
Same arguments, same bytes.
"""
import random
import sys


def main():
    if len(sys.argv) != 5:
        sys.exit("usage: rodinia-kmeans.py OUT N NATTR SEED")
    out, n, nattr, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), \
        int(sys.argv[4])
    if n < 1 or nattr < 1:
        sys.exit("N and NATTR must be positive")
    rng = random.Random(seed)
    centres = [([rng.uniform(0, 100) for _ in range(nattr)],
                rng.uniform(1, 12)) for _ in range(rng.randint(3, 12))]
    with open(out, "w") as f:
        for i in range(n):
            c, s = rng.choice(centres)
            f.write("%d %s\n" % (i + 1, " ".join(
                "%.4f" % rng.gauss(m, s) for m in c)))


if __name__ == "__main__":
    main()
