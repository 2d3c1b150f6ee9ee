; Vector operations re-evaluated on their lane 0 (tests/profile/run.sh,
; case vector; profiler/values.c, lane_type). x = atoi(argv[1]) = 100; every
; instruction runs once. Ids:
;   1 gep  2 load  3 call atoi  4 sitofp  5 insertelement  6 insertelement
;   7 fadd <2 x double>  8 fadd double  9 fcmp <2 x double>  10 fcmp double
;   11 extractelement  12 zext  13 fptosi  14 add  15 call printf  16 ret
; Lane 0 of the vector fadd (7) is the scalar fadd (8), 100.0 + 1e20: only
; the flips that make 100.0 at least half an ulp of 1e20 (8192) change it,
; 7 of its 64 (exponent bits, none of the mantissa's): the same counts for
; both. The vector fcmp's lane 0 (9) is the scalar's (10), 100.0 < 50.0:
; the sign and two exponent flips make it true, 3 of 64. A vector compare
; has no exact statistics (no "compares" entry), only its value site.
declare i32 @atoi(ptr)
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %p = getelementptr ptr, ptr %argv, i64 1
  %s = load ptr, ptr %p
  %x = call i32 @atoi(ptr %s)
  %f = sitofp i32 %x to double
  %v0 = insertelement <2 x double> poison, double %f, i64 0
  %v = insertelement <2 x double> %v0, double 3.0, i64 1
  %vs = fadd <2 x double> %v, <double 1.0e20, double 1.0e20>
  %fs = fadd double %f, 1.0e20
  %vc = fcmp olt <2 x double> %v, <double 50.0, double 50.0>
  %fc = fcmp olt double %f, 50.0
  %c1 = extractelement <2 x i1> %vc, i64 1
  %z = zext i1 %c1 to i32
  %t = fptosi double %fs to i32
  %all = add i32 %z, %t
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %all)
  ret i32 0
}
