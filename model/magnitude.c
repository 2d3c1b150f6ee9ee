/*
 * magnitude.c: the size of an error (issue 15; thesis §5.3.3 and §5.6,
 * which name FP masking and compares among the model's sources of
 * inaccuracy).
 *
 * A corrupted value carries an error of some size, not only its
 * presence. The model follows it as a class (model_opts.magnitude):
 *
 *   integers   the absolute error |e| ~ 2^b, class b / MODEL_CLS_BITS (b = 0 .. 63,
 *              classes 0 .. 15): a flip of bit b adds or takes 2^b;
 *   FP         the relative error |e / x| ~ 2^r, class (r + 64) / MODEL_CLS_BITS (r =
 *              -64 .. -1): a flip of mantissa bit b of a double gives r =
 *              b - 52 (classes 3 .. 12), of a float r = b - 23; a flip of
 *              the sign or of an exponent bit changes the value by a
 *              factor of at least 2: no class (MODEL_CLS_ANY);
 *   ANY        an error of unknown, large size (a wrong address's load, a
 *              branch that went the other way, a library call's result):
 *              the model's tuples as before.
 *
 * A single-bit flip of the injected value gives each class the share of
 * the type's bits in it (model_cls_first). Each user maps the class of
 * its corrupted operand to the class of its result, and masks it with a
 * probability that follows from the size (model_cls_step):
 *
 *   add, sub, phi, select's value, xor, or, casts, fneg, fmul, fdiv, the
 *   multiplier of a multiply-add: the size stays (an FP product keeps
 *   its relative error);
 *   shl/lshr by a constant s: the size moves by s bits, bits shifted out
 *   are masked; trunc masks errors above its width; and with a constant
 *   mask lets through the share of the class's bits it keeps, or with
 *   one the share it does not set; udiv by a constant C lets through
 *   2^b / C of the errors smaller than C;
 *   fadd, fsub, the addend of a multiply-add: the relative error scales
 *   by |operand| / |result| (the profile's sampled magnitudes): the
 *   difference of two close values (a tolerance check's x - ref) makes a
 *   small relative error large;
 *   sitofp/uitofp and fptosi/fptoui: absolute and relative error convert
 *   through the operand's sampled magnitude; an error below one unit of
 *   the integer result is masked;
 *   icmp, fcmp: the compare flips when the error crosses the margin
 *   between its operands in the right direction: half of the sampled
 *   margins below the error's size (the profile's margin histogram);
 *   equality flips when the operands were equal;
 *   select's value operand (a min or max as compare and select): it
 *   passes on only when the select picks it (the compare's profile);
 *   min/max intrinsics likewise from their margins.
 *
 * At an output call (fm.c) a floating-point value printed with d
 * significant digits shows a relative error above 10^-d; %f with
 * precision p shows an absolute error above 10^-p / 2, from the printed
 * value's magnitude when the profile sampled it (model_cls_visible).
 */
#include <math.h>
#include <string.h>

#include "internal.h"

#define LOG2_10 3.321928094887362

/* Mantissa bits of an FP type (0 for any other). */
static unsigned
fp_mantissa(LLVMTypeRef t)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	switch (LLVMGetTypeKind(t)) {
	case LLVMFloatTypeKind: return 23;
	case LLVMDoubleTypeKind: return 52;
	default: return 0;
	}
}

unsigned
model_cls_first(LLVMValueRef v, double w[MODEL_NCLS + 1])
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned n, m;

	memset(w, 0, (MODEL_NCLS + 1) * sizeof(*w));
	if ((n = model_int_width(t)) && n <= 64 && n > 1) {
		for (unsigned b = 0; b < n; b++)
			w[b / MODEL_CLS_BITS] += 1.0 / n;
		return n;
	}
	if ((m = fp_mantissa(t))) {
		n = m == 23 ? 32 : 64;
		for (unsigned b = 0; b < m; b++)
			w[(64 + b - m) / MODEL_CLS_BITS] += 1.0 / n;
		w[MODEL_CLS_ANY] = (double)(n - m) / n;
		return n;
	}
	w[MODEL_CLS_ANY] = 1;
	return 0;
}

/* Whether t is (a vector of) float or double. */
static bool
is_fp(LLVMTypeRef t)
{
	return fp_mantissa(t) != 0;
}

/* The sampled mean log2 magnitude of slot k (operand, 3 result). */
static bool
magnitude(const struct model_ctx *x, LLVMValueRef inst, unsigned k,
	  double *mag)
{
	const struct prof_value *pv = prof_value_find(x->p,
						      ir_inst_id(x->m, inst));

	if (!pv || k > 3 || !pv->mag_n[k])
		return false;
	*mag = pv->mag_mean[k];
	return true;
}

bool
model_update_rounds_away(const struct model_ctx *x, LLVMValueRef v,
			 unsigned k, LLVMTypeRef t)
{
	double mk, mu, ma, mb;
	unsigned m = fp_mantissa(t);

	if (!m || !magnitude(x, v, k, &mk))
		return false;
	if (LLVMIsACallInst(v)) {
		/* a * b + c: the product's size from its factors' */
		if (k != 2 || !magnitude(x, v, 0, &ma) ||
		    !magnitude(x, v, 1, &mb))
			return false;
		mu = ma + mb;
	} else if (!magnitude(x, v, 1 - k, &mu)) {
		return false;
	}
	return mk - mu > (double)m + 1;
}

/* Whether every sampled result of inst was 0 (or not finite). */
static bool
cancels(const struct model_ctx *x, LLVMValueRef inst)
{
	const struct prof_value *pv = prof_value_find(x->p,
						      ir_inst_id(x->m, inst));

	return pv && pv->samples && !pv->mag_n[3];
}

/* Constant integer operand value, if any. */
static bool
const_int(LLVMValueRef v, long long *c)
{
	if (!LLVMIsAConstantInt(v) || model_int_width(LLVMTypeOf(v)) > 64)
		return false;
	*c = LLVMConstIntGetSExtValue(v);
	return true;
}

/* The fraction of bits 4 cls .. 4 cls + 3 (below width) set in c. */
static double
bits_set(unsigned long long c, unsigned cls, unsigned width)
{
	unsigned n = 0, set = 0;

	for (unsigned b = MODEL_CLS_BITS * cls;
	     b < MODEL_CLS_BITS * (cls + 1) && b < width && b < 64;
	     b++, n++)
		set += (unsigned)(c >> b & 1);
	return n ? (double)set / n : 0;
}

/* A class for log2 size e (integers: absolute; FP: relative). */
static unsigned
cls_of(double e, bool fp)
{
	if (fp) {
		if (e >= 0)
			return MODEL_CLS_ANY;
		e += 64;
	}
	if (e < 0)
		e = 0;
	if (e >= MODEL_CLS_BITS * MODEL_NCLS)
		return MODEL_CLS_ANY;
	return (unsigned)(e / MODEL_CLS_BITS);
}

/* The log2 size at the middle of class cls. */
static double
size_of(unsigned cls, bool fp)
{
	return MODEL_CLS_BITS * (double)cls + (MODEL_CLS_BITS - 1) / 2.0 -
	       (fp ? 64 : 0);
}

/*
 * The probability that an error of class cls in one operand of compare
 * (icmp/fcmp) or min/max id flips it: over the 4 sizes of the class,
 * half the sampled margins below the size (the error must go the right
 * way), for an equality the margins that were 0. -1 without margins.
 */
static double
cmp_flip(const struct prof_value *pv, unsigned cls, bool fp, bool equality)
{
	double total = 0, below = 0, flip = 0;

	if (!pv || !pv->has_margins)
		return -1;
	for (unsigned k = 0; k < PROF_MARGIN_BINS; k++)
		total += (double)pv->margin[k];
	if (total <= 0)
		return -1;
	if (equality)
		return (double)pv->margin[0] / total;
	for (unsigned j = 0; j < MODEL_CLS_BITS; j++) {
		/* Size 2^e: integers bins <= e (d < 2^e); FP relative
		   margins in bins k have d >= 2^(k - 64). */
		int e = (int)(MODEL_CLS_BITS * cls + j), top = fp ? e - 1 : e;

		below = 0;
		for (int k = 0; k <= top && k < PROF_MARGIN_BINS; k++)
			below += (double)pv->margin[k];
		flip += 0.5 * below / total;
	}
	return flip / MODEL_CLS_BITS;
}

static bool
is_equality(LLVMValueRef cmp)
{
	if (LLVMIsAICmpInst(cmp)) {
		LLVMIntPredicate p = LLVMGetICmpPredicate(cmp);

		return p == LLVMIntEQ || p == LLVMIntNE;
	}
	switch (LLVMGetFCmpPredicate(cmp)) {
	case LLVMRealOEQ: case LLVMRealONE: case LLVMRealUEQ:
	case LLVMRealUNE:
		return true;
	default:
		return false;
	}
}

/* The share of executions in which select picks operand k (1 or 2). */
static double
select_share(const struct model_ctx *x, LLVMValueRef sel, unsigned k)
{
	LLVMValueRef c = LLVMGetOperand(sel, 0);
	const struct prof_compare *pc;
	double t;

	if (!LLVMIsAInstruction(c) ||
	    !(pc = prof_compare_find(x->p, ir_inst_id(x->m, c))) || !pc->n)
		return -1;
	t = (double)pc->ntrue / (double)pc->n;
	return k == 1 ? t : 1 - t;
}

static bool
prefix(const char *s, const char *p)
{
	return s && !strncmp(s, p, strlen(p));
}

bool
model_is_fma(LLVMValueRef call)
{
	const char *name = model_callee_name(call);

	return prefix(name, "llvm.fmuladd.") || prefix(name, "llvm.fma.");
}

bool
model_is_minmax(LLVMValueRef call)
{
	static const char *const names[] = {
		"llvm.smin.", "llvm.smax.", "llvm.umin.", "llvm.umax.",
		"llvm.minnum.", "llvm.maxnum.", "llvm.minimum.",
		"llvm.maximum.",
	};
	const char *name = model_callee_name(call);

	for (unsigned i = 0; i < sizeof(names) / sizeof(*names); i++)
		if (prefix(name, names[i]))
			return true;
	return false;
}

bool
model_cls_step(struct model_ctx *x, LLVMValueRef user, unsigned k,
	       unsigned cls, struct model_tuple *t)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(user);
	LLVMTypeRef rt = LLVMTypeOf(user);
	LLVMValueRef other = LLVMGetNumOperands(user) > 1 ?
			     LLVMGetOperand(user, k ? 0 : 1) : NULL;
	bool fp_in = is_fp(LLVMTypeOf(LLVMGetOperand(user, k)));
	const struct prof_value *pv;
	unsigned w = model_int_width(rt);
	const char *name;
	long long c;
	double e = size_of(cls, fp_in), p = 1, ma, mr, s;

	if (cls >= MODEL_CLS_ANY)
		return false;
	*t = (struct model_tuple){ 1, 0, 0, cls };
	switch (op) {
	case LLVMAdd: case LLVMSub: case LLVMPHI: case LLVMFreeze:
	case LLVMZExt: case LLVMSExt: case LLVMXor: case LLVMFNeg:
	case LLVMFMul: case LLVMFPExt: case LLVMExtractElement:
	case LLVMInsertElement: case LLVMShuffleVector:
	case LLVMExtractValue: case LLVMInsertValue:
		return true;
	case LLVMBitCast:
		return is_fp(rt) == fp_in;
	case LLVMFDiv:
		/* x / y: y's relative error too (first order). */
		return true;
	case LLVMOr:
		if (const_int(other, &c))
			p = 1 - bits_set((unsigned long long)c, cls, w);
		break;
	case LLVMAnd:
		if (const_int(other, &c))
			p = bits_set((unsigned long long)c, cls, w);
		else if (w == 1)
			p = 0.5;
		else
			return false;
		break;
	case LLVMTrunc:
		if (e >= w)
			p = 0;
		break;
	case LLVMShl:
	case LLVMLShr:
	case LLVMAShr:
		if (k != 0 || !const_int(LLVMGetOperand(user, 1), &c) ||
		    c < 0 || c >= 64)
			return false;
		e += op == LLVMShl ? (double)c : -(double)c;
		if (e < 0 || e >= w)
			p = 0;
		break;
	case LLVMMul:
		if (!const_int(other, &c))
			return false;
		if (!c)
			p = 0;
		e += log2(fabs((double)c));
		if (e >= w)
			p = 0;
		break;
	case LLVMUDiv:
	case LLVMSDiv:
		if (k != 0 || !const_int(other, &c) || c == 0)
			return false;
		s = log2(fabs((double)c));
		p = fmin(1, exp2(e - s));
		e -= s;
		break;
	case LLVMFAdd:
	case LLVMFSub:
		if (magnitude(x, user, k, &ma) && magnitude(x, user, 3, &mr))
			e += ma - mr;
		else if (magnitude(x, user, k, &ma) && cancels(x, user))
			/* x - ref with x == ref (a tolerance check): any
			   error is infinitely large against the result 0. */
			return *t = (struct model_tuple){ 1, 0, 0,
							  MODEL_CLS_ANY }, true;
		break;
	case LLVMFPTrunc:
		if (e < -24)
			p = 0;
		break;
	case LLVMSIToFP:
	case LLVMUIToFP:
		if (!magnitude(x, user, 0, &ma))
			return false;
		e -= ma;
		t->cls = cls_of(e, true);
		return true;
	case LLVMFPToSI:
	case LLVMFPToUI:
		if (!magnitude(x, user, 0, &ma))
			return false;
		e += ma;
		/* An error below one unit of the result mostly rounds
		   away. */
		p = e < 0 ? exp2(e) : 1;
		t->p = p;
		t->m = 1 - p;
		t->cls = cls_of(e < 0 ? 0 : e, false);
		return true;
	case LLVMICmp:
	case LLVMFCmp:
		pv = prof_value_find(x->p, ir_inst_id(x->m, user));
		if ((p = cmp_flip(pv, cls, fp_in, is_equality(user))) < 0)
			return false;
		t->p = p;
		t->m = 1 - p;
		t->cls = MODEL_CLS_ANY;
		return true;
	case LLVMSelect:
		if (k == 0)
			return false;
		if ((s = select_share(x, user, k)) < 0)
			return false;
		t->p = s;
		t->m = 1 - s;
		return true;
	case LLVMCall:
		name = model_callee_name(user);
		if (model_is_fma(user)) {
			if (k == 2 && magnitude(x, user, 2, &ma) &&
			    magnitude(x, user, 3, &mr))
				e += ma - mr;
			break;
		}
		if (prefix(name, "llvm.fabs.") || prefix(name, "llvm.abs."))
			return true;
		if (prefix(name, "llvm.sqrt.")) {
			e -= 1;
			break;
		}
		if (model_is_minmax(user)) {
			pv = prof_value_find(x->p, ir_inst_id(x->m, user));
			/* It passes when its operand wins (half the time,
			   not knowing which) or the error makes it win. */
			if ((s = cmp_flip(pv, cls, fp_in, false)) < 0)
				return false;
			p = 0.5 + s;
			break;
		}
		return false;
	default:
		return false;
	}
	/* An FP error below the result's precision is rounded away. */
	if (is_fp(rt) && e < -(double)fp_mantissa(rt) - 1)
		p = 0;
	p = model_clamp(p);
	t->p = p;
	t->m = 1 - p;
	t->cls = p > 0 ? cls_of(e, is_fp(rt)) : cls;
	if (!is_fp(rt) && !model_int_width(rt))
		t->cls = MODEL_CLS_ANY;
	return true;
}

double
model_cls_visible(struct model_ctx *x, const struct prof_conv *cv,
		  LLVMValueRef arg, unsigned cls)
{
	double e, d, mag = 0;
	LLVMValueRef src = arg;

	/* An error of no known size in a floating-point value: a sign or
	   exponent flip, a value from a wrong place; it shows. */
	if (cls >= MODEL_CLS_ANY)
		return is_fp(LLVMTypeOf(arg)) ? 1 : -1;
	if (!strchr("fFeEgG", cv->type) || cv->precision < 0)
		return is_fp(LLVMTypeOf(arg)) ? 1 : -1;
	if (!is_fp(LLVMTypeOf(arg)))
		return -1;
	e = size_of(cls, true);
	if (cv->type == 'f' || cv->type == 'F') {
		/* The absolute error against half a unit of the last
		   printed digit, from the printed values' magnitude (the
		   profile's, at this conversion; else the value's own,
		   sampled at an FP operation). */
		if (LLVMIsAFPExtInst(src))
			src = LLVMGetOperand(src, 0);
		if (cv->has_mag && cv->mag_n)
			mag = cv->mag_mean;
		else if (!LLVMIsAInstruction(src) ||
			 !magnitude(x, src, 3, &mag))
			return -1;
		return e + mag >= -cv->precision * LOG2_10 - 1 ? 1 : 0;
	}
	d = cv->precision;
	if (cv->type == 'g' || cv->type == 'G')
		d = d < 1 ? 1 : d;
	else
		d += 1;
	return e >= -d * LOG2_10 ? 1 : 0;
}
