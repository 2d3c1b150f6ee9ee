/*
 * gprof_eval.c: the host side of the device profile without CUDA
 * (gprof.h): the sites table, the sum of the counters' shards, the
 * re-evaluation of the samples the device wrote, and the raw dump. The
 * evaluation of one sample is the CPU runtime's (prof_rt.c,
 * __trident_prof_sample_seg) with the weight given: the sampled
 * statistics of a compare or shift, the flips tried and changed per
 * operand, the magnitudes and the margin bin.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gprof.h"
#include "prof_protocol.h"
#include "rt_sys.h"

static int
fail(struct gprof *p, const char *fmt, const char *arg, unsigned line)
{
	char what[160];

	snprintf(what, sizeof(what), fmt, arg);
	snprintf(p->err, sizeof(p->err), "%s (line %u)", what, line);
	return -1;
}

static void *
zeros(size_t n, size_t size)
{
	return calloc(n ? n : 1, size);
}

/* A K line. */
static int
add_kernel(struct gprof *p, const char *name, unsigned nparams,
	   uint64_t pointers)
{
	struct gprof_kernel *k = realloc(p->kernels, (p->nkernels + 1) *
					 sizeof(*k));
	uint64_t *w = realloc(p->params, (size_t)(p->nkernels + 1) *
			      PROF_PARAM_WORDS * 8);

	if (k)
		p->kernels = k;
	if (w)
		p->params = w;
	if (!k || !w)
		return -1;
	k = &p->kernels[p->nkernels];
	k->name = strcmp(name, "-") ? strdup(name) : NULL;
	if (strcmp(name, "-") && !k->name)
		return -1;
	k->nparams = nparams;
	k->pointers = nparams < PROF_GPU_PARAMS ?
		      pointers & ((1ull << nparams) - 1) : pointers;
	memset(&p->params[(size_t)p->nkernels * PROF_PARAM_WORDS], 0,
	       PROF_PARAM_WORDS * 8);
	p->nkernels++;
	return 0;
}

int
gprof_read_table(struct gprof *p, const char *path)
{
	FILE *f = fopen(path, "re");
	char line[PROF_GPU_NAME_MAX + 64], st[8], name[PROF_GPU_NAME_MAX];
	unsigned lineno = 0, g = 0, v = 0, c = 0, s = 0, a, b;
	unsigned long long info;
	int rc = -1;

	memset(p, 0, sizeof(*p));
	if (!f) {
		snprintf(p->err, sizeof(p->err), "cannot read '%s': %s", path,
			 strerror(errno));
		return -1;
	}
	while (fgets(line, sizeof(line), f)) {
		char *l = line;

		lineno++;
		if (!strchr(l, '\n') && !feof(f))
			goto bad;	/* longer than any line written */
		l[strcspn(l, "\n")] = '\0';
		if (lineno == 1) {
			if (strcmp(l, PROF_GPU_TABLE_MAGIC))
				goto bad;
		} else if (!strncmp(l, "hash ", 5)) {
			if (strlen(l + 5) != 16)
				goto bad;
			memcpy(p->hash, l + 5, 17);
		} else if (!strncmp(l, "cap ", 4)) {
			p->cap = (unsigned)strtoul(l + 4, NULL, 10);
		} else if (!strncmp(l, "shards ", 7)) {
			/* a power of two, as the device's mask needs */
			p->shards = (unsigned)strtoul(l + 7, NULL, 10);
			if (!p->shards || p->shards > 65536 ||
			    (p->shards & (p->shards - 1)))
				goto bad;
		} else if (!strncmp(l, "sizes ", 6)) {
			if (p->groups || sscanf(l + 6, "%u %u %u %u %u %u %u",
				&p->ncounters, &p->nvalues, &p->ncompares,
				&p->nshifts, &p->nmargins, &p->ngroups,
				&p->noutmags) != 7)
				goto bad;
			p->groups = zeros(p->ngroups, sizeof(*p->groups));
			p->values = zeros(p->nvalues, sizeof(*p->values));
			p->counters = zeros(p->ncounters, 8);
			p->vrecs = zeros((size_t)p->nvalues * PROF_VREC_WORDS, 8);
			p->crecs = zeros((size_t)p->ncompares * PROF_CREC_WORDS,
					 8);
			p->srecs = zeros((size_t)p->nshifts * PROF_SREC_WORDS, 8);
			p->mrecs = zeros((size_t)p->nmargins * PROF_MARGIN_BINS,
					 8);
			p->orecs = zeros((size_t)p->noutmags * PROF_OUTMAG_WORDS,
					 8);
			if (!p->groups || !p->values || !p->counters ||
			    !p->vrecs || !p->crecs || !p->srecs || !p->mrecs ||
			    !p->orecs) {
				fail(p, "%s", "out of memory", lineno);
				goto out;
			}
		} else if (!p->groups) {
			goto bad;
		} else if (l[0] == 'G' && sscanf(l, "G %u %u", &a, &b) == 2) {
			if (g >= p->ngroups || a > p->nvalues ||
			    b > p->nvalues - a)
				goto bad;
			p->groups[g].first = a;
			p->groups[g++].n = b;
		} else if (l[0] == 'V' && sscanf(l, "V %llx %7s", &info, st) == 2) {
			struct gprof_value *x = &p->values[v];
			const char *rest = l + 2;

			if (v >= p->nvalues)
				goto bad;
			x->info = info;
			rest = strchr(rest, ' ') + 1;
			if (rest[0] == '-') {
				x->stat = 0;
				rest += 2;
			} else if ((rest[0] == 'c' || rest[0] == 's') &&
				   sscanf(rest + 2, "%u", &x->stat_index) == 1) {
				x->stat = rest[0];
				if (x->stat_index >= (x->stat == 'c' ?
						      p->ncompares : p->nshifts))
					goto bad;
				rest = strchr(rest + 2, ' ');
				if (!rest)
					goto bad;
				rest++;
			} else {
				goto bad;
			}
			x->margin = rest[0] == '-' ? -1 : atoi(rest);
			if (x->margin >= (int)p->nmargins)
				goto bad;
			p->vrecs[(size_t)v++ * PROF_VREC_WORDS] = info;
		} else if (l[0] == 'C' && sscanf(l, "C %llx", &info) == 1) {
			if (c >= p->ncompares)
				goto bad;
			p->crecs[(size_t)c++ * PROF_CREC_WORDS] = info;
		} else if (l[0] == 'S' && sscanf(l, "S %llx", &info) == 1) {
			if (s >= p->nshifts)
				goto bad;
			p->srecs[(size_t)s++ * PROF_SREC_WORDS] = info;
		} else if (l[0] == 'K' && sscanf(l, "K %1023s %u %llx", name, &a,
						 &info) == 3) {
			if (add_kernel(p, name, a, info)) {
				fail(p, "%s", "out of memory", lineno);
				goto out;
			}
		} else {
			goto bad;
		}
	}
	if (!p->groups || !p->hash[0] || p->cap == 0 || p->shards == 0 ||
	    g != p->ngroups || v != p->nvalues || c != p->ncompares ||
	    s != p->nshifts) {
		snprintf(p->err, sizeof(p->err), "'%s' is cut short", path);
		goto out;
	}
	rc = 0;
	goto out;
bad:
	fail(p, "'%s' is not a device profile's sites table", path, lineno);
out:
	fclose(f);
	return rc;
}


static void
add_double(uint64_t *w, double d)
{
	double x;

	memcpy(&x, w, sizeof(x));
	x += d;
	memcpy(w, &x, sizeof(x));
}

/* One sample of value site v with operand words op, standing for weight
   executions: prof_rt.c's __trident_prof_sample_seg. */
static void
sample(struct gprof *p, unsigned v, const uint64_t op[3], uint64_t weight)
{
	const struct gprof_value *x = &p->values[v];
	uint64_t *rec = &p->vrecs[(size_t)v * PROF_VREC_WORDS];
	uint64_t flips[3], changed[3], r = 0;
	int lg, bin;

	if (x->stat == 's') {
		uint64_t *st = &p->srecs[(size_t)x->stat_index *
					 PROF_SREC_WORDS];

		st[1] += weight;
		add_double(&st[2], (double)weight *
				   prof_operand_value(x->info, op[1], true));
	} else if (x->stat == 'c') {
		uint64_t *st = &p->crecs[(size_t)x->stat_index *
					 PROF_CREC_WORDS];

		st[1] += weight;
		if (!prof_eval_result(x->info, op, &r) && r)
			st[2] += weight;
		for (unsigned o = 0; o < 2; o++)
			add_double(&st[4 + 2 * o], (double)weight *
					prof_operand_value(x->info, op[o], false));
	}
	if (prof_eval_flips(x->info, op, flips, changed))
		return;
	rec[1]++;
	for (unsigned k = 0; k < 3; k++) {
		if (!flips[k])
			continue;
		rec[2 + 2 * k] += weight * flips[k];
		rec[3 + 2 * k] += weight * changed[k];
	}
	for (unsigned s = 0; s < 4; s++) {
		if (s == 3 && prof_eval_result(x->info, op, &r))
			break;
		if (!prof_magnitude(x->info, s, s < 3 ? op[s] : r, &lg))
			continue;
		rec[PROF_VREC_MAG + 2 * s]++;
		rec[PROF_VREC_MAG + 2 * s + 1] += (uint64_t)(int64_t)lg;
	}
	if (x->margin >= 0 && (bin = prof_margin_bin(x->info, op[0], op[1])) >= 0)
		p->mrecs[(size_t)x->margin * PROF_MARGIN_BINS + (unsigned)bin]++;
	p->samples++;
}

void
gprof_add(struct gprof *p, const uint64_t *counters, const uint32_t *slots,
	  const uint64_t *weights, const uint64_t *samples)
{
	uint64_t stride = prof_gpu_stride(p->ncounters);

	for (unsigned s = 0; s < p->shards; s++)
		for (unsigned k = 0; k < p->ncounters; k++)
			p->counters[k] += counters[s * stride + k];
	for (unsigned g = 0; g < p->ngroups; g++) {
		const struct gprof_group *gr = &p->groups[g];
		unsigned n = slots[g] < p->cap ? slots[g] : p->cap;

		for (unsigned s = 0; s < n; s++) {
			uint64_t w = weights[(size_t)g * p->cap + s];

			for (unsigned j = 0; j < gr->n; j++)
				sample(p, gr->first + j,
				       &samples[((size_t)gr->first * p->cap +
						 (size_t)s * gr->n + j) * 3], w);
		}
	}
}

int
gprof_write(const struct gprof *p, int fd)
{
	const struct {
		uint32_t kind;
		const uint64_t *data;
		uint64_t n;
	} secs[] = {
		{ PROF_SEC_COUNTERS, p->counters, p->ncounters },
		{ PROF_SEC_VALUES, p->vrecs,
		  (uint64_t)p->nvalues * PROF_VREC_WORDS },
		{ PROF_SEC_COMPARES, p->crecs,
		  (uint64_t)p->ncompares * PROF_CREC_WORDS },
		{ PROF_SEC_SHIFTS, p->srecs,
		  (uint64_t)p->nshifts * PROF_SREC_WORDS },
		{ PROF_SEC_MARGINS, p->mrecs,
		  (uint64_t)p->nmargins * PROF_MARGIN_BINS },
		{ PROF_SEC_OUTMAGS, p->orecs,
		  (uint64_t)p->noutmags * PROF_OUTMAG_WORDS },
		{ PROF_SEC_DEVICE, p->device, PROF_DEVICE_WORDS },
		{ PROF_SEC_PARAMS, p->params,
		  (uint64_t)p->nkernels * PROF_PARAM_WORDS },
	};
	enum { NSEC = sizeof(secs) / sizeof(*secs) };
	struct prof_raw_header h;
	struct prof_raw_trailer t;

	memset(&h, 0, sizeof(h));
	memcpy(h.magic, PROF_RAW_MAGIC, sizeof(h.magic));
	h.version = PROF_RAW_VERSION;
	h.end = PROF_END_EXIT;
	h.nsections = NSEC;
	memcpy(h.hash, p->hash, sizeof(h.hash));
	if (sys_write_all(fd, &h, sizeof(h)))
		return -1;
	for (unsigned k = 0; k < NSEC; k++) {
		struct prof_raw_section s = { .kind = secs[k].kind,
					      .n = secs[k].n };

		if (sys_write_all(fd, &s, sizeof(s)) ||
		    sys_write_all(fd, secs[k].data, (size_t)s.n * 8))
			return -1;
	}
	memcpy(t.magic, PROF_RAW_END, sizeof(t.magic));
	return sys_write_all(fd, &t, sizeof(t));
}

void
gprof_release(struct gprof *p)
{
	free(p->groups);
	free(p->values);
	free(p->counters);
	free(p->vrecs);
	free(p->crecs);
	free(p->srecs);
	free(p->mrecs);
	free(p->orecs);
	for (unsigned k = 0; k < p->nkernels; k++)
		free(p->kernels[k].name);
	free(p->kernels);
	free(p->params);
	memset(p, 0, sizeof(*p));
}

/* Room for one more of n elements of size at *v: the capacity is 16,
   then doubles when n reaches it (16, 32, ...). */
static int
grow(void **v, size_t n, size_t size)
{
	void *w;

	if (n && (n < 16 || (n & (n - 1))))
		return 0;	/* below the capacity */
	w = realloc(*v, (n ? 2 * n : 16) * size);
	if (!w)
		return -1;
	*v = w;
	return 0;
}

/* The latest allocation holding addr, or -1. */
static long
alloc_of(const struct gprof_track *t, uint64_t addr)
{
	for (size_t i = t->nallocs; i-- > 0;)
		if (addr >= t->allocs[i].base &&
		    addr - t->allocs[i].base < t->allocs[i].size)
			return (long)i;
	return -1;
}

void
gprof_track_alloc(struct gprof_track *t, uint64_t base, uint64_t size)
{
	if (t->lost || !size)
		return;
	if (grow((void **)&t->allocs, t->nallocs, sizeof(*t->allocs))) {
		t->lost = 1;
		return;
	}
	t->allocs[t->nallocs++] = (struct gprof_alloc){ base, size, 0 };
}

void
gprof_track_copy(struct gprof_track *t, uint64_t src)
{
	long a = alloc_of(t, src);

	t->step++;
	if (a >= 0)
		t->allocs[a].read = t->step;
}

void
gprof_track_launch(struct gprof_track *t, const struct gprof *p,
		   unsigned k, void *const *args)
{
	const struct gprof_kernel *kn;

	t->step++;
	/* A kernel the table does not name may read any allocation. */
	if (k >= p->nkernels || !p->kernels[k].name || !args)
		t->lost = 1;
	if (t->lost)
		return;
	kn = &p->kernels[k];
	for (unsigned i = 0; i < kn->nparams && i < PROF_GPU_PARAMS; i++) {
		uint64_t v;
		long a;
		size_t e;

		if (!(kn->pointers >> i & 1) || !args[i])
			continue;
		memcpy(&v, args[i], sizeof(v));
		if ((a = alloc_of(t, v)) < 0)
			continue;
		t->allocs[a].read = t->step;
		for (e = 0; e < t->nevents; e++)
			if (t->events[e].kernel == k &&
			    t->events[e].param == i &&
			    t->events[e].alloc == (unsigned)a)
				break;
		if (e < t->nevents)
			continue;	/* its first launch is earlier */
		if (grow((void **)&t->events, t->nevents,
			 sizeof(*t->events))) {
			t->lost = 1;
			return;
		}
		t->events[t->nevents++] = (struct gprof_event){
			k, i, (unsigned)a, t->step };
	}
}

void
gprof_track_params(const struct gprof_track *t, struct gprof *p)
{
	if (!p->nkernels)
		return;
	memset(p->params, 0, (size_t)p->nkernels * PROF_PARAM_WORDS * 8);
	for (size_t e = 0; e < t->nevents; e++) {
		const struct gprof_event *ev = &t->events[e];
		uint64_t bit = 1ull << ev->param, *w;

		if (ev->kernel >= p->nkernels)
			continue;
		w = &p->params[(size_t)ev->kernel * PROF_PARAM_WORDS];
		if (t->lost || t->allocs[ev->alloc].read > ev->first)
			w[0] |= bit;
		else
			w[1] |= bit;
	}
	for (unsigned k = 0; k < p->nkernels; k++)
		p->params[(size_t)k * PROF_PARAM_WORDS + 1] &=
			~p->params[(size_t)k * PROF_PARAM_WORDS];
}

void
gprof_track_release(struct gprof_track *t)
{
	free(t->allocs);
	free(t->events);
	memset(t, 0, sizeof(*t));
}
