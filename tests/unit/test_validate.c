/*
 * test_validate.c: unit tests of the fault injector's bookkeeping: model and
 * outcome names, Wilson intervals, the runtime's record files, the journal
 * (append, read back, a line cut short by a kill, resume) and the summary
 * built from hand-made entries against a small id'd module.
 *
 * Wilson references were computed independently in Python (statistics.
 * NormalDist().inv_cdf(0.975) and the textbook formula), to 1e-6.
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

#include "validate.h"

/* cmocka 1.1.5 has no assert_double_equal. */
#define assert_close(a, b) assert_close_at((a), (b), __FILE__, __LINE__)

static void
assert_close_at(double a, double b, const char *file, int line)
{
	if (!(fabs(a - b) <= 1e-6))
		fail_msg("%s:%d: %.9g is not %.9g", file, line, a, b);
}

#define assert_contains(s, sub) do { \
	if (!strstr((s), (sub))) \
		fail_msg("'%s' does not contain '%s'", (s), (sub)); \
} while (0)

/* A scratch directory per test, removed with everything in it. */
struct scratch {
	char dir[64];
	char path[8][128];
	unsigned n;
};

static void
scratch_init(struct scratch *s)
{
	memset(s, 0, sizeof(*s));
	snprintf(s->dir, sizeof(s->dir), "/tmp/test_validate.XXXXXX");
	assert_non_null(mkdtemp(s->dir));
}

/* A path inside the directory (not created). */
static const char *
scratch_path(struct scratch *s, const char *name)
{
	char buf[sizeof(s->path[0])];

	assert_true(s->n < 8);
	snprintf(buf, sizeof(buf), "%s/%s", s->dir, name);
	memcpy(s->path[s->n], buf, sizeof(buf));
	return s->path[s->n++];
}

static void
scratch_release(struct scratch *s)
{
	for (unsigned i = 0; i < s->n; i++)
		unlink(s->path[i]);
	assert_int_equal(rmdir(s->dir), 0);
}

static void
write_file(const char *path, const char *text, const char *mode)
{
	FILE *f = fopen(path, mode);

	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

/* The whole content of a file, NUL-terminated; free it. */
static char *
read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL;
	size_t cap = 0;
	long n;

	assert_non_null(f);
	assert_int_equal(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	rewind(f);
	cap = (size_t)n + 1;
	buf = malloc(cap);
	assert_non_null(buf);
	assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = '\0';
	fclose(f);
	if (len)
		*len = (size_t)n;
	return buf;
}

/*
 * Names
 */
static void
test_names(void **state)
{
	enum fi_model m;
	enum fi_outcome o;

	for (unsigned i = 0; i < FI_NMODELS; i++) {
		assert_int_equal(fi_model_parse(fi_model_name(i), &m), 0);
		assert_int_equal(m, i);
	}
	for (unsigned i = 0; i < FI_NOUTCOMES; i++) {
		assert_int_equal(fi_outcome_parse(fi_outcome_name(i), &o), 0);
		assert_int_equal(o, i);
	}
	assert_string_equal(fi_model_name(FI_MODEL_BITFLIP2), "bitflip2");
	assert_string_equal(fi_model_name(FI_MODEL_ZERO), "zero");
	assert_string_equal(fi_outcome_name(FI_NOT_INJECTED), "not-injected");
	assert_string_equal(fi_outcome_name(FI_ERROR_EXIT), "error-exit");
	assert_string_equal(fi_outcome_name(FI_SDC), "sdc");

	assert_int_equal(fi_model_parse("bitflip3", &m), -1);
	assert_string_equal(tr_errmsg(), "unknown fault model 'bitflip3' "
			    "(expected bitflip, bitflip2, stuck0, stuck1, "
			    "random or zero)");
	assert_int_equal(fi_model_parse("", &m), -1);
	assert_int_equal(fi_outcome_parse("SDC", &o), -1);
	assert_contains(tr_errmsg(), "unknown outcome 'SDC'");
	assert_int_equal(fi_outcome_parse("not_injected", &o), -1);
}

/*
 * Statistics
 */
static void
check_wilson(uint64_t k, uint64_t n, double lo, double hi)
{
	double l, h;

	fi_wilson(k, n, 0.95, &l, &h);
	assert_close(l, lo);
	assert_close(h, hi);
	assert_true(l >= 0 && h <= 1 && l <= h);
}

static void
test_wilson(void **state)
{
	check_wilson(0, 10, 0, 0.277532800);
	check_wilson(5, 10, 0.236593091, 0.763406909);
	check_wilson(50, 100, 0.403831530, 0.596168470);
	check_wilson(3000, 3000, 0.998721151, 1);
	check_wilson(1, 3, 0.061491945, 0.792340399);
	check_wilson(2, 3, 0.207659601, 0.938508055);
	check_wilson(0, 1, 0, 0.793450686);
	check_wilson(0, 0, 0, 1);
	check_wilson(7, 0, 0, 1);
}

static void
test_tally(void **state)
{
	struct fi_tally t = { { 0 } };

	assert_int_equal(fi_tally_injected(&t), 0);
	fi_tally_add(&t, FI_NOT_INJECTED);
	fi_tally_add(&t, FI_NOT_INJECTED);
	fi_tally_add(&t, FI_SDC);
	fi_tally_add(&t, FI_BENIGN);
	fi_tally_add(&t, FI_HANG);
	assert_int_equal(t.n[FI_NOT_INJECTED], 2);
	assert_int_equal(t.n[FI_SDC], 1);
	assert_int_equal(fi_tally_injected(&t), 3);
}

static void
test_now(void **state)
{
	double a = fi_now(), b = fi_now();

	assert_true(a > 0);
	assert_true(b >= a);
}

/*
 * Records
 */
static void
test_record_kinds(void **state)
{
	struct scratch s;
	struct fi_record r;
	const char *p;

	scratch_init(&s);
	p = scratch_path(&s, "rec");

	/* An injection that crashed; a second I is not possible but ignored. */
	write_file(p, "I id=212 instance=48113 bit=17 width=32 insts=1000\n"
		   "I id=9 instance=1 bit=0 width=1 insts=5\n"
		   "S signal=11 insts=1037\n", "w");
	assert_int_equal(fi_record_read(p, &r), 0);
	assert_true(r.injected);
	assert_false(r.reached_dummy || r.exited || r.detected);
	assert_true(r.signaled);
	assert_int_equal(r.id, 212);
	assert_int_equal(r.instance, 48113);
	assert_int_equal(r.bit, 17);
	assert_int_equal(r.width, 32);
	assert_int_equal(r.inj_insts, 1000);
	assert_int_equal(r.signal, 11);
	assert_int_equal(r.end_insts, 1037);

	/* Dummy mode, then a normal exit (last C counts), unknown keys. */
	write_file(p, "X id=3 instance=7 width=64 insts=40 future=1\n"
		   "C count=10 insts=90\n"
		   "C count=12 insts=100\n", "w");
	assert_int_equal(fi_record_read(p, &r), 0);
	assert_false(r.injected);
	assert_true(r.reached_dummy && r.exited);
	assert_int_equal(r.id, 3);
	assert_int_equal(r.instance, 7);
	assert_int_equal(r.width, 64);
	assert_int_equal(r.inj_insts, 40);
	assert_int_equal(r.count, 12);
	assert_int_equal(r.end_insts, 100);

	/* The detector, and bit=-1 (models without a bit). */
	write_file(p, "I id=4 instance=2 bit=-1 width=8 insts=3\n"
		   "D id=77 insts=9\n", "w");
	assert_int_equal(fi_record_read(p, &r), 0);
	assert_true(r.injected && r.detected);
	assert_int_equal(r.bit, -1);
	assert_int_equal(r.detector_id, 77);

	/* A golden run: counters only; 64-bit values. */
	write_file(p, "C count=18446744073 insts=9223372036854775807\n", "w");
	assert_int_equal(fi_record_read(p, &r), 0);
	assert_true(r.exited);
	assert_false(r.injected);
	assert_int_equal(r.count, 18446744073ULL);
	assert_int_equal(r.end_insts, 9223372036854775807ULL);

	/* The signal's count wins over an exit's. */
	write_file(p, "C count=1 insts=50\nS signal=6 insts=60\n", "w");
	assert_int_equal(fi_record_read(p, &r), 0);
	assert_int_equal(r.end_insts, 60);

	/* An empty file: nothing happened. */
	write_file(p, "", "w");
	assert_int_equal(fi_record_read(p, &r), 0);
	assert_false(r.injected || r.exited || r.signaled);
	scratch_release(&s);
}

static void
test_record_missing_and_partial(void **state)
{
	struct scratch s;
	struct fi_record r;
	const char *p;

	scratch_init(&s);
	p = scratch_path(&s, "rec");
	memset(&r, 0xff, sizeof(r));
	assert_int_equal(fi_record_read(p, &r), 0);
	assert_false(r.injected || r.reached_dummy || r.exited || r.signaled ||
		     r.detected);
	assert_int_equal(r.id, 0);
	assert_int_equal(r.count, 0);

	/* Killed while writing S: the cut line is ignored. */
	write_file(p, "I id=5 instance=1 bit=2 width=32 insts=10\nS sig", "w");
	assert_int_equal(fi_record_read(p, &r), 0);
	assert_true(r.injected);
	assert_false(r.signaled);
	assert_int_equal(r.end_insts, 0);
	scratch_release(&s);
}

static void
expect_record_error(const char *text, const char *what)
{
	struct scratch s;
	struct fi_record r;
	char want[256];
	const char *p;

	scratch_init(&s);
	p = scratch_path(&s, "rec");
	write_file(p, text, "w");
	assert_int_equal(fi_record_read(p, &r), -1);
	snprintf(want, sizeof(want), "'%s' line 2: ", p);
	assert_contains(tr_errmsg(), want);
	assert_contains(tr_errmsg(), what);
	assert_false(r.injected);
	scratch_release(&s);
}

static void
test_record_malformed(void **state)
{
	const char *ok = "I id=1 instance=1 bit=0 width=1 insts=1\n";
	char text[256];

	snprintf(text, sizeof(text), "%sQ id=1\n", ok);
	expect_record_error(text, "unknown record");
	snprintf(text, sizeof(text), "%sC count insts=3\n", ok);
	expect_record_error(text, "key=value");
	snprintf(text, sizeof(text), "%sC count=x insts=3\n", ok);
	expect_record_error(text, "bad value 'x' for count");
	snprintf(text, sizeof(text), "%sC count=-4 insts=3\n", ok);
	expect_record_error(text, "bad value '-4' for count");
	snprintf(text, sizeof(text), "%sS insts=3\n", ok);
	expect_record_error(text, "S record without signal");
	snprintf(text, sizeof(text), "%s\n", ok);
	expect_record_error(text, "unknown record");
	snprintf(text, sizeof(text), "%sCount=1 insts=2\n", ok);
	expect_record_error(text, "unknown record");
}

/*
 * Journal
 */
static const struct fi_entry sample[] = {
	{ .index = 41, .id = 212, .instance = 48113, .bit = 17,
	  .model = FI_MODEL_BITFLIP, .outcome = FI_CRASH, .signal = 11,
	  .exit_code = -1, .latency = 37, .time_s = 0.012 },
	{ .index = 0, .id = 0, .instance = 0, .bit = -1,
	  .model = FI_MODEL_ZERO, .outcome = FI_NOT_INJECTED, .signal = 0,
	  .exit_code = 0, .latency = -1, .time_s = 1.5 },
	{ .index = 7, .id = 3, .instance = 9000000000ULL, .bit = 63,
	  .model = FI_MODEL_STUCK1, .outcome = FI_SDC, .signal = 0,
	  .exit_code = 0, .latency = -1, .time_s = 123.456 },
	{ .index = 8, .id = 4, .instance = 2, .bit = 0,
	  .model = FI_MODEL_BITFLIP2, .outcome = FI_ERROR_EXIT, .signal = 0,
	  .exit_code = 3, .latency = -1, .time_s = 0.25 },
};

static void
assert_entry_equal(const struct fi_entry *a, const struct fi_entry *b)
{
	assert_int_equal(a->index, b->index);
	assert_int_equal(a->id, b->id);
	assert_int_equal(a->instance, b->instance);
	assert_int_equal(a->bit, b->bit);
	assert_int_equal(a->model, b->model);
	assert_int_equal(a->outcome, b->outcome);
	assert_int_equal(a->signal, b->signal);
	assert_int_equal(a->exit_code, b->exit_code);
	assert_int_equal(a->latency, b->latency);
	assert_true(a->time_s == b->time_s);
}

static void
test_entry_json(void **state)
{
	json_t *o = fi_entry_to_json(&sample[0]);
	char *text = json_dumps(o, JSON_SORT_KEYS | JSON_COMPACT |
				JSON_REAL_PRECISION(6));
	struct fi_entry e;

	/* The line of docs/inject.md. */
	assert_string_equal(text, "{\"bit\":17,\"exit_code\":-1,\"id\":212,"
			    "\"index\":41,\"instance\":48113,\"latency\":37,"
			    "\"model\":\"bitflip\",\"outcome\":\"crash\","
			    "\"signal\":11,\"time\":0.012}");
	assert_int_equal(fi_entry_from_json(o, &e), 0);
	assert_entry_equal(&e, &sample[0]);

	json_object_set_new(o, "outcome", json_string("mystery"));
	assert_int_equal(fi_entry_from_json(o, &e), -1);
	assert_contains(tr_errmsg(), "unknown outcome 'mystery'");
	json_object_del(o, "bit");
	assert_int_equal(fi_entry_from_json(o, &e), -1);
	assert_contains(tr_errmsg(), "\"bit\"");
	free(text);
	json_decref(o);
}

static void
test_journal_roundtrip(void **state)
{
	struct scratch s;
	struct fi_journal j;
	struct fi_entry *e;
	size_t n;
	const char *p;

	scratch_init(&s);
	p = scratch_path(&s, "journal.jsonl");

	/* Missing: no entries. */
	assert_int_equal(fi_journal_read(p, &e, &n), 0);
	assert_int_equal(n, 0);
	assert_null(e);

	assert_int_equal(fi_journal_open(&j, p, false), 0);
	for (unsigned i = 0; i < 3; i++)
		assert_int_equal(fi_journal_append(&j, &sample[i]), 0);
	fi_journal_close(&j);
	assert_int_equal(j.fd, -1);
	fi_journal_close(&j);	/* twice is harmless */

	assert_int_equal(fi_journal_read(p, &e, &n), 0);
	assert_int_equal(n, 3);
	for (unsigned i = 0; i < 3; i++)
		assert_entry_equal(&e[i], &sample[i]);
	free(e);

	/* Opening without resume starts over. */
	assert_int_equal(fi_journal_open(&j, p, false), 0);
	fi_journal_close(&j);
	assert_int_equal(fi_journal_read(p, &e, &n), 0);
	assert_int_equal(n, 0);
	free(e);
	scratch_release(&s);
}

static void
test_journal_partial_resume(void **state)
{
	struct scratch s;
	struct fi_journal j;
	struct fi_entry *e;
	size_t n, len;
	const char *p;
	char *text;

	scratch_init(&s);
	p = scratch_path(&s, "journal.jsonl");
	assert_int_equal(fi_journal_open(&j, p, false), 0);
	for (unsigned i = 0; i < 3; i++)
		assert_int_equal(fi_journal_append(&j, &sample[i]), 0);
	fi_journal_close(&j);
	/* A kill in the middle of the fourth line. */
	write_file(p, "{\"bit\":0,\"exit_code\":3,\"id\":4,\"cut", "a");

	assert_int_equal(fi_journal_read(p, &e, &n), 0);
	assert_int_equal(n, 3);
	free(e);

	/* Resume cuts the partial line off and appends after line 3. */
	assert_int_equal(fi_journal_open(&j, p, true), 0);
	text = read_file(p, &len);
	assert_true(len > 0 && text[len - 1] == '\n');
	assert_null(strstr(text, "\"cut"));
	free(text);
	assert_int_equal(fi_journal_append(&j, &sample[3]), 0);
	fi_journal_close(&j);
	assert_int_equal(fi_journal_read(p, &e, &n), 0);
	assert_int_equal(n, 4);
	for (unsigned i = 0; i < 4; i++)
		assert_entry_equal(&e[i], &sample[i]);
	free(e);

	/* Resuming a clean journal changes nothing. */
	text = read_file(p, &len);
	assert_int_equal(fi_journal_open(&j, p, true), 0);
	fi_journal_close(&j);
	{
		size_t len2;
		char *again = read_file(p, &len2);

		assert_int_equal(len2, len);
		assert_memory_equal(again, text, len);
		free(again);
	}
	free(text);

	/* A journal that is one partial line: resume empties it. */
	write_file(p, "{\"bit\"", "w");
	assert_int_equal(fi_journal_open(&j, p, true), 0);
	assert_int_equal(fi_journal_append(&j, &sample[1]), 0);
	fi_journal_close(&j);
	assert_int_equal(fi_journal_read(p, &e, &n), 0);
	assert_int_equal(n, 1);
	assert_entry_equal(&e[0], &sample[1]);
	free(e);
	scratch_release(&s);
}

static void
test_journal_malformed(void **state)
{
	struct scratch s;
	struct fi_journal j;
	struct fi_entry *e;
	size_t n;
	char want[256];
	const char *p;

	scratch_init(&s);
	p = scratch_path(&s, "journal.jsonl");
	assert_int_equal(fi_journal_open(&j, p, false), 0);
	assert_int_equal(fi_journal_append(&j, &sample[0]), 0);
	fi_journal_close(&j);
	write_file(p, "{not json\n", "a");
	assert_int_equal(fi_journal_read(p, &e, &n), -1);
	snprintf(want, sizeof(want), "'%s' line 2: ", p);
	assert_contains(tr_errmsg(), want);
	assert_null(e);
	assert_int_equal(n, 0);

	/* Valid JSON, not an entry. */
	write_file(p, "{\"index\":1}\n", "w");
	assert_int_equal(fi_journal_read(p, &e, &n), -1);
	snprintf(want, sizeof(want), "'%s' line 1: ", p);
	assert_contains(tr_errmsg(), want);
	assert_contains(tr_errmsg(), "no \"id\"");

	/* Unopenable journal. */
	assert_int_equal(fi_journal_open(&j, "/nonexistent/dir/j.jsonl",
					 false), -1);
	assert_contains(tr_errmsg(), "'/nonexistent/dir/j.jsonl'");
	assert_int_equal(j.fd, -1);
	fi_journal_close(&j);
	scratch_release(&s);
}

/*
 * Summary
 *
 * ids: @f: #1 add (t.c:3), #2 mul (t.c:4), #3 add (no location), #4 ret;
 *      @g: #5 sub, #6 ret.
 */
static const char summary_ir[] =
	"define i32 @f(i32 %a, i32 %b) !dbg !5 {\n"
	"entry:\n"
	"  %x = add i32 %a, %b, !dbg !10\n"
	"  %y = mul i32 %x, %a, !dbg !11\n"
	"  %z = add i32 %y, 1\n"
	"  ret i32 %z, !dbg !11\n"
	"}\n"
	"define i32 @g(i32 %a) {\n"
	"  %l = sub i32 %a, 1\n"
	"  ret i32 %l\n"
	"}\n"
	"!llvm.dbg.cu = !{!0}\n"
	"!llvm.module.flags = !{!2, !3}\n"
	"!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, "
	"producer: \"t\", isOptimized: false, runtimeVersion: 0, "
	"emissionKind: FullDebug)\n"
	"!1 = !DIFile(filename: \"t.c\", directory: \"/tmp\")\n"
	"!2 = !{i32 7, !\"Dwarf Version\", i32 5}\n"
	"!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
	"!5 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, "
	"line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, "
	"unit: !0)\n"
	"!6 = !DISubroutineType(types: !7)\n"
	"!7 = !{null}\n"
	"!10 = !DILocation(line: 3, column: 5, scope: !5)\n"
	"!11 = !DILocation(line: 4, column: 7, scope: !5)\n";

#define E(ID, OUT, SIG, LAT) { .id = (ID), .outcome = (OUT), .signal = (SIG), \
	.latency = (LAT), .bit = (ID) ? 1 : -1, .exit_code = -1, .time_s = 0.5 }

static const struct fi_entry campaign_entries[] = {
	E(5, FI_DETECTED, 0, -1),
	E(1, FI_SDC, 0, -1),
	E(0, FI_NOT_INJECTED, 0, -1),
	E(1, FI_CRASH, 11, 5),
	E(2, FI_BENIGN, 0, -1),
	E(3, FI_CRASH, 7, 2000),
	E(1, FI_SDC, 0, -1),
	E(5, FI_ERROR_EXIT, 0, -1),
	E(2, FI_HANG, 0, -1),
	E(0, FI_NOT_INJECTED, 0, -1),
	E(1, FI_BENIGN, 0, -1),
};
#define NCAMPAIGN (sizeof(campaign_entries) / sizeof(*campaign_entries))

static void
check_ci(const json_t *ci, double lo, double hi)
{
	assert_true(json_is_array(ci));
	assert_int_equal(json_array_size(ci), 2);
	assert_close(json_real_value(json_array_get(ci, 0)), lo);
	assert_close(json_real_value(json_array_get(ci, 1)), hi);
}

static json_int_t
iget(const json_t *o, const char *key)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_integer(v))
		fail_msg("no integer \"%s\"", key);
	return json_integer_value(v);
}

static double
rget(const json_t *o, const char *key)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_real(v))
		fail_msg("no real \"%s\"", key);
	return json_real_value(v);
}

static const char *
sget(const json_t *o, const char *key)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_string(v))
		fail_msg("no string \"%s\"", key);
	return json_string_value(v);
}

static void
check_row(const json_t *row, json_int_t runs, json_int_t sdc,
	  json_int_t crash, json_int_t benign, double sdc_rate)
{
	assert_true(json_is_object(row));
	assert_int_equal(iget(row, "runs"), runs);
	assert_int_equal(iget(row, "sdc"), sdc);
	assert_int_equal(iget(row, "crash"), crash);
	assert_int_equal(iget(row, "benign"), benign);
	for (unsigned o = 0; o < FI_NOUTCOMES; o++)
		(void)iget(row, fi_outcome_name(o));
	assert_close(rget(row, "sdc_rate"), sdc_rate);
}

/* Iteration (not only the sorted dump) sees the keys a, b, c in order. */
static void
check_key_order(const json_t *o, const char *a, const char *b, const char *c)
{
	const char *want[] = { a, b, c }, *key;
	const json_t *v;
	unsigned i = 0;

	json_object_foreach((json_t *)o, key, v) {
		assert_true(i < 3);
		assert_string_equal(key, want[i++]);
	}
	assert_int_equal(i, 3);
}

static void
test_summary_build(void **state)
{
	struct ir_module m;
	const json_t *out, *rows, *row, *lat, *ops, *lines, *sig, *t;
	json_t *sum;

	if (ir_module_parse(&m, "t.ll", summary_ir))
		fail_msg("parse: %s", tr_errmsg());
	ir_ids_assign(&m);
	sum = fi_summary_build(campaign_entries, NCAMPAIGN, &m);
	assert_non_null(sum);

	assert_int_equal(iget(sum, "runs"), 11);
	assert_int_equal(iget(sum, "injected"), 9);
	assert_int_equal(iget(sum, "not_injected"), 2);

	out = json_object_get(sum, "outcomes");
	assert_int_equal(json_object_size(out), FI_NOUTCOMES - 1);
	assert_null(json_object_get(out, "not-injected"));
	assert_int_equal(iget(json_object_get(out, "sdc"), "count"), 2);
	assert_close(rget(json_object_get(out, "sdc"), "rate"), 2.0 / 9);
	check_ci(json_object_get(json_object_get(out, "sdc"), "ci95"),
		 0.063225107, 0.547411031);
	assert_int_equal(iget(json_object_get(out, "crash"), "count"), 2);
	assert_int_equal(iget(json_object_get(out, "hang"), "count"), 1);
	check_ci(json_object_get(json_object_get(out, "hang"), "ci95"),
		 0.019890888, 0.434999706);
	assert_int_equal(iget(json_object_get(out, "detected"), "count"), 1);
	assert_int_equal(iget(json_object_get(out, "error-exit"), "count"), 1);
	assert_int_equal(iget(json_object_get(out, "benign"), "count"), 2);

	lat = json_object_get(sum, "crash_latency");
	assert_int_equal(iget(lat, "count"), 2);
	assert_close(rget(lat, "median"), 1002.5);
	assert_int_equal(iget(lat, "max"), 2000);
	assert_int_equal(iget(lat, "long_latency"), 1);

	sig = json_object_get(sum, "signals");
	assert_int_equal(json_object_size(sig), 2);
	assert_int_equal(iget(sig, "SIGSEGV"), 1);
	assert_int_equal(iget(sig, "SIGBUS"), 1);

	rows = json_object_get(sum, "per_instruction");
	assert_int_equal(json_array_size(rows), 4);
	row = json_array_get(rows, 0);
	assert_int_equal(iget(row, "id"), 1);
	assert_string_equal(sget(row, "function"), "f");
	assert_string_equal(sget(row, "opcode"), "add");
	assert_string_equal(sget(row, "file"), "t.c");
	assert_int_equal(iget(row, "line"), 3);
	check_row(row, 4, 2, 1, 1, 0.5);
	check_ci(json_object_get(row, "sdc_ci95"), 0.150038989, 0.849961011);
	row = json_array_get(rows, 1);
	assert_int_equal(iget(row, "id"), 2);
	assert_string_equal(sget(row, "opcode"), "mul");
	assert_int_equal(iget(row, "line"), 4);
	assert_int_equal(iget(row, "hang"), 1);
	check_row(row, 2, 0, 0, 1, 0);
	check_ci(json_object_get(row, "sdc_ci95"), 0, 0.657619772);
	row = json_array_get(rows, 2);
	assert_int_equal(iget(row, "id"), 3);
	assert_string_equal(sget(row, "file"), "?");
	assert_int_equal(iget(row, "line"), 0);
	check_row(row, 1, 0, 1, 0, 0);
	row = json_array_get(rows, 3);
	assert_int_equal(iget(row, "id"), 5);
	assert_string_equal(sget(row, "function"), "g");
	assert_string_equal(sget(row, "opcode"), "sub");
	assert_int_equal(iget(row, "detected"), 1);
	assert_int_equal(iget(row, "error-exit"), 1);
	assert_int_equal(iget(row, "not-injected"), 0);
	check_row(row, 2, 0, 0, 0, 0);

	ops = json_object_get(sum, "per_opcode");
	assert_int_equal(json_object_size(ops), 3);
	check_key_order(ops, "add", "mul", "sub");
	check_row(json_object_get(ops, "add"), 5, 2, 2, 1, 0.4);
	check_row(json_object_get(ops, "mul"), 2, 0, 0, 1, 0);
	check_row(json_object_get(ops, "sub"), 2, 0, 0, 0, 0);

	lines = json_object_get(sum, "per_line");
	assert_int_equal(json_object_size(lines), 3);
	check_key_order(lines, "?:0", "t.c:3", "t.c:4");
	check_row(json_object_get(lines, "t.c:3"), 4, 2, 1, 1, 0.5);
	check_row(json_object_get(lines, "t.c:4"), 2, 0, 0, 1, 0);
	check_row(json_object_get(lines, "?:0"), 3, 0, 1, 0, 0);

	t = json_object_get(sum, "time");
	assert_close(rget(t, "total_run_s"), 5.5);
	assert_close(rget(t, "mean_run_s"), 0.5);

	json_decref(sum);
	ir_module_release(&m);
}

static void
test_summary_edges(void **state)
{
	/* An id the module lacks (another module's journal): named "?". */
	static const struct fi_entry stray[] = { E(99, FI_SDC, 0, -1) };
	struct ir_module m;
	const json_t *out, *row, *lat;
	json_t *sum;

	/* No runs at all: rates 0, intervals [0, 1]. */
	sum = fi_summary_build(NULL, 0, NULL);
	assert_int_equal(iget(sum, "runs"), 0);
	assert_int_equal(iget(sum, "injected"), 0);
	out = json_object_get(json_object_get(sum, "outcomes"), "sdc");
	assert_close(rget(out, "rate"), 0);
	check_ci(json_object_get(out, "ci95"), 0, 1);
	lat = json_object_get(sum, "crash_latency");
	assert_int_equal(iget(lat, "count"), 0);
	assert_int_equal(iget(lat, "max"), 0);
	assert_int_equal(json_array_size(json_object_get(sum,
					 "per_instruction")), 0);
	assert_close(rget(json_object_get(sum, "time"), "mean_run_s"), 0);
	json_decref(sum);

	if (ir_module_parse(&m, "t.ll", summary_ir))
		fail_msg("parse: %s", tr_errmsg());
	ir_ids_assign(&m);
	sum = fi_summary_build(stray, 1, &m);
	row = json_array_get(json_object_get(sum, "per_instruction"), 0);
	assert_int_equal(iget(row, "id"), 99);
	assert_string_equal(sget(row, "function"), "?");
	assert_string_equal(sget(row, "opcode"), "?");
	assert_non_null(json_object_get(json_object_get(sum, "per_line"),
					"?:0"));
	json_decref(sum);
	ir_module_release(&m);
}

static void
test_summary_write_print(void **state)
{
	struct scratch s;
	struct ir_module m;
	const char *a, *b;
	char *ta, *tb, *text = NULL;
	size_t la, lb, len = 0;
	json_t *sum;
	FILE *f;

	scratch_init(&s);
	a = scratch_path(&s, "a.json");
	b = scratch_path(&s, "b.json");
	if (ir_module_parse(&m, "t.ll", summary_ir))
		fail_msg("parse: %s", tr_errmsg());
	ir_ids_assign(&m);
	sum = fi_summary_build(campaign_entries, NCAMPAIGN, &m);
	json_object_set_new(sum, "campaign", json_pack("{s:f}", "wall_s", 2.0));
	assert_int_equal(fi_summary_write(sum, a), 0);
	json_decref(sum);
	sum = fi_summary_build(campaign_entries, NCAMPAIGN, &m);
	json_object_set_new(sum, "campaign", json_pack("{s:f}", "wall_s", 2.0));
	assert_int_equal(fi_summary_write(sum, b), 0);
	ta = read_file(a, &la);
	tb = read_file(b, &lb);
	assert_int_equal(la, lb);
	assert_memory_equal(ta, tb, la);
	assert_contains(ta, "\n  \"crash_latency\": {\n");
	assert_contains(ta, "\"rate\": 0.222222");
	free(ta);
	free(tb);

	assert_int_equal(fi_summary_write(sum, "/nonexistent/dir/s.json"), -1);
	assert_contains(tr_errmsg(), "'/nonexistent/dir/s.json': No such file");

	f = open_memstream(&text, &len);
	assert_non_null(f);
	fi_summary_print(f, sum, 10);
	fclose(f);
	assert_contains(text, "runs: 11  injected: 9  not injected: 2\n");
	assert_contains(text, "wall time: 2.0 s (5.5 runs/s)");
	assert_contains(text, "sdc                 2   22.22%  [6.32%, 54.74%]");
	assert_contains(text, "median 1002.5, max 2000");
	assert_contains(text, "t.c:3");
	assert_null(strstr(text, "mul"));	/* no SDC: not in the top */
	free(text);

	json_decref(sum);
	ir_module_release(&m);
	scratch_release(&s);
}

static void
test_progress(void **state)
{
	struct fi_progress p;

	/* Draws only on a tty; either way it counts and ends cleanly. */
	fi_progress_init(&p, 3, 1);
	fi_progress_step(&p);
	fi_progress_step(&p);
	assert_int_equal(p.done, 3);
	fi_progress_end(&p);
}

/* fi_classify: the order of issue 3, one case per class and the ties. */
static void
test_classify(void **state)
{
	struct fi_run_result exit0 = { .end = FI_END_EXIT, .code = 0 };
	struct fi_run_result exit3 = { .end = FI_END_EXIT, .code = 3 };
	struct fi_run_result det = { .end = FI_END_EXIT,
				     .code = FI_EXIT_DETECTED };
	struct fi_run_result sig = { .end = FI_END_SIGNAL, .code = 11 };
	struct fi_run_result hang = { .end = FI_END_TIMEOUT };
	struct fi_record none = { 0 }, inj = { .injected = true };
	struct fi_record dummy = { .reached_dummy = true };
	struct fi_record hook = { .injected = true, .detected = true };

	(void)state;
	/* Not reached beats everything, even a timeout. */
	assert_int_equal(fi_classify(&hang, &none, 0, true), FI_NOT_INJECTED);
	assert_int_equal(fi_classify(&hang, &inj, 0, true), FI_HANG);
	assert_int_equal(fi_classify(&sig, &inj, 0, true), FI_CRASH);
	assert_int_equal(fi_classify(&exit3, &inj, 0, true), FI_ERROR_EXIT);
	/* The golden run's own non-zero status is not an error exit. */
	assert_int_equal(fi_classify(&exit3, &inj, 3, true), FI_BENIGN);
	assert_int_equal(fi_classify(&det, &hook, 0, true), FI_DETECTED);
	/* The reserved status without the hook's record is an error exit. */
	assert_int_equal(fi_classify(&det, &inj, 0, true), FI_ERROR_EXIT);
	assert_int_equal(fi_classify(&exit0, &inj, 0, false), FI_SDC);
	assert_int_equal(fi_classify(&exit0, &inj, 0, true), FI_BENIGN);
	/* Dummy runs that reached their target are classified normally. */
	assert_int_equal(fi_classify(&exit0, &dummy, 0, true), FI_BENIGN);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_classify),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_wilson),
		cmocka_unit_test(test_tally),
		cmocka_unit_test(test_now),
		cmocka_unit_test(test_record_kinds),
		cmocka_unit_test(test_record_missing_and_partial),
		cmocka_unit_test(test_record_malformed),
		cmocka_unit_test(test_entry_json),
		cmocka_unit_test(test_journal_roundtrip),
		cmocka_unit_test(test_journal_partial_resume),
		cmocka_unit_test(test_journal_malformed),
		cmocka_unit_test(test_summary_build),
		cmocka_unit_test(test_summary_edges),
		cmocka_unit_test(test_summary_write_print),
		cmocka_unit_test(test_progress),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
