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
#include <stdbool.h>
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
	case PROF_VOP_SMIN:
		*r = low(sext(a, w) < sext(b, w) ? a : b, w);
		return 0;
	case PROF_VOP_SMAX:
		*r = low(sext(a, w) > sext(b, w) ? a : b, w);
		return 0;
	case PROF_VOP_UMIN:
		*r = low(a, w) < low(b, w) ? low(a, w) : low(b, w);
		return 0;
	case PROF_VOP_UMAX:
		*r = low(a, w) > low(b, w) ? low(a, w) : low(b, w);
		return 0;
	case PROF_VOP_FABS:
		*r = low(a, w) & ~(UINT64_C(1) << (w - 1));
		return 0;
	case PROF_VOP_FMINNUM:
	case PROF_VOP_FMAXNUM:
		/* IEEE minNum/maxNum: a NaN operand loses (no libm here: the
		   runtime is linked into programs that may not use it). */
		x = fp(a, w);
		y = fp(b, w);
		if (x != x || (y == y &&
			       (PROF_VINFO_OP(info) == PROF_VOP_FMINNUM ? y < x
								     : y > x)))
			*r = low(b, w);
		else
			*r = low(a, w);
		return 0;
	case PROF_VOP_FMULADD:
		/* Not fused: llvm.fmuladd on a target without FMA (x86-64
		   as built here) is a multiply, rounded, then an add. */
		if (w == 32) {
			volatile float p = as_float(a) * as_float(b);

			*r = float_bits(p + as_float(c));
		} else {
			volatile double p = as_double(a) * as_double(b);

			*r = double_bits(p + as_double(c));
		}
		return 0;
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
prof_eval_result(uint64_t info, const uint64_t op[3], uint64_t *r)
{
	if (!valid(info))
		return -1;
	return eval(info, op[0], op[1], op[2], r);
}

int
prof_eval_flips_slow(uint64_t info, const uint64_t op[3], uint64_t flips[3],
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

/*
 * The fast paths. A sample of a hot instruction comes once in 1024
 * executions, but a program has many such instructions: one evaluation
 * per flip through eval's switch (about 64 to 128 per sample) was most of
 * a profiled FP loop's time. Most operations have closed forms; FP
 * arithmetic and compares get a loop of their own, with the operation
 * chosen once.
 */

static unsigned
popcount(uint64_t v)
{
	return (unsigned)__builtin_popcountll(v);
}

/* The highest set bit of v != 0. */
static unsigned
msb(uint64_t v)
{
	return 63u - (unsigned)__builtin_clzll(v);
}

/*
 * Of the w flips of x, how many change x < y (strict) or x <= y, on w-bit
 * unsigned x and y. A flip at bit i decides the compare by the highest
 * bit where x and y then differ: below the highest difference m of x and
 * y nothing changes; at i > m the result becomes y's bit i; at m the next
 * difference below decides, or, if there is none, equality.
 */
static unsigned
lt_flips(uint64_t x, uint64_t y, unsigned w, int strict)
{
	uint64_t d = x ^ y, hi;
	unsigned m, r0, r, n, nbits, ones;

	if (!d) {
		r0 = !strict;
		ones = popcount(y);
		return r0 ? w - ones : ones;
	}
	m = msb(d);
	r0 = (unsigned)(y >> m & 1);
	nbits = w - m - 1;
	hi = nbits ? y >> (m + 1) : 0;
	ones = popcount(hi);
	n = r0 ? nbits - ones : ones;
	d ^= UINT64_C(1) << m;
	r = d ? (unsigned)(y >> msb(d) & 1) : (unsigned)!strict;
	return n + (r != r0);
}

/* Flips of operand k of an icmp with predicate p. */
static unsigned
icmp_flips(unsigned p, uint64_t a, uint64_t b, unsigned w, unsigned k)
{
	uint64_t bias;
	int strict;

	a = low(a, w);
	b = low(b, w);
	if (p == PROF_IP_EQ || p == PROF_IP_NE) {
		if (a == b)
			return w;
		return popcount(a ^ b) == 1;
	}
	/* Signed compares are unsigned ones of the values biased by 2^(w-1):
	   a flip commutes with the bias. */
	bias = p >= PROF_IP_SGT ? UINT64_C(1) << (w - 1) : 0;
	a ^= bias;
	b ^= bias;
	/*
	 * a < b and a <= b: flips of a directly; flips of b change a < b
	 * exactly when they change b <= a (its negation), and a <= b when
	 * they change b < a. a > b is not (a <= b), a >= b not (a < b).
	 */
	strict = p == PROF_IP_ULT || p == PROF_IP_SLT || p == PROF_IP_UGE ||
		 p == PROF_IP_SGE;
	return k == 0 ? lt_flips(a, b, w, strict) : lt_flips(b, a, w, !strict);
}

/* The FCmp predicate p on the bits of two doubles. */
static unsigned
fcmp_loop(unsigned p, double x, double y, unsigned w, unsigned k)
{
	uint64_t v = double_bits(k ? y : x);
	unsigned r0 = (unsigned)fcmp(p, x, y), n = 0;

	for (unsigned bit = 0; bit < w; bit++) {
		double f = as_double(v ^ UINT64_C(1) << bit);

		n += (unsigned)fcmp(p, k ? x : f, k ? f : y) != r0;
	}
	return n;
}

static unsigned
fcmp32_loop(unsigned p, float x, float y, unsigned k)
{
	uint32_t v = (uint32_t)float_bits(k ? y : x);
	unsigned r0 = (unsigned)fcmp(p, x, y), n = 0;

	for (unsigned bit = 0; bit < 32; bit++) {
		float f = as_float(v ^ UINT32_C(1) << bit);

		n += (unsigned)fcmp(p, k ? x : f, k ? f : y) != r0;
	}
	return n;
}

/*
 * Four (double) or eight (float) flips at once where the processor has
 * AVX2 (x86-64, GCC and clang vector extensions; chosen at run time):
 * the same IEEE operations lane by lane, so the same results bit for
 * bit. A sample of an FP instruction is then about a tenth of the work.
 */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define VECTOR_FLIPS 1
typedef double f64x4 __attribute__((vector_size(32)));
typedef float f32x8 __attribute__((vector_size(32)));
typedef uint64_t u64x4 __attribute__((vector_size(32)));
typedef uint32_t u32x8 __attribute__((vector_size(32)));
typedef int64_t i64x4 __attribute__((vector_size(32)));
typedef int32_t i32x8 __attribute__((vector_size(32)));

/* Whether the AVX2 loops may run: 1 yes, 0 no, -1 not asked yet. */
static int vector_ok = -1;

static int
vectors(void)
{
	if (vector_ok < 0) {
		__builtin_cpu_init();
		vector_ok = __builtin_cpu_supports("avx2") != 0;
	}
	return vector_ok;
}

/*
 * The loops: lanes hold v with bits i .. i + lanes - 1 flipped; r is the
 * result, ne -1 in the lanes where it differs from r0. EXPR uses f (the
 * flipped operand) and o (the other one).
 */
#define VEC_LOOP64(EXPR)						\
	do {								\
		u64x4 bit = { 1, 2, 4, 8 }, vv = { v, v, v, v };	\
		u64x4 rr0 = { r0, r0, r0, r0 };				\
		f64x4 o = { other, other, other, other };		\
		i64x4 acc = { 0, 0, 0, 0 };				\
		for (unsigned i = 0; i < 64; i += 4) {			\
			f64x4 f = (f64x4)(vv ^ bit);			\
			f64x4 r = EXPR;					\
			acc += (i64x4)((u64x4)r != rr0);		\
			bit <<= 4;					\
		}							\
		n = (unsigned)-(acc[0] + acc[1] + acc[2] + acc[3]);	\
	} while (0)

#define VEC_LOOP32(EXPR)						\
	do {								\
		u32x8 bit = { 1, 2, 4, 8, 16, 32, 64, 128 };		\
		u32x8 vv = { v, v, v, v, v, v, v, v };			\
		u32x8 rr0 = { r0, r0, r0, r0, r0, r0, r0, r0 };		\
		f32x8 o = { other, other, other, other, other, other,	\
			    other, other };				\
		i32x8 acc = { 0, 0, 0, 0, 0, 0, 0, 0 };			\
		for (unsigned i = 0; i < 32; i += 8) {			\
			f32x8 f = (f32x8)(vv ^ bit);			\
			f32x8 r = EXPR;					\
			acc += (i32x8)((u32x8)r != rr0);		\
			bit <<= 8;					\
		}							\
		n = 0;							\
		for (unsigned l = 0; l < 8; l++)			\
			n -= (unsigned)acc[l];				\
	} while (0)

__attribute__((target("avx2"))) static unsigned
farith_vec(unsigned op, double x, double y, unsigned k)
{
	uint64_t v = double_bits(k ? y : x), r0;
	double other = k ? x : y, z;
	unsigned n;

	z = op == PROF_VOP_FADD ? x + y : op == PROF_VOP_FSUB ? x - y :
	    op == PROF_VOP_FMUL ? x * y : x / y;
	r0 = double_bits(z);
	switch (op * 2 + k) {
	case PROF_VOP_FADD * 2: VEC_LOOP64(f + o); break;
	case PROF_VOP_FADD * 2 + 1: VEC_LOOP64(o + f); break;
	case PROF_VOP_FSUB * 2: VEC_LOOP64(f - o); break;
	case PROF_VOP_FSUB * 2 + 1: VEC_LOOP64(o - f); break;
	case PROF_VOP_FMUL * 2: VEC_LOOP64(f * o); break;
	case PROF_VOP_FMUL * 2 + 1: VEC_LOOP64(o * f); break;
	case PROF_VOP_FDIV * 2: VEC_LOOP64(f / o); break;
	default: VEC_LOOP64(o / f); break;
	}
	return n;
}

__attribute__((target("avx2"))) static unsigned
farith32_vec(unsigned op, float x, float y, unsigned k)
{
	uint32_t v = (uint32_t)float_bits(k ? y : x), r0;
	float other = k ? x : y, z;
	unsigned n;

	z = op == PROF_VOP_FADD ? x + y : op == PROF_VOP_FSUB ? x - y :
	    op == PROF_VOP_FMUL ? x * y : x / y;
	r0 = (uint32_t)float_bits(z);
	switch (op * 2 + k) {
	case PROF_VOP_FADD * 2: VEC_LOOP32(f + o); break;
	case PROF_VOP_FADD * 2 + 1: VEC_LOOP32(o + f); break;
	case PROF_VOP_FSUB * 2: VEC_LOOP32(f - o); break;
	case PROF_VOP_FSUB * 2 + 1: VEC_LOOP32(o - f); break;
	case PROF_VOP_FMUL * 2: VEC_LOOP32(f * o); break;
	case PROF_VOP_FMUL * 2 + 1: VEC_LOOP32(o * f); break;
	case PROF_VOP_FDIV * 2: VEC_LOOP32(f / o); break;
	default: VEC_LOOP32(o / f); break;
	}
	return n;
}

/*
 * fcmp: the predicate's bits (1 equal, 2 greater, 4 less, 8 unordered)
 * against the lanes' classes; a lane's result is 1 when one of its
 * classes is in p. IEEE compares are false on NaNs, as fcmp's are.
 */
__attribute__((target("avx2"))) static unsigned
fcmp_vec(unsigned p, double x, double y, unsigned k)
{
	uint64_t v = double_bits(k ? y : x);
	int64_t r0 = -(int64_t)fcmp(p, x, y);
	int64_t pe = -(int64_t)(p & 1), pg = -(int64_t)(p >> 1 & 1);
	int64_t pl = -(int64_t)(p >> 2 & 1), pu = -(int64_t)(p >> 3 & 1);
	double other = k ? x : y;
	u64x4 bit = { 1, 2, 4, 8 }, vv = { v, v, v, v };
	f64x4 o = { other, other, other, other };
	i64x4 acc = { 0, 0, 0, 0 }, want = { r0, r0, r0, r0 };
	i64x4 me = { pe, pe, pe, pe }, mg = { pg, pg, pg, pg };
	i64x4 ml = { pl, pl, pl, pl }, mu = { pu, pu, pu, pu }, r;

	for (unsigned i = 0; i < 64; i += 4) {
		f64x4 f = (f64x4)(vv ^ bit), a = k ? o : f, b = k ? f : o;

		r = ((a == b) & me) | ((a > b) & mg) | ((a < b) & ml) |
		    (((a != a) | (b != b)) & mu);
		acc += (r != 0) != want;
		bit <<= 4;
	}
	return (unsigned)-(acc[0] + acc[1] + acc[2] + acc[3]);
}

#undef VEC_LOOP64
#undef VEC_LOOP32
#endif

/*
 * FP arithmetic: the flips of operand k of x OP y, each re-evaluated in
 * the operation's own type. One loop per operation, so that the
 * operation is chosen once and the loop body is a handful of
 * instructions.
 */
#define FP_LOOP(T, BITS, FROM, WIDTH, EXPR)				\
	do {								\
		uint64_t v_ = BITS(k ? y : x), r0_ = BITS(x EXPR y);	\
		for (unsigned bit = 0; bit < (WIDTH); bit++) {		\
			T f_ = FROM(v_ ^ UINT64_C(1) << bit);		\
			T r_ = k ? x EXPR f_ : f_ EXPR y;		\
			n += BITS(r_) != r0_;				\
		}							\
	} while (0)

static unsigned
farith_flips(unsigned op, double x, double y, unsigned k)
{
	unsigned n = 0;

	switch (op) {
	case PROF_VOP_FADD: FP_LOOP(double, double_bits, as_double, 64, +);
		break;
	case PROF_VOP_FSUB: FP_LOOP(double, double_bits, as_double, 64, -);
		break;
	case PROF_VOP_FMUL: FP_LOOP(double, double_bits, as_double, 64, *);
		break;
	default: FP_LOOP(double, double_bits, as_double, 64, /);
	}
	return n;
}

static unsigned
farith32_flips(unsigned op, float x, float y, unsigned k)
{
	unsigned n = 0;

	switch (op) {
	case PROF_VOP_FADD: FP_LOOP(float, float_bits, as_float, 32, +);
		break;
	case PROF_VOP_FSUB: FP_LOOP(float, float_bits, as_float, 32, -);
		break;
	case PROF_VOP_FMUL: FP_LOOP(float, float_bits, as_float, 32, *);
		break;
	default: FP_LOOP(float, float_bits, as_float, 32, /);
	}
	return n;
}

#undef FP_LOOP

/*
 * The flips of operand k (not a select's condition) that change the
 * result, without evaluating each flip where the operation allows; -1
 * for the operations and operands left to the plain loop (division,
 * remainder, FP conversions, a shift's amount, widths an IR instruction
 * cannot have).
 */
/*
 * Integer min and max: the flips of operand k that change which operand
 * wins or, when operand k wins, change it (every such flip does).
 */
static uint64_t
minmax(bool min, uint64_t a, uint64_t b)
{
	return min ? (a < b ? a : b) : (a > b ? a : b);
}

static unsigned
minmax_flips(unsigned o, uint64_t a, uint64_t b, unsigned k, unsigned w)
{
	bool min = o == PROF_VOP_SMIN || o == PROF_VOP_UMIN;
	/* Offsetting by the sign bit orders signed values as unsigned. */
	uint64_t bias = o == PROF_VOP_SMIN || o == PROF_VOP_SMAX
				? UINT64_C(1) << (w - 1) : 0;
	uint64_t x = low(a ^ bias, w), y = low(b ^ bias, w);
	uint64_t r0 = minmax(min, x, y);
	unsigned n = 0;

	for (unsigned bit = 0; bit < w; bit++) {
		uint64_t f = UINT64_C(1) << bit;

		n += (k ? minmax(min, x, y ^ f) : minmax(min, x ^ f, y)) != r0;
	}
	return n;
}

/*
 * llvm.fmuladd on doubles, unfused (eval's FMULADD): a product, then a
 * sum, each rounded (ISO C mode: the compiler does not contract them).
 * For a flip of x or y the product changes; for a flip of z only the sum.
 */
static unsigned
fmuladd_flips(const uint64_t op[3], unsigned k)
{
	double x = as_double(op[0]), y = as_double(op[1]), z = as_double(op[2]);
	double p = x * y;
	uint64_t r0 = double_bits(p + z), other = double_bits(k ? x : y);
	unsigned n = 0;

	if (k == 2) {
		for (unsigned bit = 0; bit < 64; bit++)
			n += double_bits(p + as_double(op[2] ^ UINT64_C(1) << bit))
			     != r0;
		return n;
	}
	for (unsigned bit = 0; bit < 64; bit++) {
		double f = as_double(op[k] ^ UINT64_C(1) << bit);

		n += double_bits(f * as_double(other) + z) != r0;
	}
	return n;
}

static int
fast_changed(uint64_t info, const uint64_t op[3], unsigned k, unsigned w)
{
	unsigned o = PROF_VINFO_OP(info), rw = PROF_VINFO_RW(info);
	uint64_t a = low(op[0], w), b = low(op[1], w), other = k ? a : b, s;

	switch (o) {
	case PROF_VOP_ICMP:
		return (int)icmp_flips(PROF_VINFO_PRED(info), a, b, w, k);
	case PROF_VOP_FCMP:
		if (w != 32 && w != 64)
			return -1;
#ifdef VECTOR_FLIPS
		if (w == 64 && vectors())
			return (int)fcmp_vec(PROF_VINFO_PRED(info),
					     as_double(a), as_double(b), k);
#endif
		if (w == 32)
			return (int)fcmp32_loop(PROF_VINFO_PRED(info),
						as_float(a), as_float(b), k);
		return (int)fcmp_loop(PROF_VINFO_PRED(info), as_double(a),
				      as_double(b), 64, k);
	/* Bit i of the result is a_i & b_i: it follows a_i where b_i is 1. */
	case PROF_VOP_AND: return (int)popcount(other);
	case PROF_VOP_OR: return (int)(w - popcount(other));
	/* Bijections in each operand, modulo 2^w. */
	case PROF_VOP_XOR: case PROF_VOP_ADD: case PROF_VOP_SUB:
		return (int)w;
	/* A flip of bit i adds +-2^i * other: lost iff i + ctz(other) >= w. */
	case PROF_VOP_MUL:
		return other ? (int)(w - (unsigned)__builtin_ctzll(other)) : 0;
	case PROF_VOP_SHL: case PROF_VOP_LSHR: case PROF_VOP_ASHR:
		if (k)
			return -1;
		/* Bits i >= s (lshr, ashr) or i < w - s (shl) stay in the
		   result; a shift by w or more is undefined whatever a is. */
		s = b;
		return s >= w ? 0 : (int)(w - s);
	case PROF_VOP_TRUNC: return (int)(rw < w ? rw : w);
	case PROF_VOP_ZEXT: case PROF_VOP_BITCAST: return (int)w;
	case PROF_VOP_SEXT: return rw >= w ? (int)w : -1;
	case PROF_VOP_SELECT:
		return (op[0] & 1) == (k == 1) ? (int)w : 0;
	case PROF_VOP_FADD: case PROF_VOP_FSUB: case PROF_VOP_FMUL:
	case PROF_VOP_FDIV:
		if (w != 32 && w != 64)
			return -1;
#ifdef VECTOR_FLIPS
		if (w == 32 && vectors())
			return (int)farith32_vec(o, as_float(a), as_float(b),
						 k);
		if (w == 64 && vectors())
			return (int)farith_vec(o, as_double(a), as_double(b), k);
#endif
		if (w == 32)
			return (int)farith32_flips(o, as_float(a), as_float(b),
						   k);
		return (int)farith_flips(o, as_double(a), as_double(b), k);
	case PROF_VOP_SMIN: case PROF_VOP_SMAX:
	case PROF_VOP_UMIN: case PROF_VOP_UMAX:
		return (int)minmax_flips(o, a, b, k, w);
	case PROF_VOP_FMULADD:
		if (w == 64)
			return (int)fmuladd_flips(op, k);
		return -1;
	/* Every bit but the sign bit shows in |x|. */
	case PROF_VOP_FABS:
		return (int)w - 1;
	default:
		return -1;
	}
}

int
prof_eval_flips(uint64_t info, const uint64_t op[3], uint64_t flips[3],
		uint64_t changed[3])
{
	unsigned w = PROF_VINFO_W(info), o = PROF_VINFO_OP(info), nops;
	uint64_t fl[3], ch[3], one;
	int n;

	for (unsigned k = 0; k < 3; k++)
		flips[k] = changed[k] = 0;
	if (!valid(info))
		return -1;
	nops = prof_vop_nops(o);
	for (unsigned k = 0; k < 3; k++) {
		if (!(PROF_VINFO_MASK(info) & 1u << k))
			continue;
		if (o == PROF_VOP_SELECT && k == 0) {
			flips[0] = 1;
			changed[0] = low(op[1], w) != low(op[2], w);
			continue;
		}
		flips[k] = w;
		/* An operand the operation does not have changes nothing. */
		if (k >= nops)
			continue;
		n = fast_changed(info, op, k, w);
		if (n < 0) {
			/* This operand alone, the plain way. */
			one = (info & ~((uint64_t)7 << 32)) |
			      (uint64_t)1 << (32 + k);
			if (prof_eval_flips_slow(one, op, fl, ch))
				return -1;
			n = (int)ch[k];
		}
		changed[k] = (uint64_t)n;
	}
	return 0;
}

/*
 * Margins and magnitudes (issue 15): how far apart a compare's or a min's
 * or max's operands were, and the size of each value, at a sampled
 * execution. The model propagates the size of an error with them: a
 * compare whose operands are far apart is decided by few of the bits a
 * small error reaches.
 */

/* floor(log2 x) of a double x > 0 that is finite, from its bits. */
static int
log2_floor(double x)
{
	uint64_t b = double_bits(x), m = b & ((UINT64_C(1) << 52) - 1);
	unsigned e = (unsigned)(b >> 52 & 0x7ff);

	/* A subnormal is m * 2^-1074. */
	return e ? (int)e - 1023 : (int)msb(m) - 1074;
}

/* Whether x is neither NaN nor infinite (x - x is 0 exactly then). */
static bool
is_finite(double x)
{
	return x - x == 0;
}

int
prof_margin_bin(uint64_t info, uint64_t a, uint64_t b)
{
	unsigned op = PROF_VINFO_OP(info), w = PROF_VINFO_W(info);
	unsigned p = PROF_VINFO_PRED(info);
	uint64_t x, y, d;
	int64_t sx, sy;
	double fx, fy, ax, ay, r;
	int k;

	if (!valid(info) || !prof_vop_margins(info))
		return -1;
	if (op == PROF_VOP_FCMP || op == PROF_VOP_FMINNUM ||
	    op == PROF_VOP_FMAXNUM) {
		fx = fp(a, w);
		fy = fp(b, w);
		if (!is_finite(fx) || !is_finite(fy))
			return -1;
		if (fx == fy)
			return 0;
		ax = fx < 0 ? -fx : fx;
		ay = fy < 0 ? -fy : fy;
		/* Over 2^1024 (opposite signs) the difference is infinite:
		   d >= 1 all the same. */
		r = (fx > fy ? fx - fy : fy - fx) / (ax > ay ? ax : ay);
		if (!(r < 1))
			return PROF_MARGIN_BINS - 1;
		k = 64 + log2_floor(r);
		return k < 1 ? 1 : k;
	}
	if (op == PROF_VOP_SMIN || op == PROF_VOP_SMAX ||
	    (op == PROF_VOP_ICMP && !(info & PROF_VINFO_PTR) &&
	     p >= PROF_IP_SGT)) {
		/* The difference of two w-bit signed values fits 64 bits
		   unsigned; computed there, it cannot overflow. */
		sx = sext(a, w);
		sy = sext(b, w);
		d = sx > sy ? (uint64_t)sx - (uint64_t)sy :
			      (uint64_t)sy - (uint64_t)sx;
	} else {
		x = low(a, w);
		y = low(b, w);
		d = x > y ? x - y : y - x;
	}
	return d ? 1 + (int)msb(d) : 0;
}

bool
prof_fp_magnitude(double x, int *lg)
{
	if (!is_finite(x) || x == 0)
		return false;
	*lg = log2_floor(x < 0 ? -x : x);
	return true;
}

bool
prof_magnitude(uint64_t info, unsigned s, uint64_t v, int *lg)
{
	unsigned op = PROF_VINFO_OP(info), w, isfp;
	uint64_t m;
	int64_t x;

	if (!valid(info) || s > 3)
		return false;
	if (s < 3) {
		/* A select's condition is an i1; pointers have no size. */
		if (s >= prof_vop_nops(op) || (op == PROF_VOP_SELECT && !s) ||
		    (info & PROF_VINFO_PTR))
			return false;
		w = PROF_VINFO_W(info);
		isfp = PROF_VINFO_FPOP(info);
	} else {
		w = PROF_VINFO_RW(info);
		isfp = PROF_VINFO_FPRES(info);
	}
	if (isfp)
		return prof_fp_magnitude(fp(v, w), lg);
	if (w < 2 || !(x = sext(v, w)))
		return false;
	m = x < 0 ? -(uint64_t)x : (uint64_t)x;
	*lg = (int)msb(m);
	return true;
}

double
prof_operand_value(uint64_t info, uint64_t v, bool amount)
{
	unsigned w = PROF_VINFO_W(info);
	float f;
	double d;

	if (amount || (info & PROF_VINFO_PTR))
		return (double)v;
	if (PROF_VINFO_OP(info) == PROF_VOP_FCMP && w == 32) {
		uint32_t b = (uint32_t)v;

		memcpy(&f, &b, sizeof(f));
		return f;
	}
	if (PROF_VINFO_OP(info) == PROF_VOP_FCMP) {
		memcpy(&d, &v, sizeof(d));
		return d;
	}
	/* icmp: signed, from W bits */
	return (double)(w >= 64 ? (int64_t)v :
			(int64_t)(v << (64 - w)) >> (64 - w));
}
