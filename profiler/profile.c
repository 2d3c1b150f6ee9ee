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
 * Keys are instruction ids in decimal; the dump sorts them (as strings),
 * so the same run gives the same bytes.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "profiler.h"

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

/* The per-successor counts of one branch, as a JSON array. */
static json_t *
branch_counts(const struct prof_raw *r, const struct prof_plan_branch *b,
	      bool exact)
{
	uint64_t *n = xcalloc(b->nsucc, sizeof(*n)), term = 0, known = 0;
	json_t *a = NULL;
	unsigned rest = TR_NONE;

	if (counter(r, b->counter, &term))
		goto out;
	for (unsigned k = 0; k < b->nsucc; k++) {
		if (b->succ[k].kind == PROF_EDGE_REST) {
			rest = k;
			continue;
		}
		if (counter(r, b->succ[k].counter, &n[k]) ||
		    add_count(&known, n[k], "edge counts"))
			goto out;
	}
	if (rest != TR_NONE)
		n[rest] = known <= term ? term - known : 0;
	if (exact && (rest != TR_NONE ? known > term : known != term)) {
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

json_t *
prof_json_build(const struct prof_plan *pl, const struct prof_raw *r,
		const struct prof_run_info *info)
{
	json_t *root = NULL, *counts, *branches, *calls, *args, *a, *ex, *t;
	uint64_t insts = 0, cands = 0, v = 0;
	/* Counts add up exactly unless the run was cut short or threaded. */
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
	json_object_set_new(root, "mode", json_string(info->lite ? "lite" :
							       "full"));
	json_object_set_new(root, "atomic", json_boolean(pl->atomic));
	return root;
fail:
	json_decref(root);
	return NULL;
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
			   JSON_REAL_PRECISION(6))) {
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
