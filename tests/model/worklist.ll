; ModuleID = 'worklist.c'
source_filename = "worklist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@dist = dso_local local_unnamed_addr global [32 x i32] zeroinitializer, align 16
@count = dso_local local_unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@tail = internal unnamed_addr global ptr null, align 8
@head = internal unnamed_addr global ptr null, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %82
  %2 = phi i64 [ 0, %0 ], [ %84, %82 ]
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) @dist, i8 -1, i64 128, i1 false), !tbaa !5
  %3 = getelementptr inbounds [32 x i32], ptr @dist, i64 0, i64 %2
  store i32 0, ptr %3, align 4, !tbaa !5
  %4 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7
  %5 = icmp eq ptr %4, null
  br i1 %5, label %7, label %8

6:                                                ; preds = %82
  ret i32 0

7:                                                ; preds = %1
  tail call void @exit(i32 noundef 1) #8
  unreachable

8:                                                ; preds = %1
  %9 = trunc nuw nsw i64 %2 to i32
  store i32 %9, ptr %4, align 8, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr null, ptr %10, align 8, !tbaa !12
  %11 = load ptr, ptr @tail, align 8, !tbaa !13
  %12 = icmp eq ptr %11, null
  %13 = getelementptr inbounds i8, ptr %11, i64 8
  %14 = select i1 %12, ptr @head, ptr %13
  store ptr %4, ptr %14, align 8, !tbaa !13
  store ptr %4, ptr @tail, align 8, !tbaa !13
  %15 = load i32, ptr @count, align 4, !tbaa !5
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr @count, align 4, !tbaa !5
  %17 = icmp sgt i32 %15, -1
  br i1 %17, label %21, label %18

18:                                               ; preds = %19, %8
  br label %86

19:                                               ; preds = %75
  %20 = icmp sgt i32 %76, 0
  br i1 %20, label %21, label %18

21:                                               ; preds = %8, %19
  %22 = phi i32 [ %76, %19 ], [ %16, %8 ]
  %23 = phi i32 [ %43, %19 ], [ %9, %8 ]
  %24 = phi ptr [ %77, %19 ], [ %4, %8 ]
  %25 = load ptr, ptr @head, align 8, !tbaa !13
  %26 = icmp eq ptr %25, null
  br i1 %26, label %40, label %27

27:                                               ; preds = %21
  %28 = load i32, ptr %25, align 8, !tbaa !9
  %29 = freeze i32 %28
  %30 = getelementptr inbounds i8, ptr %25, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !12
  store ptr %31, ptr @head, align 8, !tbaa !13
  %32 = icmp eq ptr %31, null
  br i1 %32, label %33, label %34

33:                                               ; preds = %27
  store ptr null, ptr @tail, align 8, !tbaa !13
  br label %34

34:                                               ; preds = %27, %33
  %35 = phi ptr [ %24, %27 ], [ null, %33 ]
  tail call void @free(ptr noundef nonnull %25) #9
  %36 = load i32, ptr @count, align 4, !tbaa !5
  %37 = add nsw i32 %36, -1
  store i32 %37, ptr @count, align 4, !tbaa !5
  %38 = icmp slt i32 %29, 0
  %39 = select i1 %38, i32 %23, i32 %29
  br label %40

40:                                               ; preds = %34, %21
  %41 = phi i32 [ %22, %21 ], [ %37, %34 ]
  %42 = phi ptr [ %24, %21 ], [ %35, %34 ]
  %43 = phi i32 [ %23, %21 ], [ %39, %34 ]
  %44 = mul nsw i32 %43, 5
  %45 = sext i32 %43 to i64
  %46 = getelementptr inbounds [32 x i32], ptr @dist, i64 0, i64 %45
  br label %47

47:                                               ; preds = %40, %75
  %48 = phi i32 [ %41, %40 ], [ %76, %75 ]
  %49 = phi i64 [ 0, %40 ], [ %80, %75 ]
  %50 = phi ptr [ %42, %40 ], [ %77, %75 ]
  %51 = phi ptr [ %42, %40 ], [ %79, %75 ]
  %52 = phi i32 [ %41, %40 ], [ %78, %75 ]
  %53 = trunc i64 %49 to i32
  %54 = mul i32 %53, 3
  %55 = add i32 %54, %44
  %56 = srem i32 %55, 7
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %75

58:                                               ; preds = %47
  %59 = getelementptr inbounds [32 x i32], ptr @dist, i64 0, i64 %49
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = icmp slt i32 %60, 0
  br i1 %61, label %62, label %75

62:                                               ; preds = %58
  %63 = load i32, ptr %46, align 4, !tbaa !5
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %59, align 4, !tbaa !5
  %65 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7
  %66 = icmp eq ptr %65, null
  br i1 %66, label %67, label %68

67:                                               ; preds = %62
  tail call void @exit(i32 noundef 1) #8
  unreachable

68:                                               ; preds = %62
  %69 = trunc nuw nsw i64 %49 to i32
  store i32 %69, ptr %65, align 8, !tbaa !9
  %70 = getelementptr inbounds i8, ptr %65, i64 8
  store ptr null, ptr %70, align 8, !tbaa !12
  %71 = icmp eq ptr %51, null
  %72 = getelementptr inbounds i8, ptr %51, i64 8
  %73 = select i1 %71, ptr @head, ptr %72
  store ptr %65, ptr %73, align 8, !tbaa !13
  store ptr %65, ptr @tail, align 8, !tbaa !13
  %74 = add nsw i32 %52, 1
  store i32 %74, ptr @count, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %47, %58, %68
  %76 = phi i32 [ %48, %47 ], [ %48, %58 ], [ %74, %68 ]
  %77 = phi ptr [ %50, %47 ], [ %50, %58 ], [ %65, %68 ]
  %78 = phi i32 [ %52, %47 ], [ %52, %58 ], [ %74, %68 ]
  %79 = phi ptr [ %51, %47 ], [ %51, %58 ], [ %65, %68 ]
  %80 = add nuw nsw i64 %49, 1
  %81 = icmp eq i64 %80, 32
  br i1 %81, label %19, label %47, !llvm.loop !14

82:                                               ; preds = %86
  %83 = tail call i32 @putchar(i32 10)
  %84 = add nuw nsw i64 %2, 1
  %85 = icmp eq i64 %84, 8
  br i1 %85, label %6, label %1, !llvm.loop !16

86:                                               ; preds = %18, %86
  %87 = phi i64 [ %91, %86 ], [ 0, %18 ]
  %88 = getelementptr inbounds [32 x i32], ptr @dist, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %89)
  %91 = add nuw nsw i64 %87, 1
  %92 = icmp eq i64 %91, 32
  br i1 %92, label %82, label %86, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"item", !6, i64 0, !11, i64 8}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = !{!11, !11, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
