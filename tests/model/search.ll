; ModuleID = 'search.c'
source_filename = "search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@cdf = internal unnamed_addr global [64 x double] zeroinitializer, align 16, !dbg !0
@val = internal unnamed_addr global [64 x double] zeroinitializer, align 16, !dbg !13
@out = internal unnamed_addr global [32 x double] zeroinitializer, align 16, !dbg !18
@.str = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !31 {
    #dbg_value(i32 12345, !36, !DIExpression(), !48)
    #dbg_value(i32 0, !38, !DIExpression(), !49)
  br label %1, !dbg !50

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ], !dbg !51
  %3 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %14, %1 ]
  %4 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %15, %1 ], !dbg !54
  %5 = trunc <2 x i64> %3 to <2 x i32>, !dbg !55
  %6 = add <2 x i32> %5, <i32 1, i32 1>, !dbg !55
  %7 = uitofp <2 x i32> %6 to <2 x double>, !dbg !55
  %8 = fmul <2 x double> %7, <double 1.562500e-02, double 1.562500e-02>, !dbg !56
  %9 = getelementptr inbounds [64 x double], ptr @cdf, i64 0, i64 %2, !dbg !57
  store <2 x double> %8, ptr %9, align 16, !dbg !58, !tbaa !59
  %10 = uitofp <2 x i32> %4 to <2 x double>, !dbg !54
  %11 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %10, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>), !dbg !63
  %12 = getelementptr inbounds [64 x double], ptr @val, i64 0, i64 %2, !dbg !64
  store <2 x double> %11, ptr %12, align 16, !dbg !65, !tbaa !59
  %13 = add nuw i64 %2, 2, !dbg !51
  %14 = add <2 x i64> %3, <i64 2, i64 2>
  %15 = add <2 x i32> %4, <i32 2, i32 2>, !dbg !54
  %16 = icmp eq i64 %13, 64, !dbg !51
  br i1 %16, label %17, label %1, !dbg !51, !llvm.loop !66

17:                                               ; preds = %1, %44
  %18 = phi i64 [ %50, %44 ], [ 0, %1 ]
  %19 = phi i32 [ %21, %44 ], [ 12345, %1 ]
    #dbg_value(i32 %19, !36, !DIExpression(), !48)
    #dbg_value(i64 %18, !40, !DIExpression(), !71)
  %20 = mul i32 %19, 1103515245, !dbg !72
  %21 = add i32 %20, 12345, !dbg !73
    #dbg_value(i32 %21, !36, !DIExpression(), !48)
  %22 = lshr i32 %21, 8, !dbg !74
  %23 = and i32 %22, 65535, !dbg !75
  %24 = uitofp nneg i32 %23 to double, !dbg !76
  %25 = fmul double %24, 0x3EF0000000000000, !dbg !77
    #dbg_value(double %25, !42, !DIExpression(), !78)
    #dbg_value(i32 0, !45, !DIExpression(), !78)
  br label %26, !dbg !79

26:                                               ; preds = %41, %17
  %27 = phi i64 [ 0, %17 ], [ %42, %41 ]
    #dbg_value(i64 %27, !45, !DIExpression(), !78)
  %28 = getelementptr inbounds [64 x double], ptr @cdf, i64 0, i64 %27, !dbg !81
  %29 = load double, ptr %28, align 8, !dbg !81, !tbaa !59
  %30 = fcmp ult double %29, %25, !dbg !84
  br i1 %30, label %31, label %44, !dbg !85

31:                                               ; preds = %26
  %32 = add nuw nsw i64 %27, 1, !dbg !86
    #dbg_value(i64 %32, !45, !DIExpression(), !78)
  %33 = getelementptr inbounds [64 x double], ptr @cdf, i64 0, i64 %32, !dbg !81
  %34 = load double, ptr %33, align 8, !dbg !81, !tbaa !59
  %35 = fcmp ult double %34, %25, !dbg !84
  br i1 %35, label %36, label %44, !dbg !85

36:                                               ; preds = %31
  %37 = add nuw nsw i64 %27, 2, !dbg !86
    #dbg_value(i64 %37, !45, !DIExpression(), !78)
  %38 = getelementptr inbounds [64 x double], ptr @cdf, i64 0, i64 %37, !dbg !81
  %39 = load double, ptr %38, align 8, !dbg !81, !tbaa !59
  %40 = fcmp ult double %39, %25, !dbg !84
  br i1 %40, label %41, label %44, !dbg !85

41:                                               ; preds = %36
  %42 = add nuw nsw i64 %27, 3, !dbg !86
    #dbg_value(i64 %42, !45, !DIExpression(), !78)
  %43 = icmp eq i64 %42, 63, !dbg !87
  br i1 %43, label %44, label %26, !dbg !79, !llvm.loop !88

44:                                               ; preds = %41, %36, %31, %26
  %45 = phi i64 [ %27, %26 ], [ %32, %31 ], [ %37, %36 ], [ 63, %41 ], !dbg !90
  %46 = and i64 %45, 4294967295, !dbg !91
  %47 = getelementptr inbounds [64 x double], ptr @val, i64 0, i64 %46, !dbg !91
  %48 = load double, ptr %47, align 8, !dbg !91, !tbaa !59
  %49 = getelementptr inbounds [32 x double], ptr @out, i64 0, i64 %18, !dbg !92
  store double %48, ptr %49, align 8, !dbg !93, !tbaa !59
  %50 = add nuw nsw i64 %18, 1, !dbg !94
    #dbg_value(i32 %21, !36, !DIExpression(), !48)
    #dbg_value(i64 %50, !40, !DIExpression(), !71)
  %51 = icmp eq i64 %50, 32, !dbg !95
  br i1 %51, label %53, label %17, !dbg !96, !llvm.loop !97

52:                                               ; preds = %53
  ret i32 0, !dbg !99

53:                                               ; preds = %44, %53
  %54 = phi i64 [ %58, %53 ], [ 0, %44 ]
    #dbg_value(i64 %54, !46, !DIExpression(), !100)
  %55 = getelementptr inbounds [32 x double], ptr @out, i64 0, i64 %54, !dbg !101
  %56 = load double, ptr %55, align 8, !dbg !101, !tbaa !59
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %56), !dbg !103
  %58 = add nuw nsw i64 %54, 1, !dbg !104
    #dbg_value(i64 %58, !46, !DIExpression(), !100)
  %59 = icmp eq i64 %58, 32, !dbg !105
  br i1 %59, label %52, label %53, !dbg !106, !llvm.loop !107
}

; Function Attrs: nofree nounwind
declare !dbg !109 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cdf", scope: !2, file: !3, line: 12, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "search.c", directory: "tests/model", checksumkind: CSK_MD5, checksum: "56af73da14b2ff940236a243f6a87e75")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !18}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 4)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "val", scope: !2, file: !3, line: 12, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 64)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 12, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2048, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 32)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !32, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !{!36, !38, !40, !42, !45, !46}
!36 = !DILocalVariable(name: "s", scope: !31, file: !3, line: 17, type: !37)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !DILocalVariable(name: "k", scope: !39, file: !3, line: 19, type: !34)
!39 = distinct !DILexicalBlock(scope: !31, file: !3, line: 19, column: 2)
!40 = !DILocalVariable(name: "i", scope: !41, file: !3, line: 23, type: !34)
!41 = distinct !DILexicalBlock(scope: !31, file: !3, line: 23, column: 2)
!42 = !DILocalVariable(name: "u", scope: !43, file: !3, line: 24, type: !5)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 23, column: 30)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 23, column: 2)
!45 = !DILocalVariable(name: "x", scope: !43, file: !3, line: 25, type: !34)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 34, type: !34)
!47 = distinct !DILexicalBlock(scope: !31, file: !3, line: 34, column: 2)
!48 = !DILocation(line: 0, scope: !31)
!49 = !DILocation(line: 0, scope: !39)
!50 = !DILocation(line: 19, column: 2, scope: !39)
!51 = !DILocation(line: 20, column: 15, scope: !52)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 19, column: 30)
!53 = distinct !DILexicalBlock(scope: !39, file: !3, line: 19, column: 2)
!54 = !DILocation(line: 21, column: 12, scope: !52)
!55 = !DILocation(line: 20, column: 12, scope: !52)
!56 = !DILocation(line: 20, column: 20, scope: !52)
!57 = !DILocation(line: 20, column: 3, scope: !52)
!58 = !DILocation(line: 20, column: 10, scope: !52)
!59 = !{!60, !60, i64 0}
!60 = !{!"double", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocation(line: 21, column: 20, scope: !52)
!64 = !DILocation(line: 21, column: 3, scope: !52)
!65 = !DILocation(line: 21, column: 10, scope: !52)
!66 = distinct !{!66, !50, !67, !68, !69, !70}
!67 = !DILocation(line: 22, column: 2, scope: !39)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !{!"llvm.loop.isvectorized", i32 1}
!70 = !{!"llvm.loop.unroll.runtime.disable"}
!71 = !DILocation(line: 0, scope: !41)
!72 = !DILocation(line: 27, column: 9, scope: !43)
!73 = !DILocation(line: 27, column: 23, scope: !43)
!74 = !DILocation(line: 28, column: 10, scope: !43)
!75 = !DILocation(line: 28, column: 15, scope: !43)
!76 = !DILocation(line: 28, column: 7, scope: !43)
!77 = !DILocation(line: 28, column: 25, scope: !43)
!78 = !DILocation(line: 0, scope: !43)
!79 = !DILocation(line: 29, column: 3, scope: !80)
!80 = distinct !DILexicalBlock(scope: !43, file: !3, line: 29, column: 3)
!81 = !DILocation(line: 30, column: 8, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 30, column: 8)
!83 = distinct !DILexicalBlock(scope: !80, file: !3, line: 29, column: 3)
!84 = !DILocation(line: 30, column: 15, scope: !82)
!85 = !DILocation(line: 30, column: 8, scope: !83)
!86 = !DILocation(line: 29, column: 27, scope: !83)
!87 = !DILocation(line: 29, column: 17, scope: !83)
!88 = distinct !{!88, !79, !89, !68}
!89 = !DILocation(line: 31, column: 5, scope: !80)
!90 = !DILocation(line: 29, scope: !80)
!91 = !DILocation(line: 32, column: 12, scope: !43)
!92 = !DILocation(line: 32, column: 3, scope: !43)
!93 = !DILocation(line: 32, column: 10, scope: !43)
!94 = !DILocation(line: 23, column: 26, scope: !44)
!95 = !DILocation(line: 23, column: 20, scope: !44)
!96 = !DILocation(line: 23, column: 2, scope: !41)
!97 = distinct !{!97, !96, !98, !68}
!98 = !DILocation(line: 33, column: 2, scope: !41)
!99 = !DILocation(line: 36, column: 2, scope: !31)
!100 = !DILocation(line: 0, scope: !47)
!101 = !DILocation(line: 35, column: 18, scope: !102)
!102 = distinct !DILexicalBlock(scope: !47, file: !3, line: 34, column: 2)
!103 = !DILocation(line: 35, column: 3, scope: !102)
!104 = !DILocation(line: 34, column: 26, scope: !102)
!105 = !DILocation(line: 34, column: 20, scope: !102)
!106 = !DILocation(line: 34, column: 2, scope: !47)
!107 = distinct !{!107, !106, !108, !68}
!108 = !DILocation(line: 35, column: 24, scope: !47)
!109 = !DISubprogram(name: "printf", scope: !110, file: !110, line: 356, type: !111, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!111 = !DISubroutineType(types: !112)
!112 = !{!34, !113, null}
!113 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
