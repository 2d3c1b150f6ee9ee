/*
 * syndrome.c: fault syndromes for the GPU injector (issue 19, seed 004;
 * docs/gpu-syndromes.md): a table of the output corruptions observed for
 * each class of instruction and range of its input (at the RTL level, or
 * anywhere), read once, and for every run one syndrome per cell of the
 * control block (gpu_protocol.h), drawn by weight from the run's own
 * random stream, so that a campaign draws the same syndromes on every
 * machine and a resumed campaign those one campaign would have drawn.
 *
 * The table, text:
 *
 *   trident-syndromes 1
 *   # CLASS     RANGE  KIND  VALUE        WEIGHT
 *   fp-arith    S      rel   1.0          0.3
 *   fp-arith    *      mask  0x00400000   0.2
 *   int-arith   L      bits  2            1
 *   *           *      flip  -            1
 *
 * CLASS: fp-arith, int-arith, memory, compare, cast, other, or * (any);
 * RANGE: S, M, L or *; KIND: flip (one random bit, VALUE -), mask (xor
 * with VALUE, hex or decimal), rel (the value times 1 + VALUE, a real),
 * bits (VALUE random bits, 1 to 8); WEIGHT: a positive real; an optional
 * sixth field THREADS (1 to 32, default 1): the threads of the warp the
 * syndrome corrupts, the target's lane and the next THREADS - 1 (a fault
 * in a unit several lanes share). A cell that no line covers gets one
 * bit flip.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "gpu_protocol.h"

static const char *const class_names[GPU_SYN_CLASSES] = {
	[GPU_SYN_FP] = "fp-arith", [GPU_SYN_INT] = "int-arith",
	[GPU_SYN_MEMORY] = "memory", [GPU_SYN_COMPARE] = "compare",
	[GPU_SYN_CAST] = "cast", [GPU_SYN_OTHER] = "other",
};
static const char *const kind_names[GPU_SYN_KINDS] = {
	[GPU_SYN_FLIP] = "flip", [GPU_SYN_MASK] = "mask",
	[GPU_SYN_REL] = "rel", [GPU_SYN_BITS] = "bits",
};
static const char range_names[GPU_SYN_RANGES] = { 'S', 'M', 'L' };

/* A mask of the classes (or ranges) a field names; 0 if it names none. */
static unsigned
field_mask(const char *f, bool ranges)
{
	if (!strcmp(f, "*"))
		return ranges ? (1u << GPU_SYN_RANGES) - 1
			      : (1u << GPU_SYN_CLASSES) - 1;
	if (ranges) {
		for (unsigned k = 0; k < GPU_SYN_RANGES; k++)
			if (f[0] == range_names[k] && !f[1])
				return 1u << k;
		return 0;
	}
	for (unsigned k = 0; k < GPU_SYN_CLASSES; k++)
		if (!strcmp(f, class_names[k]))
			return 1u << k;
	return 0;
}

static int
bad(const char *path, unsigned line, const char *why)
{
	return tr_error("'%s' line %u: %s", path, line, why);
}

/* One line's KIND and VALUE into e; an error message, or NULL. */
static const char *
parse_kind(const char *kind, const char *value, struct gpu_syndrome *e)
{
	char *end;
	double r;

	for (e->kind = 0; e->kind < GPU_SYN_KINDS; e->kind++)
		if (!strcmp(kind, kind_names[e->kind]))
			break;
	errno = 0;
	switch (e->kind) {
	case GPU_SYN_FLIP:
		e->value = 0;
		return strcmp(value, "-") ? "a flip takes no value (-)" : NULL;
	case GPU_SYN_MASK:
		e->value = strtoull(value, &end, 0);
		return *end || errno || !e->value || value[0] == '-' ?
		       "a mask is a number other than 0 (0x... or decimal)" :
		       NULL;
	case GPU_SYN_REL:
		r = strtod(value, &end);
		if (*end || errno || !isfinite(r) || r == 0 || r <= -1)
			return "a relative error is a real number other than "
			       "0, above -1";
		memcpy(&e->value, &r, sizeof(r));
		return NULL;
	case GPU_SYN_BITS:
		e->value = strtoull(value, &end, 10);
		return *end || errno || e->value < 1 || e->value > 8 ?
		       "bits takes a number of bits from 1 to 8" : NULL;
	default:
		return "unknown kind (flip, mask, rel or bits)";
	}
}

int
gpu_syndromes_read(const char *path, struct gpu_syndromes *s)
{
	FILE *f = fopen(path, "re");
	char line[512], cls[64], rng[16], kind[16], value[64], weight[64];
	char threads[16];
	unsigned lineno = 0;
	int rc = -1;

	memset(s, 0, sizeof(*s));
	if (!f)
		return tr_error("cannot read '%s': %s", path, strerror(errno));
	while (fgets(line, sizeof(line), f)) {
		struct gpu_syndrome e;
		const char *why;
		char *p = line + strspn(line, " \t"), *end, extra[2];
		int n;

		lineno++;
		if (!strchr(line, '\n') && !feof(f)) {
			bad(path, lineno, "line too long");
			goto out;
		}
		if (lineno == 1) {
			if (strncmp(line, GPU_SYN_MAGIC, strlen(GPU_SYN_MAGIC)) ||
			    strspn(line + strlen(GPU_SYN_MAGIC), " \t\r\n") !=
				    strlen(line + strlen(GPU_SYN_MAGIC))) {
				bad(path, lineno, "not a syndrome table (its "
				    "first line is not '" GPU_SYN_MAGIC "')");
				goto out;
			}
			continue;
		}
		if (*p == '#' || *p == '\n' || *p == '\r' || !*p)
			continue;
		n = sscanf(p, "%63s %15s %15s %63s %63s %15s %1s", cls, rng,
			   kind, value, weight, threads, extra);
		if (n != 5 && n != 6) {
			bad(path, lineno, "expected CLASS RANGE KIND VALUE "
			    "WEIGHT [THREADS]");
			goto out;
		}
		memset(&e, 0, sizeof(e));
		e.threads = 1;
		if (n == 6) {
			unsigned long t;

			errno = 0;
			t = strtoul(threads, &end, 10);
			if (*end || errno || threads[0] == '-' || t < 1 ||
			    t > GPU_SYN_MAX_THREADS) {
				bad(path, lineno, "THREADS is a number of "
				    "threads from 1 to 32");
				goto out;
			}
			e.threads = (unsigned)t;
		}
		if (!(e.classes = field_mask(cls, false))) {
			bad(path, lineno, "unknown class (fp-arith, int-arith, "
			    "memory, compare, cast, other or *)");
			goto out;
		}
		if (!(e.ranges = field_mask(rng, true))) {
			bad(path, lineno, "unknown range (S, M, L or *)");
			goto out;
		}
		if ((why = parse_kind(kind, value, &e))) {
			bad(path, lineno, why);
			goto out;
		}
		errno = 0;
		e.weight = strtod(weight, &end);
		if (*end || errno || !isfinite(e.weight) || e.weight <= 0) {
			bad(path, lineno, "the weight is a positive number");
			goto out;
		}
		s->v = xrealloc(s->v, (s->n + 1) * sizeof(*s->v));
		s->v[s->n++] = e;
	}
	if (ferror(f)) {
		tr_error("cannot read '%s': %s", path, strerror(errno));
		goto out;
	}
	if (lineno == 0) {
		bad(path, 1, "empty: not a syndrome table");
		goto out;
	}
	if (!s->n) {
		bad(path, lineno, "no syndrome in the table");
		goto out;
	}
	rc = 0;
out:
	fclose(f);
	if (rc)
		gpu_syndromes_release(s);
	return rc;
}

void
gpu_syndromes_release(struct gpu_syndromes *s)
{
	free(s->v);
	memset(s, 0, sizeof(*s));
}

/* A 64-bit mix (splitmix64's finalizer). */
static uint64_t
mix(uint64_t x)
{
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
	return x ^ (x >> 31);
}

void
gpu_syndromes_pick(const struct gpu_syndromes *s, uint64_t seed, uint64_t k,
		   uint64_t words[])
{
	for (unsigned c = 0; c < GPU_SYN_CELLS; c++) {
		unsigned cls = c / GPU_SYN_RANGES, rng = c % GPU_SYN_RANGES;
		double total = 0, u, acc = 0;
		const struct gpu_syndrome *pick = NULL;

		for (unsigned i = 0; i < s->n; i++)
			if (s->v[i].classes >> cls & 1 &&
			    s->v[i].ranges >> rng & 1)
				total += s->v[i].weight;
		words[2 * c] = GPU_SYN_FLIP;
		words[2 * c + 1] = 0;
		if (total <= 0)
			continue;
		/* u in [0, total), from the seed, the run and the cell */
		u = (double)(mix(mix(seed ^ 0x53594e44ull) ^ mix(k) ^ c) >> 11) *
		    0x1p-53 * total;
		for (unsigned i = 0; i < s->n && !pick; i++)
			if (s->v[i].classes >> cls & 1 &&
			    s->v[i].ranges >> rng & 1 &&
			    (acc += s->v[i].weight) > u)
				pick = &s->v[i];
		if (!pick)	/* rounding at the top */
			for (unsigned i = s->n; i-- > 0 && !pick;)
				if (s->v[i].classes >> cls & 1 &&
				    s->v[i].ranges >> rng & 1)
					pick = &s->v[i];
		words[2 * c] = pick->kind | (pick->threads > 1 ?
			(uint64_t)pick->threads << GPU_SYN_THREADS_SHIFT : 0);
		words[2 * c + 1] = pick->value;
	}
}

const char *
gpu_syndrome_class_name(unsigned c)
{
	return c < GPU_SYN_CLASSES ? class_names[c] : "?";
}
