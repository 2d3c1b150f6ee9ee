/*
 * cmd_profile.c: `trident profile`, one profiled run of a program: plan
 * and add the counters to the id'd module (profiler/), build it with the
 * profiling runtime, run it in a sandbox directory as `trident inject`
 * runs its golden run, and turn the runtime's dump into the JSON profile
 * (docs/profile.md).
 *
 * A run that crashes still gives a profile, flagged as crashed, with a
 * warning; a run that ends without a dump (killed by SIGKILL, _exit) or
 * outlives --timeout is an error.
 */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "analysis.h"
#include "cli.h"
#include "profiler.h"
#include "validate.h"

const char cmd_profile_usage[] =
	"usage: trident profile [options] PROGRAM.{ll,bc} -o PROF.json [-- ARGS...]\n"
	"\n"
	"Profile one run of the program with ARGS: add counters to a copy of the\n"
	"id'd module, build it with the profiling runtime, run it in a directory of\n"
	"its own, and write to PROF.json the dynamic count of every instruction,\n"
	"the counts of each successor of every conditional branch and switch, the\n"
	"count of every call site, the value sensitivities of compares, logic,\n"
	"shifts, casts, selects and arithmetic (sampled), and the exact operand\n"
	"means of compares and mean amounts of shifts, the output calls with their\n"
	"printf conversions, and (full mode) the memory profile: store-load pairs,\n"
	"dead writes and address sensitivity, keyed by instruction id and\n"
	"by the module's hash. A program that crashes still gets its profile,\n"
	"flagged as crashed.\n"
	"\n"
	"profile:\n"
	"  -o, --output FILE      the profile to write (required)\n"
	"      --lite             counts, branch edges, calls, value profiles and output\n"
	"                         calls, without full mode's memory profile (which\n"
	"                         refuses threaded programs); recorded in the profile\n"
	"      --atomic           atomic counters even if the module never calls\n"
	"                         pthread_create or thrd_create\n"
	"  -d, --dir DIR          work directory, kept: the instrumented module and\n"
	"                         binary, the build log, the raw counters and the run's\n"
	"                         directory (default: a temporary one, removed)\n"
	"      --timeout S        kill the program after S seconds (default 300)\n"
	"  -O, --opt-level N      optimize the instrumented build at -O N: 2\n"
	"                         (default) for the fastest profiled run; 0 builds\n"
	"                         in a tenth of the time, the run up to 2x slower:\n"
	"                         better for short runs (trident validate uses it)\n"
	"\n"
	"program:\n"
	PROGRAM_HELP("a file the program writes, repeatable (it stays in\n"
		     "                         the run's directory under -d)\n")
	"\n"
	"  -h, --help             show this help\n"
	"\n"
	"Exit status 0 when the profile is written (also for a program that\n"
	"crashed or exited non-zero: a warning says so), 1 on failure, 2 on\n"
	"misuse. Format: docs/profile.md.\n";

struct profile {
	/* options */
	struct program prog;
	const char *out, *dir;
	bool lite, atomic;
	double timeout;
	const char *opt;	/* "-O0", "-O1" or "-O2" */
	/* state */
	struct ir_module m;
	struct prof_plan plan;
	char *work;		/* the work directory, absolute */
	bool temporary;		/* made here: removed at the end */
	char *exe, *raw;
	struct fi_run_result res;
};

static int
parse_options(struct profile *c, int argc, char **argv)
{
	enum { O_LITE = 256, O_ATOMIC, O_TIMEOUT };
	static const char *const levels[] = { "-O0", "-O1", "-O2" };
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "lite", no_argument, NULL, O_LITE },
		{ "atomic", no_argument, NULL, O_ATOMIC },
		{ "dir", required_argument, NULL, 'd' },
		{ "timeout", required_argument, NULL, O_TIMEOUT },
		{ "opt-level", required_argument, NULL, 'O' },
		PROGRAM_LONGOPTS,
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	char *end;
	int o, taken, li;

	/*
	 * Options may follow PROGRAM (-o does, in the synopsis); ARGS come
	 * after "--", and operands after PROGRAM are ARGS too.
	 */
	while ((li = -1, o = getopt_long(argc, argv, "o:d:l:O:h", opts, &li)) !=
	       -1) {
		errno = 0;
		end = NULL;
		switch (o) {
		case 'o':
			c->out = optarg;
			continue;
		case O_LITE:
			c->lite = true;
			continue;
		case O_ATOMIC:
			c->atomic = true;
			continue;
		case 'd':
			c->dir = optarg;
			continue;
		case O_TIMEOUT:
			c->timeout = strtod(optarg, &end);
			if (!(c->timeout > 0))
				end = NULL;
			break;
		case 'O':
			if (optarg[0] >= '0' && optarg[0] <= '2' &&
			    !optarg[1]) {
				c->opt = levels[optarg[0] - '0'];
				continue;
			}
			end = NULL;
			break;
		case 'h':
			fputs(cmd_profile_usage, stdout);
			return -2;
		default:
			/* A program option; a bad value is reported below. */
			taken = program_option(&c->prog, o, optarg);
			if (!taken)
				return cli_usage_error("profile",
					cmd_profile_usage, "bad option");
			if (taken > 0)
				continue;
		}
		if (!end || *end || errno)
			return cli_bad_value("profile", cmd_profile_usage, opts, li, o,
					     optarg);
	}
	if (optind >= argc)
		return cli_usage_error("profile", cmd_profile_usage,
				       "expected a program module");
	c->prog.module = argv[optind++];
	for (; optind < argc; optind++)
		strv_push(&c->prog.args, argv[optind]);
	if (!c->out)
		return cli_usage_error("profile", cmd_profile_usage,
				       "expected -o PROF.json");
	return 0;
}

/* The work directory: -d DIR (made if missing), else a temporary one. */
static int
make_work(struct profile *c)
{
	const char *tmp = getenv("TMPDIR");
	char *templ;

	if (c->dir) {
		if (mkdir(c->dir, 0755) && errno != EEXIST)
			return tr_error("cannot create directory '%s': %s",
					c->dir, strerror(errno));
		c->work = realpath(c->dir, NULL);
		if (!c->work)
			return tr_error("cannot resolve '%s': %s", c->dir,
					strerror(errno));
		return 0;
	}
	templ = xpathjoin(tmp && *tmp ? tmp : "/tmp", "trident-profile.XXXXXX");
	if (!mkdtemp(templ)) {
		tr_error("cannot create a work directory '%s': %s", templ,
			 strerror(errno));
		free(templ);
		return -1;
	}
	c->work = templ;
	c->temporary = true;
	return 0;
}

/* Remove what this command put in a temporary work directory. */
static void
remove_work(struct profile *c)
{
	static const char *const files[] = {
		"instrumented.bc", "build.log", "program.prof", "counters.raw",
	};

	for (size_t i = 0; i < sizeof(files) / sizeof(*files); i++) {
		char *p = xpathjoin(c->work, files[i]);

		unlink(p);
		free(p);
	}
	rmdir(c->work);
}

/* Run the profiled binary once; c->res tells how it ended. */
static int
run(struct profile *c)
{
	char **argv = xcalloc(c->prog.args.n + 2, sizeof(*argv));
	char *env[2] = { NULL, NULL };
	struct fi_run_spec spec = { 0 };
	int rc = -1;

	argv[0] = c->exe;
	for (unsigned i = 0; i < c->prog.args.n; i++)
		argv[i + 1] = c->prog.args.v[i];
	if (asprintf(&env[0], "%s=%s", PROF_ENV, c->raw) < 0)
		abort();
	/* The runtime creates the dump with O_EXCL: none may be there. */
	if (unlink(c->raw) && errno != ENOENT) {
		tr_error("cannot remove '%s': %s", c->raw, strerror(errno));
		goto out;
	}
	spec.argv = argv;
	spec.env = env;
	spec.inputs = c->prog.inputs;
	spec.ninputs = c->prog.ninputs;
	spec.stdin_path = c->prog.stdin_path;
	spec.tmpdir = c->work;
	spec.timeout_s = c->timeout;
	spec.cpu_s = (unsigned long)c->timeout + 2;
	if (fi_run_setup() || fi_run(&spec, &c->res))
		goto out;
	if (c->res.end == FI_END_TIMEOUT) {
		tr_error("'%s' did not end within %g s (--timeout): killed, no "
			 "profile written", c->prog.module, c->timeout);
		goto out;
	}
	rc = 0;
out:
	free(env[0]);
	free(argv);
	return rc;
}

/* Whether the run left a dump; if not, the error says why not. */
static int
check_dump(const struct profile *c)
{
	struct stat st;

	if (!stat(c->raw, &st) && st.st_size > 0)
		return 0;
	if (c->res.end == FI_END_SIGNAL)
		return tr_error("'%s' was killed by signal %d (%s) before it "
				"could write its profile", c->prog.module,
				c->res.code, strsignal(c->res.code));
	return tr_error("'%s' exited with status %d without writing its "
			"profile (_exit() skips the runtime's handlers)",
			c->prog.module, c->res.code);
}

/* Read the dump, make the profile, write it. */
static int
write_profile(struct profile *c)
{
	struct prof_raw raw;
	struct prof_run_info info = {
		.module = c->prog.module,
		.args = c->prog.args.v,
		.nargs = c->prog.args.n,
		.lite = c->lite,
		.signaled = c->res.end == FI_END_SIGNAL,
		.code = c->res.code,
	};
	json_t *prof = NULL;
	int rc = -1;

	if (check_dump(c) || prof_raw_read(&raw, c->raw))
		return -1;
	prof = prof_json_build(&c->plan, &raw, &info);
	if (!prof || prof_json_write(prof, c->out))
		goto out;
	rc = 0;
out:
	json_decref(prof);
	prof_raw_release(&raw);
	return rc;
}

int
cmd_profile(int argc, char **argv)
{
	struct profile c = { .timeout = 300 };
	struct fi_build build = { .clang = TRIDENT_CLANG_PATH };
	int rc, status = EXIT_FAIL;
	bool keep = false;

	rc = parse_options(&c, argc, argv);
	if (rc)
		return rc == -2 ? EXIT_OK : rc;
	if (getenv("TRIDENT_CLANG"))
		build.clang = getenv("TRIDENT_CLANG");
	build.runtime = program_runtime_path("TRIDENT_PROF_RUNTIME",
					     "libtrident_prof_rt.a");

	if (program_load_manifest(&c.prog) ||
	    ir_module_load(&c.m, c.prog.module)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	ir_ids_assign(&c.m);
	build.ldflags = c.prog.ldflags.v;
	build.opt = c.opt;
	if (prof_plan_build(&c.plan, &c.m, c.atomic, !c.lite) ||
	    prof_instrument(&c.m, &c.plan) || make_work(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	c.exe = xpathjoin(c.work, "program.prof");
	c.raw = xpathjoin(c.work, "counters.raw");
	if (fi_build_binary(&c.m, &build, c.work, c.exe)) {
		/* The message names the build log: keep it. */
		keep = true;
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (run(&c) || write_profile(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (c.res.end == FI_END_SIGNAL)
		fprintf(stderr, "trident: warning: '%s' was killed by signal %d "
			"(%s); the profile '%s' is flagged as crashed\n",
			c.prog.module, c.res.code, strsignal(c.res.code), c.out);
	else if (c.res.code)
		fprintf(stderr, "trident: warning: '%s' exited with status %d\n",
			c.prog.module, c.res.code);
	status = EXIT_OK;
out:
	if (c.temporary) {
		fi_run_release(&c.res);
		if (!keep)
			remove_work(&c);
	} else {
		/* -d: the run's directory stays, with its outputs. */
		free(c.res.dir);
		free(c.res.out_dir);
	}
	prof_plan_release(&c.plan);
	ir_module_release(&c.m);
	program_release(&c.prog);
	free(c.exe);
	free(c.raw);
	free(c.work);
	free((char *)build.runtime);
	return status;
}
