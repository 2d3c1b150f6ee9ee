; FileCheck test of `trident ids`: ids in module order from 1 over every
; instruction of every defined function; declarations get none.
; Checked by tests/cli/run.sh (case ids-filecheck): trident ids, then FileCheck.
declare void @use(i32)

; CHECK-LABEL: define i32 @f(
; CHECK: %a = add i32 %x, 1, !trident.id [[ID1:![0-9]+]]
; CHECK-NEXT: call void @use(i32 %a), !trident.id [[ID2:![0-9]+]]
; CHECK-NEXT: ret i32 %a, !trident.id [[ID3:![0-9]+]]
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  call void @use(i32 %a)
  ret i32 %a
}

; CHECK-LABEL: define void @g(
; CHECK: br label %next, !trident.id [[ID4:![0-9]+]]
; CHECK: ret void, !trident.id [[ID5:![0-9]+]]
define void @g() {
entry:
  br label %next
next:
  ret void
}

; CHECK-DAG: [[ID1]] = !{i64 1}
; CHECK-DAG: [[ID2]] = !{i64 2}
; CHECK-DAG: [[ID3]] = !{i64 3}
; CHECK-DAG: [[ID4]] = !{i64 4}
; CHECK-DAG: [[ID5]] = !{i64 5}
