/*
 * knapsack.c: which instructions to protect (selective-dup.h; thesis §5.5,
 * protection-anchors.md §6 rule 12): a 0-1 knapsack whose profit is an
 * instruction's share of the program's predicted SDC, P(SDC)_i n_i / N, and
 * whose cost is its share of full duplication's cost, n_i / N (every
 * duplicated execution costs about one instruction; the checks and copies
 * a choice brings are priced by cut.c's choice, --choose cut). Costs go
 * on a grid of at most DUP_GRID cells over the capacity, and exact dynamic
 * programming takes the most profit that fits.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

int
dup_knapsack(const double *profit, const double *cost, size_t n,
	     double capacity, bool *chosen)
{
	size_t cells, *w = xcalloc(n ? n : 1, sizeof(*w));
	double *best;
	uint64_t *took;		/* bit i (cells + 1) + c: item i improved c */
	int rc = -1;

	for (size_t i = 0; i < n; i++) {
		chosen[i] = false;
		if (!(profit[i] >= 0) || !(cost[i] >= 0) || !isfinite(cost[i]) ||
		    !isfinite(profit[i])) {
			tr_error("knapsack item %zu: profit %g, cost %g", i,
				 profit[i], cost[i]);
			goto out;
		}
	}
	if (!(capacity >= 0) || !isfinite(capacity)) {
		tr_error("knapsack capacity %g", capacity);
		goto out;
	}
	/* Everything fits: every item with a profit is taken. */
	{
		double sum = 0;

		for (size_t i = 0; i < n; i++)
			sum += cost[i];
		if (sum <= capacity) {
			for (size_t i = 0; i < n; i++)
				chosen[i] = profit[i] > 0;
			rc = 0;
			goto out;
		}
	}
	/*
	 * The grid: the capacity is DUP_GRID cells (fewer when n x cells
	 * would pass 2^30, the table's bits: 128 MiB), an item's cost its
	 * cells rounded up, so that what fits on the grid fits.
	 */
	cells = DUP_GRID;
	while (cells > 16 && (double)n * (double)(cells + 1) > 1073741824.0)
		cells /= 2;
	for (size_t i = 0; i < n; i++) {
		double c = capacity > 0 ? ceil(cost[i] / capacity * cells - 1e-9)
					: (cost[i] > 0 ? INFINITY : 0);

		w[i] = c > (double)cells ? cells + 1 : (size_t)fmax(0, c);
	}
	best = xcalloc(cells + 1, sizeof(*best));
	took = xcalloc(((n ? n : 1) * (cells + 1) + 63) / 64, sizeof(*took));
	for (size_t i = 0; i < n; i++) {
		if (w[i] > cells || profit[i] <= 0)
			continue;
		for (size_t c = cells + 1; c-- > w[i];)
			if (best[c - w[i]] + profit[i] > best[c]) {
				best[c] = best[c - w[i]] + profit[i];
				took[(i * (cells + 1) + c) / 64] |=
					(uint64_t)1 << ((i * (cells + 1) + c) % 64);
			}
	}
	for (size_t i = n, c = cells; i-- > 0;)
		if (took[(i * (cells + 1) + c) / 64] >>
		    ((i * (cells + 1) + c) % 64) & 1) {
			chosen[i] = true;
			c -= w[i];
		}
	free(best);
	free(took);
	rc = 0;
out:
	free(w);
	return rc;
}

int
dup_candidates(const struct ir_module *m, const unsigned *ids,
	   const uint64_t *counts, const double *sdc, size_t k,
	   struct dup_selection *s)
{
	LLVMValueRef *at = xcalloc(k ? k : 1, sizeof(*at));
	uint64_t total = 0, all = 0;

	*s = (struct dup_selection){ 0 };
	s->c = xcalloc(k ? k : 1, sizeof(*s->c));
	dup_find(m, ids, k, at);
	for (size_t i = 0; i < k; i++) {
		all += counts[i];
		if (!at[i] || !counts[i] || !dup_eligible(at[i]))
			continue;
		s->c[s->n++] = (struct dup_candidate){
			.id = ids[i], .count = counts[i], .sdc = sdc[i] };
		total += counts[i];
	}
	free(at);
	for (size_t i = 0; i < s->n; i++) {
		struct dup_candidate *c = &s->c[i];

		c->profit = all ? c->sdc * (double)c->count / (double)all : 0;
		c->cost = total ? (double)c->count / (double)total : 0;
		s->total_profit += c->profit;
	}
	return 0;
}

void
dup_totals(struct dup_selection *s)
{
	double p = 0, c = 0;

	for (size_t i = 0; i < s->n; i++)
		if (s->c[i].chosen) {
			p += s->c[i].profit;
			c += s->c[i].cost;
		}
	s->profit = s->total_profit > 0 ? p / s->total_profit : 0;
	s->cost = c;
}

int
dup_select_budget(const struct ir_module *m, const unsigned *ids,
		  const uint64_t *counts, const double *sdc, size_t k,
		  double share, struct dup_selection *s)
{
	double *p, *c;
	bool *ch;
	int rc;

	if (!(share >= 0 && share <= 1))
		return tr_error("the budget %g is not a share of full "
				"duplication between 0 and 1", share);
	if (dup_candidates(m, ids, counts, sdc, k, s))
		return -1;
	p = xmalloc((s->n ? s->n : 1) * sizeof(*p));
	c = xmalloc((s->n ? s->n : 1) * sizeof(*c));
	ch = xmalloc((s->n ? s->n : 1) * sizeof(*ch));
	for (size_t i = 0; i < s->n; i++) {
		p[i] = s->c[i].profit;
		c[i] = s->c[i].cost;
	}
	/* The candidates' costs add up to 1: full duplication, which takes
	   every candidate with a predicted SDC (whatever the rounding). */
	rc = dup_knapsack(p, c, s->n, share, ch);
	for (size_t i = 0; !rc && share >= 1 && i < s->n; i++)
		ch[i] = p[i] > 0;
	for (size_t i = 0; !rc && i < s->n; i++)
		s->c[i].chosen = ch[i];
	if (!rc)
		dup_totals(s);
	free(p);
	free(c);
	free(ch);
	if (rc)
		dup_selection_release(s);
	return rc;
}

/* Candidate order for the baselines: most executed first. */
static int
by_count_desc(const void *a, const void *b)
{
	const struct dup_candidate *x = *(const struct dup_candidate *const *)a,
				   *y = *(const struct dup_candidate *const *)b;

	if (x->count != y->count)
		return x->count < y->count ? 1 : -1;
	return x->id < y->id ? -1 : x->id > y->id;
}

int
dup_select_ranked(const struct ir_module *m, const unsigned *ids,
		  const uint64_t *counts, const double *sdc, size_t k,
		  double share, enum dup_rank rank, uint64_t seed,
		  struct dup_selection *s)
{
	struct dup_candidate **order;
	uint64_t x = seed * 0x9E3779B97F4A7C15ULL + 1;
	double used = 0;

	if (rank == DUP_RANK_MODEL)
		return dup_select_budget(m, ids, counts, sdc, k, share, s);
	if (!(share >= 0 && share <= 1))
		return tr_error("the budget %g is not a share of full "
				"duplication between 0 and 1", share);
	if (dup_candidates(m, ids, counts, sdc, k, s))
		return -1;
	order = xmalloc((s->n ? s->n : 1) * sizeof(*order));
	for (size_t i = 0; i < s->n; i++)
		order[i] = &s->c[i];
	if (rank == DUP_RANK_HOT) {
		qsort(order, s->n, sizeof(*order), by_count_desc);
	} else {
		/* Fisher-Yates with a xorshift64* stream from seed. */
		for (size_t i = s->n; i > 1; i--) {
			size_t j;
			struct dup_candidate *t;

			x ^= x >> 12;
			x ^= x << 25;
			x ^= x >> 27;
			j = (size_t)((x * 0x2545F4914F6CDD1DULL) % i);
			t = order[i - 1];
			order[i - 1] = order[j];
			order[j] = t;
		}
	}
	for (size_t i = 0; i < s->n; i++)
		if (used + order[i]->cost <= share + 1e-12) {
			order[i]->chosen = true;
			used += order[i]->cost;
		}
	free(order);
	dup_totals(s);
	return 0;
}

int
dup_select_ids(const struct ir_module *m, const unsigned *ids,
	       const uint64_t *counts, const double *sdc, size_t k,
	       const unsigned *sel, size_t nsel, struct dup_selection *s)
{
	if (dup_candidates(m, ids, counts, sdc, k, s))
		return -1;
	for (size_t j = 0; j < nsel; j++)
		for (size_t i = 0; i < s->n; i++)
			if (s->c[i].id == sel[j])
				s->c[i].chosen = true;
	dup_totals(s);
	return 0;
}

void
dup_selection_release(struct dup_selection *s)
{
	free(s->c);
	*s = (struct dup_selection){ 0 };
}
