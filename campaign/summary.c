/*
 * summary.c: a campaign's summary (docs/campaign.md, "summary.json"), as
 * JSON and as a readable table, for the CPU and the GPU campaigns.
 *
 * The summary is built from the journal's entries and the sites table
 * alone (to name the function, opcode and source line of each static id),
 * so a resumed or re-summarized campaign gives the same bytes: keys are
 * sorted, reals printed with fixed precision, tables ordered by id or keyed
 * by name. Every rate is over the injected runs of its row (not-injected
 * runs are counted and reported but left out), with a 95% Wilson score
 * interval.
 */
#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Crash latency above this many dynamic instructions is "long" (§3.2). */
#define LONG_LATENCY 1000

static json_t *
ci_json(uint64_t k, uint64_t n)
{
	double lo, hi;

	fi_wilson(k, n, 0.95, &lo, &hi);
	return json_pack("[f, f]", lo, hi);
}

static double
rate(uint64_t k, uint64_t n)
{
	return n ? (double)k / (double)n : 0;
}

/* An outcome's "count", "rate" over n and "ci95". */
static json_t *
count_json(uint64_t k, uint64_t n)
{
	return json_pack("{s:I, s:f, s:o}", "count", (json_int_t)k,
			 "rate", rate(k, n), "ci95", ci_json(k, n));
}

/* A table row: "runs", one count per outcome name, "sdc_rate". */
static json_t *
row_json(const struct fi_tally *t)
{
	json_t *row = json_object();
	uint64_t runs = 0;

	for (unsigned o = 0; o < FI_NOUTCOMES; o++) {
		json_object_set_new(row, fi_outcome_name((enum fi_outcome)o),
				    json_integer((json_int_t)t->n[o]));
		runs += t->n[o];
	}
	json_object_set_new(row, "runs", json_integer((json_int_t)runs));
	json_object_set_new(row, "sdc_rate", json_real(
		rate(t->n[FI_SDC], fi_tally_injected(t))));
	return row;
}

/* "runs", "injected", "not_injected" and "outcomes" of the tally. */
static void
outcomes_json(json_t *sum, const struct fi_tally *all, size_t n)
{
	json_t *outcomes = json_object();
	uint64_t injected = fi_tally_injected(all);

	json_object_set_new(sum, "runs", json_integer((json_int_t)n));
	json_object_set_new(sum, "injected", json_integer((json_int_t)injected));
	json_object_set_new(sum, "not_injected",
			    json_integer((json_int_t)all->n[FI_NOT_INJECTED]));
	for (unsigned o = 0; o < FI_NOUTCOMES; o++)
		if (o != FI_NOT_INJECTED)
			json_object_set_new(outcomes,
					    fi_outcome_name((enum fi_outcome)o),
					    count_json(all->n[o], injected));
	json_object_set_new(sum, "outcomes", outcomes);
}

/*
 * Tallies keyed by name (opcode, function, "file:line", id), in first-seen
 * order.
 */
struct groups {
	json_t *index;		/* name -> position in t */
	struct fi_tally *t;
	size_t n, cap;
};

static void
groups_add(struct groups *g, const char *key, const struct fi_tally *t)
{
	json_t *at = json_object_get(g->index, key);
	size_t k;

	if (at) {
		k = (size_t)json_integer_value(at);
	} else {
		if (g->n == g->cap) {
			g->cap = g->cap ? 2 * g->cap : 16;
			g->t = xrealloc(g->t, g->cap * sizeof(*g->t));
		}
		k = g->n++;
		memset(&g->t[k], 0, sizeof(g->t[k]));
		json_object_set_new(g->index, key, json_integer((json_int_t)k));
	}
	for (unsigned o = 0; o < FI_NOUTCOMES; o++)
		g->t[k].n[o] += t->n[o];
}

static void
groups_add_one(struct groups *g, const char *key, enum fi_outcome o)
{
	struct fi_tally t = { { 0 } };

	fi_tally_add(&t, o);
	groups_add(g, key, &t);
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/*
 * The rows of every group as one object, inserted in key order (so even
 * iteration order is fixed, not only the sorted dump); releases the groups.
 */
static json_t *
groups_json(struct groups *g)
{
	const char **keys = xcalloc(g->n, sizeof(*keys));
	json_t *out = json_object(), *at;
	const char *key;
	size_t k = 0;

	json_object_foreach(g->index, key, at)
		keys[k++] = key;
	qsort(keys, k, sizeof(*keys), cmp_str);
	for (size_t i = 0; i < k; i++) {
		at = json_object_get(g->index, keys[i]);
		json_object_set_new(out, keys[i],
				    row_json(&g->t[json_integer_value(at)]));
	}
	free(keys);
	json_decref(g->index);
	free(g->t);
	return out;
}

/* What the sites table says about id, "?" for what it does not know. */
struct where {
	const char *function, *opcode, *file;
	unsigned line;
	char key[600];		/* "file:line", or "?:0" */
};

static void
where_of(const struct fi_sites *sites, unsigned id, struct where *w)
{
	const struct fi_site *s = sites ? fi_site_get(sites, id) : NULL;

	w->function = s ? s->function : "?";
	w->opcode = s ? s->opcode : "?";
	w->file = s && s->file ? s->file : "?";
	w->line = s && s->file ? s->line : 0;
	snprintf(w->key, sizeof(w->key), "%s:%u", w->file, w->line);
}

/* The naming fields of an instruction's row. */
static void
row_where(json_t *row, unsigned id, const struct where *w)
{
	json_object_set_new(row, "id", json_integer(id));
	json_object_set_new(row, "function", json_string(w->function));
	json_object_set_new(row, "opcode", json_string(w->opcode));
	json_object_set_new(row, "file", json_string(w->file));
	json_object_set_new(row, "line", json_integer(w->line));
}

/*
 * The CPU summary
 */

/* One (id, outcome) pair per injected-instruction entry, sorted by id. */
struct hit {
	unsigned id;
	enum fi_outcome outcome;
};

static int
cmp_hit(const void *a, const void *b)
{
	unsigned x = ((const struct hit *)a)->id;
	unsigned y = ((const struct hit *)b)->id;

	return (x > y) - (x < y);
}

/*
 * per_instruction, with per_opcode, per_function and per_line summed from
 * its rows. Entries with id 0 (nothing injected) belong to no instruction.
 */
static void
tables(json_t *sum, const struct fi_entry *e, size_t n,
       const struct fi_sites *sites)
{
	struct groups ops = { .index = json_object() };
	struct groups fns = { .index = json_object() };
	struct groups lines = { .index = json_object() };
	struct hit *h = xcalloc(n, sizeof(*h));
	json_t *rows = json_array();
	size_t nh = 0;

	for (size_t i = 0; i < n; i++)
		if (e[i].id) {
			h[nh].id = e[i].id;
			h[nh++].outcome = e[i].outcome;
		}
	qsort(h, nh, sizeof(*h), cmp_hit);
	for (size_t i = 0, j; i < nh; i = j) {
		struct fi_tally t = { { 0 } };
		struct where w;
		json_t *row;

		for (j = i; j < nh && h[j].id == h[i].id; j++)
			fi_tally_add(&t, h[j].outcome);
		where_of(sites, h[i].id, &w);
		row = row_json(&t);
		row_where(row, h[i].id, &w);
		json_object_set_new(row, "sdc_ci95", ci_json(t.n[FI_SDC],
					fi_tally_injected(&t)));
		json_array_append_new(rows, row);
		groups_add(&ops, w.opcode, &t);
		groups_add(&fns, w.function, &t);
		groups_add(&lines, w.key, &t);
	}
	json_object_set_new(sum, "per_instruction", rows);
	json_object_set_new(sum, "per_opcode", groups_json(&ops));
	json_object_set_new(sum, "per_function", groups_json(&fns));
	json_object_set_new(sum, "per_line", groups_json(&lines));
	free(h);
}

static int
cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return (x > y) - (x < y);
}

/*
 * Crashes with a known latency: count, median, max, long-latency count;
 * and the crashes whose latency is unknown.
 */
static json_t *
crash_latency(const struct fi_entry *e, size_t n)
{
	int64_t *lat = xcalloc(n, sizeof(*lat));
	size_t k = 0, nlong = 0, unknown = 0;
	double median = 0;
	json_t *o;

	for (size_t i = 0; i < n; i++) {
		if (e[i].outcome != FI_CRASH)
			continue;
		if (e[i].latency >= 0) {
			lat[k++] = e[i].latency;
			nlong += e[i].latency > LONG_LATENCY;
		}
		unknown += e[i].latency_unknown;
	}
	qsort(lat, k, sizeof(*lat), cmp_i64);
	if (k)
		median = k % 2 ? (double)lat[k / 2] :
			 ((double)lat[k / 2 - 1] + (double)lat[k / 2]) / 2;
	o = json_pack("{s:I, s:f, s:I, s:I, s:I}", "count", (json_int_t)k,
		      "median", median, "max", (json_int_t)(k ? lat[k - 1] : 0),
		      "long_latency", (json_int_t)nlong,
		      "unknown", (json_int_t)unknown);
	free(lat);
	return o;
}

/* The usual fatal signals by name; others as "SIG<n>". */
static void
signal_name(int sig, char *buf, size_t len)
{
	static const struct {
		int sig;
		const char *name;
	} names[] = {
		{ SIGHUP, "SIGHUP" }, { SIGINT, "SIGINT" },
		{ SIGQUIT, "SIGQUIT" }, { SIGILL, "SIGILL" },
		{ SIGTRAP, "SIGTRAP" }, { SIGABRT, "SIGABRT" },
		{ SIGBUS, "SIGBUS" }, { SIGFPE, "SIGFPE" },
		{ SIGKILL, "SIGKILL" }, { SIGUSR1, "SIGUSR1" },
		{ SIGSEGV, "SIGSEGV" }, { SIGUSR2, "SIGUSR2" },
		{ SIGPIPE, "SIGPIPE" }, { SIGALRM, "SIGALRM" },
		{ SIGTERM, "SIGTERM" }, { SIGXCPU, "SIGXCPU" },
		{ SIGXFSZ, "SIGXFSZ" }, { SIGSYS, "SIGSYS" },
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(*names); i++)
		if (names[i].sig == sig) {
			snprintf(buf, len, "%s", names[i].name);
			return;
		}
	snprintf(buf, len, "SIG%d", sig);
}

/* Add one to the count under key in object o. */
static void
count_key(json_t *o, const char *key)
{
	json_t *c = json_object_get(o, key);

	if (c)
		json_integer_set(c, json_integer_value(c) + 1);
	else
		json_object_set_new(o, key, json_integer(1));
}

/* The signals that killed crashing runs, by name. */
static json_t *
signals(const struct fi_entry *e, size_t n)
{
	json_t *o = json_object();
	char name[16];

	for (size_t i = 0; i < n; i++) {
		if (e[i].outcome != FI_CRASH || e[i].signal <= 0)
			continue;
		signal_name(e[i].signal, name, sizeof(name));
		count_key(o, name);
	}
	return o;
}

json_t *
fi_summary_build(const struct fi_entry *e, size_t n,
		 const struct fi_sites *sites)
{
	json_t *sum = json_object();
	struct fi_tally all = { { 0 } };
	double total = 0;

	for (size_t i = 0; i < n; i++) {
		fi_tally_add(&all, e[i].outcome);
		total += e[i].time_s;
	}
	outcomes_json(sum, &all, n);
	json_object_set_new(sum, "crash_latency", crash_latency(e, n));
	json_object_set_new(sum, "signals", signals(e, n));
	tables(sum, e, n, sites);
	json_object_set_new(sum, "time", json_pack("{s:f, s:f}",
		"total_run_s", total, "mean_run_s", n ? total / (double)n : 0.0));
	return sum;
}

/*
 * The GPU summary
 */

/* per_instruction (keyed by id), per_kernel, per_opcode, per_line. */
static void
gpu_tables(json_t *sum, const struct gpu_entry *e, size_t n,
	   const struct fi_sites *sites)
{
	struct groups ids = { .index = json_object() };
	struct groups kernels = { .index = json_object() };
	struct groups ops = { .index = json_object() };
	struct groups lines = { .index = json_object() };
	json_t *per_inst, *row;
	const char *key;

	for (size_t i = 0; i < n; i++) {
		enum fi_outcome o = e[i].e.outcome;
		struct where w;
		char id[16];

		if (o == FI_NOT_INJECTED)
			continue;
		where_of(sites, e[i].e.id, &w);
		snprintf(id, sizeof(id), "%u", e[i].e.id);
		groups_add_one(&ids, id, o);
		groups_add_one(&kernels, w.function, o);
		groups_add_one(&ops, w.opcode, o);
		groups_add_one(&lines, w.key, o);
	}
	per_inst = groups_json(&ids);
	json_object_foreach(per_inst, key, row) {
		struct where w;
		unsigned id = (unsigned)strtoul(key, NULL, 10);

		where_of(sites, id, &w);
		row_where(row, id, &w);
	}
	json_object_set_new(sum, "per_instruction", per_inst);
	json_object_set_new(sum, "per_kernel", groups_json(&kernels));
	json_object_set_new(sum, "per_opcode", groups_json(&ops));
	json_object_set_new(sum, "per_line", groups_json(&lines));
}

json_t *
gpu_summary_build(const struct gpu_entry *e, size_t n,
		  const struct fi_sites *sites, bool memory)
{
	struct fi_tally t = { { 0 } };
	json_t *sum = json_object(), *mem = json_object(), *errs = json_object();
	json_t *lat = json_object();
	uint64_t inj, rm = 0, tm = 0, btm = 0, om = 0, known = 0;
	char key[32];

	for (size_t i = 0; i < n; i++) {
		enum fi_outcome o = e[i].e.outcome;

		fi_tally_add(&t, o);
		if (o == FI_NOT_INJECTED)
			continue;
		if (e[i].cuda_error[0])
			count_key(errs, e[i].cuda_error);
		om += o == FI_SDC;
		rm += e[i].rm == 1;
		tm += e[i].tm == 1;
		btm += e[i].benign_tm == 1;
		known += e[i].benign_tm >= 0;
		if (e[i].rm_latency >= 0) {
			snprintf(key, sizeof(key), "%" PRId64, e[i].rm_latency);
			count_key(lat, key);
		}
	}
	inj = fi_tally_injected(&t);
	json_object_set_new(mem, "sdc_om", count_json(om, inj));
	json_object_set_new(mem, "sdc_rm", count_json(rm, inj));
	if (memory) {
		json_object_set_new(mem, "sdc_tm", count_json(tm, inj));
		json_object_set_new(mem, "benign_tm", count_json(btm, inj));
		json_object_set_new(mem, "benign_tm_known",
				    json_integer((json_int_t)known));
		json_object_set_new(mem, "rm_latency_launches", lat);
	} else {
		json_decref(lat);
	}
	outcomes_json(sum, &t, n);
	json_object_set_new(sum, "memory", mem);
	json_object_set_new(sum, "cuda_errors", errs);
	gpu_tables(sum, e, n, sites);
	return sum;
}

int
fi_summary_write(const json_t *summary, const char *path)
{
	errno = 0;
	if (json_dump_file(summary, path, CP_JSON_FILE))
		return tr_error("cannot write summary '%s': %s", path,
				errno ? strerror(errno) : "jansson failed");
	return 0;
}

/*
 * The readable tables
 */
static json_int_t
get_int(const json_t *o, const char *key)
{
	return json_integer_value(json_object_get(o, key));
}

static double
get_num(const json_t *o, const char *key)
{
	return json_number_value(json_object_get(o, key));
}

static const char *
get_str(const json_t *o, const char *key)
{
	const char *s = json_string_value(json_object_get(o, key));

	return s ? s : "?";
}

/* "runs: ... injected: ..." and the wall time, then the outcome rates. */
static void
print_outcomes(FILE *out, const json_t *summary)
{
	const json_t *outcomes = json_object_get(summary, "outcomes");
	const json_t *camp = json_object_get(summary, "campaign");
	json_int_t runs = get_int(summary, "runs");

	fprintf(out, "runs: %lld  injected: %lld  not injected: %lld\n",
		(long long)runs, (long long)get_int(summary, "injected"),
		(long long)get_int(summary, "not_injected"));
	if (get_int(summary, "bad_lines"))
		fprintf(out, "bad journal lines ignored: %lld\n",
			(long long)get_int(summary, "bad_lines"));
	if (json_is_object(camp) && json_is_number(json_object_get(camp,
								   "wall_s"))) {
		double wall = get_num(camp, "wall_s");

		fprintf(out, "wall time: %.1f s (%.1f runs/s)", wall,
			wall > 0 ? (double)runs / wall : 0.0);
		if (get_int(camp, "parts") > 1)
			fprintf(out, " in %lld parts, the last %.1f s",
				(long long)get_int(camp, "parts"),
				get_num(camp, "wall_last_s"));
		fputc('\n', out);
	}
	fprintf(out, "\n  %-12s %8s %8s  %s\n", "outcome", "count", "rate",
		"95% CI");
	for (unsigned o = 0; o < FI_NOUTCOMES; o++) {
		const char *name = fi_outcome_name((enum fi_outcome)o);
		const json_t *row = json_object_get(outcomes, name);

		if (o != FI_NOT_INJECTED && row)
			fi_print_rate(out, name, row);
	}
}

/* A per_instruction row ranked by SDC count (more first), then id. */
struct ranked {
	json_int_t sdc, id;
	const json_t *row;
};

static int
cmp_ranked(const void *a, const void *b)
{
	const struct ranked *x = a, *y = b;

	if (x->sdc != y->sdc)
		return x->sdc < y->sdc ? 1 : -1;
	return (x->id > y->id) - (x->id < y->id);
}

/* The top instructions of rows (an array, or an object keyed by id). */
static void
print_top(FILE *out, const json_t *rows, unsigned top)
{
	size_t n = json_is_array(rows) ? json_array_size(rows) :
		   json_object_size(rows), k = 0;
	struct ranked *r = xcalloc(n, sizeof(*r));
	const json_t *row;
	const char *key;
	size_t i;

	if (json_is_array(rows)) {
		json_array_foreach(rows, i, row)
			if (get_int(row, "sdc") > 0)
				r[k++] = (struct ranked){ get_int(row, "sdc"),
							  get_int(row, "id"),
							  row };
	} else {
		json_object_foreach((json_t *)rows, key, row)
			if (get_int(row, "sdc") > 0)
				r[k++] = (struct ranked){ get_int(row, "sdc"),
							  get_int(row, "id"),
							  row };
	}
	qsort(r, k, sizeof(*r), cmp_ranked);
	fprintf(out, "\ntop instructions by SDC count:\n");
	if (k == 0)
		fprintf(out, "  (no SDC)\n");
	else
		fprintf(out, "  %8s  %-20s %-14s %-24s %8s %8s %8s\n", "id",
			"function", "opcode", "location", "runs", "sdc",
			"sdc rate");
	for (i = 0; i < k && i < top; i++) {
		char where[256];

		row = r[i].row;
		snprintf(where, sizeof(where), "%s:%lld", get_str(row, "file"),
			 (long long)get_int(row, "line"));
		fprintf(out, "  %8lld  %-20s %-14s %-24s %8lld %8lld %7.2f%%\n",
			(long long)r[i].id, get_str(row, "function"),
			get_str(row, "opcode"), where,
			(long long)get_int(row, "runs"), (long long)r[i].sdc,
			100 * get_num(row, "sdc_rate"));
	}
	free(r);
}

void
fi_summary_print(FILE *out, const json_t *summary, unsigned top)
{
	const json_t *lat = json_object_get(summary, "crash_latency");

	print_outcomes(out, summary);
	fprintf(out, "\ncrash latency: %lld crashes, median %g, max %lld, "
		"long (> %d): %lld", (long long)get_int(lat, "count"),
		get_num(lat, "median"), (long long)get_int(lat, "max"),
		LONG_LATENCY, (long long)get_int(lat, "long_latency"));
	if (get_int(lat, "unknown"))
		fprintf(out, "; unknown: %lld",
			(long long)get_int(lat, "unknown"));
	fputc('\n', out);
	if (top)
		print_top(out, json_object_get(summary, "per_instruction"),
			  top);
}

void
gpu_summary_print(FILE *out, const json_t *sum, unsigned top)
{
	const json_t *mem = json_object_get(sum, "memory"), *row, *x;
	const char *key;

	print_outcomes(out, sum);
	fputc('\n', out);
	json_object_foreach((json_t *)mem, key, row)
		if (json_is_object(row) && json_object_get(row, "rate"))
			fi_print_rate(out, key, row);
	x = json_object_get(sum, "cuda_errors");
	if (json_object_size(x)) {
		fputs("\nCUDA errors:", out);
		json_object_foreach((json_t *)x, key, row)
			fprintf(out, " %s %lld", key,
				(long long)json_integer_value(row));
		fputc('\n', out);
	}
	if (!top)
		return;
	print_top(out, json_object_get(sum, "per_instruction"), top);
	fputs("\nper kernel:\n", out);
	json_object_foreach(json_object_get(sum, "per_kernel"), key, row)
		fprintf(out, "  %-40s runs %5lld  sdc %6.2f%%\n", key,
			(long long)json_integer_value(json_object_get(row, "runs")),
			100 * json_number_value(json_object_get(row, "sdc_rate")));
}

double
gpu_mean_run_s(const struct gpu_entry *e, size_t n)
{
	double t = 0;

	for (size_t i = 0; i < n; i++)
		t += e[i].e.time_s;
	return n ? t / (double)n : 0.0;
}
