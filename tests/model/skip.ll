; A branch that skips a whole loop of stores (tests/model/run.sh, case
; skip): go (2) guards the loop that fills buf with 3i, and the program
; prints how many entries exceed 100. Its flip skips all 64 stores (the
; count becomes 0: the injector finds SDC in all of 100 runs), not one:
; with loop targets the store's chance counts once per skipped run (the
; model: 0.57, against the store's own 0.39 without).
; Ids: entry: 1 add  2 icmp  3 br;  fill: 4 phi  5 zext  6 gep  7 mul
;   8 store  9 add  10 icmp  11 br;  pre: 12 br;  count: 13 phi  14 phi
;   15 zext  16 gep  17 load  18 icmp  19 zext  20 add  21 add  22 icmp
;   23 br;  done: 24 call printf  25 ret
@buf = global [64 x i32] zeroinitializer
@fmt = private constant [4 x i8] c"%d\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %n = add i32 %argc, 63
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %fill, label %pre
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %iz = zext i32 %i to i64
  %p = getelementptr [64 x i32], ptr @buf, i64 0, i64 %iz
  %v = mul i32 %i, 3
  store i32 %v, ptr %p
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %fill, label %pre
pre:
  br label %count
count:
  %j = phi i32 [ 0, %pre ], [ %j1, %count ]
  %c = phi i32 [ 0, %pre ], [ %c1, %count ]
  %jz = zext i32 %j to i64
  %q = getelementptr [64 x i32], ptr @buf, i64 0, i64 %jz
  %w = load i32, ptr %q
  %big = icmp sgt i32 %w, 100
  %b = zext i1 %big to i32
  %c1 = add i32 %c, %b
  %j1 = add i32 %j, 1
  %again = icmp slt i32 %j1, 64
  br i1 %again, label %count, label %done
done:
  %out = call i32 (ptr, ...) @printf(ptr @fmt, i32 %c1)
  ret i32 0
}

declare i32 @printf(ptr, ...)
