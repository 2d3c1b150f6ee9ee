/*
 * internal.h: what the files of selective-dup/ share and nothing else uses.
 */
#ifndef TRIDENT_SELECTIVE_DUP_INTERNAL_H
#define TRIDENT_SELECTIVE_DUP_INTERNAL_H

#include "selective-dup.h"

/* at[i]: m's instruction with id ids[i] (an id 0 or missing: NULL). */
void dup_find(const struct ir_module *m, const unsigned *ids, size_t n,
	      LLVMValueRef *at);

/* An id'd instruction that runs as often as an opaque copy of root: the
   root itself, or for an argument the first of its function's entry
   block; NULL for anything else. */
LLVMValueRef dup_runs_with(const struct ir_module *m, LLVMValueRef root);

/* s's candidates: the eligible instructions of m among the prediction's
   (ids, counts, sdc: k of them) with a count, in the prediction's order,
   with their profits and costs; nothing chosen. */
int dup_candidates(const struct ir_module *m, const unsigned *ids,
		   const uint64_t *counts, const double *sdc, size_t k,
		   struct dup_selection *s);

#endif
