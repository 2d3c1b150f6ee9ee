/*
 * raw.c: reading the runtime's raw dump (layout in prof_protocol.h).
 *
 * The dump is read whole and checked piece by piece: magic, version, every
 * section's size against what is left, and the trailer that the runtime
 * writes last, so a dump cut short by a second signal or a full disk is
 * an error rather than a profile with counters missing. The value
 * sections (values, compares, shifts, margins, output magnitudes) are
 * optional: a dump of a module without such instructions, or of an older
 * runtime, may lack them; so are the memory sections (pairs, memory
 * statistics), which only a full-mode run writes.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profiler.h"

/* The whole file at path into *buf (*n bytes). */
static int
read_all(const char *path, unsigned char **buf, size_t *n)
{
	FILE *f = fopen(path, "rb");
	size_t cap = 1 << 16, got;
	int rc = -1;

	*buf = NULL;
	*n = 0;
	if (!f)
		return tr_error("cannot read the profile dump '%s': %s", path,
				strerror(errno));
	*buf = xmalloc(cap);
	while ((got = fread(*buf + *n, 1, cap - *n, f)) > 0) {
		*n += got;
		if (*n == cap) {
			cap *= 2;
			*buf = xrealloc(*buf, cap);
		}
	}
	if (ferror(f)) {
		tr_error("cannot read the profile dump '%s': %s", path,
			 strerror(errno));
		goto out;
	}
	rc = 0;
out:
	fclose(f);
	return rc;
}

/* Keep the first section of a kind: n words at p into *data. */
static void
take_section(uint64_t **data, uint64_t *nw, const unsigned char *p,
	     uint64_t n)
{
	if (*data)
		return;
	*nw = n;
	*data = xmalloc((size_t)(n ? n : 1) * sizeof(uint64_t));
	memcpy(*data, p, (size_t)n * sizeof(uint64_t));
}

/* The error for a dump without its trailer. */
static int
cut_short(const char *path)
{
	return tr_error("the profile dump '%s' is cut short (the program died "
			"while writing it?)", path);
}

int
prof_raw_read(struct prof_raw *r, const char *path)
{
	struct prof_raw_header h;
	struct prof_raw_section s;
	struct prof_raw_trailer t;
	unsigned char *buf;
	size_t n, off = 0;
	int rc = -1;

	memset(r, 0, sizeof(*r));
	if (read_all(path, &buf, &n))
		goto out;
	if (n == 0) {
		tr_error("the profile dump '%s' is empty: the program ended "
			 "without writing it", path);
		goto out;
	}
	if (n < sizeof(h) || memcmp(buf, PROF_RAW_MAGIC, 8) != 0) {
		tr_error("'%s' is not a trident profile dump", path);
		goto out;
	}
	memcpy(&h, buf, sizeof(h));
	off = sizeof(h);
	if (h.version != PROF_RAW_VERSION) {
		tr_error("the profile dump '%s' has version %u, not %u (a "
			 "runtime of another trident?)", path, h.version,
			 PROF_RAW_VERSION);
		goto out;
	}
	if (h.end != PROF_END_EXIT && h.end != PROF_END_SIGNAL) {
		tr_error("the profile dump '%s' is corrupt (end %u)", path,
			 h.end);
		goto out;
	}
	r->end = (enum prof_end)h.end;
	r->signal = h.signal;
	memcpy(r->hash, h.hash, 16);
	r->hash[16] = '\0';
	for (uint32_t k = 0; k < h.nsections; k++) {
		if (n - off < sizeof(s)) {
			cut_short(path);
			goto out;
		}
		memcpy(&s, buf + off, sizeof(s));
		off += sizeof(s);
		if (s.n > (n - off) / sizeof(uint64_t)) {
			cut_short(path);
			goto out;
		}
		if (s.kind == PROF_SEC_COUNTERS)
			take_section(&r->counters, &r->ncounters, buf + off, s.n);
		else if (s.kind == PROF_SEC_VALUES)
			take_section(&r->values, &r->nvalues, buf + off, s.n);
		else if (s.kind == PROF_SEC_COMPARES)
			take_section(&r->compares, &r->ncompares, buf + off,
				     s.n);
		else if (s.kind == PROF_SEC_SHIFTS)
			take_section(&r->shifts, &r->nshifts, buf + off, s.n);
		else if (s.kind == PROF_SEC_MARGINS)
			take_section(&r->margins, &r->nmargins, buf + off,
				     s.n);
		else if (s.kind == PROF_SEC_OUTMAGS)
			take_section(&r->outmags, &r->noutmags, buf + off,
				     s.n);
		else if (s.kind == PROF_SEC_PAIRS)
			take_section(&r->pairs, &r->npairs, buf + off, s.n);
		else if (s.kind == PROF_SEC_MEMSTATS)
			take_section(&r->memstats, &r->nmemstats, buf + off,
				     s.n);
		else if (s.kind == PROF_SEC_DEVICE)
			take_section(&r->device, &r->ndevice, buf + off, s.n);
		else if (s.kind == PROF_SEC_PARAMS)
			take_section(&r->params, &r->nparams, buf + off, s.n);
		off += (size_t)s.n * sizeof(uint64_t);
	}
	if (n - off >= sizeof(t))
		memcpy(&t, buf + off, sizeof(t));
	if (n - off < sizeof(t) || memcmp(t.magic, PROF_RAW_END, 8) != 0) {
		cut_short(path);
		goto out;
	}
	if (!r->counters) {
		tr_error("the profile dump '%s' has no counters", path);
		goto out;
	}
	rc = 0;
out:
	free(buf);
	if (rc)
		prof_raw_release(r);
	return rc;
}

void
prof_raw_release(struct prof_raw *r)
{
	free(r->counters);
	free(r->values);
	free(r->compares);
	free(r->shifts);
	free(r->margins);
	free(r->outmags);
	free(r->device);
	free(r->params);
	free(r->pairs);
	free(r->memstats);
	memset(r, 0, sizeof(*r));
}
