/*
 * profile.c: from the plan and the runtime's dump to the JSON profile
 * (format in docs/profile.md).
 *
 * Every count is one counter or one subtraction (profiler.h), done here
 * with checks: a counter that reached 2^63 cannot be a JSON integer and
 * is an error (at one increment per nanosecond that takes 292 years, so
 * in practice it means a corrupt dump), and so is a branch whose
 * successors add up to more than the branch ran in a run that ended
 * normally. Nothing overflows silently.
 *
 * The value sections (values.c) become "values" (per instruction: the
 * samples, and per operand the flips tried and changed, with their
 * ratio, the sensitivity; the sampled margins of compares and min/max
 * and the magnitudes of the operands and result, issue 15), "compares"
 * (true and false counts, exact
 * operand means: 128-bit integer sums over the executions, divided once)
 * and "shifts" (the exact mean amount). Reals are written with 17
 * significant digits, so they read back as the same doubles.
 *
 * The memory sections (full mode) become "memory": the static
 * (store, load) pairs as a list sorted by store then load id, per store
 * its granules written, dead and the loads per write, and per memory
 * access the address sensitivity (the fraction of single-bit flips of
 * the address that leave mapped memory) beside the reference's crash
 * rate from the mapped size, (64 - floor(log2 kB)) / 64 (model-anchors
 * §6 rule 5). "outputs" (both modes) lists the output call sites with
 * the conversions of their constant printf formats (thesis §5.3.5), and
 * the magnitudes of the doubles their floating-point conversions printed
 * (issue 15).
 *
 * Keys are instruction ids in decimal; the dump sorts them (as strings),
 * so the same run gives the same bytes.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"
#include "rt/prof_mem.h"

#define COUNT_MAX ((uint64_t)INT64_MAX)

static void
id_key_set(json_t *obj, unsigned id, json_t *v)
{
	char key[16];

	snprintf(key, sizeof(key), "%u", id);
	json_object_set_new(obj, key, v);
}

/* s as a JSON string; NULL (with the error) if it is not UTF-8. */
static json_t *
text(const char *s, const char *what)
{
	json_t *v = json_string(s);

	if (!v)
		tr_error("%s is not valid UTF-8, which a JSON profile cannot "
			 "hold", what);
	return v;
}

/* counters[k] as a count; -1 (with the error) if it is too large. */
static int
counter(const struct prof_raw *r, unsigned k, uint64_t *v)
{
	if (r->counters[k] > COUNT_MAX)
		return tr_error("profile counter %u reached 2^63: the dump is "
				"corrupt or the counter overflowed", k);
	*v = r->counters[k];
	return 0;
}

/* *sum += v, unless that passes COUNT_MAX. */
static int
add_count(uint64_t *sum, uint64_t v, const char *what)
{
	if (v > COUNT_MAX - *sum)
		return tr_error("the %s overflow 63 bits", what);
	*sum += v;
	return 0;
}

/* A ratio or mean as a JSON real; null when it is not finite. */
static json_t *
real(long double v)
{
	json_t *j = json_real((double)v);

	return j ? j : json_null();
}

/* A section's size against the plan's records. */
static int
section_size(const char *what, uint64_t words, unsigned n, unsigned per)
{
	if (words != (uint64_t)n * per)
		return tr_error("the profile dump has %llu words of %s, the "
				"module %llu", (unsigned long long)words, what,
				(unsigned long long)n * per);
	return 0;
}

/* A record's info word against the plan's. */
static int
record_info(const char *what, unsigned id, uint64_t got, uint64_t want)
{
	if (got != want)
		return tr_error("the profile dump's %s record of #%u does not "
				"match the module (a trident bug)", what, id);
	return 0;
}

/* A word of a value record as a count; -1 (with the error) if too large. */
static int
word(uint64_t w, unsigned id, uint64_t *v)
{
	if (w > COUNT_MAX)
		return tr_error("a value record of #%u reached 2^63: the dump "
				"is corrupt or it overflowed", id);
	*v = w;
	return 0;
}

/* The error for a value record whose sampled statistics are corrupt. */
static int
corrupt_value(unsigned id, const char *what)
{
	return tr_error("the value record of #%u is corrupt (%s)", id, what);
}

/*
 * The sampled margins and magnitudes of value site v (issue 15), from
 * its record rec and its margin record mg (NULL: none): "margins", the
 * bins that are not 0 (a compare or min/max), into *margins, and
 * "magnitudes", [n, mean] for operands 0..2 and the result, into *mags;
 * both NULL when it was never sampled. No count may pass *samples,
 * except in a snapshot of threads (atomic), where the words of a sample
 * being added may be read halfway: *samples is then raised to them.
 */
static int
value_extras(bool atomic, const struct prof_plan_value *v,
	     const uint64_t *rec, const uint64_t *mg, uint64_t *samples,
	     json_t **margins, json_t **mags)
{
	unsigned nops = prof_vop_nops(PROF_VINFO_OP(v->info));
	uint64_t n, sum = 0;
	int64_t lg;
	json_t *a;
	char key[8];

	*margins = *mags = NULL;
	for (unsigned s = 0; s < 4; s++) {
		n = rec[PROF_VREC_MAG + 2 * s];
		lg = (int64_t)rec[PROF_VREC_MAG + 2 * s + 1];
		if (n > COUNT_MAX || (s < 3 && s >= nops && n) ||
		    (__int128)lg > (__int128)1100 * n ||
		    (__int128)lg < -(__int128)1100 * n)
			return corrupt_value(v->id, "a magnitude out of range");
		if (n > *samples && !atomic)
			return corrupt_value(v->id, "more magnitudes than "
					     "samples");
		if (n > *samples)
			*samples = n;
	}
	for (unsigned k = 0; mg && k < PROF_MARGIN_BINS; k++) {
		if (mg[k] > COUNT_MAX - sum)
			return corrupt_value(v->id, "a margin out of range");
		sum += mg[k];
	}
	if (sum > *samples && !atomic)
		return corrupt_value(v->id, "more margins than samples");
	if (sum > *samples)
		*samples = sum;
	if (!*samples)
		return 0;
	*mags = json_array();
	for (unsigned s = 0; s < 4; s++) {
		n = rec[PROF_VREC_MAG + 2 * s];
		lg = (int64_t)rec[PROF_VREC_MAG + 2 * s + 1];
		a = json_array();
		json_array_append_new(a, json_integer((json_int_t)n));
		json_array_append_new(a, n ? real((long double)lg / n) :
					     json_null());
		json_array_append_new(*mags, a);
	}
	if (!mg)
		return 0;
	*margins = json_object();
	for (unsigned k = 0; k < PROF_MARGIN_BINS; k++) {
		if (!mg[k])
			continue;
		snprintf(key, sizeof(key), "%u", k);
		json_object_set_new(*margins, key,
				    json_integer((json_int_t)mg[k]));
	}
	return 0;
}

/*
 * The "values" member: per instruction, samples and operand flips, and
 * the sampled margins and magnitudes.
 */
static json_t *
values_json(const struct prof_plan *pl, const struct prof_raw *r)
{
	json_t *all = json_object(), *ops, *o, *margins, *mags, *e;
	uint64_t samples = 0, execs = 0, flips, changed;

	for (unsigned k = 0; k < pl->nvalues; k++) {
		const struct prof_plan_value *v = &pl->values[k];
		const uint64_t *rec = r->values + (size_t)k * PROF_VREC_WORDS;
		const uint64_t *mg = v->margin == TR_NONE ? NULL :
			r->margins + (size_t)v->margin * PROF_MARGIN_BINS;
		unsigned op = PROF_VINFO_OP(v->info);

		if (record_info("value", v->id, rec[0], v->info) ||
		    word(rec[1], v->id, &samples) ||
		    counter(r, pl->inst_counter[v->id], &execs) ||
		    value_extras(pl->atomic, v, rec, mg, &samples, &margins,
				 &mags))
			goto fail;
		ops = json_array();
		for (unsigned q = 0; q < prof_vop_nops(op); q++) {
			if (!(PROF_VINFO_MASK(v->info) & 1u << q)) {
				json_array_append_new(ops, json_null());
				continue;
			}
			flips = rec[2 + 2 * q];
			changed = rec[3 + 2 * q];
			if (flips > COUNT_MAX || changed > flips) {
				json_decref(ops);
				json_decref(margins);
				json_decref(mags);
				tr_error("the value record of #%u is corrupt "
					 "(%llu of %llu flips changed it)",
					 v->id, (unsigned long long)changed,
					 (unsigned long long)flips);
				goto fail;
			}
			o = json_pack("{s:I, s:I}", "flips", (json_int_t)flips,
				      "changed", (json_int_t)changed);
			json_object_set_new(o, "sensitivity", flips ?
				real((long double)changed / flips) :
				json_null());
			json_array_append_new(ops, o);
		}
		e = json_pack("{s:s, s:I, s:I, s:o}", "op", prof_vop_name(op),
			      "samples", (json_int_t)samples, "executions",
			      (json_int_t)execs, "operands", ops);
		if (margins)
			json_object_set_new(e, "margins", margins);
		if (mags)
			json_object_set_new(e, "magnitudes", mags);
		id_key_set(all, v->id, e);
	}
	return all;
fail:
	json_decref(all);
	return NULL;
}

/*
 * The 128-bit sum at w[0] (low), w[1] (high), as a long double: high *
 * 2^64 + low, low signed for sums of sign-extended values (the high word
 * then moves only when the low one overflows; prof_protocol.h).
 */
static long double
wide_sum(const uint64_t *w, bool sign)
{
	return (long double)(int64_t)w[1] * 18446744073709551616.0L +
	       (sign ? (long double)(int64_t)w[0] : (long double)w[0]);
}

/*
 * The mean of operand o of compare or shift s from its sum at rec[0..1]
 * over n executions, or its value if it is a constant the plan knows.
 */
static json_t *
operand_mean(const struct prof_plan_stat *s, unsigned o, const uint64_t *rec,
	     uint64_t n, bool fp, bool sign)
{
	uint64_t w = s->fixed & 1u << o ? s->kval[o] : rec[0];
	double d;

	/* Sampled (prof_protocol.h): a weighted sum, as a double. */
	if (s->sampled && !(s->fixed & 1u << o)) {
		memcpy(&d, &w, sizeof(d));
		return real(d / (double)n);
	}
	if (fp) {
		memcpy(&d, &w, sizeof(d));
		return real(s->fixed & 1u << o ? d : d / (double)n);
	}
	if (s->fixed & 1u << o)
		return real(sign ? (long double)(int64_t)w : (long double)w);
	return real(wide_sum(rec, sign) / n);
}

/* The plan's branch of id, or NULL. */
static const struct prof_plan_branch *
find_branch(const struct prof_plan *pl, unsigned id)
{
	return prof_find_id(pl->branches, pl->nbranches,
			    sizeof(*pl->branches), id);
}

static int branch_succ(const struct prof_raw *r,
		       const struct prof_plan_branch *b, uint64_t *n,
		       uint64_t *known, uint64_t *term);

static const char *const icmp_names[] = {
	"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
};
static const char *const fcmp_names[] = {
	"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno",
	"ueq", "ugt", "uge", "ult", "ule", "une", "true",
};

const char *
prof_predicate_name(bool fp, unsigned k)
{
	if (fp)
		return k < 16 ? fcmp_names[k] : NULL;
	return k < 10 ? icmp_names[k] : NULL;
}

/* The "compares" member: counts and exact operand means. */
static json_t *
compares_json(const struct prof_plan *pl, const struct prof_raw *r)
{
	json_t *all = json_object(), *c, *mean;
	uint64_t n = 0, t = 0;
	char type[8];

	for (unsigned k = 0; k < pl->ncompares; k++) {
		const struct prof_plan_stat *s = &pl->compares[k];
		const uint64_t *rec = r->compares + (size_t)k * PROF_CREC_WORDS;
		bool fcmp = PROF_VINFO_OP(s->info) == PROF_VOP_FCMP;
		unsigned pred = PROF_VINFO_PRED(s->info);

		uint64_t over;

		if (record_info("compare", s->id, rec[0], s->info) ||
		    counter(r, pl->inst_counter[s->id], &n) ||
		    word(rec[2], s->id, &t))
			goto fail;
		/*
		 * Sampled (lite): the means of the samples, and the times
		 * true in the samples' proportion (unless the br counts them).
		 */
		over = s->sampled ? rec[1] : n;
		if (s->sampled && !s->branch) {
			if (t > over) {
				tr_error("the compare record of #%u is corrupt "
					 "(true %llu times in %llu samples)",
					 s->id, (unsigned long long)t,
					 (unsigned long long)over);
				goto fail;
			}
			t = over ? (uint64_t)(((unsigned __int128)n * t +
					       over / 2) / over) : 0;
		}
		/* Counted by its br's true edge (profiler.h). */
		if (s->branch) {
			const struct prof_plan_branch *b = find_branch(pl,
								s->branch);
			uint64_t *e = b ? xcalloc(b->nsucc, sizeof(*e)) : NULL;
			uint64_t known, term;
			int bad = !b || branch_succ(r, b, e, &known, &term);

			t = bad ? 0 : e[0];
			free(e);
			if (bad) {
				if (!b)
					tr_error("compare #%u has no branch #%u "
						 "(a trident bug)", s->id,
						 s->branch);
				goto fail;
			}
			/* A snapshot of threads may see the edge first. */
			if (pl->atomic && t > n)
				t = n;
		}
		if (t > n) {
			tr_error("the compare record of #%u is corrupt (true "
				 "%llu times of %llu)", s->id,
				 (unsigned long long)t, (unsigned long long)n);
			goto fail;
		}
		if (fcmp)
			snprintf(type, sizeof(type), "%s",
				 PROF_VINFO_W(s->info) == 32 ? "float" :
							       "double");
		else if (s->info & PROF_VINFO_PTR)
			snprintf(type, sizeof(type), "ptr");
		else
			snprintf(type, sizeof(type), "i%u",
				 PROF_VINFO_W(s->info));
		mean = json_null();
		if (n && over) {
			json_decref(mean);
			mean = json_array();
			for (unsigned o = 0; o < 2; o++)
				json_array_append_new(mean, operand_mean(s, o,
					rec + 4 + 2 * o, over, fcmp,
					!(s->info & PROF_VINFO_PTR)));
		}
		c = json_pack("{s:s, s:s, s:I, s:I, s:I, s:o, s:b}",
			      "predicate", prof_predicate_name(fcmp, fcmp ?
				     pred & 15 : pred < 10 ? pred : 9),
			      "type", type, "n", (json_int_t)n,
			      "true", (json_int_t)t, "false", (json_int_t)(n - t),
			      "mean", mean, "exact", !s->sampled);
		id_key_set(all, s->id, c);
	}
	return all;
fail:
	json_decref(all);
	return NULL;
}

/* The "shifts" member: exact mean amounts. */
static json_t *
shifts_json(const struct prof_plan *pl, const struct prof_raw *r)
{
	json_t *all = json_object();
	uint64_t n = 0;

	for (unsigned k = 0; k < pl->nshifts; k++) {
		const struct prof_plan_stat *s = &pl->shifts[k];
		const uint64_t *rec = r->shifts + (size_t)k * PROF_SREC_WORDS;

		uint64_t over;

		if (record_info("shift", s->id, rec[0], s->info) ||
		    counter(r, pl->inst_counter[s->id], &n))
			goto fail;
		/* Sampled (lite): the mean of the samples. */
		over = s->sampled ? rec[1] : n;
		id_key_set(all, s->id, json_pack("{s:s, s:I, s:I, s:o, s:b}",
			"op", prof_vop_name(PROF_VINFO_OP(s->info)),
			"width", (json_int_t)PROF_VINFO_W(s->info),
			"n", (json_int_t)n, "mean", n && over ?
			operand_mean(s, 1, rec + 2, over, false, false) :
			json_null(), "exact", !s->sampled));
	}
	return all;
fail:
	json_decref(all);
	return NULL;
}

/*
 * The "magnitude" of an output conversion, from its record rec: [n,
 * mean], or NULL (with the error) when the record cannot be true: more
 * values than calls (but in a snapshot of threads), or a sum out of
 * range.
 */
static json_t *
output_mag(const struct prof_plan *pl, const struct prof_plan_output *o,
	   const uint64_t *rec, uint64_t calls)
{
	int64_t lg = (int64_t)rec[1];

	if (rec[0] > COUNT_MAX || (rec[0] > calls && !pl->atomic) ||
	    (__int128)lg > (__int128)1100 * rec[0] ||
	    (__int128)lg < -(__int128)1100 * rec[0]) {
		tr_error("the output magnitude record of #%u is corrupt",
			 o->id);
		return NULL;
	}
	return json_pack("[I, o]", (json_int_t)rec[0], rec[0] ?
			 real((long double)lg / rec[0]) : json_null());
}

/*
 * The "flips" of an output conversion into c, from its record rec
 * (prof_protocol.h): [weight, [visible per bit, 64]], none when no call
 * was sampled; an error when the record cannot be true (more weight than
 * calls, a bit seen more often than the calls sampled).
 */
static int
output_flips(const struct prof_plan *pl, const struct prof_plan_output *o,
	     const uint64_t *rec, uint64_t calls, json_t *c)
{
	json_t *vis;

	if (!rec[3])
		return 0;
	if (rec[3] > COUNT_MAX || rec[2] > COUNT_MAX ||
	    (!pl->atomic && (rec[2] > calls || rec[3] > rec[2] + rec[2])))
		return tr_error("the printed flips record of #%u is corrupt",
				o->id);
	vis = json_array();
	for (unsigned b = 0; b < PROF_OUTMAG_BITS; b++) {
		if (rec[4 + b] > rec[3])
			break;
		json_array_append_new(vis, json_integer((json_int_t)rec[4 + b]));
	}
	if (json_array_size(vis) != PROF_OUTMAG_BITS) {
		json_decref(vis);
		return tr_error("the printed flips record of #%u is corrupt",
				o->id);
	}
	json_object_set_new(c, "flips", json_pack("[I, o]",
			    (json_int_t)rec[3], vis));
	return 0;
}

/* The "outputs" member: every output call site and its conversions. */
static json_t *
outputs_json(const struct prof_plan *pl, const struct prof_raw *r)
{
	json_t *all = json_object(), *conv, *c, *mag;
	uint64_t n = 0;

	for (unsigned k = 0; k < pl->noutputs; k++) {
		const struct prof_plan_output *o = &pl->outputs[k];
		const struct prof_plan_call *call = NULL;

		for (unsigned j = 0; j < pl->ncalls && !call; j++)
			if (pl->calls[j].id == o->id)
				call = &pl->calls[j];
		if (!call || counter(r, call->counter, &n)) {
			if (!call)
				tr_error("output call #%u is no call site (a "
					 "trident bug)", o->id);
			json_decref(all);
			return NULL;
		}
		conv = o->nconv < 0 ? json_null() : json_array();
		for (int q = 0, rec = (int)o->mag; q < o->nconv; q++) {
			char type[2] = { o->conv[q].type, '\0' };
			int prec = o->conv[q].precision;

			c = json_pack("{s:s}", "type", type);
			json_object_set_new(c, "precision",
				prec >= 0 ? json_integer(prec) :
				prec == PROF_PREC_DYNAMIC ? json_string("*") :
				json_null());
			json_array_append_new(conv, c);
			if (!o->fparg || o->fparg[q] < 0)
				continue;
			mag = output_mag(pl, o, r->outmags +
					 (size_t)PROF_OUTMAG_WORDS * rec, n);
			if (!mag || output_flips(pl, o, r->outmags +
				(size_t)PROF_OUTMAG_WORDS * rec++, n, c)) {
				json_decref(mag);
				json_decref(conv);
				json_decref(all);
				return NULL;
			}
			json_object_set_new(c, "magnitude", mag);
		}
		id_key_set(all, o->id, json_pack("{s:s, s:I, s:o}", "callee",
			o->callee, "count", (json_int_t)n, "conversions", conv));
	}
	return all;
}

static const char *const mem_kind_names[] = {
	"?", "load", "store", "atomic", "memcpy", "memset", "output", "format",
	"string",
};

/* Whether memory kind k writes (has granules, dead writes, pairs as S). */
static bool
writes(enum prof_mem_kind k)
{
	return k == PROF_MEM_STORE || k == PROF_MEM_RMW || k == PROF_MEM_COPY ||
	       k == PROF_MEM_FILL || k == PROF_MEM_FORMAT ||
	       k == PROF_MEM_STRING;
}

/* Whether kind k reads (pairs as L): a store too, when it carries the
   bytes of another's granule on (rt/prof_mem.c, carry_partial). */
static bool
reads(enum prof_mem_kind k)
{
	return k != PROF_MEM_FILL;
}

/* The plan's memory site of id, or NULL. */
static const struct prof_plan_mem *
mem_site(const struct prof_plan *pl, unsigned id)
{
	return prof_find_id(pl->mems, pl->nmems, sizeof(*pl->mems), id);
}

static int
by_pair(const void *a, const void *b)
{
	const uint64_t *x = a, *y = b;

	if (x[0] != y[0])
		return (x[0] > y[0]) - (x[0] < y[0]);
	return (x[1] > y[1]) - (x[1] < y[1]);
}

/*
 * The reference's crash rate of a memory access from the mapped size in
 * bytes (model-anchors §1.1 VmsizeProfile, §6 rule 5): VmSize in kB, as
 * /proc/self/status gives it, and (64 - floor(log2 VmSize)) / 64.
 */
double
prof_reference_crash(uint64_t vm_bytes)
{
	uint64_t kb = vm_bytes / 1024;
	int lg = -1;

	while (kb) {
		lg++;
		kb >>= 1;
	}
	return lg < 0 ? 1.0 : (64.0 - lg) / 64.0;
}

/* The "memory" member (full mode). */
static json_t *
memory_json(const struct prof_plan *pl, const struct prof_raw *r)
{
	json_t *root = NULL, *pairs, *stores, *accesses, *a;
	uint64_t np = r->npairs / 3, ns = r->nmemstats / PROF_MEM_STAT_WORDS;
	uint64_t *p = NULL, *loads = xcalloc(pl->nmems + 1, sizeof(*loads));
	const uint64_t **st = xcalloc(pl->nmems + 1, sizeof(*st));

	if (!r->pairs || !r->memstats || r->npairs % 3 ||
	    r->nmemstats % PROF_MEM_STAT_WORDS) {
		tr_error("the profile dump of a full-mode run has no memory "
			 "sections or broken ones (the runtime could not map "
			 "its tables?)");
		goto out;
	}
	/* The statistics by site (ascending ids: index = site index). */
	for (uint64_t k = 0; k < ns; k++) {
		const uint64_t *rec = r->memstats + k * PROF_MEM_STAT_WORDS;
		const struct prof_plan_mem *m = rec[PROF_MEM_STAT_ID] <=
			UINT32_MAX ? mem_site(pl, (unsigned)rec[PROF_MEM_STAT_ID]) :
			NULL;

		for (unsigned w = 1; w < PROF_MEM_STAT_WORDS; w++)
			if (rec[w] > COUNT_MAX)
				m = NULL;
		if (!m || rec[PROF_MEM_STAT_DEAD] > rec[PROF_MEM_STAT_WRITTEN] ||
		    rec[PROF_MEM_STAT_UNREAD] > rec[PROF_MEM_STAT_WRITTEN] -
		    rec[PROF_MEM_STAT_DEAD] ||
		    rec[PROF_MEM_STAT_FLIPS_OUT] > 64 * rec[PROF_MEM_STAT_SAMPLES]) {
			tr_error("the profile dump's memory record of #%llu is "
				 "corrupt or of no memory site",
				 (unsigned long long)rec[PROF_MEM_STAT_ID]);
			goto out;
		}
		st[m - pl->mems] = rec;
	}
	/* The pairs, sorted; padding (load id 0) dropped. */
	p = xmalloc((size_t)(np ? np : 1) * 3 * sizeof(*p));
	memcpy(p, r->pairs, (size_t)np * 3 * sizeof(*p));
	qsort(p, np, 3 * sizeof(*p), by_pair);
	pairs = json_array();
	root = json_object();
	json_object_set_new(root, "pairs", pairs);
	for (uint64_t k = 0; k < np; k++) {
		const uint64_t *t = p + 3 * k;
		const struct prof_plan_mem *s = t[0] ? mem_site(pl,
			(unsigned)t[0]) : NULL, *l;

		if (!t[1])
			continue;
		l = t[1] <= UINT32_MAX ? mem_site(pl, (unsigned)t[1]) : NULL;
		if (!l || !reads(l->kind) || (t[0] && (!s || !writes(s->kind))) ||
		    t[2] > COUNT_MAX || t[0] > UINT32_MAX) {
			tr_error("the profile dump's memory pair (#%llu, #%llu) "
				 "is corrupt", (unsigned long long)t[0],
				 (unsigned long long)t[1]);
			goto out;
		}
		if (s && add_count(&loads[s - pl->mems], t[2],
				   "loads of a store"))
			goto out;
		json_array_append_new(pairs, json_pack("[I, I, I]",
			(json_int_t)t[0], (json_int_t)t[1], (json_int_t)t[2]));
	}
	stores = json_object();
	accesses = json_object();
	json_object_set_new(root, "stores", stores);
	json_object_set_new(root, "accesses", accesses);
	for (unsigned k = 0; k < pl->nmems; k++) {
		const struct prof_plan_mem *m = &pl->mems[k];
		const uint64_t *rec = st[k];
		uint64_t execs = 0;
		uint64_t samples = rec ? rec[PROF_MEM_STAT_SAMPLES] : 0;
		uint64_t out = rec ? rec[PROF_MEM_STAT_FLIPS_OUT] : 0;
		uint64_t vm = rec ? rec[PROF_MEM_STAT_VM_BYTES] : 0;

		/*
		 * Executions: the site's block count (the inline fast path
		 * does not count them; the runtime's count is of its own
		 * calls only).
		 */
		if (pl->inst_counter[m->id] != TR_NONE &&
		    counter(r, pl->inst_counter[m->id], &execs))
			goto out;
		if (writes(m->kind)) {
			uint64_t wr = rec ? rec[PROF_MEM_STAT_WRITTEN] : 0;
			uint64_t dead = rec ? rec[PROF_MEM_STAT_DEAD] : 0;
			uint64_t unread = rec ? rec[PROF_MEM_STAT_UNREAD] : 0;

			a = json_pack("{s:I, s:I, s:I, s:I}", "executions",
				      (json_int_t)execs, "granules",
				      (json_int_t)wr, "dead", (json_int_t)dead,
				      "unread", (json_int_t)unread);
			json_object_set_new(a, "dead_fraction", wr ?
				real((long double)dead / wr) : json_null());
			json_object_set_new(a, "loads_per_write", execs ?
				real((long double)loads[k] / execs) :
				json_null());
			id_key_set(stores, m->id, a);
		}
		a = json_pack("{s:s, s:I, s:I, s:I}", "kind",
			      mem_kind_names[m->kind], "executions",
			      (json_int_t)execs, "samples", (json_int_t)samples,
			      "flips_out", (json_int_t)out);
		json_object_set_new(a, "crash_fraction", samples ?
			real((long double)out / (64.0L * samples)) : json_null());
		json_object_set_new(a, "vm_bytes", samples ?
			json_integer((json_int_t)vm) : json_null());
		json_object_set_new(a, "reference_crash", samples ?
			real(prof_reference_crash(vm)) : json_null());
		id_key_set(accesses, m->id, a);
	}
	free(p);
	free(loads);
	free(st);
	return root;
out:
	json_decref(root);
	free(p);
	free(loads);
	free(st);
	return NULL;
}

/*
 * The successor counts n[nsucc] of one branch, with the sum *known of
 * those counted and the times *term it ran.
 */
static int
branch_succ(const struct prof_raw *r, const struct prof_plan_branch *b,
	    uint64_t *n, uint64_t *known, uint64_t *term)
{
	unsigned rest = TR_NONE;

	*known = *term = 0;
	if (counter(r, b->counter, term))
		return -1;
	for (unsigned k = 0; k < b->nsucc; k++) {
		if (b->succ[k].kind == PROF_EDGE_REST) {
			rest = k;
			continue;
		}
		if (counter(r, b->succ[k].counter, &n[k]) ||
		    add_count(known, n[k], "edge counts"))
			return -1;
	}
	if (rest != TR_NONE)
		n[rest] = *known <= *term ? *term - *known : 0;
	return 0;
}

/* The per-successor counts of one branch, as a JSON array. */
static json_t *
branch_counts(const struct prof_raw *r, const struct prof_plan_branch *b,
	      bool exact)
{
	uint64_t *n = xcalloc(b->nsucc, sizeof(*n)), term = 0, known = 0;
	json_t *a = NULL;
	bool rest = false;

	for (unsigned k = 0; k < b->nsucc; k++)
		rest |= b->succ[k].kind == PROF_EDGE_REST;
	if (branch_succ(r, b, n, &known, &term))
		goto out;
	if (exact && (rest ? known > term : known != term)) {
		tr_error("inconsistent profile counts at branch #%u: its "
			 "successors were taken %llu times, it ran %llu "
			 "(a trident bug)", b->id, (unsigned long long)known,
			 (unsigned long long)term);
		goto out;
	}
	a = json_array();
	for (unsigned k = 0; k < b->nsucc; k++)
		json_array_append_new(a, json_integer((json_int_t)n[k]));
out:
	free(n);
	return a;
}

/* The indices of mask's bits, ascending. */
static json_t *
bit_list(uint64_t mask)
{
	json_t *a = json_array();

	for (unsigned k = 0; k < 64; k++)
		if (mask >> k & 1)
			json_array_append_new(a, json_integer(k));
	return a;
}

/* "device"."params": each kernel with a parameter found live or dead
   (prof_protocol.h, "Read-back parameters"). */
static json_t *
params_json(const struct prof_plan *pl, const struct prof_raw *r)
{
	json_t *o = json_object();

	for (unsigned k = 0; k < pl->nkernels; k++) {
		uint64_t live = r->params[(size_t)k * PROF_PARAM_WORDS],
			 dead = r->params[(size_t)k * PROF_PARAM_WORDS + 1] &
				~live;

		if (live | dead)
			json_object_set_new(o, pl->kernels[k].name,
				json_pack("{s:o, s:o}", "dead", bit_list(dead),
					  "live", bit_list(live)));
	}
	return o;
}

static json_t *
build(const struct prof_plan *pl, const struct prof_raw *r,
      const struct prof_run_info *info)
{
	json_t *root = NULL, *counts, *branches, *calls, *args, *a, *ex, *t;
	uint64_t insts = 0, cands = 0, v = 0;
	/* Counts add up exactly unless the run was cut short or threaded. */
	bool exact = !info->signaled && r->end == PROF_END_EXIT && !pl->atomic;

	root = json_object();
	counts = json_object();
	branches = json_object();
	calls = json_object();
	args = json_array();
	json_object_set_new(root, "counts", counts);
	json_object_set_new(root, "branches", branches);
	json_object_set_new(root, "calls", calls);
	json_object_set_new(root, "args", args);

	for (unsigned id = 1; id <= pl->max_id; id++) {
		unsigned k = pl->inst_counter[id];

		if (k == TR_NONE)
			continue;
		if (counter(r, k, &v) ||
		    add_count(&insts, v, "instruction counts") ||
		    ((pl->inst_flags[id] & PROF_I_CANDIDATE) &&
		     add_count(&cands, v, "candidate counts")))
			goto fail;
		id_key_set(counts, id, json_integer((json_int_t)v));
	}
	for (unsigned i = 0; i < pl->nbranches; i++) {
		a = branch_counts(r, &pl->branches[i], exact);
		if (!a)
			goto fail;
		id_key_set(branches, pl->branches[i].id, a);
	}
	for (unsigned i = 0; i < pl->ncalls; i++) {
		const struct prof_plan_call *c = &pl->calls[i];

		if (counter(r, c->counter, &v))
			goto fail;
		t = c->callee ? text(c->callee, "a callee's name") : json_null();
		if (!t)
			goto fail;
		id_key_set(calls, c->id, json_pack("{s:o, s:I}", "callee", t,
						   "count", (json_int_t)v));
	}
	if (section_size("value records", r->nvalues, pl->nvalues,
			 PROF_VREC_WORDS) ||
	    section_size("compare records", r->ncompares, pl->ncompares,
			 PROF_CREC_WORDS) ||
	    section_size("shift records", r->nshifts, pl->nshifts,
			 PROF_SREC_WORDS) ||
	    section_size("margin records", r->nmargins, pl->nmargins,
			 PROF_MARGIN_BINS) ||
	    section_size("output magnitude records", r->noutmags,
			 pl->noutmags, PROF_OUTMAG_WORDS))
		goto fail;
	if (!(t = values_json(pl, r)))
		goto fail;
	json_object_set_new(root, "values", t);
	if (!(t = compares_json(pl, r)))
		goto fail;
	json_object_set_new(root, "compares", t);
	if (!(t = shifts_json(pl, r)))
		goto fail;
	json_object_set_new(root, "shifts", t);
	if (!(t = outputs_json(pl, r)))
		goto fail;
	json_object_set_new(root, "outputs", t);
	if (pl->memory) {
		if (!(t = memory_json(pl, r)))
			goto fail;
		json_object_set_new(root, "memory", t);
	}
	if (r->ndevice >= PROF_DEVICE_WORDS) {
		t = json_pack("{s:I, s:I, s:I}",
			"allocations", (json_int_t)r->device[0],
			"bytes", (json_int_t)r->device[1],
			"largest", (json_int_t)r->device[2]);
		/* a dump of an older runtime has no PROF_SEC_PARAMS */
		if (r->params && section_size("read-back parameters",
					      r->nparams, pl->nkernels,
					      PROF_PARAM_WORDS)) {
			json_decref(t);
			goto fail;
		}
		if (r->nparams && pl->nkernels)
			json_object_set_new(t, "params", params_json(pl, r));
		json_object_set_new(root, "device", t);
	}
	for (unsigned i = 0; i < info->nargs; i++) {
		if (!(t = text(info->args[i], "an argument of the program")))
			goto fail;
		json_array_append_new(args, t);
	}
	if (!(t = text(info->module, "the module's path")))
		goto fail;
	json_object_set_new(root, "module", t);

	ex = json_object();
	json_object_set_new(ex, "crashed", json_boolean(info->signaled));
	json_object_set_new(ex, "signal", info->signaled ?
			    json_integer(info->code) : json_null());
	json_object_set_new(ex, "status", info->signaled ? json_null() :
			    json_integer(info->code));
	json_object_set_new(root, "exit", ex);
	json_object_set_new(root, "totals", json_pack("{s:I, s:I}",
		"instructions", (json_int_t)insts,
		"candidates", (json_int_t)cands));
	json_object_set_new(root, "format", json_string(PROF_FORMAT));
	json_object_set_new(root, "version", json_integer(PROF_VERSION));
	json_object_set_new(root, "hash", json_string(pl->hash));
	json_object_set_new(root, "shape", json_string(pl->shape));
	if (pl->seal[0])
		json_object_set_new(root, "seal", json_string(pl->seal));
	json_object_set_new(root, "mode", json_string(info->lite ? "lite" :
							       "full"));
	json_object_set_new(root, "atomic", json_boolean(pl->atomic));
	return root;
fail:
	json_decref(root);
	return NULL;
}

/*
 * The counts of the derived counters (profiler.h), into r's counters,
 * from the incremented ones. A sum out of range is an error in a run that
 * ended normally; after a crash or in a snapshot of threads it is 0.
 */
static int
derive_counts(const struct prof_plan *pl, struct prof_raw *r, bool exact)
{
	for (unsigned k = 0; k < pl->ncounters; k++) {
		const struct prof_site *s = &pl->sites[k];
		__int128 sum = 0;
		uint64_t v = 0;

		if (!s->nterms)
			continue;
		for (unsigned j = 0; j < s->nterms; j++) {
			if (counter(r, s->terms[j].counter, &v))
				return -1;
			sum += (__int128)s->terms[j].coef * (__int128)v;
		}
		if (sum < 0 || sum > COUNT_MAX) {
			if (exact)
				return tr_error("inconsistent profile counts: "
						"derived counter %u is %s "
						"(a trident bug or a corrupt "
						"dump)", k, sum < 0 ?
						"negative" : "too large");
			sum = 0;
		}
		r->counters[k] = (uint64_t)sum;
	}
	return 0;
}

json_t *
prof_json_build(const struct prof_plan *pl, const struct prof_raw *r,
		const struct prof_run_info *info)
{
	struct prof_raw with = *r;
	json_t *root = NULL;
	bool exact = !info->signaled && r->end == PROF_END_EXIT && !pl->atomic;

	if (strcmp(r->hash, pl->hash) != 0) {
		tr_error("the profile dump was written by module %s, not %s",
			 r->hash, pl->hash);
		return NULL;
	}
	if (r->ncounters != pl->ncounters) {
		tr_error("the profile dump has %llu counters, the module %u",
			 (unsigned long long)r->ncounters, pl->ncounters);
		return NULL;
	}
	with.counters = xmalloc(pl->ncounters * sizeof(*with.counters) + 1);
	memcpy(with.counters, r->counters,
	       pl->ncounters * sizeof(*with.counters));
	if (!derive_counts(pl, &with, exact))
		root = build(pl, &with, info);
	free(with.counters);
	return root;
}

int
prof_json_write(const json_t *profile, const char *path)
{
	char *tmp;
	int rc = 0;

	/* Written beside, then renamed: no half-written profile at path. */
	if (asprintf(&tmp, "%s.tmp", path) < 0)
		abort();
	if (json_dump_file(profile, tmp, JSON_SORT_KEYS | JSON_INDENT(2) |
			   JSON_REAL_PRECISION(17))) {
		rc = tr_error("cannot write profile '%s': %s", path,
			      strerror(errno));
		unlink(tmp);
	} else if (rename(tmp, path)) {
		rc = tr_error("cannot write profile '%s': %s", path,
			      strerror(errno));
		unlink(tmp);
	}
	free(tmp);
	return rc;
}
