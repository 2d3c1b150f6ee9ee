/*
 * plan.c: which counters a module gets, and which counter gives which
 * count (profiler.h explains segments and edge kinds).
 *
 * The plan is made from the id'd module before anything changes, and it
 * is all that is needed afterwards to turn the runtime's dump into counts
 * by instruction id: instrument.c adds exactly the increments the plan's
 * sites describe, in counter order.
 *
 * Counting blocks rather than instructions is the classic scheme (Knuth,
 * "An empirical study of FORTRAN programs", 1971; Ball and Larus,
 * "Optimally profiling and tracing programs", TOPLAS 1994): every
 * instruction of a straight run of code executes as often as the run
 * starts. A block is a straight run only until a call that does not
 * return (exit, longjmp, abort deep in the callee), so blocks are cut
 * after every call that is not an intrinsic; then the count of each
 * instruction is exact even in a process that ends inside a callee, and
 * it equals the fault injector's count of dynamic instances.
 *
 * Edge counts come from block counters wherever an edge is the only way
 * into its target (a spanning-tree placement would save more counters, at
 * the price of solving flow equations when reading the dump; one counter
 * per remaining edge keeps every count a single subtraction at most).
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Grow the site array by one counter; returns its index. */
static unsigned
new_counter(struct prof_plan *pl, unsigned *cap, LLVMValueRef before,
	    LLVMValueRef cond, LLVMValueRef value)
{
	if (pl->ncounters == *cap) {
		*cap = *cap ? 2 * *cap : 256;
		pl->sites = xrealloc(pl->sites, *cap * sizeof(*pl->sites));
	}
	pl->sites[pl->ncounters].before = before;
	pl->sites[pl->ncounters].cond = cond;
	pl->sites[pl->ncounters].value = value;
	return pl->ncounters++;
}

static bool
is_intrinsic_call(LLVMValueRef i)
{
	LLVMValueRef callee = LLVMGetCalledValue(i);

	return callee && LLVMIsAFunction(callee) && LLVMGetIntrinsicID(callee);
}

/* Intrinsics that mark things for the optimizer and do nothing at run time. */
static bool
is_marker_intrinsic(LLVMValueRef i)
{
	size_t len;
	const char *name;

	if (!is_intrinsic_call(i))
		return false;
	name = LLVMGetValueName2(LLVMGetCalledValue(i), &len);
	return strncmp(name, "llvm.lifetime.", 14) == 0 ||
	       strncmp(name, "llvm.dbg.", 9) == 0 ||
	       strncmp(name, "llvm.assume", 11) == 0 ||
	       strncmp(name, "llvm.experimental.noalias.scope.decl", 36) == 0 ||
	       strncmp(name, "llvm.pseudoprobe", 16) == 0;
}

static bool
is_call_site(LLVMValueRef i)
{
	return (LLVMIsACallInst(i) || LLVMIsAInvokeInst(i) ||
		LLVMIsACallBrInst(i)) && !is_marker_intrinsic(i);
}

/*
 * A call after which a new segment starts: a plain call (invoke and callbr
 * end their block anyway) that is not an intrinsic, and not a musttail
 * call, which nothing may follow but its return.
 */
static bool
ends_segment(LLVMValueRef i)
{
	return LLVMIsACallInst(i) && !is_intrinsic_call(i) &&
	       LLVMGetTailCallKind(i) != LLVMTailCallKindMustTail;
}

/* Instructions that must stay first in their block. */
static bool
stays_first(LLVMValueRef i)
{
	return LLVMIsAPHINode(i) || LLVMIsALandingPadInst(i) ||
	       LLVMIsAFuncletPadInst(i);
}

static void
add_call(struct prof_plan *pl, unsigned *cap, unsigned id, unsigned counter,
	 LLVMValueRef i)
{
	LLVMValueRef callee = LLVMGetCalledValue(i);
	struct prof_plan_call *c;

	if (pl->ncalls == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		pl->calls = xrealloc(pl->calls, *cap * sizeof(*pl->calls));
	}
	c = &pl->calls[pl->ncalls++];
	c->id = id;
	c->counter = counter;
	c->callee = NULL;
	if (callee && (LLVMIsAFunction(callee) || LLVMIsAGlobalAlias(callee))) {
		size_t len;
		const char *name = LLVMGetValueName2(callee, &len);

		c->callee = memcpy(xmalloc(len + 1), name, len);
		c->callee[len] = '\0';
	}
}

/* Record what counts instruction i (id 0: none to record). */
static void
note_inst(struct prof_plan *pl, const struct ir_module *m, LLVMValueRef i,
	  unsigned counter)
{
	unsigned id = ir_inst_id(m, i);

	if (!id || id > pl->max_id)
		return;
	pl->inst_counter[id] = counter;
	pl->inst_flags[id] = ir_is_candidate(i) ? PROF_I_CANDIDATE : 0;
}

/* The per-function view the two passes share. */
struct fn_blocks {
	unsigned n;
	LLVMBasicBlockRef *bb;
	struct ptrmap index;	/* block -> number */
	unsigned *nin;		/* incoming edges, with multiplicity */
	unsigned *entry;	/* first segment's counter, or TR_NONE */
	unsigned *last;		/* the terminator's segment, or TR_NONE */
};

/*
 * The segments of block b: a counter where the block's code starts (after
 * phis and EH pads) and one after every call that ends a segment.
 */
static void
plan_block(struct prof_plan *pl, const struct ir_module *m,
	   struct fn_blocks *f, unsigned b, unsigned *cap, unsigned *ccap)
{
	LLVMValueRef first = LLVMGetFirstInstruction(f->bb[b]), i;
	unsigned seg, vstart = pl->nvalues;
	bool values = true;

	/* No value code in EH funclets (calls there need funclet bundles). */
	while (first && stays_first(first)) {
		if (LLVMIsAFuncletPadInst(first))
			values = false;
		first = LLVMGetNextInstruction(first);
	}
	/* A catchswitch block holds nothing we could put a counter before. */
	if (!first || LLVMIsACatchSwitchInst(first)) {
		f->entry[b] = f->last[b] = TR_NONE;
		return;
	}
	seg = new_counter(pl, cap, first, NULL, NULL);
	f->entry[b] = seg;
	for (i = LLVMGetFirstInstruction(f->bb[b]); i;
	     i = LLVMGetNextInstruction(i)) {
		if (is_call_site(i))
			add_call(pl, ccap, ir_inst_id(m, i), seg, i);
		/*
		 * The value sites of a segment are sampled just before its
		 * last instruction; nothing may come between a musttail call
		 * and its return.
		 */
		if (ends_segment(i) || LLVMIsATerminatorInst(i) ||
		    (LLVMIsACallInst(i) &&
		     LLVMGetTailCallKind(i) == LLVMTailCallKindMustTail))
			prof_values_close(pl, &vstart, i);
		/* A call completes when it returns: in the next segment. */
		if (ends_segment(i))
			seg = new_counter(pl, cap, LLVMGetNextInstruction(i),
					  NULL, NULL);
		note_inst(pl, m, i, seg);
		if (values)
			prof_values_note(pl, m, i);
	}
	f->last[b] = seg;
}

/* The edge counters of the conditional br or switch t ending block b. */
static void
plan_branch(struct prof_plan *pl, const struct ir_module *m,
	    const struct fn_blocks *f, unsigned b, LLVMValueRef t,
	    unsigned *cap, unsigned *bcap)
{
	bool is_switch = LLVMIsASwitchInst(t) != NULL;
	unsigned n = LLVMGetNumSuccessors(t), rest = TR_NONE, k;
	struct prof_plan_branch *br;
	bool *excl = xcalloc(n, sizeof(*excl));

	for (k = 0; k < n; k++) {
		unsigned s = ptrmap_get(&f->index, LLVMGetSuccessor(t, k));

		excl[k] = s != TR_NONE && f->nin[s] == 1 &&
			  f->entry[s] != TR_NONE;
	}
	/*
	 * The remainder: br's false side, else its true side; a switch's
	 * default, else its last case counted by no block.
	 */
	if (!is_switch)
		rest = !excl[1] ? 1 : !excl[0] ? 0 : TR_NONE;
	else if (!excl[0])
		rest = 0;
	else
		for (k = n; k-- > 1 && rest == TR_NONE;)
			if (!excl[k])
				rest = k;

	if (pl->nbranches == *bcap) {
		*bcap = *bcap ? 2 * *bcap : 64;
		pl->branches = xrealloc(pl->branches,
					*bcap * sizeof(*pl->branches));
	}
	br = &pl->branches[pl->nbranches++];
	br->id = ir_inst_id(m, t);
	br->counter = f->last[b];
	br->nsucc = n;
	br->succ = xcalloc(n, sizeof(*br->succ));
	for (k = 0; k < n; k++) {
		struct prof_edge *e = &br->succ[k];

		if (excl[k]) {
			e->kind = PROF_EDGE_BLOCK;
			e->counter = f->entry[ptrmap_get(&f->index,
						LLVMGetSuccessor(t, k))];
		} else if (k == rest) {
			e->kind = PROF_EDGE_REST;
			e->counter = TR_NONE;
		} else {
			/* br: only k = 0 comes here (the remainder is 1). */
			e->kind = PROF_EDGE_DIRECT;
			e->counter = new_counter(pl, cap, t,
				is_switch ? LLVMGetOperand(t, 0) :
					    LLVMGetCondition(t),
				is_switch ? LLVMGetOperand(t, 2 * k) : NULL);
		}
	}
	free(excl);
}

static void
plan_function(struct prof_plan *pl, const struct ir_module *m,
	      LLVMValueRef fn, unsigned *cap, unsigned *bcap, unsigned *ccap)
{
	struct fn_blocks f = { .n = LLVMCountBasicBlocks(fn) };
	unsigned b;

	f.bb = xmalloc(f.n * sizeof(*f.bb));
	f.nin = xcalloc(f.n, sizeof(*f.nin));
	f.entry = xmalloc(f.n * sizeof(*f.entry));
	f.last = xmalloc(f.n * sizeof(*f.last));
	LLVMGetBasicBlocks(fn, f.bb);
	for (b = 0; b < f.n; b++)
		ptrmap_put(&f.index, f.bb[b], b);
	for (b = 0; b < f.n; b++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(f.bb[b]);
		unsigned n = t ? LLVMGetNumSuccessors(t) : 0;

		for (unsigned k = 0; k < n; k++) {
			unsigned s = ptrmap_get(&f.index,
						LLVMGetSuccessor(t, k));

			if (s != TR_NONE)
				f.nin[s]++;
		}
	}
	for (b = 0; b < f.n; b++)
		plan_block(pl, m, &f, b, cap, ccap);
	for (b = 0; b < f.n; b++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(f.bb[b]);

		if (!t || f.last[b] == TR_NONE)
			continue;
		if ((LLVMIsABranchInst(t) && LLVMIsConditional(t)) ||
		    LLVMIsASwitchInst(t))
			plan_branch(pl, m, &f, b, t, cap, bcap);
	}
	ptrmap_release(&f.index);
	free(f.bb);
	free(f.nin);
	free(f.entry);
	free(f.last);
}

/* Whether the module uses the function called name (declared or not). */
static bool
uses_function(const struct ir_module *m, const char *name)
{
	LLVMValueRef fn = LLVMGetNamedFunction(m->mod, name);

	return fn && LLVMGetFirstUse(fn);
}

static int
by_branch_id(const void *a, const void *b)
{
	unsigned x = ((const struct prof_plan_branch *)a)->id;
	unsigned y = ((const struct prof_plan_branch *)b)->id;

	return (x > y) - (x < y);
}

static int
by_call_id(const void *a, const void *b)
{
	unsigned x = ((const struct prof_plan_call *)a)->id;
	unsigned y = ((const struct prof_plan_call *)b)->id;

	return (x > y) - (x < y);
}

int
prof_plan_build(struct prof_plan *pl, const struct ir_module *m, bool atomic)
{
	unsigned cap = 0, bcap = 0, ccap = 0;

	memset(pl, 0, sizeof(*pl));
	if (!m->max_id)
		return tr_error("'%s' has no instruction ids", m->path);
	if (LLVMGetNamedGlobal(m->mod, PROF_SYM_DESC))
		return tr_error("'%s' is already instrumented for profiling",
				m->path);
	if (ir_module_hash(m, pl->hash))
		return -1;
	pl->max_id = m->max_id;
	pl->inst_counter = xmalloc((pl->max_id + 1) *
				   sizeof(*pl->inst_counter));
	for (unsigned id = 0; id <= pl->max_id; id++)
		pl->inst_counter[id] = TR_NONE;
	pl->inst_flags = xcalloc(pl->max_id + 1, sizeof(*pl->inst_flags));
	pl->atomic = atomic || uses_function(m, "pthread_create") ||
		     uses_function(m, "thrd_create");
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn))
		if (ir_fn_defined(fn))
			plan_function(pl, m, fn, &cap, &bcap, &ccap);
	if (pl->nbranches)
		qsort(pl->branches, pl->nbranches, sizeof(*pl->branches),
		      by_branch_id);
	if (pl->ncalls)
		qsort(pl->calls, pl->ncalls, sizeof(*pl->calls), by_call_id);
	return 0;
}

void
prof_plan_release(struct prof_plan *pl)
{
	for (unsigned i = 0; i < pl->nbranches; i++)
		free(pl->branches[i].succ);
	for (unsigned i = 0; i < pl->ncalls; i++)
		free(pl->calls[i].callee);
	free(pl->branches);
	free(pl->calls);
	free(pl->values);
	free(pl->groups);
	free(pl->compares);
	free(pl->shifts);
	free(pl->sites);
	free(pl->inst_counter);
	free(pl->inst_flags);
	memset(pl, 0, sizeof(*pl));
}
