; ModuleID = 'fmtwrite.c'
source_filename = "fmtwrite.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = internal unnamed_addr global [16 x [16 x float]] zeroinitializer, align 16
@h = internal unnamed_addr global [16 x [16 x float]] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"%.3f \00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [256 x i8], align 16
  %4 = icmp sgt i32 %0, 1
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = tail call i64 @strtol(ptr nocapture noundef nonnull %7, ptr noundef null, i32 noundef 10) #5
  %9 = trunc i64 %8 to i32
  br label %10

10:                                               ; preds = %2, %5
  %11 = phi i32 [ %9, %5 ], [ 10, %2 ]
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #5
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %37, %12 ]
  %14 = mul nuw nsw i64 %13, 7
  %15 = insertelement <4 x i64> poison, i64 %14, i64 0
  %16 = shufflevector <4 x i64> %15, <4 x i64> poison, <4 x i32> zeroinitializer
  %17 = trunc <4 x i64> %16 to <4 x i32>
  %18 = add <4 x i32> %17, <i32 0, i32 3, i32 6, i32 9>
  %19 = urem <4 x i32> %18, <i32 11, i32 11, i32 11, i32 11>
  %20 = uitofp nneg <4 x i32> %19 to <4 x float>
  %21 = getelementptr inbounds [16 x [16 x float]], ptr @g, i64 0, i64 %13, i64 0
  store <4 x float> %20, ptr %21, align 16, !tbaa !9
  %22 = trunc <4 x i64> %16 to <4 x i32>
  %23 = add <4 x i32> %22, <i32 12, i32 15, i32 18, i32 21>
  %24 = urem <4 x i32> %23, <i32 11, i32 11, i32 11, i32 11>
  %25 = uitofp nneg <4 x i32> %24 to <4 x float>
  %26 = getelementptr inbounds [16 x [16 x float]], ptr @g, i64 0, i64 %13, i64 4
  store <4 x float> %25, ptr %26, align 16, !tbaa !9
  %27 = trunc <4 x i64> %16 to <4 x i32>
  %28 = add <4 x i32> %27, <i32 24, i32 27, i32 30, i32 33>
  %29 = urem <4 x i32> %28, <i32 11, i32 11, i32 11, i32 11>
  %30 = uitofp nneg <4 x i32> %29 to <4 x float>
  %31 = getelementptr inbounds [16 x [16 x float]], ptr @g, i64 0, i64 %13, i64 8
  store <4 x float> %30, ptr %31, align 16, !tbaa !9
  %32 = trunc <4 x i64> %16 to <4 x i32>
  %33 = add <4 x i32> %32, <i32 36, i32 39, i32 42, i32 45>
  %34 = urem <4 x i32> %33, <i32 11, i32 11, i32 11, i32 11>
  %35 = uitofp nneg <4 x i32> %34 to <4 x float>
  %36 = getelementptr inbounds [16 x [16 x float]], ptr @g, i64 0, i64 %13, i64 12
  store <4 x float> %35, ptr %36, align 16, !tbaa !9
  %37 = add nuw nsw i64 %13, 1
  %38 = icmp eq i64 %37, 16
  br i1 %38, label %39, label %12, !llvm.loop !11

39:                                               ; preds = %12
  %40 = icmp sgt i32 %11, 0
  br i1 %40, label %42, label %41

41:                                               ; preds = %52, %39
  br label %75

42:                                               ; preds = %39, %52
  %43 = phi i32 [ %53, %52 ], [ 0, %39 ]
  br label %44

44:                                               ; preds = %42, %50
  %45 = phi i64 [ 1, %42 ], [ %47, %50 ]
  %46 = add nsw i64 %45, -1
  %47 = add nuw nsw i64 %45, 1
  %48 = getelementptr inbounds [16 x [16 x float]], ptr @g, i64 0, i64 %45, i64 1
  %49 = load float, ptr %48, align 4, !tbaa !9
  br label %55

50:                                               ; preds = %55
  %51 = icmp eq i64 %47, 15
  br i1 %51, label %52, label %44, !llvm.loop !13

52:                                               ; preds = %50
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 68), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 68), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 132), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 132), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 196), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 196), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 260), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 260), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 324), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 324), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 388), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 388), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 452), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 452), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 516), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 516), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 580), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 580), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 644), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 644), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 708), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 708), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 772), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 772), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 836), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 836), i64 56, i1 false), !tbaa !9
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @g, i64 900), ptr noundef nonnull align 4 dereferenceable(56) getelementptr inbounds (i8, ptr @h, i64 900), i64 56, i1 false), !tbaa !9
  %53 = add nuw nsw i32 %43, 1
  %54 = icmp eq i32 %53, %11
  br i1 %54, label %41, label %42, !llvm.loop !14

55:                                               ; preds = %44, %55
  %56 = phi float [ %49, %44 ], [ %70, %55 ]
  %57 = phi i64 [ 1, %44 ], [ %68, %55 ]
  %58 = getelementptr inbounds [16 x [16 x float]], ptr @g, i64 0, i64 %46, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !9
  %60 = fadd float %56, %59
  %61 = getelementptr inbounds [16 x [16 x float]], ptr @g, i64 0, i64 %47, i64 %57
  %62 = load float, ptr %61, align 4, !tbaa !9
  %63 = fadd float %60, %62
  %64 = add nsw i64 %57, -1
  %65 = getelementptr inbounds [16 x [16 x float]], ptr @g, i64 0, i64 %45, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !9
  %67 = fadd float %63, %66
  %68 = add nuw nsw i64 %57, 1
  %69 = getelementptr inbounds [16 x [16 x float]], ptr @g, i64 0, i64 %45, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !9
  %71 = fadd float %67, %70
  %72 = fmul float %71, 0x3FC99999A0000000
  %73 = getelementptr inbounds [16 x [16 x float]], ptr @h, i64 0, i64 %45, i64 %57
  store float %72, ptr %73, align 4, !tbaa !9
  %74 = icmp eq i64 %68, 15
  br i1 %74, label %50, label %55, !llvm.loop !15

75:                                               ; preds = %41, %78
  %76 = phi i64 [ %85, %78 ], [ 0, %41 ]
  br label %87

77:                                               ; preds = %78
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #5
  ret i32 0

78:                                               ; preds = %87
  %79 = add nsw i32 %97, 1
  %80 = sext i32 %97 to i64
  %81 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 %80
  store i8 10, ptr %81, align 1, !tbaa !16
  %82 = sext i32 %79 to i64
  %83 = load ptr, ptr @stdout, align 8, !tbaa !5
  %84 = call i64 @fwrite(ptr noundef nonnull %3, i64 noundef 1, i64 noundef %82, ptr noundef %83)
  %85 = add nuw nsw i64 %76, 1
  %86 = icmp eq i64 %85, 16
  br i1 %86, label %77, label %75, !llvm.loop !17

87:                                               ; preds = %75, %87
  %88 = phi i64 [ 0, %75 ], [ %98, %87 ]
  %89 = phi i32 [ 0, %75 ], [ %97, %87 ]
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i8, ptr %3, i64 %90
  %92 = sub nsw i64 256, %90
  %93 = getelementptr inbounds [16 x [16 x float]], ptr @g, i64 0, i64 %76, i64 %88
  %94 = load float, ptr %93, align 4, !tbaa !9
  %95 = fpext float %94 to double
  %96 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %91, i64 noundef %92, ptr noundef nonnull @.str, double noundef %95) #5
  %97 = add nsw i32 %96, %89
  %98 = add nuw nsw i64 %88, 1
  %99 = icmp eq i64 %98, 16
  br i1 %99, label %78, label %87, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
