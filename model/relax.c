/*
 * relax.c: relaxations, running extrema kept in memory (thesis §5.3.5,
 * f_m, extended; model_opts.relax).
 *
 * A relaxation reads a cell, compares it with a candidate and writes
 * back the better of the two: `d[v] = min(d[v], d[u] + w)` (a shortest
 * path's distance, a dynamic program's cell, a running maximum in an
 * array). The store S of one is recognized in three forms, L being the
 * cell's value: a load through S's own pointer, or a value the compiler
 * kept in a register after storing it there (a min/max stored to the
 * cell and used again, or a phi of such values: nussinov's
 * `table[i][j] = max(table[i][j], ...)`, four updates and a loop of them,
 * reads the cell once):
 *
 *   min/max    S stores llvm.{s,u}{min,max}, minnum, maxnum, minimum or
 *              maximum of L and a candidate c;
 *   select     S stores select(cmp(L, c), L, c) (or c, L);
 *   guarded    S stores c in a block whose one predecessor ends with the
 *              branch (the guard) on cmp(L, c), alone or within a
 *              logical or/and (`if (d[v] == NONE || d[v] > c) d[v] = c`).
 *
 * The cell repairs itself: an error that moves it against the extremum's
 * way (a larger minimum) is replaced at the cell's next improvement, whose
 * candidate beats the correct value and so the wrong one too; an error
 * that moves it the extremum's way (a smaller minimum) is kept by every
 * later compare. Hence:
 *
 *   f_m(S) = f_m'(S) (w + (1 - w)(1 - R)),
 *
 * with f_m' the walk over S's readers (fm.c), w the share of a
 * single-bit flip's errors that go the extremum's way, and R the chance
 * that an improvement of the cell follows the error. w: a non-negative
 * integer of magnitude b (the profile's mean floor(log2 |x|) of the
 * stored value) has about 1 + b/2 bits set, whose flips lower it, and a
 * signed one also its sign bit: that many of its W flips go down (a
 * minimum's way), the rest up; a floating-point value half each way. R:
 * for exchangeable candidates the cell's last improvement falls after a
 * uniformly chosen one of its q runs with probability 1/2, so R = q / 2
 * with q the share of S's writes that the relaxation reads again (the
 * profile's pairs of S with L, and the runs of the relaxations that take
 * S's value from the register; 0 when S is the cell's last write).
 *
 * A flipped guard is a missed or a spurious update, both against the
 * extremum's way, which the next improvement redoes with everything the
 * update wrote (the predecessor, a queue entry): its f_c is scaled by
 * 1 - R (fc.c). A branch that skips or adds a whole relaxation changes the
 * cell only when the candidate would have won, with the relaxation's
 * update rate u (the guard's probability of the update, a select's
 * compare's, or a min/max's sensitivity to the candidate), and then
 * against the extremum's way: its targets in the update count with
 * u (1 - R).
 */
#include <math.h>
#include <string.h>

#include "internal.h"

/* How deep the search for the compare goes through logical or/and. */
#define RELAX_COND_DEPTH 4

static bool
prefix(const char *s, const char *p)
{
	return s && !strncmp(s, p, strlen(p));
}

/* How deep the search for the cell's value goes through phis. */
#define RELAX_PHI_DEPTH 3

/* Whether v is stored through ptr. */
static bool
stored_to(LLVMValueRef v, LLVMValueRef ptr)
{
	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef s = LLVMGetUser(u);

		if (LLVMIsAStoreInst(s) && LLVMGetOperand(s, 0) == v &&
		    LLVMGetOperand(s, 1) == ptr)
			return true;
	}
	return false;
}

/*
 * Whether v holds the value of the cell *ptr: a load through ptr, a value
 * also stored through ptr (the compiler forwards it instead of loading
 * it again), or a phi of such values.
 */
static bool
cell_value(LLVMValueRef v, LLVMValueRef ptr, unsigned depth)
{
	if (!v || !LLVMIsAInstruction(v))
		return false;
	if (LLVMIsALoadInst(v))
		return LLVMGetOperand(v, 0) == ptr;
	if (stored_to(v, ptr))
		return true;
	if (!LLVMIsAPHINode(v) || !depth)
		return false;
	for (unsigned k = 0; k < LLVMCountIncoming(v); k++) {
		LLVMValueRef in = LLVMGetIncomingValue(v, k);

		if (in != v && !cell_value(in, ptr, depth - 1))
			return false;
	}
	return true;
}

/* Whether v is L, the cell *ptr's value as the relaxation reads it. */
static bool
load_of(LLVMValueRef v, LLVMValueRef ptr)
{
	return cell_value(v, ptr, RELAX_PHI_DEPTH);
}

/* Whether a user of phi other than a store is stored through ptr. */
static bool
stored_to_via_relax(LLVMValueRef phi, LLVMValueRef ptr)
{
	for (LLVMUseRef u = LLVMGetFirstUse(phi); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);

		if (!LLVMIsAStoreInst(user) && stored_to(user, ptr))
			return true;
	}
	return false;
}

/*
 * How often a relaxation of the cell *ptr reads the value c from the
 * register: c an operand of a min/max or select that is itself stored
 * through ptr, directly or through a phi (counted on c's edge into it).
 */
static double
register_reads(struct model_ctx *x, LLVMValueRef c, LLVMValueRef ptr)
{
	double n = 0;

	for (LLVMUseRef u = LLVMGetFirstUse(c); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);

		if (LLVMIsAPHINode(user)) {
			for (unsigned k = 0; k < LLVMCountIncoming(user); k++)
				if (LLVMGetIncomingValue(user, k) == c &&
				    stored_to_via_relax(user, ptr))
					n += model_edge_count(
						x, LLVMGetIncomingBlock(user, k),
						LLVMGetInstructionParent(user));
		} else if (!LLVMIsAStoreInst(user) &&
			   stored_to(user, ptr)) {
			n += (double)model_count(x, user);
		}
	}
	return n;
}

/*
 * The compare cmp of a and b: *below is true when it holds iff b < a
 * ("a > b"), false when iff a < b; *sgn when it compares as signed (or
 * floating point). False for an equality or another predicate.
 */
static bool
cmp_order(LLVMValueRef cmp, LLVMValueRef a, LLVMValueRef b, bool *below,
	  bool *sgn)
{
	bool lt, swap;

	if (LLVMGetOperand(cmp, 0) == a && LLVMGetOperand(cmp, 1) == b)
		swap = false;
	else if (LLVMGetOperand(cmp, 0) == b && LLVMGetOperand(cmp, 1) == a)
		swap = true;
	else
		return false;
	if (LLVMIsAICmpInst(cmp)) {
		if (!model_icmp_order(LLVMGetICmpPredicate(cmp), &lt, sgn))
			return false;
	} else if (LLVMIsAFCmpInst(cmp)) {
		switch (LLVMGetFCmpPredicate(cmp)) {
		case LLVMRealOLT: case LLVMRealOLE: case LLVMRealULT:
		case LLVMRealULE:
			lt = true;
			break;
		case LLVMRealOGT: case LLVMRealOGE: case LLVMRealUGT:
		case LLVMRealUGE:
			lt = false;
			break;
		default:
			return false;
		}
		*sgn = true;
	} else {
		return false;
	}
	/* "a < b" read the other way round is "b < a". */
	*below = lt == swap;
	return true;
}

/*
 * A compare of a load through ptr and c within the condition v (itself,
 * or under logical or/and: or, and, a select of i1 with a constant arm),
 * or NULL; *l: the load.
 */
static LLVMValueRef
find_cmp(LLVMValueRef v, LLVMValueRef ptr, LLVMValueRef c, unsigned depth,
	 LLVMValueRef *l)
{
	LLVMValueRef r;

	if (!v || !LLVMIsAInstruction(v))
		return NULL;
	if (LLVMIsAICmpInst(v) || LLVMIsAFCmpInst(v)) {
		for (unsigned k = 0; k < 2; k++)
			if (load_of(LLVMGetOperand(v, k), ptr) &&
			    LLVMGetOperand(v, 1 - k) == c) {
				*l = LLVMGetOperand(v, k);
				return v;
			}
		return NULL;
	}
	if (!depth)
		return NULL;
	switch (LLVMGetInstructionOpcode(v)) {
	case LLVMOr:
	case LLVMAnd:
		for (unsigned k = 0; k < 2; k++)
			if ((r = find_cmp(LLVMGetOperand(v, k), ptr, c,
					  depth - 1, l)))
				return r;
		return NULL;
	case LLVMSelect:
		/* select a, true, b is a || b; select a, b, false a && b. */
		if (model_int_width(LLVMTypeOf(v)) != 1)
			return NULL;
		for (unsigned k = 0; k < 3; k++)
			if (!LLVMIsAConstant(LLVMGetOperand(v, k)) &&
			    (r = find_cmp(LLVMGetOperand(v, k), ptr, c,
					  depth - 1, l)))
				return r;
		return NULL;
	default:
		return NULL;
	}
}

/* The mean magnitude (floor log2 |x|) of operand k (3: the result) of
   value site id, or -1 when the profile has none. */
static double
magnitude(const struct model_ctx *x, LLVMValueRef v, unsigned k)
{
	const struct prof_value *pv;

	if (!v || !LLVMIsAInstruction(v))
		return -1;
	pv = prof_value_find(x->p, ir_inst_id(x->m, v));
	return pv && k < 4 && pv->mag_n[k] ? pv->mag_mean[k] : -1;
}

/*
 * The share of a single-bit flip's errors of the stored value c that go
 * the way of the extremum (down for a minimum), magnitude b (< 0:
 * unknown), signed or not.
 */
static double
way_share(LLVMValueRef c, double b, bool sgn, bool min)
{
	unsigned w = model_int_width(LLVMTypeOf(c));
	double down;

	/* Floating point, vectors of it, or no magnitude: half. */
	if (!w || b < 0)
		return 0.5;
	down = fmin(w, 1 + b / 2 + (sgn ? 1 : 0)) / w;
	return min ? down : 1 - down;
}

/* The one predecessor of block bb of f, or TR_NONE. */
static unsigned
only_pred(struct model_fn *f, LLVMBasicBlockRef bb)
{
	unsigned b = cfg_block_of(&f->cfg, bb);

	return b != TR_NONE && f->cfg.blocks[b].pred.n == 1 ?
	       f->cfg.blocks[b].pred.v[0] : TR_NONE;
}

/* Recognize store s (internal.h, struct model_relax). */
static bool
recognize(struct model_ctx *x, LLVMValueRef s, struct model_relax *r)
{
	LLVMValueRef c = LLVMGetOperand(s, 0), ptr = LLVMGetOperand(s, 1);
	LLVMBasicBlockRef bb = LLVMGetInstructionParent(s);
	LLVMValueRef l = NULL, cmp, t;
	const struct prof_branch *pb;
	const struct prof_compare *pc;
	const struct prof_mem_pair *pr;
	struct model_fn *f;
	bool below, sgn, min;
	double sens, b, reads = 0, exec;
	unsigned k, p, lid;
	size_t n = 0;

	*r = (struct model_relax){ .u = 0.5 };
	if (LLVMIsACallInst(c) && model_is_minmax(c) &&
	    LLVMGetNumArgOperands(c) == 2) {
		const char *name = model_callee_name(c);

		for (k = 0; k < 2 && !load_of(LLVMGetOperand(c, k), ptr); k++)
			;
		if (k == 2)
			return false;
		r->load = LLVMGetOperand(c, k);
		min = strstr(name, "min") != NULL;
		/* smin, smax and floating point: the sign bit counts. */
		sgn = !prefix(name, "llvm.umin.") && !prefix(name, "llvm.umax.");
		/* The candidate wins about as often as its flips change
		   the result (the profile does not say which one won). */
		if (prof_sensitivity(x->p, ir_inst_id(x->m, c), 1 - k, &sens))
			r->u = model_clamp(sens);
		b = magnitude(x, c, 3);
		if (b < 0)
			b = magnitude(x, c, 1 - k);
	} else if (LLVMIsASelectInst(c)) {
		LLVMValueRef tv = LLVMGetOperand(c, 1), fv = LLVMGetOperand(c, 2);
		LLVMValueRef cand;
		bool picks_l;

		cmp = LLVMGetOperand(c, 0);
		if (load_of(tv, ptr))
			l = tv, cand = fv, picks_l = true;
		else if (load_of(fv, ptr))
			l = fv, cand = tv, picks_l = false;
		else
			return false;
		if (!LLVMIsAInstruction(cmp) ||
		    !cmp_order(cmp, l, cand, &below, &sgn))
			return false;
		r->load = l;
		/* "L > c" picking c, or "L < c" picking L: a minimum. */
		min = picks_l != below;
		pc = prof_compare_find(x->p, ir_inst_id(x->m, cmp));
		if (pc && pc->n)
			r->u = (double)(picks_l ? pc->nfalse : pc->ntrue) /
			       (double)pc->n;
		b = magnitude(x, c, 3);
		if (b < 0)
			b = magnitude(x, cmp, LLVMGetOperand(cmp, 0) == l ? 1 : 0);
	} else {
		/* Guarded: bb's one predecessor decides on cmp(L, c). */
		f = model_fn_get(x, LLVMGetBasicBlockParent(bb));
		if (!f || (p = only_pred(f, bb)) == TR_NONE)
			return false;
		t = LLVMGetBasicBlockTerminator(f->cfg.blocks[p].bb);
		if (!t || !LLVMIsABranchInst(t) || !LLVMIsConditional(t) ||
		    LLVMGetSuccessor(t, 0) == LLVMGetSuccessor(t, 1))
			return false;
		k = LLVMGetSuccessor(t, 0) == bb ? 0 : 1;
		cmp = find_cmp(LLVMGetCondition(t), ptr, c, RELAX_COND_DEPTH, &l);
		if (!cmp || !cmp_order(cmp, l, c, &below, &sgn))
			return false;
		r->load = l;
		r->guard = t;
		r->update = bb;
		/* c is stored where "L > c" holds (true side) or fails. */
		min = below == (k == 0);
		pb = prof_branch_find(x->p, ir_inst_id(x->m, t));
		if (pb && pb->total)
			r->u = prof_branch_prob(pb, k);
		b = magnitude(x, c, 3);
		if (b < 0)
			b = magnitude(x, cmp, LLVMGetOperand(cmp, 0) == l ? 1 : 0);
	}
	r->way = way_share(c, b, sgn, min);
	/* q: the share of S's writes that its own relaxation reads again. */
	pr = prof_mem_loads_of(x->p, ir_inst_id(x->m, s), &n);
	lid = ir_inst_id(x->m, r->load);
	for (size_t i = 0; i < n; i++)
		if (pr[i].load == lid)
			reads += (double)pr[i].count;
	reads += register_reads(x, c, ptr);
	exec = (double)model_count(x, s);
	r->repair = exec > 0 ? model_clamp(reads / exec) / 2 : 0;
	return true;
}

const struct model_relax *
model_relax_of(struct model_ctx *x, LLVMValueRef store)
{
	unsigned id;
	struct model_relax r;

	if (!x->o->relax || x->o->kind != MODEL_TRIDENT || !store ||
	    !LLVMIsAStoreInst(store))
		return NULL;
	id = ir_inst_id(x->m, store);
	if (!id || id > x->max_id)
		return NULL;
	if (!x->relax_slot[id]) {
		x->relax_slot[id] = 1;
		if (recognize(x, store, &r)) {
			if (x->nrelax == x->caprelax) {
				x->caprelax = x->caprelax ? 2 * x->caprelax : 16;
				x->relax = xrealloc(x->relax, x->caprelax *
							      sizeof(*x->relax));
			}
			x->relax[x->nrelax] = r;
			x->relax_slot[id] = 2 + x->nrelax++;
		}
	}
	return x->relax_slot[id] > 1 ? &x->relax[x->relax_slot[id] - 2] : NULL;
}

double
model_relax_factor(const struct model_relax *r)
{
	return r->way + (1 - r->way) * (1 - r->repair);
}

const struct model_relax *
model_relax_guard(struct model_ctx *x, LLVMValueRef term)
{
	const struct model_relax *r;

	if (!x->o->relax || !LLVMIsABranchInst(term) || !LLVMIsConditional(term))
		return NULL;
	for (unsigned k = 0; k < 2; k++)
		for (LLVMValueRef i = LLVMGetFirstInstruction(
			     LLVMGetSuccessor(term, k));
		     i; i = LLVMGetNextInstruction(i))
			if (LLVMIsAStoreInst(i) && (r = model_relax_of(x, i)) &&
			    r->guard == term)
				return r;
	return NULL;
}

/* The relaxation whose update block is block d of f, or NULL. */
static const struct model_relax *
update_of(struct model_ctx *x, struct model_fn *f, unsigned d)
{
	unsigned p = only_pred(f, f->cfg.blocks[d].bb);
	const struct model_relax *r;
	LLVMValueRef t;

	if (p == TR_NONE)
		return NULL;
	t = LLVMGetBasicBlockTerminator(f->cfg.blocks[p].bb);
	return t && (r = model_relax_guard(x, t)) &&
	       r->update == f->cfg.blocks[d].bb ? r : NULL;
}

const struct model_relax *
model_relax_covering(struct model_ctx *x, struct model_fn *f,
		     LLVMValueRef target, unsigned stop)
{
	const struct model_relax *r;
	unsigned b, u;

	if (!x->o->relax || x->o->kind != MODEL_TRIDENT)
		return NULL;
	if (LLVMIsAStoreInst(target) && (r = model_relax_of(x, target)))
		return r;
	/*
	 * relax_up[d]: the nearest block that dominates d (d itself
	 * included) and is a relaxation's update block, made once per
	 * function in reverse postorder (a block's dominator comes first).
	 */
	if (!f->relax_up) {
		f->relax_up = xmalloc(f->cfg.nblocks * sizeof(*f->relax_up));
		for (unsigned d = 0; d < f->cfg.nblocks; d++)
			f->relax_up[d] = TR_NONE;
		for (unsigned i = 0; i < f->cfg.rpo.n; i++) {
			unsigned d = f->cfg.rpo.v[i], id = f->dom.idom[d];

			f->relax_up[d] = update_of(x, f, d) ? d :
					 id != TR_NONE ? f->relax_up[id] : TR_NONE;
		}
	}
	b = cfg_block_of(&f->cfg, LLVMGetInstructionParent(target));
	if (b == TR_NONE || (u = f->relax_up[b]) == TR_NONE)
		return NULL;
	/* Not at or above the flipped branch's block: an update that
	   contains the branch is not what its flip skips. */
	if (stop < f->cfg.nblocks && dom_dominates(&f->dom, stop, b) &&
	    (u == stop || !dom_dominates(&f->dom, stop, u)))
		return NULL;
	return update_of(x, f, u);
}
