/*
 * gpu_campaign.c: the GPU fault-injection campaign (docs/gpu-inject.md),
 * run by trident-gpu-run on the machine with the GPU. It needs no LLVM:
 * everything it knows about the device module comes from the campaign
 * directory that `trident gpu-inject` built (campaign.json, sites.txt,
 * program.gpu).
 *
 *   1. profile run: the program with mode=profile gives the golden output
 *      and exit status, and the exact number of dynamic fault-site
 *      instances of every launch (the sum over its threads).
 *   2. sampling: run k draws g uniform in [0, total) from (seed, k) alone
 *      and maps it to (launch, offset in the launch): uniform over every
 *      executed (launch, thread, instance), whatever the kernels' sizes.
 *   3. resolve run: mode=resolve with every drawn (launch, offset); the
 *      runtime reads each such launch's per-thread counts and names the
 *      block, thread and instance of each offset (threads in linear order).
 *      With --memory it also records the golden memory hashes.
 *   4. the runs, --jobs at a time in sandboxes (run.c), each journaled as
 *      it ends (one JSON line: fi_entry's fields plus the GPU's).
 *   5. the summary: outcome rates with Wilson intervals, the memory
 *      classes, CUDA errors, tables per instruction, kernel and opcode.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gpu_protocol.h"
#include "validate.h"

/*
 * Sites (sites.txt)
 */
int
gpu_sites_read(const char *path, struct gpu_sites *s)
{
	FILE *f = fopen(path, "r");
	char line[1024], kernel[512], opcode[64], file[512];
	unsigned id, width, line_no;
	size_t lineno = 0;
	int rc = -1;

	memset(s, 0, sizeof(*s));
	if (!f)
		return tr_error("cannot read '%s': %s", path, strerror(errno));
	while (fgets(line, sizeof(line), f)) {
		struct gpu_site *x;

		lineno++;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (sscanf(line, "%u %511s %63s %u %u %511s", &id, kernel, opcode,
			   &width, &line_no, file) != 6 || !id) {
			tr_error("'%s' line %zu: malformed site", path, lineno);
			goto out;
		}
		if (id >= s->n) {
			size_t n = id + 1;

			s->v = xrealloc(s->v, n * sizeof(*s->v));
			memset(s->v + s->n, 0, (n - s->n) * sizeof(*s->v));
			s->n = n;
		}
		x = &s->v[id];
		free(x->kernel);
		free(x->opcode);
		free(x->file);
		x->id = id;
		x->kernel = xstrdup(kernel);
		x->opcode = xstrdup(opcode);
		x->file = xstrdup(file);
		x->width = width;
		x->line = line_no;
	}
	rc = 0;
out:
	fclose(f);
	if (rc)
		gpu_sites_release(s);
	return rc;
}

void
gpu_sites_release(struct gpu_sites *s)
{
	for (size_t i = 0; i < s->n; i++) {
		free(s->v[i].kernel);
		free(s->v[i].opcode);
		free(s->v[i].file);
	}
	free(s->v);
	memset(s, 0, sizeof(*s));
}

const struct gpu_site *
gpu_site_get(const struct gpu_sites *s, unsigned id)
{
	return id < s->n && s->v[id].id ? &s->v[id] : NULL;
}

/*
 * Records (gpu_protocol.h)
 */

/* The value of key in a record line ("key=value" among spaces), or NULL. */
static const char *
field(const char *line, const char *key, char *buf, size_t len)
{
	size_t kl = strlen(key);

	for (const char *p = line; (p = strstr(p, key)) != NULL; p += kl) {
		size_t n;

		if ((p != line && p[-1] != ' ') || p[kl] != '=')
			continue;
		p += kl + 1;
		n = strcspn(p, " \n");
		if (n >= len)
			n = len - 1;
		memcpy(buf, p, n);
		buf[n] = 0;
		return buf;
	}
	return NULL;
}

static bool
field_u64(const char *line, const char *key, int base, uint64_t *v)
{
	char buf[64], *end;
	const char *s = field(line, key, buf, sizeof(buf));

	if (!s || !*s)
		return false;
	errno = 0;
	*v = strtoull(s, &end, base);
	return !*end && !errno;
}

void
gpu_record_release(struct gpu_record *r)
{
	free(r->counts);
	free(r->mem);
	free(r->res);
	free(r->results);
	memset(r, 0, sizeof(*r));
}

int
gpu_record_parse_line(struct gpu_record *r, const char *line)
{
	char buf[128];
	uint64_t a, b, c, d, e;

	switch (line[0]) {
	case 'L':
		if (!field_u64(line, "index", 10, &a) ||
		    !field_u64(line, "count", 10, &b))
			return tr_error("bad L record");
		if (a >= r->nlaunches) {
			r->counts = xrealloc(r->counts, (a + 1) * sizeof(*r->counts));
			memset(r->counts + r->nlaunches, 0,
			       (a + 1 - r->nlaunches) * sizeof(*r->counts));
			r->nlaunches = a + 1;
		}
		r->counts[a] = b;
		return 0;
	case 'T':
		r->target_started = true;
		return 0;
	case 'I':
		if (!field_u64(line, "launch", 10, &r->launch) ||
		    !field_u64(line, "id", 10, &a) ||
		    !field_u64(line, "op", 10, &b) ||
		    !field_u64(line, "bit", 10, &c) ||
		    !field_u64(line, "width", 10, &d) ||
		    !field_u64(line, "before", 16, &r->before) ||
		    !field_u64(line, "after", 16, &r->after))
			return tr_error("bad I record");
		r->injected = true;
		r->id = (unsigned)a;
		r->opcode = (unsigned)b;
		r->bit = (int)c;
		r->width = (unsigned)d;
		return 0;
	case 'N':
		r->not_reached = true;
		return 0;
	case 'E':
		if (r->cuda_error[0])
			return 0;
		if (!field(line, "name", r->cuda_error, sizeof(r->cuda_error)))
			return tr_error("bad E record");
		field(line, "call", r->error_call, sizeof(r->error_call));
		field_u64(line, "launch", 10, &r->error_launch);
		return 0;
	case 'M':
		if (!field_u64(line, "launch", 10, &a))
			return tr_error("bad M record");
		r->mem = xrealloc(r->mem, (r->nmem + 1) * sizeof(*r->mem));
		r->mem[r->nmem].launch = a;
		r->mem[r->nmem].ok = field_u64(line, "tm", 16,
					       &r->mem[r->nmem].tm) &&
				     field_u64(line, "rm", 16, &r->mem[r->nmem].rm);
		r->nmem++;
		return 0;
	case 'R':
		if (!field_u64(line, "launch", 10, &a) ||
		    !field_u64(line, "offset", 10, &b))
			return tr_error("bad R record");
		r->res = xrealloc(r->res, (r->nres + 1) * sizeof(*r->res));
		r->res[r->nres].launch = a;
		r->res[r->nres].offset = b;
		r->res[r->nres].ok = field_u64(line, "block", 10, &c) &&
				     field_u64(line, "thread", 10, &d) &&
				     field_u64(line, "instance", 10, &e);
		if (r->res[r->nres].ok) {
			r->res[r->nres].block = c;
			r->res[r->nres].thread = d;
			r->res[r->nres].instance = e;
		}
		r->nres++;
		return 0;
	case 'C':
		if (!field_u64(line, "alloc", 10, &a))
			return tr_error("bad C record");
		r->results = xrealloc(r->results, (r->nresults + 1) *
						  sizeof(*r->results));
		r->results[r->nresults++] = a;
		return 0;
	case 'X':
		if (!field_u64(line, "d2h", 16, &r->d2h) ||
		    !field_u64(line, "copies", 10, &r->copies))
			return tr_error("bad X record");
		r->exited = true;
		return 0;
	default:
		(void)buf;
		return tr_error("unknown record '%c'", line[0]);
	}
}

int
gpu_record_read(const char *path, struct gpu_record *r)
{
	FILE *f;
	char *line = NULL;
	size_t cap = 0, lineno = 0;
	ssize_t len;
	int rc = 0;

	memset(r, 0, sizeof(*r));
	f = fopen(path, "r");
	if (!f)
		return errno == ENOENT ? 0 :
		       tr_error("cannot read '%s': %s", path, strerror(errno));
	while (rc == 0 && (len = getline(&line, &cap, f)) > 0) {
		lineno++;
		if (line[len - 1] != '\n')
			break;	/* cut short by a kill */
		line[len - 1] = 0;
		if (gpu_record_parse_line(r, line)) {
			char msg[256];

			snprintf(msg, sizeof(msg), "%s", tr_errmsg());
			rc = tr_error("'%s' line %zu: %s", path, lineno, msg);
		}
	}
	free(line);
	fclose(f);
	if (rc)
		gpu_record_release(r);
	return rc;
}

/*
 * Sampling
 */

/* splitmix64, as cmd_inject.c: run k's draws depend on the seed and k. */
uint64_t
gpu_mix(uint64_t z)
{
	z += 0x9e3779b97f4a7c15ULL;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

int
gpu_sample(const uint64_t *counts, size_t n, uint64_t seed, uint64_t k,
	   uint64_t *launch, uint64_t *offset)
{
	uint64_t total = 0, g, r = gpu_mix(seed ^ gpu_mix(k + 1));

	for (size_t i = 0; i < n; i++) {
		if (counts[i] > UINT64_MAX - total)
			return tr_error("dynamic instance count overflows");
		total += counts[i];
	}
	if (!total)
		return tr_error("no launch executed a fault site");
	/* r mod total: the bias is below total / 2^64. */
	g = r % total;
	for (size_t i = 0; i < n; i++) {
		if (g < counts[i]) {
			*launch = i;
			*offset = g;
			return 0;
		}
		g -= counts[i];
	}
	return tr_error("sampling fell off the end (a bug)");
}

/*
 * Classification, in the order of enum fi_outcome; a CUDA error is a crash
 * (DUE) whatever the program did next.
 */
enum fi_outcome
gpu_classify(const struct fi_run_result *run, const struct gpu_record *rec,
	     int golden_code, bool equal_output)
{
	if (rec->not_reached || (!rec->injected && !rec->target_started))
		return FI_NOT_INJECTED;
	if (run->end == FI_END_TIMEOUT)
		return FI_HANG;
	if (rec->cuda_error[0] || run->end == FI_END_SIGNAL)
		return FI_CRASH;
	if (run->code != golden_code)
		return FI_ERROR_EXIT;
	return equal_output ? FI_BENIGN : FI_SDC;
}

/* The golden memory hash at a launch, or NULL. */
static const struct gpu_mem *
mem_at(const struct gpu_record *r, uint64_t launch)
{
	for (size_t i = 0; i < r->nmem; i++)
		if (r->mem[i].launch == launch)
			return &r->mem[i];
	return NULL;
}

void
gpu_memory_classes(const struct gpu_record *golden, const struct gpu_record *rec,
		   bool memory, struct gpu_entry *e)
{
	bool ok = e->e.outcome == FI_SDC || e->e.outcome == FI_BENIGN ||
		  e->e.outcome == FI_ERROR_EXIT;

	e->rm = e->tm = e->benign_tm = -1;
	e->rm_latency = -1;
	if (!ok || !rec->exited || !golden->exited)
		return;
	e->rm = rec->d2h != golden->d2h || rec->copies != golden->copies;
	if (!memory)
		return;
	e->tm = rec->nlaunches != golden->nlaunches;
	for (size_t i = 0; i < rec->nmem; i++) {
		const struct gpu_mem *m = &rec->mem[i], *g = mem_at(golden,
								     m->launch);
		bool tm_diff = !g || !m->ok || !g->ok || m->tm != g->tm;
		bool rm_diff = !g || !m->ok || !g->ok || m->rm != g->rm;

		if (m->launch == e->launch)
			e->benign_tm = !tm_diff;
		if (tm_diff)
			e->tm = 1;
		if (rm_diff && e->rm_latency < 0 && m->launch >= e->launch)
			e->rm_latency = (int64_t)(m->launch - e->launch);
		if (rm_diff)
			e->rm = 1;
	}
	if (e->rm == 1)
		e->tm = 1;
}

/*
 * Journal entries: fi_entry's fields plus the GPU's.
 */
static json_t *
tri_json(int v)
{
	return v < 0 ? json_null() : json_boolean(v);
}

json_t *
gpu_entry_to_json(const struct gpu_entry *e)
{
	json_t *o = fi_entry_to_json(&e->e);

	json_object_set_new(o, "launch", json_integer((json_int_t)e->launch));
	json_object_set_new(o, "block", json_integer((json_int_t)e->block));
	json_object_set_new(o, "thread", json_integer((json_int_t)e->thread));
	json_object_set_new(o, "cuda_error", e->cuda_error[0] ?
			    json_string(e->cuda_error) : json_null());
	json_object_set_new(o, "rm", tri_json(e->rm));
	json_object_set_new(o, "tm", tri_json(e->tm));
	json_object_set_new(o, "benign_tm", tri_json(e->benign_tm));
	json_object_set_new(o, "rm_latency",
			    json_integer((json_int_t)e->rm_latency));
	return o;
}

static int
tri_get(const json_t *o, const char *key)
{
	const json_t *x = json_object_get(o, key);

	return json_is_boolean(x) ? json_is_true(x) : -1;
}

int
gpu_entry_from_json(const json_t *o, struct gpu_entry *e)
{
	const json_t *ce;

	memset(e, 0, sizeof(*e));
	if (fi_entry_from_json(o, &e->e))
		return -1;
	if (!json_is_integer(json_object_get(o, "launch")) ||
	    !json_is_integer(json_object_get(o, "block")) ||
	    !json_is_integer(json_object_get(o, "thread")))
		return tr_error("no \"launch\", \"block\" or \"thread\"");
	e->launch = (uint64_t)json_integer_value(json_object_get(o, "launch"));
	e->block = (uint64_t)json_integer_value(json_object_get(o, "block"));
	e->thread = (uint64_t)json_integer_value(json_object_get(o, "thread"));
	ce = json_object_get(o, "cuda_error");
	if (json_is_string(ce))
		snprintf(e->cuda_error, sizeof(e->cuda_error), "%s",
			 json_string_value(ce));
	e->rm = tri_get(o, "rm");
	e->tm = tri_get(o, "tm");
	e->benign_tm = tri_get(o, "benign_tm");
	e->rm_latency = json_is_integer(json_object_get(o, "rm_latency")) ?
		json_integer_value(json_object_get(o, "rm_latency")) : -1;
	return 0;
}

static int
parse_gpu_entry(const json_t *o, void *e)
{
	return gpu_entry_from_json(o, e);
}

int
gpu_journal_read(const char *path, struct gpu_entry **entries, size_t *n)
{
	void *v;
	int rc = fi_journal_read_with(path, sizeof(**entries), parse_gpu_entry,
				      &v, n);

	*entries = v;
	return rc;
}

/*
 * Summary
 */
static json_t *
count_json(uint64_t k, uint64_t n)
{
	double lo, hi;

	fi_wilson(k, n, 0.95, &lo, &hi);
	return json_pack("{s:I, s:f, s:[f, f]}", "count", (json_int_t)k,
			 "rate", n ? (double)k / (double)n : 0.0, "ci95", lo, hi);
}

static json_t *
row_json(const struct fi_tally *t)
{
	json_t *row = json_object();
	uint64_t runs = 0, inj = fi_tally_injected(t);

	for (unsigned o = 0; o < FI_NOUTCOMES; o++) {
		json_object_set_new(row, fi_outcome_name((enum fi_outcome)o),
				    json_integer((json_int_t)t->n[o]));
		runs += t->n[o];
	}
	json_object_set_new(row, "runs", json_integer((json_int_t)runs));
	json_object_set_new(row, "sdc_rate", json_real(inj ?
		(double)t->n[FI_SDC] / (double)inj : 0.0));
	return row;
}

/* Add entry e's outcome to the tally of key in table (an object). */
static void
table_add(json_t *table, const char *key, enum fi_outcome o)
{
	json_t *row = json_object_get(table, key);

	if (!row) {
		row = json_object();
		json_object_set_new(table, key, row);
	}
	json_object_set_new(row, fi_outcome_name(o), json_integer(
		json_integer_value(json_object_get(row, fi_outcome_name(o))) + 1));
}

/* A table of per-key outcome counts into rows with rates. */
static json_t *
table_rows(json_t *table)
{
	json_t *out = json_object(), *row;
	const char *key;

	json_object_foreach(table, key, row) {
		struct fi_tally t = { 0 };

		for (unsigned o = 0; o < FI_NOUTCOMES; o++)
			t.n[o] = (uint64_t)json_integer_value(json_object_get(
				row, fi_outcome_name((enum fi_outcome)o)));
		json_object_set_new(out, key, row_json(&t));
	}
	json_decref(table);
	return out;
}

json_t *
gpu_summary_build(const struct gpu_entry *e, size_t n,
		  const struct gpu_sites *sites, bool memory)
{
	struct fi_tally t = { 0 };
	json_t *sum = json_object(), *outcomes = json_object(), *mem, *errs;
	json_t *per_inst = json_object(), *per_kernel = json_object();
	json_t *per_op = json_object(), *lat = json_object();
	uint64_t inj, rm = 0, tm = 0, btm = 0, om = 0, known = 0;
	char key[32];

	errs = json_object();
	for (size_t i = 0; i < n; i++) {
		const struct gpu_site *s = gpu_site_get(sites, e[i].e.id);
		enum fi_outcome o = e[i].e.outcome;

		fi_tally_add(&t, o);
		if (o == FI_NOT_INJECTED)
			continue;
		snprintf(key, sizeof(key), "%u", e[i].e.id);
		table_add(per_inst, key, o);
		table_add(per_kernel, s ? s->kernel : "?", o);
		table_add(per_op, s ? s->opcode : "?", o);
		if (e[i].cuda_error[0])
			json_object_set_new(errs, e[i].cuda_error, json_integer(
				json_integer_value(json_object_get(errs,
						   e[i].cuda_error)) + 1));
		om += o == FI_SDC;
		rm += e[i].rm == 1;
		tm += e[i].tm == 1;
		btm += e[i].benign_tm == 1;
		known += e[i].benign_tm >= 0;
		if (e[i].rm_latency >= 0) {
			snprintf(key, sizeof(key), "%" PRId64, e[i].rm_latency);
			json_object_set_new(lat, key, json_integer(
				json_integer_value(json_object_get(lat, key)) + 1));
		}
	}
	inj = fi_tally_injected(&t);
	for (unsigned o = 0; o < FI_NOUTCOMES; o++)
		if (o != FI_NOT_INJECTED)
			json_object_set_new(outcomes,
					    fi_outcome_name((enum fi_outcome)o),
					    count_json(t.n[o], inj));
	mem = json_object();
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
	json_object_set_new(sum, "runs", json_integer((json_int_t)n));
	json_object_set_new(sum, "injected", json_integer((json_int_t)inj));
	json_object_set_new(sum, "not_injected",
			    json_integer((json_int_t)t.n[FI_NOT_INJECTED]));
	json_object_set_new(sum, "outcomes", outcomes);
	json_object_set_new(sum, "memory", mem);
	json_object_set_new(sum, "cuda_errors", errs);
	json_object_set_new(sum, "per_instruction", table_rows(per_inst));
	json_object_set_new(sum, "per_kernel", table_rows(per_kernel));
	json_object_set_new(sum, "per_opcode", table_rows(per_op));
	return sum;
}

void
gpu_summary_print(FILE *out, const json_t *sum, const struct gpu_sites *sites,
		  unsigned top)
{
	const json_t *outcomes = json_object_get(sum, "outcomes");
	const json_t *mem = json_object_get(sum, "memory"), *row, *x;
	const char *key;

	fprintf(out, "runs: %lld  injected: %lld  not injected: %lld\n",
		(long long)json_integer_value(json_object_get(sum, "runs")),
		(long long)json_integer_value(json_object_get(sum, "injected")),
		(long long)json_integer_value(json_object_get(sum,
							      "not_injected")));
	fprintf(out, "\n  %-12s %8s %8s  %s\n", "outcome", "count", "rate",
		"95% CI");
	for (unsigned o = 0; o < FI_NOUTCOMES; o++) {
		const char *name = fi_outcome_name((enum fi_outcome)o);

		row = json_object_get(outcomes, name);
		if (row)
			fi_print_rate(out, name, row);
	}
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
	fputs("\nper kernel:\n", out);
	json_object_foreach(json_object_get(sum, "per_kernel"), key, row)
		fprintf(out, "  %-40s runs %5lld  sdc %6.2f%%\n", key,
			(long long)json_integer_value(json_object_get(row, "runs")),
			100 * json_number_value(json_object_get(row, "sdc_rate")));
	(void)sites;
}

/*
 * The campaign
 */
struct camp {
	const struct gpu_campaign_opts *o;
	char *dir, *tmp, *exe;
	json_t *cfg;
	char **args;
	unsigned nargs;
	struct fi_file *inputs;
	unsigned ninputs;
	char **outputs;		/* NULL-terminated */
	char *stdin_path;
	uint64_t runs, seed;
	enum fi_model model;
	bool dummy, memory;
	double timeout_factor, timeout_floor, golden_timeout, timeout;
	unsigned long long fsize_mib;
	struct gpu_sites sites;
	struct fi_run_result golden;
	struct gpu_record prof, res;
	struct gpu_target *targets;	/* [runs] */
};

static volatile sig_atomic_t interrupted;

static void
on_interrupt(int sig)
{
	(void)sig;
	interrupted = 1;
}

static char *
in_dir(const struct camp *c, const char *rel)
{
	return rel[0] == '/' ? xstrdup(rel) : xpathjoin(c->dir, rel);
}

static int
load_config(struct camp *c)
{
	char *path = in_dir(c, "campaign.json");
	json_error_t err;
	json_t *a, *x;
	size_t i;
	int rc = -1;

	c->cfg = json_load_file(path, 0, &err);
	if (!c->cfg) {
		tr_error("'%s': %s", path, err.text);
		goto out;
	}
	x = json_object_get(c->cfg, "model");
	if (!json_is_string(x) || fi_model_parse(json_string_value(x), &c->model))
		goto bad;
	c->runs = (uint64_t)json_integer_value(json_object_get(c->cfg, "runs"));
	c->seed = (uint64_t)json_integer_value(json_object_get(c->cfg, "seed"));
	c->dummy = json_is_true(json_object_get(c->cfg, "dummy"));
	c->memory = json_is_true(json_object_get(c->cfg, "memory"));
	c->timeout_factor = json_number_value(json_object_get(c->cfg,
							      "timeout_factor"));
	c->timeout_floor = json_number_value(json_object_get(c->cfg,
							     "timeout_floor"));
	c->golden_timeout = json_number_value(json_object_get(c->cfg,
							      "golden_timeout"));
	c->fsize_mib = (unsigned long long)json_integer_value(
		json_object_get(c->cfg, "fsize_mib"));
	if (!c->runs || !(c->timeout_factor > 0) || !(c->golden_timeout > 0))
		goto bad;
	x = json_object_get(c->cfg, "program");
	if (!json_is_string(x))
		goto bad;
	c->exe = in_dir(c, json_string_value(x));
	a = json_object_get(c->cfg, "args");
	c->args = xcalloc(json_array_size(a) + 1, sizeof(*c->args));
	json_array_foreach(a, i, x)
		c->args[c->nargs++] = xstrdup(json_string_value(x));
	a = json_object_get(c->cfg, "outputs");
	c->outputs = xcalloc(json_array_size(a) + 1, sizeof(*c->outputs));
	json_array_foreach(a, i, x)
		c->outputs[i] = xstrdup(json_string_value(x));
	a = json_object_get(c->cfg, "inputs");
	c->inputs = xcalloc(json_array_size(a) + 1, sizeof(*c->inputs));
	json_array_foreach(a, i, x) {
		c->inputs[i].src = in_dir(c, json_string_value(
			json_object_get(x, "src")));
		c->inputs[i].rel = xstrdup(json_string_value(
			json_object_get(x, "rel")));
		c->ninputs++;
	}
	x = json_object_get(c->cfg, "stdin");
	if (json_is_string(x))
		c->stdin_path = in_dir(c, json_string_value(x));
	rc = 0;
	goto out;
bad:
	tr_error("'%s' is not a gpu-inject campaign (missing or bad settings)",
		 path);
out:
	free(path);
	return rc;
}

static void
spec_init(const struct camp *c, struct fi_run_spec *spec, char **argv,
	  char **env, double timeout)
{
	memset(spec, 0, sizeof(*spec));
	argv[0] = c->exe;
	for (unsigned i = 0; i < c->nargs; i++)
		argv[i + 1] = c->args[i];
	argv[c->nargs + 1] = NULL;
	spec->argv = argv;
	spec->env = env;
	spec->inputs = c->inputs;
	spec->ninputs = c->ninputs;
	spec->stdin_path = c->stdin_path;
	spec->tmpdir = c->tmp;
	spec->timeout_s = timeout;
	spec->cpu_s = (unsigned long)(timeout + 2);
	/* No address-space limit: the CUDA driver maps far more than it uses. */
	spec->mem_bytes = 0;
	spec->fsize_bytes = c->fsize_mib << 20;
}

static char *
tmp_path(const struct camp *c, const char *what, uint64_t k)
{
	char *p;

	if (asprintf(&p, "%s/%s-%llu", c->tmp, what, (unsigned long long)k) < 0)
		abort();
	return p;
}

/* Write a run's config file; returns the environment entry naming it. */
static char *
write_config(const struct camp *c, const char *path, const char *body)
{
	FILE *f = fopen(path, "w");
	char *env;

	if (!f)
		return NULL;
	fputs(body, f);
	if (fclose(f))
		return NULL;
	if (asprintf(&env, "%s=%s", GPU_ENV_CONTROL, path) < 0)
		abort();
	return env;
}

/* The allocations the program copies back ("result=..."), from profiling. */
static char *
results_line(const struct camp *c)
{
	size_t cap = 16 + c->prof.nresults * 24, len;
	char *s = xmalloc(cap);

	len = (size_t)snprintf(s, cap, "result=");
	for (size_t i = 0; i < c->prof.nresults; i++)
		len += (size_t)snprintf(s + len, cap - len, "%s%llu",
					i ? "," : "",
					(unsigned long long)c->prof.results[i]);
	snprintf(s + len, cap - len, "\n");
	return s;
}

/* A blocking run with config body; its record is read into rec. */
static int
config_run(struct camp *c, const char *what, const char *body, double timeout,
	   struct fi_run_result *res, struct gpu_record *rec)
{
	char **argv = xcalloc(c->nargs + 2, sizeof(*argv));
	char *cfg = tmp_path(c, what, 0), *recp = tmp_path(c, what, 1);
	char *full = NULL, *env[2] = { NULL, NULL };
	struct fi_run_spec spec;
	int rc = -1;

	unlink(recp);
	if (asprintf(&full, "record=%s\n%s", recp, body) < 0)
		abort();
	env[0] = write_config(c, cfg, full);
	if (!env[0]) {
		tr_error("cannot write '%s'", cfg);
		goto out;
	}
	spec_init(c, &spec, argv, env, timeout);
	if (fi_run(&spec, res) || gpu_record_read(recp, rec))
		goto out;
	if (res->end == FI_END_TIMEOUT) {
		tr_error("the %s run did not end within %g s", what, timeout);
		goto out;
	}
	if (res->end == FI_END_SIGNAL) {
		tr_error("the %s run was killed by signal %d (%s)", what,
			 res->code, strsignal(res->code));
		goto out;
	}
	if (rec->cuda_error[0]) {
		tr_error("the %s run got CUDA error %s (%s, launch %llu)", what,
			 rec->cuda_error, rec->error_call,
			 (unsigned long long)rec->error_launch);
		goto out;
	}
	if (!rec->exited) {
		tr_error("the %s run left no exit record (exit status %d; is "
			 "the program built by trident gpu-inject, and "
			 "is there a GPU?)", what, res->code);
		goto out;
	}
	rc = 0;
out:
	unlink(cfg);
	unlink(recp);
	free(cfg);
	free(recp);
	free(full);
	free(env[0]);
	free(argv);
	return rc;
}

/* Profile, draw every run's site, resolve them. */
static int
prepare(struct camp *c)
{
	struct fi_run_result res = { 0 };
	char *body = NULL, *results = NULL;
	size_t cap, len;
	uint64_t total = 0;
	size_t differ = 0;
	int rc = -1;

	if (config_run(c, "profile", "mode=profile\n", c->golden_timeout,
		       &c->golden, &c->prof))
		goto out;
	for (size_t i = 0; i < c->prof.nlaunches; i++)
		total += c->prof.counts[i];
	if (!c->prof.nlaunches || !total) {
		tr_error("the profile run launched no kernel that executed a "
			 "fault site");
		goto out;
	}
	c->timeout = c->golden.wall_s * c->timeout_factor;
	if (c->timeout < c->timeout_floor)
		c->timeout = c->timeout_floor;
	c->targets = xcalloc(c->runs, sizeof(*c->targets));
	for (uint64_t k = 0; k < c->runs; k++) {
		c->targets[k].run = k;
		if (gpu_sample(c->prof.counts, c->prof.nlaunches, c->seed, k,
			       &c->targets[k].launch, &c->targets[k].offset))
			goto out;
	}
	/* The resolve run names every drawn offset, in launch order. */
	results = results_line(c);
	cap = 64 + strlen(results) + c->runs * 48;
	body = xmalloc(cap);
	len = (size_t)snprintf(body, cap, "mode=resolve\nmemory=%d\n%s",
			       c->memory, results);
	for (uint64_t k = 0; k < c->runs; k++)
		len += (size_t)snprintf(body + len, cap - len,
			"resolve=%llu:%llu\n",
			(unsigned long long)c->targets[k].launch,
			(unsigned long long)c->targets[k].offset);
	if (config_run(c, "resolve", body, c->golden_timeout, &res, &c->res))
		goto out;
	if (c->res.nlaunches != c->prof.nlaunches) {
		tr_error("two fault-free runs launched %zu and %zu kernels: the "
			 "program is not deterministic enough to replay a site",
			 c->prof.nlaunches, c->res.nlaunches);
		goto out;
	}
	/*
	 * Kernels with benign races (a BFS frontier whose nodes any of
	 * several threads may claim) execute slightly different numbers of
	 * sites from run to run. A draw the resolve run did not reach is
	 * then not resolved: its run names an instance no thread reaches
	 * and comes out not-injected, which the summary counts.
	 */
	for (size_t i = 0; i < c->prof.nlaunches; i++)
		differ += c->res.counts[i] != c->prof.counts[i];
	if (differ)
		fprintf(stderr, "trident-gpu-run: warning: %zu of %zu launches "
			"executed a different number of sites in two fault-free "
			"runs (races?): sites are resolved in the second run\n",
			differ, c->prof.nlaunches);
	for (uint64_t k = 0; k < c->runs; k++) {
		struct gpu_target *t = &c->targets[k];

		for (size_t i = 0; i < c->res.nres; i++)
			if (c->res.res[i].launch == t->launch &&
			    c->res.res[i].offset == t->offset) {
				if (!c->res.res[i].ok)
					break;
				t->block = c->res.res[i].block;
				t->thread = c->res.res[i].thread;
				t->instance = c->res.res[i].instance;
				t->resolved = true;
				break;
			}
		if (!t->resolved) {
			if (!differ) {
				tr_error("run %llu: offset %llu of launch %llu "
					 "was not resolved to a thread",
					 (unsigned long long)k,
					 (unsigned long long)t->offset,
					 (unsigned long long)t->launch);
				goto out;
			}
			t->instance = UINT64_MAX;
		}
	}
	rc = 0;
out:
	fi_run_release(&res);
	free(body);
	free(results);
	return rc;
}

static int
submit(struct camp *c, struct fi_pool *pool, uint64_t k)
{
	const struct gpu_target *t = &c->targets[k];
	char **argv = xcalloc(c->nargs + 2, sizeof(*argv));
	char *cfg = tmp_path(c, "run.cfg", k), *recp = tmp_path(c, "run.rec", k);
	char *body = NULL, *results = results_line(c), *env[2] = { NULL, NULL };
	uint64_t r = gpu_mix(c->seed ^ gpu_mix(k + 1));
	struct fi_run_spec spec;
	int rc = -1;

	unlink(recp);
	if (asprintf(&body, "mode=%s\nrecord=%s\nmemory=%d\n%s"
		     "launch=%llu block=%llu thread=%llu instance=%llu "
		     "model=%d random=%llu value=%llu\n",
		     c->dummy ? "dummy" : "inject", recp, c->memory, results,
		     (unsigned long long)t->launch, (unsigned long long)t->block,
		     (unsigned long long)t->thread,
		     (unsigned long long)t->instance, (int)c->model,
		     (unsigned long long)gpu_mix(r ^ 1),
		     (unsigned long long)gpu_mix(r ^ 2)) < 0)
		abort();
	env[0] = write_config(c, cfg, body);
	if (!env[0]) {
		tr_error("cannot write '%s'", cfg);
		goto out;
	}
	spec_init(c, &spec, argv, env, c->timeout);
	rc = fi_pool_submit(pool, &spec, k);
out:
	free(body);
	free(results);
	free(env[0]);
	free(cfg);
	free(recp);
	free(argv);
	return rc;
}

static int
finish(struct camp *c, struct fi_run_result *res, uint64_t k,
       struct gpu_entry *e)
{
	const struct gpu_target *t = &c->targets[k];
	char *cfg = tmp_path(c, "run.cfg", k), *recp = tmp_path(c, "run.rec", k);
	struct gpu_record rec;
	bool equal = false;
	int rc = -1;

	if (gpu_record_read(recp, &rec))
		goto out;
	if (res->end == FI_END_EXIT &&
	    fi_outputs_equal(&c->golden, res, c->outputs, &equal))
		goto out_rec;
	memset(e, 0, sizeof(*e));
	e->e.index = k;
	e->e.id = rec.injected ? rec.id : 0;
	e->e.instance = t->instance;
	e->e.bit = rec.injected && (c->model == FI_MODEL_BITFLIP ||
				    c->model == FI_MODEL_BITFLIP2 ||
				    c->model == FI_MODEL_STUCK0 ||
				    c->model == FI_MODEL_STUCK1) ? rec.bit : -1;
	e->e.model = c->model;
	e->e.outcome = gpu_classify(res, &rec, c->golden.code, equal);
	e->e.signal = res->end == FI_END_SIGNAL ? res->code : 0;
	e->e.exit_code = res->end == FI_END_EXIT ? res->code : -1;
	e->e.latency = -1;
	e->e.time_s = res->wall_s;
	e->launch = t->launch;
	e->block = t->block;
	e->thread = t->thread;
	snprintf(e->cuda_error, sizeof(e->cuda_error), "%s", rec.cuda_error);
	gpu_memory_classes(&c->res, &rec, c->memory, e);
	/* The d2h hash of the golden run is the profile run's. */
	if (e->rm >= 0 && !c->memory)
		e->rm = rec.d2h != c->prof.d2h || rec.copies != c->prof.copies;
	rc = 0;
out_rec:
	gpu_record_release(&rec);
out:
	unlink(cfg);
	unlink(recp);
	free(cfg);
	free(recp);
	return rc;
}

/* A progress line on stderr when it is a terminal (summary.c's needs LLVM
   to link). */
static void
progress(uint64_t done, uint64_t total)
{
	if (isatty(2))
		fprintf(stderr, "\r%llu/%llu runs", (unsigned long long)done,
			(unsigned long long)total);
}

static int
campaign(struct camp *c, double *wall)
{
	struct fi_journal j = { .fd = -1 };
	struct gpu_entry *old = NULL, e;
	struct fi_pool *pool = NULL;
	char *path = in_dir(c, "journal.jsonl");
	bool *done = xcalloc(c->runs, sizeof(*done));
	uint64_t next = 0, ndone = 0;
	size_t nold = 0;
	int rc = -1;

	if (c->o->resume && gpu_journal_read(path, &old, &nold))
		goto out;
	for (size_t i = 0; i < nold; i++)
		if (old[i].e.index < c->runs && !done[old[i].e.index]) {
			done[old[i].e.index] = true;
			ndone++;
		}
	if (fi_journal_open(&j, path, c->o->resume))
		goto out;
	pool = fi_pool_new(c->o->jobs);
	*wall = fi_now();
	while (!interrupted) {
		struct fi_run_result res = { 0 };
		uint64_t k;
		json_t *line;
		char *text;
		bool ok;

		while (fi_pool_active(pool) < c->o->jobs && next < c->runs &&
		       !interrupted) {
			if (done[next]) {
				next++;
				continue;
			}
			if (submit(c, pool, next++))
				goto out;
		}
		if (!fi_pool_active(pool))
			break;
		if (fi_pool_wait(pool, &res, &k))
			goto out;
		ok = finish(c, &res, k, &e) == 0;
		fi_run_release(&res);
		if (!ok)
			goto out;
		line = gpu_entry_to_json(&e);
		text = json_dumps(line, JSON_SORT_KEYS | JSON_COMPACT);
		json_decref(line);
		/* One write(2) per line, as fi_journal_append. */
		if (text) {
			size_t tl = strlen(text);

			text = xrealloc(text, tl + 2);
			text[tl] = '\n';
			text[tl + 1] = 0;
			ok = write(j.fd, text, tl + 1) == (ssize_t)(tl + 1);
		} else {
			ok = false;
		}
		free(text);
		if (!ok) {
			tr_error("cannot append to '%s': %s", path,
				 strerror(errno));
			goto out;
		}
		progress(++ndone, c->runs);
	}
	if (isatty(2))
		fputc('\n', stderr);
	*wall = fi_now() - *wall;
	if (interrupted) {
		tr_error("interrupted; the journal in '%s' keeps every finished "
			 "run: continue with --resume", c->dir);
		goto out;
	}
	rc = 0;
out:
	fi_pool_free(pool);
	fi_journal_close(&j);
	free(old);
	free(done);
	free(path);
	return rc;
}

static int
summarize(struct camp *c, double wall)
{
	struct gpu_entry *e = NULL;
	size_t n = 0;
	char *path = in_dir(c, "journal.jsonl");
	json_t *sum = NULL, *camp;
	double tsum = 0;
	uint64_t total = 0;
	int rc = -1;

	if (gpu_journal_read(path, &e, &n))
		goto out;
	sum = gpu_summary_build(e, n, &c->sites, c->memory);
	for (size_t i = 0; i < n; i++)
		tsum += e[i].e.time_s;
	for (size_t i = 0; i < c->prof.nlaunches; i++)
		total += c->prof.counts[i];
	camp = json_deep_copy(c->cfg);
	json_object_set_new(camp, "jobs", json_integer(c->o->jobs));
	json_object_set_new(camp, "timeout_s", json_real(c->timeout));
	json_object_set_new(camp, "wall_s", json_real(wall));
	json_object_set_new(camp, "mean_run_s", json_real(n ? tsum / (double)n :
							   0.0));
	json_object_set_new(camp, "golden", json_pack("{s:f, s:i, s:I, s:I}",
		"time_s", c->golden.wall_s, "exit_code", c->golden.code,
		"launches", (json_int_t)c->prof.nlaunches,
		"count", (json_int_t)total));
	json_object_set_new(sum, "campaign", camp);
	free(path);
	path = in_dir(c, "summary.json");
	if (json_dump_file(sum, path, JSON_SORT_KEYS | JSON_INDENT(2) |
			   JSON_REAL_PRECISION(6))) {
		tr_error("cannot write '%s'", path);
		goto out;
	}
	if (!c->o->quiet) {
		printf("golden: %.3f s, %llu launches, %llu dynamic sites; "
		       "mean run %.3f s\n", c->golden.wall_s,
		       (unsigned long long)c->prof.nlaunches,
		       (unsigned long long)total, n ? tsum / (double)n : 0.0);
		gpu_summary_print(stdout, sum, &c->sites, c->o->top);
	}
	rc = 0;
out:
	json_decref(sum);
	free(e);
	free(path);
	return rc;
}

int
gpu_campaign_run(const struct gpu_campaign_opts *o)
{
	struct camp c = { .o = o };
	struct sigaction sa = { .sa_handler = on_interrupt };
	char *sites = NULL;
	double wall = 0;
	int rc = -1;

	c.dir = realpath(o->dir, NULL);
	if (!c.dir)
		return tr_error("no campaign directory '%s': %s", o->dir,
				strerror(errno));
	if (load_config(&c))
		goto out;
	sites = in_dir(&c, "sites.txt");
	if (gpu_sites_read(sites, &c.sites))
		goto out;
	c.tmp = in_dir(&c, "tmp");
	if (mkdir(c.tmp, 0755) && errno != EEXIST) {
		tr_error("cannot create '%s': %s", c.tmp, strerror(errno));
		goto out;
	}
	if (fi_run_setup() || prepare(&c))
		goto out;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	if (campaign(&c, &wall) || summarize(&c, wall))
		goto out;
	rc = 0;
out:
	fi_run_release(&c.golden);
	gpu_record_release(&c.prof);
	gpu_record_release(&c.res);
	gpu_sites_release(&c.sites);
	if (c.tmp)
		rmdir(c.tmp);
	for (unsigned i = 0; i < c.nargs; i++)
		free(c.args[i]);
	free(c.args);
	for (unsigned i = 0; c.outputs && c.outputs[i]; i++)
		free(c.outputs[i]);
	free(c.outputs);
	for (unsigned i = 0; i < c.ninputs; i++) {
		free(c.inputs[i].src);
		free(c.inputs[i].rel);
	}
	free(c.inputs);
	free(c.stdin_path);
	free(c.targets);
	free(c.exe);
	free(c.tmp);
	free(c.dir);
	free(sites);
	json_decref(c.cfg);
	return rc;
}
