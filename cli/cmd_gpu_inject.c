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
 * LLVM; unless --build-only, this command runs it at the end.
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
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

const char cmd_gpu_inject_usage[] =
	"usage: trident gpu-inject [options] DEVICE.bc [-- ARGS...]\n"
	"\n"
	"Build a fault-injection campaign on a CUDA program: instrument its\n"
	"device module (clang-19 --cuda-device-only -emit-llvm), compile it\n"
	"with the host source into DIR/program.gpu, and write DIR, which\n"
	"trident-gpu-run DIR runs on the GPU machine (no LLVM needed there).\n"
	"Sites are sampled uniformly over every (launch, thread, instance).\n"
	"\n"
	"campaign:\n"
	"  -n, --runs N           number of runs (default 1000)\n"
	"  -s, --seed S           seed (default 1)\n"
	"  -m, --model M          bitflip (default), bitflip2, stuck0, stuck1, random, zero\n"
	"      --dummy            inject nothing: every run must come out benign\n"
	"      --memory           hash device memory at kernel boundaries (SDC_TM,\n"
	"                         Benign_TM, RM latency; slower runs)\n"
	"      --inst ID          inject only into instruction ID, uniformly over\n"
	"                         its dynamic instances in every thread\n"
	"      --kernel NAME      instrument only kernel NAME (mangled, or a C++\n"
	"                         kernel's plain name)\n"
	"      --group G          only instructions of group G, repeatable: an\n"
	"                         opcode (fadd, load, ...) or int-arith, fp-arith,\n"
	"                         compare, cast, memory, select, phi, call\n"
	"  -d, --dir DIR          campaign directory (default trident-gpu-inject)\n"
	"      --build-only       build DIR and stop (run trident-gpu-run DIR later)\n"
	"      --emit-ir FILE     write the instrumented device module and stop\n"
	"  -j, --jobs N           parallel runs on the GPU (default 4)\n"
	"      --resume           continue the campaign in DIR where it stopped\n"
	"\n"
	"build:\n"
	"      --host SRC.cu      the program's CUDA source (default: the manifest's)\n"
	"      --cflag FLAG       compile flag, repeatable (added to the manifest's)\n"
	"      --cuda-path DIR    CUDA toolkit (default " TRIDENT_CUDA_DEFAULT ")\n"
	"      --arch SM          GPU architecture (default sm_90)\n"
	"\n"
	"program:\n"
	PROGRAM_HELP("a file the program writes, compared with the golden\n"
		     "                         run's, repeatable\n")
	"\n"
	"limits:\n"
	"      --timeout-factor X hang timeout in golden run times (default 10)\n"
	"      --timeout-floor S  the timeout is at least S seconds (default 10)\n"
	"      --golden-timeout S limit for the profile runs (default 300)\n"
	"      --fsize MIB        file-size limit per run (default 256)\n"
	"\n"
	"output:\n"
	"      --top N            show tables (0: none; default 10)\n"
	"  -q, --quiet            no table on standard output\n"
	"  -h, --help             show this help\n"
	"\n"
	"DIR holds campaign.json, sites.txt, program.gpu and, once run,\n"
	"journal.jsonl and summary.json. Formats: docs/gpu-inject.md.\n";

struct gpu_inject {
	struct program prog;
	const char *dir, *host, *cuda, *arch, *emit;
	struct strv cflags;
	uint64_t runs, seed;
	unsigned jobs, top;
	enum fi_model model;
	bool dummy, memory, build_only, resume, quiet;
	struct gpu_instrument_filter filter;	/* --inst, --kernel, --group */
	struct strv groups;
	struct run_limits limits;
	/* state */
	struct ir_module m;
	char hash[17];
	char *absdir, *host_owned;
};

static int
parse_options(struct gpu_inject *c, int argc, char **argv)
{
	enum { O_DUMMY = 256, O_MEMORY, O_BUILD_ONLY, O_EMIT, O_RESUME,
	       O_HOST, O_CFLAG, O_CUDA, O_ARCH, O_TOP, O_INST, O_KERNEL,
	       O_GROUP };
	static const struct option opts[] = {
		{ "runs", required_argument, NULL, 'n' },
		{ "seed", required_argument, NULL, 's' },
		{ "model", required_argument, NULL, 'm' },
		{ "dummy", no_argument, NULL, O_DUMMY },
		{ "memory", no_argument, NULL, O_MEMORY },
		{ "dir", required_argument, NULL, 'd' },
		{ "build-only", no_argument, NULL, O_BUILD_ONLY },
		{ "emit-ir", required_argument, NULL, O_EMIT },
		{ "jobs", required_argument, NULL, 'j' },
		{ "resume", no_argument, NULL, O_RESUME },
		{ "host", required_argument, NULL, O_HOST },
		{ "cflag", required_argument, NULL, O_CFLAG },
		{ "cuda-path", required_argument, NULL, O_CUDA },
		{ "arch", required_argument, NULL, O_ARCH },
		PROGRAM_LONGOPTS,
		LIMIT_LONGOPTS,
		{ "top", required_argument, NULL, O_TOP },
		{ "inst", required_argument, NULL, O_INST },
		{ "kernel", required_argument, NULL, O_KERNEL },
		{ "group", required_argument, NULL, O_GROUP },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	unsigned long v_inst;
	char *end;
	int o, taken, li;

	while ((li = -1, o = getopt_long(argc, argv, "+n:s:m:d:j:l:qh", opts,
					 &li)) != -1) {
		errno = 0;
		end = NULL;
		switch (o) {
		case 'n':
			c->runs = strtoull(optarg, &end, 10);
			if (!c->runs)
				end = NULL;
			break;
		case 's':
			c->seed = strtoull(optarg, &end, 0);
			break;
		case 'm':
			if (fi_model_parse(optarg, &c->model))
				return cli_usage_error("gpu-inject",
					cmd_gpu_inject_usage, "%s", tr_errmsg());
			continue;
		case O_DUMMY:
			c->dummy = true;
			continue;
		case O_MEMORY:
			c->memory = true;
			continue;
		case 'd':
			c->dir = optarg;
			continue;
		case O_BUILD_ONLY:
			c->build_only = true;
			continue;
		case O_EMIT:
			c->emit = optarg;
			continue;
		case 'j':
			c->jobs = (unsigned)strtoul(optarg, &end, 10);
			if (!c->jobs || c->jobs > 256)
				end = NULL;
			break;
		case O_RESUME:
			c->resume = true;
			continue;
		case O_HOST:
			c->host = optarg;
			continue;
		case O_CFLAG:
			strv_push(&c->cflags, optarg);
			continue;
		case O_CUDA:
			c->cuda = optarg;
			continue;
		case O_ARCH:
			c->arch = optarg;
			if (strncmp(optarg, "sm_", 3) != 0)
				return cli_usage_error("gpu-inject",
					cmd_gpu_inject_usage,
					"bad value '%s' for --arch (expected sm_NN)",
					optarg);
			continue;
		case O_INST:
			v_inst = strtoul(optarg, &end, 10);
			if (*optarg == '-' || !v_inst || v_inst > UINT_MAX)
				end = NULL;
			c->filter.only_id = (unsigned)v_inst;
			break;
		case O_KERNEL:
			c->filter.kernel = optarg;
			continue;
		case O_GROUP:
			if (!gpu_group_known(optarg))
				return cli_usage_error("gpu-inject",
					cmd_gpu_inject_usage, "unknown group "
					"'%s' (an opcode, or int-arith, "
					"fp-arith, compare, cast, memory, select, "
					"phi, call)", optarg);
			strv_push(&c->groups, optarg);
			c->filter.groups = c->groups.v;
			c->filter.ngroups = c->groups.n;
			continue;
		case O_TOP:
			c->top = (unsigned)strtoul(optarg, &end, 10);
			break;
		case 'q':
			c->quiet = true;
			continue;
		case 'h':
			fputs(cmd_gpu_inject_usage, stdout);
			return -2;
		default:
			taken = program_option(&c->prog, o, optarg);
			if (!taken)
				taken = limits_option(&c->limits, o, optarg);
			if (!taken)
				return cli_usage_error("gpu-inject",
					cmd_gpu_inject_usage, "bad option");
			if (taken > 0)
				continue;
		}
		if (!end || *end || errno)
			return cli_bad_value("gpu-inject", cmd_gpu_inject_usage,
					     opts, li, o, optarg);
	}
	if (optind >= argc)
		return cli_usage_error("gpu-inject", cmd_gpu_inject_usage,
				       "expected a device module");
	c->prog.module = argv[optind++];
	if (optind < argc && strcmp(argv[optind - 1], "--") != 0 &&
	    strcmp(argv[optind], "--") == 0)
		optind++;
	for (; optind < argc; optind++)
		strv_push(&c->prog.args, argv[optind]);
	if (c->build_only && c->resume)
		return cli_usage_error("gpu-inject", cmd_gpu_inject_usage,
				       "--build-only and --resume exclude each other");
	return 0;
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
 * machine.
 */
static json_t *
campaign_json(struct gpu_inject *c, const struct gpu_instrument_stats *st)
{
	json_t *args = json_array(), *outs = json_array(), *ins = json_array();

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
			 "s:s, s:b, s:b, s:f, s:f, s:f, s:I, s:s, "
			 "s:{s:i, s:i, s:i, s:i}, s:I, s:o, s:o}",
		"module", c->prog.module, "hash", c->hash,
		"program", "program.gpu", "host", c->host,
		"args", args, "outputs", outs, "inputs", ins,
		"stdin", c->prog.stdin_path ? json_string("stdin") : json_null(),
		"runs", (json_int_t)c->runs, "seed", (json_int_t)c->seed,
		"model", fi_model_name(c->model), "dummy", c->dummy,
		"memory", c->memory, "timeout_factor", c->limits.timeout_factor,
		"timeout_floor", c->limits.timeout_floor,
		"golden_timeout", c->limits.golden_timeout,
		"fsize_mib", (json_int_t)c->limits.fsize_mib, "arch", c->arch,
		"instrumented", "kernels", st->kernels, "sites", st->sites,
		"blocks", st->blocks, "skipped", st->skipped,
		"inst", (json_int_t)c->filter.only_id,
		"kernel", c->filter.kernel ? json_string(c->filter.kernel)
					   : json_null(),
		"groups", groups_json(c));
}

static int
prepare_dir(struct gpu_inject *c, const struct gpu_instrument_stats *st)
{
	char *path = NULL, *idir = NULL, *dst = NULL;
	json_t *now = NULL, *then = NULL;
	json_error_t err;
	int rc = -1;

	if (make_dir(c->dir))
		goto out;
	c->absdir = realpath(c->dir, NULL);
	if (!c->absdir) {
		tr_error("cannot resolve '%s': %s", c->dir, strerror(errno));
		goto out;
	}
	now = campaign_json(c, st);
	path = in_dir(c, "campaign.json");
	if (c->resume) {
		then = json_load_file(path, 0, &err);
		if (!then) {
			tr_error("cannot resume: '%s': %s", path, err.text);
			goto out;
		}
		if (!json_equal(now, then)) {
			tr_error("cannot resume: '%s' describes another campaign",
				 path);
			goto out;
		}
	} else if (json_dump_file(now, path, JSON_SORT_KEYS | JSON_INDENT(2))) {
		tr_error("cannot write '%s'", path);
		goto out;
	}
	idir = in_dir(c, "inputs");
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
	json_decref(now);
	json_decref(then);
	free(path);
	free(idir);
	free(dst);
	return rc;
}

/* Hand over to trident-gpu-run DIR (beside trident). */
static int
run_campaign(struct gpu_inject *c)
{
	char *runner = program_runtime_path("TRIDENT_GPU_RUN", "trident-gpu-run");
	char jobs[16], top[16];
	char *argv[10];
	int n = 0;

	snprintf(jobs, sizeof(jobs), "%u", c->jobs);
	snprintf(top, sizeof(top), "%u", c->top);
	argv[n++] = runner;
	argv[n++] = "-j";
	argv[n++] = jobs;
	argv[n++] = "--top";
	argv[n++] = top;
	if (c->resume)
		argv[n++] = "--resume";
	if (c->quiet)
		argv[n++] = "-q";
	argv[n++] = c->absdir;
	argv[n] = NULL;
	fflush(stdout);
	execv(runner, argv);
	tr_error("cannot run '%s': %s", runner, strerror(errno));
	free(runner);
	return -1;
}

int
cmd_gpu_inject(int argc, char **argv)
{
	struct gpu_inject c = {
		.dir = "trident-gpu-inject", .runs = 1000, .seed = 1, .top = 10,
		.jobs = 4, .cuda = TRIDENT_CUDA_DEFAULT, .arch = "sm_90",
		.limits = { .timeout_factor = 10, .timeout_floor = 10,
			    .golden_timeout = 300, .fsize_mib = 256 },
		.model = FI_MODEL_BITFLIP,
	};
	struct gpu_instrument_stats st;
	char *sites = NULL;
	int rc, status = EXIT_FAIL;

	rc = parse_options(&c, argc, argv);
	if (rc)
		return rc == -2 ? EXIT_OK : rc;
	if (program_load_manifest(&c.prog) || manifest_build(&c) ||
	    ir_module_load(&c.m, c.prog.module)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	ir_ids_assign(&c.m);
	if (c.emit) {
		if (gpu_instrument(&c.m, &c.filter, &st) ||
		    ir_module_write(&c.m, c.emit)) {
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
		cli_usage_error("gpu-inject", cmd_gpu_inject_usage,
				"no host source: give --host SRC.cu or --manifest");
		status = EXIT_USAGE;
		goto out;
	}
	memset(&st, 0, sizeof(st));
	if (ir_module_hash(&c.m, c.hash) || make_dir(c.dir)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	c.absdir = realpath(c.dir, NULL);
	if (!c.absdir) {
		cli_fail("cannot resolve '%s': %s", c.dir, strerror(errno));
		goto out;
	}
	sites = in_dir(&c, "sites.txt");
	free(c.absdir);
	c.absdir = NULL;
	if (gpu_sites_write(&c.m, sites) || gpu_instrument(&c.m, &c.filter, &st) ||
	    prepare_dir(&c, &st) || build(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (!c.quiet)
		printf("built %s/program.gpu: %u kernels, %u sites in %u "
		       "blocks, %u candidates skipped\n", c.absdir, st.kernels,
		       st.sites, st.blocks, st.skipped);
	if (c.build_only) {
		status = EXIT_OK;
		goto out;
	}
	run_campaign(&c);	/* returns only on failure */
	cli_fail("%s", tr_errmsg());
out:
	ir_module_release(&c.m);
	program_release(&c.prog);
	strv_release(&c.groups);
	strv_release(&c.cflags);
	free(c.absdir);
	free(c.host_owned);
	free(sites);
	return status;
}
