#!/usr/bin/env python3
"""Adjacency matrices for MiBench dijkstra (dijkstra_small reads exactly
100 x 100 integers, the cost of edge i -> j, 9999 meaning no edge). The suite
ships one matrix; these are more of the same shape from a seeded generator.

usage: mibench-dijkstra.py SEED MAXCOST DENSITY DST
  MAXCOST  costs are uniform in 0..MAXCOST (the shipped file uses 0..100)
  DENSITY  percentage of present edges (100 = complete graph, as shipped)
"""
import random
import sys

NODES = 100
NONE = 9999


def main():
    if len(sys.argv) != 5:
        sys.exit("usage: mibench-dijkstra.py SEED MAXCOST DENSITY DST")
    seed, maxcost, density = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    with open(sys.argv[4], "w") as f:
        for i in range(NODES):
            row = []
            for j in range(NODES):
                present = rng.randrange(100) < density
                row.append(str(rng.randint(0, maxcost)) if present else str(NONE))
            f.write(" ".join(row) + " \n")


if __name__ == "__main__":
    main()
