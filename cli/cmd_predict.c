/*
 * cmd_predict.c: `trident predict`, the TRIDENT model (model/, thesis
 * ch. 5) on one program and one profile: load the module and give it ids,
 * load (or first make, with `trident profile`) the profile, predict every
 * candidate instruction, write the JSON and print the table.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analysis.h"
#include "cli.h"
#include "model.h"
#include "profiler.h"

struct predict {
	struct model_opts opts;
	const char *profile, *out;
	unsigned samples, top, explain;
	uint64_t seed;
	bool quiet;
	struct strv output_fns;
	struct program prog;		/* the module and the program's
					   arguments; its options are checked
					   here, passed on as written */
	struct limits limits;
	struct strv profile_args;	/* program and limits options, for
					   trident profile */
	/* state */
	struct ir_module m;
	struct prof_profile prof;
	char *tmpdir, *tmpprof;
	struct model_result res;
};

/* Model switches, applied after --reference and --model. */
struct switches {
	const char *kind, *combine;
	double independence;	/* < 0: unset */
	double fp_independence;	/* < 0: unset */
	bool reference;
	bool no_sens, no_interproc, no_join, no_dead, compat_lt, no_persist;
	bool no_err, no_reach, no_loop, no_mix;
};

/* The model options from the switches: a misuse names the switch. */
static int
apply_switches(struct predict *c, const struct switches *sw)
{
	enum model_kind kind = MODEL_TRIDENT;

	if (sw->kind && model_kind_parse(sw->kind, &kind))
		return -1;
	if (sw->reference)
		model_opts_reference(&c->opts, kind);
	else
		model_opts_default(&c->opts, kind);
	if (sw->combine && !strcmp(sw->combine, "union"))
		c->opts.combine = MODEL_UNION;
	else if (sw->combine && !strcmp(sw->combine, "average"))
		c->opts.combine = MODEL_AVERAGE;
	else if (sw->combine)
		return tr_error("bad value '%s' for --combine: expected union "
				"or average", sw->combine);
	if (sw->independence >= 0)
		c->opts.independence = sw->independence;
	if (sw->fp_independence >= 0)
		c->opts.fp_independence = sw->fp_independence;
	c->opts.mix_union &= !sw->no_mix;
	c->opts.sensitivity &= !sw->no_sens;
	c->opts.interproc &= !sw->no_interproc;
	c->opts.join_values &= !sw->no_join;
	c->opts.dead_stores &= !sw->no_dead;
	c->opts.compat_lt |= sw->compat_lt;
	c->opts.persist &= !sw->no_persist;
	c->opts.cycle_reach &= !sw->no_reach;
	c->opts.loop_targets &= !sw->no_loop;
	c->opts.error_exits &= !sw->no_err;
	c->opts.explain = c->explain;
	if (c->output_fns.n) {
		c->opts.output_fns = c->output_fns.v;
		c->opts.noutput_fns = c->output_fns.n;
	}
	return 0;
}

static int
parse_options(struct predict *c, int argc, char **argv)
{
	struct switches sw = { .independence = -1, .fp_independence = -1 };
	const struct opt opts[] = {
		OPT_GROUP("model"),
		OPT_STRING('p', "profile", &c->profile, "FILE",
			   "a profile of this module (trident profile)"),
		OPT_STRING('m', "model", &sw.kind, "NAME",
			   "trident (default: f_s + f_c + f_m), fs+fc or fs"),
		OPT_BOOL(0, "reference", &sw.reference, "the reference "
			 "implementation's choices for every switch below "
			 "(heuristic tuples, average, no interprocedural or join "
			 "values, no dead stores)"),
		OPT_STRING(0, "combine", &sw.combine, "HOW",
			   "union (default) or average of a value's users"),
		OPT_DOUBLE(0, "independence", &sw.independence, "X", 0, 1,
			   OPT_NODEFAULT, "union: 0 takes the most likely "
			   "user's SDC chance, 1 the union of independent "
			   "chances (default 0.3)"),
		OPT_DOUBLE(0, "fp-independence", &sw.fp_independence, "X", 0, 1,
			   OPT_NODEFAULT, "the same for a floating-point "
			   "value's users (default 0.1: they all see one "
			   "relative error)"),
		OPT_BOOL(0, "no-sensitivity", &sw.no_sens,
			 "heuristic tuples instead of profiled sensitivities"),
		OPT_BOOL(0, "no-interproc", &sw.no_interproc,
			 "stop at calls and returns"),
		OPT_BOOL(0, "no-join-values", &sw.no_join,
			 "f_c corrupts stores and outputs only"),
		OPT_BOOL(0, "no-dead-stores", &sw.no_dead,
			 "f_m ignores writes overwritten unread"),
		OPT_BOOL(0, "no-error-exits", &sw.no_err, "a flip into a usage "
			 "check's error exit counts as SDC like any other"),
		OPT_BOOL(0, "compat-lt", &sw.compat_lt, "loop-terminating "
			 "branches as the reference code computes them, not "
			 "Eq. 5.2"),
		OPT_BOOL(0, "no-persist", &sw.no_persist, "a corrupted "
			 "loop-carried value that nothing masks (counter, random "
			 "state) reaches one later use, not all of them"),
		OPT_BOOL(0, "no-mix-union", &sw.no_mix, "a random state's later "
			 "values mask a corruption as correlated chances, like "
			 "one value's users"),
		OPT_BOOL(0, "no-cycle-reach", &sw.no_reach, "all values of a "
			 "def-use cycle share one outcome instead of reaching "
			 "each other through the cycle's own tuples"),
		OPT_BOOL(0, "no-loop-targets", &sw.no_loop, "a flipped branch "
			 "changes a target in a loop of its region once, not on "
			 "each of its runs"),
		OPT_STRINGS(0, "output-fn", &c->output_fns, "NAME", "an output "
			    "function (callee name), repeatable; replaces the "
			    "default list (printf family, puts, putchar, putc, "
			    "fputc, fputs, fwrite, write)"),
		{ .kind = OPT_KIND_UINT, .long_name = "samples",
		  .value = &c->samples, .argh = "N", .lo = 1, .hi = 100000000,
		  .flags = OPT_NODEFAULT,
		  .help = "also the sampled estimate of N dynamic instances" },
		OPT_U64('s', "seed", &c->seed, "S", 0, INT64_MAX,
			"seed of the sample"),
		OPT_GROUP("output"),
		OPT_STRING('o', "output", &c->out, "FILE",
			   "write the prediction as JSON"),
		OPT_TOP(&c->top),
		{ .kind = OPT_KIND_UINT, .long_name = "explain",
		  .value = &c->explain, .argh = "ID", .lo = 1, .hi = UINT32_MAX,
		  .flags = OPT_NODEFAULT,
		  .help = "print on stderr how instruction ID's outcome comes "
			  "about: each of its uses and its part" },
		OPT_QUIET(&c->quiet),
		OPT_PROGRAM(&c->prog),
		OPT_LIMITS(&c->limits),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident predict",
		.usage = "[options] PROGRAM.{ll,bc} [--profile PROF.json | -- "
			 "ARGS...]",
		.about =
		"Predict, without fault injection, the probability that a single-bit flip\n"
		"in the result of each candidate instruction (the fault injector's sites:\n"
		"every instruction that produces a value and is not a terminator) ends in\n"
		"silent data corruption (SDC), a crash, or nothing, and the program's SDC\n"
		"probability weighted by dynamic counts. Without --profile the program is\n"
		"profiled first (trident profile, full mode) with ARGS.\n",
		.footer =
		"The program and limits options serve only to profile the program\n"
		"(without --profile).\n"
		"\n"
		"Exit status 0 on success, 1 on failure, 2 on misuse. Format and model\n"
		"options: docs/predict.md.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "a program module", .args = true,
	};
	struct opt_result r;
	int rc;

	rc = opt_parse(&cmd, argc, argv, &r);
	if (rc)
		goto out;
	program_take_operands(&c->prog, &r);
	for (unsigned i = 0; i < r.fwd.n; i++)
		strv_push(&c->profile_args, r.fwd.v[i]);
	if (c->profile && (r.dashdash || r.fwd.n)) {
		rc = opt_usage_error(&cmd, "--profile and program arguments or "
				     "options exclude each other");
		goto out;
	}
	if (apply_switches(c, &sw))
		rc = opt_usage_error(&cmd, "%s", tr_errmsg());
out:
	opt_result_release(&r);
	return rc;
}

/* Profile the program with `trident profile` into a temporary file. */
static int
make_profile(struct predict *c)
{
	const char *tmp = getenv("TMPDIR");
	struct strv extra = { 0 };
	int rc;

	if (asprintf(&c->tmpdir, "%s/trident-predict.XXXXXX",
		     tmp && *tmp ? tmp : "/tmp") < 0)
		abort();
	if (!mkdtemp(c->tmpdir)) {
		tr_error("cannot create a work directory '%s': %s", c->tmpdir,
			 strerror(errno));
		free(c->tmpdir);
		c->tmpdir = NULL;
		return -1;
	}
	if (asprintf(&c->tmpprof, "%s/profile.json", c->tmpdir) < 0)
		abort();
	strv_push(&extra, "-o");
	strv_push(&extra, c->tmpprof);
	rc = cli_run_trident("profile", &extra, &c->profile_args,
			     c->prog.module, &c->prog.args);
	strv_release(&extra);
	c->profile = c->tmpprof;
	return rc;
}

int
cmd_predict(int argc, char **argv)
{
	struct predict c = { .top = 10, .seed = 1, .limits = LIMITS_DEFAULT };
	char hash[17];
	json_t *j = NULL;
	int rc, status = EXIT_FAIL;

	rc = parse_options(&c, argc, argv);
	if (rc) {
		status = rc == OPT_HELP ? EXIT_OK : rc;
		goto out;
	}
	if (ir_module_load(&c.m, c.prog.module) ||
	    (!c.profile && program_check_main(&c.m))) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	ir_ids_assign(&c.m);
	if (ir_module_hash(&c.m, hash) || (!c.profile && make_profile(&c)) ||
	    prof_load(&c.prof, c.profile, hash) ||
	    model_predict(&c.res, &c.m, &c.prof, &c.opts)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	j = model_json(&c.res, c.prog.module, c.tmpprof ? NULL : c.profile);
	if (c.samples)
		json_object_set_new(j, "sampled", json_pack(
			"{s:I, s:I, s:f}", "samples", (json_int_t)c.samples,
			"seed", (json_int_t)c.seed,
			"sdc", model_sample(&c.res, c.samples, c.seed)));
	if (c.out && model_json_write(j, c.out)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (!c.quiet) {
		model_print(stdout, &c.res, c.top);
		if (c.samples)
			printf("sampled estimate (%u instances, seed %llu): "
			       "SDC %.2f%%\n", c.samples, (unsigned long long)c.seed,
			       100 * json_real_value(json_object_get(
				       json_object_get(j, "sampled"), "sdc")));
	}
	status = EXIT_OK;
out:
	json_decref(j);
	model_result_release(&c.res);
	if (c.prof.path)
		prof_release(&c.prof);
	ir_module_release(&c.m);
	if (c.tmpprof) {
		unlink(c.tmpprof);
		rmdir(c.tmpdir);
	}
	free(c.tmpprof);
	free(c.tmpdir);
	strv_release(&c.output_fns);
	program_release(&c.prog);
	strv_release(&c.profile_args);
	return status;
}
