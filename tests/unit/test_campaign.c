/*
 * test_campaign.c: unit tests of the campaign core's bookkeeping
 * (campaign/): model and outcome names, Wilson intervals, the draws, the
 * runtime's record files, the journal (append, read back, a line cut short
 * by a kill, resume, bad lines counted and skipped, impossible values made
 * unknown), the summary built from hand-made entries and a sites table,
 * the GPU summary against the campaigns of docs/results, the directory's
 * lock and what a new part does to a campaign there, and the campaign
 * loop on /bin/sh.
 *
 * Wilson references were computed independently in Python (statistics.
 * NormalDist().inv_cdf(0.975) and the textbook formula), to 1e-6.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <ftw.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "campaign.h"

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
	snprintf(s->dir, sizeof(s->dir), "/tmp/test_campaign.XXXXXX");
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
			    "random or zero; gpu-inject also syndrome, with "
			    "--syndrome FILE)");
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
	assert_int_equal(r.corrupt_line, 0);

	/* After the injection, a line the fault corrupted (lavaMD: a
	   negative count) ends the reading; what came before stands. */
	write_file(p, "I id=5 instance=1 bit=2 width=32 insts=10\n"
		   "C count=3 insts=-7\nS signal=11 insts=40\n", "w");
	assert_int_equal(fi_record_read(p, &r), 0);
	assert_true(r.injected);
	assert_false(r.exited || r.signaled);
	assert_int_equal(r.corrupt_line, 2);
	assert_non_null(strstr(r.corrupt, "insts"));
	/* Before it, the same line is an error. */
	write_file(p, "C count=3 insts=-7\n", "w");
	assert_int_equal(fi_record_read(p, &r), -1);
	scratch_release(&s);
}

/*
 * A malformed second line: after a counter line (a golden run's record) an
 * error naming the file and line; after the injection's line, the end of
 * the reading with corrupt_line and the same message.
 */
static void
expect_record_error(const char *line2, const char *what)
{
	struct scratch s;
	struct fi_record r;
	char want[256], text[256];
	const char *p;

	scratch_init(&s);
	p = scratch_path(&s, "rec");
	snprintf(text, sizeof(text), "C count=1 insts=1\n%s", line2);
	write_file(p, text, "w");
	assert_int_equal(fi_record_read(p, &r), -1);
	snprintf(want, sizeof(want), "'%s' line 2: ", p);
	assert_contains(tr_errmsg(), want);
	assert_contains(tr_errmsg(), what);
	snprintf(text, sizeof(text),
		 "I id=1 instance=1 bit=0 width=1 insts=1\n%s", line2);
	write_file(p, text, "w");
	assert_int_equal(fi_record_read(p, &r), 0);
	assert_true(r.injected);
	assert_int_equal(r.corrupt_line, 2);
	assert_contains(r.corrupt, what);
	scratch_release(&s);
}

static void
test_record_malformed(void **state)
{
	(void)state;
	expect_record_error("Q id=1\n", "unknown record");
	expect_record_error("C count insts=3\n", "key=value");
	expect_record_error("C count=x insts=3\n", "bad value 'x' for count");
	expect_record_error("C count=-4 insts=3\n", "bad value '-4' for count");
	expect_record_error("S insts=3\n", "S record without signal");
	expect_record_error("\n", "unknown record");
	expect_record_error("Count=1 insts=2\n", "unknown record");
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

/* Append a copy of a sample (the writer may change what it writes). */
static int
append(struct fi_journal *j, const struct fi_entry *e)
{
	struct fi_entry copy = *e;

	return fi_journal_append(j, &copy);
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
	assert_int_equal(fi_journal_read(p, true, &e, &n, NULL), 0);
	assert_int_equal(n, 0);
	assert_null(e);

	assert_int_equal(fi_journal_open(&j, p, &fi_journal_cpu, false), 0);
	for (unsigned i = 0; i < 3; i++)
		assert_int_equal(append(&j, &sample[i]), 0);
	fi_journal_close(&j);
	assert_int_equal(j.fd, -1);
	fi_journal_close(&j);	/* twice is harmless */

	assert_int_equal(fi_journal_read(p, true, &e, &n, NULL), 0);
	assert_int_equal(n, 3);
	for (unsigned i = 0; i < 3; i++)
		assert_entry_equal(&e[i], &sample[i]);
	free(e);

	/* Opening without resume starts over. */
	assert_int_equal(fi_journal_open(&j, p, &fi_journal_cpu, false), 0);
	fi_journal_close(&j);
	assert_int_equal(fi_journal_read(p, true, &e, &n, NULL), 0);
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
	assert_int_equal(fi_journal_open(&j, p, &fi_journal_cpu, false), 0);
	for (unsigned i = 0; i < 3; i++)
		assert_int_equal(append(&j, &sample[i]), 0);
	fi_journal_close(&j);
	/* A kill in the middle of the fourth line. */
	write_file(p, "{\"bit\":0,\"exit_code\":3,\"id\":4,\"cut", "a");

	assert_int_equal(fi_journal_read(p, true, &e, &n, NULL), 0);
	assert_int_equal(n, 3);
	free(e);

	/* Resume cuts the partial line off and appends after line 3. */
	assert_int_equal(fi_journal_open(&j, p, &fi_journal_cpu, true), 0);
	text = read_file(p, &len);
	assert_true(len > 0 && text[len - 1] == '\n');
	assert_null(strstr(text, "\"cut"));
	free(text);
	assert_int_equal(append(&j, &sample[3]), 0);
	fi_journal_close(&j);
	assert_int_equal(fi_journal_read(p, true, &e, &n, NULL), 0);
	assert_int_equal(n, 4);
	for (unsigned i = 0; i < 4; i++)
		assert_entry_equal(&e[i], &sample[i]);
	free(e);

	/* Resuming a clean journal changes nothing. */
	text = read_file(p, &len);
	assert_int_equal(fi_journal_open(&j, p, &fi_journal_cpu, true), 0);
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
	assert_int_equal(fi_journal_open(&j, p, &fi_journal_cpu, true), 0);
	assert_int_equal(append(&j, &sample[1]), 0);
	fi_journal_close(&j);
	assert_int_equal(fi_journal_read(p, true, &e, &n, NULL), 0);
	assert_int_equal(n, 1);
	assert_entry_equal(&e[0], &sample[1]);
	free(e);
	scratch_release(&s);
}

/*
 * Journal: what a bad line costs (issue 21)
 */
static void
test_journal_bad_lines(void **state)
{
	struct scratch s;
	struct fi_journal j;
	struct fi_entry *e;
	size_t n, bad;
	const char *p;

	scratch_init(&s);
	p = scratch_path(&s, "journal.jsonl");
	assert_int_equal(fi_journal_open(&j, p, &fi_journal_cpu, false), 0);
	assert_int_equal(append(&j, &sample[0]), 0);
	fi_journal_close(&j);
	/* Not JSON; the line of issue 21; JSON that is no entry. */
	write_file(p, "{not json\n", "a");
	write_file(p, "{\"bit\":11,\"exit_code\":-1,\"id\":8757,\"index\":2489,"
		   "\"instance\":5700,\"latency\":-1061,\"model\":\"bitflip\","
		   "\"outcome\":\"crash\",\"signal\":11,\"time\":0.1}\n", "a");
	write_file(p, "{\"index\":1}\n", "a");
	assert_int_equal(fi_journal_open(&j, p, &fi_journal_cpu, true), 0);
	assert_int_equal(append(&j, &sample[2]), 0);
	fi_journal_close(&j);

	/* The good lines are read, the bad ones counted. */
	assert_int_equal(fi_journal_read(p, true, &e, &n, &bad), 0);
	assert_int_equal(n, 2);
	assert_int_equal(bad, 3);
	assert_entry_equal(&e[0], &sample[0]);
	assert_entry_equal(&e[1], &sample[2]);
	free(e);
	assert_int_equal(fi_journal_read(p, false, &e, &n, NULL), 0);
	assert_int_equal(n, 2);
	free(e);

	/* Unopenable journal. */
	assert_int_equal(fi_journal_open(&j, "/nonexistent/dir/j.jsonl",
					 &fi_journal_cpu, false), -1);
	assert_contains(tr_errmsg(), "'/nonexistent/dir/j.jsonl'");
	assert_int_equal(j.fd, -1);
	fi_journal_close(&j);
	scratch_release(&s);
}

/* A run journaled twice (two campaigns in one directory): the first counts. */
static void
test_journal_repeats(void **state)
{
	struct scratch s;
	struct fi_journal j;
	struct fi_entry *e, again = sample[3];
	size_t n, bad;
	const char *p;

	scratch_init(&s);
	p = scratch_path(&s, "journal.jsonl");
	again.index = sample[0].index;
	assert_int_equal(fi_journal_open(&j, p, &fi_journal_cpu, false), 0);
	assert_int_equal(append(&j, &sample[0]), 0);
	assert_int_equal(append(&j, &sample[1]), 0);
	assert_int_equal(append(&j, &again), 0);
	assert_int_equal(append(&j, &sample[2]), 0);
	assert_int_equal(append(&j, &again), 0);
	fi_journal_close(&j);
	assert_int_equal(fi_journal_read(p, true, &e, &n, &bad), 0);
	assert_int_equal(n, 3);
	assert_int_equal(bad, 2);
	assert_entry_equal(&e[0], &sample[0]);
	assert_entry_equal(&e[1], &sample[1]);
	assert_entry_equal(&e[2], &sample[2]);
	free(e);
	scratch_release(&s);
}

/* The writer writes only what the reader reads back. */
static void
test_journal_sanitize(void **state)
{
	struct scratch s;
	struct fi_journal j;
	struct fi_entry *e, bad = sample[0], odd = sample[2], broken = sample[1];
	size_t n, len;
	const char *p;
	char *text;

	scratch_init(&s);
	p = scratch_path(&s, "journal.jsonl");
	bad.latency = -1061;		/* a crash measured wrong */
	odd.instance = UINT64_MAX;	/* an unresolved GPU draw */
	odd.time_s = NAN;
	broken.model = (enum fi_model)99;	/* no such model: a bug */
	assert_int_equal(fi_journal_open(&j, p, &fi_journal_cpu, false), 0);
	assert_int_equal(fi_journal_append(&j, &bad), 0);
	assert_int_equal(fi_journal_append(&j, &odd), 0);
	assert_int_equal(fi_journal_append(&j, &broken), -1);
	assert_contains(tr_errmsg(), "would not read back");
	fi_journal_close(&j);
	text = read_file(p, &len);
	assert_contains(text, "\"latency\":-1,\"latency_unknown\":true");
	assert_null(strstr(text, "-1061"));
	free(text);
	assert_int_equal(fi_journal_read(p, true, &e, &n, NULL), 0);
	assert_int_equal(n, 2);
	assert_int_equal(e[0].latency, -1);
	assert_true(e[0].latency_unknown);
	assert_int_equal(e[1].instance, 0);
	assert_true(e[1].time_s == 0);
	assert_false(e[1].latency_unknown);
	free(e);
	scratch_release(&s);
}

/*
 * Sampling
 */
static void
test_draw(void **state)
{
	/* splitmix64's first output from state 0 (the published vector). */
	assert_true(campaign_mix(0) == 0xe220a8397b1dcdafULL);
	for (uint64_t k = 0; k < 100; k++)
		assert_true(campaign_draw(7, k) ==
			    campaign_mix(7 ^ campaign_mix(k + 1)));
	assert_true(campaign_draw(7, 3) != campaign_draw(8, 3));
	assert_true(campaign_draw(7, 3) != campaign_draw(7, 4));
}

/*
 * Shards: parts K of N deal out runs 0..R-1 by residue, disjoint and
 * complete, each with campaign_shard_runs of them.
 */
static void
test_shards(void **state)
{
	struct campaign_opts o = { 0 };
	unsigned k, n;

	(void)state;
	assert_int_equal(campaign_shard_parse("2/3", &k, &n), 0);
	assert_true(k == 2 && n == 3);
	assert_int_equal(campaign_shard_parse("100000/100000", &k, &n), 0);
	for (const char *bad[] = { "0/3", "4/3", "1/0", "-1/3", "1/-3", "1",
				   "1/3x", "", "a/b", "1/100001", " 1/2",
				   "99999999999999999999/1", NULL },
	     **b = bad; *b; b++)
		assert_int_equal(campaign_shard_parse(*b, &k, &n), -1);
	assert_non_null(strstr(tr_errmsg(), "expected K/N"));
	/* No shard: every run. */
	assert_true(campaign_shard_owns(&o, 17));
	assert_true(campaign_shard_runs(&o, 40) == 40);
	for (unsigned shards = 1; shards <= 7; shards++)
		for (uint64_t runs = 0; runs <= 30; runs++) {
			unsigned owners[31] = { 0 };
			uint64_t total = 0;

			o.shards = shards;
			for (o.shard = 1; o.shard <= shards; o.shard++) {
				uint64_t mine = 0;

				for (uint64_t r = 0; r < runs; r++)
					if (campaign_shard_owns(&o, r)) {
						owners[r]++;
						mine++;
					}
				assert_true(mine ==
					    campaign_shard_runs(&o, runs));
				total += mine;
			}
			assert_true(total == runs);
			for (uint64_t r = 0; r < runs; r++)
				assert_int_equal(owners[r], 1);
		}
	/* Extended, a part keeps its runs: run 4 is part 2 of 3's. */
	o.shards = 3;
	o.shard = 2;
	assert_true(campaign_shard_owns(&o, 4) && !campaign_shard_owns(&o, 5));
}

/*
 * Summary, from a sites table: @f: #1 add (t.c:3), #2 mul (t.c:4),
 * #3 add (no location); @g: #5 sub (none).
 */
static const char summary_sites[] =
	"# trident inject sites: id function opcode width line file\n"
	"1 f add 32 3 t.c\n"
	"2 f mul 32 4 t.c\n"
	"3 f add 32 0 -\n"
	"5 g sub 32 0 -\n";

/* The sites table above, read from a file. */
static void
load_sites(struct fi_sites *sites)
{
	struct scratch s;
	const char *p;

	scratch_init(&s);
	p = scratch_path(&s, "sites.txt");
	write_file(p, summary_sites, "w");
	assert_int_equal(fi_sites_read(p, sites), 0);
	scratch_release(&s);
}

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
	struct fi_sites sites;
	const json_t *out, *rows, *row, *lat, *ops, *lines, *sig, *t, *fns;
	json_t *sum;

	load_sites(&sites);
	sum = fi_summary_build(campaign_entries, NCAMPAIGN, &sites);
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

	fns = json_object_get(sum, "per_function");
	assert_int_equal(json_object_size(fns), 2);
	check_row(json_object_get(fns, "f"), 7, 2, 2, 2, 2.0 / 7);
	check_row(json_object_get(fns, "g"), 2, 0, 0, 0, 0);
	assert_int_equal(iget(lat, "unknown"), 0);

	t = json_object_get(sum, "time");
	assert_close(rget(t, "total_run_s"), 5.5);
	assert_close(rget(t, "mean_run_s"), 0.5);

	json_decref(sum);
	fi_sites_release(&sites);
}

static void
test_summary_edges(void **state)
{
	/* An id the module lacks (another module's journal): named "?". */
	static const struct fi_entry stray[] = { E(99, FI_SDC, 0, -1) };
	struct fi_sites sites;
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

	load_sites(&sites);
	sum = fi_summary_build(stray, 1, &sites);
	row = json_array_get(json_object_get(sum, "per_instruction"), 0);
	assert_int_equal(iget(row, "id"), 99);
	assert_string_equal(sget(row, "function"), "?");
	assert_string_equal(sget(row, "opcode"), "?");
	assert_non_null(json_object_get(json_object_get(sum, "per_line"),
					"?:0"));
	json_decref(sum);
	fi_sites_release(&sites);
}

static void
test_summary_write_print(void **state)
{
	struct scratch s;
	struct fi_sites sites;
	const char *a, *b;
	char *ta, *tb, *text = NULL;
	size_t la, lb, len = 0;
	json_t *sum;
	FILE *f;

	scratch_init(&s);
	a = scratch_path(&s, "a.json");
	b = scratch_path(&s, "b.json");
	load_sites(&sites);
	sum = fi_summary_build(campaign_entries, NCAMPAIGN, &sites);
	json_object_set_new(sum, "campaign", json_pack("{s:f}", "wall_s", 2.0));
	assert_int_equal(fi_summary_write(sum, a), 0);
	json_decref(sum);
	sum = fi_summary_build(campaign_entries, NCAMPAIGN, &sites);
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
	fi_sites_release(&sites);
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

/*
 * The GPU summary, against the campaigns run on the H100 (docs/results/
 * gpu-inject): the same journal gives the same numbers.
 */
static char *
dump(const json_t *o)
{
	char *s = json_dumps(o, JSON_SORT_KEYS | JSON_COMPACT |
			     JSON_REAL_PRECISION(6) | JSON_ENCODE_ANY);

	assert_non_null(s);
	return s;
}

static void
assert_json_same(const json_t *a, const json_t *b, const char *what)
{
	char *sa = dump(a), *sb = dump(b);

	if (strcmp(sa, sb))
		fail_msg("%s: %s is not %s", what, sa, sb);
	free(sa);
	free(sb);
}

static void
check_gpu_results(const char *name)
{
	static const char *const same[] = { "runs", "injected", "not_injected",
					    "outcomes", "memory", "cuda_errors" };
	char dir[512], path[600];
	struct gpu_entry *e;
	size_t n, bad;
	json_t *old, *sum, *row;
	const char *key;
	json_error_t err;
	bool memory;

	snprintf(dir, sizeof(dir), "%s/docs/results/gpu-inject/%s",
		 TRIDENT_SOURCE_DIR, name);
	snprintf(path, sizeof(path), "%s/summary.json", dir);
	old = json_load_file(path, 0, &err);
	if (!old)
		fail_msg("%s: %s", path, err.text);
	memory = json_is_true(json_object_get(json_object_get(old, "campaign"),
					      "memory"));
	snprintf(path, sizeof(path), "%s/journal.jsonl", dir);
	assert_int_equal(gpu_journal_read(path, true, &e, &n, &bad), 0);
	assert_int_equal(bad, 0);
	assert_int_equal(n, 1000);
	sum = gpu_summary_build(e, n, NULL, memory);
	for (size_t i = 0; i < sizeof(same) / sizeof(*same); i++)
		assert_json_same(json_object_get(sum, same[i]),
				 json_object_get(old, same[i]), same[i]);
	assert_int_equal(json_object_size(json_object_get(sum,
				"per_instruction")),
			 json_object_size(json_object_get(old,
				"per_instruction")));
	json_object_foreach(json_object_get(old, "per_instruction"), key, row) {
		json_t *now = json_deep_copy(json_object_get(json_object_get(
			sum, "per_instruction"), key));

		assert_non_null(now);
		/* The rows' new fields: where the instruction is. */
		assert_int_equal(json_integer_value(json_object_get(now, "id")),
				 strtol(key, NULL, 10));
		json_object_del(now, "id");
		json_object_del(now, "function");
		json_object_del(now, "opcode");
		json_object_del(now, "file");
		json_object_del(now, "line");
		assert_json_same(now, row, key);
		json_decref(now);
	}
	json_decref(sum);
	json_decref(old);
	free(e);
}

static void
test_gpu_results(void **state)
{
	check_gpu_results("gpu-bfs");
	check_gpu_results("memory/gpu-pathfinder");
	check_gpu_results("memory/gpu-hotspot");
}

/*
 * The campaign directory
 */

/* A scratch directory with anything in it. */
static int
rm_entry(const char *path, const struct stat *st, int type, struct FTW *f)
{
	(void)st;
	(void)type;
	(void)f;
	return remove(path);
}

static void
rm_rf(const char *path)
{
	nftw(path, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static char *
tmp_dir(void)
{
	char *d = strdup("/tmp/test_campaign.dir.XXXXXX");

	assert_non_null(d);
	assert_non_null(mkdtemp(d));
	return d;
}

static struct campaign_opts
opts_for(const char *dir)
{
	return (struct campaign_opts){ .dir = dir, .command = "trident test",
				       .seed = 1, .jobs = 2 };
}

/* Open and claim dir with settings {"seed": seed}; 0 or -1. */
static int
claim(struct campaign_dir *d, const struct campaign_opts *o, int seed)
{
	if (campaign_dir_open(d, o))
		return -1;
	if (campaign_dir_claim(d, o, json_pack("{s:i, s:s}", "seed", seed,
					       "module", "t.ll"))) {
		campaign_dir_close(d);
		return -1;
	}
	return 0;
}

/* Write n journal lines into dir's journal. */
static void
journal_lines(const char *dir, unsigned n)
{
	char path[256];
	struct fi_journal j;

	snprintf(path, sizeof(path), "%s/journal.jsonl", dir);
	assert_int_equal(fi_journal_open(&j, path, &fi_journal_cpu, true), 0);
	for (unsigned i = 0; i < n; i++) {
		struct fi_entry e = sample[1];

		e.index = i;
		assert_int_equal(fi_journal_append(&j, &e), 0);
	}
	fi_journal_close(&j);
}

/* A second campaign into a locked directory is refused, naming the first. */
static void
test_lock(void **state)
{
	char *dir = tmp_dir(), want[128], path[256];
	struct campaign_opts o = opts_for(dir);
	struct campaign_dir a, b;
	json_t *lock;

	assert_int_equal(campaign_dir_open(&a, &o), 0);
	assert_int_equal(campaign_dir_open(&b, &o), -1);
	snprintf(want, sizeof(want), "campaign directory '%s' is in use by "
		 "trident test (pid %d, since ", dir, (int)getpid());
	assert_contains(tr_errmsg(), want);
	snprintf(path, sizeof(path), "%s/lock", dir);
	lock = json_load_file(path, 0, NULL);
	assert_non_null(lock);
	assert_int_equal(json_integer_value(json_object_get(lock, "pid")),
			 getpid());
	assert_non_null(json_object_get(lock, "host"));
	assert_non_null(json_object_get(lock, "command_line"));
	json_decref(lock);
	campaign_dir_close(&a);
	/* Released: the lock file stays, and the next one takes it. */
	assert_int_equal(access(path, F_OK), 0);
	assert_int_equal(campaign_dir_open(&b, &o), 0);
	campaign_dir_close(&b);
	rm_rf(dir);
	free(dir);
}

/* What a new part does to a campaign already in the directory. */
static void
test_claim(void **state)
{
	char *dir = tmp_dir(), want[256], path[256];
	struct campaign_opts o = opts_for(dir);
	struct campaign_dir d;
	json_t *cfg;

	/* Resuming nothing. */
	o.resume = true;
	assert_int_equal(claim(&d, &o, 1), -1);
	assert_contains(tr_errmsg(), "cannot resume");
	/* A new campaign, default runs; three runs journaled. */
	o.resume = false;
	assert_int_equal(claim(&d, &o, 1), 0);
	assert_int_equal(d.runs, CAMPAIGN_DEFAULT_RUNS);
	assert_false(d.resumed);
	campaign_dir_close(&d);
	journal_lines(dir, 3);
	/* Never overwritten silently. */
	assert_int_equal(claim(&d, &o, 1), -1);
	snprintf(want, sizeof(want), "campaign directory '%s' holds an "
		 "unfinished campaign (3 of 1000 runs journaled): continue it "
		 "with --resume or start over with --force", dir);
	assert_string_equal(tr_errmsg(), want);
	/* --resume names the setting that differs. */
	o.resume = true;
	assert_int_equal(claim(&d, &o, 7), -1);
	snprintf(want, sizeof(want), "cannot resume '%s/campaign.json': seed "
		 "differs (campaign 1, command line 7)", dir);
	assert_string_equal(tr_errmsg(), want);
	/* A campaign is extended, never cut. */
	o.runs = 500;
	assert_int_equal(claim(&d, &o, 1), -1);
	assert_contains(tr_errmsg(), "fewer runs (campaign 1000, command line "
			"500)");
	o.runs = 0;
	assert_int_equal(claim(&d, &o, 1), 0);
	assert_int_equal(d.runs, 1000);
	assert_true(d.resumed);
	campaign_dir_close(&d);
	o.runs = 2000;
	assert_int_equal(claim(&d, &o, 1), 0);
	assert_int_equal(d.runs, 2000);
	campaign_dir_close(&d);
	snprintf(path, sizeof(path), "%s/campaign.json", dir);
	cfg = json_load_file(path, 0, NULL);
	assert_int_equal(json_integer_value(json_object_get(cfg, "runs")), 2000);
	json_decref(cfg);
	/* Finished: said so. */
	o.resume = false;
	o.runs = 3;
	assert_int_equal(claim(&d, &o, 1), -1);
	assert_contains(tr_errmsg(), "holds an unfinished campaign (3 of 2000");
	o.resume = true;
	assert_int_equal(claim(&d, &o, 1), -1);	/* 3 < 2000 */
	/* --force starts over. */
	o.resume = false;
	o.force = true;
	assert_int_equal(claim(&d, &o, 5), 0);
	assert_false(d.resumed);
	assert_int_equal(d.runs, 3);
	campaign_dir_close(&d);
	snprintf(path, sizeof(path), "%s/journal.jsonl", dir);
	assert_int_equal(access(path, F_OK), -1);
	journal_lines(dir, 3);
	o.force = false;
	assert_int_equal(claim(&d, &o, 5), -1);
	assert_contains(tr_errmsg(), "holds a finished campaign of 3 runs");
	rm_rf(dir);
	free(dir);
}

static void
test_json_diff(void **state)
{
	json_t *then = json_pack("{s:i, s:s, s:[s], s:b, s:i}", "seed", 1,
				 "model", "bitflip", "args", "a", "dummy", 0,
				 "derived", 3);
	json_t *now = json_pack("{s:i, s:s, s:[s], s:b, s:i}", "seed", 1,
				"model", "zero", "args", "b", "dummy", 0,
				"runs", 9);
	char *d = campaign_json_diff(then, now, "now", "runs");

	/* Keys of now only, in order; derived keys of then are not compared. */
	assert_string_equal(d, "args differs (campaign [\"a\"], now [\"b\"]), "
			    "model differs (campaign bitflip, now zero)");
	free(d);
	d = campaign_json_diff(then, now, "now", NULL);
	assert_contains(d, "runs differs (campaign none, now 9)");
	free(d);
	assert_null(campaign_json_diff(then, then, "now", NULL));
	json_decref(then);
	json_decref(now);
}

/*
 * The loop, with /bin/sh as the injector's program: run k exits with
 * status k % 3 (0: benign, else error-exit).
 */
struct fake {
	char tmp[256];
	unsigned submitted;
};

static int
fake_submit(void *ctx, struct fi_pool *pool, uint64_t k)
{
	struct fake *f = ctx;
	char script[64];
	char *argv[] = { "/bin/sh", "-c", script, NULL };
	struct fi_run_spec spec = { .argv = argv, .tmpdir = f->tmp,
				    .timeout_s = 10 };

	snprintf(script, sizeof(script), "exit %u", (unsigned)(k % 3));
	f->submitted++;
	return fi_pool_submit(pool, &spec, k);
}

static int
fake_finish(void *ctx, const struct fi_run_result *res, uint64_t k,
	    void *entry)
{
	struct fi_entry *e = entry;

	(void)ctx;
	e->index = k;
	e->id = (unsigned)(k % 3) + 1;
	e->instance = k + 1;
	e->bit = 0;
	e->outcome = res->code ? FI_ERROR_EXIT : FI_BENIGN;
	e->exit_code = res->code;
	e->latency = -1;
	e->time_s = res->wall_s;
	return 0;
}

static json_t *
fake_summary(void *ctx, const void *entries, size_t n, json_t *camp)
{
	(void)ctx;
	json_object_set_new(camp, "fake", json_true());
	return fi_summary_build(entries, n, NULL);
}

static void
fake_print(void *ctx, FILE *out, const json_t *sum)
{
	(void)ctx;
	(void)out;
	(void)sum;
}

static const struct campaign_ops fake_ops = {
	&fi_journal_cpu, fake_submit, fake_finish, fake_summary, fake_print,
};

/* One part of a fake campaign of runs runs; its summary. */
static json_t *
fake_part(const char *dir, uint64_t runs, bool resume, unsigned *submitted)
{
	struct campaign_opts o = opts_for(dir);
	struct campaign_dir d;
	struct fake f = { .submitted = 0 };
	char path[256], out[256];
	json_t *sum, *copy;

	o.runs = runs;
	o.resume = resume;
	o.quiet = true;
	snprintf(out, sizeof(out), "%s.out.json", dir);
	o.output = out;
	if (claim(&d, &o, 1))
		fail_msg("claim: %s", tr_errmsg());
	snprintf(f.tmp, sizeof(f.tmp), "%s/tmp", d.path);
	if (fi_run_setup() || campaign_run(&d, &o, &fake_ops, &f))
		fail_msg("campaign_run: %s", tr_errmsg());
	campaign_dir_close(&d);
	*submitted = f.submitted;
	snprintf(path, sizeof(path), "%s/summary.json", dir);
	sum = json_load_file(path, 0, NULL);
	assert_non_null(sum);
	copy = json_load_file(out, 0, NULL);	/* -o FILE: the same */
	assert_non_null(copy);
	assert_json_same(sum, copy, "-o");
	json_decref(copy);
	unlink(out);
	return sum;
}

static void
test_loop(void **state)
{
	char *dir = tmp_dir();
	unsigned submitted;
	json_t *sum, *camp;
	double wall, last;

	sum = fake_part(dir, 5, false, &submitted);
	assert_int_equal(submitted, 5);
	assert_int_equal(json_integer_value(json_object_get(sum, "runs")), 5);
	assert_int_equal(json_integer_value(json_object_get(sum,
							    "bad_lines")), 0);
	camp = json_object_get(sum, "campaign");
	assert_true(json_is_true(json_object_get(camp, "fake")));
	assert_int_equal(json_integer_value(json_object_get(camp, "parts")), 1);
	assert_int_equal(json_integer_value(json_object_get(camp, "jobs")), 2);
	json_decref(sum);

	/* Extended: only the new runs run; the wall time adds up. */
	sum = fake_part(dir, 8, true, &submitted);
	assert_int_equal(submitted, 3);
	assert_int_equal(json_integer_value(json_object_get(sum, "runs")), 8);
	camp = json_object_get(sum, "campaign");
	assert_int_equal(json_integer_value(json_object_get(camp, "parts")), 2);
	assert_int_equal(json_integer_value(json_object_get(camp, "runs")), 8);
	wall = json_number_value(json_object_get(camp, "wall_s"));
	last = json_number_value(json_object_get(camp, "wall_last_s"));
	assert_true(last > 0 && wall > last);
	json_decref(sum);

	/* A bad line costs nothing: counted, and its run kept. */
	{
		char path[256];

		snprintf(path, sizeof(path), "%s/journal.jsonl", dir);
		write_file(path, "{\"index\":3,\"latency\":-1061}\n", "a");
	}
	sum = fake_part(dir, 8, true, &submitted);
	assert_int_equal(submitted, 0);
	assert_int_equal(json_integer_value(json_object_get(sum, "runs")), 8);
	assert_int_equal(json_integer_value(json_object_get(sum,
							    "bad_lines")), 1);
	camp = json_object_get(sum, "campaign");
	assert_int_equal(json_integer_value(json_object_get(camp, "parts")), 2);
	json_decref(sum);
	rm_rf(dir);
	free(dir);
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
		cmocka_unit_test(test_draw),
		cmocka_unit_test(test_shards),
		cmocka_unit_test(test_record_kinds),
		cmocka_unit_test(test_record_missing_and_partial),
		cmocka_unit_test(test_record_malformed),
		cmocka_unit_test(test_entry_json),
		cmocka_unit_test(test_journal_roundtrip),
		cmocka_unit_test(test_journal_partial_resume),
		cmocka_unit_test(test_journal_bad_lines),
		cmocka_unit_test(test_journal_repeats),
		cmocka_unit_test(test_journal_sanitize),
		cmocka_unit_test(test_summary_build),
		cmocka_unit_test(test_summary_edges),
		cmocka_unit_test(test_summary_write_print),
		cmocka_unit_test(test_gpu_results),
		cmocka_unit_test(test_progress),
		cmocka_unit_test(test_lock),
		cmocka_unit_test(test_claim),
		cmocka_unit_test(test_json_diff),
		cmocka_unit_test(test_loop),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
