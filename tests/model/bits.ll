; What a value's own operations say about its bits (tests/model/run.sh,
; case bits; model/bits.c, docs/predict.md "Known bits" and
; --no-cycle-reach). Sixteen 4-bit codes, each chosen by a compare (7:
; `r > 6 ? 12 : 3`), packed as `(code << 4) & 0xf0 | code`, truncated to a
; byte, stored and written with fwrite; a CRC-like state `crc = tab[(crc ^
; i) & 15] ^ (crc >> 4)`, printed at the end.
; - A flip of the compare (7) picks the other code: every bit it can
;   change survives the shift, the mask and the trunc (before: 8/32 of the
;   trunc and 0.1 of the mask passed, 25% SDC). FI (trident inject -n 150
;   -j 1 --inst 7): SDC 150 of 150.
; - In the state's cycle, a flip of the index (16, `& 15`) crashes the
;   table load when it moves the address far (FI --inst 16: crash 83,
;   SDC 64 of 150; zext 17: crash 108, SDC 37), while a flip of crc ^ i
;   (15) that passes the mask is an index still in the table (FI: SDC
;   20, crash 0 of 150, 4/32 of the flips). Before, the cycle's crash was
;   dropped (16, 17: crash 0) and the load cut the reach by its crash
;   chance (15: SDC 3%).
; Ids: main: 1 br  2 phi i  3 phi crc  4 trunc  5 mul  6 urem  7 icmp
;   8 select  9 shl  10 and  11 or  12 trunc  13 getelementptr  14 store
;   15 xor  16 and  17 zext  18 getelementptr  19 load  20 lshr  21 xor
;   22 add  23 icmp  24 br  25 load  26 fwrite  27 printf  28 ret
@buf = global [16 x i8] zeroinitializer
@tab = constant [16 x i32] [i32 4129, i32 8258, i32 12387, i32 16516, i32 20645, i32 24774, i32 28903, i32 33032, i32 37161, i32 41290, i32 45419, i32 49548, i32 53677, i32 57806, i32 61935, i32 65535]
@fd = private constant [4 x i8] c"%u\0A\00"
@stdout = external global ptr

define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %crc = phi i32 [ %argc, %entry ], [ %crc.next, %loop ]
  %i32 = trunc i64 %i to i32
  %x = mul i32 %i32, 7
  %r = urem i32 %x, 13
  %c = icmp ugt i32 %r, 6
  %code = select i1 %c, i32 12, i32 3
  %hi = shl i32 %code, 4
  %m = and i32 %hi, 240
  %b = or i32 %m, %code
  %byte = trunc i32 %b to i8
  %p = getelementptr [16 x i8], ptr @buf, i64 0, i64 %i
  store i8 %byte, ptr %p
  %t = xor i32 %crc, %i32
  %k = and i32 %t, 15
  %kz = zext i32 %k to i64
  %q = getelementptr [16 x i32], ptr @tab, i64 0, i64 %kz
  %v = load i32, ptr %q
  %s = lshr i32 %crc, 4
  %crc.next = xor i32 %v, %s
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, 16
  br i1 %done, label %exit, label %loop

exit:
  %out = load ptr, ptr @stdout
  %w = call i64 @fwrite(ptr @buf, i64 1, i64 16, ptr %out)
  %f = call i32 (ptr, ...) @printf(ptr @fd, i32 %crc.next)
  ret i32 0
}

declare i64 @fwrite(ptr, i64, i64, ptr)
declare i32 @printf(ptr, ...)
