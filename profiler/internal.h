/*
 * internal.h: what the files of profiler/ share and nobody else needs:
 * the instrumentation's context (instrument.c, values.c) and the planning
 * and instrumentation of value profiles (values.c), called from plan.c
 * and instrument.c.
 */
#ifndef TRIDENT_PROFILER_INTERNAL_H
#define TRIDENT_PROFILER_INTERNAL_H

#include "profiler.h"

/*
 * A function's CFG, dominators and natural loops, for where the
 * instrumentation goes by loops (instrument.c inline_sites, values.c
 * once_blocks). Build returns 0, or -1 with nothing left to release.
 */
struct prof_fn_loops {
	struct cfg g;
	struct dom_tree dom;
	struct loop_forest lf;
};
int prof_fn_loops_build(struct prof_fn_loops *fl, const struct ir_module *m,
			LLVMValueRef fn);
void prof_fn_loops_release(struct prof_fn_loops *fl);

struct prof_ictx {
	struct ir_module *m;
	const struct prof_plan *pl;
	LLVMContextRef c;
	LLVMBuilderRef b;
	LLVMTypeRef i8, i32, i64, ptr, arr;
	LLVMValueRef counters;
	LLVMMetadataRef scope;	/* the counters' alias scope */
	LLVMValueRef scopes;	/* the list {scope}, as a value */
	unsigned k_scope, k_noalias;
	/* The value profiles' arrays of 64-bit words, and their types. */
	LLVMValueRef values, countdown, compares, shifts, margins, outmags;
	LLVMTypeRef values_ty, countdown_ty, compares_ty, shifts_ty;
	LLVMTypeRef margins_ty, outmags_ty;
	/* [ncounters]: a segment counter's value after its increment (the
	   sampling test reads it); NULL for edge counters. */
	LLVMValueRef *count_now;
	/* The placeholder of a carry into a sum's high word (values.c). */
	LLVMValueRef carry;
	LLVMTypeRef carry_ty;
};

/*
 * The PROF_VINFO word of instruction i if it gets a value site or
 * statistics (the operand mask may then be 0: all operands constant);
 * 0 if it is of no kind values.c handles (vectors, integers wider than
 * 64 bits, half and long double, pointers outside compares).
 */
uint64_t prof_value_info(LLVMValueRef i);

/*
 * The reference's crash rate of a memory access from the mapped size in
 * bytes (profile.c, which writes it; load.c checks a profile's against it).
 */
double prof_reference_crash(uint64_t vm_bytes);

/* The array a of n elements of size sz, with room for one more (it
   doubles at powers of two; a NULL array of 0 elements is fine). */
void *prof_grow(void *a, unsigned n, size_t sz);

/*
 * The plan's records (branches, calls, outputs, memory sites, compare and
 * shift statistics) begin with their instruction's unsigned id and are
 * kept in ascending id order: prof_by_id orders them for qsort, and
 * prof_find_id finds the record of id among n of size sz (bsearch), or
 * returns NULL.
 */
int prof_by_id(const void *a, const void *b);
const void *prof_find_id(const void *a, unsigned n, size_t sz, unsigned id);

/*
 * Planning, from plan.c's walk over a block: note instruction i (which
 * has a counter), and close the current segment's group, the code from
 * instruction seg (the segment's first) to just before instruction
 * before, counted by counter; *start is the index of the segment's first
 * value site, updated. prof_values_branch notes the conditional br t of
 * a block whose last segment is counter: its condition's true count is
 * the br's true edge if it is a compare of that segment.
 */
void prof_values_note(struct prof_plan *pl, const struct ir_module *m,
		      LLVMValueRef i);
void prof_values_close(struct prof_plan *pl, unsigned *start,
		       LLVMValueRef seg, LLVMValueRef before, unsigned counter);
void prof_values_branch(struct prof_plan *pl, const struct ir_module *m,
			LLVMValueRef t, unsigned counter);

/*
 * Instrumentation: create the arrays (x->values ...) and add the inline
 * statistics and the sampling code. Runs after the counters' increments;
 * it splits the blocks that hold a group around the group's code.
 */
void prof_values_instrument(struct prof_ictx *x);

/*
 * Of the n instructions insts (in module order; NULL: not a candidate),
 * those in loops, deepest first and then in their order, at most most of
 * them: [n], true for those (instrument.c). A function whose loops
 * cannot be found has none picked.
 */
bool *prof_deepest(struct prof_ictx *x, const LLVMValueRef *insts, unsigned n,
		   unsigned most);

/* Mark an access of the profile's arrays with the counters' scope. */
void prof_mark_access(struct prof_ictx *x, LLVMValueRef access);
/* &g[word], g a global array of 64-bit words of type ty. */
LLVMValueRef prof_word(struct prof_ictx *x, LLVMValueRef g, LLVMTypeRef ty,
		       unsigned word);

#endif
