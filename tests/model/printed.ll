; Two doubles printed with %.2f (tests/model/run.sh, case printed; §5.3.5
; with the profile's printed magnitudes): n (argc + 99, 100 with no
; arguments) times 1.5 is 150 (3), printed "150.00", five digits; n /
; 8000 is 0.0125 (4), printed "0.01", one. A flip shows when it moves the
; value across a rounding boundary of the last digit: 150's upper 15
; mantissa bits, 0.0125's top one, and of both the sign and the exponent
; bits that do not shrink the value below half a digit (fm.c,
; fixed_visible): 41.5% and 20.0%. The injector, every bit of each (trident
; inject --inst ID --site ID:1:B, B = 0 .. 63): 26/64 = 40.6% and 12/64 =
; 18.8%. The fixed precision + 1 digits of --no-printed-magnitude give
; both ((64 - 52) + 52 * 3/16) / 64 = 34.0%.
; Ids: main: 1 add n  2 sitofp  3 fmul  4 fdiv  5 printf  6 printf  7 ret
@ff = private constant [6 x i8] c"%.2f\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %n = add i32 %argc, 99
  %f = sitofp i32 %n to double
  %big = fmul double %f, 1.500000e+00
  %small = fdiv double %f, 8.000000e+03
  %r1 = call i32 (ptr, ...) @printf(ptr @ff, double %big)
  %r2 = call i32 (ptr, ...) @printf(ptr @ff, double %small)
  ret i32 0
}

declare i32 @printf(ptr, ...)
