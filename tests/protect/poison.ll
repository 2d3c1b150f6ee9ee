; Undef and poison operands of protected instructions (selective-dup's
; make_shadows turns them into zeros first): a phi's value on an edge that
; defined none, and a vector's unused lanes. Both copies must compare equal
; in a run without a fault, at -O2 too.
@fmt = private constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %c = icmp sgt i32 %argc, 5
  br i1 %c, label %a, label %b

a:
  %x = add i32 %argc, 7
  br label %b

b:
  %p = phi i32 [ %x, %a ], [ poison, %entry ]
  %q = phi i32 [ %x, %a ], [ undef, %entry ]
  %v = insertelement <4 x i32> poison, i32 %argc, i64 0
  %s = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> zeroinitializer
  %e = extractelement <4 x i32> %s, i64 2
  %r = select i1 %c, i32 %p, i32 %e
  %r2 = select i1 %c, i32 %q, i32 0
  %sum = add i32 %r, %r2
  %call = call i32 (ptr, ...) @printf(ptr @fmt, i32 %sum)
  ret i32 0
}
