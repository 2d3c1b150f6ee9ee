/*
 * test_selective_dup.c: unit tests of selective-dup/: the knapsack against
 * brute force, its edge cases (nothing fits, everything fits, free items,
 * bad input), the parsers of ids, shares and --on-detect,
 * dup_eligible on a parsed module, and the choice by cut (cut.c): its
 * solver against brute force on random problems, a chain chosen whole, and
 * the greedy's order between two choices.
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

/* The cut's objective of subset mask: profit - lambda x cost. */
static double
cut_value(const struct dup_cut *p, const bool *in, double lambda)
{
	double v = 0;

	for (size_t i = 0; i < p->sel.n; i++)
		if (in[i])
			v += p->sel.c[i].sdc * (double)p->sel.c[i].count -
			     lambda * ((double)p->sel.c[i].count + p->lin[i]);
	for (size_t e = 0; e < p->nuse; e++)
		if (in[p->use[e].from] && !in[p->use[e].to])
			v -= lambda * p->use[e].cost;
	return v;
}

static void
test_cut_brute(void **state)
{
	(void)state;
	srand(11);
	for (int t = 0; t < 300; t++) {
		struct dup_cut p = { .weight = 3.5 };
		size_t n = 1 + (size_t)(rand() % 10);
		double lambda = (double)(rand() % 1000) / 1000.0, best = 0;
		bool got[10], mask[10];

		p.sel.n = n;
		p.sel.c = calloc(n, sizeof(*p.sel.c));
		p.lin = calloc(n, sizeof(*p.lin));
		for (size_t i = 0; i < n; i++) {
			p.sel.c[i].count = 1 + (uint64_t)(rand() % 100);
			p.sel.c[i].sdc = (double)(rand() % 100) / 100.0;
			p.lin[i] = rand() % 3 ? 0 : (double)(rand() % 300);
		}
		p.nuse = (size_t)(rand() % (int)(2 * n + 1));
		p.use = calloc(p.nuse ? p.nuse : 1, sizeof(*p.use));
		for (size_t e = 0; e < p.nuse; e++)
			p.use[e] = (struct dup_cut_use){
				.from = (unsigned)(rand() % (int)n),
				.to = (unsigned)(rand() % (int)n),
				.cost = (double)(rand() % 400) };
		for (unsigned long m = 0; m < (1ul << n); m++) {
			for (size_t i = 0; i < n; i++)
				mask[i] = m >> i & 1;
			best = fmax(best, cut_value(&p, mask, lambda));
		}
		dup_cut_solve(&p, lambda, got);
		assert_true(fabs(cut_value(&p, got, lambda) - best) <=
			    1e-6 * fmax(1, fabs(best)));
		dup_cut_release(&p);
	}
}

/* Every instruction runs 100 times. */
static uint64_t
hundred(void *arg, unsigned id)
{
	(void)arg;
	(void)id;
	return 100;
}

static void
test_cut_chain(void **state)
{
	/* A chain of four into a store: chosen whole or not at all. */
	static const char text[] =
		"define void @main(ptr %p) {\n"
		"  %a = load double, ptr %p\n"
		"  %b = fadd double %a, 1.0\n"
		"  %c = fmul double %b, 2.0\n"
		"  %d = fadd double %c, 3.0\n"
		"  store double %d, ptr %p\n"
		"  ret void\n"
		"}\n";
	const struct dup_counts cn = { hundred, NULL };
	struct ir_module m;
	struct dup_cut p;
	unsigned ids[6], order[4];
	double added[4];
	uint64_t counts[6];
	double sdc[6];
	bool none[4] = { false }, all[4], got[4], seen[4] = { false };
	size_t k;

	(void)state;
	assert_int_equal(ir_module_parse(&m, "t.ll", text), 0);
	ir_ids_assign(&m);
	for (unsigned i = 0; i < 6; i++) {
		ids[i] = i + 1;
		counts[i] = 100;
		sdc[i] = 0.5;
	}
	/* The store and the return are no candidates. */
	assert_int_equal(dup_cut_prepare(&p, &m, ids, counts, sdc, 6, &cn,
					 3.5, 0), 0);
	assert_int_equal(p.sel.n, 4);
	assert_int_equal(p.nuse, 3);
	assert_true(fabs(p.lin[3] - 350) < 1e-9);
	/* Whole: 4 x 50 - lambda (400 + 350) > 0 below lambda 4/15. */
	dup_cut_solve(&p, 0.25, got);
	for (size_t i = 0; i < 4; i++)
		assert_true(got[i]);
	dup_cut_solve(&p, 0.3, got);
	for (size_t i = 0; i < 4; i++)
		assert_false(got[i]);
	dup_cut_solve(&p, 0, all);
	/* The greedy adds all four, each next to what it took. */
	/* Within 500, only the first (450) fits. */
	assert_int_equal(dup_cut_fill(&p, none, all, 500, order, added), 1);
	k = dup_cut_fill(&p, none, all, INFINITY, order, added);
	assert_int_equal(k, 4);
	/* One check at the chain's end whatever the prefix: 450, 550, ... */
	for (size_t i = 0; i < k; i++)
		assert_true(fabs(added[i] - (450 + 100 * (double)i)) < 1e-9);
	for (size_t i = 0; i < k; i++) {
		assert_false(seen[order[i]]);
		seen[order[i]] = true;
		if (i)
			assert_true((order[i] && seen[order[i] - 1]) ||
				    (order[i] < 3 && seen[order[i] + 1]));
	}
	dup_cut_release(&p);
	/* With copies priced: the load's address, an argument, is copied
	   once per call (the entry's count) for the load's shadow. */
	assert_int_equal(dup_cut_prepare(&p, &m, ids, counts, sdc, 6, &cn,
					 3.5, 2), 0);
	assert_true(fabs(p.lin[0] - 200) < 1e-9);
	assert_int_equal(p.nuse, 6);
	dup_cut_release(&p);
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
		cmocka_unit_test(test_cut_brute),
		cmocka_unit_test(test_cut_chain),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
