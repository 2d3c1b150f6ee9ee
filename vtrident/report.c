/*
 * report.c: vTRIDENT's report as JSON (docs/bound.md) and as a table.
 */
#include <math.h>
#include <stdio.h>

#include "vtrident.h"

static json_t *
interval(double lo, double hi)
{
	return json_pack("[f, f]", lo, hi);
}

static json_t *
input_json(const struct vt_bound *b, unsigned k)
{
	const struct vt_input *in = &b->inputs[k];
	json_t *j = json_pack("{s:I, s:s, s:b}", "index", (json_int_t)k,
			      "label", in->label, "median", k == b->median);

	if (in->error) {
		json_object_set_new(j, "error", json_string(in->error));
		return j;
	}
	json_object_set_new(j, "predicted", json_real(in->predicted));
	json_object_set_new(j, "exec_only", json_real(in->exec_only));
	json_object_set_new(j, "dynamic", json_integer((json_int_t)in->dynamic));
	if (b->have_s)
		json_object_set_new(j, "estimate", json_pack(
			"{s:f, s:o}", "sdc", in->estimate, "ci95",
			interval(in->est_lo, in->est_hi)));
	if (in->measured)
		json_object_set_new(j, "measured", json_pack(
			"{s:f, s:o, s:I}", "sdc", in->fi_sdc, "ci95",
			interval(in->fi_lo, in->fi_hi), "runs",
			(json_int_t)in->fi_runs));
	return j;
}

static json_t *
inst_json(const struct vt_inst *vi)
{
	return json_pack("{s:I, s:s, s:s, s:I, s:s, s:I, s:f, s:f, s:f, s:o, "
			 "s:s, s:f, s:f}",
			 "id", (json_int_t)vi->id, "function", vi->function,
			 "file", vi->file, "line", (json_int_t)vi->line,
			 "opcode", vi->opcode, "ran", (json_int_t)vi->ran,
			 "p_min", vi->p_min, "p_max", vi->p_max, "range",
			 vi->p_max - vi->p_min, "p_median",
			 isnan(vi->p_median) ? json_null() :
					       json_real(vi->p_median),
			 "class", vt_class_name(vt_classify(vi->p_max -
							    vi->p_min)),
			 "footprint_min", vi->footprint_min, "footprint_max",
			 vi->footprint_max);
}

json_t *
vt_bound_json(const struct vt_bound *b, const char *module, const char *hash,
	      unsigned top)
{
	json_t *j = json_pack("{s:s, s:i, s:s, s:s}", "format", VT_FORMAT,
			      "version", VT_VERSION, "module", module, "hash",
			      hash);
	json_t *inputs = json_array(), *insts = json_array();
	unsigned classes[3] = { 0 }, m, n = top && top < b->ninsts ? top :
							    b->ninsts;

	for (unsigned k = 0; k < b->ninputs; k++)
		json_array_append_new(inputs, input_json(b, k));
	json_object_set_new(j, "inputs", inputs);
	json_object_set_new(j, "volatility", json_pack(
		"{s:f, s:f, s:f, s:I, s:I, s:f, s:f, s:f}", "range", b->range,
		"max", b->max, "min", b->min, "median_input",
		(json_int_t)b->median, "inputs", (json_int_t)b->nok,
		"exec_range", b->exec_range, "exec_max", b->exec_max,
		"exec_min", b->exec_min));
	if (b->have_s) {
		json_object_set_new(j, "reference", json_pack(
			"{s:I, s:f, s:o, s:I, s:s}", "input",
			(json_int_t)b->median, "sdc", b->s, "ci95",
			interval(b->s_lo, b->s_hi), "runs",
			(json_int_t)b->s_runs, "from",
			b->s_measured ? "campaign" : "model"));
		json_object_set_new(j, "bounds", json_pack(
			"{s:o, s:o, s:o, s:f, s:f}", "vtrident",
			interval(b->lo, b->hi), "exec_volatility",
			interval(b->exec_lo, b->exec_hi), "estimates",
			interval(b->span_lo, b->span_hi), "diff_error",
			b->diff_error, "diff_floor", b->diff_floor));
		unsigned in = vt_bound_inside(b, b->lo, b->hi, &m);
		if (m)
			json_object_set_new(j, "inside", json_pack(
				"{s:I, s:I, s:I, s:I}", "measured",
				(json_int_t)m, "vtrident", (json_int_t)in,
				"exec_volatility",
				(json_int_t)vt_bound_inside(b, b->exec_lo,
							    b->exec_hi, NULL),
				"estimates",
				(json_int_t)vt_bound_inside(b, b->span_lo,
							    b->span_hi,
							    NULL)));
	}
	for (unsigned i = 0; i < b->ninsts; i++)
		classes[vt_classify(b->insts[i].p_max - b->insts[i].p_min)]++;
	json_object_set_new(j, "classes", json_pack(
		"{s:I, s:I, s:I}", vt_class_name(VT_CLASS_LOW),
		(json_int_t)classes[0], vt_class_name(VT_CLASS_MID),
		(json_int_t)classes[1], vt_class_name(VT_CLASS_HIGH),
		(json_int_t)classes[2]));
	for (unsigned i = 0; i < n; i++)
		json_array_append_new(insts, inst_json(&b->insts[i]));
	json_object_set_new(j, "instructions", insts);
	return j;
}

static void
pct_interval(FILE *out, double v, double lo, double hi)
{
	fprintf(out, "%5.1f%% [%4.1f, %4.1f]", 100 * v, 100 * lo, 100 * hi);
}

void
vt_bound_print(FILE *out, const struct vt_bound *b, unsigned top)
{
	const struct vt_input *med = &b->inputs[b->median];
	unsigned m, n = top && top < b->ninsts ? top : b->ninsts;

	vt_bound_inside(b, 0, 1, &m);
	fprintf(out, "%u inputs, %u predicted\n\n", b->ninputs, b->nok);
	fprintf(out, "  %3s  %-28s %9s %9s  %-22s  %s\n", "#", "input",
		"predicted", "exec-only", b->have_s ? "estimate [95%]" : "",
		m ? "measured [95%]" : "");
	for (unsigned k = 0; k < b->ninputs; k++) {
		const struct vt_input *in = &b->inputs[k];

		fprintf(out, "%c %3u  %-28.28s ", k == b->median ? '*' : ' ',
			k, in->label);
		if (in->error) {
			fprintf(out, "%s\n", in->error);
			continue;
		}
		fprintf(out, "%8.1f%% %8.1f%%  ", 100 * in->predicted,
			100 * in->exec_only);
		if (b->have_s)
			pct_interval(out, in->estimate, in->est_lo, in->est_hi);
		else
			fprintf(out, "%22s", "");
		if (in->measured) {
			fputs("  ", out);
			pct_interval(out, in->fi_sdc, in->fi_lo, in->fi_hi);
		}
		fputc('\n', out);
	}
	fprintf(out, "\nOVERALL-SDC-VOLATILITY R = %.2f points (predicted "
		"%.1f%% .. %.1f%%); execution volatility alone: %.2f points\n",
		100 * b->range, 100 * b->min, 100 * b->max,
		100 * b->exec_range);
	fprintf(out, "median input: %u (%s), predicted %.1f%%\n", b->median,
		med->label, 100 * med->predicted);
	if (b->have_s) {
		if (b->s_measured)
			fprintf(out, "S: a %llu-run campaign on the median "
				"input: %.1f%% [%.1f, %.1f]\n",
				(unsigned long long)b->s_runs, 100 * b->s,
				100 * b->s_lo, 100 * b->s_hi);
		else
			fprintf(out, "S: the model's prediction for the median "
				"input (--no-fi): %.1f%%\n", 100 * b->s);
		fprintf(out, "bounds (Eq. 6.3): [%.1f%%, %.1f%%]; execution "
			"volatility alone: [%.1f%%, %.1f%%]\n", 100 * b->lo,
			100 * b->hi, 100 * b->exec_lo, 100 * b->exec_hi);
		fprintf(out, "the estimates' span, with S's interval: "
			"[%.1f%%, %.1f%%]\n", 100 * b->span_lo,
			100 * b->span_hi);
		if (m)
			fprintf(out, "measured inside the bounds: %u of %u "
				"(execution volatility alone: %u; the "
				"estimates' span: %u)\n",
				vt_bound_inside(b, b->lo, b->hi, NULL), m,
				vt_bound_inside(b, b->exec_lo, b->exec_hi,
						NULL),
				vt_bound_inside(b, b->span_lo, b->span_hi,
						NULL));
	}
	if (!n)
		return;
	fprintf(out, "\ninstructions whose P_i vary most across the inputs:\n"
		"  %7s  %-32s %-14s %6s  %15s  %9s\n", "id", "where", "opcode",
		"inputs", "P_i min .. max", "at median");
	for (unsigned i = 0; i < n; i++) {
		const struct vt_inst *vi = &b->insts[i];
		char where[64];

		snprintf(where, sizeof(where), "%s:%u (%s)", vi->file,
			 vi->line, vi->function);
		fprintf(out, "  %7u  %-32.32s %-14s %6u  %6.1f .. %5.1f%%  ",
			vi->id, where, vi->opcode, vi->ran, 100 * vi->p_min,
			100 * vi->p_max);
		if (isnan(vi->p_median))
			fprintf(out, "%9s\n", "-");
		else
			fprintf(out, "%8.1f%%\n", 100 * vi->p_median);
	}
}
