/*
 * test_selective_dup.c: unit tests of selective-dup/: the knapsack against
 * brute force, its edge cases (nothing fits, everything fits, free items,
 * bad input), the parsers of ids, shares and --on-detect, and
 * dup_eligible on a parsed module.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>

#include "selective-dup.h"

/* The best profit within capacity, by trying every subset. */
static double
brute(const double *p, const double *c, size_t n, double cap)
{
	double best = 0;

	for (unsigned long m = 0; m < (1ul << n); m++) {
		double pp = 0, cc = 0;

		for (size_t i = 0; i < n; i++)
			if (m >> i & 1) {
				pp += p[i];
				cc += c[i];
			}
		if (cc <= cap + 1e-12 && pp > best)
			best = pp;
	}
	return best;
}

static void
test_knapsack_brute(void **state)
{
	(void)state;
	srand(7);
	for (int t = 0; t < 200; t++) {
		size_t n = 1 + (size_t)(rand() % 12);
		double p[12], c[12], cap = 0, got = 0, used = 0;
		bool ch[12];

		for (size_t i = 0; i < n; i++) {
			/* Costs on the grid's cells: the grid is exact. */
			c[i] = (double)(1 + rand() % 50) / 100.0;
			p[i] = (double)(rand() % 1000) / 1000.0;
			cap += c[i];
		}
		cap *= (double)(rand() % 100) / 100.0;
		assert_int_equal(dup_knapsack(p, c, n, cap, ch), 0);
		for (size_t i = 0; i < n; i++)
			if (ch[i]) {
				got += p[i];
				used += c[i];
			}
		assert_true(used <= cap + 1e-9);
		/* Rounding each cost up to a cell may cost a little. */
		assert_true(got >= brute(p, c, n, cap) - 1e-9);
	}
}

static void
test_knapsack_edges(void **state)
{
	double p[3] = { 1, 2, 0 }, c[3] = { 0.5, 0.5, 0.1 }, bad[1] = { -1 };
	bool ch[3];

	(void)state;
	/* Nothing fits. */
	assert_int_equal(dup_knapsack(p, c, 3, 0, ch), 0);
	assert_false(ch[0] || ch[1] || ch[2]);
	/* Everything fits: every item with a profit, not the one without. */
	assert_int_equal(dup_knapsack(p, c, 3, 2, ch), 0);
	assert_true(ch[0] && ch[1] && !ch[2]);
	/* One of the two: the more profitable. */
	assert_int_equal(dup_knapsack(p, c, 3, 0.6, ch), 0);
	assert_true(!ch[0] && ch[1]);
	/* Bad numbers are errors, not choices. */
	assert_int_equal(dup_knapsack(bad, c, 1, 1, ch), -1);
	assert_int_equal(dup_knapsack(p, c, 3, NAN, ch), -1);
	assert_int_equal(dup_knapsack(NULL, NULL, 0, 1, ch), 0);
}

static void
test_parsers(void **state)
{
	struct uvec ids = { 0 };
	struct dup_opts o = { 0 };

	(void)state;
	assert_true(fabs(dup_parse_share("1/3") - 1.0 / 3) < 1e-12);
	assert_true(fabs(dup_parse_share("25%") - 0.25) < 1e-12);
	assert_true(fabs(dup_parse_share("0.5") - 0.5) < 1e-12);
	assert_true(dup_parse_share("3/2") < 0);
	assert_true(dup_parse_share("1/0") < 0);
	assert_true(dup_parse_share("-0.1") < 0);
	assert_true(dup_parse_share("half") < 0);
	assert_true(dup_parse_share("") < 0);
	assert_int_equal(dup_parse_ids("5, 3 # a comment, 9\n3\t7", "x", &ids),
			 0);
	assert_int_equal(ids.n, 3);
	assert_int_equal(ids.v[0], 3);
	assert_int_equal(ids.v[1], 5);
	assert_int_equal(ids.v[2], 7);
	uvec_release(&ids);
	/* Each on an empty list (a failed call may leave some ids). */
	assert_int_equal(dup_parse_ids("3,x", "x", &ids), -1);
	uvec_release(&ids);
	assert_int_equal(dup_parse_ids("0", "x", &ids), -1);
	uvec_release(&ids);
	assert_int_equal(dup_parse_ids("# nothing\n", "x", &ids), -1);
	uvec_release(&ids);
	assert_int_equal(dup_parse_ids("99999999999", "x", &ids), -1);
	uvec_release(&ids);
	assert_int_equal(dup_parse_on_detect(NULL, "x", &o), 0);
	assert_int_equal(o.on_detect, DUP_DETECT_HOOK);
	assert_int_equal(dup_parse_on_detect("abort", "x", &o), 0);
	assert_int_equal(o.on_detect, DUP_DETECT_ABORT);
	assert_int_equal(dup_parse_on_detect("handler=h", "x", &o), 0);
	assert_int_equal(o.on_detect, DUP_DETECT_HANDLER);
	assert_string_equal(o.handler, "h");
	assert_int_equal(dup_parse_on_detect("handler=", "x", &o), -1);
}

static void
test_eligible(void **state)
{
	static const char text[] =
		"declare double @llvm.fabs.f64(double)\n"
		"declare void @f(i32)\n"
		"define i32 @main(ptr %p) {\n"
		"  %a = load i32, ptr %p\n"
		"  %v = load volatile i32, ptr %p\n"
		"  %b = add i32 %a, 1\n"
		"  %d = sitofp i32 %b to double\n"
		"  %e = call double @llvm.fabs.f64(double %d)\n"
		"  call void @f(i32 %b)\n"
		"  store i32 %b, ptr %p\n"
		"  %s = alloca i32\n"
		"  ret i32 %b\n"
		"}\n";
	static const bool want[] = { true, false, true, true, true, false,
				     false, false, false };
	struct ir_module m;
	LLVMValueRef fn, v;
	size_t k = 0;

	(void)state;
	assert_int_equal(ir_module_parse(&m, "t.ll", text), 0);
	fn = LLVMGetNamedFunction(m.mod, "main");
	for (v = LLVMGetFirstInstruction(LLVMGetFirstBasicBlock(fn)); v;
	     v = LLVMGetNextInstruction(v), k++)
		assert_int_equal(dup_eligible(v), want[k]);
	ir_module_release(&m);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_knapsack_brute),
		cmocka_unit_test(test_knapsack_edges),
		cmocka_unit_test(test_parsers),
		cmocka_unit_test(test_eligible),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
