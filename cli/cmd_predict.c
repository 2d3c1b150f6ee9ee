/*
 * cmd_predict.c: `trident predict`, the TRIDENT model (model/, thesis
 * ch. 5) on one program and one profile: load the module and give it ids,
 * load (or first make, with `trident profile`) the profile, predict every
 * candidate instruction, write the JSON and print the table. A profile
 * given with --profile loads on a thread of its own while the module
 * loads (prof_load_start); its hash is checked once both are there.
 * --timings prints how long each phase took.
 */
#include <errno.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "analysis.h"
#include "campaign.h"
#include "cli.h"
#include "model.h"
#include "profiler.h"

/* Whether AddressSanitizer's leak checker looks at what exit leaves. */
#if defined(__SANITIZE_ADDRESS__)
#define LEAK_CHECK 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LEAK_CHECK 1
#endif
#endif
#ifndef LEAK_CHECK
#define LEAK_CHECK 0
#endif

struct predict {
	struct model_opts opts;
	const char *profile, *out;
	unsigned samples, top, explain, explain_top, opt_level, probes;
	uint64_t seed;
	bool quiet;
	struct cli_timer timer;	/* --timings */
	struct model_switches sw;
	struct program prog;		/* the module and the program's
					   arguments; its options are checked
					   here, passed on as written */
	struct limits limits;
	struct strv profile_args;	/* program and limits options, for
					   trident profile */
	/* state */
	struct ir_module m;
	struct prof_profile prof;
	struct prof_loader loader;
	char *tmpdir, *tmpprof;
	struct model_result res;
	bool kind_given;	/* --model was given */
};

/* The model: --model and --reference, then the switches. */
static int
apply_switches(struct predict *c, const char *kind_name, bool reference,
	       const struct model_switches *sw)
{
	enum model_kind kind = MODEL_TRIDENT;

	c->kind_given = kind_name != NULL;
	if (kind_name && model_kind_parse(kind_name, &kind))
		return -1;
	if (reference)
		model_opts_reference(&c->opts, kind);
	else
		model_opts_default(&c->opts, kind);
	if (model_switches_apply(sw, &c->opts))
		return -1;
	c->opts.explain = c->explain;
	c->opts.explain_top = c->explain_top;
	return 0;
}

/*
 * Whether forwarded options fwd (name, value pairs) are about running the
 * program, which --profile excludes; what says which outputs count
 * (--compare, --ignore-lines, or a manifest's) serves the model too.
 */
static bool
runs_program(const struct strv *fwd)
{
	static const char *const model_too[] = {
		"--compare", "--ignore-lines", "--manifest", "--input",
	};

	for (size_t i = 0; i < fwd->n; i += 2) {
		bool ok = false;

		for (size_t k = 0; k < sizeof(model_too) / sizeof(*model_too);
		     k++)
			ok |= !strcmp(fwd->v[i], model_too[k]);
		if (!ok)
			return true;
	}
	return false;
}

static int
parse_options(struct predict *c, int argc, char **argv)
{
	const char *kind = NULL;
	bool reference = false;
	const struct opt opts[] = {
		OPT_GROUP("model"),
		OPT_STRING('p', "profile", &c->profile, "FILE",
			   "a profile of this module (trident profile)"),
		OPT_STRING('m', "model", &kind, "NAME",
			   "trident (default: f_s + f_c + f_m), fs+fc or fs"),
		OPT_BOOL(0, "reference", &reference, "the reference "
			 "implementation's choices for every switch below "
			 "(heuristic tuples, average, no interprocedural or join "
			 "values, no dead stores)"),
		OPT_MODEL_SWITCHES(&c->sw),
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
		OPT_UINT(0, "explain-top", &c->explain_top, "N", 0, 100000,
			 "with -o: the N instructions with the largest share "
			 "of the program's SDC, each with its IR and "
			 "explanation, in the JSON's \"explained\" (for "
			 "trident report)"),
		{ .kind = OPT_KIND_UINT, .short_name = 'O',
		  .long_name = "opt-level", .value = &c->opt_level,
		  .argh = "N", .lo = 0, .hi = 2,
		  .flags = OPT_FORWARD | OPT_NODEFAULT,
		  .help = "without --profile: build the profiled program at "
			  "-O N (trident profile's -O: 0, the default, for "
			  "short runs; 2 for runs over about 10 s)" },
		{ .kind = OPT_KIND_UINT, .long_name = "probes",
		  .value = &c->probes, .argh = "N", .lo = 0, .hi = 64,
		  .flags = OPT_FORWARD | OPT_NODEFAULT,
		  .help = "without --profile: the floating-point stores whose "
			  "spread the profile probes (trident profile's "
			  "--probes: 2 by default, 0 for none)" },
		OPT_QUIET(&c->quiet),
		OPT_TIMINGS(&c->timer.on, "loading, the model, the output"),
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
		"profiled first (trident profile, full mode) with ARGS, in a directory\n"
		"beside the -o file (or here), removed unless the build fails.\n",
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
	if (c->profile && (r.dashdash || runs_program(&r.fwd))) {
		rc = opt_usage_error(&cmd, "--profile and program arguments or "
				     "options exclude each other");
		goto out;
	}
	if (apply_switches(c, kind, reference, &c->sw))
		rc = opt_usage_error(&cmd, "%s", tr_errmsg());
out:
	opt_result_release(&r);
	return rc;
}

/* Profile the program with `trident profile` into a temporary file. */
static int
make_profile(struct predict *c)
{
	int rc;

	/* Beside the prediction (or here): a failed build's directory stays
	   there, named in the error (trident profile). */
	if (!(c->tmpdir = cli_workdir_beside(c->out, "predict")))
		return -1;
	rc = cli_profile_into(c->tmpdir, &c->profile_args, &c->prog,
			      &c->tmpprof);
	c->profile = c->tmpprof;
	return rc;
}

/*
 * The module's hash from hj (once: *hj is NULL after it) checked against
 * the profile's; 0, or -1 after the message.
 */
/* Whether a profile with hash and seal is sealed for the bytes m was read
   from (ir_module_seal). */
static bool
sealed(const struct ir_module *m, const char *hash, const char *seal)
{
	char mine[17];

	return seal[0] && ir_module_seal(m, hash, mine) &&
	       strcmp(mine, seal) == 0;
}

/*
 * ir_worker_load's question: was the module verified before? Yes when the
 * profile given is sealed for its bytes (the profiler verified them). It
 * waits for the profile, which mostly has loaded by the end of the parse.
 */
static bool
verified_before(const struct ir_module *m, void *arg)
{
	struct predict *c = arg;
	char hash[17], seal[17];

	return c->profile && prof_load_seal(&c->loader, hash, seal) &&
	       sealed(m, hash, seal);
}

static int
check_hash(struct predict *c, struct ir_hash **hj, char hash[17])
{
	int rc = 0;

	if (*hj)
		rc = ir_hash_finish(*hj, &c->m, hash) ||
		     prof_check_hash(&c->prof, hash);
	*hj = NULL;
	if (rc)
		cli_fail("%s", tr_errmsg());
	return rc ? -1 : 0;
}

int
cmd_predict(int argc, char **argv)
{
	struct predict c = { .top = 10, .seed = 1, .limits = LIMITS_DEFAULT,
			     .sw = MODEL_SWITCHES_INIT };
	struct fi_compare cmp = { 0 };
	struct ir_worker *w;
	struct ir_hash *hj = NULL;
	char hash[17], shape[17];
	json_t *j = NULL;
	int rc, role = 0, status = EXIT_FAIL;

	cli_timer_start(&c.timer);
	rc = parse_options(&c, argc, argv);
	if (rc) {
		status = rc == OPT_HELP ? EXIT_OK : rc;
		goto out;
	}
	if (program_load_manifest(&c.prog) || program_compare(&c.prog, &cmp) ||
	    !(w = ir_worker_start(c.prog.module, &role))) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	/*
	 * The module is parsed once, in the child that checks it; the child
	 * then goes on with the command, and this process waits for it.
	 */
	if (role == IR_WORKER_PARENT) {
		if (ir_worker_wait(w, &status)) {
			cli_fail("%s", tr_errmsg());
			status = EXIT_FAIL;
		}
		goto out;
	}
	if (c.profile)
		prof_load_start(&c.loader, c.profile);
	if (ir_worker_load(w, &c.m, verified_before, &c) ||
	    (!c.profile && program_check_main(&c.m))) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	/*
	 * The use lists in the model's order before the hash's process (below)
	 * forks, so that the model does not write (and the kernel copy) a
	 * million pages that process shares.
	 */
	ir_uses_canonical(&c.m);
	program_model_outputs(&c.prog, &cmp, &c.opts);
	/* A device profile has no memory profile: f_s + f_c by default. */
	if (!c.kind_given && model_device_module(&c.m))
		c.opts.kind = MODEL_FS_FC;
	/* The module no longer changes: the model reads its ids fast. */
	ir_ids_cache(&c.m);
	cli_phase(&c.timer, "module (load, verify, ids)");
	if (!c.profile) {
		if (make_profile(&c)) {
			cli_fail("%s", tr_errmsg());
			goto out;
		}
		cli_phase(&c.timer, "trident profile");
		prof_load_start(&c.loader, c.profile);
	}
	if (prof_load_take(&c.loader, &c.prof)) {
		/* Its message in the loader's order, the hash first. */
		if (!ir_hash_finish(ir_hash_start(&c.m), &c.m, hash))
			prof_load_finish(&c.loader, &c.prof, hash);
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	cli_timing(&c.timer, "profile (its own thread)", c.loader.seconds);
	cli_phase(&c.timer, "profile (waited for)");
	/*
	 * The hash: a profile sealed for these very bytes (ir_module_seal)
	 * names it; else it is taken in a process of its own, beside the rest.
	 */
	if (sealed(&c.m, c.prof.hash, c.prof.seal))
		memcpy(hash, c.prof.hash, sizeof(hash));
	else
		hj = ir_hash_start(&c.m);
	/*
	 * A profile of the module's skeleton describes its instructions: the
	 * model runs beside the hash, which says afterwards whether the
	 * profile is the module's. Any other profile is checked first.
	 */
	ir_module_shape(&c.m, shape);
	if (strcmp(c.prof.shape, shape) != 0 && check_hash(&c, &hj, hash))
		goto out;
	c.opts.module_hash = c.prof.hash;
	rc = model_predict(&c.res, &c.m, &c.prof, &c.opts);
	if (check_hash(&c, &hj, hash))
		goto out;
	cli_phase(&c.timer, "model");
	if (rc) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	/* Everything but the instructions, which go straight to the file. */
	j = model_json_head(&c.res, c.prog.module,
			    c.tmpprof ? NULL : c.profile);
	if (c.samples)
		json_object_set_new(j, "sampled", json_pack(
			"{s:I, s:I, s:f}", "samples", (json_int_t)c.samples,
			"seed", (json_int_t)c.seed,
			"sdc", model_sample(&c.res, c.samples, c.seed)));
	cli_phase(&c.timer, "JSON (build)");
	if (c.out && model_json_write_result(j, &c.res, c.out)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (c.out)
		cli_phase(&c.timer, "JSON (write)");
	if (!c.quiet) {
		model_print(stdout, &c.res, c.top);
		if (c.samples)
			printf("sampled estimate (%u instances, seed %llu): "
			       "SDC %.2f%%\n", c.samples, (unsigned long long)c.seed,
			       100 * json_real_value(json_object_get(
				       json_object_get(j, "sampled"), "sdc")));
		cli_phase(&c.timer, "table");
	}
	cli_timer_total(&c.timer);
	status = EXIT_OK;
out:
	/*
	 * A large module's teardown (LLVM's context, the JSON, the result and
	 * the profile of a million instructions: 7 s) is what the process's
	 * exit does at once: after a success they are left to it, unless a
	 * leak checker watches.
	 */
	ir_hash_cancel(hj);
	if (status != EXIT_OK || LEAK_CHECK) {
		json_decref(j);
		model_result_release(&c.res);
		if (c.prof.path)
			prof_release(&c.prof);
		ir_module_release(&c.m);
	}
	prof_loader_release(&c.loader);
	if (c.tmpprof) {
		unlink(c.tmpprof);
		rmdir(c.tmpdir);
	}
	free(c.tmpprof);
	free(c.tmpdir);
	model_switches_release(&c.sw);
	fi_compare_release(&cmp);
	program_release(&c.prog);
	strv_release(&c.profile_args);
	return status;
}
