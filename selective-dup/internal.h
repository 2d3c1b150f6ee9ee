/*
 * internal.h: what the files of selective-dup/ share and nothing else uses.
 */
#ifndef TRIDENT_SELECTIVE_DUP_INTERNAL_H
#define TRIDENT_SELECTIVE_DUP_INTERNAL_H

#include "selective-dup.h"

/* at[i]: m's instruction with id ids[i] (an id 0 or missing: NULL). */
void dup_find(const struct ir_module *m, const unsigned *ids, size_t n,
	      LLVMValueRef *at);

#endif
