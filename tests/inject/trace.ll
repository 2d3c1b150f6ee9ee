; The dynamic order of fault sites, known by hand (tests/inject/run.sh,
; case trace), and the shape of the instrumentation (FileCheck, on the
; module `trident inject` keeps as DIR/instrumented.bc). Ids, in module
; order:
;   @add1   1 add  2 ret
;   @main   3 br; loop: 4 phi  5 phi  6 call @add1  7 add  8 add  9 icmp
;           10 br; done: 11 call printf  12 ret
; The sites (values that are not terminators) run in this order, three
; times: 4 5 1 6 7 8 9 (the callee's add before the call's own value),
; then 11: 22 instances. Instructions executed: 1 + 3 * (7 + 2) + 2 = 30.
@fmt = private constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

define i32 @add1(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

; The loop block is cut into two segments at the call. Each starts with
; one test of the whole segment (the counter is kept as count - target);
; the phis' segment holds 2 sites, the call's value and the three after it
; hold 4.
; CHECK-LABEL: define i32 @main(
; CHECK:       loop:
; CHECK:         %fi.base = load i64, ptr %fi.count
; CHECK-NEXT:    [[NEXT:%.*]] = add i64 %fi.base, 2
; CHECK-NEXT:    store i64 [[NEXT]], ptr %fi.count
; CHECK-NEXT:    %fi.rel = xor i64 %fi.base, -1
; CHECK-NEXT:    %fi.in = icmp ult i64 %fi.rel, 2
; CHECK-NEXT:    br i1 %fi.in, label %fi.slow, label %fi.cont, !prof [[COLD:![0-9]+]]
; The counters go out before the call, volatile, and come back after it.
; CHECK:         store volatile i64 {{%.*}}, ptr @__trident_fi_insts
; CHECK:         store volatile i64 {{%.*}}, ptr @__trident_fi_count
; CHECK-NEXT:    [[C:%.*]] = call i32 @add1(
; CHECK-NEXT:    load i64, ptr @__trident_fi_insts
; CHECK:         %fi.in{{[0-9]+}} = icmp ult i64 %fi.rel{{[0-9]+}}, 4
; The fast copy of the region: the program's instructions alone.
; CHECK:       fi.cont{{[0-9]+}}:
; CHECK-NEXT:    [[S1:%.*]] = add i32 {{%.*}}, [[C]], !trident.id
; CHECK-NEXT:    add i32 {{%.*}}, 1, !trident.id
; CHECK-NEXT:    icmp slt i32 {{%.*}}, 3, !trident.id
; CHECK-NEXT:    br label
; The merge: phis of the fast and slow versions of values used later.
; CHECK:         phi i32 [ [[S1]], %fi.cont{{[0-9]+}} ], [ {{%.*}}, %fi.slow{{[0-9]+}} ]
; The slow copy checks each site and calls the runtime on the target.
; CHECK:       fi.slow:
; CHECK:         %fi.hit = icmp eq i64 %fi.rel, 0
; CHECK:       fi.inject:
; CHECK:         call void @__trident_fi_inject(ptr %fi.slot, i32 32, i32 4,
; CHECK:         call void @__trident_fi_inject(ptr %fi.slot, i32 32, i32 5,
; CHECK:         call void @__trident_fi_inject(ptr %fi.slot, i32 32, i32 6,
; CHECK:         call void @__trident_fi_inject(ptr %fi.slot, i32 32, i32 7,
; CHECK:         call void @__trident_fi_inject(ptr %fi.slot, i32 32, i32 8,
; CHECK:         call void @__trident_fi_inject(ptr {{%fi.slot[0-9]+}}, i32 1, i32 9,
; CHECK:         call void @__trident_fi_inject(ptr %fi.slot, i32 32, i32 11,
; CHECK:       [[COLD]] = !{!"branch_weights", i32 1, i32 1048576}
define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %c = call i32 @add1(i32 %i)
  %s1 = add i32 %s, %c
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 3
  br i1 %more, label %loop, label %done
done:
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %s1)
  ret i32 0
}
