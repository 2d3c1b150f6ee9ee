/*
 * hang.c: loops that a corrupted counter never ends (model_opts.hangs).
 *
 * The thesis's model has two failure outcomes, SDC and crash (§5.3); a
 * run that never ends is neither (nor among the sources of inaccuracy
 * §5.6.1 lists), and the fault injector classes it apart: a run still going
 * at the timeout is a hang, not an SDC, whatever it printed
 * (docs/inject.md). A loop ends when its exit test finds its counter
 * past a bound that the loop does not change (`while (count > 0)`). A
 * corruption of the counter persists in it (a def-use cycle of phis, adds
 * and subs: cycle_kind in engine.c) until that test reads it. A flip
 * that moves the counter towards the exit side ends the loop early, which
 * f_c weighs as any early exit; one that moves it away from the exit side
 * keeps the loop going past its end, and when no step of the loop brings
 * the counter back on every iteration (a count of a worklist's items,
 * which only the items' removal takes down: once the list is empty,
 * nothing does), the loop never ends. Such flips are a hang, which comes
 * before any output the error would reach: the value's SDC chance counts
 * only for the rest of its flips.
 *
 * The share of flips that move a counter of magnitude b (the profile's
 * mean floor(log2 |x|) at the compare) up: its clear bits below the sign
 * bit, W - 1 - (1 + b/2) of its W bits for a signed compare, as the
 * relaxations' share (relax.c) counts 1 + b/2 set bits; down: the set
 * bits and the sign bit.
 *
 * MiBench dijkstra keeps its queue's length in a global that its outer
 * loop tests (`while (qcount() > 0)`), in registers while the inner loop
 * enqueues and reloaded at every dequeue: a flip of the count is a hang
 * in 82% of the runs that corrupt the count in memory and SDC in 6%.
 */
#include <math.h>

#include "internal.h"

/* Whether v can change in the loop l of f (it is an instruction of it). */
static bool
varies_in(struct model_fn *f, unsigned l, LLVMValueRef v)
{
	unsigned b;

	if (!LLVMIsAInstruction(v))
		return false;
	b = cfg_block_of(&f->cfg, LLVMGetInstructionParent(v));
	return b == TR_NONE || loop_contains(&f->lf, l, b);
}

/* The predicate p read with its operands swapped (a < b is b > a). */
static LLVMIntPredicate
swapped(LLVMIntPredicate p)
{
	switch (p) {
	case LLVMIntSGT: return LLVMIntSLT;
	case LLVMIntSGE: return LLVMIntSLE;
	case LLVMIntSLT: return LLVMIntSGT;
	case LLVMIntSLE: return LLVMIntSGE;
	case LLVMIntUGT: return LLVMIntULT;
	case LLVMIntUGE: return LLVMIntULE;
	case LLVMIntULT: return LLVMIntUGT;
	case LLVMIntULE: return LLVMIntUGE;
	default: return p;
	}
}

/* The predicate that holds when p does not. */
static LLVMIntPredicate
negated(LLVMIntPredicate p)
{
	switch (p) {
	case LLVMIntEQ: return LLVMIntNE;
	case LLVMIntNE: return LLVMIntEQ;
	case LLVMIntSGT: return LLVMIntSLE;
	case LLVMIntSGE: return LLVMIntSLT;
	case LLVMIntSLT: return LLVMIntSGE;
	case LLVMIntSLE: return LLVMIntSGT;
	case LLVMIntUGT: return LLVMIntULE;
	case LLVMIntUGE: return LLVMIntULT;
	case LLVMIntULT: return LLVMIntUGE;
	default: return LLVMIntUGT;	/* ULE */
	}
}

/* How a counter cycle steps back towards its loop's exit (steps()). */
enum step {
	STEP_NONE,	/* no step on every iteration */
	STEP_ALWAYS,	/* an add or sub of a constant, a shift right */
	STEP_SIGNED,	/* an arithmetic shift right: towards 0 or -1 */
};

/*
 * Whether a member of the cycle scc steps the counter in direction up
 * (add of a positive constant, sub of a negative one) or down (the
 * reverse, or a shift right by a constant: MiBench bitcount's
 * `while ((x >>= 4) != 0)`) on every iteration of loop l: its block
 * dominates each of the loop's latches. An arithmetic shift right takes a
 * negative counter to -1, not 0 (STEP_SIGNED).
 */
static enum step
steps(struct model_ctx *x, struct model_fn *f, unsigned l, unsigned scc,
      bool up)
{
	const struct uvec *mem = &x->scc_members[scc];
	const struct loop *lp = &f->lf.loops[l];
	enum step best = STEP_NONE;

	for (unsigned i = 0; i < mem->n; i++) {
		LLVMValueRef s = x->inst[mem->v[i]];
		LLVMOpcode op = LLVMGetInstructionOpcode(s);
		LLVMValueRef c = NULL;
		enum step kind = STEP_ALWAYS;
		unsigned b;
		bool all = true;
		long long k;

		if (op == LLVMLShr || op == LLVMAShr) {
			/* The shifted value in the cycle, by a constant. */
			c = LLVMGetOperand(s, 1);
			if (up || !LLVMIsAConstantInt(c) ||
			    !LLVMConstIntGetZExtValue(c))
				continue;
			kind = op == LLVMAShr ? STEP_SIGNED : STEP_ALWAYS;
		} else if (op == LLVMAdd || op == LLVMSub) {
			for (unsigned j = 0; j < 2; j++)
				if (LLVMIsAConstantInt(LLVMGetOperand(s, j)))
					c = LLVMGetOperand(s, j);
			if (!c || (op == LLVMSub && c == LLVMGetOperand(s, 0)))
				continue;
			k = LLVMConstIntGetSExtValue(c);
			if (op == LLVMSub)
				k = -k;
			if (!k || (k > 0) != up)
				continue;
		} else {
			continue;
		}
		b = cfg_block_of(&f->cfg, LLVMGetInstructionParent(s));
		if (b == TR_NONE || !loop_contains(&f->lf, l, b))
			continue;
		for (unsigned j = 0; j < lp->latches.n && all; j++)
			all = dom_dominates(&f->dom, b, lp->latches.v[j]);
		if (!all)
			continue;
		if (kind == STEP_ALWAYS)
			return STEP_ALWAYS;
		best = kind;
	}
	return best;
}

/*
 * The share of v's single-bit flips that keep the loop whose exit test
 * it is from ever ending, when v is the counter of that test (a member of
 * the counter cycle scc compared with a bound the loop does not change,
 * deciding a loop-terminating branch), else 0.
 */
static double
tested(struct model_ctx *x, LLVMValueRef v, unsigned scc, LLVMValueRef cmp)
{
	LLVMValueRef bound;
	LLVMIntPredicate pr;
	struct model_fn *f;
	const struct prof_value *pv;
	unsigned k, w = model_int_width(LLVMTypeOf(v));
	double h = 0, b, set;
	bool sgn, up, below;
	enum step st;

	if (!w || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind ||
	    !(f = model_fn_get(x, LLVMGetBasicBlockParent(
					 LLVMGetInstructionParent(cmp)))))
		return 0;
	k = LLVMGetOperand(cmp, 0) == v ? 0 : 1;
	bound = LLVMGetOperand(cmp, 1 - k);
	pv = prof_value_find(x->p, ir_inst_id(x->m, cmp));
	if (!pv || !pv->mag_n[k])
		return 0;
	b = fmax(0, pv->mag_mean[k]);
	for (LLVMUseRef u = LLVMGetFirstUse(cmp); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef t = LLVMGetUser(u);
		unsigned tb, bi, l, stay = 0, nstay = 0;

		if (!LLVMIsABranchInst(t) || !LLVMIsConditional(t))
			continue;
		tb = cfg_block_of(&f->cfg, LLVMGetInstructionParent(t));
		if (tb == TR_NONE || (bi = f->branch_of[tb]) == TR_NONE ||
		    !f->bi.br[bi].lt || (l = f->lf.innermost[tb]) == TR_NONE ||
		    !varies_in(f, l, v) || varies_in(f, l, bound))
			continue;
		/* The successor that stays in the loop. */
		for (unsigned s = 0; s < 2; s++) {
			unsigned sb = cfg_block_of(&f->cfg,
						   LLVMGetSuccessor(t, s));

			if (sb != TR_NONE && loop_contains(&f->lf, l, sb)) {
				stay = s;
				nstay++;
			}
		}
		if (nstay != 1)
			continue;
		/* The loop goes on while "v pr bound". */
		pr = LLVMGetICmpPredicate(cmp);
		if (k == 1)
			pr = swapped(pr);
		if (stay == 1)
			pr = negated(pr);
		if (!model_icmp_order(pr, &below, &sgn))
			continue;
		up = !below;
		/* A step back towards the exit on every iteration: the loop
		   ends, later (not followed here). An arithmetic shift
		   right takes a counter its sign flip made negative to -1,
		   which an unsigned test never finds below its bound: that
		   one flip is a hang. */
		st = steps(x, f, l, scc, !up);
		if (st == STEP_ALWAYS || (st == STEP_SIGNED && sgn))
			continue;
		if (st == STEP_SIGNED) {
			h = fmax(h, 1.0 / w);
			continue;
		}
		set = fmin(w - (sgn ? 1 : 0), 1 + b / 2);
		h = fmax(h, up ? (w - (sgn ? 1 : 0) - set) / w
			       : (set + (sgn ? 1 : 0)) / w);
	}
	return model_clamp(h);
}

double
model_hang(struct model_ctx *x, LLVMValueRef v, unsigned scc)
{
	double h = 0;

	if (!x->o->hangs || scc == TR_NONE)
		return 0;
	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef cmp = LLVMGetUser(u);

		if (LLVMIsAICmpInst(cmp))
			h = fmax(h, tested(x, v, scc, cmp));
	}
	return h;
}
