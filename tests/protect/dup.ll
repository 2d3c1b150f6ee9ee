; Selective duplication's transform (tests/protect/run.sh; selective-dup/
; transform.c): a loop that fills a[] (ids 3-11) and one that sums 2 a[i]
; and counts a[i] > 10 (ids 14-25), printed. Cases protect the loops'
; phis, the FP multiply-adds (speculatable intrinsics), a load, a compare
; and the integer chain of the count. Made with clang-19 -O1
; -fno-vectorize -fno-slp-vectorize -fno-unroll-loops -S -emit-llvm and
; `trident ids` from:
;   #include <stdio.h>
;   double a[64];
;   int main(int argc, char **argv) {
;     double s = 0;
;     long n = 0;
;     for (int i = 0; i < 64; i++) a[i] = i * 0.5 + argc;
;     for (int i = 0; i < 64; i++) {
;       s += a[i] * 2.0;
;       if (a[i] > 10.0) n++;
;     }
;     printf("%.3f %ld\n", s, n);
;     return 0;
;   }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [64 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [10 x i8] c"%.3f %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = sitofp i32 %0 to double, !trident.id !5
  br label %4, !trident.id !6

4:                                                ; preds = %4, %2
  %5 = phi i64 [ 0, %2 ], [ %10, %4 ], !trident.id !7
  %6 = trunc nuw nsw i64 %5 to i32, !trident.id !8
  %7 = uitofp nneg i32 %6 to double, !trident.id !9
  %8 = tail call double @llvm.fmuladd.f64(double %7, double 5.000000e-01, double %3), !trident.id !10
  %9 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %5, !trident.id !11
  store double %8, ptr %9, align 8, !tbaa !12, !trident.id !16
  %10 = add nuw nsw i64 %5, 1, !trident.id !17
  %11 = icmp eq i64 %10, 64, !trident.id !18
  br i1 %11, label %14, label %4, !llvm.loop !19, !trident.id !22

12:                                               ; preds = %14
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %20, i64 noundef %23), !trident.id !23
  ret i32 0, !trident.id !24

14:                                               ; preds = %14, %4
  %15 = phi i64 [ %24, %14 ], [ 0, %4 ], !trident.id !25
  %16 = phi i64 [ %23, %14 ], [ 0, %4 ], !trident.id !26
  %17 = phi double [ %20, %14 ], [ 0.000000e+00, %4 ], !trident.id !27
  %18 = getelementptr inbounds [64 x double], ptr @a, i64 0, i64 %15, !trident.id !28
  %19 = load double, ptr %18, align 8, !tbaa !12, !trident.id !29
  %20 = tail call double @llvm.fmuladd.f64(double %19, double 2.000000e+00, double %17), !trident.id !30
  %21 = fcmp ogt double %19, 1.000000e+01, !trident.id !31
  %22 = zext i1 %21 to i64, !trident.id !32
  %23 = add nuw nsw i64 %16, %22, !trident.id !33
  %24 = add nuw nsw i64 %15, 1, !trident.id !34
  %25 = icmp eq i64 %24, 64, !trident.id !35
  br i1 %25, label %12, label %14, !llvm.loop !36, !trident.id !37
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!8 = !{i64 4}
!9 = !{i64 5}
!10 = !{i64 6}
!11 = !{i64 7}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = !{i64 8}
!17 = !{i64 9}
!18 = !{i64 10}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{i64 11}
!23 = !{i64 12}
!24 = !{i64 13}
!25 = !{i64 14}
!26 = !{i64 15}
!27 = !{i64 16}
!28 = !{i64 17}
!29 = !{i64 18}
!30 = !{i64 19}
!31 = !{i64 20}
!32 = !{i64 21}
!33 = !{i64 22}
!34 = !{i64 23}
!35 = !{i64 24}
!36 = distinct !{!36, !20, !21}
!37 = !{i64 25}
