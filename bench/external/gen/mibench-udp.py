#!/usr/bin/env python3
"""Packet traces for MiBench patricia, in the format of its shipped small.udp:
one packet a line, "TIME SRC DST SPORT DPORT"; patricia reads the time and the
first address (as a signed decimal integer) and inserts the address into its
Patricia trie, or reports it as found when it is already there.

The addresses of small.udp are small numbers (a few hundred hosts), so the
trie stays shallow; these traces draw addresses from a chosen range, with a
chosen share of repeats, to exercise deeper tries and more lookups.

usage: mibench-udp.py SEED LINES RANGE REPEAT DST
  RANGE   addresses are uniform in 1..RANGE (at most 2147483647)
  REPEAT  percentage of lines that repeat an earlier address
"""
import random
import sys


def main():
    if len(sys.argv) != 6:
        sys.exit("usage: mibench-udp.py SEED LINES RANGE REPEAT DST")
    seed, lines, rng_max, repeat = (int(a) for a in sys.argv[1:5])
    if not 1 <= rng_max <= 2147483647:
        sys.exit("mibench-udp.py: RANGE must be in 1..2147483647")
    rng = random.Random(seed)
    seen, t = [], 0.0
    with open(sys.argv[5], "w") as f:
        for _ in range(lines):
            t += rng.randint(1, 50000) / 1e6
            if seen and rng.randrange(100) < repeat:
                src = rng.choice(seen)
            else:
                src = rng.randint(1, rng_max)
                seen.append(src)
            dst = rng.randint(1, rng_max)
            f.write("%.6f %d %d 53 53\n" % (t, src, dst))


if __name__ == "__main__":
    main()
