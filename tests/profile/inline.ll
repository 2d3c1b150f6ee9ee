; The fast path's inlining budget (tests/profile/run.sh, case inline;
; profiler/instrument.c, inline_sites): of the loads and stores on the fast
; path, the 32 in the deepest loops are inlined, in id order at equal depth,
; and the others call it out of line (a noinline call site). Here:
;   entry: a store and a load of @g[0], outside every loop (out of line);
;   fill:  the store of @g[i] for i < 64, depth 1;
;   outer/inner: the load of @g[j] for i < n, j < 4, depth 2 (inlined);
;   wide:  34 loads of @g[k], k = 1..34, and their sum, for i < n, depth 1:
;          the first 30 inlined (32 with fill's store and inner's load).
; 4 + 34 = 38 sites in all: 32 inlined, 6 out of line (entry's two, the
; last four of wide). The counts are exact either way: n = argc.
; The instrumented module, first copy of each call (the sampled
; copies carry the same):
; INL: call void @trident.prof.fast_store1(ptr @g, i64 4, i32 1, i64 {{[^)]*}}) #[[NOINL:[0-9]+]]
; INL: call void @trident.prof.fast_load1(ptr @g, i64 4, i32 2, i64 {{[^)]*}}) #[[NOINL]]
; INL: call void @trident.prof.fast_store1(ptr %{{[^,]*}}, i64 4, i32 7, i64 {{[^)]*}}){{$}}
; INL: call void @trident.prof.fast_load1(ptr %{{[^,]*}}, i64 4, i32 17, i64 {{[^)]*}}){{$}}
; INL: call void @trident.prof.fast_load1(ptr %{{[^,]*}}, i64 4, i32 115, i64 {{[^)]*}}){{$}}
; INL: call void @trident.prof.fast_load1(ptr %{{[^,]*}}, i64 4, i32 118, i64 {{[^)]*}}) #[[NOINL]]
; INL: attributes #[[NOINL]] = { noinline }
@g = global [64 x i32] zeroinitializer

define i32 @main(i32 %argc, ptr %argv) {
entry:
  store i32 7, ptr @g
  %g0 = load i32, ptr @g
  br label %fill
fill:
  %f = phi i64 [ 0, %entry ], [ %f1, %fill ]
  %fp = getelementptr [64 x i32], ptr @g, i64 0, i64 %f
  %ft = trunc i64 %f to i32
  store i32 %ft, ptr %fp
  %f1 = add i64 %f, 1
  %fd = icmp eq i64 %f1, 64
  br i1 %fd, label %outer, label %fill
outer:
  %i = phi i32 [ 0, %fill ], [ %i1, %olatch ]
  %s = phi i32 [ %g0, %fill ], [ %s2, %olatch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %s1 = phi i32 [ %s, %outer ], [ %s2, %inner ]
  %jp = getelementptr [64 x i32], ptr @g, i64 0, i64 %j
  %v = load i32, ptr %jp
  %s2 = add i32 %s1, %v
  %j1 = add i64 %j, 1
  %jd = icmp eq i64 %j1, 4
  br i1 %jd, label %olatch, label %inner
olatch:
  %i1 = add i32 %i, 1
  %id = icmp eq i32 %i1, %argc
  br i1 %id, label %wide, label %outer
wide:
  %w = phi i32 [ 0, %olatch ], [ %w1, %wide ]
  %t0 = phi i32 [ %s2, %olatch ], [ %t34, %wide ]
  %p1 = getelementptr [64 x i32], ptr @g, i64 0, i64 1
  %l1 = load i32, ptr %p1
  %t1 = add i32 %t0, %l1
  %p2 = getelementptr [64 x i32], ptr @g, i64 0, i64 2
  %l2 = load i32, ptr %p2
  %t2 = add i32 %t1, %l2
  %p3 = getelementptr [64 x i32], ptr @g, i64 0, i64 3
  %l3 = load i32, ptr %p3
  %t3 = add i32 %t2, %l3
  %p4 = getelementptr [64 x i32], ptr @g, i64 0, i64 4
  %l4 = load i32, ptr %p4
  %t4 = add i32 %t3, %l4
  %p5 = getelementptr [64 x i32], ptr @g, i64 0, i64 5
  %l5 = load i32, ptr %p5
  %t5 = add i32 %t4, %l5
  %p6 = getelementptr [64 x i32], ptr @g, i64 0, i64 6
  %l6 = load i32, ptr %p6
  %t6 = add i32 %t5, %l6
  %p7 = getelementptr [64 x i32], ptr @g, i64 0, i64 7
  %l7 = load i32, ptr %p7
  %t7 = add i32 %t6, %l7
  %p8 = getelementptr [64 x i32], ptr @g, i64 0, i64 8
  %l8 = load i32, ptr %p8
  %t8 = add i32 %t7, %l8
  %p9 = getelementptr [64 x i32], ptr @g, i64 0, i64 9
  %l9 = load i32, ptr %p9
  %t9 = add i32 %t8, %l9
  %p10 = getelementptr [64 x i32], ptr @g, i64 0, i64 10
  %l10 = load i32, ptr %p10
  %t10 = add i32 %t9, %l10
  %p11 = getelementptr [64 x i32], ptr @g, i64 0, i64 11
  %l11 = load i32, ptr %p11
  %t11 = add i32 %t10, %l11
  %p12 = getelementptr [64 x i32], ptr @g, i64 0, i64 12
  %l12 = load i32, ptr %p12
  %t12 = add i32 %t11, %l12
  %p13 = getelementptr [64 x i32], ptr @g, i64 0, i64 13
  %l13 = load i32, ptr %p13
  %t13 = add i32 %t12, %l13
  %p14 = getelementptr [64 x i32], ptr @g, i64 0, i64 14
  %l14 = load i32, ptr %p14
  %t14 = add i32 %t13, %l14
  %p15 = getelementptr [64 x i32], ptr @g, i64 0, i64 15
  %l15 = load i32, ptr %p15
  %t15 = add i32 %t14, %l15
  %p16 = getelementptr [64 x i32], ptr @g, i64 0, i64 16
  %l16 = load i32, ptr %p16
  %t16 = add i32 %t15, %l16
  %p17 = getelementptr [64 x i32], ptr @g, i64 0, i64 17
  %l17 = load i32, ptr %p17
  %t17 = add i32 %t16, %l17
  %p18 = getelementptr [64 x i32], ptr @g, i64 0, i64 18
  %l18 = load i32, ptr %p18
  %t18 = add i32 %t17, %l18
  %p19 = getelementptr [64 x i32], ptr @g, i64 0, i64 19
  %l19 = load i32, ptr %p19
  %t19 = add i32 %t18, %l19
  %p20 = getelementptr [64 x i32], ptr @g, i64 0, i64 20
  %l20 = load i32, ptr %p20
  %t20 = add i32 %t19, %l20
  %p21 = getelementptr [64 x i32], ptr @g, i64 0, i64 21
  %l21 = load i32, ptr %p21
  %t21 = add i32 %t20, %l21
  %p22 = getelementptr [64 x i32], ptr @g, i64 0, i64 22
  %l22 = load i32, ptr %p22
  %t22 = add i32 %t21, %l22
  %p23 = getelementptr [64 x i32], ptr @g, i64 0, i64 23
  %l23 = load i32, ptr %p23
  %t23 = add i32 %t22, %l23
  %p24 = getelementptr [64 x i32], ptr @g, i64 0, i64 24
  %l24 = load i32, ptr %p24
  %t24 = add i32 %t23, %l24
  %p25 = getelementptr [64 x i32], ptr @g, i64 0, i64 25
  %l25 = load i32, ptr %p25
  %t25 = add i32 %t24, %l25
  %p26 = getelementptr [64 x i32], ptr @g, i64 0, i64 26
  %l26 = load i32, ptr %p26
  %t26 = add i32 %t25, %l26
  %p27 = getelementptr [64 x i32], ptr @g, i64 0, i64 27
  %l27 = load i32, ptr %p27
  %t27 = add i32 %t26, %l27
  %p28 = getelementptr [64 x i32], ptr @g, i64 0, i64 28
  %l28 = load i32, ptr %p28
  %t28 = add i32 %t27, %l28
  %p29 = getelementptr [64 x i32], ptr @g, i64 0, i64 29
  %l29 = load i32, ptr %p29
  %t29 = add i32 %t28, %l29
  %p30 = getelementptr [64 x i32], ptr @g, i64 0, i64 30
  %l30 = load i32, ptr %p30
  %t30 = add i32 %t29, %l30
  %p31 = getelementptr [64 x i32], ptr @g, i64 0, i64 31
  %l31 = load i32, ptr %p31
  %t31 = add i32 %t30, %l31
  %p32 = getelementptr [64 x i32], ptr @g, i64 0, i64 32
  %l32 = load i32, ptr %p32
  %t32 = add i32 %t31, %l32
  %p33 = getelementptr [64 x i32], ptr @g, i64 0, i64 33
  %l33 = load i32, ptr %p33
  %t33 = add i32 %t32, %l33
  %p34 = getelementptr [64 x i32], ptr @g, i64 0, i64 34
  %l34 = load i32, ptr %p34
  %t34 = add i32 %t33, %l34
  %w1 = add i32 %w, 1
  %wd = icmp eq i32 %w1, %argc
  br i1 %wd, label %done, label %wide
done:
  %r = and i32 %t34, 1
  ret i32 %r
}
