; A 32-bit value kept in a 64-bit word (as MiBench blowfish's BF_LONG),
; masked to its low 32 bits (w, 12) and split into its four bytes by
; shifts, masks and truncs, each printed; byte 1 (15) indexes a table of
; 256 32-bit entries (an S-box) whose entry (21) indexes it again through
; its low byte (22), the second entry (24) printed (tests/model/run.sh,
; case bits; model_opts.flip_bits).
; Each flip of w's low 32 bits reaches exactly one printed byte, those of
; its high 32 bits none: SDC 1/2, and so for v (11), whose mask keeps half
; its flips. The bytes are exclusive chances, not four partly correlated
; ones of 8/64 each. A table index confined to a byte moves the address
; within the table: no crash, a wrong entry (14, 21).
; Ids: main: 1 br  2 phi i  3 mul  4 and  5 gep  6 store  7 add  8 icmp
;   9 br  10 zext  11 mul v  12 and w  13 trunc b0  14 lshr s1  15 and b1
;   16 lshr s2  17 trunc b2  18 lshr s3  19 trunc b3  20 gep  21 load e
;   22 and  23 gep  24 load e2  25-28 casts  29 printf  30 ret
@tab = internal global [256 x i64] zeroinitializer
@fmt = private constant [17 x i8] c"%u %u %u %u %lu\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill ]
  %m = mul i64 %i, 2654435761
  %t = and i64 %m, 4294967295
  %pt = getelementptr [256 x i64], ptr @tab, i64 0, i64 %i
  store i64 %t, ptr %pt
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, 256
  br i1 %c, label %done, label %fill

done:
  %a = zext i32 %argc to i64
  %v = mul i64 %a, -7046029254386353131
  %w = and i64 %v, 4294967295
  %b0 = trunc i64 %w to i8
  %s1 = lshr i64 %w, 8
  %b1 = and i64 %s1, 255
  %s2 = lshr i64 %w, 16
  %b2 = trunc i64 %s2 to i8
  %s3 = lshr i64 %w, 24
  %b3 = trunc i64 %s3 to i8
  %pe = getelementptr [256 x i64], ptr @tab, i64 0, i64 %b1
  %e = load i64, ptr %pe
  %e8 = and i64 %e, 255
  %pe2 = getelementptr [256 x i64], ptr @tab, i64 0, i64 %e8
  %e2 = load i64, ptr %pe2
  %c0 = zext i8 %b0 to i32
  %c1 = trunc i64 %b1 to i32
  %c2 = zext i8 %b2 to i32
  %c3 = zext i8 %b3 to i32
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i64 %e2)
  ret i32 0
}

declare i32 @printf(ptr, ...)
