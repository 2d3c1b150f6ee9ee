/*
 * stats.c: the names of fault models and outcome classes, outcome tallies,
 * Wilson score intervals, a rate's row in a summary table, the monotonic
 * clock of a campaign and its warnings.
 *
 * Rates are reported with Wilson score intervals rather than the normal
 * approximation because SDC and crash rates of single instructions are often
 * near 0 or 1 and the sample of one instruction is small: the Wilson interval
 * stays inside [0, 1] and is not degenerate at k = 0 or k = n.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <gsl/gsl_cdf.h>

#include "campaign.h"

static const char *const model_names[FI_NMODELS] = {
	[FI_MODEL_BITFLIP] = "bitflip", [FI_MODEL_BITFLIP2] = "bitflip2",
	[FI_MODEL_STUCK0] = "stuck0", [FI_MODEL_STUCK1] = "stuck1",
	[FI_MODEL_RANDOM] = "random", [FI_MODEL_ZERO] = "zero",
	[FI_MODEL_SYNDROME] = "syndrome",
};

static const char *const outcome_names[FI_NOUTCOMES] = {
	[FI_NOT_INJECTED] = "not-injected", [FI_HANG] = "hang",
	[FI_CRASH] = "crash", [FI_ERROR_EXIT] = "error-exit",
	[FI_DETECTED] = "detected", [FI_SDC] = "sdc", [FI_BENIGN] = "benign",
};

const char *
fi_model_name(enum fi_model m)
{
	return (unsigned)m < FI_NMODELS ? model_names[m] : "?";
}

int
fi_model_parse(const char *s, enum fi_model *m)
{
	for (unsigned i = 0; i < FI_NMODELS; i++)
		if (strcmp(s, model_names[i]) == 0) {
			*m = (enum fi_model)i;
			return 0;
		}
	return tr_error("unknown fault model '%s' (expected bitflip, bitflip2, "
			"stuck0, stuck1, random or zero; gpu-inject also "
			"syndrome, with --syndrome FILE)", s);
}

const char *
fi_outcome_name(enum fi_outcome o)
{
	return (unsigned)o < FI_NOUTCOMES ? outcome_names[o] : "?";
}

int
fi_outcome_parse(const char *s, enum fi_outcome *o)
{
	for (unsigned i = 0; i < FI_NOUTCOMES; i++)
		if (strcmp(s, outcome_names[i]) == 0) {
			*o = (enum fi_outcome)i;
			return 0;
		}
	return tr_error("unknown outcome '%s' (expected not-injected, hang, "
			"crash, error-exit, detected, sdc or benign)", s);
}

void
fi_tally_add(struct fi_tally *t, enum fi_outcome o)
{
	if ((unsigned)o < FI_NOUTCOMES)
		t->n[o]++;
}

uint64_t
fi_tally_injected(const struct fi_tally *t)
{
	uint64_t sum = 0;

	for (unsigned o = 0; o < FI_NOUTCOMES; o++)
		if (o != FI_NOT_INJECTED)
			sum += t->n[o];
	return sum;
}

/*
 * center = (p + z^2/2n) / (1 + z^2/n),
 * half = z / (1 + z^2/n) * sqrt(p(1-p)/n + z^2/4n^2).
 * The ends at k = 0 and k = n are exactly 0 and 1 (the formula gives them up
 * to rounding); anything else is clamped to [0, 1].
 */
void
fi_wilson(uint64_t k, uint64_t n, double conf, double *lo, double *hi)
{
	double z, p, z2n, denom, center, half;

	if (n == 0) {
		*lo = 0;
		*hi = 1;
		return;
	}
	if (k > n)
		k = n;
	z = gsl_cdf_ugaussian_Pinv(1 - (1 - conf) / 2);
	p = (double)k / (double)n;
	z2n = z * z / (double)n;
	denom = 1 + z2n;
	center = (p + z2n / 2) / denom;
	half = z / denom * sqrt(p * (1 - p) / (double)n + z2n / (4 * (double)n));
	*lo = k == 0 ? 0 : fmax(0, center - half);
	*hi = k == n ? 1 : fmin(1, center + half);
}

void
fi_print_rate(FILE *out, const char *name, const json_t *row)
{
	const json_t *ci = json_object_get(row, "ci95");

	fprintf(out, "  %-12s %8lld %7.2f%%  [%.2f%%, %.2f%%]\n", name,
		(long long)json_integer_value(json_object_get(row, "count")),
		100 * json_number_value(json_object_get(row, "rate")),
		100 * json_number_value(json_array_get(ci, 0)),
		100 * json_number_value(json_array_get(ci, 1)));
}

double
fi_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

const char *campaign_progname = "trident";

void
campaign_warn(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: warning: ", campaign_progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}
