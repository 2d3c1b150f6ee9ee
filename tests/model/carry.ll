; Bytes stored one by one into a 4-byte word that is then read whole and
; printed (tests/model/run.sh, case carry; issue 15). The profile's shadow
; keeps one store per 4-byte granule: each byte store carries the bytes
; before it on (the pairs (8, 10), (10, 11), (11, 12)), so the values of
; the first bytes (b1, 6 and b2, 7) reach the load (13) and the output:
; SDC for every flip of their 8 bits (before, their stores had no reader
; and the model masked them).
; Ids: main: 1-3 gep  4 add a  5 trunc b0  6 add b1  7 add b2  8 store
;   9 add b3  10-12 store  13 load  14 printf  15 ret
@buf = global [4 x i8] zeroinitializer
@fd = private constant [4 x i8] c"%d\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %p1 = getelementptr [4 x i8], ptr @buf, i64 0, i64 1
  %p2 = getelementptr [4 x i8], ptr @buf, i64 0, i64 2
  %p3 = getelementptr [4 x i8], ptr @buf, i64 0, i64 3
  %a = add i32 %argc, 64
  %b0 = trunc i32 %a to i8
  %b1 = add i8 %b0, 1
  %b2 = add i8 %b0, 2
  store i8 %b1, ptr @buf
  %b3 = add i8 %b0, 3
  store i8 %b2, ptr %p1
  store i8 %b3, ptr %p2
  store i8 %b0, ptr %p3
  %w = load i32, ptr @buf
  %r = call i32 (ptr, ...) @printf(ptr @fd, i32 %w)
  ret i32 0
}

declare i32 @printf(ptr, ...)
