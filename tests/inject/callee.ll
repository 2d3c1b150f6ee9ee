; --inst into a function whose memory attribute says it touches only its
; arguments: the instrumentation's counter lives in a global, so the
; attribute must go, or the caller keeps its own copy of the counter
; across the call and the callee's 8 instances of %v are lost.
@fmt = private constant [5 x i8] c"%ld\0A\00"

declare i32 @printf(ptr, ...)

define internal void @fill(ptr %p, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %v = mul i64 %i, 3
  %g = getelementptr i64, ptr %p, i64 %i
  store i64 %v, ptr %g
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}

define i32 @main() {
  %a = alloca [8 x i64]
  call void @fill(ptr %a, i64 8) #0
  %g = getelementptr i64, ptr %a, i64 7
  %x = load i64, ptr %g
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i64 %x)
  ret i32 0
}

attributes #0 = { nounwind memory(argmem: readwrite) }
