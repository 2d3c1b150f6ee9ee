/*
 * fi_rt.c: the fault-injection runtime, linked into every instrumented
 * program by `trident inject`.
 *
 * The instrumentation (validate/instrument.c) keeps two counters up to date
 * in the globals below and calls __trident_fi_inject on the one dynamic
 * instance equal to __trident_fi_target. This file reads the campaign's
 * control string (fi_protocol.h), applies the fault model to the value's
 * bytes, and appends records to the record file: at the injection, at a
 * normal exit, at a fatal signal and when the detector hook fires.
 *
 * Records must survive the process dying, so each is one write(2) of a line
 * formatted by hand (no stdio, nothing that is not async-signal-safe), on a
 * descriptor opened at start-up. Only the process that started writes
 * records: a forked child has another pid and stays silent.
 *
 * The calls whose names a program may give its own functions (Rodinia's
 * myocyte defines read and write; open, signal or raise would do as well)
 * go to the kernel directly (sys_* below): this file is linked into the
 * program, so write() would be the program's function, not write(2).
 *
 * Multi-threaded programs are not supported: the counters are plain
 * globals, so their counts are not exact when several threads run
 * instrumented code at once.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "fi_protocol.h"
#include "rt_sys.h"

/* The counters and the target, updated by instrumented code. */
uint64_t __trident_fi_count;
uint64_t __trident_fi_insts;
uint64_t __trident_fi_target;

enum mode { MODE_OFF, MODE_GOLDEN, MODE_INJECT, MODE_DUMMY };

static enum mode mode;
static int record_fd = -1;
static pid_t owner;
static int want_bit = -1;
static int model;
static uint64_t rng;
static char altstack[64 * 1024];

static const int fatal_signals[] = {
	SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU,
	SIGXFSZ,
};

/* splitmix64: the bit and random values come from the campaign's seed. */
static uint64_t
next_random(void)
{
	uint64_t z = (rng += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* A line being formatted: text and numbers appended, then one write. */
struct line {
	char buf[256];
	size_t n;
};

static void
put_str(struct line *l, const char *s)
{
	while (*s && l->n < sizeof(l->buf) - 1)
		l->buf[l->n++] = *s++;
}

static void
put_num(struct line *l, const char *key, int64_t v)
{
	char digits[24];
	int k = 0;
	uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;

	put_str(l, " ");
	put_str(l, key);
	put_str(l, "=");
	if (v < 0)
		put_str(l, "-");
	do {
		digits[k++] = (char)('0' + u % 10);
		u /= 10;
	} while (u);
	while (k > 0 && l->n < sizeof(l->buf) - 1)
		l->buf[l->n++] = digits[--k];
}

static void
emit(struct line *l)
{
	ssize_t w;

	if (record_fd < 0 || getpid() != owner)
		return;
	l->buf[l->n++] = '\n';
	do
		w = sys_write(record_fd, l->buf, l->n);
	while (w < 0 && errno == EINTR);
}

/* Parse "key=value" pairs of the control string. */
static uint64_t
parse_u64(const char *s)
{
	uint64_t v = 0;

	while (*s >= '0' && *s <= '9')
		v = 10 * v + (uint64_t)(*s++ - '0');
	return v;
}

static void
parse_control(const char *c, char *record, size_t cap)
{
	while (*c) {
		const char *end = strchr(c, ' ');
		size_t len = end ? (size_t)(end - c) : strlen(c);

		if (strncmp(c, "mode=", 5) == 0) {
			if (strncmp(c + 5, "golden", 6) == 0)
				mode = MODE_GOLDEN;
			else if (strncmp(c + 5, "inject", 6) == 0)
				mode = MODE_INJECT;
			else if (strncmp(c + 5, "dummy", 5) == 0)
				mode = MODE_DUMMY;
		} else if (strncmp(c, "target=", 7) == 0) {
			__trident_fi_target = parse_u64(c + 7);
		} else if (strncmp(c, "bit=", 4) == 0) {
			want_bit = c[4] == '-' ? -1 : (int)parse_u64(c + 4);
		} else if (strncmp(c, "model=", 6) == 0) {
			model = (int)parse_u64(c + 6);
		} else if (strncmp(c, "seed=", 5) == 0) {
			rng = parse_u64(c + 5);
		} else if (strncmp(c, "record=", 7) == 0 && len - 7 < cap) {
			memcpy(record, c + 7, len - 7);
			record[len - 7] = '\0';
		}
		c += len;
		while (*c == ' ')
			c++;
	}
}

static void
on_exit_record(void)
{
	struct line l = { .n = 0 };

	put_str(&l, "C");
	put_num(&l, "count", (int64_t)__trident_fi_count);
	put_num(&l, "insts", (int64_t)__trident_fi_insts);
	emit(&l);
}

static void
on_fatal_signal(int sig)
{
	struct line l = { .n = 0 };

	put_str(&l, "S");
	put_num(&l, "signal", sig);
	put_num(&l, "insts", (int64_t)__trident_fi_insts);
	emit(&l);
	/* Die of the same signal, so the campaign sees how the target died. */
	sys_die_of(sig);
}

/*
 * Priority 101, the first a program may use: the program's own
 * constructors (PolyBench's size stub reads argv in one) run after it, so
 * their instructions can be the target too. Before, a constructor that ran
 * first passed its target instance while no target was set: every run of
 * such a per-instruction campaign was "not-injected".
 */
__attribute__((constructor(101))) static void
fi_start(void)
{
	const char *c = getenv(FI_ENV_CONTROL);
	char record[4096] = "";
	struct sigaction sa;
	stack_t ss;

	if (!c)
		return;
	parse_control(c, record, sizeof(record));
	if (mode == MODE_OFF || !record[0])
		return;
	record_fd = sys_open(record,
			     O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
	if (record_fd < 0)
		return;
	owner = getpid();
	if (mode == MODE_GOLDEN)
		__trident_fi_target = 0;
	atexit(on_exit_record);

	/* An alternate stack, so a stack overflow can still be recorded. */
	ss.ss_sp = altstack;
	ss.ss_size = sizeof(altstack);
	ss.ss_flags = 0;
	sigaltstack(&ss, NULL);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_fatal_signal;
	sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof(fatal_signals) / sizeof(*fatal_signals);
	     i++)
		sigaction(fatal_signals[i], &sa, NULL);
}

/* Apply the fault model to the value's bytes (little-endian bit order). */
static int
apply_model(unsigned char *p, int width)
{
	int bit = want_bit >= 0 ? want_bit % width :
		  (int)(next_random() % (uint64_t)width);

	switch (model) {
	case FI_MODEL_BITFLIP:
		p[bit / 8] ^= (unsigned char)(1u << (bit % 8));
		break;
	case FI_MODEL_BITFLIP2:
		/* B and B+1; at the top bit, the pair is the two top bits. */
		if (bit == width - 1 && width > 1)
			bit--;
		p[bit / 8] ^= (unsigned char)(1u << (bit % 8));
		if (bit + 1 < width)
			p[(bit + 1) / 8] ^= (unsigned char)(1u << ((bit + 1) % 8));
		break;
	case FI_MODEL_STUCK0:
		p[bit / 8] &= (unsigned char)~(1u << (bit % 8));
		break;
	case FI_MODEL_STUCK1:
		p[bit / 8] |= (unsigned char)(1u << (bit % 8));
		break;
	case FI_MODEL_RANDOM:
		for (int b = 0; b < width; b++)
			if (next_random() & 1)
				p[b / 8] ^= (unsigned char)(1u << (b % 8));
		bit = -1;
		break;
	case FI_MODEL_ZERO:
		for (int b = 0; b < width; b++)
			p[b / 8] &= (unsigned char)~(1u << (b % 8));
		bit = -1;
		break;
	}
	return bit;
}

/*
 * Called by instrumented code on the target instance: slot holds the value
 * (width bits of it matter), id is the static instruction, instance the
 * dynamic instance, insts the instruction counter at this point.
 */
void
__trident_fi_inject(void *slot, int32_t width, int32_t id, int64_t instance,
		    int64_t insts)
{
	struct line l = { .n = 0 };
	int bit;

	if (mode == MODE_DUMMY) {
		put_str(&l, "X");
		put_num(&l, "id", id);
		put_num(&l, "instance", instance);
		put_num(&l, "width", width);
		put_num(&l, "insts", insts);
		emit(&l);
		return;
	}
	if (mode != MODE_INJECT || width <= 0)
		return;
	bit = apply_model(slot, width);
	put_str(&l, "I");
	put_num(&l, "id", id);
	put_num(&l, "instance", instance);
	put_num(&l, "bit", bit);
	put_num(&l, "width", width);
	put_num(&l, "insts", insts);
	emit(&l);
}

/*
 * The detector hook: a protected program calls it when its own checks find
 * a corrupted value (the duplication pass of selective-dup/ will).
 */
void
__trident_detected(int32_t id)
{
	struct line l = { .n = 0 };

	put_str(&l, "D");
	put_num(&l, "id", id);
	put_num(&l, "insts", (int64_t)__trident_fi_insts);
	emit(&l);
	_exit(FI_EXIT_DETECTED);
}
