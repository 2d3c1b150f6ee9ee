/*
 * test_gprof.c: unit tests of the device profile's host side without CUDA
 * (profiler/rt/gprof_eval.c, compiled in): the sites table, the
 * evaluation of device samples into the CPU runtime's records (weights,
 * flips, sampled compare and shift statistics, margins), the sum of
 * several copies' counters, the raw dump that raw.c reads back, and the
 * stateless sampling schedule of prof_protocol.h.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gprof.h"
#include "profiler.h"

static char *
write_tmp(const char *text)
{
	char *path = strdup("/tmp/test_gprof.XXXXXX");
	int fd = mkstemp(path);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
	return path;
}

/* An i32 add (value 0), an i32 slt compare with its sampled record (value
   1, compare 0, margin 0) and an i32 shl with its record (value 2, shift
   0), in one group; one more counter than groups; TABLE_SHARDS copies of
   the counters, of CTR_STRIDE words each. */
#define TABLE_SHARDS 4
#define CTR_STRIDE 16
#define CTR_WORDS (TABLE_SHARDS * CTR_STRIDE)
static char *
table(void)
{
	char text[512];
	uint64_t add = PROF_VINFO(PROF_VOP_ADD, 0, 32, 32, 3, 0, 0);
	uint64_t cmp = PROF_VINFO(PROF_VOP_ICMP, PROF_IP_SLT, 32, 1, 3, 0, 0);
	uint64_t shl = PROF_VINFO(PROF_VOP_SHL, 0, 32, 32, 1, 0, 0);

	snprintf(text, sizeof(text),
		 "trident-gprof 2\nhash 0123456789abcdef\ncap 4\nshards %u\n"
		 "sizes 2 3 1 1 1 1 0\nG 0 3\nV %llx - -\nV %llx c 0 0\n"
		 "V %llx s 0 -\nC %llx\nS %llx\n", TABLE_SHARDS,
		 (unsigned long long)add, (unsigned long long)cmp,
		 (unsigned long long)shl, (unsigned long long)cmp,
		 (unsigned long long)shl);
	return write_tmp(text);
}

static void
test_table(void **state)
{
	struct gprof p;
	char *path = table();

	(void)state;
	assert_int_equal(gprof_read_table(&p, path), 0);
	assert_string_equal(p.hash, "0123456789abcdef");
	assert_int_equal(p.cap, 4);
	assert_int_equal(p.shards, TABLE_SHARDS);
	assert_int_equal(p.ncounters, 2);
	assert_int_equal(prof_gpu_stride(p.ncounters), CTR_STRIDE);
	assert_int_equal(p.ngroups, 1);
	assert_int_equal(p.groups[0].n, 3);
	assert_int_equal(p.values[1].stat, 'c');
	assert_int_equal(p.values[1].margin, 0);
	assert_int_equal(p.values[2].stat, 's');
	assert_int_equal(p.values[0].margin, -1);
	assert_int_equal(PROF_VINFO_OP(p.vrecs[PROF_VREC_WORDS]), PROF_VOP_ICMP);
	gprof_release(&p);
	unlink(path);
	free(path);
}

static void
test_table_bad(void **state)
{
	static const char *const bad[] = {
		"not a table\n",
		/* the table of a device profile without shards */
		"trident-gprof 1\nhash 0123456789abcdef\ncap 4\n"
		"sizes 1 0 0 0 0 0 0\n",
		"trident-gprof 2\nhash 0123\ncap 4\nshards 4\n"
		"sizes 1 0 0 0 0 0 0\n",
		"trident-gprof 2\nhash 0123456789abcdef\ncap 4\nshards 4\n"
		"sizes 1 1 0 0 0 1 0\nG 0 2\n",
		"trident-gprof 2\nhash 0123456789abcdef\ncap 4\nshards 4\n"
		"sizes 1 1 0 0 0 1 0\nG 0 1\nV 1 c 3 -\n",
		"trident-gprof 2\nhash 0123456789abcdef\ncap 4\nshards 4\n"
		"sizes 1 2 0 0 0 1 0\nG 0 2\nV 1 - -\n",
		/* no shards line, and shard counts the device cannot mask */
		"trident-gprof 2\nhash 0123456789abcdef\ncap 4\n"
		"sizes 1 0 0 0 0 0 0\n",
		"trident-gprof 2\nhash 0123456789abcdef\ncap 4\nshards 0\n"
		"sizes 1 0 0 0 0 0 0\n",
		"trident-gprof 2\nhash 0123456789abcdef\ncap 4\nshards 6\n"
		"sizes 1 0 0 0 0 0 0\n",
	};

	(void)state;
	for (size_t k = 0; k < sizeof(bad) / sizeof(*bad); k++) {
		struct gprof p;
		char *path = write_tmp(bad[k]);

		assert_int_equal(gprof_read_table(&p, path), -1);
		assert_non_null(strstr(p.err, path));
		gprof_release(&p);
		unlink(path);
		free(path);
	}
}

/* Two copies: counters add up; each written slot is one sample per site,
   weighted by its period; slots past cap are not read. */
static void
test_samples(void **state)
{
	struct gprof p;
	char *path = table();
	uint64_t counters[CTR_WORDS] = { 10, 3 }, weights[4] = { 1, 4, 0, 0 };
	uint32_t slots[1] = { 2 }, over[1] = { 9 };
	/* slot s, site j, operand k at (s * 3 + j) * 3 + k */
	uint64_t samples[4 * 3 * 3] = {
		5, 7, 0, /* add 5 + 7 */ 2, 9, 0, /* 2 < 9 */ 1, 3, 0,
		6, 1, 0, /* add */ 9, 2, 0, /* 9 < 2 */ 1, 5, 0,
	};
	double mean;

	(void)state;
	assert_int_equal(gprof_read_table(&p, path), 0);
	gprof_add(&p, counters, slots, weights, samples);
	gprof_add(&p, counters, over, weights, samples);
	assert_int_equal(p.counters[0], 20);
	assert_int_equal(p.counters[1], 6);
	/* the add: 2 + 4 samples (the second copy reads all 4 slots, two
	   of them zeros with weight 0), every flip of either operand
	   changes the sum */
	assert_int_equal(p.vrecs[1], 6);
	assert_int_equal(p.vrecs[2], 2 * (1 + 4) * 32);
	assert_int_equal(p.vrecs[3], p.vrecs[2]);
	/* the compare's statistics: weight 2 * 5, true with weight 2 * 1 */
	assert_int_equal(p.crecs[1], 10);
	assert_int_equal(p.crecs[2], 2);
	memcpy(&mean, &p.crecs[4], sizeof(mean));
	assert_true(mean == 2.0 * (2 * 1 + 9 * 4));
	/* its margins: |2 - 9| = 7 in bin 3, |9 - 2| too */
	assert_int_equal(p.mrecs[3], 4);
	/* the shift amounts: 3 with weight 1, 5 with weight 4, twice */
	assert_int_equal(p.srecs[1], 10);
	memcpy(&mean, &p.srecs[2], sizeof(mean));
	assert_true(mean == 2.0 * (3 + 20));
	gprof_release(&p);
	unlink(path);
	free(path);
}

/* The dump is the CPU runtime's: raw.c reads the same sections back. */
static void
test_dump(void **state)
{
	struct gprof p;
	struct prof_raw raw;
	char *path = table(), dump[] = "/tmp/test_gprof_dump.XXXXXX";
	uint64_t counters[CTR_WORDS] = { 10, 3 }, weights[4] = { 1, 0, 0, 0 };
	uint32_t slots[1] = { 1 };
	uint64_t samples[4 * 3 * 3] = { 5, 7, 0, 2, 9, 0, 1, 3, 0 };
	int fd = mkstemp(dump);

	(void)state;
	assert_true(fd >= 0);
	assert_int_equal(gprof_read_table(&p, path), 0);
	gprof_add(&p, counters, slots, weights, samples);
	assert_int_equal(gprof_write(&p, fd), 0);
	close(fd);
	assert_int_equal(prof_raw_read(&raw, dump), 0);
	assert_string_equal(raw.hash, "0123456789abcdef");
	assert_int_equal(raw.ncounters, 2);
	assert_int_equal(raw.counters[0], 10);
	assert_int_equal(raw.nvalues, 3 * PROF_VREC_WORDS);
	assert_int_equal(raw.values[1], 1);
	assert_int_equal(raw.ncompares, PROF_CREC_WORDS);
	assert_int_equal(raw.nmargins, PROF_MARGIN_BINS);
	assert_int_equal(raw.ndevice, PROF_DEVICE_WORDS);
	prof_raw_release(&raw);
	gprof_release(&p);
	unlink(dump);
	unlink(path);
	free(path);
}

/* The schedule's bands: 32 executions at each period 1, 2, 4, ...,
   with no largest period. */
static void
test_schedule(void **state)
{
	(void)state;
	assert_int_equal(PROF_GPU_BURST, 32);
	assert_int_equal(prof_gpu_shift(0), 0);
	assert_int_equal(prof_gpu_shift(31), 0);
	assert_int_equal(prof_gpu_shift(32), 1);
	assert_int_equal(prof_gpu_shift(95), 1);
	assert_int_equal(prof_gpu_shift(96), 2);
	assert_int_equal(prof_gpu_shift(223), 2);
	assert_int_equal(prof_gpu_shift(224), 3);
	assert_int_equal(prof_gpu_shift(32ull << 40), 40);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_table_bad),
		cmocka_unit_test(test_samples),
		cmocka_unit_test(test_dump),
		cmocka_unit_test(test_schedule),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
