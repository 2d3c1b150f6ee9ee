/*
 * loop.c: natural loops, irreducible regions and loop-terminating branches.
 *
 * Loops. A back edge is an edge latch -> header between reachable blocks
 * where the header dominates the latch; the loop of a header is the union of
 * the natural loops of its back edges, each found by walking predecessors
 * back from the latch until the header (Aho, Lam, Sethi and Ullman,
 * "Compilers: Principles, Techniques, and Tools", 2nd ed., §9.6.6). Natural
 * loops with different headers are disjoint or nested, so they form a forest:
 * a loop's parent is the smallest other loop that holds its header. Loops are
 * listed in preorder of that forest with siblings (and roots) by header
 * number, so a parent always comes before its children whatever the layout.
 *
 * Irreducible regions. An iterative DFS from the entry finds retreating edges
 * (to a block on the DFS stack); one whose target does not dominate its source
 * is not a back edge and makes the CFG irreducible. The region reported for it
 * is its strongly connected component (Tarjan, "Depth-first search and linear
 * graph algorithms", SIAM J. Computing 1(2), 1972) in the reachable CFG with
 * the back edges removed: without back edges a reducible CFG is acyclic, so
 * these components are exactly the irreducible parts, and a region nested in
 * a natural loop is reported alone rather than as the whole loop. Each region
 * is reported once, regions ordered by their lowest block; its entries are its
 * blocks entered from a reachable block outside it (or the function entry).
 * No loop is made of a region; natural loops around or inside it stand.
 *
 * Branches (thesis §5.3.4). Every conditional br and switch, reachable or not,
 * in block order. Its exit successors are the positions k (0-based, as in
 * LLVMGetSuccessor, duplicate targets each counted) whose target is outside the
 * innermost loop of the block, that is which leave at least one loop holding
 * it; the branch is loop-terminating (LT) when there is one, and its loop is
 * the outermost loop left by some successor. Its compares are the icmp/fcmp
 * reached by walking back from the condition through i1 and/or/xor, select
 * (all three operands), i1 phi, zext from i1 and trunc to i1; the walk stops
 * at anything else and at compares, which must carry ids.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"

/* Whether the edge u -> v is a back edge: v dominates u, both reachable. */
static bool
is_back_edge(const struct cfg *g, const struct dom_tree *dom, unsigned u,
	     unsigned v)
{
	return g->reachable[u] && g->reachable[v] && dom_dominates(dom, v, u);
}

/*
 * The natural loop of header h with latches l->latches: blocks gathered by a
 * backward walk from the latches that stops at h. mark[] is all false on
 * entry and on return.
 */
static void
loop_body(struct loop *l, const struct cfg *g, bool *mark)
{
	struct uvec work = { 0 };

	mark[l->header] = true;
	uvec_push(&l->blocks, l->header);
	for (unsigned i = 0; i < l->latches.n; i++) {
		unsigned b = l->latches.v[i];

		if (!mark[b]) {
			mark[b] = true;
			uvec_push(&l->blocks, b);
			uvec_push(&work, b);
		}
	}
	while (work.n) {
		const struct uvec *p = &g->blocks[work.v[--work.n]].pred;

		for (unsigned k = 0; k < p->n; k++)
			if (g->reachable[p->v[k]] && !mark[p->v[k]]) {
				mark[p->v[k]] = true;
				uvec_push(&l->blocks, p->v[k]);
				uvec_push(&work, p->v[k]);
			}
	}
	for (unsigned i = 0; i < l->blocks.n; i++)
		mark[l->blocks.v[i]] = false;
	uvec_sort(&l->blocks);
	uvec_release(&work);
}

/* Exiting blocks and exit blocks of l; mark[] as for loop_body. */
static void
loop_edges(struct loop *l, const struct cfg *g, bool *mark)
{
	for (unsigned i = 0; i < l->blocks.n; i++)
		mark[l->blocks.v[i]] = true;
	for (unsigned i = 0; i < l->blocks.n; i++) {
		unsigned b = l->blocks.v[i];
		const struct uvec *s = &g->blocks[b].succ;

		bool exiting = false;

		for (unsigned k = 0; k < s->n; k++) {
			if (mark[s->v[k]])
				continue;
			exiting = true;
			uvec_add_unique(&l->exits, s->v[k]);
		}
		if (exiting)
			uvec_push(&l->exiting, b);
	}
	uvec_sort(&l->exits);
	for (unsigned i = 0; i < l->blocks.n; i++)
		mark[l->blocks.v[i]] = false;
}

/* Loops by body size, largest first, then by index, for nesting. */
struct by_size {
	unsigned size, idx;
};

static int
cmp_by_size(const void *pa, const void *pb)
{
	const struct by_size *a = pa, *b = pb;

	if (a->size != b->size)
		return a->size < b->size ? 1 : -1;
	return (a->idx > b->idx) - (a->idx < b->idx);
}

/*
 * Parents and innermost loops (in the indices of tmp, ordered by header):
 * loops visited largest first, each block keeps the last (so smallest) loop
 * that holds it, and a loop's parent is the smallest larger loop that holds
 * its header, which is what innermost[] says just before the loop is visited.
 */
static void
loop_nest(const struct loop *tmp, unsigned k, unsigned *parent,
	  unsigned *innermost, unsigned nblocks)
{
	struct by_size *order = xmalloc(k * sizeof(*order));

	for (unsigned b = 0; b < nblocks; b++)
		innermost[b] = TR_NONE;
	for (unsigned i = 0; i < k; i++)
		order[i] = (struct by_size){ tmp[i].blocks.n, i };
	if (k > 1)
		qsort(order, k, sizeof(*order), cmp_by_size);
	for (unsigned i = 0; i < k; i++) {
		const struct loop *l = &tmp[order[i].idx];

		parent[order[i].idx] = innermost[l->header];
		for (unsigned j = 0; j < l->blocks.n; j++)
			innermost[l->blocks.v[j]] = order[i].idx;
	}
	free(order);
}

/*
 * Preorder of the loop forest, siblings by header: rank[i] is the final
 * index of tmp[i]. tmp is ordered by header, so children gathered by
 * ascending index are ordered by header too.
 */
static void
loop_preorder(const unsigned *parent, unsigned k, unsigned *rank)
{
	struct uvec *kids = xcalloc(k + 1, sizeof(*kids));
	unsigned *stack = xmalloc((k + 1) * sizeof(*stack));
	unsigned sp = 0, next = 0;

	/* kids[k] lists the roots. */
	for (unsigned i = 0; i < k; i++)
		uvec_push(&kids[parent[i] == TR_NONE ? k : parent[i]], i);
	for (unsigned i = kids[k].n; i-- > 0;)
		stack[sp++] = kids[k].v[i];
	while (sp) {
		unsigned v = stack[--sp];

		rank[v] = next++;
		for (unsigned i = kids[v].n; i-- > 0;)
			stack[sp++] = kids[v].v[i];
	}
	for (unsigned i = 0; i <= k; i++)
		uvec_release(&kids[i]);
	free(stack);
	free(kids);
}

/* Natural loops of every header, nested and ordered into lf. */
static void
find_loops(struct loop_forest *lf, const struct cfg *g,
	   const struct dom_tree *dom)
{
	unsigned n = g->nblocks, k = 0;
	struct loop *tmp = xcalloc(n, sizeof(*tmp));
	unsigned *parent = xmalloc(n * sizeof(*parent));
	unsigned *inner = xmalloc(n * sizeof(*inner));
	unsigned *rank = xmalloc(n * sizeof(*rank));
	bool *mark = xcalloc(n, sizeof(*mark));

	for (unsigned h = 0; h < n; h++) {
		const struct uvec *p = &g->blocks[h].pred;
		struct loop *l = &tmp[k];

		for (unsigned i = 0; i < p->n; i++)
			if (is_back_edge(g, dom, p->v[i], h))
				uvec_push(&l->latches, p->v[i]);
		if (!l->latches.n)
			continue;
		l->header = h;
		loop_body(l, g, mark);
		k++;
	}
	loop_nest(tmp, k, parent, inner, n);
	loop_preorder(parent, k, rank);
	lf->nloops = k;
	lf->loops = xcalloc(k, sizeof(*lf->loops));
	for (unsigned i = 0; i < k; i++) {
		struct loop *l = &lf->loops[rank[i]];

		*l = tmp[i];
		l->parent = parent[i] == TR_NONE ? TR_NONE : rank[parent[i]];
		loop_edges(l, g, mark);
	}
	/* Preorder: a parent's depth is known before its children's. */
	for (unsigned i = 0; i < k; i++) {
		struct loop *l = &lf->loops[i];

		l->depth = l->parent == TR_NONE ? 1 :
			   lf->loops[l->parent].depth + 1;
	}
	for (unsigned b = 0; b < n; b++)
		lf->innermost[b] = inner[b] == TR_NONE ? TR_NONE :
				   rank[inner[b]];
	free(mark);
	free(rank);
	free(inner);
	free(parent);
	free(tmp);
}

/* The edge filter for cfg_scc that leaves out back edges. */
struct back_edge_ctx {
	const struct cfg *g;
	const struct dom_tree *dom;
};

static bool
not_back_edge(unsigned from, unsigned to, const void *arg)
{
	const struct back_edge_ctx *c = arg;

	return !is_back_edge(c->g, c->dom, from, to);
}

/*
 * Iterative DFS from the entry: bad[comp[u]] is set for every retreating
 * edge u -> v whose target does not dominate its source.
 */
static void
mark_irreducible(const struct cfg *g, const struct dom_tree *dom,
		 const unsigned *comp, bool *bad)
{
	unsigned n = g->nblocks, sp = 0;
	unsigned *stack = xmalloc(n * sizeof(*stack));
	unsigned *next = xcalloc(n, sizeof(*next));
	bool *seen = xcalloc(n, sizeof(*seen));
	bool *onstack = xcalloc(n, sizeof(*onstack));

	seen[0] = onstack[0] = true;
	stack[sp++] = 0;
	while (sp) {
		unsigned u = stack[sp - 1], v;
		const struct uvec *s = &g->blocks[u].succ;

		if (next[u] == s->n) {
			onstack[u] = false;
			sp--;
			continue;
		}
		v = s->v[next[u]++];
		if (onstack[v] && !dom_dominates(dom, v, u)) {
			bad[comp[u]] = true;
		} else if (!seen[v]) {
			seen[v] = onstack[v] = true;
			stack[sp++] = v;
		}
	}
	free(onstack);
	free(seen);
	free(next);
	free(stack);
}

/* The irreducible regions of g into lf. */
static void
find_irreducible(struct loop_forest *lf, const struct cfg *g,
		 const struct dom_tree *dom)
{
	unsigned n = g->nblocks;
	unsigned *comp = xmalloc(n * sizeof(*comp));
	unsigned *region = xmalloc(n * sizeof(*region));
	bool *bad = xcalloc(n, sizeof(*bad));
	struct back_edge_ctx ctx = { g, dom };

	/* Components of the reachable CFG without its back edges. */
	cfg_scc(g, g->reachable, not_back_edge, &ctx, comp);
	mark_irreducible(g, dom, comp, bad);
	for (unsigned c = 0; c < n; c++)
		region[c] = TR_NONE;
	/* Blocks ascending: regions come out ordered by their lowest block. */
	for (unsigned b = 0; b < n; b++) {
		const struct uvec *p = &g->blocks[b].pred;
		struct irreducible_region *r;
		unsigned c = comp[b];
		bool entry = b == 0;

		if (c == TR_NONE || !bad[c])
			continue;
		if (region[c] == TR_NONE) {
			region[c] = lf->nirreducible++;
			lf->irreducible = xrealloc(lf->irreducible,
				lf->nirreducible * sizeof(*lf->irreducible));
			memset(&lf->irreducible[region[c]], 0,
			       sizeof(*lf->irreducible));
		}
		r = &lf->irreducible[region[c]];
		uvec_push(&r->blocks, b);
		for (unsigned k = 0; k < p->n && !entry; k++)
			entry = g->reachable[p->v[k]] && comp[p->v[k]] != c;
		if (entry)
			uvec_push(&r->entries, b);
	}
	free(bad);
	free(region);
	free(comp);
}

int
loop_find(struct loop_forest *lf, const struct cfg *g,
	  const struct dom_tree *dom)
{
	memset(lf, 0, sizeof(*lf));
	if (dom->post_dom || dom->n != g->nblocks || dom->root != 0)
		return tr_error("loop_find needs the dominator tree of "
				"the same function");
	lf->innermost = xmalloc(g->nblocks * sizeof(*lf->innermost));
	find_loops(lf, g, dom);
	find_irreducible(lf, g, dom);
	return 0;
}

bool
loop_contains(const struct loop_forest *lf, unsigned l, unsigned b)
{
	const struct uvec *v;
	unsigned lo = 0, hi;

	if (l >= lf->nloops)
		return false;
	v = &lf->loops[l].blocks;
	hi = v->n;
	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;

		if (v->v[mid] == b)
			return true;
		if (v->v[mid] < b)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

void
loop_release(struct loop_forest *lf)
{
	for (unsigned i = 0; i < lf->nloops; i++) {
		uvec_release(&lf->loops[i].blocks);
		uvec_release(&lf->loops[i].latches);
		uvec_release(&lf->loops[i].exiting);
		uvec_release(&lf->loops[i].exits);
	}
	for (unsigned i = 0; i < lf->nirreducible; i++) {
		uvec_release(&lf->irreducible[i].blocks);
		uvec_release(&lf->irreducible[i].entries);
	}
	free(lf->loops);
	free(lf->innermost);
	free(lf->irreducible);
	memset(lf, 0, sizeof(*lf));
}

/* A conditional br or a switch. */
static bool
is_cond_branch(LLVMValueRef t)
{
	if (!t)
		return false;
	switch (LLVMGetInstructionOpcode(t)) {
	case LLVMBr:
		return LLVMIsConditional(t);
	case LLVMSwitch:
		return true;
	default:
		return false;
	}
}

static bool
is_i1(LLVMValueRef v)
{
	LLVMTypeRef ty = LLVMTypeOf(v);

	return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind &&
	       LLVMGetIntTypeWidth(ty) == 1;
}

/* Exit successors and the outermost loop left, as the file header says. */
static void
classify_exits(struct loop_branch *r, const struct cfg *g,
	       const struct loop_forest *lf)
{
	unsigned inner = lf->innermost ? lf->innermost[r->block] : TR_NONE;
	unsigned ns = LLVMGetNumSuccessors(r->term);
	const struct uvec *succ = &g->blocks[r->block].succ;

	if (inner == TR_NONE)
		return;
	for (unsigned k = 0; k < ns; k++) {
		unsigned s = cfg_block_of(g, LLVMGetSuccessor(r->term, k));

		if (!loop_contains(lf, inner, s))
			uvec_push(&r->exit_succ, k);
	}
	r->lt = r->exit_succ.n > 0;
	/* Loops left by a successor are a prefix of the chain from inner. */
	for (unsigned l = inner; r->lt && l != TR_NONE;
	     l = lf->loops[l].parent) {
		bool leaves = false;

		for (unsigned k = 0; k < succ->n && !leaves; k++)
			leaves = !loop_contains(lf, l, succ->v[k]);
		if (!leaves)
			break;
		r->loop = l;
	}
}

/* A stack of LLVM values for the backward walk. */
struct vstack {
	LLVMValueRef *v;
	unsigned n, cap;
};

static void
vstack_push(struct vstack *s, LLVMValueRef v)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 16;
		s->v = xrealloc(s->v, s->cap * sizeof(*s->v));
	}
	s->v[s->n++] = v;
}

/*
 * The compares deciding branch number idx; seen maps a visited value to the
 * number of the last branch that visited it.
 */
static int
collect_cmps(struct loop_branch *r, unsigned idx, const struct ir_module *m,
	     LLVMValueRef cond, struct ptrmap *seen, struct vstack *work)
{
	work->n = 0;
	vstack_push(work, cond);
	while (work->n) {
		LLVMValueRef v = work->v[--work->n];
		unsigned id;

		if (!LLVMIsAInstruction(v) || ptrmap_get(seen, v) == idx)
			continue;
		ptrmap_put(seen, v, idx);
		switch (LLVMGetInstructionOpcode(v)) {
		case LLVMICmp:
		case LLVMFCmp:
			id = ir_inst_id(m, v);
			if (!id)
				return tr_error("'%s': a compare feeding the "
						"branch in block %u has no id "
						"(assign ids first)",
						m->path, r->block);
			uvec_push(&r->cmps, id);
			break;
		case LLVMAnd:
		case LLVMOr:
		case LLVMXor:
			if (is_i1(v)) {
				vstack_push(work, LLVMGetOperand(v, 0));
				vstack_push(work, LLVMGetOperand(v, 1));
			}
			break;
		case LLVMSelect:
			for (unsigned k = 0; k < 3; k++)
				vstack_push(work, LLVMGetOperand(v, k));
			break;
		case LLVMPHI:
			if (!is_i1(v))
				break;
			for (unsigned k = 0; k < LLVMCountIncoming(v); k++)
				vstack_push(work, LLVMGetIncomingValue(v, k));
			break;
		case LLVMZExt:
			if (is_i1(LLVMGetOperand(v, 0)))
				vstack_push(work, LLVMGetOperand(v, 0));
			break;
		case LLVMTrunc:
			if (is_i1(v))
				vstack_push(work, LLVMGetOperand(v, 0));
			break;
		case LLVMFreeze:
			/* -O2 freezes conditions it reassociates: transparent. */
			vstack_push(work, LLVMGetOperand(v, 0));
			break;
		default:
			break;
		}
	}
	uvec_sort(&r->cmps);
	return 0;
}

int
branch_classify(struct branch_info *bi, const struct ir_module *m,
		const struct cfg *g, const struct loop_forest *lf)
{
	struct ptrmap seen = { 0 };
	struct vstack work = { 0 };
	unsigned count = 0;
	int rc = -1;

	memset(bi, 0, sizeof(*bi));
	for (unsigned b = 0; b < g->nblocks; b++) {
		LLVMBasicBlockRef bb = g->blocks[b].bb;

		if (is_cond_branch(LLVMGetBasicBlockTerminator(bb)))
			count++;
	}
	bi->br = xcalloc(count, sizeof(*bi->br));
	for (unsigned b = 0; b < g->nblocks; b++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(g->blocks[b].bb);
		struct loop_branch *r;

		if (!is_cond_branch(t))
			continue;
		r = &bi->br[bi->n];
		r->term = t;
		r->block = b;
		r->loop = TR_NONE;
		classify_exits(r, g, lf);
		if (collect_cmps(r, bi->n++, m,
				 LLVMGetInstructionOpcode(t) == LLVMBr ?
				 LLVMGetCondition(t) : LLVMGetOperand(t, 0),
				 &seen, &work))
			goto out;
	}
	rc = 0;
out:
	free(work.v);
	ptrmap_release(&seen);
	if (rc)
		branch_release(bi);
	return rc;
}

void
branch_release(struct branch_info *bi)
{
	for (unsigned i = 0; i < bi->n; i++) {
		uvec_release(&bi->br[i].exit_succ);
		uvec_release(&bi->br[i].cmps);
	}
	free(bi->br);
	memset(bi, 0, sizeof(*bi));
}
