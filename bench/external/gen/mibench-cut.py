#!/usr/bin/env python3
"""Derived MiBench inputs cut from a shipped input file: the first N lines or
the first N bytes of SRC, written to DST. MiBench ships one "small" input per
program, and a fault-injection campaign needs a much smaller one (input 0),
so the smaller inputs of the recipes are prefixes of the shipped file.

usage: mibench-cut.py lines|bytes N SRC DST [SKIP]
  SKIP (default 0) lines or bytes are dropped first, so that several cuts of
  one file differ in content and not only in length.
"""
import sys


def main():
    if len(sys.argv) not in (5, 6) or sys.argv[1] not in ("lines", "bytes"):
        sys.exit("usage: mibench-cut.py lines|bytes N SRC DST [SKIP]")
    mode, n, src, dst = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
    skip = int(sys.argv[5]) if len(sys.argv) == 6 else 0
    with open(src, "rb") as f:
        data = f.read()
    if mode == "bytes":
        out = data[skip:skip + n]
    else:
        lines = data.splitlines(keepends=True)
        out = b"".join(lines[skip:skip + n])
    if len(out) == 0:
        sys.exit("mibench-cut.py: nothing left of %s" % src)
    with open(dst, "wb") as f:
        f.write(out)


if __name__ == "__main__":
    main()
