/*
 * instrument.c: the fault-injection instrumentation.
 *
 * Every candidate instruction I (the fault-site domain of analysis.h) gets a
 * dynamic instance number; on the instance equal to the runtime's target
 * its value is passed through __trident_fi_inject before any use sees it.
 *
 * Segments. A block's instructions are cut into segments at calls. At the
 * start of a segment with n sites the candidate counter is read into %base
 * and advanced by n, so the segment's J-th site is instance base+J+1, and
 * %rel = target - base - 1 says which site, if any, is the target. One
 * unsigned compare `rel < n` per segment (not one per site: those made
 * injection binaries 2-6 times slower than native) picks between the
 * segment as it was and a cold copy of it that checks each site:
 *
 *     B:  ... %rel = ...             B:    ... %rel = ...
 *         S (sites s0..sn-1)   ==>         br (rel <u n), %slow, %fast
 *         rest                       fast: S ; br %merge
 *                                    slow: S', each site followed by
 *                                            br (rel == J), %inj, %next
 *                                          inj: store, call inject, load
 *                                          next: %sJ' = phi ... ; br %merge
 *                                    merge: %v = phi [s, fast], [s', slow]
 *                                          rest (uses of S's values -> %v)
 *
 * Sites whose value exists before the segment's code (a block's phis, the
 * result of the call that opened the segment) are checked first in the
 * slow copy. The counter is kept as e = count - target, so %rel is ~e and
 * a run pays, per segment, an add and a predictable branch; the slow copy
 * runs in one segment of one run.
 *
 * Regions. Compiled loops are often a chain of small blocks (a stencil's
 * edge tests), one segment each. Where blocks without calls form a region
 * with one entry e and one exit block x (grown from e along its immediate
 * post-dominators while every block qualifies: find_regions), the region
 * gets one test at e for the most sites any path through it can run, and
 * its slow copy is a clone of all its blocks; each block still counts for
 * itself, so the copy checks each site against its own block's %rel. The
 * copies meet at x, whose phis gain the slow edges and which gets merge
 * phis for the region's values used later.
 *
 * Counting. The counters live in allocas of each function, which -O2
 * promotes to registers; they are copied to the runtime's globals only where
 * someone else may look: before calls (the callee continues the count; it is
 * read back afterwards, and a new segment starts from it), before returns
 * and resume, and -- for the instruction counter -- before every
 * instruction that can trap, so that a crash finds it exact (fi_protocol.h:
 * crash latency). A local counter that missed a callee's counts would take
 * the globals backwards at its next write-out: crash latencies below zero,
 * instance numbers counted twice. So every path out of a call reads back:
 * an invoke's normal edge and each callbr edge get a block of their own
 * that does (read_back; the phis there are rebuilt to name it), and a
 * landing pad does right after itself (every way into it unwinds from a
 * call that wrote the counters out, through callees that counted on). The
 * setjmp intrinsics of __builtin_setjmp count as calls too: when setjmp
 * returns again, the counts of the code that called longjmp come back.
 * In --inst mode only the one chosen instruction is counted and checked.
 *
 * The C API has no way to split a block or to change a phi's incoming block,
 * so blocks are split by moving instructions, and phis in the successors of a
 * split block are rebuilt with the new last block as their incoming block
 * once every block has been instrumented. The slow copy is made with
 * LLVMInstructionClone and its operands remapped.
 *
 * Not supported: funclet exception handling (catchswitch, catchpad,
 * cleanuppad: Windows and WebAssembly; refused), multi-threaded targets
 * (fi_rt.c), instrumented code run by an asynchronous signal handler (it
 * starts from the globals as last written out, not from the interrupted
 * code's registers, and the two overwrite each other's counts), and
 * musttail calls (not sites; the ret after one is counted before the
 * callee runs, since nothing may come between them).
 */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>

#include "validate.h"

/* What one instrumentation run shares across functions. */
struct fi_ctx {
	struct ir_module *m;
	LLVMContextRef c;
	LLVMBuilderRef b;
	LLVMTargetDataRef td;
	LLVMTypeRef i1, i32, i64, ptr, inject_ty;
	LLVMValueRef g_count, g_insts, g_target, f_inject;
	/* Scoped alias metadata: the counters' scope, and the kinds. */
	LLVMValueRef scopes;
	unsigned k_scope, k_noalias;
	/* !prof branch weights that make the slow copy cold. */
	LLVMValueRef cold;
	unsigned k_prof;
	const bool *only;	/* [max_id + 1]: the sites, or NULL: all */
	struct fi_instrument_stats *st;
};

/* The per-function state: the local counters and the target. */
struct fi_fn {
	LLVMValueRef fn, cnt, ins, target;
	LLVMBasicBlockRef entry;
	struct ptrmap slots;	/* LLVMTypeRef -> index into slotv */
	LLVMValueRef *slotv;
	unsigned nslots;
	/* Blocks that were split -> the block that now ends each (index into
	   last), for the phis of their successors. */
	struct ptrmap moved;
	LLVMBasicBlockRef *last;
	unsigned nmoved;
	/* Invokes and callbrs, whose successors read the counters back. */
	LLVMValueRef *edge_calls;
	unsigned nedge_calls;
	/* The segment being instrumented (see the top of the file). */
	struct fi_seg {
		LLVMValueRef rel;	/* NULL: the segment has no site */
		unsigned nsites, ncarried, cap;
		LLVMValueRef *site;	/* carried-in sites first */
		uint64_t *pending;	/* instructions not yet in the counter */
	} seg;
	/* Regions (see the top of the file), on the function's CFG. */
	struct cfg g;
	bool have_cfg;
	unsigned *region;	/* [nblocks]: a block's region, or TR_NONE */
	struct fi_seg *stash;	/* [nblocks]: a region block's segment */
	struct fi_region {
		unsigned entry, exit;	/* block numbers */
		struct uvec members;	/* reverse postorder, entry first */
		unsigned nmax;		/* most sites on one path through it */
	} *regions;
	unsigned nregions;
};

/*
 * Intrinsics that LLVM may execute anywhere (fmuladd, fabs, sqrt, ...):
 * they have no undefined behaviour, so they cannot trap.
 */
static bool
is_speculatable_intrinsic(LLVMValueRef i)
{
	static unsigned kind;

	if (!ir_is_intrinsic_call(i))
		return false;
	if (!kind)
		kind = LLVMGetEnumAttributeKindForName("speculatable", 12);
	return LLVMGetEnumAttributeAtIndex(LLVMGetCalledValue(i),
					   LLVMAttributeFunctionIndex,
					   kind) != NULL;
}

static bool
is_musttail(LLVMValueRef i)
{
	return LLVMIsACallInst(i) &&
	       LLVMGetTailCallKind(i) == LLVMTailCallKindMustTail;
}

/*
 * __builtin_setjmp and __builtin_longjmp: intrinsics that return twice
 * and jump there from a callee, so they pass the counters like calls.
 */
static bool
is_sjlj_intrinsic(LLVMValueRef i)
{
	const char *name;
	size_t len;

	if (!ir_is_intrinsic_call(i))
		return false;
	name = LLVMGetValueName2(LLVMGetCalledValue(i), &len);
	return strcmp(name, "llvm.eh.sjlj.setjmp") == 0 ||
	       strcmp(name, "llvm.eh.sjlj.longjmp") == 0;
}

/*
 * A call the counters must be written out before and read back after:
 * every call but intrinsics (other than the sjlj pair), and every invoke
 * and callbr, intrinsic or not (their successors read the counters back,
 * so all of them write out).
 */
static bool
is_real_call(LLVMValueRef i)
{
	return LLVMIsAInvokeInst(i) || LLVMIsACallBrInst(i) ||
	       (LLVMIsACallInst(i) &&
		(!ir_is_intrinsic_call(i) || is_sjlj_intrinsic(i)));
}

/* A call that ends its block: the counters come back on its edges. */
static bool
is_edge_call(LLVMValueRef i)
{
	return LLVMIsAInvokeInst(i) || LLVMIsACallBrInst(i);
}

static bool
is_eh_pad(LLVMValueRef i)
{
	return LLVMIsALandingPadInst(i) || LLVMIsAFuncletPadInst(i);
}

/* Instructions that may raise a signal: memory, division, calls. */
static bool
may_trap(LLVMValueRef i)
{
	switch (LLVMGetInstructionOpcode(i)) {
	case LLVMLoad:
	case LLVMStore:
	case LLVMAtomicRMW:
	case LLVMAtomicCmpXchg:
	case LLVMVAArg:
	case LLVMUDiv:
	case LLVMSDiv:
	case LLVMURem:
	case LLVMSRem:
		return true;
	case LLVMAlloca:
		/* A wild size moves the stack pointer: its probe may fault. */
		return !LLVMIsAConstant(LLVMGetOperand(i, 0));
	case LLVMIndirectBr:
		/* A wild address faults where it lands, before any count. */
		return true;
	case LLVMCall:
	case LLVMInvoke:
	case LLVMCallBr:
		return !ir_is_marker_intrinsic(i) && !is_speculatable_intrinsic(i);
	default:
		return false;
	}
}

static bool
leaves_function(LLVMValueRef i)
{
	return LLVMIsAReturnInst(i) || LLVMIsAUnreachableInst(i) ||
	       LLVMIsAResumeInst(i);
}

bool
fi_site_ok(LLVMValueRef i)
{
	LLVMTypeRef t;
	LLVMTypeKind k;

	if (!ir_is_candidate(i) || is_musttail(i))
		return false;
	t = LLVMTypeOf(i);
	k = LLVMGetTypeKind(t);
	if (k == LLVMTokenTypeKind || k == LLVMMetadataTypeKind ||
	    k == LLVMLabelTypeKind || !LLVMTypeIsSized(t))
		return false;
	/* EH pads must stay first in their block: nothing may follow them. */
	return !is_eh_pad(i);
}

/* Whether i is a fault site of this instrumentation. */
static bool
is_site(const struct fi_ctx *x, LLVMValueRef i)
{
	unsigned id;

	if (!fi_site_ok(i))
		return false;
	if (!x->only)
		return true;
	id = ir_inst_id(x->m, i);
	return id <= x->m->max_id && x->only[id];
}

/* The entry-block slot that carries values of type t to the runtime. */
static LLVMValueRef
slot_for(struct fi_ctx *x, struct fi_fn *f, LLVMTypeRef t)
{
	unsigned k = ptrmap_get(&f->slots, t);

	if (k != TR_NONE)
		return f->slotv[k];
	LLVMPositionBuilderBefore(x->b, LLVMGetFirstInstruction(f->entry));
	f->slotv = xrealloc(f->slotv, (f->nslots + 1) * sizeof(*f->slotv));
	f->slotv[f->nslots] = LLVMBuildAlloca(x->b, t, "fi.slot");
	ptrmap_put(&f->slots, t, f->nslots);
	return f->slotv[f->nslots++];
}

/*
 * Debug locations. The builder gives what it inserts the location it took
 * from the instruction it was last positioned before, which is stale at
 * the end of another block. So an instruction that moves or is copied
 * keeps its own (insert_own_loc), and the code built for a site or a
 * segment is located where that instruction is (locate_at).
 */
static void
insert_own_loc(struct fi_ctx *x, LLVMValueRef i)
{
	LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(i);

	LLVMInsertIntoBuilder(x->b, i);
	LLVMInstructionSetDebugLoc(i, loc);
}

static void
locate_at(struct fi_ctx *x, LLVMValueRef i)
{
	LLVMSetCurrentDebugLocation2(x->b, LLVMInstructionGetDebugLoc(i));
}

/*
 * Move every instruction after `after` into a new block placed after its
 * block, which then ends where `after` is; returns the new block.
 */
static LLVMBasicBlockRef
split_after(struct fi_ctx *x, LLVMValueRef after)
{
	LLVMBasicBlockRef from = LLVMGetInstructionParent(after);
	LLVMValueRef fn = LLVMGetBasicBlockParent(from);
	LLVMBasicBlockRef to = LLVMAppendBasicBlockInContext(x->c, fn, "fi.cont");
	LLVMValueRef i = LLVMGetNextInstruction(after);

	LLVMMoveBasicBlockAfter(to, from);
	LLVMPositionBuilderAtEnd(x->b, to);
	while (i) {
		LLVMValueRef next = LLVMGetNextInstruction(i);

		LLVMInstructionRemoveFromParent(i);
		insert_own_loc(x, i);
		i = next;
	}
	return to;
}

/* The instruction count at the builder's position: local + pending. */
static LLVMValueRef
insts_now(struct fi_ctx *x, struct fi_fn *f, uint64_t pending)
{
	return LLVMBuildAdd(x->b, LLVMBuildLoad2(x->b, x->i64, f->ins, ""),
			    LLVMConstInt(x->i64, pending, 0), "fi.insts");
}

/*
 * In the slow copy, at the end of *cur: the check of site v (the j-th of
 * the segment whose %rel is rel; orig is the instruction it stands for),
 * which injects on the hit. *cur becomes the block after the check; returns the value that
 * takes v's place from there on.
 */
static LLVMValueRef
emit_check(struct fi_ctx *x, struct fi_fn *f, LLVMBasicBlockRef *cur,
	   LLVMValueRef v, LLVMValueRef orig, unsigned j, uint64_t pending,
	   LLVMValueRef rel)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	LLVMValueRef slot = slot_for(x, f, t), phi, w, hit, now, args[5];
	LLVMBasicBlockRef inj, next;
	LLVMValueRef incoming[2];
	LLVMBasicBlockRef from[2];

	inj = LLVMAppendBasicBlockInContext(x->c, f->fn, "fi.inject");
	next = LLVMAppendBasicBlockInContext(x->c, f->fn, "fi.slow");
	LLVMPositionBuilderAtEnd(x->b, *cur);
	locate_at(x, orig);
	now = insts_now(x, f, pending);
	hit = LLVMBuildICmp(x->b, LLVMIntEQ, rel, LLVMConstInt(x->i64, j, 0),
			    "fi.hit");
	LLVMBuildCondBr(x->b, hit, inj, next);

	LLVMPositionBuilderAtEnd(x->b, inj);
	LLVMBuildStore(x->b, v, slot);
	args[0] = slot;
	args[1] = LLVMConstInt(x->i32, LLVMSizeOfTypeInBits(x->td, t), 0);
	args[2] = LLVMConstInt(x->i32, ir_inst_id(x->m, orig), 0);
	args[3] = f->target;
	args[4] = now;
	LLVMBuildCall2(x->b, x->inject_ty, x->f_inject, args, 5, "");
	w = LLVMBuildLoad2(x->b, t, slot, "fi.val");
	LLVMBuildBr(x->b, next);

	LLVMPositionBuilderAtEnd(x->b, next);
	phi = LLVMBuildPhi(x->b, t, "");
	incoming[0] = v;
	from[0] = *cur;
	incoming[1] = w;
	from[1] = inj;
	LLVMAddIncoming(phi, incoming, from, 2);
	*cur = next;
	x->st->sites++;
	return phi;
}

/* Uses of a value that must take the merge phi: (value, user, slot). */
struct use_list {
	unsigned *val;
	LLVMValueRef *user;
	unsigned *op;
	unsigned n, cap;
};

/*
 * Note the uses of v (value number k) by instructions outside the blocks
 * of `inside` (a set), except, in block `edge`, phis that take v on an
 * edge from a block of `from` (their caller gives them the slow edge).
 */
static void
outside_uses(LLVMValueRef v, unsigned k, const struct ptrmap *inside,
	     LLVMBasicBlockRef edge, const struct ptrmap *from,
	     struct use_list *u)
{
	for (LLVMUseRef use = LLVMGetFirstUse(v); use; use = LLVMGetNextUse(use)) {
		LLVMValueRef user = LLVMGetUser(use);
		LLVMBasicBlockRef ub;
		unsigned nops, op;

		if (!LLVMIsAInstruction(user))
			continue;
		ub = LLVMGetInstructionParent(user);
		if (ptrmap_get(inside, ub) != TR_NONE)
			continue;
		nops = (unsigned)LLVMGetNumOperands(user);
		for (op = 0; op < nops && LLVMGetOperandUse(user, op) != use; op++)
			;
		if (op == nops)
			continue;
		if (ub == edge && LLVMIsAPHINode(user) &&
		    ptrmap_get(from, LLVMGetIncomingBlock(user, op)) != TR_NONE)
			continue;
		if (u->n == u->cap) {
			u->cap = u->cap ? 2 * u->cap : 16;
			u->val = xrealloc(u->val, u->cap * sizeof(*u->val));
			u->user = xrealloc(u->user, u->cap * sizeof(*u->user));
			u->op = xrealloc(u->op, u->cap * sizeof(*u->op));
		}
		u->val[u->n] = k;
		u->user[u->n] = user;
		u->op[u->n++] = op;
	}
}

/*
 * Finish the current segment (see the top of the file): split its block
 * around the region of code that holds its sites, build the dispatch, the
 * slow copy and the merge. Returns the block that now holds the rest of
 * the original block, or NULL when the segment has no site.
 */
static LLVMBasicBlockRef
finish_segment(struct fi_ctx *x, struct fi_fn *f)
{
	struct fi_seg *g = &f->seg;
	LLVMBasicBlockRef head, fast, merge, slow, cur, from[2];
	LLVMValueRef last, *vals = NULL, *region = NULL, br, incoming[2];
	struct ptrmap map = { 0 }, inside = { 0 };
	struct use_list uses = { 0 };
	LLVMValueRef *phis = NULL;
	unsigned nregion = 0, nvals = 0, next_site;

	if (!g->nsites) {
		g->rel = NULL;
		return NULL;
	}
	head = LLVMGetInstructionParent(g->rel);
	last = g->nsites > g->ncarried ? g->site[g->nsites - 1] : NULL;

	/* The region: from after %rel to the last site, into block fast. */
	if (last) {
		fast = split_after(x, g->rel);
		merge = split_after(x, last);
		LLVMPositionBuilderAtEnd(x->b, fast);
		locate_at(x, last);
		LLVMBuildBr(x->b, merge);
		for (LLVMValueRef i = LLVMGetFirstInstruction(fast);
		     i != LLVMGetLastInstruction(fast);
		     i = LLVMGetNextInstruction(i))
			nregion++;
		region = xmalloc((nregion ? nregion : 1) * sizeof(*region));
		nregion = 0;
		for (LLVMValueRef i = LLVMGetFirstInstruction(fast);
		     i != LLVMGetLastInstruction(fast);
		     i = LLVMGetNextInstruction(i))
			region[nregion++] = i;
	} else {
		fast = head;
		merge = split_after(x, g->rel);
	}

	/*
	 * Uses past the segment of its values (carried-in sites first, then
	 * the region), noted before the slow copy adds uses of its own.
	 */
	if (last)
		ptrmap_put(&inside, fast, 0);
	for (unsigned v = 0; v < g->ncarried + nregion; v++)
		outside_uses(v < g->ncarried ? g->site[v] :
			     region[v - g->ncarried], v, &inside, NULL, NULL,
			     &uses);

	/* The dispatch: the slow copy only when the target is in here. */
	slow = LLVMAppendBasicBlockInContext(x->c, f->fn, "fi.slow");
	LLVMPositionBuilderAtEnd(x->b, head);
	locate_at(x, g->rel);
	br = LLVMBuildCondBr(x->b,
		LLVMBuildICmp(x->b, LLVMIntULT, g->rel,
			      LLVMConstInt(x->i64, g->nsites, 0), "fi.in"),
		slow, last ? fast : merge);
	LLVMSetMetadata(br, x->k_prof, x->cold);

	/* The slow copy: carried-in sites, then the region cloned. */
	vals = xmalloc((g->ncarried + nregion) * sizeof(*vals));
	cur = slow;
	for (unsigned j = 0; j < g->ncarried; j++) {
		ptrmap_put(&map, g->site[j], nvals);
		vals[nvals++] = emit_check(x, f, &cur, g->site[j], g->site[j],
					   j, g->pending[j], g->rel);
	}
	next_site = g->ncarried;
	for (unsigned r = 0; r < nregion; r++) {
		LLVMValueRef i = region[r], c = LLVMInstructionClone(i);
		unsigned nops = (unsigned)LLVMGetNumOperands(c);

		for (unsigned k = 0; k < nops; k++) {
			unsigned m = ptrmap_get(&map, LLVMGetOperand(c, k));

			if (m != TR_NONE)
				LLVMSetOperand(c, k, vals[m]);
		}
		LLVMSetMetadata(c, x->m->id_kind, NULL);
		LLVMPositionBuilderAtEnd(x->b, cur);
		insert_own_loc(x, c);
		if (next_site < g->nsites && g->site[next_site] == i) {
			c = emit_check(x, f, &cur, c, i, next_site,
				       g->pending[next_site], g->rel);
			next_site++;
		}
		ptrmap_put(&map, i, nvals);
		vals[nvals++] = c;
	}
	LLVMPositionBuilderAtEnd(x->b, cur);
	locate_at(x, g->rel);
	LLVMBuildBr(x->b, merge);

	/*
	 * The merge: each value of the segment used past it gets a phi of
	 * its fast and slow versions, and those uses take the phi.
	 */
	phis = xcalloc(nvals ? nvals : 1, sizeof(*phis));
	for (unsigned u = 0; u < uses.n; u++) {
		unsigned v = uses.val[u];

		if (!phis[v]) {
			LLVMValueRef orig = v < g->ncarried ? g->site[v] :
					    region[v - g->ncarried];

			/* Before the debug records too: a phi has none. */
			LLVMPositionBuilderBeforeInstrAndDbgRecords(x->b,
				LLVMGetFirstInstruction(merge));
			locate_at(x, orig);
			phis[v] = LLVMBuildPhi(x->b, LLVMTypeOf(orig), "");
			incoming[0] = orig;
			from[0] = last ? fast : head;
			incoming[1] = vals[v];
			from[1] = cur;
			LLVMAddIncoming(phis[v], incoming, from, 2);
		}
		LLVMSetOperand(uses.user[u], uses.op[u], phis[v]);
	}

	g->nsites = g->ncarried = 0;
	g->rel = NULL;
	free(uses.val);
	free(uses.user);
	free(uses.op);
	free(phis);
	ptrmap_release(&map);
	ptrmap_release(&inside);
	free(vals);
	free(region);
	return merge;
}

/* Note site i of the current segment, with the instructions pending. */
static void
seg_add(struct fi_fn *f, LLVMValueRef i, uint64_t pending, bool carried)
{
	struct fi_seg *g = &f->seg;

	if (g->nsites == g->cap) {
		g->cap = g->cap ? 2 * g->cap : 16;
		g->site = xrealloc(g->site, g->cap * sizeof(*g->site));
		g->pending = xrealloc(g->pending, g->cap * sizeof(*g->pending));
	}
	g->site[g->nsites] = i;
	g->pending[g->nsites++] = pending;
	if (carried)
		g->ncarried++;
}

/* Local counter += k, as instructions before pos. */
static LLVMValueRef
bump(struct fi_ctx *x, LLVMValueRef local, uint64_t k)
{
	LLVMValueRef v = LLVMBuildLoad2(x->b, x->i64, local, "");

	if (k)
		v = LLVMBuildAdd(x->b, v, LLVMConstInt(x->i64, k, 0), "");
	LLVMBuildStore(x->b, v, local);
	return v;
}

/*
 * Copy a counter between its local and its global, adding off (or
 * subtracting it, sub) on the way when off is not NULL; the access to the
 * global is put in the counters' alias scope, which the program's own
 * memory accesses are declared not to alias (mark_program_access).
 */
static void
copy_local(struct fi_ctx *x, LLVMValueRef from, LLVMValueRef to,
	   LLVMValueRef off, bool sub)
{
	LLVMValueRef load = LLVMBuildLoad2(x->b, x->i64, from, "");
	LLVMValueRef v = !off ? load : sub ? LLVMBuildSub(x->b, load, off, "") :
			 LLVMBuildAdd(x->b, load, off, "");
	LLVMValueRef store = LLVMBuildStore(x->b, v, to);

	LLVMSetMetadata(LLVMIsAGlobalVariable(from) ? load : store, x->k_scope,
			x->scopes);
	/*
	 * A store to a global is volatile: the program's accesses are
	 * declared not to alias it, so dead-store elimination would otherwise
	 * drop the store before a trapping load as overwritten by the next
	 * one, and a crash there would see a stale count.
	 */
	if (!LLVMIsAGlobalVariable(from))
		LLVMSetVolatile(store, 1);
}


/*
 * The candidate counter is kept locally as count - target, so that a
 * segment's test needs no arithmetic of its own (start_segment).
 */
static void
count_out(struct fi_ctx *x, struct fi_fn *f)
{
	copy_local(x, f->cnt, x->g_count, f->target, false);
}

static void
count_in(struct fi_ctx *x, struct fi_fn *f)
{
	copy_local(x, x->g_count, f->cnt, f->target, true);
}

/* The instruction counter, unchanged. */
static void
insts_out(struct fi_ctx *x, struct fi_fn *f)
{
	copy_local(x, f->ins, x->g_insts, NULL, false);
}

static void
insts_in(struct fi_ctx *x, struct fi_fn *f)
{
	copy_local(x, x->g_insts, f->ins, NULL, false);
}

/*
 * The program never addresses the counters, so its loads, stores and
 * memory intrinsics are declared not to alias them (!noalias of their
 * scope). Without this the optimizer must assume that each counter store
 * before a load may change the program's memory, and stops keeping values
 * in registers across it. (A wild store after an injected fault may still
 * hit a counter; its run is then undefined anyway.) Not the sjlj pair:
 * when setjmp returns again, the counters have moved, and the read-back
 * after it must not be folded into the write-out before it.
 */
static void
mark_program_access(struct fi_ctx *x, LLVMValueRef i)
{
	if (LLVMIsALoadInst(i) || LLVMIsAStoreInst(i) ||
	    LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i) ||
	    (LLVMIsACallInst(i) && ir_is_intrinsic_call(i) &&
	     !is_sjlj_intrinsic(i)))
		LLVMSetMetadata(i, x->k_noalias, x->scopes);
}

/* The scope list {counters} in the domain trident.fi. */
static void
make_scopes(struct fi_ctx *x)
{
	LLVMMetadataRef domain, scope, ops[2];

	ops[0] = LLVMMDStringInContext2(x->c, "trident.fi.domain", 17);
	domain = LLVMMDNodeInContext2(x->c, ops, 1);
	ops[0] = LLVMMDStringInContext2(x->c, "trident.fi.counters", 19);
	ops[1] = domain;
	scope = LLVMMDNodeInContext2(x->c, ops, 2);
	x->scopes = LLVMMetadataAsValue(x->c,
					LLVMMDNodeInContext2(x->c, &scope, 1));
	x->k_scope = LLVMGetMDKindIDInContext(x->c, "alias.scope", 11);
	x->k_noalias = LLVMGetMDKindIDInContext(x->c, "noalias", 7);
}

/* Branch weights 1 : 2^20 (taken : not taken), for the dispatch. */
static void
make_cold(struct fi_ctx *x)
{
	LLVMMetadataRef ops[3];

	ops[0] = LLVMMDStringInContext2(x->c, "branch_weights", 14);
	ops[1] = LLVMValueAsMetadata(LLVMConstInt(x->i32, 1, 0));
	ops[2] = LLVMValueAsMetadata(LLVMConstInt(x->i32, 1u << 20, 0));
	x->cold = LLVMMetadataAsValue(x->c, LLVMMDNodeInContext2(x->c, ops, 3));
	x->k_prof = LLVMGetMDKindIDInContext(x->c, "prof", 4);
}

/*
 * Start a counting segment at the builder's position: the segment holds
 * nsites sites; returns %rel for its checks (NULL when it has none, unless
 * force: a region's blocks need it). With
 * e = count - target before the segment, its J-th site is the target when
 * target = count + J + 1, that is when ~e = -e - 1 = J.
 */
static LLVMValueRef
start_segment(struct fi_ctx *x, struct fi_fn *f, unsigned nsites, bool force)
{
	LLVMValueRef e;

	if (!nsites && !force)
		return NULL;
	e = LLVMBuildLoad2(x->b, x->i64, f->cnt, "fi.base");
	LLVMBuildStore(x->b, LLVMBuildAdd(x->b, e,
		LLVMConstInt(x->i64, nsites, 0), ""), f->cnt);
	return LLVMBuildNot(x->b, e, "fi.rel");
}

/*
 * Sites from index k of insts[0..n) up to the next real call; a call that
 * is a site belongs to the segment after it (its check follows the call).
 */
static unsigned
segment_sites(const struct fi_ctx *x, LLVMValueRef *insts, unsigned k,
	      unsigned n)
{
	unsigned count = 0;

	for (; k < n; k++) {
		if (is_real_call(insts[k]) && !is_musttail(insts[k]))
			break;
		if (is_site(x, insts[k]))
			count++;
	}
	return count;
}


/* Block bb was split: last now holds its terminator. */
static void
note_moved(struct fi_fn *f, LLVMBasicBlockRef bb, LLVMBasicBlockRef last)
{
	f->last = xrealloc(f->last, (f->nmoved + 1) * sizeof(*f->last));
	f->last[f->nmoved] = last;
	ptrmap_put(&f->moved, bb, f->nmoved++);
}

/*
 * Instrument one original block, given as the array of its instructions;
 * a block of a region (defer) is only counted, and its segment is kept in
 * *defer for finish_region.
 * `pending` counts the original instructions since the local instruction
 * counter was last brought up to date. A site's check is built just before
 * the next original instruction, so after a call it follows the read-back
 * of the counters and the start of the new segment.
 */
static void
instrument_block(struct fi_ctx *x, struct fi_fn *f, LLVMBasicBlockRef bb,
		 LLVMValueRef *insts, unsigned n, struct fi_seg *defer)
{
	LLVMBasicBlockRef last = bb, merge;
	uint64_t pending = 0;
	unsigned k = 0;

	/* Phis and pads stay first: the first segment starts after them. */
	while (k < n && (LLVMIsAPHINode(insts[k]) || is_eh_pad(insts[k])))
		k++;
	LLVMPositionBuilderBefore(x->b, insts[k]);
	if (k && is_eh_pad(insts[k - 1])) {
		/*
		 * Reached only by unwinding from invokes, which wrote the
		 * counters out, and from the callees that counted on: the
		 * globals are current, the locals are not.
		 */
		insts_in(x, f);
		count_in(x, f);
	}
	f->seg.rel = start_segment(x, f, segment_sites(x, insts, 0, n),
				   defer != NULL);
	for (unsigned p = 0; p < k; p++)
		if (is_site(x, insts[p]))
			seg_add(f, insts[p], p + 1, true);
	pending = k;

	for (; k < n; k++) {
		LLVMValueRef i = insts[k];
		bool call = is_real_call(i) && !is_musttail(i);

		pending++;
		if (LLVMIsATerminatorInst(i) && !call) {
			/* Nothing may come between a musttail call and ret. */
			LLVMPositionBuilderBefore(x->b,
				k && is_musttail(insts[k - 1]) ? insts[k - 1] : i);
			bump(x, f->ins, pending);
			if (leaves_function(i) || may_trap(i))
				insts_out(x, f);
			if (leaves_function(i))
				count_out(x, f);
			break;
		}
		if (may_trap(i) || call) {
			/* Up to date, i itself included, before i runs. */
			LLVMPositionBuilderBefore(x->b, i);
			bump(x, f->ins, pending);
			insts_out(x, f);
			pending = 0;
			if (call)
				count_out(x, f);
		}
		if (call && is_edge_call(i)) {
			/* Its successors read the counters back (read_back). */
			f->edge_calls = xrealloc(f->edge_calls,
						 (f->nedge_calls + 1) *
						 sizeof(*f->edge_calls));
			f->edge_calls[f->nedge_calls++] = i;
		} else if (call) {
			/* The segment ends; the callee counts; a new one. */
			merge = finish_segment(x, f);
			last = merge ? merge : last;
			LLVMPositionBuilderBefore(x->b, insts[k + 1]);
			insts_in(x, f);
			count_in(x, f);
			f->seg.rel = start_segment(x, f,
				segment_sites(x, insts, k + 1, n) +
				(is_site(x, i) ? 1 : 0), false);
			if (is_site(x, i))
				seg_add(f, i, pending, true);
		} else if (is_site(x, i)) {
			seg_add(f, i, pending, false);
		}
	}
	if (defer) {
		/* A region's block (no calls: one segment): kept for later. */
		*defer = f->seg;
		memset(&f->seg, 0, sizeof(f->seg));
		return;
	}
	merge = finish_segment(x, f);
	last = merge ? merge : last;
	if (last != bb)
		note_moved(f, bb, last);
}

/*
 * Regions
 *
 * A block that may join a region: no call but intrinsics (a call ends a
 * segment), no EH pad, and a `br` or `switch` to end it.
 */
static bool
block_clean(LLVMBasicBlockRef bb)
{
	LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);

	if (!t || !(LLVMIsABranchInst(t) || LLVMIsASwitchInst(t)))
		return false;
	for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
	     i = LLVMGetNextInstruction(i))
		if (is_real_call(i) || is_eh_pad(i))
			return false;
	return true;
}

/* Whether block b is on a cycle of the blocks marked in[] (DFS colours). */
static bool
region_cyclic(const struct cfg *g, const bool *in, unsigned b, char *colour)
{
	const struct uvec *succ = &g->blocks[b].succ;

	colour[b] = 1;
	for (unsigned k = 0; k < succ->n; k++) {
		unsigned s = succ->v[k];

		if (!in[s])
			continue;
		if (colour[s] == 1 ||
		    (colour[s] == 0 && region_cyclic(g, in, s, colour)))
			return true;
	}
	colour[b] = 2;
	return false;
}

/*
 * The region from entry e to exit block x (x post-dominates e): the blocks
 * reached from e before x, into in[] and *members (reverse postorder). It
 * qualifies when it has two blocks or more, each clean and in no other
 * region, entered only at e (no edge back to e either), left only for x
 * (whose predecessors are all in it), without cycles, and when every value
 * it defines and uses past x is defined in a block that dominates x (so
 * the merge phis in x are well formed).
 */
static bool
region_try(const struct fi_fn *f, const struct dom_tree *dom,
	   const bool *clean, unsigned e, unsigned x, bool *in,
	   struct uvec *members)
{
	const struct cfg *g = &f->g;
	unsigned nb = g->nblocks;
	struct uvec stack = { 0 };
	char *colour = NULL;
	bool ok = false;

	memset(in, 0, nb * sizeof(*in));
	members->n = 0;
	in[e] = true;
	uvec_push(&stack, e);
	while (stack.n) {
		unsigned b = stack.v[--stack.n];
		const struct uvec *succ = &g->blocks[b].succ;

		if (!clean[b] || f->region[b] != TR_NONE || !succ->n)
			goto out;
		for (unsigned k = 0; k < succ->n; k++) {
			unsigned s = succ->v[k];

			if (s == e)
				goto out;
			if (s != x && !in[s]) {
				in[s] = true;
				uvec_push(&stack, s);
			}
		}
	}
	for (unsigned k = 0; k < g->rpo.n; k++)
		if (in[g->rpo.v[k]])
			uvec_push(members, g->rpo.v[k]);
	if (members->n < 2)
		goto out;
	for (unsigned k = 0; k < members->n; k++) {
		const struct uvec *pred = &g->blocks[members->v[k]].pred;

		for (unsigned p = 0; members->v[k] != e && p < pred->n; p++)
			if (!in[pred->v[p]])
				goto out;
	}
	for (unsigned p = 0; p < g->blocks[x].pred.n; p++)
		if (!in[g->blocks[x].pred.v[p]])
			goto out;
	colour = xcalloc(nb, 1);
	if (region_cyclic(g, in, e, colour))
		goto out;

	/* Values used past the region come from blocks dominating x. */
	for (unsigned k = 0; k < members->n; k++) {
		unsigned b = members->v[k];

		if (dom_dominates(dom, b, x))
			continue;
		for (LLVMValueRef i = LLVMGetFirstInstruction(g->blocks[b].bb);
		     i; i = LLVMGetNextInstruction(i))
			for (LLVMUseRef u = LLVMGetFirstUse(i); u;
			     u = LLVMGetNextUse(u)) {
				LLVMValueRef user = LLVMGetUser(u);
				unsigned ub;

				if (!LLVMIsAInstruction(user))
					continue;
				ub = cfg_block_of(g,
					LLVMGetInstructionParent(user));
				/* A phi of x takes it on its edge. */
				if (ub == TR_NONE || in[ub] ||
				    (ub == x && LLVMIsAPHINode(user)))
					continue;
				goto out;
			}
	}
	ok = true;
out:
	free(colour);
	uvec_release(&stack);
	return ok;
}

/* The sites of an original block. */
static unsigned
block_sites(const struct fi_ctx *x, LLVMBasicBlockRef bb)
{
	unsigned n = 0;

	for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
	     i = LLVMGetNextInstruction(i))
		n += is_site(x, i);
	return n;
}

/*
 * Find the function's regions, before anything is instrumented: from each
 * block e not yet taken (in reverse postorder), grow the region to the
 * immediate post-dominator of e, then of that block, and so on while the
 * region still qualifies (region_try); keep the largest.
 */
static void
find_regions(struct fi_ctx *x, struct fi_fn *f)
{
	struct cfg *g = &f->g;
	struct dom_tree dom = { 0 }, pdom = { 0 };
	unsigned nb = g->nblocks;
	bool *clean = xcalloc(nb, sizeof(*clean)), *in = xcalloc(nb, 1);
	struct uvec members = { 0 }, best = { 0 };
	unsigned *dist = xcalloc(nb, sizeof(*dist));

	f->region = xmalloc(nb * sizeof(*f->region));
	for (unsigned b = 0; b < nb; b++) {
		f->region[b] = TR_NONE;
		clean[b] = g->reachable[b] && block_clean(g->blocks[b].bb);
	}
	if (dom_build(&dom, g) || pdom_build(&pdom, g))
		goto out;
	for (unsigned r = 0; r < g->rpo.n; r++) {
		unsigned e = g->rpo.v[r], y = pdom.idom[e], exit = TR_NONE;
		struct fi_region *reg;

		if (f->region[e] != TR_NONE || !clean[e])
			continue;
		while (y != TR_NONE && y < nb &&
		       region_try(f, &dom, clean, e, y, in, &members)) {
			exit = y;
			best.n = 0;
			for (unsigned k = 0; k < members.n; k++)
				uvec_push(&best, members.v[k]);
			if (!clean[y])
				break;
			y = pdom.idom[y];
		}
		if (exit == TR_NONE)
			continue;

		f->regions = xrealloc(f->regions, (f->nregions + 1) *
				      sizeof(*f->regions));
		reg = &f->regions[f->nregions];
		memset(reg, 0, sizeof(*reg));
		reg->entry = e;
		reg->exit = exit;
		/* The longest path, in sites, through the acyclic region. */
		for (unsigned k = 0; k < best.n; k++) {
			unsigned b = best.v[k];
			const struct uvec *succ = &g->blocks[b].succ;

			uvec_push(&reg->members, b);
			f->region[b] = f->nregions;
			dist[b] += block_sites(x, g->blocks[b].bb);
			for (unsigned s = 0; s < succ->n; s++) {
				unsigned t = succ->v[s];

				if (t == exit) {
					if (dist[b] > reg->nmax)
						reg->nmax = dist[b];
				} else if (dist[t] < dist[b]) {
					dist[t] = dist[b];
				}
			}
		}
		f->nregions++;
	}
out:
	free(dist);
	free(clean);
	free(in);
	uvec_release(&members);
	uvec_release(&best);
	dom_release(&dom);
	dom_release(&pdom);
}

/* The slow copy's value for v (v itself when it is not the region's). */
static LLVMValueRef
mapped(const struct ptrmap *map, LLVMValueRef *vals, LLVMValueRef v)
{
	unsigned k = ptrmap_get(map, v);

	return k == TR_NONE ? v : vals[k];
}

static void
map_put(struct ptrmap *map, LLVMValueRef **vals, unsigned *n, LLVMValueRef v,
	LLVMValueRef to)
{
	unsigned k = ptrmap_get(map, v);

	if (k == TR_NONE) {
		*vals = xrealloc(*vals, (*n + 1) * sizeof(**vals));
		k = (*n)++;
		ptrmap_put(map, v, k);
	}
	(*vals)[k] = to;
}

/*
 * Finish a region (its blocks are counted, their segments in f->stash):
 * the entry's test covers the most sites any path through the region can
 * run (nmax); the slow copy is a clone of every block of the region, with
 * each site checked against its own block's %rel; the copies meet at the
 * exit block x, whose phis gain the slow edges and where the region's
 * values used later get merge phis.
 */
static void
finish_region(struct fi_ctx *x, struct fi_fn *f, const struct fi_region *reg)
{
	const struct cfg *g = &f->g;
	unsigned nm = reg->members.n, nreg = 0, nvals = 0;
	LLVMBasicBlockRef ebb = g->blocks[reg->entry].bb;
	LLVMBasicBlockRef xbb = g->blocks[reg->exit].bb, efast, cur;
	LLVMBasicBlockRef *first = xmalloc(nm * sizeof(*first));
	LLVMBasicBlockRef *last = xmalloc(nm * sizeof(*last));
	struct fi_seg *es = &f->stash[reg->entry];
	struct ptrmap map = { 0 }, inside = { 0 }, index = { 0 };
	struct use_list uses = { 0 };
	LLVMValueRef *regvals = NULL, *vals = NULL, *phis = NULL, br;

	/* The entry's code after its %rel becomes the fast entry block. */
	efast = split_after(x, es->rel);
	note_moved(f, ebb, efast);
	/*
	 * index: the region's blocks, and ebb (the entry's phis stay there,
	 * and x's phis know the entry by that name); inside: the blocks whose
	 * uses of the region's values need no merge phi (not ebb: a loop
	 * header's phis take them around the loop).
	 */
	ptrmap_put(&index, ebb, 0);
	for (unsigned k = 0; k < nm; k++) {
		LLVMBasicBlockRef bb = k ? g->blocks[reg->members.v[k]].bb :
				       efast;

		ptrmap_put(&index, bb, k);
		ptrmap_put(&inside, bb, k);
	}

	/* The region's values, and their uses past it (before the copy). */
	regvals = xmalloc((es->ncarried + 1) * sizeof(*regvals));
	for (unsigned j = 0; j < es->ncarried; j++)
		regvals[nreg++] = es->site[j];
	for (unsigned k = 0; k < nm; k++)
		for (LLVMValueRef i = LLVMGetFirstInstruction(
			     k ? g->blocks[reg->members.v[k]].bb : efast);
		     i; i = LLVMGetNextInstruction(i)) {
			regvals = xrealloc(regvals, (nreg + 1) *
					   sizeof(*regvals));
			regvals[nreg++] = i;
		}
	for (unsigned v = 0; v < nreg; v++)
		if (LLVMGetTypeKind(LLVMTypeOf(regvals[v])) != LLVMVoidTypeKind)
			outside_uses(regvals[v], v, &inside, xbb, &index,
				     &uses);

	/* The dispatch at the end of the entry's head. */
	for (unsigned k = 0; k < nm; k++)
		first[k] = LLVMAppendBasicBlockInContext(x->c, f->fn, "fi.slow");
	LLVMPositionBuilderAtEnd(x->b, ebb);
	locate_at(x, es->rel);
	br = LLVMBuildCondBr(x->b,
		LLVMBuildICmp(x->b, LLVMIntULT, es->rel,
			      LLVMConstInt(x->i64, reg->nmax, 0), "fi.in"),
		first[0], efast);
	LLVMSetMetadata(br, x->k_prof, x->cold);

	/* The slow copy, block by block in reverse postorder. */
	for (unsigned k = 0; k < nm; k++) {
		struct fi_seg *seg = &f->stash[reg->members.v[k]];
		unsigned next = seg->ncarried;

		cur = first[k];
		for (unsigned j = 0; k == 0 && j < es->ncarried; j++)
			map_put(&map, &vals, &nvals, es->site[j],
				emit_check(x, f, &cur, es->site[j], es->site[j],
					   j, es->pending[j], es->rel));
		for (LLVMValueRef i = LLVMGetFirstInstruction(
			     k ? g->blocks[reg->members.v[k]].bb : efast);
		     i; i = LLVMGetNextInstruction(i)) {
			LLVMValueRef c;

			if (LLVMIsAPHINode(i)) {
				unsigned n = LLVMCountIncoming(i);

				LLVMPositionBuilderAtEnd(x->b, cur);
				locate_at(x, i);
				c = LLVMBuildPhi(x->b, LLVMTypeOf(i), "");
				for (unsigned a = 0; a < n; a++) {
					LLVMValueRef v = mapped(&map, vals,
						LLVMGetIncomingValue(i, a));
					LLVMBasicBlockRef from = last[ptrmap_get(
						&index, LLVMGetIncomingBlock(i, a))];

					LLVMAddIncoming(c, &v, &from, 1);
				}
				map_put(&map, &vals, &nvals, i, c);
				continue;
			}
			c = LLVMInstructionClone(i);
			for (unsigned op = 0;
			     op < (unsigned)LLVMGetNumOperands(c); op++) {
				LLVMValueRef o = LLVMGetOperand(c, op);

				if (!LLVMValueIsBasicBlock(o))
					LLVMSetOperand(c, op,
						       mapped(&map, vals, o));
			}
			for (unsigned sx = 0; LLVMIsATerminatorInst(c) &&
			     sx < LLVMGetNumSuccessors(c); sx++) {
				unsigned t = ptrmap_get(&index,
							LLVMGetSuccessor(c, sx));

				if (t != TR_NONE)
					LLVMSetSuccessor(c, sx, first[t]);
			}
			LLVMSetMetadata(c, x->m->id_kind, NULL);
			LLVMPositionBuilderAtEnd(x->b, cur);
			insert_own_loc(x, c);
			map_put(&map, &vals, &nvals, i, c);
			if (k && i == seg->rel) {
				/* The block's phis, checked after its start. */
				for (unsigned j = 0; j < seg->ncarried; j++)
					map_put(&map, &vals, &nvals, seg->site[j],
						emit_check(x, f, &cur,
							   mapped(&map, vals,
								  seg->site[j]),
							   seg->site[j], j,
							   seg->pending[j], c));
			} else if (next < seg->nsites && seg->site[next] == i) {
				map_put(&map, &vals, &nvals, i,
					emit_check(x, f, &cur, c, i, next,
						   seg->pending[next],
						   mapped(&map, vals,
							  seg->rel)));
				next++;
			}
		}
		last[k] = cur;
	}

	/* x's phis gain the slow edges (before the merge phis join them). */
	for (LLVMValueRef p = LLVMGetFirstInstruction(xbb);
	     p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
		unsigned n = LLVMCountIncoming(p);

		for (unsigned a = 0; a < n; a++) {
			unsigned t = ptrmap_get(&index,
						LLVMGetIncomingBlock(p, a));
			LLVMValueRef v;

			if (t == TR_NONE)
				continue;
			v = mapped(&map, vals, LLVMGetIncomingValue(p, a));
			LLVMAddIncoming(p, &v, &last[t], 1);
		}
	}

	/* Merge phis in x for the values used past the region. */
	phis = xcalloc(nreg ? nreg : 1, sizeof(*phis));
	for (unsigned u = 0; u < uses.n; u++) {
		unsigned v = uses.val[u];

		if (!phis[v]) {
			const struct uvec *pred = &g->blocks[reg->exit].pred;

			LLVMPositionBuilderBeforeInstrAndDbgRecords(x->b,
				LLVMGetFirstInstruction(xbb));
			locate_at(x, regvals[v]);
			phis[v] = LLVMBuildPhi(x->b, LLVMTypeOf(regvals[v]), "");
			for (unsigned p = 0; p < pred->n; p++) {
				unsigned t = ptrmap_get(&index,
					g->blocks[pred->v[p]].bb);
				LLVMBasicBlockRef fast = t ? g->blocks[pred->v[p]].bb :
							 efast;
				LLVMValueRef slowv = mapped(&map, vals, regvals[v]);
				LLVMValueRef term = LLVMGetBasicBlockTerminator(fast);

				/* One entry per edge: a switch may have several. */
				for (unsigned sx = 0;
				     sx < LLVMGetNumSuccessors(term); sx++) {
					if (LLVMGetSuccessor(term, sx) != xbb)
						continue;
					LLVMAddIncoming(phis[v], &regvals[v],
							&fast, 1);
					LLVMAddIncoming(phis[v], &slowv,
							&last[t], 1);
				}
			}
		}
		LLVMSetOperand(uses.user[u], uses.op[u], phis[v]);
	}

	free(phis);
	free(regvals);
	free(vals);
	free(first);
	free(last);
	free(uses.val);
	free(uses.user);
	free(uses.op);
	ptrmap_release(&map);
	ptrmap_release(&inside);
	ptrmap_release(&index);
}

/*
 * Replace phi by one with the same value, id and location whose n
 * incoming values and blocks are vals and from.
 */
static void
replace_phi(struct fi_ctx *x, LLVMValueRef phi, LLVMValueRef *vals,
	    LLVMBasicBlockRef *from, unsigned n)
{
	LLVMValueRef fresh;
	size_t len;
	const char *old = LLVMGetValueName2(phi, &len);
	char *name = xmalloc(len + 1);

	/* The name moves to the new phi whole, not with a suffix. */
	memcpy(name, old, len);
	LLVMSetValueName2(phi, "", 0);
	LLVMPositionBuilderBeforeInstrAndDbgRecords(x->b, phi);
	fresh = LLVMBuildPhi(x->b, LLVMTypeOf(phi), "");
	LLVMAddIncoming(fresh, vals, from, n);
	LLVMSetMetadata(fresh, x->m->id_kind,
			LLVMGetMetadata(phi, x->m->id_kind));
	if (LLVMInstructionGetDebugLoc(phi))
		LLVMInstructionSetDebugLoc(fresh,
					   LLVMInstructionGetDebugLoc(phi));
	LLVMReplaceAllUsesWith(phi, fresh);
	LLVMSetValueName2(fresh, name, len);
	LLVMInstructionEraseFromParent(phi);
	free(name);
}

/*
 * A phi whose incoming blocks include split blocks: rebuild it with each
 * such block replaced by the block that now ends it.
 */
static void
rebuild_phi(struct fi_ctx *x, struct fi_fn *f, LLVMValueRef phi)
{
	unsigned n = LLVMCountIncoming(phi), k;
	LLVMValueRef *vals;
	LLVMBasicBlockRef *from;
	bool any = false;

	for (k = 0; k < n && !any; k++)
		any = ptrmap_get(&f->moved, LLVMGetIncomingBlock(phi, k)) !=
		      TR_NONE;
	if (!any)
		return;
	vals = xmalloc(n * sizeof(*vals));
	from = xmalloc(n * sizeof(*from));
	for (k = 0; k < n; k++) {
		unsigned m = ptrmap_get(&f->moved, LLVMGetIncomingBlock(phi, k));

		vals[k] = LLVMGetIncomingValue(phi, k);
		from[k] = m == TR_NONE ? LLVMGetIncomingBlock(phi, k) :
			  f->last[m];
	}
	replace_phi(x, phi, vals, from, n);
	free(from);
	free(vals);
}

/*
 * The edges out of an invoke or callbr, once everything else is done (the
 * phis already name the blocks that end split blocks): the counters were
 * written out before it and the callee counted on, so they are read back
 * on each edge that continues in this function, in a new block on the
 * edge, before the successor's first segment starts from them. An
 * invoke's unwind edge needs none: its landing pad reads them back
 * (instrument_block). Several edges of a callbr to one block share one
 * new block, so the phis there keep one entry for it.
 */
static void
read_back(struct fi_ctx *x, struct fi_fn *f, LLVMValueRef call)
{
	LLVMBasicBlockRef at = LLVMGetInstructionParent(call);
	unsigned nsucc = LLVMIsAInvokeInst(call) ? 1 :
			 LLVMGetNumSuccessors(call);
	LLVMBasicBlockRef *to = xmalloc(nsucc * sizeof(*to));
	LLVMBasicBlockRef *back = xmalloc(nsucc * sizeof(*back));

	for (unsigned s = 0; s < nsucc; s++) {
		LLVMValueRef phi, next;
		unsigned t;

		to[s] = LLVMGetSuccessor(call, s);
		for (t = 0; t < s && to[t] != to[s]; t++)
			;
		if (t < s) {
			back[s] = back[t];
			LLVMSetSuccessor(call, s, back[s]);
			continue;
		}
		back[s] = LLVMAppendBasicBlockInContext(x->c,
			LLVMGetBasicBlockParent(at), "fi.back");
		LLVMMoveBasicBlockAfter(back[s], at);
		LLVMPositionBuilderAtEnd(x->b, back[s]);
		LLVMSetCurrentDebugLocation2(x->b,
					     LLVMInstructionGetDebugLoc(call));
		insts_in(x, f);
		count_in(x, f);
		LLVMBuildBr(x->b, to[s]);
		LLVMSetSuccessor(call, s, back[s]);

		/* The phis of to[s]: at's entries become one of back[s]. */
		for (phi = LLVMGetFirstInstruction(to[s]);
		     phi && LLVMIsAPHINode(phi); phi = next) {
			unsigned n = LLVMCountIncoming(phi), m = 0;
			LLVMValueRef *vals = xmalloc(n * sizeof(*vals));
			LLVMBasicBlockRef *from = xmalloc(n * sizeof(*from));
			bool seen = false;

			next = LLVMGetNextInstruction(phi);
			for (unsigned k = 0; k < n; k++) {
				LLVMBasicBlockRef b = LLVMGetIncomingBlock(phi, k);

				if (b == at && seen)
					continue;
				seen |= b == at;
				vals[m] = LLVMGetIncomingValue(phi, k);
				from[m++] = b == at ? back[s] : b;
			}
			replace_phi(x, phi, vals, from, m);
			free(from);
			free(vals);
		}
	}
	free(back);
	free(to);
}

/* Instrument one defined function. */
static void
instrument_function(struct fi_ctx *x, LLVMValueRef fn)
{
	struct fi_fn f = { .fn = fn, .entry = LLVMGetEntryBasicBlock(fn) };
	unsigned nb = LLVMCountBasicBlocks(fn), b = 0;
	LLVMBasicBlockRef *blocks = xmalloc(nb * sizeof(*blocks));
	LLVMValueRef **insts = xcalloc(nb, sizeof(*insts));
	unsigned *ninsts = xcalloc(nb, sizeof(*ninsts));

	/* Snapshot the original code before anything moves. */
	LLVMGetBasicBlocks(fn, blocks);
	for (b = 0; b < nb; b++) {
		unsigned n = 0;

		for (LLVMValueRef i = LLVMGetFirstInstruction(blocks[b]); i;
		     i = LLVMGetNextInstruction(i))
			n++;
		insts[b] = xmalloc(n * sizeof(**insts));
		n = 0;
		for (LLVMValueRef i = LLVMGetFirstInstruction(blocks[b]); i;
		     i = LLVMGetNextInstruction(i)) {
			mark_program_access(x, i);
			insts[b][n++] = i;
		}
		ninsts[b] = n;
	}

	/* Regions, found on the code as it was. */
	f.have_cfg = cfg_build(&f.g, x->m, fn) == 0;
	if (f.have_cfg) {
		find_regions(x, &f);
		f.stash = xcalloc(f.g.nblocks, sizeof(*f.stash));
	}

	/* The local counters and the target, at the top of the entry. */
	LLVMPositionBuilderBefore(x->b, LLVMGetFirstInstruction(f.entry));
	f.cnt = LLVMBuildAlloca(x->b, x->i64, "fi.count");
	f.ins = LLVMBuildAlloca(x->b, x->i64, "fi.insts");
	f.target = LLVMBuildLoad2(x->b, x->i64, x->g_target, "fi.target");
	count_in(x, &f);
	insts_in(x, &f);

	for (b = 0; b < nb; b++) {
		unsigned n = f.have_cfg ? cfg_block_of(&f.g, blocks[b]) : TR_NONE;

		instrument_block(x, &f, blocks[b], insts[b], ninsts[b],
				 n != TR_NONE && f.region[n] != TR_NONE ?
				 &f.stash[n] : NULL);
	}
	for (unsigned r = 0; r < f.nregions; r++)
		finish_region(x, &f, &f.regions[r]);

	/*
	 * Successors of split blocks: their phis must name the new last
	 * blocks. Only the original blocks' phis: the merge phis made by
	 * finish_segment name the blocks of their own segment, rightly.
	 */
	for (b = 0; b < nb && f.nmoved; b++) {
		LLVMValueRef i = LLVMGetFirstInstruction(blocks[b]);

		while (i && LLVMIsAPHINode(i)) {
			LLVMValueRef next = LLVMGetNextInstruction(i);

			rebuild_phi(x, &f, i);
			i = next;
		}
	}
	for (unsigned c = 0; c < f.nedge_calls; c++)
		read_back(x, &f, f.edge_calls[c]);
	x->st->functions++;

	for (b = 0; b < nb; b++)
		free(insts[b]);
	free(insts);
	free(ninsts);
	free(blocks);
	free(f.slotv);
	free(f.last);
	free(f.edge_calls);
	free(f.seg.site);
	free(f.seg.pending);
	for (b = 0; f.stash && b < f.g.nblocks; b++) {
		free(f.stash[b].site);
		free(f.stash[b].pending);
	}
	for (unsigned r = 0; r < f.nregions; r++)
		uvec_release(&f.regions[r].members);
	free(f.regions);
	free(f.region);
	free(f.stash);
	if (f.have_cfg)
		cfg_release(&f.g);
	ptrmap_release(&f.slots);
	ptrmap_release(&f.moved);
}

/* A global i64 of the runtime, declared in the module. */
static LLVMValueRef
runtime_global(struct fi_ctx *x, const char *name)
{
	LLVMValueRef g = LLVMAddGlobal(x->m->mod, x->i64, name);

	LLVMSetLinkage(g, LLVMExternalLinkage);
	return g;
}

/*
 * The counters live in globals every instrumented function reads and
 * writes, so no defined function may keep a memory attribute that says
 * otherwise (memory(argmem: readwrite), memory(none), ...): a caller
 * would keep its copy of the counter across the call, and the callee's
 * counts would be lost. Calls carry the attribute too.
 */
static void
drop_memory_attributes(struct fi_ctx *x)
{
	unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);

	for (LLVMValueRef fn = LLVMGetFirstFunction(x->m->mod); fn;
	     fn = LLVMGetNextFunction(fn)) {
		if (!ir_fn_defined(fn))
			continue;
		LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
					       kind);
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
			     i = LLVMGetNextInstruction(i)) {
				LLVMValueRef callee;

				if (!LLVMIsACallInst(i) && !LLVMIsAInvokeInst(i))
					continue;
				callee = LLVMGetCalledValue(i);
				if (callee && LLVMIsAFunction(callee) &&
				    !ir_fn_defined(callee))
					continue;
				LLVMRemoveCallSiteEnumAttribute(
					i, LLVMAttributeFunctionIndex, kind);
			}
	}
}

/*
 * Whether fn uses funclet exception handling (catchswitch, catchpad,
 * cleanuppad: Windows and WebAssembly), which has no place for the
 * counters' read-back (a catchswitch must be alone in its block).
 */
static bool
uses_funclets(LLVMValueRef fn)
{
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i))
			if (LLVMIsACatchSwitchInst(i) ||
			    LLVMIsAFuncletPadInst(i))
				return true;
	return false;
}

int
fi_instrument(struct ir_module *m, unsigned only_id,
	      struct fi_instrument_stats *st)
{
	return fi_instrument_only(m, only_id ? &only_id : NULL,
				  only_id ? 1 : 0, st);
}

int
fi_instrument_only(struct ir_module *m, const unsigned *ids, unsigned nids,
		   struct fi_instrument_stats *st)
{
	struct fi_ctx x = { .m = m, .c = m->ctx, .st = st };
	bool *only = NULL;
	LLVMTypeRef params[5];
	int rc = -1;

	memset(st, 0, sizeof(*st));
	if (LLVMGetNamedGlobal(m->mod, FI_SYM_COUNT) ||
	    LLVMGetNamedFunction(m->mod, FI_SYM_INJECT))
		return tr_error("'%s' is already instrumented for fault "
				"injection", m->path);
	if (!m->max_id)
		return tr_error("'%s' has no instruction ids", m->path);
	if (ids) {
		only = xcalloc(m->max_id + 1, sizeof(*only));
		for (unsigned i = 0; i < nids; i++)
			if (ids[i] && ids[i] <= m->max_id)
				only[ids[i]] = true;
		x.only = only;
	}
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn))
		if (uses_funclets(fn)) {
			free(only);
			return tr_error("'%s': funclet exception handling "
					"(catchswitch, catchpad, cleanuppad) "
					"in @%s is not supported", m->path,
					LLVMGetValueName(fn));
		}
	x.b = LLVMCreateBuilderInContext(x.c);
	x.td = LLVMGetModuleDataLayout(m->mod);
	x.i1 = LLVMInt1TypeInContext(x.c);
	x.i32 = LLVMInt32TypeInContext(x.c);
	x.i64 = LLVMInt64TypeInContext(x.c);
	x.ptr = LLVMPointerTypeInContext(x.c, 0);
	params[0] = x.ptr;
	params[1] = x.i32;
	params[2] = x.i32;
	params[3] = x.i64;
	params[4] = x.i64;
	x.inject_ty = LLVMFunctionType(LLVMVoidTypeInContext(x.c), params, 5, 0);
	x.g_count = runtime_global(&x, FI_SYM_COUNT);
	x.g_insts = runtime_global(&x, FI_SYM_INSTS);
	x.g_target = runtime_global(&x, FI_SYM_TARGET);
	x.f_inject = LLVMAddFunction(m->mod, FI_SYM_INJECT, x.inject_ty);
	make_scopes(&x);
	make_cold(&x);
	drop_memory_attributes(&x);

	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn))
		if (ir_fn_defined(fn))
			instrument_function(&x, fn);

	if (ids && nids == 1 && !st->sites) {
		tr_error("'%s' has no candidate instruction with id %u",
			 m->path, ids[0]);
		goto out;
	}
	if (ids && !st->sites) {
		tr_error("'%s': none of the %u instructions given is a fault "
			 "site", m->path, nids);
		goto out;
	}
	if (ir_module_verify_changed(m, "fault injection"))
		goto out;
	rc = 0;
out:
	LLVMDisposeBuilder(x.b);
	free(only);
	return rc;
}
