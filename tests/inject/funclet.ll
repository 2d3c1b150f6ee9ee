; Funclet exception handling (Windows, WebAssembly) has no place for the
; counters' read-back: trident inject refuses it (tests/inject/run.sh, case
; invoke).
declare void @may_throw()
declare i32 @__CxxFrameHandler3(...)

define i32 @main() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw() to label %ok unwind label %cs
cs:
  %s = catchswitch within none [label %h] unwind to caller
h:
  %p = catchpad within %s [ptr null, i32 64, ptr null]
  catchret from %p to label %ok
ok:
  ret i32 0
}
