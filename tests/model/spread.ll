; ModuleID = 'tests/model/spread.c'
source_filename = "tests/model/spread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal unnamed_addr global [24 x [24 x double]] zeroinitializer, align 16
@b = internal unnamed_addr global [24 x double] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"%.2f \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"%.0f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = tail call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #4
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 8, %2 ]
  br label %11

11:                                               ; preds = %30, %9
  %12 = phi i64 [ 0, %9 ], [ %31, %30 ]
  %13 = insertelement <2 x i64> poison, i64 %12, i64 0
  %14 = shufflevector <2 x i64> %13, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i64 [ 0, %11 ], [ %25, %15 ]
  %17 = phi <2 x i64> [ <i64 0, i64 1>, %11 ], [ %26, %15 ]
  %18 = add nuw nsw <2 x i64> %17, <i64 2, i64 2>
  %19 = mul nuw nsw <2 x i64> %18, %14
  %20 = trunc <2 x i64> %19 to <2 x i32>
  %21 = add <2 x i32> %20, <i32 2, i32 2>
  %22 = uitofp <2 x i32> %21 to <2 x double>
  %23 = fdiv <2 x double> %22, <double 4.000000e+01, double 4.000000e+01>
  %24 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %12, i64 %16
  store <2 x double> %23, ptr %24, align 16, !tbaa !9
  %25 = add nuw i64 %16, 2
  %26 = add <2 x i64> %17, <i64 2, i64 2>
  %27 = icmp eq i64 %25, 24
  br i1 %27, label %30, label %15, !llvm.loop !11

28:                                               ; preds = %30
  %29 = icmp sgt i32 %10, 0
  br i1 %29, label %33, label %54

30:                                               ; preds = %15
  %31 = add nuw nsw i64 %12, 1
  %32 = icmp eq i64 %31, 24
  br i1 %32, label %28, label %11, !llvm.loop !15

33:                                               ; preds = %28, %51
  %34 = phi i32 [ %52, %51 ], [ 0, %28 ]
  %35 = load double, ptr @a, align 16, !tbaa !9
  br label %36

36:                                               ; preds = %33, %55
  %37 = phi double [ %35, %33 ], [ %44, %55 ]
  %38 = phi i64 [ 1, %33 ], [ %40, %55 ]
  %39 = add nsw i64 %38, -1
  %40 = add nuw nsw i64 %38, 1
  %41 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %39, i64 1
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %38, i64 0
  %44 = load double, ptr %43, align 16, !tbaa !9
  %45 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %38, i64 1
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %40, i64 0
  %48 = load double, ptr %47, align 16, !tbaa !9
  %49 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %40, i64 1
  %50 = load double, ptr %49, align 8, !tbaa !9
  br label %57

51:                                               ; preds = %55
  %52 = add nuw nsw i32 %34, 1
  %53 = icmp eq i32 %52, %10
  br i1 %53, label %54, label %33, !llvm.loop !16

54:                                               ; preds = %51, %28
  store <2 x double> <double 1.000000e+03, double 1.000370e+03>, ptr @b, align 16, !tbaa !9
  store <2 x double> <double 1.000740e+03, double 1.001110e+03>, ptr getelementptr inbounds (i8, ptr @b, i64 16), align 16, !tbaa !9
  store <2 x double> <double 1.001480e+03, double 1.001850e+03>, ptr getelementptr inbounds (i8, ptr @b, i64 32), align 16, !tbaa !9
  store <2 x double> <double 1.002220e+03, double 1.002590e+03>, ptr getelementptr inbounds (i8, ptr @b, i64 48), align 16, !tbaa !9
  store <2 x double> <double 1.002960e+03, double 1.003330e+03>, ptr getelementptr inbounds (i8, ptr @b, i64 64), align 16, !tbaa !9
  store <2 x double> <double 1.003700e+03, double 1.004070e+03>, ptr getelementptr inbounds (i8, ptr @b, i64 80), align 16, !tbaa !9
  store <2 x double> <double 1.004440e+03, double 1.004810e+03>, ptr getelementptr inbounds (i8, ptr @b, i64 96), align 16, !tbaa !9
  store <2 x double> <double 1.005180e+03, double 1.005550e+03>, ptr getelementptr inbounds (i8, ptr @b, i64 112), align 16, !tbaa !9
  store <2 x double> <double 1.005920e+03, double 1.006290e+03>, ptr getelementptr inbounds (i8, ptr @b, i64 128), align 16, !tbaa !9
  store <2 x double> <double 1.006660e+03, double 1.007030e+03>, ptr getelementptr inbounds (i8, ptr @b, i64 144), align 16, !tbaa !9
  store <2 x double> <double 1.007400e+03, double 1.007770e+03>, ptr getelementptr inbounds (i8, ptr @b, i64 160), align 16, !tbaa !9
  store <2 x double> <double 1.008140e+03, double 1.008510e+03>, ptr getelementptr inbounds (i8, ptr @b, i64 176), align 16, !tbaa !9
  br i1 %29, label %83, label %192

55:                                               ; preds = %57
  %56 = icmp eq i64 %40, 23
  br i1 %56, label %51, label %36, !llvm.loop !17

57:                                               ; preds = %36, %57
  %58 = phi double [ %50, %36 ], [ %79, %57 ]
  %59 = phi double [ %48, %36 ], [ %58, %57 ]
  %60 = phi double [ %46, %36 ], [ %74, %57 ]
  %61 = phi double [ %44, %36 ], [ %81, %57 ]
  %62 = phi double [ %42, %36 ], [ %68, %57 ]
  %63 = phi double [ %37, %36 ], [ %62, %57 ]
  %64 = phi i64 [ 1, %36 ], [ %66, %57 ]
  %65 = fadd double %63, %62
  %66 = add nuw nsw i64 %64, 1
  %67 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %39, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = fadd double %65, %68
  %70 = fadd double %69, %61
  %71 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %38, i64 %64
  %72 = fadd double %70, %60
  %73 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %38, i64 %66
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = fadd double %72, %74
  %76 = fadd double %75, %59
  %77 = fadd double %76, %58
  %78 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %40, i64 %66
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = fadd double %77, %79
  %81 = fdiv double %80, 9.000000e+00
  store double %81, ptr %71, align 8, !tbaa !9
  %82 = icmp eq i64 %66, 23
  br i1 %82, label %55, label %57, !llvm.loop !18

83:                                               ; preds = %54
  %84 = load <2 x double>, ptr @b, align 16, !tbaa !9
  %85 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @b, i64 16), align 16, !tbaa !9
  %86 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @b, i64 32), align 16, !tbaa !9
  %87 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @b, i64 48), align 16, !tbaa !9
  %88 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @b, i64 64), align 16, !tbaa !9
  %89 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @b, i64 80), align 16, !tbaa !9
  %90 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @b, i64 96), align 16, !tbaa !9
  %91 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @b, i64 112), align 16, !tbaa !9
  %92 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @b, i64 128), align 16, !tbaa !9
  %93 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @b, i64 144), align 16, !tbaa !9
  %94 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @b, i64 160), align 16, !tbaa !9
  %95 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @b, i64 176), align 16, !tbaa !9
  %96 = and i32 %10, 1
  %97 = icmp eq i32 %10, 1
  br i1 %97, label %140, label %98

98:                                               ; preds = %83
  %99 = and i32 %10, 2147483646
  br label %100

100:                                              ; preds = %100, %98
  %101 = phi <2 x double> [ %84, %98 ], [ %126, %100 ]
  %102 = phi <2 x double> [ %85, %98 ], [ %127, %100 ]
  %103 = phi <2 x double> [ %86, %98 ], [ %128, %100 ]
  %104 = phi <2 x double> [ %87, %98 ], [ %129, %100 ]
  %105 = phi <2 x double> [ %88, %98 ], [ %130, %100 ]
  %106 = phi <2 x double> [ %89, %98 ], [ %131, %100 ]
  %107 = phi <2 x double> [ %90, %98 ], [ %132, %100 ]
  %108 = phi <2 x double> [ %91, %98 ], [ %133, %100 ]
  %109 = phi <2 x double> [ %92, %98 ], [ %134, %100 ]
  %110 = phi <2 x double> [ %93, %98 ], [ %135, %100 ]
  %111 = phi <2 x double> [ %94, %98 ], [ %136, %100 ]
  %112 = phi <2 x double> [ %95, %98 ], [ %137, %100 ]
  %113 = phi i32 [ 0, %98 ], [ %138, %100 ]
  %114 = fmul <2 x double> %101, <double 1.000100e+00, double 1.000100e+00>
  %115 = fmul <2 x double> %102, <double 1.000100e+00, double 1.000100e+00>
  %116 = fmul <2 x double> %103, <double 1.000100e+00, double 1.000100e+00>
  %117 = fmul <2 x double> %104, <double 1.000100e+00, double 1.000100e+00>
  %118 = fmul <2 x double> %105, <double 1.000100e+00, double 1.000100e+00>
  %119 = fmul <2 x double> %106, <double 1.000100e+00, double 1.000100e+00>
  %120 = fmul <2 x double> %107, <double 1.000100e+00, double 1.000100e+00>
  %121 = fmul <2 x double> %108, <double 1.000100e+00, double 1.000100e+00>
  %122 = fmul <2 x double> %109, <double 1.000100e+00, double 1.000100e+00>
  %123 = fmul <2 x double> %110, <double 1.000100e+00, double 1.000100e+00>
  %124 = fmul <2 x double> %111, <double 1.000100e+00, double 1.000100e+00>
  %125 = fmul <2 x double> %112, <double 1.000100e+00, double 1.000100e+00>
  %126 = fmul <2 x double> %114, <double 1.000100e+00, double 1.000100e+00>
  %127 = fmul <2 x double> %115, <double 1.000100e+00, double 1.000100e+00>
  %128 = fmul <2 x double> %116, <double 1.000100e+00, double 1.000100e+00>
  %129 = fmul <2 x double> %117, <double 1.000100e+00, double 1.000100e+00>
  %130 = fmul <2 x double> %118, <double 1.000100e+00, double 1.000100e+00>
  %131 = fmul <2 x double> %119, <double 1.000100e+00, double 1.000100e+00>
  %132 = fmul <2 x double> %120, <double 1.000100e+00, double 1.000100e+00>
  %133 = fmul <2 x double> %121, <double 1.000100e+00, double 1.000100e+00>
  %134 = fmul <2 x double> %122, <double 1.000100e+00, double 1.000100e+00>
  %135 = fmul <2 x double> %123, <double 1.000100e+00, double 1.000100e+00>
  %136 = fmul <2 x double> %124, <double 1.000100e+00, double 1.000100e+00>
  %137 = fmul <2 x double> %125, <double 1.000100e+00, double 1.000100e+00>
  %138 = add i32 %113, 2
  %139 = icmp eq i32 %138, %99
  br i1 %139, label %140, label %100, !llvm.loop !19

140:                                              ; preds = %100, %83
  %141 = phi <2 x double> [ poison, %83 ], [ %126, %100 ]
  %142 = phi <2 x double> [ poison, %83 ], [ %127, %100 ]
  %143 = phi <2 x double> [ poison, %83 ], [ %128, %100 ]
  %144 = phi <2 x double> [ poison, %83 ], [ %129, %100 ]
  %145 = phi <2 x double> [ poison, %83 ], [ %130, %100 ]
  %146 = phi <2 x double> [ poison, %83 ], [ %131, %100 ]
  %147 = phi <2 x double> [ poison, %83 ], [ %132, %100 ]
  %148 = phi <2 x double> [ poison, %83 ], [ %133, %100 ]
  %149 = phi <2 x double> [ poison, %83 ], [ %134, %100 ]
  %150 = phi <2 x double> [ poison, %83 ], [ %135, %100 ]
  %151 = phi <2 x double> [ poison, %83 ], [ %136, %100 ]
  %152 = phi <2 x double> [ poison, %83 ], [ %137, %100 ]
  %153 = phi <2 x double> [ %84, %83 ], [ %126, %100 ]
  %154 = phi <2 x double> [ %85, %83 ], [ %127, %100 ]
  %155 = phi <2 x double> [ %86, %83 ], [ %128, %100 ]
  %156 = phi <2 x double> [ %87, %83 ], [ %129, %100 ]
  %157 = phi <2 x double> [ %88, %83 ], [ %130, %100 ]
  %158 = phi <2 x double> [ %89, %83 ], [ %131, %100 ]
  %159 = phi <2 x double> [ %90, %83 ], [ %132, %100 ]
  %160 = phi <2 x double> [ %91, %83 ], [ %133, %100 ]
  %161 = phi <2 x double> [ %92, %83 ], [ %134, %100 ]
  %162 = phi <2 x double> [ %93, %83 ], [ %135, %100 ]
  %163 = phi <2 x double> [ %94, %83 ], [ %136, %100 ]
  %164 = phi <2 x double> [ %95, %83 ], [ %137, %100 ]
  %165 = icmp eq i32 %96, 0
  br i1 %165, label %179, label %166

166:                                              ; preds = %140
  %167 = fmul <2 x double> %153, <double 1.000100e+00, double 1.000100e+00>
  %168 = fmul <2 x double> %154, <double 1.000100e+00, double 1.000100e+00>
  %169 = fmul <2 x double> %155, <double 1.000100e+00, double 1.000100e+00>
  %170 = fmul <2 x double> %156, <double 1.000100e+00, double 1.000100e+00>
  %171 = fmul <2 x double> %157, <double 1.000100e+00, double 1.000100e+00>
  %172 = fmul <2 x double> %158, <double 1.000100e+00, double 1.000100e+00>
  %173 = fmul <2 x double> %159, <double 1.000100e+00, double 1.000100e+00>
  %174 = fmul <2 x double> %160, <double 1.000100e+00, double 1.000100e+00>
  %175 = fmul <2 x double> %161, <double 1.000100e+00, double 1.000100e+00>
  %176 = fmul <2 x double> %162, <double 1.000100e+00, double 1.000100e+00>
  %177 = fmul <2 x double> %163, <double 1.000100e+00, double 1.000100e+00>
  %178 = fmul <2 x double> %164, <double 1.000100e+00, double 1.000100e+00>
  br label %179

179:                                              ; preds = %140, %166
  %180 = phi <2 x double> [ %141, %140 ], [ %167, %166 ]
  %181 = phi <2 x double> [ %142, %140 ], [ %168, %166 ]
  %182 = phi <2 x double> [ %143, %140 ], [ %169, %166 ]
  %183 = phi <2 x double> [ %144, %140 ], [ %170, %166 ]
  %184 = phi <2 x double> [ %145, %140 ], [ %171, %166 ]
  %185 = phi <2 x double> [ %146, %140 ], [ %172, %166 ]
  %186 = phi <2 x double> [ %147, %140 ], [ %173, %166 ]
  %187 = phi <2 x double> [ %148, %140 ], [ %174, %166 ]
  %188 = phi <2 x double> [ %149, %140 ], [ %175, %166 ]
  %189 = phi <2 x double> [ %150, %140 ], [ %176, %166 ]
  %190 = phi <2 x double> [ %151, %140 ], [ %177, %166 ]
  %191 = phi <2 x double> [ %152, %140 ], [ %178, %166 ]
  store <2 x double> %180, ptr @b, align 16, !tbaa !9
  store <2 x double> %181, ptr getelementptr inbounds (i8, ptr @b, i64 16), align 16, !tbaa !9
  store <2 x double> %182, ptr getelementptr inbounds (i8, ptr @b, i64 32), align 16, !tbaa !9
  store <2 x double> %183, ptr getelementptr inbounds (i8, ptr @b, i64 48), align 16, !tbaa !9
  store <2 x double> %184, ptr getelementptr inbounds (i8, ptr @b, i64 64), align 16, !tbaa !9
  store <2 x double> %185, ptr getelementptr inbounds (i8, ptr @b, i64 80), align 16, !tbaa !9
  store <2 x double> %186, ptr getelementptr inbounds (i8, ptr @b, i64 96), align 16, !tbaa !9
  store <2 x double> %187, ptr getelementptr inbounds (i8, ptr @b, i64 112), align 16, !tbaa !9
  store <2 x double> %188, ptr getelementptr inbounds (i8, ptr @b, i64 128), align 16, !tbaa !9
  store <2 x double> %189, ptr getelementptr inbounds (i8, ptr @b, i64 144), align 16, !tbaa !9
  store <2 x double> %190, ptr getelementptr inbounds (i8, ptr @b, i64 160), align 16, !tbaa !9
  store <2 x double> %191, ptr getelementptr inbounds (i8, ptr @b, i64 176), align 16, !tbaa !9
  br label %192

192:                                              ; preds = %179, %54
  br label %193

193:                                              ; preds = %192, %193
  %194 = phi i64 [ %268, %193 ], [ 0, %192 ]
  %195 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 0
  %196 = load double, ptr %195, align 16, !tbaa !9
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %196)
  %198 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 1
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %199)
  %201 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 2
  %202 = load double, ptr %201, align 16, !tbaa !9
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %202)
  %204 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 3
  %205 = load double, ptr %204, align 8, !tbaa !9
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %205)
  %207 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 4
  %208 = load double, ptr %207, align 16, !tbaa !9
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %208)
  %210 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 5
  %211 = load double, ptr %210, align 8, !tbaa !9
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %211)
  %213 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 6
  %214 = load double, ptr %213, align 16, !tbaa !9
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %214)
  %216 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 7
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %217)
  %219 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 8
  %220 = load double, ptr %219, align 16, !tbaa !9
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %220)
  %222 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 9
  %223 = load double, ptr %222, align 8, !tbaa !9
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %223)
  %225 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 10
  %226 = load double, ptr %225, align 16, !tbaa !9
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %226)
  %228 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 11
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %229)
  %231 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 12
  %232 = load double, ptr %231, align 16, !tbaa !9
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %232)
  %234 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 13
  %235 = load double, ptr %234, align 8, !tbaa !9
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %235)
  %237 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 14
  %238 = load double, ptr %237, align 16, !tbaa !9
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %238)
  %240 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 15
  %241 = load double, ptr %240, align 8, !tbaa !9
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %241)
  %243 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 16
  %244 = load double, ptr %243, align 16, !tbaa !9
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %244)
  %246 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 17
  %247 = load double, ptr %246, align 8, !tbaa !9
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %247)
  %249 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 18
  %250 = load double, ptr %249, align 16, !tbaa !9
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %250)
  %252 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 19
  %253 = load double, ptr %252, align 8, !tbaa !9
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %253)
  %255 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 20
  %256 = load double, ptr %255, align 16, !tbaa !9
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %256)
  %258 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 21
  %259 = load double, ptr %258, align 8, !tbaa !9
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %259)
  %261 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 22
  %262 = load double, ptr %261, align 16, !tbaa !9
  %263 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %262)
  %264 = getelementptr inbounds [24 x [24 x double]], ptr @a, i64 0, i64 %194, i64 23
  %265 = load double, ptr %264, align 8, !tbaa !9
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %265)
  %267 = tail call i32 @putchar(i32 10)
  %268 = add nuw nsw i64 %194, 1
  %269 = icmp eq i64 %268, 24
  br i1 %269, label %270, label %193, !llvm.loop !20

270:                                              ; preds = %193
  %271 = load double, ptr @b, align 16, !tbaa !9
  %272 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %271)
  %273 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 8), align 8, !tbaa !9
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %273)
  %275 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 16), align 16, !tbaa !9
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %275)
  %277 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 24), align 8, !tbaa !9
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %277)
  %279 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 32), align 16, !tbaa !9
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %279)
  %281 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 40), align 8, !tbaa !9
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %281)
  %283 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 48), align 16, !tbaa !9
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %283)
  %285 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 56), align 8, !tbaa !9
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %285)
  %287 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 64), align 16, !tbaa !9
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %287)
  %289 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 72), align 8, !tbaa !9
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %289)
  %291 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 80), align 16, !tbaa !9
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %291)
  %293 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 88), align 8, !tbaa !9
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %293)
  %295 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 96), align 16, !tbaa !9
  %296 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %295)
  %297 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 104), align 8, !tbaa !9
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %297)
  %299 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 112), align 16, !tbaa !9
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %299)
  %301 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 120), align 8, !tbaa !9
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %301)
  %303 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 128), align 16, !tbaa !9
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %303)
  %305 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 136), align 8, !tbaa !9
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %305)
  %307 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 144), align 16, !tbaa !9
  %308 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %307)
  %309 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 152), align 8, !tbaa !9
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %309)
  %311 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 160), align 16, !tbaa !9
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %311)
  %313 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 168), align 8, !tbaa !9
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %313)
  %315 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 176), align 16, !tbaa !9
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %315)
  %317 = load double, ptr getelementptr inbounds (i8, ptr @b, i64 184), align 8, !tbaa !9
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %317)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

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
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
