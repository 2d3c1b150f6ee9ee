; Calls that end their block (tests/inject/run.sh, case invoke): an
; invoke whose callee returns or throws, and a callbr. The counters go out
; before each and come back on every edge: in a block of its own on the
; invoke's normal edge (join has another predecessor, so its phi must name
; the new block) and on each callbr edge, right after the landing pad on
; the unwind edge. Ids, in module order:
;   @work  1 gep  2 icmp  3 br; ok: 4 ret; throw: 5 call alloc  6 store
;          7 call __cxa_throw  8 unreachable
;   @main  9 br; loop: 10 phi i  11 phi s  12 invoke @work
;          lpad: 13 landingpad  14 extractvalue  15 call begin_catch
;          16 load  17 call end_catch  18 br
;          join: 19 phi  20 load  21 add  22 add  23 icmp  24 br
;          done: 25 callbr; fin: 26 call printf  27 ret
; @work(i) returns &buf[i], and throws it for i = 2; main sums the buf[i]
; it gets either way (100). The sites run in this order:
;   i=0,1: 10 11 1 2 19 20 21 22 23
;   i=2:   10 11 1 2 5 14 15 16 19 20 21 22 23
;   i=3:   10 11 1 2 19 20 21 22 23
;   then 26: 41 instances. Instructions: 1 + 3 * (3 + 4 + 6) +
;   (3 + 6 + 6 + 6) + 1 + 2 = 64 (__cxa_throw's unreachable never runs).
; A fault in the pointer #1 crashes at the load #20, after 5 instructions
; on the normal edge (2 3 4 19 20) and after 13 on the unwind edge (2 3 5
; 6 7 13 14 15 16 17 18 19 20).
@fmt = private constant [4 x i8] c"%d\0A\00"
@buf = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
@_ZTIl = external constant ptr

declare i32 @printf(ptr, ...)
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @__gxx_personality_v0(...)

define ptr @work(i32 %x) {
entry:
  %y = getelementptr i32, ptr @buf, i32 %x
  %t = icmp eq i32 %x, 2
  br i1 %t, label %throw, label %ok
ok:
  ret ptr %y
throw:
  %e = call ptr @__cxa_allocate_exception(i64 8)
  store ptr %y, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIl, ptr null)
  unreachable
}

; CHECK-LABEL: define i32 @main(
; The counters go out before the invoke.
; CHECK:       store volatile i64 {{%.*}}, ptr @__trident_fi_insts
; CHECK:       store volatile i64 {{%.*}}, ptr @__trident_fi_count
; CHECK-NEXT:  [[Q:%.*]] = invoke ptr @work(
; CHECK-NEXT:    to label %[[BACK:fi.back[0-9]*]] unwind label %lpad
; The normal edge: read back in a block of its own.
; CHECK:       [[BACK]]:
; CHECK-NEXT:    load i64, ptr @__trident_fi_insts
; CHECK-NEXT:    store i64 {{%.*}}, ptr %fi.insts
; CHECK-NEXT:    load i64, ptr @__trident_fi_count
; CHECK-NEXT:    sub i64
; CHECK-NEXT:    store i64 {{%.*}}, ptr %fi.count
; CHECK-NEXT:    br label %join
; The unwind edge: read back after the landing pad, before its segment.
; CHECK:       lpad:
; CHECK-NEXT:    %lp = landingpad { ptr, i32 }
; CHECK-NEXT:      catch ptr @_ZTIl
; CHECK-NEXT:    load i64, ptr @__trident_fi_insts
; CHECK-NEXT:    store i64 {{%.*}}, ptr %fi.insts
; CHECK-NEXT:    load i64, ptr @__trident_fi_count
; CHECK-NEXT:    sub i64
; CHECK-NEXT:    store i64 {{%.*}}, ptr %fi.count
; CHECK-NEXT:    %fi.base{{[0-9]+}} = load i64, ptr %fi.count
; The phi of the normal destination names the new block.
; CHECK:       join:
; CHECK-NEXT:    %r = phi ptr [ [[Q]], %[[BACK]] ], [ {{%.*}}, %fi.cont{{[0-9]+}} ]
; Both edges of the callbr to fin share one block that reads back.
; CHECK:         callbr void asm "", "!i"()
; CHECK-NEXT:      to label %[[CB:fi.back[0-9]+]] [label %[[CB]]]
; CHECK:       [[CB]]:
; CHECK-NEXT:    load i64, ptr @__trident_fi_insts
; CHECK:         store i64 {{%.*}}, ptr %fi.count
; CHECK-NEXT:    br label %fin
define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %join ]
  %s = phi i32 [ 0, %entry ], [ %s1, %join ]
  %q = invoke ptr @work(i32 %i) to label %join unwind label %lpad
lpad:
  %lp = landingpad { ptr, i32 } catch ptr @_ZTIl
  %ex = extractvalue { ptr, i32 } %lp, 0
  %slot = call ptr @__cxa_begin_catch(ptr %ex)
  %p = load ptr, ptr %slot
  call void @__cxa_end_catch()
  br label %join
join:
  %r = phi ptr [ %q, %loop ], [ %p, %lpad ]
  %v = load i32, ptr %r
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 4
  br i1 %more, label %loop, label %done
done:
  callbr void asm "", "!i"() to label %fin [label %fin]
fin:
  %out = call i32 (ptr, ...) @printf(ptr @fmt, i32 %s1)
  ret i32 0
}
