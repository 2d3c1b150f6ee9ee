; Constant fills (tests/model/run.sh, case fills; fm.c): a[i] = 0.3 i + 1
; and c[i] = 0.3 i for i = 0 .. n - 1 (n = argc + 63: 64); b is zeroed by
; a memset, then b[i] = 2 a[i] for even i only; c[j] += a[j] b[j] (a
; read-modify-write), and c is printed (%.2f). The memory pairs say that
; half of b[j]'s reads (27) return the memset's 0. The injector (trident
; inject -n 100 --inst ID; every one of these flips that does not crash
; reads or writes another element, 73% crash):
; - a[j]'s address (24): the other element changes the product only when
;   b[j] is not 0: 1/2 of --no-zero-fills' 26.6%, 13.3% (injector: 19%,
;   a flip of the low 3 bits reads a misaligned double, which shows);
; - b[j]'s address (26): the same 0 when both are the memset's (1/4):
;   19.9% (injector: 24%);
; - c[j]'s address (28: the load and the store of c[j] += a[j] b[j]):
;   the update moves to another cell, and shows only when it is not 0
;   (1/2): 16.5% (injector: 19%; --no-zero-fills: 25.0%).
; Ids: main: 1 add  2 zext  3 memset  4 br  5 phi i  6 uitofp  7 fmul
; 8 fadd  9 gep a  10 store  11 gep c  12 store  13 and  14 icmp  15 br
; 16 fmul  17 gep b  18 store  19 br  20 add  21 icmp  22 br  23 phi j
; 24 gep a  25 load  26 gep b  27 load  28 gep c  29 load  30 fmuladd
; 31 store  32 add  33 icmp  34 br  35 phi k  36 gep c  37 load
; 38 printf  39 add  40 icmp  41 br  42 ret
@a = global [64 x double] zeroinitializer
@b = global [64 x double] zeroinitializer
@c = global [64 x double] zeroinitializer
@fmt = private constant [6 x i8] c"%.2f\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %n = add i32 %argc, 63
  %nn = zext i32 %n to i64
  call void @llvm.memset.p0.i64(ptr @b, i8 0, i64 512, i1 false)
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %f = uitofp i64 %i to double
  %v = fmul double %f, 3.000000e-01
  %v1 = fadd double %v, 1.000000e+00
  %pa = getelementptr inbounds double, ptr @a, i64 %i
  store double %v1, ptr %pa
  %pc = getelementptr inbounds double, ptr @c, i64 %i
  store double %v, ptr %pc
  %odd = and i64 %i, 1
  %even = icmp eq i64 %odd, 0
  br i1 %even, label %setb, label %next

setb:
  %w = fmul double %v1, 2.000000e+00
  %pb = getelementptr inbounds double, ptr @b, i64 %i
  store double %w, ptr %pb
  br label %next

next:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %nn
  br i1 %done, label %dot, label %fill

dot:
  %j = phi i64 [ 0, %next ], [ %j.next, %dot ]
  %qa = getelementptr inbounds double, ptr @a, i64 %j
  %x = load double, ptr %qa
  %qb = getelementptr inbounds double, ptr @b, i64 %j
  %y = load double, ptr %qb
  %qc = getelementptr inbounds double, ptr @c, i64 %j
  %z = load double, ptr %qc
  %u = call double @llvm.fmuladd.f64(double %x, double %y, double %z)
  store double %u, ptr %qc
  %j.next = add nuw nsw i64 %j, 1
  %end = icmp eq i64 %j.next, %nn
  br i1 %end, label %print, label %dot

print:
  %k = phi i64 [ 0, %dot ], [ %k.next, %print ]
  %qk = getelementptr inbounds double, ptr @c, i64 %k
  %ck = load double, ptr %qk
  %r = call i32 (ptr, ...) @printf(ptr @fmt, double %ck)
  %k.next = add nuw nsw i64 %k, 1
  %last = icmp eq i64 %k.next, %nn
  br i1 %last, label %out, label %print

out:
  ret i32 0
}

declare i32 @printf(ptr, ...)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare double @llvm.fmuladd.f64(double, double, double)
