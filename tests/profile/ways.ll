; Memory pairs through the load records' ways and the shapes of the inline
; fast path (tests/profile/run.sh, case ways). Five stores (ids 5 7 9 11
; 13: ways 1 3 1 3 1 of four) fill a heap array of ten i32, twice each;
; one load reads it 1000 times round-robin, so its pairs with the three
; stores that share a way keep replacing each other there: 200 loads each.
; An 8-byte load (a word pair) reads granules of stores 5 and 7 (once per
; load and distinct store); an 8-byte store aligned to 4 only (id 28: the
; runtime's path) writes two granules that two 4-byte loads read.
; Ids, in module order:
;   entry: 1 malloc  2 br
;   fill:  3 phi  4 gep  5 store  6 gep  7 store  8 gep  9 store  10 gep
;          11 store  12 gep  13 store  14 add  15 icmp  16 br
;   read:  17 phi  18 phi  19 urem  20 gep  21 load  22 add  23 add
;          24 icmp  25 br
;   wide:  26 load  27 gep  28 store  29 load  30 gep  31 load  32 add
;          33 add  34 printf  35 ret
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

declare ptr @malloc(i64)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %a = call ptr @malloc(i64 40)
  br label %fill
fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill ]
  %p0 = getelementptr i32, ptr %a, i64 %i
  store i32 1, ptr %p0, align 4
  %p1 = getelementptr i32, ptr %p0, i64 1
  store i32 2, ptr %p1, align 4
  %p2 = getelementptr i32, ptr %p0, i64 2
  store i32 3, ptr %p2, align 4
  %p3 = getelementptr i32, ptr %p0, i64 3
  store i32 4, ptr %p3, align 4
  %p4 = getelementptr i32, ptr %p0, i64 4
  store i32 5, ptr %p4, align 4
  %i1 = add i64 %i, 5
  %c = icmp ult i64 %i1, 10
  br i1 %c, label %fill, label %read
read:
  %k = phi i64 [ 0, %fill ], [ %k1, %read ]
  %s = phi i32 [ 0, %fill ], [ %s1, %read ]
  %j = urem i64 %k, 10
  %q = getelementptr i32, ptr %a, i64 %j
  %v = load i32, ptr %q, align 4
  %s1 = add i32 %s, %v
  %k1 = add i64 %k, 1
  %d = icmp ult i64 %k1, 1000
  br i1 %d, label %read, label %wide
wide:
  %x = load i64, ptr %a, align 8
  %a4 = getelementptr i8, ptr %a, i64 4
  store i64 0, ptr %a4, align 4
  %y = load i32, ptr %a4, align 4
  %a8 = getelementptr i8, ptr %a, i64 8
  %z = load i32, ptr %a8, align 4
  %t = add i32 %s1, %y
  %u = add i32 %t, %z
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %u)
  ret i32 0
}
