; Results computed again and written over (tests/model/redo.c; clang-19 -O1).
; ModuleID = 'redo.c'
source_filename = "redo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@in = internal unnamed_addr global [256 x double] zeroinitializer, align 16
@price = internal unnamed_addr global [256 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"%.6f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #4
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 64, %2 ]
  %11 = icmp sgt i32 %0, 2
  br i1 %11, label %12, label %17

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !5
  %15 = tail call i64 @strtol(ptr nocapture noundef nonnull %14, ptr noundef null, i32 noundef 10) #4
  %16 = trunc i64 %15 to i32
  br label %17

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %16, %12 ], [ 1, %9 ]
  %19 = add i32 %10, -257
  %20 = icmp ult i32 %19, -256
  %21 = icmp slt i32 %18, 1
  %22 = select i1 %20, i1 true, i1 %21
  br i1 %22, label %67, label %23

23:                                               ; preds = %17
  %24 = icmp sgt i32 %10, 0
  br i1 %24, label %25, label %27

25:                                               ; preds = %23
  %26 = zext nneg i32 %10 to i64
  br label %32

27:                                               ; preds = %32, %23
  %28 = icmp sgt i32 %18, 0
  br i1 %28, label %29, label %42

29:                                               ; preds = %27
  %30 = icmp sgt i32 %10, 0
  %31 = zext nneg i32 %10 to i64
  br label %40

32:                                               ; preds = %25, %32
  %33 = phi i64 [ 0, %25 ], [ %38, %32 ]
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = uitofp nneg i32 %34 to double
  %36 = tail call double @llvm.fmuladd.f64(double %35, double 2.500000e-01, double 1.000000e+00)
  %37 = getelementptr inbounds [256 x double], ptr @in, i64 0, i64 %33
  store double %36, ptr %37, align 8, !tbaa !9
  %38 = add nuw nsw i64 %33, 1
  %39 = icmp eq i64 %38, %26
  br i1 %39, label %27, label %32, !llvm.loop !11

40:                                               ; preds = %29, %46
  %41 = phi i32 [ 0, %29 ], [ %47, %46 ]
  br i1 %30, label %49, label %46

42:                                               ; preds = %46, %27
  %43 = icmp sgt i32 %10, 0
  br i1 %43, label %44, label %67

44:                                               ; preds = %42
  %45 = zext nneg i32 %10 to i64
  br label %60

46:                                               ; preds = %49, %40
  %47 = add nuw nsw i32 %41, 1
  %48 = icmp eq i32 %47, %18
  br i1 %48, label %42, label %40, !llvm.loop !14

49:                                               ; preds = %40, %49
  %50 = phi i64 [ %58, %49 ], [ 0, %40 ]
  %51 = getelementptr inbounds [256 x double], ptr @in, i64 0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul double %52, %52
  %54 = fmul double %52, 3.000000e+00
  %55 = tail call double @llvm.fmuladd.f64(double %53, double 5.000000e-01, double %54)
  %56 = fadd double %55, 1.000000e+00
  %57 = getelementptr inbounds [256 x double], ptr @price, i64 0, i64 %50
  store double %56, ptr %57, align 8, !tbaa !9
  %58 = add nuw nsw i64 %50, 1
  %59 = icmp eq i64 %58, %31
  br i1 %59, label %46, label %49, !llvm.loop !15

60:                                               ; preds = %44, %60
  %61 = phi i64 [ 0, %44 ], [ %65, %60 ]
  %62 = getelementptr inbounds [256 x double], ptr @price, i64 0, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %63)
  %65 = add nuw nsw i64 %61, 1
  %66 = icmp eq i64 %65, %45
  br i1 %66, label %67, label %60, !llvm.loop !16

67:                                               ; preds = %60, %42, %17
  %68 = phi i32 [ 2, %17 ], [ 0, %42 ], [ 0, %60 ]
  ret i32 %68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
