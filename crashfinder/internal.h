/*
 * internal.h: what crashfinder's files share and nothing else uses.
 */
#ifndef TRIDENT_CRASHFINDER_INTERNAL_H
#define TRIDENT_CRASHFINDER_INTERNAL_H

#include "crashfinder.h"

/*
 * Where code that reads candidate i's value goes: before the instruction
 * after i, or for a phi before its block's first non-phi (after a landing
 * pad). Find every place before inserting anything: once a call is placed
 * before a block's first non-phi, it would be that block's first non-phi.
 */
LLVMValueRef cf_place_after(LLVMValueRef i);

/* i's value as i64 (pointers as their address, integers sign-extended, a
   1-bit value zero-extended), built before the builder's position; NULL
   for a value of another kind. */
LLVMValueRef cf_value_i64(LLVMBuilderRef b, const struct cf_candidate *c);

#endif
