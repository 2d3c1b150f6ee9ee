#!/usr/bin/env python3
"""Derived images for MiBench susan, from its shipped binary PGM (P5) image.

  crop X Y W H SRC DST   the W x H window at column X, row Y
  tile NX NY SRC DST     NX x NY copies, every other one mirrored, so that the
                         seams are smooth and do not add artificial edges

susan ships one 76 x 95 image; a crop gives the tiny ground-truth input of a
fault-injection campaign, a tiling gives the bigger inputs.
"""
import sys


def read_pgm(path):
    with open(path, "rb") as f:
        data = f.read()
    fields, pos = [], 0
    # Header: magic, width, height, maxval, separated by whitespace and
    # '#' comments, then one whitespace byte before the pixels.
    while len(fields) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos) + 1
            continue
        start = pos
        while not data[pos:pos + 1].isspace():
            pos += 1
        fields.append(data[start:pos])
    if fields[0] != b"P5" or int(fields[3]) > 255:
        sys.exit("mibench-pgm.py: %s is not an 8-bit P5 image" % path)
    w, h = int(fields[1]), int(fields[2])
    pix = data[pos + 1:pos + 1 + w * h]
    return w, h, [pix[r * w:(r + 1) * w] for r in range(h)]


def write_pgm(path, rows):
    with open(path, "wb") as f:
        f.write(b"P5\n%d %d\n255\n" % (len(rows[0]), len(rows)))
        for r in rows:
            f.write(r)


def main():
    a = sys.argv[1:]
    if len(a) == 7 and a[0] == "crop":
        x, y, w, h = map(int, a[1:5])
        iw, ih, rows = read_pgm(a[5])
        if x < 0 or y < 0 or w < 1 or h < 1 or x + w > iw or y + h > ih:
            sys.exit("mibench-pgm.py: window outside the %dx%d image" % (iw, ih))
        write_pgm(a[6], [r[x:x + w] for r in rows[y:y + h]])
    elif len(a) == 5 and a[0] == "tile":
        nx, ny = int(a[1]), int(a[2])
        iw, ih, rows = read_pgm(a[3])
        out = []
        for ty in range(ny):
            band = rows if ty % 2 == 0 else rows[::-1]
            for r in band:
                out.append(b"".join(r if tx % 2 == 0 else r[::-1] for tx in range(nx)))
        write_pgm(a[4], out)
    else:
        sys.exit("usage: mibench-pgm.py crop X Y W H SRC DST | tile NX NY SRC DST")


if __name__ == "__main__":
    main()
