; A clamped table index (tests/model/run.sh, case clamp; model/engine.c,
; clamp_bits): for i = 0 .. 999, idx = min(max(i % 100 + x, 0), 88) with
; x = argc (1), and the sum of table[idx] is printed. A flip of the sum
; i % 100 + x (id 5) reaches the load's address only through the clamp,
; which keeps the index within the table: it cannot crash, whatever bit
; flipped (trident inject -n 200 --inst 5: 94.0% SDC, no crash; the
; model 90.6%, 0). A flip of max(., 0) (6) crashes only by its sign, which
; the min passes (2.5% crash, 91.5% SDC; the model 11.3%, 79.3%); one of
; the clamped index (7) itself by any high bit (56.0% crash, 42.0% SDC;
; the model 56.3%, 43.8%). Ids:
;   1 br  2 phi i  3 phi s  4 urem  5 add  6 smax  7 smin  8 zext  9 gep
;   10 load  11 add  12 add  13 icmp  14 br  15 call printf  16 ret
declare i32 @printf(ptr, ...)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
@table = private constant [89 x i32] [i32 7, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29, i32 31, i32 37, i32 41, i32 43, i32 47, i32 53, i32 59, i32 61, i32 67, i32 71, i32 73, i32 79, i32 83, i32 89, i32 97, i32 101, i32 103, i32 107, i32 109, i32 113, i32 127, i32 131, i32 137, i32 139, i32 149, i32 151, i32 157, i32 163, i32 167, i32 173, i32 179, i32 181, i32 191, i32 193, i32 197, i32 199, i32 211, i32 223, i32 227, i32 229, i32 233, i32 239, i32 241, i32 251, i32 257, i32 263, i32 269, i32 271, i32 277, i32 281, i32 283, i32 293, i32 307, i32 311, i32 313, i32 317, i32 331, i32 337, i32 347, i32 349, i32 353, i32 359, i32 367, i32 373, i32 379, i32 383, i32 389, i32 397, i32 401, i32 409, i32 419, i32 421, i32 431, i32 433, i32 439, i32 443, i32 449, i32 457, i32 461, i32 463, i32 467, i32 479]
@fmt = private constant [4 x i8] c"%d\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %m = urem i32 %i, 100
  %raw = add i32 %m, %argc
  %lo = call i32 @llvm.smax.i32(i32 %raw, i32 0)
  %idx = call i32 @llvm.smin.i32(i32 %lo, i32 88)
  %z = zext i32 %idx to i64
  %p = getelementptr [89 x i32], ptr @table, i64 0, i64 %z
  %v = load i32, ptr %p
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 1000
  br i1 %done, label %out, label %loop
out:
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %s1)
  ret i32 0
}
