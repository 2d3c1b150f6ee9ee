; Branch probabilities known by hand (tests/profile/run.sh, case loop).
; main runs the loop below N = atoi(argv[1]) times (at least once); with
; i from 0 and m = i mod 4:
;   the `lo` branch (m < 2) goes to %a on m = 0, 1 and to %b on m = 2, 3;
;   %a goes to %x on m = 0, else %y; %b goes to %x on m = 2, else %y;
;   the latch goes back to %loop N - 1 times of N, and to %done once.
; Every kind of edge count is used (profiler.h): %a, %b and %done are the
; only way into their blocks (counted by those blocks); %x and %y are
; entered from both %a and %b (the true side counted directly, the false
; side the remainder); %loop is entered from %entry too (the remainder).
; Ids, in module order:
;   entry: 1 gep  2 load  3 call atoi  4 br
;   loop:  5 phi  6 urem  7 icmp  8 br      a: 9 icmp  10 br
;   b:     11 icmp  12 br   x: 13 br   y: 14 br
;   latch: 15 add  16 icmp  17 br          done: 18 ret
declare i32 @atoi(ptr)

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %p = getelementptr ptr, ptr %argv, i64 1
  %s = load ptr, ptr %p
  %n = call i32 @atoi(ptr %s)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %m = urem i32 %i, 4
  %lo = icmp ult i32 %m, 2
  br i1 %lo, label %a, label %b
a:
  %z = icmp eq i32 %m, 0
  br i1 %z, label %x, label %y
b:
  %t = icmp eq i32 %m, 2
  br i1 %t, label %x, label %y
x:
  br label %latch
y:
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret i32 0
}
