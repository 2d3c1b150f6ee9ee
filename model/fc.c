/*
 * fc.c: the control-flow sub-model f_c (thesis §5.3.4; Algorithm 1 lines
 * 3-7): the SDC probability of a conditional branch (br or switch) whose
 * direction a fault flipped.
 *
 * A flipped branch corrupts the stores, output calls and calls of
 * functions with side effects that run when they should not, or do not
 * run when they should ("targets"). Each target t gets a corruption
 * probability aff_t, and the branch's SDC probability is
 *   AVERAGE (the reference, rule 12):  min(1, sum aff_t sdc_t)
 *   UNION:                             1 - prod(1 - aff_t sdc_t)
 * with sdc_t = f_m(t) for a store (TRIDENT) or 1 (f_s + f_c, an output
 * call, a call with side effects).
 *
 * Non-loop-terminating branches (NLT, Eq. 5.1): the targets are in the
 * blocks between the branch and its immediate post-dominator (the join;
 * paths that leave the function count too). With r_k(v) the probability
 * that block v runs before the join once successor k is taken (edge
 * probabilities of the profile, back edges left out), a target in v is
 * corrupted with
 *   aff = r_0 (1 - r_1) + r_1 (1 - r_0)
 * (averaged over the other successors of a switch), which is Eq. 5.1's
 * P_e / P_d for a block only one side reaches and 1 for a block the branch
 * leads to directly. With opts.join_values, a phi of the join block is
 * corrupted when the two directions bring it different incoming values.
 *
 * Loop-terminating branches (LT, Eq. 5.2): the targets are in the loop
 * the branch's block belongs to, with aff = P_b P_e (P_b: the probability
 * that the branch stays in the loop; P_e: the target's executions per
 * run of the header, at most 1), or the reference's max(P_T, P_F) -
 * (1 - P_e) (opts.compat_lt, rule 11). With opts.join_values the values
 * the loop hands to code after it are corrupted too (an early or an extra
 * iteration changes them): their uses outside the loop count with aff 1,
 * a phi's (opts.live_changes) with the share of the iterations that
 * change it (changes()).
 * An LT branch without targets is SDC 1 in the reference (it stops a loop
 * the output depends on); with join_values it is 0 (nothing it changes is
 * ever seen).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct targets {
	enum model_combine how;
	bool any;
	unsigned left_out;	/* targets whose f_m was busy */
	double sum, keep;
};

static void
target_add(struct targets *t, double aff, double sdc)
{
	double v;

	if (sdc < 0) {
		t->left_out++;
		return;
	}
	v = model_clamp(aff) * model_clamp(sdc);

	t->any = true;
	t->sum += v;
	t->keep *= 1 - v;
}

static double
targets_end(const struct targets *t)
{
	return t->how == MODEL_UNION ? 1 - t->keep : model_clamp(t->sum);
}

/*
 * Whether a defined function has effects a skipped (or extra) call would
 * change the output with: a store, an output call, a call of the C
 * library that writes memory (memcpy, sprintf, strcpy: model_libc), or a
 * call of a defined function that has such effects (depth levels down).
 * A usage message on stderr is not one.
 */
static bool
has_effects(const struct model_ctx *x, LLVMValueRef fn, unsigned depth)
{
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i)) {
			LLVMOpcode op = LLVMGetInstructionOpcode(i);
			LLVMValueRef callee;

			if (op == LLVMStore || op == LLVMAtomicRMW ||
			    op == LLVMAtomicCmpXchg)
				return true;
			if ((op != LLVMCall && op != LLVMInvoke) ||
			    ir_is_intrinsic_call(i))
				continue;
			/* Output, or text a formatting or string call
			   writes (libc.c). */
			if (model_is_output(x, i) || model_is_mem_store_call(i))
				return true;
			callee = LLVMGetCalledValue(i);
			if (callee && LLVMIsAFunction(callee) &&
			    ir_fn_defined(callee) &&
			    (!depth || has_effects(x, callee, depth - 1)))
				return true;
		}
	return false;
}

static bool target_sdc(struct model_ctx *x, LLVMValueRef inst, double *s);

/*
 * The SDC chance of a call of fn that a flipped branch skips or adds: that
 * of the most likely of its effects to reach the output (a store's f_m, an
 * output call's 1, a call's own effects, depth levels down; beyond them,
 * 1). A skipped call whose writes nothing reads masks, as a skipped store
 * does. Memoized per function; a call met again while fn's own is being
 * computed (recursion) is left out of it.
 */
static double
call_effects(struct model_ctx *x, LLVMValueRef fn, unsigned depth)
{
	struct model_fn *f = model_fn_get(x, fn);
	double best = 0, s;

	if (!f || !depth)
		return 1;
	if (f->effects_state == EFFECTS_DONE)
		return f->effects;
	if (f->effects_state == EFFECTS_BUSY)
		return -1;
	f->effects_state = EFFECTS_BUSY;
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && best < 1;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && best < 1;
		     i = LLVMGetNextInstruction(i)) {
			LLVMValueRef callee;

			if ((LLVMIsACallInst(i) || LLVMIsAInvokeInst(i)) &&
			    !model_is_output(x, i) && !model_is_mem_store_call(i) &&
			    (callee = LLVMGetCalledValue(i)) &&
			    LLVMIsAFunction(callee) && ir_fn_defined(callee)) {
				s = call_effects(x, callee, depth - 1);
				best = s > best ? s : best;
			} else if (target_sdc(x, i, &s) && s > best) {
				best = s;
			}
		}
	f->effects_state = EFFECTS_DONE;
	f->effects = best;
	return best;
}

/*
 * model_opts.update_size: a floating-point read-modify-write store that a
 * flipped branch skips or adds (`c[i] += u` run one time too few or too
 * many) leaves its cell wrong by the update u, not by a flip of one of
 * its bits: an error 2^-d of the cell (model_rmw_update_bits), as a flip
 * of its mantissa bit M - d would be. Of the cell's flips, the top W s
 * show (s its f_m; printing and rounding drop the low ones), so an error
 * that size shows when M - d reaches the lowest of them, W (1 - s):
 * certainly some bits above it, not at all some bits below, on a ramp of
 * UPDATE_RAMP bits between.
 */
#define UPDATE_RAMP 4

static double
update_visible(struct model_ctx *x, LLVMValueRef store, double s)
{
	double d = model_rmw_update_bits(x, store), w, m, over;
	bool f = LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(store, 0))) ==
		 LLVMFloatTypeKind;

	if (isnan(d))
		return s;
	w = f ? 32 : 64;
	m = f ? 23 : 52;
	over = (m - d) - w * (1 - s);
	return model_clamp(0.5 + over / UPDATE_RAMP);
}

/*
 * Whether inst is a target, and *s, the SDC probability once it runs
 * wrongly (< 0: its f_m is busy, internal.h).
 */
static bool
target_sdc(struct model_ctx *x, LLVMValueRef inst, double *s)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(inst);
	LLVMValueRef fn;

	*s = 1;
	if (op == LLVMStore || op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg ||
	    ((op == LLVMCall || op == LLVMInvoke) &&
	     model_is_mem_store_call(inst))) {
		if (x->o->kind == MODEL_TRIDENT) {
			*s = model_store(x, inst);
			if (x->o->update_size && op == LLVMStore && *s > 0)
				*s = update_visible(x, inst, *s);
		} else if (x->device && op == LLVMStore) {
			*s = model_device_store(x, inst);
		}
		return true;
	}
	if (op != LLVMCall && op != LLVMInvoke)
		return false;
	if (model_is_output(x, inst))
		return true;
	fn = LLVMGetCalledValue(inst);
	if (!fn || !LLVMIsAFunction(fn) || !ir_fn_defined(fn) ||
	    !has_effects(x, fn, 2))
		return false;
	if (x->o->kind == MODEL_TRIDENT)
		*s = call_effects(x, fn, 2);
	return true;
}

/*
 * A target that a relaxation's update writes (relax.c): a flip of its
 * guard is a missed or a spurious update, against the extremum's way,
 * which branch() scales by 1 - R (the relaxation store then counts with
 * f_m of its readers alone); another branch that skips or adds the
 * relaxation changes the cell only when the candidate would have won (u),
 * and then against the extremum's way: u (1 - R).
 */
static void
relax_target(struct model_ctx *x, struct model_fn *f, unsigned b,
	     LLVMValueRef term, LLVMValueRef inst, double *s)
{
	const struct model_relax *r = model_relax_covering(x, f, inst, b);

	if (!r)
		return;
	if (LLVMIsAStoreInst(inst) && model_relax_of(x, inst) == r)
		*s = model_store_plain(x, inst);
	if (r->guard != term && *s > 0)
		*s *= r->u * (1 - r->repair);
}

/* The probability that block u's terminator goes to block v. */
static double
edge_prob(struct model_ctx *x, struct model_fn *f, unsigned u, unsigned v)
{
	LLVMValueRef t = LLVMGetBasicBlockTerminator(f->cfg.blocks[u].bb);
	LLVMBasicBlockRef to = f->cfg.blocks[v].bb;
	const struct prof_branch *pb;
	unsigned n = t ? LLVMGetNumSuccessors(t) : 0;
	double p = 0;

	if (!n)
		return 0;
	pb = n > 1 ? prof_branch_find(x->p, ir_inst_id(x->m, t)) : NULL;
	for (unsigned k = 0; k < n; k++) {
		if (LLVMGetSuccessor(t, k) != to)
			continue;
		if (n == 1)
			p += 1;
		else if (pb && pb->total && k < pb->nsucc)
			p += prof_branch_prob(pb, k);
		else if (!pb || !pb->total)
			p += 1.0 / n;
	}
	return p;
}

/* The branch's successor probabilities; uniform for one that never ran. */
static double *
succ_probs(struct model_ctx *x, LLVMValueRef term, unsigned n)
{
	const struct prof_branch *pb =
		prof_branch_find(x->p, ir_inst_id(x->m, term));
	double *p = xmalloc(n * sizeof(*p));

	for (unsigned k = 0; k < n; k++)
		p[k] = pb && pb->total && k < pb->nsucc ? prof_branch_prob(pb, k)
							: 1.0 / n;
	return p;
}

static bool
back_edge(const struct model_fn *f, unsigned u, unsigned v)
{
	return dom_dominates(&f->dom, v, u);
}

/*
 * NLT: the region from block b to its join, reach probabilities per
 * successor, and the targets in it.
 */
struct region {
	unsigned n;		/* successors */
	unsigned join;		/* block, or >= nblocks (function exit) */
	bool *in;		/* [nblocks] */
	double **r;		/* [n][nblocks] */
	unsigned *succ;		/* [n] successor blocks */
};

/* How many times the profiled run left loop l: its exit edges' counts. */
static double
loop_exits(struct model_ctx *x, struct model_fn *f, unsigned l)
{
	const struct loop *lp = &f->lf.loops[l];
	double all = 0;

	for (unsigned a = 0; a < lp->exiting.n; a++) {
		const struct uvec *es = &f->cfg.blocks[lp->exiting.v[a]].succ;

		for (unsigned c = 0; c < es->n; c++)
			if (!loop_contains(&f->lf, l, es->v[c]))
				all += model_edge_count(x,
					f->cfg.blocks[lp->exiting.v[a]].bb,
					f->cfg.blocks[es->v[c]].bb);
	}
	return all;
}

/*
 * What an edge u -> v adds to v's reach, per unit of u's: its
 * probability, except on an edge that leaves a loop of the region whose
 * header it reaches (model_opts.exit_reach): the back edges are left out
 * of the propagation, so u's reach is that of one pass, and the edge
 * gets the loop's reach times its share of the loop's exits, as the
 * loop runs until it leaves (returned divided by r[u], which the caller
 * multiplies back).
 */
static double
exit_reach(struct model_ctx *x, struct model_fn *f, const struct region *rg,
	   const double *r, unsigned u, unsigned v)
{
	unsigned l = f->lf.innermost[u], out = TR_NONE;
	const struct loop *lp;
	double all;

	if (!x->o->exit_reach)
		return edge_prob(x, f, u, v);
	/* the outermost loop u is in and v is not */
	while (l != TR_NONE && !loop_contains(&f->lf, l, v)) {
		out = l;
		l = f->lf.loops[l].parent;
	}
	if (out == TR_NONE || !rg->in[f->lf.loops[out].header] || r[u] <= 0)
		return edge_prob(x, f, u, v);
	lp = &f->lf.loops[out];
	all = loop_exits(x, f, out);
	if (all <= 0)
		return edge_prob(x, f, u, v);
	return model_clamp(r[lp->header]) * model_edge_count(x,
		f->cfg.blocks[u].bb, f->cfg.blocks[v].bb) / all / r[u];
}

static void
region_build(struct model_ctx *x, struct model_fn *f, unsigned b,
	     LLVMValueRef term, struct region *rg)
{
	unsigned nb = f->cfg.nblocks;
	struct uvec work = { 0 };

	rg->n = LLVMGetNumSuccessors(term);
	rg->join = f->pdom.idom[b] == TR_NONE ? nb : f->pdom.idom[b];
	rg->in = xcalloc(nb, sizeof(*rg->in));
	rg->succ = xmalloc(rg->n * sizeof(*rg->succ));
	rg->r = xmalloc(rg->n * sizeof(*rg->r));
	for (unsigned k = 0; k < rg->n; k++) {
		unsigned s = cfg_block_of(&f->cfg, LLVMGetSuccessor(term, k));

		rg->succ[k] = s;
		rg->r[k] = xcalloc(nb, sizeof(**rg->r));
		if (s != rg->join && s != b && !back_edge(f, b, s) &&
		    !rg->in[s]) {
			rg->in[s] = true;
			uvec_push(&work, s);
		}
	}
	while (work.n) {
		unsigned u = work.v[--work.n];
		const struct uvec *su = &f->cfg.blocks[u].succ;

		for (unsigned i = 0; i < su->n; i++) {
			unsigned v = su->v[i];

			if (v == rg->join || v == b || rg->in[v] ||
			    back_edge(f, u, v))
				continue;
			rg->in[v] = true;
			uvec_push(&work, v);
		}
	}
	uvec_release(&work);
	/* Reach probabilities in reverse postorder (the region is acyclic
	   once back edges are left out). */
	for (unsigned k = 0; k < rg->n; k++) {
		double *r = rg->r[k];
		unsigned s = rg->succ[k];

		if (s < nb && rg->in[s])
			r[s] = 1;
		for (unsigned i = 0; i < f->cfg.rpo.n; i++) {
			unsigned u = f->cfg.rpo.v[i];
			const struct uvec *su = &f->cfg.blocks[u].succ;

			if (!rg->in[u] || r[u] <= 0)
				continue;
			if (r[u] > 1)
				r[u] = 1;
			for (unsigned j = 0; j < su->n; j++) {
				unsigned v = su->v[j];

				if (rg->in[v] && !back_edge(f, u, v))
					r[v] += r[u] * exit_reach(x, f, rg, r,
								  u, v);
			}
		}
	}
}

/*
 * The SDC of a value that a flipped branch changes (a join's phi, a
 * loop's live-out): with model_opts.exit_values, another value the
 * program computes, not a flipped one, which crashes nothing: its users'
 * SDC given that it changed, sdc / (1 - crash) of its flips' outcome o.
 */
static double
changed_value_sdc(const struct model_ctx *x, struct model_out o)
{
	if (x->o->exit_values && o.crash > 0 && o.crash < 1)
		return fmin(1, o.sdc / (1 - o.crash));
	return o.sdc;
}

static void
region_release(struct region *rg)
{
	for (unsigned k = 0; k < rg->n; k++)
		free(rg->r[k]);
	free(rg->r);
	free(rg->in);
	free(rg->succ);
}

/* Probability that a is true on one side and b on the other, averaged
   over the flips k -> j of successors with probabilities p. */
static double
flip_average(const struct region *rg, const double *p,
	     double (*pair)(const struct region *, unsigned, unsigned,
			    const void *),
	     const void *arg)
{
	double sum = 0;

	if (rg->n < 2)
		return 0;
	for (unsigned k = 0; k < rg->n; k++)
		for (unsigned j = 0; j < rg->n; j++)
			if (j != k)
				sum += p[k] / (rg->n - 1) * pair(rg, k, j, arg);
	return sum;
}

/* Block v runs under exactly one of successors k and j. */
static double
block_pair(const struct region *rg, unsigned k, unsigned j, const void *arg)
{
	unsigned v = *(const unsigned *)arg;
	double a = model_clamp(rg->r[k][v]), b = model_clamp(rg->r[j][v]);

	return a * (1 - b) + b * (1 - a);
}

/* Block v runs under successor k (taken) and not under j (the flip's):
   its targets are skipped. */
static double
block_missed(const struct region *rg, unsigned k, unsigned j,
	     const void *arg)
{
	unsigned v = *(const unsigned *)arg;

	return model_clamp(rg->r[k][v]) * (1 - model_clamp(rg->r[j][v]));
}

struct phi_arg {
	struct model_ctx *x;
	struct model_fn *f;
	LLVMValueRef phi;
	unsigned b;
};

/* The probability that incoming edge e of the phi is taken under k. */
static double
incoming_prob(const struct region *rg, const struct phi_arg *pa, unsigned e,
	      unsigned k)
{
	unsigned u = cfg_block_of(&pa->f->cfg,
				  LLVMGetIncomingBlock(pa->phi, e));

	if (u == pa->b)
		return rg->succ[k] == rg->join ? 1 : 0;
	if (u >= pa->f->cfg.nblocks || !rg->in[u])
		return 0;
	return model_clamp(rg->r[k][u]) * edge_prob(pa->x, pa->f, u, rg->join);
}

/* Both sides reach the phi, with different incoming values. */
static double
phi_pair(const struct region *rg, unsigned k, unsigned j, const void *arg)
{
	const struct phi_arg *pa = arg;
	unsigned n = LLVMCountIncoming(pa->phi);
	double qk = 0, qj = 0, same = 0;

	for (unsigned e = 0; e < n; e++) {
		double a = incoming_prob(rg, pa, e, k);

		qk += a;
		qj += incoming_prob(rg, pa, e, j);
		if (a <= 0)
			continue;
		for (unsigned e2 = 0; e2 < n; e2++)
			if (LLVMGetIncomingValue(pa->phi, e) ==
			    LLVMGetIncomingValue(pa->phi, e2))
				same += a * incoming_prob(rg, pa, e2, j);
	}
	return model_clamp(model_clamp(qk) * model_clamp(qj) - same);
}

static void
nlt(struct model_ctx *x, struct model_fn *f, unsigned b, LLVMValueRef term,
    const double *p, struct targets *t)
{
	struct region rg;
	double nterm = (double)model_count(x, term);

	region_build(x, f, b, term, &rg);
	for (unsigned v = 0; v < f->cfg.nblocks; v++) {
		double aff, missed = -1;

		if (!rg.in[v])
			continue;
		aff = flip_average(&rg, p, block_pair, &v);
		if (aff <= 0)
			continue;
		for (LLVMValueRef i =
			     LLVMGetFirstInstruction(f->cfg.blocks[v].bb);
		     i; i = LLVMGetNextInstruction(i)) {
			double s, k, a = aff;

			if (!target_sdc(x, i, &s))
				continue;
			/* A store every thread of the block makes alike, or
			   one out of the range a bound check keeps it in: an
			   extra run changes nothing the host reads, only a
			   missed one counts (device.c). */
			if (model_device_uniform_store(x, i) ||
			    model_device_bound_store(x, term, i)) {
				if (missed < 0)
					missed = flip_average(&rg, p,
						block_missed, &v);
				a = missed;
			}
			relax_target(x, f, b, term, i, &s);
			/* A target in a loop of the region: a flip changes
			   its k runs per run of the branch, not one. */
			k = nterm > 0 ? (double)model_count(x, i) / nterm : 1;
			if (x->o->loop_targets && k > 1 && s > 0)
				s += x->o->independence * (1 - pow(1 - s, k) - s);
			target_add(t, a, s);
		}
	}
	if (x->o->join_values && rg.join < f->cfg.nblocks)
		for (LLVMValueRef i =
			     LLVMGetFirstInstruction(f->cfg.blocks[rg.join].bb);
		     i && LLVMIsAPHINode(i); i = LLVMGetNextInstruction(i)) {
			struct phi_arg pa = { x, f, i, b };
			double aff = flip_average(&rg, p, phi_pair, &pa);
			struct model_out o;

			if (aff <= 0)
				continue;
			o = model_value(x, i);
			target_add(t, aff, changed_value_sdc(x, o));
		}
	region_release(&rg);
}

/* Whether v is an instruction of a block of loop l. */
static bool
defined_in(struct model_fn *f, unsigned l, LLVMValueRef v)
{
	unsigned b;

	if (!LLVMIsAInstruction(v))
		return false;
	b = cfg_block_of(&f->cfg, LLVMGetInstructionParent(v));
	return b != TR_NONE && loop_contains(&f->lf, l, b);
}

/* Whether v is a phi of a block of loop l. */
static bool
loop_phi(struct model_fn *f, unsigned l, LLVMValueRef v)
{
	return v && LLVMIsAPHINode(v) && defined_in(f, l, v);
}

/* The most phis changes() follows back from a value the loop hands out. */
#define CHANGE_PHIS 64

/*
 * The share of the iterations of loop l that change phi v, a value the
 * loop hands out: v and the phis of the loop it takes values from (a
 * loop-carried value moved from phi to phi) each change on their edges
 * inside the loop that bring a value other than such a phi (an add, a
 * load, a constant): the sum over them of the share of such edges among
 * their edges inside the loop. An early or an extra iteration changes
 * what the loop hands out only when it skips or adds such an edge, as a
 * target is changed with its P_e (Eq. 5.2): a count of the items a loop
 * enqueued changes at its enqueues, not at every iteration. -1 when it is
 * not known (too many phis, or none whose edges ran).
 */
static double
changes(struct model_ctx *x, struct model_fn *f, unsigned l, LLVMValueRef v)
{
	LLVMValueRef phis[CHANGE_PHIS];
	unsigned n = 0;
	double share = 0;
	bool any = false;

	phis[n++] = v;
	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef phi = phis[i];
		LLVMBasicBlockRef bb = LLVMGetInstructionParent(phi);
		double all = 0, fresh = 0;

		for (unsigned k = 0; k < LLVMCountIncoming(phi); k++) {
			LLVMValueRef in = LLVMGetIncomingValue(phi, k);
			LLVMBasicBlockRef from = LLVMGetIncomingBlock(phi, k);
			unsigned fb = cfg_block_of(&f->cfg, from);
			bool seen = false;
			double e;

			/* The value the loop is entered with. */
			if (fb == TR_NONE || !loop_contains(&f->lf, l, fb))
				continue;
			e = model_edge_count(x, from, bb);
			all += e;
			if (!loop_phi(f, l, in)) {
				fresh += e;
				continue;
			}
			for (unsigned j = 0; j < n; j++)
				seen |= phis[j] == in;
			if (seen)
				continue;
			if (n == CHANGE_PHIS)
				return -1;
			phis[n++] = in;
		}
		if (all > 0) {
			share += fresh / all;
			any = true;
		}
	}
	return any ? model_clamp(share) : -1;
}

/*
 * The bits a live-out integer of loop l changes in when a flipped exit
 * hands out another of the values the loop computes (exit values): those
 * below twice the loop's mean trip count (a search's index stays in its
 * range; a flip's high bits would mask or crash); 0 (all bits) for an
 * unknown count.
 */
static uint64_t
exit_value_bits(struct model_ctx *x, struct model_fn *f, unsigned l)
{
	uint64_t n = (uint64_t)loop_exits(x, f, l), trips;
	uint64_t head = f->bcount[f->lf.loops[l].header];
	unsigned k = 1;

	if (!x->o->exit_values || !x->o->flip_bits || !n || !head)
		return 0;
	trips = 2 * (head + n - 1) / n;
	while (k < 63 && ((uint64_t)1 << k) <= trips)
		k++;
	return ((uint64_t)1 << k) - 1;
}

/*
 * The uses outside loop l of the values defined in it: a phi's with the
 * probability that the flip changes it (changes()), any other value's
 * with 1.
 */
static void
live_outs(struct model_ctx *x, struct model_fn *f, unsigned l,
	  struct targets *t)
{
	const struct loop *lp = &f->lf.loops[l];
	uint64_t low = exit_value_bits(x, f, l);

	for (unsigned bi = 0; bi < lp->blocks.n; bi++)
		for (LLVMValueRef v = LLVMGetFirstInstruction(
			     f->cfg.blocks[lp->blocks.v[bi]].bb);
		     v; v = LLVMGetNextInstruction(v)) {
			double aff = 1, c;
			bool known = false;
			uint64_t bits = LLVMGetTypeKind(LLVMTypeOf(v)) ==
					LLVMIntegerTypeKind ?
					model_flip_bits(v) & low : 0;

			for (LLVMUseRef u = LLVMGetFirstUse(v); u;
			     u = LLVMGetNextUse(u)) {
				LLVMValueRef user = LLVMGetUser(u);
				unsigned ub, nops;

				if (!LLVMIsAInstruction(user))
					continue;
				ub = cfg_block_of(&f->cfg,
						  LLVMGetInstructionParent(user));
				if (ub == TR_NONE || loop_contains(&f->lf, l, ub))
					continue;
				nops = (unsigned)LLVMGetNumOperands(user);
				for (unsigned k = 0; k < nops; k++) {
					struct model_out o;

					if (LLVMGetOperand(user, k) != v)
						continue;
					x->bits = bits;
					if (!model_use_outcome(x, user, k, &o))
						continue;
					/* Once per value, at its first use
					   outside the loop. */
					if (!known && x->o->live_changes &&
					    LLVMIsAPHINode(v) &&
					    (c = changes(x, f, l, v)) >= 0)
						aff = c;
					known = true;
					target_add(t, aff,
						   changed_value_sdc(x, o));
				}
			}
		}
}

/*
 * The phis of the blocks loop l exits into that take another value
 * defined outside the loop (a constant, mostly) from each edge it leaves
 * by: a search's answer, joined from its exits (Rodinia b+tree's
 * isInteger returns 1 from its end-of-string exit, 0 from its not-a-digit
 * one). A flipped exit test runs the loop on until it leaves by another
 * edge, and the answer changes; live_outs sees no value of the loop there.
 * Each such phi's uses outside the loop are targets, with the bits its
 * values differ in.
 */
static void
exit_phis(struct model_ctx *x, struct model_fn *f, unsigned l,
	  struct targets *t)
{
	const struct loop *lp = &f->lf.loops[l];

	for (unsigned e = 0; e < lp->exits.n; e++)
		for (LLVMValueRef v = LLVMGetFirstInstruction(
			     f->cfg.blocks[lp->exits.v[e]].bb);
		     v && LLVMIsAPHINode(v); v = LLVMGetNextInstruction(v)) {
			LLVMValueRef first = NULL;
			bool differ = false, inside = false;
			uint64_t bits = 0;

			for (unsigned k = 0; k < LLVMCountIncoming(v); k++) {
				unsigned pb = cfg_block_of(&f->cfg,
					LLVMGetIncomingBlock(v, k));
				LLVMValueRef in = LLVMGetIncomingValue(v, k);

				if (pb == TR_NONE ||
				    !loop_contains(&f->lf, l, pb))
					continue;
				if (defined_in(f, l, in))
					inside = true;
				if (!first)
					first = in;
				else if (in != first)
					differ = true;
				bits |= LLVMIsAConstantInt(in) &&
						LLVMIsAConstantInt(first) &&
						LLVMGetIntTypeWidth(LLVMTypeOf(
							in)) <= 64 ?
					LLVMConstIntGetZExtValue(in) ^
					LLVMConstIntGetZExtValue(first) :
					model_flip_bits(v);
			}
			if (!differ || inside)
				continue;
			for (LLVMUseRef u = LLVMGetFirstUse(v); u;
			     u = LLVMGetNextUse(u)) {
				LLVMValueRef user = LLVMGetUser(u);
				unsigned nops = LLVMIsAInstruction(user) ?
					(unsigned)LLVMGetNumOperands(user) : 0;

				for (unsigned k = 0; k < nops; k++) {
					struct model_out o;

					if (LLVMGetOperand(user, k) != v)
						continue;
					x->bits = bits;
					if (model_use_outcome(x, user, k, &o))
						target_add(t, 1,
							changed_value_sdc(x, o));
				}
			}
		}
}

static void
lt(struct model_ctx *x, struct model_fn *f, unsigned b,
   const struct loop_branch *lb, const double *p, struct targets *t)
{
	unsigned l = f->lf.innermost[b];
	const struct loop *lp;
	double pb = 0, pmax = 0;
	uint64_t nh;

	if (l == TR_NONE)
		return;
	lp = &f->lf.loops[l];
	nh = f->bcount[lp->header];
	for (unsigned k = 0; k < LLVMGetNumSuccessors(lb->term); k++) {
		if (!uvec_contains(&lb->exit_succ, k))
			pb += p[k];
		if (p[k] > pmax)
			pmax = p[k];
	}
	for (unsigned bi = 0; bi < lp->blocks.n; bi++)
		for (LLVMValueRef i = LLVMGetFirstInstruction(
			     f->cfg.blocks[lp->blocks.v[bi]].bb);
		     i; i = LLVMGetNextInstruction(i)) {
			double s, pe, aff;

			if (!target_sdc(x, i, &s))
				continue;
			relax_target(x, f, b, lb->term, i, &s);
			pe = nh ? model_clamp((double)model_count(x, i) / nh) : 0;
			aff = x->o->compat_lt ? pmax - (1 - pe) : pb * pe;
			target_add(t, aff, s);
		}
	if (x->o->join_values)
		live_outs(x, f, l, t);
	if (x->o->join_values && x->o->exit_phis)
		exit_phis(x, f, l, t);
}

/* How far the search for an error exit goes before it gives up. */
#define ERROR_EXIT_BLOCKS 64

/* The value a ret returns when its block was entered from block from. */
static LLVMValueRef
returned(LLVMValueRef ret, LLVMBasicBlockRef from)
{
	LLVMValueRef v = LLVMGetNumOperands(ret) ? LLVMGetOperand(ret, 0)
						 : NULL;

	if (v && LLVMIsAPHINode(v) &&
	    LLVMGetInstructionParent(v) == LLVMGetInstructionParent(ret))
		for (unsigned k = 0; k < LLVMCountIncoming(v); k++)
			if (LLVMGetIncomingBlock(v, k) == from)
				return LLVMGetIncomingValue(v, k);
	return v;
}

/*
 * Whether v is a constant exit status other than the profiled run's: the
 * fault injector classes a run whose status differs from the fault-free
 * run's as an error exit (campaign/classify.c), so with a program that
 * ends with exit(1), as MiBench patricia and blowfish do, its exit(0) after
 * a failed allocation is the error. The status is taken modulo 256, as the
 * process's parent sees it.
 */
static bool
other_status(LLVMValueRef v, int golden)
{
	return v && LLVMIsAConstantInt(v) &&
	       (LLVMConstIntGetZExtValue(v) & 0xff) != ((unsigned)golden & 0xff);
}

/*
 * Operand v of a compare in block bb entered from block from, as a
 * constant integer: v itself, or the value a phi of bb takes from from;
 * NULL if it is not known on this path.
 */
static LLVMValueRef
path_constant(LLVMValueRef v, LLVMBasicBlockRef bb, LLVMBasicBlockRef from)
{
	if (from && LLVMIsAPHINode(v) && LLVMGetInstructionParent(v) == bb)
		for (unsigned k = 0; k < LLVMCountIncoming(v); k++)
			if (LLVMGetIncomingBlock(v, k) == from) {
				v = LLVMGetIncomingValue(v, k);
				break;
			}
	return LLVMIsAConstantInt(v) &&
	       LLVMGetIntTypeWidth(LLVMTypeOf(v)) <= 64 ? v : NULL;
}

/*
 * The successor (0: true, 1: false) that the conditional br t of block
 * bb, entered from block from, takes on this path, or -1 when its
 * condition is not an integer compare of values known on the path (an
 * inlined helper's error return, a phi of -1 on that side, tested after
 * the join).
 */
static int
path_successor(LLVMValueRef t, LLVMBasicBlockRef bb, LLVMBasicBlockRef from)
{
	LLVMValueRef c = LLVMGetCondition(t), a, b;
	int64_t sa, sb;
	uint64_t ua, ub;
	bool r;

	if (!LLVMIsAICmpInst(c) ||
	    !(a = path_constant(LLVMGetOperand(c, 0), bb, from)) ||
	    !(b = path_constant(LLVMGetOperand(c, 1), bb, from)))
		return -1;
	sa = LLVMConstIntGetSExtValue(a);
	sb = LLVMConstIntGetSExtValue(b);
	ua = LLVMConstIntGetZExtValue(a);
	ub = LLVMConstIntGetZExtValue(b);
	switch (LLVMGetICmpPredicate(c)) {
	case LLVMIntEQ: r = ua == ub; break;
	case LLVMIntNE: r = ua != ub; break;
	case LLVMIntUGT: r = ua > ub; break;
	case LLVMIntUGE: r = ua >= ub; break;
	case LLVMIntULT: r = ua < ub; break;
	case LLVMIntULE: r = ua <= ub; break;
	case LLVMIntSGT: r = sa > sb; break;
	case LLVMIntSGE: r = sa >= sb; break;
	case LLVMIntSLT: r = sa < sb; break;
	case LLVMIntSLE: r = sa <= sb; break;
	default: return -1;
	}
	return r ? 0 : 1;
}

/*
 * Whether every path from block s of f ends the program with an error (a
 * path that reaches a loop's back edge goes on, so it is none): a call of
 * abort or __assert_fail, exit or _exit with a constant status other than
 * the profiled run's, or main returning one (other_status; a non-zero
 * constant where the run ended with 0). A
 * usage check's error side: taking it wrongly is an error exit that the
 * fault injector classes apart, not silent corruption. A branch whose
 * compare is decided on the path (path_successor) is followed one way
 * only, so an inlined helper's error return tested by its caller counts.
 */
static bool
error_exit(const struct model_ctx *x, struct model_fn *f, unsigned s,
	   unsigned from)
{
	struct uvec work = { 0 }, froms = { 0 };
	bool *seen = xcalloc(f->cfg.nblocks, sizeof(*seen)), ok = true;
	size_t len;
	bool in_main = !strcmp(LLVMGetValueName2(f->fn, &len), "main");
	unsigned visited = 0;
	int golden = x->p && !x->p->crashed ? x->p->status : 0;

	uvec_push(&work, s);
	uvec_push(&froms, from);
	seen[s] = true;
	while (ok && work.n) {
		unsigned b = work.v[--work.n], pb = froms.v[--froms.n];
		LLVMBasicBlockRef bb = f->cfg.blocks[b].bb;
		LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
		bool ends = false;
		unsigned only = TR_NONE;
		int way;

		if (++visited > ERROR_EXIT_BLOCKS)
			ok = false;
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); ok && i;
		     i = LLVMGetNextInstruction(i)) {
			LLVMValueRef fn;
			const char *name;

			if (!LLVMIsACallInst(i))
				continue;
			fn = LLVMGetCalledValue(i);
			if (!fn || !LLVMIsAFunction(fn))
				continue;
			name = LLVMGetValueName2(fn, &len);
			if (!strcmp(name, "abort") ||
			    !strcmp(name, "__assert_fail")) {
				ends = true;
				break;
			}
			if (!strcmp(name, "exit") || !strcmp(name, "_exit")) {
				ends = true;
				ok = other_status(LLVMGetOperand(i, 0),
						  golden);
				break;
			}
		}
		if (!ok || ends)
			continue;
		if (!t || LLVMIsAUnreachableInst(t)) {
			ok = false;
			continue;
		}
		if (LLVMIsAReturnInst(t)) {
			ok = in_main && other_status(returned(t,
				pb == TR_NONE ? NULL : f->cfg.blocks[pb].bb),
				golden);
			continue;
		}
		if (LLVMIsABranchInst(t) &&
		    LLVMIsConditional(t) &&
		    (way = path_successor(t, bb, pb == TR_NONE ? NULL :
					  f->cfg.blocks[pb].bb)) >= 0)
			only = cfg_block_of(&f->cfg,
					    LLVMGetSuccessor(t, (unsigned)way));
		for (unsigned k = 0; k < f->cfg.blocks[b].succ.n; k++) {
			unsigned v = f->cfg.blocks[b].succ.v[k];

			if (only != TR_NONE && v != only)
				continue;
			/* A path that goes round a loop again goes on. */
			if (back_edge(f, b, v)) {
				ok = false;
				break;
			}
			if (seen[v])
				continue;
			/* A block with phis is checked once per predecessor
			   (a ret of a phi, a compare of one, differ). */
			seen[v] = !LLVMIsAPHINode(LLVMGetFirstInstruction(
					f->cfg.blocks[v].bb));
			uvec_push(&work, v);
			uvec_push(&froms, b);
		}
	}
	uvec_release(&work);
	uvec_release(&froms);
	free(seen);
	return ok;
}

/*
 * The fraction of a branch's flips that do not send the run to an error
 * exit (opts.error_exits): a flip from a successor that goes on into one
 * that ends the program with an error is classed error-exit, not SDC; the
 * flips the other way keep their outcome.
 */
static double
not_to_error(struct model_ctx *x, struct model_fn *f, LLVMValueRef term,
	     const double *p, unsigned n)
{
	unsigned b = cfg_block_of(&f->cfg, LLVMGetInstructionParent(term));
	double perr = 0;
	unsigned nerr = 0;

	for (unsigned k = 0; k < n; k++) {
		unsigned s = cfg_block_of(&f->cfg, LLVMGetSuccessor(term, k));

		if (s != TR_NONE && !back_edge(f, b, s) &&
		    error_exit(x, f, s, b)) {
			perr += p[k];
			nerr++;
		}
	}
	return nerr && nerr < n ? model_clamp(perr) : 1;
}

/*
 * Whether the loop metadata (!llvm.loop) on block bb's terminator says
 * "llvm.loop.isvectorized": the loop vectorizer marks so the vector loop
 * it made and the scalar loop it kept for the rest.
 */
static bool
vectorized_latch(LLVMBasicBlockRef bb)
{
	LLVMValueRef term = LLVMGetBasicBlockTerminator(bb), md, *ops;
	LLVMContextRef ctx;
	unsigned kind, n;
	bool yes = false;

	if (!term)
		return false;
	ctx = LLVMGetTypeContext(LLVMTypeOf(term));
	kind = LLVMGetMDKindIDInContext(ctx, "llvm.loop", 9);
	md = LLVMGetMetadata(term, kind);
	if (!md || !(n = LLVMGetMDNodeNumOperands(md)))
		return false;
	ops = xmalloc(n * sizeof(*ops));
	LLVMGetMDNodeOperands(md, ops);
	for (unsigned k = 0; k < n && !yes; k++) {
		LLVMValueRef first;
		const char *s;
		unsigned len;

		if (!ops[k] || !LLVMIsAMDNode(ops[k]) ||
		    LLVMGetMDNodeNumOperands(ops[k]) < 1)
			continue;
		LLVMGetMDNodeOperands(ops[k], &first);
		s = first ? LLVMGetMDString(first, &len) : NULL;
		yes = s && len == 22 && !memcmp(s, "llvm.loop.isvectorized", 22);
	}
	free(ops);
	return yes;
}

/*
 * Whether loop lp is a vector loop whose results do not depend on the
 * order of its floating-point operations (no reassociation allowed: the
 * scalar loop would compute the same values).
 */
static bool
exact_vector_loop(const struct model_fn *f, const struct loop *lp)
{
	bool marked = false;

	for (unsigned i = 0; i < lp->latches.n && !marked; i++)
		marked = vectorized_latch(f->cfg.blocks[lp->latches.v[i]].bb);
	if (!marked)
		return false;
	for (unsigned i = 0; i < lp->blocks.n; i++)
		for (LLVMValueRef in = LLVMGetFirstInstruction(
			     f->cfg.blocks[lp->blocks.v[i]].bb);
		     in; in = LLVMGetNextInstruction(in))
			if (LLVMCanValueUseFastMathFlags(in) &&
			    (LLVMGetFastMathFlags(in) &
			     LLVMFastMathAllowReassoc))
				return false;
	return true;
}

/* How far from a vectorizer's check its vector loop may start. */
#define VECTOR_CHECK_DEPTH 4

/*
 * The successor (0 or 1) of block b, whose terminator has two successors,
 * that is the scalar side of a loop vectorizer's runtime check (too few
 * iterations, overlapping arrays), or -1 (opts.vector_checks): its other
 * successor leads, within a few blocks, to a vector loop whose exit block
 * also goes to that successor (the scalar loop that finishes the
 * iterations). The scalar loop computes what the vector loop would have,
 * so a flip from the vector side into it changes nothing; a flip the other
 * way runs vector iterations the check ruled out, and keeps its outcome.
 */
static int
scalar_side(const struct model_fn *f, unsigned b)
{
	const struct uvec *succ = &f->cfg.blocks[b].succ;

	if (succ->n != 2)
		return -1;
	for (unsigned k = 0; k < 2; k++) {
		unsigned s = succ->v[k], frontier[VECTOR_CHECK_DEPTH + 1], n = 1;

		frontier[0] = succ->v[1 - k];
		for (unsigned d = 0; d < n && n <= VECTOR_CHECK_DEPTH; d++) {
			unsigned v = frontier[d], l = f->lf.innermost[v];
			const struct loop *lp = l != TR_NONE &&
				f->lf.loops[l].header == v ? &f->lf.loops[l] : NULL;

			if (lp && exact_vector_loop(f, lp))
				for (unsigned e = 0; e < lp->exits.n; e++)
					if (uvec_contains(&f->cfg.blocks[
						lp->exits.v[e]].succ, s))
						return (int)k;
			/* Not a loop: a further check or the vector loop's
			   preheader, on through its successors. */
			for (unsigned j = 0; !lp && j < f->cfg.blocks[v].succ.n &&
			     n <= VECTOR_CHECK_DEPTH; j++) {
				unsigned w = f->cfg.blocks[v].succ.v[j];

				if (w != s && !back_edge(f, v, w))
					frontier[n++] = w;
			}
		}
	}
	return -1;
}

static double branch(struct model_ctx *x, LLVMValueRef term);

/* What a flipped branch corrupts carries errors of no known size. */
double
model_branch(struct model_ctx *x, LLVMValueRef term)
{
	unsigned cls = x->cls;
	double s;

	x->cls = MODEL_CLS_ANY;
	s = branch(x, term);
	x->cls = cls;
	return s;
}

static double
branch(struct model_ctx *x, LLVMValueRef term)
{
	unsigned id = ir_inst_id(x->m, term), b, n;
	unsigned name = id * MEMO_TABLES + MEMO_BRANCH;
	struct targets t = { .how = x->o->combine, .keep = 1 };
	const struct model_relax *r;
	struct model_out o;
	struct model_fn *f;
	double *p, sdc;
	unsigned k;
	int side;

	if (model_memo_enter(x, name, &o))
		return o.sdc;
	f = model_fn_get(x, LLVMGetBasicBlockParent(
				    LLVMGetInstructionParent(term)));
	n = LLVMGetNumSuccessors(term);
	if (!f || n < 2) {
		model_memo_leave(x, name, (struct model_out){ 0, 0 });
		return 0;
	}
	b = cfg_block_of(&f->cfg, LLVMGetInstructionParent(term));
	k = f->branch_of[b];
	p = succ_probs(x, term, n);
	if (k != TR_NONE && f->bi.br[k].lt) {
		lt(x, f, b, &f->bi.br[k], p, &t);
		sdc = t.any ? targets_end(&t) : x->o->join_values ? 0 : 1;
	} else {
		nlt(x, f, b, term, p, &t);
		sdc = t.any ? targets_end(&t) : 0;
	}
	if (!t.any && t.left_out)
		sdc = -1;
	if (sdc > 0 && x->o->error_exits)
		sdc *= not_to_error(x, f, term, p, n);
	/* Only the flips out of a vectorizer check's scalar side count. */
	if (sdc > 0 && x->o->vector_checks && n == 2 &&
	    (side = scalar_side(f, b)) >= 0)
		sdc *= p[side];
	/* A loop's equality exit test flipped on the run that would have
	   left it: the counter is past its bound, the loop runs away. */
	if (sdc > 0)
		sdc *= 1 - model_runaway_exit(x, term);
	/* A relaxation's guard: the next improvement redoes the update. */
	if (sdc > 0 && (r = model_relax_guard(x, term)))
		sdc *= 1 - r->repair;
	free(p);
	model_memo_leave(x, name, (struct model_out){ sdc, 0 });
	return sdc;
}
