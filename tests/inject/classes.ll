; Purpose-built targets for `trident inject`: each function forces one
; outcome class when a known site is hit. The number of arguments picks the
; function (none: print_value, one: deref, ...). Ids, in module order:
;   @print_value  1 load  2 add  3 call printf  4 ret
;                 (a value printed directly: any flip of #2 is an sdc)
;   @deref        5 load ptr  6 load  7 call printf  8 ret
;                 (a pointer: a high bit of #5 crashes at #6, latency 1)
;   @spin         9 load n  10 br  11 phi  12 phi  13 xor  14 add  15 icmp
;                 16 br  17 call printf  18 ret
;                 (a loop bound: bit 40 of #9 makes the loop run ~2^40 times;
;                 an xor, not an add, so that -O2 cannot replace the loop by
;                 its closed form)
;   @masked       19 load  20 and 240  21 trunc i8  22 zext  23 icmp sgt 0
;                 24 zext  25 add  26 add  27 call printf  28 ret
;                 (bit 20 of #19 is masked by the and, the trunc and the
;                 compare alike: benign; bit 31 flips the compare: sdc)
;   @check        29 load  30 icmp  31 br  32 call @__trident_detected
;                 33 unreachable  34 ret
;                 (any flip of #29 is detected)
;   @status       35 load  36 sub  37 ret
;                 (any flip of #35 makes main exit non-zero: error-exit)
;   @main         38 sub, 39 switch, then calls and returns
@fmt = private constant [4 x i8] c"%d\0A\00"
@value = global i32 41
@ptr = global ptr @value
@n = global i64 10

declare i32 @printf(ptr, ...)
declare void @__trident_detected(i32) noreturn

define void @print_value() {
  %v = load volatile i32, ptr @value
  %x = add i32 %v, 1
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  ret void
}

define void @deref() {
  %p = load volatile ptr, ptr @ptr
  %v = load volatile i32, ptr %p
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  ret void
}

define void @spin() {
entry:
  %n = load volatile i64, ptr @n
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %s.next = xor i64 %s, %i
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i64 %s.next)
  ret void
}

define void @masked() {
  %v = load volatile i32, ptr @value
  %a = and i32 %v, 240
  %t = trunc i32 %v to i8
  %tz = zext i8 %t to i32
  %c = icmp sgt i32 %v, 0
  %cz = zext i1 %c to i32
  %s1 = add i32 %a, %tz
  %s2 = add i32 %s1, %cz
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %s2)
  ret void
}

define void @check() {
  %v = load volatile i32, ptr @value
  %ok = icmp eq i32 %v, 41
  br i1 %ok, label %fine, label %bad
bad:
  call void @__trident_detected(i32 7)
  unreachable
fine:
  ret void
}

define i32 @status() {
  %v = load volatile i32, ptr @value
  %d = sub i32 %v, 41
  ret i32 %d
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %m = sub i32 %argc, 1
  switch i32 %m, label %m0 [ i32 1, label %m1
                             i32 2, label %m2
                             i32 3, label %m3
                             i32 4, label %m4
                             i32 5, label %m5 ]
m0:
  call void @print_value()
  ret i32 0
m1:
  call void @deref()
  ret i32 0
m2:
  call void @spin()
  ret i32 0
m3:
  call void @masked()
  ret i32 0
m4:
  call void @check()
  ret i32 0
m5:
  %st = call i32 @status()
  ret i32 %st
}
