/*
 * bits.c: what a value's own operations say about the bits it can hold,
 * for the masking tuples of trunc, and with a constant mask, and shifts
 * by a constant (thesis §5.3.3; the reference's heuristics, model-anchors
 * rules 5-8, in tuple.c).
 *
 * The reference's heuristics take a corrupted operand's error to be a
 * change of any of its W bits alike: trunc iW -> iB passes B / W of it, a
 * mask passes 0.1. That is a single-bit flip of a value that uses all of
 * its bits. An error that reaches a value further on (not a flip of the
 * injected value itself, whose first users take the profile's measured
 * sensitivities) is a different result of that value's own operations: a
 * compare that flipped makes a select pick its other constant, a 4-bit
 * code `(a ? 4 : 0) | (b ? 2 : 0) | c` comes out as another 4-bit code. It
 * changes only bits those operations can set. A trunc to i8 of the code,
 * or a mask 0xf0 of the code shifted left by 4, drops none of them, where
 * the heuristics pass 8/32 and 0.1 (MiBench's ADPCM encoder packs two
 * such codes into each byte it writes).
 *
 * So each integer value gets, as a fixed point over the module's integer
 * instructions (a known-bits analysis, from "no value yet" upwards):
 *
 *   may    the bits that may be 1;
 *   sign   how many of its top bits are copies of the sign bit (>= 1);
 *   lo, hi a signed range.
 *
 * from constants, zext/sext/trunc, and/or/xor, shifts and division by a
 * constant, selects, phis and the min/max intrinsics (a clamp `if (x >
 * 32767) x = 32767; else if (x < -32768) x = -32768` is a 16-bit value in
 * an i32: 17 copies of its sign); loads, arguments and other calls can
 * hold anything. model_bits_kept says what share of such an error a user
 * that keeps the bits `keep` lets through: the changes are taken alike
 * over the bits that can differ (the bits that may be 1 below the sign
 * copies, the sign region as one bit), which is the reference's B / W for
 * a value of which nothing is known; then the reference's heuristics
 * apply as they were.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* An instruction's result is updated at most this often; then it can
   hold anything (a safeguard: the lattice is finite, but tall). */
#define BITS_MAX_UPDATES 256

static uint64_t
full(unsigned w)
{
	return w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
}

/* The number of bits of u: floor(log2 u) + 1, 0 for 0. */
static unsigned
bitlen(uint64_t u)
{
	return u ? 64 - (unsigned)__builtin_clzll(u) : 0;
}

/* The smallest 2^k - 1 that is at least u. */
static uint64_t
fill(uint64_t u)
{
	return full(bitlen(u));
}

static int64_t
smin_of(unsigned w)
{
	return w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1));
}

static int64_t
smax_of(unsigned w)
{
	return w >= 64 ? INT64_MAX : ((int64_t)1 << (w - 1)) - 1;
}

/* How many top bits of c, a w-bit signed value, equal its sign bit. */
static unsigned
sign_bits(int64_t c, unsigned w)
{
	uint64_t u = c < 0 ? ~(uint64_t)c : (uint64_t)c;

	return w - bitlen(u);
}

static bool
empty(const struct model_bits *b)
{
	return b->lo > b->hi;
}

static struct model_bits
top(unsigned w)
{
	return (struct model_bits){ full(w), smin_of(w), smax_of(w), 1, 0 };
}

static struct model_bits
bottom(unsigned w)
{
	return (struct model_bits){ 0, 1, 0, (unsigned char)w, 0 };
}

/* Tighten b with what each of its parts says of the others. */
static void
normalize(struct model_bits *b, unsigned w)
{
	uint64_t topbits;
	unsigned lz;

	if (empty(b))
		return;
	b->may &= full(w);
	if (b->lo < smin_of(w))
		b->lo = smin_of(w);
	if (b->hi > smax_of(w))
		b->hi = smax_of(w);
	/* The range's ends bound the sign copies and the bits. */
	lz = sign_bits(b->lo, w) < sign_bits(b->hi, w) ? sign_bits(b->lo, w)
						       : sign_bits(b->hi, w);
	if (lz > b->sign)
		b->sign = (unsigned char)lz;
	if (b->lo >= 0)
		b->may &= fill((uint64_t)b->hi);
	/* A top bit that cannot be 1: leading zeros are sign copies. */
	if (!(b->may >> (w - 1) & 1)) {
		lz = w - bitlen(b->may);
		if (lz > b->sign)
			b->sign = (unsigned char)lz;
	}
	if (b->sign > w)
		b->sign = (unsigned char)w;
	/* Sign copies that are not all possibly 1 are all 0. */
	topbits = full(w) & ~full(w - b->sign);
	if ((b->may & topbits) != topbits)
		b->may &= ~topbits;
	/* The range the sign copies and the bits allow. */
	if (b->lo < smin_of(w - b->sign + 1))
		b->lo = smin_of(w - b->sign + 1);
	if (b->hi > smax_of(w - b->sign + 1))
		b->hi = smax_of(w - b->sign + 1);
	if (!(b->may >> (w - 1) & 1)) {
		if (b->lo < 0)
			b->lo = 0;
		if (b->hi > (int64_t)b->may)	/* its bits are among may's */
			b->hi = (int64_t)b->may;
	}
	if (b->lo > b->hi)	/* only a value that was poison */
		*b = bottom(w);
}

static struct model_bits
join(struct model_bits a, struct model_bits b)
{
	if (empty(&a))
		return b;
	if (empty(&b))
		return a;
	a.may |= b.may;
	a.sign = a.sign < b.sign ? a.sign : b.sign;
	a.lo = a.lo < b.lo ? a.lo : b.lo;
	a.hi = a.hi > b.hi ? a.hi : b.hi;
	return a;
}

/* The integer width the analysis follows (1 to 64 bits), else 0. */
static unsigned
width_of(LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);

	if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
		return 0;
	return LLVMGetIntTypeWidth(t) <= 64 ? LLVMGetIntTypeWidth(t) : 0;
}

/* What is known of operand v (w bits): a constant exactly, poison
   nothing yet, an instruction its current facts, else anything. */
static struct model_bits
facts(const struct model_ctx *x, LLVMValueRef v, unsigned w)
{
	struct model_bits b;
	unsigned id;

	if (LLVMIsAConstantInt(v)) {
		int64_t c = LLVMConstIntGetSExtValue(v);

		b = (struct model_bits){ (uint64_t)c & full(w), c, c,
					 (unsigned char)sign_bits(c, w), 0 };
		return b;
	}
	if (LLVMIsAUndefValue(v) || LLVMIsAPoisonValue(v))
		return bottom(w);
	if (LLVMIsAInstruction(v) && x->known &&
	    (id = ir_inst_id(x->m, v)) && id <= x->max_id &&
	    x->known[id].sign)
		return x->known[id];
	return top(w);
}

/* The constant operand k of inst as an unsigned amount, or -1. */
static int64_t
const_op(LLVMValueRef inst, unsigned k)
{
	LLVMValueRef v = LLVMGetOperand(inst, k);

	if (!LLVMIsAConstantInt(v))
		return -1;
	return (int64_t)LLVMConstIntGetZExtValue(v);
}

static bool
prefix(const char *s, const char *p)
{
	return s && !strncmp(s, p, strlen(p));
}

/* min/max intrinsics: the result is one of the operands, and their order
   bounds it. */
static struct model_bits
minmax(const char *name, struct model_bits a, struct model_bits b)
{
	struct model_bits r = join(a, b);

	if (empty(&a) || empty(&b))
		return r;
	if (prefix(name, "llvm.smax.")) {
		r.lo = a.lo > b.lo ? a.lo : b.lo;
		r.hi = a.hi > b.hi ? a.hi : b.hi;
	} else if (prefix(name, "llvm.smin.")) {
		r.lo = a.lo < b.lo ? a.lo : b.lo;
		r.hi = a.hi < b.hi ? a.hi : b.hi;
	} else if (prefix(name, "llvm.umin.")) {
		/* No larger, as unsigned, than a non-negative operand. */
		if (a.lo >= 0 && b.lo >= 0) {
			r.lo = a.lo < b.lo ? a.lo : b.lo;
			r.hi = a.hi < b.hi ? a.hi : b.hi;
		} else if (a.lo >= 0 || b.lo >= 0) {
			r.lo = 0;
			r.hi = a.lo >= 0 ? a.hi : b.hi;
			r.may &= fill((uint64_t)r.hi);
		}
	} else if (prefix(name, "llvm.umax.") && a.lo >= 0 && b.lo >= 0) {
		r.lo = a.lo > b.lo ? a.lo : b.lo;
		r.hi = a.hi > b.hi ? a.hi : b.hi;
	}
	return r;
}

/* The facts of inst's result from its operands' current facts. */
static struct model_bits
transfer(const struct model_ctx *x, LLVMValueRef inst, unsigned w)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(inst);
	unsigned n = (unsigned)LLVMGetNumOperands(inst), aw;
	struct model_bits a, b, r = top(w);
	const char *name;
	int64_t c;

	if (op == LLVMPHI) {
		r = bottom(w);
		for (unsigned k = 0; k < LLVMCountIncoming(inst); k++)
			r = join(r, facts(x, LLVMGetIncomingValue(inst, k), w));
		return r;
	}
	if (op == LLVMSelect)
		return join(facts(x, LLVMGetOperand(inst, 1), w),
			    facts(x, LLVMGetOperand(inst, 2), w));
	if (op == LLVMCall) {
		name = model_callee_name(inst);
		if (n >= 3 && model_is_minmax(inst) &&
		    width_of(LLVMGetOperand(inst, 0)) == w)
			return minmax(name, facts(x, LLVMGetOperand(inst, 0), w),
				      facts(x, LLVMGetOperand(inst, 1), w));
		return r;
	}
	if (n < 1)
		return r;
	aw = width_of(LLVMGetOperand(inst, 0));
	if (!aw)
		return r;
	a = facts(x, LLVMGetOperand(inst, 0), aw);
	if (empty(&a) && op != LLVMFreeze)
		return bottom(w);
	b = n > 1 ? facts(x, LLVMGetOperand(inst, 1), aw) : a;
	switch (op) {
	case LLVMFreeze:
		return a;
	case LLVMZExt:
		r.may = a.may & full(aw);
		if (a.lo >= 0) {
			r.lo = a.lo;
			r.hi = a.hi;
		} else {
			r.lo = 0;
			r.hi = (int64_t)full(aw);
		}
		return r;
	case LLVMSExt:
		r.may = a.may | (a.may >> (aw - 1) & 1 ? full(w) & ~full(aw) : 0);
		r.sign = (unsigned char)(a.sign + (w - aw));
		r.lo = a.lo;
		r.hi = a.hi;
		return r;
	case LLVMTrunc:
		r.may = a.may & full(w);
		r.sign = (unsigned char)(a.sign > aw - w ? a.sign - (aw - w) : 1);
		if (a.lo >= smin_of(w) && a.hi <= smax_of(w)) {
			r.lo = a.lo;
			r.hi = a.hi;
		}
		return r;
	case LLVMAnd:
		if (empty(&b))
			return bottom(w);
		r.may = a.may & b.may;
		r.sign = a.sign < b.sign ? a.sign : b.sign;
		if (a.lo >= 0 || b.lo >= 0) {
			r.lo = 0;
			r.hi = a.lo >= 0 && b.lo >= 0 ?
			       (a.hi < b.hi ? a.hi : b.hi) :
			       a.lo >= 0 ? a.hi : b.hi;
		}
		return r;
	case LLVMOr:
	case LLVMXor:
		if (empty(&b))
			return bottom(w);
		r.may = a.may | b.may;
		r.sign = a.sign < b.sign ? a.sign : b.sign;
		return r;
	case LLVMShl:
		if ((c = const_op(inst, 1)) < 0 || c >= w)
			return r;
		r.may = (a.may << c) & full(w);
		r.sign = (unsigned char)(a.sign > c ? a.sign - c : 1);
		return r;
	case LLVMLShr:
		if ((c = const_op(inst, 1)) < 0 || c >= w)
			return r;
		if (!c)
			return a;
		r.may = (a.may & full(w)) >> c;
		return r;
	case LLVMAShr:
		if ((c = const_op(inst, 1)) < 0 || c >= w)
			return r;
		r.may = (a.may & full(w)) >> c;
		if (a.may >> (w - 1) & 1)
			r.may |= full(w) & ~full(w - (unsigned)c);
		r.sign = (unsigned char)(a.sign + c < w ? a.sign + c : w);
		r.lo = a.lo >> c;
		r.hi = a.hi >> c;
		return r;
	case LLVMAdd:
	case LLVMSub:
		if (empty(&b))
			return bottom(w);
		if (op == LLVMAdd && !(a.may >> (w - 1) & 1) &&
		    !(b.may >> (w - 1) & 1))
			r.may = (fill(a.may | b.may) << 1 | 1) & full(w);
		r.sign = (unsigned char)((a.sign < b.sign ? a.sign : b.sign) > 1 ?
					 (a.sign < b.sign ? a.sign : b.sign) - 1 : 1);
		return r;
	case LLVMUDiv:
		if ((c = const_op(inst, 1)) <= 0)
			return r;
		r.may = fill(a.may & full(w)) >> (bitlen((uint64_t)c) - 1);
		return r;
	case LLVMSDiv:
		if ((c = const_op(inst, 1)) <= 0 || c > INT64_MAX / 2)
			return r;
		r.lo = a.lo / c;
		r.hi = a.hi / c;
		return r;
	case LLVMURem:
		if ((c = const_op(inst, 1)) <= 0)
			return r;
		r.may = fill((uint64_t)c - 1);
		return r;
	case LLVMSRem:
		if ((c = const_op(inst, 1)) <= 0 || c > INT64_MAX / 2)
			return r;
		r.lo = a.lo >= 0 ? 0 : -(c - 1);
		r.hi = a.hi < c - 1 && a.hi >= 0 ? a.hi : c - 1;
		return r;
	default:
		return r;
	}
}

static bool
same(const struct model_bits *a, const struct model_bits *b)
{
	return a->may == b->may && a->sign == b->sign && a->lo == b->lo &&
	       a->hi == b->hi;
}

void
model_bits_init(struct model_ctx *x)
{
	struct uvec work = { 0 };
	bool *queued = xcalloc(x->max_id + 1, sizeof(*queued));

	x->known = xcalloc(x->max_id + 1, sizeof(*x->known));
	/* Every integer instruction starts with no value (sign 0 marks
	   the ids that are not followed: they can hold anything). */
	for (unsigned id = x->max_id; id >= 1; id--) {
		unsigned w = x->inst[id] ? width_of(x->inst[id]) : 0;

		if (!w)
			continue;
		x->known[id] = bottom(w);
		uvec_push(&work, id);
		queued[id] = true;
	}
	while (work.n) {
		unsigned id = work.v[--work.n], w;
		LLVMValueRef v = x->inst[id];
		struct model_bits b, old = x->known[id];

		queued[id] = false;
		w = width_of(v);
		if (x->known[id].updates >= BITS_MAX_UPDATES) {
			b = top(w);
		} else {
			b = transfer(x, v, w);
			normalize(&b, w);
			b = join(old, b);
			normalize(&b, w);
		}
		if (same(&b, &old))
			continue;
		b.updates = old.updates + 1;
		x->known[id] = b;
		for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
			LLVMValueRef user = LLVMGetUser(u);
			unsigned uid = LLVMIsAInstruction(user) ?
				       ir_inst_id(x->m, user) : 0;

			if (uid && uid <= x->max_id && x->known[uid].sign &&
			    !queued[uid]) {
				uvec_push(&work, uid);
				queued[uid] = true;
			}
		}
	}
	uvec_release(&work);
	free(queued);
}

uint64_t
model_bits_may(const struct model_ctx *x, LLVMValueRef v)
{
	unsigned w = width_of(v);
	struct model_bits b;

	if (!w || !LLVMIsAInstruction(v))
		return 0;
	b = facts(x, v, w);
	if (empty(&b))
		return 0;
	/* Up to the first sign copy, which stands for all of them. */
	return b.may & full(w - b.sign + 1);
}

double
model_bits_kept(const struct model_ctx *x, LLVMValueRef v, uint64_t keep)
{
	unsigned w = width_of(v), p, n = 0, all;
	struct model_bits b;
	uint64_t live;

	if (!w || !LLVMIsAInstruction(v))
		return -1;
	b = facts(x, v, w);
	if (empty(&b))
		return -1;
	/* The bits that can differ: those that may be 1 up to the first
	   sign copy (bit p), which stands for all of them. */
	p = w - b.sign;
	live = b.may & full(p + 1);
	all = (unsigned)__builtin_popcountll(live);
	if (!all || all >= w)
		return -1;
	n = (unsigned)__builtin_popcountll(live & keep & full(p));
	if (live >> p & 1 && keep & full(w) & ~full(p))
		n++;
	return (double)n / all;
}
