; The C library's formatting and string functions, known by hand
; (tests/profile/run.sh, case libc; issue 14). Granules are 4 bytes; the
; buffers are 16-aligned.
;   4  snprintf(buf, 64, "%d %.2f\n", 7, 2.5) writes "7 2.50\n" and its
;      terminator (8 bytes: 2 granules)          format
;   5  fputs(buf) reads them                     pair (4, 5)
;   6  strcpy(line, buf)                         pair (4, 6), 2 granules
;   7  sprintf(buf, "<%s>", "hi") reads "hi"     pair (0, 7)
;      and writes "<hi>" (5 bytes: 2 granules; buf was read: no pair)
;   8  strcat(line, buf) reads "<hi>"            pair (7, 8)
;      and appends at line + 7, inside line's second granule, which
;      strcpy wrote and nobody read: the text goes on  pair (6, 8)
;   9  strdup(line): 12 bytes                    pairs (6, 9), (8, 9)
;  10  printf("%s|", dup) reads the copy         pair (9, 10)
;  12  fwrite(line, 1, 7) reads 7 bytes          pairs (6, 12), (8, 12)
;  13  snprintf(NULL, 0, ...) writes nothing (a length query)
;  14  logv(buf, "%s=%d\n", "hi", 5): in logv, vsnprintf (20) reads "hi"
;      through the va_list (pair (0, 20)) and writes "hi=5\n" (6 bytes)
;  15  fputs(buf) reads it                       pair (20, 15)
;  16  strncpy(line, "abcdefgh", 4): 4 bytes, no terminator (1 granule;
;      the padding a longer n writes is not followed)  pair (0, 16)
; Ids, in module order:
;   main:  1 alloca  2 alloca  3 load @stdout  4 snprintf  5 fputs
;          6 strcpy  7 sprintf  8 strcat  9 strdup  10 printf  11 zext
;          12 fwrite  13 snprintf  14 call logv  15 fputs  16 strncpy
;          17 ret
;   logv:  18 alloca  19 va_start  20 vsnprintf  21 va_end  22 ret
@fmt1 = private unnamed_addr constant [9 x i8] c"%d %.2f\0A\00"
@fmt2 = private unnamed_addr constant [5 x i8] c"<%s>\00"
@fmt3 = private unnamed_addr constant [4 x i8] c"%s|\00"
@fmt4 = private unnamed_addr constant [7 x i8] c"%s=%d\0A\00"
@hi = private unnamed_addr constant [3 x i8] c"hi\00"
@abc = private unnamed_addr constant [9 x i8] c"abcdefgh\00"
@stdout = external global ptr

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

declare i32 @snprintf(ptr, i64, ptr, ...)
declare i32 @sprintf(ptr, ptr, ...)
declare i32 @vsnprintf(ptr, i64, ptr, ptr)
declare i32 @printf(ptr, ...)
declare i32 @fputs(ptr, ptr)
declare i64 @fwrite(ptr, i64, i64, ptr)
declare ptr @strcpy(ptr, ptr)
declare ptr @strncpy(ptr, ptr, i64)
declare ptr @strcat(ptr, ptr)
declare ptr @strdup(ptr)
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

define i32 @main() {
entry:
  %buf = alloca [64 x i8], align 16
  %line = alloca [64 x i8], align 16
  %out = load ptr, ptr @stdout
  %n = call i32 (ptr, i64, ptr, ...) @snprintf(ptr %buf, i64 64, ptr @fmt1, i32 7, double 2.5)
  %r1 = call i32 @fputs(ptr %buf, ptr %out)
  %c1 = call ptr @strcpy(ptr %line, ptr %buf)
  %k = call i32 (ptr, ptr, ...) @sprintf(ptr %buf, ptr @fmt2, ptr @hi)
  %c2 = call ptr @strcat(ptr %line, ptr %buf)
  %d = call ptr @strdup(ptr %line)
  %p = call i32 (ptr, ...) @printf(ptr @fmt3, ptr %d)
  %w = zext i32 %n to i64
  %f = call i64 @fwrite(ptr %line, i64 1, i64 %w, ptr %out)
  %z = call i32 (ptr, i64, ptr, ...) @snprintf(ptr null, i64 0, ptr @fmt1, i32 1, double 1.0)
  call void (ptr, ptr, ...) @logv(ptr %buf, ptr @fmt4, ptr @hi, i32 5)
  %r2 = call i32 @fputs(ptr %buf, ptr %out)
  %c3 = call ptr @strncpy(ptr %line, ptr @abc, i64 4)
  ret i32 0
}

define void @logv(ptr %buf, ptr %fmt, ...) {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.va_start.p0(ptr %ap)
  %r = call i32 @vsnprintf(ptr %buf, i64 64, ptr %fmt, ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  ret void
}
