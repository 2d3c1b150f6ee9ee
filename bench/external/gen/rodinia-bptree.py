#!/usr/bin/env python3
"""rodinia-bptree.py: the key file and command file of Rodinia b+tree (its
data sets, mil.txt and command.txt, are not in Rodinia's repository).

usage: rodinia-bptree.py KEYS N SEED COMMANDS LINE...

KEYS gets the count N on its first line, then N distinct keys, one a line,
drawn in random order from 1..2N (so that about half of the program's
queries, random numbers in 0..N, find a record). COMMANDS gets the LINEs,
one a line: b+tree's batch commands, "k COUNT" (COUNT random point queries)
and "j COUNT RSIZE" (COUNT random range queries; the program reads RSIZE
from the same place as COUNT, so the range size is COUNT and must not
exceed N). Same arguments, same bytes.
"""
import random
import sys


def main():
    if len(sys.argv) < 6:
        sys.exit("usage: rodinia-bptree.py KEYS N SEED COMMANDS LINE...")
    keys, n, seed, cmds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), \
        sys.argv[4]
    if n < 1:
        sys.exit("N must be positive")
    rng = random.Random(seed)
    chosen = rng.sample(range(1, 2 * n + 1), n)
    with open(keys, "w") as f:
        f.write("%d\n" % n)
        f.write("".join("%d\n" % k for k in chosen))
    text = "".join(line + "\n" for line in sys.argv[5:])
    if len(text) % 16 == 8:
        # b+tree reads the file into a buffer of its exact size and scans it
        # up to a NUL it never writes; at this length the buffer fills its
        # heap chunk and the scan would run into the next chunk's header.
        text += "\n"
    with open(cmds, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
