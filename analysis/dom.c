/*
 * dom.c: dominator and post-dominator trees of one function.
 *
 * Both trees come from the iterative algorithm of Cooper, Harvey and Kennedy,
 * "A Simple, Fast Dominance Algorithm", Software Practice and Experience 4
 * (2001): every node but the root takes as its idom the meet of its processed
 * predecessors, visiting nodes in reverse postorder until nothing changes; the
 * meet walks the two candidates up the partial tree by postorder number.
 *
 * Only blocks reachable from the entry take part. The dominator tree is rooted
 * at block 0; the post-dominator tree is the dominator tree of the reverse CFG
 * rooted at a virtual exit node (number nblocks) whose reverse successors are
 * the reachable blocks without successors. Reachable blocks that reach no
 * exit (infinite loops) are attached to the virtual exit as LLVM does: the
 * blocks that reach no exit form a set closed under successors; in each of
 * its bottom strongly connected components (those with no edge leaving them,
 * found with Tarjan's algorithm, "Depth-first search and linear graph
 * algorithms", SIAM J. Computing 1(2), 1972) the highest-numbered block gets
 * a virtual edge to the exit. Every such block reaches a bottom component, so
 * one block per bottom component makes every reachable block post-dominated.
 *
 * Unreachable nodes have idom TR_NONE, pre/post TR_NONE and no tree links; they
 * dominate only themselves. Tree walks (DFS, Tarjan, numbering) use explicit
 * stacks, never recursion: functions may have thousands of blocks.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"

/*
 * The graph a tree is computed over: the CFG for dominators, the reverse CFG
 * plus the virtual exit for post-dominators.
 */
struct digraph {
	unsigned n, root;
	struct uvec *succ, *pred;	/* [n] */
};

static void
digraph_init(struct digraph *d, unsigned n, unsigned root)
{
	d->n = n;
	d->root = root;
	d->succ = xcalloc(n, sizeof(*d->succ));
	d->pred = xcalloc(n, sizeof(*d->pred));
}

static void
digraph_edge(struct digraph *d, unsigned from, unsigned to)
{
	uvec_push(&d->succ[from], to);
	uvec_push(&d->pred[to], from);
}

static void
digraph_release(struct digraph *d)
{
	for (unsigned i = 0; i < d->n; i++) {
		uvec_release(&d->succ[i]);
		uvec_release(&d->pred[i]);
	}
	free(d->succ);
	free(d->pred);
	memset(d, 0, sizeof(*d));
}

/*
 * Postorder numbers (po, TR_NONE where the root does not reach) and the
 * reverse postorder of the nodes reached, by an iterative DFS.
 */
static void
digraph_rpo(const struct digraph *d, unsigned *po, struct uvec *rpo)
{
	unsigned *stack = xmalloc(d->n * sizeof(*stack));
	unsigned *next = xcalloc(d->n, sizeof(*next));
	bool *seen = xcalloc(d->n, sizeof(*seen));
	struct uvec post = { 0 };
	unsigned sp = 0;

	for (unsigned i = 0; i < d->n; i++)
		po[i] = TR_NONE;
	seen[d->root] = true;
	stack[sp++] = d->root;
	while (sp) {
		unsigned v = stack[sp - 1];

		if (next[v] < d->succ[v].n) {
			unsigned w = d->succ[v].v[next[v]++];

			if (!seen[w]) {
				seen[w] = true;
				stack[sp++] = w;
			}
		} else {
			po[v] = post.n;
			uvec_push(&post, v);
			sp--;
		}
	}
	for (unsigned i = post.n; i-- > 0;)
		uvec_push(rpo, post.v[i]);
	uvec_release(&post);
	free(seen);
	free(next);
	free(stack);
}

/* The nearest common ancestor of a and b in the partial tree (CHK, Fig. 3). */
static unsigned
intersect(const unsigned *idom, const unsigned *po, unsigned a, unsigned b)
{
	while (a != b) {
		while (po[a] < po[b])
			a = idom[a];
		while (po[b] < po[a])
			b = idom[b];
	}
	return a;
}

/* Pre- and postorder numbers of the tree, from the root, iteratively. */
static void
tree_number(struct dom_tree *t)
{
	unsigned *stack = xmalloc(t->n * sizeof(*stack));
	unsigned *next = xcalloc(t->n, sizeof(*next));
	unsigned sp = 0, npre = 0, npost = 0;

	for (unsigned i = 0; i < t->n; i++)
		t->pre[i] = t->post[i] = TR_NONE;
	t->pre[t->root] = npre++;
	stack[sp++] = t->root;
	while (sp) {
		unsigned v = stack[sp - 1];

		if (next[v] < t->children[v].n) {
			unsigned c = t->children[v].v[next[v]++];

			t->pre[c] = npre++;
			stack[sp++] = c;
		} else {
			t->post[v] = npost++;
			sp--;
		}
	}
	free(next);
	free(stack);
}

/* Fill t (already zeroed, n and root set) with the dominator tree of d. */
static void
tree_compute(struct dom_tree *t, const struct digraph *d)
{
	unsigned *po = xmalloc(d->n * sizeof(*po));
	struct uvec rpo = { 0 };
	bool changed = true;

	t->idom = xmalloc(t->n * sizeof(*t->idom));
	t->pre = xmalloc(t->n * sizeof(*t->pre));
	t->post = xmalloc(t->n * sizeof(*t->post));
	t->children = xcalloc(t->n, sizeof(*t->children));
	for (unsigned i = 0; i < t->n; i++)
		t->idom[i] = TR_NONE;
	digraph_rpo(d, po, &rpo);
	t->idom[t->root] = t->root;
	while (changed) {
		changed = false;
		for (unsigned i = 1; i < rpo.n; i++) {
			unsigned b = rpo.v[i], nd = TR_NONE;
			const struct uvec *p = &d->pred[b];

			for (unsigned k = 0; k < p->n; k++) {
				if (t->idom[p->v[k]] == TR_NONE)
					continue;
				nd = nd == TR_NONE ? p->v[k] :
				     intersect(t->idom, po, p->v[k], nd);
			}
			if (t->idom[b] != nd) {
				t->idom[b] = nd;
				changed = true;
			}
		}
	}
	t->idom[t->root] = TR_NONE;
	for (unsigned b = 0; b < t->n; b++)
		if (t->idom[b] != TR_NONE)
			uvec_push(&t->children[t->idom[b]], b);
	tree_number(t);
	uvec_release(&rpo);
	free(po);
}

int
dom_build(struct dom_tree *t, const struct cfg *g)
{
	struct digraph d;

	memset(t, 0, sizeof(*t));
	if (g->nblocks == 0)
		return tr_error("dominators of a function without blocks");
	digraph_init(&d, g->nblocks, 0);
	for (unsigned b = 0; b < g->nblocks; b++) {
		const struct uvec *s = &g->blocks[b].succ;

		if (!g->reachable[b])
			continue;
		for (unsigned k = 0; k < s->n; k++)
			digraph_edge(&d, b, s->v[k]);
	}
	t->n = g->nblocks;
	t->root = 0;
	tree_compute(t, &d);
	digraph_release(&d);
	return 0;
}

/*
 * Give the reachable blocks that reach no exit a virtual edge to the exit x:
 * the highest-numbered block of each bottom component of them.
 */
static void
attach_infinite(struct digraph *d, const struct cfg *g, unsigned x)
{
	unsigned n = g->nblocks, ncomp;
	unsigned *po = xmalloc(d->n * sizeof(*po));
	unsigned *comp = xmalloc(n * sizeof(*comp));
	unsigned *rep;
	bool *in = xcalloc(n, sizeof(*in)), *bottom;
	bool any = false;
	struct uvec rpo = { 0 };

	digraph_rpo(d, po, &rpo);
	for (unsigned b = 0; b < n; b++)
		if (g->reachable[b] && po[b] == TR_NONE)
			in[b] = any = true;
	if (!any)
		goto out;
	ncomp = cfg_scc(g, in, NULL, NULL, comp);
	rep = xmalloc(ncomp * sizeof(*rep));
	bottom = xmalloc(ncomp * sizeof(*bottom));
	for (unsigned c = 0; c < ncomp; c++)
		bottom[c] = true;
	for (unsigned b = 0; b < n; b++) {
		const struct uvec *s = &g->blocks[b].succ;

		if (!in[b])
			continue;
		/* Blocks ascending: the last one seen is the highest. */
		rep[comp[b]] = b;
		for (unsigned k = 0; k < s->n; k++)
			if (comp[s->v[k]] != comp[b])
				bottom[comp[b]] = false;
	}
	for (unsigned c = 0; c < ncomp; c++)
		if (bottom[c])
			digraph_edge(d, x, rep[c]);
	free(bottom);
	free(rep);
out:
	uvec_release(&rpo);
	free(in);
	free(comp);
	free(po);
}

int
pdom_build(struct dom_tree *t, const struct cfg *g)
{
	unsigned x = g->nblocks;
	struct digraph d;

	memset(t, 0, sizeof(*t));
	if (g->nblocks == 0)
		return tr_error("post-dominators of a function without blocks");
	digraph_init(&d, g->nblocks + 1, x);
	for (unsigned b = 0; b < g->nblocks; b++) {
		const struct uvec *s = &g->blocks[b].succ;

		if (!g->reachable[b])
			continue;
		for (unsigned k = 0; k < s->n; k++)
			digraph_edge(&d, s->v[k], b);
	}
	for (unsigned i = 0; i < g->exits.n; i++)
		if (g->reachable[g->exits.v[i]])
			digraph_edge(&d, x, g->exits.v[i]);
	attach_infinite(&d, g, x);
	t->n = g->nblocks + 1;
	t->root = x;
	t->post_dom = true;
	tree_compute(t, &d);
	digraph_release(&d);
	return 0;
}

bool
dom_dominates(const struct dom_tree *t, unsigned a, unsigned b)
{
	if (a >= t->n || b >= t->n)
		return false;
	if (a == b)
		return true;
	if (t->pre[a] == TR_NONE || t->pre[b] == TR_NONE)
		return false;
	return t->pre[a] <= t->pre[b] && t->post[b] <= t->post[a];
}

void
dom_release(struct dom_tree *t)
{
	if (t->children)
		for (unsigned i = 0; i < t->n; i++)
			uvec_release(&t->children[i]);
	free(t->children);
	free(t->idom);
	free(t->pre);
	free(t->post);
	memset(t, 0, sizeof(*t));
}
