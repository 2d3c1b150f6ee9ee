/*
 * prof_mem.c: the runtime's memory profile (prof_mem.h): shadow memory,
 * the static store-load pairs, dead writes, and the address sensitivity
 * of loads and stores against the process's real mappings.
 *
 * Shadow memory is a two-level table over the 47-bit user address space:
 * a granule (4 bytes) maps to one 32-bit word, the id of the store that
 * last wrote it (31 bits) and a bit set when a load has read it since.
 * Chunks of 2^22 words (for 16 MiB of program memory) are mapped when a
 * store first touches them; a load of memory no store wrote finds no chunk
 * and counts against store id 0. A store does not read the word it
 * overwrites: dead writes are counted as written - read - unread, where
 * the load that sets a read bit counts a read of the store the word names
 * and the dump counts the words still unread (count_unread).
 *
 * The instrumented code reads the first level (__trident_prof_mem_l1) and
 * the per-id records (the module's, laid out as prof_protocol.h says) in
 * an inline fast path of plain loads and stores, which only counts when
 * nothing else is to do; this file does everything else, and the same
 * counting, so the profile does not depend on which path ran.
 *
 * Address sensitivity needs the mappings as they are when the access runs:
 * /proc/self/maps is read again when a sampled address is not in the
 * cached copy (the heap or the stack grew, a mapping was added) and every
 * 1024 samples otherwise (with every 64, and samples at most 1 in 1024,
 * address checks and re-reads took a tenth of hotspot's profiled run).
 * The runtime's own mappings (these tables, the first level) are cut out
 * of that view, so a flipped address that would land in them counts as
 * leaving the program's memory, as it would without the profiler.
 *
 * Everything this file allocates comes from mmap, so the program's heap
 * grows as it would natively.
 */
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <wchar.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "prof_mem.h"
#include "rt_sys.h"
#include "../prof_protocol.h"

#define GRANULE_SHIFT PROF_MEM_GRANULE_SHIFT
#define CHUNK_SHIFT PROF_MEM_CHUNK_SHIFT
#define ADDR_LIMIT (1ull << 47)
#define L1_SIZE PROF_MEM_L1_SIZE
#define CHUNK_BYTES ((size_t)4 << CHUNK_SHIFT)
#define READ_BIT PROF_MEM_READ_BIT
#define ID_MASK PROF_MEM_ID_MASK
#define REFRESH_EVERY 1024
/* The smallest page of x86-64 Linux: mappings are made of whole ones. */
#define PAGE_SHIFT 12
#define PAGE_BYTES (1ull << PAGE_SHIFT)
#define MAX_OWN 4096

struct pair {
	uint64_t key;		/* store << 32 | load; 0: empty */
	uint64_t count;
};

/* The record layout the instrumented code's fast path relies on. */
_Static_assert(offsetof(struct prof_mem_rec, execs) == PROF_MREC_EXECS &&
	       offsetof(struct prof_mem_rec, written) == PROF_MREC_WRITTEN &&
	       offsetof(struct prof_mem_rec, reads) == PROF_MREC_READS &&
	       offsetof(struct prof_mem_rec, unread) == PROF_MREC_UNREAD &&
	       offsetof(struct prof_mem_rec, samples) == PROF_MREC_SAMPLES &&
	       offsetof(struct prof_mem_rec, flips_out) ==
	       PROF_MREC_FLIPS_OUT &&
	       offsetof(struct prof_mem_rec, vm_bytes) == PROF_MREC_VM_BYTES &&
	       offsetof(struct prof_mem_rec, pend) == PROF_MREC_PEND &&
	       offsetof(struct prof_mem_rec, due) == PROF_MREC_DUE &&
	       offsetof(struct prof_mem_rec, expect) == PROF_MREC_EXPECT &&
	       sizeof(struct prof_mem_rec) == PROF_MREC_BYTES,
	       "struct prof_mem_rec must match PROF_MREC_*");

/*
 * The shadow table's first level; the instrumented code reads it too, at
 * an address fixed when the program is linked (no pointer to load). Its
 * pages are the kernel's zero page until a chunk is mapped.
 */
uint32_t *__trident_prof_mem_l1[L1_SIZE];

/* A mapping: [start, end) with PROT_READ / PROT_WRITE bits. */
struct range {
	uint64_t start, end;
	int prot;
};

static bool ready;
#define l1 __trident_prof_mem_l1
static struct prof_mem_rec *stats;
static uint32_t nids;
static struct pair *pairs;
static uint64_t pcap, npairs;
/* The first-level slots of the mapped chunks, for the dump's scan. */
static uint64_t *chunk_slots, nchunks, ccap;

/* The cached mappings, and the runtime's own, cut out of them. */
static struct range *ranges, own[MAX_OWN];
static uint64_t nranges, rcap, vm_bytes;
static unsigned nown, since_refresh;
static char *text;
static uint64_t textcap;

static void *
map_bytes(size_t n)
{
	void *p = mmap(NULL, n, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);

	if (p == MAP_FAILED)
		return NULL;
	if (nown < MAX_OWN)
		own[nown++] = (struct range){ (uint64_t)p, (uint64_t)p + n, 0 };
	return p;
}

static void
unmap_bytes(void *p, size_t n)
{
	for (unsigned k = 0; k < nown; k++)
		if (own[k].start == (uint64_t)p) {
			own[k] = own[--nown];
			break;
		}
	munmap(p, n);
}

/* No way holds a pair (at start: the records are zero, store 0's word). */
static void
clear_ways(void)
{
	for (uint32_t id = 0; id < nids; id++)
		for (unsigned k = 0; k < PROF_MEM_WAYS; k++)
			stats[id].expect[k] = PROF_MEM_EXPECT_NONE;
}

int
prof_mem_init(uint32_t max_id, struct prof_mem_rec *recs)
{
	if (max_id >= ID_MASK)
		return -1;
	nids = max_id + 1;
	stats = recs ? recs : map_bytes((size_t)nids * sizeof(*stats));
	pcap = 1024;
	pairs = map_bytes(pcap * sizeof(*pairs));
	if (stats)
		clear_ways();
	own[nown++] = (struct range){ (uint64_t)l1, (uint64_t)(l1 + L1_SIZE),
				      0 };
	ready = stats && pairs;
	return ready ? 0 : -1;
}

/*
 * Room in the mapped array *p (*cap elements of size bytes, the first len
 * in use) for one more: doubled, or first elements at first; false if it
 * cannot grow.
 */
static bool
reserve(void **p, uint64_t *cap, uint64_t len, size_t size, uint64_t first)
{
	uint64_t n = *cap ? 2 * *cap : first;
	void *t;

	if (len < *cap)
		return true;
	t = map_bytes(n * size);
	if (!t)
		return false;
	if (*p) {
		memcpy(t, *p, len * size);
		unmap_bytes(*p, *cap * size);
	}
	*p = t;
	*cap = n;
	return true;
}

/* The shadow word of granule g; NULL when no chunk holds it (and !make). */
static uint32_t *
shadow(uint64_t g, bool make)
{
	uint32_t **slot = &l1[g >> CHUNK_SHIFT];

	if (!*slot) {
		if (!make || !reserve((void **)&chunk_slots, &ccap, nchunks,
				      sizeof(*chunk_slots), 512))
			return NULL;
		*slot = map_bytes(CHUNK_BYTES);
		if (!*slot)
			return NULL;
		chunk_slots[nchunks++] = g >> CHUNK_SHIFT;
	}
	return &(*slot)[g & ((1ull << CHUNK_SHIFT) - 1)];
}

static uint64_t
pair_slot(uint64_t key, uint64_t cap)
{
	return (key * 0x9e3779b97f4a7c15ull) >> 17 & (cap - 1);
}

/* The slot of key in table t of cap slots: its own, or the empty one. */
static struct pair *
pair_probe(struct pair *t, uint64_t cap, uint64_t key)
{
	uint64_t s;

	for (s = pair_slot(key, cap); t[s].key && t[s].key != key;
	     s = (s + 1) & (cap - 1))
		;
	return &t[s];
}

/* Double the pair table (at half load); false if it cannot grow. */
static bool
pairs_grow(void)
{
	uint64_t cap = 2 * pcap, ocap = pcap;
	struct pair *t = map_bytes(cap * sizeof(*t)), *old;

	if (!t)
		return false;
	for (uint64_t k = 0; k < pcap; k++)
		if (pairs[k].key)
			*pair_probe(t, cap, pairs[k].key) = pairs[k];
	/* Switch first: a signal handler may dump the table at any time. */
	old = pairs;
	pairs = t;
	pcap = cap;
	unmap_bytes(old, ocap * sizeof(*old));
	return true;
}

/* Count n loads of pair (store, load) (n may be 0); false if no room. */
static bool
pair_add(uint32_t store, uint32_t load, uint64_t n)
{
	uint64_t key = (uint64_t)store << 32 | load;
	struct pair *p = pair_probe(pairs, pcap, key);

	if (!p->key) {
		if (2 * (npairs + 1) > pcap) {
			if (!pairs_grow())
				return false;
			p = pair_probe(pairs, pcap, key);
		}
		p->key = key;
		npairs++;
	}
	p->count += n;
	return true;
}

/*
 * The mappings
 */
static bool
ranges_push(uint64_t start, uint64_t end, int prot)
{
	if (!reserve((void **)&ranges, &rcap, nranges, sizeof(*ranges), 256))
		return false;
	ranges[nranges++] = (struct range){ start, end, prot };
	return true;
}

/* A hexadecimal number at *p, which moves past it. */
static uint64_t
hex(const char **p, const char *end)
{
	uint64_t v = 0;

	for (; *p < end; (*p)++) {
		char c = **p;
		int d = c >= '0' && c <= '9' ? c - '0' :
			c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;

		if (d < 0)
			break;
		v = v << 4 | (uint64_t)d;
	}
	return v;
}

/* Read /proc/self/maps into text[0..*len). */
static bool
read_maps(size_t *len)
{
	int fd = sys_open("/proc/self/maps", O_RDONLY | O_CLOEXEC, 0);
	ssize_t n;

	if (fd < 0)
		return false;
	*len = 0;
	for (;;) {
		if (!reserve((void **)&text, &textcap, *len, 1, 65536)) {
			sys_close(fd);
			return false;
		}
		n = sys_read(fd, text + *len, textcap - *len);
		if (n <= 0)
			break;
		*len += (size_t)n;
	}
	sys_close(fd);
	return n == 0;
}

/* Cut [s, e) out of the cached ranges (they are sorted and disjoint). */
static void
ranges_cut(uint64_t s, uint64_t e)
{
	for (uint64_t k = 0; k < nranges; k++) {
		struct range *r = &ranges[k];

		if (r->end <= s || r->start >= e)
			continue;
		if (r->start < s && r->end > e) {
			struct range tail = { e, r->end, r->prot };

			r->end = s;
			/* Keep the order: the tail goes right after r. */
			if (!ranges_push(0, 0, 0))
				return;
			r = &ranges[k];
			memmove(&ranges[k + 2], &ranges[k + 1],
				(nranges - k - 2) * sizeof(*ranges));
			ranges[k + 1] = tail;
			k++;
		} else if (r->start < s) {
			r->end = s;
		} else if (r->end > e) {
			r->start = e;
		} else {
			r->start = r->end;	/* empty: never matches */
		}
	}
}

static void
refresh(void)
{
	size_t len;
	const char *p, *end;

	nranges = 0;
	vm_bytes = 0;
	if (!read_maps(&len))
		return;
	p = text;
	end = text + len;
	while (p < end) {
		uint64_t s, e;
		int prot = 0;

		s = hex(&p, end);
		if (p < end && *p == '-')
			p++;
		e = hex(&p, end);
		if (p < end && *p == ' ')
			p++;
		if (p + 2 <= end) {
			prot |= p[0] == 'r' ? 1 : 0;
			prot |= p[1] == 'w' ? 2 : 0;
		}
		while (p < end && *p != '\n')
			p++;
		p++;
		if (e > s && e <= ADDR_LIMIT && !ranges_push(s, e, prot))
			return;
	}
	for (unsigned k = 0; k < nown; k++)
		ranges_cut(own[k].start, own[k].end);
	for (uint64_t k = 0; k < nranges; k++)
		vm_bytes += ranges[k].end - ranges[k].start;
}

/* Whether byte a may be accessed with prot (1: read, 2: write). */
static bool
mapped(uint64_t a, int prot)
{
	uint64_t lo = 0, hi = nranges;

	while (lo < hi) {
		uint64_t mid = lo + (hi - lo) / 2;

		if (ranges[mid].end <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < nranges && ranges[lo].start <= a && a < ranges[lo].end &&
	       (ranges[lo].prot & prot) == prot;
}

static bool
access_ok(uint64_t a, uint64_t size, int prot)
{
	uint64_t last = a + (size ? size : 1) - 1;

	return last >= a && mapped(a, prot) && mapped(last, prot);
}

/*
 * Sample the address of this execution when its turn has come: the
 * site's execution count now (0: the runtime's count) has reached due.
 */
static void
sample(struct prof_mem_rec *st, uint64_t a, uint64_t size, int prot,
       uint64_t now)
{
	unsigned out = 0;
	uint32_t period = 1;
	bool ok;

	if (!now)
		now = st->execs;
	if (now < st->due)
		return;
	/* This is sample number st->samples: the period is 2^that, capped. */
	for (uint64_t k = 0; k < st->samples && period < PROF_MEM_PERIOD_MAX;
	     k++)
		period *= 2;
	if (period > PROF_MEM_PERIOD_MAX)
		period = PROF_MEM_PERIOD_MAX;
	st->due = now + period;

	if (++since_refresh >= REFRESH_EVERY || !access_ok(a, size, prot)) {
		refresh();
		since_refresh = 0;
	}
	/*
	 * A flip below the page bits stays in the sampled access's page
	 * (mapped: the access ran) unless the access then crosses into the
	 * next page; one at bit 47 or above leaves the user address space.
	 * Only the others need the mappings.
	 */
	ok = access_ok(a, size, prot);
	for (int b = 0; b < 64; b++) {
		uint64_t f = a ^ (1ull << b);

		if (b < PAGE_SHIFT && ok &&
		    (f & (PAGE_BYTES - 1)) + (size ? size : 1) <= PAGE_BYTES &&
		    (a & (PAGE_BYTES - 1)) + (size ? size : 1) <= PAGE_BYTES)
			continue;
		out += f >= ADDR_LIMIT || !access_ok(f, size, prot);
	}
	if (!st->samples)
		st->vm_bytes = vm_bytes;
	st->samples++;
	st->flips_out += out;
}

/*
 * The accesses
 */

/* The store a way's word names. */
static uint32_t
word_store(uint64_t word)
{
	return (uint32_t)word & ID_MASK;
}

/* The way word of store sid: its shadow word once read, twice. */
static uint64_t
way_word(uint32_t sid)
{
	return (sid ? sid | READ_BIT : 0) * 0x100000001ull;
}

/*
 * One count of the pair (sid, id) for load st, in the way of its record
 * that holds sid's pairs: a hot load mostly reads what a few stores
 * wrote, so its next granule usually counts there without a hash lookup
 * (inline, when the shadow word is the way's; see prof_protocol.h). A
 * way that held another pair adds that pair's pending loads to the
 * table first; the new pair is in the table (count 1) before the way
 * holds it, so the dump finds every way's pair there.
 */
static void
count_pair(struct prof_mem_rec *st, uint32_t sid, uint32_t id)
{
	uint64_t word = way_word(sid);
	unsigned k = sid % PROF_MEM_WAYS;

	if (st->expect[k] == word) {
		st->pend[k]++;
		return;
	}
	if (st->expect[k] != PROF_MEM_EXPECT_NONE)
		pair_add(word_store(st->expect[k]), id, st->pend[k]);
	st->expect[k] = PROF_MEM_EXPECT_NONE;
	st->pend[k] = 0;
	if (pair_add(sid, id, 1))
		st->expect[k] = word;
}

/* The last store of granule g, marked read; 0 if none wrote it. */
static uint32_t
read_granule(uint64_t g)
{
	uint32_t *w = shadow(g, false), sid = w ? *w & ID_MASK : 0;

	/* The store only when the bit is new: most granules are read again. */
	if (sid && !(*w & READ_BIT)) {
		*w |= READ_BIT;
		if (sid < nids)
			stats[sid].reads++;
	}
	return sid;
}

static void
load_range(uint64_t a, uint64_t size, uint32_t id)
{
	struct prof_mem_rec *st = &stats[id];
	uint32_t seen[4], s0, s1;
	unsigned nseen = 0, next = 0;

	if (!size || a >= ADDR_LIMIT || size > ADDR_LIMIT - a)
		return;
	/* Scalars: one or two granules, counted without the general loop. */
	if ((a + size - 1) >> GRANULE_SHIFT <= (a >> GRANULE_SHIFT) + 1) {
		s0 = read_granule(a >> GRANULE_SHIFT);
		count_pair(st, s0, id);
		if ((a + size - 1) >> GRANULE_SHIFT != a >> GRANULE_SHIFT &&
		    (s1 = read_granule((a >> GRANULE_SHIFT) + 1)) != s0)
			count_pair(st, s1, id);
		return;
	}
	for (uint64_t g = a >> GRANULE_SHIFT;
	     g <= (a + size - 1) >> GRANULE_SHIFT; g++) {
		uint32_t sid = read_granule(g);
		bool dup = false;

		for (unsigned k = 0; k < nseen && !dup; k++)
			dup = seen[k] == sid;
		if (dup)
			continue;
		count_pair(st, sid, id);
		/* Remember the last four: once per load and distinct store. */
		seen[next] = sid;
		next = (next + 1) % 4;
		if (nseen < 4)
			nseen++;
	}
}

static void
store_range(uint64_t a, uint64_t size, uint32_t id)
{
	if (!size || a >= ADDR_LIMIT || size > ADDR_LIMIT - a)
		return;
	for (uint64_t g = a >> GRANULE_SHIFT;
	     g <= (a + size - 1) >> GRANULE_SHIFT; g++) {
		uint32_t *w = shadow(g, true);

		if (!w)
			return;
		*w = id;
		stats[id].written++;
	}
}

static struct prof_mem_rec *
begin(uint32_t id)
{
	if (!ready || !id || id >= nids)
		return NULL;
	stats[id].execs++;
	return &stats[id];
}

void
prof_mem_load(const void *addr, uint64_t size, uint32_t id, uint64_t now)
{
	struct prof_mem_rec *st = begin(id);

	if (!st)
		return;
	sample(st, (uint64_t)addr, size, PROT_READ, now);
	load_range((uint64_t)addr, size, id);
}

/*
 * A store that covers granule g only in part leaves the other bytes of
 * the store that wrote g last: it carries them on, and what reads the
 * granule reads both. It counts as reading g, as a copy would (the pair
 * (earlier, id); the earlier write is not dead), and the model follows
 * it on (f_m of a store that carries another's bytes). A shadow of whole
 * granules would otherwise keep only the last of the bytes stored one by
 * one into a granule (an 8-byte block written byte by byte).
 */
static void
carry_partial(struct prof_mem_rec *st, uint64_t g, uint32_t id)
{
	uint32_t *w = shadow(g, false), sid = w ? *w & ID_MASK : 0;

	if (sid && sid != id && sid < nids)
		count_pair(st, read_granule(g), id);
}

/*
 * Whether granule g holds id's own bytes, unread: a store of part of it
 * (the next element of a short or byte array) extends that write of g,
 * not another one, which would leave the first overwritten unread (dead).
 */
static bool
own_unread(uint64_t g, uint32_t id)
{
	uint32_t *w = shadow(g, false);

	return w && *w == id;
}

void
prof_mem_store(const void *addr, uint64_t size, uint32_t id, uint64_t now)
{
	struct prof_mem_rec *st = begin(id);
	uint64_t a = (uint64_t)addr, mask = (1u << GRANULE_SHIFT) - 1;
	unsigned own = 0;

	if (!st)
		return;
	sample(st, a, size, PROT_WRITE, now);
	if (size && a < ADDR_LIMIT && size <= ADDR_LIMIT - a) {
		uint64_t first = a >> GRANULE_SHIFT;
		uint64_t last = (a + size - 1) >> GRANULE_SHIFT;

		if ((a & mask) || size <= mask) {
			if (own_unread(first, id))
				own++;
			else
				carry_partial(st, first, id);
		}
		if (((a + size) & mask) && last != first) {
			if (own_unread(last, id))
				own++;
			else
				carry_partial(st, last, id);
		}
	}
	store_range(a, size, id);
	/* Granules it only extended are not written again. */
	st->written -= own;
}

void
prof_mem_copy(const void *dst, const void *src, uint64_t size, uint32_t id)
{
	struct prof_mem_rec *st = begin(id);

	if (!st)
		return;
	sample(st, (uint64_t)dst, size, PROT_WRITE, 0);
	load_range((uint64_t)src, size, id);
	store_range((uint64_t)dst, size, id);
}

void
prof_mem_fill(const void *dst, uint64_t size, uint32_t id)
{
	struct prof_mem_rec *st = begin(id);

	if (!st)
		return;
	sample(st, (uint64_t)dst, size, PROT_WRITE, 0);
	store_range((uint64_t)dst, size, id);
}

/*
 * The C library's text functions (prof_protocol.h: FORMAT and LIBC;
 * thesis §5.3.5: f_m follows a formatted value through its buffer)
 */

/* Per id, whether it stored text (store_text); NULL until one did. */
static unsigned char *text_ids;

/*
 * Store size bytes of text at a under id. Text continues the text before
 * it when it begins inside a granule, or in a granule of text no load has
 * read yet (snprintf(buf + n, ...), strcat: the earlier text's last
 * granule, or its terminator): that granule then holds the bytes of both,
 * and a shadow of whole granules keeps one store. So the new store reads
 * the granule first, as a copy would (the pair (earlier, id)), and the
 * earlier text is not overwritten unread (dead) but carried on: what
 * reads the line reads both. A line built piece by piece would otherwise
 * look half dead, or lose its first pieces' stores.
 */
static void
store_text(uint64_t a, uint64_t size, uint32_t id)
{
	uint64_t g = a >> GRANULE_SHIFT;
	uint32_t *w, sid;

	if (!size || a >= ADDR_LIMIT || size > ADDR_LIMIT - a)
		return;
	if (!text_ids)
		text_ids = map_bytes(nids);
	w = shadow(g, false);
	sid = w ? *w & ID_MASK : 0;
	if (sid && sid < nids && !(*w & READ_BIT) &&
	    ((a & ((1u << GRANULE_SHIFT) - 1)) || (text_ids && text_ids[sid])))
		count_pair(&stats[id], read_granule(g), id);
	store_range(a, size, id);
	if (text_ids)
		text_ids[id] = 1;
}

/*
 * A load of the string s, at most max bytes, its terminator included
 * when it is reached; NULL (printed as "(null)") reads nothing. *st, if
 * not NULL, is the site's record, whose address is sampled at its first
 * string; then it is NULL.
 */
static void
read_string(struct prof_mem_rec **st, const char *s, uint64_t max,
	    uint32_t id)
{
	uint64_t n;

	if (!s)
		return;
	n = strnlen(s, max > SIZE_MAX ? SIZE_MAX : (size_t)max);
	n += n < max;
	if (*st && n)
		sample(*st, (uint64_t)s, n, PROT_READ, 0);
	*st = NULL;
	load_range((uint64_t)s, n, id);
}

/* The same for a wide string (%ls, %S), at most max characters. */
static void
read_wide(struct prof_mem_rec **st, const wchar_t *s, uint64_t max,
	  uint32_t id)
{
	uint64_t n;

	if (!s)
		return;
	n = wcsnlen(s, max > SIZE_MAX / sizeof(*s) ? SIZE_MAX / sizeof(*s) :
				      (size_t)max);
	n = (n + (n < max)) * sizeof(*s);
	if (*st && n)
		sample(*st, (uint64_t)s, n, PROT_READ, 0);
	*st = NULL;
	load_range((uint64_t)s, n, id);
}

/*
 * Walk format fmt over its arguments ap as printf does (C11 7.21.6.1,
 * with glibc's flags ' and I and %m), reading every string a %s prints.
 * The walk must take each argument with its own type, or the next ones
 * are read wrong: it stops at what it cannot follow (positional
 * arguments, a conversion it does not know).
 */
void
prof_mem_format(uint32_t id, uint32_t flags, const char *fmt, va_list ap)
{
	struct prof_mem_rec *st;
	const char *p = fmt;

	if (!ready || !id || id >= nids || !fmt)
		return;
	st = flags & PROF_FMT_QUIET ? NULL : begin(id);
	if (flags & PROF_FMT_TEXT)
		read_string(&st, fmt, UINT64_MAX, id);
	while (*p) {
		int64_t prec = -1;
		bool wide = false, ldbl = false;
		unsigned lng = 0;

		if (*p++ != '%')
			continue;
		if (*p == '%') {
			p++;
			continue;
		}
		for (;; p++) {
			if (*p == '$')
				return;
			if (*p == '*')
				(void)va_arg(ap, int);
			else if (!*p || !strchr("-+ #0'I123456789", *p))
				break;
		}
		if (*p == '.') {
			p++;
			if (*p == '*') {
				prec = va_arg(ap, int);
				p++;
			} else {
				for (prec = 0; *p >= '0' && *p <= '9'; p++)
					if (prec < (1 << 30))
						prec = 10 * prec + (*p - '0');
			}
			if (*p == '$')
				return;
		}
		for (; *p && strchr("hlLqjzt", *p); p++) {
			if (*p == 'l')
				lng++;
			else if (*p == 'L')
				ldbl = true;
			else if (*p != 'h')
				lng = 2;
		}
		switch (*p ? *p++ : 0) {
		case 'd': case 'i': case 'o': case 'u': case 'x': case 'X':
			/* glibc reads %Ld as %lld. */
			if (lng || ldbl)
				(void)va_arg(ap, long long);
			else
				(void)va_arg(ap, int);
			break;
		case 'c': case 'C':
			(void)va_arg(ap, int);
			break;
		case 'f': case 'F': case 'e': case 'E': case 'g': case 'G':
		case 'a': case 'A':
			if (ldbl)
				(void)va_arg(ap, long double);
			else
				(void)va_arg(ap, double);
			break;
		case 'p': case 'n':
			(void)va_arg(ap, void *);
			break;
		case 's':
			wide = lng > 0;
			/* fall through */
		case 'S':
			if (wide || p[-1] == 'S')
				read_wide(&st, va_arg(ap, const wchar_t *),
					  prec < 0 ? UINT64_MAX : (uint64_t)prec,
					  id);
			else
				read_string(&st, va_arg(ap, const char *),
					    prec < 0 ? UINT64_MAX :
						       (uint64_t)prec, id);
			break;
		case 'm':
			break;
		default:
			return;
		}
	}
}

void
prof_mem_libc(uint32_t op, const void *dst, const void *src, uint64_t n,
	      uint64_t ret, uint32_t id)
{
	struct prof_mem_rec *st = begin(id);
	uint64_t d = (uint64_t)dst, at = d, size = 0, nsrc = 0, k, len;

	if (!st)
		return;
	switch (op) {
	case PROF_LIBC_FORMAT:
		if ((int64_t)ret >= 0 && dst)
			size = ret < n ? ret + 1 : n;
		break;
	case PROF_LIBC_AFORMAT:
		if ((int64_t)ret >= 0 && dst &&
		    (at = (uint64_t)*(char *const *)dst))
			size = ret + 1;
		break;
	case PROF_LIBC_STRCPY:
		if (dst && src)
			size = nsrc = strlen(src) + 1;
		break;
	case PROF_LIBC_STRNCPY:
		if (dst && src && n) {
			k = strnlen(src, n > SIZE_MAX ? SIZE_MAX : (size_t)n);
			size = nsrc = k < n ? k + 1 : k;
		}
		break;
	case PROF_LIBC_STRCAT:
	case PROF_LIBC_STRNCAT:
		if (!dst || !src)
			break;
		k = op == PROF_LIBC_STRCAT ? strlen(src) :
		    strnlen(src, n > SIZE_MAX ? SIZE_MAX : (size_t)n);
		len = strlen(dst);
		if (len < k)
			break;
		at = d + len - k;
		size = k + 1;
		nsrc = op == PROF_LIBC_STRCAT ? k + 1 : k;
		break;
	case PROF_LIBC_STRDUP:
	case PROF_LIBC_STRNDUP:
		if (!ret || !src)
			break;
		at = ret;
		k = strnlen(src, op == PROF_LIBC_STRDUP || n > SIZE_MAX ?
					 SIZE_MAX : (size_t)n);
		size = k + 1;
		nsrc = op == PROF_LIBC_STRDUP ? k + 1 : k;
		break;
	case PROF_LIBC_MEMCCPY:
		if (dst && src && (!ret || (ret >= d && ret - d <= n)))
			size = nsrc = ret ? ret - d : n;
		break;
	}
	if (!size)
		return;
	sample(st, at, size, PROT_WRITE, 0);
	if (nsrc)
		load_range((uint64_t)src, nsrc, id);
	store_text(at, size, id);
}

/*
 * The dump
 */
uint64_t
prof_mem_pair_words(void)
{
	return ready ? 3 * npairs : 0;
}

uint64_t
prof_mem_stat_words(void)
{
	uint64_t n = 0;

	for (uint32_t id = 1; ready && id < nids; id++)
		n += stats[id].execs != 0;
	return n * PROF_MEM_STAT_WORDS;
}

/* The loads of pair key (store << 32 | load) still in the load's way. */
static uint64_t
pending(uint64_t key)
{
	uint32_t sid = (uint32_t)(key >> 32), id = (uint32_t)key;
	unsigned k = sid % PROF_MEM_WAYS;

	return id < nids && stats[id].expect[k] == way_word(sid) ?
	       stats[id].pend[k] : 0;
}

/*
 * Exactly prof_mem_pair_words() words, even when a signal interrupted
 * pair_add between filling a slot and counting it: at most npairs
 * triples, padded with zeros (load id 0) if the table holds fewer.
 */
int
prof_mem_write_pairs(int fd, int (*put)(int, const void *, size_t))
{
	uint64_t buf[3 * 128], left = ready ? npairs : 0;
	unsigned n = 0;

	for (uint64_t k = 0; left && k <= pcap; k++) {
		if (k < pcap && !pairs[k].key)
			continue;
		left--;
		if (k == pcap) {
			/* Padding: the table held fewer than npairs. */
			buf[n++] = 0;
			buf[n++] = 0;
			buf[n++] = 0;
			k--;
		} else {
			buf[n++] = pairs[k].key >> 32;
			buf[n++] = pairs[k].key & 0xffffffffu;
			buf[n++] = pairs[k].count + pending(pairs[k].key);
		}
		if (n == sizeof(buf) / sizeof(*buf)) {
			if (put(fd, buf, sizeof(buf)))
				return -1;
			n = 0;
		}
	}
	return n ? put(fd, buf, n * sizeof(*buf)) : 0;
}

/*
 * Count, per store, the granules whose last write no load has read yet:
 * the words with a store's id and no read bit, on the pages of the
 * chunks that are in memory (a page never touched holds none).
 * Async-signal-safe.
 */
static void
count_unread(void)
{
	static unsigned char in_core[CHUNK_BYTES / PAGE_BYTES];
	const uint64_t page_words = PAGE_BYTES / sizeof(uint32_t);

	for (uint32_t id = 0; id < nids; id++)
		stats[id].unread = 0;
	for (uint64_t k = 0; k < nchunks; k++) {
		const uint32_t *words = l1[chunk_slots[k]];

		if (mincore((void *)words, CHUNK_BYTES, in_core))
			memset(in_core, 1, sizeof(in_core));
		for (uint64_t pg = 0; pg < sizeof(in_core); pg++) {
			const uint32_t *w = words + pg * page_words;

			if (!(in_core[pg] & 1))
				continue;
			for (uint64_t j = 0; j < page_words; j++) {
				uint32_t sid = w[j] & ID_MASK;

				if (sid && !(w[j] & READ_BIT) && sid < nids)
					stats[sid].unread++;
			}
		}
	}
}

/*
 * Granules written and overwritten unread: written - read - unread now.
 * A signal that lands between a store's shadow word and its written count
 * leaves one unread granule not yet written: never below 0.
 */
static uint64_t
dead_writes(const struct prof_mem_rec *st)
{
	uint64_t live = st->reads + st->unread;

	return st->written > live ? st->written - live : 0;
}

int
prof_mem_write_stats(int fd, int (*put)(int, const void *, size_t))
{
	uint64_t rec[PROF_MEM_STAT_WORDS];

	if (ready)
		count_unread();

	for (uint32_t id = 1; ready && id < nids; id++) {
		const struct prof_mem_rec *st = &stats[id];

		if (!st->execs)
			continue;
		rec[PROF_MEM_STAT_ID] = id;
		rec[PROF_MEM_STAT_EXECS] = st->execs;
		rec[PROF_MEM_STAT_WRITTEN] = st->written;
		rec[PROF_MEM_STAT_DEAD] = dead_writes(st);
		rec[PROF_MEM_STAT_SAMPLES] = st->samples;
		rec[PROF_MEM_STAT_FLIPS_OUT] = st->flips_out;
		rec[PROF_MEM_STAT_VM_BYTES] = st->vm_bytes;
		/* Never more than written - dead (a signal's edge above). */
		rec[PROF_MEM_STAT_UNREAD] = st->unread <
			st->written - rec[PROF_MEM_STAT_DEAD] ? st->unread :
			st->written - rec[PROF_MEM_STAT_DEAD];
		if (put(fd, rec, sizeof(rec)))
			return -1;
	}
	return 0;
}
