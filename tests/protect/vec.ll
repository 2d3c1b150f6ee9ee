; Selective duplication of vector values (tests/protect/run.sh, case
; vectors): a 128-bit vector chain (ids 2, 3) whose root, the load (id 1),
; reaches the shadows through one register copy, and a 256-bit add (id 6)
; whose root, wider than an SSE register, is copied lane by lane as i64;
; both checked bit for bit before their stores (ids 4, 7). Hand-written,
; ids by `trident ids`.
; ModuleID = 'v.ll'
source_filename = "v.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = global [4 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00], align 32
@.str = private unnamed_addr constant [16 x i8] c"%.3f %.3f %.3f\0A\00", align 1

declare i32 @printf(ptr, ...)

define i32 @main() {
  %v = load <2 x double>, ptr @a, align 32, !trident.id !0
  %w = fadd <2 x double> %v, <double 1.000000e+00, double 1.000000e+00>, !trident.id !1
  %x = fmul <2 x double> %w, %v, !trident.id !2
  store <2 x double> %x, ptr @a, align 32, !trident.id !3
  %u = load <4 x double>, ptr @a, align 32, !trident.id !4
  %y = fadd <4 x double> %u, %u, !trident.id !5
  store <4 x double> %y, ptr @a, align 32, !trident.id !6
  %e0 = extractelement <2 x double> %x, i64 0, !trident.id !7
  %e1 = extractelement <2 x double> %x, i64 1, !trident.id !8
  %e3 = extractelement <4 x double> %y, i64 3, !trident.id !9
  %r = call i32 (ptr, ...) @printf(ptr @.str, double %e0, double %e1, double %e3), !trident.id !10
  ret i32 0, !trident.id !11
}

!0 = !{i64 1}
!1 = !{i64 2}
!2 = !{i64 3}
!3 = !{i64 4}
!4 = !{i64 5}
!5 = !{i64 6}
!6 = !{i64 7}
!7 = !{i64 8}
!8 = !{i64 9}
!9 = !{i64 10}
!10 = !{i64 11}
!11 = !{i64 12}
