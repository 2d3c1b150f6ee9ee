/*
 * seq.c: static data-dependent instruction sequences (thesis §5.3.3).
 *
 * A fault activated in an instruction's result travels along def-use edges
 * until it reaches an instruction that moves it elsewhere: to memory (a
 * store), to control flow (a conditional branch), out of the function (a call
 * argument or a return). The walk below lists every instruction on the way
 * (the members) and every such end, reached along any path: where the public
 * reference keeps only the first path to reach a node (model-anchors §1.3),
 * this walk examines every def-use edge, so an end reached by two different
 * values is listed once per value.
 *
 * The walk is a depth-first search with an explicit stack and a visited map,
 * so it is linear in the def-use edges of the sequence and never recurses.
 */
#include <stdlib.h>
#include <string.h>

#include "analysis.h"

const char *
seq_end_name(enum seq_end_kind k)
{
	switch (k) {
	case SEQ_STORE_VALUE:
		return "store-value";
	case SEQ_STORE_ADDR:
		return "store-addr";
	case SEQ_BRANCH:
		return "branch";
	case SEQ_CALL:
		return "call";
	case SEQ_RET:
		return "ret";
	}
	return "?";
}

static void
add_end(struct seq *s, struct uvec *seen, enum seq_end_kind kind,
	LLVMValueRef inst, unsigned id, unsigned via)
{
	/* Deduplicate on (id, kind, via): few ends per sequence, so a scan. */
	for (unsigned i = 0; i < s->nends; i++)
		if (s->ends[i].id == id && s->ends[i].kind == kind &&
		    s->ends[i].via == via && s->ends[i].inst == inst)
			return;
	if (s->nends == seen->cap) {
		seen->cap = seen->cap ? 2 * seen->cap : 4;
		s->ends = xrealloc(s->ends, seen->cap * sizeof(*s->ends));
	}
	s->ends[s->nends++] = (struct seq_end){ kind, inst, id, via };
}

static int
cmp_end(const void *pa, const void *pb)
{
	const struct seq_end *a = pa, *b = pb;

	if (a->id != b->id)
		return a->id < b->id ? -1 : 1;
	if (a->kind != b->kind)
		return a->kind < b->kind ? -1 : 1;
	return (a->via > b->via) - (a->via < b->via);
}

/* How a call to an LLVM intrinsic treats a corrupted argument. */
enum intrinsic_role {
	INTR_NONE,	/* not an intrinsic: a real call, a sequence end */
	INTR_MARKER,	/* lifetime, debug, assume...: no data flows on */
	INTR_VALUE,	/* returns a value computed from its arguments */
	INTR_EFFECT,	/* void with effects (memcpy, memset...): an end */
};

static bool
has_prefix(const char *s, size_t len, const char *prefix)
{
	size_t k = strlen(prefix);

	return len >= k && strncmp(s, prefix, k) == 0;
}

/*
 * Intrinsics are operations, not calls: llvm.smax or llvm.fmuladd compute a
 * value the walk goes on through, the markers (lifetime, dbg, assume,
 * invariant, noalias scope declarations) carry nothing anywhere, and the
 * void ones with effects on memory end the sequence as calls do.
 */
static enum intrinsic_role
intrinsic_role(LLVMValueRef call)
{
	LLVMValueRef callee = LLVMGetCalledValue(call);
	const char *name;
	size_t len;

	if (!callee || !LLVMIsAFunction(callee) || !LLVMGetIntrinsicID(callee))
		return INTR_NONE;
	name = LLVMGetValueName2(callee, &len);
	if (has_prefix(name, len, "llvm.lifetime.") ||
	    has_prefix(name, len, "llvm.dbg.") ||
	    has_prefix(name, len, "llvm.assume") ||
	    has_prefix(name, len, "llvm.invariant.") ||
	    has_prefix(name, len, "llvm.experimental.noalias.scope.decl"))
		return INTR_MARKER;
	if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind)
		return INTR_VALUE;
	return INTR_EFFECT;
}

/*
 * Classify one use of value v by instruction u: an end of the sequence, or
 * an instruction the walk continues through (returns true).
 */
static bool
visit_use(struct seq *s, struct uvec *endcap, const struct ir_module *m,
	  LLVMValueRef v, LLVMValueRef u)
{
	unsigned vid = ir_inst_id(m, v), uid = ir_inst_id(m, u);

	if (LLVMIsAStoreInst(u)) {
		if (LLVMGetOperand(u, 0) == v)
			add_end(s, endcap, SEQ_STORE_VALUE, u, uid, vid);
		if (LLVMGetOperand(u, 1) == v)
			add_end(s, endcap, SEQ_STORE_ADDR, u, uid, vid);
		return false;
	}
	if (LLVMIsACallInst(u) || LLVMIsAInvokeInst(u) || LLVMIsACallBrInst(u)) {
		switch (intrinsic_role(u)) {
		case INTR_MARKER:
			return false;
		case INTR_VALUE:
			return LLVMIsACallInst(u) != NULL;
		case INTR_NONE:
		case INTR_EFFECT:
			break;
		}
		add_end(s, endcap, SEQ_CALL, u, uid, vid);
		return false;
	}
	if (LLVMIsAReturnInst(u)) {
		add_end(s, endcap, SEQ_RET, u, uid, vid);
		return false;
	}
	if (LLVMIsATerminatorInst(u)) {
		add_end(s, endcap, SEQ_BRANCH, u, uid, vid);
		return false;
	}
	return LLVMIsAInstruction(u) != NULL;
}

int
seq_build(struct seq *s, const struct ir_module *m, LLVMValueRef start)
{
	struct ptrmap visited = { 0 };
	struct uvec endcap = { 0 };	/* only its cap is used, for ends */
	LLVMValueRef *stack;
	size_t sp = 0, cap = 16;

	memset(s, 0, sizeof(*s));
	if (!LLVMIsAInstruction(start))
		return tr_error("sequence start is not an instruction");
	s->start = start;
	stack = xmalloc(cap * sizeof(*stack));
	stack[sp++] = start;
	ptrmap_put(&visited, start, 1);
	while (sp) {
		LLVMValueRef v = stack[--sp];

		for (LLVMUseRef use = LLVMGetFirstUse(v); use;
		     use = LLVMGetNextUse(use)) {
			LLVMValueRef u = LLVMGetUser(use);

			if (!visit_use(s, &endcap, m, v, u) ||
			    ptrmap_get(&visited, u) != TR_NONE)
				continue;
			ptrmap_put(&visited, u, 1);
			uvec_push(&s->members, ir_inst_id(m, u));
			if (sp == cap) {
				cap *= 2;
				stack = xrealloc(stack, cap * sizeof(*stack));
			}
			stack[sp++] = u;
		}
	}
	uvec_sort(&s->members);
	if (s->nends > 1)
		qsort(s->ends, s->nends, sizeof(*s->ends), cmp_end);
	free(stack);
	ptrmap_release(&visited);
	return 0;
}

void
seq_release(struct seq *s)
{
	uvec_release(&s->members);
	free(s->ends);
	memset(s, 0, sizeof(*s));
}
