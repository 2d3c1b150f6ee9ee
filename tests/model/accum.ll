; ModuleID = 'accum.c'
source_filename = "accum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.2f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #7
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 256, %2 ]
  %11 = sext i32 %10 to i64
  %12 = shl nsw i64 %11, 3
  %13 = tail call noalias ptr @malloc(i64 noundef %12) #8
  %14 = icmp sgt i32 %10, 0
  br i1 %14, label %15, label %64

15:                                               ; preds = %9
  %16 = zext nneg i32 %10 to i64
  %17 = icmp eq i32 %10, 1
  br i1 %17, label %18, label %20

18:                                               ; preds = %32, %15
  %19 = phi i64 [ 0, %15 ], [ %21, %32 ]
  br label %40

20:                                               ; preds = %15
  %21 = and i64 %16, 2147483646
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %29, %22 ]
  %24 = phi <2 x i32> [ <i32 0, i32 1>, %20 ], [ %30, %22 ]
  %25 = urem <2 x i32> %24, <i32 7, i32 7>
  %26 = uitofp nneg <2 x i32> %25 to <2 x double>
  %27 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> <double 1.000000e-04, double 1.000000e-04>, <2 x double> <double 1.000000e-02, double 1.000000e-02>)
  %28 = getelementptr inbounds double, ptr %13, i64 %23
  store <2 x double> %27, ptr %28, align 8, !tbaa !9
  %29 = add nuw i64 %23, 2
  %30 = add <2 x i32> %24, <i32 2, i32 2>
  %31 = icmp eq i64 %29, %21
  br i1 %31, label %32, label %22, !llvm.loop !11

32:                                               ; preds = %22
  %33 = icmp eq i64 %21, %16
  br i1 %33, label %34, label %18

34:                                               ; preds = %40, %32
  br i1 %14, label %35, label %64

35:                                               ; preds = %34
  %36 = and i64 %16, 7
  %37 = icmp ult i32 %10, 8
  br i1 %37, label %49, label %38

38:                                               ; preds = %35
  %39 = and i64 %16, 2147483640
  br label %67

40:                                               ; preds = %18, %40
  %41 = phi i64 [ %47, %40 ], [ %19, %18 ]
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = urem i32 %42, 7
  %44 = uitofp nneg i32 %43 to double
  %45 = tail call double @llvm.fmuladd.f64(double %44, double 1.000000e-04, double 1.000000e-02)
  %46 = getelementptr inbounds double, ptr %13, i64 %41
  store double %45, ptr %46, align 8, !tbaa !9
  %47 = add nuw nsw i64 %41, 1
  %48 = icmp eq i64 %47, %16
  br i1 %48, label %34, label %40, !llvm.loop !15

49:                                               ; preds = %67, %35
  %50 = phi double [ poison, %35 ], [ %101, %67 ]
  %51 = phi i64 [ 0, %35 ], [ %102, %67 ]
  %52 = phi double [ 0.000000e+00, %35 ], [ %101, %67 ]
  %53 = icmp eq i64 %36, 0
  br i1 %53, label %64, label %54

54:                                               ; preds = %49, %54
  %55 = phi i64 [ %61, %54 ], [ %51, %49 ]
  %56 = phi double [ %60, %54 ], [ %52, %49 ]
  %57 = phi i64 [ %62, %54 ], [ 0, %49 ]
  %58 = getelementptr inbounds double, ptr %13, i64 %55
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = fadd double %56, %59
  %61 = add nuw nsw i64 %55, 1
  %62 = add i64 %57, 1
  %63 = icmp eq i64 %62, %36
  br i1 %63, label %64, label %54, !llvm.loop !16

64:                                               ; preds = %49, %54, %9, %34
  %65 = phi double [ 0.000000e+00, %34 ], [ 0.000000e+00, %9 ], [ %50, %49 ], [ %60, %54 ]
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %65)
  tail call void @free(ptr noundef %13) #7
  ret i32 0

67:                                               ; preds = %67, %38
  %68 = phi i64 [ 0, %38 ], [ %102, %67 ]
  %69 = phi double [ 0.000000e+00, %38 ], [ %101, %67 ]
  %70 = phi i64 [ 0, %38 ], [ %103, %67 ]
  %71 = getelementptr inbounds double, ptr %13, i64 %68
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = fadd double %69, %72
  %74 = or disjoint i64 %68, 1
  %75 = getelementptr inbounds double, ptr %13, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = fadd double %73, %76
  %78 = or disjoint i64 %68, 2
  %79 = getelementptr inbounds double, ptr %13, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fadd double %77, %80
  %82 = or disjoint i64 %68, 3
  %83 = getelementptr inbounds double, ptr %13, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fadd double %81, %84
  %86 = or disjoint i64 %68, 4
  %87 = getelementptr inbounds double, ptr %13, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = fadd double %85, %88
  %90 = or disjoint i64 %68, 5
  %91 = getelementptr inbounds double, ptr %13, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = fadd double %89, %92
  %94 = or disjoint i64 %68, 6
  %95 = getelementptr inbounds double, ptr %13, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = fadd double %93, %96
  %98 = or disjoint i64 %68, 7
  %99 = getelementptr inbounds double, ptr %13, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = fadd double %97, %100
  %102 = add nuw nsw i64 %68, 8
  %103 = add i64 %70, 8
  %104 = icmp eq i64 %103, %39
  br i1 %104, label %49, label %67, !llvm.loop !18
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

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
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !14, !13}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !12}
