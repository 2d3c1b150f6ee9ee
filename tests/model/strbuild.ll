; ModuleID = 'strbuild.c'
source_filename = "strbuild.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [4 x i8] c"%d:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"%s;\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"sum %ld\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [48 x i64], align 16
  %4 = alloca [32 x i8], align 16
  %5 = alloca [256 x i8], align 16
  %6 = icmp sgt i32 %0, 1
  br i1 %6, label %7, label %12

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = tail call i64 @strtol(ptr nocapture noundef nonnull %9, ptr noundef null, i32 noundef 10) #9
  %11 = trunc i64 %10 to i32
  br label %12

12:                                               ; preds = %2, %7
  %13 = phi i32 [ %11, %7 ], [ 48, %2 ]
  call void @llvm.lifetime.start.p0(i64 384, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #9
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %5) #9
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %24, %14 ]
  %16 = phi <2 x i64> [ <i64 0, i64 1>, %12 ], [ %25, %14 ]
  %17 = add <2 x i64> %16, <i64 2, i64 2>
  %18 = mul nuw nsw <2 x i64> %16, %16
  %19 = mul nuw nsw <2 x i64> %17, %17
  %20 = add nuw nsw <2 x i64> %18, <i64 3, i64 3>
  %21 = add nuw nsw <2 x i64> %19, <i64 3, i64 3>
  %22 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %15
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store <2 x i64> %20, ptr %22, align 16, !tbaa !9
  store <2 x i64> %21, ptr %23, align 16, !tbaa !9
  %24 = add nuw i64 %15, 4
  %25 = add <2 x i64> %16, <i64 4, i64 4>
  %26 = icmp eq i64 %24, 48
  br i1 %26, label %27, label %14, !llvm.loop !11

27:                                               ; preds = %14
  %28 = load i64, ptr %3, align 16, !tbaa !9
  br label %82

29:                                               ; preds = %82, %39
  %30 = phi i64 [ %44, %39 ], [ %28, %82 ]
  %31 = phi i64 [ %45, %39 ], [ 1, %82 ]
  %32 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %31
  %33 = load i64, ptr %32, align 8, !tbaa !9
  %34 = mul nsw i64 %30, 3
  %35 = add nsw i64 %34, %33
  %36 = srem i64 %35, 100003
  store i64 %36, ptr %32, align 8, !tbaa !9
  %37 = add nuw nsw i64 %31, 1
  %38 = icmp eq i64 %37, 48
  br i1 %38, label %46, label %39, !llvm.loop !15

39:                                               ; preds = %29
  %40 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %37
  %41 = load i64, ptr %40, align 8, !tbaa !9
  %42 = mul nsw i64 %36, 3
  %43 = add nsw i64 %42, %41
  %44 = srem i64 %43, 100003
  store i64 %44, ptr %40, align 8, !tbaa !9
  %45 = add nuw nsw i64 %31, 2
  br label %29

46:                                               ; preds = %29, %56
  %47 = phi i64 [ %61, %56 ], [ %28, %29 ]
  %48 = phi i64 [ %62, %56 ], [ 1, %29 ]
  %49 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8, !tbaa !9
  %51 = mul nsw i64 %47, 3
  %52 = add nsw i64 %51, %50
  %53 = srem i64 %52, 100003
  store i64 %53, ptr %49, align 8, !tbaa !9
  %54 = add nuw nsw i64 %48, 1
  %55 = icmp eq i64 %54, 48
  br i1 %55, label %63, label %56, !llvm.loop !15

56:                                               ; preds = %46
  %57 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %54
  %58 = load i64, ptr %57, align 8, !tbaa !9
  %59 = mul nsw i64 %53, 3
  %60 = add nsw i64 %59, %58
  %61 = srem i64 %60, 100003
  store i64 %61, ptr %57, align 8, !tbaa !9
  %62 = add nuw nsw i64 %48, 2
  br label %46

63:                                               ; preds = %46, %73
  %64 = phi i64 [ %78, %73 ], [ %28, %46 ]
  %65 = phi i64 [ %79, %73 ], [ 1, %46 ]
  %66 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %65
  %67 = load i64, ptr %66, align 8, !tbaa !9
  %68 = mul nsw i64 %64, 3
  %69 = add nsw i64 %68, %67
  %70 = srem i64 %69, 100003
  store i64 %70, ptr %66, align 8, !tbaa !9
  %71 = add nuw nsw i64 %65, 1
  %72 = icmp eq i64 %71, 48
  br i1 %72, label %80, label %73, !llvm.loop !15

73:                                               ; preds = %63
  %74 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %71
  %75 = load i64, ptr %74, align 8, !tbaa !9
  %76 = mul nsw i64 %70, 3
  %77 = add nsw i64 %76, %75
  %78 = srem i64 %77, 100003
  store i64 %78, ptr %74, align 8, !tbaa !9
  %79 = add nuw nsw i64 %65, 2
  br label %63

80:                                               ; preds = %63
  %81 = icmp sgt i32 %13, 0
  br i1 %81, label %103, label %99

82:                                               ; preds = %92, %27
  %83 = phi i64 [ %28, %27 ], [ %97, %92 ]
  %84 = phi i64 [ 1, %27 ], [ %98, %92 ]
  %85 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %84
  %86 = load i64, ptr %85, align 8, !tbaa !9
  %87 = mul nsw i64 %83, 3
  %88 = add nsw i64 %87, %86
  %89 = srem i64 %88, 100003
  store i64 %89, ptr %85, align 8, !tbaa !9
  %90 = add nuw nsw i64 %84, 1
  %91 = icmp eq i64 %90, 48
  br i1 %91, label %29, label %92, !llvm.loop !15

92:                                               ; preds = %82
  %93 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %90
  %94 = load i64, ptr %93, align 8, !tbaa !9
  %95 = mul nsw i64 %89, 3
  %96 = add nsw i64 %95, %94
  %97 = srem i64 %96, 100003
  store i64 %97, ptr %93, align 8, !tbaa !9
  %98 = add nuw nsw i64 %84, 2
  br label %82

99:                                               ; preds = %103, %80
  %100 = phi i64 [ 0, %80 ], [ %137, %103 ]
  call void (ptr, ptr, ...) @emit(ptr noundef nonnull %4, ptr nonnull poison, i64 noundef %100)
  %101 = load ptr, ptr @stdout, align 8, !tbaa !5
  %102 = call i32 @fputs(ptr noundef nonnull %4, ptr noundef %101)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 384, ptr nonnull %3) #9
  ret i32 0

103:                                              ; preds = %80, %103
  %104 = phi i64 [ %109, %103 ], [ 0, %80 ]
  %105 = phi i64 [ %137, %103 ], [ 0, %80 ]
  %106 = trunc i64 %104 to i32
  %107 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %106) #9
  %108 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %4) #9
  %109 = add nuw nsw i64 %104, 4
  %110 = trunc i64 %109 to i32
  %111 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %104
  %112 = load i64, ptr %111, align 16, !tbaa !9
  %113 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %112) #9
  %114 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %4) #9
  %115 = srem i64 %112, 7
  %116 = add nsw i64 %115, %105
  %117 = or disjoint i64 %104, 1
  %118 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %117
  %119 = load i64, ptr %118, align 8, !tbaa !9
  %120 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %119) #9
  %121 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %4) #9
  %122 = srem i64 %119, 7
  %123 = add nsw i64 %122, %116
  %124 = or disjoint i64 %104, 2
  %125 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %124
  %126 = load i64, ptr %125, align 16, !tbaa !9
  %127 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %126) #9
  %128 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %4) #9
  %129 = srem i64 %126, 7
  %130 = add nsw i64 %129, %123
  %131 = or disjoint i64 %104, 3
  %132 = getelementptr inbounds [48 x i64], ptr %3, i64 0, i64 %131
  %133 = load i64, ptr %132, align 8, !tbaa !9
  %134 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %133) #9
  %135 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %4) #9
  %136 = srem i64 %133, 7
  %137 = add nsw i64 %136, %130
  %138 = call noalias ptr @strdup(ptr noundef nonnull %5) #9
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %138)
  call void @free(ptr noundef %138) #9
  %140 = icmp sgt i32 %13, %110
  %141 = icmp ult i32 %106, 44
  %142 = and i1 %140, %141
  br i1 %142, label %103, label %99, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal void @emit(ptr nocapture noundef %0, ptr nocapture readnone %1, ...) unnamed_addr #6 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #9
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call i32 @vsnprintf(ptr noundef %0, i64 noundef 32, ptr noundef nonnull @.str.3, ptr noundef nonnull %3) #9
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #9
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @fputs(ptr nocapture noundef readonly, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #8

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nounwind }

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
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
