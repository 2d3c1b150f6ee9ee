; Four threads, each running a loop of 100,000 iterations
; (tests/profile/run.sh, case threads): the module calls pthread_create,
; so its counters are atomic, and the loop's add must count exactly
; 400,000 and its back edge 399,996. Ids, in module order:
;   @work:  1 br; loop: 2 phi  3 add  4 icmp  5 br; done: 6 ret
;   @main:  7 alloca  8 br
;           spawn: 9 phi  10 gep  11 call pthread_create  12 add  13 icmp  14 br
;           join:  15 phi  16 gep  17 load  18 call pthread_join  19 add
;                  20 icmp  21 br
;           done:  22 ret
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)

define ptr @work(ptr %arg) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 100000
  br i1 %more, label %loop, label %done
done:
  ret ptr null
}

define i32 @main() {
entry:
  %t = alloca [4 x i64]
  br label %spawn
spawn:
  %k = phi i64 [ 0, %entry ], [ %k1, %spawn ]
  %slot = getelementptr [4 x i64], ptr %t, i64 0, i64 %k
  %rc = call i32 @pthread_create(ptr %slot, ptr null, ptr @work, ptr null)
  %k1 = add i64 %k, 1
  %more = icmp slt i64 %k1, 4
  br i1 %more, label %spawn, label %join
join:
  %j = phi i64 [ 0, %spawn ], [ %j1, %join ]
  %slot2 = getelementptr [4 x i64], ptr %t, i64 0, i64 %j
  %tid = load i64, ptr %slot2
  %r = call i32 @pthread_join(i64 %tid, ptr null)
  %j1 = add i64 %j, 1
  %again = icmp slt i64 %j1, 4
  br i1 %again, label %join, label %done
done:
  ret i32 0
}
