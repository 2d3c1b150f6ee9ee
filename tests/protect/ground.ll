; Opaque copies only where a shadow needs one (tests/protect/run.sh, case
; ground; selective-dup/transform.c, ground_shadows). From this C, clang-19
; -O1 -fno-unroll-loops -fno-vectorize, ids by `trident ids`:
;   for (i = 0; i < n; i++) a[i] = i * k + n;      /* ids 20, 21 chosen */
;   for (i = 0; i < n; i++) s += a[i] * k;         /* ids 33, 34 chosen */
; The multiply i * k (20) has two roots, i and k: one of them is copied; the
; add (21) computes from the multiply's shadow and takes n as it is. The
; load (33) has one root, its address: copied; the multiply (34) takes k as
; it is: two copies there, and both checks survive clang -O2. @pick
; (hand-written, below) adds a third.
source_filename = "g.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [64 x i64] zeroinitializer, align 16
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1, !trident.id !5
  br i1 %3, label %4, label %8, !trident.id !6

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !trident.id !7
  %6 = load ptr, ptr %5, align 8, !tbaa !8, !trident.id !12
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #3, !trident.id !13
  br label %8, !trident.id !14

8:                                                ; preds = %4, %2
  %9 = phi i64 [ %7, %4 ], [ 40, %2 ], !trident.id !15
  %10 = icmp sgt i32 %0, 2, !trident.id !16
  br i1 %10, label %11, label %15, !trident.id !17

11:                                               ; preds = %8
  %12 = getelementptr inbounds i8, ptr %1, i64 16, !trident.id !18
  %13 = load ptr, ptr %12, align 8, !tbaa !8, !trident.id !19
  %14 = tail call i64 @strtol(ptr nocapture noundef nonnull %13, ptr noundef null, i32 noundef 10) #3, !trident.id !20
  br label %15, !trident.id !21

15:                                               ; preds = %11, %8
  %16 = phi i64 [ %14, %11 ], [ 3, %8 ], !trident.id !22
  %17 = icmp sgt i64 %9, 0, !trident.id !23
  br i1 %17, label %20, label %18, !trident.id !24

18:                                               ; preds = %20, %15
  %19 = icmp sgt i64 %9, 0, !trident.id !25
  br i1 %19, label %30, label %27, !trident.id !26

20:                                               ; preds = %20, %15
  %21 = phi i64 [ %25, %20 ], [ 0, %15 ], !trident.id !27
  %22 = mul nsw i64 %21, %16, !trident.id !28
  %23 = add nsw i64 %22, %9, !trident.id !29
  %24 = getelementptr inbounds [64 x i64], ptr @a, i64 0, i64 %21, !trident.id !30
  store i64 %23, ptr %24, align 8, !tbaa !31, !trident.id !33
  %25 = add nuw nsw i64 %21, 1, !trident.id !34
  %26 = icmp eq i64 %25, %9, !trident.id !35
  br i1 %26, label %18, label %20, !llvm.loop !36, !trident.id !39

27:                                               ; preds = %30, %18
  %28 = phi i64 [ 0, %18 ], [ %36, %30 ], !trident.id !40
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %28), !trident.id !41
  ret i32 0, !trident.id !42

30:                                               ; preds = %30, %18
  %31 = phi i64 [ %37, %30 ], [ 0, %18 ], !trident.id !43
  %32 = phi i64 [ %36, %30 ], [ 0, %18 ], !trident.id !44
  %33 = getelementptr inbounds [64 x i64], ptr @a, i64 0, i64 %31, !trident.id !45
  %34 = load i64, ptr %33, align 8, !tbaa !31, !trident.id !46
  %35 = mul nsw i64 %34, %16, !trident.id !47
  %36 = add nsw i64 %35, %32, !trident.id !48
  %37 = add nuw nsw i64 %31, 1, !trident.id !49
  %38 = icmp eq i64 %37, %9, !trident.id !50
  br i1 %38, label %27, label %30, !llvm.loop !51, !trident.id !52
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
; Hand-written: a select whose first root, its i1 condition, has no copy; the
; next root, x, is copied instead (id 39 chosen).
define i64 @pick(i1 %c, i64 %x, i64 %y) {
  %s = select i1 %c, i64 %x, i64 %y, !trident.id !90
  ret i64 %s, !trident.id !91
}

declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 1}
!6 = !{i64 2}
!7 = !{i64 3}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i64 4}
!13 = !{i64 5}
!14 = !{i64 6}
!15 = !{i64 7}
!16 = !{i64 8}
!17 = !{i64 9}
!18 = !{i64 10}
!19 = !{i64 11}
!20 = !{i64 12}
!21 = !{i64 13}
!22 = !{i64 14}
!23 = !{i64 15}
!24 = !{i64 16}
!25 = !{i64 17}
!26 = !{i64 18}
!27 = !{i64 19}
!28 = !{i64 20}
!29 = !{i64 21}
!30 = !{i64 22}
!31 = !{!32, !32, i64 0}
!32 = !{!"long", !10, i64 0}
!33 = !{i64 23}
!34 = !{i64 24}
!35 = !{i64 25}
!36 = distinct !{!36, !37, !38}
!37 = !{!"llvm.loop.mustprogress"}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = !{i64 26}
!40 = !{i64 27}
!41 = !{i64 28}
!42 = !{i64 29}
!43 = !{i64 30}
!44 = !{i64 31}
!45 = !{i64 32}
!46 = !{i64 33}
!47 = !{i64 34}
!48 = !{i64 35}
!49 = !{i64 36}
!50 = !{i64 37}
!51 = distinct !{!51, !37, !38}
!52 = !{i64 38}
!90 = !{i64 39}
!91 = !{i64 40}
