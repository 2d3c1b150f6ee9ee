/*
 * prof_eval.c: the re-evaluator behind the value sensitivities: given
 * one execution of an instruction (its info word and operand values,
 * prof_protocol.h), flip each bit of each non-constant operand in turn,
 * compute the instruction's result again and count the flips that change
 * it. The fraction changed/flips over the sampled executions estimates
 * how likely a single-bit fault in that operand is to propagate through
 * the instruction, which is what TRIDENT's static sub-model f_s guesses
 * with fixed masks (thesis §5.3.3; model-anchors §1.2, §6 rules 6-8: and
 * 0.9, trunc (A-B)/A, shifts from the mean amount, compares from operand
 * means); here the masks are measured on the program's own values.
 *
 * Semantics follow LLVM IR on W-bit integers and IEEE float/double, with
 * the instruction's flags (nsw, nuw, exact, fast-math) ignored: results
 * wrap. An undefined result (division by zero, signed division overflow,
 * a shift amount of W or more, a float to integer conversion out of
 * range) is a result of its own, unequal to every value: a flip that
 * makes the division's divisor 0 counts as changing the result, and two
 * undefined results are equal. FP results compare bit for bit (so +0 and
 * -0 differ, as do NaNs of different payloads).
 *
 * Plain C, no dependencies and no libm: part of the runtime linked into
 * profiled programs (rt/prof_rt.c) and of the unit tests.
 */
#include <stdint.h>
#include <string.h>

#include "prof_protocol.h"

/* The low w bits of v (w in 1..64). */
static uint64_t
low(uint64_t v, unsigned w)
{
	return w >= 64 ? v : v & ((UINT64_C(1) << w) - 1);
}

/* v's low w bits, sign-extended. */
static int64_t
sext(uint64_t v, unsigned w)
{
	uint64_t m;

	if (w >= 64)
		return (int64_t)v;
	m = UINT64_C(1) << (w - 1);
	v = low(v, w);
	return (int64_t)((v ^ m) - m);
}

static float
as_float(uint64_t v)
{
	uint32_t b = (uint32_t)v;
	float f;

	memcpy(&f, &b, sizeof(f));
	return f;
}

static double
as_double(uint64_t v)
{
	double d;

	memcpy(&d, &v, sizeof(d));
	return d;
}

static uint64_t
float_bits(float f)
{
	uint32_t b;

	memcpy(&b, &f, sizeof(b));
	return b;
}

static uint64_t
double_bits(double d)
{
	uint64_t b;

	memcpy(&b, &d, sizeof(b));
	return b;
}

/* An FP operand of width w (32: float, 64: double) as a double. */
static double
fp(uint64_t v, unsigned w)
{
	return w == 32 ? (double)as_float(v) : as_double(v);
}

/* A double as the bits of an FP result of width w. */
static uint64_t
fp_bits(double d, unsigned w)
{
	return w == 32 ? float_bits((float)d) : double_bits(d);
}

/* 2^k as a long double (exact for k <= 64 on every ABI we target). */
static long double
pow2(unsigned k)
{
	long double r = 1;

	while (k--)
		r *= 2;
	return r;
}

/* The FCmp predicate p (bits 1 eq, 2 gt, 4 lt, 8 unordered) on a, b. */
static uint64_t
fcmp(unsigned p, double a, double b)
{
	unsigned cls = a != a || b != b ? 8 : a == b ? 1 : a > b ? 2 : 4;

	return (p & cls) != 0;
}

static uint64_t
icmp(unsigned p, uint64_t a, uint64_t b, unsigned w)
{
	int64_t sa = sext(a, w), sb = sext(b, w);

	a = low(a, w);
	b = low(b, w);
	switch (p) {
	case PROF_IP_EQ: return a == b;
	case PROF_IP_NE: return a != b;
	case PROF_IP_UGT: return a > b;
	case PROF_IP_UGE: return a >= b;
	case PROF_IP_ULT: return a < b;
	case PROF_IP_ULE: return a <= b;
	case PROF_IP_SGT: return sa > sb;
	case PROF_IP_SGE: return sa >= sb;
	case PROF_IP_SLT: return sa < sb;
	default: return sa <= sb;
	}
}

/*
 * The result of the instruction on operands a, b, c into *r; 1 when it is
 * undefined (*r is then 0), -1 for an unknown operation.
 */
static int
eval(uint64_t info, uint64_t a, uint64_t b, uint64_t c, uint64_t *r)
{
	unsigned w = PROF_VINFO_W(info), rw = PROF_VINFO_RW(info);
	int64_t sa, sb;
	double x, y;
	long double lx;

	*r = 0;
	switch (PROF_VINFO_OP(info)) {
	case PROF_VOP_ICMP:
		*r = icmp(PROF_VINFO_PRED(info), a, b, w);
		return 0;
	case PROF_VOP_FCMP:
		*r = fcmp(PROF_VINFO_PRED(info), fp(a, w), fp(b, w));
		return 0;
	case PROF_VOP_AND: *r = low(a & b, w); return 0;
	case PROF_VOP_OR: *r = low(a | b, w); return 0;
	case PROF_VOP_XOR: *r = low(a ^ b, w); return 0;
	case PROF_VOP_ADD: *r = low(a + b, w); return 0;
	case PROF_VOP_SUB: *r = low(a - b, w); return 0;
	case PROF_VOP_MUL: *r = low(a * b, w); return 0;
	case PROF_VOP_SHL:
	case PROF_VOP_LSHR:
	case PROF_VOP_ASHR:
		b = low(b, w);
		if (b >= w)
			return 1;
		if (PROF_VINFO_OP(info) == PROF_VOP_SHL)
			*r = low(a << b, w);
		else if (PROF_VINFO_OP(info) == PROF_VOP_LSHR)
			*r = low(a, w) >> b;
		else if ((sa = sext(a, w)) < 0)
			*r = low(~(~(uint64_t)sa >> b), w);
		else
			*r = (uint64_t)sa >> b;
		return 0;
	case PROF_VOP_UDIV:
	case PROF_VOP_UREM:
		a = low(a, w);
		b = low(b, w);
		if (!b)
			return 1;
		*r = PROF_VINFO_OP(info) == PROF_VOP_UDIV ? a / b : a % b;
		return 0;
	case PROF_VOP_SDIV:
	case PROF_VOP_SREM:
		sa = sext(a, w);
		sb = sext(b, w);
		/* By zero, or the one quotient that does not fit: INT_MIN/-1. */
		if (!sb || (sb == -1 && sa == sext(UINT64_C(1) << (w - 1), w)))
			return 1;
		*r = low((uint64_t)(PROF_VINFO_OP(info) == PROF_VOP_SDIV ?
				    sa / sb : sa % sb), w);
		return 0;
	case PROF_VOP_TRUNC: *r = low(a, rw); return 0;
	case PROF_VOP_ZEXT: *r = low(a, w); return 0;
	case PROF_VOP_SEXT: *r = low((uint64_t)sext(a, w), rw); return 0;
	case PROF_VOP_FPTRUNC:
	case PROF_VOP_FPEXT:
		*r = fp_bits(fp(a, w), rw);
		return 0;
	case PROF_VOP_FPTOSI:
	case PROF_VOP_FPTOUI:
		/* In range after truncation toward zero, else poison. */
		lx = fp(a, w);
		if (PROF_VINFO_OP(info) == PROF_VOP_FPTOSI) {
			if (!(lx > -pow2(rw - 1) - 1 && lx < pow2(rw - 1)))
				return 1;
			*r = low((uint64_t)(int64_t)lx, rw);
		} else {
			if (!(lx > -1 && lx < pow2(rw)))
				return 1;
			*r = low((uint64_t)lx, rw);
		}
		return 0;
	case PROF_VOP_SITOFP:
		*r = rw == 32 ? float_bits((float)sext(a, w)) :
				double_bits((double)sext(a, w));
		return 0;
	case PROF_VOP_UITOFP:
		*r = rw == 32 ? float_bits((float)low(a, w)) :
				double_bits((double)low(a, w));
		return 0;
	case PROF_VOP_BITCAST: *r = low(a, w); return 0;
	case PROF_VOP_SELECT: *r = low(a & 1 ? b : c, w); return 0;
	case PROF_VOP_FADD:
	case PROF_VOP_FSUB:
	case PROF_VOP_FMUL:
	case PROF_VOP_FDIV:
		if (w == 32) {
			float f = as_float(a), g = as_float(b);

			f = PROF_VINFO_OP(info) == PROF_VOP_FADD ? f + g :
			    PROF_VINFO_OP(info) == PROF_VOP_FSUB ? f - g :
			    PROF_VINFO_OP(info) == PROF_VOP_FMUL ? f * g : f / g;
			*r = float_bits(f);
		} else {
			x = as_double(a);
			y = as_double(b);
			x = PROF_VINFO_OP(info) == PROF_VOP_FADD ? x + y :
			    PROF_VINFO_OP(info) == PROF_VOP_FSUB ? x - y :
			    PROF_VINFO_OP(info) == PROF_VOP_FMUL ? x * y : x / y;
			*r = double_bits(x);
		}
		return 0;
	}
	return -1;
}

/* Whether info describes something eval knows, with sane widths. */
static int
valid(uint64_t info)
{
	unsigned op = PROF_VINFO_OP(info), w = PROF_VINFO_W(info);
	unsigned rw = PROF_VINFO_RW(info);

	return op >= PROF_VOP_ICMP && op <= PROF_VOP_LAST && w >= 1 &&
	       w <= 64 && rw >= 1 && rw <= 64 &&
	       (!PROF_VINFO_FPOP(info) || w == 32 || w == 64) &&
	       (!PROF_VINFO_FPRES(info) || rw == 32 || rw == 64);
}

int
prof_eval_flips(uint64_t info, const uint64_t op[3], uint64_t flips[3],
		uint64_t changed[3])
{
	uint64_t r0, r, v[3];
	int u0, u;

	for (unsigned k = 0; k < 3; k++)
		flips[k] = changed[k] = 0;
	if (!valid(info))
		return -1;
	u0 = eval(info, op[0], op[1], op[2], &r0);
	if (u0 < 0)
		return -1;
	for (unsigned k = 0; k < 3; k++) {
		unsigned w = PROF_VINFO_W(info);

		if (!(PROF_VINFO_MASK(info) & 1u << k))
			continue;
		if (k == 0 && PROF_VINFO_OP(info) == PROF_VOP_SELECT)
			w = 1;
		for (unsigned bit = 0; bit < w; bit++) {
			memcpy(v, op, sizeof(v));
			v[k] ^= UINT64_C(1) << bit;
			u = eval(info, v[0], v[1], v[2], &r);
			if (u != u0 || r != r0)
				changed[k]++;
		}
		flips[k] = w;
	}
	return 0;
}
