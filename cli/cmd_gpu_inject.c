/*
 * cmd_gpu_inject.c: `trident gpu-inject`, a fault-injection campaign on a
 * CUDA program (docs/gpu-inject.md).
 *
 * The work is split in two because the machine with the GPU has no LLVM:
 * this command (on the build machine) instruments the id'd device module
 * (gpu_instrument), runs the clang-19 pipeline of inputs/gpu.cmake (llc,
 * ptxas, fatbinary, the host compile with the fat binary embedded, the link
 * with the host runtime libtrident_gpu_rt.a) and writes a self-contained
 * campaign directory. The campaign itself (profile run, sampling, runs,
 * journal, summary) is trident-gpu-run DIR, a small executable without
 * LLVM; unless --build-only, this command runs it at the end. The
 * directory is locked (campaign/dir.c) while this command builds it, and
 * again by the runner while it runs the campaign.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "analysis.h"
#include "cli.h"
#include "gpu_protocol.h"
#include "slurm.h"
#include "validate.h"

struct gpu_inject {
	struct campaign_opts o;
	struct program prog;
	struct limits limits;
	const char *cuda, *arch, *emit;
	struct strv hosts, cflags;	/* --host, --cflag */
	bool memory, build_only;
	const char *syndrome;	/* --syndrome FILE */
	char syn_digest[17];	/* FNV-1a of its bytes */
	struct gpu_instrument_filter filter;	/* --inst, --kernel, --group */
	struct strv groups;
	struct cli_slurm slurm;
	struct opt_result r;	/* the command line as read (--slurm) */
	/* state */
	struct ir_module m;
	char hash[17];
	const char *absdir;	/* the campaign directory's path */
};

/* --group G */
static int
group_opt(const struct opt *o, const char *value)
{
	struct gpu_inject *c = o->value;

	if (!gpu_group_known(value))
		return tr_error("unknown group (an opcode, or int-arith, "
				"fp-arith, compare, cast, memory, select, phi, "
				"call)");
	strv_push(&c->groups, value);
	c->filter.groups = c->groups.v;
	c->filter.ngroups = c->groups.n;
	return 0;
}

static int
parse_options(struct gpu_inject *c, int argc, char **argv)
{
	const struct opt opts[] = {
		OPT_CAMPAIGN(&c->o),
		OPT_BOOL(0, "memory", &c->memory, "hash device memory at kernel "
			 "boundaries (SDC_TM, Benign_TM, RM latency; slower "
			 "runs)"),
		OPT_UINT(0, "inst", &c->filter.only_id, "ID", 1, UINT_MAX,
			 "inject only into instruction ID, uniformly over its "
			 "dynamic instances in every thread"),
		OPT_STRING(0, "kernel", &c->filter.kernel, "NAME", "instrument "
			   "only kernel NAME (mangled, or a C++ kernel's plain "
			   "name)"),
		OPT_CALLBACK(0, "group", c, "G", group_opt, 0, "only "
			     "instructions of group G, repeatable: an opcode "
			     "(fadd, load, ...) or int-arith, fp-arith, compare, "
			     "cast, memory, select, phi, call"),
		OPT_STRING(0, "syndrome", &c->syndrome, "FILE", "fault "
			   "syndromes instead of one bit flip: a table of the "
			   "corruptions per instruction class and input range "
			   "(docs/gpu-syndromes.md)"),
		OPT_BOOL(0, "build-only", &c->build_only, "build DIR and stop "
			 "(run trident-gpu-run DIR later)"),
		OPT_STRING(0, "emit-ir", &c->emit, "FILE", "write the "
			   "instrumented device module and stop"),
		OPT_GPU_BUILD(&c->hosts, &c->cflags, &c->cuda, &c->arch),
		OPT_PROGRAM(&c->prog),
		OPT_GROUP("limits"),
		OPT_LIMIT_TIMEOUT(&c->limits),
		OPT_LIMIT_FSIZE(&c->limits),
		OPT_CAMPAIGN_OUTPUT(&c->o),
		OPT_SLURM(&c->slurm),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident gpu-inject",
		.usage = "[options] DEVICE.bc [-- ARGS...]",
		.about =
		"Build a fault-injection campaign on a CUDA program: instrument its\n"
		"device module (clang-19 --cuda-device-only -emit-llvm), compile it\n"
		"with the host sources into DIR/program.gpu, and write DIR, which\n"
		"trident-gpu-run DIR runs on the GPU machine (no LLVM needed there);\n"
		"unless --build-only, run it here. Sites are sampled uniformly over\n"
		"every (launch, thread, instance). A run has no address-space limit:\n"
		"the CUDA driver maps far more than it uses.\n",
		.footer =
		"DIR holds campaign.json, sites.txt, program.gpu and, once run,\n"
		"journal.jsonl and summary.json. Formats: docs/gpu-inject.md,\n"
		"docs/campaign.md.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "a device module", .args = true,
		.exclusive = (const char *const[]){ "resume", "force",
			"build-only", "resume", "syndrome", "fault-model",
			"syndrome", "dummy", "slurm", "build-only", "slurm",
			"emit-ir", "slurm", "shard", "slurm", "output", NULL },
	};
	int rc = opt_parse(&cmd, argc, argv, &c->r);

	if (!rc)
		program_take_operands(&c->prog, &c->r);
	return rc;
}

static char *
in_dir(const struct gpu_inject *c, const char *name)
{
	return xpathjoin(c->absdir, name);
}

/* FNV-1a of the bytes of the file at path, in hex. */
static int
file_digest(const char *path, char out[17])
{
	FILE *f = fopen(path, "rb");
	uint64_t h = 0xcbf29ce484222325ull;
	int ch;

	if (!f)
		return tr_error("cannot read '%s': %s", path, strerror(errno));
	while ((ch = getc(f)) != EOF)
		h = (h ^ (uint64_t)ch) * 0x100000001b3ull;
	fclose(f);
	snprintf(out, 17, "%016llx", (unsigned long long)h);
	return 0;
}

/* The instrumented device module and the program, in DIR (gpu_build.c). */
static int
build(struct gpu_inject *c)
{
	char *rt = program_runtime_path("TRIDENT_GPU_RUNTIME",
					"libtrident_gpu_rt.a");
	struct gpu_build b = {
		.dir = c->absdir, .cuda = c->cuda, .arch = c->arch,
		.hosts = &c->hosts, .cflags = &c->cflags,
		.ldflags = &c->prog.ldflags, .header = GPU_CTL_HEADER,
		.runtime = rt,
		.wrap = "cudaLaunchKernel,--wrap=cudaMalloc,--wrap=cudaFree,"
			"--wrap=cudaMemcpy,--wrap=cudaMemcpyAsync,"
			"--wrap=__cudaRegisterVar",
	};
	int rc = gpu_build(&b, &c->m);

	free(rt);
	return rc;
}

static json_t *
groups_json(const struct gpu_inject *c)
{
	json_t *a = json_array();

	for (unsigned i = 0; i < c->groups.n; i++)
		json_array_append_new(a, json_string(c->groups.v[i]));
	return a;
}

/*
 * campaign.json: what trident-gpu-run needs, with paths relative to DIR
 * (input files and stdin are copied in), so DIR can move to another
 * machine. The instrumentation's counts ("instrumented") are added once
 * the module is instrumented; a resume compares the rest.
 */
static json_t *
campaign_json(struct gpu_inject *c)
{
	json_t *args = json_array(), *outs = json_array();
	json_t *ins = gpu_inputs_json(&c->prog);
	json_t *ignore = json_array(), *hosts = json_array();

	for (unsigned i = 0; i < c->hosts.n; i++)
		json_array_append_new(hosts, json_string(c->hosts.v[i]));
	for (unsigned i = 0; i < c->prog.ignore_lines.n; i++)
		json_array_append_new(ignore,
				      json_string(c->prog.ignore_lines.v[i]));
	for (unsigned i = 0; i < c->prog.args.n; i++)
		json_array_append_new(args, json_string(c->prog.args.v[i]));
	for (unsigned i = 0; i < c->prog.outputs.n; i++)
		json_array_append_new(outs, json_string(c->prog.outputs.v[i]));
	return json_pack("{s:s, s:s, s:s, s:o, s:o, s:o, s:o, s:o, s:I, s:I, "
			 "s:s, s:b, s:b, s:f, s:f, s:f, s:I, s:s, s:I, s:o, "
			 "s:o, s:o, s:o, s:o, s:o}",
		"module", c->prog.module, "hash", c->hash,
		"program", "program.gpu", "host", hosts,
		"args", args, "outputs", outs, "inputs", ins,
		"stdin", c->prog.stdin_path ? json_string("stdin") : json_null(),
		"runs", (json_int_t)c->o.runs, "seed", (json_int_t)c->o.seed,
		"model", fi_model_name(c->o.model), "dummy", c->o.dummy,
		"memory", c->memory, "timeout_factor", c->o.timeout_factor,
		"timeout_floor", c->o.timeout_floor,
		"golden_timeout", c->limits.timeout,
		"fsize_mib", (json_int_t)c->limits.fsize_mib, "arch", c->arch,
		"inst", (json_int_t)c->filter.only_id,
		"kernel", c->filter.kernel ? json_string(c->filter.kernel)
					   : json_null(),
		"groups", groups_json(c), "compare", program_streams_json(&c->prog),
		"ignore_lines", ignore,
		/* the table travels as DIR/syndromes.txt; its digest says
		   whether a resumed campaign draws from the same one */
		"syndrome", c->syndrome ? json_string(GPU_SYN_FILE) : json_null(),
		"syndrome_digest", c->syndrome ? json_string(c->syn_digest)
					       : json_null());
}

/* Hand over to trident-gpu-run DIR (beside trident). */
static int
run_campaign(struct gpu_inject *c, const char *dir)
{
	char *runner = program_runtime_path("TRIDENT_GPU_RUN", "trident-gpu-run");
	char jobs[16], top[16], shard[32];
	char *argv[14];
	int n = 0;

	snprintf(jobs, sizeof(jobs), "%u", c->o.jobs);
	snprintf(top, sizeof(top), "%u", c->o.top);
	argv[n++] = runner;
	argv[n++] = "-j";
	argv[n++] = jobs;
	argv[n++] = "--top";
	argv[n++] = top;
	if (c->o.resume)
		argv[n++] = "--resume";
	if (c->o.shards) {
		snprintf(shard, sizeof(shard), "%u/%u", c->o.shard,
			 c->o.shards);
		argv[n++] = "--shard";
		argv[n++] = shard;
	}
	if (c->o.quiet)
		argv[n++] = "-q";
	if (c->o.output) {
		argv[n++] = "-o";
		argv[n++] = (char *)c->o.output;
	}
	argv[n++] = (char *)dir;
	argv[n] = NULL;
	fflush(stdout);
	execv(runner, argv);
	tr_error("cannot run '%s': %s", runner, strerror(errno));
	free(runner);
	return -1;
}

/*
 * --slurm (docs/slurm.md): DIR is checked first (a campaign there is
 * submitted again only with --resume or --force), then the campaign is
 * built once into DIR/build (*built), each part a copy of it run by
 * trident-gpu-run --shard K/N on a node with a GPU, the merge into DIR.
 */
static int
slurm_begin(struct gpu_inject *c, struct slurm_array *a, char **built)
{
	cli_slurm_fill(&c->slurm, &c->o, &c->r, a);
	a->name = "trident-gpu-inject";
	a->gpus = 1;
	if (slurm_check(a))
		return -1;
	if (mkdir(c->o.dir, 0755) && errno != EEXIST)
		return tr_error("cannot create directory '%s': %s", c->o.dir,
				strerror(errno));
	*built = xpathjoin(c->o.dir, "build");
	/* The build is made anew: the parts that ran keep their copy. */
	c->o.dir = *built;
	c->o.resume = false;
	c->o.force = true;
	return 0;
}

static int
slurm_end(struct gpu_inject *c, struct slurm_array *a)
{
	char *runner = program_runtime_path("TRIDENT_GPU_RUN", "trident-gpu-run");
	char *self = cli_self_path(), *seed = realpath(c->o.dir, NULL);
	struct strv head = { 0 }, merge = { 0 };
	char jobs[32], top[32];
	int rc = -1;

	if (!self || !seed) {
		if (!seed)
			tr_error("cannot resolve '%s': %s", c->o.dir,
				 strerror(errno));
		goto out;
	}
	snprintf(jobs, sizeof(jobs), "--jobs=%u", a->cpus);
	snprintf(top, sizeof(top), "--top=%u", c->o.top);
	strv_push(&head, runner);
	strv_push(&head, jobs);
	strv_push(&head, top);
	if (c->o.quiet)
		strv_push(&head, "--quiet");
	strv_push(&merge, self);
	strv_push(&merge, "merge");
	a->head = head.v;
	a->merge = merge.v;
	a->seed_dir = seed;
	rc = slurm_submit(a, stdout);
out:
	strv_release(&head);
	strv_release(&merge);
	free(runner);
	free(self);
	free(seed);
	return rc;
}

/*
 * Lock the directory, write the sites table and instrument the module,
 * then past the campaign already there (campaign/dir.c) write the program
 * and the settings. The sites wait in DIR/tmp until the directory is
 * claimed, so that a refused campaign leaves the one there as it was, and
 * the module's own errors come before the directory's.
 */
static int
build_dir(struct gpu_inject *c, struct campaign_dir *d)
{
	struct gpu_instrument_stats st;
	char *sites = NULL, *fresh = NULL, *invalid = NULL;
	json_t *cfg;
	int rc = -1;

	if (campaign_dir_open(d, &c->o))
		return -1;
	c->absdir = d->path;
	sites = in_dir(c, "sites.txt");
	fresh = in_dir(c, "tmp/sites.txt");
	memset(&st, 0, sizeof(st));
	if (gpu_sites_write(&c->m, fresh))
		goto out;
	if (gpu_instrument(&c->m, &c->filter, &st)) {
		invalid = in_dir(c, "instrumented.invalid.ll");
		cli_keep_invalid(&c->m, invalid);
		goto out;
	}
	if (campaign_dir_claim(d, &c->o, campaign_json(c)))
		goto out;
	if (rename(fresh, sites)) {
		tr_error("cannot write '%s': %s", sites, strerror(errno));
		goto out;
	}
	if (gpu_copy_inputs(&c->prog, c->absdir) || build(c))
		goto out;
	if (c->syndrome) {
		char *to = in_dir(c, GPU_SYN_FILE);
		int bad = gpu_copy_file(c->syndrome, to);

		free(to);
		if (bad)
			goto out;
	}
	cfg = json_deep_copy(d->settings);
	json_object_set_new(cfg, "instrumented", json_pack(
		"{s:i, s:i, s:i, s:i, s:i}", "kernels", st.kernels, "sites",
		st.sites, "blocks", st.blocks, "skipped", st.skipped,
		"inlined", st.inlined));
	if (campaign_dir_write_settings(d, cfg))
		goto out;
	if (!c->o.quiet)
		printf("built %s/program.gpu: %u kernels, %u sites in %u "
		       "blocks, %u candidates skipped, %u device functions "
		       "inlined\n", d->path, st.kernels, st.sites, st.blocks,
		       st.skipped, st.inlined);
	rc = 0;
out:
	if (fresh)
		unlink(fresh);
	free(fresh);
	free(sites);
	free(invalid);
	return rc;
}

int
cmd_gpu_inject(int argc, char **argv)
{
	struct gpu_inject c = {
		.o = { .dir = "trident-gpu-inject", .command = "trident gpu-inject",
		       .argv = argv + 1, .seed = 1, .top = 10,
		       .model = FI_MODEL_BITFLIP, .timeout_factor = 10,
		       .timeout_floor = 10 },
		.limits = LIMITS_DEFAULT,
		.cuda = TRIDENT_CUDA_DEFAULT, .arch = "sm_90",
		.slurm = { .parts = CLI_SLURM_PARTS },
	};
	struct campaign_dir d = { .lock_fd = -1 };
	struct gpu_instrument_stats st;
	struct slurm_array slurm = { 0 };
	char *dir = NULL, *built = NULL;
	int rc, status = EXIT_FAIL;

	c.o.jobs = opt_default_jobs();
	rc = parse_options(&c, argc, argv);
	if (rc) {
		status = rc == OPT_HELP ? EXIT_OK : rc;
		goto out;
	}
	c.o.golden_timeout = c.limits.timeout;
	c.o.fsize_mib = c.limits.fsize_mib;
	c.o.inst = c.filter.only_id;
	if (c.syndrome) {
		struct gpu_syndromes syn;

		/* Checked now: a bad table is an error before any build. */
		if (gpu_syndromes_read(c.syndrome, &syn)) {
			cli_fail("%s", tr_errmsg());
			goto out;
		}
		gpu_syndromes_release(&syn);
		if (file_digest(c.syndrome, c.syn_digest)) {
			cli_fail("%s", tr_errmsg());
			goto out;
		}
		c.o.model = FI_MODEL_SYNDROME;
	}
	c.filter.model = c.o.model;
	if (program_load_manifest(&c.prog) || gpu_manifest_build(c.prog.manifest, &c.hosts, &c.cflags) ||
	    ir_module_load(&c.m, c.prog.module)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	ir_ids_assign(&c.m);
	if (c.emit) {
		/* A module that no longer verifies is written all the same. */
		if (gpu_instrument(&c.m, &c.filter, &st)) {
			cli_keep_invalid(&c.m, c.emit);
			cli_fail("%s", tr_errmsg());
			goto out;
		}
		if (ir_module_write(&c.m, c.emit)) {
			cli_fail("%s", tr_errmsg());
			goto out;
		}
		fprintf(stderr, "trident: %u kernels, %u sites in %u blocks, "
			"%u candidates skipped, %u device functions inlined\n",
			st.kernels, st.sites, st.blocks, st.skipped, st.inlined);
		status = EXIT_OK;
		goto out;
	}
	if (!c.hosts.n) {
		status = cli_fail("no host source: give --host SRC.cu or "
				  "--manifest");
		goto out;
	}
	if (gpu_hosts_check(&c.hosts)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if ((c.slurm.on && slurm_begin(&c, &slurm, &built)) ||
	    ir_module_hash(&c.m, c.hash) || build_dir(&c, &d)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (c.build_only) {
		status = EXIT_OK;
		goto out;
	}
	if (c.slurm.on) {
		campaign_dir_close(&d);
		if (slurm_end(&c, &slurm))
			cli_fail("%s", tr_errmsg());
		else
			status = EXIT_OK;
		goto out;
	}
	/* The runner takes the lock again: ours goes with the close. */
	dir = xstrdup(d.path);
	campaign_dir_close(&d);
	run_campaign(&c, dir);	/* returns only on failure */
	cli_fail("%s", tr_errmsg());
out:
	campaign_dir_close(&d);
	ir_module_release(&c.m);
	program_release(&c.prog);
	strv_release(&c.groups);
	strv_release(&c.cflags);
	strv_release(&c.hosts);
	strv_release(&c.slurm.sbatch);
	opt_result_release(&c.r);
	free(built);
	free(dir);
	return status;
}
