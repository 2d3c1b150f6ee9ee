/*
 * csv.c: the report's tables as CSV (RFC 4180: a field with a comma, a
 * quote or a line break is quoted, its quotes doubled), one file per
 * table, for a spreadsheet or a script: instructions.csv (every joined
 * row), lines.csv, inputs.csv (vTRIDENT), llc.csv. Numbers are written
 * with fixed precision, so that two exports of the same inputs diff.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "campaign.h"
#include "internal.h"
#include "report.h"

static void
field(FILE *f, const char *s)
{
	if (!s)
		return;
	if (!strpbrk(s, ",\"\r\n")) {
		fputs(s, f);
		return;
	}
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', f);
		fputc(*s, f);
	}
	fputc('"', f);
}

static FILE *
open_table(const char *dir, const char *name, char **path)
{
	FILE *f;

	*path = xpathjoin(dir, name);
	f = fopen(*path, "w");
	if (!f)
		tr_error("cannot write '%s': %s", *path, strerror(errno));
	return f;
}

static int
close_table(FILE *f, char *path, unsigned *written)
{
	int bad = ferror(f);

	if (fclose(f) || bad) {
		tr_error("cannot write '%s'", path);
		free(path);
		return -1;
	}
	free(path);
	(*written)++;
	return 0;
}

static int
instructions(const struct report *r, const char *dir, unsigned *written)
{
	char *path;
	FILE *f;

	if (!r->nrows)
		return 0;
	if (!(f = open_table(dir, "instructions.csv", &path))) {
		free(path);
		return -1;
	}
	fputs("id,function,file,line,opcode,count,predicted_sdc,"
	      "predicted_crash,predicted_share,runs,sdc_runs,sdc_rate,"
	      "sdc_ci95_lo,sdc_ci95_hi,validation_runs,validation_predicted,"
	      "validation_measured,validation_ci95_lo,validation_ci95_hi,llc,"
	      "llc_pattern,llc_runs,llc_latency_median\n", f);
	for (unsigned i = 0; i < r->nrows; i++) {
		const struct report_row *w = &r->rows[i];

		fprintf(f, "%u,", w->id);
		field(f, w->function);
		fputc(',', f);
		field(f, w->file);
		fprintf(f, ",%u,", w->line);
		field(f, w->opcode);
		if (w->predicted)
			fprintf(f, ",%.0f,%.6f,%.6f,%.6f", w->count, w->p_sdc,
				w->p_crash, w->share);
		else
			fputs(",,,,", f);
		if (w->measured)
			fprintf(f, ",%llu,%llu,%.6f,%.6f,%.6f",
				(unsigned long long)w->runs,
				(unsigned long long)w->sdc, w->rate, w->lo,
				w->hi);
		else
			fputs(",,,,,", f);
		if (w->validated)
			fprintf(f, ",%llu,%.6f,%.6f,%.6f,%.6f",
				(unsigned long long)w->v_runs, w->v_pred,
				w->v_fi, w->v_lo, w->v_hi);
		else
			fputs(",,,,,", f);
		fprintf(f, ",%d,", w->llc);
		field(f, w->pattern);
		if (w->llc)
			fprintf(f, ",%llu,%.0f\n",
				(unsigned long long)w->llc_runs,
				w->latency_median);
		else
			fputs(",,\n", f);
	}
	return close_table(f, path, written);
}

static int
lines(const struct report *r, const char *dir, unsigned *written)
{
	char *path;
	FILE *f;

	if (!r->nfiles)
		return 0;
	if (!(f = open_table(dir, "lines.csv", &path))) {
		free(path);
		return -1;
	}
	fputs("file,line,predicted_share,measured_share,runs,sdc_runs,"
	      "sdc_rate,llc\n", f);
	for (unsigned i = 0; i < r->nfiles; i++)
		for (unsigned n = 1; n <= r->files[i].n; n++) {
			const struct report_line *l = &r->files[i].lines[n];

			if (!(l->predicted > 0 || l->measured >= 0 || l->llc))
				continue;
			field(f, r->files[i].name);
			fprintf(f, ",%u,%.6f,", n, l->predicted);
			if (l->measured >= 0)
				fprintf(f, "%.6f,%llu,%llu,%.6f", l->measured,
					(unsigned long long)l->runs,
					(unsigned long long)l->sdc, l->runs ?
					(double)l->sdc / (double)l->runs : 0.0);
			else
				fputs(",,,", f);
			fprintf(f, ",%d\n", l->llc);
		}
	return close_table(f, path, written);
}

static int
inputs(const struct report *r, const char *dir, unsigned *written)
{
	const json_t *in = json_object_get(r->doc[REPORT_BOUND], "inputs");
	size_t i;
	json_t *x;
	char *path;
	FILE *f;

	if (!json_array_size(in))
		return 0;
	if (!(f = open_table(dir, "inputs.csv", &path))) {
		free(path);
		return -1;
	}
	fputs("input,arguments,median,predicted,estimate,estimate_ci95_lo,"
	      "estimate_ci95_hi,measured,measured_ci95_lo,measured_ci95_hi,"
	      "error\n", f);
	json_array_foreach(in, i, x) {
		const json_t *e = json_object_get(x, "estimate");
		const json_t *m = json_object_get(x, "measured");

		fprintf(f, "%zu,", i);
		field(f, json_string_value(json_object_get(x, "label")));
		fprintf(f, ",%d,", json_is_true(json_object_get(x, "median")));
		if (json_object_get(x, "predicted"))
			fprintf(f, "%.6f", rp_num(x, "predicted"));
		for (int k = 0; k < 2; k++) {
			const json_t *o = k ? m : e;
			const json_t *ci = json_object_get(o, "ci95");

			if (o)
				fprintf(f, ",%.6f,%.6f,%.6f", rp_num(o, "sdc"),
					rp_at(ci, 0),
					rp_at(ci, 1));
			else
				fputs(",,,", f);
		}
		fputc(',', f);
		field(f, json_string_value(json_object_get(x, "error")));
		fputc('\n', f);
	}
	return close_table(f, path, written);
}

static int
llc(const struct report *r, const char *dir, unsigned *written)
{
	const json_t *locs = json_object_get(r->doc[REPORT_LLC], "locations");
	size_t i;
	json_t *x;
	char *path;
	FILE *f;

	if (!json_is_array(locs))
		return 0;
	if (!(f = open_table(dir, "llc.csv", &path))) {
		free(path);
		return -1;
	}
	fputs("id,function,file,line,opcode,pattern,runs,llc_runs,"
	      "latency_min,latency_median,latency_max\n", f);
	json_array_foreach(locs, i, x) {
		const json_t *lat = json_object_get(x, "latency");

		fprintf(f, "%lld,", rp_int(x, "id"));
		field(f, json_string_value(json_object_get(x, "function")));
		fputc(',', f);
		field(f, json_string_value(json_object_get(x, "file")));
		fprintf(f, ",%lld,", rp_int(x, "line"));
		field(f, json_string_value(json_object_get(x, "opcode")));
		fputc(',', f);
		field(f, json_string_value(json_object_get(x, "pattern")));
		fprintf(f, ",%lld,%lld,%.0f,%.0f,%.0f\n",
			rp_int(x, "runs"),
			rp_int(x, "llc_runs"),
			rp_num(lat, "min"), rp_num(lat, "median"),
			rp_num(lat, "max"));
	}
	return close_table(f, path, written);
}

int
report_csv(const struct report *r, const char *dir, unsigned *written)
{
	unsigned n = 0;
	int rc;

	if (mkdir(dir, 0755) && errno != EEXIST)
		return tr_error("cannot create directory '%s': %s", dir,
				strerror(errno));
	rc = instructions(r, dir, &n) || lines(r, dir, &n) ||
	     inputs(r, dir, &n) || llc(r, dir, &n) ? -1 : 0;
	if (written)
		*written = n;
	return rc;
}
