; setjmp returns twice (tests/inject/run.sh, case setjmp): the counters go
; out before longjmp and come back after setjmp each time it returns, for
; the C library's pair and for the intrinsics of __builtin_setjmp and
; __builtin_longjmp alike, so the callee's counts are not lost. Ids:
;   @jump  1 mul  2 icmp  3 br; libc: 4 call longjmp  5 unreachable;
;          builtin: 6 call llvm.eh.sjlj.longjmp  7 unreachable
;   @main  8 call _setjmp  9 icmp  10 br; go: 11 call @jump  12 unreachable
;          sj2: 13 frameaddress  14 store  15 stacksave  16 store
;          17 call llvm.eh.sjlj.setjmp  18 icmp  19 br
;          go2: 20 call @jump  21 unreachable; done: 22 add  23 call printf
;          24 ret
; The sites run in this order: 8 9, 1 2 (longjmp), 8 9 (setjmp again),
; 13 15 17 18, 1 2 (__builtin_longjmp), 17 18, 22 23: 16 instances.
; Instructions: 3 + 1 + 4 + 2 + 7 + 1 + 4 + 2 + 3 = 27 (a setjmp is
; counted once, before it first returns). Output: 7 + 1 = 8.
@fmt = private constant [4 x i8] c"%d\0A\00"
@jb = global [200 x i8] zeroinitializer, align 16
@bb = global [5 x ptr] zeroinitializer

declare i32 @printf(ptr, ...)
declare i32 @_setjmp(ptr) returns_twice
declare void @longjmp(ptr, i32) noreturn
declare ptr @llvm.frameaddress.p0(i32)
declare ptr @llvm.stacksave.p0()
declare i32 @llvm.eh.sjlj.setjmp(ptr)
declare void @llvm.eh.sjlj.longjmp(ptr)

define void @jump(i32 %how) {
  %y = mul i32 %how, 3
  %t = icmp eq i32 %y, 0
  br i1 %t, label %libc, label %builtin
libc:
  call void @longjmp(ptr @jb, i32 7)
  unreachable
builtin:
  call void @llvm.eh.sjlj.longjmp(ptr @bb)
  unreachable
}

; The intrinsic passes the counters like a call, and is not declared to
; leave them alone (!noalias), or the read-back would fold away.
; CHECK-LABEL: define i32 @main(
; CHECK:       sj2:
; CHECK:         store volatile i64 {{%.*}}, ptr @__trident_fi_count
; CHECK-NEXT:    {{%.*}} = call i32 @llvm.eh.sjlj.setjmp(ptr @bb)
; CHECK-NOT:     !noalias
; CHECK-SAME:    !trident.id
; CHECK-NEXT:    load i64, ptr @__trident_fi_insts
define i32 @main() {
entry:
  %r = call i32 @_setjmp(ptr @jb)
  %z = icmp eq i32 %r, 0
  br i1 %z, label %go, label %sj2
go:
  call void @jump(i32 0)
  unreachable
sj2:
  %fp = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %fp, ptr @bb
  %sp = call ptr @llvm.stacksave.p0()
  store ptr %sp, ptr getelementptr (i8, ptr @bb, i64 16)
  %b = call i32 @llvm.eh.sjlj.setjmp(ptr @bb)
  %z2 = icmp eq i32 %b, 0
  br i1 %z2, label %go2, label %done
go2:
  call void @jump(i32 1)
  unreachable
done:
  %v = add i32 %r, %b
  %out = call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  ret i32 0
}
