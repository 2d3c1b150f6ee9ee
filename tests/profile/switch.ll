; Switch edge counts known by hand (tests/profile/run.sh, case switch).
; The loop runs N = atoi(argv[1]) times (at least once); the first switch,
; on i mod 5, has successors in the order default (m = 4), case 0, case 1,
; case 2, case 3; cases 1 and 2 share block %b, so each of them must be
; counted apart. After the loop a second switch on N itself: default and
; case 7 both go to %end, case 100 to %hundred.
; Ids, in module order:
;   entry: 1 gep  2 load  3 call atoi  4 br
;   loop:  5 phi  6 urem  7 switch
;   a: 8 br   b: 9 br   c: 10 br   d: 11 br
;   latch: 12 add  13 icmp  14 br
;   after: 15 switch   hundred: 16 br   end: 17 ret
declare i32 @atoi(ptr)

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %p = getelementptr ptr, ptr %argv, i64 1
  %s = load ptr, ptr %p
  %n = call i32 @atoi(ptr %s)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %m = urem i32 %i, 5
  switch i32 %m, label %d [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %b
    i32 3, label %c
  ]
a:
  br label %latch
b:
  br label %latch
c:
  br label %latch
d:
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %after
after:
  switch i32 %n, label %end [
    i32 7, label %end
    i32 100, label %hundred
  ]
hundred:
  br label %end
end:
  ret i32 0
}
