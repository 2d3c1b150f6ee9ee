/*
 * cmd_protect.c: `trident protect`, selective instruction duplication
 * (selective-dup/; docs/protect.md). The instructions to protect are given
 * (--select, --select-file) or chosen by the knapsack over TRIDENT's
 * predictions under a budget that is a share of full duplication's cost
 * (--budget-of-full); the protected module is written, or built into an
 * executable (-O2 by default: the duplicates' roots reach them through
 * opaque copies, which no optimization sees through), and --report says
 * what was chosen, its predicted coverage and cost.
 */
#include <errno.h>
#include <libgen.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>

#include "analysis.h"
#include "campaign.h"
#include "cli.h"
#include "model.h"
#include "profiler.h"
#include "selective-dup.h"
#include "validate.h"

/*
 * What a compared value (R) and an opaque copy of a root (Q) cost against a
 * duplicated instruction, fitted on the bundled programs' timings
 * (docs/protect.md, "What a choice costs": overhead = full duplication's x
 * (duplicated + R compared + Q copies) / full's).
 */
#define CHECK_WEIGHT 1.25
#define COPY_WEIGHT 1.75

struct protect {
	/* options */
	const char *out, *report, *profile, *select_file, *on_detect;
	const char *choose_by;	/* --choose */
	bool cut;		/* --choose cut */
	double lambda;		/* the cut's price, once fitted */
	struct dup_cut cutp;	/* --choose cut: the problem */
	bool *cut_chosen;	/* its choice, by cutp.sel's candidates */
	double count_scale;	/* profile counts to the prediction's scale */
	struct strv more_profiles;	/* -p given more than once */
	const char *inputs;		/* --inputs K,K,... */
	struct strv made_profiles;	/* --inputs' profiles, removed */
	struct uvec input_ids;		/* --inputs' numbers */
	const char *select, *budget;
	const char *opt;	/* the executable's -O N */
	const char *rank;	/* --rank */
	const char *oracle;	/* --oracle */
	uint64_t seed;
	bool quiet;
	struct model_switches sw;
	struct program prog;
	struct limits limits;
	struct strv profile_args;	/* program options, for trident profile */
	double run_budget;		/* --budget, < 0: none */
	char hash[17];			/* the module's, once predicted */
	struct ptrmap oracle_rate;	/* --oracle: id -> index in rates */
	double *rates;			/* the oracle's P(SDC) per id */
	unsigned nrates;
	double full_overhead;		/* --full-overhead, < 0: time it */
	double check_weight;		/* --check-weight */
	double copy_weight;		/* --copy-weight */
	unsigned pairs;			/* --timing-pairs */
	/* state */
	double share;			/* --budget-of-full, < 0: none */
	bool measured;			/* full_overhead was timed here */
	double predicted_overhead;	/* of the choice, with --budget */
	struct dup_opts dopts;
	struct model_opts mopts;
	struct ir_module m;
	struct prof_profile prof;
	struct model_result res;	/* merged over the inputs when several */
	struct model_result *per_input;	/* [ninputs], with several profiles */
	unsigned ninputs;
	struct dup_selection sel;
	struct dup_stats stats;
	struct uvec ids;		/* the instructions protected */
	char *tmpdir;			/* profile and link, removed */
};

/* A share written 10% or 0.1 (at least 0) into the double o->value. */
static int
opt_percent(const struct opt *o, const char *value)
{
	char *end;
	double x;

	errno = 0;
	x = strtod(value, &end);
	if (end != value && *end == '%') {
		x /= 100;
		end++;
	}
	if (end == value || *end || errno || !(x >= 0) || x > 100)
		return tr_error("expected a share such as 10%% or 0.1");
	*(double *)o->value = x;
	return 0;
}

static int
parse_options(struct protect *c, int argc, char **argv)
{
	const struct opt opts[] = {
		OPT_GROUP("what to protect"),
		OPT_STRING(0, "select", &c->select, "ID,...",
			   "protect these instructions (trident ids)"),
		OPT_STRING(0, "select-file", &c->select_file, "FILE",
			   "protect the instructions FILE lists (ids separated "
			   "by commas or white space, # comments)"),
		OPT_CALLBACK(0, "budget", &c->run_budget, "PCT", opt_percent,
			     OPT_NODEFAULT, "choose by the knapsack within PCT "
			     "of the program's run time (10% or 0.1): full "
			     "duplication's overhead is timed, and each choice "
			     "priced by its duplicated, compared and copied "
			     "executions"),
		OPT_STRING(0, "budget-of-full", &c->budget, "SHARE",
			   "choose by the knapsack over the model's predictions "
			   "within SHARE of full duplication's cost (1/3, 0.25 "
			   "or 25%)"),
		OPT_CALLBACK(0, "full-overhead", &c->full_overhead, "PCT",
			     opt_percent, OPT_NODEFAULT, "with --budget: full "
			     "duplication's overhead measured elsewhere (36% "
			     "or 0.36), not timed here"),
		OPT_DOUBLE(0, "check-weight", &c->check_weight, "R", 0, 1000, 0,
			   "with --budget or --choose cut: what a compared "
			   "value costs, in duplicated instructions (fitted on "
			   "the bundled programs' timings: docs/protect.md)"),
		OPT_DOUBLE(0, "copy-weight", &c->copy_weight, "Q", 0, 1000, 0,
			   "with --budget or --choose cut: what an opaque copy "
			   "of an unprotected operand costs, in duplicated "
			   "instructions (fitted as R is)"),
		OPT_STRING(0, "choose", &c->choose_by, "HOW",
			   "with --budget or --budget-of-full: knapsack (each "
			   "instruction priced by its executions, thesis 5.5; "
			   "the default with --budget-of-full and with --rank "
			   "hot or random) or cut (the checks and copies a "
			   "choice brings priced too, at --check-weight and "
			   "--copy-weight, and chosen with the instructions as a "
			   "minimum cut; the default with --budget)"),
		OPT_UINT(0, "timing-pairs", &c->pairs, "N", 1, 100,
			 "with --budget: time the program and its full "
			 "duplication N times each, in turn (the median ratio)"),
		OPT_STRING(0, "rank", &c->rank, "HOW",
			   "with --budget or --budget-of-full: model (the knapsack "
			   "over the predictions), or the baselines hot (the most "
			   "executed first) and random (-s)"),
		OPT_STRING(0, "oracle", &c->oracle, "FILE",
			   "with --rank oracle: the per-instruction SDC rates of "
			   "a fault-injection campaign on this module (trident "
			   "inject's summary, or trident validate's report) "
			   "replace the model's where it ran faults"),
		OPT_U64('s', "seed", &c->seed, "S", 0, INT64_MAX,
			"seed of --rank random"),
		OPT_STRING(0, "inputs", &c->inputs, "K,...",
			   "with --manifest: profile the program on these "
			   "manifest inputs and choose for them all, as -p once "
			   "per input does"),
		OPT_STRINGS('p', "profile", &c->more_profiles, "FILE",
			    "a profile of this module (trident profile); "
			    "several (-p A -p B: one per input) make the "
			    "knapsack choose for them all, each input's "
			    "executions and predictions weighing the same; "
			    "without one the program is profiled with ARGS"),
		OPT_MODEL_SWITCHES(&c->sw),
		OPT_GROUP("output"),
		OPT_STRING('o', "output", &c->out, "OUT",
			   "the protected module (OUT.bc or OUT.ll) or, for any "
			   "other name, the protected executable (-O, the "
			   "program's link flags)"),
		OPT_STRING(0, "report", &c->report, "FILE",
			   "write what was protected, its predicted coverage "
			   "and cost, as JSON"),
		OPT_CALLBACK('O', "opt-level", &c->opt, "N", cli_opt_level, 0,
			     "build the executable at -O N (default 2; the "
			     "duplicates survive it: their roots reach them "
			     "through opaque copies)"),
		OPT_STRING(0, "on-detect", &c->on_detect, "HOW",
			   "exit (the default: the detector hook " DUP_HOOK
			   ", exit status 86), abort, or handler=NAME (NAME(i32 "
			   "site), then abort)"),
		OPT_QUIET(&c->quiet),
		OPT_PROGRAM(&c->prog),
		OPT_LIMITS(&c->limits),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident protect",
		.usage = "[options] PROGRAM.{ll,bc} (--select IDS | --select-file "
			 "F | --budget PCT | --budget-of-full S) -o OUT "
			 "[--profile P | -- ARGS...]",
		.about =
		"Protect a program by selective instruction duplication: each chosen\n"
		"instruction is computed twice, and where its value leaves the protected\n"
		"instructions (a store, a branch, a call, a return) the two copies are\n"
		"compared; a mismatch calls the detector hook. The instructions are given\n"
		"(--select, --select-file) or chosen by a knapsack over TRIDENT's\n"
		"predicted SDC probabilities and the profile's counts, within a share of\n"
		"the program's run time (--budget: full duplication is built and timed\n"
		"against the program, unless --full-overhead) or of full duplication's\n"
		"cost (--budget-of-full).\n",
		.footer =
		"The program and limits options serve to profile the program (without\n"
		"--profile) and to link it (-l).\n"
		"\n"
		"Exit status 0 on success, 1 on failure, 2 on misuse. docs/protect.md.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "a program module", .args = true,
	};
	struct opt_result r;
	int rc, ways;

	rc = opt_parse(&cmd, argc, argv, &r);
	if (rc)
		goto out;
	program_take_operands(&c->prog, &r);
	for (unsigned i = 0; i < r.fwd.n; i++)
		strv_push(&c->profile_args, r.fwd.v[i]);
	if (c->more_profiles.n)
		c->profile = c->more_profiles.v[0];
	ways = !!c->select + !!c->select_file + !!c->budget +
	       (c->run_budget >= 0);
	c->share = -1;
	if (ways != 1)
		rc = opt_usage_error(&cmd, "give one of --select, --select-file, "
				     "--budget and --budget-of-full");
	else if ((c->full_overhead >= 0 || c->pairs != 5) && c->run_budget < 0)
		rc = opt_usage_error(&cmd, "--full-overhead and --timing-pairs "
				     "go with --budget");
	else if ((c->check_weight != CHECK_WEIGHT ||
		  c->copy_weight != COPY_WEIGHT) && c->run_budget < 0 &&
		 !(c->choose_by && !strcmp(c->choose_by, "cut")))
		rc = opt_usage_error(&cmd, "--check-weight and --copy-weight go "
				     "with --budget or --choose cut");
	else if (!c->out)
		rc = opt_usage_error(&cmd, "-o OUT is required");
	else if (c->budget && (c->share = dup_parse_share(c->budget)) < 0)
		rc = opt_usage_error(&cmd, "bad value '%s' for --budget-of-full: "
				     "expected a share between 0 and 1 (1/3, 0.25 "
				     "or 25%%)", c->budget);
	else if (c->rank && strcmp(c->rank, "model") &&
		 strcmp(c->rank, "hot") && strcmp(c->rank, "random") &&
		 strcmp(c->rank, "oracle"))
		rc = opt_usage_error(&cmd, "bad value '%s' for --rank: expected "
				     "model, oracle, hot or random", c->rank);
	else if (!!c->oracle != (c->rank && !strcmp(c->rank, "oracle")))
		rc = opt_usage_error(&cmd, "--rank oracle and --oracle FILE go "
				     "together");
	else if (c->choose_by && strcmp(c->choose_by, "knapsack") &&
		 strcmp(c->choose_by, "cut"))
		rc = opt_usage_error(&cmd, "bad value '%s' for --choose: "
				     "expected knapsack or cut", c->choose_by);
	else if (c->choose_by && !c->budget && c->run_budget < 0)
		rc = opt_usage_error(&cmd, "--choose needs --budget or "
				     "--budget-of-full");
	else if (c->choose_by && !strcmp(c->choose_by, "cut") && c->rank &&
		 strcmp(c->rank, "model") && strcmp(c->rank, "oracle"))
		rc = opt_usage_error(&cmd, "--choose cut ranks by predictions "
				     "(--rank model or oracle)");
	else if (c->rank && !c->budget && c->run_budget < 0)
		rc = opt_usage_error(&cmd, "--rank needs --budget or "
				     "--budget-of-full");
	else if (c->profile && r.dashdash)
		rc = opt_usage_error(&cmd, "--profile and program arguments "
				     "exclude each other");
	else if (c->inputs && (c->profile || !c->prog.manifest))
		rc = opt_usage_error(&cmd, "--inputs needs --manifest, and "
				     "excludes --profile");
	else if (dup_parse_on_detect(c->on_detect, "--on-detect", &c->dopts) ||
		 (c->select && dup_parse_ids(c->select, "--select", &c->ids)))
		rc = opt_usage_error(&cmd, "%s", tr_errmsg());
	else {
		/* A budget of run time chooses by the cut unless told
		   otherwise: at a third and two thirds of full duplication's
		   measured overhead it removed more SDC than the knapsack
		   for less run time on the bundled programs and on ten
		   external ones (docs/results/protect, 2026-11-28). */
		if (c->choose_by)
			c->cut = !strcmp(c->choose_by, "cut");
		else
			c->cut = c->run_budget >= 0 &&
				 (!c->rank || !strcmp(c->rank, "model") ||
				  !strcmp(c->rank, "oracle"));
		model_opts_default(&c->mopts, MODEL_TRIDENT);
		if (model_switches_apply(&c->sw, &c->mopts))
			rc = opt_usage_error(&cmd, "%s", tr_errmsg());
	}
out:
	opt_result_release(&r);
	return rc;
}

/* Remove the work directory and what this command put there. */
static void
remove_tmpdir(const char *dir)
{
	static const char *const files[] = {
		"profile.json", "instrumented.bc", "instrumented.o",
		"instrumented.2.o", "build.log", NULL,
	};

	for (unsigned i = 0; files[i]; i++) {
		char *p = xpathjoin(dir, files[i]);

		unlink(p);
		free(p);
	}
	rmdir(dir);
}

/*
 * Several profiles (one per input): the model on each, and one merged
 * prediction in c->res for the knapsack, in which each input weighs the
 * same. An instruction's count there is its share of its input's
 * executions averaged over the inputs (times 2^40, to stay an integer:
 * a cost is then its averaged share of full duplication), and its P(SDC)
 * the mean of the inputs' weighted by those shares, so that its profit is
 * the mean of its profits on each input. c->per_input keeps each input's
 * prediction for the report's per-input coverage; c->prof stays the
 * first profile (the dynamic figures and --budget's timing are the first
 * input's).
 */
#define SHARE_SCALE 1099511627776.0

static int
predict_more(struct protect *c)
{
	unsigned n = c->more_profiles.n;
	struct ptrmap at = { 0 };
	double *w = NULL, *ws = NULL;
	unsigned *ids = NULL, nids = 0, cap = 0;
	int rc = 0;

	c->per_input = xcalloc(n, sizeof(*c->per_input));
	c->ninputs = n;
	c->per_input[0] = c->res;
	c->res = (struct model_result){ 0 };
	for (unsigned k = 1; k < n && !rc; k++) {
		struct prof_profile p = { 0 };

		rc = prof_load(&p, c->more_profiles.v[k], c->hash) ||
		     model_predict(&c->per_input[k], &c->m, &p, &c->mopts);
		prof_release(&p);
	}
	for (unsigned k = 0; k < n && !rc; k++) {
		const struct model_result *r = &c->per_input[k];
		double total = 0;

		for (unsigned i = 0; i < r->ninsts; i++)
			total += (double)r->insts[i].count;
		for (unsigned i = 0; i < r->ninsts && total > 0; i++) {
			const struct model_inst *mi = &r->insts[i];
			unsigned j = ptrmap_get(&at, (const void *)(uintptr_t)mi->id);
			double share = (double)mi->count / total / n;

			if (j == TR_NONE) {
				if (nids == cap) {
					cap = cap ? 2 * cap : 256;
					ids = xrealloc(ids, cap * sizeof(*ids));
					w = xrealloc(w, cap * sizeof(*w));
					ws = xrealloc(ws, cap * sizeof(*ws));
				}
				j = nids++;
				ptrmap_put(&at, (const void *)(uintptr_t)mi->id, j);
				ids[j] = mi->id;
				w[j] = ws[j] = 0;
			}
			w[j] += share;
			ws[j] += share * mi->sdc;
		}
		c->res.sdc += r->sdc / n;
		c->res.crash += r->crash / n;
	}
	if (!rc) {
		c->res.insts = xcalloc(nids ? nids : 1, sizeof(*c->res.insts));
		c->res.ninsts = nids;
		for (unsigned j = 0; j < nids; j++) {
			struct model_inst *mi = &c->res.insts[j];

			mi->id = ids[j];
			mi->count = (uint64_t)(w[j] * SHARE_SCALE + 0.5);
			mi->sdc = w[j] > 0 ? ws[j] / w[j] : 0;
		}
	}
	ptrmap_release(&at);
	free(ids);
	free(w);
	free(ws);
	return rc ? -1 : 0;
}

/*
 * Each input's predicted coverage of the choice: the chosen instructions'
 * share of the SDC duplication can remove on that input.
 */
static json_t *
per_input_coverage(const struct protect *c)
{
	json_t *a = json_array();
	struct ptrmap chosen = { 0 }, eligible = { 0 };

	for (unsigned i = 0; i < c->ids.n; i++)
		ptrmap_put(&chosen, (const void *)(uintptr_t)c->ids.v[i], 0);
	for (size_t i = 0; i < c->sel.n; i++)
		ptrmap_put(&eligible, (const void *)(uintptr_t)c->sel.c[i].id, 0);
	for (unsigned k = 0; k < c->ninputs; k++) {
		const struct model_result *r = &c->per_input[k];
		double all = 0, got = 0;

		for (unsigned i = 0; i < r->ninsts; i++) {
			const struct model_inst *mi = &r->insts[i];
			double p = mi->sdc * (double)mi->count;

			if (ptrmap_get(&eligible, (const void *)(uintptr_t)
				       mi->id) == TR_NONE)
				continue;
			all += p;
			if (ptrmap_get(&chosen, (const void *)(uintptr_t)mi->id) !=
			    TR_NONE)
				got += p;
		}
		json_array_append_new(a, c->input_ids.n ?
			json_pack("{s:i, s:f}", "input", (int)c->input_ids.v[k],
				  "coverage", all > 0 ? got / all : 0) :
			json_pack("{s:s, s:f}", "profile", c->more_profiles.v[k],
				  "coverage", all > 0 ? got / all : 0));
	}
	ptrmap_release(&chosen);
	ptrmap_release(&eligible);
	return a;
}

/*
 * --inputs K,...: `trident profile` of the program on each manifest input
 * into the work directory (profile-K.json), the profiles then taken as -p
 * once per input. The manifest's inputs are numbered from 0; a number out
 * of range is the profile's error.
 */
static int
profile_inputs(struct protect *c)
{
	struct strv none = { 0 };
	char *copy = xstrdup(c->inputs), *save = NULL;
	int rc = 0;

	for (char *t = strtok_r(copy, ", ", &save); t && !rc;
	     t = strtok_r(NULL, ", ", &save)) {
		struct strv extra = { 0 };
		char *end, *path;
		unsigned long k = strtoul(t, &end, 10);

		if (*end || end == t || k > 1000000) {
			rc = tr_error("bad input number '%s' in --inputs", t);
			break;
		}
		if (asprintf(&path, "%s/profile-%lu.json", c->tmpdir, k) < 0)
			abort();
		strv_push(&extra, "-o");
		strv_push(&extra, path);
		strv_push(&extra, "--input");
		strv_push(&extra, t);
		rc = cli_run_trident("profile", &extra, &c->profile_args,
				     c->prog.module, &none);
		strv_push(&c->more_profiles, path);
		strv_push(&c->made_profiles, path);
		uvec_push(&c->input_ids, (unsigned)k);
		strv_release(&extra);
		free(path);
	}
	free(copy);
	if (!rc && !c->more_profiles.n)
		rc = tr_error("--inputs names no input");
	if (!rc)
		c->profile = c->more_profiles.v[0];
	return rc;
}

/* The model's predictions for the selection: profile (or profile the
   program), check it is the module's, predict. */
static int
predict(struct protect *c)
{
	char *hash = c->hash, *path = NULL;
	struct fi_compare cmp = { 0 };
	int rc = -1;

	if (c->inputs && profile_inputs(c))
		goto out;
	if (!c->profile && cli_profile_into(c->tmpdir, &c->profile_args,
					    &c->prog, &path))
		goto out;
	if (ir_module_hash(&c->m, hash) ||
	    prof_load(&c->prof, c->profile ? c->profile : path, hash) ||
	    program_compare(&c->prog, &cmp))
		goto out;
	program_model_outputs(&c->prog, &cmp, &c->mopts);
	ir_ids_cache(&c->m);
	rc = model_predict(&c->res, &c->m, &c->prof, &c->mopts);
	c->count_scale = 1;
	if (!rc && c->more_profiles.n > 1) {
		/* Merged counts are shares of each input's executions (times
		   SHARE_SCALE): the first input's, on that scale. */
		if (c->res.dynamic)
			c->count_scale = SHARE_SCALE / (double)c->res.dynamic;
		rc = predict_more(c);
	}
out:
	fi_compare_release(&cmp);
	free(path);
	return rc;
}

/*
 * --oracle FILE: a campaign's per-instruction SDC rates, where it ran
 * faults: `trident inject`'s summary (per_instruction: id, runs, sdc) or
 * `trident validate`'s report (per_instruction.instructions: id, runs,
 * fi_sdc), made for this module (its hash).
 */
static int
read_oracle(struct protect *c)
{
	json_error_t e;
	json_t *j = json_load_file(c->oracle, 0, &e), *list, *x, *h;
	const char *hash = NULL;
	size_t i;
	int rc = -1;

	if (!j)
		return tr_error("cannot read '%s': %s (line %d)", c->oracle,
				tr_one_line(e.text), e.line);
	h = json_object_get(json_object_get(j, "campaign"), "hash");
	if (!h)
		h = json_object_get(j, "hash");
	hash = json_string_value(h);
	list = json_object_get(j, "per_instruction");
	if (json_is_object(list))
		list = json_object_get(list, "instructions");
	if (!hash || !json_is_array(list)) {
		tr_error("'%s' is neither a trident inject summary nor a "
			 "trident validate report (no hash, no per_instruction)",
			 c->oracle);
		goto out;
	}
	if (strcmp(hash, c->hash) != 0) {
		tr_error("'%s' was made for module %s, not %s", c->oracle, hash,
			 c->hash);
		goto out;
	}
	c->rates = xcalloc(json_array_size(list) + 1, sizeof(*c->rates));
	json_array_foreach(list, i, x) {
		json_int_t id = json_integer_value(json_object_get(x, "id"));
		json_int_t runs = json_integer_value(json_object_get(x, "runs"));
		json_t *sdc = json_object_get(x, "sdc");
		json_t *rate = json_object_get(x, "fi_sdc");
		double r = json_is_number(rate) ? json_number_value(rate) :
			   runs > 0 && json_is_integer(sdc) ?
			   (double)json_integer_value(sdc) / (double)runs : -1;

		if (id <= 0 || id > UINT32_MAX || runs <= 0)
			continue;
		if (!(r >= 0 && r <= 1)) {
			tr_error("'%s': instruction #%lld has no SDC rate in "
				 "[0, 1]", c->oracle, (long long)id);
			goto out;
		}
		ptrmap_put(&c->oracle_rate, (const void *)(uintptr_t)id,
			   c->nrates);
		c->rates[c->nrates++] = r;
	}
	rc = 0;
out:
	json_decref(j);
	return rc;
}

/* Any instruction's count in the profile, on the prediction's scale
   (dup_counts, for --choose cut). */
static uint64_t
count_cb(void *arg, unsigned id)
{
	const struct protect *c = arg;
	uint64_t n;

	return prof_count(&c->prof, id, &n) ?
	       (uint64_t)((double)n * c->count_scale + 0.5) : 0;
}

/* The predictions as arrays (ids, counts and P(SDC), the oracle's rate
   where it has one); the caller frees them. */
static size_t
pred_arrays(const struct protect *c, unsigned **ids, uint64_t **counts,
	    double **sdc)
{
	size_t k = c->res.ninsts;

	*ids = xmalloc((k ? k : 1) * sizeof(**ids));
	*counts = xmalloc((k ? k : 1) * sizeof(**counts));
	*sdc = xmalloc((k ? k : 1) * sizeof(**sdc));
	for (size_t i = 0; i < k; i++) {
		unsigned r = c->rates ? ptrmap_get(&c->oracle_rate,
			(const void *)(uintptr_t)c->res.insts[i].id) : TR_NONE;

		(*ids)[i] = c->res.insts[i].id;
		(*counts)[i] = c->res.insts[i].count;
		(*sdc)[i] = r != TR_NONE ? c->rates[r] : c->res.insts[i].sdc;
	}
	return k;
}

/* The knapsack's choice (or a baseline's, --rank) at share of full
   duplication's cost, over the predictions; with a share < 0, the ids
   given. */
static int
select_at(const struct protect *c, double share, struct dup_selection *sel)
{
	unsigned *ids;
	uint64_t *counts;
	double *sdc;
	size_t k = pred_arrays(c, &ids, &counts, &sdc);
	enum dup_rank rank = !c->rank || !strcmp(c->rank, "model") ||
			     !strcmp(c->rank, "oracle") ?
			     DUP_RANK_MODEL : !strcmp(c->rank, "hot") ?
			     DUP_RANK_HOT : DUP_RANK_RANDOM;
	int rc;

	if (share >= 0)
		rc = dup_select_ranked(&c->m, ids, counts, sdc, k, share, rank,
				       c->seed, sel);
	else
		rc = dup_select_ids(&c->m, ids, counts, sdc, k, c->ids.v,
				    c->ids.n, sel);
	free(ids);
	free(counts);
	free(sdc);
	return rc;
}

/* --choose cut's candidates with chosen[] as a selection (sel is set). */
static void
cut_selection(const struct protect *c, const bool *chosen,
	      struct dup_selection *sel)
{
	*sel = c->cutp.sel;
	sel->c = xmalloc((sel->n ? sel->n : 1) * sizeof(*sel->c));
	for (size_t i = 0; i < sel->n; i++) {
		sel->c[i] = c->cutp.sel.c[i];
		sel->c[i].chosen = chosen[i];
	}
	dup_totals(sel);
}

/* The selection over the predictions: by budget or by the ids given. */
static int
choose(struct protect *c)
{
	int rc = 0;

	if (c->cut && c->cut_chosen)
		cut_selection(c, c->cut_chosen, &c->sel);
	else
		rc = select_at(c, c->share, &c->sel);

	for (size_t i = 0; !rc && (c->share >= 0 || c->cut) && i < c->sel.n;
	     i++)
		if (c->sel.c[i].chosen)
			uvec_push(&c->ids, c->sel.c[i].id);
	return rc;
}

/*
 * The executions a choice adds, from the profile: the chosen instructions'
 * (each runs its shadow too) into *dup, and the values its checks compare,
 * each as often as its check runs, into *compared.
 */
static void
added(const struct protect *c, const struct uvec *ids,
      const struct dup_stats *st, uint64_t *dup, uint64_t *checks,
      uint64_t *compared)
{
	uint64_t n;

	*dup = *checks = *compared = 0;
	for (size_t i = 0; i < ids->n; i++)
		if (prof_count(&c->prof, ids->v[i], &n))
			*dup += n;
	for (size_t k = 0; k < st->check_at.n; k++)
		if (prof_count(&c->prof, st->check_at.v[k], &n)) {
			*checks += n;
			*compared += n * st->check_values.v[k];
		}
}

/* The executions of a choice's opaque copies of its roots. */
static uint64_t
copies(const struct protect *c, const struct dup_stats *st)
{
	uint64_t n, sum = 0;

	for (size_t k = 0; k < st->copy_at.n; k++)
		if (prof_count(&c->prof, st->copy_at.v[k], &n))
			sum += n;
	return sum;
}

/* How an executable is built: clang ($TRIDENT_CLANG), -O, link flags. */
static struct fi_build
exe_build(const struct protect *c)
{
	struct fi_build b = { .clang = TRIDENT_CLANG_PATH, .opt = c->opt,
			      .ldflags = c->prog.ldflags.v };

	if (getenv("TRIDENT_CLANG"))
		b.clang = getenv("TRIDENT_CLANG");
	return b;
}

/*
 * The knapsack's choice at share (or chosen, by cut), tried on a copy of
 * the module: what it adds, in duplicated executions (added(), copies():
 * duplicated + R compared + Q copies), and with exe the copy built into it.
 */
static int
trial(const struct protect *c, double share, const bool *chosen,
      const char *exe, double *units, double *profit)
{
	LLVMModuleRef copy = LLVMCloneModule(c->m.mod);
	struct dup_selection sel = { 0 };
	struct dup_stats st = { 0 };
	struct uvec ids = { 0 };
	struct ir_module v;
	uint64_t dup, checks, compared;
	int rc;

	ir_module_view(&v, copy);
	rc = 0;
	if (chosen)
		cut_selection(c, chosen, &sel);
	else
		rc = select_at(c, share, &sel);
	for (size_t i = 0; !rc && i < sel.n; i++)
		if (sel.c[i].chosen)
			uvec_push(&ids, sel.c[i].id);
	if (!rc)
		rc = dup_protect(&v, ids.v, ids.n, &c->dopts, &st);
	if (!rc) {
		added(c, &ids, &st, &dup, &checks, &compared);
		*units = (double)dup + c->check_weight * (double)compared +
			 c->copy_weight * (double)copies(c, &st);
	}
	if (!rc && profit)
		*profit = sel.profit;
	if (!rc && exe) {
		struct fi_build b = exe_build(c);

		rc = fi_build_binary(&v, &b, c->tmpdir, exe);
	}
	dup_stats_release(&st);
	dup_selection_release(&sel);
	uvec_release(&ids);
	ir_module_view_release(&v);
	LLVMDisposeModule(copy);
	return rc;
}

/*
 * Full duplication's overhead on this machine (and its added executions,
 * *d1 and *k1, as trial() gives them): the program and its fully
 * duplicated build (-O as the output), each run in a loop of as many runs
 * as take the program at least a quarter of a second, in turn, --timing-
 * pairs times; the median of the loops' ratios, less one.
 */
static int
time_full(struct protect *c, double *units)
{
	char *base = xpathjoin(c->tmpdir, "timing-base");
	char *full = xpathjoin(c->tmpdir, "timing-full");
	double t, tb, tf, none;
	int rc = -1;

	if (!c->quiet)
		fprintf(stderr, "timing the program against its full "
			"duplication (%u pairs)...\n", c->pairs);
	if (trial(c, 0, NULL, base, &none, NULL) ||
	    trial(c, 1, NULL, full, units, NULL) ||
	    program_time_pairs(&c->prog, &c->limits, c->tmpdir, base, full,
			       c->pairs, 0, &t, &tb, &tf))
		goto out;
	c->full_overhead = t > 1 ? t - 1 : 0;
	c->measured = true;
	rc = 0;
out:
	unlink(base);
	unlink(full);
	free(base);
	free(full);
	return rc;
}

/*
 * --budget: of the knapsack's choices at shares (k/SHARE_STEPS)^2 of full
 * duplication's cost (finer where shares are small), the one with the most
 * predicted coverage among those predicted to cost at most the budget of
 * run time: full duplication's
 * overhead O times the choice's added executions over full duplication's,
 * a compared value counting as --check-weight duplicated ones. (A grid,
 * not a bisection: where the knapsack's choices cut chains, more checks can
 * make a larger share cost less than a smaller one.)
 *
 * --choose cut: fit_cut below; with --budget-of-full S the bound is S
 * times full duplication's added executions, checks and copies weighed
 * the same way.
 */
#define SHARE_STEPS 48
#define CUT_STEPS 40

/* A choice's cost at share (or of chosen, by cut), as a share of the run
   time (with --budget) or of full duplication's cost; its profit. */
static int
priced(const struct protect *c, double share, const bool *chosen,
       double full, double *cost, double *profit)
{
	if (trial(c, share, chosen, NULL, cost, profit))
		return -1;
	*cost /= full;
	if (c->run_budget >= 0)
		*cost *= c->full_overhead;
	return 0;
}

/*
 * --choose cut within budget: the price bisected (on a logarithmic scale)
 * between a choice that fits and one that does not, each priced by the
 * transform itself; then, from the one that fits, the greedy's order over
 * the candidates not chosen (dup_cut_fill, within the budget left by the
 * cut's own pricing, an upper bound), whose longest prefix the transform
 * says fits is taken (bisected).
 */
static int
fit_cut(struct protect *c, double full, double budget)
{
	unsigned *ids, *order = NULL;
	uint64_t *counts;
	double *sdc, lo = 1e-12, hi = 1, cost, profit, *added = NULL;
	/* The budget's share per unit of the cut's pricing (the prediction's
	   counts: with several inputs, shares times SHARE_SCALE). */
	double per_unit = (c->run_budget >= 0 ? c->full_overhead / full :
			   1 / full) / c->count_scale;
	size_t k = pred_arrays(c, &ids, &counts, &sdc), n, m, a, b;
	const struct dup_counts cn = { count_cb, (void *)c };
	bool *fits = NULL, *all = NULL, *try = NULL, missed = false;
	int rc = -1;

	if (dup_cut_prepare(&c->cutp, &c->m, ids, counts, sdc, k, &cn,
			    c->check_weight, c->copy_weight))
		goto out;
	n = c->cutp.sel.n;
	fits = xcalloc(n ? n : 1, sizeof(*fits));	/* nothing fits */
	try = xcalloc(n ? n : 1, sizeof(*try));
	c->lambda = hi;
	c->predicted_overhead = 0;
	for (int step = 0; step < CUT_STEPS && hi / lo > 1.0001; step++) {
		double mid = sqrt(lo * hi);

		dup_cut_solve(&c->cutp, mid, try);
		if (priced(c, -1, try, full, &cost, &profit))
			goto out;
		if (cost <= budget) {
			hi = mid;
			memcpy(fits, try, n * sizeof(*fits));
			c->lambda = mid;
			c->predicted_overhead = cost;
		} else {
			lo = mid;
			missed = true;
		}
	}
	/* Between the two prices: a prefix of the greedy's order over every
	   candidate not yet chosen. */
	if (missed) {
		order = xmalloc((n ? n : 1) * sizeof(*order));
		added = xmalloc((n ? n : 1) * sizeof(*added));
		all = xmalloc((n ? n : 1) * sizeof(*all));
		for (size_t i = 0; i < n; i++)
			all[i] = true;
		m = dup_cut_fill(&c->cutp, fits, all,
				 (budget - c->predicted_overhead) / per_unit,
				 order, added);
		for (b = m; b > 0 && c->predicted_overhead +
		     added[b - 1] * per_unit > budget; b--)
			;
		for (a = 0; a < b;) {
			size_t mid = (a + b + 1) / 2;

			memcpy(try, fits, n * sizeof(*try));
			for (size_t i = 0; i < mid; i++)
				try[order[i]] = true;
			if (priced(c, -1, try, full, &cost, &profit))
				goto out;
			if (cost <= budget) {
				a = mid;
				c->predicted_overhead = cost;
			} else {
				b = mid - 1;
			}
		}
		for (size_t i = 0; i < a; i++)
			fits[order[i]] = true;
	}
	c->cut_chosen = fits;
	fits = NULL;
	rc = 0;
out:
	free(ids);
	free(counts);
	free(sdc);
	free(order);
	free(added);
	free(fits);
	free(all);
	free(try);
	return rc;
}

static int
fit_budget(struct protect *c)
{
	double full, best = -1, profit, cost;

	/* Full duplication's added executions (and, timed, its overhead). */
	if (c->run_budget >= 0 && c->full_overhead < 0 ?
	    time_full(c, &full) : trial(c, 1, NULL, NULL, &full, NULL))
		return -1;
	if (c->run_budget < 0)
		return full > 0 ? fit_cut(c, full, c->share) : 0;
	c->share = 0;
	c->predicted_overhead = 0;
	if (full <= 0 || c->full_overhead <= c->run_budget) {
		c->share = 1;
		c->cut = false;
		c->predicted_overhead = c->full_overhead;
		return 0;
	}
	if (c->cut) {
		c->share = -1;	/* the cut chose: no share of full's cost */
		return fit_cut(c, full, c->run_budget);
	}
	for (int step = 1; step < SHARE_STEPS; step++) {
		double share = (double)step * step /
			       (SHARE_STEPS * SHARE_STEPS);

		if (priced(c, share, NULL, full, &cost, &profit))
			return -1;
		if (cost <= c->run_budget && (profit > best ||
		    (profit == best && cost < c->predicted_overhead))) {
			best = profit;
			c->share = share;
			c->predicted_overhead = cost;
		}
	}
	return 0;
}

/* The module, or the executable built from it at -O N. */
static int
write_output(struct protect *c)
{
	size_t len = strlen(c->out);
	struct fi_build b = exe_build(c);

	if (len > 3 && (!strcmp(c->out + len - 3, ".bc") ||
			!strcmp(c->out + len - 3, ".ll")))
		return ir_module_write(&c->m, c->out);
	return fi_build_binary(&c->m, &b, c->tmpdir, c->out);
}

/*
 * The protected run's dynamic figures, from the profile's counts: the
 * program's instructions, the protected ones' executions (each runs its
 * shadow too), the checks' executions and the values they compare there.
 * NULL without a profile.
 */
static json_t *
dynamic_figures(const struct protect *c)
{
	uint64_t dup, checks, compared;

	if (!c->prof.path)
		return NULL;
	added(c, &c->ids, &c->stats, &dup, &checks, &compared);
	return json_pack("{s:I, s:I, s:I, s:I, s:I}",
			 "copies", (json_int_t)copies(c, &c->stats),
			 "instructions", (json_int_t)c->prof.total_insts,
			 "duplicated", (json_int_t)dup,
			 "checks", (json_int_t)checks,
			 "compared", (json_int_t)compared);
}

static int
write_report(const struct protect *c)
{
	json_t *j = json_object(), *sel = json_array(), *dyn;
	int rc;

	for (size_t i = 0; i < c->ids.n; i++) {
		const struct dup_candidate *d = NULL;

		for (size_t k = 0; k < c->sel.n && !d; k++)
			if (c->sel.c[k].id == c->ids.v[i])
				d = &c->sel.c[k];
		json_array_append_new(sel, d ? json_pack(
			"{s:I, s:I, s:f, s:f, s:f}", "id",
			(json_int_t)d->id, "count", (json_int_t)d->count,
			"sdc", d->sdc, "profit", d->profit, "cost", d->cost) :
			json_pack("{s:I}", "id", (json_int_t)c->ids.v[i]));
	}
	json_object_set_new(j, "module", json_string(c->prog.module));
	json_object_set_new(j, "output", json_string(c->out));
	json_object_set_new(j, "selected", sel);
	json_object_set_new(j, "budget_of_full", c->share >= 0 ?
			    json_real(c->share) : json_null());
	json_object_set_new(j, "budget", c->run_budget < 0 ? json_null() :
		json_pack("{s:f, s:f, s:b, s:f, s:f, s:f}", "run_time",
			  c->run_budget, "full_overhead", c->full_overhead,
			  "full_overhead_timed", c->measured, "check_weight",
			  c->check_weight, "copy_weight", c->copy_weight,
			  "predicted_overhead",
			  c->predicted_overhead));
	json_object_set_new(j, "choice", c->share >= 0 || c->cut ?
		json_pack("{s:s, s:o}", "by", c->cut ? "cut" : "knapsack",
			  "lambda", c->cut ? json_real(c->lambda) : json_null()) :
		json_null());
	json_object_set_new(j, "rank", c->share >= 0 || c->cut ?
			    json_string(c->rank ? c->rank : "model") :
			    json_null());
	json_object_set_new(j, "inputs", c->ninputs ? per_input_coverage(c) :
						      json_null());
	json_object_set_new(j, "oracle", c->oracle ? json_string(c->oracle) :
						     json_null());
	json_object_set_new(j, "on_detect", json_string(
		c->dopts.on_detect == DUP_DETECT_HOOK ? "exit" :
		c->dopts.on_detect == DUP_DETECT_ABORT ? "abort" : "handler"));
	json_object_set_new(j, "stats", json_pack(
		"{s:i, s:i, s:i, s:i}", "selected", (int)c->stats.selected,
		"shadows", (int)c->stats.shadows, "checks",
		(int)c->stats.checks, "functions", (int)c->stats.functions));
	json_object_set_new(j, "dynamic", (dyn = dynamic_figures(c)) ? dyn :
						       json_null());
	if (c->res.ninsts) {
		json_object_set_new(j, "predicted", json_pack(
			"{s:f, s:f, s:f, s:f}",
			"program_sdc", c->res.sdc,
			"removable_sdc", c->sel.total_profit,
			"coverage", c->sel.profit,
			"cost_of_full", c->sel.cost));
	}
	rc = json_dump_file(j, c->report, JSON_INDENT(1) | JSON_SORT_KEYS |
			    JSON_REAL_PRECISION(6)) ?
	     tr_error("cannot write '%s'", c->report) : 0;
	json_decref(j);
	return rc;
}

int
cmd_protect(int argc, char **argv)
{
	struct protect c = { .limits = LIMITS_DEFAULT, .opt = "-O2", .seed = 1,
			     .run_budget = -1, .full_overhead = -1,
			     .check_weight = CHECK_WEIGHT,
			     .copy_weight = COPY_WEIGHT, .pairs = 5,
			     .sw = MODEL_SWITCHES_INIT };
	int rc, status = EXIT_FAIL;

	rc = parse_options(&c, argc, argv);
	if (rc) {
		status = rc == OPT_HELP ? EXIT_OK : rc;
		goto out;
	}
	if (program_load_manifest(&c.prog) ||
	    (c.select_file && dup_read_ids(c.select_file, &c.ids)) ||
	    ir_module_load(&c.m, c.prog.module) ||
	    !(c.tmpdir = cli_workdir_beside(c.out, "protect"))) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	ir_ids_assign(&c.m);
	/* Predictions: for the knapsack, or for the report's coverage. */
	if ((c.share >= 0 || c.run_budget >= 0 ||
	     (c.report && (c.profile || c.inputs || c.prog.args.n))) &&
	    (predict(&c) || (c.oracle && read_oracle(&c)) ||
	     ((c.run_budget >= 0 || c.cut) && fit_budget(&c)) ||
	     choose(&c))) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	/* The ids table goes: the transform adds instructions. */
	ir_ids_assign(&c.m);
	if (dup_protect(&c.m, c.ids.v, c.ids.n, &c.dopts, &c.stats)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (write_output(&c)) {
		/* A failed link names the work directory: it stays. */
		cli_fail("%s", tr_errmsg());
		free(c.tmpdir);
		c.tmpdir = NULL;
		goto out;
	}
	if (c.report && write_report(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (!c.quiet)
		printf("protected %u instructions of '%s' (%u checks in %u "
		       "functions) -> %s\n", c.stats.selected, c.prog.module,
		       c.stats.checks, c.stats.functions, c.out);
	if (!c.quiet && c.res.ninsts)
		printf("predicted: %.1f%% of the SDC that duplication can "
		       "remove, at %.1f%% of full duplication's cost\n",
		       100 * c.sel.profit, 100 * c.sel.cost);
	if (!c.quiet && c.run_budget >= 0)
		printf("full duplication costs %+.1f%% of the run time (%s); "
		       "this choice, predicted: %+.1f%% (budget %.1f%%)\n",
		       100 * c.full_overhead, c.measured ? "timed here" :
		       "--full-overhead", 100 * c.predicted_overhead,
		       100 * c.run_budget);
	status = EXIT_OK;
out:
	for (unsigned k = 0; k < c.made_profiles.n; k++)
		unlink(c.made_profiles.v[k]);
	if (c.tmpdir)
		remove_tmpdir(c.tmpdir);
	free(c.tmpdir);
	dup_selection_release(&c.sel);
	dup_cut_release(&c.cutp);
	free(c.cut_chosen);
	dup_stats_release(&c.stats);
	ptrmap_release(&c.oracle_rate);
	for (unsigned k = 0; k < c.ninputs; k++)
		model_result_release(&c.per_input[k]);
	free(c.per_input);
	strv_release(&c.made_profiles);
	uvec_release(&c.input_ids);
	strv_release(&c.more_profiles);
	free(c.rates);
	model_result_release(&c.res);
	prof_release(&c.prof);
	ir_module_release(&c.m);
	uvec_release(&c.ids);
	strv_release(&c.profile_args);
	model_switches_release(&c.sw);
	program_release(&c.prog);
	return status;
}
