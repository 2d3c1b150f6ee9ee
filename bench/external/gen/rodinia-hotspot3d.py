#!/usr/bin/env python3
"""rodinia-hotspot3d.py: power and initial-temperature files for Rodinia
hotspot3D (its data sets, power_512x8 and temp_512x8, are not in Rodinia's
repository).

usage: rodinia-hotspot3d.py POWER TEMP N LAYERS SEED

hotspot3D <N> <LAYERS> <ITERATIONS> POWER TEMP OUT reads N*N*LAYERS lines
from each file, one number a line, in the order row, column, layer (the
layer index varying fastest). POWER holds each cell's dissipated power in
watts: a faint background with 3 to 6 rectangular functional units of high
density, on every layer; TEMP the initial temperatures in kelvin: 318-332 K,
a smooth gradient with small noise, warmer over the units. Values are
written with 6 decimals; same arguments, same bytes.
"""
import random
import sys


def main():
    if len(sys.argv) != 6:
        sys.exit("usage: rodinia-hotspot3d.py POWER TEMP N LAYERS SEED")
    pfile, tfile = sys.argv[1], sys.argv[2]
    n, layers, seed = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    if n < 1 or layers < 1:
        sys.exit("N and LAYERS must be positive")
    rng = random.Random(seed)
    units = []
    for _ in range(rng.randint(3, 6)):
        h, w = rng.randint(1, max(1, n // 3)), rng.randint(1, max(1, n // 3))
        r0, c0 = rng.randint(0, n - h), rng.randint(0, n - w)
        units.append((r0, c0, h, w, rng.uniform(1e-3, 8e-3)))
    plines, tlines = [], []
    for i in range(n):
        for j in range(n):
            dens = 1e-5
            for r0, c0, h, w, d in units:
                if r0 <= i < r0 + h and c0 <= j < c0 + w:
                    dens = max(dens, d)
            for k in range(layers):
                p = dens * rng.uniform(0.9, 1.1) * (1.0 if k == 0 else 0.25)
                t = 318.0 + 8.0 * (i + j) / (2.0 * n) + 700.0 * dens \
                    - 0.5 * k + rng.uniform(-0.5, 0.5)
                plines.append("%.6f" % p)
                tlines.append("%.6f" % t)
    with open(pfile, "w") as f:
        f.write("\n".join(plines) + "\n")
    with open(tfile, "w") as f:
        f.write("\n".join(tlines) + "\n")


if __name__ == "__main__":
    main()
