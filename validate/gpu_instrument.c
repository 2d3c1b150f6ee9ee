/*
 * gpu_instrument.c: the GPU fault injector's device instrumentation
 * (docs/gpu-inject.md). It works on the id'd device module of a CUDA
 * program (triple nvptx64, from clang-19 --cuda-device-only) and gives
 * every thread of every kernel its own counter of executed fault sites
 * (ir_is_candidate, the same domain as the CPU injector), kept in a
 * register.
 *
 * Per kernel:
 *
 *   entry  a new first block reads the thread's linear block and thread
 *          ids (llvm.nvvm.read.ptx.sreg.*) and the control block
 *          (gpu_protocol.h), and sets %lim: the target instance when this
 *          thread is the armed target, else ~0. %cnt = 0.
 *   block  every block with n sites starts with
 *              %cnt += n ; br (%cnt >=u %lim), %cold, %body
 *          so a thread that is not the target pays one add, one compare
 *          and a branch that is never taken per block. %cold is a copy of
 *          the block whose every site passes its value through
 *          __trident_gpu_site(value, width, id, opcode, position, %lim),
 *          which applies the fault model on the one position equal to
 *          %lim and records the site in the control block; the copy then
 *          sets %lim = ~0, so it runs at most once per thread and only in
 *          the target thread.
 *   exit   every return goes through one exit block: with PROFILE set the
 *          thread adds %cnt atomically into TOTAL, and with BUFFER set it
 *          stores %cnt at its linear index; otherwise it costs one load and
 *          a branch per thread.
 *
 * Blocks are cut at convergent calls (__syncthreads, shuffles, votes) so
 * that no cold copy holds one: a barrier must stay where every thread of
 * the block meets it. Such a call's own value is not a site.
 *
 * The C API cannot split blocks or change a phi's incoming block, so a
 * block is split by moving its head into a new block before it (its
 * predecessors' terminators retargeted), and values that the two copies of
 * a block both define and later blocks use go through a stack slot; the
 * counter and the limit are stack slots too. mem2reg (LLVMRunPasses) turns
 * all of them back into registers and phis at the end.
 *
 * Only kernels (nvvm.annotations "kernel", or the PTX kernel calling
 * convention) are instrumented: a device function the optimizer did not
 * inline keeps its sites uncounted (reported in the stats). Sites whose
 * type is wider than 64 bits or not a scalar, pointer or small vector are
 * skipped the same way.
 */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "gpu_protocol.h"
#include "validate.h"

/* The PTX kernel calling convention (llvm::CallingConv::PTX_Kernel). */
#define PTX_KERNEL_CC 71

struct gi_ctx {
	struct ir_module *m;
	LLVMContextRef c;
	LLVMBuilderRef b;
	LLVMTargetDataRef td;
	LLVMTypeRef i1, i32, i64, ctl_ty, site_ty, gptr;
	LLVMValueRef ctl, site_fn;
	unsigned convergent;	/* enum attribute kind */
	const struct gpu_instrument_filter *f;
	struct gpu_instrument_stats *st;
	/* per function */
	LLVMValueRef fn, cnt, lim;
	LLVMBasicBlockRef setup;
};

/* A pointer to word i of the control block. */
static LLVMValueRef
ctl_word(struct gi_ctx *x, unsigned i)
{
	LLVMValueRef idx[2] = { LLVMConstInt(x->i32, 0, 0),
				LLVMConstInt(x->i32, i, 0) };

	return LLVMConstInBoundsGEP2(x->ctl_ty, x->ctl, idx, 2);
}

static LLVMValueRef
load_ctl(struct gi_ctx *x, unsigned i, const char *name)
{
	return LLVMBuildLoad2(x->b, x->i64, ctl_word(x, i), name);
}

/* Call a parameterless i32 intrinsic: llvm.nvvm.read.ptx.sreg.NAME. */
static LLVMValueRef
sreg(struct gi_ctx *x, const char *name)
{
	char full[64];
	unsigned id;
	LLVMValueRef f;
	LLVMTypeRef ty;

	snprintf(full, sizeof(full), "llvm.nvvm.read.ptx.sreg.%s", name);
	id = LLVMLookupIntrinsicID(full, strlen(full));
	f = LLVMGetIntrinsicDeclaration(x->m->mod, id, NULL, 0);
	ty = LLVMIntrinsicGetType(x->c, id, NULL, 0);
	return LLVMBuildZExt(x->b, LLVMBuildCall2(x->b, ty, f, NULL, 0, name),
			     x->i64, "");
}

/* x + nx * (y + ny * z) over three special registers PREFIX.{x,y,z}. */
static LLVMValueRef
linear_id(struct gi_ctx *x, const char *id, const char *dim, const char *name)
{
	char a[16], b[16];
	LLVMValueRef vx, vy, vz, nx, ny;

	snprintf(a, sizeof(a), "%s.x", id);
	vx = sreg(x, a);
	snprintf(a, sizeof(a), "%s.y", id);
	vy = sreg(x, a);
	snprintf(a, sizeof(a), "%s.z", id);
	vz = sreg(x, a);
	snprintf(b, sizeof(b), "%s.x", dim);
	nx = sreg(x, b);
	snprintf(b, sizeof(b), "%s.y", dim);
	ny = sreg(x, b);
	return LLVMBuildAdd(x->b, vx, LLVMBuildMul(x->b, nx,
		LLVMBuildAdd(x->b, vy, LLVMBuildMul(x->b, ny, vz, ""), ""), ""),
		name);
}

/* The number of threads per block: ntid.x * ntid.y * ntid.z. */
static LLVMValueRef
block_threads(struct gi_ctx *x)
{
	return LLVMBuildMul(x->b, sreg(x, "ntid.x"),
		LLVMBuildMul(x->b, sreg(x, "ntid.y"), sreg(x, "ntid.z"), ""),
		"trident.bthreads");
}

/* The instruction groups of --group, by opcode. */
static const struct {
	const char *name;
	LLVMOpcode ops[14];
} groups[] = {
	{ "int-arith", { LLVMAdd, LLVMSub, LLVMMul, LLVMUDiv, LLVMSDiv,
			 LLVMURem, LLVMSRem, LLVMShl, LLVMLShr, LLVMAShr,
			 LLVMAnd, LLVMOr, LLVMXor } },
	{ "fp-arith", { LLVMFAdd, LLVMFSub, LLVMFMul, LLVMFDiv, LLVMFRem,
			LLVMFNeg } },
	{ "compare", { LLVMICmp, LLVMFCmp } },
	{ "cast", { LLVMTrunc, LLVMZExt, LLVMSExt, LLVMFPToUI, LLVMFPToSI,
		    LLVMUIToFP, LLVMSIToFP, LLVMFPTrunc, LLVMFPExt,
		    LLVMPtrToInt, LLVMIntToPtr, LLVMBitCast,
		    LLVMAddrSpaceCast } },
	{ "memory", { LLVMLoad, LLVMGetElementPtr } },
	{ "select", { LLVMSelect } },
	{ "phi", { LLVMPHI } },
	{ "call", { LLVMCall } },
};

/* Whether opcode op is in group (or is the opcode) name. */
static bool
in_group(LLVMOpcode op, const char *name)
{
	if (!strcmp(ir_opcode_name(op), name))
		return true;
	for (size_t g = 0; g < sizeof(groups) / sizeof(*groups); g++) {
		if (strcmp(groups[g].name, name))
			continue;
		for (size_t k = 0; k < 14 && groups[g].ops[k]; k++)
			if (groups[g].ops[k] == op)
				return true;
	}
	return false;
}

bool
gpu_group_known(const char *name)
{
	for (LLVMOpcode op = 1; op <= LLVMFreeze; op++)
		if (strcmp(ir_opcode_name(op), "?") && in_group(op, name))
			return true;
	return false;
}

/* Whether the filter keeps instruction i. */
static bool
selected(const struct gi_ctx *x, LLVMValueRef i)
{
	bool in = false;

	if (!x->f)
		return true;
	if (x->f->only_id && ir_inst_id(x->m, i) != x->f->only_id)
		return false;
	for (unsigned g = 0; g < x->f->ngroups && !in; g++)
		in = in_group(LLVMGetInstructionOpcode(i), x->f->groups[g]);
	return !x->f->ngroups || in;
}

/*
 * Whether kernel f is name: its own (mangled) name, or a C++ kernel's
 * plain name, _Z<length><name>...
 */
static bool
kernel_named(LLVMValueRef f, const char *name)
{
	size_t len, n = strlen(name);
	const char *s = LLVMGetValueName2(f, &len);
	char *end;
	unsigned long k;

	if (!strcmp(s, name))
		return true;
	if (strncmp(s, "_Z", 2))
		return false;
	k = strtoul(s + 2, &end, 10);
	return k == n && end != s + 2 && !strncmp(end, name, n);
}

/*
 * The site width in bits, or 0 when the value is not a site the
 * instrumentation handles (not a scalar, pointer or vector of at most 64
 * bits, or a convergent call).
 */
static unsigned
site_width(struct gi_ctx *x, LLVMValueRef i)
{
	LLVMTypeRef t;
	LLVMTypeKind k;
	unsigned long long w;

	/* Instructions without an id are ours (slot loads). */
	if (!ir_is_candidate(i) || !ir_inst_id(x->m, i) || !selected(x, i))
		return 0;
	t = LLVMTypeOf(i);
	k = LLVMGetTypeKind(t);
	if (k != LLVMIntegerTypeKind && k != LLVMHalfTypeKind &&
	    k != LLVMBFloatTypeKind && k != LLVMFloatTypeKind &&
	    k != LLVMDoubleTypeKind && k != LLVMPointerTypeKind &&
	    k != LLVMVectorTypeKind)
		return 0;
	if (k == LLVMVectorTypeKind) {
		LLVMTypeKind ek = LLVMGetTypeKind(LLVMGetElementType(t));

		if (ek == LLVMPointerTypeKind)
			return 0;
	}
	if (LLVMIsACallInst(i) &&
	    (LLVMGetCallSiteEnumAttribute(i, LLVMAttributeFunctionIndex,
					  x->convergent) ||
	     (LLVMGetCalledValue(i) && LLVMIsAFunction(LLVMGetCalledValue(i)) &&
	      LLVMGetEnumAttributeAtIndex(LLVMGetCalledValue(i),
					  LLVMAttributeFunctionIndex,
					  x->convergent))))
		return 0;
	w = LLVMSizeOfTypeInBits(x->td, t);
	return w >= 1 && w <= 64 ? (unsigned)w : 0;
}

/* A call that every thread of a block must reach together. */
static bool
is_convergent_call(struct gi_ctx *x, LLVMValueRef i)
{
	LLVMValueRef f;

	if (!LLVMIsACallInst(i))
		return false;
	if (LLVMGetCallSiteEnumAttribute(i, LLVMAttributeFunctionIndex,
					 x->convergent))
		return true;
	f = LLVMGetCalledValue(i);
	if (LLVMIsAInlineAsm(f))
		return true;
	return f && LLVMIsAFunction(f) &&
	       LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex,
					   x->convergent);
}

/* Value v (of width w) as i64, and back. */
static LLVMValueRef
to_i64(struct gi_ctx *x, LLVMValueRef v, unsigned w)
{
	LLVMTypeRef t = LLVMTypeOf(v), iw = LLVMIntTypeInContext(x->c, w);

	if (LLVMGetTypeKind(t) == LLVMPointerTypeKind)
		v = LLVMBuildPtrToInt(x->b, v, iw, "");
	else if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
		v = LLVMBuildBitCast(x->b, v, iw, "");
	return w == 64 ? v : LLVMBuildZExt(x->b, v, x->i64, "");
}

static LLVMValueRef
from_i64(struct gi_ctx *x, LLVMValueRef v, LLVMTypeRef t, unsigned w)
{
	LLVMTypeRef iw = LLVMIntTypeInContext(x->c, w);

	if (w != 64)
		v = LLVMBuildTrunc(x->b, v, iw, "");
	if (LLVMGetTypeKind(t) == LLVMPointerTypeKind)
		return LLVMBuildIntToPtr(x->b, v, t, "");
	if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
		return LLVMBuildBitCast(x->b, v, t, "");
	return v;
}

/* llvm.nvvm.membar.sys: NVPTX in LLVM 19 selects no `fence` instruction. */
static void
membar_sys(struct gi_ctx *x)
{
	const char *name = "llvm.nvvm.membar.sys";
	unsigned id = LLVMLookupIntrinsicID(name, strlen(name));

	LLVMBuildCall2(x->b, LLVMIntrinsicGetType(x->c, id, NULL, 0),
		       LLVMGetIntrinsicDeclaration(x->m->mod, id, NULL, 0), NULL,
		       0, "");
}

/*
 * The device helper:
 *   i64 __trident_gpu_site(i64 v, i32 width, i32 id, i32 op, i64 pos,
 *                          i64 lim)
 * returns v unless pos == lim; then it applies the fault model of the
 * control block to the low `width` bits and records the site.
 */
static void
build_site_fn(struct gi_ctx *x)
{
	LLVMTypeRef args[6] = { x->i64, x->i32, x->i32, x->i32, x->i64, x->i64 };
	LLVMValueRef f, v, w, bit, one, mask, two, b2, model, y, rv, eq, top;
	LLVMValueRef rec, base, vals[7];
	LLVMTypeRef gen = LLVMPointerTypeInContext(x->c, 0);
	LLVMBasicBlockRef entry, miss, hit;
	LLVMValueRef c0 = LLVMConstInt(x->i64, 0, 0);
	LLVMValueRef c1 = LLVMConstInt(x->i64, 1, 0);
	LLVMValueRef c64 = LLVMConstInt(x->i64, 64, 0);
	LLVMValueRef all = LLVMConstAllOnes(x->i64);

	x->site_ty = LLVMFunctionType(x->i64, args, 6, 0);
	f = LLVMAddFunction(x->m->mod, GPU_SYM_SITE, x->site_ty);
	LLVMSetLinkage(f, LLVMInternalLinkage);
	LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
		LLVMCreateEnumAttribute(x->c,
			LLVMGetEnumAttributeKindForName("noinline", 8), 0));
	x->site_fn = f;
	entry = LLVMAppendBasicBlockInContext(x->c, f, "entry");
	miss = LLVMAppendBasicBlockInContext(x->c, f, "miss");
	hit = LLVMAppendBasicBlockInContext(x->c, f, "hit");
	LLVMPositionBuilderAtEnd(x->b, entry);
	v = LLVMGetParam(f, 0);
	eq = LLVMBuildICmp(x->b, LLVMIntEQ, LLVMGetParam(f, 4),
			   LLVMGetParam(f, 5), "hit");
	LLVMBuildCondBr(x->b, eq, hit, miss);
	LLVMPositionBuilderAtEnd(x->b, miss);
	LLVMBuildRet(x->b, v);

	LLVMPositionBuilderAtEnd(x->b, hit);
	w = LLVMBuildZExt(x->b, LLVMGetParam(f, 1), x->i64, "width");
	bit = LLVMBuildURem(x->b, load_ctl(x, GPU_CTL_RANDOM, "random"), w,
			    "bit");
	/* mask = width == 64 ? ~0 : (1 << width) - 1 */
	mask = LLVMBuildSelect(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, w, c64, ""),
		all, LLVMBuildSub(x->b, LLVMBuildShl(x->b, c1,
			LLVMBuildURem(x->b, w, c64, ""), ""), c1, ""), "mask");
	one = LLVMBuildShl(x->b, c1, bit, "one");
	/* Two adjacent bits B, B+1; at the top bit the two top bits. */
	top = LLVMBuildAnd(x->b,
		LLVMBuildICmp(x->b, LLVMIntEQ, bit,
			      LLVMBuildSub(x->b, w, c1, ""), ""),
		LLVMBuildICmp(x->b, LLVMIntUGT, w, c1, ""), "");
	b2 = LLVMBuildSelect(x->b, top, LLVMBuildSub(x->b, bit, c1, ""), bit,
			     "");
	two = LLVMBuildAnd(x->b, LLVMBuildShl(x->b, LLVMConstInt(x->i64, 3, 0),
					      b2, ""), mask, "two");
	rv = LLVMBuildAnd(x->b, load_ctl(x, GPU_CTL_VALUE, "value"), mask, "");
	model = load_ctl(x, GPU_CTL_MODEL, "model");
	/* A chain of selects on the model, dummy (or unknown) last. */
	y = v;
#define PICK(M, E) \
	y = LLVMBuildSelect(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, model, \
		LLVMConstInt(x->i64, (M), 0), ""), (E), y, "")
	PICK(FI_MODEL_ZERO, c0);
	PICK(FI_MODEL_RANDOM, rv);
	PICK(FI_MODEL_STUCK1, LLVMBuildOr(x->b, v, one, ""));
	PICK(FI_MODEL_STUCK0, LLVMBuildAnd(x->b, v,
					   LLVMBuildNot(x->b, one, ""), ""));
	PICK(FI_MODEL_BITFLIP2, LLVMBuildXor(x->b, v, two, ""));
	PICK(FI_MODEL_BITFLIP, LLVMBuildXor(x->b, v, one, ""));
#undef PICK
	/* The site goes to the host's mapped record when there is one (it
	   survives a context that dies next), else to the control block:
	   payload first, then a system memory barrier, then the flag. */
	rec = load_ctl(x, GPU_CTL_RECORD, "record");
	base = LLVMBuildSelect(x->b,
		LLVMBuildICmp(x->b, LLVMIntNE, rec, c0, ""),
		LLVMBuildIntToPtr(x->b, rec, gen, ""),
		LLVMBuildAddrSpaceCast(x->b, ctl_word(x, GPU_CTL_INJECTED), gen,
				       ""), "base");
	vals[1] = LLVMBuildZExt(x->b, LLVMGetParam(f, 2), x->i64, "");
	vals[2] = LLVMBuildZExt(x->b, LLVMGetParam(f, 3), x->i64, "");
	vals[3] = bit;
	vals[4] = w;
	vals[5] = v;
	vals[6] = y;
	for (unsigned k = 1; k < 7; k++) {
		LLVMValueRef idx = LLVMConstInt(x->i32, k, 0);

		LLVMSetVolatile(LLVMBuildStore(x->b, vals[k],
			LLVMBuildGEP2(x->b, x->i64, base, &idx, 1, "")), 1);
	}
	membar_sys(x);
	LLVMSetVolatile(LLVMBuildStore(x->b, c1, base), 1);
	membar_sys(x);
	LLVMBuildRet(x->b, y);
}

/* Whether function f is a kernel. */
static bool
is_kernel(struct gi_ctx *x, LLVMValueRef f)
{
	unsigned n = LLVMGetNamedMetadataNumOperands(x->m->mod,
						     "nvvm.annotations");
	LLVMValueRef *ops;
	bool yes = false;

	if (LLVMGetFunctionCallConv(f) == PTX_KERNEL_CC)
		return true;
	if (!n)
		return false;
	ops = xcalloc(n, sizeof(*ops));
	LLVMGetNamedMetadataOperands(x->m->mod, "nvvm.annotations", ops);
	for (unsigned i = 0; i < n && !yes; i++) {
		unsigned k = LLVMGetMDNodeNumOperands(ops[i]);
		LLVMValueRef *md;

		if (k < 3)
			continue;
		md = xcalloc(k, sizeof(*md));
		LLVMGetMDNodeOperands(ops[i], md);
		for (unsigned j = 1; j + 1 < k; j += 2) {
			unsigned len = 0;
			const char *s = md[j] ? LLVMGetMDString(md[j], &len) :
						NULL;

			if (md[0] == f && s && len == 6 &&
			    memcmp(s, "kernel", 6) == 0)
				yes = true;
		}
		free(md);
	}
	free(ops);
	return yes;
}

/* Move instruction i to the end of block bb (before nothing), keeping its
 * name. */
static void
move_to_end(struct gi_ctx *x, LLVMValueRef i, LLVMBasicBlockRef bb)
{
	size_t len;
	const char *nm = LLVMGetValueName2(i, &len);
	char *name = len ? strndup(nm, len) : NULL;

	LLVMInstructionRemoveFromParent(i);
	LLVMPositionBuilderAtEnd(x->b, bb);
	LLVMInsertIntoBuilder(x->b, i);
	if (name)
		LLVMSetValueName2(i, name, len);
	free(name);
}

/*
 * Split bb before instruction at: a new block before bb takes everything
 * above `at` (phis included) and ends with `br bb`; bb's predecessors now
 * branch to the new block, which is returned.
 */
static LLVMBasicBlockRef
split_head(struct gi_ctx *x, LLVMBasicBlockRef bb, LLVMValueRef at,
	   const char *name)
{
	LLVMBasicBlockRef head = LLVMInsertBasicBlockInContext(x->c, bb, name);
	LLVMValueRef bv = LLVMBasicBlockAsValue(bb), i, next;
	LLVMValueRef *users = NULL;
	unsigned nusers = 0;

	/* Retarget the predecessors first: the terminators that use bb. */
	for (LLVMUseRef u = LLVMGetFirstUse(bv); u; u = LLVMGetNextUse(u)) {
		users = xrealloc(users, (nusers + 1) * sizeof(*users));
		users[nusers++] = LLVMGetUser(u);
	}
	for (unsigned k = 0; k < nusers; k++) {
		if (!LLVMIsATerminatorInst(users[k]))
			continue;
		for (unsigned s = 0; s < LLVMGetNumSuccessors(users[k]); s++)
			if (LLVMGetSuccessor(users[k], s) == bb)
				LLVMSetSuccessor(users[k], s, head);
	}
	free(users);
	for (i = LLVMGetFirstInstruction(bb); i && i != at; i = next) {
		next = LLVMGetNextInstruction(i);
		move_to_end(x, i, head);
	}
	LLVMPositionBuilderAtEnd(x->b, head);
	LLVMBuildBr(x->b, bb);
	return head;
}

static LLVMValueRef
first_non_phi(LLVMBasicBlockRef bb)
{
	LLVMValueRef i = LLVMGetFirstInstruction(bb);

	while (i && LLVMIsAPHINode(i))
		i = LLVMGetNextInstruction(i);
	return i;
}

/* A fresh i64-or-other stack slot in the setup block. */
static LLVMValueRef
slot(struct gi_ctx *x, LLVMTypeRef t, const char *name)
{
	LLVMValueRef term = LLVMGetBasicBlockTerminator(x->setup);

	if (term)
		LLVMPositionBuilderBefore(x->b, term);
	else
		LLVMPositionBuilderAtEnd(x->b, x->setup);
	return LLVMBuildAlloca(x->b, t, name);
}

/* A value map from original to cold copy: an index (analysis's ptrmap)
   into the copies. */
struct vmap {
	struct ptrmap idx;
	LLVMValueRef *to;
	unsigned n, cap;
};

static void
vmap_put(struct vmap *m, LLVMValueRef from, LLVMValueRef to)
{
	if (m->n == m->cap) {
		m->cap = m->cap ? 2 * m->cap : 32;
		m->to = xrealloc(m->to, m->cap * sizeof(*m->to));
	}
	ptrmap_put(&m->idx, from, m->n);
	m->to[m->n++] = to;
}

/* v's copy, or v itself when it has none (defined outside the block). */
static LLVMValueRef
vmap_get(const struct vmap *m, LLVMValueRef v)
{
	unsigned i = ptrmap_get(&m->idx, v);

	return i == TR_NONE ? v : m->to[i];
}

static bool
in_block(LLVMValueRef v, LLVMBasicBlockRef a, LLVMBasicBlockRef b)
{
	LLVMBasicBlockRef p;

	if (!LLVMIsAInstruction(v))
		return false;
	p = LLVMGetInstructionParent(v);
	return p == a || p == b;
}

/*
 * Values of head or body (v) used outside those two blocks, other than as
 * the incoming value of a phi on an edge from body: give them a slot,
 * stored after v in body (and after the copy in cold, see instrument_block),
 * and load it at every such use. Returns the slot or NULL.
 */
static LLVMValueRef
demote_uses(struct gi_ctx *x, LLVMValueRef v, LLVMBasicBlockRef head,
	    LLVMBasicBlockRef body)
{
	LLVMValueRef *users = NULL, s = NULL;
	unsigned nusers = 0;

	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef us = LLVMGetUser(u);
		bool seen = false;

		for (unsigned k = 0; k < nusers; k++)
			seen |= users[k] == us;
		if (!seen) {
			users = xrealloc(users, (nusers + 1) * sizeof(*users));
			users[nusers++] = us;
		}
	}
	for (unsigned k = 0; k < nusers; k++) {
		LLVMValueRef us = users[k];

		if (in_block(us, head, body))
			continue;
		if (LLVMIsAPHINode(us)) {
			for (unsigned i = 0; i < LLVMCountIncoming(us); i++) {
				LLVMBasicBlockRef from = LLVMGetIncomingBlock(us, i);

				if (LLVMGetIncomingValue(us, i) != v ||
				    from == body)
					continue;
				if (!s)
					s = slot(x, LLVMTypeOf(v), "trident.slot");
				LLVMPositionBuilderBefore(x->b,
					LLVMGetBasicBlockTerminator(from));
				LLVMSetOperand(us, i, LLVMBuildLoad2(x->b,
					LLVMTypeOf(v), s, ""));
			}
			continue;
		}
		if (!s)
			s = slot(x, LLVMTypeOf(v), "trident.slot");
		LLVMPositionBuilderBefore(x->b, us);
		{
			LLVMValueRef ld = LLVMBuildLoad2(x->b, LLVMTypeOf(v), s,
							 "");
			int n = LLVMGetNumOperands(us);

			for (int o = 0; o < n; o++)
				if (LLVMGetOperand(us, o) == v)
					LLVMSetOperand(us, o, ld);
		}
	}
	free(users);
	return s;
}

/* Pass site value v (the original orig) through the site helper at the
 * builder's position; returns the value to use from then on. */
static LLVMValueRef
check_site(struct gi_ctx *x, LLVMValueRef orig, LLVMValueRef v,
	   unsigned width, LLVMValueRef base, unsigned pos, LLVMValueRef lim)
{
	LLVMValueRef args[6], r;

	args[0] = to_i64(x, v, width);
	args[1] = LLVMConstInt(x->i32, width, 0);
	args[2] = LLVMConstInt(x->i32, ir_inst_id(x->m, orig), 0);
	args[3] = LLVMConstInt(x->i32, LLVMGetInstructionOpcode(orig), 0);
	args[4] = LLVMBuildAdd(x->b, base, LLVMConstInt(x->i64, pos, 0), "");
	args[5] = lim;
	r = LLVMBuildCall2(x->b, x->site_ty, x->site_fn, args, 6, "");
	return from_i64(x, r, LLVMTypeOf(v), width);
}

/*
 * Instrument one block bb (without convergent calls, except as its only
 * instruction) that has n > 0 sites: split off its phis into a head that
 * counts and tests, and make the cold copy.
 */
static void
instrument_block(struct gi_ctx *x, LLVMBasicBlockRef bb, unsigned n)
{
	LLVMBasicBlockRef head, cold;
	LLVMValueRef at = first_non_phi(bb), i, base, c2, lim, hit, br, term;
	struct vmap map = { 0 };
	LLVMValueRef *slots = NULL, *vals = NULL;
	unsigned nvals = 0, pos = 0;

	head = split_head(x, bb, at, "trident.head");
	cold = LLVMInsertBasicBlockInContext(x->c, bb, "trident.cold");
	br = LLVMGetBasicBlockTerminator(head);
	LLVMPositionBuilderBefore(x->b, br);
	base = LLVMBuildLoad2(x->b, x->i64, x->cnt, "trident.cnt");
	c2 = LLVMBuildAdd(x->b, base, LLVMConstInt(x->i64, n, 0), "");
	LLVMBuildStore(x->b, c2, x->cnt);
	lim = LLVMBuildLoad2(x->b, x->i64, x->lim, "trident.lim");
	hit = LLVMBuildICmp(x->b, LLVMIntUGE, c2, lim, "trident.hit");
	LLVMInstructionEraseFromParent(br);
	LLVMPositionBuilderAtEnd(x->b, head);
	LLVMBuildCondBr(x->b, hit, cold, bb);

	/* Every value of head and body, demoted where used further away. */
	for (i = LLVMGetFirstInstruction(head); i; i = LLVMGetNextInstruction(i))
		if (LLVMIsAPHINode(i)) {
			vals = xrealloc(vals, (nvals + 1) * sizeof(*vals));
			vals[nvals++] = i;
		}
	for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
		if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind) {
			vals = xrealloc(vals, (nvals + 1) * sizeof(*vals));
			vals[nvals++] = i;
		}
	slots = xcalloc(nvals ? nvals : 1, sizeof(*slots));
	for (unsigned k = 0; k < nvals; k++) {
		slots[k] = demote_uses(x, vals[k], head, bb);
		if (!slots[k])
			continue;
		/* The body's store: phis at its top, others after them. */
		if (LLVMIsAPHINode(vals[k]))
			LLVMPositionBuilderBefore(x->b, first_non_phi(bb));
		else
			LLVMPositionBuilderBefore(x->b,
				LLVMGetNextInstruction(vals[k]));
		LLVMBuildStore(x->b, vals[k], slots[k]);
	}

	/* The cold copy: the head's phi sites first, then the body. */
	LLVMPositionBuilderAtEnd(x->b, cold);
	for (i = LLVMGetFirstInstruction(head); i && LLVMIsAPHINode(i);
	     i = LLVMGetNextInstruction(i)) {
		unsigned w = site_width(x, i);

		if (w)
			vmap_put(&map, i, check_site(x, i, i, w, base, ++pos,
						     lim));
	}
	for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
		LLVMValueRef c;
		unsigned w;

		/* The body's own slot stores are not copied: see below. */
		if (LLVMIsAStoreInst(i)) {
			bool ours = false;

			for (unsigned k = 0; k < nvals; k++)
				ours |= slots[k] && LLVMGetOperand(i, 1) == slots[k];
			if (ours)
				continue;
		}
		c = LLVMInstructionClone(i);
		for (int o = 0; o < LLVMGetNumOperands(c); o++) {
			LLVMValueRef op = LLVMGetOperand(c, o);
			LLVMValueRef to = vmap_get(&map, op);

			if (to != op)
				LLVMSetOperand(c, o, to);
		}
		if (LLVMIsATerminatorInst(i)) {
			/* Done with the target: no later block fires again. */
			LLVMBuildStore(x->b, LLVMConstAllOnes(x->i64), x->lim);
			LLVMInsertIntoBuilder(x->b, c);
			break;
		}
		LLVMInsertIntoBuilder(x->b, c);
		w = site_width(x, i);
		vmap_put(&map, i, w ? check_site(x, i, c, w, base, ++pos, lim) :
				      c);
	}
	/* The cold copy's slot stores, before its terminator. */
	term = LLVMGetBasicBlockTerminator(cold);
	LLVMPositionBuilderBefore(x->b, term);
	for (unsigned k = 0; k < nvals; k++)
		if (slots[k])
			LLVMBuildStore(x->b, vmap_get(&map, vals[k]), slots[k]);
	/* The successors' phis gain the cold edge. */
	for (unsigned s = 0; s < LLVMGetNumSuccessors(term); s++) {
		LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
		bool dup = false;

		for (unsigned t = 0; t < s; t++)
			dup |= LLVMGetSuccessor(term, t) == succ;
		if (dup)
			continue;
		for (i = LLVMGetFirstInstruction(succ); i && LLVMIsAPHINode(i);
		     i = LLVMGetNextInstruction(i)) {
			unsigned nin = LLVMCountIncoming(i);

			for (unsigned k = 0; k < nin; k++) {
				LLVMValueRef v;

				if (LLVMGetIncomingBlock(i, k) != bb)
					continue;
				v = vmap_get(&map, LLVMGetIncomingValue(i, k));
				LLVMAddIncoming(i, &v, &cold, 1);
			}
		}
	}
	ptrmap_release(&map.idx);
	free(map.to);
	free(slots);
	free(vals);
}

/* Every return of the kernel goes through one exit block that hands the
 * thread's count to the host when asked to. */
static void
instrument_exit(struct gi_ctx *x, LLVMValueRef blin, LLVMValueRef tlin,
		LLVMValueRef bthreads)
{
	LLVMBasicBlockRef exit = LLVMAppendBasicBlockInContext(x->c, x->fn,
							       "trident.exit");
	LLVMBasicBlockRef prof = LLVMAppendBasicBlockInContext(x->c, x->fn,
							       "trident.profile");
	LLVMBasicBlockRef buf = LLVMAppendBasicBlockInContext(x->c, x->fn,
							      "trident.buffer");
	LLVMBasicBlockRef ret = LLVMAppendBasicBlockInContext(x->c, x->fn,
							      "trident.ret");
	LLVMValueRef *rets = NULL, cnt, p, bp, idx, c0 = LLVMConstInt(x->i64, 0, 0);
	unsigned nrets = 0;

	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(x->fn); bb;
	     bb = LLVMGetNextBasicBlock(bb)) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);

		if (bb != ret && t && LLVMGetInstructionOpcode(t) == LLVMRet) {
			rets = xrealloc(rets, (nrets + 1) * sizeof(*rets));
			rets[nrets++] = t;
		}
	}
	for (unsigned k = 0; k < nrets; k++) {
		LLVMBasicBlockRef bb = LLVMGetInstructionParent(rets[k]);

		LLVMInstructionEraseFromParent(rets[k]);
		LLVMPositionBuilderAtEnd(x->b, bb);
		LLVMBuildBr(x->b, exit);
	}
	free(rets);
	LLVMPositionBuilderAtEnd(x->b, exit);
	cnt = LLVMBuildLoad2(x->b, x->i64, x->cnt, "trident.cnt");
	p = load_ctl(x, GPU_CTL_PROFILE, "trident.profile");
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntNE, p, c0, ""), prof,
			ret);
	LLVMPositionBuilderAtEnd(x->b, prof);
	LLVMBuildAtomicRMW(x->b, LLVMAtomicRMWBinOpAdd,
			   ctl_word(x, GPU_CTL_TOTAL), cnt,
			   LLVMAtomicOrderingMonotonic, 0);
	bp = load_ctl(x, GPU_CTL_BUFFER, "trident.buffer");
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntNE, bp, c0, ""), buf,
			ret);
	LLVMPositionBuilderAtEnd(x->b, buf);
	idx = LLVMBuildAdd(x->b, LLVMBuildMul(x->b, blin, bthreads, ""), tlin,
			   "");
	LLVMBuildStore(x->b, cnt, LLVMBuildGEP2(x->b, x->i64,
		LLVMBuildIntToPtr(x->b, bp, x->gptr, ""), &idx, 1, ""));
	LLVMBuildBr(x->b, ret);
	LLVMPositionBuilderAtEnd(x->b, ret);
	LLVMBuildRetVoid(x->b);
}

static int
instrument_kernel(struct gi_ctx *x, LLVMValueRef f)
{
	LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(f), *blocks = NULL;
	LLVMValueRef i, next, armed, blin, tlin, bthreads, is, lim0;
	unsigned nblocks = 0;

	if (LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(f))) !=
	    LLVMVoidTypeKind)
		return tr_error("kernel '%s' does not return void",
				LLVMGetValueName2(f, &(size_t){ 0 }));
	x->fn = f;
	/* The setup block: the entry's allocas, the ids and the target. */
	x->setup = LLVMInsertBasicBlockInContext(x->c, entry, "trident.setup");
	for (i = LLVMGetFirstInstruction(entry); i; i = next) {
		next = LLVMGetNextInstruction(i);
		if (LLVMIsAAllocaInst(i))
			move_to_end(x, i, x->setup);
	}
	LLVMPositionBuilderAtEnd(x->b, x->setup);
	x->cnt = LLVMBuildAlloca(x->b, x->i64, "trident.cnt.slot");
	x->lim = LLVMBuildAlloca(x->b, x->i64, "trident.lim.slot");
	blin = linear_id(x, "ctaid", "nctaid", "trident.block");
	tlin = linear_id(x, "tid", "ntid", "trident.thread");
	bthreads = block_threads(x);
	armed = load_ctl(x, GPU_CTL_ARMED, "trident.armed");
	is = LLVMBuildAnd(x->b,
		LLVMBuildICmp(x->b, LLVMIntNE, armed, LLVMConstInt(x->i64, 0, 0),
			      ""),
		LLVMBuildAnd(x->b,
			LLVMBuildICmp(x->b, LLVMIntEQ, blin,
				      load_ctl(x, GPU_CTL_BLOCK, ""), ""),
			LLVMBuildICmp(x->b, LLVMIntEQ, tlin,
				      load_ctl(x, GPU_CTL_THREAD, ""), ""), ""),
		"trident.is_target");
	lim0 = LLVMBuildSelect(x->b, is, load_ctl(x, GPU_CTL_INSTANCE, ""),
			       LLVMConstAllOnes(x->i64), "");
	LLVMBuildStore(x->b, LLVMConstInt(x->i64, 0, 0), x->cnt);
	LLVMBuildStore(x->b, lim0, x->lim);
	LLVMBuildBr(x->b, entry);

	/* The original blocks, cut at convergent calls: [head] call [rest]
	   becomes three blocks, bb keeping the rest. */
	for (LLVMBasicBlockRef bb = entry; bb; bb = LLVMGetNextBasicBlock(bb)) {
		blocks = xrealloc(blocks, (nblocks + 1) * sizeof(*blocks));
		blocks[nblocks++] = bb;
	}
	for (unsigned k = 0, n0 = nblocks; k < n0; k++) {
		LLVMBasicBlockRef bb = blocks[k];

		for (;;) {
			for (i = first_non_phi(bb); i && !is_convergent_call(x, i);
			     i = LLVMGetNextInstruction(i))
				;
			if (!i)
				break;
			if (i != LLVMGetFirstInstruction(bb)) {
				blocks = xrealloc(blocks, (nblocks + 1) *
							  sizeof(*blocks));
				blocks[nblocks++] = split_head(x, bb, i,
							       "trident.cut");
			}
			split_head(x, bb, LLVMGetNextInstruction(i),
				   "trident.sync");
		}
	}
	for (unsigned k = 0; k < nblocks; k++) {
		unsigned n = 0;

		for (i = LLVMGetFirstInstruction(blocks[k]); i;
		     i = LLVMGetNextInstruction(i)) {
			if (site_width(x, i))
				n++;
			else if (ir_is_candidate(i) && ir_inst_id(x->m, i) &&
				 selected(x, i))
				x->st->skipped++;
		}
		if (n) {
			instrument_block(x, blocks[k], n);
			x->st->sites += n;
			x->st->blocks++;
		}
	}
	free(blocks);
	instrument_exit(x, blin, tlin, bthreads);
	x->st->kernels++;
	return 0;
}

int
gpu_instrument(struct ir_module *m, const struct gpu_instrument_filter *f,
	       struct gpu_instrument_stats *st)
{
	struct gi_ctx x = { .m = m, .f = f, .st = st };
	LLVMPassBuilderOptionsRef opts = NULL;
	LLVMErrorRef err;
	const char *triple = LLVMGetTarget(m->mod);
	int rc = -1;

	memset(st, 0, sizeof(*st));
	if (!triple || strncmp(triple, "nvptx", 5) != 0)
		return tr_error("'%s' is not a device module (triple '%s', "
				"expected nvptx64)", m->path, triple ? triple : "");
	if (LLVMGetNamedGlobal(m->mod, GPU_SYM_CTL))
		return tr_error("'%s' is already instrumented (it defines %s)",
				m->path, GPU_SYM_CTL);
	x.c = m->ctx;
	x.b = LLVMCreateBuilderInContext(x.c);
	x.td = LLVMGetModuleDataLayout(m->mod);
	x.i1 = LLVMInt1TypeInContext(x.c);
	x.i32 = LLVMInt32TypeInContext(x.c);
	x.i64 = LLVMInt64TypeInContext(x.c);
	x.gptr = LLVMPointerTypeInContext(x.c, 1);
	x.convergent = LLVMGetEnumAttributeKindForName("convergent", 10);
	x.ctl_ty = LLVMArrayType2(x.i64, GPU_CTL_N);
	x.ctl = LLVMAddGlobalInAddressSpace(m->mod, x.ctl_ty, GPU_SYM_CTL, 1);
	LLVMSetInitializer(x.ctl, LLVMConstNull(x.ctl_ty));
	LLVMSetExternallyInitialized(x.ctl, 1);
	LLVMSetAlignment(x.ctl, 8);
	build_site_fn(&x);

	for (LLVMValueRef f = LLVMGetFirstFunction(m->mod); f;
	     f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f) || f == x.site_fn)
			continue;
		if (!is_kernel(&x, f)) {
			for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
			     bb = LLVMGetNextBasicBlock(bb))
				for (LLVMValueRef i = LLVMGetFirstInstruction(bb);
				     i; i = LLVMGetNextInstruction(i))
					if (ir_is_candidate(i))
						st->skipped++;
			st->other_functions++;
			continue;
		}
		if (x.f && x.f->kernel && !kernel_named(f, x.f->kernel)) {
			st->kernels_left++;
			continue;
		}
		if (instrument_kernel(&x, f))
			goto out;
	}
	if (!st->kernels) {
		tr_error(x.f && x.f->kernel ? "'%s' has no kernel named '%s'"
					    : "'%s' has no kernel", m->path,
			 x.f && x.f->kernel ? x.f->kernel : "");
		goto out;
	}
	if (x.f && (x.f->only_id || x.f->ngroups) && !st->sites) {
		tr_error("'%s' has no fault site in the kernels instrumented "
			 "that the filter (--inst, --group) keeps", m->path);
		goto out;
	}
	opts = LLVMCreatePassBuilderOptions();
	err = LLVMRunPasses(m->mod, "function(mem2reg)", NULL, opts);
	if (err) {
		char *msg = LLVMGetErrorMessage(err);

		tr_error("mem2reg on '%s': %s", m->path, msg);
		LLVMDisposeErrorMessage(msg);
		goto out;
	}
	rc = ir_module_verify_changed(m, "GPU fault injection");
out:
	if (opts)
		LLVMDisposePassBuilderOptions(opts);
	LLVMDisposeBuilder(x.b);
	return rc;
}

/*
 * The static fault sites of a device module, in id order, as the runner
 * needs them without LLVM (gpu_sites_write): id, kernel, opcode, width,
 * source file and line.
 */
int
gpu_sites_write(const struct ir_module *m, const char *path)
{
	FILE *f = fopen(path, "w");
	struct gi_ctx x = { .m = (struct ir_module *)m };

	if (!f)
		return tr_error("cannot write '%s'", path);
	x.c = m->ctx;
	x.td = LLVMGetModuleDataLayout(m->mod);
	x.convergent = LLVMGetEnumAttributeKindForName("convergent", 10);
	fputs("# trident gpu-inject sites: id kernel opcode width line file\n",
	      f);
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn)) {
		if (LLVMIsDeclaration(fn) || !is_kernel(&x, fn))
			continue;
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
			     i = LLVMGetNextInstruction(i)) {
				unsigned w = site_width(&x, i), line = 0, flen = 0;
				const char *file = NULL;
				size_t nlen;
				const char *name = LLVMGetValueName2(fn, &nlen);

				if (!w || !ir_inst_id(m, i))
					continue;
				if (!ir_inst_loc(i, &file, &flen, &line)) {
					file = "-";
					flen = 1;
				}
				fprintf(f, "%u %.*s %s %u %u %.*s\n",
					ir_inst_id(m, i), (int)nlen, name,
					ir_opcode_name(LLVMGetInstructionOpcode(i)),
					w, line, (int)flen, file);
			}
	}
	if (fclose(f))
		return tr_error("cannot write '%s'", path);
	return 0;
}
