/*
 * cpu.c: the CPU fault-injection campaign (docs/inject.md) on the binary
 * that `trident inject` built: the runtime (validate/rt/fi_rt.c) reads its
 * orders from the environment (fi_protocol.h) and appends records.
 *
 *   1. Two fault-free runs, at once when --jobs allows. They must end
 *      normally, with the same exit status and the same outputs (stdout,
 *      declared output files): a program that prints a timer would make
 *      every run an SDC, so it is refused, naming the stream or file that
 *      changed. The first run is the golden run every run is compared
 *      with; it gives C, the number of dynamic fault-site instances, and
 *      the timeout (from the slower of the two). The second costs one run
 *      of the campaign's thousands, and no wall time when two cores run
 *      them side by side.
 *   2. C must be the campaign's first part's (state.json), or the runs of
 *      a resumed or extended campaign would not be those of one campaign.
 *   3. Run k injects at dynamic instance 1 + r mod C, with r =
 *      campaign_draw(seed, k), into the bit the runtime draws from
 *      campaign_mix(r): the same whatever --jobs is, and whatever part of
 *      the campaign runs it.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

struct cpu {
	struct campaign_dir *d;
	const struct campaign_opts *o;
	const struct campaign_program *p;
	const struct fi_replay *site;	/* --site, or NULL */
	const struct fi_replay *list;	/* fi_sites_run's runs, or NULL */
	char *tmp;
	struct fi_sites sites;
	struct fi_run_result golden;
	struct fi_record golden_rec;
	double golden_s;	/* the slower fault-free run's time */
	double timeout;
};

/* The spec of one run of the instrumented binary. */
static void
run_spec(const struct cpu *c, struct fi_run_spec *spec, char **argv,
	 char **env, double timeout)
{
	memset(spec, 0, sizeof(*spec));
	argv[0] = (char *)c->p->exe;
	for (unsigned i = 0; i < c->p->nargs; i++)
		argv[i + 1] = c->p->args[i];
	argv[c->p->nargs + 1] = NULL;
	spec->argv = argv;
	spec->env = env;
	spec->inputs = c->p->inputs;
	spec->ninputs = c->p->ninputs;
	spec->stdin_path = c->p->stdin_path;
	spec->tmpdir = c->tmp;
	spec->timeout_s = timeout;
	spec->cpu_s = (unsigned long)(timeout + 2);
	spec->mem_bytes = c->o->mem_mib << 20;
	spec->fsize_bytes = c->o->fsize_mib << 20;
	spec->aslr = c->o->aslr;
}

/* Where run k (or fault-free run k, golden) writes its records. */
static char *
record_path(const struct cpu *c, uint64_t k, bool golden)
{
	char *p;

	if (asprintf(&p, "%s/%s-%llu.rec", c->tmp, golden ? "golden" : "run",
		     (unsigned long long)k) < 0)
		abort();
	return p;
}

/* Start a run with the runtime's orders ctl ("mode=..."), tagged k. */
static int
start(struct cpu *c, struct fi_pool *pool, uint64_t k, const char *ctl,
      double timeout)
{
	char **argv = xcalloc(c->p->nargs + 2, sizeof(*argv));
	char *env[2] = { NULL, NULL };
	struct fi_run_spec spec;
	int rc;

	if (asprintf(&env[0], "%s=%s", FI_ENV_CONTROL, ctl) < 0)
		abort();
	run_spec(c, &spec, argv, env, timeout);
	rc = fi_pool_submit(pool, &spec, k);
	free(env[0]);
	free(argv);
	return rc;
}

/* Fault-free run i: it must end normally and leave its counters. */
static int
golden_check(struct cpu *c, const struct fi_run_result *res,
	     const struct fi_record *rec)
{
	const char *m = c->p->module;

	if (res->end == FI_END_TIMEOUT)
		return tr_error("the golden run of '%s' did not end within %g s "
				"(--golden-timeout)", m, c->o->golden_timeout);
	if (res->end == FI_END_SIGNAL)
		return tr_error("the golden run of '%s' was killed by signal %d "
				"(%s)", m, res->code, strsignal(res->code));
	if (rec->corrupt_line)
		return tr_error("the golden run of '%s' wrote a corrupt record "
				"(line %u: %s)", m, rec->corrupt_line,
				rec->corrupt);
	if (!rec->exited)
		return tr_error("the golden run of '%s' left no counters (it "
				"exited with status %d without running exit "
				"handlers?)", m, res->code);
	if (!rec->count)
		return tr_error("the golden run of '%s' executed no fault "
				"site%s", m, c->o->inst ?
				" (is --inst ever executed?)" : "");
	return 0;
}

/* The two fault-free runs must agree; the first is the golden run. */
static int
golden_compare(struct cpu *c, const struct fi_run_result res[2],
	       const struct fi_record rec[2])
{
	const char *m = c->p->module, *which;

	if (res[0].code != res[1].code)
		return tr_error("the two fault-free runs of '%s' exited with "
				"status %d and %d: the program does not run the "
				"same way twice", m, res[0].code, res[1].code);
	if (fi_outputs_differ(&res[0], &res[1], c->p->compare, &which))
		return -1;
	if (which)
		return tr_error("the two fault-free runs of '%s' wrote "
				"different %s%s%s: the program writes something "
				"that changes from run to run (a timer? "
				"--ignore-lines RE leaves such lines out)", m,
				fi_is_stream(which) ? "" : "'", which,
				fi_is_stream(which) ? "" : "'");
	if (rec[0].count != rec[1].count)
		campaign_warn("the two fault-free runs of '%s' executed %llu and "
			      "%llu fault-site instances: runs are drawn from "
			      "the first, and a replayed site may not hit the "
			      "same instruction", m,
			      (unsigned long long)rec[0].count,
			      (unsigned long long)rec[1].count);
	return 0;
}

/* The two fault-free runs: golden run, C and the timeout. */
static int
golden_runs(struct cpu *c)
{
	struct fi_pool *pool = fi_pool_new(c->o->jobs >= 2 ? 2 : 1);
	struct fi_run_result res[2] = { { 0 }, { 0 } };
	struct fi_record rec[2];
	char *recp[2] = { record_path(c, 0, true), record_path(c, 1, true) };
	int rc = -1;

	memset(rec, 0, sizeof(rec));
	for (uint64_t got = 0, sent = 0; got < 2; got++) {
		struct fi_run_result r;
		uint64_t k;

		for (; sent < 2 && fi_pool_active(pool) < (c->o->jobs >= 2 ?
							    2u : 1u); sent++) {
			char *ctl = NULL;

			unlink(recp[sent]);
			if (asprintf(&ctl, "mode=golden record=%s",
				     recp[sent]) < 0)
				abort();
			if (start(c, pool, sent, ctl, c->o->golden_timeout)) {
				free(ctl);
				goto out;
			}
			free(ctl);
		}
		if (fi_pool_wait(pool, &r, &k))
			goto out;
		res[k] = r;
	}
	for (int i = 0; i < 2; i++)
		if (fi_record_read(recp[i], &rec[i]) ||
		    golden_check(c, &res[i], &rec[i]))
			goto out;
	if (golden_compare(c, res, rec))
		goto out;
	c->golden = res[0];
	memset(&res[0], 0, sizeof(res[0]));
	c->golden_rec = rec[0];
	c->golden_s = res[1].wall_s > c->golden.wall_s ? res[1].wall_s :
		      c->golden.wall_s;
	c->timeout = c->golden_s * c->o->timeout_factor;
	if (c->timeout < c->o->timeout_floor)
		c->timeout = c->o->timeout_floor;
	rc = 0;
out:
	for (int i = 0; i < 2; i++) {
		fi_run_release(&res[i]);
		unlink(recp[i]);
		free(recp[i]);
	}
	fi_pool_free(pool);
	return rc;
}

/*
 * The golden facts against the first part's: runs are drawn from C, so a
 * part with another C would not continue the same campaign.
 */
static int
golden_agree(struct cpu *c)
{
	const json_t *then = campaign_dir_golden(c->d);
	json_int_t had;

	if (!then)
		return campaign_dir_set_golden(c->d, json_pack(
			"{s:I, s:I, s:i, s:f}",
			"count", (json_int_t)c->golden_rec.count,
			"insts", (json_int_t)c->golden_rec.end_insts,
			"exit_code", c->golden.code, "time_s", c->golden_s));
	had = json_integer_value(json_object_get(then, "count"));
	if ((uint64_t)had != c->golden_rec.count)
		return tr_error("cannot resume '%s/state.json': golden count "
				"differs (campaign %lld, now %llu): the program "
				"no longer runs as it did, so this part's runs "
				"would not be drawn as the campaign's", c->d->path,
				(long long)had,
				(unsigned long long)c->golden_rec.count);
	return 0;
}

/* Start run k. */
static int
submit(void *ctx, struct fi_pool *pool, uint64_t k)
{
	struct cpu *c = ctx;
	char *rec = record_path(c, k, false), *ctl = NULL;
	uint64_t r = campaign_draw(c->o->seed, k);
	const struct fi_replay *at = c->list ? &c->list[k] : c->site;
	uint64_t target = at ? at->instance : 1 + r % c->golden_rec.count;
	int bit = at ? at->bit : -1;
	int rc;

	unlink(rec);
	if (asprintf(&ctl, "mode=%s target=%llu bit=%d model=%d seed=%llu "
		     "record=%s", c->o->dummy ? "dummy" : "inject",
		     (unsigned long long)target, bit, (int)c->o->model,
		     (unsigned long long)campaign_mix(r), rec) < 0)
		abort();
	rc = start(c, pool, k, ctl, c->timeout);
	free(ctl);
	free(rec);
	return rc;
}

/* The crash latency of a run's record: exact, or unknown. */
static void
latency(const struct fi_record *rec, uint64_t k, struct fi_entry *e)
{
	e->latency = -1;
	if (e->outcome != FI_CRASH || !rec->injected)
		return;
	if (!rec->signaled) {
		e->latency_unknown = true;	/* died without its S record */
		return;
	}
	if (rec->end_insts < rec->inj_insts ||
	    rec->end_insts - rec->inj_insts > INT64_MAX) {
		campaign_warn("run %llu: the crash's instruction count (%llu) "
			      "is before the injection's (%llu): latency "
			      "recorded as unknown", (unsigned long long)k,
			      (unsigned long long)rec->end_insts,
			      (unsigned long long)rec->inj_insts);
		e->latency_unknown = true;
		return;
	}
	e->latency = (int64_t)(rec->end_insts - rec->inj_insts);
}

/* Classify finished run k into its journal entry. */
static int
finish(void *ctx, const struct fi_run_result *res, uint64_t k, void *entry)
{
	struct cpu *c = ctx;
	struct fi_entry *e = entry;
	char *rec_path = record_path(c, k, false);
	struct fi_record rec;
	const char *which = NULL;
	bool equal = false;
	int rc = -1;

	if (fi_record_read(rec_path, &rec))
		goto out;
	if (rec.corrupt_line && c->o->dummy) {
		tr_error("run %llu of the --dummy campaign of '%s' changed "
			 "nothing and wrote a corrupt record (line %u: %s)",
			 (unsigned long long)k, c->p->module, rec.corrupt_line,
			 rec.corrupt);
		goto out;
	}
	if (rec.corrupt_line)
		campaign_warn("run %llu: its record's line %u is corrupt (%s): "
			      "the fault reached the injector's runtime; the "
			      "lines before it are kept", (unsigned long long)k,
			      rec.corrupt_line, rec.corrupt);
	if (res->end == FI_END_EXIT &&
	    fi_outputs_equal(&c->golden, res, c->p->compare, &equal))
		goto out;
	/* A run that changes nothing and still differs is the program's. */
	if (c->o->dummy && res->end == FI_END_EXIT && !equal) {
		fi_outputs_differ(&c->golden, res, c->p->compare, &which);
		tr_error("run %llu of the --dummy campaign of '%s' changed "
			 "nothing and wrote a different %s from the golden "
			 "run's: the program is not deterministic",
			 (unsigned long long)k, c->p->module,
			 which ? which : "output");
		goto out;
	}
	memset(e, 0, sizeof(*e));
	e->index = k;
	e->id = rec.id;
	e->instance = rec.instance;
	e->bit = rec.injected ? rec.bit : -1;
	e->model = c->o->model;
	e->outcome = fi_classify(res, &rec, c->golden.code, equal);
	e->signal = res->end == FI_END_SIGNAL ? res->code : 0;
	e->exit_code = res->end == FI_END_EXIT ? res->code : -1;
	latency(&rec, k, e);
	e->time_s = res->wall_s;
	rc = 0;
out:
	unlink(rec_path);
	free(rec_path);
	return rc;
}

static json_t *
summary(void *ctx, const void *entries, size_t n, json_t *camp)
{
	struct cpu *c = ctx;

	json_object_set_new(camp, "timeout_s", json_real(c->timeout));
	json_object_set_new(camp, "golden", json_pack("{s:f, s:i, s:I, s:I}",
		"time_s", c->golden_s, "exit_code", c->golden.code,
		"count", (json_int_t)c->golden_rec.count,
		"insts", (json_int_t)c->golden_rec.end_insts));
	return fi_summary_build(entries, n, &c->sites);
}

static void
print(void *ctx, FILE *out, const json_t *sum)
{
	fi_summary_print(out, sum, ((struct cpu *)ctx)->o->top);
}

static const struct campaign_ops cpu_ops = {
	&fi_journal_cpu, submit, finish, summary, print,
};

static void
cpu_release(struct cpu *c)
{
	fi_run_release(&c->golden);
	fi_sites_release(&c->sites);
	free(c->tmp);
}

/* What both entry points do first: the sites, the fault-free runs. */
static int
cpu_init(struct cpu *c, struct campaign_dir *d, const struct campaign_opts *o,
	 const struct campaign_program *p, const struct fi_replay *site)
{
	char *sites = campaign_dir_file(d, "sites.txt");
	int rc;

	memset(c, 0, sizeof(*c));
	c->d = d;
	c->o = o;
	c->p = p;
	c->site = site;
	c->tmp = campaign_dir_file(d, "tmp");
	rc = fi_sites_read(access(sites, F_OK) ? NULL : sites, &c->sites) ||
	     fi_run_setup() || golden_runs(c) ? -1 : 0;
	free(sites);
	return rc;
}

int
fi_campaign_run(struct campaign_dir *d, const struct campaign_opts *o,
		const struct campaign_program *p)
{
	struct cpu c;
	int rc = -1;

	if (!cpu_init(&c, d, o, p, NULL) && !golden_agree(&c))
		rc = campaign_run(d, o, &cpu_ops, &c);
	cpu_release(&c);
	return rc;
}

int
fi_campaign_replay(struct campaign_dir *d, const struct campaign_opts *o,
		   const struct campaign_program *p,
		   const struct fi_replay *site, FILE *out)
{
	struct fi_pool *pool = NULL;
	struct fi_run_result res = { 0 };
	struct fi_entry e;
	struct cpu c;
	uint64_t tag;
	json_t *line = NULL;
	int rc = -1;

	if (cpu_init(&c, d, o, p, site))
		goto out;
	pool = fi_pool_new(1);
	if (submit(&c, pool, 0) || fi_pool_wait(pool, &res, &tag) ||
	    finish(&c, &res, 0, &e))
		goto out;
	if (e.outcome != FI_NOT_INJECTED && e.id != site->id) {
		tr_error("site %u:%llu:%d: that instance is instruction #%u, not "
			 "#%u (another input, or --inst missing?)", site->id,
			 (unsigned long long)site->instance, site->bit, e.id,
			 site->id);
		goto out;
	}
	fi_journal_cpu.sanitize(&e);
	line = fi_entry_to_json(&e);
	json_dumpf(line, out, CP_JSON_LINE);
	fputc('\n', out);
	rc = 0;
out:
	json_decref(line);
	fi_run_release(&res);
	fi_pool_free(pool);
	cpu_release(&c);
	return rc;
}

/*
 * A campaign of given sites (crashfinder's selective injection): the
 * fault-free runs once, then any number of lists, each a campaign_run
 * over runs 0..n-1 with run k at sites[k] (a longer list extends the
 * campaign; runs already journaled are kept).
 */
struct fi_site_campaign {
	struct cpu c;
	struct campaign_dir *d;
};

int
fi_sites_begin(struct campaign_dir *d, const struct campaign_opts *o,
	       const struct campaign_program *p, struct fi_site_campaign **out)
{
	struct fi_site_campaign *sc = xcalloc(1, sizeof(*sc));

	sc->d = d;
	if (cpu_init(&sc->c, d, o, p, NULL) || golden_agree(&sc->c)) {
		cpu_release(&sc->c);
		free(sc);
		return -1;
	}
	*out = sc;
	return 0;
}

uint64_t
fi_sites_count(const struct fi_site_campaign *sc)
{
	return sc->c.golden_rec.count;
}

uint64_t
fi_sites_insts(const struct fi_site_campaign *sc)
{
	return sc->c.golden_rec.end_insts;
}

int
fi_sites_run(struct fi_site_campaign *sc, const struct fi_replay *sites,
	     uint64_t n)
{
	int rc;

	if (!n)
		return 0;
	sc->d->runs = n;
	if (campaign_dir_write_settings(sc->d, json_deep_copy(sc->d->settings)))
		return -1;
	sc->c.list = sites;
	rc = campaign_run(sc->d, sc->c.o, &cpu_ops, &sc->c);
	sc->c.list = NULL;
	return rc;
}

void
fi_sites_end(struct fi_site_campaign *sc)
{
	if (!sc)
		return;
	cpu_release(&sc->c);
	free(sc);
}
