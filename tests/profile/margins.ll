; Margins and magnitudes by hand (tests/profile/run.sh, case margins;
; issue 15). y = atoi(argv[1]) = 8; the loop runs i = 0 .. 9, ten times,
; each sampled (the first 16 executions of a segment are). Ids:
;   entry: 1 gep  2 load  3 call atoi  4 br
;   loop:  5 phi  6 phi  7 icmp slt  8 br
;   less:  9 sub  10 br
;   next:  11 phi  12 smax  13 sitofp  14 fsub  15 fabs  16 fcmp ogt
;          17 zext  18-21 add  22 icmp eq  23 br
;   out:   24 call printf  25 br
;   pl:    26 phi  27 sitofp  28 fmul  29 call printf  30 add  31 icmp eq
;          32 br
;   end:   33 ret
; Margins, bin 0 for equal operands, else 1 + floor(log2 |a - b|):
;   i < y (7)      |i - 8| = 8 7 6 5 4 3 2 1 0 1: bins 4 3 3 3 3 2 2 1 0 1
;                  {0: 1, 1: 2, 2: 2, 3: 4, 4: 1}
;   smax(i, 3)     |i - 3| = 3 2 1 0 1 2 3 4 5 6: {0: 1, 1: 2, 2: 4, 3: 3}
;   i + 1 == 10    |i + 1 - 10| = 9 .. 0: {0: 1, 1: 1, 2: 2, 3: 4, 4: 2}
;   fabs(i - 4.5) > 2.0, FP: d = |a - b| / max(|a|, |b|), bin 64 +
;                  floor(log2 d): |i - 4.5| = 0.5 (d 0.75, bin 63), 1.5
;                  (0.25, 62), 2.5 (0.2, 61), 3.5 (0.43, 62), 4.5 (0.56,
;                  63), each twice: {61: 2, 62: 4, 63: 4}
; Magnitudes, [n, mean floor(log2 |x|)] of operand 0, 1, 2, the result:
;   i < y          i: 0 has none, 1 .. 9 give 0 1 1 2 2 2 2 3 3 (16/9);
;                  y = 8: 3; the i1 result has none
;   i - y (9)      i < 8: -8 .. -1 give 3 2 2 2 2 1 1 0 (13/8), as signed
;   fcmp (16)      |i - 4.5|: -1 0 1 1 2, each twice (6/10); 2.0: 1
; Output magnitudes: printf("%.2f %g\n", k / 8.0, k) for k = 0 .. 4 (29):
;   %.2f           0 has none, 0.125 0.25 0.375 0.5 give -3 -2 -2 -1 (-2.0)
;   %g             0 1 2 3 4: none, 0 1 1 2 (1.0)
declare i32 @atoi(ptr)
declare i32 @printf(ptr, ...)
declare i32 @llvm.smax.i32(i32, i32)
declare double @llvm.fabs.f64(double)
@fmt = private constant [4 x i8] c"%d\0A\00"
@fmt2 = private constant [9 x i8] c"%.2f %g\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %p = getelementptr ptr, ptr %argv, i64 1
  %s = load ptr, ptr %p
  %y = call i32 @atoi(ptr %s)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %next ]
  %c = icmp slt i32 %i, %y
  br i1 %c, label %less, label %next
less:
  %d = sub i32 %i, %y
  br label %next
next:
  %v = phi i32 [ %d, %less ], [ 0, %loop ]
  %m = call i32 @llvm.smax.i32(i32 %i, i32 3)
  %a = sitofp i32 %i to double
  %t = fsub double %a, 4.5
  %f = call double @llvm.fabs.f64(double %t)
  %g = fcmp ogt double %f, 2.0
  %gz = zext i1 %g to i32
  %s1 = add i32 %acc, %v
  %s2 = add i32 %s1, %m
  %acc2 = add i32 %s2, %gz
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 10
  br i1 %done, label %out, label %loop
out:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %acc2)
  br label %pl
pl:
  %k = phi i32 [ 0, %out ], [ %k1, %pl ]
  %x = sitofp i32 %k to double
  %xs = fmul double %x, 0.125
  call i32 (ptr, ...) @printf(ptr @fmt2, double %xs, double %x)
  %k1 = add i32 %k, 1
  %e = icmp eq i32 %k1, 5
  br i1 %e, label %end, label %pl
end:
  ret i32 0
}
