; A loop whose body is a chain of small blocks without calls, which the
; injector instruments as one region (tests/inject/run.sh, case region):
; one test at the loop header for the most sites a path through
; loop/then/join/cap can run (4 + 1 + 3 + 1 = 9), join2 on its own. Ids:
;   entry: 1 br
;   loop:  2 phi i  3 phi s  4 and  5 icmp  6 br
;   then:  7 add  8 br
;   join:  9 phi  10 mul  11 icmp  12 br
;   cap:   13 urem  14 br
;   join2: 15 phi  16 add  17 icmp  18 br
;   done:  19 call printf  20 ret
; s goes 0, 130, 690 (capped), 100 (capped); the sites run in this order:
;   i=0: 2 3 4 5 9 10 11 15 16 17
;   i=1: 2 3 4 5 7 9 10 11 15 16 17
;   i=2: 2 3 4 5 9 10 11 13 15 16 17
;   i=3: 2 3 4 5 7 9 10 11 13 15 16 17
;   then 19: 45 instances; instructions: 1 + 13 + 15 + 15 + 17 + 2 = 63.
@fmt = private constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

; CHECK-LABEL: define i32 @main(
; CHECK:       loop:
; CHECK:         %fi.rel = xor i64 %fi.base, -1
; CHECK-NEXT:    [[IN:%fi.in[0-9]*]] = icmp ult i64 %fi.rel, 9
; CHECK-NEXT:    br i1 [[IN]], label %[[SLOW:fi.slow[0-9]*]], label %{{fi.cont[0-9]*}}, !prof
; The region's other blocks count, but test nothing.
; CHECK-NOT:     icmp ult
; CHECK:       join2:
; The exit's phis gain the slow edges; i, used past the region, is merged.
; CHECK-DAG:     phi i32 [ %i{{[0-9]*}}, %join ], [ {{%[0-9]+}}, %fi.slow{{[0-9]+}} ], [ %i{{[0-9]*}}, %cap ], [ {{%[0-9]+}}, %fi.slow{{[0-9]+}} ]
; CHECK-DAG:     %s2 = phi i32 [ %r, %cap ], [ %m, %join ], [ {{%[0-9]+}}, %fi.slow{{[0-9]+}} ], [ {{%[0-9]+}}, %fi.slow{{[0-9]+}} ]
; CHECK:         icmp ult i64 %fi.rel{{[0-9]+}}, 3
; The slow copy of the region: a clone of cap's urem, without an id, checked.
; CHECK:       [[SLOW]]:
; CHECK:         urem i32 {{%[0-9]+}}, 1000{{$}}
; CHECK:         call void @__trident_fi_inject(ptr {{%fi.slot[0-9]*}}, i32 32, i32 13,
define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %join2 ]
  %s = phi i32 [ 0, %entry ], [ %s2, %join2 ]
  %odd = and i32 %i, 1
  %c = icmp eq i32 %odd, 1
  br i1 %c, label %then, label %join
then:
  %t = add i32 %s, 10
  br label %join
join:
  %s1 = phi i32 [ %t, %then ], [ %s, %loop ]
  %m = mul i32 %s1, 13
  %big = icmp ugt i32 %m, 1000
  br i1 %big, label %cap, label %join2
cap:
  %r = urem i32 %m, 1000
  br label %join2
join2:
  %s2 = phi i32 [ %r, %cap ], [ %m, %join ]
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 4
  br i1 %more, label %loop, label %done
done:
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %s2)
  ret i32 0
}
