; ModuleID = 'llc.c'
source_filename = "llc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.request = type { ptr, i64 }

@table = internal unnamed_addr global [8 x ptr] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1, !dbg !14
@.str.1 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !19
@state = internal unnamed_addr global i1 false, align 4, !dbg !50
@pool = internal global [64 x double] zeroinitializer, align 16, !dbg !33
@.str.2 = private unnamed_addr constant [5 x i8] c"%lu\0A\00", align 1, !dbg !24
@grid = internal unnamed_addr global [4 x [256 x double]] zeroinitializer, align 16, !dbg !38
@.str.3 = private unnamed_addr constant [11 x i8] c"%.3f %.3f\0A\00", align 1, !dbg !26

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !59 {
  %3 = alloca %struct.request, align 8, !DIAssignID !105
    #dbg_assign(i1 undef, !76, !DIExpression(), !105, ptr %3, !DIExpression(), !106)
  %4 = alloca i32, align 4, !DIAssignID !107
    #dbg_assign(i1 undef, !101, !DIExpression(), !107, ptr %4, !DIExpression(), !108)
    #dbg_value(i32 %0, !63, !DIExpression(), !109)
    #dbg_value(ptr %1, !64, !DIExpression(), !109)
  %5 = icmp eq i32 %0, 2, !dbg !110
  br i1 %5, label %6, label %83, !dbg !112

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !113
  %8 = load ptr, ptr %7, align 8, !dbg !113, !tbaa !114
    #dbg_value(ptr %8, !118, !DIExpression(), !126)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #11, !dbg !128
  %10 = trunc i64 %9 to i32, !dbg !129
    #dbg_value(i32 %10, !65, !DIExpression(), !109)
  switch i32 %10, label %83 [
    i32 0, label %13
    i32 1, label %38
    i32 2, label %41
    i32 3, label %53
    i32 4, label %60
    i32 5, label %76
    i32 6, label %78
  ], !dbg !130

11:                                               ; preds = %13
  %12 = tail call fastcc i64 @work(i64 noundef 7), !dbg !131
    #dbg_value(i64 %12, !70, !DIExpression(), !132)
    #dbg_value(double 0.000000e+00, !71, !DIExpression(), !132)
    #dbg_value(i32 0, !72, !DIExpression(), !133)
  br label %21, !dbg !134

13:                                               ; preds = %6, %13
  %14 = phi i64 [ %17, %13 ], [ 0, %6 ]
    #dbg_value(i64 %14, !66, !DIExpression(), !135)
  %15 = tail call noalias dereferenceable_or_null(128) ptr @malloc(i64 noundef 128) #12, !dbg !136
  %16 = getelementptr inbounds [8 x ptr], ptr @table, i64 0, i64 %14, !dbg !138
  store ptr %15, ptr %16, align 8, !dbg !139, !tbaa !114
  %17 = add nuw nsw i64 %14, 1, !dbg !140
    #dbg_value(i64 %17, !66, !DIExpression(), !135)
  %18 = icmp eq i64 %17, 8, !dbg !141
  br i1 %18, label %11, label %13, !dbg !142, !llvm.loop !143

19:                                               ; preds = %21
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %29), !dbg !147
    #dbg_value(i32 0, !74, !DIExpression(), !148)
  br label %32, !dbg !149

21:                                               ; preds = %11, %21
  %22 = phi i64 [ 0, %11 ], [ %30, %21 ]
  %23 = phi double [ 0.000000e+00, %11 ], [ %29, %21 ]
    #dbg_value(i64 %22, !72, !DIExpression(), !133)
    #dbg_value(double %23, !71, !DIExpression(), !132)
  %24 = add nuw nsw i64 %12, %22, !dbg !150
  %25 = uitofp nneg i64 %24 to double, !dbg !153
  %26 = getelementptr inbounds [8 x ptr], ptr @table, i64 0, i64 %22, !dbg !154
  %27 = load ptr, ptr %26, align 8, !dbg !154, !tbaa !114
  %28 = getelementptr inbounds i8, ptr %27, i64 24, !dbg !154
  store double %25, ptr %28, align 8, !dbg !155, !tbaa !156
  %29 = fadd double %23, %25, !dbg !158
    #dbg_value(double %29, !71, !DIExpression(), !132)
  %30 = add nuw nsw i64 %22, 1, !dbg !159
    #dbg_value(i64 %30, !72, !DIExpression(), !133)
  %31 = icmp eq i64 %30, 8, !dbg !160
  br i1 %31, label %19, label %21, !dbg !134, !llvm.loop !161

32:                                               ; preds = %19, %32
  %33 = phi i64 [ 0, %19 ], [ %36, %32 ]
    #dbg_value(i64 %33, !74, !DIExpression(), !148)
  %34 = getelementptr inbounds [8 x ptr], ptr @table, i64 0, i64 %33, !dbg !163
  %35 = load ptr, ptr %34, align 8, !dbg !163, !tbaa !114
  tail call void @free(ptr noundef %35) #11, !dbg !165
  %36 = add nuw nsw i64 %33, 1, !dbg !166
    #dbg_value(i64 %36, !74, !DIExpression(), !148)
  %37 = icmp eq i64 %36, 8, !dbg !167
  br i1 %37, label %83, label %32, !dbg !149, !llvm.loop !168

38:                                               ; preds = %6
  %39 = tail call fastcc i64 @frame(), !dbg !170
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %39), !dbg !172
  br label %83, !dbg !173

41:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #11, !dbg !174
  store i1 true, ptr @state, align 4, !dbg !175
  call fastcc void @take(ptr noundef nonnull %3), !dbg !176
  %42 = tail call fastcc i64 @work(i64 noundef 3), !dbg !177
    #dbg_value(i64 %42, !84, !DIExpression(), !106)
  %43 = uitofp nneg i64 %42 to double, !dbg !178
  %44 = load ptr, ptr %3, align 8, !dbg !179, !tbaa !180
  %45 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !183
  %46 = load i64, ptr %45, align 8, !dbg !183, !tbaa !184
  %47 = getelementptr inbounds double, ptr %44, i64 %46, !dbg !185
  store double %43, ptr %47, align 8, !dbg !186, !tbaa !156
  %48 = load double, ptr getelementptr inbounds (i8, ptr @pool, i64 40), align 8, !dbg !187, !tbaa !156
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %48), !dbg !188
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #11, !dbg !189
  br label %83, !dbg !190

50:                                               ; preds = %53
  %51 = urem i64 %57, 1000, !dbg !191
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %51), !dbg !192
  br label %83, !dbg !193

53:                                               ; preds = %6, %53
  %54 = phi i64 [ %58, %53 ], [ 0, %6 ]
  %55 = phi i64 [ %57, %53 ], [ 5381, %6 ]
    #dbg_value(i64 %54, !88, !DIExpression(), !194)
    #dbg_value(i64 %55, !85, !DIExpression(), !195)
  %56 = mul i64 %55, 33, !dbg !196
  %57 = add i64 %56, %54, !dbg !198
    #dbg_value(i64 %57, !85, !DIExpression(), !195)
  %58 = add nuw nsw i64 %54, 1, !dbg !199
    #dbg_value(i64 %58, !88, !DIExpression(), !194)
  %59 = icmp eq i64 %58, 2000, !dbg !200
  br i1 %59, label %50, label %53, !dbg !201, !llvm.loop !202

60:                                               ; preds = %6, %60
  %61 = phi i64 [ %66, %60 ], [ 0, %6 ]
    #dbg_value(i64 %61, !90, !DIExpression(), !204)
  %62 = trunc nuw nsw i64 %61 to i32, !dbg !205
  %63 = uitofp nneg i32 %62 to double, !dbg !205
  %64 = getelementptr inbounds [256 x double], ptr getelementptr inbounds (i8, ptr @grid, i64 6144), i64 0, i64 %61, !dbg !207
  store double %63, ptr %64, align 8, !dbg !208, !tbaa !156
  %65 = getelementptr inbounds [256 x double], ptr @grid, i64 0, i64 %61, !dbg !209
  store double %63, ptr %65, align 8, !dbg !210, !tbaa !156
  %66 = add nuw nsw i64 %61, 1, !dbg !211
    #dbg_value(i64 %66, !90, !DIExpression(), !204)
  %67 = icmp eq i64 %66, 256, !dbg !212
  br i1 %67, label %72, label %60, !dbg !213, !llvm.loop !214

68:                                               ; preds = %72
  %69 = load double, ptr getelementptr inbounds (i8, ptr @grid, i64 800), align 16, !dbg !216, !tbaa !156
  %70 = load double, ptr getelementptr inbounds (i8, ptr @grid, i64 6944), align 16, !dbg !217, !tbaa !156
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %69, double noundef %70), !dbg !218
  br label %83, !dbg !219

72:                                               ; preds = %60, %72
  %73 = phi i32 [ %74, %72 ], [ 0, %60 ]
    #dbg_value(i32 %73, !94, !DIExpression(), !220)
  tail call fastcc void @relax(i32 noundef 0), !dbg !221
  tail call fastcc void @red(), !dbg !224
  tail call fastcc void @relax(i32 noundef 3), !dbg !225
  tail call fastcc void @black(), !dbg !226
  %74 = add nuw nsw i32 %73, 1, !dbg !227
    #dbg_value(i32 %74, !94, !DIExpression(), !220)
  %75 = icmp eq i32 %74, 6, !dbg !228
  br i1 %75, label %68, label %72, !dbg !229, !llvm.loop !230

76:                                               ; preds = %6
    #dbg_value(ptr null, !96, !DIExpression(), !232)
  %77 = load volatile i32, ptr null, align 4294967296, !dbg !233, !tbaa !234
  br label %83

78:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !236
  store volatile i32 1, ptr %4, align 4, !dbg !237, !tbaa !234, !DIAssignID !238
    #dbg_assign(i32 1, !101, !DIExpression(), !238, ptr %4, !DIExpression(), !108)
  br label %79, !dbg !236

79:                                               ; preds = %79, %78
  %80 = load volatile i32, ptr %4, align 4, !dbg !239, !tbaa !234
  %81 = icmp eq i32 %80, 0, !dbg !241
  br i1 %81, label %82, label %79, !dbg !241, !llvm.loop !242

82:                                               ; preds = %79
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !244
  br label %83

83:                                               ; preds = %32, %76, %6, %38, %50, %82, %68, %41, %2
  %84 = phi i32 [ 2, %2 ], [ %77, %76 ], [ 2, %6 ], [ 0, %38 ], [ 0, %50 ], [ 0, %82 ], [ 0, %68 ], [ 0, %41 ], [ 0, %32 ], !dbg !109
  ret i32 %84, !dbg !245
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !246 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i64 0, 16777216) i64 @work(i64 noundef %0) unnamed_addr #3 !dbg !251 {
    #dbg_value(i64 %0, !255, !DIExpression(), !259)
  %2 = or i64 %0, 1, !dbg !260
    #dbg_value(i64 %2, !256, !DIExpression(), !259)
    #dbg_value(i32 0, !257, !DIExpression(), !261)
  br label %5, !dbg !262

3:                                                ; preds = %5
  %4 = lshr i64 %9, 40, !dbg !263
  ret i64 %4, !dbg !264

5:                                                ; preds = %1, %5
  %6 = phi i32 [ 0, %1 ], [ %10, %5 ]
  %7 = phi i64 [ %2, %1 ], [ %9, %5 ]
    #dbg_value(i32 %6, !257, !DIExpression(), !261)
    #dbg_value(i64 %7, !256, !DIExpression(), !259)
  %8 = mul i64 %7, 6364136223846793005, !dbg !265
  %9 = add i64 %8, 1442695040888963407, !dbg !267
    #dbg_value(i64 %9, !256, !DIExpression(), !259)
  %10 = add nuw nsw i32 %6, 1, !dbg !268
    #dbg_value(i32 %10, !257, !DIExpression(), !261)
  %11 = icmp eq i32 %10, 4000, !dbg !269
  br i1 %11, label %3, label %5, !dbg !262, !llvm.loop !270
}

; Function Attrs: nofree nounwind
declare !dbg !272 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !277 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @frame() unnamed_addr #3 !dbg !280 {
  %1 = alloca [32 x i64], align 16, !DIAssignID !291
    #dbg_assign(i1 undef, !284, !DIExpression(), !291, ptr %1, !DIExpression(), !292)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #11, !dbg !293
  call fastcc void @fill(ptr noundef nonnull %1), !dbg !294
  %2 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !295
  %3 = load i64, ptr %2, align 8, !dbg !295, !tbaa !296
  %4 = tail call fastcc i64 @work(i64 noundef %3), !dbg !297
    #dbg_value(i64 %4, !288, !DIExpression(), !292)
    #dbg_value(i32 0, !289, !DIExpression(), !298)
  br label %6, !dbg !299

5:                                                ; preds = %6
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #11, !dbg !300
  ret i64 %11, !dbg !301

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %12, %6 ]
  %8 = phi i64 [ %4, %0 ], [ %11, %6 ]
    #dbg_value(i64 %7, !289, !DIExpression(), !298)
    #dbg_value(i64 %8, !288, !DIExpression(), !292)
  %9 = getelementptr inbounds [32 x i64], ptr %1, i64 0, i64 %7, !dbg !302
  %10 = load i64, ptr %9, align 8, !dbg !302, !tbaa !296
  %11 = add nsw i64 %10, %8, !dbg !304
    #dbg_value(i64 %11, !288, !DIExpression(), !292)
  %12 = add nuw nsw i64 %7, 1, !dbg !305
    #dbg_value(i64 %12, !289, !DIExpression(), !298)
  %13 = icmp eq i64 %12, 32, !dbg !306
  br i1 %13, label %5, label %6, !dbg !299, !llvm.loop !307
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @take(ptr nocapture noundef writeonly %0) unnamed_addr #6 !dbg !309 {
    #dbg_value(ptr %0, !314, !DIExpression(), !316)
    #dbg_value(i64 5, !315, !DIExpression(), !316)
  %2 = load i1, ptr @state, align 4, !dbg !317
  %3 = select i1 %2, ptr @pool, ptr null, !dbg !317
  store ptr %3, ptr %0, align 8, !dbg !318, !tbaa !180
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !319
  store i64 5, ptr %4, align 8, !dbg !320, !tbaa !184
  ret void, !dbg !321
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @relax(i32 noundef %0) unnamed_addr #7 !dbg !322 {
    #dbg_value(i32 %0, !326, !DIExpression(), !329)
    #dbg_value(i32 1, !327, !DIExpression(), !330)
  %2 = zext nneg i32 %0 to i64
    #dbg_value(i32 1, !327, !DIExpression(), !330)
  %3 = shl nuw nsw i64 %2, 11, !dbg !331
  %4 = getelementptr i8, ptr @grid, i64 %3, !dbg !331
  %5 = load double, ptr %4, align 16
  br label %7, !dbg !331

6:                                                ; preds = %7
  ret void, !dbg !332

7:                                                ; preds = %1, %7
  %8 = phi double [ %5, %1 ], [ %14, %7 ], !dbg !333
  %9 = phi i64 [ 1, %1 ], [ %10, %7 ]
    #dbg_value(i64 %9, !327, !DIExpression(), !330)
  %10 = add nuw nsw i64 %9, 1, !dbg !335
  %11 = getelementptr inbounds [4 x [256 x double]], ptr @grid, i64 0, i64 %2, i64 %10, !dbg !336
  %12 = load double, ptr %11, align 8, !dbg !336, !tbaa !156
  %13 = fadd double %8, %12, !dbg !337
  %14 = fmul double %13, 5.000000e-01, !dbg !338
  %15 = getelementptr inbounds [4 x [256 x double]], ptr @grid, i64 0, i64 %2, i64 %9, !dbg !339
  store double %14, ptr %15, align 8, !dbg !340, !tbaa !156
    #dbg_value(i64 %10, !327, !DIExpression(), !330)
  %16 = icmp eq i64 %10, 255, !dbg !341
  br i1 %16, label %6, label %7, !dbg !331, !llvm.loop !342
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @red() unnamed_addr #8 !dbg !344 {
  %1 = load double, ptr getelementptr inbounds (i8, ptr @grid, i64 2104), align 8, !dbg !347, !tbaa !156
  %2 = fadd double %1, 1.000000e+00, !dbg !347
  store double %2, ptr getelementptr inbounds (i8, ptr @grid, i64 2104), align 8, !dbg !347, !tbaa !156
  ret void, !dbg !348
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @black() unnamed_addr #8 !dbg !349 {
  %1 = load double, ptr getelementptr inbounds (i8, ptr @grid, i64 4168), align 8, !dbg !350, !tbaa !156
  %2 = fadd double %1, 1.000000e+00, !dbg !350
  store double %2, ptr getelementptr inbounds (i8, ptr @grid, i64 4168), align 8, !dbg !350, !tbaa !156
  ret void, !dbg !351
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !352 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0) unnamed_addr #10 !dbg !356 {
    #dbg_value(ptr %0, !361, !DIExpression(), !364)
    #dbg_value(i64 0, !362, !DIExpression(), !365)
  br label %3, !dbg !366

2:                                                ; preds = %3
  ret void, !dbg !367

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %7, %3 ]
    #dbg_value(i64 %4, !362, !DIExpression(), !365)
  %5 = mul nuw nsw i64 %4, 3, !dbg !368
  %6 = getelementptr inbounds i64, ptr %0, i64 %4, !dbg !370
  store i64 %5, ptr %6, align 8, !dbg !371, !tbaa !296
  %7 = add nuw nsw i64 %4, 1, !dbg !372
    #dbg_value(i64 %7, !362, !DIExpression(), !365)
  %8 = icmp eq i64 %7, 32, !dbg !373
  br i1 %8, label %2, label %3, !dbg !366, !llvm.loop !374
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree noinline norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 27, type: !46, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "llc.c", directory: "/work/main/tests/llc", checksumkind: CSK_MD5, checksum: "f548800f7d6e13ce32de8455f5423721")
!4 = !{!5, !6, !7, !8, !11, !12}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !{!14, !19, !24, !26, !0, !31, !33, !38, !44}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 48, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 6)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 40, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 5)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !21, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 119, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 88, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 11)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "state", scope: !2, file: !3, line: 29, type: !7, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "pool", scope: !2, file: !3, line: 30, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 64)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "grid", scope: !2, file: !3, line: 68, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 65536, elements: !41)
!41 = !{!42, !43}
!42 = !DISubrange(count: 4)
!43 = !DISubrange(count: 256)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression(DW_OP_constu, 32, DW_OP_stack_value))
!45 = distinct !DIGlobalVariable(name: "bound", scope: !2, file: !3, line: 28, type: !12, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 512, elements: !48)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!48 = !{!49}
!49 = !DISubrange(count: 8)
!50 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 79, type: !60, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!7, !7, !8}
!62 = !{!63, !64, !65, !66, !70, !71, !72, !74, !76, !84, !85, !88, !90, !94, !96, !101}
!63 = !DILocalVariable(name: "argc", arg: 1, scope: !59, file: !3, line: 79, type: !7)
!64 = !DILocalVariable(name: "argv", arg: 2, scope: !59, file: !3, line: 79, type: !8)
!65 = !DILocalVariable(name: "mode", scope: !59, file: !3, line: 83, type: !7)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 85, type: !7)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 85, column: 9)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 84, column: 20)
!69 = distinct !DILexicalBlock(scope: !59, file: !3, line: 84, column: 9)
!70 = !DILocalVariable(name: "w", scope: !68, file: !3, line: 87, type: !12)
!71 = !DILocalVariable(name: "s", scope: !68, file: !3, line: 88, type: !5)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 89, type: !7)
!73 = distinct !DILexicalBlock(scope: !68, file: !3, line: 89, column: 9)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 94, type: !7)
!75 = distinct !DILexicalBlock(scope: !68, file: !3, line: 94, column: 9)
!76 = !DILocalVariable(name: "r", scope: !77, file: !3, line: 99, type: !80)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 98, column: 27)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 98, column: 16)
!79 = distinct !DILexicalBlock(scope: !69, file: !3, line: 96, column: 16)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "request", file: !3, line: 32, size: 128, elements: !81)
!81 = !{!82, !83}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !80, file: !3, line: 33, baseType: !47, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !80, file: !3, line: 34, baseType: !12, size: 64, offset: 64)
!84 = !DILocalVariable(name: "w", scope: !77, file: !3, line: 102, type: !12)
!85 = !DILocalVariable(name: "h", scope: !86, file: !3, line: 106, type: !6)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 105, column: 27)
!87 = distinct !DILexicalBlock(scope: !78, file: !3, line: 105, column: 16)
!88 = !DILocalVariable(name: "i", scope: !89, file: !3, line: 107, type: !7)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 107, column: 9)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 111, type: !7)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 111, column: 9)
!92 = distinct !DILexicalBlock(scope: !93, file: !3, line: 110, column: 27)
!93 = distinct !DILexicalBlock(scope: !87, file: !3, line: 110, column: 16)
!94 = !DILocalVariable(name: "t", scope: !95, file: !3, line: 113, type: !7)
!95 = distinct !DILexicalBlock(scope: !92, file: !3, line: 113, column: 9)
!96 = !DILocalVariable(name: "p", scope: !97, file: !3, line: 121, type: !99)
!97 = distinct !DILexicalBlock(scope: !98, file: !3, line: 120, column: 27)
!98 = distinct !DILexicalBlock(scope: !93, file: !3, line: 120, column: 16)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!101 = !DILocalVariable(name: "spin", scope: !102, file: !3, line: 124, type: !100)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 124, column: 9)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 123, column: 27)
!104 = distinct !DILexicalBlock(scope: !98, file: !3, line: 123, column: 16)
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 0, scope: !77)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !102)
!109 = !DILocation(line: 0, scope: !59)
!110 = !DILocation(line: 81, column: 14, scope: !111)
!111 = distinct !DILexicalBlock(scope: !59, file: !3, line: 81, column: 9)
!112 = !DILocation(line: 81, column: 9, scope: !59)
!113 = !DILocation(line: 83, column: 21, scope: !59)
!114 = !{!115, !115, i64 0}
!115 = !{!"any pointer", !116, i64 0}
!116 = !{!"omnipotent char", !117, i64 0}
!117 = !{!"Simple C/C++ TBAA"}
!118 = !DILocalVariable(name: "__nptr", arg: 1, scope: !119, file: !120, line: 362, type: !123)
!119 = distinct !DISubprogram(name: "atoi", scope: !120, file: !120, line: 362, type: !121, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !125)
!120 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!121 = !DISubroutineType(types: !122)
!122 = !{!7, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!125 = !{!118}
!126 = !DILocation(line: 0, scope: !119, inlinedAt: !127)
!127 = distinct !DILocation(line: 83, column: 16, scope: !59)
!128 = !DILocation(line: 364, column: 16, scope: !119, inlinedAt: !127)
!129 = !DILocation(line: 364, column: 10, scope: !119, inlinedAt: !127)
!130 = !DILocation(line: 84, column: 9, scope: !59)
!131 = !DILocation(line: 87, column: 18, scope: !68)
!132 = !DILocation(line: 0, scope: !68)
!133 = !DILocation(line: 0, scope: !73)
!134 = !DILocation(line: 89, column: 9, scope: !73)
!135 = !DILocation(line: 0, scope: !67)
!136 = !DILocation(line: 86, column: 24, scope: !137)
!137 = distinct !DILexicalBlock(scope: !67, file: !3, line: 85, column: 9)
!138 = !DILocation(line: 86, column: 13, scope: !137)
!139 = !DILocation(line: 86, column: 22, scope: !137)
!140 = !DILocation(line: 85, column: 37, scope: !137)
!141 = !DILocation(line: 85, column: 27, scope: !137)
!142 = !DILocation(line: 85, column: 9, scope: !67)
!143 = distinct !{!143, !142, !144, !145, !146}
!144 = !DILocation(line: 86, column: 50, scope: !67)
!145 = !{!"llvm.loop.mustprogress"}
!146 = !{!"llvm.loop.unroll.disable"}
!147 = !DILocation(line: 93, column: 9, scope: !68)
!148 = !DILocation(line: 0, scope: !75)
!149 = !DILocation(line: 94, column: 9, scope: !75)
!150 = !DILocation(line: 90, column: 38, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 89, column: 41)
!152 = distinct !DILexicalBlock(scope: !73, file: !3, line: 89, column: 9)
!153 = !DILocation(line: 90, column: 27, scope: !151)
!154 = !DILocation(line: 90, column: 13, scope: !151)
!155 = !DILocation(line: 90, column: 25, scope: !151)
!156 = !{!157, !157, i64 0}
!157 = !{!"double", !116, i64 0}
!158 = !DILocation(line: 91, column: 15, scope: !151)
!159 = !DILocation(line: 89, column: 37, scope: !152)
!160 = !DILocation(line: 89, column: 27, scope: !152)
!161 = distinct !{!161, !134, !162, !145, !146}
!162 = !DILocation(line: 92, column: 9, scope: !73)
!163 = !DILocation(line: 95, column: 18, scope: !164)
!164 = distinct !DILexicalBlock(scope: !75, file: !3, line: 94, column: 9)
!165 = !DILocation(line: 95, column: 13, scope: !164)
!166 = !DILocation(line: 94, column: 37, scope: !164)
!167 = !DILocation(line: 94, column: 27, scope: !164)
!168 = distinct !{!168, !149, !169, !145, !146}
!169 = !DILocation(line: 95, column: 26, scope: !75)
!170 = !DILocation(line: 97, column: 25, scope: !171)
!171 = distinct !DILexicalBlock(scope: !79, file: !3, line: 96, column: 27)
!172 = !DILocation(line: 97, column: 9, scope: !171)
!173 = !DILocation(line: 98, column: 5, scope: !171)
!174 = !DILocation(line: 99, column: 9, scope: !77)
!175 = !DILocation(line: 100, column: 15, scope: !77)
!176 = !DILocation(line: 101, column: 9, scope: !77)
!177 = !DILocation(line: 102, column: 18, scope: !77)
!178 = !DILocation(line: 103, column: 22, scope: !77)
!179 = !DILocation(line: 103, column: 11, scope: !77)
!180 = !{!181, !115, i64 0}
!181 = !{!"request", !115, i64 0, !182, i64 8}
!182 = !{!"long", !116, i64 0}
!183 = !DILocation(line: 103, column: 17, scope: !77)
!184 = !{!181, !182, i64 8}
!185 = !DILocation(line: 103, column: 9, scope: !77)
!186 = !DILocation(line: 103, column: 20, scope: !77)
!187 = !DILocation(line: 104, column: 26, scope: !77)
!188 = !DILocation(line: 104, column: 9, scope: !77)
!189 = !DILocation(line: 105, column: 5, scope: !78)
!190 = !DILocation(line: 105, column: 5, scope: !77)
!191 = !DILocation(line: 109, column: 27, scope: !86)
!192 = !DILocation(line: 109, column: 9, scope: !86)
!193 = !DILocation(line: 110, column: 5, scope: !86)
!194 = !DILocation(line: 0, scope: !89)
!195 = !DILocation(line: 0, scope: !86)
!196 = !DILocation(line: 108, column: 19, scope: !197)
!197 = distinct !DILexicalBlock(scope: !89, file: !3, line: 107, column: 9)
!198 = !DILocation(line: 108, column: 24, scope: !197)
!199 = !DILocation(line: 107, column: 36, scope: !197)
!200 = !DILocation(line: 107, column: 27, scope: !197)
!201 = !DILocation(line: 107, column: 9, scope: !89)
!202 = distinct !{!202, !201, !203, !145, !146}
!203 = !DILocation(line: 108, column: 41, scope: !89)
!204 = !DILocation(line: 0, scope: !91)
!205 = !DILocation(line: 112, column: 39, scope: !206)
!206 = distinct !DILexicalBlock(scope: !91, file: !3, line: 111, column: 9)
!207 = !DILocation(line: 112, column: 26, scope: !206)
!208 = !DILocation(line: 112, column: 37, scope: !206)
!209 = !DILocation(line: 112, column: 13, scope: !206)
!210 = !DILocation(line: 112, column: 24, scope: !206)
!211 = !DILocation(line: 111, column: 35, scope: !206)
!212 = !DILocation(line: 111, column: 27, scope: !206)
!213 = !DILocation(line: 111, column: 9, scope: !91)
!214 = distinct !{!214, !213, !215, !145, !146}
!215 = !DILocation(line: 112, column: 39, scope: !91)
!216 = !DILocation(line: 119, column: 31, scope: !92)
!217 = !DILocation(line: 119, column: 45, scope: !92)
!218 = !DILocation(line: 119, column: 9, scope: !92)
!219 = !DILocation(line: 120, column: 5, scope: !92)
!220 = !DILocation(line: 0, scope: !95)
!221 = !DILocation(line: 114, column: 13, scope: !222)
!222 = distinct !DILexicalBlock(scope: !223, file: !3, line: 113, column: 37)
!223 = distinct !DILexicalBlock(scope: !95, file: !3, line: 113, column: 9)
!224 = !DILocation(line: 115, column: 13, scope: !222)
!225 = !DILocation(line: 116, column: 13, scope: !222)
!226 = !DILocation(line: 117, column: 13, scope: !222)
!227 = !DILocation(line: 113, column: 33, scope: !223)
!228 = !DILocation(line: 113, column: 27, scope: !223)
!229 = !DILocation(line: 113, column: 9, scope: !95)
!230 = distinct !{!230, !229, !231, !145, !146}
!231 = !DILocation(line: 118, column: 9, scope: !95)
!232 = !DILocation(line: 0, scope: !97)
!233 = !DILocation(line: 122, column: 16, scope: !97)
!234 = !{!235, !235, i64 0}
!235 = !{!"int", !116, i64 0}
!236 = !DILocation(line: 124, column: 14, scope: !102)
!237 = !DILocation(line: 124, column: 27, scope: !102)
!238 = distinct !DIAssignID()
!239 = !DILocation(line: 124, column: 37, scope: !240)
!240 = distinct !DILexicalBlock(scope: !102, file: !3, line: 124, column: 9)
!241 = !DILocation(line: 124, column: 9, scope: !102)
!242 = distinct !{!242, !241, !243, !145, !146}
!243 = !DILocation(line: 125, column: 13, scope: !102)
!244 = !DILocation(line: 124, column: 9, scope: !240)
!245 = !DILocation(line: 130, column: 1, scope: !59)
!246 = !DISubprogram(name: "malloc", scope: !120, file: !120, line: 553, type: !247, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!247 = !DISubroutineType(types: !248)
!248 = !{!11, !249}
!249 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !250, line: 18, baseType: !6)
!250 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!251 = distinct !DISubprogram(name: "work", scope: !3, file: !3, line: 38, type: !252, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{!12, !12}
!254 = !{!255, !256, !257}
!255 = !DILocalVariable(name: "seed", arg: 1, scope: !251, file: !3, line: 38, type: !12)
!256 = !DILocalVariable(name: "x", scope: !251, file: !3, line: 40, type: !6)
!257 = !DILocalVariable(name: "i", scope: !258, file: !3, line: 41, type: !7)
!258 = distinct !DILexicalBlock(scope: !251, file: !3, line: 41, column: 5)
!259 = !DILocation(line: 0, scope: !251)
!260 = !DILocation(line: 40, column: 43, scope: !251)
!261 = !DILocation(line: 0, scope: !258)
!262 = !DILocation(line: 41, column: 5, scope: !258)
!263 = !DILocation(line: 43, column: 21, scope: !251)
!264 = !DILocation(line: 43, column: 5, scope: !251)
!265 = !DILocation(line: 42, column: 15, scope: !266)
!266 = distinct !DILexicalBlock(scope: !258, file: !3, line: 41, column: 5)
!267 = !DILocation(line: 42, column: 39, scope: !266)
!268 = !DILocation(line: 41, column: 32, scope: !266)
!269 = !DILocation(line: 41, column: 23, scope: !266)
!270 = distinct !{!270, !262, !271, !145, !146}
!271 = !DILocation(line: 42, column: 41, scope: !258)
!272 = !DISubprogram(name: "printf", scope: !273, file: !273, line: 356, type: !274, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!274 = !DISubroutineType(types: !275)
!275 = !{!7, !276, null}
!276 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !123)
!277 = !DISubprogram(name: "free", scope: !120, file: !120, line: 568, type: !278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!278 = !DISubroutineType(types: !279)
!279 = !{null, !11}
!280 = distinct !DISubprogram(name: "frame", scope: !3, file: !3, line: 52, type: !281, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !283)
!281 = !DISubroutineType(types: !282)
!282 = !{!12}
!283 = !{!284, !288, !289}
!284 = !DILocalVariable(name: "a", scope: !280, file: !3, line: 54, type: !285)
!285 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2048, elements: !286)
!286 = !{!287}
!287 = !DISubrange(count: 32)
!288 = !DILocalVariable(name: "s", scope: !280, file: !3, line: 56, type: !12)
!289 = !DILocalVariable(name: "i", scope: !290, file: !3, line: 57, type: !7)
!290 = distinct !DILexicalBlock(scope: !280, file: !3, line: 57, column: 5)
!291 = distinct !DIAssignID()
!292 = !DILocation(line: 0, scope: !280)
!293 = !DILocation(line: 54, column: 5, scope: !280)
!294 = !DILocation(line: 55, column: 5, scope: !280)
!295 = !DILocation(line: 56, column: 19, scope: !280)
!296 = !{!182, !182, i64 0}
!297 = !DILocation(line: 56, column: 14, scope: !280)
!298 = !DILocation(line: 0, scope: !290)
!299 = !DILocation(line: 57, column: 5, scope: !290)
!300 = !DILocation(line: 60, column: 1, scope: !280)
!301 = !DILocation(line: 59, column: 5, scope: !280)
!302 = !DILocation(line: 58, column: 14, scope: !303)
!303 = distinct !DILexicalBlock(scope: !290, file: !3, line: 57, column: 5)
!304 = !DILocation(line: 58, column: 11, scope: !303)
!305 = !DILocation(line: 57, column: 30, scope: !303)
!306 = !DILocation(line: 57, column: 23, scope: !303)
!307 = distinct !{!307, !299, !308, !145, !146}
!308 = !DILocation(line: 58, column: 17, scope: !290)
!309 = distinct !DISubprogram(name: "take", scope: !3, file: !3, line: 62, type: !310, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !313)
!310 = !DISubroutineType(cc: DW_CC_nocall, types: !311)
!311 = !{null, !312, !12}
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!313 = !{!314, !315}
!314 = !DILocalVariable(name: "r", arg: 1, scope: !309, file: !3, line: 62, type: !312)
!315 = !DILocalVariable(name: "n", arg: 2, scope: !309, file: !3, line: 62, type: !12)
!316 = !DILocation(line: 0, scope: !309)
!317 = !DILocation(line: 64, column: 14, scope: !309)
!318 = !DILocation(line: 64, column: 12, scope: !309)
!319 = !DILocation(line: 65, column: 8, scope: !309)
!320 = !DILocation(line: 65, column: 10, scope: !309)
!321 = !DILocation(line: 66, column: 1, scope: !309)
!322 = distinct !DISubprogram(name: "relax", scope: !3, file: !3, line: 70, type: !323, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !325)
!323 = !DISubroutineType(types: !324)
!324 = !{null, !7}
!325 = !{!326, !327}
!326 = !DILocalVariable(name: "k", arg: 1, scope: !322, file: !3, line: 70, type: !7)
!327 = !DILocalVariable(name: "i", scope: !328, file: !3, line: 72, type: !7)
!328 = distinct !DILexicalBlock(scope: !322, file: !3, line: 72, column: 5)
!329 = !DILocation(line: 0, scope: !322)
!330 = !DILocation(line: 0, scope: !328)
!331 = !DILocation(line: 72, column: 5, scope: !328)
!332 = !DILocation(line: 74, column: 1, scope: !322)
!333 = !DILocation(line: 73, column: 29, scope: !334)
!334 = distinct !DILexicalBlock(scope: !328, file: !3, line: 72, column: 5)
!335 = !DILocation(line: 73, column: 56, scope: !334)
!336 = !DILocation(line: 73, column: 46, scope: !334)
!337 = !DILocation(line: 73, column: 44, scope: !334)
!338 = !DILocation(line: 73, column: 26, scope: !334)
!339 = !DILocation(line: 73, column: 9, scope: !334)
!340 = !DILocation(line: 73, column: 20, scope: !334)
!341 = !DILocation(line: 72, column: 23, scope: !334)
!342 = distinct !{!342, !331, !343, !145, !146}
!343 = !DILocation(line: 73, column: 60, scope: !328)
!344 = distinct !DISubprogram(name: "red", scope: !3, file: !3, line: 76, type: !345, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!345 = !DISubroutineType(types: !346)
!346 = !{null}
!347 = !DILocation(line: 76, column: 62, scope: !344)
!348 = !DILocation(line: 76, column: 70, scope: !344)
!349 = distinct !DISubprogram(name: "black", scope: !3, file: !3, line: 77, type: !345, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!350 = !DILocation(line: 77, column: 64, scope: !349)
!351 = !DILocation(line: 77, column: 72, scope: !349)
!352 = !DISubprogram(name: "strtol", scope: !120, file: !120, line: 177, type: !353, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DISubroutineType(types: !354)
!354 = !{!12, !276, !355, !7}
!355 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !8)
!356 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 46, type: !357, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !360)
!357 = !DISubroutineType(types: !358)
!358 = !{null, !359}
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!360 = !{!361, !362}
!361 = !DILocalVariable(name: "dst", arg: 1, scope: !356, file: !3, line: 46, type: !359)
!362 = !DILocalVariable(name: "i", scope: !363, file: !3, line: 48, type: !12)
!363 = distinct !DILexicalBlock(scope: !356, file: !3, line: 48, column: 5)
!364 = !DILocation(line: 0, scope: !356)
!365 = !DILocation(line: 0, scope: !363)
!366 = !DILocation(line: 48, column: 5, scope: !363)
!367 = !DILocation(line: 50, column: 1, scope: !356)
!368 = !DILocation(line: 49, column: 20, scope: !369)
!369 = distinct !DILexicalBlock(scope: !363, file: !3, line: 48, column: 5)
!370 = !DILocation(line: 49, column: 9, scope: !369)
!371 = !DILocation(line: 49, column: 16, scope: !369)
!372 = !DILocation(line: 48, column: 34, scope: !369)
!373 = !DILocation(line: 48, column: 24, scope: !369)
!374 = distinct !{!374, !366, !375, !145, !146}
!375 = !DILocation(line: 49, column: 22, scope: !363)
