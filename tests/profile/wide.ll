; Sums that overflow 64 bits (tests/profile/run.sh, case means): the
; low word of a 128-bit sum takes the add, the high word the carry, in a
; cold block, exactly. Four executions of
;   5 icmp slt i64 x, y    x = INT64_MAX, y = INT64_MIN (loaded volatile,
;                          so no constants): the signed low words overflow
;                          up and down; means 2^63 - 1 and -2^63
;   9 icmp ult ptr p, q    p = 2^64 - 16, q = 2^63 - 1 as pointers: the
;                          unsigned low word wraps; means 2^64 - 16, 2^63 - 1
; Ids: entry: 1 br;  loop: 2 phi  3 load  4 load  5 icmp  6 load
;   7 inttoptr  8 inttoptr  9 icmp  10 add  11 icmp  12 br;  done: 13-15
@a = global i64 9223372036854775807
@b = global i64 -9223372036854775808
@c = global i64 -16
@sink = global i32 0

define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = load volatile i64, ptr @a
  %y = load volatile i64, ptr @b
  %lt = icmp slt i64 %x, %y
  %z = load volatile i64, ptr @c
  %p = inttoptr i64 %z to ptr
  %q = inttoptr i64 %x to ptr
  %ult = icmp ult ptr %p, %q
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 4
  br i1 %more, label %loop, label %done
done:
  %both = and i1 %lt, %ult
  %r = zext i1 %both to i32
  store volatile i32 %r, ptr @sink
  ret i32 0
}
