; A loop vectorizer's runtime checks (tests/model/run.sh, case vcheck;
; model/fc.c, scalar_side): for n = 1000 from argv, a[i] = 3i + 1, then
; b[i] = 2 a[i] + (i & 7), then the sum of b is printed; clang-19 -O2
; vectorized the three loops, each behind a check of n against its vector
; width (ids 11, 34, 73: n < 8, n < 8, n < 4) whose scalar side runs the
; scalar loop from 0. A flip of a check from its vector side runs the
; scalar loop, which computes the same values (trident inject -n 100
; --inst 11, 34, 73 -- 1000: 100% benign each; the model 0.0 each, and
; 1.0, 1.0 and 0.2% with --no-vector-checks). Made with
; clang-19 -O2 -S -emit-llvm from:
;   int a[1000], b[1000];
;   int main(int argc, char **argv) { int n = argc > 1 ? atoi(argv[1]) : 1000;
;     for (int i = 0; i < n; i++) a[i] = i * 3 + 1;
;     for (int i = 0; i < n; i++) b[i] = a[i] * 2 + (i & 7);
;     long s = 0; for (int i = 0; i < n; i++) s += b[i];
;     printf("%ld\n", s); return 0; }

@a = dso_local local_unnamed_addr global [1000 x i32] zeroinitializer, align 16
@b = dso_local local_unnamed_addr global [1000 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %105

10:                                               ; preds = %2, %4
  %11 = phi i32 [ %8, %4 ], [ 1000, %2 ]
  %12 = zext nneg i32 %11 to i64
  %13 = icmp ult i32 %11, 8
  br i1 %13, label %14, label %16

14:                                               ; preds = %30, %10
  %15 = phi i64 [ 0, %10 ], [ %17, %30 ]
  br label %60

16:                                               ; preds = %10
  %17 = and i64 %12, 2147483640
  br label %18

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %27, %18 ]
  %20 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %16 ], [ %28, %18 ]
  %21 = getelementptr inbounds [1000 x i32], ptr @a, i64 0, i64 %19
  %22 = mul <4 x i32> %20, <i32 3, i32 3, i32 3, i32 3>
  %23 = mul <4 x i32> %20, <i32 3, i32 3, i32 3, i32 3>
  %24 = add <4 x i32> %22, <i32 1, i32 1, i32 1, i32 1>
  %25 = add <4 x i32> %23, <i32 13, i32 13, i32 13, i32 13>
  %26 = getelementptr inbounds i8, ptr %21, i64 16
  store <4 x i32> %24, ptr %21, align 16, !tbaa !9
  store <4 x i32> %25, ptr %26, align 16, !tbaa !9
  %27 = add nuw i64 %19, 8
  %28 = add <4 x i32> %20, <i32 8, i32 8, i32 8, i32 8>
  %29 = icmp eq i64 %27, %17
  br i1 %29, label %30, label %18, !llvm.loop !11

30:                                               ; preds = %18
  %31 = icmp eq i64 %17, %12
  br i1 %31, label %32, label %14

32:                                               ; preds = %60, %30
  %33 = zext nneg i32 %11 to i64
  %34 = icmp ult i32 %11, 8
  br i1 %34, label %35, label %37

35:                                               ; preds = %58, %32
  %36 = phi i64 [ 0, %32 ], [ %38, %58 ]
  br label %94

37:                                               ; preds = %32
  %38 = and i64 %12, 2147483640
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi i64 [ 0, %37 ], [ %55, %39 ]
  %41 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %37 ], [ %56, %39 ]
  %42 = getelementptr inbounds [1000 x i32], ptr @a, i64 0, i64 %40
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load <4 x i32>, ptr %42, align 16, !tbaa !9
  %45 = load <4 x i32>, ptr %43, align 16, !tbaa !9
  %46 = shl nsw <4 x i32> %44, <i32 1, i32 1, i32 1, i32 1>
  %47 = shl nsw <4 x i32> %45, <i32 1, i32 1, i32 1, i32 1>
  %48 = and <4 x i32> %41, <i32 7, i32 7, i32 7, i32 7>
  %49 = and <4 x i32> %41, <i32 7, i32 7, i32 7, i32 7>
  %50 = xor <4 x i32> %49, <i32 4, i32 4, i32 4, i32 4>
  %51 = add nsw <4 x i32> %46, %48
  %52 = add nsw <4 x i32> %47, %50
  %53 = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %40
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  store <4 x i32> %51, ptr %53, align 16, !tbaa !9
  store <4 x i32> %52, ptr %54, align 16, !tbaa !9
  %55 = add nuw i64 %40, 8
  %56 = add <4 x i32> %41, <i32 8, i32 8, i32 8, i32 8>
  %57 = icmp eq i64 %55, %38
  br i1 %57, label %58, label %39, !llvm.loop !15

58:                                               ; preds = %39
  %59 = icmp eq i64 %38, %12
  br i1 %59, label %68, label %35

60:                                               ; preds = %14, %60
  %61 = phi i64 [ %66, %60 ], [ %15, %14 ]
  %62 = getelementptr inbounds [1000 x i32], ptr @a, i64 0, i64 %61
  %63 = trunc i64 %61 to i32
  %64 = mul i32 %63, 3
  %65 = add i32 %64, 1
  store i32 %65, ptr %62, align 4, !tbaa !9
  %66 = add nuw nsw i64 %61, 1
  %67 = icmp eq i64 %66, %12
  br i1 %67, label %32, label %60, !llvm.loop !16

68:                                               ; preds = %94, %58
  %69 = zext nneg i32 %11 to i64
  %70 = icmp ult i32 %11, 4
  br i1 %70, label %71, label %74

71:                                               ; preds = %90, %68
  %72 = phi i64 [ 0, %68 ], [ %75, %90 ]
  %73 = phi i64 [ 0, %68 ], [ %92, %90 ]
  br label %108

74:                                               ; preds = %68
  %75 = and i64 %12, 2147483644
  br label %76

76:                                               ; preds = %76, %74
  %77 = phi i64 [ 0, %74 ], [ %88, %76 ]
  %78 = phi <2 x i64> [ zeroinitializer, %74 ], [ %86, %76 ]
  %79 = phi <2 x i64> [ zeroinitializer, %74 ], [ %87, %76 ]
  %80 = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %77
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  %82 = load <2 x i32>, ptr %80, align 16, !tbaa !9
  %83 = load <2 x i32>, ptr %81, align 8, !tbaa !9
  %84 = sext <2 x i32> %82 to <2 x i64>
  %85 = sext <2 x i32> %83 to <2 x i64>
  %86 = add <2 x i64> %78, %84
  %87 = add <2 x i64> %79, %85
  %88 = add nuw i64 %77, 4
  %89 = icmp eq i64 %88, %75
  br i1 %89, label %90, label %76, !llvm.loop !17

90:                                               ; preds = %76
  %91 = add <2 x i64> %87, %86
  %92 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %91)
  %93 = icmp eq i64 %75, %12
  br i1 %93, label %105, label %71

94:                                               ; preds = %35, %94
  %95 = phi i64 [ %103, %94 ], [ %36, %35 ]
  %96 = getelementptr inbounds [1000 x i32], ptr @a, i64 0, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !9
  %98 = shl nsw i32 %97, 1
  %99 = trunc nuw nsw i64 %95 to i32
  %100 = and i32 %99, 7
  %101 = add nsw i32 %98, %100
  %102 = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %95
  store i32 %101, ptr %102, align 4, !tbaa !9
  %103 = add nuw nsw i64 %95, 1
  %104 = icmp eq i64 %103, %33
  br i1 %104, label %68, label %94, !llvm.loop !18

105:                                              ; preds = %108, %90, %4
  %106 = phi i64 [ 0, %4 ], [ %92, %90 ], [ %114, %108 ]
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %106)
  ret i32 0

108:                                              ; preds = %71, %108
  %109 = phi i64 [ %115, %108 ], [ %72, %71 ]
  %110 = phi i64 [ %114, %108 ], [ %73, %71 ]
  %111 = getelementptr inbounds [1000 x i32], ptr @b, i64 0, i64 %109
  %112 = load i32, ptr %111, align 4, !tbaa !9
  %113 = sext i32 %112 to i64
  %114 = add nsw i64 %110, %113
  %115 = add nuw nsw i64 %109, 1
  %116 = icmp eq i64 %115, %69
  br i1 %116, label %105, label %108, !llvm.loop !19
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
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13, !14}
!16 = distinct !{!16, !12, !14, !13}
!17 = distinct !{!17, !12, !13, !14}
!18 = distinct !{!18, !12, !14, !13}
!19 = distinct !{!19, !12, !14, !13}
