/*
 * inject-sim.c: runs the instrumented kernels of inject-loops.cu on the
 * CPU (inject-sim.py rewrites the device module for x86-64): one pthread
 * per GPU thread, a block at a time, pthread barriers for the CTA
 * barriers, and the control block as a plain array, so that the injector's
 * count and target are checked without a GPU:
 *
 *   - a profile launch: TOTAL equals the sum of the per-thread counts
 *     (BUFFER), and the output equals an unarmed launch's;
 *   - for every SPREAD-th thread and every STEP-th instance from 1 to its
 *     count + 1, a dummy launch (model 64) armed on it: the site is
 *     recorded (INJECTED = 1) exactly when the instance is one the thread
 *     runs, and the output never changes;
 *   - an instance past 2^30 (the count-down's borrow from the high part)
 *     is never reached;
 *   - with "lanes" (a module instrumented with --syndrome), every other
 *     target armed with LANES = 5 (syndromes of several threads): HITS
 *     counts exactly the other threads of the target's lane window in its
 *     warp that run the instance, the target alone records the site, and
 *     the output never changes; without, HITS stays 0.
 *
 * usage: inject-sim N STEP [lanes]    (N as inject-loops's)
 * Prints a line per kernel; exit 0 when every check passed, 1 otherwise,
 * 3 when a launch hangs (5 s).
 */
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BLOCK 64
#define BLOCKS 2
#define SPREAD 7
#define MAX_N 64

typedef void (*kernel_fn)(const unsigned *, unsigned *, int);

extern uint64_t __trident_gpu_ctl[64];
void _Z4walkPKjPji(const unsigned *, unsigned *, int);
void _Z7latchesPKjPji(const unsigned *, unsigned *, int);
void _Z13after_barrierPKjPji(const unsigned *, unsigned *, int);
void _Z6nestedPKjPji(const unsigned *, unsigned *, int);
void _Z4votePKjPji(const unsigned *, unsigned *, int);

static __thread unsigned tx, bx;
static pthread_barrier_t bar;
static pthread_mutex_t red_lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned red_acc[3];
static const char *volatile current = "";

unsigned sim_tid_x(void) { return tx; }
unsigned sim_laneid(void) { return tx % 32; }
unsigned sim_tid_y(void) { return 0; }
unsigned sim_tid_z(void) { return 0; }
unsigned sim_ntid_x(void) { return BLOCK; }
unsigned sim_ntid_y(void) { return 1; }
unsigned sim_ntid_z(void) { return 1; }
unsigned sim_ctaid_x(void) { return bx; }
unsigned sim_ctaid_y(void) { return 0; }
unsigned sim_ctaid_z(void) { return 0; }
unsigned sim_nctaid_x(void) { return BLOCKS; }
unsigned sim_nctaid_y(void) { return 1; }
unsigned sim_nctaid_z(void) { return 1; }
void sim_barrier(void) { pthread_barrier_wait(&bar); }
void sim_membar(void) { }

/* A CTA reduction: count, and, or of the threads' predicates. */
static unsigned
red(int op, unsigned v)
{
	unsigned r;

	pthread_barrier_wait(&bar);
	if (tx == 0) {
		red_acc[0] = 0;
		red_acc[1] = 1;
		red_acc[2] = 0;
	}
	pthread_barrier_wait(&bar);
	pthread_mutex_lock(&red_lock);
	red_acc[0] += v != 0;
	red_acc[1] &= v != 0;
	red_acc[2] |= v != 0;
	pthread_mutex_unlock(&red_lock);
	pthread_barrier_wait(&bar);
	r = red_acc[op];
	pthread_barrier_wait(&bar);
	return r;
}

unsigned sim_red_popc(unsigned v) { return red(0, v); }
unsigned sim_red_and(unsigned v) { return red(1, v); }
unsigned sim_red_or(unsigned v) { return red(2, v); }

struct thread_arg {
	kernel_fn k;
	const unsigned *in;
	unsigned *out;
	int n;
	unsigned t, b;
};

static void *
thread_main(void *p)
{
	struct thread_arg *a = p;

	tx = a->t;
	bx = a->b;
	a->k(a->in, a->out, a->n);
	return NULL;
}

static void
launch(kernel_fn k, const unsigned *in, unsigned *out, int n)
{
	pthread_t th[BLOCK];
	struct thread_arg a[BLOCK];

	alarm(5);
	for (unsigned b = 0; b < BLOCKS; b++) {
		pthread_barrier_init(&bar, NULL, BLOCK);
		for (unsigned t = 0; t < BLOCK; t++) {
			a[t] = (struct thread_arg){ k, in, out, n, t, b };
			if (pthread_create(&th[t], NULL, thread_main, &a[t])) {
				fprintf(stderr, "inject-sim: pthread_create\n");
				exit(1);
			}
		}
		for (unsigned t = 0; t < BLOCK; t++)
			pthread_join(th[t], NULL);
		pthread_barrier_destroy(&bar);
	}
	alarm(0);
}

static void
on_alarm(int sig)
{
	static const char msg[] = "inject-sim: a launch hangs\n";

	(void)sig;
	write(2, msg, sizeof(msg) - 1);
	_exit(3);
}

#define LANES 5

/* Arm thread th at instance inst with the dummy model, and with lanes > 1
   the next lanes - 1 threads of its warp. */
static void
arm(int th, uint64_t inst, unsigned lanes)
{
	memset(__trident_gpu_ctl, 0, sizeof(__trident_gpu_ctl));
	__trident_gpu_ctl[0] = 1;
	__trident_gpu_ctl[1] = th / BLOCK;
	__trident_gpu_ctl[2] = th % BLOCK;
	__trident_gpu_ctl[3] = inst;
	__trident_gpu_ctl[4] = 64;
	__trident_gpu_ctl[19] = lanes;
}

/* The threads of th's lane window (lanes wide, wrapping in its warp of
   32) but th that run instance inst of their count (within one
   count-down). */
static uint64_t
want_hits(const uint64_t *cnt, int th, uint64_t inst, unsigned lanes)
{
	int base = th - th % 32;
	uint64_t n = 0;

	for (unsigned j = 1; j < lanes && inst <= (1ULL << 30); j++) {
		int t = base + (th % 32 + (int)j) % 32;

		n += t / BLOCK == th / BLOCK && inst <= cnt[t];
	}
	return n;
}

int
main(int argc, char **argv)
{
	static const struct {
		const char *name;
		kernel_fn k;
	} ks[] = {
		{ "walk", _Z4walkPKjPji },
		{ "latches", _Z7latchesPKjPji },
		{ "after_barrier", _Z13after_barrierPKjPji },
		{ "nested", _Z6nestedPKjPji },
		{ "vote", _Z4votePKjPji },
	};
	static unsigned in[(MAX_N + 1) * BLOCK], gold[BLOCKS * BLOCK],
		out[BLOCKS * BLOCK];
	static uint64_t cnt[BLOCKS * BLOCK];
	int n, step, bad = 0, lanes_on;
	unsigned x = 12345;

	if (argc < 3 || argc > 4 || (n = atoi(argv[1])) < 1 ||
	    n > MAX_N || (step = atoi(argv[2])) < 1 ||
	    (argc == 4 && strcmp(argv[3], "lanes"))) {
		fprintf(stderr, "usage: inject-sim N STEP [lanes]\n");
		return 2;
	}
	lanes_on = argc == 4;
	signal(SIGALRM, on_alarm);
	for (int k = 0; k < (n + 1) * BLOCK; k++) {
		x = x * 1664525u + 1013904223u;
		in[k] = x >> 8;
	}
	for (size_t q = 0; q < sizeof(ks) / sizeof(*ks); q++) {
		uint64_t total = 0, tried = 0, wrong = 0, differ = 0;

		current = ks[q].name;
		memset(__trident_gpu_ctl, 0, 20 * sizeof(uint64_t));
		launch(ks[q].k, in, gold, n);
		memset(cnt, 0, sizeof(cnt));
		__trident_gpu_ctl[7] = 1;
		__trident_gpu_ctl[8] = (uint64_t)(uintptr_t)cnt;
		launch(ks[q].k, in, out, n);
		for (int t = 0; t < BLOCKS * BLOCK; t++)
			total += cnt[t];
		if (total != __trident_gpu_ctl[9] || !total) {
			printf("%s: TOTAL %llu, threads' counts %llu\n",
			       ks[q].name,
			       (unsigned long long)__trident_gpu_ctl[9],
			       (unsigned long long)total);
			bad = 1;
		}
		differ += memcmp(out, gold, sizeof(out)) != 0;
		for (int th = 0; th < BLOCKS * BLOCK; th += SPREAD)
			for (uint64_t inst = 1; inst <= cnt[th] + 2;
			     inst += inst <= cnt[th] ? step : 1) {
				/* the last: 2^30 + 1, past a borrow */
				uint64_t at = inst <= cnt[th] + 1 ? inst :
					      (1ULL << 30) + 1;
				int want = at <= cnt[th];

				unsigned lanes = tried % 2 ? LANES : 1;
				uint64_t hits;

				arm(th, at, lanes);
				launch(ks[q].k, in, out, n);
				tried++;
				hits = lanes_on ? want_hits(cnt, th, at, lanes)
						: 0;
				if (__trident_gpu_ctl[56] != hits) {
					if (wrong++ < 3)
						printf("%s: thread %d instance "
						       "%llu, lanes %u: %llu "
						       "threads reached it, "
						       "not %llu\n", ks[q].name,
						       th, (unsigned long long)at,
						       lanes, (unsigned long long)
						       __trident_gpu_ctl[56],
						       (unsigned long long)hits);
				}
				if ((__trident_gpu_ctl[10] == 1) != want) {
					if (wrong++ < 3)
						printf("%s: thread %d instance "
						       "%llu of %llu: %s\n",
						       ks[q].name, th,
						       (unsigned long long)at,
						       (unsigned long long)cnt[th],
						       want ? "missed" :
							      "reached");
				}
				differ += memcmp(out, gold, sizeof(out)) != 0;
			}
		printf("%-14s %llu sites, %llu targets, %llu wrong, "
		       "%llu outputs changed\n", ks[q].name,
		       (unsigned long long)total, (unsigned long long)tried,
		       (unsigned long long)wrong, (unsigned long long)differ);
		bad |= wrong || differ;
	}
	return bad;
}
