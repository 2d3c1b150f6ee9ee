; Parses, but fails verification: %b is used before it is defined in a
; block that it does not dominate.
define i32 @f(i32 %x) {
entry:
  %a = add i32 %b, 1
  %b = add i32 %x, 1
  ret i32 %a
}
