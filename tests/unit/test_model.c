/*
 * test_model.c: the model's pure parts: the reference's compare masking
 * (model-anchors §1.2), the combination of users' outcomes, model names,
 * and the comparison statistics against fault injection.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

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
	assert_true(o.sensitivity && o.dead_stores && o.join_values);
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

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cmp_mask_reference),
		cmocka_unit_test(test_combiner),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_compare),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
