; An accumulator kept in memory (tests/model/run.sh, case reload; issue
; 15): each of 64 steps loads y (3), adds i (acc, 4) and stores it back;
; after the loop the register's last sum, times 1 (fin, 9), overwrites y
; unread and is printed. A flip of acc goes around the recurrence
; through memory until the loop ends and then out through fin, which
; runs once per 64 steps: the way out is taken with certainty, not with
; r = 1/64 (the model: 1.0, before 0.02; the injector: SDC in all 200
; runs of trident inject -n 200 --inst 4).
; Ids: main: 1 br;  loop: 2 phi i  3 load  4 add acc  5 store  6 add
;   7 icmp  8 br;  done: 9 mul fin  10 store  11 printf  12 ret
@y = global i64 0
@fd = private constant [5 x i8] c"%ld\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %v = load i64, ptr @y
  %acc = add i64 %v, %i
  store i64 %acc, ptr @y
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, 64
  br i1 %more, label %loop, label %done
done:
  %fin = mul i64 %acc, 1
  store i64 %fin, ptr @y
  %r = call i32 (ptr, ...) @printf(ptr @fd, i64 %fin)
  ret i32 0
}

declare i32 @printf(ptr, ...)
