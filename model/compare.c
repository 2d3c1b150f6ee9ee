/*
 * compare.c: how close a model's per-instruction predictions are to fault
 * injection (thesis §5.4.2): mean absolute error, the paired t-test of
 * Table 5.2 and Spearman's rank correlation, with GSL.
 */
#include <math.h>

#include <gsl/gsl_cdf.h>
#include <gsl/gsl_statistics_double.h>

#include "model.h"

void
model_compare(const double *pred, const double *fi, size_t n,
	      struct model_comparison *c)
{
	double *d = xmalloc((n ? n : 1) * sizeof(*d));
	double *work = xmalloc((2 * n + 1) * sizeof(*work));
	double mean, sd, t;

	*c = (struct model_comparison){ .n = n, .t_p = NAN, .spearman = NAN };
	for (size_t i = 0; i < n; i++) {
		d[i] = pred[i] - fi[i];
		c->mae += fabs(d[i]);
	}
	if (n)
		c->mae /= (double)n;
	if (n >= 2) {
		mean = gsl_stats_mean(d, 1, n);
		sd = gsl_stats_sd_m(d, 1, n, mean);
		c->mean_diff = mean;
		if (sd > 0) {
			t = mean / (sd / sqrt((double)n));
			c->t_p = 2 * gsl_cdf_tdist_Q(fabs(t), (double)(n - 1));
		} else {
			/* Every difference the same: no spread to test. */
			c->t_p = mean == 0 ? 1 : 0;
		}
		c->spearman = gsl_stats_spearman(pred, 1, fi, 1, n, work);
	}
	free(work);
	free(d);
}
