; ModuleID = 'status.c'
source_filename = "status.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@cell = internal unnamed_addr global [64 x ptr] zeroinitializer, align 16
@.str = private unnamed_addr constant [7 x i8] c"malloc\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #5
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 64, %2 ]
  %11 = add i32 %10, -65
  %12 = icmp ult i32 %11, -64
  %13 = select i1 %12, i32 64, i32 %10
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %15, label %50

15:                                               ; preds = %9
  %16 = zext nneg i32 %13 to i64
  br label %23

17:                                               ; preds = %29
  br i1 %14, label %18, label %50

18:                                               ; preds = %17
  %19 = and i64 %16, 3
  %20 = icmp ult i32 %13, 4
  br i1 %20, label %34, label %21

21:                                               ; preds = %18
  %22 = and i64 %16, 2147483644
  br label %53

23:                                               ; preds = %15, %29
  %24 = phi i64 [ 0, %15 ], [ %32, %29 ]
  %25 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #6
  %26 = getelementptr inbounds [64 x ptr], ptr @cell, i64 0, i64 %24
  store ptr %25, ptr %26, align 8, !tbaa !5
  %27 = icmp eq ptr %25, null
  br i1 %27, label %28, label %29

28:                                               ; preds = %23
  tail call void @perror(ptr noundef nonnull @.str) #7
  tail call void @exit(i32 noundef 0) #8
  unreachable

29:                                               ; preds = %23
  %30 = mul nuw nsw i64 %24, 3
  %31 = add nuw nsw i64 %30, 1
  store i64 %31, ptr %25, align 8, !tbaa !9
  %32 = add nuw nsw i64 %24, 1
  %33 = icmp eq i64 %32, %16
  br i1 %33, label %17, label %23, !llvm.loop !11

34:                                               ; preds = %53, %18
  %35 = phi i64 [ poison, %18 ], [ %75, %53 ]
  %36 = phi i64 [ 0, %18 ], [ %76, %53 ]
  %37 = phi i64 [ 0, %18 ], [ %75, %53 ]
  %38 = icmp eq i64 %19, 0
  br i1 %38, label %50, label %39

39:                                               ; preds = %34, %39
  %40 = phi i64 [ %47, %39 ], [ %36, %34 ]
  %41 = phi i64 [ %46, %39 ], [ %37, %34 ]
  %42 = phi i64 [ %48, %39 ], [ 0, %34 ]
  %43 = getelementptr inbounds [64 x ptr], ptr @cell, i64 0, i64 %40
  %44 = load ptr, ptr %43, align 8, !tbaa !5
  %45 = load i64, ptr %44, align 8, !tbaa !9
  %46 = add nsw i64 %45, %41
  %47 = add nuw nsw i64 %40, 1
  %48 = add i64 %42, 1
  %49 = icmp eq i64 %48, %19
  br i1 %49, label %50, label %39, !llvm.loop !13

50:                                               ; preds = %34, %39, %9, %17
  %51 = phi i64 [ 0, %17 ], [ 0, %9 ], [ %35, %34 ], [ %46, %39 ]
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %51)
  tail call void @exit(i32 noundef 1) #8
  unreachable

53:                                               ; preds = %53, %21
  %54 = phi i64 [ 0, %21 ], [ %76, %53 ]
  %55 = phi i64 [ 0, %21 ], [ %75, %53 ]
  %56 = phi i64 [ 0, %21 ], [ %77, %53 ]
  %57 = getelementptr inbounds [64 x ptr], ptr @cell, i64 0, i64 %54
  %58 = load ptr, ptr %57, align 16, !tbaa !5
  %59 = load i64, ptr %58, align 8, !tbaa !9
  %60 = add nsw i64 %59, %55
  %61 = or disjoint i64 %54, 1
  %62 = getelementptr inbounds [64 x ptr], ptr @cell, i64 0, i64 %61
  %63 = load ptr, ptr %62, align 8, !tbaa !5
  %64 = load i64, ptr %63, align 8, !tbaa !9
  %65 = add nsw i64 %64, %60
  %66 = or disjoint i64 %54, 2
  %67 = getelementptr inbounds [64 x ptr], ptr @cell, i64 0, i64 %66
  %68 = load ptr, ptr %67, align 16, !tbaa !5
  %69 = load i64, ptr %68, align 8, !tbaa !9
  %70 = add nsw i64 %69, %65
  %71 = or disjoint i64 %54, 3
  %72 = getelementptr inbounds [64 x ptr], ptr @cell, i64 0, i64 %71
  %73 = load ptr, ptr %72, align 8, !tbaa !5
  %74 = load i64, ptr %73, align 8, !tbaa !9
  %75 = add nsw i64 %74, %70
  %76 = add nuw nsw i64 %54, 4
  %77 = add i64 %56, 4
  %78 = icmp eq i64 %77, %22
  br i1 %78, label %34, label %53, !llvm.loop !15
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare void @perror(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { cold }
attributes #8 = { noreturn nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
