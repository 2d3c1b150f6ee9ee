#!/usr/bin/env python3
"""inject-sim.py IN.ll OUT.ll: an instrumented device module of
inject-loops.cu (trident gpu-inject --emit-ir) made runnable on the build
machine's CPU by inject-sim.c: the triple becomes x86-64, special register
reads (intrinsics and the injector's asm) become calls to sim_NAME_X(),
barriers (bar.sync, barrier.sync, barrier.red) calls to the harness's
pthread barriers, membar a no-op. Only what inject-loops.cu's kernels and
the instrumentation use is mapped; anything else nvptx-specific is left
and makes the compile fail, not pass."""
import re
import sys

SREGS = [(a, b) for a in ("tid", "ntid", "ctaid", "nctaid") for b in "xyz"]


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: inject-sim.py IN.ll OUT.ll")
    with open(sys.argv[1]) as f:
        s = f.read()
    s = re.sub(r'target datalayout = ".*"\n', "", s)
    s = re.sub(r'target triple = ".*"', 'target triple = "x86_64-pc-linux-gnu"', s)
    s = re.sub(r'"target-(cpu|features)"="[^"]*"', "", s)
    s = re.sub(r'asm sideeffect "mov\.u32 \$0, %(\w+)\.(\w);", "=r"\(\)',
               r"@sim_\1_\2()", s)
    s = s.replace('asm sideeffect "mov.u32 $0, %laneid;", "=r"()',
                  "@sim_laneid()")
    s = re.sub(r"declare [^\n]*@llvm\.nvvm\.(read\.ptx\.sreg|barrier|membar)"
               r"[^\n]*\n", "", s)
    s = re.sub(r"@llvm\.nvvm\.read\.ptx\.sreg\.(\w+)\.(\w)\(\)", r"@sim_\1_\2()", s)
    s = re.sub(r"@llvm\.nvvm\.barrier\.sync\(i32 0\)", "@sim_barrier()", s)
    s = s.replace("@llvm.nvvm.barrier0()", "@sim_barrier()")
    s = s.replace("@llvm.nvvm.membar.sys()", "@sim_membar()")
    for op in ("popc", "and", "or"):
        s = s.replace("@llvm.nvvm.barrier0.%s(" % op, "@sim_red_%s(" % op)
        s = re.sub(r'asm sideeffect "[^"]*barrier\.red\.%s[^"]*", "=r,r"\(' % op,
                   "@sim_red_%s(" % op, s)
    s += "\n" + "".join("declare i32 @sim_%s_%s()\n" % r for r in SREGS)
    s += "declare void @sim_barrier()\ndeclare void @sim_membar()\n"
    s += "declare i32 @sim_laneid()\n"
    s += "".join("declare i32 @sim_red_%s(i32)\n" % op
                 for op in ("popc", "and", "or"))
    with open(sys.argv[2], "w") as f:
        f.write(s)


main()
