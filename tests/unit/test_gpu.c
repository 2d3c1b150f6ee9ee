/*
 * test_gpu.c: unit tests of the GPU campaign's pure logic (campaign/:
 * sample.c, gpu_record.c, classify.c, journal.c, sites.c): uniform site
 * sampling over launches, the host runtime's record lines, classification
 * and the memory classes, the journal entry's round trip and sites.txt.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "campaign.h"
#include "gpu_protocol.h"

/* Draws land in every launch in proportion to its count, and the same
 * (seed, k) always gives the same site. */
static void
test_sample_uniform(void **state)
{
	const uint64_t counts[4] = { 1000, 0, 3000, 6000 };
	uint64_t hits[4] = { 0 }, launch, offset, l2, o2;
	const uint64_t n = 100000;

	(void)state;
	for (uint64_t k = 0; k < n; k++) {
		assert_int_equal(gpu_sample(counts, 4, 7, k, &launch, &offset), 0);
		assert_true(launch < 4);
		assert_true(offset < counts[launch]);
		hits[launch]++;
		assert_int_equal(gpu_sample(counts, 4, 7, k, &l2, &o2), 0);
		assert_int_equal(l2, launch);
		assert_int_equal(o2, offset);
	}
	assert_int_equal(hits[1], 0);
	/* Within 5 standard deviations of n * count / total. */
	assert_true(hits[0] > 9000 - 500 && hits[0] < 10000 + 500);
	assert_true(hits[2] > 29000 && hits[2] < 31000);
	assert_true(hits[3] > 59000 && hits[3] < 61000);
	/* Another seed, another campaign. */
	gpu_sample(counts, 4, 8, 0, &l2, &o2);
	gpu_sample(counts, 4, 7, 0, &launch, &offset);
	assert_true(l2 != launch || o2 != offset);
}

static void
test_sample_errors(void **state)
{
	const uint64_t zero[2] = { 0, 0 }, big[2] = { UINT64_MAX, 2 };
	uint64_t l, o;

	(void)state;
	assert_int_equal(gpu_sample(zero, 2, 1, 0, &l, &o), -1);
	assert_non_null(strstr(tr_errmsg(), "no launch"));
	assert_int_equal(gpu_sample(big, 2, 1, 0, &l, &o), -1);
	assert_non_null(strstr(tr_errmsg(), "overflows"));
}

static void
test_record_lines(void **state)
{
	struct gpu_record r;

	(void)state;
	memset(&r, 0, sizeof(r));
	assert_int_equal(gpu_record_parse_line(&r, "L index=1 kernel=_Z1kv "
		"grid=2,1,1 block=64,1,1 count=77 err=cudaSuccess"), 0);
	assert_int_equal(r.nlaunches, 2);
	assert_int_equal(r.counts[0], 0);
	assert_int_equal(r.counts[1], 77);
	assert_int_equal(gpu_record_parse_line(&r, "T launch=1"), 0);
	assert_true(r.target_started);
	assert_int_equal(gpu_record_parse_line(&r, "I launch=1 id=42 op=8 "
		"bit=3 width=32 before=ff after=f7"), 0);
	assert_true(r.injected);
	assert_int_equal(r.id, 42);
	assert_int_equal(r.bit, 3);
	assert_int_equal(r.before, 0xff);
	assert_int_equal(r.after, 0xf7);
	/* the threads that reached the instance (syndromes on a warp) */
	assert_int_equal(gpu_record_parse_line(&r, "H launch=1 threads=4"), 0);
	assert_int_equal(r.threads, 4);
	assert_int_equal(gpu_record_parse_line(&r, "H launch=1 threads=33"), -1);
	assert_int_equal(gpu_record_parse_line(&r, "E launch=1 call=sync "
		"name=cudaErrorIllegalAddress"), 0);
	assert_string_equal(r.cuda_error, "cudaErrorIllegalAddress");
	assert_string_equal(r.error_call, "sync");
	assert_int_equal(gpu_record_parse_line(&r, "E launch=2 call=memcpy "
		"name=cudaErrorLaunchFailure"), 0);
	assert_string_equal(r.cuda_error, "cudaErrorIllegalAddress");
	assert_int_equal(gpu_record_parse_line(&r, "M launch=1 "
		"tm=00000000000000aa rm=00000000000000bb"), 0);
	assert_int_equal(r.nmem, 1);
	assert_true(r.mem[0].ok);
	assert_int_equal(r.mem[0].rm, 0xbb);
	assert_int_equal(gpu_record_parse_line(&r, "R launch=1 offset=5 "
		"block=3 thread=7 instance=2"), 0);
	assert_int_equal(gpu_record_parse_line(&r, "R launch=1 offset=9 "
		"block=none"), 0);
	assert_int_equal(r.nres, 2);
	assert_true(r.res[0].ok);
	assert_int_equal(r.res[0].thread, 7);
	assert_false(r.res[1].ok);
	assert_int_equal(gpu_record_parse_line(&r, "C alloc=2"), 0);
	assert_int_equal(r.results[0], 2);
	assert_int_equal(gpu_record_parse_line(&r, "X launches=2 "
		"d2h=0123456789abcdef copies=3"), 0);
	assert_true(r.exited);
	assert_int_equal(r.d2h, 0x0123456789abcdefULL);
	assert_int_equal(gpu_record_parse_line(&r, "I launch=1"), -1);
	assert_int_equal(gpu_record_parse_line(&r, "Q what"), -1);
	gpu_record_release(&r);
}

static void
test_classify(void **state)
{
	struct fi_run_result run = { .end = FI_END_EXIT, .code = 0 };
	struct gpu_record rec;

	(void)state;
	memset(&rec, 0, sizeof(rec));
	assert_int_equal(gpu_classify(&run, &rec, 0, true), FI_NOT_INJECTED);
	rec.target_started = true;
	rec.not_reached = true;
	assert_int_equal(gpu_classify(&run, &rec, 0, true), FI_NOT_INJECTED);
	rec.not_reached = false;
	/* Started but no site report: a hang or a dead context. */
	run.end = FI_END_TIMEOUT;
	assert_int_equal(gpu_classify(&run, &rec, 0, true), FI_HANG);
	rec.injected = true;
	run.end = FI_END_EXIT;
	run.code = 1;
	strcpy(rec.cuda_error, "cudaErrorIllegalAddress");
	assert_int_equal(gpu_classify(&run, &rec, 0, true), FI_CRASH);
	rec.cuda_error[0] = 0;
	assert_int_equal(gpu_classify(&run, &rec, 0, true), FI_ERROR_EXIT);
	run.end = FI_END_SIGNAL;
	run.code = 11;
	assert_int_equal(gpu_classify(&run, &rec, 0, true), FI_CRASH);
	run.end = FI_END_EXIT;
	run.code = 0;
	assert_int_equal(gpu_classify(&run, &rec, 0, false), FI_SDC);
	assert_int_equal(gpu_classify(&run, &rec, 0, true), FI_BENIGN);
}

static void
test_memory_classes(void **state)
{
	struct gpu_record g, r;
	struct gpu_entry e;

	(void)state;
	memset(&g, 0, sizeof(g));
	memset(&r, 0, sizeof(r));
	memset(&e, 0, sizeof(e));
	for (int i = 0; i < 3; i++) {
		char line[128];

		snprintf(line, sizeof(line), "M launch=%d tm=%x rm=%x", i,
			 10 + i, 20 + i);
		gpu_record_parse_line(&g, line);
		gpu_record_parse_line(&g, "L index=2 count=1");
	}
	gpu_record_parse_line(&g, "X launches=3 d2h=5 copies=1");
	/* Target launch 1: memory differs there (not benign_tm), the
	   result allocations from launch 2 on, the copy back too. */
	gpu_record_parse_line(&r, "L index=2 count=0");
	gpu_record_parse_line(&r, "M launch=1 tm=99 rm=15");
	gpu_record_parse_line(&r, "M launch=2 tm=98 rm=97");
	gpu_record_parse_line(&r, "X launches=3 d2h=6 copies=1");
	e.e.outcome = FI_SDC;
	e.launch = 1;
	gpu_memory_classes(&g, &r, true, &e);
	assert_int_equal(e.tm, 1);
	assert_int_equal(e.rm, 1);
	assert_int_equal(e.benign_tm, 0);
	assert_int_equal(e.rm_latency, 1);
	/* Without memory hashes: RM from the copies back only. */
	gpu_memory_classes(&g, &r, false, &e);
	assert_int_equal(e.rm, 1);
	assert_int_equal(e.tm, -1);
	/* A crash has no memory classes. */
	e.e.outcome = FI_CRASH;
	gpu_memory_classes(&g, &r, true, &e);
	assert_int_equal(e.rm, -1);
	gpu_record_release(&g);
	gpu_record_release(&r);
}

static void
test_entry_round_trip(void **state)
{
	struct gpu_entry e, back;
	json_t *o;

	(void)state;
	memset(&e, 0, sizeof(e));
	e.e.index = 3;
	e.e.id = 17;
	e.e.instance = 5;
	e.e.bit = 9;
	e.e.outcome = FI_CRASH;
	e.e.exit_code = 1;
	e.e.latency = -1;
	e.launch = 4;
	e.block = 2;
	e.thread = 33;
	strcpy(e.cuda_error, "cudaErrorIllegalAddress");
	e.rm = -1;
	e.tm = 1;
	e.benign_tm = 0;
	e.rm_latency = -1;
	e.values = true;
	e.before = 0x3f800000;
	e.after = UINT64_MAX;
	e.threads = 3;
	o = gpu_entry_to_json(&e);
	assert_int_equal(json_integer_value(json_object_get(o, "threads")), 3);
	assert_string_equal(json_string_value(json_object_get(o, "before")),
			    "000000003f800000");
	assert_int_equal(gpu_entry_from_json(o, &back), 0);
	assert_true(back.values);
	assert_true(back.before == 0x3f800000);
	assert_true(back.after == UINT64_MAX);
	assert_int_equal(back.threads, 3);
	/* a journal from before the values were written */
	json_object_del(o, "before");
	json_object_del(o, "after");
	assert_int_equal(gpu_entry_from_json(o, &back), 0);
	assert_false(back.values);
	json_decref(o);
	assert_int_equal(back.e.id, 17);
	assert_int_equal(back.e.outcome, FI_CRASH);
	assert_int_equal(back.thread, 33);
	assert_string_equal(back.cuda_error, "cudaErrorIllegalAddress");
	assert_int_equal(back.rm, -1);
	assert_int_equal(back.tm, 1);
	assert_int_equal(back.benign_tm, 0);
}

/*
 * The journal writes what its reader reads: an unresolved draw's instance,
 * a CUDA error name that is not ASCII, classes out of range.
 */
static void
test_entry_sanitize(void **state)
{
	char path[] = "/tmp/trident-test-gpu-journal-XXXXXX";
	int fd = mkstemp(path);
	struct fi_journal j;
	struct gpu_entry e, *back;
	size_t n, bad;
	json_t *o;

	(void)state;
	assert_true(fd >= 0);
	close(fd);
	memset(&e, 0, sizeof(e));
	e.e.index = 9;
	e.e.instance = UINT64_MAX;
	e.e.bit = -1;
	e.e.latency = -1;
	e.e.outcome = FI_NOT_INJECTED;
	strcpy(e.cuda_error, "cuda\x80" "Err or");
	e.rm = 7;
	e.tm = -5;
	e.benign_tm = 0;
	e.rm_latency = -9;
	assert_int_equal(fi_journal_open(&j, path, &fi_journal_gpu, false), 0);
	assert_int_equal(fi_journal_append(&j, &e), 0);
	fi_journal_close(&j);
	assert_int_equal(gpu_journal_read(path, true, &back, &n, &bad), 0);
	assert_int_equal(n, 1);
	assert_int_equal(bad, 0);
	assert_int_equal(back[0].e.instance, 0);
	assert_string_equal(back[0].cuda_error, "cuda?Err?or");
	assert_int_equal(back[0].rm, 1);
	assert_int_equal(back[0].tm, -1);
	assert_int_equal(back[0].benign_tm, 0);
	assert_int_equal(back[0].rm_latency, -1);
	free(back);
	/* The reader's own checks. */
	o = gpu_entry_to_json(&e);
	json_object_set_new(o, "launch", json_integer(-3));
	assert_int_equal(gpu_entry_from_json(o, &e), -1);
	assert_non_null(strstr(tr_errmsg(), "\"launch\" out of range"));
	json_object_set_new(o, "launch", json_integer(3));
	json_object_set_new(o, "rm", json_integer(1));
	assert_int_equal(gpu_entry_from_json(o, &e), -1);
	assert_non_null(strstr(tr_errmsg(), "\"rm\""));
	json_object_set_new(o, "rm", json_true());
	json_object_set_new(o, "before", json_string("12g4"));
	json_object_set_new(o, "after", json_string("1"));
	assert_int_equal(gpu_entry_from_json(o, &e), -1);
	assert_non_null(strstr(tr_errmsg(), "\"before\""));
	json_object_set_new(o, "before", json_string("00000000000000001"));
	assert_int_equal(gpu_entry_from_json(o, &e), -1);
	json_object_set_new(o, "before", json_null());
	assert_int_equal(gpu_entry_from_json(o, &e), -1);
	assert_non_null(strstr(tr_errmsg(), "come together"));
	json_object_set_new(o, "before", json_string("1"));
	json_object_set_new(o, "threads", json_integer(0));
	assert_int_equal(gpu_entry_from_json(o, &e), -1);
	assert_non_null(strstr(tr_errmsg(), "\"threads\""));
	json_decref(o);
	unlink(path);
}

/* sites.txt as gpu_sites_write writes it (the table of campaign.h). */
static void
test_sites(void **state)
{
	char path[] = "/tmp/trident-test-sites-XXXXXX";
	int fd = mkstemp(path);
	struct fi_sites s;
	FILE *f;

	(void)state;
	assert_true(fd >= 0);
	f = fdopen(fd, "w");
	fputs("# header\n3 _Z1kv load 32 12 a.cu\n7 _Z1kv fadd 64 0 -\n", f);
	fclose(f);
	assert_int_equal(fi_sites_read(path, &s), 0);
	assert_non_null(fi_site_get(&s, 3));
	assert_string_equal(fi_site_get(&s, 3)->opcode, "load");
	assert_string_equal(fi_site_get(&s, 3)->function, "_Z1kv");
	assert_string_equal(fi_site_get(&s, 3)->file, "a.cu");
	assert_int_equal(fi_site_get(&s, 3)->line, 12);
	assert_int_equal(fi_site_get(&s, 7)->width, 64);
	assert_null(fi_site_get(&s, 7)->file);
	assert_null(fi_site_get(&s, 4));
	assert_null(fi_site_get(&s, 100));
	fi_sites_release(&s);
	f = fopen(path, "w");
	fputs("3 _Z1kv load\n", f);
	fclose(f);
	assert_int_equal(fi_sites_read(path, &s), -1);
	assert_non_null(strstr(tr_errmsg(), "line 1"));
	unlink(path);
}

/* The syndrome table: lines, errors naming the file and line, and the
   per-run draw: deterministic, by weight, a flip where nothing fits. */
static char *
syn_file(const char *text)
{
	char *path = strdup("/tmp/test_gpu_syn.XXXXXX");
	int fd = mkstemp(path);

	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
	return path;
}

static void
test_syndromes(void **state)
{
	struct gpu_syndromes s;
	uint64_t w[2 * GPU_SYN_CELLS], w2[2 * GPU_SYN_CELLS];
	unsigned fp_s = GPU_SYN_FP * GPU_SYN_RANGES + GPU_SYN_S;
	unsigned fp_m = GPU_SYN_FP * GPU_SYN_RANGES + GPU_SYN_M;
	unsigned mem = GPU_SYN_MEMORY * GPU_SYN_RANGES + GPU_SYN_L;
	unsigned rel = 0, mask = 0;
	char *path = syn_file(GPU_SYN_MAGIC "\n# comment\n"
			      "fp-arith S rel 1.0 3\n"
			      "fp-arith * mask 0x10 1\n"
			      "int-arith L bits 3 1 4\n");
	double r;

	(void)state;
	assert_int_equal(gpu_syndromes_read(path, &s), 0);
	assert_int_equal(s.n, 3);
	for (uint64_t k = 0; k < 4000; k++) {
		gpu_syndromes_pick(&s, 7, k, w);
		gpu_syndromes_pick(&s, 7, k, w2);
		assert_memory_equal(w, w2, sizeof(w));
		/* S: rel (weight 3) or mask (1); M: mask only */
		if (w[2 * fp_s] == GPU_SYN_REL) {
			memcpy(&r, &w[2 * fp_s + 1], sizeof(r));
			assert_true(r == 1.0);
			rel++;
		} else {
			assert_int_equal(w[2 * fp_s], GPU_SYN_MASK);
			assert_int_equal(w[2 * fp_s + 1], 0x10);
			mask++;
		}
		assert_int_equal(w[2 * fp_m], GPU_SYN_MASK);
		assert_int_equal(w[2 * mem], GPU_SYN_FLIP);
		/* bits, on 4 threads of the warp (THREADS above the kind) */
		assert_int_equal(w[2 * (GPU_SYN_INT * GPU_SYN_RANGES +
					 GPU_SYN_L)], GPU_SYN_BITS |
				 4u << GPU_SYN_THREADS_SHIFT);
	}
	/* 3:1 within 5 standard deviations of 1000 */
	assert_true(mask > 1000 - 140 && mask < 1000 + 140);
	assert_int_equal(rel + mask, 4000);
	gpu_syndromes_pick(&s, 8, 0, w2);
	gpu_syndromes_release(&s);
	unlink(path);
	free(path);
}

static void
test_syndromes_bad(void **state)
{
	static const char *const bad[] = {
		"not a table\n",
		GPU_SYN_MAGIC "\n",
		GPU_SYN_MAGIC "\nfp-arith S rel 1.0\n",
		GPU_SYN_MAGIC "\nvector S rel 1.0 1\n",
		GPU_SYN_MAGIC "\nfp-arith X rel 1.0 1\n",
		GPU_SYN_MAGIC "\nfp-arith S rel -1 1\n",
		GPU_SYN_MAGIC "\nfp-arith S mask 0 1\n",
		GPU_SYN_MAGIC "\nfp-arith S bits 9 1\n",
		GPU_SYN_MAGIC "\nfp-arith S flip 3 1\n",
		GPU_SYN_MAGIC "\nfp-arith S warp 3 1\n",
		GPU_SYN_MAGIC "\nfp-arith S rel 0.5 0\n",
		GPU_SYN_MAGIC "\nfp-arith S rel 0.5 nan\n",
		GPU_SYN_MAGIC "\nfp-arith S rel 0.5 1 extra\n",
		GPU_SYN_MAGIC "\nfp-arith S rel 0.5 1 0\n",
		GPU_SYN_MAGIC "\nfp-arith S rel 0.5 1 33\n",
		GPU_SYN_MAGIC "\nfp-arith S rel 0.5 1 -2\n",
		GPU_SYN_MAGIC "\nfp-arith S rel 0.5 1 4 extra\n",
	};

	(void)state;
	for (size_t k = 0; k < sizeof(bad) / sizeof(*bad); k++) {
		struct gpu_syndromes s;
		char *path = syn_file(bad[k]);

		assert_int_equal(gpu_syndromes_read(path, &s), -1);
		assert_non_null(strstr(tr_errmsg(), path));
		assert_non_null(strstr(tr_errmsg(), "line"));
		unlink(path);
		free(path);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sample_uniform),
		cmocka_unit_test(test_sample_errors),
		cmocka_unit_test(test_record_lines),
		cmocka_unit_test(test_classify),
		cmocka_unit_test(test_memory_classes),
		cmocka_unit_test(test_entry_round_trip),
		cmocka_unit_test(test_entry_sanitize),
		cmocka_unit_test(test_sites),
		cmocka_unit_test(test_syndromes),
		cmocka_unit_test(test_syndromes_bad),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
