; Two shapes for the model (tests/model/run.sh, case helper):
; - an inlined helper's error return: the range check (4, br 5) sends
;   its error side (herr) to a join whose phi (9) is -1 from there, and
;   the caller tests that phi (10) and leaves through exit returning 2.
;   herr also sets a flag that done would print, so a flip of 4 into herr
;   would be SDC if the run went on; it does not: it is an error exit
;   (injector: all 200 runs), which the search for error exits sees by
;   deciding 10 on the path, and by checking exit's phi once per
;   predecessor (2 from usage, 0 from done);
; - a running maximum m (16) whose only way out of its cycle is the
;   compare (20) that counts new maxima (22, 23): a corruption of m
;   reaches the output only as far as that compare lets it (cycle reach;
;   fault injection, 200 runs: m 18% SDC, the compare 99.5%).
; Ids: entry: 1 gep  2 load  3 call strtol  4 icmp  5 br;  herr: 6 store
;   7 br;  hok: 8 br;  hjoin: 9 phi  10 icmp  11 br;  usage: 12 br;
;   pre: 13 br;  loop: 14 phi i  15 phi cnt  16 phi m
;   17 mul  18 urem  19 sitofp  20 fcmp  21 select  22 zext  23 add
;   24 add  25 icmp  26 br;  done: 27 load  28 call printf  29 br;
;   exit: 30 phi  31 ret
@fmt = private constant [8 x i8] c"%ld %d\0A\00"
@flag = global i32 0

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %p = getelementptr inbounds i8, ptr %argv, i64 8
  %s = load ptr, ptr %p
  %n = call i64 @strtol(ptr %s, ptr null, i32 10)
  %bad = icmp slt i64 %n, 1
  br i1 %bad, label %herr, label %hok
herr:
  store i32 1, ptr @flag
  br label %hjoin
hok:
  br label %hjoin
hjoin:
  %r = phi i32 [ -1, %herr ], [ 0, %hok ]
  %fail = icmp slt i32 %r, 0
  br i1 %fail, label %usage, label %pre
usage:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %cnt = phi i64 [ 0, %pre ], [ %cnt1, %loop ]
  %m = phi double [ 0.0, %pre ], [ %m1, %loop ]
  %x = mul i64 %i, 7919
  %y = urem i64 %x, 1000
  %v = sitofp i64 %y to double
  %c = fcmp ogt double %v, %m
  %m1 = select i1 %c, double %v, double %m
  %z = zext i1 %c to i64
  %cnt1 = add i64 %cnt, %z
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %f = load i32, ptr @flag
  %out = call i32 (ptr, ...) @printf(ptr @fmt, i64 %cnt1, i32 %f)
  br label %exit
exit:
  %rv = phi i32 [ 2, %usage ], [ 0, %done ]
  ret i32 %rv
}

declare i64 @strtol(ptr, ptr, i32)
declare i32 @printf(ptr, ...)
