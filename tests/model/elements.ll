; Loop counters, wrong elements and vector lanes (tests/model/run.sh, case
; elements). fill stores a[i] = 0.3 i for i = 0 .. n - 1 (n = argc + 63:
; 64), sum adds a[j] up, out prints the sum and twice it (%.2f), the two
; lanes of a broadcast. The injector (trident inject -n 100 --inst ID):
;
; - The counters i (4, 9) and j (12, 17) end their loops by equality
;   tests against n: a flip of bit 6 or above (58 of 64) takes the
;   counter past 64, which it never meets again, and the loop runs on
;   until an access leaves mapped memory (runaway.c with --runaway; injector:
;   6-12% SDC, 88% crash; without it 26.6% SDC, every flip that did not
;   crash at once counted as SDC).
; - A flip of the address of a[i]'s store (7) or of a[j]'s load (14) that
;   does not crash writes or reads another element: a large error that the
;   printed sum shows, not a flip of the double's bits (predicted 26.6%;
;   injector: 26%, 27%; --no-wrong-element: 9.6%, the printed digits'
;   share 0.36 of what did not crash).
; - The sum's broadcast (20: insertelement into poison, 21: shufflevector
;   with a zero mask) drops every flip of lane 1 of 20: half of 20's
;   flips (predicted 18.1%, 21: 36.2%; injector: 22%, 43%).
; Ids: main: 1 add  2 zext  3 br  4 phi i  5 uitofp  6 fmul  7 gep  8 store
; 9 add i  10 icmp  11 br  12 phi j  13 phi s  14 gep  15 load  16 fadd
; 17 add j  18 icmp  19 br  20 insertelement  21 shufflevector  22 fmul
; 23, 24 extractelement  25 printf  26 ret
@a = global [64 x double] zeroinitializer
@fmt = private constant [11 x i8] c"%.2f %.2f\0A\00"

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %n = add i32 %argc, 63
  %nn = zext i32 %n to i64
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %f = uitofp i64 %i to double
  %v = fmul double %f, 3.000000e-01
  %p = getelementptr inbounds double, ptr @a, i64 %i
  store double %v, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %nn
  br i1 %done, label %sum, label %fill

sum:
  %j = phi i64 [ 0, %fill ], [ %j.next, %sum ]
  %s = phi double [ 0.000000e+00, %fill ], [ %s.next, %sum ]
  %q = getelementptr inbounds double, ptr @a, i64 %j
  %x = load double, ptr %q
  %s.next = fadd double %s, %x
  %j.next = add nuw nsw i64 %j, 1
  %end = icmp eq i64 %j.next, %nn
  br i1 %end, label %out, label %sum

out:
  %vec = insertelement <2 x double> poison, double %s.next, i64 0
  %bc = shufflevector <2 x double> %vec, <2 x double> poison, <2 x i32> zeroinitializer
  %m = fmul <2 x double> %bc, <double 1.000000e+00, double 2.000000e+00>
  %e0 = extractelement <2 x double> %m, i64 0
  %e1 = extractelement <2 x double> %m, i64 1
  %r = call i32 (ptr, ...) @printf(ptr @fmt, double %e0, double %e1)
  ret i32 0
}

declare i32 @printf(ptr, ...)
