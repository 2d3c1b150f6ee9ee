; How the model combines chances (tests/model/run.sh, case combine):
; - y (2), a double printed twice, with %.2g and %.5g: each output masks
;   the flips below its precision, (12 + 52 d/16)/64 = 0.2890625 and
;   0.44140625, and the two mask the same low bits, so y's chance is
;   their maximum plus fp_independence (0.1) of the rest of their union;
; - s (7), a xorshift32 state advanced 100 times, whose low bit is printed
;   each time: a flip of s changes every later value (a mixing cycle:
;   the later values mask it independently, a union), not one.
; The injector, 200 runs each: y 42.5% SDC (model 0.458; as a union of
; independent chances 0.603); s 95% (model 0.995; without the union 0.369).
; Ids: entry: 1 sitofp  2 fmul  3 call printf  4 call printf  5 br;
;   loop: 6 phi i  7 phi s  8 shl  9 xor  10 lshr  11 xor  12 shl
;   13 xor  14 and  15 call printf  16 add  17 icmp  18 br;  done: 19 ret
@f2 = private constant [6 x i8] c"%.2g\0A\00"
@f5 = private constant [6 x i8] c"%.5g\0A\00"
@fd = private constant [4 x i8] c"%d\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %x = sitofp i32 %argc to double
  %y = fmul double %x, 1.5
  %p2 = call i32 (ptr, ...) @printf(ptr @f2, double %y)
  %p5 = call i32 (ptr, ...) @printf(ptr @f5, double %y)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 2463534242, %entry ], [ %s3, %loop ]
  %a = shl i32 %s, 13
  %s1 = xor i32 %s, %a
  %b = lshr i32 %s1, 17
  %s2 = xor i32 %s1, %b
  %c = shl i32 %s2, 5
  %s3 = xor i32 %s2, %c
  %bit = and i32 %s3, 1
  %pb = call i32 (ptr, ...) @printf(ptr @fd, i32 %bit)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 100
  br i1 %more, label %loop, label %done
done:
  ret i32 0
}

declare i32 @printf(ptr, ...)
