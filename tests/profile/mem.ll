; Memory profile and output calls known by hand (tests/profile/run.sh,
; case mem). A loop fills a heap array of 100 i32 (store 5), another reads
; it (load 12: pair (5, 12) counted 100 times); a value is stored twice
; before a read (store 18 is dead, store 19 is not); memcpy copies 40
; bytes of the array (pair (5, 22), then (22, 24) for a load of the
; copy); memset, then an atomicrmw and a load of the same granule (pairs
; (25, 26), (26, 27)); fwrite reads the copy (pair (22, 29)); printf has
; the conversions %.4f %d %g %s %.*f.
; Ids, in module order:
;   entry: 1 malloc  2 br
;   fill:  3 phi  4 gep  5 store  6 add  7 icmp  8 br
;   read:  9 phi  10 phi  11 gep  12 load  13 add  14 add  15 icmp  16 br
;   done:  17 malloc  18 store  19 store  20 load  21 malloc  22 memcpy
;          23 gep  24 load  25 memset  26 atomicrmw  27 load
;          28 load @stdout  29 fwrite  30 sitofp  31 printf  32 ret
@fmt = private unnamed_addr constant [20 x i8] c"%.4f %d %g %s %.*f\0A\00"
@str = private unnamed_addr constant [3 x i8] c"hi\00"
@stdout = external global ptr

declare ptr @malloc(i64)
declare i32 @printf(ptr, ...)
declare i64 @fwrite(ptr, i64, i64, ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i32 @main() {
entry:
  %a = call ptr @malloc(i64 400)
  br label %fill
fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill ]
  %p = getelementptr i32, ptr %a, i64 %i
  store i32 7, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 100
  br i1 %c, label %fill, label %read
read:
  %j = phi i64 [ 0, %fill ], [ %j1, %read ]
  %s = phi i32 [ 0, %fill ], [ %s1, %read ]
  %q = getelementptr i32, ptr %a, i64 %j
  %v = load i32, ptr %q
  %s1 = add i32 %s, %v
  %j1 = add i64 %j, 1
  %d = icmp ult i64 %j1, 100
  br i1 %d, label %read, label %done
done:
  %b = call ptr @malloc(i64 16)
  store i32 1, ptr %b
  store i32 2, ptr %b
  %w = load i32, ptr %b
  %c2 = call ptr @malloc(i64 40)
  call void @llvm.memcpy.p0.p0.i64(ptr %c2, ptr %a, i64 40, i1 false)
  %gp = getelementptr i32, ptr %c2, i64 3
  %u = load i32, ptr %gp
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 16, i1 false)
  %old = atomicrmw add ptr %b, i32 5 monotonic
  %z = load i32, ptr %b
  %out = load ptr, ptr @stdout
  %n = call i64 @fwrite(ptr %c2, i64 4, i64 10, ptr %out)
  %f = sitofp i32 %u to double
  %r = call i32 (ptr, ...) @printf(ptr @fmt, double %f, i32 %w, double %f, ptr @str, i32 2, double %f)
  ret i32 0
}
