; Relaxations whose cell stays in a register (tests/model/run.sh, case
; relaxfwd; model/relax.c), from relaxfwd.c by clang-19 -O2 -g0 -S
; -emit-llvm -fno-unroll-loops -fno-vectorize -fno-slp-vectorize: relax()
; loads d[v] (12), stores smin 13 and then smin 18 of smin 13's value and
; e[v] + r, without loading d[v] again. The second store was no
; relaxation before (its min reads no load of the cell); now both are,
; and the loop's exit test (21), whose flip skips or repeats relaxations,
; counts with their update rate and repair.
; The injector (trident inject -n 200 --inst ID, each): d[v]'s load 93.0%
; SDC, smin 13 95.5%, smin 18 98.0%, the exit test 9.0%; the program 24.4%
; [21.8, 27.2] of 1,000 runs. The model with --relax: 93.8, 100, 100, 4.8;
; 45.7% (without: 93.8, 94.0, 94.0, 91.8; 50.4%). Before the register
; form was recognized, --relax changed nothing here.
; ModuleID = 'tests/model/relaxfwd.c'
source_filename = "tests/model/relaxfwd.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@cells = internal global [24 x i32] zeroinitializer, align 16
@weights = internal global [24 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @relax(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = mul nsw i32 %2, 7
  %5 = shl nsw i32 %2, 1
  br label %7

6:                                                ; preds = %7
  ret void

7:                                                ; preds = %3, %7
  %8 = phi i64 [ 0, %3 ], [ %21, %7 ]
  %9 = trunc i64 %8 to i32
  %10 = mul i32 %9, 13
  %11 = add i32 %10, %4
  %12 = srem i32 %11, 17
  %13 = add nsw i32 %12, %5
  %14 = getelementptr inbounds i32, ptr %0, i64 %8
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 %13)
  store i32 %16, ptr %14, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %1, i64 %8
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = add nsw i32 %18, %2
  %20 = tail call i32 @llvm.smin.i32(i32 %16, i32 %19)
  store i32 %20, ptr %14, align 4, !tbaa !5
  %21 = add nuw nsw i64 %8, 1
  %22 = icmp eq i64 %21, 24
  br i1 %22, label %6, label %7, !llvm.loop !9
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %9, %1 ]
  %3 = getelementptr inbounds [24 x i32], ptr @cells, i64 0, i64 %2
  store i32 1000, ptr %3, align 4, !tbaa !5
  %4 = trunc i64 %2 to i8
  %5 = mul i8 %4, 11
  %6 = urem i8 %5, 19
  %7 = zext nneg i8 %6 to i32
  %8 = getelementptr inbounds [24 x i32], ptr @weights, i64 0, i64 %2
  store i32 %7, ptr %8, align 4, !tbaa !5
  %9 = add nuw nsw i64 %2, 1
  %10 = icmp eq i64 %9, 24
  br i1 %10, label %11, label %1, !llvm.loop !12

11:                                               ; preds = %1, %11
  %12 = phi i32 [ %13, %11 ], [ 0, %1 ]
  tail call void @relax(ptr noundef nonnull @cells, ptr noundef nonnull @weights, i32 noundef %12)
  %13 = add nuw nsw i32 %12, 1
  %14 = icmp eq i32 %13, 24
  br i1 %14, label %16, label %11, !llvm.loop !13

15:                                               ; preds = %16
  ret i32 0

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %21, %16 ], [ 0, %11 ]
  %18 = getelementptr inbounds [24 x i32], ptr @cells, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %19)
  %21 = add nuw nsw i64 %17, 1
  %22 = icmp eq i64 %21, 24
  br i1 %22, label %15, label %16, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
