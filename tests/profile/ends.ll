; The ways a process ends (tests/profile/run.sh): argv[1] picks one.
;   ok     return from main (status 0)
;   exit   exit(3) from inside @leave, called from main
;   abort  abort() inside @leave                         (SIGABRT)
;   segv   a store through a null pointer inside @leave  (SIGSEGV)
;   _exit  _exit(4): skips every handler, so no profile
;   hang   loops for ever
;   fork   a child runs @spin and exits; the parent waits, then returns
; main registers @bye with atexit first, and prints a line; the call of
; @leave starts once and returns only for ok and fork. Ids, in module order:
;   @bye:   1 call puts  2 ret
;   @spin:  3 br; loop: 4 phi  5 add  6 icmp  7 br; done: 8 ret
;   @leave: entry: 9 load  10 icmp  11 br
;           abort: 12 call abort  13 unreachable
;           notabort: 14 icmp  15 br
;           segv: 16 load volatile  17 store  18 ret
;           notsegv: 19 icmp  20 br
;           exit: 21 call exit  22 unreachable
;           notexit: 23 icmp  24 br
;           uexit: 25 call _exit  26 unreachable
;           notuexit: 27 icmp  28 br
;           hang: 29 load volatile  30 br
;           nothang: 31 icmp  32 br
;           fork: 33 call fork  34 icmp  35 br
;           child: 36 call spin  37 call exit  38 unreachable
;           parent: 39 call wait  40 br
;           back: 41 ret
;   @main:  42 gep  43 load  44 call atexit  45 call puts  46 call leave
;           47 add  48 ret
@hello = private constant [6 x i8] c"hello\00"
@byebye = private constant [4 x i8] c"bye\00"
@nullp = global ptr null

declare i32 @puts(ptr)
declare i32 @atexit(ptr)
declare void @abort()
declare void @exit(i32)
declare void @_exit(i32)
declare i32 @fork()
declare i32 @wait(ptr)

define void @bye() {
  %r = call i32 @puts(ptr @byebye)
  ret void
}

define void @spin() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 1000
  br i1 %more, label %loop, label %done
done:
  ret void
}

; The first letter of argv[1] decides: a, s, e, _, h, f; anything else
; returns.
define void @leave(ptr %how) {
entry:
  %c = load i8, ptr %how
  %isa = icmp eq i8 %c, 97
  br i1 %isa, label %abort, label %notabort
abort:
  call void @abort()
  unreachable
notabort:
  %iss = icmp eq i8 %c, 115
  br i1 %iss, label %segv, label %notsegv
segv:
  %p = load volatile ptr, ptr @nullp
  store volatile i32 1, ptr %p
  ret void
notsegv:
  %ise = icmp eq i8 %c, 101
  br i1 %ise, label %exit, label %notexit
exit:
  call void @exit(i32 3)
  unreachable
notexit:
  %isu = icmp eq i8 %c, 95
  br i1 %isu, label %uexit, label %notuexit
uexit:
  call void @_exit(i32 4)
  unreachable
notuexit:
  %ish = icmp eq i8 %c, 104
  br i1 %ish, label %hang, label %nothang
hang:
  %v = load volatile ptr, ptr @nullp
  br label %hang
nothang:
  %isf = icmp eq i8 %c, 102
  br i1 %isf, label %fork, label %back
fork:
  %pid = call i32 @fork()
  %ischild = icmp eq i32 %pid, 0
  br i1 %ischild, label %child, label %parent
child:
  call void @spin()
  call void @exit(i32 0)
  unreachable
parent:
  %w = call i32 @wait(ptr null)
  br label %back
back:
  ret void
}

define i32 @main(i32 %argc, ptr %argv) {
  %p = getelementptr ptr, ptr %argv, i64 1
  %how = load ptr, ptr %p
  %a = call i32 @atexit(ptr @bye)
  %r = call i32 @puts(ptr @hello)
  call void @leave(ptr %how)
  %after = add i32 %r, 1
  ret i32 0
}
