/*
 * test_profiler.c: unit tests of the profiler library: the counter plan of
 * a small hand-made module (segments cut after calls, and every kind of
 * edge count), the raw dump reader (a good dump, one cut short), the JSON
 * profile built from a plan and made-up counters (remainders, consistency,
 * overflow), and the loader: a good file, another module's, another
 * version, bytes that are not JSON, a missing file, another format, a
 * malformed member, and the accessors. And the runtime's re-evaluator
 * (rt/prof_eval.c) on flips counted by hand, the value sites the plan
 * picks, and the value members of a profile through the loader.
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

#include "profiler.h"

/* Eight zero counts of a printed flips array (64 in all). */
#define ZEROS8 "0, 0, 0, 0, 0, 0, 0, 0, "

#define assert_contains(s, sub) do { \
	if (!strstr((s), (sub))) \
		fail_msg("'%s' does not contain '%s'", (s), (sub)); \
} while (0)

/*
 * Ids: entry: 1 call g  2 icmp  3 br (to a and b, each entered only from
 * here); a: 4 switch (default and case 1 to j, case 2 to k); b: 5 icmp
 * 6 br (both sides to j); k: 7 br; j: 8 ret.
 */
static const char module_text[] =
	"declare i32 @g(i32)\n"
	"define i32 @main(i32 %n) {\n"
	"entry:\n"
	"  %v = call i32 @g(i32 %n)\n"
	"  %c = icmp slt i32 %v, 0\n"
	"  br i1 %c, label %a, label %b\n"
	"a:\n"
	"  switch i32 %v, label %j [ i32 1, label %j\n"
	"                            i32 2, label %k ]\n"
	"b:\n"
	"  %d = icmp eq i32 %v, 5\n"
	"  br i1 %d, label %j, label %j\n"
	"k:\n"
	"  br label %j\n"
	"j:\n"
	"  ret i32 0\n"
	"}\n";

/* A module, its ids and its plan, for each test that needs them. */
struct fixture {
	struct ir_module m;
	struct prof_plan pl;
	char path[64];		/* a scratch file */
};

static int
setup(void **state)
{
	struct fixture *f = calloc(1, sizeof(*f));
	int fd;

	if (!f || ir_module_parse(&f->m, "unit.ll", module_text))
		return -1;
	ir_ids_assign(&f->m);
	if (prof_plan_build(&f->pl, &f->m, false, false))
		return -1;
	snprintf(f->path, sizeof(f->path), "/tmp/test_profiler.XXXXXX");
	fd = mkstemp(f->path);
	if (fd < 0)
		return -1;
	close(fd);
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *f = *state;

	unlink(f->path);
	prof_plan_release(&f->pl);
	ir_module_release(&f->m);
	free(f);
	return 0;
}

static void
write_text(const char *path, const char *text)
{
	FILE *out = fopen(path, "w");

	assert_non_null(out);
	fputs(text, out);
	assert_int_equal(fclose(out), 0);
}

static const struct prof_plan_branch *
plan_branch(const struct prof_plan *pl, unsigned id)
{
	for (unsigned i = 0; i < pl->nbranches; i++)
		if (pl->branches[i].id == id)
			return &pl->branches[i];
	fail_msg("no branch %u in the plan", id);
	return NULL;
}

static void
test_plan(void **state)
{
	struct fixture *f = *state;
	const struct prof_plan *pl = &f->pl;
	const struct prof_plan_branch *b;

	/* Segments: entry (the call), after the call, a, b, k, j; then the
	   direct counters of switch case 1 and of b's true side. */
	assert_int_equal(pl->ncounters, 8);
	assert_int_equal(pl->max_id, 8);
	/* The call completes in the segment after it; it starts in 0. */
	assert_int_equal(pl->inst_counter[1], 1);
	assert_int_equal(pl->inst_counter[2], 1);
	assert_int_equal(pl->inst_counter[4], 2);
	assert_int_equal(pl->inst_counter[6], 3);
	assert_int_equal(pl->inst_counter[8], 5);
	assert_int_equal(pl->ncalls, 1);
	assert_int_equal(pl->calls[0].id, 1);
	assert_int_equal(pl->calls[0].counter, 0);
	assert_string_equal(pl->calls[0].callee, "g");
	assert_true(pl->inst_flags[2] & PROF_I_CANDIDATE);
	assert_false(pl->inst_flags[3] & PROF_I_CANDIDATE);
	assert_false(pl->atomic);

	assert_int_equal(pl->nbranches, 3);
	b = plan_branch(pl, 3);
	assert_int_equal(b->counter, 1);
	assert_int_equal(b->succ[0].kind, PROF_EDGE_BLOCK);
	assert_int_equal(b->succ[0].counter, 2);
	assert_int_equal(b->succ[1].kind, PROF_EDGE_BLOCK);
	assert_int_equal(b->succ[1].counter, 3);
	b = plan_branch(pl, 4);
	assert_int_equal(b->nsucc, 3);
	assert_int_equal(b->succ[0].kind, PROF_EDGE_REST);
	assert_int_equal(b->succ[1].kind, PROF_EDGE_DIRECT);
	assert_int_equal(b->succ[2].kind, PROF_EDGE_BLOCK);
	assert_int_equal(b->succ[2].counter, 4);
	assert_non_null(pl->sites[b->succ[1].counter].value);
	b = plan_branch(pl, 6);
	assert_int_equal(b->succ[0].kind, PROF_EDGE_DIRECT);
	assert_null(pl->sites[b->succ[0].counter].value);
	assert_non_null(pl->sites[b->succ[0].counter].cond);
	assert_int_equal(b->succ[1].kind, PROF_EDGE_REST);

	/*
	 * j, a join of five edges, is derived (profiler.h): a's default
	 * (a - case 1 - k) + case 1 + b's two sides (b) + k's = a + b. The
	 * others are incremented; no sampling test needs j's count.
	 */
	assert_int_equal(pl->sites[5].nterms, 2);
	assert_int_equal(pl->sites[5].terms[0].counter, 2);
	assert_int_equal(pl->sites[5].terms[0].coef, 1);
	assert_int_equal(pl->sites[5].terms[1].counter, 3);
	assert_int_equal(pl->sites[5].terms[1].coef, 1);
	assert_int_equal(pl->sites[5].same_as, TR_NONE);
	for (unsigned k = 0; k < pl->ncounters; k++)
		if (k != 5)
			assert_int_equal(pl->sites[k].nterms, 0);

	/* The plan applies and the module verifies; twice is refused. */
	assert_int_equal(prof_instrument(&f->m, pl, NULL), 0);
	assert_int_equal(prof_instrument(&f->m, pl, NULL), -1);
	assert_contains(tr_errmsg(), "already instrumented for profiling");
}

/* A raw dump of the counters, with or without its trailer. */
static void
write_raw(const char *path, const char *hash, const uint64_t *c, uint64_t n,
	  bool trailer)
{
	struct prof_raw_header h = { .version = PROF_RAW_VERSION,
				     .end = PROF_END_EXIT, .nsections = 2 };
	struct prof_raw_section s = { .kind = 99, .n = 1 };
	struct prof_raw_trailer t;
	uint64_t junk = 7;
	FILE *out = fopen(path, "wb");

	assert_non_null(out);
	memcpy(h.magic, PROF_RAW_MAGIC, 8);
	memcpy(h.hash, hash, 16);
	memcpy(t.magic, PROF_RAW_END, 8);
	fwrite(&h, sizeof(h), 1, out);
	/* A section of a kind the reader does not know: skipped. */
	fwrite(&s, sizeof(s), 1, out);
	fwrite(&junk, sizeof(junk), 1, out);
	s.kind = PROF_SEC_COUNTERS;
	s.n = n;
	fwrite(&s, sizeof(s), 1, out);
	fwrite(c, sizeof(*c), n, out);
	if (trailer)
		fwrite(&t, sizeof(t), 1, out);
	assert_int_equal(fclose(out), 0);
}

static void
test_raw(void **state)
{
	struct fixture *f = *state;
	uint64_t c[3] = { 1, 2, 3 };
	struct prof_raw r;

	write_raw(f->path, "0123456789abcdef", c, 3, true);
	assert_int_equal(prof_raw_read(&r, f->path), 0);
	assert_int_equal(r.end, PROF_END_EXIT);
	assert_string_equal(r.hash, "0123456789abcdef");
	assert_int_equal(r.ncounters, 3);
	assert_int_equal(r.counters[2], 3);
	prof_raw_release(&r);

	write_raw(f->path, "0123456789abcdef", c, 3, false);
	assert_int_equal(prof_raw_read(&r, f->path), -1);
	assert_contains(tr_errmsg(), "is cut short");

	write_text(f->path, "");
	assert_int_equal(prof_raw_read(&r, f->path), -1);
	assert_contains(tr_errmsg(), "is empty");
	write_text(f->path, "not a dump at all, but long enough to be one");
	assert_int_equal(prof_raw_read(&r, f->path), -1);
	assert_contains(tr_errmsg(), "is not a trident profile dump");
}

/* The plan's JSON profile for made-up counters. */
static json_t *
build(struct fixture *f, const uint64_t *c, bool signaled)
{
	struct prof_raw r = { .end = PROF_END_EXIT, .ncounters = 8 };
	char *args[] = { "a1", "a2" };
	struct prof_run_info info = {
		.module = "unit.ll", .args = args, .nargs = 2, .lite = true,
		.signaled = signaled, .code = signaled ? 11 : 0,
	};
	json_t *j;

	memcpy(r.hash, f->pl.hash, 17);
	r.counters = malloc(8 * sizeof(*c));
	memcpy(r.counters, c, 8 * sizeof(*c));
	/* The value records as the instrumentation initializes them. */
	r.nvalues = (uint64_t)f->pl.nvalues * PROF_VREC_WORDS;
	r.values = calloc(r.nvalues + 1, sizeof(uint64_t));
	for (unsigned k = 0; k < f->pl.nvalues; k++)
		r.values[k * PROF_VREC_WORDS] = f->pl.values[k].info;
	r.nmargins = (uint64_t)f->pl.nmargins * PROF_MARGIN_BINS;
	r.margins = calloc(r.nmargins + 1, sizeof(uint64_t));
	r.ncompares = (uint64_t)f->pl.ncompares * PROF_CREC_WORDS;
	r.compares = calloc(r.ncompares + 1, sizeof(uint64_t));
	for (unsigned k = 0; k < f->pl.ncompares; k++)
		r.compares[k * PROF_CREC_WORDS] = f->pl.compares[k].info;
	if (f->pl.nvalues) {
		/* #2 (icmp slt v, 0) sampled once, v = -3: 1 flip of 32. */
		r.values[1] = 1;
		r.values[2] = 32;
		r.values[3] = c[7] == 99 ? 33 : 1;
		/* Its margin |-3 - 0| = 3 (bin 2, unless c[7] is 97: 5
		   samples' margins) and the magnitude of -3, floor(log2 3)
		   = 1 (twice when c[7] is 98); 0 has none, nor has i1. */
		r.margins[2] = c[7] == 97 ? 5 : 1;
		r.values[PROF_VREC_MAG] = c[7] == 98 ? 2 : 1;
		r.values[PROF_VREC_MAG + 1] = c[7] == 98 ? 2 : 1;
		/* Ran once, true, with v = -3, sampled (a lite plan,
		   prof_protocol.h): weight 1, true with weight 1, the
		   weighted sum -3.0 as a double; the constant operand 1
		   is not summed, the plan knows it. */
		double sum = -3.0;

		r.compares[1] = 1;
		r.compares[2] = 1;
		memcpy(&r.compares[4], &sum, sizeof(sum));
	}
	j = prof_json_build(&f->pl, &r, &info);
	free(r.counters);
	free(r.values);
	free(r.margins);
	free(r.compares);
	return j;
}

static void
test_profile_roundtrip(void **state)
{
	struct fixture *f = *state;
	/* g returned 1: entry, a, then case 1 to j. */
	uint64_t c[8] = { 1, 1, 1, 0, 0, 1, 1, 0 };
	const struct prof_branch *b;
	const struct prof_call *call;
	const struct prof_value *v;
	const struct prof_compare *cmp;
	struct prof_profile p;
	json_t *j = build(f, c, false);
	uint64_t n;
	double s;

	assert_non_null(j);
	assert_int_equal(prof_json_write(j, f->path), 0);
	json_decref(j);
	assert_int_equal(prof_load(&p, f->path, f->pl.hash), 0);
	assert_true(p.lite);
	assert_false(p.crashed);
	assert_int_equal(p.status, 0);
	assert_int_equal(p.nargs, 2);
	assert_string_equal(p.args[1], "a2");
	assert_string_equal(p.module, "unit.ll");
	assert_true(prof_count(&p, 1, &n));
	assert_int_equal(n, 1);
	assert_true(prof_count(&p, 6, &n));
	assert_int_equal(n, 0);
	assert_false(prof_count(&p, 9, &n));
	assert_false(prof_count(&p, 0, &n));
	/* Candidates: the call, two icmps: 1 + 1 + 0. */
	assert_int_equal(p.total_candidates, 2);
	b = prof_branch_find(&p, 4);
	assert_non_null(b);
	assert_int_equal(b->nsucc, 3);
	assert_int_equal(b->succ[0], 0);
	assert_int_equal(b->succ[1], 1);
	assert_int_equal(b->succ[2], 0);
	assert_true(prof_branch_prob(b, 1) == 1.0);
	b = prof_branch_find(&p, 6);
	assert_int_equal(b->total, 0);
	assert_true(prof_branch_prob(b, 0) == 0.0);
	assert_null(prof_branch_find(&p, 5));
	call = prof_call_find(&p, 1);
	assert_non_null(call);
	assert_string_equal(call->callee, "g");
	assert_int_equal(call->count, 1);
	assert_null(prof_call_find(&p, 2));
	/* The value members, through the accessors. */
	assert_true(prof_sensitivity(&p, 2, 0, &s));
	assert_true(s == 1.0 / 32);
	assert_false(prof_sensitivity(&p, 2, 1, &s));	/* a constant */
	assert_false(prof_sensitivity(&p, 5, 0, &s));	/* never sampled */
	assert_false(prof_sensitivity(&p, 3, 0, &s));	/* a br */
	v = prof_value_find(&p, 2);
	assert_non_null(v);
	assert_string_equal(v->op, "icmp");
	assert_int_equal(v->executions, 1);
	assert_int_equal(v->samples, 1);
	/* Its margin and magnitudes (issue 15). */
	assert_true(v->has_margins);
	for (unsigned k = 0; k < PROF_MARGIN_BINS; k++)
		assert_int_equal(v->margin[k], k == 2);
	assert_true(prof_margin_below(v, 2) == 0.0);
	assert_true(prof_margin_below(v, 3) == 1.0);
	assert_int_equal(v->mag_n[0], 1);
	assert_true(v->mag_mean[0] == 1.0);
	for (unsigned k = 1; k < 4; k++) {
		assert_int_equal(v->mag_n[k], 0);
		assert_true(v->mag_mean[k] == 0.0);
	}
	/* Never sampled: neither. */
	v = prof_value_find(&p, 5);
	assert_non_null(v);
	assert_false(v->has_margins);
	assert_true(prof_margin_below(v, 64) == -1.0);
	assert_int_equal(v->mag_n[0], 0);
	cmp = prof_compare_find(&p, 2);
	assert_non_null(cmp);
	assert_string_equal(cmp->predicate, "slt");
	assert_string_equal(cmp->type, "i32");
	assert_int_equal(cmp->ntrue, 1);
	assert_int_equal(cmp->nfalse, 0);
	assert_true(cmp->has_mean);
	assert_true(cmp->mean[0] == -3.0 && cmp->mean[1] == 0.0);
	cmp = prof_compare_find(&p, 5);
	assert_non_null(cmp);
	assert_string_equal(cmp->predicate, "eq");
	assert_false(cmp->has_mean);
	assert_false(prof_shift_mean(&p, 2, &s));
	prof_release(&p);
}

static void
test_profile_checks(void **state)
{
	struct fixture *f = *state;
	/* Case 1 taken twice, but a ran once. */
	uint64_t bad[8] = { 1, 1, 1, 0, 0, 1, 2, 0 };
	uint64_t big[8] = { 1, 1ULL << 63, 1, 0, 0, 1, 1, 0 };
	uint64_t ignored[8] = { 1, 1, 1, 0, 0, 77, 1, 0 };
	/* b's word wrapped below 0. */
	uint64_t corrupt[8] = { 1, 1, 1, (uint64_t)-2, 0, 0, 0, 0 };
	json_t *j;

	assert_null(build(f, bad, false));
	assert_contains(tr_errmsg(), "inconsistent profile counts at branch #4");
	/* A crashed run: the remainder is 0, not an error. */
	j = build(f, bad, true);
	assert_non_null(j);
	assert_int_equal(json_integer_value(json_array_get(
		json_object_get(json_object_get(j, "branches"), "4"), 0)), 0);
	assert_true(json_is_true(json_object_get(json_object_get(j, "exit"),
						 "crashed")));
	json_decref(j);
	assert_null(build(f, big, false));
	assert_contains(tr_errmsg(), "reached 2^63");
	/* j's own word is never incremented: its count is a + b. */
	j = build(f, ignored, false);
	assert_non_null(j);
	assert_int_equal(json_integer_value(json_object_get(
		json_object_get(j, "counts"), "8")), 1);
	json_decref(j);
	/* A corrupt word under a derived count is named. */
	assert_null(build(f, corrupt, false));
	assert_contains(tr_errmsg(), "profile counter 3 reached 2^63");
	/* More flips changed the result than were tried. */
	{
		uint64_t odd[8] = { 1, 1, 1, 0, 0, 1, 1, 99 };

		assert_null(build(f, odd, true));
		assert_contains(tr_errmsg(), "value record of #2 is corrupt");
	}
	/* More magnitudes or margins than samples. */
	{
		uint64_t mags[8] = { 1, 1, 1, 0, 0, 1, 1, 98 };
		uint64_t margins[8] = { 1, 1, 1, 0, 0, 1, 1, 97 };

		assert_null(build(f, mags, true));
		assert_contains(tr_errmsg(), "value record of #2 is corrupt "
				"(more magnitudes than samples)");
		assert_null(build(f, margins, true));
		assert_contains(tr_errmsg(), "value record of #2 is corrupt "
				"(more margins than samples)");
	}
	/* The JSON of a sampled compare: its one margin and magnitude. */
	{
		uint64_t ok[8] = { 1, 1, 1, 0, 0, 1, 1, 0 };
		char *text;

		j = build(f, ok, false);
		assert_non_null(j);
		text = json_dumps(json_object_get(json_object_get(j, "values"),
						  "2"), JSON_SORT_KEYS |
				  JSON_COMPACT);
		assert_string_equal(text, "{\"executions\":1,\"magnitudes\":"
				    "[[1,1.0],[0,null],[0,null],[0,null]],"
				    "\"margins\":{\"2\":1},\"op\":\"icmp\","
				    "\"operands\":[{\"changed\":1,\"flips\":32,"
				    "\"sensitivity\":0.03125},null],"
				    "\"samples\":1}");
		free(text);
		/* Never sampled: no margins, no magnitudes. */
		assert_null(json_object_get(json_object_get(json_object_get(j,
			"values"), "5"), "margins"));
		assert_null(json_object_get(json_object_get(json_object_get(j,
			"values"), "5"), "magnitudes"));
		json_decref(j);
	}
}

/* A word of the float x, and of the double x. */
static uint64_t
float_word(float x)
{
	uint32_t b;

	memcpy(&b, &x, 4);
	return b;
}

static uint64_t
double_word(double x)
{
	uint64_t b;

	memcpy(&b, &x, 8);
	return b;
}

/*
 * The margin bins (issue 15): integers signed and unsigned by the
 * predicate, pointers unsigned, without overflow at the extremes; FP
 * relative, equal at +0 and -0, none with a NaN or an infinity, clamped
 * to 1 .. 64. And the magnitudes.
 */
static void
test_margins(void **state)
{
	const uint64_t slt32 = PROF_VINFO(PROF_VOP_ICMP, PROF_IP_SLT, 32, 1, 3,
					  0, 0);
	const uint64_t ult32 = PROF_VINFO(PROF_VOP_ICMP, PROF_IP_ULT, 32, 1, 3,
					  0, 0);
	const uint64_t eq32 = PROF_VINFO(PROF_VOP_ICMP, PROF_IP_EQ, 32, 1, 3,
					 0, 0);
	const uint64_t sgt64 = PROF_VINFO(PROF_VOP_ICMP, PROF_IP_SGT, 64, 1, 3,
					  0, 0);
	const uint64_t ugt64 = PROF_VINFO(PROF_VOP_ICMP, PROF_IP_UGT, 64, 1, 3,
					  0, 0);
	const uint64_t sle8 = PROF_VINFO(PROF_VOP_ICMP, PROF_IP_SLE, 8, 1, 3,
					 0, 0);
	const uint64_t ptr = PROF_VINFO(PROF_VOP_ICMP, PROF_IP_SLT, 64, 1, 3,
					0, 0) | PROF_VINFO_PTR;
	const uint64_t smax64 = PROF_VINFO(PROF_VOP_SMAX, 0, 64, 64, 3, 0, 0);
	const uint64_t umin32 = PROF_VINFO(PROF_VOP_UMIN, 0, 32, 32, 3, 0, 0);
	const uint64_t olt = PROF_VINFO(PROF_VOP_FCMP, 4, 64, 1, 3, 1, 0);
	const uint64_t olt32 = PROF_VINFO(PROF_VOP_FCMP, 4, 32, 1, 3, 1, 0);
	const uint64_t maxnum = PROF_VINFO(PROF_VOP_FMAXNUM, 0, 64, 64, 3, 1,
					   1);
	const uint64_t add32 = PROF_VINFO(PROF_VOP_ADD, 0, 32, 32, 3, 0, 0);
	const uint64_t sitofp = PROF_VINFO(PROF_VOP_SITOFP, 0, 32, 64, 1, 0, 1);
	const uint64_t fptosi = PROF_VINFO(PROF_VOP_FPTOSI, 0, 32, 8, 1, 1, 0);
	const uint64_t sel = PROF_VINFO(PROF_VOP_SELECT, 0, 64, 64, 7, 1, 1);
	const uint64_t fmuladd = PROF_VINFO(PROF_VOP_FMULADD, 0, 64, 64, 7, 1,
					    1);
	int lg;

	(void)state;
	/* Integers: equal, then 1 + floor(log2 |a - b|). */
	assert_int_equal(prof_margin_bin(slt32, 7, 7), 0);
	assert_int_equal(prof_margin_bin(slt32, 3, 4), 1);
	assert_int_equal(prof_margin_bin(slt32, 4, 3), 1);
	assert_int_equal(prof_margin_bin(slt32, 0, 8), 4);
	assert_int_equal(prof_margin_bin(slt32, 0, 7), 3);
	/* Signed -1 < 1 is 2 apart; unsigned 0xffffffff and 1 are 2^32 - 2
	   apart (bin 32), and eq and ne are unsigned. */
	assert_int_equal(prof_margin_bin(slt32, 0xffffffff, 1), 2);
	assert_int_equal(prof_margin_bin(ult32, 0xffffffff, 1), 32);
	assert_int_equal(prof_margin_bin(eq32, 0xffffffff, 1), 32);
	/* Only the low w bits count: the words above are ignored. */
	assert_int_equal(prof_margin_bin(ult32, 0x100000005ull, 5), 0);
	assert_int_equal(prof_margin_bin(sle8, 0x80, 0x7f), 8);
	/* The extremes of 64 bits: INT64_MIN and INT64_MAX are 2^64 - 1
	   apart, no overflow; unsigned 0 and 2^64 - 1 too. */
	assert_int_equal(prof_margin_bin(sgt64, 0x8000000000000000ull,
					 0x7fffffffffffffffull), 64);
	assert_int_equal(prof_margin_bin(sgt64, 0x8000000000000000ull,
					 0), 64);
	assert_int_equal(prof_margin_bin(sgt64, UINT64_MAX, 0), 1);
	assert_int_equal(prof_margin_bin(ugt64, UINT64_MAX, 0), 64);
	assert_int_equal(prof_margin_bin(ugt64, 0, UINT64_MAX), 64);
	/* Pointers are unsigned whatever the predicate. */
	assert_int_equal(prof_margin_bin(ptr, 0x7fff00001000ull,
					 0x7fff00001010ull), 5);
	assert_int_equal(prof_margin_bin(ptr, 0xffff800000000000ull, 0), 64);
	/* smax signed, umin unsigned. */
	assert_int_equal(prof_margin_bin(smax64, UINT64_MAX, 1), 2);
	assert_int_equal(prof_margin_bin(umin32, 0xffffffff, 0), 32);
	/* FP: relative, 64 + floor(log2 d) in 1 .. 64. */
	assert_int_equal(prof_margin_bin(olt, double_word(2.5), double_word(2.5)), 0);
	assert_int_equal(prof_margin_bin(olt, double_word(0.0), double_word(-0.0)), 0);
	assert_int_equal(prof_margin_bin(olt, double_word(1.0), double_word(0.5)), 63);
	assert_int_equal(prof_margin_bin(olt, double_word(1.0), double_word(0.75)), 62);
	assert_int_equal(prof_margin_bin(olt, double_word(1.0), double_word(0.0)), 64);
	assert_int_equal(prof_margin_bin(olt, double_word(1.0), double_word(-1.0)), 64);
	assert_int_equal(prof_margin_bin(olt, double_word(-3.0), double_word(5.0)), 64);
	/* 2^-51 of 2, and 2^-52 of 1 + 2^-52 (just below 2^-52). */
	assert_int_equal(prof_margin_bin(olt, double_word(2.0), double_word(2.0 - 0x1p-51)), 12);
	assert_int_equal(prof_margin_bin(olt, double_word(1.0), double_word(1.0 + 0x1p-52)), 11);
	assert_int_equal(prof_margin_bin(olt, double_word(0x1p-1074), double_word(0x1p-1073)),
			 63);
	/* Opposite extremes: the difference overflows to infinity. */
	assert_int_equal(prof_margin_bin(olt, double_word(1.7e308), double_word(-1.7e308)), 64);
	assert_int_equal(prof_margin_bin(olt32, float_word(2.0f), float_word(2.0f - 0x1p-22f)),
			 41);
	/* No margin with a NaN or an infinity, or of an add. */
	assert_int_equal(prof_margin_bin(olt, double_word(NAN), double_word(1.0)), -1);
	assert_int_equal(prof_margin_bin(olt, double_word(1.0), double_word(-INFINITY)), -1);
	assert_int_equal(prof_margin_bin(olt32, float_word(INFINITY), float_word(1.0f)), -1);
	assert_int_equal(prof_margin_bin(maxnum, double_word(4.0), double_word(1.0)), 63);
	assert_int_equal(prof_margin_bin(add32, 1, 2), -1);
	assert_int_equal(prof_margin_bin(PROF_VINFO(200, 0, 32, 1, 3, 0, 0), 1,
					 2), -1);

	/* Magnitudes: floor(log2 |x|), signed integers of the width. */
	assert_true(prof_magnitude(add32, 0, 1, &lg) && lg == 0);
	assert_true(prof_magnitude(add32, 1, 0xffffffff, &lg) && lg == 0);
	assert_true(prof_magnitude(add32, 3, 0x80000000, &lg) && lg == 31);
	assert_true(prof_magnitude(add32, 0, 1000, &lg) && lg == 9);
	assert_true(prof_magnitude(sgt64, 0, 0x8000000000000000ull, &lg) &&
		    lg == 63);
	assert_false(prof_magnitude(add32, 0, 0, &lg));
	assert_false(prof_magnitude(add32, 0, 0x100000000ull, &lg));
	assert_false(prof_magnitude(add32, 2, 5, &lg));	/* no operand 2 */
	/* i1 results, pointers and a select's condition have none. */
	assert_false(prof_magnitude(slt32, 3, 1, &lg));
	assert_false(prof_magnitude(ptr, 0, 0x1000, &lg));
	assert_false(prof_magnitude(sel, 0, 1, &lg));
	assert_true(prof_magnitude(sel, 1, double_word(-0.375), &lg) && lg == -2);
	/* FP: finite and not 0; subnormals down to 2^-1074. */
	assert_true(prof_magnitude(olt, 0, double_word(1.0), &lg) && lg == 0);
	assert_true(prof_magnitude(olt, 1, double_word(-3.99), &lg) && lg == 1);
	assert_true(prof_magnitude(olt, 0, double_word(0x1p-1074), &lg) && lg == -1074);
	assert_true(prof_magnitude(olt, 0, double_word(0x1.8p-1030), &lg) &&
		    lg == -1030);
	assert_true(prof_magnitude(olt, 0, double_word(1.7e308), &lg) && lg == 1023);
	assert_true(prof_magnitude(olt32, 0, float_word(0x1p-149f), &lg) && lg == -149);
	assert_false(prof_magnitude(olt, 0, double_word(0.0), &lg));
	assert_false(prof_magnitude(olt, 0, double_word(-0.0), &lg));
	assert_false(prof_magnitude(olt, 0, double_word(NAN), &lg));
	assert_false(prof_magnitude(olt, 0, double_word(INFINITY), &lg));
	/* Casts: the operand and result each of its own type. */
	assert_true(prof_magnitude(sitofp, 0, 0xfffffff0, &lg) && lg == 4);
	assert_true(prof_magnitude(sitofp, 3, double_word(-16.0), &lg) && lg == 4);
	assert_true(prof_magnitude(fptosi, 0, float_word(0.5f), &lg) && lg == -1);
	assert_true(prof_magnitude(fptosi, 3, 0x80, &lg) && lg == 7);
	assert_true(prof_magnitude(fmuladd, 2, double_word(8.0), &lg) && lg == 3);
	assert_false(prof_magnitude(fmuladd, 4, double_word(8.0), &lg));
}

/* The plan's value sites and statistics for the fixture's module. */
static void
test_plan_values(void **state)
{
	struct fixture *f = *state;

	/* The two icmps, each with one non-constant operand. */
	assert_int_equal(f->pl.nvalues, 2);
	assert_int_equal(f->pl.values[0].id, 2);
	assert_int_equal(f->pl.values[1].id, 5);
	assert_int_equal(PROF_VINFO_OP(f->pl.values[0].info), PROF_VOP_ICMP);
	assert_int_equal(PROF_VINFO_PRED(f->pl.values[0].info), PROF_IP_SLT);
	assert_int_equal(PROF_VINFO_W(f->pl.values[0].info), 32);
	assert_int_equal(PROF_VINFO_MASK(f->pl.values[0].info), 1);
	/* One group per segment: entry's second segment (after the call),
	   and b. */
	assert_int_equal(f->pl.ngroups, 2);
	assert_int_equal(f->pl.groups[0].n, 1);
	assert_int_equal(f->pl.ncompares, 2);
	assert_int_equal(f->pl.nshifts, 0);
}

/* Flips of one execution: returns changed[k] and checks flips[k]. */
static uint64_t
changed(uint64_t info, uint64_t a, uint64_t b, uint64_t c, unsigned k,
	unsigned flips)
{
	uint64_t op[3] = { a, b, c }, fl[3], ch[3];

	assert_int_equal(prof_eval_flips(info, op, fl, ch), 0);
	assert_int_equal(fl[k], flips);
	return ch[k];
}

/* The runtime's re-evaluator on cases counted by hand. */
static void
test_eval(void **state)
{
	uint64_t op[3] = { 0 }, fl[3], ch[3];

	(void)state;
	/* x & 0xF0: only the 4 mask bits of x matter, whatever x is. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_AND, 0, 32, 32, 1, 0, 0),
				 0x12345678, 0xF0, 0, 0, 32), 4);
	/* x > 0: x = 5, only the sign bit; x = 0, all but the sign bit. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_ICMP, PROF_IP_SGT, 32, 1,
					    1, 0, 0), 5, 0, 0, 0, 32), 1);
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_ICMP, PROF_IP_SGT, 32, 1,
					    1, 0, 0), 0, 0, 0, 0, 32), 31);
	/* Unsigned: x u> 0 for x = 1 changes only when bit 0 clears it. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_ICMP, PROF_IP_UGT, 32, 1,
					    1, 0, 0), 1, 0, 0, 0, 32), 1);
	/* trunc i32 to i8: the 8 low bits. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_TRUNC, 0, 32, 8, 1, 0, 0),
				 0xdeadbeef, 0, 0, 0, 32), 8);
	/* x << 3 on i32: the top 3 bits fall out. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_SHL, 0, 32, 32, 3, 0, 0),
				 1, 3, 0, 0, 32), 29);
	/* The amount: every flip changes it, to poison from bit 5 up. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_SHL, 0, 32, 32, 3, 0, 0),
				 1, 3, 0, 1, 32), 32);
	/* 0xF0 >> 4: the 4 low bits fall out. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_LSHR, 0, 32, 32, 1, 0, 0),
				 0xF0, 4, 0, 0, 32), 28);
	/* ashr of -1 by 31 on i32: the result is the sign only. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_ASHR, 0, 32, 32, 1, 0, 0),
				 0xffffffff, 31, 0, 0, 32), 1);
	/* select 1, 5, 7: the condition and the chosen value, not the other. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_SELECT, 0, 32, 32, 7, 0,
					    0), 1, 5, 7, 0, 1), 1);
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_SELECT, 0, 32, 32, 7, 0,
					    0), 1, 5, 7, 1, 32), 32);
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_SELECT, 0, 32, 32, 7, 0,
					    0), 1, 5, 7, 2, 32), 0);
	/* 7 udiv 4 = 1: 5 and 6 give 1 again; the flip to 0 is a change. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_UDIV, 0, 32, 32, 2, 0, 0),
				 7, 4, 0, 1, 32), 30);
	/* 0 srem -1 = 0 always, except INT_MIN srem -1: undefined. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_SREM, 0, 32, 32, 1, 0, 0),
				 0, 0xffffffff, 0, 0, 32), 1);
	/* i64 sdiv: INT64_MIN / -1 is caught, not computed. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_SDIV, 0, 64, 64, 1, 0, 0),
				 0, UINT64_MAX, 0, 0, 64), 64);
	/* 5.0 < 1.0: the sign bit and the exponent's top bit. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_FCMP, 4, 64, 1, 1, 1, 0),
				 double_word(5.0), double_word(1.0), 0, 0, 64),
			 2);
	/* float: 2.0f == 2.0f (oeq): every flip changes it. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_FCMP, 1, 32, 1, 1, 1, 0),
				 float_word(2.0f), float_word(2.0f), 0, 0, 32),
			 32);
	/* fptosi 1.5f to i32: the sign and the exponent bits change it (9),
	   of the mantissa only the flips that reach bit 22's 0.5 do not:
	   1.5 + 2^-k truncates to 1 for every k. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_FPTOSI, 0, 32, 32, 1, 1,
					    0), float_word(1.5f), 0, 0, 0, 32),
			 9);
	/* fadd 1.0 + 1.0 in double: every flip but the lowest mantissa
	   bit's, which rounding loses (2 + 2^-52 rounds to 2, to even). */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_FADD, 0, 64, 64, 1, 1, 1),
				 double_word(1.0), double_word(1.0), 0, 0, 64),
			 63);
	/* fpext then the result is the same value: every flip shows. */
	assert_int_equal(changed(PROF_VINFO(PROF_VOP_FPEXT, 0, 32, 64, 1, 1, 1),
				 float_word(3.0f), 0, 0, 0, 32), 32);
	/* Constant operands are not flipped; an unknown operation fails. */
	op[0] = 3;
	assert_int_equal(prof_eval_flips(PROF_VINFO(PROF_VOP_ADD, 0, 32, 32, 0,
						    0, 0), op, fl, ch), 0);
	assert_int_equal(fl[0] + fl[1] + fl[2], 0);
	assert_int_equal(prof_eval_flips(PROF_VINFO(200, 0, 32, 32, 1, 0, 0),
					 op, fl, ch), -1);
	assert_int_equal(prof_eval_flips(PROF_VINFO(PROF_VOP_ADD, 0, 0, 32, 1,
						    0, 0), op, fl, ch), -1);
}

/* A 64-bit xorshift generator: the same operands on every run. */
static uint64_t
next_random(uint64_t *state)
{
	uint64_t x = *state;

	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	return *state = x;
}

/* An operand word: mostly random, often an edge value of width w. */
static uint64_t
random_operand(uint64_t *state, unsigned w)
{
	static const uint64_t edges[] = {
		0, 1, 2, 3, UINT64_MAX, 0x7fffffffffffffffull,
		0x8000000000000000ull, 0x7f800000, 0xff800000, 0x7fc00001,
		0x80000000, 0x3ff0000000000000ull, 0x7ff0000000000000ull,
		0xfff8000000000001ull, 0x0000000000000001ull,
		0x8000000000000001ull, 0x3f800000,
	};
	uint64_t r = next_random(state), v;

	if (r % 4 == 0)
		v = edges[(r >> 8) % (sizeof(edges) / sizeof(*edges))];
	else if (r % 4 == 1)
		v = (r >> 16) % 70;
	else
		v = next_random(state);
	/* Sometimes the edges of width w itself (sign bit, all ones). */
	if (w < 64 && r % 8 == 3)
		v = UINT64_C(1) << (w - 1);
	if (w < 64 && r % 8 == 5)
		v = (UINT64_C(1) << w) - 1;
	return r % 16 == 7 ? v : (w < 64 ? v & ((UINT64_C(1) << w) - 1) : v);
}

/* Whether the low w bits of v are a float (32) or double NaN. */
static bool
is_nan(uint64_t v, unsigned w)
{
	if (w == 32)
		return (v & 0x7f800000) == 0x7f800000 && (v & 0x7fffff);
	return (v & 0x7ff0000000000000ull) == 0x7ff0000000000000ull &&
	       (v & 0xfffffffffffffull);
}

/*
 * The fast re-evaluator (closed forms, loops per operation) against the
 * plain one, which evaluates every flip, on every operation and
 * predicate at many widths and operands: the same counts everywhere.
 */
static void
test_eval_fast(void **state)
{
	static const unsigned widths[] = { 1, 2, 7, 8, 16, 31, 32, 33, 63, 64 };
	uint64_t seed = 0x9e3779b97f4a7c15ull, op[3], fl[3], ch[3], sf[3];
	uint64_t sc[3], info;
	unsigned cases = 0;

	(void)state;
	for (unsigned o = PROF_VOP_ICMP; o <= PROF_VOP_LAST; o++)
		for (unsigned wi = 0; wi < sizeof(widths) / sizeof(*widths);
		     wi++)
			for (unsigned rep = 0; rep < 400; rep++) {
				unsigned w = widths[wi], rw, pred = 0;
				unsigned fp = o == PROF_VOP_FCMP ||
					      (o >= PROF_VOP_FADD &&
					       o <= PROF_VOP_FDIV) ||
					      o >= PROF_VOP_FMINNUM;
				int a, b;

				if (fp && w != 32 && w != 64)
					continue;
				rw = o == PROF_VOP_TRUNC || o == PROF_VOP_ZEXT ||
				     o == PROF_VOP_SEXT ?
				     widths[next_random(&seed) % 10] : w;
				if (o == PROF_VOP_ICMP)
					pred = rep % 10;
				if (o == PROF_VOP_FCMP)
					pred = rep % 16;
				info = PROF_VINFO(o, pred, w, rw,
						  1 + rep % 7, fp, fp);
				for (unsigned k = 0; k < 3; k++)
					op[k] = random_operand(&seed, w);
				/* Equal operands are a case of their own. */
				if (rep % 5 == 0)
					op[1] = op[0];
				/* Which NaN x + y gives when both are NaNs
				   depends on the order the compiler put
				   them in (LLVM leaves it unspecified). */
				if (fp && o != PROF_VOP_FCMP &&
				    (is_nan(op[0], w) || is_nan(op[1], w) ||
				     (o == PROF_VOP_FMULADD && is_nan(op[2], w))))
					continue;
				a = prof_eval_flips(info, op, fl, ch);
				b = prof_eval_flips_slow(info, op, sf, sc);
				assert_int_equal(a, b);
				for (unsigned k = 0; k < 3; k++) {
					if (fl[k] != sf[k] || ch[k] != sc[k])
						fail_msg("op %u pred %u w %u rw "
							 "%u operand %u of %llx "
							 "%llx %llx: %llu/%llu, "
							 "plainly %llu/%llu", o,
							 pred, w, rw, k,
							 (unsigned long long)op[0],
							 (unsigned long long)op[1],
							 (unsigned long long)op[2],
							 (unsigned long long)ch[k],
							 (unsigned long long)fl[k],
							 (unsigned long long)sc[k],
							 (unsigned long long)sf[k]);
				}
				cases++;
			}
	assert_true(cases > 50000);
}

/* A profile written by hand, for the loader alone. */
static const char good_profile[] =
	"{\"format\": \"trident-profile\", \"version\": 4,\n"
	" \"hash\": \"00112233aabbccdd\", \"module\": \"x.bc\",\n"
	" \"args\": [\"7\"], \"mode\": \"full\", \"atomic\": true,\n"
	" \"exit\": {\"crashed\": true, \"signal\": 6, \"status\": null},\n"
	" \"totals\": {\"instructions\": 21, \"candidates\": 12},\n"
	" \"counts\": {\"1\": 5, \"2\": 12, \"12\": 4},\n"
	" \"branches\": {\"12\": [3, 1], \"2\": [0, 0, 9]},\n"
	" \"calls\": {\"1\": {\"callee\": null, \"count\": 5}},\n"
	" \"shifts\": {\"12\": {\"op\": \"shl\", \"width\": 32, \"n\": 4,"
	" \"mean\": 2.5}},\n"
	" \"a_later_section\": {\"anything\": [1, 2]}}\n";

static void
test_load_good(void **state)
{
	struct fixture *f = *state;
	struct prof_profile p;
	const struct prof_branch *b;
	uint64_t n;
	double m;

	write_text(f->path, good_profile);
	assert_int_equal(prof_load(&p, f->path, "00112233aabbccdd"), 0);
	assert_true(p.atomic);
	assert_false(p.lite);
	assert_true(p.crashed);
	assert_int_equal(p.signal, 6);
	assert_int_equal(p.status, -1);
	assert_int_equal(p.ninsts, 3);
	assert_true(prof_count(&p, 2, &n));
	assert_int_equal(n, 12);
	assert_false(prof_count(&p, 3, &n));
	b = prof_branch_find(&p, 12);
	assert_non_null(b);
	assert_true(fabs(prof_branch_prob(b, 0) - 0.75) < 1e-12);
	assert_true(prof_branch_prob(b, 2) == 0.0);
	assert_int_equal(prof_branch_find(&p, 2)->succ[2], 9);
	assert_null(prof_call_find(&p, 1)->callee);
	assert_true(prof_shift_mean(&p, 12, &m));
	assert_true(m == 2.5);
	assert_false(prof_shift_mean(&p, 2, &m));
	/* No "values" or "compares": a first-slice profile, still good. */
	assert_null(prof_value_find(&p, 2));
	assert_null(prof_compare_find(&p, 2));
	prof_release(&p);
	/* Without a hash to check, any module's profile loads. */
	assert_int_equal(prof_load(&p, f->path, NULL), 0);
	prof_release(&p);
}

static void
test_load_wrong_hash(void **state)
{
	struct fixture *f = *state;
	struct prof_profile p;
	char want[256];

	write_text(f->path, good_profile);
	assert_int_equal(prof_load(&p, f->path, "ffffffffffffffff"), -1);
	snprintf(want, sizeof(want), "profile '%s' was made for module "
		 "00112233aabbccdd, not ffffffffffffffff", f->path);
	assert_string_equal(tr_errmsg(), want);
}

/* good_profile with one piece replaced. */
static void
write_variant(const char *path, const char *from, const char *to)
{
	char text[sizeof(good_profile) + 64];
	const char *at = strstr(good_profile, from);

	assert_non_null(at);
	snprintf(text, sizeof(text), "%.*s%s%s", (int)(at - good_profile),
		 good_profile, to, at + strlen(from));
	write_text(path, text);
}

static void
test_load_wrong_version(void **state)
{
	struct fixture *f = *state;
	struct prof_profile p;

	/* Version 2: module hash version 1 (the ids' metadata in the text). */
	write_variant(f->path, "\"version\": 4", "\"version\": 2");
	assert_int_equal(prof_load(&p, f->path, NULL), -1);
	assert_contains(tr_errmsg(), "has format version 2; this trident "
			"reads version 4");
	assert_contains(tr_errmsg(), f->path);
	write_variant(f->path, "\"version\": 4", "\"versio\": 2");
	assert_int_equal(prof_load(&p, f->path, NULL), -1);
	assert_contains(tr_errmsg(), "has no format version");
}

static void
test_load_corrupt(void **state)
{
	struct fixture *f = *state;
	struct prof_profile p;

	write_text(f->path, "{\"format\": \"trident-profile\", \"version\"");
	assert_int_equal(prof_load(&p, f->path, NULL), -1);
	assert_contains(tr_errmsg(), "is not valid JSON");
	assert_contains(tr_errmsg(), f->path);
	write_text(f->path, "[1, 2, 3]");
	assert_int_equal(prof_load(&p, f->path, NULL), -1);
	assert_contains(tr_errmsg(), "is not a trident profile");
	write_variant(f->path, "\"1\": 5", "\"x\": 5");
	assert_int_equal(prof_load(&p, f->path, NULL), -1);
	assert_contains(tr_errmsg(), "bad entry \"x\" in \"counts\"");
	write_variant(f->path, "[3, 1]", "[3, -1]");
	assert_int_equal(prof_load(&p, f->path, NULL), -1);
	assert_contains(tr_errmsg(), "bad entry \"12\" in \"branches\"");
	write_variant(f->path, "\"n\": 4", "\"n\": -4");
	assert_int_equal(prof_load(&p, f->path, NULL), -1);
	assert_contains(tr_errmsg(), "bad entry \"12\" in \"shifts\"");
	write_variant(f->path, "\"status\": null", "\"status\": 0");
	assert_int_equal(prof_load(&p, f->path, NULL), 0);
	prof_release(&p);
	write_variant(f->path, "\"signal\": 6", "\"signal\": null");
	assert_int_equal(prof_load(&p, f->path, NULL), -1);
	assert_contains(tr_errmsg(), "\"exit\" is missing or malformed");
}

/*
 * A profile of a run that ended normally, with every member, written by
 * hand: 1 load, 2 shl, 3 icmp, 4 br, 5 store, 6 call printf. Each case of
 * test_load_refusals changes one piece (or two) of it into something that
 * cannot be true.
 */
static const char full_profile[] =
	"{\"format\": \"trident-profile\", \"version\": 4,\n"
	" \"hash\": \"00112233aabbccdd\", \"module\": \"x.bc\",\n"
	" \"args\": [], \"mode\": \"full\", \"atomic\": false,\n"
	" \"exit\": {\"crashed\": false, \"signal\": null, \"status\": 0},\n"
	" \"totals\": {\"instructions\": 50, \"candidates\": 34},\n"
	" \"counts\": {\"1\": 10, \"2\": 10, \"3\": 10, \"4\": 10, \"5\": 6,"
	" \"6\": 4},\n"
	" \"branches\": {\"4\": [6, 4]},\n"
	" \"calls\": {\"6\": {\"callee\": \"printf\", \"count\": 4}},\n"
	" \"values\": {\"3\": {\"op\": \"icmp\", \"samples\": 10,"
	" \"executions\": 10, \"margins\": {\"0\": 2, \"5\": 8},"
	" \"magnitudes\": [[10, 1.5], [10, 1.0], [0, null], [0, null]],"
	" \"operands\": [{\"flips\": 320, \"changed\": 10,"
	" \"sensitivity\": 0.03125}, null]}},\n"
	" \"compares\": {\"3\": {\"predicate\": \"slt\", \"type\": \"i32\","
	" \"n\": 10, \"true\": 6, \"false\": 4, \"mean\": [1.5, 2.0],"
	" \"exact\": true}},\n"
	" \"shifts\": {\"2\": {\"op\": \"shl\", \"width\": 32, \"n\": 10,"
	" \"mean\": 3.0, \"exact\": true}},\n"
	" \"outputs\": {\"6\": {\"callee\": \"printf\", \"count\": 4,"
	" \"conversions\": [{\"type\": \"f\", \"precision\": 2,"
	" \"magnitude\": [3, -1.5], \"flips\": [4, [" ZEROS8 ZEROS8 ZEROS8
	ZEROS8 ZEROS8 ZEROS8 ZEROS8 "0, 0, 0, 0, 0, 0, 2, 4]]}]}},\n"
	" \"memory\": {\"pairs\": [[5, 1, 10], [0, 1, 2]],\n"
	"  \"stores\": {\"5\": {\"executions\": 6, \"granules\": 6,"
	" \"dead\": 1, \"dead_fraction\": 0.16666666666666666,"
	" \"unread\": 2, \"loads_per_write\": 1.6666666666666667}},\n"
	"  \"accesses\": {\"1\": {\"kind\": \"load\", \"executions\": 10,"
	" \"samples\": 2, \"flips_out\": 64, \"crash_fraction\": 0.5,"
	" \"vm_bytes\": 4194304, \"reference_crash\": 0.8125},\n"
	"   \"5\": {\"kind\": \"store\", \"executions\": 6, \"samples\": 0,"
	" \"flips_out\": 0, \"crash_fraction\": null, \"vm_bytes\": null,"
	" \"reference_crash\": null}}}}\n";

/* full_profile with from replaced by to, and from2 by to2 if not NULL. */
static void
write_full(const char *path, const char *from, const char *to,
	   const char *from2, const char *to2)
{
	char a[sizeof(full_profile) + 512], b[sizeof(a) + 512];
	const char *at = strstr(full_profile, from);

	assert_non_null(at);
	snprintf(a, sizeof(a), "%.*s%s%s", (int)(at - full_profile),
		 full_profile, to, at + strlen(from));
	if (from2) {
		at = strstr(a, from2);
		assert_non_null(at);
		snprintf(b, sizeof(b), "%.*s%s%s", (int)(at - a), a, to2,
			 at + strlen(from2));
		write_text(path, b);
	} else {
		write_text(path, a);
	}
}

static void
test_load_full(void **state)
{
	struct fixture *f = *state;
	const struct prof_mem_access *a;
	const struct prof_output *o;
	const struct prof_value *v;
	struct prof_profile p;
	size_t n;
	double c;

	write_text(f->path, full_profile);
	assert_int_equal(prof_load(&p, f->path, NULL), 0);
	assert_true(p.memory);
	assert_int_equal(p.total_insts, 50);
	assert_int_equal(p.npairs, 2);
	assert_non_null(prof_mem_loads_of(&p, 5, &n));
	assert_int_equal(n, 1);
	assert_true(prof_mem_crash(&p, 1, &c) && c == 0.5);
	a = prof_mem_access_find(&p, 5);
	assert_non_null(a);
	assert_false(a->sampled);
	assert_true(fabs(prof_mem_store_find(&p, 5)->dead_fraction - 1.0 / 6) <
		    1e-12);
	/* 2 of the 5 writes not overwritten unread were never read. */
	assert_true(prof_mem_store_find(&p, 5)->unread_known);
	assert_true(fabs(prof_mem_store_find(&p, 5)->read_share - 3.0 / 5) <
		    1e-12);
	o = prof_output_find(&p, 6);
	assert_int_equal(o->nconv, 1);
	assert_int_equal(o->conv[0].precision, 2);
	assert_true(o->conv[0].has_mag);
	assert_int_equal(o->conv[0].mag_n, 3);
	assert_true(o->conv[0].mag_mean == -1.5);
	/* Its printed flips: bit 62 in half the weight, the sign in all. */
	assert_int_equal(o->conv[0].flip_weight, 4);
	assert_int_equal(o->conv[0].flip_visible[0], 0);
	assert_int_equal(o->conv[0].flip_visible[62], 2);
	assert_int_equal(o->conv[0].flip_visible[63], 4);
	/* The compare's margins and magnitudes (issue 15). */
	v = prof_value_find(&p, 3);
	assert_true(v->has_margins);
	assert_int_equal(v->margin[0], 2);
	assert_int_equal(v->margin[5], 8);
	assert_int_equal(v->margin[64], 0);
	assert_true(prof_margin_below(v, 0) == 0.0);
	assert_true(prof_margin_below(v, 1) == 0.2);
	assert_true(prof_margin_below(v, 6) == 1.0);
	assert_true(prof_margin_below(v, 99) == 1.0);
	assert_int_equal(v->mag_n[0], 10);
	assert_true(v->mag_mean[0] == 1.5);
	assert_true(v->mag_mean[1] == 1.0);
	assert_int_equal(v->mag_n[2] + v->mag_n[3], 0);
	prof_release(&p);
	/* A profile from before them still loads, without them. */
	write_full(f->path, " \"margins\": {\"0\": 2, \"5\": 8},"
		   " \"magnitudes\": [[10, 1.5], [10, 1.0], [0, null],"
		   " [0, null]],", "", NULL, NULL);
	assert_int_equal(prof_load(&p, f->path, NULL), 0);
	v = prof_value_find(&p, 3);
	assert_false(v->has_margins);
	assert_true(prof_margin_below(v, 6) == -1.0);
	for (unsigned k = 0; k < 4; k++)
		assert_int_equal(v->mag_n[k], 0);
	prof_release(&p);
	/* A crashed run's successors need not add up to its count. */
	write_full(f->path, "[6, 4]", "[6, 5]", "\"crashed\": false, "
		   "\"signal\": null, \"status\": 0", "\"crashed\": true, "
		   "\"signal\": 11, \"status\": null");
	assert_int_equal(prof_load(&p, f->path, NULL), 0);
	assert_int_equal(prof_branch_find(&p, 4)->total, 11);
	prof_release(&p);
}

/*
 * Profiles whose numbers cannot be true: each is refused with one line
 * that names the file and says what is wrong.
 */
static void
test_load_refusals(void **state)
{
	static const struct {
		const char *from, *to, *from2, *to2, *want;
	} cases[] = {
		/* Counts: negative, fractional, not numbers, too large. */
		{ "\"1\": 10,", "\"1\": -1,", NULL, NULL,
		  "bad entry \"1\" in \"counts\": the count is negative" },
		{ "\"1\": 10,", "\"1\": 1.5,", NULL, NULL,
		  "bad entry \"1\" in \"counts\": the count is not an "
		  "integer" },
		{ "\"1\": 10,", "\"1\": \"10\",", NULL, NULL,
		  "the count is not a number" },
		{ "\"1\": 10,", "\"01\": 10,", NULL, NULL,
		  "bad entry \"01\" in \"counts\": not an instruction id" },
		{ "\"1\": 10, \"2\": 10,", "\"1\": 9223372036854775807, "
		  "\"2\": 9223372036854775807,", NULL, NULL,
		  "the counts in \"counts\" add up to more than 2^63 - 1" },
		{ "\"1\": 10,", "\"1\": 99999999999999999999,", NULL, NULL,
		  "is not valid JSON" },
		{ "\"instructions\": 50", "\"instructions\": 51", NULL, NULL,
		  "\"totals\" says 51 instructions ran, but \"counts\" add up "
		  "to 50" },
		{ "\"candidates\": 34", "\"candidates\": 60", NULL, NULL,
		  "60 candidates of 50 instructions" },
		{ "\"1\": 10, \"2\": 10,", "\"1\": 10, \"1\": 10, \"2\": 10,",
		  NULL, NULL, "duplicate object key" },
		/* Branch arrays. */
		{ "[6, 4]", "[6, 5]", NULL, NULL,
		  "bad entry \"4\" in \"branches\": its successors were taken "
		  "11 times, but \"counts\" says #4 ran 10 times" },
		{ "[6, 4]", "[6, -4]", NULL, NULL,
		  "successor 1's count is negative" },
		{ "[6, 4]", "[9223372036854775807, 4]", NULL, NULL,
		  "its successor counts add up to more than 2^63 - 1" },
		{ "[6, 4]", "[]", NULL, NULL,
		  "not an array of successor counts" },
		{ "\"4\": [6, 4]", "\"9\": [6, 4]", NULL, NULL,
		  "bad entry \"9\" in \"branches\": #9 has no count in "
		  "\"counts\"" },
		/* Calls. */
		{ "\"callee\": \"printf\", \"count\": 4}}",
		  "\"callee\": \"\", \"count\": 4}}", NULL, NULL,
		  "\"callee\" is not a function's name or null" },
		/* Values. */
		{ "\"executions\": 10,", "\"executions\": 11,", NULL, NULL,
		  "\"executions\" is 11, but \"counts\" says #3 ran 10 times" },
		{ "\"op\": \"icmp\"", "\"op\": \"frob\"", NULL, NULL,
		  "\"op\" is not an operation the profiler re-evaluates" },
		{ "null]}}", "null, null]}}", NULL, NULL,
		  "\"operands\" is not an array of the 2 operands of icmp" },
		{ "\"changed\": 10", "\"changed\": 400", NULL, NULL,
		  "operand 0: 400 of 320 flips changed the result" },
		{ "\"samples\": 10,", "\"samples\": 12,", NULL, NULL,
		  "12 samples of 10 executions" },
		{ "\"sensitivity\": 0.03125", "\"sensitivity\": 0.5", NULL, NULL,
		  "operand 0: \"sensitivity\" is not changed / flips" },
		/* Margins and magnitudes (issue 15). */
		{ "\"5\": 8}", "\"65\": 8}", NULL, NULL,
		  "bad entry \"3\" in \"values\": margin bin \"65\" is not 0 "
		  "to 64" },
		{ "\"5\": 8}", "\"05\": 8}", NULL, NULL,
		  "margin bin \"05\" is not 0 to 64" },
		{ "\"5\": 8}", "\"-5\": 8}", NULL, NULL,
		  "margin bin \"-5\" is not 0 to 64" },
		{ "\"5\": 8}", "\"5\": 9}", NULL, NULL,
		  "its margins count more than its 10 samples" },
		{ "\"5\": 8}", "\"5\": -8}", NULL, NULL,
		  "margin bin 5's count is negative" },
		{ "{\"0\": 2, \"5\": 8}", "[2, 8]", NULL, NULL,
		  "\"margins\" is not an object of counts by bin" },
		{ "\"op\": \"icmp\"", "\"op\": \"add\"", NULL, NULL,
		  "\"margins\" of add, which is neither a compare nor a min "
		  "or max" },
		{ "[10, 1.5]", "[11, 1.5]", NULL, NULL,
		  "magnitude 0: 11 values of 10 samples" },
		{ "[0, null], [0, null]]", "[3, 1.0], [0, null]]", NULL, NULL,
		  "magnitude 2: 3 values of 0 samples" },
		{ "[10, 1.5]", "[10, null]", NULL, NULL,
		  "magnitude 0's mean is not null (n = 0) or a number from "
		  "-1100 to 1100 (n > 0)" },
		{ "[10, 1.5]", "[10, 2000]", NULL, NULL,
		  "magnitude 0's mean is not null" },
		{ "[10, 1.5]", "[0, 1.5]", NULL, NULL,
		  "magnitude 0's mean is not null" },
		{ "[10, 1.5]", "[10, \"1.5\"]", NULL, NULL,
		  "magnitude 0's mean is not null" },
		{ "[10, 1.5]", "[-10, 1.5]", NULL, NULL,
		  "magnitude 0 is not [n, mean] with a count n" },
		{ "[[10, 1.5], [10, 1.0], [0, null], [0, null]]", "[[10, 1.5]]",
		  NULL, NULL, "\"magnitudes\" is not an array of 4 [n, mean] "
		  "pairs" },
		/* Compares. */
		{ "\"slt\"", "\"oeq\"", NULL, NULL,
		  "\"predicate\" is not one of icmp's" },
		{ "\"i32\"", "\"i99\"", NULL, NULL,
		  "\"type\" is not i1 to i64, ptr, float or double" },
		{ "\"true\": 6", "\"true\": 7", NULL, NULL,
		  "true 7 and false 4 times do not add up to n = 10" },
		{ "\"n\": 10, \"true\"", "\"n\": 9, \"true\"", NULL, NULL,
		  "\"n\" is 9, but \"counts\" says #3 ran 10 times" },
		{ "\"exact\": true}},\n \"shifts", "\"exact\": 1}},\n \"shifts",
		  NULL, NULL, "\"exact\" is not a boolean" },
		/* Shifts. */
		{ "\"width\": 32", "\"width\": 0", NULL, NULL,
		  "\"width\" is 0, not 1 to 64" },
		{ "\"mean\": 3.0", "\"mean\": -1.0", NULL, NULL,
		  "\"mean\" is not null or the mean amount (>= 0) of a shift "
		  "that ran" },
		{ "\"op\": \"shl\"", "\"op\": \"rol\"", NULL, NULL,
		  "\"op\" is not shl, lshr or ashr" },
		/* Outputs. */
		{ "\"callee\": \"printf\", \"count\": 4,",
		  "\"callee\": \"sprintf\", \"count\": 4,", NULL, NULL,
		  "\"callee\" is not an output function" },
		{ "\"callee\": \"printf\", \"count\": 4,",
		  "\"callee\": \"printf\", \"count\": 5,", NULL, NULL,
		  "bad entry \"6\" in \"outputs\": \"callee\" printf and "
		  "\"count\" 5 are not those of its call site in \"calls\"" },
		{ "\"type\": \"f\"", "\"type\": \"Q\"", NULL, NULL,
		  "conversion 0 has no printf conversion character" },
		{ "\"precision\": 2", "\"precision\": -2", NULL, NULL,
		  "conversion 0's \"precision\" is not an integer >= 0" },
		/* Output magnitudes (issue 15). */
		{ "\"type\": \"f\"", "\"type\": \"d\"", NULL, NULL,
		  "conversion 0 has a \"magnitude\", but is not a "
		  "floating-point one" },
		{ "[3, -1.5]", "[5, -1.5]", NULL, NULL,
		  "conversion 0's \"magnitude\" counts 5 values of 4 calls" },
		{ "[3, -1.5]", "[3, null]", NULL, NULL,
		  "conversion 0's magnitude mean is not null (n = 0) or a "
		  "number from -1100 to 1100 (n > 0)" },
		{ "[3, -1.5]", "[0, -1.5]", NULL, NULL,
		  "conversion 0's magnitude mean is not null" },
		{ "[3, -1.5]", "[3, -1e9]", NULL, NULL,
		  "conversion 0's magnitude mean is not null" },
		{ "[3, -1.5]", "[3]", NULL, NULL,
		  "conversion 0's \"magnitude\" is not [n, mean] with a count "
		  "n" },
		/* Printed flips (format version 4). */
		{ "\"flips\": [4, [", "\"flips\": [0, [", NULL, NULL,
		  "conversion 0's \"flips\" is not [weight > 0, [64 counts]]" },
		{ "2, 4]]", "2]]", NULL, NULL,
		  "conversion 0's \"flips\" is not [weight > 0, [64 counts]]" },
		{ "2, 4]]", "2, 5]]", NULL, NULL,
		  "conversion 0's \"flips\" count of bit 63 is not a count at "
		  "most its weight" },
		{ "2, 4]]", "2, -1]]", NULL, NULL,
		  "conversion 0's \"flips\" count of bit 63 is not a count" },
		/* Memory. */
		{ "\"kind\": \"load\"", "\"kind\": \"jump\"", NULL, NULL,
		  "\"kind\" is not load, store, atomic, memcpy, memset, "
		  "output, format or string" },
		{ "\"flips_out\": 64", "\"flips_out\": 200", NULL, NULL,
		  "200 flips left mapped memory of 128 tried" },
		{ "\"crash_fraction\": 0.5", "\"crash_fraction\": 0.75", NULL,
		  NULL, "\"crash_fraction\" is not flips_out / (64 samples)" },
		{ "\"crash_fraction\": 0.5", "\"crash_fraction\": 1.5", NULL,
		  NULL, "\"crash_fraction\" is not flips_out / (64 samples)" },
		{ "\"crash_fraction\": null", "\"crash_fraction\": \"inf\"",
		  NULL, NULL, "bad entry \"5\" in \"memory\": never sampled, "
		  "but \"crash_fraction\", \"vm_bytes\" or "
		  "\"reference_crash\" is not null" },
		{ "\"reference_crash\": 0.8125", "\"reference_crash\": 0.5",
		  NULL, NULL,
		  "\"reference_crash\" is not the crash rate of \"vm_bytes\"" },
		{ "\"dead\": 1", "\"dead\": 7", NULL, NULL,
		  "bad entry \"5\" in \"memory\": 7 dead of 6 granules" },
		{ "\"unread\": 2", "\"unread\": 6", NULL, NULL,
		  "bad entry \"5\" in \"memory\": 6 unread and 1 dead of 6 "
		  "granules written" },
		{ "\"unread\": 2", "\"unread\": -1", NULL, NULL,
		  "bad entry \"5\" in \"memory\"" },
		{ "\"dead_fraction\": 0.16666666666666666",
		  "\"dead_fraction\": 0", NULL, NULL,
		  "\"dead_fraction\" is not dead / granules" },
		{ "\"loads_per_write\": 1.6666666666666667",
		  "\"loads_per_write\": 2", NULL, NULL,
		  "\"loads_per_write\" is not its pairs' counts / executions" },
		{ "\"executions\": 6, \"granules\"",
		  "\"executions\": 7, \"granules\"", NULL, NULL,
		  "\"executions\" is 7, but \"counts\" says #5 ran 6 times" },
		{ "[5, 1, 10]", "[5, 3, 10]", NULL, NULL,
		  "the pair (#5, #3) is not of a store in \"stores\" and a "
		  "reading access in \"accesses\"" },
		{ "[5, 1, 10]", "[5, 1, -10]", NULL, NULL,
		  "pair 0 is not [store id or 0, load id, count]" },
		{ "\"mode\": \"full\"", "\"mode\": \"lite\"", NULL, NULL,
		  "\"memory\" is missing or malformed: a --lite profile has no "
		  "memory profile" },
		/* The header. */
		{ "\"status\": 0", "\"status\": 300", NULL, NULL,
		  "\"status\" is not an exit status" },
		{ "00112233aabbccdd", "00112233AABBCCDD", NULL, NULL,
		  "\"hash\" is missing or malformed: not 16 lower-case hex "
		  "digits" },
		/* Nothing ran. */
		{ "\"1\": 10, \"2\": 10, \"3\": 10, \"4\": 10, \"5\": 6,"
		  " \"6\": 4", "\"1\": 0", "\"instructions\": 50, "
		  "\"candidates\": 34",
		  "\"instructions\": 0, \"candidates\": 0",
		  "counts no executed instruction: every count in \"counts\" "
		  "is 0" },
	};
	struct fixture *f = *state;
	struct prof_profile p;

	for (size_t k = 0; k < sizeof(cases) / sizeof(*cases); k++) {
		write_full(f->path, cases[k].from, cases[k].to, cases[k].from2,
			   cases[k].to2);
		if (prof_load(&p, f->path, NULL) != -1)
			fail_msg("case %zu (%s) was not refused", k,
				 cases[k].want);
		assert_contains(tr_errmsg(), cases[k].want);
		assert_contains(tr_errmsg(), f->path);
		assert_null(strchr(tr_errmsg(), '\n'));
	}
}

static void
test_load_missing(void **state)
{
	struct fixture *f = *state;
	struct prof_profile p;

	unlink(f->path);
	assert_int_equal(prof_load(&p, f->path, NULL), -1);
	assert_contains(tr_errmsg(), "cannot read profile");
	assert_contains(tr_errmsg(), f->path);
	assert_contains(tr_errmsg(), "No such file");
}

/*
 * The arguments a format takes (issue 14: the model maps a formatted
 * value to its conversion): "*" widths and precisions are arguments of
 * their own; positional arguments end the list. And the C library's
 * functions the profiler follows, by name and argument count.
 */
static void
test_format_args(void **state)
{
	static const char fmt[] = "%-*.*f|%d %%%5s %.3Lg%n";
	struct prof_conv *c;
	const struct prof_libc *e;
	int n;

	(void)state;
	n = prof_format_parse(fmt, strlen(fmt), &c);
	assert_int_equal(n, 5);
	assert_int_equal(c[0].type, 'f');
	assert_int_equal(c[0].precision, PROF_PREC_DYNAMIC);
	free(c);
	n = prof_format_args(fmt, strlen(fmt), &c);
	assert_int_equal(n, 7);
	assert_int_equal(c[0].type, '*');
	assert_int_equal(c[1].type, '*');
	assert_int_equal(c[2].type, 'f');
	assert_int_equal(c[3].type, 'd');
	assert_int_equal(c[4].type, 's');
	assert_int_equal(c[5].type, 'g');
	assert_int_equal(c[5].precision, 3);
	assert_int_equal(c[6].type, 'n');
	free(c);
	n = prof_format_args("%d %2$s", 7, &c);
	assert_int_equal(n, 1);
	free(c);
	e = prof_libc_find("snprintf", 4);
	assert_non_null(e);
	assert_int_equal(e->kind, PROF_MEM_FORMAT);
	assert_int_equal(e->fmt, 2);
	assert_int_equal(e->len, 1);
	assert_null(prof_libc_find("snprintf", 2));
	e = prof_libc_find("llvm.memcpy.p0.p0.i64", 4);
	assert_true(e && e->kind == PROF_MEM_COPY && e->op == 0);
	e = prof_libc_find("strdup", 1);
	assert_true(e && e->kind == PROF_MEM_STRING && e->dst == -1 &&
		    e->src == 0);
	assert_null(prof_libc_find("strlen", 1));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_format_args),
		cmocka_unit_test_setup_teardown(test_plan, setup, teardown),
		cmocka_unit_test_setup_teardown(test_plan_values, setup,
						teardown),
		cmocka_unit_test(test_eval),
		cmocka_unit_test(test_eval_fast),
		cmocka_unit_test(test_margins),
		cmocka_unit_test_setup_teardown(test_raw, setup, teardown),
		cmocka_unit_test_setup_teardown(test_profile_roundtrip, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_profile_checks, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_load_good, setup, teardown),
		cmocka_unit_test_setup_teardown(test_load_wrong_hash, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_load_wrong_version, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_load_corrupt, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_load_missing, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_load_full, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_load_refusals, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
