; ModuleID = 'interproc.c'
source_filename = "interproc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !25 {
    #dbg_value(i32 %0, !29, !DIExpression(), !43)
    #dbg_value(ptr %1, !30, !DIExpression(), !43)
  %3 = icmp sgt i32 %0, 1, !dbg !44
  br i1 %3, label %4, label %10, !dbg !45

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !46
  %6 = load ptr, ptr %5, align 8, !dbg !46, !tbaa !47
    #dbg_value(ptr %6, !51, !DIExpression(), !59)
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #8, !dbg !61
  %8 = trunc i64 %7 to i32, !dbg !62
    #dbg_value(i32 %8, !31, !DIExpression(), !43)
    #dbg_value(double 0.000000e+00, !36, !DIExpression(), !43)
  %9 = icmp slt i32 %8, 1, !dbg !63
  br i1 %9, label %110, label %10, !dbg !65

10:                                               ; preds = %2, %4
  %11 = phi i32 [ %8, %4 ], [ 512, %2 ]
  %12 = zext nneg i32 %11 to i64, !dbg !66
  %13 = tail call fastcc ptr @alloc_array(i64 noundef %12), !dbg !67
    #dbg_value(ptr %13, !32, !DIExpression(), !43)
  %14 = icmp eq ptr %13, null, !dbg !68
  br i1 %14, label %110, label %15, !dbg !69

15:                                               ; preds = %10
  %16 = shl nuw nsw i64 %12, 3, !dbg !70
  %17 = tail call noalias ptr @malloc(i64 noundef %16) #9, !dbg !71
    #dbg_value(ptr %17, !35, !DIExpression(), !43)
  %18 = icmp eq ptr %17, null, !dbg !72
  br i1 %18, label %110, label %19, !dbg !74

19:                                               ; preds = %15
  %20 = zext nneg i32 %11 to i64, !dbg !75
  %21 = icmp ult i32 %11, 4, !dbg !77
  br i1 %21, label %39, label %22, !dbg !77

22:                                               ; preds = %19
  %23 = and i64 %20, 2147483644, !dbg !77
  br label %24, !dbg !77

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %34, %24 ], !dbg !78
  %26 = phi <2 x i32> [ <i32 0, i32 1>, %22 ], [ %35, %24 ], !dbg !79
  %27 = add <2 x i32> %26, <i32 2, i32 2>, !dbg !79
  %28 = urem <2 x i32> %26, <i32 13, i32 13>, !dbg !79
  %29 = urem <2 x i32> %27, <i32 13, i32 13>, !dbg !79
  %30 = uitofp nneg <2 x i32> %28 to <2 x double>, !dbg !80
  %31 = uitofp nneg <2 x i32> %29 to <2 x double>, !dbg !80
  %32 = getelementptr inbounds double, ptr %13, i64 %25, !dbg !81
  %33 = getelementptr inbounds i8, ptr %32, i64 16, !dbg !82
  store <2 x double> %30, ptr %32, align 8, !dbg !82, !tbaa !83
  store <2 x double> %31, ptr %33, align 8, !dbg !82, !tbaa !83
  %34 = add nuw i64 %25, 4, !dbg !78
  %35 = add <2 x i32> %26, <i32 4, i32 4>, !dbg !79
  %36 = icmp eq i64 %34, %23, !dbg !78
  br i1 %36, label %37, label %24, !dbg !78, !llvm.loop !85

37:                                               ; preds = %24
  %38 = icmp eq i64 %23, %20, !dbg !77
  br i1 %38, label %49, label %39, !dbg !77

39:                                               ; preds = %37, %19
  %40 = phi i64 [ 0, %19 ], [ %23, %37 ]
  br label %41, !dbg !77

41:                                               ; preds = %39, %41
  %42 = phi i64 [ %47, %41 ], [ %40, %39 ]
    #dbg_value(i64 %42, !37, !DIExpression(), !90)
  %43 = trunc nuw nsw i64 %42 to i32, !dbg !79
  %44 = urem i32 %43, 13, !dbg !79
  %45 = uitofp nneg i32 %44 to double, !dbg !80
  %46 = getelementptr inbounds double, ptr %13, i64 %42, !dbg !81
  store double %45, ptr %46, align 8, !dbg !82, !tbaa !83
  %47 = add nuw nsw i64 %42, 1, !dbg !78
    #dbg_value(i64 %47, !37, !DIExpression(), !90)
  %48 = icmp eq i64 %47, %20, !dbg !75
  br i1 %48, label %49, label %41, !dbg !77, !llvm.loop !91

49:                                               ; preds = %41, %37
    #dbg_value(i32 0, !39, !DIExpression(), !92)
  tail call fastcc void @scale(ptr noundef nonnull %17, ptr noundef nonnull %13, i32 noundef %11, double noundef 5.000000e-01), !dbg !93
    #dbg_value(i32 1, !39, !DIExpression(), !92)
  tail call fastcc void @scale(ptr noundef nonnull %17, ptr noundef nonnull %13, i32 noundef %11, double noundef 1.500000e+00), !dbg !93
    #dbg_value(i32 2, !39, !DIExpression(), !92)
  tail call fastcc void @scale(ptr noundef nonnull %17, ptr noundef nonnull %13, i32 noundef %11, double noundef 2.500000e+00), !dbg !93
    #dbg_value(i32 3, !39, !DIExpression(), !92)
  tail call fastcc void @scale(ptr noundef nonnull %17, ptr noundef nonnull %13, i32 noundef %11, double noundef 3.500000e+00), !dbg !93
    #dbg_value(i32 4, !39, !DIExpression(), !92)
  tail call fastcc void @scale(ptr noundef nonnull %17, ptr noundef nonnull %13, i32 noundef %11, double noundef 4.500000e+00), !dbg !93
    #dbg_value(i32 5, !39, !DIExpression(), !92)
  tail call fastcc void @scale(ptr noundef nonnull %17, ptr noundef nonnull %13, i32 noundef %11, double noundef 5.500000e+00), !dbg !93
    #dbg_value(i32 6, !39, !DIExpression(), !92)
  tail call fastcc void @scale(ptr noundef nonnull %17, ptr noundef nonnull %13, i32 noundef %11, double noundef 6.500000e+00), !dbg !93
    #dbg_value(i32 7, !39, !DIExpression(), !92)
  tail call fastcc void @scale(ptr noundef nonnull %17, ptr noundef nonnull %13, i32 noundef %11, double noundef 7.500000e+00), !dbg !93
    #dbg_value(i32 8, !39, !DIExpression(), !92)
  %50 = and i64 %20, 7, !dbg !95
  %51 = icmp ult i32 %11, 8, !dbg !95
  br i1 %51, label %54, label %52, !dbg !95

52:                                               ; preds = %49
  %53 = and i64 %20, 2147483640, !dbg !95
  br label %72, !dbg !95

54:                                               ; preds = %72, %49
  %55 = phi double [ poison, %49 ], [ %106, %72 ]
  %56 = phi i64 [ 0, %49 ], [ %107, %72 ]
  %57 = phi double [ 0.000000e+00, %49 ], [ %106, %72 ]
  %58 = icmp eq i64 %50, 0, !dbg !95
  br i1 %58, label %69, label %59, !dbg !95

59:                                               ; preds = %54, %59
  %60 = phi i64 [ %66, %59 ], [ %56, %54 ]
  %61 = phi double [ %65, %59 ], [ %57, %54 ]
  %62 = phi i64 [ %67, %59 ], [ 0, %54 ]
    #dbg_value(i64 %60, !41, !DIExpression(), !96)
    #dbg_value(double %61, !36, !DIExpression(), !43)
  %63 = getelementptr inbounds double, ptr %17, i64 %60, !dbg !97
  %64 = load double, ptr %63, align 8, !dbg !97, !tbaa !83
  %65 = fadd double %61, %64, !dbg !99
    #dbg_value(double %65, !36, !DIExpression(), !43)
  %66 = add nuw nsw i64 %60, 1, !dbg !100
    #dbg_value(i64 %66, !41, !DIExpression(), !96)
  %67 = add i64 %62, 1, !dbg !95
  %68 = icmp eq i64 %67, %50, !dbg !95
  br i1 %68, label %69, label %59, !dbg !95, !llvm.loop !101

69:                                               ; preds = %59, %54
  %70 = phi double [ %55, %54 ], [ %65, %59 ], !dbg !99
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %70), !dbg !103
  tail call void @free(ptr noundef %13) #8, !dbg !104
  tail call void @free(ptr noundef nonnull %17) #8, !dbg !105
  br label %110, !dbg !106

72:                                               ; preds = %72, %52
  %73 = phi i64 [ 0, %52 ], [ %107, %72 ]
  %74 = phi double [ 0.000000e+00, %52 ], [ %106, %72 ]
  %75 = phi i64 [ 0, %52 ], [ %108, %72 ]
    #dbg_value(i64 %73, !41, !DIExpression(), !96)
    #dbg_value(double %74, !36, !DIExpression(), !43)
  %76 = getelementptr inbounds double, ptr %17, i64 %73, !dbg !97
  %77 = load double, ptr %76, align 8, !dbg !97, !tbaa !83
  %78 = fadd double %74, %77, !dbg !99
    #dbg_value(double %78, !36, !DIExpression(), !43)
  %79 = or disjoint i64 %73, 1, !dbg !100
    #dbg_value(i64 %79, !41, !DIExpression(), !96)
  %80 = getelementptr inbounds double, ptr %17, i64 %79, !dbg !97
  %81 = load double, ptr %80, align 8, !dbg !97, !tbaa !83
  %82 = fadd double %78, %81, !dbg !99
    #dbg_value(double %82, !36, !DIExpression(), !43)
  %83 = or disjoint i64 %73, 2, !dbg !100
    #dbg_value(i64 %83, !41, !DIExpression(), !96)
  %84 = getelementptr inbounds double, ptr %17, i64 %83, !dbg !97
  %85 = load double, ptr %84, align 8, !dbg !97, !tbaa !83
  %86 = fadd double %82, %85, !dbg !99
    #dbg_value(double %86, !36, !DIExpression(), !43)
  %87 = or disjoint i64 %73, 3, !dbg !100
    #dbg_value(i64 %87, !41, !DIExpression(), !96)
  %88 = getelementptr inbounds double, ptr %17, i64 %87, !dbg !97
  %89 = load double, ptr %88, align 8, !dbg !97, !tbaa !83
  %90 = fadd double %86, %89, !dbg !99
    #dbg_value(double %90, !36, !DIExpression(), !43)
  %91 = or disjoint i64 %73, 4, !dbg !100
    #dbg_value(i64 %91, !41, !DIExpression(), !96)
  %92 = getelementptr inbounds double, ptr %17, i64 %91, !dbg !97
  %93 = load double, ptr %92, align 8, !dbg !97, !tbaa !83
  %94 = fadd double %90, %93, !dbg !99
    #dbg_value(double %94, !36, !DIExpression(), !43)
  %95 = or disjoint i64 %73, 5, !dbg !100
    #dbg_value(i64 %95, !41, !DIExpression(), !96)
  %96 = getelementptr inbounds double, ptr %17, i64 %95, !dbg !97
  %97 = load double, ptr %96, align 8, !dbg !97, !tbaa !83
  %98 = fadd double %94, %97, !dbg !99
    #dbg_value(double %98, !36, !DIExpression(), !43)
  %99 = or disjoint i64 %73, 6, !dbg !100
    #dbg_value(i64 %99, !41, !DIExpression(), !96)
  %100 = getelementptr inbounds double, ptr %17, i64 %99, !dbg !97
  %101 = load double, ptr %100, align 8, !dbg !97, !tbaa !83
  %102 = fadd double %98, %101, !dbg !99
    #dbg_value(double %102, !36, !DIExpression(), !43)
  %103 = or disjoint i64 %73, 7, !dbg !100
    #dbg_value(i64 %103, !41, !DIExpression(), !96)
  %104 = getelementptr inbounds double, ptr %17, i64 %103, !dbg !97
  %105 = load double, ptr %104, align 8, !dbg !97, !tbaa !83
  %106 = fadd double %102, %105, !dbg !99
    #dbg_value(double %106, !36, !DIExpression(), !43)
  %107 = add nuw nsw i64 %73, 8, !dbg !100
    #dbg_value(i64 %107, !41, !DIExpression(), !96)
  %108 = add i64 %75, 8, !dbg !95
  %109 = icmp eq i64 %108, %53, !dbg !95
  br i1 %109, label %54, label %72, !dbg !95, !llvm.loop !107

110:                                              ; preds = %15, %4, %10, %69
  %111 = phi i32 [ 0, %69 ], [ 1, %10 ], [ 1, %4 ], [ 1, %15 ], !dbg !43
  ret i32 %111, !dbg !109
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc ptr @alloc_array(i64 noundef %0) unnamed_addr #2 !dbg !110 {
  %2 = alloca ptr, align 8, !DIAssignID !116
    #dbg_assign(i1 undef, !115, !DIExpression(), !116, ptr %2, !DIExpression(), !117)
    #dbg_value(i64 %0, !114, !DIExpression(), !117)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !118
  store ptr null, ptr %2, align 8, !dbg !119, !tbaa !47, !DIAssignID !120
    #dbg_assign(ptr null, !115, !DIExpression(), !120, ptr %2, !DIExpression(), !117)
  %3 = shl nuw nsw i64 %0, 3, !dbg !121
  %4 = call i32 @posix_memalign(ptr noundef nonnull %2, i64 noundef 64, i64 noundef %3) #8, !dbg !123
  %5 = icmp eq i32 %4, 0, !dbg !123
  %6 = load ptr, ptr %2, align 8, !dbg !124
  %7 = select i1 %5, ptr %6, ptr null, !dbg !124
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !125
  ret ptr %7, !dbg !125
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !126 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @scale(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, double noundef %3) unnamed_addr #4 !dbg !129 {
    #dbg_value(ptr %0, !135, !DIExpression(), !141)
    #dbg_value(ptr %1, !136, !DIExpression(), !141)
    #dbg_value(i32 %2, !137, !DIExpression(), !141)
    #dbg_value(double %3, !138, !DIExpression(), !141)
    #dbg_value(i32 0, !139, !DIExpression(), !142)
  %5 = icmp sgt i32 %2, 0, !dbg !143
  br i1 %5, label %6, label %50, !dbg !145

6:                                                ; preds = %4
  %7 = ptrtoint ptr %0 to i64, !dbg !143
  %8 = ptrtoint ptr %1 to i64, !dbg !143
  %9 = zext nneg i32 %2 to i64, !dbg !143
  %10 = icmp ult i32 %2, 4, !dbg !145
  %11 = sub i64 %7, %8, !dbg !145
  %12 = icmp ult i64 %11, 32, !dbg !145
  %13 = or i1 %10, %12, !dbg !145
  br i1 %13, label %14, label %32, !dbg !145

14:                                               ; preds = %48, %6
  %15 = phi i64 [ 0, %6 ], [ %33, %48 ]
  %16 = and i64 %9, 3, !dbg !145
  %17 = icmp eq i64 %16, 0, !dbg !145
  br i1 %17, label %28, label %18, !dbg !145

18:                                               ; preds = %14, %18
  %19 = phi i64 [ %25, %18 ], [ %15, %14 ]
  %20 = phi i64 [ %26, %18 ], [ 0, %14 ]
    #dbg_value(i64 %19, !139, !DIExpression(), !142)
  %21 = getelementptr inbounds double, ptr %1, i64 %19, !dbg !146
  %22 = load double, ptr %21, align 8, !dbg !146, !tbaa !83
  %23 = fmul double %22, %3, !dbg !147
  %24 = getelementptr inbounds double, ptr %0, i64 %19, !dbg !148
  store double %23, ptr %24, align 8, !dbg !149, !tbaa !83
  %25 = add nuw nsw i64 %19, 1, !dbg !150
    #dbg_value(i64 %25, !139, !DIExpression(), !142)
  %26 = add i64 %20, 1, !dbg !145
  %27 = icmp eq i64 %26, %16, !dbg !145
  br i1 %27, label %28, label %18, !dbg !145, !llvm.loop !151

28:                                               ; preds = %18, %14
  %29 = phi i64 [ %15, %14 ], [ %25, %18 ]
  %30 = sub nsw i64 %15, %9, !dbg !145
  %31 = icmp ugt i64 %30, -4, !dbg !145
  br i1 %31, label %50, label %51, !dbg !145

32:                                               ; preds = %6
  %33 = and i64 %9, 2147483644, !dbg !145
  %34 = insertelement <2 x double> poison, double %3, i64 0, !dbg !145
  %35 = shufflevector <2 x double> %34, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !145
  br label %36, !dbg !145

36:                                               ; preds = %36, %32
  %37 = phi i64 [ 0, %32 ], [ %46, %36 ], !dbg !150
  %38 = getelementptr inbounds double, ptr %1, i64 %37, !dbg !146
  %39 = getelementptr inbounds i8, ptr %38, i64 16, !dbg !146
  %40 = load <2 x double>, ptr %38, align 8, !dbg !146, !tbaa !83
  %41 = load <2 x double>, ptr %39, align 8, !dbg !146, !tbaa !83
  %42 = fmul <2 x double> %40, %35, !dbg !147
  %43 = fmul <2 x double> %41, %35, !dbg !147
  %44 = getelementptr inbounds double, ptr %0, i64 %37, !dbg !148
  %45 = getelementptr inbounds i8, ptr %44, i64 16, !dbg !149
  store <2 x double> %42, ptr %44, align 8, !dbg !149, !tbaa !83
  store <2 x double> %43, ptr %45, align 8, !dbg !149, !tbaa !83
  %46 = add nuw i64 %37, 4, !dbg !150
  %47 = icmp eq i64 %46, %33, !dbg !150
  br i1 %47, label %48, label %36, !dbg !150, !llvm.loop !152

48:                                               ; preds = %36
  %49 = icmp eq i64 %33, %9, !dbg !145
  br i1 %49, label %50, label %14, !dbg !145

50:                                               ; preds = %28, %51, %48, %4
  ret void, !dbg !154

51:                                               ; preds = %28, %51
  %52 = phi i64 [ %72, %51 ], [ %29, %28 ]
    #dbg_value(i64 %52, !139, !DIExpression(), !142)
  %53 = getelementptr inbounds double, ptr %1, i64 %52, !dbg !146
  %54 = load double, ptr %53, align 8, !dbg !146, !tbaa !83
  %55 = fmul double %54, %3, !dbg !147
  %56 = getelementptr inbounds double, ptr %0, i64 %52, !dbg !148
  store double %55, ptr %56, align 8, !dbg !149, !tbaa !83
  %57 = add nuw nsw i64 %52, 1, !dbg !150
    #dbg_value(i64 %57, !139, !DIExpression(), !142)
  %58 = getelementptr inbounds double, ptr %1, i64 %57, !dbg !146
  %59 = load double, ptr %58, align 8, !dbg !146, !tbaa !83
  %60 = fmul double %59, %3, !dbg !147
  %61 = getelementptr inbounds double, ptr %0, i64 %57, !dbg !148
  store double %60, ptr %61, align 8, !dbg !149, !tbaa !83
  %62 = add nuw nsw i64 %52, 2, !dbg !150
    #dbg_value(i64 %62, !139, !DIExpression(), !142)
  %63 = getelementptr inbounds double, ptr %1, i64 %62, !dbg !146
  %64 = load double, ptr %63, align 8, !dbg !146, !tbaa !83
  %65 = fmul double %64, %3, !dbg !147
  %66 = getelementptr inbounds double, ptr %0, i64 %62, !dbg !148
  store double %65, ptr %66, align 8, !dbg !149, !tbaa !83
  %67 = add nuw nsw i64 %52, 3, !dbg !150
    #dbg_value(i64 %67, !139, !DIExpression(), !142)
  %68 = getelementptr inbounds double, ptr %1, i64 %67, !dbg !146
  %69 = load double, ptr %68, align 8, !dbg !146, !tbaa !83
  %70 = fmul double %69, %3, !dbg !147
  %71 = getelementptr inbounds double, ptr %0, i64 %67, !dbg !148
  store double %70, ptr %71, align 8, !dbg !149, !tbaa !83
  %72 = add nuw nsw i64 %52, 4, !dbg !150
    #dbg_value(i64 %72, !139, !DIExpression(), !142)
  %73 = icmp eq i64 %72, %9, !dbg !143
  br i1 %73, label %50, label %51, !dbg !145, !llvm.loop !155
}

; Function Attrs: nofree nounwind
declare !dbg !156 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !161 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !164 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare !dbg !169 i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "interproc.c", directory: "/work/main/tests/llc", checksumkind: CSK_MD5, checksum: "6a5fddc07f837d11d1b606425f10aec2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !16, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !12, !13, !15}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!16 = !{!0}
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !26, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!12, !12, !13}
!28 = !{!29, !30, !31, !32, !35, !36, !37, !39, !41}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !2, line: 31, type: !12)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !2, line: 31, type: !13)
!31 = !DILocalVariable(name: "n", scope: !25, file: !2, line: 33, type: !12)
!32 = !DILocalVariable(name: "a", scope: !25, file: !2, line: 34, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !DILocalVariable(name: "b", scope: !25, file: !2, line: 34, type: !33)
!36 = !DILocalVariable(name: "s", scope: !25, file: !2, line: 34, type: !34)
!37 = !DILocalVariable(name: "i", scope: !38, file: !2, line: 41, type: !12)
!38 = distinct !DILexicalBlock(scope: !25, file: !2, line: 41, column: 2)
!39 = !DILocalVariable(name: "r", scope: !40, file: !2, line: 43, type: !12)
!40 = distinct !DILexicalBlock(scope: !25, file: !2, line: 43, column: 2)
!41 = !DILocalVariable(name: "i", scope: !42, file: !2, line: 45, type: !12)
!42 = distinct !DILexicalBlock(scope: !25, file: !2, line: 45, column: 2)
!43 = !DILocation(line: 0, scope: !25)
!44 = !DILocation(line: 33, column: 15, scope: !25)
!45 = !DILocation(line: 33, column: 10, scope: !25)
!46 = !DILocation(line: 33, column: 26, scope: !25)
!47 = !{!48, !48, i64 0}
!48 = !{!"any pointer", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocalVariable(name: "__nptr", arg: 1, scope: !52, file: !53, line: 362, type: !56)
!52 = distinct !DISubprogram(name: "atoi", scope: !53, file: !53, line: 362, type: !54, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !58)
!53 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!54 = !DISubroutineType(types: !55)
!55 = !{!12, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!58 = !{!51}
!59 = !DILocation(line: 0, scope: !52, inlinedAt: !60)
!60 = distinct !DILocation(line: 33, column: 21, scope: !25)
!61 = !DILocation(line: 364, column: 16, scope: !52, inlinedAt: !60)
!62 = !DILocation(line: 364, column: 10, scope: !52, inlinedAt: !60)
!63 = !DILocation(line: 36, column: 8, scope: !64)
!64 = distinct !DILexicalBlock(scope: !25, file: !2, line: 36, column: 6)
!65 = !DILocation(line: 36, column: 12, scope: !64)
!66 = !DILocation(line: 36, column: 33, scope: !64)
!67 = !DILocation(line: 36, column: 21, scope: !64)
!68 = !DILocation(line: 36, column: 19, scope: !64)
!69 = !DILocation(line: 36, column: 6, scope: !25)
!70 = !DILocation(line: 38, column: 23, scope: !25)
!71 = !DILocation(line: 38, column: 6, scope: !25)
!72 = !DILocation(line: 39, column: 7, scope: !73)
!73 = distinct !DILexicalBlock(scope: !25, file: !2, line: 39, column: 6)
!74 = !DILocation(line: 39, column: 6, scope: !25)
!75 = !DILocation(line: 41, column: 20, scope: !76)
!76 = distinct !DILexicalBlock(scope: !38, file: !2, line: 41, column: 2)
!77 = !DILocation(line: 41, column: 2, scope: !38)
!78 = !DILocation(line: 41, column: 26, scope: !76)
!79 = !DILocation(line: 42, column: 12, scope: !76)
!80 = !DILocation(line: 42, column: 10, scope: !76)
!81 = !DILocation(line: 42, column: 3, scope: !76)
!82 = !DILocation(line: 42, column: 8, scope: !76)
!83 = !{!84, !84, i64 0}
!84 = !{!"double", !49, i64 0}
!85 = distinct !{!85, !77, !86, !87, !88, !89}
!86 = !DILocation(line: 42, column: 14, scope: !38)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !{!"llvm.loop.isvectorized", i32 1}
!89 = !{!"llvm.loop.unroll.runtime.disable"}
!90 = !DILocation(line: 0, scope: !38)
!91 = distinct !{!91, !77, !86, !87, !89, !88}
!92 = !DILocation(line: 0, scope: !40)
!93 = !DILocation(line: 44, column: 3, scope: !94)
!94 = distinct !DILexicalBlock(scope: !40, file: !2, line: 43, column: 2)
!95 = !DILocation(line: 45, column: 2, scope: !42)
!96 = !DILocation(line: 0, scope: !42)
!97 = !DILocation(line: 46, column: 8, scope: !98)
!98 = distinct !DILexicalBlock(scope: !42, file: !2, line: 45, column: 2)
!99 = !DILocation(line: 46, column: 5, scope: !98)
!100 = !DILocation(line: 45, column: 26, scope: !98)
!101 = distinct !{!101, !102}
!102 = !{!"llvm.loop.unroll.disable"}
!103 = !DILocation(line: 47, column: 2, scope: !25)
!104 = !DILocation(line: 48, column: 2, scope: !25)
!105 = !DILocation(line: 49, column: 2, scope: !25)
!106 = !DILocation(line: 50, column: 2, scope: !25)
!107 = distinct !{!107, !95, !108, !87}
!108 = !DILocation(line: 46, column: 11, scope: !42)
!109 = !DILocation(line: 51, column: 1, scope: !25)
!110 = distinct !DISubprogram(name: "alloc_array", scope: !2, file: !2, line: 14, type: !111, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!33, !9}
!113 = !{!114, !115}
!114 = !DILocalVariable(name: "n", arg: 1, scope: !110, file: !2, line: 14, type: !9)
!115 = !DILocalVariable(name: "p", scope: !110, file: !2, line: 16, type: !15)
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 0, scope: !110)
!118 = !DILocation(line: 16, column: 2, scope: !110)
!119 = !DILocation(line: 16, column: 8, scope: !110)
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 18, column: 31, scope: !122)
!122 = distinct !DILexicalBlock(scope: !110, file: !2, line: 18, column: 6)
!123 = !DILocation(line: 18, column: 6, scope: !122)
!124 = !DILocation(line: 18, column: 6, scope: !110)
!125 = !DILocation(line: 21, column: 1, scope: !110)
!126 = !DISubprogram(name: "malloc", scope: !53, file: !53, line: 553, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!15, !9}
!129 = distinct !DISubprogram(name: "scale", scope: !2, file: !2, line: 24, type: !130, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !134)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !33, !132, !12, !34}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!134 = !{!135, !136, !137, !138, !139}
!135 = !DILocalVariable(name: "dst", arg: 1, scope: !129, file: !2, line: 24, type: !33)
!136 = !DILocalVariable(name: "src", arg: 2, scope: !129, file: !2, line: 24, type: !132)
!137 = !DILocalVariable(name: "n", arg: 3, scope: !129, file: !2, line: 24, type: !12)
!138 = !DILocalVariable(name: "k", arg: 4, scope: !129, file: !2, line: 24, type: !34)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 26, type: !12)
!140 = distinct !DILexicalBlock(scope: !129, file: !2, line: 26, column: 2)
!141 = !DILocation(line: 0, scope: !129)
!142 = !DILocation(line: 0, scope: !140)
!143 = !DILocation(line: 26, column: 20, scope: !144)
!144 = distinct !DILexicalBlock(scope: !140, file: !2, line: 26, column: 2)
!145 = !DILocation(line: 26, column: 2, scope: !140)
!146 = !DILocation(line: 27, column: 16, scope: !144)
!147 = !DILocation(line: 27, column: 14, scope: !144)
!148 = !DILocation(line: 27, column: 3, scope: !144)
!149 = !DILocation(line: 27, column: 10, scope: !144)
!150 = !DILocation(line: 26, column: 26, scope: !144)
!151 = distinct !{!151, !102}
!152 = distinct !{!152, !145, !153, !87, !88, !89}
!153 = !DILocation(line: 27, column: 21, scope: !140)
!154 = !DILocation(line: 28, column: 1, scope: !129)
!155 = distinct !{!155, !145, !153, !87, !88}
!156 = !DISubprogram(name: "printf", scope: !157, file: !157, line: 356, type: !158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!158 = !DISubroutineType(types: !159)
!159 = !{!12, !160, null}
!160 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !56)
!161 = !DISubprogram(name: "free", scope: !53, file: !53, line: 568, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !15}
!164 = !DISubprogram(name: "strtol", scope: !53, file: !53, line: 177, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!167, !160, !168, !12}
!167 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !13)
!169 = !DISubprogram(name: "posix_memalign", scope: !53, file: !53, line: 599, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!12, !172, !9, !9}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
