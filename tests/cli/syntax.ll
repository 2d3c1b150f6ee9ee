; Not valid LLVM assembly: the parser rejects it.
define i32 @f( {
  ret i32 0
}
