/*
 * test_crashfinder.c: unit tests of crashfinder/: CrashFinder-static's
 * four patterns on hand-written LLVM 19 IR (a pointer written to memory,
 * a loop's termination values, an array index in a loop, global state
 * loaded into a branch or a select), its indifference to value names,
 * a function with no candidate, the candidates' order, widths and kinds,
 * and the pattern names; the dynamic phase's instrumentation (hooks,
 * their calls, the candidate count, a second call refused); the reader
 * of the runtime's output (samples grouped per candidate, changes first,
 * counts and ranges, every error naming the file) and a seeded mutation
 * fuzz of it; the injected bits (cf_bits) and the rounds of the plan
 * (samples by rank, done candidates left out, thinning); the report as
 * JSON and SARIF on a hand-made campaign.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>
#include <llvm-c/Core.h>

#include "crashfinder.h"

/*
 * The IR: one header, then one function per pattern. A module of one
 * pattern is the header and that function; the whole module is all of
 * them.
 */
#define HDR \
	"target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-" \
	"i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n" \
	"target triple = \"x86_64-pc-linux-gnu\"\n" \
	"@slot = global ptr null\n" \
	"@n = global i64 0\n" \
	"@state = global i32 0\n" \
	"@ready = global i1 false\n" \
	"@buf = global [16 x i8] zeroinitializer\n" \
	"declare ptr @malloc(i64)\n"

/* Pointer: malloc's result stored into @slot. */
#define FN_KEEP \
	"define void @keep(i64 %size) {\n" \
	"entry:\n" \
	"  %call = call ptr @malloc(i64 %size)\n" \
	"  store ptr %call, ptr @slot\n" \
	"  ret void\n" \
	"}\n"

/* Loop: for (i = 0; i < n; i++) sum += i, n loaded from @n. */
#define FN_SUM \
	"define i64 @sum() {\n" \
	"entry:\n" \
	"  %bound = load i64, ptr @n\n" \
	"  br label %loop\n" \
	"loop:\n" \
	"  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.next, %loop ]\n" \
	"  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]\n" \
	"  %acc.next = add i64 %acc, %indvars.iv\n" \
	"  %indvars.next = add nsw i64 %indvars.iv, 1\n" \
	"  %cmp = icmp slt i64 %indvars.next, %bound\n" \
	"  br i1 %cmp, label %loop, label %exit\n" \
	"exit:\n" \
	"  ret i64 %acc.next\n" \
	"}\n"

/* Index: for (i = 0; i != n; i++) a[i] = i, behind a guard. */
#define FN_FILL \
	"define void @fill(ptr %a, i64 %len) {\n" \
	"entry:\n" \
	"  %guard = icmp sgt i64 %len, 0\n" \
	"  br i1 %guard, label %loop, label %exit\n" \
	"loop:\n" \
	"  %indvar = phi i64 [ 0, %entry ], [ %indvar.next, %loop ]\n" \
	"  %arrayidx = getelementptr inbounds i64, ptr %a, i64 %indvar\n" \
	"  store i64 %indvar, ptr %arrayidx\n" \
	"  %indvar.next = add nuw nsw i64 %indvar, 1\n" \
	"  %done = icmp eq i64 %indvar.next, %len\n" \
	"  br i1 %done, label %exit, label %loop\n" \
	"exit:\n" \
	"  ret void\n" \
	"}\n"

/* State: @state compared and branched on; @ready a select's condition. */
#define FN_STATE \
	"define i32 @step() {\n" \
	"entry:\n" \
	"  %st = load i32, ptr @state\n" \
	"  %is = icmp eq i32 %st, 2\n" \
	"  br i1 %is, label %yes, label %no\n" \
	"yes:\n" \
	"  ret i32 1\n" \
	"no:\n" \
	"  ret i32 0\n" \
	"}\n" \
	"define ptr @pick() {\n" \
	"entry:\n" \
	"  %rd = load i1, ptr @ready\n" \
	"  %p = select i1 %rd, ptr @buf, ptr null\n" \
	"  ret ptr %p\n" \
	"}\n"

/* Nothing: scalar arithmetic, no loop, no store. */
#define FN_PLAIN \
	"define i64 @plain(i64 %x, i64 %y) {\n" \
	"entry:\n" \
	"  %s = add i64 %x, %y\n" \
	"  %m = mul i64 %s, 3\n" \
	"  %r = xor i64 %m, %x\n" \
	"  ret i64 %r\n" \
	"}\n"

/* Loop, in one call: a row of k + 1 doubles cleared by memset (the
   length and what computes it); a function that is not an intrinsic,
   with memset's signature, is not a loop. */
#define FN_BULK \
	"declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n" \
	"declare void @sink(ptr, i8, i64, i1)\n" \
	"define void @clear(ptr %a, i64 %k) {\n" \
	"entry:\n" \
	"  %bytes = shl nuw nsw i64 %k, 3\n" \
	"  %len = add nuw nsw i64 %bytes, 8\n" \
	"  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 %len, i1 false)\n" \
	"  %other = shl i64 %k, 2\n" \
	"  call void @sink(ptr %a, i8 0, i64 %other, i1 false)\n" \
	"  ret void\n" \
	"}\n"

#define ALL_IR HDR FN_KEEP FN_SUM FN_FILL FN_STATE FN_PLAIN

/* Parse text, give ids, find the candidates. */
static void
load(struct ir_module *m, struct cf_static *s, const char *text)
{
	assert_int_equal(ir_module_parse(m, "cf.ll", text), 0);
	ir_ids_assign(m);
	assert_true(m->max_id > 0);
	assert_int_equal(cf_static_find(m, s), 0);
}

static void
unload(struct ir_module *m, struct cf_static *s)
{
	cf_static_release(s);
	ir_module_release(m);
}

/* The instruction of function fn named name (the test's, not the tool's). */
static LLVMValueRef
inst(const struct ir_module *m, const char *fn, const char *name)
{
	LLVMValueRef f = LLVMGetNamedFunction(m->mod, fn);

	assert_non_null(f);
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i)) {
			size_t n;
			const char *v = LLVMGetValueName2(i, &n);

			if (n == strlen(name) && memcmp(v, name, n) == 0)
				return i;
		}
	fail_msg("no %%%s in @%s", name, fn);
	return NULL;
}

/* The candidate of instruction i, or NULL. */
static const struct cf_candidate *
cand(const struct ir_module *m, const struct cf_static *s, LLVMValueRef i)
{
	unsigned id = ir_inst_id(m, i);

	assert_true(id > 0);
	for (unsigned k = 0; k < s->n; k++)
		if (s->c[k].id == id) {
			assert_ptr_equal(s->c[k].inst, i);
			return &s->c[k];
		}
	return NULL;
}

/* The pattern mask of fn's %name (0: not a candidate). */
static unsigned
pat(const struct ir_module *m, const struct cf_static *s, const char *fn,
    const char *name)
{
	const struct cf_candidate *c = cand(m, s, inst(m, fn, name));

	return c ? c->pattern : 0;
}

static void
test_pointer_pattern(void **state)
{
	struct ir_module m;
	struct cf_static s;
	const struct cf_candidate *c;

	(void)state;
	load(&m, &s, HDR FN_KEEP);
	/* The call is the only candidate: the store and ret are void. */
	assert_int_equal(s.n, 1);
	c = cand(&m, &s, inst(&m, "keep", "call"));
	assert_non_null(c);
	assert_int_equal(c->pattern, CF_POINTER);
	assert_int_equal(c->width, 64);
	assert_int_equal(c->kind, CF_KIND_PTR);
	assert_int_equal(s.static_insts, 3);
	assert_int_equal(s.sites, 1);
	unload(&m, &s);
}

static void
test_loop_pattern(void **state)
{
	struct ir_module m;
	struct cf_static s;

	(void)state;
	load(&m, &s, HDR FN_SUM);
	/* The exit compare, the induction variable and its step, the
	   bound (a global's load into the exit branch: state too). */
	assert_int_equal(pat(&m, &s, "sum", "cmp"), CF_LOOP);
	assert_int_equal(pat(&m, &s, "sum", "indvars.iv"), CF_LOOP);
	assert_int_equal(pat(&m, &s, "sum", "indvars.next"), CF_LOOP);
	assert_true(pat(&m, &s, "sum", "bound") & CF_LOOP);
	assert_int_equal(pat(&m, &s, "sum", "bound"), CF_LOOP | CF_STATE);
	/* The sum decides nothing. */
	assert_int_equal(pat(&m, &s, "sum", "acc"), 0);
	assert_int_equal(pat(&m, &s, "sum", "acc.next"), 0);
	assert_int_equal(s.n, 4);
	unload(&m, &s);
}

static void
test_index_pattern(void **state)
{
	struct ir_module m;
	struct cf_static s;
	const struct cf_candidate *gep;

	(void)state;
	load(&m, &s, HDR FN_FILL);
	gep = cand(&m, &s, inst(&m, "fill", "arrayidx"));
	assert_non_null(gep);
	assert_int_equal(gep->pattern, CF_INDEX);
	assert_int_equal(gep->kind, CF_KIND_PTR);
	assert_int_equal(gep->width, 64);
	assert_int_equal(pat(&m, &s, "fill", "indvar"), CF_INDEX | CF_LOOP);
	assert_int_equal(pat(&m, &s, "fill", "indvar.next"),
			 CF_INDEX | CF_LOOP);
	assert_int_equal(pat(&m, &s, "fill", "done"), CF_LOOP);
	unload(&m, &s);
}

static void
test_bulk_length(void **state)
{
	struct ir_module m;
	struct cf_static s;

	(void)state;
	load(&m, &s, HDR FN_BULK);
	assert_int_equal(pat(&m, &s, "clear", "len"), CF_LOOP);
	assert_int_equal(pat(&m, &s, "clear", "bytes"), CF_LOOP);
	assert_int_equal(pat(&m, &s, "clear", "other"), 0);
	assert_int_equal(s.n, 2);
	unload(&m, &s);
}

static void
test_state_pattern(void **state)
{
	struct ir_module m;
	struct cf_static s;
	const struct cf_candidate *c;

	(void)state;
	load(&m, &s, HDR FN_STATE);
	c = cand(&m, &s, inst(&m, "step", "st"));
	assert_non_null(c);
	assert_int_equal(c->pattern, CF_STATE);
	assert_int_equal(c->width, 32);
	assert_int_equal(c->kind, CF_KIND_INT);
	/* A branch in data form. */
	c = cand(&m, &s, inst(&m, "pick", "rd"));
	assert_non_null(c);
	assert_int_equal(c->pattern, CF_STATE);
	assert_int_equal(c->width, 1);
	assert_int_equal(c->kind, CF_KIND_INT);
	/* The compare and the select are not loads of state. */
	assert_int_equal(pat(&m, &s, "step", "is"), 0);
	assert_int_equal(pat(&m, &s, "pick", "p"), 0);
	assert_int_equal(s.n, 2);
	unload(&m, &s);
}

/*
 * text with every local name (values after '%', block labels at a line's
 * start) replaced by prefix and its first appearance's rank, or, with
 * reverse, 63 minus it: no name survives, and names swap meanings.
 */
static char *
rename_locals(const char *text, const char *prefix, bool reverse)
{
	char names[64][32];
	unsigned nnames = 0;
	size_t cap = 2 * strlen(text) + 1024, o = 0;
	char *out = malloc(cap);
	bool bol = true;

	assert_non_null(out);
	for (const char *p = text; *p;) {
		const char *q = p + (*p == '%');
		size_t len = 0;
		bool label = false;

		if (*p == '%' || bol) {
			while (q[len] && (q[len] == '_' || q[len] == '.' ||
					  (q[len] >= 'a' && q[len] <= 'z') ||
					  (q[len] >= 'A' && q[len] <= 'Z') ||
					  (len && q[len] >= '0' &&
					   q[len] <= '9')))
				len++;
			label = *p != '%' && len && q[len] == ':';
		}
		if (len && (*p == '%' || label)) {
			unsigned k;

			assert_true(len < sizeof(names[0]));
			for (k = 0; k < nnames; k++)
				if (strlen(names[k]) == len &&
				    memcmp(names[k], q, len) == 0)
					break;
			if (k == nnames) {
				assert_true(nnames < 64);
				memcpy(names[nnames], q, len);
				names[nnames++][len] = '\0';
			}
			o += (size_t)sprintf(out + o, "%s%s%u",
					     *p == '%' ? "%" : "", prefix,
					     reverse ? 63 - k : k);
			p = q + len;
			bol = false;
			continue;
		}
		bol = *p == '\n';
		out[o++] = *p++;
	}
	out[o] = '\0';
	return out;
}

static void
test_names_never_matter(void **state)
{
	static const char *const prefixes[] = { "x", "indvar", "arrayidx" };
	struct ir_module m0;
	struct cf_static s0;

	(void)state;
	load(&m0, &s0, ALL_IR);
	assert_true(s0.n >= 11);
	for (unsigned v = 0; v < 6; v++) {
		char *text = rename_locals(ALL_IR, prefixes[v % 3], v >= 3);
		struct ir_module m;
		struct cf_static s;

		/* The renaming did rename. */
		assert_null(strstr(text, "%indvars.iv"));
		assert_null(strstr(text, "%call"));
		load(&m, &s, text);
		assert_int_equal(m.max_id, m0.max_id);
		assert_int_equal(s.n, s0.n);
		assert_int_equal(s.static_insts, s0.static_insts);
		assert_int_equal(s.sites, s0.sites);
		for (unsigned k = 0; k < s.n; k++) {
			assert_int_equal(s.c[k].id, s0.c[k].id);
			assert_int_equal(s.c[k].pattern, s0.c[k].pattern);
			assert_int_equal(s.c[k].width, s0.c[k].width);
			assert_int_equal(s.c[k].kind, s0.c[k].kind);
		}
		unload(&m, &s);
		free(text);
	}
	unload(&m0, &s0);
}

static void
test_no_candidates(void **state)
{
	struct ir_module m;
	struct cf_static s;

	(void)state;
	load(&m, &s, HDR FN_PLAIN);
	assert_int_equal(s.n, 0);
	assert_int_equal(s.static_insts, 4);
	assert_int_equal(s.sites, 3);
	unload(&m, &s);
}

static void
test_order_width_kind(void **state)
{
	struct ir_module m;
	struct cf_static s;
	unsigned want = 0;

	(void)state;
	load(&m, &s, ALL_IR);
	/* keep 1, sum 4, fill 3 or 4 (its guard), step 1, pick 1. */
	assert_true(s.n >= 11 && s.n <= 12);
	for (unsigned k = 0; k < s.n; k++) {
		const struct cf_candidate *c = &s.c[k];
		LLVMTypeRef t = LLVMTypeOf(c->inst);

		if (k)
			assert_true(c->id > s.c[k - 1].id);
		assert_int_equal(c->id, ir_inst_id(&m, c->inst));
		assert_true(c->pattern != 0 && c->pattern < 16);
		switch (LLVMGetTypeKind(t)) {
		case LLVMIntegerTypeKind:
			assert_int_equal(c->kind, CF_KIND_INT);
			assert_int_equal(c->width, LLVMGetIntTypeWidth(t));
			break;
		case LLVMPointerTypeKind:
			assert_int_equal(c->kind, CF_KIND_PTR);
			assert_int_equal(c->width, 64);
			break;
		default:
			fail_msg("candidate %u of another type", c->id);
		}
	}
	/* Every width the module has: i1, i32, i64, ptr. */
	assert_int_equal(cand(&m, &s, inst(&m, "pick", "rd"))->width, 1);
	assert_int_equal(cand(&m, &s, inst(&m, "fill", "done"))->width, 1);
	assert_int_equal(cand(&m, &s, inst(&m, "step", "st"))->width, 32);
	assert_int_equal(cand(&m, &s, inst(&m, "sum", "bound"))->width, 64);
	assert_int_equal(cand(&m, &s, inst(&m, "keep", "call"))->width, 64);
	for (unsigned k = 0; k < s.n; k++)
		want += s.c[k].kind == CF_KIND_PTR;
	assert_int_equal(want, 2);	/* the call and the GEP */
	unload(&m, &s);
}

static void
test_pattern_name(void **state)
{
	char buf[64], small[8];

	(void)state;
	assert_string_equal(cf_pattern_name(CF_LOOP | CF_INDEX, buf,
					    sizeof(buf)), "loop+index");
	assert_string_equal(cf_pattern_name(CF_POINTER, buf, sizeof(buf)),
			    "pointer");
	assert_string_equal(cf_pattern_name(CF_POINTER | CF_LOOP | CF_INDEX |
					    CF_STATE, buf, sizeof(buf)),
			    "pointer+loop+index+state");
	assert_string_equal(cf_pattern_name(0, buf, sizeof(buf)), "");
	/* Cut short, never past the buffer. */
	assert_ptr_equal(cf_pattern_name(CF_POINTER | CF_STATE, small,
					 sizeof(small)), small);
	assert_int_equal(strlen(small), sizeof(small) - 1);
	assert_memory_equal(small, "pointer", 7);
}

/* The calls to function f (a declaration) in m. */
static unsigned
calls_to(LLVMValueRef f)
{
	unsigned n = 0;

	for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef c = LLVMGetUser(u);

		assert_non_null(LLVMIsACallInst(c));
		assert_ptr_equal(LLVMGetCalledValue(c), f);
		n++;
	}
	return n;
}

static void
test_dyn_instrument(void **state)
{
	struct ir_module m;
	struct cf_static s;
	LLVMValueRef enter, site, site1, g;
	unsigned defined = 0, nbool = 0;
	bool *seen;

	(void)state;
	load(&m, &s, ALL_IR);
	for (LLVMValueRef f = LLVMGetFirstFunction(m.mod); f;
	     f = LLVMGetNextFunction(f))
		defined += ir_fn_defined(f);
	for (unsigned k = 0; k < s.n; k++)
		nbool += s.c[k].kind == CF_KIND_INT && s.c[k].width == 1;
	assert_int_equal(cf_dyn_instrument(&m, &s), 0);
	enter = LLVMGetNamedFunction(m.mod, CF_SYM_ENTER);
	site = LLVMGetNamedFunction(m.mod, CF_SYM_SITE);
	site1 = LLVMGetNamedFunction(m.mod, CF_SYM_SITE_BOOL);
	g = LLVMGetNamedGlobal(m.mod, CF_SYM_NCAND);
	assert_non_null(enter);
	assert_non_null(site);
	assert_non_null(site1);
	assert_non_null(g);
	assert_int_equal(LLVMConstIntGetZExtValue(LLVMGetInitializer(g)), s.n);
	/* One entry hook per defined function, first in its entry block. */
	assert_int_equal(calls_to(enter), defined);
	for (LLVMValueRef f = LLVMGetFirstFunction(m.mod); f;
	     f = LLVMGetNextFunction(f))
		if (ir_fn_defined(f)) {
			LLVMValueRef first = LLVMGetFirstInstruction(
				LLVMGetEntryBasicBlock(f));

			assert_non_null(LLVMIsACallInst(first));
			assert_ptr_equal(LLVMGetCalledValue(first), enter);
		}
	/* One site call per candidate, with its index and its value. */
	assert_int_equal(calls_to(site) + calls_to(site1), s.n);
	assert_int_equal(calls_to(site1), nbool);
	seen = calloc(s.n, sizeof(*seen));
	assert_non_null(seen);
	for (unsigned w = 0; w < 2; w++)
		for (LLVMUseRef u = LLVMGetFirstUse(w ? site1 : site); u;
		     u = LLVMGetNextUse(u)) {
			LLVMValueRef call = LLVMGetUser(u);
			LLVMValueRef v = LLVMGetOperand(call, 1), ci;
			unsigned k = (unsigned)LLVMConstIntGetZExtValue(
				LLVMGetOperand(call, 0));

			assert_true(k < s.n);
			assert_false(seen[k]);
			seen[k] = true;
			ci = s.c[k].inst;
			assert_true(v == ci || LLVMGetOperand(v, 0) == ci);
			assert_int_equal(w, s.c[k].kind == CF_KIND_INT &&
					 s.c[k].width == 1);
			assert_ptr_equal(LLVMGetInstructionParent(call),
					 LLVMGetInstructionParent(ci));
		}
	free(seen);
	/* Twice is refused. */
	assert_int_equal(cf_dyn_instrument(&m, &s), -1);
	assert_non_null(strstr(tr_errmsg(), "already instrumented"));
	unload(&m, &s);
}

/*
 * The runtime's output
 */

/* A static phase of n candidates for the reader (ids 10, 20, ...). */
static void
fake_static(struct cf_static *s, unsigned n)
{
	memset(s, 0, sizeof(*s));
	s->n = n;
	s->c = calloc(n ? n : 1, sizeof(*s->c));
	assert_non_null(s->c);
	for (unsigned k = 0; k < n; k++) {
		s->c[k].id = 10 * (k + 1);
		s->c[k].pattern = CF_LOOP;
		s->c[k].width = 64;
		s->c[k].kind = CF_KIND_INT;
	}
	/* Candidate 2 is a boolean: only 1-bit values have V samples. */
	if (n > 2)
		s->c[2].width = 1;
	s->static_insts = 100;
	s->sites = 50;
}

static char *
tmp_dir(void)
{
	char *d = xstrdup("/tmp/trident-test-crashfinder-XXXXXX");

	assert_non_null(mkdtemp(d));
	return d;
}

/* Write n bytes of text to DIR/name; the path (allocated). */
static char *
put(const char *dir, const char *name, const char *text, size_t n)
{
	char *path = xpathjoin(dir, name);
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	assert_int_equal(fwrite(text, 1, n, f), n);
	assert_int_equal(fclose(f), 0);
	return path;
}

/*
 * Ten instances of three candidates: 0 at 1, 4, 7, 8; 1 at 3, 6, 10; 2 (a
 * boolean) at 2, 5, 9. Call sequences: 0 twice (1, 8), 1 and 2 once; 2
 * changes value at 9 (after a spread sample at 5).
 */
static const char valid[] =
	"T 1 3\n"
	"S 0 1 1 0\n"
	"S 2 2 1 0\n"
	"S 1 3 1 1\n"
	"P 0 4 2 1\n"
	"P 2 5 2 1\n"
	"P 1 6 2 2\n"
	"P 0 7 3 2\n"
	"S 0 8 4 3\n"
	"V 2 9 3 3\n"
	"P 1 10 3 4\n"
	"K 0 4 2 -5 17 0 0\n"
	"K 1 3 1 0 999 0 0\n"
	"K 2 3 1 0 1 0 1\n"
	"E 10 4 0\n";

static void
check_sample(const struct cf_sample *sm, unsigned c, uint64_t inst,
	     uint64_t own, uint64_t calls, bool spread, bool change)
{
	assert_int_equal(sm->cand, c);
	assert_int_equal(sm->instance, inst);
	assert_int_equal(sm->own, own);
	assert_int_equal(sm->calls, calls);
	assert_int_equal(sm->spread, spread);
	assert_int_equal(sm->change, change);
}

static void
test_dyn_read(void **state)
{
	char *dir = tmp_dir(), *path;
	struct cf_static s;
	struct cf_dynamic d;
	const struct cf_cand_dyn *c;

	(void)state;
	fake_static(&s, 3);
	path = put(dir, "ok.cf", valid, strlen(valid));
	assert_int_equal(cf_dyn_read(path, &s, &d), 0);
	assert_int_equal(d.ncand, 3);
	assert_int_equal(d.total, 10);
	assert_int_equal(d.calls, 4);
	assert_false(d.truncated);
	assert_int_equal(d.nsamples, 10);
	/* Candidate 0: call sequences at 1 and 8, spread at 4 and 7. */
	c = &d.cand[0];
	assert_int_equal(c->count, 4);
	assert_int_equal(c->sequences, 2);
	assert_int_equal(c->smin, -5);
	assert_int_equal(c->smax, 17);
	assert_int_equal(c->first_sample, 0);
	assert_int_equal(c->nsamples, 2);
	assert_int_equal(c->first_spread, 2);
	assert_int_equal(c->nspread, 2);
	assert_int_equal(c->nchange, 0);
	check_sample(&d.samples[0], 0, 1, 1, 0, false, false);
	check_sample(&d.samples[1], 0, 8, 4, 3, false, false);
	check_sample(&d.samples[2], 0, 4, 2, 1, true, false);
	check_sample(&d.samples[3], 0, 7, 3, 2, true, false);
	/* Candidate 1. */
	c = &d.cand[1];
	assert_int_equal(c->count, 3);
	assert_int_equal(c->smin, 0);
	assert_int_equal(c->smax, 999);
	assert_int_equal(c->first_sample, 4);
	assert_int_equal(c->nsamples, 1);
	assert_int_equal(c->first_spread, 5);
	assert_int_equal(c->nspread, 2);
	assert_int_equal(c->nchange, 0);
	check_sample(&d.samples[4], 1, 3, 1, 1, false, false);
	check_sample(&d.samples[5], 1, 6, 2, 2, true, false);
	check_sample(&d.samples[6], 1, 10, 3, 4, true, false);
	/* Candidate 2: its change (at 9) before its spread sample (at 5). */
	c = &d.cand[2];
	assert_int_equal(c->count, 3);
	assert_int_equal(c->umin, 0);
	assert_int_equal(c->umax, 1);
	assert_int_equal(c->first_sample, 7);
	assert_int_equal(c->nsamples, 1);
	assert_int_equal(c->first_spread, 8);
	assert_int_equal(c->nspread, 2);
	assert_int_equal(c->nchange, 1);
	check_sample(&d.samples[7], 2, 2, 1, 0, false, false);
	check_sample(&d.samples[8], 2, 9, 3, 3, true, true);
	check_sample(&d.samples[9], 2, 5, 2, 1, true, false);
	cf_dyn_release(&d);
	assert_null(d.samples);
	unlink(path);
	free(path);

	/* Truncated, no samples, huge pointers, no final newline. */
	{
		static const char t[] =
			"T 1 3\n"
			"K 0 0 0 0 0 0 0\n"
			"K 2 7 1 -9223372036854775808 9223372036854775807 "
			"4096 18446744073709551615\n"
			"E 7 1 1";

		path = put(dir, "trunc.cf", t, strlen(t));
		assert_int_equal(cf_dyn_read(path, &s, &d), 0);
		assert_true(d.truncated);
		assert_int_equal(d.total, 7);
		assert_int_equal(d.nsamples, 0);
		assert_int_equal(d.cand[2].smin, INT64_MIN);
		assert_int_equal(d.cand[2].smax, INT64_MAX);
		assert_int_equal(d.cand[2].umin, 4096);
		assert_int_equal(d.cand[2].umax, UINT64_MAX);
		assert_int_equal(d.cand[1].count, 0);
		assert_int_equal(d.cand[1].nsamples, 0);
		cf_dyn_release(&d);
		unlink(path);
		free(path);
	}
	/* A compare's change followed: an F line of candidate 0 after the
	   compare's V line, its instance earlier; a change of 0's. */
	{
		static const char f[] =
			"T 1 3\n"
			"S 0 1 1 0\n"
			"S 2 2 1 0\n"
			"P 0 3 2 0\n"
			"V 2 5 2 0\n"
			"F 0 4 3 0\n"
			"P 1 6 1 0\n"
			"K 0 3 1 0 9 0 0\n"
			"K 1 1 1 0 0 0 0\n"
			"K 2 2 1 0 1 0 1\n"
			"E 6 0 0\n";

		path = put(dir, "follow.cf", f, strlen(f));
		assert_int_equal(cf_dyn_read(path, &s, &d), 0);
		c = &d.cand[0];
		assert_int_equal(c->nsamples, 1);
		assert_int_equal(c->nspread, 2);
		assert_int_equal(c->nchange, 1);
		check_sample(&d.samples[c->first_spread], 0, 4, 3, 0, true,
			     true);
		check_sample(&d.samples[c->first_spread + 1], 0, 3, 2, 0,
			     true, false);
		cf_dyn_release(&d);
		unlink(path);
		free(path);
	}
	cf_static_release(&s);
	assert_int_equal(rmdir(dir), 0);
	free(dir);
}

/* Reading text must fail with a message naming the file and with what. */
static void
read_fails(const char *dir, const struct cf_static *s, const char *text,
	   const char *what)
{
	char *path = put(dir, "bad.cf", text, strlen(text));
	struct cf_dynamic d;

	memset(&d, 0x5a, sizeof(d));
	if (cf_dyn_read(path, s, &d) != -1)
		fail_msg("accepted:\n%s", text);
	assert_non_null(strstr(tr_errmsg(), path));
	if (!strstr(tr_errmsg(), what))
		fail_msg("'%s' does not say '%s'", tr_errmsg(), what);
	/* Nothing kept. */
	assert_null(d.cand);
	assert_null(d.samples);
	assert_int_equal(d.nsamples, 0);
	unlink(path);
	free(path);
}

static void
test_dyn_read_errors(void **state)
{
	char *dir = tmp_dir(), *missing;
	struct cf_static s;
	struct cf_dynamic d;

	(void)state;
	fake_static(&s, 3);
	missing = xpathjoin(dir, "none.cf");
	assert_int_equal(cf_dyn_read(missing, &s, &d), -1);
	assert_non_null(strstr(tr_errmsg(), missing));
	free(missing);

	read_fails(dir, &s, "T 2 3\nE 0 0 0\n", "version");
	read_fails(dir, &s, "T 1 4\nE 0 0 0\n", "candidates");
	read_fails(dir, &s, "T 1 2\nE 0 0 0\n", "candidates");
	/* Malformed lines, and which. */
	read_fails(dir, &s, "T 1 3\nS 0 x 1 0\nE 1 0 0\n", "line 2");
	read_fails(dir, &s, "T 1 3\nS 0 1 1\nE 1 0 0\n", "line 2");
	read_fails(dir, &s, "T 1 3\nS 0 1 1 0 5\nE 1 0 0\n", "line 2");
	read_fails(dir, &s, "T 1 3\nS 3 1 1 0\nE 1 0 0\n", "line 2");
	read_fails(dir, &s, "T 1 3\nS 0 0 1 0\nE 1 0 0\n", "line 2");
	read_fails(dir, &s, "T 1 3\nS 0 1 0 0\nE 1 0 0\n", "line 2");
	read_fails(dir, &s, "T 1 3\nS 0 -1 1 0\nE 1 0 0\n", "line 2");
	read_fails(dir, &s, "T 1 3\nS 0 5 1 0\nS 1 4 1 0\nE 9 0 0\n",
		   "line 3");
	read_fails(dir, &s, "T 1 3\nK 0 1 1 0 0 0\nE 1 0 0\n", "line 2");
	read_fails(dir, &s, "T 1 3\nK 3 1 1 0 0 0 0\nE 1 0 0\n", "line 2");
	read_fails(dir, &s, "T 1 3\nK 0 -1 1 0 0 0 0\nE 1 0 0\n", "line 2");
	read_fails(dir, &s, "T 1 3\nX 0\nE 1 0 0\n", "line 2");
	/* An F line of a 1-bit value (its own changes are V lines). */
	read_fails(dir, &s, "T 1 3\nF 2 1 1 0\nE 1 0 0\n", "line 2");
	/* A V line of a wider value. */
	read_fails(dir, &s, "T 1 3\nV 0 1 1 0\nE 1 0 0\n", "line 2");
	read_fails(dir, &s, "T 1 3\nE 1 0 2\n", "line 2");
	read_fails(dir, &s, "T 1 3\nT 1 3\nE 1 0 0\n", "line 2");
	read_fails(dir, &s, "S 0 1 1 0\nE 1 0 0\n", "line 1");
	read_fails(dir, &s, "T 1 3\nS 0 99999999999999999999999 1 0\n"
		   "E 1 0 0\n", "line 2");
	/* A sample past its candidate's count, or past the total. */
	read_fails(dir, &s, "T 1 3\nS 0 1 5 0\nK 0 4 1 0 0 0 0\nE 9 1 0\n",
		   "past its counts");
	read_fails(dir, &s, "T 1 3\nS 0 1 1 0\nE 9 1 0\n", "past its counts");
	read_fails(dir, &s, "T 1 3\nS 1 12 1 0\nK 1 4 1 0 0 0 0\nE 9 1 0\n",
		   "past its counts");
	/* The run did not end, or something follows its end. */
	read_fails(dir, &s, "T 1 3\nS 0 1 1 0\nK 0 4 1 0 0 0 0\n",
		   "no end line");
	read_fails(dir, &s, "", "no end line");
	read_fails(dir, &s, "T 1 3\nE 9 1 0\nK 0 4 1 0 0 0 0\n", "line 3");
	read_fails(dir, &s, "T 1 3\nE 9 1 0\nE 9 1 0\n", "line 3");
	cf_static_release(&s);
	assert_int_equal(rmdir(dir), 0);
	free(dir);
}

/* xorshift64*: the fuzz's draws. */
static uint64_t
rnd(uint64_t *x)
{
	*x ^= *x >> 12;
	*x ^= *x << 25;
	*x ^= *x >> 27;
	return *x * 0x2545f4914f6cdd1dULL;
}

/* Insert n bytes at pos of buf (len, capacity cap). */
static void
insert(char **buf, size_t *len, size_t *cap, size_t pos, const char *s,
       size_t n)
{
	if (*len + n + 1 > *cap) {
		*cap = 2 * (*len + n + 1);
		*buf = xrealloc(*buf, *cap);
	}
	memmove(*buf + pos + n, *buf + pos, *len - pos);
	memcpy(*buf + pos, s, n);
	*len += n;
}

/* The start and end (after its newline) of the l-th line, if any. */
static bool
line_at(const char *buf, size_t len, size_t l, size_t *b, size_t *e)
{
	size_t i = 0;

	for (size_t k = 0; k < l && i < len; i++)
		if (buf[i] == '\n')
			k++;
	if (i >= len)
		return false;
	*b = i;
	while (i < len && buf[i] != '\n')
		i++;
	*e = i < len ? i + 1 : i;
	return true;
}

static void
mutate(char **buf, size_t *len, size_t *cap, uint64_t *x)
{
	static const char *const huge[] = {
		"18446744073709551615", "18446744073709551616",
		"99999999999999999999999", "9223372036854775808",
		"-9223372036854775809", "4294967296", "0",
	};
	size_t pos = *len ? rnd(x) % (*len + 1) : 0, b, e;
	char c;

	switch (rnd(x) % 8) {
	case 0:		/* a bit flip */
		if (*len)
			(*buf)[pos % *len] ^= (char)(1u << rnd(x) % 8);
		break;
	case 1:		/* a line deleted */
		if (line_at(*buf, *len, rnd(x) % 16, &b, &e)) {
			memmove(*buf + b, *buf + e, *len - e);
			*len -= e - b;
		}
		break;
	case 2:		/* a line duplicated */
		if (line_at(*buf, *len, rnd(x) % 16, &b, &e)) {
			char *l = xmalloc(e - b);

			memcpy(l, *buf + b, e - b);
			insert(buf, len, cap, b, l, e - b);
			free(l);
		}
		break;
	case 3:		/* cut short */
		*len = pos;
		break;
	case 4:		/* a digit */
		c = (char)('0' + rnd(x) % 10);
		insert(buf, len, cap, pos, &c, 1);
		break;
	case 5:		/* a minus sign */
		insert(buf, len, cap, pos, "-", 1);
		break;
	case 6: {	/* a huge number */
		const char *h = huge[rnd(x) % (sizeof(huge) / sizeof(*huge))];

		insert(buf, len, cap, pos, h, strlen(h));
		break;
	}
	default:	/* a byte replaced: space, newline, tag, anything */
		if (*len) {
			static const char some[] = " \n\tSPVKET-+0x";

			(*buf)[pos % *len] = rnd(x) % 2 ?
				some[rnd(x) % (sizeof(some) - 1)] :
				(char)(rnd(x) % 256);
		}
		break;
	}
}

/* What a successful read promises. */
static void
check_read(const struct cf_dynamic *d, const struct cf_static *s)
{
	unsigned total = 0;

	assert_int_equal(d->ncand, s->n);
	for (unsigned j = 0; j < d->nsamples; j++) {
		const struct cf_sample *sm = &d->samples[j];

		assert_true(sm->cand < s->n);
		assert_true(sm->own >= 1);
		assert_true(sm->own <= d->cand[sm->cand].count);
		assert_true(sm->instance >= 1);
		assert_true(sm->instance <= d->total);
		assert_true(!sm->change || sm->spread);
	}
	for (unsigned k = 0; k < s->n; k++) {
		const struct cf_cand_dyn *c = &d->cand[k];

		assert_true(c->nchange <= c->nspread);
		for (unsigned j = 0; j < c->nsamples; j++) {
			assert_true(c->first_sample + j < d->nsamples);
			assert_int_equal(d->samples[c->first_sample + j].cand, k);
			assert_false(d->samples[c->first_sample + j].spread);
		}
		for (unsigned j = 0; j < c->nspread; j++) {
			const struct cf_sample *sm;

			assert_true(c->first_spread + j < d->nsamples);
			sm = &d->samples[c->first_spread + j];
			assert_int_equal(sm->cand, k);
			assert_true(sm->spread);
			assert_int_equal(sm->change, j < c->nchange);
		}
		total += c->nsamples + c->nspread;
	}
	assert_int_equal(total, d->nsamples);
}

static void
test_dyn_read_fuzz(void **state)
{
	char *dir = tmp_dir(), *path = xpathjoin(dir, "fuzz.cf");
	size_t cap = 4096, len;
	char *buf = xmalloc(cap);
	uint64_t x = 0x9e3779b97f4a7c15ULL;
	unsigned ok = 0, bad = 0;
	struct cf_static s;

	(void)state;
	fake_static(&s, 3);
	for (unsigned t = 0; t < 3000; t++) {
		unsigned nmut = 1 + (unsigned)(rnd(&x) % 3);
		struct cf_dynamic d;
		FILE *f;
		int rc;

		len = strlen(valid);
		memcpy(buf, valid, len);
		for (unsigned i = 0; i < nmut; i++)
			mutate(&buf, &len, &cap, &x);
		f = fopen(path, "w");
		assert_non_null(f);
		assert_int_equal(fwrite(buf, 1, len, f), len);
		assert_int_equal(fclose(f), 0);
		rc = cf_dyn_read(path, &s, &d);
		if (rc == 0) {
			check_read(&d, &s);
			cf_dyn_release(&d);
			ok++;
		} else {
			assert_int_equal(rc, -1);
			assert_true(strlen(tr_errmsg()) > 0);
			assert_null(d.cand);
			assert_null(d.samples);
			bad++;
		}
	}
	/* Both ways taken. */
	assert_true(ok >= 30);
	assert_true(bad >= 300);
	unlink(path);
	free(path);
	free(buf);
	cf_static_release(&s);
	assert_int_equal(rmdir(dir), 0);
	free(dir);
}

/*
 * The plan
 */

static void
test_bits(void **state)
{
	struct cf_candidate c = { .id = 1 };
	struct cf_cand_dyn cd = { .count = 50, .smin = 0, .smax = 999 };
	bool low[64], high[64];
	int bits[2], again[2];

	(void)state;
	/* A 1-bit value: its one bit. */
	c.width = 1;
	c.kind = CF_KIND_INT;
	c.pattern = CF_STATE;
	for (uint64_t j = 0; j < 100; j++) {
		bits[0] = -1;
		assert_int_equal(cf_bits(&c, &cd, 7, j, bits), 1);
		assert_int_equal(bits[0], 0);
	}

	/* A pointer kept in memory: [16, 47), and [59, 64) on even samples
	   (odd ones explore: a second bit anywhere). */
	c.width = 64;
	c.kind = CF_KIND_PTR;
	c.pattern = CF_POINTER | CF_LOOP;
	memset(low, 0, sizeof(low));
	memset(high, 0, sizeof(high));
	for (uint64_t j = 0; j < 1000; j++) {
		unsigned nb = cf_bits(&c, NULL, 7, j, bits);

		assert_true(bits[0] >= 16 && bits[0] < 47);
		if (j % 2 == 0) {
			assert_int_equal(nb, 2);
			assert_true(bits[1] >= 59 && bits[1] < 64);
		} else if (nb == 2) {
			assert_true(bits[1] >= 0 && bits[1] < 64);
		}
		low[bits[0]] = high[bits[1]] = true;
	}
	for (int b = 16; b < 47; b++)
		assert_true(low[b]);
	for (int b = 0; b < 64; b++)
		assert_true(high[b]);
	/* ... but one used as an index in a loop is an address. */
	c.pattern = CF_POINTER | CF_INDEX;
	for (uint64_t j = 0; j < 200; j += 2) {
		assert_int_equal(cf_bits(&c, NULL, 7, j, bits), 2);
		assert_true(bits[0] == 0 || bits[0] == 1);
		assert_true(bits[1] >= 59 && bits[1] < 64);
	}

	/* An address: bit 0 or 1, and one of [2, 16) on even samples. */
	c.pattern = CF_INDEX;
	memset(low, 0, sizeof(low));
	memset(high, 0, sizeof(high));
	for (uint64_t j = 0; j < 1000; j += 2) {
		assert_int_equal(cf_bits(&c, &cd, 7, j, bits), 2);
		assert_true(bits[0] == 0 || bits[0] == 1);
		assert_true(bits[1] >= 2 && bits[1] < 16);
		low[bits[0]] = high[bits[1]] = true;
	}
	assert_true(low[0] && low[1]);
	for (int b = 2; b < 16; b++)
		assert_true(high[b]);

	/* A 64-bit integer that ranged over [0, 999] (10 bits): [10, 15),
	   and one of the top three on even samples, any bit on odd ones;
	   the same bits for the same seed and sample. */
	c.kind = CF_KIND_INT;
	c.pattern = CF_LOOP;
	memset(low, 0, sizeof(low));
	memset(high, 0, sizeof(high));
	for (uint64_t j = 0; j < 1000; j++) {
		unsigned nb = cf_bits(&c, &cd, 7, j, bits);

		assert_true(bits[0] >= 10 && bits[0] < 15);
		if (j % 2 == 0) {
			assert_int_equal(nb, 2);
			assert_true(bits[1] >= 61 && bits[1] < 64);
		}
		low[bits[0]] = high[bits[1]] = true;
		assert_int_equal(cf_bits(&c, &cd, 7, j, again), nb);
		assert_int_equal(again[0], bits[0]);
		assert_int_equal(again[1], bits[1]);
	}
	for (int b = 10; b < 15; b++)
		assert_true(low[b]);
	for (int b = 0; b < 64; b++)
		assert_true(high[b]);
	/* Another seed draws other bits somewhere. */
	{
		bool differ = false;

		for (uint64_t j = 0; j < 100 && !differ; j++) {
			cf_bits(&c, &cd, 7, j, bits);
			cf_bits(&c, &cd, 8, j, again);
			differ = bits[0] != again[0] || bits[1] != again[1];
		}
		assert_true(differ);
	}
	/* A negative range counts its whole span: [-512, 511] is 10 bits. */
	cd.smin = -512;
	cd.smax = 511;
	for (uint64_t j = 0; j < 200; j++) {
		cf_bits(&c, &cd, 3, j, bits);
		assert_true(bits[0] >= 10 && bits[0] < 15);
	}
	/* A 32-bit integer: bit L or L + 1, and any other. */
	c.width = 32;
	memset(high, 0, sizeof(high));
	for (uint64_t j = 0; j < 500; j++) {
		cf_bits(&c, &cd, 3, j, bits);
		assert_true(bits[0] == 10 || bits[0] == 11);
		assert_true(bits[1] >= 0 && bits[1] < 32);
		high[bits[1]] = true;
	}
	for (int b = 0; b < 32; b++)
		assert_true(high[b]);
	c.width = 64;
	/* No dynamic facts: a low bit of [0, 16). */
	for (uint64_t j = 0; j < 200; j++) {
		assert_int_equal(cf_bits(&c, NULL, 3, j, bits), 2);
		assert_true(bits[0] >= 0 && bits[0] < 16);
		assert_true(bits[1] >= 59 && bits[1] < 64);
	}
	/* A narrow integer: a bit of its lower half and of its upper. */
	c.width = 8;
	for (uint64_t j = 0; j < 200; j++) {
		unsigned nb = cf_bits(&c, NULL, 3, j, bits);

		assert_int_equal(nb, 2);
		assert_true(bits[0] >= 0 && bits[0] < 4);
		assert_true(bits[1] >= 4 && bits[1] < 8);
	}
}

/*
 * Three candidates: 0 with call-sequence samples 0-2 (instances 10, 20,
 * 30); 1 with one (3, at 15) and spread samples 4-7 (40, 50, 60, 70);
 * 2 with two (8, 9), but already shown to cause an LLC.
 */
static void
plan_input(struct cf_static *s, struct cf_dynamic *d)
{
	static const uint64_t inst[10] = { 10, 20, 30, 15, 40, 50, 60, 70,
					   5, 25 };
	static const unsigned owner[10] = { 0, 0, 0, 1, 1, 1, 1, 1, 2, 2 };

	fake_static(s, 3);
	memset(d, 0, sizeof(*d));
	d->ncand = 3;
	d->cand = calloc(3, sizeof(*d->cand));
	d->samples = calloc(10, sizeof(*d->samples));
	assert_non_null(d->cand);
	assert_non_null(d->samples);
	d->nsamples = 10;
	d->total = 100;
	for (unsigned j = 0; j < 10; j++)
		d->samples[j] = (struct cf_sample){
			.cand = owner[j], .instance = inst[j], .own = j + 1,
			.spread = j >= 4 && j < 8,
		};
	d->cand[0] = (struct cf_cand_dyn){ .count = 20, .smax = 99,
		.first_sample = 0, .nsamples = 3 };
	d->cand[1] = (struct cf_cand_dyn){ .count = 20, .smax = 99,
		.first_sample = 3, .nsamples = 1, .first_spread = 4,
		.nspread = 4 };
	d->cand[2] = (struct cf_cand_dyn){ .count = 20, .smax = 99,
		.first_sample = 8, .nsamples = 2 };
}

/* The sites of one round: their samples per candidate (-1: none). */
static uint64_t
round_of(struct cf_plan *p, const struct cf_static *s,
	 const struct cf_dynamic *d, const bool *done, unsigned r,
	 unsigned max, long got[3])
{
	uint64_t before = p->n, added;

	got[0] = got[1] = got[2] = -1;
	added = cf_plan_round(p, s, d, done, r, max, 42);
	assert_int_equal(p->n, before + added);
	for (uint64_t i = before; i < p->n; i++) {
		const struct cf_site *st = &p->sites[i];
		const struct cf_sample *sm = &d->samples[st->sample];
		int bits[2];
		unsigned nb;

		assert_true(st->cand < s->n);
		assert_int_equal(sm->cand, st->cand);
		assert_int_equal(st->instance, sm->instance);
		/* Its bits are cf_bits' for the sample. */
		nb = cf_bits(&s->c[st->cand], &d->cand[st->cand], 42,
			     cf_sample_key(s->c[st->cand].id, sm->own, r),
			     bits);
		assert_true(st->bit == bits[0] || (nb == 2 &&
						   st->bit == bits[1]));
		if (got[st->cand] >= 0)
			assert_int_equal(got[st->cand], st->sample);
		got[st->cand] = st->sample;
	}
	return added;
}

static void
test_plan_rounds(void **state)
{
	struct cf_static s;
	struct cf_dynamic d;
	struct cf_plan p = { 0 };
	bool done[3] = { false, false, true }, all[3] = { true, true, true };
	bool spread_seen[4] = { false };
	long got[3];
	uint64_t n;

	(void)state;
	plan_input(&s, &d);
	/* Round 0: each candidate's first call-sequence sample; 2 none. */
	n = round_of(&p, &s, &d, done, 0, 8, got);
	assert_int_equal(n, 4);	/* two bits each */
	assert_int_equal(p.rounds, 1);
	assert_int_equal(got[0], 0);
	assert_int_equal(got[1], 3);
	assert_int_equal(got[2], -1);
	assert_int_equal(p.sites[0].instance, 10);
	assert_int_equal(p.sites[0].cand, 0);
	assert_int_equal(p.sites[2].instance, 15);
	assert_int_equal(p.sites[2].cand, 1);
	/* Rounds 1, 2: 0's next ones; 1's spread samples. */
	n = round_of(&p, &s, &d, done, 1, 8, got);
	assert_int_equal(n, 4);
	assert_int_equal(p.rounds, 2);
	assert_int_equal(got[0], 1);
	assert_int_equal(p.sites[p.n - 4].instance, 20);
	assert_true(got[1] >= 4 && got[1] < 8);
	spread_seen[got[1] - 4] = true;
	n = round_of(&p, &s, &d, done, 2, 8, got);
	assert_int_equal(n, 4);
	assert_int_equal(got[0], 2);
	assert_true(got[1] >= 4 && got[1] < 8);
	spread_seen[got[1] - 4] = true;
	/* Rounds 3, 4: candidate 0 is out of samples; 1 goes on. */
	for (unsigned r = 3; r < 5; r++) {
		n = round_of(&p, &s, &d, done, r, 8, got);
		assert_int_equal(n, 2);
		assert_int_equal(got[0], -1);
		assert_true(got[1] >= 4 && got[1] < 8);
		spread_seen[got[1] - 4] = true;
		assert_int_equal(p.rounds, r + 1);
	}
	/* Four spread samples in four rounds: each once. */
	for (unsigned j = 0; j < 4; j++)
		assert_true(spread_seen[j]);
	/* Round 5: nobody has a sample left. */
	n = p.n;
	assert_int_equal(cf_plan_round(&p, &s, &d, done, 5, 8, 42), 0);
	assert_int_equal(p.n, n);
	assert_int_equal(p.rounds, 5);
	/* Everyone done: nothing, even in round 0. */
	assert_int_equal(cf_plan_round(&p, &s, &d, all, 0, 8, 42), 0);
	assert_int_equal(p.rounds, 5);
	/* max_samples caps the rounds: with 2, round 2 adds nothing. */
	assert_int_equal(cf_plan_round(&p, &s, &d, done, 2, 2, 42), 0);
	/* Again (a budget left): round 5 goes round both candidates'
	   samples, 0's third (5 mod 3) and 1's first (5 mod 5), and on past
	   max_samples, up to twice it. */
	p.again = true;
	n = round_of(&p, &s, &d, done, 5, 8, got);
	assert_int_equal(n, 4);
	assert_int_equal(got[0], 2);
	assert_int_equal(got[1], 3);
	assert_int_equal(p.rounds, 6);
	n = round_of(&p, &s, &d, done, 6, 8, got);
	assert_int_equal(got[0], 0);
	assert_true(got[1] >= 4 && got[1] < 8);
	n = round_of(&p, &s, &d, done, 15, 8, got);
	assert_int_equal(n, 4);
	assert_int_equal(got[0], 0);
	assert_int_equal(got[1], 3);
	assert_int_equal(cf_plan_round(&p, &s, &d, done, 16, 8, 42), 0);
	p.again = false;
	assert_int_equal(cf_plan_round(&p, &s, &d, done, 8, 8, 42), 0);
	/* Candidate 2, no longer done, has its own. */
	done[2] = false;
	round_of(&p, &s, &d, done, 1, 8, got);
	assert_int_equal(got[2], 9);
	for (uint64_t i = 0; i < p.n; i++)
		if (p.sites[i].cand == 2)
			assert_int_equal(p.sites[i].instance, 25);
	cf_plan_release(&p);
	assert_null(p.sites);
	assert_int_equal(p.n, 0);
	cf_dyn_release(&d);
	cf_static_release(&s);
}

/*
 * One candidate (fake_static's first) with n samples at instances 100,
 * 200, ..., own 1, 2, ...; the caller marks their kinds and fills
 * d->cand[0].
 */
static void
one_candidate(struct cf_static *s, struct cf_dynamic *d, unsigned n)
{
	fake_static(s, 1);
	memset(d, 0, sizeof(*d));
	d->ncand = 1;
	d->cand = calloc(1, sizeof(*d->cand));
	d->samples = calloc(n, sizeof(*d->samples));
	assert_non_null(d->cand);
	assert_non_null(d->samples);
	d->nsamples = n;
	d->total = 1000;
	for (unsigned j = 0; j < n; j++)
		d->samples[j] = (struct cf_sample){ .cand = 0,
			.instance = 100 * (j + 1), .own = j + 1 };
}

/*
 * A wider value's changes (F samples: the iterations where a compare that
 * reads it changed) alternate with its spread samples, a spread one
 * first, two of them at most; a sample's bits come from its candidate and
 * instance, whatever the other samples, and every other round explores.
 */
static void
test_plan_follow(void **state)
{
	struct cf_static s;
	struct cf_dynamic d = { 0 };
	struct cf_plan p = { 0 };
	bool done[1] = { false };
	long got[3];
	const bool change[7] = { false, true, true, true, false, false,
				 false };
	int kind[6];

	(void)state;
	/* One call-sequence sample, three changes, three spread samples. */
	one_candidate(&s, &d, 7);
	for (unsigned j = 0; j < 7; j++) {
		d.samples[j].spread = j >= 1;
		d.samples[j].change = change[j];
	}
	d.cand[0] = (struct cf_cand_dyn){ .count = 7, .smax = 50,
		.nsamples = 1, .first_spread = 1, .nspread = 6,
		.nchange = 3 };
	for (unsigned r = 0; r < 6; r++) {
		round_of(&p, &s, &d, done, r, 32, got);
		assert_true(got[0] >= 0);
		kind[r] = !r ? 0 : d.samples[got[0]].change ? 2 : 1;
	}
	assert_int_equal(kind[0], 0);
	assert_int_equal(kind[1], 1);
	assert_int_equal(kind[2], 2);
	assert_int_equal(kind[3], 1);
	assert_int_equal(kind[4], 2);
	assert_int_equal(kind[5], 1);
	/* Two changes and three spread samples: nothing more; again, the
	   first again. */
	assert_int_equal(cf_plan_round(&p, &s, &d, done, 6, 32, 42), 0);
	p.again = true;
	round_of(&p, &s, &d, done, 6, 32, got);
	assert_int_equal(got[0], 0);
	/* A 1-bit value's changes all come first; all seven once, and not
	   again (its one bit would repeat a run). */
	s.c[0].width = 1;
	cf_plan_release(&p);
	p.again = true;
	for (unsigned r = 1; r < 4; r++) {
		round_of(&p, &s, &d, done, r, 32, got);
		assert_true(d.samples[got[0]].change);
	}
	for (unsigned r = 4; r < 7; r++) {
		round_of(&p, &s, &d, done, r, 32, got);
		assert_true(got[0] >= 4);
	}
	assert_int_equal(cf_plan_round(&p, &s, &d, done, 7, 32, 42), 0);
	cf_plan_release(&p);
	/* Keys: the same for the same candidate, instance and round, their
	   parity alternating from round to round. */
	for (unsigned r = 0; r < 8; r++) {
		assert_int_equal(cf_sample_key(10, 5, r),
				 cf_sample_key(10, 5, r));
		assert_int_not_equal(cf_sample_key(10, 5, r) & 1,
				     cf_sample_key(10, 9, r + 1) & 1);
	}
	assert_int_not_equal(cf_sample_key(10, 5, 0) >> 1,
			     cf_sample_key(20, 5, 0) >> 1);
	/* The same instance in another round: another draw. */
	assert_int_not_equal(cf_sample_key(10, 5, 0) >> 1,
			     cf_sample_key(10, 5, 2) >> 1);
	cf_dyn_release(&d);
	cf_static_release(&s);
}

static void
test_plan_thinning(void **state)
{
	struct cf_static s;
	struct cf_dynamic d = { 0 };
	struct cf_plan p = { 0 };
	bool done[1] = { false };
	long got[3], picks[4];
	unsigned distinct = 0;

	(void)state;
	/* Ten call-sequence samples, then two spread ones. */
	one_candidate(&s, &d, 12);
	for (unsigned j = 10; j < 12; j++)
		d.samples[j].spread = true;
	d.cand[0] = (struct cf_cand_dyn){ .count = 12, .smax = 50,
		.nsamples = 10, .first_spread = 10, .nspread = 2 };
	for (unsigned r = 0; r < 4; r++) {
		round_of(&p, &s, &d, done, r, 4, got);
		assert_true(got[0] >= 0 && got[0] < 10);
		picks[r] = got[0];
		if (r)
			assert_true(picks[r] > picks[r - 1]);
	}
	for (unsigned r = 0; r < 4; r++)
		distinct += !r || picks[r] != picks[r - 1];
	assert_int_equal(distinct, 4);
	assert_int_equal(picks[0], 0);
	assert_int_equal(picks[3], 9);
	/* Four in all: the spread samples wait for a larger budget. */
	assert_int_equal(cf_plan_round(&p, &s, &d, done, 4, 4, 42), 0);
	assert_int_equal(p.rounds, 4);
	/* Again: round 5 (of up to 8) goes to the second of the four
	   picks, not to the spread samples. */
	p.again = true;
	round_of(&p, &s, &d, done, 5, 4, got);
	assert_int_equal(got[0], picks[1]);
	assert_int_equal(cf_plan_round(&p, &s, &d, done, 8, 4, 42), 0);
	p.again = false;
	/* Without thinning, all ten, then the spread ones. */
	cf_plan_release(&p);
	for (unsigned r = 0; r < 12; r++) {
		round_of(&p, &s, &d, done, r, 100, got);
		if (r < 10)
			assert_int_equal(got[0], r);
		else
			assert_true(got[0] >= 10 && got[0] < 12);
	}
	assert_int_equal(cf_plan_round(&p, &s, &d, done, 12, 100, 42), 0);
	assert_int_equal(p.rounds, 12);
	cf_plan_release(&p);
	cf_dyn_release(&d);
	cf_static_release(&s);
}

/*
 * The report
 */

/*
 * The boundary steps (plan.c, cf_boundary_bits): the bit halfway between
 * the lowest injected bit that crashed at once and the highest below it
 * that did not; none without such a pair, without a bit between them, for
 * a candidate done, or from a crash of unknown latency taken as at once.
 */
static void
test_plan_boundary(void **state)
{
	struct cf_site sites[9];
	struct cf_result res[9];
	struct cf_plan p = { .sites = sites, .n = 9 };
	bool done[4] = { false, false, false, true };
	int bit[4];
	const struct {
		unsigned cand;
		int bit;
		bool crash;
		int64_t latency;
	} runs[9] = {
		/* 0: quiet at 9 and 12, at once at 21, unknown at 62: 16. */
		{ 0, 9, false, -1 }, { 0, 12, true, -1 }, { 0, 21, true, 3 },
		{ 0, 62, true, -1 },
		/* 1: quiet at 13, at once at 14: no bit between. */
		{ 1, 13, false, -1 }, { 1, 14, true, 2 },
		/* 2: at once at 5 and nothing quiet below it. */
		{ 2, 5, true, 1 }, { 2, 40, false, -1 },
		/* 3: done, whatever its bits. */
		{ 3, 0, false, -1 },
	};

	(void)state;
	for (unsigned i = 0; i < 9; i++) {
		sites[i] = (struct cf_site){ .cand = runs[i].cand,
					     .bit = runs[i].bit };
		res[i] = (struct cf_result){ .id = 1 + runs[i].cand,
			.bit = runs[i].bit, .crash = runs[i].crash,
			.signal = runs[i].crash ? 11 : 0,
			.latency = runs[i].latency };
	}
	cf_boundary_bits(&p, res, 1000, 4, done, bit);
	assert_int_equal(bit[0], 16);
	assert_int_equal(bit[1], -1);
	assert_int_equal(bit[2], -1);
	assert_int_equal(bit[3], -1);
	/* The step's answer narrows the gap: at once at 16, then 14. */
	res[2].bit = sites[2].bit = 16;
	cf_boundary_bits(&p, res, 1000, 4, done, bit);
	assert_int_equal(bit[0], 14);
	/* A long-latency crash is neither; a run not injected is nothing. */
	res[2].latency = 5000;
	res[1].id = 0;
	cf_boundary_bits(&p, res, 1000, 4, done, bit);
	assert_int_equal(bit[0], -1);
}

static void
test_report(void **state)
{
	static char a0[] = "prog", a1[] = "--x";
	char *const args[2] = { a0, a1 };
	struct ir_module m;
	struct cf_static s;
	struct cf_dynamic d = { 0 };
	struct cf_site sites[3];
	struct cf_result res[3];
	struct cf_report_in in;
	json_t *j, *j2, *sar, *sar2, *locs, *loc, *lat, *run, *rules, *results;
	char want[128], name[64];
	const char *rule;
	char *t1, *t2;
	bool known = false;

	(void)state;
	load(&m, &s, ALL_IR);
	assert_true(s.n >= 2);
	d.ncand = s.n;
	d.cand = calloc(s.n, sizeof(*d.cand));
	d.samples = calloc(2, sizeof(*d.samples));
	assert_non_null(d.cand);
	assert_non_null(d.samples);
	d.nsamples = 2;
	d.total = 100;
	d.calls = 5;
	d.samples[0] = (struct cf_sample){ .cand = 0, .instance = 5,
					   .own = 2 };
	d.samples[1] = (struct cf_sample){ .cand = 1, .instance = 7,
					   .own = 3 };
	for (unsigned k = 0; k < s.n; k++)
		d.cand[k].count = 4;
	d.cand[0] = (struct cf_cand_dyn){ .count = 10, .sequences = 1,
		.umin = 0x1000, .umax = 0x2000, .smin = 4096, .smax = 8192,
		.first_sample = 0, .nsamples = 1 };
	d.cand[1] = (struct cf_cand_dyn){ .count = 20, .sequences = 1,
		.smin = -3, .smax = 40, .first_sample = 1, .nsamples = 1 };
	sites[0] = (struct cf_site){ .cand = 0, .sample = 0, .instance = 5,
				     .bit = 17 };
	sites[1] = (struct cf_site){ .cand = 1, .sample = 1, .instance = 7,
				     .bit = 3 };
	sites[2] = (struct cf_site){ .cand = 0, .sample = 0, .instance = 5,
				     .bit = 60 };
	res[0] = (struct cf_result){ .id = s.c[0].id, .bit = 17,
		.crash = true, .signal = 11, .latency = 5000,
		.outcome = "crash" };
	res[1] = (struct cf_result){ .id = s.c[1].id, .bit = 3,
		.crash = true, .signal = 11, .latency = 10,
		.outcome = "crash" };
	res[2] = (struct cf_result){ .id = s.c[0].id, .bit = 60,
		.crash = false, .latency = -1, .outcome = "benign" };
	in = (struct cf_report_in){ .module = "cf.ll", .hash = "0123abcd",
		.args = args, .nargs = 2, .threshold = 1000, .seed = 42,
		.max_samples = 8, .st = &s, .dyn = &d, .sites = sites,
		.results = res, .nresults = 3, .golden_insts = 1000 };

	j = cf_report_json(&in);
	assert_non_null(j);
	locs = json_object_get(j, "locations");
	assert_int_equal(json_array_size(locs), 1);
	loc = json_array_get(locs, 0);
	assert_int_equal(json_integer_value(json_object_get(loc, "id")),
			 s.c[0].id);
	assert_string_equal(json_string_value(json_object_get(loc,
							       "pattern")),
			    cf_pattern_name(s.c[0].pattern, name,
					    sizeof(name)));
	snprintf(want, sizeof(want), "--inst %u --site %u:2:17", s.c[0].id,
		 s.c[0].id);
	assert_string_equal(json_string_value(json_object_get(loc, "replay")),
			    want);
	lat = json_object_get(loc, "latency");
	assert_int_equal(json_integer_value(json_object_get(lat, "count")), 1);
	assert_int_equal(json_integer_value(json_object_get(lat, "median")),
			 5000);
	assert_int_equal(json_integer_value(json_object_get(loc, "runs")), 2);
	assert_int_equal(json_integer_value(json_object_get(loc, "crashes")),
			 1);
	assert_int_equal(json_integer_value(json_object_get(loc, "llc_runs")),
			 1);
	assert_int_equal(json_array_size(json_object_get(loc, "llc_bits")), 1);
	assert_int_equal(json_integer_value(json_array_get(
		json_object_get(loc, "llc_bits"), 0)), 17);
	/* The call is a pointer: its range is an address range. */
	assert_string_equal(json_string_value(json_object_get(
		json_object_get(loc, "range"), "min")), "0x1000");
	assert_string_equal(json_string_value(json_object_get(loc,
							       "function")),
			    "keep");
	assert_int_equal(json_integer_value(json_object_get(json_object_get(
		j, "llc"), "locations")), 1);
	assert_true(fabs(json_real_value(json_object_get(json_object_get(
		j, "llc"), "static_share")) - 1.0 / s.static_insts) < 1e-12);
	assert_true(fabs(json_real_value(json_object_get(json_object_get(
		j, "llc"), "dynamic_share")) - 0.01) < 1e-12);
	assert_true(fabs(json_real_value(json_object_get(json_object_get(
		j, "static"), "static_share")) -
			 (double)s.n / s.static_insts) < 1e-12);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(
		j, "static"), "candidates")), s.n);
	assert_int_equal(json_array_size(json_object_get(j, "candidates")),
			 s.n);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(
		j, "injection"), "runs")), 3);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(
		j, "injection"), "crashes")), 2);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(
		j, "injection"), "llc_runs")), 1);
	/* Latencies 10 and 5000 in decades [10, 100) and [1000, 10000). */
	{
		json_t *h = json_object_get(json_object_get(j, "latency"),
					    "histogram");

		assert_int_equal(json_array_size(h), 4);
		assert_int_equal(json_integer_value(json_object_get(
			json_array_get(h, 1), "crashes")), 1);
		assert_int_equal(json_integer_value(json_object_get(
			json_array_get(h, 3), "crashes")), 1);
		assert_int_equal(json_integer_value(json_object_get(
			json_array_get(h, 0), "crashes")), 0);
	}

	/* Deterministic. */
	j2 = cf_report_json(&in);
	t1 = json_dumps(j, JSON_SORT_KEYS);
	t2 = json_dumps(j2, JSON_SORT_KEYS);
	assert_non_null(t1);
	assert_string_equal(t1, t2);
	free(t1);
	free(t2);

	/* The table names the location. */
	{
		char *text = NULL;
		size_t len = 0;
		FILE *f = open_memstream(&text, &len);

		assert_non_null(f);
		cf_report_print(f, j, 10);
		assert_int_equal(fclose(f), 0);
		assert_non_null(strstr(text, "1 long-latency-crash locations"));
		assert_non_null(strstr(text, "[0x1000, 0x2000]"));
		free(text);
	}

	/* SARIF. */
	sar = cf_report_sarif(j, "9.9");
	assert_non_null(sar);
	assert_string_equal(json_string_value(json_object_get(sar, "version")),
			    "2.1.0");
	run = json_array_get(json_object_get(sar, "runs"), 0);
	assert_string_equal(json_string_value(json_object_get(json_object_get(
		json_object_get(run, "tool"), "driver"), "name")), "trident");
	rules = json_object_get(json_object_get(json_object_get(run, "tool"),
						"driver"), "rules");
	assert_int_equal(json_array_size(rules), 4);
	results = json_object_get(run, "results");
	assert_int_equal(json_array_size(results), 1);
	rule = json_string_value(json_object_get(json_array_get(results, 0),
						 "ruleId"));
	assert_non_null(rule);
	for (size_t r = 0; r < 4; r++)
		known |= strcmp(rule, json_string_value(json_object_get(
			json_array_get(rules, r), "id"))) == 0;
	assert_true(known);
	/* The rule of its (first) pattern: the call's is "pointer". */
	assert_string_equal(rule, "llc-pointer");
	assert_true(strlen(json_string_value(json_object_get(json_object_get(
		json_array_get(results, 0), "message"), "text"))) > 0);
	sar2 = cf_report_sarif(j2, "9.9");
	t1 = json_dumps(sar, JSON_SORT_KEYS);
	t2 = json_dumps(sar2, JSON_SORT_KEYS);
	assert_string_equal(t1, t2);
	free(t1);
	free(t2);

	json_decref(sar);
	json_decref(sar2);
	json_decref(j);
	json_decref(j2);
	cf_dyn_release(&d);
	unload(&m, &s);
}

/* cf_plan_trim keeps whole candidates, at most the budget, the same
   ones for the same seed. */
static void
test_plan_trim(void **state)
{
	struct cf_plan p = { 0 }, q = { 0 };
	uint64_t kept;
	unsigned seen[5] = { 0 };

	(void)state;
	for (unsigned k = 0; k < 5; k++)
		for (unsigned b = 0; b < 2; b++) {
			struct cf_site s = { .cand = k, .instance = 10 * k + 1,
					     .bit = (int)b };

			p.sites = realloc(p.sites, (p.n + 1) * sizeof(s));
			p.sites[p.n++] = s;
		}
	q.sites = malloc(p.n * sizeof(*q.sites));
	memcpy(q.sites, p.sites, p.n * sizeof(*q.sites));
	q.n = p.n;
	/* Nothing to cut. */
	assert_int_equal(cf_plan_trim(&p, 0, 10, 1), 10);
	assert_int_equal(p.n, 10);
	/* 5 of 10: two whole candidates (4 sites). */
	kept = cf_plan_trim(&p, 0, 5, 1);
	assert_int_equal(kept, 4);
	assert_int_equal(p.n, 4);
	for (uint64_t i = 0; i < p.n; i++)
		seen[p.sites[i].cand]++;
	for (unsigned k = 0; k < 5; k++)
		assert_true(seen[k] == 0 || seen[k] == 2);
	/* The same seed keeps the same candidates. */
	assert_int_equal(cf_plan_trim(&q, 0, 5, 1), 4);
	for (uint64_t i = 0; i < 4; i++)
		assert_int_equal(q.sites[i].cand, p.sites[i].cand);
	/* Sites before `from` stay. */
	assert_int_equal(cf_plan_trim(&q, 2, 0, 1), 0);
	assert_int_equal(q.n, 2);
	cf_plan_release(&p);
	cf_plan_release(&q);
}

/* A vector's two bits lie in one of its lanes, as its lane type's do. */
static void
test_bits_lanes(void **state)
{
	struct cf_candidate c = { .id = 1, .pattern = CF_INDEX, .width = 32,
				  .lanes = 4, .kind = CF_KIND_INT };
	struct cf_cand_dyn cd = { .count = 4, .smin = 0, .smax = 255 };
	unsigned used[4] = { 0 };

	(void)state;
	for (uint64_t j = 0; j < 64; j++) {
		int bits[2];
		unsigned nb = cf_bits(&c, &cd, 7, j, bits), lane;

		assert_true(nb == 1 || nb == 2);
		lane = (unsigned)bits[0] / 32;
		assert_true(lane < 4);
		used[lane]++;
		if (nb == 2)
			assert_int_equal((unsigned)bits[1] / 32, lane);
		/* The first bit as a 32-bit integer of range [0, 255]:
		   its bit length 8, or 9. */
		assert_true(bits[0] % 32 == 8 || bits[0] % 32 == 9);
	}
	for (unsigned l = 0; l < 4; l++)
		assert_true(used[l] > 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pointer_pattern),
		cmocka_unit_test(test_loop_pattern),
		cmocka_unit_test(test_index_pattern),
		cmocka_unit_test(test_bulk_length),
		cmocka_unit_test(test_state_pattern),
		cmocka_unit_test(test_names_never_matter),
		cmocka_unit_test(test_no_candidates),
		cmocka_unit_test(test_order_width_kind),
		cmocka_unit_test(test_pattern_name),
		cmocka_unit_test(test_dyn_instrument),
		cmocka_unit_test(test_dyn_read),
		cmocka_unit_test(test_dyn_read_errors),
		cmocka_unit_test(test_dyn_read_fuzz),
		cmocka_unit_test(test_bits),
		cmocka_unit_test(test_plan_rounds),
		cmocka_unit_test(test_plan_thinning),
		cmocka_unit_test(test_plan_follow),
		cmocka_unit_test(test_plan_trim),
		cmocka_unit_test(test_bits_lanes),
		cmocka_unit_test(test_plan_boundary),
		cmocka_unit_test(test_report),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
