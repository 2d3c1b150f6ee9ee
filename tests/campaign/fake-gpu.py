#!/usr/bin/env python3
"""A stand-in for a campaign binary of `trident gpu-inject` (program.gpu), so
that trident-gpu-run's campaign runs without a GPU: it reads the runtime's
orders from the file named by TRIDENT_GPU and writes the host runtime's
record lines (campaign/gpu_protocol.h, docs/gpu-inject.md) for a program of
two launches of 10 threads, 3 and 5 fault-site instances per thread.

An injected run comes out, by the low bits of its random word: benign, SDC
(another result), a CUDA error, or an error exit. With the argument "timer"
the program prints the time, so that two fault-free runs differ.
"""
import os
import sys
import time

PER_THREAD = [3, 5]  # instances per thread of launch 0 and 1
THREADS = 10


def main():
    cfg = {}
    resolve = []
    path = os.environ.get("TRIDENT_GPU")
    if path:
        for line in open(path):
            for tok in line.split():
                key, _, value = tok.partition("=")
                if key == "resolve":
                    k, o = value.split(":")
                    resolve.append((int(k), int(o)))
                else:
                    cfg[key] = value
    rec = open(cfg["record"], "a") if "record" in cfg else None

    def record(line):
        if rec:
            rec.write(line + "\n")
            rec.flush()

    mode = cfg.get("mode", "plain")
    result = 42
    status = 0
    for k, per in enumerate(PER_THREAD):
        count = per * THREADS if mode in ("profile", "resolve") else 0
        if mode in ("inject", "dummy") and int(cfg["launch"]) == k:
            record("T launch=%d" % k)
            thread, instance = int(cfg["thread"]), int(cfg["instance"])
            if thread < THREADS and instance <= per:
                r = int(cfg["random"]) if mode == "inject" else 0
                record("I launch=%d id=%d op=14 bit=%d width=32 before=2a "
                       "after=2b" % (k, 1 + (thread + instance) % 3, r % 32))
                effect = (r >> 8) % 4 if mode == "inject" else 0
                if effect == 1:
                    result = 43
                elif effect == 2:
                    record("E launch=%d call=sync name=cudaErrorIllegalAddress"
                           % k)
                    status = 1
                elif effect == 3:
                    status = 3
            else:
                record("N launch=%d" % k)
        for (lk, off) in resolve:
            if lk == k and mode == "resolve":
                record("R launch=%d offset=%d block=0 thread=%d instance=%d"
                       % (k, off, off // per, off % per + 1))
        record("L index=%d kernel=_Z1kv grid=1,1,1 block=%d,1,1 count=%d "
               "err=cudaSuccess" % (k, THREADS, count))
        if cfg.get("memory") == "1":
            record("M launch=%d tm=%016x rm=%016x" % (k, 7 + k, 9 + k))
    if mode == "profile":
        record("C alloc=0")
    record("X launches=2 d2h=%016x copies=1" % result)
    if len(sys.argv) > 1 and sys.argv[1] == "timer":
        print("result %d at %.9f" % (result, time.time()))
    else:
        print("result %d" % result)
    sys.exit(status)


main()
