/*
 * cmd_gpu_validate.c: `trident gpu-validate`, the model against the
 * ground truth on one CUDA program and input (issue 19; docs/predict.md,
 * "CUDA device modules"): the device profile (trident gpu-profile) and a
 * fault-injection campaign with memory hashing (trident gpu-inject
 * --memory), built here into DIR/profile and DIR/campaign and run on the
 * GPU (trident-gpu-run); then the model (fs+fc) on the profile, and its
 * program SDC and crash against the campaign's SDC_RM and crash (with 95%
 * intervals), and per instruction over those the campaign hit often
 * enough, into DIR/validation.json and a table.
 *
 * Without a GPU here: --build-only, trident-gpu-run DIR/profile and
 * DIR/campaign where the GPU is, then --read here. The steps run as
 * subprocesses of this trident, which keep their directories in DIR.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "analysis.h"
#include "campaign.h"
#include "cli.h"
#include "model.h"
#include "profiler.h"

/* An instruction's own rate is compared when the campaign hit it this
   many times (its interval is then at most about +-30 points). */
#define MIN_INST_RUNS 10

struct gpu_validate {
	struct program prog;
	struct limits limits;
	uint64_t runs;
	unsigned jobs;
	uint64_t seed;
	const char *dir, *out;
	bool quiet, build_only, read, resume, force;
	bool reported;		/* a step's subprocess printed the error */
	struct strv build_opts;	/* --host, --cflag, --cuda-path, --arch */
	struct strv prog_opts;	/* the program's options, as written */
	/* state */
	char *pdir, *cdir, *prof_path;
	struct ir_module m;
	struct prof_profile prof;
	struct model_result res;
};

/* Build options are passed on as written (to gpu-profile and gpu-inject). */
static int
build_opt(const struct opt *o, const char *value)
{
	struct gpu_validate *c = o->value;
	char *s;

	if (asprintf(&s, "--%s=%s", o->long_name, value) < 0)
		abort();
	strv_push(&c->build_opts, s);
	free(s);
	return 0;
}

static int
parse_options(struct gpu_validate *c, int argc, char **argv)
{
	const struct opt opts[] = {
		OPT_GROUP("validation"),
		OPT_U64('n', "runs", &c->runs, "N", 1, CAMPAIGN_MAX_RUNS,
			"runs of the campaign (default 1000)"),
		OPT_JOBS(&c->jobs),
		OPT_U64('s', "seed", &c->seed, "S", 0, UINT64_MAX,
			"seed of the campaign (default 1)"),
		OPT_STRING('d', "dir", &c->dir, "DIR", "work directory, kept: "
			   "profile/, campaign/, profile.json, validation.json "
			   "(default trident-gpu-validate)"),
		OPT_STRING('o', "output", &c->out, "FILE", "write the "
			   "validation JSON to FILE too"),
		OPT_BOOL(0, "build-only", &c->build_only, "build DIR/profile "
			 "and DIR/campaign and stop (run trident-gpu-run on each "
			 "where the GPU is, then --read)"),
		OPT_BOOL(0, "read", &c->read, "only read what trident-gpu-run "
			 "left in DIR, predict and compare"),
		OPT_BOOL(0, "resume", &c->resume, "continue the campaign "
			 "DIR/campaign holds"),
		OPT_BOOL(0, "force", &c->force, "replace the campaign "
			 "DIR/campaign holds"),
		OPT_QUIET(&c->quiet),
		OPT_GROUP("build"),
		OPT_CALLBACK(0, "host", c, "SRC", build_opt, 0, "a host source "
			     "of the program, repeatable (as gpu-inject's)"),
		OPT_CALLBACK(0, "cflag", c, "FLAG", build_opt, 0, "compile "
			     "flag, repeatable"),
		OPT_CALLBACK(0, "cuda-path", c, "DIR", build_opt, 0,
			     "CUDA toolkit"),
		OPT_CALLBACK(0, "arch", c, "SM", build_opt, 0,
			     "GPU architecture (default sm_90)"),
		OPT_PROGRAM(&c->prog),
		OPT_GROUP("limits"),
		OPT_LIMIT_TIMEOUT(&c->limits),
		OPT_LIMIT_FSIZE(&c->limits),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident gpu-validate",
		.usage = "[options] DEVICE.bc [-- ARGS...]",
		.about =
		"Check the model against fault injection on a CUDA program: its device\n"
		"profile (trident gpu-profile) and a campaign of single-bit flips with\n"
		"memory hashing (trident gpu-inject --memory) on the GPU, the model\n"
		"(fs+fc) on the profile, and the campaign's SDC_RM (data copied back to\n"
		"the host differs) and crash rate with their 95% intervals beside the\n"
		"model's, for the program and per instruction.\n",
		.footer =
		"Without a GPU here: --build-only, then trident-gpu-run DIR/profile and\n"
		"trident-gpu-run DIR/campaign where the GPU is, then --read here with\n"
		"the same module and DIR. Exit status 0 on success, 1 on failure, 2 on\n"
		"misuse. Formats: docs/predict.md, docs/gpu-profile.md.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "a device module", .args = true,
		.exclusive = (const char *const[]){ "build-only", "read",
			"resume", "force", "read", "force", NULL },
	};
	struct opt_result r;
	int rc;

	rc = opt_parse(&cmd, argc, argv, &r);
	if (!rc) {
		program_take_operands(&c->prog, &r);
		for (unsigned i = 0; i < r.fwd.n; i++)
			strv_push(&c->prog_opts, r.fwd.v[i]);
	}
	opt_result_release(&r);
	return rc;
}

/* trident CMD [extra...] [build options] [program options] MODULE -- ARGS. */
static int
run_trident(struct gpu_validate *c, const char *cmd, struct strv *extra,
	    bool build)
{
	struct strv opts = { 0 };
	int rc;

	if (build)
		for (unsigned i = 0; i < c->build_opts.n; i++)
			strv_push(&opts, c->build_opts.v[i]);
	for (unsigned i = 0; i < c->prog_opts.n; i++)
		strv_push(&opts, c->prog_opts.v[i]);
	rc = cli_run_trident(cmd, extra, &opts, c->prog.module, &c->prog.args);
	strv_release(&opts);
	strv_release(extra);
	/* Its own one line said why: ours would be a second. */
	c->reported = rc != 0;
	return rc;
}

static int
build(struct gpu_validate *c)
{
	struct strv a = { 0 };
	char n[32], s[32];

	snprintf(n, sizeof(n), "%llu", (unsigned long long)c->runs);
	snprintf(s, sizeof(s), "%llu", (unsigned long long)c->seed);
	strv_push(&a, "--build-only");
	strv_push(&a, "-q");
	strv_push(&a, "-d");
	strv_push(&a, c->pdir);
	if (run_trident(c, "gpu-profile", &a, true))
		return -1;
	strv_push(&a, "--build-only");
	strv_push(&a, "-q");
	strv_push(&a, "--memory");
	strv_push(&a, "-n");
	strv_push(&a, n);
	strv_push(&a, "-s");
	strv_push(&a, s);
	strv_push(&a, "-d");
	strv_push(&a, c->cdir);
	if (c->resume)
		strv_push(&a, "--resume");
	if (c->force)
		strv_push(&a, "--force");
	if (run_trident(c, "gpu-inject", &a, true))
		return -1;
	return 0;
}

/* trident-gpu-run DIR: the campaign's with -j and --resume. */
static int
gpu_run(struct gpu_validate *c, const char *dir, bool campaign)
{
	return gpu_run_dir(dir, true, campaign ? c->jobs : 0,
			   campaign && c->resume);
}

/* The device profile from DIR/profile, then the model on it. */
static int
predict(struct gpu_validate *c)
{
	struct strv a = { 0 };
	struct model_opts o;
	char hash[17];

	strv_push(&a, "--read");
	strv_push(&a, "-q");
	strv_push(&a, "-d");
	strv_push(&a, c->pdir);
	strv_push(&a, "-o");
	strv_push(&a, c->prof_path);
	if (run_trident(c, "gpu-profile", &a, false))
		return -1;
	if (ir_module_load(&c->m, c->prog.module))
		return -1;
	ir_ids_assign(&c->m);
	if (ir_module_hash(&c->m, hash) ||
	    prof_load(&c->prof, c->prof_path, hash))
		return -1;
	model_opts_default(&o, MODEL_FS_FC);
	return model_predict(&c->res, &c->m, &c->prof, &o);
}

static const struct model_inst *
find_inst(const struct model_result *r, unsigned id)
{
	size_t lo = 0, hi = r->ninsts;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (r->insts[mid].id == id)
			return &r->insts[mid];
		if (r->insts[mid].id < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* Per instruction: runs, SDC_RM and crash counts from the journal. */
struct hits {
	unsigned id;
	uint64_t runs, rm, crash;
};

static int
by_id(const void *a, const void *b)
{
	const struct hits *x = a, *y = b;

	return x->id < y->id ? -1 : x->id > y->id;
}

static json_t *
rate_json(uint64_t k, uint64_t n)
{
	double lo, hi;

	fi_wilson(k, n, 0.95, &lo, &hi);
	return json_pack("{s:f, s:[f, f]}", "rate", n ? (double)k / n : 0.0,
			 "ci95", lo, hi);
}

/* The campaign against the prediction: DIR/validation.json and a table. */
static int
compare(struct gpu_validate *c)
{
	char *journal = xpathjoin(c->cdir, "journal.jsonl");
	char *vpath = xpathjoin(c->dir, "validation.json");
	struct gpu_entry *e = NULL;
	struct hits *h = NULL;
	size_t n = 0, bad = 0, nh = 0, runs = 0, rm = 0, crash = 0;
	size_t missing = 0;
	double psdc = 0, pcrash = 0, *pred = NULL, *fi = NULL;
	struct model_comparison mc;
	json_t *j = NULL, *insts;
	size_t k = 0;
	int rc = -1;

	if (gpu_journal_read(journal, true, &e, &n, &bad))
		goto out;
	h = xcalloc(n + 1, sizeof(*h));
	for (size_t i = 0; i < n; i++) {
		const struct fi_entry *x = &e[i].e;
		bool cr = x->outcome == FI_CRASH || x->outcome == FI_HANG;
		const struct model_inst *mi;
		size_t q;

		if (x->outcome == FI_NOT_INJECTED)
			continue;
		runs++;
		crash += cr;
		rm += !cr && e[i].rm == 1;
		if (!(mi = find_inst(&c->res, x->id))) {
			missing++;
			continue;
		}
		psdc += mi->sdc;
		pcrash += mi->crash;
		for (q = 0; q < nh && h[q].id != x->id; q++)
			;
		if (q == nh)
			h[nh++].id = x->id;
		h[q].runs++;
		h[q].rm += !cr && e[i].rm == 1;
		h[q].crash += cr;
	}
	if (!runs) {
		tr_error("'%s' holds no injected run", journal);
		goto out;
	}
	qsort(h, nh, sizeof(*h), by_id);
	pred = xcalloc(nh + 1, sizeof(*pred));
	fi = xcalloc(nh + 1, sizeof(*fi));
	insts = json_array();
	for (size_t q = 0; q < nh; q++) {
		const struct model_inst *mi = find_inst(&c->res, h[q].id);

		if (h[q].runs < MIN_INST_RUNS)
			continue;
		pred[k] = mi->sdc;
		fi[k++] = (double)h[q].rm / h[q].runs;
		json_array_append_new(insts, json_pack(
			"{s:i, s:s, s:I, s:o, s:o, s:f, s:f}", "id", h[q].id,
			"opcode", mi->opcode, "runs", (json_int_t)h[q].runs,
			"sdc_rm", rate_json(h[q].rm, h[q].runs),
			"crash", rate_json(h[q].crash, h[q].runs),
			"model_sdc", mi->sdc, "model_crash", mi->crash));
	}
	model_compare(pred, fi, k, &mc);
	psdc /= (double)(runs - missing ? runs - missing : 1);
	pcrash /= (double)(runs - missing ? runs - missing : 1);
	j = json_pack("{s:s, s:s, s:s, s:{s:I, s:o, s:o}, "
		      "s:{s:s, s:f, s:f, s:f, s:f}, s:f, s:f, "
		      "s:{s:i, s:I, s:f, s:o}, s:o}",
		"format", "trident-gpu-validation", "module", c->prog.module,
		"hash", c->res.hash,
		"campaign", "runs", (json_int_t)runs,
		"sdc_rm", rate_json(rm, runs), "crash", rate_json(crash, runs),
		"model", "name", "fs+fc", "sdc", psdc, "crash", pcrash,
		"program_sdc", c->res.sdc, "program_crash", c->res.crash,
		"error_sdc", psdc - (double)rm / runs,
		"error_crash", pcrash - (double)crash / runs,
		"per_instruction", "min_runs", MIN_INST_RUNS,
		"count", (json_int_t)k, "mae", isnan(mc.mae) ? 0 : mc.mae,
		"spearman", isnan(mc.spearman) ? json_null()
					       : json_real(mc.spearman),
		"instructions", insts);
	if (json_dump_file(j, vpath, JSON_SORT_KEYS | JSON_INDENT(2) |
			   JSON_REAL_PRECISION(6)) ||
	    (c->out && json_dump_file(j, c->out, JSON_SORT_KEYS |
				      JSON_INDENT(2) | JSON_REAL_PRECISION(6)))) {
		tr_error("cannot write '%s'", c->out ? c->out : vpath);
		goto out;
	}
	if (!c->quiet) {
		double lo, hi;

		fi_wilson(rm, runs, 0.95, &lo, &hi);
		printf("campaign: %zu runs, SDC_RM %.1f%% [%.1f, %.1f]", runs,
		       100.0 * rm / runs, 100 * lo, 100 * hi);
		fi_wilson(crash, runs, 0.95, &lo, &hi);
		printf(", crash %.1f%% [%.1f, %.1f]\n", 100.0 * crash / runs,
		       100 * lo, 100 * hi);
		printf("model fs+fc: SDC %.1f%% (error %+.1f points), crash "
		       "%.1f%% (error %+.1f points)\n", 100 * psdc,
		       100 * (psdc - (double)rm / runs), 100 * pcrash,
		       100 * (pcrash - (double)crash / runs));
		if (k >= 2 && !isnan(mc.spearman))
			printf("per instruction (%zu with at least %d runs): "
			       "MAE %.1f points, Spearman %.2f\n", k,
			       MIN_INST_RUNS, 100 * mc.mae, mc.spearman);
		printf("wrote %s\n", vpath);
	}
	rc = 0;
out:
	json_decref(j);
	free(e);
	free(h);
	free(pred);
	free(fi);
	free(journal);
	free(vpath);
	return rc;
}

int
cmd_gpu_validate(int argc, char **argv)
{
	struct gpu_validate c = {
		.limits = LIMITS_DEFAULT, .runs = CAMPAIGN_DEFAULT_RUNS,
		.seed = 1, .dir = "trident-gpu-validate",
	};
	int rc, status = EXIT_FAIL;

	c.jobs = opt_default_jobs();
	rc = parse_options(&c, argc, argv);
	if (rc) {
		status = rc == OPT_HELP ? EXIT_OK : rc;
		goto out;
	}
	/* --read takes a directory a build made, never a new one. */
	if (!c.read && mkdir(c.dir, 0755) && errno != EEXIST) {
		cli_fail("cannot create directory '%s': %s", c.dir,
			 strerror(errno));
		goto out;
	}
	c.pdir = xpathjoin(c.dir, "profile");
	c.cdir = xpathjoin(c.dir, "campaign");
	c.prof_path = xpathjoin(c.dir, "profile.json");
	if (!c.read) {
		if (build(&c)) {
			if (!c.reported)
				cli_fail("%s", tr_errmsg());
			goto out;
		}
		if (c.build_only) {
			if (!c.quiet)
				printf("built %s and %s: run trident-gpu-run "
				       "on each where the GPU is, then trident "
				       "gpu-validate --read -d %s with the same "
				       "module\n", c.pdir, c.cdir, c.dir);
			status = EXIT_OK;
			goto out;
		}
		if ((rc = gpu_run(&c, c.pdir, false)) ||
		    (rc = gpu_run(&c, c.cdir, true))) {
			/* -2: the runner's own line said why. */
			if (rc != -2)
				cli_fail("%s", tr_errmsg());
			goto out;
		}
	}
	if (predict(&c) || compare(&c)) {
		if (!c.reported)
			cli_fail("%s", tr_errmsg());
		goto out;
	}
	status = EXIT_OK;
out:
	model_result_release(&c.res);
	prof_release(&c.prof);
	ir_module_release(&c.m);
	program_release(&c.prog);
	strv_release(&c.build_opts);
	strv_release(&c.prog_opts);
	free(c.pdir);
	free(c.cdir);
	free(c.prof_path);
	return status;
}
