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
		 "trident-gprof 3\nhash 0123456789abcdef\ncap 4\nshards %u\n"
		 "sizes 2 3 1 1 1 1 0\nG 0 3\nV %llx - -\nV %llx c 0 0\n"
		 "V %llx s 0 -\nC %llx\nS %llx\n"
		 "K _Z6adjustPfS_iS_ 4 b\nK - 2 3\nK _Z5layerPfS_ 2 3\n",
		 TABLE_SHARDS,
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
	/* the kernels: a name too long for a line is "-" (none) */
	assert_int_equal(p.nkernels, 3);
	assert_string_equal(p.kernels[0].name, "_Z6adjustPfS_iS_");
	assert_int_equal(p.kernels[0].nparams, 4);
	assert_int_equal(p.kernels[0].pointers, 0xb);
	assert_null(p.kernels[1].name);
	assert_int_equal(p.kernels[2].pointers, 3);
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
		"trident-gprof 3\nhash 0123\ncap 4\nshards 4\n"
		"sizes 1 0 0 0 0 0 0\n",
		"trident-gprof 3\nhash 0123456789abcdef\ncap 4\nshards 4\n"
		"sizes 1 1 0 0 0 1 0\nG 0 2\n",
		"trident-gprof 3\nhash 0123456789abcdef\ncap 4\nshards 4\n"
		"sizes 1 1 0 0 0 1 0\nG 0 1\nV 1 c 3 -\n",
		"trident-gprof 3\nhash 0123456789abcdef\ncap 4\nshards 4\n"
		"sizes 1 2 0 0 0 1 0\nG 0 2\nV 1 - -\n",
		/* no shards line, and shard counts the device cannot mask */
		"trident-gprof 3\nhash 0123456789abcdef\ncap 4\n"
		"sizes 1 0 0 0 0 0 0\n",
		"trident-gprof 3\nhash 0123456789abcdef\ncap 4\nshards 0\n"
		"sizes 1 0 0 0 0 0 0\n",
		"trident-gprof 3\nhash 0123456789abcdef\ncap 4\nshards 6\n"
		"sizes 1 0 0 0 0 0 0\n",
		/* a kernel line without its pointers; an older table */
		"trident-gprof 3\nhash 0123456789abcdef\ncap 4\nshards 4\n"
		"sizes 1 0 0 0 0 0 0\nK _Z1kv 0\n",
		"trident-gprof 2\nhash 0123456789abcdef\ncap 4\nshards 4\n"
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
	assert_int_equal(raw.nparams, 3 * PROF_PARAM_WORDS);
	prof_raw_release(&raw);
	gprof_release(&p);
	unlink(dump);
	unlink(path);
	free(path);
}

/* A launch of kernel k of p with pointer (or integer) arguments v. */
static void
launch(struct gprof_track *t, const struct gprof *p, unsigned k,
       uint64_t v0, uint64_t v1, uint64_t v2, uint64_t v3)
{
	uint64_t v[4] = { v0, v1, v2, v3 };
	void *args[4] = { &v[0], &v[1], &v[2], &v[3] };

	gprof_track_launch(t, p, k, args);
}

/*
 * The read-back parameters (prof_protocol.h): a parameter is live when
 * its allocation is read after its first launch (a copy from it, a later
 * launch passing it), dead when never, neither when it points into no
 * allocation; an address inside an allocation is that allocation, the
 * latest one at a reused address; integers are not looked at.
 */
static void
test_params(void **state)
{
	struct gprof p;
	struct gprof_track t = { 0 };
	char *path = table();
	uint64_t *w;

	(void)state;
	assert_int_equal(gprof_read_table(&p, path), 0);
	gprof_track_alloc(&t, 0x1000, 0x100);	/* A: input, copied back */
	gprof_track_alloc(&t, 0x2000, 0x100);	/* B: read by a copy */
	gprof_track_alloc(&t, 0x3000, 0x100);	/* C: never read */
	gprof_track_alloc(&t, 0x4000, 0x100);	/* D: freed, reused below */
	gprof_track_alloc(&t, 0x4000, 0x80);	/* E */
	for (unsigned i = 0; i < 40; i++)	/* past the first capacity */
		gprof_track_alloc(&t, 0x100000 + 0x1000 * i, 0x10);
	/* layer(A, B + 0x10), then a copy from B */
	launch(&t, &p, 2, 0x1000, 0x2010, 0, 0);
	gprof_track_copy(&t, 0x2004);
	/* adjust(A + 8, C, 0x3000 as an integer, E); A copied back */
	launch(&t, &p, 0, 0x1008, 0x3000, 0x3000, 0x4000);
	gprof_track_copy(&t, 0x1000);
	gprof_track_params(&t, &p);
	w = p.params;
	assert_int_equal(w[0], 0x1);	/* adjust: A live */
	assert_int_equal(w[1], 0xa);	/* C and E dead, the integer neither */
	assert_int_equal(w[2], 0);
	assert_int_equal(w[3], 0);
	assert_int_equal(w[4], 0x3);	/* layer: A (a later launch), B */
	assert_int_equal(w[5], 0);
	/* adjust again with C at a pointer past it: C is read by the later
	   launch, so the first one's C is live; a pointer into no allocation
	   is neither */
	launch(&t, &p, 0, 0x1000, 0x3000, 0, 0x9000);
	gprof_track_params(&t, &p);
	assert_int_equal(w[0], 0x3);
	assert_int_equal(w[1], 0x8);
	/* a kernel the table does not name (its "-" line, or none) may read
	   anything: nothing is dead */
	launch(&t, &p, 1, 0, 0, 0, 0);
	gprof_track_params(&t, &p);
	assert_int_equal(w[0], 0xb);
	assert_int_equal(w[1], 0);
	assert_int_equal(w[4], 0x3);
	gprof_track_release(&t);
	gprof_release(&p);
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
	assert_int_equal(PROF_GPU_BURST, 128);
	assert_int_equal(prof_gpu_shift(0), 0);
	assert_int_equal(prof_gpu_shift(127), 0);
	assert_int_equal(prof_gpu_shift(128), 1);
	assert_int_equal(prof_gpu_shift(383), 1);
	assert_int_equal(prof_gpu_shift(384), 2);
	assert_int_equal(prof_gpu_shift(895), 2);
	assert_int_equal(prof_gpu_shift(896), 3);
	assert_int_equal(prof_gpu_shift(128ull << 40), 40);
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
/* What SIM_GROUPS groups' simulated runs estimated, summed (sim_check,
   loop_check). */
struct sim_tally {
	double est, value, samples, rel_var;
	double worst;		/* the largest |est - n| in standard deviations */
	unsigned most;		/* the most samples a group took */
	uint64_t n;		/* executions a group */
};

/* One group's run of n executions: est and value_est its weighted sums
   (of 1 and of a quantity whose sum is value), var the variance of est,
   samples the slots it claimed. */
static void
tally_add(struct sim_tally *t, uint64_t n, double est, double var,
	  double value, double value_est, unsigned samples)
{
	t->n = n;
	if (fabs(est - (double)n) > t->worst * sqrt(var))
		t->worst = fabs(est - (double)n) / sqrt(var);
	t->est += est / (double)n;
	t->rel_var += var / ((double)n * (double)n);
	t->value += value_est / value;
	t->samples += samples;
	if (samples > t->most)
		t->most = samples;
}

/*
 * The checks every schedule passes, after a line with what it is and
 * tail: each group's estimate within 4 standard deviations and their
 * mean within 3 (the value's, 3 + 1%); the samples under CAP, on
 * average never above what the global numbering draws (10% slack for
 * the hash's chance) and at least floor times it.
 */
static void
tally_check(struct sim_tally *t, const char *what, const char *tail,
	    double floor)
{
	double est = t->est / SIM_GROUPS, value = t->value / SIM_GROUPS;
	double samples = t->samples / SIM_GROUPS;
	/* the standard deviation of the mean of est/N over the groups */
	double sd = sqrt(t->rel_var) / SIM_GROUPS;
	double global = sim_global_samples(t->n);

	printf("  %-34s N %llu: N est/N %.3f (sd %.3f; worst group %.1f "
	       "sd), value est/value %.3f, samples %.0f (most %u; global "
	       "numbering %.0f)%s\n", what, (unsigned long long)t->n, est,
	       sd, t->worst, value, samples, t->most, global, tail);
	assert_true(t->worst <= 4);
	assert_true(t->most < PROF_GPU_CAP);
	assert_true(samples <= 1.1 * global);
	assert_true(fabs(est - 1) <= 3 * sd);
	assert_true(fabs(value - 1) <= 3 * sd + 0.01);
	assert_true(samples >= floor * global);
}

static void
sim_check(const char *what, void (*run)(struct sim *, unsigned), bool dense)
{
	struct sim_tally t = { 0 };

	for (unsigned g = 0; g < SIM_GROUPS; g++) {
		struct sim m;
		uint64_t sum = 0;

		memset(&m, 0, sizeof(m));
		run(&m, g);
		for (unsigned s = 0; s < PROF_GPU_SHARDS; s++)
			sum += m.count[s];
		assert_true(sum == m.n);
		tally_add(&t, m.n, m.est, m.var, m.value, m.value_est,
			  m.samples);
	}
	/* dense: the shards advance together, the numbers near 0 .. N - 1 */
	tally_check(&t, what, "", dense ? 0.9 : 0);
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

/*
 * Loop groups (prof_protocol.h, "Loop groups"), simulated as the device
 * runs them: one group, a launch's warps one after another, the 32 lanes
 * of a warp in lockstep, lane l running the loop's segment t[l] times at
 * each entry into the loop. A lane whose chunk is used up reserves the
 * next with the others of its warp that need one (L the lowest one's len,
 * n L added to the shard's INDEX word; below EARLY n to the early count,
 * one number each); each execution takes its chunk's next number and
 * counts its gap down, a candidate being accepted by prof_gpu_accept and
 * weighing 2^prof_gpu_shift of its own number. Where the lanes leave the
 * loop each adds res - left to the group's counter. A second group of its
 * class (prof_protocol.h, "Classes": a block the group's dominates, in the
 * same loop) runs after about one execution in three (a branch on the
 * lane's data) and takes that execution's decision and weight.
 */
struct loop_sim {
	uint64_t index[PROF_GPU_SHARDS];	/* the shard's INDEX word */
	uint64_t early;		/* the group's early count */
	uint32_t gridid;
	uint64_t n;		/* executions */
	uint64_t counter;	/* the group's counter, as the lanes add it */
	unsigned samples;	/* the slots they would claim */
	double est;		/* sum of the sampled weights: estimates n */
	double var;		/* its variance, sum of (p - 1) */
	double value, value_est;	/* a quantity per execution: its sum, and
					   the weighted sum over the samples */
	uint64_t *numbers;	/* when not NULL: every execution's number */
	uint64_t nnumbers, room;
	struct {		/* the class's second group: as above */
		uint64_t n;
		unsigned samples;
		double est, var, value, value_est;
	} member;
};

/* The class's second group after execution j of lane l of warp w,
   numbered i: whether it runs there (one in three, by a hash), and its
   estimates with the execution's decision and weight. */
static void
member_exec(struct loop_sim *m, uint32_t w, unsigned l, uint32_t j,
	    uint64_t i, bool sampled)
{
	double p = (double)(1ull << prof_gpu_shift(i));
	double f = (double)((w + l) % 5) + (double)(j % 11) / 11;

	if (prof_gpu_mix((uint64_t)w << 32 | (uint64_t)j << 5 | l, 77, 0) %
	    3)
		return;
	m->member.n++;
	m->member.var += p - 1;
	m->member.value += f;
	if (!sampled)
		return;
	m->member.samples++;
	m->member.est += p;
	m->member.value_est += p * f;
}

/* Execution j of a lane of warp w, numbered i, its warp's longest trip
   count most: counted, its number kept (when the numbers are) and, when
   sampled (a candidate accepted), weighed by 2^prof_gpu_shift(i). */
static void
loop_exec(struct loop_sim *m, uint32_t w, uint32_t j, uint32_t most,
	  uint64_t i, bool sampled)
{
	double p = (double)(1ull << prof_gpu_shift(i));
	/* what a sampled operand might be: it varies with the warp and
	   along its run */
	double f = (double)(w % 7) + (double)j / most;

	m->n++;
	m->var += p - 1;
	m->value += f;
	if (m->numbers) {
		if (m->nnumbers == m->room) {
			m->room = m->room ? 2 * m->room : 1 << 16;
			m->numbers = realloc(m->numbers,
					     m->room * sizeof(*m->numbers));
			assert_non_null(m->numbers);
		}
		m->numbers[m->nnumbers++] = i;
	}
	if (!sampled)
		return;
	m->samples++;
	m->est += p;
	m->value_est += p * f;
}

/*
 * Warp w of the current launch in group g: the call enters the loop
 * entries times, lane l running it t[l] times at each entry. The device's
 * per-thread state nx, left, len, gap, bd, res is 0 at the call's start
 * (len 1); where the lanes leave the loop each adds the numbers it used
 * to the counter and the state is reset, len to prof_gpu_entry_len of
 * them (profiler/gpu.c's flush points).
 */
static void
loop_warp(struct loop_sim *m, unsigned g, uint32_t w, const uint32_t t[32],
	  unsigned entries)
{
	unsigned s = prof_gpu_shard(w, m->gridid);
	uint64_t nx[32], left[32], res[32], gap[32];
	unsigned len[32], bd[32];
	uint32_t most = 0;

	for (unsigned l = 0; l < 32; l++) {
		nx[l] = left[l] = res[l] = gap[l] = 0;
		len[l] = 1;
		bd[l] = 0;
		if (t[l] > most)
			most = t[l];
	}
	for (unsigned e = 0; e < entries; e++) {
		for (uint32_t j = 0; j < most; j++) {
			unsigned n = 0, L = 0, k = 0;

			/* the active lanes whose chunk is used up reserve
			   the next together: the lowest adds n L for them,
			   each L long (its len), below EARLY one number each
			   from the early count */
			for (unsigned l = 0; l < 32; l++)
				if (t[l] > j && left[l] == 0) {
					if (!n)
						L = len[l];
					n++;
				}
			if (n) {
				uint64_t old = m->index[s], early = m->early;
				bool late = old >= PROF_GPU_EARLY;

				m->index[s] += (uint64_t)n * L;
				if (!late)
					m->early += n;
				for (unsigned l = 0; l < 32; l++) {
					if (t[l] <= j || left[l] != 0)
						continue;
					nx[l] = prof_gpu_chunk(old, early, k++,
							       L, s);
					left[l] = late ? L : 1;
					res[l] += left[l];
					if (late)
						len[l] = 2 * L <
							 PROF_GPU_CHUNK_MAX ?
							 2 * L :
							 PROF_GPU_CHUNK_MAX;
					/* the lane's first gap, keyed by the
					   complement of its first number,
					   which no execution takes */
					if (gap[l] == 0) {
						bd[l] = prof_gpu_shift(nx[l]);
						gap[l] = prof_gpu_gap(~nx[l], g,
								      bd[l]);
					}
				}
			}
			/* every active lane runs the segment once */
			for (unsigned l = 0; l < 32; l++) {
				uint64_t i = nx[l];
				bool sampled = false;

				if (t[l] <= j)
					continue;
				nx[l] = prof_gpu_chunk_next(nx[l]);
				left[l]--;
				if (--gap[l] == 0) {
					unsigned b = prof_gpu_shift(i);

					sampled = prof_gpu_accept(i, g, bd[l]);
					gap[l] = prof_gpu_gap(i, g, b);
					bd[l] = b;
				}
				loop_exec(m, w, j, most, i, sampled);
				member_exec(m, w, l, j, i, sampled);
			}
		}
		/* the lanes leave the loop: each counts the numbers it
		   used, and its state is reset */
		for (unsigned l = 0; l < 32; l++) {
			m->counter += res[l] - left[l];
			len[l] = prof_gpu_entry_len(res[l] - left[l]);
			nx[l] = left[l] = res[l] = gap[l] = 0;
			bd[l] = 0;
		}
	}
}

/* A launch of warps warps (its %gridid the next), lane l of warp w
   entering the loop entries times and running it trips(w, l, arg) times
   at each. */
static void
loop_launch_n(struct loop_sim *m, unsigned g, uint32_t warps,
	      uint32_t (*trips)(uint32_t w, unsigned l, uint32_t arg),
	      uint32_t arg, unsigned entries)
{
	m->gridid++;
	for (uint32_t w = 0; w < warps; w++) {
		uint32_t t[32];

		for (unsigned l = 0; l < 32; l++)
			t[l] = trips(w, l, arg);
		loop_warp(m, g, w, t, entries);
	}
}

/* The same, the loop entered once a call. */
static void
loop_launch(struct loop_sim *m, unsigned g, uint32_t warps,
	    uint32_t (*trips)(uint32_t w, unsigned l, uint32_t arg),
	    uint32_t arg)
{
	loop_launch_n(m, g, warps, trips, arg, 1);
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/*
 * As sim_check, over SIM_GROUPS groups: the counter is exact; the
 * estimates within 4 standard deviations in each group and their means
 * within 3; the samples under CAP, never above the global numbering's
 * (10% slack for the hash's chance) and, where the shards advance
 * together (dense), at least 0.4 of it: the numbers a chunk leaves
 * unused spread the numbering, at most about twice. In group 0 (the
 * numbering does not depend on the group) every number is taken once
 * when unique is set, and the early numbers are 0 .. early - 1, all of
 * them. The class's second group: its estimates as the group's, with
 * the samples only under the global numbering's.
 */
static void
loop_check(const char *what, void (*run)(struct loop_sim *, unsigned),
	   bool dense, bool unique)
{
	struct sim_tally t = { 0 }, tm = { 0 };
	double waste = 0;
	char tail[64], mwhat[96];

	for (unsigned g = 0; g < SIM_GROUPS; g++) {
		struct loop_sim m;
		uint64_t reserved = 0;

		memset(&m, 0, sizeof(m));
		if (g == 0 && unique) {
			m.room = 1 << 16;
			m.numbers = malloc(m.room * sizeof(*m.numbers));
			assert_non_null(m.numbers);
		}
		run(&m, g);
		assert_true(m.counter == m.n);
		for (unsigned s = 0; s < PROF_GPU_SHARDS; s++)
			reserved += m.index[s];
		assert_true(reserved >= m.n);
		waste = (double)(reserved - m.n) / (double)m.n;
		if (m.numbers) {
			assert_true(m.nnumbers == m.n);
			qsort(m.numbers, m.nnumbers, sizeof(*m.numbers),
			      cmp_u64);
			for (uint64_t k = 1; k < m.nnumbers; k++)
				assert_true(m.numbers[k - 1] < m.numbers[k]);
			/* the early numbers: dense from 0, below
			   EARLY_BASE, the others past it */
			assert_true(m.early <= m.n);
			assert_true(m.early <= PROF_GPU_EARLY_BASE);
			if (m.early)
				assert_true(m.numbers[m.early - 1] ==
					    m.early - 1);
			if (m.early < m.n)
				assert_true(m.numbers[m.early] >=
					    PROF_GPU_EARLY_BASE);
			free(m.numbers);
		}
		tally_add(&t, m.n, m.est, m.var, m.value, m.value_est,
			  m.samples);
		tally_add(&tm, m.member.n, m.member.est, m.member.var,
			  m.member.value, m.member.value_est,
			  m.member.samples);
	}
	snprintf(mwhat, sizeof(mwhat), "%s, its class", what);
	tally_check(&tm, mwhat, "", 0);
	snprintf(tail, sizeof(tail), ", unused numbers %.1f%%", 100 * waste);
	/* dense: the shards advance together; the numbers a chunk leaves
	   unused spread the numbering, at most about twice */
	tally_check(&t, what, tail, dense ? 0.4 : 0);
}

/* Every lane arg times. */
static uint32_t
trips_same(uint32_t w, unsigned l, uint32_t arg)
{
	return arg;
}

/* 1 to 50 times, varying along the lanes and the warps. */
static uint32_t
trips_varying(uint32_t w, unsigned l, uint32_t arg)
{
	return 1 + (l * 7 + w) % 50;
}

/* particlefilter's search of the CDF: uniform in 1 .. arg by a hash of
   (warp, lane), 1 lane in 16 not at all. */
static uint32_t
trips_particles(uint32_t w, unsigned l, uint32_t arg)
{
	uint64_t h = prof_gpu_mix((uint64_t)w << 5 | l, 1000, 0);

	if ((h >> 60) == 0)
		return 0;
	return 1 + (uint32_t)(h % arg);
}

/* 200 blocks of 8 warps, 50 times each lane. */
static void
loop_grid(struct loop_sim *m, unsigned g)
{
	loop_launch(m, g, 200 * 8, trips_same, 50);
}

/* 400 warps whose lanes run 1 to 50 times. */
static void
loop_varying(struct loop_sim *m, unsigned g)
{
	loop_launch(m, g, 400, trips_varying, 0);
}

/* 2 blocks of 8 warps, launched once, 16 times each lane (a small
   grid: the early numbers keep it dense). */
static void
loop_two_blocks(struct loop_sim *m, unsigned g)
{
	loop_launch(m, g, 2 * 8, trips_same, 16);
}

/* Shards far out of balance: one warp whose lanes run 100000 times (its
   chunks grow to CHUNK_MAX), then 300 blocks of 8 warps, 8 times each. */
static void
loop_unbalanced(struct loop_sim *m, unsigned g)
{
	loop_launch(m, g, 1, trips_same, 100000);
	loop_launch(m, g, 300 * 8, trips_same, 8);
}

/* particlefilter-like: the lanes of a warp 0 to 500 times (250 warps,
   not the kernel's 2000: some 2 million executions, as the others). */
static void
loop_particles(struct loop_sim *m, unsigned g)
{
	loop_launch(m, g, 250, trips_particles, 500);
}

/* Calls of a short loop, 2000 warps of lanes that run it twice: a
   lane's first gap is drawn at its first number, and the execution that
   takes that number, when a candidate, draws the next gap there too. */
static void
loop_short(struct loop_sim *m, unsigned g)
{
	loop_launch(m, g, 2000, trips_same, 2);
}

/* An inner loop (lavaMD's): 100 warps entering it 27 times a call, 1 to
   50 times each entry; the first chunk of each entry as long as the
   last entry used. */
static void
loop_inner(struct loop_sim *m, unsigned g)
{
	loop_launch_n(m, g, 100, trips_varying, 0, 27);
}

static void
test_loop_sim(void **state)
{
	(void)state;
	loop_check("loop: 200 blocks of 8 warps, 50", loop_grid, true, true);
	loop_check("loop: 400 warps, 1 .. 50", loop_varying, true, true);
	loop_check("loop: 2 blocks, once, 16", loop_two_blocks, true, true);
	loop_check("loop: 1 warp of 100000, then 8", loop_unbalanced, false,
		   true);
	loop_check("loop: particlefilter, 0 .. 500", loop_particles, true,
		   true);
	loop_check("loop: inner, 27 entries of 1 .. 50", loop_inner, true,
		   true);
}

/* Short calls: every execution, the first candidate's next included,
   sampled with probability 1/p of its own number. */
static void
test_loop_short(void **state)
{
	(void)state;
	loop_check("loop: 2000 warps, 2", loop_short, true, true);
}

/*
 * The geometric gaps: at period 2^b their mean is 2^b (within 2%, the
 * single precision's and the 24 bits' error; 1 at b 0) and a gap is 1
 * with probability 2^-b (within 3 standard deviations), over 200000
 * consecutive numbers of one group; none is longer than the 24 bits
 * allow, about 17.3 periods.
 */
static void
test_loop_gap(void **state)
{
	static const unsigned shifts[] = { 0, 1, 2, 3, 5, 6, 8, 12, 20 };
	enum { DRAWS = 200000 };

	(void)state;
	for (unsigned k = 0; k < sizeof(shifts) / sizeof(*shifts); k++) {
		unsigned b = shifts[k];
		double x = 1.0 / (double)(1ull << b), sum = 0, mean, sd;
		uint64_t ones = 0, longest = 0;

		for (uint64_t i = 0; i < DRAWS; i++) {
			uint64_t gap = prof_gpu_gap(i, 3, b);

			assert_true(gap >= 1);
			sum += (double)gap;
			ones += gap == 1;
			if (gap > longest)
				longest = gap;
		}
		mean = sum / DRAWS;
		sd = sqrt(DRAWS * x * (1 - x));
		printf("  gap at shift %2u: mean/2^b %.4f, ones %llu (expected "
		       "%.1f, sd %.1f), longest/2^b %.1f\n", b, mean * x,
		       (unsigned long long)ones, DRAWS * x, sd,
		       (double)longest * x);
		if (b == 0)
			assert_true(ones == DRAWS);
		assert_true(fabs(mean * x - 1) <= 0.02);
		assert_true(fabs((double)ones - DRAWS * x) <= 3 * sd);
		assert_true((double)longest <= 18 / x + 1);
	}
}

/*
 * The thinning: a candidate whose gap was drawn at its own period is
 * always accepted; one drawn 3 shifts below, about 1 in 8 (within 3
 * standard deviations over 100000 numbers of one band).
 */
static void
test_loop_accept(void **state)
{
	enum { DRAWS = 100000 };
	uint64_t first = PROF_GPU_BURST * ((1ull << 15) - 1), accepted = 0;
	double sd = sqrt(DRAWS * (1.0 / 8) * (7.0 / 8));

	(void)state;
	for (unsigned g = 0; g < 4; g++)
		for (uint64_t i = 0; i < DRAWS; i++) {
			assert_true(prof_gpu_accept(i, g, prof_gpu_shift(i)));
			assert_true(prof_gpu_accept(first + 977 * i, g,
					prof_gpu_shift(first + 977 * i)));
		}
	assert_int_equal(prof_gpu_shift(first), 15);
	assert_int_equal(prof_gpu_shift(first + DRAWS - 1), 15);
	for (uint64_t i = first; i < first + DRAWS; i++)
		accepted += prof_gpu_accept(i, 3, 12);
	printf("  accepted 3 shifts below: %llu of %u (expected %.0f, sd "
	       "%.1f)\n", (unsigned long long)accepted, DRAWS, DRAWS / 8.0,
	       sd);
	assert_true(fabs((double)accepted - DRAWS / 8.0) <= 3 * sd);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_table_bad),
		cmocka_unit_test(test_samples),
		cmocka_unit_test(test_dump),
		cmocka_unit_test(test_params),
		cmocka_unit_test(test_shards),
		cmocka_unit_test(test_schedule),
		cmocka_unit_test(test_shard_numbers),
		cmocka_unit_test(test_schedule_sim),
		cmocka_unit_test(test_loop_sim),
		cmocka_unit_test(test_loop_short),
		cmocka_unit_test(test_loop_gap),
		cmocka_unit_test(test_loop_accept),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
