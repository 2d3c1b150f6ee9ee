/*
 * gpu.c: the GPU fault-injection campaign (docs/gpu-inject.md), run by
 * trident-gpu-run on the machine with the GPU. Everything it knows about
 * the device module comes from the campaign directory that
 * `trident gpu-inject` built (campaign.json, sites.txt, program.gpu).
 *
 *   1. profile run: the program with mode=profile gives the golden output
 *      and exit status, and the exact number of dynamic fault-site
 *      instances of every launch (the sum over its threads).
 *   2. sampling: run k draws g uniform in [0, total) from (seed, k) alone
 *      and maps it to (launch, offset in the launch): uniform over every
 *      executed (launch, thread, instance), whatever the kernels' sizes.
 *      The counts drawn from are the campaign's first part's (state.json),
 *      so that a resumed or extended campaign draws what one campaign
 *      would.
 *   3. resolve run: mode=resolve with every drawn (launch, offset); the
 *      runtime reads each such launch's per-thread counts and names the
 *      block, thread and instance of each offset (threads in linear order).
 *      With --memory it also records the golden memory hashes. It is the
 *      second fault-free run: its outputs, the data it copies back to the
 *      host and (--memory) its device memory must equal the profile run's,
 *      or the program is refused (a timer in the output would make every
 *      run an SDC).
 *   4. the runs, --jobs at a time in sandboxes (run.c), each journaled as
 *      it ends (loop.c; one JSON line: fi_entry's fields plus the GPU's).
 *   5. the summary: outcome rates with Wilson intervals, the memory
 *      classes, CUDA errors, tables per instruction, kernel, opcode, line.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gpu_protocol.h"
#include "internal.h"

/* A drawn site: the offset resolved into block, thread and instance. */
struct gpu_target {
	uint64_t launch, offset, block, thread, instance;
	bool resolved;
};

struct gpu {
	struct campaign_dir *d;
	const struct campaign_opts *o;
	char *tmp, *exe;
	char **args;
	unsigned nargs;
	struct fi_file *inputs;
	unsigned ninputs;
	char **outputs;		/* NULL-terminated */
	char **ignore;		/* campaign.json's ignore_lines */
	unsigned nignore;
	struct fi_compare compare;
	char *stdin_path;
	uint64_t seed;
	enum fi_model model;
	struct gpu_syndromes syn;	/* FI_MODEL_SYNDROME: the table */
	bool dummy, memory;
	double timeout_factor, timeout_floor, golden_timeout, timeout;
	unsigned long long fsize_mib;
	struct fi_sites sites;
	struct fi_run_result golden;
	struct gpu_record prof, res;
	uint64_t *counts;	/* [prof.nlaunches]: what runs are drawn from */
	struct gpu_target *targets;	/* [runs] */
};

static char *
in_dir(const struct gpu *c, const char *rel)
{
	return rel[0] == '/' ? xstrdup(rel) : xpathjoin(c->d->path, rel);
}

/* The strings of array a, NULL-terminated; -1 if one is not a string. */
static int
strings(const json_t *a, char ***v, unsigned *n)
{
	const json_t *x;
	size_t i;

	*v = xcalloc(json_array_size(a) + 1, sizeof(**v));
	*n = 0;
	json_array_foreach(a, i, x) {
		if (!json_is_string(x))
			return -1;
		(*v)[(*n)++] = xstrdup(json_string_value(x));
	}
	return 0;
}

/* Whether JSON array a holds the string v. */
static bool
has_string(const json_t *a, const char *v)
{
	const json_t *x;
	size_t i;

	json_array_foreach(a, i, x)
		if (json_is_string(x) && !strcmp(json_string_value(x), v))
			return true;
	return false;
}

/* The settings of campaign.json (cfg), checked before the directory is
   claimed, so that a directory of another kind is left alone. */
static int
load_config(struct gpu *c, const json_t *cfg)
{
	const json_t *a, *x;
	unsigned nout;
	size_t i;

	x = json_object_get(cfg, "model");
	if (!json_is_string(x) || fi_model_parse(json_string_value(x), &c->model))
		goto bad;
	c->seed = (uint64_t)json_integer_value(json_object_get(cfg, "seed"));
	x = json_object_get(cfg, "syndrome");
	if (c->model == FI_MODEL_SYNDROME) {
		char *path;
		int rc;

		if (!json_is_string(x))
			goto bad;
		path = in_dir(c, json_string_value(x));
		rc = gpu_syndromes_read(path, &c->syn);
		free(path);
		if (rc)
			return -1;
	}
	c->dummy = json_is_true(json_object_get(cfg, "dummy"));
	c->memory = json_is_true(json_object_get(cfg, "memory"));
	c->timeout_factor = json_number_value(json_object_get(cfg,
							      "timeout_factor"));
	c->timeout_floor = json_number_value(json_object_get(cfg,
							     "timeout_floor"));
	c->golden_timeout = json_number_value(json_object_get(cfg,
							      "golden_timeout"));
	c->fsize_mib = (unsigned long long)json_integer_value(
		json_object_get(cfg, "fsize_mib"));
	if (!(c->timeout_factor > 0) || !(c->golden_timeout > 0))
		goto bad;
	x = json_object_get(cfg, "program");
	if (!json_is_string(x))
		goto bad;
	c->exe = in_dir(c, json_string_value(x));
	if (strings(json_object_get(cfg, "args"), &c->args, &c->nargs) ||
	    strings(json_object_get(cfg, "outputs"), &c->outputs, &nout))
		goto bad;
	a = json_object_get(cfg, "inputs");
	c->inputs = xcalloc(json_array_size(a) + 1, sizeof(*c->inputs));
	json_array_foreach(a, i, x) {
		const char *src = json_string_value(json_object_get(x, "src"));
		const char *rel = json_string_value(json_object_get(x, "rel"));

		if (!src || !rel)
			goto bad;
		c->inputs[i].src = in_dir(c, src);
		c->inputs[i].rel = xstrdup(rel);
		c->ninputs++;
	}
	x = json_object_get(cfg, "stdin");
	if (json_is_string(x))
		c->stdin_path = in_dir(c, json_string_value(x));
	/* compare and ignore_lines: absent in campaigns before issue 14. */
	a = json_object_get(cfg, "compare");
	if (strings(json_object_get(cfg, "ignore_lines"), &c->ignore,
		    &c->nignore) || (a && !json_is_array(a)))
		goto bad;
	for (i = 0; i < json_array_size(a); i++)
		if (!json_is_string(json_array_get(a, i)))
			goto bad;
	return fi_compare_init(&c->compare, !a || has_string(a, "stdout"),
			       has_string(a, "stderr"),
			       c->outputs, c->ignore, c->nignore);
bad:
	return tr_error("'%s/campaign.json' is not a gpu-inject campaign "
			"(missing or bad settings)", c->d->path);
}

static void
spec_init(const struct gpu *c, struct fi_run_spec *spec, char **argv,
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
tmp_path(const struct gpu *c, const char *what, uint64_t k)
{
	char *p;

	if (asprintf(&p, "%s/%s-%llu", c->tmp, what, (unsigned long long)k) < 0)
		abort();
	return p;
}

/* Write a run's config file; returns the environment entry naming it. */
static char *
write_config(const char *path, const char *body)
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
results_line(const struct gpu *c)
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
config_run(struct gpu *c, const char *what, const char *body, double timeout,
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
	env[0] = write_config(cfg, full);
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

static uint64_t
total_of(const uint64_t *counts, size_t n)
{
	uint64_t t = 0;

	for (size_t i = 0; i < n; i++)
		t += counts[i];
	return t;
}

/*
 * The counts runs are drawn from: the first part's (state.json), which
 * must have as many launches; stored on the first part.
 */
static int
draw_basis(struct gpu *c)
{
	const json_t *then = campaign_dir_golden(c->d), *a;
	size_t n = c->prof.nlaunches, differ = 0, i;
	json_t *counts;

	c->counts = xcalloc(n, sizeof(*c->counts));
	if (!then) {
		counts = json_array();
		for (i = 0; i < n; i++) {
			c->counts[i] = c->prof.counts[i];
			json_array_append_new(counts, json_integer(
				(json_int_t)c->prof.counts[i]));
		}
		return campaign_dir_set_golden(c->d, json_pack(
			"{s:I, s:I, s:o, s:i, s:f}",
			"launches", (json_int_t)n,
			"count", (json_int_t)total_of(c->prof.counts, n),
			"counts", counts, "exit_code", c->golden.code,
			"time_s", c->golden.wall_s));
	}
	a = json_object_get(then, "counts");
	if (json_array_size(a) != n)
		return tr_error("cannot resume '%s/state.json': launches differ "
				"(campaign %zu, now %zu): the program no longer "
				"runs as it did, so this part's runs would not be "
				"drawn as the campaign's", c->d->path,
				json_array_size(a), n);
	for (i = 0; i < n; i++) {
		json_int_t v = json_integer_value(json_array_get(a, i));

		if (v < 0)
			return tr_error("'%s/state.json': bad count of launch "
					"%zu", c->d->path, i);
		c->counts[i] = (uint64_t)v;
		differ += c->counts[i] != c->prof.counts[i];
	}
	if (differ)
		campaign_warn("%zu of %zu launches executed another number of "
			      "sites than in the campaign's first profile run "
			      "(races?): runs are drawn as in the first part, "
			      "sites resolved in this one", differ, n);
	return 0;
}

/*
 * The two fault-free runs (profile and resolve) must agree on everything
 * a run is compared with: outputs, exit status, the data copied back,
 * and with --memory the device memory at every kernel boundary.
 */
static int
golden_compare(struct gpu *c, const struct fi_run_result *res)
{
	const char *which;

	if (res->code != c->golden.code)
		return tr_error("the two fault-free runs (profile, resolve) "
				"exited with status %d and %d: the program does "
				"not run the same way twice", c->golden.code,
				res->code);
	if (fi_outputs_differ(&c->golden, res, &c->compare, &which))
		return -1;
	if (which)
		return tr_error("the two fault-free runs (profile, resolve) "
				"wrote different %s%s%s: the program writes "
				"something that changes from run to run (a "
				"timer? --ignore-lines RE leaves such lines out)",
				fi_is_stream(which) ? "" : "'", which,
				fi_is_stream(which) ? "" : "'");
	if (c->res.d2h != c->prof.d2h || c->res.copies != c->prof.copies)
		return tr_error("the two fault-free runs (profile, resolve) "
				"copied different data from the device to the "
				"host: the program does not compute the same "
				"results twice");
	for (size_t i = 0; c->memory && i < c->res.nmem; i++) {
		const struct gpu_mem *m = &c->res.mem[i], *g = NULL;

		for (size_t j = 0; j < c->prof.nmem && !g; j++)
			if (c->prof.mem[j].launch == m->launch)
				g = &c->prof.mem[j];
		if (!g || !g->ok || !m->ok || g->tm != m->tm)
			return tr_error("the two fault-free runs (profile, "
					"resolve) left different device memory "
					"after launch %llu: the program does not "
					"compute the same way twice, so --memory "
					"cannot classify runs",
					(unsigned long long)m->launch);
	}
	return 0;
}

/* Name the block, thread and instance of every drawn offset. */
static int
resolve_targets(struct gpu *c, uint64_t runs, bool differ)
{
	for (uint64_t k = 0; k < runs; k++) {
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
			if (!differ)
				return tr_error("run %llu: offset %llu of launch "
						"%llu was not resolved to a "
						"thread", (unsigned long long)k,
						(unsigned long long)t->offset,
						(unsigned long long)t->launch);
			/* An instance no thread reaches: not injected. */
			t->instance = UINT64_MAX;
		}
	}
	return 0;
}

/* Profile, draw every run's site, resolve them. */
static int
prepare(struct gpu *c)
{
	struct fi_run_result res = { 0 };
	char *body = NULL, *results = NULL, prof[32];
	uint64_t runs = c->d->runs;
	size_t cap, len, differ = 0;
	int rc = -1;

	snprintf(prof, sizeof(prof), "mode=profile\nmemory=%d\n", c->memory);
	if (config_run(c, "profile", prof, c->golden_timeout, &c->golden,
		       &c->prof))
		goto out;
	if (!c->prof.nlaunches || !total_of(c->prof.counts, c->prof.nlaunches)) {
		tr_error("the profile run launched no kernel that executed a "
			 "fault site");
		goto out;
	}
	if (draw_basis(c))
		goto out;
	c->timeout = c->golden.wall_s * c->timeout_factor;
	if (c->timeout < c->timeout_floor)
		c->timeout = c->timeout_floor;
	c->targets = xcalloc(runs, sizeof(*c->targets));
	for (uint64_t k = 0; k < runs; k++)
		if (gpu_sample(c->counts, c->prof.nlaunches, c->seed, k,
			       &c->targets[k].launch, &c->targets[k].offset))
			goto out;
	/* The resolve run names every drawn offset, in launch order. */
	results = results_line(c);
	cap = 64 + strlen(results) + runs * 48;
	body = xmalloc(cap);
	len = (size_t)snprintf(body, cap, "mode=resolve\nmemory=%d\n%s",
			       c->memory, results);
	for (uint64_t k = 0; k < runs; k++)
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
	if (golden_compare(c, &res))
		goto out;
	/*
	 * Kernels with benign races (a BFS frontier whose nodes any of
	 * several threads may claim) execute slightly different numbers of
	 * sites from run to run. A draw the resolve run did not reach is
	 * then not resolved: its run names an instance no thread reaches
	 * and comes out not-injected, which the summary counts.
	 */
	for (size_t i = 0; i < c->prof.nlaunches; i++)
		differ += c->res.counts[i] != c->counts[i];
	if (differ)
		campaign_warn("%zu of %zu launches executed a different number "
			      "of sites in two fault-free runs (races?): sites "
			      "are resolved in the second run", differ,
			      c->prof.nlaunches);
	if (resolve_targets(c, runs, differ))
		goto out;
	rc = 0;
out:
	fi_run_release(&res);
	free(body);
	free(results);
	return rc;
}

static int
submit(void *ctx, struct fi_pool *pool, uint64_t k)
{
	struct gpu *c = ctx;
	const struct gpu_target *t = &c->targets[k];
	char **argv = xcalloc(c->nargs + 2, sizeof(*argv));
	char *cfg = tmp_path(c, "run.cfg", k), *recp = tmp_path(c, "run.rec", k);
	char *body = NULL, *results = results_line(c), *env[2] = { NULL, NULL };
	uint64_t r = campaign_draw(c->seed, k), syn[2 * GPU_SYN_CELLS];
	char synline[2 * GPU_SYN_CELLS * 20 + 8] = "";
	struct fi_run_spec spec;
	int rc = -1;

	unlink(recp);
	/* The run's syndrome of every cell (gpu_protocol.h). */
	if (c->model == FI_MODEL_SYNDROME) {
		size_t len = (size_t)snprintf(synline, sizeof(synline), "syn=");

		gpu_syndromes_pick(&c->syn, c->seed, k, syn);
		for (unsigned i = 0; i < 2 * GPU_SYN_CELLS; i++)
			len += (size_t)snprintf(synline + len,
						sizeof(synline) - len, "%s%llx",
						i ? "," : "",
						(unsigned long long)syn[i]);
		snprintf(synline + len, sizeof(synline) - len, "\n");
	}
	if (asprintf(&body, "mode=%s\nrecord=%s\nmemory=%d\n%s%s"
		     "launch=%llu block=%llu thread=%llu instance=%llu "
		     "model=%d random=%llu value=%llu\n",
		     c->dummy ? "dummy" : "inject", recp, c->memory, results,
		     synline,
		     (unsigned long long)t->launch, (unsigned long long)t->block,
		     (unsigned long long)t->thread,
		     (unsigned long long)t->instance, (int)c->model,
		     (unsigned long long)campaign_mix(r ^ 1),
		     (unsigned long long)campaign_mix(r ^ 2)) < 0)
		abort();
	env[0] = write_config(cfg, body);
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
finish(void *ctx, const struct fi_run_result *res, uint64_t k, void *entry)
{
	struct gpu *c = ctx;
	struct gpu_entry *e = entry;
	const struct gpu_target *t = &c->targets[k];
	char *cfg = tmp_path(c, "run.cfg", k), *recp = tmp_path(c, "run.rec", k);
	struct gpu_record rec;
	bool equal = false;
	int rc = -1;

	if (gpu_record_read(recp, &rec))
		goto out;
	if (res->end == FI_END_EXIT &&
	    fi_outputs_equal(&c->golden, res, &c->compare, &equal))
		goto out_rec;
	/* A run that changes nothing and still differs is the program's. */
	if (c->dummy && res->end == FI_END_EXIT && !equal) {
		tr_error("run %llu of the --dummy campaign changed nothing and "
			 "wrote different output from the golden run's: the "
			 "program is not deterministic", (unsigned long long)k);
		goto out_rec;
	}
	memset(e, 0, sizeof(*e));
	e->e.index = k;
	e->e.id = rec.injected ? rec.id : 0;
	e->e.instance = t->resolved ? t->instance : 0;
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
	e->values = rec.injected;
	e->threads = (unsigned)rec.threads;
	e->before = rec.injected ? rec.before : 0;
	e->after = rec.injected ? rec.after : 0;
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

static json_t *
summary(void *ctx, const void *entries, size_t n, json_t *camp)
{
	struct gpu *c = ctx;
	const struct gpu_entry *e = entries;

	json_object_set_new(camp, "timeout_s", json_real(c->timeout));
	json_object_set_new(camp, "mean_run_s", json_real(gpu_mean_run_s(e, n)));
	json_object_set_new(camp, "golden", json_pack("{s:f, s:i, s:I, s:I}",
		"time_s", c->golden.wall_s, "exit_code", c->golden.code,
		"launches", (json_int_t)c->prof.nlaunches,
		"count", (json_int_t)total_of(c->prof.counts,
					      c->prof.nlaunches)));
	return gpu_summary_build(e, n, &c->sites, c->memory);
}

static void
print(void *ctx, FILE *out, const json_t *sum)
{
	struct gpu *c = ctx;
	const json_t *camp = json_object_get(sum, "campaign");

	fprintf(out, "golden: %.3f s, %zu launches, %llu dynamic sites; "
		"mean run %.3f s\n", c->golden.wall_s, c->prof.nlaunches,
		(unsigned long long)total_of(c->prof.counts, c->prof.nlaunches),
		json_number_value(json_object_get(camp, "mean_run_s")));
	gpu_summary_print(out, sum, c->o->top);
}

static const struct campaign_ops gpu_ops = {
	&fi_journal_gpu, submit, finish, summary, print,
};

/* campaign.json as the command line asks for it (-n replaces runs). */
static json_t *
wanted_settings(const struct campaign_dir *d, const struct campaign_opts *o,
		uint64_t *runs)
{
	char *path = campaign_dir_file(d, "campaign.json");
	json_error_t err;
	json_t *cfg = json_load_file(path, 0, &err);

	if (!json_is_object(cfg)) {
		tr_error("'%s': %s", path, cfg ? "not a JSON object" : tr_one_line(err.text));
		json_decref(cfg);
		cfg = NULL;
	} else {
		json_int_t had = json_integer_value(json_object_get(cfg,
								    "runs"));

		*runs = o->runs ? o->runs : had > 0 ? (uint64_t)had : 0;
		if (!*runs) {
			tr_error("'%s' is not a gpu-inject campaign (missing or "
				 "bad settings)", path);
			json_decref(cfg);
			cfg = NULL;
		}
	}
	free(path);
	return cfg;
}

static void
gpu_release(struct gpu *c)
{
	fi_run_release(&c->golden);
	gpu_record_release(&c->prof);
	gpu_record_release(&c->res);
	fi_sites_release(&c->sites);
	gpu_syndromes_release(&c->syn);
	for (unsigned i = 0; i < c->nargs; i++)
		free(c->args[i]);
	free(c->args);
	for (unsigned i = 0; c->outputs && c->outputs[i]; i++)
		free(c->outputs[i]);
	free(c->outputs);
	fi_compare_release(&c->compare);
	for (unsigned i = 0; i < c->nignore; i++)
		free(c->ignore[i]);
	free(c->ignore);
	for (unsigned i = 0; i < c->ninputs; i++) {
		free(c->inputs[i].src);
		free(c->inputs[i].rel);
	}
	free(c->inputs);
	free(c->stdin_path);
	free(c->counts);
	free(c->targets);
	free(c->exe);
	free(c->tmp);
}

int
gpu_campaign_run(const struct campaign_opts *opts)
{
	struct campaign_opts o = *opts;
	struct campaign_dir d;
	struct gpu c = { .d = &d, .o = &o };
	char *sites = NULL;
	json_t *cfg;
	int rc = -1;

	if (access(o.dir, F_OK))
		return tr_error("no campaign directory '%s': %s", o.dir,
				strerror(errno));
	if (campaign_dir_open(&d, &o))
		return -1;
	cfg = wanted_settings(&d, &o, &o.runs);
	if (!cfg)
		goto out;
	if (load_config(&c, cfg)) {
		json_decref(cfg);
		goto out;
	}
	if (campaign_dir_claim(&d, &o, cfg))
		goto out;
	sites = campaign_dir_file(&d, "sites.txt");
	c.tmp = campaign_dir_file(&d, "tmp");
	if (fi_sites_read(sites, &c.sites) || fi_run_setup() || prepare(&c))
		goto out;
	rc = campaign_run(&d, &o, &gpu_ops, &c);
out:
	gpu_release(&c);
	free(sites);
	campaign_dir_close(&d);
	return rc;
}
