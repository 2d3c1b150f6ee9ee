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
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "analysis.h"
#include "cli.h"
#include "gpu_protocol.h"
#include "validate.h"

struct gpu_inject {
	struct campaign_opts o;
	struct program prog;
	struct limits limits;
	const char *host, *cuda, *arch, *emit;
	struct strv cflags;
	bool memory, build_only;
	struct gpu_instrument_filter filter;	/* --inst, --kernel, --group */
	struct strv groups;
	/* state */
	struct ir_module m;
	char hash[17];
	const char *absdir;	/* the campaign directory's path */
	char *host_owned;
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

/* --arch sm_NN */
static int
arch_opt(const struct opt *o, const char *value)
{
	if (strncmp(value, "sm_", 3) != 0 || !value[3] ||
	    strspn(value + 3, "0123456789") != strlen(value + 3))
		return tr_error("expected sm_NN");
	*(const char **)o->value = value;
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
		OPT_BOOL(0, "build-only", &c->build_only, "build DIR and stop "
			 "(run trident-gpu-run DIR later)"),
		OPT_STRING(0, "emit-ir", &c->emit, "FILE", "write the "
			   "instrumented device module and stop"),
		OPT_GROUP("build"),
		OPT_STRING(0, "host", &c->host, "SRC.cu", "the program's CUDA "
			   "source (default: the manifest's)"),
		OPT_STRINGS(0, "cflag", &c->cflags, "FLAG", "compile flag, "
			    "repeatable (added to the manifest's)"),
		OPT_STRING(0, "cuda-path", &c->cuda, "DIR", "CUDA toolkit"),
		OPT_CALLBACK(0, "arch", &c->arch, "SM", arch_opt, 0,
			     "GPU architecture (default sm_90)"),
		OPT_PROGRAM(&c->prog),
		OPT_GROUP("limits"),
		OPT_LIMIT_TIMEOUT(&c->limits),
		OPT_LIMIT_FSIZE(&c->limits),
		OPT_CAMPAIGN_OUTPUT(&c->o),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident gpu-inject",
		.usage = "[options] DEVICE.bc [-- ARGS...]",
		.about =
		"Build a fault-injection campaign on a CUDA program: instrument its\n"
		"device module (clang-19 --cuda-device-only -emit-llvm), compile it\n"
		"with the host source into DIR/program.gpu, and write DIR, which\n"
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
			"build-only", "resume", NULL },
	};

	return program_parse(&cmd, argc, argv, &c->prog);
}

/* The manifest's host source and compile flags (GPU manifests have both). */
static int
manifest_build(struct gpu_inject *c)
{
	json_error_t err;
	json_t *root, *v;
	char *copy;
	size_t i;
	int rc = -1;

	if (!c->prog.manifest)
		return 0;
	root = json_load_file(c->prog.manifest, 0, &err);
	if (!root)
		return tr_error("cannot read manifest '%s': %s",
				c->prog.manifest, err.text);
	copy = xstrdup(c->prog.manifest);
	v = json_array_get(json_object_get(root, "sources"), 0);
	if (!c->host && json_is_string(v)) {
		c->host_owned = xpathjoin(dirname(copy),
					  json_string_value(v));
		c->host = c->host_owned;
	}
	json_array_foreach(json_object_get(root, "cflags"), i, v) {
		if (!json_is_string(v)) {
			tr_error("manifest '%s': cflags must be strings",
				 c->prog.manifest);
			goto out;
		}
		strv_push(&c->cflags, json_string_value(v));
	}
	rc = 0;
out:
	free(copy);
	json_decref(root);
	return rc;
}

static int
make_dir(const char *path)
{
	if (mkdir(path, 0755) && errno != EEXIST)
		return tr_error("cannot create directory '%s': %s", path,
				strerror(errno));
	return 0;
}

static char *
in_dir(const struct gpu_inject *c, const char *name)
{
	return xpathjoin(c->absdir, name);
}

/*
 * Run one build tool (argv[0] a path) with its output appended to
 * DIR/build.log; a failure names the step and the log.
 */
static int
tool(const struct gpu_inject *c, const char *step, struct strv *argv)
{
	char *log = in_dir(c, "build.log");
	int fd = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
	int status = 0, rc = -1;
	pid_t pid;

	if (fd < 0) {
		tr_error("cannot write '%s': %s", log, strerror(errno));
		goto out;
	}
	dprintf(fd, "$");
	for (unsigned i = 0; i < argv->n; i++)
		dprintf(fd, " %s", argv->v[i]);
	dprintf(fd, "\n");
	pid = fork();
	if (pid < 0) {
		tr_error("cannot fork: %s", strerror(errno));
		goto out;
	}
	if (pid == 0) {
		dup2(fd, 1);
		dup2(fd, 2);
		execv(argv->v[0], argv->v);
		dprintf(fd, "cannot run '%s': %s\n", argv->v[0], strerror(errno));
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
	    WEXITSTATUS(status)) {
		tr_error("%s failed (%s); see '%s'", step, argv->v[0], log);
		goto out;
	}
	rc = 0;
out:
	if (fd >= 0)
		close(fd);
	free(log);
	strv_release(argv);
	return rc;
}

static void
pushf(struct strv *s, const char *fmt, const char *arg)
{
	char *x;

	if (asprintf(&x, fmt, arg) < 0)
		abort();
	strv_push(s, x);
	free(x);
}

static int
write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	if (!f || fputs(text, f) < 0 || fclose(f))
		return tr_error("cannot write '%s'", path);
	return 0;
}

/* The clang-19 pipeline of inputs/gpu.cmake on the instrumented module. */
static int
build(struct gpu_inject *c)
{
	char *bc = in_dir(c, "device.fi.bc"), *ptx = in_dir(c, "device.ptx");
	char *cubin = in_dir(c, "device.cubin"), *fat = in_dir(c, "device.fatbin");
	char *bdir = in_dir(c, "build"), *hdr = NULL, *compat = NULL;
	char *hosto = in_dir(c, "build/host.o"), *exe = in_dir(c, "program.gpu");
	char *rt = program_runtime_path("TRIDENT_GPU_RUNTIME",
					"libtrident_gpu_rt.a");
	char *sm = NULL, *p = NULL;
	struct strv a = { 0 };
	int rc = -1;

	if (asprintf(&sm, "%s", c->arch + 3) < 0 ||
	    asprintf(&hdr, "%s/trident_gpu_ctl.h", bdir) < 0 ||
	    asprintf(&compat, "%s/compat", bdir) < 0)
		abort();
	p = in_dir(c, "build.log");
	unlink(p);
	if (ir_module_write(&c->m, bc) || make_dir(bdir) || make_dir(compat) ||
	    write_text(hdr, GPU_CTL_HEADER))
		goto out;
	free(p);
	if (asprintf(&p, "%s/texture_fetch_functions.h", compat) < 0)
		abort();
	if (write_text(p, ""))
		goto out;
	free(p);
	if (asprintf(&p, "%s/texture_indirect_functions.h", compat) < 0)
		abort();
	if (write_text(p, ""))
		goto out;

	strv_push(&a, TRIDENT_LLVM_BIN "/llc");
	strv_push(&a, "-march=nvptx64");
	pushf(&a, "-mcpu=%s", c->arch);
	strv_push(&a, bc);
	strv_push(&a, "-o");
	strv_push(&a, ptx);
	if (tool(c, "llc", &a))
		goto out;
	pushf(&a, "%s/bin/ptxas", c->cuda);
	pushf(&a, "-arch=%s", c->arch);
	strv_push(&a, ptx);
	strv_push(&a, "-o");
	strv_push(&a, cubin);
	if (tool(c, "ptxas", &a))
		goto out;
	pushf(&a, "%s/bin/fatbinary", c->cuda);
	pushf(&a, "--create=%s", fat);
	strv_push(&a, "-64");
	free(p);
	if (asprintf(&p, "--image3=kind=elf,sm=%s,file=%s", sm, cubin) < 0)
		abort();
	strv_push(&a, p);
	free(p);
	if (asprintf(&p, "--image3=kind=ptx,sm=%s,file=%s", sm, ptx) < 0)
		abort();
	strv_push(&a, p);
	if (tool(c, "fatbinary", &a))
		goto out;

	strv_push(&a, TRIDENT_LLVM_BIN "/clang++");
	strv_push(&a, "-x");
	strv_push(&a, "cuda");
	pushf(&a, "--cuda-gpu-arch=%s", c->arch);
	pushf(&a, "--cuda-path=%s", c->cuda);
	strv_push(&a, "-Wno-unknown-cuda-version");
	strv_push(&a, "-isystem");
	strv_push(&a, compat);
	strv_push(&a, "-O2");
	for (unsigned i = 0; i < c->cflags.n; i++)
		strv_push(&a, c->cflags.v[i]);
	strv_push(&a, "--cuda-host-only");
	strv_push(&a, "-include");
	strv_push(&a, hdr);
	strv_push(&a, "-Xclang");
	strv_push(&a, "-fcuda-include-gpubinary");
	strv_push(&a, "-Xclang");
	strv_push(&a, fat);
	strv_push(&a, "-c");
	strv_push(&a, c->host);
	strv_push(&a, "-o");
	strv_push(&a, hosto);
	if (tool(c, "the host compile", &a))
		goto out;

	strv_push(&a, TRIDENT_LLVM_BIN "/clang++");
	strv_push(&a, hosto);
	strv_push(&a, rt);
	strv_push(&a, "-o");
	strv_push(&a, exe);
	pushf(&a, "-L%s/lib64", c->cuda);
	pushf(&a, "-Wl,-rpath,%s/lib64", c->cuda);
	strv_push(&a, "-Wl,--wrap=cudaLaunchKernel,--wrap=cudaMalloc,"
		      "--wrap=cudaFree,--wrap=cudaMemcpy");
	for (unsigned i = 0; i < c->prog.ldflags.n; i++)
		strv_push(&a, c->prog.ldflags.v[i]);
	if (!c->prog.ldflags.n)
		strv_push(&a, "-lcudart");
	if (tool(c, "the link", &a))
		goto out;
	rc = 0;
out:
	strv_release(&a);
	free(bc);
	free(ptx);
	free(cubin);
	free(fat);
	free(bdir);
	free(hdr);
	free(compat);
	free(hosto);
	free(exe);
	free(rt);
	free(sm);
	free(p);
	return rc;
}

/* Copy file src to dst. */
static int
copy_file(const char *src, const char *dst)
{
	FILE *in = fopen(src, "rb"), *out = NULL;
	char buf[65536];
	size_t n;
	int rc = -1;

	if (!in) {
		tr_error("cannot read '%s': %s", src, strerror(errno));
		goto out;
	}
	out = fopen(dst, "wb");
	if (!out) {
		tr_error("cannot write '%s': %s", dst, strerror(errno));
		goto out;
	}
	while ((n = fread(buf, 1, sizeof(buf), in)) > 0)
		if (fwrite(buf, 1, n, out) != n) {
			tr_error("cannot write '%s'", dst);
			goto out;
		}
	rc = ferror(in) ? tr_error("cannot read '%s'", src) : 0;
out:
	if (in)
		fclose(in);
	if (out && fclose(out) && !rc)
		rc = tr_error("cannot write '%s'", dst);
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
	json_t *args = json_array(), *outs = json_array(), *ins = json_array();
	json_t *ignore = json_array();

	for (unsigned i = 0; i < c->prog.ignore_lines.n; i++)
		json_array_append_new(ignore,
				      json_string(c->prog.ignore_lines.v[i]));
	for (unsigned i = 0; i < c->prog.args.n; i++)
		json_array_append_new(args, json_string(c->prog.args.v[i]));
	for (unsigned i = 0; i < c->prog.outputs.n; i++)
		json_array_append_new(outs, json_string(c->prog.outputs.v[i]));
	for (unsigned i = 0; i < c->prog.ninputs; i++) {
		char rel[32];

		snprintf(rel, sizeof(rel), "inputs/%u", i);
		json_array_append_new(ins, json_pack("{s:s, s:s}", "src", rel,
						     "rel", c->prog.inputs[i].rel));
	}
	return json_pack("{s:s, s:s, s:s, s:s, s:o, s:o, s:o, s:o, s:I, s:I, "
			 "s:s, s:b, s:b, s:f, s:f, s:f, s:I, s:s, s:I, s:o, "
			 "s:o, s:o, s:o}",
		"module", c->prog.module, "hash", c->hash,
		"program", "program.gpu", "host", c->host,
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
		"ignore_lines", ignore);
}

/* Copy the input files and stdin into DIR. */
static int
copy_inputs(struct gpu_inject *c)
{
	char *idir = in_dir(c, "inputs"), *dst = NULL;
	int rc = -1;

	if (c->prog.ninputs && make_dir(idir))
		goto out;
	for (unsigned i = 0; i < c->prog.ninputs; i++) {
		free(dst);
		if (asprintf(&dst, "%s/%u", idir, i) < 0)
			abort();
		if (copy_file(c->prog.inputs[i].src, dst))
			goto out;
	}
	free(dst);
	dst = in_dir(c, "stdin");
	if (c->prog.stdin_path && copy_file(c->prog.stdin_path, dst))
		goto out;
	rc = 0;
out:
	free(idir);
	free(dst);
	return rc;
}

/* Hand over to trident-gpu-run DIR (beside trident). */
static int
run_campaign(struct gpu_inject *c, const char *dir)
{
	char *runner = program_runtime_path("TRIDENT_GPU_RUN", "trident-gpu-run");
	char jobs[16], top[16];
	char *argv[12];
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
	if (copy_inputs(c) || build(c))
		goto out;
	cfg = json_deep_copy(d->settings);
	json_object_set_new(cfg, "instrumented", json_pack(
		"{s:i, s:i, s:i, s:i}", "kernels", st.kernels, "sites",
		st.sites, "blocks", st.blocks, "skipped", st.skipped));
	if (campaign_dir_write_settings(d, cfg))
		goto out;
	if (!c->o.quiet)
		printf("built %s/program.gpu: %u kernels, %u sites in %u "
		       "blocks, %u candidates skipped\n", d->path, st.kernels,
		       st.sites, st.blocks, st.skipped);
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
	};
	struct campaign_dir d = { .lock_fd = -1 };
	struct gpu_instrument_stats st;
	char *dir = NULL;
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
	if (program_load_manifest(&c.prog) || manifest_build(&c) ||
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
			"%u candidates skipped\n", st.kernels, st.sites, st.blocks,
			st.skipped);
		status = EXIT_OK;
		goto out;
	}
	if (!c.host) {
		status = cli_fail("no host source: give --host SRC.cu or "
				  "--manifest");
		goto out;
	}
	if (ir_module_hash(&c.m, c.hash) || build_dir(&c, &d)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (c.build_only) {
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
	free(c.host_owned);
	free(dir);
	return status;
}
