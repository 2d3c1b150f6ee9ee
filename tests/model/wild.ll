; ModuleID = 'wild.c'
source_filename = "wild.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@v = internal unnamed_addr global [256 x double] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [10 x i8] c"sum %.2f\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"edges %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"corner %.2f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %0 to i64
  br label %30

6:                                                ; preds = %67, %2
  %7 = phi i32 [ 0, %2 ], [ %68, %67 ]
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i64 [ 0, %6 ], [ %27, %8 ]
  %10 = phi <2 x i32> [ <i32 0, i32 1>, %6 ], [ %28, %8 ]
  %11 = add <2 x i32> %10, <i32 2, i32 2>
  %12 = uitofp <2 x i32> %10 to <2 x double>
  %13 = uitofp <2 x i32> %11 to <2 x double>
  %14 = fmul <2 x double> %12, <double 2.500000e-01, double 2.500000e-01>
  %15 = fmul <2 x double> %13, <double 2.500000e-01, double 2.500000e-01>
  %16 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %9
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  store <2 x double> %14, ptr %16, align 16, !tbaa !5
  store <2 x double> %15, ptr %17, align 16, !tbaa !5
  %18 = or disjoint i64 %9, 4
  %19 = add <2 x i32> %10, <i32 4, i32 4>
  %20 = add <2 x i32> %10, <i32 6, i32 6>
  %21 = uitofp <2 x i32> %19 to <2 x double>
  %22 = uitofp <2 x i32> %20 to <2 x double>
  %23 = fmul <2 x double> %21, <double 2.500000e-01, double 2.500000e-01>
  %24 = fmul <2 x double> %22, <double 2.500000e-01, double 2.500000e-01>
  %25 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %18
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  store <2 x double> %23, ptr %25, align 16, !tbaa !5
  store <2 x double> %24, ptr %26, align 16, !tbaa !5
  %27 = add nuw nsw i64 %9, 8
  %28 = add <2 x i32> %10, <i32 8, i32 8>
  %29 = icmp eq i64 %27, 256
  br i1 %29, label %71, label %8, !llvm.loop !9

30:                                               ; preds = %4, %67
  %31 = phi i64 [ 1, %4 ], [ %69, %67 ]
  %32 = phi i32 [ 0, %4 ], [ %68, %67 ]
  %33 = getelementptr inbounds ptr, ptr %1, i64 %31
  %34 = load ptr, ptr %33, align 8, !tbaa !13
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = add nsw i32 %36, -45
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %63

39:                                               ; preds = %30
  %40 = getelementptr inbounds i8, ptr %34, i64 1
  %41 = load i8, ptr %40, align 1
  %42 = zext i8 %41 to i32
  %43 = add nsw i32 %42, -101
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %49

45:                                               ; preds = %39
  %46 = getelementptr inbounds i8, ptr %34, i64 2
  %47 = load i8, ptr %46, align 1
  %48 = zext i8 %47 to i32
  br label %49

49:                                               ; preds = %39, %45
  %50 = phi i32 [ %43, %39 ], [ %48, %45 ]
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %67, label %52

52:                                               ; preds = %49
  br i1 %38, label %53, label %63

53:                                               ; preds = %52
  %54 = getelementptr inbounds i8, ptr %34, i64 1
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = add nsw i32 %56, -99
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %63

59:                                               ; preds = %53
  %60 = getelementptr inbounds i8, ptr %34, i64 2
  %61 = load i8, ptr %60, align 1
  %62 = zext i8 %61 to i32
  br label %63

63:                                               ; preds = %30, %52, %53, %59
  %64 = phi i32 [ %37, %52 ], [ %57, %53 ], [ %62, %59 ], [ %37, %30 ]
  %65 = icmp eq i32 %64, 0
  %66 = select i1 %65, i32 2, i32 %32
  br label %67

67:                                               ; preds = %63, %49
  %68 = phi i32 [ 1, %49 ], [ %66, %63 ]
  %69 = add nuw nsw i64 %31, 1
  %70 = icmp eq i64 %69, %5
  br i1 %70, label %6, label %30, !llvm.loop !15

71:                                               ; preds = %8
  switch i32 %7, label %144 [
    i32 0, label %76
    i32 1, label %72
    i32 2, label %130
  ]

72:                                               ; preds = %71
  %73 = load double, ptr @v, align 16, !tbaa !5
  br label %98

74:                                               ; preds = %76
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %93)
  br label %145

76:                                               ; preds = %71, %76
  %77 = phi i64 [ %94, %76 ], [ 0, %71 ]
  %78 = phi double [ %93, %76 ], [ 0.000000e+00, %71 ]
  %79 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %77
  %80 = load double, ptr %79, align 16, !tbaa !5
  %81 = fadd double %78, %80
  %82 = or disjoint i64 %77, 1
  %83 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !5
  %85 = fadd double %81, %84
  %86 = or disjoint i64 %77, 2
  %87 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %86
  %88 = load double, ptr %87, align 16, !tbaa !5
  %89 = fadd double %85, %88
  %90 = or disjoint i64 %77, 3
  %91 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !5
  %93 = fadd double %89, %92
  %94 = add nuw nsw i64 %77, 4
  %95 = icmp eq i64 %94, 256
  br i1 %95, label %74, label %76, !llvm.loop !16

96:                                               ; preds = %98
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %125)
  br label %145

98:                                               ; preds = %98, %72
  %99 = phi double [ %73, %72 ], [ %123, %98 ]
  %100 = phi i64 [ 1, %72 ], [ %126, %98 ]
  %101 = phi double [ 0.000000e+00, %72 ], [ %125, %98 ]
  %102 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %100
  %103 = load double, ptr %102, align 8, !tbaa !5
  %104 = fsub double %103, %99
  %105 = fadd double %101, %104
  %106 = add nuw nsw i64 %100, 1
  %107 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !5
  %109 = fsub double %108, %103
  %110 = fadd double %105, %109
  %111 = add nuw nsw i64 %100, 2
  %112 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = fsub double %113, %108
  %115 = fadd double %110, %114
  %116 = add nuw nsw i64 %100, 3
  %117 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !5
  %119 = fsub double %118, %113
  %120 = fadd double %115, %119
  %121 = add nuw nsw i64 %100, 4
  %122 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !5
  %124 = fsub double %123, %118
  %125 = fadd double %120, %124
  %126 = add nuw nsw i64 %100, 5
  %127 = icmp eq i64 %126, 256
  br i1 %127, label %96, label %98, !llvm.loop !17

128:                                              ; preds = %130
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %141)
  br label %145

130:                                              ; preds = %71, %130
  %131 = phi i64 [ %142, %130 ], [ 0, %71 ]
  %132 = phi double [ %141, %130 ], [ 0.000000e+00, %71 ]
  %133 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %131
  %134 = load double, ptr %133, align 16, !tbaa !5
  %135 = fcmp ogt double %134, %132
  %136 = select i1 %135, double %134, double %132
  %137 = or disjoint i64 %131, 1
  %138 = getelementptr inbounds [256 x double], ptr @v, i64 0, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !5
  %140 = fcmp ogt double %139, %136
  %141 = select i1 %140, double %139, double %136
  %142 = add nuw nsw i64 %131, 2
  %143 = icmp eq i64 %142, 256
  br i1 %143, label %128, label %130, !llvm.loop !18

144:                                              ; preds = %71
  unreachable

145:                                              ; preds = %128, %96, %74
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
