/*
 * cfg.c: the control-flow graph of one function, with blocks numbered in
 * layout order (0 is the entry), distinct successor and predecessor lists,
 * reachability and a reverse postorder of the reachable blocks.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"

/* Block ids: the ids of the first and last instruction of the block. */
static void
block_ids(struct cfg_block *b, const struct ir_module *m)
{
	LLVMValueRef first = LLVMGetFirstInstruction(b->bb);
	LLVMValueRef last = LLVMGetLastInstruction(b->bb);

	b->first_id = first && m ? ir_inst_id(m, first) : 0;
	b->last_id = last && m ? ir_inst_id(m, last) : 0;
}

/*
 * Iterative depth-first search from the entry: marks reachable blocks and
 * lists them in postorder, then reverses that list.
 */
static void
compute_rpo(struct cfg *g)
{
	unsigned *stack = xmalloc(g->nblocks * sizeof(*stack));
	unsigned *next = xcalloc(g->nblocks, sizeof(*next));
	unsigned sp = 0;
	struct uvec post = { 0 };

	g->reachable[0] = true;
	stack[sp++] = 0;
	while (sp) {
		unsigned b = stack[sp - 1];
		const struct uvec *s = &g->blocks[b].succ;

		if (next[b] < s->n) {
			unsigned c = s->v[next[b]++];

			if (!g->reachable[c]) {
				g->reachable[c] = true;
				stack[sp++] = c;
			}
		} else {
			uvec_push(&post, b);
			sp--;
		}
	}
	for (unsigned i = post.n; i-- > 0;)
		uvec_push(&g->rpo, post.v[i]);
	uvec_release(&post);
	free(next);
	free(stack);
}

int
cfg_build(struct cfg *g, const struct ir_module *m, LLVMValueRef fn)
{
	unsigned n = LLVMCountBasicBlocks(fn), i = 0;

	memset(g, 0, sizeof(*g));
	if (n == 0)
		return tr_error("function '%s' has no body", LLVMGetValueName(fn));
	g->fn = fn;
	g->nblocks = n;
	g->blocks = xcalloc(n, sizeof(*g->blocks));
	g->reachable = xcalloc(n, sizeof(*g->reachable));
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb), i++) {
		g->blocks[i].bb = bb;
		ptrmap_put(&g->index, bb, i);
		block_ids(&g->blocks[i], m);
	}
	for (i = 0; i < n; i++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(g->blocks[i].bb);
		unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;

		for (unsigned k = 0; k < ns; k++) {
			unsigned s = cfg_block_of(g, LLVMGetSuccessor(t, k));

			uvec_add_unique(&g->blocks[i].succ, s);
			uvec_add_unique(&g->blocks[s].pred, i);
		}
		if (g->blocks[i].succ.n == 0)
			uvec_push(&g->exits, i);
	}
	for (i = 0; i < n; i++)
		uvec_sort(&g->blocks[i].pred);
	compute_rpo(g);
	return 0;
}

/*
 * Tarjan's strongly connected components, iteratively (functions may have
 * thousands of blocks): over the blocks marked in[] and the edges that keep
 * accepts (all edges when keep is NULL).
 */
unsigned
cfg_scc(const struct cfg *g, const bool *in, cfg_edge_filter keep,
	const void *arg, unsigned *comp)
{
	unsigned n = g->nblocks;
	unsigned *index = xmalloc(n * sizeof(*index));
	unsigned *low = xmalloc(n * sizeof(*low));
	unsigned *next = xcalloc(n, sizeof(*next));
	unsigned *call = xmalloc(n * sizeof(*call));
	unsigned *stack = xmalloc(n * sizeof(*stack));
	bool *onstack = xcalloc(n, sizeof(*onstack));
	unsigned counter = 0, ncomp = 0, sp = 0, cp = 0;

	for (unsigned i = 0; i < n; i++)
		index[i] = comp[i] = TR_NONE;
	for (unsigned r = 0; r < n; r++) {
		if (!in[r] || index[r] != TR_NONE)
			continue;
		index[r] = low[r] = counter++;
		stack[sp++] = r;
		onstack[r] = true;
		call[cp++] = r;
		while (cp) {
			unsigned v = call[cp - 1];
			const struct uvec *s = &g->blocks[v].succ;

			if (next[v] < s->n) {
				unsigned w = s->v[next[v]++];

				if (!in[w] || (keep && !keep(v, w, arg)))
					continue;
				if (index[w] == TR_NONE) {
					index[w] = low[w] = counter++;
					stack[sp++] = w;
					onstack[w] = true;
					call[cp++] = w;
				} else if (onstack[w] && index[w] < low[v]) {
					low[v] = index[w];
				}
				continue;
			}
			cp--;
			if (cp && low[v] < low[call[cp - 1]])
				low[call[cp - 1]] = low[v];
			if (low[v] != index[v])
				continue;
			for (;;) {
				unsigned w = stack[--sp];

				onstack[w] = false;
				comp[w] = ncomp;
				if (w == v)
					break;
			}
			ncomp++;
		}
	}
	free(onstack);
	free(stack);
	free(call);
	free(next);
	free(low);
	free(index);
	return ncomp;
}

unsigned
cfg_block_of(const struct cfg *g, LLVMBasicBlockRef bb)
{
	return ptrmap_get(&g->index, bb);
}

void
cfg_release(struct cfg *g)
{
	for (unsigned i = 0; i < g->nblocks; i++) {
		uvec_release(&g->blocks[i].succ);
		uvec_release(&g->blocks[i].pred);
	}
	free(g->blocks);
	free(g->reachable);
	ptrmap_release(&g->index);
	uvec_release(&g->rpo);
	uvec_release(&g->exits);
	memset(g, 0, sizeof(*g));
}
