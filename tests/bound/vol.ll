; ModuleID = 'vol.c'
source_filename = "vol.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = internal unnamed_addr global [4096 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !28 {
  %3 = alloca i32, align 4, !DIAssignID !57
    #dbg_assign(i1 undef, !42, !DIExpression(), !57, ptr %3, !DIExpression(), !58)
    #dbg_value(i32 %0, !32, !DIExpression(), !59)
    #dbg_value(ptr %1, !33, !DIExpression(), !59)
  %4 = icmp eq i32 %0, 4, !dbg !60
  br i1 %4, label %5, label %82, !dbg !62

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !63
  %7 = load ptr, ptr %6, align 8, !dbg !63, !tbaa !64
    #dbg_value(ptr %7, !68, !DIExpression(), !76)
  %8 = tail call i64 @strtol(ptr nocapture noundef nonnull %7, ptr noundef null, i32 noundef 10) #5, !dbg !78
  %9 = trunc i64 %8 to i32, !dbg !79
    #dbg_value(i32 %9, !34, !DIExpression(), !59)
  %10 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !80
  %11 = load ptr, ptr %10, align 8, !dbg !80, !tbaa !64
    #dbg_value(ptr %11, !68, !DIExpression(), !81)
  %12 = tail call i64 @strtol(ptr nocapture noundef nonnull %11, ptr noundef null, i32 noundef 10) #5, !dbg !83
  %13 = trunc i64 %12 to i32, !dbg !84
    #dbg_value(i32 %13, !35, !DIExpression(), !59)
  %14 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !85
  %15 = load ptr, ptr %14, align 8, !dbg !85, !tbaa !64
    #dbg_value(ptr %15, !68, !DIExpression(), !86)
  %16 = tail call i64 @strtol(ptr nocapture noundef nonnull %15, ptr noundef null, i32 noundef 10) #5, !dbg !88
  %17 = trunc i64 %16 to i32, !dbg !89
    #dbg_value(i32 %17, !36, !DIExpression(), !59)
  %18 = add i32 %13, -100001, !dbg !90
  %19 = icmp ult i32 %18, -100000, !dbg !90
  %20 = icmp ugt i32 %17, 100000, !dbg !90
  %21 = select i1 %19, i1 true, i1 %20, !dbg !90
  br i1 %21, label %82, label %22, !dbg !90

22:                                               ; preds = %5
  switch i32 %9, label %57 [
    i32 2, label %23
    i32 3, label %25
    i32 0, label %31
  ], !dbg !92

23:                                               ; preds = %22
    #dbg_value(ptr null, !37, !DIExpression(), !93)
  %24 = load volatile i32, ptr null, align 4294967296, !dbg !94, !tbaa !95
  br label %82

25:                                               ; preds = %22
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !97
  store volatile i32 1, ptr %3, align 4, !dbg !98, !tbaa !95, !DIAssignID !99
    #dbg_assign(i32 1, !42, !DIExpression(), !99, ptr %3, !DIExpression(), !58)
  br label %26, !dbg !97

26:                                               ; preds = %26, %25
  %27 = load volatile i32, ptr %3, align 4, !dbg !100, !tbaa !95
  %28 = icmp eq i32 %27, 0, !dbg !102
  br i1 %28, label %29, label %26, !dbg !102, !llvm.loop !103

29:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !107
  %30 = icmp eq i32 %9, 0, !dbg !108
  br i1 %30, label %31, label %57, !dbg !109

31:                                               ; preds = %22, %29
  %32 = icmp sgt i32 %13, 4096, !dbg !110
  br i1 %32, label %82, label %33, !dbg !112

33:                                               ; preds = %31
    #dbg_value(i32 0, !45, !DIExpression(), !113)
  %34 = icmp sgt i32 %13, 0, !dbg !114
  br i1 %34, label %35, label %37, !dbg !116

35:                                               ; preds = %33
  %36 = and i64 %12, 2147483647, !dbg !114
  br label %42, !dbg !116

37:                                               ; preds = %42, %33
  %38 = tail call i32 @llvm.smin.i32(i32 %17, i32 %13), !dbg !117
    #dbg_value(i32 0, !49, !DIExpression(), !118)
  %39 = icmp sgt i32 %38, 0, !dbg !119
  br i1 %39, label %40, label %82, !dbg !117

40:                                               ; preds = %37
  %41 = zext nneg i32 %38 to i64, !dbg !119
  br label %50, !dbg !117

42:                                               ; preds = %35, %42
  %43 = phi i64 [ 0, %35 ], [ %48, %42 ]
    #dbg_value(i64 %43, !45, !DIExpression(), !113)
  %44 = trunc nuw nsw i64 %43 to i32, !dbg !121
  %45 = mul i32 %44, -1640531535, !dbg !121
  %46 = add i32 %45, 12345, !dbg !122
  %47 = getelementptr inbounds [4096 x i32], ptr @table, i64 0, i64 %43, !dbg !123
  store i32 %46, ptr %47, align 4, !dbg !124, !tbaa !95
  %48 = add nuw nsw i64 %43, 1, !dbg !125
    #dbg_value(i64 %48, !45, !DIExpression(), !113)
  %49 = icmp eq i64 %48, %36, !dbg !114
  br i1 %49, label %37, label %42, !dbg !116, !llvm.loop !126

50:                                               ; preds = %40, %50
  %51 = phi i64 [ 0, %40 ], [ %55, %50 ]
    #dbg_value(i64 %51, !49, !DIExpression(), !118)
  %52 = getelementptr inbounds [4096 x i32], ptr @table, i64 0, i64 %51, !dbg !128
  %53 = load i32, ptr %52, align 4, !dbg !128, !tbaa !95
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %53), !dbg !129
  %55 = add nuw nsw i64 %51, 1, !dbg !130
    #dbg_value(i64 %55, !49, !DIExpression(), !118)
  %56 = icmp eq i64 %55, %41, !dbg !119
  br i1 %56, label %82, label %50, !dbg !117, !llvm.loop !131

57:                                               ; preds = %22, %29
    #dbg_value(i32 0, !51, !DIExpression(), !59)
    #dbg_value(i32 0, !52, !DIExpression(), !59)
    #dbg_value(i32 0, !53, !DIExpression(), !133)
  %58 = icmp sgt i32 %13, 0, !dbg !134
  br i1 %58, label %62, label %59, !dbg !136

59:                                               ; preds = %62, %57
  %60 = phi i32 [ 0, %57 ], [ %66, %62 ], !dbg !59
    #dbg_value(i32 0, !55, !DIExpression(), !137)
    #dbg_value(i32 0, !52, !DIExpression(), !59)
  %61 = icmp sgt i32 %17, 0, !dbg !138
  br i1 %61, label %75, label %72, !dbg !140

62:                                               ; preds = %57, %62
  %63 = phi i32 [ %67, %62 ], [ 0, %57 ]
  %64 = phi i32 [ %66, %62 ], [ 0, %57 ]
    #dbg_value(i32 %63, !53, !DIExpression(), !133)
    #dbg_value(i32 %64, !51, !DIExpression(), !59)
  %65 = mul i32 %64, 31, !dbg !141
  %66 = add i32 %65, %63, !dbg !142
    #dbg_value(i32 %66, !51, !DIExpression(), !59)
  %67 = add nuw nsw i32 %63, 1, !dbg !143
    #dbg_value(i32 %67, !53, !DIExpression(), !133)
  %68 = icmp eq i32 %67, %13, !dbg !134
  br i1 %68, label %59, label %62, !dbg !136, !llvm.loop !144

69:                                               ; preds = %75
  %70 = icmp eq i32 %79, -559038737, !dbg !146
  %71 = select i1 %70, i32 3, i32 0, !dbg !147
  br label %72, !dbg !148

72:                                               ; preds = %69, %59
  %73 = phi i32 [ 0, %59 ], [ %71, %69 ], !dbg !59
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %60), !dbg !148
  br label %82

75:                                               ; preds = %59, %75
  %76 = phi i32 [ %80, %75 ], [ 0, %59 ]
  %77 = phi i32 [ %79, %75 ], [ 0, %59 ]
    #dbg_value(i32 %76, !55, !DIExpression(), !137)
    #dbg_value(i32 %77, !52, !DIExpression(), !59)
  %78 = mul i32 %77, 17, !dbg !149
  %79 = xor i32 %78, %76, !dbg !150
    #dbg_value(i32 %79, !52, !DIExpression(), !59)
  %80 = add nuw nsw i32 %76, 1, !dbg !151
    #dbg_value(i32 %80, !55, !DIExpression(), !137)
  %81 = icmp eq i32 %80, %17, !dbg !138
  br i1 %81, label %69, label %75, !dbg !140, !llvm.loop !152

82:                                               ; preds = %50, %37, %23, %72, %5, %31, %2
  %83 = phi i32 [ 2, %2 ], [ %24, %23 ], [ %73, %72 ], [ 2, %5 ], [ 2, %31 ], [ 0, %37 ], [ 0, %50 ], !dbg !59
  ret i32 %83, !dbg !154
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !155 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !160 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 11, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "vol.c", directory: "/work/main/tests/bound", checksumkind: CSK_MD5, checksum: "dd79326464430bdd2222c7edf4fb5631")
!4 = !{!5, !6, !7, !10}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{!12, !0}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 131072, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 4096)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !29, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!6, !6, !7}
!31 = !{!32, !33, !34, !35, !36, !37, !42, !45, !49, !51, !52, !53, !55}
!32 = !DILocalVariable(name: "argc", arg: 1, scope: !28, file: !3, line: 13, type: !6)
!33 = !DILocalVariable(name: "argv", arg: 2, scope: !28, file: !3, line: 13, type: !7)
!34 = !DILocalVariable(name: "mode", scope: !28, file: !3, line: 17, type: !6)
!35 = !DILocalVariable(name: "n", scope: !28, file: !3, line: 17, type: !6)
!36 = !DILocalVariable(name: "k", scope: !28, file: !3, line: 17, type: !6)
!37 = !DILocalVariable(name: "p", scope: !38, file: !3, line: 21, type: !40)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 20, column: 20)
!39 = distinct !DILexicalBlock(scope: !28, file: !3, line: 20, column: 9)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!42 = !DILocalVariable(name: "spin", scope: !43, file: !3, line: 25, type: !41)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 25, column: 9)
!44 = distinct !DILexicalBlock(scope: !28, file: !3, line: 24, column: 9)
!45 = !DILocalVariable(name: "i", scope: !46, file: !3, line: 30, type: !6)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 30, column: 9)
!47 = distinct !DILexicalBlock(scope: !48, file: !3, line: 27, column: 20)
!48 = distinct !DILexicalBlock(scope: !28, file: !3, line: 27, column: 9)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 32, type: !6)
!50 = distinct !DILexicalBlock(scope: !47, file: !3, line: 32, column: 9)
!51 = !DILocalVariable(name: "s", scope: !28, file: !3, line: 36, type: !5)
!52 = !DILocalVariable(name: "t", scope: !28, file: !3, line: 36, type: !5)
!53 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 37, type: !6)
!54 = distinct !DILexicalBlock(scope: !28, file: !3, line: 37, column: 5)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 39, type: !6)
!56 = distinct !DILexicalBlock(scope: !28, file: !3, line: 39, column: 5)
!57 = distinct !DIAssignID()
!58 = !DILocation(line: 0, scope: !43)
!59 = !DILocation(line: 0, scope: !28)
!60 = !DILocation(line: 15, column: 14, scope: !61)
!61 = distinct !DILexicalBlock(scope: !28, file: !3, line: 15, column: 9)
!62 = !DILocation(line: 15, column: 9, scope: !28)
!63 = !DILocation(line: 17, column: 21, scope: !28)
!64 = !{!65, !65, i64 0}
!65 = !{!"any pointer", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = !DILocalVariable(name: "__nptr", arg: 1, scope: !69, file: !70, line: 362, type: !73)
!69 = distinct !DISubprogram(name: "atoi", scope: !70, file: !70, line: 362, type: !71, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!70 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!71 = !DISubroutineType(types: !72)
!72 = !{!6, !73}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!75 = !{!68}
!76 = !DILocation(line: 0, scope: !69, inlinedAt: !77)
!77 = distinct !DILocation(line: 17, column: 16, scope: !28)
!78 = !DILocation(line: 364, column: 16, scope: !69, inlinedAt: !77)
!79 = !DILocation(line: 364, column: 10, scope: !69, inlinedAt: !77)
!80 = !DILocation(line: 17, column: 40, scope: !28)
!81 = !DILocation(line: 0, scope: !69, inlinedAt: !82)
!82 = distinct !DILocation(line: 17, column: 35, scope: !28)
!83 = !DILocation(line: 364, column: 16, scope: !69, inlinedAt: !82)
!84 = !DILocation(line: 364, column: 10, scope: !69, inlinedAt: !82)
!85 = !DILocation(line: 17, column: 59, scope: !28)
!86 = !DILocation(line: 0, scope: !69, inlinedAt: !87)
!87 = distinct !DILocation(line: 17, column: 54, scope: !28)
!88 = !DILocation(line: 364, column: 16, scope: !69, inlinedAt: !87)
!89 = !DILocation(line: 364, column: 10, scope: !69, inlinedAt: !87)
!90 = !DILocation(line: 18, column: 15, scope: !91)
!91 = distinct !DILexicalBlock(scope: !28, file: !3, line: 18, column: 9)
!92 = !DILocation(line: 20, column: 9, scope: !28)
!93 = !DILocation(line: 0, scope: !38)
!94 = !DILocation(line: 22, column: 16, scope: !38)
!95 = !{!96, !96, i64 0}
!96 = !{!"int", !66, i64 0}
!97 = !DILocation(line: 25, column: 14, scope: !43)
!98 = !DILocation(line: 25, column: 27, scope: !43)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 25, column: 37, scope: !101)
!101 = distinct !DILexicalBlock(scope: !43, file: !3, line: 25, column: 9)
!102 = !DILocation(line: 25, column: 9, scope: !43)
!103 = distinct !{!103, !102, !104, !105, !106}
!104 = !DILocation(line: 26, column: 13, scope: !43)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !{!"llvm.loop.unroll.disable"}
!107 = !DILocation(line: 25, column: 9, scope: !101)
!108 = !DILocation(line: 27, column: 14, scope: !48)
!109 = !DILocation(line: 27, column: 9, scope: !28)
!110 = !DILocation(line: 28, column: 15, scope: !111)
!111 = distinct !DILexicalBlock(scope: !47, file: !3, line: 28, column: 13)
!112 = !DILocation(line: 28, column: 13, scope: !47)
!113 = !DILocation(line: 0, scope: !46)
!114 = !DILocation(line: 30, column: 27, scope: !115)
!115 = distinct !DILexicalBlock(scope: !46, file: !3, line: 30, column: 9)
!116 = !DILocation(line: 30, column: 9, scope: !46)
!117 = !DILocation(line: 32, column: 9, scope: !50)
!118 = !DILocation(line: 0, scope: !50)
!119 = !DILocation(line: 32, column: 31, scope: !120)
!120 = distinct !DILexicalBlock(scope: !50, file: !3, line: 32, column: 9)
!121 = !DILocation(line: 31, column: 36, scope: !115)
!122 = !DILocation(line: 31, column: 50, scope: !115)
!123 = !DILocation(line: 31, column: 13, scope: !115)
!124 = !DILocation(line: 31, column: 22, scope: !115)
!125 = !DILocation(line: 30, column: 33, scope: !115)
!126 = distinct !{!126, !116, !127, !105, !106}
!127 = !DILocation(line: 31, column: 52, scope: !46)
!128 = !DILocation(line: 33, column: 28, scope: !120)
!129 = !DILocation(line: 33, column: 13, scope: !120)
!130 = !DILocation(line: 32, column: 42, scope: !120)
!131 = distinct !{!131, !117, !132, !105, !106}
!132 = !DILocation(line: 33, column: 36, scope: !50)
!133 = !DILocation(line: 0, scope: !54)
!134 = !DILocation(line: 37, column: 23, scope: !135)
!135 = distinct !DILexicalBlock(scope: !54, file: !3, line: 37, column: 5)
!136 = !DILocation(line: 37, column: 5, scope: !54)
!137 = !DILocation(line: 0, scope: !56)
!138 = !DILocation(line: 39, column: 23, scope: !139)
!139 = distinct !DILexicalBlock(scope: !56, file: !3, line: 39, column: 5)
!140 = !DILocation(line: 39, column: 5, scope: !56)
!141 = !DILocation(line: 38, column: 15, scope: !135)
!142 = !DILocation(line: 38, column: 21, scope: !135)
!143 = !DILocation(line: 37, column: 29, scope: !135)
!144 = distinct !{!144, !136, !145, !105, !106}
!145 = !DILocation(line: 38, column: 33, scope: !54)
!146 = !DILocation(line: 42, column: 14, scope: !28)
!147 = !DILocation(line: 42, column: 12, scope: !28)
!148 = !DILocation(line: 41, column: 5, scope: !28)
!149 = !DILocation(line: 40, column: 16, scope: !139)
!150 = !DILocation(line: 40, column: 23, scope: !139)
!151 = !DILocation(line: 39, column: 29, scope: !139)
!152 = distinct !{!152, !140, !153, !105, !106}
!153 = !DILocation(line: 40, column: 35, scope: !56)
!154 = !DILocation(line: 43, column: 1, scope: !28)
!155 = !DISubprogram(name: "printf", scope: !156, file: !156, line: 356, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!157 = !DISubroutineType(types: !158)
!158 = !{!6, !159, null}
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!160 = !DISubprogram(name: "strtol", scope: !70, file: !70, line: 177, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{!163, !159, !164, !6}
!163 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
