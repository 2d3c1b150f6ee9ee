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
 * slow copy. So a run pays, per segment, an add, a subtract and a
 * predictable branch; the slow copy runs in one segment of one run.
 *
 * Counting. The counters live in allocas of each function, which -O2
 * promotes to registers; they are copied to the runtime's globals only where
 * someone else may look: before calls (the callee continues the count; it is
 * read back afterwards), before returns, and -- for the instruction counter
 * -- before every instruction that can trap, so that a crash finds it exact
 * (fi_protocol.h: crash latency). In --inst mode only the one chosen
 * instruction is counted and checked.
 *
 * The C API has no way to split a block or to change a phi's incoming block,
 * so blocks are split by moving instructions, and phis in the successors of a
 * split block are rebuilt with the new last block as their incoming block
 * once every block has been instrumented. The slow copy is made with
 * LLVMInstructionClone and its operands remapped.
 *
 * Not supported: exception handling (invoke: the callee's counts are not
 * read back), multi-threaded targets (fi_rt.c), and musttail calls (left
 * without counting or checks).
 */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
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
	unsigned only_id;
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
	/* The segment being instrumented (see the top of the file). */
	struct fi_seg {
		LLVMValueRef rel;	/* NULL: the segment has no site */
		unsigned nsites, ncarried, cap;
		LLVMValueRef *site;	/* carried-in sites first */
		uint64_t *pending;	/* instructions not yet in the counter */
	} seg;
};

static bool
is_intrinsic_call(LLVMValueRef i)
{
	LLVMValueRef callee = LLVMGetCalledValue(i);

	return callee && LLVMIsAFunction(callee) && LLVMGetIntrinsicID(callee);
}

/* Intrinsics that neither call back into the program nor touch memory. */
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
	       strncmp(name, "llvm.experimental.noalias.scope.decl", 36) == 0;
}

/*
 * Intrinsics that LLVM may execute anywhere (fmuladd, fabs, sqrt, ...):
 * they have no undefined behaviour, so they cannot trap.
 */
static bool
is_speculatable_intrinsic(LLVMValueRef i)
{
	static unsigned kind;

	if (!is_intrinsic_call(i))
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

/* A call the counters must be written out before and read back after. */
static bool
is_real_call(LLVMValueRef i)
{
	return (LLVMIsACallInst(i) || LLVMIsAInvokeInst(i) ||
		LLVMIsACallBrInst(i)) && !is_intrinsic_call(i);
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
	case LLVMCall:
	case LLVMInvoke:
	case LLVMCallBr:
		return !is_marker_intrinsic(i) && !is_speculatable_intrinsic(i);
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

/* Whether i is a fault site of this instrumentation. */
static bool
is_site(const struct fi_ctx *x, LLVMValueRef i)
{
	LLVMTypeRef t;
	LLVMTypeKind k;

	if (!ir_is_candidate(i) || is_musttail(i))
		return false;
	if (x->only_id && ir_inst_id(x->m, i) != x->only_id)
		return false;
	t = LLVMTypeOf(i);
	k = LLVMGetTypeKind(t);
	if (k == LLVMTokenTypeKind || k == LLVMMetadataTypeKind ||
	    k == LLVMLabelTypeKind || !LLVMTypeIsSized(t))
		return false;
	/* EH pads must stay first in their block: nothing may follow them. */
	return !LLVMIsALandingPadInst(i) && !LLVMIsAFuncletPadInst(i);
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
		LLVMInsertIntoBuilder(x->b, i);
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
 * its segment; orig is the instruction it stands for), which injects on
 * the hit. *cur becomes the block after the check; returns the value that
 * takes v's place from there on.
 */
static LLVMValueRef
emit_check(struct fi_ctx *x, struct fi_fn *f, LLVMBasicBlockRef *cur,
	   LLVMValueRef v, LLVMValueRef orig, unsigned j, uint64_t pending)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	LLVMValueRef slot = slot_for(x, f, t), phi, w, hit, now, args[5];
	LLVMBasicBlockRef inj, next;
	LLVMValueRef incoming[2];
	LLVMBasicBlockRef from[2];

	inj = LLVMAppendBasicBlockInContext(x->c, f->fn, "fi.inject");
	next = LLVMAppendBasicBlockInContext(x->c, f->fn, "fi.slow");
	LLVMPositionBuilderAtEnd(x->b, *cur);
	now = insts_now(x, f, pending);
	hit = LLVMBuildICmp(x->b, LLVMIntEQ, f->seg.rel,
			    LLVMConstInt(x->i64, j, 0), "fi.hit");
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
 * Note the uses of v (value number k) by instructions outside block
 * `inside` (NULL: none is inside).
 */
static void
outside_uses(LLVMValueRef v, unsigned k, LLVMBasicBlockRef inside,
	     struct use_list *u)
{
	for (LLVMUseRef use = LLVMGetFirstUse(v); use; use = LLVMGetNextUse(use)) {
		LLVMValueRef user = LLVMGetUser(use);
		unsigned nops, op;

		if (!LLVMIsAInstruction(user) ||
		    LLVMGetInstructionParent(user) == inside)
			continue;
		nops = (unsigned)LLVMGetNumOperands(user);
		for (op = 0; op < nops && LLVMGetOperandUse(user, op) != use; op++)
			;
		if (op == nops)
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
	struct ptrmap map = { 0 };
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
	for (unsigned v = 0; v < g->ncarried + nregion; v++)
		outside_uses(v < g->ncarried ? g->site[v] :
			     region[v - g->ncarried], v, last ? fast : NULL,
			     &uses);

	/* The dispatch: the slow copy only when the target is in here. */
	slow = LLVMAppendBasicBlockInContext(x->c, f->fn, "fi.slow");
	LLVMPositionBuilderAtEnd(x->b, head);
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
					   j, g->pending[j]);
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
		LLVMInsertIntoBuilder(x->b, c);
		if (next_site < g->nsites && g->site[next_site] == i) {
			c = emit_check(x, f, &cur, c, i, next_site,
				       g->pending[next_site]);
			next_site++;
		}
		ptrmap_put(&map, i, nvals);
		vals[nvals++] = c;
	}
	LLVMPositionBuilderAtEnd(x->b, cur);
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

			LLVMPositionBuilderBefore(x->b,
						  LLVMGetFirstInstruction(merge));
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
 * hit a counter; its run is then undefined anyway.)
 */
static void
mark_program_access(struct fi_ctx *x, LLVMValueRef i)
{
	if (LLVMIsALoadInst(i) || LLVMIsAStoreInst(i) ||
	    LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i) ||
	    (LLVMIsACallInst(i) && is_intrinsic_call(i)))
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
 * nsites sites; returns %rel for its checks (NULL when it has none). With
 * e = count - target before the segment, its J-th site is the target when
 * target = count + J + 1, that is when ~e = -e - 1 = J.
 */
static LLVMValueRef
start_segment(struct fi_ctx *x, struct fi_fn *f, unsigned nsites)
{
	LLVMValueRef e;

	if (!nsites)
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


/*
 * Instrument one original block, given as the array of its instructions.
 * `pending` counts the original instructions since the local instruction
 * counter was last brought up to date. A site's check is built just before
 * the next original instruction, so after a call it follows the read-back
 * of the counters and the start of the new segment.
 */
static void
instrument_block(struct fi_ctx *x, struct fi_fn *f, LLVMBasicBlockRef bb,
		 LLVMValueRef *insts, unsigned n)
{
	LLVMBasicBlockRef last = bb, merge;
	uint64_t pending = 0;
	unsigned k = 0;

	/* Phis and pads stay first: the first segment starts after them. */
	while (k < n && (LLVMIsAPHINode(insts[k]) ||
			 LLVMIsALandingPadInst(insts[k]) ||
			 LLVMIsAFuncletPadInst(insts[k])))
		k++;
	LLVMPositionBuilderBefore(x->b, insts[k]);
	f->seg.rel = start_segment(x, f, segment_sites(x, insts, 0, n));
	for (unsigned p = 0; p < k; p++)
		if (is_site(x, insts[p]))
			seg_add(f, insts[p], p + 1, true);
	pending = k;

	for (; k < n; k++) {
		LLVMValueRef i = insts[k];
		bool call = is_real_call(i) && !is_musttail(i);

		pending++;
		if (LLVMIsATerminatorInst(i) && !LLVMIsAInvokeInst(i)) {
			/* Nothing may come between a musttail call and ret. */
			LLVMPositionBuilderBefore(x->b,
				k && is_musttail(insts[k - 1]) ? insts[k - 1] : i);
			bump(x, f->ins, pending);
			if (leaves_function(i)) {
				insts_out(x, f);
				count_out(x, f);
			}
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
		if (call && !LLVMIsAInvokeInst(i)) {
			/* The segment ends; the callee counts; a new one. */
			merge = finish_segment(x, f);
			last = merge ? merge : last;
			LLVMPositionBuilderBefore(x->b, insts[k + 1]);
			insts_in(x, f);
			count_in(x, f);
			f->seg.rel = start_segment(x, f,
				segment_sites(x, insts, k + 1, n) +
				(is_site(x, i) ? 1 : 0));
			if (is_site(x, i))
				seg_add(f, i, pending, true);
		} else if (is_site(x, i)) {
			seg_add(f, i, pending, false);
		}
	}
	merge = finish_segment(x, f);
	last = merge ? merge : last;
	if (last != bb) {
		f->last = xrealloc(f->last, (f->nmoved + 1) * sizeof(*f->last));
		f->last[f->nmoved] = last;
		ptrmap_put(&f->moved, bb, f->nmoved++);
	}
}

/*
 * A phi whose incoming blocks include split blocks: rebuild it with each
 * such block replaced by the block that now ends it.
 */
static void
rebuild_phi(struct fi_ctx *x, struct fi_fn *f, LLVMValueRef phi)
{
	unsigned n = LLVMCountIncoming(phi), k;
	LLVMValueRef *vals, fresh;
	LLVMBasicBlockRef *from;
	const char *name;
	size_t len;
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
	LLVMPositionBuilderBefore(x->b, phi);
	name = LLVMGetValueName2(phi, &len);
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
	free(from);
	free(vals);
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

	/* The local counters and the target, at the top of the entry. */
	LLVMPositionBuilderBefore(x->b, LLVMGetFirstInstruction(f.entry));
	f.cnt = LLVMBuildAlloca(x->b, x->i64, "fi.count");
	f.ins = LLVMBuildAlloca(x->b, x->i64, "fi.insts");
	f.target = LLVMBuildLoad2(x->b, x->i64, x->g_target, "fi.target");
	count_in(x, &f);
	insts_in(x, &f);

	for (b = 0; b < nb; b++)
		instrument_block(x, &f, blocks[b], insts[b], ninsts[b]);

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
	x->st->functions++;

	for (b = 0; b < nb; b++)
		free(insts[b]);
	free(insts);
	free(ninsts);
	free(blocks);
	free(f.slotv);
	free(f.last);
	free(f.seg.site);
	free(f.seg.pending);
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

int
fi_instrument(struct ir_module *m, unsigned only_id,
	      struct fi_instrument_stats *st)
{
	struct fi_ctx x = { .m = m, .c = m->ctx, .only_id = only_id, .st = st };
	LLVMTypeRef params[5];
	char *msg = NULL;
	int rc = -1;

	memset(st, 0, sizeof(*st));
	if (LLVMGetNamedGlobal(m->mod, FI_SYM_COUNT) ||
	    LLVMGetNamedFunction(m->mod, FI_SYM_INJECT))
		return tr_error("'%s' is already instrumented for fault "
				"injection", m->path);
	if (!m->max_id)
		return tr_error("'%s' has no instruction ids", m->path);
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

	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn))
		if (ir_fn_defined(fn))
			instrument_function(&x, fn);

	if (only_id && !st->sites) {
		tr_error("'%s' has no candidate instruction with id %u",
			 m->path, only_id);
		goto out;
	}
	if (LLVMVerifyModule(m->mod, LLVMReturnStatusAction, &msg)) {
		msg[strcspn(msg, "\n")] = '\0';
		tr_error("instrumenting '%s' gave an invalid module (a trident "
			 "bug): %s", m->path, msg);
		goto out;
	}
	rc = 0;
out:
	if (msg)
		LLVMDisposeMessage(msg);
	LLVMDisposeBuilder(x.b);
	return rc;
}
