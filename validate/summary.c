/*
 * summary.c: a campaign's summary (docs/inject.md, "Summary"), as JSON and
 * as a readable table, and the progress line shown while a campaign runs.
 *
 * The summary is built from the journal's entries alone plus the module (to
 * name the function, opcode and source line of each static id), so a resumed
 * or re-summarized campaign gives the same bytes: keys are sorted, reals
 * printed with fixed precision, tables ordered by id or keyed by name. Every
 * rate is over the injected runs of its row (not-injected runs are counted
 * and reported but left out), with a 95% Wilson score interval.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "validate.h"

/* Crash latency above this many dynamic instructions is "long" (§3.2). */
#define LONG_LATENCY 1000

/* What the module says about one static id. */
struct inst_info {
	const char *fn;		/* NULL: the id is not in the module */
	size_t fnlen;
	const char *opcode;
	const char *file;	/* NULL: no debug location */
	unsigned filelen, line;
};

/* Map every id of the module to its instruction once: [max_id + 1]. */
static struct inst_info *
inst_table(const struct ir_module *m, unsigned *n)
{
	struct inst_info *t;

	*n = m ? m->max_id + 1 : 1;
	t = xcalloc(*n, sizeof(*t));
	if (!m)
		return t;
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn))
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
			     i = LLVMGetNextInstruction(i)) {
				unsigned id = ir_inst_id(m, i);
				struct inst_info *x;

				/* Instrumentation adds instructions without ids. */
				if (id == 0 || id >= *n)
					continue;
				x = &t[id];
				x->fn = LLVMGetValueName2(
					LLVMGetBasicBlockParent(
						LLVMGetInstructionParent(i)),
					&x->fnlen);
				x->opcode = ir_opcode_name(
					LLVMGetInstructionOpcode(i));
				if (!ir_inst_loc(i, &x->file, &x->filelen,
						 &x->line))
					x->file = NULL;
			}
	return t;
}

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

/* Tallies keyed by name (opcode, "file:line"), in first-seen order. */
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
 * per_instruction, with per_opcode and per_line summed from its rows.
 * Entries with id 0 (nothing injected) belong to no instruction.
 */
static void
tables(json_t *sum, const struct fi_entry *e, size_t n,
       const struct ir_module *m)
{
	struct groups ops = { .index = json_object() };
	struct groups lines = { .index = json_object() };
	struct hit *h = xcalloc(n, sizeof(*h));
	json_t *rows = json_array();
	struct inst_info *info;
	unsigned ninfo;
	size_t nh = 0;

	info = inst_table(m, &ninfo);
	for (size_t i = 0; i < n; i++)
		if (e[i].id) {
			h[nh].id = e[i].id;
			h[nh++].outcome = e[i].outcome;
		}
	qsort(h, nh, sizeof(*h), cmp_hit);
	for (size_t i = 0, j; i < nh; i = j) {
		static const struct inst_info unknown = { .opcode = "?" };
		const struct inst_info *x = h[i].id < ninfo && info[h[i].id].fn ?
					    &info[h[i].id] : &unknown;
		struct fi_tally t = { { 0 } };
		char *where;
		json_t *row;

		for (j = i; j < nh && h[j].id == h[i].id; j++)
			fi_tally_add(&t, h[j].outcome);
		row = row_json(&t);
		json_object_set_new(row, "id", json_integer(h[i].id));
		json_object_set_new(row, "function", x->fn ?
				    json_stringn(x->fn, x->fnlen) :
				    json_string("?"));
		json_object_set_new(row, "opcode", json_string(x->opcode));
		json_object_set_new(row, "file", x->file ?
				    json_stringn(x->file, x->filelen) :
				    json_string("?"));
		json_object_set_new(row, "line", json_integer(x->file ?
							      x->line : 0));
		json_object_set_new(row, "sdc_ci95", ci_json(t.n[FI_SDC],
					fi_tally_injected(&t)));
		json_array_append_new(rows, row);
		groups_add(&ops, x->opcode, &t);
		if (x->file) {
			size_t len = (size_t)x->filelen + 12;

			where = xmalloc(len);
			snprintf(where, len, "%.*s:%u", (int)x->filelen,
				 x->file, x->line);
		} else {
			where = xstrdup("?:0");
		}
		groups_add(&lines, where, &t);
		free(where);
	}
	json_object_set_new(sum, "per_instruction", rows);
	json_object_set_new(sum, "per_opcode", groups_json(&ops));
	json_object_set_new(sum, "per_line", groups_json(&lines));
	free(info);
	free(h);
}

static int
cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return (x > y) - (x < y);
}

/* Crashes with a known latency: count, median, max, long-latency count. */
static json_t *
crash_latency(const struct fi_entry *e, size_t n)
{
	int64_t *lat = xcalloc(n, sizeof(*lat));
	size_t k = 0, nlong = 0;
	double median = 0;
	json_t *o;

	for (size_t i = 0; i < n; i++)
		if (e[i].outcome == FI_CRASH && e[i].latency >= 0) {
			lat[k++] = e[i].latency;
			nlong += e[i].latency > LONG_LATENCY;
		}
	qsort(lat, k, sizeof(*lat), cmp_i64);
	if (k)
		median = k % 2 ? (double)lat[k / 2] :
			 ((double)lat[k / 2 - 1] + (double)lat[k / 2]) / 2;
	o = json_pack("{s:I, s:f, s:I, s:I}", "count", (json_int_t)k,
		      "median", median, "max", (json_int_t)(k ? lat[k - 1] : 0),
		      "long_latency", (json_int_t)nlong);
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

/* The signals that killed crashing runs, by name. */
static json_t *
signals(const struct fi_entry *e, size_t n)
{
	json_t *o = json_object();
	char name[16];

	for (size_t i = 0; i < n; i++) {
		json_t *c;

		if (e[i].outcome != FI_CRASH || e[i].signal <= 0)
			continue;
		signal_name(e[i].signal, name, sizeof(name));
		c = json_object_get(o, name);
		if (c)
			json_integer_set(c, json_integer_value(c) + 1);
		else
			json_object_set_new(o, name, json_integer(1));
	}
	return o;
}

json_t *
fi_summary_build(const struct fi_entry *e, size_t n,
		 const struct ir_module *m)
{
	json_t *sum = json_object(), *outcomes = json_object();
	struct fi_tally all = { { 0 } };
	uint64_t injected;
	double total = 0;

	for (size_t i = 0; i < n; i++) {
		fi_tally_add(&all, e[i].outcome);
		total += e[i].time_s;
	}
	injected = fi_tally_injected(&all);
	json_object_set_new(sum, "runs", json_integer((json_int_t)n));
	json_object_set_new(sum, "injected", json_integer((json_int_t)injected));
	json_object_set_new(sum, "not_injected",
			    json_integer((json_int_t)all.n[FI_NOT_INJECTED]));
	for (unsigned o = 0; o < FI_NOUTCOMES; o++) {
		if (o == FI_NOT_INJECTED)
			continue;
		json_object_set_new(outcomes, fi_outcome_name((enum fi_outcome)o),
			json_pack("{s:I, s:f, s:o}",
				  "count", (json_int_t)all.n[o],
				  "rate", rate(all.n[o], injected),
				  "ci95", ci_json(all.n[o], injected)));
	}
	json_object_set_new(sum, "outcomes", outcomes);
	json_object_set_new(sum, "crash_latency", crash_latency(e, n));
	json_object_set_new(sum, "signals", signals(e, n));
	tables(sum, e, n, m);
	json_object_set_new(sum, "time", json_pack("{s:f, s:f}",
		"total_run_s", total, "mean_run_s", n ? total / (double)n : 0.0));
	return sum;
}

int
fi_summary_write(const json_t *summary, const char *path)
{
	errno = 0;
	if (json_dump_file(summary, path, JSON_SORT_KEYS | JSON_INDENT(2) |
			   JSON_REAL_PRECISION(6)))
		return tr_error("cannot write summary '%s': %s", path,
				errno ? strerror(errno) : "jansson failed");
	return 0;
}

/*
 * The readable table
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

static void
print_top(FILE *out, const json_t *rows, unsigned top)
{
	size_t n = json_array_size(rows), k = 0;
	struct ranked *r = xcalloc(n, sizeof(*r));

	for (size_t i = 0; i < n; i++) {
		const json_t *row = json_array_get(rows, i);

		if (get_int(row, "sdc") > 0)
			r[k++] = (struct ranked){ get_int(row, "sdc"),
						  get_int(row, "id"), row };
	}
	qsort(r, k, sizeof(*r), cmp_ranked);
	fprintf(out, "\ntop instructions by SDC count:\n");
	if (k == 0)
		fprintf(out, "  (no SDC)\n");
	else
		fprintf(out, "  %8s  %-20s %-14s %-24s %8s %8s %8s\n", "id",
			"function", "opcode", "location", "runs", "sdc",
			"sdc rate");
	for (size_t i = 0; i < k && i < top; i++) {
		const json_t *row = r[i].row;
		char where[256];

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
	const json_t *outcomes = json_object_get(summary, "outcomes");
	const json_t *lat = json_object_get(summary, "crash_latency");
	const json_t *camp = json_object_get(summary, "campaign");
	json_int_t runs = get_int(summary, "runs");

	fprintf(out, "runs: %lld  injected: %lld  not injected: %lld\n",
		(long long)runs, (long long)get_int(summary, "injected"),
		(long long)get_int(summary, "not_injected"));
	if (json_is_object(camp) && json_is_number(json_object_get(camp,
								   "wall_s"))) {
		double wall = get_num(camp, "wall_s");

		fprintf(out, "wall time: %.1f s (%.1f runs/s)\n", wall,
			wall > 0 ? (double)runs / wall : 0.0);
	}
	fprintf(out, "\n  %-12s %8s %8s  %s\n", "outcome", "count", "rate",
		"95% CI");
	for (unsigned o = 0; o < FI_NOUTCOMES; o++) {
		const char *name = fi_outcome_name((enum fi_outcome)o);

		if (o != FI_NOT_INJECTED)
			fi_print_rate(out, name,
					      json_object_get(outcomes, name));
	}
	fprintf(out, "\ncrash latency: %lld crashes, median %g, max %lld, "
		"long (> %d): %lld\n", (long long)get_int(lat, "count"),
		get_num(lat, "median"), (long long)get_int(lat, "max"),
		LONG_LATENCY, (long long)get_int(lat, "long_latency"));
	if (top)
		print_top(out, json_object_get(summary, "per_instruction"),
			  top);
}

/*
 * Progress
 */
#define BAR_WIDTH 10

static void
progress_draw(struct fi_progress *p, double now)
{
	char bar[BAR_WIDTH + 1], eta[32];
	double frac = p->total ? (double)p->done / (double)p->total : 1;
	double elapsed = now - p->start;
	double speed = elapsed > 0 ? (double)(p->done - p->first) / elapsed : 0;
	unsigned fill;

	if (frac > 1)
		frac = 1;
	fill = (unsigned)(frac * BAR_WIDTH);
	for (unsigned i = 0; i < BAR_WIDTH; i++)
		bar[i] = i < fill ? '#' : ' ';
	bar[BAR_WIDTH] = '\0';
	if (speed > 0 && p->done <= p->total) {
		unsigned long s = (unsigned long)((double)(p->total - p->done) /
						  speed + 0.5);

		if (s >= 3600)
			snprintf(eta, sizeof(eta), "%lu:%02lu:%02lu", s / 3600,
				 s / 60 % 60, s % 60);
		else
			snprintf(eta, sizeof(eta), "%lu:%02lu", s / 60, s % 60);
	} else {
		snprintf(eta, sizeof(eta), "?");
	}
	fprintf(stderr, "\r[%s] %llu/%llu %u%% %.1f runs/s ETA %s    ", bar,
		(unsigned long long)p->done, (unsigned long long)p->total,
		(unsigned)(frac * 100), speed, eta);
	fflush(stderr);
	p->last = now;
}

void
fi_progress_init(struct fi_progress *p, uint64_t total, uint64_t done)
{
	p->total = total;
	p->done = done;
	p->first = done;
	p->start = fi_now();
	p->last = 0;
	p->tty = isatty(STDERR_FILENO);
}

void
fi_progress_step(struct fi_progress *p)
{
	double now;

	p->done++;
	if (!p->tty)
		return;
	now = fi_now();
	if (now - p->last < 0.1 && p->done < p->total)
		return;
	progress_draw(p, now);
}

void
fi_progress_end(struct fi_progress *p)
{
	if (p->tty && p->last > 0)
		fputc('\n', stderr);
}
