; A loop of 2,000 iterations that dies of SIGSEGV in its 1,000th
; (tests/profile/run.sh, case segv-loop): the counts of the iterations
; before the crash must be in memory, not in registers the optimizer kept
; them in until the loop's exit (it may: the store that faults is an
; ordinary one, which the counters are declared not to alias). Ids:
;   entry: 1 load volatile  2 br;  loop: 3 phi  4 add  5 icmp  6 br
;   crash: 7 store  8 br;  next: 9 icmp  10 br;  done: 11 ret
@nullp = global ptr null

define i32 @main() {
entry:
  %p = load volatile ptr, ptr @nullp
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %i1 = add i32 %i, 1
  %last = icmp eq i32 %i1, 1000
  br i1 %last, label %crash, label %next
crash:
  store i32 %i1, ptr %p
  br label %next
next:
  %more = icmp slt i32 %i1, 2000
  br i1 %more, label %loop, label %done
done:
  ret i32 0
}
