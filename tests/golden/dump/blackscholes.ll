; ModuleID = 'blackscholes'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.option_t = type { double, double, double, double, double, i32 }

@.str = private unnamed_addr constant [13 x i8] c"blackscholes\00", align 1, !dbg !0
@stderr = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [29 x i8] c"blackscholes: out of memory\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [47 x i8] c"blackscholes: %ld options, seed %ld, %ld runs\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [33 x i8] c"%ld %c S=%.2f K=%.2f price %.4f\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [29 x i8] c"total: calls %.4f puts %.4f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [66 x i8] c"max price %.4f (option %ld), in the money %ld, below 0.0001: %ld\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [24 x i8] c"parity violations: %ld\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [116 x i8] c"usage: %s NUM_OPTIONS SEED [RUNS]\0A  NUM_OPTIONS in [1, %ld], SEED in [0, 4294967295], RUNS in [1, %ld] (default 1)\0A\00", align 1, !dbg !34

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !64 {
  %3 = alloca ptr, align 8, !DIAssignID !119
  %4 = alloca ptr, align 8, !DIAssignID !120
  %5 = alloca ptr, align 8, !DIAssignID !121
    #dbg_value(i32 %0, !70, !DIExpression(), !122)
    #dbg_value(ptr %1, !71, !DIExpression(), !122)
    #dbg_value(i64 1, !74, !DIExpression(), !122)
  %6 = add i32 %0, -5, !dbg !123
  %7 = icmp ult i32 %6, -2, !dbg !123
  br i1 %7, label %74, label %8, !dbg !123

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !125
  %10 = load ptr, ptr %9, align 8, !dbg !125, !tbaa !126
    #dbg_assign(i1 undef, !130, !DIExpression(), !121, ptr %5, !DIExpression(), !143)
    #dbg_value(ptr %10, !138, !DIExpression(), !143)
    #dbg_value(i64 1, !139, !DIExpression(), !143)
    #dbg_value(i64 100000, !140, !DIExpression(), !143)
    #dbg_value(ptr undef, !141, !DIExpression(), !143)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #10, !dbg !145
  store ptr null, ptr %5, align 8, !dbg !146, !tbaa !126, !DIAssignID !147
    #dbg_assign(ptr null, !130, !DIExpression(), !147, ptr %5, !DIExpression(), !143)
  %11 = icmp eq ptr %10, null, !dbg !148
  br i1 %11, label %29, label %12, !dbg !150

12:                                               ; preds = %8
  %13 = load i8, ptr %10, align 1, !dbg !151, !tbaa !152
  %14 = icmp eq i8 %13, 0, !dbg !153
  br i1 %14, label %29, label %15, !dbg !154

15:                                               ; preds = %12
  %16 = tail call ptr @__errno_location() #11, !dbg !155
  store i32 0, ptr %16, align 4, !dbg !156, !tbaa !157
  %17 = call i64 @strtol(ptr noundef nonnull %10, ptr noundef nonnull %5, i32 noundef 10) #10, !dbg !159
    #dbg_value(i64 %17, !142, !DIExpression(), !143)
  %18 = load i32, ptr %16, align 4, !dbg !160, !tbaa !157
  %19 = icmp eq i32 %18, 0, !dbg !162
  br i1 %19, label %20, label %29, !dbg !163

20:                                               ; preds = %15
  %21 = load ptr, ptr %5, align 8, !dbg !164, !tbaa !126
  %22 = icmp eq ptr %21, %10, !dbg !165
  br i1 %22, label %29, label %23, !dbg !166

23:                                               ; preds = %20
  %24 = load i8, ptr %21, align 1, !dbg !167, !tbaa !152
  %25 = icmp ne i8 %24, 0, !dbg !168
  %26 = add i64 %17, -100001, !dbg !169
  %27 = icmp ult i64 %26, -100000, !dbg !169
  %28 = select i1 %25, i1 true, i1 %27, !dbg !169
  br i1 %28, label %29, label %30, !dbg !169

29:                                               ; preds = %12, %8, %23, %20, %15
    #dbg_value(i64 poison, !72, !DIExpression(), !122)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10, !dbg !170
  br label %76, !dbg !171

30:                                               ; preds = %23
    #dbg_value(i64 %17, !72, !DIExpression(), !122)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10, !dbg !170
  %31 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !172
  %32 = load ptr, ptr %31, align 8, !dbg !172, !tbaa !126
    #dbg_assign(i1 undef, !130, !DIExpression(), !120, ptr %4, !DIExpression(), !173)
    #dbg_value(ptr %32, !138, !DIExpression(), !173)
    #dbg_value(i64 0, !139, !DIExpression(), !173)
    #dbg_value(i64 4294967295, !140, !DIExpression(), !173)
    #dbg_value(ptr undef, !141, !DIExpression(), !173)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10, !dbg !175
  store ptr null, ptr %4, align 8, !dbg !176, !tbaa !126, !DIAssignID !177
    #dbg_assign(ptr null, !130, !DIExpression(), !177, ptr %4, !DIExpression(), !173)
  %33 = icmp eq ptr %32, null, !dbg !178
  br i1 %33, label %49, label %34, !dbg !179

34:                                               ; preds = %30
  %35 = load i8, ptr %32, align 1, !dbg !180, !tbaa !152
  %36 = icmp eq i8 %35, 0, !dbg !181
  br i1 %36, label %49, label %37, !dbg !182

37:                                               ; preds = %34
  store i32 0, ptr %16, align 4, !dbg !183, !tbaa !157
  %38 = call i64 @strtol(ptr noundef nonnull %32, ptr noundef nonnull %4, i32 noundef 10) #10, !dbg !184
    #dbg_value(i64 %38, !142, !DIExpression(), !173)
  %39 = load i32, ptr %16, align 4, !dbg !185, !tbaa !157
  %40 = icmp eq i32 %39, 0, !dbg !186
  br i1 %40, label %41, label %49, !dbg !187

41:                                               ; preds = %37
  %42 = load ptr, ptr %4, align 8, !dbg !188, !tbaa !126
  %43 = icmp eq ptr %42, %32, !dbg !189
  br i1 %43, label %49, label %44, !dbg !190

44:                                               ; preds = %41
  %45 = load i8, ptr %42, align 1, !dbg !191, !tbaa !152
  %46 = icmp ne i8 %45, 0, !dbg !192
  %47 = icmp ugt i64 %38, 4294967295, !dbg !193
  %48 = select i1 %46, i1 true, i1 %47, !dbg !193
  br i1 %48, label %49, label %50, !dbg !193

49:                                               ; preds = %34, %30, %44, %41, %37
    #dbg_value(i64 poison, !73, !DIExpression(), !122)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10, !dbg !194
  br label %76, !dbg !195

50:                                               ; preds = %44
    #dbg_value(i64 %38, !73, !DIExpression(), !122)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10, !dbg !194
  %51 = icmp eq i32 %0, 4, !dbg !196
  br i1 %51, label %52, label %82, !dbg !197

52:                                               ; preds = %50
  %53 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !198
  %54 = load ptr, ptr %53, align 8, !dbg !198, !tbaa !126
    #dbg_assign(i1 undef, !130, !DIExpression(), !119, ptr %3, !DIExpression(), !199)
    #dbg_value(ptr %54, !138, !DIExpression(), !199)
    #dbg_value(i64 1, !139, !DIExpression(), !199)
    #dbg_value(i64 1000, !140, !DIExpression(), !199)
    #dbg_value(ptr undef, !141, !DIExpression(), !199)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10, !dbg !201
  store ptr null, ptr %3, align 8, !dbg !202, !tbaa !126, !DIAssignID !203
    #dbg_assign(ptr null, !130, !DIExpression(), !203, ptr %3, !DIExpression(), !199)
  %55 = icmp eq ptr %54, null, !dbg !204
  br i1 %55, label %72, label %56, !dbg !205

56:                                               ; preds = %52
  %57 = load i8, ptr %54, align 1, !dbg !206, !tbaa !152
  %58 = icmp eq i8 %57, 0, !dbg !207
  br i1 %58, label %72, label %59, !dbg !208

59:                                               ; preds = %56
  store i32 0, ptr %16, align 4, !dbg !209, !tbaa !157
  %60 = call i64 @strtol(ptr noundef nonnull %54, ptr noundef nonnull %3, i32 noundef 10) #10, !dbg !210
    #dbg_value(i64 %60, !142, !DIExpression(), !199)
  %61 = load i32, ptr %16, align 4, !dbg !211, !tbaa !157
  %62 = icmp eq i32 %61, 0, !dbg !212
  br i1 %62, label %63, label %72, !dbg !213

63:                                               ; preds = %59
  %64 = load ptr, ptr %3, align 8, !dbg !214, !tbaa !126
  %65 = icmp eq ptr %64, %54, !dbg !215
  br i1 %65, label %72, label %66, !dbg !216

66:                                               ; preds = %63
  %67 = load i8, ptr %64, align 1, !dbg !217, !tbaa !152
  %68 = icmp ne i8 %67, 0, !dbg !218
  %69 = add i64 %60, -1001, !dbg !219
  %70 = icmp ult i64 %69, -1000, !dbg !219
  %71 = select i1 %68, i1 true, i1 %70, !dbg !219
  br i1 %71, label %72, label %73, !dbg !219

72:                                               ; preds = %56, %52, %66, %63, %59
    #dbg_value(i64 poison, !74, !DIExpression(), !122)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10, !dbg !220
  br label %76, !dbg !221

73:                                               ; preds = %66
    #dbg_value(i64 %60, !74, !DIExpression(), !122)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10, !dbg !220
  br label %82, !dbg !221

74:                                               ; preds = %2
  %75 = icmp sgt i32 %0, 0, !dbg !222
  br i1 %75, label %76, label %78, !dbg !224

76:                                               ; preds = %29, %49, %72, %74
  %77 = load ptr, ptr %1, align 8, !dbg !225, !tbaa !126
  br label %78, !dbg !224

78:                                               ; preds = %74, %76
  %79 = phi ptr [ %77, %76 ], [ @.str, %74 ], !dbg !224
    #dbg_value(ptr %79, !226, !DIExpression(), !231)
  %80 = load ptr, ptr @stderr, align 8, !dbg !233, !tbaa !126
  %81 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %80, ptr noundef nonnull @.str.7, ptr noundef %79, i64 noundef 100000, i64 noundef 1000) #12, !dbg !234
  br label %343, !dbg !235

82:                                               ; preds = %73, %50
  %83 = phi i64 [ %60, %73 ], [ 1, %50 ], !dbg !236
    #dbg_value(i64 %83, !74, !DIExpression(), !122)
  %84 = tail call noalias ptr @calloc(i64 noundef %17, i64 noundef 48) #13, !dbg !237
    #dbg_value(ptr %84, !80, !DIExpression(), !122)
  %85 = tail call noalias ptr @calloc(i64 noundef %17, i64 noundef 8) #13, !dbg !238
    #dbg_value(ptr %85, !91, !DIExpression(), !122)
  %86 = icmp eq ptr %84, null, !dbg !239
  %87 = icmp eq ptr %85, null
  %88 = or i1 %86, %87, !dbg !241
  br i1 %88, label %89, label %92, !dbg !241

89:                                               ; preds = %82
  %90 = load ptr, ptr @stderr, align 8, !dbg !242, !tbaa !126
  %91 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 28, i64 1, ptr %90) #14, !dbg !244
  tail call void @free(ptr noundef %84) #10, !dbg !245
  tail call void @free(ptr noundef %85) #10, !dbg !246
  br label %343, !dbg !247

92:                                               ; preds = %82
    #dbg_value(ptr undef, !248, !DIExpression(), !256)
    #dbg_value(i64 %38, !254, !DIExpression(), !256)
  %93 = add nuw nsw i64 %38, -7046029254386353131, !dbg !258
    #dbg_value(i64 %93, !255, !DIExpression(), !256)
  %94 = lshr i64 %93, 30, !dbg !259
  %95 = xor i64 %94, %93, !dbg !260
  %96 = mul i64 %95, -4658895280553007687, !dbg !261
    #dbg_value(i64 %96, !255, !DIExpression(), !256)
  %97 = lshr i64 %96, 27, !dbg !262
  %98 = xor i64 %97, %96, !dbg !263
  %99 = mul i64 %98, -7723592293110705685, !dbg !264
    #dbg_value(i64 %99, !255, !DIExpression(), !256)
  %100 = lshr i64 %99, 31, !dbg !265
  %101 = xor i64 %100, %99, !dbg !266
    #dbg_value(i64 %101, !255, !DIExpression(), !256)
    #dbg_value(i64 poison, !75, !DIExpression(), !122)
    #dbg_value(ptr %84, !267, !DIExpression(), !280)
    #dbg_value(i64 %17, !272, !DIExpression(), !280)
    #dbg_value(ptr undef, !273, !DIExpression(), !280)
    #dbg_value(i64 0, !274, !DIExpression(), !282)
  br label %102, !dbg !283

102:                                              ; preds = %102, %92
  %103 = phi i64 [ %101, %92 ], [ %181, %102 ], !dbg !284
  %104 = phi i64 [ 0, %92 ], [ %187, %102 ]
    #dbg_value(i64 %104, !274, !DIExpression(), !282)
    #dbg_value(ptr undef, !296, !DIExpression(), !300)
    #dbg_value(i64 1000, !297, !DIExpression(), !300)
    #dbg_value(i64 20000, !298, !DIExpression(), !300)
    #dbg_value(ptr undef, !289, !DIExpression(), !301)
    #dbg_value(i64 %103, !290, !DIExpression(), !301)
  %105 = lshr i64 %103, 12, !dbg !302
  %106 = xor i64 %105, %103, !dbg !303
    #dbg_value(i64 %106, !290, !DIExpression(), !301)
  %107 = shl i64 %106, 25, !dbg !304
  %108 = xor i64 %107, %106, !dbg !305
    #dbg_value(i64 %108, !290, !DIExpression(), !301)
  %109 = lshr i64 %108, 27, !dbg !306
  %110 = xor i64 %109, %108, !dbg !307
    #dbg_value(i64 %110, !290, !DIExpression(), !301)
  %111 = mul i64 %110, 2685821657736338717, !dbg !308
  %112 = lshr i64 %111, 32, !dbg !309
  %113 = trunc nuw i64 %112 to i32, !dbg !310
  %114 = urem i32 %113, 19001, !dbg !311
  %115 = add nuw nsw i32 %114, 1000, !dbg !312
    #dbg_value(i32 %115, !276, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !313)
    #dbg_value(ptr undef, !296, !DIExpression(), !314)
    #dbg_value(i64 60, !297, !DIExpression(), !314)
    #dbg_value(i64 140, !298, !DIExpression(), !314)
    #dbg_value(ptr undef, !289, !DIExpression(), !316)
    #dbg_value(i64 %110, !290, !DIExpression(), !316)
  %116 = lshr i64 %110, 12, !dbg !318
  %117 = xor i64 %116, %110, !dbg !319
    #dbg_value(i64 %117, !290, !DIExpression(), !316)
  %118 = shl i64 %117, 25, !dbg !320
  %119 = xor i64 %118, %117, !dbg !321
    #dbg_value(i64 %119, !290, !DIExpression(), !316)
  %120 = lshr i64 %119, 27, !dbg !322
  %121 = xor i64 %120, %119, !dbg !323
    #dbg_value(i64 %121, !290, !DIExpression(), !316)
  %122 = mul i64 %121, 2685821657736338717, !dbg !324
  %123 = lshr i64 %122, 32, !dbg !325
  %124 = trunc nuw i64 %123 to i32, !dbg !326
  %125 = urem i32 %124, 81, !dbg !327
  %126 = add nuw nsw i32 %125, 60, !dbg !328
    #dbg_value(i32 %126, !279, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !313)
  %127 = getelementptr inbounds %struct.option_t, ptr %84, i64 %104, !dbg !329
  %128 = mul nuw nsw i32 %126, %115, !dbg !330
  %129 = udiv i32 %128, 100, !dbg !331
  %130 = insertelement <2 x i32> poison, i32 %115, i64 0, !dbg !332
  %131 = insertelement <2 x i32> %130, i32 %129, i64 1, !dbg !332
  %132 = uitofp nneg <2 x i32> %131 to <2 x double>, !dbg !332
  %133 = fdiv <2 x double> %132, <double 1.000000e+02, double 1.000000e+02>, !dbg !333
  store <2 x double> %133, ptr %127, align 8, !dbg !334, !tbaa !335
    #dbg_value(ptr undef, !296, !DIExpression(), !337)
    #dbg_value(i64 25, !297, !DIExpression(), !337)
    #dbg_value(i64 1000, !298, !DIExpression(), !337)
    #dbg_value(ptr undef, !289, !DIExpression(), !339)
    #dbg_value(i64 %121, !290, !DIExpression(), !339)
  %134 = lshr i64 %121, 12, !dbg !341
  %135 = xor i64 %134, %121, !dbg !342
    #dbg_value(i64 %135, !290, !DIExpression(), !339)
  %136 = shl i64 %135, 25, !dbg !343
  %137 = xor i64 %136, %135, !dbg !344
    #dbg_value(i64 %137, !290, !DIExpression(), !339)
  %138 = lshr i64 %137, 27, !dbg !345
  %139 = xor i64 %138, %137, !dbg !346
    #dbg_value(i64 %139, !290, !DIExpression(), !339)
  %140 = mul i64 %139, 2685821657736338717, !dbg !347
  %141 = lshr i64 %140, 32, !dbg !348
  %142 = trunc nuw i64 %141 to i32, !dbg !349
  %143 = urem i32 %142, 976, !dbg !350
  %144 = add nuw nsw i32 %143, 25, !dbg !351
  %145 = uitofp nneg i32 %144 to double, !dbg !352
  %146 = fdiv double %145, 1.000000e+04, !dbg !353
  %147 = getelementptr inbounds i8, ptr %127, i64 16, !dbg !354
  store double %146, ptr %147, align 8, !dbg !355, !tbaa !356
    #dbg_value(ptr undef, !296, !DIExpression(), !358)
    #dbg_value(i64 500, !297, !DIExpression(), !358)
    #dbg_value(i64 6500, !298, !DIExpression(), !358)
    #dbg_value(ptr undef, !289, !DIExpression(), !360)
    #dbg_value(i64 %139, !290, !DIExpression(), !360)
  %148 = lshr i64 %139, 12, !dbg !362
  %149 = xor i64 %148, %139, !dbg !363
    #dbg_value(i64 %149, !290, !DIExpression(), !360)
  %150 = shl i64 %149, 25, !dbg !364
  %151 = xor i64 %150, %149, !dbg !365
    #dbg_value(i64 %151, !290, !DIExpression(), !360)
  %152 = lshr i64 %151, 27, !dbg !366
  %153 = xor i64 %152, %151, !dbg !367
    #dbg_value(i64 %153, !290, !DIExpression(), !360)
  %154 = mul i64 %153, 2685821657736338717, !dbg !368
  %155 = lshr i64 %154, 32, !dbg !369
  %156 = trunc nuw i64 %155 to i32, !dbg !370
  %157 = urem i32 %156, 6001, !dbg !371
  %158 = add nuw nsw i32 %157, 500, !dbg !372
  %159 = uitofp nneg i32 %158 to double, !dbg !373
  %160 = fdiv double %159, 1.000000e+04, !dbg !374
  %161 = getelementptr inbounds i8, ptr %127, i64 24, !dbg !375
  store double %160, ptr %161, align 8, !dbg !376, !tbaa !377
    #dbg_value(ptr undef, !296, !DIExpression(), !378)
    #dbg_value(i64 30, !297, !DIExpression(), !378)
    #dbg_value(i64 1095, !298, !DIExpression(), !378)
    #dbg_value(ptr undef, !289, !DIExpression(), !380)
    #dbg_value(i64 %153, !290, !DIExpression(), !380)
  %162 = lshr i64 %153, 12, !dbg !382
  %163 = xor i64 %162, %153, !dbg !383
    #dbg_value(i64 %163, !290, !DIExpression(), !380)
  %164 = shl i64 %163, 25, !dbg !384
  %165 = xor i64 %164, %163, !dbg !385
    #dbg_value(i64 %165, !290, !DIExpression(), !380)
  %166 = lshr i64 %165, 27, !dbg !386
  %167 = xor i64 %166, %165, !dbg !387
    #dbg_value(i64 %167, !290, !DIExpression(), !380)
  %168 = mul i64 %167, 2685821657736338717, !dbg !388
  %169 = lshr i64 %168, 32, !dbg !389
  %170 = trunc nuw i64 %169 to i32, !dbg !390
  %171 = urem i32 %170, 1066, !dbg !391
  %172 = add nuw nsw i32 %171, 30, !dbg !392
  %173 = uitofp nneg i32 %172 to double, !dbg !393
  %174 = fdiv double %173, 3.650000e+02, !dbg !394
  %175 = getelementptr inbounds i8, ptr %127, i64 32, !dbg !395
  store double %174, ptr %175, align 8, !dbg !396, !tbaa !397
    #dbg_value(ptr undef, !289, !DIExpression(), !398)
    #dbg_value(i64 %167, !290, !DIExpression(), !398)
  %176 = lshr i64 %167, 12, !dbg !400
  %177 = xor i64 %176, %167, !dbg !401
    #dbg_value(i64 %177, !290, !DIExpression(), !398)
  %178 = shl i64 %177, 25, !dbg !402
  %179 = xor i64 %178, %177, !dbg !403
    #dbg_value(i64 %179, !290, !DIExpression(), !398)
  %180 = lshr i64 %179, 27, !dbg !404
  %181 = xor i64 %180, %179, !dbg !405
    #dbg_value(i64 %181, !290, !DIExpression(), !398)
  %182 = mul i64 %181, 5627501853, !dbg !406
  %183 = lshr i64 %182, 32, !dbg !407
  %184 = trunc nuw i64 %183 to i32, !dbg !408
  %185 = and i32 %184, 1, !dbg !409
  %186 = getelementptr inbounds i8, ptr %127, i64 40, !dbg !410
  store i32 %185, ptr %186, align 8, !dbg !411, !tbaa !412
  %187 = add nuw nsw i64 %104, 1, !dbg !413
    #dbg_value(i64 %187, !274, !DIExpression(), !282)
  %188 = icmp eq i64 %187, %17, !dbg !414
  br i1 %188, label %189, label %102, !dbg !283, !llvm.loop !415

189:                                              ; preds = %102
    #dbg_value(i64 0, !93, !DIExpression(), !122)
    #dbg_value(i64 0, !94, !DIExpression(), !418)
  %190 = icmp sgt i64 %83, 0, !dbg !419
  br i1 %190, label %191, label %195, !dbg !420

191:                                              ; preds = %189
  %192 = icmp sgt i64 %17, 0
  br label %193, !dbg !420

193:                                              ; preds = %191, %199
  %194 = phi i64 [ 0, %191 ], [ %201, %199 ]
    #dbg_value(i64 %194, !94, !DIExpression(), !418)
    #dbg_value(i64 0, !93, !DIExpression(), !122)
    #dbg_value(i64 0, !96, !DIExpression(), !421)
  br i1 %192, label %203, label %199, !dbg !422

195:                                              ; preds = %199, %189
  %196 = phi i64 [ 0, %189 ], [ %200, %199 ], !dbg !122
    #dbg_value(double 0.000000e+00, !106, !DIExpression(), !122)
    #dbg_value(double 0.000000e+00, !107, !DIExpression(), !122)
    #dbg_value(double -1.000000e+00, !108, !DIExpression(), !122)
    #dbg_value(i64 0, !109, !DIExpression(), !122)
    #dbg_value(i64 0, !110, !DIExpression(), !122)
    #dbg_value(i64 0, !111, !DIExpression(), !122)
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %17, i64 noundef %38, i64 noundef %83), !dbg !423
    #dbg_value(i64 0, !112, !DIExpression(), !424)
  %198 = icmp sgt i64 %17, 0, !dbg !425
  br i1 %198, label %302, label %292, !dbg !426

199:                                              ; preds = %203, %193
  %200 = phi i64 [ 0, %193 ], [ %289, %203 ], !dbg !427
  %201 = add nuw nsw i64 %194, 1, !dbg !428
    #dbg_value(i64 %200, !93, !DIExpression(), !122)
    #dbg_value(i64 %201, !94, !DIExpression(), !418)
  %202 = icmp eq i64 %201, %83, !dbg !419
  br i1 %202, label %195, label %193, !dbg !420, !llvm.loop !429

203:                                              ; preds = %193, %203
  %204 = phi i64 [ %289, %203 ], [ 0, %193 ]
  %205 = phi i64 [ %290, %203 ], [ 0, %193 ]
    #dbg_value(i64 %204, !93, !DIExpression(), !122)
    #dbg_value(i64 %205, !96, !DIExpression(), !421)
  %206 = getelementptr inbounds %struct.option_t, ptr %84, i64 %205, !dbg !431
    #dbg_value(ptr %206, !432, !DIExpression(), !446)
    #dbg_value(ptr undef, !437, !DIExpression(), !446)
    #dbg_value(ptr undef, !438, !DIExpression(), !446)
  %207 = getelementptr inbounds i8, ptr %206, i64 32, !dbg !448
  %208 = load double, ptr %207, align 8, !dbg !448, !tbaa !397
  %209 = tail call double @sqrt(double noundef %208) #10, !dbg !449
    #dbg_value(double %209, !439, !DIExpression(), !446)
  %210 = getelementptr inbounds i8, ptr %206, i64 24, !dbg !450
  %211 = load double, ptr %210, align 8, !dbg !450, !tbaa !377
  %212 = fmul double %209, %211, !dbg !451
    #dbg_value(double %212, !440, !DIExpression(), !446)
  %213 = load <2 x double>, ptr %206, align 8, !dbg !452, !tbaa !335
  %214 = extractelement <2 x double> %213, i64 0, !dbg !453
  %215 = extractelement <2 x double> %213, i64 1, !dbg !453
  %216 = fdiv double %214, %215, !dbg !454
  %217 = tail call double @log(double noundef %216) #10, !dbg !455
  %218 = getelementptr inbounds i8, ptr %206, i64 16, !dbg !456
  %219 = load double, ptr %218, align 8, !dbg !456, !tbaa !356
  %220 = fmul double %211, 5.000000e-01, !dbg !457
  %221 = tail call double @llvm.fmuladd.f64(double %220, double %211, double %219), !dbg !458
  %222 = tail call double @llvm.fmuladd.f64(double %221, double %208, double %217), !dbg !459
  %223 = fdiv double %222, %212, !dbg !460
    #dbg_value(double %223, !441, !DIExpression(), !446)
  %224 = fsub double %223, %212, !dbg !461
    #dbg_value(double %224, !442, !DIExpression(), !446)
  %225 = fneg double %219, !dbg !462
  %226 = fmul double %208, %225, !dbg !463
  %227 = tail call double @exp(double noundef %226) #10, !dbg !464
  %228 = fmul double %215, %227, !dbg !465
    #dbg_value(double %228, !443, !DIExpression(), !446)
    #dbg_value(double %223, !466, !DIExpression(), !485)
    #dbg_value(double 0x3FCDA6711871100E, !471, !DIExpression(), !485)
    #dbg_value(double 0x3FD470BF3A92F8EC, !473, !DIExpression(), !485)
    #dbg_value(double 0xBFD6D1F0E5A8325B, !474, !DIExpression(), !485)
    #dbg_value(double 0x3FFC80EF025F5E68, !475, !DIExpression(), !485)
    #dbg_value(double 0xBFFD23DD4EF278D0, !476, !DIExpression(), !485)
    #dbg_value(double 0x3FF548CDD6F42943, !477, !DIExpression(), !485)
    #dbg_value(double 0x3FD9884533D43651, !478, !DIExpression(), !485)
  %229 = fcmp olt double %223, 0.000000e+00, !dbg !487
    #dbg_value(i1 %229, !479, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !485)
  %230 = fneg double %223, !dbg !488
  %231 = select i1 %229, double %230, double %223, !dbg !488
    #dbg_value(double %231, !480, !DIExpression(), !485)
  %232 = fmul double %231, -5.000000e-01, !dbg !489
  %233 = fmul double %231, %232, !dbg !490
  %234 = tail call double @exp(double noundef %233) #10, !dbg !491
    #dbg_value(double poison, !481, !DIExpression(), !485)
  %235 = tail call double @llvm.fmuladd.f64(double %231, double 0x3FCDA6711871100E, double 1.000000e+00), !dbg !492
  %236 = fdiv double 1.000000e+00, %235, !dbg !493
    #dbg_value(double %236, !482, !DIExpression(), !485)
  %237 = tail call double @llvm.fmuladd.f64(double %236, double 0x3FF548CDD6F42943, double 0xBFFD23DD4EF278D0), !dbg !494
  %238 = tail call double @llvm.fmuladd.f64(double %236, double %237, double 0x3FFC80EF025F5E68), !dbg !495
  %239 = tail call double @llvm.fmuladd.f64(double %236, double %238, double 0xBFD6D1F0E5A8325B), !dbg !496
  %240 = tail call double @llvm.fmuladd.f64(double %236, double %239, double 0x3FD470BF3A92F8EC), !dbg !497
  %241 = fmul double %236, %240, !dbg !498
    #dbg_value(double %241, !483, !DIExpression(), !485)
  %242 = fmul double %234, 0xBFD9884533D43651, !dbg !499
  %243 = tail call double @llvm.fmuladd.f64(double %242, double %241, double 1.000000e+00), !dbg !499
    #dbg_value(double %243, !484, !DIExpression(), !485)
  %244 = fsub double 1.000000e+00, %243, !dbg !500
  %245 = select i1 %229, double %244, double %243, !dbg !500
    #dbg_value(double %245, !444, !DIExpression(), !446)
    #dbg_value(double %224, !466, !DIExpression(), !501)
    #dbg_value(double 0x3FCDA6711871100E, !471, !DIExpression(), !501)
    #dbg_value(double 0x3FD470BF3A92F8EC, !473, !DIExpression(), !501)
    #dbg_value(double 0xBFD6D1F0E5A8325B, !474, !DIExpression(), !501)
    #dbg_value(double 0x3FFC80EF025F5E68, !475, !DIExpression(), !501)
    #dbg_value(double 0xBFFD23DD4EF278D0, !476, !DIExpression(), !501)
    #dbg_value(double 0x3FF548CDD6F42943, !477, !DIExpression(), !501)
    #dbg_value(double 0x3FD9884533D43651, !478, !DIExpression(), !501)
  %246 = fcmp olt double %224, 0.000000e+00, !dbg !503
    #dbg_value(i1 %246, !479, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !501)
  %247 = fneg double %224, !dbg !504
  %248 = select i1 %246, double %247, double %224, !dbg !504
    #dbg_value(double %248, !480, !DIExpression(), !501)
  %249 = fmul double %248, -5.000000e-01, !dbg !505
  %250 = fmul double %248, %249, !dbg !506
  %251 = tail call double @exp(double noundef %250) #10, !dbg !507
    #dbg_value(double poison, !481, !DIExpression(), !501)
  %252 = tail call double @llvm.fmuladd.f64(double %248, double 0x3FCDA6711871100E, double 1.000000e+00), !dbg !508
  %253 = fdiv double 1.000000e+00, %252, !dbg !509
    #dbg_value(double %253, !482, !DIExpression(), !501)
  %254 = tail call double @llvm.fmuladd.f64(double %253, double 0x3FF548CDD6F42943, double 0xBFFD23DD4EF278D0), !dbg !510
  %255 = tail call double @llvm.fmuladd.f64(double %253, double %254, double 0x3FFC80EF025F5E68), !dbg !511
  %256 = tail call double @llvm.fmuladd.f64(double %253, double %255, double 0xBFD6D1F0E5A8325B), !dbg !512
  %257 = tail call double @llvm.fmuladd.f64(double %253, double %256, double 0x3FD470BF3A92F8EC), !dbg !513
  %258 = fmul double %253, %257, !dbg !514
    #dbg_value(double %258, !483, !DIExpression(), !501)
  %259 = fmul double %251, 0xBFD9884533D43651, !dbg !515
  %260 = tail call double @llvm.fmuladd.f64(double %259, double %258, double 1.000000e+00), !dbg !515
    #dbg_value(double %260, !484, !DIExpression(), !501)
  %261 = fsub double 1.000000e+00, %260, !dbg !516
  %262 = select i1 %246, double %261, double %260, !dbg !516
    #dbg_value(double %262, !445, !DIExpression(), !446)
    #dbg_value(double poison, !100, !DIExpression(), !517)
  %263 = fsub double 1.000000e+00, %262, !dbg !518
  %264 = fsub double 1.000000e+00, %245, !dbg !519
  %265 = insertelement <2 x double> %213, double %228, i64 1, !dbg !520
  %266 = fneg <2 x double> %265, !dbg !520
  %267 = insertelement <2 x double> poison, double %264, i64 0, !dbg !520
  %268 = insertelement <2 x double> %267, double %262, i64 1, !dbg !520
  %269 = fmul <2 x double> %268, %266, !dbg !520
  %270 = shufflevector <2 x double> %265, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !520
  %271 = insertelement <2 x double> poison, double %263, i64 0, !dbg !520
  %272 = insertelement <2 x double> %271, double %245, i64 1, !dbg !520
  %273 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %270, <2 x double> %272, <2 x double> %269), !dbg !520
    #dbg_value(double poison, !103, !DIExpression(), !517)
  %274 = getelementptr inbounds i8, ptr %206, i64 40, !dbg !521
  %275 = load i32, ptr %274, align 8, !dbg !521, !tbaa !412
  %276 = icmp eq i32 %275, 0, !dbg !522
  %277 = extractelement <2 x double> %273, i64 0, !dbg !523
  %278 = extractelement <2 x double> %273, i64 1, !dbg !523
  %279 = select i1 %276, double %278, double %277, !dbg !522
  %280 = getelementptr inbounds double, ptr %85, i64 %205, !dbg !524
  store double %279, ptr %280, align 8, !dbg !525, !tbaa !335
  %281 = fsub double %278, %277, !dbg !523
    #dbg_value(double %281, !104, !DIExpression(), !517)
  %282 = tail call double @exp(double noundef %226) #10, !dbg !526
  %283 = fneg double %215, !dbg !453
  %284 = tail call double @llvm.fmuladd.f64(double %283, double %282, double %214), !dbg !453
    #dbg_value(double %284, !105, !DIExpression(), !517)
  %285 = fsub double %281, %284, !dbg !527
  %286 = tail call double @llvm.fabs.f64(double %285), !dbg !529
  %287 = fcmp ogt double %286, 0x3EB0C6F7A0B5ED8D, !dbg !530
  %288 = zext i1 %287 to i64, !dbg !531
  %289 = add nuw nsw i64 %204, %288, !dbg !531
    #dbg_value(i64 %289, !93, !DIExpression(), !122)
  %290 = add nuw nsw i64 %205, 1, !dbg !532
    #dbg_value(i64 %290, !96, !DIExpression(), !421)
  %291 = icmp eq i64 %290, %17, !dbg !533
  br i1 %291, label %199, label %203, !dbg !422, !llvm.loop !534

292:                                              ; preds = %331, %195
  %293 = phi double [ 0.000000e+00, %195 ], [ %333, %331 ], !dbg !536
  %294 = phi double [ 0.000000e+00, %195 ], [ %332, %331 ], !dbg !122
  %295 = phi double [ -1.000000e+00, %195 ], [ %336, %331 ], !dbg !122
  %296 = phi i64 [ 0, %195 ], [ %334, %331 ], !dbg !122
  %297 = phi i64 [ 0, %195 ], [ %337, %331 ], !dbg !122
  %298 = phi i64 [ 0, %195 ], [ %340, %331 ], !dbg !122
  %299 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %293, double noundef %294), !dbg !537
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %295, i64 noundef %297, i64 noundef %296, i64 noundef %298), !dbg !538
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %196), !dbg !539
  tail call void @free(ptr noundef %84) #10, !dbg !540
  tail call void @free(ptr noundef %85) #10, !dbg !541
  br label %343

302:                                              ; preds = %195, %331
  %303 = phi i64 [ %341, %331 ], [ 0, %195 ]
  %304 = phi i64 [ %340, %331 ], [ 0, %195 ]
  %305 = phi i64 [ %337, %331 ], [ 0, %195 ]
  %306 = phi i64 [ %334, %331 ], [ 0, %195 ]
  %307 = phi double [ %336, %331 ], [ -1.000000e+00, %195 ]
  %308 = phi double [ %332, %331 ], [ 0.000000e+00, %195 ]
  %309 = phi double [ %333, %331 ], [ 0.000000e+00, %195 ]
    #dbg_value(i64 %303, !112, !DIExpression(), !424)
    #dbg_value(i64 %304, !111, !DIExpression(), !122)
    #dbg_value(i64 %305, !110, !DIExpression(), !122)
    #dbg_value(i64 %306, !109, !DIExpression(), !122)
    #dbg_value(double %307, !108, !DIExpression(), !122)
    #dbg_value(double %308, !107, !DIExpression(), !122)
    #dbg_value(double %309, !106, !DIExpression(), !122)
  %310 = getelementptr inbounds %struct.option_t, ptr %84, i64 %303, !dbg !542
    #dbg_value(ptr %310, !114, !DIExpression(), !543)
  %311 = getelementptr inbounds i8, ptr %310, i64 40, !dbg !544
  %312 = load i32, ptr %311, align 8, !dbg !544, !tbaa !412
  %313 = icmp eq i32 %312, 0, !dbg !545
  %314 = select i1 %313, i32 67, i32 80, !dbg !545
  %315 = load double, ptr %310, align 8, !dbg !546, !tbaa !547
  %316 = getelementptr inbounds i8, ptr %310, i64 8, !dbg !548
  %317 = load double, ptr %316, align 8, !dbg !548, !tbaa !549
  %318 = getelementptr inbounds double, ptr %85, i64 %303, !dbg !550
  %319 = load double, ptr %318, align 8, !dbg !550, !tbaa !335
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %303, i32 noundef %314, double noundef %315, double noundef %317, double noundef %319), !dbg !551
  br i1 %313, label %324, label %321, !dbg !552

321:                                              ; preds = %302
  %322 = fadd double %308, %319, !dbg !553
    #dbg_value(double %322, !107, !DIExpression(), !122)
    #dbg_value(double %309, !106, !DIExpression(), !122)
  %323 = fcmp ogt double %317, %315, !dbg !555
  br i1 %323, label %327, label %331, !dbg !557

324:                                              ; preds = %302
  %325 = fadd double %309, %319, !dbg !558
    #dbg_value(double %308, !107, !DIExpression(), !122)
    #dbg_value(double %325, !106, !DIExpression(), !122)
  %326 = fcmp ogt double %315, %317, !dbg !559
  br i1 %326, label %327, label %331, !dbg !560

327:                                              ; preds = %324, %321
  %328 = phi double [ %308, %324 ], [ %322, %321 ]
  %329 = phi double [ %325, %324 ], [ %309, %321 ]
  %330 = add nsw i64 %306, 1, !dbg !561
    #dbg_value(i64 %330, !109, !DIExpression(), !122)
  br label %331, !dbg !562

331:                                              ; preds = %327, %324, %321
  %332 = phi double [ %328, %327 ], [ %322, %321 ], [ %308, %324 ]
  %333 = phi double [ %329, %327 ], [ %309, %321 ], [ %325, %324 ]
  %334 = phi i64 [ %330, %327 ], [ %306, %321 ], [ %306, %324 ], !dbg !122
    #dbg_value(i64 %334, !109, !DIExpression(), !122)
  %335 = fcmp ogt double %319, %307, !dbg !563
  %336 = select i1 %335, double %319, double %307, !dbg !565
  %337 = select i1 %335, i64 %303, i64 %305, !dbg !565
    #dbg_value(i64 %337, !110, !DIExpression(), !122)
    #dbg_value(double %336, !108, !DIExpression(), !122)
  %338 = fcmp olt double %319, 5.000000e-05, !dbg !566
  %339 = zext i1 %338 to i64, !dbg !568
  %340 = add nuw nsw i64 %304, %339, !dbg !568
    #dbg_value(i64 %340, !111, !DIExpression(), !122)
  %341 = add nuw nsw i64 %303, 1, !dbg !569
    #dbg_value(i64 %341, !112, !DIExpression(), !424)
    #dbg_value(double %332, !107, !DIExpression(), !122)
    #dbg_value(double %333, !106, !DIExpression(), !122)
  %342 = icmp eq i64 %341, %17, !dbg !425
  br i1 %342, label %292, label %302, !dbg !426, !llvm.loop !570

343:                                              ; preds = %89, %292, %78
  %344 = phi i32 [ 2, %78 ], [ 1, %89 ], [ 0, %292 ], !dbg !122
  ret i32 %344, !dbg !572
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !573 ptr @__errno_location() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !578 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !584 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !643 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !646 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare !dbg !649 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !652 double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !654 double @log(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !655 double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }
attributes #12 = { cold nounwind }
attributes #13 = { nounwind allocsize(0,1) }
attributes #14 = { cold }

!llvm.dbg.cu = !{!39}
!llvm.ident = !{!56}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 143, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "blackscholes.c", directory: ".", checksumkind: CSK_MD5, checksum: "0259e765bc1c829e3f64ddd420bc7986")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 29)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 176, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 47)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 179, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 33)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 194, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 528, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 66)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 197, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 24)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 928, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 116)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !55, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !44, !45, !49, !50, !51, !52}
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !42, line: 18, baseType: !43)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !46, line: 27, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !48, line: 45, baseType: !43)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !46, line: 26, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !48, line: 42, baseType: !54)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !{!0, !7, !12, !17, !22, !24, !29, !34}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 134, type: !65, scopeLine: 135, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !69)
!65 = !DISubroutineType(types: !66)
!66 = !{!50, !50, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!69 = !{!70, !71, !72, !73, !74, !75, !80, !91, !93, !94, !96, !100, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !114}
!70 = !DILocalVariable(name: "argc", arg: 1, scope: !64, file: !2, line: 134, type: !50)
!71 = !DILocalVariable(name: "argv", arg: 2, scope: !64, file: !2, line: 134, type: !67)
!72 = !DILocalVariable(name: "n", scope: !64, file: !2, line: 136, type: !51)
!73 = !DILocalVariable(name: "seed", scope: !64, file: !2, line: 136, type: !51)
!74 = !DILocalVariable(name: "runs", scope: !64, file: !2, line: 136, type: !51)
!75 = !DILocalVariable(name: "rng", scope: !64, file: !2, line: 137, type: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "rng_t", file: !2, line: 26, baseType: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 24, size: 64, elements: !78)
!78 = !{!79}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !77, file: !2, line: 25, baseType: !45, size: 64)
!80 = !DILocalVariable(name: "opt", scope: !64, file: !2, line: 147, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "option_t", file: !2, line: 35, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 28, size: 384, elements: !84)
!84 = !{!85, !86, !87, !88, !89, !90}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "spot", scope: !83, file: !2, line: 29, baseType: !49, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "strike", scope: !83, file: !2, line: 30, baseType: !49, size: 64, offset: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "rate", scope: !83, file: !2, line: 31, baseType: !49, size: 64, offset: 128)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "volatility", scope: !83, file: !2, line: 32, baseType: !49, size: 64, offset: 192)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "years", scope: !83, file: !2, line: 33, baseType: !49, size: 64, offset: 256)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "is_put", scope: !83, file: !2, line: 34, baseType: !50, size: 32, offset: 320)
!91 = !DILocalVariable(name: "prices", scope: !64, file: !2, line: 148, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!93 = !DILocalVariable(name: "parity_errors", scope: !64, file: !2, line: 158, type: !51)
!94 = !DILocalVariable(name: "run", scope: !95, file: !2, line: 159, type: !51)
!95 = distinct !DILexicalBlock(scope: !64, file: !2, line: 159, column: 5)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 161, type: !51)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 161, column: 9)
!98 = distinct !DILexicalBlock(scope: !99, file: !2, line: 159, column: 43)
!99 = distinct !DILexicalBlock(scope: !95, file: !2, line: 159, column: 5)
!100 = !DILocalVariable(name: "call", scope: !101, file: !2, line: 162, type: !49)
!101 = distinct !DILexicalBlock(scope: !102, file: !2, line: 161, column: 38)
!102 = distinct !DILexicalBlock(scope: !97, file: !2, line: 161, column: 9)
!103 = !DILocalVariable(name: "put", scope: !101, file: !2, line: 162, type: !49)
!104 = !DILocalVariable(name: "lhs", scope: !101, file: !2, line: 166, type: !49)
!105 = !DILocalVariable(name: "rhs", scope: !101, file: !2, line: 167, type: !49)
!106 = !DILocalVariable(name: "call_total", scope: !64, file: !2, line: 174, type: !49)
!107 = !DILocalVariable(name: "put_total", scope: !64, file: !2, line: 174, type: !49)
!108 = !DILocalVariable(name: "max_price", scope: !64, file: !2, line: 174, type: !49)
!109 = !DILocalVariable(name: "in_money", scope: !64, file: !2, line: 175, type: !51)
!110 = !DILocalVariable(name: "max_index", scope: !64, file: !2, line: 175, type: !51)
!111 = !DILocalVariable(name: "worthless", scope: !64, file: !2, line: 175, type: !51)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 177, type: !51)
!113 = distinct !DILexicalBlock(scope: !64, file: !2, line: 177, column: 5)
!114 = !DILocalVariable(name: "o", scope: !115, file: !2, line: 178, type: !117)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 177, column: 34)
!116 = distinct !DILexicalBlock(scope: !113, file: !2, line: 177, column: 5)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 0, scope: !64)
!123 = !DILocation(line: 139, column: 20, scope: !124)
!124 = distinct !DILexicalBlock(scope: !64, file: !2, line: 139, column: 9)
!125 = !DILocation(line: 140, column: 20, scope: !124)
!126 = !{!127, !127, i64 0}
!127 = !{!"any pointer", !128, i64 0}
!128 = !{!"omnipotent char", !129, i64 0}
!129 = !{!"Simple C/C++ TBAA"}
!130 = !DILocalVariable(name: "end", scope: !131, file: !2, line: 64, type: !68)
!131 = distinct !DISubprogram(name: "parse_long", scope: !2, file: !2, line: 62, type: !132, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !137)
!132 = !DISubroutineType(types: !133)
!133 = !{!50, !134, !51, !51, !136}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!137 = !{!138, !139, !140, !141, !130, !142}
!138 = !DILocalVariable(name: "text", arg: 1, scope: !131, file: !2, line: 62, type: !134)
!139 = !DILocalVariable(name: "lo", arg: 2, scope: !131, file: !2, line: 62, type: !51)
!140 = !DILocalVariable(name: "hi", arg: 3, scope: !131, file: !2, line: 62, type: !51)
!141 = !DILocalVariable(name: "out", arg: 4, scope: !131, file: !2, line: 62, type: !136)
!142 = !DILocalVariable(name: "v", scope: !131, file: !2, line: 65, type: !51)
!143 = !DILocation(line: 0, scope: !131, inlinedAt: !144)
!144 = distinct !DILocation(line: 140, column: 9, scope: !124)
!145 = !DILocation(line: 64, column: 5, scope: !131, inlinedAt: !144)
!146 = !DILocation(line: 64, column: 11, scope: !131, inlinedAt: !144)
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 67, column: 14, scope: !149, inlinedAt: !144)
!149 = distinct !DILexicalBlock(scope: !131, file: !2, line: 67, column: 9)
!150 = !DILocation(line: 67, column: 22, scope: !149, inlinedAt: !144)
!151 = !DILocation(line: 67, column: 25, scope: !149, inlinedAt: !144)
!152 = !{!128, !128, i64 0}
!153 = !DILocation(line: 67, column: 31, scope: !149, inlinedAt: !144)
!154 = !DILocation(line: 67, column: 9, scope: !131, inlinedAt: !144)
!155 = !DILocation(line: 69, column: 5, scope: !131, inlinedAt: !144)
!156 = !DILocation(line: 69, column: 11, scope: !131, inlinedAt: !144)
!157 = !{!158, !158, i64 0}
!158 = !{!"int", !128, i64 0}
!159 = !DILocation(line: 70, column: 9, scope: !131, inlinedAt: !144)
!160 = !DILocation(line: 71, column: 9, scope: !161, inlinedAt: !144)
!161 = distinct !DILexicalBlock(scope: !131, file: !2, line: 71, column: 9)
!162 = !DILocation(line: 71, column: 15, scope: !161, inlinedAt: !144)
!163 = !DILocation(line: 71, column: 20, scope: !161, inlinedAt: !144)
!164 = !DILocation(line: 71, column: 23, scope: !161, inlinedAt: !144)
!165 = !DILocation(line: 71, column: 27, scope: !161, inlinedAt: !144)
!166 = !DILocation(line: 71, column: 35, scope: !161, inlinedAt: !144)
!167 = !DILocation(line: 71, column: 38, scope: !161, inlinedAt: !144)
!168 = !DILocation(line: 71, column: 43, scope: !161, inlinedAt: !144)
!169 = !DILocation(line: 71, column: 51, scope: !161, inlinedAt: !144)
!170 = !DILocation(line: 75, column: 1, scope: !131, inlinedAt: !144)
!171 = !DILocation(line: 140, column: 54, scope: !124)
!172 = !DILocation(line: 141, column: 20, scope: !124)
!173 = !DILocation(line: 0, scope: !131, inlinedAt: !174)
!174 = distinct !DILocation(line: 141, column: 9, scope: !124)
!175 = !DILocation(line: 64, column: 5, scope: !131, inlinedAt: !174)
!176 = !DILocation(line: 64, column: 11, scope: !131, inlinedAt: !174)
!177 = distinct !DIAssignID()
!178 = !DILocation(line: 67, column: 14, scope: !149, inlinedAt: !174)
!179 = !DILocation(line: 67, column: 22, scope: !149, inlinedAt: !174)
!180 = !DILocation(line: 67, column: 25, scope: !149, inlinedAt: !174)
!181 = !DILocation(line: 67, column: 31, scope: !149, inlinedAt: !174)
!182 = !DILocation(line: 67, column: 9, scope: !131, inlinedAt: !174)
!183 = !DILocation(line: 69, column: 11, scope: !131, inlinedAt: !174)
!184 = !DILocation(line: 70, column: 9, scope: !131, inlinedAt: !174)
!185 = !DILocation(line: 71, column: 9, scope: !161, inlinedAt: !174)
!186 = !DILocation(line: 71, column: 15, scope: !161, inlinedAt: !174)
!187 = !DILocation(line: 71, column: 20, scope: !161, inlinedAt: !174)
!188 = !DILocation(line: 71, column: 23, scope: !161, inlinedAt: !174)
!189 = !DILocation(line: 71, column: 27, scope: !161, inlinedAt: !174)
!190 = !DILocation(line: 71, column: 35, scope: !161, inlinedAt: !174)
!191 = !DILocation(line: 71, column: 38, scope: !161, inlinedAt: !174)
!192 = !DILocation(line: 71, column: 43, scope: !161, inlinedAt: !174)
!193 = !DILocation(line: 71, column: 51, scope: !161, inlinedAt: !174)
!194 = !DILocation(line: 75, column: 1, scope: !131, inlinedAt: !174)
!195 = !DILocation(line: 141, column: 57, scope: !124)
!196 = !DILocation(line: 142, column: 15, scope: !124)
!197 = !DILocation(line: 142, column: 20, scope: !124)
!198 = !DILocation(line: 142, column: 34, scope: !124)
!199 = !DILocation(line: 0, scope: !131, inlinedAt: !200)
!200 = distinct !DILocation(line: 142, column: 23, scope: !124)
!201 = !DILocation(line: 64, column: 5, scope: !131, inlinedAt: !200)
!202 = !DILocation(line: 64, column: 11, scope: !131, inlinedAt: !200)
!203 = distinct !DIAssignID()
!204 = !DILocation(line: 67, column: 14, scope: !149, inlinedAt: !200)
!205 = !DILocation(line: 67, column: 22, scope: !149, inlinedAt: !200)
!206 = !DILocation(line: 67, column: 25, scope: !149, inlinedAt: !200)
!207 = !DILocation(line: 67, column: 31, scope: !149, inlinedAt: !200)
!208 = !DILocation(line: 67, column: 9, scope: !131, inlinedAt: !200)
!209 = !DILocation(line: 69, column: 11, scope: !131, inlinedAt: !200)
!210 = !DILocation(line: 70, column: 9, scope: !131, inlinedAt: !200)
!211 = !DILocation(line: 71, column: 9, scope: !161, inlinedAt: !200)
!212 = !DILocation(line: 71, column: 15, scope: !161, inlinedAt: !200)
!213 = !DILocation(line: 71, column: 20, scope: !161, inlinedAt: !200)
!214 = !DILocation(line: 71, column: 23, scope: !161, inlinedAt: !200)
!215 = !DILocation(line: 71, column: 27, scope: !161, inlinedAt: !200)
!216 = !DILocation(line: 71, column: 35, scope: !161, inlinedAt: !200)
!217 = !DILocation(line: 71, column: 38, scope: !161, inlinedAt: !200)
!218 = !DILocation(line: 71, column: 43, scope: !161, inlinedAt: !200)
!219 = !DILocation(line: 71, column: 51, scope: !161, inlinedAt: !200)
!220 = !DILocation(line: 75, column: 1, scope: !131, inlinedAt: !200)
!221 = !DILocation(line: 139, column: 9, scope: !64)
!222 = !DILocation(line: 143, column: 20, scope: !223)
!223 = distinct !DILexicalBlock(scope: !124, file: !2, line: 142, column: 70)
!224 = !DILocation(line: 143, column: 15, scope: !223)
!225 = !DILocation(line: 143, column: 26, scope: !223)
!226 = !DILocalVariable(name: "prog", arg: 1, scope: !227, file: !2, line: 77, type: !134)
!227 = distinct !DISubprogram(name: "usage", scope: !2, file: !2, line: 77, type: !228, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !230)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !134}
!230 = !{!226}
!231 = !DILocation(line: 0, scope: !227, inlinedAt: !232)
!232 = distinct !DILocation(line: 143, column: 9, scope: !223)
!233 = !DILocation(line: 79, column: 13, scope: !227, inlinedAt: !232)
!234 = !DILocation(line: 79, column: 5, scope: !227, inlinedAt: !232)
!235 = !DILocation(line: 144, column: 9, scope: !223)
!236 = !DILocation(line: 136, column: 19, scope: !64)
!237 = !DILocation(line: 147, column: 21, scope: !64)
!238 = !DILocation(line: 148, column: 22, scope: !64)
!239 = !DILocation(line: 149, column: 13, scope: !240)
!240 = distinct !DILexicalBlock(scope: !64, file: !2, line: 149, column: 9)
!241 = !DILocation(line: 149, column: 21, scope: !240)
!242 = !DILocation(line: 150, column: 17, scope: !243)
!243 = distinct !DILexicalBlock(scope: !240, file: !2, line: 149, column: 40)
!244 = !DILocation(line: 150, column: 9, scope: !243)
!245 = !DILocation(line: 151, column: 9, scope: !243)
!246 = !DILocation(line: 152, column: 9, scope: !243)
!247 = !DILocation(line: 153, column: 9, scope: !243)
!248 = !DILocalVariable(name: "r", arg: 1, scope: !249, file: !2, line: 37, type: !252)
!249 = distinct !DISubprogram(name: "rng_seed", scope: !2, file: !2, line: 37, type: !250, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !253)
!250 = !DISubroutineType(types: !251)
!251 = !{null, !252, !45}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!253 = !{!248, !254, !255}
!254 = !DILocalVariable(name: "seed", arg: 2, scope: !249, file: !2, line: 37, type: !45)
!255 = !DILocalVariable(name: "z", scope: !249, file: !2, line: 39, type: !45)
!256 = !DILocation(line: 0, scope: !249, inlinedAt: !257)
!257 = distinct !DILocation(line: 155, column: 5, scope: !64)
!258 = !DILocation(line: 39, column: 23, scope: !249, inlinedAt: !257)
!259 = !DILocation(line: 40, column: 17, scope: !249, inlinedAt: !257)
!260 = !DILocation(line: 40, column: 12, scope: !249, inlinedAt: !257)
!261 = !DILocation(line: 40, column: 25, scope: !249, inlinedAt: !257)
!262 = !DILocation(line: 41, column: 17, scope: !249, inlinedAt: !257)
!263 = !DILocation(line: 41, column: 12, scope: !249, inlinedAt: !257)
!264 = !DILocation(line: 41, column: 25, scope: !249, inlinedAt: !257)
!265 = !DILocation(line: 42, column: 12, scope: !249, inlinedAt: !257)
!266 = !DILocation(line: 42, column: 7, scope: !249, inlinedAt: !257)
!267 = !DILocalVariable(name: "opt", arg: 1, scope: !268, file: !2, line: 88, type: !81)
!268 = distinct !DISubprogram(name: "generate", scope: !2, file: !2, line: 88, type: !269, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !271)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !81, !51, !252}
!271 = !{!267, !272, !273, !274, !276, !279}
!272 = !DILocalVariable(name: "n", arg: 2, scope: !268, file: !2, line: 88, type: !51)
!273 = !DILocalVariable(name: "rng", arg: 3, scope: !268, file: !2, line: 88, type: !252)
!274 = !DILocalVariable(name: "i", scope: !275, file: !2, line: 90, type: !51)
!275 = distinct !DILexicalBlock(scope: !268, file: !2, line: 90, column: 5)
!276 = !DILocalVariable(name: "spot_cents", scope: !277, file: !2, line: 91, type: !51)
!277 = distinct !DILexicalBlock(scope: !278, file: !2, line: 90, column: 34)
!278 = distinct !DILexicalBlock(scope: !275, file: !2, line: 90, column: 5)
!279 = !DILocalVariable(name: "moneyness_pct", scope: !277, file: !2, line: 92, type: !51)
!280 = !DILocation(line: 0, scope: !268, inlinedAt: !281)
!281 = distinct !DILocation(line: 156, column: 5, scope: !64)
!282 = !DILocation(line: 0, scope: !275, inlinedAt: !281)
!283 = !DILocation(line: 90, column: 5, scope: !275, inlinedAt: !281)
!284 = !DILocation(line: 48, column: 21, scope: !285, inlinedAt: !291)
!285 = distinct !DISubprogram(name: "rng_next", scope: !2, file: !2, line: 46, type: !286, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !288)
!286 = !DISubroutineType(types: !287)
!287 = !{!52, !252}
!288 = !{!289, !290}
!289 = !DILocalVariable(name: "r", arg: 1, scope: !285, file: !2, line: 46, type: !252)
!290 = !DILocalVariable(name: "x", scope: !285, file: !2, line: 48, type: !45)
!291 = distinct !DILocation(line: 59, column: 24, scope: !292, inlinedAt: !299)
!292 = distinct !DISubprogram(name: "rng_range", scope: !2, file: !2, line: 57, type: !293, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !295)
!293 = !DISubroutineType(types: !294)
!294 = !{!51, !252, !51, !51}
!295 = !{!296, !297, !298}
!296 = !DILocalVariable(name: "r", arg: 1, scope: !292, file: !2, line: 57, type: !252)
!297 = !DILocalVariable(name: "lo", arg: 2, scope: !292, file: !2, line: 57, type: !51)
!298 = !DILocalVariable(name: "hi", arg: 3, scope: !292, file: !2, line: 57, type: !51)
!299 = distinct !DILocation(line: 91, column: 27, scope: !277, inlinedAt: !281)
!300 = !DILocation(line: 0, scope: !292, inlinedAt: !299)
!301 = !DILocation(line: 0, scope: !285, inlinedAt: !291)
!302 = !DILocation(line: 49, column: 12, scope: !285, inlinedAt: !291)
!303 = !DILocation(line: 49, column: 7, scope: !285, inlinedAt: !291)
!304 = !DILocation(line: 50, column: 12, scope: !285, inlinedAt: !291)
!305 = !DILocation(line: 50, column: 7, scope: !285, inlinedAt: !291)
!306 = !DILocation(line: 51, column: 12, scope: !285, inlinedAt: !291)
!307 = !DILocation(line: 51, column: 7, scope: !285, inlinedAt: !291)
!308 = !DILocation(line: 53, column: 26, scope: !285, inlinedAt: !291)
!309 = !DILocation(line: 53, column: 51, scope: !285, inlinedAt: !291)
!310 = !DILocation(line: 53, column: 12, scope: !285, inlinedAt: !291)
!311 = !DILocation(line: 59, column: 36, scope: !292, inlinedAt: !299)
!312 = !DILocation(line: 59, column: 15, scope: !292, inlinedAt: !299)
!313 = !DILocation(line: 0, scope: !277, inlinedAt: !281)
!314 = !DILocation(line: 0, scope: !292, inlinedAt: !315)
!315 = distinct !DILocation(line: 92, column: 30, scope: !277, inlinedAt: !281)
!316 = !DILocation(line: 0, scope: !285, inlinedAt: !317)
!317 = distinct !DILocation(line: 59, column: 24, scope: !292, inlinedAt: !315)
!318 = !DILocation(line: 49, column: 12, scope: !285, inlinedAt: !317)
!319 = !DILocation(line: 49, column: 7, scope: !285, inlinedAt: !317)
!320 = !DILocation(line: 50, column: 12, scope: !285, inlinedAt: !317)
!321 = !DILocation(line: 50, column: 7, scope: !285, inlinedAt: !317)
!322 = !DILocation(line: 51, column: 12, scope: !285, inlinedAt: !317)
!323 = !DILocation(line: 51, column: 7, scope: !285, inlinedAt: !317)
!324 = !DILocation(line: 53, column: 26, scope: !285, inlinedAt: !317)
!325 = !DILocation(line: 53, column: 51, scope: !285, inlinedAt: !317)
!326 = !DILocation(line: 53, column: 12, scope: !285, inlinedAt: !317)
!327 = !DILocation(line: 59, column: 36, scope: !292, inlinedAt: !315)
!328 = !DILocation(line: 59, column: 15, scope: !292, inlinedAt: !315)
!329 = !DILocation(line: 93, column: 9, scope: !277, inlinedAt: !281)
!330 = !DILocation(line: 94, column: 46, scope: !277, inlinedAt: !281)
!331 = !DILocation(line: 94, column: 63, scope: !277, inlinedAt: !281)
!332 = !DILocation(line: 93, column: 23, scope: !277, inlinedAt: !281)
!333 = !DILocation(line: 93, column: 42, scope: !277, inlinedAt: !281)
!334 = !DILocation(line: 93, column: 21, scope: !277, inlinedAt: !281)
!335 = !{!336, !336, i64 0}
!336 = !{!"double", !128, i64 0}
!337 = !DILocation(line: 0, scope: !292, inlinedAt: !338)
!338 = distinct !DILocation(line: 95, column: 31, scope: !277, inlinedAt: !281)
!339 = !DILocation(line: 0, scope: !285, inlinedAt: !340)
!340 = distinct !DILocation(line: 59, column: 24, scope: !292, inlinedAt: !338)
!341 = !DILocation(line: 49, column: 12, scope: !285, inlinedAt: !340)
!342 = !DILocation(line: 49, column: 7, scope: !285, inlinedAt: !340)
!343 = !DILocation(line: 50, column: 12, scope: !285, inlinedAt: !340)
!344 = !DILocation(line: 50, column: 7, scope: !285, inlinedAt: !340)
!345 = !DILocation(line: 51, column: 12, scope: !285, inlinedAt: !340)
!346 = !DILocation(line: 51, column: 7, scope: !285, inlinedAt: !340)
!347 = !DILocation(line: 53, column: 26, scope: !285, inlinedAt: !340)
!348 = !DILocation(line: 53, column: 51, scope: !285, inlinedAt: !340)
!349 = !DILocation(line: 53, column: 12, scope: !285, inlinedAt: !340)
!350 = !DILocation(line: 59, column: 36, scope: !292, inlinedAt: !338)
!351 = !DILocation(line: 59, column: 15, scope: !292, inlinedAt: !338)
!352 = !DILocation(line: 95, column: 23, scope: !277, inlinedAt: !281)
!353 = !DILocation(line: 95, column: 56, scope: !277, inlinedAt: !281)
!354 = !DILocation(line: 95, column: 16, scope: !277, inlinedAt: !281)
!355 = !DILocation(line: 95, column: 21, scope: !277, inlinedAt: !281)
!356 = !{!357, !336, i64 16}
!357 = !{!"", !336, i64 0, !336, i64 8, !336, i64 16, !336, i64 24, !336, i64 32, !158, i64 40}
!358 = !DILocation(line: 0, scope: !292, inlinedAt: !359)
!359 = distinct !DILocation(line: 96, column: 37, scope: !277, inlinedAt: !281)
!360 = !DILocation(line: 0, scope: !285, inlinedAt: !361)
!361 = distinct !DILocation(line: 59, column: 24, scope: !292, inlinedAt: !359)
!362 = !DILocation(line: 49, column: 12, scope: !285, inlinedAt: !361)
!363 = !DILocation(line: 49, column: 7, scope: !285, inlinedAt: !361)
!364 = !DILocation(line: 50, column: 12, scope: !285, inlinedAt: !361)
!365 = !DILocation(line: 50, column: 7, scope: !285, inlinedAt: !361)
!366 = !DILocation(line: 51, column: 12, scope: !285, inlinedAt: !361)
!367 = !DILocation(line: 51, column: 7, scope: !285, inlinedAt: !361)
!368 = !DILocation(line: 53, column: 26, scope: !285, inlinedAt: !361)
!369 = !DILocation(line: 53, column: 51, scope: !285, inlinedAt: !361)
!370 = !DILocation(line: 53, column: 12, scope: !285, inlinedAt: !361)
!371 = !DILocation(line: 59, column: 36, scope: !292, inlinedAt: !359)
!372 = !DILocation(line: 59, column: 15, scope: !292, inlinedAt: !359)
!373 = !DILocation(line: 96, column: 29, scope: !277, inlinedAt: !281)
!374 = !DILocation(line: 96, column: 63, scope: !277, inlinedAt: !281)
!375 = !DILocation(line: 96, column: 16, scope: !277, inlinedAt: !281)
!376 = !DILocation(line: 96, column: 27, scope: !277, inlinedAt: !281)
!377 = !{!357, !336, i64 24}
!378 = !DILocation(line: 0, scope: !292, inlinedAt: !379)
!379 = distinct !DILocation(line: 97, column: 32, scope: !277, inlinedAt: !281)
!380 = !DILocation(line: 0, scope: !285, inlinedAt: !381)
!381 = distinct !DILocation(line: 59, column: 24, scope: !292, inlinedAt: !379)
!382 = !DILocation(line: 49, column: 12, scope: !285, inlinedAt: !381)
!383 = !DILocation(line: 49, column: 7, scope: !285, inlinedAt: !381)
!384 = !DILocation(line: 50, column: 12, scope: !285, inlinedAt: !381)
!385 = !DILocation(line: 50, column: 7, scope: !285, inlinedAt: !381)
!386 = !DILocation(line: 51, column: 12, scope: !285, inlinedAt: !381)
!387 = !DILocation(line: 51, column: 7, scope: !285, inlinedAt: !381)
!388 = !DILocation(line: 53, column: 26, scope: !285, inlinedAt: !381)
!389 = !DILocation(line: 53, column: 51, scope: !285, inlinedAt: !381)
!390 = !DILocation(line: 53, column: 12, scope: !285, inlinedAt: !381)
!391 = !DILocation(line: 59, column: 36, scope: !292, inlinedAt: !379)
!392 = !DILocation(line: 59, column: 15, scope: !292, inlinedAt: !379)
!393 = !DILocation(line: 97, column: 24, scope: !277, inlinedAt: !281)
!394 = !DILocation(line: 97, column: 57, scope: !277, inlinedAt: !281)
!395 = !DILocation(line: 97, column: 16, scope: !277, inlinedAt: !281)
!396 = !DILocation(line: 97, column: 22, scope: !277, inlinedAt: !281)
!397 = !{!357, !336, i64 32}
!398 = !DILocation(line: 0, scope: !285, inlinedAt: !399)
!399 = distinct !DILocation(line: 98, column: 31, scope: !277, inlinedAt: !281)
!400 = !DILocation(line: 49, column: 12, scope: !285, inlinedAt: !399)
!401 = !DILocation(line: 49, column: 7, scope: !285, inlinedAt: !399)
!402 = !DILocation(line: 50, column: 12, scope: !285, inlinedAt: !399)
!403 = !DILocation(line: 50, column: 7, scope: !285, inlinedAt: !399)
!404 = !DILocation(line: 51, column: 12, scope: !285, inlinedAt: !399)
!405 = !DILocation(line: 51, column: 7, scope: !285, inlinedAt: !399)
!406 = !DILocation(line: 53, column: 26, scope: !285, inlinedAt: !399)
!407 = !DILocation(line: 53, column: 51, scope: !285, inlinedAt: !399)
!408 = !DILocation(line: 53, column: 12, scope: !285, inlinedAt: !399)
!409 = !DILocation(line: 98, column: 45, scope: !277, inlinedAt: !281)
!410 = !DILocation(line: 98, column: 16, scope: !277, inlinedAt: !281)
!411 = !DILocation(line: 98, column: 23, scope: !277, inlinedAt: !281)
!412 = !{!357, !158, i64 40}
!413 = !DILocation(line: 90, column: 30, scope: !278, inlinedAt: !281)
!414 = !DILocation(line: 90, column: 24, scope: !278, inlinedAt: !281)
!415 = distinct !{!415, !283, !416, !417}
!416 = !DILocation(line: 99, column: 5, scope: !275, inlinedAt: !281)
!417 = !{!"llvm.loop.mustprogress"}
!418 = !DILocation(line: 0, scope: !95)
!419 = !DILocation(line: 159, column: 28, scope: !99)
!420 = !DILocation(line: 159, column: 5, scope: !95)
!421 = !DILocation(line: 0, scope: !97)
!422 = !DILocation(line: 161, column: 9, scope: !97)
!423 = !DILocation(line: 176, column: 5, scope: !64)
!424 = !DILocation(line: 0, scope: !113)
!425 = !DILocation(line: 177, column: 24, scope: !116)
!426 = !DILocation(line: 177, column: 5, scope: !113)
!427 = !DILocation(line: 0, scope: !98)
!428 = !DILocation(line: 159, column: 39, scope: !99)
!429 = distinct !{!429, !420, !430, !417}
!430 = !DILocation(line: 172, column: 5, scope: !95)
!431 = !DILocation(line: 163, column: 20, scope: !101)
!432 = !DILocalVariable(name: "o", arg: 1, scope: !433, file: !2, line: 119, type: !117)
!433 = distinct !DISubprogram(name: "price", scope: !2, file: !2, line: 119, type: !434, scopeLine: 120, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !436)
!434 = !DISubroutineType(types: !435)
!435 = !{null, !117, !92, !92}
!436 = !{!432, !437, !438, !439, !440, !441, !442, !443, !444, !445}
!437 = !DILocalVariable(name: "call", arg: 2, scope: !433, file: !2, line: 119, type: !92)
!438 = !DILocalVariable(name: "put", arg: 3, scope: !433, file: !2, line: 119, type: !92)
!439 = !DILocalVariable(name: "sqrt_t", scope: !433, file: !2, line: 121, type: !49)
!440 = !DILocalVariable(name: "vol_sqrt_t", scope: !433, file: !2, line: 122, type: !49)
!441 = !DILocalVariable(name: "d1", scope: !433, file: !2, line: 123, type: !49)
!442 = !DILocalVariable(name: "d2", scope: !433, file: !2, line: 126, type: !49)
!443 = !DILocalVariable(name: "discounted", scope: !433, file: !2, line: 127, type: !49)
!444 = !DILocalVariable(name: "nd1", scope: !433, file: !2, line: 128, type: !49)
!445 = !DILocalVariable(name: "nd2", scope: !433, file: !2, line: 128, type: !49)
!446 = !DILocation(line: 0, scope: !433, inlinedAt: !447)
!447 = distinct !DILocation(line: 163, column: 13, scope: !101)
!448 = !DILocation(line: 121, column: 29, scope: !433, inlinedAt: !447)
!449 = !DILocation(line: 121, column: 21, scope: !433, inlinedAt: !447)
!450 = !DILocation(line: 122, column: 28, scope: !433, inlinedAt: !447)
!451 = !DILocation(line: 122, column: 39, scope: !433, inlinedAt: !447)
!452 = !DILocation(line: 123, column: 25, scope: !433, inlinedAt: !447)
!453 = !DILocation(line: 167, column: 38, scope: !101)
!454 = !DILocation(line: 123, column: 30, scope: !433, inlinedAt: !447)
!455 = !DILocation(line: 123, column: 18, scope: !433, inlinedAt: !447)
!456 = !DILocation(line: 124, column: 22, scope: !433, inlinedAt: !447)
!457 = !DILocation(line: 124, column: 33, scope: !433, inlinedAt: !447)
!458 = !DILocation(line: 124, column: 27, scope: !433, inlinedAt: !447)
!459 = !DILocation(line: 123, column: 43, scope: !433, inlinedAt: !447)
!460 = !DILocation(line: 124, column: 78, scope: !433, inlinedAt: !447)
!461 = !DILocation(line: 126, column: 20, scope: !433, inlinedAt: !447)
!462 = !DILocation(line: 127, column: 41, scope: !433, inlinedAt: !447)
!463 = !DILocation(line: 127, column: 50, scope: !433, inlinedAt: !447)
!464 = !DILocation(line: 127, column: 37, scope: !433, inlinedAt: !447)
!465 = !DILocation(line: 127, column: 35, scope: !433, inlinedAt: !447)
!466 = !DILocalVariable(name: "x", arg: 1, scope: !467, file: !2, line: 103, type: !49)
!467 = distinct !DISubprogram(name: "cndf", scope: !2, file: !2, line: 103, type: !468, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !470)
!468 = !DISubroutineType(types: !469)
!469 = !{!49, !49}
!470 = !{!466, !471, !473, !474, !475, !476, !477, !478, !479, !480, !481, !482, !483, !484}
!471 = !DILocalVariable(name: "p", scope: !467, file: !2, line: 105, type: !472)
!472 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!473 = !DILocalVariable(name: "b1", scope: !467, file: !2, line: 106, type: !472)
!474 = !DILocalVariable(name: "b2", scope: !467, file: !2, line: 106, type: !472)
!475 = !DILocalVariable(name: "b3", scope: !467, file: !2, line: 106, type: !472)
!476 = !DILocalVariable(name: "b4", scope: !467, file: !2, line: 107, type: !472)
!477 = !DILocalVariable(name: "b5", scope: !467, file: !2, line: 107, type: !472)
!478 = !DILocalVariable(name: "inv_sqrt_2pi", scope: !467, file: !2, line: 108, type: !472)
!479 = !DILocalVariable(name: "negative", scope: !467, file: !2, line: 109, type: !50)
!480 = !DILocalVariable(name: "ax", scope: !467, file: !2, line: 110, type: !49)
!481 = !DILocalVariable(name: "pdf", scope: !467, file: !2, line: 111, type: !49)
!482 = !DILocalVariable(name: "k", scope: !467, file: !2, line: 112, type: !49)
!483 = !DILocalVariable(name: "poly", scope: !467, file: !2, line: 113, type: !49)
!484 = !DILocalVariable(name: "upper", scope: !467, file: !2, line: 114, type: !49)
!485 = !DILocation(line: 0, scope: !467, inlinedAt: !486)
!486 = distinct !DILocation(line: 128, column: 18, scope: !433, inlinedAt: !447)
!487 = !DILocation(line: 109, column: 22, scope: !467, inlinedAt: !486)
!488 = !DILocation(line: 110, column: 17, scope: !467, inlinedAt: !486)
!489 = !DILocation(line: 111, column: 42, scope: !467, inlinedAt: !486)
!490 = !DILocation(line: 111, column: 47, scope: !467, inlinedAt: !486)
!491 = !DILocation(line: 111, column: 33, scope: !467, inlinedAt: !486)
!492 = !DILocation(line: 112, column: 27, scope: !467, inlinedAt: !486)
!493 = !DILocation(line: 112, column: 20, scope: !467, inlinedAt: !486)
!494 = !DILocation(line: 113, column: 57, scope: !467, inlinedAt: !486)
!495 = !DILocation(line: 113, column: 47, scope: !467, inlinedAt: !486)
!496 = !DILocation(line: 113, column: 37, scope: !467, inlinedAt: !486)
!497 = !DILocation(line: 113, column: 27, scope: !467, inlinedAt: !486)
!498 = !DILocation(line: 113, column: 21, scope: !467, inlinedAt: !486)
!499 = !DILocation(line: 114, column: 24, scope: !467, inlinedAt: !486)
!500 = !DILocation(line: 115, column: 12, scope: !467, inlinedAt: !486)
!501 = !DILocation(line: 0, scope: !467, inlinedAt: !502)
!502 = distinct !DILocation(line: 128, column: 34, scope: !433, inlinedAt: !447)
!503 = !DILocation(line: 109, column: 22, scope: !467, inlinedAt: !502)
!504 = !DILocation(line: 110, column: 17, scope: !467, inlinedAt: !502)
!505 = !DILocation(line: 111, column: 42, scope: !467, inlinedAt: !502)
!506 = !DILocation(line: 111, column: 47, scope: !467, inlinedAt: !502)
!507 = !DILocation(line: 111, column: 33, scope: !467, inlinedAt: !502)
!508 = !DILocation(line: 112, column: 27, scope: !467, inlinedAt: !502)
!509 = !DILocation(line: 112, column: 20, scope: !467, inlinedAt: !502)
!510 = !DILocation(line: 113, column: 57, scope: !467, inlinedAt: !502)
!511 = !DILocation(line: 113, column: 47, scope: !467, inlinedAt: !502)
!512 = !DILocation(line: 113, column: 37, scope: !467, inlinedAt: !502)
!513 = !DILocation(line: 113, column: 27, scope: !467, inlinedAt: !502)
!514 = !DILocation(line: 113, column: 21, scope: !467, inlinedAt: !502)
!515 = !DILocation(line: 114, column: 24, scope: !467, inlinedAt: !502)
!516 = !DILocation(line: 115, column: 12, scope: !467, inlinedAt: !502)
!517 = !DILocation(line: 0, scope: !101)
!518 = !DILocation(line: 131, column: 30, scope: !433, inlinedAt: !447)
!519 = !DILocation(line: 131, column: 54, scope: !433, inlinedAt: !447)
!520 = !DILocation(line: 130, column: 27, scope: !433, inlinedAt: !447)
!521 = !DILocation(line: 164, column: 32, scope: !101)
!522 = !DILocation(line: 164, column: 25, scope: !101)
!523 = !DILocation(line: 166, column: 31, scope: !101)
!524 = !DILocation(line: 164, column: 13, scope: !101)
!525 = !DILocation(line: 164, column: 23, scope: !101)
!526 = !DILocation(line: 168, column: 42, scope: !101)
!527 = !DILocation(line: 169, column: 26, scope: !528)
!528 = distinct !DILexicalBlock(scope: !101, file: !2, line: 169, column: 17)
!529 = !DILocation(line: 169, column: 17, scope: !528)
!530 = !DILocation(line: 169, column: 33, scope: !528)
!531 = !DILocation(line: 169, column: 17, scope: !101)
!532 = !DILocation(line: 161, column: 34, scope: !102)
!533 = !DILocation(line: 161, column: 28, scope: !102)
!534 = distinct !{!534, !422, !535, !417}
!535 = !DILocation(line: 171, column: 9, scope: !97)
!536 = !DILocation(line: 174, column: 12, scope: !64)
!537 = !DILocation(line: 194, column: 5, scope: !64)
!538 = !DILocation(line: 195, column: 5, scope: !64)
!539 = !DILocation(line: 197, column: 5, scope: !64)
!540 = !DILocation(line: 199, column: 5, scope: !64)
!541 = !DILocation(line: 200, column: 5, scope: !64)
!542 = !DILocation(line: 178, column: 30, scope: !115)
!543 = !DILocation(line: 0, scope: !115)
!544 = !DILocation(line: 179, column: 59, scope: !115)
!545 = !DILocation(line: 179, column: 56, scope: !115)
!546 = !DILocation(line: 180, column: 19, scope: !115)
!547 = !{!357, !336, i64 0}
!548 = !DILocation(line: 180, column: 28, scope: !115)
!549 = !{!357, !336, i64 8}
!550 = !DILocation(line: 180, column: 36, scope: !115)
!551 = !DILocation(line: 179, column: 9, scope: !115)
!552 = !DILocation(line: 181, column: 13, scope: !115)
!553 = !DILocation(line: 182, column: 23, scope: !554)
!554 = distinct !DILexicalBlock(scope: !115, file: !2, line: 181, column: 13)
!555 = !DILocation(line: 185, column: 35, scope: !556)
!556 = distinct !DILexicalBlock(scope: !115, file: !2, line: 185, column: 13)
!557 = !DILocation(line: 185, column: 13, scope: !556)
!558 = !DILocation(line: 184, column: 24, scope: !554)
!559 = !DILocation(line: 185, column: 55, scope: !556)
!560 = !DILocation(line: 185, column: 13, scope: !115)
!561 = !DILocation(line: 186, column: 21, scope: !556)
!562 = !DILocation(line: 186, column: 13, scope: !556)
!563 = !DILocation(line: 187, column: 23, scope: !564)
!564 = distinct !DILexicalBlock(scope: !115, file: !2, line: 187, column: 13)
!565 = !DILocation(line: 187, column: 13, scope: !115)
!566 = !DILocation(line: 191, column: 23, scope: !567)
!567 = distinct !DILexicalBlock(scope: !115, file: !2, line: 191, column: 13)
!568 = !DILocation(line: 191, column: 13, scope: !115)
!569 = !DILocation(line: 177, column: 30, scope: !116)
!570 = distinct !{!570, !426, !571, !417}
!571 = !DILocation(line: 193, column: 5, scope: !113)
!572 = !DILocation(line: 202, column: 1, scope: !64)
!573 = !DISubprogram(name: "__errno_location", scope: !574, file: !574, line: 37, type: !575, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!574 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!575 = !DISubroutineType(types: !576)
!576 = !{!577}
!577 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!578 = !DISubprogram(name: "strtol", scope: !579, file: !579, line: 177, type: !580, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!579 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!580 = !DISubroutineType(types: !581)
!581 = !{!51, !582, !583, !50}
!582 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !134)
!583 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !67)
!584 = !DISubprogram(name: "fprintf", scope: !585, file: !585, line: 350, type: !586, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!585 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!586 = !DISubroutineType(types: !587)
!587 = !{!50, !588, !582, null}
!588 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !589)
!589 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !590, size: 64)
!590 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !591, line: 7, baseType: !592)
!591 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!592 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !593, line: 49, size: 1728, elements: !594)
!593 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!594 = !{!595, !596, !597, !598, !599, !600, !601, !602, !603, !604, !605, !606, !607, !610, !612, !613, !614, !616, !618, !620, !624, !627, !629, !632, !635, !636, !637, !638, !639}
!595 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !592, file: !593, line: 51, baseType: !50, size: 32)
!596 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !592, file: !593, line: 54, baseType: !68, size: 64, offset: 64)
!597 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !592, file: !593, line: 55, baseType: !68, size: 64, offset: 128)
!598 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !592, file: !593, line: 56, baseType: !68, size: 64, offset: 192)
!599 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !592, file: !593, line: 57, baseType: !68, size: 64, offset: 256)
!600 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !592, file: !593, line: 58, baseType: !68, size: 64, offset: 320)
!601 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !592, file: !593, line: 59, baseType: !68, size: 64, offset: 384)
!602 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !592, file: !593, line: 60, baseType: !68, size: 64, offset: 448)
!603 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !592, file: !593, line: 61, baseType: !68, size: 64, offset: 512)
!604 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !592, file: !593, line: 64, baseType: !68, size: 64, offset: 576)
!605 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !592, file: !593, line: 65, baseType: !68, size: 64, offset: 640)
!606 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !592, file: !593, line: 66, baseType: !68, size: 64, offset: 704)
!607 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !592, file: !593, line: 68, baseType: !608, size: 64, offset: 768)
!608 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !609, size: 64)
!609 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !593, line: 36, flags: DIFlagFwdDecl)
!610 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !592, file: !593, line: 70, baseType: !611, size: 64, offset: 832)
!611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !592, size: 64)
!612 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !592, file: !593, line: 72, baseType: !50, size: 32, offset: 896)
!613 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !592, file: !593, line: 73, baseType: !50, size: 32, offset: 928)
!614 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !592, file: !593, line: 74, baseType: !615, size: 64, offset: 960)
!615 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !48, line: 152, baseType: !51)
!616 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !592, file: !593, line: 77, baseType: !617, size: 16, offset: 1024)
!617 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!618 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !592, file: !593, line: 78, baseType: !619, size: 8, offset: 1040)
!619 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!620 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !592, file: !593, line: 79, baseType: !621, size: 8, offset: 1048)
!621 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !622)
!622 = !{!623}
!623 = !DISubrange(count: 1)
!624 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !592, file: !593, line: 81, baseType: !625, size: 64, offset: 1088)
!625 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !626, size: 64)
!626 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !593, line: 43, baseType: null)
!627 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !592, file: !593, line: 89, baseType: !628, size: 64, offset: 1152)
!628 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !48, line: 153, baseType: !51)
!629 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !592, file: !593, line: 91, baseType: !630, size: 64, offset: 1216)
!630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !631, size: 64)
!631 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !593, line: 37, flags: DIFlagFwdDecl)
!632 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !592, file: !593, line: 92, baseType: !633, size: 64, offset: 1280)
!633 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !634, size: 64)
!634 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !593, line: 38, flags: DIFlagFwdDecl)
!635 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !592, file: !593, line: 93, baseType: !611, size: 64, offset: 1344)
!636 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !592, file: !593, line: 94, baseType: !44, size: 64, offset: 1408)
!637 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !592, file: !593, line: 95, baseType: !41, size: 64, offset: 1472)
!638 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !592, file: !593, line: 96, baseType: !50, size: 32, offset: 1536)
!639 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !592, file: !593, line: 98, baseType: !640, size: 160, offset: 1568)
!640 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !641)
!641 = !{!642}
!642 = !DISubrange(count: 20)
!643 = !DISubprogram(name: "calloc", scope: !579, file: !579, line: 556, type: !644, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DISubroutineType(types: !645)
!645 = !{!44, !41, !41}
!646 = !DISubprogram(name: "free", scope: !579, file: !579, line: 568, type: !647, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!647 = !DISubroutineType(types: !648)
!648 = !{null, !44}
!649 = !DISubprogram(name: "printf", scope: !585, file: !585, line: 356, type: !650, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!650 = !DISubroutineType(types: !651)
!651 = !{!50, !582, null}
!652 = !DISubprogram(name: "sqrt", scope: !653, file: !653, line: 143, type: !468, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!653 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!654 = !DISubprogram(name: "log", scope: !653, file: !653, line: 104, type: !468, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!655 = !DISubprogram(name: "exp", scope: !653, file: !653, line: 95, type: !468, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
