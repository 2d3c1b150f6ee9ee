/*
 * report.c: the prediction as JSON (docs/predict.md) and as a readable
 * table of the most SDC-prone instructions.
 */
#include <stdlib.h>
#include <string.h>

#include "model.h"

static const char *
combine_name(enum model_combine c)
{
	return c == MODEL_UNION ? "union" : "average";
}

static json_t *
opts_json(const struct model_opts *o)
{
	return json_pack("{s:s, s:s, s:f, s:f, s:b, s:b, s:b, s:b, s:b, s:b, "
			 "s:b, s:b, s:b, s:b, s:b}",
			 "name", model_kind_name(o->kind),
			 "combine", combine_name(o->combine),
			 "independence", o->independence,
			 "fp_independence", o->fp_independence,
			 "sensitivity", o->sensitivity,
			 "interproc", o->interproc,
			 "join_values", o->join_values,
			 "dead_stores", o->dead_stores,
			 "compat_lt", o->compat_lt,
			 "persist", o->persist,
			 "mix_union", o->mix_union,
			 "cycle_reach", o->cycle_reach,
			 "loop_targets", o->loop_targets,
			 "magnitude", o->magnitude,
			 "error_exits", o->error_exits);
}

json_t *
model_json(const struct model_result *r, const char *module,
	   const char *profile)
{
	json_t *insts = json_array(), *j;

	for (unsigned i = 0; i < r->ninsts; i++) {
		const struct model_inst *mi = &r->insts[i];

		json_array_append_new(insts, json_pack(
			"{s:I, s:s, s:s, s:s, s:I, s:I, s:f, s:f, s:f}",
			"id", (json_int_t)mi->id, "function", mi->function,
			"opcode", mi->opcode, "file", mi->file,
			"line", (json_int_t)mi->line,
			"count", (json_int_t)mi->count, "sdc", mi->sdc,
			"crash", mi->crash, "benign", mi->benign));
	}
	j = json_pack("{s:s, s:i, s:s, s:s, s:o, s:{s:f, s:f, s:f, s:I, s:I}, "
		      "s:o}",
		      "format", MODEL_FORMAT, "version", MODEL_VERSION,
		      "hash", r->hash, "module", module ? module : "",
		      "model", opts_json(&r->opts),
		      "program", "sdc", r->sdc, "crash", r->crash,
		      "benign", r->benign,
		      "dynamic", (json_int_t)r->dynamic,
		      "candidates", (json_int_t)r->ninsts,
		      "instructions", insts);
	if (j && profile)
		json_object_set_new(j, "profile", json_string(profile));
	return j;
}

int
model_json_write(const json_t *j, const char *path)
{
	if (json_dump_file(j, path, JSON_SORT_KEYS | JSON_INDENT(2) |
				     JSON_REAL_PRECISION(6)))
		return tr_error("cannot write '%s'", path);
	return 0;
}

static int
by_risk(const void *a, const void *b)
{
	const struct model_inst *x = *(const struct model_inst *const *)a;
	const struct model_inst *y = *(const struct model_inst *const *)b;
	double cx = x->sdc * (double)x->count, cy = y->sdc * (double)y->count;

	if (cx != cy)
		return cx < cy ? 1 : -1;
	return (x->id > y->id) - (x->id < y->id);
}

void
model_print(FILE *out, const struct model_result *r, unsigned top)
{
	const struct model_inst **v = xmalloc((r->ninsts + 1) * sizeof(*v));
	unsigned n = 0;

	fprintf(out, "model %s: program SDC %.2f%%, crash %.2f%%, benign "
		"%.2f%% over %llu dynamic instances of %u candidates "
		"(%.3f s)\n", model_kind_name(r->kind), 100 * r->sdc,
		100 * r->crash, 100 * r->benign,
		(unsigned long long)r->dynamic, r->ninsts, r->seconds);
	for (unsigned i = 0; i < r->ninsts; i++)
		if (r->insts[i].count)
			v[n++] = &r->insts[i];
	qsort(v, n, sizeof(*v), by_risk);
	if (n && top) {
		fprintf(out, "\nmost SDC-prone instructions (by share of the "
			"program's SDC probability):\n");
		fprintf(out, "%6s %7s %7s %7s %12s  %-14s %-24s %s\n", "id",
			"share", "P(sdc)", "P(crash)", "count", "opcode",
			"function", "source");
	}
	for (unsigned i = 0; i < n && i < top; i++) {
		const struct model_inst *mi = v[i];
		double share = r->sdc > 0 ? mi->sdc * (double)mi->count /
						    (double)r->dynamic / r->sdc
					  : 0;

		fprintf(out, "%6u %6.2f%% %6.2f%% %7.2f%% %12llu  %-14s %-24s "
			"%s:%u\n", mi->id, 100 * share, 100 * mi->sdc,
			100 * mi->crash, (unsigned long long)mi->count,
			mi->opcode, mi->function, mi->file, mi->line);
	}
	free(v);
}
