/*
 * test_gprof.c: unit tests of the device profile's host side without CUDA
 * (profiler/rt/gprof_eval.c, compiled in): the sites table, the
 * evaluation of device samples into the CPU runtime's records (weights,
 * flips, sampled compare and shift statistics, margins), the sum of
 * several copies' counters and of the shards of each, the raw dump that
 * raw.c reads back, and the stateless sampling schedule of
 * prof_protocol.h on sharded execution numbers, simulated over a million
 * executions.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <math.h>
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

/*
 * The sharded counters: each counter's copies (one per shard, CTR_STRIDE
 * words apart) add up exactly, counts past 2^32 included, and the words
 * that pad a copy to its line are not counted.
 */
static void
test_shards(void **state)
{
	struct gprof p;
	char *path = table();
	uint64_t counters[CTR_WORDS], weights[4] = { 0 }, samples[4 * 3 * 3];
	uint64_t want[2] = { 0, 0 };
	uint32_t slots[1] = { 0 };

	(void)state;
	memset(samples, 0, sizeof(samples));
	for (unsigned w = 0; w < CTR_WORDS; w++)
		counters[w] = 0xdead;	/* padding: never read */
	for (unsigned s = 0; s < TABLE_SHARDS; s++)
		for (unsigned k = 0; k < 2; k++) {
			uint64_t c = (5000000000ull + 977 * s) >> (k * 20);

			counters[s * CTR_STRIDE + k] = c;
			want[k] += 2 * c;
		}
	assert_int_equal(gprof_read_table(&p, path), 0);
	gprof_add(&p, counters, slots, weights, samples);
	gprof_add(&p, counters, slots, weights, samples);
	assert_int_equal(p.counters[0], want[0]);
	assert_int_equal(p.counters[1], want[1]);
	assert_int_equal(p.samples, 0);
	gprof_release(&p);
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

/* The shard of a warp and the numbers of its executions: consecutive
   warps on consecutive shards (a launch's rotation added); every number
   taken once, the early ones dense from 0, the others past them. */
static void
test_shard_numbers(void **state)
{
	static unsigned char seen[PROF_GPU_EARLY_BASE +
				  PROF_GPU_SHARDS * 64];
	uint64_t count[PROF_GPU_SHARDS] = { 0 }, early = 0;
	unsigned rot[8], distinct = 0;

	(void)state;
	assert_int_equal(PROF_GPU_SHARDS, 1u << PROF_GPU_SHARD_BITS);
	assert_int_equal(prof_gpu_stride(0), 0);
	assert_int_equal(prof_gpu_stride(1), PROF_GPU_LINE_WORDS);
	assert_int_equal(prof_gpu_stride(37), 48);
	for (uint32_t grid = 1; grid <= 8; grid++) {
		rot[grid - 1] = prof_gpu_shard(0, grid);
		for (uint32_t w = 0; w < 3 * PROF_GPU_SHARDS; w++)
			assert_int_equal(prof_gpu_shard(w, grid),
					 (w + rot[grid - 1]) %
					 PROF_GPU_SHARDS);
	}
	/* launches one after another start on different shards */
	for (unsigned a = 0; a < 8; a++) {
		unsigned b = 0;

		while (b < a && rot[b] != rot[a])
			b++;
		distinct += b == a;
	}
	assert_true(distinct == 8);
	/* warps of 1 to 32 active lanes, 4 rounds over the shards: each
	   shard's first 64 executions early (from 0, no gap), every number
	   once */
	for (unsigned r = 0; r < 4; r++)
		for (unsigned sh = 0; sh < PROF_GPU_SHARDS; sh++) {
			unsigned lanes = 1 + (sh * 7 + r * 13) % 32;
			uint64_t old = count[sh], e = early;

			count[sh] += lanes;
			if (old < PROF_GPU_EARLY)
				early += lanes;
			for (unsigned k = 0; k < lanes; k++) {
				uint64_t i = prof_gpu_number(old, e, k, sh);

				assert_true(i < sizeof(seen));
				if (i >= sizeof(seen))
					return;
				assert_false(seen[i]);
				seen[i] = 1;
				assert_true(old < PROF_GPU_EARLY ?
					    i < PROF_GPU_EARLY_BASE :
					    i >= PROF_GPU_EARLY_BASE);
			}
		}
	for (uint64_t i = 0; i < early; i++)
		assert_true(seen[i]);
	assert_true(early <= PROF_GPU_EARLY_BASE);
}

/*
 * The schedule on sharded numbers, simulated as the device runs it: a
 * group's executions come from launches of warps, each warp's on its
 * shard (prof_gpu_shard, the launch's %gridid counting up), numbered
 * within the shard and sampled by prof_gpu_sampled at i =
 * prof_gpu_number(n, shard), weighing 2^prof_gpu_shift(i).
 */
struct sim {
	uint64_t count[PROF_GPU_SHARDS];	/* the shard's executions */
	uint64_t early;		/* the group's early count */
	uint32_t gridid;
	uint64_t n;		/* executions */
	unsigned samples;	/* the slots they would claim */
	double est;		/* sum of the sampled weights: estimates n */
	double var;		/* its variance, sum of (p - 1) */
	double value, value_est;	/* a quantity per execution: its sum, and
					   the weighted sum over the samples */
};

static void
sim_launch(struct sim *m, unsigned g, uint32_t warps, uint64_t per_warp)
{
	m->gridid++;
	for (uint32_t w = 0; w < warps; w++) {
		unsigned s = prof_gpu_shard(w, m->gridid);

		/* the warp's executions, 32 lanes at a time */
		for (uint64_t k = 0; k < per_warp; k += 32) {
			unsigned lanes = per_warp - k < 32 ?
					 (unsigned)(per_warp - k) : 32;
			uint64_t old = m->count[s], e = m->early;

			m->count[s] += lanes;
			if (old < PROF_GPU_EARLY)
				m->early += lanes;
			for (unsigned r = 0; r < lanes; r++) {
				uint64_t i = prof_gpu_number(old, e, r, s);
				double p = (double)(1ull << prof_gpu_shift(i));
				/* what a sampled operand might be: it
				   varies with the warp and along its run */
				double f = (double)(w % 7) +
					   (double)(k + r) / per_warp;

				m->n++;
				m->var += p - 1;
				m->value += f;
				if (!prof_gpu_sampled(i, g))
					continue;
				m->samples++;
				m->est += p;
				m->value_est += p * f;
			}
		}
	}
}

/* What the global numbering 0 .. n - 1 would sample in expectation. */
static double
sim_global_samples(uint64_t n)
{
	double e = 0;

	for (uint64_t i = 0; i < n; i++)
		e += 1.0 / (double)(1ull << prof_gpu_shift(i));
	return e;
}

enum { SIM_GROUPS = 16 };

/*
 * Over SIM_GROUPS groups (each its own hash): the counts are exact; the
 * weighted sample sum estimates the executions, and the weighted sum of a
 * per-execution quantity its sum, each group within 4 standard deviations
 * and on average (when the numbers are dense) within 3%; the samples stay
 * under CAP and never above what the global numbering would draw (10%
 * slack for the hash's chance), and near it when the shards advance
 * together (dense).
 */
static void
sim_check(const char *what, void (*run)(struct sim *, unsigned), bool dense)
{
	double est = 0, value = 0, samples = 0, global, rel_var = 0, sd;
	unsigned most = 0;
	uint64_t n = 0;

	for (unsigned g = 0; g < SIM_GROUPS; g++) {
		struct sim m;
		uint64_t sum = 0;

		memset(&m, 0, sizeof(m));
		run(&m, g);
		for (unsigned s = 0; s < PROF_GPU_SHARDS; s++)
			sum += m.count[s];
		assert_true(sum == m.n);
		n = m.n;
		/* |est - n| <= 4 sd */
		assert_true((m.est - (double)m.n) * (m.est - (double)m.n) <=
			    16 * m.var);
		est += m.est / (double)m.n;
		rel_var += m.var / ((double)m.n * (double)m.n);
		value += m.value_est / m.value;
		samples += m.samples;
		if (m.samples > most)
			most = m.samples;
	}
	est /= SIM_GROUPS;
	value /= SIM_GROUPS;
	samples /= SIM_GROUPS;
	/* the standard deviation of the mean of est/N over the groups */
	sd = sqrt(rel_var) / SIM_GROUPS;
	global = sim_global_samples(n);
	printf("  %-34s N %llu: N est/N %.3f (sd %.3f), value est/value "
	       "%.3f, samples %.0f (most %u; global numbering %.0f)\n", what,
	       (unsigned long long)n, est, sd, value, samples, most, global);
	assert_true(most < PROF_GPU_CAP);
	assert_true(samples <= 1.1 * global);
	/* the means within 3 standard deviations (2-3% here: the
	   global schedule's own spread, 16 groups of some 500 samples) */
	assert_true(fabs(est - 1) <= 3 * sd);
	assert_true(fabs(value - 1) <= 3 * sd + 0.01);
	if (dense)
		assert_true(samples >= 0.9 * global);
}

/* One launch of 1000 blocks of 8 warps, 128 executions a warp. */
static void
sim_big_grid(struct sim *m, unsigned g)
{
	sim_launch(m, g, 8000, 128);
}

/* A grid of 40 blocks of 8 warps, launched 100 times (the launches'
   rotation spreads it over the shards). */
static void
sim_small_grids(struct sim *m, unsigned g)
{
	for (unsigned l = 0; l < 100; l++)
		sim_launch(m, g, 40 * 8, 32);
}

/* A grid of 8-warp blocks growing from 1 block to 160, then shrinking
   back (nw's wavefront, a shrinking elimination). */
static void
sim_wavefront(struct sim *m, unsigned g)
{
	for (uint32_t b = 1; b <= 160; b++)
		sim_launch(m, g, 8 * b, 32);
	for (uint32_t b = 159; b >= 1; b--)
		sim_launch(m, g, 8 * b, 32);
}

/* A grid of 2 blocks of 8 warps, 512 executions, launched once (nn's
   kernel: with shards by block and all the shards, numbers 64 apart and
   3 samples of the global numbering's 131). */
static void
sim_two_blocks(struct sim *m, unsigned g)
{
	sim_launch(m, g, 2 * 8, 32);
}

/* Shards far out of balance: one launch of 8 warps, then uneven ones,
   and one warp that runs 100 times longer than the others. */
static void
sim_unbalanced(struct sim *m, unsigned g)
{
	sim_launch(m, g, 8, 100000);
	sim_launch(m, g, 300 * 8, 64);
	sim_launch(m, g, 1, 50000);
}

static void
test_schedule_sim(void **state)
{
	(void)state;
	sim_check("1000 blocks of 8 warps", sim_big_grid, true);
	sim_check("100 launches of 40 blocks", sim_small_grids, true);
	sim_check("1 .. 160 .. 1 blocks", sim_wavefront, true);
	sim_check("2 blocks, once", sim_two_blocks, true);
	sim_check("8 warps, then uneven ones", sim_unbalanced, false);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_table_bad),
		cmocka_unit_test(test_samples),
		cmocka_unit_test(test_dump),
		cmocka_unit_test(test_shards),
		cmocka_unit_test(test_schedule),
		cmocka_unit_test(test_shard_numbers),
		cmocka_unit_test(test_schedule_sim),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
