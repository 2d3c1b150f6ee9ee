; ModuleID = 'pathfinder'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rng_t = type { i64 }

@.str = private unnamed_addr constant [11 x i8] c"pathfinder\00", align 1, !dbg !0
@stderr = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [27 x i8] c"pathfinder: out of memory\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [37 x i8] c"pathfinder: traceback left the grid\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [31 x i8] c"pathfinder %ld x %ld seed %ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [55 x i8] c"min cost: %ld at column %ld (%ld optimal end columns)\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [82 x i8] c"path: start column %ld, %ld left, %ld right, %ld rocks, recomputed cost %ld (%s)\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [9 x i8] c"MISMATCH\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [14 x i8] c"path columns:\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [10 x i8] c"last row:\00", align 1, !dbg !52
@.str.13 = private unnamed_addr constant [5 x i8] c" ...\00", align 1, !dbg !57
@.str.14 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !59
@.str.15 = private unnamed_addr constant [45 x i8] c"free rows: %ld, longest equal-cost run: %ld\0A\00", align 1, !dbg !64
@.str.16 = private unnamed_addr constant [33 x i8] c"checksums: costs %08x path %08x\0A\00", align 1, !dbg !69
@.str.17 = private unnamed_addr constant [112 x i8] c"usage: %s COLS ROWS SEED\0A  COLS in [%ld, %ld], ROWS in [%ld, %ld], COLS*ROWS <= %ld,\0A  SEED in [0, 4294967295]\0A\00", align 1, !dbg !74

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !112 {
  %3 = alloca ptr, align 8, !DIAssignID !175
  %4 = alloca ptr, align 8, !DIAssignID !176
  %5 = alloca ptr, align 8, !DIAssignID !177
  %6 = alloca %struct.rng_t, align 8, !DIAssignID !178
    #dbg_assign(i1 undef, !124, !DIExpression(), !178, ptr %6, !DIExpression(), !179)
    #dbg_value(i32 %0, !118, !DIExpression(), !179)
    #dbg_value(ptr %1, !119, !DIExpression(), !179)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #11, !dbg !180
  %7 = icmp eq i32 %0, 4, !dbg !181
  br i1 %7, label %8, label %76, !dbg !183

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !184
  %10 = load ptr, ptr %9, align 8, !dbg !184, !tbaa !185
    #dbg_assign(i1 undef, !189, !DIExpression(), !177, ptr %5, !DIExpression(), !201)
    #dbg_value(ptr %10, !196, !DIExpression(), !201)
    #dbg_value(i64 2, !197, !DIExpression(), !201)
    #dbg_value(i64 1000000, !198, !DIExpression(), !201)
    #dbg_value(ptr undef, !199, !DIExpression(), !201)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #11, !dbg !203
  store ptr null, ptr %5, align 8, !dbg !204, !tbaa !185, !DIAssignID !205
    #dbg_assign(ptr null, !189, !DIExpression(), !205, ptr %5, !DIExpression(), !201)
  %11 = icmp eq ptr %10, null, !dbg !206
  br i1 %11, label %29, label %12, !dbg !208

12:                                               ; preds = %8
  %13 = load i8, ptr %10, align 1, !dbg !209, !tbaa !210
  %14 = icmp eq i8 %13, 0, !dbg !211
  br i1 %14, label %29, label %15, !dbg !212

15:                                               ; preds = %12
  %16 = tail call ptr @__errno_location() #12, !dbg !213
  store i32 0, ptr %16, align 4, !dbg !214, !tbaa !215
  %17 = call i64 @strtol(ptr noundef nonnull %10, ptr noundef nonnull %5, i32 noundef 10) #11, !dbg !217
    #dbg_value(i64 %17, !200, !DIExpression(), !201)
  %18 = load i32, ptr %16, align 4, !dbg !218, !tbaa !215
  %19 = icmp eq i32 %18, 0, !dbg !220
  br i1 %19, label %20, label %29, !dbg !221

20:                                               ; preds = %15
  %21 = load ptr, ptr %5, align 8, !dbg !222, !tbaa !185
  %22 = icmp eq ptr %21, %10, !dbg !223
  br i1 %22, label %29, label %23, !dbg !224

23:                                               ; preds = %20
  %24 = load i8, ptr %21, align 1, !dbg !225, !tbaa !210
  %25 = icmp ne i8 %24, 0, !dbg !226
  %26 = add i64 %17, -1000001, !dbg !227
  %27 = icmp ult i64 %26, -999999, !dbg !227
  %28 = select i1 %25, i1 true, i1 %27, !dbg !227
  br i1 %28, label %29, label %30, !dbg !227

29:                                               ; preds = %12, %8, %23, %20, %15
    #dbg_value(i64 poison, !120, !DIExpression(), !179)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #11, !dbg !228
  br label %78, !dbg !229

30:                                               ; preds = %23
    #dbg_value(i64 %17, !120, !DIExpression(), !179)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #11, !dbg !228
  %31 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !230
  %32 = load ptr, ptr %31, align 8, !dbg !230, !tbaa !185
    #dbg_assign(i1 undef, !189, !DIExpression(), !176, ptr %4, !DIExpression(), !231)
    #dbg_value(ptr %32, !196, !DIExpression(), !231)
    #dbg_value(i64 2, !197, !DIExpression(), !231)
    #dbg_value(i64 100000, !198, !DIExpression(), !231)
    #dbg_value(ptr undef, !199, !DIExpression(), !231)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #11, !dbg !233
  store ptr null, ptr %4, align 8, !dbg !234, !tbaa !185, !DIAssignID !235
    #dbg_assign(ptr null, !189, !DIExpression(), !235, ptr %4, !DIExpression(), !231)
  %33 = icmp eq ptr %32, null, !dbg !236
  br i1 %33, label %50, label %34, !dbg !237

34:                                               ; preds = %30
  %35 = load i8, ptr %32, align 1, !dbg !238, !tbaa !210
  %36 = icmp eq i8 %35, 0, !dbg !239
  br i1 %36, label %50, label %37, !dbg !240

37:                                               ; preds = %34
  store i32 0, ptr %16, align 4, !dbg !241, !tbaa !215
  %38 = call i64 @strtol(ptr noundef nonnull %32, ptr noundef nonnull %4, i32 noundef 10) #11, !dbg !242
    #dbg_value(i64 %38, !200, !DIExpression(), !231)
  %39 = load i32, ptr %16, align 4, !dbg !243, !tbaa !215
  %40 = icmp eq i32 %39, 0, !dbg !244
  br i1 %40, label %41, label %50, !dbg !245

41:                                               ; preds = %37
  %42 = load ptr, ptr %4, align 8, !dbg !246, !tbaa !185
  %43 = icmp eq ptr %42, %32, !dbg !247
  br i1 %43, label %50, label %44, !dbg !248

44:                                               ; preds = %41
  %45 = load i8, ptr %42, align 1, !dbg !249, !tbaa !210
  %46 = icmp ne i8 %45, 0, !dbg !250
  %47 = add i64 %38, -100001, !dbg !251
  %48 = icmp ult i64 %47, -99999, !dbg !251
  %49 = select i1 %46, i1 true, i1 %48, !dbg !251
  br i1 %49, label %50, label %51, !dbg !251

50:                                               ; preds = %34, %30, %44, %41, %37
    #dbg_value(i64 poison, !122, !DIExpression(), !179)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #11, !dbg !252
  br label %78, !dbg !253

51:                                               ; preds = %44
    #dbg_value(i64 %38, !122, !DIExpression(), !179)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #11, !dbg !252
  %52 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !254
  %53 = load ptr, ptr %52, align 8, !dbg !254, !tbaa !185
    #dbg_assign(i1 undef, !189, !DIExpression(), !175, ptr %3, !DIExpression(), !255)
    #dbg_value(ptr %53, !196, !DIExpression(), !255)
    #dbg_value(i64 0, !197, !DIExpression(), !255)
    #dbg_value(i64 4294967295, !198, !DIExpression(), !255)
    #dbg_value(ptr undef, !199, !DIExpression(), !255)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #11, !dbg !257
  store ptr null, ptr %3, align 8, !dbg !258, !tbaa !185, !DIAssignID !259
    #dbg_assign(ptr null, !189, !DIExpression(), !259, ptr %3, !DIExpression(), !255)
  %54 = icmp eq ptr %53, null, !dbg !260
  br i1 %54, label %70, label %55, !dbg !261

55:                                               ; preds = %51
  %56 = load i8, ptr %53, align 1, !dbg !262, !tbaa !210
  %57 = icmp eq i8 %56, 0, !dbg !263
  br i1 %57, label %70, label %58, !dbg !264

58:                                               ; preds = %55
  store i32 0, ptr %16, align 4, !dbg !265, !tbaa !215
  %59 = call i64 @strtol(ptr noundef nonnull %53, ptr noundef nonnull %3, i32 noundef 10) #11, !dbg !266
    #dbg_value(i64 %59, !200, !DIExpression(), !255)
  %60 = load i32, ptr %16, align 4, !dbg !267, !tbaa !215
  %61 = icmp eq i32 %60, 0, !dbg !268
  br i1 %61, label %62, label %70, !dbg !269

62:                                               ; preds = %58
  %63 = load ptr, ptr %3, align 8, !dbg !270, !tbaa !185
  %64 = icmp eq ptr %63, %53, !dbg !271
  br i1 %64, label %70, label %65, !dbg !272

65:                                               ; preds = %62
  %66 = load i8, ptr %63, align 1, !dbg !273, !tbaa !210
  %67 = icmp ne i8 %66, 0, !dbg !274
  %68 = icmp ugt i64 %59, 4294967295, !dbg !275
  %69 = select i1 %67, i1 true, i1 %68, !dbg !275
  br i1 %69, label %70, label %71, !dbg !275

70:                                               ; preds = %55, %51, %65, %62, %58
    #dbg_value(i64 poison, !123, !DIExpression(), !179)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #11, !dbg !276
  br label %78, !dbg !277

71:                                               ; preds = %65
    #dbg_value(i64 %59, !123, !DIExpression(), !179)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #11, !dbg !276
  %72 = trunc nuw i64 %38 to i32, !dbg !278
  %73 = udiv i32 4000000, %72, !dbg !278
  %74 = zext nneg i32 %73 to i64, !dbg !278
  %75 = icmp ugt i64 %17, %74, !dbg !279
  br i1 %75, label %78, label %84, !dbg !280

76:                                               ; preds = %2
  %77 = icmp sgt i32 %0, 0, !dbg !281
  br i1 %77, label %78, label %80, !dbg !283

78:                                               ; preds = %71, %29, %50, %70, %76
  %79 = load ptr, ptr %1, align 8, !dbg !284, !tbaa !185
  br label %80, !dbg !283

80:                                               ; preds = %76, %78
  %81 = phi ptr [ %79, %78 ], [ @.str, %76 ], !dbg !283
    #dbg_value(ptr %81, !285, !DIExpression(), !290)
  %82 = load ptr, ptr @stderr, align 8, !dbg !292, !tbaa !185
  %83 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %82, ptr noundef nonnull @.str.17, ptr noundef %81, i64 noundef 2, i64 noundef 1000000, i64 noundef 2, i64 noundef 100000, i64 noundef 4000000) #13, !dbg !293
  br label %543, !dbg !294

84:                                               ; preds = %71
  %85 = mul nuw nsw i64 %38, %17, !dbg !295
  %86 = tail call noalias ptr @calloc(i64 noundef %85, i64 noundef 4) #14, !dbg !296
    #dbg_value(ptr %86, !129, !DIExpression(), !179)
  %87 = tail call noalias ptr @calloc(i64 noundef %17, i64 noundef 8) #14, !dbg !297
    #dbg_value(ptr %87, !131, !DIExpression(), !179)
  %88 = tail call noalias ptr @calloc(i64 noundef %17, i64 noundef 8) #14, !dbg !298
    #dbg_value(ptr %88, !133, !DIExpression(), !179)
  %89 = tail call noalias ptr @calloc(i64 noundef %85, i64 noundef 1) #14, !dbg !299
    #dbg_value(ptr %89, !134, !DIExpression(), !179)
  %90 = tail call noalias ptr @calloc(i64 noundef %38, i64 noundef 8) #14, !dbg !300
    #dbg_value(ptr %90, !137, !DIExpression(), !179)
  %91 = insertelement <4 x ptr> poison, ptr %86, i64 0, !dbg !301
  %92 = insertelement <4 x ptr> %91, ptr %87, i64 1, !dbg !301
  %93 = insertelement <4 x ptr> %92, ptr %88, i64 2, !dbg !301
  %94 = insertelement <4 x ptr> %93, ptr %89, i64 3, !dbg !301
  %95 = icmp ne ptr %90, null
  %96 = icmp eq <4 x ptr> %94, zeroinitializer, !dbg !303
  %97 = bitcast <4 x i1> %96 to i4, !dbg !303
  %98 = icmp eq i4 %97, 0, !dbg !303
  %99 = and i1 %98, %95, !dbg !303
  br i1 %99, label %103, label %100, !dbg !303

100:                                              ; preds = %84
  %101 = load ptr, ptr @stderr, align 8, !dbg !304, !tbaa !185
  %102 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 26, i64 1, ptr %101) #15, !dbg !306
  tail call void @free(ptr noundef %86) #11, !dbg !307
  tail call void @free(ptr noundef %87) #11, !dbg !308
  tail call void @free(ptr noundef %88) #11, !dbg !309
  tail call void @free(ptr noundef %89) #11, !dbg !310
  tail call void @free(ptr noundef %90) #11, !dbg !311
  br label %543, !dbg !312

103:                                              ; preds = %84
    #dbg_value(ptr %6, !313, !DIExpression(), !321)
    #dbg_value(i64 %59, !319, !DIExpression(), !321)
  %104 = add nuw nsw i64 %59, -7046029254386353131, !dbg !323
    #dbg_value(i64 %104, !320, !DIExpression(), !321)
  %105 = lshr i64 %104, 30, !dbg !324
  %106 = xor i64 %105, %104, !dbg !325
  %107 = mul i64 %106, -4658895280553007687, !dbg !326
    #dbg_value(i64 %107, !320, !DIExpression(), !321)
  %108 = lshr i64 %107, 27, !dbg !327
  %109 = xor i64 %108, %107, !dbg !328
  %110 = mul i64 %109, -7723592293110705685, !dbg !329
    #dbg_value(i64 %110, !320, !DIExpression(), !321)
  %111 = lshr i64 %110, 31, !dbg !330
  %112 = xor i64 %111, %110, !dbg !331
    #dbg_value(i64 %112, !320, !DIExpression(), !321)
  store i64 %112, ptr %6, align 8, !dbg !332, !tbaa !333, !DIAssignID !336
    #dbg_assign(i64 %112, !124, !DIExpression(), !336, ptr %6, !DIExpression(), !179)
  call fastcc void @generate_grid(ptr noundef nonnull %86, i64 noundef %17, i64 noundef %38, ptr noundef nonnull %6), !dbg !337
    #dbg_value(i64 0, !138, !DIExpression(), !179)
    #dbg_value(i64 -1, !139, !DIExpression(), !179)
    #dbg_value(i64 0, !140, !DIExpression(), !338)
  tail call void @llvm.memset.p0.i64(ptr nonnull align 1 %89, i8 1, i64 %17, i1 false), !dbg !339, !tbaa !210
  %113 = add nsw i64 %17, -1, !dbg !342
  %114 = and i64 %17, 1, !dbg !342
  %115 = icmp eq i64 %113, 0, !dbg !342
  br i1 %115, label %118, label %116, !dbg !342

116:                                              ; preds = %103
  %117 = and i64 %17, 1048574, !dbg !342
  br label %136, !dbg !342

118:                                              ; preds = %136, %103
  %119 = phi i64 [ poison, %103 ], [ %154, %136 ]
  %120 = phi i64 [ 0, %103 ], [ %155, %136 ]
  %121 = phi i64 [ -1, %103 ], [ %154, %136 ]
  %122 = icmp eq i64 %114, 0, !dbg !342
  br i1 %122, label %131, label %123, !dbg !342

123:                                              ; preds = %118
    #dbg_value(i64 %120, !140, !DIExpression(), !338)
    #dbg_value(i64 %121, !139, !DIExpression(), !179)
  %124 = getelementptr inbounds i32, ptr %86, i64 %120, !dbg !343
  %125 = load i32, ptr %124, align 4, !dbg !343, !tbaa !215
  %126 = sext i32 %125 to i64, !dbg !343
  %127 = getelementptr inbounds i64, ptr %87, i64 %120, !dbg !344
  store i64 %126, ptr %127, align 8, !dbg !345, !tbaa !346
  %128 = icmp slt i64 %121, 0, !dbg !347
  %129 = tail call i64 @llvm.smin.i64(i64 %121, i64 %126), !dbg !349
  %130 = select i1 %128, i64 %126, i64 %129, !dbg !349
    #dbg_value(i64 %130, !139, !DIExpression(), !179)
    #dbg_value(i64 %120, !140, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !338)
  br label %131, !dbg !350

131:                                              ; preds = %118, %123
  %132 = phi i64 [ %119, %118 ], [ %130, %123 ], !dbg !349
    #dbg_value(ptr %87, !131, !DIExpression(), !179)
    #dbg_value(ptr %88, !133, !DIExpression(), !179)
    #dbg_value(i64 1, !142, !DIExpression(), !351)
    #dbg_value(i64 %132, !139, !DIExpression(), !179)
    #dbg_value(i64 0, !138, !DIExpression(), !179)
  %133 = icmp sgt i64 %38, 1, !dbg !350
  br i1 %133, label %134, label %158, !dbg !352

134:                                              ; preds = %131
  %135 = icmp eq i64 %17, 1
  br label %169, !dbg !352

136:                                              ; preds = %136, %116
  %137 = phi i64 [ 0, %116 ], [ %155, %136 ]
  %138 = phi i64 [ -1, %116 ], [ %154, %136 ]
  %139 = phi i64 [ 0, %116 ], [ %156, %136 ]
    #dbg_value(i64 %137, !140, !DIExpression(), !338)
    #dbg_value(i64 %138, !139, !DIExpression(), !179)
  %140 = getelementptr inbounds i32, ptr %86, i64 %137, !dbg !343
  %141 = load i32, ptr %140, align 4, !dbg !343, !tbaa !215
  %142 = sext i32 %141 to i64, !dbg !343
  %143 = getelementptr inbounds i64, ptr %87, i64 %137, !dbg !344
  store i64 %142, ptr %143, align 8, !dbg !345, !tbaa !346
  %144 = icmp slt i64 %138, 0, !dbg !347
  %145 = tail call i64 @llvm.smin.i64(i64 %138, i64 %142), !dbg !349
  %146 = select i1 %144, i64 %142, i64 %145, !dbg !349
    #dbg_value(i64 %146, !139, !DIExpression(), !179)
  %147 = or disjoint i64 %137, 1, !dbg !353
    #dbg_value(i64 %147, !140, !DIExpression(), !338)
  %148 = getelementptr inbounds i32, ptr %86, i64 %147, !dbg !343
  %149 = load i32, ptr %148, align 4, !dbg !343, !tbaa !215
  %150 = sext i32 %149 to i64, !dbg !343
  %151 = getelementptr inbounds i64, ptr %87, i64 %147, !dbg !344
  store i64 %150, ptr %151, align 8, !dbg !345, !tbaa !346
  %152 = icmp slt i64 %146, 0, !dbg !347
  %153 = tail call i64 @llvm.smin.i64(i64 %146, i64 %150), !dbg !349
  %154 = select i1 %152, i64 %150, i64 %153, !dbg !349
    #dbg_value(i64 %154, !139, !DIExpression(), !179)
  %155 = add nuw nsw i64 %137, 2, !dbg !353
    #dbg_value(i64 %155, !140, !DIExpression(), !338)
  %156 = add nuw nsw i64 %139, 2, !dbg !342
  %157 = icmp eq i64 %156, %117, !dbg !342
  br i1 %157, label %118, label %136, !dbg !342, !llvm.loop !354

158:                                              ; preds = %226, %131
  %159 = phi i64 [ 0, %131 ], [ %230, %226 ], !dbg !179
  %160 = phi ptr [ %88, %131 ], [ %170, %226 ], !dbg !179
  %161 = phi ptr [ %87, %131 ], [ %171, %226 ], !dbg !179
    #dbg_value(i64 1, !149, !DIExpression(), !357)
    #dbg_value(i64 0, !148, !DIExpression(), !179)
  %162 = icmp sgt i64 %17, 1, !dbg !358
  br i1 %162, label %163, label %251, !dbg !360

163:                                              ; preds = %158
  %164 = add nsw i64 %17, -2, !dbg !360
  %165 = and i64 %113, 3, !dbg !360
  %166 = icmp ult i64 %164, 3, !dbg !360
  br i1 %166, label %233, label %167, !dbg !360

167:                                              ; preds = %163
  %168 = and i64 %113, -4, !dbg !360
  br label %255, !dbg !360

169:                                              ; preds = %226, %134
  %170 = phi ptr [ %87, %134 ], [ %171, %226 ]
  %171 = phi ptr [ %88, %134 ], [ %170, %226 ]
  %172 = phi i64 [ 1, %134 ], [ %231, %226 ]
  %173 = phi i64 [ %132, %134 ], [ %227, %226 ]
  %174 = phi i64 [ 0, %134 ], [ %230, %226 ]
    #dbg_value(ptr %170, !131, !DIExpression(), !179)
    #dbg_value(ptr %171, !133, !DIExpression(), !179)
    #dbg_value(i64 %172, !142, !DIExpression(), !351)
    #dbg_value(i64 %173, !139, !DIExpression(), !179)
    #dbg_value(i64 %174, !138, !DIExpression(), !179)
  %175 = mul nuw nsw i64 %172, %17, !dbg !361
  %176 = getelementptr inbounds i32, ptr %86, i64 %175, !dbg !362
  %177 = getelementptr inbounds i8, ptr %89, i64 %175, !dbg !363
    #dbg_value(ptr %170, !364, !DIExpression(), !384)
    #dbg_value(ptr %171, !373, !DIExpression(), !384)
    #dbg_value(ptr %176, !374, !DIExpression(), !384)
    #dbg_value(ptr %177, !375, !DIExpression(), !384)
    #dbg_value(i64 %17, !376, !DIExpression(), !384)
    #dbg_value(i64 0, !378, !DIExpression(), !386)
    #dbg_value(i64 -1, !377, !DIExpression(), !384)
  %178 = load i64, ptr %170, align 8, !dbg !387, !tbaa !346
    #dbg_value(i8 1, !383, !DIExpression(), !388)
    #dbg_value(i64 %178, !380, !DIExpression(), !388)
  br i1 %135, label %179, label %184, !dbg !389

179:                                              ; preds = %169
    #dbg_value(i8 1, !383, !DIExpression(), !388)
    #dbg_value(i64 %178, !380, !DIExpression(), !388)
  %180 = load i32, ptr %176, align 4, !dbg !391, !tbaa !215
  %181 = sext i32 %180 to i64, !dbg !391
  %182 = add nsw i64 %178, %181, !dbg !392
  store i64 %182, ptr %171, align 8, !dbg !393, !tbaa !346
  store i8 1, ptr %177, align 1, !dbg !394, !tbaa !210
  %183 = load i64, ptr %171, align 8, !dbg !395, !tbaa !346
    #dbg_value(i64 1, !378, !DIExpression(), !386)
    #dbg_value(i64 %183, !377, !DIExpression(), !384)
  br label %226, !dbg !397

184:                                              ; preds = %169
  %185 = getelementptr inbounds i8, ptr %170, i64 8, !dbg !398
  %186 = load i64, ptr %185, align 8, !dbg !398, !tbaa !346
  %187 = icmp slt i64 %186, %178, !dbg !399
  %188 = tail call i64 @llvm.smin.i64(i64 %186, i64 %178), !dbg !400
  %189 = select i1 %187, i8 2, i8 1, !dbg !400
    #dbg_value(i8 %189, !383, !DIExpression(), !388)
    #dbg_value(i64 %188, !380, !DIExpression(), !388)
  %190 = load i32, ptr %176, align 4, !dbg !391, !tbaa !215
  %191 = sext i32 %190 to i64, !dbg !391
  %192 = add nsw i64 %188, %191, !dbg !392
  store i64 %192, ptr %171, align 8, !dbg !393, !tbaa !346
  store i8 %189, ptr %177, align 1, !dbg !394, !tbaa !210
  %193 = load i64, ptr %171, align 8, !dbg !395, !tbaa !346
    #dbg_value(i64 1, !378, !DIExpression(), !386)
    #dbg_value(i64 %193, !377, !DIExpression(), !384)
  br label %194, !dbg !397

194:                                              ; preds = %212, %184
  %195 = phi i64 [ %204, %212 ], [ 1, %184 ]
  %196 = phi i64 [ %224, %212 ], [ %193, %184 ]
    #dbg_value(i64 %195, !378, !DIExpression(), !386)
    #dbg_value(i64 %196, !377, !DIExpression(), !384)
    #dbg_value(i64 poison, !380, !DIExpression(), !388)
    #dbg_value(i8 1, !383, !DIExpression(), !388)
  %197 = getelementptr inbounds i64, ptr %170, i64 %195, !dbg !387
  %198 = load i64, ptr %197, align 8, !dbg !387, !tbaa !346
    #dbg_value(i64 %198, !380, !DIExpression(), !388)
  %199 = getelementptr i8, ptr %197, i64 -8, !dbg !401
  %200 = load i64, ptr %199, align 8, !dbg !401, !tbaa !346
  %201 = icmp sge i64 %200, %198, !dbg !403
  %202 = tail call i64 @llvm.smin.i64(i64 %200, i64 %198), !dbg !404
  %203 = zext i1 %201 to i8, !dbg !404
    #dbg_value(i8 %203, !383, !DIExpression(), !388)
    #dbg_value(i64 %202, !380, !DIExpression(), !388)
  %204 = add nuw nsw i64 %195, 1, !dbg !405
  %205 = icmp slt i64 %204, %17, !dbg !406
  br i1 %205, label %206, label %212, !dbg !389

206:                                              ; preds = %194
  %207 = getelementptr inbounds i64, ptr %170, i64 %204, !dbg !398
  %208 = load i64, ptr %207, align 8, !dbg !398, !tbaa !346
  %209 = icmp slt i64 %208, %202, !dbg !399
  %210 = tail call i64 @llvm.smin.i64(i64 %208, i64 %202), !dbg !400
  %211 = select i1 %209, i8 2, i8 %203, !dbg !400
  br label %212, !dbg !400

212:                                              ; preds = %206, %194
  %213 = phi i64 [ %202, %194 ], [ %210, %206 ], !dbg !388
  %214 = phi i8 [ %203, %194 ], [ %211, %206 ], !dbg !388
    #dbg_value(i8 %214, !383, !DIExpression(), !388)
    #dbg_value(i64 %213, !380, !DIExpression(), !388)
  %215 = getelementptr inbounds i32, ptr %176, i64 %195, !dbg !391
  %216 = load i32, ptr %215, align 4, !dbg !391, !tbaa !215
  %217 = sext i32 %216 to i64, !dbg !391
  %218 = add nsw i64 %213, %217, !dbg !392
  %219 = getelementptr inbounds i64, ptr %171, i64 %195, !dbg !407
  store i64 %218, ptr %219, align 8, !dbg !393, !tbaa !346
  %220 = getelementptr inbounds i8, ptr %177, i64 %195, !dbg !408
  store i8 %214, ptr %220, align 1, !dbg !394, !tbaa !210
  %221 = icmp slt i64 %196, 0, !dbg !409
  %222 = load i64, ptr %219, align 8, !dbg !395, !tbaa !346
  %223 = tail call i64 @llvm.smin.i64(i64 %222, i64 %196), !dbg !410
  %224 = select i1 %221, i64 %222, i64 %223, !dbg !410
    #dbg_value(i64 %204, !378, !DIExpression(), !386)
    #dbg_value(i64 %224, !377, !DIExpression(), !384)
  %225 = icmp eq i64 %204, %17, !dbg !411
  br i1 %225, label %226, label %194, !dbg !397, !llvm.loop !412

226:                                              ; preds = %212, %179
  %227 = phi i64 [ %183, %179 ], [ %224, %212 ], !dbg !384
    #dbg_value(i64 %227, !144, !DIExpression(), !415)
  %228 = icmp eq i64 %227, %173, !dbg !416
  %229 = zext i1 %228 to i64, !dbg !418
  %230 = add nuw nsw i64 %174, %229, !dbg !418
    #dbg_value(i64 %230, !138, !DIExpression(), !179)
    #dbg_value(i64 %227, !139, !DIExpression(), !179)
    #dbg_value(ptr %170, !147, !DIExpression(), !415)
    #dbg_value(ptr %171, !131, !DIExpression(), !179)
    #dbg_value(ptr %170, !133, !DIExpression(), !179)
  %231 = add nuw nsw i64 %172, 1, !dbg !419
    #dbg_value(i64 %231, !142, !DIExpression(), !351)
  %232 = icmp eq i64 %231, %38, !dbg !350
  br i1 %232, label %158, label %169, !dbg !352, !llvm.loop !420

233:                                              ; preds = %255, %163
  %234 = phi i64 [ poison, %163 ], [ %285, %255 ]
  %235 = phi i64 [ 1, %163 ], [ %286, %255 ]
  %236 = phi i64 [ 0, %163 ], [ %285, %255 ]
  %237 = icmp eq i64 %165, 0, !dbg !360
  br i1 %237, label %251, label %238, !dbg !360

238:                                              ; preds = %233, %238
  %239 = phi i64 [ %248, %238 ], [ %235, %233 ]
  %240 = phi i64 [ %247, %238 ], [ %236, %233 ]
  %241 = phi i64 [ %249, %238 ], [ 0, %233 ]
    #dbg_value(i64 %239, !149, !DIExpression(), !357)
    #dbg_value(i64 %240, !148, !DIExpression(), !179)
  %242 = getelementptr inbounds i64, ptr %161, i64 %239, !dbg !422
  %243 = load i64, ptr %242, align 8, !dbg !422, !tbaa !346
  %244 = getelementptr inbounds i64, ptr %161, i64 %240, !dbg !424
  %245 = load i64, ptr %244, align 8, !dbg !424, !tbaa !346
  %246 = icmp slt i64 %243, %245, !dbg !425
  %247 = select i1 %246, i64 %239, i64 %240, !dbg !426
    #dbg_value(i64 %247, !148, !DIExpression(), !179)
  %248 = add nuw nsw i64 %239, 1, !dbg !427
    #dbg_value(i64 %248, !149, !DIExpression(), !357)
  %249 = add i64 %241, 1, !dbg !360
  %250 = icmp eq i64 %249, %165, !dbg !360
  br i1 %250, label %251, label %238, !dbg !360, !llvm.loop !428

251:                                              ; preds = %233, %238, %158
  %252 = phi i64 [ 0, %158 ], [ %234, %233 ], [ %247, %238 ], !dbg !179
  %253 = getelementptr inbounds i64, ptr %161, i64 %252, !dbg !430
  %254 = load i64, ptr %253, align 8, !dbg !430, !tbaa !346
    #dbg_value(i64 %254, !151, !DIExpression(), !179)
    #dbg_value(i64 0, !152, !DIExpression(), !179)
    #dbg_value(i64 0, !153, !DIExpression(), !179)
    #dbg_value(i64 0, !154, !DIExpression(), !179)
  br label %289, !dbg !431

255:                                              ; preds = %255, %167
  %256 = phi i64 [ 1, %167 ], [ %286, %255 ]
  %257 = phi i64 [ 0, %167 ], [ %285, %255 ]
  %258 = phi i64 [ 0, %167 ], [ %287, %255 ]
    #dbg_value(i64 %256, !149, !DIExpression(), !357)
    #dbg_value(i64 %257, !148, !DIExpression(), !179)
  %259 = getelementptr inbounds i64, ptr %161, i64 %256, !dbg !422
  %260 = load i64, ptr %259, align 8, !dbg !422, !tbaa !346
  %261 = getelementptr inbounds i64, ptr %161, i64 %257, !dbg !424
  %262 = load i64, ptr %261, align 8, !dbg !424, !tbaa !346
  %263 = icmp slt i64 %260, %262, !dbg !425
  %264 = select i1 %263, i64 %256, i64 %257, !dbg !426
    #dbg_value(i64 %264, !148, !DIExpression(), !179)
  %265 = add nuw nsw i64 %256, 1, !dbg !427
    #dbg_value(i64 %265, !149, !DIExpression(), !357)
  %266 = getelementptr inbounds i64, ptr %161, i64 %265, !dbg !422
  %267 = load i64, ptr %266, align 8, !dbg !422, !tbaa !346
  %268 = getelementptr inbounds i64, ptr %161, i64 %264, !dbg !424
  %269 = load i64, ptr %268, align 8, !dbg !424, !tbaa !346
  %270 = icmp slt i64 %267, %269, !dbg !425
  %271 = select i1 %270, i64 %265, i64 %264, !dbg !426
    #dbg_value(i64 %271, !148, !DIExpression(), !179)
  %272 = add nuw nsw i64 %256, 2, !dbg !427
    #dbg_value(i64 %272, !149, !DIExpression(), !357)
  %273 = getelementptr inbounds i64, ptr %161, i64 %272, !dbg !422
  %274 = load i64, ptr %273, align 8, !dbg !422, !tbaa !346
  %275 = getelementptr inbounds i64, ptr %161, i64 %271, !dbg !424
  %276 = load i64, ptr %275, align 8, !dbg !424, !tbaa !346
  %277 = icmp slt i64 %274, %276, !dbg !425
  %278 = select i1 %277, i64 %272, i64 %271, !dbg !426
    #dbg_value(i64 %278, !148, !DIExpression(), !179)
  %279 = add nuw nsw i64 %256, 3, !dbg !427
    #dbg_value(i64 %279, !149, !DIExpression(), !357)
  %280 = getelementptr inbounds i64, ptr %161, i64 %279, !dbg !422
  %281 = load i64, ptr %280, align 8, !dbg !422, !tbaa !346
  %282 = getelementptr inbounds i64, ptr %161, i64 %278, !dbg !424
  %283 = load i64, ptr %282, align 8, !dbg !424, !tbaa !346
  %284 = icmp slt i64 %281, %283, !dbg !425
  %285 = select i1 %284, i64 %279, i64 %278, !dbg !426
    #dbg_value(i64 %285, !148, !DIExpression(), !179)
  %286 = add nuw nsw i64 %256, 4, !dbg !427
    #dbg_value(i64 %286, !149, !DIExpression(), !357)
  %287 = add i64 %258, 4, !dbg !360
  %288 = icmp eq i64 %287, %168, !dbg !360
  br i1 %288, label %233, label %255, !dbg !360, !llvm.loop !432

289:                                              ; preds = %251, %316
  %290 = phi i64 [ %319, %316 ], [ 0, %251 ]
  %291 = phi i64 [ %320, %316 ], [ 0, %251 ]
  %292 = phi i64 [ %317, %316 ], [ 0, %251 ]
    #dbg_value(i64 %290, !154, !DIExpression(), !179)
    #dbg_value(i64 %291, !153, !DIExpression(), !179)
    #dbg_value(i64 %292, !152, !DIExpression(), !179)
    #dbg_value(i64 1, !155, !DIExpression(), !434)
  %293 = getelementptr inbounds i64, ptr %161, i64 %290, !dbg !435
  %294 = load i64, ptr %293, align 8, !dbg !435, !tbaa !346
  %295 = icmp eq i64 %294, %254, !dbg !437
  %296 = zext i1 %295 to i64, !dbg !438
  %297 = add nsw i64 %292, %296, !dbg !438
    #dbg_value(i64 %297, !152, !DIExpression(), !179)
  %298 = add nuw nsw i64 %290, 1, !dbg !439
  %299 = icmp slt i64 %298, %17, !dbg !440
  br i1 %299, label %300, label %316, !dbg !441

300:                                              ; preds = %289
  %301 = sub i64 %17, %290, !dbg !442
  br label %302, !dbg !442

302:                                              ; preds = %300, %309
  %303 = phi i64 [ %312, %309 ], [ %298, %300 ]
  %304 = phi i64 [ %311, %309 ], [ 1, %300 ]
  %305 = phi i64 [ %310, %309 ], [ %297, %300 ]
    #dbg_value(i64 %304, !155, !DIExpression(), !434)
    #dbg_value(i64 %305, !152, !DIExpression(), !179)
  %306 = getelementptr inbounds i64, ptr %161, i64 %303, !dbg !443
  %307 = load i64, ptr %306, align 8, !dbg !443, !tbaa !346
  %308 = icmp eq i64 %307, %294, !dbg !444
  br i1 %308, label %309, label %316, !dbg !442

309:                                              ; preds = %302
  %310 = add nsw i64 %305, %296, !dbg !445
    #dbg_value(i64 %310, !152, !DIExpression(), !179)
  %311 = add nuw i64 %304, 1, !dbg !447
    #dbg_value(i64 %311, !155, !DIExpression(), !434)
  %312 = add nuw nsw i64 %311, %290, !dbg !439
  %313 = icmp eq i64 %311, %301, !dbg !440
  br i1 %313, label %314, label %302, !dbg !441, !llvm.loop !448

314:                                              ; preds = %309
  %315 = tail call i64 @llvm.smax.i64(i64 %301, i64 %291), !dbg !450
    #dbg_value(i64 %17, !154, !DIExpression(), !179)
    #dbg_value(i64 %315, !153, !DIExpression(), !179)
    #dbg_value(i64 %310, !152, !DIExpression(), !179)
  br label %322, !dbg !431

316:                                              ; preds = %302, %289
  %317 = phi i64 [ %297, %289 ], [ %305, %302 ], !dbg !434
  %318 = phi i64 [ 1, %289 ], [ %304, %302 ], !dbg !434
  %319 = phi i64 [ %298, %289 ], [ %303, %302 ], !dbg !439
  %320 = tail call i64 @llvm.smax.i64(i64 %318, i64 %291), !dbg !450
    #dbg_value(i64 %319, !154, !DIExpression(), !179)
    #dbg_value(i64 %320, !153, !DIExpression(), !179)
    #dbg_value(i64 %317, !152, !DIExpression(), !179)
  %321 = icmp slt i64 %319, %17, !dbg !451
  br i1 %321, label %289, label %322, !dbg !431, !llvm.loop !452

322:                                              ; preds = %316, %314
  %323 = phi i64 [ %315, %314 ], [ %320, %316 ]
  %324 = phi i64 [ %310, %314 ], [ %317, %316 ]
    #dbg_value(i64 %252, !157, !DIExpression(), !179)
  %325 = add nsw i64 %38, -1, !dbg !454
    #dbg_value(i64 %325, !158, !DIExpression(), !179)
    #dbg_value(i64 0, !159, !DIExpression(), !179)
    #dbg_value(i64 0, !160, !DIExpression(), !179)
    #dbg_value(i64 0, !161, !DIExpression(), !179)
    #dbg_value(i64 0, !162, !DIExpression(), !179)
  %326 = icmp sgt i64 %38, 0, !dbg !455
  br i1 %326, label %327, label %377, !dbg !456

327:                                              ; preds = %322
    #dbg_value(i64 0, !162, !DIExpression(), !179)
    #dbg_value(i64 0, !161, !DIExpression(), !179)
    #dbg_value(i64 0, !160, !DIExpression(), !179)
    #dbg_value(i64 0, !159, !DIExpression(), !179)
    #dbg_value(i64 %325, !158, !DIExpression(), !179)
    #dbg_value(i64 %252, !157, !DIExpression(), !179)
  %328 = getelementptr inbounds i64, ptr %90, i64 %325, !dbg !457
  store i64 %252, ptr %328, align 8, !dbg !458, !tbaa !346
  %329 = mul nuw nsw i64 %325, %17, !dbg !459
  %330 = getelementptr i32, ptr %86, i64 %329, !dbg !460
  %331 = getelementptr i32, ptr %330, i64 %252, !dbg !460
  %332 = load i32, ptr %331, align 4, !dbg !460, !tbaa !215
  %333 = sext i32 %332 to i64, !dbg !460
  %334 = icmp eq i32 %332, 50, !dbg !461
  %335 = zext i1 %334 to i64, !dbg !463
  %336 = icmp eq i64 %325, 0, !dbg !464
  br i1 %336, label %377, label %350, !dbg !466

337:                                              ; preds = %367
  %338 = add nsw i64 %355, -1, !dbg !467
    #dbg_value(i64 %338, !158, !DIExpression(), !179)
    #dbg_value(i64 %352, !162, !DIExpression(), !179)
    #dbg_value(i64 %351, !161, !DIExpression(), !179)
    #dbg_value(i64 %370, !160, !DIExpression(), !179)
    #dbg_value(i64 %369, !159, !DIExpression(), !179)
    #dbg_value(i64 %338, !158, !DIExpression(), !179)
    #dbg_value(i64 %368, !157, !DIExpression(), !179)
  %339 = getelementptr inbounds i64, ptr %90, i64 %338, !dbg !457
  store i64 %368, ptr %339, align 8, !dbg !458, !tbaa !346
  %340 = mul nuw nsw i64 %338, %17, !dbg !459
  %341 = getelementptr i32, ptr %86, i64 %340, !dbg !460
  %342 = getelementptr i32, ptr %341, i64 %368, !dbg !460
  %343 = load i32, ptr %342, align 4, !dbg !460, !tbaa !215
  %344 = sext i32 %343 to i64, !dbg !460
  %345 = add nsw i64 %352, %344, !dbg !468
    #dbg_value(i64 %345, !162, !DIExpression(), !179)
  %346 = icmp eq i32 %343, 50, !dbg !461
  %347 = zext i1 %346 to i64, !dbg !463
  %348 = add nuw nsw i64 %351, %347, !dbg !463
    #dbg_value(i64 %348, !161, !DIExpression(), !179)
  %349 = icmp eq i64 %338, 0, !dbg !464
  br i1 %349, label %377, label %350, !dbg !466

350:                                              ; preds = %327, %337
  %351 = phi i64 [ %348, %337 ], [ %335, %327 ]
  %352 = phi i64 [ %345, %337 ], [ %333, %327 ]
  %353 = phi i64 [ %340, %337 ], [ %329, %327 ]
  %354 = phi i64 [ %368, %337 ], [ %252, %327 ]
  %355 = phi i64 [ %338, %337 ], [ %325, %327 ]
  %356 = phi i64 [ %369, %337 ], [ 0, %327 ]
  %357 = phi i64 [ %370, %337 ], [ 0, %327 ]
    #dbg_value(i64 %354, !157, !DIExpression(), !179)
    #dbg_value(i64 %355, !158, !DIExpression(), !179)
    #dbg_value(i64 %356, !159, !DIExpression(), !179)
    #dbg_value(i64 %357, !160, !DIExpression(), !179)
  %358 = getelementptr i8, ptr %89, i64 %353, !dbg !469
  %359 = getelementptr i8, ptr %358, i64 %354, !dbg !469
  %360 = load i8, ptr %359, align 1, !dbg !469, !tbaa !210
    #dbg_value(i8 %360, !163, !DIExpression(), !470)
  switch i8 %360, label %367 [
    i8 0, label %361
    i8 2, label %364
  ], !dbg !471

361:                                              ; preds = %350
  %362 = add nsw i64 %354, -1, !dbg !472
    #dbg_value(i64 %362, !157, !DIExpression(), !179)
  %363 = add nsw i64 %356, 1, !dbg !475
    #dbg_value(i64 %363, !159, !DIExpression(), !179)
  br label %367, !dbg !476

364:                                              ; preds = %350
  %365 = add nsw i64 %354, 1, !dbg !477
    #dbg_value(i64 %365, !157, !DIExpression(), !179)
  %366 = add nsw i64 %357, 1, !dbg !480
    #dbg_value(i64 %366, !160, !DIExpression(), !179)
  br label %367, !dbg !481

367:                                              ; preds = %350, %364, %361
  %368 = phi i64 [ %362, %361 ], [ %365, %364 ], [ %354, %350 ], !dbg !179
  %369 = phi i64 [ %363, %361 ], [ %356, %364 ], [ %356, %350 ], !dbg !179
  %370 = phi i64 [ %357, %361 ], [ %366, %364 ], [ %357, %350 ], !dbg !179
    #dbg_value(i64 %370, !160, !DIExpression(), !179)
    #dbg_value(i64 %369, !159, !DIExpression(), !179)
    #dbg_value(i64 %368, !157, !DIExpression(), !179)
  %371 = icmp sgt i64 %368, -1, !dbg !482
  %372 = icmp slt i64 %368, %17
  %373 = select i1 %371, i1 %372, i1 false, !dbg !484
    #dbg_value(i64 %355, !158, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !179)
    #dbg_value(i64 %352, !162, !DIExpression(), !179)
    #dbg_value(i64 %351, !161, !DIExpression(), !179)
    #dbg_value(i64 %370, !160, !DIExpression(), !179)
    #dbg_value(i64 %369, !159, !DIExpression(), !179)
    #dbg_value(i64 %355, !158, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !179)
    #dbg_value(i64 %368, !157, !DIExpression(), !179)
  br i1 %373, label %337, label %374, !dbg !484

374:                                              ; preds = %367
  %375 = load ptr, ptr @stderr, align 8, !dbg !485, !tbaa !185
  %376 = tail call i64 @fwrite(ptr nonnull @.str.2, i64 36, i64 1, ptr %375) #15, !dbg !487
    #dbg_value(i64 poison, !158, !DIExpression(), !179)
  br label %377

377:                                              ; preds = %337, %327, %374, %322
  %378 = phi i64 [ %369, %374 ], [ 0, %322 ], [ 0, %327 ], [ %369, %337 ], !dbg !179
  %379 = phi i64 [ %370, %374 ], [ 0, %322 ], [ 0, %327 ], [ %370, %337 ], !dbg !488
  %380 = phi i64 [ %351, %374 ], [ 0, %322 ], [ %335, %327 ], [ %348, %337 ], !dbg !179
  %381 = phi i64 [ %352, %374 ], [ 0, %322 ], [ %333, %327 ], [ %345, %337 ], !dbg !179
    #dbg_value(i64 %381, !162, !DIExpression(), !179)
    #dbg_value(i64 %380, !161, !DIExpression(), !179)
    #dbg_value(i64 %379, !160, !DIExpression(), !179)
    #dbg_value(i64 %378, !159, !DIExpression(), !179)
    #dbg_value(i32 0, !165, !DIExpression(), !179)
    #dbg_value(i32 0, !166, !DIExpression(), !179)
    #dbg_value(i64 0, !167, !DIExpression(), !489)
  %382 = and i64 %17, 1, !dbg !490
  %383 = icmp eq i64 %113, 0, !dbg !490
  br i1 %383, label %386, label %384, !dbg !490

384:                                              ; preds = %377
  %385 = and i64 %17, 1048574, !dbg !490
  br label %408, !dbg !490

386:                                              ; preds = %408, %377
  %387 = phi i32 [ poison, %377 ], [ %430, %408 ]
  %388 = phi i64 [ 0, %377 ], [ %431, %408 ]
  %389 = phi i32 [ 0, %377 ], [ %430, %408 ]
  %390 = icmp eq i64 %382, 0, !dbg !490
  br i1 %390, label %401, label %391, !dbg !490

391:                                              ; preds = %386
    #dbg_value(i64 %388, !167, !DIExpression(), !489)
    #dbg_value(i32 %389, !165, !DIExpression(), !179)
  %392 = getelementptr inbounds i64, ptr %161, i64 %388, !dbg !491
  %393 = load i64, ptr %392, align 8, !dbg !491, !tbaa !346
  %394 = trunc i64 %393 to i32, !dbg !493
    #dbg_value(i32 %389, !494, !DIExpression(), !500)
    #dbg_value(i32 %394, !499, !DIExpression(), !500)
  %395 = shl i32 %389, 6, !dbg !502
  %396 = lshr i32 %389, 2, !dbg !503
  %397 = add i32 %395, -1640531527, !dbg !504
  %398 = add i32 %397, %396, !dbg !505
  %399 = add i32 %398, %394, !dbg !506
  %400 = xor i32 %399, %389, !dbg !507
    #dbg_value(i32 %400, !494, !DIExpression(), !500)
    #dbg_value(i32 %400, !165, !DIExpression(), !179)
    #dbg_value(i64 %388, !167, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !489)
  br label %401, !dbg !508

401:                                              ; preds = %386, %391
  %402 = phi i32 [ %387, %386 ], [ %400, %391 ], !dbg !507
    #dbg_value(i64 0, !169, !DIExpression(), !509)
    #dbg_value(i32 0, !166, !DIExpression(), !179)
  br i1 %326, label %403, label %475, !dbg !508

403:                                              ; preds = %401
  %404 = and i64 %38, 1, !dbg !508
  %405 = icmp eq i64 %325, 0, !dbg !508
  br i1 %405, label %460, label %406, !dbg !508

406:                                              ; preds = %403
  %407 = and i64 %38, 131070, !dbg !508
  br label %434, !dbg !508

408:                                              ; preds = %408, %384
  %409 = phi i64 [ 0, %384 ], [ %431, %408 ]
  %410 = phi i32 [ 0, %384 ], [ %430, %408 ]
  %411 = phi i64 [ 0, %384 ], [ %432, %408 ]
    #dbg_value(i64 %409, !167, !DIExpression(), !489)
    #dbg_value(i32 %410, !165, !DIExpression(), !179)
  %412 = getelementptr inbounds i64, ptr %161, i64 %409, !dbg !491
  %413 = load i64, ptr %412, align 8, !dbg !491, !tbaa !346
  %414 = trunc i64 %413 to i32, !dbg !493
    #dbg_value(i32 %410, !494, !DIExpression(), !500)
    #dbg_value(i32 %414, !499, !DIExpression(), !500)
  %415 = shl i32 %410, 6, !dbg !502
  %416 = lshr i32 %410, 2, !dbg !503
  %417 = add i32 %415, -1640531527, !dbg !504
  %418 = add i32 %417, %416, !dbg !505
  %419 = add i32 %418, %414, !dbg !506
  %420 = xor i32 %419, %410, !dbg !507
    #dbg_value(i32 %420, !494, !DIExpression(), !500)
    #dbg_value(i32 %420, !165, !DIExpression(), !179)
  %421 = or disjoint i64 %409, 1, !dbg !510
    #dbg_value(i64 %421, !167, !DIExpression(), !489)
  %422 = getelementptr inbounds i64, ptr %161, i64 %421, !dbg !491
  %423 = load i64, ptr %422, align 8, !dbg !491, !tbaa !346
  %424 = trunc i64 %423 to i32, !dbg !493
    #dbg_value(i32 %424, !499, !DIExpression(), !500)
  %425 = shl i32 %420, 6, !dbg !502
  %426 = lshr i32 %420, 2, !dbg !503
  %427 = add i32 %425, -1640531527, !dbg !504
  %428 = add i32 %427, %426, !dbg !505
  %429 = add i32 %428, %424, !dbg !506
  %430 = xor i32 %429, %420, !dbg !507
    #dbg_value(i32 %430, !494, !DIExpression(), !500)
    #dbg_value(i32 %430, !165, !DIExpression(), !179)
  %431 = add nuw nsw i64 %409, 2, !dbg !510
    #dbg_value(i64 %431, !167, !DIExpression(), !489)
  %432 = add i64 %411, 2, !dbg !490
  %433 = icmp eq i64 %432, %385, !dbg !490
  br i1 %433, label %386, label %408, !dbg !490, !llvm.loop !511

434:                                              ; preds = %434, %406
  %435 = phi i64 [ 0, %406 ], [ %457, %434 ]
  %436 = phi i32 [ 0, %406 ], [ %456, %434 ]
  %437 = phi i64 [ 0, %406 ], [ %458, %434 ]
    #dbg_value(i64 %435, !169, !DIExpression(), !509)
    #dbg_value(i32 %436, !166, !DIExpression(), !179)
  %438 = getelementptr inbounds i64, ptr %90, i64 %435, !dbg !513
  %439 = load i64, ptr %438, align 8, !dbg !513, !tbaa !346
  %440 = trunc i64 %439 to i32, !dbg !515
    #dbg_value(i32 %436, !494, !DIExpression(), !516)
    #dbg_value(i32 %440, !499, !DIExpression(), !516)
  %441 = shl i32 %436, 6, !dbg !518
  %442 = lshr i32 %436, 2, !dbg !519
  %443 = add i32 %441, -1640531527, !dbg !520
  %444 = add i32 %443, %442, !dbg !521
  %445 = add i32 %444, %440, !dbg !522
  %446 = xor i32 %445, %436, !dbg !523
    #dbg_value(i32 %446, !494, !DIExpression(), !516)
    #dbg_value(i32 %446, !166, !DIExpression(), !179)
  %447 = or disjoint i64 %435, 1, !dbg !524
    #dbg_value(i64 %447, !169, !DIExpression(), !509)
  %448 = getelementptr inbounds i64, ptr %90, i64 %447, !dbg !513
  %449 = load i64, ptr %448, align 8, !dbg !513, !tbaa !346
  %450 = trunc i64 %449 to i32, !dbg !515
    #dbg_value(i32 %450, !499, !DIExpression(), !516)
  %451 = shl i32 %446, 6, !dbg !518
  %452 = lshr i32 %446, 2, !dbg !519
  %453 = add i32 %451, -1640531527, !dbg !520
  %454 = add i32 %453, %452, !dbg !521
  %455 = add i32 %454, %450, !dbg !522
  %456 = xor i32 %455, %446, !dbg !523
    #dbg_value(i32 %456, !494, !DIExpression(), !516)
    #dbg_value(i32 %456, !166, !DIExpression(), !179)
  %457 = add nuw nsw i64 %435, 2, !dbg !524
    #dbg_value(i64 %457, !169, !DIExpression(), !509)
  %458 = add i64 %437, 2, !dbg !508
  %459 = icmp eq i64 %458, %407, !dbg !508
  br i1 %459, label %460, label %434, !dbg !508, !llvm.loop !525

460:                                              ; preds = %434, %403
  %461 = phi i32 [ poison, %403 ], [ %456, %434 ]
  %462 = phi i64 [ 0, %403 ], [ %457, %434 ]
  %463 = phi i32 [ 0, %403 ], [ %456, %434 ]
  %464 = icmp eq i64 %404, 0, !dbg !508
  br i1 %464, label %475, label %465, !dbg !508

465:                                              ; preds = %460
    #dbg_value(i64 %462, !169, !DIExpression(), !509)
    #dbg_value(i32 %463, !166, !DIExpression(), !179)
  %466 = getelementptr inbounds i64, ptr %90, i64 %462, !dbg !513
  %467 = load i64, ptr %466, align 8, !dbg !513, !tbaa !346
  %468 = trunc i64 %467 to i32, !dbg !515
    #dbg_value(i32 %463, !494, !DIExpression(), !516)
    #dbg_value(i32 %468, !499, !DIExpression(), !516)
  %469 = shl i32 %463, 6, !dbg !518
  %470 = lshr i32 %463, 2, !dbg !519
  %471 = add i32 %469, -1640531527, !dbg !520
  %472 = add i32 %471, %470, !dbg !521
  %473 = add i32 %472, %468, !dbg !522
  %474 = xor i32 %473, %463, !dbg !523
    #dbg_value(i32 %474, !494, !DIExpression(), !516)
    #dbg_value(i32 %474, !166, !DIExpression(), !179)
    #dbg_value(i64 %462, !169, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !509)
  br label %475, !dbg !527

475:                                              ; preds = %465, %460, %401
  %476 = phi i32 [ 0, %401 ], [ %461, %460 ], [ %474, %465 ], !dbg !179
  %477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %17, i64 noundef %38, i64 noundef %59), !dbg !527
  %478 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %254, i64 noundef %252, i64 noundef %324), !dbg !528
  %479 = load i64, ptr %90, align 8, !dbg !529, !tbaa !346
  %480 = icmp eq i64 %381, %254, !dbg !530
  %481 = select i1 %480, ptr @.str.6, ptr @.str.7, !dbg !531
  %482 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %479, i64 noundef %378, i64 noundef %379, i64 noundef %380, i64 noundef %381, ptr noundef nonnull %481), !dbg !532
  %483 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !533
    #dbg_value(i64 0, !171, !DIExpression(), !534)
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %479), !dbg !535
    #dbg_value(i64 1, !171, !DIExpression(), !534)
  %485 = sdiv i64 %325, 9, !dbg !537
  %486 = getelementptr inbounds i64, ptr %90, i64 %485, !dbg !538
  %487 = load i64, ptr %486, align 8, !dbg !538, !tbaa !346
  %488 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %487), !dbg !535
    #dbg_value(i64 2, !171, !DIExpression(), !534)
  %489 = shl nsw i64 %325, 1, !dbg !539
  %490 = sdiv i64 %489, 9, !dbg !537
  %491 = getelementptr inbounds i64, ptr %90, i64 %490, !dbg !538
  %492 = load i64, ptr %491, align 8, !dbg !538, !tbaa !346
  %493 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %492), !dbg !535
    #dbg_value(i64 3, !171, !DIExpression(), !534)
  %494 = sdiv i64 %325, 3, !dbg !537
  %495 = getelementptr inbounds i64, ptr %90, i64 %494, !dbg !538
  %496 = load i64, ptr %495, align 8, !dbg !538, !tbaa !346
  %497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %496), !dbg !535
    #dbg_value(i64 4, !171, !DIExpression(), !534)
  %498 = shl nsw i64 %325, 2, !dbg !539
  %499 = sdiv i64 %498, 9, !dbg !537
  %500 = getelementptr inbounds i64, ptr %90, i64 %499, !dbg !538
  %501 = load i64, ptr %500, align 8, !dbg !538, !tbaa !346
  %502 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %501), !dbg !535
    #dbg_value(i64 5, !171, !DIExpression(), !534)
  %503 = mul nsw i64 %325, 5, !dbg !539
  %504 = sdiv i64 %503, 9, !dbg !537
  %505 = getelementptr inbounds i64, ptr %90, i64 %504, !dbg !538
  %506 = load i64, ptr %505, align 8, !dbg !538, !tbaa !346
  %507 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %506), !dbg !535
    #dbg_value(i64 6, !171, !DIExpression(), !534)
  %508 = mul nsw i64 %325, 6, !dbg !539
  %509 = sdiv i64 %508, 9, !dbg !537
  %510 = getelementptr inbounds i64, ptr %90, i64 %509, !dbg !538
  %511 = load i64, ptr %510, align 8, !dbg !538, !tbaa !346
  %512 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %511), !dbg !535
    #dbg_value(i64 7, !171, !DIExpression(), !534)
  %513 = mul nsw i64 %325, 7, !dbg !539
  %514 = sdiv i64 %513, 9, !dbg !537
  %515 = getelementptr inbounds i64, ptr %90, i64 %514, !dbg !538
  %516 = load i64, ptr %515, align 8, !dbg !538, !tbaa !346
  %517 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %516), !dbg !535
    #dbg_value(i64 8, !171, !DIExpression(), !534)
  %518 = shl nsw i64 %325, 3, !dbg !539
  %519 = sdiv i64 %518, 9, !dbg !537
  %520 = getelementptr inbounds i64, ptr %90, i64 %519, !dbg !538
  %521 = load i64, ptr %520, align 8, !dbg !538, !tbaa !346
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %521), !dbg !535
    #dbg_value(i64 9, !171, !DIExpression(), !534)
  %523 = getelementptr inbounds i64, ptr %90, i64 %325, !dbg !538
  %524 = load i64, ptr %523, align 8, !dbg !538, !tbaa !346
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %524), !dbg !535
    #dbg_value(i64 10, !171, !DIExpression(), !534)
  %526 = tail call i32 @putchar(i32 10), !dbg !540
  %527 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11), !dbg !541
    #dbg_value(i64 0, !173, !DIExpression(), !542)
  %528 = add nsw i64 %17, -1, !dbg !543
  %529 = tail call i64 @llvm.umin.i64(i64 %528, i64 7), !dbg !543
  br label %536, !dbg !543

530:                                              ; preds = %536
  %531 = icmp sgt i64 %17, 8, !dbg !544
  %532 = select i1 %531, ptr @.str.13, ptr @.str.14, !dbg !545
  %533 = tail call i32 @puts(ptr nonnull dereferenceable(1) %532), !dbg !546
  %534 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %159, i64 noundef %323), !dbg !547
  %535 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %402, i32 noundef %476), !dbg !548
  tail call void @free(ptr noundef %86) #11, !dbg !549
  tail call void @free(ptr noundef nonnull %161) #11, !dbg !550
  tail call void @free(ptr noundef %160) #11, !dbg !551
  tail call void @free(ptr noundef %89) #11, !dbg !552
  tail call void @free(ptr noundef %90) #11, !dbg !553
  br label %543

536:                                              ; preds = %475, %536
  %537 = phi i64 [ %541, %536 ], [ 0, %475 ]
    #dbg_value(i64 %537, !173, !DIExpression(), !542)
  %538 = getelementptr inbounds i64, ptr %161, i64 %537, !dbg !554
  %539 = load i64, ptr %538, align 8, !dbg !554, !tbaa !346
  %540 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %539), !dbg !556
  %541 = add nuw nsw i64 %537, 1, !dbg !557
    #dbg_value(i64 %541, !173, !DIExpression(), !542)
  %542 = icmp eq i64 %537, %529, !dbg !558
  br i1 %542, label %530, label %536, !dbg !543, !llvm.loop !559

543:                                              ; preds = %100, %530, %80
  %544 = phi i32 [ 2, %80 ], [ 0, %530 ], [ 1, %100 ], !dbg !179
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #11, !dbg !561
  ret i32 %544, !dbg !561
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !562 ptr @__errno_location() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !566 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !572 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !628 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !631 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @generate_grid(ptr nocapture noundef writeonly %0, i64 noundef %1, i64 noundef %2, ptr nocapture noundef %3) unnamed_addr #8 !dbg !634 {
    #dbg_value(ptr %0, !638, !DIExpression(), !652)
    #dbg_value(i64 %1, !639, !DIExpression(), !652)
    #dbg_value(i64 %2, !640, !DIExpression(), !652)
    #dbg_value(ptr %3, !641, !DIExpression(), !652)
    #dbg_value(i64 0, !642, !DIExpression(), !653)
  %5 = icmp sgt i64 %2, 0, !dbg !654
  br i1 %5, label %6, label %8, !dbg !655

6:                                                ; preds = %4
  %7 = icmp sgt i64 %1, 0
  br label %9, !dbg !655

8:                                                ; preds = %16, %4
  ret void, !dbg !656

9:                                                ; preds = %6, %16
  %10 = phi i64 [ 0, %6 ], [ %17, %16 ]
    #dbg_value(i64 %10, !642, !DIExpression(), !653)
  %11 = mul nsw i64 %10, %1, !dbg !657
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !658
    #dbg_value(ptr %12, !644, !DIExpression(), !659)
    #dbg_value(i64 0, !647, !DIExpression(), !660)
  br i1 %7, label %13, label %16, !dbg !661

13:                                               ; preds = %9
  %14 = load i64, ptr %3, align 8, !tbaa !333
  br label %19, !dbg !661

15:                                               ; preds = %19
  store i64 %27, ptr %3, align 8, !dbg !662, !tbaa !333
  br label %16, !dbg !661

16:                                               ; preds = %15, %9
  %17 = add nuw nsw i64 %10, 1, !dbg !670
    #dbg_value(i64 %17, !642, !DIExpression(), !653)
  %18 = icmp eq i64 %17, %2, !dbg !654
  br i1 %18, label %8, label %9, !dbg !655, !llvm.loop !671

19:                                               ; preds = %13, %19
  %20 = phi i64 [ %14, %13 ], [ %27, %19 ], !dbg !673
  %21 = phi i64 [ 0, %13 ], [ %36, %19 ]
    #dbg_value(i64 %21, !647, !DIExpression(), !660)
    #dbg_value(ptr %3, !667, !DIExpression(), !662)
    #dbg_value(i64 %20, !668, !DIExpression(), !662)
  %22 = lshr i64 %20, 12, !dbg !674
  %23 = xor i64 %22, %20, !dbg !675
    #dbg_value(i64 %23, !668, !DIExpression(), !662)
  %24 = shl i64 %23, 25, !dbg !676
  %25 = xor i64 %24, %23, !dbg !677
    #dbg_value(i64 %25, !668, !DIExpression(), !662)
  %26 = lshr i64 %25, 27, !dbg !678
  %27 = xor i64 %26, %25, !dbg !679
    #dbg_value(i64 %27, !668, !DIExpression(), !662)
  %28 = mul i64 %27, 2685821657736338717, !dbg !680
  %29 = lshr i64 %28, 32, !dbg !681
  %30 = trunc nuw i64 %29 to i32, !dbg !682
    #dbg_value(i32 %30, !649, !DIExpression(), !683)
  %31 = urem i32 %30, 37, !dbg !684
  %32 = icmp eq i32 %31, 0, !dbg !685
  %33 = urem i32 %30, 10, !dbg !686
  %34 = select i1 %32, i32 50, i32 %33, !dbg !686
  %35 = getelementptr inbounds i32, ptr %12, i64 %21, !dbg !687
  store i32 %34, ptr %35, align 4, !dbg !688, !tbaa !215
  %36 = add nuw nsw i64 %21, 1, !dbg !689
    #dbg_value(i64 %36, !647, !DIExpression(), !660)
  %37 = icmp eq i64 %36, %1, !dbg !690
  br i1 %37, label %15, label %19, !dbg !661, !llvm.loop !691
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #10

; Function Attrs: nofree nounwind
declare !dbg !693 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(none) }
attributes #13 = { cold nounwind }
attributes #14 = { nounwind allocsize(0,1) }
attributes #15 = { cold }

!llvm.dbg.cu = !{!79}
!llvm.ident = !{!104}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "pathfinder.c", directory: ".", checksumkind: CSK_MD5, checksum: "9345aea48d98c102308527a1007f3ee1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 140, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 212, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 37)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 224, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 31)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 225, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 55)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 227, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 656, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 82)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 230, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 3)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 230, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 9)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 231, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 14)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 233, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 5)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 235, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 10)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 238, type: !49, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 238, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 1)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 239, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 45)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 241, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 33)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 896, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 112)
!79 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !80, globals: !93, splitDebugInlining: false, nameTableKind: None)
!80 = !{!81, !84, !88, !90, !91, !92}
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !82, line: 18, baseType: !83)
!82 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !85, line: 27, baseType: !86)
!85 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !87, line: 45, baseType: !83)
!87 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !85, line: 26, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !87, line: 42, baseType: !90)
!90 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!92 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!93 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !94, !52, !99, !57, !59, !64, !69, !74}
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 234, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 2)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 238, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 4)
!104 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 2}
!111 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!112 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 121, type: !113, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !117)
!113 = !DISubroutineType(types: !114)
!114 = !{!92, !92, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!117 = !{!118, !119, !120, !122, !123, !124, !129, !131, !133, !134, !137, !138, !139, !140, !142, !144, !147, !148, !149, !151, !152, !153, !154, !155, !157, !158, !159, !160, !161, !162, !163, !165, !166, !167, !169, !171, !173}
!118 = !DILocalVariable(name: "argc", arg: 1, scope: !112, file: !2, line: 121, type: !92)
!119 = !DILocalVariable(name: "argv", arg: 2, scope: !112, file: !2, line: 121, type: !115)
!120 = !DILocalVariable(name: "cols", scope: !112, file: !2, line: 123, type: !121)
!121 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!122 = !DILocalVariable(name: "rows", scope: !112, file: !2, line: 123, type: !121)
!123 = !DILocalVariable(name: "seed", scope: !112, file: !2, line: 123, type: !121)
!124 = !DILocalVariable(name: "rng", scope: !112, file: !2, line: 124, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "rng_t", file: !2, line: 27, baseType: !126)
!126 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 25, size: 64, elements: !127)
!127 = !{!128}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !126, file: !2, line: 26, baseType: !84, size: 64)
!129 = !DILocalVariable(name: "wall", scope: !112, file: !2, line: 134, type: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!131 = !DILocalVariable(name: "src", scope: !112, file: !2, line: 135, type: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!133 = !DILocalVariable(name: "dst", scope: !112, file: !2, line: 136, type: !132)
!134 = !DILocalVariable(name: "moves", scope: !112, file: !2, line: 137, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!137 = !DILocalVariable(name: "path", scope: !112, file: !2, line: 138, type: !132)
!138 = !DILocalVariable(name: "free_rows", scope: !112, file: !2, line: 149, type: !121)
!139 = !DILocalVariable(name: "prev_min", scope: !112, file: !2, line: 149, type: !121)
!140 = !DILocalVariable(name: "c", scope: !141, file: !2, line: 150, type: !121)
!141 = distinct !DILexicalBlock(scope: !112, file: !2, line: 150, column: 5)
!142 = !DILocalVariable(name: "r", scope: !143, file: !2, line: 156, type: !121)
!143 = distinct !DILexicalBlock(scope: !112, file: !2, line: 156, column: 5)
!144 = !DILocalVariable(name: "row_min", scope: !145, file: !2, line: 157, type: !121)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 156, column: 37)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 156, column: 5)
!147 = !DILocalVariable(name: "tmp", scope: !145, file: !2, line: 163, type: !132)
!148 = !DILocalVariable(name: "best_col", scope: !112, file: !2, line: 169, type: !121)
!149 = !DILocalVariable(name: "c", scope: !150, file: !2, line: 170, type: !121)
!150 = distinct !DILexicalBlock(scope: !112, file: !2, line: 170, column: 5)
!151 = !DILocalVariable(name: "best", scope: !112, file: !2, line: 173, type: !121)
!152 = !DILocalVariable(name: "n_optimal", scope: !112, file: !2, line: 177, type: !121)
!153 = !DILocalVariable(name: "longest_run", scope: !112, file: !2, line: 177, type: !121)
!154 = !DILocalVariable(name: "c", scope: !112, file: !2, line: 178, type: !121)
!155 = !DILocalVariable(name: "run", scope: !156, file: !2, line: 180, type: !121)
!156 = distinct !DILexicalBlock(scope: !112, file: !2, line: 179, column: 22)
!157 = !DILocalVariable(name: "col", scope: !112, file: !2, line: 194, type: !121)
!158 = !DILocalVariable(name: "r", scope: !112, file: !2, line: 194, type: !121)
!159 = !DILocalVariable(name: "lefts", scope: !112, file: !2, line: 195, type: !121)
!160 = !DILocalVariable(name: "rights", scope: !112, file: !2, line: 195, type: !121)
!161 = !DILocalVariable(name: "rocks", scope: !112, file: !2, line: 195, type: !121)
!162 = !DILocalVariable(name: "recomputed", scope: !112, file: !2, line: 195, type: !121)
!163 = !DILocalVariable(name: "m", scope: !164, file: !2, line: 203, type: !136)
!164 = distinct !DILexicalBlock(scope: !112, file: !2, line: 196, column: 20)
!165 = !DILocalVariable(name: "cost_sum", scope: !112, file: !2, line: 218, type: !88)
!166 = !DILocalVariable(name: "path_sum", scope: !112, file: !2, line: 218, type: !88)
!167 = !DILocalVariable(name: "k", scope: !168, file: !2, line: 219, type: !121)
!168 = distinct !DILexicalBlock(scope: !112, file: !2, line: 219, column: 5)
!169 = !DILocalVariable(name: "k", scope: !170, file: !2, line: 221, type: !121)
!170 = distinct !DILexicalBlock(scope: !112, file: !2, line: 221, column: 5)
!171 = !DILocalVariable(name: "k", scope: !172, file: !2, line: 232, type: !121)
!172 = distinct !DILexicalBlock(scope: !112, file: !2, line: 232, column: 5)
!173 = !DILocalVariable(name: "k", scope: !174, file: !2, line: 236, type: !121)
!174 = distinct !DILexicalBlock(scope: !112, file: !2, line: 236, column: 5)
!175 = distinct !DIAssignID()
!176 = distinct !DIAssignID()
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 0, scope: !112)
!180 = !DILocation(line: 124, column: 5, scope: !112)
!181 = !DILocation(line: 126, column: 14, scope: !182)
!182 = distinct !DILexicalBlock(scope: !112, file: !2, line: 126, column: 9)
!183 = !DILocation(line: 126, column: 19, scope: !182)
!184 = !DILocation(line: 126, column: 33, scope: !182)
!185 = !{!186, !186, i64 0}
!186 = !{!"any pointer", !187, i64 0}
!187 = !{!"omnipotent char", !188, i64 0}
!188 = !{!"Simple C/C++ TBAA"}
!189 = !DILocalVariable(name: "end", scope: !190, file: !2, line: 51, type: !116)
!190 = distinct !DISubprogram(name: "parse_long", scope: !2, file: !2, line: 49, type: !191, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !195)
!191 = !DISubroutineType(types: !192)
!192 = !{!92, !193, !121, !121, !132}
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!195 = !{!196, !197, !198, !199, !189, !200}
!196 = !DILocalVariable(name: "text", arg: 1, scope: !190, file: !2, line: 49, type: !193)
!197 = !DILocalVariable(name: "lo", arg: 2, scope: !190, file: !2, line: 49, type: !121)
!198 = !DILocalVariable(name: "hi", arg: 3, scope: !190, file: !2, line: 49, type: !121)
!199 = !DILocalVariable(name: "out", arg: 4, scope: !190, file: !2, line: 49, type: !132)
!200 = !DILocalVariable(name: "v", scope: !190, file: !2, line: 52, type: !121)
!201 = !DILocation(line: 0, scope: !190, inlinedAt: !202)
!202 = distinct !DILocation(line: 126, column: 22, scope: !182)
!203 = !DILocation(line: 51, column: 5, scope: !190, inlinedAt: !202)
!204 = !DILocation(line: 51, column: 11, scope: !190, inlinedAt: !202)
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 54, column: 14, scope: !207, inlinedAt: !202)
!207 = distinct !DILexicalBlock(scope: !190, file: !2, line: 54, column: 9)
!208 = !DILocation(line: 54, column: 22, scope: !207, inlinedAt: !202)
!209 = !DILocation(line: 54, column: 25, scope: !207, inlinedAt: !202)
!210 = !{!187, !187, i64 0}
!211 = !DILocation(line: 54, column: 31, scope: !207, inlinedAt: !202)
!212 = !DILocation(line: 54, column: 9, scope: !190, inlinedAt: !202)
!213 = !DILocation(line: 56, column: 5, scope: !190, inlinedAt: !202)
!214 = !DILocation(line: 56, column: 11, scope: !190, inlinedAt: !202)
!215 = !{!216, !216, i64 0}
!216 = !{!"int", !187, i64 0}
!217 = !DILocation(line: 57, column: 9, scope: !190, inlinedAt: !202)
!218 = !DILocation(line: 58, column: 9, scope: !219, inlinedAt: !202)
!219 = distinct !DILexicalBlock(scope: !190, file: !2, line: 58, column: 9)
!220 = !DILocation(line: 58, column: 15, scope: !219, inlinedAt: !202)
!221 = !DILocation(line: 58, column: 20, scope: !219, inlinedAt: !202)
!222 = !DILocation(line: 58, column: 23, scope: !219, inlinedAt: !202)
!223 = !DILocation(line: 58, column: 27, scope: !219, inlinedAt: !202)
!224 = !DILocation(line: 58, column: 35, scope: !219, inlinedAt: !202)
!225 = !DILocation(line: 58, column: 38, scope: !219, inlinedAt: !202)
!226 = !DILocation(line: 58, column: 43, scope: !219, inlinedAt: !202)
!227 = !DILocation(line: 58, column: 51, scope: !219, inlinedAt: !202)
!228 = !DILocation(line: 62, column: 1, scope: !190, inlinedAt: !202)
!229 = !DILocation(line: 126, column: 73, scope: !182)
!230 = !DILocation(line: 127, column: 20, scope: !182)
!231 = !DILocation(line: 0, scope: !190, inlinedAt: !232)
!232 = distinct !DILocation(line: 127, column: 9, scope: !182)
!233 = !DILocation(line: 51, column: 5, scope: !190, inlinedAt: !232)
!234 = !DILocation(line: 51, column: 11, scope: !190, inlinedAt: !232)
!235 = distinct !DIAssignID()
!236 = !DILocation(line: 54, column: 14, scope: !207, inlinedAt: !232)
!237 = !DILocation(line: 54, column: 22, scope: !207, inlinedAt: !232)
!238 = !DILocation(line: 54, column: 25, scope: !207, inlinedAt: !232)
!239 = !DILocation(line: 54, column: 31, scope: !207, inlinedAt: !232)
!240 = !DILocation(line: 54, column: 9, scope: !190, inlinedAt: !232)
!241 = !DILocation(line: 56, column: 11, scope: !190, inlinedAt: !232)
!242 = !DILocation(line: 57, column: 9, scope: !190, inlinedAt: !232)
!243 = !DILocation(line: 58, column: 9, scope: !219, inlinedAt: !232)
!244 = !DILocation(line: 58, column: 15, scope: !219, inlinedAt: !232)
!245 = !DILocation(line: 58, column: 20, scope: !219, inlinedAt: !232)
!246 = !DILocation(line: 58, column: 23, scope: !219, inlinedAt: !232)
!247 = !DILocation(line: 58, column: 27, scope: !219, inlinedAt: !232)
!248 = !DILocation(line: 58, column: 35, scope: !219, inlinedAt: !232)
!249 = !DILocation(line: 58, column: 38, scope: !219, inlinedAt: !232)
!250 = !DILocation(line: 58, column: 43, scope: !219, inlinedAt: !232)
!251 = !DILocation(line: 58, column: 51, scope: !219, inlinedAt: !232)
!252 = !DILocation(line: 62, column: 1, scope: !190, inlinedAt: !232)
!253 = !DILocation(line: 127, column: 60, scope: !182)
!254 = !DILocation(line: 128, column: 20, scope: !182)
!255 = !DILocation(line: 0, scope: !190, inlinedAt: !256)
!256 = distinct !DILocation(line: 128, column: 9, scope: !182)
!257 = !DILocation(line: 51, column: 5, scope: !190, inlinedAt: !256)
!258 = !DILocation(line: 51, column: 11, scope: !190, inlinedAt: !256)
!259 = distinct !DIAssignID()
!260 = !DILocation(line: 54, column: 14, scope: !207, inlinedAt: !256)
!261 = !DILocation(line: 54, column: 22, scope: !207, inlinedAt: !256)
!262 = !DILocation(line: 54, column: 25, scope: !207, inlinedAt: !256)
!263 = !DILocation(line: 54, column: 31, scope: !207, inlinedAt: !256)
!264 = !DILocation(line: 54, column: 9, scope: !190, inlinedAt: !256)
!265 = !DILocation(line: 56, column: 11, scope: !190, inlinedAt: !256)
!266 = !DILocation(line: 57, column: 9, scope: !190, inlinedAt: !256)
!267 = !DILocation(line: 58, column: 9, scope: !219, inlinedAt: !256)
!268 = !DILocation(line: 58, column: 15, scope: !219, inlinedAt: !256)
!269 = !DILocation(line: 58, column: 20, scope: !219, inlinedAt: !256)
!270 = !DILocation(line: 58, column: 23, scope: !219, inlinedAt: !256)
!271 = !DILocation(line: 58, column: 27, scope: !219, inlinedAt: !256)
!272 = !DILocation(line: 58, column: 35, scope: !219, inlinedAt: !256)
!273 = !DILocation(line: 58, column: 38, scope: !219, inlinedAt: !256)
!274 = !DILocation(line: 58, column: 43, scope: !219, inlinedAt: !256)
!275 = !DILocation(line: 58, column: 51, scope: !219, inlinedAt: !256)
!276 = !DILocation(line: 62, column: 1, scope: !190, inlinedAt: !256)
!277 = !DILocation(line: 128, column: 57, scope: !182)
!278 = !DILocation(line: 129, column: 26, scope: !182)
!279 = !DILocation(line: 129, column: 14, scope: !182)
!280 = !DILocation(line: 126, column: 9, scope: !112)
!281 = !DILocation(line: 130, column: 20, scope: !282)
!282 = distinct !DILexicalBlock(scope: !182, file: !2, line: 129, column: 34)
!283 = !DILocation(line: 130, column: 15, scope: !282)
!284 = !DILocation(line: 130, column: 26, scope: !282)
!285 = !DILocalVariable(name: "prog", arg: 1, scope: !286, file: !2, line: 64, type: !193)
!286 = distinct !DISubprogram(name: "usage", scope: !2, file: !2, line: 64, type: !287, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !289)
!287 = !DISubroutineType(types: !288)
!288 = !{null, !193}
!289 = !{!285}
!290 = !DILocation(line: 0, scope: !286, inlinedAt: !291)
!291 = distinct !DILocation(line: 130, column: 9, scope: !282)
!292 = !DILocation(line: 66, column: 13, scope: !286, inlinedAt: !291)
!293 = !DILocation(line: 66, column: 5, scope: !286, inlinedAt: !291)
!294 = !DILocation(line: 131, column: 9, scope: !282)
!295 = !DILocation(line: 134, column: 38, scope: !112)
!296 = !DILocation(line: 134, column: 17, scope: !112)
!297 = !DILocation(line: 135, column: 17, scope: !112)
!298 = !DILocation(line: 136, column: 17, scope: !112)
!299 = !DILocation(line: 137, column: 28, scope: !112)
!300 = !DILocation(line: 138, column: 18, scope: !112)
!301 = !DILocation(line: 139, column: 10, scope: !302)
!302 = distinct !DILexicalBlock(scope: !112, file: !2, line: 139, column: 9)
!303 = !DILocation(line: 139, column: 15, scope: !302)
!304 = !DILocation(line: 140, column: 17, scope: !305)
!305 = distinct !DILexicalBlock(scope: !302, file: !2, line: 139, column: 51)
!306 = !DILocation(line: 140, column: 9, scope: !305)
!307 = !DILocation(line: 141, column: 9, scope: !305)
!308 = !DILocation(line: 141, column: 21, scope: !305)
!309 = !DILocation(line: 141, column: 32, scope: !305)
!310 = !DILocation(line: 141, column: 43, scope: !305)
!311 = !DILocation(line: 141, column: 56, scope: !305)
!312 = !DILocation(line: 142, column: 9, scope: !305)
!313 = !DILocalVariable(name: "r", arg: 1, scope: !314, file: !2, line: 29, type: !317)
!314 = distinct !DISubprogram(name: "rng_seed", scope: !2, file: !2, line: 29, type: !315, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !318)
!315 = !DISubroutineType(types: !316)
!316 = !{null, !317, !84}
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!318 = !{!313, !319, !320}
!319 = !DILocalVariable(name: "seed", arg: 2, scope: !314, file: !2, line: 29, type: !84)
!320 = !DILocalVariable(name: "z", scope: !314, file: !2, line: 32, type: !84)
!321 = !DILocation(line: 0, scope: !314, inlinedAt: !322)
!322 = distinct !DILocation(line: 145, column: 5, scope: !112)
!323 = !DILocation(line: 32, column: 23, scope: !314, inlinedAt: !322)
!324 = !DILocation(line: 33, column: 17, scope: !314, inlinedAt: !322)
!325 = !DILocation(line: 33, column: 12, scope: !314, inlinedAt: !322)
!326 = !DILocation(line: 33, column: 25, scope: !314, inlinedAt: !322)
!327 = !DILocation(line: 34, column: 17, scope: !314, inlinedAt: !322)
!328 = !DILocation(line: 34, column: 12, scope: !314, inlinedAt: !322)
!329 = !DILocation(line: 34, column: 25, scope: !314, inlinedAt: !322)
!330 = !DILocation(line: 35, column: 12, scope: !314, inlinedAt: !322)
!331 = !DILocation(line: 35, column: 7, scope: !314, inlinedAt: !322)
!332 = !DILocation(line: 36, column: 10, scope: !314, inlinedAt: !322)
!333 = !{!334, !335, i64 0}
!334 = !{!"", !335, i64 0}
!335 = !{!"long", !187, i64 0}
!336 = distinct !DIAssignID()
!337 = !DILocation(line: 146, column: 5, scope: !112)
!338 = !DILocation(line: 0, scope: !141)
!339 = !DILocation(line: 152, column: 18, scope: !340)
!340 = distinct !DILexicalBlock(scope: !341, file: !2, line: 150, column: 37)
!341 = distinct !DILexicalBlock(scope: !141, file: !2, line: 150, column: 5)
!342 = !DILocation(line: 150, column: 5, scope: !141)
!343 = !DILocation(line: 151, column: 18, scope: !340)
!344 = !DILocation(line: 151, column: 9, scope: !340)
!345 = !DILocation(line: 151, column: 16, scope: !340)
!346 = !{!335, !335, i64 0}
!347 = !DILocation(line: 153, column: 22, scope: !348)
!348 = distinct !DILexicalBlock(scope: !340, file: !2, line: 153, column: 13)
!349 = !DILocation(line: 153, column: 26, scope: !348)
!350 = !DILocation(line: 156, column: 24, scope: !146)
!351 = !DILocation(line: 0, scope: !143)
!352 = !DILocation(line: 156, column: 5, scope: !143)
!353 = !DILocation(line: 150, column: 33, scope: !341)
!354 = distinct !{!354, !342, !355, !356}
!355 = !DILocation(line: 155, column: 5, scope: !141)
!356 = !{!"llvm.loop.mustprogress"}
!357 = !DILocation(line: 0, scope: !150)
!358 = !DILocation(line: 170, column: 24, scope: !359)
!359 = distinct !DILexicalBlock(scope: !150, file: !2, line: 170, column: 5)
!360 = !DILocation(line: 170, column: 5, scope: !150)
!361 = !DILocation(line: 157, column: 53, scope: !145)
!362 = !DILocation(line: 157, column: 49, scope: !145)
!363 = !DILocation(line: 158, column: 40, scope: !145)
!364 = !DILocalVariable(name: "src", arg: 1, scope: !365, file: !2, line: 90, type: !368)
!365 = distinct !DISubprogram(name: "relax_row", scope: !2, file: !2, line: 90, type: !366, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !372)
!366 = !DISubroutineType(types: !367)
!367 = !{!121, !368, !132, !370, !135, !121}
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !369, size: 64)
!369 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !121)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !371, size: 64)
!371 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!372 = !{!364, !373, !374, !375, !376, !377, !378, !380, !383}
!373 = !DILocalVariable(name: "dst", arg: 2, scope: !365, file: !2, line: 90, type: !132)
!374 = !DILocalVariable(name: "wall", arg: 3, scope: !365, file: !2, line: 90, type: !370)
!375 = !DILocalVariable(name: "move", arg: 4, scope: !365, file: !2, line: 91, type: !135)
!376 = !DILocalVariable(name: "cols", arg: 5, scope: !365, file: !2, line: 91, type: !121)
!377 = !DILocalVariable(name: "row_min", scope: !365, file: !2, line: 93, type: !121)
!378 = !DILocalVariable(name: "c", scope: !379, file: !2, line: 95, type: !121)
!379 = distinct !DILexicalBlock(scope: !365, file: !2, line: 95, column: 5)
!380 = !DILocalVariable(name: "best", scope: !381, file: !2, line: 96, type: !121)
!381 = distinct !DILexicalBlock(scope: !382, file: !2, line: 95, column: 37)
!382 = distinct !DILexicalBlock(scope: !379, file: !2, line: 95, column: 5)
!383 = !DILocalVariable(name: "how", scope: !381, file: !2, line: 97, type: !136)
!384 = !DILocation(line: 0, scope: !365, inlinedAt: !385)
!385 = distinct !DILocation(line: 157, column: 24, scope: !145)
!386 = !DILocation(line: 0, scope: !379, inlinedAt: !385)
!387 = !DILocation(line: 96, column: 21, scope: !381, inlinedAt: !385)
!388 = !DILocation(line: 0, scope: !381, inlinedAt: !385)
!389 = !DILocation(line: 103, column: 26, scope: !390, inlinedAt: !385)
!390 = distinct !DILexicalBlock(scope: !381, file: !2, line: 103, column: 13)
!391 = !DILocation(line: 107, column: 25, scope: !381, inlinedAt: !385)
!392 = !DILocation(line: 107, column: 23, scope: !381, inlinedAt: !385)
!393 = !DILocation(line: 107, column: 16, scope: !381, inlinedAt: !385)
!394 = !DILocation(line: 108, column: 17, scope: !381, inlinedAt: !385)
!395 = !DILocation(line: 110, column: 23, scope: !396, inlinedAt: !385)
!396 = distinct !DILexicalBlock(scope: !381, file: !2, line: 109, column: 13)
!397 = !DILocation(line: 95, column: 5, scope: !379, inlinedAt: !385)
!398 = !DILocation(line: 103, column: 29, scope: !390, inlinedAt: !385)
!399 = !DILocation(line: 103, column: 40, scope: !390, inlinedAt: !385)
!400 = !DILocation(line: 103, column: 13, scope: !381, inlinedAt: !385)
!401 = !DILocation(line: 99, column: 22, scope: !402, inlinedAt: !385)
!402 = distinct !DILexicalBlock(scope: !381, file: !2, line: 99, column: 13)
!403 = !DILocation(line: 99, column: 33, scope: !402, inlinedAt: !385)
!404 = !DILocation(line: 99, column: 13, scope: !381, inlinedAt: !385)
!405 = !DILocation(line: 103, column: 15, scope: !390, inlinedAt: !385)
!406 = !DILocation(line: 103, column: 19, scope: !390, inlinedAt: !385)
!407 = !DILocation(line: 107, column: 9, scope: !381, inlinedAt: !385)
!408 = !DILocation(line: 108, column: 9, scope: !381, inlinedAt: !385)
!409 = !DILocation(line: 109, column: 21, scope: !396, inlinedAt: !385)
!410 = !DILocation(line: 109, column: 25, scope: !396, inlinedAt: !385)
!411 = !DILocation(line: 95, column: 24, scope: !382, inlinedAt: !385)
!412 = distinct !{!412, !397, !413, !356, !414}
!413 = !DILocation(line: 111, column: 5, scope: !379, inlinedAt: !385)
!414 = !{!"llvm.loop.peeled.count", i32 1}
!415 = !DILocation(line: 0, scope: !145)
!416 = !DILocation(line: 160, column: 21, scope: !417)
!417 = distinct !DILexicalBlock(scope: !145, file: !2, line: 160, column: 13)
!418 = !DILocation(line: 160, column: 13, scope: !145)
!419 = !DILocation(line: 156, column: 33, scope: !146)
!420 = distinct !{!420, !352, !421, !356}
!421 = !DILocation(line: 166, column: 5, scope: !143)
!422 = !DILocation(line: 171, column: 13, scope: !423)
!423 = distinct !DILexicalBlock(scope: !359, file: !2, line: 171, column: 13)
!424 = !DILocation(line: 171, column: 22, scope: !423)
!425 = !DILocation(line: 171, column: 20, scope: !423)
!426 = !DILocation(line: 171, column: 13, scope: !359)
!427 = !DILocation(line: 170, column: 33, scope: !359)
!428 = distinct !{!428, !429}
!429 = !{!"llvm.loop.unroll.disable"}
!430 = !DILocation(line: 173, column: 17, scope: !112)
!431 = !DILocation(line: 179, column: 5, scope: !112)
!432 = distinct !{!432, !360, !433, !356}
!433 = !DILocation(line: 172, column: 24, scope: !150)
!434 = !DILocation(line: 0, scope: !156)
!435 = !DILocation(line: 181, column: 13, scope: !436)
!436 = distinct !DILexicalBlock(scope: !156, file: !2, line: 181, column: 13)
!437 = !DILocation(line: 181, column: 20, scope: !436)
!438 = !DILocation(line: 181, column: 13, scope: !156)
!439 = !DILocation(line: 183, column: 18, scope: !156)
!440 = !DILocation(line: 183, column: 24, scope: !156)
!441 = !DILocation(line: 183, column: 31, scope: !156)
!442 = !DILocation(line: 183, column: 9, scope: !156)
!443 = !DILocation(line: 183, column: 34, scope: !156)
!444 = !DILocation(line: 183, column: 47, scope: !156)
!445 = !DILocation(line: 184, column: 17, scope: !446)
!446 = distinct !DILexicalBlock(scope: !156, file: !2, line: 183, column: 58)
!447 = !DILocation(line: 186, column: 16, scope: !446)
!448 = distinct !{!448, !442, !449, !356}
!449 = !DILocation(line: 187, column: 9, scope: !156)
!450 = !DILocation(line: 188, column: 13, scope: !156)
!451 = !DILocation(line: 179, column: 14, scope: !112)
!452 = distinct !{!452, !431, !453, !356}
!453 = !DILocation(line: 191, column: 5, scope: !112)
!454 = !DILocation(line: 194, column: 35, scope: !112)
!455 = !DILocation(line: 196, column: 14, scope: !112)
!456 = !DILocation(line: 196, column: 5, scope: !112)
!457 = !DILocation(line: 197, column: 9, scope: !164)
!458 = !DILocation(line: 197, column: 17, scope: !164)
!459 = !DILocation(line: 198, column: 30, scope: !164)
!460 = !DILocation(line: 198, column: 23, scope: !164)
!461 = !DILocation(line: 199, column: 34, scope: !462)
!462 = distinct !DILexicalBlock(scope: !164, file: !2, line: 199, column: 13)
!463 = !DILocation(line: 199, column: 13, scope: !164)
!464 = !DILocation(line: 201, column: 15, scope: !465)
!465 = distinct !DILexicalBlock(scope: !164, file: !2, line: 201, column: 13)
!466 = !DILocation(line: 201, column: 13, scope: !164)
!467 = !DILocation(line: 215, column: 10, scope: !164)
!468 = !DILocation(line: 198, column: 20, scope: !164)
!469 = !DILocation(line: 203, column: 27, scope: !164)
!470 = !DILocation(line: 0, scope: !164)
!471 = !DILocation(line: 204, column: 13, scope: !164)
!472 = !DILocation(line: 205, column: 16, scope: !473)
!473 = distinct !DILexicalBlock(scope: !474, file: !2, line: 204, column: 21)
!474 = distinct !DILexicalBlock(scope: !164, file: !2, line: 204, column: 13)
!475 = !DILocation(line: 206, column: 18, scope: !473)
!476 = !DILocation(line: 207, column: 9, scope: !473)
!477 = !DILocation(line: 208, column: 16, scope: !478)
!478 = distinct !DILexicalBlock(scope: !479, file: !2, line: 207, column: 28)
!479 = distinct !DILexicalBlock(scope: !474, file: !2, line: 207, column: 20)
!480 = !DILocation(line: 209, column: 19, scope: !478)
!481 = !DILocation(line: 210, column: 9, scope: !478)
!482 = !DILocation(line: 211, column: 17, scope: !483)
!483 = distinct !DILexicalBlock(scope: !164, file: !2, line: 211, column: 13)
!484 = !DILocation(line: 211, column: 21, scope: !483)
!485 = !DILocation(line: 212, column: 21, scope: !486)
!486 = distinct !DILexicalBlock(scope: !483, file: !2, line: 211, column: 37)
!487 = !DILocation(line: 212, column: 13, scope: !486)
!488 = !DILocation(line: 195, column: 21, scope: !112)
!489 = !DILocation(line: 0, scope: !168)
!490 = !DILocation(line: 219, column: 5, scope: !168)
!491 = !DILocation(line: 220, column: 46, scope: !492)
!492 = distinct !DILexicalBlock(scope: !168, file: !2, line: 219, column: 5)
!493 = !DILocation(line: 220, column: 36, scope: !492)
!494 = !DILocalVariable(name: "h", arg: 1, scope: !495, file: !2, line: 115, type: !88)
!495 = distinct !DISubprogram(name: "mix32", scope: !2, file: !2, line: 115, type: !496, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !498)
!496 = !DISubroutineType(types: !497)
!497 = !{!88, !88, !88}
!498 = !{!494, !499}
!499 = !DILocalVariable(name: "v", arg: 2, scope: !495, file: !2, line: 115, type: !88)
!500 = !DILocation(line: 0, scope: !495, inlinedAt: !501)
!501 = distinct !DILocation(line: 220, column: 20, scope: !492)
!502 = !DILocation(line: 117, column: 31, scope: !495, inlinedAt: !501)
!503 = !DILocation(line: 117, column: 42, scope: !495, inlinedAt: !501)
!504 = !DILocation(line: 117, column: 12, scope: !495, inlinedAt: !501)
!505 = !DILocation(line: 117, column: 26, scope: !495, inlinedAt: !501)
!506 = !DILocation(line: 117, column: 37, scope: !495, inlinedAt: !501)
!507 = !DILocation(line: 117, column: 7, scope: !495, inlinedAt: !501)
!508 = !DILocation(line: 221, column: 5, scope: !170)
!509 = !DILocation(line: 0, scope: !170)
!510 = !DILocation(line: 219, column: 33, scope: !492)
!511 = distinct !{!511, !490, !512, !356}
!512 = !DILocation(line: 220, column: 52, scope: !168)
!513 = !DILocation(line: 222, column: 46, scope: !514)
!514 = distinct !DILexicalBlock(scope: !170, file: !2, line: 221, column: 5)
!515 = !DILocation(line: 222, column: 36, scope: !514)
!516 = !DILocation(line: 0, scope: !495, inlinedAt: !517)
!517 = distinct !DILocation(line: 222, column: 20, scope: !514)
!518 = !DILocation(line: 117, column: 31, scope: !495, inlinedAt: !517)
!519 = !DILocation(line: 117, column: 42, scope: !495, inlinedAt: !517)
!520 = !DILocation(line: 117, column: 12, scope: !495, inlinedAt: !517)
!521 = !DILocation(line: 117, column: 26, scope: !495, inlinedAt: !517)
!522 = !DILocation(line: 117, column: 37, scope: !495, inlinedAt: !517)
!523 = !DILocation(line: 117, column: 7, scope: !495, inlinedAt: !517)
!524 = !DILocation(line: 221, column: 33, scope: !514)
!525 = distinct !{!525, !508, !526, !356}
!526 = !DILocation(line: 222, column: 53, scope: !170)
!527 = !DILocation(line: 224, column: 5, scope: !112)
!528 = !DILocation(line: 225, column: 5, scope: !112)
!529 = !DILocation(line: 229, column: 12, scope: !112)
!530 = !DILocation(line: 230, column: 23, scope: !112)
!531 = !DILocation(line: 230, column: 12, scope: !112)
!532 = !DILocation(line: 227, column: 5, scope: !112)
!533 = !DILocation(line: 231, column: 5, scope: !112)
!534 = !DILocation(line: 0, scope: !172)
!535 = !DILocation(line: 233, column: 9, scope: !536)
!536 = distinct !DILexicalBlock(scope: !172, file: !2, line: 232, column: 5)
!537 = !DILocation(line: 233, column: 46, scope: !536)
!538 = !DILocation(line: 233, column: 24, scope: !536)
!539 = !DILocation(line: 233, column: 32, scope: !536)
!540 = !DILocation(line: 234, column: 5, scope: !112)
!541 = !DILocation(line: 235, column: 5, scope: !112)
!542 = !DILocation(line: 0, scope: !174)
!543 = !DILocation(line: 236, column: 5, scope: !174)
!544 = !DILocation(line: 238, column: 25, scope: !112)
!545 = !DILocation(line: 238, column: 20, scope: !112)
!546 = !DILocation(line: 238, column: 5, scope: !112)
!547 = !DILocation(line: 239, column: 5, scope: !112)
!548 = !DILocation(line: 241, column: 5, scope: !112)
!549 = !DILocation(line: 244, column: 5, scope: !112)
!550 = !DILocation(line: 245, column: 5, scope: !112)
!551 = !DILocation(line: 246, column: 5, scope: !112)
!552 = !DILocation(line: 247, column: 5, scope: !112)
!553 = !DILocation(line: 248, column: 5, scope: !112)
!554 = !DILocation(line: 237, column: 24, scope: !555)
!555 = distinct !DILexicalBlock(scope: !174, file: !2, line: 236, column: 5)
!556 = !DILocation(line: 237, column: 9, scope: !555)
!557 = !DILocation(line: 236, column: 51, scope: !555)
!558 = !DILocation(line: 236, column: 37, scope: !555)
!559 = distinct !{!559, !543, !560, !356}
!560 = !DILocation(line: 237, column: 30, scope: !174)
!561 = !DILocation(line: 250, column: 1, scope: !112)
!562 = !DISubprogram(name: "__errno_location", scope: !563, file: !563, line: 37, type: !564, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!563 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!564 = !DISubroutineType(types: !565)
!565 = !{!130}
!566 = !DISubprogram(name: "strtol", scope: !567, file: !567, line: 177, type: !568, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!567 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!568 = !DISubroutineType(types: !569)
!569 = !{!121, !570, !571, !92}
!570 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !193)
!571 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !115)
!572 = !DISubprogram(name: "fprintf", scope: !573, file: !573, line: 350, type: !574, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!573 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!574 = !DISubroutineType(types: !575)
!575 = !{!92, !576, !570, null}
!576 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !577)
!577 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !578, size: 64)
!578 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !579, line: 7, baseType: !580)
!579 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!580 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !581, line: 49, size: 1728, elements: !582)
!581 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!582 = !{!583, !584, !585, !586, !587, !588, !589, !590, !591, !592, !593, !594, !595, !598, !600, !601, !602, !604, !606, !608, !609, !612, !614, !617, !620, !621, !622, !623, !624}
!583 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !580, file: !581, line: 51, baseType: !92, size: 32)
!584 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !580, file: !581, line: 54, baseType: !116, size: 64, offset: 64)
!585 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !580, file: !581, line: 55, baseType: !116, size: 64, offset: 128)
!586 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !580, file: !581, line: 56, baseType: !116, size: 64, offset: 192)
!587 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !580, file: !581, line: 57, baseType: !116, size: 64, offset: 256)
!588 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !580, file: !581, line: 58, baseType: !116, size: 64, offset: 320)
!589 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !580, file: !581, line: 59, baseType: !116, size: 64, offset: 384)
!590 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !580, file: !581, line: 60, baseType: !116, size: 64, offset: 448)
!591 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !580, file: !581, line: 61, baseType: !116, size: 64, offset: 512)
!592 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !580, file: !581, line: 64, baseType: !116, size: 64, offset: 576)
!593 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !580, file: !581, line: 65, baseType: !116, size: 64, offset: 640)
!594 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !580, file: !581, line: 66, baseType: !116, size: 64, offset: 704)
!595 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !580, file: !581, line: 68, baseType: !596, size: 64, offset: 768)
!596 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !597, size: 64)
!597 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !581, line: 36, flags: DIFlagFwdDecl)
!598 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !580, file: !581, line: 70, baseType: !599, size: 64, offset: 832)
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !580, size: 64)
!600 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !580, file: !581, line: 72, baseType: !92, size: 32, offset: 896)
!601 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !580, file: !581, line: 73, baseType: !92, size: 32, offset: 928)
!602 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !580, file: !581, line: 74, baseType: !603, size: 64, offset: 960)
!603 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !87, line: 152, baseType: !121)
!604 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !580, file: !581, line: 77, baseType: !605, size: 16, offset: 1024)
!605 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!606 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !580, file: !581, line: 78, baseType: !607, size: 8, offset: 1040)
!607 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!608 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !580, file: !581, line: 79, baseType: !61, size: 8, offset: 1048)
!609 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !580, file: !581, line: 81, baseType: !610, size: 64, offset: 1088)
!610 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !611, size: 64)
!611 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !581, line: 43, baseType: null)
!612 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !580, file: !581, line: 89, baseType: !613, size: 64, offset: 1152)
!613 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !87, line: 153, baseType: !121)
!614 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !580, file: !581, line: 91, baseType: !615, size: 64, offset: 1216)
!615 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !616, size: 64)
!616 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !581, line: 37, flags: DIFlagFwdDecl)
!617 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !580, file: !581, line: 92, baseType: !618, size: 64, offset: 1280)
!618 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !619, size: 64)
!619 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !581, line: 38, flags: DIFlagFwdDecl)
!620 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !580, file: !581, line: 93, baseType: !599, size: 64, offset: 1344)
!621 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !580, file: !581, line: 94, baseType: !91, size: 64, offset: 1408)
!622 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !580, file: !581, line: 95, baseType: !81, size: 64, offset: 1472)
!623 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !580, file: !581, line: 96, baseType: !92, size: 32, offset: 1536)
!624 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !580, file: !581, line: 98, baseType: !625, size: 160, offset: 1568)
!625 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !626)
!626 = !{!627}
!627 = !DISubrange(count: 20)
!628 = !DISubprogram(name: "calloc", scope: !567, file: !567, line: 556, type: !629, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!629 = !DISubroutineType(types: !630)
!630 = !{!91, !81, !81}
!631 = !DISubprogram(name: "free", scope: !567, file: !567, line: 568, type: !632, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!632 = !DISubroutineType(types: !633)
!633 = !{null, !91}
!634 = distinct !DISubprogram(name: "generate_grid", scope: !2, file: !2, line: 74, type: !635, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !637)
!635 = !DISubroutineType(types: !636)
!636 = !{null, !130, !121, !121, !317}
!637 = !{!638, !639, !640, !641, !642, !644, !647, !649}
!638 = !DILocalVariable(name: "wall", arg: 1, scope: !634, file: !2, line: 74, type: !130)
!639 = !DILocalVariable(name: "cols", arg: 2, scope: !634, file: !2, line: 74, type: !121)
!640 = !DILocalVariable(name: "rows", arg: 3, scope: !634, file: !2, line: 74, type: !121)
!641 = !DILocalVariable(name: "rng", arg: 4, scope: !634, file: !2, line: 74, type: !317)
!642 = !DILocalVariable(name: "r", scope: !643, file: !2, line: 76, type: !121)
!643 = distinct !DILexicalBlock(scope: !634, file: !2, line: 76, column: 5)
!644 = !DILocalVariable(name: "row", scope: !645, file: !2, line: 77, type: !130)
!645 = distinct !DILexicalBlock(scope: !646, file: !2, line: 76, column: 37)
!646 = distinct !DILexicalBlock(scope: !643, file: !2, line: 76, column: 5)
!647 = !DILocalVariable(name: "c", scope: !648, file: !2, line: 78, type: !121)
!648 = distinct !DILexicalBlock(scope: !645, file: !2, line: 78, column: 9)
!649 = !DILocalVariable(name: "v", scope: !650, file: !2, line: 79, type: !88)
!650 = distinct !DILexicalBlock(scope: !651, file: !2, line: 78, column: 41)
!651 = distinct !DILexicalBlock(scope: !648, file: !2, line: 78, column: 9)
!652 = !DILocation(line: 0, scope: !634)
!653 = !DILocation(line: 0, scope: !643)
!654 = !DILocation(line: 76, column: 24, scope: !646)
!655 = !DILocation(line: 76, column: 5, scope: !643)
!656 = !DILocation(line: 83, column: 1, scope: !634)
!657 = !DILocation(line: 77, column: 29, scope: !645)
!658 = !DILocation(line: 77, column: 25, scope: !645)
!659 = !DILocation(line: 0, scope: !645)
!660 = !DILocation(line: 0, scope: !648)
!661 = !DILocation(line: 78, column: 9, scope: !648)
!662 = !DILocation(line: 0, scope: !663, inlinedAt: !669)
!663 = distinct !DISubprogram(name: "rng_next", scope: !2, file: !2, line: 39, type: !664, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !79, retainedNodes: !666)
!664 = !DISubroutineType(types: !665)
!665 = !{!88, !317}
!666 = !{!667, !668}
!667 = !DILocalVariable(name: "r", arg: 1, scope: !663, file: !2, line: 39, type: !317)
!668 = !DILocalVariable(name: "x", scope: !663, file: !2, line: 41, type: !84)
!669 = distinct !DILocation(line: 79, column: 26, scope: !650)
!670 = !DILocation(line: 76, column: 33, scope: !646)
!671 = distinct !{!671, !655, !672, !356}
!672 = !DILocation(line: 82, column: 5, scope: !643)
!673 = !DILocation(line: 41, column: 21, scope: !663, inlinedAt: !669)
!674 = !DILocation(line: 42, column: 12, scope: !663, inlinedAt: !669)
!675 = !DILocation(line: 42, column: 7, scope: !663, inlinedAt: !669)
!676 = !DILocation(line: 43, column: 12, scope: !663, inlinedAt: !669)
!677 = !DILocation(line: 43, column: 7, scope: !663, inlinedAt: !669)
!678 = !DILocation(line: 44, column: 12, scope: !663, inlinedAt: !669)
!679 = !DILocation(line: 44, column: 7, scope: !663, inlinedAt: !669)
!680 = !DILocation(line: 46, column: 26, scope: !663, inlinedAt: !669)
!681 = !DILocation(line: 46, column: 51, scope: !663, inlinedAt: !669)
!682 = !DILocation(line: 46, column: 12, scope: !663, inlinedAt: !669)
!683 = !DILocation(line: 0, scope: !650)
!684 = !DILocation(line: 80, column: 25, scope: !650)
!685 = !DILocation(line: 80, column: 31, scope: !650)
!686 = !DILocation(line: 80, column: 22, scope: !650)
!687 = !DILocation(line: 80, column: 13, scope: !650)
!688 = !DILocation(line: 80, column: 20, scope: !650)
!689 = !DILocation(line: 78, column: 37, scope: !651)
!690 = !DILocation(line: 78, column: 28, scope: !651)
!691 = distinct !{!691, !661, !692, !356}
!692 = !DILocation(line: 81, column: 9, scope: !648)
!693 = !DISubprogram(name: "printf", scope: !573, file: !573, line: 356, type: !694, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!694 = !DISubroutineType(types: !695)
!695 = !{!92, !570, null}
