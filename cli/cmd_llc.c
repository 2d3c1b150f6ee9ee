/*
 * cmd_llc.c: `trident llc`, the long-latency-crash locations of a program
 * and a report for checkpoint design (thesis ch. 4; docs/llc.md):
 *
 *   load and id the module, CrashFinder-static (crashfinder/static.c);
 *   the dynamic phase: a copy of the module instrumented for it, built and
 *     run once (DIR/dynamic.txt: counts, ranges, call-sequence samples);
 *   the injection binary: another copy with only the candidates as fault
 *     sites (validate.h fi_instrument_only), its fault-free runs, whose
 *     count of candidate instances must be the dynamic phase's;
 *   rounds of selective injection (crashfinder/plan.c) until every
 *     candidate has an LLC or is out of samples (under --budget, then
 *     round the samples again until it is spent), as one campaign in DIR
 *     (journal, --resume);
 *   --protect: the program with range checks written, every long-latency
 *     crash replayed on it (DIR/protect), and timed (crashfinder/protect.c);
 *   the report: DIR/llc.json, DIR/llc.sarif, the table, -o, --sarif.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <llvm-c/Core.h>

#include "analysis.h"
#include "cli.h"
#include "crashfinder.h"
#include "selective-dup.h"
#include "validate.h"

struct llc {
	/* options */
	struct campaign_opts o;
	struct program prog;
	struct limits limits;
	uint64_t threshold;
	unsigned samples;
	uint64_t budget;	/* injections at most; 0: no limit */
	bool static_only, timings, quiet;
	const char *output, *sarif, *protect, *campaign;
	/* state */
	struct cli_timer timer;
	struct ir_module m;
	char hash[17];
	struct cf_static st;
	struct cf_dynamic dyn;
	struct cf_plan plan;
	struct cf_result *results;
	struct fi_replay *replay;
	struct fi_entry *entries;
	size_t nentries;
	uint64_t golden_insts;
	int exit_code;		/* the program's, in the dynamic phase */
	double seconds[3];
	struct cf_protected prot;
	struct cf_uniform uni;	/* --campaign */
	int64_t *uni_lat;
	unsigned *uni_llc;
};

/* Pairs of timed loops of the original and the protected program. */
#define PROTECT_TIMING_PAIRS 5

/*
 * Sampled instances per candidate at most: 8 by default; with --budget,
 * whose last round is cut anyway, 32, so that a budget the first eight
 * rounds leave unspent goes on injecting. Measured with bench/llc recall
 * (seeds 1-3, budget 10% of the truth's runs): development half 93.7% at
 * 8, 93.9% at 16, 94.5% at 32, 93.2% at 64; then, held out, 87.8% ->
 * 89.2% and fresh 89.2% -> 89.7% at 32 (docs/results/llc/README.md).
 */
#define LLC_SAMPLES 8
#define LLC_BUDGET_SAMPLES 32

static int
parse_options(struct llc *c, int argc, char **argv)
{
	const struct opt opts[] = {
		OPT_GROUP("crashfinder"),
		OPT_U64(0, "threshold", &c->threshold, "N", 1, INT64_MAX,
			"a long-latency crash is a crash by signal more than N "
			"dynamic IR instructions after the fault"),
		OPT_UINT(0, "samples", &c->samples, "N", 1, 1000000,
			 "sampled instances injected per candidate at most "
			 "(one per distinct call sequence, thinned evenly; "
			 "with --budget, a budget left goes round them again "
			 "with other bits) (default 8, or 32 with --budget)"),
		OPT_U64(0, "budget", &c->budget, "N", 1, 100000000,
			"inject N times at most (the last round is cut, whole "
			"candidates drawn from the seed; default: no limit "
			"but --samples)"),
		OPT_U64('s', "seed", &c->o.seed, "S", 0, INT64_MAX,
			"seed of the bits injected"),
		OPT_BOOL(0, "static-only", &c->static_only, "CrashFinder-"
			 "static alone: list the candidates, run nothing"),
		OPT_STRING(0, "campaign", &c->campaign, "DIR", "a uniform "
			   "`trident inject` campaign of the same program: the "
			   "whole program's crash latencies, and how many of "
			   "its long-latency crashes the locations hold"),
		OPT_STRING(0, "protect", &c->protect, "OUT", "write the "
			   "program with a range check after each location "
			   "(OUT.bc, OUT.ll, or an executable), replay the "
			   "long-latency crashes on it and time it"),
		OPT_GROUP("campaign"),
		OPT_JOBS(&c->o.jobs),
		OPT_STRING('d', "dir", &c->o.dir, "DIR", "work directory: the "
			   "dynamic phase's output, the injections' campaign "
			   "(journal.jsonl), llc.json and llc.sarif; one "
			   "already there is refused unless --resume or "
			   "--force"),
		OPT_CAMPAIGN_DIR(&c->o),
		OPT_DOUBLE(0, "timeout-factor", &c->o.timeout_factor, "X", 0,
			   1e6, OPT_ABOVE, "an injected run is a hang after X "
			   "golden run times"),
		OPT_DOUBLE(0, "timeout-floor", &c->o.timeout_floor, "S", 0,
			   1e6, 0, "and after at least S seconds (a hang is no "
			   "crash: shorter than inject's)"),
		OPT_PROGRAM(&c->prog),
		OPT_LIMITS(&c->limits),
		OPT_GROUP("output"),
		OPT_STRING('o', "output", &c->output, "FILE", "write the JSON "
			   "report to FILE too (it is always in DIR/llc.json)"),
		OPT_STRING(0, "sarif", &c->sarif, "FILE", "write the LLC "
			   "locations as SARIF 2.1.0 to FILE too (always in "
			   "DIR/llc.sarif)"),
		OPT_TOP(&c->o.top),
		OPT_QUIET(&c->quiet),
		OPT_TIMINGS(&c->timings, "static, dynamic, injection"),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident llc",
		.usage = "[options] PROGRAM.{ll,bc} [-- ARGS...]",
		.about =
		"Find the instructions where a bit flip can crash the program long\n"
		"after the fault (long-latency crashes, which can corrupt a\n"
		"checkpoint): CrashFinder's three patterns on the IR (pointers written\n"
		"to memory, loop bounds and array indices, global state in branches),\n"
		"one profiled run that samples each candidate once per distinct call\n"
		"sequence, and two injections per sample (a low-order and a\n"
		"high-order bit), each replayable with `trident inject --site`.\n",
		.footer =
		"The report (docs/llc.md): every LLC location with its pattern,\n"
		"source line, latencies and the value range a range check would\n"
		"enforce; the share of static and dynamic instructions; crash\n"
		"latencies. Also SARIF 2.1.0 for code-scanning viewers.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "a program module", .args = true,
	};

	return program_parse(&cmd, argc, argv, &c->prog);
}

/*
 * How this command builds a binary of the program: clang (TRIDENT_CLANG
 * overrides), the program's link flags, and the runtime lib (found as
 * program_runtime_path does, env overriding; NULL: none), which the
 * caller frees.
 */
static struct fi_build
llc_build(const struct llc *c, const char *env, const char *lib)
{
	struct fi_build b = { .clang = TRIDENT_CLANG_PATH };

	if (getenv("TRIDENT_CLANG"))
		b.clang = getenv("TRIDENT_CLANG");
	b.runtime = lib ? program_runtime_path(env, lib) : NULL;
	b.ldflags = c->prog.ldflags.v;
	return b;
}

/* The settings a resumed run must share with the first one. */
static json_t *
settings_json(const struct llc *c)
{
	json_t *args = program_args_json(&c->prog);

	return json_pack("{s:s, s:s, s:s, s:o, s:I, s:I, s:i, s:i, s:I}",
			 "kind", "llc", "module", c->prog.module, "hash",
			 c->hash, "args", args, "seed", (json_int_t)c->o.seed,
			 "threshold", (json_int_t)c->threshold, "samples",
			 c->samples, "candidates", c->st.n, "budget",
			 (json_int_t)c->budget);
}

/*
 * A copy of the module, as a view (the copy is the caller's to dispose of
 * after ir_module_view_release), with its candidates found again: they
 * must be the original's, id for id.
 */
static int
copy_module(const struct llc *c, struct ir_module *v, struct cf_static *st)
{
	ir_module_view(v, LLVMCloneModule(c->m.mod));
	if (cf_static_find(v, st))
		return -1;
	if (st->n != c->st.n)
		return tr_error("'%s': a copy of the module has %u candidates, "
				"the module %u (a trident bug)", c->prog.module,
				st->n, c->st.n);
	for (unsigned k = 0; k < st->n; k++)
		if (st->c[k].id != c->st.c[k].id)
			return tr_error("'%s': a copy of the module has other "
					"candidates (a trident bug)",
					c->prog.module);
	return 0;
}

static void
drop_copy(struct ir_module *v, struct cf_static *st)
{
	LLVMModuleRef mod = v->mod;

	cf_static_release(st);
	ir_module_view_release(v);
	if (mod)
		LLVMDisposeModule(mod);
}

/* The dynamic phase: build, run once, read DIR/dynamic.txt. */
static int
dynamic_phase(struct llc *c, struct campaign_dir *d)
{
	struct fi_build build = llc_build(c, "TRIDENT_CF_RUNTIME",
					  "libtrident_cf_rt.a");
	struct ir_module v = { 0 };
	struct cf_static st = { 0 };
	struct fi_run_result res = { 0 };
	struct fi_run_spec spec;
	char *exe = campaign_dir_file(d, "program.cf");
	char *out = campaign_dir_file(d, "dynamic.txt");
	char *tmp = campaign_dir_file(d, "tmp");
	char **argv = xcalloc(c->prog.args.n + 2, sizeof(*argv));
	char *env[2] = { NULL, NULL };
	int rc = -1;

	if (mkdir(tmp, 0777) && errno != EEXIST) {
		tr_error("cannot create '%s': %s", tmp, strerror(errno));
		goto out;
	}
	if (copy_module(c, &v, &st) || cf_dyn_instrument(&v, &st) ||
	    fi_build_binary(&v, &build, d->path, exe))
		goto out;
	argv[0] = exe;
	for (unsigned i = 0; i < c->prog.args.n; i++)
		argv[i + 1] = c->prog.args.v[i];
	if (asprintf(&env[0], "%s=out=%s max=%u", CF_ENV_CONTROL, out,
		     c->samples) < 0)
		abort();
	unlink(out);
	program_run_spec(&c->prog, &c->limits, argv, tmp, &spec);
	spec.env = env;
	if (fi_run_setup() || fi_run(&spec, &res))
		goto out;
	if (res.end == FI_END_TIMEOUT) {
		tr_error("'%s' did not end within %g s (--timeout) in the "
			 "dynamic phase", c->prog.module, c->limits.timeout);
		goto out;
	}
	if (res.end == FI_END_SIGNAL) {
		tr_error("'%s' was killed by signal %d (%s) in the dynamic "
			 "phase", c->prog.module, res.code, strsignal(res.code));
		goto out;
	}
	if (cf_dyn_read(out, &c->st, &c->dyn))
		goto out;
	c->exit_code = res.code;
	c->seconds[1] = cli_phase(&c->timer, "dynamic");
	rc = 0;
out:
	fi_run_release(&res);
	drop_copy(&v, &st);
	free((char *)build.runtime);
	free(env[0]);
	free(argv);
	free(exe);
	free(out);
	free(tmp);
	return rc;
}

/* The injection binary DIR/program.fi and DIR/sites.txt. */
static int
injection_binary(struct llc *c, struct campaign_dir *d, char **exe)
{
	struct fi_build build = llc_build(c, "TRIDENT_RUNTIME",
					  "libtrident_fi_rt.a");
	struct fi_instrument_stats stats;
	struct ir_module v = { 0 };
	struct cf_static st = { 0 };
	char *sites = campaign_dir_file(d, "sites.txt");
	unsigned *ids = xcalloc(c->st.n ? c->st.n : 1, sizeof(*ids));
	int rc = -1;

	*exe = campaign_dir_file(d, "program.fi");
	for (unsigned k = 0; k < c->st.n; k++)
		ids[k] = c->st.c[k].id;
	if (copy_module(c, &v, &st) || fi_sites_write(&v, sites) ||
	    fi_instrument_only(&v, ids, c->st.n, &stats))
		goto out;
	if (stats.sites != c->st.n) {
		tr_error("'%s': %u of %u candidates instrumented (a trident "
			 "bug)", c->prog.module, stats.sites, c->st.n);
		goto out;
	}
	rc = fi_build_binary(&v, &build, d->path, *exe);
out:
	drop_copy(&v, &st);
	free((char *)build.runtime);
	free(sites);
	free(ids);
	return rc;
}

/* Whether an injection's result is a long-latency crash. */
static bool
is_llc(const struct llc *c, const struct cf_result *r)
{
	return r->crash && r->latency >= 0 &&
	       (uint64_t)r->latency > c->threshold;
}

/* The journal read back into c->results (by run index), done[] marked. */
static int
collect(struct llc *c, struct campaign_dir *d, bool *done)
{
	char *path = campaign_dir_file(d, "journal.jsonl");
	int rc = -1;

	free(c->entries);
	c->entries = NULL;
	if (fi_journal_read(path, true, &c->entries, &c->nentries, NULL))
		goto out;
	c->results = xrealloc(c->results, (c->plan.n ? c->plan.n : 1) *
			      sizeof(*c->results));
	memset(c->results, 0, c->plan.n * sizeof(*c->results));
	for (size_t i = 0; i < c->nentries; i++) {
		const struct fi_entry *e = &c->entries[i];
		const struct cf_site *s;
		struct cf_result *r;

		if (e->index >= c->plan.n)
			continue;
		s = &c->plan.sites[e->index];
		r = &c->results[e->index];
		if (e->outcome != FI_NOT_INJECTED &&
		    e->id != c->st.c[s->cand].id) {
			tr_error("'%s': run %llu injected instruction #%u at "
				 "instance %llu, where the dynamic phase saw "
				 "#%u: the program does not run the same way "
				 "twice", c->prog.module,
				 (unsigned long long)e->index, e->id,
				 (unsigned long long)s->instance,
				 c->st.c[s->cand].id);
			goto out;
		}
		r->id = e->outcome == FI_NOT_INJECTED ? 0 : e->id;
		r->bit = e->bit;
		r->crash = e->outcome == FI_CRASH && e->signal;
		r->signal = e->signal;
		r->latency = e->latency;
		r->outcome = fi_outcome_name(e->outcome);
		if (is_llc(c, r))
			done[s->cand] = true;
	}
	rc = 0;
out:
	free(path);
	return rc;
}

/* The rounds of selective injection. */
static int
inject_rounds(struct llc *c, struct campaign_dir *d,
	      const struct campaign_program *p)
{
	struct fi_site_campaign *sc = NULL;
	bool *done = xcalloc(c->st.n ? c->st.n : 1, sizeof(*done));
	int *boundary = xcalloc(c->st.n ? c->st.n : 1, sizeof(*boundary));
	int rc = -1;

	if (fi_sites_begin(d, &c->o, p, &sc))
		goto out;
	if (fi_sites_count(sc) != c->dyn.total) {
		tr_error("'%s': the injection binary ran %llu candidate "
			 "instances, the dynamic phase %llu: the program does "
			 "not run the same way twice", c->prog.module,
			 (unsigned long long)fi_sites_count(sc),
			 (unsigned long long)c->dyn.total);
		goto out;
	}
	c->golden_insts = fi_sites_insts(sc);
	for (unsigned r = 0; r < 2 * c->samples; r++) {
		uint64_t before = c->plan.n, added = 0;

		/* From the second round on, the boundary steps of what the
		   rounds before found (plan.c). */
		if (r > 0) {
			cf_boundary_bits(&c->plan, c->results, c->threshold,
					 c->st.n, done, boundary);
			c->plan.boundary = boundary;
		}
		if (r < c->samples || c->plan.again)
			added = cf_plan_round(&c->plan, &c->st, &c->dyn, done,
					      r, c->samples, c->o.seed);
		/* Every candidate done or out of samples, or --samples
		   rounds, and a budget left: round the samples again, with
		   other bits. */
		if (!added && c->budget > c->plan.n && !c->plan.again) {
			c->plan.again = true;
			added = cf_plan_round(&c->plan, &c->st, &c->dyn, done,
					      r, c->samples, c->o.seed);
		}
		if (c->budget)
			added = cf_plan_trim(&c->plan, before, c->budget >
					     before ? c->budget - before : 0,
					     c->o.seed);
		if (!added)
			break;
		c->replay = xrealloc(c->replay, c->plan.n * sizeof(*c->replay));
		for (uint64_t i = 0; i < c->plan.n; i++)
			c->replay[i] = (struct fi_replay){
				c->st.c[c->plan.sites[i].cand].id,
				c->plan.sites[i].instance,
				c->plan.sites[i].bit };
		if (!c->quiet)
			fprintf(stderr, "round %u: %llu injections\n", r + 1,
				(unsigned long long)added);
		if (fi_sites_run(sc, c->replay, c->plan.n) ||
		    collect(c, d, done))
			goto out;
	}
	rc = 0;
out:
	fi_sites_end(sc);
	c->plan.boundary = NULL;
	free(boundary);
	free(done);
	return rc;
}

/* The injection binary, then the rounds (p gets the binary, *exe). */
static int
injection_phase(struct llc *c, struct campaign_dir *d,
		struct campaign_program *p, char **exe)
{
	if (injection_binary(c, d, exe))
		return -1;
	p->exe = *exe;
	if (inject_rounds(c, d, p))
		return -1;
	c->seconds[2] = cli_phase(&c->timer, "injection");
	return 0;
}

/* chosen[k]: candidate k has a long-latency crash. */
static bool *
llc_candidates(const struct llc *c)
{
	bool *chosen = xcalloc(c->st.n ? c->st.n : 1, sizeof(*chosen));

	for (uint64_t r = 0; r < c->plan.n; r++)
		if (is_llc(c, &c->results[r]))
			chosen[c->plan.sites[r].cand] = true;
	return chosen;
}

/* A copy of the module with the range checks (v and st the caller's to
   drop with drop_copy). */
static int
protected_copy(struct llc *c, const bool *chosen, struct ir_module *v,
	       struct cf_static *st)
{
	const struct dup_opts o = { .on_detect = DUP_DETECT_HOOK };

	return copy_module(c, v, st) ||
	       cf_protect(v, st, &c->dyn, chosen, &o, &c->prot.checks);
}

/* Whether --protect names a module (.bc, .ll) rather than an executable. */
static bool
protect_is_module(const struct llc *c)
{
	const char *dot = strrchr(c->protect, '.');

	return dot && (!strcmp(dot, ".bc") || !strcmp(dot, ".ll"));
}

/* The protected program written where --protect says. */
static int
protect_write(struct llc *c, const bool *chosen, const char *dir)
{
	struct fi_build build = llc_build(c, NULL, NULL);
	struct ir_module v = { 0 };
	struct cf_static st = { 0 };
	int rc = -1;

	if (protected_copy(c, chosen, &v, &st))
		goto out;
	if (protect_is_module(c))
		rc = ir_module_write(&v, c->protect);
	else
		rc = fi_build_binary(&v, &build, dir, c->protect);
out:
	drop_copy(&v, &st);
	return rc;
}

/*
 * The long-latency crashes replayed on the protected program: a campaign
 * in DIR/protect of the same sites on its injection binary, tallied.
 */
static int
protect_replay(struct llc *c, const bool *chosen, struct campaign_dir *d,
	       const struct campaign_program *p0)
{
	struct campaign_opts o = c->o;
	struct campaign_dir pd = { .lock_fd = -1 };
	struct campaign_program p = *p0;
	struct fi_build build = llc_build(c, "TRIDENT_RUNTIME",
					  "libtrident_fi_rt.a");
	struct fi_instrument_stats stats;
	struct fi_site_campaign *sc = NULL;
	struct ir_module v = { 0 };
	struct cf_static st = { 0 };
	struct fi_replay *sites = xcalloc(c->plan.n ? c->plan.n : 1,
					  sizeof(*sites));
	unsigned *ids = xcalloc(c->st.n ? c->st.n : 1, sizeof(*ids));
	char *dir = campaign_dir_file(d, "protect"), *exe = NULL, *path = NULL;
	struct fi_entry *e = NULL;
	size_t ne = 0;
	uint64_t n = 0;
	int rc = -1;

	for (uint64_t r = 0; r < c->plan.n; r++)
		if (is_llc(c, &c->results[r]))
			sites[n++] = c->replay[r];
	for (unsigned k = 0; k < c->st.n; k++)
		ids[k] = c->st.c[k].id;
	o.dir = dir;
	o.resume = false;
	o.force = true;
	o.runs = n ? n : 1;
	exe = xpathjoin(dir, "program.fi");
	path = xpathjoin(dir, "journal.jsonl");
	if (campaign_dir_open(&pd, &o) ||
	    campaign_dir_claim(&pd, &o, json_pack("{s:s, s:s}", "kind",
		"llc-protect", "hash", c->hash)) ||
	    protected_copy(c, chosen, &v, &st) ||
	    fi_instrument_only(&v, ids, c->st.n, &stats) ||
	    fi_build_binary(&v, &build, dir, exe))
		goto out;
	p.exe = exe;
	if (fi_sites_begin(&pd, &o, &p, &sc)) {
		tr_error("the protected program: %s", tr_errmsg());
		goto out;
	}
	if (fi_sites_count(sc) != c->dyn.total) {
		tr_error("'%s': the protected program ran %llu candidate "
			 "instances, the original %llu (a trident bug)",
			 c->prog.module, (unsigned long long)fi_sites_count(sc),
			 (unsigned long long)c->dyn.total);
		goto out;
	}
	if (fi_sites_run(sc, sites, n) ||
	    fi_journal_read(path, true, &e, &ne, NULL))
		goto out;
	c->prot.runs = ne;
	for (size_t i = 0; i < ne; i++)
		if (e[i].outcome == FI_DETECTED)
			c->prot.detected++;
		else if (e[i].outcome == FI_CRASH && e[i].latency >= 0 &&
			 (uint64_t)e[i].latency > c->threshold)
			c->prot.llc_left++;
		else if (e[i].outcome == FI_CRASH)
			c->prot.crash_short++;
		else
			c->prot.other++;
	rc = 0;
out:
	fi_sites_end(sc);
	campaign_dir_close(&pd);
	drop_copy(&v, &st);
	free((char *)build.runtime);
	free(e);
	free(sites);
	free(ids);
	free(dir);
	free(exe);
	free(path);
	return rc;
}

/* The original and the protected program, natively, timed in pairs. */
static int
protect_time(struct llc *c, const bool *chosen, struct campaign_dir *d)
{
	struct fi_build build = llc_build(c, NULL, NULL);
	struct ir_module v = { 0 };
	struct cf_static st = { 0 };
	char *base = campaign_dir_file(d, "protect/native");
	char *prot = NULL;
	char *tmp = campaign_dir_file(d, "tmp");
	double ratio;
	int rc = -1;

	if (copy_module(c, &v, &st) || fi_build_binary(&v, &build, d->path,
						       base))
		goto out;
	drop_copy(&v, &st);
	/* An executable --protect wrote is the protected build: time it
	   (runs take an absolute path). */
	if (protect_is_module(c)) {
		prot = campaign_dir_file(d, "protect/native.protected");
		if (protected_copy(c, chosen, &v, &st) ||
		    fi_build_binary(&v, &build, d->path, prot))
			goto out;
	} else if (!(prot = realpath(c->protect, NULL))) {
		tr_error("cannot find '%s': %s", c->protect, strerror(errno));
		goto out;
	}
	if (program_time_pairs(&c->prog, &c->limits, tmp, base, prot,
			       PROTECT_TIMING_PAIRS,
			       c->exit_code, &ratio, &c->prot.time_original,
			       &c->prot.time_protected))
		goto out;
	c->prot.timing_runs = PROTECT_TIMING_PAIRS;
	rc = 0;
out:
	drop_copy(&v, &st);
	free(base);
	free(prot);
	free(tmp);
	return rc;
}

/* --protect: write, replay, time. */
static int
protect_phase(struct llc *c, struct campaign_dir *d,
	      const struct campaign_program *p)
{
	bool *chosen;
	int rc;

	if (!c->protect)
		return 0;
	chosen = llc_candidates(c);
	c->prot.output = c->protect;
	rc = protect_write(c, chosen, d->path) ||
	     protect_replay(c, chosen, d, p) || protect_time(c, chosen, d) ?
	     -1 : 0;
	free(chosen);
	return rc;
}

/*
 * --campaign DIR: a `trident inject` campaign of this module and these
 * arguments over the whole program (campaign.json says so), read into
 * c->uni.
 */
static int
uniform_campaign(struct llc *c)
{
	char *cpath, *jpath;
	json_t *set = NULL, *args;
	json_error_t err;
	struct fi_entry *e = NULL;
	size_t n = 0;
	int rc = -1;

	if (!c->campaign)
		return 0;
	cpath = xpathjoin(c->campaign, "campaign.json");
	jpath = xpathjoin(c->campaign, "journal.jsonl");
	set = json_load_file(cpath, 0, &err);
	if (!set) {
		tr_error("--campaign: cannot read '%s': %s", cpath, tr_one_line(err.text));
		goto out;
	}
	args = program_args_json(&c->prog);
	if (!json_is_string(json_object_get(set, "hash")) ||
	    strcmp(json_string_value(json_object_get(set, "hash")), c->hash)) {
		tr_error("--campaign: '%s' is another module's campaign", cpath);
	} else if (!json_equal(json_object_get(set, "args"), args)) {
		tr_error("--campaign: '%s' ran other arguments", cpath);
	} else if (json_integer_value(json_object_get(set, "inst")) ||
		   json_is_true(json_object_get(set, "dummy"))) {
		tr_error("--campaign: '%s' is not a campaign over the whole "
			 "program (--inst or --dummy)", cpath);
	} else if (!fi_journal_read(jpath, true, &e, &n, NULL)) {
		rc = 0;
	}
	json_decref(args);
	if (rc)
		goto out;
	c->uni_lat = xcalloc(n ? n : 1, sizeof(*c->uni_lat));
	c->uni_llc = xcalloc(n ? n : 1, sizeof(*c->uni_llc));
	c->uni.dir = c->campaign;
	c->uni.crash_latency = c->uni_lat;
	c->uni.llc_ids = c->uni_llc;
	for (size_t i = 0; i < n; i++) {
		c->uni.runs += e[i].outcome != FI_NOT_INJECTED;
		if (e[i].outcome != FI_CRASH || !e[i].signal)
			continue;
		c->uni_lat[c->uni.ncrash++] = e[i].latency;
		if (e[i].latency >= 0 && (uint64_t)e[i].latency > c->threshold)
			c->uni_llc[c->uni.nllc++] = e[i].id;
	}
out:
	json_decref(set);
	free(e);
	free(cpath);
	free(jpath);
	return rc;
}

/* The report: DIR/llc.json, DIR/llc.sarif, -o, --sarif, the table. */
static int
report(struct llc *c, const char *dir)
{
	struct cf_report_in in = {
		.module = c->prog.module, .hash = c->hash,
		.args = c->prog.args.v, .nargs = c->prog.args.n,
		.threshold = c->threshold, .seed = c->o.seed,
		.max_samples = c->samples, .budget = c->budget, .st = &c->st,
		.dyn = c->static_only ? NULL : &c->dyn,
		.sites = c->plan.sites, .results = c->results,
		.nresults = c->static_only ? 0 : c->plan.n,
		.golden_insts = c->golden_insts,
		.prot = c->protect && !c->static_only ? &c->prot : NULL,
		.uniform = c->campaign && !c->static_only ? &c->uni : NULL,
	};
	json_t *j, *sarif = NULL;
	char *jp = dir ? xpathjoin(dir, "llc.json") : NULL;
	char *sp = dir ? xpathjoin(dir, "llc.sarif") : NULL;
	char *tp = dir ? xpathjoin(dir, "llc.txt") : NULL;
	const char *failed = NULL;
	const size_t flags = JSON_SORT_KEYS | JSON_INDENT(1) |
			     JSON_REAL_PRECISION(6);
	int rc = -1;

	memcpy(in.seconds, c->seconds, sizeof(in.seconds));
	j = cf_report_json(&in);
	if (!c->static_only)
		sarif = cf_report_sarif(j, TRIDENT_VERSION);
	if (jp && json_dump_file(j, jp, flags))
		failed = jp;
	else if (c->output && json_dump_file(j, c->output, flags))
		failed = c->output;
	else if (sarif && sp && json_dump_file(sarif, sp, flags))
		failed = sp;
	else if (sarif && c->sarif && json_dump_file(sarif, c->sarif, flags))
		failed = c->sarif;
	else if (sarif && tp && cf_report_write_ids(j, tp))
		failed = tp;
	if (failed) {
		tr_error("cannot write '%s': %s", failed, strerror(errno));
		goto out;
	}
	if (!c->quiet)
		cf_report_print(stdout, j, c->o.top);
	rc = 0;
out:
	json_decref(j);
	json_decref(sarif);
	free(jp);
	free(sp);
	free(tp);
	return rc;
}

int
cmd_llc(int argc, char **argv)
{
	struct llc c = {
		.o = { .dir = "trident-llc", .command = "trident llc",
		       .argv = argv + 1, .seed = 1, .top = 20, .runs = 1,
		       .model = FI_MODEL_BITFLIP, .timeout_factor = 10,
		       .timeout_floor = 0.25 },
		.limits = LIMITS_DEFAULT, .threshold = 1000,
	};
	struct campaign_dir d = { .lock_fd = -1 };
	struct campaign_program p;
	struct fi_compare cmp = { 0 };
	char *exe = NULL;
	int rc, status = EXIT_FAIL;

	c.o.jobs = opt_default_jobs();
	rc = parse_options(&c, argc, argv);
	if (rc) {
		status = rc == OPT_HELP ? EXIT_OK : rc;
		goto out;
	}
	if (!c.samples)
		c.samples = c.budget ? LLC_BUDGET_SAMPLES : LLC_SAMPLES;
	/* The injections' own summary table is not this command's. */
	c.o.quiet = true;
	program_campaign_limits(&c.limits, &c.o);
	if (c.o.resume)
		c.o.runs = 0;
	cli_timer_start(&c.timer);
	c.timer.on = c.timings;
	if (program_load_manifest(&c.prog) ||
	    ir_module_load(&c.m, c.prog.module) || program_check_main(&c.m)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	ir_ids_assign(&c.m);
	if (ir_module_hash(&c.m, c.hash) || cf_static_find(&c.m, &c.st)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	c.seconds[0] = cli_phase(&c.timer, "static");
	/* Nothing to run without candidates: the static report says so. */
	if (c.static_only || !c.st.n) {
		c.static_only = true;
		status = report(&c, NULL) ? cli_fail("%s", tr_errmsg()) :
			 EXIT_OK;
		goto out;
	}
	p = (struct campaign_program){
		.module = c.prog.module, .args = c.prog.args.v,
		.nargs = c.prog.args.n, .inputs = c.prog.inputs,
		.ninputs = c.prog.ninputs, .compare = &cmp,
		.stdin_path = c.prog.stdin_path,
	};
	if (program_compare(&c.prog, &cmp) || campaign_dir_open(&d, &c.o) ||
	    campaign_dir_claim(&d, &c.o, settings_json(&c)) ||
	    uniform_campaign(&c) || dynamic_phase(&c, &d) ||
	    injection_phase(&c, &d, &p, &exe) || protect_phase(&c, &d, &p) ||
	    report(&c, d.path)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	cli_timer_total(&c.timer);
	status = EXIT_OK;
out:
	campaign_dir_close(&d);
	fi_compare_release(&cmp);
	free(exe);
	free(c.results);
	free(c.replay);
	free(c.uni_lat);
	free(c.uni_llc);
	free(c.entries);
	cf_plan_release(&c.plan);
	cf_dyn_release(&c.dyn);
	cf_static_release(&c.st);
	ir_module_release(&c.m);
	program_release(&c.prog);
	return status;
}
