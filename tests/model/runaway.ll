; Two counted loops that end on an equality test, as clang -O2 makes them
; (tests/model/run.sh, case runaway; runaway.c): the first fills a[i] =
; i + argc - 1 for i = 0 .. 63, the second sums a[] and the sum is
; printed. A flip of a counter (the phis 3 and 10, the adds 7 and 15)
; that moves it past 64 (any bit from 6 up, and bits below that the
; counter does not have set near the end) never meets the bound: the
; loop runs on through memory until it crashes. Only a flip that moves
; it back (a set bit: iterations redone) or forward within the range
; ends the loop, 9.4% of them: predicted 9.4% SDC and 90.6% crash. The
; injector (trident inject -n 100 -j 1 --inst ID): 3: SDC 7%, crash
; 88%; 10: SDC 12%, crash 88%; 7: SDC 6%, crash 88%. Without the
; runaway (--no-runaway) the counter's flips that its addresses do not
; crash all count as SDC: 26.6% SDC, 73.4% crash. The exit compare (8)
; flipped on the last of its 64 runs continues past the bound: its SDC
; is scaled by 63/64.
; Ids: main: 1 sext  2 br  3 phi i  4 gep  5 add v  6 store  7 add i.next
;   8 icmp  9 br  10 phi j  11 phi s  12 gep  13 load  14 add s.next
;   15 add j.next  16 icmp  17 br  18 printf  19 ret
@a = internal global [64 x i64] zeroinitializer
@fd = private constant [5 x i8] c"%ld\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %k = sext i32 %argc to i64
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %p = getelementptr inbounds [64 x i64], ptr @a, i64 0, i64 %i
  %v = add i64 %i, %k
  store i64 %v, ptr %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %sum, label %fill

sum:
  %j = phi i64 [ 0, %fill ], [ %j.next, %sum ]
  %s = phi i64 [ 0, %fill ], [ %s.next, %sum ]
  %q = getelementptr inbounds [64 x i64], ptr @a, i64 0, i64 %j
  %x = load i64, ptr %q, align 8
  %s.next = add i64 %s, %x
  %j.next = add nuw nsw i64 %j, 1
  %end = icmp eq i64 %j.next, 64
  br i1 %end, label %out, label %sum

out:
  %r = call i32 (ptr, ...) @printf(ptr @fd, i64 %s.next)
  ret i32 0
}

declare i32 @printf(ptr, ...)
