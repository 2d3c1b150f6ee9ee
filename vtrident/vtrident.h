/*
 * vtrident.h: vTRIDENT (thesis ch. 6), the variation of a program's SDC
 * probability across its inputs, from one TRIDENT prediction per input and
 * at most one fault-injection campaign.
 *
 * Eq. 6.2 writes the program's SDC probability as sum_i P_i N_i / N: the
 * per-instruction SDC probabilities P_i (INSTRUCTION-SDC-VOLATILITY when
 * they vary) weighted by the execution footprints N_i / N
 * (INSTRUCTION-EXECUTION-VOLATILITY). Given the model's results for n
 * inputs, this library computes:
 *   - each input's predicted SDC and the OVERALL-SDC-VOLATILITY R = max -
 *     min over the inputs (§6.5.1), and the median input, at sorted
 *     position ceil((n - 1) / 2) of the predictions (§6.6; model-anchors
 *     rule 18);
 *   - execution volatility alone (§6.3, the thesis's comparison): P_i
 *     fixed at the median input's, footprints from each input;
 *   - given S, the SDC measured (or predicted) on the median input, the
 *     bounds [S - R/2, S + R/2] of Eq. 6.3 (and the same with execution
 *     volatility's range), and, beyond the thesis, a per-input estimate
 *     S + (pred_k - pred_median) whose interval adds S's own interval and
 *     the model's error on a difference of predictions (VT_DIFF_FLOOR,
 *     VT_DIFF_ERROR), and the bounds those estimates span with S's own
 *     interval, [S_lo + min_k d_k, S_hi + max_k d_k] with d_k = pred_k -
 *     pred_median: R's width placed where the predictions put the inputs
 *     rather than centred on the median input;
 *   - per instruction, the range of P_i over the inputs where it ran, for
 *     the instructions whose P_i vary most, and the thesis's volatility
 *     classes (< 10, 10-20, > 20 points; §6.5.1).
 * bound.c computes, report.c writes the JSON and the table, svg.c the plot
 * (Fig. 6.10).
 *
 * Ownership: struct vt_bound owns its arrays and strings (copied from the
 * model results, which may go once vt_bound_build returns) and gives them
 * back in vt_bound_release. Errors as in analysis.h (-1 and tr_errmsg()).
 */
#ifndef TRIDENT_VTRIDENT_H
#define TRIDENT_VTRIDENT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include <jansson.h>

#include "model.h"

/* The JSON report's format (docs/bound.md). */
#define VT_FORMAT "trident-bound"
#define VT_VERSION 1

/*
 * The model's error on the difference between two inputs' predicted SDC:
 * the per-input estimate's interval widens by VT_DIFF_FLOOR +
 * VT_DIFF_ERROR x |pred_k - pred_median| beyond S's own interval (the
 * median input's is S's). Fitted on the bundled programs' per-input
 * campaigns (the fitting half): the narrowest mean interval that covers
 * 95% of their inputs (bench/vtrident; docs/results/bound).
 */
#define VT_DIFF_FLOOR 0.151
#define VT_DIFF_ERROR 0.0

/* The thesis's per-instruction volatility classes (§6.5.1), in points of
   SDC probability: the range of P_i below 10, 10 to 20, above 20. */
enum vt_class { VT_CLASS_LOW, VT_CLASS_MID, VT_CLASS_HIGH };
enum vt_class vt_classify(double range);
const char *vt_class_name(enum vt_class c);

/* One input, as the caller describes it. */
struct vt_input {
	char *label;		/* how the report names it: "input 3" or the
				   argument line */
	char *error;		/* NULL: took part; else why not (its
				   profile failed, it crashed) */
	double predicted;	/* the model's program SDC (Eq. 6.2) */
	double exec_only;	/* execution volatility alone: sum of the
				   median input's P_i x this input's N_i/N */
	uint64_t dynamic;	/* candidate executions N */
	double estimate, est_lo, est_hi;	/* S + (predicted - median's),
						   its interval */
	bool measured;		/* a campaign of this input was given */
	double fi_sdc, fi_lo, fi_hi;	/* its SDC and 95% interval */
	uint64_t fi_runs;
};

/* One static instruction's P_i across the inputs where it ran. */
struct vt_inst {
	unsigned id;
	char *function, *file;
	const char *opcode;	/* static string */
	unsigned line;
	unsigned ran;		/* inputs where it ran */
	double p_min, p_max;	/* over those inputs */
	double p_median;	/* at the median input; NAN if it did not run
				   there */
	double footprint_min, footprint_max;	/* N_i / N over the inputs */
};

struct vt_bound {
	unsigned ninputs;
	struct vt_input *inputs;	/* [ninputs], in the caller's order */
	unsigned nok;		/* inputs that took part */
	unsigned median;	/* index into inputs of the median input */
	double max, min, range;	/* predictions over the inputs: R */
	double exec_max, exec_min, exec_range;	/* execution volatility alone */
	/* S, set by vt_bound_reference */
	bool have_s, s_measured;
	double s, s_lo, s_hi;
	uint64_t s_runs;
	double lo, hi;		/* Eq. 6.3, clipped to [0, 1] */
	double span_lo, span_hi;	/* the estimates' span with S's
					   interval, clipped to [0, 1] */
	double exec_lo, exec_hi;	/* the same with exec_range */
	double diff_floor, diff_error;	/* VT_DIFF_FLOOR, VT_DIFF_ERROR
					   unless changed */
	unsigned ninsts;
	struct vt_inst *insts;	/* every instruction that ran on an input,
				   by falling range of P_i, then id */
};

/*
 * From res[k] (the model's result for input k, NULL where errors[k] says
 * why the input took no part) and labels[k]: predictions, R, the median
 * input, execution volatility and per-instruction ranges. At least one
 * input must take part; all results must be of one module (hash).
 */
int vt_bound_build(struct vt_bound *b, const struct model_result *const *res,
		   const char *const *labels, const char *const *errors,
		   unsigned n);
/*
 * S on the median input, with its 95% interval [lo, hi] (a campaign's, or
 * lo = hi = s for the model's own prediction): the bounds and the
 * per-input estimates.
 */
void vt_bound_reference(struct vt_bound *b, double s, double lo, double hi,
			uint64_t runs, bool measured);
/* A campaign's result for input k (for the report and the plot). */
void vt_bound_measured(struct vt_bound *b, unsigned k, double sdc, double lo,
		       double hi, uint64_t runs);
void vt_bound_release(struct vt_bound *b);

/* Measured inputs inside [lo, hi] (their SDC rate, not their interval). */
unsigned vt_bound_inside(const struct vt_bound *b, double lo, double hi,
			 unsigned *measured);

/*
 * The report as JSON (docs/bound.md): module, hash, inputs, volatility,
 * bounds, per-input estimates and the top instructions whose P_i vary
 * most (top = 0: all). Keys sorted when written with model_json_write.
 */
json_t *vt_bound_json(const struct vt_bound *b, const char *module,
		      const char *hash, unsigned top);
/* The readable table: inputs, R, S, bounds, the top instructions. */
void vt_bound_print(FILE *out, const struct vt_bound *b, unsigned top);
/*
 * The plot (Fig. 6.10) as a self-contained SVG: each input's estimate
 * with its interval, measured points with theirs, the bounds of Eq. 6.3
 * (solid) and of execution volatility alone (dashed).
 */
int vt_bound_svg(const struct vt_bound *b, const char *title,
		 const char *path);

#endif
