; A floating-point def-use cycle with two ways out (tests/model/run.sh, case
; fpcycle; model/engine.c, cycle_outcomes): y = y * 0.5 + i for i = 0 ..
; 63, each y stored to a[i] and 3y to b[i]; a is printed with %.2f, every
; eighth b with %.1f. The cycle's members (3 phi y, 6 fmuladd) combine
; their ways out with the independence of a floating-point value's users
; (--fp-independence), with cycle reach as without it (before, the
; per-member outcomes took the integer independence). Made with
; clang-19 -O1 -S -emit-llvm from:
;   double a[64], b[64];
;   int main(void) { double y = 1;
;     for (int i = 0; i < 64; i++) { y = y * 0.5 + i; a[i] = y; b[i] = y * 3; }
;     for (int i = 0; i < 64; i++) printf("%.2f\n", a[i]);
;     for (int i = 0; i < 64; i += 8) printf("%.1f\n", b[i]);
;     return 0; }

@a = dso_local local_unnamed_addr global [64 x double] zeroinitializer, align 16
@b = dso_local local_unnamed_addr global [64 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"%.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %10, %1 ]
  %3 = phi double [ 1.000000e+00, %0 ], [ %6, %1 ]
  %4 = trunc nuw nsw i64 %2 to i32
  %5 = uitofp nneg i32 %4 to double
  %6 = tail call double @llvm.fmuladd.f64(double %3, double 5.000000e-01, double %5)
  %7 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %2
  store double %6, ptr %7, align 8, !tbaa !5
  %8 = fmul double %6, 3.000000e+00
  %9 = getelementptr inbounds [64 x double], ptr @b, i64 0, i64 %2
  store double %8, ptr %9, align 8, !tbaa !5
  %10 = add nuw nsw i64 %2, 1
  %11 = icmp eq i64 %10, 64
  br i1 %11, label %12, label %1, !llvm.loop !9

12:                                               ; preds = %1, %12
  %13 = phi i64 [ %17, %12 ], [ 0, %1 ]
  %14 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %15)
  %17 = add nuw nsw i64 %13, 1
  %18 = icmp eq i64 %17, 64
  br i1 %18, label %20, label %12, !llvm.loop !12

19:                                               ; preds = %20
  ret i32 0

20:                                               ; preds = %12, %20
  %21 = phi i64 [ %25, %20 ], [ 0, %12 ]
  %22 = getelementptr inbounds [64 x double], ptr @b, i64 0, i64 %21
  %23 = load double, ptr %22, align 16, !tbaa !5
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %23)
  %25 = add nuw nsw i64 %21, 8
  %26 = icmp ult i64 %21, 56
  br i1 %26, label %20, label %19, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
