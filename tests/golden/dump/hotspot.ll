; ModuleID = 'hotspot'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"hotspot\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"gen\00", align 1, !dbg !7
@stderr = external local_unnamed_addr global ptr, align 8
@.str.2 = private unnamed_addr constant [161 x i8] c"usage: %s POWER_FILE ITERATIONS OUTPUT_FILE\0A       %s gen ROWS COLS SEED POWER_FILE\0A  ITERATIONS in [1, %ld]; ROWS, COLS in [%ld, %ld]; SEED in [0, 4294967295]\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [24 x i8] c"hotspot: out of memory\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [2 x i8] c"w\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [30 x i8] c"hotspot: cannot write %s: %s\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [14 x i8] c"%s%lld.%06lld\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [2 x i8] c" \00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !44
@.str.10 = private unnamed_addr constant [27 x i8] c"hotspot: error writing %s\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [33 x i8] c"wrote %ld x %ld power map to %s\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [38 x i8] c"hotspot %ld x %ld, %.2f W, dt %.3e s\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [46 x i8] c"steps: %ld of %ld (%s, last max change %.2e)\0A\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [10 x i8] c"converged\00", align 1, !dbg !69
@.str.15 = private unnamed_addr constant [6 x i8] c"limit\00", align 1, !dbg !74
@.str.16 = private unnamed_addr constant [56 x i8] c"temperature: min %.3f mean %.3f max %.3f at (%ld, %ld)\0A\00", align 1, !dbg !79
@.str.17 = private unnamed_addr constant [23 x i8] c"cells above %.3f: %ld\0A\00", align 1, !dbg !84
@.str.18 = private unnamed_addr constant [2 x i8] c"r\00", align 1, !dbg !89
@.str.19 = private unnamed_addr constant [29 x i8] c"hotspot: cannot open %s: %s\0A\00", align 1, !dbg !91
@.str.20 = private unnamed_addr constant [8 x i8] c"%ld %ld\00", align 1, !dbg !96
@.str.21 = private unnamed_addr constant [25 x i8] c"hotspot: %s: bad header\0A\00", align 1, !dbg !98
@.str.22 = private unnamed_addr constant [4 x i8] c"%lf\00", align 1, !dbg !103
@.str.23 = private unnamed_addr constant [39 x i8] c"hotspot: %s: bad or missing value %ld\0A\00", align 1, !dbg !105
@.str.24 = private unnamed_addr constant [7 x i8] c"%s%.4f\00", align 1, !dbg !110

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !146 {
  %3 = alloca i64, align 8, !DIAssignID !161
    #dbg_assign(i1 undef, !162, !DIExpression(), !161, ptr %3, !DIExpression(), !228)
  %4 = alloca i64, align 8, !DIAssignID !272
  %5 = alloca ptr, align 8, !DIAssignID !273
  %6 = alloca ptr, align 8, !DIAssignID !274
  %7 = alloca ptr, align 8, !DIAssignID !275
  %8 = alloca i64, align 8, !DIAssignID !276
    #dbg_assign(i1 undef, !159, !DIExpression(), !276, ptr %8, !DIExpression(), !277)
    #dbg_value(i32 %0, !152, !DIExpression(), !277)
    #dbg_value(ptr %1, !153, !DIExpression(), !277)
  %9 = icmp sgt i32 %0, 0, !dbg !278
  br i1 %9, label %10, label %12, !dbg !279

10:                                               ; preds = %2
  %11 = load ptr, ptr %1, align 8, !dbg !280, !tbaa !281
  br label %12, !dbg !279

12:                                               ; preds = %2, %10
  %13 = phi ptr [ %11, %10 ], [ @.str, %2 ], !dbg !279
    #dbg_value(ptr %13, !154, !DIExpression(), !277)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #13, !dbg !285
  switch i32 %0, label %110 [
    i32 6, label %14
    i32 4, label %78
  ], !dbg !286

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !288
  %16 = load ptr, ptr %15, align 8, !dbg !288, !tbaa !281
  %17 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(4) @.str.1) #14, !dbg !289
  %18 = icmp eq i32 %17, 0, !dbg !290
  br i1 %18, label %19, label %110, !dbg !291

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !292
  %21 = load ptr, ptr %20, align 8, !dbg !292, !tbaa !281
    #dbg_assign(i1 undef, !295, !DIExpression(), !275, ptr %7, !DIExpression(), !305)
    #dbg_value(ptr %21, !300, !DIExpression(), !305)
    #dbg_value(i64 4, !301, !DIExpression(), !305)
    #dbg_value(i64 1024, !302, !DIExpression(), !305)
    #dbg_value(ptr undef, !303, !DIExpression(), !305)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #13, !dbg !307
  store ptr null, ptr %7, align 8, !dbg !308, !tbaa !281, !DIAssignID !309
    #dbg_assign(ptr null, !295, !DIExpression(), !309, ptr %7, !DIExpression(), !305)
  %22 = icmp eq ptr %21, null, !dbg !310
  br i1 %22, label %40, label %23, !dbg !312

23:                                               ; preds = %19
  %24 = load i8, ptr %21, align 1, !dbg !313, !tbaa !314
  %25 = icmp eq i8 %24, 0, !dbg !315
  br i1 %25, label %40, label %26, !dbg !316

26:                                               ; preds = %23
  %27 = tail call ptr @__errno_location() #15, !dbg !317
  store i32 0, ptr %27, align 4, !dbg !318, !tbaa !319
  %28 = call i64 @strtol(ptr noundef nonnull %21, ptr noundef nonnull %7, i32 noundef 10) #13, !dbg !321
    #dbg_value(i64 %28, !304, !DIExpression(), !305)
  %29 = load i32, ptr %27, align 4, !dbg !322, !tbaa !319
  %30 = icmp eq i32 %29, 0, !dbg !324
  br i1 %30, label %31, label %40, !dbg !325

31:                                               ; preds = %26
  %32 = load ptr, ptr %7, align 8, !dbg !326, !tbaa !281
  %33 = icmp eq ptr %32, %21, !dbg !327
  br i1 %33, label %40, label %34, !dbg !328

34:                                               ; preds = %31
  %35 = load i8, ptr %32, align 1, !dbg !329, !tbaa !314
  %36 = icmp ne i8 %35, 0, !dbg !330
  %37 = add i64 %28, -1025, !dbg !331
  %38 = icmp ult i64 %37, -1021, !dbg !331
  %39 = select i1 %36, i1 true, i1 %38, !dbg !331
  br i1 %39, label %40, label %41, !dbg !331

40:                                               ; preds = %23, %19, %34, %31, %26
    #dbg_value(i64 poison, !157, !DIExpression(), !277)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #13, !dbg !332
  br label %72, !dbg !333

41:                                               ; preds = %34
    #dbg_value(i64 %28, !157, !DIExpression(), !277)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #13, !dbg !332
  %42 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !334
  %43 = load ptr, ptr %42, align 8, !dbg !334, !tbaa !281
    #dbg_assign(i1 undef, !295, !DIExpression(), !274, ptr %6, !DIExpression(), !335)
    #dbg_value(ptr %43, !300, !DIExpression(), !335)
    #dbg_value(i64 4, !301, !DIExpression(), !335)
    #dbg_value(i64 1024, !302, !DIExpression(), !335)
    #dbg_value(ptr undef, !303, !DIExpression(), !335)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #13, !dbg !337
  store ptr null, ptr %6, align 8, !dbg !338, !tbaa !281, !DIAssignID !339
    #dbg_assign(ptr null, !295, !DIExpression(), !339, ptr %6, !DIExpression(), !335)
  %44 = icmp eq ptr %43, null, !dbg !340
  br i1 %44, label %61, label %45, !dbg !341

45:                                               ; preds = %41
  %46 = load i8, ptr %43, align 1, !dbg !342, !tbaa !314
  %47 = icmp eq i8 %46, 0, !dbg !343
  br i1 %47, label %61, label %48, !dbg !344

48:                                               ; preds = %45
  store i32 0, ptr %27, align 4, !dbg !345, !tbaa !319
  %49 = call i64 @strtol(ptr noundef nonnull %43, ptr noundef nonnull %6, i32 noundef 10) #13, !dbg !346
    #dbg_value(i64 %49, !304, !DIExpression(), !335)
  %50 = load i32, ptr %27, align 4, !dbg !347, !tbaa !319
  %51 = icmp eq i32 %50, 0, !dbg !348
  br i1 %51, label %52, label %61, !dbg !349

52:                                               ; preds = %48
  %53 = load ptr, ptr %6, align 8, !dbg !350, !tbaa !281
  %54 = icmp eq ptr %53, %43, !dbg !351
  br i1 %54, label %61, label %55, !dbg !352

55:                                               ; preds = %52
  %56 = load i8, ptr %53, align 1, !dbg !353, !tbaa !314
  %57 = icmp ne i8 %56, 0, !dbg !354
  %58 = add i64 %49, -1025, !dbg !355
  %59 = icmp ult i64 %58, -1021, !dbg !355
  %60 = select i1 %57, i1 true, i1 %59, !dbg !355
  br i1 %60, label %61, label %62, !dbg !355

61:                                               ; preds = %45, %41, %55, %52, %48
    #dbg_value(i64 poison, !158, !DIExpression(), !277)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #13, !dbg !356
  br label %72, !dbg !357

62:                                               ; preds = %55
    #dbg_value(i64 %49, !158, !DIExpression(), !277)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #13, !dbg !356
  %63 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !358
  %64 = load ptr, ptr %63, align 8, !dbg !358, !tbaa !281
  %65 = call fastcc i32 @parse_long(ptr noundef %64, i64 noundef 0, i64 noundef 4294967295, ptr noundef nonnull %8), !dbg !359
  %66 = icmp eq i32 %65, 0, !dbg !360
  br i1 %66, label %67, label %72, !dbg !361

67:                                               ; preds = %62
  %68 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !362
  %69 = load ptr, ptr %68, align 8, !dbg !362, !tbaa !281
  %70 = load i8, ptr %69, align 1, !dbg !362, !tbaa !314
  %71 = icmp eq i8 %70, 0, !dbg !363
  br i1 %71, label %72, label %75, !dbg !364

72:                                               ; preds = %61, %40, %67, %62
    #dbg_value(ptr %13, !365, !DIExpression(), !370)
  %73 = load ptr, ptr @stderr, align 8, !dbg !373, !tbaa !281
  %74 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %73, ptr noundef nonnull @.str.2, ptr noundef %13, ptr noundef %13, i64 noundef 100000, i64 noundef 4, i64 noundef 1024) #16, !dbg !374
  br label %462, !dbg !375

75:                                               ; preds = %67
  %76 = load i64, ptr %8, align 8, !dbg !376, !tbaa !377
  %77 = tail call fastcc i32 @generate(i64 noundef %28, i64 noundef %49, i64 noundef %76, ptr noundef nonnull %69), !dbg !379
  br label %462, !dbg !380

78:                                               ; preds = %12
  %79 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !381
  %80 = load ptr, ptr %79, align 8, !dbg !381, !tbaa !281
  %81 = load i8, ptr %80, align 1, !dbg !381, !tbaa !314
  %82 = icmp eq i8 %81, 0, !dbg !383
  br i1 %82, label %110, label %83, !dbg !384

83:                                               ; preds = %78
  %84 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !385
  %85 = load ptr, ptr %84, align 8, !dbg !385, !tbaa !281
  %86 = load i8, ptr %85, align 1, !dbg !385, !tbaa !314
  %87 = icmp eq i8 %86, 0, !dbg !386
  br i1 %87, label %110, label %88, !dbg !387

88:                                               ; preds = %83
  %89 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !388
  %90 = load ptr, ptr %89, align 8, !dbg !388, !tbaa !281
    #dbg_assign(i1 undef, !295, !DIExpression(), !273, ptr %5, !DIExpression(), !389)
    #dbg_value(ptr %90, !300, !DIExpression(), !389)
    #dbg_value(i64 1, !301, !DIExpression(), !389)
    #dbg_value(i64 100000, !302, !DIExpression(), !389)
    #dbg_value(ptr undef, !303, !DIExpression(), !389)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #13, !dbg !391
  store ptr null, ptr %5, align 8, !dbg !392, !tbaa !281, !DIAssignID !393
    #dbg_assign(ptr null, !295, !DIExpression(), !393, ptr %5, !DIExpression(), !389)
  %91 = icmp eq ptr %90, null, !dbg !394
  br i1 %91, label %109, label %92, !dbg !395

92:                                               ; preds = %88
  %93 = load i8, ptr %90, align 1, !dbg !396, !tbaa !314
  %94 = icmp eq i8 %93, 0, !dbg !397
  br i1 %94, label %109, label %95, !dbg !398

95:                                               ; preds = %92
  %96 = tail call ptr @__errno_location() #15, !dbg !399
  store i32 0, ptr %96, align 4, !dbg !400, !tbaa !319
  %97 = call i64 @strtol(ptr noundef nonnull %90, ptr noundef nonnull %5, i32 noundef 10) #13, !dbg !401
    #dbg_value(i64 %97, !304, !DIExpression(), !389)
  %98 = load i32, ptr %96, align 4, !dbg !402, !tbaa !319
  %99 = icmp eq i32 %98, 0, !dbg !403
  br i1 %99, label %100, label %109, !dbg !404

100:                                              ; preds = %95
  %101 = load ptr, ptr %5, align 8, !dbg !405, !tbaa !281
  %102 = icmp eq ptr %101, %90, !dbg !406
  br i1 %102, label %109, label %103, !dbg !407

103:                                              ; preds = %100
  %104 = load i8, ptr %101, align 1, !dbg !408, !tbaa !314
  %105 = icmp ne i8 %104, 0, !dbg !409
  %106 = add i64 %97, -100001, !dbg !410
  %107 = icmp ult i64 %106, -100000, !dbg !410
  %108 = select i1 %105, i1 true, i1 %107, !dbg !410
  br i1 %108, label %109, label %113, !dbg !410

109:                                              ; preds = %92, %88, %103, %100, %95
    #dbg_value(i64 poison, !160, !DIExpression(), !277)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #13, !dbg !411
  br label %110, !dbg !412

110:                                              ; preds = %109, %14, %12, %83, %78
    #dbg_value(ptr %13, !365, !DIExpression(), !413)
  %111 = load ptr, ptr @stderr, align 8, !dbg !416, !tbaa !281
  %112 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %111, ptr noundef nonnull @.str.2, ptr noundef %13, ptr noundef %13, i64 noundef 100000, i64 noundef 4, i64 noundef 1024) #16, !dbg !417
  br label %462, !dbg !418

113:                                              ; preds = %103
    #dbg_value(i64 %97, !160, !DIExpression(), !277)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #13, !dbg !411
  %114 = load ptr, ptr %79, align 8, !dbg !419, !tbaa !281
  %115 = load ptr, ptr %84, align 8, !dbg !420, !tbaa !281
    #dbg_value(ptr %114, !234, !DIExpression(), !421)
    #dbg_value(i64 %97, !235, !DIExpression(), !421)
    #dbg_value(ptr %115, !236, !DIExpression(), !421)
    #dbg_assign(i1 undef, !224, !DIExpression(), !272, ptr %4, !DIExpression(), !228)
    #dbg_value(ptr %114, !169, !DIExpression(), !228)
    #dbg_value(ptr undef, !170, !DIExpression(), !228)
    #dbg_value(ptr undef, !171, !DIExpression(), !228)
  %116 = tail call noalias ptr @fopen(ptr noundef %114, ptr noundef nonnull @.str.18), !dbg !422
    #dbg_value(ptr %116, !172, !DIExpression(), !228)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #13, !dbg !423
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13, !dbg !423
  %117 = icmp eq ptr %116, null, !dbg !424
  br i1 %117, label %118, label %123, !dbg !426

118:                                              ; preds = %113
  %119 = load ptr, ptr @stderr, align 8, !dbg !427, !tbaa !281
  %120 = load i32, ptr %96, align 4, !dbg !429, !tbaa !319
  %121 = tail call ptr @strerror(i32 noundef %120) #13, !dbg !430
  %122 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %119, ptr noundef nonnull @.str.19, ptr noundef %114, ptr noundef %121) #16, !dbg !431
  br label %166, !dbg !432

123:                                              ; preds = %113
  %124 = call i32 (ptr, ptr, ...) @__isoc99_fscanf(ptr noundef nonnull %116, ptr noundef nonnull @.str.20, ptr noundef nonnull %3, ptr noundef nonnull %4) #13, !dbg !433
  %125 = icmp ne i32 %124, 2, !dbg !435
  %126 = load i64, ptr %3, align 8
  %127 = add i64 %126, -1025, !dbg !436
  %128 = icmp ult i64 %127, -1021, !dbg !436
  %129 = select i1 %125, i1 true, i1 %128, !dbg !436
  %130 = load i64, ptr %4, align 8
  %131 = add i64 %130, -1025, !dbg !436
  %132 = icmp ult i64 %131, -1021, !dbg !436
  %133 = select i1 %129, i1 true, i1 %132, !dbg !436
  br i1 %133, label %134, label %138, !dbg !436

134:                                              ; preds = %123
  %135 = load ptr, ptr @stderr, align 8, !dbg !437, !tbaa !281
  %136 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %135, ptr noundef nonnull @.str.21, ptr noundef %114) #16, !dbg !439
  %137 = call i32 @fclose(ptr noundef nonnull %116), !dbg !440
  br label %166, !dbg !441

138:                                              ; preds = %123
  %139 = mul nuw nsw i64 %130, %126, !dbg !442
  %140 = call noalias ptr @calloc(i64 noundef %139, i64 noundef 8) #17, !dbg !443
    #dbg_value(ptr %140, !225, !DIExpression(), !228)
  %141 = icmp eq ptr %140, null, !dbg !444
  br i1 %141, label %142, label %146, !dbg !446

142:                                              ; preds = %138
  %143 = load ptr, ptr @stderr, align 8, !dbg !447, !tbaa !281
  %144 = call i64 @fwrite(ptr nonnull @.str.3, i64 23, i64 1, ptr %143) #18, !dbg !449
  %145 = call i32 @fclose(ptr noundef nonnull %116), !dbg !450
  br label %166, !dbg !451

146:                                              ; preds = %138, %160
  %147 = phi i64 [ %161, %160 ], [ 0, %138 ]
    #dbg_value(i64 %147, !226, !DIExpression(), !452)
  %148 = getelementptr inbounds double, ptr %140, i64 %147, !dbg !453
  %149 = call i32 (ptr, ptr, ...) @__isoc99_fscanf(ptr noundef nonnull %116, ptr noundef nonnull @.str.22, ptr noundef nonnull %148) #13, !dbg !457
  %150 = icmp eq i32 %149, 1, !dbg !458
  br i1 %150, label %151, label %156, !dbg !459

151:                                              ; preds = %146
  %152 = load double, ptr %148, align 8, !dbg !460, !tbaa !461
  %153 = fcmp ult double %152, 0.000000e+00, !dbg !463
  %154 = fcmp ogt double %152, 1.000000e+03
  %155 = or i1 %153, %154, !dbg !464
  br i1 %155, label %156, label %160, !dbg !464

156:                                              ; preds = %151, %146
  %157 = load ptr, ptr @stderr, align 8, !dbg !465, !tbaa !281
  %158 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %157, ptr noundef nonnull @.str.23, ptr noundef %114, i64 noundef %147) #16, !dbg !467
  call void @free(ptr noundef %140) #13, !dbg !468
  %159 = call i32 @fclose(ptr noundef nonnull %116), !dbg !469
  br label %166

160:                                              ; preds = %151
  %161 = add nuw nsw i64 %147, 1, !dbg !470
    #dbg_value(i64 %161, !226, !DIExpression(), !452)
  %162 = load i64, ptr %3, align 8, !dbg !471, !tbaa !377
  %163 = load i64, ptr %4, align 8, !dbg !472, !tbaa !377
  %164 = mul nsw i64 %163, %162, !dbg !473
  %165 = icmp slt i64 %161, %164, !dbg !474
  br i1 %165, label %146, label %167, !dbg !475, !llvm.loop !476

166:                                              ; preds = %156, %142, %134, %118
    #dbg_value(i64 poison, !237, !DIExpression(), !421)
    #dbg_value(i64 poison, !238, !DIExpression(), !421)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13, !dbg !479
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13, !dbg !479
    #dbg_value(ptr null, !239, !DIExpression(), !421)
  br label %462, !dbg !480

167:                                              ; preds = %160
  %168 = call i32 @fclose(ptr noundef nonnull %116), !dbg !481
  %169 = load i64, ptr %3, align 8, !dbg !482, !tbaa !377
    #dbg_value(i64 %169, !237, !DIExpression(), !421)
  %170 = load i64, ptr %4, align 8, !dbg !483, !tbaa !377
    #dbg_value(i64 %170, !238, !DIExpression(), !421)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13, !dbg !479
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #13, !dbg !479
    #dbg_value(ptr %140, !239, !DIExpression(), !421)
  %171 = mul nsw i64 %170, %169, !dbg !484
    #dbg_value(i64 %171, !240, !DIExpression(), !421)
  %172 = call noalias ptr @calloc(i64 noundef %171, i64 noundef 8) #17, !dbg !485
    #dbg_value(ptr %172, !241, !DIExpression(), !421)
  %173 = call noalias ptr @calloc(i64 noundef %171, i64 noundef 8) #17, !dbg !486
    #dbg_value(ptr %173, !242, !DIExpression(), !421)
  %174 = icmp eq ptr %172, null, !dbg !487
  %175 = icmp eq ptr %173, null
  %176 = or i1 %174, %175, !dbg !489
  br i1 %176, label %193, label %177, !dbg !489

177:                                              ; preds = %167
    #dbg_value(i64 0, !243, !DIExpression(), !490)
  %178 = icmp sgt i64 %171, 0, !dbg !491
  br i1 %178, label %179, label %196, !dbg !493

179:                                              ; preds = %177
  %180 = icmp ult i64 %171, 4, !dbg !493
  br i1 %180, label %181, label %183, !dbg !493

181:                                              ; preds = %191, %179
  %182 = phi i64 [ 0, %179 ], [ %184, %191 ]
  br label %221, !dbg !493

183:                                              ; preds = %179
  %184 = and i64 %171, 9223372036854775804, !dbg !493
  br label %185, !dbg !493

185:                                              ; preds = %185, %183
  %186 = phi i64 [ 0, %183 ], [ %189, %185 ], !dbg !494
  %187 = getelementptr inbounds double, ptr %172, i64 %186, !dbg !495
  %188 = getelementptr inbounds i8, ptr %187, i64 16, !dbg !496
  store <2 x double> <double 4.500000e+01, double 4.500000e+01>, ptr %187, align 8, !dbg !496, !tbaa !461
  store <2 x double> <double 4.500000e+01, double 4.500000e+01>, ptr %188, align 8, !dbg !496, !tbaa !461
  %189 = add nuw i64 %186, 4, !dbg !494
  %190 = icmp eq i64 %189, %184, !dbg !494
  br i1 %190, label %191, label %185, !dbg !494, !llvm.loop !497

191:                                              ; preds = %185
  %192 = icmp eq i64 %171, %184, !dbg !493
  br i1 %192, label %196, label %181, !dbg !493

193:                                              ; preds = %167
  %194 = load ptr, ptr @stderr, align 8, !dbg !501, !tbaa !281
  %195 = call i64 @fwrite(ptr nonnull @.str.3, i64 23, i64 1, ptr %194) #18, !dbg !503
  call void @free(ptr noundef nonnull %140) #13, !dbg !504
  call void @free(ptr noundef %172) #13, !dbg !505
  call void @free(ptr noundef %173) #13, !dbg !506
  br label %462, !dbg !507

196:                                              ; preds = %221, %191, %177
    #dbg_value(i64 %169, !508, !DIExpression(), !517)
    #dbg_value(i64 %170, !513, !DIExpression(), !517)
  %197 = sitofp i64 %170 to double, !dbg !519
  %198 = fdiv double 1.600000e-02, %197, !dbg !520
    #dbg_value(double %198, !515, !DIExpression(), !517)
  %199 = sitofp i64 %169 to double, !dbg !521
  %200 = fdiv double 1.600000e-02, %199, !dbg !522
    #dbg_value(double %200, !516, !DIExpression(), !517)
  %201 = fmul double %198, 4.375000e+02, !dbg !523
  %202 = fmul double %200, %201, !dbg !524
    #dbg_value(double %202, !514, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !517)
    #dbg_value(double %202, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !421)
  %203 = fmul double %200, 5.000000e-02, !dbg !525
  %204 = fdiv double %203, %198, !dbg !526
    #dbg_value(double %204, !514, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !517)
    #dbg_value(double %204, !245, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !421)
  %205 = fmul double %198, 5.000000e-02, !dbg !527
  %206 = fdiv double %205, %200, !dbg !528
    #dbg_value(double %206, !514, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !517)
    #dbg_value(double %206, !245, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !421)
  %207 = fmul double %198, 1.000000e+02, !dbg !529
  %208 = fmul double %200, %207, !dbg !530
  %209 = fdiv double %208, 5.000000e-04, !dbg !531
    #dbg_value(double %209, !514, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !517)
    #dbg_value(double %209, !245, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !421)
  %210 = fmul double %202, 5.000000e-01, !dbg !532
  %211 = fmul double %206, 2.000000e+00, !dbg !533
  %212 = call double @llvm.fmuladd.f64(double %204, double 2.000000e+00, double %211), !dbg !534
  %213 = fadd double %209, %212, !dbg !535
  %214 = fdiv double %210, %213, !dbg !536
    #dbg_value(double %214, !514, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !517)
    #dbg_value(double %214, !245, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !421)
    #dbg_value(i64 0, !254, !DIExpression(), !421)
    #dbg_value(double 0.000000e+00, !255, !DIExpression(), !421)
    #dbg_value(i32 0, !256, !DIExpression(), !421)
    #dbg_value(ptr %172, !241, !DIExpression(), !421)
    #dbg_value(ptr %173, !242, !DIExpression(), !421)
  %215 = icmp sgt i64 %97, 0, !dbg !537
  br i1 %215, label %216, label %332, !dbg !538

216:                                              ; preds = %196
  %217 = fdiv double %214, %202
  %218 = icmp sgt i64 %169, 0
  %219 = icmp sgt i64 %170, 0
  %220 = icmp eq i64 %170, 1
  br i1 %218, label %229, label %332, !dbg !539

221:                                              ; preds = %181, %221
  %222 = phi i64 [ %224, %221 ], [ %182, %181 ]
    #dbg_value(i64 %222, !243, !DIExpression(), !490)
  %223 = getelementptr inbounds double, ptr %172, i64 %222, !dbg !495
  store double 4.500000e+01, ptr %223, align 8, !dbg !496, !tbaa !461
  %224 = add nuw nsw i64 %222, 1, !dbg !494
    #dbg_value(i64 %224, !243, !DIExpression(), !490)
  %225 = icmp eq i64 %224, %171, !dbg !491
  br i1 %225, label %196, label %221, !dbg !493, !llvm.loop !573

226:                                              ; preds = %325
    #dbg_value(ptr %233, !241, !DIExpression(), !421)
    #dbg_value(i32 0, !256, !DIExpression(), !421)
    #dbg_value(double %280, !255, !DIExpression(), !421)
    #dbg_value(i64 %326, !254, !DIExpression(), !421)
    #dbg_value(ptr %231, !242, !DIExpression(), !421)
  %227 = icmp slt i64 %326, %97, !dbg !537
  %228 = icmp eq i64 %326, %97, !dbg !537
  br i1 %228, label %328, label %229, !dbg !538

229:                                              ; preds = %216, %226
  %230 = phi i1 [ %227, %226 ], [ true, %216 ]
  %231 = phi ptr [ %233, %226 ], [ %172, %216 ]
  %232 = phi i64 [ %326, %226 ], [ 0, %216 ]
  %233 = phi ptr [ %231, %226 ], [ %173, %216 ]
    #dbg_value(ptr %231, !241, !DIExpression(), !421)
    #dbg_value(i64 %232, !254, !DIExpression(), !421)
    #dbg_value(ptr %233, !242, !DIExpression(), !421)
    #dbg_value(ptr undef, !549, !DIExpression(), !574)
    #dbg_value(ptr %231, !550, !DIExpression(), !574)
    #dbg_value(ptr %233, !551, !DIExpression(), !574)
    #dbg_value(ptr %140, !552, !DIExpression(), !574)
    #dbg_value(i64 %169, !553, !DIExpression(), !574)
    #dbg_value(i64 %170, !554, !DIExpression(), !574)
    #dbg_value(double %217, !555, !DIExpression(), !574)
    #dbg_value(double 0.000000e+00, !556, !DIExpression(), !574)
    #dbg_value(i64 0, !557, !DIExpression(), !575)
  br label %234, !dbg !539

234:                                              ; preds = %229, %278
  %235 = phi double [ %280, %278 ], [ 0.000000e+00, %229 ]
  %236 = phi i64 [ %279, %278 ], [ 0, %229 ]
    #dbg_value(i64 %236, !557, !DIExpression(), !575)
    #dbg_value(double %235, !556, !DIExpression(), !574)
    #dbg_value(i64 0, !558, !DIExpression(), !576)
  br i1 %219, label %239, label %237, !dbg !577

237:                                              ; preds = %234
  %238 = add nuw nsw i64 %236, 1, !dbg !578
  br label %278, !dbg !577

239:                                              ; preds = %234
  %240 = mul nuw nsw i64 %236, %170
  %241 = icmp eq i64 %236, 0
  %242 = add nuw nsw i64 %236, 1
  %243 = icmp slt i64 %242, %169
    #dbg_value(double %235, !556, !DIExpression(), !574)
    #dbg_value(i64 0, !558, !DIExpression(), !576)
    #dbg_value(i64 %240, !562, !DIExpression(), !579)
  %244 = getelementptr inbounds double, ptr %231, i64 %240, !dbg !580
  %245 = load double, ptr %244, align 8, !dbg !580, !tbaa !461
    #dbg_value(double %245, !565, !DIExpression(), !579)
  br i1 %241, label %250, label %246, !dbg !581

246:                                              ; preds = %239
  %247 = sub nsw i64 %240, %170, !dbg !582
  %248 = getelementptr inbounds double, ptr %231, i64 %247, !dbg !583
  %249 = load double, ptr %248, align 8, !dbg !583, !tbaa !461
  br label %250, !dbg !581

250:                                              ; preds = %246, %239
  %251 = phi double [ %249, %246 ], [ %245, %239 ], !dbg !581
    #dbg_value(double %251, !566, !DIExpression(), !579)
  br i1 %243, label %252, label %255, !dbg !584

252:                                              ; preds = %250
  %253 = getelementptr double, ptr %244, i64 %170, !dbg !585
  %254 = load double, ptr %253, align 8, !dbg !585, !tbaa !461
  br label %255, !dbg !584

255:                                              ; preds = %252, %250
  %256 = phi double [ %254, %252 ], [ %245, %250 ], !dbg !584
    #dbg_value(double %256, !567, !DIExpression(), !579)
    #dbg_value(double %245, !568, !DIExpression(), !579)
  br i1 %220, label %260, label %257, !dbg !586

257:                                              ; preds = %255
  %258 = getelementptr i8, ptr %244, i64 8, !dbg !587
  %259 = load double, ptr %258, align 8, !dbg !587, !tbaa !461
  br label %260, !dbg !586

260:                                              ; preds = %257, %255
  %261 = phi double [ %259, %257 ], [ %245, %255 ], !dbg !586
    #dbg_value(double %261, !569, !DIExpression(), !579)
  %262 = getelementptr inbounds double, ptr %140, i64 %240, !dbg !588
  %263 = load double, ptr %262, align 8, !dbg !588, !tbaa !461
  %264 = fadd double %251, %256, !dbg !589
  %265 = call double @llvm.fmuladd.f64(double %245, double -2.000000e+00, double %264), !dbg !590
  %266 = call double @llvm.fmuladd.f64(double %206, double %265, double %263), !dbg !591
  %267 = fadd double %245, %261, !dbg !592
  %268 = call double @llvm.fmuladd.f64(double %245, double -2.000000e+00, double %267), !dbg !593
  %269 = call double @llvm.fmuladd.f64(double %204, double %268, double %266), !dbg !594
  %270 = fsub double 4.500000e+01, %245, !dbg !595
  %271 = call double @llvm.fmuladd.f64(double %209, double %270, double %269), !dbg !596
    #dbg_value(double %271, !570, !DIExpression(), !579)
  %272 = fmul double %217, %271, !dbg !597
    #dbg_value(double %272, !571, !DIExpression(), !579)
  %273 = fadd double %245, %272, !dbg !598
  %274 = getelementptr inbounds double, ptr %233, i64 %240, !dbg !599
  store double %273, ptr %274, align 8, !dbg !600, !tbaa !461
  %275 = call double @llvm.fabs.f64(double %272), !dbg !601
  %276 = fcmp ogt double %275, %235, !dbg !603
  %277 = select i1 %276, double %275, double %235, !dbg !604
    #dbg_value(double %277, !556, !DIExpression(), !574)
    #dbg_value(i64 1, !558, !DIExpression(), !576)
  br i1 %220, label %278, label %282, !dbg !577

278:                                              ; preds = %306, %260, %237
  %279 = phi i64 [ %238, %237 ], [ %242, %260 ], [ %242, %306 ], !dbg !578
  %280 = phi double [ %235, %237 ], [ %277, %260 ], [ %323, %306 ], !dbg !574
    #dbg_value(double %280, !556, !DIExpression(), !574)
    #dbg_value(i64 %279, !557, !DIExpression(), !575)
  %281 = icmp eq i64 %279, %169, !dbg !605
  br i1 %281, label %325, label %234, !dbg !539, !llvm.loop !606

282:                                              ; preds = %260, %306
  %283 = phi double [ %323, %306 ], [ %277, %260 ]
  %284 = phi i64 [ %301, %306 ], [ 1, %260 ]
    #dbg_value(double %283, !556, !DIExpression(), !574)
    #dbg_value(i64 %284, !558, !DIExpression(), !576)
  %285 = add nuw nsw i64 %284, %240, !dbg !608
    #dbg_value(i64 %285, !562, !DIExpression(), !579)
  %286 = getelementptr inbounds double, ptr %231, i64 %285, !dbg !580
  %287 = load double, ptr %286, align 8, !dbg !580, !tbaa !461
    #dbg_value(double %287, !565, !DIExpression(), !579)
  br i1 %241, label %292, label %288, !dbg !581

288:                                              ; preds = %282
  %289 = sub nsw i64 %285, %170, !dbg !582
  %290 = getelementptr inbounds double, ptr %231, i64 %289, !dbg !583
  %291 = load double, ptr %290, align 8, !dbg !583, !tbaa !461
  br label %292, !dbg !581

292:                                              ; preds = %288, %282
  %293 = phi double [ %291, %288 ], [ %287, %282 ], !dbg !581
    #dbg_value(double %293, !566, !DIExpression(), !579)
  br i1 %243, label %294, label %297, !dbg !584

294:                                              ; preds = %292
  %295 = getelementptr double, ptr %286, i64 %170, !dbg !585
  %296 = load double, ptr %295, align 8, !dbg !585, !tbaa !461
  br label %297, !dbg !584

297:                                              ; preds = %294, %292
  %298 = phi double [ %296, %294 ], [ %287, %292 ], !dbg !584
    #dbg_value(double %298, !567, !DIExpression(), !579)
  %299 = getelementptr i8, ptr %286, i64 -8, !dbg !609
  %300 = load double, ptr %299, align 8, !dbg !609, !tbaa !461
    #dbg_value(double %300, !568, !DIExpression(), !579)
  %301 = add nuw nsw i64 %284, 1, !dbg !610
  %302 = icmp slt i64 %301, %170, !dbg !611
  br i1 %302, label %303, label %306, !dbg !586

303:                                              ; preds = %297
  %304 = getelementptr i8, ptr %286, i64 8, !dbg !587
  %305 = load double, ptr %304, align 8, !dbg !587, !tbaa !461
  br label %306, !dbg !586

306:                                              ; preds = %303, %297
  %307 = phi double [ %305, %303 ], [ %287, %297 ], !dbg !586
    #dbg_value(double %307, !569, !DIExpression(), !579)
  %308 = getelementptr inbounds double, ptr %140, i64 %285, !dbg !588
  %309 = load double, ptr %308, align 8, !dbg !588, !tbaa !461
  %310 = fadd double %293, %298, !dbg !589
  %311 = call double @llvm.fmuladd.f64(double %287, double -2.000000e+00, double %310), !dbg !590
  %312 = call double @llvm.fmuladd.f64(double %206, double %311, double %309), !dbg !591
  %313 = fadd double %300, %307, !dbg !592
  %314 = call double @llvm.fmuladd.f64(double %287, double -2.000000e+00, double %313), !dbg !593
  %315 = call double @llvm.fmuladd.f64(double %204, double %314, double %312), !dbg !594
  %316 = fsub double 4.500000e+01, %287, !dbg !595
  %317 = call double @llvm.fmuladd.f64(double %209, double %316, double %315), !dbg !596
    #dbg_value(double %317, !570, !DIExpression(), !579)
  %318 = fmul double %217, %317, !dbg !597
    #dbg_value(double %318, !571, !DIExpression(), !579)
  %319 = fadd double %287, %318, !dbg !598
  %320 = getelementptr inbounds double, ptr %233, i64 %285, !dbg !599
  store double %319, ptr %320, align 8, !dbg !600, !tbaa !461
  %321 = call double @llvm.fabs.f64(double %318), !dbg !601
  %322 = fcmp ogt double %321, %283, !dbg !603
  %323 = select i1 %322, double %321, double %283, !dbg !604
    #dbg_value(double %323, !556, !DIExpression(), !574)
    #dbg_value(i64 %301, !558, !DIExpression(), !576)
  %324 = icmp eq i64 %301, %170, !dbg !612
  br i1 %324, label %278, label %282, !dbg !577, !llvm.loop !613

325:                                              ; preds = %278
    #dbg_value(double %280, !255, !DIExpression(), !421)
    #dbg_value(ptr %231, !257, !DIExpression(), !616)
    #dbg_value(ptr %233, !241, !DIExpression(), !421)
    #dbg_value(ptr %231, !242, !DIExpression(), !421)
  %326 = add nuw nsw i64 %232, 1, !dbg !617
    #dbg_value(i64 %326, !254, !DIExpression(), !421)
  %327 = fcmp olt double %280, 0x3E7AD7F29ABCAF48, !dbg !618
    #dbg_value(i32 undef, !256, !DIExpression(), !421)
  br i1 %327, label %328, label %226

328:                                              ; preds = %325, %226
  %329 = phi i64 [ %326, %325 ], [ %97, %226 ], !dbg !617
  %330 = phi i1 [ %230, %325 ], [ %227, %226 ]
  %331 = select i1 %330, ptr @.str.14, ptr @.str.15, !dbg !620
  br label %332, !dbg !621

332:                                              ; preds = %216, %328, %196
  %333 = phi ptr [ @.str.15, %196 ], [ %331, %328 ], [ @.str.14, %216 ]
  %334 = phi ptr [ %173, %196 ], [ %231, %328 ], [ %172, %216 ], !dbg !421
  %335 = phi i64 [ 0, %196 ], [ %329, %328 ], [ 1, %216 ], !dbg !421
  %336 = phi double [ 0.000000e+00, %196 ], [ %280, %328 ], [ 0.000000e+00, %216 ], !dbg !421
  %337 = phi ptr [ %172, %196 ], [ %233, %328 ], [ %173, %216 ], !dbg !421
    #dbg_value(ptr %337, !241, !DIExpression(), !421)
    #dbg_value(i32 poison, !256, !DIExpression(), !421)
    #dbg_value(double %336, !255, !DIExpression(), !421)
    #dbg_value(i64 %335, !254, !DIExpression(), !421)
    #dbg_value(ptr %334, !242, !DIExpression(), !421)
    #dbg_value(ptr %115, !626, !DIExpression(), !639)
    #dbg_value(ptr %337, !627, !DIExpression(), !639)
    #dbg_value(i64 %169, !628, !DIExpression(), !639)
    #dbg_value(i64 %170, !629, !DIExpression(), !639)
  %338 = call noalias ptr @fopen(ptr noundef %115, ptr noundef nonnull @.str.4), !dbg !621
    #dbg_value(ptr %338, !630, !DIExpression(), !639)
  %339 = icmp eq ptr %338, null, !dbg !640
  br i1 %339, label %340, label %345, !dbg !642

340:                                              ; preds = %332
  %341 = load ptr, ptr @stderr, align 8, !dbg !643, !tbaa !281
  %342 = load i32, ptr %96, align 4, !dbg !645, !tbaa !319
  %343 = call ptr @strerror(i32 noundef %342) #13, !dbg !646
  %344 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %341, ptr noundef nonnull @.str.5, ptr noundef %115, ptr noundef %343) #16, !dbg !647
  br label %375, !dbg !648

345:                                              ; preds = %332
  %346 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef nonnull %338, ptr noundef nonnull @.str.6, i64 noundef %169, i64 noundef %170) #13, !dbg !649
    #dbg_value(i64 0, !631, !DIExpression(), !650)
  %347 = icmp sgt i64 %169, 0, !dbg !651
  br i1 %347, label %348, label %358, !dbg !652

348:                                              ; preds = %345
  %349 = icmp sgt i64 %170, 0
  %350 = icmp eq i64 %170, 1
  br label %351, !dbg !652

351:                                              ; preds = %361, %348
  %352 = phi i64 [ 0, %348 ], [ %363, %361 ]
    #dbg_value(i64 %352, !631, !DIExpression(), !650)
    #dbg_value(i64 0, !633, !DIExpression(), !653)
  br i1 %349, label %353, label %361, !dbg !654

353:                                              ; preds = %351
  %354 = mul nuw nsw i64 %352, %170
  %355 = getelementptr double, ptr %337, i64 %354
    #dbg_value(i64 0, !633, !DIExpression(), !653)
  %356 = load double, ptr %355, align 8, !dbg !655, !tbaa !461
  %357 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef nonnull %338, ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.9, double noundef %356) #13, !dbg !657
    #dbg_value(i64 1, !633, !DIExpression(), !653)
  br i1 %350, label %361, label %365, !dbg !654

358:                                              ; preds = %361, %345
  %359 = call i32 @fclose(ptr noundef nonnull %338), !dbg !658
  %360 = icmp eq i32 %359, 0, !dbg !660
  br i1 %360, label %376, label %372, !dbg !661

361:                                              ; preds = %365, %353, %351
  %362 = call i32 @fputc(i32 noundef 10, ptr noundef nonnull %338), !dbg !662
  %363 = add nuw nsw i64 %352, 1, !dbg !663
    #dbg_value(i64 %363, !631, !DIExpression(), !650)
  %364 = icmp eq i64 %363, %169, !dbg !651
  br i1 %364, label %358, label %351, !dbg !652, !llvm.loop !664

365:                                              ; preds = %353, %365
  %366 = phi i64 [ %370, %365 ], [ 1, %353 ]
    #dbg_value(i64 %366, !633, !DIExpression(), !653)
  %367 = getelementptr double, ptr %355, i64 %366, !dbg !655
  %368 = load double, ptr %367, align 8, !dbg !655, !tbaa !461
  %369 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef nonnull %338, ptr noundef nonnull @.str.24, ptr noundef nonnull @.str.8, double noundef %368) #13, !dbg !657
  %370 = add nuw nsw i64 %366, 1, !dbg !666
    #dbg_value(i64 %370, !633, !DIExpression(), !653)
  %371 = icmp eq i64 %370, %170, !dbg !667
  br i1 %371, label %361, label %365, !dbg !654, !llvm.loop !668

372:                                              ; preds = %358
  %373 = load ptr, ptr @stderr, align 8, !dbg !670, !tbaa !281
  %374 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %373, ptr noundef nonnull @.str.10, ptr noundef %115) #16, !dbg !672
  br label %375, !dbg !673

375:                                              ; preds = %372, %340
  call void @free(ptr noundef %140) #13, !dbg !674
  call void @free(ptr noundef %337) #13, !dbg !676
  call void @free(ptr noundef %334) #13, !dbg !677
  br label %462, !dbg !678

376:                                              ; preds = %358
    #dbg_value(double 0.000000e+00, !259, !DIExpression(), !421)
    #dbg_value(double 0.000000e+00, !260, !DIExpression(), !421)
  %377 = load double, ptr %337, align 8, !dbg !679, !tbaa !461
    #dbg_value(double %377, !261, !DIExpression(), !421)
    #dbg_value(double %377, !262, !DIExpression(), !421)
    #dbg_value(i64 0, !263, !DIExpression(), !421)
    #dbg_value(i64 0, !264, !DIExpression(), !421)
    #dbg_value(i64 0, !265, !DIExpression(), !680)
  br i1 %178, label %415, label %378, !dbg !681

378:                                              ; preds = %376
  %379 = sitofp i64 %171 to double, !dbg !682
  %380 = fdiv double 0.000000e+00, %379, !dbg !683
    #dbg_value(double %380, !267, !DIExpression(), !421)
  %381 = fadd double %377, -4.500000e+01, !dbg !684
  %382 = call double @llvm.fmuladd.f64(double %381, double 5.000000e-01, double 4.500000e+01), !dbg !685
    #dbg_value(double %382, !268, !DIExpression(), !421)
    #dbg_value(i64 0, !269, !DIExpression(), !686)
    #dbg_value(i64 0, !264, !DIExpression(), !421)
  br label %438, !dbg !687

383:                                              ; preds = %415
  %384 = sitofp i64 %171 to double, !dbg !682
    #dbg_value(double %437, !267, !DIExpression(), !421)
  %385 = fadd double %431, -4.500000e+01, !dbg !684
  %386 = call double @llvm.fmuladd.f64(double %385, double 5.000000e-01, double 4.500000e+01), !dbg !685
    #dbg_value(double %386, !268, !DIExpression(), !421)
    #dbg_value(i64 0, !269, !DIExpression(), !686)
    #dbg_value(i64 0, !264, !DIExpression(), !421)
  %387 = icmp ult i64 %171, 4, !dbg !687
  br i1 %387, label %388, label %391, !dbg !687

388:                                              ; preds = %411, %383
  %389 = phi i64 [ 0, %383 ], [ %392, %411 ]
  %390 = phi i64 [ 0, %383 ], [ %413, %411 ]
  br label %452, !dbg !687

391:                                              ; preds = %383
  %392 = and i64 %171, 9223372036854775804, !dbg !687
  %393 = insertelement <2 x double> poison, double %386, i64 0, !dbg !687
  %394 = shufflevector <2 x double> %393, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !687
  br label %395, !dbg !687

395:                                              ; preds = %395, %391
  %396 = phi i64 [ 0, %391 ], [ %409, %395 ], !dbg !688
  %397 = phi <2 x i64> [ zeroinitializer, %391 ], [ %407, %395 ]
  %398 = phi <2 x i64> [ zeroinitializer, %391 ], [ %408, %395 ]
  %399 = getelementptr inbounds double, ptr %337, i64 %396, !dbg !690
  %400 = getelementptr inbounds i8, ptr %399, i64 16, !dbg !690
  %401 = load <2 x double>, ptr %399, align 8, !dbg !690, !tbaa !461
  %402 = load <2 x double>, ptr %400, align 8, !dbg !690, !tbaa !461
  %403 = fcmp ogt <2 x double> %401, %394, !dbg !692
  %404 = fcmp ogt <2 x double> %402, %394, !dbg !692
  %405 = zext <2 x i1> %403 to <2 x i64>, !dbg !693
  %406 = zext <2 x i1> %404 to <2 x i64>, !dbg !693
  %407 = add <2 x i64> %397, %405, !dbg !693
  %408 = add <2 x i64> %398, %406, !dbg !693
  %409 = add nuw i64 %396, 4, !dbg !688
  %410 = icmp eq i64 %409, %392, !dbg !688
  br i1 %410, label %411, label %395, !dbg !688, !llvm.loop !694

411:                                              ; preds = %395
  %412 = add <2 x i64> %408, %407, !dbg !687
  %413 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %412), !dbg !687
  %414 = icmp eq i64 %171, %392, !dbg !687
  br i1 %414, label %435, label %388, !dbg !687

415:                                              ; preds = %376, %415
  %416 = phi i64 [ %433, %415 ], [ 0, %376 ]
  %417 = phi i64 [ %432, %415 ], [ 0, %376 ]
  %418 = phi double [ %431, %415 ], [ %377, %376 ]
  %419 = phi double [ %429, %415 ], [ %377, %376 ]
  %420 = phi double [ %427, %415 ], [ 0.000000e+00, %376 ]
  %421 = phi double [ %424, %415 ], [ 0.000000e+00, %376 ]
    #dbg_value(i64 %416, !265, !DIExpression(), !680)
    #dbg_value(i64 %417, !263, !DIExpression(), !421)
    #dbg_value(double %418, !262, !DIExpression(), !421)
    #dbg_value(double %419, !261, !DIExpression(), !421)
    #dbg_value(double %420, !260, !DIExpression(), !421)
    #dbg_value(double %421, !259, !DIExpression(), !421)
  %422 = getelementptr inbounds double, ptr %140, i64 %416, !dbg !696
  %423 = load double, ptr %422, align 8, !dbg !696, !tbaa !461
  %424 = fadd double %421, %423, !dbg !699
    #dbg_value(double %424, !259, !DIExpression(), !421)
  %425 = getelementptr inbounds double, ptr %337, i64 %416, !dbg !700
  %426 = load double, ptr %425, align 8, !dbg !700, !tbaa !461
  %427 = fadd double %420, %426, !dbg !701
    #dbg_value(double %427, !260, !DIExpression(), !421)
  %428 = fcmp olt double %426, %419, !dbg !702
  %429 = select i1 %428, double %426, double %419, !dbg !704
    #dbg_value(double %429, !261, !DIExpression(), !421)
  %430 = fcmp ogt double %426, %418, !dbg !705
  %431 = select i1 %430, double %426, double %418, !dbg !707
  %432 = select i1 %430, i64 %416, i64 %417, !dbg !707
    #dbg_value(i64 %432, !263, !DIExpression(), !421)
    #dbg_value(double %431, !262, !DIExpression(), !421)
  %433 = add nuw nsw i64 %416, 1, !dbg !708
    #dbg_value(i64 %433, !265, !DIExpression(), !680)
  %434 = icmp eq i64 %433, %171, !dbg !709
  br i1 %434, label %383, label %415, !dbg !681, !llvm.loop !710

435:                                              ; preds = %452, %411
  %436 = phi i64 [ %413, %411 ], [ %459, %452 ], !dbg !693
  %437 = fdiv double %427, %384, !dbg !683
  br label %438, !dbg !712

438:                                              ; preds = %435, %378
  %439 = phi double [ %382, %378 ], [ %386, %435 ]
  %440 = phi double [ %380, %378 ], [ %437, %435 ]
  %441 = phi i64 [ 0, %378 ], [ %432, %435 ]
  %442 = phi double [ %377, %378 ], [ %431, %435 ]
  %443 = phi double [ %377, %378 ], [ %429, %435 ]
  %444 = phi double [ 0.000000e+00, %378 ], [ %424, %435 ]
  %445 = phi i64 [ 0, %378 ], [ %436, %435 ], !dbg !421
  %446 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %169, i64 noundef %170, double noundef %444, double noundef %214), !dbg !712
  %447 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %335, i64 noundef %97, ptr noundef nonnull %333, double noundef %336), !dbg !713
  %448 = sdiv i64 %441, %170, !dbg !714
  %449 = srem i64 %441, %170, !dbg !715
  %450 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %443, double noundef %440, double noundef %442, i64 noundef %448, i64 noundef %449), !dbg !716
  %451 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %439, i64 noundef %445), !dbg !717
  call void @free(ptr noundef %140) #13, !dbg !718
  call void @free(ptr noundef nonnull %337) #13, !dbg !719
  call void @free(ptr noundef %334) #13, !dbg !720
  br label %462

452:                                              ; preds = %388, %452
  %453 = phi i64 [ %460, %452 ], [ %389, %388 ]
  %454 = phi i64 [ %459, %452 ], [ %390, %388 ]
    #dbg_value(i64 %453, !269, !DIExpression(), !686)
    #dbg_value(i64 %454, !264, !DIExpression(), !421)
  %455 = getelementptr inbounds double, ptr %337, i64 %453, !dbg !690
  %456 = load double, ptr %455, align 8, !dbg !690, !tbaa !461
  %457 = fcmp ogt double %456, %386, !dbg !692
  %458 = zext i1 %457 to i64, !dbg !693
  %459 = add nuw nsw i64 %454, %458, !dbg !693
    #dbg_value(i64 %459, !264, !DIExpression(), !421)
  %460 = add nuw nsw i64 %453, 1, !dbg !688
    #dbg_value(i64 %460, !269, !DIExpression(), !686)
  %461 = icmp eq i64 %460, %171, !dbg !721
  br i1 %461, label %435, label %452, !dbg !687, !llvm.loop !722

462:                                              ; preds = %438, %375, %193, %166, %110, %75, %72
  %463 = phi i32 [ 2, %72 ], [ %77, %75 ], [ 2, %110 ], [ 1, %193 ], [ 1, %166 ], [ 1, %375 ], [ 0, %438 ], !dbg !277
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #13, !dbg !723
  ret i32 %463, !dbg !723
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !724 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !728 ptr @__errno_location() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !733 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define internal fastcc range(i32 -1, 1) i32 @parse_long(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #5 !dbg !296 {
  %5 = alloca ptr, align 8, !DIAssignID !739
    #dbg_assign(i1 undef, !295, !DIExpression(), !739, ptr %5, !DIExpression(), !740)
    #dbg_value(ptr %0, !300, !DIExpression(), !740)
    #dbg_value(i64 %1, !301, !DIExpression(), !740)
    #dbg_value(i64 %2, !302, !DIExpression(), !740)
    #dbg_value(ptr %3, !303, !DIExpression(), !740)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #13, !dbg !741
  store ptr null, ptr %5, align 8, !dbg !742, !tbaa !281, !DIAssignID !743
    #dbg_assign(ptr null, !295, !DIExpression(), !743, ptr %5, !DIExpression(), !740)
  %6 = icmp eq ptr %0, null, !dbg !744
  br i1 %6, label %26, label %7, !dbg !745

7:                                                ; preds = %4
  %8 = load i8, ptr %0, align 1, !dbg !746, !tbaa !314
  %9 = icmp eq i8 %8, 0, !dbg !747
  br i1 %9, label %26, label %10, !dbg !748

10:                                               ; preds = %7
  %11 = tail call ptr @__errno_location() #15, !dbg !749
  store i32 0, ptr %11, align 4, !dbg !750, !tbaa !319
  %12 = call i64 @strtol(ptr noundef nonnull %0, ptr noundef nonnull %5, i32 noundef 10) #13, !dbg !751
    #dbg_value(i64 %12, !304, !DIExpression(), !740)
  %13 = load i32, ptr %11, align 4, !dbg !752, !tbaa !319
  %14 = icmp eq i32 %13, 0, !dbg !753
  br i1 %14, label %15, label %26, !dbg !754

15:                                               ; preds = %10
  %16 = load ptr, ptr %5, align 8, !dbg !755, !tbaa !281
  %17 = icmp eq ptr %16, %0, !dbg !756
  br i1 %17, label %26, label %18, !dbg !757

18:                                               ; preds = %15
  %19 = load i8, ptr %16, align 1, !dbg !758, !tbaa !314
  %20 = icmp ne i8 %19, 0, !dbg !759
  %21 = icmp slt i64 %12, %1
  %22 = icmp sgt i64 %12, %2
  %23 = or i1 %21, %22, !dbg !760
  %24 = select i1 %20, i1 true, i1 %23, !dbg !760
  br i1 %24, label %26, label %25, !dbg !760

25:                                               ; preds = %18
  store i64 %12, ptr %3, align 8, !dbg !761, !tbaa !377
  br label %26, !dbg !762

26:                                               ; preds = %10, %15, %18, %4, %7, %25
  %27 = phi i32 [ 0, %25 ], [ -1, %7 ], [ -1, %4 ], [ -1, %18 ], [ -1, %15 ], [ -1, %10 ], !dbg !740
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #13, !dbg !763
  ret i32 %27, !dbg !763
}

; Function Attrs: nofree nounwind
declare !dbg !764 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @generate(i64 noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) unnamed_addr #0 !dbg !769 {
    #dbg_value(i64 %0, !773, !DIExpression(), !814)
    #dbg_value(i64 %1, !774, !DIExpression(), !814)
    #dbg_value(i64 %2, !775, !DIExpression(), !814)
    #dbg_value(ptr %3, !776, !DIExpression(), !814)
  %5 = mul nsw i64 %1, %0, !dbg !815
    #dbg_value(i64 %5, !782, !DIExpression(), !814)
    #dbg_value(i64 256000, !783, !DIExpression(), !814)
  %6 = tail call noalias ptr @calloc(i64 noundef %5, i64 noundef 4) #17, !dbg !816
    #dbg_value(ptr %6, !785, !DIExpression(), !814)
  %7 = icmp eq ptr %6, null, !dbg !817
  br i1 %7, label %8, label %11, !dbg !819

8:                                                ; preds = %4
  %9 = load ptr, ptr @stderr, align 8, !dbg !820, !tbaa !281
  %10 = tail call i64 @fwrite(ptr nonnull @.str.3, i64 23, i64 1, ptr %9) #18, !dbg !822
  br label %213, !dbg !823

11:                                               ; preds = %4
    #dbg_value(ptr undef, !824, !DIExpression(), !832)
    #dbg_value(i64 %2, !830, !DIExpression(), !832)
  %12 = add i64 %2, -7046029254386353131, !dbg !834
    #dbg_value(i64 %12, !831, !DIExpression(), !832)
  %13 = lshr i64 %12, 30, !dbg !835
  %14 = xor i64 %13, %12, !dbg !836
  %15 = mul i64 %14, -4658895280553007687, !dbg !837
    #dbg_value(i64 %15, !831, !DIExpression(), !832)
  %16 = lshr i64 %15, 27, !dbg !838
  %17 = xor i64 %16, %15, !dbg !839
  %18 = mul i64 %17, -7723592293110705685, !dbg !840
    #dbg_value(i64 %18, !831, !DIExpression(), !832)
  %19 = lshr i64 %18, 31, !dbg !841
  %20 = xor i64 %19, %18, !dbg !842
    #dbg_value(i64 %20, !831, !DIExpression(), !832)
  %21 = icmp eq i64 %12, 0, !dbg !843
  %22 = select i1 %21, i64 2685821657736338717, i64 %20, !dbg !843
    #dbg_value(i64 %22, !777, !DIExpression(), !814)
    #dbg_value(i64 0, !788, !DIExpression(), !844)
  %23 = icmp sgt i64 %5, 0, !dbg !845
  br i1 %23, label %43, label %24, !dbg !847

24:                                               ; preds = %43, %11
  %25 = phi i64 [ %22, %11 ], [ %51, %43 ], !dbg !814
    #dbg_value(ptr undef, !848, !DIExpression(), !854)
    #dbg_value(i32 5, !853, !DIExpression(), !854)
    #dbg_value(ptr undef, !856, !DIExpression(), !862)
    #dbg_value(i64 %25, !861, !DIExpression(), !862)
  %26 = lshr i64 %25, 12, !dbg !864
  %27 = xor i64 %26, %25, !dbg !865
    #dbg_value(i64 %27, !861, !DIExpression(), !862)
  %28 = shl i64 %27, 25, !dbg !866
  %29 = xor i64 %28, %27, !dbg !867
    #dbg_value(i64 %29, !861, !DIExpression(), !862)
  %30 = lshr i64 %29, 27, !dbg !868
  %31 = xor i64 %30, %29, !dbg !869
    #dbg_value(i64 %31, !861, !DIExpression(), !862)
    #dbg_value(i64 %31, !777, !DIExpression(), !814)
  %32 = mul i64 %31, 2685821657736338717, !dbg !870
  %33 = lshr i64 %32, 32, !dbg !871
  %34 = trunc nuw i64 %33 to i32, !dbg !872
  %35 = urem i32 %34, 5, !dbg !873
    #dbg_value(i32 %35, !790, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !814)
    #dbg_value(i32 0, !791, !DIExpression(), !874)
  %36 = sdiv i64 %0, 8
  %37 = sdiv i64 %0, 3
  %38 = trunc i64 %37 to i32
  %39 = sdiv i64 %1, 8
  %40 = sdiv i64 %1, 3
  %41 = trunc i64 %40 to i32
  %42 = add nuw nsw i32 %35, 3
  br label %63, !dbg !875

43:                                               ; preds = %11, %43
  %44 = phi i64 [ %58, %43 ], [ 0, %11 ]
  %45 = phi i64 [ %51, %43 ], [ %22, %11 ]
    #dbg_value(i64 %44, !788, !DIExpression(), !844)
    #dbg_value(i64 %45, !777, !DIExpression(), !814)
    #dbg_value(ptr undef, !848, !DIExpression(), !876)
    #dbg_value(i32 150, !853, !DIExpression(), !876)
    #dbg_value(ptr undef, !856, !DIExpression(), !878)
    #dbg_value(i64 %45, !861, !DIExpression(), !878)
  %46 = lshr i64 %45, 12, !dbg !880
  %47 = xor i64 %46, %45, !dbg !881
    #dbg_value(i64 %47, !861, !DIExpression(), !878)
  %48 = shl i64 %47, 25, !dbg !882
  %49 = xor i64 %48, %47, !dbg !883
    #dbg_value(i64 %49, !861, !DIExpression(), !878)
  %50 = lshr i64 %49, 27, !dbg !884
  %51 = xor i64 %50, %49, !dbg !885
    #dbg_value(i64 %51, !861, !DIExpression(), !878)
    #dbg_value(i64 %51, !777, !DIExpression(), !814)
  %52 = mul i64 %51, 2685821657736338717, !dbg !886
  %53 = lshr i64 %52, 32, !dbg !887
  %54 = trunc nuw i64 %53 to i32, !dbg !888
  %55 = urem i32 %54, 150, !dbg !889
  %56 = add nuw nsw i32 %55, 100, !dbg !890
  %57 = getelementptr inbounds i32, ptr %6, i64 %44, !dbg !891
  store i32 %56, ptr %57, align 4, !dbg !892, !tbaa !319
  %58 = add nuw nsw i64 %44, 1, !dbg !893
    #dbg_value(i64 %58, !788, !DIExpression(), !844)
  %59 = icmp eq i64 %58, %5, !dbg !845
  br i1 %59, label %24, label %43, !dbg !847, !llvm.loop !894

60:                                               ; preds = %140
  %61 = tail call noalias ptr @fopen(ptr noundef %3, ptr noundef nonnull @.str.4), !dbg !896
    #dbg_value(ptr %61, !787, !DIExpression(), !814)
  %62 = icmp eq ptr %61, null, !dbg !897
  br i1 %62, label %165, label %171, !dbg !899

63:                                               ; preds = %24, %140
  %64 = phi i32 [ 0, %24 ], [ %142, %140 ]
  %65 = phi i64 [ %31, %24 ], [ %141, %140 ]
    #dbg_value(i32 %64, !791, !DIExpression(), !874)
    #dbg_value(i64 %65, !777, !DIExpression(), !814)
    #dbg_value(ptr undef, !848, !DIExpression(), !900)
    #dbg_value(i32 %38, !853, !DIExpression(), !900)
    #dbg_value(ptr undef, !856, !DIExpression(), !902)
    #dbg_value(i64 %65, !861, !DIExpression(), !902)
  %66 = lshr i64 %65, 12, !dbg !904
  %67 = xor i64 %66, %65, !dbg !905
    #dbg_value(i64 %67, !861, !DIExpression(), !902)
  %68 = shl i64 %67, 25, !dbg !906
  %69 = xor i64 %68, %67, !dbg !907
    #dbg_value(i64 %69, !861, !DIExpression(), !902)
  %70 = lshr i64 %69, 27, !dbg !908
  %71 = xor i64 %70, %69, !dbg !909
    #dbg_value(i64 %71, !861, !DIExpression(), !902)
    #dbg_value(i64 %71, !777, !DIExpression(), !814)
  %72 = mul i64 %71, 2685821657736338717, !dbg !910
  %73 = lshr i64 %72, 32, !dbg !911
  %74 = trunc nuw i64 %73 to i32, !dbg !912
  %75 = urem i32 %74, %38, !dbg !913
  %76 = zext i32 %75 to i64, !dbg !914
  %77 = add nsw i64 %36, %76, !dbg !915
    #dbg_value(i64 %77, !793, !DIExpression(), !916)
    #dbg_value(ptr undef, !848, !DIExpression(), !917)
    #dbg_value(i32 %41, !853, !DIExpression(), !917)
    #dbg_value(ptr undef, !856, !DIExpression(), !919)
    #dbg_value(i64 %71, !861, !DIExpression(), !919)
  %78 = lshr i64 %71, 12, !dbg !921
  %79 = xor i64 %78, %71, !dbg !922
    #dbg_value(i64 %79, !861, !DIExpression(), !919)
  %80 = shl i64 %79, 25, !dbg !923
  %81 = xor i64 %80, %79, !dbg !924
    #dbg_value(i64 %81, !861, !DIExpression(), !919)
  %82 = lshr i64 %81, 27, !dbg !925
  %83 = xor i64 %82, %81, !dbg !926
    #dbg_value(i64 %83, !861, !DIExpression(), !919)
    #dbg_value(i64 %83, !777, !DIExpression(), !814)
  %84 = mul i64 %83, 2685821657736338717, !dbg !927
  %85 = lshr i64 %84, 32, !dbg !928
  %86 = trunc nuw i64 %85 to i32, !dbg !929
  %87 = urem i32 %86, %41, !dbg !930
  %88 = zext i32 %87 to i64, !dbg !931
  %89 = add nsw i64 %39, %88, !dbg !932
    #dbg_value(i64 %89, !796, !DIExpression(), !916)
  %90 = sub nsw i64 %0, %77, !dbg !933
  %91 = trunc i64 %90 to i32, !dbg !934
  %92 = add i32 %91, 1, !dbg !934
    #dbg_value(ptr undef, !848, !DIExpression(), !935)
    #dbg_value(i32 %92, !853, !DIExpression(), !935)
    #dbg_value(ptr undef, !856, !DIExpression(), !937)
    #dbg_value(i64 %83, !861, !DIExpression(), !937)
  %93 = lshr i64 %83, 12, !dbg !939
  %94 = xor i64 %93, %83, !dbg !940
    #dbg_value(i64 %94, !861, !DIExpression(), !937)
  %95 = shl i64 %94, 25, !dbg !941
  %96 = xor i64 %95, %94, !dbg !942
    #dbg_value(i64 %96, !861, !DIExpression(), !937)
  %97 = lshr i64 %96, 27, !dbg !943
  %98 = xor i64 %97, %96, !dbg !944
    #dbg_value(i64 %98, !861, !DIExpression(), !937)
    #dbg_value(i64 %98, !777, !DIExpression(), !814)
  %99 = mul i64 %98, 2685821657736338717, !dbg !945
  %100 = lshr i64 %99, 32, !dbg !946
  %101 = trunc nuw i64 %100 to i32, !dbg !947
  %102 = urem i32 %101, %92, !dbg !948
  %103 = zext i32 %102 to i64, !dbg !949
    #dbg_value(i64 %103, !797, !DIExpression(), !916)
  %104 = sub nsw i64 %1, %89, !dbg !950
  %105 = trunc i64 %104 to i32, !dbg !951
  %106 = add i32 %105, 1, !dbg !951
    #dbg_value(ptr undef, !848, !DIExpression(), !952)
    #dbg_value(i32 %106, !853, !DIExpression(), !952)
    #dbg_value(ptr undef, !856, !DIExpression(), !954)
    #dbg_value(i64 %98, !861, !DIExpression(), !954)
  %107 = lshr i64 %98, 12, !dbg !956
  %108 = xor i64 %107, %98, !dbg !957
    #dbg_value(i64 %108, !861, !DIExpression(), !954)
  %109 = shl i64 %108, 25, !dbg !958
  %110 = xor i64 %109, %108, !dbg !959
    #dbg_value(i64 %110, !861, !DIExpression(), !954)
  %111 = lshr i64 %110, 27, !dbg !960
  %112 = xor i64 %111, %110, !dbg !961
    #dbg_value(i64 %112, !861, !DIExpression(), !954)
    #dbg_value(i64 %112, !777, !DIExpression(), !814)
  %113 = mul i64 %112, 2685821657736338717, !dbg !962
  %114 = lshr i64 %113, 32, !dbg !963
  %115 = trunc nuw i64 %114 to i32, !dbg !964
  %116 = urem i32 %115, %106, !dbg !965
  %117 = zext i32 %116 to i64, !dbg !966
    #dbg_value(i64 %117, !798, !DIExpression(), !916)
    #dbg_value(ptr undef, !848, !DIExpression(), !967)
    #dbg_value(i32 3600, !853, !DIExpression(), !967)
    #dbg_value(ptr undef, !856, !DIExpression(), !969)
    #dbg_value(i64 %112, !861, !DIExpression(), !969)
  %118 = lshr i64 %112, 12, !dbg !971
  %119 = xor i64 %118, %112, !dbg !972
    #dbg_value(i64 %119, !861, !DIExpression(), !969)
  %120 = shl i64 %119, 25, !dbg !973
  %121 = xor i64 %120, %119, !dbg !974
    #dbg_value(i64 %121, !861, !DIExpression(), !969)
  %122 = lshr i64 %121, 27, !dbg !975
  %123 = xor i64 %122, %121, !dbg !976
    #dbg_value(i64 %123, !861, !DIExpression(), !969)
    #dbg_value(i64 %123, !777, !DIExpression(), !814)
  %124 = mul i64 %123, 2685821657736338717, !dbg !977
  %125 = lshr i64 %124, 32, !dbg !978
  %126 = trunc nuw i64 %125 to i32, !dbg !979
  %127 = urem i32 %126, 3600, !dbg !980
  %128 = add nuw nsw i32 %127, 400, !dbg !981
    #dbg_value(i32 %128, !799, !DIExpression(), !916)
    #dbg_value(i64 %103, !800, !DIExpression(), !982)
  %129 = add nsw i64 %77, %103
  %130 = icmp sgt i64 %77, 0, !dbg !983
  br i1 %130, label %131, label %140, !dbg !984

131:                                              ; preds = %63
  %132 = add nsw i64 %89, %117
  %133 = icmp sgt i64 %89, 0
  br label %134, !dbg !984

134:                                              ; preds = %131, %144
  %135 = phi i64 [ %103, %131 ], [ %146, %144 ]
  %136 = phi i64 [ %123, %131 ], [ %145, %144 ]
    #dbg_value(i64 %135, !800, !DIExpression(), !982)
    #dbg_value(i64 %136, !777, !DIExpression(), !814)
    #dbg_value(i64 %117, !802, !DIExpression(), !985)
  br i1 %133, label %137, label %144, !dbg !986

137:                                              ; preds = %134
  %138 = mul nsw i64 %135, %1
  %139 = getelementptr i32, ptr %6, i64 %138
  br label %148, !dbg !986

140:                                              ; preds = %144, %63
  %141 = phi i64 [ %123, %63 ], [ %145, %144 ], !dbg !987
  %142 = add nuw nsw i32 %64, 1, !dbg !988
    #dbg_value(i64 %141, !777, !DIExpression(), !814)
    #dbg_value(i32 %142, !791, !DIExpression(), !874)
  %143 = icmp eq i32 %64, %42, !dbg !989
  br i1 %143, label %60, label %63, !dbg !875, !llvm.loop !990

144:                                              ; preds = %148, %134
  %145 = phi i64 [ %136, %134 ], [ %156, %148 ], !dbg !992
  %146 = add nuw nsw i64 %135, 1, !dbg !994
    #dbg_value(i64 %145, !777, !DIExpression(), !814)
    #dbg_value(i64 %146, !800, !DIExpression(), !982)
  %147 = icmp slt i64 %146, %129, !dbg !983
  br i1 %147, label %134, label %140, !dbg !984, !llvm.loop !995

148:                                              ; preds = %137, %148
  %149 = phi i64 [ %117, %137 ], [ %163, %148 ]
  %150 = phi i64 [ %136, %137 ], [ %156, %148 ]
    #dbg_value(i64 %149, !802, !DIExpression(), !985)
    #dbg_value(i64 %150, !777, !DIExpression(), !814)
    #dbg_value(ptr undef, !848, !DIExpression(), !997)
    #dbg_value(i32 50, !853, !DIExpression(), !997)
    #dbg_value(ptr undef, !856, !DIExpression(), !1000)
    #dbg_value(i64 %150, !861, !DIExpression(), !1000)
  %151 = lshr i64 %150, 12, !dbg !1002
  %152 = xor i64 %151, %150, !dbg !1003
    #dbg_value(i64 %152, !861, !DIExpression(), !1000)
  %153 = shl i64 %152, 25, !dbg !1004
  %154 = xor i64 %153, %152, !dbg !1005
    #dbg_value(i64 %154, !861, !DIExpression(), !1000)
  %155 = lshr i64 %154, 27, !dbg !1006
  %156 = xor i64 %155, %154, !dbg !1007
    #dbg_value(i64 %156, !861, !DIExpression(), !1000)
    #dbg_value(i64 %156, !777, !DIExpression(), !814)
  %157 = mul i64 %156, 2685821657736338717, !dbg !1008
  %158 = lshr i64 %157, 32, !dbg !1009
  %159 = trunc nuw i64 %158 to i32, !dbg !1010
  %160 = urem i32 %159, 50, !dbg !1011
  %161 = add nuw nsw i32 %128, %160, !dbg !1012
  %162 = getelementptr i32, ptr %139, i64 %149, !dbg !1013
  store i32 %161, ptr %162, align 4, !dbg !1014, !tbaa !319
  %163 = add nuw nsw i64 %149, 1, !dbg !1015
    #dbg_value(i64 %163, !802, !DIExpression(), !985)
  %164 = icmp slt i64 %163, %132, !dbg !1016
  br i1 %164, label %148, label %144, !dbg !986, !llvm.loop !1017

165:                                              ; preds = %60
  %166 = load ptr, ptr @stderr, align 8, !dbg !1019, !tbaa !281
  %167 = tail call ptr @__errno_location() #15, !dbg !1021
  %168 = load i32, ptr %167, align 4, !dbg !1021, !tbaa !319
  %169 = tail call ptr @strerror(i32 noundef %168) #13, !dbg !1022
  %170 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %166, ptr noundef nonnull @.str.5, ptr noundef %3, ptr noundef %169) #16, !dbg !1023
  tail call void @free(ptr noundef %6) #13, !dbg !1024
  br label %213, !dbg !1025

171:                                              ; preds = %60
  %172 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef nonnull %61, ptr noundef nonnull @.str.6, i64 noundef %0, i64 noundef %1) #13, !dbg !1026
    #dbg_value(i64 0, !805, !DIExpression(), !1027)
  %173 = icmp sgt i64 %0, 0, !dbg !1028
  br i1 %173, label %174, label %189, !dbg !1029

174:                                              ; preds = %171
  %175 = icmp sgt i64 %1, 0
  %176 = icmp eq i64 %1, 1
  br label %177, !dbg !1029

177:                                              ; preds = %174, %192
  %178 = phi i64 [ 0, %174 ], [ %194, %192 ]
    #dbg_value(i64 %178, !805, !DIExpression(), !1027)
    #dbg_value(i64 0, !807, !DIExpression(), !1030)
  br i1 %175, label %179, label %192, !dbg !1031

179:                                              ; preds = %177
  %180 = mul nuw nsw i64 %178, %1
  %181 = getelementptr i32, ptr %6, i64 %180
    #dbg_value(i64 0, !807, !DIExpression(), !1030)
  %182 = load i32, ptr %181, align 4, !dbg !1032, !tbaa !319
  %183 = sext i32 %182 to i64, !dbg !1033
  %184 = mul nsw i64 %183, 256000, !dbg !1034
  %185 = sdiv i64 %184, %5, !dbg !1035
    #dbg_value(i64 %185, !811, !DIExpression(), !1036)
  %186 = sdiv i64 %185, 1000000, !dbg !1037
  %187 = srem i64 %185, 1000000, !dbg !1038
  %188 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef nonnull %61, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.9, i64 noundef %186, i64 noundef %187) #13, !dbg !1039
    #dbg_value(i64 1, !807, !DIExpression(), !1030)
  br i1 %176, label %192, label %196, !dbg !1031

189:                                              ; preds = %192, %171
  tail call void @free(ptr noundef %6) #13, !dbg !1040
  %190 = tail call i32 @fclose(ptr noundef nonnull %61), !dbg !1041
  %191 = icmp eq i32 %190, 0, !dbg !1043
  br i1 %191, label %211, label %208, !dbg !1044

192:                                              ; preds = %196, %179, %177
  %193 = tail call i32 @fputc(i32 noundef 10, ptr noundef nonnull %61), !dbg !1045
  %194 = add nuw nsw i64 %178, 1, !dbg !1046
    #dbg_value(i64 %194, !805, !DIExpression(), !1027)
  %195 = icmp eq i64 %194, %0, !dbg !1028
  br i1 %195, label %189, label %177, !dbg !1029, !llvm.loop !1047

196:                                              ; preds = %179, %196
  %197 = phi i64 [ %206, %196 ], [ 1, %179 ]
    #dbg_value(i64 %197, !807, !DIExpression(), !1030)
  %198 = getelementptr i32, ptr %181, i64 %197, !dbg !1032
  %199 = load i32, ptr %198, align 4, !dbg !1032, !tbaa !319
  %200 = sext i32 %199 to i64, !dbg !1033
  %201 = mul nsw i64 %200, 256000, !dbg !1034
  %202 = sdiv i64 %201, %5, !dbg !1035
    #dbg_value(i64 %202, !811, !DIExpression(), !1036)
  %203 = sdiv i64 %202, 1000000, !dbg !1037
  %204 = srem i64 %202, 1000000, !dbg !1038
  %205 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef nonnull %61, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.8, i64 noundef %203, i64 noundef %204) #13, !dbg !1039
  %206 = add nuw nsw i64 %197, 1, !dbg !1049
    #dbg_value(i64 %206, !807, !DIExpression(), !1030)
  %207 = icmp eq i64 %206, %1, !dbg !1050
  br i1 %207, label %192, label %196, !dbg !1031, !llvm.loop !1051

208:                                              ; preds = %189
  %209 = load ptr, ptr @stderr, align 8, !dbg !1053, !tbaa !281
  %210 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %209, ptr noundef nonnull @.str.10, ptr noundef %3) #16, !dbg !1055
  br label %213, !dbg !1056

211:                                              ; preds = %189
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %0, i64 noundef %1, ptr noundef %3), !dbg !1057
  br label %213, !dbg !1058

213:                                              ; preds = %165, %208, %211, %8
  %214 = phi i32 [ 1, %8 ], [ 1, %165 ], [ 1, %208 ], [ 0, %211 ], !dbg !814
  ret i32 %214, !dbg !1059
}

; Function Attrs: nofree nounwind
declare !dbg !1060 noalias noundef ptr @fopen(ptr nocapture noundef readonly, ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !1063 ptr @strerror(i32 noundef) local_unnamed_addr #7

declare !dbg !1066 i32 @__isoc99_fscanf(ptr noundef, ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare !dbg !1067 noundef i32 @fclose(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !1070 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !1073 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #12

; Function Attrs: nofree nounwind
declare !dbg !1076 noundef i32 @fputc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #12

; Function Attrs: nofree nounwind
declare !dbg !1079 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(read) }
attributes #15 = { nounwind willreturn memory(none) }
attributes #16 = { cold nounwind }
attributes #17 = { nounwind allocsize(0,1) }
attributes #18 = { cold }

!llvm.dbg.cu = !{!115}
!llvm.ident = !{!138}
!llvm.module.flags = !{!139, !140, !141, !142, !143, !144, !145}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 334, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "hotspot.c", directory: ".", checksumkind: CSK_MD5, checksum: "ebcb3f332693beaf19d79235b0771bd7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 337, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1288, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 161)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 24)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 134, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 2)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 136, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 30)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 140, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 9)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 144, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 14)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 144, type: !24, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 144, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 1)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 151, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 27)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 154, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 33)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 318, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 38)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 320, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 46)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 321, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 10)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 321, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 6)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 322, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 56)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 324, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 23)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 161, type: !24, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 166, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 29)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 169, type: !3, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 171, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 25)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 182, type: !9, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 184, type: !107, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 39)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 251, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 7)
!115 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !116, globals: !137, splitDebugInlining: false, nameTableKind: None)
!116 = !{!117, !122, !123, !127, !129, !131, !126, !132, !135, !136}
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !118, line: 27, baseType: !119)
!118 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !120, line: 45, baseType: !121)
!120 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!121 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !124, line: 27, baseType: !125)
!124 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !120, line: 44, baseType: !126)
!126 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !128, line: 18, baseType: !121)
!128 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !124, line: 26, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !120, line: 41, baseType: !131)
!131 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !118, line: 26, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !120, line: 42, baseType: !134)
!134 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!135 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!136 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!137 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !49, !54, !59, !64, !69, !74, !79, !84, !89, !91, !96, !98, !103, !105, !110}
!138 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!139 = !{i32 7, !"Dwarf Version", i32 5}
!140 = !{i32 2, !"Debug Info Version", i32 3}
!141 = !{i32 1, !"wchar_size", i32 4}
!142 = !{i32 8, !"PIC Level", i32 2}
!143 = !{i32 7, !"PIE Level", i32 2}
!144 = !{i32 7, !"uwtable", i32 2}
!145 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!146 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 332, type: !147, scopeLine: 333, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !151)
!147 = !DISubroutineType(types: !148)
!148 = !{!131, !131, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!151 = !{!152, !153, !154, !157, !158, !159, !160}
!152 = !DILocalVariable(name: "argc", arg: 1, scope: !146, file: !2, line: 332, type: !131)
!153 = !DILocalVariable(name: "argv", arg: 2, scope: !146, file: !2, line: 332, type: !149)
!154 = !DILocalVariable(name: "prog", scope: !146, file: !2, line: 334, type: !155)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!157 = !DILocalVariable(name: "rows", scope: !146, file: !2, line: 335, type: !126)
!158 = !DILocalVariable(name: "cols", scope: !146, file: !2, line: 335, type: !126)
!159 = !DILocalVariable(name: "seed", scope: !146, file: !2, line: 335, type: !126)
!160 = !DILocalVariable(name: "iters", scope: !146, file: !2, line: 335, type: !126)
!161 = distinct !DIAssignID()
!162 = !DILocalVariable(name: "rows", scope: !163, file: !2, line: 162, type: !126)
!163 = distinct !DISubprogram(name: "read_power", scope: !2, file: !2, line: 159, type: !164, scopeLine: 160, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !168)
!164 = !DISubroutineType(types: !165)
!165 = !{!166, !155, !167, !167}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!168 = !{!169, !170, !171, !172, !162, !224, !225, !226}
!169 = !DILocalVariable(name: "path", arg: 1, scope: !163, file: !2, line: 159, type: !155)
!170 = !DILocalVariable(name: "rows_out", arg: 2, scope: !163, file: !2, line: 159, type: !167)
!171 = !DILocalVariable(name: "cols_out", arg: 3, scope: !163, file: !2, line: 159, type: !167)
!172 = !DILocalVariable(name: "f", scope: !163, file: !2, line: 161, type: !173)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !175, line: 7, baseType: !176)
!175 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!176 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !177, line: 49, size: 1728, elements: !178)
!177 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!178 = !{!179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !190, !191, !194, !196, !197, !198, !200, !202, !204, !205, !208, !210, !213, !216, !217, !218, !219, !220}
!179 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !176, file: !177, line: 51, baseType: !131, size: 32)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !176, file: !177, line: 54, baseType: !150, size: 64, offset: 64)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !176, file: !177, line: 55, baseType: !150, size: 64, offset: 128)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !176, file: !177, line: 56, baseType: !150, size: 64, offset: 192)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !176, file: !177, line: 57, baseType: !150, size: 64, offset: 256)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !176, file: !177, line: 58, baseType: !150, size: 64, offset: 320)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !176, file: !177, line: 59, baseType: !150, size: 64, offset: 384)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !176, file: !177, line: 60, baseType: !150, size: 64, offset: 448)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !176, file: !177, line: 61, baseType: !150, size: 64, offset: 512)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !176, file: !177, line: 64, baseType: !150, size: 64, offset: 576)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !176, file: !177, line: 65, baseType: !150, size: 64, offset: 640)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !176, file: !177, line: 66, baseType: !150, size: 64, offset: 704)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !176, file: !177, line: 68, baseType: !192, size: 64, offset: 768)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !177, line: 36, flags: DIFlagFwdDecl)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !176, file: !177, line: 70, baseType: !195, size: 64, offset: 832)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !176, file: !177, line: 72, baseType: !131, size: 32, offset: 896)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !176, file: !177, line: 73, baseType: !131, size: 32, offset: 928)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !176, file: !177, line: 74, baseType: !199, size: 64, offset: 960)
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !120, line: 152, baseType: !126)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !176, file: !177, line: 77, baseType: !201, size: 16, offset: 1024)
!201 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !176, file: !177, line: 78, baseType: !203, size: 8, offset: 1040)
!203 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !176, file: !177, line: 79, baseType: !46, size: 8, offset: 1048)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !176, file: !177, line: 81, baseType: !206, size: 64, offset: 1088)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !177, line: 43, baseType: null)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !176, file: !177, line: 89, baseType: !209, size: 64, offset: 1152)
!209 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !120, line: 153, baseType: !126)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !176, file: !177, line: 91, baseType: !211, size: 64, offset: 1216)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!212 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !177, line: 37, flags: DIFlagFwdDecl)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !176, file: !177, line: 92, baseType: !214, size: 64, offset: 1280)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!215 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !177, line: 38, flags: DIFlagFwdDecl)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !176, file: !177, line: 93, baseType: !195, size: 64, offset: 1344)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !176, file: !177, line: 94, baseType: !122, size: 64, offset: 1408)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !176, file: !177, line: 95, baseType: !127, size: 64, offset: 1472)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !176, file: !177, line: 96, baseType: !131, size: 32, offset: 1536)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !176, file: !177, line: 98, baseType: !221, size: 160, offset: 1568)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !222)
!222 = !{!223}
!223 = !DISubrange(count: 20)
!224 = !DILocalVariable(name: "cols", scope: !163, file: !2, line: 162, type: !126)
!225 = !DILocalVariable(name: "power", scope: !163, file: !2, line: 163, type: !166)
!226 = !DILocalVariable(name: "i", scope: !227, file: !2, line: 181, type: !126)
!227 = distinct !DILexicalBlock(scope: !163, file: !2, line: 181, column: 5)
!228 = !DILocation(line: 0, scope: !163, inlinedAt: !229)
!229 = distinct !DILocation(line: 264, column: 21, scope: !230, inlinedAt: !271)
!230 = distinct !DISubprogram(name: "simulate", scope: !2, file: !2, line: 261, type: !231, scopeLine: 262, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !233)
!231 = !DISubroutineType(types: !232)
!232 = !{!131, !155, !126, !155}
!233 = !{!234, !235, !236, !237, !238, !239, !240, !241, !242, !243, !245, !254, !255, !256, !257, !259, !260, !261, !262, !263, !264, !265, !267, !268, !269}
!234 = !DILocalVariable(name: "power_path", arg: 1, scope: !230, file: !2, line: 261, type: !155)
!235 = !DILocalVariable(name: "iters", arg: 2, scope: !230, file: !2, line: 261, type: !126)
!236 = !DILocalVariable(name: "out_path", arg: 3, scope: !230, file: !2, line: 261, type: !155)
!237 = !DILocalVariable(name: "rows", scope: !230, file: !2, line: 263, type: !126)
!238 = !DILocalVariable(name: "cols", scope: !230, file: !2, line: 263, type: !126)
!239 = !DILocalVariable(name: "power", scope: !230, file: !2, line: 264, type: !166)
!240 = !DILocalVariable(name: "cells", scope: !230, file: !2, line: 268, type: !126)
!241 = !DILocalVariable(name: "t", scope: !230, file: !2, line: 269, type: !166)
!242 = !DILocalVariable(name: "next", scope: !230, file: !2, line: 270, type: !166)
!243 = !DILocalVariable(name: "i", scope: !244, file: !2, line: 276, type: !126)
!244 = distinct !DILexicalBlock(scope: !230, file: !2, line: 276, column: 5)
!245 = !DILocalVariable(name: "m", scope: !230, file: !2, line: 279, type: !246)
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "model_t", file: !2, line: 49, baseType: !247)
!247 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 44, size: 320, elements: !248)
!248 = !{!249, !250, !251, !252, !253}
!249 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !247, file: !2, line: 45, baseType: !136, size: 64)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "gx", scope: !247, file: !2, line: 46, baseType: !136, size: 64, offset: 64)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "gy", scope: !247, file: !2, line: 46, baseType: !136, size: 64, offset: 128)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "gz", scope: !247, file: !2, line: 47, baseType: !136, size: 64, offset: 192)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "dt", scope: !247, file: !2, line: 48, baseType: !136, size: 64, offset: 256)
!254 = !DILocalVariable(name: "done", scope: !230, file: !2, line: 280, type: !126)
!255 = !DILocalVariable(name: "last_delta", scope: !230, file: !2, line: 281, type: !136)
!256 = !DILocalVariable(name: "converged", scope: !230, file: !2, line: 282, type: !131)
!257 = !DILocalVariable(name: "tmp", scope: !258, file: !2, line: 285, type: !166)
!258 = distinct !DILexicalBlock(scope: !230, file: !2, line: 283, column: 26)
!259 = !DILocalVariable(name: "total_power", scope: !230, file: !2, line: 300, type: !136)
!260 = !DILocalVariable(name: "sum", scope: !230, file: !2, line: 300, type: !136)
!261 = !DILocalVariable(name: "tmin", scope: !230, file: !2, line: 300, type: !136)
!262 = !DILocalVariable(name: "tmax", scope: !230, file: !2, line: 300, type: !136)
!263 = !DILocalVariable(name: "hot", scope: !230, file: !2, line: 301, type: !126)
!264 = !DILocalVariable(name: "above", scope: !230, file: !2, line: 301, type: !126)
!265 = !DILocalVariable(name: "i", scope: !266, file: !2, line: 302, type: !126)
!266 = distinct !DILexicalBlock(scope: !230, file: !2, line: 302, column: 5)
!267 = !DILocalVariable(name: "mean", scope: !230, file: !2, line: 312, type: !136)
!268 = !DILocalVariable(name: "threshold", scope: !230, file: !2, line: 313, type: !136)
!269 = !DILocalVariable(name: "i", scope: !270, file: !2, line: 314, type: !126)
!270 = distinct !DILexicalBlock(scope: !230, file: !2, line: 314, column: 5)
!271 = distinct !DILocation(line: 352, column: 12, scope: !146)
!272 = distinct !DIAssignID()
!273 = distinct !DIAssignID()
!274 = distinct !DIAssignID()
!275 = distinct !DIAssignID()
!276 = distinct !DIAssignID()
!277 = !DILocation(line: 0, scope: !146)
!278 = !DILocation(line: 334, column: 29, scope: !146)
!279 = !DILocation(line: 334, column: 24, scope: !146)
!280 = !DILocation(line: 334, column: 35, scope: !146)
!281 = !{!282, !282, i64 0}
!282 = !{!"any pointer", !283, i64 0}
!283 = !{!"omnipotent char", !284, i64 0}
!284 = !{!"Simple C/C++ TBAA"}
!285 = !DILocation(line: 335, column: 5, scope: !146)
!286 = !DILocation(line: 337, column: 19, scope: !287)
!287 = distinct !DILexicalBlock(scope: !146, file: !2, line: 337, column: 9)
!288 = !DILocation(line: 337, column: 29, scope: !287)
!289 = !DILocation(line: 337, column: 22, scope: !287)
!290 = !DILocation(line: 337, column: 45, scope: !287)
!291 = !DILocation(line: 337, column: 9, scope: !146)
!292 = !DILocation(line: 338, column: 24, scope: !293)
!293 = distinct !DILexicalBlock(scope: !294, file: !2, line: 338, column: 13)
!294 = distinct !DILexicalBlock(scope: !287, file: !2, line: 337, column: 51)
!295 = !DILocalVariable(name: "end", scope: !296, file: !2, line: 77, type: !150)
!296 = distinct !DISubprogram(name: "parse_long", scope: !2, file: !2, line: 75, type: !297, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !299)
!297 = !DISubroutineType(types: !298)
!298 = !{!131, !155, !126, !126, !167}
!299 = !{!300, !301, !302, !303, !295, !304}
!300 = !DILocalVariable(name: "text", arg: 1, scope: !296, file: !2, line: 75, type: !155)
!301 = !DILocalVariable(name: "lo", arg: 2, scope: !296, file: !2, line: 75, type: !126)
!302 = !DILocalVariable(name: "hi", arg: 3, scope: !296, file: !2, line: 75, type: !126)
!303 = !DILocalVariable(name: "out", arg: 4, scope: !296, file: !2, line: 75, type: !167)
!304 = !DILocalVariable(name: "v", scope: !296, file: !2, line: 78, type: !126)
!305 = !DILocation(line: 0, scope: !296, inlinedAt: !306)
!306 = distinct !DILocation(line: 338, column: 13, scope: !293)
!307 = !DILocation(line: 77, column: 5, scope: !296, inlinedAt: !306)
!308 = !DILocation(line: 77, column: 11, scope: !296, inlinedAt: !306)
!309 = distinct !DIAssignID()
!310 = !DILocation(line: 80, column: 14, scope: !311, inlinedAt: !306)
!311 = distinct !DILexicalBlock(scope: !296, file: !2, line: 80, column: 9)
!312 = !DILocation(line: 80, column: 22, scope: !311, inlinedAt: !306)
!313 = !DILocation(line: 80, column: 25, scope: !311, inlinedAt: !306)
!314 = !{!283, !283, i64 0}
!315 = !DILocation(line: 80, column: 31, scope: !311, inlinedAt: !306)
!316 = !DILocation(line: 80, column: 9, scope: !296, inlinedAt: !306)
!317 = !DILocation(line: 82, column: 5, scope: !296, inlinedAt: !306)
!318 = !DILocation(line: 82, column: 11, scope: !296, inlinedAt: !306)
!319 = !{!320, !320, i64 0}
!320 = !{!"int", !283, i64 0}
!321 = !DILocation(line: 83, column: 9, scope: !296, inlinedAt: !306)
!322 = !DILocation(line: 84, column: 9, scope: !323, inlinedAt: !306)
!323 = distinct !DILexicalBlock(scope: !296, file: !2, line: 84, column: 9)
!324 = !DILocation(line: 84, column: 15, scope: !323, inlinedAt: !306)
!325 = !DILocation(line: 84, column: 20, scope: !323, inlinedAt: !306)
!326 = !DILocation(line: 84, column: 23, scope: !323, inlinedAt: !306)
!327 = !DILocation(line: 84, column: 27, scope: !323, inlinedAt: !306)
!328 = !DILocation(line: 84, column: 35, scope: !323, inlinedAt: !306)
!329 = !DILocation(line: 84, column: 38, scope: !323, inlinedAt: !306)
!330 = !DILocation(line: 84, column: 43, scope: !323, inlinedAt: !306)
!331 = !DILocation(line: 84, column: 51, scope: !323, inlinedAt: !306)
!332 = !DILocation(line: 88, column: 1, scope: !296, inlinedAt: !306)
!333 = !DILocation(line: 338, column: 63, scope: !293)
!334 = !DILocation(line: 339, column: 24, scope: !293)
!335 = !DILocation(line: 0, scope: !296, inlinedAt: !336)
!336 = distinct !DILocation(line: 339, column: 13, scope: !293)
!337 = !DILocation(line: 77, column: 5, scope: !296, inlinedAt: !336)
!338 = !DILocation(line: 77, column: 11, scope: !296, inlinedAt: !336)
!339 = distinct !DIAssignID()
!340 = !DILocation(line: 80, column: 14, scope: !311, inlinedAt: !336)
!341 = !DILocation(line: 80, column: 22, scope: !311, inlinedAt: !336)
!342 = !DILocation(line: 80, column: 25, scope: !311, inlinedAt: !336)
!343 = !DILocation(line: 80, column: 31, scope: !311, inlinedAt: !336)
!344 = !DILocation(line: 80, column: 9, scope: !296, inlinedAt: !336)
!345 = !DILocation(line: 82, column: 11, scope: !296, inlinedAt: !336)
!346 = !DILocation(line: 83, column: 9, scope: !296, inlinedAt: !336)
!347 = !DILocation(line: 84, column: 9, scope: !323, inlinedAt: !336)
!348 = !DILocation(line: 84, column: 15, scope: !323, inlinedAt: !336)
!349 = !DILocation(line: 84, column: 20, scope: !323, inlinedAt: !336)
!350 = !DILocation(line: 84, column: 23, scope: !323, inlinedAt: !336)
!351 = !DILocation(line: 84, column: 27, scope: !323, inlinedAt: !336)
!352 = !DILocation(line: 84, column: 35, scope: !323, inlinedAt: !336)
!353 = !DILocation(line: 84, column: 38, scope: !323, inlinedAt: !336)
!354 = !DILocation(line: 84, column: 43, scope: !323, inlinedAt: !336)
!355 = !DILocation(line: 84, column: 51, scope: !323, inlinedAt: !336)
!356 = !DILocation(line: 88, column: 1, scope: !296, inlinedAt: !336)
!357 = !DILocation(line: 339, column: 63, scope: !293)
!358 = !DILocation(line: 340, column: 24, scope: !293)
!359 = !DILocation(line: 340, column: 13, scope: !293)
!360 = !DILocation(line: 340, column: 56, scope: !293)
!361 = !DILocation(line: 340, column: 61, scope: !293)
!362 = !DILocation(line: 341, column: 13, scope: !293)
!363 = !DILocation(line: 341, column: 24, scope: !293)
!364 = !DILocation(line: 338, column: 13, scope: !294)
!365 = !DILocalVariable(name: "prog", arg: 1, scope: !366, file: !2, line: 90, type: !155)
!366 = distinct !DISubprogram(name: "usage", scope: !2, file: !2, line: 90, type: !367, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !369)
!367 = !DISubroutineType(types: !368)
!368 = !{null, !155}
!369 = !{!365}
!370 = !DILocation(line: 0, scope: !366, inlinedAt: !371)
!371 = distinct !DILocation(line: 342, column: 13, scope: !372)
!372 = distinct !DILexicalBlock(scope: !293, file: !2, line: 341, column: 33)
!373 = !DILocation(line: 92, column: 13, scope: !366, inlinedAt: !371)
!374 = !DILocation(line: 92, column: 5, scope: !366, inlinedAt: !371)
!375 = !DILocation(line: 343, column: 13, scope: !372)
!376 = !DILocation(line: 345, column: 47, scope: !294)
!377 = !{!378, !378, i64 0}
!378 = !{!"long", !283, i64 0}
!379 = !DILocation(line: 345, column: 16, scope: !294)
!380 = !DILocation(line: 345, column: 9, scope: !294)
!381 = !DILocation(line: 347, column: 22, scope: !382)
!382 = distinct !DILexicalBlock(scope: !146, file: !2, line: 347, column: 9)
!383 = !DILocation(line: 347, column: 33, scope: !382)
!384 = !DILocation(line: 347, column: 41, scope: !382)
!385 = !DILocation(line: 347, column: 44, scope: !382)
!386 = !DILocation(line: 347, column: 55, scope: !382)
!387 = !DILocation(line: 347, column: 63, scope: !382)
!388 = !DILocation(line: 348, column: 20, scope: !382)
!389 = !DILocation(line: 0, scope: !296, inlinedAt: !390)
!390 = distinct !DILocation(line: 348, column: 9, scope: !382)
!391 = !DILocation(line: 77, column: 5, scope: !296, inlinedAt: !390)
!392 = !DILocation(line: 77, column: 11, scope: !296, inlinedAt: !390)
!393 = distinct !DIAssignID()
!394 = !DILocation(line: 80, column: 14, scope: !311, inlinedAt: !390)
!395 = !DILocation(line: 80, column: 22, scope: !311, inlinedAt: !390)
!396 = !DILocation(line: 80, column: 25, scope: !311, inlinedAt: !390)
!397 = !DILocation(line: 80, column: 31, scope: !311, inlinedAt: !390)
!398 = !DILocation(line: 80, column: 9, scope: !296, inlinedAt: !390)
!399 = !DILocation(line: 82, column: 5, scope: !296, inlinedAt: !390)
!400 = !DILocation(line: 82, column: 11, scope: !296, inlinedAt: !390)
!401 = !DILocation(line: 83, column: 9, scope: !296, inlinedAt: !390)
!402 = !DILocation(line: 84, column: 9, scope: !323, inlinedAt: !390)
!403 = !DILocation(line: 84, column: 15, scope: !323, inlinedAt: !390)
!404 = !DILocation(line: 84, column: 20, scope: !323, inlinedAt: !390)
!405 = !DILocation(line: 84, column: 23, scope: !323, inlinedAt: !390)
!406 = !DILocation(line: 84, column: 27, scope: !323, inlinedAt: !390)
!407 = !DILocation(line: 84, column: 35, scope: !323, inlinedAt: !390)
!408 = !DILocation(line: 84, column: 38, scope: !323, inlinedAt: !390)
!409 = !DILocation(line: 84, column: 43, scope: !323, inlinedAt: !390)
!410 = !DILocation(line: 84, column: 51, scope: !323, inlinedAt: !390)
!411 = !DILocation(line: 88, column: 1, scope: !296, inlinedAt: !390)
!412 = !DILocation(line: 347, column: 9, scope: !146)
!413 = !DILocation(line: 0, scope: !366, inlinedAt: !414)
!414 = distinct !DILocation(line: 349, column: 9, scope: !415)
!415 = distinct !DILexicalBlock(scope: !382, file: !2, line: 348, column: 57)
!416 = !DILocation(line: 92, column: 13, scope: !366, inlinedAt: !414)
!417 = !DILocation(line: 92, column: 5, scope: !366, inlinedAt: !414)
!418 = !DILocation(line: 350, column: 9, scope: !415)
!419 = !DILocation(line: 352, column: 21, scope: !146)
!420 = !DILocation(line: 352, column: 37, scope: !146)
!421 = !DILocation(line: 0, scope: !230, inlinedAt: !271)
!422 = !DILocation(line: 161, column: 15, scope: !163, inlinedAt: !229)
!423 = !DILocation(line: 162, column: 5, scope: !163, inlinedAt: !229)
!424 = !DILocation(line: 165, column: 11, scope: !425, inlinedAt: !229)
!425 = distinct !DILexicalBlock(scope: !163, file: !2, line: 165, column: 9)
!426 = !DILocation(line: 165, column: 9, scope: !163, inlinedAt: !229)
!427 = !DILocation(line: 166, column: 17, scope: !428, inlinedAt: !229)
!428 = distinct !DILexicalBlock(scope: !425, file: !2, line: 165, column: 20)
!429 = !DILocation(line: 166, column: 73, scope: !428, inlinedAt: !229)
!430 = !DILocation(line: 166, column: 64, scope: !428, inlinedAt: !229)
!431 = !DILocation(line: 166, column: 9, scope: !428, inlinedAt: !229)
!432 = !DILocation(line: 167, column: 9, scope: !428, inlinedAt: !229)
!433 = !DILocation(line: 169, column: 9, scope: !434, inlinedAt: !229)
!434 = distinct !DILexicalBlock(scope: !163, file: !2, line: 169, column: 9)
!435 = !DILocation(line: 169, column: 44, scope: !434, inlinedAt: !229)
!436 = !DILocation(line: 169, column: 49, scope: !434, inlinedAt: !229)
!437 = !DILocation(line: 171, column: 17, scope: !438, inlinedAt: !229)
!438 = distinct !DILexicalBlock(scope: !434, file: !2, line: 170, column: 61)
!439 = !DILocation(line: 171, column: 9, scope: !438, inlinedAt: !229)
!440 = !DILocation(line: 172, column: 9, scope: !438, inlinedAt: !229)
!441 = !DILocation(line: 173, column: 9, scope: !438, inlinedAt: !229)
!442 = !DILocation(line: 175, column: 34, scope: !163, inlinedAt: !229)
!443 = !DILocation(line: 175, column: 13, scope: !163, inlinedAt: !229)
!444 = !DILocation(line: 176, column: 15, scope: !445, inlinedAt: !229)
!445 = distinct !DILexicalBlock(scope: !163, file: !2, line: 176, column: 9)
!446 = !DILocation(line: 176, column: 9, scope: !163, inlinedAt: !229)
!447 = !DILocation(line: 177, column: 17, scope: !448, inlinedAt: !229)
!448 = distinct !DILexicalBlock(scope: !445, file: !2, line: 176, column: 24)
!449 = !DILocation(line: 177, column: 9, scope: !448, inlinedAt: !229)
!450 = !DILocation(line: 178, column: 9, scope: !448, inlinedAt: !229)
!451 = !DILocation(line: 179, column: 9, scope: !448, inlinedAt: !229)
!452 = !DILocation(line: 0, scope: !227, inlinedAt: !229)
!453 = !DILocation(line: 182, column: 31, scope: !454, inlinedAt: !229)
!454 = distinct !DILexicalBlock(scope: !455, file: !2, line: 182, column: 13)
!455 = distinct !DILexicalBlock(scope: !456, file: !2, line: 181, column: 44)
!456 = distinct !DILexicalBlock(scope: !227, file: !2, line: 181, column: 5)
!457 = !DILocation(line: 182, column: 13, scope: !454, inlinedAt: !229)
!458 = !DILocation(line: 182, column: 41, scope: !454, inlinedAt: !229)
!459 = !DILocation(line: 182, column: 46, scope: !454, inlinedAt: !229)
!460 = !DILocation(line: 182, column: 51, scope: !454, inlinedAt: !229)
!461 = !{!462, !462, i64 0}
!462 = !{!"double", !283, i64 0}
!463 = !DILocation(line: 182, column: 60, scope: !454, inlinedAt: !229)
!464 = !DILocation(line: 182, column: 68, scope: !454, inlinedAt: !229)
!465 = !DILocation(line: 184, column: 21, scope: !466, inlinedAt: !229)
!466 = distinct !DILexicalBlock(scope: !454, file: !2, line: 183, column: 40)
!467 = !DILocation(line: 184, column: 13, scope: !466, inlinedAt: !229)
!468 = !DILocation(line: 185, column: 13, scope: !466, inlinedAt: !229)
!469 = !DILocation(line: 186, column: 13, scope: !466, inlinedAt: !229)
!470 = !DILocation(line: 181, column: 40, scope: !456, inlinedAt: !229)
!471 = !DILocation(line: 181, column: 26, scope: !456, inlinedAt: !229)
!472 = !DILocation(line: 181, column: 33, scope: !456, inlinedAt: !229)
!473 = !DILocation(line: 181, column: 31, scope: !456, inlinedAt: !229)
!474 = !DILocation(line: 181, column: 24, scope: !456, inlinedAt: !229)
!475 = !DILocation(line: 181, column: 5, scope: !227, inlinedAt: !229)
!476 = distinct !{!476, !475, !477, !478}
!477 = !DILocation(line: 189, column: 5, scope: !227, inlinedAt: !229)
!478 = !{!"llvm.loop.mustprogress"}
!479 = !DILocation(line: 194, column: 1, scope: !163, inlinedAt: !229)
!480 = !DILocation(line: 265, column: 9, scope: !230, inlinedAt: !271)
!481 = !DILocation(line: 190, column: 5, scope: !163, inlinedAt: !229)
!482 = !DILocation(line: 191, column: 17, scope: !163, inlinedAt: !229)
!483 = !DILocation(line: 192, column: 17, scope: !163, inlinedAt: !229)
!484 = !DILocation(line: 268, column: 23, scope: !230, inlinedAt: !271)
!485 = !DILocation(line: 269, column: 17, scope: !230, inlinedAt: !271)
!486 = !DILocation(line: 270, column: 20, scope: !230, inlinedAt: !271)
!487 = !DILocation(line: 271, column: 11, scope: !488, inlinedAt: !271)
!488 = distinct !DILexicalBlock(scope: !230, file: !2, line: 271, column: 9)
!489 = !DILocation(line: 271, column: 19, scope: !488, inlinedAt: !271)
!490 = !DILocation(line: 0, scope: !244, inlinedAt: !271)
!491 = !DILocation(line: 276, column: 24, scope: !492, inlinedAt: !271)
!492 = distinct !DILexicalBlock(scope: !244, file: !2, line: 276, column: 5)
!493 = !DILocation(line: 276, column: 5, scope: !244, inlinedAt: !271)
!494 = !DILocation(line: 276, column: 34, scope: !492, inlinedAt: !271)
!495 = !DILocation(line: 277, column: 9, scope: !492, inlinedAt: !271)
!496 = !DILocation(line: 277, column: 14, scope: !492, inlinedAt: !271)
!497 = distinct !{!497, !493, !498, !478, !499, !500}
!498 = !DILocation(line: 277, column: 16, scope: !244, inlinedAt: !271)
!499 = !{!"llvm.loop.isvectorized", i32 1}
!500 = !{!"llvm.loop.unroll.runtime.disable"}
!501 = !DILocation(line: 272, column: 17, scope: !502, inlinedAt: !271)
!502 = distinct !DILexicalBlock(scope: !488, file: !2, line: 271, column: 36)
!503 = !DILocation(line: 272, column: 9, scope: !502, inlinedAt: !271)
!504 = !DILocation(line: 273, column: 9, scope: !502, inlinedAt: !271)
!505 = !DILocation(line: 273, column: 22, scope: !502, inlinedAt: !271)
!506 = !DILocation(line: 273, column: 31, scope: !502, inlinedAt: !271)
!507 = !DILocation(line: 274, column: 9, scope: !502, inlinedAt: !271)
!508 = !DILocalVariable(name: "rows", arg: 1, scope: !509, file: !2, line: 196, type: !126)
!509 = distinct !DISubprogram(name: "make_model", scope: !2, file: !2, line: 196, type: !510, scopeLine: 197, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !512)
!510 = !DISubroutineType(types: !511)
!511 = !{!246, !126, !126}
!512 = !{!508, !513, !514, !515, !516}
!513 = !DILocalVariable(name: "cols", arg: 2, scope: !509, file: !2, line: 196, type: !126)
!514 = !DILocalVariable(name: "m", scope: !509, file: !2, line: 198, type: !246)
!515 = !DILocalVariable(name: "cw", scope: !509, file: !2, line: 199, type: !136)
!516 = !DILocalVariable(name: "ch", scope: !509, file: !2, line: 200, type: !136)
!517 = !DILocation(line: 0, scope: !509, inlinedAt: !518)
!518 = distinct !DILocation(line: 279, column: 17, scope: !230, inlinedAt: !271)
!519 = !DILocation(line: 199, column: 30, scope: !509, inlinedAt: !518)
!520 = !DILocation(line: 199, column: 28, scope: !509, inlinedAt: !518)
!521 = !DILocation(line: 200, column: 31, scope: !509, inlinedAt: !518)
!522 = !DILocation(line: 200, column: 29, scope: !509, inlinedAt: !518)
!523 = !DILocation(line: 202, column: 59, scope: !509, inlinedAt: !518)
!524 = !DILocation(line: 202, column: 64, scope: !509, inlinedAt: !518)
!525 = !DILocation(line: 203, column: 39, scope: !509, inlinedAt: !518)
!526 = !DILocation(line: 203, column: 44, scope: !509, inlinedAt: !518)
!527 = !DILocation(line: 204, column: 39, scope: !509, inlinedAt: !518)
!528 = !DILocation(line: 204, column: 44, scope: !509, inlinedAt: !518)
!529 = !DILocation(line: 205, column: 22, scope: !509, inlinedAt: !518)
!530 = !DILocation(line: 205, column: 27, scope: !509, inlinedAt: !518)
!531 = !DILocation(line: 205, column: 32, scope: !509, inlinedAt: !518)
!532 = !DILocation(line: 206, column: 22, scope: !509, inlinedAt: !518)
!533 = !DILocation(line: 206, column: 50, scope: !509, inlinedAt: !518)
!534 = !DILocation(line: 206, column: 44, scope: !509, inlinedAt: !518)
!535 = !DILocation(line: 206, column: 57, scope: !509, inlinedAt: !518)
!536 = !DILocation(line: 206, column: 30, scope: !509, inlinedAt: !518)
!537 = !DILocation(line: 283, column: 17, scope: !230, inlinedAt: !271)
!538 = !DILocation(line: 283, column: 5, scope: !230, inlinedAt: !271)
!539 = !DILocation(line: 220, column: 5, scope: !540, inlinedAt: !572)
!540 = distinct !DILexicalBlock(scope: !541, file: !2, line: 220, column: 5)
!541 = distinct !DISubprogram(name: "step", scope: !2, file: !2, line: 214, type: !542, scopeLine: 216, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !548)
!542 = !DISubroutineType(types: !543)
!543 = !{!136, !544, !546, !166, !546, !126, !126}
!544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !545, size: 64)
!545 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !246)
!546 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !547, size: 64)
!547 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !136)
!548 = !{!549, !550, !551, !552, !553, !554, !555, !556, !557, !558, !562, !565, !566, !567, !568, !569, !570, !571}
!549 = !DILocalVariable(name: "m", arg: 1, scope: !541, file: !2, line: 214, type: !544)
!550 = !DILocalVariable(name: "t", arg: 2, scope: !541, file: !2, line: 214, type: !546)
!551 = !DILocalVariable(name: "next", arg: 3, scope: !541, file: !2, line: 214, type: !166)
!552 = !DILocalVariable(name: "power", arg: 4, scope: !541, file: !2, line: 215, type: !546)
!553 = !DILocalVariable(name: "rows", arg: 5, scope: !541, file: !2, line: 215, type: !126)
!554 = !DILocalVariable(name: "cols", arg: 6, scope: !541, file: !2, line: 215, type: !126)
!555 = !DILocalVariable(name: "k", scope: !541, file: !2, line: 217, type: !547)
!556 = !DILocalVariable(name: "max_delta", scope: !541, file: !2, line: 218, type: !136)
!557 = !DILocalVariable(name: "r", scope: !540, file: !2, line: 220, type: !126)
!558 = !DILocalVariable(name: "c", scope: !559, file: !2, line: 221, type: !126)
!559 = distinct !DILexicalBlock(scope: !560, file: !2, line: 221, column: 9)
!560 = distinct !DILexicalBlock(scope: !561, file: !2, line: 220, column: 37)
!561 = distinct !DILexicalBlock(scope: !540, file: !2, line: 220, column: 5)
!562 = !DILocalVariable(name: "i", scope: !563, file: !2, line: 222, type: !126)
!563 = distinct !DILexicalBlock(scope: !564, file: !2, line: 221, column: 41)
!564 = distinct !DILexicalBlock(scope: !559, file: !2, line: 221, column: 9)
!565 = !DILocalVariable(name: "here", scope: !563, file: !2, line: 223, type: !136)
!566 = !DILocalVariable(name: "north", scope: !563, file: !2, line: 224, type: !136)
!567 = !DILocalVariable(name: "south", scope: !563, file: !2, line: 225, type: !136)
!568 = !DILocalVariable(name: "west", scope: !563, file: !2, line: 226, type: !136)
!569 = !DILocalVariable(name: "east", scope: !563, file: !2, line: 227, type: !136)
!570 = !DILocalVariable(name: "flow", scope: !563, file: !2, line: 228, type: !136)
!571 = !DILocalVariable(name: "delta", scope: !563, file: !2, line: 231, type: !136)
!572 = distinct !DILocation(line: 284, column: 22, scope: !258, inlinedAt: !271)
!573 = distinct !{!573, !493, !498, !478, !500, !499}
!574 = !DILocation(line: 0, scope: !541, inlinedAt: !572)
!575 = !DILocation(line: 0, scope: !540, inlinedAt: !572)
!576 = !DILocation(line: 0, scope: !559, inlinedAt: !572)
!577 = !DILocation(line: 221, column: 9, scope: !559, inlinedAt: !572)
!578 = !DILocation(line: 220, column: 33, scope: !561, inlinedAt: !572)
!579 = !DILocation(line: 0, scope: !563, inlinedAt: !572)
!580 = !DILocation(line: 223, column: 27, scope: !563, inlinedAt: !572)
!581 = !DILocation(line: 224, column: 28, scope: !563, inlinedAt: !572)
!582 = !DILocation(line: 224, column: 40, scope: !563, inlinedAt: !572)
!583 = !DILocation(line: 224, column: 36, scope: !563, inlinedAt: !572)
!584 = !DILocation(line: 225, column: 28, scope: !563, inlinedAt: !572)
!585 = !DILocation(line: 225, column: 43, scope: !563, inlinedAt: !572)
!586 = !DILocation(line: 227, column: 27, scope: !563, inlinedAt: !572)
!587 = !DILocation(line: 227, column: 42, scope: !563, inlinedAt: !572)
!588 = !DILocation(line: 228, column: 27, scope: !563, inlinedAt: !572)
!589 = !DILocation(line: 228, column: 53, scope: !563, inlinedAt: !572)
!590 = !DILocation(line: 228, column: 61, scope: !563, inlinedAt: !572)
!591 = !DILocation(line: 228, column: 36, scope: !563, inlinedAt: !572)
!592 = !DILocation(line: 229, column: 41, scope: !563, inlinedAt: !572)
!593 = !DILocation(line: 229, column: 48, scope: !563, inlinedAt: !572)
!594 = !DILocation(line: 228, column: 75, scope: !563, inlinedAt: !572)
!595 = !DILocation(line: 230, column: 44, scope: !563, inlinedAt: !572)
!596 = !DILocation(line: 229, column: 62, scope: !563, inlinedAt: !572)
!597 = !DILocation(line: 231, column: 30, scope: !563, inlinedAt: !572)
!598 = !DILocation(line: 232, column: 28, scope: !563, inlinedAt: !572)
!599 = !DILocation(line: 232, column: 13, scope: !563, inlinedAt: !572)
!600 = !DILocation(line: 232, column: 21, scope: !563, inlinedAt: !572)
!601 = !DILocation(line: 233, column: 17, scope: !602, inlinedAt: !572)
!602 = distinct !DILexicalBlock(scope: !563, file: !2, line: 233, column: 17)
!603 = !DILocation(line: 233, column: 29, scope: !602, inlinedAt: !572)
!604 = !DILocation(line: 233, column: 17, scope: !563, inlinedAt: !572)
!605 = !DILocation(line: 220, column: 24, scope: !561, inlinedAt: !572)
!606 = distinct !{!606, !539, !607, !478}
!607 = !DILocation(line: 236, column: 5, scope: !540, inlinedAt: !572)
!608 = !DILocation(line: 222, column: 31, scope: !563, inlinedAt: !572)
!609 = !DILocation(line: 226, column: 35, scope: !563, inlinedAt: !572)
!610 = !DILocation(line: 227, column: 29, scope: !563, inlinedAt: !572)
!611 = !DILocation(line: 227, column: 33, scope: !563, inlinedAt: !572)
!612 = !DILocation(line: 221, column: 28, scope: !564, inlinedAt: !572)
!613 = distinct !{!613, !577, !614, !478, !615}
!614 = !DILocation(line: 235, column: 9, scope: !559, inlinedAt: !572)
!615 = !{!"llvm.loop.peeled.count", i32 1}
!616 = !DILocation(line: 0, scope: !258, inlinedAt: !271)
!617 = !DILocation(line: 288, column: 13, scope: !258, inlinedAt: !271)
!618 = !DILocation(line: 289, column: 24, scope: !619, inlinedAt: !271)
!619 = distinct !DILexicalBlock(scope: !258, file: !2, line: 289, column: 13)
!620 = !DILocation(line: 321, column: 12, scope: !230, inlinedAt: !271)
!621 = !DILocation(line: 242, column: 15, scope: !622, inlinedAt: !637)
!622 = distinct !DISubprogram(name: "write_grid", scope: !2, file: !2, line: 240, type: !623, scopeLine: 241, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !625)
!623 = !DISubroutineType(types: !624)
!624 = !{!131, !155, !546, !126, !126}
!625 = !{!626, !627, !628, !629, !630, !631, !633}
!626 = !DILocalVariable(name: "path", arg: 1, scope: !622, file: !2, line: 240, type: !155)
!627 = !DILocalVariable(name: "t", arg: 2, scope: !622, file: !2, line: 240, type: !546)
!628 = !DILocalVariable(name: "rows", arg: 3, scope: !622, file: !2, line: 240, type: !126)
!629 = !DILocalVariable(name: "cols", arg: 4, scope: !622, file: !2, line: 240, type: !126)
!630 = !DILocalVariable(name: "f", scope: !622, file: !2, line: 242, type: !173)
!631 = !DILocalVariable(name: "r", scope: !632, file: !2, line: 249, type: !126)
!632 = distinct !DILexicalBlock(scope: !622, file: !2, line: 249, column: 5)
!633 = !DILocalVariable(name: "c", scope: !634, file: !2, line: 250, type: !126)
!634 = distinct !DILexicalBlock(scope: !635, file: !2, line: 250, column: 9)
!635 = distinct !DILexicalBlock(scope: !636, file: !2, line: 249, column: 37)
!636 = distinct !DILexicalBlock(scope: !632, file: !2, line: 249, column: 5)
!637 = distinct !DILocation(line: 295, column: 9, scope: !638, inlinedAt: !271)
!638 = distinct !DILexicalBlock(scope: !230, file: !2, line: 295, column: 9)
!639 = !DILocation(line: 0, scope: !622, inlinedAt: !637)
!640 = !DILocation(line: 244, column: 11, scope: !641, inlinedAt: !637)
!641 = distinct !DILexicalBlock(scope: !622, file: !2, line: 244, column: 9)
!642 = !DILocation(line: 244, column: 9, scope: !622, inlinedAt: !637)
!643 = !DILocation(line: 245, column: 17, scope: !644, inlinedAt: !637)
!644 = distinct !DILexicalBlock(scope: !641, file: !2, line: 244, column: 20)
!645 = !DILocation(line: 245, column: 74, scope: !644, inlinedAt: !637)
!646 = !DILocation(line: 245, column: 65, scope: !644, inlinedAt: !637)
!647 = !DILocation(line: 245, column: 9, scope: !644, inlinedAt: !637)
!648 = !DILocation(line: 246, column: 9, scope: !644, inlinedAt: !637)
!649 = !DILocation(line: 248, column: 5, scope: !622, inlinedAt: !637)
!650 = !DILocation(line: 0, scope: !632, inlinedAt: !637)
!651 = !DILocation(line: 249, column: 24, scope: !636, inlinedAt: !637)
!652 = !DILocation(line: 249, column: 5, scope: !632, inlinedAt: !637)
!653 = !DILocation(line: 0, scope: !634, inlinedAt: !637)
!654 = !DILocation(line: 250, column: 9, scope: !634, inlinedAt: !637)
!655 = !DILocation(line: 251, column: 48, scope: !656, inlinedAt: !637)
!656 = distinct !DILexicalBlock(scope: !634, file: !2, line: 250, column: 9)
!657 = !DILocation(line: 251, column: 13, scope: !656, inlinedAt: !637)
!658 = !DILocation(line: 254, column: 9, scope: !659, inlinedAt: !637)
!659 = distinct !DILexicalBlock(scope: !622, file: !2, line: 254, column: 9)
!660 = !DILocation(line: 254, column: 19, scope: !659, inlinedAt: !637)
!661 = !DILocation(line: 254, column: 9, scope: !622, inlinedAt: !637)
!662 = !DILocation(line: 252, column: 9, scope: !635, inlinedAt: !637)
!663 = !DILocation(line: 249, column: 33, scope: !636, inlinedAt: !637)
!664 = distinct !{!664, !652, !665, !478}
!665 = !DILocation(line: 253, column: 5, scope: !632, inlinedAt: !637)
!666 = !DILocation(line: 250, column: 37, scope: !656, inlinedAt: !637)
!667 = !DILocation(line: 250, column: 28, scope: !656, inlinedAt: !637)
!668 = distinct !{!668, !654, !669, !478, !615}
!669 = !DILocation(line: 251, column: 63, scope: !634, inlinedAt: !637)
!670 = !DILocation(line: 255, column: 17, scope: !671, inlinedAt: !637)
!671 = distinct !DILexicalBlock(scope: !659, file: !2, line: 254, column: 25)
!672 = !DILocation(line: 255, column: 9, scope: !671, inlinedAt: !637)
!673 = !DILocation(line: 256, column: 9, scope: !671, inlinedAt: !637)
!674 = !DILocation(line: 296, column: 9, scope: !675, inlinedAt: !271)
!675 = distinct !DILexicalBlock(scope: !638, file: !2, line: 295, column: 51)
!676 = !DILocation(line: 296, column: 22, scope: !675, inlinedAt: !271)
!677 = !DILocation(line: 296, column: 31, scope: !675, inlinedAt: !271)
!678 = !DILocation(line: 297, column: 9, scope: !675, inlinedAt: !271)
!679 = !DILocation(line: 300, column: 49, scope: !230, inlinedAt: !271)
!680 = !DILocation(line: 0, scope: !266, inlinedAt: !271)
!681 = !DILocation(line: 302, column: 5, scope: !266, inlinedAt: !271)
!682 = !DILocation(line: 312, column: 25, scope: !230, inlinedAt: !271)
!683 = !DILocation(line: 312, column: 23, scope: !230, inlinedAt: !271)
!684 = !DILocation(line: 313, column: 46, scope: !230, inlinedAt: !271)
!685 = !DILocation(line: 313, column: 32, scope: !230, inlinedAt: !271)
!686 = !DILocation(line: 0, scope: !270, inlinedAt: !271)
!687 = !DILocation(line: 314, column: 5, scope: !270, inlinedAt: !271)
!688 = !DILocation(line: 314, column: 34, scope: !689, inlinedAt: !271)
!689 = distinct !DILexicalBlock(scope: !270, file: !2, line: 314, column: 5)
!690 = !DILocation(line: 315, column: 13, scope: !691, inlinedAt: !271)
!691 = distinct !DILexicalBlock(scope: !689, file: !2, line: 315, column: 13)
!692 = !DILocation(line: 315, column: 18, scope: !691, inlinedAt: !271)
!693 = !DILocation(line: 315, column: 13, scope: !689, inlinedAt: !271)
!694 = distinct !{!694, !687, !695, !478, !499, !500}
!695 = !DILocation(line: 316, column: 18, scope: !270, inlinedAt: !271)
!696 = !DILocation(line: 303, column: 24, scope: !697, inlinedAt: !271)
!697 = distinct !DILexicalBlock(scope: !698, file: !2, line: 302, column: 38)
!698 = distinct !DILexicalBlock(scope: !266, file: !2, line: 302, column: 5)
!699 = !DILocation(line: 303, column: 21, scope: !697, inlinedAt: !271)
!700 = !DILocation(line: 304, column: 16, scope: !697, inlinedAt: !271)
!701 = !DILocation(line: 304, column: 13, scope: !697, inlinedAt: !271)
!702 = !DILocation(line: 305, column: 18, scope: !703, inlinedAt: !271)
!703 = distinct !DILexicalBlock(scope: !697, file: !2, line: 305, column: 13)
!704 = !DILocation(line: 305, column: 13, scope: !697, inlinedAt: !271)
!705 = !DILocation(line: 307, column: 18, scope: !706, inlinedAt: !271)
!706 = distinct !DILexicalBlock(scope: !697, file: !2, line: 307, column: 13)
!707 = !DILocation(line: 307, column: 13, scope: !697, inlinedAt: !271)
!708 = !DILocation(line: 302, column: 34, scope: !698, inlinedAt: !271)
!709 = !DILocation(line: 302, column: 24, scope: !698, inlinedAt: !271)
!710 = distinct !{!710, !681, !711, !478}
!711 = !DILocation(line: 311, column: 5, scope: !266, inlinedAt: !271)
!712 = !DILocation(line: 318, column: 5, scope: !230, inlinedAt: !271)
!713 = !DILocation(line: 320, column: 5, scope: !230, inlinedAt: !271)
!714 = !DILocation(line: 323, column: 28, scope: !230, inlinedAt: !271)
!715 = !DILocation(line: 323, column: 40, scope: !230, inlinedAt: !271)
!716 = !DILocation(line: 322, column: 5, scope: !230, inlinedAt: !271)
!717 = !DILocation(line: 324, column: 5, scope: !230, inlinedAt: !271)
!718 = !DILocation(line: 326, column: 5, scope: !230, inlinedAt: !271)
!719 = !DILocation(line: 327, column: 5, scope: !230, inlinedAt: !271)
!720 = !DILocation(line: 328, column: 5, scope: !230, inlinedAt: !271)
!721 = !DILocation(line: 314, column: 24, scope: !689, inlinedAt: !271)
!722 = distinct !{!722, !687, !695, !478, !500, !499}
!723 = !DILocation(line: 353, column: 1, scope: !146)
!724 = !DISubprogram(name: "strcmp", scope: !725, file: !725, line: 156, type: !726, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!725 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!726 = !DISubroutineType(types: !727)
!727 = !{!131, !155, !155}
!728 = !DISubprogram(name: "__errno_location", scope: !729, file: !729, line: 37, type: !730, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!729 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!730 = !DISubroutineType(types: !731)
!731 = !{!732}
!732 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!733 = !DISubprogram(name: "strtol", scope: !734, file: !734, line: 177, type: !735, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!734 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!735 = !DISubroutineType(types: !736)
!736 = !{!126, !737, !738, !131}
!737 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !155)
!738 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!739 = distinct !DIAssignID()
!740 = !DILocation(line: 0, scope: !296)
!741 = !DILocation(line: 77, column: 5, scope: !296)
!742 = !DILocation(line: 77, column: 11, scope: !296)
!743 = distinct !DIAssignID()
!744 = !DILocation(line: 80, column: 14, scope: !311)
!745 = !DILocation(line: 80, column: 22, scope: !311)
!746 = !DILocation(line: 80, column: 25, scope: !311)
!747 = !DILocation(line: 80, column: 31, scope: !311)
!748 = !DILocation(line: 80, column: 9, scope: !296)
!749 = !DILocation(line: 82, column: 5, scope: !296)
!750 = !DILocation(line: 82, column: 11, scope: !296)
!751 = !DILocation(line: 83, column: 9, scope: !296)
!752 = !DILocation(line: 84, column: 9, scope: !323)
!753 = !DILocation(line: 84, column: 15, scope: !323)
!754 = !DILocation(line: 84, column: 20, scope: !323)
!755 = !DILocation(line: 84, column: 23, scope: !323)
!756 = !DILocation(line: 84, column: 27, scope: !323)
!757 = !DILocation(line: 84, column: 35, scope: !323)
!758 = !DILocation(line: 84, column: 38, scope: !323)
!759 = !DILocation(line: 84, column: 43, scope: !323)
!760 = !DILocation(line: 84, column: 51, scope: !323)
!761 = !DILocation(line: 86, column: 10, scope: !296)
!762 = !DILocation(line: 87, column: 5, scope: !296)
!763 = !DILocation(line: 88, column: 1, scope: !296)
!764 = !DISubprogram(name: "fprintf", scope: !765, file: !765, line: 350, type: !766, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!765 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!766 = !DISubroutineType(types: !767)
!767 = !{!131, !768, !737, null}
!768 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !173)
!769 = distinct !DISubprogram(name: "generate", scope: !2, file: !2, line: 105, type: !770, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !772)
!770 = !DISubroutineType(types: !771)
!771 = !{!131, !126, !126, !117, !155}
!772 = !{!773, !774, !775, !776, !777, !782, !783, !785, !787, !788, !790, !791, !793, !796, !797, !798, !799, !800, !802, !805, !807, !811}
!773 = !DILocalVariable(name: "rows", arg: 1, scope: !769, file: !2, line: 105, type: !126)
!774 = !DILocalVariable(name: "cols", arg: 2, scope: !769, file: !2, line: 105, type: !126)
!775 = !DILocalVariable(name: "seed", arg: 3, scope: !769, file: !2, line: 105, type: !117)
!776 = !DILocalVariable(name: "path", arg: 4, scope: !769, file: !2, line: 105, type: !155)
!777 = !DILocalVariable(name: "rng", scope: !769, file: !2, line: 107, type: !778)
!778 = !DIDerivedType(tag: DW_TAG_typedef, name: "rng_t", file: !2, line: 42, baseType: !779)
!779 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 40, size: 64, elements: !780)
!780 = !{!781}
!781 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !779, file: !2, line: 41, baseType: !117, size: 64)
!782 = !DILocalVariable(name: "cells", scope: !769, file: !2, line: 108, type: !126)
!783 = !DILocalVariable(name: "area_uw", scope: !769, file: !2, line: 110, type: !784)
!784 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !123)
!785 = !DILocalVariable(name: "density", scope: !769, file: !2, line: 111, type: !786)
!786 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!787 = !DILocalVariable(name: "f", scope: !769, file: !2, line: 112, type: !173)
!788 = !DILocalVariable(name: "i", scope: !789, file: !2, line: 119, type: !126)
!789 = distinct !DILexicalBlock(scope: !769, file: !2, line: 119, column: 5)
!790 = !DILocalVariable(name: "units", scope: !769, file: !2, line: 122, type: !131)
!791 = !DILocalVariable(name: "u", scope: !792, file: !2, line: 123, type: !131)
!792 = distinct !DILexicalBlock(scope: !769, file: !2, line: 123, column: 5)
!793 = !DILocalVariable(name: "h", scope: !794, file: !2, line: 124, type: !126)
!794 = distinct !DILexicalBlock(scope: !795, file: !2, line: 123, column: 37)
!795 = distinct !DILexicalBlock(scope: !792, file: !2, line: 123, column: 5)
!796 = !DILocalVariable(name: "w", scope: !794, file: !2, line: 125, type: !126)
!797 = !DILocalVariable(name: "r0", scope: !794, file: !2, line: 126, type: !126)
!798 = !DILocalVariable(name: "c0", scope: !794, file: !2, line: 127, type: !126)
!799 = !DILocalVariable(name: "level", scope: !794, file: !2, line: 128, type: !129)
!800 = !DILocalVariable(name: "r", scope: !801, file: !2, line: 129, type: !126)
!801 = distinct !DILexicalBlock(scope: !794, file: !2, line: 129, column: 9)
!802 = !DILocalVariable(name: "c", scope: !803, file: !2, line: 130, type: !126)
!803 = distinct !DILexicalBlock(scope: !804, file: !2, line: 130, column: 13)
!804 = distinct !DILexicalBlock(scope: !801, file: !2, line: 129, column: 9)
!805 = !DILocalVariable(name: "r", scope: !806, file: !2, line: 141, type: !126)
!806 = distinct !DILexicalBlock(scope: !769, file: !2, line: 141, column: 5)
!807 = !DILocalVariable(name: "c", scope: !808, file: !2, line: 142, type: !126)
!808 = distinct !DILexicalBlock(scope: !809, file: !2, line: 142, column: 9)
!809 = distinct !DILexicalBlock(scope: !810, file: !2, line: 141, column: 37)
!810 = distinct !DILexicalBlock(scope: !806, file: !2, line: 141, column: 5)
!811 = !DILocalVariable(name: "uw", scope: !812, file: !2, line: 143, type: !123)
!812 = distinct !DILexicalBlock(scope: !813, file: !2, line: 142, column: 41)
!813 = distinct !DILexicalBlock(scope: !808, file: !2, line: 142, column: 9)
!814 = !DILocation(line: 0, scope: !769)
!815 = !DILocation(line: 108, column: 23, scope: !769)
!816 = !DILocation(line: 111, column: 24, scope: !769)
!817 = !DILocation(line: 114, column: 17, scope: !818)
!818 = distinct !DILexicalBlock(scope: !769, file: !2, line: 114, column: 9)
!819 = !DILocation(line: 114, column: 9, scope: !769)
!820 = !DILocation(line: 115, column: 17, scope: !821)
!821 = distinct !DILexicalBlock(scope: !818, file: !2, line: 114, column: 26)
!822 = !DILocation(line: 115, column: 9, scope: !821)
!823 = !DILocation(line: 116, column: 9, scope: !821)
!824 = !DILocalVariable(name: "r", arg: 1, scope: !825, file: !2, line: 51, type: !828)
!825 = distinct !DISubprogram(name: "rng_seed", scope: !2, file: !2, line: 51, type: !826, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !829)
!826 = !DISubroutineType(types: !827)
!827 = !{null, !828, !117}
!828 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !778, size: 64)
!829 = !{!824, !830, !831}
!830 = !DILocalVariable(name: "seed", arg: 2, scope: !825, file: !2, line: 51, type: !117)
!831 = !DILocalVariable(name: "z", scope: !825, file: !2, line: 53, type: !117)
!832 = !DILocation(line: 0, scope: !825, inlinedAt: !833)
!833 = distinct !DILocation(line: 118, column: 5, scope: !769)
!834 = !DILocation(line: 53, column: 23, scope: !825, inlinedAt: !833)
!835 = !DILocation(line: 54, column: 17, scope: !825, inlinedAt: !833)
!836 = !DILocation(line: 54, column: 12, scope: !825, inlinedAt: !833)
!837 = !DILocation(line: 54, column: 25, scope: !825, inlinedAt: !833)
!838 = !DILocation(line: 55, column: 17, scope: !825, inlinedAt: !833)
!839 = !DILocation(line: 55, column: 12, scope: !825, inlinedAt: !833)
!840 = !DILocation(line: 55, column: 25, scope: !825, inlinedAt: !833)
!841 = !DILocation(line: 56, column: 12, scope: !825, inlinedAt: !833)
!842 = !DILocation(line: 56, column: 7, scope: !825, inlinedAt: !833)
!843 = !DILocation(line: 57, column: 12, scope: !825, inlinedAt: !833)
!844 = !DILocation(line: 0, scope: !789)
!845 = !DILocation(line: 119, column: 24, scope: !846)
!846 = distinct !DILexicalBlock(scope: !789, file: !2, line: 119, column: 5)
!847 = !DILocation(line: 119, column: 5, scope: !789)
!848 = !DILocalVariable(name: "r", arg: 1, scope: !849, file: !2, line: 70, type: !828)
!849 = distinct !DISubprogram(name: "rng_below", scope: !2, file: !2, line: 70, type: !850, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !852)
!850 = !DISubroutineType(types: !851)
!851 = !{!132, !828, !132}
!852 = !{!848, !853}
!853 = !DILocalVariable(name: "n", arg: 2, scope: !849, file: !2, line: 70, type: !132)
!854 = !DILocation(line: 0, scope: !849, inlinedAt: !855)
!855 = distinct !DILocation(line: 122, column: 26, scope: !769)
!856 = !DILocalVariable(name: "r", arg: 1, scope: !857, file: !2, line: 60, type: !828)
!857 = distinct !DISubprogram(name: "rng_next", scope: !2, file: !2, line: 60, type: !858, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !115, retainedNodes: !860)
!858 = !DISubroutineType(types: !859)
!859 = !{!132, !828}
!860 = !{!856, !861}
!861 = !DILocalVariable(name: "x", scope: !857, file: !2, line: 62, type: !117)
!862 = !DILocation(line: 0, scope: !857, inlinedAt: !863)
!863 = distinct !DILocation(line: 72, column: 12, scope: !849, inlinedAt: !855)
!864 = !DILocation(line: 63, column: 12, scope: !857, inlinedAt: !863)
!865 = !DILocation(line: 63, column: 7, scope: !857, inlinedAt: !863)
!866 = !DILocation(line: 64, column: 12, scope: !857, inlinedAt: !863)
!867 = !DILocation(line: 64, column: 7, scope: !857, inlinedAt: !863)
!868 = !DILocation(line: 65, column: 12, scope: !857, inlinedAt: !863)
!869 = !DILocation(line: 65, column: 7, scope: !857, inlinedAt: !863)
!870 = !DILocation(line: 67, column: 26, scope: !857, inlinedAt: !863)
!871 = !DILocation(line: 67, column: 51, scope: !857, inlinedAt: !863)
!872 = !DILocation(line: 67, column: 12, scope: !857, inlinedAt: !863)
!873 = !DILocation(line: 72, column: 24, scope: !849, inlinedAt: !855)
!874 = !DILocation(line: 0, scope: !792)
!875 = !DILocation(line: 123, column: 5, scope: !792)
!876 = !DILocation(line: 0, scope: !849, inlinedAt: !877)
!877 = distinct !DILocation(line: 120, column: 37, scope: !846)
!878 = !DILocation(line: 0, scope: !857, inlinedAt: !879)
!879 = distinct !DILocation(line: 72, column: 12, scope: !849, inlinedAt: !877)
!880 = !DILocation(line: 63, column: 12, scope: !857, inlinedAt: !879)
!881 = !DILocation(line: 63, column: 7, scope: !857, inlinedAt: !879)
!882 = !DILocation(line: 64, column: 12, scope: !857, inlinedAt: !879)
!883 = !DILocation(line: 64, column: 7, scope: !857, inlinedAt: !879)
!884 = !DILocation(line: 65, column: 12, scope: !857, inlinedAt: !879)
!885 = !DILocation(line: 65, column: 7, scope: !857, inlinedAt: !879)
!886 = !DILocation(line: 67, column: 26, scope: !857, inlinedAt: !879)
!887 = !DILocation(line: 67, column: 51, scope: !857, inlinedAt: !879)
!888 = !DILocation(line: 67, column: 12, scope: !857, inlinedAt: !879)
!889 = !DILocation(line: 72, column: 24, scope: !849, inlinedAt: !877)
!890 = !DILocation(line: 120, column: 26, scope: !846)
!891 = !DILocation(line: 120, column: 9, scope: !846)
!892 = !DILocation(line: 120, column: 20, scope: !846)
!893 = !DILocation(line: 119, column: 34, scope: !846)
!894 = distinct !{!894, !847, !895, !478}
!895 = !DILocation(line: 120, column: 56, scope: !789)
!896 = !DILocation(line: 134, column: 9, scope: !769)
!897 = !DILocation(line: 135, column: 11, scope: !898)
!898 = distinct !DILexicalBlock(scope: !769, file: !2, line: 135, column: 9)
!899 = !DILocation(line: 135, column: 9, scope: !769)
!900 = !DILocation(line: 0, scope: !849, inlinedAt: !901)
!901 = distinct !DILocation(line: 124, column: 35, scope: !794)
!902 = !DILocation(line: 0, scope: !857, inlinedAt: !903)
!903 = distinct !DILocation(line: 72, column: 12, scope: !849, inlinedAt: !901)
!904 = !DILocation(line: 63, column: 12, scope: !857, inlinedAt: !903)
!905 = !DILocation(line: 63, column: 7, scope: !857, inlinedAt: !903)
!906 = !DILocation(line: 64, column: 12, scope: !857, inlinedAt: !903)
!907 = !DILocation(line: 64, column: 7, scope: !857, inlinedAt: !903)
!908 = !DILocation(line: 65, column: 12, scope: !857, inlinedAt: !903)
!909 = !DILocation(line: 65, column: 7, scope: !857, inlinedAt: !903)
!910 = !DILocation(line: 67, column: 26, scope: !857, inlinedAt: !903)
!911 = !DILocation(line: 67, column: 51, scope: !857, inlinedAt: !903)
!912 = !DILocation(line: 67, column: 12, scope: !857, inlinedAt: !903)
!913 = !DILocation(line: 72, column: 24, scope: !849, inlinedAt: !901)
!914 = !DILocation(line: 124, column: 29, scope: !794)
!915 = !DILocation(line: 124, column: 27, scope: !794)
!916 = !DILocation(line: 0, scope: !794)
!917 = !DILocation(line: 0, scope: !849, inlinedAt: !918)
!918 = distinct !DILocation(line: 125, column: 35, scope: !794)
!919 = !DILocation(line: 0, scope: !857, inlinedAt: !920)
!920 = distinct !DILocation(line: 72, column: 12, scope: !849, inlinedAt: !918)
!921 = !DILocation(line: 63, column: 12, scope: !857, inlinedAt: !920)
!922 = !DILocation(line: 63, column: 7, scope: !857, inlinedAt: !920)
!923 = !DILocation(line: 64, column: 12, scope: !857, inlinedAt: !920)
!924 = !DILocation(line: 64, column: 7, scope: !857, inlinedAt: !920)
!925 = !DILocation(line: 65, column: 12, scope: !857, inlinedAt: !920)
!926 = !DILocation(line: 65, column: 7, scope: !857, inlinedAt: !920)
!927 = !DILocation(line: 67, column: 26, scope: !857, inlinedAt: !920)
!928 = !DILocation(line: 67, column: 51, scope: !857, inlinedAt: !920)
!929 = !DILocation(line: 67, column: 12, scope: !857, inlinedAt: !920)
!930 = !DILocation(line: 72, column: 24, scope: !849, inlinedAt: !918)
!931 = !DILocation(line: 125, column: 29, scope: !794)
!932 = !DILocation(line: 125, column: 27, scope: !794)
!933 = !DILocation(line: 126, column: 57, scope: !794)
!934 = !DILocation(line: 126, column: 41, scope: !794)
!935 = !DILocation(line: 0, scope: !849, inlinedAt: !936)
!936 = distinct !DILocation(line: 126, column: 25, scope: !794)
!937 = !DILocation(line: 0, scope: !857, inlinedAt: !938)
!938 = distinct !DILocation(line: 72, column: 12, scope: !849, inlinedAt: !936)
!939 = !DILocation(line: 63, column: 12, scope: !857, inlinedAt: !938)
!940 = !DILocation(line: 63, column: 7, scope: !857, inlinedAt: !938)
!941 = !DILocation(line: 64, column: 12, scope: !857, inlinedAt: !938)
!942 = !DILocation(line: 64, column: 7, scope: !857, inlinedAt: !938)
!943 = !DILocation(line: 65, column: 12, scope: !857, inlinedAt: !938)
!944 = !DILocation(line: 65, column: 7, scope: !857, inlinedAt: !938)
!945 = !DILocation(line: 67, column: 26, scope: !857, inlinedAt: !938)
!946 = !DILocation(line: 67, column: 51, scope: !857, inlinedAt: !938)
!947 = !DILocation(line: 67, column: 12, scope: !857, inlinedAt: !938)
!948 = !DILocation(line: 72, column: 24, scope: !849, inlinedAt: !936)
!949 = !DILocation(line: 126, column: 19, scope: !794)
!950 = !DILocation(line: 127, column: 57, scope: !794)
!951 = !DILocation(line: 127, column: 41, scope: !794)
!952 = !DILocation(line: 0, scope: !849, inlinedAt: !953)
!953 = distinct !DILocation(line: 127, column: 25, scope: !794)
!954 = !DILocation(line: 0, scope: !857, inlinedAt: !955)
!955 = distinct !DILocation(line: 72, column: 12, scope: !849, inlinedAt: !953)
!956 = !DILocation(line: 63, column: 12, scope: !857, inlinedAt: !955)
!957 = !DILocation(line: 63, column: 7, scope: !857, inlinedAt: !955)
!958 = !DILocation(line: 64, column: 12, scope: !857, inlinedAt: !955)
!959 = !DILocation(line: 64, column: 7, scope: !857, inlinedAt: !955)
!960 = !DILocation(line: 65, column: 12, scope: !857, inlinedAt: !955)
!961 = !DILocation(line: 65, column: 7, scope: !857, inlinedAt: !955)
!962 = !DILocation(line: 67, column: 26, scope: !857, inlinedAt: !955)
!963 = !DILocation(line: 67, column: 51, scope: !857, inlinedAt: !955)
!964 = !DILocation(line: 67, column: 12, scope: !857, inlinedAt: !955)
!965 = !DILocation(line: 72, column: 24, scope: !849, inlinedAt: !953)
!966 = !DILocation(line: 127, column: 19, scope: !794)
!967 = !DILocation(line: 0, scope: !849, inlinedAt: !968)
!968 = distinct !DILocation(line: 128, column: 40, scope: !794)
!969 = !DILocation(line: 0, scope: !857, inlinedAt: !970)
!970 = distinct !DILocation(line: 72, column: 12, scope: !849, inlinedAt: !968)
!971 = !DILocation(line: 63, column: 12, scope: !857, inlinedAt: !970)
!972 = !DILocation(line: 63, column: 7, scope: !857, inlinedAt: !970)
!973 = !DILocation(line: 64, column: 12, scope: !857, inlinedAt: !970)
!974 = !DILocation(line: 64, column: 7, scope: !857, inlinedAt: !970)
!975 = !DILocation(line: 65, column: 12, scope: !857, inlinedAt: !970)
!976 = !DILocation(line: 65, column: 7, scope: !857, inlinedAt: !970)
!977 = !DILocation(line: 67, column: 26, scope: !857, inlinedAt: !970)
!978 = !DILocation(line: 67, column: 51, scope: !857, inlinedAt: !970)
!979 = !DILocation(line: 67, column: 12, scope: !857, inlinedAt: !970)
!980 = !DILocation(line: 72, column: 24, scope: !849, inlinedAt: !968)
!981 = !DILocation(line: 128, column: 29, scope: !794)
!982 = !DILocation(line: 0, scope: !801)
!983 = !DILocation(line: 129, column: 29, scope: !804)
!984 = !DILocation(line: 129, column: 9, scope: !801)
!985 = !DILocation(line: 0, scope: !803)
!986 = !DILocation(line: 130, column: 13, scope: !803)
!987 = !DILocation(line: 66, column: 10, scope: !857, inlinedAt: !970)
!988 = !DILocation(line: 123, column: 33, scope: !795)
!989 = !DILocation(line: 123, column: 23, scope: !795)
!990 = distinct !{!990, !875, !991, !478}
!991 = !DILocation(line: 132, column: 5, scope: !792)
!992 = !DILocation(line: 66, column: 10, scope: !857, inlinedAt: !993)
!993 = !DILocation(line: 72, column: 12, scope: !849, inlinedAt: !916)
!994 = !DILocation(line: 129, column: 40, scope: !804)
!995 = distinct !{!995, !984, !996, !478}
!996 = !DILocation(line: 131, column: 76, scope: !801)
!997 = !DILocation(line: 0, scope: !849, inlinedAt: !998)
!998 = distinct !DILocation(line: 131, column: 58, scope: !999)
!999 = distinct !DILexicalBlock(scope: !803, file: !2, line: 130, column: 13)
!1000 = !DILocation(line: 0, scope: !857, inlinedAt: !1001)
!1001 = distinct !DILocation(line: 72, column: 12, scope: !849, inlinedAt: !998)
!1002 = !DILocation(line: 63, column: 12, scope: !857, inlinedAt: !1001)
!1003 = !DILocation(line: 63, column: 7, scope: !857, inlinedAt: !1001)
!1004 = !DILocation(line: 64, column: 12, scope: !857, inlinedAt: !1001)
!1005 = !DILocation(line: 64, column: 7, scope: !857, inlinedAt: !1001)
!1006 = !DILocation(line: 65, column: 12, scope: !857, inlinedAt: !1001)
!1007 = !DILocation(line: 65, column: 7, scope: !857, inlinedAt: !1001)
!1008 = !DILocation(line: 67, column: 26, scope: !857, inlinedAt: !1001)
!1009 = !DILocation(line: 67, column: 51, scope: !857, inlinedAt: !1001)
!1010 = !DILocation(line: 67, column: 12, scope: !857, inlinedAt: !1001)
!1011 = !DILocation(line: 72, column: 24, scope: !849, inlinedAt: !998)
!1012 = !DILocation(line: 131, column: 47, scope: !999)
!1013 = !DILocation(line: 131, column: 17, scope: !999)
!1014 = !DILocation(line: 131, column: 39, scope: !999)
!1015 = !DILocation(line: 130, column: 44, scope: !999)
!1016 = !DILocation(line: 130, column: 33, scope: !999)
!1017 = distinct !{!1017, !986, !1018, !478}
!1018 = !DILocation(line: 131, column: 76, scope: !803)
!1019 = !DILocation(line: 136, column: 17, scope: !1020)
!1020 = distinct !DILexicalBlock(scope: !898, file: !2, line: 135, column: 20)
!1021 = !DILocation(line: 136, column: 74, scope: !1020)
!1022 = !DILocation(line: 136, column: 65, scope: !1020)
!1023 = !DILocation(line: 136, column: 9, scope: !1020)
!1024 = !DILocation(line: 137, column: 9, scope: !1020)
!1025 = !DILocation(line: 138, column: 9, scope: !1020)
!1026 = !DILocation(line: 140, column: 5, scope: !769)
!1027 = !DILocation(line: 0, scope: !806)
!1028 = !DILocation(line: 141, column: 24, scope: !810)
!1029 = !DILocation(line: 141, column: 5, scope: !806)
!1030 = !DILocation(line: 0, scope: !808)
!1031 = !DILocation(line: 142, column: 9, scope: !808)
!1032 = !DILocation(line: 143, column: 35, scope: !812)
!1033 = !DILocation(line: 143, column: 26, scope: !812)
!1034 = !DILocation(line: 143, column: 57, scope: !812)
!1035 = !DILocation(line: 143, column: 67, scope: !812)
!1036 = !DILocation(line: 0, scope: !812)
!1037 = !DILocation(line: 144, column: 70, scope: !812)
!1038 = !DILocation(line: 145, column: 36, scope: !812)
!1039 = !DILocation(line: 144, column: 13, scope: !812)
!1040 = !DILocation(line: 149, column: 5, scope: !769)
!1041 = !DILocation(line: 150, column: 9, scope: !1042)
!1042 = distinct !DILexicalBlock(scope: !769, file: !2, line: 150, column: 9)
!1043 = !DILocation(line: 150, column: 19, scope: !1042)
!1044 = !DILocation(line: 150, column: 9, scope: !769)
!1045 = !DILocation(line: 147, column: 9, scope: !809)
!1046 = !DILocation(line: 141, column: 33, scope: !810)
!1047 = distinct !{!1047, !1029, !1048, !478}
!1048 = !DILocation(line: 148, column: 5, scope: !806)
!1049 = !DILocation(line: 142, column: 37, scope: !813)
!1050 = !DILocation(line: 142, column: 28, scope: !813)
!1051 = distinct !{!1051, !1031, !1052, !478, !615}
!1052 = !DILocation(line: 146, column: 9, scope: !808)
!1053 = !DILocation(line: 151, column: 17, scope: !1054)
!1054 = distinct !DILexicalBlock(scope: !1042, file: !2, line: 150, column: 25)
!1055 = !DILocation(line: 151, column: 9, scope: !1054)
!1056 = !DILocation(line: 152, column: 9, scope: !1054)
!1057 = !DILocation(line: 154, column: 5, scope: !769)
!1058 = !DILocation(line: 155, column: 5, scope: !769)
!1059 = !DILocation(line: 156, column: 1, scope: !769)
!1060 = !DISubprogram(name: "fopen", scope: !765, file: !765, line: 258, type: !1061, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1061 = !DISubroutineType(types: !1062)
!1062 = !{!173, !737, !737}
!1063 = !DISubprogram(name: "strerror", scope: !725, file: !725, line: 419, type: !1064, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1064 = !DISubroutineType(types: !1065)
!1065 = !{!150, !131}
!1066 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !765, file: !765, line: 434, type: !766, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1067 = !DISubprogram(name: "fclose", scope: !765, file: !765, line: 178, type: !1068, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1068 = !DISubroutineType(types: !1069)
!1069 = !{!131, !173}
!1070 = !DISubprogram(name: "calloc", scope: !734, file: !734, line: 556, type: !1071, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1071 = !DISubroutineType(types: !1072)
!1072 = !{!122, !127, !127}
!1073 = !DISubprogram(name: "free", scope: !734, file: !734, line: 568, type: !1074, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1074 = !DISubroutineType(types: !1075)
!1075 = !{null, !122}
!1076 = !DISubprogram(name: "fputc", scope: !765, file: !765, line: 549, type: !1077, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1077 = !DISubroutineType(types: !1078)
!1078 = !{!131, !131, !173}
!1079 = !DISubprogram(name: "printf", scope: !765, file: !765, line: 356, type: !1080, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1080 = !DISubroutineType(types: !1081)
!1081 = !{!131, !737, null}
