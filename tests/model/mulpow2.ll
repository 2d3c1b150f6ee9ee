; A flip through a multiply by a profiled power of two (model_opts.mul_pow2,
; engine.c mul_pow2; issue 19's blockIdx.x * blockDim.x): x (1) times m
; (2, read from the arguments: 16, a variable the profile always sees as
; 2^4), its low byte printed. With the rule, a flip of bit j of x moves to
; bit j + 4 of the product: bits 28-31 fall off, and only bits 0-3 reach the
; printed byte: SDC 4/32 = 0.125 (the injector: every flip of bits 0-3
; shows, none other). Without it (--no-mul-pow2) the flip may be in any bit
; of the product after the multiply, a quarter of which the byte keeps.
; Ids: main: 1 gep  2 load  3 call atoi x  4 gep  5 load  6 call atoi m
;   7 mul  8 trunc  9 zext  10 printf  11 ret
@fmt = private constant [4 x i8] c"%u\0A\00"

declare i32 @atoi(ptr)
declare i32 @printf(ptr, ...)

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %a1 = getelementptr ptr, ptr %argv, i64 1
  %s1 = load ptr, ptr %a1
  %x = call i32 @atoi(ptr %s1)
  %a2 = getelementptr ptr, ptr %argv, i64 2
  %s2 = load ptr, ptr %a2
  %m = call i32 @atoi(ptr %s2)
  %p = mul i32 %x, %m
  %b = trunc i32 %p to i8
  %z = zext i8 %b to i32
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %z)
  ret i32 0
}
