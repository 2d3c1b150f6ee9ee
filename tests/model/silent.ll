; ModuleID = 'silent.c'
source_filename = "silent.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@w = internal unnamed_addr global [1024 x float] zeroinitializer, align 16
@delta = internal unnamed_addr global [1024 x double] zeroinitializer, align 16
@old = internal unnamed_addr global [1024 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"%.6f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %11

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #4
  %8 = trunc i64 %7 to i32
  %9 = add i32 %8, -1025
  %10 = icmp ult i32 %9, -1024
  br i1 %10, label %64, label %11

11:                                               ; preds = %2, %4
  %12 = phi i32 [ %8, %4 ], [ 256, %2 ]
  %13 = zext nneg i32 %12 to i64
  br label %16

14:                                               ; preds = %16
  %15 = zext nneg i32 %12 to i64
  br label %35

16:                                               ; preds = %11, %16
  %17 = phi i64 [ 0, %11 ], [ %33, %16 ]
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = urem i32 %18, 7
  %20 = uitofp nneg i32 %19 to float
  %21 = tail call float @llvm.fmuladd.f32(float %20, float 1.250000e-01, float 1.000000e+00)
  %22 = getelementptr inbounds [1024 x float], ptr @w, i64 0, i64 %17
  store float %21, ptr %22, align 4, !tbaa !9
  %23 = urem i32 %18, 5
  %24 = uitofp nneg i32 %23 to double
  %25 = tail call double @llvm.fmuladd.f64(double %24, double 1.000000e-01, double 1.000000e+00)
  %26 = tail call double @ldexp(double noundef %25, i32 noundef -40) #4
  %27 = getelementptr inbounds [1024 x double], ptr @delta, i64 0, i64 %17
  store double %26, ptr %27, align 8, !tbaa !11
  %28 = urem i32 %18, 3
  %29 = uitofp nneg i32 %28 to double
  %30 = tail call double @llvm.fmuladd.f64(double %29, double 2.000000e-01, double 1.000000e+00)
  %31 = tail call double @ldexp(double noundef %30, i32 noundef -41) #4
  %32 = getelementptr inbounds [1024 x double], ptr @old, i64 0, i64 %17
  store double %31, ptr %32, align 8, !tbaa !11
  %33 = add nuw nsw i64 %17, 1
  %34 = icmp eq i64 %33, %13
  br i1 %34, label %14, label %16, !llvm.loop !13

35:                                               ; preds = %39, %14
  %36 = phi i32 [ 0, %14 ], [ %40, %39 ]
  br label %42

37:                                               ; preds = %39
  %38 = zext nneg i32 %12 to i64
  br label %56

39:                                               ; preds = %42
  %40 = add nuw nsw i32 %36, 1
  %41 = icmp eq i32 %40, 8
  br i1 %41, label %37, label %35, !llvm.loop !15

42:                                               ; preds = %35, %42
  %43 = phi i64 [ 0, %35 ], [ %54, %42 ]
  %44 = getelementptr inbounds [1024 x float], ptr @w, i64 0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !9
  %46 = fpext float %45 to double
  %47 = getelementptr inbounds [1024 x double], ptr @delta, i64 0, i64 %43
  %48 = load double, ptr %47, align 8, !tbaa !11
  %49 = tail call double @llvm.fmuladd.f64(double %48, double 3.000000e-01, double %46)
  %50 = getelementptr inbounds [1024 x double], ptr @old, i64 0, i64 %43
  %51 = load double, ptr %50, align 8, !tbaa !11
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 3.000000e-01, double %49)
  %53 = fptrunc double %52 to float
  store float %53, ptr %44, align 4, !tbaa !9
  %54 = add nuw nsw i64 %43, 1
  %55 = icmp eq i64 %54, %15
  br i1 %55, label %39, label %42, !llvm.loop !16

56:                                               ; preds = %37, %56
  %57 = phi i64 [ 0, %37 ], [ %62, %56 ]
  %58 = getelementptr inbounds [1024 x float], ptr @w, i64 0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !9
  %60 = fpext float %59 to double
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %60)
  %62 = add nuw nsw i64 %57, 1
  %63 = icmp eq i64 %62, %38
  br i1 %63, label %64, label %56, !llvm.loop !17

64:                                               ; preds = %56, %4
  %65 = phi i32 [ 2, %4 ], [ 0, %56 ]
  ret i32 %65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
