/*
 * cmd_inject.c: `trident inject`, a fault-injection campaign on a CPU
 * program (docs/inject.md): load and id the module, lock the campaign
 * directory, write the sites table, instrument the module, claim the
 * directory (campaign/dir.c: what to do with a campaign already there),
 * build the binary with the runtime, then hand over to the campaign core
 * (fi_campaign_run: fault-free runs, the runs, the journal, the summary).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analysis.h"
#include "cli.h"
#include "slurm.h"
#include "validate.h"

struct inject {
	/* options */
	struct campaign_opts o;
	struct program prog;
	struct limits limits;
	bool site;
	struct fi_replay replay;
	struct cli_slurm slurm;
	struct opt_result r;	/* the command line as read (--slurm) */
	/* state */
	struct ir_module m;
	char hash[17];
};

/* --site ID:INSTANCE:BIT */
static int
site_opt(const struct opt *o, const char *value)
{
	struct inject *c = o->value;
	unsigned long long id, inst;
	int bit, used = 0;

	if (sscanf(value, "%llu:%llu:%d%n", &id, &inst, &bit, &used) != 3 ||
	    value[used] || !id || !inst || bit < 0 || bit > 4096 ||
	    id > UINT_MAX || value[0] == '-')
		return tr_error("expected ID:INSTANCE:BIT (positive id and "
				"instance, a bit from 0)");
	c->site = true;
	c->replay = (struct fi_replay){ (unsigned)id, inst, bit };
	return 0;
}

static int
parse_options(struct inject *c, int argc, char **argv)
{
	const struct opt opts[] = {
		OPT_CAMPAIGN(&c->o),
		OPT_UINT(0, "inst", &c->o.inst, "ID", 1, UINT_MAX,
			 "inject only into instruction ID, uniformly over its "
			 "dynamic instances"),
		OPT_CALLBACK(0, "site", c, "ID:INSTANCE:BIT", site_opt, 0,
			     "replay one run exactly (INSTANCE counts all "
			     "candidates, or only ID's instances with --inst), "
			     "print its outcome"),
		OPT_BOOL(0, "aslr", &c->o.aslr, "keep address-space "
			 "randomization (default: off, so that a seed or a site "
			 "gives the same outcome again)"),
		OPT_PROGRAM(&c->prog),
		OPT_LIMITS(&c->limits),
		OPT_CAMPAIGN_OUTPUT(&c->o),
		OPT_SLURM(&c->slurm),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident inject",
		.usage = "[options] PROGRAM.{ll,bc} [-- ARGS...]",
		.about =
		"Run a fault-injection campaign: instrument the program, make a golden\n"
		"run with ARGS, then inject one fault per run and classify each run as\n"
		"not-injected, hang, crash, error-exit, detected, sdc or benign.\n"
		"Fault sites are every instruction that produces a value and is not a\n"
		"terminator, sampled uniformly over their dynamic instances.\n",
		.footer =
		"DIR holds journal.jsonl (one line per run), summary.json, the\n"
		"instrumented binary and a lock held while a campaign runs. Formats:\n"
		"docs/inject.md, docs/campaign.md.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "a program module", .args = true,
		/* --site replays one run: no campaign to resume or replace. */
		.exclusive = (const char *const[]){ "resume", "force",
			"site", "dummy", "site", "resume", "site", "force",
			"site", "shard", "slurm", "site", "slurm", "shard",
			"slurm", "output", NULL },
	};
	int rc = opt_parse(&cmd, argc, argv, &c->r);

	if (!rc)
		program_take_operands(&c->prog, &c->r);
	return rc;
}

/*
 * --slurm: the campaign as a job array of its parts, each this command
 * with --shard K/N into DIR/part-K, and a merge into DIR (docs/slurm.md).
 */
static int
submit(struct inject *c)
{
	struct slurm_array a = { .name = "trident-inject", .part_dir_opt = "-d" };
	struct strv head = { 0 }, tail = { 0 }, merge = { 0 };
	char *self = cli_self_path(), jobs[32];
	int rc = -1;

	if (!self)
		return -1;
	cli_slurm_fill(&c->slurm, &c->o, &c->r, &a);
	snprintf(jobs, sizeof(jobs), "--jobs=%u", a.cpus);
	strv_push(&head, self);
	strv_push(&head, "inject");
	cli_slurm_words(&c->r, &head);
	strv_push(&head, jobs);
	strv_push(&tail, c->prog.module);
	strv_push(&tail, "--");
	for (unsigned i = 0; i < c->prog.args.n; i++)
		strv_push(&tail, c->prog.args.v[i]);
	strv_push(&merge, self);
	strv_push(&merge, "merge");
	a.head = head.v;
	a.tail = tail.v;
	a.merge = merge.v;
	rc = slurm_submit(&a, stdout);
	strv_release(&head);
	strv_release(&tail);
	strv_release(&merge);
	free(self);
	return rc;
}

/* The settings a resumed campaign must share with the first one. */
static json_t *
settings_json(const struct inject *c)
{
	json_t *args = program_args_json(&c->prog);

	return json_pack("{s:s, s:s, s:o, s:I, s:I, s:s, s:I, s:b, s:b}",
			 "module", c->prog.module, "hash", c->hash, "args", args,
			 "runs", (json_int_t)c->o.runs, "seed",
			 (json_int_t)c->o.seed, "model",
			 fi_model_name(c->o.model), "inst", (json_int_t)c->o.inst,
			 "dummy", c->o.dummy, "aslr", c->o.aslr);
}

/*
 * The directory's sites table and instrumented module, then (past the
 * campaign already in the directory, unless --site) the binary
 * DIR/program.fi (*exe). The sites wait in DIR/tmp until the directory is
 * claimed, so that a refused campaign leaves the one there as it was, and
 * the module's own errors come before the directory's.
 */
static int
build_dir(struct inject *c, struct campaign_dir *d,
	  const struct campaign_opts *o, char **exe)
{
	struct fi_build build = { .clang = TRIDENT_CLANG_PATH };
	struct fi_instrument_stats st;
	char *sites = campaign_dir_file(d, "sites.txt");
	char *fresh = campaign_dir_file(d, "tmp/sites.txt");
	char *invalid = NULL;
	int rc = -1;

	if (getenv("TRIDENT_CLANG"))
		build.clang = getenv("TRIDENT_CLANG");
	build.runtime = program_runtime_path("TRIDENT_RUNTIME",
					     "libtrident_fi_rt.a");
	build.ldflags = c->prog.ldflags.v;
	*exe = campaign_dir_file(d, "program.fi");
	if (fi_sites_write(&c->m, fresh))
		goto out;
	if (fi_instrument(&c->m, c->o.inst, &st)) {
		invalid = campaign_dir_file(d, "instrumented.invalid.ll");
		cli_keep_invalid(&c->m, invalid);
		goto out;
	}
	if (!c->site && campaign_dir_claim(d, o, settings_json(c)))
		goto out;
	if (rename(fresh, sites)) {
		tr_error("cannot write '%s': %s", sites, strerror(errno));
		goto out;
	}
	rc = fi_build_binary(&c->m, &build, d->path, *exe);
out:
	unlink(fresh);
	free((char *)build.runtime);
	free(fresh);
	free(sites);
	free(invalid);
	return rc;
}

int
cmd_inject(int argc, char **argv)
{
	struct inject c = {
		.o = { .dir = "trident-inject", .command = "trident inject",
		       .argv = argv + 1, .seed = 1, .top = 10,
		       .model = FI_MODEL_BITFLIP, .timeout_factor = 10,
		       .timeout_floor = 1 },
		.limits = LIMITS_DEFAULT,
		.slurm = { .parts = CLI_SLURM_PARTS },
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
	program_campaign_limits(&c.limits, &c.o);
	if (program_load_manifest(&c.prog) ||
	    ir_module_load(&c.m, c.prog.module) || program_check_main(&c.m)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	ir_ids_assign(&c.m);
	if (c.slurm.on) {
		/* The module and its options were checked here; the parts
		   build and run it on the cluster. */
		if (submit(&c))
			cli_fail("%s", tr_errmsg());
		else
			status = EXIT_OK;
		goto out;
	}
	if (program_compare(&c.prog, &cmp) || ir_module_hash(&c.m, c.hash) ||
	    campaign_dir_open(&d, &c.o) || build_dir(&c, &d, &c.o, &exe)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	p = (struct campaign_program){
		.module = c.prog.module, .exe = exe, .args = c.prog.args.v,
		.nargs = c.prog.args.n, .inputs = c.prog.inputs,
		.ninputs = c.prog.ninputs, .compare = &cmp,
		.stdin_path = c.prog.stdin_path,
	};
	if (c.site ? fi_campaign_replay(&d, &c.o, &p, &c.replay, stdout) :
		     fi_campaign_run(&d, &c.o, &p)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	status = EXIT_OK;
out:
	campaign_dir_close(&d);
	fi_compare_release(&cmp);
	ir_module_release(&c.m);
	program_release(&c.prog);
	strv_release(&c.slurm.sbatch);
	opt_result_release(&c.r);
	free(exe);
	return status;
}
