#!/usr/bin/env python3
"""bench/gprof-ablate: what the device profile's parts cost (issue 19).

An experiment on the instrumented device module, not a profile anyone can
use: run as `trident` by bench/gpu-kernel-time.sh (variants
no-numbering=bench/gprof-ablate/no-numbering:profile and
no-atomics=bench/gprof-ablate/no-atomics:profile), it runs the real
trident (TRIDENT, default build/trident) and then rewrites the module that
--emit-ir wrote:

  no-numbering  each segment's numbering (the returning atom.global that
                gives an execution its number, profiler/gpu.c inc_number)
                becomes a non-returning red.global of the same count, and
                every number one that is never sampled;
  no-atomics    that, and no counter's red.global either: what remains is
                the sampling decision's arithmetic, the predicated stores
                and the registers they take.

The kernels then run as before (the counts and samples are wrong): their
time against the plain and the profiled kernels splits the profile's cost.
Made for the profile before loop groups (profile-time.txt section 3);
since them it rewrites only the segments outside loops (a loop group's
chunk reservation has another constraint string, and its counters are
registers): what it measures there is what remains.
"""
import os
import re
import subprocess
import sys

NUMBERING = r'asm sideeffect "(?:[^"\\]|\\.)*", "=l,l,l,r,~\{memory\}"'


def rewrite(mode, path):
    s = open(path).read()
    body = ('{\\0A\\09.reg .b32 %tm, %tn, %tl;\\0A\\09.reg .pred %tp;\\0A\\09'
            '.reg .b64 %tw;\\0A\\09activemask.b32 %tm;\\0A\\09popc.b32 %tn, '
            '%tm;\\0A\\09mov.u32 %tl, %lanemask_lt;\\0A\\09and.b32 %tl, %tl, '
            '%tm;\\0A\\09setp.eq.u32 %tp, %tl, 0;\\0A\\09cvt.u64.u32 %tw, '
            '%tn;\\0A\\09' +
            ('@%tp red.global.add.u64 [$1], %tw;\\0A\\09'
             if mode == "no-numbering" else '') +
            'mov.u64 $0, 0x7000000000000000;\\0A\\09}')
    s, n = re.subn(NUMBERING, lambda m: 'asm sideeffect "' + body +
                   '", "=l,l,l,r,~{memory}"', s)
    if mode == "no-atomics":
        s = s.replace('@%tp red.global.add.u64 [$0], %tw;', '')
    open(path, "w").write(s)
    print("gprof-ablate %s: %d numbering sites rewritten" % (mode, n),
          file=sys.stderr)


def main():
    mode = sys.argv[1]
    args = sys.argv[2:]
    root = os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))
    trident = os.environ.get("TRIDENT", os.path.join(root, "build",
                                                     "trident"))
    rc = subprocess.call([trident] + args)
    if rc:
        return rc
    if "--emit-ir" in args:
        rewrite(mode, args[args.index("--emit-ir") + 1])
    return 0


if __name__ == "__main__":
    sys.exit(main())
