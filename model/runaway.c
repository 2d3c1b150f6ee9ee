/*
 * runaway.c: loops that end on an equality test of a counter (§5.3.3
 * and §5.3.4 extended; model_opts.runaway).
 *
 * At -O2 LLVM rewrites a counted loop's exit test to an equality,
 * `i.next = add i, s; icmp eq i.next, n` (or `ne` on the continuing
 * side), with n invariant in the loop. Such a loop ends only when the
 * counter meets n exactly. A flip of bit b of the counter moves it by
 * +2^b (a clear bit) or -2^b (a set one); it meets n later only when the
 * move is a multiple of the step and leaves the counter on the near side
 * of n. Any other flip, most of a 64-bit counter's, runs the loop away:
 * it goes on past n until an access through an address the loop steps
 * leaves mapped memory (a crash) or the injector's timeout (a hang),
 * neither of them SDC. So does a flip of the exit compare on the run
 * that would have left: the counter is past n from then on.
 *
 * The model took a counter's flips to be SDC wherever its addresses did
 * not crash (a low bit reads and writes a neighbouring element; a middle
 * one an element of another row, still mapped): PolyBench heat-3d's and
 * adi's counters were predicted 27% SDC, 73% crash, against 0-5% SDC and
 * over 90% crash measured.
 *
 * The distances come from the profile's compare statistics: the exit
 * compare's executions over its exits are the trip count T of a run, the
 * mean of the bound operand is n, so the counter the compare sees at the
 * i-th execution of a run is n - (T - i) s.
 */
#include <math.h>
#include <stdlib.h>

#include "internal.h"

/* An induction counter of a cycle that an equality test ends. */
struct counter {
	LLVMValueRef phi, add, cmp, br;
	int64_t step;
	LLVMValueRef cmp_op;	/* the member the compare reads */
	double trips;		/* T: compares per exit */
	double bound;		/* n: the mean of the other operand */
	double exit_share;	/* exits over executions of the compare */
	unsigned width;
};

/* Whether v is invariant in the loop whose header is block h: a
   constant, an argument, or an instruction outside that loop. */
static bool
invariant(struct model_ctx *x, LLVMValueRef v, LLVMBasicBlockRef h)
{
	struct model_fn *f;
	unsigned hb, vb, l;

	if (!LLVMIsAInstruction(v))
		return true;
	f = model_fn_get(x, LLVMGetBasicBlockParent(h));
	if (!f)
		return false;
	hb = cfg_block_of(&f->cfg, h);
	vb = cfg_block_of(&f->cfg, LLVMGetInstructionParent(v));
	if (hb == TR_NONE || vb == TR_NONE)
		return false;
	l = f->lf.innermost[hb];
	if (l == TR_NONE || f->lf.loops[l].header != hb)
		return false;
	return !loop_contains(&f->lf, l, vb);
}

/* The exit test of counter c: an eq (ne) of member m and an invariant,
   the condition of a branch that leaves on true (false) and goes on to
   the counter's header. */
static bool
exit_test(struct model_ctx *x, struct counter *c, LLVMValueRef m)
{
	LLVMBasicBlockRef h = LLVMGetInstructionParent(c->phi);

	for (LLVMUseRef u = LLVMGetFirstUse(m); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef cmp = LLVMGetUser(u), other;
		const struct prof_compare *pc;
		LLVMIntPredicate pred;
		unsigned k, go;
		uint64_t exits;

		if (!LLVMIsAICmpInst(cmp))
			continue;
		pred = LLVMGetICmpPredicate(cmp);
		if (pred != LLVMIntEQ && pred != LLVMIntNE)
			continue;
		k = LLVMGetOperand(cmp, 0) == m ? 0 : 1;
		other = LLVMGetOperand(cmp, 1 - k);
		if (other == m || !invariant(x, other, h))
			continue;
		for (LLVMUseRef v = LLVMGetFirstUse(cmp); v;
		     v = LLVMGetNextUse(v)) {
			LLVMValueRef br = LLVMGetUser(v);

			if (!LLVMIsABranchInst(br) || !LLVMIsConditional(br) ||
			    LLVMGetCondition(br) != cmp)
				continue;
			/* The successor that goes on: the header. */
			if (LLVMGetSuccessor(br, 1) == h)
				go = 1;
			else if (LLVMGetSuccessor(br, 0) == h)
				go = 0;
			else
				continue;
			if ((pred == LLVMIntEQ) != (go == 1))
				continue;
			pc = prof_compare_find(x->p, ir_inst_id(x->m, cmp));
			if (!pc || !pc->has_mean || !pc->n)
				continue;
			exits = pred == LLVMIntEQ ? pc->ntrue : pc->nfalse;
			if (!exits)
				continue;
			c->cmp = cmp;
			c->br = br;
			c->cmp_op = m;
			c->trips = (double)pc->n / (double)exits;
			c->bound = pc->mean[1 - k];
			c->exit_share = (double)exits / (double)pc->n;
			return true;
		}
	}
	return false;
}

/* Cycle scc as a counter: a phi and an add of a constant step to it,
   which the phi takes back, ended by an equality test. */
static bool
find_counter(struct model_ctx *x, unsigned scc, struct counter *c)
{
	const struct uvec *mem = &x->scc_members[scc];
	LLVMValueRef a, b, s;
	unsigned w;

	if (mem->n != 2)
		return false;
	a = x->inst[mem->v[0]];
	b = x->inst[mem->v[1]];
	if (!LLVMIsAPHINode(a)) {
		LLVMValueRef t = a;

		a = b;
		b = t;
	}
	if (!LLVMIsAPHINode(a) || LLVMGetInstructionOpcode(b) != LLVMAdd)
		return false;
	w = model_int_width(LLVMTypeOf(a));
	if (LLVMGetTypeKind(LLVMTypeOf(a)) != LLVMIntegerTypeKind || !w ||
	    w > 64)
		return false;
	s = LLVMGetOperand(b, 0) == a ? LLVMGetOperand(b, 1) :
	    LLVMGetOperand(b, 1) == a ? LLVMGetOperand(b, 0) : NULL;
	if (!s || !LLVMIsAConstantInt(s))
		return false;
	*c = (struct counter){ .phi = a, .add = b, .width = w,
			       .step = LLVMConstIntGetSExtValue(s) };
	if (!c->step)
		return false;
	return exit_test(x, c, b) || exit_test(x, c, a);
}

/* Whether a move by delta of a counter that is d steps' worth (d >= 0,
   in the counting direction) short of its bound still meets it. */
static bool
meets(double d, double delta, int64_t step)
{
	double left = step > 0 ? d - delta : d + delta;

	if (left < 0)
		return false;
	return fmod(fabs(delta), (double)llabs(step)) == 0;
}

/* The share of the flips of member v that run c's loop away. */
static double
runaway_share(const struct counter *c, LLVMValueRef v)
{
	double t = fmax(1, floor(c->trips + 0.5)), n = floor(c->bound + 0.5);
	double sum = 0, hi, lo;
	unsigned samples = t < 64 ? (unsigned)t : 64, hb;

	/* The counter's values in a run: lo .. hi; a bit above them all
	   moves it out of the range it ever holds, to a distance of 2^b
	   steps or more: runaway, whichever way. */
	lo = n - t * (double)c->step;
	hi = fmax(fabs(lo), fabs(n)) + fabs((double)c->step);
	hb = (unsigned)ceil(log2(hi + 1)) + 1;
	for (unsigned j = 0; j < samples; j++) {
		/* The i-th compare of a run, i = 1 .. T, evenly sampled. */
		double i = samples == t ? j + 1 :
			   floor(1 + (t - 1) * j / (samples - 1.0) + 0.5);
		double seen = n - (t - i) * (double)c->step;
		double d = (t - i) * fabs((double)c->step);
		/* The bits flipped are the compared value's, or the phi's,
		   one step before it (an add flipped when the compare reads
		   the phi is taken as the compared value). */
		double val = v == c->add || c->cmp_op == c->phi ? seen :
			     seen - (double)c->step;
		int64_t iv = (int64_t)val;
		unsigned run = 0;

		for (unsigned b = 0; b < c->width; b++) {
			double delta = ldexp(1, (int)b);

			if (b >= hb) {
				run++;
				continue;
			}
			if (((uint64_t)iv >> b) & 1)
				delta = -delta;
			if (!meets(d, delta, c->step))
				run++;
		}
		sum += (double)run / c->width;
	}
	return sum / samples;
}

double
model_runaway(struct model_ctx *x, unsigned scc, LLVMValueRef v)
{
	struct counter c;

	if (!x->o->runaway || scc == TR_NONE || !find_counter(x, scc, &c))
		return 0;
	return runaway_share(&c, v);
}

double
model_runaway_exit(struct model_ctx *x, LLVMValueRef br)
{
	LLVMValueRef cmp, op;
	unsigned id;
	struct counter c;

	if (!x->o->runaway || !LLVMIsABranchInst(br) ||
	    !LLVMIsConditional(br))
		return 0;
	cmp = LLVMGetCondition(br);
	if (!LLVMIsAICmpInst(cmp))
		return 0;
	for (unsigned k = 0; k < 2; k++) {
		op = LLVMGetOperand(cmp, k);
		id = LLVMIsAInstruction(op) ? ir_inst_id(x->m, op) : 0;
		if (!id || x->scc[id] == TR_NONE ||
		    !find_counter(x, x->scc[id], &c) || c.br != br)
			continue;
		return c.exit_share;
	}
	return 0;
}
