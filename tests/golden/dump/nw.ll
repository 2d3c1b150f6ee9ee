; ModuleID = 'nw'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rng_t = type { i64 }

@.str = private unnamed_addr constant [3 x i8] c"nw\00", align 1, !dbg !0
@stderr = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [19 x i8] c"nw: out of memory\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [39 x i8] c"nw: inconsistent matrix at (%ld, %ld)\0A\00", align 1, !dbg !12
@RESIDUES = internal constant [21 x i8] c"ARNDCQEGHILKMFPSTWYV\00", align 16, !dbg !17
@.str.3 = private unnamed_addr constant [45 x i8] c"nw: |A| = %ld, |B| = %ld, seed %ld, gap %ld\0A\00", align 1, !dbg !36
@.str.4 = private unnamed_addr constant [30 x i8] c"score: %d (rescored %ld, %s)\0A\00", align 1, !dbg !41
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !46
@.str.6 = private unnamed_addr constant [9 x i8] c"MISMATCH\00", align 1, !dbg !48
@.str.7 = private unnamed_addr constant [98 x i8] c"alignment length %ld: %ld matches, %ld mismatches, %ld gaps in A, %ld gaps in B, longest gap %ld\0A\00", align 1, !dbg !53
@.str.8 = private unnamed_addr constant [18 x i8] c"identity: %.2f%%\0A\00", align 1, !dbg !58
@.str.9 = private unnamed_addr constant [41 x i8] c"checksums: traceback %08x last row %08x\0A\00", align 1, !dbg !63
@.str.10 = private unnamed_addr constant [9 x i8] c"A: %.*s\0A\00", align 1, !dbg !68
@.str.11 = private unnamed_addr constant [9 x i8] c"B: %.*s\0A\00", align 1, !dbg !70
@.str.12 = private unnamed_addr constant [143 x i8] c"usage: %s LEN_A LEN_B SEED GAP\0A  LEN_A, LEN_B in [%ld, %ld], (LEN_A+1)*(LEN_B+1) <= %ld,\0A  SEED in [0, 4294967295], GAP (penalty) in [1, %ld]\0A\00", align 1, !dbg !72
@CLASS = internal unnamed_addr constant [20 x i32] [i32 0, i32 2, i32 1, i32 1, i32 5, i32 1, i32 1, i32 6, i32 2, i32 3, i32 3, i32 2, i32 3, i32 4, i32 6, i32 0, i32 0, i32 4, i32 4, i32 3], align 16, !dbg !77

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !95 {
  %3 = alloca ptr, align 8, !DIAssignID !176
  %4 = alloca ptr, align 8, !DIAssignID !177
  %5 = alloca ptr, align 8, !DIAssignID !178
  %6 = alloca ptr, align 8, !DIAssignID !179
  %7 = alloca [20 x [20 x i32]], align 16, !DIAssignID !180
    #dbg_assign(i1 undef, !108, !DIExpression(), !180, ptr %7, !DIExpression(), !181)
  %8 = alloca %struct.rng_t, align 8, !DIAssignID !182
    #dbg_assign(i1 undef, !111, !DIExpression(), !182, ptr %8, !DIExpression(), !181)
    #dbg_value(i32 %0, !101, !DIExpression(), !181)
    #dbg_value(ptr %1, !102, !DIExpression(), !181)
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %7) #12, !dbg !183
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #12, !dbg !184
  %9 = icmp eq i32 %0, 5, !dbg !185
  br i1 %9, label %10, label %100, !dbg !187

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !188
  %12 = load ptr, ptr %11, align 8, !dbg !188, !tbaa !189
    #dbg_assign(i1 undef, !193, !DIExpression(), !179, ptr %6, !DIExpression(), !204)
    #dbg_value(ptr %12, !199, !DIExpression(), !204)
    #dbg_value(i64 1, !200, !DIExpression(), !204)
    #dbg_value(i64 20000, !201, !DIExpression(), !204)
    #dbg_value(ptr undef, !202, !DIExpression(), !204)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #12, !dbg !206
  store ptr null, ptr %6, align 8, !dbg !207, !tbaa !189, !DIAssignID !208
    #dbg_assign(ptr null, !193, !DIExpression(), !208, ptr %6, !DIExpression(), !204)
  %13 = icmp eq ptr %12, null, !dbg !209
  br i1 %13, label %31, label %14, !dbg !211

14:                                               ; preds = %10
  %15 = load i8, ptr %12, align 1, !dbg !212, !tbaa !213
  %16 = icmp eq i8 %15, 0, !dbg !214
  br i1 %16, label %31, label %17, !dbg !215

17:                                               ; preds = %14
  %18 = tail call ptr @__errno_location() #13, !dbg !216
  store i32 0, ptr %18, align 4, !dbg !217, !tbaa !218
  %19 = call i64 @strtol(ptr noundef nonnull %12, ptr noundef nonnull %6, i32 noundef 10) #12, !dbg !220
    #dbg_value(i64 %19, !203, !DIExpression(), !204)
  %20 = load i32, ptr %18, align 4, !dbg !221, !tbaa !218
  %21 = icmp eq i32 %20, 0, !dbg !223
  br i1 %21, label %22, label %31, !dbg !224

22:                                               ; preds = %17
  %23 = load ptr, ptr %6, align 8, !dbg !225, !tbaa !189
  %24 = icmp eq ptr %23, %12, !dbg !226
  br i1 %24, label %31, label %25, !dbg !227

25:                                               ; preds = %22
  %26 = load i8, ptr %23, align 1, !dbg !228, !tbaa !213
  %27 = icmp ne i8 %26, 0, !dbg !229
  %28 = add i64 %19, -20001, !dbg !230
  %29 = icmp ult i64 %28, -20000, !dbg !230
  %30 = select i1 %27, i1 true, i1 %29, !dbg !230
  br i1 %30, label %31, label %32, !dbg !230

31:                                               ; preds = %14, %10, %25, %22, %17
    #dbg_value(i64 poison, !103, !DIExpression(), !181)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #12, !dbg !231
  br label %102, !dbg !232

32:                                               ; preds = %25
    #dbg_value(i64 %19, !103, !DIExpression(), !181)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #12, !dbg !231
  %33 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !233
  %34 = load ptr, ptr %33, align 8, !dbg !233, !tbaa !189
    #dbg_assign(i1 undef, !193, !DIExpression(), !178, ptr %5, !DIExpression(), !234)
    #dbg_value(ptr %34, !199, !DIExpression(), !234)
    #dbg_value(i64 1, !200, !DIExpression(), !234)
    #dbg_value(i64 20000, !201, !DIExpression(), !234)
    #dbg_value(ptr undef, !202, !DIExpression(), !234)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #12, !dbg !236
  store ptr null, ptr %5, align 8, !dbg !237, !tbaa !189, !DIAssignID !238
    #dbg_assign(ptr null, !193, !DIExpression(), !238, ptr %5, !DIExpression(), !234)
  %35 = icmp eq ptr %34, null, !dbg !239
  br i1 %35, label %52, label %36, !dbg !240

36:                                               ; preds = %32
  %37 = load i8, ptr %34, align 1, !dbg !241, !tbaa !213
  %38 = icmp eq i8 %37, 0, !dbg !242
  br i1 %38, label %52, label %39, !dbg !243

39:                                               ; preds = %36
  store i32 0, ptr %18, align 4, !dbg !244, !tbaa !218
  %40 = call i64 @strtol(ptr noundef nonnull %34, ptr noundef nonnull %5, i32 noundef 10) #12, !dbg !245
    #dbg_value(i64 %40, !203, !DIExpression(), !234)
  %41 = load i32, ptr %18, align 4, !dbg !246, !tbaa !218
  %42 = icmp eq i32 %41, 0, !dbg !247
  br i1 %42, label %43, label %52, !dbg !248

43:                                               ; preds = %39
  %44 = load ptr, ptr %5, align 8, !dbg !249, !tbaa !189
  %45 = icmp eq ptr %44, %34, !dbg !250
  br i1 %45, label %52, label %46, !dbg !251

46:                                               ; preds = %43
  %47 = load i8, ptr %44, align 1, !dbg !252, !tbaa !213
  %48 = icmp ne i8 %47, 0, !dbg !253
  %49 = add i64 %40, -20001, !dbg !254
  %50 = icmp ult i64 %49, -20000, !dbg !254
  %51 = select i1 %48, i1 true, i1 %50, !dbg !254
  br i1 %51, label %52, label %53, !dbg !254

52:                                               ; preds = %36, %32, %46, %43, %39
    #dbg_value(i64 poison, !105, !DIExpression(), !181)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12, !dbg !255
  br label %102, !dbg !256

53:                                               ; preds = %46
    #dbg_value(i64 %40, !105, !DIExpression(), !181)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #12, !dbg !255
  %54 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !257
  %55 = load ptr, ptr %54, align 8, !dbg !257, !tbaa !189
    #dbg_assign(i1 undef, !193, !DIExpression(), !177, ptr %4, !DIExpression(), !258)
    #dbg_value(ptr %55, !199, !DIExpression(), !258)
    #dbg_value(i64 0, !200, !DIExpression(), !258)
    #dbg_value(i64 4294967295, !201, !DIExpression(), !258)
    #dbg_value(ptr undef, !202, !DIExpression(), !258)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12, !dbg !260
  store ptr null, ptr %4, align 8, !dbg !261, !tbaa !189, !DIAssignID !262
    #dbg_assign(ptr null, !193, !DIExpression(), !262, ptr %4, !DIExpression(), !258)
  %56 = icmp eq ptr %55, null, !dbg !263
  br i1 %56, label %72, label %57, !dbg !264

57:                                               ; preds = %53
  %58 = load i8, ptr %55, align 1, !dbg !265, !tbaa !213
  %59 = icmp eq i8 %58, 0, !dbg !266
  br i1 %59, label %72, label %60, !dbg !267

60:                                               ; preds = %57
  store i32 0, ptr %18, align 4, !dbg !268, !tbaa !218
  %61 = call i64 @strtol(ptr noundef nonnull %55, ptr noundef nonnull %4, i32 noundef 10) #12, !dbg !269
    #dbg_value(i64 %61, !203, !DIExpression(), !258)
  %62 = load i32, ptr %18, align 4, !dbg !270, !tbaa !218
  %63 = icmp eq i32 %62, 0, !dbg !271
  br i1 %63, label %64, label %72, !dbg !272

64:                                               ; preds = %60
  %65 = load ptr, ptr %4, align 8, !dbg !273, !tbaa !189
  %66 = icmp eq ptr %65, %55, !dbg !274
  br i1 %66, label %72, label %67, !dbg !275

67:                                               ; preds = %64
  %68 = load i8, ptr %65, align 1, !dbg !276, !tbaa !213
  %69 = icmp ne i8 %68, 0, !dbg !277
  %70 = icmp ugt i64 %61, 4294967295, !dbg !278
  %71 = select i1 %69, i1 true, i1 %70, !dbg !278
  br i1 %71, label %72, label %73, !dbg !278

72:                                               ; preds = %57, %53, %67, %64, %60
    #dbg_value(i64 poison, !106, !DIExpression(), !181)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !279
  br label %102, !dbg !280

73:                                               ; preds = %67
    #dbg_value(i64 %61, !106, !DIExpression(), !181)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12, !dbg !279
  %74 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !281
  %75 = load ptr, ptr %74, align 8, !dbg !281, !tbaa !189
    #dbg_assign(i1 undef, !193, !DIExpression(), !176, ptr %3, !DIExpression(), !282)
    #dbg_value(ptr %75, !199, !DIExpression(), !282)
    #dbg_value(i64 1, !200, !DIExpression(), !282)
    #dbg_value(i64 50, !201, !DIExpression(), !282)
    #dbg_value(ptr undef, !202, !DIExpression(), !282)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !284
  store ptr null, ptr %3, align 8, !dbg !285, !tbaa !189, !DIAssignID !286
    #dbg_assign(ptr null, !193, !DIExpression(), !286, ptr %3, !DIExpression(), !282)
  %76 = icmp eq ptr %75, null, !dbg !287
  br i1 %76, label %93, label %77, !dbg !288

77:                                               ; preds = %73
  %78 = load i8, ptr %75, align 1, !dbg !289, !tbaa !213
  %79 = icmp eq i8 %78, 0, !dbg !290
  br i1 %79, label %93, label %80, !dbg !291

80:                                               ; preds = %77
  store i32 0, ptr %18, align 4, !dbg !292, !tbaa !218
  %81 = call i64 @strtol(ptr noundef nonnull %75, ptr noundef nonnull %3, i32 noundef 10) #12, !dbg !293
    #dbg_value(i64 %81, !203, !DIExpression(), !282)
  %82 = load i32, ptr %18, align 4, !dbg !294, !tbaa !218
  %83 = icmp eq i32 %82, 0, !dbg !295
  br i1 %83, label %84, label %93, !dbg !296

84:                                               ; preds = %80
  %85 = load ptr, ptr %3, align 8, !dbg !297, !tbaa !189
  %86 = icmp eq ptr %85, %75, !dbg !298
  br i1 %86, label %93, label %87, !dbg !299

87:                                               ; preds = %84
  %88 = load i8, ptr %85, align 1, !dbg !300, !tbaa !213
  %89 = icmp ne i8 %88, 0, !dbg !301
  %90 = add i64 %81, -51, !dbg !302
  %91 = icmp ult i64 %90, -50, !dbg !302
  %92 = select i1 %89, i1 true, i1 %91, !dbg !302
  br i1 %92, label %93, label %94, !dbg !302

93:                                               ; preds = %77, %73, %87, %84, %80
    #dbg_value(i64 poison, !107, !DIExpression(), !181)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !303
  br label %102, !dbg !304

94:                                               ; preds = %87
    #dbg_value(i64 %81, !107, !DIExpression(), !181)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !303
  %95 = add nuw nsw i64 %40, 1, !dbg !305
  %96 = trunc nuw i64 %95 to i32, !dbg !306
  %97 = udiv i32 9000000, %96, !dbg !306
  %98 = zext nneg i32 %97 to i64, !dbg !306
  %99 = icmp ult i64 %19, %98, !dbg !307
  br i1 %99, label %108, label %102, !dbg !308

100:                                              ; preds = %2
  %101 = icmp sgt i32 %0, 0, !dbg !309
  br i1 %101, label %102, label %104, !dbg !311

102:                                              ; preds = %94, %31, %52, %72, %93, %100
  %103 = load ptr, ptr %1, align 8, !dbg !312, !tbaa !189
  br label %104, !dbg !311

104:                                              ; preds = %100, %102
  %105 = phi ptr [ %103, %102 ], [ @.str, %100 ], !dbg !311
    #dbg_value(ptr %105, !313, !DIExpression(), !318)
  %106 = load ptr, ptr @stderr, align 8, !dbg !320, !tbaa !189
  %107 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %106, ptr noundef nonnull @.str.12, ptr noundef %105, i64 noundef 1, i64 noundef 20000, i64 noundef 9000000, i64 noundef 50) #14, !dbg !321
  br label %564, !dbg !322

108:                                              ; preds = %94
    #dbg_value(i64 %95, !116, !DIExpression(), !181)
  %109 = tail call noalias ptr @calloc(i64 noundef %19, i64 noundef 1) #15, !dbg !323
    #dbg_value(ptr %109, !117, !DIExpression(), !181)
  %110 = tail call noalias ptr @calloc(i64 noundef %40, i64 noundef 1) #15, !dbg !324
    #dbg_value(ptr %110, !119, !DIExpression(), !181)
  %111 = add nuw nsw i64 %19, 1, !dbg !325
  %112 = mul nuw nsw i64 %95, %111, !dbg !326
  %113 = tail call noalias ptr @calloc(i64 noundef %112, i64 noundef 4) #15, !dbg !327
    #dbg_value(ptr %113, !120, !DIExpression(), !181)
  %114 = add nuw nsw i64 %111, %40, !dbg !328
  %115 = tail call noalias ptr @calloc(i64 noundef %114, i64 noundef 1) #15, !dbg !329
    #dbg_value(ptr %115, !122, !DIExpression(), !181)
  %116 = tail call noalias ptr @calloc(i64 noundef %114, i64 noundef 1) #15, !dbg !330
    #dbg_value(ptr %116, !123, !DIExpression(), !181)
  %117 = insertelement <4 x ptr> poison, ptr %109, i64 0, !dbg !331
  %118 = insertelement <4 x ptr> %117, ptr %110, i64 1, !dbg !331
  %119 = insertelement <4 x ptr> %118, ptr %113, i64 2, !dbg !331
  %120 = insertelement <4 x ptr> %119, ptr %115, i64 3, !dbg !331
  %121 = icmp ne ptr %116, null
  %122 = icmp eq <4 x ptr> %120, zeroinitializer, !dbg !333
  %123 = bitcast <4 x i1> %122 to i4, !dbg !333
  %124 = icmp eq i4 %123, 0, !dbg !333
  %125 = and i1 %124, %121, !dbg !333
  br i1 %125, label %129, label %126, !dbg !333

126:                                              ; preds = %108
  %127 = load ptr, ptr @stderr, align 8, !dbg !334, !tbaa !189
  %128 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 18, i64 1, ptr %127) #16, !dbg !336
  tail call void @free(ptr noundef %109) #12, !dbg !337
  tail call void @free(ptr noundef %110) #12, !dbg !338
  tail call void @free(ptr noundef %113) #12, !dbg !339
  tail call void @free(ptr noundef %115) #12, !dbg !340
  tail call void @free(ptr noundef %116) #12, !dbg !341
  br label %564, !dbg !342

129:                                              ; preds = %108
  call fastcc void @build_matrix(ptr noundef nonnull %7), !dbg !343
    #dbg_value(ptr %8, !344, !DIExpression(), !352)
    #dbg_value(i64 %61, !350, !DIExpression(), !352)
  %130 = add nuw nsw i64 %61, -7046029254386353131, !dbg !354
    #dbg_value(i64 %130, !351, !DIExpression(), !352)
  %131 = lshr i64 %130, 30, !dbg !355
  %132 = xor i64 %131, %130, !dbg !356
  %133 = mul i64 %132, -4658895280553007687, !dbg !357
    #dbg_value(i64 %133, !351, !DIExpression(), !352)
  %134 = lshr i64 %133, 27, !dbg !358
  %135 = xor i64 %134, %133, !dbg !359
  %136 = mul i64 %135, -7723592293110705685, !dbg !360
    #dbg_value(i64 %136, !351, !DIExpression(), !352)
  %137 = lshr i64 %136, 31, !dbg !361
  %138 = xor i64 %137, %136, !dbg !362
    #dbg_value(i64 %138, !351, !DIExpression(), !352)
  store i64 %138, ptr %8, align 8, !dbg !363, !tbaa !364, !DIAssignID !367
    #dbg_assign(i64 %138, !111, !DIExpression(), !367, ptr %8, !DIExpression(), !181)
  call fastcc void @make_sequences(ptr noundef nonnull %109, i64 noundef %19, ptr noundef nonnull %110, i64 noundef %40, ptr noundef nonnull %8), !dbg !368
    #dbg_value(i64 0, !124, !DIExpression(), !369)
  %139 = add nuw nsw i64 %19, 1, !dbg !370
  %140 = and i64 %139, 3, !dbg !370
  %141 = icmp ult i64 %19, 3, !dbg !370
  br i1 %141, label %173, label %142, !dbg !370

142:                                              ; preds = %129
  %143 = and i64 %139, 65532, !dbg !370
  br label %144, !dbg !370

144:                                              ; preds = %144, %142
  %145 = phi i64 [ 0, %142 ], [ %170, %144 ]
  %146 = phi i64 [ 0, %142 ], [ %171, %144 ]
    #dbg_value(i64 %145, !124, !DIExpression(), !369)
  %147 = mul nuw nsw i64 %145, %81, !dbg !371
  %148 = trunc i64 %147 to i32, !dbg !373
  %149 = sub nsw i32 0, %148, !dbg !374
  %150 = mul nuw nsw i64 %145, %95, !dbg !375
  %151 = getelementptr inbounds i32, ptr %113, i64 %150, !dbg !376
  store i32 %149, ptr %151, align 4, !dbg !377, !tbaa !218
  %152 = or disjoint i64 %145, 1, !dbg !378
    #dbg_value(i64 %152, !124, !DIExpression(), !369)
  %153 = mul nuw nsw i64 %152, %81, !dbg !371
  %154 = trunc i64 %153 to i32, !dbg !373
  %155 = sub nsw i32 0, %154, !dbg !374
  %156 = mul nuw nsw i64 %152, %95, !dbg !375
  %157 = getelementptr inbounds i32, ptr %113, i64 %156, !dbg !376
  store i32 %155, ptr %157, align 4, !dbg !377, !tbaa !218
  %158 = or disjoint i64 %145, 2, !dbg !378
    #dbg_value(i64 %158, !124, !DIExpression(), !369)
  %159 = mul nuw nsw i64 %158, %81, !dbg !371
  %160 = trunc i64 %159 to i32, !dbg !373
  %161 = sub nsw i32 0, %160, !dbg !374
  %162 = mul nuw nsw i64 %158, %95, !dbg !375
  %163 = getelementptr inbounds i32, ptr %113, i64 %162, !dbg !376
  store i32 %161, ptr %163, align 4, !dbg !377, !tbaa !218
  %164 = or disjoint i64 %145, 3, !dbg !378
    #dbg_value(i64 %164, !124, !DIExpression(), !369)
  %165 = mul nuw nsw i64 %164, %81, !dbg !371
  %166 = trunc i64 %165 to i32, !dbg !373
  %167 = sub nsw i32 0, %166, !dbg !374
  %168 = mul nuw nsw i64 %164, %95, !dbg !375
  %169 = getelementptr inbounds i32, ptr %113, i64 %168, !dbg !376
  store i32 %167, ptr %169, align 4, !dbg !377, !tbaa !218
  %170 = add nuw i64 %145, 4, !dbg !378
    #dbg_value(i64 %170, !124, !DIExpression(), !369)
  %171 = add i64 %146, 4, !dbg !370
  %172 = icmp eq i64 %171, %143, !dbg !370
  br i1 %172, label %173, label %144, !dbg !370, !llvm.loop !379

173:                                              ; preds = %144, %129
  %174 = phi i64 [ 0, %129 ], [ %170, %144 ]
  %175 = icmp eq i64 %140, 0, !dbg !370
  br i1 %175, label %187, label %176, !dbg !370

176:                                              ; preds = %173, %176
  %177 = phi i64 [ %184, %176 ], [ %174, %173 ]
  %178 = phi i64 [ %185, %176 ], [ 0, %173 ]
    #dbg_value(i64 %177, !124, !DIExpression(), !369)
  %179 = mul nuw nsw i64 %177, %81, !dbg !371
  %180 = trunc i64 %179 to i32, !dbg !373
  %181 = sub nsw i32 0, %180, !dbg !374
  %182 = mul nuw nsw i64 %177, %95, !dbg !375
  %183 = getelementptr inbounds i32, ptr %113, i64 %182, !dbg !376
  store i32 %181, ptr %183, align 4, !dbg !377, !tbaa !218
  %184 = add nuw i64 %177, 1, !dbg !378
    #dbg_value(i64 %184, !124, !DIExpression(), !369)
  %185 = add i64 %178, 1, !dbg !370
  %186 = icmp eq i64 %185, %140, !dbg !370
  br i1 %186, label %187, label %176, !dbg !370, !llvm.loop !382

187:                                              ; preds = %176, %173
  %188 = icmp ult i64 %40, 3, !dbg !384
  br i1 %188, label %189, label %191, !dbg !384

189:                                              ; preds = %205, %187
  %190 = phi i64 [ 0, %187 ], [ %192, %205 ]
  br label %223, !dbg !384

191:                                              ; preds = %187
  %192 = and i64 %95, 65532, !dbg !384
  %193 = insertelement <4 x i64> poison, i64 %81, i64 0, !dbg !384
  %194 = shufflevector <4 x i64> %193, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !384
  br label %195, !dbg !384

195:                                              ; preds = %195, %191
  %196 = phi i64 [ 0, %191 ], [ %202, %195 ], !dbg !385
  %197 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %191 ], [ %203, %195 ]
  %198 = mul nuw nsw <4 x i64> %197, %194, !dbg !387
  %199 = trunc <4 x i64> %198 to <4 x i32>, !dbg !388
  %200 = sub nsw <4 x i32> zeroinitializer, %199, !dbg !389
  %201 = getelementptr inbounds i32, ptr %113, i64 %196, !dbg !390
  store <4 x i32> %200, ptr %201, align 4, !dbg !391, !tbaa !218
  %202 = add nuw i64 %196, 4, !dbg !385
  %203 = add <4 x i64> %197, <i64 4, i64 4, i64 4, i64 4>
  %204 = icmp eq i64 %202, %192, !dbg !385
  br i1 %204, label %205, label %195, !dbg !385, !llvm.loop !392

205:                                              ; preds = %195
  %206 = icmp eq i64 %95, %192, !dbg !384
  br i1 %206, label %207, label %189, !dbg !384

207:                                              ; preds = %223, %205
  %208 = add nuw nsw i64 %19, 15, !dbg !396
  %209 = lshr i64 %208, 4, !dbg !397
    #dbg_value(i64 %209, !128, !DIExpression(), !181)
  %210 = add nuw nsw i64 %40, 15, !dbg !398
  %211 = lshr i64 %210, 4, !dbg !399
    #dbg_value(i64 %211, !129, !DIExpression(), !181)
    #dbg_value(i64 0, !130, !DIExpression(), !400)
  %212 = add nsw i64 %209, -1
  %213 = add nsw i64 %212, %211
  %214 = icmp sgt i64 %213, 0, !dbg !401
  br i1 %214, label %215, label %231, !dbg !402

215:                                              ; preds = %207
  %216 = trunc nuw i64 %81 to i32
  %217 = getelementptr i8, ptr %109, i64 -1
  %218 = xor i64 %40, -1
  %219 = shl nuw nsw i64 %95, 2, !dbg !403
  %220 = shl nuw nsw i64 %40, 6, !dbg !404
  %221 = shl nuw nsw i64 %40, 2, !dbg !402
  %222 = add nuw nsw i64 %221, 4, !dbg !402
  br label %242, !dbg !402

223:                                              ; preds = %189, %223
  %224 = phi i64 [ %229, %223 ], [ %190, %189 ]
    #dbg_value(i64 %224, !126, !DIExpression(), !405)
  %225 = mul nuw nsw i64 %224, %81, !dbg !387
  %226 = trunc i64 %225 to i32, !dbg !388
  %227 = sub nsw i32 0, %226, !dbg !389
  %228 = getelementptr inbounds i32, ptr %113, i64 %224, !dbg !390
  store i32 %227, ptr %228, align 4, !dbg !391, !tbaa !218
  %229 = add nuw i64 %224, 1, !dbg !385
    #dbg_value(i64 %229, !126, !DIExpression(), !405)
  %230 = icmp eq i64 %224, %40, !dbg !406
  br i1 %230, label %207, label %223, !dbg !384, !llvm.loop !407

231:                                              ; preds = %260, %207
  %232 = mul nuw nsw i64 %95, %19, !dbg !408
  %233 = getelementptr i32, ptr %113, i64 %232, !dbg !409
  %234 = getelementptr i32, ptr %233, i64 %40, !dbg !409
  %235 = load i32, ptr %234, align 4, !dbg !409, !tbaa !218
    #dbg_value(i32 %235, !145, !DIExpression(), !181)
    #dbg_value(i64 %19, !146, !DIExpression(), !181)
    #dbg_value(i64 %40, !147, !DIExpression(), !181)
    #dbg_value(i64 0, !148, !DIExpression(), !181)
    #dbg_value(i64 0, !149, !DIExpression(), !181)
    #dbg_value(i64 0, !150, !DIExpression(), !181)
    #dbg_value(i64 0, !151, !DIExpression(), !181)
    #dbg_value(i64 0, !152, !DIExpression(), !181)
    #dbg_value(i64 0, !153, !DIExpression(), !181)
    #dbg_value(i64 0, !154, !DIExpression(), !181)
    #dbg_value(i32 -2128831035, !155, !DIExpression(), !181)
  %236 = getelementptr i8, ptr %110, i64 -1, !dbg !410
  %237 = icmp sgt i64 %19, 0, !dbg !411
  %238 = icmp sgt i64 %40, 0, !dbg !412
  %239 = select i1 %237, i1 true, i1 %238, !dbg !412
  br i1 %239, label %240, label %489, !dbg !410

240:                                              ; preds = %231
  %241 = trunc nuw i64 %81 to i32
  br label %323, !dbg !410

242:                                              ; preds = %215, %260
  %243 = phi i64 [ 0, %215 ], [ %261, %260 ]
  %244 = shl nuw nsw i64 %243, 6, !dbg !403
  %245 = add nsw i64 %244, -64, !dbg !403
    #dbg_value(i64 %243, !130, !DIExpression(), !400)
  %246 = sub nsw i64 %243, %211, !dbg !403
  %247 = tail call i64 @llvm.smax.i64(i64 %246, i64 -1), !dbg !403
  %248 = shl nsw i64 %247, 4, !dbg !403
  %249 = add nsw i64 %248, 17, !dbg !403
  %250 = mul i64 %219, %249, !dbg !403
  %251 = add i64 %245, %250, !dbg !403
  %252 = shl nsw i64 %247, 6, !dbg !403
  %253 = sub i64 %251, %252, !dbg !403
  %254 = sub nsw i64 %243, %211, !dbg !403
  %255 = tail call i64 @llvm.smax.i64(i64 %254, i64 -1), !dbg !413
    #dbg_value(i64 %255, !132, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !414)
  %256 = tail call i64 @llvm.smin.i64(i64 %243, i64 %212), !dbg !415
    #dbg_value(i64 %256, !135, !DIExpression(), !414)
    #dbg_value(i64 %255, !136, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !416)
  %257 = icmp slt i64 %255, %256, !dbg !417
  br i1 %257, label %258, label %260, !dbg !418

258:                                              ; preds = %242
  %259 = getelementptr i8, ptr %113, i64 %253
  br label %263, !dbg !418

260:                                              ; preds = %320, %242
  %261 = add nuw nsw i64 %243, 1, !dbg !419
    #dbg_value(i64 %261, !130, !DIExpression(), !400)
  %262 = icmp eq i64 %261, %213, !dbg !401
  br i1 %262, label %231, label %242, !dbg !402, !llvm.loop !420

263:                                              ; preds = %258, %320
  %264 = phi i64 [ %322, %320 ], [ 0, %258 ]
  %265 = phi i64 [ %267, %320 ], [ %255, %258 ]
  %266 = mul i64 %220, %264, !dbg !404
    #dbg_value(i64 %265, !136, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !416)
  %267 = add nsw i64 %265, 1, !dbg !404
    #dbg_value(i64 %267, !136, !DIExpression(), !416)
  %268 = sub nsw i64 %243, %267, !dbg !422
    #dbg_value(i64 %268, !138, !DIExpression(), !423)
  %269 = shl nsw i64 %267, 4, !dbg !424
  %270 = or disjoint i64 %269, 1, !dbg !425
    #dbg_value(i64 %270, !141, !DIExpression(), !423)
  %271 = shl nsw i64 %268, 4, !dbg !426
  %272 = or disjoint i64 %271, 1, !dbg !427
    #dbg_value(i64 %272, !142, !DIExpression(), !423)
  %273 = add nsw i64 %269, 17, !dbg !428
  %274 = tail call i64 @llvm.smin.i64(i64 %273, i64 %111), !dbg !429
    #dbg_value(i64 %274, !143, !DIExpression(), !423)
  %275 = add nsw i64 %271, 17, !dbg !430
  %276 = tail call i64 @llvm.smin.i64(i64 %275, i64 %95), !dbg !431
    #dbg_value(i64 %276, !144, !DIExpression(), !423)
    #dbg_value(ptr %113, !432, !DIExpression(), !460)
    #dbg_value(i64 %95, !441, !DIExpression(), !460)
    #dbg_value(ptr %109, !442, !DIExpression(), !460)
    #dbg_value(ptr %110, !443, !DIExpression(), !460)
    #dbg_value(ptr %7, !444, !DIExpression(), !460)
    #dbg_value(i32 %216, !445, !DIExpression(), !460)
    #dbg_value(i64 %270, !446, !DIExpression(), !460)
    #dbg_value(i64 %274, !447, !DIExpression(), !460)
    #dbg_value(i64 %272, !448, !DIExpression(), !460)
    #dbg_value(i64 %276, !449, !DIExpression(), !460)
    #dbg_value(i64 %270, !450, !DIExpression(), !462)
  %277 = icmp slt i64 %270, %274, !dbg !463
  br i1 %277, label %278, label %320, !dbg !464

278:                                              ; preds = %263
  %279 = icmp slt i64 %272, %276
  %280 = getelementptr i8, ptr %259, i64 %266
  br label %281, !dbg !464

281:                                              ; preds = %295, %278
  %282 = phi i64 [ %298, %295 ], [ 0, %278 ]
  %283 = phi i64 [ %296, %295 ], [ %270, %278 ]
    #dbg_value(i64 %283, !450, !DIExpression(), !462)
  %284 = mul nsw i64 %283, %95, !dbg !465
  %285 = getelementptr inbounds i32, ptr %113, i64 %284, !dbg !466
    #dbg_value(ptr %285, !452, !DIExpression(), !467)
  %286 = getelementptr inbounds i32, ptr %285, i64 %218, !dbg !468
    #dbg_value(ptr %286, !455, !DIExpression(), !467)
  %287 = getelementptr i8, ptr %217, i64 %283, !dbg !469
  %288 = load i8, ptr %287, align 1, !dbg !469, !tbaa !213
  %289 = zext i8 %288 to i64, !dbg !470
  %290 = getelementptr inbounds [20 x i32], ptr %7, i64 %289, !dbg !470
    #dbg_value(ptr %290, !457, !DIExpression(), !467)
    #dbg_value(i64 %272, !458, !DIExpression(), !471)
  br i1 %279, label %291, label %295, !dbg !472

291:                                              ; preds = %281
  %292 = mul i64 %222, %282, !dbg !465
  %293 = getelementptr i8, ptr %280, i64 %292, !dbg !465
  %294 = load i32, ptr %293, align 4
  br label %299, !dbg !472

295:                                              ; preds = %299, %281
  %296 = add nsw i64 %283, 1, !dbg !473
    #dbg_value(i64 %296, !450, !DIExpression(), !462)
  %297 = icmp eq i64 %296, %274, !dbg !463
  %298 = add i64 %282, 1, !dbg !464
  br i1 %297, label %320, label %281, !dbg !464, !llvm.loop !474

299:                                              ; preds = %291, %299
  %300 = phi i32 [ %294, %291 ], [ %316, %299 ], !dbg !476
  %301 = phi i64 [ %272, %291 ], [ %318, %299 ]
    #dbg_value(i64 %301, !458, !DIExpression(), !471)
  %302 = add nsw i64 %301, -1, !dbg !478
  %303 = getelementptr inbounds i32, ptr %286, i64 %302, !dbg !479
  %304 = load i32, ptr %303, align 4, !dbg !479, !tbaa !218
  %305 = getelementptr inbounds i8, ptr %110, i64 %302, !dbg !480
  %306 = load i8, ptr %305, align 1, !dbg !480, !tbaa !213
  %307 = zext i8 %306 to i64, !dbg !481
  %308 = getelementptr inbounds i32, ptr %290, i64 %307, !dbg !481
  %309 = load i32, ptr %308, align 4, !dbg !481, !tbaa !218
  %310 = add nsw i32 %309, %304, !dbg !482
  %311 = getelementptr inbounds i32, ptr %286, i64 %301, !dbg !483
  %312 = load i32, ptr %311, align 4, !dbg !483, !tbaa !218
  %313 = sub nsw i32 %312, %216, !dbg !484
  %314 = sub nsw i32 %300, %216, !dbg !485
    #dbg_value(i32 %310, !486, !DIExpression(), !494)
    #dbg_value(i32 %313, !491, !DIExpression(), !494)
    #dbg_value(i32 %314, !492, !DIExpression(), !494)
  %315 = tail call i32 @llvm.smax.i32(i32 %310, i32 %313), !dbg !496
    #dbg_value(i32 %315, !493, !DIExpression(), !494)
  %316 = tail call noundef i32 @llvm.smax.i32(i32 %315, i32 %314), !dbg !497
  %317 = getelementptr inbounds i32, ptr %285, i64 %301, !dbg !498
  store i32 %316, ptr %317, align 4, !dbg !499, !tbaa !218
  %318 = add nsw i64 %301, 1, !dbg !500
    #dbg_value(i64 %318, !458, !DIExpression(), !471)
  %319 = icmp eq i64 %318, %276, !dbg !501
  br i1 %319, label %295, label %299, !dbg !472, !llvm.loop !502

320:                                              ; preds = %295, %263
    #dbg_value(i64 %267, !136, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !416)
  %321 = icmp slt i64 %267, %256, !dbg !417
  %322 = add i64 %264, 1, !dbg !418
  br i1 %321, label %263, label %260, !dbg !418, !llvm.loop !504

323:                                              ; preds = %240, %414
  %324 = phi i1 [ %238, %240 ], [ %428, %414 ]
  %325 = phi i1 [ %237, %240 ], [ %427, %414 ]
  %326 = phi i32 [ -2128831035, %240 ], [ %425, %414 ]
  %327 = phi i64 [ 0, %240 ], [ %422, %414 ]
  %328 = phi i64 [ 0, %240 ], [ %423, %414 ]
  %329 = phi i64 [ 0, %240 ], [ %421, %414 ]
  %330 = phi i64 [ 0, %240 ], [ %420, %414 ]
  %331 = phi i64 [ 0, %240 ], [ %419, %414 ]
  %332 = phi i64 [ 0, %240 ], [ %418, %414 ]
  %333 = phi i64 [ 0, %240 ], [ %426, %414 ]
  %334 = phi i64 [ %40, %240 ], [ %417, %414 ]
  %335 = phi i64 [ %19, %240 ], [ %416, %414 ]
    #dbg_value(i32 %326, !155, !DIExpression(), !181)
    #dbg_value(i64 %327, !154, !DIExpression(), !181)
    #dbg_value(i64 %328, !153, !DIExpression(), !181)
    #dbg_value(i64 %329, !152, !DIExpression(), !181)
    #dbg_value(i64 %330, !151, !DIExpression(), !181)
    #dbg_value(i64 %331, !150, !DIExpression(), !181)
    #dbg_value(i64 %332, !149, !DIExpression(), !181)
    #dbg_value(i64 %333, !148, !DIExpression(), !181)
    #dbg_value(i64 %334, !147, !DIExpression(), !181)
    #dbg_value(i64 %335, !146, !DIExpression(), !181)
  %336 = mul nsw i64 %335, %95, !dbg !506
  %337 = getelementptr i32, ptr %113, i64 %336, !dbg !507
  %338 = getelementptr i32, ptr %337, i64 %334, !dbg !507
  %339 = load i32, ptr %338, align 4, !dbg !507, !tbaa !218
    #dbg_value(i32 %339, !156, !DIExpression(), !508)
  %340 = select i1 %325, i1 %324, i1 false, !dbg !509
  br i1 %340, label %341, label %358, !dbg !509

341:                                              ; preds = %323
  %342 = add nsw i64 %335, -1, !dbg !511
  %343 = mul nsw i64 %342, %95, !dbg !512
  %344 = getelementptr i32, ptr %113, i64 %343, !dbg !513
  %345 = getelementptr i32, ptr %344, i64 %334, !dbg !513
  %346 = getelementptr i8, ptr %345, i64 -4, !dbg !513
  %347 = load i32, ptr %346, align 4, !dbg !513, !tbaa !218
  %348 = getelementptr inbounds i8, ptr %109, i64 %342, !dbg !514
  %349 = load i8, ptr %348, align 1, !dbg !514, !tbaa !213
  %350 = zext i8 %349 to i64, !dbg !515
  %351 = getelementptr i8, ptr %236, i64 %334, !dbg !516
  %352 = load i8, ptr %351, align 1, !dbg !516, !tbaa !213
  %353 = zext i8 %352 to i64, !dbg !515
  %354 = getelementptr inbounds [20 x [20 x i32]], ptr %7, i64 0, i64 %350, i64 %353, !dbg !515
  %355 = load i32, ptr %354, align 4, !dbg !515, !tbaa !218
  %356 = add nsw i32 %355, %347, !dbg !517
  %357 = icmp eq i32 %339, %356, !dbg !518
  br i1 %357, label %379, label %362, !dbg !519

358:                                              ; preds = %323
  br i1 %325, label %359, label %370, !dbg !520

359:                                              ; preds = %358
  %360 = add nsw i64 %335, -1, !dbg !522
  %361 = mul nsw i64 %360, %95, !dbg !523
  br label %362, !dbg !520

362:                                              ; preds = %359, %341
  %363 = phi i64 [ %361, %359 ], [ %343, %341 ], !dbg !523
  %364 = phi i64 [ %360, %359 ], [ %342, %341 ], !dbg !522
  %365 = getelementptr i32, ptr %113, i64 %363, !dbg !524
  %366 = getelementptr i32, ptr %365, i64 %334, !dbg !524
  %367 = load i32, ptr %366, align 4, !dbg !524, !tbaa !218
  %368 = sub nsw i32 %367, %241, !dbg !525
  %369 = icmp eq i32 %339, %368, !dbg !526
  br i1 %369, label %393, label %370, !dbg !527

370:                                              ; preds = %362, %358
  br i1 %324, label %371, label %376, !dbg !528

371:                                              ; preds = %370
  %372 = getelementptr i8, ptr %338, i64 -4, !dbg !530
  %373 = load i32, ptr %372, align 4, !dbg !530, !tbaa !218
  %374 = sub nsw i32 %373, %241, !dbg !531
  %375 = icmp eq i32 %339, %374, !dbg !532
  br i1 %375, label %403, label %376, !dbg !533

376:                                              ; preds = %370, %371
  %377 = load ptr, ptr @stderr, align 8, !dbg !534, !tbaa !189
  %378 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %377, ptr noundef nonnull @.str.2, i64 noundef %335, i64 noundef %334) #14, !dbg !536
    #dbg_value(i32 %326, !155, !DIExpression(), !181)
    #dbg_value(i64 poison, !154, !DIExpression(), !181)
    #dbg_value(i64 %328, !153, !DIExpression(), !181)
    #dbg_value(i64 %329, !152, !DIExpression(), !181)
    #dbg_value(i64 %330, !151, !DIExpression(), !181)
    #dbg_value(i64 %331, !150, !DIExpression(), !181)
    #dbg_value(i64 %332, !149, !DIExpression(), !181)
    #dbg_value(i64 %333, !148, !DIExpression(), !181)
    #dbg_value(i64 poison, !147, !DIExpression(), !181)
    #dbg_value(i64 poison, !146, !DIExpression(), !181)
  br label %430

379:                                              ; preds = %341
    #dbg_value(i32 68, !158, !DIExpression(), !508)
    #dbg_value(i64 %342, !146, !DIExpression(), !181)
  %380 = add nsw i64 %334, -1, !dbg !537
    #dbg_value(i64 %380, !147, !DIExpression(), !181)
  %381 = getelementptr inbounds [21 x i8], ptr @RESIDUES, i64 0, i64 %350, !dbg !540
  %382 = load i8, ptr %381, align 1, !dbg !540, !tbaa !213
  %383 = getelementptr inbounds i8, ptr %115, i64 %333, !dbg !541
  store i8 %382, ptr %383, align 1, !dbg !542, !tbaa !213
  %384 = getelementptr inbounds [21 x i8], ptr @RESIDUES, i64 0, i64 %353, !dbg !543
  %385 = load i8, ptr %384, align 1, !dbg !543, !tbaa !213
  %386 = getelementptr inbounds i8, ptr %116, i64 %333, !dbg !544
  store i8 %385, ptr %386, align 1, !dbg !545, !tbaa !213
  %387 = icmp eq i8 %349, %352, !dbg !546
  %388 = zext i1 %387 to i64, !dbg !548
  %389 = add nsw i64 %332, %388, !dbg !548
  %390 = xor i1 %387, true, !dbg !548
  %391 = zext i1 %390 to i64, !dbg !548
  %392 = add nsw i64 %331, %391, !dbg !548
    #dbg_value(i64 %392, !150, !DIExpression(), !181)
    #dbg_value(i64 %389, !149, !DIExpression(), !181)
    #dbg_value(i64 0, !154, !DIExpression(), !181)
  br label %414, !dbg !549

393:                                              ; preds = %362
    #dbg_value(i32 85, !158, !DIExpression(), !508)
    #dbg_value(i64 %364, !146, !DIExpression(), !181)
  %394 = getelementptr inbounds i8, ptr %109, i64 %364, !dbg !550
  %395 = load i8, ptr %394, align 1, !dbg !550, !tbaa !213
  %396 = zext i8 %395 to i64, !dbg !553
  %397 = getelementptr inbounds [21 x i8], ptr @RESIDUES, i64 0, i64 %396, !dbg !553
  %398 = load i8, ptr %397, align 1, !dbg !553, !tbaa !213
  %399 = getelementptr inbounds i8, ptr %115, i64 %333, !dbg !554
  store i8 %398, ptr %399, align 1, !dbg !555, !tbaa !213
  %400 = getelementptr inbounds i8, ptr %116, i64 %333, !dbg !556
  store i8 45, ptr %400, align 1, !dbg !557, !tbaa !213
  %401 = add nsw i64 %329, 1, !dbg !558
    #dbg_value(i64 %401, !152, !DIExpression(), !181)
  %402 = add nsw i64 %327, 1, !dbg !559
    #dbg_value(i64 %402, !154, !DIExpression(), !181)
  br label %414, !dbg !560

403:                                              ; preds = %371
    #dbg_value(i32 76, !158, !DIExpression(), !508)
  %404 = add nsw i64 %334, -1, !dbg !561
    #dbg_value(i64 %404, !147, !DIExpression(), !181)
  %405 = getelementptr inbounds i8, ptr %115, i64 %333, !dbg !563
  store i8 45, ptr %405, align 1, !dbg !564, !tbaa !213
  %406 = getelementptr inbounds i8, ptr %110, i64 %404, !dbg !565
  %407 = load i8, ptr %406, align 1, !dbg !565, !tbaa !213
  %408 = zext i8 %407 to i64, !dbg !566
  %409 = getelementptr inbounds [21 x i8], ptr @RESIDUES, i64 0, i64 %408, !dbg !566
  %410 = load i8, ptr %409, align 1, !dbg !566, !tbaa !213
  %411 = getelementptr inbounds i8, ptr %116, i64 %333, !dbg !567
  store i8 %410, ptr %411, align 1, !dbg !568, !tbaa !213
  %412 = add nsw i64 %330, 1, !dbg !569
    #dbg_value(i64 %412, !151, !DIExpression(), !181)
  %413 = add nsw i64 %327, 1, !dbg !570
    #dbg_value(i64 %413, !154, !DIExpression(), !181)
  br label %414

414:                                              ; preds = %379, %403, %393
  %415 = phi i32 [ 68, %379 ], [ 85, %393 ], [ 76, %403 ]
  %416 = phi i64 [ %342, %379 ], [ %364, %393 ], [ %335, %403 ], !dbg !181
  %417 = phi i64 [ %380, %379 ], [ %334, %393 ], [ %404, %403 ], !dbg !181
  %418 = phi i64 [ %389, %379 ], [ %332, %393 ], [ %332, %403 ], !dbg !181
  %419 = phi i64 [ %392, %379 ], [ %331, %393 ], [ %331, %403 ], !dbg !571
  %420 = phi i64 [ %330, %379 ], [ %330, %393 ], [ %412, %403 ], !dbg !181
  %421 = phi i64 [ %329, %379 ], [ %401, %393 ], [ %329, %403 ], !dbg !181
  %422 = phi i64 [ 0, %379 ], [ %402, %393 ], [ %413, %403 ], !dbg !572
    #dbg_value(i64 %422, !154, !DIExpression(), !181)
    #dbg_value(i64 %421, !152, !DIExpression(), !181)
    #dbg_value(i64 %420, !151, !DIExpression(), !181)
    #dbg_value(i64 %419, !150, !DIExpression(), !181)
    #dbg_value(i64 %418, !149, !DIExpression(), !181)
    #dbg_value(i64 %417, !147, !DIExpression(), !181)
    #dbg_value(i64 %416, !146, !DIExpression(), !181)
  %423 = tail call i64 @llvm.smax.i64(i64 %422, i64 %328), !dbg !573
    #dbg_value(i64 %423, !153, !DIExpression(), !181)
  %424 = xor i32 %415, %326, !dbg !574
  %425 = mul i32 %424, 16777619, !dbg !575
    #dbg_value(i32 %425, !155, !DIExpression(), !181)
  %426 = add nuw nsw i64 %333, 1, !dbg !576
    #dbg_value(i64 %426, !148, !DIExpression(), !181)
  %427 = icmp sgt i64 %416, 0, !dbg !411
  %428 = icmp sgt i64 %417, 0, !dbg !412
  %429 = or i1 %427, %428, !dbg !412
  br i1 %429, label %323, label %430, !dbg !410

430:                                              ; preds = %414, %376
  %431 = phi i64 [ %333, %376 ], [ %426, %414 ]
  %432 = phi i64 [ %332, %376 ], [ %418, %414 ]
  %433 = phi i64 [ %331, %376 ], [ %419, %414 ]
  %434 = phi i64 [ %330, %376 ], [ %420, %414 ]
  %435 = phi i64 [ %329, %376 ], [ %421, %414 ]
  %436 = phi i64 [ %328, %376 ], [ %423, %414 ]
  %437 = phi i32 [ %326, %376 ], [ %425, %414 ]
    #dbg_value(i32 %437, !155, !DIExpression(), !181)
    #dbg_value(i64 %436, !153, !DIExpression(), !181)
    #dbg_value(i64 %435, !152, !DIExpression(), !181)
    #dbg_value(i64 %434, !151, !DIExpression(), !181)
    #dbg_value(i64 %433, !150, !DIExpression(), !181)
    #dbg_value(i64 %432, !149, !DIExpression(), !181)
    #dbg_value(i64 %431, !148, !DIExpression(), !181)
    #dbg_value(i64 0, !159, !DIExpression(), !577)
  %438 = lshr i64 %431, 1
  %439 = icmp ult i64 %431, 2, !dbg !578
  br i1 %439, label %440, label %442, !dbg !579

440:                                              ; preds = %442, %430
    #dbg_value(i64 0, !165, !DIExpression(), !580)
    #dbg_value(i64 0, !164, !DIExpression(), !181)
  %441 = icmp eq i64 %431, 0, !dbg !581
  br i1 %441, label %489, label %456, !dbg !582

442:                                              ; preds = %430, %442
  %443 = phi i64 [ %454, %442 ], [ 0, %430 ]
    #dbg_value(i64 %443, !159, !DIExpression(), !577)
  %444 = getelementptr inbounds i8, ptr %115, i64 %443, !dbg !583
  %445 = load i8, ptr %444, align 1, !dbg !583, !tbaa !213
    #dbg_value(i8 %445, !161, !DIExpression(), !584)
  %446 = xor i64 %443, -1, !dbg !585
  %447 = add nsw i64 %431, %446, !dbg !585
  %448 = getelementptr inbounds i8, ptr %115, i64 %447, !dbg !586
  %449 = load i8, ptr %448, align 1, !dbg !586, !tbaa !213
  store i8 %449, ptr %444, align 1, !dbg !587, !tbaa !213
  store i8 %445, ptr %448, align 1, !dbg !588, !tbaa !213
  %450 = getelementptr inbounds i8, ptr %116, i64 %443, !dbg !589
  %451 = load i8, ptr %450, align 1, !dbg !589, !tbaa !213
    #dbg_value(i8 %451, !161, !DIExpression(), !584)
  %452 = getelementptr inbounds i8, ptr %116, i64 %447, !dbg !590
  %453 = load i8, ptr %452, align 1, !dbg !590, !tbaa !213
  store i8 %453, ptr %450, align 1, !dbg !591, !tbaa !213
  store i8 %451, ptr %452, align 1, !dbg !592, !tbaa !213
  %454 = add nuw nsw i64 %443, 1, !dbg !593
    #dbg_value(i64 %454, !159, !DIExpression(), !577)
  %455 = icmp eq i64 %454, %438, !dbg !578
  br i1 %455, label %440, label %442, !dbg !579, !llvm.loop !594

456:                                              ; preds = %440, %485
  %457 = phi i64 [ %487, %485 ], [ 0, %440 ]
  %458 = phi i64 [ %486, %485 ], [ 0, %440 ]
    #dbg_value(i64 %457, !165, !DIExpression(), !580)
    #dbg_value(i64 %458, !164, !DIExpression(), !181)
  %459 = getelementptr inbounds i8, ptr %115, i64 %457, !dbg !596
  %460 = load i8, ptr %459, align 1, !dbg !596, !tbaa !213
  %461 = sext i8 %460 to i32, !dbg !596
  %462 = icmp eq i8 %460, 45, !dbg !598
  br i1 %462, label %467, label %463, !dbg !599

463:                                              ; preds = %456
  %464 = getelementptr inbounds i8, ptr %116, i64 %457, !dbg !600
  %465 = load i8, ptr %464, align 1, !dbg !600, !tbaa !213
  %466 = icmp eq i8 %465, 45, !dbg !601
  br i1 %466, label %467, label %469, !dbg !602

467:                                              ; preds = %463, %456
  %468 = sub nsw i64 %458, %81, !dbg !603
    #dbg_value(i64 %468, !164, !DIExpression(), !181)
  br label %485, !dbg !605

469:                                              ; preds = %463
  %470 = sext i8 %465 to i32, !dbg !600
  %471 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @RESIDUES, i32 %461, i64 21), !dbg !606
    #dbg_value(ptr %471, !167, !DIExpression(), !607)
  %472 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @RESIDUES, i32 %470, i64 21), !dbg !608
    #dbg_value(ptr %472, !171, !DIExpression(), !607)
  %473 = icmp ne ptr %471, null, !dbg !609
  %474 = icmp ne ptr %472, null
  %475 = select i1 %473, i1 %474, i1 false, !dbg !611
  br i1 %475, label %476, label %489, !dbg !611

476:                                              ; preds = %469
  %477 = ptrtoint ptr %471 to i64, !dbg !612
  %478 = sub i64 %477, ptrtoint (ptr @RESIDUES to i64), !dbg !612
  %479 = ptrtoint ptr %472 to i64, !dbg !613
  %480 = sub i64 %479, ptrtoint (ptr @RESIDUES to i64), !dbg !613
  %481 = getelementptr inbounds [20 x [20 x i32]], ptr %7, i64 0, i64 %478, i64 %480, !dbg !614
  %482 = load i32, ptr %481, align 4, !dbg !614, !tbaa !218
  %483 = sext i32 %482 to i64, !dbg !614
  %484 = add nsw i64 %458, %483, !dbg !615
    #dbg_value(i64 %484, !164, !DIExpression(), !181)
  br label %485

485:                                              ; preds = %476, %467
  %486 = phi i64 [ %468, %467 ], [ %484, %476 ], !dbg !181
    #dbg_value(i64 %486, !164, !DIExpression(), !181)
  %487 = add nuw i64 %457, 1, !dbg !616
    #dbg_value(i64 %487, !165, !DIExpression(), !580)
  %488 = icmp eq i64 %487, %431, !dbg !581
  br i1 %488, label %489, label %456, !dbg !582, !llvm.loop !617

489:                                              ; preds = %469, %485, %231, %440
  %490 = phi i1 [ true, %440 ], [ true, %231 ], [ %441, %485 ], [ %441, %469 ]
  %491 = phi i64 [ 0, %440 ], [ 0, %231 ], [ %431, %485 ], [ %431, %469 ]
  %492 = phi i64 [ %432, %440 ], [ 0, %231 ], [ %432, %485 ], [ %432, %469 ]
  %493 = phi i64 [ %433, %440 ], [ 0, %231 ], [ %433, %485 ], [ %433, %469 ]
  %494 = phi i64 [ %434, %440 ], [ 0, %231 ], [ %434, %485 ], [ %434, %469 ]
  %495 = phi i64 [ %435, %440 ], [ 0, %231 ], [ %435, %485 ], [ %435, %469 ]
  %496 = phi i64 [ %436, %440 ], [ 0, %231 ], [ %436, %485 ], [ %436, %469 ]
  %497 = phi i32 [ %437, %440 ], [ -2128831035, %231 ], [ %437, %485 ], [ %437, %469 ]
  %498 = phi i64 [ 0, %440 ], [ 0, %231 ], [ %458, %469 ], [ %486, %485 ], !dbg !181
    #dbg_value(i64 %498, !164, !DIExpression(), !181)
    #dbg_value(i32 0, !172, !DIExpression(), !181)
    #dbg_value(i64 0, !173, !DIExpression(), !619)
  %499 = and i64 %95, 3, !dbg !620
  %500 = icmp ult i64 %40, 3, !dbg !620
  br i1 %500, label %503, label %501, !dbg !620

501:                                              ; preds = %489
  %502 = and i64 %95, 65532, !dbg !620
  br label %538, !dbg !620

503:                                              ; preds = %538, %489
  %504 = phi i32 [ poison, %489 ], [ %560, %538 ]
  %505 = phi i64 [ 0, %489 ], [ %561, %538 ]
  %506 = phi i32 [ 0, %489 ], [ %560, %538 ]
  %507 = icmp eq i64 %499, 0, !dbg !620
  br i1 %507, label %519, label %508, !dbg !620

508:                                              ; preds = %503, %508
  %509 = phi i64 [ %516, %508 ], [ %505, %503 ]
  %510 = phi i32 [ %515, %508 ], [ %506, %503 ]
  %511 = phi i64 [ %517, %508 ], [ 0, %503 ]
    #dbg_value(i64 %509, !173, !DIExpression(), !619)
    #dbg_value(i32 %510, !172, !DIExpression(), !181)
  %512 = mul i32 %510, 31, !dbg !621
  %513 = getelementptr i32, ptr %233, i64 %509, !dbg !623
  %514 = load i32, ptr %513, align 4, !dbg !623, !tbaa !218
  %515 = add i32 %514, %512, !dbg !624
    #dbg_value(i32 %515, !172, !DIExpression(), !181)
  %516 = add nuw i64 %509, 1, !dbg !625
    #dbg_value(i64 %516, !173, !DIExpression(), !619)
  %517 = add i64 %511, 1, !dbg !620
  %518 = icmp eq i64 %517, %499, !dbg !620
  br i1 %518, label %519, label %508, !dbg !620, !llvm.loop !626

519:                                              ; preds = %508, %503
  %520 = phi i32 [ %504, %503 ], [ %515, %508 ], !dbg !624
  %521 = tail call i64 @llvm.smin.i64(i64 %491, i64 60), !dbg !627
    #dbg_value(i64 %521, !175, !DIExpression(), !181)
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %19, i64 noundef %40, i64 noundef %61, i64 noundef %81), !dbg !628
  %523 = sext i32 %235 to i64, !dbg !629
  %524 = icmp eq i64 %498, %523, !dbg !630
  %525 = select i1 %524, ptr @.str.5, ptr @.str.6, !dbg !631
  %526 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %235, i64 noundef %498, ptr noundef nonnull %525), !dbg !632
  %527 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %491, i64 noundef %492, i64 noundef %493, i64 noundef %494, i64 noundef %495, i64 noundef %496), !dbg !633
  %528 = sitofp i64 %492 to double, !dbg !634
  %529 = fmul double %528, 1.000000e+02, !dbg !634
  %530 = uitofp nneg i64 %491 to double, !dbg !634
  %531 = fdiv double %529, %530, !dbg !634
  %532 = select i1 %490, double 0.000000e+00, double %531, !dbg !634
  %533 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %532), !dbg !635
  %534 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %497, i32 noundef %520), !dbg !636
  %535 = trunc nuw nsw i64 %521 to i32, !dbg !637
  %536 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %535, ptr noundef nonnull %115), !dbg !638
  %537 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %535, ptr noundef nonnull %116), !dbg !639
  tail call void @free(ptr noundef %109) #12, !dbg !640
  tail call void @free(ptr noundef %110) #12, !dbg !641
  tail call void @free(ptr noundef nonnull %113) #12, !dbg !642
  tail call void @free(ptr noundef %115) #12, !dbg !643
  tail call void @free(ptr noundef %116) #12, !dbg !644
  br label %564

538:                                              ; preds = %538, %501
  %539 = phi i64 [ 0, %501 ], [ %561, %538 ]
  %540 = phi i32 [ 0, %501 ], [ %560, %538 ]
  %541 = phi i64 [ 0, %501 ], [ %562, %538 ]
    #dbg_value(i64 %539, !173, !DIExpression(), !619)
    #dbg_value(i32 %540, !172, !DIExpression(), !181)
  %542 = mul i32 %540, 31, !dbg !621
  %543 = getelementptr i32, ptr %233, i64 %539, !dbg !623
  %544 = load i32, ptr %543, align 4, !dbg !623, !tbaa !218
  %545 = add i32 %544, %542, !dbg !624
    #dbg_value(i32 %545, !172, !DIExpression(), !181)
  %546 = or disjoint i64 %539, 1, !dbg !625
    #dbg_value(i64 %546, !173, !DIExpression(), !619)
  %547 = mul i32 %545, 31, !dbg !621
  %548 = getelementptr i32, ptr %233, i64 %546, !dbg !623
  %549 = load i32, ptr %548, align 4, !dbg !623, !tbaa !218
  %550 = add i32 %549, %547, !dbg !624
    #dbg_value(i32 %550, !172, !DIExpression(), !181)
  %551 = or disjoint i64 %539, 2, !dbg !625
    #dbg_value(i64 %551, !173, !DIExpression(), !619)
  %552 = mul i32 %550, 31, !dbg !621
  %553 = getelementptr i32, ptr %233, i64 %551, !dbg !623
  %554 = load i32, ptr %553, align 4, !dbg !623, !tbaa !218
  %555 = add i32 %554, %552, !dbg !624
    #dbg_value(i32 %555, !172, !DIExpression(), !181)
  %556 = or disjoint i64 %539, 3, !dbg !625
    #dbg_value(i64 %556, !173, !DIExpression(), !619)
  %557 = mul i32 %555, 31, !dbg !621
  %558 = getelementptr i32, ptr %233, i64 %556, !dbg !623
  %559 = load i32, ptr %558, align 4, !dbg !623, !tbaa !218
  %560 = add i32 %559, %557, !dbg !624
    #dbg_value(i32 %560, !172, !DIExpression(), !181)
  %561 = add nuw i64 %539, 4, !dbg !625
    #dbg_value(i64 %561, !173, !DIExpression(), !619)
  %562 = add i64 %541, 4, !dbg !620
  %563 = icmp eq i64 %562, %502, !dbg !620
  br i1 %563, label %503, label %538, !dbg !620, !llvm.loop !645

564:                                              ; preds = %126, %519, %104
  %565 = phi i32 [ 2, %104 ], [ 0, %519 ], [ 1, %126 ], !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #12, !dbg !647
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %7) #12, !dbg !647
  ret i32 %565, !dbg !647
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !648 ptr @__errno_location() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !652 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !658 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !715 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !718 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @build_matrix(ptr nocapture noundef writeonly %0) unnamed_addr #8 !dbg !721 {
    #dbg_value(ptr %0, !725, !DIExpression(), !735)
    #dbg_value(i32 0, !726, !DIExpression(), !736)
  br label %2, !dbg !737

2:                                                ; preds = %1, %84
  %3 = phi i64 [ 0, %1 ], [ %85, %84 ]
    #dbg_value(i64 %3, !726, !DIExpression(), !736)
    #dbg_value(i32 0, !728, !DIExpression(), !738)
  %4 = getelementptr inbounds [20 x i32], ptr @CLASS, i64 0, i64 %3
  %5 = icmp eq i64 %3, 4
  %6 = lshr i64 947856, %3
  %7 = and i64 %6, 1
  %8 = icmp eq i64 %7, 0
  %9 = select i1 %8, i32 5, i32 6
  %10 = select i1 %5, i32 9, i32 %9
    #dbg_value(i64 0, !728, !DIExpression(), !738)
  %11 = icmp eq i64 %3, 0, !dbg !739
  br i1 %11, label %21, label %12, !dbg !741

12:                                               ; preds = %2
  %13 = lshr i64 98305, %3, !dbg !742
  %14 = and i64 %13, 1, !dbg !742
  %15 = icmp eq i64 %14, 0, !dbg !742
  br i1 %15, label %16, label %24, !dbg !744

16:                                               ; preds = %12
  br i1 %5, label %21, label %17, !dbg !745

17:                                               ; preds = %16
  %18 = trunc nuw nsw i64 %3 to i32, !dbg !747
  %19 = urem i32 %18, 3, !dbg !747
  %20 = xor i32 %19, -1, !dbg !748
    #dbg_value(i32 %20, !732, !DIExpression(), !749)
  br label %24

21:                                               ; preds = %2, %16
  %22 = phi i32 [ %10, %2 ], [ -3, %16 ]
    #dbg_value(i32 %22, !732, !DIExpression(), !749)
  %23 = getelementptr inbounds [20 x i32], ptr %0, i64 %3, i64 0, !dbg !750
  store i32 %22, ptr %23, align 4, !dbg !751, !tbaa !218
    #dbg_value(i64 1, !728, !DIExpression(), !738)
  br label %28, !dbg !741

24:                                               ; preds = %12, %17
  %25 = phi i32 [ %20, %17 ], [ 1, %12 ], !dbg !752
    #dbg_value(i32 %25, !732, !DIExpression(), !749)
  %26 = getelementptr inbounds [20 x i32], ptr %0, i64 %3, i64 0, !dbg !750
  store i32 %25, ptr %26, align 4, !dbg !751, !tbaa !218
    #dbg_value(i64 1, !728, !DIExpression(), !738)
  %27 = icmp eq i64 %3, 1, !dbg !739
  br i1 %27, label %38, label %28, !dbg !741

28:                                               ; preds = %21, %24
  %29 = lshr i64 2306, %3, !dbg !742
  %30 = and i64 %29, 1, !dbg !742
  %31 = icmp eq i64 %30, 0, !dbg !742
  br i1 %31, label %32, label %41, !dbg !744

32:                                               ; preds = %28
  br i1 %5, label %38, label %33, !dbg !745

33:                                               ; preds = %32
  %34 = trunc i64 %3 to i32, !dbg !747
  %35 = add i32 %34, 1, !dbg !747
  %36 = urem i32 %35, 3, !dbg !747
  %37 = xor i32 %36, -1, !dbg !748
    #dbg_value(i32 %37, !732, !DIExpression(), !749)
  br label %41

38:                                               ; preds = %24, %32
  %39 = phi i32 [ %10, %24 ], [ -3, %32 ]
    #dbg_value(i32 %39, !732, !DIExpression(), !749)
  %40 = getelementptr inbounds [20 x i32], ptr %0, i64 %3, i64 1, !dbg !750
  store i32 %39, ptr %40, align 4, !dbg !751, !tbaa !218
    #dbg_value(i64 2, !728, !DIExpression(), !738)
  br label %45, !dbg !741

41:                                               ; preds = %28, %33
  %42 = phi i32 [ %37, %33 ], [ 1, %28 ], !dbg !752
    #dbg_value(i32 %42, !732, !DIExpression(), !749)
  %43 = getelementptr inbounds [20 x i32], ptr %0, i64 %3, i64 1, !dbg !750
  store i32 %42, ptr %43, align 4, !dbg !751, !tbaa !218
    #dbg_value(i64 2, !728, !DIExpression(), !738)
  %44 = icmp eq i64 %3, 2, !dbg !739
  br i1 %44, label %55, label %45, !dbg !741

45:                                               ; preds = %38, %41
  %46 = lshr i64 108, %3, !dbg !742
  %47 = and i64 %46, 1, !dbg !742
  %48 = icmp eq i64 %47, 0, !dbg !742
  br i1 %48, label %49, label %58, !dbg !744

49:                                               ; preds = %45
  br i1 %5, label %55, label %50, !dbg !745

50:                                               ; preds = %49
  %51 = trunc i64 %3 to i32, !dbg !747
  %52 = add i32 %51, 2, !dbg !747
  %53 = urem i32 %52, 3, !dbg !747
  %54 = xor i32 %53, -1, !dbg !748
    #dbg_value(i32 %54, !732, !DIExpression(), !749)
  br label %58

55:                                               ; preds = %41, %49
  %56 = phi i32 [ %10, %41 ], [ -3, %49 ]
    #dbg_value(i32 %56, !732, !DIExpression(), !749)
  %57 = getelementptr inbounds [20 x i32], ptr %0, i64 %3, i64 2, !dbg !750
  store i32 %56, ptr %57, align 4, !dbg !751, !tbaa !218
    #dbg_value(i64 3, !728, !DIExpression(), !738)
  br label %62, !dbg !741

58:                                               ; preds = %45, %50
  %59 = phi i32 [ %54, %50 ], [ 1, %45 ], !dbg !752
    #dbg_value(i32 %59, !732, !DIExpression(), !749)
  %60 = getelementptr inbounds [20 x i32], ptr %0, i64 %3, i64 2, !dbg !750
  store i32 %59, ptr %60, align 4, !dbg !751, !tbaa !218
    #dbg_value(i64 3, !728, !DIExpression(), !738)
  %61 = icmp eq i64 %3, 3, !dbg !739
  br i1 %61, label %74, label %62, !dbg !741

62:                                               ; preds = %55, %58
  %63 = lshr i64 108, %3, !dbg !742
  %64 = and i64 %63, 1, !dbg !742
  %65 = icmp eq i64 %64, 0, !dbg !742
  br i1 %65, label %66, label %77, !dbg !744

66:                                               ; preds = %62
  br i1 %5, label %67, label %69, !dbg !745

67:                                               ; preds = %66
    #dbg_value(i32 -3, !732, !DIExpression(), !749)
  %68 = getelementptr inbounds [20 x i32], ptr %0, i64 %3, i64 3, !dbg !750
  store i32 -3, ptr %68, align 4, !dbg !751, !tbaa !218
    #dbg_value(i64 4, !728, !DIExpression(), !738)
  br label %80, !dbg !741

69:                                               ; preds = %66
  %70 = trunc i64 %3 to i32, !dbg !747
  %71 = add i32 %70, 3, !dbg !747
  %72 = urem i32 %71, 3, !dbg !747
  %73 = xor i32 %72, -1, !dbg !748
    #dbg_value(i32 %73, !732, !DIExpression(), !749)
  br label %74

74:                                               ; preds = %58, %69
  %75 = phi i32 [ %10, %58 ], [ %73, %69 ]
    #dbg_value(i32 %75, !732, !DIExpression(), !749)
  %76 = getelementptr inbounds [20 x i32], ptr %0, i64 %3, i64 3, !dbg !750
  store i32 %75, ptr %76, align 4, !dbg !751, !tbaa !218
    #dbg_value(i64 4, !728, !DIExpression(), !738)
  br label %79, !dbg !741

77:                                               ; preds = %62
    #dbg_value(i32 1, !732, !DIExpression(), !749)
  %78 = getelementptr inbounds [20 x i32], ptr %0, i64 %3, i64 3, !dbg !750
  store i32 1, ptr %78, align 4, !dbg !751, !tbaa !218
    #dbg_value(i64 4, !728, !DIExpression(), !738)
  br i1 %5, label %80, label %79, !dbg !741

79:                                               ; preds = %77, %74
  br label %80, !dbg !745

80:                                               ; preds = %77, %79, %67
  %81 = phi i32 [ -3, %79 ], [ 9, %77 ], [ 9, %67 ], !dbg !752
    #dbg_value(i32 %81, !732, !DIExpression(), !749)
  %82 = getelementptr inbounds [20 x i32], ptr %0, i64 %3, i64 4, !dbg !750
  store i32 %81, ptr %82, align 4, !dbg !751, !tbaa !218
    #dbg_value(i64 5, !728, !DIExpression(), !738)
  br label %87, !dbg !753

83:                                               ; preds = %84
  ret void, !dbg !754

84:                                               ; preds = %102
  %85 = add nuw nsw i64 %3, 1, !dbg !755
    #dbg_value(i64 %85, !726, !DIExpression(), !736)
  %86 = icmp eq i64 %85, 20, !dbg !756
  br i1 %86, label %83, label %2, !dbg !737, !llvm.loop !757

87:                                               ; preds = %80, %102
  %88 = phi i64 [ 5, %80 ], [ %105, %102 ]
    #dbg_value(i64 %88, !728, !DIExpression(), !738)
  %89 = icmp eq i64 %3, %88, !dbg !739
  br i1 %89, label %102, label %90, !dbg !741

90:                                               ; preds = %87
  %91 = load i32, ptr %4, align 4, !dbg !759, !tbaa !218
  %92 = getelementptr inbounds [20 x i32], ptr @CLASS, i64 0, i64 %88, !dbg !760
  %93 = load i32, ptr %92, align 4, !dbg !760, !tbaa !218
  %94 = icmp eq i32 %91, %93, !dbg !742
  %95 = or i1 %94, %5, !dbg !744
  %96 = select i1 %94, i32 1, i32 -3, !dbg !744
  br i1 %95, label %102, label %97, !dbg !744

97:                                               ; preds = %90
  %98 = add nuw nsw i64 %88, %3, !dbg !761
  %99 = trunc nuw nsw i64 %98 to i32, !dbg !747
  %100 = urem i32 %99, 3, !dbg !747
  %101 = xor i32 %100, -1, !dbg !748
    #dbg_value(i32 %101, !732, !DIExpression(), !749)
  br label %102

102:                                              ; preds = %90, %87, %97
  %103 = phi i32 [ %101, %97 ], [ %96, %90 ], [ %10, %87 ], !dbg !752
    #dbg_value(i32 %103, !732, !DIExpression(), !749)
  %104 = getelementptr inbounds [20 x i32], ptr %0, i64 %3, i64 %88, !dbg !750
  store i32 %103, ptr %104, align 4, !dbg !751, !tbaa !218
  %105 = add nuw nsw i64 %88, 1, !dbg !762
    #dbg_value(i64 %105, !728, !DIExpression(), !738)
  %106 = icmp eq i64 %105, 20, !dbg !763
  br i1 %106, label %84, label %87, !dbg !753, !llvm.loop !764
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @make_sequences(ptr nocapture noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2, i64 noundef %3, ptr nocapture noundef %4) unnamed_addr #9 !dbg !767 {
    #dbg_value(ptr %0, !771, !DIExpression(), !782)
    #dbg_value(i64 %1, !772, !DIExpression(), !782)
    #dbg_value(ptr %2, !773, !DIExpression(), !782)
    #dbg_value(i64 %3, !774, !DIExpression(), !782)
    #dbg_value(ptr %4, !775, !DIExpression(), !782)
    #dbg_value(i64 0, !776, !DIExpression(), !782)
    #dbg_value(i64 0, !777, !DIExpression(), !782)
    #dbg_value(i64 0, !778, !DIExpression(), !783)
  %6 = icmp sgt i64 %1, 0, !dbg !784
  br i1 %6, label %9, label %7, !dbg !786

7:                                                ; preds = %30, %5
    #dbg_value(i64 0, !776, !DIExpression(), !782)
    #dbg_value(i64 0, !777, !DIExpression(), !782)
  %8 = icmp sgt i64 %3, 0, !dbg !787
  br i1 %8, label %133, label %137, !dbg !788

9:                                                ; preds = %5, %30
  %10 = phi i64 [ %34, %30 ], [ 0, %5 ]
    #dbg_value(i64 %10, !778, !DIExpression(), !783)
    #dbg_value(ptr %4, !789, !DIExpression(), !795)
    #dbg_value(ptr %4, !797, !DIExpression(), !803)
  %11 = load i64, ptr %4, align 8, !dbg !805, !tbaa !364
    #dbg_value(i64 %11, !802, !DIExpression(), !803)
  %12 = lshr i64 %11, 12, !dbg !806
  %13 = xor i64 %12, %11, !dbg !807
    #dbg_value(i64 %13, !802, !DIExpression(), !803)
  %14 = shl i64 %13, 25, !dbg !808
  %15 = xor i64 %14, %13, !dbg !809
    #dbg_value(i64 %15, !802, !DIExpression(), !803)
  %16 = lshr i64 %15, 27, !dbg !810
  %17 = xor i64 %16, %15, !dbg !811
    #dbg_value(i64 %17, !802, !DIExpression(), !803)
  %18 = freeze i64 %17, !dbg !812
  store i64 %18, ptr %4, align 8, !dbg !813, !tbaa !364
  %19 = mul i64 %18, 74346978589, !dbg !812
  %20 = lshr i64 %19, 32, !dbg !814
  %21 = trunc nuw i64 %20 to i32, !dbg !815
  %22 = and i32 %21, 31, !dbg !816
    #dbg_value(i32 %22, !794, !DIExpression(), !795)
  %23 = icmp ult i32 %22, 20, !dbg !817
  br i1 %23, label %30, label %24, !dbg !818

24:                                               ; preds = %9
  %25 = add nsw i32 %22, -20, !dbg !819
  %26 = add nsw i32 %22, -26, !dbg !820
  %27 = icmp ult i32 %25, 6, !dbg !820
  %28 = select i1 %27, i32 %25, i32 %26, !dbg !820
  %29 = add nuw nsw i32 %28, 9, !dbg !821
  br label %30, !dbg !818

30:                                               ; preds = %9, %24
  %31 = phi i32 [ %29, %24 ], [ %22, %9 ], !dbg !818
  %32 = trunc nuw nsw i32 %31 to i8, !dbg !822
  %33 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !823
  store i8 %32, ptr %33, align 1, !dbg !824, !tbaa !213
  %34 = add nuw nsw i64 %10, 1, !dbg !825
    #dbg_value(i64 %34, !778, !DIExpression(), !783)
  %35 = icmp eq i64 %34, %1, !dbg !784
  br i1 %35, label %7, label %9, !dbg !786, !llvm.loop !826

36:                                               ; preds = %133, %58
  %37 = phi i64 [ %135, %133 ], [ %61, %58 ]
    #dbg_value(i64 %37, !777, !DIExpression(), !782)
  %38 = load i64, ptr %4, align 8, !dbg !828, !tbaa !364
  %39 = lshr i64 %38, 12, !dbg !828
  %40 = xor i64 %39, %38, !dbg !828
  %41 = shl i64 %40, 25, !dbg !828
  %42 = xor i64 %41, %40, !dbg !828
  %43 = lshr i64 %42, 27, !dbg !828
  %44 = xor i64 %43, %42, !dbg !828
  %45 = freeze i64 %44, !dbg !829
  store i64 %45, ptr %4, align 8, !dbg !828, !tbaa !364
  br i1 %136, label %64, label %46, !dbg !834

46:                                               ; preds = %36
    #dbg_value(ptr %4, !789, !DIExpression(), !835)
    #dbg_value(ptr %4, !797, !DIExpression(), !836)
    #dbg_value(i64 %38, !802, !DIExpression(), !836)
    #dbg_value(i64 %40, !802, !DIExpression(), !836)
    #dbg_value(i64 %42, !802, !DIExpression(), !836)
    #dbg_value(i64 %44, !802, !DIExpression(), !836)
  %47 = mul i64 %45, 74346978589, !dbg !829
  %48 = lshr i64 %47, 32, !dbg !837
  %49 = trunc nuw i64 %48 to i32, !dbg !838
  %50 = and i32 %49, 31, !dbg !839
    #dbg_value(i32 %50, !794, !DIExpression(), !835)
  %51 = icmp ult i32 %50, 20, !dbg !840
  br i1 %51, label %58, label %52, !dbg !841

52:                                               ; preds = %46
  %53 = add nsw i32 %50, -20, !dbg !842
  %54 = add nsw i32 %50, -26, !dbg !843
  %55 = icmp ult i32 %53, 6, !dbg !843
  %56 = select i1 %55, i32 %53, i32 %54, !dbg !843
  %57 = add nuw nsw i32 %56, 9, !dbg !844
  br label %58, !dbg !841

58:                                               ; preds = %46, %52
  %59 = phi i32 [ %57, %52 ], [ %50, %46 ], !dbg !841
  %60 = trunc nuw nsw i32 %59 to i8, !dbg !845
  %61 = add nsw i64 %37, 1, !dbg !846
    #dbg_value(i64 %61, !777, !DIExpression(), !782)
  %62 = getelementptr inbounds i8, ptr %2, i64 %37, !dbg !847
  store i8 %60, ptr %62, align 1, !dbg !848, !tbaa !213
    #dbg_value(i64 %134, !776, !DIExpression(), !782)
  %63 = icmp slt i64 %61, %3, !dbg !787
  br i1 %63, label %36, label %137, !dbg !788, !llvm.loop !849

64:                                               ; preds = %36
    #dbg_value(ptr %4, !797, !DIExpression(), !851)
    #dbg_value(i64 %38, !802, !DIExpression(), !851)
    #dbg_value(i64 %40, !802, !DIExpression(), !851)
    #dbg_value(i64 %42, !802, !DIExpression(), !851)
    #dbg_value(i64 %44, !802, !DIExpression(), !851)
  %65 = mul i64 %45, 2685821657736338717, !dbg !853
  %66 = lshr i64 %65, 32, !dbg !854
  %67 = trunc nuw i64 %66 to i32, !dbg !855
  %68 = urem i32 %67, 100, !dbg !856
    #dbg_value(i32 %68, !780, !DIExpression(), !828)
  %69 = icmp ult i32 %68, 70, !dbg !857
  br i1 %69, label %70, label %76, !dbg !859

70:                                               ; preds = %64
  %71 = add nsw i64 %134, 1, !dbg !860
    #dbg_value(i64 %71, !776, !DIExpression(), !782)
  %72 = getelementptr inbounds i8, ptr %0, i64 %134, !dbg !862
  %73 = load i8, ptr %72, align 1, !dbg !862, !tbaa !213
  %74 = add nsw i64 %135, 1, !dbg !863
    #dbg_value(i64 %74, !777, !DIExpression(), !782)
  %75 = getelementptr inbounds i8, ptr %2, i64 %135, !dbg !864
  store i8 %73, ptr %75, align 1, !dbg !865, !tbaa !213
  br label %129, !dbg !866

76:                                               ; preds = %64
  %77 = icmp ult i32 %68, 85, !dbg !867
  br i1 %77, label %78, label %102, !dbg !869

78:                                               ; preds = %76
    #dbg_value(ptr %4, !789, !DIExpression(), !870)
    #dbg_value(ptr %4, !797, !DIExpression(), !873)
    #dbg_value(i64 %44, !802, !DIExpression(), !873)
  %79 = lshr i64 %45, 12, !dbg !875
  %80 = xor i64 %79, %45, !dbg !876
    #dbg_value(i64 %80, !802, !DIExpression(), !873)
  %81 = shl i64 %80, 25, !dbg !877
  %82 = xor i64 %81, %80, !dbg !878
    #dbg_value(i64 %82, !802, !DIExpression(), !873)
  %83 = lshr i64 %82, 27, !dbg !879
  %84 = xor i64 %83, %82, !dbg !880
    #dbg_value(i64 %84, !802, !DIExpression(), !873)
  store i64 %84, ptr %4, align 8, !dbg !881, !tbaa !364
  %85 = mul i64 %84, 74346978589, !dbg !882
  %86 = lshr i64 %85, 32, !dbg !883
  %87 = trunc nuw i64 %86 to i32, !dbg !884
  %88 = and i32 %87, 31, !dbg !885
    #dbg_value(i32 %88, !794, !DIExpression(), !870)
  %89 = icmp ult i32 %88, 20, !dbg !886
  br i1 %89, label %96, label %90, !dbg !887

90:                                               ; preds = %78
  %91 = add nsw i32 %88, -20, !dbg !888
  %92 = add nsw i32 %88, -26, !dbg !889
  %93 = icmp ult i32 %91, 6, !dbg !889
  %94 = select i1 %93, i32 %91, i32 %92, !dbg !889
  %95 = add nuw nsw i32 %94, 9, !dbg !890
  br label %96, !dbg !887

96:                                               ; preds = %78, %90
  %97 = phi i32 [ %95, %90 ], [ %88, %78 ], !dbg !887
  %98 = trunc nuw nsw i32 %97 to i8, !dbg !891
  %99 = add nsw i64 %135, 1, !dbg !892
    #dbg_value(i64 %99, !777, !DIExpression(), !782)
  %100 = getelementptr inbounds i8, ptr %2, i64 %135, !dbg !893
  store i8 %98, ptr %100, align 1, !dbg !894, !tbaa !213
  %101 = add nsw i64 %134, 1, !dbg !895
    #dbg_value(i64 %101, !776, !DIExpression(), !782)
  br label %129, !dbg !896

102:                                              ; preds = %76
  %103 = icmp ult i32 %68, 92, !dbg !897
  br i1 %103, label %104, label %127, !dbg !899

104:                                              ; preds = %102
    #dbg_value(ptr %4, !789, !DIExpression(), !900)
    #dbg_value(ptr %4, !797, !DIExpression(), !903)
    #dbg_value(i64 %44, !802, !DIExpression(), !903)
  %105 = lshr i64 %45, 12, !dbg !905
  %106 = xor i64 %105, %45, !dbg !906
    #dbg_value(i64 %106, !802, !DIExpression(), !903)
  %107 = shl i64 %106, 25, !dbg !907
  %108 = xor i64 %107, %106, !dbg !908
    #dbg_value(i64 %108, !802, !DIExpression(), !903)
  %109 = lshr i64 %108, 27, !dbg !909
  %110 = xor i64 %109, %108, !dbg !910
    #dbg_value(i64 %110, !802, !DIExpression(), !903)
  store i64 %110, ptr %4, align 8, !dbg !911, !tbaa !364
  %111 = mul i64 %110, 74346978589, !dbg !912
  %112 = lshr i64 %111, 32, !dbg !913
  %113 = trunc nuw i64 %112 to i32, !dbg !914
  %114 = and i32 %113, 31, !dbg !915
    #dbg_value(i32 %114, !794, !DIExpression(), !900)
  %115 = icmp ult i32 %114, 20, !dbg !916
  br i1 %115, label %122, label %116, !dbg !917

116:                                              ; preds = %104
  %117 = add nsw i32 %114, -20, !dbg !918
  %118 = add nsw i32 %114, -26, !dbg !919
  %119 = icmp ult i32 %117, 6, !dbg !919
  %120 = select i1 %119, i32 %117, i32 %118, !dbg !919
  %121 = add nuw nsw i32 %120, 9, !dbg !920
  br label %122, !dbg !917

122:                                              ; preds = %104, %116
  %123 = phi i32 [ %121, %116 ], [ %114, %104 ], !dbg !917
  %124 = trunc nuw nsw i32 %123 to i8, !dbg !921
  %125 = add nsw i64 %135, 1, !dbg !922
    #dbg_value(i64 %125, !777, !DIExpression(), !782)
  %126 = getelementptr inbounds i8, ptr %2, i64 %135, !dbg !923
  store i8 %124, ptr %126, align 1, !dbg !924, !tbaa !213
  br label %129, !dbg !925

127:                                              ; preds = %102
  %128 = add nsw i64 %134, 1, !dbg !926
    #dbg_value(i64 %128, !776, !DIExpression(), !782)
  br label %129

129:                                              ; preds = %96, %127, %122, %70
  %130 = phi i64 [ %74, %70 ], [ %99, %96 ], [ %125, %122 ], [ %135, %127 ], !dbg !782
  %131 = phi i64 [ %71, %70 ], [ %101, %96 ], [ %134, %122 ], [ %128, %127 ], !dbg !782
    #dbg_value(i64 %131, !776, !DIExpression(), !782)
    #dbg_value(i64 %130, !777, !DIExpression(), !782)
  %132 = icmp slt i64 %130, %3, !dbg !787
  br i1 %132, label %133, label %137, !dbg !788, !llvm.loop !849

133:                                              ; preds = %7, %129
  %134 = phi i64 [ %131, %129 ], [ 0, %7 ]
  %135 = phi i64 [ %130, %129 ], [ 0, %7 ]
    #dbg_value(i64 %134, !776, !DIExpression(), !782)
    #dbg_value(i64 %135, !777, !DIExpression(), !782)
  %136 = icmp slt i64 %134, %1
  br label %36, !dbg !788

137:                                              ; preds = %129, %58, %7
  ret void, !dbg !928
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare !dbg !929 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nofree nounwind willreturn memory(argmem: read) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(none) }
attributes #14 = { cold nounwind }
attributes #15 = { nounwind allocsize(0,1) }
attributes #16 = { cold }

!llvm.dbg.cu = !{!19}
!llvm.ident = !{!87}
!llvm.module.flags = !{!88, !89, !90, !91, !92, !93, !94}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 169, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "nw.c", directory: ".", checksumkind: CSK_MD5, checksum: "6d2463bcb34896bba586d710273c3e62")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 3)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 180, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 226, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 39)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "RESIDUES", scope: !19, file: !2, line: 27, type: !83, isLocal: true, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !35, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21, !24, !28, !29, !32, !33, !31, !34}
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !22, line: 18, baseType: !23)
!22 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !25, line: 27, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !27, line: 45, baseType: !23)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !25, line: 26, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !27, line: 42, baseType: !31)
!31 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!35 = !{!0, !7, !12, !36, !41, !46, !48, !53, !58, !63, !68, !70, !72, !77, !17}
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 287, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 45)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 288, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 30)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 289, type: !3, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 289, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 9)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 290, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 784, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 98)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 293, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 18)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 294, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 41)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 296, type: !50, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 297, type: !50, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1144, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 143)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "CLASS", scope: !19, file: !2, line: 32, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 640, elements: !81)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!81 = !{!82}
!82 = !DISubrange(count: 20)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 168, elements: !85)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!85 = !{!86}
!86 = !DISubrange(count: 21)
!87 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!88 = !{i32 7, !"Dwarf Version", i32 5}
!89 = !{i32 2, !"Debug Info Version", i32 3}
!90 = !{i32 1, !"wchar_size", i32 4}
!91 = !{i32 8, !"PIC Level", i32 2}
!92 = !{i32 7, !"PIE Level", i32 2}
!93 = !{i32 7, !"uwtable", i32 2}
!94 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!95 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 158, type: !96, scopeLine: 159, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !100)
!96 = !DISubroutineType(types: !97)
!97 = !{!28, !28, !98}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!100 = !{!101, !102, !103, !105, !106, !107, !108, !111, !116, !117, !119, !120, !122, !123, !124, !126, !128, !129, !130, !132, !135, !136, !138, !141, !142, !143, !144, !145, !146, !147, !148, !149, !150, !151, !152, !153, !154, !155, !156, !158, !159, !161, !164, !165, !167, !171, !172, !173, !175}
!101 = !DILocalVariable(name: "argc", arg: 1, scope: !95, file: !2, line: 158, type: !28)
!102 = !DILocalVariable(name: "argv", arg: 2, scope: !95, file: !2, line: 158, type: !98)
!103 = !DILocalVariable(name: "la", scope: !95, file: !2, line: 160, type: !104)
!104 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!105 = !DILocalVariable(name: "lb", scope: !95, file: !2, line: 160, type: !104)
!106 = !DILocalVariable(name: "seed", scope: !95, file: !2, line: 160, type: !104)
!107 = !DILocalVariable(name: "gap", scope: !95, file: !2, line: 160, type: !104)
!108 = !DILocalVariable(name: "sub", scope: !95, file: !2, line: 161, type: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 12800, elements: !110)
!110 = !{!82, !82}
!111 = !DILocalVariable(name: "rng", scope: !95, file: !2, line: 162, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "rng_t", file: !2, line: 37, baseType: !113)
!113 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 35, size: 64, elements: !114)
!114 = !{!115}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !113, file: !2, line: 36, baseType: !24, size: 64)
!116 = !DILocalVariable(name: "width", scope: !95, file: !2, line: 173, type: !104)
!117 = !DILocalVariable(name: "a", scope: !95, file: !2, line: 174, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!119 = !DILocalVariable(name: "b", scope: !95, file: !2, line: 175, type: !118)
!120 = !DILocalVariable(name: "h", scope: !95, file: !2, line: 176, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!122 = !DILocalVariable(name: "out_a", scope: !95, file: !2, line: 177, type: !99)
!123 = !DILocalVariable(name: "out_b", scope: !95, file: !2, line: 178, type: !99)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 190, type: !104)
!125 = distinct !DILexicalBlock(scope: !95, file: !2, line: 190, column: 5)
!126 = !DILocalVariable(name: "j", scope: !127, file: !2, line: 192, type: !104)
!127 = distinct !DILexicalBlock(scope: !95, file: !2, line: 192, column: 5)
!128 = !DILocalVariable(name: "nbi", scope: !95, file: !2, line: 196, type: !104)
!129 = !DILocalVariable(name: "nbj", scope: !95, file: !2, line: 196, type: !104)
!130 = !DILocalVariable(name: "d", scope: !131, file: !2, line: 197, type: !104)
!131 = distinct !DILexicalBlock(scope: !95, file: !2, line: 197, column: 5)
!132 = !DILocalVariable(name: "first", scope: !133, file: !2, line: 198, type: !104)
!133 = distinct !DILexicalBlock(scope: !134, file: !2, line: 197, column: 46)
!134 = distinct !DILexicalBlock(scope: !131, file: !2, line: 197, column: 5)
!135 = !DILocalVariable(name: "last", scope: !133, file: !2, line: 199, type: !104)
!136 = !DILocalVariable(name: "bi", scope: !137, file: !2, line: 200, type: !104)
!137 = distinct !DILexicalBlock(scope: !133, file: !2, line: 200, column: 9)
!138 = !DILocalVariable(name: "bj", scope: !139, file: !2, line: 201, type: !104)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 200, column: 49)
!140 = distinct !DILexicalBlock(scope: !137, file: !2, line: 200, column: 9)
!141 = !DILocalVariable(name: "i0", scope: !139, file: !2, line: 202, type: !104)
!142 = !DILocalVariable(name: "j0", scope: !139, file: !2, line: 202, type: !104)
!143 = !DILocalVariable(name: "i1", scope: !139, file: !2, line: 203, type: !104)
!144 = !DILocalVariable(name: "j1", scope: !139, file: !2, line: 204, type: !104)
!145 = !DILocalVariable(name: "score", scope: !95, file: !2, line: 208, type: !28)
!146 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 211, type: !104)
!147 = !DILocalVariable(name: "j", scope: !95, file: !2, line: 211, type: !104)
!148 = !DILocalVariable(name: "n", scope: !95, file: !2, line: 211, type: !104)
!149 = !DILocalVariable(name: "matches", scope: !95, file: !2, line: 212, type: !104)
!150 = !DILocalVariable(name: "mismatches", scope: !95, file: !2, line: 212, type: !104)
!151 = !DILocalVariable(name: "gaps_a", scope: !95, file: !2, line: 212, type: !104)
!152 = !DILocalVariable(name: "gaps_b", scope: !95, file: !2, line: 212, type: !104)
!153 = !DILocalVariable(name: "longest_gap", scope: !95, file: !2, line: 212, type: !104)
!154 = !DILocalVariable(name: "run", scope: !95, file: !2, line: 213, type: !104)
!155 = !DILocalVariable(name: "trace", scope: !95, file: !2, line: 214, type: !29)
!156 = !DILocalVariable(name: "here", scope: !157, file: !2, line: 216, type: !28)
!157 = distinct !DILexicalBlock(scope: !95, file: !2, line: 215, column: 28)
!158 = !DILocalVariable(name: "move", scope: !157, file: !2, line: 217, type: !4)
!159 = !DILocalVariable(name: "k", scope: !160, file: !2, line: 259, type: !104)
!160 = distinct !DILexicalBlock(scope: !95, file: !2, line: 259, column: 5)
!161 = !DILocalVariable(name: "t", scope: !162, file: !2, line: 260, type: !4)
!162 = distinct !DILexicalBlock(scope: !163, file: !2, line: 259, column: 38)
!163 = distinct !DILexicalBlock(scope: !160, file: !2, line: 259, column: 5)
!164 = !DILocalVariable(name: "rescored", scope: !95, file: !2, line: 269, type: !104)
!165 = !DILocalVariable(name: "k", scope: !166, file: !2, line: 270, type: !104)
!166 = distinct !DILexicalBlock(scope: !95, file: !2, line: 270, column: 5)
!167 = !DILocalVariable(name: "pa", scope: !168, file: !2, line: 275, type: !170)
!168 = distinct !DILexicalBlock(scope: !169, file: !2, line: 270, column: 34)
!169 = distinct !DILexicalBlock(scope: !166, file: !2, line: 270, column: 5)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!171 = !DILocalVariable(name: "pb", scope: !168, file: !2, line: 276, type: !170)
!172 = !DILocalVariable(name: "last_row", scope: !95, file: !2, line: 282, type: !29)
!173 = !DILocalVariable(name: "k", scope: !174, file: !2, line: 283, type: !104)
!174 = distinct !DILexicalBlock(scope: !95, file: !2, line: 283, column: 5)
!175 = !DILocalVariable(name: "shown", scope: !95, file: !2, line: 286, type: !104)
!176 = distinct !DIAssignID()
!177 = distinct !DIAssignID()
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = distinct !DIAssignID()
!181 = !DILocation(line: 0, scope: !95)
!182 = distinct !DIAssignID()
!183 = !DILocation(line: 161, column: 5, scope: !95)
!184 = !DILocation(line: 162, column: 5, scope: !95)
!185 = !DILocation(line: 164, column: 14, scope: !186)
!186 = distinct !DILexicalBlock(scope: !95, file: !2, line: 164, column: 9)
!187 = !DILocation(line: 164, column: 19, scope: !186)
!188 = !DILocation(line: 164, column: 33, scope: !186)
!189 = !{!190, !190, i64 0}
!190 = !{!"any pointer", !191, i64 0}
!191 = !{!"omnipotent char", !192, i64 0}
!192 = !{!"Simple C/C++ TBAA"}
!193 = !DILocalVariable(name: "end", scope: !194, file: !2, line: 60, type: !99)
!194 = distinct !DISubprogram(name: "parse_long", scope: !2, file: !2, line: 58, type: !195, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !198)
!195 = !DISubroutineType(types: !196)
!196 = !{!28, !170, !104, !104, !197}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!198 = !{!199, !200, !201, !202, !193, !203}
!199 = !DILocalVariable(name: "text", arg: 1, scope: !194, file: !2, line: 58, type: !170)
!200 = !DILocalVariable(name: "lo", arg: 2, scope: !194, file: !2, line: 58, type: !104)
!201 = !DILocalVariable(name: "hi", arg: 3, scope: !194, file: !2, line: 58, type: !104)
!202 = !DILocalVariable(name: "out", arg: 4, scope: !194, file: !2, line: 58, type: !197)
!203 = !DILocalVariable(name: "v", scope: !194, file: !2, line: 61, type: !104)
!204 = !DILocation(line: 0, scope: !194, inlinedAt: !205)
!205 = distinct !DILocation(line: 164, column: 22, scope: !186)
!206 = !DILocation(line: 60, column: 5, scope: !194, inlinedAt: !205)
!207 = !DILocation(line: 60, column: 11, scope: !194, inlinedAt: !205)
!208 = distinct !DIAssignID()
!209 = !DILocation(line: 63, column: 14, scope: !210, inlinedAt: !205)
!210 = distinct !DILexicalBlock(scope: !194, file: !2, line: 63, column: 9)
!211 = !DILocation(line: 63, column: 22, scope: !210, inlinedAt: !205)
!212 = !DILocation(line: 63, column: 25, scope: !210, inlinedAt: !205)
!213 = !{!191, !191, i64 0}
!214 = !DILocation(line: 63, column: 31, scope: !210, inlinedAt: !205)
!215 = !DILocation(line: 63, column: 9, scope: !194, inlinedAt: !205)
!216 = !DILocation(line: 65, column: 5, scope: !194, inlinedAt: !205)
!217 = !DILocation(line: 65, column: 11, scope: !194, inlinedAt: !205)
!218 = !{!219, !219, i64 0}
!219 = !{!"int", !191, i64 0}
!220 = !DILocation(line: 66, column: 9, scope: !194, inlinedAt: !205)
!221 = !DILocation(line: 67, column: 9, scope: !222, inlinedAt: !205)
!222 = distinct !DILexicalBlock(scope: !194, file: !2, line: 67, column: 9)
!223 = !DILocation(line: 67, column: 15, scope: !222, inlinedAt: !205)
!224 = !DILocation(line: 67, column: 20, scope: !222, inlinedAt: !205)
!225 = !DILocation(line: 67, column: 23, scope: !222, inlinedAt: !205)
!226 = !DILocation(line: 67, column: 27, scope: !222, inlinedAt: !205)
!227 = !DILocation(line: 67, column: 35, scope: !222, inlinedAt: !205)
!228 = !DILocation(line: 67, column: 38, scope: !222, inlinedAt: !205)
!229 = !DILocation(line: 67, column: 43, scope: !222, inlinedAt: !205)
!230 = !DILocation(line: 67, column: 51, scope: !222, inlinedAt: !205)
!231 = !DILocation(line: 71, column: 1, scope: !194, inlinedAt: !205)
!232 = !DILocation(line: 164, column: 70, scope: !186)
!233 = !DILocation(line: 165, column: 20, scope: !186)
!234 = !DILocation(line: 0, scope: !194, inlinedAt: !235)
!235 = distinct !DILocation(line: 165, column: 9, scope: !186)
!236 = !DILocation(line: 60, column: 5, scope: !194, inlinedAt: !235)
!237 = !DILocation(line: 60, column: 11, scope: !194, inlinedAt: !235)
!238 = distinct !DIAssignID()
!239 = !DILocation(line: 63, column: 14, scope: !210, inlinedAt: !235)
!240 = !DILocation(line: 63, column: 22, scope: !210, inlinedAt: !235)
!241 = !DILocation(line: 63, column: 25, scope: !210, inlinedAt: !235)
!242 = !DILocation(line: 63, column: 31, scope: !210, inlinedAt: !235)
!243 = !DILocation(line: 63, column: 9, scope: !194, inlinedAt: !235)
!244 = !DILocation(line: 65, column: 11, scope: !194, inlinedAt: !235)
!245 = !DILocation(line: 66, column: 9, scope: !194, inlinedAt: !235)
!246 = !DILocation(line: 67, column: 9, scope: !222, inlinedAt: !235)
!247 = !DILocation(line: 67, column: 15, scope: !222, inlinedAt: !235)
!248 = !DILocation(line: 67, column: 20, scope: !222, inlinedAt: !235)
!249 = !DILocation(line: 67, column: 23, scope: !222, inlinedAt: !235)
!250 = !DILocation(line: 67, column: 27, scope: !222, inlinedAt: !235)
!251 = !DILocation(line: 67, column: 35, scope: !222, inlinedAt: !235)
!252 = !DILocation(line: 67, column: 38, scope: !222, inlinedAt: !235)
!253 = !DILocation(line: 67, column: 43, scope: !222, inlinedAt: !235)
!254 = !DILocation(line: 67, column: 51, scope: !222, inlinedAt: !235)
!255 = !DILocation(line: 71, column: 1, scope: !194, inlinedAt: !235)
!256 = !DILocation(line: 165, column: 57, scope: !186)
!257 = !DILocation(line: 166, column: 20, scope: !186)
!258 = !DILocation(line: 0, scope: !194, inlinedAt: !259)
!259 = distinct !DILocation(line: 166, column: 9, scope: !186)
!260 = !DILocation(line: 60, column: 5, scope: !194, inlinedAt: !259)
!261 = !DILocation(line: 60, column: 11, scope: !194, inlinedAt: !259)
!262 = distinct !DIAssignID()
!263 = !DILocation(line: 63, column: 14, scope: !210, inlinedAt: !259)
!264 = !DILocation(line: 63, column: 22, scope: !210, inlinedAt: !259)
!265 = !DILocation(line: 63, column: 25, scope: !210, inlinedAt: !259)
!266 = !DILocation(line: 63, column: 31, scope: !210, inlinedAt: !259)
!267 = !DILocation(line: 63, column: 9, scope: !194, inlinedAt: !259)
!268 = !DILocation(line: 65, column: 11, scope: !194, inlinedAt: !259)
!269 = !DILocation(line: 66, column: 9, scope: !194, inlinedAt: !259)
!270 = !DILocation(line: 67, column: 9, scope: !222, inlinedAt: !259)
!271 = !DILocation(line: 67, column: 15, scope: !222, inlinedAt: !259)
!272 = !DILocation(line: 67, column: 20, scope: !222, inlinedAt: !259)
!273 = !DILocation(line: 67, column: 23, scope: !222, inlinedAt: !259)
!274 = !DILocation(line: 67, column: 27, scope: !222, inlinedAt: !259)
!275 = !DILocation(line: 67, column: 35, scope: !222, inlinedAt: !259)
!276 = !DILocation(line: 67, column: 38, scope: !222, inlinedAt: !259)
!277 = !DILocation(line: 67, column: 43, scope: !222, inlinedAt: !259)
!278 = !DILocation(line: 67, column: 51, scope: !222, inlinedAt: !259)
!279 = !DILocation(line: 71, column: 1, scope: !194, inlinedAt: !259)
!280 = !DILocation(line: 166, column: 57, scope: !186)
!281 = !DILocation(line: 167, column: 20, scope: !186)
!282 = !DILocation(line: 0, scope: !194, inlinedAt: !283)
!283 = distinct !DILocation(line: 167, column: 9, scope: !186)
!284 = !DILocation(line: 60, column: 5, scope: !194, inlinedAt: !283)
!285 = !DILocation(line: 60, column: 11, scope: !194, inlinedAt: !283)
!286 = distinct !DIAssignID()
!287 = !DILocation(line: 63, column: 14, scope: !210, inlinedAt: !283)
!288 = !DILocation(line: 63, column: 22, scope: !210, inlinedAt: !283)
!289 = !DILocation(line: 63, column: 25, scope: !210, inlinedAt: !283)
!290 = !DILocation(line: 63, column: 31, scope: !210, inlinedAt: !283)
!291 = !DILocation(line: 63, column: 9, scope: !194, inlinedAt: !283)
!292 = !DILocation(line: 65, column: 11, scope: !194, inlinedAt: !283)
!293 = !DILocation(line: 66, column: 9, scope: !194, inlinedAt: !283)
!294 = !DILocation(line: 67, column: 9, scope: !222, inlinedAt: !283)
!295 = !DILocation(line: 67, column: 15, scope: !222, inlinedAt: !283)
!296 = !DILocation(line: 67, column: 20, scope: !222, inlinedAt: !283)
!297 = !DILocation(line: 67, column: 23, scope: !222, inlinedAt: !283)
!298 = !DILocation(line: 67, column: 27, scope: !222, inlinedAt: !283)
!299 = !DILocation(line: 67, column: 35, scope: !222, inlinedAt: !283)
!300 = !DILocation(line: 67, column: 38, scope: !222, inlinedAt: !283)
!301 = !DILocation(line: 67, column: 43, scope: !222, inlinedAt: !283)
!302 = !DILocation(line: 67, column: 51, scope: !222, inlinedAt: !283)
!303 = !DILocation(line: 71, column: 1, scope: !194, inlinedAt: !283)
!304 = !DILocation(line: 167, column: 52, scope: !186)
!305 = !DILocation(line: 168, column: 34, scope: !186)
!306 = !DILocation(line: 168, column: 28, scope: !186)
!307 = !DILocation(line: 168, column: 16, scope: !186)
!308 = !DILocation(line: 164, column: 9, scope: !95)
!309 = !DILocation(line: 169, column: 20, scope: !310)
!310 = distinct !DILexicalBlock(scope: !186, file: !2, line: 168, column: 40)
!311 = !DILocation(line: 169, column: 15, scope: !310)
!312 = !DILocation(line: 169, column: 26, scope: !310)
!313 = !DILocalVariable(name: "prog", arg: 1, scope: !314, file: !2, line: 73, type: !170)
!314 = distinct !DISubprogram(name: "usage", scope: !2, file: !2, line: 73, type: !315, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !317)
!315 = !DISubroutineType(types: !316)
!316 = !{null, !170}
!317 = !{!313}
!318 = !DILocation(line: 0, scope: !314, inlinedAt: !319)
!319 = distinct !DILocation(line: 169, column: 9, scope: !310)
!320 = !DILocation(line: 75, column: 13, scope: !314, inlinedAt: !319)
!321 = !DILocation(line: 75, column: 5, scope: !314, inlinedAt: !319)
!322 = !DILocation(line: 170, column: 9, scope: !310)
!323 = !DILocation(line: 174, column: 24, scope: !95)
!324 = !DILocation(line: 175, column: 24, scope: !95)
!325 = !DILocation(line: 176, column: 34, scope: !95)
!326 = !DILocation(line: 176, column: 39, scope: !95)
!327 = !DILocation(line: 176, column: 14, scope: !95)
!328 = !DILocation(line: 177, column: 43, scope: !95)
!329 = !DILocation(line: 177, column: 19, scope: !95)
!330 = !DILocation(line: 178, column: 19, scope: !95)
!331 = !DILocation(line: 179, column: 10, scope: !332)
!332 = distinct !DILexicalBlock(scope: !95, file: !2, line: 179, column: 9)
!333 = !DILocation(line: 179, column: 12, scope: !332)
!334 = !DILocation(line: 180, column: 17, scope: !335)
!335 = distinct !DILexicalBlock(scope: !332, file: !2, line: 179, column: 45)
!336 = !DILocation(line: 180, column: 9, scope: !335)
!337 = !DILocation(line: 181, column: 9, scope: !335)
!338 = !DILocation(line: 181, column: 18, scope: !335)
!339 = !DILocation(line: 181, column: 27, scope: !335)
!340 = !DILocation(line: 181, column: 36, scope: !335)
!341 = !DILocation(line: 181, column: 49, scope: !335)
!342 = !DILocation(line: 182, column: 9, scope: !335)
!343 = !DILocation(line: 185, column: 5, scope: !95)
!344 = !DILocalVariable(name: "r", arg: 1, scope: !345, file: !2, line: 39, type: !348)
!345 = distinct !DISubprogram(name: "rng_seed", scope: !2, file: !2, line: 39, type: !346, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !349)
!346 = !DISubroutineType(types: !347)
!347 = !{null, !348, !24}
!348 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!349 = !{!344, !350, !351}
!350 = !DILocalVariable(name: "seed", arg: 2, scope: !345, file: !2, line: 39, type: !24)
!351 = !DILocalVariable(name: "z", scope: !345, file: !2, line: 41, type: !24)
!352 = !DILocation(line: 0, scope: !345, inlinedAt: !353)
!353 = distinct !DILocation(line: 186, column: 5, scope: !95)
!354 = !DILocation(line: 41, column: 23, scope: !345, inlinedAt: !353)
!355 = !DILocation(line: 42, column: 17, scope: !345, inlinedAt: !353)
!356 = !DILocation(line: 42, column: 12, scope: !345, inlinedAt: !353)
!357 = !DILocation(line: 42, column: 25, scope: !345, inlinedAt: !353)
!358 = !DILocation(line: 43, column: 17, scope: !345, inlinedAt: !353)
!359 = !DILocation(line: 43, column: 12, scope: !345, inlinedAt: !353)
!360 = !DILocation(line: 43, column: 25, scope: !345, inlinedAt: !353)
!361 = !DILocation(line: 44, column: 12, scope: !345, inlinedAt: !353)
!362 = !DILocation(line: 44, column: 7, scope: !345, inlinedAt: !353)
!363 = !DILocation(line: 45, column: 10, scope: !345, inlinedAt: !353)
!364 = !{!365, !366, i64 0}
!365 = !{!"", !366, i64 0}
!366 = !{!"long", !191, i64 0}
!367 = distinct !DIAssignID()
!368 = !DILocation(line: 187, column: 5, scope: !95)
!369 = !DILocation(line: 0, scope: !125)
!370 = !DILocation(line: 190, column: 5, scope: !125)
!371 = !DILocation(line: 191, column: 33, scope: !372)
!372 = distinct !DILexicalBlock(scope: !125, file: !2, line: 190, column: 5)
!373 = !DILocation(line: 191, column: 25, scope: !372)
!374 = !DILocation(line: 191, column: 24, scope: !372)
!375 = !DILocation(line: 191, column: 13, scope: !372)
!376 = !DILocation(line: 191, column: 9, scope: !372)
!377 = !DILocation(line: 191, column: 22, scope: !372)
!378 = !DILocation(line: 190, column: 32, scope: !372)
!379 = distinct !{!379, !370, !380, !381}
!380 = !DILocation(line: 191, column: 38, scope: !125)
!381 = !{!"llvm.loop.mustprogress"}
!382 = distinct !{!382, !383}
!383 = !{!"llvm.loop.unroll.disable"}
!384 = !DILocation(line: 192, column: 5, scope: !127)
!385 = !DILocation(line: 192, column: 32, scope: !386)
!386 = distinct !DILexicalBlock(scope: !127, file: !2, line: 192, column: 5)
!387 = !DILocation(line: 193, column: 25, scope: !386)
!388 = !DILocation(line: 193, column: 17, scope: !386)
!389 = !DILocation(line: 193, column: 16, scope: !386)
!390 = !DILocation(line: 193, column: 9, scope: !386)
!391 = !DILocation(line: 193, column: 14, scope: !386)
!392 = distinct !{!392, !384, !393, !381, !394, !395}
!393 = !DILocation(line: 193, column: 30, scope: !127)
!394 = !{!"llvm.loop.isvectorized", i32 1}
!395 = !{!"llvm.loop.unroll.runtime.disable"}
!396 = !DILocation(line: 196, column: 28, scope: !95)
!397 = !DILocation(line: 196, column: 33, scope: !95)
!398 = !DILocation(line: 196, column: 60, scope: !95)
!399 = !DILocation(line: 196, column: 65, scope: !95)
!400 = !DILocation(line: 0, scope: !131)
!401 = !DILocation(line: 197, column: 24, scope: !134)
!402 = !DILocation(line: 197, column: 5, scope: !131)
!403 = !DILocation(line: 198, column: 24, scope: !133)
!404 = !DILocation(line: 200, scope: !137)
!405 = !DILocation(line: 0, scope: !127)
!406 = !DILocation(line: 192, column: 24, scope: !386)
!407 = distinct !{!407, !384, !393, !381, !395, !394}
!408 = !DILocation(line: 208, column: 22, scope: !95)
!409 = !DILocation(line: 208, column: 17, scope: !95)
!410 = !DILocation(line: 215, column: 5, scope: !95)
!411 = !DILocation(line: 215, column: 14, scope: !95)
!412 = !DILocation(line: 215, column: 18, scope: !95)
!413 = !DILocation(line: 198, column: 22, scope: !133)
!414 = !DILocation(line: 0, scope: !133)
!415 = !DILocation(line: 199, column: 21, scope: !133)
!416 = !DILocation(line: 0, scope: !137)
!417 = !DILocation(line: 200, column: 34, scope: !140)
!418 = !DILocation(line: 200, column: 9, scope: !137)
!419 = !DILocation(line: 197, column: 42, scope: !134)
!420 = distinct !{!420, !402, !421, !381}
!421 = !DILocation(line: 207, column: 5, scope: !131)
!422 = !DILocation(line: 201, column: 25, scope: !139)
!423 = !DILocation(line: 0, scope: !139)
!424 = !DILocation(line: 202, column: 30, scope: !139)
!425 = !DILocation(line: 202, column: 25, scope: !139)
!426 = !DILocation(line: 202, column: 51, scope: !139)
!427 = !DILocation(line: 202, column: 46, scope: !139)
!428 = !DILocation(line: 203, column: 26, scope: !139)
!429 = !DILocation(line: 203, column: 23, scope: !139)
!430 = !DILocation(line: 204, column: 26, scope: !139)
!431 = !DILocation(line: 204, column: 23, scope: !139)
!432 = !DILocalVariable(name: "h", arg: 1, scope: !433, file: !2, line: 144, type: !121)
!433 = distinct !DISubprogram(name: "fill_block", scope: !2, file: !2, line: 144, type: !434, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !440)
!434 = !DISubroutineType(types: !435)
!435 = !{null, !121, !104, !436, !436, !438, !28, !104, !104, !104, !104}
!436 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !437, size: 64)
!437 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!438 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !439, size: 64)
!439 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 640, elements: !81)
!440 = !{!432, !441, !442, !443, !444, !445, !446, !447, !448, !449, !450, !452, !455, !457, !458}
!441 = !DILocalVariable(name: "width", arg: 2, scope: !433, file: !2, line: 144, type: !104)
!442 = !DILocalVariable(name: "a", arg: 3, scope: !433, file: !2, line: 144, type: !436)
!443 = !DILocalVariable(name: "b", arg: 4, scope: !433, file: !2, line: 145, type: !436)
!444 = !DILocalVariable(name: "sub", arg: 5, scope: !433, file: !2, line: 145, type: !438)
!445 = !DILocalVariable(name: "gap", arg: 6, scope: !433, file: !2, line: 146, type: !28)
!446 = !DILocalVariable(name: "i0", arg: 7, scope: !433, file: !2, line: 146, type: !104)
!447 = !DILocalVariable(name: "i1", arg: 8, scope: !433, file: !2, line: 146, type: !104)
!448 = !DILocalVariable(name: "j0", arg: 9, scope: !433, file: !2, line: 146, type: !104)
!449 = !DILocalVariable(name: "j1", arg: 10, scope: !433, file: !2, line: 146, type: !104)
!450 = !DILocalVariable(name: "i", scope: !451, file: !2, line: 148, type: !104)
!451 = distinct !DILexicalBlock(scope: !433, file: !2, line: 148, column: 5)
!452 = !DILocalVariable(name: "row", scope: !453, file: !2, line: 149, type: !121)
!453 = distinct !DILexicalBlock(scope: !454, file: !2, line: 148, column: 36)
!454 = distinct !DILexicalBlock(scope: !451, file: !2, line: 148, column: 5)
!455 = !DILocalVariable(name: "up", scope: !453, file: !2, line: 150, type: !456)
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!457 = !DILocalVariable(name: "subrow", scope: !453, file: !2, line: 151, type: !456)
!458 = !DILocalVariable(name: "j", scope: !459, file: !2, line: 152, type: !104)
!459 = distinct !DILexicalBlock(scope: !453, file: !2, line: 152, column: 9)
!460 = !DILocation(line: 0, scope: !433, inlinedAt: !461)
!461 = distinct !DILocation(line: 205, column: 13, scope: !139)
!462 = !DILocation(line: 0, scope: !451, inlinedAt: !461)
!463 = !DILocation(line: 148, column: 25, scope: !454, inlinedAt: !461)
!464 = !DILocation(line: 148, column: 5, scope: !451, inlinedAt: !461)
!465 = !DILocation(line: 149, column: 26, scope: !453, inlinedAt: !461)
!466 = !DILocation(line: 149, column: 22, scope: !453, inlinedAt: !461)
!467 = !DILocation(line: 0, scope: !453, inlinedAt: !461)
!468 = !DILocation(line: 150, column: 29, scope: !453, inlinedAt: !461)
!469 = !DILocation(line: 151, column: 33, scope: !453, inlinedAt: !461)
!470 = !DILocation(line: 151, column: 29, scope: !453, inlinedAt: !461)
!471 = !DILocation(line: 0, scope: !459, inlinedAt: !461)
!472 = !DILocation(line: 152, column: 9, scope: !459, inlinedAt: !461)
!473 = !DILocation(line: 148, column: 32, scope: !454, inlinedAt: !461)
!474 = distinct !{!474, !464, !475, !381}
!475 = !DILocation(line: 155, column: 5, scope: !451, inlinedAt: !461)
!476 = !DILocation(line: 154, column: 27, scope: !477, inlinedAt: !461)
!477 = distinct !DILexicalBlock(scope: !459, file: !2, line: 152, column: 9)
!478 = !DILocation(line: 153, column: 32, scope: !477, inlinedAt: !461)
!479 = !DILocation(line: 153, column: 27, scope: !477, inlinedAt: !461)
!480 = !DILocation(line: 153, column: 46, scope: !477, inlinedAt: !461)
!481 = !DILocation(line: 153, column: 39, scope: !477, inlinedAt: !461)
!482 = !DILocation(line: 153, column: 37, scope: !477, inlinedAt: !461)
!483 = !DILocation(line: 153, column: 57, scope: !477, inlinedAt: !461)
!484 = !DILocation(line: 153, column: 63, scope: !477, inlinedAt: !461)
!485 = !DILocation(line: 154, column: 38, scope: !477, inlinedAt: !461)
!486 = !DILocalVariable(name: "x", arg: 1, scope: !487, file: !2, line: 137, type: !28)
!487 = distinct !DISubprogram(name: "max3", scope: !2, file: !2, line: 137, type: !488, scopeLine: 138, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !490)
!488 = !DISubroutineType(types: !489)
!489 = !{!28, !28, !28, !28}
!490 = !{!486, !491, !492, !493}
!491 = !DILocalVariable(name: "y", arg: 2, scope: !487, file: !2, line: 137, type: !28)
!492 = !DILocalVariable(name: "z", arg: 3, scope: !487, file: !2, line: 137, type: !28)
!493 = !DILocalVariable(name: "m", scope: !487, file: !2, line: 139, type: !28)
!494 = !DILocation(line: 0, scope: !487, inlinedAt: !495)
!495 = distinct !DILocation(line: 153, column: 22, scope: !477, inlinedAt: !461)
!496 = !DILocation(line: 139, column: 13, scope: !487, inlinedAt: !495)
!497 = !DILocation(line: 140, column: 12, scope: !487, inlinedAt: !495)
!498 = !DILocation(line: 153, column: 13, scope: !477, inlinedAt: !461)
!499 = !DILocation(line: 153, column: 20, scope: !477, inlinedAt: !461)
!500 = !DILocation(line: 152, column: 36, scope: !477, inlinedAt: !461)
!501 = !DILocation(line: 152, column: 29, scope: !477, inlinedAt: !461)
!502 = distinct !{!502, !472, !503, !381}
!503 = !DILocation(line: 154, column: 43, scope: !459, inlinedAt: !461)
!504 = distinct !{!504, !418, !505, !381}
!505 = !DILocation(line: 206, column: 9, scope: !137)
!506 = !DILocation(line: 216, column: 24, scope: !157)
!507 = !DILocation(line: 216, column: 20, scope: !157)
!508 = !DILocation(line: 0, scope: !157)
!509 = !DILocation(line: 218, column: 19, scope: !510)
!510 = distinct !DILexicalBlock(scope: !157, file: !2, line: 218, column: 13)
!511 = !DILocation(line: 219, column: 26, scope: !510)
!512 = !DILocation(line: 219, column: 31, scope: !510)
!513 = !DILocation(line: 219, column: 21, scope: !510)
!514 = !DILocation(line: 219, column: 54, scope: !510)
!515 = !DILocation(line: 219, column: 50, scope: !510)
!516 = !DILocation(line: 219, column: 64, scope: !510)
!517 = !DILocation(line: 219, column: 48, scope: !510)
!518 = !DILocation(line: 219, column: 18, scope: !510)
!519 = !DILocation(line: 218, column: 13, scope: !157)
!520 = !DILocation(line: 221, column: 26, scope: !521)
!521 = distinct !DILexicalBlock(scope: !510, file: !2, line: 221, column: 20)
!522 = !DILocation(line: 221, column: 42, scope: !521)
!523 = !DILocation(line: 221, column: 47, scope: !521)
!524 = !DILocation(line: 221, column: 37, scope: !521)
!525 = !DILocation(line: 221, column: 60, scope: !521)
!526 = !DILocation(line: 221, column: 34, scope: !521)
!527 = !DILocation(line: 221, column: 20, scope: !510)
!528 = !DILocation(line: 223, column: 26, scope: !529)
!529 = distinct !DILexicalBlock(scope: !521, file: !2, line: 223, column: 20)
!530 = !DILocation(line: 223, column: 37, scope: !529)
!531 = !DILocation(line: 223, column: 58, scope: !529)
!532 = !DILocation(line: 223, column: 34, scope: !529)
!533 = !DILocation(line: 223, column: 20, scope: !521)
!534 = !DILocation(line: 226, column: 21, scope: !535)
!535 = distinct !DILexicalBlock(scope: !529, file: !2, line: 225, column: 16)
!536 = !DILocation(line: 226, column: 13, scope: !535)
!537 = !DILocation(line: 231, column: 14, scope: !538)
!538 = distinct !DILexicalBlock(scope: !539, file: !2, line: 229, column: 26)
!539 = distinct !DILexicalBlock(scope: !157, file: !2, line: 229, column: 13)
!540 = !DILocation(line: 232, column: 24, scope: !538)
!541 = !DILocation(line: 232, column: 13, scope: !538)
!542 = !DILocation(line: 232, column: 22, scope: !538)
!543 = !DILocation(line: 233, column: 24, scope: !538)
!544 = !DILocation(line: 233, column: 13, scope: !538)
!545 = !DILocation(line: 233, column: 22, scope: !538)
!546 = !DILocation(line: 234, column: 22, scope: !547)
!547 = distinct !DILexicalBlock(scope: !538, file: !2, line: 234, column: 17)
!548 = !DILocation(line: 234, column: 17, scope: !538)
!549 = !DILocation(line: 239, column: 9, scope: !538)
!550 = !DILocation(line: 241, column: 33, scope: !551)
!551 = distinct !DILexicalBlock(scope: !552, file: !2, line: 239, column: 33)
!552 = distinct !DILexicalBlock(scope: !539, file: !2, line: 239, column: 20)
!553 = !DILocation(line: 241, column: 24, scope: !551)
!554 = !DILocation(line: 241, column: 13, scope: !551)
!555 = !DILocation(line: 241, column: 22, scope: !551)
!556 = !DILocation(line: 242, column: 13, scope: !551)
!557 = !DILocation(line: 242, column: 22, scope: !551)
!558 = !DILocation(line: 243, column: 19, scope: !551)
!559 = !DILocation(line: 244, column: 16, scope: !551)
!560 = !DILocation(line: 245, column: 9, scope: !551)
!561 = !DILocation(line: 246, column: 14, scope: !562)
!562 = distinct !DILexicalBlock(scope: !552, file: !2, line: 245, column: 16)
!563 = !DILocation(line: 247, column: 13, scope: !562)
!564 = !DILocation(line: 247, column: 22, scope: !562)
!565 = !DILocation(line: 248, column: 33, scope: !562)
!566 = !DILocation(line: 248, column: 24, scope: !562)
!567 = !DILocation(line: 248, column: 13, scope: !562)
!568 = !DILocation(line: 248, column: 22, scope: !562)
!569 = !DILocation(line: 249, column: 19, scope: !562)
!570 = !DILocation(line: 250, column: 16, scope: !562)
!571 = !DILocation(line: 212, column: 23, scope: !95)
!572 = !DILocation(line: 0, scope: !539)
!573 = !DILocation(line: 252, column: 13, scope: !157)
!574 = !DILocation(line: 254, column: 24, scope: !157)
!575 = !DILocation(line: 254, column: 42, scope: !157)
!576 = !DILocation(line: 255, column: 10, scope: !157)
!577 = !DILocation(line: 0, scope: !160)
!578 = !DILocation(line: 259, column: 24, scope: !163)
!579 = !DILocation(line: 259, column: 5, scope: !160)
!580 = !DILocation(line: 0, scope: !166)
!581 = !DILocation(line: 270, column: 24, scope: !169)
!582 = !DILocation(line: 270, column: 5, scope: !166)
!583 = !DILocation(line: 260, column: 18, scope: !162)
!584 = !DILocation(line: 0, scope: !162)
!585 = !DILocation(line: 261, column: 32, scope: !162)
!586 = !DILocation(line: 261, column: 20, scope: !162)
!587 = !DILocation(line: 261, column: 18, scope: !162)
!588 = !DILocation(line: 262, column: 26, scope: !162)
!589 = !DILocation(line: 263, column: 13, scope: !162)
!590 = !DILocation(line: 264, column: 20, scope: !162)
!591 = !DILocation(line: 264, column: 18, scope: !162)
!592 = !DILocation(line: 265, column: 26, scope: !162)
!593 = !DILocation(line: 259, column: 34, scope: !163)
!594 = distinct !{!594, !579, !595, !381}
!595 = !DILocation(line: 266, column: 5, scope: !160)
!596 = !DILocation(line: 271, column: 13, scope: !597)
!597 = distinct !DILexicalBlock(scope: !168, file: !2, line: 271, column: 13)
!598 = !DILocation(line: 271, column: 22, scope: !597)
!599 = !DILocation(line: 271, column: 29, scope: !597)
!600 = !DILocation(line: 271, column: 32, scope: !597)
!601 = !DILocation(line: 271, column: 41, scope: !597)
!602 = !DILocation(line: 271, column: 13, scope: !168)
!603 = !DILocation(line: 272, column: 22, scope: !604)
!604 = distinct !DILexicalBlock(scope: !597, file: !2, line: 271, column: 49)
!605 = !DILocation(line: 273, column: 13, scope: !604)
!606 = !DILocation(line: 275, column: 26, scope: !168)
!607 = !DILocation(line: 0, scope: !168)
!608 = !DILocation(line: 276, column: 26, scope: !168)
!609 = !DILocation(line: 277, column: 16, scope: !610)
!610 = distinct !DILexicalBlock(scope: !168, file: !2, line: 277, column: 13)
!611 = !DILocation(line: 277, column: 24, scope: !610)
!612 = !DILocation(line: 279, column: 28, scope: !168)
!613 = !DILocation(line: 279, column: 43, scope: !168)
!614 = !DILocation(line: 279, column: 21, scope: !168)
!615 = !DILocation(line: 279, column: 18, scope: !168)
!616 = !DILocation(line: 270, column: 30, scope: !169)
!617 = distinct !{!617, !582, !618, !381}
!618 = !DILocation(line: 280, column: 5, scope: !166)
!619 = !DILocation(line: 0, scope: !174)
!620 = !DILocation(line: 283, column: 5, scope: !174)
!621 = !DILocation(line: 284, column: 29, scope: !622)
!622 = distinct !DILexicalBlock(scope: !174, file: !2, line: 283, column: 5)
!623 = !DILocation(line: 284, column: 47, scope: !622)
!624 = !DILocation(line: 284, column: 35, scope: !622)
!625 = !DILocation(line: 283, column: 32, scope: !622)
!626 = distinct !{!626, !383}
!627 = !DILocation(line: 286, column: 18, scope: !95)
!628 = !DILocation(line: 287, column: 5, scope: !95)
!629 = !DILocation(line: 289, column: 24, scope: !95)
!630 = !DILocation(line: 289, column: 21, scope: !95)
!631 = !DILocation(line: 289, column: 12, scope: !95)
!632 = !DILocation(line: 288, column: 5, scope: !95)
!633 = !DILocation(line: 290, column: 5, scope: !95)
!634 = !DILocation(line: 293, column: 34, scope: !95)
!635 = !DILocation(line: 293, column: 5, scope: !95)
!636 = !DILocation(line: 294, column: 5, scope: !95)
!637 = !DILocation(line: 296, column: 25, scope: !95)
!638 = !DILocation(line: 296, column: 5, scope: !95)
!639 = !DILocation(line: 297, column: 5, scope: !95)
!640 = !DILocation(line: 299, column: 5, scope: !95)
!641 = !DILocation(line: 300, column: 5, scope: !95)
!642 = !DILocation(line: 301, column: 5, scope: !95)
!643 = !DILocation(line: 302, column: 5, scope: !95)
!644 = !DILocation(line: 303, column: 5, scope: !95)
!645 = distinct !{!645, !620, !646, !381}
!646 = !DILocation(line: 284, column: 63, scope: !174)
!647 = !DILocation(line: 305, column: 1, scope: !95)
!648 = !DISubprogram(name: "__errno_location", scope: !649, file: !649, line: 37, type: !650, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!649 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!650 = !DISubroutineType(types: !651)
!651 = !{!121}
!652 = !DISubprogram(name: "strtol", scope: !653, file: !653, line: 177, type: !654, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!653 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!654 = !DISubroutineType(types: !655)
!655 = !{!104, !656, !657, !28}
!656 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !170)
!657 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !98)
!658 = !DISubprogram(name: "fprintf", scope: !659, file: !659, line: 350, type: !660, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!659 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!660 = !DISubroutineType(types: !661)
!661 = !{!28, !662, !656, null}
!662 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !663)
!663 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !664, size: 64)
!664 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !665, line: 7, baseType: !666)
!665 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!666 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !667, line: 49, size: 1728, elements: !668)
!667 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!668 = !{!669, !670, !671, !672, !673, !674, !675, !676, !677, !678, !679, !680, !681, !684, !686, !687, !688, !690, !692, !694, !698, !701, !703, !706, !709, !710, !711, !712, !713}
!669 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !666, file: !667, line: 51, baseType: !28, size: 32)
!670 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !666, file: !667, line: 54, baseType: !99, size: 64, offset: 64)
!671 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !666, file: !667, line: 55, baseType: !99, size: 64, offset: 128)
!672 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !666, file: !667, line: 56, baseType: !99, size: 64, offset: 192)
!673 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !666, file: !667, line: 57, baseType: !99, size: 64, offset: 256)
!674 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !666, file: !667, line: 58, baseType: !99, size: 64, offset: 320)
!675 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !666, file: !667, line: 59, baseType: !99, size: 64, offset: 384)
!676 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !666, file: !667, line: 60, baseType: !99, size: 64, offset: 448)
!677 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !666, file: !667, line: 61, baseType: !99, size: 64, offset: 512)
!678 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !666, file: !667, line: 64, baseType: !99, size: 64, offset: 576)
!679 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !666, file: !667, line: 65, baseType: !99, size: 64, offset: 640)
!680 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !666, file: !667, line: 66, baseType: !99, size: 64, offset: 704)
!681 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !666, file: !667, line: 68, baseType: !682, size: 64, offset: 768)
!682 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !683, size: 64)
!683 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !667, line: 36, flags: DIFlagFwdDecl)
!684 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !666, file: !667, line: 70, baseType: !685, size: 64, offset: 832)
!685 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !666, size: 64)
!686 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !666, file: !667, line: 72, baseType: !28, size: 32, offset: 896)
!687 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !666, file: !667, line: 73, baseType: !28, size: 32, offset: 928)
!688 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !666, file: !667, line: 74, baseType: !689, size: 64, offset: 960)
!689 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !27, line: 152, baseType: !104)
!690 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !666, file: !667, line: 77, baseType: !691, size: 16, offset: 1024)
!691 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!692 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !666, file: !667, line: 78, baseType: !693, size: 8, offset: 1040)
!693 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!694 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !666, file: !667, line: 79, baseType: !695, size: 8, offset: 1048)
!695 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !696)
!696 = !{!697}
!697 = !DISubrange(count: 1)
!698 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !666, file: !667, line: 81, baseType: !699, size: 64, offset: 1088)
!699 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !700, size: 64)
!700 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !667, line: 43, baseType: null)
!701 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !666, file: !667, line: 89, baseType: !702, size: 64, offset: 1152)
!702 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !27, line: 153, baseType: !104)
!703 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !666, file: !667, line: 91, baseType: !704, size: 64, offset: 1216)
!704 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !705, size: 64)
!705 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !667, line: 37, flags: DIFlagFwdDecl)
!706 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !666, file: !667, line: 92, baseType: !707, size: 64, offset: 1280)
!707 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !708, size: 64)
!708 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !667, line: 38, flags: DIFlagFwdDecl)
!709 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !666, file: !667, line: 93, baseType: !685, size: 64, offset: 1344)
!710 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !666, file: !667, line: 94, baseType: !32, size: 64, offset: 1408)
!711 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !666, file: !667, line: 95, baseType: !21, size: 64, offset: 1472)
!712 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !666, file: !667, line: 96, baseType: !28, size: 32, offset: 1536)
!713 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !666, file: !667, line: 98, baseType: !714, size: 160, offset: 1568)
!714 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !81)
!715 = !DISubprogram(name: "calloc", scope: !653, file: !653, line: 556, type: !716, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!716 = !DISubroutineType(types: !717)
!717 = !{!32, !21, !21}
!718 = !DISubprogram(name: "free", scope: !653, file: !653, line: 568, type: !719, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DISubroutineType(types: !720)
!720 = !{null, !32}
!721 = distinct !DISubprogram(name: "build_matrix", scope: !2, file: !2, line: 84, type: !722, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !724)
!722 = !DISubroutineType(types: !723)
!723 = !{null, !438}
!724 = !{!725, !726, !728, !732}
!725 = !DILocalVariable(name: "sub", arg: 1, scope: !721, file: !2, line: 84, type: !438)
!726 = !DILocalVariable(name: "a", scope: !727, file: !2, line: 86, type: !28)
!727 = distinct !DILexicalBlock(scope: !721, file: !2, line: 86, column: 5)
!728 = !DILocalVariable(name: "b", scope: !729, file: !2, line: 87, type: !28)
!729 = distinct !DILexicalBlock(scope: !730, file: !2, line: 87, column: 9)
!730 = distinct !DILexicalBlock(scope: !731, file: !2, line: 86, column: 37)
!731 = distinct !DILexicalBlock(scope: !727, file: !2, line: 86, column: 5)
!732 = !DILocalVariable(name: "s", scope: !733, file: !2, line: 88, type: !28)
!733 = distinct !DILexicalBlock(scope: !734, file: !2, line: 87, column: 41)
!734 = distinct !DILexicalBlock(scope: !729, file: !2, line: 87, column: 9)
!735 = !DILocation(line: 0, scope: !721)
!736 = !DILocation(line: 0, scope: !727)
!737 = !DILocation(line: 86, column: 5, scope: !727)
!738 = !DILocation(line: 0, scope: !729)
!739 = !DILocation(line: 89, column: 19, scope: !740)
!740 = distinct !DILexicalBlock(scope: !733, file: !2, line: 89, column: 17)
!741 = !DILocation(line: 89, column: 17, scope: !733)
!742 = !DILocation(line: 91, column: 31, scope: !743)
!743 = distinct !DILexicalBlock(scope: !740, file: !2, line: 91, column: 22)
!744 = !DILocation(line: 91, column: 22, scope: !740)
!745 = !DILocation(line: 93, column: 36, scope: !746)
!746 = distinct !DILexicalBlock(scope: !743, file: !2, line: 93, column: 22)
!747 = !DILocation(line: 96, column: 34, scope: !746)
!748 = !DILocation(line: 96, column: 24, scope: !746)
!749 = !DILocation(line: 0, scope: !733)
!750 = !DILocation(line: 97, column: 13, scope: !733)
!751 = !DILocation(line: 97, column: 23, scope: !733)
!752 = !DILocation(line: 0, scope: !740)
!753 = !DILocation(line: 87, column: 9, scope: !729)
!754 = !DILocation(line: 100, column: 1, scope: !721)
!755 = !DILocation(line: 86, column: 33, scope: !731)
!756 = !DILocation(line: 86, column: 23, scope: !731)
!757 = distinct !{!757, !737, !758, !381}
!758 = !DILocation(line: 99, column: 5, scope: !727)
!759 = !DILocation(line: 91, column: 22, scope: !743)
!760 = !DILocation(line: 91, column: 34, scope: !743)
!761 = !DILocation(line: 96, column: 29, scope: !746)
!762 = !DILocation(line: 87, column: 37, scope: !734)
!763 = !DILocation(line: 87, column: 27, scope: !734)
!764 = distinct !{!764, !753, !765, !381, !766}
!765 = !DILocation(line: 98, column: 9, scope: !729)
!766 = !{!"llvm.loop.peeled.count", i32 5}
!767 = distinct !DISubprogram(name: "make_sequences", scope: !2, file: !2, line: 111, type: !768, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !770)
!768 = !DISubroutineType(types: !769)
!769 = !{null, !118, !104, !118, !104, !348}
!770 = !{!771, !772, !773, !774, !775, !776, !777, !778, !780}
!771 = !DILocalVariable(name: "a", arg: 1, scope: !767, file: !2, line: 111, type: !118)
!772 = !DILocalVariable(name: "la", arg: 2, scope: !767, file: !2, line: 111, type: !104)
!773 = !DILocalVariable(name: "b", arg: 3, scope: !767, file: !2, line: 111, type: !118)
!774 = !DILocalVariable(name: "lb", arg: 4, scope: !767, file: !2, line: 112, type: !104)
!775 = !DILocalVariable(name: "rng", arg: 5, scope: !767, file: !2, line: 112, type: !348)
!776 = !DILocalVariable(name: "i", scope: !767, file: !2, line: 114, type: !104)
!777 = !DILocalVariable(name: "j", scope: !767, file: !2, line: 114, type: !104)
!778 = !DILocalVariable(name: "k", scope: !779, file: !2, line: 116, type: !104)
!779 = distinct !DILexicalBlock(scope: !767, file: !2, line: 116, column: 5)
!780 = !DILocalVariable(name: "op", scope: !781, file: !2, line: 123, type: !29)
!781 = distinct !DILexicalBlock(scope: !767, file: !2, line: 118, column: 20)
!782 = !DILocation(line: 0, scope: !767)
!783 = !DILocation(line: 0, scope: !779)
!784 = !DILocation(line: 116, column: 24, scope: !785)
!785 = distinct !DILexicalBlock(scope: !779, file: !2, line: 116, column: 5)
!786 = !DILocation(line: 116, column: 5, scope: !779)
!787 = !DILocation(line: 118, column: 14, scope: !767)
!788 = !DILocation(line: 118, column: 5, scope: !767)
!789 = !DILocalVariable(name: "rng", arg: 1, scope: !790, file: !2, line: 103, type: !348)
!790 = distinct !DISubprogram(name: "draw_residue", scope: !2, file: !2, line: 103, type: !791, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !793)
!791 = !DISubroutineType(types: !792)
!792 = !{!34, !348}
!793 = !{!789, !794}
!794 = !DILocalVariable(name: "v", scope: !790, file: !2, line: 105, type: !29)
!795 = !DILocation(line: 0, scope: !790, inlinedAt: !796)
!796 = distinct !DILocation(line: 117, column: 16, scope: !785)
!797 = !DILocalVariable(name: "r", arg: 1, scope: !798, file: !2, line: 48, type: !348)
!798 = distinct !DISubprogram(name: "rng_next", scope: !2, file: !2, line: 48, type: !799, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !801)
!799 = !DISubroutineType(types: !800)
!800 = !{!29, !348}
!801 = !{!797, !802}
!802 = !DILocalVariable(name: "x", scope: !798, file: !2, line: 50, type: !24)
!803 = !DILocation(line: 0, scope: !798, inlinedAt: !804)
!804 = distinct !DILocation(line: 105, column: 18, scope: !790, inlinedAt: !796)
!805 = !DILocation(line: 50, column: 21, scope: !798, inlinedAt: !804)
!806 = !DILocation(line: 51, column: 12, scope: !798, inlinedAt: !804)
!807 = !DILocation(line: 51, column: 7, scope: !798, inlinedAt: !804)
!808 = !DILocation(line: 52, column: 12, scope: !798, inlinedAt: !804)
!809 = !DILocation(line: 52, column: 7, scope: !798, inlinedAt: !804)
!810 = !DILocation(line: 53, column: 12, scope: !798, inlinedAt: !804)
!811 = !DILocation(line: 53, column: 7, scope: !798, inlinedAt: !804)
!812 = !DILocation(line: 55, column: 26, scope: !798, inlinedAt: !804)
!813 = !DILocation(line: 54, column: 10, scope: !798, inlinedAt: !804)
!814 = !DILocation(line: 55, column: 51, scope: !798, inlinedAt: !804)
!815 = !DILocation(line: 55, column: 12, scope: !798, inlinedAt: !804)
!816 = !DILocation(line: 105, column: 32, scope: !790, inlinedAt: !796)
!817 = !DILocation(line: 106, column: 30, scope: !790, inlinedAt: !796)
!818 = !DILocation(line: 106, column: 28, scope: !790, inlinedAt: !796)
!819 = !DILocation(line: 106, column: 47, scope: !790, inlinedAt: !796)
!820 = !DILocation(line: 106, column: 56, scope: !790, inlinedAt: !796)
!821 = !DILocation(line: 106, column: 61, scope: !790, inlinedAt: !796)
!822 = !DILocation(line: 106, column: 12, scope: !790, inlinedAt: !796)
!823 = !DILocation(line: 117, column: 9, scope: !785)
!824 = !DILocation(line: 117, column: 14, scope: !785)
!825 = !DILocation(line: 116, column: 31, scope: !785)
!826 = distinct !{!826, !786, !827, !381}
!827 = !DILocation(line: 117, column: 32, scope: !779)
!828 = !DILocation(line: 0, scope: !781)
!829 = !DILocation(line: 55, column: 26, scope: !798, inlinedAt: !830)
!830 = distinct !DILocation(line: 105, column: 18, scope: !790, inlinedAt: !831)
!831 = distinct !DILocation(line: 120, column: 22, scope: !832)
!832 = distinct !DILexicalBlock(scope: !833, file: !2, line: 119, column: 22)
!833 = distinct !DILexicalBlock(scope: !781, file: !2, line: 119, column: 13)
!834 = !DILocation(line: 119, column: 13, scope: !781)
!835 = !DILocation(line: 0, scope: !790, inlinedAt: !831)
!836 = !DILocation(line: 0, scope: !798, inlinedAt: !830)
!837 = !DILocation(line: 55, column: 51, scope: !798, inlinedAt: !830)
!838 = !DILocation(line: 55, column: 12, scope: !798, inlinedAt: !830)
!839 = !DILocation(line: 105, column: 32, scope: !790, inlinedAt: !831)
!840 = !DILocation(line: 106, column: 30, scope: !790, inlinedAt: !831)
!841 = !DILocation(line: 106, column: 28, scope: !790, inlinedAt: !831)
!842 = !DILocation(line: 106, column: 47, scope: !790, inlinedAt: !831)
!843 = !DILocation(line: 106, column: 56, scope: !790, inlinedAt: !831)
!844 = !DILocation(line: 106, column: 61, scope: !790, inlinedAt: !831)
!845 = !DILocation(line: 106, column: 12, scope: !790, inlinedAt: !831)
!846 = !DILocation(line: 120, column: 16, scope: !832)
!847 = !DILocation(line: 120, column: 13, scope: !832)
!848 = !DILocation(line: 120, column: 20, scope: !832)
!849 = distinct !{!849, !788, !850, !381}
!850 = !DILocation(line: 134, column: 5, scope: !767)
!851 = !DILocation(line: 0, scope: !798, inlinedAt: !852)
!852 = distinct !DILocation(line: 123, column: 23, scope: !781)
!853 = !DILocation(line: 55, column: 26, scope: !798, inlinedAt: !852)
!854 = !DILocation(line: 55, column: 51, scope: !798, inlinedAt: !852)
!855 = !DILocation(line: 55, column: 12, scope: !798, inlinedAt: !852)
!856 = !DILocation(line: 123, column: 37, scope: !781)
!857 = !DILocation(line: 124, column: 16, scope: !858)
!858 = distinct !DILexicalBlock(scope: !781, file: !2, line: 124, column: 13)
!859 = !DILocation(line: 124, column: 13, scope: !781)
!860 = !DILocation(line: 125, column: 25, scope: !861)
!861 = distinct !DILexicalBlock(scope: !858, file: !2, line: 124, column: 23)
!862 = !DILocation(line: 125, column: 22, scope: !861)
!863 = !DILocation(line: 125, column: 16, scope: !861)
!864 = !DILocation(line: 125, column: 13, scope: !861)
!865 = !DILocation(line: 125, column: 20, scope: !861)
!866 = !DILocation(line: 126, column: 9, scope: !861)
!867 = !DILocation(line: 126, column: 23, scope: !868)
!868 = distinct !DILexicalBlock(scope: !858, file: !2, line: 126, column: 20)
!869 = !DILocation(line: 126, column: 20, scope: !858)
!870 = !DILocation(line: 0, scope: !790, inlinedAt: !871)
!871 = distinct !DILocation(line: 127, column: 22, scope: !872)
!872 = distinct !DILexicalBlock(scope: !868, file: !2, line: 126, column: 30)
!873 = !DILocation(line: 0, scope: !798, inlinedAt: !874)
!874 = distinct !DILocation(line: 105, column: 18, scope: !790, inlinedAt: !871)
!875 = !DILocation(line: 51, column: 12, scope: !798, inlinedAt: !874)
!876 = !DILocation(line: 51, column: 7, scope: !798, inlinedAt: !874)
!877 = !DILocation(line: 52, column: 12, scope: !798, inlinedAt: !874)
!878 = !DILocation(line: 52, column: 7, scope: !798, inlinedAt: !874)
!879 = !DILocation(line: 53, column: 12, scope: !798, inlinedAt: !874)
!880 = !DILocation(line: 53, column: 7, scope: !798, inlinedAt: !874)
!881 = !DILocation(line: 54, column: 10, scope: !798, inlinedAt: !874)
!882 = !DILocation(line: 55, column: 26, scope: !798, inlinedAt: !874)
!883 = !DILocation(line: 55, column: 51, scope: !798, inlinedAt: !874)
!884 = !DILocation(line: 55, column: 12, scope: !798, inlinedAt: !874)
!885 = !DILocation(line: 105, column: 32, scope: !790, inlinedAt: !871)
!886 = !DILocation(line: 106, column: 30, scope: !790, inlinedAt: !871)
!887 = !DILocation(line: 106, column: 28, scope: !790, inlinedAt: !871)
!888 = !DILocation(line: 106, column: 47, scope: !790, inlinedAt: !871)
!889 = !DILocation(line: 106, column: 56, scope: !790, inlinedAt: !871)
!890 = !DILocation(line: 106, column: 61, scope: !790, inlinedAt: !871)
!891 = !DILocation(line: 106, column: 12, scope: !790, inlinedAt: !871)
!892 = !DILocation(line: 127, column: 16, scope: !872)
!893 = !DILocation(line: 127, column: 13, scope: !872)
!894 = !DILocation(line: 127, column: 20, scope: !872)
!895 = !DILocation(line: 128, column: 14, scope: !872)
!896 = !DILocation(line: 129, column: 9, scope: !872)
!897 = !DILocation(line: 129, column: 23, scope: !898)
!898 = distinct !DILexicalBlock(scope: !868, file: !2, line: 129, column: 20)
!899 = !DILocation(line: 129, column: 20, scope: !868)
!900 = !DILocation(line: 0, scope: !790, inlinedAt: !901)
!901 = distinct !DILocation(line: 130, column: 22, scope: !902)
!902 = distinct !DILexicalBlock(scope: !898, file: !2, line: 129, column: 30)
!903 = !DILocation(line: 0, scope: !798, inlinedAt: !904)
!904 = distinct !DILocation(line: 105, column: 18, scope: !790, inlinedAt: !901)
!905 = !DILocation(line: 51, column: 12, scope: !798, inlinedAt: !904)
!906 = !DILocation(line: 51, column: 7, scope: !798, inlinedAt: !904)
!907 = !DILocation(line: 52, column: 12, scope: !798, inlinedAt: !904)
!908 = !DILocation(line: 52, column: 7, scope: !798, inlinedAt: !904)
!909 = !DILocation(line: 53, column: 12, scope: !798, inlinedAt: !904)
!910 = !DILocation(line: 53, column: 7, scope: !798, inlinedAt: !904)
!911 = !DILocation(line: 54, column: 10, scope: !798, inlinedAt: !904)
!912 = !DILocation(line: 55, column: 26, scope: !798, inlinedAt: !904)
!913 = !DILocation(line: 55, column: 51, scope: !798, inlinedAt: !904)
!914 = !DILocation(line: 55, column: 12, scope: !798, inlinedAt: !904)
!915 = !DILocation(line: 105, column: 32, scope: !790, inlinedAt: !901)
!916 = !DILocation(line: 106, column: 30, scope: !790, inlinedAt: !901)
!917 = !DILocation(line: 106, column: 28, scope: !790, inlinedAt: !901)
!918 = !DILocation(line: 106, column: 47, scope: !790, inlinedAt: !901)
!919 = !DILocation(line: 106, column: 56, scope: !790, inlinedAt: !901)
!920 = !DILocation(line: 106, column: 61, scope: !790, inlinedAt: !901)
!921 = !DILocation(line: 106, column: 12, scope: !790, inlinedAt: !901)
!922 = !DILocation(line: 130, column: 16, scope: !902)
!923 = !DILocation(line: 130, column: 13, scope: !902)
!924 = !DILocation(line: 130, column: 20, scope: !902)
!925 = !DILocation(line: 131, column: 9, scope: !902)
!926 = !DILocation(line: 132, column: 14, scope: !927)
!927 = distinct !DILexicalBlock(scope: !898, file: !2, line: 131, column: 16)
!928 = !DILocation(line: 135, column: 1, scope: !767)
!929 = !DISubprogram(name: "printf", scope: !659, file: !659, line: 356, type: !930, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!930 = !DISubroutineType(types: !931)
!931 = !{!28, !656, null}
