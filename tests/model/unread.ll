; A dynamic program's table of choices of which only one path is read
; back (tests/model/run.sh, case unread; model/fm.c, model_store_live):
; cost[i][j] += min(up, left) over a 100 x 100 grid of random costs, how[i][j]
; = left < up stored for every cell, and a traceback from (99, 99) that
; reads how[][] along one path only; cost[99][99] and the traceback's
; count of lefts are printed. The profile's "unread": of the writes of
; how's store (45) not overwritten unread (its byte stores share
; granules), 50 of 2,475 were read. trident inject -n 200 --inst ID:
; 43 (how's zext) 0% SDC, 21 (a cost's draw) 3.5%, 41 (the up load) 5.0%,
; 46 (the min) 5.0%, 49 (the sum) 6.0%. The model with unread stores:
; 0.7%, 0.3%, 0.4%, 0.3%, 0.3%; without (--no-unread-stores): 35%, 16%,
; 18%, 16%, 16%. Still open: 35, the row loop's exit test (FI 99.5%),
; skips whole rows, which f_m of the cost store, a recurrence, takes as
; one cell's error: 1.1% (46% without unread stores, through how[][]).
; Made with clang-19 -O1 -fno-vectorize -fno-slp-vectorize -S -emit-llvm
; from:
;   #include <stdio.h>
;   #include <stdlib.h>
;   static unsigned char how[100][100];
;   static int cost[100][100];
;   int main(int argc, char **argv) {
;     unsigned s = argc > 1 ? (unsigned)atoi(argv[1]) : 7;
;     for (int i = 0; i < 100; i++)
;       for (int j = 0; j < 100; j++) {
;         s = s * 1103515245u + 12345u;
;         cost[i][j] = (int)(s >> 24 & 15);
;       }
;     for (int i = 1; i < 100; i++)
;       for (int j = 1; j < 100; j++) {
;         int up = cost[i - 1][j], left = cost[i][j - 1];
;         how[i][j] = left < up;
;         cost[i][j] += left < up ? left : up;
;       }
;     int i = 99, j = 99, lefts = 0;
;     while (i > 0 && j > 0) {
;       if (how[i][j]) { j--; lefts++; } else i--;
;     }
;     printf("%d %d\n", cost[99][99], lefts);
;     return 0;
;   }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@cost = internal unnamed_addr global [100 x [100 x i32]] zeroinitializer, align 16
@how = internal unnamed_addr global [100 x [100 x i8]] zeroinitializer, align 16
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #4
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 7, %2 ]
  br label %11

11:                                               ; preds = %9, %14
  %12 = phi i64 [ %15, %14 ], [ 0, %9 ]
  %13 = phi i32 [ %21, %14 ], [ %10, %9 ]
  br label %17

14:                                               ; preds = %17
  %15 = add nuw nsw i64 %12, 1
  %16 = icmp eq i64 %15, 100
  br i1 %16, label %27, label %11, !llvm.loop !9

17:                                               ; preds = %11, %17
  %18 = phi i64 [ 0, %11 ], [ %25, %17 ]
  %19 = phi i32 [ %13, %11 ], [ %21, %17 ]
  %20 = mul i32 %19, 1103515245
  %21 = add i32 %20, 12345
  %22 = lshr i32 %21, 24
  %23 = and i32 %22, 15
  %24 = getelementptr inbounds [100 x [100 x i32]], ptr @cost, i64 0, i64 %12, i64 %18
  store i32 %23, ptr %24, align 4, !tbaa !12
  %25 = add nuw nsw i64 %18, 1
  %26 = icmp eq i64 %25, 100
  br i1 %26, label %14, label %17, !llvm.loop !14

27:                                               ; preds = %14, %34
  %28 = phi i64 [ %37, %34 ], [ 0, %14 ]
  %29 = phi i64 [ %35, %34 ], [ 1, %14 ]
  %30 = mul nuw nsw i64 %28, 400
  %31 = getelementptr i8, ptr getelementptr (i8, ptr @cost, i64 400), i64 %30
  %32 = add nsw i64 %29, -1
  %33 = load i32, ptr %31, align 16
  br label %38

34:                                               ; preds = %38
  %35 = add nuw nsw i64 %29, 1
  %36 = icmp eq i64 %35, 100
  %37 = add i64 %28, 1
  br i1 %36, label %52, label %27, !llvm.loop !15

38:                                               ; preds = %27, %38
  %39 = phi i32 [ %33, %27 ], [ %49, %38 ]
  %40 = phi i64 [ 1, %27 ], [ %50, %38 ]
  %41 = getelementptr inbounds [100 x [100 x i32]], ptr @cost, i64 0, i64 %32, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !12
  %43 = icmp slt i32 %39, %42
  %44 = zext i1 %43 to i8
  %45 = getelementptr inbounds [100 x [100 x i8]], ptr @how, i64 0, i64 %29, i64 %40
  store i8 %44, ptr %45, align 1, !tbaa !16
  %46 = tail call i32 @llvm.smin.i32(i32 %39, i32 %42)
  %47 = getelementptr inbounds [100 x [100 x i32]], ptr @cost, i64 0, i64 %29, i64 %40
  %48 = load i32, ptr %47, align 4, !tbaa !12
  %49 = add nsw i32 %48, %46
  store i32 %49, ptr %47, align 4, !tbaa !12
  %50 = add nuw nsw i64 %40, 1
  %51 = icmp eq i64 %50, 100
  br i1 %51, label %34, label %38, !llvm.loop !17

52:                                               ; preds = %34, %52
  %53 = phi i32 [ %68, %52 ], [ 0, %34 ]
  %54 = phi i32 [ %65, %52 ], [ 99, %34 ]
  %55 = phi i32 [ %62, %52 ], [ 99, %34 ]
  %56 = zext nneg i32 %55 to i64
  %57 = zext nneg i32 %54 to i64
  %58 = getelementptr inbounds [100 x [100 x i8]], ptr @how, i64 0, i64 %56, i64 %57
  %59 = load i8, ptr %58, align 1, !tbaa !16
  %60 = icmp eq i8 %59, 0
  %61 = sext i1 %60 to i32
  %62 = add nsw i32 %55, %61
  %63 = xor i1 %60, true
  %64 = sext i1 %63 to i32
  %65 = add nsw i32 %54, %64
  %66 = xor i1 %60, true
  %67 = zext i1 %66 to i32
  %68 = add nuw nsw i32 %53, %67
  %69 = icmp sgt i32 %62, 0
  %70 = icmp sgt i32 %65, 0
  %71 = select i1 %69, i1 %70, i1 false
  br i1 %71, label %52, label %72, !llvm.loop !18

72:                                               ; preds = %52
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @cost, i64 39996), align 4, !tbaa !12
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %73, i32 noundef %68)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
