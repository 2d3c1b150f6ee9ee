/*
 * prof_rt.c: the profiling runtime, linked into every program that
 * `trident profile` builds.
 *
 * The instrumented code updates its counters by itself (no calls into
 * this file); the runtime's one job is to get them out of the process,
 * whichever way it ends:
 *
 *   normal exit   a destructor of priority 101 (the lowest a program may
 *                 use, so it runs after the program's other destructors,
 *                 and after its atexit handlers), at return from main
 *                 and at exit() from anywhere;
 *   abort, fatal  a handler of SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL,
 *   signals       SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ and the terminating
 *                 signals (SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE,
 *                 SIGALRM, SIGUSR1, SIGUSR2), on an alternate stack so
 *                 that a stack overflow is caught too, writes the dump
 *                 with the signal number, then restores the default
 *                 action and raises the signal again, so the process
 *                 dies as it would have;
 *   _exit         skips every handler: no dump (nor can there be one).
 *
 * Handlers are only installed for signals whose action is the default at
 * start-up (a signal ignored by the parent stays ignored), and a program
 * that installs its own handler later replaces this one.
 *
 * The dump (prof_protocol.h) is written with write(2) and nothing else
 * that is not async-signal-safe, to a descriptor opened at start-up; if
 * the program closed or reused that descriptor, the file is opened again
 * by its path. An atomic flag lets exactly one writer through, whichever
 * thread or handler gets there first. Only the process that started
 * writes: a forked child has another pid and stays silent.
 *
 * The calls whose names a program may give its own functions (Rodinia's
 * myocyte defines read and write; open, close, lseek, signal or raise
 * would do as well) go to the kernel directly (sys_* below, and in
 * prof_mem.c): this file is linked into the program, so write() would be
 * the program's function, not write(2).
 *
 * Value sensitivities: at the sampled executions of a segment, the
 * instrumented code stores the operands of its compares, logic, shifts,
 * casts, selects and arithmetic in a buffer and then calls
 * __trident_prof_sample_seg (values.c), which, for each, re-evaluates the
 * instruction with every single-bit flip of its operands (prof_eval.c)
 * and adds the counts to the instruction's record, with the magnitudes
 * of its operands and result and, for compares and min/max, the bin of
 * its margin (issue 15), with atomic adds when
 * the module's counters are atomic (the record stays consistent when
 * threads sample at once; plain adds otherwise, in order), and then sets
 * the count due for the segment's next sample.
 *
 * Memory profile (full mode, PROF_DESC_MEMORY in the descriptor): the
 * instrumented code calls the __trident_prof_mem_* functions below before
 * every load, store, memcpy, memset and memory-reading output call; they
 * hand the access to prof_mem.c (shadow memory, store-load pairs, dead
 * writes, address sensitivity), set up at start-up for the module's ids.
 * The dump then adds the pair and statistics sections after the
 * descriptor's own. prof_mem.c is not thread-safe: full mode refuses
 * modules that start threads (plan.c).
 *
 * Threads: the counters are updated with atomic adds when the module
 * starts threads (plan.c), so they are exact; the dump is a snapshot taken
 * while other threads may still run. The alternate signal stack is the
 * main thread's only: a stack overflow in another thread kills the
 * process without a dump.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "prof_mem.h"
#include "prof_probe.h"
#include "prof_protocol.h"
#include "rt_sys.h"

/* Referenced by every instrumented module: links this file in. */
const uint64_t __trident_prof_runtime_8 = PROF_ABI;

/* Defined by the instrumented module. */
extern const struct prof_desc __trident_prof_desc;
/* The memory records; only a module instrumented in full mode has them. */
extern struct prof_mem_rec __trident_prof_mem_recs[] __attribute__((weak));

static char dump_path[4096];
static int dump_fd = -1;
static dev_t dump_dev;
static ino_t dump_ino;
static pid_t owner;
static atomic_flag dumped = ATOMIC_FLAG_INIT;
static char altstack[64 * 1024];
static int memory;		/* the memory profile is on */
static int atomic_adds;		/* the module's counters are atomic */

static const int fatal_signals[] = {
	SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU,
	SIGXFSZ, SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1,
	SIGUSR2,
};


/* The dump's descriptor: ours if the program left it alone, else anew. */
static int
dump_descriptor(void)
{
	struct stat st;

	if (dump_fd >= 0 && !fstat(dump_fd, &st) && st.st_dev == dump_dev &&
	    st.st_ino == dump_ino)
		return dump_fd;
	return sys_open(dump_path, O_WRONLY | O_TRUNC | O_CLOEXEC, 0);
}

/* Write the dump once, from the process that started. */
static void
dump(enum prof_end end, int sig)
{
	const struct prof_desc *d = &__trident_prof_desc;
	struct prof_raw_header h;
	struct prof_raw_trailer t;
	int fd, saved = errno;

	if (!dump_path[0] || getpid() != owner ||
	    atomic_flag_test_and_set(&dumped))
		return;
	fd = dump_descriptor();
	if (fd < 0 || sys_lseek(fd, 0, SEEK_SET) < 0)
		goto out;
	memset(&h, 0, sizeof(h));
	memcpy(h.magic, PROF_RAW_MAGIC, sizeof(h.magic));
	h.version = PROF_RAW_VERSION;
	h.end = (uint32_t)end;
	h.signal = sig;
	h.nsections = (uint32_t)d->nsections + (memory ? 2 : 0);
	memcpy(h.hash, d->hash, sizeof(h.hash));
	if (sys_write_all(fd, &h, sizeof(h)))
		goto out;
	for (uint64_t k = 0; k < d->nsections; k++) {
		struct prof_raw_section s = {
			.kind = (uint32_t)d->sections[k].kind,
			.n = d->sections[k].n,
		};

		if (sys_write_all(fd, &s, sizeof(s)) ||
		    sys_write_all(fd, d->sections[k].data,
			      (size_t)s.n * sizeof(uint64_t)))
			goto out;
	}
	if (memory) {
		struct prof_raw_section p = {
			.kind = PROF_SEC_PAIRS, .n = prof_mem_pair_words(),
		}, m = {
			.kind = PROF_SEC_MEMSTATS, .n = prof_mem_stat_words(),
		};

		if (sys_write_all(fd, &p, sizeof(p)) ||
		    prof_mem_write_pairs(fd, sys_write_all) ||
		    sys_write_all(fd, &m, sizeof(m)) ||
		    prof_mem_write_stats(fd, sys_write_all))
			goto out;
	}
	memcpy(t.magic, PROF_RAW_END, sizeof(t.magic));
	sys_write_all(fd, &t, sizeof(t));
out:
	errno = saved;
}

static void
on_fatal_signal(int sig)
{
	dump(PROF_END_SIGNAL, sig);
	/* Die of the same signal. */
	sys_die_of(sig);
}

static void
install_handlers(void)
{
	struct sigaction sa, old;
	stack_t ss;

	ss.ss_sp = altstack;
	ss.ss_size = sizeof(altstack);
	ss.ss_flags = 0;
	sigaltstack(&ss, NULL);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_fatal_signal;
	sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
	sigfillset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof(fatal_signals) / sizeof(*fatal_signals);
	     i++)
		if (!sigaction(fatal_signals[i], NULL, &old) &&
		    old.sa_handler == SIG_DFL)
			sigaction(fatal_signals[i], &sa, NULL);
}

/*
 * *w += v: an atomic add when the module's counters are (threads), else
 * a plain one, a fifth of the cost. The plain adds of one sample stay in
 * program order (a signal fence between them), so a dump from a signal
 * handler never sees more flips changed than tried.
 */
static void
add(uint64_t *w, uint64_t v)
{
	if (atomic_adds) {
		__atomic_fetch_add(w, v, __ATOMIC_RELAXED);
		return;
	}
	__atomic_store_n(w, __atomic_load_n(w, __ATOMIC_RELAXED) + v,
			 __ATOMIC_RELAXED);
	__atomic_signal_fence(__ATOMIC_SEQ_CST);
}

/* The double at w += d (sampled statistics: never atomic, as their
   counters are not; prof_protocol.h). */
static void
add_double(uint64_t *w, double d)
{
	uint64_t bits = __atomic_load_n(w, __ATOMIC_RELAXED);
	double x;

	memcpy(&x, &bits, sizeof(x));
	x += d;
	memcpy(&bits, &x, sizeof(bits));
	__atomic_store_n(w, bits, __ATOMIC_RELAXED);
	__atomic_signal_fence(__ATOMIC_SEQ_CST);
}


/*
 * The executions a sample of a segment stands for: the segment's next
 * period (cd[1] samples were taken before it).
 */
static uint64_t
sample_weight(const uint64_t *cd)
{
	uint64_t shift = (__atomic_load_n(&cd[1], __ATOMIC_RELAXED) + 1) /
			 PROF_SAMPLE_BURST;

	return (uint64_t)1 << (shift > PROF_SAMPLE_MAX_SHIFT ?
			       PROF_SAMPLE_MAX_SHIFT : shift);
}

/*
 * The sampled statistics of a compare or shift (prof_protocol.h): this
 * sample, weighted by the executions it stands for, into its record st.
 */
static void
sample_stats(uint64_t *st, const uint64_t *cd, uint64_t info,
	     const uint64_t op[3])
{
	unsigned vop = PROF_VINFO_OP(info);
	uint64_t r, weight = sample_weight(cd);

	add(&st[1], weight);
	if (vop == PROF_VOP_SHL || vop == PROF_VOP_LSHR ||
	    vop == PROF_VOP_ASHR) {
		add_double(&st[2], (double)weight *
				   prof_operand_value(info, op[1], true));
		return;
	}
	if (!prof_eval_result(info, op, &r) && r)
		add(&st[2], weight);
	for (unsigned o = 0; o < 2; o++)
		add_double(&st[4 + 2 * o], (double)weight *
					   prof_operand_value(info, op[o], false));
}

/*
 * One sampled execution of the instruction of record rec, with its
 * operands as 64-bit words (prof_protocol.h), the countdown words cd of
 * its segment, for a compare or shift in lite mode its statistics record
 * (else NULL), and for a compare or min/max its margin record (else
 * NULL). A record whose info word the evaluator does not know stays
 * untouched. The samples word is added first: a dump never sees more
 * flips, magnitudes or margins than samples (prof_protocol.h).
 */
static void
sample_one(uint64_t *rec, uint64_t a, uint64_t b, uint64_t c,
	   const uint64_t *cd, uint64_t *stats, uint64_t *margins)
{
	uint64_t op[3] = { a, b, c }, flips[3], changed[3], r = 0;
	uint64_t weight = sample_weight(cd);
	int lg, bin;

	if (stats)
		sample_stats(stats, cd, rec[0], op);
	if (prof_eval_flips(rec[0], op, flips, changed))
		return;
	add(&rec[1], 1);
	/* The flips weighed by the executions the sample stands for: the
	   doubling schedule takes most samples early (a first pass that
	   adds to zeros), the sensitivity is the executions' (issue 15). */
	for (unsigned k = 0; k < 3; k++) {
		if (!flips[k])
			continue;
		add(&rec[2 + 2 * k], weight * flips[k]);
		add(&rec[3 + 2 * k], weight * changed[k]);
	}
	/* Magnitudes: the operands, then the result unless undefined. */
	for (unsigned s = 0; s < 4; s++) {
		if (s == 3 && prof_eval_result(rec[0], op, &r))
			break;
		if (!prof_magnitude(rec[0], s, s < 3 ? op[s] : r, &lg))
			continue;
		add(&rec[PROF_VREC_MAG + 2 * s], 1);
		add(&rec[PROF_VREC_MAG + 2 * s + 1], (uint64_t)(int64_t)lg);
	}
	if (margins && (bin = prof_margin_bin(rec[0], a, b)) >= 0)
		add(&margins[bin], 1);
}

/*
 * Printed flips (prof_protocol.h): the bits of x (of the float f when
 * spec says it is one) whose flip changes the text the conversion
 * prints, each adding weight to its word of rec. snprintf formats
 * exactly as the program's printf does (the same C library, the same
 * rounding of the exact binary value).
 */
static void
out_flips(uint64_t *rec, double x, uint64_t spec, uint64_t weight)
{
	/* "%.*f" and the like: a negative precision is no precision (C11
	   7.21.6.1), the conversion's default. */
	char fmt[] = { '%', '.', '*', PROF_OUTSPEC_TYPE(spec), '\0' };
	char ref[512], got[512];
	unsigned prec1 = PROF_OUTSPEC_PREC1(spec), nbits = 64;
	int prec = (int)prec1 - 1;
	bool isfloat = PROF_OUTSPEC_FLOAT(spec);
	float f = (float)x;
	uint64_t bits;
	uint32_t fbits;
	double y;

	/* Every text fits the buffers (a double's %f has at most 309
	   digits before the point): no flips for a longer precision. */
	if (prec1 > 150)
		return;
	if (isfloat)
		nbits = 32;
	/* A literal format would do; the type and precision are data. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	snprintf(ref, sizeof(ref), fmt, prec, x);
	add(&rec[3], weight);
	memcpy(&bits, &x, sizeof(bits));
	memcpy(&fbits, &f, sizeof(fbits));
	for (unsigned b = 0; b < nbits; b++) {
		if (isfloat) {
			uint32_t fb = fbits ^ (uint32_t)1 << b;
			float g;

			memcpy(&g, &fb, sizeof(g));
			y = (double)g;
		} else {
			uint64_t db = bits ^ (uint64_t)1 << b;

			memcpy(&y, &db, sizeof(y));
		}
		snprintf(got, sizeof(got), fmt, prec, y);
		if (strcmp(ref, got))
			add(&rec[4 + b], weight);
	}
#pragma GCC diagnostic pop
}

/* The index of output magnitude record rec (prof_capture_add). */
static uint64_t
outmag_site(const uint64_t *rec)
{
	const struct prof_desc *d = &__trident_prof_desc;

	for (uint64_t k = 0; k < d->nsections; k++)
		if (d->sections[k].kind == PROF_SEC_OUTMAGS)
			return (uint64_t)(rec - d->sections[k].data) /
			       PROF_OUTMAG_WORDS;
	return 0;
}

/*
 * A double that a floating-point conversion of an output call prints
 * (prof_protocol.h): its magnitude into its record rec, at every call,
 * and its printed flips at the sampled calls.
 */
void
__trident_prof_out_mag(uint64_t *rec, double x, uint64_t spec)
{
	uint64_t c = __atomic_fetch_add(&rec[2], 1, __ATOMIC_RELAXED), p = 1,
		 start = 0;
	int lg;

	prof_capture_add(x, spec, outmag_site(rec));
	if (prof_fp_magnitude(x, &lg)) {
		add(&rec[0], 1);
		add(&rec[1], (uint64_t)(int64_t)lg);
	}
	if (!PROF_OUTSPEC_TYPE(spec))
		return;
	/* Calls [B (2^k - 1), B (2^(k+1) - 1)) are sampled every 2^k-th:
	   B samples of weight 2^k each. */
	while (p < ((uint64_t)1 << 40) && c - start >= PROF_OUTFLIP_BURST * p) {
		start += PROF_OUTFLIP_BURST * p;
		p *= 2;
	}
	if ((c - start) % p)
		return;
	out_flips(rec, x, spec, p);
}

/*
 * The next sampling period of a segment: PROF_SAMPLE_BURST samples at
 * period 1, as many at 2, 4, ..., then PROF_SAMPLE_MAX_PERIOD for good.
 * A period p > 1 is a gap drawn uniformly from 1 .. 2p - 1 (mean p), so
 * that a loop whose values repeat with a period dividing p is not seen
 * at one phase only (a fixed gap of 4096 would see i & 7 always alike).
 * The draw hashes the count and the samples so far (splitmix64's
 * finalizer): no state, and the same run samples the same executions.
 * cd[0] is the count of the segment's counter at which the next sample
 * is due, cd[1] the samples so far; count is the counter now.
 */
static void
rearm(uint64_t *cd, uint64_t count)
{
	uint64_t k, shift, p, h;

	add(&cd[1], 1);
	k = __atomic_load_n(&cd[1], __ATOMIC_RELAXED);
	shift = k / PROF_SAMPLE_BURST;
	if (shift > PROF_SAMPLE_MAX_SHIFT)
		shift = PROF_SAMPLE_MAX_SHIFT;
	p = (uint64_t)1 << shift;
	if (p > 1) {
		h = count ^ k << 40;
		h = (h ^ h >> 30) * 0xbf58476d1ce4e5b9ull;
		h = (h ^ h >> 27) * 0x94d049bb133111ebull;
		h ^= h >> 31;
		p = 1 + h % (2 * p - 1);
	}
	__atomic_store_n(&cd[0], count + p, __ATOMIC_RELAXED);
}

/* The words of the descriptor's section of the given kind, or NULL. */
static uint64_t *
section_words(uint64_t kind)
{
	const struct prof_desc *d = &__trident_prof_desc;

	for (uint64_t k = 0; k < d->nsections; k++)
		if (d->sections[k].kind == kind)
			return d->sections[k].data;
	return NULL;
}

/*
 * One sampled execution of a segment (prof_protocol.h): its n value
 * sites, in order, with their operands from buf (three words each), and
 * then its next sample due, from its countdown words cd and its counter
 * now, count.
 */
void
__trident_prof_sample_seg(const struct prof_vsite *sites, uint64_t n,
			  const uint64_t *buf, uint64_t *cd, uint64_t count)
{
	uint64_t *values = section_words(PROF_SEC_VALUES);
	uint64_t *compares = section_words(PROF_SEC_COMPARES);
	uint64_t *shifts = section_words(PROF_SEC_SHIFTS);
	uint64_t *margins = section_words(PROF_SEC_MARGINS);

	for (uint64_t j = 0; j < n && values; j++) {
		const struct prof_vsite *s = &sites[j];
		const uint64_t *op = &buf[3 * j];
		uint64_t *rec = &values[(uint64_t)s->rec * PROF_VREC_WORDS];
		uint64_t *stats = NULL, *mg = NULL;
		unsigned vop = PROF_VINFO_OP(rec[0]);

		if (s->stats != PROF_VSITE_NONE)
			stats = (vop == PROF_VOP_SHL || vop == PROF_VOP_LSHR ||
				 vop == PROF_VOP_ASHR ? shifts : compares);
		if (stats)
			stats += s->stats;
		if (s->margin != PROF_VSITE_NONE && margins)
			mg = margins + s->margin;
		sample_one(rec, op[0], s->nops > 1 ? op[1] : 0,
			   s->nops > 2 ? op[2] : 0, cd, stats, mg);
	}
	rearm(cd, count);
}

/*
 * The memory hooks (prof_protocol.h). They do nothing until prof_start
 * has set the memory profile up.
 */
void
__trident_prof_mem_load(const void *p, uint64_t size, uint32_t id,
			uint64_t now)
{
	prof_mem_load(p, size, id, now);
}

void
__trident_prof_mem_store(const void *p, uint64_t size, uint32_t id,
			 uint64_t now)
{
	prof_mem_store(p, size, id, now);
}

void
__trident_prof_mem_copy(const void *dst, const void *src, uint64_t size,
			uint32_t id)
{
	prof_mem_copy(dst, src, size, id);
}

void
__trident_prof_mem_fill(const void *dst, uint64_t size, uint32_t id)
{
	prof_mem_fill(dst, size, id);
}

/* fputs and puts read their string and its terminator. */
void
__trident_prof_mem_string(const char *s, uint32_t id)
{
	if (memory && s)
		prof_mem_load(s, strlen(s) + 1, id, 0);
}

/*
 * The C library's text functions (prof_protocol.h): the strings a
 * printf-family call formats, before it (its own arguments, or a copy of
 * its va_list, which the call then reads as it was), and what a
 * formatting or string call wrote, after it.
 */
void
__trident_prof_mem_format(uint32_t id, uint32_t flags, const char *fmt, ...)
{
	va_list ap;

	if (!memory)
		return;
	va_start(ap, fmt);
	prof_mem_format(id, flags, fmt, ap);
	va_end(ap);
}

void
__trident_prof_mem_vformat(uint32_t id, uint32_t flags, const char *fmt,
			   va_list ap)
{
	va_list aq;

	if (!memory)
		return;
	va_copy(aq, ap);
	prof_mem_format(id, flags, fmt, aq);
	va_end(aq);
}

void
__trident_prof_mem_libc(uint32_t op, const void *dst, const void *src,
			uint64_t n, uint64_t ret, uint32_t id)
{
	if (memory)
		prof_mem_libc(op, dst, src, n, ret, id);
}

__attribute__((constructor(101))) static void
prof_start(void)
{
	const char *path = getenv(PROF_ENV);
	struct stat st;
	int fd;

	atomic_adds = (__trident_prof_desc.flags & PROF_DESC_ATOMIC) != 0;
	if (!path || !*path || strlen(path) >= sizeof(dump_path))
		return;
	/* O_EXCL: a dump that exists belongs to another process. */
	fd = sys_open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
	if (fd < 0)
		return;
	/* Out of the way of programs that expect the lowest descriptors. */
	dump_fd = fcntl(fd, F_DUPFD_CLOEXEC, 100);
	if (dump_fd < 0)
		dump_fd = fd;
	else
		sys_close(fd);
	if (fstat(dump_fd, &st)) {
		sys_close(dump_fd);
		dump_fd = -1;
		return;
	}
	dump_dev = st.st_dev;
	dump_ino = st.st_ino;
	memcpy(dump_path, path, strlen(path) + 1);
	owner = getpid();
	if (__trident_prof_desc.flags & PROF_DESC_MEMORY)
		memory = __trident_prof_mem_recs &&
			 !prof_mem_init((uint32_t)__trident_prof_desc.max_id,
					__trident_prof_mem_recs);
	install_handlers();
}

__attribute__((destructor(101))) static void
prof_finish(void)
{
	dump(PROF_END_EXIT, 0);
}
