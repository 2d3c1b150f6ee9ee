; ModuleID = 'fmtout.c'
source_filename = "fmtout.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal unnamed_addr global [64 x double] zeroinitializer, align 16
@b = internal unnamed_addr global [64 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [9 x i8] c"%d %.6f\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [64 x i8], align 16
  %4 = icmp sgt i32 %0, 1
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = tail call i64 @strtol(ptr nocapture noundef nonnull %7, ptr noundef null, i32 noundef 10) #6
  %9 = trunc i64 %8 to i32
  br label %10

10:                                               ; preds = %2, %5
  %11 = phi i32 [ %9, %5 ], [ 20, %2 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #6
  br label %15

12:                                               ; preds = %15
  %13 = icmp sgt i32 %11, 0
  br i1 %13, label %34, label %14

14:                                               ; preds = %38, %12
  br label %62

15:                                               ; preds = %15, %10
  %16 = phi i64 [ 0, %10 ], [ %32, %15 ]
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = trunc i64 %16 to i8
  %19 = urem i8 %18, 7
  %20 = uitofp nneg i8 %19 to double
  %21 = uitofp nneg i32 %17 to double
  %22 = tail call double @llvm.fmuladd.f64(double %21, double 5.000000e-01, double %20)
  %23 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %16
  store double %22, ptr %23, align 16, !tbaa !9
  %24 = or disjoint i64 %16, 1
  %25 = trunc nuw nsw i64 %24 to i32
  %26 = trunc i64 %24 to i8
  %27 = urem i8 %26, 7
  %28 = uitofp nneg i8 %27 to double
  %29 = uitofp nneg i32 %25 to double
  %30 = tail call double @llvm.fmuladd.f64(double %29, double 5.000000e-01, double %28)
  %31 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %24
  store double %30, ptr %31, align 8, !tbaa !9
  %32 = add nuw nsw i64 %16, 2
  %33 = icmp eq i64 %32, 64
  br i1 %33, label %12, label %15, !llvm.loop !11

34:                                               ; preds = %12, %38
  %35 = phi i32 [ %40, %38 ], [ 0, %12 ]
  %36 = load double, ptr @a, align 16, !tbaa !9
  %37 = load double, ptr getelementptr inbounds (i8, ptr @a, i64 8), align 8, !tbaa !9
  br label %42

38:                                               ; preds = %42
  store double %36, ptr @b, align 16, !tbaa !9
  %39 = load double, ptr getelementptr inbounds (i8, ptr @a, i64 504), align 8, !tbaa !9
  store double %39, ptr getelementptr inbounds (i8, ptr @b, i64 504), align 8, !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) @a, ptr noundef nonnull align 16 dereferenceable(512) @b, i64 512, i1 false), !tbaa !9
  %40 = add nuw nsw i32 %35, 1
  %41 = icmp eq i32 %40, %11
  br i1 %41, label %14, label %34, !llvm.loop !13

42:                                               ; preds = %42, %34
  %43 = phi double [ %37, %34 ], [ %57, %42 ]
  %44 = phi double [ %36, %34 ], [ %50, %42 ]
  %45 = phi i64 [ 1, %34 ], [ %55, %42 ]
  %46 = fmul double %43, 5.000000e-01
  %47 = tail call double @llvm.fmuladd.f64(double %44, double 2.500000e-01, double %46)
  %48 = add nuw nsw i64 %45, 1
  %49 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = tail call double @llvm.fmuladd.f64(double %50, double 2.500000e-01, double %47)
  %52 = getelementptr inbounds [64 x double], ptr @b, i64 0, i64 %45
  store double %51, ptr %52, align 8, !tbaa !9
  %53 = fmul double %50, 5.000000e-01
  %54 = tail call double @llvm.fmuladd.f64(double %43, double 2.500000e-01, double %53)
  %55 = add nuw nsw i64 %45, 2
  %56 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = tail call double @llvm.fmuladd.f64(double %57, double 2.500000e-01, double %54)
  %59 = getelementptr inbounds [64 x double], ptr @b, i64 0, i64 %48
  store double %58, ptr %59, align 8, !tbaa !9
  %60 = icmp eq i64 %55, 63
  br i1 %60, label %38, label %42, !llvm.loop !14

61:                                               ; preds = %62
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #6
  ret i32 0

62:                                               ; preds = %14, %62
  %63 = phi i64 [ %70, %62 ], [ 0, %14 ]
  %64 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = trunc nuw nsw i64 %63 to i32
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %66, double noundef %65) #6
  %68 = load ptr, ptr @stdout, align 8, !tbaa !5
  %69 = call i32 @fputs(ptr noundef nonnull %3, ptr noundef %68)
  %70 = add nuw nsw i64 %63, 1
  %71 = icmp eq i64 %70, 64
  br i1 %71, label %61, label %62, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fputs(ptr nocapture noundef readonly, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
