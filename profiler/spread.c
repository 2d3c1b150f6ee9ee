/*
 * spread.c: spread probes (issue 15; prof_protocol.h "Spread probes";
 * docs/profile.md "Spread probes"): how far a small error in one stored
 * floating-point value spreads to the printed output, measured like a
 * derivative by a finite difference.
 *
 * `trident profile` runs the profiled program again with one execution of
 * a store multiplied by 1 + delta (delta = 2^-20), and once more without
 * (the control: an output call that printed any value otherwise in two
 * unperturbed runs, a timing, is left out). Each run captures every double
 * its printf-family calls print, with the output call (rt/prof_probe.c).
 * For each printed value x that the probe moved to y, an error of relative
 * size t in the stored value moves it, to first order, by t (y - x) /
 * delta; the text changes once x plus that leaves the interval of reals
 * that print as x does (an interval: printing is monotone), which snprintf
 * decides, as the program's own printf would (the same C library). The
 * least such t over a call's values, for an error up and for one down, is
 * the call's threshold. Which calls are the program's output (the compared
 * streams, not ignored lines) and which single-bit flips of the stored
 * value reach a threshold is the model's to say (model/fm.c).
 *
 * This is what the model's one-bit printed flips cannot know: an error
 * stored in a memory recurrence (a stencil updated in place, an
 * elimination) reaches many printed values, grown or shrunk by the
 * computation between, and values that sit on a rounding boundary show
 * any error.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A printed value's changes examined per probe at most: evenly spread
   over the changed ones. */
#define SPREAD_MAX_CHANGED 200000


int
prof_capture_read(struct prof_capture *c, const char *path)
{
	struct prof_capture_head h;
	FILE *f = fopen(path, "rb");
	int rc = -1;

	memset(c, 0, sizeof(*c));
	if (!f)
		return tr_error("cannot open '%s': %s", path, strerror(errno));
	if (fread(&h, sizeof(h), 1, f) != 1 ||
	    memcmp(h.magic, PROF_CAPTURE_MAGIC, sizeof(h.magic)) ||
	    h.n > PROF_CAPTURE_MAX) {
		tr_error("'%s' is not a capture of printed values", path);
		goto out;
	}
	c->recs = xcalloc(h.n + 1, sizeof(*c->recs));
	if (fread(c->recs, sizeof(*c->recs), h.n, f) != h.n) {
		tr_error("'%s' is truncated: %llu printed values announced",
			 path, (unsigned long long)h.n);
		goto out;
	}
	c->n = h.n;
	c->dropped = h.dropped;
	c->probe_instance = h.probe_instance;
	c->probe_value = h.probe_value;
	c->probe_float = h.probe_float != 0;
	rc = 0;
out:
	if (rc)
		prof_capture_release(c);
	fclose(f);
	return rc;
}

void
prof_capture_release(struct prof_capture *c)
{
	free(c->recs);
	memset(c, 0, sizeof(*c));
}

/* The same double, bit for bit (NaN included). */
static bool
same(double a, double b)
{
	return !memcmp(&a, &b, sizeof(a));
}

/* Two captures of the same printed values: as many, by the same
   conversions. */
static bool
same_shape(const struct prof_capture *a, const struct prof_capture *b)
{
	if (a->n != b->n || a->dropped != b->dropped)
		return false;
	for (uint64_t i = 0; i < a->n; i++)
		if (a->recs[i].spec != b->recs[i].spec)
			return false;
	return true;
}

bool
prof_capture_deterministic(const struct prof_capture *gold,
			   const struct prof_capture *ctrl)
{
	return same_shape(gold, ctrl);
}

/* The text conversion spec prints x with (promoted float: as a float). */
static void
text(char *buf, size_t n, uint64_t spec, double x)
{
	char fmt[] = { '%', '.', '*', PROF_OUTSPEC_TYPE(spec), '\0' };
	int prec = (int)PROF_OUTSPEC_PREC1(spec) - 1;

	if (PROF_OUTSPEC_FLOAT(spec))
		x = (double)(float)x;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	snprintf(buf, n, fmt, prec, x);
#pragma GCC diagnostic pop
}

/*
 * The output records to leave out, noisy[site]: those of every output
 * call that printed any value otherwise in the control run than in the
 * unperturbed one (timings: a call that prints a time of 1 us in both
 * runs may print 0 in the probe's); NULL when there is no control.
 */
static bool *
noisy_sites(const struct prof_capture *gold, const struct prof_capture *ctrl,
	    const unsigned *site_call, uint64_t nsites)
{
	bool *noisy, *call;
	unsigned maxc = 0;

	if (!ctrl)
		return NULL;
	for (uint64_t s = 0; s < nsites; s++)
		maxc = site_call[s] > maxc ? site_call[s] : maxc;
	noisy = xcalloc(nsites + 1, sizeof(*noisy));
	call = xcalloc((size_t)maxc + 1, sizeof(*call));
	for (uint64_t i = 0; i < gold->n; i++)
		if (gold->recs[i].site < nsites &&
		    !same(gold->recs[i].x, ctrl->recs[i].x))
			call[site_call[gold->recs[i].site]] = true;
	for (uint64_t s = 0; s < nsites; s++)
		noisy[s] = call[site_call[s]];
	free(call);
	return noisy;
}

/*
 * Whether the probe moved printed value i: not of a noisy output call,
 * nor one whose record is unknown.
 */
static bool
moved(const struct prof_capture *gold, const struct prof_capture *probe,
      const bool *noisy, uint64_t nsites, uint64_t i)
{
	uint64_t site = gold->recs[i].site;

	return !same(gold->recs[i].x, probe->recs[i].x) && site < nsites &&
	       !(noisy && noisy[site]);
}

/* Whether x moved by d prints another text than x. */
static bool
moves(uint64_t spec, double x, double d)
{
	char a[512], b[512];
	double y = x + d;

	if (y == x)
		return false;
	/* No conversion known (a dynamic precision): any change shows. */
	if (!PROF_OUTSPEC_TYPE(spec) || PROF_OUTSPEC_PREC1(spec) > 150)
		return true;
	text(a, sizeof(a), spec, x);
	text(b, sizeof(b), spec, y);
	return strcmp(a, b) != 0;
}

/*
 * Lower *best (log2 of the least relative error that shows) with printed
 * value x, which moves by g per unit of relative error: the least
 * exponent e in quarter steps with x + g 2^e printing another text.
 */
static void
least(uint64_t spec, double x, double g, double *best)
{
	double lo = -80, hi = *best;

	if (!moves(spec, x, g * exp2(hi)))
		return;
	if (moves(spec, x, g * exp2(lo))) {
		*best = lo;
		return;
	}
	while (hi - lo > 0.25) {
		double mid = (lo + hi) / 2;

		if (moves(spec, x, g * exp2(mid)))
			hi = mid;
		else
			lo = mid;
	}
	*best = hi;
}

double
prof_probe_delta(double v, bool isfloat)
{
	double f = 1 + exp2(-PROF_PROBE_SHIFT);

	return isfloat ? ((double)(float)(v * f) - v) / v : (v * f - v) / v;
}

/* The index in calls[] of output call id, added if new. */
static struct prof_probe_call *
call_of(struct prof_probe *out, unsigned id)
{
	for (unsigned k = 0; k < out->ncalls; k++)
		if (out->calls[k].call == id)
			return &out->calls[k];
	out->calls = prof_grow(out->calls, out->ncalls, sizeof(*out->calls));
	out->calls[out->ncalls] = (struct prof_probe_call){
		.call = id, .up = PROF_SPREAD_NONE, .down = PROF_SPREAD_NONE };
	return &out->calls[out->ncalls++];
}

int
prof_spread_probe(const struct prof_capture *gold,
		  const struct prof_capture *ctrl,
		  const struct prof_capture *probe, const unsigned *site_call,
		  uint64_t nsites, struct prof_probe *out)
{
	double delta;
	uint64_t stride = 1, seen = 0;
	bool *noisy;

	memset(out, 0, sizeof(*out));
	if (!probe || !probe->probe_instance)
		return -1;
	out->instance = probe->probe_instance;
	out->value = probe->probe_value;
	out->has_value = true;
	out->isfloat = probe->probe_float;
	delta = prof_probe_delta(out->value, out->isfloat);
	if (!(delta > 0))
		return -1;
	out->diverged = !same_shape(gold, probe);
	if (out->diverged)
		return 0;
	noisy = noisy_sites(gold, ctrl, site_call, nsites);
	for (uint64_t i = 0; i < gold->n; i++)
		out->changed += moved(gold, probe, noisy, nsites, i);
	if (out->changed > SPREAD_MAX_CHANGED)
		stride = (out->changed + SPREAD_MAX_CHANGED - 1) /
			 SPREAD_MAX_CHANGED;
	for (uint64_t i = 0; i < gold->n; i++) {
		double x = gold->recs[i].x, y = probe->recs[i].x, g;
		struct prof_probe_call *c;

		if (!moved(gold, probe, noisy, nsites, i) || seen++ % stride)
			continue;
		c = call_of(out, site_call[gold->recs[i].site]);
		/* NaN or infinite: any error shows, or none. */
		if (!isfinite(x) || !isfinite(y)) {
			c->up = c->down = fmin(c->up, log2(delta));
			continue;
		}
		g = (y - x) / delta;
		least(gold->recs[i].spec, x, g, &c->up);
		least(gold->recs[i].spec, x, -g, &c->down);
	}
	qsort(out->calls, out->ncalls, sizeof(*out->calls), prof_by_id);
	free(noisy);
	return 0;
}

void
prof_probe_release(struct prof_probe *p)
{
	free(p->calls);
	p->calls = NULL;
	p->ncalls = 0;
}

/* log2 of a threshold, or null for none. */
static json_t *
threshold_json(double t)
{
	return t >= PROF_SPREAD_NONE ? json_null() : json_real(t);
}

json_t *
prof_spread_json(const struct prof_spread *s, unsigned n)
{
	json_t *o = json_object();

	for (unsigned k = 0; k < n; k++) {
		json_t *a = json_array();
		char key[16];

		for (unsigned j = 0; j < s[k].n; j++) {
			const struct prof_probe *p = &s[k].probes[j];
			json_t *calls = json_object(), *pr;
			char bits[24];
			uint64_t b;

			for (unsigned c = 0; c < p->ncalls; c++) {
				snprintf(key, sizeof(key), "%u",
					 p->calls[c].call);
				json_object_set_new(calls, key, json_pack("[o, o]",
					threshold_json(p->calls[c].up),
					threshold_json(p->calls[c].down)));
			}
			memcpy(&b, &p->value, sizeof(b));
			snprintf(bits, sizeof(bits), "%016llx",
				 (unsigned long long)b);
			pr = json_pack("{s:o, s:I, s:o, s:b, s:b, s:I, s:o}",
				"calls", calls,
				"changed", (json_int_t)p->changed,
				"differ", p->differ < 0 ? json_null() :
					  json_boolean(p->differ),
				"diverged", p->diverged,
				"float", p->isfloat,
				"instance", (json_int_t)p->instance,
				"value", p->has_value ? json_string(bits) :
					 json_null());
			json_array_append_new(a, pr);
		}
		snprintf(key, sizeof(key), "%u", s[k].id);
		json_object_set_new(o, key, a);
	}
	return o;
}
