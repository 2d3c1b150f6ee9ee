/*
 * gpu_instrument.c: the GPU fault injector's device instrumentation
 * (docs/gpu-inject.md). It works on the id'd device module of a CUDA
 * program (triple nvptx64, from clang-19 --cuda-device-only) and gives
 * every thread of every kernel its own count of executed fault sites
 * (ir_is_candidate, the same domain as the CPU injector), kept as a
 * count-down %r to the thread's target in one 32-bit register.
 *
 * Per kernel, four versions of the code:
 *
 *   fast     the kernel's own blocks, each with n sites doing %r -= n. At
 *            the check points (the entry, the targets of back edges, the
 *            blocks after a barrier) first br (%r <= L), precise, fast,
 *            L the most sites a thread runs up to the next check point.
 *            %r starts at 2^31 - 1, or for the armed target thread (the
 *            id test runs only in an armed launch) at its instance, split
 *            as hi * 2^30 + %r with hi in the control block's spare word.
 *   precise  a copy where every block with n sites starts with
 *            %r -= n ; br (%r <= 0), %slow, %block; __trident_gpu_slow
 *            borrows 2^30 (for a thread that is not the target, added to
 *            its profile count) or says that the target is in this block.
 *   fault    per block with sites, a copy in which every site passes its
 *            value through __trident_gpu_site(value, width, id, opcode,
 *            position, target position), inlined there (a call's calling
 *            convention raised every kernel's registers; but for the
 *            syndromes' arm), which applies the campaign's fault model on
 *            the one position equal to the target and records the site in
 *            the control block; it then disarms the thread and goes on in
 *            the clone. It runs at most once, in one thread (with LANES,
 *            once in each armed thread of the target's warp: syndromes of
 *            several threads, armed_test(); only the target records).
 *   clone    a plain copy of the kernel, where the target thread runs from
 *            its fault on.
 *
 * Blocks are cut at convergent calls (barriers, shuffles, votes), and no
 * copy holds one: the precise version and the clone branch back to the
 * fast version's block of the call, whose successor is a check point.
 * The target thread may reach it apart from its warp, so the kernel's
 * bar.sync (aligned: the whole warp together) becomes barrier.sync, which
 * counts each thread (unalign_barriers). A convergent call's own value is
 * not a site.
 *
 * A thread with no target pays one subtraction per block, a compare and a
 * branch per check point, and the fast version keeps the kernel's values:
 * copies meet it only at barriers (when every block's copy rejoined its
 * successors, their phis blocked rematerialization and grew the register
 * count 2-3x).
 *
 *   exit     the fast and precise versions' returns go through one exit
 *            block: with PROFILE set the thread adds its count atomically
 *            into TOTAL, and with BUFFER set into its entry of the buffer;
 *            otherwise it costs one load and a branch per thread.
 *
 * The C API cannot split blocks or change a phi's incoming block, so
 * before copying, every value used outside its block, and every phi,
 * goes through a stack slot (as LLVM's reg2mem), so that each block stands
 * alone and its copies need no phis; a block is split by moving its head
 * into a new block before it (its predecessors' terminators retargeted).
 * mem2reg (LLVMRunPasses) rebuilds SSA form at the end: the fast version
 * gets back the kernel's own values, and phis appear only where versions
 * meet.
 *
 * Kernels (nvvm.annotations "kernel", or the PTX kernel calling
 * convention) are instrumented. A device function that the optimizer left
 * a call (__noinline__, or too large) is inlined into every kernel first
 * (inline_device_functions): each call's copy counts in the calling
 * thread's own register and keeps the function's ids, so its sites are
 * sampled per call, in the call's context. Only a recursive one stays a
 * call, with its sites uncounted (reported in the stats). Sites whose
 * type is wider than 64 bits or not a scalar, pointer or small vector are
 * skipped the same way.
 */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "gpu_protocol.h"
#include "validate.h"

/*
 * The count-down: %r borrows 2^STEP_BITS when it runs out (the target
 * thread from the high part of its instance, kept in the control block's
 * word GPU_CTL_HI; any other thread adds the borrow to its profile
 * count); a thread with no target starts at R_NONE.
 */
#define STEP_BITS 30
#define R_NONE 0x7fffffff
#define HI_NONE 0x7fffffffffffffffULL
#define SYM_SLOW "__trident_gpu_slow"

/* A site of the kernel: a demoted phi's load carries its phi's. */
struct gi_site {
	unsigned id, width;
	LLVMOpcode op;
};

struct gi_ctx {
	struct ir_module *m;
	LLVMContextRef c;
	LLVMBuilderRef b;
	LLVMTargetDataRef td;
	LLVMTypeRef i1, i32, i64, ctl_ty, site_ty, slow_ty, gptr;
	LLVMValueRef ctl, site_fn, slow_fn;
	unsigned convergent;	/* enum attribute kind */
	const struct gpu_instrument_filter *f;
	struct gpu_instrument_stats *st;
	/* per function */
	LLVMValueRef fn, r;	/* slot: the count-down */
	LLVMBasicBlockRef setup;
	struct ptrmap phi_site;	/* demoted phi's load -> phi_sites[] */
	struct gi_site *phi_sites;
	unsigned nphi_sites;
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

/*
 * Read the special register %NAME (tid.x, ...). Not the intrinsic
 * llvm.nvvm.read.ptx.sreg.NAME: llc merges those with the kernel's own
 * reads and hoists them, keeping them live from the kernel's start to our
 * rarely run code; a volatile asm stays where it is.
 */
static LLVMValueRef
sreg(struct gi_ctx *x, const char *name)
{
	char text[64];
	LLVMTypeRef ty = LLVMFunctionType(x->i32, NULL, 0, 0);
	LLVMValueRef a;

	snprintf(text, sizeof(text), "mov.u32 $0, %%%s;", name);
	a = LLVMGetInlineAsm(ty, text, strlen(text), "=r", 2, 1, 0,
			     LLVMInlineAsmDialectATT, 0);
	return LLVMBuildCall2(x->b, ty, a, NULL, 0, "");
}

/*
 * x + nx * (y + ny * z) over three special registers PREFIX.{x,y,z}, as
 * i64. y + ny * z fits in 32 bits for both ids (grid y and z, and a
 * block's threads, are below 2^16), so only the last product is wide:
 * few registers, in code whose registers count for the whole kernel.
 */
static LLVMValueRef
linear_id(struct gi_ctx *x, const char *id, const char *dim, const char *name)
{
	char a[16];
	LLVMValueRef vx, vy, vz, nx, ny, in;

	snprintf(a, sizeof(a), "%s.z", id);
	vz = sreg(x, a);
	snprintf(a, sizeof(a), "%s.y", dim);
	ny = sreg(x, a);
	snprintf(a, sizeof(a), "%s.y", id);
	vy = sreg(x, a);
	in = LLVMBuildAdd(x->b, vy, LLVMBuildMul(x->b, ny, vz, ""), "");
	snprintf(a, sizeof(a), "%s.x", dim);
	nx = sreg(x, a);
	snprintf(a, sizeof(a), "%s.x", id);
	vx = sreg(x, a);
	return LLVMBuildAdd(x->b, LLVMBuildZExt(x->b, vx, x->i64, ""),
		LLVMBuildMul(x->b, LLVMBuildZExt(x->b, nx, x->i64, ""),
			     LLVMBuildZExt(x->b, in, x->i64, ""), ""), name);
}

/* The number of threads per block: ntid.x * ntid.y * ntid.z (as i64). */
static LLVMValueRef
block_threads(struct gi_ctx *x)
{
	return LLVMBuildZExt(x->b, LLVMBuildMul(x->b, sreg(x, "ntid.x"),
		LLVMBuildMul(x->b, sreg(x, "ntid.y"), sreg(x, "ntid.z"), ""),
		""), x->i64, "trident.bthreads");
}

/*
 * Whether this thread is armed, in an armed launch: block is BLOCK and
 * thread is the target THREAD (*primary), or, with LANES = n > 1, a
 * thread at lane offset 1 .. n-1 after the target's in the same warp
 * (warps are 32 consecutive linear thread ids; the offset wraps within
 * the warp), and the target instance is within one count-down (INSTANCE
 * <= 2^STEP_BITS: such a thread never borrows from HI, which stays the
 * target's). Those threads count their own sites to the same instance:
 * in a warp that runs together it is the same dynamic instruction.
 */
/* The second half of armed_test: thread is in the target's warp within
   LANES of its lane, and the instance within one count-down (the block
   not checked). */
static LLVMValueRef
lane_test(struct gi_ctx *x, LLVMValueRef thread)
{
	LLVMValueRef t = load_ctl(x, GPU_CTL_THREAD, "trident.t");
	LLVMValueRef c5 = LLVMConstInt(x->i64, 5, 0), off, other;

	off = LLVMBuildAnd(x->b, LLVMBuildSub(x->b, thread, t, ""),
			   LLVMConstInt(x->i64, 31, 0), "trident.lane_off");
	other = LLVMBuildAnd(x->b,
		LLVMBuildICmp(x->b, LLVMIntEQ, LLVMBuildLShr(x->b, thread, c5,
			""), LLVMBuildLShr(x->b, t, c5, ""), ""),
		LLVMBuildICmp(x->b, LLVMIntULT, off,
			      load_ctl(x, GPU_CTL_LANES, "trident.lanes"), ""),
		"");
	return LLVMBuildAnd(x->b, other, LLVMBuildICmp(x->b, LLVMIntULE,
		load_ctl(x, GPU_CTL_INSTANCE, ""),
		LLVMConstInt(x->i64, 1ULL << STEP_BITS, 0), ""),
		"trident.lane");
}

static LLVMValueRef
armed_test(struct gi_ctx *x, LLVMValueRef block, LLVMValueRef thread,
	   LLVMValueRef *primary)
{
	*primary = LLVMBuildICmp(x->b, LLVMIntEQ, thread,
				 load_ctl(x, GPU_CTL_THREAD, "trident.t"),
				 "trident.primary");
	return LLVMBuildAnd(x->b,
		LLVMBuildICmp(x->b, LLVMIntEQ, block,
			      load_ctl(x, GPU_CTL_BLOCK, ""), ""),
		LLVMBuildOr(x->b, *primary, lane_test(x, thread), ""),
		"trident.is_armed");
}

/* Whether the instrumentation arms several threads of the target's warp
   (LANES): only for syndromes (--syndrome), so that the other builds keep
   the one-thread code and its registers. */
static bool
lanes_built(const struct gi_ctx *x)
{
	return x->f && x->f->model == FI_MODEL_SYNDROME;
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
 *   i64 __trident_gpu_site(i64 v, i32 width, i32 id, i32 op, i32 pos,
 *                          i32 hit)
 * returns v unless pos == hit; then it applies the fault model of the
 * control block to the low `width` bits and records the site. It is
 * inlined at every site of the fault copies, with the campaign's model
 * alone (gpu_instrument_filter.model); built with every model (no filter)
 * or with the syndromes' arm (a call), a branch per model rather than a
 * chain of selects.
 */
/* The width argument's bit for a float or double value. */
#define SITE_FP 0x100

/* The syndrome class (gpu_protocol.h) of an LLVM opcode. */
static unsigned
syn_class(LLVMOpcode op)
{
	switch (op) {
	case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv:
	case LLVMFRem: case LLVMFNeg:
		return GPU_SYN_FP;
	case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv:
	case LLVMSDiv: case LLVMURem: case LLVMSRem: case LLVMShl:
	case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor:
		return GPU_SYN_INT;
	case LLVMLoad: case LLVMGetElementPtr:
		return GPU_SYN_MEMORY;
	case LLVMICmp: case LLVMFCmp:
		return GPU_SYN_COMPARE;
	case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI:
	case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP: case LLVMFPTrunc:
	case LLVMFPExt: case LLVMPtrToInt: case LLVMIntToPtr: case LLVMBitCast:
	case LLVMAddrSpaceCast:
		return GPU_SYN_CAST;
	default:
		return GPU_SYN_OTHER;
	}
}

/*
 * The syndrome arm of the site helper (FI_MODEL_SYNDROME): the cell of
 * the site's class (a constant table by opcode) and its value's range,
 * the run's kind and value of that cell from the control block, applied:
 * mask (xor), rel (times 1 + r; integers x + x r), bits (n random bits),
 * else one random bit as bitflip. v: the value (its low w bits), w the
 * width (i64), fp whether it is a float or double, op the opcode (i32),
 * one the bitflip's bit; *threads (if threads is not NULL): the threads
 * of the warp the cell's syndrome corrupts (0 or 1: the target alone).
 */
static LLVMValueRef
syndrome(struct gi_ctx *x, LLVMValueRef v, LLVMValueRef w, LLVMValueRef fp,
	 LLVMValueRef op, LLVMValueRef one, LLVMValueRef *threads)
{
	LLVMTypeRef f32 = LLVMFloatTypeInContext(x->c);
	LLVMTypeRef f64 = LLVMDoubleTypeInContext(x->c);
	LLVMTypeRef tab_ty = LLVMArrayType2(x->i64, 128);
	LLVMValueRef cls[128], tab, idx[2], c0 = LLVMConstInt(x->i64, 0, 0);
	LLVMValueRef c1 = LLVMConstInt(x->i64, 1, 0), is32, mag, small, large;
	LLVMValueRef range, cell, kind, val, y, wmask, d, r, f, sv, bits, rnd;
	LLVMValueRef fd, abs_args[1], fabs;
	LLVMTypeRef fabs_ty;
	unsigned fabs_id = LLVMLookupIntrinsicID("llvm.fabs", 9);

	/* one table for the helper's two arms */
	tab = LLVMGetNamedGlobal(x->m->mod, "__trident_gpu_syn_class");
	if (!tab) {
		for (unsigned k = 0; k < 128; k++)
			cls[k] = LLVMConstInt(x->i64,
					      syn_class((LLVMOpcode)k), 0);
		tab = LLVMAddGlobalInAddressSpace(x->m->mod, tab_ty,
						  "__trident_gpu_syn_class", 4);
		LLVMSetInitializer(tab, LLVMConstArray2(x->i64, cls, 128));
		LLVMSetGlobalConstant(tab, 1);
		LLVMSetLinkage(tab, LLVMInternalLinkage);
	}
	idx[0] = c0;
	idx[1] = LLVMBuildAnd(x->b, LLVMBuildZExt(x->b, op, x->i64, ""),
			      LLVMConstInt(x->i64, 127, 0), "");
	cls[0] = LLVMBuildLoad2(x->b, x->i64,
		LLVMBuildGEP2(x->b, tab_ty, tab, idx, 2, ""), "syn.class");
	/* the magnitude: |x| as a double, of a float, a double or the
	   integer read as signed from w bits */
	is32 = LLVMBuildICmp(x->b, LLVMIntEQ, w, LLVMConstInt(x->i64, 32, 0),
			     "");
	f = LLVMBuildFPExt(x->b, LLVMBuildBitCast(x->b,
		LLVMBuildTrunc(x->b, v, x->i32, ""), f32, ""), f64, "");
	fd = LLVMBuildSelect(x->b, is32, f,
			     LLVMBuildBitCast(x->b, v, f64, ""), "");
	sv = LLVMBuildAShr(x->b, LLVMBuildShl(x->b, v,
		LLVMBuildSub(x->b, LLVMConstInt(x->i64, 64, 0), w, ""), ""),
		LLVMBuildSub(x->b, LLVMConstInt(x->i64, 64, 0), w, ""), "");
	d = LLVMBuildSelect(x->b, fp, fd, LLVMBuildSIToFP(x->b, sv, f64, ""),
			    "");
	fabs_ty = LLVMIntrinsicGetType(x->c, fabs_id, &f64, 1);
	fabs = LLVMGetIntrinsicDeclaration(x->m->mod, fabs_id, &f64, 1);
	abs_args[0] = d;
	mag = LLVMBuildCall2(x->b, fabs_ty, fabs, abs_args, 1, "syn.mag");
	small = LLVMBuildFCmp(x->b, LLVMRealOLT, mag, LLVMBuildSelect(x->b, fp,
		LLVMConstReal(f64, 1e-4), LLVMConstReal(f64, 16.0), ""), "");
	large = LLVMBuildFCmp(x->b, LLVMRealOGT, mag, LLVMBuildSelect(x->b, fp,
		LLVMConstReal(f64, 1e9), LLVMConstReal(f64, 1073741824.0), ""),
		"");
	range = LLVMBuildSelect(x->b, small,
		LLVMConstInt(x->i64, GPU_SYN_S, 0),
		LLVMBuildSelect(x->b, large, LLVMConstInt(x->i64, GPU_SYN_L, 0),
				LLVMConstInt(x->i64, GPU_SYN_M, 0), ""),
		"syn.range");
	cell = LLVMBuildAdd(x->b, LLVMBuildMul(x->b, cls[0],
		LLVMConstInt(x->i64, GPU_SYN_RANGES, 0), ""), range, "syn.cell");
	idx[1] = LLVMBuildAdd(x->b, LLVMBuildShl(x->b, cell, c1, ""),
			      LLVMConstInt(x->i64, GPU_CTL_SYN, 0), "");
	kind = LLVMBuildLoad2(x->b, x->i64, LLVMBuildGEP2(x->b, x->ctl_ty,
		x->ctl, idx, 2, ""), "syn.word");
	LLVMSetVolatile(kind, 1);
	if (threads)
		*threads = LLVMBuildAnd(x->b, LLVMBuildLShr(x->b, kind,
			LLVMConstInt(x->i64, GPU_SYN_THREADS_SHIFT, 0), ""),
			LLVMConstInt(x->i64, 0xff, 0), "syn.threads");
	kind = LLVMBuildAnd(x->b, kind,
			    LLVMConstInt(x->i64, GPU_SYN_KIND_MASK, 0),
			    "syn.kind");
	idx[1] = LLVMBuildAdd(x->b, idx[1], c1, "");
	val = LLVMBuildLoad2(x->b, x->i64, LLVMBuildGEP2(x->b, x->ctl_ty,
		x->ctl, idx, 2, ""), "syn.value");
	LLVMSetVolatile(val, 1);
	/* mask */
	wmask = LLVMBuildSelect(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, w,
		LLVMConstInt(x->i64, 64, 0), ""), LLVMConstAllOnes(x->i64),
		LLVMBuildSub(x->b, LLVMBuildShl(x->b, c1, LLVMBuildURem(x->b, w,
			LLVMConstInt(x->i64, 64, 0), ""), ""), c1, ""), "");
	y = LLVMBuildXor(x->b, v, LLVMBuildAnd(x->b, val, wmask, ""), "");
	/* rel: x (1 + r) */
	r = LLVMBuildFAdd(x->b, LLVMConstReal(f64, 1),
			  LLVMBuildBitCast(x->b, val, f64, ""), "");
	d = LLVMBuildFMul(x->b, d, r, "");
	f = LLVMBuildSelect(x->b, is32, LLVMBuildZExt(x->b, LLVMBuildBitCast(
		x->b, LLVMBuildFPTrunc(x->b, d, f32, ""), x->i32, ""), x->i64,
		""), LLVMBuildBitCast(x->b, d, x->i64, ""), "");
	f = LLVMBuildSelect(x->b, fp, f, LLVMBuildFPToSI(x->b, d, x->i64, ""),
			    "");
	f = LLVMBuildAnd(x->b, f, wmask, "");
	y = LLVMBuildSelect(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, kind,
		LLVMConstInt(x->i64, GPU_SYN_REL, 0), ""), f, y, "");
	/* bits: n random bits, bit k from byte k of RANDOM */
	rnd = load_ctl(x, GPU_CTL_RANDOM, "syn.random");
	bits = c0;
	for (unsigned k = 0; k < 8; k++) {
		LLVMValueRef b = LLVMBuildURem(x->b, LLVMBuildLShr(x->b, rnd,
			LLVMConstInt(x->i64, 8 * k, 0), ""), w, "");
		LLVMValueRef on = LLVMBuildICmp(x->b, LLVMIntULT,
			LLVMConstInt(x->i64, k, 0), val, "");

		bits = LLVMBuildOr(x->b, bits, LLVMBuildSelect(x->b, on,
			LLVMBuildShl(x->b, c1, b, ""), c0, ""), "");
	}
	y = LLVMBuildSelect(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, kind,
		LLVMConstInt(x->i64, GPU_SYN_BITS, 0), ""),
		LLVMBuildXor(x->b, v, bits, ""), y, "");
	/* flip (and anything else): one bit, as bitflip */
	return LLVMBuildSelect(x->b, LLVMBuildOr(x->b,
		LLVMBuildICmp(x->b, LLVMIntEQ, kind,
			      LLVMConstInt(x->i64, GPU_SYN_MASK, 0), ""),
		LLVMBuildOr(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, kind,
			LLVMConstInt(x->i64, GPU_SYN_REL, 0), ""),
			LLVMBuildICmp(x->b, LLVMIntEQ, kind,
				LLVMConstInt(x->i64, GPU_SYN_BITS, 0), ""), ""),
		""), y, LLVMBuildXor(x->b, v, one, ""), "syn.after");
}

static void
build_site_fn(struct gi_ctx *x)
{
	static const unsigned all[] = { FI_MODEL_BITFLIP, FI_MODEL_BITFLIP2,
		FI_MODEL_STUCK0, FI_MODEL_STUCK1, FI_MODEL_RANDOM,
		FI_MODEL_ZERO };
	enum { NMAX = sizeof(all) / sizeof(*all) };
	/* The campaign's model alone (the helper is inlined at every site),
	   or every one but the syndromes'. */
	const unsigned campaign[1] = { x->f ? (unsigned)x->f->model : 0 };
	const unsigned *models = x->f ? campaign : all;
	const unsigned NM = x->f ? 1 : NMAX;
	LLVMTypeRef args[6] = { x->i64, x->i32, x->i32, x->i32, x->i32, x->i32 };
	LLVMValueRef f, v, w, bit, one, mask, b2, top, sw, y, rec, base;
	LLVMValueRef vals[7], ys[NMAX + 1];
	LLVMTypeRef gen = LLVMPointerTypeInContext(x->c, 0);
	LLVMBasicBlockRef entry, miss, hit, done, arms[NMAX + 1];
	LLVMValueRef c0 = LLVMConstInt(x->i64, 0, 0);
	LLVMValueRef c1 = LLVMConstInt(x->i64, 1, 0);
	LLVMValueRef c64 = LLVMConstInt(x->i64, 64, 0);

	x->site_ty = LLVMFunctionType(x->i64, args, 6, 0);
	f = LLVMAddFunction(x->m->mod, GPU_SYM_SITE, x->site_ty);
	LLVMSetLinkage(f, LLVMInternalLinkage);
	/* Inlined at every site, but for the syndromes' large arm: a
	   call's calling convention raised every kernel's registers (srad
	   26 -> 50 a thread, inlined 48; hotspot 22 -> 40, inlined 34). */
	LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
		LLVMCreateEnumAttribute(x->c, lanes_built(x) ?
			LLVMGetEnumAttributeKindForName("noinline", 8) :
			LLVMGetEnumAttributeKindForName("alwaysinline", 12),
			0));
	x->site_fn = f;
	entry = LLVMAppendBasicBlockInContext(x->c, f, "entry");
	miss = LLVMAppendBasicBlockInContext(x->c, f, "miss");
	hit = LLVMAppendBasicBlockInContext(x->c, f, "hit");
	LLVMPositionBuilderAtEnd(x->b, entry);
	v = LLVMGetParam(f, 0);
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, LLVMGetParam(f, 4),
					    LLVMGetParam(f, 5), "hit"),
			hit, miss);
	LLVMPositionBuilderAtEnd(x->b, miss);
	LLVMBuildRet(x->b, v);

	LLVMPositionBuilderAtEnd(x->b, hit);
	w = LLVMBuildZExt(x->b, LLVMBuildAnd(x->b, LLVMGetParam(f, 1),
		LLVMConstInt(x->i32, 0xff, 0), ""), x->i64, "width");
	bit = LLVMBuildURem(x->b, load_ctl(x, GPU_CTL_RANDOM, "random"), w,
			    "bit");
	one = LLVMBuildShl(x->b, c1, bit, "one");
	/* With syndromes (lanes_built): the target goes on; another armed
	   thread of its warp (LANES) counts itself (HITS) and gets the
	   syndrome of its own value when the cell's syndrome corrupts that
	   many threads (its lane offset below the cell's threads), else
	   nothing, and records nothing. An armed thread is in the target's
	   block and warp, so its lane (one register read: the helper's
	   registers count for every kernel) tells it from the target. */
	if (lanes_built(x)) {
		LLVMValueRef threads, off, lane, tl;
		LLVMBasicBlockRef prim, other;

		lane = LLVMBuildZExt(x->b, sreg(x, "laneid"), x->i64, "lane");
		tl = LLVMBuildAnd(x->b, load_ctl(x, GPU_CTL_THREAD, ""),
				  LLVMConstInt(x->i64, 31, 0), "target_lane");
		prim = LLVMAppendBasicBlockInContext(x->c, f, "primary");
		other = LLVMAppendBasicBlockInContext(x->c, f, "other");
		LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, lane, tl,
						    "is_target"), prim, other);
		LLVMPositionBuilderAtEnd(x->b, other);
		LLVMBuildAtomicRMW(x->b, LLVMAtomicRMWBinOpAdd,
				   ctl_word(x, GPU_CTL_HITS), c1,
				   LLVMAtomicOrderingMonotonic, 0);
		y = syndrome(x, v, w, LLVMBuildICmp(x->b, LLVMIntNE,
			LLVMBuildAnd(x->b, LLVMGetParam(f, 1),
				LLVMConstInt(x->i32, SITE_FP, 0), ""),
			LLVMConstInt(x->i32, 0, 0), "fp"),
			LLVMGetParam(f, 3), one, &threads);
		off = LLVMBuildAnd(x->b, LLVMBuildSub(x->b, lane, tl, ""),
				   LLVMConstInt(x->i64, 31, 0), "lane_off");
		LLVMBuildRet(x->b, LLVMBuildSelect(x->b, LLVMBuildAnd(x->b,
			LLVMBuildICmp(x->b, LLVMIntEQ, load_ctl(x,
				GPU_CTL_MODEL, ""), LLVMConstInt(x->i64,
				FI_MODEL_SYNDROME, 0), ""),
			LLVMBuildICmp(x->b, LLVMIntULT, off, threads, ""), ""),
			y, v, "lane_after"));
		LLVMPositionBuilderAtEnd(x->b, prim);
	}
	/* The target is disarmed for good: its slow path borrows from now
	   on (HI is the target's alone: LANES). */
	LLVMSetVolatile(LLVMBuildStore(x->b, LLVMConstInt(x->i64, HI_NONE, 0),
				       ctl_word(x, GPU_CTL_HI)), 1);
	done = LLVMAppendBasicBlockInContext(x->c, f, "done");
	for (unsigned k = 0; k <= NM; k++)
		arms[k] = LLVMInsertBasicBlockInContext(x->c, done, "model");
	/* The last arm: dummy (or unknown), nothing changes. */
	sw = LLVMBuildSwitch(x->b, load_ctl(x, GPU_CTL_MODEL, "model"),
			     arms[NM], NM);
	for (unsigned k = 0; k < NM; k++) {
		LLVMAddCase(sw, LLVMConstInt(x->i64, models[k], 0), arms[k]);
		LLVMPositionBuilderAtEnd(x->b, arms[k]);
		switch (models[k]) {
		case FI_MODEL_BITFLIP:
			y = LLVMBuildXor(x->b, v, one, "");
			break;
		case FI_MODEL_BITFLIP2:
			/* Two adjacent bits B, B+1; at the top bit the two
			   top bits; a 1-bit value flips its one bit. */
			top = LLVMBuildAnd(x->b,
				LLVMBuildICmp(x->b, LLVMIntEQ, bit,
					LLVMBuildSub(x->b, w, c1, ""), ""),
				LLVMBuildICmp(x->b, LLVMIntUGT, w, c1, ""), "");
			b2 = LLVMBuildSelect(x->b, top,
				LLVMBuildSub(x->b, bit, c1, ""), bit, "");
			y = LLVMBuildShl(x->b, LLVMConstInt(x->i64, 3, 0), b2,
					 "");
			/* within the width: w == 1 keeps one bit */
			y = LLVMBuildSelect(x->b,
				LLVMBuildICmp(x->b, LLVMIntEQ, w, c1, ""), one,
				y, "two");
			y = LLVMBuildXor(x->b, v, y, "");
			break;
		case FI_MODEL_STUCK0:
			y = LLVMBuildAnd(x->b, v, LLVMBuildNot(x->b, one, ""),
					 "");
			break;
		case FI_MODEL_STUCK1:
			y = LLVMBuildOr(x->b, v, one, "");
			break;
		case FI_MODEL_RANDOM:
			/* mask = width == 64 ? ~0 : (1 << width) - 1 */
			mask = LLVMBuildSelect(x->b,
				LLVMBuildICmp(x->b, LLVMIntEQ, w, c64, ""),
				LLVMConstAllOnes(x->i64),
				LLVMBuildSub(x->b, LLVMBuildShl(x->b, c1,
					LLVMBuildURem(x->b, w, c64, ""), ""),
					c1, ""), "mask");
			y = LLVMBuildAnd(x->b, load_ctl(x, GPU_CTL_VALUE,
							"value"), mask, "");
			break;
		case FI_MODEL_SYNDROME:
			y = syndrome(x, v, w, LLVMBuildICmp(x->b, LLVMIntNE,
				LLVMBuildAnd(x->b, LLVMGetParam(f, 1),
					LLVMConstInt(x->i32, SITE_FP, 0), ""),
				LLVMConstInt(x->i32, 0, 0), "fp"),
				LLVMGetParam(f, 3), one, NULL);
			break;
		default:	/* FI_MODEL_ZERO */
			y = c0;
			break;
		}
		ys[k] = y;
		LLVMBuildBr(x->b, done);
	}
	LLVMPositionBuilderAtEnd(x->b, arms[NM]);
	ys[NM] = v;
	LLVMBuildBr(x->b, done);
	LLVMPositionBuilderAtEnd(x->b, done);
	y = LLVMBuildPhi(x->b, x->i64, "after");
	LLVMAddIncoming(y, ys, arms, NM + 1);
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

/*
 * Inline every device function into the kernels (LLVM's always-inline
 * pass): noinline and optnone are dropped, alwaysinline added. Inlined
 * instructions keep their metadata, and so their trident ids; what the
 * inliner makes (a phi of the returned values) has none and is no site. A
 * recursive function remains a call. The number of functions inlined
 * goes to st->inlined.
 */
static int
inline_device_functions(struct gi_ctx *x)
{
	unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
	unsigned never = LLVMGetEnumAttributeKindForName("noinline", 8);
	unsigned optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
	LLVMPassBuilderOptionsRef opts;
	LLVMErrorRef err;
	unsigned n = 0;

	for (LLVMValueRef f = LLVMGetFirstFunction(x->m->mod); f;
	     f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f) || ir_fn_kernel(x->m, f) ||
		    !LLVMGetFirstUse(f))
			continue;
		LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex,
					       never);
		LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex,
					       optnone);
		LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
					LLVMCreateEnumAttribute(x->c, always, 0));
		n++;
	}
	if (!n)
		return 0;
	opts = LLVMCreatePassBuilderOptions();
	err = LLVMRunPasses(x->m->mod, "always-inline", NULL, opts);
	LLVMDisposePassBuilderOptions(opts);
	if (err) {
		char *msg = LLVMGetErrorMessage(err);

		tr_error("inlining the device functions of '%s': %s",
			 x->m->path, msg);
		LLVMDisposeErrorMessage(msg);
		return -1;
	}
	x->st->inlined = n;
	return 0;
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

/* The builder before instruction i, with no debug location of its own (the
   builder takes i's, which may belong to another function's code). */
static void
before(struct gi_ctx *x, LLVMValueRef i)
{
	LLVMPositionBuilderBefore(x->b, i);
	LLVMSetCurrentDebugLocation2(x->b, NULL);
}

static void
at_end(struct gi_ctx *x, LLVMBasicBlockRef bb)
{
	LLVMPositionBuilderAtEnd(x->b, bb);
	LLVMSetCurrentDebugLocation2(x->b, NULL);
}

/* The site that instruction i is, or 0 (its width; *s filled in). */
static unsigned
site_of(struct gi_ctx *x, LLVMValueRef i, struct gi_site *s)
{
	unsigned k = ptrmap_get(&x->phi_site, i);

	if (k != TR_NONE) {
		*s = x->phi_sites[k];
		return s->width;
	}
	s->width = site_width(x, i);
	if (!s->width)
		return 0;
	s->id = ir_inst_id(x->m, i);
	s->op = LLVMGetInstructionOpcode(i);
	return s->width;
}

/* Whether instruction i's value is used outside its block or by a phi. */
static bool
escapes(LLVMValueRef i)
{
	LLVMBasicBlockRef bb = LLVMGetInstructionParent(i);

	for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef us = LLVMGetUser(u);

		if (LLVMIsAPHINode(us) || !LLVMIsAInstruction(us) ||
		    LLVMGetInstructionParent(us) != bb)
			return true;
	}
	return false;
}

/*
 * v's uses outside its block and in phis load it from a new slot, stored
 * right after v (after the phis when v is one); a phi loads it at the end
 * of the incoming block.
 */
static void
demote_value(struct gi_ctx *x, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	LLVMBasicBlockRef bb = LLVMGetInstructionParent(v);
	LLVMValueRef s = slot(x, t, "trident.v"), *users = NULL;
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

		if (LLVMIsAPHINode(us)) {
			for (unsigned i = 0; i < LLVMCountIncoming(us); i++) {
				if (LLVMGetIncomingValue(us, i) != v)
					continue;
				before(x, LLVMGetBasicBlockTerminator(
					LLVMGetIncomingBlock(us, i)));
				LLVMSetOperand(us, i,
					       LLVMBuildLoad2(x->b, t, s, ""));
			}
		} else if (LLVMIsAInstruction(us) &&
			   LLVMGetInstructionParent(us) != bb) {
			LLVMValueRef ld;

			before(x, us);
			ld = LLVMBuildLoad2(x->b, t, s, "");
			for (int o = 0; o < LLVMGetNumOperands(us); o++)
				if (LLVMGetOperand(us, o) == v)
					LLVMSetOperand(us, o, ld);
		}
	}
	free(users);
	before(x, LLVMIsAPHINode(v) ? first_non_phi(bb) :
				      LLVMGetNextInstruction(v));
	LLVMBuildStore(x->b, v, s);
}

/*
 * The phis of block bb become loads of their own slots (in order, at the
 * top), which each predecessor stores its incoming value to; a phi that
 * is a site hands its site to its load.
 */
static void
demote_phis(struct gi_ctx *x, LLVMBasicBlockRef bb)
{
	LLVMValueRef at = first_non_phi(bb), p, next;

	for (p = LLVMGetFirstInstruction(bb); p && LLVMIsAPHINode(p); p = next) {
		LLVMTypeRef t = LLVMTypeOf(p);
		LLVMValueRef s = slot(x, t, "trident.phi"), ld;
		struct gi_site site;

		next = LLVMGetNextInstruction(p);
		for (unsigned i = 0; i < LLVMCountIncoming(p); i++) {
			before(x, LLVMGetBasicBlockTerminator(
				LLVMGetIncomingBlock(p, i)));
			LLVMBuildStore(x->b, LLVMGetIncomingValue(p, i), s);
		}
		before(x, at);
		ld = LLVMBuildLoad2(x->b, t, s, "");
		if (site_of(x, p, &site)) {
			x->phi_sites = xrealloc(x->phi_sites,
				(x->nphi_sites + 1) * sizeof(*x->phi_sites));
			x->phi_sites[x->nphi_sites] = site;
			ptrmap_put(&x->phi_site, ld, x->nphi_sites++);
		}
		LLVMReplaceAllUsesWith(p, ld);
		LLVMInstructionEraseFromParent(p);
	}
}

/* Make every block of the kernel but the setup stand alone (reg2mem). */
static void
demote_all(struct gi_ctx *x)
{
	LLVMValueRef *vals = NULL;
	unsigned nvals = 0;
	LLVMBasicBlockRef bb;

	for (bb = LLVMGetNextBasicBlock(x->setup); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i))
			if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind &&
			    escapes(i)) {
				vals = xrealloc(vals, (nvals + 1) * sizeof(*vals));
				vals[nvals++] = i;
			}
	for (unsigned k = 0; k < nvals; k++)
		demote_value(x, vals[k]);
	free(vals);
	for (bb = LLVMGetNextBasicBlock(x->setup); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		demote_phis(x, bb);
}

/* The index of block bb in blocks[n], or n. */
static unsigned
block_index(const struct ptrmap *idx, LLVMBasicBlockRef bb, unsigned n)
{
	unsigned k = ptrmap_get(idx, bb);

	return k == TR_NONE ? n : k;
}

/*
 * Copy the instructions of block from to the end of block to (values of
 * from mapped to their copies), the terminator's successors to their
 * copies in copy[] (or the block itself where it has none: the sync
 * blocks). With sites (hit: the target position), each site's value
 * passes through the site helper, and the thread is disarmed before the
 * terminator.
 */
static void
copy_block(struct gi_ctx *x, LLVMBasicBlockRef from, LLVMBasicBlockRef to,
	   const struct ptrmap *idx, LLVMBasicBlockRef *copy, unsigned n,
	   LLVMValueRef hit)
{
	struct vmap map = { 0 };
	unsigned pos = 0;

	for (LLVMValueRef i = LLVMGetFirstInstruction(from); i;
	     i = LLVMGetNextInstruction(i)) {
		LLVMValueRef c = LLVMInstructionClone(i);
		LLVMMetadataRef loc;
		struct gi_site s;

		for (int o = 0; o < LLVMGetNumOperands(c); o++) {
			LLVMValueRef op = LLVMGetOperand(c, o), to_op;

			to_op = vmap_get(&map, op);
			if (to_op != op)
				LLVMSetOperand(c, o, to_op);
		}
		at_end(x, to);
		if (LLVMIsATerminatorInst(i)) {
			/* (the target's HI: the site helper) */
			if (hit)
				LLVMBuildStore(x->b, LLVMConstInt(x->i32,
					R_NONE, 0), x->r);
			for (unsigned k = 0; k < LLVMGetNumSuccessors(c); k++) {
				unsigned j = block_index(idx,
					LLVMGetSuccessor(c, k), n);

				if (j < n && copy[j])
					LLVMSetSuccessor(c, k, copy[j]);
			}
		}
		/* The copy keeps its own location, and the helper's call
		   gets the site's. */
		loc = LLVMInstructionGetDebugLoc(i);
		if (loc)
			LLVMSetCurrentDebugLocation2(x->b, loc);
		LLVMInsertIntoBuilder(x->b, c);
		/* A demoted phi's load stays a site in its copies. */
		if (ptrmap_get(&x->phi_site, i) != TR_NONE)
			ptrmap_put(&x->phi_site, c,
				   ptrmap_get(&x->phi_site, i));
		if (hit && site_of(x, i, &s)) {
			LLVMValueRef args[6], r;

			args[0] = to_i64(x, c, s.width);
			/* bit 8: a float or double (the syndromes' ranges) */
			args[1] = LLVMConstInt(x->i32, s.width |
				(LLVMGetTypeKind(LLVMTypeOf(i)) ==
				 LLVMFloatTypeKind ||
				 LLVMGetTypeKind(LLVMTypeOf(i)) ==
				 LLVMDoubleTypeKind ? SITE_FP : 0), 0);
			args[2] = LLVMConstInt(x->i32, s.id, 0);
			args[3] = LLVMConstInt(x->i32, s.op, 0);
			args[4] = LLVMConstInt(x->i32, ++pos, 0);
			args[5] = hit;
			r = LLVMBuildCall2(x->b, x->site_ty, x->site_fn, args,
					   6, "");
			c = from_i64(x, r, LLVMTypeOf(i), s.width);
		}
		vmap_put(&map, i, c);
	}
	ptrmap_release(&map.idx);
	free(map.to);
}

/*
 * The precise count of the n sites of block bb (a copy in the precise
 * version): a head before it subtracts n and, when %r runs out, asks
 * __trident_gpu_slow, which borrows (any thread but the target, and the
 * target while its high part lasts) or says the target is in this block:
 * then the fault copy, at position %r + n.
 */
static void
instrument_block(struct gi_ctx *x, LLVMBasicBlockRef bb, unsigned n,
		 struct ptrmap *idx, LLVMBasicBlockRef *clone,
		 unsigned nblocks)
{
	LLVMBasicBlockRef head, slow, fault;
	LLVMValueRef r, c0 = LLVMConstInt(x->i32, 0, 0);

	head = split_head(x, bb, LLVMGetFirstInstruction(bb), "trident.head");
	ptrmap_put(idx, head, ptrmap_get(idx, bb));
	slow = LLVMInsertBasicBlockInContext(x->c, bb, "trident.slow");
	fault = LLVMInsertBasicBlockInContext(x->c, bb, "trident.fault");
	LLVMInstructionEraseFromParent(LLVMGetBasicBlockTerminator(head));
	at_end(x, head);
	r = LLVMBuildSub(x->b, LLVMBuildLoad2(x->b, x->i32, x->r, "trident.r"),
			 LLVMConstInt(x->i32, n, 0), "");
	LLVMBuildStore(x->b, r, x->r);
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntSLE, r, c0,
					    "trident.out"), slow, bb);
	at_end(x, slow);
	r = LLVMBuildCall2(x->b, x->slow_ty, x->slow_fn, &r, 1, "");
	LLVMBuildStore(x->b, r, x->r);
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntSLE, r, c0, ""),
			fault, bb);
	at_end(x, fault);
	copy_block(x, bb, fault, idx, clone, nblocks,
		   LLVMBuildAdd(x->b, r, LLVMConstInt(x->i32, n, 0),
				"trident.target"));
}

/* The thread's linear index in its launch, as i64. */
static LLVMValueRef
thread_index(struct gi_ctx *x)
{
	return LLVMBuildAdd(x->b, LLVMBuildMul(x->b,
		linear_id(x, "ctaid", "nctaid", "trident.block"),
		block_threads(x), ""),
		linear_id(x, "tid", "ntid", "trident.thread"), "");
}

/* Add cnt to the thread's profile: TOTAL, and its BUFFER entry when
   there is one (the builder's block ends in `br next`). */
static void
add_count(struct gi_ctx *x, LLVMValueRef cnt, LLVMBasicBlockRef next)
{
	LLVMBasicBlockRef buf = LLVMInsertBasicBlockInContext(x->c, next,
							"trident.buffer");
	LLVMValueRef bp, p;

	LLVMBuildAtomicRMW(x->b, LLVMAtomicRMWBinOpAdd,
			   ctl_word(x, GPU_CTL_TOTAL), cnt,
			   LLVMAtomicOrderingMonotonic, 0);
	bp = load_ctl(x, GPU_CTL_BUFFER, "trident.buffer");
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntNE, bp,
					    LLVMConstInt(x->i64, 0, 0), ""),
			buf, next);
	/* The ids again: nothing keeps them live through the kernel. */
	at_end(x, buf);
	p = LLVMBuildGEP2(x->b, x->i64, LLVMBuildIntToPtr(x->b, bp, x->gptr,
							 ""),
			  (LLVMValueRef[]){ thread_index(x) }, 1, "");
	LLVMBuildStore(x->b, LLVMBuildAdd(x->b,
		LLVMBuildLoad2(x->b, x->i64, p, ""), cnt, ""), p);
	LLVMBuildBr(x->b, next);
}

/*
 * The slow path of the precise count:
 *   i32 __trident_gpu_slow(i32 r)        (r <= 0: %r ran out)
 * returns r + 2^30 after a borrow, or r itself when this thread is the
 * armed target and its high part is 0 (the target is in the block). A
 * thread that is not the target (every thread, without an armed launch)
 * adds the borrow to its profile count. Runs once per 2^30 sites, and
 * near the target.
 */
static void
build_slow_fn(struct gi_ctx *x)
{
	LLVMValueRef f, r, a, is, h, blk, tid;
	LLVMBasicBlockRef entry, armed, target, borrow, hit, other, prof, done;

	x->slow_ty = LLVMFunctionType(x->i32, &x->i32, 1, 0);
	f = LLVMAddFunction(x->m->mod, SYM_SLOW, x->slow_ty);
	LLVMSetLinkage(f, LLVMInternalLinkage);
	LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
		LLVMCreateEnumAttribute(x->c,
			LLVMGetEnumAttributeKindForName("noinline", 8), 0));
	x->slow_fn = f;
	r = LLVMGetParam(f, 0);
	entry = LLVMAppendBasicBlockInContext(x->c, f, "entry");
	armed = LLVMAppendBasicBlockInContext(x->c, f, "armed");
	target = LLVMAppendBasicBlockInContext(x->c, f, "target");
	borrow = LLVMAppendBasicBlockInContext(x->c, f, "borrow");
	hit = LLVMAppendBasicBlockInContext(x->c, f, "hit");
	other = LLVMAppendBasicBlockInContext(x->c, f, "other");
	prof = LLVMAppendBasicBlockInContext(x->c, f, "profile");
	done = LLVMAppendBasicBlockInContext(x->c, f, "done");
	LLVMPositionBuilderAtEnd(x->b, entry);
	a = load_ctl(x, GPU_CTL_ARMED, "armed");
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntNE, a,
					    LLVMConstInt(x->i64, 0, 0), ""),
			armed, other);
	LLVMPositionBuilderAtEnd(x->b, armed);
	/* The target first, as cheaply as without LANES (this function's
	   registers count for every kernel); the other armed threads of its
	   warp (armed_test: --syndrome builds) only when LANES says there
	   are any: their instance is within one count-down, so they hit
	   here. */
	blk = LLVMBuildICmp(x->b, LLVMIntEQ,
			    linear_id(x, "ctaid", "nctaid", "block"),
			    load_ctl(x, GPU_CTL_BLOCK, ""), "in_block");
	tid = linear_id(x, "tid", "ntid", "thread");
	is = LLVMBuildAnd(x->b, blk, LLVMBuildICmp(x->b, LLVMIntEQ, tid,
		load_ctl(x, GPU_CTL_THREAD, ""), ""), "is_target");
	if (lanes_built(x)) {
		LLVMBasicBlockRef lanes = LLVMInsertBasicBlockInContext(x->c,
			target, "lanes");
		LLVMBasicBlockRef lane = LLVMInsertBasicBlockInContext(x->c,
			target, "lane");

		LLVMBuildCondBr(x->b, is, target, lanes);
		LLVMPositionBuilderAtEnd(x->b, lanes);
		LLVMBuildCondBr(x->b, LLVMBuildAnd(x->b, blk, LLVMBuildICmp(
			x->b, LLVMIntUGT, load_ctl(x, GPU_CTL_LANES, "lanes"),
			LLVMConstInt(x->i64, 1, 0), ""), ""), lane, other);
		LLVMPositionBuilderAtEnd(x->b, lane);
		LLVMBuildCondBr(x->b, lane_test(x, tid), hit, other);
	} else {
		LLVMBuildCondBr(x->b, is, target, other);
	}
	LLVMPositionBuilderAtEnd(x->b, target);
	h = LLVMBuildLoad2(x->b, x->i64, ctl_word(x, GPU_CTL_HI), "hi");
	LLVMSetVolatile(h, 1);
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntNE, h,
					    LLVMConstInt(x->i64, 0, 0), ""),
			borrow, hit);
	LLVMPositionBuilderAtEnd(x->b, borrow);
	LLVMSetVolatile(LLVMBuildStore(x->b, LLVMBuildSub(x->b, h,
		LLVMConstInt(x->i64, 1, 0), ""), ctl_word(x, GPU_CTL_HI)), 1);
	LLVMBuildRet(x->b, LLVMBuildAdd(x->b, r,
		LLVMConstInt(x->i32, 1u << STEP_BITS, 0), ""));
	LLVMPositionBuilderAtEnd(x->b, hit);
	LLVMBuildRet(x->b, r);
	LLVMPositionBuilderAtEnd(x->b, other);
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntNE,
		load_ctl(x, GPU_CTL_PROFILE, "profile"),
		LLVMConstInt(x->i64, 0, 0), ""), prof, done);
	LLVMPositionBuilderAtEnd(x->b, prof);
	add_count(x, LLVMConstInt(x->i64, 1ULL << STEP_BITS, 0), done);
	LLVMPositionBuilderAtEnd(x->b, done);
	LLVMBuildRet(x->b, LLVMBuildAdd(x->b, r,
		LLVMConstInt(x->i32, 1u << STEP_BITS, 0), ""));
}

/* Every return of the fast and precise versions goes through one exit
 * block that hands the thread's count to the host when asked to. */
static void
instrument_exit(struct gi_ctx *x, LLVMValueRef *rets, unsigned nrets)
{
	LLVMBasicBlockRef exit = LLVMAppendBasicBlockInContext(x->c, x->fn,
							       "trident.exit");
	LLVMBasicBlockRef prof = LLVMAppendBasicBlockInContext(x->c, x->fn,
							       "trident.profile");
	LLVMBasicBlockRef ret = LLVMAppendBasicBlockInContext(x->c, x->fn,
							      "trident.ret");
	LLVMValueRef p;

	for (unsigned k = 0; k < nrets; k++) {
		LLVMBasicBlockRef bb = LLVMGetInstructionParent(rets[k]);

		LLVMInstructionEraseFromParent(rets[k]);
		at_end(x, bb);
		LLVMBuildBr(x->b, exit);
	}
	at_end(x, exit);
	p = load_ctl(x, GPU_CTL_PROFILE, "trident.profile");
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntNE, p,
					    LLVMConstInt(x->i64, 0, 0), ""),
			prof, ret);
	/* Nothing is armed: the count is R_NONE - %r, plus the borrows
	   that the slow path added. */
	at_end(x, prof);
	add_count(x, LLVMBuildSub(x->b, LLVMConstInt(x->i64, R_NONE, 0),
		LLVMBuildSExt(x->b, LLVMBuildLoad2(x->b, x->i32, x->r, ""),
			      x->i64, ""), "trident.cnt"), ret);
	at_end(x, ret);
	LLVMBuildRetVoid(x->b);
}

/*
 * The setup block's tail: %r = R_NONE; only in an armed launch the
 * thread's ids and the target test, and for the target its instance
 * (from 1) split as hi * 2^30 + %r with %r in [1, 2^30], hi in GPU_CTL_HI.
 */
static void
instrument_setup(struct gi_ctx *x, LLVMBasicBlockRef entry)
{
	LLVMBasicBlockRef armed = LLVMAppendBasicBlockInContext(x->c, x->fn,
							"trident.armed");
	LLVMBasicBlockRef target = LLVMAppendBasicBlockInContext(x->c, x->fn,
							"trident.target");
	LLVMValueRef a, is, inst, primary, hi;

	at_end(x, x->setup);
	x->r = LLVMBuildAlloca(x->b, x->i32, "trident.r.slot");
	LLVMBuildStore(x->b, LLVMConstInt(x->i32, R_NONE, 0), x->r);
	a = load_ctl(x, GPU_CTL_ARMED, "trident.armed");
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntNE, a,
					    LLVMConstInt(x->i64, 0, 0), ""),
			armed, entry);
	at_end(x, armed);
	if (lanes_built(x)) {
		is = armed_test(x, linear_id(x, "ctaid", "nctaid",
					     "trident.block"),
				linear_id(x, "tid", "ntid", "trident.thread"),
				&primary);
		hi = LLVMBuildSelect(x->b, primary, ctl_word(x, GPU_CTL_HI),
				     ctl_word(x, GPU_CTL_SCRATCH), "");
	} else {
		is = LLVMBuildAnd(x->b,
			LLVMBuildICmp(x->b, LLVMIntEQ, linear_id(x, "ctaid",
				"nctaid", "trident.block"),
				load_ctl(x, GPU_CTL_BLOCK, ""), ""),
			LLVMBuildICmp(x->b, LLVMIntEQ, linear_id(x, "tid",
				"ntid", "trident.thread"),
				load_ctl(x, GPU_CTL_THREAD, ""), ""),
			"trident.is_target");
		hi = ctl_word(x, GPU_CTL_HI);
	}
	LLVMBuildCondBr(x->b, is, target, entry);
	at_end(x, target);
	inst = LLVMBuildSub(x->b, load_ctl(x, GPU_CTL_INSTANCE, "instance"),
			    LLVMConstInt(x->i64, 1, 0), "");
	/* HI is the target's alone (the others' is 0) */
	LLVMSetVolatile(LLVMBuildStore(x->b, LLVMBuildLShr(x->b, inst,
		LLVMConstInt(x->i64, STEP_BITS, 0), ""), hi), 1);
	LLVMBuildStore(x->b, LLVMBuildAdd(x->b, LLVMBuildTrunc(x->b,
		LLVMBuildAnd(x->b, inst, LLVMConstInt(x->i64,
			(1ULL << STEP_BITS) - 1, 0), ""), x->i32, ""),
		LLVMConstInt(x->i32, 1, 0), ""), x->r);
	LLVMBuildBr(x->b, entry);
	/* Keep the blocks in order: setup, armed, target, the kernel. */
	LLVMMoveBasicBlockAfter(armed, x->setup);
	LLVMMoveBasicBlockAfter(target, armed);
}

/*
 * Delete the copies that nothing reaches (each stands alone, so nothing
 * outside it uses its values), until none is left without a predecessor.
 */
static void
prune_copies(LLVMBasicBlockRef *copy, unsigned n)
{
	bool again = true;

	while (again) {
		again = false;
		for (unsigned k = 0; k < n; k++)
			if (copy[k] &&
			    !LLVMGetFirstUse(LLVMBasicBlockAsValue(copy[k]))) {
				LLVMDeleteBasicBlock(copy[k]);
				copy[k] = NULL;
				again = true;
			}
	}
}

/*
 * The check points of the fast version, where it tests whether the target
 * may come before the next one: the entry, the successors of the sync
 * blocks (where the other versions come back), and the targets of the
 * back edges of a depth-first search (so every cycle has one).
 */
static void
mark_checks(LLVMBasicBlockRef *blocks, unsigned n, const struct ptrmap *idx,
	    const bool *sync, bool *check)
{
	unsigned char *state = xcalloc(n, 1);
	unsigned *stack = xcalloc(n, sizeof(*stack)), *next =
		xcalloc(n, sizeof(*next)), sp = 0;

	for (unsigned k = 0; k < n; k++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(blocks[k]);

		if (!sync[k])
			continue;
		for (unsigned s = 0; s < LLVMGetNumSuccessors(t); s++) {
			unsigned j = block_index(idx, LLVMGetSuccessor(t, s), n);

			if (j < n && !sync[j])
				check[j] = true;
		}
	}
	if (!sync[0])
		check[0] = true;
	stack[sp++] = 0;
	state[0] = 1;
	while (sp) {
		unsigned k = stack[sp - 1];
		LLVMValueRef t = LLVMGetBasicBlockTerminator(blocks[k]);

		if (next[k] < LLVMGetNumSuccessors(t)) {
			unsigned j = block_index(idx,
				LLVMGetSuccessor(t, next[k]++), n);

			if (j >= n)
				continue;
			if (state[j] == 1 && !sync[j])
				check[j] = true;
			else if (!state[j]) {
				state[j] = 1;
				stack[sp++] = j;
			}
		} else {
			state[k] = 2;
			sp--;
		}
	}
	/* Blocks that nothing reaches: their own check, for safety. */
	for (unsigned k = 0; k < n; k++)
		if (!state[k] && !sync[k])
			check[k] = true;
	free(state);
	free(stack);
	free(next);
}

/* The most sites a thread runs from block k on before the next check
   point (not counted) or the exit (look[], memoized; -1 unknown). */
static long long
lookahead(unsigned k, LLVMBasicBlockRef *blocks, unsigned n,
	  const struct ptrmap *idx, const unsigned *nsites, const bool *check,
	  long long *look)
{
	LLVMValueRef t = LLVMGetBasicBlockTerminator(blocks[k]);
	long long most = 0;

	if (look[k] >= 0)
		return look[k];
	for (unsigned s = 0; s < LLVMGetNumSuccessors(t); s++) {
		unsigned j = block_index(idx, LLVMGetSuccessor(t, s), n);

		if (j < n && !check[j]) {
			long long l = lookahead(j, blocks, n, idx, nsites,
						check, look);

			if (l > most)
				most = l;
		}
	}
	return look[k] = nsites[k] + most;
}

/*
 * The fast version of block k (the kernel's own): %r -= n at its top, and
 * at a check point first the test whether %r <= the most sites up to the
 * next check point (look): then the precise version, from this block.
 */
static void
instrument_fast(struct gi_ctx *x, LLVMBasicBlockRef bb, unsigned n,
		bool check, long long look, LLVMBasicBlockRef precise)
{
	LLVMValueRef r;

	if (check) {
		LLVMBasicBlockRef head = split_head(x, bb,
			LLVMGetFirstInstruction(bb), "trident.check");

		LLVMInstructionEraseFromParent(
			LLVMGetBasicBlockTerminator(head));
		at_end(x, head);
		r = LLVMBuildLoad2(x->b, x->i32, x->r, "trident.r");
		LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntSLE, r,
			LLVMConstInt(x->i32, (unsigned long long)look, 0),
			"trident.near"), precise, bb);
	}
	if (!n)
		return;
	before(x, LLVMGetFirstInstruction(bb));
	LLVMBuildStore(x->b, LLVMBuildSub(x->b,
		LLVMBuildLoad2(x->b, x->i32, x->r, "trident.r"),
		LLVMConstInt(x->i32, n, 0), ""), x->r);
}

/* The intrinsic NAME (not overloaded) of the module. */
static LLVMValueRef
intrinsic(struct gi_ctx *x, const char *name, LLVMTypeRef *ty)
{
	unsigned id = LLVMLookupIntrinsicID(name, strlen(name));

	*ty = LLVMIntrinsicGetType(x->c, id, NULL, 0);
	return LLVMGetIntrinsicDeclaration(x->m->mod, id, NULL, 0);
}

/*
 * The kernel's CTA barriers, bar.sync (barrier.sync.aligned, which all
 * threads of a warp must execute together), become barrier.sync, which
 * counts each thread's arrival: the target thread runs its own copy of the
 * code from a check point on and reaches the barrier apart from its warp.
 * Same barrier, same count; __syncthreads_count/and/or through an asm
 * barrier.red without .aligned.
 */
static void
unalign_barriers(struct gi_ctx *x, LLVMValueRef f)
{
	static const struct {
		const char *from, *asm_text;
	} red[] = {
		{ "llvm.nvvm.barrier0.popc", "{ .reg .pred %tp; "
		  "setp.ne.u32 %tp, $1, 0; barrier.red.popc.u32 $0, 0, %tp; }" },
		{ "llvm.nvvm.barrier0.and", "{ .reg .pred %tp, %tq; "
		  "setp.ne.u32 %tp, $1, 0; barrier.red.and.pred %tq, 0, %tp; "
		  "selp.u32 $0, 1, 0, %tq; }" },
		{ "llvm.nvvm.barrier0.or", "{ .reg .pred %tp, %tq; "
		  "setp.ne.u32 %tp, $1, 0; barrier.red.or.pred %tq, 0, %tp; "
		  "selp.u32 $0, 1, 0, %tq; }" },
	};
	unsigned conv = x->convergent;

	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
	     bb = LLVMGetNextBasicBlock(bb)) {
		LLVMValueRef i, next;

		for (i = LLVMGetFirstInstruction(bb); i; i = next) {
			LLVMValueRef callee, args[2], n = NULL, md;
			LLVMTypeRef ty;
			const char *name;
			size_t len;

			next = LLVMGetNextInstruction(i);
			if (!LLVMIsACallInst(i) ||
			    !(callee = LLVMGetCalledValue(i)) ||
			    !LLVMIsAFunction(callee))
				continue;
			name = LLVMGetValueName2(callee, &len);
			before(x, i);
			if (!strcmp(name, "llvm.nvvm.barrier0")) {
				args[0] = LLVMConstInt(x->i32, 0, 0);
				n = intrinsic(x, "llvm.nvvm.barrier.sync", &ty);
				n = LLVMBuildCall2(x->b, ty, n, args, 1, "");
			} else if (!strcmp(name, "llvm.nvvm.barrier.n")) {
				args[0] = LLVMGetOperand(i, 0);
				n = intrinsic(x, "llvm.nvvm.barrier.sync", &ty);
				n = LLVMBuildCall2(x->b, ty, n, args, 1, "");
			} else if (!strcmp(name, "llvm.nvvm.barrier")) {
				args[0] = LLVMGetOperand(i, 0);
				args[1] = LLVMGetOperand(i, 1);
				n = intrinsic(x, "llvm.nvvm.barrier.sync.cnt",
					      &ty);
				n = LLVMBuildCall2(x->b, ty, n, args, 2, "");
			}
			for (size_t k = 0; !n && k < sizeof(red) / sizeof(*red);
			     k++) {
				const char *t = red[k].asm_text;

				if (strcmp(name, red[k].from))
					continue;
				ty = LLVMFunctionType(x->i32, &x->i32, 1, 0);
				args[0] = LLVMGetOperand(i, 0);
				n = LLVMBuildCall2(x->b, ty, LLVMGetInlineAsm(ty,
					t, strlen(t), "=r,r", 4, 1, 0,
					LLVMInlineAsmDialectATT, 0), args, 1,
					"");
				LLVMAddCallSiteAttribute(n,
					LLVMAttributeFunctionIndex,
					LLVMCreateEnumAttribute(x->c, conv, 0));
			}
			if (!n)
				continue;
			md = LLVMGetMetadata(i, x->m->id_kind);
			if (md)
				LLVMSetMetadata(n, x->m->id_kind, md);
			if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind)
				LLVMReplaceAllUsesWith(i, n);
			LLVMInstructionEraseFromParent(i);
		}
	}
}

static int
instrument_kernel(struct gi_ctx *x, LLVMValueRef f)
{
	LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(f), *blocks = NULL;
	LLVMBasicBlockRef *clone = NULL, *precise = NULL;
	LLVMValueRef i, next, *rets = NULL;
	unsigned nblocks = 0, nrets = 0, *nsites;
	struct ptrmap idx = { 0 }, syncs = { 0 };
	long long *look;
	bool *sync, *check;

	if (LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(f))) !=
	    LLVMVoidTypeKind)
		return tr_error("kernel '%s' does not return void",
				LLVMGetValueName2(f, &(size_t){ 0 }));
	x->fn = f;
	/* Positioning the builder before an instruction takes on its debug
	   location: none carried from one kernel (subprogram) to the next. */
	LLVMSetCurrentDebugLocation2(x->b, NULL);
	/* The setup block: the entry's allocas, our slots and the target. */
	x->setup = LLVMInsertBasicBlockInContext(x->c, entry, "trident.setup");
	for (i = LLVMGetFirstInstruction(entry); i; i = next) {
		next = LLVMGetNextInstruction(i);
		if (LLVMIsAAllocaInst(i))
			move_to_end(x, i, x->setup);
	}

	unalign_barriers(x, f);
	/* The original blocks, cut at convergent calls: [head] call [rest]
	   becomes three blocks, bb keeping the rest, the call alone in a
	   sync block. */
	for (LLVMBasicBlockRef bb = entry; bb; bb = LLVMGetNextBasicBlock(bb)) {
		blocks = xrealloc(blocks, (nblocks + 1) * sizeof(*blocks));
		blocks[nblocks++] = bb;
		for (i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i))
			if (ir_is_candidate(i) && ir_inst_id(x->m, i) &&
			    selected(x, i) && !site_width(x, i))
				x->st->skipped++;
	}
	for (unsigned k = 0, n0 = nblocks; k < n0; k++) {
		LLVMBasicBlockRef bb = blocks[k];

		for (;;) {
			for (i = first_non_phi(bb); i && !is_convergent_call(x, i);
			     i = LLVMGetNextInstruction(i))
				;
			if (!i)
				break;
			if (i != LLVMGetFirstInstruction(bb))
				split_head(x, bb, i, "trident.cut");
			ptrmap_put(&syncs, split_head(x, bb,
				LLVMGetNextInstruction(i), "trident.sync"), 1);
		}
	}
	free(blocks);
	blocks = NULL;
	nblocks = 0;
	for (LLVMBasicBlockRef bb = LLVMGetNextBasicBlock(x->setup); bb;
	     bb = LLVMGetNextBasicBlock(bb)) {
		blocks = xrealloc(blocks, (nblocks + 1) * sizeof(*blocks));
		ptrmap_put(&idx, bb, nblocks);
		blocks[nblocks++] = bb;
	}
	demote_all(x);

	/* Sites, returns, check points and look-ahead per block. */
	nsites = xcalloc(nblocks, sizeof(*nsites));
	sync = xcalloc(nblocks, sizeof(*sync));
	check = xcalloc(nblocks, sizeof(*check));
	look = xcalloc(nblocks, sizeof(*look));
	clone = xcalloc(nblocks, sizeof(*clone));
	precise = xcalloc(nblocks, sizeof(*precise));
	for (unsigned k = 0; k < nblocks; k++) {
		struct gi_site s;
		LLVMValueRef t = LLVMGetBasicBlockTerminator(blocks[k]);

		for (i = LLVMGetFirstInstruction(blocks[k]); i;
		     i = LLVMGetNextInstruction(i))
			nsites[k] += site_of(x, i, &s) != 0;
		if (LLVMGetInstructionOpcode(t) == LLVMRet) {
			rets = xrealloc(rets, (nrets + 1) * sizeof(*rets));
			rets[nrets++] = t;
		}
		sync[k] = ptrmap_get(&syncs, blocks[k]) != TR_NONE;
		look[k] = -1;
	}
	mark_checks(blocks, nblocks, &idx, sync, check);
	for (unsigned k = 0; k < nblocks; k++)
		if (check[k])
			lookahead(k, blocks, nblocks, &idx, nsites, check, look);

	/* The precise version and the clone: every block but the sync
	   blocks, which all versions share. */
	for (unsigned k = 0; k < nblocks; k++)
		if (!sync[k]) {
			precise[k] = LLVMAppendBasicBlockInContext(x->c, f,
							"trident.precise");
			clone[k] = LLVMAppendBasicBlockInContext(x->c, f,
							"trident.clone");
		}
	for (unsigned k = 0; k < nblocks; k++)
		if (!sync[k]) {
			copy_block(x, blocks[k], precise[k], &idx, precise,
				   nblocks, NULL);
			copy_block(x, blocks[k], clone[k], &idx, clone, nblocks,
				   NULL);
			ptrmap_put(&idx, precise[k], k);
			if (LLVMGetInstructionOpcode(LLVMGetBasicBlockTerminator(
				    precise[k])) == LLVMRet) {
				rets = xrealloc(rets, (nrets + 1) *
							  sizeof(*rets));
				rets[nrets++] = LLVMGetBasicBlockTerminator(
					precise[k]);
			}
		}
	/* blocks[0]: the cuts made the entry's head a block of its own. */
	instrument_setup(x, blocks[0]);
	/* The fast version's checks first: a precise block's head then
	   takes its branch too. */
	for (unsigned k = 0; k < nblocks; k++)
		if (!sync[k])
			instrument_fast(x, blocks[k], nsites[k], check[k],
					look[k], precise[k]);
	for (unsigned k = 0; k < nblocks; k++)
		if (nsites[k] && !sync[k]) {
			instrument_block(x, precise[k], nsites[k], &idx, clone,
					 nblocks);
			x->st->sites += nsites[k];
			x->st->blocks++;
		}
	instrument_exit(x, rets, nrets);
	prune_copies(precise, nblocks);
	prune_copies(clone, nblocks);
	x->st->kernels++;
	free(rets);
	free(nsites);
	free(sync);
	free(check);
	free(look);
	free(clone);
	free(precise);
	free(blocks);
	ptrmap_release(&idx);
	ptrmap_release(&syncs);
	ptrmap_release(&x->phi_site);
	memset(&x->phi_site, 0, sizeof(x->phi_site));
	free(x->phi_sites);
	x->phi_sites = NULL;
	x->nphi_sites = 0;
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
	if (inline_device_functions(&x))
		return -1;
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
	build_slow_fn(&x);

	for (LLVMValueRef f = LLVMGetFirstFunction(m->mod); f;
	     f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f) || f == x.site_fn || f == x.slow_fn)
			continue;
		if (!ir_fn_kernel(x.m, f)) {
			/* One the kernels still call (recursive). */
			for (LLVMBasicBlockRef bb = LLVMGetFirstUse(f) ?
				LLVMGetFirstBasicBlock(f) : NULL; bb;
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
	err = LLVMRunPasses(m->mod, "function(mem2reg),always-inline", NULL,
			    opts);
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
 * needs them without LLVM (gpu_sites_write): id, kernel or device function
 * (inlined into the kernels: gpu_instrument), opcode, width, source file
 * and line.
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
		if (LLVMIsDeclaration(fn))
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
