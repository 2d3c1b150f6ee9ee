/*
 * test_model.c: the model's pure parts: the reference's compare masking
 * (model-anchors §1.2), the combination of users' outcomes, model names,
 * and the comparison statistics against fault injection. And the checks
 * of a profile against the module (check.c) and of --explain: a small
 * module and a profile of it written by hand, then changed into profiles
 * whose numbers cannot be true for that module.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "internal.h"

#define assert_contains(s, sub) do { \
	if (!strstr((s), (sub))) \
		fail_msg("'%s' does not contain '%s'", (s), (sub)); \
} while (0)

static struct prof_compare
cmp(const char *pred, const char *type, unsigned w, bool fp, uint64_t nt,
    uint64_t nf, double m0, double m1)
{
	struct prof_compare c = { .width = w, .fp = fp, .n = nt + nf,
				  .ntrue = nt, .nfalse = nf, .has_mean = true,
				  .mean = { m0, m1 } };

	strcpy(c.predicate, pred);
	strcpy(c.type, type);
	return c;
}

static void
test_cmp_mask_reference(void **state)
{
	struct prof_compare c;

	(void)state;
	/* sgt i32, means 5 (3 bits) and 0: mask_T = 35/64, mask_F = 32/64,
	   weighted by P_T = 1/4, P_F = 3/4. */
	c = cmp("sgt", "i32", 32, false, 1, 3, 5, 0);
	assert_true(fabs(model_cmp_mask_reference(&c) -
			 (0.25 * 35 / 64 + 0.75 * 32 / 64)) < 1e-12);
	/* slt mirrors it: mask_F from operand 0, mask_T from operand 1. */
	c = cmp("slt", "i32", 32, false, 1, 3, 5, 0);
	assert_true(fabs(model_cmp_mask_reference(&c) -
			 (0.75 * 35 / 64 + 0.25 * 32 / 64)) < 1e-12);
	/* eq: masked when false; pointers the other way round. */
	c = cmp("eq", "i64", 64, false, 1, 3, 0, 0);
	assert_true(fabs(model_cmp_mask_reference(&c) - 0.75) < 1e-12);
	c = cmp("eq", "ptr", 64, false, 1, 3, 0, 0);
	assert_true(fabs(model_cmp_mask_reference(&c) - 0.25) < 1e-12);
	/* Clamped to [0, 1] (the reference is not): huge FP means. */
	c = cmp("ogt", "double", 64, true, 1, 1, 1e300, 1e300);
	assert_true(model_cmp_mask_reference(&c) <= 1);
	/* Never executed: 0. */
	c = cmp("sgt", "i32", 32, false, 0, 0, 0, 0);
	assert_true(model_cmp_mask_reference(&c) == 0);
}

static void
test_combiner(void **state)
{
	struct model_combiner cb;
	struct model_out o;

	(void)state;
	/* Union of two users with SDC 1/2: max 1/2, independent 3/4. */
	model_combiner_init(&cb, MODEL_UNION, 0.3);
	model_combiner_add(&cb, 1, 10, (struct model_out){ 0.5, 0.2 });
	model_combiner_add(&cb, 1, 30, (struct model_out){ 0.5, 0.4 });
	o = model_combiner_end(&cb);
	assert_true(fabs(o.sdc - (0.5 + 0.3 * 0.25)) < 1e-12);
	assert_true(fabs(o.crash - 0.4) < 1e-12);
	/* SDC and crash never exceed 1 together. */
	model_combiner_init(&cb, MODEL_UNION, 1);
	model_combiner_add(&cb, 1, 1, (struct model_out){ 0.9, 0 });
	model_combiner_add(&cb, 1, 1, (struct model_out){ 0, 0.8 });
	o = model_combiner_end(&cb);
	assert_true(o.sdc + o.crash <= 1 + 1e-12);
	/* Average by weight (the reference's leaf average). */
	model_combiner_init(&cb, MODEL_AVERAGE, 0);
	model_combiner_add(&cb, 1, 1, (struct model_out){ 1, 0 });
	model_combiner_add(&cb, 1, 3, (struct model_out){ 0, 0 });
	assert_true(fabs(model_combiner_end(&cb).sdc - 0.25) < 1e-12);
	/* Every path left out: left out. */
	model_combiner_init(&cb, MODEL_UNION, 0.3);
	model_combiner_add(&cb, 1, 1, MODEL_LEFT_OUT);
	assert_true(model_combiner_end(&cb).sdc < 0);
	/* Nothing at all: masked. */
	model_combiner_init(&cb, MODEL_UNION, 0.3);
	assert_true(model_combiner_end(&cb).sdc == 0);
}

static void
test_names(void **state)
{
	struct model_opts o;
	enum model_kind k;

	(void)state;
	assert_int_equal(model_opts_parse("ref:trident", &o), 0);
	assert_int_equal(o.kind, MODEL_TRIDENT);
	assert_int_equal(o.combine, MODEL_AVERAGE);
	assert_false(o.sensitivity);
	assert_int_equal(model_opts_parse("fs+fc", &o), 0);
	assert_int_equal(o.kind, MODEL_FS_FC);
	assert_int_equal(o.combine, MODEL_UNION);
	/* The defaults: dead stores and sizes of errors off (issue 15). */
	assert_true(o.sensitivity && o.join_values);
	assert_false(o.dead_stores || o.magnitude);
	assert_int_equal(model_opts_parse("ref:", &o), -1);
	assert_int_equal(model_kind_parse("bogus", &k), -1);
	assert_string_equal(model_kind_name(MODEL_FS), "fs");
}

static void
test_compare(void **state)
{
	const double pred[] = { 0.1, 0.2, 0.3, 0.4 };
	const double fi[] = { 0.1, 0.25, 0.35, 0.4 };
	const double same[] = { 0.1, 0.2, 0.3, 0.4 };
	struct model_comparison c;

	(void)state;
	model_compare(pred, fi, 4, &c);
	assert_true(fabs(c.mae - 0.025) < 1e-12);
	assert_true(fabs(c.mean_diff + 0.025) < 1e-12);
	assert_true(fabs(c.spearman - 1) < 1e-12);
	/* d = (0, -.05, -.05, 0): t = -sqrt(3), 3 degrees of freedom. */
	assert_true(fabs(c.t_p - 0.181690) < 1e-5);
	model_compare(pred, same, 4, &c);
	assert_true(c.mae == 0 && c.t_p == 1);
	model_compare(pred, fi, 1, &c);
	assert_true(isnan(c.t_p) && isnan(c.spearman));
}

/*
 * Ids: entry: 1 icmp, 2 br; a: 3 add, 4 br; b: 5 phi, 6 call printf,
 * 7 ret. Candidates: 1, 3, 5, 6. The profile is of main(3): a taken.
 */
static const char module_text[] =
	"@.fmt = private constant [4 x i8] c\"%d\\0A\\00\"\n"
	"declare i32 @printf(ptr, ...)\n"
	"define i32 @main(i32 %n) {\n"
	"entry:\n"
	"  %c = icmp slt i32 %n, 5\n"
	"  br i1 %c, label %a, label %b\n"
	"a:\n"
	"  %x = add i32 %n, 1\n"
	"  br label %b\n"
	"b:\n"
	"  %y = phi i32 [ %x, %a ], [ %n, %entry ]\n"
	"  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %y)\n"
	"  ret i32 0\n"
	"}\n";

/* The profile, with the module's hash for %s. */
static const char profile_text[] =
	"{\"format\": \"trident-profile\", \"version\": 4, \"hash\": \"%s\",\n"
	" \"module\": \"unit.ll\", \"args\": [\"3\"], \"mode\": \"lite\",\n"
	" \"atomic\": false,\n"
	" \"exit\": {\"crashed\": false, \"signal\": null, \"status\": 0},\n"
	" \"totals\": {\"instructions\": 7, \"candidates\": 4},\n"
	" \"counts\": {\"1\": 1, \"2\": 1, \"3\": 1, \"4\": 1, \"5\": 1,"
	" \"6\": 1, \"7\": 1},\n"
	" \"branches\": {\"2\": [1, 0]},\n"
	" \"calls\": {\"6\": {\"callee\": \"printf\", \"count\": 1}},\n"
	" \"values\": {\"1\": {\"op\": \"icmp\", \"samples\": 1,"
	" \"executions\": 1, \"operands\": [{\"flips\": 32, \"changed\": 2},"
	" null]},\n"
	"  \"3\": {\"op\": \"add\", \"samples\": 1, \"executions\": 1,"
	" \"operands\": [{\"flips\": 32, \"changed\": 32}, null]}},\n"
	" \"compares\": {\"1\": {\"predicate\": \"slt\", \"type\": \"i32\","
	" \"n\": 1, \"true\": 1, \"false\": 0, \"mean\": [3.0, 5.0]}},\n"
	" \"shifts\": {},\n"
	" \"outputs\": {\"6\": {\"callee\": \"printf\", \"count\": 1,"
	" \"conversions\": [{\"type\": \"d\", \"precision\": null}]}}}\n";

struct fixture {
	struct ir_module m;
	char hash[17];
	char path[64];
	struct prof_profile p;
	struct model_result r;
	struct model_opts o;
};

static int
setup(void **state)
{
	struct fixture *f = calloc(1, sizeof(*f));
	int fd;

	if (!f || ir_module_parse(&f->m, "unit.ll", module_text))
		return -1;
	ir_ids_assign(&f->m);
	if (ir_module_hash(&f->m, f->hash))
		return -1;
	snprintf(f->path, sizeof(f->path), "/tmp/test_model.XXXXXX");
	fd = mkstemp(f->path);
	if (fd < 0)
		return -1;
	close(fd);
	model_opts_default(&f->o, MODEL_FS_FC);
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *f = *state;

	unlink(f->path);
	ir_module_release(&f->m);
	free(f);
	return 0;
}

/* The profile with from replaced by to, and from2 by to2 if not NULL. */
static void
write_profile(struct fixture *f, const char *from, const char *to,
	      const char *from2, const char *to2)
{
	char text[sizeof(profile_text) + 64], a[sizeof(text) + 256];
	char b[sizeof(a) + 256];
	const char *at;
	FILE *out;

	snprintf(text, sizeof(text), profile_text, f->hash);
	snprintf(a, sizeof(a), "%s", text);
	if (from) {
		at = strstr(text, from);
		assert_non_null(at);
		snprintf(a, sizeof(a), "%.*s%s%s", (int)(at - text), text, to,
			 at + strlen(from));
	}
	snprintf(b, sizeof(b), "%s", a);
	if (from2) {
		at = strstr(a, from2);
		assert_non_null(at);
		snprintf(b, sizeof(b), "%.*s%s%s", (int)(at - a), a, to2,
			 at + strlen(from2));
	}
	out = fopen(f->path, "w");
	assert_non_null(out);
	fputs(b, out);
	assert_int_equal(fclose(out), 0);
}

/* Load the profile as written and predict; the model's return value. */
static int
predict(struct fixture *f)
{
	int rc;

	if (prof_load(&f->p, f->path, f->hash))
		fail_msg("the loader refused it: %s", tr_errmsg());
	rc = model_predict(&f->r, &f->m, &f->p, &f->o);
	if (!rc)
		model_result_release(&f->r);
	prof_release(&f->p);
	return rc;
}

static void
test_profile_good(void **state)
{
	struct fixture *f = *state;

	write_profile(f, NULL, NULL, NULL, NULL);
	assert_int_equal(prof_load(&f->p, f->path, f->hash), 0);
	assert_int_equal(model_predict(&f->r, &f->m, &f->p, &f->o), 0);
	assert_int_equal(f->r.ninsts, 4);
	assert_int_equal(f->r.dynamic, 4);
	for (unsigned i = 0; i < f->r.ninsts; i++) {
		const struct model_inst *mi = &f->r.insts[i];

		assert_true(mi->sdc >= 0 && mi->sdc <= 1);
		assert_true(mi->crash >= 0 && mi->crash <= 1);
		assert_true(fabs(mi->sdc + mi->crash + mi->benign - 1) < 1e-9);
	}
	assert_true(f->r.sdc >= 0 && f->r.sdc <= 1);
	/* The add's result is printed with %d: SDC. */
	assert_int_equal(f->r.insts[1].id, 3);
	assert_true(f->r.insts[1].sdc > 0.9);
	model_result_release(&f->r);
	prof_release(&f->p);
}

/*
 * Profiles the loader accepts (each is consistent in itself) but that
 * cannot be of this module: each refused by model_predict with one line
 * naming the profile and the entry.
 */
static void
test_profile_module(void **state)
{
	static const struct {
		const char *from, *to, *from2, *to2, *want;
	} cases[] = {
		/* An id that is no instruction. */
		{ "\"7\": 1}", "\"7\": 1, \"99\": 0}", NULL, NULL,
		  "bad entry \"99\" in \"counts\": 'unit.ll' has no "
		  "instruction #99" },
		/* The add and the br after it in one block, counted apart. */
		{ "\"4\": 1,", "\"4\": 2,", "\"instructions\": 7",
		  "\"instructions\": 8",
		  "bad entry \"4\" in \"counts\": #4 ran 2 times, but #3 "
		  "before it in its block of 'unit.ll' ran 1 times" },
		/* The candidates' counts and "totals". */
		{ "\"candidates\": 4", "\"candidates\": 3", NULL, NULL,
		  "\"totals\" says 3 candidate instructions ran, but the "
		  "counts of the candidates of 'unit.ll' add up to 4" },
		/* Branch arrays inconsistent with the module. */
		{ "\"2\": [1, 0]", "\"2\": [1, 0, 0]", NULL, NULL,
		  "bad entry \"2\" in \"branches\": 3 successor counts, but #2 "
		  "(br) of 'unit.ll' has 2 successors" },
		{ "\"branches\": {\"2\": [1, 0]}",
		  "\"branches\": {\"2\": [1, 0], \"3\": [1]}", NULL, NULL,
		  "bad entry \"3\" in \"branches\": #3 of 'unit.ll' is an add, "
		  "not a conditional br or a switch" },
		{ "\"branches\": {\"2\": [1, 0]}",
		  "\"branches\": {\"2\": [1, 0], \"4\": [1]}", NULL, NULL,
		  "#4 of 'unit.ll' is a br, not a conditional br or a switch" },
		{ "\"branches\": {\"2\": [1, 0]}", "\"branches\": {}", NULL,
		  NULL, "#2 (br) of 'unit.ll' ran 1 times but has no successor "
		  "counts in \"branches\"" },
		/* Calls, values, compares, outputs of other instructions. */
		{ "\"calls\": {\"6\": {\"callee\": \"printf\"",
		  "\"calls\": {\"6\": {\"callee\": \"puts\"",
		  "\"outputs\": {\"6\": {\"callee\": \"printf\"",
		  "\"outputs\": {\"6\": {\"callee\": \"puts\"",
		  "bad entry \"6\" in \"calls\": the callee is 'puts', but "
		  "#6 of 'unit.ll' calls printf" },
		{ "\"calls\": {", "\"calls\": {\"5\": {\"callee\": null, "
		  "\"count\": 1}, ", NULL, NULL,
		  "bad entry \"5\" in \"calls\": #5 of 'unit.ll' is a phi, not "
		  "a call site" },
		{ "\"op\": \"add\"", "\"op\": \"sub\"", NULL, NULL,
		  "bad entry \"3\" in \"values\": #3 of 'unit.ll' is an add, "
		  "not the sub of 2 operands" },
		{ "\"predicate\": \"slt\"", "\"predicate\": \"sgt\"", NULL,
		  NULL, "bad entry \"1\" in \"compares\": sgt i32, but #1 of "
		  "'unit.ll' compares i32 with slt" },
		{ "\"type\": \"i32\"", "\"type\": \"i64\"", NULL, NULL,
		  "slt i64, but #1 of 'unit.ll' compares i32 with slt" },
		{ "\"shifts\": {}", "\"shifts\": {\"3\": {\"op\": \"shl\","
		  " \"width\": 32, \"n\": 1, \"mean\": 1.0}}", NULL, NULL,
		  "bad entry \"3\" in \"shifts\": #3 of 'unit.ll' is an add, "
		  "not a shift" },
	};
	struct fixture *f = *state;

	for (size_t k = 0; k < sizeof(cases) / sizeof(*cases); k++) {
		write_profile(f, cases[k].from, cases[k].to, cases[k].from2,
			      cases[k].to2);
		if (predict(f) != -1)
			fail_msg("case %zu (%s) was not refused", k,
				 cases[k].want);
		assert_contains(tr_errmsg(), cases[k].want);
		assert_contains(tr_errmsg(), f->path);
		assert_null(strchr(tr_errmsg(), '\n'));
	}
}

/*
 * A profile built in memory, past the loader: counts whose sum overflows
 * are still refused, not wrapped into a program SDC above 100%.
 */
static void
test_profile_overflow(void **state)
{
	struct fixture *f = *state;
	struct prof_inst insts[7];
	struct prof_profile p = { .path = "mem.json", .lite = true,
				  .ninsts = 7, .insts = insts,
				  .total_insts = 3, .total_candidates = 3 };

	memcpy(p.hash, f->hash, 17);
	for (unsigned k = 0; k < 7; k++)
		insts[k] = (struct prof_inst){ k + 1, (uint64_t)INT64_MAX };
	assert_int_equal(model_predict(&f->r, &f->m, &p, &f->o), -1);
	assert_contains(tr_errmsg(), "profile 'mem.json': the counts of the "
			"candidate instructions overflow");
}

static void
test_explain(void **state)
{
	struct fixture *f = *state;

	write_profile(f, NULL, NULL, NULL, NULL);
	f->o.explain = 999999;
	assert_int_equal(predict(f), -1);
	assert_string_equal(tr_errmsg(), "--explain 999999: no instruction "
			    "with that id in 'unit.ll'");
	f->o.explain = 2;
	assert_int_equal(predict(f), -1);
	assert_string_equal(tr_errmsg(), "--explain 2: #2 of 'unit.ll' (br) is "
			    "not a candidate instruction (one whose result a "
			    "fault can flip)");
	/* A candidate: explained on stderr, and predicted. */
	f->o.explain = 3;
	assert_int_equal(predict(f), 0);
}

/* The whole of the file at path (to free). */
static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;

	assert_non_null(f);
	assert_int_equal(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	rewind(f);
	buf = calloc(1, (size_t)n + 1);
	assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	return buf;
}

/*
 * model_json_write_result writes the bytes model_json_write writes of the
 * whole tree: odd reals (exponents, integers, tiny), strings jansson
 * escapes (quotes, control characters, UTF-8), an instruction json_string
 * refuses (not UTF-8) or json_real refuses (NaN) left out, no instruction
 * at all, and a member a caller added.
 */
static void
test_json_stream(void **state)
{
	struct model_inst insts[] = {
		{ 1, "main", "add", "a.c", 3, 10, 0.5, 0.25, 0.25 },
		{ 2, "f\"q\\b", "load", "dir/\x01tab\t.c", 0, 0, 1e-5, 1.0,
		  1234567.0 },
		{ 3, "caf\xc3\xa9", "mul", "?", 7, 18446744073709551615ULL,
		  0.0, 1e-300, 2.5e21 },
		{ 4, "bad\xff", "sub", "a.c", 1, 1, 0, 0, 1 },
		{ 5, "nan", "sub", "a.c", 1, 1, NAN, 0, 1 },
		{ 6, "last", "ret", "a.c", 9, 2, 0.333333333, 0.0000001, 0 },
	};
	struct model_result r = { .hash = "0123456789abcdef", .ninsts = 6,
				  .insts = insts, .dynamic = 42, .sdc = 0.1 };
	char a[] = "/tmp/test_model_jsonXXXXXX", b[sizeof(a)];
	char *ta, *tb;
	json_t *whole, *head;

	(void)state;
	memcpy(b, a, sizeof(a));
	assert_true(mkstemp(a) >= 0 && mkstemp(b) >= 0);
	model_opts_default(&r.opts, MODEL_TRIDENT);
	for (unsigned n = 0; n <= 6; n += 6) {
		r.ninsts = n;
		whole = model_json(&r, "m.bc", n ? "p.json" : NULL);
		head = model_json_head(&r, "m.bc", n ? "p.json" : NULL);
		json_object_set_new(whole, "sampled", json_integer(3));
		json_object_set_new(head, "sampled", json_integer(3));
		assert_int_equal(model_json_write(whole, a), 0);
		assert_int_equal(model_json_write_result(head, &r, b), 0);
		ta = slurp(a);
		tb = slurp(b);
		assert_string_equal(ta, tb);
		assert_non_null(strstr(ta, n ? "\"id\": 6" : "\"instructions\": []"));
		free(ta);
		free(tb);
		json_decref(whole);
		json_decref(head);
	}
	unlink(a);
	unlink(b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cmp_mask_reference),
		cmocka_unit_test(test_combiner),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_compare),
		cmocka_unit_test(test_json_stream),
		cmocka_unit_test_setup_teardown(test_profile_good, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_profile_module, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_profile_overflow, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_explain, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
