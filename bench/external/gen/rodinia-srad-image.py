#!/usr/bin/env python3
"""rodinia-srad-image.py: a speckled ultrasound-like test image for Rodinia
srad_v1, which reads a 502x458 plain PGM (its data set, image.pgm, is not in
Rodinia's repository).

usage: rodinia-srad-image.py OUT.pgm SEED [ROWS]

Writes a plain ("P2") PGM, 458 columns by 502 rows as the header says and
srad_v1 expects: a smooth background with a bright elliptic ring (a heart
wall) and a darker cavity inside it, under multiplicative speckle (Rayleigh
noise), values 0..255. srad_v1 reads the pixels row by row and crops or tiles
the image to its NR x NC arguments; with ROWS (default 502) only the first
ROWS rows are written, which is all that arguments NR <= ROWS use (the
program's fscanf finds end of file for the rest and repeats the last value)
and keeps the reading time of small inputs down. Same arguments, same bytes.
"""
import math
import random
import sys

COLS, ROWS = 458, 502


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: rodinia-srad-image.py OUT.pgm SEED [ROWS]")
    out, seed = sys.argv[1], int(sys.argv[2])
    rows = int(sys.argv[3]) if len(sys.argv) == 4 else ROWS
    if not 1 <= rows <= ROWS:
        sys.exit("ROWS must be in 1..%d" % ROWS)
    rng = random.Random(seed)
    cy, cx = rng.uniform(0.35, 0.5) * ROWS, rng.uniform(0.4, 0.6) * COLS
    ry, rx = rng.uniform(0.2, 0.3) * ROWS, rng.uniform(0.2, 0.3) * COLS
    wall = rng.uniform(0.12, 0.2)
    lines = ["P2", "%d %d" % (COLS, ROWS), "255"]
    for i in range(rows):
        row = []
        for j in range(COLS):
            d = math.hypot((i - cy) / ry, (j - cx) / rx)
            if d < 1 - wall:
                level = 40.0
            elif d < 1 + wall:
                level = 170.0
            else:
                level = 90.0 + 30.0 * math.sin(i / 37.0) * math.cos(j / 53.0)
            speckle = math.sqrt(-2.0 * math.log(1.0 - rng.random())) / 1.2533
            row.append(str(max(1, min(255, int(level * speckle)))))
        lines.append(" ".join(row))
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
