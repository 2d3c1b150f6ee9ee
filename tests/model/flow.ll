; ModuleID = 'flow.c'
source_filename = "flow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal unnamed_addr global [64 x i64] zeroinitializer, align 16
@scratch = dso_local local_unnamed_addr global [64 x i64] zeroinitializer, align 16
@.str = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #4
  %8 = icmp sgt i64 %7, 0
  br i1 %8, label %9, label %98

9:                                                ; preds = %2, %4
  %10 = phi i64 [ %7, %4 ], [ 64, %2 ]
  %11 = icmp ult i64 %10, 4
  br i1 %11, label %28, label %12

12:                                               ; preds = %9
  %13 = and i64 %10, 9223372036854775804
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %23, %14 ]
  %16 = phi <2 x i64> [ <i64 0, i64 1>, %12 ], [ %24, %14 ]
  %17 = mul nuw nsw <2 x i64> %16, <i64 3, i64 3>
  %18 = mul <2 x i64> %16, <i64 3, i64 3>
  %19 = add nuw nsw <2 x i64> %17, <i64 1, i64 1>
  %20 = add <2 x i64> %18, <i64 7, i64 7>
  %21 = getelementptr inbounds [64 x i64], ptr @a, i64 0, i64 %15
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  store <2 x i64> %19, ptr %21, align 16, !tbaa !9
  store <2 x i64> %20, ptr %22, align 16, !tbaa !9
  %23 = add nuw i64 %15, 4
  %24 = add <2 x i64> %16, <i64 4, i64 4>
  %25 = icmp eq i64 %23, %13
  br i1 %25, label %26, label %14, !llvm.loop !11

26:                                               ; preds = %14
  %27 = icmp eq i64 %10, %13
  br i1 %27, label %37, label %28

28:                                               ; preds = %26, %9
  %29 = phi i64 [ 0, %9 ], [ %13, %26 ]
  br label %30

30:                                               ; preds = %28, %30
  %31 = phi i64 [ %35, %30 ], [ %29, %28 ]
  %32 = mul nuw nsw i64 %31, 3
  %33 = add nuw nsw i64 %32, 1
  %34 = getelementptr inbounds [64 x i64], ptr @a, i64 0, i64 %31
  store i64 %33, ptr %34, align 8, !tbaa !9
  %35 = add nuw nsw i64 %31, 1
  %36 = icmp eq i64 %35, %10
  br i1 %36, label %37, label %30, !llvm.loop !15

37:                                               ; preds = %30, %26
  %38 = icmp ult i64 %10, 4
  br i1 %38, label %55, label %39

39:                                               ; preds = %37
  %40 = and i64 %10, 9223372036854775804
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %50, %41 ]
  %43 = phi <2 x i64> [ <i64 0, i64 1>, %39 ], [ %51, %41 ]
  %44 = mul nuw nsw <2 x i64> %43, <i64 7, i64 7>
  %45 = mul <2 x i64> %43, <i64 7, i64 7>
  %46 = add nuw nsw <2 x i64> %44, <i64 5, i64 5>
  %47 = add <2 x i64> %45, <i64 19, i64 19>
  %48 = getelementptr inbounds [64 x i64], ptr @scratch, i64 0, i64 %42
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  store <2 x i64> %46, ptr %48, align 16, !tbaa !9
  store <2 x i64> %47, ptr %49, align 16, !tbaa !9
  %50 = add nuw i64 %42, 4
  %51 = add <2 x i64> %43, <i64 4, i64 4>
  %52 = icmp eq i64 %50, %40
  br i1 %52, label %53, label %41, !llvm.loop !16

53:                                               ; preds = %41
  %54 = icmp eq i64 %10, %40
  br i1 %54, label %64, label %55

55:                                               ; preds = %53, %37
  %56 = phi i64 [ 0, %37 ], [ %40, %53 ]
  br label %57

57:                                               ; preds = %55, %57
  %58 = phi i64 [ %62, %57 ], [ %56, %55 ]
  %59 = mul nuw nsw i64 %58, 7
  %60 = add nuw nsw i64 %59, 5
  %61 = getelementptr inbounds [64 x i64], ptr @scratch, i64 0, i64 %58
  store i64 %60, ptr %61, align 8, !tbaa !9
  %62 = add nuw nsw i64 %58, 1
  %63 = icmp eq i64 %62, %10
  br i1 %63, label %64, label %57, !llvm.loop !17

64:                                               ; preds = %57, %53
  %65 = icmp ult i64 %10, 4
  br i1 %65, label %66, label %70

66:                                               ; preds = %92, %64
  %67 = phi i64 [ 0, %64 ], [ %71, %92 ]
  %68 = phi i64 [ 0, %64 ], [ %94, %92 ]
  %69 = phi i64 [ 0, %64 ], [ %96, %92 ]
  br label %102

70:                                               ; preds = %64
  %71 = and i64 %10, 9223372036854775804
  br label %72

72:                                               ; preds = %72, %70
  %73 = phi i64 [ 0, %70 ], [ %90, %72 ]
  %74 = phi <2 x i64> [ zeroinitializer, %70 ], [ %88, %72 ]
  %75 = phi <2 x i64> [ zeroinitializer, %70 ], [ %89, %72 ]
  %76 = phi <2 x i64> [ zeroinitializer, %70 ], [ %82, %72 ]
  %77 = phi <2 x i64> [ zeroinitializer, %70 ], [ %83, %72 ]
  %78 = getelementptr inbounds [64 x i64], ptr @a, i64 0, i64 %73
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load <2 x i64>, ptr %78, align 16, !tbaa !9
  %81 = load <2 x i64>, ptr %79, align 16, !tbaa !9
  %82 = add <2 x i64> %80, %76
  %83 = add <2 x i64> %81, %77
  %84 = icmp sgt <2 x i64> %80, <i64 1000000, i64 1000000>
  %85 = icmp sgt <2 x i64> %81, <i64 1000000, i64 1000000>
  %86 = zext <2 x i1> %84 to <2 x i64>
  %87 = zext <2 x i1> %85 to <2 x i64>
  %88 = add <2 x i64> %74, %86
  %89 = add <2 x i64> %75, %87
  %90 = add nuw i64 %73, 4
  %91 = icmp eq i64 %90, %71
  br i1 %91, label %92, label %72, !llvm.loop !18

92:                                               ; preds = %72
  %93 = add <2 x i64> %89, %88
  %94 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %93)
  %95 = add <2 x i64> %83, %82
  %96 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %95)
  %97 = icmp eq i64 %10, %71
  br i1 %97, label %98, label %66

98:                                               ; preds = %102, %92, %4
  %99 = phi i64 [ 0, %4 ], [ %96, %92 ], [ %108, %102 ]
  %100 = phi i64 [ 0, %4 ], [ %94, %92 ], [ %111, %102 ]
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %99, i64 noundef %100)
  ret i32 0

102:                                              ; preds = %66, %102
  %103 = phi i64 [ %112, %102 ], [ %67, %66 ]
  %104 = phi i64 [ %111, %102 ], [ %68, %66 ]
  %105 = phi i64 [ %108, %102 ], [ %69, %66 ]
  %106 = getelementptr inbounds [64 x i64], ptr @a, i64 0, i64 %103
  %107 = load i64, ptr %106, align 8, !tbaa !9
  %108 = add nsw i64 %107, %105
  %109 = icmp sgt i64 %107, 1000000
  %110 = zext i1 %109 to i64
  %111 = add nuw nsw i64 %104, %110
  %112 = add nuw nsw i64 %103, 1
  %113 = icmp eq i64 %112, %10
  br i1 %113, label %98, label %102, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = !{!"long", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !14, !13}
!16 = distinct !{!16, !12, !13, !14}
!17 = distinct !{!17, !12, !14, !13}
!18 = distinct !{!18, !12, !13, !14}
!19 = distinct !{!19, !12, !14, !13}
