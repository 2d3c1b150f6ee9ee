/*
 * tuple.c: the local tuple (propagate p, mask m, crash c) of one user of a
 * corrupted value, thesis §5.3.3, with the two sources this project has:
 *
 *   the reference's heuristics (model-anchors §1.2, rules 5-8): and masks
 *   0.9; trunc iA -> iB masks (A - B)/A; shl, lshr and ashr mask 2k/W, k/W
 *   and (2k - 1)/W with k the mean shift amount; a compare masks by the
 *   formula of resolveCmpProb over its operand means and branch
 *   probabilities; a memory access crashes with (64 - floor(log2 VmSize
 *   kB))/64; everything else propagates (1, 0, 0);
 *
 *   the profile's sensitivities (opts.sensitivity): p is the fraction of
 *   single-bit flips of operand k that changed the user's result at
 *   sampled executions, and an access crashes with the fraction of
 *   single-bit flips of its address that left mapped memory.
 *
 * Every tuple is clamped to [0, 1] (the reference's can leave it).
 */
#include <math.h>
#include <string.h>

#include "internal.h"

unsigned
model_int_width(LLVMTypeRef t)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind)
		return LLVMGetIntTypeWidth(t);
	return 0;
}

/* b(v) = floor(log2 |v|) + 1, 0 for v = 0: the bits v occupies. */
static double
bits_of(double v)
{
	v = fabs(v);
	if (!(v >= 1))
		return 0;
	return floor(log2(v)) + 1;
}

double
model_cmp_mask_reference(const struct prof_compare *pc)
{
	const char *pr = pc->predicate;
	double pt, pf, mt = 0, mf = 0, w, e;
	double b1, b2;
	bool ptr = strcmp(pc->type, "ptr") == 0;

	if (!pc->n)
		return 0;
	pt = (double)pc->ntrue / (double)pc->n;
	pf = (double)pc->nfalse / (double)pc->n;
	b1 = pc->has_mean ? bits_of(pc->mean[0]) : 0;
	b2 = pc->has_mean ? bits_of(pc->mean[1]) : 0;
	w = pc->width ? pc->width : 64;
	if (!strcmp(pr, "eq") || !strcmp(pr, "oeq") || !strcmp(pr, "ueq")) {
		/* Pointer compares are inverted in the reference. */
		mf = ptr ? 0 : 1;
		mt = ptr ? 1 : 0;
	} else if (!strcmp(pr, "ne") || !strcmp(pr, "one") ||
		   !strcmp(pr, "une")) {
		mf = ptr ? 1 : 0;
		mt = ptr ? 0 : 1;
	} else if (pc->fp) {
		e = w == 32 ? 8 : 11;
		if (strstr(pr, "gt") || strstr(pr, "ge")) {
			mt = (2 * w - (e - b1)) / (2 * w);
			mf = (2 * w - (e - b2)) / (2 * w);
		} else if (strstr(pr, "lt") || strstr(pr, "le")) {
			mf = (2 * w - (e - b1)) / (2 * w);
			mt = (2 * w - (e - b2)) / (2 * w);
		}
		/* uno, ord, true, false: 0 */
	} else if (strstr(pr, "gt") || strstr(pr, "ge")) {
		mt = (w + b1) / (2 * w);
		mf = (w + b2) / (2 * w);
	} else if (strstr(pr, "lt") || strstr(pr, "le")) {
		mf = (w + b1) / (2 * w);
		mt = (w + b2) / (2 * w);
	}
	return model_clamp(mf * pf + mt * pt);
}

double
model_addr_crash(struct model_ctx *x, LLVMValueRef access)
{
	unsigned id = ir_inst_id(x->m, access);
	const struct prof_mem_access *a = prof_mem_access_find(x->p, id);

	if (x->device)
		return model_device_crash(x, access, 0);
	if (!a || !a->sampled)
		return x->mean_crash;
	return model_clamp(x->o->sensitivity ? a->crash_fraction
					     : a->reference_crash);
}

static struct model_tuple
masking(double m)
{
	m = model_clamp(m);
	return (struct model_tuple){ 1 - m, m, 0, MODEL_CLS_ANY };
}

/*
 * The share of an error of operand k that a mask with a constant, a
 * trunc or a shift by a constant lets through when the operand's own
 * operations say which of its bits can differ (bits.c: a 4-bit code in an
 * i32 passes a trunc to i8 whole, where the heuristic passes 8/32); -1
 * when they do not, or for any other user.
 */
static double
known_pass(struct model_ctx *x, LLVMValueRef user, unsigned k)
{
	LLVMValueRef v = LLVMGetOperand(user, k), other;
	unsigned w = model_int_width(LLVMTypeOf(v));
	uint64_t all = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1, keep;
	unsigned long long c = 0;

	if (!w || w > 64 || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
		return -1;
	switch (LLVMGetInstructionOpcode(user)) {
	case LLVMAnd:
		other = LLVMGetOperand(user, k ? 0 : 1);
		if (!LLVMIsAConstantInt(other))
			return -1;
		keep = LLVMConstIntGetZExtValue(other);
		break;
	case LLVMTrunc:
		keep = all >> (w - model_int_width(LLVMTypeOf(user)));
		break;
	case LLVMShl:
	case LLVMLShr:
	case LLVMAShr:
		other = LLVMGetOperand(user, 1);
		if (k != 0 || !LLVMIsAConstantInt(other) ||
		    (c = LLVMConstIntGetZExtValue(other)) >= w)
			return -1;
		/* shl drops the top c bits; lshr and ashr the low c. */
		if (LLVMGetInstructionOpcode(user) == LLVMShl)
			keep = all >> c;
		else
			keep = all & ~(c ? all >> (w - c) : 0);
		break;
	default:
		return -1;
	}
	return model_bits_kept(x, v, keep & all);
}

bool
model_icmp_order(LLVMIntPredicate p, bool *below, bool *sgn)
{
	switch (p) {
	case LLVMIntULT: case LLVMIntULE: case LLVMIntSLT: case LLVMIntSLE:
		*below = true;
		break;
	case LLVMIntUGT: case LLVMIntUGE: case LLVMIntSGT: case LLVMIntSGE:
		*below = false;
		break;
	default:
		return false;
	}
	*sgn = p == LLVMIntSLT || p == LLVMIntSLE || p == LLVMIntSGT ||
	       p == LLVMIntSGE;
	return true;
}

/* The reference's tuple of user when one of its operands is corrupted. */
static struct model_tuple
heuristic(struct model_ctx *x, LLVMValueRef user, unsigned k)
{
	unsigned id = ir_inst_id(x->m, user);
	LLVMOpcode op = LLVMGetInstructionOpcode(user);
	const struct prof_compare *pc;
	unsigned a, b;
	double mean, c;

	/* An error that arrived other than as a fresh flip of a value
	   whose own operations bound its bits: their share (not in the
	   reference's model, nor for a flip, which can be of any bit). */
	if (x->o->sensitivity && x->o->known_bits && !x->first &&
	    (c = known_pass(x, user, k)) >= 0)
		return masking(1 - c);
	switch (op) {
	case LLVMAnd:
		return masking(0.9);
	case LLVMTrunc:
		a = model_int_width(LLVMTypeOf(LLVMGetOperand(user, 0)));
		b = model_int_width(LLVMTypeOf(user));
		return a ? masking((double)(a - b) / a) : masking(0);
	case LLVMShl:
	case LLVMLShr:
	case LLVMAShr:
		a = model_int_width(LLVMTypeOf(user));
		if (!a || !prof_shift_mean(x->p, id, &mean))
			return masking(0);
		if (op == LLVMShl)
			return masking(2 * mean / a);
		if (op == LLVMLShr)
			return masking(mean / a);
		return masking((2 * mean - 1) / a);
	case LLVMICmp:
	case LLVMFCmp:
		pc = prof_compare_find(x->p, id);
		return masking(pc ? model_cmp_mask_reference(pc) : 0);
	case LLVMLoad:
		c = model_addr_crash(x, user);
		return (struct model_tuple){ 1 - c, 0, c, MODEL_CLS_ANY };
	default:
		(void)k;
		return masking(0);
	}
}

/*
 * Without magnitude, whether user hands a large floating-point error
 * (MODEL_CLS_LARGE) in its operand on as one: FP arithmetic, conversions
 * between FP types, moves (phi, select, vector element operations) and
 * the C library's FP functions (an intrinsic or a call that returns FP).
 */
static bool
keeps_large(LLVMValueRef user)
{
	if (!model_is_fp(user))
		return false;
	switch (LLVMGetInstructionOpcode(user)) {
	case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv:
	case LLVMFRem: case LLVMFNeg: case LLVMFPExt: case LLVMFPTrunc:
	case LLVMPHI: case LLVMSelect: case LLVMExtractElement:
	case LLVMInsertElement: case LLVMShuffleVector: case LLVMCall:
	case LLVMLoad: case LLVMFreeze:
		return true;
	default:
		return false;
	}
}

static struct model_tuple tuple(struct model_ctx *x, LLVMValueRef user,
				unsigned k);

/*
 * §5.3.3, a first user's tuple: the share of operand k's lanes that
 * shufflevector user picks (vectors are not value-profiled): a flip
 * of a vector is in one of its lanes, and a shuffle passes it only when
 * its mask takes that lane (a broadcast, `insertelement poison, x, 0`
 * then a zero mask, drops the flips of every other lane).
 */
static double
lanes_kept(LLVMValueRef user, unsigned k)
{
	LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(user, k));
	unsigned n, nm, kept = 0;
	bool seen[64] = { false };

	if (LLVMGetTypeKind(t) != LLVMVectorTypeKind || k > 1)
		return 1;
	n = LLVMGetVectorSize(t);
	if (!n || n > 64)
		return 1;
	nm = LLVMGetNumMaskElements(user);
	for (unsigned i = 0; i < nm; i++) {
		int m = LLVMGetMaskValue(user, i);

		if (m == LLVMGetUndefMaskElem() || m < 0)
			continue;
		if ((unsigned)m / n == k && !seen[(unsigned)m % n]) {
			seen[(unsigned)m % n] = true;
			kept++;
		}
	}
	return (double)kept / n;
}

/* The only user of v, or NULL. */
static LLVMValueRef
only_user(LLVMValueRef v)
{
	LLVMUseRef u = LLVMGetFirstUse(v);

	return u && !LLVMGetNextUse(u) ? LLVMGetUser(u) : NULL;
}

/*
 * The precision a floating-point sum v keeps: its type's, or, where its
 * one use adds it to more (an fadd, fsub or an fma's addend, each the
 * one use of the one before) and an fptrunc ends the chain, the
 * truncated type's (`w = (float)((double)w + a * d + b * o)`).
 */
static LLVMTypeRef
kept_type(LLVMValueRef v)
{
	LLVMValueRef u;

	for (unsigned n = 0; n < 8 && (u = only_user(v)); n++) {
		if (LLVMIsAFPTruncInst(u))
			return LLVMTypeOf(u);
		if (!model_is_fp_sum(u) ||
		    (LLVMIsACallInst(u) && LLVMGetOperand(u, 2) != v))
			break;
		v = u;
	}
	return LLVMTypeOf(v);
}

/*
 * Whether a large error in operand k of the floating-point addition user
 * is rounded away: the profile puts operand k (an fma's product, when k
 * is a factor) more bits below the other addend than the precision the
 * sum keeps (kept_type), so another value there changes nothing
 * (model_opts.silent_updates; Rodinia backprop's `w += ETA * delta * ly +
 * MOMENTUM * oldw` on float weights: an oldw from a wrong address is as
 * tiny as the right one, 2^-38 of w).
 */
static bool
large_rounds_away(struct model_ctx *x, LLVMValueRef user, unsigned k)
{
	LLVMTypeRef t = kept_type(user);
	unsigned other;

	switch (LLVMGetInstructionOpcode(user)) {
	case LLVMFAdd:
	case LLVMFSub:
		other = 1 - k;
		break;
	case LLVMCall:
		if (!model_is_fma(user) || k > 1)
			return false;
		other = 2;
		break;
	default:
		return false;
	}
	return model_update_rounds_away(x, user, other, t);
}

struct model_tuple
model_tuple(struct model_ctx *x, LLVMValueRef user, unsigned k)
{
	struct model_tuple t = tuple(x, user, k);
	LLVMOpcode op = LLVMGetInstructionOpcode(user);

	if (x->o->magnitude || !x->o->large_fp)
		return t;
	if (x->cls == MODEL_CLS_LARGE && x->o->silent_updates &&
	    large_rounds_away(x, user, k))
		return (struct model_tuple){ 0, 1, 0, MODEL_CLS_LARGE };
	/* An integer's error through sitofp/uitofp: a large FP one. */
	if (op == LLVMSIToFP || op == LLVMUIToFP ||
	    (x->cls == MODEL_CLS_LARGE && keeps_large(user)))
		t.cls = MODEL_CLS_LARGE;
	return t;
}

static struct model_tuple
tuple(struct model_ctx *x, LLVMValueRef user, unsigned k)
{
	struct model_tuple t;
	unsigned id;
	double s, c;

	/* An error of known size (magnitude.c): its own tuple. */
	if (x->o->magnitude && x->cls < MODEL_CLS_ANY &&
	    model_cls_step(x, user, k, x->cls, &t))
		return t;
	if (!x->o->sensitivity || !x->first)
		return heuristic(x, user, k);
	if (LLVMGetInstructionOpcode(user) == LLVMLoad) {
		c = model_addr_crash(x, user);
		return (struct model_tuple){ 1 - c, 0, c, MODEL_CLS_ANY };
	}
	/* A flip of a vector is in one lane. */
	if (LLVMGetInstructionOpcode(user) == LLVMShuffleVector)
		return masking(1 - lanes_kept(user, k));
	id = ir_inst_id(x->m, user);
	if (prof_sensitivity(x->p, id, k, &s)) {
		s = model_clamp(s);
		return (struct model_tuple){ s, 1 - s, 0, MODEL_CLS_ANY };
	}
	return heuristic(x, user, k);
}
