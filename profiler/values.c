/*
 * values.c: value profiles. Which instructions get them, and the code that
 * collects them (the runtime side is rt/prof_rt.c and rt/prof_eval.c).
 *
 * Value sensitivity (beyond the reference; model-anchors §6 rules 6-8).
 * TRIDENT's static sub-model f_s gives a few opcodes fixed masks (and 0.9,
 * trunc (A-B)/A, shifts from the mean amount, compares from the operand
 * means; thesis §5.3.3, model-anchors §1.2). Here the runtime measures
 * them: at sampled executions of every compare, logic operation, shift,
 * cast, select and integer or FP arithmetic operation, it re-evaluates
 * the instruction once per single-bit flip of each non-constant operand
 * and counts the flips that change the result (prof_eval.c).
 *
 * Sampling. All instructions of a block segment (plan.c) run equally
 * often, so they share one schedule: two words {due, samples} in the
 * array PROF_SYM_COUNTDOWN. A sampled execution stores the operands of
 * the segment's value sites into a buffer (make_buffers) and then makes
 * one call to the runtime, which takes the samples and sets
 * `due` one period on (prof_protocol.h). Where that happens:
 *   - the PROF_COPY_GROUPS segments deepest in loops get a copy
 *     (duplicated code, Arnold and Ryder, PLDI 2001): the segment's code,
 *     from its start up to its last instruction (the call that ends it,
 *     or the terminator), moves to a block of its own (fast); at the
 *     start the code compares the segment's counter, just incremented,
 *     with `due` and, when it has reached it, branches (cold) to a copy
 *     of that code in which each value site is followed at once by the
 *     stores of its operands, so no operand lives longer than in the
 *     program. Both join the block that keeps the last instruction, where
 *     each value of the code used from there on gets a phi of its two
 *     versions (validate/instrument.c's finish_segment does the same).
 *     The copy holds the code's statistics updates too, so they stay
 *     exact;
 *   - the other segments are sampled at their end (sample_late): the
 *     same test just before the last instruction branches to a cold block
 *     of the stores and the call. No code is copied (a copy of every
 *     segment was a third of a large module's code: susan's build 0.44 s
 *     -> 0.34 s), but the operands live to the segment's end, which costs
 *     a hot loop's fast path spills (a histogram loop: 1.2-1.4x), hence
 *     the copies in the deepest loops;
 *   - a segment that runs at most once (once_blocks) stores each site's
 *     operands right after it, in place, and calls at its end.
 * The period starts at 1 and doubles every PROF_SAMPLE_BURST samples up
 * to PROF_SAMPLE_MAX_PERIOD (the runtime draws each gap around its
 * period), so the first 16 executions are all sampled, and an
 * instruction that runs N times is sampled about 16 * 12 + N / 4096
 * times: a hot segment costs a load, a compare and a rarely taken branch
 * per execution (an earlier countdown of its own cost a store too). A
 * derived segment (profiler.h) tests the count of the counter it equals.
 *
 * Exact statistics, at every execution (not sampled: the reference model
 * needs means over the whole run; in lite mode without threads those of
 * the value sites are sampled instead, prof_protocol.h, a third of
 * hotspot's lite slowdown saved): for every icmp and fcmp the number of
 * times it was true and the sum of each operand; for every shift the sum
 * of its amounts. Their execution count is their segment's counter. What
 * the plan knows statically is not counted: the sum of a constant
 * operand (its value times the count) and the times true of a compare
 * that is the condition of its segment's br (the br's true edge).
 * Integer sums are 128 bits wide (two words), so no sum of 64-bit values
 * can overflow before a counter does; the low word takes the add and the
 * high word moves only when that add overflows (signed for sign-extended
 * operands), in a cold block: one add and a rarely taken branch per
 * operand. FP sums are doubles. They are updated right after the
 * instruction with volatile stores (atomic adds in threaded programs),
 * like the counters, so a crashed run keeps them (plain stores would let
 * a loop keep its sums in registers until it ends).
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/*
 * The most groups sampled through a copy of their code (sample_group),
 * which keeps the fast path free of the operands' stores but doubles the
 * code to generate; the others are sampled at their end (sample_late).
 */
#define PROF_COPY_GROUPS 32

/* Bits of an integer type of at most 64 bits; 0 for any other type. */
/*
 * The element type of a fixed vector, t itself for anything else: a
 * vector operation is re-evaluated on its lane 0 (op_word), as the scalar
 * operation of its element type (the lanes of an element-wise operation
 * are independent: a flip in one lane changes that lane's result, as the
 * scalar operation's would).
 */
static LLVMTypeRef
lane_type(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMVectorTypeKind ?
	       LLVMGetElementType(t) : t;
}

/* Whether i works on fixed vectors (its result or first operand). */
static bool
is_vector_op(LLVMValueRef i)
{
	return LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVectorTypeKind ||
	       (LLVMGetNumOperands(i) &&
		LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(i, 0))) ==
			LLVMVectorTypeKind);
}

static unsigned
int_width(LLVMTypeRef t)
{
	unsigned w;

	t = lane_type(t);
	if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
		return 0;
	w = LLVMGetIntTypeWidth(t);
	return w <= 64 ? w : 0;
}

/* 32 for float, 64 for double, 0 for any other type. */
static unsigned
fp_width(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(lane_type(t))) {
	case LLVMFloatTypeKind: return 32;
	case LLVMDoubleTypeKind: return 64;
	default: return 0;
	}
}

/* A width for an int or FP scalar, with *isfp; 0 for any other type. */
static unsigned
scalar_width(LLVMTypeRef t, bool *isfp)
{
	unsigned w = int_width(t);

	*isfp = !w && fp_width(t);
	return w ? w : fp_width(t);
}

static unsigned
int_predicate(LLVMIntPredicate p)
{
	switch (p) {
	case LLVMIntEQ: return PROF_IP_EQ;
	case LLVMIntNE: return PROF_IP_NE;
	case LLVMIntUGT: return PROF_IP_UGT;
	case LLVMIntUGE: return PROF_IP_UGE;
	case LLVMIntULT: return PROF_IP_ULT;
	case LLVMIntULE: return PROF_IP_ULE;
	case LLVMIntSGT: return PROF_IP_SGT;
	case LLVMIntSGE: return PROF_IP_SGE;
	case LLVMIntSLT: return PROF_IP_SLT;
	default: return PROF_IP_SLE;
	}
}

/* Operands 0..n-1 of i that are not constants, as a bit mask. */
static unsigned
flipped_mask(LLVMValueRef i, unsigned n)
{
	unsigned mask = 0;

	for (unsigned k = 0; k < n; k++)
		if (!LLVMIsConstant(LLVMGetOperand(i, k)))
			mask |= 1u << k;
	return mask;
}

/*
 * Intrinsics with a value to re-evaluate: integer and FP min and max
 * (they mask every flip that does not change which operand wins), fabs
 * and fmuladd, on scalars; and fma as fmuladd (issue 19: libdevice's
 * polynomials, exp's among them, are chains of llvm.fma): re-evaluated
 * unfused, which tells whether a flip changes the result but where the
 * product's rounding decides the last bit.
 */
static uint64_t
intrinsic_info(LLVMValueRef call)
{
	static const struct {
		const char *prefix;
		unsigned vop;
		bool fp;
	} tab[] = {
		{ "llvm.smin.", PROF_VOP_SMIN, false },
		{ "llvm.smax.", PROF_VOP_SMAX, false },
		{ "llvm.umin.", PROF_VOP_UMIN, false },
		{ "llvm.umax.", PROF_VOP_UMAX, false },
		{ "llvm.minnum.", PROF_VOP_FMINNUM, true },
		{ "llvm.maxnum.", PROF_VOP_FMAXNUM, true },
		{ "llvm.fabs.", PROF_VOP_FABS, true },
		{ "llvm.fmuladd.", PROF_VOP_FMULADD, true },
		{ "llvm.fma.", PROF_VOP_FMULADD, true },
	};
	LLVMValueRef fn = LLVMGetCalledValue(call);
	const char *name;
	unsigned w, n;
	size_t len;
	bool fpop;

	if (!fn || !LLVMIsAFunction(fn))
		return 0;
	name = LLVMGetValueName2(fn, &len);
	for (size_t k = 0; k < sizeof(tab) / sizeof(*tab); k++) {
		if (strncmp(name, tab[k].prefix, strlen(tab[k].prefix)))
			continue;
		n = prof_vop_nops(tab[k].vop);
		if (LLVMGetNumArgOperands(call) != n)
			return 0;
		w = scalar_width(LLVMTypeOf(call), &fpop);
		if (!w || fpop != tab[k].fp || (fpop && w != 32 && w != 64))
			return 0;
		return PROF_VINFO(tab[k].vop, 0, w, w, flipped_mask(call, n),
				  fpop, fpop);
	}
	return 0;
}

uint64_t
prof_value_info(LLVMValueRef i)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(i);
	LLVMTypeRef t, rt;
	unsigned w, rw, vop;
	bool fpop, fpres;

	if (!LLVMGetNumOperands(i))
		return 0;
	t = LLVMTypeOf(LLVMGetOperand(i, 0));
	rt = LLVMTypeOf(i);
	switch (op) {
	case LLVMICmp:
		/* Pointers as 64-bit integers (address space 0 only). */
		w = int_width(t);
		if (!w && LLVMGetTypeKind(t) == LLVMPointerTypeKind &&
		    LLVMGetPointerAddressSpace(t) == 0)
			return PROF_VINFO(PROF_VOP_ICMP,
				int_predicate(LLVMGetICmpPredicate(i)), 64, 1,
				flipped_mask(i, 2), 0, 0) | PROF_VINFO_PTR;
		if (!w)
			return 0;
		return PROF_VINFO(PROF_VOP_ICMP,
				  int_predicate(LLVMGetICmpPredicate(i)), w, 1,
				  flipped_mask(i, 2), 0, 0);
	case LLVMFCmp:
		if (!(w = fp_width(t)))
			return 0;
		return PROF_VINFO(PROF_VOP_FCMP, LLVMGetFCmpPredicate(i), w, 1,
				  flipped_mask(i, 2), 1, 0);
	case LLVMAnd: vop = PROF_VOP_AND; break;
	case LLVMOr: vop = PROF_VOP_OR; break;
	case LLVMXor: vop = PROF_VOP_XOR; break;
	case LLVMShl: vop = PROF_VOP_SHL; break;
	case LLVMLShr: vop = PROF_VOP_LSHR; break;
	case LLVMAShr: vop = PROF_VOP_ASHR; break;
	case LLVMAdd: vop = PROF_VOP_ADD; break;
	case LLVMSub: vop = PROF_VOP_SUB; break;
	case LLVMMul: vop = PROF_VOP_MUL; break;
	case LLVMUDiv: vop = PROF_VOP_UDIV; break;
	case LLVMSDiv: vop = PROF_VOP_SDIV; break;
	case LLVMURem: vop = PROF_VOP_UREM; break;
	case LLVMSRem: vop = PROF_VOP_SREM; break;
	case LLVMFAdd: vop = PROF_VOP_FADD; break;
	case LLVMFSub: vop = PROF_VOP_FSUB; break;
	case LLVMFMul: vop = PROF_VOP_FMUL; break;
	case LLVMFDiv: vop = PROF_VOP_FDIV; break;
	case LLVMTrunc: vop = PROF_VOP_TRUNC; break;
	case LLVMZExt: vop = PROF_VOP_ZEXT; break;
	case LLVMSExt: vop = PROF_VOP_SEXT; break;
	case LLVMFPTrunc: vop = PROF_VOP_FPTRUNC; break;
	case LLVMFPExt: vop = PROF_VOP_FPEXT; break;
	case LLVMFPToSI: vop = PROF_VOP_FPTOSI; break;
	case LLVMFPToUI: vop = PROF_VOP_FPTOUI; break;
	case LLVMSIToFP: vop = PROF_VOP_SITOFP; break;
	case LLVMUIToFP: vop = PROF_VOP_UITOFP; break;
	case LLVMBitCast: vop = PROF_VOP_BITCAST; break;
	case LLVMCall:
		return intrinsic_info(i);
	case LLVMSelect:
		if (int_width(t) != 1)
			return 0;
		w = scalar_width(LLVMTypeOf(LLVMGetOperand(i, 1)), &fpop);
		if (!w)
			return 0;
		return PROF_VINFO(PROF_VOP_SELECT, 0, w, w, flipped_mask(i, 3),
				  fpop, fpop);
	default:
		return 0;
	}
	w = scalar_width(t, &fpop);
	rw = scalar_width(rt, &fpres);
	if (!w || !rw)
		return 0;
	switch (vop) {
	case PROF_VOP_FADD: case PROF_VOP_FSUB: case PROF_VOP_FMUL:
	case PROF_VOP_FDIV:
		if (!fpop)
			return 0;
		break;
	case PROF_VOP_FPTRUNC: case PROF_VOP_FPEXT:
		if (!fpop || !fpres)
			return 0;
		break;
	case PROF_VOP_FPTOSI: case PROF_VOP_FPTOUI:
		if (!fpop || fpres)
			return 0;
		break;
	case PROF_VOP_SITOFP: case PROF_VOP_UITOFP:
		if (fpop || !fpres)
			return 0;
		break;
	case PROF_VOP_BITCAST:
		if (w != rw)
			return 0;
		break;
	default:
		/* Integer operations and casts. */
		if (fpop || fpres)
			return 0;
	}
	/* Casts have one operand, the rest two. */
	return PROF_VINFO(vop, 0, w, rw,
			  flipped_mask(i, vop >= PROF_VOP_TRUNC &&
					  vop <= PROF_VOP_BITCAST ? 1 : 2),
			  fpop, fpres);
}

void *
prof_grow(void *a, unsigned n, size_t sz)
{
	if (n && (n & (n - 1)))
		return a;
	return xrealloc(a, (n ? 2 * (size_t)n : 16) * sz);
}

/*
 * Whether operand v of a compare or shift is a constant of known value,
 * and that value as the record's sum would add it: an integer
 * sign-extended (zero-extended when !sign), null as 0, an FP number as
 * the bits of a double. Addresses of globals and constant expressions
 * are constants too, of values only the run knows: summed at run time.
 */
static bool
known_value(LLVMValueRef v, bool sign, uint64_t *word)
{
	LLVMBool loses;
	double d;

	if (LLVMIsAConstantInt(v)) {
		*word = sign ? (uint64_t)LLVMConstIntGetSExtValue(v) :
			       LLVMConstIntGetZExtValue(v);
		return true;
	}
	if (LLVMIsAConstantPointerNull(v)) {
		*word = 0;
		return true;
	}
	if (LLVMIsAConstantFP(v)) {
		d = LLVMConstRealGetDouble(v, &loses);
		if (loses)
			return false;
		memcpy(word, &d, sizeof(d));
		return true;
	}
	return false;
}

static void
add_stat(struct prof_plan_stat **a, unsigned *n, unsigned id, uint64_t info,
	 LLVMValueRef i, bool sampled)
{
	struct prof_plan_stat *s;
	unsigned op = PROF_VINFO_OP(info);
	bool sign = op == PROF_VOP_ICMP && !(info & PROF_VINFO_PTR);

	*a = prof_grow(*a, *n, sizeof(**a));
	s = &(*a)[*n];
	memset(s, 0, sizeof(*s));
	s->id = id;
	s->info = info;
	s->inst = i;
	s->sampled = sampled;
	/* Compares sum both operands, shifts their amount (operand 1). */
	for (unsigned k = op == PROF_VOP_ICMP || op == PROF_VOP_FCMP ? 0 : 1;
	     k < 2; k++)
		if (known_value(LLVMGetOperand(i, k), sign, &s->kval[k]))
			s->fixed |= 1u << k;
	++*n;
}

/* The index of instruction id's record in a[n], or TR_NONE. */
static unsigned
find_stat(const struct prof_plan_stat *a, unsigned n, unsigned id)
{
	const struct prof_plan_stat *s = prof_find_id(a, n, sizeof(*a), id);

	return s ? (unsigned)(s - a) : TR_NONE;
}

void
prof_values_branch(struct prof_plan *pl, const struct ir_module *m,
		   LLVMValueRef t, unsigned counter)
{
	LLVMValueRef c = LLVMGetCondition(t);
	unsigned id, k;

	if (!LLVMIsAICmpInst(c) && !LLVMIsAFCmpInst(c))
		return;
	id = ir_inst_id(m, c);
	/* Of the same segment: it ran exactly when the br did. */
	if (!id || id > pl->max_id || pl->inst_counter[id] != counter ||
	    (k = find_stat(pl->compares, pl->ncompares, id)) == TR_NONE)
		return;
	pl->compares[k].branch = ir_inst_id(m, t);
}

void
prof_values_note(struct prof_plan *pl, const struct ir_module *m,
		 LLVMValueRef i)
{
	uint64_t info = prof_value_info(i);
	unsigned id = ir_inst_id(m, i), op = PROF_VINFO_OP(info);
	bool sampled;

	if (!info || !id)
		return;
	/*
	 * Lite mode samples the statistics of value sites, unless the
	 * counters are atomic (threads), whose exact statistics are atomic
	 * adds anyway. A vector compare or shift has none: only the value
	 * site of its lane 0.
	 */
	sampled = !pl->memory && !pl->atomic && PROF_VINFO_MASK(info);
	if ((op == PROF_VOP_ICMP || op == PROF_VOP_FCMP) && !is_vector_op(i))
		add_stat(&pl->compares, &pl->ncompares, id, info, i, sampled);
	if ((op == PROF_VOP_SHL || op == PROF_VOP_LSHR ||
	     op == PROF_VOP_ASHR) && !is_vector_op(i))
		add_stat(&pl->shifts, &pl->nshifts, id, info, i, sampled);
	if (!PROF_VINFO_MASK(info))
		return;
	pl->values = prof_grow(pl->values, pl->nvalues, sizeof(*pl->values));
	pl->values[pl->nvalues].id = id;
	pl->values[pl->nvalues].info = info;
	pl->values[pl->nvalues].inst = i;
	pl->values[pl->nvalues].margin = prof_vop_margins(info) ?
					 pl->nmargins++ : TR_NONE;
	pl->nvalues++;
}

void
prof_values_close(struct prof_plan *pl, unsigned *start, LLVMValueRef seg,
		  LLVMValueRef before, unsigned counter)
{
	struct prof_plan_group *g;

	if (pl->nvalues > *start) {
		pl->groups = prof_grow(pl->groups, pl->ngroups, sizeof(*pl->groups));
		g = &pl->groups[pl->ngroups++];
		g->start = seg;
		g->before = before;
		g->first = *start;
		g->n = pl->nvalues - *start;
		g->counter = counter;
	}
	*start = pl->nvalues;
}

static const char *const vop_names[] = {
	[PROF_VOP_ICMP] = "icmp", [PROF_VOP_FCMP] = "fcmp",
	[PROF_VOP_AND] = "and", [PROF_VOP_OR] = "or", [PROF_VOP_XOR] = "xor",
	[PROF_VOP_SHL] = "shl", [PROF_VOP_LSHR] = "lshr",
	[PROF_VOP_ASHR] = "ashr", [PROF_VOP_TRUNC] = "trunc",
	[PROF_VOP_ZEXT] = "zext", [PROF_VOP_SEXT] = "sext",
	[PROF_VOP_FPTRUNC] = "fptrunc", [PROF_VOP_FPEXT] = "fpext",
	[PROF_VOP_FPTOSI] = "fptosi", [PROF_VOP_FPTOUI] = "fptoui",
	[PROF_VOP_SITOFP] = "sitofp", [PROF_VOP_UITOFP] = "uitofp",
	[PROF_VOP_BITCAST] = "bitcast", [PROF_VOP_SELECT] = "select",
	[PROF_VOP_ADD] = "add", [PROF_VOP_SUB] = "sub", [PROF_VOP_MUL] = "mul",
	[PROF_VOP_SMIN] = "smin", [PROF_VOP_SMAX] = "smax",
	[PROF_VOP_UMIN] = "umin", [PROF_VOP_UMAX] = "umax",
	[PROF_VOP_FMINNUM] = "minnum", [PROF_VOP_FMAXNUM] = "maxnum",
	[PROF_VOP_FABS] = "fabs", [PROF_VOP_FMULADD] = "fmuladd",
	[PROF_VOP_UDIV] = "udiv", [PROF_VOP_SDIV] = "sdiv",
	[PROF_VOP_UREM] = "urem", [PROF_VOP_SREM] = "srem",
	[PROF_VOP_FADD] = "fadd", [PROF_VOP_FSUB] = "fsub",
	[PROF_VOP_FMUL] = "fmul", [PROF_VOP_FDIV] = "fdiv",
};

const char *
prof_vop_name(unsigned op)
{
	return op >= 1 && op <= PROF_VOP_LAST ? vop_names[op] : "?";
}

/*
 * The instrumentation
 */

LLVMValueRef
prof_word(struct prof_ictx *x, LLVMValueRef g, LLVMTypeRef ty, unsigned word)
{
	LLVMValueRef idx[2] = {
		LLVMConstInt(x->i64, 0, 0), LLVMConstInt(x->i64, word, 0),
	};

	return LLVMConstInBoundsGEP2(ty, g, idx, 2);
}

void
prof_mark_access(struct prof_ictx *x, LLVMValueRef access)
{
	LLVMSetMetadata(access, x->k_scope, x->scopes);
}

/* An internal array of n 64-bit words (at least 1), initialized to init. */
static LLVMValueRef
word_array(struct prof_ictx *x, const char *name, const uint64_t *init,
	   unsigned n, LLVMTypeRef *ty)
{
	unsigned len = n ? n : 1;
	LLVMValueRef *v = xmalloc(len * sizeof(*v)), g;

	for (unsigned k = 0; k < len; k++)
		v[k] = LLVMConstInt(x->i64, k < n ? init[k] : 0, 0);
	*ty = LLVMArrayType2(x->i64, len);
	g = LLVMAddGlobal(x->m->mod, *ty, name);
	LLVMSetInitializer(g, LLVMConstArray2(x->i64, v, len));
	LLVMSetLinkage(g, LLVMInternalLinkage);
	LLVMSetAlignment(g, 64);
	free(v);
	return g;
}

static void
make_arrays(struct prof_ictx *x)
{
	const struct prof_plan *pl = x->pl;
	uint64_t *w;
	size_t n;

	n = (size_t)pl->nvalues * PROF_VREC_WORDS;
	w = xcalloc(n + 1, sizeof(*w));
	for (unsigned k = 0; k < pl->nvalues; k++)
		w[(size_t)k * PROF_VREC_WORDS] = pl->values[k].info;
	x->values = word_array(x, PROF_SYM_VALUES, w, (unsigned)n,
			       &x->values_ty);
	free(w);

	/* The margin and output magnitude records: zeros (prof_protocol.h). */
	n = (size_t)pl->nmargins * PROF_MARGIN_BINS;
	w = xcalloc(n + 1, sizeof(*w));
	x->margins = word_array(x, PROF_SYM_MARGINS, w, (unsigned)n,
				&x->margins_ty);
	free(w);
	n = (size_t)pl->noutmags * PROF_OUTMAG_WORDS;
	w = xcalloc(n + 1, sizeof(*w));
	x->outmags = word_array(x, PROF_SYM_OUTMAGS, w, (unsigned)n,
				&x->outmags_ty);
	free(w);

	n = (size_t)pl->ngroups * 2;
	w = xcalloc(n + 1, sizeof(*w));
	for (unsigned k = 0; k < pl->ngroups; k++)
		w[2 * (size_t)k] = 1;	/* the first execution is sampled */
	x->countdown = word_array(x, PROF_SYM_COUNTDOWN, w, (unsigned)n,
				  &x->countdown_ty);
	free(w);

	n = (size_t)pl->ncompares * PROF_CREC_WORDS;
	w = xcalloc(n + 1, sizeof(*w));
	for (unsigned k = 0; k < pl->ncompares; k++)
		w[(size_t)k * PROF_CREC_WORDS] = pl->compares[k].info;
	x->compares = word_array(x, PROF_SYM_COMPARES, w, (unsigned)n,
				 &x->compares_ty);
	free(w);

	n = (size_t)pl->nshifts * PROF_SREC_WORDS;
	w = xcalloc(n + 1, sizeof(*w));
	for (unsigned k = 0; k < pl->nshifts; k++)
		w[(size_t)k * PROF_SREC_WORDS] = pl->shifts[k].info;
	x->shifts = word_array(x, PROF_SYM_SHIFTS, w, (unsigned)n,
			       &x->shifts_ty);
	free(w);
}

/* A volatile store of v to slot, marked as the profile's. */
static void
store_word(struct prof_ictx *x, LLVMValueRef v, LLVMValueRef slot)
{
	LLVMValueRef st = LLVMBuildStore(x->b, v, slot);

	LLVMSetAlignment(st, 8);
	LLVMSetVolatile(st, 1);
	prof_mark_access(x, st);
}

static LLVMValueRef
load_word(struct prof_ictx *x, LLVMTypeRef ty, LLVMValueRef slot)
{
	LLVMValueRef v = LLVMBuildLoad2(x->b, ty, slot, "prof.v");

	LLVMSetAlignment(v, 8);
	prof_mark_access(x, v);
	return v;
}

/* *slot += inc (i64); the new value. Atomic in threaded programs. */
static LLVMValueRef
add_word(struct prof_ictx *x, LLVMValueRef slot, LLVMValueRef inc)
{
	LLVMValueRef v;

	if (x->pl->atomic) {
		v = LLVMBuildAtomicRMW(x->b, LLVMAtomicRMWBinOpAdd, slot, inc,
				       LLVMAtomicOrderingMonotonic, 0);
		return LLVMBuildAdd(x->b, v, inc, "prof.sum");
	}
	v = LLVMBuildAdd(x->b, load_word(x, x->i64, slot), inc, "prof.sum");
	store_word(x, v, slot);
	return v;
}

/*
 * The 128-bit sum at lo, lo + 1 += v (i64), v sign-extended when sign.
 * The sum is hi * 2^64 + lo with lo read as signed when sign, unsigned
 * otherwise (prof_protocol.h), so that the high word changes only when
 * the low word's add overflows: one add and a rarely taken branch per
 * execution. The branch is a placeholder call here (lower_carries makes
 * it one after the sampled copies are made, which copy the call like any
 * other instruction). The overflow is the add's own, so the atomic form
 * (an atomic add whose old value tells it, then an atomic add of the
 * carry) is exact however threads interleave.
 */
static void
add_wide(struct prof_ictx *x, LLVMValueRef g, LLVMTypeRef ty, unsigned lo,
	 LLVMValueRef v, bool sign)
{
	LLVMValueRef slot = prof_word(x, g, ty, lo), old, sum, ovf, args[4];
	LLVMTypeRef pair_ty;
	LLVMValueRef fn;
	unsigned iid;
	const char *name = sign ? "llvm.sadd.with.overflow" :
				  "llvm.uadd.with.overflow";

	if (x->pl->atomic) {
		old = LLVMBuildAtomicRMW(x->b, LLVMAtomicRMWBinOpAdd, slot, v,
					 LLVMAtomicOrderingMonotonic, 0);
		sum = LLVMBuildAdd(x->b, old, v, "prof.sum");
		/* Signed: old and v of one sign, sum of the other. */
		ovf = sign ?
		      LLVMBuildICmp(x->b, LLVMIntSLT,
			LLVMBuildAnd(x->b,
				     LLVMBuildXor(x->b, old, sum, "prof.o"),
				     LLVMBuildXor(x->b, v, sum, "prof.o"),
				     "prof.o"),
			LLVMConstInt(x->i64, 0, 0), "prof.ovf") :
		      LLVMBuildICmp(x->b, LLVMIntULT, sum, v, "prof.ovf");
	} else {
		iid = LLVMLookupIntrinsicID(name, strlen(name));
		fn = LLVMGetIntrinsicDeclaration(x->m->mod, iid, &x->i64, 1);
		pair_ty = LLVMIntrinsicGetType(x->c, iid, &x->i64, 1);
		args[0] = load_word(x, x->i64, slot);
		args[1] = v;
		old = LLVMBuildCall2(x->b, pair_ty, fn, args, 2, "prof.add");
		sum = LLVMBuildExtractValue(x->b, old, 0, "prof.sum");
		ovf = LLVMBuildExtractValue(x->b, old, 1, "prof.ovf");
		store_word(x, sum, slot);
	}
	args[0] = ovf;
	args[1] = prof_word(x, g, ty, lo + 1);
	args[2] = v;
	args[3] = LLVMConstInt(LLVMInt1TypeInContext(x->c), sign, 0);
	LLVMBuildCall2(x->b, x->carry_ty, x->carry, args, 4, "");
}

/* The double at slot += v (a float or double). */
static void
add_double(struct prof_ictx *x, LLVMValueRef slot, LLVMValueRef v)
{
	LLVMTypeRef d = LLVMDoubleTypeInContext(x->c);

	if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMDoubleTypeKind)
		v = LLVMBuildFPExt(x->b, v, d, "prof.d");
	if (x->pl->atomic) {
		LLVMBuildAtomicRMW(x->b, LLVMAtomicRMWBinOpFAdd, slot, v,
				   LLVMAtomicOrderingMonotonic, 0);
		return;
	}
	store_word(x, LLVMBuildFAdd(x->b, load_word(x, d, slot), v, "prof.f"),
		   slot);
}

/* An integer or pointer operand as an i64 (sign-extended when sign). */
static LLVMValueRef
int_word(struct prof_ictx *x, LLVMValueRef v, bool sign)
{
	LLVMTypeRef t = LLVMTypeOf(v);

	if (LLVMGetTypeKind(t) == LLVMPointerTypeKind)
		return LLVMBuildPtrToInt(x->b, v, x->i64, "prof.p");
	if (LLVMGetIntTypeWidth(t) == 64)
		return v;
	return sign ? LLVMBuildSExt(x->b, v, x->i64, "prof.w") :
		      LLVMBuildZExt(x->b, v, x->i64, "prof.w");
}

/* Any operand as the runtime's word: zero-extended bits (prof_protocol.h);
   of a vector, its lane 0's. */
static LLVMValueRef
op_word(struct prof_ictx *x, LLVMValueRef v)
{
	if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind)
		v = LLVMBuildExtractElement(x->b, v, LLVMConstInt(x->i32, 0, 0),
					    "prof.lane");
	switch (LLVMGetTypeKind(LLVMTypeOf(v))) {
	case LLVMFloatTypeKind:
		return LLVMBuildZExt(x->b, LLVMBuildBitCast(x->b, v, x->i32,
							    "prof.b"),
				     x->i64, "prof.w");
	case LLVMDoubleTypeKind:
		return LLVMBuildBitCast(x->b, v, x->i64, "prof.b");
	default:
		return int_word(x, v, false);
	}
}

/*
 * The statistics of compare k, right after it: the times true (unless
 * its br's true edge counts them) and the sums of the operands whose
 * value is not known statically.
 */
static void
compare_stats(struct prof_ictx *x, unsigned k)
{
	const struct prof_plan_stat *s = &x->pl->compares[k];
	unsigned base = k * PROF_CREC_WORDS;
	bool is_ptr;

	LLVMPositionBuilderBefore(x->b, LLVMGetNextInstruction(s->inst));
	if (!s->branch)
		add_word(x, prof_word(x, x->compares, x->compares_ty, base + 2),
			 LLVMBuildZExt(x->b, s->inst, x->i64, "prof.t"));
	for (unsigned o = 0; o < 2; o++) {
		LLVMValueRef v = LLVMGetOperand(s->inst, o);

		if (s->fixed & 1u << o)
			continue;
		if (PROF_VINFO_OP(s->info) == PROF_VOP_FCMP) {
			add_double(x, prof_word(x, x->compares, x->compares_ty,
						base + 4 + 2 * o), v);
			continue;
		}
		is_ptr = LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind;
		add_wide(x, x->compares, x->compares_ty, base + 4 + 2 * o,
			 int_word(x, v, !is_ptr), !is_ptr);
	}
}

/* The statistics of shift k, right after it: none for a constant amount. */
static void
shift_stats(struct prof_ictx *x, unsigned k)
{
	const struct prof_plan_stat *s = &x->pl->shifts[k];
	unsigned base = k * PROF_SREC_WORDS;

	if (s->fixed & 2)
		return;
	LLVMPositionBuilderBefore(x->b, LLVMGetNextInstruction(s->inst));
	add_wide(x, x->shifts, x->shifts_ty, base + 2,
		 int_word(x, LLVMGetOperand(s->inst, 1), false), false);
}

/*
 * Insert i, taken out of its block, where the builder is, keeping its name
 * and its own debug location (the builder would give it its current one).
 */
static void
move_to_builder(struct prof_ictx *x, LLVMValueRef i)
{
	size_t len;
	char *name = xstrdup(LLVMGetValueName2(i, &len));

	LLVMSetCurrentDebugLocation2(x->b, NULL);
	LLVMInsertIntoBuilderWithName(x->b, i, name);
	free(name);
}

/*
 * Split block b just before instruction at: everything before it moves,
 * in order, to a new block inserted before b, which every predecessor now
 * enters (phis and landing pads go first, as they must). b keeps its
 * terminator, so the phis of its successors still name b. The
 * terminator is held out of b while b's uses are replaced, because
 * replacing a block's uses also renames it in its successors' phis.
 * Returns the new block, which has no terminator yet.
 */
static LLVMBasicBlockRef
split_block(struct prof_ictx *x, LLVMBasicBlockRef b, LLVMValueRef at)
{
	LLVMBasicBlockRef head = LLVMInsertBasicBlockInContext(x->c, b,
							       "prof.head");
	LLVMValueRef t = LLVMGetBasicBlockTerminator(b), i;

	LLVMInstructionRemoveFromParent(t);
	LLVMReplaceAllUsesWith(LLVMBasicBlockAsValue(b),
			       LLVMBasicBlockAsValue(head));
	LLVMPositionBuilderAtEnd(x->b, b);
	move_to_builder(x, t);
	LLVMPositionBuilderAtEnd(x->b, head);
	while ((i = LLVMGetFirstInstruction(b)) != at) {
		LLVMInstructionRemoveFromParent(i);
		move_to_builder(x, i);
	}
	return head;
}

/*
 * The runtime's sampling function, the module's table of value sites
 * (PROF_SYM_VSITES), each function's buffer of sampled operands
 * (make_buffers: the module's global, or with threads an alloca of 3 words
 * per site of its largest segment; NULL where no segment has a site), and
 * the cold branch weights.
 */
struct sampler {
	LLVMTypeRef tsample, tvsites;
	LLVMValueRef fsample, vsites, weights;
	struct ptrmap fn_index;	/* function -> index in buf */
	LLVMValueRef *buf;
	unsigned k_prof;
};

/* Uses past a group's code of its values, which must take a merge phi. */
struct outside {
	LLVMValueRef *user;
	unsigned *op;		/* the operand of user */
	unsigned *val;		/* the value: its index in the region */
	unsigned n;
};

/*
 * Note the uses of v, the k-th instruction of the code in block fast, by
 * instructions in other blocks (validate/instrument.c's outside_uses).
 */
static void
note_outside(LLVMValueRef v, unsigned k, LLVMBasicBlockRef fast,
	     struct outside *u)
{
	for (LLVMUseRef use = LLVMGetFirstUse(v); use;
	     use = LLVMGetNextUse(use)) {
		LLVMValueRef user = LLVMGetUser(use);
		unsigned nops, op;

		if (!LLVMIsAInstruction(user) ||
		    LLVMGetInstructionParent(user) == fast)
			continue;
		nops = (unsigned)LLVMGetNumOperands(user);
		for (op = 0; op < nops && LLVMGetOperandUse(user, op) != use;
		     op++)
			;
		if (op == nops)
			continue;
		u->user = prof_grow(u->user, u->n, sizeof(*u->user));
		u->op = prof_grow(u->op, u->n, sizeof(*u->op));
		u->val = prof_grow(u->val, u->n, sizeof(*u->val));
		u->user[u->n] = user;
		u->op[u->n] = op;
		u->val[u->n++] = k;
	}
}

/*
 * The first instruction of group g's code, once its allocas of constant
 * size have moved before it: a copy of a static alloca outside the entry
 * block would be a dynamic one, and a phi of two allocas keeps SROA from
 * promoting either. Moving them up their block changes nothing else.
 */
static LLVMValueRef
code_start(struct prof_ictx *x, const struct prof_plan_group *g)
{
	LLVMValueRef start = g->start, next;

	for (LLVMValueRef i = g->start; i != g->before; i = next) {
		next = LLVMGetNextInstruction(i);
		if (!LLVMIsAAllocaInst(i) ||
		    !LLVMIsAConstant(LLVMGetOperand(i, 0)))
			continue;
		if (i == start) {
			start = next;
			continue;
		}
		LLVMInstructionRemoveFromParent(i);
		LLVMPositionBuilderBefore(x->b, start);
		move_to_builder(x, i);
	}
	return start;
}

/*
 * The first word of a value site's sampled statistics record in the
 * compares' or the shifts' array (prof_protocol.h), or PROF_VSITE_NONE.
 */
static uint32_t
stats_word(struct prof_ictx *x, unsigned id)
{
	const struct prof_plan *pl = x->pl;
	unsigned k;

	if ((k = find_stat(pl->compares, pl->ncompares, id)) != TR_NONE &&
	    pl->compares[k].sampled)
		return k * PROF_CREC_WORDS;
	if ((k = find_stat(pl->shifts, pl->nshifts, id)) != TR_NONE &&
	    pl->shifts[k].sampled)
		return k * PROF_SREC_WORDS;
	return PROF_VSITE_NONE;
}

/*
 * The module's table of value sites (prof_protocol.h, struct
 * prof_vsite), one per value record, in their order.
 */
static LLVMValueRef
vsite_table(struct prof_ictx *x, LLVMTypeRef ty)
{
	const struct prof_plan *pl = x->pl;
	LLVMValueRef *rows = xcalloc(pl->nvalues + 1, sizeof(*rows)), f[4];
	LLVMTypeRef arr = LLVMArrayType2(ty, pl->nvalues);
	LLVMValueRef g = LLVMAddGlobal(x->m->mod, arr, PROF_SYM_VSITES);

	for (unsigned k = 0; k < pl->nvalues; k++) {
		const struct prof_plan_value *pv = &pl->values[k];

		f[0] = LLVMConstInt(x->i32, k, 0);
		f[1] = LLVMConstInt(x->i32,
				    prof_vop_nops(PROF_VINFO_OP(pv->info)), 0);
		f[2] = LLVMConstInt(x->i32, stats_word(x, pv->id), 0);
		f[3] = LLVMConstInt(x->i32, pv->margin == TR_NONE ?
				    PROF_VSITE_NONE :
				    pv->margin * PROF_MARGIN_BINS, 0);
		rows[k] = LLVMConstNamedStruct(ty, f, 4);
	}
	LLVMSetInitializer(g, LLVMConstArray2(ty, rows, pl->nvalues));
	LLVMSetGlobalConstant(g, 1);
	LLVMSetLinkage(g, LLVMInternalLinkage);
	LLVMSetUnnamedAddr(g, 1);
	free(rows);
	return g;
}

/*
 * The buffer of sampled operands of the function that group k is in
 * (struct sampler), or NULL.
 */
static LLVMValueRef
group_buffer(const struct prof_ictx *x, const struct sampler *sm,
	     unsigned k)
{
	LLVMValueRef fn = LLVMGetBasicBlockParent(
		LLVMGetInstructionParent(x->pl->groups[k].before));
	unsigned f = ptrmap_get(&sm->fn_index, fn);

	return f == TR_NONE ? NULL : sm->buf[f];
}

/*
 * The stores of value site `site`, the j-th of its group, at the
 * builder's point: its operands (those of inst, the site's instruction
 * or its copy) as the runtime's words into words 3 j .. 3 j + 2 of buf.
 */
static void
sample_site(struct prof_ictx *x, unsigned site, unsigned j,
	    LLVMValueRef inst, LLVMValueRef buf)
{
	const struct prof_plan_value *pv = &x->pl->values[site];
	/* The operation's operands: a call's callee is not one. */
	unsigned nops = prof_vop_nops(PROF_VINFO_OP(pv->info));

	for (unsigned o = 0; o < nops; o++) {
		LLVMValueRef at = LLVMConstInt(x->i64, 3 * j + o, 0);

		LLVMSetAlignment(LLVMBuildStore(x->b,
			op_word(x, LLVMGetOperand(inst, o)),
			LLVMBuildInBoundsGEP2(x->b, x->i64, buf, &at, 1,
					      "prof.s")), 8);
	}
}

/*
 * The call that takes group k's samples and sets its next one due, at
 * the builder's point, with the operands its sites stored in buf.
 */
static void
sample_call(struct prof_ictx *x, const struct sampler *sm, unsigned k,
	    LLVMValueRef buf)
{
	const struct prof_plan_group *g = &x->pl->groups[k];
	LLVMValueRef args[5], at[2];

	at[0] = LLVMConstInt(x->i64, 0, 0);
	at[1] = LLVMConstInt(x->i64, g->first, 0);
	args[0] = LLVMConstInBoundsGEP2(LLVMGlobalGetValueType(sm->vsites),
					sm->vsites, at, 2);
	args[1] = LLVMConstInt(x->i64, g->n, 0);
	args[2] = buf ? buf : LLVMConstPointerNull(x->ptr);
	args[3] = prof_word(x, x->countdown, x->countdown_ty, 2 * k);
	args[4] = x->count_now[g->counter];
	LLVMBuildCall2(x->b, sm->tsample, sm->fsample, args, 5, "");
}

/*
 * The test that ends block from: group k's counter (just incremented)
 * against the count due for its next sample, a load and a compare,
 * nothing stored; when due, to slow (cold), else to fast.
 */
static void
due_branch(struct prof_ictx *x, const struct sampler *sm, unsigned k,
	   LLVMBasicBlockRef from, LLVMBasicBlockRef slow,
	   LLVMBasicBlockRef fast)
{
	const struct prof_plan_group *g = &x->pl->groups[k];
	LLVMValueRef slot = prof_word(x, x->countdown, x->countdown_ty, 2 * k);
	LLVMValueRef v, br;

	LLVMPositionBuilderAtEnd(x->b, from);
	v = LLVMBuildICmp(x->b, LLVMIntUGE, x->count_now[g->counter],
			  load_word(x, x->i64, slot), "prof.due");
	br = LLVMBuildCondBr(x->b, v, slow, fast);
	LLVMSetMetadata(br, sm->k_prof, sm->weights);
}

/*
 * The sampling of group k through a copy (the top of the file): the
 * group's code moves to a block of its own, fast; the block before it
 * tests the count due and branches to fast or, when due, to a cold copy
 * of the code in which each site is followed by the stores of its
 * operands, and which ends with the runtime's call. Both go on to the
 * block that holds the rest (the segment's last instruction on), where the
 * values of the code used from there on get phis of their fast and copied
 * versions.
 */
static void
sample_group(struct prof_ictx *x, unsigned k, const struct sampler *sm)
{
	const struct prof_plan_group *g = &x->pl->groups[k];
	LLVMBasicBlockRef b = LLVMGetInstructionParent(g->before), head, fast;
	LLVMBasicBlockRef slow, from[2];
	LLVMValueRef v, *region, *vals, *phis, incoming[2];
	LLVMValueRef buf = group_buffer(x, sm, k);
	struct ptrmap map = { 0 };
	struct outside uses = { 0 };
	unsigned n = 0, site = g->first;

	head = split_block(x, b, code_start(x, g));
	fast = split_block(x, b, g->before);
	LLVMSetValueName2(LLVMBasicBlockAsValue(fast), "prof.fast", 9);
	for (v = LLVMGetFirstInstruction(fast); v; v = LLVMGetNextInstruction(v))
		n++;
	region = xmalloc(n * sizeof(*region));
	vals = xmalloc(n * sizeof(*vals));
	phis = xcalloc(n, sizeof(*phis));
	n = 0;
	for (v = LLVMGetFirstInstruction(fast); v; v = LLVMGetNextInstruction(v))
		region[n++] = v;
	/* Before the copy adds uses of its own. */
	for (unsigned r = 0; r < n; r++)
		note_outside(region[r], r, fast, &uses);
	LLVMPositionBuilderAtEnd(x->b, fast);
	LLVMBuildBr(x->b, b);

	slow = LLVMInsertBasicBlockInContext(x->c, b, "prof.sample");
	due_branch(x, sm, k, head, slow, fast);

	/* The copy, each site's operands stored at once: no operand lives
	   longer. */
	LLVMPositionBuilderAtEnd(x->b, slow);
	for (unsigned r = 0; r < n; r++) {
		LLVMValueRef c = LLVMInstructionClone(region[r]);
		unsigned nops = (unsigned)LLVMGetNumOperands(c), m;

		for (unsigned o = 0; o < nops; o++)
			if ((m = ptrmap_get(&map, LLVMGetOperand(c, o))) !=
			    TR_NONE)
				LLVMSetOperand(c, o, vals[m]);
		LLVMSetMetadata(c, x->m->id_kind, NULL);
		LLVMInsertIntoBuilder(x->b, c);
		ptrmap_put(&map, region[r], r);
		vals[r] = c;
		if (site == g->first + g->n || x->pl->values[site].inst !=
		    region[r])
			continue;
		sample_site(x, site, site - g->first, c, buf);
		site++;
	}
	sample_call(x, sm, k, buf);
	LLVMBuildBr(x->b, b);

	/* The merge. */
	for (unsigned u = 0; u < uses.n; u++) {
		unsigned r = uses.val[u];

		if (!phis[r]) {
			/* Before the debug records too: phis carry none. */
			LLVMPositionBuilderBeforeInstrAndDbgRecords(x->b,
				LLVMGetFirstInstruction(b));
			phis[r] = LLVMBuildPhi(x->b, LLVMTypeOf(region[r]),
					       "prof.m");
			incoming[0] = region[r];
			from[0] = fast;
			incoming[1] = vals[r];
			from[1] = slow;
			LLVMAddIncoming(phis[r], incoming, from, 2);
		}
		LLVMSetOperand(uses.user[u], uses.op[u], phis[r]);
	}
	free(uses.user);
	free(uses.op);
	free(uses.val);
	ptrmap_release(&map);
	free(phis);
	free(vals);
	free(region);
}

/*
 * The samples of group k taken at its end: the group's code stays as it
 * is; before its last instruction the code compares the segment's
 * counter with the count due and, when due, branches to a cold block
 * that stores the operands of the group's sites (all defined by then)
 * and calls the runtime.
 */
static void
sample_late(struct prof_ictx *x, unsigned k, const struct sampler *sm)
{
	const struct prof_plan_group *g = &x->pl->groups[k];
	LLVMBasicBlockRef b = LLVMGetInstructionParent(g->before), code, slow;
	LLVMValueRef buf = group_buffer(x, sm, k);

	code = split_block(x, b, g->before);
	slow = LLVMInsertBasicBlockInContext(x->c, b, "prof.sample");
	due_branch(x, sm, k, code, slow, b);
	LLVMPositionBuilderAtEnd(x->b, slow);
	for (unsigned site = g->first; site < g->first + g->n; site++)
		sample_site(x, site, site - g->first, x->pl->values[site].inst,
			    buf);
	sample_call(x, sm, k, buf);
	LLVMBuildBr(x->b, b);
}

/*
 * The samples of group k taken in place, with no copy and no test: for a
 * segment that runs at most once in a run (once_blocks), whose one
 * execution the test would sample anyway (the first PROF_SAMPLE_BURST
 * executions all are). The stores and the call are the copy's: each
 * site's operands right after it, the call at the end.
 */
static void
sample_once(struct prof_ictx *x, unsigned k, const struct sampler *sm)
{
	const struct prof_plan_group *g = &x->pl->groups[k];
	LLVMValueRef buf = group_buffer(x, sm, k), i;

	for (unsigned site = g->first; site < g->first + g->n; site++) {
		i = x->pl->values[site].inst;
		LLVMPositionBuilderBefore(x->b, LLVMGetNextInstruction(i));
		sample_site(x, site, site - g->first, i, buf);
	}
	LLVMPositionBuilderBefore(x->b, g->before);
	sample_call(x, sm, k, buf);
}

/*
 * Which groups get a sampled copy ([ngroups], true for those): the
 * PROF_COPY_GROUPS deepest in loops of those that have sites and run more
 * than once (prof_deepest); the others are sampled at their end
 * (sample_late).
 */
static bool *
copied_groups(struct prof_ictx *x, const bool *gonce)
{
	const struct prof_plan *pl = x->pl;
	LLVMValueRef *insts = xcalloc(pl->ngroups + 1, sizeof(*insts));
	bool *copy;

	for (unsigned k = 0; k < pl->ngroups; k++)
		if (!gonce[k] && pl->groups[k].n)
			insts[k] = pl->groups[k].before;
	copy = prof_deepest(x, insts, pl->ngroups, PROF_COPY_GROUPS);
	free(insts);
	return copy;
}

/*
 * Each function's buffer of sampled operands (struct sampler). Without
 * threads, one internal global for all: a segment's call to the runtime
 * comes before its last instruction, so no other segment's stores come
 * between a segment's and its call, and a recursive function takes no
 * more stack than in the program. With threads, an alloca first in each
 * function's entry block, which the blocks split off later keep first
 * (split_block moves what comes before a point into the new head).
 */
static void
make_buffers(struct prof_ictx *x, struct sampler *sm)
{
	const struct prof_plan *pl = x->pl;
	unsigned *most = NULL, nfn = 0, f;
	LLVMValueRef *fns = NULL, fn;

	for (unsigned k = 0; k < pl->ngroups; k++) {
		if (!pl->groups[k].n)
			continue;
		fn = LLVMGetBasicBlockParent(
			LLVMGetInstructionParent(pl->groups[k].before));
		if ((f = ptrmap_get(&sm->fn_index, fn)) == TR_NONE) {
			fns = prof_grow(fns, nfn, sizeof(*fns));
			most = prof_grow(most, nfn, sizeof(*most));
			fns[nfn] = fn;
			most[nfn] = 0;
			ptrmap_put(&sm->fn_index, fn, f = nfn++);
		}
		if (pl->groups[k].n > most[f])
			most[f] = pl->groups[k].n;
	}
	sm->buf = xcalloc(nfn + 1, sizeof(*sm->buf));
	if (!pl->atomic && nfn) {
		unsigned all = 0;
		LLVMTypeRef t;
		LLVMValueRef g;

		for (f = 0; f < nfn; f++)
			all = most[f] > all ? most[f] : all;
		t = LLVMArrayType2(x->i64, 3 * (uint64_t)all);
		g = LLVMAddGlobal(x->m->mod, t, PROF_SYM_VBUF);
		LLVMSetInitializer(g, LLVMConstNull(t));
		LLVMSetLinkage(g, LLVMInternalLinkage);
		LLVMSetAlignment(g, 8);
		for (f = 0; f < nfn; f++)
			sm->buf[f] = g;
		nfn = 0;
	}
	LLVMSetCurrentDebugLocation2(x->b, NULL);
	for (f = 0; f < nfn; f++) {
		LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fns[f]);

		LLVMPositionBuilderBefore(x->b, LLVMGetFirstInstruction(entry));
		sm->buf[f] = LLVMBuildAlloca(x->b, LLVMArrayType2(x->i64,
						3 * (uint64_t)most[f]),
					     "prof.buf");
		LLVMSetAlignment(sm->buf[f], 8);
	}
	free(fns);
	free(most);
}

/* Whether call i may return twice (setjmp, vfork): its caller's blocks
   may then run again. */
static bool
returns_twice(LLVMValueRef i)
{
	static const char *const names[] = {
		"setjmp", "_setjmp", "sigsetjmp", "__sigsetjmp", "savectx",
		"vfork", "getcontext",
	};
	unsigned kind = LLVMGetEnumAttributeKindForName("returns_twice", 13);
	LLVMValueRef f = LLVMGetCalledValue(i);
	const char *name;
	size_t len;

	if (LLVMGetCallSiteEnumAttribute(i, LLVMAttributeFunctionIndex, kind))
		return true;
	if (!f || !LLVMIsAFunction(f))
		return false;
	if (LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind))
		return true;
	name = LLVMGetValueName2(f, &len);
	for (size_t k = 0; k < sizeof(names) / sizeof(*names); k++)
		if (!strcmp(name, names[k]))
			return true;
	return false;
}

/* Whether f's one use is the callee of call (a direct call). */
static bool
only_call(LLVMValueRef f, LLVMValueRef call)
{
	LLVMUseRef u = LLVMGetFirstUse(f);

	return u && !LLVMGetNextUse(u) && LLVMGetUser(u) == call &&
	       LLVMGetCalledValue(call) == f;
}

/* The functions run at most once that start the search: main when
   nothing in the module uses it, a constructor used only by the list. */
static void
once_roots(struct prof_ictx *x, struct ptrmap *seen, LLVMValueRef **fv,
	   size_t *nfv)
{
	LLVMValueRef mainf = LLVMGetNamedFunction(x->m->mod, "main");
	LLVMValueRef ctors = LLVMGetNamedGlobal(x->m->mod, "llvm.global_ctors");
	LLVMValueRef init, e, f;

	if (mainf && !LLVMIsDeclaration(mainf) && !LLVMGetFirstUse(mainf)) {
		ptrmap_put(seen, mainf, 1);
		*fv = xrealloc(*fv, (*nfv + 1) * sizeof(**fv));
		(*fv)[(*nfv)++] = mainf;
	}
	init = ctors ? LLVMGetInitializer(ctors) : NULL;
	if (!init || !LLVMIsAConstantArray(init))
		return;
	for (unsigned k = 0; k < (unsigned)LLVMGetNumOperands(init); k++) {
		e = LLVMGetOperand(init, k);
		f = LLVMGetNumOperands(e) > 1 ? LLVMGetOperand(e, 1) : NULL;
		if (!f || !LLVMIsAFunction(f) || LLVMIsDeclaration(f) ||
		    ptrmap_get(seen, f) != TR_NONE)
			continue;
		{
			LLVMUseRef u = LLVMGetFirstUse(f);

			if (!u || LLVMGetNextUse(u) || LLVMGetUser(u) != e)
				continue;
		}
		ptrmap_put(seen, f, 1);
		*fv = xrealloc(*fv, (*nfv + 1) * sizeof(**fv));
		(*fv)[(*nfv)++] = f;
	}
}

/*
 * The blocks that run at most once in a run (their map gets them): the
 * blocks outside every loop and irreducible region of a function that
 * runs at most once (once_roots, and a function whose one use is a
 * direct call from such a block), unless it calls something that returns
 * twice. A segment there needs no sampled copy (sample_once).
 */
static void
once_blocks(struct prof_ictx *x, struct ptrmap *once)
{
	struct ptrmap seen = { 0 };
	LLVMValueRef *fv = NULL;
	size_t nfv = 0;

	/* The roots, then the callees found, in order. */
	once_roots(x, &seen, &fv, &nfv);
	for (size_t q = 0; q < nfv; q++) {
		struct prof_fn_loops fl;
		const struct cfg *g = &fl.g;
		const struct loop_forest *lf = &fl.lf;
		bool *in, twice = false;

		if (prof_fn_loops_build(&fl, x->m, fv[q]))
			continue;
		in = xcalloc(g->nblocks + 1, sizeof(*in));
		for (unsigned r = 0; r < lf->nirreducible; r++)
			for (unsigned j = 0; j < lf->irreducible[r].blocks.n; j++)
				in[lf->irreducible[r].blocks.v[j]] = true;
		for (unsigned b = 0; b < g->nblocks; b++)
			for (LLVMValueRef i = LLVMGetFirstInstruction(
				     g->blocks[b].bb); i && !twice;
			     i = LLVMGetNextInstruction(i))
				twice = LLVMIsACallInst(i) && returns_twice(i);
		for (unsigned b = 0; b < g->nblocks && !twice; b++) {
			if (!g->reachable[b] || in[b] ||
			    lf->innermost[b] != TR_NONE)
				continue;
			ptrmap_put(once, g->blocks[b].bb, 1);
			for (LLVMValueRef i = LLVMGetFirstInstruction(
				     g->blocks[b].bb); i;
			     i = LLVMGetNextInstruction(i)) {
				LLVMValueRef c = LLVMIsACallInst(i) ?
					LLVMGetCalledValue(i) : NULL;

				if (!c || !LLVMIsAFunction(c) ||
				    LLVMIsDeclaration(c) ||
				    ptrmap_get(&seen, c) != TR_NONE ||
				    !only_call(c, i))
					continue;
				ptrmap_put(&seen, c, 1);
				fv = xrealloc(fv, (nfv + 1) * sizeof(*fv));
				fv[nfv++] = c;
			}
		}
		free(in);
		prof_fn_loops_release(&fl);
	}
	free(fv);
	ptrmap_release(&seen);
}

/*
 * A runtime function of the sampling: cold, nounwind, nosync, willreturn,
 * and memory(argmem: readwrite, inaccessiblemem: readwrite) (two bits
 * per location in LLVM's MemoryEffects: argmem at 0, inaccessiblemem at
 * 2): it writes the record or countdown it is given and its own state,
 * nothing of the program's nor the counters, so the optimizer need not
 * assume that the cold copy's calls change the program's memory or the
 * counters. (Measured: no gain on hotspot, whose remaining cost of the
 * copies is the tests and register pressure; docs/benchmarks.md.)
 */
static LLVMValueRef
declare(struct prof_ictx *x, const char *name, LLVMTypeRef ty)
{
	LLVMValueRef f = LLVMAddFunction(x->m->mod, name, ty);
	static const char *const attrs[] = { "cold", "nounwind", "nosync",
					     "willreturn" };
	unsigned memory = LLVMGetEnumAttributeKindForName("memory", 6);

	for (unsigned a = 0; a < 4; a++)
		LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
			LLVMCreateEnumAttribute(x->c,
				LLVMGetEnumAttributeKindForName(attrs[a],
							strlen(attrs[a])), 0));
	LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
		LLVMCreateEnumAttribute(x->c, memory, 3u << 2 | 3u));
	return f;
}

/* The spec word of a conversion (prof_protocol.h, PROF_OUTSPEC): 0 for
   no printed flips (a dynamic precision). */
static uint64_t
out_spec(const struct prof_conv *cv, LLVMValueRef arg)
{
	bool isfloat = LLVMIsAFPExtInst(arg) &&
		       LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(arg, 0))) ==
			       LLVMFloatTypeKind;

	if (cv->precision == PROF_PREC_DYNAMIC || !strchr("fFeEgGaA", cv->type))
		return 0;
	return PROF_OUTSPEC(cv->type, cv->precision >= 0 ?
				      (unsigned)cv->precision + 1 : 0u, isfloat);
}

/*
 * The output magnitudes (issue 15): before each output call with records,
 * a call of the runtime with each double a floating-point conversion
 * prints. Before the segments are sampled, so that a sampled copy of the
 * code holds them too.
 */
static void
output_mags(struct prof_ictx *x)
{
	LLVMTypeRef params[3] = { x->ptr, LLVMDoubleTypeInContext(x->c),
				  x->i64 };
	LLVMTypeRef ty = LLVMFunctionType(LLVMVoidTypeInContext(x->c), params,
					  3, 0);
	LLVMValueRef fn = NULL, args[3], arg;

	for (unsigned k = 0; k < x->pl->noutputs; k++) {
		const struct prof_plan_output *o = &x->pl->outputs[k];
		unsigned rec = o->mag;

		for (int q = 0; o->fparg && q < o->nconv; q++) {
			if (o->fparg[q] < 0)
				continue;
			if (!fn)
				fn = declare(x, PROF_SYM_OUT_MAG, ty);
			LLVMPositionBuilderBefore(x->b, o->inst);
			args[0] = prof_word(x, x->outmags, x->outmags_ty,
					    PROF_OUTMAG_WORDS * rec++);
			arg = LLVMGetOperand(o->inst, (unsigned)o->fparg[q]);
			args[1] = arg;
			args[2] = LLVMConstInt(x->i64, out_spec(&o->conv[q],
								arg), 0);
			LLVMBuildCall2(x->b, ty, fn, args, 3, "");
		}
	}
}

/*
 * The carries (add_wide): each placeholder call prof.carry(ovf, hi, v,
 * sign) becomes a branch on ovf to a block that adds the carry to the
 * high word, +1, or -1 for a signed v < 0 (the low word wrapped down),
 * and back. Its block is split there (split_block: the head keeps what
 * came before and the block's name, prof.carried the rest).
 */
static void
lower_carries(struct prof_ictx *x, LLVMValueRef weights, unsigned k_prof)
{
	LLVMValueRef *calls = NULL, c, ovf, hi, v, inc, br;
	LLVMBasicBlockRef b, head, carry;
	unsigned n = 0;
	char *name;

	for (LLVMUseRef u = LLVMGetFirstUse(x->carry); u;
	     u = LLVMGetNextUse(u)) {
		calls = prof_grow(calls, n, sizeof(*calls));
		calls[n++] = LLVMGetUser(u);
	}
	for (unsigned k = 0; k < n; k++) {
		c = calls[k];
		ovf = LLVMGetOperand(c, 0);
		hi = LLVMGetOperand(c, 1);
		v = LLVMGetOperand(c, 2);
		b = LLVMGetInstructionParent(c);
		head = split_block(x, b, c);
		/* The head is the block as its predecessors know it. */
		name = xstrdup(LLVMGetBasicBlockName(b));
		LLVMSetValueName2(LLVMBasicBlockAsValue(b), "prof.carried", 12);
		LLVMSetValueName2(LLVMBasicBlockAsValue(head), name,
				  strlen(name));
		free(name);
		carry = LLVMInsertBasicBlockInContext(x->c, b, "prof.carry");
		LLVMPositionBuilderAtEnd(x->b, head);
		br = LLVMBuildCondBr(x->b, ovf, carry, b);
		LLVMSetMetadata(br, k_prof, weights);
		LLVMPositionBuilderAtEnd(x->b, carry);
		inc = LLVMConstInt(x->i64, 1, 0);
		if (LLVMConstIntGetZExtValue(LLVMGetOperand(c, 3)))
			inc = LLVMBuildSelect(x->b,
				LLVMBuildICmp(x->b, LLVMIntSLT, v,
					      LLVMConstInt(x->i64, 0, 0),
					      "prof.neg"),
				LLVMConstAllOnes(x->i64), inc, "prof.carry");
		add_word(x, hi, inc);
		LLVMBuildBr(x->b, b);
		LLVMInstructionEraseFromParent(c);
	}
	free(calls);
	LLVMDeleteFunction(x->carry);
	x->carry = NULL;
}

void
prof_values_instrument(struct prof_ictx *x)
{
	LLVMTypeRef params[5] = { x->ptr, x->i64, x->ptr, x->ptr, x->i64 };
	LLVMTypeRef fields[4] = { x->i32, x->i32, x->i32, x->i32 };
	LLVMTypeRef cparams[4] = { LLVMInt1TypeInContext(x->c), x->ptr, x->i64,
				   LLVMInt1TypeInContext(x->c) };
	struct sampler sm = { 0 };
	struct ptrmap once = { 0 };
	bool *gonce, *copy;
	LLVMMetadataRef w[3];
	LLVMTypeRef i32 = x->i32;

	/* Taken about once in a period: keep the cold block out of the way. */
	w[0] = LLVMMDStringInContext2(x->c, "branch_weights", 14);
	w[1] = LLVMValueAsMetadata(LLVMConstInt(i32, 1, 0));
	w[2] = LLVMValueAsMetadata(LLVMConstInt(i32, 1000, 0));
	sm.weights = LLVMMetadataAsValue(x->c,
					 LLVMMDNodeInContext2(x->c, w, 3));
	sm.k_prof = LLVMGetMDKindIDInContext(x->c, "prof", 4);
	x->carry_ty = LLVMFunctionType(LLVMVoidTypeInContext(x->c), cparams, 4,
				       0);
	x->carry = LLVMAddFunction(x->m->mod, "trident.prof.carry",
				   x->carry_ty);

	make_arrays(x);
	for (unsigned k = 0; k < x->pl->ncompares; k++)
		if (!x->pl->compares[k].sampled)
			compare_stats(x, k);
	for (unsigned k = 0; k < x->pl->nshifts; k++)
		if (!x->pl->shifts[k].sampled)
			shift_stats(x, k);
	output_mags(x);
	if (x->pl->ngroups) {
		sm.tsample = LLVMFunctionType(LLVMVoidTypeInContext(x->c),
					      params, 5, 0);
		sm.fsample = declare(x, PROF_SYM_SAMPLE, sm.tsample);
		sm.tvsites = LLVMStructCreateNamed(x->c, "prof.vsite");
		LLVMStructSetBody(sm.tvsites, fields, 4, 0);
		sm.vsites = vsite_table(x, sm.tvsites);
		make_buffers(x, &sm);
		/* Which, before sample_group splits their blocks. */
		gonce = xcalloc(x->pl->ngroups, sizeof(*gonce));
		once_blocks(x, &once);
		for (unsigned k = 0; k < x->pl->ngroups; k++)
			gonce[k] = ptrmap_get(&once, LLVMGetInstructionParent(
				x->pl->groups[k].before)) != TR_NONE;
		ptrmap_release(&once);
		copy = copied_groups(x, gonce);
		for (unsigned k = 0; k < x->pl->ngroups; k++)
			if (gonce[k])
				sample_once(x, k, &sm);
			else if (copy[k])
				sample_group(x, k, &sm);
			else
				sample_late(x, k, &sm);
		free(gonce);
		free(copy);
		ptrmap_release(&sm.fn_index);
		free(sm.buf);
	}
	lower_carries(x, sm.weights, sm.k_prof);
}
