; Segments that run at most once get their value samples in place, with no
; sampled copy (tests/profile/run.sh, case once; profiler/values.c,
; once_blocks): main's blocks outside its loop, and once_fn, whose one use
; is a call from main's entry. twice_fn is called twice and jmp_fn calls
; setjmp (its blocks may run again): outside loops, they are sampled at
; their end (sample_late: a test before the last instruction, and a cold
; block that stores the operands and calls the runtime). The loop runs n
; times and is among the deepest groups: it keeps its sampled copy
; (sample_group). The samples are the same either way: n = argc (3 here).
declare i32 @setjmp(ptr) returns_twice

define i32 @once_fn(i32 %x) {
entry:
  %a = add i32 %x, 7
  %b = mul i32 %a, %x
  ret i32 %b
}

define i32 @twice_fn(i32 %x) {
entry:
  %a = xor i32 %x, 5
  ret i32 %a
}

define i32 @jmp_fn(ptr %buf, i32 %x) {
entry:
  %r = call i32 @setjmp(ptr %buf)
  %s = add i32 %r, %x
  ret i32 %s
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %buf = alloca [64 x i64]
  %v = mul i32 %argc, 3
  %o = call i32 @once_fn(i32 %v)
  %t1 = call i32 @twice_fn(i32 %o)
  %t2 = call i32 @twice_fn(i32 %t1)
  %j = call i32 @jmp_fn(ptr %buf, i32 %t2)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ %j, %entry ], [ %acc1, %loop ]
  %acc1 = shl i32 %acc, 1
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %argc
  br i1 %done, label %exit, label %loop
exit:
  %r = and i32 %acc1, 1
  ret i32 %r
}
; ONCE-LABEL: define i32 @once_fn(
; ONCE-NOT: prof.sample
; ONCE-LABEL: define i32 @twice_fn(
; ONCE: %a = xor i32 %x, 5
; ONCE-NEXT: %prof.v{{[0-9]*}} = load i64
; ONCE-NEXT: %prof.due{{[0-9]*}} = icmp uge i64
; ONCE-NEXT: br i1 %prof.due{{[0-9]*}}, label %prof.sample{{[0-9]*}}, label %entry
; ONCE: prof.sample{{[0-9]*}}:
; ONCE-NEXT: %prof.w{{[0-9]*}} = zext i32 %x to i64
; ONCE-NEXT: store i64 %prof.w{{[0-9]*}}, ptr @__trident_prof_vbuf, align 8
; ONCE: call void @__trident_prof_sample_seg(
; ONCE-NEXT: br label %entry
; ONCE-LABEL: define i32 @jmp_fn(
; ONCE: prof.sample
; ONCE-LABEL: define i32 @main(
; ONCE: %v = mul i32 %argc, 3
; ONCE-NEXT: %prof.w{{[0-9]*}} = zext i32 %argc to i64
; ONCE-NEXT: store i64 %prof.w{{[0-9]*}}, ptr @__trident_prof_vbuf, align 8
; ONCE: prof.sample
; ONCE: %acc1 = shl i32
