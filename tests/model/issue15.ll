; The structures of issue 15 (tests/model/run.sh, cases accumulate,
; indirect, magnitude):
; - an accumulation kept in a register and stored at every step (acc, 6:
;   the sum of i * 3 over 64 steps, stored to @sum each time and printed
;   once): every write but the last of a run is overwritten unread, yet a
;   corruption persists to the last one, which is printed: SDC, not the
;   1/64 of writes that were read;
; - a function called through a table of function pointers (@twice, whose
;   result 21 is printed by main): its return reaches the indirect call;
; - a value whose high bits a later mask drops (m, 25: argc + 1000, then
;   + 1, then & 255, printed): with --magnitude only the flips of its low
;   8 bits survive the mask, 8/32 = 0.25; without, the mask's heuristic
;   (and masks 0.9) applies to every flip.
; Ids: twice: 1 mul  2 ret;  thrice: 3 mul  4 ret;  main: 5 br;  loop:
;   6 phi i  7 phi acc  8 mul  9 add  10 store  11 add  12 icmp  13 br;
;   done: 14 load  15 printf  16 and  17 zext  18 gep  19 load  20 add
;   21 call  22 printf  23 add m  24 add m1  25 and  26 printf  27 ret
@sum = global i32 0
@table = global [2 x ptr] [ptr @twice, ptr @thrice]
@fd = private constant [4 x i8] c"%d\0A\00"

define internal i32 @twice(i32 %v) {
  %r = mul i32 %v, 2
  ret i32 %r
}

define internal i32 @thrice(i32 %v) {
  %r = mul i32 %v, 3
  ret i32 %r
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %t = mul i32 %i, 3
  %acc1 = add i32 %acc, %t
  store volatile i32 %acc1, ptr @sum
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 64
  br i1 %more, label %loop, label %done
done:
  %s = load i32, ptr @sum
  %p1 = call i32 (ptr, ...) @printf(ptr @fd, i32 %s)
  %sel = and i32 %argc, 1
  %slot = zext i32 %sel to i64
  %fp = getelementptr [2 x ptr], ptr @table, i64 0, i64 %slot
  %f = load ptr, ptr %fp
  %arg = add i32 %argc, 9
  %r = call i32 %f(i32 %arg)
  %p2 = call i32 (ptr, ...) @printf(ptr @fd, i32 %r)
  %m = add i32 %argc, 1000
  %m1 = add i32 %m, 1
  %low = and i32 %m1, 255
  %p3 = call i32 (ptr, ...) @printf(ptr @fd, i32 %low)
  ret i32 0
}

declare i32 @printf(ptr, ...)
