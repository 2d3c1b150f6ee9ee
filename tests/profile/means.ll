; Exact compare means, shift means and the sampling bound
; (tests/profile/run.sh, cases means, sampling and crash-values).
; n = atoi(argv[1]); the loop runs i = 1 .. n:
;   11 icmp slt i, n   operand means (n + 1)/2 and n, true n - 1 times
;                      (the reference's running mean, (old*k + v)/k,
;                      would give about v*H_n instead)
;   8 shl by i & 7     mean amount 3.5 when 8 divides n
; With a second argument the program then writes through a null pointer:
; the crashed run's profile must still hold these sections. Ids:
;   entry: 1 gep  2 load  3 call atoi  4 br
;   loop:  5 phi  6 phi  7 and  8 shl  9 xor  10 add  11 icmp  12 br
;   done:  13 call printf  14 icmp  15 br   crash: 16 load  17 store  18 br
;   out:   19 ret
; The instrumented loop (case means, FileCheck --check-prefix=SHAPE): the
; test at the segment's start (its counter, just incremented, against the
; count due for the next sample) picks the untouched code (prof.fast, no
; call to the runtime: the sums' overflow adds are intrinsics, their
; carries cold blocks that end at prof.carried) or its copy (prof.sample),
; which stores each site's operands into the module's buffer right after
; the site and ends with one call to the runtime for the loop's five sites;
; both go on to the block that keeps the terminator, where merge phis take
; the values the loop's phis need.
; SHAPE-LABEL: define i32 @main(
; SHAPE: prof.head:
; SHAPE: %prof.due = icmp uge i64 %prof.n{{[0-9]+}}, %prof.v{{[0-9]+}}
; SHAPE-NEXT: br i1 %prof.due, label %prof.sample, label %prof.fast, !prof
; SHAPE: prof.fast:
; SHAPE-NOT: call void
; SHAPE: br label %loop
; SHAPE: prof.sample:
; SHAPE: store i64 %{{.*}}, ptr @__trident_prof_vbuf, align 8
; SHAPE: call void @__trident_prof_sample_seg(ptr @__trident_prof_vsites, i64 5, ptr @__trident_prof_vbuf,
; SHAPE-NEXT: br label %loop
; SHAPE: {{^}}loop:
; SHAPE: phi i32 [ %i1, %prof.{{fast|carried[0-9]*}} ], [ %{{[0-9]+}}, %prof.{{sample|carried[0-9]*}} ]
declare i32 @atoi(ptr)
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\0A\00"
@nullp = global ptr null

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %p = getelementptr ptr, ptr %argv, i64 1
  %s = load ptr, ptr %p
  %n = call i32 @atoi(ptr %s)
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %amt = and i32 %i, 7
  %sh = shl i32 %i, %amt
  %acc1 = xor i32 %acc, %sh
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i, %n
  br i1 %c, label %loop, label %done
done:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %acc1)
  %more = icmp sgt i32 %argc, 2
  br i1 %more, label %crash, label %out
crash:
  %q = load volatile ptr, ptr @nullp
  store volatile i32 %acc1, ptr %q
  br label %out
out:
  ret i32 0
}
