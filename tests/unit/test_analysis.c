/*
 * test_analysis.c: unit tests of the analysis core: containers, module
 * parsing and ids, CFG, dominator and post-dominator trees, natural loops,
 * irreducible regions, loop-terminating branch classification and static
 * data-dependent sequences; error messages of any length, loading files
 * through the checking child process, the verifier's whole report on a
 * module broken on purpose, and the nearest source line.
 *
 * Every test parses hand-written LLVM 19 IR and checks exact answers worked
 * out by hand; the comments beside each IR text give the block numbers.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analysis.h"

#define NO TR_NONE

/* An expected list: UV(1, 2, 3) expands to the array and its length. */
#define UV(...) (const unsigned[]){ __VA_ARGS__ }, \
	(unsigned)(sizeof((const unsigned[]){ __VA_ARGS__ }) / sizeof(unsigned))

/* Everything built for one function. */
struct fx {
	struct ir_module m;
	LLVMValueRef fn;
	struct cfg g;
	struct dom_tree dom, pdom;
	struct loop_forest lf;
	struct branch_info bi;
};

static void
fx_build(struct fx *f, const char *ir, const char *fn)
{
	memset(f, 0, sizeof(*f));
	if (ir_module_parse(&f->m, "test.ll", ir))
		fail_msg("parse: %s", tr_errmsg());
	ir_ids_assign(&f->m);
	f->fn = LLVMGetNamedFunction(f->m.mod, fn);
	assert_non_null(f->fn);
	assert_int_equal(cfg_build(&f->g, &f->m, f->fn), 0);
	assert_int_equal(dom_build(&f->dom, &f->g), 0);
	assert_int_equal(pdom_build(&f->pdom, &f->g), 0);
	assert_int_equal(loop_find(&f->lf, &f->g, &f->dom), 0);
	assert_int_equal(branch_classify(&f->bi, &f->m, &f->g, &f->lf), 0);
}

static void
fx_release(struct fx *f)
{
	branch_release(&f->bi);
	loop_release(&f->lf);
	dom_release(&f->pdom);
	dom_release(&f->dom);
	cfg_release(&f->g);
	ir_module_release(&f->m);
}

/* The id of the instruction named name (%name) in f's function. */
static unsigned
id_of(const struct fx *f, const char *name)
{
	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f->fn); b;
	     b = LLVMGetNextBasicBlock(b))
		for (LLVMValueRef i = LLVMGetFirstInstruction(b); i;
		     i = LLVMGetNextInstruction(i)) {
			size_t len;
			const char *s = LLVMGetValueName2(i, &len);

			if (len == strlen(name) && memcmp(s, name, len) == 0)
				return ir_inst_id(&f->m, i);
		}
	fail_msg("no instruction %%%s", name);
	return 0;
}

static void
check_uvec(const struct uvec *a, const unsigned *want, unsigned n)
{
	assert_int_equal(a->n, n);
	for (unsigned i = 0; i < n; i++)
		assert_int_equal(a->v[i], want[i]);
}

static void
check_empty(const struct uvec *a)
{
	assert_int_equal(a->n, 0);
}

/*
 * The idoms of t, and the tree's own consistency: children ascending and
 * matching idom, the root and unreached nodes childless and numbered
 * TR_NONE, and dominance answers that agree with the idom chain.
 */
static void
check_tree(const struct dom_tree *t, const unsigned *idom, unsigned n)
{
	assert_int_equal(t->n, n);
	for (unsigned v = 0; v < n; v++) {
		const struct uvec *c = &t->children[v];

		assert_int_equal(t->idom[v], idom[v]);
		for (unsigned k = 0; k < c->n; k++) {
			assert_int_equal(t->idom[c->v[k]], v);
			if (k)
				assert_true(c->v[k - 1] < c->v[k]);
		}
		assert_true(dom_dominates(t, v, v));
		if (v == t->root) {
			assert_int_equal(idom[v], NO);
			continue;
		}
		if (idom[v] == NO) {
			assert_int_equal(t->pre[v], NO);
			assert_int_equal(c->n, 0);
			assert_false(dom_dominates(t, t->root, v));
			continue;
		}
		assert_true(dom_dominates(t, idom[v], v));
		assert_false(dom_dominates(t, v, idom[v]));
		assert_true(dom_dominates(t, t->root, v));
	}
}

static void
check_loop(const struct loop *l, unsigned header, unsigned parent,
	   unsigned depth)
{
	assert_int_equal(l->header, header);
	assert_int_equal(l->parent, parent);
	assert_int_equal(l->depth, depth);
}

static void
check_branch(const struct loop_branch *b, unsigned block, bool lt,
	     unsigned loop)
{
	assert_int_equal(b->block, block);
	assert_int_equal(b->lt, lt);
	assert_int_equal(b->loop, loop);
	if (!lt)
		check_empty(&b->exit_succ);
}

static void
test_containers(void **state)
{
	struct uvec a = { 0 };
	struct ptrmap m = { 0 };
	static int keys[1000];

	(void)state;
	for (unsigned i = 0; i < 10; i++)
		uvec_push(&a, 9 - i);
	assert_int_equal(a.n, 10);
	assert_true(uvec_contains(&a, 0));
	assert_false(uvec_contains(&a, 10));
	uvec_add_unique(&a, 3);
	assert_int_equal(a.n, 10);
	uvec_add_unique(&a, 42);
	assert_int_equal(a.n, 11);
	uvec_sort(&a);
	check_uvec(&a, UV(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 42));
	uvec_release(&a);
	assert_null(a.v);
	assert_int_equal(a.n, 0);
	uvec_release(&a);

	assert_int_equal(ptrmap_get(&m, &keys[0]), NO);
	for (unsigned i = 0; i < 1000; i++)
		ptrmap_put(&m, &keys[i], 2 * i);
	assert_int_equal(m.n, 1000);
	ptrmap_put(&m, &keys[5], 77);
	assert_int_equal(m.n, 1000);
	for (unsigned i = 0; i < 1000; i++)
		assert_int_equal(ptrmap_get(&m, &keys[i]), i == 5 ? 77 : 2 * i);
	assert_int_equal(ptrmap_get(&m, &a), NO);
	ptrmap_release(&m);
	assert_int_equal(m.n, 0);
	assert_int_equal(ptrmap_get(&m, &keys[0]), NO);
}

static const char ids_ir[] =
	"declare i32 @ext(i32)\n"
	"define i32 @one(i32 %a) {\n"
	"entry:\n"
	"  %b = add i32 %a, 1\n"
	"  %c = call i32 @ext(i32 %b)\n"
	"  ret i32 %c\n"
	"}\n"
	"define void @two() {\n"
	"entry:\n"
	"  br label %next\n"
	"next:\n"
	"  ret void\n"
	"}\n";

/* A function whose first instruction already carries id 7. */
static const char pre_ir[] =
	"define i32 @pre(i32 %a) {\n"
	"entry:\n"
	"  %b = add i32 %a, 1, !trident.id !0\n"
	"  %c = add i32 %b, 2\n"
	"  ret i32 %c\n"
	"}\n"
	"!0 = !{i64 7}\n";

/* Ids of every instruction of fn, in order, into ids (at most max). */
static unsigned
fn_ids(const struct ir_module *m, LLVMValueRef fn, unsigned *ids,
       unsigned max)
{
	unsigned n = 0;

	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b;
	     b = LLVMGetNextBasicBlock(b))
		for (LLVMValueRef i = LLVMGetFirstInstruction(b); i;
		     i = LLVMGetNextInstruction(i))
			if (n < max)
				ids[n++] = ir_inst_id(m, i);
	return n;
}

static void
test_ids(void **state)
{
	struct ir_module m;
	LLVMValueRef ext, one, two;
	unsigned ids[8];

	(void)state;
	assert_int_equal(ir_module_parse(&m, "ids.ll", ids_ir), 0);
	ext = LLVMGetNamedFunction(m.mod, "ext");
	one = LLVMGetNamedFunction(m.mod, "one");
	two = LLVMGetNamedFunction(m.mod, "two");
	assert_false(ir_fn_defined(ext));
	assert_true(ir_fn_defined(one));
	assert_int_equal(m.max_id, 0);
	assert_int_equal(fn_ids(&m, one, ids, 8), 3);
	assert_int_equal(ids[0], 0);

	/* Module order from 1; the declaration has nothing to number. */
	assert_int_equal(ir_ids_assign(&m), 5);
	assert_int_equal(m.max_id, 5);
	assert_int_equal(fn_ids(&m, one, ids, 8), 3);
	check_uvec(&(struct uvec){ ids, 3, 3 }, UV(1, 2, 3));
	assert_int_equal(fn_ids(&m, two, ids, 8), 2);
	check_uvec(&(struct uvec){ ids, 2, 2 }, UV(4, 5));
	assert_int_equal(fn_ids(&m, ext, ids, 8), 0);

	/* Idempotent. */
	assert_int_equal(ir_ids_assign(&m), 0);
	assert_int_equal(m.max_id, 5);
	assert_int_equal(fn_ids(&m, one, ids, 8), 3);
	check_uvec(&(struct uvec){ ids, 3, 3 }, UV(1, 2, 3));
	assert_int_equal(fn_ids(&m, two, ids, 8), 2);
	check_uvec(&(struct uvec){ ids, 2, 2 }, UV(4, 5));
	ir_module_release(&m);

	/* An id already present is kept; new ones continue after it. */
	assert_int_equal(ir_module_parse(&m, "pre.ll", pre_ir), 0);
	assert_int_equal(m.max_id, 7);
	assert_int_equal(ir_ids_assign(&m), 2);
	assert_int_equal(fn_ids(&m, LLVMGetNamedFunction(m.mod, "pre"), ids, 8),
			 3);
	check_uvec(&(struct uvec){ ids, 3, 3 }, UV(7, 8, 9));
	ir_module_release(&m);
}

/*
 * ir_ids_number gives the ids ir_ids_assign would, in the table only, and
 * the hash does not tell the two apart: a profile made by a command that
 * assigns ids fits predict, which numbers them.
 */
static void
test_ids_number(void **state)
{
	struct ir_module a, b;
	LLVMValueRef fn;
	char ha[17], hb[17], hn[17];
	unsigned ids[8];

	(void)state;
	assert_int_equal(ir_module_parse(&a, "pre.ll", pre_ir), 0);
	assert_int_equal(ir_module_parse(&b, "pre.ll", pre_ir), 0);
	ir_ids_assign(&a);
	ir_module_hash(&a, ha);
	ir_ids_number(&b);
	assert_int_equal(b.max_id, 9);
	fn = LLVMGetNamedFunction(b.mod, "pre");
	assert_int_equal(fn_ids(&b, fn, ids, 8), 3);
	check_uvec(&(struct uvec){ ids, 3, 3 }, UV(7, 8, 9));
	/* No metadata was made: the second add has none. */
	assert_null(LLVMGetMetadata(LLVMGetNextInstruction(
		LLVMGetFirstInstruction(LLVMGetFirstBasicBlock(fn))), b.id_kind));
	ir_module_hash(&b, hn);
	assert_string_equal(ha, hn);
	/* The cache keeps the numbered ids; assigning writes the same ones. */
	ir_ids_cache(&b);
	assert_int_equal(ir_inst_id(&b, LLVMGetNextInstruction(
		LLVMGetFirstInstruction(LLVMGetFirstBasicBlock(fn)))), 8);
	assert_int_equal(ir_ids_assign(&b), 2);
	assert_int_equal(b.max_id, 9);
	assert_int_equal(fn_ids(&b, fn, ids, 8), 3);
	check_uvec(&(struct uvec){ ids, 3, 3 }, UV(7, 8, 9));
	ir_module_hash(&b, hb);
	assert_string_equal(ha, hb);
	/* Other ids are another module. */
	ir_module_release(&b);
	assert_int_equal(ir_module_parse(&b, "pre.ll", pre_ir), 0);
	ir_module_hash(&b, hb);
	assert_string_not_equal(ha, hb);
	ir_module_release(&a);
	ir_module_release(&b);
}

/*
 * The hash in a process of its own (ir_hash_start, ir_hash_finish) is
 * ir_module_hash's; the skeleton (ir_module_shape) keeps to opcodes,
 * types, operand counts and ids: a changed constant keeps it (and changes
 * the hash), a changed opcode or type does not.
 */
static void
test_hash_child_shape(void **state)
{
	static const char base[] =
		"define i32 @f(i32 %x) {\n"
		"  %y = add i32 %x, 1\n"
		"  ret i32 %y\n"
		"}\n";
	static const char other_const[] =
		"define i32 @f(i32 %x) {\n"
		"  %y = add i32 %x, 2\n"
		"  ret i32 %y\n"
		"}\n";
	static const char other_op[] =
		"define i32 @f(i32 %x) {\n"
		"  %y = sub i32 %x, 1\n"
		"  ret i32 %y\n"
		"}\n";
	static const char other_type[] =
		"define i64 @f(i64 %x) {\n"
		"  %y = add i64 %x, 1\n"
		"  ret i64 %y\n"
		"}\n";
	const char *texts[4] = { base, other_const, other_op, other_type };
	char hash[4][17], shape[4][17], child[17];
	struct ir_module m;

	(void)state;
	for (int k = 0; k < 4; k++) {
		struct ir_hash *h;

		assert_int_equal(ir_module_parse(&m, "h.ll", texts[k]), 0);
		ir_ids_number(&m);
		ir_module_hash(&m, hash[k]);
		ir_module_shape(&m, shape[k]);
		assert_int_equal(strlen(shape[k]), 16);
		h = ir_hash_start(&m);
		assert_int_equal(ir_hash_finish(h, &m, child), 0);
		assert_string_equal(child, hash[k]);
		/* A cancelled hash leaves nothing behind. */
		ir_hash_cancel(ir_hash_start(&m));
		ir_hash_cancel(NULL);
		ir_module_release(&m);
	}
	assert_string_not_equal(hash[0], hash[1]);
	assert_string_equal(shape[0], shape[1]);
	assert_string_not_equal(shape[0], shape[2]);
	assert_string_not_equal(shape[0], shape[3]);
}

/*
 * The seal (ir_module_seal) is of the bytes and the hash: the same text
 * gives the same seal, a comment more keeps the hash and changes the seal,
 * another hash changes it, and a view of a module has none.
 */
static void
test_seal(void **state)
{
	static const char base[] =
		"define i32 @f(i32 %x) {\n"
		"  %y = add i32 %x, 1\n"
		"  ret i32 %y\n"
		"}\n";
	static const char commented[] =
		"; the same function\n"
		"define i32 @f(i32 %x) {\n"
		"  %y = add i32 %x, 1\n"
		"  ret i32 %y\n"
		"}\n";
	const char *texts[3] = { base, base, commented };
	char hash[3][17], seal[3][17], other[17];
	struct ir_module m, v;

	(void)state;
	for (int k = 0; k < 3; k++) {
		assert_int_equal(ir_module_parse(&m, "s.ll", texts[k]), 0);
		ir_ids_number(&m);
		ir_module_hash(&m, hash[k]);
		assert_true(ir_module_seal(&m, hash[k], seal[k]));
		assert_int_equal(strlen(seal[k]), 16);
		assert_true(ir_module_seal(&m, "0123456789abcdef", other));
		assert_string_not_equal(other, seal[k]);
		if (k == 2) {
			ir_module_view(&v, m.mod);
			assert_false(ir_module_seal(&v, hash[k], other));
			assert_string_equal(other, "");
			ir_module_view_release(&v);
		}
		ir_module_release(&m);
	}
	assert_string_equal(seal[0], seal[1]);
	assert_string_equal(hash[0], hash[2]);
	assert_string_not_equal(seal[0], seal[2]);
}

static void
test_errors(void **state)
{
	struct ir_module m;
	struct fx f;

	(void)state;
	assert_int_equal(ir_module_parse(&m, "garbage.ll", "this is not IR\n"),
			 -1);
	assert_non_null(strstr(tr_errmsg(), "garbage.ll"));
	assert_null(m.mod);
	assert_null(m.ctx);

	/* Parses, but fails verification: %x uses %y before its definition. */
	assert_int_equal(ir_module_parse(&m, "unverified.ll",
		"define i32 @f() {\n"
		"entry:\n"
		"  %x = add i32 %y, 1\n"
		"  %y = add i32 1, 1\n"
		"  ret i32 %x\n"
		"}\n"), -1);
	assert_non_null(strstr(tr_errmsg(), "unverified.ll"));
	assert_null(m.mod);

	/* Compares without ids cannot be listed. */
	memset(&f, 0, sizeof(f));
	assert_int_equal(ir_module_parse(&f.m, "noids.ll",
		"define void @f(i32 %a) {\n"
		"entry:\n"
		"  %c = icmp eq i32 %a, 0\n"
		"  br i1 %c, label %x, label %y\n"
		"x:\n"
		"  ret void\n"
		"y:\n"
		"  ret void\n"
		"}\n"), 0);
	f.fn = LLVMGetNamedFunction(f.m.mod, "f");
	assert_int_equal(cfg_build(&f.g, &f.m, f.fn), 0);
	assert_int_equal(dom_build(&f.dom, &f.g), 0);
	assert_int_equal(loop_find(&f.lf, &f.g, &f.dom), 0);
	assert_int_equal(branch_classify(&f.bi, &f.m, &f.g, &f.lf), -1);
	assert_non_null(strstr(tr_errmsg(), "noids.ll"));
	assert_int_equal(f.bi.n, 0);
	assert_null(f.bi.br);
	/* A post-dominator tree is no dominator tree for loop_find. */
	assert_int_equal(pdom_build(&f.pdom, &f.g), 0);
	loop_release(&f.lf);
	assert_int_equal(loop_find(&f.lf, &f.g, &f.pdom), -1);
	fx_release(&f);
}

/*
 * bb0 entry, bb1 outer, bb2 inner, bb3 body, bb4 latch, bb5 exit.
 * Outer loop {1,2,3,4} (back edge 4->1) holds inner loop {2,3} (3->2).
 */
static const char nested_ir[] =
	"define void @nest(i32 %n) {\n"
	"entry:\n"
	"  br label %outer\n"
	"outer:\n"
	"  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]\n"
	"  br label %inner\n"
	"inner:\n"
	"  %j = phi i32 [ 0, %outer ], [ %j1, %body ]\n"
	"  %cj = icmp slt i32 %j, %n\n"
	"  br i1 %cj, label %body, label %latch\n"
	"body:\n"
	"  %j1 = add i32 %j, 1\n"
	"  br label %inner\n"
	"latch:\n"
	"  %i1 = add i32 %i, 1\n"
	"  %ci = icmp slt i32 %i1, %n\n"
	"  br i1 %ci, label %outer, label %exit\n"
	"exit:\n"
	"  ret void\n"
	"}\n";

static void
test_nested_loops(void **state)
{
	struct fx f;
	const struct loop *l;

	(void)state;
	fx_build(&f, nested_ir, "nest");
	/* The DFS finishes body (3) first: postorder 3 5 4 2 1 0. */
	check_uvec(&f.g.rpo, UV(0, 1, 2, 4, 5, 3));
	check_tree(&f.dom, UV(NO, 0, 1, 2, 2, 4));
	check_uvec(&f.dom.children[2], UV(3, 4));
	/* 4 reaches the exit directly; every way out of 2 goes through 4. */
	assert_int_equal(f.pdom.root, 6);
	assert_true(f.pdom.post_dom);
	check_tree(&f.pdom, UV(1, 2, 4, 2, 5, 6, NO));

	assert_int_equal(f.lf.nloops, 2);
	assert_int_equal(f.lf.nirreducible, 0);
	l = &f.lf.loops[0];
	check_loop(l, 1, NO, 1);
	check_uvec(&l->blocks, UV(1, 2, 3, 4));
	check_uvec(&l->latches, UV(4));
	check_uvec(&l->exiting, UV(4));
	check_uvec(&l->exits, UV(5));
	l = &f.lf.loops[1];
	check_loop(l, 2, 0, 2);
	check_uvec(&l->blocks, UV(2, 3));
	check_uvec(&l->latches, UV(3));
	check_uvec(&l->exiting, UV(2));
	check_uvec(&l->exits, UV(4));
	check_uvec(&(struct uvec){ f.lf.innermost, 6, 6 },
		   UV(NO, 0, 1, 1, 0, NO));
	assert_true(loop_contains(&f.lf, 0, 3));
	assert_true(loop_contains(&f.lf, 1, 2));
	assert_false(loop_contains(&f.lf, 1, 4));
	assert_false(loop_contains(&f.lf, 0, 0));
	assert_false(loop_contains(&f.lf, 0, 5));
	assert_false(loop_contains(&f.lf, 2, 1));

	/* Ids: br 1; phi 2, br 3; phi 4, %cj 5, br 6; add 7, br 8; ... */
	assert_int_equal(f.bi.n, 2);
	check_branch(&f.bi.br[0], 2, true, 1);
	check_uvec(&f.bi.br[0].exit_succ, UV(1));
	check_uvec(&f.bi.br[0].cmps, UV(5));
	assert_int_equal(id_of(&f, "cj"), 5);
	check_branch(&f.bi.br[1], 4, true, 0);
	check_uvec(&f.bi.br[1].exit_succ, UV(1));
	check_uvec(&f.bi.br[1].cmps, UV(10));
	assert_int_equal(id_of(&f, "ci"), 10);
	fx_release(&f);
}

/*
 * The inner header (bb1, a self-loop) is laid out before the outer header
 * (bb3): the outer loop must still come first.
 * bb0 entry, bb1 inner, bb2 latch, bb3 outer, bb4 exit.
 */
static const char nested_rev_ir[] =
	"define void @rev(i1 %c) {\n"
	"entry:\n"
	"  br label %outer\n"
	"inner:\n"
	"  br i1 %c, label %inner, label %latch\n"
	"latch:\n"
	"  br i1 %c, label %outer, label %exit\n"
	"outer:\n"
	"  br label %inner\n"
	"exit:\n"
	"  ret void\n"
	"}\n";

static void
test_nested_layout(void **state)
{
	struct fx f;

	(void)state;
	fx_build(&f, nested_rev_ir, "rev");
	check_tree(&f.dom, UV(NO, 3, 1, 0, 2));
	check_tree(&f.pdom, UV(3, 2, 4, 1, 5, NO));
	assert_int_equal(f.lf.nloops, 2);
	check_loop(&f.lf.loops[0], 3, NO, 1);
	check_uvec(&f.lf.loops[0].blocks, UV(1, 2, 3));
	check_uvec(&f.lf.loops[0].latches, UV(2));
	check_uvec(&f.lf.loops[0].exiting, UV(2));
	check_uvec(&f.lf.loops[0].exits, UV(4));
	check_loop(&f.lf.loops[1], 1, 0, 2);
	check_uvec(&f.lf.loops[1].blocks, UV(1));
	check_uvec(&f.lf.loops[1].latches, UV(1));
	check_uvec(&f.lf.loops[1].exiting, UV(1));
	check_uvec(&f.lf.loops[1].exits, UV(2));
	check_uvec(&(struct uvec){ f.lf.innermost, 5, 5 }, UV(NO, 1, 0, 0, NO));
	assert_int_equal(f.bi.n, 2);
	check_branch(&f.bi.br[0], 1, true, 1);
	check_uvec(&f.bi.br[0].exit_succ, UV(1));
	check_empty(&f.bi.br[0].cmps);
	check_branch(&f.bi.br[1], 2, true, 0);
	check_uvec(&f.bi.br[1].exit_succ, UV(1));
	fx_release(&f);
}

/*
 * A switch in the inner loop leaves one loop (to olatch) or both (to out).
 * bb0 entry, bb1 o, bb2 in, bb3 olatch, bb4 out.
 */
static const char two_level_ir[] =
	"define void @two(i32 %x, i1 %c) {\n"
	"entry:\n"
	"  br label %o\n"
	"o:\n"
	"  br label %in\n"
	"in:\n"
	"  switch i32 %x, label %in [\n"
	"    i32 0, label %olatch\n"
	"    i32 1, label %out\n"
	"  ]\n"
	"olatch:\n"
	"  br i1 %c, label %o, label %out\n"
	"out:\n"
	"  ret void\n"
	"}\n";

static void
test_exit_two_levels(void **state)
{
	struct fx f;

	(void)state;
	fx_build(&f, two_level_ir, "two");
	check_tree(&f.dom, UV(NO, 0, 1, 2, 2));
	check_tree(&f.pdom, UV(1, 2, 4, 4, 5, NO));
	assert_int_equal(f.lf.nloops, 2);
	check_loop(&f.lf.loops[0], 1, NO, 1);
	check_uvec(&f.lf.loops[0].blocks, UV(1, 2, 3));
	check_uvec(&f.lf.loops[0].exiting, UV(2, 3));
	check_uvec(&f.lf.loops[0].exits, UV(4));
	check_loop(&f.lf.loops[1], 2, 0, 2);
	check_uvec(&f.lf.loops[1].blocks, UV(2));
	check_uvec(&f.lf.loops[1].latches, UV(2));
	check_uvec(&f.lf.loops[1].exiting, UV(2));
	check_uvec(&f.lf.loops[1].exits, UV(3, 4));
	assert_int_equal(f.bi.n, 2);
	/* Positions: 0 default (in, stays), 1 olatch (leaves in), 2 out. */
	check_branch(&f.bi.br[0], 2, true, 0);
	check_uvec(&f.bi.br[0].exit_succ, UV(1, 2));
	check_branch(&f.bi.br[1], 3, true, 0);
	check_uvec(&f.bi.br[1].exit_succ, UV(1));
	fx_release(&f);
}

/*
 * One loop, two latches (a, b), two exiting blocks (head, mid).
 * bb0 entry, bb1 head, bb2 mid, bb3 sel, bb4 a, bb5 b, bb6 out1, bb7 out2.
 */
static const char multi_ir[] =
	"define i32 @multi(i32 %n) {\n"
	"entry:\n"
	"  br label %head\n"
	"head:\n"
	"  %i = phi i32 [ 0, %entry ], [ %i1, %a ], [ %i2, %b ]\n"
	"  %c0 = icmp eq i32 %i, %n\n"
	"  br i1 %c0, label %out1, label %mid\n"
	"mid:\n"
	"  %c1 = icmp sgt i32 %i, 100\n"
	"  br i1 %c1, label %out2, label %sel\n"
	"sel:\n"
	"  %c2 = icmp slt i32 %i, 7\n"
	"  br i1 %c2, label %a, label %b\n"
	"a:\n"
	"  %i1 = add i32 %i, 1\n"
	"  br label %head\n"
	"b:\n"
	"  %i2 = add i32 %i, 2\n"
	"  br label %head\n"
	"out1:\n"
	"  ret i32 0\n"
	"out2:\n"
	"  ret i32 1\n"
	"}\n";

static void
test_loop_exits_latches(void **state)
{
	struct fx f;
	const struct loop *l;

	(void)state;
	fx_build(&f, multi_ir, "multi");
	check_tree(&f.dom, UV(NO, 0, 1, 2, 3, 3, 1, 2));
	/* sel reaches head either way; head and mid leave by two returns. */
	check_tree(&f.pdom, UV(1, 8, 8, 1, 1, 1, 8, 8, NO));
	check_uvec(&f.pdom.children[8], UV(1, 2, 6, 7));
	check_uvec(&f.pdom.children[1], UV(0, 3, 4, 5));
	assert_int_equal(f.lf.nloops, 1);
	l = &f.lf.loops[0];
	check_loop(l, 1, NO, 1);
	check_uvec(&l->blocks, UV(1, 2, 3, 4, 5));
	check_uvec(&l->latches, UV(4, 5));
	check_uvec(&l->exiting, UV(1, 2));
	check_uvec(&l->exits, UV(6, 7));
	assert_int_equal(f.bi.n, 3);
	check_branch(&f.bi.br[0], 1, true, 0);
	check_uvec(&f.bi.br[0].exit_succ, UV(0));
	check_uvec(&f.bi.br[0].cmps, UV(id_of(&f, "c0")));
	check_branch(&f.bi.br[1], 2, true, 0);
	check_uvec(&f.bi.br[1].exit_succ, UV(0));
	check_uvec(&f.bi.br[1].cmps, UV(id_of(&f, "c1")));
	check_branch(&f.bi.br[2], 3, false, NO);
	check_uvec(&f.bi.br[2].cmps, UV(id_of(&f, "c2")));
	fx_release(&f);
}

/*
 * @sw: bb0 entry (switch), bb1 c0, bb2 c1, bb3 def, bb4 join.
 * @swloop: bb0 entry, bb1 head (switch), bb2 latch, bb3 done.
 */
static const char switch_ir[] =
	"define i32 @sw(i32 %x) {\n"
	"entry:\n"
	"  switch i32 %x, label %def [\n"
	"    i32 0, label %c0\n"
	"    i32 1, label %c1\n"
	"    i32 2, label %c0\n"
	"  ]\n"
	"c0:\n"
	"  br label %join\n"
	"c1:\n"
	"  br label %join\n"
	"def:\n"
	"  br label %join\n"
	"join:\n"
	"  %r = phi i32 [ 1, %c0 ], [ 2, %c1 ], [ 3, %def ]\n"
	"  ret i32 %r\n"
	"}\n"
	"define i32 @swloop(i32 %n) {\n"
	"entry:\n"
	"  br label %head\n"
	"head:\n"
	"  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]\n"
	"  %cc = icmp eq i32 %i, %n\n"
	"  %k = zext i1 %cc to i32\n"
	"  switch i32 %k, label %done [\n"
	"    i32 0, label %latch\n"
	"    i32 2, label %done\n"
	"  ]\n"
	"latch:\n"
	"  %i1 = add i32 %i, 1\n"
	"  %c = icmp slt i32 %i1, 1000\n"
	"  br i1 %c, label %head, label %done\n"
	"done:\n"
	"  ret i32 %i\n"
	"}\n";

static void
test_switch(void **state)
{
	struct fx f;

	(void)state;
	fx_build(&f, switch_ir, "sw");
	check_uvec(&f.g.blocks[0].succ, UV(3, 1, 2));
	check_uvec(&f.g.blocks[4].pred, UV(1, 2, 3));
	check_tree(&f.dom, UV(NO, 0, 0, 0, 0));
	check_uvec(&f.dom.children[0], UV(1, 2, 3, 4));
	check_tree(&f.pdom, UV(4, 4, 4, 4, 5, NO));
	check_uvec(&f.pdom.children[5], UV(4));
	check_uvec(&f.pdom.children[4], UV(0, 1, 2, 3));
	assert_true(dom_dominates(&f.pdom, 4, 0));
	assert_false(dom_dominates(&f.pdom, 1, 0));
	assert_int_equal(f.lf.nloops, 0);
	assert_int_equal(f.bi.n, 1);
	check_branch(&f.bi.br[0], 0, false, NO);
	check_empty(&f.bi.br[0].cmps);
	fx_release(&f);

	fx_build(&f, switch_ir, "swloop");
	check_tree(&f.dom, UV(NO, 0, 1, 1));
	check_tree(&f.pdom, UV(1, 3, 3, 4, NO));
	assert_int_equal(f.lf.nloops, 1);
	check_loop(&f.lf.loops[0], 1, NO, 1);
	check_uvec(&f.lf.loops[0].blocks, UV(1, 2));
	check_uvec(&f.lf.loops[0].latches, UV(2));
	check_uvec(&f.lf.loops[0].exiting, UV(1, 2));
	check_uvec(&f.lf.loops[0].exits, UV(3));
	assert_int_equal(f.bi.n, 2);
	/* Positions 0 (default) and 2 both go to done; 1 stays. */
	check_branch(&f.bi.br[0], 1, true, 0);
	check_uvec(&f.bi.br[0].exit_succ, UV(0, 2));
	check_uvec(&f.bi.br[0].cmps, UV(id_of(&f, "cc")));
	check_branch(&f.bi.br[1], 2, true, 0);
	check_uvec(&f.bi.br[1].exit_succ, UV(1));
	check_uvec(&f.bi.br[1].cmps, UV(id_of(&f, "c")));
	fx_release(&f);
}

/*
 * bb0 entry, bb1 a, bb2 dead, bb3 b, bb4 dead2 (self-loop), bb5 join,
 * bb6 dead3 (an unreachable return). Reachable: 0, 1, 3, 5.
 */
static const char unreachable_ir[] =
	"define i32 @u(i1 %c) {\n"
	"entry:\n"
	"  br i1 %c, label %a, label %b\n"
	"a:\n"
	"  br label %join\n"
	"dead:\n"
	"  br i1 %c, label %dead2, label %dead3\n"
	"b:\n"
	"  br label %join\n"
	"dead2:\n"
	"  br i1 %c, label %dead2, label %join\n"
	"join:\n"
	"  ret i32 0\n"
	"dead3:\n"
	"  ret i32 1\n"
	"}\n";

static void
test_unreachable(void **state)
{
	struct fx f;

	(void)state;
	fx_build(&f, unreachable_ir, "u");
	check_uvec(&f.g.rpo, UV(0, 3, 1, 5));
	assert_false(f.g.reachable[2]);
	assert_false(f.g.reachable[4]);
	assert_false(f.g.reachable[6]);
	check_uvec(&f.g.exits, UV(5, 6));
	check_tree(&f.dom, UV(NO, 0, NO, 0, NO, 0, NO));
	check_uvec(&f.dom.children[0], UV(1, 3, 5));
	assert_false(dom_dominates(&f.dom, 0, 2));
	assert_false(dom_dominates(&f.dom, 2, 4));
	assert_false(dom_dominates(&f.dom, 4, 5));
	assert_true(dom_dominates(&f.dom, 2, 2));
	assert_false(dom_dominates(&f.dom, 1, 5));
	assert_false(dom_dominates(&f.dom, 0, 7));
	/* dead3 is an exit, but unreachable: no edge to the virtual exit. */
	check_tree(&f.pdom, UV(5, 5, NO, 5, NO, 7, NO, NO));
	check_uvec(&f.pdom.children[7], UV(5));
	assert_false(dom_dominates(&f.pdom, 7, 6));
	assert_false(dom_dominates(&f.pdom, 5, 4));
	/* The unreachable self-loop is no loop. */
	assert_int_equal(f.lf.nloops, 0);
	assert_int_equal(f.lf.nirreducible, 0);
	for (unsigned b = 0; b < 7; b++)
		assert_int_equal(f.lf.innermost[b], NO);
	/* Unreachable conditional branches are listed too, as NLT. */
	assert_int_equal(f.bi.n, 3);
	check_branch(&f.bi.br[0], 0, false, NO);
	check_branch(&f.bi.br[1], 2, false, NO);
	check_branch(&f.bi.br[2], 4, false, NO);
	fx_release(&f);
}

/*
 * A two-entry cycle x <-> y, then a natural self-loop.
 * bb0 entry, bb1 x, bb2 y, bb3 mid, bb4 loop, bb5 end.
 */
static const char irreducible_ir[] =
	"define void @irr(i1 %c, i1 %d, i32 %n) {\n"
	"entry:\n"
	"  br i1 %c, label %x, label %y\n"
	"x:\n"
	"  br i1 %d, label %y, label %mid\n"
	"y:\n"
	"  br i1 %d, label %x, label %mid\n"
	"mid:\n"
	"  br label %loop\n"
	"loop:\n"
	"  %i = phi i32 [ 0, %mid ], [ %i1, %loop ]\n"
	"  %i1 = add i32 %i, 1\n"
	"  %cl = icmp slt i32 %i1, %n\n"
	"  br i1 %cl, label %loop, label %end\n"
	"end:\n"
	"  ret void\n"
	"}\n";

/*
 * The same cycle inside a natural loop: only the cycle is irreducible.
 * bb0 entry, bb1 head, bb2 x, bb3 y, bb4 latch, bb5 end.
 */
static const char irreducible_loop_ir[] =
	"define void @irrloop(i1 %c, i1 %d, i1 %e) {\n"
	"entry:\n"
	"  br label %head\n"
	"head:\n"
	"  br i1 %c, label %x, label %y\n"
	"x:\n"
	"  br i1 %d, label %y, label %latch\n"
	"y:\n"
	"  br i1 %d, label %x, label %latch\n"
	"latch:\n"
	"  br i1 %e, label %head, label %end\n"
	"end:\n"
	"  ret void\n"
	"}\n";

static void
test_irreducible(void **state)
{
	struct fx f;

	(void)state;
	fx_build(&f, irreducible_ir, "irr");
	check_tree(&f.dom, UV(NO, 0, 0, 0, 3, 4));
	check_tree(&f.pdom, UV(3, 3, 3, 4, 5, 6, NO));
	assert_int_equal(f.lf.nirreducible, 1);
	check_uvec(&f.lf.irreducible[0].blocks, UV(1, 2));
	check_uvec(&f.lf.irreducible[0].entries, UV(1, 2));
	assert_int_equal(f.lf.nloops, 1);
	check_loop(&f.lf.loops[0], 4, NO, 1);
	check_uvec(&f.lf.loops[0].blocks, UV(4));
	check_uvec(&f.lf.loops[0].latches, UV(4));
	check_uvec(&f.lf.loops[0].exiting, UV(4));
	check_uvec(&f.lf.loops[0].exits, UV(5));
	check_uvec(&(struct uvec){ f.lf.innermost, 6, 6 },
		   UV(NO, NO, NO, NO, 0, NO));
	assert_int_equal(f.bi.n, 4);
	check_branch(&f.bi.br[0], 0, false, NO);
	check_branch(&f.bi.br[1], 1, false, NO);
	check_branch(&f.bi.br[2], 2, false, NO);
	check_branch(&f.bi.br[3], 4, true, 0);
	check_uvec(&f.bi.br[3].exit_succ, UV(1));
	check_uvec(&f.bi.br[3].cmps, UV(id_of(&f, "cl")));
	fx_release(&f);

	fx_build(&f, irreducible_loop_ir, "irrloop");
	check_tree(&f.dom, UV(NO, 0, 1, 1, 1, 4));
	assert_int_equal(f.lf.nirreducible, 1);
	check_uvec(&f.lf.irreducible[0].blocks, UV(2, 3));
	check_uvec(&f.lf.irreducible[0].entries, UV(2, 3));
	assert_int_equal(f.lf.nloops, 1);
	check_loop(&f.lf.loops[0], 1, NO, 1);
	check_uvec(&f.lf.loops[0].blocks, UV(1, 2, 3, 4));
	check_uvec(&f.lf.loops[0].latches, UV(4));
	check_uvec(&f.lf.loops[0].exiting, UV(4));
	check_uvec(&f.lf.loops[0].exits, UV(5));
	assert_int_equal(f.bi.n, 4);
	check_branch(&f.bi.br[0], 1, false, NO);
	check_branch(&f.bi.br[1], 2, false, NO);
	check_branch(&f.bi.br[2], 3, false, NO);
	check_branch(&f.bi.br[3], 4, true, 0);
	check_uvec(&f.bi.br[3].exit_succ, UV(1));
	fx_release(&f);
}

/*
 * bb0 entry, bb1 pos (ret), bb2 rest, bb3 zero, bb4 neg (ret),
 * bb5 fin (ret).
 */
static const char returns_ir[] =
	"define i32 @mr(i32 %x) {\n"
	"entry:\n"
	"  %c = icmp sgt i32 %x, 0\n"
	"  br i1 %c, label %pos, label %rest\n"
	"pos:\n"
	"  ret i32 1\n"
	"rest:\n"
	"  %z = icmp eq i32 %x, 0\n"
	"  br i1 %z, label %zero, label %neg\n"
	"zero:\n"
	"  br label %fin\n"
	"neg:\n"
	"  ret i32 -1\n"
	"fin:\n"
	"  ret i32 0\n"
	"}\n";

static void
test_multiple_returns(void **state)
{
	struct fx f;

	(void)state;
	fx_build(&f, returns_ir, "mr");
	check_uvec(&f.g.exits, UV(1, 4, 5));
	check_tree(&f.dom, UV(NO, 0, 0, 2, 2, 3));
	assert_int_equal(f.pdom.n, 7);
	assert_int_equal(f.pdom.root, 6);
	check_tree(&f.pdom, UV(6, 6, 6, 5, 6, 6, NO));
	check_uvec(&f.pdom.children[6], UV(0, 1, 2, 4, 5));
	check_uvec(&f.pdom.children[5], UV(3));
	assert_true(dom_dominates(&f.pdom, 6, 0));
	assert_true(dom_dominates(&f.pdom, 5, 3));
	assert_false(dom_dominates(&f.pdom, 2, 0));
	assert_false(dom_dominates(&f.pdom, 5, 2));
	assert_false(dom_dominates(&f.pdom, 0, 6));
	assert_int_equal(f.lf.nloops, 0);
	assert_int_equal(f.bi.n, 2);
	check_branch(&f.bi.br[0], 0, false, NO);
	check_uvec(&f.bi.br[0].cmps, UV(id_of(&f, "c")));
	check_branch(&f.bi.br[1], 2, false, NO);
	check_uvec(&f.bi.br[1].cmps, UV(id_of(&f, "z")));
	fx_release(&f);
}

/*
 * @inf: bb0 entry, bb1 head, bb2 body, bb3 spin (self-loop), bb4 done.
 * {1,2} and {3} reach no return; {3} is the bottom component, so bb3 gets
 * the virtual edge to the exit.
 * @forever: bb0 entry, bb1 l1, bb2 l2; no return at all; bb2 is attached.
 */
static const char infinite_ir[] =
	"define void @inf(i1 %c) {\n"
	"entry:\n"
	"  br i1 %c, label %head, label %done\n"
	"head:\n"
	"  br label %body\n"
	"body:\n"
	"  br i1 %c, label %head, label %spin\n"
	"spin:\n"
	"  br label %spin\n"
	"done:\n"
	"  ret void\n"
	"}\n"
	"define void @forever() {\n"
	"entry:\n"
	"  br label %l1\n"
	"l1:\n"
	"  br label %l2\n"
	"l2:\n"
	"  br label %l1\n"
	"}\n";

static void
test_infinite_loop(void **state)
{
	struct fx f;

	(void)state;
	fx_build(&f, infinite_ir, "inf");
	check_uvec(&f.g.exits, UV(4));
	check_tree(&f.dom, UV(NO, 0, 1, 2, 0));
	check_tree(&f.pdom, UV(5, 2, 3, 5, 5, NO));
	assert_true(dom_dominates(&f.pdom, 3, 1));
	assert_false(dom_dominates(&f.pdom, 4, 0));
	assert_int_equal(f.lf.nloops, 2);
	check_loop(&f.lf.loops[0], 1, NO, 1);
	check_uvec(&f.lf.loops[0].blocks, UV(1, 2));
	check_uvec(&f.lf.loops[0].exiting, UV(2));
	check_uvec(&f.lf.loops[0].exits, UV(3));
	check_loop(&f.lf.loops[1], 3, NO, 1);
	check_uvec(&f.lf.loops[1].blocks, UV(3));
	check_uvec(&f.lf.loops[1].latches, UV(3));
	check_empty(&f.lf.loops[1].exiting);
	check_empty(&f.lf.loops[1].exits);
	assert_int_equal(f.bi.n, 2);
	check_branch(&f.bi.br[0], 0, false, NO);
	check_branch(&f.bi.br[1], 2, true, 0);
	check_uvec(&f.bi.br[1].exit_succ, UV(1));
	fx_release(&f);

	fx_build(&f, infinite_ir, "forever");
	check_empty(&f.g.exits);
	check_tree(&f.dom, UV(NO, 0, 1));
	check_tree(&f.pdom, UV(1, 2, 3, NO));
	assert_int_equal(f.lf.nloops, 1);
	check_loop(&f.lf.loops[0], 1, NO, 1);
	check_uvec(&f.lf.loops[0].blocks, UV(1, 2));
	check_uvec(&f.lf.loops[0].latches, UV(2));
	check_empty(&f.lf.loops[0].exiting);
	check_empty(&f.lf.loops[0].exits);
	assert_int_equal(f.bi.n, 0);
	fx_release(&f);
}

/*
 * while (i < n && p[i] != 0) { if (p[i] & 1) s += p[i]; i++; }
 * bb0 entry, bb1 cond, bb2 body, bb3 then, bb4 latch, bb5 exit.
 * Ids: entry br 1; cond %i 2, %s 3, %gep 4, %v 5, %c1 6, %c2 7, %both 8,
 * br 9; body %odd 10, %isodd 11, br 12; ...
 */
static const char while_ir[] =
	"define i32 @wh(ptr %p, i32 %n) {\n"
	"entry:\n"
	"  br label %cond\n"
	"cond:\n"
	"  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]\n"
	"  %s = phi i32 [ 0, %entry ], [ %s2, %latch ]\n"
	"  %gep = getelementptr inbounds i32, ptr %p, i32 %i\n"
	"  %v = load i32, ptr %gep\n"
	"  %c1 = icmp slt i32 %i, %n\n"
	"  %c2 = icmp ne i32 %v, 0\n"
	"  %both = and i1 %c1, %c2\n"
	"  br i1 %both, label %body, label %exit\n"
	"body:\n"
	"  %odd = and i32 %v, 1\n"
	"  %isodd = icmp ne i32 %odd, 0\n"
	"  br i1 %isodd, label %then, label %latch\n"
	"then:\n"
	"  %s1 = add i32 %s, %v\n"
	"  br label %latch\n"
	"latch:\n"
	"  %s2 = phi i32 [ %s, %body ], [ %s1, %then ]\n"
	"  %i1 = add i32 %i, 1\n"
	"  br label %cond\n"
	"exit:\n"
	"  ret i32 %s\n"
	"}\n";

static void
test_while_and_if(void **state)
{
	struct fx f;

	(void)state;
	fx_build(&f, while_ir, "wh");
	check_tree(&f.dom, UV(NO, 0, 1, 2, 2, 1));
	check_tree(&f.pdom, UV(1, 5, 4, 4, 1, 6, NO));
	assert_int_equal(f.lf.nloops, 1);
	check_loop(&f.lf.loops[0], 1, NO, 1);
	check_uvec(&f.lf.loops[0].blocks, UV(1, 2, 3, 4));
	check_uvec(&f.lf.loops[0].latches, UV(4));
	check_uvec(&f.lf.loops[0].exiting, UV(1));
	check_uvec(&f.lf.loops[0].exits, UV(5));
	assert_int_equal(f.bi.n, 2);
	check_branch(&f.bi.br[0], 1, true, 0);
	check_uvec(&f.bi.br[0].exit_succ, UV(1));
	check_uvec(&f.bi.br[0].cmps, UV(6, 7));
	assert_int_equal(id_of(&f, "c1"), 6);
	assert_int_equal(id_of(&f, "c2"), 7);
	check_branch(&f.bi.br[1], 2, false, NO);
	check_uvec(&f.bi.br[1].cmps, UV(11));
	assert_int_equal(id_of(&f, "isodd"), 11);
	fx_release(&f);
}

/*
 * The backward walk: through or (i1), trunc to i1, zext from i1, select,
 * i1 phi and xor; not through add, so %g is not a deciding compare.
 * Ids: %x 1, %y 2, %f 3, %g 4.
 */
static const char walk_ir[] =
	"define void @walk(i32 %a, i32 %b, float %f0, i1 %q0) {\n"
	"entry:\n"
	"  %x = icmp eq i32 %a, 0\n"
	"  %y = icmp ult i32 %b, 9\n"
	"  %f = fcmp olt float %f0, 1.0\n"
	"  %g = icmp sgt i32 %a, %b\n"
	"  br i1 %x, label %l, label %r\n"
	"l:\n"
	"  br label %m\n"
	"r:\n"
	"  %nx = xor i1 %y, true\n"
	"  br label %m\n"
	"m:\n"
	"  %ph = phi i1 [ %x, %l ], [ %nx, %r ]\n"
	"  %gz = zext i1 %g to i32\n"
	"  %gq = add i32 %gz, 1\n"
	"  %gt = trunc i32 %gq to i1\n"
	"  %sel = select i1 %ph, i1 %f, i1 %gt\n"
	"  %z = zext i1 %sel to i8\n"
	"  %t = trunc i8 %z to i1\n"
	"  %o = or i1 %t, %q0\n"
	"  br i1 %o, label %e1, label %e2\n"
	"e1:\n"
	"  ret void\n"
	"e2:\n"
	"  ret void\n"
	"}\n";

static void
test_cmp_walk(void **state)
{
	struct fx f;

	(void)state;
	fx_build(&f, walk_ir, "walk");
	assert_int_equal(id_of(&f, "g"), 4);
	assert_int_equal(f.bi.n, 2);
	check_branch(&f.bi.br[0], 0, false, NO);
	check_uvec(&f.bi.br[0].cmps, UV(1));
	check_branch(&f.bi.br[1], 3, false, NO);
	check_uvec(&f.bi.br[1].cmps, UV(1, 2, 3));
	fx_release(&f);
}

/* A text appender for generated IR. */
struct buf {
	char *s;
	size_t n, cap;
};

static void __attribute__((format(printf, 2, 3)))
buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list ap;
	int k;

	for (;;) {
		va_start(ap, fmt);
		k = vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
		va_end(ap);
		if ((size_t)k < b->cap - b->n)
			break;
		b->cap = b->cap ? 2 * b->cap : 4096;
		b->s = xrealloc(b->s, b->cap);
	}
	b->n += (size_t)k;
}

/*
 * A chain of N blocks closed into one loop: nothing may recurse per block.
 * bb0 entry, bb1..bb(N-1) the chain (bbN-1 branches back to bb1), bbN end.
 */
static void
test_long_chain(void **state)
{
	enum { N = 5000 };
	struct buf b = { xmalloc(1), 0, 1 };
	struct fx f;
	unsigned *want = xmalloc((N + 2) * sizeof(*want));

	(void)state;
	buf_printf(&b, "define void @chain(i1 %%c) {\nentry:\n"
		   "  br label %%b1\n");
	for (unsigned i = 1; i < N - 1; i++)
		buf_printf(&b, "b%u:\n  br label %%b%u\n", i, i + 1);
	buf_printf(&b, "b%u:\n  br i1 %%c, label %%b1, label %%end\n"
		   "end:\n  ret void\n}\n", N - 1);
	fx_build(&f, b.s, "chain");
	assert_int_equal(f.g.nblocks, N + 1);
	for (unsigned i = 0; i <= N; i++)
		want[i] = i ? i - 1 : NO;
	check_tree(&f.dom, want, N + 1);
	for (unsigned i = 0; i <= N + 1; i++)
		want[i] = i <= N ? i + 1 : NO;
	check_tree(&f.pdom, want, N + 2);
	assert_true(dom_dominates(&f.dom, 1, N));
	assert_false(dom_dominates(&f.dom, N, 1));
	assert_true(dom_dominates(&f.pdom, N, 0));
	assert_int_equal(f.lf.nloops, 1);
	assert_int_equal(f.lf.loops[0].header, 1);
	assert_int_equal(f.lf.loops[0].blocks.n, N - 1);
	check_uvec(&f.lf.loops[0].latches, UV(N - 1));
	check_uvec(&f.lf.loops[0].exiting, UV(N - 1));
	check_uvec(&f.lf.loops[0].exits, UV(N));
	assert_int_equal(f.bi.n, 1);
	check_branch(&f.bi.br[0], N - 1, true, 0);
	check_uvec(&f.bi.br[0].exit_succ, UV(1));
	fx_release(&f);
	free(want);
	free(b.s);
}

/*
 * Static data-dependent sequences (thesis §5.3.3). Ids in @seq, in order:
 * 1 %a, 2 %q, 3 %v, 4 %w, 5 %m, 6 %c, 7 lifetime, 8 store %w -> %p,
 * 9 store %a -> %q (the address), 10 call @use, 11 br, 12 %r, 13 ret %r,
 * 14 ret 0.
 */
static const char seq_ir[] =
	"declare void @use(i32)\n"
	"declare i32 @llvm.smax.i32(i32, i32)\n"
	"declare void @llvm.lifetime.start.p0(i64, ptr)\n"
	"define i32 @seq(ptr %p, i32 %x) {\n"
	"entry:\n"
	"  %a = add i32 %x, 1\n"
	"  %q = getelementptr i32, ptr %p, i32 %a\n"
	"  %v = load i32, ptr %q\n"
	"  %w = mul i32 %v, %a\n"
	"  %m = call i32 @llvm.smax.i32(i32 %w, i32 0)\n"
	"  %c = icmp sgt i32 %m, 10\n"
	"  call void @llvm.lifetime.start.p0(i64 4, ptr %q)\n"
	"  store i32 %w, ptr %p\n"
	"  store i32 %a, ptr %q\n"
	"  call void @use(i32 %m)\n"
	"  br i1 %c, label %t, label %f\n"
	"t:\n"
	"  %r = xor i32 %a, 3\n"
	"  ret i32 %r\n"
	"f:\n"
	"  ret i32 0\n"
	"}\n";

static void
expect_end(const struct seq *s, unsigned i, enum seq_end_kind kind,
	   unsigned id, unsigned via)
{
	assert_true(i < s->nends);
	assert_int_equal(s->ends[i].kind, kind);
	assert_int_equal(s->ends[i].id, id);
	assert_int_equal(s->ends[i].via, via);
}

static void
test_sequences(void **state)
{
	struct ir_module m;
	LLVMValueRef fn, a, q, c;
	struct seq s;

	(void)state;
	assert_int_equal(ir_module_parse(&m, "seq.ll", seq_ir), 0);
	assert_int_equal(ir_ids_assign(&m), 14);
	fn = LLVMGetNamedFunction(m.mod, "seq");
	a = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn));
	q = LLVMGetNextInstruction(a);
	c = LLVMGetNextInstruction(LLVMGetNextInstruction(
		LLVMGetNextInstruction(LLVMGetNextInstruction(q))));

	/*
	 * From %a, every path: through the address %q and the load into %w,
	 * through llvm.smax (a value intrinsic) into %m and %c, and into %r.
	 * The lifetime marker is no end. %a reaches store 9 twice: as its value
	 * directly and as its address through %q; store 8 as its value through
	 * %w; the call through %m; the branch through %c; the return through
	 * %r. Ends are sorted by (id, kind, via).
	 */
	assert_int_equal(seq_build(&s, &m, a), 0);
	assert_int_equal(s.members.n, 6);
	assert_memory_equal(s.members.v, ((unsigned[]){ 2, 3, 4, 5, 6, 12 }),
			    6 * sizeof(unsigned));
	assert_int_equal(s.nends, 6);
	expect_end(&s, 0, SEQ_STORE_VALUE, 8, 4);
	expect_end(&s, 1, SEQ_STORE_VALUE, 9, 1);
	expect_end(&s, 2, SEQ_STORE_ADDR, 9, 2);
	expect_end(&s, 3, SEQ_CALL, 10, 5);
	expect_end(&s, 4, SEQ_BRANCH, 11, 6);
	expect_end(&s, 5, SEQ_RET, 13, 12);
	seq_release(&s);

	/* From the compare: only the branch. */
	assert_int_equal(seq_build(&s, &m, c), 0);
	assert_int_equal(s.members.n, 0);
	assert_int_equal(s.nends, 1);
	expect_end(&s, 0, SEQ_BRANCH, 11, 6);
	seq_release(&s);
	ir_module_release(&m);
}

/*
 * Error messages: any length, and built from the previous one.
 */
static void
test_error_messages(void **state)
{
	char *big = xmalloc(5001);

	(void)state;
	memset(big, 'x', 5000);
	big[5000] = '\0';
	assert_int_equal(tr_error("first %s", "inner"), -1);
	assert_string_equal(tr_errmsg(), "first inner");
	tr_error("outer: %s", tr_errmsg());
	assert_string_equal(tr_errmsg(), "outer: first inner");
	tr_error("%s|%s", big, big);
	assert_int_equal(strlen(tr_errmsg()), 10001);
	assert_int_equal(tr_errmsg()[5000], '|');
	assert_int_equal(tr_errmsg()[10000], 'x');
	tr_error("%s", "");
	assert_string_equal(tr_errmsg(), "");
	free(big);
}

/* A temporary directory for files the tests load. */
static char *
tmp_dir(void)
{
	char *d = xstrdup("/tmp/trident-test-analysis-XXXXXX");

	assert_non_null(mkdtemp(d));
	return d;
}

/* Write text (n bytes) to DIR/name; returns the path (allocated). */
static char *
tmp_file(const char *dir, const char *name, const char *text, size_t n)
{
	char *path = xpathjoin(dir, name);
	FILE *f = fopen(path, "wb");

	assert_non_null(f);
	assert_int_equal(fwrite(text, 1, n, f), n);
	assert_int_equal(fclose(f), 0);
	return path;
}

static const char bad_syntax_ir[] =
	"define i32 @f() {\n"
	"entry:\n"
	"  %x = frob i32 1\n"
	"  ret i32 %x\n"
	"}\n";
static const char unverified_ir[] =
	"define i32 @f() {\n"
	"entry:\n"
	"  %x = add i32 %y, 1\n"
	"  %y = add i32 1, 1\n"
	"  ret i32 %x\n"
	"}\n";

/*
 * ir_module_load (which checks the file in a child process first) gives
 * the same answers and messages as parsing in this process.
 */
static void
expect_load_like_parse(const char *dir, const char *name, const char *text)
{
	char *path = tmp_file(dir, name, text, strlen(text));
	struct ir_module a, b;
	char *want;
	int rc;

	rc = ir_module_parse(&a, path, text);
	want = xstrdup(tr_errmsg());
	assert_int_equal(ir_module_load(&b, path), rc);
	if (rc) {
		assert_string_equal(tr_errmsg(), want);
		assert_non_null(strstr(tr_errmsg(), path));
		assert_null(b.mod);
	} else {
		char ha[17], hb[17];

		ir_ids_assign(&a);
		ir_ids_assign(&b);
		assert_int_equal(a.max_id, b.max_id);
		ir_module_hash(&a, ha);
		ir_module_hash(&b, hb);
		assert_string_equal(ha, hb);
		assert_string_equal(b.path, path);
		ir_module_release(&a);
		ir_module_release(&b);
	}
	unlink(path);
	free(want);
	free(path);
}

static void
test_load_checked(void **state)
{
	char *dir = tmp_dir(), *path, want[512];
	struct ir_module m;

	(void)state;
	expect_load_like_parse(dir, "good.ll", ids_ir);
	expect_load_like_parse(dir, "syntax.ll", bad_syntax_ir);
	expect_load_like_parse(dir, "unverified.ll", unverified_ir);
	expect_load_like_parse(dir, "garbage.bc", "BC\xc0\xde\x01\x02 garbage");

	path = tmp_file(dir, "empty.bc", "", 0);
	assert_int_equal(ir_module_load(&m, path), -1);
	snprintf(want, sizeof(want), "'%s' is empty: expected LLVM IR or "
		 "bitcode", path);
	assert_string_equal(tr_errmsg(), want);
	unlink(path);
	free(path);

	path = xpathjoin(dir, "missing.bc");
	assert_int_equal(ir_module_load(&m, path), -1);
	snprintf(want, sizeof(want), "cannot read '%s': No such file or "
		 "directory", path);
	assert_string_equal(tr_errmsg(), want);
	assert_null(m.mod);
	free(path);
	assert_int_equal(rmdir(dir), 0);
	free(dir);
}

/* Two functions, each broken on purpose below. */
static const char breakable_ir[] =
	"define i32 @one(i32 %x) {\n"
	"entry:\n"
	"  %a = add i32 %x, 1\n"
	"  %b = add i32 %a, 2\n"
	"  ret i32 %b\n"
	"}\n"
	"define i32 @two(i32 %x) {\n"
	"entry:\n"
	"  %c = mul i32 %x, 3\n"
	"  %d = mul i32 %c, 4\n"
	"  ret i32 %d\n"
	"}\n";

/* The first instruction of function name. */
static LLVMValueRef
first_inst(const struct ir_module *m, const char *name)
{
	LLVMValueRef fn = LLVMGetNamedFunction(m->mod, name);

	assert_non_null(fn);
	return LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn));
}

/*
 * A module one of our passes broke: the error holds the verifier's whole
 * report (both broken functions, the instructions included), and the
 * module can still be written as textual IR, which then fails to load as
 * an invalid module.
 */
static void
test_verify_changed(void **state)
{
	struct ir_module m, back;
	LLVMValueRef a, c;
	char *dir = tmp_dir(), *path, *text;
	const char *msg;
	FILE *f;
	long n;

	(void)state;
	assert_int_equal(ir_module_parse(&m, "broken.ll", breakable_ir), 0);
	assert_int_equal(ir_module_verify_changed(&m, "testing"), 0);
	{
		struct ir_verify v;

		ir_verify_start(&v, &m, "testing");
		assert_int_equal(ir_verify_finish(&v, &m), 0);
	}
	/* %a = add %b, 1 and %c = mul %d, 3: uses before definitions. */
	a = first_inst(&m, "one");
	c = first_inst(&m, "two");
	LLVMSetOperand(a, 0, LLVMGetNextInstruction(a));
	LLVMSetOperand(c, 0, LLVMGetNextInstruction(c));
	for (int child = 0; child < 2; child++) {
		struct ir_verify v;

		/* The same report from a child (ir_verify_start). */
		if (child) {
			ir_verify_start(&v, &m, "testing");
			assert_true(v.pid > 0);
			assert_int_equal(ir_verify_finish(&v, &m), -1);
			assert_int_equal(v.pid, 0);
			assert_int_equal(ir_verify_finish(&v, &m), -1);
		} else {
			assert_int_equal(ir_module_verify_changed(&m, "testing"),
					 -1);
		}
		msg = tr_errmsg();
		assert_non_null(strstr(msg, "instrumenting 'broken.ll' for "
				       "testing gave an invalid module (a "
				       "trident bug): Instruction does not "
				       "dominate all uses!\n"));
		assert_non_null(strstr(msg, "%a = add i32 %b, 1"));
		assert_non_null(strstr(msg, "%b = add i32 %a, 2"));
		assert_non_null(strstr(msg, "%c = mul i32 %d, 3"));
		assert_non_null(strstr(msg, "%d = mul i32 %c, 4"));
		assert_int_not_equal(msg[strlen(msg) - 1], '\n');
	}

	path = xpathjoin(dir, "broken.ll");
	assert_int_equal(ir_module_write(&m, path), 0);
	f = fopen(path, "r");
	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	text = xcalloc((size_t)n + 1, 1);
	assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	assert_non_null(strstr(text, "define i32 @one(i32 %x)"));
	assert_non_null(strstr(text, "%a = add i32 %b, 1"));
	assert_non_null(strstr(text, "%c = mul i32 %d, 3"));
	assert_int_equal(ir_module_load(&back, path), -1);
	assert_non_null(strstr(tr_errmsg(), "is not a valid module: "
			       "Instruction does not dominate all uses!"));
	unlink(path);
	free(text);
	free(path);
	assert_int_equal(rmdir(dir), 0);
	free(dir);
	ir_module_release(&m);
}

/*
 * Nearest source lines. Lines are the instruction's own where it has one
 * (!10 line 10, ...); the comment gives each instruction's expected line.
 */
static const char loc_ir[] =
	"declare void @llvm.lifetime.start.p0(i64, ptr)\n"
	"define i32 @f(i32 %n, ptr %p) !dbg !5 {\n"
	"entry:\n"
	"  br label %loop, !dbg !10\n"			/* 10 */
	"loop:\n"
	"  %i = phi i32 [ 0, %entry ], [ %j, %loop ]\n"	/* 11: next */
	"  %s = phi i32 [ 0, %entry ], [ %t, %loop ]\n"	/* 11: next */
	"  call void @llvm.lifetime.start.p0(i64 4, ptr %p), !dbg !20\n"
	"  %t = add i32 %s, %i, !dbg !11\n"		/* 11 */
	"  %j = add i32 %i, 1, !dbg !14\n"		/* line 0: next, 12 */
	"  %c = icmp slt i32 %j, %n, !dbg !12\n"	/* 12 */
	"  br i1 %c, label %loop, label %tail, !dbg !12\n"
	"tail:\n"
	"  %u = add i32 %t, 1, !dbg !13\n"		/* 13 */
	"  %v = add i32 %u, 1\n"			/* 13: before */
	"  br label %bare\n"				/* 13: before */
	"bare:\n"
	"  %w = phi i32 [ %v, %tail ]\n"		/* 15: successor */
	"  br label %exit\n"				/* 15: successor */
	"exit:\n"
	"  %r = phi i32 [ %w, %bare ]\n"		/* 15: next */
	"  ret i32 %r, !dbg !15\n"			/* 15 */
	"}\n"
	"define i32 @nodebug(i32 %x) {\n"
	"entry:\n"
	"  %y = add i32 %x, 1\n"
	"  ret i32 %y\n"
	"}\n"
	"!llvm.dbg.cu = !{!0}\n"
	"!llvm.module.flags = !{!3, !4}\n"
	"!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, "
	"producer: \"t\", isOptimized: true, runtimeVersion: 0, "
	"emissionKind: FullDebug)\n"
	"!1 = !DIFile(filename: \"loc.c\", directory: \"/src\")\n"
	"!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
	"!4 = !{i32 7, !\"Dwarf Version\", i32 5}\n"
	"!5 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, "
	"line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | "
	"DISPFlagOptimized, unit: !0)\n"
	"!6 = !DISubroutineType(types: !7)\n"
	"!7 = !{null}\n"
	"!10 = !DILocation(line: 10, column: 1, scope: !5)\n"
	"!11 = !DILocation(line: 11, column: 1, scope: !5)\n"
	"!12 = !DILocation(line: 12, column: 1, scope: !5)\n"
	"!13 = !DILocation(line: 13, column: 1, scope: !5)\n"
	"!14 = !DILocation(line: 0, scope: !5)\n"
	"!15 = !DILocation(line: 15, column: 1, scope: !5)\n"
	"!20 = !DILocation(line: 20, column: 1, scope: !5)\n";

static void
test_inst_loc(void **state)
{
	static const unsigned want[] = {
		10,			/* entry: br */
		11, 11, 20, 11, 12, 12, 12,	/* loop (marker: its own) */
		13, 13, 13,		/* tail */
		15, 15,			/* bare */
		15, 15,			/* exit */
	};
	struct ir_module m;
	LLVMValueRef fn;
	const char *file;
	unsigned len, line, k = 0;

	(void)state;
	if (ir_module_parse(&m, "loc.ll", loc_ir))
		fail_msg("parse: %s", tr_errmsg());
	fn = LLVMGetNamedFunction(m.mod, "f");
	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b;
	     b = LLVMGetNextBasicBlock(b))
		for (LLVMValueRef i = LLVMGetFirstInstruction(b); i;
		     i = LLVMGetNextInstruction(i)) {
			line = 0;
			assert_true(k < sizeof(want) / sizeof(*want));
			assert_true(ir_inst_loc(i, &file, &len, &line));
			assert_int_equal(len, 5);
			assert_memory_equal(file, "loc.c", 5);
			if (line != want[k])
				fail_msg("instruction %u: line %u, expected %u",
					 k, line, want[k]);
			k++;
		}
	assert_int_equal(k, sizeof(want) / sizeof(*want));

	/* No debug information: nothing, and the outputs are left alone. */
	line = 77;
	file = NULL;
	assert_false(ir_inst_loc(first_inst(&m, "nodebug"), &file, &len,
				 &line));
	assert_int_equal(line, 77);
	assert_null(file);
	/* Not an instruction. */
	assert_false(ir_inst_loc(LLVMGetParam(fn, 0), &file, &len, &line));
	ir_module_release(&m);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_containers),
		cmocka_unit_test(test_ids),
		cmocka_unit_test(test_ids_number),
		cmocka_unit_test(test_hash_child_shape),
		cmocka_unit_test(test_seal),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_nested_loops),
		cmocka_unit_test(test_nested_layout),
		cmocka_unit_test(test_exit_two_levels),
		cmocka_unit_test(test_loop_exits_latches),
		cmocka_unit_test(test_switch),
		cmocka_unit_test(test_unreachable),
		cmocka_unit_test(test_irreducible),
		cmocka_unit_test(test_multiple_returns),
		cmocka_unit_test(test_infinite_loop),
		cmocka_unit_test(test_while_and_if),
		cmocka_unit_test(test_cmp_walk),
		cmocka_unit_test(test_long_chain),
		cmocka_unit_test(test_sequences),
		cmocka_unit_test(test_error_messages),
		cmocka_unit_test(test_load_checked),
		cmocka_unit_test(test_verify_changed),
		cmocka_unit_test(test_inst_loc),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
