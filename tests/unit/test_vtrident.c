/*
 * test_vtrident.c: unit tests of vtrident/ on model results made by hand:
 * the median input's position (ceil((n - 1) / 2) of the sorted
 * predictions), R, execution volatility alone (the median's P_i, or the
 * mean where the median did not run an instruction), the bounds of Eq.
 * 6.3 clipped to [0, 1], the per-input estimates and their intervals
 * (S's own at the median input, widened by the model's error elsewhere), the
 * per-instruction ranges and classes, inputs that took no part, results
 * of different modules, and the JSON's shape.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "vtrident.h"

/* A result of three candidates (ids 1, 2, 3) with counts c and P_i p. */
static void
result(struct model_result *r, const uint64_t c[3], const double p[3])
{
	static char fn[] = "main", file[] = "x.c";

	memset(r, 0, sizeof(*r));
	strcpy(r->hash, "0123456789abcdef");
	r->ninsts = 3;
	r->insts = calloc(3, sizeof(*r->insts));
	for (unsigned i = 0; i < 3; i++) {
		r->insts[i] = (struct model_inst){
			.id = i + 1, .function = fn, .opcode = "add",
			.file = file, .line = 10 + i, .count = c[i],
			.sdc = p[i],
		};
		r->dynamic += c[i];
		r->sdc += p[i] * (double)c[i];
	}
	r->sdc /= (double)r->dynamic;
}

static void
test_median_and_range(void **state)
{
	/* Predictions 0.5, 0.1, 0.3, 0.2: sorted 0.1 0.2 0.3 0.5; position
	   ceil(3 / 2) = 2: the input predicted 0.3 (index 2). */
	const double ps[4] = { 0.5, 0.1, 0.3, 0.2 };
	struct model_result r[4];
	const struct model_result *res[4];
	const char *labels[4] = { "a", "b", "c", "d" };
	struct vt_bound b;

	(void)state;
	for (unsigned k = 0; k < 4; k++) {
		result(&r[k], (const uint64_t[3]){ 10, 10, 10 },
		       (const double[3]){ ps[k], ps[k], ps[k] });
		res[k] = &r[k];
	}
	assert_int_equal(vt_bound_build(&b, res, labels, NULL, 4), 0);
	assert_int_equal(b.median, 2);
	assert_int_equal(b.nok, 4);
	assert_true(fabs(b.range - 0.4) < 1e-12);
	assert_true(fabs(b.max - 0.5) < 1e-12 && fabs(b.min - 0.1) < 1e-12);
	/* Every P_i moves and no footprint does: execution volatility
	   alone sees none of it. */
	assert_true(b.exec_range < 1e-12);
	assert_true(fabs(b.inputs[0].exec_only - 0.3) < 1e-12);
	/* S = 0.25 measured [0.2, 0.3]: bounds 0.25 -/+ 0.2. */
	vt_bound_reference(&b, 0.25, 0.2, 0.3, 1000, true);
	assert_true(fabs(b.lo - 0.05) < 1e-12 && fabs(b.hi - 0.45) < 1e-12);
	assert_true(fabs(b.exec_lo - 0.25) < 1e-12);
	/* The estimates' span: predictions 0.1 .. 0.5 around the median's
	   0.3, moved onto S's interval: [0.2 - 0.2, 0.3 + 0.2]. */
	assert_true(fabs(b.span_lo - 0.0) < 1e-12 &&
		    fabs(b.span_hi - 0.5) < 1e-12);
	/* Input 0: 0.25 + (0.5 - 0.3) = 0.45; interval widened by S's
	   (-0.05, +0.05) and VT_DIFF_ERROR x 0.2. */
	assert_true(fabs(b.inputs[0].estimate - 0.45) < 1e-12);
	assert_true(fabs(b.inputs[0].est_lo -
			 fmax(0, 0.45 - 0.05 - VT_DIFF_FLOOR -
			      VT_DIFF_ERROR * 0.2)) < 1e-12);
	assert_true(fabs(b.inputs[0].est_hi -
			 fmin(1, 0.45 + 0.05 + VT_DIFF_FLOOR +
			      VT_DIFF_ERROR * 0.2)) < 1e-12);
	/* The median input's interval is S's alone. */
	assert_true(fabs(b.inputs[2].estimate - 0.25) < 1e-12);
	assert_true(fabs(b.inputs[2].est_lo - 0.2) < 1e-12 &&
		    fabs(b.inputs[2].est_hi - 0.3) < 1e-12);
	/* Every instruction's P_i ranges over 0.4: class > 20. */
	assert_int_equal(b.ninsts, 3);
	assert_true(fabs(b.insts[0].p_max - b.insts[0].p_min - 0.4) < 1e-12);
	assert_int_equal(vt_classify(b.insts[0].p_max - b.insts[0].p_min),
			 VT_CLASS_HIGH);
	assert_true(fabs(b.insts[0].p_median - 0.3) < 1e-12);
	/* Measured points inside the bounds. */
	vt_bound_measured(&b, 0, 0.44, 0.4, 0.48, 1000);
	vt_bound_measured(&b, 1, 0.5, 0.45, 0.55, 1000);
	unsigned m, in = vt_bound_inside(&b, b.lo, b.hi, &m);
	assert_int_equal(m, 2);
	assert_int_equal(in, 1);
	assert_int_equal(vt_bound_inside(&b, b.span_lo, b.span_hi, NULL), 2);
	vt_bound_release(&b);
	for (unsigned k = 0; k < 4; k++)
		free(r[k].insts);
}

static void
test_exec_only(void **state)
{
	/* P_i of instructions 1 and 2 fixed (0.9, 0); footprints move.
	   Instruction 3 runs on inputs 1 (P 0.6) and 3 (P 0.2) but not on
	   the median input: the mean of its P_i where it ran, 0.4, takes the
	   median's place. */
	struct model_result r[4];
	const struct model_result *res[4] = { &r[0], &r[1], &r[2], &r[3] };
	const char *labels[4] = { "a", "b", "c", "d" };
	struct vt_bound b;

	(void)state;
	result(&r[0], (const uint64_t[3]){ 10, 90, 0 },
	       (const double[3]){ 0.9, 0, 0 });
	result(&r[1], (const uint64_t[3]){ 50, 40, 10 },
	       (const double[3]){ 0.9, 0, 0.6 });
	result(&r[2], (const uint64_t[3]){ 40, 60, 0 },
	       (const double[3]){ 0.9, 0, 0 });
	result(&r[3], (const uint64_t[3]){ 10, 50, 40 },
	       (const double[3]){ 0.9, 0, 0.2 });
	assert_int_equal(vt_bound_build(&b, res, labels, NULL, 4), 0);
	/* Predictions 0.09, 0.51, 0.36, 0.17: the median is input 2. */
	assert_int_equal(b.median, 2);
	assert_true(fabs(b.inputs[0].exec_only - 0.09) < 1e-12);
	assert_true(fabs(b.inputs[2].exec_only - 0.36) < 1e-12);
	assert_true(fabs(b.inputs[1].exec_only - 0.49) < 1e-12);
	assert_true(fabs(b.inputs[3].exec_only - 0.25) < 1e-12);
	assert_true(fabs(b.exec_range - 0.40) < 1e-12);
	/* Instruction 3 is the most volatile (0.2 .. 0.6), absent at the
	   median input. */
	assert_int_equal(b.insts[0].id, 3);
	assert_int_equal(b.insts[0].ran, 2);
	assert_true(isnan(b.insts[0].p_median));
	assert_true(fabs(b.insts[0].footprint_max - 0.4) < 1e-12);
	vt_bound_release(&b);
	for (unsigned k = 0; k < 4; k++)
		free(r[k].insts);
}

static void
test_failed_inputs_and_clipping(void **state)
{
	struct model_result r[2];
	const struct model_result *res[3];
	const char *labels[3] = { "a", "b", "c" };
	const char *errors[3] = { NULL, "the run exited with status 1", NULL };
	struct vt_bound b;

	(void)state;
	result(&r[0], (const uint64_t[3]){ 1, 1, 1 },
	       (const double[3]){ 0.9, 0.9, 0.9 });
	result(&r[1], (const uint64_t[3]){ 1, 1, 1 },
	       (const double[3]){ 0.1, 0.1, 0.1 });
	res[0] = &r[0];
	res[1] = NULL;
	res[2] = &r[1];
	assert_int_equal(vt_bound_build(&b, res, labels, errors, 3), 0);
	assert_int_equal(b.nok, 2);
	assert_string_equal(b.inputs[1].error, "the run exited with status 1");
	/* Two inputs: position ceil(1/2) = 1 of (0.1, 0.9): input 0. */
	assert_int_equal(b.median, 0);
	vt_bound_reference(&b, 0.95, 0.9, 0.97, 100, true);
	assert_true(b.hi == 1 && fabs(b.lo - 0.55) < 1e-12);
	assert_true(b.inputs[0].est_hi <= 1 && b.inputs[2].est_lo >= 0);
	json_t *j = vt_bound_json(&b, "m.bc", "0123456789abcdef", 2);
	assert_non_null(j);
	assert_int_equal(json_array_size(json_object_get(j, "inputs")), 3);
	assert_int_equal(json_array_size(json_object_get(j, "instructions")),
			 2);
	assert_non_null(json_object_get(json_array_get(
		json_object_get(j, "inputs"), 1), "error"));
	assert_null(json_object_get(json_array_get(
		json_object_get(j, "inputs"), 1), "predicted"));
	assert_null(json_object_get(j, "inside"));
	json_decref(j);
	vt_bound_release(&b);
	for (unsigned k = 0; k < 2; k++)
		free(r[k].insts);
}

static void
test_errors(void **state)
{
	struct model_result r[2];
	const struct model_result *res[2] = { &r[0], &r[1] };
	const struct model_result *none[2] = { NULL, NULL };
	const char *labels[2] = { "a", "b" };
	struct vt_bound b;

	(void)state;
	result(&r[0], (const uint64_t[3]){ 1, 1, 1 },
	       (const double[3]){ 0.9, 0.9, 0.9 });
	result(&r[1], (const uint64_t[3]){ 1, 1, 1 },
	       (const double[3]){ 0.1, 0.1, 0.1 });
	strcpy(r[1].hash, "fedcba9876543210");
	assert_int_equal(vt_bound_build(&b, res, labels, NULL, 2), -1);
	assert_non_null(strstr(tr_errmsg(), "different modules"));
	assert_int_equal(vt_bound_build(&b, none, labels, NULL, 2), -1);
	assert_non_null(strstr(tr_errmsg(), "no input"));
	for (unsigned k = 0; k < 2; k++)
		free(r[k].insts);
}

static void
test_classes(void **state)
{
	(void)state;
	assert_int_equal(vt_classify(0), VT_CLASS_LOW);
	assert_int_equal(vt_classify(0.0999), VT_CLASS_LOW);
	assert_int_equal(vt_classify(0.1), VT_CLASS_MID);
	assert_int_equal(vt_classify(0.2), VT_CLASS_MID);
	assert_int_equal(vt_classify(0.2001), VT_CLASS_HIGH);
	assert_string_equal(vt_class_name(VT_CLASS_HIGH), ">20");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_median_and_range),
		cmocka_unit_test(test_exec_only),
		cmocka_unit_test(test_failed_inputs_and_clipping),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_classes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
