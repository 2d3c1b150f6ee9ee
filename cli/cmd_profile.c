/*
 * cmd_profile.c: `trident profile`, one profiled run of a program: plan
 * and add the counters to the id'd module (profiler/), build it with the
 * profiling runtime, run it in a sandbox directory as `trident inject`
 * runs its golden run, and turn the runtime's dump into the JSON profile
 * (docs/profile.md).
 *
 * --timings prints how long each phase took. A run that crashes still
 * gives a profile, flagged as crashed, with a warning; a run that ends without a dump (killed by SIGKILL, _exit) or
 * outlives --timeout is an error.
 */
#include <errno.h>
#include <math.h>
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

struct profile {
	/* options */
	struct program prog;
	struct limits limits;
	const char *out, *dir, *build_dir;
	bool lite, atomic, quiet;
	unsigned probes;	/* --probes: stores probed for spread */
	struct cli_timer timer;	/* --timings */
	const char *opt;	/* "-O0", "-O1" or "-O2" */
	/* state */
	struct ir_module m;
	struct prof_plan plan;
	char *work;		/* the work directory, absolute */
	bool temporary;		/* made here: removed at the end */
	char *build;		/* where the binary is built: the work
				   directory, or beside the profile when that
				   is temporary (kept if the build fails) */
	char *exe, *raw;
	char *capture;		/* the run's printed doubles (probes) */
	struct fi_run_result res;
};

/* A spread probe's run (or the control's: store 0). */
struct probe_run {
	unsigned store;
	uint64_t at;
	bool isfloat;		/* the store's values are floats */
	char *capture;
	struct fi_run_result res;
	bool ran;
};

static int
parse_options(struct profile *c, int argc, char **argv)
{
	const struct opt opts[] = {
		OPT_GROUP("profile"),
		OPT_STRING('o', "output", &c->out, "FILE",
			   "the profile to write (required)"),
		OPT_BOOL(0, "lite", &c->lite, "counts, branch edges, calls, "
			 "value profiles and output calls, without full mode's "
			 "memory profile (which refuses threaded programs); "
			 "recorded in the profile"),
		OPT_BOOL(0, "atomic", &c->atomic, "atomic counters even if the "
			 "module never calls pthread_create or thrd_create"),
		OPT_STRING('d', "dir", &c->dir, "DIR", "work directory, kept: "
			   "the instrumented module and binary, the build log, "
			   "the raw counters and the run's directory (default: a "
			   "temporary one, removed)"),
		OPT_STRING(0, "build-dir", &c->build_dir, "DIR", "build the "
			   "instrumented program in DIR, or run the one a profile "
			   "of the same instrumented module, -O and link flags "
			   "built there (trident bound builds once for all its "
			   "inputs)"),
		OPT_UINT(0, "probes", &c->probes, "N", 0, 64, "full mode: "
			 "measure how far an error in each of the N most "
			 "executed floating-point stores spreads to the "
			 "printed values, by runs with one of their values "
			 "perturbed (two each, and one control; default 2, "
			 "0: none; docs/profile.md \"spread\")"),
		OPT_CALLBACK('O', "opt-level", &c->opt, "N", cli_opt_level, 0,
			     "optimize the instrumented build at -O N: 0 "
			     "(default) builds in a tenth of the time, the run "
			     "up to 2x slower; 2 for runs longer than about "
			     "10 s"),
		OPT_QUIET(&c->quiet),
		OPT_TIMINGS(&c->timer.on, "loading, instrumenting, the "
			    "build, the run, the profile, the spread probes"),
		OPT_PROGRAM(&c->prog),
		OPT_LIMITS(&c->limits),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident profile",
		.usage = "[options] PROGRAM.{ll,bc} -o PROF.json [-- ARGS...]",
		.about =
		"Profile one run of the program with ARGS: add counters to a copy of the\n"
		"id'd module, build it with the profiling runtime, run it in a directory of\n"
		"its own, and write to PROF.json the dynamic count of every instruction,\n"
		"the counts of each successor of every conditional branch and switch, the\n"
		"count of every call site, the value sensitivities of compares, logic,\n"
		"shifts, casts, selects and arithmetic (sampled), and the exact operand\n"
		"means of compares and mean amounts of shifts, the output calls with their\n"
		"printf conversions, and (full mode) the memory profile: store-load pairs,\n"
		"dead writes and address sensitivity, keyed by instruction id and\n"
		"by the module's hash, and in full mode the spread probes of the most\n"
		"executed floating-point stores (--probes). A program that crashes still\n"
		"gets its profile, flagged as crashed.\n",
		.footer =
		"Exit status 0 when the profile is written (also for a program that\n"
		"crashed or exited non-zero: a warning says so), 1 on failure, 2 on\n"
		"misuse. Format: docs/profile.md.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "a program module", .args = true,
	};
	struct opt_result r;
	int rc;

	rc = opt_parse(&cmd, argc, argv, &r);
	if (!rc) {
		program_take_operands(&c->prog, &r);
		if (!c->out)
			rc = opt_usage_error(&cmd, "expected -o PROF.json");
	}
	opt_result_release(&r);
	return rc;
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

/*
 * The build directory: the work directory given by -d, else OUT.build
 * beside the profile OUT (less its .json), so that a failed build is kept
 * where the user looks, never in /tmp.
 */
static int
make_build(struct profile *c)
{
	size_t n = strlen(c->out);

	if (!c->temporary) {
		c->build = xstrdup(c->work);
		return 0;
	}
	if (n > 5 && !strcmp(c->out + n - 5, ".json"))
		n -= 5;
	if (asprintf(&c->build, "%.*s.build", (int)n, c->out) < 0)
		abort();
	/* In the profile's directory: where the profile could not go either. */
	if (mkdir(c->build, 0755) && errno != EEXIST)
		return tr_error("cannot write profile '%s': %s", c->out,
				strerror(errno));
	return 0;
}

/* Remove the files of dir named in files[], then dir. */
static void
remove_files(const char *dir, const char *const *files)
{
	for (size_t i = 0; files[i]; i++) {
		char *p = xpathjoin(dir, files[i]);

		unlink(p);
		free(p);
	}
	rmdir(dir);
}

/* Remove what this command put in a temporary work directory. */
static void
remove_work(struct profile *c)
{
	static const char *const files[] = {
		"program.prof", "counters.raw", NULL,
	};

	remove_files(c->work, files);
}

/*
 * The binary in the work directory, built beside the profile when that
 * is temporary (make_build); what the build left there goes, unless -d.
 */
static int
build_here(struct profile *c, const struct fi_build *b)
{
	struct fi_build tb = *b;

	c->exe = xpathjoin(c->work, "program.prof");
	/* A temporary build's bitcode would be removed unread. */
	tb.no_bitcode = c->temporary;
	if (make_build(c) || fi_build_binary(&c->m, &tb, c->build, c->exe))
		return -1;
	if (c->temporary) {
		static const char *const built[] = {
			"instrumented.bc", "build.log", NULL,
		};

		remove_files(c->build, built);
	}
	return 0;
}

/* What a --build-dir build depends on: the instrumented module (its
   hash), -O, the runtime and the link flags. */
static char *
build_stamp(struct profile *c, const struct fi_build *b)
{
	char hash[17], *s = NULL, *t;

	if (ir_module_hash(&c->m, hash))
		return NULL;
	if (asprintf(&s, "%s %s %s", hash, b->opt, b->runtime) < 0)
		abort();
	for (unsigned i = 0; i < c->prog.ldflags.n; i++) {
		if (asprintf(&t, "%s %s", s, c->prog.ldflags.v[i]) < 0)
			abort();
		free(s);
		s = t;
	}
	return s;
}

/* Whether file path holds exactly text (plus a newline). */
static bool
holds(const char *path, const char *text)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;
	bool same = false;

	if (f && getline(&line, &cap, f) >= 0) {
		line[strcspn(line, "\n")] = 0;
		same = !strcmp(line, text);
	}
	if (f)
		fclose(f);
	free(line);
	return same;
}

/*
 * --build-dir DIR: the binary DIR/program.prof, built there unless the
 * stamp DIR/build.stamp says it is this very build. A new build goes to a
 * directory of its own under DIR, then its binary and stamp are renamed
 * into place, so that profiles running the old binary or building beside
 * this one never see half a file.
 */
static int
shared_build(struct profile *c, const struct fi_build *b, bool *built)
{
	char *stamp = build_stamp(c, b), *spath = NULL, *tmp = NULL;
	char *exe = NULL, *tstamp = NULL;
	struct fi_build tb = *b;
	FILE *f;
	int rc = -1;

	*built = false;
	if (!stamp)
		return -1;
	if (mkdir(c->build_dir, 0755) && errno != EEXIST) {
		tr_error("cannot create directory '%s': %s", c->build_dir,
			 strerror(errno));
		goto out;
	}
	spath = xpathjoin(c->build_dir, "build.stamp");
	c->exe = xpathjoin(c->build_dir, "program.prof");
	if (holds(spath, stamp) && access(c->exe, X_OK) == 0) {
		rc = 0;
		goto out;
	}
	tmp = xpathjoin(c->build_dir, "build.XXXXXX");
	if (!mkdtemp(tmp)) {
		tr_error("cannot create a directory in '%s': %s", c->build_dir,
			 strerror(errno));
		goto out;
	}
	exe = xpathjoin(tmp, "program.prof");
	tstamp = xpathjoin(tmp, "build.stamp");
	/* Its bitcode would be removed unread (below). */
	tb.no_bitcode = true;
	if (fi_build_binary(&c->m, &tb, tmp, exe))
		goto out;
	if (!(f = fopen(tstamp, "w")) || fprintf(f, "%s\n", stamp) < 0 ||
	    fclose(f) || rename(exe, c->exe) || rename(tstamp, spath)) {
		tr_error("cannot write the build in '%s': %s", c->build_dir,
			 strerror(errno));
		goto out;
	}
	*built = true;
	rc = 0;
out:
	if (tmp && !rc) {
		static const char *const files[] = {
			"instrumented.bc", "instrumented.o", "instrumented.2.o",
			"build.log", NULL,
		};

		remove_files(tmp, files);
	}
	free(stamp);
	free(spath);
	free(tmp);
	free(exe);
	free(tstamp);
	return rc;
}

/*
 * The environment of a run of the profiled binary: its dump raw (NULL:
 * none, and no memory profile: a probe's run), the capture of its
 * printed doubles (NULL: none), a probe (NULL: none); env[4], freed by
 * env_release.
 */
static int
run_env(char **env, const char *raw, const char *capture, const char *probe)
{
	unsigned n = 0;

	memset(env, 0, 4 * sizeof(*env));
	if ((raw && asprintf(&env[n++], "%s=%s", PROF_ENV, raw) < 0) ||
	    (capture && asprintf(&env[n++], "%s=%s", PROF_CAPTURE_ENV,
				 capture) < 0) ||
	    (probe && asprintf(&env[n++], "%s=%s", PROF_PROBE_ENV, probe) < 0))
		abort();
	/* The runtimes create their files afresh: none may be there. */
	if ((raw && unlink(raw) && errno != ENOENT) ||
	    (capture && unlink(capture) && errno != ENOENT))
		return tr_error("cannot remove '%s' or '%s': %s",
				raw ? raw : "", capture ? capture : "",
				strerror(errno));
	return 0;
}

static void
env_release(char **env)
{
	for (unsigned k = 0; k < 4; k++)
		free(env[k]);
}

/* The profiled binary's argv (freed by the caller, not its strings). */
static char **
run_argv(struct profile *c)
{
	char **argv = xcalloc(c->prog.args.n + 2, sizeof(*argv));

	argv[0] = c->exe;
	for (unsigned i = 0; i < c->prog.args.n; i++)
		argv[i + 1] = c->prog.args.v[i];
	return argv;
}

/* Run the profiled binary once; c->res tells how it ended. */
static int
run(struct profile *c)
{
	char **argv = run_argv(c);
	char *env[4];
	struct fi_run_spec spec = { 0 };
	int rc = -1;

	if (c->probes && !c->lite)
		c->capture = xpathjoin(c->work, "capture.gold");
	if (run_env(env, c->raw, c->capture, NULL))
		goto out;
	program_run_spec(&c->prog, &c->limits, argv, c->work, &spec);
	spec.env = env;
	if (fi_run_setup() || fi_run(&spec, &c->res))
		goto out;
	if (c->res.end == FI_END_TIMEOUT) {
		tr_error("'%s' did not end within %g s (--timeout): killed, no "
			 "profile written", c->prog.module, c->limits.timeout);
		goto out;
	}
	rc = 0;
out:
	env_release(env);
	free(argv);
	return rc;
}

/* A store probed for spread. */
struct probe_store {
	unsigned id;
	uint64_t count;		/* its executions */
	bool isfloat;		/* it stores floats */
};

/*
 * The stores probed for spread: the c->probes (at most 64) most executed
 * stores of a double or a float (or of a vector of them) that ran, by id
 * on ties, in st[], *n of them.
 */
static void
probe_stores(struct profile *c, json_t *prof, struct probe_store *st,
	     unsigned *n)
{
	json_t *cnt = json_object_get(prof, "counts");

	*n = 0;
	for (unsigned k = 0; k < c->plan.nmems; k++) {
		const struct prof_plan_mem *s = &c->plan.mems[k];
		LLVMTypeRef t;
		char key[16];
		json_int_t x;
		unsigned j;

		if (s->kind != PROF_MEM_STORE || !LLVMIsAStoreInst(s->inst))
			continue;
		t = LLVMTypeOf(LLVMGetOperand(s->inst, 0));
		if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
			t = LLVMGetElementType(t);
		if (LLVMGetTypeKind(t) != LLVMDoubleTypeKind &&
		    LLVMGetTypeKind(t) != LLVMFloatTypeKind)
			continue;
		snprintf(key, sizeof(key), "%u", s->id);
		x = json_integer_value(json_object_get(cnt, key));
		if (x <= 0)
			continue;
		/* Insertion into the sorted list, cut at c->probes. */
		for (j = *n; j > 0 && (st[j - 1].count < (uint64_t)x ||
				       (st[j - 1].count == (uint64_t)x &&
					st[j - 1].id > s->id)); j--)
			if (j < c->probes)
				st[j] = st[j - 1];
		if (j < c->probes) {
			st[j] = (struct probe_store){
				.id = s->id, .count = (uint64_t)x,
				.isfloat = LLVMGetTypeKind(t) ==
					   LLVMFloatTypeKind };
			if (*n < c->probes)
				(*n)++;
		}
	}
}

/* Start run r (the control when r->store is 0) in pool p with tag. */
static int
probe_start(struct profile *c, struct fi_pool *p, struct probe_run *r,
	    unsigned tag)
{
	char **argv = run_argv(c), *env[4], probe[96], name[32];
	struct fi_run_spec spec;
	int rc;

	snprintf(name, sizeof(name), "capture.%u", tag);
	r->capture = xpathjoin(c->work, name);
	snprintf(probe, sizeof(probe), "%u:%llu:%.17g", r->store,
		 (unsigned long long)r->at, 1 + exp2(-PROF_PROBE_SHIFT));
	rc = run_env(env, NULL, r->capture, r->store ? probe : NULL);
	program_run_spec(&c->prog, &c->limits, argv, c->work, &spec);
	spec.env = env;
	/* A probe that hangs the program changed it: no need to wait out
	   the user's limit. */
	spec.timeout_s = fmin(spec.timeout_s, 10 * c->res.wall_s + 1);
	if (!rc)
		rc = fi_pool_submit(p, &spec, tag);
	env_release(env);
	free(argv);
	return rc;
}

/* Run the control and the probes, at most one per core at a time. */
static int
probe_runs(struct profile *c, struct probe_run *r, unsigned n)
{
	unsigned jobs = opt_default_jobs();
	struct fi_pool *p = fi_pool_new(jobs);
	unsigned next = 0, done = 0;
	int rc = 0;

	while (done < n && !rc) {
		struct fi_run_result res;
		uint64_t tag;

		while (next < n && fi_pool_active(p) < jobs && !rc)
			rc = probe_start(c, p, &r[next], next), next++;
		if (rc || fi_pool_wait(p, &res, &tag) || tag >= n) {
			rc = -1;
			break;
		}
		r[tag].res = res;
		r[tag].ran = true;
		done++;
	}
	fi_pool_free(p);
	return rc;
}

/*
 * The output call of each output magnitude record (the plan's records of
 * printed doubles, in order): site_call[s], nsites of them.
 */
static unsigned *
site_calls(const struct prof_plan *pl, uint64_t *nsites)
{
	unsigned *sc = xcalloc(pl->noutmags + 1, sizeof(*sc));

	for (unsigned k = 0; k < pl->noutputs; k++) {
		const struct prof_plan_output *o = &pl->outputs[k];
		unsigned rec = o->mag;

		for (int q = 0; o->fparg && q < o->nconv; q++)
			if (o->fparg[q] >= 0 && rec < pl->noutmags)
				sc[rec++] = o->id;
	}
	*nsites = pl->noutmags;
	return sc;
}

/*
 * The probe of run r against the unperturbed capture gold and the
 * control's ctrl, and whether its compared outputs differed from the
 * main run's. A run that died, hung or wrote no capture changed the
 * run: diverged, with no value. -1 when it perturbed nothing.
 */
static int
probe_of(struct profile *c, const struct fi_compare *cmp,
	 const struct prof_capture *gold, const struct prof_capture *ctrl,
	 const unsigned *site_call, uint64_t nsites, struct probe_run *r,
	 struct prof_probe *out)
{
	struct prof_capture cap;
	bool equal = false;
	int rc;

	if (r->res.end != FI_END_EXIT || prof_capture_read(&cap, r->capture)) {
		*out = (struct prof_probe){ .instance = r->at,
					    .isfloat = r->isfloat,
					    .diverged = true, .differ = -1 };
		return 0;
	}
	rc = prof_spread_probe(gold, ctrl, &cap, site_call, nsites, out);
	if (!rc)
		out->differ = fi_outputs_equal(&c->res, &r->res, cmp, &equal) ?
			      -1 : !equal;
	prof_capture_release(&cap);
	return rc;
}

/*
 * Spread probes (--probes; profiler/spread.c): one control run, then two
 * perturbed runs of each store probe_stores chose, at its executions
 * n/3 and 2n/3 (rounded up); the profile's "spread". Nothing when the
 * run printed no double, or when the control printed otherwise (a
 * nondeterministic program: a note says so).
 */
static int
spread(struct profile *c, json_t *prof)
{
	unsigned nst = 0, nruns = 0, ns = 0;
	struct probe_store st[64];
	struct prof_capture gold = { 0 }, ctrl = { 0 };
	struct probe_run *r = NULL;
	struct prof_spread *sp = NULL;
	unsigned *site_call = NULL;
	uint64_t nsites = 0;
	struct fi_compare cmp = { 0 };
	bool have_cmp = false, equal;
	int rc = -1;

	if (!c->capture || c->res.end != FI_END_EXIT ||
	    prof_capture_read(&gold, c->capture) || !gold.n) {
		rc = 0;
		goto out;
	}
	probe_stores(c, prof, st, &nst);
	if (!nst) {
		rc = 0;
		goto out;
	}
	r = xcalloc(2 * nst + 1, sizeof(*r));
	nruns = 1;
	for (unsigned k = 0; k < nst; k++) {
		uint64_t a = (st[k].count + 2) / 3,
			 b = (2 * st[k].count + 2) / 3;

		r[nruns++] = (struct probe_run){ .store = st[k].id, .at = a,
						 .isfloat = st[k].isfloat };
		if (b != a)
			r[nruns++] = (struct probe_run){ .store = st[k].id,
							 .at = b,
							 .isfloat = st[k].isfloat };
	}
	if (program_compare(&c->prog, &cmp))
		goto out;
	have_cmp = true;
	if (probe_runs(c, r, nruns))
		goto out;
	if (r[0].res.end != FI_END_EXIT ||
	    prof_capture_read(&ctrl, r[0].capture) ||
	    !prof_capture_deterministic(&gold, &ctrl) ||
	    fi_outputs_equal(&c->res, &r[0].res, &cmp, &equal) || !equal) {
		if (!c->quiet)
			fprintf(stderr, "trident: note: '%s' printed otherwise "
				"when run again: no spread probes\n",
				c->prog.module);
		rc = 0;
		goto out;
	}
	sp = xcalloc(nst + 1, sizeof(*sp));
	site_call = site_calls(&c->plan, &nsites);
	for (unsigned k = 1; k < nruns; k++) {
		struct prof_probe pr;

		if (probe_of(c, &cmp, &gold, &ctrl, site_call, nsites, &r[k],
			     &pr))
			continue;
		if (!ns || sp[ns - 1].id != r[k].store) {
			sp[ns].id = r[k].store;
			sp[ns].probes = xcalloc(2, sizeof(*sp[ns].probes));
			ns++;
		}
		sp[ns - 1].probes[sp[ns - 1].n++] = pr;
	}
	json_object_set_new(prof, "spread", prof_spread_json(sp, ns));
	rc = 0;
out:
	for (unsigned k = 0; k < nruns; k++) {
		if (r[k].ran)
			fi_run_release(&r[k].res);
		if (r[k].capture)
			unlink(r[k].capture);
		free(r[k].capture);
	}
	for (unsigned k = 0; k < ns; k++) {
		for (unsigned j = 0; j < sp[k].n; j++)
			prof_probe_release(&sp[k].probes[j]);
		free(sp[k].probes);
	}
	free(sp);
	free(site_call);
	free(r);
	if (have_cmp)
		fi_compare_release(&cmp);
	prof_capture_release(&gold);
	prof_capture_release(&ctrl);
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
	if (!prof)
		goto out;
	cli_phase(&c->timer, "profile (read)");
	/* The profile stands without its probes. */
	if (spread(c, prof))
		fprintf(stderr, "trident: warning: '%s': no spread probes: %s\n",
			c->prog.module, tr_errmsg());
	cli_phase(&c->timer, "spread probes");
	if (prof_json_write(prof, c->out))
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
	struct profile c = { .limits = LIMITS_DEFAULT, .opt = "-O0",
			     .probes = 2 };
	bool halves = false;
	struct fi_build build = { .clang = TRIDENT_CLANG_PATH,
				  .halves = &halves };
	struct ir_verify verify = { .fd = -1 };
	int rc, status = EXIT_FAIL;

	cli_timer_start(&c.timer);
	rc = parse_options(&c, argc, argv);
	if (rc) {
		program_release(&c.prog);
		return rc == OPT_HELP ? EXIT_OK : rc;
	}
	if (getenv("TRIDENT_CLANG"))
		build.clang = getenv("TRIDENT_CLANG");
	build.runtime = program_runtime_path("TRIDENT_PROF_RUNTIME",
					     "libtrident_prof_rt.a");

	if (program_load_manifest(&c.prog) ||
	    ir_module_load(&c.m, c.prog.module) || program_check_main(&c.m)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	ir_ids_assign(&c.m);
	build.ldflags = c.prog.ldflags.v;
	build.opt = c.opt;
	cli_phase(&c.timer, "module (load, verify, ids)");
	if (prof_plan_build(&c.plan, &c.m, c.atomic, !c.lite)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	/* The instrumented module is verified beside its build. */
	if (prof_instrument(&c.m, &c.plan, &verify) || make_work(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	cli_phase(&c.timer, "plan and instrument");
	c.raw = xpathjoin(c.work, "counters.raw");
	if (c.build_dir) {
		bool built;

		/* An invalid module's message first: its build says less. */
		rc = shared_build(&c, &build, &built);
		if (ir_verify_finish(&verify, &c.m) || rc) {
			cli_fail("%s", tr_errmsg());
			goto out;
		}
		cli_phase(&c.timer, built ? "build (in --build-dir)" :
					    "build (reused from --build-dir)");
	} else {
		rc = build_here(&c, &build);
		if (ir_verify_finish(&verify, &c.m) || rc) {
			/* The message names the build directory, which
			   stays. */
			cli_fail("%s", tr_errmsg());
			goto out;
		}
		cli_phase(&c.timer, halves ? "build (code in two halves, link)" :
					     "build (code, link)");
	}
	if (run(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	cli_phase(&c.timer, "run");
	if (write_profile(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	cli_phase(&c.timer, "profile (JSON)");
	if (c.res.end == FI_END_SIGNAL)
		fprintf(stderr, "trident: warning: '%s' was killed by signal %d "
			"(%s); the profile '%s' is flagged as crashed\n",
			c.prog.module, c.res.code, strsignal(c.res.code), c.out);
	else if (c.res.code)
		fprintf(stderr, "trident: warning: '%s' exited with status %d\n",
			c.prog.module, c.res.code);
	cli_timer_total(&c.timer);
	status = EXIT_OK;
out:
	/* Reaped, if a failure came between its start and its finish. */
	ir_verify_finish(&verify, &c.m);
	/* The probes' reference capture: theirs are gone already. */
	if (c.capture)
		unlink(c.capture);
	if (c.temporary) {
		fi_run_release(&c.res);
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
	free(c.capture);
	free(c.work);
	free(c.build);
	free((char *)build.runtime);
	return status;
}
