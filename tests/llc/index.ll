; ModuleID = 'index.c'
source_filename = "index.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.3f\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !26 {
    #dbg_value(i32 %0, !30, !DIExpression(), !55)
    #dbg_value(ptr %1, !31, !DIExpression(), !55)
  %3 = icmp sgt i32 %0, 1, !dbg !56
  br i1 %3, label %4, label %9, !dbg !57

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !58
  %6 = load ptr, ptr %5, align 8, !dbg !58, !tbaa !59
    #dbg_value(ptr %6, !63, !DIExpression(), !71)
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #7, !dbg !73
  %8 = trunc i64 %7 to i32, !dbg !74
  br label %9, !dbg !57

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 256, %2 ], !dbg !57
    #dbg_value(i32 %10, !32, !DIExpression(), !55)
  %11 = sext i32 %10 to i64, !dbg !75
  %12 = shl nsw i64 %11, 2, !dbg !76
  %13 = tail call noalias ptr @malloc(i64 noundef %12) #8, !dbg !77
    #dbg_value(ptr %13, !33, !DIExpression(), !55)
  %14 = tail call noalias ptr @malloc(i64 noundef %12) #8, !dbg !78
    #dbg_value(ptr %14, !35, !DIExpression(), !55)
  %15 = tail call noalias ptr @malloc(i64 noundef %12) #8, !dbg !79
    #dbg_value(ptr %15, !36, !DIExpression(), !55)
  %16 = tail call noalias ptr @malloc(i64 noundef %12) #8, !dbg !80
    #dbg_value(ptr %16, !38, !DIExpression(), !55)
    #dbg_value(double 0.000000e+00, !39, !DIExpression(), !55)
  %17 = insertelement <4 x ptr> poison, ptr %13, i64 0, !dbg !81
  %18 = insertelement <4 x ptr> %17, ptr %14, i64 1, !dbg !81
  %19 = insertelement <4 x ptr> %18, ptr %15, i64 2, !dbg !81
  %20 = insertelement <4 x ptr> %19, ptr %16, i64 3, !dbg !81
  %21 = icmp eq <4 x ptr> %20, zeroinitializer, !dbg !81
  %22 = icmp slt i32 %10, 2
  %23 = bitcast <4 x i1> %21 to i4, !dbg !83
  %24 = icmp ne i4 %23, 0, !dbg !83
  %25 = or i1 %24, %22, !dbg !83
  br i1 %25, label %222, label %26, !dbg !83

26:                                               ; preds = %9
  %27 = zext nneg i32 %10 to i64, !dbg !84
  %28 = icmp ult i32 %10, 8, !dbg !86
  br i1 %28, label %29, label %31, !dbg !86

29:                                               ; preds = %51, %26
  %30 = phi i64 [ 0, %26 ], [ %32, %51 ]
  br label %79, !dbg !86

31:                                               ; preds = %26
  %32 = and i64 %27, 2147483640, !dbg !86
  br label %33, !dbg !86

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %47, %33 ], !dbg !87
  %35 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %31 ], [ %48, %33 ]
  %36 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %31 ], [ %49, %33 ], !dbg !89
  %37 = getelementptr inbounds i32, ptr %13, i64 %34, !dbg !90
  %38 = add <4 x i32> %36, <i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !89
  %39 = add <4 x i32> %36, <i32 3, i32 3, i32 3, i32 3>, !dbg !89
  %40 = getelementptr inbounds i8, ptr %37, i64 16, !dbg !89
  store <4 x i32> %38, ptr %37, align 4, !dbg !89, !tbaa !91
  store <4 x i32> %39, ptr %40, align 4, !dbg !89, !tbaa !91
  %41 = getelementptr inbounds i32, ptr %14, i64 %34, !dbg !93
  %42 = trunc <4 x i64> %35 to <4 x i32>, !dbg !94
  %43 = add <4 x i32> %42, <i32 1, i32 1, i32 1, i32 1>, !dbg !94
  %44 = trunc <4 x i64> %35 to <4 x i32>, !dbg !94
  %45 = add <4 x i32> %44, <i32 5, i32 5, i32 5, i32 5>, !dbg !94
  %46 = getelementptr inbounds i8, ptr %41, i64 16, !dbg !94
  store <4 x i32> %43, ptr %41, align 4, !dbg !94, !tbaa !91
  store <4 x i32> %45, ptr %46, align 4, !dbg !94, !tbaa !91
  %47 = add nuw i64 %34, 8, !dbg !87
  %48 = add <4 x i64> %35, <i64 8, i64 8, i64 8, i64 8>
  %49 = add <4 x i32> %36, <i32 8, i32 8, i32 8, i32 8>, !dbg !89
  %50 = icmp eq i64 %47, %32, !dbg !87
  br i1 %50, label %51, label %33, !dbg !87, !llvm.loop !95

51:                                               ; preds = %33
  %52 = icmp eq i64 %32, %27, !dbg !86
  br i1 %52, label %53, label %29, !dbg !86

53:                                               ; preds = %79, %51
  store i32 0, ptr %13, align 4, !dbg !100, !tbaa !91
  %54 = add nsw i32 %10, -1, !dbg !101
  %55 = zext nneg i32 %54 to i64, !dbg !102
  %56 = getelementptr inbounds i32, ptr %14, i64 %55, !dbg !102
  store i32 %54, ptr %56, align 4, !dbg !103, !tbaa !91
    #dbg_value(i32 0, !43, !DIExpression(), !104)
  %57 = icmp sgt i32 %10, 0, !dbg !105
  br i1 %57, label %58, label %88, !dbg !107

58:                                               ; preds = %53
  %59 = icmp ult i32 %10, 8, !dbg !107
  br i1 %59, label %60, label %62, !dbg !107

60:                                               ; preds = %77, %58
  %61 = phi i64 [ 0, %58 ], [ %63, %77 ]
  br label %94, !dbg !107

62:                                               ; preds = %58
  %63 = and i64 %27, 2147483640, !dbg !107
  br label %64, !dbg !107

64:                                               ; preds = %64, %62
  %65 = phi i64 [ 0, %62 ], [ %74, %64 ], !dbg !108
  %66 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %62 ], [ %75, %64 ], !dbg !109
  %67 = add <4 x i32> %66, <i32 4, i32 4, i32 4, i32 4>, !dbg !109
  %68 = urem <4 x i32> %66, <i32 7, i32 7, i32 7, i32 7>, !dbg !109
  %69 = urem <4 x i32> %67, <i32 7, i32 7, i32 7, i32 7>, !dbg !109
  %70 = uitofp nneg <4 x i32> %68 to <4 x float>, !dbg !110
  %71 = uitofp nneg <4 x i32> %69 to <4 x float>, !dbg !110
  %72 = getelementptr inbounds float, ptr %15, i64 %65, !dbg !111
  %73 = getelementptr inbounds i8, ptr %72, i64 16, !dbg !112
  store <4 x float> %70, ptr %72, align 4, !dbg !112, !tbaa !113
  store <4 x float> %71, ptr %73, align 4, !dbg !112, !tbaa !113
  %74 = add nuw i64 %65, 8, !dbg !108
  %75 = add <4 x i32> %66, <i32 8, i32 8, i32 8, i32 8>, !dbg !109
  %76 = icmp eq i64 %74, %63, !dbg !108
  br i1 %76, label %77, label %64, !dbg !108, !llvm.loop !115

77:                                               ; preds = %64
  %78 = icmp eq i64 %63, %27, !dbg !107
  br i1 %78, label %88, label %60, !dbg !107

79:                                               ; preds = %29, %79
  %80 = phi i64 [ %84, %79 ], [ %30, %29 ]
    #dbg_value(i64 %80, !41, !DIExpression(), !117)
  %81 = getelementptr inbounds i32, ptr %13, i64 %80, !dbg !90
  %82 = trunc i64 %80 to i32, !dbg !89
  %83 = add i32 %82, -1, !dbg !89
  store i32 %83, ptr %81, align 4, !dbg !89, !tbaa !91
  %84 = add nuw nsw i64 %80, 1, !dbg !87
  %85 = getelementptr inbounds i32, ptr %14, i64 %80, !dbg !93
  %86 = trunc nuw nsw i64 %84 to i32, !dbg !94
  store i32 %86, ptr %85, align 4, !dbg !94, !tbaa !91
    #dbg_value(i64 %84, !41, !DIExpression(), !117)
  %87 = icmp eq i64 %84, %27, !dbg !84
  br i1 %87, label %53, label %79, !dbg !86, !llvm.loop !118

88:                                               ; preds = %94, %77, %53
    #dbg_value(i32 0, !45, !DIExpression(), !119)
  %89 = shl nuw nsw i64 %27, 2, !dbg !120
  %90 = and i64 %27, 1
  %91 = icmp eq i32 %10, 1
  %92 = and i64 %27, 2147483646
  %93 = icmp eq i64 %90, 0
  br label %102, !dbg !120

94:                                               ; preds = %60, %94
  %95 = phi i64 [ %100, %94 ], [ %61, %60 ]
    #dbg_value(i64 %95, !43, !DIExpression(), !104)
  %96 = trunc nuw nsw i64 %95 to i32, !dbg !109
  %97 = urem i32 %96, 7, !dbg !109
  %98 = uitofp nneg i32 %97 to float, !dbg !110
  %99 = getelementptr inbounds float, ptr %15, i64 %95, !dbg !111
  store float %98, ptr %99, align 4, !dbg !112, !tbaa !113
  %100 = add nuw nsw i64 %95, 1, !dbg !108
    #dbg_value(i64 %100, !43, !DIExpression(), !104)
  %101 = icmp eq i64 %100, %27, !dbg !105
  br i1 %101, label %88, label %94, !dbg !107, !llvm.loop !121

102:                                              ; preds = %167, %88
  %103 = phi i32 [ 0, %88 ], [ %168, %167 ]
    #dbg_value(i32 %103, !45, !DIExpression(), !119)
    #dbg_value(i32 0, !47, !DIExpression(), !122)
  br i1 %57, label %104, label %174, !dbg !123

104:                                              ; preds = %102
  br i1 %91, label %105, label %125, !dbg !123

105:                                              ; preds = %125, %104
  %106 = phi i64 [ 0, %104 ], [ %161, %125 ]
  br i1 %93, label %124, label %107, !dbg !123

107:                                              ; preds = %105
    #dbg_value(i64 %106, !47, !DIExpression(), !122)
  %108 = getelementptr inbounds float, ptr %15, i64 %106, !dbg !124
  %109 = load float, ptr %108, align 4, !dbg !124, !tbaa !113
  %110 = getelementptr inbounds i32, ptr %13, i64 %106, !dbg !126
  %111 = load i32, ptr %110, align 4, !dbg !126, !tbaa !91
  %112 = sext i32 %111 to i64, !dbg !127
  %113 = getelementptr inbounds float, ptr %15, i64 %112, !dbg !127
  %114 = load float, ptr %113, align 4, !dbg !127, !tbaa !113
  %115 = getelementptr inbounds i32, ptr %14, i64 %106, !dbg !128
  %116 = load i32, ptr %115, align 4, !dbg !128, !tbaa !91
  %117 = sext i32 %116 to i64, !dbg !129
  %118 = getelementptr inbounds float, ptr %15, i64 %117, !dbg !129
  %119 = load float, ptr %118, align 4, !dbg !129, !tbaa !113
  %120 = fadd float %114, %119, !dbg !130
  %121 = fmul float %120, 2.500000e-01, !dbg !131
  %122 = tail call float @llvm.fmuladd.f32(float %109, float 5.000000e-01, float %121), !dbg !132
  %123 = getelementptr inbounds float, ptr %16, i64 %106, !dbg !133
  store float %122, ptr %123, align 4, !dbg !134, !tbaa !113
    #dbg_value(i64 %106, !47, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !122)
  br label %124, !dbg !135

124:                                              ; preds = %105, %107
    #dbg_value(i32 0, !51, !DIExpression(), !136)
  br i1 %57, label %164, label %174, !dbg !135

125:                                              ; preds = %104, %125
  %126 = phi i64 [ %161, %125 ], [ 0, %104 ]
  %127 = phi i64 [ %162, %125 ], [ 0, %104 ]
    #dbg_value(i64 %126, !47, !DIExpression(), !122)
  %128 = getelementptr inbounds float, ptr %15, i64 %126, !dbg !124
  %129 = load float, ptr %128, align 4, !dbg !124, !tbaa !113
  %130 = getelementptr inbounds i32, ptr %13, i64 %126, !dbg !126
  %131 = load i32, ptr %130, align 4, !dbg !126, !tbaa !91
  %132 = sext i32 %131 to i64, !dbg !127
  %133 = getelementptr inbounds float, ptr %15, i64 %132, !dbg !127
  %134 = load float, ptr %133, align 4, !dbg !127, !tbaa !113
  %135 = getelementptr inbounds i32, ptr %14, i64 %126, !dbg !128
  %136 = load i32, ptr %135, align 4, !dbg !128, !tbaa !91
  %137 = sext i32 %136 to i64, !dbg !129
  %138 = getelementptr inbounds float, ptr %15, i64 %137, !dbg !129
  %139 = load float, ptr %138, align 4, !dbg !129, !tbaa !113
  %140 = fadd float %134, %139, !dbg !130
  %141 = fmul float %140, 2.500000e-01, !dbg !131
  %142 = tail call float @llvm.fmuladd.f32(float %129, float 5.000000e-01, float %141), !dbg !132
  %143 = getelementptr inbounds float, ptr %16, i64 %126, !dbg !133
  store float %142, ptr %143, align 4, !dbg !134, !tbaa !113
  %144 = or disjoint i64 %126, 1, !dbg !137
    #dbg_value(i64 %144, !47, !DIExpression(), !122)
  %145 = getelementptr inbounds float, ptr %15, i64 %144, !dbg !124
  %146 = load float, ptr %145, align 4, !dbg !124, !tbaa !113
  %147 = getelementptr inbounds i32, ptr %13, i64 %144, !dbg !126
  %148 = load i32, ptr %147, align 4, !dbg !126, !tbaa !91
  %149 = sext i32 %148 to i64, !dbg !127
  %150 = getelementptr inbounds float, ptr %15, i64 %149, !dbg !127
  %151 = load float, ptr %150, align 4, !dbg !127, !tbaa !113
  %152 = getelementptr inbounds i32, ptr %14, i64 %144, !dbg !128
  %153 = load i32, ptr %152, align 4, !dbg !128, !tbaa !91
  %154 = sext i32 %153 to i64, !dbg !129
  %155 = getelementptr inbounds float, ptr %15, i64 %154, !dbg !129
  %156 = load float, ptr %155, align 4, !dbg !129, !tbaa !113
  %157 = fadd float %151, %156, !dbg !130
  %158 = fmul float %157, 2.500000e-01, !dbg !131
  %159 = tail call float @llvm.fmuladd.f32(float %146, float 5.000000e-01, float %158), !dbg !132
  %160 = getelementptr inbounds float, ptr %16, i64 %144, !dbg !133
  store float %159, ptr %160, align 4, !dbg !134, !tbaa !113
  %161 = add nuw nsw i64 %126, 2, !dbg !137
    #dbg_value(i64 %161, !47, !DIExpression(), !122)
  %162 = add i64 %127, 2, !dbg !123
  %163 = icmp eq i64 %162, %92, !dbg !123
  br i1 %163, label %105, label %125, !dbg !123, !llvm.loop !138

164:                                              ; preds = %124
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %15, ptr nonnull align 4 %16, i64 %89, i1 false), !dbg !140, !tbaa !113
    #dbg_value(i64 poison, !51, !DIExpression(), !136)
  %165 = add nuw nsw i32 %103, 1, !dbg !142
    #dbg_value(i32 %165, !45, !DIExpression(), !119)
  %166 = icmp eq i32 %165, 20, !dbg !143
  br i1 %166, label %169, label %167, !dbg !120

167:                                              ; preds = %164, %174
  %168 = phi i32 [ %165, %164 ], [ %175, %174 ]
  br label %102, !dbg !123, !llvm.loop !144

169:                                              ; preds = %164
  %170 = and i64 %27, 3, !dbg !146
  %171 = icmp ult i32 %10, 4, !dbg !146
  br i1 %171, label %177, label %172, !dbg !146

172:                                              ; preds = %169
  %173 = and i64 %27, 2147483644, !dbg !146
  br label %196, !dbg !146

174:                                              ; preds = %102, %124
  %175 = add nuw nsw i32 %103, 1, !dbg !142
    #dbg_value(i32 %175, !45, !DIExpression(), !119)
  %176 = icmp eq i32 %175, 20, !dbg !143
  br i1 %176, label %193, label %167, !dbg !120

177:                                              ; preds = %196, %169
  %178 = phi double [ poison, %169 ], [ %218, %196 ]
  %179 = phi i64 [ 0, %169 ], [ %219, %196 ]
  %180 = phi double [ 0.000000e+00, %169 ], [ %218, %196 ]
  %181 = icmp eq i64 %170, 0, !dbg !146
  br i1 %181, label %193, label %182, !dbg !146

182:                                              ; preds = %177, %182
  %183 = phi i64 [ %190, %182 ], [ %179, %177 ]
  %184 = phi double [ %189, %182 ], [ %180, %177 ]
  %185 = phi i64 [ %191, %182 ], [ 0, %177 ]
    #dbg_value(i64 %183, !53, !DIExpression(), !147)
    #dbg_value(double %184, !39, !DIExpression(), !55)
  %186 = getelementptr inbounds float, ptr %15, i64 %183, !dbg !148
  %187 = load float, ptr %186, align 4, !dbg !148, !tbaa !113
  %188 = fpext float %187 to double, !dbg !148
  %189 = fadd double %184, %188, !dbg !150
    #dbg_value(double %189, !39, !DIExpression(), !55)
  %190 = add nuw nsw i64 %183, 1, !dbg !151
    #dbg_value(i64 %190, !53, !DIExpression(), !147)
  %191 = add i64 %185, 1, !dbg !146
  %192 = icmp eq i64 %191, %170, !dbg !146
  br i1 %192, label %193, label %182, !dbg !146, !llvm.loop !152

193:                                              ; preds = %174, %177, %182
  %194 = phi double [ %178, %177 ], [ %189, %182 ], [ 0.000000e+00, %174 ], !dbg !55
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %194), !dbg !154
  tail call void @free(ptr noundef %13) #7, !dbg !155
  tail call void @free(ptr noundef %14) #7, !dbg !156
  tail call void @free(ptr noundef %15) #7, !dbg !157
  tail call void @free(ptr noundef %16) #7, !dbg !158
  br label %222, !dbg !159

196:                                              ; preds = %196, %172
  %197 = phi i64 [ 0, %172 ], [ %219, %196 ]
  %198 = phi double [ 0.000000e+00, %172 ], [ %218, %196 ]
  %199 = phi i64 [ 0, %172 ], [ %220, %196 ]
    #dbg_value(i64 %197, !53, !DIExpression(), !147)
    #dbg_value(double %198, !39, !DIExpression(), !55)
  %200 = getelementptr inbounds float, ptr %15, i64 %197, !dbg !148
  %201 = load float, ptr %200, align 4, !dbg !148, !tbaa !113
  %202 = fpext float %201 to double, !dbg !148
  %203 = fadd double %198, %202, !dbg !150
    #dbg_value(double %203, !39, !DIExpression(), !55)
  %204 = or disjoint i64 %197, 1, !dbg !151
    #dbg_value(i64 %204, !53, !DIExpression(), !147)
  %205 = getelementptr inbounds float, ptr %15, i64 %204, !dbg !148
  %206 = load float, ptr %205, align 4, !dbg !148, !tbaa !113
  %207 = fpext float %206 to double, !dbg !148
  %208 = fadd double %203, %207, !dbg !150
    #dbg_value(double %208, !39, !DIExpression(), !55)
  %209 = or disjoint i64 %197, 2, !dbg !151
    #dbg_value(i64 %209, !53, !DIExpression(), !147)
  %210 = getelementptr inbounds float, ptr %15, i64 %209, !dbg !148
  %211 = load float, ptr %210, align 4, !dbg !148, !tbaa !113
  %212 = fpext float %211 to double, !dbg !148
  %213 = fadd double %208, %212, !dbg !150
    #dbg_value(double %213, !39, !DIExpression(), !55)
  %214 = or disjoint i64 %197, 3, !dbg !151
    #dbg_value(i64 %214, !53, !DIExpression(), !147)
  %215 = getelementptr inbounds float, ptr %15, i64 %214, !dbg !148
  %216 = load float, ptr %215, align 4, !dbg !148, !tbaa !113
  %217 = fpext float %216 to double, !dbg !148
  %218 = fadd double %213, %217, !dbg !150
    #dbg_value(double %218, !39, !DIExpression(), !55)
  %219 = add nuw nsw i64 %197, 4, !dbg !151
    #dbg_value(i64 %219, !53, !DIExpression(), !147)
  %220 = add i64 %199, 4, !dbg !146
  %221 = icmp eq i64 %220, %173, !dbg !146
  br i1 %221, label %177, label %196, !dbg !146, !llvm.loop !160

222:                                              ; preds = %9, %193
  %223 = phi i32 [ 0, %193 ], [ 1, %9 ], !dbg !55
  ret i32 %223, !dbg !162
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !163 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree nounwind
declare !dbg !166 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !171 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !174 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "index.c", directory: "/work/main/tests/llc", checksumkind: CSK_MD5, checksum: "7619bda2f1fbbc86cc192a25ea6d025f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !17, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !12, !13, !14, !16}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !{!0}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !27, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!13, !13, !14}
!29 = !{!30, !31, !32, !33, !35, !36, !38, !39, !41, !43, !45, !47, !51, !53}
!30 = !DILocalVariable(name: "argc", arg: 1, scope: !26, file: !2, line: 13, type: !13)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !26, file: !2, line: 13, type: !14)
!32 = !DILocalVariable(name: "n", scope: !26, file: !2, line: 15, type: !13)
!33 = !DILocalVariable(name: "up", scope: !26, file: !2, line: 16, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!35 = !DILocalVariable(name: "down", scope: !26, file: !2, line: 17, type: !34)
!36 = !DILocalVariable(name: "v", scope: !26, file: !2, line: 18, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!38 = !DILocalVariable(name: "w", scope: !26, file: !2, line: 19, type: !37)
!39 = !DILocalVariable(name: "s", scope: !26, file: !2, line: 20, type: !40)
!40 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!41 = !DILocalVariable(name: "i", scope: !42, file: !2, line: 24, type: !13)
!42 = distinct !DILexicalBlock(scope: !26, file: !2, line: 24, column: 2)
!43 = !DILocalVariable(name: "i", scope: !44, file: !2, line: 30, type: !13)
!44 = distinct !DILexicalBlock(scope: !26, file: !2, line: 30, column: 2)
!45 = !DILocalVariable(name: "r", scope: !46, file: !2, line: 32, type: !13)
!46 = distinct !DILexicalBlock(scope: !26, file: !2, line: 32, column: 2)
!47 = !DILocalVariable(name: "i", scope: !48, file: !2, line: 33, type: !13)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 33, column: 3)
!49 = distinct !DILexicalBlock(scope: !50, file: !2, line: 32, column: 31)
!50 = distinct !DILexicalBlock(scope: !46, file: !2, line: 32, column: 2)
!51 = !DILocalVariable(name: "i", scope: !52, file: !2, line: 35, type: !13)
!52 = distinct !DILexicalBlock(scope: !49, file: !2, line: 35, column: 3)
!53 = !DILocalVariable(name: "i", scope: !54, file: !2, line: 38, type: !13)
!54 = distinct !DILexicalBlock(scope: !26, file: !2, line: 38, column: 2)
!55 = !DILocation(line: 0, scope: !26)
!56 = !DILocation(line: 15, column: 15, scope: !26)
!57 = !DILocation(line: 15, column: 10, scope: !26)
!58 = !DILocation(line: 15, column: 26, scope: !26)
!59 = !{!60, !60, i64 0}
!60 = !{!"any pointer", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocalVariable(name: "__nptr", arg: 1, scope: !64, file: !65, line: 362, type: !68)
!64 = distinct !DISubprogram(name: "atoi", scope: !65, file: !65, line: 362, type: !66, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !70)
!65 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!66 = !DISubroutineType(types: !67)
!67 = !{!13, !68}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!70 = !{!63}
!71 = !DILocation(line: 0, scope: !64, inlinedAt: !72)
!72 = distinct !DILocation(line: 15, column: 21, scope: !26)
!73 = !DILocation(line: 364, column: 16, scope: !64, inlinedAt: !72)
!74 = !DILocation(line: 364, column: 10, scope: !64, inlinedAt: !72)
!75 = !DILocation(line: 16, column: 33, scope: !26)
!76 = !DILocation(line: 16, column: 31, scope: !26)
!77 = !DILocation(line: 16, column: 12, scope: !26)
!78 = !DILocation(line: 17, column: 14, scope: !26)
!79 = !DILocation(line: 18, column: 13, scope: !26)
!80 = !DILocation(line: 19, column: 13, scope: !26)
!81 = !DILocation(line: 22, column: 7, scope: !82)
!82 = distinct !DILexicalBlock(scope: !26, file: !2, line: 22, column: 6)
!83 = !DILocation(line: 22, column: 10, scope: !82)
!84 = !DILocation(line: 24, column: 20, scope: !85)
!85 = distinct !DILexicalBlock(scope: !42, file: !2, line: 24, column: 2)
!86 = !DILocation(line: 24, column: 2, scope: !42)
!87 = !DILocation(line: 26, column: 15, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !2, line: 24, column: 30)
!89 = !DILocation(line: 25, column: 9, scope: !88)
!90 = !DILocation(line: 25, column: 3, scope: !88)
!91 = !{!92, !92, i64 0}
!92 = !{!"int", !61, i64 0}
!93 = !DILocation(line: 26, column: 3, scope: !88)
!94 = !DILocation(line: 26, column: 11, scope: !88)
!95 = distinct !{!95, !86, !96, !97, !98, !99}
!96 = !DILocation(line: 27, column: 2, scope: !42)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !{!"llvm.loop.isvectorized", i32 1}
!99 = !{!"llvm.loop.unroll.runtime.disable"}
!100 = !DILocation(line: 28, column: 8, scope: !26)
!101 = !DILocation(line: 29, column: 18, scope: !26)
!102 = !DILocation(line: 29, column: 2, scope: !26)
!103 = !DILocation(line: 29, column: 14, scope: !26)
!104 = !DILocation(line: 0, scope: !44)
!105 = !DILocation(line: 30, column: 20, scope: !106)
!106 = distinct !DILexicalBlock(scope: !44, file: !2, line: 30, column: 2)
!107 = !DILocation(line: 30, column: 2, scope: !44)
!108 = !DILocation(line: 30, column: 26, scope: !106)
!109 = !DILocation(line: 31, column: 20, scope: !106)
!110 = !DILocation(line: 31, column: 10, scope: !106)
!111 = !DILocation(line: 31, column: 3, scope: !106)
!112 = !DILocation(line: 31, column: 8, scope: !106)
!113 = !{!114, !114, i64 0}
!114 = !{!"float", !61, i64 0}
!115 = distinct !{!115, !107, !116, !97, !98, !99}
!116 = !DILocation(line: 31, column: 23, scope: !44)
!117 = !DILocation(line: 0, scope: !42)
!118 = distinct !{!118, !86, !96, !97, !99, !98}
!119 = !DILocation(line: 0, scope: !46)
!120 = !DILocation(line: 32, column: 2, scope: !46)
!121 = distinct !{!121, !107, !116, !97, !99, !98}
!122 = !DILocation(line: 0, scope: !48)
!123 = !DILocation(line: 33, column: 3, scope: !48)
!124 = !DILocation(line: 34, column: 18, scope: !125)
!125 = distinct !DILexicalBlock(scope: !48, file: !2, line: 33, column: 3)
!126 = !DILocation(line: 34, column: 36, scope: !125)
!127 = !DILocation(line: 34, column: 34, scope: !125)
!128 = !DILocation(line: 34, column: 47, scope: !125)
!129 = !DILocation(line: 34, column: 45, scope: !125)
!130 = !DILocation(line: 34, column: 43, scope: !125)
!131 = !DILocation(line: 34, column: 31, scope: !125)
!132 = !DILocation(line: 34, column: 23, scope: !125)
!133 = !DILocation(line: 34, column: 4, scope: !125)
!134 = !DILocation(line: 34, column: 9, scope: !125)
!135 = !DILocation(line: 35, column: 3, scope: !52)
!136 = !DILocation(line: 0, scope: !52)
!137 = !DILocation(line: 33, column: 27, scope: !125)
!138 = distinct !{!138, !123, !139, !97}
!139 = !DILocation(line: 34, column: 55, scope: !48)
!140 = !DILocation(line: 36, column: 9, scope: !141)
!141 = distinct !DILexicalBlock(scope: !52, file: !2, line: 35, column: 3)
!142 = !DILocation(line: 32, column: 27, scope: !50)
!143 = !DILocation(line: 32, column: 20, scope: !50)
!144 = distinct !{!144, !120, !145, !97}
!145 = !DILocation(line: 37, column: 2, scope: !46)
!146 = !DILocation(line: 38, column: 2, scope: !54)
!147 = !DILocation(line: 0, scope: !54)
!148 = !DILocation(line: 39, column: 8, scope: !149)
!149 = distinct !DILexicalBlock(scope: !54, file: !2, line: 38, column: 2)
!150 = !DILocation(line: 39, column: 5, scope: !149)
!151 = !DILocation(line: 38, column: 26, scope: !149)
!152 = distinct !{!152, !153}
!153 = !{!"llvm.loop.unroll.disable"}
!154 = !DILocation(line: 40, column: 2, scope: !26)
!155 = !DILocation(line: 41, column: 2, scope: !26)
!156 = !DILocation(line: 42, column: 2, scope: !26)
!157 = !DILocation(line: 43, column: 2, scope: !26)
!158 = !DILocation(line: 44, column: 2, scope: !26)
!159 = !DILocation(line: 45, column: 2, scope: !26)
!160 = distinct !{!160, !146, !161, !97}
!161 = !DILocation(line: 39, column: 11, scope: !54)
!162 = !DILocation(line: 46, column: 1, scope: !26)
!163 = !DISubprogram(name: "malloc", scope: !65, file: !65, line: 553, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{!16, !9}
!166 = !DISubprogram(name: "printf", scope: !167, file: !167, line: 356, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!168 = !DISubroutineType(types: !169)
!169 = !{!13, !170, null}
!170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !68)
!171 = !DISubprogram(name: "free", scope: !65, file: !65, line: 568, type: !172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DISubroutineType(types: !173)
!173 = !{null, !16}
!174 = !DISubprogram(name: "strtol", scope: !65, file: !65, line: 177, type: !175, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{!177, !170, !178, !13}
!177 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !14)
