/*
 * device.c: the model on a CUDA program's device code (issue 19): where
 * a corrupted address ends on the GPU. A CPU profile samples each
 * access's address and counts the flips that leave mapped memory (the
 * memory profile); a device profile has no memory profile, and the GPU's
 * address space is not the process's. What decides there, per bit j of
 * the address that a flip reaches:
 *
 *   j < A      the access is misaligned (A = log2 of its size in bytes,
 *              at most 16): the kernel dies with cudaErrorMisalignedAddress;
 *   j >= L     the address leaves the memory the access could reach: an
 *              illegal address (global memory: L = ceil(log2) of the
 *              largest device allocation, from the profile's "device"
 *              member, at least 29, below; shared memory, also through a
 *              generic pointer into a __shared__ variable: of the module's
 *              shared variables' bytes, at least 2^10; local memory 2^10;
 *              constant memory 2^16);
 *   otherwise  another element of the same memory: the value read or
 *              written is wrong, and the model goes on as for a CPU
 *              program (the share 1 - crash);
 *
 * except that a flip of an index that a dominating branch bound-checks
 * (`if (i < n) ... a[i]`, the guard of a thread's work) past the bound
 * sends the thread around the access: those bits of the index do not
 * reach the address (model_device_index_guard, which the engine's bit
 * steps through a getelementptr apply); the compare's flipped branch is
 * f_c's. A flip of the address itself, after the check, is not guarded.
 *
 * Measured on the bundled GPU programs' campaigns (docs/results/gpu):
 * a flip of a global address or of the index into it crashes in 50-90%
 * of runs, as the high bits above the allocations and the low bits of a
 * 4- or 8-byte access predict.
 */
#include <math.h>
#include <string.h>

#include "internal.h"

/*
 * How far a flipped global address stays in memory the driver has mapped:
 * 2^29 bytes (512 MiB). Measured on the fitting half's campaigns (the four
 * bundled GPU programs and Rodinia's b+tree, backprop, gaussian, lavaMD
 * and particlefilter, H100 and H200, CUDA 13, driver 580; address
 * flips only): no flip of bits 21-28 of a global address crashed (0 of
 * 138 runs), every flip of bits 29 and up did (but of addresses no
 * access used), whatever the largest allocation (800 B to 400 KB). It
 * replaced 2^21 (the 2 MiB page, fitted on the bundled programs alone).
 */
#define DEVICE_MAPPED_LOG2 29

/* NVPTX address spaces. */
enum { AS_GENERIC = 0, AS_GLOBAL = 1, AS_SHARED = 3, AS_CONST = 4,
       AS_LOCAL = 5 };

bool
model_device_module(const struct ir_module *m)
{
	const char *t = LLVMGetTarget(m->mod);

	return t && strncmp(t, "nvptx", 5) == 0;
}

static unsigned
ceil_log2(uint64_t n)
{
	unsigned k = 0;

	while (k < 63 && ((uint64_t)1 << k) < n)
		k++;
	return k;
}

void
model_device_init(struct model_ctx *x)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(x->m->mod);
	uint64_t shared = 0;

	x->device = model_device_module(x->m);
	if (!x->device)
		return;
	for (LLVMValueRef g = LLVMGetFirstGlobal(x->m->mod); g;
	     g = LLVMGetNextGlobal(g))
		if (LLVMGetPointerAddressSpace(LLVMTypeOf(g)) == AS_SHARED)
			shared += LLVMABISizeOfType(td, LLVMGlobalGetValueType(g));
	x->dev_span[AS_SHARED] = ceil_log2(shared > 1024 ? shared : 1024);
	x->dev_span[AS_LOCAL] = 10;
	x->dev_span[AS_CONST] = 16;
	/* A flip below DEVICE_MAPPED_LOG2 of an address into a smaller
	   allocation stays in mapped memory. */
	x->dev_span[AS_GLOBAL] = x->p->device && x->p->device_largest ?
				 ceil_log2(x->p->device_largest) : 24;
	if (x->dev_span[AS_GLOBAL] < DEVICE_MAPPED_LOG2)
		x->dev_span[AS_GLOBAL] = DEVICE_MAPPED_LOG2;
	x->dev_span[AS_GENERIC] = x->dev_span[AS_GLOBAL];
}

/* The pointer operand of an access, or NULL. */
static LLVMValueRef
address_of(LLVMValueRef access)
{
	if (LLVMIsALoadInst(access) || LLVMIsAAtomicRMWInst(access) ||
	    LLVMIsAAtomicCmpXchgInst(access))
		return LLVMGetOperand(access, 0);
	if (LLVMIsAStoreInst(access))
		return LLVMGetOperand(access, 1);
	return NULL;
}

/* log2 of the bytes the access moves when a power of two (its
   alignment on the GPU), else 0. */
static unsigned
align_bits(struct model_ctx *x, LLVMValueRef access)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(x->m->mod);
	LLVMTypeRef t = LLVMIsAStoreInst(access) ?
			LLVMTypeOf(LLVMGetOperand(access, 0)) :
			LLVMTypeOf(access);
	uint64_t n;
	unsigned k;

	if (LLVMIsAAtomicCmpXchgInst(access))
		t = LLVMTypeOf(LLVMGetOperand(access, 1));
	if (!LLVMTypeIsSized(t))
		return 0;
	n = LLVMStoreSizeOfType(td, t);
	if (!n || n > 16 || (n & (n - 1)))
		return 0;
	for (k = 0; ((uint64_t)1 << k) < n; k++)
		;
	return k;
}

static LLVMValueRef shared_object(LLVMValueRef p);

double
model_device_crash(struct model_ctx *x, LLVMValueRef access, uint64_t bits)
{
	LLVMValueRef ptr = address_of(access);
	unsigned as = ptr ? LLVMGetPointerAddressSpace(LLVMTypeOf(ptr)) :
			    AS_GLOBAL;
	unsigned a = ptr ? align_bits(x, access) : 0;
	unsigned span, n = 0, crash = 0;

	/* A generic pointer into a __shared__ variable (an addrspacecast
	   the front end made) reaches shared memory. */
	if (ptr && as == AS_GENERIC && shared_object(ptr))
		as = AS_SHARED;
	span = x->dev_span[as < MODEL_DEVICE_SPACES ? as : AS_GLOBAL];

	if (!bits)
		bits = ~(uint64_t)0;
	for (unsigned j = 0; j < 64; j++) {
		if (!(bits >> j & 1))
			continue;
		n++;
		crash += j < a || j >= span;
	}
	return n ? (double)crash / n : 0;
}

/* The shared variable an address is into (through GEPs and casts), or
   NULL. */
static LLVMValueRef
shared_object(LLVMValueRef p)
{
	for (unsigned k = 0; k < 64 && p; k++) {
		if (LLVMIsAGlobalVariable(p))
			return LLVMGetPointerAddressSpace(LLVMTypeOf(p)) ==
				       AS_SHARED ? p : NULL;
		if (LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p) ||
		    LLVMIsAAddrSpaceCastInst(p))
			p = LLVMGetOperand(p, 0);
		else if (LLVMIsAConstantExpr(p) &&
			 (LLVMGetConstOpcode(p) == LLVMGetElementPtr ||
			  LLVMGetConstOpcode(p) == LLVMAddrSpaceCast ||
			  LLVMGetConstOpcode(p) == LLVMBitCast))
			p = LLVMGetOperand(p, 0);
		else
			return NULL;
	}
	return NULL;
}

/*
 * The loads that read back what a store wrote to device memory: their
 * count-weighted mean outcome, times the share of the written cells they
 * read at all (a write never read back before the kernel ends is lost);
 * 0 when none ran, negative when their outcome is left out.
 */
struct readers {
	struct model_combiner cb;
	uint64_t read;
};

static void
readers_add(struct model_ctx *x, struct readers *r, LLVMValueRef load)
{
	unsigned id = ir_inst_id(x->m, load);
	struct model_out o;

	if (!id || id > x->max_id || !x->count[id])
		return;
	o = model_value(x, load);
	model_combiner_add(&r->cb, 1, (double)x->count[id],
			   (struct model_out){ o.sdc, o.sdc < 0 ? -1 : 0 });
	r->read += x->count[id];
}

static double
readers_end(struct readers *r, uint64_t written)
{
	double s;

	if (!r->read)
		return 0;
	if ((s = model_combiner_end(&r->cb).sdc) < 0)
		return s;	/* left out (a path back to itself) */
	return written && r->read < written ?
	       s * (double)r->read / (double)written : s;
}

/* The parameter of its function that ptr is computed from by
   getelementptr and casts, or NULL. */
static LLVMValueRef
param_root(LLVMValueRef ptr)
{
	for (unsigned depth = 0; depth < 64; depth++) {
		if (LLVMIsAGetElementPtrInst(ptr) || LLVMIsACastInst(ptr) ||
		    (LLVMIsAConstantExpr(ptr) &&
		     (LLVMGetConstOpcode(ptr) == LLVMGetElementPtr ||
		      LLVMGetConstOpcode(ptr) == LLVMAddrSpaceCast ||
		      LLVMGetConstOpcode(ptr) == LLVMBitCast)))
			ptr = LLVMGetOperand(ptr, 0);
		else
			break;
	}
	return LLVMIsAArgument(ptr) ? ptr : NULL;
}

/* Whether instruction i may read memory through parameter arg: a load,
   an atomic or a call with an operand computed from it. */
static bool
reads_param(LLVMValueRef i, LLVMValueRef arg)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(i);
	unsigned n;

	if (op == LLVMLoad)
		return param_root(LLVMGetOperand(i, 0)) == arg;
	if (op != LLVMAtomicRMW && op != LLVMAtomicCmpXchg && op != LLVMCall)
		return false;
	n = (unsigned)LLVMGetNumOperands(i);
	for (unsigned k = 0; k < n; k++)
		if (param_root(LLVMGetOperand(i, k)) == arg)
			return true;
	return false;
}

/*
 * The blocks of store's kernel that can run after it (reachable from its
 * block's successors; its own block too around a loop), [nblocks]; NULL
 * if the function's analyses failed.
 */
static bool *
blocks_after(struct model_ctx *x, LLVMValueRef store, struct model_fn **fp)
{
	struct model_fn *f = model_fn_get(x, LLVMGetBasicBlockParent(
					  LLVMGetInstructionParent(store)));
	unsigned b, *stack, n = 0;
	bool *seen;

	if (!f || (b = cfg_block_of(&f->cfg, LLVMGetInstructionParent(store)))
		  == TR_NONE)
		return NULL;
	seen = xcalloc(f->cfg.nblocks, sizeof(*seen));
	stack = xcalloc(f->cfg.nblocks + 1, sizeof(*stack));
	stack[n++] = b;
	while (n) {
		const struct cfg_block *c = &f->cfg.blocks[stack[--n]];

		for (unsigned k = 0; k < c->succ.n; k++)
			if (!seen[c->succ.v[k]]) {
				seen[c->succ.v[k]] = true;
				stack[n++] = c->succ.v[k];
			}
	}
	free(stack);
	*fp = f;
	return seen;
}

/*
 * The parameter of its kernel that store writes through (its address
 * computed from it by getelementptr and casts) when the device profile
 * saw that parameter pointing only into allocations never read after
 * the launch ("params" of its "device": not copied to the host, not
 * passed to a later launch; prof_protocol.h); NULL otherwise. Such
 * memory is not result memory (RM, thesis §7.3.2): what is written there
 * is lost unless the kernel itself reads it back (Rodinia backprop's
 * oldw, the previous step's weight change, which its host never copies
 * back).
 */
static LLVMValueRef
dead_param(struct model_ctx *x, LLVMValueRef store)
{
	const struct prof_kernel_params *kp;
	LLVMValueRef arg, fn;
	unsigned k = 0;
	size_t len;

	if (!x->device || !x->o->dead_params || !x->p->nkernels ||
	    !(arg = param_root(LLVMGetOperand(store, 1))))
		return NULL;
	fn = LLVMGetParamParent(arg);
	if (!ir_fn_kernel(x->m, fn))
		return NULL;
	for (LLVMValueRef a = LLVMGetFirstParam(fn); a && a != arg;
	     a = LLVMGetNextParam(a))
		k++;
	kp = prof_kernel_params_find(x->p, LLVMGetValueName2(fn, &len));
	return kp && k < 64 && (kp->dead >> k & 1) ? arg : NULL;
}

/*
 * What the kernel's own reads make of a cell that store writes through
 * dead parameter arg: the executed loads through arg that can run after
 * the store, on average their outcome, times the share of the written
 * cells they read (as for a shared variable); 0 when none can run after
 * it. *after says whether any instruction that may read through arg
 * (also an atomic or a call) can; without eval only that is found (the
 * loads' outcomes are not asked for, and 0 is returned). A store inside
 * a loop counts as result
 * memory (1, *after set): its cell carries state from one pass to the
 * next (Rodinia b+tree's per-query node and offset, read back on every
 * level), a cycle through memory whose outcome the loads alone do not
 * give.
 */
static double
read_back(struct model_ctx *x, LLVMValueRef store, LLVMValueRef arg,
	  bool eval, bool *after)
{
	unsigned id = ir_inst_id(x->m, store);
	uint64_t written = id && id <= x->max_id ? x->count[id] : 0;
	struct model_fn *f = NULL;
	bool *later = blocks_after(x, store, &f);
	struct readers r = { .read = 0 };

	*after = true;
	if (!later || later[cfg_block_of(&f->cfg,
					 LLVMGetInstructionParent(store))]) {
		free(later);
		return 1;
	}
	*after = false;
	model_combiner_init(&r.cb, MODEL_AVERAGE, 0);
	for (unsigned b = 0; b < f->cfg.nblocks; b++) {
		bool past = later[b];

		for (LLVMValueRef i = LLVMGetFirstInstruction(
			     f->cfg.blocks[b].bb); i;
		     i = LLVMGetNextInstruction(i)) {
			if (i == store)
				past = true;	/* what follows it in its block */
			if (!past || i == store || !reads_param(i, arg))
				continue;
			*after = true;
			if (eval && LLVMIsALoadInst(i))
				readers_add(x, &r, i);
		}
	}
	free(later);
	return readers_end(&r, written);
}

bool
model_device_dead_store(struct model_ctx *x, LLVMValueRef store)
{
	unsigned id = ir_inst_id(x->m, store);
	LLVMValueRef arg = dead_param(x, store);
	bool after = true;

	if (!arg)
		return false;
	if (!x->dev_dead)
		x->dev_dead = xcalloc(x->max_id + 1, sizeof(*x->dev_dead));
	if (id && id <= x->max_id && x->dev_dead[id])
		return x->dev_dead[id] == 2;
	read_back(x, store, arg, false, &after);
	if (id && id <= x->max_id)
		x->dev_dead[id] = after ? 1 : 2;
	return !after;
}

double
model_device_address_store(struct model_ctx *x, LLVMValueRef store)
{
	if (model_device_dead_store(x, store))
		return 0;
	return dead_param(x, store) ? model_device_store(x, store) : 1;
}

double
model_device_store(struct model_ctx *x, LLVMValueRef store)
{
	LLVMValueRef obj = shared_object(LLVMGetOperand(store, 1));
	LLVMValueRef fn, arg = NULL;
	unsigned id = ir_inst_id(x->m, store), name;
	uint64_t written = id <= x->max_id ? x->count[id] : 0;
	struct readers r = { .read = 0 };
	struct model_out known;
	double s;
	bool after;

	/* Global memory is the result memory (or later kernels' input),
	   unless only the kernel itself may read it afterwards. */
	if (!obj && !(arg = dead_param(x, store)))
		return 1;
	name = model_memo_name_cls(x, id * MEMO_TABLES + MEMO_STORE);
	if (model_memo_enter(x, name, &known))
		return known.sdc;
	if (obj) {
		/* A cell is read by the loads of its variable (readers). */
		fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(store));
		model_combiner_init(&r.cb, MODEL_AVERAGE, 0);
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
			     i = LLVMGetNextInstruction(i))
				if (LLVMIsALoadInst(i) &&
				    shared_object(LLVMGetOperand(i, 0)) == obj)
					readers_add(x, &r, i);
		s = readers_end(&r, written);
	} else {
		s = read_back(x, store, arg, true, &after);
	}
	model_memo_leave(x, name, (struct model_out){ s, 0 });
	return s;
}

/*
 * Whether v may differ between the threads of a block: it reads the
 * thread's index (tid, laneid and the lane masks), or is computed from
 * such a value, or loaded through an address that is. A value of the
 * block (its ctaid, a kernel argument, a load of smin[0]) is the same in
 * every thread of it. Phis and selects count by their values only (not
 * by a divergent branch that chooses among them). Memoized per id in
 * x->dev_variant (0 unknown, 1 uniform, 2 variant, 3 being asked).
 */
static bool
variant(struct model_ctx *x, LLVMValueRef v, unsigned depth)
{
	unsigned id, n;
	bool var = false;
	LLVMValueRef fn;

	if (!LLVMIsAInstruction(v))
		return false;
	id = ir_inst_id(x->m, v);
	if (id && id <= x->max_id && x->dev_variant[id])
		return x->dev_variant[id] == 2;
	if (depth > 64)
		return true;
	if (id && id <= x->max_id)
		x->dev_variant[id] = 3;	/* a cycle: uniform unless shown */
	if (LLVMIsACallInst(v) && (fn = LLVMGetCalledValue(v)) &&
	    LLVMIsAFunction(fn)) {
		size_t len;
		const char *name = LLVMGetValueName2(fn, &len);

		if (len > 26 && !strncmp(name, "llvm.nvvm.read.ptx.sreg.", 24))
			var = !strncmp(name + 24, "tid", 3) ||
			      !strncmp(name + 24, "laneid", 6) ||
			      !strncmp(name + 24, "lanemask", 8);
		else if (!ir_fn_defined(fn) && strncmp(name, "llvm.", 5))
			var = true;	/* an unknown call */
	}
	if (LLVMIsAInlineAsm(LLVMIsACallInst(v) ? LLVMGetCalledValue(v) :
			      NULL))
		var = true;
	n = (unsigned)LLVMGetNumOperands(v);
	for (unsigned k = 0; k < n && !var; k++) {
		LLVMValueRef op = LLVMGetOperand(v, k);

		if (LLVMIsABasicBlock(op) || LLVMIsAFunction(op))
			continue;
		var = variant(x, op, depth + 1);
	}
	if (id && id <= x->max_id)
		x->dev_variant[id] = var ? 2 : 1;
	return var;
}

bool
model_device_uniform_store(struct model_ctx *x, LLVMValueRef store)
{
	if (!x->device || !LLVMIsAStoreInst(store))
		return false;
	if (!x->dev_variant)
		x->dev_variant = xcalloc(x->max_id + 1,
					 sizeof(*x->dev_variant));
	return !variant(x, LLVMGetOperand(store, 0), 0) &&
	       !variant(x, LLVMGetOperand(store, 1), 0);
}

/* Whether value v is computed from u (through at most depth operands). */
static bool
depends_on(LLVMValueRef v, LLVMValueRef u, unsigned depth)
{
	unsigned n;

	if (v == u)
		return true;
	if (!depth || !LLVMIsAInstruction(v) || LLVMIsAPHINode(v) ||
	    LLVMIsALoadInst(v) || LLVMIsACallInst(v))
		return false;
	n = (unsigned)LLVMGetNumOperands(v);
	for (unsigned k = 0; k < n; k++)
		if (depends_on(LLVMGetOperand(v, k), u, depth - 1))
			return true;
	return false;
}

/* Whether the i1 value c, a compare or an and/or of compares, compares
   a value that the address p is computed from. */
static bool
bounds(LLVMValueRef c, LLVMValueRef p, unsigned depth)
{
	if (!depth || !LLVMIsAInstruction(c))
		return false;
	if (LLVMIsAICmpInst(c)) {
		for (unsigned k = 0; k < 2; k++) {
			LLVMValueRef op = LLVMGetOperand(c, k);

			if (LLVMIsAInstruction(op) && depends_on(p, op, 8))
				return true;
		}
		return false;
	}
	if (LLVMGetInstructionOpcode(c) == LLVMAnd ||
	    LLVMGetInstructionOpcode(c) == LLVMOr)
		return bounds(LLVMGetOperand(c, 0), p, depth - 1) ||
		       bounds(LLVMGetOperand(c, 1), p, depth - 1);
	return false;
}

bool
model_device_bound_store(struct model_ctx *x, LLVMValueRef term,
			 LLVMValueRef store)
{
	LLVMValueRef c;

	if (!x->device || !LLVMIsAStoreInst(store) ||
	    !LLVMIsABranchInst(term) || !LLVMIsConditional(term))
		return false;
	c = LLVMGetCondition(term);
	return bounds(c, LLVMGetOperand(store, 1), 3);
}

/* v through sign and zero extensions. */
static LLVMValueRef
unext(LLVMValueRef v)
{
	while (v && (LLVMIsASExtInst(v) || LLVMIsAZExtInst(v)))
		v = LLVMGetOperand(v, 0);
	return v;
}

/*
 * The bound a compare c puts on index v on its side taken (true: the
 * true successor) as log2, or -1: `v < n` (slt, ult; `v <= n` too) on its
 * true side, `v >= n` on its false side, n a constant or, for a value,
 * its mean in the profile's compare statistics.
 */
static int
compare_bound(struct model_ctx *x, LLVMValueRef c, LLVMValueRef v, bool taken)
{
	LLVMIntPredicate p;
	const struct prof_compare *pc;
	LLVMValueRef a, b;
	double n = -1;
	bool below;

	if (!LLVMIsAICmpInst(c))
		return -1;
	a = unext(LLVMGetOperand(c, 0));
	b = LLVMGetOperand(c, 1);
	p = LLVMGetICmpPredicate(c);
	if (a != v)
		return -1;
	switch (p) {
	case LLVMIntSLT: case LLVMIntULT: case LLVMIntSLE: case LLVMIntULE:
		below = taken;
		break;
	case LLVMIntSGE: case LLVMIntUGE: case LLVMIntSGT: case LLVMIntUGT:
		below = !taken;
		break;
	default:
		return -1;
	}
	if (!below)
		return -1;
	if (LLVMIsAConstantInt(b))
		n = (double)LLVMConstIntGetSExtValue(b);
	else if ((pc = prof_compare_find(x->p, ir_inst_id(x->m, c))) &&
		 pc->has_mean)
		n = pc->mean[1];
	if (!(n >= 1))
		return -1;
	return (int)ceil(log2(n + 1));
}

/*
 * Whether the conditional branch of block d (taken to successor s)
 * bounds index v, through an and of compares on its true side: the log2
 * of the tightest bound, or -1.
 */
static int
branch_bound(struct model_ctx *x, LLVMValueRef term, bool taken,
	     LLVMValueRef v)
{
	LLVMValueRef c = LLVMGetCondition(term);
	int best = -1;

	if (LLVMIsAInstruction(c) && LLVMGetInstructionOpcode(c) == LLVMAnd &&
	    taken) {
		for (unsigned k = 0; k < 2; k++) {
			int g = compare_bound(x, LLVMGetOperand(c, k), v, true);

			if (g >= 0 && (best < 0 || g < best))
				best = g;
		}
		return best;
	}
	if (LLVMIsAInstruction(c) && LLVMGetInstructionOpcode(c) == LLVMOr &&
	    !taken) {
		for (unsigned k = 0; k < 2; k++) {
			int g = compare_bound(x, LLVMGetOperand(c, k), v,
					      false);

			if (g >= 0 && (best < 0 || g < best))
				best = g;
		}
		return best;
	}
	return compare_bound(x, c, v, taken);
}

unsigned
model_device_index_guard(struct model_ctx *x, LLVMValueRef at,
			 LLVMValueRef index)
{
	LLVMBasicBlockRef bb = LLVMGetInstructionParent(at);
	struct model_fn *f;
	LLVMValueRef idx = unext(index);
	unsigned b;
	int best = -1;

	if (!x->device || !LLVMIsAInstruction(idx) ||
	    !(f = model_fn_get(x, LLVMGetBasicBlockParent(bb))))
		return 64;
	b = cfg_block_of(&f->cfg, bb);
	for (unsigned d = b < f->dom.n ? f->dom.idom[b] : TR_NONE, depth = 0;
	     d != TR_NONE && depth < 64; d = f->dom.idom[d], depth++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(
			f->cfg.blocks[d].bb);

		if (!LLVMIsABranchInst(t) || !LLVMIsConditional(t))
			continue;
		for (unsigned s = 0; s < 2; s++) {
			unsigned sb = cfg_block_of(&f->cfg,
						   LLVMGetSuccessor(t, s));
			int g;

			if (sb >= f->dom.n || !dom_dominates(&f->dom, sb, b))
				continue;
			g = branch_bound(x, t, s == 0, idx);
			if (g >= 0 && (best < 0 || g < best))
				best = g;
		}
	}
	return best < 0 ? 64 : (unsigned)best;
}
