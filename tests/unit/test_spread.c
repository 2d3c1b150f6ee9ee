/*
 * test_spread.c: unit tests of the spread probes' measurement
 * (profiler/spread.c) on made-up captures: a printed value on a rounding
 * boundary (any error up shows, only a large one down), a value printed
 * with few digits, a control run that printed a call's value otherwise
 * (the whole call left out), a probe that changed how much was printed
 * (diverged), one that perturbed nothing, a capture file read back and a
 * bad one, and the profile's JSON of a probe.
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

/* "%.2f" and "%.0f" (PROF_OUTSPEC: precision + 1). */
#define F2 PROF_OUTSPEC('f', 3, 0)
#define F0 PROF_OUTSPEC('f', 1, 0)

/* Two output calls: records 0 and 1 belong to call 10, record 2 to 20. */
static const unsigned site_call[] = { 10, 10, 20 };

static struct prof_capture_rec gold_recs[] = {
	{ 6.925, F2, 0 }, { 1.5, F2, 1 }, { 1000.4, F0, 2 },
};

static void
capture(struct prof_capture *c, struct prof_capture_rec *recs, uint64_t n,
	uint64_t instance, double value)
{
	*c = (struct prof_capture){ .n = n, .recs = recs,
				    .probe_instance = instance,
				    .probe_value = value };
}

static const struct prof_probe_call *
call(const struct prof_probe *p, unsigned id)
{
	for (unsigned k = 0; k < p->ncalls; k++)
		if (p->calls[k].call == id)
			return &p->calls[k];
	return NULL;
}

/*
 * 6.925 is 6.92499999999999982... in binary and prints "6.92": any error
 * up prints "6.93", down it takes 0.01. 1000.4 ("%.0f") moves by 1000.4 t
 * and prints "1001" once t reaches 0.1 / 1000.4, about 2^-13.3, and "999"
 * down once t reaches 0.9 / 1000.4, about 2^-10.1.
 */
static void
test_tie_and_digits(void **state)
{
	struct prof_capture_rec probe_recs[3];
	struct prof_capture gold, probe;
	struct prof_probe p;
	const struct prof_probe_call *c;
	double d = prof_probe_delta(1.0, false);

	(void)state;
	memcpy(probe_recs, gold_recs, sizeof(probe_recs));
	probe_recs[0].x += 1.0 * d;	/* gain 1 per unit relative error */
	probe_recs[2].x += 1000.4 * d;
	capture(&gold, gold_recs, 3, 0, 0);
	capture(&probe, probe_recs, 3, 7, 1.0);
	assert_int_equal(prof_spread_probe(&gold, NULL, &probe, site_call, 3,
					   &p), 0);
	assert_int_equal(p.instance, 7);
	assert_true(p.has_value && !p.diverged && !p.isfloat);
	assert_int_equal(p.changed, 2);
	assert_int_equal(p.ncalls, 2);
	c = call(&p, 10);
	assert_non_null(c);
	assert_true(c->up < -50);	/* 2^-52 of the value shows */
	assert_true(c->down > -7.5 && c->down < -6);	/* 0.01 = 2^-6.6 */
	c = call(&p, 20);
	assert_non_null(c);
	assert_true(fabs(c->up - -13.3) < 0.5);
	assert_true(fabs(c->down - -10.1) < 0.5);
	prof_probe_release(&p);
}

/* A call the control printed otherwise is left out, all its values. */
static void
test_noisy_call(void **state)
{
	struct prof_capture_rec probe_recs[3], ctrl_recs[3];
	struct prof_capture gold, ctrl, probe;
	struct prof_probe p;
	double d = prof_probe_delta(1.0, false);

	(void)state;
	memcpy(probe_recs, gold_recs, sizeof(probe_recs));
	memcpy(ctrl_recs, gold_recs, sizeof(ctrl_recs));
	ctrl_recs[1].x = 1.25;		/* a timing of call 10 */
	probe_recs[0].x += d;
	probe_recs[2].x += 1000.4 * d;
	capture(&gold, gold_recs, 3, 0, 0);
	capture(&ctrl, ctrl_recs, 3, 0, 0);
	capture(&probe, probe_recs, 3, 3, 1.0);
	assert_true(prof_capture_deterministic(&gold, &ctrl));
	assert_int_equal(prof_spread_probe(&gold, &ctrl, &probe, site_call, 3,
					   &p), 0);
	assert_int_equal(p.changed, 1);
	assert_null(call(&p, 10));
	assert_non_null(call(&p, 20));
	prof_probe_release(&p);
}

/* One value more, or none perturbed. */
static void
test_diverged_and_none(void **state)
{
	struct prof_capture_rec more[4];
	struct prof_capture gold, probe;
	struct prof_probe p;

	(void)state;
	memcpy(more, gold_recs, sizeof(gold_recs));
	more[3] = gold_recs[2];
	capture(&gold, gold_recs, 3, 0, 0);
	capture(&probe, more, 4, 5, 2.0);
	assert_false(prof_capture_deterministic(&gold, &probe));
	assert_int_equal(prof_spread_probe(&gold, NULL, &probe, site_call, 3,
					   &p), 0);
	assert_true(p.diverged);
	assert_int_equal(p.ncalls, 0);
	capture(&probe, gold_recs, 3, 0, 0);
	assert_int_equal(prof_spread_probe(&gold, NULL, &probe, site_call, 3,
					   &p), -1);
	assert_int_equal(prof_spread_probe(&gold, NULL, NULL, site_call, 3,
					   &p), -1);
}

/* A capture file as the runtime writes it, and one that is not. */
static void
test_capture_file(void **state)
{
	char path[] = "/tmp/trident-test-capture.XXXXXX";
	struct prof_capture_head h = { .n = 3, .probe_instance = 9,
				       .probe_value = 0.5 };
	struct prof_capture c;
	FILE *f;
	int fd = mkstemp(path);

	(void)state;
	assert_true(fd >= 0);
	memcpy(h.magic, PROF_CAPTURE_MAGIC, sizeof(h.magic));
	f = fdopen(fd, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(&h, sizeof(h), 1, f), 1);
	assert_int_equal(fwrite(gold_recs, sizeof(gold_recs), 1, f), 1);
	fclose(f);
	assert_int_equal(prof_capture_read(&c, path), 0);
	assert_int_equal(c.n, 3);
	assert_int_equal(c.probe_instance, 9);
	assert_true(c.probe_value == 0.5);
	assert_true(c.recs[2].x == 1000.4 && c.recs[2].site == 2);
	prof_capture_release(&c);
	/* Cut short: one record announced too many. */
	h.n = 4;
	f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(&h, sizeof(h), 1, f), 1);
	assert_int_equal(fwrite(gold_recs, sizeof(gold_recs), 1, f), 1);
	fclose(f);
	assert_int_equal(prof_capture_read(&c, path), -1);
	assert_non_null(strstr(tr_errmsg(), "truncated"));
	/* Not a capture. */
	f = fopen(path, "wb");
	assert_non_null(f);
	fputs("not a capture of anything at all, no, not at all.....", f);
	fclose(f);
	assert_int_equal(prof_capture_read(&c, path), -1);
	assert_non_null(strstr(tr_errmsg(), "not a capture"));
	unlink(path);
}

/* The profile's "spread": value bits, thresholds, null for none. */
static void
test_json(void **state)
{
	struct prof_probe_call calls[2] = { { 10, -52.25, -6.5 },
					    { 20, PROF_SPREAD_NONE, -13.25 } };
	struct prof_probe p = { .instance = 7, .value = 1.0, .has_value = true,
				.differ = 1, .changed = 2, .ncalls = 2,
				.calls = calls };
	struct prof_spread s = { .id = 42, .n = 1, .probes = &p };
	json_t *j = prof_spread_json(&s, 1);
	char *t = json_dumps(j, JSON_SORT_KEYS | JSON_COMPACT);

	(void)state;
	assert_non_null(t);
	assert_string_equal(t, "{\"42\":[{\"calls\":{\"10\":[-52.25,-6.5],"
			    "\"20\":[null,-13.25]},\"changed\":2,\"differ\":"
			    "true,\"diverged\":false,\"float\":false,"
			    "\"instance\":7,\"value\":\"3ff0000000000000\"}]}");
	free(t);
	json_decref(j);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tie_and_digits),
		cmocka_unit_test(test_noisy_call),
		cmocka_unit_test(test_diverged_and_none),
		cmocka_unit_test(test_capture_file),
		cmocka_unit_test(test_json),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
