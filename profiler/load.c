/*
 * load.c: reading a JSON profile back (format in docs/profile.md), for the
 * model and any other consumer, with the checks that keep a profile from
 * being applied to the wrong program: the format name, the version, and
 * the module hash.
 *
 * The value members ("values", "compares", "shifts"), "outputs" and
 * "memory" (full mode only) are optional, since profiles of the earlier
 * slices lack them, and so are a value site's "margins" and "magnitudes"
 * (issue 15); when present they are checked like the rest. Memory
 * pairs are kept twice, sorted by store and by load, so that the loads of
 * a store and the stores of a load are each one contiguous run.
 *
 * A profile is untrusted input (a file can be edited, cut short or
 * corrupted), and what it says must be possible: every count is an integer
 * from 0 to 2^63 - 1, every sum of counts is taken with an overflow check
 * and must fit in 63 bits as the profiler's own sums do, "totals" must be
 * the sums of "counts", every member's entry must name an instruction that
 * has a count and agree with that count where the format says it is the
 * same number (a branch's successors in a run that ended normally without
 * threads, a value site's executions, a compare's or a shift's n, an output
 * call's count and its call site's), fractions lie in [0, 1], names come
 * from their fixed lists, and a profile that counts no executed
 * instruction at all is refused. Each refusal is one line naming the file
 * and what is wrong. Whether the ids are the right kind of instruction of
 * the module is the model's check (model/check.c), since this reader does
 * not see the module.
 *
 * Members this reader does not know are ignored, so later versions of the
 * profiler can add sections (value profiles, memory dependences) that old
 * readers pass over; a change of meaning of an existing member bumps
 * PROF_VERSION instead, and this reader refuses other versions.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The largest count: a JSON integer, as the profiler writes it. */
#define COUNT_MAX ((uint64_t)INT64_MAX)

/*
 * s with its control characters (a newline, a tab, ...) made '?', so that
 * a message that quotes the file stays one line.
 */
static char *
one_line(char *s)
{
	for (char *c = s; *c; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f)
			*c = '?';
	return s;
}

/*
 * The error for a member that is missing or has the wrong shape (key
 * NULL) or for one of its entries, with why (a format) saying what is
 * wrong. Keys and names quoted from the file are cut to 64 characters.
 */
static int __attribute__((format(printf, 4, 5)))
bad(const char *path, const char *member, const char *key, const char *why,
    ...)
{
	char what[256], msg[512];
	va_list ap;

	va_start(ap, why);
	vsnprintf(what, sizeof(what), why, ap);
	va_end(ap);
	if (key)
		snprintf(msg, sizeof(msg), "bad entry \"%.64s\" in \"%s\": %s",
			 key, member, what);
	else
		snprintf(msg, sizeof(msg), "\"%s\" is missing or malformed: %s",
			 member, what);
	return tr_error("profile '%s': %s", path, one_line(msg));
}

/* A decimal instruction id, 1..UINT_MAX, nothing else. */
static bool
parse_id(const char *key, unsigned *id)
{
	unsigned long long v = 0;

	if (!*key || *key == '0')
		return false;
	for (const char *s = key; *s; s++) {
		if (*s < '0' || *s > '9')
			return false;
		v = 10 * v + (unsigned long long)(*s - '0');
		if (v > UINT_MAX)
			return false;
	}
	*id = (unsigned)v;
	return true;
}

/* A JSON integer that is a count (0 .. 2^63 - 1, all a JSON integer holds). */
static bool
get_count(const json_t *v, uint64_t *n)
{
	if (!json_is_integer(v) || json_integer_value(v) < 0)
		return false;
	*n = (uint64_t)json_integer_value(v);
	return true;
}

/* What is wrong with v as a count, for a message. */
static const char *
not_count(const json_t *v)
{
	if (!v)
		return "missing";
	if (json_is_integer(v))
		return "negative";
	if (json_is_real(v))
		return "not an integer";
	return "not a number";
}

/* Member name of object obj (entry key of member) as a count. */
static int
entry_count(const struct prof_profile *p, const char *member, const char *key,
	    const json_t *obj, const char *name, uint64_t *n)
{
	const json_t *v = json_object_get(obj, name);

	if (get_count(v, n))
		return 0;
	return bad(p->path, member, key, "\"%s\" is %s", name, not_count(v));
}

/* The key of an entry as an id, and the entry as an object. */
static int
entry_id(const struct prof_profile *p, const char *member, const char *key,
	 const json_t *v, bool object, unsigned *id)
{
	if (!parse_id(key, id))
		return bad(p->path, member, key, "not an instruction id (a "
			   "decimal number from 1 to %u)", UINT_MAX);
	if (object && !json_is_object(v))
		return bad(p->path, member, key, "not an object");
	return 0;
}

/*
 * The count of the instruction an entry of member is about, which every
 * instruction a member names has: a site is counted where it runs.
 */
static int
entry_inst_count(const struct prof_profile *p, const char *member,
		 const char *key, unsigned id, uint64_t *n)
{
	if (!prof_count(p, id, n))
		return bad(p->path, member, key, "#%u has no count in "
			   "\"counts\"", id);
	return 0;
}

/* The counts add up exactly: a run that ended normally, no threads. */
static bool
exact(const struct prof_profile *p)
{
	return !p->crashed && !p->atomic;
}

static int
by_inst(const void *a, const void *b)
{
	unsigned x = ((const struct prof_inst *)a)->id;
	unsigned y = ((const struct prof_inst *)b)->id;

	return (x > y) - (x < y);
}

/*
 * Counts by id, sorted: memory follows the file, however sparse the ids.
 * Their sum must fit in 63 bits, be "totals"."instructions", and not be 0.
 */
static int
load_counts(struct prof_profile *p, const json_t *counts)
{
	const char *key;
	json_t *v;
	uint64_t sum = 0;

	if (!json_is_object(counts))
		return bad(p->path, "counts", NULL, "not an object of counts "
			   "by instruction id");
	p->insts = xcalloc(json_object_size(counts) + 1, sizeof(*p->insts));
	json_object_foreach((json_t *)counts, key, v) {
		struct prof_inst *in = &p->insts[p->ninsts];

		if (entry_id(p, "counts", key, v, false, &in->id))
			return -1;
		if (!get_count(v, &in->count))
			return bad(p->path, "counts", key, "the count is %s",
				   not_count(v));
		if (__builtin_add_overflow(sum, in->count, &sum) ||
		    sum > COUNT_MAX)
			return tr_error("profile '%s': the counts in "
					"\"counts\" add up to more than 2^63 "
					"- 1, more than any run executes",
					p->path);
		p->ninsts++;
	}
	qsort(p->insts, p->ninsts, sizeof(*p->insts), by_inst);
	if (sum != p->total_insts)
		return tr_error("profile '%s': \"totals\" says %llu "
				"instructions ran, but \"counts\" add up to "
				"%llu", p->path,
				(unsigned long long)p->total_insts,
				(unsigned long long)sum);
	if (!sum)
		return tr_error("the profile '%s' counts no executed "
				"instruction: every count in \"counts\" is 0, "
				"so there is nothing to weigh a prediction by",
				p->path);
	return 0;
}

static int
by_branch(const void *a, const void *b)
{
	unsigned x = ((const struct prof_branch *)a)->id;
	unsigned y = ((const struct prof_branch *)b)->id;

	return (x > y) - (x < y);
}

static int
by_call(const void *a, const void *b)
{
	unsigned x = ((const struct prof_call *)a)->id;
	unsigned y = ((const struct prof_call *)b)->id;

	return (x > y) - (x < y);
}

/*
 * Successor counts of every branch; in a run that ended normally without
 * threads they add up to the times the branch ran (docs/profile.md,
 * Counters), otherwise (a crash, a snapshot of threads) they need not.
 */
static int
load_branches(struct prof_profile *p, const json_t *branches)
{
	const char *key;
	json_t *v, *e;
	size_t k;
	uint64_t n;

	if (!json_is_object(branches))
		return bad(p->path, "branches", NULL, "not an object of "
			   "successor counts by instruction id");
	p->branches = xcalloc(json_object_size(branches) + 1,
			      sizeof(*p->branches));
	json_object_foreach((json_t *)branches, key, v) {
		struct prof_branch *b = &p->branches[p->nbranches];

		if (entry_id(p, "branches", key, v, false, &b->id) ||
		    entry_inst_count(p, "branches", key, b->id, &n))
			return -1;
		if (!json_is_array(v) || !json_array_size(v) ||
		    json_array_size(v) > UINT_MAX)
			return bad(p->path, "branches", key, "not an array of "
				   "successor counts");
		b->nsucc = (unsigned)json_array_size(v);
		b->succ = xcalloc(b->nsucc, sizeof(*b->succ));
		p->nbranches++;
		json_array_foreach(v, k, e) {
			if (!get_count(e, &b->succ[k]))
				return bad(p->path, "branches", key,
					   "successor %zu's count is %s", k,
					   not_count(e));
			if (__builtin_add_overflow(b->total, b->succ[k],
						   &b->total) ||
			    b->total > COUNT_MAX)
				return bad(p->path, "branches", key, "its "
					   "successor counts add up to more "
					   "than 2^63 - 1");
		}
		if (exact(p) && b->total != n)
			return bad(p->path, "branches", key, "its successors "
				   "were taken %llu times, but \"counts\" says "
				   "#%u ran %llu times (in a run that ended "
				   "normally they are equal)",
				   (unsigned long long)b->total, b->id,
				   (unsigned long long)n);
	}
	qsort(p->branches, p->nbranches, sizeof(*p->branches), by_branch);
	return 0;
}

static int
load_calls(struct prof_profile *p, const json_t *calls)
{
	const char *key;
	json_t *v, *callee;
	uint64_t n;

	if (!json_is_object(calls))
		return bad(p->path, "calls", NULL, "not an object of call "
			   "sites by instruction id");
	p->calls = xcalloc(json_object_size(calls) + 1, sizeof(*p->calls));
	json_object_foreach((json_t *)calls, key, v) {
		struct prof_call *c = &p->calls[p->ncalls];

		if (entry_id(p, "calls", key, v, true, &c->id) ||
		    entry_inst_count(p, "calls", key, c->id, &n) ||
		    entry_count(p, "calls", key, v, "count", &c->count))
			return -1;
		callee = json_object_get(v, "callee");
		if (!(json_is_string(callee) || json_is_null(callee)) ||
		    (callee && json_is_string(callee) &&
		     !*json_string_value(callee)))
			return bad(p->path, "calls", key, "\"callee\" is not a "
				   "function's name or null");
		c->callee = json_is_string(callee) ?
			    xstrdup(json_string_value(callee)) : NULL;
		p->ncalls++;
	}
	qsort(p->calls, p->ncalls, sizeof(*p->calls), by_call);
	return 0;
}

static int
by_value(const void *a, const void *b)
{
	unsigned x = ((const struct prof_value *)a)->id;
	unsigned y = ((const struct prof_value *)b)->id;

	return (x > y) - (x < y);
}

static int
by_compare(const void *a, const void *b)
{
	unsigned x = ((const struct prof_compare *)a)->id;
	unsigned y = ((const struct prof_compare *)b)->id;

	return (x > y) - (x < y);
}

static int
by_shift(const void *a, const void *b)
{
	unsigned x = ((const struct prof_shift *)a)->id;
	unsigned y = ((const struct prof_shift *)b)->id;

	return (x > y) - (x < y);
}

/* A short string member into buf (size n); false if missing or too long. */
static bool
get_name(const json_t *v, char *buf, size_t n)
{
	if (!json_is_string(v) || strlen(json_string_value(v)) >= n)
		return false;
	memcpy(buf, json_string_value(v), strlen(json_string_value(v)) + 1);
	return true;
}

/* The PROF_VOP_* operation named name, or 0. */
static unsigned
vop_of(const char *name)
{
	for (unsigned op = 1; op <= PROF_VOP_LAST; op++)
		if (!strcmp(name, prof_vop_name(op)))
			return op;
	return 0;
}

/* An optional "exact" member: absent or a boolean. */
static bool
exact_ok(const json_t *v)
{
	const json_t *e = json_object_get(v, "exact");

	return !e || json_is_boolean(e);
}

/*
 * A member that repeats a ratio of counts (a sensitivity, a dead
 * fraction, loads per write), which this reader computes again rather
 * than trusting it: absent, or null when den is 0, or num / den but for
 * the rounding of its 17 digits. A number that says otherwise is edited.
 */
static bool
ratio_ok(const json_t *v, uint64_t num, uint64_t den)
{
	double want, slack;

	if (!v)
		return true;
	if (!den)
		return json_is_null(v);
	want = (double)num / (double)den;
	slack = 1e-9 * (want > 1 ? want : 1);
	return json_is_number(v) && fabs(json_number_value(v) - want) <= slack;
}

/*
 * A value site's "margins" (issue 15; optional: older profiles and sites
 * never sampled lack it): an object of bin -> count, bins "0" to "64" in
 * canonical decimal, only for a compare or min/max, the counts adding up
 * to at most its samples.
 */
static int
load_margins(struct prof_profile *p, const char *key, struct prof_value *e,
	     unsigned op, const json_t *margins)
{
	const char *bin;
	json_t *c;
	uint64_t sum = 0;
	unsigned k = 0;

	if (!margins)
		return 0;
	if (!json_is_object(margins))
		return bad(p->path, "values", key, "\"margins\" is not an "
			   "object of counts by bin");
	if (!prof_vop_margins(op))
		return bad(p->path, "values", key, "\"margins\" of %s, which "
			   "is neither a compare nor a min or max", e->op);
	json_object_foreach((json_t *)margins, bin, c) {
		/* Canonical decimal: no sign, no leading zero. */
		if (!*bin || strlen(bin) > 2 ||
		    strspn(bin, "0123456789") != strlen(bin) ||
		    (bin[0] == '0' && bin[1]) ||
		    (k = (unsigned)strtoul(bin, NULL, 10)) >= PROF_MARGIN_BINS)
			return bad(p->path, "values", key, "margin bin "
				   "\"%.8s\" is not 0 to %d", bin,
				   PROF_MARGIN_BINS - 1);
		if (!get_count(c, &e->margin[k]))
			return bad(p->path, "values", key, "margin bin %u's "
				   "count is %s", k, not_count(c));
		if (__builtin_add_overflow(sum, e->margin[k], &sum) ||
		    sum > e->samples)
			return bad(p->path, "values", key, "its margins count "
				   "more than its %llu samples",
				   (unsigned long long)e->samples);
	}
	e->has_margins = true;
	return 0;
}

/*
 * A value site's "magnitudes" (issue 15; optional as "margins"): four
 * [n, mean] pairs, operands 0..2 and the result, n at most the samples
 * (0 for an operand the operation does not have), mean null when n is 0,
 * else a finite number in [-1100, 1100] (floor(log2 |x|) of a double is
 * -1074 to 1023).
 */
static int
load_magnitudes(struct prof_profile *p, const char *key, struct prof_value *e,
		const json_t *mags)
{
	const json_t *pair, *m;
	double mean;

	if (!mags)
		return 0;
	if (!json_is_array(mags) || json_array_size(mags) != 4)
		return bad(p->path, "values", key, "\"magnitudes\" is not an "
			   "array of 4 [n, mean] pairs");
	for (unsigned s = 0; s < 4; s++) {
		pair = json_array_get(mags, s);
		m = json_array_get(pair, 1);
		if (!json_is_array(pair) || json_array_size(pair) != 2 ||
		    !get_count(json_array_get(pair, 0), &e->mag_n[s]))
			return bad(p->path, "values", key, "magnitude %u is "
				   "not [n, mean] with a count n", s);
		if (e->mag_n[s] > e->samples ||
		    (s < 3 && s >= e->nops && e->mag_n[s]))
			return bad(p->path, "values", key, "magnitude %u: %llu "
				   "values of %llu samples", s,
				   (unsigned long long)e->mag_n[s],
				   (unsigned long long)(s < 3 && s >= e->nops ?
							0 : e->samples));
		if (!e->mag_n[s] && json_is_null(m))
			continue;
		if (!e->mag_n[s] || !json_is_number(m) ||
		    !isfinite(mean = json_number_value(m)) || mean < -1100 ||
		    mean > 1100)
			return bad(p->path, "values", key, "magnitude %u's "
				   "mean is not null (n = 0) or a number from "
				   "-1100 to 1100 (n > 0)", s);
		e->mag_mean[s] = mean;
	}
	return 0;
}

/* "values" (optional: profiles of the first slice lack it). */
static int
load_values(struct prof_profile *p, const json_t *values)
{
	const char *key;
	json_t *v, *ops, *o;
	size_t k;
	uint64_t n;
	unsigned op;

	if (!values)
		return 0;
	if (!json_is_object(values))
		return bad(p->path, "values", NULL, "not an object of value "
			   "profiles by instruction id");
	p->values = xcalloc(json_object_size(values) + 1, sizeof(*p->values));
	json_object_foreach((json_t *)values, key, v) {
		struct prof_value *e = &p->values[p->nvalues];

		if (entry_id(p, "values", key, v, true, &e->id) ||
		    entry_inst_count(p, "values", key, e->id, &n) ||
		    entry_count(p, "values", key, v, "samples", &e->samples) ||
		    entry_count(p, "values", key, v, "executions",
				&e->executions))
			return -1;
		if (!get_name(json_object_get(v, "op"), e->op, sizeof(e->op)) ||
		    !(op = vop_of(e->op)))
			return bad(p->path, "values", key, "\"op\" is not an "
				   "operation the profiler re-evaluates");
		if (e->executions != n)
			return bad(p->path, "values", key, "\"executions\" is "
				   "%llu, but \"counts\" says #%u ran %llu "
				   "times", (unsigned long long)e->executions,
				   e->id, (unsigned long long)n);
		if (exact(p) && e->samples > e->executions)
			return bad(p->path, "values", key, "%llu samples of "
				   "%llu executions",
				   (unsigned long long)e->samples,
				   (unsigned long long)e->executions);
		ops = json_object_get(v, "operands");
		if (!json_is_array(ops) ||
		    json_array_size(ops) != prof_vop_nops(op))
			return bad(p->path, "values", key, "\"operands\" is "
				   "not an array of the %u operands of %s",
				   prof_vop_nops(op), e->op);
		e->nops = (unsigned)json_array_size(ops);
		json_array_foreach(ops, k, o) {
			char name[32];

			if (json_is_null(o))
				continue;
			snprintf(name, sizeof(name), "operand %zu", k);
			if (!json_is_object(o))
				return bad(p->path, "values", key, "%s is not "
					   "an object or null", name);
			if (entry_count(p, "values", key, o, "flips",
					&e->ops[k].flips) ||
			    entry_count(p, "values", key, o, "changed",
					&e->ops[k].changed))
				return -1;
			if (e->ops[k].changed > e->ops[k].flips)
				return bad(p->path, "values", key, "%s: %llu "
					   "of %llu flips changed the result",
					   name, (unsigned long long)
					   e->ops[k].changed,
					   (unsigned long long)e->ops[k].flips);
			if (!ratio_ok(json_object_get(o, "sensitivity"),
				      e->ops[k].changed, e->ops[k].flips))
				return bad(p->path, "values", key, "%s: "
					   "\"sensitivity\" is not changed / "
					   "flips", name);
			e->ops[k].flipped = true;
		}
		if (load_margins(p, key, e, op,
				 json_object_get(v, "margins")) ||
		    load_magnitudes(p, key, e,
				    json_object_get(v, "magnitudes")))
			return -1;
		p->nvalues++;
	}
	qsort(p->values, p->nvalues, sizeof(*p->values), by_value);
	return 0;
}

/* A mean: a real (or an integer), or null when it has none. */
static bool
get_mean(const json_t *v, double *m, bool *has)
{
	if (json_is_null(v)) {
		*has = false;
		return true;
	}
	if (!json_is_number(v) || !isfinite(json_number_value(v)))
		return false;
	*m = json_number_value(v);
	*has = true;
	return true;
}

/* Whether s is one of the n names in list. */
static bool
listed(const char *s, const char *const *list, size_t n)
{
	for (size_t k = 0; k < n; k++)
		if (!strcmp(s, list[k]))
			return true;
	return false;
}

/* Whether s is a predicate the profile spells (prof_predicate_name). */
static bool
predicate_known(const char *s, bool fp)
{
	const char *name;

	for (unsigned k = 0; (name = prof_predicate_name(fp, k)); k++)
		if (!strcmp(s, name))
			return true;
	return false;
}

/* The width of a compare's operand type ("i1".."i64", "ptr", "float",
   "double"), or 0 for anything else. */
static unsigned
type_width(const char *t)
{
	unsigned long w;
	char *end;

	if (!strcmp(t, "ptr") || !strcmp(t, "double"))
		return 64;
	if (!strcmp(t, "float"))
		return 32;
	if (t[0] != 'i' || t[1] < '1' || t[1] > '9')
		return 0;
	w = strtoul(t + 1, &end, 10);
	return *end || w > 64 ? 0 : (unsigned)w;
}

/* "compares" (optional). */
static int
load_compares(struct prof_profile *p, const json_t *compares)
{
	const char *key;
	json_t *v, *mean;
	bool has0, has1;
	uint64_t n;

	if (!compares)
		return 0;
	if (!json_is_object(compares))
		return bad(p->path, "compares", NULL, "not an object of "
			   "compare statistics by instruction id");
	p->compares = xcalloc(json_object_size(compares) + 1,
			      sizeof(*p->compares));
	json_object_foreach((json_t *)compares, key, v) {
		struct prof_compare *c = &p->compares[p->ncompares];

		if (entry_id(p, "compares", key, v, true, &c->id) ||
		    entry_inst_count(p, "compares", key, c->id, &n) ||
		    entry_count(p, "compares", key, v, "n", &c->n) ||
		    entry_count(p, "compares", key, v, "true", &c->ntrue) ||
		    entry_count(p, "compares", key, v, "false", &c->nfalse))
			return -1;
		if (!get_name(json_object_get(v, "type"), c->type,
			      sizeof(c->type)) ||
		    !(c->width = type_width(c->type)))
			return bad(p->path, "compares", key, "\"type\" is not "
				   "i1 to i64, ptr, float or double");
		c->fp = !strcmp(c->type, "float") || !strcmp(c->type, "double");
		if (!get_name(json_object_get(v, "predicate"), c->predicate,
			      sizeof(c->predicate)) ||
		    !predicate_known(c->predicate, c->fp))
			return bad(p->path, "compares", key, "\"predicate\" is "
				   "not one of %s",
				   c->fp ? "fcmp's" : "icmp's");
		if (c->n != n)
			return bad(p->path, "compares", key, "\"n\" is %llu, "
				   "but \"counts\" says #%u ran %llu times",
				   (unsigned long long)c->n, c->id,
				   (unsigned long long)n);
		if (c->ntrue > c->n || c->nfalse != c->n - c->ntrue)
			return bad(p->path, "compares", key, "true %llu and "
				   "false %llu times do not add up to n = %llu",
				   (unsigned long long)c->ntrue,
				   (unsigned long long)c->nfalse,
				   (unsigned long long)c->n);
		if (!exact_ok(v))
			return bad(p->path, "compares", key, "\"exact\" is not "
				   "a boolean");
		mean = json_object_get(v, "mean");
		if (json_is_array(mean) && json_array_size(mean) == 2 &&
		    get_mean(json_array_get(mean, 0), &c->mean[0], &has0) &&
		    get_mean(json_array_get(mean, 1), &c->mean[1], &has1) &&
		    c->n) {
			c->has_mean = has0 && has1;
		} else if (!json_is_null(mean)) {
			return bad(p->path, "compares", key, "\"mean\" is not "
				   "null or two operand means of a compare "
				   "that ran");
		}
		p->ncompares++;
	}
	qsort(p->compares, p->ncompares, sizeof(*p->compares), by_compare);
	return 0;
}

/* "shifts" (optional). */
static int
load_shifts(struct prof_profile *p, const json_t *shifts)
{
	static const char *const ops[] = { "shl", "lshr", "ashr" };
	const char *key;
	json_t *v, *op;
	uint64_t w, n;

	if (!shifts)
		return 0;
	if (!json_is_object(shifts))
		return bad(p->path, "shifts", NULL, "not an object of shift "
			   "statistics by instruction id");
	p->shifts = xcalloc(json_object_size(shifts) + 1, sizeof(*p->shifts));
	json_object_foreach((json_t *)shifts, key, v) {
		struct prof_shift *s = &p->shifts[p->nshifts];

		if (entry_id(p, "shifts", key, v, true, &s->id) ||
		    entry_inst_count(p, "shifts", key, s->id, &n) ||
		    entry_count(p, "shifts", key, v, "n", &s->n) ||
		    entry_count(p, "shifts", key, v, "width", &w))
			return -1;
		op = json_object_get(v, "op");
		if (!json_is_string(op) ||
		    !listed(json_string_value(op), ops, 3))
			return bad(p->path, "shifts", key, "\"op\" is not shl, "
				   "lshr or ashr");
		if (w < 1 || w > 64)
			return bad(p->path, "shifts", key, "\"width\" is %llu, "
				   "not 1 to 64", (unsigned long long)w);
		if (s->n != n)
			return bad(p->path, "shifts", key, "\"n\" is %llu, but "
				   "\"counts\" says #%u ran %llu times",
				   (unsigned long long)s->n, s->id,
				   (unsigned long long)n);
		if (!get_mean(json_object_get(v, "mean"), &s->mean,
			      &s->has_mean) ||
		    (s->has_mean && (s->mean < 0 || !s->n)))
			return bad(p->path, "shifts", key, "\"mean\" is not "
				   "null or the mean amount (>= 0) of a shift "
				   "that ran");
		if (!exact_ok(v))
			return bad(p->path, "shifts", key, "\"exact\" is not "
				   "a boolean");
		s->width = (unsigned)w;
		p->nshifts++;
	}
	qsort(p->shifts, p->nshifts, sizeof(*p->shifts), by_shift);
	return 0;
}

static int
by_store_load(const void *a, const void *b)
{
	const struct prof_mem_pair *x = a, *y = b;

	if (x->store != y->store)
		return (x->store > y->store) - (x->store < y->store);
	return (x->load > y->load) - (x->load < y->load);
}

static int
by_load_store(const void *a, const void *b)
{
	const struct prof_mem_pair *x = a, *y = b;

	if (x->load != y->load)
		return (x->load > y->load) - (x->load < y->load);
	return (x->store > y->store) - (x->store < y->store);
}

static int
by_mstore(const void *a, const void *b)
{
	unsigned x = ((const struct prof_mem_store *)a)->id;
	unsigned y = ((const struct prof_mem_store *)b)->id;

	return (x > y) - (x < y);
}

static int
by_access(const void *a, const void *b)
{
	unsigned x = ((const struct prof_mem_access *)a)->id;
	unsigned y = ((const struct prof_mem_access *)b)->id;

	return (x > y) - (x < y);
}

static int
by_output(const void *a, const void *b)
{
	unsigned x = ((const struct prof_output *)a)->id;
	unsigned y = ((const struct prof_output *)b)->id;

	return (x > y) - (x < y);
}

/* A real in [0, 1] (an integer 0 or 1 too). */
static bool
get_fraction(const json_t *v, double *f)
{
	if (!json_is_number(v))
		return false;
	*f = json_number_value(v);
	return *f >= 0 && *f <= 1;
}

/* A store id as a JSON integer: 0..UINT_MAX. */
static bool
get_id(const json_t *v, unsigned *id)
{
	uint64_t n;

	if (!get_count(v, &n) || n > UINT_MAX)
		return false;
	*id = (unsigned)n;
	return true;
}

static int
load_pairs(struct prof_profile *p, const json_t *pairs)
{
	size_t k;
	json_t *t;

	if (!json_is_array(pairs))
		return bad(p->path, "memory", "pairs", "not an array");
	p->pairs = xcalloc(json_array_size(pairs) + 1, sizeof(*p->pairs));
	json_array_foreach(pairs, k, t) {
		struct prof_mem_pair *e = &p->pairs[p->npairs];

		if (!json_is_array(t) || json_array_size(t) != 3 ||
		    !get_id(json_array_get(t, 0), &e->store) ||
		    !get_id(json_array_get(t, 1), &e->load) || !e->load ||
		    !get_count(json_array_get(t, 2), &e->count))
			return bad(p->path, "memory", "pairs", "pair %zu is "
				   "not [store id or 0, load id, count]", k);
		p->npairs++;
	}
	qsort(p->pairs, p->npairs, sizeof(*p->pairs), by_store_load);
	p->pairs_by_load = xmalloc((p->npairs + 1) * sizeof(*p->pairs));
	memcpy(p->pairs_by_load, p->pairs, p->npairs * sizeof(*p->pairs));
	qsort(p->pairs_by_load, p->npairs, sizeof(*p->pairs), by_load_store);
	return 0;
}

/* The executions of a memory site: its count (0 if it has none). */
static int
mem_executions(const struct prof_profile *p, const char *key, unsigned id,
	       uint64_t executions)
{
	uint64_t n = 0;

	prof_count(p, id, &n);
	if (executions != n)
		return bad(p->path, "memory", key, "\"executions\" is %llu, "
			   "but \"counts\" says #%u ran %llu times",
			   (unsigned long long)executions, id,
			   (unsigned long long)n);
	return 0;
}

static int
load_stores(struct prof_profile *p, const json_t *stores)
{
	const char *key;
	json_t *v, *f;

	p->stores = xcalloc(json_object_size(stores) + 1, sizeof(*p->stores));
	json_object_foreach((json_t *)stores, key, v) {
		struct prof_mem_store *e = &p->stores[p->nstores];
		const struct prof_mem_pair *pr;
		uint64_t loads = 0;
		size_t n;

		if (entry_id(p, "memory", key, v, true, &e->id) ||
		    entry_count(p, "memory", key, v, "executions",
				&e->executions) ||
		    entry_count(p, "memory", key, v, "granules",
				&e->granules) ||
		    entry_count(p, "memory", key, v, "dead", &e->dead) ||
		    mem_executions(p, key, e->id, e->executions))
			return -1;
		if (e->dead > e->granules)
			return bad(p->path, "memory", key, "%llu dead of %llu "
				   "granules written",
				   (unsigned long long)e->dead,
				   (unsigned long long)e->granules);
		e->dead_fraction = e->granules ?
			(double)e->dead / (double)e->granules : 0;
		if (!ratio_ok(json_object_get(v, "dead_fraction"), e->dead,
			      e->granules))
			return bad(p->path, "memory", key, "\"dead_fraction\" "
				   "is not dead / granules");
		/* The loads of what it wrote, per execution. */
		pr = prof_mem_loads_of(p, e->id, &n);
		for (size_t k = 0; k < n; k++)
			if (__builtin_add_overflow(loads, pr[k].count,
						   &loads) || loads > COUNT_MAX)
				return bad(p->path, "memory", key, "the counts "
					   "of its pairs add up to more than "
					   "2^63 - 1");
		f = json_object_get(v, "loads_per_write");
		if (!f || !ratio_ok(f, loads, e->executions))
			return bad(p->path, "memory", key,
				   "\"loads_per_write\" is not its pairs' "
				   "counts / executions");
		e->loads_per_write = json_is_number(f) ?
				     json_number_value(f) : 0;
		p->nstores++;
	}
	qsort(p->stores, p->nstores, sizeof(*p->stores), by_mstore);
	return 0;
}

static bool
null_or_absent(const json_t *v)
{
	return !v || json_is_null(v);
}

/* a and b are the same fraction, but for rounding in the last digits. */
static bool
same_fraction(double a, double b)
{
	return fabs(a - b) <= 1e-9;
}

static const char *const mem_kinds[] = {
	"load", "store", "atomic", "memcpy", "memset", "output", "format",
	"string",
};

static int
load_accesses(struct prof_profile *p, const json_t *accesses)
{
	const char *key;
	json_t *v;
	uint64_t tried;

	p->accesses = xcalloc(json_object_size(accesses) + 1,
			      sizeof(*p->accesses));
	json_object_foreach((json_t *)accesses, key, v) {
		struct prof_mem_access *e = &p->accesses[p->naccesses];

		if (entry_id(p, "memory", key, v, true, &e->id) ||
		    entry_count(p, "memory", key, v, "executions",
				&e->executions) ||
		    entry_count(p, "memory", key, v, "samples", &e->samples) ||
		    entry_count(p, "memory", key, v, "flips_out",
				&e->flips_out) ||
		    mem_executions(p, key, e->id, e->executions))
			return -1;
		if (!get_name(json_object_get(v, "kind"), e->kind,
			      sizeof(e->kind)) ||
		    !listed(e->kind, mem_kinds, 8))
			return bad(p->path, "memory", key, "\"kind\" is not "
				   "load, store, atomic, memcpy, memset, "
				   "output, format or string");
		/* 64 flips of the address per sample. */
		if (!__builtin_mul_overflow(e->samples, 64, &tried) &&
		    e->flips_out > tried)
			return bad(p->path, "memory", key, "%llu flips left "
				   "mapped memory of %llu tried",
				   (unsigned long long)e->flips_out,
				   (unsigned long long)tried);
		e->sampled = e->samples > 0;
		/* Never sampled: nothing measured, null (or absent). */
		if (!e->sampled &&
		    (!null_or_absent(json_object_get(v, "crash_fraction")) ||
		     !null_or_absent(json_object_get(v, "vm_bytes")) ||
		     !null_or_absent(json_object_get(v, "reference_crash"))))
			return bad(p->path, "memory", key, "never sampled, but "
				   "\"crash_fraction\", \"vm_bytes\" or "
				   "\"reference_crash\" is not null");
		if (e->sampled &&
		    (!get_fraction(json_object_get(v, "crash_fraction"),
				   &e->crash_fraction) ||
		     !same_fraction(e->crash_fraction,
				    (double)e->flips_out /
					    (64.0 * (double)e->samples))))
			return bad(p->path, "memory", key, "\"crash_fraction\" "
				   "is not flips_out / (64 samples)");
		if (e->sampled &&
		    entry_count(p, "memory", key, v, "vm_bytes", &e->vm_bytes))
			return -1;
		if (e->sampled &&
		    (!get_fraction(json_object_get(v, "reference_crash"),
				   &e->reference_crash) ||
		     !same_fraction(e->reference_crash,
				    prof_reference_crash(e->vm_bytes))))
			return bad(p->path, "memory", key,
				   "\"reference_crash\" is not the crash rate "
				   "of \"vm_bytes\"");
		p->naccesses++;
	}
	qsort(p->accesses, p->naccesses, sizeof(*p->accesses), by_access);
	return 0;
}

/* Whether a memory access of kind k writes memory (a store's pairs). */
static bool
kind_writes(const char *k)
{
	return !strcmp(k, "store") || !strcmp(k, "atomic") ||
	       !strcmp(k, "memcpy") || !strcmp(k, "memset") ||
	       !strcmp(k, "format") || !strcmp(k, "string");
}

/* Whether a memory access of kind k reads memory (a load's pairs). */
static bool
kind_reads(const char *k)
{
	return strcmp(k, "store") && strcmp(k, "memset");
}

/*
 * The memory members against each other: every store is a writing access,
 * and every pair joins a store (or 0) and an access that reads.
 */
static int
check_memory(const struct prof_profile *p)
{
	char key[16];

	for (unsigned i = 0; i < p->nstores; i++) {
		const struct prof_mem_access *a =
			prof_mem_access_find(p, p->stores[i].id);

		snprintf(key, sizeof(key), "%u", p->stores[i].id);
		if (!a || !kind_writes(a->kind))
			return bad(p->path, "memory", key, "a store that is no "
				   "writing access in \"accesses\"");
	}
	for (size_t i = 0; i < p->npairs; i++) {
		const struct prof_mem_pair *e = &p->pairs[i];
		const struct prof_mem_access *a =
			prof_mem_access_find(p, e->load);

		if ((e->store && !prof_mem_store_find(p, e->store)) || !a ||
		    !kind_reads(a->kind))
			return bad(p->path, "memory", "pairs", "the pair (#%u, "
				   "#%u) is not of a store in \"stores\" and "
				   "a reading access in \"accesses\"",
				   e->store, e->load);
	}
	return 0;
}

/* "memory" (optional: full mode only). */
static int
load_memory(struct prof_profile *p, const json_t *memory)
{
	const json_t *stores = json_object_get(memory, "stores");
	const json_t *accesses = json_object_get(memory, "accesses");

	if (!memory)
		return 0;
	if (!json_is_object(memory) || !json_is_object(stores) ||
	    !json_is_object(accesses))
		return bad(p->path, "memory", NULL, "not an object of pairs, "
			   "stores and accesses");
	if (p->lite)
		return bad(p->path, "memory", NULL, "a --lite profile has no "
			   "memory profile");
	p->memory = true;
	if (load_pairs(p, json_object_get(memory, "pairs")) ||
	    load_stores(p, stores) || load_accesses(p, accesses))
		return -1;
	return check_memory(p);
}

/* The conversion characters a printf format can have (plan.c). */
#define CONV_TYPES "diouxXfFeEgGaAcspnCS"

/*
 * The "magnitude" of conversion k of an output call (issue 15; optional):
 * [n, mean] on a floating-point conversion only, n at most the calls (in
 * a run that ended normally without threads), mean null when n is 0,
 * else a finite number in [-1100, 1100].
 */
static int
load_output_mag(struct prof_profile *p, const char *key, size_t k,
		uint64_t calls, struct prof_conv *c, const json_t *mag)
{
	const json_t *m = json_array_get(mag, 1);
	double mean = 0;

	if (!mag)
		return 0;
	if (!strchr("fFeEgGaA", c->type))
		return bad(p->path, "outputs", key, "conversion %zu has a "
			   "\"magnitude\", but is not a floating-point one", k);
	if (!json_is_array(mag) || json_array_size(mag) != 2 ||
	    !get_count(json_array_get(mag, 0), &c->mag_n))
		return bad(p->path, "outputs", key, "conversion %zu's "
			   "\"magnitude\" is not [n, mean] with a count n", k);
	if (exact(p) && c->mag_n > calls)
		return bad(p->path, "outputs", key, "conversion %zu's "
			   "\"magnitude\" counts %llu values of %llu calls", k,
			   (unsigned long long)c->mag_n,
			   (unsigned long long)calls);
	if (c->mag_n ? !json_is_number(m) ||
		       !isfinite(mean = json_number_value(m)) ||
		       mean < -1100 || mean > 1100 : !json_is_null(m))
		return bad(p->path, "outputs", key, "conversion %zu's "
			   "magnitude mean is not null (n = 0) or a number "
			   "from -1100 to 1100 (n > 0)", k);
	c->mag_mean = mean;
	c->has_mag = true;
	return 0;
}

/* "outputs" (optional: profiles before the third slice lack it). */
static int
load_outputs(struct prof_profile *p, const json_t *outputs)
{
	const char *key;
	json_t *v, *conv, *c, *prec;
	size_t k;

	if (!outputs)
		return 0;
	if (!json_is_object(outputs))
		return bad(p->path, "outputs", NULL, "not an object of output "
			   "calls by instruction id");
	p->outputs = xcalloc(json_object_size(outputs) + 1,
			     sizeof(*p->outputs));
	json_object_foreach((json_t *)outputs, key, v) {
		struct prof_output *o = &p->outputs[p->noutputs];
		const json_t *callee = json_object_get(v, "callee");
		const struct prof_call *call;

		if (entry_id(p, "outputs", key, v, true, &o->id) ||
		    entry_count(p, "outputs", key, v, "count", &o->count))
			return -1;
		if (!json_is_string(callee) ||
		    !prof_is_output(json_string_value(callee)))
			return bad(p->path, "outputs", key, "\"callee\" is not "
				   "an output function");
		call = prof_call_find(p, o->id);
		if (!call || !call->callee ||
		    strcmp(call->callee, json_string_value(callee)) ||
		    call->count != o->count)
			return bad(p->path, "outputs", key, "\"callee\" %.16s "
				   "and \"count\" %llu are not those of its "
				   "call site in \"calls\"",
				   json_string_value(callee),
				   (unsigned long long)o->count);
		conv = json_object_get(v, "conversions");
		if (!(json_is_null(conv) || json_is_array(conv)) ||
		    json_array_size(conv) > INT_MAX)
			return bad(p->path, "outputs", key, "\"conversions\" "
				   "is not an array or null");
		o->callee = xstrdup(json_string_value(callee));
		p->noutputs++;
		o->nconv = json_is_null(conv) ? -1 :
			   (int)json_array_size(conv);
		o->conv = xcalloc(json_array_size(conv) + 1, sizeof(*o->conv));
		json_array_foreach(conv, k, c) {
			const json_t *type = json_object_get(c, "type");

			prec = json_object_get(c, "precision");
			if (!json_is_string(type) ||
			    strlen(json_string_value(type)) != 1 ||
			    !strchr(CONV_TYPES, json_string_value(type)[0]))
				return bad(p->path, "outputs", key,
					   "conversion %zu has no printf "
					   "conversion character as \"type\"",
					   k);
			o->conv[k].type = json_string_value(type)[0];
			if (json_is_null(prec))
				o->conv[k].precision = PROF_PREC_NONE;
			else if (json_is_string(prec) &&
				 !strcmp(json_string_value(prec), "*"))
				o->conv[k].precision = PROF_PREC_DYNAMIC;
			else if (json_is_integer(prec) &&
				 json_integer_value(prec) >= 0 &&
				 json_integer_value(prec) <= INT_MAX)
				o->conv[k].precision =
					(int)json_integer_value(prec);
			else
				return bad(p->path, "outputs", key,
					   "conversion %zu's \"precision\" is "
					   "not an integer >= 0, \"*\" or null",
					   k);
			if (load_output_mag(p, key, k, o->count, &o->conv[k],
					    json_object_get(c, "magnitude")))
				return -1;
		}
	}
	qsort(p->outputs, p->noutputs, sizeof(*p->outputs), by_output);
	return 0;
}

/* The header: who made the profile, of which run, and how it ended. */
static int
load_header(struct prof_profile *p, const json_t *root)
{
	const json_t *args = json_object_get(root, "args");
	const json_t *ex = json_object_get(root, "exit");
	const json_t *totals = json_object_get(root, "totals");
	const json_t *mode = json_object_get(root, "mode");
	const json_t *v;
	size_t i;

	if (!json_is_array(args))
		return bad(p->path, "args", NULL, "not an array of strings");
	p->args = xcalloc(json_array_size(args) + 1, sizeof(*p->args));
	json_array_foreach(args, i, v) {
		if (!json_is_string(v))
			return bad(p->path, "args", NULL, "argument %zu is not "
				   "a string", i);
		p->args[p->nargs++] = xstrdup(json_string_value(v));
	}
	v = json_object_get(root, "module");
	if (!json_is_string(v))
		return bad(p->path, "module", NULL, "not a string");
	p->module = xstrdup(json_string_value(v));
	if (!json_is_string(mode) || (strcmp(json_string_value(mode), "lite") &&
				      strcmp(json_string_value(mode), "full")))
		return bad(p->path, "mode", NULL, "not \"lite\" or \"full\"");
	p->lite = !strcmp(json_string_value(mode), "lite");
	v = json_object_get(root, "atomic");
	if (!json_is_boolean(v))
		return bad(p->path, "atomic", NULL, "not a boolean");
	p->atomic = json_is_true(v);
	if (!json_is_object(ex) ||
	    !json_is_boolean(json_object_get(ex, "crashed")))
		return bad(p->path, "exit", NULL, "no \"crashed\" boolean");
	p->crashed = json_is_true(json_object_get(ex, "crashed"));
	/* A signal number (1..127) or an exit status (0..255). */
	v = json_object_get(ex, p->crashed ? "signal" : "status");
	if (!json_is_integer(v) ||
	    json_integer_value(v) < (p->crashed ? 1 : 0) ||
	    json_integer_value(v) > (p->crashed ? 127 : 255))
		return bad(p->path, "exit", NULL, "%s",
			   p->crashed ? "\"signal\" is not a signal number" :
					"\"status\" is not an exit status");
	p->signal = p->crashed ? (int)json_integer_value(v) : 0;
	p->status = p->crashed ? -1 : (int)json_integer_value(v);
	if (!json_is_object(totals))
		return bad(p->path, "totals", NULL, "not an object");
	if (entry_count(p, "totals", "instructions", totals, "instructions",
			&p->total_insts) ||
	    entry_count(p, "totals", "candidates", totals, "candidates",
			&p->total_candidates))
		return -1;
	if (p->total_candidates > p->total_insts)
		return bad(p->path, "totals", NULL, "%llu candidates of %llu "
			   "instructions",
			   (unsigned long long)p->total_candidates,
			   (unsigned long long)p->total_insts);
	return 0;
}

/* Whether s is 16 lower-case hex digits (ir_module_hash). */
static bool
is_hash(const char *s)
{
	size_t n = strspn(s, "0123456789abcdef");

	return n == 16 && !s[n];
}

int
prof_load(struct prof_profile *p, const char *path, const char *hash)
{
	json_error_t err;
	json_t *root = NULL, *v;
	FILE *f;
	int rc = -1;

	memset(p, 0, sizeof(*p));
	p->path = xstrdup(path);
	f = fopen(path, "r");
	if (!f) {
		tr_error("cannot read profile '%s': %s", path, strerror(errno));
		goto out;
	}
	/* An id given twice would be ambiguous: the profiler never does. */
	root = json_loadf(f, JSON_REJECT_DUPLICATES, &err);
	fclose(f);
	if (!root) {
		tr_error("profile '%s' is not valid JSON (line %d: %s)", path,
			 err.line, one_line(err.text));
		goto out;
	}
	v = json_object_get(root, "format");
	if (!json_is_object(root) || !json_is_string(v) ||
	    strcmp(json_string_value(v), PROF_FORMAT) != 0) {
		tr_error("'%s' is not a trident profile (no \"format\": "
			 "\"%s\")", path, PROF_FORMAT);
		goto out;
	}
	v = json_object_get(root, "version");
	if (!json_is_integer(v)) {
		tr_error("profile '%s' has no format version", path);
		goto out;
	}
	if (json_integer_value(v) != PROF_VERSION) {
		tr_error("profile '%s' has format version %lld; this trident "
			 "reads version %d", path,
			 (long long)json_integer_value(v), PROF_VERSION);
		goto out;
	}
	v = json_object_get(root, "hash");
	if (!json_is_string(v) || !is_hash(json_string_value(v))) {
		bad(path, "hash", NULL, "not 16 lower-case hex digits");
		goto out;
	}
	memcpy(p->hash, json_string_value(v), 17);
	if (hash && strcmp(hash, p->hash) != 0) {
		tr_error("profile '%s' was made for module %s, not %s", path,
			 p->hash, hash);
		goto out;
	}
	if (load_header(p, root) ||
	    load_counts(p, json_object_get(root, "counts")) ||
	    load_branches(p, json_object_get(root, "branches")) ||
	    load_calls(p, json_object_get(root, "calls")) ||
	    load_values(p, json_object_get(root, "values")) ||
	    load_compares(p, json_object_get(root, "compares")) ||
	    load_shifts(p, json_object_get(root, "shifts")) ||
	    load_memory(p, json_object_get(root, "memory")) ||
	    load_outputs(p, json_object_get(root, "outputs")))
		goto out;
	rc = 0;
out:
	json_decref(root);
	if (rc)
		prof_release(p);
	return rc;
}

void
prof_release(struct prof_profile *p)
{
	for (unsigned i = 0; i < p->nargs; i++)
		free(p->args[i]);
	for (unsigned i = 0; i < p->nbranches; i++)
		free(p->branches[i].succ);
	for (unsigned i = 0; i < p->ncalls; i++)
		free(p->calls[i].callee);
	for (unsigned i = 0; i < p->noutputs; i++) {
		free(p->outputs[i].callee);
		free(p->outputs[i].conv);
	}
	free(p->outputs);
	free(p->pairs);
	free(p->pairs_by_load);
	free(p->stores);
	free(p->accesses);
	free(p->args);
	free(p->branches);
	free(p->calls);
	free(p->insts);
	free(p->values);
	free(p->compares);
	free(p->shifts);
	free(p->module);
	free(p->path);
	memset(p, 0, sizeof(*p));
}

bool
prof_count(const struct prof_profile *p, unsigned id, uint64_t *n)
{
	struct prof_inst key = { .id = id };
	const struct prof_inst *in;

	if (!p->ninsts)
		return false;
	in = bsearch(&key, p->insts, p->ninsts, sizeof(key), by_inst);
	if (!in)
		return false;
	*n = in->count;
	return true;
}

const struct prof_branch *
prof_branch_find(const struct prof_profile *p, unsigned id)
{
	struct prof_branch key = { .id = id };

	if (!p->nbranches)
		return NULL;
	return bsearch(&key, p->branches, p->nbranches, sizeof(key),
		       by_branch);
}

double
prof_branch_prob(const struct prof_branch *b, unsigned k)
{
	if (k >= b->nsucc || !b->total)
		return 0;
	return (double)b->succ[k] / (double)b->total;
}

const struct prof_call *
prof_call_find(const struct prof_profile *p, unsigned id)
{
	struct prof_call key = { .id = id };

	if (!p->ncalls)
		return NULL;
	return bsearch(&key, p->calls, p->ncalls, sizeof(key), by_call);
}

const struct prof_value *
prof_value_find(const struct prof_profile *p, unsigned id)
{
	struct prof_value key = { .id = id };

	if (!p->nvalues)
		return NULL;
	return bsearch(&key, p->values, p->nvalues, sizeof(key), by_value);
}

bool
prof_sensitivity(const struct prof_profile *p, unsigned id, unsigned k,
		 double *s)
{
	const struct prof_value *v = prof_value_find(p, id);

	if (!v || k >= v->nops || !v->ops[k].flipped || !v->ops[k].flips)
		return false;
	*s = (double)v->ops[k].changed / (double)v->ops[k].flips;
	return true;
}

double
prof_margin_below(const struct prof_value *v, int bin)
{
	uint64_t below = 0, all = 0;

	if (!v->has_margins)
		return -1;
	for (int k = 0; k < PROF_MARGIN_BINS; k++) {
		all += v->margin[k];
		if (k < bin)
			below += v->margin[k];
	}
	return all ? (double)below / (double)all : -1;
}

const struct prof_compare *
prof_compare_find(const struct prof_profile *p, unsigned id)
{
	struct prof_compare key = { .id = id };

	if (!p->ncompares)
		return NULL;
	return bsearch(&key, p->compares, p->ncompares, sizeof(key),
		       by_compare);
}

bool
prof_shift_mean(const struct prof_profile *p, unsigned id, double *k)
{
	struct prof_shift key = { .id = id };
	const struct prof_shift *s;

	if (!p->nshifts)
		return false;
	s = bsearch(&key, p->shifts, p->nshifts, sizeof(key), by_shift);
	if (!s || !s->has_mean)
		return false;
	*k = s->mean;
	return true;
}

/* The run of pairs in a (sorted by load or by store) whose key is id. */
static const struct prof_mem_pair *
pair_run(const struct prof_mem_pair *a, size_t n, bool by_load, unsigned id,
	 size_t *count)
{
	size_t lo = 0, hi = n, end;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		unsigned k = by_load ? a[mid].load : a[mid].store;

		if (k < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (end = lo; end < n && (by_load ? a[end].load : a[end].store) == id;
	     end++)
		;
	*count = end - lo;
	return *count ? &a[lo] : NULL;
}

const struct prof_mem_pair *
prof_mem_pairs(const struct prof_profile *p, size_t *n)
{
	*n = p->npairs;
	return p->npairs ? p->pairs : NULL;
}

const struct prof_mem_pair *
prof_mem_loads_of(const struct prof_profile *p, unsigned store, size_t *n)
{
	return pair_run(p->pairs, p->npairs, false, store, n);
}

const struct prof_mem_pair *
prof_mem_stores_of(const struct prof_profile *p, unsigned load, size_t *n)
{
	return pair_run(p->pairs_by_load, p->npairs, true, load, n);
}

const struct prof_mem_store *
prof_mem_store_find(const struct prof_profile *p, unsigned id)
{
	struct prof_mem_store key = { .id = id };

	if (!p->nstores)
		return NULL;
	return bsearch(&key, p->stores, p->nstores, sizeof(key), by_mstore);
}

const struct prof_mem_access *
prof_mem_access_find(const struct prof_profile *p, unsigned id)
{
	struct prof_mem_access key = { .id = id };

	if (!p->naccesses)
		return NULL;
	return bsearch(&key, p->accesses, p->naccesses, sizeof(key),
		       by_access);
}

bool
prof_mem_crash(const struct prof_profile *p, unsigned id, double *c)
{
	const struct prof_mem_access *a = prof_mem_access_find(p, id);

	if (!a || !a->sampled)
		return false;
	*c = a->crash_fraction;
	return true;
}

const struct prof_output *
prof_output_find(const struct prof_profile *p, unsigned id)
{
	struct prof_output key = { .id = id };

	if (!p->noutputs)
		return NULL;
	return bsearch(&key, p->outputs, p->noutputs, sizeof(key), by_output);
}
