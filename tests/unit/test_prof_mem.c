/*
 * test_prof_mem.c: unit tests of the runtime's memory profile
 * (profiler/rt/prof_mem.c, compiled into this test): store-load pairs,
 * dead writes, memcpy and memset, memory no store wrote, the pair table's
 * growth, the address-sensitivity sampling schedule and its count of
 * flips that leave the mappings, and the dump's sections.
 *
 * The runtime keeps one process-wide state, so the tests run in order and
 * use ids of their own.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>
#include <sys/mman.h>

#include "prof_mem.h"

#define MAX_ID 10000

/* What the dump functions wrote, word by word. */
static uint64_t out[1 << 16];
static size_t nout;

static int
put(int fd, const void *p, size_t n)
{
	(void)fd;
	if (nout * 8 + n > sizeof(out))
		return -1;
	memcpy((char *)out + nout * 8, p, n);
	nout += n / 8;
	return 0;
}

/* The count of pair (store, load) in the dump, 0 if absent. */
static uint64_t
pair_count(uint32_t store, uint32_t load)
{
	nout = 0;
	assert_int_equal(prof_mem_write_pairs(-1, put), 0);
	assert_int_equal(nout, prof_mem_pair_words());
	for (size_t k = 0; k + 3 <= nout; k += 3)
		if (out[k] == store && out[k + 1] == load)
			return out[k + 2];
	return 0;
}

/* Word w of id's stats record in the dump. */
static uint64_t
stat(uint32_t id, unsigned w)
{
	nout = 0;
	assert_int_equal(prof_mem_write_stats(-1, put), 0);
	assert_int_equal(nout, prof_mem_stat_words());
	for (size_t k = 0; k < nout; k += PROF_MEM_STAT_WORDS)
		if (out[k + PROF_MEM_STAT_ID] == id)
			return out[k + w];
	fail_msg("no stats for id %u", id);
	return 0;
}

static int
setup(void **state)
{
	(void)state;
	return prof_mem_init(MAX_ID, NULL);
}

static void
test_store_load(void **state)
{
	uint32_t x[4] = { 0 };

	(void)state;
	prof_mem_store(&x[0], 4, 1, 0);
	prof_mem_load(&x[0], 4, 2, 0);
	prof_mem_load(&x[0], 4, 2, 0);
	assert_int_equal(pair_count(1, 2), 2);
	/* An 8-byte load over two stores: one count for each. */
	prof_mem_store(&x[1], 4, 3, 0);
	prof_mem_load(&x[0], 8, 4, 0);
	assert_int_equal(pair_count(1, 4), 1);
	assert_int_equal(pair_count(3, 4), 1);
	/* Memory no store wrote: store id 0. */
	prof_mem_load(&x[2], 8, 5, 0);
	assert_int_equal(pair_count(0, 5), 1);
	assert_int_equal(stat(2, PROF_MEM_STAT_EXECS), 2);
	assert_int_equal(stat(1, PROF_MEM_STAT_WRITTEN), 1);
}

static void
test_dead(void **state)
{
	uint64_t y = 0;

	(void)state;
	prof_mem_store(&y, 8, 10, 0);	/* 2 granules */
	prof_mem_store(&y, 8, 10, 0);	/* overwrites both unread */
	assert_int_equal(stat(10, PROF_MEM_STAT_DEAD), 2);
	prof_mem_load(&y, 4, 11, 0);	/* reads the first granule */
	prof_mem_store(&y, 8, 12, 0);	/* only the second was dead */
	assert_int_equal(stat(10, PROF_MEM_STAT_DEAD), 3);
	assert_int_equal(stat(10, PROF_MEM_STAT_WRITTEN), 4);
}

/*
 * Unread: the granules a store wrote last that no load read by the dump
 * (issue 15: what a dynamic program's traceback never reads is masked).
 * Byte stores of one id into one granule extend one write of it: neither
 * dead nor another granule written (issue 17: an array of shorts written
 * element by element looked half dead), the granule unread until read.
 */
static void
test_unread(void **state)
{
	uint64_t y = 0, z = 0;
	unsigned char *b = (unsigned char *)&z;	/* 2 whole granules */

	(void)state;
	prof_mem_store(&y, 8, 30, 0);	/* 2 granules */
	assert_int_equal(stat(30, PROF_MEM_STAT_UNREAD), 2);
	prof_mem_load(&y, 4, 31, 0);	/* reads the first */
	assert_int_equal(stat(30, PROF_MEM_STAT_UNREAD), 1);
	assert_int_equal(stat(30, PROF_MEM_STAT_DEAD), 0);
	prof_mem_store(&y, 8, 32, 0);	/* the second was dead after all */
	assert_int_equal(stat(30, PROF_MEM_STAT_UNREAD), 0);
	assert_int_equal(stat(30, PROF_MEM_STAT_DEAD), 1);
	assert_int_equal(stat(32, PROF_MEM_STAT_UNREAD), 2);
	for (unsigned k = 0; k < 8; k++)
		prof_mem_store(&b[k], 1, 33, 0);
	assert_int_equal(stat(33, PROF_MEM_STAT_WRITTEN), 2);
	assert_int_equal(stat(33, PROF_MEM_STAT_DEAD), 0);
	assert_int_equal(stat(33, PROF_MEM_STAT_UNREAD), 2);
	prof_mem_load(&b[4], 1, 34, 0);	/* reads the second granule */
	assert_int_equal(stat(33, PROF_MEM_STAT_UNREAD), 1);
	assert_int_equal(stat(33, PROF_MEM_STAT_DEAD), 0);
	/* Written again byte by byte once read: a new write of it. */
	for (unsigned k = 4; k < 8; k++)
		prof_mem_store(&b[k], 1, 33, 0);
	assert_int_equal(stat(33, PROF_MEM_STAT_WRITTEN), 3);
	/* The unread first granule written whole by another store: that
	   one write of it (four byte stores) was dead. */
	prof_mem_store(&b[0], 4, 35, 0);
	assert_int_equal(stat(33, PROF_MEM_STAT_DEAD), 1);
}

static void
test_copy_fill(void **state)
{
	char src[16] = { 0 }, dst[16] = { 0 };

	(void)state;
	prof_mem_store(src, 8, 20, 0);
	prof_mem_copy(dst, src, 8, 21);
	prof_mem_load(dst, 8, 22, 0);
	assert_int_equal(pair_count(20, 21), 1);
	assert_int_equal(pair_count(21, 22), 1);
	assert_int_equal(pair_count(20, 22), 0);
	prof_mem_fill(dst, 16, 23);
	assert_int_equal(stat(23, PROF_MEM_STAT_WRITTEN), 4);
	/* The fill overwrote the copy's 8 bytes after 22 read them: not
	   dead; its other 8 bytes had never been written. */
	assert_int_equal(stat(21, PROF_MEM_STAT_DEAD), 0);
}

static void
test_many_pairs(void **state)
{
	uint32_t v = 0;

	(void)state;
	/* 3,000 distinct pairs: the table grows from 1,024 slots. */
	for (uint32_t s = 0; s < 60; s++) {
		prof_mem_store(&v, 4, 1000 + s, 0);
		for (uint32_t l = 0; l < 50; l++)
			prof_mem_load(&v, 4, 2000 + s * 50 + l, 0);
	}
	for (uint32_t s = 0; s < 60; s += 7)
		for (uint32_t l = 0; l < 50; l += 9)
			assert_int_equal(pair_count(1000 + s,
						    2000 + s * 50 + l), 1);
}

static void
test_sampling(void **state)
{
	uint32_t v = 0;

	(void)state;
	/* Sampled at executions 1, 2, 4, ..., 4096, then every 4,096th. */
	for (int k = 0; k < 10000; k++)
		prof_mem_load(&v, 4, 5000, 0);
	assert_int_equal(stat(5000, PROF_MEM_STAT_EXECS), 10000);
	assert_int_equal(stat(5000, PROF_MEM_STAT_SAMPLES), 13 + 1);
	assert_true(stat(5000, PROF_MEM_STAT_VM_BYTES) > 0);
}

static void
test_sampling_now(void **state)
{
	uint32_t v = 0;
	uint64_t now;

	(void)state;
	/*
	 * The instrumented code's counts: the runtime sees executions 1000,
	 * 2000, ..., 20000 only (the others counted inline). A sample when
	 * the count reaches due = the last sample's count + 1, 2, 4, ...:
	 * at 1000 to 11000 (period 1024 after those 11), 13000 (2048),
	 * 16000 (4096, due 20096).
	 */
	for (now = 1000; now <= 20000; now += 1000)
		prof_mem_load(&v, 4, 5001, now);
	assert_int_equal(stat(5001, PROF_MEM_STAT_EXECS), 20);
	assert_int_equal(stat(5001, PROF_MEM_STAT_SAMPLES), 13);
}

/* An address 4 KiB into a 1 GiB-aligned block of a fresh 2 GiB mapping. */
static uintptr_t
aligned_in(int prot, char **base)
{
	size_t gib = (size_t)1 << 30;

	*base = mmap(NULL, 2 * gib, prot,
		     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	assert_true(*base != MAP_FAILED);
	return (((uintptr_t)*base + gib - 1) & ~(uintptr_t)(gib - 1)) + 4096;
}

static void
test_sensitivity(void **state)
{
	size_t gib = (size_t)1 << 30;
	char *rw, *ro;
	uintptr_t a = aligned_in(PROT_READ | PROT_WRITE, &rw);
	uintptr_t b = aligned_in(PROT_READ, &ro);
	uint64_t load_out, store_out;

	(void)state;
	/* The 30 flips of bits 0-29 stay in the block; the 17 of bits 47-63
	   leave the user address space. */
	prof_mem_load((void *)a, 4, 6000, 0);
	load_out = stat(6000, PROF_MEM_STAT_FLIPS_OUT);
	assert_int_equal(stat(6000, PROF_MEM_STAT_SAMPLES), 1);
	assert_true(load_out >= 17 && load_out <= 34);
	/* A store into read-only memory: the same 30 flips are out now. */
	prof_mem_store((void *)b, 4, 6001, 0);
	store_out = stat(6001, PROF_MEM_STAT_FLIPS_OUT);
	assert_true(store_out >= 17 + 30);
	/* A load there is fine again. */
	prof_mem_load((void *)b, 4, 6002, 0);
	assert_true(stat(6002, PROF_MEM_STAT_FLIPS_OUT) <= 34);
	munmap(rw, 2 * gib);
	munmap(ro, 2 * gib);
}

static void
test_bad_ids(void **state)
{
	uint32_t v = 0;
	uint64_t before = prof_mem_stat_words();

	(void)state;
	/* Id 0 and ids past the table are ignored, as are kernel addresses. */
	prof_mem_load(&v, 4, 0, 0);
	prof_mem_load(&v, 4, MAX_ID + 1, 0);
	assert_int_equal(prof_mem_stat_words(), before);
	prof_mem_store((void *)0xffff800000000000ull, 8, 7000, 0);
	assert_int_equal(stat(7000, PROF_MEM_STAT_WRITTEN), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_store_load),
		cmocka_unit_test(test_dead),
		cmocka_unit_test(test_unread),
		cmocka_unit_test(test_sampling_now),
		cmocka_unit_test(test_copy_fill),
		cmocka_unit_test(test_many_pairs),
		cmocka_unit_test(test_sampling),
		cmocka_unit_test(test_sensitivity),
		cmocka_unit_test(test_bad_ids),
	};

	return cmocka_run_group_tests(tests, setup, NULL);
}
