/*
 * bound.c: vTRIDENT's figures from one model result per input (thesis
 * §6.2-6.6): the predicted SDC per input, OVERALL-SDC-VOLATILITY R, the
 * median input, execution volatility alone, the bounds of Eq. 6.3 and the
 * per-instruction ranges of P_i.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "vtrident.h"

enum vt_class
vt_classify(double range)
{
	if (range < 0.10)
		return VT_CLASS_LOW;
	return range <= 0.20 ? VT_CLASS_MID : VT_CLASS_HIGH;
}

const char *
vt_class_name(enum vt_class c)
{
	static const char *const names[] = { "<10", "10-20", ">20" };

	return names[c];
}

static double
clip01(double x)
{
	return x < 0 ? 0 : x > 1 ? 1 : x;
}

/* Ascending doubles, for the median input's position. */
struct ranked {
	double v;
	unsigned k;
};

static int
by_value(const void *a, const void *b)
{
	const struct ranked *x = a, *y = b;

	if (x->v != y->v)
		return x->v < y->v ? -1 : 1;
	return x->k < y->k ? -1 : x->k > y->k;
}

/*
 * The median input: the one at sorted position ceil((n - 1) / 2) of the
 * predictions of the inputs that took part (§6.6; the reference's
 * driver.py, model-anchors rule 18).
 */
static unsigned
median_input(const struct vt_bound *b)
{
	struct ranked *r = xcalloc(b->nok, sizeof(*r));
	unsigned n = 0, k;

	for (unsigned i = 0; i < b->ninputs; i++)
		if (!b->inputs[i].error)
			r[n++] = (struct ranked){ b->inputs[i].predicted, i };
	qsort(r, n, sizeof(*r), by_value);
	k = r[n / 2].k;		/* ceil((n - 1) / 2) == n / 2 */
	free(r);
	return k;
}

static int
by_range(const void *a, const void *b)
{
	const struct vt_inst *x = a, *y = b;
	double rx = x->p_max - x->p_min, ry = y->p_max - y->p_min;

	if (rx != ry)
		return rx > ry ? -1 : 1;
	return x->id < y->id ? -1 : x->id > y->id;
}

/*
 * The instructions that ran on some input, merged by id over the results
 * (each lists its candidates by ascending id), with the range of P_i and
 * of N_i / N over the inputs where each ran.
 */
static void
merge_insts(struct vt_bound *b, const struct model_result *const *res)
{
	unsigned *at = xcalloc(b->ninputs, sizeof(*at));
	size_t cap = 0;

	for (;;) {
		unsigned id = UINT32_MAX;
		struct vt_inst *vi = NULL;

		for (unsigned k = 0; k < b->ninputs; k++)
			if (res[k] && at[k] < res[k]->ninsts &&
			    res[k]->insts[at[k]].id < id)
				id = res[k]->insts[at[k]].id;
		if (id == UINT32_MAX)
			break;
		for (unsigned k = 0; k < b->ninputs; k++) {
			const struct model_inst *mi;
			double fp;

			if (!res[k] || at[k] >= res[k]->ninsts ||
			    res[k]->insts[at[k]].id != id)
				continue;
			mi = &res[k]->insts[at[k]++];
			if (!mi->count)
				continue;
			fp = res[k]->dynamic ?
				(double)mi->count / (double)res[k]->dynamic : 0;
			if (!vi) {
				if (b->ninsts == cap) {
					cap = cap ? 2 * cap : 256;
					b->insts = xrealloc(b->insts, cap *
							    sizeof(*b->insts));
				}
				vi = &b->insts[b->ninsts++];
				*vi = (struct vt_inst){
					.id = id,
					.function = xstrdup(mi->function),
					.file = xstrdup(mi->file),
					.opcode = mi->opcode, .line = mi->line,
					.p_min = mi->sdc, .p_max = mi->sdc,
					.p_median = NAN, .footprint_min = fp,
					.footprint_max = fp,
				};
			}
			vi->ran++;
			vi->p_min = fmin(vi->p_min, mi->sdc);
			vi->p_max = fmax(vi->p_max, mi->sdc);
			vi->footprint_min = fmin(vi->footprint_min, fp);
			vi->footprint_max = fmax(vi->footprint_max, fp);
			if (k == b->median)
				vi->p_median = mi->sdc;
		}
	}
	free(at);
}

/*
 * Execution volatility alone (§6.3): input k's SDC as sum_i P_i^med x
 * N_i^k / N^k. res[median]'s P_i where instruction i ran there; else the
 * mean of its P_i over the inputs where it ran.
 */
static void
exec_only(struct vt_bound *b, const struct model_result *const *res)
{
	const struct model_result *med = res[b->median];
	unsigned n = med->ninsts;
	double *sum = xcalloc(n, sizeof(*sum));
	unsigned *ran = xcalloc(n, sizeof(*ran));

	/* Same module: the results list the same candidates, by index. */
	for (unsigned k = 0; k < b->ninputs; k++)
		for (unsigned j = 0; res[k] && j < n; j++)
			if (res[k]->insts[j].count) {
				sum[j] += res[k]->insts[j].sdc;
				ran[j]++;
			}
	for (unsigned j = 0; j < n; j++)
		if (med->insts[j].count) {
			sum[j] = med->insts[j].sdc;
			ran[j] = 1;
		}
	for (unsigned k = 0; k < b->ninputs; k++) {
		double acc = 0;

		if (!res[k])
			continue;
		for (unsigned j = 0; j < n; j++)
			if (res[k]->insts[j].count)
				acc += sum[j] / ran[j] *
				       (double)res[k]->insts[j].count;
		b->inputs[k].exec_only = res[k]->dynamic ?
			acc / (double)res[k]->dynamic : 0;
	}
	free(sum);
	free(ran);
}

/* Whether every result lists the same candidates (one module). */
static int
check_same(const struct model_result *const *res, unsigned n)
{
	const struct model_result *first = NULL;

	for (unsigned k = 0; k < n; k++) {
		if (!res[k])
			continue;
		if (!first) {
			first = res[k];
			continue;
		}
		if (strcmp(first->hash, res[k]->hash) ||
		    first->ninsts != res[k]->ninsts)
			return tr_error("the predictions are of different "
					"modules (hash %s and %s)",
					first->hash, res[k]->hash);
		for (unsigned j = 0; j < first->ninsts; j++)
			if (first->insts[j].id != res[k]->insts[j].id)
				return tr_error("the predictions list different "
						"instructions (ids %u and %u)",
						first->insts[j].id,
						res[k]->insts[j].id);
	}
	if (!first)
		return tr_error("no input could be predicted");
	return 0;
}

int
vt_bound_build(struct vt_bound *b, const struct model_result *const *res,
	       const char *const *labels, const char *const *errors,
	       unsigned n)
{
	memset(b, 0, sizeof(*b));
	b->diff_floor = VT_DIFF_FLOOR;
	b->diff_error = VT_DIFF_ERROR;
	if (check_same(res, n))
		return -1;
	b->ninputs = n;
	b->inputs = xcalloc(n, sizeof(*b->inputs));
	b->max = -INFINITY;
	b->min = INFINITY;
	for (unsigned k = 0; k < n; k++) {
		struct vt_input *in = &b->inputs[k];

		in->label = xstrdup(labels[k]);
		if (!res[k]) {
			in->error = xstrdup(errors && errors[k] ? errors[k] :
					    "not predicted");
			continue;
		}
		in->predicted = res[k]->sdc;
		in->dynamic = res[k]->dynamic;
		b->nok++;
		b->max = fmax(b->max, in->predicted);
		b->min = fmin(b->min, in->predicted);
	}
	b->range = b->max - b->min;
	b->median = median_input(b);
	merge_insts(b, res);
	qsort(b->insts, b->ninsts, sizeof(*b->insts), by_range);
	exec_only(b, res);
	b->exec_max = -INFINITY;
	b->exec_min = INFINITY;
	for (unsigned k = 0; k < n; k++)
		if (!b->inputs[k].error) {
			b->exec_max = fmax(b->exec_max, b->inputs[k].exec_only);
			b->exec_min = fmin(b->exec_min, b->inputs[k].exec_only);
		}
	b->exec_range = b->exec_max - b->exec_min;
	return 0;
}

void
vt_bound_reference(struct vt_bound *b, double s, double lo, double hi,
		   uint64_t runs, bool measured)
{
	double med = b->inputs[b->median].predicted;

	b->have_s = true;
	b->s_measured = measured;
	b->s = s;
	b->s_lo = lo;
	b->s_hi = hi;
	b->s_runs = runs;
	/* Eq. 6.3, and the same with execution volatility's range. */
	b->lo = clip01(s - b->range / 2);
	b->hi = clip01(s + b->range / 2);
	b->exec_lo = clip01(s - b->exec_range / 2);
	b->exec_hi = clip01(s + b->exec_range / 2);
	/* The estimates' span: the lowest and highest prediction moved by
	   the median input's measured S, with S's own interval. */
	b->span_lo = clip01(lo + (b->min - med));
	b->span_hi = clip01(hi + (b->max - med));
	for (unsigned k = 0; k < b->ninputs; k++) {
		struct vt_input *in = &b->inputs[k];
		double d = in->predicted - med;
		double e = k == b->median ? 0 :
			   b->diff_floor + b->diff_error * fabs(d);

		if (in->error)
			continue;
		in->estimate = clip01(s + d);
		in->est_lo = clip01(s + d - (s - lo) - e);
		in->est_hi = clip01(s + d + (hi - s) + e);
	}
}

void
vt_bound_measured(struct vt_bound *b, unsigned k, double sdc, double lo,
		  double hi, uint64_t runs)
{
	struct vt_input *in = &b->inputs[k];

	in->measured = true;
	in->fi_sdc = sdc;
	in->fi_lo = lo;
	in->fi_hi = hi;
	in->fi_runs = runs;
}

unsigned
vt_bound_inside(const struct vt_bound *b, double lo, double hi,
		unsigned *measured)
{
	unsigned in = 0, m = 0;

	for (unsigned k = 0; k < b->ninputs; k++) {
		const struct vt_input *x = &b->inputs[k];

		if (x->error || !x->measured)
			continue;
		m++;
		in += x->fi_sdc >= lo && x->fi_sdc <= hi;
	}
	if (measured)
		*measured = m;
	return in;
}

void
vt_bound_release(struct vt_bound *b)
{
	for (unsigned k = 0; k < b->ninputs; k++) {
		free(b->inputs[k].label);
		free(b->inputs[k].error);
	}
	free(b->inputs);
	for (unsigned i = 0; i < b->ninsts; i++) {
		free(b->insts[i].function);
		free(b->insts[i].file);
	}
	free(b->insts);
	memset(b, 0, sizeof(*b));
}
