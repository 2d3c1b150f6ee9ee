; exit.ll: trident llc's test of a loop's exit iteration (tests/llc/run.sh,
; case exit). Hand-written, so that the inner loop keeps the shape an
; unrolled loop has at -O2 (MiBench susan's mask loop): the exit test
; compares %x.cmp, an add of its own, not the value the phi takes on.
; A flip of %x.cmp on the iteration that leaves the loop (every seventh of
; its instances) runs the loop on, reading on past the heap until it
; crashes, hundreds of thousands of instructions later; a flip on any
; other iteration changes nothing. The spread samples (instances 2^j and
; 3 2^j) are never a multiple of 7 and the loop makes no call, so only the
; samples of the compare's changes (F lines, docs/llc.md) reach it.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.fmt = private unnamed_addr constant [5 x i8] c"%ld\0A\00"

declare ptr @malloc(i64)
declare i32 @printf(ptr, ...)

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %a = call ptr @malloc(i64 256)
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %iv = trunc i64 %i to i32
  store i32 %iv, ptr %p
  %i.next = add i64 %i, 1
  %fdone = icmp eq i64 %i.next, 64
  br i1 %fdone, label %outer, label %fill

outer:
  %o = phi i32 [ 0, %fill ], [ %o.next, %latch ]
  %sum = phi i64 [ 0, %fill ], [ %s.next, %latch ]
  %base = and i32 %o, 7
  %base7 = mul i32 %base, 7
  br label %inner

inner:
  %x = phi i32 [ 0, %outer ], [ %x.next, %inner ]
  %s = phi i64 [ %sum, %outer ], [ %s.next, %inner ]
  %k = add i32 %base7, %x
  %kx = sext i32 %k to i64
  %q = getelementptr inbounds i32, ptr %a, i64 %kx
  %v = load i32, ptr %q
  %vx = sext i32 %v to i64
  %s.next = add i64 %s, %vx
  %x.next = add i32 %x, 1
  %x.cmp = add i32 %x, 1
  %done = icmp eq i32 %x.cmp, 7
  br i1 %done, label %latch, label %inner

latch:
  %o.next = add i32 %o, 1
  %odone = icmp eq i32 %o.next, 2000
  br i1 %odone, label %exit, label %outer

exit:
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i64 %s.next)
  ret i32 0
}
