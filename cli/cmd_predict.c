/*
 * cmd_predict.c: `trident predict`, the TRIDENT model (model/, thesis
 * ch. 5) on one program and one profile: load the module and give it ids,
 * load (or first make, with `trident profile`) the profile, predict every
 * candidate instruction, write the JSON and print the table.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analysis.h"
#include "cli.h"
#include "model.h"
#include "profiler.h"

const char cmd_predict_usage[] =
	"usage: trident predict [options] PROGRAM.{ll,bc} [--profile PROF.json | -- ARGS...]\n"
	"\n"
	"Predict, without fault injection, the probability that a single-bit flip\n"
	"in the result of each candidate instruction (the fault injector's sites:\n"
	"every instruction that produces a value and is not a terminator) ends in\n"
	"silent data corruption (SDC), a crash, or nothing, and the program's SDC\n"
	"probability weighted by dynamic counts. Without --profile the program is\n"
	"profiled first (trident profile, full mode) with ARGS.\n"
	"\n"
	"model:\n"
	"  -p, --profile FILE     a profile of this module (trident profile)\n"
	"  -m, --model NAME       trident (default: f_s + f_c + f_m), fs+fc or fs\n"
	"      --reference        the reference implementation's choices for every\n"
	"                         switch below (heuristic tuples, average, no\n"
	"                         interprocedural or join values, no dead stores)\n"
	"      --combine HOW      union (default) or average of a value's users\n"
	"      --independence X   union: 0 takes the most likely user's SDC chance,\n"
	"                         1 the union of independent chances (default 0.3)\n"
	"      --fp-independence X  the same for a floating-point value's users\n"
	"                         (default 0.1: they all see one relative error)\n"
	"      --no-sensitivity   heuristic tuples instead of profiled sensitivities\n"
	"      --no-interproc     stop at calls and returns\n"
	"      --no-join-values   f_c corrupts stores and outputs only\n"
	"      --no-dead-stores   f_m ignores writes overwritten unread\n"
	"      --no-error-exits   a flip into a usage check's error exit counts as\n"
	"                         SDC like any other\n"
	"      --compat-lt        loop-terminating branches as the reference code\n"
	"                         computes them, not Eq. 5.2\n"
	"      --no-persist       a corrupted loop-carried value that nothing masks\n"
	"                         (counter, random state) reaches one later use,\n"
	"                         not all of them\n"
	"      --no-mix-union     a random state's later values mask a corruption\n"
	"                         as correlated chances, like one value's users\n"
	"      --no-cycle-reach   all values of a def-use cycle share one outcome\n"
	"                         instead of reaching each other through the\n"
	"                         cycle's own tuples\n"
	"      --no-loop-targets  a flipped branch changes a target in a loop of\n"
	"                         its region once, not on each of its runs\n"
	"      --output-fn NAME   an output function (callee name), repeatable;\n"
	"                         replaces the default list (printf family, puts,\n"
	"                         putchar, putc, fputc, fputs, fwrite, write)\n"
	"      --samples N        also the sampled estimate of N dynamic instances\n"
	"      --seed S           seed of the sample (default 1)\n"
	"\n"
	"output:\n"
	"  -o, --output FILE      write the prediction as JSON\n"
	"      --top N            instructions listed in the table (default 10)\n"
	"      --explain ID       print on stderr how instruction ID's outcome comes\n"
	"                         about: each of its uses and its part\n"
	"  -q, --quiet            no table on standard output\n"
	"\n"
	"program (only to profile it, without --profile):\n"
	PROGRAM_HELP("a file the program writes, repeatable\n")
	"\n"
	"  -h, --help             show this help\n"
	"\n"
	"Exit status 0 on success, 1 on failure, 2 on misuse. Format and model\n"
	"options: docs/predict.md.\n";

struct predict {
	struct model_opts opts;
	bool reference, reference_set_kind;
	const char *module, *profile, *out;
	unsigned samples, top, explain;
	unsigned long long seed;
	bool quiet;
	struct strv output_fns;
	struct strv profile_args;	/* program options, for trident profile */
	struct strv args;		/* the program's arguments */
	/* state */
	struct ir_module m;
	struct prof_profile prof;
	char *tmpdir, *tmpprof;
	struct model_result res;
};

/* Model switches, applied after --reference and --model. */
struct switches {
	int combine;		/* -1: unset */
	double independence;	/* < 0: unset */
	double fp_independence;	/* < 0: unset */
	bool no_sens, no_interproc, no_join, no_dead, compat_lt, no_persist;
	bool no_err, no_reach, no_loop, no_mix;
};

static int
parse_options(struct predict *c, struct switches *sw, int argc, char **argv)
{
	enum {
		O_REF = 256, O_COMBINE, O_NOSENS, O_NOINTER, O_NOJOIN,
		O_NODEAD, O_COMPAT, O_OUTFN, O_SAMPLES, O_SEED, O_TOP,
		O_EXPLAIN, O_INDEP, O_NOPERSIST, O_NOERR, O_NOREACH, O_NOLOOP,
		O_FPINDEP, O_NOMIX,
	};
	static const struct option opts[] = {
		{ "profile", required_argument, NULL, 'p' },
		{ "model", required_argument, NULL, 'm' },
		{ "reference", no_argument, NULL, O_REF },
		{ "combine", required_argument, NULL, O_COMBINE },
		{ "independence", required_argument, NULL, O_INDEP },
		{ "fp-independence", required_argument, NULL, O_FPINDEP },
		{ "no-mix-union", no_argument, NULL, O_NOMIX },
		{ "no-sensitivity", no_argument, NULL, O_NOSENS },
		{ "no-interproc", no_argument, NULL, O_NOINTER },
		{ "no-join-values", no_argument, NULL, O_NOJOIN },
		{ "no-dead-stores", no_argument, NULL, O_NODEAD },
		{ "compat-lt", no_argument, NULL, O_COMPAT },
		{ "no-persist", no_argument, NULL, O_NOPERSIST },
		{ "no-cycle-reach", no_argument, NULL, O_NOREACH },
		{ "no-loop-targets", no_argument, NULL, O_NOLOOP },
		{ "no-error-exits", no_argument, NULL, O_NOERR },
		{ "output-fn", required_argument, NULL, O_OUTFN },
		{ "samples", required_argument, NULL, O_SAMPLES },
		{ "seed", required_argument, NULL, O_SEED },
		{ "output", required_argument, NULL, 'o' },
		{ "top", required_argument, NULL, O_TOP },
		{ "explain", required_argument, NULL, O_EXPLAIN },
		{ "quiet", no_argument, NULL, 'q' },
		PROGRAM_LONGOPTS,
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct program scratch = { 0 };
	enum model_kind kind = MODEL_TRIDENT;
	unsigned long v;
	char *end;
	int o, li, taken;

	while ((li = -1, o = getopt_long(argc, argv, "p:m:o:ql:h", opts,
					 &li)) != -1) {
		errno = 0;
		end = NULL;
		switch (o) {
		case 'p':
			c->profile = optarg;
			continue;
		case 'm':
			if (model_kind_parse(optarg, &kind))
				return cli_usage_error("predict",
					cmd_predict_usage, "%s", tr_errmsg());
			continue;
		case O_REF:
			c->reference = true;
			continue;
		case O_COMBINE:
			if (!strcmp(optarg, "union"))
				sw->combine = MODEL_UNION;
			else if (!strcmp(optarg, "average"))
				sw->combine = MODEL_AVERAGE;
			else
				break;
			continue;
		case O_INDEP:
			sw->independence = strtod(optarg, &end);
			if (!(sw->independence >= 0 && sw->independence <= 1))
				end = NULL;
			break;
		case O_FPINDEP:
			sw->fp_independence = strtod(optarg, &end);
			if (!(sw->fp_independence >= 0 &&
			      sw->fp_independence <= 1))
				end = NULL;
			break;
		case O_NOMIX:
			sw->no_mix = true;
			continue;
		case O_NOSENS:
			sw->no_sens = true;
			continue;
		case O_NOINTER:
			sw->no_interproc = true;
			continue;
		case O_NOJOIN:
			sw->no_join = true;
			continue;
		case O_NODEAD:
			sw->no_dead = true;
			continue;
		case O_COMPAT:
			sw->compat_lt = true;
			continue;
		case O_NOPERSIST:
			sw->no_persist = true;
			continue;
		case O_NOREACH:
			sw->no_reach = true;
			continue;
		case O_NOLOOP:
			sw->no_loop = true;
			continue;
		case O_NOERR:
			sw->no_err = true;
			continue;
		case O_OUTFN:
			strv_push(&c->output_fns, optarg);
			continue;
		case O_SAMPLES:
		case O_TOP:
		case O_EXPLAIN:
			v = strtoul(optarg, &end, 10);
			if (*optarg == '-' || v > 100000000)
				end = NULL;
			if (o == O_SAMPLES)
				c->samples = (unsigned)v;
			else if (o == O_TOP)
				c->top = (unsigned)v;
			else
				c->explain = (unsigned)v;
			break;
		case O_SEED:
			c->seed = strtoull(optarg, &end, 10);
			if (*optarg == '-')
				end = NULL;
			break;
		case 'o':
			c->out = optarg;
			continue;
		case 'q':
			c->quiet = true;
			continue;
		case 'h':
			fputs(cmd_predict_usage, stdout);
			program_release(&scratch);
			return -2;
		default:
			/* A program option: checked here, passed on to
			   trident profile as given. */
			taken = program_option_keep(&scratch, &c->profile_args,
						    opts, li, o, optarg);
			if (!taken) {
				program_release(&scratch);
				return cli_usage_error("predict",
					cmd_predict_usage, "bad option");
			}
			if (taken > 0)
				continue;
		}
		if (!end || *end || errno) {
			program_release(&scratch);
			return cli_bad_value("predict", cmd_predict_usage, opts,
					     li, o, optarg);
		}
	}
	program_release(&scratch);
	if (optind >= argc)
		return cli_usage_error("predict", cmd_predict_usage,
				       "expected a program module");
	c->module = argv[optind++];
	for (; optind < argc; optind++)
		strv_push(&c->args, argv[optind]);
	if (c->profile && (c->args.n || c->profile_args.n))
		return cli_usage_error("predict", cmd_predict_usage,
			"--profile and program arguments or options exclude "
			"each other");
	if (c->reference)
		model_opts_reference(&c->opts, kind);
	else
		model_opts_default(&c->opts, kind);
	if (sw->combine >= 0)
		c->opts.combine = (enum model_combine)sw->combine;
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
	rc = cli_run_trident("profile", &extra, &c->profile_args, c->module,
			     &c->args);
	strv_release(&extra);
	c->profile = c->tmpprof;
	return rc;
}

int
cmd_predict(int argc, char **argv)
{
	struct predict c = { .top = 10, .seed = 1 };
	struct switches sw = { .combine = -1, .independence = -1,
			       .fp_independence = -1 };
	char hash[17];
	json_t *j = NULL;
	int rc, status = EXIT_FAIL;

	rc = parse_options(&c, &sw, argc, argv);
	if (rc) {
		status = rc == -2 ? EXIT_OK : rc;
		goto out;
	}
	if (ir_module_load(&c.m, c.module)) {
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
	j = model_json(&c.res, c.module, c.tmpprof ? NULL : c.profile);
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
			       "SDC %.2f%%\n", c.samples, c.seed,
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
	strv_release(&c.profile_args);
	strv_release(&c.args);
	return status;
}
