; A Laplacian of a linear field, always 0 (tests/model/run.sh, case zerolap;
; model/engine.c, fp_no_cancel): y = 0.125 (x[i-1][j] - 2 x[i][j] +
; x[i+1][j]) + 0.125 (x[i][j-1] - 2 x[i][j] + x[i][j+1]) + x[i][j] over a
; field x linear in i and j, every eighth y printed with %.2f. A flip of a
; Laplacian's sum (ids 39, 47), of 0, adds the flip's own value, which the
; last add (50) absorbs unless it is an exponent's top bit: trident inject
; -n 200 --inst 39, 48: 100% benign each. The zero sums were taken as
; cancellations that stop the flip chain (the model 35-37%); now 2.3%,
; and 0.04% since only the y printed (1 in 64) counts (the profile's unread
; writes); a flip of the last add (50), 0.6% (-n 300 --inst 50: 0.3%).
; Made with clang-19 -O1 -fno-vectorize -fno-slp-vectorize -S -emit-llvm
; from:
;   double x[66][66], y[66][66];
;   int main(int argc, char **argv) { double s = argc > 1 ? atof(argv[1]) : 0.5;
;     for (int i = 0; i < 66; i++) for (int j = 0; j < 66; j++) x[i][j] = s * (i + 2 * j) + 1;
;     for (int i = 1; i < 65; i++) for (int j = 1; j < 65; j++)
;       y[i][j] = 0.125 * (x[i - 1][j] - 2 * x[i][j] + x[i + 1][j])
;               + 0.125 * (x[i][j - 1] - 2 * x[i][j] + x[i][j + 1]) + x[i][j];
;     for (int i = 1; i < 65; i += 8) for (int j = 1; j < 65; j += 8) printf("%.2f\n", y[i][j]);
;     return 0; }

@x = dso_local local_unnamed_addr global [66 x [66 x double]] zeroinitializer, align 16
@y = dso_local local_unnamed_addr global [66 x [66 x double]] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"%.2f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call double @strtod(ptr nocapture noundef nonnull %6, ptr noundef null) #4
  br label %8

8:                                                ; preds = %2, %4
  %9 = phi double [ %7, %4 ], [ 5.000000e-01, %2 ]
  br label %10

10:                                               ; preds = %8, %12
  %11 = phi i64 [ 0, %8 ], [ %13, %12 ]
  br label %15

12:                                               ; preds = %15
  %13 = add nuw nsw i64 %11, 1
  %14 = icmp eq i64 %13, 66
  br i1 %14, label %25, label %10, !llvm.loop !9

15:                                               ; preds = %10, %15
  %16 = phi i64 [ 0, %10 ], [ %23, %15 ]
  %17 = shl nuw nsw i64 %16, 1
  %18 = add nuw nsw i64 %17, %11
  %19 = trunc nuw nsw i64 %18 to i32
  %20 = uitofp nneg i32 %19 to double
  %21 = tail call double @llvm.fmuladd.f64(double %9, double %20, double 1.000000e+00)
  %22 = getelementptr inbounds [66 x [66 x double]], ptr @x, i64 0, i64 %11, i64 %16
  store double %21, ptr %22, align 8, !tbaa !12
  %23 = add nuw nsw i64 %16, 1
  %24 = icmp eq i64 %23, 66
  br i1 %24, label %12, label %15, !llvm.loop !14

25:                                               ; preds = %12, %29
  %26 = phi i64 [ %28, %29 ], [ 1, %12 ]
  %27 = add nsw i64 %26, -1
  %28 = add nuw nsw i64 %26, 1
  br label %31

29:                                               ; preds = %31
  %30 = icmp eq i64 %28, 65
  br i1 %30, label %54, label %25, !llvm.loop !15

31:                                               ; preds = %25, %31
  %32 = phi i64 [ 1, %25 ], [ %45, %31 ]
  %33 = getelementptr inbounds [66 x [66 x double]], ptr @x, i64 0, i64 %27, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !12
  %35 = getelementptr inbounds [66 x [66 x double]], ptr @x, i64 0, i64 %26, i64 %32
  %36 = load double, ptr %35, align 8, !tbaa !12
  %37 = tail call double @llvm.fmuladd.f64(double %36, double -2.000000e+00, double %34)
  %38 = getelementptr inbounds [66 x [66 x double]], ptr @x, i64 0, i64 %28, i64 %32
  %39 = load double, ptr %38, align 8, !tbaa !12
  %40 = fadd double %37, %39
  %41 = add nsw i64 %32, -1
  %42 = getelementptr inbounds [66 x [66 x double]], ptr @x, i64 0, i64 %26, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !12
  %44 = tail call double @llvm.fmuladd.f64(double %36, double -2.000000e+00, double %43)
  %45 = add nuw nsw i64 %32, 1
  %46 = getelementptr inbounds [66 x [66 x double]], ptr @x, i64 0, i64 %26, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !12
  %48 = fadd double %44, %47
  %49 = fmul double %48, 1.250000e-01
  %50 = tail call double @llvm.fmuladd.f64(double %40, double 1.250000e-01, double %49)
  %51 = fadd double %36, %50
  %52 = getelementptr inbounds [66 x [66 x double]], ptr @y, i64 0, i64 %26, i64 %32
  store double %51, ptr %52, align 8, !tbaa !12
  %53 = icmp eq i64 %45, 65
  br i1 %53, label %29, label %31, !llvm.loop !16

54:                                               ; preds = %29, %57
  %55 = phi i64 [ %58, %57 ], [ 1, %29 ]
  br label %60

56:                                               ; preds = %57
  ret i32 0

57:                                               ; preds = %60
  %58 = add nuw nsw i64 %55, 8
  %59 = icmp ult i64 %55, 57
  br i1 %59, label %54, label %56, !llvm.loop !17

60:                                               ; preds = %54, %60
  %61 = phi i64 [ 1, %54 ], [ %65, %60 ]
  %62 = getelementptr inbounds [66 x [66 x double]], ptr @y, i64 0, i64 %55, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !12
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %63)
  %65 = add nuw nsw i64 %61, 8
  %66 = icmp ult i64 %61, 57
  br i1 %66, label %60, label %57, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
