/*
 * cut.c: a choice that prices its checks (selective-dup.h, dup_select_cut).
 *
 * The knapsack of knapsack.c prices an instruction by its own executions, as
 * thesis §5.5 does; but a chosen instruction whose user is not chosen is
 * checked there (a compare and a branch each time the user runs), and a
 * choice that alternates chosen and unchosen instructions along a chain pays
 * for a check at every cut (docs/protect.md, "What a choice costs": a
 * compared value costs about R = 3.5 duplicated instructions). Here the
 * cost of a set S of instructions is what the transform will add,
 *
 *   sum over i in S of n_i  +  R x the checks' executions  +  Q x the
 *   opaque copies' executions,
 *
 * a check falling on each use of a chosen value by an instruction outside S
 * (protection-anchors.md §6 rules 3, 5 and 12), an opaque copy on each
 * operand of a chosen instruction that is not chosen (rule 10). Maximizing profit - lambda x
 * cost over S is then a minimum s-t cut (the project-selection problem: an
 * instruction's net profit is an edge from the source or to the sink, a use
 * u of i an edge i -> u of weight R n_site, cut exactly when i is chosen and
 * u is not, an operand r of i an edge i -> r of weight Q n_r), solved
 * exactly for each lambda; the caller searches lambda for
 * the budget. Uses whose check would be shared (one check per value and
 * block) are each priced in full: the cost is an upper bound, and the
 * transform's own figures decide what fits.
 *
 * The maximum flow is Dinic's algorithm on double capacities, written here:
 * the library that has one (igraph) brings GLPK, ARPACK and BLAS with it to
 * every machine that runs trident.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct fedge {
	unsigned to, next;
	double cap;
};

struct flow {
	struct fedge *e;
	size_t ne, cap;
	unsigned *head, *level, *it, *queue;
	unsigned nv;
};

#define NIL ((unsigned)-1)

static void
flow_init(struct flow *f, unsigned nv)
{
	*f = (struct flow){ .nv = nv };
	f->head = xmalloc(nv * sizeof(*f->head));
	f->level = xmalloc(nv * sizeof(*f->level));
	f->it = xmalloc(nv * sizeof(*f->it));
	f->queue = xmalloc(nv * sizeof(*f->queue));
	for (unsigned v = 0; v < nv; v++)
		f->head[v] = NIL;
}

static void
flow_release(struct flow *f)
{
	free(f->e);
	free(f->head);
	free(f->level);
	free(f->it);
	free(f->queue);
	*f = (struct flow){ 0 };
}

/* An edge a -> b of capacity c and its residual b -> a. */
static void
flow_edge(struct flow *f, unsigned a, unsigned b, double c)
{
	if (f->ne + 2 > f->cap) {
		f->cap = f->cap ? 2 * f->cap : 1024;
		f->e = xrealloc(f->e, f->cap * sizeof(*f->e));
	}
	f->e[f->ne] = (struct fedge){ .to = b, .next = f->head[a], .cap = c };
	f->head[a] = (unsigned)f->ne++;
	f->e[f->ne] = (struct fedge){ .to = a, .next = f->head[b], .cap = 0 };
	f->head[b] = (unsigned)f->ne++;
}

/* Breadth-first levels from s over edges with capacity above eps; whether
   t is reached. */
static bool
flow_levels(struct flow *f, unsigned s, unsigned t, double eps)
{
	unsigned qh = 0, qt = 0;

	for (unsigned v = 0; v < f->nv; v++)
		f->level[v] = NIL;
	f->level[s] = 0;
	f->queue[qt++] = s;
	while (qh < qt) {
		unsigned v = f->queue[qh++];

		for (unsigned k = f->head[v]; k != NIL; k = f->e[k].next)
			if (f->e[k].cap > eps && f->level[f->e[k].to] == NIL) {
				f->level[f->e[k].to] = f->level[v] + 1;
				f->queue[qt++] = f->e[k].to;
			}
	}
	return f->level[t] != NIL;
}

/*
 * One blocking flow from s to t along the levels, by an iterative depth-
 * first search (a path's edges on the stack path[]); *pushed adds what went
 * through.
 */
static void
flow_block(struct flow *f, unsigned s, unsigned t, double eps,
	   unsigned *path)
{
	unsigned depth = 0, v = s;

	for (unsigned u = 0; u < f->nv; u++)
		f->it[u] = f->head[u];
	for (;;) {
		if (v == t) {
			double push = INFINITY;

			for (unsigned d = 0; d < depth; d++)
				push = fmin(push, f->e[path[d]].cap);
			for (unsigned d = 0; d < depth; d++) {
				f->e[path[d]].cap -= push;
				f->e[path[d] ^ 1].cap += push;
			}
			/* Back to the first edge the push saturated. */
			for (unsigned d = 0; d < depth; d++)
				if (f->e[path[d]].cap <= eps) {
					depth = d;
					break;
				}
			v = depth ? f->e[path[depth - 1]].to : s;
			continue;
		}
		while (f->it[v] != NIL) {
			struct fedge *e = &f->e[f->it[v]];

			if (e->cap > eps && f->level[e->to] == f->level[v] + 1)
				break;
			f->it[v] = e->next;
		}
		if (f->it[v] != NIL) {
			path[depth++] = f->it[v];
			v = f->e[f->it[v]].to;
			continue;
		}
		/* A dead end: no level path from v; retreat. */
		f->level[v] = NIL;
		if (!depth)
			return;
		depth--;
		v = depth ? f->e[path[depth - 1]].to : s;
		f->it[v] = f->e[f->it[v]].next;
	}
}

/* The maximum flow from s to t; afterwards level[v] != NIL exactly for the
   vertices on the source side of a minimum cut. */
static void
flow_max(struct flow *f, unsigned s, unsigned t, double eps)
{
	unsigned *path = xmalloc(f->nv * sizeof(*path));

	while (flow_levels(f, s, t, eps))
		flow_block(f, s, t, eps, path);
	free(path);
}

/* The count of the instruction with id (0 without one, or not run). */
static uint64_t
count_of(const struct ir_module *m, const struct dup_counts *cn,
	 LLVMValueRef inst)
{
	unsigned id = LLVMIsAInstruction(inst) ? ir_inst_id(m, inst) : 0;

	return id ? cn->count(cn->arg, id) : 0;
}

/* The pair (i chosen, j not) costs c: an edge, or c added to lin[i] where
   j is no candidate (TR_NONE). */
static void
price_pair(struct dup_cut *p, size_t i, unsigned j, double c)
{
	if (!(c > 0))
		return;
	if (j == TR_NONE) {
		p->lin[i] += c;
		return;
	}
	if (p->nuse == p->capuse) {
		p->capuse = p->capuse ? 2 * p->capuse : 256;
		p->use = xrealloc(p->use, p->capuse * sizeof(*p->use));
	}
	p->use[p->nuse++] = (struct dup_cut_use){ .from = (unsigned)i,
						  .to = j, .cost = c };
}

/*
 * The checks a choice of candidate i would bring: for each use of its value
 * by instruction u (for a phi, at the end of the incoming block), either a
 * fixed cost (u cannot be chosen: a store, a branch, a call...) added to
 * lin[i], once per block, or an edge i -> u to the candidate u.
 */
static void
price_uses(const struct ir_module *m, struct dup_cut *p, LLVMValueRef *at,
	   const struct ptrmap *index, const struct dup_counts *cn)
{
	struct ptrmap blocks = { 0 };

	for (size_t i = 0; i < p->sel.n; i++) {
		ptrmap_release(&blocks);
		for (LLVMUseRef use = LLVMGetFirstUse(at[i]); use;
		     use = LLVMGetNextUse(use)) {
			LLVMValueRef u = LLVMGetUser(use), site = u;
			unsigned j;
			uint64_t n;

			if (!LLVMIsAInstruction(u) || u == at[i])
				continue;
			if (LLVMIsAPHINode(u))
				for (unsigned k = 0; k < LLVMCountIncoming(u);
				     k++)
					if (LLVMGetIncomingValue(u, k) == at[i])
						site = LLVMGetBasicBlockTerminator(
							LLVMGetIncomingBlock(u, k));
			n = count_of(m, cn, site);
			if (!n)
				continue;
			j = ptrmap_get(index, u);
			if (j != TR_NONE) {
				price_pair(p, i, j, p->weight * (double)n);
				continue;
			}
			if (ptrmap_get(&blocks, LLVMGetInstructionParent(site)) !=
			    TR_NONE)
				continue;
			ptrmap_put(&blocks, LLVMGetInstructionParent(site), 0);
			price_pair(p, i, TR_NONE, p->weight * (double)n);
		}
	}
	ptrmap_release(&blocks);
}

/*
 * The opaque copies a choice of candidate i would bring (transform.c,
 * rule 10): one for each operand without a shadow, an argument or an
 * instruction that is not chosen, running as often as it (an argument: as
 * its function's entry), and for a phi one for each constant incoming
 * value, at the end of its block; each priced copy_weight x its
 * executions, in full for every chosen user (the copy is shared: an upper
 * bound, and more of one since the transform copies a root of a shadow
 * other than a phi's only where the shadow computes from no other: the
 * choices are priced by the transform itself in the end).
 */
static void
price_operands(const struct ir_module *m, struct dup_cut *p, LLVMValueRef *at,
	       const struct ptrmap *index, const struct dup_counts *cn)
{
	for (size_t i = 0; i < p->sel.n; i++) {
		int nops = LLVMGetNumOperands(at[i]);

		if (LLVMIsACallInst(at[i]))
			nops--;		/* the callee */
		for (int k = 0; k < nops; k++) {
			LLVMValueRef op = LLVMGetOperand(at[i], (unsigned)k),
				     where = NULL;

			if (LLVMIsAArgument(op) || LLVMIsAInstruction(op))
				where = dup_runs_with(m, op);
			else if (LLVMIsAPHINode(at[i]) &&
				   (LLVMIsAConstantInt(op) ||
				    LLVMIsAConstantFP(op) ||
				    LLVMIsAConstantPointerNull(op)))
				where = LLVMGetBasicBlockTerminator(
					LLVMGetIncomingBlock(at[i],
							     (unsigned)k));
			if (!where || op == at[i])
				continue;
			price_pair(p, i, LLVMIsAInstruction(op) ?
				   ptrmap_get(index, op) : TR_NONE,
				   p->copy_weight *
				   (double)count_of(m, cn, where));
		}
	}
}

int
dup_cut_prepare(struct dup_cut *p, const struct ir_module *m,
		const unsigned *ids, const uint64_t *counts, const double *sdc,
		size_t k, const struct dup_counts *cn, double weight,
		double copy_weight)
{
	LLVMValueRef *at;
	unsigned *cid;
	struct ptrmap index = { 0 };

	*p = (struct dup_cut){ .weight = weight, .copy_weight = copy_weight };
	if (!(weight >= 0) || !isfinite(weight) || !(copy_weight >= 0) ||
	    !isfinite(copy_weight))
		return tr_error("a choice by cut needs check and copy weights "
				">= 0, not %g and %g", weight, copy_weight);
	if (dup_candidates(m, ids, counts, sdc, k, &p->sel))
		return -1;
	at = xcalloc(p->sel.n ? p->sel.n : 1, sizeof(*at));
	cid = xmalloc((p->sel.n ? p->sel.n : 1) * sizeof(*cid));
	p->lin = xcalloc(p->sel.n ? p->sel.n : 1, sizeof(*p->lin));
	for (size_t i = 0; i < p->sel.n; i++)
		cid[i] = p->sel.c[i].id;
	dup_find(m, cid, p->sel.n, at);
	for (size_t i = 0; i < p->sel.n; i++)
		ptrmap_put(&index, at[i], (unsigned)i);
	price_uses(m, p, at, &index, cn);
	price_operands(m, p, at, &index, cn);
	ptrmap_release(&index);
	free(cid);
	free(at);
	return 0;
}

void
dup_cut_release(struct dup_cut *p)
{
	dup_selection_release(&p->sel);
	free(p->lin);
	free(p->use);
	*p = (struct dup_cut){ 0 };
}

void
dup_cut_solve(const struct dup_cut *p, double lambda, bool *chosen)
{
	unsigned src = (unsigned)p->sel.n, snk = src + 1;
	struct flow f;
	double scale = 0;

	flow_init(&f, snk + 1);
	for (size_t e = 0; e < p->nuse; e++)
		flow_edge(&f, p->use[e].from, p->use[e].to,
			  lambda * p->use[e].cost);
	/* Net profits, in SDC x executions and executions x lambda. */
	for (size_t i = 0; i < p->sel.n; i++) {
		double n = (double)p->sel.c[i].count;
		double net = p->sel.c[i].sdc * n - lambda * (n + p->lin[i]);

		scale = fmax(scale, fabs(net));
		if (net > 0)
			flow_edge(&f, src, (unsigned)i, net);
		else if (net < 0)
			flow_edge(&f, (unsigned)i, snk, -net);
	}
	flow_max(&f, src, snk, scale * 1e-12);
	for (size_t i = 0; i < p->sel.n; i++)
		chosen[i] = f.level[i] != NIL;
	flow_release(&f);
}

/*
 * Between two price levels the cut's choice jumps (a whole chain becomes
 * worth its one check at once), so a budget between them would get only
 * the smaller choice. The candidates chosen in `to` and not in `from`, in
 * the order a greedy takes them from `from`: each time the one whose
 * profit over its added cost is best given what is taken (adding a user of
 * a taken value saves that value's check there; adding a value whose users
 * are not taken brings their checks), among those whose cost keeps the
 * sum of what is added within room (INFINITY: all of them). order[] gets
 * them; returns how many.
 * added[k], where not NULL, is what the first k + 1 of them add to the cost
 * of `from`.
 */
size_t
dup_cut_fill(const struct dup_cut *p, const bool *from, const bool *to,
	     double room, unsigned *order, double *added)
{
	double sum = 0;
	size_t n = p->sel.n, left = 0, k = 0;
	bool *in = xmalloc((n ? n : 1) * sizeof(*in));
	bool *want = xcalloc(n ? n : 1, sizeof(*want));
	double *cost = xcalloc(n ? n : 1, sizeof(*cost));
	size_t *os = xcalloc(n + 1, sizeof(*os)), *is = xcalloc(n + 1,
								 sizeof(*is));
	unsigned *oe = xmalloc((p->nuse ? p->nuse : 1) * sizeof(*oe));
	unsigned *ie = xmalloc((p->nuse ? p->nuse : 1) * sizeof(*ie));

	/* Each candidate's uses out of it and into it. */
	for (size_t e = 0; e < p->nuse; e++) {
		os[p->use[e].from + 1]++;
		is[p->use[e].to + 1]++;
	}
	for (size_t i = 0; i < n; i++) {
		os[i + 1] += os[i];
		is[i + 1] += is[i];
	}
	{
		size_t *fo = xmalloc((n ? n : 1) * sizeof(*fo));
		size_t *fi = xmalloc((n ? n : 1) * sizeof(*fi));

		memcpy(fo, os, n * sizeof(*fo));
		memcpy(fi, is, n * sizeof(*fi));
		for (size_t e = 0; e < p->nuse; e++) {
			oe[fo[p->use[e].from]++] = (unsigned)e;
			ie[fi[p->use[e].to]++] = (unsigned)e;
		}
		free(fo);
		free(fi);
	}
	for (size_t i = 0; i < n; i++)
		in[i] = from[i];
	/* What adding each wanted one costs now. */
	for (size_t i = 0; i < n; i++) {
		if (!to[i] || from[i])
			continue;
		want[i] = true;
		left++;
		cost[i] = (double)p->sel.c[i].count + p->lin[i];
		for (size_t x = os[i]; x < os[i + 1]; x++)
			if (!in[p->use[oe[x]].to])
				cost[i] += p->use[oe[x]].cost;
		for (size_t x = is[i]; x < is[i + 1]; x++)
			if (in[p->use[ie[x]].from])
				cost[i] -= p->use[ie[x]].cost;
	}
	while (left) {
		double best = -INFINITY;
		size_t pick = n;

		for (size_t i = 0; i < n; i++) {
			double r;

			if (!want[i] || sum + cost[i] > room)
				continue;
			r = p->sel.c[i].sdc * (double)p->sel.c[i].count;
			r = cost[i] > 0 ? r / cost[i] : INFINITY;
			if (r > best) {
				best = r;
				pick = i;
			}
		}
		if (pick == n)
			break;		/* nothing left fits */
		in[pick] = true;
		want[pick] = false;
		sum += cost[pick];
		if (added)
			added[k] = sum;
		order[k++] = (unsigned)pick;
		left--;
		/* Its users' checks of it go; its operands' checks at it go. */
		for (size_t x = os[pick]; x < os[pick + 1]; x++)
			cost[p->use[oe[x]].to] -= p->use[oe[x]].cost;
		for (size_t x = is[pick]; x < is[pick + 1]; x++)
			cost[p->use[ie[x]].from] -= p->use[ie[x]].cost;
	}
	free(in);
	free(want);
	free(cost);
	free(os);
	free(is);
	free(oe);
	free(ie);
	return k;
}
