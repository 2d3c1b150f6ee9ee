; ModuleID = 'update.c'
source_filename = "update.c"
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
  %10 = phi i32 [ %8, %4 ], [ 64, %2 ]
  %11 = tail call noalias dereferenceable_or_null(128) ptr @malloc(i64 noundef 128) #8
  %12 = sext i32 %10 to i64
  %13 = shl nsw i64 %12, 3
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #8
  %15 = tail call noalias ptr @calloc(i64 noundef %12, i64 noundef 8) #9
  br label %20

16:                                               ; preds = %20
  %17 = icmp sgt i32 %10, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %16
  %19 = zext nneg i32 %10 to i64
  br label %30

20:                                               ; preds = %9, %20
  %21 = phi i64 [ 0, %9 ], [ %26, %20 ]
  %22 = trunc nuw nsw i64 %21 to i32
  %23 = uitofp nneg i32 %22 to double
  %24 = tail call double @llvm.fmuladd.f64(double %23, double 2.500000e-01, double 1.000000e+00)
  %25 = getelementptr inbounds double, ptr %11, i64 %21
  store double %24, ptr %25, align 8, !tbaa !9
  %26 = add nuw nsw i64 %21, 1
  %27 = icmp eq i64 %26, 16
  br i1 %27, label %16, label %20, !llvm.loop !11

28:                                               ; preds = %30, %16
  %29 = zext nneg i32 %10 to i64
  br label %38

30:                                               ; preds = %18, %30
  %31 = phi i64 [ 0, %18 ], [ %36, %30 ]
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = uitofp nneg i32 %32 to double
  %34 = tail call double @llvm.fmuladd.f64(double %33, double 1.000000e-02, double 5.000000e-01)
  %35 = getelementptr inbounds double, ptr %14, i64 %31
  store double %34, ptr %35, align 8, !tbaa !9
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %19
  br i1 %37, label %28, label %30, !llvm.loop !14

38:                                               ; preds = %49, %28
  %39 = phi i64 [ 0, %28 ], [ %50, %49 ]
  br i1 %17, label %40, label %51

40:                                               ; preds = %38
  %41 = getelementptr inbounds double, ptr %11, i64 %39
  %42 = load double, ptr %41, align 8, !tbaa !9
  br label %54

43:                                               ; preds = %46
  br i1 %17, label %44, label %63

44:                                               ; preds = %43
  %45 = zext nneg i32 %10 to i64
  br label %64

46:                                               ; preds = %54
  %47 = add nuw nsw i64 %39, 1
  %48 = icmp eq i64 %47, 16
  br i1 %48, label %43, label %49

49:                                               ; preds = %46, %51
  %50 = phi i64 [ %47, %46 ], [ %52, %51 ]
  br label %38, !llvm.loop !15

51:                                               ; preds = %38
  %52 = add nuw nsw i64 %39, 1
  %53 = icmp eq i64 %52, 16
  br i1 %53, label %63, label %49

54:                                               ; preds = %40, %54
  %55 = phi i64 [ 0, %40 ], [ %61, %54 ]
  %56 = getelementptr inbounds double, ptr %14, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = getelementptr inbounds double, ptr %15, i64 %55
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = tail call double @llvm.fmuladd.f64(double %42, double %57, double %59)
  store double %60, ptr %58, align 8, !tbaa !9
  %61 = add nuw nsw i64 %55, 1
  %62 = icmp eq i64 %61, %29
  br i1 %62, label %46, label %54, !llvm.loop !16

63:                                               ; preds = %51, %64, %43
  tail call void @free(ptr noundef %11) #7
  tail call void @free(ptr noundef %14) #7
  tail call void @free(ptr noundef %15) #7
  ret i32 0

64:                                               ; preds = %44, %64
  %65 = phi i64 [ 0, %44 ], [ %69, %64 ]
  %66 = getelementptr inbounds double, ptr %15, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %67)
  %69 = add nuw nsw i64 %65, 1
  %70 = icmp eq i64 %69, %45
  br i1 %70, label %63, label %64, !llvm.loop !17
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind allocsize(0,1) }

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
!17 = distinct !{!17, !12, !13}
