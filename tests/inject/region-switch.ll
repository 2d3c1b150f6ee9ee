; A region whose entry reaches its exit block through two edges of one
; switch (tests/inject/run.sh, case region): the exit's phis, old and new,
; need an entry for every edge, slow ones included. Ids:
;   entry: 1 br
;   loop:  2 phi i  3 phi s  4 and  5 mul  6 switch
;   other: 7 add  8 br
;   x:     9 phi  10 add  11 add  12 add  13 add  14 icmp  15 br
;   done:  16 call printf  17 ret
; k = i & 3 sends i = 2, 3, 6, 7 through other: 10 * 10 + 4 + 1 = 105 site
; instances; 1 + 6 * 12 + 4 * 14 + 2 = 131 instructions.
@fmt = private constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

; CHECK-LABEL: define i32 @main(
; CHECK:       loop:
; CHECK:         icmp ult i64 %fi.rel, 5
; CHECK:       x:
; The merge phi of v (used by u past the region): six entries, two of
; them for each switch edge.
; CHECK:         phi i32 [ [[V:%[0-9]+]], [[F:%fi.cont[0-9]*]] ], [ [[VS:%[0-9]+]], [[S:%fi.slow[0-9]+]] ], [ [[V]], [[F]] ], [ [[VS]], [[S]] ], [ [[V]], %other ], [ [[VS]], %fi.slow{{[0-9]+}} ]
define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %x ]
  %s = phi i32 [ 0, %entry ], [ %s2, %x ]
  %k = and i32 %i, 3
  %v = mul i32 %i, 7
  switch i32 %k, label %other [ i32 0, label %x
                                i32 1, label %x ]
other:
  %w = add i32 %v, 100
  br label %x
x:
  %t = phi i32 [ %v, %loop ], [ %v, %loop ], [ %w, %other ]
  %s2 = add i32 %s, %t
  %u = add i32 %v, %k
  %s3 = add i32 %s2, %u
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 10
  br i1 %more, label %loop, label %done
done:
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %s3)
  ret i32 0
}
