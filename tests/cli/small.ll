; A small module for the command-line tests: two definitions, one
; declaration, a loop and a call.
; The ';' inside the string must not be taken for a comment by the hash.
@msg = constant [6 x i8] c"a;b\22c\00"

declare i32 @putchar(i32)

define i32 @sum(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = add i32 %s, %i
  %i.next = add i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %s.next
}

define i32 @main() {
entry:
  %r = call i32 @sum(i32 10)
  %c = add i32 %r, 20
  %p = call i32 @putchar(i32 %c)
  ret i32 0
}
