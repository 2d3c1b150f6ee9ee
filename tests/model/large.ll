; An integer converted to floating point and printed with %.2f (tests/
; model/run.sh, case large; issue 15): n (1: argc + 6, 7 with no
; arguments) becomes n / 8.0 = 0.875, printed "0.88". Every flip of n
; changes the printed value (a flip of bit b moves it by 2^b / 8: the
; injector, trident inject -n 200 --inst 1: SDC in all 200 runs). The
; error reaches the double as a change by a large factor, not a flip of
; one of its bits: it shows at the output (1), where a flip of the
; double's own bits shows in the share of its digits printed (the
; fdiv, 3: ((64 - 52) + 52 * 3/16) / 64 = 0.34).
; Ids: main: 1 add n  2 sitofp  3 fdiv  4 printf  5 ret
@ff = private constant [6 x i8] c"%.2f\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %n = add i32 %argc, 6
  %f = sitofp i32 %n to double
  %q = fdiv double %f, 8.000000e+00
  %r = call i32 (ptr, ...) @printf(ptr @ff, double %q)
  ret i32 0
}

declare i32 @printf(ptr, ...)
