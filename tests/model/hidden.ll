; Writes that never reach the output (tests/model/run.sh, case hidden;
; issue 15): a flipped branch that changes only them is masked.
; - A scratch array @work is filled (w, 6: i * 5) and never printed; a
;   check that never fires in the profiled run (big, 7) would overwrite
;   the cell with 999 through the same pointer (10: a store the profile
;   never saw, whose readers are taken to be those of store 8, the
;   executed one through that pointer: none that print). Its flip writes
;   a cell nobody prints: masked (the reference counted a store it never
;   saw as SDC).
; - A call of @scratch, which only writes @tmp (never printed), runs when
;   i is odd (odd, 13): its flip skips or adds a call whose writes
;   nothing prints: masked (before, a skipped call of a function with
;   effects counted as SDC).
; The injector (trident inject -n 100 --inst ID): 6, 7 and 13 benign in
; all 100 runs each. The loop's count (i1, 17) is printed.
; Ids: scratch: 1 store  2 ret;  main: 3 br;  loop: 4 phi i  5 gep
;   6 mul w  7 icmp big  8 store  9 br;  fix: 10 store  11 br;  next:
;   12 and  13 icmp odd  14 br;  call: 15 call  16 br;  step: 17 add
;   18 icmp  19 br;  done: 20 printf  21 ret
@work = global [32 x i32] zeroinitializer
@tmp = global i32 0
@fd = private constant [4 x i8] c"%d\0A\00"

define internal void @scratch(i32 %v) {
  store i32 %v, ptr @tmp
  ret void
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %step ]
  %p = getelementptr [32 x i32], ptr @work, i32 0, i32 %i
  %w = mul i32 %i, 5
  %big = icmp sgt i32 %w, 1000
  store i32 %w, ptr %p
  br i1 %big, label %fix, label %next
fix:
  store i32 999, ptr %p
  br label %next
next:
  %lo = and i32 %i, 1
  %odd = icmp ne i32 %lo, 0
  br i1 %odd, label %call, label %step
call:
  call void @scratch(i32 %i)
  br label %step
step:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 32
  br i1 %more, label %loop, label %done
done:
  %r = call i32 (ptr, ...) @printf(ptr @fd, i32 %i1)
  ret i32 0
}

declare i32 @printf(ptr, ...)
