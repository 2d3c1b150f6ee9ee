; ModuleID = 'bfs'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.graph_t = type { i64, i64, ptr, ptr }
%struct.rng_t = type { i64 }
%struct.bfs_result_t = type { i64, i64, i32 }

@.str = private unnamed_addr constant [4 x i8] c"bfs\00", align 1, !dbg !0
@stderr = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [20 x i8] c"bfs: out of memory\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [49 x i8] c"bfs: %ld nodes, %ld edges, seed %ld, source %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [42 x i8] c"degree: max %ld (node %ld), isolated %ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [54 x i8] c"reached %ld of %ld in %ld levels, mean distance %.3f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [11 x i8] c"per level:\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [5 x i8] c" ...\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !39
@.str.10 = private unnamed_addr constant [62 x i8] c"farthest node %d; eccentricity from it %ld (diameter >= %ld)\0A\00", align 1, !dbg !44
@.str.11 = private unnamed_addr constant [30 x i8] c"components: %ld, largest %ld\0A\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [25 x i8] c"distance checksum: %08x\0A\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [178 x i8] c"usage: %s NODES AVG_DEGREE SEED [SOURCE]\0A  NODES in [%ld, %ld], AVG_DEGREE in [1, %ld], NODES*AVG_DEGREE/2 <= %ld,\0A  SEED in [0, 4294967295], SOURCE in [0, NODES-1] (default 0)\0A\00", align 1, !dbg !59

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !93 {
  %3 = alloca ptr, align 8, !DIAssignID !154
  %4 = alloca ptr, align 8, !DIAssignID !155
  %5 = alloca ptr, align 8, !DIAssignID !156
  %6 = alloca i64, align 8, !DIAssignID !157
    #dbg_assign(i1 undef, !105, !DIExpression(), !157, ptr %6, !DIExpression(), !158)
  %7 = alloca %struct.graph_t, align 8, !DIAssignID !159
    #dbg_assign(i1 undef, !106, !DIExpression(), !159, ptr %7, !DIExpression(), !158)
  %8 = alloca %struct.rng_t, align 8, !DIAssignID !160
    #dbg_assign(i1 undef, !116, !DIExpression(), !160, ptr %8, !DIExpression(), !158)
  %9 = alloca %struct.bfs_result_t, align 8, !DIAssignID !161
    #dbg_assign(i1 undef, !132, !DIExpression(), !161, ptr %9, !DIExpression(), !158)
  %10 = alloca %struct.bfs_result_t, align 8, !DIAssignID !162
    #dbg_assign(i1 undef, !144, !DIExpression(), !162, ptr %10, !DIExpression(), !158)
    #dbg_value(i32 %0, !99, !DIExpression(), !158)
    #dbg_value(ptr %1, !100, !DIExpression(), !158)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #12, !dbg !163
  store i64 0, ptr %6, align 8, !dbg !164, !tbaa !165, !DIAssignID !169
    #dbg_assign(i64 0, !105, !DIExpression(), !169, ptr %6, !DIExpression(), !158)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #12, !dbg !170
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false), !dbg !171, !DIAssignID !172
    #dbg_assign(i8 0, !106, !DIExpression(), !172, ptr %7, !DIExpression(), !158)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #12, !dbg !173
  %11 = add i32 %0, -6, !dbg !174
  %12 = icmp ult i32 %11, -2, !dbg !174
  br i1 %12, label %90, label %13, !dbg !174

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !176
  %15 = load ptr, ptr %14, align 8, !dbg !176, !tbaa !177
    #dbg_assign(i1 undef, !179, !DIExpression(), !156, ptr %5, !DIExpression(), !191)
    #dbg_value(ptr %15, !186, !DIExpression(), !191)
    #dbg_value(i64 2, !187, !DIExpression(), !191)
    #dbg_value(i64 2000000, !188, !DIExpression(), !191)
    #dbg_value(ptr undef, !189, !DIExpression(), !191)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #12, !dbg !193
  store ptr null, ptr %5, align 8, !dbg !194, !tbaa !177, !DIAssignID !195
    #dbg_assign(ptr null, !179, !DIExpression(), !195, ptr %5, !DIExpression(), !191)
  %16 = icmp eq ptr %15, null, !dbg !196
  br i1 %16, label %34, label %17, !dbg !198

17:                                               ; preds = %13
  %18 = load i8, ptr %15, align 1, !dbg !199, !tbaa !200
  %19 = icmp eq i8 %18, 0, !dbg !201
  br i1 %19, label %34, label %20, !dbg !202

20:                                               ; preds = %17
  %21 = tail call ptr @__errno_location() #13, !dbg !203
  store i32 0, ptr %21, align 4, !dbg !204, !tbaa !205
  %22 = call i64 @strtol(ptr noundef nonnull %15, ptr noundef nonnull %5, i32 noundef 10) #12, !dbg !207
    #dbg_value(i64 %22, !190, !DIExpression(), !191)
  %23 = load i32, ptr %21, align 4, !dbg !208, !tbaa !205
  %24 = icmp eq i32 %23, 0, !dbg !210
  br i1 %24, label %25, label %34, !dbg !211

25:                                               ; preds = %20
  %26 = load ptr, ptr %5, align 8, !dbg !212, !tbaa !177
  %27 = icmp eq ptr %26, %15, !dbg !213
  br i1 %27, label %34, label %28, !dbg !214

28:                                               ; preds = %25
  %29 = load i8, ptr %26, align 1, !dbg !215, !tbaa !200
  %30 = icmp ne i8 %29, 0, !dbg !216
  %31 = add i64 %22, -2000001, !dbg !217
  %32 = icmp ult i64 %31, -1999999, !dbg !217
  %33 = select i1 %30, i1 true, i1 %32, !dbg !217
  br i1 %33, label %34, label %35, !dbg !217

34:                                               ; preds = %17, %13, %28, %25, %20
    #dbg_value(i64 poison, !101, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12, !dbg !218
  br label %92, !dbg !219

35:                                               ; preds = %28
    #dbg_value(i64 %22, !101, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12, !dbg !218
  %36 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !220
  %37 = load ptr, ptr %36, align 8, !dbg !220, !tbaa !177
    #dbg_assign(i1 undef, !179, !DIExpression(), !155, ptr %4, !DIExpression(), !221)
    #dbg_value(ptr %37, !186, !DIExpression(), !221)
    #dbg_value(i64 1, !187, !DIExpression(), !221)
    #dbg_value(i64 64, !188, !DIExpression(), !221)
    #dbg_value(ptr undef, !189, !DIExpression(), !221)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12, !dbg !223
  store ptr null, ptr %4, align 8, !dbg !224, !tbaa !177, !DIAssignID !225
    #dbg_assign(ptr null, !179, !DIExpression(), !225, ptr %4, !DIExpression(), !221)
  %38 = icmp eq ptr %37, null, !dbg !226
  br i1 %38, label %55, label %39, !dbg !227

39:                                               ; preds = %35
  %40 = load i8, ptr %37, align 1, !dbg !228, !tbaa !200
  %41 = icmp eq i8 %40, 0, !dbg !229
  br i1 %41, label %55, label %42, !dbg !230

42:                                               ; preds = %39
  store i32 0, ptr %21, align 4, !dbg !231, !tbaa !205
  %43 = call i64 @strtol(ptr noundef nonnull %37, ptr noundef nonnull %4, i32 noundef 10) #12, !dbg !232
    #dbg_value(i64 %43, !190, !DIExpression(), !221)
  %44 = load i32, ptr %21, align 4, !dbg !233, !tbaa !205
  %45 = icmp eq i32 %44, 0, !dbg !234
  br i1 %45, label %46, label %55, !dbg !235

46:                                               ; preds = %42
  %47 = load ptr, ptr %4, align 8, !dbg !236, !tbaa !177
  %48 = icmp eq ptr %47, %37, !dbg !237
  br i1 %48, label %55, label %49, !dbg !238

49:                                               ; preds = %46
  %50 = load i8, ptr %47, align 1, !dbg !239, !tbaa !200
  %51 = icmp ne i8 %50, 0, !dbg !240
  %52 = add i64 %43, -65, !dbg !241
  %53 = icmp ult i64 %52, -64, !dbg !241
  %54 = select i1 %51, i1 true, i1 %53, !dbg !241
  br i1 %54, label %55, label %56, !dbg !241

55:                                               ; preds = %39, %35, %49, %46, %42
    #dbg_value(i64 poison, !103, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !242
  br label %92, !dbg !243

56:                                               ; preds = %49
    #dbg_value(i64 %43, !103, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !242
  %57 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !244
  %58 = load ptr, ptr %57, align 8, !dbg !244, !tbaa !177
    #dbg_assign(i1 undef, !179, !DIExpression(), !154, ptr %3, !DIExpression(), !245)
    #dbg_value(ptr %58, !186, !DIExpression(), !245)
    #dbg_value(i64 0, !187, !DIExpression(), !245)
    #dbg_value(i64 4294967295, !188, !DIExpression(), !245)
    #dbg_value(ptr undef, !189, !DIExpression(), !245)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !247
  store ptr null, ptr %3, align 8, !dbg !248, !tbaa !177, !DIAssignID !249
    #dbg_assign(ptr null, !179, !DIExpression(), !249, ptr %3, !DIExpression(), !245)
  %59 = icmp eq ptr %58, null, !dbg !250
  br i1 %59, label %75, label %60, !dbg !251

60:                                               ; preds = %56
  %61 = load i8, ptr %58, align 1, !dbg !252, !tbaa !200
  %62 = icmp eq i8 %61, 0, !dbg !253
  br i1 %62, label %75, label %63, !dbg !254

63:                                               ; preds = %60
  store i32 0, ptr %21, align 4, !dbg !255, !tbaa !205
  %64 = call i64 @strtol(ptr noundef nonnull %58, ptr noundef nonnull %3, i32 noundef 10) #12, !dbg !256
    #dbg_value(i64 %64, !190, !DIExpression(), !245)
  %65 = load i32, ptr %21, align 4, !dbg !257, !tbaa !205
  %66 = icmp eq i32 %65, 0, !dbg !258
  br i1 %66, label %67, label %75, !dbg !259

67:                                               ; preds = %63
  %68 = load ptr, ptr %3, align 8, !dbg !260, !tbaa !177
  %69 = icmp eq ptr %68, %58, !dbg !261
  br i1 %69, label %75, label %70, !dbg !262

70:                                               ; preds = %67
  %71 = load i8, ptr %68, align 1, !dbg !263, !tbaa !200
  %72 = icmp ne i8 %71, 0, !dbg !264
  %73 = icmp ugt i64 %64, 4294967295, !dbg !265
  %74 = select i1 %72, i1 true, i1 %73, !dbg !265
  br i1 %74, label %75, label %76, !dbg !265

75:                                               ; preds = %60, %56, %70, %67, %63
    #dbg_value(i64 poison, !104, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !266
  br label %92, !dbg !267

76:                                               ; preds = %70
    #dbg_value(i64 %64, !104, !DIExpression(), !158)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !266
  %77 = icmp eq i32 %0, 5, !dbg !268
  br i1 %77, label %78, label %87, !dbg !269

78:                                               ; preds = %76
  %79 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !270
  %80 = load ptr, ptr %79, align 8, !dbg !270, !tbaa !177
  %81 = add nsw i64 %22, -1, !dbg !271
  %82 = call fastcc i32 @parse_long(ptr noundef %80, i64 noundef 0, i64 noundef %81, ptr noundef nonnull %6), !dbg !272
  %83 = icmp ne i32 %82, 0, !dbg !273
  %84 = mul nuw nsw i64 %43, %22
  %85 = icmp ugt i64 %84, 32000001
  %86 = select i1 %83, i1 true, i1 %85, !dbg !274
  br i1 %86, label %92, label %98, !dbg !274

87:                                               ; preds = %76
  %88 = mul nuw nsw i64 %43, %22, !dbg !275
  %89 = icmp ugt i64 %88, 32000001, !dbg !276
  br i1 %89, label %92, label %98, !dbg !277

90:                                               ; preds = %2
  %91 = icmp sgt i32 %0, 0, !dbg !278
  br i1 %91, label %92, label %94, !dbg !280

92:                                               ; preds = %78, %87, %34, %55, %75, %90
  %93 = load ptr, ptr %1, align 8, !dbg !281, !tbaa !177
  br label %94, !dbg !280

94:                                               ; preds = %90, %92
  %95 = phi ptr [ %93, %92 ], [ @.str, %90 ], !dbg !280
    #dbg_value(ptr %95, !282, !DIExpression(), !287)
  %96 = load ptr, ptr @stderr, align 8, !dbg !289, !tbaa !177
  %97 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %96, ptr noundef nonnull @.str.13, ptr noundef %95, i64 noundef 2, i64 noundef 2000000, i64 noundef 64, i64 noundef 16000000) #14, !dbg !290
  br label %385, !dbg !291

98:                                               ; preds = %78, %87
    #dbg_value(ptr %8, !292, !DIExpression(), !300)
    #dbg_value(i64 %64, !298, !DIExpression(), !300)
  %99 = add nuw nsw i64 %64, -7046029254386353131, !dbg !302
    #dbg_value(i64 %99, !299, !DIExpression(), !300)
  %100 = lshr i64 %99, 30, !dbg !303
  %101 = xor i64 %100, %99, !dbg !304
  %102 = mul i64 %101, -4658895280553007687, !dbg !305
    #dbg_value(i64 %102, !299, !DIExpression(), !300)
  %103 = lshr i64 %102, 27, !dbg !306
  %104 = xor i64 %103, %102, !dbg !307
  %105 = mul i64 %104, -7723592293110705685, !dbg !308
    #dbg_value(i64 %105, !299, !DIExpression(), !300)
  %106 = lshr i64 %105, 31, !dbg !309
  %107 = xor i64 %106, %105, !dbg !310
    #dbg_value(i64 %107, !299, !DIExpression(), !300)
  store i64 %107, ptr %8, align 8, !dbg !311, !tbaa !312, !DIAssignID !314
    #dbg_assign(i64 %107, !116, !DIExpression(), !314, ptr %8, !DIExpression(), !158)
  %108 = tail call noalias ptr @calloc(i64 noundef %22, i64 noundef 4) #15, !dbg !315
    #dbg_value(ptr %108, !121, !DIExpression(), !158)
  %109 = tail call noalias ptr @calloc(i64 noundef %22, i64 noundef 4) #15, !dbg !316
    #dbg_value(ptr %109, !122, !DIExpression(), !158)
  %110 = tail call noalias ptr @calloc(i64 noundef %22, i64 noundef 8) #15, !dbg !317
    #dbg_value(ptr %110, !123, !DIExpression(), !158)
  %111 = icmp ne ptr %108, null, !dbg !318
  %112 = icmp ne ptr %109, null
  %113 = and i1 %111, %112, !dbg !320
  %114 = icmp ne ptr %110, null
  %115 = and i1 %113, %114, !dbg !320
  br i1 %115, label %116, label %128, !dbg !320

116:                                              ; preds = %98
  %117 = call fastcc i32 @build_graph(ptr noundef nonnull %7, i64 noundef %22, i64 noundef %43, ptr noundef nonnull %8), !dbg !321
  %118 = icmp eq i32 %117, 0, !dbg !321
  br i1 %118, label %119, label %128, !dbg !322

119:                                              ; preds = %116
    #dbg_value(i64 0, !127, !DIExpression(), !323)
    #dbg_value(i64 0, !126, !DIExpression(), !158)
    #dbg_value(i64 0, !125, !DIExpression(), !158)
    #dbg_value(i64 -1, !124, !DIExpression(), !158)
  %120 = getelementptr inbounds i8, ptr %7, i64 16
  %121 = load ptr, ptr %120, align 8, !tbaa !324
  %122 = load i64, ptr %121, align 8, !dbg !326, !tbaa !165
  %123 = add nsw i64 %22, -1, !dbg !327
  %124 = and i64 %22, 1, !dbg !327
  %125 = icmp eq i64 %123, 0, !dbg !327
  br i1 %125, label %131, label %126, !dbg !327

126:                                              ; preds = %119
  %127 = and i64 %22, 2097150, !dbg !327
  br label %163, !dbg !327

128:                                              ; preds = %116, %98
  %129 = load ptr, ptr @stderr, align 8, !dbg !328, !tbaa !177
  %130 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 19, i64 1, ptr %129) #16, !dbg !330
  tail call void @free(ptr noundef %108) #12, !dbg !331
  tail call void @free(ptr noundef %109) #12, !dbg !332
  tail call void @free(ptr noundef %110) #12, !dbg !333
  br label %385, !dbg !334

131:                                              ; preds = %163, %119
  %132 = phi i64 [ poison, %119 ], [ %185, %163 ]
  %133 = phi i64 [ poison, %119 ], [ %186, %163 ]
  %134 = phi i64 [ poison, %119 ], [ %189, %163 ]
  %135 = phi i64 [ %122, %119 ], [ %182, %163 ]
  %136 = phi i64 [ 0, %119 ], [ %180, %163 ]
  %137 = phi i64 [ 0, %119 ], [ %189, %163 ]
  %138 = phi i64 [ 0, %119 ], [ %186, %163 ]
  %139 = phi i64 [ -1, %119 ], [ %185, %163 ]
  %140 = icmp eq i64 %124, 0, !dbg !327
  br i1 %140, label %152, label %141, !dbg !327

141:                                              ; preds = %131
    #dbg_value(i64 %136, !127, !DIExpression(), !323)
    #dbg_value(i64 %137, !126, !DIExpression(), !158)
    #dbg_value(i64 %138, !125, !DIExpression(), !158)
    #dbg_value(i64 %139, !124, !DIExpression(), !158)
  %142 = getelementptr i64, ptr %121, i64 %136, !dbg !335
  %143 = getelementptr i8, ptr %142, i64 8, !dbg !335
  %144 = load i64, ptr %143, align 8, !dbg !335, !tbaa !165
  %145 = sub nsw i64 %144, %135, !dbg !336
    #dbg_value(i64 %145, !129, !DIExpression(), !337)
  %146 = icmp sgt i64 %145, %139, !dbg !338
  %147 = tail call i64 @llvm.smax.i64(i64 %145, i64 %139), !dbg !340
  %148 = select i1 %146, i64 %136, i64 %138, !dbg !340
    #dbg_value(i64 %148, !125, !DIExpression(), !158)
    #dbg_value(i64 %147, !124, !DIExpression(), !158)
  %149 = icmp eq i64 %144, %135, !dbg !341
  %150 = zext i1 %149 to i64, !dbg !343
  %151 = add nuw nsw i64 %137, %150, !dbg !343
    #dbg_value(i64 %136, !127, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !323)
    #dbg_value(i64 %151, !126, !DIExpression(), !158)
  br label %152, !dbg !344

152:                                              ; preds = %131, %141
  %153 = phi i64 [ %132, %131 ], [ %147, %141 ], !dbg !340
  %154 = phi i64 [ %133, %131 ], [ %148, %141 ], !dbg !340
  %155 = phi i64 [ %134, %131 ], [ %151, %141 ], !dbg !343
    #dbg_value(ptr %108, !350, !DIExpression(), !354)
    #dbg_value(i64 %22, !351, !DIExpression(), !354)
    #dbg_value(i64 0, !352, !DIExpression(), !355)
  %156 = shl nuw nsw i64 %22, 2, !dbg !344
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %108, i8 -1, i64 %156, i1 false), !dbg !356, !tbaa !205
    #dbg_value(i64 poison, !352, !DIExpression(), !355)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #12, !dbg !358
  %157 = load i64, ptr %6, align 8, !dbg !359, !tbaa !165
  %158 = trunc i64 %157 to i32, !dbg !360
  call fastcc void @bfs(ptr dead_on_unwind nonnull writable sret(%struct.bfs_result_t) align 8 %9, ptr noundef nonnull %7, i32 noundef %158, ptr noundef nonnull %108, ptr noundef nonnull %109, ptr noundef nonnull %110), !dbg !361
    #dbg_value(i32 -2128831035, !139, !DIExpression(), !158)
    #dbg_value(i64 0, !140, !DIExpression(), !158)
    #dbg_value(i64 0, !142, !DIExpression(), !362)
  %159 = and i64 %22, 1, !dbg !363
  %160 = icmp eq i64 %123, 0, !dbg !363
  br i1 %160, label %192, label %161, !dbg !363

161:                                              ; preds = %152
  %162 = and i64 %22, 2097150, !dbg !363
  br label %219, !dbg !363

163:                                              ; preds = %163, %126
  %164 = phi i64 [ %122, %126 ], [ %182, %163 ], !dbg !326
  %165 = phi i64 [ 0, %126 ], [ %180, %163 ]
  %166 = phi i64 [ 0, %126 ], [ %189, %163 ]
  %167 = phi i64 [ 0, %126 ], [ %186, %163 ]
  %168 = phi i64 [ -1, %126 ], [ %185, %163 ]
  %169 = phi i64 [ 0, %126 ], [ %190, %163 ]
    #dbg_value(i64 %165, !127, !DIExpression(), !323)
    #dbg_value(i64 %166, !126, !DIExpression(), !158)
    #dbg_value(i64 %167, !125, !DIExpression(), !158)
    #dbg_value(i64 %168, !124, !DIExpression(), !158)
  %170 = or disjoint i64 %165, 1, !dbg !364
  %171 = getelementptr inbounds i64, ptr %121, i64 %170, !dbg !335
  %172 = load i64, ptr %171, align 8, !dbg !335, !tbaa !165
  %173 = sub nsw i64 %172, %164, !dbg !336
    #dbg_value(i64 %173, !129, !DIExpression(), !337)
  %174 = icmp sgt i64 %173, %168, !dbg !338
  %175 = tail call i64 @llvm.smax.i64(i64 %173, i64 %168), !dbg !340
  %176 = select i1 %174, i64 %165, i64 %167, !dbg !340
    #dbg_value(i64 %176, !125, !DIExpression(), !158)
    #dbg_value(i64 %175, !124, !DIExpression(), !158)
  %177 = icmp eq i64 %172, %164, !dbg !341
  %178 = zext i1 %177 to i64, !dbg !343
  %179 = add nuw nsw i64 %166, %178, !dbg !343
    #dbg_value(i64 %170, !127, !DIExpression(), !323)
    #dbg_value(i64 %179, !126, !DIExpression(), !158)
  %180 = add nuw nsw i64 %165, 2, !dbg !364
  %181 = getelementptr inbounds i64, ptr %121, i64 %180, !dbg !335
  %182 = load i64, ptr %181, align 8, !dbg !335, !tbaa !165
  %183 = sub nsw i64 %182, %172, !dbg !336
    #dbg_value(i64 %183, !129, !DIExpression(), !337)
  %184 = icmp sgt i64 %183, %175, !dbg !338
  %185 = tail call i64 @llvm.smax.i64(i64 %183, i64 %175), !dbg !340
  %186 = select i1 %184, i64 %170, i64 %176, !dbg !340
    #dbg_value(i64 %186, !125, !DIExpression(), !158)
    #dbg_value(i64 %185, !124, !DIExpression(), !158)
  %187 = icmp eq i64 %182, %172, !dbg !341
  %188 = zext i1 %187 to i64, !dbg !343
  %189 = add nuw nsw i64 %179, %188, !dbg !343
    #dbg_value(i64 %180, !127, !DIExpression(), !323)
    #dbg_value(i64 %189, !126, !DIExpression(), !158)
  %190 = add i64 %169, 2, !dbg !327
  %191 = icmp eq i64 %190, %127, !dbg !327
  br i1 %191, label %131, label %163, !dbg !327, !llvm.loop !365

192:                                              ; preds = %219, %152
  %193 = phi i32 [ poison, %152 ], [ %235, %219 ]
  %194 = phi i64 [ poison, %152 ], [ %238, %219 ]
  %195 = phi i64 [ 0, %152 ], [ %239, %219 ]
  %196 = phi i64 [ 0, %152 ], [ %238, %219 ]
  %197 = phi i32 [ -2128831035, %152 ], [ %235, %219 ]
  %198 = icmp eq i64 %159, 0, !dbg !363
  br i1 %198, label %207, label %199, !dbg !363

199:                                              ; preds = %192
    #dbg_value(i64 %195, !142, !DIExpression(), !362)
    #dbg_value(i64 %196, !140, !DIExpression(), !158)
    #dbg_value(i32 %197, !139, !DIExpression(), !158)
  %200 = getelementptr inbounds i32, ptr %108, i64 %195, !dbg !368
  %201 = load i32, ptr %200, align 4, !dbg !368, !tbaa !205
  %202 = xor i32 %201, %197, !dbg !371
  %203 = mul i32 %202, 16777619, !dbg !372
    #dbg_value(i32 %203, !139, !DIExpression(), !158)
  %204 = tail call i32 @llvm.smax.i32(i32 %201, i32 0), !dbg !373
  %205 = zext nneg i32 %204 to i64, !dbg !373
  %206 = add nuw nsw i64 %196, %205, !dbg !373
    #dbg_value(i64 %206, !140, !DIExpression(), !158)
    #dbg_value(i64 %195, !142, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !362)
  br label %207, !dbg !374

207:                                              ; preds = %192, %199
  %208 = phi i32 [ %193, %192 ], [ %203, %199 ], !dbg !372
  %209 = phi i64 [ %194, %192 ], [ %206, %199 ], !dbg !373
  %210 = uitofp nneg i64 %209 to double, !dbg !374
    #dbg_value(ptr %108, !350, !DIExpression(), !375)
    #dbg_value(i64 %22, !351, !DIExpression(), !375)
    #dbg_value(i64 0, !352, !DIExpression(), !377)
  %211 = shl nuw nsw i64 %22, 2, !dbg !378
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %108, i8 -1, i64 %211, i1 false), !dbg !379, !tbaa !205
    #dbg_value(i64 poison, !352, !DIExpression(), !377)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #12, !dbg !380
  %212 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !381
  %213 = load i32, ptr %212, align 8, !dbg !381, !tbaa !382
  call fastcc void @bfs(ptr dead_on_unwind nonnull writable sret(%struct.bfs_result_t) align 8 %10, ptr noundef nonnull %7, i32 noundef %213, ptr noundef nonnull %108, ptr noundef nonnull %109, ptr noundef null), !dbg !384
    #dbg_value(ptr %108, !350, !DIExpression(), !385)
    #dbg_value(i64 %22, !351, !DIExpression(), !385)
    #dbg_value(i64 0, !352, !DIExpression(), !387)
  tail call void @llvm.memset.p0.i64(ptr nonnull align 4 %108, i8 -1, i64 %211, i1 false), !dbg !388, !tbaa !205
    #dbg_value(i64 poison, !352, !DIExpression(), !387)
    #dbg_value(i64 0, !145, !DIExpression(), !158)
    #dbg_value(i64 0, !146, !DIExpression(), !158)
    #dbg_value(i64 0, !147, !DIExpression(), !389)
  %214 = getelementptr inbounds i8, ptr %7, i64 16
  %215 = load ptr, ptr %214, align 8
  %216 = getelementptr inbounds i8, ptr %7, i64 24
  %217 = load ptr, ptr %216, align 8
  %218 = getelementptr i8, ptr %217, i64 4
  br label %261, !dbg !390

219:                                              ; preds = %219, %161
  %220 = phi i64 [ 0, %161 ], [ %239, %219 ]
  %221 = phi i64 [ 0, %161 ], [ %238, %219 ]
  %222 = phi i32 [ -2128831035, %161 ], [ %235, %219 ]
  %223 = phi i64 [ 0, %161 ], [ %240, %219 ]
    #dbg_value(i64 %220, !142, !DIExpression(), !362)
    #dbg_value(i64 %221, !140, !DIExpression(), !158)
    #dbg_value(i32 %222, !139, !DIExpression(), !158)
  %224 = getelementptr inbounds i32, ptr %108, i64 %220, !dbg !368
  %225 = load i32, ptr %224, align 4, !dbg !368, !tbaa !205
  %226 = xor i32 %225, %222, !dbg !371
  %227 = mul i32 %226, 16777619, !dbg !372
    #dbg_value(i32 %227, !139, !DIExpression(), !158)
  %228 = tail call i32 @llvm.smax.i32(i32 %225, i32 0), !dbg !373
  %229 = zext nneg i32 %228 to i64, !dbg !373
  %230 = add nuw nsw i64 %221, %229, !dbg !373
    #dbg_value(i64 %230, !140, !DIExpression(), !158)
  %231 = or disjoint i64 %220, 1, !dbg !391
    #dbg_value(i64 %231, !142, !DIExpression(), !362)
  %232 = getelementptr inbounds i32, ptr %108, i64 %231, !dbg !368
  %233 = load i32, ptr %232, align 4, !dbg !368, !tbaa !205
  %234 = xor i32 %233, %227, !dbg !371
  %235 = mul i32 %234, 16777619, !dbg !372
    #dbg_value(i32 %235, !139, !DIExpression(), !158)
  %236 = tail call i32 @llvm.smax.i32(i32 %233, i32 0), !dbg !373
  %237 = zext nneg i32 %236 to i64, !dbg !373
  %238 = add nuw nsw i64 %230, %237, !dbg !373
    #dbg_value(i64 %238, !140, !DIExpression(), !158)
  %239 = add nuw nsw i64 %220, 2, !dbg !391
    #dbg_value(i64 %239, !142, !DIExpression(), !362)
  %240 = add i64 %223, 2, !dbg !363
  %241 = icmp eq i64 %240, %162, !dbg !363
  br i1 %241, label %192, label %219, !dbg !363, !llvm.loop !392

242:                                              ; preds = %357
  %243 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !394
  %244 = load i64, ptr %243, align 8, !dbg !394, !tbaa !395
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %22, i64 noundef %244, i64 noundef %64, i64 noundef %157), !dbg !396
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %153, i64 noundef %154, i64 noundef %155), !dbg !397
  %247 = load i64, ptr %9, align 8, !dbg !398, !tbaa !399
  %248 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !400
  %249 = load i64, ptr %248, align 8, !dbg !400
  %250 = icmp sgt i64 %247, 1, !dbg !401
  %251 = add nsw i64 %247, -1, !dbg !374
  %252 = uitofp nneg i64 %251 to double, !dbg !374
  %253 = fdiv double %210, %252, !dbg !374
  %254 = select i1 %250, double %253, double 0.000000e+00, !dbg !374
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %247, i64 noundef %22, i64 noundef %249, double noundef %254), !dbg !402
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5), !dbg !403
    #dbg_value(i64 0, !152, !DIExpression(), !404)
  %257 = icmp sgt i64 %249, 0, !dbg !405
  br i1 %257, label %258, label %362, !dbg !407

258:                                              ; preds = %242
  %259 = add nsw i64 %249, -1, !dbg !407
  %260 = tail call i64 @llvm.umin.i64(i64 %259, i64 23), !dbg !407
  br label %378, !dbg !407

261:                                              ; preds = %207, %357
  %262 = phi i64 [ 0, %207 ], [ %360, %357 ]
  %263 = phi i64 [ 0, %207 ], [ %359, %357 ]
  %264 = phi i64 [ 0, %207 ], [ %358, %357 ]
    #dbg_value(i64 %262, !147, !DIExpression(), !389)
    #dbg_value(i64 %263, !146, !DIExpression(), !158)
    #dbg_value(i64 %264, !145, !DIExpression(), !158)
  %265 = getelementptr inbounds i32, ptr %108, i64 %262, !dbg !408
  %266 = load i32, ptr %265, align 4, !dbg !408, !tbaa !205
  %267 = icmp eq i32 %266, -1, !dbg !410
  br i1 %267, label %268, label %357, !dbg !411

268:                                              ; preds = %261
  %269 = trunc i64 %262 to i32, !dbg !412
    #dbg_value(ptr %7, !413, !DIExpression(), !438)
    #dbg_value(i32 %269, !420, !DIExpression(), !438)
    #dbg_value(ptr %108, !421, !DIExpression(), !438)
    #dbg_value(ptr %109, !422, !DIExpression(), !438)
    #dbg_value(ptr null, !423, !DIExpression(), !438)
    #dbg_value(i64 0, !424, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !438)
    #dbg_value(i64 0, !149, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !440)
    #dbg_value(i64 0, !425, !DIExpression(), !438)
    #dbg_value(i64 0, !426, !DIExpression(), !438)
  %270 = shl i64 %262, 32, !dbg !441
  %271 = ashr exact i64 %270, 30, !dbg !441
  %272 = getelementptr inbounds i8, ptr %108, i64 %271, !dbg !441
  store i32 0, ptr %272, align 4, !dbg !442, !tbaa !205, !noalias !443
    #dbg_value(i64 1, !426, !DIExpression(), !438)
  store i32 %269, ptr %109, align 4, !dbg !446, !tbaa !205, !noalias !443
  br label %273, !dbg !447

273:                                              ; preds = %351, %268
  %274 = phi i64 [ 0, %268 ], [ %284, %351 ]
  %275 = phi i64 [ 1, %268 ], [ %278, %351 ]
  %276 = phi i64 [ 0, %268 ], [ %352, %351 ]
    #dbg_value(i64 %274, !425, !DIExpression(), !438)
    #dbg_value(i64 %275, !426, !DIExpression(), !438)
    #dbg_value(i32 2147483647, !430, !DIExpression(), !448)
    #dbg_value(i64 0, !429, !DIExpression(), !448)
  br label %280, !dbg !449

277:                                              ; preds = %315, %347, %280
  %278 = phi i64 [ %282, %280 ], [ %316, %315 ], [ %348, %347 ], !dbg !450
    #dbg_value(i64 %284, !425, !DIExpression(), !438)
    #dbg_value(i64 %278, !426, !DIExpression(), !438)
    #dbg_value(i32 poison, !430, !DIExpression(), !448)
    #dbg_value(i64 %287, !429, !DIExpression(), !448)
  %279 = icmp slt i64 %284, %275, !dbg !451
  br i1 %279, label %280, label %351, !dbg !449, !llvm.loop !452

280:                                              ; preds = %277, %273
  %281 = phi i64 [ %274, %273 ], [ %284, %277 ]
  %282 = phi i64 [ %275, %273 ], [ %278, %277 ]
  %283 = phi i64 [ 0, %273 ], [ %287, %277 ]
    #dbg_value(i64 %281, !425, !DIExpression(), !438)
    #dbg_value(i64 %282, !426, !DIExpression(), !438)
    #dbg_value(i32 poison, !430, !DIExpression(), !448)
    #dbg_value(i64 %283, !429, !DIExpression(), !448)
  %284 = add nsw i64 %281, 1, !dbg !454
    #dbg_value(i64 %284, !425, !DIExpression(), !438)
  %285 = getelementptr inbounds i32, ptr %109, i64 %281, !dbg !455
  %286 = load i32, ptr %285, align 4, !dbg !455, !tbaa !205, !noalias !443
    #dbg_value(i32 %286, !431, !DIExpression(), !456)
  %287 = add nuw nsw i64 %283, 1, !dbg !457
    #dbg_value(i64 %287, !429, !DIExpression(), !448)
  %288 = sext i32 %286 to i64, !dbg !458
  %289 = getelementptr inbounds i64, ptr %215, i64 %288, !dbg !458
  %290 = load i64, ptr %289, align 8, !dbg !458, !tbaa !165, !noalias !443
    #dbg_value(i64 %290, !433, !DIExpression(), !459)
  %291 = getelementptr i8, ptr %289, i64 8
  %292 = load i64, ptr %291, align 8, !tbaa !165, !noalias !443
  %293 = icmp slt i64 %290, %292, !dbg !460
  br i1 %293, label %294, label %277, !dbg !461

294:                                              ; preds = %280
  %295 = getelementptr inbounds i32, ptr %108, i64 %288
  %296 = sub i64 %292, %290, !dbg !461
  %297 = add i64 %290, 1, !dbg !461
  %298 = and i64 %296, 1, !dbg !461
  %299 = icmp eq i64 %298, 0, !dbg !461
  br i1 %299, label %315, label %300, !dbg !461

300:                                              ; preds = %294
    #dbg_value(i64 %290, !433, !DIExpression(), !459)
    #dbg_value(i64 %282, !426, !DIExpression(), !438)
  %301 = getelementptr inbounds i32, ptr %217, i64 %290, !dbg !462
  %302 = load i32, ptr %301, align 4, !dbg !462, !tbaa !205, !noalias !443
    #dbg_value(i32 %302, !435, !DIExpression(), !463)
  %303 = sext i32 %302 to i64, !dbg !464
  %304 = getelementptr inbounds i32, ptr %108, i64 %303, !dbg !464
  %305 = load i32, ptr %304, align 4, !dbg !464, !tbaa !205, !noalias !443
  %306 = icmp eq i32 %305, -1, !dbg !466
  br i1 %306, label %307, label %312, !dbg !467

307:                                              ; preds = %300
  %308 = load i32, ptr %295, align 4, !dbg !468, !tbaa !205, !noalias !443
  %309 = add nsw i32 %308, 1, !dbg !469
  store i32 %309, ptr %304, align 4, !dbg !470, !tbaa !205, !noalias !443
  %310 = add nsw i64 %282, 1, !dbg !471
    #dbg_value(i64 %310, !426, !DIExpression(), !438)
  %311 = getelementptr inbounds i32, ptr %109, i64 %282, !dbg !472
  store i32 %302, ptr %311, align 4, !dbg !473, !tbaa !205, !noalias !443
  br label %312, !dbg !474

312:                                              ; preds = %307, %300
  %313 = phi i64 [ %310, %307 ], [ %282, %300 ], !dbg !438
    #dbg_value(i64 %313, !426, !DIExpression(), !438)
  %314 = add nsw i64 %290, 1, !dbg !475
    #dbg_value(i64 %314, !433, !DIExpression(), !459)
  br label %315, !dbg !461

315:                                              ; preds = %312, %294
  %316 = phi i64 [ poison, %294 ], [ %313, %312 ]
  %317 = phi i64 [ %290, %294 ], [ %314, %312 ]
  %318 = phi i64 [ %282, %294 ], [ %313, %312 ]
  %319 = icmp eq i64 %292, %297, !dbg !461
  br i1 %319, label %277, label %320, !dbg !461

320:                                              ; preds = %315, %347
  %321 = phi i64 [ %349, %347 ], [ %317, %315 ]
  %322 = phi i64 [ %348, %347 ], [ %318, %315 ]
    #dbg_value(i64 %321, !433, !DIExpression(), !459)
    #dbg_value(i64 %322, !426, !DIExpression(), !438)
  %323 = getelementptr inbounds i32, ptr %217, i64 %321, !dbg !462
  %324 = load i32, ptr %323, align 4, !dbg !462, !tbaa !205, !noalias !443
    #dbg_value(i32 %324, !435, !DIExpression(), !463)
  %325 = sext i32 %324 to i64, !dbg !464
  %326 = getelementptr inbounds i32, ptr %108, i64 %325, !dbg !464
  %327 = load i32, ptr %326, align 4, !dbg !464, !tbaa !205, !noalias !443
  %328 = icmp eq i32 %327, -1, !dbg !466
  br i1 %328, label %329, label %334, !dbg !467

329:                                              ; preds = %320
  %330 = load i32, ptr %295, align 4, !dbg !468, !tbaa !205, !noalias !443
  %331 = add nsw i32 %330, 1, !dbg !469
  store i32 %331, ptr %326, align 4, !dbg !470, !tbaa !205, !noalias !443
  %332 = add nsw i64 %322, 1, !dbg !471
    #dbg_value(i64 %332, !426, !DIExpression(), !438)
  %333 = getelementptr inbounds i32, ptr %109, i64 %322, !dbg !472
  store i32 %324, ptr %333, align 4, !dbg !473, !tbaa !205, !noalias !443
  br label %334, !dbg !474

334:                                              ; preds = %329, %320
  %335 = phi i64 [ %332, %329 ], [ %322, %320 ], !dbg !438
    #dbg_value(i64 %335, !426, !DIExpression(), !438)
    #dbg_value(i64 %321, !433, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !459)
  %336 = getelementptr i32, ptr %218, i64 %321, !dbg !462
  %337 = load i32, ptr %336, align 4, !dbg !462, !tbaa !205, !noalias !443
    #dbg_value(i32 %337, !435, !DIExpression(), !463)
  %338 = sext i32 %337 to i64, !dbg !464
  %339 = getelementptr inbounds i32, ptr %108, i64 %338, !dbg !464
  %340 = load i32, ptr %339, align 4, !dbg !464, !tbaa !205, !noalias !443
  %341 = icmp eq i32 %340, -1, !dbg !466
  br i1 %341, label %342, label %347, !dbg !467

342:                                              ; preds = %334
  %343 = load i32, ptr %295, align 4, !dbg !468, !tbaa !205, !noalias !443
  %344 = add nsw i32 %343, 1, !dbg !469
  store i32 %344, ptr %339, align 4, !dbg !470, !tbaa !205, !noalias !443
  %345 = add nsw i64 %335, 1, !dbg !471
    #dbg_value(i64 %345, !426, !DIExpression(), !438)
  %346 = getelementptr inbounds i32, ptr %109, i64 %335, !dbg !472
  store i32 %337, ptr %346, align 4, !dbg !473, !tbaa !205, !noalias !443
  br label %347, !dbg !474

347:                                              ; preds = %342, %334
  %348 = phi i64 [ %345, %342 ], [ %335, %334 ], !dbg !438
    #dbg_value(i64 %348, !426, !DIExpression(), !438)
  %349 = add nsw i64 %321, 2, !dbg !475
    #dbg_value(i64 %349, !433, !DIExpression(), !459)
  %350 = icmp eq i64 %349, %292, !dbg !460
  br i1 %350, label %277, label %320, !dbg !461, !llvm.loop !476

351:                                              ; preds = %277
  %352 = add nuw nsw i64 %287, %276, !dbg !478
    #dbg_value(i64 %284, !425, !DIExpression(), !438)
    #dbg_value(i64 %278, !426, !DIExpression(), !438)
  %353 = icmp slt i64 %284, %278, !dbg !479
  br i1 %353, label %273, label %354, !dbg !447, !llvm.loop !480

354:                                              ; preds = %351
    #dbg_value(i64 poison, !424, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !438)
    #dbg_value(i64 poison, !149, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !440)
    #dbg_value(i64 %352, !424, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !438)
    #dbg_value(i64 %352, !149, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !440)
    #dbg_value(!DIArgList(i64 poison, i32 poison), !424, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64), !438)
    #dbg_value(!DIArgList(i64 poison, i32 poison), !149, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 32), !440)
  %355 = add nsw i64 %264, 1, !dbg !482
    #dbg_value(i64 %355, !145, !DIExpression(), !158)
  %356 = tail call i64 @llvm.smax.i64(i64 %352, i64 %263), !dbg !483
    #dbg_value(i64 %356, !146, !DIExpression(), !158)
  br label %357, !dbg !484

357:                                              ; preds = %261, %354
  %358 = phi i64 [ %264, %261 ], [ %355, %354 ], !dbg !158
  %359 = phi i64 [ %263, %261 ], [ %356, %354 ], !dbg !158
    #dbg_value(i64 %359, !146, !DIExpression(), !158)
    #dbg_value(i64 %358, !145, !DIExpression(), !158)
  %360 = add nuw nsw i64 %262, 1, !dbg !485
    #dbg_value(i64 %360, !147, !DIExpression(), !389)
  %361 = icmp eq i64 %360, %22, !dbg !486
  br i1 %361, label %242, label %261, !dbg !390, !llvm.loop !487

362:                                              ; preds = %378, %242
  %363 = icmp sgt i64 %249, 24, !dbg !489
  %364 = select i1 %363, ptr @.str.8, ptr @.str.9, !dbg !490
  %365 = tail call i32 @puts(ptr nonnull dereferenceable(1) %364), !dbg !491
  %366 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !492
  %367 = load i64, ptr %366, align 8, !dbg !492
  %368 = add nsw i64 %367, -1, !dbg !493
  %369 = tail call i64 @llvm.smax.i64(i64 %249, i64 %367), !dbg !494
  %370 = add nsw i64 %369, -1, !dbg !495
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %213, i64 noundef %368, i64 noundef %370), !dbg !496
  %372 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %358, i64 noundef %359), !dbg !497
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %208), !dbg !498
    #dbg_value(ptr %7, !499, !DIExpression(), !505)
  %374 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !507
  %375 = load ptr, ptr %374, align 8, !dbg !507, !tbaa !324
  tail call void @free(ptr noundef %375) #12, !dbg !508
  %376 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !509
  %377 = load ptr, ptr %376, align 8, !dbg !509, !tbaa !510
  tail call void @free(ptr noundef %377) #12, !dbg !511
    #dbg_assign(i8 0, !106, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !512, ptr %374, !DIExpression(), !158)
  tail call void @free(ptr noundef %108) #12, !dbg !513
  tail call void @free(ptr noundef %109) #12, !dbg !514
  tail call void @free(ptr noundef %110) #12, !dbg !515
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #12, !dbg !516
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #12, !dbg !516
  br label %385

378:                                              ; preds = %258, %378
  %379 = phi i64 [ %383, %378 ], [ 0, %258 ]
    #dbg_value(i64 %379, !152, !DIExpression(), !404)
  %380 = getelementptr inbounds i64, ptr %110, i64 %379, !dbg !517
  %381 = load i64, ptr %380, align 8, !dbg !517, !tbaa !165
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %381), !dbg !518
  %383 = add nuw nsw i64 %379, 1, !dbg !519
    #dbg_value(i64 %383, !152, !DIExpression(), !404)
  %384 = icmp eq i64 %379, %260, !dbg !520
  br i1 %384, label %362, label %378, !dbg !407, !llvm.loop !521

385:                                              ; preds = %128, %362, %94
  %386 = phi i32 [ 2, %94 ], [ 1, %128 ], [ 0, %362 ], !dbg !158
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12, !dbg !516
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #12, !dbg !516
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #12, !dbg !516
  ret i32 %386, !dbg !516
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !523 ptr @__errno_location() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !528 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define internal fastcc range(i32 -1, 1) i32 @parse_long(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #5 !dbg !180 {
  %5 = alloca ptr, align 8, !DIAssignID !534
    #dbg_assign(i1 undef, !179, !DIExpression(), !534, ptr %5, !DIExpression(), !535)
    #dbg_value(ptr %0, !186, !DIExpression(), !535)
    #dbg_value(i64 %1, !187, !DIExpression(), !535)
    #dbg_value(i64 %2, !188, !DIExpression(), !535)
    #dbg_value(ptr %3, !189, !DIExpression(), !535)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #12, !dbg !536
  store ptr null, ptr %5, align 8, !dbg !537, !tbaa !177, !DIAssignID !538
    #dbg_assign(ptr null, !179, !DIExpression(), !538, ptr %5, !DIExpression(), !535)
  %6 = icmp eq ptr %0, null, !dbg !539
  br i1 %6, label %26, label %7, !dbg !540

7:                                                ; preds = %4
  %8 = load i8, ptr %0, align 1, !dbg !541, !tbaa !200
  %9 = icmp eq i8 %8, 0, !dbg !542
  br i1 %9, label %26, label %10, !dbg !543

10:                                               ; preds = %7
  %11 = tail call ptr @__errno_location() #13, !dbg !544
  store i32 0, ptr %11, align 4, !dbg !545, !tbaa !205
  %12 = call i64 @strtol(ptr noundef nonnull %0, ptr noundef nonnull %5, i32 noundef 10) #12, !dbg !546
    #dbg_value(i64 %12, !190, !DIExpression(), !535)
  %13 = load i32, ptr %11, align 4, !dbg !547, !tbaa !205
  %14 = icmp eq i32 %13, 0, !dbg !548
  br i1 %14, label %15, label %26, !dbg !549

15:                                               ; preds = %10
  %16 = load ptr, ptr %5, align 8, !dbg !550, !tbaa !177
  %17 = icmp eq ptr %16, %0, !dbg !551
  br i1 %17, label %26, label %18, !dbg !552

18:                                               ; preds = %15
  %19 = load i8, ptr %16, align 1, !dbg !553, !tbaa !200
  %20 = icmp ne i8 %19, 0, !dbg !554
  %21 = icmp slt i64 %12, %1
  %22 = icmp sgt i64 %12, %2
  %23 = or i1 %21, %22, !dbg !555
  %24 = select i1 %20, i1 true, i1 %23, !dbg !555
  br i1 %24, label %26, label %25, !dbg !555

25:                                               ; preds = %18
  store i64 %12, ptr %3, align 8, !dbg !556, !tbaa !165
  br label %26, !dbg !557

26:                                               ; preds = %10, %15, %18, %4, %7, %25
  %27 = phi i32 [ 0, %25 ], [ -1, %7 ], [ -1, %4 ], [ -1, %18 ], [ -1, %15 ], [ -1, %10 ], !dbg !535
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12, !dbg !558
  ret i32 %27, !dbg !558
}

; Function Attrs: nofree nounwind
declare !dbg !559 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !612 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @build_graph(ptr nocapture noundef writeonly %0, i64 noundef %1, i64 noundef %2, ptr nocapture noundef %3) unnamed_addr #0 !dbg !615 {
    #dbg_value(ptr %0, !619, !DIExpression(), !642)
    #dbg_value(i64 %1, !620, !DIExpression(), !642)
    #dbg_value(i64 %2, !621, !DIExpression(), !642)
    #dbg_value(ptr %3, !622, !DIExpression(), !642)
  %5 = mul nsw i64 %2, %1, !dbg !643
  %6 = sdiv i64 %5, 2, !dbg !644
    #dbg_value(i64 %6, !623, !DIExpression(), !642)
  %7 = icmp sgt i64 %5, 1, !dbg !645
  %8 = select i1 %7, i64 %6, i64 1, !dbg !646
  %9 = tail call noalias ptr @calloc(i64 noundef %8, i64 noundef 4) #15, !dbg !647
    #dbg_value(ptr %9, !624, !DIExpression(), !642)
  %10 = tail call noalias ptr @calloc(i64 noundef %8, i64 noundef 4) #15, !dbg !648
    #dbg_value(ptr %10, !625, !DIExpression(), !642)
  %11 = tail call noalias ptr @calloc(i64 noundef %1, i64 noundef 8) #15, !dbg !649
    #dbg_value(ptr %11, !626, !DIExpression(), !642)
  store i64 %1, ptr %0, align 8, !dbg !650, !tbaa !651
  %12 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !652
  store i64 0, ptr %12, align 8, !dbg !653, !tbaa !395
  %13 = add nsw i64 %1, 1, !dbg !654
  %14 = tail call noalias ptr @calloc(i64 noundef %13, i64 noundef 8) #15, !dbg !655
  %15 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !656
  store ptr %14, ptr %15, align 8, !dbg !657, !tbaa !324
  %16 = shl nsw i64 %6, 1, !dbg !658
  %17 = select i1 %7, i64 %16, i64 1, !dbg !659
  %18 = tail call noalias ptr @calloc(i64 noundef %17, i64 noundef 4) #15, !dbg !660
  %19 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !661
  store ptr %18, ptr %19, align 8, !dbg !662, !tbaa !510
  %20 = icmp ne ptr %9, null, !dbg !663
  %21 = icmp ne ptr %10, null
  %22 = and i1 %20, %21, !dbg !665
  %23 = icmp ne ptr %11, null
  %24 = and i1 %22, %23, !dbg !665
  br i1 %24, label %25, label %33, !dbg !665

25:                                               ; preds = %4
  %26 = icmp eq ptr %14, null, !dbg !666
  %27 = icmp eq ptr %18, null
  %28 = or i1 %26, %27, !dbg !667
  br i1 %28, label %33, label %29, !dbg !667

29:                                               ; preds = %25
    #dbg_value(i64 0, !627, !DIExpression(), !642)
  br i1 %7, label %30, label %97, !dbg !668

30:                                               ; preds = %29
  %31 = trunc i64 %1 to i32
  %32 = load i64, ptr %3, align 8, !tbaa !312
  br label %34, !dbg !668

33:                                               ; preds = %25, %4
  tail call void @free(ptr noundef %9) #12, !dbg !669
  tail call void @free(ptr noundef %10) #12, !dbg !671
  tail call void @free(ptr noundef %11) #12, !dbg !672
    #dbg_value(ptr %0, !499, !DIExpression(), !673)
  tail call void @free(ptr noundef %14) #12, !dbg !675
  tail call void @free(ptr noundef %18) #12, !dbg !676
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false), !dbg !677
  br label %167, !dbg !678

34:                                               ; preds = %30, %93
  %35 = phi i64 [ %32, %30 ], [ %61, %93 ], !dbg !679
  %36 = phi i64 [ 0, %30 ], [ %94, %93 ]
    #dbg_value(i64 %36, !627, !DIExpression(), !642)
    #dbg_value(ptr %3, !684, !DIExpression(), !687)
    #dbg_value(i64 %35, !685, !DIExpression(), !687)
  %37 = lshr i64 %35, 12, !dbg !688
  %38 = xor i64 %37, %35, !dbg !689
    #dbg_value(i64 %38, !685, !DIExpression(), !687)
  %39 = shl i64 %38, 25, !dbg !690
  %40 = xor i64 %39, %38, !dbg !691
    #dbg_value(i64 %40, !685, !DIExpression(), !687)
  %41 = lshr i64 %40, 27, !dbg !692
  %42 = xor i64 %41, %40, !dbg !693
    #dbg_value(i64 %42, !685, !DIExpression(), !687)
  %43 = mul i64 %42, 2685821657736338717, !dbg !694
  %44 = lshr i64 %43, 32, !dbg !695
  %45 = trunc nuw i64 %44 to i32, !dbg !696
  %46 = urem i32 %45, %31, !dbg !697
    #dbg_value(i32 %46, !628, !DIExpression(), !698)
    #dbg_value(ptr %3, !684, !DIExpression(), !699)
    #dbg_value(i64 %42, !685, !DIExpression(), !699)
  %47 = lshr i64 %42, 12, !dbg !701
  %48 = xor i64 %47, %42, !dbg !702
    #dbg_value(i64 %48, !685, !DIExpression(), !699)
  %49 = shl i64 %48, 25, !dbg !703
  %50 = xor i64 %49, %48, !dbg !704
    #dbg_value(i64 %50, !685, !DIExpression(), !699)
  %51 = lshr i64 %50, 27, !dbg !705
  %52 = xor i64 %51, %50, !dbg !706
    #dbg_value(i64 %52, !685, !DIExpression(), !699)
  %53 = mul i64 %52, 5627501853, !dbg !707
  %54 = and i64 %53, 12884901888, !dbg !708
  %55 = icmp eq i64 %54, 0, !dbg !708
    #dbg_value(ptr %3, !684, !DIExpression(), !709)
    #dbg_value(ptr %3, !684, !DIExpression(), !712)
    #dbg_value(i64 %52, !685, !DIExpression(), !709)
    #dbg_value(i64 %52, !685, !DIExpression(), !712)
  %56 = lshr i64 %52, 12, !dbg !714
  %57 = xor i64 %56, %52, !dbg !716
    #dbg_value(i64 %57, !685, !DIExpression(), !709)
    #dbg_value(i64 %57, !685, !DIExpression(), !712)
  %58 = shl i64 %57, 25, !dbg !717
  %59 = xor i64 %58, %57, !dbg !718
    #dbg_value(i64 %59, !685, !DIExpression(), !709)
    #dbg_value(i64 %59, !685, !DIExpression(), !712)
  %60 = lshr i64 %59, 27, !dbg !719
  %61 = xor i64 %60, %59, !dbg !720
  br i1 %55, label %71, label %62, !dbg !721

62:                                               ; preds = %34
    #dbg_value(i64 %61, !685, !DIExpression(), !712)
  %63 = mul i64 %61, 74346978589, !dbg !722
  %64 = lshr i64 %63, 32, !dbg !723
  %65 = and i64 %64, 63, !dbg !724
    #dbg_value(i64 %64, !631, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 63, DW_OP_and, DW_OP_plus_uconst, 1, DW_OP_stack_value), !725)
  %66 = zext i32 %46 to i64, !dbg !726
  %67 = add nuw nsw i64 %66, 1, !dbg !727
  %68 = add nuw nsw i64 %67, %65, !dbg !728
  %69 = urem i64 %68, %1, !dbg !729
  %70 = trunc i64 %69 to i32, !dbg !730
    #dbg_value(i32 %70, !630, !DIExpression(), !698)
  br label %76, !dbg !731

71:                                               ; preds = %34
    #dbg_value(i64 %61, !685, !DIExpression(), !709)
  %72 = mul i64 %61, 2685821657736338717, !dbg !732
  %73 = lshr i64 %72, 32, !dbg !733
  %74 = trunc nuw i64 %73 to i32, !dbg !734
  %75 = urem i32 %74, %31, !dbg !735
    #dbg_value(i32 %75, !630, !DIExpression(), !698)
  br label %76

76:                                               ; preds = %71, %62
  %77 = phi i32 [ %70, %62 ], [ %75, %71 ], !dbg !715
    #dbg_value(i32 %77, !630, !DIExpression(), !698)
  %78 = icmp eq i32 %46, %77, !dbg !736
  br i1 %78, label %93, label %79, !dbg !738, !llvm.loop !739

79:                                               ; preds = %76
  %80 = getelementptr inbounds i32, ptr %9, i64 %36, !dbg !741
  store i32 %46, ptr %80, align 4, !dbg !742, !tbaa !205
  %81 = getelementptr inbounds i32, ptr %10, i64 %36, !dbg !743
  store i32 %77, ptr %81, align 4, !dbg !744, !tbaa !205
  %82 = add nuw i32 %46, 1, !dbg !745
  %83 = zext i32 %82 to i64, !dbg !746
  %84 = getelementptr inbounds i64, ptr %14, i64 %83, !dbg !746
  %85 = load i64, ptr %84, align 8, !dbg !747, !tbaa !165
  %86 = add nsw i64 %85, 1, !dbg !747
  store i64 %86, ptr %84, align 8, !dbg !747, !tbaa !165
  %87 = add i32 %77, 1, !dbg !748
  %88 = zext i32 %87 to i64, !dbg !749
  %89 = getelementptr inbounds i64, ptr %14, i64 %88, !dbg !749
  %90 = load i64, ptr %89, align 8, !dbg !750, !tbaa !165
  %91 = add nsw i64 %90, 1, !dbg !750
  store i64 %91, ptr %89, align 8, !dbg !750, !tbaa !165
  %92 = add nsw i64 %36, 1, !dbg !751
    #dbg_value(i64 %92, !627, !DIExpression(), !642)
  br label %93, !dbg !740

93:                                               ; preds = %76, %79
  %94 = phi i64 [ %92, %79 ], [ %36, %76 ], !dbg !642
    #dbg_value(i64 %94, !627, !DIExpression(), !642)
  %95 = icmp slt i64 %94, %6, !dbg !752
  br i1 %95, label %34, label %96, !dbg !668

96:                                               ; preds = %93
  store i64 %61, ptr %3, align 8, !dbg !753, !tbaa !312
  br label %97, !dbg !668

97:                                               ; preds = %96, %29
  store i64 %6, ptr %12, align 8, !dbg !754, !tbaa !395
    #dbg_value(i64 0, !634, !DIExpression(), !755)
  %98 = icmp sgt i64 %1, 0, !dbg !756
  br i1 %98, label %99, label %119, !dbg !758

99:                                               ; preds = %97
  %100 = load i64, ptr %14, align 8, !dbg !759, !tbaa !165
  %101 = and i64 %1, 3, !dbg !758
  %102 = icmp ult i64 %1, 4, !dbg !758
  br i1 %102, label %105, label %103, !dbg !758

103:                                              ; preds = %99
  %104 = and i64 %1, 9223372036854775804, !dbg !758
  br label %120, !dbg !758

105:                                              ; preds = %120, %99
  %106 = phi i64 [ %100, %99 ], [ %139, %120 ]
  %107 = phi i64 [ 0, %99 ], [ %136, %120 ]
  %108 = icmp eq i64 %101, 0, !dbg !758
  br i1 %108, label %119, label %109, !dbg !758

109:                                              ; preds = %105, %109
  %110 = phi i64 [ %116, %109 ], [ %106, %105 ], !dbg !759
  %111 = phi i64 [ %113, %109 ], [ %107, %105 ]
  %112 = phi i64 [ %117, %109 ], [ 0, %105 ]
    #dbg_value(i64 %111, !634, !DIExpression(), !755)
  %113 = add nuw nsw i64 %111, 1, !dbg !760
  %114 = getelementptr inbounds i64, ptr %14, i64 %113, !dbg !761
  %115 = load i64, ptr %114, align 8, !dbg !762, !tbaa !165
  %116 = add nsw i64 %115, %110, !dbg !762
  store i64 %116, ptr %114, align 8, !dbg !762, !tbaa !165
    #dbg_value(i64 %113, !634, !DIExpression(), !755)
  %117 = add i64 %112, 1, !dbg !758
  %118 = icmp eq i64 %117, %101, !dbg !758
  br i1 %118, label %119, label %109, !dbg !758, !llvm.loop !763

119:                                              ; preds = %105, %109, %97
    #dbg_value(i64 0, !636, !DIExpression(), !765)
  br i1 %7, label %143, label %142, !dbg !766

120:                                              ; preds = %120, %103
  %121 = phi i64 [ %100, %103 ], [ %139, %120 ], !dbg !759
  %122 = phi i64 [ 0, %103 ], [ %136, %120 ]
  %123 = phi i64 [ 0, %103 ], [ %140, %120 ]
    #dbg_value(i64 %122, !634, !DIExpression(), !755)
  %124 = or disjoint i64 %122, 1, !dbg !760
  %125 = getelementptr inbounds i64, ptr %14, i64 %124, !dbg !761
  %126 = load i64, ptr %125, align 8, !dbg !762, !tbaa !165
  %127 = add nsw i64 %126, %121, !dbg !762
  store i64 %127, ptr %125, align 8, !dbg !762, !tbaa !165
    #dbg_value(i64 %124, !634, !DIExpression(), !755)
  %128 = or disjoint i64 %122, 2, !dbg !760
  %129 = getelementptr inbounds i64, ptr %14, i64 %128, !dbg !761
  %130 = load i64, ptr %129, align 8, !dbg !762, !tbaa !165
  %131 = add nsw i64 %130, %127, !dbg !762
  store i64 %131, ptr %129, align 8, !dbg !762, !tbaa !165
    #dbg_value(i64 %128, !634, !DIExpression(), !755)
  %132 = or disjoint i64 %122, 3, !dbg !760
  %133 = getelementptr inbounds i64, ptr %14, i64 %132, !dbg !761
  %134 = load i64, ptr %133, align 8, !dbg !762, !tbaa !165
  %135 = add nsw i64 %134, %131, !dbg !762
  store i64 %135, ptr %133, align 8, !dbg !762, !tbaa !165
    #dbg_value(i64 %132, !634, !DIExpression(), !755)
  %136 = add nuw nsw i64 %122, 4, !dbg !760
  %137 = getelementptr inbounds i64, ptr %14, i64 %136, !dbg !761
  %138 = load i64, ptr %137, align 8, !dbg !762, !tbaa !165
  %139 = add nsw i64 %138, %135, !dbg !762
  store i64 %139, ptr %137, align 8, !dbg !762, !tbaa !165
    #dbg_value(i64 %136, !634, !DIExpression(), !755)
  %140 = add i64 %123, 4, !dbg !758
  %141 = icmp eq i64 %140, %104, !dbg !758
  br i1 %141, label %105, label %120, !dbg !758, !llvm.loop !767

142:                                              ; preds = %143, %119
  tail call void @free(ptr noundef %9) #12, !dbg !769
  tail call void @free(ptr noundef %10) #12, !dbg !770
  tail call void @free(ptr noundef %11) #12, !dbg !771
  br label %167

143:                                              ; preds = %119, %143
  %144 = phi i64 [ %165, %143 ], [ 0, %119 ]
    #dbg_value(i64 %144, !636, !DIExpression(), !765)
  %145 = getelementptr inbounds i32, ptr %9, i64 %144, !dbg !772
  %146 = load i32, ptr %145, align 4, !dbg !772, !tbaa !205
    #dbg_value(i32 %146, !638, !DIExpression(), !773)
  %147 = getelementptr inbounds i32, ptr %10, i64 %144, !dbg !774
  %148 = load i32, ptr %147, align 4, !dbg !774, !tbaa !205
    #dbg_value(i32 %148, !641, !DIExpression(), !773)
  %149 = sext i32 %146 to i64, !dbg !775
  %150 = getelementptr inbounds i64, ptr %14, i64 %149, !dbg !775
  %151 = load i64, ptr %150, align 8, !dbg !775, !tbaa !165
  %152 = getelementptr inbounds i64, ptr %11, i64 %149, !dbg !776
  %153 = load i64, ptr %152, align 8, !dbg !777, !tbaa !165
  %154 = add nsw i64 %153, 1, !dbg !777
  store i64 %154, ptr %152, align 8, !dbg !777, !tbaa !165
  %155 = getelementptr i32, ptr %18, i64 %151, !dbg !778
  %156 = getelementptr i32, ptr %155, i64 %153, !dbg !778
  store i32 %148, ptr %156, align 4, !dbg !779, !tbaa !205
  %157 = sext i32 %148 to i64, !dbg !780
  %158 = getelementptr inbounds i64, ptr %14, i64 %157, !dbg !780
  %159 = load i64, ptr %158, align 8, !dbg !780, !tbaa !165
  %160 = getelementptr inbounds i64, ptr %11, i64 %157, !dbg !781
  %161 = load i64, ptr %160, align 8, !dbg !782, !tbaa !165
  %162 = add nsw i64 %161, 1, !dbg !782
  store i64 %162, ptr %160, align 8, !dbg !782, !tbaa !165
  %163 = getelementptr i32, ptr %18, i64 %159, !dbg !783
  %164 = getelementptr i32, ptr %163, i64 %161, !dbg !783
  store i32 %146, ptr %164, align 4, !dbg !784, !tbaa !205
  %165 = add nuw nsw i64 %144, 1, !dbg !785
    #dbg_value(i64 %165, !636, !DIExpression(), !765)
  %166 = icmp eq i64 %165, %6, !dbg !786
  br i1 %166, label %142, label %143, !dbg !766, !llvm.loop !787

167:                                              ; preds = %142, %33
  %168 = phi i32 [ 0, %142 ], [ -1, %33 ], !dbg !642
  ret i32 %168, !dbg !789
}

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !790 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #10

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @bfs(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.bfs_result_t) align 8 %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr noundef writeonly %5) unnamed_addr #11 !dbg !414 {
    #dbg_value(ptr %1, !413, !DIExpression(), !793)
    #dbg_value(i32 %2, !420, !DIExpression(), !793)
    #dbg_value(ptr %3, !421, !DIExpression(), !793)
    #dbg_value(ptr %4, !422, !DIExpression(), !793)
    #dbg_value(ptr %5, !423, !DIExpression(), !793)
    #dbg_declare(ptr %0, !424, !DIExpression(), !794)
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !794
  store i64 0, ptr %7, align 8, !dbg !794
    #dbg_value(i64 0, !425, !DIExpression(), !793)
    #dbg_value(i64 0, !426, !DIExpression(), !793)
  %8 = sext i32 %2 to i64, !dbg !795
  %9 = getelementptr inbounds i32, ptr %3, i64 %8, !dbg !795
  store i32 0, ptr %9, align 4, !dbg !796, !tbaa !205
    #dbg_value(i64 1, !426, !DIExpression(), !793)
  store i32 %2, ptr %4, align 4, !dbg !797, !tbaa !205
    #dbg_value(i64 0, !425, !DIExpression(), !793)
    #dbg_value(i64 1, !426, !DIExpression(), !793)
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !324
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = icmp eq ptr %5, null
  br label %14, !dbg !798

14:                                               ; preds = %6, %101
  %15 = phi i64 [ 0, %6 ], [ %102, %101 ]
  %16 = phi i64 [ 0, %6 ], [ %27, %101 ]
  %17 = phi i64 [ 1, %6 ], [ %20, %101 ]
  %18 = phi i64 [ 0, %6 ], [ %103, %101 ]
    #dbg_value(i64 %16, !425, !DIExpression(), !793)
    #dbg_value(i64 %17, !426, !DIExpression(), !793)
    #dbg_value(i64 %16, !425, !DIExpression(), !793)
    #dbg_value(i64 %17, !426, !DIExpression(), !793)
    #dbg_value(i32 2147483647, !430, !DIExpression(), !799)
    #dbg_value(i64 0, !429, !DIExpression(), !799)
  br label %22, !dbg !800

19:                                               ; preds = %60, %94, %22
  %20 = phi i64 [ %24, %22 ], [ %61, %60 ], [ %95, %94 ], !dbg !801
    #dbg_value(i64 %27, !425, !DIExpression(), !793)
    #dbg_value(i64 %20, !426, !DIExpression(), !793)
    #dbg_value(i32 %30, !430, !DIExpression(), !799)
    #dbg_value(i64 %31, !429, !DIExpression(), !799)
  %21 = icmp slt i64 %27, %17, !dbg !802
  br i1 %21, label %22, label %98, !dbg !800, !llvm.loop !803

22:                                               ; preds = %14, %19
  %23 = phi i64 [ %16, %14 ], [ %27, %19 ]
  %24 = phi i64 [ %17, %14 ], [ %20, %19 ]
  %25 = phi i32 [ 2147483647, %14 ], [ %30, %19 ]
  %26 = phi i64 [ 0, %14 ], [ %31, %19 ]
    #dbg_value(i64 %23, !425, !DIExpression(), !793)
    #dbg_value(i64 %24, !426, !DIExpression(), !793)
    #dbg_value(i32 %25, !430, !DIExpression(), !799)
    #dbg_value(i64 %26, !429, !DIExpression(), !799)
  %27 = add nsw i64 %23, 1, !dbg !805
    #dbg_value(i64 %27, !425, !DIExpression(), !793)
  %28 = getelementptr inbounds i32, ptr %4, i64 %23, !dbg !806
  %29 = load i32, ptr %28, align 4, !dbg !806, !tbaa !205
    #dbg_value(i32 %29, !431, !DIExpression(), !807)
  %30 = tail call i32 @llvm.smin.i32(i32 %29, i32 %25), !dbg !808
    #dbg_value(i32 %30, !430, !DIExpression(), !799)
  %31 = add nuw nsw i64 %26, 1, !dbg !809
    #dbg_value(i64 %31, !429, !DIExpression(), !799)
  %32 = sext i32 %29 to i64, !dbg !810
  %33 = getelementptr inbounds i64, ptr %11, i64 %32, !dbg !810
  %34 = load i64, ptr %33, align 8, !dbg !810, !tbaa !165
    #dbg_value(i64 %34, !433, !DIExpression(), !811)
  %35 = getelementptr i8, ptr %33, i64 8
  %36 = load i64, ptr %35, align 8, !tbaa !165
  %37 = icmp slt i64 %34, %36, !dbg !812
  br i1 %37, label %38, label %19, !dbg !813

38:                                               ; preds = %22
  %39 = load ptr, ptr %12, align 8, !tbaa !510
  %40 = getelementptr inbounds i32, ptr %3, i64 %32
  %41 = sub i64 %36, %34, !dbg !813
  %42 = add i64 %34, 1, !dbg !813
  %43 = and i64 %41, 1, !dbg !813
  %44 = icmp eq i64 %43, 0, !dbg !813
  br i1 %44, label %60, label %45, !dbg !813

45:                                               ; preds = %38
    #dbg_value(i64 %34, !433, !DIExpression(), !811)
    #dbg_value(i64 %24, !426, !DIExpression(), !793)
  %46 = getelementptr inbounds i32, ptr %39, i64 %34, !dbg !814
  %47 = load i32, ptr %46, align 4, !dbg !814, !tbaa !205
    #dbg_value(i32 %47, !435, !DIExpression(), !815)
  %48 = sext i32 %47 to i64, !dbg !816
  %49 = getelementptr inbounds i32, ptr %3, i64 %48, !dbg !816
  %50 = load i32, ptr %49, align 4, !dbg !816, !tbaa !205
  %51 = icmp eq i32 %50, -1, !dbg !817
  br i1 %51, label %52, label %57, !dbg !818

52:                                               ; preds = %45
  %53 = load i32, ptr %40, align 4, !dbg !819, !tbaa !205
  %54 = add nsw i32 %53, 1, !dbg !820
  store i32 %54, ptr %49, align 4, !dbg !821, !tbaa !205
  %55 = add nsw i64 %24, 1, !dbg !822
    #dbg_value(i64 %55, !426, !DIExpression(), !793)
  %56 = getelementptr inbounds i32, ptr %4, i64 %24, !dbg !823
  store i32 %47, ptr %56, align 4, !dbg !824, !tbaa !205
  br label %57, !dbg !825

57:                                               ; preds = %52, %45
  %58 = phi i64 [ %55, %52 ], [ %24, %45 ], !dbg !793
    #dbg_value(i64 %58, !426, !DIExpression(), !793)
  %59 = add nsw i64 %34, 1, !dbg !826
    #dbg_value(i64 %59, !433, !DIExpression(), !811)
  br label %60, !dbg !813

60:                                               ; preds = %57, %38
  %61 = phi i64 [ poison, %38 ], [ %58, %57 ]
  %62 = phi i64 [ %34, %38 ], [ %59, %57 ]
  %63 = phi i64 [ %24, %38 ], [ %58, %57 ]
  %64 = icmp eq i64 %36, %42, !dbg !813
  br i1 %64, label %19, label %65, !dbg !813

65:                                               ; preds = %60
  %66 = getelementptr i8, ptr %39, i64 4, !dbg !813
  br label %67, !dbg !813

67:                                               ; preds = %94, %65
  %68 = phi i64 [ %62, %65 ], [ %96, %94 ]
  %69 = phi i64 [ %63, %65 ], [ %95, %94 ]
    #dbg_value(i64 %68, !433, !DIExpression(), !811)
    #dbg_value(i64 %69, !426, !DIExpression(), !793)
  %70 = getelementptr inbounds i32, ptr %39, i64 %68, !dbg !814
  %71 = load i32, ptr %70, align 4, !dbg !814, !tbaa !205
    #dbg_value(i32 %71, !435, !DIExpression(), !815)
  %72 = sext i32 %71 to i64, !dbg !816
  %73 = getelementptr inbounds i32, ptr %3, i64 %72, !dbg !816
  %74 = load i32, ptr %73, align 4, !dbg !816, !tbaa !205
  %75 = icmp eq i32 %74, -1, !dbg !817
  br i1 %75, label %76, label %81, !dbg !818

76:                                               ; preds = %67
  %77 = load i32, ptr %40, align 4, !dbg !819, !tbaa !205
  %78 = add nsw i32 %77, 1, !dbg !820
  store i32 %78, ptr %73, align 4, !dbg !821, !tbaa !205
  %79 = add nsw i64 %69, 1, !dbg !822
    #dbg_value(i64 %79, !426, !DIExpression(), !793)
  %80 = getelementptr inbounds i32, ptr %4, i64 %69, !dbg !823
  store i32 %71, ptr %80, align 4, !dbg !824, !tbaa !205
  br label %81, !dbg !825

81:                                               ; preds = %67, %76
  %82 = phi i64 [ %79, %76 ], [ %69, %67 ], !dbg !793
    #dbg_value(i64 %82, !426, !DIExpression(), !793)
    #dbg_value(i64 %68, !433, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !811)
  %83 = getelementptr i32, ptr %66, i64 %68, !dbg !814
  %84 = load i32, ptr %83, align 4, !dbg !814, !tbaa !205
    #dbg_value(i32 %84, !435, !DIExpression(), !815)
  %85 = sext i32 %84 to i64, !dbg !816
  %86 = getelementptr inbounds i32, ptr %3, i64 %85, !dbg !816
  %87 = load i32, ptr %86, align 4, !dbg !816, !tbaa !205
  %88 = icmp eq i32 %87, -1, !dbg !817
  br i1 %88, label %89, label %94, !dbg !818

89:                                               ; preds = %81
  %90 = load i32, ptr %40, align 4, !dbg !819, !tbaa !205
  %91 = add nsw i32 %90, 1, !dbg !820
  store i32 %91, ptr %86, align 4, !dbg !821, !tbaa !205
  %92 = add nsw i64 %82, 1, !dbg !822
    #dbg_value(i64 %92, !426, !DIExpression(), !793)
  %93 = getelementptr inbounds i32, ptr %4, i64 %82, !dbg !823
  store i32 %84, ptr %93, align 4, !dbg !824, !tbaa !205
  br label %94, !dbg !825

94:                                               ; preds = %89, %81
  %95 = phi i64 [ %92, %89 ], [ %82, %81 ], !dbg !793
    #dbg_value(i64 %95, !426, !DIExpression(), !793)
  %96 = add nsw i64 %68, 2, !dbg !826
    #dbg_value(i64 %96, !433, !DIExpression(), !811)
  %97 = icmp eq i64 %96, %36, !dbg !812
  br i1 %97, label %19, label %67, !dbg !813, !llvm.loop !827

98:                                               ; preds = %19
  br i1 %13, label %101, label %99, !dbg !829

99:                                               ; preds = %98
  %100 = getelementptr inbounds i64, ptr %5, i64 %15, !dbg !830
  store i64 %31, ptr %100, align 8, !dbg !832, !tbaa !165
  br label %101, !dbg !830

101:                                              ; preds = %99, %98
  %102 = add nuw nsw i64 %15, 1, !dbg !833
  %103 = add nuw nsw i64 %18, %31, !dbg !834
    #dbg_value(i64 %27, !425, !DIExpression(), !793)
    #dbg_value(i64 %20, !426, !DIExpression(), !793)
  %104 = icmp slt i64 %27, %20, !dbg !835
  br i1 %104, label %14, label %105, !dbg !798, !llvm.loop !836

105:                                              ; preds = %101
  %106 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !838
  %107 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %102, ptr %107, align 8, !dbg !799, !tbaa !839
  store i64 %103, ptr %0, align 8, !dbg !834, !tbaa !399
  store i32 %30, ptr %106, align 8, !dbg !840, !tbaa !382
  ret void, !dbg !841
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: nofree nounwind
declare !dbg !842 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(none) }
attributes #14 = { cold nounwind }
attributes #15 = { nounwind allocsize(0,1) }
attributes #16 = { cold }

!llvm.dbg.cu = !{!64}
!llvm.ident = !{!85}
!llvm.module.flags = !{!86, !87, !88, !89, !90, !91, !92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bfs.c", directory: ".", checksumkind: CSK_MD5, checksum: "3d83337e5c46245909ca1261ef4392f9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 214, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 258, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 49)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 260, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 42)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 262, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 54)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 267, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 11)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 269, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 5)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 270, type: !34, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 270, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 1)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 271, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 62)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 274, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 30)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 275, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 25)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1424, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 178)
!64 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !65, globals: !82, splitDebugInlining: false, nameTableKind: None)
!65 = !{!66, !67, !72, !74, !78, !81, !77, !80}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !68, line: 27, baseType: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !70, line: 45, baseType: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!71 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !73, line: 18, baseType: !71)
!73 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !75, line: 26, baseType: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !70, line: 41, baseType: !77)
!77 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !68, line: 26, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !70, line: 42, baseType: !80)
!80 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!81 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!82 = !{!0, !7, !12, !17, !22, !27, !32, !83, !37, !39, !44, !49, !54, !59}
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 270, type: !3, isLocal: true, isDefinition: true)
!85 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!86 = !{i32 7, !"Dwarf Version", i32 5}
!87 = !{i32 2, !"Debug Info Version", i32 3}
!88 = !{i32 1, !"wchar_size", i32 4}
!89 = !{i32 8, !"PIC Level", i32 2}
!90 = !{i32 7, !"PIE Level", i32 2}
!91 = !{i32 7, !"uwtable", i32 2}
!92 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 193, type: !94, scopeLine: 194, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !98)
!94 = !DISubroutineType(types: !95)
!95 = !{!77, !77, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!98 = !{!99, !100, !101, !103, !104, !105, !106, !116, !121, !122, !123, !124, !125, !126, !127, !129, !132, !139, !140, !142, !144, !145, !146, !147, !149, !152}
!99 = !DILocalVariable(name: "argc", arg: 1, scope: !93, file: !2, line: 193, type: !77)
!100 = !DILocalVariable(name: "argv", arg: 2, scope: !93, file: !2, line: 193, type: !96)
!101 = !DILocalVariable(name: "n", scope: !93, file: !2, line: 195, type: !102)
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !DILocalVariable(name: "avg_degree", scope: !93, file: !2, line: 195, type: !102)
!104 = !DILocalVariable(name: "seed", scope: !93, file: !2, line: 195, type: !102)
!105 = !DILocalVariable(name: "source", scope: !93, file: !2, line: 195, type: !102)
!106 = !DILocalVariable(name: "g", scope: !93, file: !2, line: 196, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "graph_t", file: !2, line: 36, baseType: !108)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 31, size: 256, elements: !109)
!109 = !{!110, !111, !112, !114}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !108, file: !2, line: 32, baseType: !102, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !108, file: !2, line: 33, baseType: !102, size: 64, offset: 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !108, file: !2, line: 34, baseType: !113, size: 64, offset: 128)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "adj", scope: !108, file: !2, line: 35, baseType: !115, size: 64, offset: 192)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!116 = !DILocalVariable(name: "rng", scope: !93, file: !2, line: 197, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "rng_t", file: !2, line: 29, baseType: !118)
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 27, size: 64, elements: !119)
!119 = !{!120}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !118, file: !2, line: 28, baseType: !67, size: 64)
!121 = !DILocalVariable(name: "dist", scope: !93, file: !2, line: 210, type: !115)
!122 = !DILocalVariable(name: "queue", scope: !93, file: !2, line: 211, type: !115)
!123 = !DILocalVariable(name: "levels", scope: !93, file: !2, line: 212, type: !113)
!124 = !DILocalVariable(name: "max_deg", scope: !93, file: !2, line: 220, type: !102)
!125 = !DILocalVariable(name: "max_deg_node", scope: !93, file: !2, line: 220, type: !102)
!126 = !DILocalVariable(name: "isolated", scope: !93, file: !2, line: 220, type: !102)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 221, type: !102)
!128 = distinct !DILexicalBlock(scope: !93, file: !2, line: 221, column: 5)
!129 = !DILocalVariable(name: "d", scope: !130, file: !2, line: 222, type: !102)
!130 = distinct !DILexicalBlock(scope: !131, file: !2, line: 221, column: 34)
!131 = distinct !DILexicalBlock(scope: !128, file: !2, line: 221, column: 5)
!132 = !DILocalVariable(name: "main_res", scope: !93, file: !2, line: 233, type: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "bfs_result_t", file: !2, line: 42, baseType: !134)
!134 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 38, size: 192, elements: !135)
!135 = !{!136, !137, !138}
!136 = !DIDerivedType(tag: DW_TAG_member, name: "reached", scope: !134, file: !2, line: 39, baseType: !102, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "levels", scope: !134, file: !2, line: 40, baseType: !102, size: 64, offset: 64)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "far_node", scope: !134, file: !2, line: 41, baseType: !74, size: 32, offset: 128)
!139 = !DILocalVariable(name: "dist_sum", scope: !93, file: !2, line: 234, type: !78)
!140 = !DILocalVariable(name: "total_dist", scope: !93, file: !2, line: 235, type: !141)
!141 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 236, type: !102)
!143 = distinct !DILexicalBlock(scope: !93, file: !2, line: 236, column: 5)
!144 = !DILocalVariable(name: "sweep", scope: !93, file: !2, line: 244, type: !133)
!145 = !DILocalVariable(name: "components", scope: !93, file: !2, line: 248, type: !102)
!146 = !DILocalVariable(name: "largest", scope: !93, file: !2, line: 248, type: !102)
!147 = !DILocalVariable(name: "i", scope: !148, file: !2, line: 249, type: !102)
!148 = distinct !DILexicalBlock(scope: !93, file: !2, line: 249, column: 5)
!149 = !DILocalVariable(name: "c", scope: !150, file: !2, line: 252, type: !133)
!150 = distinct !DILexicalBlock(scope: !151, file: !2, line: 249, column: 34)
!151 = distinct !DILexicalBlock(scope: !148, file: !2, line: 249, column: 5)
!152 = !DILocalVariable(name: "d", scope: !153, file: !2, line: 268, type: !102)
!153 = distinct !DILexicalBlock(scope: !93, file: !2, line: 268, column: 5)
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 0, scope: !93)
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 195, column: 5, scope: !93)
!164 = !DILocation(line: 195, column: 31, scope: !93)
!165 = !{!166, !166, i64 0}
!166 = !{!"long", !167, i64 0}
!167 = !{!"omnipotent char", !168, i64 0}
!168 = !{!"Simple C/C++ TBAA"}
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 196, column: 5, scope: !93)
!171 = !DILocation(line: 196, column: 13, scope: !93)
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 197, column: 5, scope: !93)
!174 = !DILocation(line: 199, column: 20, scope: !175)
!175 = distinct !DILexicalBlock(scope: !93, file: !2, line: 199, column: 9)
!176 = !DILocation(line: 200, column: 20, scope: !175)
!177 = !{!178, !178, i64 0}
!178 = !{!"any pointer", !167, i64 0}
!179 = !DILocalVariable(name: "end", scope: !180, file: !2, line: 65, type: !97)
!180 = distinct !DISubprogram(name: "parse_long", scope: !2, file: !2, line: 63, type: !181, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !185)
!181 = !DISubroutineType(types: !182)
!182 = !{!77, !183, !102, !102, !113}
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!185 = !{!186, !187, !188, !189, !179, !190}
!186 = !DILocalVariable(name: "text", arg: 1, scope: !180, file: !2, line: 63, type: !183)
!187 = !DILocalVariable(name: "lo", arg: 2, scope: !180, file: !2, line: 63, type: !102)
!188 = !DILocalVariable(name: "hi", arg: 3, scope: !180, file: !2, line: 63, type: !102)
!189 = !DILocalVariable(name: "out", arg: 4, scope: !180, file: !2, line: 63, type: !113)
!190 = !DILocalVariable(name: "v", scope: !180, file: !2, line: 66, type: !102)
!191 = !DILocation(line: 0, scope: !180, inlinedAt: !192)
!192 = distinct !DILocation(line: 200, column: 9, scope: !175)
!193 = !DILocation(line: 65, column: 5, scope: !180, inlinedAt: !192)
!194 = !DILocation(line: 65, column: 11, scope: !180, inlinedAt: !192)
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 68, column: 14, scope: !197, inlinedAt: !192)
!197 = distinct !DILexicalBlock(scope: !180, file: !2, line: 68, column: 9)
!198 = !DILocation(line: 68, column: 22, scope: !197, inlinedAt: !192)
!199 = !DILocation(line: 68, column: 25, scope: !197, inlinedAt: !192)
!200 = !{!167, !167, i64 0}
!201 = !DILocation(line: 68, column: 31, scope: !197, inlinedAt: !192)
!202 = !DILocation(line: 68, column: 9, scope: !180, inlinedAt: !192)
!203 = !DILocation(line: 70, column: 5, scope: !180, inlinedAt: !192)
!204 = !DILocation(line: 70, column: 11, scope: !180, inlinedAt: !192)
!205 = !{!206, !206, i64 0}
!206 = !{!"int", !167, i64 0}
!207 = !DILocation(line: 71, column: 9, scope: !180, inlinedAt: !192)
!208 = !DILocation(line: 72, column: 9, scope: !209, inlinedAt: !192)
!209 = distinct !DILexicalBlock(scope: !180, file: !2, line: 72, column: 9)
!210 = !DILocation(line: 72, column: 15, scope: !209, inlinedAt: !192)
!211 = !DILocation(line: 72, column: 20, scope: !209, inlinedAt: !192)
!212 = !DILocation(line: 72, column: 23, scope: !209, inlinedAt: !192)
!213 = !DILocation(line: 72, column: 27, scope: !209, inlinedAt: !192)
!214 = !DILocation(line: 72, column: 35, scope: !209, inlinedAt: !192)
!215 = !DILocation(line: 72, column: 38, scope: !209, inlinedAt: !192)
!216 = !DILocation(line: 72, column: 43, scope: !209, inlinedAt: !192)
!217 = !DILocation(line: 72, column: 51, scope: !209, inlinedAt: !192)
!218 = !DILocation(line: 76, column: 1, scope: !180, inlinedAt: !192)
!219 = !DILocation(line: 200, column: 60, scope: !175)
!220 = !DILocation(line: 201, column: 20, scope: !175)
!221 = !DILocation(line: 0, scope: !180, inlinedAt: !222)
!222 = distinct !DILocation(line: 201, column: 9, scope: !175)
!223 = !DILocation(line: 65, column: 5, scope: !180, inlinedAt: !222)
!224 = !DILocation(line: 65, column: 11, scope: !180, inlinedAt: !222)
!225 = distinct !DIAssignID()
!226 = !DILocation(line: 68, column: 14, scope: !197, inlinedAt: !222)
!227 = !DILocation(line: 68, column: 22, scope: !197, inlinedAt: !222)
!228 = !DILocation(line: 68, column: 25, scope: !197, inlinedAt: !222)
!229 = !DILocation(line: 68, column: 31, scope: !197, inlinedAt: !222)
!230 = !DILocation(line: 68, column: 9, scope: !180, inlinedAt: !222)
!231 = !DILocation(line: 70, column: 11, scope: !180, inlinedAt: !222)
!232 = !DILocation(line: 71, column: 9, scope: !180, inlinedAt: !222)
!233 = !DILocation(line: 72, column: 9, scope: !209, inlinedAt: !222)
!234 = !DILocation(line: 72, column: 15, scope: !209, inlinedAt: !222)
!235 = !DILocation(line: 72, column: 20, scope: !209, inlinedAt: !222)
!236 = !DILocation(line: 72, column: 23, scope: !209, inlinedAt: !222)
!237 = !DILocation(line: 72, column: 27, scope: !209, inlinedAt: !222)
!238 = !DILocation(line: 72, column: 35, scope: !209, inlinedAt: !222)
!239 = !DILocation(line: 72, column: 38, scope: !209, inlinedAt: !222)
!240 = !DILocation(line: 72, column: 43, scope: !209, inlinedAt: !222)
!241 = !DILocation(line: 72, column: 51, scope: !209, inlinedAt: !222)
!242 = !DILocation(line: 76, column: 1, scope: !180, inlinedAt: !222)
!243 = !DILocation(line: 201, column: 62, scope: !175)
!244 = !DILocation(line: 202, column: 20, scope: !175)
!245 = !DILocation(line: 0, scope: !180, inlinedAt: !246)
!246 = distinct !DILocation(line: 202, column: 9, scope: !175)
!247 = !DILocation(line: 65, column: 5, scope: !180, inlinedAt: !246)
!248 = !DILocation(line: 65, column: 11, scope: !180, inlinedAt: !246)
!249 = distinct !DIAssignID()
!250 = !DILocation(line: 68, column: 14, scope: !197, inlinedAt: !246)
!251 = !DILocation(line: 68, column: 22, scope: !197, inlinedAt: !246)
!252 = !DILocation(line: 68, column: 25, scope: !197, inlinedAt: !246)
!253 = !DILocation(line: 68, column: 31, scope: !197, inlinedAt: !246)
!254 = !DILocation(line: 68, column: 9, scope: !180, inlinedAt: !246)
!255 = !DILocation(line: 70, column: 11, scope: !180, inlinedAt: !246)
!256 = !DILocation(line: 71, column: 9, scope: !180, inlinedAt: !246)
!257 = !DILocation(line: 72, column: 9, scope: !209, inlinedAt: !246)
!258 = !DILocation(line: 72, column: 15, scope: !209, inlinedAt: !246)
!259 = !DILocation(line: 72, column: 20, scope: !209, inlinedAt: !246)
!260 = !DILocation(line: 72, column: 23, scope: !209, inlinedAt: !246)
!261 = !DILocation(line: 72, column: 27, scope: !209, inlinedAt: !246)
!262 = !DILocation(line: 72, column: 35, scope: !209, inlinedAt: !246)
!263 = !DILocation(line: 72, column: 38, scope: !209, inlinedAt: !246)
!264 = !DILocation(line: 72, column: 43, scope: !209, inlinedAt: !246)
!265 = !DILocation(line: 72, column: 51, scope: !209, inlinedAt: !246)
!266 = !DILocation(line: 76, column: 1, scope: !180, inlinedAt: !246)
!267 = !DILocation(line: 202, column: 57, scope: !175)
!268 = !DILocation(line: 203, column: 15, scope: !175)
!269 = !DILocation(line: 203, column: 20, scope: !175)
!270 = !DILocation(line: 203, column: 34, scope: !175)
!271 = !DILocation(line: 203, column: 48, scope: !175)
!272 = !DILocation(line: 203, column: 23, scope: !175)
!273 = !DILocation(line: 203, column: 62, scope: !175)
!274 = !DILocation(line: 203, column: 68, scope: !175)
!275 = !DILocation(line: 204, column: 11, scope: !175)
!276 = !DILocation(line: 204, column: 28, scope: !175)
!277 = !DILocation(line: 199, column: 9, scope: !93)
!278 = !DILocation(line: 205, column: 20, scope: !279)
!279 = distinct !DILexicalBlock(scope: !175, file: !2, line: 204, column: 41)
!280 = !DILocation(line: 205, column: 15, scope: !279)
!281 = !DILocation(line: 205, column: 26, scope: !279)
!282 = !DILocalVariable(name: "prog", arg: 1, scope: !283, file: !2, line: 78, type: !183)
!283 = distinct !DISubprogram(name: "usage", scope: !2, file: !2, line: 78, type: !284, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !286)
!284 = !DISubroutineType(types: !285)
!285 = !{null, !183}
!286 = !{!282}
!287 = !DILocation(line: 0, scope: !283, inlinedAt: !288)
!288 = distinct !DILocation(line: 205, column: 9, scope: !279)
!289 = !DILocation(line: 80, column: 13, scope: !283, inlinedAt: !288)
!290 = !DILocation(line: 80, column: 5, scope: !283, inlinedAt: !288)
!291 = !DILocation(line: 206, column: 9, scope: !279)
!292 = !DILocalVariable(name: "r", arg: 1, scope: !293, file: !2, line: 44, type: !296)
!293 = distinct !DISubprogram(name: "rng_seed", scope: !2, file: !2, line: 44, type: !294, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !297)
!294 = !DISubroutineType(types: !295)
!295 = !{null, !296, !67}
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!297 = !{!292, !298, !299}
!298 = !DILocalVariable(name: "seed", arg: 2, scope: !293, file: !2, line: 44, type: !67)
!299 = !DILocalVariable(name: "z", scope: !293, file: !2, line: 46, type: !67)
!300 = !DILocation(line: 0, scope: !293, inlinedAt: !301)
!301 = distinct !DILocation(line: 209, column: 5, scope: !93)
!302 = !DILocation(line: 46, column: 23, scope: !293, inlinedAt: !301)
!303 = !DILocation(line: 47, column: 17, scope: !293, inlinedAt: !301)
!304 = !DILocation(line: 47, column: 12, scope: !293, inlinedAt: !301)
!305 = !DILocation(line: 47, column: 25, scope: !293, inlinedAt: !301)
!306 = !DILocation(line: 48, column: 17, scope: !293, inlinedAt: !301)
!307 = !DILocation(line: 48, column: 12, scope: !293, inlinedAt: !301)
!308 = !DILocation(line: 48, column: 25, scope: !293, inlinedAt: !301)
!309 = !DILocation(line: 49, column: 12, scope: !293, inlinedAt: !301)
!310 = !DILocation(line: 49, column: 7, scope: !293, inlinedAt: !301)
!311 = !DILocation(line: 50, column: 10, scope: !293, inlinedAt: !301)
!312 = !{!313, !166, i64 0}
!313 = !{!"", !166, i64 0}
!314 = distinct !DIAssignID()
!315 = !DILocation(line: 210, column: 21, scope: !93)
!316 = !DILocation(line: 211, column: 22, scope: !93)
!317 = !DILocation(line: 212, column: 20, scope: !93)
!318 = !DILocation(line: 213, column: 10, scope: !319)
!319 = distinct !DILexicalBlock(scope: !93, file: !2, line: 213, column: 9)
!320 = !DILocation(line: 213, column: 15, scope: !319)
!321 = !DILocation(line: 213, column: 39, scope: !319)
!322 = !DILocation(line: 213, column: 9, scope: !93)
!323 = !DILocation(line: 0, scope: !128)
!324 = !{!325, !178, i64 16}
!325 = !{!"", !166, i64 0, !166, i64 8, !178, i64 16, !178, i64 24}
!326 = !DILocation(line: 222, column: 35, scope: !130)
!327 = !DILocation(line: 221, column: 5, scope: !128)
!328 = !DILocation(line: 214, column: 17, scope: !329)
!329 = distinct !DILexicalBlock(scope: !319, file: !2, line: 213, column: 77)
!330 = !DILocation(line: 214, column: 9, scope: !329)
!331 = !DILocation(line: 215, column: 9, scope: !329)
!332 = !DILocation(line: 215, column: 21, scope: !329)
!333 = !DILocation(line: 215, column: 34, scope: !329)
!334 = !DILocation(line: 216, column: 9, scope: !329)
!335 = !DILocation(line: 222, column: 18, scope: !130)
!336 = !DILocation(line: 222, column: 33, scope: !130)
!337 = !DILocation(line: 0, scope: !130)
!338 = !DILocation(line: 223, column: 15, scope: !339)
!339 = distinct !DILexicalBlock(scope: !130, file: !2, line: 223, column: 13)
!340 = !DILocation(line: 223, column: 13, scope: !130)
!341 = !DILocation(line: 227, column: 15, scope: !342)
!342 = distinct !DILexicalBlock(scope: !130, file: !2, line: 227, column: 13)
!343 = !DILocation(line: 227, column: 13, scope: !130)
!344 = !DILocation(line: 189, column: 5, scope: !345, inlinedAt: !353)
!345 = distinct !DILexicalBlock(scope: !346, file: !2, line: 189, column: 5)
!346 = distinct !DISubprogram(name: "reset", scope: !2, file: !2, line: 187, type: !347, scopeLine: 188, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !349)
!347 = !DISubroutineType(types: !348)
!348 = !{null, !115, !102}
!349 = !{!350, !351, !352}
!350 = !DILocalVariable(name: "dist", arg: 1, scope: !346, file: !2, line: 187, type: !115)
!351 = !DILocalVariable(name: "n", arg: 2, scope: !346, file: !2, line: 187, type: !102)
!352 = !DILocalVariable(name: "i", scope: !345, file: !2, line: 189, type: !102)
!353 = distinct !DILocation(line: 232, column: 5, scope: !93)
!354 = !DILocation(line: 0, scope: !346, inlinedAt: !353)
!355 = !DILocation(line: 0, scope: !345, inlinedAt: !353)
!356 = !DILocation(line: 190, column: 17, scope: !357, inlinedAt: !353)
!357 = distinct !DILexicalBlock(scope: !345, file: !2, line: 189, column: 5)
!358 = !DILocation(line: 233, column: 5, scope: !93)
!359 = !DILocation(line: 233, column: 46, scope: !93)
!360 = !DILocation(line: 233, column: 37, scope: !93)
!361 = !DILocation(line: 233, column: 29, scope: !93)
!362 = !DILocation(line: 0, scope: !143)
!363 = !DILocation(line: 236, column: 5, scope: !143)
!364 = !DILocation(line: 222, column: 28, scope: !130)
!365 = distinct !{!365, !327, !366, !367}
!366 = !DILocation(line: 229, column: 5, scope: !128)
!367 = !{!"llvm.loop.mustprogress"}
!368 = !DILocation(line: 237, column: 42, scope: !369)
!369 = distinct !DILexicalBlock(scope: !370, file: !2, line: 236, column: 34)
!370 = distinct !DILexicalBlock(scope: !143, file: !2, line: 236, column: 5)
!371 = !DILocation(line: 237, column: 30, scope: !369)
!372 = !DILocation(line: 237, column: 51, scope: !369)
!373 = !DILocation(line: 238, column: 13, scope: !369)
!374 = !DILocation(line: 264, column: 12, scope: !93)
!375 = !DILocation(line: 0, scope: !346, inlinedAt: !376)
!376 = distinct !DILocation(line: 243, column: 5, scope: !93)
!377 = !DILocation(line: 0, scope: !345, inlinedAt: !376)
!378 = !DILocation(line: 189, column: 5, scope: !345, inlinedAt: !376)
!379 = !DILocation(line: 190, column: 17, scope: !357, inlinedAt: !376)
!380 = !DILocation(line: 244, column: 5, scope: !93)
!381 = !DILocation(line: 244, column: 43, scope: !93)
!382 = !{!383, !206, i64 16}
!383 = !{!"", !166, i64 0, !166, i64 8, !206, i64 16}
!384 = !DILocation(line: 244, column: 26, scope: !93)
!385 = !DILocation(line: 0, scope: !346, inlinedAt: !386)
!386 = distinct !DILocation(line: 247, column: 5, scope: !93)
!387 = !DILocation(line: 0, scope: !345, inlinedAt: !386)
!388 = !DILocation(line: 190, column: 17, scope: !357, inlinedAt: !386)
!389 = !DILocation(line: 0, scope: !148)
!390 = !DILocation(line: 249, column: 5, scope: !148)
!391 = !DILocation(line: 236, column: 30, scope: !370)
!392 = distinct !{!392, !363, !393, !367}
!393 = !DILocation(line: 240, column: 5, scope: !143)
!394 = !DILocation(line: 258, column: 70, scope: !93)
!395 = !{!325, !166, i64 8}
!396 = !DILocation(line: 258, column: 5, scope: !93)
!397 = !DILocation(line: 260, column: 5, scope: !93)
!398 = !DILocation(line: 263, column: 21, scope: !93)
!399 = !{!383, !166, i64 0}
!400 = !DILocation(line: 263, column: 42, scope: !93)
!401 = !DILocation(line: 264, column: 29, scope: !93)
!402 = !DILocation(line: 262, column: 5, scope: !93)
!403 = !DILocation(line: 267, column: 5, scope: !93)
!404 = !DILocation(line: 0, scope: !153)
!405 = !DILocation(line: 268, column: 24, scope: !406)
!406 = distinct !DILexicalBlock(scope: !153, file: !2, line: 268, column: 5)
!407 = !DILocation(line: 268, column: 5, scope: !153)
!408 = !DILocation(line: 250, column: 13, scope: !409)
!409 = distinct !DILexicalBlock(scope: !150, file: !2, line: 250, column: 13)
!410 = !DILocation(line: 250, column: 21, scope: !409)
!411 = !DILocation(line: 250, column: 13, scope: !150)
!412 = !DILocation(line: 252, column: 34, scope: !150)
!413 = !DILocalVariable(name: "g", arg: 1, scope: !414, file: !2, line: 153, type: !417)
!414 = distinct !DISubprogram(name: "bfs", scope: !2, file: !2, line: 153, type: !415, scopeLine: 155, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !419)
!415 = !DISubroutineType(types: !416)
!416 = !{!133, !417, !74, !115, !115, !113}
!417 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !418, size: 64)
!418 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!419 = !{!413, !420, !421, !422, !423, !424, !425, !426, !427, !429, !430, !431, !433, !435}
!420 = !DILocalVariable(name: "src", arg: 2, scope: !414, file: !2, line: 153, type: !74)
!421 = !DILocalVariable(name: "dist", arg: 3, scope: !414, file: !2, line: 153, type: !115)
!422 = !DILocalVariable(name: "queue", arg: 4, scope: !414, file: !2, line: 154, type: !115)
!423 = !DILocalVariable(name: "level_count", arg: 5, scope: !414, file: !2, line: 154, type: !113)
!424 = !DILocalVariable(name: "res", scope: !414, file: !2, line: 156, type: !133)
!425 = !DILocalVariable(name: "head", scope: !414, file: !2, line: 157, type: !102)
!426 = !DILocalVariable(name: "tail", scope: !414, file: !2, line: 157, type: !102)
!427 = !DILocalVariable(name: "level_end", scope: !428, file: !2, line: 162, type: !102)
!428 = distinct !DILexicalBlock(scope: !414, file: !2, line: 161, column: 25)
!429 = !DILocalVariable(name: "found", scope: !428, file: !2, line: 163, type: !102)
!430 = !DILocalVariable(name: "level_min", scope: !428, file: !2, line: 164, type: !74)
!431 = !DILocalVariable(name: "u", scope: !432, file: !2, line: 166, type: !74)
!432 = distinct !DILexicalBlock(scope: !428, file: !2, line: 165, column: 34)
!433 = !DILocalVariable(name: "e", scope: !434, file: !2, line: 170, type: !102)
!434 = distinct !DILexicalBlock(scope: !432, file: !2, line: 170, column: 13)
!435 = !DILocalVariable(name: "v", scope: !436, file: !2, line: 171, type: !74)
!436 = distinct !DILexicalBlock(scope: !437, file: !2, line: 170, column: 66)
!437 = distinct !DILexicalBlock(scope: !434, file: !2, line: 170, column: 13)
!438 = !DILocation(line: 0, scope: !414, inlinedAt: !439)
!439 = distinct !DILocation(line: 252, column: 26, scope: !150)
!440 = !DILocation(line: 0, scope: !150)
!441 = !DILocation(line: 159, column: 5, scope: !414, inlinedAt: !439)
!442 = !DILocation(line: 159, column: 15, scope: !414, inlinedAt: !439)
!443 = !{!444}
!444 = distinct !{!444, !445, !"bfs: argument 0"}
!445 = distinct !{!445, !"bfs"}
!446 = !DILocation(line: 160, column: 19, scope: !414, inlinedAt: !439)
!447 = !DILocation(line: 161, column: 5, scope: !414, inlinedAt: !439)
!448 = !DILocation(line: 0, scope: !428, inlinedAt: !439)
!449 = !DILocation(line: 165, column: 9, scope: !428, inlinedAt: !439)
!450 = !DILocation(line: 160, column: 15, scope: !414, inlinedAt: !439)
!451 = !DILocation(line: 165, column: 21, scope: !428, inlinedAt: !439)
!452 = distinct !{!452, !449, !453, !367}
!453 = !DILocation(line: 177, column: 9, scope: !428, inlinedAt: !439)
!454 = !DILocation(line: 166, column: 35, scope: !432, inlinedAt: !439)
!455 = !DILocation(line: 166, column: 25, scope: !432, inlinedAt: !439)
!456 = !DILocation(line: 0, scope: !432, inlinedAt: !439)
!457 = !DILocation(line: 169, column: 18, scope: !432, inlinedAt: !439)
!458 = !DILocation(line: 170, column: 27, scope: !434, inlinedAt: !439)
!459 = !DILocation(line: 0, scope: !434, inlinedAt: !439)
!460 = !DILocation(line: 170, column: 42, scope: !437, inlinedAt: !439)
!461 = !DILocation(line: 170, column: 13, scope: !434, inlinedAt: !439)
!462 = !DILocation(line: 171, column: 29, scope: !436, inlinedAt: !439)
!463 = !DILocation(line: 0, scope: !436, inlinedAt: !439)
!464 = !DILocation(line: 172, column: 21, scope: !465, inlinedAt: !439)
!465 = distinct !DILexicalBlock(scope: !436, file: !2, line: 172, column: 21)
!466 = !DILocation(line: 172, column: 29, scope: !465, inlinedAt: !439)
!467 = !DILocation(line: 172, column: 21, scope: !436, inlinedAt: !439)
!468 = !DILocation(line: 174, column: 27, scope: !436, inlinedAt: !439)
!469 = !DILocation(line: 174, column: 35, scope: !436, inlinedAt: !439)
!470 = !DILocation(line: 174, column: 25, scope: !436, inlinedAt: !439)
!471 = !DILocation(line: 175, column: 27, scope: !436, inlinedAt: !439)
!472 = !DILocation(line: 175, column: 17, scope: !436, inlinedAt: !439)
!473 = !DILocation(line: 175, column: 31, scope: !436, inlinedAt: !439)
!474 = !DILocation(line: 176, column: 13, scope: !437, inlinedAt: !439)
!475 = !DILocation(line: 170, column: 62, scope: !437, inlinedAt: !439)
!476 = distinct !{!476, !461, !477, !367}
!477 = !DILocation(line: 176, column: 13, scope: !434, inlinedAt: !439)
!478 = !DILocation(line: 181, column: 21, scope: !428, inlinedAt: !439)
!479 = !DILocation(line: 161, column: 17, scope: !414, inlinedAt: !439)
!480 = distinct !{!480, !447, !481, !367}
!481 = !DILocation(line: 183, column: 5, scope: !414, inlinedAt: !439)
!482 = !DILocation(line: 253, column: 19, scope: !150)
!483 = !DILocation(line: 254, column: 13, scope: !150)
!484 = !DILocation(line: 256, column: 5, scope: !150)
!485 = !DILocation(line: 249, column: 30, scope: !151)
!486 = !DILocation(line: 249, column: 24, scope: !151)
!487 = distinct !{!487, !390, !488, !367}
!488 = !DILocation(line: 256, column: 5, scope: !148)
!489 = !DILocation(line: 270, column: 36, scope: !93)
!490 = !DILocation(line: 270, column: 20, scope: !93)
!491 = !DILocation(line: 270, column: 5, scope: !93)
!492 = !DILocation(line: 272, column: 42, scope: !93)
!493 = !DILocation(line: 272, column: 49, scope: !93)
!494 = !DILocation(line: 273, column: 13, scope: !93)
!495 = !DILocation(line: 273, column: 78, scope: !93)
!496 = !DILocation(line: 271, column: 5, scope: !93)
!497 = !DILocation(line: 274, column: 5, scope: !93)
!498 = !DILocation(line: 275, column: 5, scope: !93)
!499 = !DILocalVariable(name: "g", arg: 1, scope: !500, file: !2, line: 88, type: !503)
!500 = distinct !DISubprogram(name: "free_graph", scope: !2, file: !2, line: 88, type: !501, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !504)
!501 = !DISubroutineType(types: !502)
!502 = !{null, !503}
!503 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!504 = !{!499}
!505 = !DILocation(line: 0, scope: !500, inlinedAt: !506)
!506 = distinct !DILocation(line: 277, column: 5, scope: !93)
!507 = !DILocation(line: 90, column: 13, scope: !500, inlinedAt: !506)
!508 = !DILocation(line: 90, column: 5, scope: !500, inlinedAt: !506)
!509 = !DILocation(line: 91, column: 13, scope: !500, inlinedAt: !506)
!510 = !{!325, !178, i64 24}
!511 = !DILocation(line: 91, column: 5, scope: !500, inlinedAt: !506)
!512 = distinct !DIAssignID()
!513 = !DILocation(line: 278, column: 5, scope: !93)
!514 = !DILocation(line: 279, column: 5, scope: !93)
!515 = !DILocation(line: 280, column: 5, scope: !93)
!516 = !DILocation(line: 282, column: 1, scope: !93)
!517 = !DILocation(line: 269, column: 24, scope: !406)
!518 = !DILocation(line: 269, column: 9, scope: !406)
!519 = !DILocation(line: 268, column: 63, scope: !406)
!520 = !DILocation(line: 268, column: 42, scope: !406)
!521 = distinct !{!521, !407, !522, !367}
!522 = !DILocation(line: 269, column: 33, scope: !153)
!523 = !DISubprogram(name: "__errno_location", scope: !524, file: !524, line: 37, type: !525, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!524 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!525 = !DISubroutineType(types: !526)
!526 = !{!527}
!527 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!528 = !DISubprogram(name: "strtol", scope: !529, file: !529, line: 177, type: !530, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!529 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!530 = !DISubroutineType(types: !531)
!531 = !{!102, !532, !533, !77}
!532 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !183)
!533 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!534 = distinct !DIAssignID()
!535 = !DILocation(line: 0, scope: !180)
!536 = !DILocation(line: 65, column: 5, scope: !180)
!537 = !DILocation(line: 65, column: 11, scope: !180)
!538 = distinct !DIAssignID()
!539 = !DILocation(line: 68, column: 14, scope: !197)
!540 = !DILocation(line: 68, column: 22, scope: !197)
!541 = !DILocation(line: 68, column: 25, scope: !197)
!542 = !DILocation(line: 68, column: 31, scope: !197)
!543 = !DILocation(line: 68, column: 9, scope: !180)
!544 = !DILocation(line: 70, column: 5, scope: !180)
!545 = !DILocation(line: 70, column: 11, scope: !180)
!546 = !DILocation(line: 71, column: 9, scope: !180)
!547 = !DILocation(line: 72, column: 9, scope: !209)
!548 = !DILocation(line: 72, column: 15, scope: !209)
!549 = !DILocation(line: 72, column: 20, scope: !209)
!550 = !DILocation(line: 72, column: 23, scope: !209)
!551 = !DILocation(line: 72, column: 27, scope: !209)
!552 = !DILocation(line: 72, column: 35, scope: !209)
!553 = !DILocation(line: 72, column: 38, scope: !209)
!554 = !DILocation(line: 72, column: 43, scope: !209)
!555 = !DILocation(line: 72, column: 51, scope: !209)
!556 = !DILocation(line: 74, column: 10, scope: !180)
!557 = !DILocation(line: 75, column: 5, scope: !180)
!558 = !DILocation(line: 76, column: 1, scope: !180)
!559 = !DISubprogram(name: "fprintf", scope: !560, file: !560, line: 350, type: !561, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!560 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!561 = !DISubroutineType(types: !562)
!562 = !{!77, !563, !532, null}
!563 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !564)
!564 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !565, size: 64)
!565 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !566, line: 7, baseType: !567)
!566 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!567 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !568, line: 49, size: 1728, elements: !569)
!568 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!569 = !{!570, !571, !572, !573, !574, !575, !576, !577, !578, !579, !580, !581, !582, !585, !587, !588, !589, !591, !593, !595, !596, !599, !601, !604, !607, !608, !609, !610, !611}
!570 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !567, file: !568, line: 51, baseType: !77, size: 32)
!571 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !567, file: !568, line: 54, baseType: !97, size: 64, offset: 64)
!572 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !567, file: !568, line: 55, baseType: !97, size: 64, offset: 128)
!573 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !567, file: !568, line: 56, baseType: !97, size: 64, offset: 192)
!574 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !567, file: !568, line: 57, baseType: !97, size: 64, offset: 256)
!575 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !567, file: !568, line: 58, baseType: !97, size: 64, offset: 320)
!576 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !567, file: !568, line: 59, baseType: !97, size: 64, offset: 384)
!577 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !567, file: !568, line: 60, baseType: !97, size: 64, offset: 448)
!578 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !567, file: !568, line: 61, baseType: !97, size: 64, offset: 512)
!579 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !567, file: !568, line: 64, baseType: !97, size: 64, offset: 576)
!580 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !567, file: !568, line: 65, baseType: !97, size: 64, offset: 640)
!581 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !567, file: !568, line: 66, baseType: !97, size: 64, offset: 704)
!582 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !567, file: !568, line: 68, baseType: !583, size: 64, offset: 768)
!583 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !584, size: 64)
!584 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !568, line: 36, flags: DIFlagFwdDecl)
!585 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !567, file: !568, line: 70, baseType: !586, size: 64, offset: 832)
!586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !567, size: 64)
!587 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !567, file: !568, line: 72, baseType: !77, size: 32, offset: 896)
!588 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !567, file: !568, line: 73, baseType: !77, size: 32, offset: 928)
!589 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !567, file: !568, line: 74, baseType: !590, size: 64, offset: 960)
!590 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !70, line: 152, baseType: !102)
!591 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !567, file: !568, line: 77, baseType: !592, size: 16, offset: 1024)
!592 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!593 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !567, file: !568, line: 78, baseType: !594, size: 8, offset: 1040)
!594 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!595 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !567, file: !568, line: 79, baseType: !41, size: 8, offset: 1048)
!596 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !567, file: !568, line: 81, baseType: !597, size: 64, offset: 1088)
!597 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !598, size: 64)
!598 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !568, line: 43, baseType: null)
!599 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !567, file: !568, line: 89, baseType: !600, size: 64, offset: 1152)
!600 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !70, line: 153, baseType: !102)
!601 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !567, file: !568, line: 91, baseType: !602, size: 64, offset: 1216)
!602 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !603, size: 64)
!603 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !568, line: 37, flags: DIFlagFwdDecl)
!604 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !567, file: !568, line: 92, baseType: !605, size: 64, offset: 1280)
!605 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !606, size: 64)
!606 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !568, line: 38, flags: DIFlagFwdDecl)
!607 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !567, file: !568, line: 93, baseType: !586, size: 64, offset: 1344)
!608 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !567, file: !568, line: 94, baseType: !66, size: 64, offset: 1408)
!609 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !567, file: !568, line: 95, baseType: !72, size: 64, offset: 1472)
!610 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !567, file: !568, line: 96, baseType: !77, size: 32, offset: 1536)
!611 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !567, file: !568, line: 98, baseType: !9, size: 160, offset: 1568)
!612 = !DISubprogram(name: "calloc", scope: !529, file: !529, line: 556, type: !613, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DISubroutineType(types: !614)
!614 = !{!66, !72, !72}
!615 = distinct !DISubprogram(name: "build_graph", scope: !2, file: !2, line: 97, type: !616, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !618)
!616 = !DISubroutineType(types: !617)
!617 = !{!77, !503, !102, !102, !296}
!618 = !{!619, !620, !621, !622, !623, !624, !625, !626, !627, !628, !630, !631, !634, !636, !638, !641}
!619 = !DILocalVariable(name: "g", arg: 1, scope: !615, file: !2, line: 97, type: !503)
!620 = !DILocalVariable(name: "n", arg: 2, scope: !615, file: !2, line: 97, type: !102)
!621 = !DILocalVariable(name: "avg_degree", arg: 3, scope: !615, file: !2, line: 97, type: !102)
!622 = !DILocalVariable(name: "rng", arg: 4, scope: !615, file: !2, line: 97, type: !296)
!623 = !DILocalVariable(name: "m", scope: !615, file: !2, line: 99, type: !102)
!624 = !DILocalVariable(name: "eu", scope: !615, file: !2, line: 100, type: !115)
!625 = !DILocalVariable(name: "ev", scope: !615, file: !2, line: 101, type: !115)
!626 = !DILocalVariable(name: "fill", scope: !615, file: !2, line: 102, type: !113)
!627 = !DILocalVariable(name: "k", scope: !615, file: !2, line: 115, type: !102)
!628 = !DILocalVariable(name: "u", scope: !629, file: !2, line: 117, type: !78)
!629 = distinct !DILexicalBlock(scope: !615, file: !2, line: 116, column: 19)
!630 = !DILocalVariable(name: "v", scope: !629, file: !2, line: 118, type: !78)
!631 = !DILocalVariable(name: "off", scope: !632, file: !2, line: 120, type: !78)
!632 = distinct !DILexicalBlock(scope: !633, file: !2, line: 119, column: 39)
!633 = distinct !DILexicalBlock(scope: !629, file: !2, line: 119, column: 13)
!634 = !DILocalVariable(name: "i", scope: !635, file: !2, line: 135, type: !102)
!635 = distinct !DILexicalBlock(scope: !615, file: !2, line: 135, column: 5)
!636 = !DILocalVariable(name: "e", scope: !637, file: !2, line: 137, type: !102)
!637 = distinct !DILexicalBlock(scope: !615, file: !2, line: 137, column: 5)
!638 = !DILocalVariable(name: "u", scope: !639, file: !2, line: 138, type: !74)
!639 = distinct !DILexicalBlock(scope: !640, file: !2, line: 137, column: 34)
!640 = distinct !DILexicalBlock(scope: !637, file: !2, line: 137, column: 5)
!641 = !DILocalVariable(name: "v", scope: !639, file: !2, line: 138, type: !74)
!642 = !DILocation(line: 0, scope: !615)
!643 = !DILocation(line: 99, column: 16, scope: !615)
!644 = !DILocation(line: 99, column: 29, scope: !615)
!645 = !DILocation(line: 100, column: 37, scope: !615)
!646 = !DILocation(line: 100, column: 35, scope: !615)
!647 = !DILocation(line: 100, column: 19, scope: !615)
!648 = !DILocation(line: 101, column: 19, scope: !615)
!649 = !DILocation(line: 102, column: 18, scope: !615)
!650 = !DILocation(line: 104, column: 10, scope: !615)
!651 = !{!325, !166, i64 0}
!652 = !DILocation(line: 105, column: 8, scope: !615)
!653 = !DILocation(line: 105, column: 10, scope: !615)
!654 = !DILocation(line: 106, column: 34, scope: !615)
!655 = !DILocation(line: 106, column: 16, scope: !615)
!656 = !DILocation(line: 106, column: 8, scope: !615)
!657 = !DILocation(line: 106, column: 14, scope: !615)
!658 = !DILocation(line: 107, column: 32, scope: !615)
!659 = !DILocation(line: 107, column: 30, scope: !615)
!660 = !DILocation(line: 107, column: 14, scope: !615)
!661 = !DILocation(line: 107, column: 8, scope: !615)
!662 = !DILocation(line: 107, column: 12, scope: !615)
!663 = !DILocation(line: 108, column: 10, scope: !664)
!664 = distinct !DILexicalBlock(scope: !615, file: !2, line: 108, column: 9)
!665 = !DILocation(line: 108, column: 13, scope: !664)
!666 = !DILocation(line: 108, column: 33, scope: !664)
!667 = !DILocation(line: 108, column: 42, scope: !664)
!668 = !DILocation(line: 116, column: 5, scope: !615)
!669 = !DILocation(line: 109, column: 9, scope: !670)
!670 = distinct !DILexicalBlock(scope: !664, file: !2, line: 108, column: 54)
!671 = !DILocation(line: 109, column: 19, scope: !670)
!672 = !DILocation(line: 109, column: 29, scope: !670)
!673 = !DILocation(line: 0, scope: !500, inlinedAt: !674)
!674 = distinct !DILocation(line: 110, column: 9, scope: !670)
!675 = !DILocation(line: 90, column: 5, scope: !500, inlinedAt: !674)
!676 = !DILocation(line: 91, column: 5, scope: !500, inlinedAt: !674)
!677 = !DILocation(line: 93, column: 12, scope: !500, inlinedAt: !674)
!678 = !DILocation(line: 111, column: 9, scope: !670)
!679 = !DILocation(line: 55, column: 21, scope: !680, inlinedAt: !686)
!680 = distinct !DISubprogram(name: "rng_next", scope: !2, file: !2, line: 53, type: !681, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !683)
!681 = !DISubroutineType(types: !682)
!682 = !{!78, !296}
!683 = !{!684, !685}
!684 = !DILocalVariable(name: "r", arg: 1, scope: !680, file: !2, line: 53, type: !296)
!685 = !DILocalVariable(name: "x", scope: !680, file: !2, line: 55, type: !67)
!686 = distinct !DILocation(line: 117, column: 22, scope: !629)
!687 = !DILocation(line: 0, scope: !680, inlinedAt: !686)
!688 = !DILocation(line: 56, column: 12, scope: !680, inlinedAt: !686)
!689 = !DILocation(line: 56, column: 7, scope: !680, inlinedAt: !686)
!690 = !DILocation(line: 57, column: 12, scope: !680, inlinedAt: !686)
!691 = !DILocation(line: 57, column: 7, scope: !680, inlinedAt: !686)
!692 = !DILocation(line: 58, column: 12, scope: !680, inlinedAt: !686)
!693 = !DILocation(line: 58, column: 7, scope: !680, inlinedAt: !686)
!694 = !DILocation(line: 60, column: 26, scope: !680, inlinedAt: !686)
!695 = !DILocation(line: 60, column: 51, scope: !680, inlinedAt: !686)
!696 = !DILocation(line: 60, column: 12, scope: !680, inlinedAt: !686)
!697 = !DILocation(line: 117, column: 36, scope: !629)
!698 = !DILocation(line: 0, scope: !629)
!699 = !DILocation(line: 0, scope: !680, inlinedAt: !700)
!700 = distinct !DILocation(line: 119, column: 13, scope: !633)
!701 = !DILocation(line: 56, column: 12, scope: !680, inlinedAt: !700)
!702 = !DILocation(line: 56, column: 7, scope: !680, inlinedAt: !700)
!703 = !DILocation(line: 57, column: 12, scope: !680, inlinedAt: !700)
!704 = !DILocation(line: 57, column: 7, scope: !680, inlinedAt: !700)
!705 = !DILocation(line: 58, column: 12, scope: !680, inlinedAt: !700)
!706 = !DILocation(line: 58, column: 7, scope: !680, inlinedAt: !700)
!707 = !DILocation(line: 60, column: 26, scope: !680, inlinedAt: !700)
!708 = !DILocation(line: 119, column: 32, scope: !633)
!709 = !DILocation(line: 0, scope: !680, inlinedAt: !710)
!710 = distinct !DILocation(line: 123, column: 17, scope: !711)
!711 = distinct !DILexicalBlock(scope: !633, file: !2, line: 122, column: 16)
!712 = !DILocation(line: 0, scope: !680, inlinedAt: !713)
!713 = distinct !DILocation(line: 120, column: 33, scope: !632)
!714 = !DILocation(line: 56, column: 12, scope: !680, inlinedAt: !715)
!715 = !DILocation(line: 0, scope: !633)
!716 = !DILocation(line: 56, column: 7, scope: !680, inlinedAt: !715)
!717 = !DILocation(line: 57, column: 12, scope: !680, inlinedAt: !715)
!718 = !DILocation(line: 57, column: 7, scope: !680, inlinedAt: !715)
!719 = !DILocation(line: 58, column: 12, scope: !680, inlinedAt: !715)
!720 = !DILocation(line: 58, column: 7, scope: !680, inlinedAt: !715)
!721 = !DILocation(line: 119, column: 13, scope: !629)
!722 = !DILocation(line: 60, column: 26, scope: !680, inlinedAt: !713)
!723 = !DILocation(line: 60, column: 51, scope: !680, inlinedAt: !713)
!724 = !DILocation(line: 120, column: 47, scope: !632)
!725 = !DILocation(line: 0, scope: !632)
!726 = !DILocation(line: 121, column: 29, scope: !632)
!727 = !DILocation(line: 120, column: 31, scope: !632)
!728 = !DILocation(line: 121, column: 41, scope: !632)
!729 = !DILocation(line: 121, column: 48, scope: !632)
!730 = !DILocation(line: 121, column: 17, scope: !632)
!731 = !DILocation(line: 122, column: 9, scope: !632)
!732 = !DILocation(line: 60, column: 26, scope: !680, inlinedAt: !710)
!733 = !DILocation(line: 60, column: 51, scope: !680, inlinedAt: !710)
!734 = !DILocation(line: 60, column: 12, scope: !680, inlinedAt: !710)
!735 = !DILocation(line: 123, column: 31, scope: !711)
!736 = !DILocation(line: 125, column: 15, scope: !737)
!737 = distinct !DILexicalBlock(scope: !629, file: !2, line: 125, column: 13)
!738 = !DILocation(line: 125, column: 13, scope: !629)
!739 = distinct !{!739, !668, !740, !367}
!740 = !DILocation(line: 132, column: 5, scope: !615)
!741 = !DILocation(line: 127, column: 9, scope: !629)
!742 = !DILocation(line: 127, column: 15, scope: !629)
!743 = !DILocation(line: 128, column: 9, scope: !629)
!744 = !DILocation(line: 128, column: 15, scope: !629)
!745 = !DILocation(line: 129, column: 20, scope: !629)
!746 = !DILocation(line: 129, column: 9, scope: !629)
!747 = !DILocation(line: 129, column: 24, scope: !629)
!748 = !DILocation(line: 130, column: 20, scope: !629)
!749 = !DILocation(line: 130, column: 9, scope: !629)
!750 = !DILocation(line: 130, column: 24, scope: !629)
!751 = !DILocation(line: 131, column: 10, scope: !629)
!752 = !DILocation(line: 116, column: 14, scope: !615)
!753 = !DILocation(line: 0, scope: !680, inlinedAt: !698)
!754 = !DILocation(line: 133, column: 10, scope: !615)
!755 = !DILocation(line: 0, scope: !635)
!756 = !DILocation(line: 135, column: 24, scope: !757)
!757 = distinct !DILexicalBlock(scope: !635, file: !2, line: 135, column: 5)
!758 = !DILocation(line: 135, column: 5, scope: !635)
!759 = !DILocation(line: 136, column: 28, scope: !757)
!760 = !DILocation(line: 136, column: 20, scope: !757)
!761 = !DILocation(line: 136, column: 9, scope: !757)
!762 = !DILocation(line: 136, column: 25, scope: !757)
!763 = distinct !{!763, !764}
!764 = !{!"llvm.loop.unroll.disable"}
!765 = !DILocation(line: 0, scope: !637)
!766 = !DILocation(line: 137, column: 5, scope: !637)
!767 = distinct !{!767, !758, !768, !367}
!768 = !DILocation(line: 136, column: 38, scope: !635)
!769 = !DILocation(line: 142, column: 5, scope: !615)
!770 = !DILocation(line: 143, column: 5, scope: !615)
!771 = !DILocation(line: 144, column: 5, scope: !615)
!772 = !DILocation(line: 138, column: 21, scope: !639)
!773 = !DILocation(line: 0, scope: !639)
!774 = !DILocation(line: 138, column: 32, scope: !639)
!775 = !DILocation(line: 139, column: 16, scope: !639)
!776 = !DILocation(line: 139, column: 30, scope: !639)
!777 = !DILocation(line: 139, column: 37, scope: !639)
!778 = !DILocation(line: 139, column: 9, scope: !639)
!779 = !DILocation(line: 139, column: 41, scope: !639)
!780 = !DILocation(line: 140, column: 16, scope: !639)
!781 = !DILocation(line: 140, column: 30, scope: !639)
!782 = !DILocation(line: 140, column: 37, scope: !639)
!783 = !DILocation(line: 140, column: 9, scope: !639)
!784 = !DILocation(line: 140, column: 41, scope: !639)
!785 = !DILocation(line: 137, column: 30, scope: !640)
!786 = !DILocation(line: 137, column: 24, scope: !640)
!787 = distinct !{!787, !766, !788, !367}
!788 = !DILocation(line: 141, column: 5, scope: !637)
!789 = !DILocation(line: 146, column: 1, scope: !615)
!790 = !DISubprogram(name: "free", scope: !529, file: !529, line: 568, type: !791, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!791 = !DISubroutineType(types: !792)
!792 = !{null, !66}
!793 = !DILocation(line: 0, scope: !414)
!794 = !DILocation(line: 156, column: 18, scope: !414)
!795 = !DILocation(line: 159, column: 5, scope: !414)
!796 = !DILocation(line: 159, column: 15, scope: !414)
!797 = !DILocation(line: 160, column: 19, scope: !414)
!798 = !DILocation(line: 161, column: 5, scope: !414)
!799 = !DILocation(line: 0, scope: !428)
!800 = !DILocation(line: 165, column: 9, scope: !428)
!801 = !DILocation(line: 160, column: 15, scope: !414)
!802 = !DILocation(line: 165, column: 21, scope: !428)
!803 = distinct !{!803, !800, !804, !367}
!804 = !DILocation(line: 177, column: 9, scope: !428)
!805 = !DILocation(line: 166, column: 35, scope: !432)
!806 = !DILocation(line: 166, column: 25, scope: !432)
!807 = !DILocation(line: 0, scope: !432)
!808 = !DILocation(line: 167, column: 17, scope: !432)
!809 = !DILocation(line: 169, column: 18, scope: !432)
!810 = !DILocation(line: 170, column: 27, scope: !434)
!811 = !DILocation(line: 0, scope: !434)
!812 = !DILocation(line: 170, column: 42, scope: !437)
!813 = !DILocation(line: 170, column: 13, scope: !434)
!814 = !DILocation(line: 171, column: 29, scope: !436)
!815 = !DILocation(line: 0, scope: !436)
!816 = !DILocation(line: 172, column: 21, scope: !465)
!817 = !DILocation(line: 172, column: 29, scope: !465)
!818 = !DILocation(line: 172, column: 21, scope: !436)
!819 = !DILocation(line: 174, column: 27, scope: !436)
!820 = !DILocation(line: 174, column: 35, scope: !436)
!821 = !DILocation(line: 174, column: 25, scope: !436)
!822 = !DILocation(line: 175, column: 27, scope: !436)
!823 = !DILocation(line: 175, column: 17, scope: !436)
!824 = !DILocation(line: 175, column: 31, scope: !436)
!825 = !DILocation(line: 176, column: 13, scope: !437)
!826 = !DILocation(line: 170, column: 62, scope: !437)
!827 = distinct !{!827, !813, !828, !367}
!828 = !DILocation(line: 176, column: 13, scope: !434)
!829 = !DILocation(line: 178, column: 13, scope: !428)
!830 = !DILocation(line: 179, column: 13, scope: !831)
!831 = distinct !DILexicalBlock(scope: !428, file: !2, line: 178, column: 13)
!832 = !DILocation(line: 179, column: 37, scope: !831)
!833 = !DILocation(line: 180, column: 19, scope: !428)
!834 = !DILocation(line: 181, column: 21, scope: !428)
!835 = !DILocation(line: 161, column: 17, scope: !414)
!836 = distinct !{!836, !798, !837, !367}
!837 = !DILocation(line: 183, column: 5, scope: !414)
!838 = !DILocation(line: 156, column: 24, scope: !414)
!839 = !{!383, !166, i64 8}
!840 = !DILocation(line: 182, column: 22, scope: !428)
!841 = !DILocation(line: 185, column: 1, scope: !414)
!842 = !DISubprogram(name: "printf", scope: !560, file: !560, line: 356, type: !843, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!843 = !DISubroutineType(types: !844)
!844 = !{!77, !532, null}
