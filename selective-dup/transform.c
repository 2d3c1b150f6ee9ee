/*
 * transform.c: the duplication itself (selective-dup.h, dup_protect;
 * protection-anchors.md §6, rules 1-9 and 11).
 *
 * Per function, in three steps:
 * 1. every chosen instruction gets a shadow, a clone right after it (a
 *    phi's right before it, inside the phi group), without its id;
 * 2. then the shadows' operands are remapped: an operand that has a shadow
 *    is replaced by it (done after all shadows exist, so loop phis and
 *    back edges find theirs); a phi's roots and constants by opaque
 *    copies (opaque_root, opaque_constant), and a root of any other
 *    shadow only where the shadow would otherwise compute from the
 *    original's operands alone (ground_shadows), so that no later
 *    optimization merges a shadow with its original;
 * 3. wherever an original is used by an instruction that has no shadow (a
 *    store's value or address, a branch's condition, a call's argument, a
 *    return, or any unprotected instruction: the value leaves the
 *    protected set), the original and its shadow are compared bit for bit
 *    (floating point and pointers as integers of their width), the
 *    compares of one user ANDed, and a call of the check function placed
 *    before that user (for a phi, before its incoming block's
 *    terminator); a value already checked earlier in the same block is
 *    not checked again. The check function, `br ok, continue, error`, is then
 *    inlined by LLVM's always-inline pass, which splits the blocks (the C
 *    API has no block splitting) and leaves an error block per site.
 *
 * Stores, calls, terminators and the rest that dup_eligible refuses are
 * never cloned; loads are re-executed. The detector hook gets a weak
 * default definition in the module (one line on stderr, exit status
 * DUP_EXIT_DETECTED) that the fault injector's runtime overrides.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "internal.h"

#define CHECK_FN "__trident_dup_check"
#define DUP_KIND "trident.dup"

/*
 * Whether call inst computes a value and nothing else: its callee is
 * speculatable (LLVM's arithmetic intrinsics: llvm.fmuladd, llvm.smin,
 * llvm.fabs, llvm.sqrt, ...), so that a second call is a second copy.
 */
static bool
pure_call(LLVMValueRef inst)
{
	LLVMValueRef fn = LLVMGetCalledValue(inst);
	unsigned kind = LLVMGetEnumAttributeKindForName("speculatable", 12);

	return fn && LLVMIsAFunction(fn) && !LLVMIsAInlineAsm(fn) &&
	       LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
					   kind);
}

bool
dup_eligible(LLVMValueRef inst)
{
	LLVMTypeKind k;

	if (!inst || !LLVMIsAInstruction(inst) || LLVMIsATerminatorInst(inst))
		return false;
	k = LLVMGetTypeKind(LLVMTypeOf(inst));
	if (k == LLVMVoidTypeKind || k == LLVMTokenTypeKind ||
	    k == LLVMMetadataTypeKind || k == LLVMLabelTypeKind)
		return false;
	switch (LLVMGetInstructionOpcode(inst)) {
	case LLVMCall:
		return pure_call(inst);
	case LLVMStore: case LLVMInvoke: case LLVMCallBr:
	case LLVMAlloca: case LLVMAtomicRMW: case LLVMAtomicCmpXchg:
	case LLVMFence: case LLVMLandingPad: case LLVMCleanupPad:
	case LLVMCatchPad: case LLVMVAArg:
		return false;
	case LLVMLoad:
		return !LLVMGetVolatile(inst) &&
		       LLVMGetOrdering(inst) == LLVMAtomicOrderingNotAtomic;
	default:
		return true;
	}
}

struct valvec {
	LLVMValueRef *v;
	size_t n, cap;
};

static void
valvec_push(struct valvec *a, LLVMValueRef v)
{
	if (a->n == a->cap) {
		a->cap = a->cap ? 2 * a->cap : 16;
		a->v = xrealloc(a->v, a->cap * sizeof(*a->v));
	}
	a->v[a->n++] = v;
}

/* The instructions of one function being protected, and their shadows. */
struct func_dup {
	LLVMValueRef *orig, *shadow;
	size_t n, cap;
	struct ptrmap index;	/* orig -> position */
	struct valvec copies;	/* the roots' opaque copies (opaque_root) */
	struct ptrmap roots;	/* root -> position in copies */
	struct ptrmap opaque;	/* every opaque copy, of roots and constants */
	struct ptrmap rindex;	/* shadow -> position */
	bool *grounded;		/* per position: the shadow computes from an
				   opaque copy (make_shadows) */
};

static LLVMValueRef
shadow_of(const struct func_dup *f, LLVMValueRef v)
{
	unsigned k = ptrmap_get(&f->index, v);

	return k != TR_NONE ? f->shadow[k] : NULL;
}

/*
 * The value v as an integer of its width, to compare bit for bit: a
 * floating-point value (or vector) bitcast, a pointer through ptrtoint;
 * NULL for a type that has no fixed width here (the value is then not
 * checked).
 */
static LLVMValueRef
as_bits(LLVMBuilderRef b, LLVMContextRef ctx, LLVMTargetDataRef td,
	LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned long long bits;

	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind:
		return v;
	case LLVMPointerTypeKind:
		return LLVMBuildPtrToInt(b, v, LLVMInt64TypeInContext(ctx), "");
	case LLVMHalfTypeKind: case LLVMBFloatTypeKind:
	case LLVMFloatTypeKind: case LLVMDoubleTypeKind:
	case LLVMX86_FP80TypeKind: case LLVMFP128TypeKind:
	case LLVMVectorTypeKind:
		bits = LLVMSizeOfTypeInBits(td, t);
		if (LLVMGetTypeKind(t) == LLVMVectorTypeKind &&
		    LLVMGetTypeKind(LLVMGetElementType(t)) ==
		    LLVMPointerTypeKind)
			return NULL;
		if (LLVMGetTypeKind(t) == LLVMX86_FP80TypeKind)
			bits = 80;
		return LLVMBuildBitCast(b, v, LLVMIntTypeInContext(ctx,
					(unsigned)bits), "");
	default:
		return NULL;
	}
}

/* The check function: `if (!ok) <detected>(site)`, always inlined. */
static LLVMValueRef
check_function(LLVMModuleRef mod, LLVMContextRef ctx,
	       const struct dup_opts *o)
{
	LLVMTypeRef i1 = LLVMInt1TypeInContext(ctx), i32 =
		LLVMInt32TypeInContext(ctx), vt = LLVMVoidTypeInContext(ctx);
	LLVMTypeRef params[2] = { i1, i32 }, hook_t, abort_t;
	LLVMValueRef fn = LLVMGetNamedFunction(mod, CHECK_FN), hook, ab;
	LLVMBasicBlockRef entry, ok, bad;
	LLVMBuilderRef b;
	unsigned kind;

	if (fn)
		return fn;
	fn = LLVMAddFunction(mod, CHECK_FN, LLVMFunctionType(vt, params, 2, 0));
	LLVMSetLinkage(fn, LLVMInternalLinkage);
	kind = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
	LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
				LLVMCreateEnumAttribute(ctx, kind, 0));
	entry = LLVMAppendBasicBlockInContext(ctx, fn, "entry");
	ok = LLVMAppendBasicBlockInContext(ctx, fn, "ok");
	bad = LLVMAppendBasicBlockInContext(ctx, fn, "detected");
	b = LLVMCreateBuilderInContext(ctx);
	LLVMPositionBuilderAtEnd(b, entry);
	LLVMBuildCondBr(b, LLVMGetParam(fn, 0), ok, bad);
	LLVMPositionBuilderAtEnd(b, ok);
	LLVMBuildRetVoid(b);
	LLVMPositionBuilderAtEnd(b, bad);
	hook_t = LLVMFunctionType(vt, &i32, 1, 0);
	abort_t = LLVMFunctionType(vt, NULL, 0, 0);
	if (o->on_detect != DUP_DETECT_ABORT) {
		const char *name = o->on_detect == DUP_DETECT_HANDLER ?
				   o->handler : DUP_HOOK;
		LLVMValueRef site = LLVMGetParam(fn, 1);

		hook = LLVMGetNamedFunction(mod, name);
		if (!hook)
			hook = LLVMAddFunction(mod, name, hook_t);
		LLVMBuildCall2(b, hook_t, hook, &site, 1, "");
	}
	if (o->on_detect != DUP_DETECT_HOOK) {
		ab = LLVMGetNamedFunction(mod, "abort");
		if (!ab)
			ab = LLVMAddFunction(mod, "abort", abort_t);
		LLVMBuildCall2(b, abort_t, ab, NULL, 0, "");
	}
	LLVMBuildUnreachable(b);
	LLVMDisposeBuilder(b);
	return fn;
}

/*
 * A weak definition of the detector hook, unless the module has one: one
 * line on stderr and _exit(DUP_EXIT_DETECTED). The fault injector's
 * runtime defines it strongly (its "detected" outcome).
 */
static void
default_hook(LLVMModuleRef mod, LLVMContextRef ctx)
{
	static const char msg[] = "trident: a protected value was corrupted "
				  "(detected by duplication)\n";
	LLVMValueRef fn = LLVMGetNamedFunction(mod, DUP_HOOK), wr, ex, args[3];
	LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx), i64 =
		LLVMInt64TypeInContext(ctx), ptr = LLVMPointerTypeInContext(ctx, 0),
		vt = LLVMVoidTypeInContext(ctx), wr_p[3] = { i32, ptr, i64 };
	LLVMTypeRef wr_t = LLVMFunctionType(i64, wr_p, 3, 0),
		    ex_t = LLVMFunctionType(vt, &i32, 1, 0);
	LLVMValueRef text;
	LLVMBuilderRef b;

	if (fn && LLVMCountBasicBlocks(fn))
		return;
	if (!fn)
		fn = LLVMAddFunction(mod, DUP_HOOK, LLVMFunctionType(vt, &i32, 1,
								      0));
	LLVMSetLinkage(fn, LLVMWeakAnyLinkage);
	wr = LLVMGetNamedFunction(mod, "write");
	if (!wr)
		wr = LLVMAddFunction(mod, "write", wr_t);
	ex = LLVMGetNamedFunction(mod, "_exit");
	if (!ex)
		ex = LLVMAddFunction(mod, "_exit", ex_t);
	b = LLVMCreateBuilderInContext(ctx);
	LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, fn,
								 "entry"));
	text = LLVMBuildGlobalStringPtr(b, msg, "trident.dup.msg");
	args[0] = LLVMConstInt(i32, 2, 0);
	args[1] = text;
	args[2] = LLVMConstInt(i64, sizeof(msg) - 1, 0);
	LLVMBuildCall2(b, wr_t, wr, args, 3, "");
	args[0] = LLVMConstInt(i32, DUP_EXIT_DETECTED, 0);
	LLVMBuildCall2(b, ex_t, ex, args, 1, "");
	LLVMBuildUnreachable(b);
	LLVMDisposeBuilder(b);
}

/* A check site: where the compares go, and the site number. */
struct site {
	LLVMValueRef before;	/* insert before this instruction */
	unsigned id;
	LLVMValueRef *vals;	/* originals checked there */
	size_t n, cap;
};

struct sites {
	struct site *v;
	size_t n, cap;
	struct ptrmap at;	/* before -> position */
};

static void
site_add(struct sites *s, const struct ir_module *m, LLVMValueRef before,
	 LLVMValueRef val)
{
	unsigned k = ptrmap_get(&s->at, before);
	struct site *st;

	if (k == TR_NONE) {
		if (s->n == s->cap) {
			s->cap = s->cap ? 2 * s->cap : 16;
			s->v = xrealloc(s->v, s->cap * sizeof(*s->v));
		}
		s->v[s->n] = (struct site){ .before = before,
					    .id = ir_inst_id(m, before) };
		k = (unsigned)s->n++;
		ptrmap_put(&s->at, before, k);
	}
	st = &s->v[k];
	for (size_t i = 0; i < st->n; i++)
		if (st->vals[i] == val)
			return;
	if (st->n == st->cap) {
		st->cap = st->cap ? 2 * st->cap : 4;
		st->vals = xrealloc(st->vals, st->cap * sizeof(*st->vals));
	}
	st->vals[st->n++] = val;
}

static void
sites_release(struct sites *s)
{
	for (size_t i = 0; i < s->n; i++)
		free(s->v[i].vals);
	free(s->v);
	ptrmap_release(&s->at);
}

/*
 * The constraint of an empty inline-asm copy of a value of type t on
 * x86-64 (r: integers of 8 to 64 bits and pointers; x: float, double and
 * 128-bit vectors), or NULL: no copy.
 */
static const char *
opaque_constraint(LLVMTypeRef t, LLVMTargetDataRef td, bool x86)
{
	if (!x86)
		return NULL;
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind:
		switch (LLVMGetIntTypeWidth(t)) {
		case 8: case 16: case 32: case 64:
			return "=r,0";
		default:
			return NULL;
		}
	case LLVMPointerTypeKind:
		return "=r,0";
	case LLVMFloatTypeKind: case LLVMDoubleTypeKind:
		return "=x,0";
	case LLVMVectorTypeKind:
		return LLVMSizeOfTypeInBits(td, t) == 128 ? "=x,0" : NULL;
	default:
		return NULL;
	}
}

/* An empty inline-asm copy (`call T asm "", "CONS"(T v)`) at b's place. */
static LLVMValueRef
asm_copy(LLVMBuilderRef b, LLVMValueRef v, const char *cons,
	 const char *name)
{
	LLVMTypeRef t = LLVMTypeOf(v), ft = LLVMFunctionType(t, &t, 1, 0);
	LLVMValueRef asmv = LLVMGetInlineAsm(ft, "", 0, cons, strlen(cons), 0,
					     0, LLVMInlineAsmDialectATT, 0);

	return LLVMBuildCall2(b, ft, asmv, &v, 1, name);
}

/*
 * An opaque copy of v before instruction at, named name; NULL where v's
 * type has none. A value a register holds is copied whole (opaque_
 * constraint); a wider one whose size is a multiple of 64 bits (a 256-bit
 * vector without AVX, an i128) lane by lane, as that many i64 (bitcast,
 * extract, copy, insert, bitcast back): left as it was, its shadow would
 * compute from the same values as the original, and -O2 would merge them
 * and fold the check away.
 */
static LLVMValueRef
opaque_copy(const struct ir_module *m, LLVMBuilderRef b, LLVMValueRef v,
	    LLVMValueRef at, const char *name)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(m->mod);
	bool x86 = !strncmp(LLVMGetTarget(m->mod), "x86_64", 6);
	const char *cons = opaque_constraint(t, td, x86);
	LLVMContextRef ctx = LLVMGetTypeContext(t);
	LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx), lanes_t;
	LLVMTypeKind k = LLVMGetTypeKind(t);
	unsigned long long bits;
	unsigned n;
	LLVMValueRef lanes;

	LLVMPositionBuilderBefore(b, at);
	if (cons)
		return asm_copy(b, v, cons, name);
	if (!x86 || (k != LLVMVectorTypeKind && k != LLVMIntegerTypeKind) ||
	    (k == LLVMVectorTypeKind &&
	     LLVMGetTypeKind(LLVMGetElementType(t)) == LLVMPointerTypeKind))
		return NULL;
	bits = LLVMSizeOfTypeInBits(td, t);
	if (bits < 128 || bits % 64 || bits != LLVMStoreSizeOfType(td, t) * 8)
		return NULL;
	n = (unsigned)(bits / 64);
	lanes_t = LLVMVectorType(i64, n);
	lanes = LLVMBuildBitCast(b, v, lanes_t, "");
	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef idx = LLVMConstInt(i64, i, 0);
		LLVMValueRef e = LLVMBuildExtractElement(b, lanes, idx, "");

		lanes = LLVMBuildInsertElement(b, lanes,
			asm_copy(b, e, "=r,0", ""), idx, "");
	}
	return LLVMBuildBitCast(b, lanes, t, name);
}

LLVMValueRef
dup_runs_with(const struct ir_module *m, LLVMValueRef root)
{
	LLVMValueRef v;

	if (!LLVMIsAArgument(root))
		return LLVMIsAInstruction(root) ? root : NULL;
	for (v = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(
		     LLVMGetParamParent(root)));
	     v && !ir_inst_id(m, v); v = LLVMGetNextInstruction(v))
		;
	return v;
}

/*
 * Rule 10 (protection-anchors.md): a shadow's operand that has no shadow
 * of its own (a root: an argument or an instruction outside the protected
 * set) reaches it, where it must (make_shadows, ground_shadows), through
 * an opaque copy, one per root and function, right after the root is
 * defined. Nothing later (GVN, CSE, instruction
 * selection, which unifies identical nodes) can then merge a shadow with
 * its original: they no longer compute from the same values. A root of
 * another type is used as it is.
 */
static LLVMValueRef
opaque_root(const struct ir_module *m, struct func_dup *f, LLVMBuilderRef b,
	    LLVMValueRef root, struct dup_stats *st)
{
	unsigned k = ptrmap_get(&f->roots, root);
	LLVMValueRef at, copy;

	if (k != TR_NONE)
		return f->copies.v[k];
	if (LLVMIsAArgument(root)) {
		at = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(
			LLVMGetParamParent(root)));
	} else {
		at = LLVMGetNextInstruction(root);
	}
	while (at && LLVMIsAPHINode(at))
		at = LLVMGetNextInstruction(at);
	if (!at || LLVMIsALandingPadInst(at) || LLVMIsAFuncletPadInst(at) ||
	    LLVMIsACatchSwitchInst(at) ||
	    !(copy = opaque_copy(m, b, root, at, "dup.root")))
		return root;
	ptrmap_put(&f->roots, root, (unsigned)f->copies.n);
	ptrmap_put(&f->opaque, copy, 0);
	valvec_push(&f->copies, copy);
	at = dup_runs_with(m, root);
	uvec_push(&st->copy_at, at ? ir_inst_id(m, at) : 0);
	return copy;
}

/*
 * A shadow phi's constant incoming value, through an opaque copy at the
 * end of its incoming block: a loop counter's shadow (phi of 0, add 1)
 * would otherwise be a recurrence of constants, which GVN proves equal to
 * the original and merges, folding its check away.
 */
static LLVMValueRef
opaque_constant(const struct ir_module *m, struct func_dup *f,
		LLVMBuilderRef b, LLVMValueRef c, LLVMBasicBlockRef from,
		struct dup_stats *st)
{
	LLVMValueRef term = LLVMGetBasicBlockTerminator(from), copy;

	if (!term || !(copy = opaque_copy(m, b, c, term, "dup.const")))
		return c;
	ptrmap_put(&f->opaque, copy, 0);
	uvec_push(&st->copy_at, ir_inst_id(m, term));
	return copy;
}

/* Whether operand k of shadow s is a root that an opaque copy may stand
   for: an argument or an instruction (not inline asm, not a callee). */
static bool
root_operand(const struct func_dup *f, LLVMValueRef s, int k, int nops)
{
	LLVMValueRef op = LLVMGetOperand(s, (unsigned)k);

	if (LLVMIsACallInst(s) && k == nops - 1)
		return false;
	if (ptrmap_get(&f->opaque, op) != TR_NONE ||
	    ptrmap_get(&f->rindex, op) != TR_NONE)
		return false;
	return LLVMIsAArgument(op) ||
	       (LLVMIsAInstruction(op) && !LLVMIsAInlineAsm(op));
}

/* Mark shadow i grounded, and every shadow that then computes from it. */
static void
ground(struct func_dup *f, size_t i, struct uvec *work)
{
	if (f->grounded[i])
		return;
	f->grounded[i] = true;
	uvec_push(work, (unsigned)i);
	while (work->n) {
		LLVMValueRef v = f->shadow[work->v[--work->n]];

		for (LLVMUseRef u = LLVMGetFirstUse(v); u;
		     u = LLVMGetNextUse(u)) {
			unsigned j = ptrmap_get(&f->rindex, LLVMGetUser(u));

			if (j != TR_NONE && !f->grounded[j]) {
				f->grounded[j] = true;
				uvec_push(work, j);
			}
		}
	}
}

/*
 * Rule 10 with as few copies as it takes. A shadow that computes from an
 * opaque copy, or from another shadow that does (grounded), is a value
 * of its own: no later pass can prove it equal to its original. A phi's
 * shadow has its roots and constants copied (a loop's recurrence of
 * constants would otherwise be proved equal to the original's); any other
 * shadow takes its root operands as they are, and only one that is not
 * grounded so gets one root copied: one the function copies already if
 * it can, else an argument (copied once, at the entry), else the first
 * that has a copy.
 * Each copy runs as often as its root, so a partial choice, whose chosen
 * instructions have many unchosen operands, pays far fewer of them than a
 * copy of every root.
 */
static void
ground_shadows(const struct ir_module *m, struct func_dup *f,
	       LLVMBuilderRef b, struct dup_stats *st)
{
	struct uvec work = { 0 };

	for (size_t i = 0; i < f->n; i++) {
		LLVMValueRef s = f->shadow[i];
		int nops = LLVMGetNumOperands(s);

		for (int k = 0; k < nops && !f->grounded[i]; k++)
			if (ptrmap_get(&f->opaque, LLVMGetOperand(
					       s, (unsigned)k)) != TR_NONE)
				ground(f, i, &work);
	}
	for (size_t i = 0; i < f->n; i++) {
		LLVMValueRef s = f->shadow[i], root, copy;
		int nops = LLVMGetNumOperands(s);

		if (f->grounded[i] || LLVMIsAPHINode(s))
			continue;
		/* The roots by preference, until one can be copied (an i1 or
		   an odd-sized value has no copy). */
		for (int rank = 0; rank < 3 && !f->grounded[i]; rank++)
			for (int k = 0; k < nops && !f->grounded[i]; k++) {
				if (!root_operand(f, s, k, nops))
					continue;
				root = LLVMGetOperand(s, (unsigned)k);
				if ((ptrmap_get(&f->roots, root) != TR_NONE ? 0 :
				     LLVMIsAArgument(root) ? 1 : 2) != rank ||
				    (copy = opaque_root(m, f, b, root, st)) ==
					    root)
					continue;
				for (int q = 0; q < nops; q++)
					if (LLVMGetOperand(s, (unsigned)q) ==
						    root &&
					    root_operand(f, s, q, nops))
						LLVMSetOperand(s, (unsigned)q,
							       copy);
				ground(f, i, &work);
			}
	}
	free(work.v);
}

/* Steps 1 and 2 for function f's chosen instructions. */
static void
make_shadows(const struct ir_module *m, struct func_dup *f, LLVMBuilderRef b,
	     unsigned dup_kind, struct dup_stats *st)
{
	LLVMContextRef ctx = m->ctx;

	/*
	 * An undef or poison operand of an original (a phi's value on an edge
	 * where nothing was defined, a vector's unused lanes) becomes a zero
	 * first: a refinement the program cannot tell, and what the two copies
	 * then compare. Left as it is, each copy may see another value, and
	 * comparing poison branches on poison: the injector's -O2 build of
	 * bfs detected a mismatch in a run without a fault.
	 */
	for (size_t i = 0; i < f->n; i++) {
		LLVMValueRef o = f->orig[i];
		int nops = LLVMGetNumOperands(o);

		for (int k = 0; k < nops; k++) {
			LLVMValueRef op = LLVMGetOperand(o, (unsigned)k);

			if (LLVMIsUndef(op) || LLVMIsPoison(op))
				LLVMSetOperand(o, (unsigned)k,
					       LLVMConstNull(LLVMTypeOf(op)));
		}
	}
	for (size_t i = 0; i < f->n; i++) {
		LLVMValueRef o = f->orig[i], s = LLVMInstructionClone(o);
		LLVMValueRef next = LLVMGetNextInstruction(o);
		LLVMValueRef idv = LLVMConstInt(LLVMInt64TypeInContext(ctx),
						ir_inst_id(m, o), 0);
		LLVMMetadataRef md = LLVMValueAsMetadata(idv);

		/* A phi's shadow goes before it, inside the phi group, where
		   no debug record can be attached. */
		LLVMPositionBuilderBefore(b, LLVMIsAPHINode(o) ? o : next);
		LLVMInsertIntoBuilder(b, s);
		LLVMSetMetadata(s, m->id_kind, NULL);
		LLVMSetMetadata(s, dup_kind,
				LLVMMetadataAsValue(ctx,
					LLVMMDNodeInContext2(ctx, &md, 1)));
		f->shadow[i] = s;
		ptrmap_put(&f->rindex, s, (unsigned)i);
	}
	for (size_t i = 0; i < f->n; i++) {
		LLVMValueRef s = f->shadow[i];
		int nops = LLVMGetNumOperands(s);

		for (int k = 0; k < nops; k++) {
			LLVMValueRef op = LLVMGetOperand(s, (unsigned)k),
				     sh = shadow_of(f, op);

			if (!sh && LLVMIsAPHINode(s) &&
			    (LLVMIsAArgument(op) ||
			     (LLVMIsAInstruction(op) &&
			      !LLVMIsAInlineAsm(op))))
				sh = opaque_root(m, f, b, op, st);
			else if (!sh && LLVMIsAPHINode(s) &&
				 (LLVMIsAConstantInt(op) ||
				  LLVMIsAConstantFP(op) ||
				  LLVMIsAConstantPointerNull(op)))
				sh = opaque_constant(m, f, b, op,
					LLVMGetIncomingBlock(s, (unsigned)k),
					st);
			if (sh && sh != op)
				LLVMSetOperand(s, (unsigned)k, sh);
		}
	}
	ground_shadows(m, f, b, st);
}

/* Step 3's sites: each use of an original by an instruction without a
   shadow. */
static void
find_sites(const struct ir_module *m, const struct func_dup *f,
	   struct sites *s)
{
	unsigned dup_kind = LLVMGetMDKindIDInContext(m->ctx, DUP_KIND,
						     sizeof(DUP_KIND) - 1);

	for (size_t i = 0; i < f->n; i++) {
		LLVMValueRef o = f->orig[i];

		for (LLVMUseRef u = LLVMGetFirstUse(o); u;
		     u = LLVMGetNextUse(u)) {
			LLVMValueRef user = LLVMGetUser(u);

			if (!LLVMIsAInstruction(user) || user == f->shadow[i] ||
			    ptrmap_get(&f->index, user) != TR_NONE)
				continue;
			/* A shadow of another chosen instruction; an EH pad,
			   before which nothing may go. */
			if (LLVMGetMetadata(user, dup_kind) ||
			    LLVMIsALandingPadInst(user) ||
			    LLVMIsACatchSwitchInst(user) ||
			    LLVMIsAFuncletPadInst(user))
				continue;
			if (LLVMIsAPHINode(user)) {
				unsigned nin = LLVMCountIncoming(user);

				for (unsigned k = 0; k < nin; k++)
					if (LLVMGetIncomingValue(user, k) == o)
						site_add(s, m,
							 LLVMGetBasicBlockTerminator(
								 LLVMGetIncomingBlock(user, k)),
							 o);
			} else {
				site_add(s, m, user, o);
			}
		}
	}
}

/*
 * One check of a value per block: a site later in a block than another
 * that checks the same value drops it (the earlier check dominates), so
 * that the chain's value is compared once where it first leaves.
 */
static void
dedupe_sites(LLVMValueRef fn, struct sites *s)
{
	struct ptrmap seen = { 0 };

	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb)) {
		ptrmap_release(&seen);
		for (LLVMValueRef v = LLVMGetFirstInstruction(bb); v;
		     v = LLVMGetNextInstruction(v)) {
			unsigned k = ptrmap_get(&s->at, v);
			struct site *st;
			size_t kept = 0;

			if (k == TR_NONE)
				continue;
			st = &s->v[k];
			for (size_t i = 0; i < st->n; i++) {
				if (ptrmap_get(&seen, st->vals[i]) != TR_NONE)
					continue;
				ptrmap_put(&seen, st->vals[i], 0);
				st->vals[kept++] = st->vals[i];
			}
			st->n = kept;
		}
	}
	ptrmap_release(&seen);
}

/* Step 3's compares and check calls. */
static unsigned
place_checks(const struct ir_module *m, const struct func_dup *f,
	     const struct sites *s, LLVMValueRef check, LLVMBuilderRef b,
	     struct dup_stats *stats)
{
	LLVMContextRef ctx = m->ctx;
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(m->mod);
	LLVMTypeRef i1 = LLVMInt1TypeInContext(ctx), i32 =
		LLVMInt32TypeInContext(ctx), vt = LLVMVoidTypeInContext(ctx);
	LLVMTypeRef params[2] = { i1, i32 };
	LLVMTypeRef check_t = LLVMFunctionType(vt, params, 2, 0);
	unsigned placed = 0;

	for (size_t i = 0; i < s->n; i++) {
		const struct site *st = &s->v[i];
		LLVMValueRef ok = NULL, args[2];
		unsigned compared = 0;

		LLVMPositionBuilderBefore(b, st->before);
		/* The site's source line for the compares and the call (a
		   call in a function with debug information needs one). */
		LLVMSetCurrentDebugLocation(b, LLVMGetMetadata(st->before, 0));
		for (size_t k = 0; k < st->n; k++) {
			LLVMValueRef a = as_bits(b, ctx, td, st->vals[k]);
			LLVMValueRef c = as_bits(b, ctx, td,
						 shadow_of(f, st->vals[k]));

			if (!a || !c)
				continue;
			c = LLVMBuildICmp(b, LLVMIntEQ, a, c, "dup.eq");
			ok = ok ? LLVMBuildAnd(b, ok, c, "dup.ok") : c;
			compared++;
		}
		if (!ok)
			continue;
		args[0] = ok;
		args[1] = LLVMConstInt(i32, st->id, 0);
		LLVMBuildCall2(b, check_t, check, args, 2, "");
		uvec_push(&stats->check_at, st->id);
		uvec_push(&stats->check_values, compared);
		placed++;
	}
	LLVMSetCurrentDebugLocation(b, NULL);
	return placed;
}

/*
 * Inline the check function's calls (LLVM's always-inline pass): every
 * other function keeps what it had, its alwaysinline attribute taken off
 * for the pass and put back.
 */
static int
inline_checks(LLVMModuleRef mod, LLVMValueRef check)
{
	unsigned kind = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
	LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
	char **had = NULL, *msg;
	size_t nhad = 0, len;
	LLVMErrorRef err;
	int rc = 0;

	for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
	     f = LLVMGetNextFunction(f))
		if (f != check && LLVMGetEnumAttributeAtIndex(
				 f, LLVMAttributeFunctionIndex, kind)) {
			had = xrealloc(had, (nhad + 1) * sizeof(*had));
			had[nhad++] = xstrdup(LLVMGetValueName2(f, &len));
			LLVMRemoveEnumAttributeAtIndex(
				f, LLVMAttributeFunctionIndex, kind);
		}
	err = LLVMRunPasses(mod, "always-inline", NULL, po);
	if (err) {
		msg = LLVMGetErrorMessage(err);
		rc = tr_error("inlining the checks: %s", msg);
		LLVMDisposeErrorMessage(msg);
	}
	for (size_t i = 0; i < nhad; i++) {
		LLVMValueRef f = LLVMGetNamedFunction(mod, had[i]);

		if (f)
			LLVMAddAttributeAtIndex(
				f, LLVMAttributeFunctionIndex,
				LLVMCreateEnumAttribute(LLVMGetModuleContext(mod),
							kind, 0));
		free(had[i]);
	}
	free(had);
	LLVMDisposePassBuilderOptions(po);
	/* The pass deletes it once inlined everywhere; else it goes here. */
	check = LLVMGetNamedFunction(mod, CHECK_FN);
	if (!rc && check && !LLVMGetFirstUse(check))
		LLVMDeleteFunction(check);
	return rc;
}

void
dup_find(const struct ir_module *m, const unsigned *ids, size_t n,
	 LLVMValueRef *at)
{
	struct ptrmap want = { 0 };

	for (size_t i = 0; i < n; i++) {
		at[i] = NULL;
		if (ids[i])
			ptrmap_put(&want, (const void *)(uintptr_t)ids[i],
				   (unsigned)i);
	}
	for (LLVMValueRef f = LLVMGetFirstFunction(m->mod); f;
	     f = LLVMGetNextFunction(f))
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef v = LLVMGetFirstInstruction(bb); v;
			     v = LLVMGetNextInstruction(v)) {
				unsigned id = ir_inst_id(m, v), k;

				if (id && (k = ptrmap_get(&want,
					(const void *)(uintptr_t)id)) != TR_NONE)
					at[k] = v;
			}
	ptrmap_release(&want);
}

/* The instructions of ids[], each one there and eligible. */
static int
find_chosen(struct ir_module *m, const unsigned *ids, size_t n,
	    LLVMValueRef *at)
{
	dup_find(m, ids, n, at);
	for (size_t i = 0; i < n; i++) {
		if (!at[i])
			return tr_error("'%s' has no instruction #%u to "
					"protect", m->path, ids[i]);
		if (!dup_eligible(at[i]))
			return tr_error("#%u of '%s' (%s) cannot be "
					"duplicated: stores, calls, terminators, "
					"allocas, atomics and volatile loads are "
					"never cloned", ids[i], m->path,
					ir_opcode_name(LLVMGetInstructionOpcode(
						at[i])));
	}
	return 0;
}

void
dup_stats_release(struct dup_stats *st)
{
	free(st->check_at.v);
	free(st->check_values.v);
	free(st->copy_at.v);
	*st = (struct dup_stats){ 0 };
}

int
dup_protect(struct ir_module *m, const unsigned *ids, size_t n,
	    const struct dup_opts *o, struct dup_stats *st)
{
	LLVMValueRef *at = xcalloc(n ? n : 1, sizeof(*at)), check = NULL;
	struct ptrmap chosen = { 0 };
	LLVMBuilderRef b = LLVMCreateBuilderInContext(m->ctx);
	unsigned dup_kind = LLVMGetMDKindIDInContext(m->ctx, DUP_KIND,
						     sizeof(DUP_KIND) - 1);
	int rc = -1;

	*st = (struct dup_stats){ 0 };
	if (o->on_detect == DUP_DETECT_HANDLER &&
	    (!o->handler || !*o->handler)) {
		tr_error("--on-detect handler=NAME needs a function name");
		goto out;
	}
	if (find_chosen(m, ids, n, at))
		goto out;
	for (size_t i = 0; i < n; i++)
		ptrmap_put(&chosen, at[i], 0);
	if (n)
		check = check_function(m->mod, m->ctx, o);
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn)) {
		struct func_dup f = { 0 };
		struct sites s = { 0 };

		if (fn == check)
			continue;
		/* The chosen instructions of fn, in function order. */
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef v = LLVMGetFirstInstruction(bb); v;
			     v = LLVMGetNextInstruction(v)) {
				if (ptrmap_get(&chosen, v) == TR_NONE)
					continue;
				if (f.n == f.cap) {
					f.cap = f.cap ? 2 * f.cap : 16;
					f.orig = xrealloc(f.orig,
							  f.cap * sizeof(*f.orig));
				}
				ptrmap_put(&f.index, v, (unsigned)f.n);
				f.orig[f.n++] = v;
			}
		if (f.n) {
			f.shadow = xcalloc(f.n, sizeof(*f.shadow));
			f.grounded = xcalloc(f.n, sizeof(*f.grounded));
			make_shadows(m, &f, b, dup_kind, st);
			find_sites(m, &f, &s);
			dedupe_sites(fn, &s);
			st->checks += place_checks(m, &f, &s, check, b, st);
			st->selected += (unsigned)f.n;
			st->shadows += (unsigned)f.n;
			st->functions++;
		}
		sites_release(&s);
		free(f.orig);
		free(f.shadow);
		free(f.grounded);
		free(f.copies.v);
		ptrmap_release(&f.index);
		ptrmap_release(&f.roots);
		ptrmap_release(&f.opaque);
		ptrmap_release(&f.rindex);
	}
	if (check && o->on_detect == DUP_DETECT_HOOK)
		default_hook(m->mod, m->ctx);
	if (check && inline_checks(m->mod, check))
		goto out;
	if (ir_module_verify_changed(m, "selective duplication"))
		goto out;
	rc = 0;
out:
	LLVMDisposeBuilder(b);
	ptrmap_release(&chosen);
	free(at);
	return rc;
}

LLVMValueRef
dup_check_begin(struct ir_module *m, const struct dup_opts *o)
{
	return check_function(m->mod, m->ctx, o);
}

int
dup_check_end(struct ir_module *m, LLVMValueRef check,
	      const struct dup_opts *o)
{
	if (o->on_detect == DUP_DETECT_HOOK)
		default_hook(m->mod, m->ctx);
	return inline_checks(m->mod, check);
}
