; Relaxations (tests/model/run.sh, case relax; model/relax.c): 24 rounds
; of Bellman-Ford over 24 nodes, weights (7u + 13v) % 17 + 1, two distance
; arrays relaxed side by side and printed: d[v] = min(d[v], d[u] + w)
; (the smin 41, stored by 42 into the cell d[v]'s load 40 read) and
; if (e[u] + w < e[v]) e[v] = e[u] + w (the guard 45 decides the store
; 47). An error that raises a distance is repaired at the cell's next
; improvement, and a candidate's error (36) mostly loses the compare.
; The injector (trident inject -n 200 --inst ID, each): c 4.0% SDC, the
; smin 15.0%, d[v]'s load 15.0%, the guard's compare 7.0%; the program
; 5.0% [3.8, 6.5] of 1,000 runs. The model (issue 15, third round): 4.7,
; 23.2, 18.5, 6.7; 10.5% (without --relax: 20.2, 49.9, 79.6, 31.6; 31.0%).
; Fourth round, the min in the flip chains: 1.5, 23.2, 21.1, 6.7; 6.5%
; (without --relax: 0.4, 6.1, 5.8, 31.6; 17.2%).
; Ids: main: 1 br;  init: 2 phi i ... 8 br;  wrow: 9 phi j ... 19 br;
;   inext: 20-22;  start: 23 store 24 store 25 br;  round: 26 phi k 27 br;
;   node: 28 phi u 29 gep 30 gep 31 br;  relax: 32 phi v  33 load d[u]
;   34 gep  35 load w  36 add c  37 load e[u]  38 add c2  39 gep  40 load
;   d[v]  41 smin  42 store  43 gep  44 load e[v]  45 icmp  46 br;
;   update: 47 store 48 br;  vnext: 49-51 ...;  print: 58 phi ... 63 printf
@w = global [24 x [24 x i32]] zeroinitializer
@d = global [24 x i32] zeroinitializer
@e = global [24 x i32] zeroinitializer
@fmt = private constant [7 x i8] c"%d %d\0A\00"

define i32 @main() {
entry:
  br label %init
init:
  %i = phi i64 [ 0, %entry ], [ %i1, %inext ]
  %i7 = mul nuw nsw i64 %i, 7
  %pd = getelementptr inbounds [24 x i32], ptr @d, i64 0, i64 %i
  store i32 1000, ptr %pd
  %pe = getelementptr inbounds [24 x i32], ptr @e, i64 0, i64 %i
  store i32 1000, ptr %pe
  br label %wrow
wrow:
  %j = phi i64 [ 0, %init ], [ %j1, %wrow ]
  %j13 = mul nuw nsw i64 %j, 13
  %x = add nuw nsw i64 %j13, %i7
  %xt = trunc i64 %x to i32
  %xr = urem i32 %xt, 17
  %x1 = add nuw nsw i32 %xr, 1
  %pw = getelementptr inbounds [24 x [24 x i32]], ptr @w, i64 0, i64 %i, i64 %j
  store i32 %x1, ptr %pw
  %j1 = add nuw nsw i64 %j, 1
  %jm = icmp eq i64 %j1, 24
  br i1 %jm, label %inext, label %wrow
inext:
  %i1 = add nuw nsw i64 %i, 1
  %im = icmp eq i64 %i1, 24
  br i1 %im, label %start, label %init
start:
  store i32 0, ptr @d
  store i32 0, ptr @e
  br label %round
round:
  %k = phi i32 [ 0, %start ], [ %k1, %rnext ]
  br label %node
node:
  %u = phi i64 [ 0, %round ], [ %u1, %unext ]
  %pdu = getelementptr inbounds [24 x i32], ptr @d, i64 0, i64 %u
  %peu = getelementptr inbounds [24 x i32], ptr @e, i64 0, i64 %u
  br label %relax
relax:
  %v = phi i64 [ 0, %node ], [ %v1, %vnext ]
  %du = load i32, ptr %pdu
  %pwv = getelementptr inbounds [24 x [24 x i32]], ptr @w, i64 0, i64 %u, i64 %v
  %wuv = load i32, ptr %pwv
  %c = add nsw i32 %wuv, %du
  %eu = load i32, ptr %peu
  %c2 = add nsw i32 %eu, %wuv
  %pdv = getelementptr inbounds [24 x i32], ptr @d, i64 0, i64 %v
  %dv = load i32, ptr %pdv
  %m = call i32 @llvm.smin.i32(i32 %dv, i32 %c)
  store i32 %m, ptr %pdv
  %pev = getelementptr inbounds [24 x i32], ptr @e, i64 0, i64 %v
  %ev = load i32, ptr %pev
  %better = icmp slt i32 %c2, %ev
  br i1 %better, label %update, label %vnext
update:
  store i32 %c2, ptr %pev
  br label %vnext
vnext:
  %v1 = add nuw nsw i64 %v, 1
  %vm = icmp eq i64 %v1, 24
  br i1 %vm, label %unext, label %relax
unext:
  %u1 = add nuw nsw i64 %u, 1
  %um = icmp eq i64 %u1, 24
  br i1 %um, label %rnext, label %node
rnext:
  %k1 = add nuw nsw i32 %k, 1
  %km = icmp eq i32 %k1, 24
  br i1 %km, label %print, label %round
print:
  %p = phi i64 [ 0, %rnext ], [ %p1, %print ]
  %ppd = getelementptr inbounds [24 x i32], ptr @d, i64 0, i64 %p
  %dp = load i32, ptr %ppd
  %ppe = getelementptr inbounds [24 x i32], ptr @e, i64 0, i64 %p
  %ep = load i32, ptr %ppe
  %r = call i32 (ptr, ...) @printf(ptr @fmt, i32 %dp, i32 %ep)
  %p1 = add nuw nsw i64 %p, 1
  %pm = icmp eq i64 %p1, 24
  br i1 %pm, label %done, label %print
done:
  ret i32 0
}

declare i32 @llvm.smin.i32(i32, i32)
declare i32 @printf(ptr, ...)
