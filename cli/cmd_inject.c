/*
 * cmd_inject.c: `trident inject`, a fault-injection campaign on a CPU
 * program: instrument the id'd module, build it with the runtime, make a
 * golden run, then run sampled faults in parallel sandboxes, journal every
 * run as it ends, and write the summary (docs/inject.md).
 *
 * Sampling: run k of a campaign with seed S injects at dynamic instance
 * 1 + r mod C, where r is drawn from (S, k) alone and C is the golden run's
 * number of dynamic candidate instances, so the campaign is the same
 * whatever --jobs is and a resumed campaign draws what the first one would.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "analysis.h"
#include "cli.h"
#include "validate.h"

const char cmd_inject_usage[] =
	"usage: trident inject [options] PROGRAM.{ll,bc} [-- ARGS...]\n"
	"\n"
	"Run a fault-injection campaign: instrument the program, make a golden\n"
	"run with ARGS, then inject one fault per run and classify each run as\n"
	"not-injected, hang, crash, error-exit, detected, sdc or benign.\n"
	"Fault sites are every instruction that produces a value and is not a\n"
	"terminator, sampled uniformly over their dynamic instances.\n"
	"\n"
	"campaign:\n"
	"  -n, --runs N           number of runs (default 1000)\n"
	"  -j, --jobs N           parallel runs (default: all cores)\n"
	"  -s, --seed S           seed; the same seed gives the same campaign (default 1)\n"
	"  -m, --model M          bitflip (default), bitflip2, stuck0, stuck1, random, zero\n"
	"      --inst ID          inject only into instruction ID, uniformly over its\n"
	"                         dynamic instances\n"
	"      --site ID:INSTANCE:BIT\n"
	"                         replay one run exactly (INSTANCE counts all candidates,\n"
	"                         or only ID's instances with --inst), print its outcome\n"
	"      --dummy            inject nothing: every run must come out benign\n"
	"  -d, --dir DIR          campaign directory (default trident-inject)\n"
	"      --resume           continue the campaign in DIR where it stopped\n"
	"\n"
	"program:\n"
	PROGRAM_HELP("a file the program writes, compared with the golden\n"
		     "                         run's, repeatable\n")
	"\n"
	"limits:\n"
	"      --timeout-factor X hang timeout in golden run times (default 10)\n"
	"      --timeout-floor S  the timeout is at least S seconds (default 1)\n"
	"      --golden-timeout S limit for the golden run (default 300)\n"
	"      --mem MIB          address-space limit per run (default 4096)\n"
	"      --fsize MIB        file-size limit per run (default 256)\n"
	"      --aslr             keep address-space randomization (default: off, so\n"
	"                         that a seed or a site gives the same outcome again)\n"
	"\n"
	"output:\n"
	"      --top N            instructions listed in the table (default 10)\n"
	"  -q, --quiet            no table on standard output\n"
	"  -h, --help             show this help\n"
	"\n"
	"DIR holds journal.jsonl (one line per run), summary.json and the\n"
	"instrumented binary. Formats: docs/inject.md.\n";

struct inject {
	/* options */
	struct program prog;
	const char *dir;
	uint64_t runs, seed;
	unsigned jobs, inst, top;
	enum fi_model model;
	bool dummy, resume, quiet, site, aslr;
	unsigned site_id;
	uint64_t site_instance;
	int site_bit;
	struct run_limits limits;
	unsigned long long mem_mib;
	/* state */
	struct ir_module m;
	char hash[17];
	char *absdir, *exe, *tmp;
	struct fi_run_result golden;
	struct fi_record golden_rec;
	double timeout;
};

static volatile sig_atomic_t interrupted;

static void
on_interrupt(int sig)
{
	(void)sig;
	interrupted = 1;
}

static int
parse_site(struct inject *c, const char *s)
{
	unsigned long long id, inst;
	int bit, used = 0;

	if (sscanf(s, "%llu:%llu:%d%n", &id, &inst, &bit, &used) != 3 ||
	    s[used] || !id || !inst || bit < 0 || id > UINT_MAX)
		return -1;
	c->site = true;
	c->site_id = (unsigned)id;
	c->site_instance = inst;
	c->site_bit = bit;
	return 0;
}

static int
parse_options(struct inject *c, int argc, char **argv)
{
	enum { O_INST = 256, O_SITE, O_DUMMY, O_RESUME, O_MEM, O_TOP,
	       O_ASLR };
	static const struct option opts[] = {
		{ "runs", required_argument, NULL, 'n' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "seed", required_argument, NULL, 's' },
		{ "model", required_argument, NULL, 'm' },
		{ "inst", required_argument, NULL, O_INST },
		{ "site", required_argument, NULL, O_SITE },
		{ "dummy", no_argument, NULL, O_DUMMY },
		{ "dir", required_argument, NULL, 'd' },
		{ "resume", no_argument, NULL, O_RESUME },
		PROGRAM_LONGOPTS,
		LIMIT_LONGOPTS,
		{ "mem", required_argument, NULL, O_MEM },
		{ "aslr", no_argument, NULL, O_ASLR },
		{ "top", required_argument, NULL, O_TOP },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	char *end;
	int o, taken, li;

	/* "+": stop at the first operand; ARGS follow "--". */
	while ((li = -1, o = getopt_long(argc, argv, "+n:j:s:m:d:l:qh", opts,
					 &li)) != -1) {
		errno = 0;
		end = NULL;
		switch (o) {
		case 'n':
			c->runs = strtoull(optarg, &end, 10);
			if (!c->runs)
				end = NULL;
			break;
		case 'j':
			c->jobs = (unsigned)strtoul(optarg, &end, 10);
			if (!c->jobs || c->jobs > 1024)
				end = NULL;
			break;
		case 's':
			c->seed = strtoull(optarg, &end, 0);
			break;
		case 'm':
			if (fi_model_parse(optarg, &c->model))
				return cli_usage_error("inject", cmd_inject_usage,
						       "%s", tr_errmsg());
			continue;
		case O_INST:
			c->inst = (unsigned)strtoul(optarg, &end, 10);
			if (!c->inst)
				end = NULL;
			break;
		case O_SITE:
			if (parse_site(c, optarg))
				return cli_usage_error("inject", cmd_inject_usage,
					"bad site '%s' (expected ID:INSTANCE:BIT)",
					optarg);
			continue;
		case O_DUMMY:
			c->dummy = true;
			continue;
		case 'd':
			c->dir = optarg;
			continue;
		case O_RESUME:
			c->resume = true;
			continue;
		case O_MEM:
			c->mem_mib = strtoull(optarg, &end, 10);
			break;
		case O_TOP:
			c->top = (unsigned)strtoul(optarg, &end, 10);
			break;
		case O_ASLR:
			c->aslr = true;
			continue;
		case 'q':
			c->quiet = true;
			continue;
		case 'h':
			fputs(cmd_inject_usage, stdout);
			return -2;
		default:
			/* A program or limits option; a bad value is
			   reported below. */
			taken = program_option(&c->prog, o, optarg);
			if (!taken)
				taken = limits_option(&c->limits, o, optarg);
			if (!taken)
				return cli_usage_error("inject",
					cmd_inject_usage, "bad option");
			if (taken > 0)
				continue;
		}
		if (!end || *end || errno)
			return cli_bad_value("inject", cmd_inject_usage, opts, li, o,
					     optarg);
	}
	if (optind >= argc)
		return cli_usage_error("inject", cmd_inject_usage,
				       "expected a program module");
	c->prog.module = argv[optind++];
	if (optind < argc && strcmp(argv[optind - 1], "--") != 0 &&
	    strcmp(argv[optind], "--") == 0)
		optind++;
	for (; optind < argc; optind++)
		strv_push(&c->prog.args, argv[optind]);
	if (c->site && c->dummy)
		return cli_usage_error("inject", cmd_inject_usage,
				       "--site and --dummy exclude each other");
	if (c->site && c->resume)
		return cli_usage_error("inject", cmd_inject_usage,
				       "--site replays one run: no --resume");
	return 0;
}

/* splitmix64: run k's draws depend only on the seed and k. */
static uint64_t
mix(uint64_t z)
{
	z += 0x9e3779b97f4a7c15ULL;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static int
make_dir(const char *path)
{
	if (mkdir(path, 0755) && errno != EEXIST)
		return tr_error("cannot create directory '%s': %s", path,
				strerror(errno));
	return 0;
}

/* The settings a resumed campaign must share with the first one. */
static json_t *
settings_json(const struct inject *c)
{
	json_t *args = json_array();

	for (unsigned i = 0; i < c->prog.args.n; i++)
		json_array_append_new(args, json_string(c->prog.args.v[i]));
	return json_pack("{s:s, s:s, s:o, s:I, s:I, s:s, s:I, s:b, s:b}",
			 "module", c->prog.module, "hash", c->hash, "args", args,
			 "runs", (json_int_t)c->runs, "seed",
			 (json_int_t)c->seed, "model", fi_model_name(c->model),
			 "inst", (json_int_t)c->inst, "dummy", c->dummy,
			 "aslr", c->aslr);
}

/*
 * Create the campaign directory, or check on --resume that it holds the
 * same campaign.
 */
static int
prepare_dir(struct inject *c)
{
	char *path = NULL;
	json_t *now = settings_json(c), *then = NULL;
	json_error_t err;
	int rc = -1;

	if (make_dir(c->dir))
		goto out;
	/* Runs start in directories of their own: every path must be absolute. */
	c->absdir = realpath(c->dir, NULL);
	if (!c->absdir) {
		tr_error("cannot resolve '%s': %s", c->dir, strerror(errno));
		goto out;
	}
	c->dir = c->absdir;
	if (asprintf(&path, "%s/campaign.json", c->dir) < 0)
		abort();
	if (c->resume) {
		then = json_load_file(path, 0, &err);
		if (!then) {
			tr_error("cannot resume: '%s': %s", path, err.text);
			goto out;
		}
		if (!json_equal(now, then)) {
			tr_error("cannot resume: '%s' describes another campaign "
				 "(module, arguments, runs, seed, model, inst, "
				 "dummy or aslr differ)", path);
			goto out;
		}
	} else if (!c->site && json_dump_file(now, path, JSON_SORT_KEYS |
						 JSON_INDENT(2))) {
		tr_error("cannot write '%s'", path);
		goto out;
	}
	free(path);
	if (asprintf(&path, "%s/tmp", c->dir) < 0)
		abort();
	if (make_dir(path))
		goto out;
	c->tmp = path;
	path = NULL;
	rc = 0;
out:
	json_decref(now);
	json_decref(then);
	free(path);
	return rc;
}

/* The spec of one run of the instrumented binary. */
static void
run_spec(const struct inject *c, struct fi_run_spec *spec, char **argv,
	 char **env, double timeout)
{
	memset(spec, 0, sizeof(*spec));
	argv[0] = c->exe;
	for (unsigned i = 0; i < c->prog.args.n; i++)
		argv[i + 1] = c->prog.args.v[i];
	argv[c->prog.args.n + 1] = NULL;
	spec->argv = argv;
	spec->env = env;
	spec->inputs = c->prog.inputs;
	spec->ninputs = c->prog.ninputs;
	spec->stdin_path = c->prog.stdin_path;
	spec->tmpdir = c->tmp;
	spec->timeout_s = timeout;
	spec->cpu_s = (unsigned long)(timeout + 2);
	spec->mem_bytes = c->mem_mib << 20;
	spec->fsize_bytes = c->limits.fsize_mib << 20;
	spec->aslr = c->aslr;
}

static char *
record_path(const struct inject *c, uint64_t index, bool golden)
{
	char *p;

	if ((golden ? asprintf(&p, "%s/golden.rec", c->tmp) :
		      asprintf(&p, "%s/run-%llu.rec", c->tmp,
			       (unsigned long long)index)) < 0)
		abort();
	return p;
}

/* The golden run: it must end normally; it fixes C and the timeout. */
static int
golden_run(struct inject *c)
{
	char **argv = xcalloc(c->prog.args.n + 2, sizeof(*argv));
	char *rec = record_path(c, 0, true), *env[2] = { NULL, NULL };
	struct fi_run_spec spec;
	int rc = -1;

	unlink(rec);
	if (asprintf(&env[0], "%s=mode=golden record=%s", FI_ENV_CONTROL,
		     rec) < 0)
		abort();
	run_spec(c, &spec, argv, env, c->limits.golden_timeout);
	if (fi_run(&spec, &c->golden))
		goto out;
	if (c->golden.end == FI_END_TIMEOUT) {
		tr_error("the golden run of '%s' did not end within %g s "
			 "(--golden-timeout)", c->prog.module, c->limits.golden_timeout);
		goto out;
	}
	if (c->golden.end == FI_END_SIGNAL) {
		tr_error("the golden run of '%s' was killed by signal %d (%s)",
			 c->prog.module, c->golden.code, strsignal(c->golden.code));
		goto out;
	}
	if (fi_record_read(rec, &c->golden_rec))
		goto out;
	if (!c->golden_rec.exited) {
		tr_error("the golden run of '%s' left no counters (it exited "
			 "with status %d without running exit handlers?)",
			 c->prog.module, c->golden.code);
		goto out;
	}
	if (!c->golden_rec.count) {
		tr_error("the golden run of '%s' executed no fault site%s",
			 c->prog.module, c->inst ? " (is --inst ever executed?)" : "");
		goto out;
	}
	c->timeout = c->golden.wall_s * c->limits.timeout_factor;
	if (c->timeout < c->limits.timeout_floor)
		c->timeout = c->limits.timeout_floor;
	rc = 0;
out:
	unlink(rec);
	free(rec);
	free(env[0]);
	free(argv);
	return rc;
}

/* Start run k. */
static int
submit(struct inject *c, struct fi_pool *pool, uint64_t k)
{
	char **argv = xcalloc(c->prog.args.n + 2, sizeof(*argv));
	char *rec = record_path(c, k, false), *env[2] = { NULL, NULL };
	uint64_t r = mix(c->seed ^ mix(k + 1));
	uint64_t target = c->site ? c->site_instance :
			  1 + r % c->golden_rec.count;
	int bit = c->site ? c->site_bit : -1;
	struct fi_run_spec spec;
	int rc;

	unlink(rec);
	if (asprintf(&env[0], "%s=mode=%s target=%llu bit=%d model=%d "
		     "seed=%llu record=%s", FI_ENV_CONTROL,
		     c->dummy ? "dummy" : "inject",
		     (unsigned long long)target, bit, (int)c->model,
		     (unsigned long long)mix(r), rec) < 0)
		abort();
	run_spec(c, &spec, argv, env, c->timeout);
	rc = fi_pool_submit(pool, &spec, k);
	free(env[0]);
	free(rec);
	free(argv);
	return rc;
}

/* Classify finished run k into its journal entry. */
static int
finish(struct inject *c, struct fi_run_result *res, uint64_t k,
       struct fi_entry *e)
{
	char *rec_path = record_path(c, k, false);
	struct fi_record rec;
	bool equal = false;
	int rc = -1;

	if (fi_record_read(rec_path, &rec))
		goto out;
	if (res->end == FI_END_EXIT &&
	    fi_outputs_equal(&c->golden, res, c->prog.outputs.v, &equal))
		goto out;
	memset(e, 0, sizeof(*e));
	e->index = k;
	e->id = rec.id;
	e->instance = rec.instance;
	e->bit = rec.injected ? rec.bit : -1;
	e->model = c->model;
	e->outcome = fi_classify(res, &rec, c->golden.code, equal);
	e->signal = res->end == FI_END_SIGNAL ? res->code : 0;
	e->exit_code = res->end == FI_END_EXIT ? res->code : -1;
	e->latency = e->outcome == FI_CRASH && rec.injected && rec.signaled ?
		     (int64_t)(rec.end_insts - rec.inj_insts) : -1;
	e->time_s = res->wall_s;
	rc = 0;
out:
	unlink(rec_path);
	free(rec_path);
	return rc;
}

/* --site: one run, its journal line on stdout. */
static int
replay(struct inject *c)
{
	struct fi_pool *pool = fi_pool_new(1);
	struct fi_run_result res = { 0 };
	struct fi_entry e;
	uint64_t tag;
	json_t *line = NULL;
	int rc = -1;

	if (submit(c, pool, 0) || fi_pool_wait(pool, &res, &tag) ||
	    finish(c, &res, 0, &e))
		goto out;
	if (e.outcome != FI_NOT_INJECTED && e.id != c->site_id) {
		tr_error("site %u:%llu:%d: that instance is instruction #%u, not "
			 "#%u (another input, or --inst missing?)", c->site_id,
			 (unsigned long long)c->site_instance, c->site_bit,
			 e.id, c->site_id);
		goto out;
	}
	line = fi_entry_to_json(&e);
	json_dumpf(line, stdout, JSON_SORT_KEYS | JSON_COMPACT);
	putchar('\n');
	rc = 0;
out:
	json_decref(line);
	fi_run_release(&res);
	fi_pool_free(pool);
	return rc;
}

/*
 * The campaign proper: every run not yet in the journal, at most --jobs at
 * a time, each journaled as it ends.
 */
static int
campaign(struct inject *c, double *wall)
{
	struct fi_journal j = { .fd = -1 };
	struct fi_entry *old = NULL, e;
	struct fi_pool *pool = NULL;
	struct fi_progress prog;
	char *path = NULL;
	bool *done = xcalloc(c->runs, sizeof(*done));
	uint64_t next = 0, ndone = 0;
	size_t nold = 0;
	int rc = -1;

	if (asprintf(&path, "%s/journal.jsonl", c->dir) < 0)
		abort();
	if (c->resume && fi_journal_read(path, &old, &nold))
		goto out;
	for (size_t i = 0; i < nold; i++)
		if (old[i].index < c->runs && !done[old[i].index]) {
			done[old[i].index] = true;
			ndone++;
		}
	if (fi_journal_open(&j, path, c->resume))
		goto out;
	pool = fi_pool_new(c->jobs);
	fi_progress_init(&prog, c->runs, ndone);
	*wall = fi_now();
	while (!interrupted) {
		struct fi_run_result res = { 0 };
		uint64_t k;
		bool ok;

		while (fi_pool_active(pool) < c->jobs && next < c->runs &&
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
		if (!ok || fi_journal_append(&j, &e))
			goto out;
		fi_progress_step(&prog);
	}
	fi_progress_end(&prog);
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

/* Read the whole journal back, summarize, write and print. */
static int
summarize(struct inject *c, double wall)
{
	struct fi_entry *e = NULL;
	size_t n = 0;
	char *path = NULL;
	json_t *sum = NULL, *camp;
	int rc = -1;

	if (asprintf(&path, "%s/journal.jsonl", c->dir) < 0)
		abort();
	if (fi_journal_read(path, &e, &n))
		goto out;
	sum = fi_summary_build(e, n, &c->m);
	camp = settings_json(c);
	json_object_set_new(camp, "jobs", json_integer(c->jobs));
	json_object_set_new(camp, "timeout_s", json_real(c->timeout));
	json_object_set_new(camp, "wall_s", json_real(wall));
	json_object_set_new(camp, "golden", json_pack("{s:f, s:i, s:I, s:I}",
		"time_s", c->golden.wall_s, "exit_code", c->golden.code,
		"count", (json_int_t)c->golden_rec.count,
		"insts", (json_int_t)c->golden_rec.end_insts));
	json_object_set_new(sum, "campaign", camp);
	free(path);
	if (asprintf(&path, "%s/summary.json", c->dir) < 0)
		abort();
	if (fi_summary_write(sum, path))
		goto out;
	if (!c->quiet)
		fi_summary_print(stdout, sum, c->top);
	rc = 0;
out:
	json_decref(sum);
	free(e);
	free(path);
	return rc;
}

int
cmd_inject(int argc, char **argv)
{
	struct inject c = {
		.dir = "trident-inject", .runs = 1000, .seed = 1, .top = 10,
		.limits = { .timeout_factor = 10, .timeout_floor = 1,
			    .golden_timeout = 300, .fsize_mib = 256 },
		.mem_mib = 4096,
		.model = FI_MODEL_BITFLIP,
	};
	struct fi_build build = { .clang = TRIDENT_CLANG_PATH };
	struct fi_instrument_stats st;
	struct sigaction sa = { .sa_handler = on_interrupt };
	double wall = 0;
	int rc, status = EXIT_FAIL;

	c.jobs = (unsigned)sysconf(_SC_NPROCESSORS_ONLN);
	rc = parse_options(&c, argc, argv);
	if (rc)
		return rc == -2 ? EXIT_OK : rc;
	if (c.site)
		c.runs = 1;
	if (getenv("TRIDENT_CLANG"))
		build.clang = getenv("TRIDENT_CLANG");
	build.runtime = program_runtime_path("TRIDENT_RUNTIME",
					     "libtrident_fi_rt.a");

	if (program_load_manifest(&c.prog) ||
	    ir_module_load(&c.m, c.prog.module)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	ir_ids_assign(&c.m);
	build.ldflags = c.prog.ldflags.v;
	if (ir_module_hash(&c.m, c.hash) || prepare_dir(&c) ||
	    fi_instrument(&c.m, c.inst, &st) ||
	    asprintf(&c.exe, "%s/program.fi", c.dir) < 0 ||
	    fi_build_binary(&c.m, &build, c.dir, c.exe) || fi_run_setup() ||
	    golden_run(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	if (c.site ? replay(&c) :
	    campaign(&c, &wall) || summarize(&c, wall)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	status = EXIT_OK;
out:
	fi_run_release(&c.golden);
	ir_module_release(&c.m);
	program_release(&c.prog);
	if (c.tmp)
		rmdir(c.tmp);
	free(c.tmp);
	free(c.exe);
	free(c.absdir);
	free((char *)build.runtime);
	return status;
}
