; Value sensitivities computed by hand (tests/profile/run.sh, case values).
; x = atoi(argv[1]); every instruction below runs once. Ids:
;   entry: 1 gep  2 load  3 call atoi  4 and  5 icmp sgt  6 trunc  7 shl
;   8 select  9 sitofp  10 fcmp olt  11 sub  12 udiv  13 zext  14-17 add
;   18 zext  19 add  20 call printf  21 ret
; For x = 5 (i32 flips of x, 32 each):
;   x & 0xF0          only the 4 mask bits matter: 4/32
;   x > 0             only the sign bit turns 5 non-positive: 1/32
;   trunc to i8       the low 8 bits: 8/32
;   x << 3            the top 3 bits fall out: 29/32
;   select c, x, 7    c is true: the condition 1/1, x 32/32
;   5.0 < 1.0         the sign bit and the exponent's top bit: 2/64
;   7 udiv (x - 1)    7/4 = 1; flips to 5 and 6 give 1 again, the flip to
;                     0 divides by zero (counted as a change): 30/32
; For x = 0: x > 0 changes with every flip but the sign bit's (31/32); the
; select takes 7, so x matters not at all (0/32) and c does (1/1).
declare i32 @atoi(ptr)
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %p = getelementptr ptr, ptr %argv, i64 1
  %s = load ptr, ptr %p
  %x = call i32 @atoi(ptr %s)
  %m = and i32 %x, 240
  %c = icmp sgt i32 %x, 0
  %t = trunc i32 %x to i8
  %sh = shl i32 %x, 3
  %sel = select i1 %c, i32 %x, i32 7
  %f = sitofp i32 %x to double
  %fc = fcmp olt double %f, 1.0
  %y = sub i32 %x, 1
  %d = udiv i32 7, %y
  %z = zext i8 %t to i32
  %r1 = add i32 %m, %sh
  %r2 = add i32 %r1, %sel
  %r3 = add i32 %r2, %d
  %r4 = add i32 %r3, %z
  %fz = zext i1 %fc to i32
  %r5 = add i32 %r4, %fz
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %r5)
  ret i32 0
}
