; Debug records (#dbg_value) attach to the instruction after them; a phi
; may carry none, so the merge phis that instrumentation puts at the top
; of a block go before the records there (tests/inject/run.sh, case
; dbg-records). loop and then form a region whose exit, join, starts with
; a record and uses %odd and %i, so join gets merge phis for them. Ids:
;   entry: 1 br; loop: 2 phi  3 and  4 icmp  5 br; then: 6 add  7 br
;   join: 8 add  9 add  10 icmp  11 br; done: 12 call printf  13 ret
; The sites run in this order: 2 3 4 (6 for odd i) 8 9 10, for i = 0..3,
; then 12: 27 instances; instructions: 1 + 4 * 8 + 2 * 2 + 2 = 39.
@fmt = private constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

; CHECK-LABEL: define i32 @main(
; CHECK:       join:
; CHECK-NEXT:    phi i32
; CHECK-NEXT:    phi i32
; CHECK-NEXT:    #dbg_value(i32
define i32 @main() !dbg !5 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %join ]
  %odd = and i32 %i, 1
  %c = icmp eq i32 %odd, 1
  br i1 %c, label %then, label %join
then:
  %t = add i32 %i, 10
  br label %join
join:
    #dbg_value(i32 %odd, !9, !DIExpression(), !10)
  %x = add i32 %odd, %i
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 4
  br i1 %more, label %loop, label %done
done:
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  ret i32 0
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "dbg-records.ll", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{!11}
!8 = !{!9}
!9 = !DILocalVariable(name: "odd", scope: !5, file: !1, line: 2, type: !11)
!10 = !DILocation(line: 2, scope: !5)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
