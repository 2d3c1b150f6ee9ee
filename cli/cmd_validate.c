/*
 * cmd_validate.c: `trident validate`, the models against the ground truth
 * on one program and input (thesis §5.4.2): profile the program, run a
 * fault-injection campaign (trident inject), predict with every model,
 * and report each model's program SDC probability and its error against
 * fault injection; with --per-inst K, also inject into each of the K most
 * executed candidate instructions and K random ones and report, per
 * model, the mean absolute error, the paired t-test p-value and Spearman's
 * rank correlation of the per-instruction SDC probabilities.
 *
 * The steps run as `trident profile` and `trident inject` subprocesses in
 * the work directory, which keeps their outputs (profile.json,
 * campaign/, inst/ID/) next to validation.json.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include <gsl/gsl_rng.h>

#include "analysis.h"
#include "campaign.h"
#include "cli.h"
#include "model.h"
#include "profiler.h"

static const char *const default_models[] = {
	"fs", "fs+fc", "trident", "ref:fs", "ref:fs+fc", "ref:trident",
};

struct vmodel {
	const char *spec;
	struct model_result res;
};

/* One instruction of --per-inst. */
struct vinst {
	unsigned id;
	uint64_t count;
	bool random;		/* one of the random K */
	double fi_sdc, lo, hi;
	uint64_t runs;
};

struct validate {
	/* options */
	unsigned runs, per_inst, inst_runs, jobs;
	uint64_t seed;
	const char *dir, *out;
	bool quiet, resume, force;
	struct program prog;		/* the module and the program's
					   arguments; its options are checked
					   here, passed on as written */
	struct limits limits;
	struct model_switches sw;	/* applied to every model but ref: */
	struct strv specs, program_opts;
	/* state */
	struct ir_module m;
	struct prof_profile prof;
	char *prof_path;
	struct vmodel *models;
	unsigned nmodels;
	double profile_s;
	/* the campaign */
	double fi_sdc, fi_lo, fi_hi, fi_crash, fi_wall_s, fi_total_s;
	uint64_t fi_runs;
	struct vinst *insts;
	unsigned ninsts;
};

/*
 * A model's options besides its spec: the outputs the campaign compares,
 * --output-fn, and for this project's models the other switches.
 */
static int
model_options(const struct validate *c, const char *spec,
	      const struct fi_compare *cmp, struct model_opts *mo)
{
	struct model_switches only_fns = MODEL_SWITCHES_INIT;

	program_model_outputs(&c->prog, cmp, mo);
	if (strncmp(spec, "ref:", 4))
		return model_switches_apply(&c->sw, mo);
	only_fns.output_fns = c->sw.output_fns;
	return model_switches_apply(&only_fns, mo);
}

/* -m SPEC: checked now, kept for later. */
static int
model_opt(const struct opt *o, const char *value)
{
	struct model_opts mo;

	if (model_opts_parse(value, &mo))
		return -1;
	strv_push(o->value, value);
	return 0;
}

static int
parse_options(struct validate *c, int argc, char **argv)
{
	const struct opt opts[] = {
		OPT_GROUP("validation"),
		OPT_UINT('n', "runs", &c->runs, "N", 1, 10000000,
			 "runs of the program campaign"),
		OPT_UINT(0, "per-inst", &c->per_inst, "K", 0, 100000,
			 "also K most executed + K random instructions"),
		OPT_UINT(0, "inst-runs", &c->inst_runs, "N", 1, 10000000,
			 "runs per instruction"),
		OPT_CALLBACK('m', "model", &c->specs, "SPEC", model_opt,
			     0, "a model to check, repeatable: fs, fs+fc, "
			     "trident, or ref: and one of them for the "
			     "reference's choices (default: all six)"),
		OPT_JOBS(&c->jobs),
		OPT_U64('s', "seed", &c->seed, "S", 0, INT64_MAX, "seed of "
			"the campaigns and the random instructions"),
		OPT_STRING('d', "dir", &c->dir, "DIR", "work directory, kept"),
		OPT_BOOL(0, "resume", &c->resume, "reuse the campaigns DIR "
			 "holds: continue unfinished ones, keep finished ones, "
			 "start the others"),
		OPT_BOOL(0, "force", &c->force,
			 "replace the campaigns DIR holds"),
		OPT_GROUP("model switches (trident predict's; not for ref: "
			  "models, but --output-fn)"),
		OPT_MODEL_SWITCHES(&c->sw),
		OPT_GROUP("output"),
		OPT_STRING('o', "output", &c->out, "FILE", "the report as JSON "
			   "(default DIR/validation.json)"),
		OPT_QUIET(&c->quiet),
		OPT_PROGRAM(&c->prog),
		OPT_LIMITS(&c->limits),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident validate",
		.usage = "[options] PROGRAM.{ll,bc} [-- ARGS...]",
		.about =
		"Check the models against fault injection on the program run with ARGS:\n"
		"profile it, run a campaign of single-bit flips (trident inject), predict\n"
		"with every model (trident predict), and report the campaign's SDC\n"
		"probability with its 95% interval and each model's prediction and\n"
		"error. With --per-inst K, also inject into each of the K most executed\n"
		"candidate instructions and K random ones, and report per model the mean\n"
		"absolute error, the paired t-test p-value and Spearman's rank correlation\n"
		"of the per-instruction SDC probabilities.\n",
		.footer =
		"Exit status 0 on success, 1 on failure, 2 on misuse. Format:\n"
		"docs/predict.md.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "a program module", .args = true,
		.exclusive = (const char *const[]){ "resume", "force", NULL },
	};
	struct model_opts probe;
	struct opt_result r;
	int rc;

	rc = opt_parse(&cmd, argc, argv, &r);
	if (rc)
		goto out;
	program_take_operands(&c->prog, &r);
	for (unsigned i = 0; i < r.fwd.n; i++)
		strv_push(&c->program_opts, r.fwd.v[i]);
	if (!c->specs.n)
		for (size_t i = 0; i < sizeof(default_models) /
					       sizeof(*default_models); i++)
			strv_push(&c->specs, default_models[i]);
	model_opts_default(&probe, MODEL_TRIDENT);
	if (model_switches_apply(&c->sw, &probe))
		rc = opt_usage_error(&cmd, "%s", tr_errmsg());
out:
	opt_result_release(&r);
	return rc;
}

/*
 * A work directory that holds an earlier validation's campaigns is reused
 * (--resume) or replaced (--force), never silently mixed with a new one.
 */
static int
check_dir(const struct validate *c)
{
	char *journal = xpathjoin(c->dir, "campaign/journal.jsonl");
	struct stat st;
	int rc = 0;

	if (!c->resume && !c->force && stat(journal, &st) == 0)
		rc = tr_error("'%s' holds an earlier validation's campaigns: "
			      "--resume to reuse them, --force to replace them",
			      c->dir);
	free(journal);
	return rc;
}

/* Whether campaign directory dir holds a campaign (trident inject's). */
static bool
holds_campaign(const char *dir)
{
	char *path = xpathjoin(dir, "campaign.json");
	struct stat st;
	bool yes = stat(path, &st) == 0;

	free(path);
	return yes;
}

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* trident CMD [extra...] [program options] MODULE -- ARGS, and wait. */
static int
run_trident(struct validate *c, const char *cmd, const struct strv *extra)
{
	return cli_run_trident(cmd, extra, &c->program_opts,
			       c->prog.module, &c->prog.args);
}

/* Profile the program (full mode) into DIR/profile.json and load it. */
static int
profile(struct validate *c)
{
	struct strv extra = { 0 };
	char hash[17];
	double t0 = now();
	int rc;

	c->prof_path = xpathjoin(c->dir, "profile.json");
	strv_push(&extra, "-o");
	strv_push(&extra, c->prof_path);
	/*
	 * A run short enough for a campaign of thousands is shorter than
	 * what -O2 adds to the build (about a second); -O0 makes the
	 * profile several times cheaper (docs/results/predict).
	 */
	strv_push(&extra, "-O");
	strv_push(&extra, "0");
	rc = run_trident(c, "profile", &extra);
	strv_release(&extra);
	c->profile_s = now() - t0;
	if (rc || ir_module_hash(&c->m, hash))
		return -1;
	return prof_load(&c->prof, c->prof_path, hash);
}

/* Read the SDC rate, its interval and the runs of a campaign summary. */
static int
read_summary(const char *dir, double *sdc, double *lo, double *hi,
	     double *crash, uint64_t *runs, double *wall)
{
	char *path = xpathjoin(dir, "summary.json");
	json_error_t err;
	json_t *s = json_load_file(path, 0, &err);
	int rc = -1;

	if (!s) {
		tr_error("cannot read campaign summary '%s': %s", path,
			 tr_one_line(err.text));
		goto out;
	}
	if (json_unpack(s, "{s:I, s:{s:{s:F, s:[FF]}, s:{s:F}}, s:{s:F}}",
			"injected", (json_int_t *)runs, "outcomes", "sdc",
			"rate", sdc, "ci95", lo, hi, "crash", "rate", crash,
			"campaign", "wall_s", wall)) {
		tr_error("campaign summary '%s' lacks injected, outcomes or "
			 "campaign.wall_s", path);
		goto out;
	}
	rc = 0;
out:
	json_decref(s);
	free(path);
	return rc;
}

/*
 * Run a campaign in DIR/sub; *wall is its runs' wall time (the summary's),
 * *total the whole command's (instrumentation, build, golden run, runs).
 */
static int
campaign(struct validate *c, const char *sub, unsigned runs, unsigned inst,
	 double *sdc, double *lo, double *hi, double *crash, uint64_t *n,
	 double *wall, double *total)
{
	struct strv extra = { 0 };
	char *dir = xpathjoin(c->dir, sub), num[32];
	double t0 = now();
	int rc;

	strv_push(&extra, "-q");
	strv_push(&extra, "-d");
	strv_push(&extra, dir);
	snprintf(num, sizeof(num), "%u", runs);
	strv_push(&extra, "-n");
	strv_push(&extra, num);
	if (inst) {
		snprintf(num, sizeof(num), "%u", inst);
		strv_push(&extra, "--inst");
		strv_push(&extra, num);
	}
	snprintf(num, sizeof(num), "%u", c->jobs);
	strv_push(&extra, "-j");
	strv_push(&extra, num);
	snprintf(num, sizeof(num), "%llu", (unsigned long long)c->seed);
	strv_push(&extra, "-s");
	strv_push(&extra, num);
	/* --resume reuses what DIR holds: a campaign not yet begun starts. */
	if (c->resume && holds_campaign(dir))
		strv_push(&extra, "--resume");
	else if (c->force)
		strv_push(&extra, "--force");
	rc = run_trident(c, "inject", &extra);
	*total = now() - t0;
	if (!rc)
		rc = read_summary(dir, sdc, lo, hi, crash, n, wall);
	strv_release(&extra);
	free(dir);
	return rc;
}

static int
by_count(const void *a, const void *b)
{
	const struct prof_inst *x = a, *y = b;

	if (x->count != y->count)
		return x->count < y->count ? 1 : -1;
	return (x->id > y->id) - (x->id < y->id);
}

/* The K most executed candidates and K random others (executed ones). */
static void
choose_insts(struct validate *c, const struct model_result *r)
{
	struct prof_inst *cand = xmalloc((r->ninsts + 1) * sizeof(*cand));
	unsigned n = 0, k = c->per_inst;
	gsl_rng *rng = gsl_rng_alloc(gsl_rng_mt19937);

	gsl_rng_set(rng, (unsigned long)c->seed);
	for (unsigned i = 0; i < r->ninsts; i++)
		if (r->insts[i].count)
			cand[n++] = (struct prof_inst){ r->insts[i].id,
							r->insts[i].count };
	qsort(cand, n, sizeof(*cand), by_count);
	c->insts = xcalloc(2 * k + 1, sizeof(*c->insts));
	for (unsigned i = 0; i < n && i < k; i++)
		c->insts[c->ninsts++] = (struct vinst){
			.id = cand[i].id, .count = cand[i].count };
	/* A partial Fisher-Yates shuffle of the rest. */
	for (unsigned i = k, j; i < n && i < 2 * k; i++) {
		struct prof_inst t;

		j = i + (unsigned)gsl_rng_uniform_int(rng, n - i);
		t = cand[i];
		cand[i] = cand[j];
		cand[j] = t;
		c->insts[c->ninsts++] = (struct vinst){
			.id = cand[i].id, .count = cand[i].count,
			.random = true };
	}
	gsl_rng_free(rng);
	free(cand);
}

static double
inst_pred(const struct model_result *r, unsigned id)
{
	for (unsigned i = 0; i < r->ninsts; i++)
		if (r->insts[i].id == id)
			return r->insts[i].sdc;
	return 0;
}

static int
per_instruction(struct validate *c)
{
	double crash, wall, total;
	char sub[32];

	char *dir = xpathjoin(c->dir, "inst");

	if (mkdir(dir, 0755) && errno != EEXIST) {
		tr_error("cannot create directory '%s': %s", dir,
			 strerror(errno));
		free(dir);
		return -1;
	}
	free(dir);
	choose_insts(c, &c->models[0].res);
	for (unsigned i = 0; i < c->ninsts; i++) {
		struct vinst *vi = &c->insts[i];

		snprintf(sub, sizeof(sub), "inst/%u", vi->id);
		if (!c->quiet)
			fprintf(stderr, "trident validate: instruction %u "
				"(%u of %u)\n", vi->id, i + 1, c->ninsts);
		if (campaign(c, sub, c->inst_runs, vi->id, &vi->fi_sdc,
			     &vi->lo, &vi->hi, &crash, &vi->runs, &wall, &total))
			return -1;
	}
	return 0;
}

static json_t *
report(struct validate *c)
{
	json_t *models = json_array(), *j, *insts, *pm;
	double predict_s = 0;

	for (unsigned k = 0; k < c->nmodels; k++) {
		const struct model_result *r = &c->models[k].res;

		predict_s = fmax(predict_s, r->seconds);
		json_array_append_new(models, json_pack(
			"{s:s, s:f, s:f, s:f, s:f, s:f}", "model",
			c->models[k].spec, "sdc", r->sdc, "crash", r->crash,
			"error", r->sdc - c->fi_sdc, "abs_error",
			fabs(r->sdc - c->fi_sdc), "predict_s", r->seconds));
	}
	j = json_pack("{s:s, s:i, s:s, s:s, s:{s:I, s:f, s:[ff], s:f, s:f, "
		      "s:f}, s:f, s:o}",
		      "format", "trident-validation", "version", 1,
		      "module", c->prog.module, "hash", c->prof.hash,
		      "fi", "runs", (json_int_t)c->fi_runs, "sdc", c->fi_sdc,
		      "ci95", c->fi_lo, c->fi_hi, "crash", c->fi_crash,
		      "wall_s", c->fi_wall_s, "total_s", c->fi_total_s,
		      "profile_s", c->profile_s, "models", models);
	/* The campaign it replaces (the whole trident inject: build,
	   golden run, runs), over profile + the slowest predict. */
	json_object_set_new(j, "speedup", json_real(
		c->fi_total_s / (c->profile_s + predict_s)));
	json_object_set_new(j, "args", json_array());
	for (unsigned i = 0; i < c->prof.nargs; i++)
		json_array_append_new(json_object_get(j, "args"),
				      json_string(c->prof.args[i]));
	if (!c->ninsts)
		return j;
	insts = json_array();
	pm = json_object();
	for (unsigned i = 0; i < c->ninsts; i++) {
		const struct vinst *vi = &c->insts[i];
		json_t *preds = json_object();

		for (unsigned k = 0; k < c->nmodels; k++)
			json_object_set_new(preds, c->models[k].spec,
				json_real(inst_pred(&c->models[k].res,
						    vi->id)));
		json_array_append_new(insts, json_pack(
			"{s:I, s:I, s:b, s:I, s:f, s:[ff], s:o}", "id",
			(json_int_t)vi->id, "count", (json_int_t)vi->count,
			"random", vi->random, "runs", (json_int_t)vi->runs,
			"fi_sdc", vi->fi_sdc, "ci95", vi->lo, vi->hi,
			"predicted", preds));
	}
	for (unsigned k = 0; k < c->nmodels; k++) {
		double *p = xmalloc(c->ninsts * sizeof(*p));
		double *f = xmalloc(c->ninsts * sizeof(*f));
		struct model_comparison mc;
		size_t n = 0;

		/* An instruction no run reached has no measured rate. */
		for (unsigned i = 0; i < c->ninsts; i++) {
			if (!c->insts[i].runs)
				continue;
			p[n] = inst_pred(&c->models[k].res, c->insts[i].id);
			f[n++] = c->insts[i].fi_sdc;
		}
		model_compare(p, f, n, &mc);
		/* NaN is not JSON: null for an undefined statistic. */
		json_object_set_new(pm, c->models[k].spec, json_pack(
			"{s:I, s:f, s:f, s:o, s:o}", "n", (json_int_t)mc.n,
			"mae", mc.mae, "mean_diff", mc.mean_diff,
			"t_test_p", isnan(mc.t_p) ? json_null()
						  : json_real(mc.t_p),
			"spearman", isnan(mc.spearman)
				? json_null() : json_real(mc.spearman)));
		free(p);
		free(f);
	}
	json_object_set_new(j, "per_instruction", json_pack(
		"{s:i, s:i, s:o, s:o}", "k", (int)c->per_inst, "runs_each",
		(int)c->inst_runs, "instructions", insts, "models", pm));
	return j;
}

static void
print_report(const struct validate *c, const json_t *j)
{
	json_t *pm = json_object_get(json_object_get(j, "per_instruction"),
				     "models");

	printf("fault injection: %llu runs, SDC %.2f%% [%.2f%%, %.2f%%], "
	       "%.1f s (runs %.1f s)\n", (unsigned long long)c->fi_runs,
	       100 * c->fi_sdc, 100 * c->fi_lo, 100 * c->fi_hi, c->fi_total_s,
	       c->fi_wall_s);
	printf("profile: %.2f s; speedup over the campaign: %.1fx\n\n",
	       c->profile_s,
	       json_real_value(json_object_get(j, "speedup")));
	printf("%-12s %8s %8s %9s", "model", "SDC", "error", "predict");
	if (pm)
		printf(" %8s %8s %9s", "inst MAE", "t-test p", "Spearman");
	printf("\n");
	for (unsigned k = 0; k < c->nmodels; k++) {
		const struct model_result *r = &c->models[k].res;
		json_t *s = pm ? json_object_get(pm, c->models[k].spec) : NULL;

		printf("%-12s %7.2f%% %+7.2f %8.3fs", c->models[k].spec,
		       100 * r->sdc, 100 * (r->sdc - c->fi_sdc), r->seconds);
		if (s)
			printf(" %7.2f%% %8.3f %9.3f",
			       100 * json_real_value(json_object_get(s, "mae")),
			       json_is_real(json_object_get(s, "t_test_p"))
				       ? json_real_value(json_object_get(
						 s, "t_test_p")) : NAN,
			       json_is_real(json_object_get(s, "spearman"))
				       ? json_real_value(json_object_get(
						 s, "spearman")) : NAN);
		printf("\n");
	}
	if (pm)
		printf("\nper instruction: %u instructions (%u most executed, "
		       "%u random), %u runs each\n", c->ninsts,
		       c->ninsts < c->per_inst ? c->ninsts : c->per_inst,
		       c->ninsts > c->per_inst ? c->ninsts - c->per_inst : 0,
		       c->inst_runs);
}

int
cmd_validate(int argc, char **argv)
{
	struct validate c = { .runs = 3000, .inst_runs = 100, .seed = 1,
			      .dir = "trident-validate",
			      .limits = LIMITS_DEFAULT,
			      .sw = MODEL_SWITCHES_INIT };
	struct fi_compare cmp = { 0 };
	double crash;
	char *out = NULL;
	json_t *j = NULL;
	int rc, status = EXIT_FAIL;

	c.jobs = opt_default_jobs();
	rc = parse_options(&c, argc, argv);
	if (rc) {
		status = rc == OPT_HELP ? EXIT_OK : rc;
		goto out;
	}
	if (mkdir(c.dir, 0755) && errno != EEXIST) {
		cli_fail("cannot create directory '%s': %s", c.dir,
			 strerror(errno));
		goto out;
	}
	if (program_load_manifest(&c.prog) || program_compare(&c.prog, &cmp) ||
	    ir_module_load(&c.m, c.prog.module) || program_check_main(&c.m) ||
	    check_dir(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	ir_ids_assign(&c.m);
	if (profile(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	c.models = xcalloc(c.specs.n, sizeof(*c.models));
	for (unsigned k = 0; k < c.specs.n; k++) {
		struct model_opts mo;

		c.models[k].spec = c.specs.v[k];
		if (model_opts_parse(c.specs.v[k], &mo) ||
		    model_options(&c, c.specs.v[k], &cmp, &mo) ||
		    model_predict(&c.models[k].res, &c.m, &c.prof, &mo)) {
			cli_fail("%s", tr_errmsg());
			goto out;
		}
		c.nmodels++;
	}
	if (campaign(&c, "campaign", c.runs, 0, &c.fi_sdc, &c.fi_lo, &c.fi_hi,
		     &crash, &c.fi_runs, &c.fi_wall_s, &c.fi_total_s) ||
	    (c.per_inst && per_instruction(&c))) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	c.fi_crash = crash;
	j = report(&c);
	out = c.out ? xstrdup(c.out) : xpathjoin(c.dir, "validation.json");
	if (model_json_write(j, out)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (!c.quiet)
		print_report(&c, j);
	status = EXIT_OK;
out:
	json_decref(j);
	free(out);
	for (unsigned k = 0; k < c.nmodels; k++)
		model_result_release(&c.models[k].res);
	free(c.models);
	free(c.insts);
	if (c.prof.path)
		prof_release(&c.prof);
	free(c.prof_path);
	ir_module_release(&c.m);
	strv_release(&c.specs);
	model_switches_release(&c.sw);
	fi_compare_release(&cmp);
	program_release(&c.prog);
	strv_release(&c.program_opts);
	return status;
}
