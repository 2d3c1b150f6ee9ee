; ModuleID = 'putc.c'
source_filename = "putc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = internal unnamed_addr global [64 x i8] zeroinitializer, align 16
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = load i8, ptr %6, align 1, !tbaa !9
  %8 = zext i8 %7 to i64
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i64 [ %8, %4 ], [ 7, %2 ]
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %32, %11 ]
  %13 = mul nuw nsw i64 %12, 37
  %14 = add nuw nsw i64 %13, %10
  %15 = trunc i64 %14 to i8
  %16 = getelementptr inbounds [64 x i8], ptr @buf, i64 0, i64 %12
  store i8 %15, ptr %16, align 4, !tbaa !9
  %17 = or disjoint i64 %12, 1
  %18 = mul nuw nsw i64 %17, 37
  %19 = add nuw nsw i64 %18, %10
  %20 = trunc i64 %19 to i8
  %21 = getelementptr inbounds [64 x i8], ptr @buf, i64 0, i64 %17
  store i8 %20, ptr %21, align 1, !tbaa !9
  %22 = or disjoint i64 %12, 2
  %23 = mul nuw nsw i64 %22, 37
  %24 = add nuw nsw i64 %23, %10
  %25 = trunc i64 %24 to i8
  %26 = getelementptr inbounds [64 x i8], ptr @buf, i64 0, i64 %22
  store i8 %25, ptr %26, align 2, !tbaa !9
  %27 = or disjoint i64 %12, 3
  %28 = mul nuw nsw i64 %27, 37
  %29 = add nuw nsw i64 %28, %10
  %30 = trunc i64 %29 to i8
  %31 = getelementptr inbounds [64 x i8], ptr @buf, i64 0, i64 %27
  store i8 %30, ptr %31, align 1, !tbaa !9
  %32 = add nuw nsw i64 %12, 4
  %33 = icmp eq i64 %32, 64
  br i1 %33, label %37, label %11, !llvm.loop !10

34:                                               ; preds = %37
  %35 = load ptr, ptr @stdout, align 8, !tbaa !5
  %36 = tail call i32 @fputc(i32 noundef 10, ptr noundef %35)
  ret i32 0

37:                                               ; preds = %11, %37
  %38 = phi i64 [ %45, %37 ], [ 0, %11 ]
  %39 = getelementptr inbounds [64 x i8], ptr @buf, i64 0, i64 %38
  %40 = load i8, ptr %39, align 1, !tbaa !9
  %41 = xor i8 %40, 90
  %42 = zext i8 %41 to i32
  %43 = load ptr, ptr @stdout, align 8, !tbaa !5
  %44 = tail call i32 @fputc(i32 noundef %42, ptr noundef %43)
  %45 = add nuw nsw i64 %38, 1
  %46 = icmp eq i64 %45, 64
  br i1 %46, label %34, label %37, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

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
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
