; Value sensitivities of intrinsics, by hand (tests/profile/run.sh, case
; intrinsics). x = atoi(argv[1]) = 100; every instruction runs once. Ids:
;   1 gep  2 load  3 call atoi  4 smin  5 smax  6 sitofp  7 fabs  8 fma
;   9 add  10 fptosi  11 add  12 call printf  13 ret
;   smin(x, 5) = 5     only the sign bit makes x win: 1/32
;   smax(x, 5) = 100   every flip changes x, and x still wins or, made
;                      negative, loses to 5: 32/32
;   fabs(100.0)        every flip but the sign bit's: 63/64
;   fma(100.0, 2.0, 1.0) = 201   every flip of 100.0 changes it: 64/64
;                      (re-evaluated as fmuladd, unfused; the x86-64 build
;                      calls libm: -l -lm)
declare i32 @atoi(ptr)
declare i32 @printf(ptr, ...)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare double @llvm.fabs.f64(double)
declare double @llvm.fma.f64(double, double, double)
@fmt = private constant [4 x i8] c"%d\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %p = getelementptr ptr, ptr %argv, i64 1
  %s = load ptr, ptr %p
  %x = call i32 @atoi(ptr %s)
  %lo = call i32 @llvm.smin.i32(i32 %x, i32 5)
  %hi = call i32 @llvm.smax.i32(i32 %x, i32 5)
  %f = sitofp i32 %x to double
  %a = call double @llvm.fabs.f64(double %f)
  %m = call double @llvm.fma.f64(double %a, double 2.0, double 1.0)
  %sum = add i32 %lo, %hi
  %ai = fptosi double %m to i32
  %all = add i32 %sum, %ai
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %all)
  ret i32 0
}
