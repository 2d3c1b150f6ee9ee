/*
 * cf_rt.c: the runtime of crashfinder's dynamic phase (thesis §4.4.2),
 * linked into the program by `trident llc` (crashfinder/dynamic.c places
 * the calls). Plain C, no dependency; kernel calls through rt_sys.h, since
 * the program may define write or open itself.
 *
 * Per candidate k it counts the dynamic instances, keeps the value range,
 * and samples the first instance after each distinct sequence of function
 * calls since k's previous instance (the first instance: since the start).
 * A sequence is identified by its length and a polynomial hash kept as a
 * prefix over all function entries: with H_t the hash of the first t
 * entries (H_t = H_{t-1} B + f_t, modulo 2^64), the hash of entries
 * t0+1..t is H_t - H_t0 B^(t - t0). So an instance costs a few compares
 * when no call happened since k's previous one (after the first time), and
 * otherwise B^(t - t0) by squaring and one table lookup. The table is open addressing over 64-bit
 * keys (candidate, hash, length); when it fills, sampling stops and the
 * output says so.
 *
 * Beside them, spread samples: the instances whose number among k's own is
 * 2^j or 3 2^j, so that a candidate whose instances all follow one call
 * sequence (a loop without calls) can still be injected early, midway and
 * late ("P" lines).
 *
 * And for a 1-bit value (a loop's exit test), the instances where it
 * differs from its previous one ("V" lines): the iteration that leaves a
 * loop is where a flip runs it past its end. And where such a compare
 * changed, the instance of the same iteration of each value it compares
 * that is a candidate of its block ("F" lines, after the compare's: a
 * counter or a bound, whose flip on that iteration runs the loop on).
 *
 * Orders come from TRIDENT_CF_CONTROL ("out=PATH max=N": N samples kept
 * per candidate at most; further distinct sequences are only counted);
 * without it every hook returns at once. The output is written at a
 * normal exit (dynamic.c documents the format).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "rt_sys.h"

#define CF_ENV_CONTROL "TRIDENT_CF_CONTROL"
#define TABLE_BITS 22		/* 4M slots, 32 MiB, mapped lazily */
#define HASH_B 0x9e3779b97f4a7c15ULL	/* odd */

extern const int32_t __trident_cf_ncand;

struct cand {
	uint64_t count;
	uint64_t e, h;		/* at the previous instance: entries, H */
	uint64_t sequences;
	uint64_t kept;
	int64_t smin, smax;
	uint64_t umin, umax;
	int empty_seen;		/* the empty sequence was sampled */
	uint64_t changes;	/* 1-bit values: changes kept; others: the
				   compares' changes kept (F lines) */
	int64_t last;		/* the previous value */
	uint64_t at;		/* the instance number of the latest one */
	int changed;		/* 1-bit: the latest instance was a change */
};

static int on;
static pid_t owner;
static char out_path[4096];
static uint64_t max_keep = 64;
static struct cand *cands;
static uint64_t *table;
static uint64_t table_used;
static int truncated;
static uint64_t total, entries, hash;

/* Buffered output, flushed when full and at the end. */
static int out_fd = -1;
static char buf[1 << 16];
static size_t nbuf;

static void
flush(void)
{
	size_t off = 0;

	while (off < nbuf) {
		ssize_t w = sys_write(out_fd, buf + off, nbuf - off);

		if (w <= 0)
			break;
		off += (size_t)w;
	}
	nbuf = 0;
}

static void
put(const char *s)
{
	size_t n = strlen(s);

	if (nbuf + n > sizeof(buf))
		flush();
	memcpy(buf + nbuf, s, n);
	nbuf += n;
}

static void
put_u(uint64_t v)
{
	char t[24];
	int i = 23;

	t[i] = '\0';
	do {
		t[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	put(" ");
	put(t + i);
}

static void
put_i(int64_t v)
{
	if (v < 0) {
		put(" -");
		char t[24];
		int i = 23;
		uint64_t u = (uint64_t)(-(v + 1)) + 1;

		t[i] = '\0';
		do {
			t[--i] = (char)('0' + u % 10);
			u /= 10;
		} while (u);
		put(t + i);
		return;
	}
	put_u((uint64_t)v);
}

static uint64_t
mix(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* Whether key is new (and now in the table). */
static int
insert(uint64_t key)
{
	uint64_t mask = (1ULL << TABLE_BITS) - 1, i;

	key |= 1;		/* 0 marks an empty slot */
	if (table_used >= mask / 2) {
		truncated = 1;
		return 0;
	}
	for (i = mix(key) & mask;; i = (i + 1) & mask) {
		if (table[i] == key)
			return 0;
		if (!table[i]) {
			table[i] = key;
			table_used++;
			return 1;
		}
	}
}

static void
write_out(void)
{
	int32_t n = __trident_cf_ncand;

	if (!on || getpid() != owner)
		return;
	for (int32_t k = 0; k < n; k++) {
		struct cand *c = &cands[k];

		put("K");
		put_u((uint64_t)k);
		put_u(c->count);
		put_u(c->sequences);
		put_i(c->count ? c->smin : 0);
		put_i(c->count ? c->smax : 0);
		put_u(c->count ? c->umin : 0);
		put_u(c->count ? c->umax : 0);
		put("\n");
	}
	put("E");
	put_u(total);
	put_u(entries);
	put_u((uint64_t)truncated);
	put("\n");
	flush();
	sys_close(out_fd);
	on = 0;
}

static void
parse_control(const char *c)
{
	while (*c) {
		size_t len = strcspn(c, " ");

		if (strncmp(c, "out=", 4) == 0 && len - 4 < sizeof(out_path)) {
			memcpy(out_path, c + 4, len - 4);
			out_path[len - 4] = '\0';
		} else if (strncmp(c, "max=", 4) == 0) {
			max_keep = strtoull(c + 4, NULL, 10);
		}
		c += len;
		while (*c == ' ')
			c++;
	}
}

/* Priority 101: before the program's own constructors (fi_rt.c's too). */
__attribute__((constructor(101))) static void
cf_start(void)
{
	const char *c = getenv(CF_ENV_CONTROL);
	int32_t n = __trident_cf_ncand;
	size_t bytes;
	void *p;

	if (!c)
		return;
	parse_control(c);
	if (!out_path[0])
		return;
	bytes = (size_t)(n > 0 ? n : 1) * sizeof(struct cand);
	p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return;
	cands = p;
	p = mmap(NULL, sizeof(uint64_t) << TABLE_BITS, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	if (p == MAP_FAILED)
		return;
	table = p;
	out_fd = sys_open(out_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
			  0644);
	if (out_fd < 0)
		return;
	owner = getpid();
	on = 1;
	put("T 1");
	put_u((uint64_t)n);
	put("\n");
	atexit(write_out);
}

void
__trident_cf_enter(int32_t fn)
{
	if (!on)
		return;
	entries++;
	hash = hash * HASH_B + mix((uint64_t)fn + 1);
}

void __trident_cf_site(int32_t k, int64_t v);

void
__trident_cf_bool(int32_t k, int64_t v)
{
	struct cand *c;

	if (!on || k < 0 || k >= __trident_cf_ncand)
		return;
	c = &cands[k];
	c->changed = c->count && v != c->last;
	/* total + 1 and count + 1: the numbers __trident_cf_site gives. */
	if (c->changed && c->changes < max_keep) {
		c->changes++;
		put("V");
		put_u((uint64_t)k);
		put_u(total + 1);
		put_u(c->count + 1);
		put_u(entries - c->e);
		put("\n");
	}
	c->last = v;
	__trident_cf_site(k, v);
}

/* After compare e's call: where e changed, sample k's latest instance. */
void
__trident_cf_follow(int32_t k, int32_t e)
{
	struct cand *c;

	if (!on || k < 0 || k >= __trident_cf_ncand || e < 0 ||
	    e >= __trident_cf_ncand || !cands[e].changed)
		return;
	c = &cands[k];
	if (!c->count || c->changes >= max_keep)
		return;
	c->changes++;
	put("F");
	put_u((uint64_t)k);
	put_u(c->at);
	put_u(c->count);
	put_u(0);
	put("\n");
}

void
__trident_cf_site(int32_t k, int64_t v)
{
	struct cand *c;
	uint64_t seq, len;
	int fresh;

	if (!on || k < 0 || k >= __trident_cf_ncand)
		return;
	c = &cands[k];
	total++;
	c->at = total;
	if (!c->count++) {
		c->smin = c->smax = v;
		c->umin = c->umax = (uint64_t)v;
	} else {
		if (v < c->smin)
			c->smin = v;
		if (v > c->smax)
			c->smax = v;
		if ((uint64_t)v < c->umin)
			c->umin = (uint64_t)v;
		if ((uint64_t)v > c->umax)
			c->umax = (uint64_t)v;
	}
	len = entries - c->e;
	if (c->count > 1 && !len) {
		fresh = !c->empty_seen;
		c->empty_seen = 1;
	} else {
		uint64_t bpow = 1, base = HASH_B, n = len;

		while (n) {	/* B^len by squaring */
			if (n & 1)
				bpow *= base;
			base *= base;
			n >>= 1;
		}
		seq = hash - c->h * bpow;
		fresh = insert(mix((uint64_t)k * 0x9e3779b97f4a7c15ULL ^
				   mix(seq ^ (len << 1))) ^ len);
	}
	{
		uint64_t n = c->count, t = n % 3 ? n : n / 3;

		if (!(t & (t - 1))) {
			put("P");
			put_u((uint64_t)k);
			put_u(total);
			put_u(n);
			put_u(len);
			put("\n");
		}
	}
	if (fresh) {
		c->sequences++;
		if (c->kept < max_keep) {
			c->kept++;
			put("S");
			put_u((uint64_t)k);
			put_u(total);
			put_u(c->count);
			put_u(len);
			put("\n");
		}
	}
	c->e = entries;
	c->h = hash;
}
