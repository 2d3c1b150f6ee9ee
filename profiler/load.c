/*
 * load.c: reading a JSON profile back (format in docs/profile.md), for the
 * model and any other consumer, with the checks that keep a profile from
 * being applied to the wrong program: the format name, the version, and
 * the module hash.
 *
 * The value members ("values", "compares", "shifts"), "outputs" and
 * "memory" (full mode only) are optional, since profiles of the earlier
 * slices lack them; when present they are checked like the rest. Memory
 * pairs are kept twice, sorted by store and by load, so that the loads of
 * a store and the stores of a load are each one contiguous run.
 *
 * Members this reader does not know are ignored, so later versions of the
 * profiler can add sections (value profiles, memory dependences) that old
 * readers pass over; a change of meaning of an existing member bumps
 * PROF_VERSION instead, and this reader refuses other versions.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profiler.h"

/* The error for a member that is missing or has the wrong shape. */
static int
bad(const char *path, const char *member, const char *key)
{
	if (key)
		return tr_error("profile '%s': bad entry \"%s\" in \"%s\"",
				path, key, member);
	return tr_error("profile '%s': \"%s\" is missing or malformed", path,
			member);
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

/* A JSON integer that is a count (>= 0). */
static bool
get_count(const json_t *v, uint64_t *n)
{
	if (!json_is_integer(v) || json_integer_value(v) < 0)
		return false;
	*n = (uint64_t)json_integer_value(v);
	return true;
}

static int
by_inst(const void *a, const void *b)
{
	unsigned x = ((const struct prof_inst *)a)->id;
	unsigned y = ((const struct prof_inst *)b)->id;

	return (x > y) - (x < y);
}

/* Counts by id, sorted: memory follows the file, however sparse the ids. */
static int
load_counts(struct prof_profile *p, const json_t *counts)
{
	const char *key;
	json_t *v;

	if (!json_is_object(counts))
		return bad(p->path, "counts", NULL);
	p->insts = xcalloc(json_object_size(counts) + 1, sizeof(*p->insts));
	json_object_foreach((json_t *)counts, key, v) {
		struct prof_inst *in = &p->insts[p->ninsts];

		if (!parse_id(key, &in->id) || !get_count(v, &in->count))
			return bad(p->path, "counts", key);
		p->ninsts++;
	}
	qsort(p->insts, p->ninsts, sizeof(*p->insts), by_inst);
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

static int
load_branches(struct prof_profile *p, const json_t *branches)
{
	const char *key;
	json_t *v, *e;
	size_t k;

	if (!json_is_object(branches))
		return bad(p->path, "branches", NULL);
	p->branches = xcalloc(json_object_size(branches) + 1,
			      sizeof(*p->branches));
	json_object_foreach((json_t *)branches, key, v) {
		struct prof_branch *b = &p->branches[p->nbranches];

		if (!parse_id(key, &b->id) || !json_is_array(v) ||
		    !json_array_size(v) || json_array_size(v) > UINT_MAX)
			return bad(p->path, "branches", key);
		b->nsucc = (unsigned)json_array_size(v);
		b->succ = xcalloc(b->nsucc, sizeof(*b->succ));
		p->nbranches++;
		json_array_foreach(v, k, e) {
			if (!get_count(e, &b->succ[k]) ||
			    b->succ[k] > (uint64_t)INT64_MAX - b->total)
				return bad(p->path, "branches", key);
			b->total += b->succ[k];
		}
	}
	qsort(p->branches, p->nbranches, sizeof(*p->branches), by_branch);
	return 0;
}

static int
load_calls(struct prof_profile *p, const json_t *calls)
{
	const char *key;
	json_t *v, *callee;

	if (!json_is_object(calls))
		return bad(p->path, "calls", NULL);
	p->calls = xcalloc(json_object_size(calls) + 1, sizeof(*p->calls));
	json_object_foreach((json_t *)calls, key, v) {
		struct prof_call *c = &p->calls[p->ncalls];

		callee = json_object_get(v, "callee");
		if (!parse_id(key, &c->id) || !json_is_object(v) ||
		    !(json_is_string(callee) || json_is_null(callee)) ||
		    !get_count(json_object_get(v, "count"), &c->count))
			return bad(p->path, "calls", key);
		c->callee = callee && json_is_string(callee) ?
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

/* "values" (optional: profiles of the first slice lack it). */
static int
load_values(struct prof_profile *p, const json_t *values)
{
	const char *key;
	json_t *v, *ops, *o;
	size_t k;

	if (!values)
		return 0;
	if (!json_is_object(values))
		return bad(p->path, "values", NULL);
	p->values = xcalloc(json_object_size(values) + 1, sizeof(*p->values));
	json_object_foreach((json_t *)values, key, v) {
		struct prof_value *e = &p->values[p->nvalues];

		ops = json_object_get(v, "operands");
		if (!parse_id(key, &e->id) ||
		    !get_name(json_object_get(v, "op"), e->op, sizeof(e->op)) ||
		    !get_count(json_object_get(v, "samples"), &e->samples) ||
		    !get_count(json_object_get(v, "executions"),
			       &e->executions) ||
		    !json_is_array(ops) || json_array_size(ops) > 3)
			return bad(p->path, "values", key);
		e->nops = (unsigned)json_array_size(ops);
		json_array_foreach(ops, k, o) {
			if (json_is_null(o))
				continue;
			if (!get_count(json_object_get(o, "flips"),
				       &e->ops[k].flips) ||
			    !get_count(json_object_get(o, "changed"),
				       &e->ops[k].changed) ||
			    e->ops[k].changed > e->ops[k].flips)
				return bad(p->path, "values", key);
			e->ops[k].flipped = true;
		}
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
	if (!json_is_number(v))
		return false;
	*m = json_number_value(v);
	*has = true;
	return true;
}

/* "compares" (optional). */
static int
load_compares(struct prof_profile *p, const json_t *compares)
{
	const char *key;
	json_t *v, *mean;
	bool has0, has1;

	if (!compares)
		return 0;
	if (!json_is_object(compares))
		return bad(p->path, "compares", NULL);
	p->compares = xcalloc(json_object_size(compares) + 1,
			      sizeof(*p->compares));
	json_object_foreach((json_t *)compares, key, v) {
		struct prof_compare *c = &p->compares[p->ncompares];

		mean = json_object_get(v, "mean");
		if (!parse_id(key, &c->id) ||
		    !get_name(json_object_get(v, "predicate"), c->predicate,
			      sizeof(c->predicate)) ||
		    !get_name(json_object_get(v, "type"), c->type,
			      sizeof(c->type)) ||
		    !get_count(json_object_get(v, "n"), &c->n) ||
		    !get_count(json_object_get(v, "true"), &c->ntrue) ||
		    !get_count(json_object_get(v, "false"), &c->nfalse) ||
		    c->ntrue > c->n || c->nfalse != c->n - c->ntrue)
			return bad(p->path, "compares", key);
		c->fp = !strcmp(c->type, "float") || !strcmp(c->type, "double");
		c->width = !strcmp(c->type, "ptr") ? 64 :
			   !strcmp(c->type, "float") ? 32 :
			   !strcmp(c->type, "double") ? 64 :
			   (unsigned)strtoul(c->type + 1, NULL, 10);
		if (json_is_array(mean) && json_array_size(mean) == 2) {
			if (!get_mean(json_array_get(mean, 0), &c->mean[0],
				      &has0) ||
			    !get_mean(json_array_get(mean, 1), &c->mean[1],
				      &has1))
				return bad(p->path, "compares", key);
			c->has_mean = has0 && has1;
		} else if (!json_is_null(mean)) {
			return bad(p->path, "compares", key);
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
	const char *key;
	json_t *v;
	uint64_t w;

	if (!shifts)
		return 0;
	if (!json_is_object(shifts))
		return bad(p->path, "shifts", NULL);
	p->shifts = xcalloc(json_object_size(shifts) + 1, sizeof(*p->shifts));
	json_object_foreach((json_t *)shifts, key, v) {
		struct prof_shift *s = &p->shifts[p->nshifts];

		if (!parse_id(key, &s->id) ||
		    !get_count(json_object_get(v, "n"), &s->n) ||
		    !get_count(json_object_get(v, "width"), &w) || w > 64 ||
		    !get_mean(json_object_get(v, "mean"), &s->mean,
			      &s->has_mean))
			return bad(p->path, "shifts", key);
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
		return bad(p->path, "memory", NULL);
	p->pairs = xcalloc(json_array_size(pairs) + 1, sizeof(*p->pairs));
	json_array_foreach(pairs, k, t) {
		struct prof_mem_pair *e = &p->pairs[p->npairs];

		if (!json_is_array(t) || json_array_size(t) != 3 ||
		    !get_id(json_array_get(t, 0), &e->store) ||
		    !get_id(json_array_get(t, 1), &e->load) || !e->load ||
		    !get_count(json_array_get(t, 2), &e->count))
			return bad(p->path, "memory", "pairs");
		p->npairs++;
	}
	qsort(p->pairs, p->npairs, sizeof(*p->pairs), by_store_load);
	p->pairs_by_load = xmalloc((p->npairs + 1) * sizeof(*p->pairs));
	memcpy(p->pairs_by_load, p->pairs, p->npairs * sizeof(*p->pairs));
	qsort(p->pairs_by_load, p->npairs, sizeof(*p->pairs), by_load_store);
	return 0;
}

/* "memory" (optional: full mode only). */
static int
load_memory(struct prof_profile *p, const json_t *memory)
{
	const json_t *stores = json_object_get(memory, "stores");
	const json_t *accesses = json_object_get(memory, "accesses");
	const char *key;
	json_t *v, *f;

	if (!memory)
		return 0;
	if (!json_is_object(memory) || !json_is_object(stores) ||
	    !json_is_object(accesses))
		return bad(p->path, "memory", NULL);
	p->memory = true;
	if (load_pairs(p, json_object_get(memory, "pairs")))
		return -1;
	p->stores = xcalloc(json_object_size(stores) + 1, sizeof(*p->stores));
	json_object_foreach((json_t *)stores, key, v) {
		struct prof_mem_store *e = &p->stores[p->nstores];

		f = json_object_get(v, "loads_per_write");
		if (!parse_id(key, &e->id) ||
		    !get_count(json_object_get(v, "executions"),
			       &e->executions) ||
		    !get_count(json_object_get(v, "granules"), &e->granules) ||
		    !get_count(json_object_get(v, "dead"), &e->dead) ||
		    e->dead > e->granules)
			return bad(p->path, "memory", key);
		e->dead_fraction = e->granules ?
			(double)e->dead / (double)e->granules : 0;
		if (json_is_number(f))
			e->loads_per_write = json_number_value(f);
		else if (!json_is_null(f))
			return bad(p->path, "memory", key);
		p->nstores++;
	}
	qsort(p->stores, p->nstores, sizeof(*p->stores), by_mstore);
	p->accesses = xcalloc(json_object_size(accesses) + 1,
			      sizeof(*p->accesses));
	json_object_foreach((json_t *)accesses, key, v) {
		struct prof_mem_access *e = &p->accesses[p->naccesses];

		if (!parse_id(key, &e->id) ||
		    !get_name(json_object_get(v, "kind"), e->kind,
			      sizeof(e->kind)) ||
		    !get_count(json_object_get(v, "executions"),
			       &e->executions) ||
		    !get_count(json_object_get(v, "samples"), &e->samples) ||
		    !get_count(json_object_get(v, "flips_out"), &e->flips_out) ||
		    e->flips_out > 64 * e->samples)
			return bad(p->path, "memory", key);
		e->sampled = e->samples > 0;
		if (e->sampled &&
		    (!get_fraction(json_object_get(v, "crash_fraction"),
				   &e->crash_fraction) ||
		     !get_count(json_object_get(v, "vm_bytes"), &e->vm_bytes) ||
		     !get_fraction(json_object_get(v, "reference_crash"),
				   &e->reference_crash)))
			return bad(p->path, "memory", key);
		p->naccesses++;
	}
	qsort(p->accesses, p->naccesses, sizeof(*p->accesses), by_access);
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
		return bad(p->path, "outputs", NULL);
	p->outputs = xcalloc(json_object_size(outputs) + 1,
			     sizeof(*p->outputs));
	json_object_foreach((json_t *)outputs, key, v) {
		struct prof_output *o = &p->outputs[p->noutputs];
		const json_t *callee = json_object_get(v, "callee");

		conv = json_object_get(v, "conversions");
		if (!parse_id(key, &o->id) || !json_is_string(callee) ||
		    !get_count(json_object_get(v, "count"), &o->count) ||
		    !(json_is_null(conv) || json_is_array(conv)) ||
		    json_array_size(conv) > INT_MAX)
			return bad(p->path, "outputs", key);
		o->callee = xstrdup(json_string_value(callee));
		p->noutputs++;
		o->nconv = json_is_null(conv) ? -1 :
			   (int)json_array_size(conv);
		o->conv = xcalloc(json_array_size(conv) + 1, sizeof(*o->conv));
		json_array_foreach(conv, k, c) {
			const json_t *type = json_object_get(c, "type");

			prec = json_object_get(c, "precision");
			if (!json_is_string(type) ||
			    strlen(json_string_value(type)) != 1)
				return bad(p->path, "outputs", key);
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
				return bad(p->path, "outputs", key);
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
		return bad(p->path, "args", NULL);
	p->args = xcalloc(json_array_size(args) + 1, sizeof(*p->args));
	json_array_foreach(args, i, v) {
		if (!json_is_string(v))
			return bad(p->path, "args", NULL);
		p->args[p->nargs++] = xstrdup(json_string_value(v));
	}
	v = json_object_get(root, "module");
	if (!json_is_string(v))
		return bad(p->path, "module", NULL);
	p->module = xstrdup(json_string_value(v));
	if (!json_is_string(mode) || (strcmp(json_string_value(mode), "lite") &&
				      strcmp(json_string_value(mode), "full")))
		return bad(p->path, "mode", NULL);
	p->lite = !strcmp(json_string_value(mode), "lite");
	v = json_object_get(root, "atomic");
	if (!json_is_boolean(v))
		return bad(p->path, "atomic", NULL);
	p->atomic = json_is_true(v);
	if (!json_is_object(ex) ||
	    !json_is_boolean(json_object_get(ex, "crashed")))
		return bad(p->path, "exit", NULL);
	p->crashed = json_is_true(json_object_get(ex, "crashed"));
	v = json_object_get(ex, p->crashed ? "signal" : "status");
	if (!json_is_integer(v) || json_integer_value(v) < 0 ||
	    json_integer_value(v) > INT_MAX)
		return bad(p->path, "exit", NULL);
	p->signal = p->crashed ? (int)json_integer_value(v) : 0;
	p->status = p->crashed ? -1 : (int)json_integer_value(v);
	if (!json_is_object(totals) ||
	    !get_count(json_object_get(totals, "instructions"),
		       &p->total_insts) ||
	    !get_count(json_object_get(totals, "candidates"),
		       &p->total_candidates))
		return bad(p->path, "totals", NULL);
	return 0;
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
	root = json_loadf(f, 0, &err);
	fclose(f);
	if (!root) {
		tr_error("profile '%s' is not valid JSON (line %d: %s)", path,
			 err.line, err.text);
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
	if (!json_is_string(v) || strlen(json_string_value(v)) != 16) {
		bad(path, "hash", NULL);
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
