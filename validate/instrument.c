/*
 * instrument.c: the fault-injection instrumentation.
 *
 * Every candidate instruction I (the fault-site domain of analysis.h) gets a
 * dynamic instance number; on the instance equal to the runtime's target
 * its value is passed through __trident_fi_inject before any use sees it:
 *
 *     B:   ... I ...                 B:   ... I
 *                                         %hit = icmp eq i64 %rel, J
 *                                         br %hit, label %inj, label %T
 *                           ==>      inj: store I, %slot
 *                                         call @__trident_fi_inject(%slot, ...)
 *                                         %w = load %slot ; br label %T
 *                                    T:   %v = phi [I, B], [%w, inj]
 *                                         ... (the rest of B, I replaced by %v)
 *
 * so a run that injects nothing pays one compare-and-branch per candidate
 * (issue 3: an inline compare, not a call per instruction).
 *
 * Counting. Instance numbers are handed out a segment at a time: a segment is
 * a run of a block's instructions between calls. At its start the counter is
 * read into %base and advanced by the segment's number of candidates; the
 * J-th candidate of the segment is instance base+J+1, and %rel = target -
 * base - 1 turns the test into `rel == J`. The counters live in allocas of
 * each function, which -O2 promotes to registers; they are copied to the
 * runtime's globals only where someone else may look: before calls (the
 * callee continues the count; it is read back afterwards), before returns,
 * and -- for the instruction counter -- before every instruction that can
 * trap, so that a crash finds it exact (fi_protocol.h: crash latency). In
 * --inst mode only the one chosen instruction is counted and checked.
 *
 * The C API has no way to split a block or to change a phi's incoming block,
 * so blocks are split by moving instructions, and phis in the successors of a
 * split block are rebuilt with the new last block as their incoming block
 * once every block has been instrumented.
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
		return !is_marker_intrinsic(i);
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

/*
 * Add the check after site i (the j-th of its segment): split, inject on
 * the hit, merge with a phi that takes i's place everywhere. insts is the
 * exact instruction count at this point. Returns the block that now holds
 * the rest of the original block.
 */
static LLVMBasicBlockRef
add_check(struct fi_ctx *x, struct fi_fn *f, LLVMValueRef i, LLVMValueRef pos,
	  LLVMValueRef rel, unsigned j, LLVMValueRef insts)
{
	LLVMBasicBlockRef head = LLVMGetInstructionParent(pos);
	LLVMBasicBlockRef tail, inj;
	LLVMTypeRef t = LLVMTypeOf(i);
	LLVMValueRef slot = slot_for(x, f, t), phi, w, hit, args[5];
	LLVMValueRef incoming[2];
	LLVMBasicBlockRef from[2];

	tail = split_after(x, pos);
	inj = LLVMAppendBasicBlockInContext(x->c, f->fn, "fi.inject");
	LLVMMoveBasicBlockAfter(inj, head);

	/* The phi replaces i first, so that the uses built below keep i. */
	LLVMPositionBuilder(x->b, tail, LLVMGetFirstInstruction(tail));
	phi = LLVMBuildPhi(x->b, t, "");
	LLVMReplaceAllUsesWith(i, phi);

	LLVMPositionBuilderAtEnd(x->b, head);
	hit = LLVMBuildICmp(x->b, LLVMIntEQ, rel, LLVMConstInt(x->i64, j, 0),
			    "fi.hit");
	LLVMBuildCondBr(x->b, hit, inj, tail);

	LLVMPositionBuilderAtEnd(x->b, inj);
	LLVMBuildStore(x->b, i, slot);
	args[0] = slot;
	args[1] = LLVMConstInt(x->i32, LLVMSizeOfTypeInBits(x->td, t), 0);
	args[2] = LLVMConstInt(x->i32, ir_inst_id(x->m, i), 0);
	args[3] = f->target;
	args[4] = insts;
	LLVMBuildCall2(x->b, x->inject_ty, x->f_inject, args, 5, "");
	w = LLVMBuildLoad2(x->b, t, slot, "fi.val");
	LLVMBuildBr(x->b, tail);

	incoming[0] = i;
	from[0] = head;
	incoming[1] = w;
	from[1] = inj;
	LLVMAddIncoming(phi, incoming, from, 2);
	x->st->sites++;
	return tail;
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
 * Copy a counter between its local and its global; the access to the
 * global is put in the counters' alias scope, which the program's own
 * memory accesses are declared not to alias (mark_program_access).
 */
static void
copy_local(struct fi_ctx *x, LLVMValueRef from, LLVMValueRef to)
{
	LLVMValueRef load = LLVMBuildLoad2(x->b, x->i64, from, "");
	LLVMValueRef store = LLVMBuildStore(x->b, load, to);

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

/*
 * Start a counting segment at the builder's position: the segment holds
 * nsites sites; returns %rel for its checks (NULL when it has none).
 */
static LLVMValueRef
start_segment(struct fi_ctx *x, struct fi_fn *f, unsigned nsites)
{
	LLVMValueRef base, rel;

	if (!nsites)
		return NULL;
	base = LLVMBuildLoad2(x->b, x->i64, f->cnt, "fi.base");
	LLVMBuildStore(x->b, LLVMBuildAdd(x->b, base,
		LLVMConstInt(x->i64, nsites, 0), ""), f->cnt);
	rel = LLVMBuildSub(x->b, f->target, base, "");
	return LLVMBuildSub(x->b, rel, LLVMConstInt(x->i64, 1, 0), "fi.rel");
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

/* The instruction count at the builder's position: local + pending. */
static LLVMValueRef
insts_now(struct fi_ctx *x, struct fi_fn *f, uint64_t pending)
{
	return LLVMBuildAdd(x->b, LLVMBuildLoad2(x->b, x->i64, f->ins, ""),
			    LLVMConstInt(x->i64, pending, 0), "fi.insts");
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
	LLVMBasicBlockRef last = bb;
	LLVMValueRef rel, now;
	uint64_t pending = 0;
	unsigned k = 0, j = 0;

	/* Phis and pads stay first: the first segment starts after them. */
	while (k < n && (LLVMIsAPHINode(insts[k]) ||
			 LLVMIsALandingPadInst(insts[k]) ||
			 LLVMIsAFuncletPadInst(insts[k])))
		k++;
	LLVMPositionBuilderBefore(x->b, insts[k]);
	rel = start_segment(x, f, segment_sites(x, insts, 0, n));
	for (unsigned p = 0; p < k; p++) {
		if (!is_site(x, insts[p]))
			continue;
		LLVMPositionBuilderBefore(x->b, insts[k]);
		now = insts_now(x, f, p + 1);
		last = add_check(x, f, insts[p], now, rel, j++, now);
	}
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
				copy_local(x, f->ins, x->g_insts);
				copy_local(x, f->cnt, x->g_count);
			}
			break;
		}
		if (may_trap(i) || call) {
			/* Up to date, i itself included, before i runs. */
			LLVMPositionBuilderBefore(x->b, i);
			bump(x, f->ins, pending);
			copy_local(x, f->ins, x->g_insts);
			pending = 0;
			if (call)
				copy_local(x, f->cnt, x->g_count);
		}
		if (call && !LLVMIsAInvokeInst(i)) {
			/* Read back what the callee counted; a new segment. */
			LLVMPositionBuilderBefore(x->b, insts[k + 1]);
			copy_local(x, x->g_insts, f->ins);
			copy_local(x, x->g_count, f->cnt);
			rel = start_segment(x, f, segment_sites(x, insts, k + 1,
								n) +
					    (is_site(x, i) ? 1 : 0));
			j = 0;
		}
		if (is_site(x, i)) {
			LLVMPositionBuilderBefore(x->b, insts[k + 1]);
			now = insts_now(x, f, pending);
			last = add_check(x, f, i, now, rel, j++, now);
		}
	}
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
	copy_local(x, x->g_count, f.cnt);
	copy_local(x, x->g_insts, f.ins);
	f.target = LLVMBuildLoad2(x->b, x->i64, x->g_target, "fi.target");

	for (b = 0; b < nb; b++)
		instrument_block(x, &f, blocks[b], insts[b], ninsts[b]);

	/*
	 * Successors of split blocks: their phis must name the new last
	 * blocks. Only the original blocks' phis: the merge phis made by
	 * add_check name the split blocks' heads, rightly.
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
