; Flip chains through floating-point operations (tests/model/run.sh, case
; chain; model/engine.c, chain_step). x = (double)argc (1.0), y = x * 0.5,
; z = y + 1e6 (rounding drops y's low bits: z's profiled sensitivity to y
; is s), w = z + 1e6 (drops at most z's lowest bit); w printed with %a,
; which shows every bit. A flip of x passes the exact multiply, then the
; flips that survive z's rounding survive w's too: x's SDC is s (the chain
; masks once), not s times w's sensitivity. Ids: 1 sitofp 2 fmul 3 fadd
; 4 fadd 5 call printf 6 ret.
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%a\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %x = sitofp i32 %argc to double
  %y = fmul double %x, 5.000000e-01
  %z = fadd double %y, 1.000000e+06
  %w = fadd double %z, 1.000000e+06
  %r = call i32 (ptr, ...) @printf(ptr @fmt, double %w)
  ret i32 0
}
