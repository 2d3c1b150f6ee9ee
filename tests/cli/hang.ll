; A program that never ends: `trident predict` must stop its profiled run
; at --timeout and say so.
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %j, %loop ]
  %j = add i64 %i, 1
  store volatile i64 %j, ptr @sink
  br label %loop
}

@sink = global i64 0
