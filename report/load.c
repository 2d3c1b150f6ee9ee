/*
 * load.c: the report's inputs (report.h): each read, classified by its
 * own keys and checked to be of the same module as the others; then
 * joined by instruction id (struct report_row) and by source line (struct
 * report_file), and each source file looked for.
 */
#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "campaign.h"
#include "internal.h"
#include "report.h"

static const char *const kind_names[REPORT_NKINDS] = {
	"prediction", "campaign", "validation", "bound", "llc",
};

const char *
report_kind_name(enum report_kind k)
{
	return kind_names[k];
}

/* What kind of output d is; -1 if none this knows. */
static int
classify(const json_t *d)
{
	const char *format = rp_str(d, "format");

	if (format && !strcmp(format, "trident-prediction"))
		return REPORT_PREDICTION;
	if (format && !strcmp(format, "trident-validation"))
		return REPORT_VALIDATION;
	if (format && !strcmp(format, "trident-bound"))
		return REPORT_BOUND;
	if (json_is_object(json_object_get(d, "outcomes")) &&
	    json_is_object(json_object_get(d, "campaign")))
		return REPORT_CAMPAIGN;
	if (json_is_array(json_object_get(d, "locations")) &&
	    json_is_object(json_object_get(d, "llc")))
		return REPORT_LLC;
	return -1;
}

/* The module (hash, path) an output names. */
static const json_t *
module_of(const json_t *d, enum report_kind k)
{
	return k == REPORT_CAMPAIGN ? json_object_get(d, "campaign") : d;
}

/* A GPU campaign's per_instruction is an object keyed by id, whose rows
   carry no "id": give them theirs. */
static void
id_rows(json_t *per)
{
	const char *key;
	json_t *v;

	if (!json_is_object(per))
		return;
	json_object_foreach(per, key, v) {
		char *end;
		unsigned long id = strtoul(key, &end, 10);

		if (json_is_object(v) && !json_object_get(v, "id") && !*end &&
		    id > 0 && id < INT32_MAX)
			json_object_set_new(v, "id", json_integer((json_int_t)id));
	}
}

int
report_add(struct report *r, const char *path)
{
	json_error_t err;
	json_t *d = json_load_file(path, 0, &err);
	const char *hash, *module;
	int k;

	if (!d)
		return tr_error("'%s': %s", path, tr_one_line(err.text));
	k = json_is_object(d) ? classify(d) : -1;
	if (k < 0) {
		json_decref(d);
		return tr_error("'%s' is none of the outputs a report reads (a "
				"prediction, a campaign's summary, a validation, "
				"a bound, an llc report)", path);
	}
	if (r->doc[k]) {
		json_decref(d);
		return tr_error("'%s' is a second %s (the first: '%s'): give "
				"one of each kind", path, kind_names[k],
				r->path[k]);
	}
	hash = rp_str(module_of(d, k), "hash");
	module = rp_str(module_of(d, k), "module");
	if (hash && r->hash && strcmp(hash, r->hash)) {
		int i = 0;

		while (!r->doc[i] || !rp_str(module_of(r->doc[i], i), "hash"))
			i++;
		tr_error("'%s' is of another module (hash %s) than '%s' "
			 "(hash %s)", path, hash, r->path[i], r->hash);
		json_decref(d);
		return -1;
	}
	if (k == REPORT_CAMPAIGN)
		id_rows(json_object_get(d, "per_instruction"));
	if (hash && !r->hash)
		r->hash = xstrdup(hash);
	if (module && *module && !r->module)
		r->module = xstrdup(module);
	r->doc[k] = d;
	r->path[k] = xstrdup(path);
	return 0;
}

void
report_release(struct report *r)
{
	for (int k = 0; k < REPORT_NKINDS; k++) {
		json_decref(r->doc[k]);
		free(r->path[k]);
	}
	for (unsigned i = 0; i < r->nfiles; i++) {
		free(r->files[i].name);
		free(r->files[i].path);
		free(r->files[i].lines);
	}
	free(r->files);
	free(r->rows);
	free(r->hash);
	free(r->module);
	memset(r, 0, sizeof(*r));
}

/*
 * Rows
 */

/* Every instruction row of the inputs: their arrays (a GPU campaign's
   per_instruction is an object keyed by id). */
static void
each_row(const struct report *r, void (*fn)(void *, enum report_kind,
					     json_t *), void *ctx)
{
	const json_t *d;
	size_t i;
	const char *key;
	json_t *v;

	if ((d = r->doc[REPORT_PREDICTION]))
		json_array_foreach(json_object_get(d, "instructions"), i, v)
			fn(ctx, REPORT_PREDICTION, v);
	if ((d = json_object_get(r->doc[REPORT_CAMPAIGN], "per_instruction"))) {
		if (json_is_array(d))
			json_array_foreach(d, i, v)
				fn(ctx, REPORT_CAMPAIGN, v);
		else
			json_object_foreach((json_t *)d, key, v)
				fn(ctx, REPORT_CAMPAIGN, v);
	}
	if ((d = json_object_get(r->doc[REPORT_VALIDATION], "per_instruction")))
		json_array_foreach(json_object_get(d, "instructions"), i, v)
			fn(ctx, REPORT_VALIDATION, v);
	if ((d = r->doc[REPORT_LLC]))
		json_array_foreach(json_object_get(d, "locations"), i, v)
			fn(ctx, REPORT_LLC, v);
}

/* A row's id: a positive integer below 2^31, else 0 (the row is left out). */
static unsigned
row_id(const json_t *v)
{
	json_int_t id = json_integer_value(json_object_get(v, "id"));

	return id > 0 && id < INT32_MAX ? (unsigned)id : 0;
}

static void
max_id(void *ctx, enum report_kind k, json_t *v)
{
	unsigned *max = ctx, id = row_id(v);

	(void)k;
	if (id > *max)
		*max = id;
}

static double
interval(const json_t *o, const char *key, size_t i, double otherwise)
{
	const json_t *a = json_object_get(o, key);

	return json_is_array(a) && json_array_size(a) == 2 ?
	       rp_at(a, i) : otherwise;
}

struct fill {
	struct report_row *by_id;
	double ssum;		/* the prediction's sum of sdc x count */
};

static void
fill_row(void *ctx, enum report_kind k, json_t *v)
{
	struct fill *f = ctx;
	unsigned id = row_id(v);
	struct report_row *w;
	const json_t *p;

	if (!id)
		return;
	w = &f->by_id[id];
	w->id = id;
	if (!w->function)
		w->function = rp_str(v, "function");
	if (!w->opcode)
		w->opcode = rp_str(v, "opcode");
	if (!w->file && rp_str(v, "file")) {
		w->file = rp_str(v, "file");
		w->line = (unsigned)rp_int(v, "line");
	}
	switch (k) {
	case REPORT_PREDICTION:
		w->predicted = true;
		w->count = rp_num(v, "count");
		w->p_sdc = rp_num(v, "sdc");
		w->p_crash = rp_num(v, "crash");
		f->ssum += w->p_sdc * w->count;
		break;
	case REPORT_CAMPAIGN:
		w->measured = true;
		w->runs = (uint64_t)rp_int(v, "runs");
		w->sdc = (uint64_t)rp_int(v, "sdc");
		w->rate = rp_num(v, "sdc_rate");
		/* A GPU campaign's rows have no interval: Wilson's. */
		fi_wilson(w->sdc, w->runs, 0.95, &w->lo, &w->hi);
		w->lo = interval(v, "sdc_ci95", 0, w->lo);
		w->hi = interval(v, "sdc_ci95", 1, w->hi);
		break;
	case REPORT_VALIDATION:
		w->validated = true;
		w->v_runs = (uint64_t)rp_int(v, "runs");
		w->v_fi = rp_num(v, "fi_sdc");
		w->v_lo = interval(v, "ci95", 0, w->v_fi);
		w->v_hi = interval(v, "ci95", 1, w->v_fi);
		p = json_object_get(v, "predicted");
		w->v_pred = json_object_get(p, "trident") ?
			    rp_num(p, "trident") : rp_num(p, "fs+fc");
		break;
	case REPORT_LLC:
		w->llc = true;
		w->pattern = rp_str(v, "pattern");
		w->llc_runs = (uint64_t)rp_int(v, "llc_runs");
		w->latency_median = rp_num(json_object_get(v, "latency"), "median");
		break;
	default:
		break;
	}
}

static void
join_rows(struct report *r)
{
	unsigned max = 0;
	struct fill f = { 0 };
	const json_t *ex;
	size_t i;
	json_t *v;

	each_row(r, max_id, &max);
	f.by_id = xcalloc((size_t)max + 1, sizeof(*f.by_id));
	each_row(r, fill_row, &f);
	ex = json_object_get(r->doc[REPORT_PREDICTION], "explained");
	json_array_foreach(ex, i, v) {
		unsigned id = row_id(v);

		if (id && id <= max && f.by_id[id].id) {
			f.by_id[id].ir = rp_str(v, "ir");
			f.by_id[id].explain = rp_str(v, "explain");
		}
	}
	r->predicted_dynamic = rp_num(json_object_get(r->doc[REPORT_PREDICTION],
						   "program"), "dynamic");
	r->rows = xcalloc((size_t)max + 1, sizeof(*r->rows));
	for (unsigned id = 1; id <= max; id++) {
		if (!f.by_id[id].id)
			continue;
		if (f.by_id[id].predicted && f.ssum > 0)
			f.by_id[id].share = f.by_id[id].p_sdc *
					    f.by_id[id].count / f.ssum;
		r->rows[r->nrows++] = f.by_id[id];
	}
	free(f.by_id);
}

/*
 * Source files
 */
static struct report_file *
file_get(struct report *r, const char *name)
{
	for (unsigned i = 0; i < r->nfiles; i++)
		if (!strcmp(r->files[i].name, name))
			return &r->files[i];
	r->files = xrealloc(r->files, (r->nfiles + 1) * sizeof(*r->files));
	r->files[r->nfiles] = (struct report_file){ .name = xstrdup(name) };
	return &r->files[r->nfiles++];
}

/* Line `line` of f, growing it; NULL for line 0 or an absurd one. */
static struct report_line *
line_get(struct report_file *f, unsigned line)
{
	if (!line || line > 1000000)
		return NULL;
	if (line > f->n) {
		f->lines = xrealloc(f->lines, ((size_t)line + 1) *
					      sizeof(*f->lines));
		for (unsigned i = f->n + 1; i <= line; i++)
			f->lines[i] = (struct report_line){ .measured = -1 };
		if (!f->n)
			f->lines[0] = (struct report_line){ .measured = -1 };
		f->n = line;
	}
	return &f->lines[line];
}

static bool
known_file(const char *name)
{
	return name && *name && strcmp(name, "?") && strcmp(name, "-");
}

/* The campaign's per_line: each "file:line" key's share of its SDCs. */
static void
join_measured(struct report *r)
{
	const json_t *pl = json_object_get(r->doc[REPORT_CAMPAIGN], "per_line");
	const char *key;
	json_t *v;
	double total = 0;

	json_object_foreach((json_t *)pl, key, v)
		total += rp_num(v, "sdc");
	json_object_foreach((json_t *)pl, key, v) {
		const char *colon = strrchr(key, ':');
		char *name;
		struct report_line *l;

		if (!colon || colon == key)
			continue;
		name = strndup(key, (size_t)(colon - key));
		l = known_file(name) ?
		    line_get(file_get(r, name), (unsigned)strtoul(colon + 1,
								  NULL, 10)) :
		    NULL;
		if (l) {
			l->measured = total > 0 ? rp_num(v, "sdc") / total : 0;
			l->runs = (uint64_t)rp_int(v, "runs");
			l->sdc = (uint64_t)rp_int(v, "sdc");
		}
		free(name);
	}
}

/* Where a file named name is: as named, in a source dir, beside the
   module; by its name, then its base name. NULL if nowhere. */
static char *
find_source(const struct report *r, const char *name, char *const *dirs)
{
	char *base = xstrdup(name), *mod = r->module ? xstrdup(r->module) : NULL;
	const char *b = basename(base), *m = mod ? dirname(mod) : NULL;
	char *found = NULL;

	if (!access(name, R_OK))
		found = xstrdup(name);
	for (size_t i = 0; !found && dirs && dirs[i]; i++) {
		found = xpathjoin(dirs[i], name);
		if (access(found, R_OK)) {
			free(found);
			found = xpathjoin(dirs[i], b);
			if (access(found, R_OK)) {
				free(found);
				found = NULL;
			}
		}
	}
	if (!found && m && name[0] != '/') {
		found = xpathjoin(m, name);
		if (access(found, R_OK)) {
			free(found);
			found = NULL;
		}
	}
	free(base);
	free(mod);
	return found;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(((const struct report_file *)a)->name,
		      ((const struct report_file *)b)->name);
}

static void
join_files(struct report *r, char *const *dirs)
{
	for (unsigned i = 0; i < r->nrows; i++) {
		const struct report_row *w = &r->rows[i];
		struct report_line *l;

		if (!known_file(w->file) || !(w->share > 0 || w->llc))
			continue;
		l = line_get(file_get(r, w->file), w->line);
		if (l) {
			l->predicted += w->share;
			l->llc |= w->llc;
		}
	}
	join_measured(r);
	qsort(r->files, r->nfiles, sizeof(*r->files), by_name);
	for (unsigned i = 0; i < r->nfiles; i++)
		r->files[i].path = find_source(r, r->files[i].name, dirs);
}

int
report_join(struct report *r, char *const *source_dirs)
{
	bool any = false;

	for (int k = 0; k < REPORT_NKINDS; k++)
		any |= r->doc[k] != NULL;
	if (!any)
		return tr_error("no input to report on");
	join_rows(r);
	join_files(r, source_dirs);
	return 0;
}
