/*
 * cmd_gpu_profile.c: `trident gpu-profile`, the dynamic profile of a CUDA
 * program's device code, collected on the GPU (issue 19;
 * docs/gpu-profile.md).
 *
 * As for gpu-inject, the machine with the GPU has no LLVM, so the work is
 * in three steps, which one command runs in turn unless told otherwise:
 * build (here: the plan of plan.c on the id'd device module, implemented
 * by profiler/gpu.c, the program built with the device profile's runtime
 * into DIR, with DIR/gprof.table and DIR/gprof.json), run (trident-gpu-run
 * DIR, on the GPU machine: DIR/profile.raw) and read (here again: the
 * plan rebuilt from the same module and the dump into the JSON profile of
 * docs/profile.md, mode "lite", which `trident predict` takes as it takes
 * a CPU program's). --build-only stops after the first, --read does only
 * the last.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "analysis.h"
#include "campaign.h"
#include "cli.h"
#include "profiler.h"

struct gpu_profile {
	struct program prog;
	struct limits limits;
	const char *out, *dir, *cuda, *arch, *emit;
	struct strv hosts, cflags;
	bool build_only, read, quiet;
	/* state */
	struct ir_module m;
	struct prof_plan plan;
	char *absdir;
};

static int
parse_options(struct gpu_profile *c, int argc, char **argv)
{
	const struct opt opts[] = {
		OPT_GROUP("profile"),
		OPT_STRING('o', "output", &c->out, "FILE", "the profile to "
			   "write (required unless --build-only)"),
		OPT_STRING('d', "dir", &c->dir, "DIR", "the directory of the "
			   "instrumented program and its run (default "
			   "trident-gpu-profile)"),
		OPT_BOOL(0, "build-only", &c->build_only, "build DIR and stop "
			 "(run trident-gpu-run DIR on the GPU machine, then "
			 "--read)"),
		OPT_BOOL(0, "read", &c->read, "only read the dump that "
			 "trident-gpu-run DIR left and write the profile"),
		OPT_STRING(0, "emit-ir", &c->emit, "FILE", "write the "
			   "instrumented device module and stop"),
		OPT_QUIET(&c->quiet),
		OPT_GPU_BUILD(&c->hosts, &c->cflags, &c->cuda, &c->arch),
		OPT_PROGRAM(&c->prog),
		OPT_GROUP("limits"),
		OPT_LIMIT_TIMEOUT(&c->limits),
		OPT_LIMIT_FSIZE(&c->limits),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident gpu-profile",
		.usage = "[options] DEVICE.bc -o PROF.json [-- ARGS...]",
		.about =
		"Profile one run of a CUDA program's device code on the GPU: add\n"
		"device-side counters and operand samples to a copy of the id'd device\n"
		"module (clang-19 --cuda-device-only -emit-llvm), build it with the host\n"
		"sources into DIR/program.gpu, run it once (trident-gpu-run DIR, on the\n"
		"GPU machine), and write to PROF.json the dynamic count of every\n"
		"instruction summed over all threads, the edges of every branch, and\n"
		"the sampled value sensitivities and compare and shift statistics, in\n"
		"the profile format of `trident profile --lite`, keyed by the device\n"
		"module's hash.\n",
		.footer =
		"Without a GPU here: --build-only, then trident-gpu-run DIR where the\n"
		"GPU is, then --read here with the same module and DIR. Exit status 0\n"
		"when the profile (or, with --build-only, DIR) is written, 1 on\n"
		"failure, 2 on misuse. Format: docs/gpu-profile.md, docs/profile.md.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "a device module", .args = true,
		.exclusive = (const char *const[]){ "build-only", "read",
			"build-only", "emit-ir", "read", "emit-ir", NULL },
	};
	int rc = program_parse(&cmd, argc, argv, &c->prog);

	/* the loop counts are summed over a warp with redux.sync */
	if (!rc && atoi(c->arch + 3) < 80)
		rc = opt_usage_error(&cmd, "--arch %s: the device profile "
				     "needs sm_80 or later (redux.sync)",
				     c->arch);
	return rc;
}

/* DIR/gprof.json: what trident-gpu-run needs, paths relative to DIR. */
static int
write_settings(struct gpu_profile *c, const char *hash)
{
	char *path = xpathjoin(c->absdir, GPROF_SETTINGS);
	json_t *j = json_pack("{s:s, s:s, s:s, s:s, s:o, s:o, s:o, s:f, s:I, "
			      "s:s}",
		"format", "trident-gpu-profile", "hash", hash,
		"module", c->prog.module, "program", "program.gpu",
		"args", program_args_json(&c->prog),
		"inputs", gpu_inputs_json(&c->prog),
		"stdin", c->prog.stdin_path ? json_string("stdin") : json_null(),
		"timeout", c->limits.timeout,
		"fsize_mib", (json_int_t)c->limits.fsize_mib,
		"table", GPROF_TABLE);
	int rc = 0;

	if (json_dump_file(j, path, JSON_SORT_KEYS | JSON_INDENT(2)))
		rc = tr_error("cannot write '%s'", path);
	json_decref(j);
	free(path);
	return rc;
}

/* The instrumented program and its settings in DIR. */
static int
build(struct gpu_profile *c)
{
	char *rt = program_runtime_path("TRIDENT_GPROF_RUNTIME",
					"libtrident_gprof_rt.a");
	char *table = xpathjoin(c->absdir, GPROF_TABLE);
	char *header = prof_gpu_header(&c->plan);
	struct gpu_build b = {
		.dir = c->absdir, .cuda = c->cuda, .arch = c->arch,
		.hosts = &c->hosts, .cflags = &c->cflags,
		.ldflags = &c->prog.ldflags, .header = header, .runtime = rt,
		.wrap = "__cudaRegisterVar,--wrap=__cudaRegisterFunction,"
			"--wrap=cudaLaunchKernel,--wrap=cudaLaunchKernelExC,"
			"--wrap=cudaLaunchCooperativeKernel,"
			"--wrap=cudaGraphLaunch,--wrap=cudaDeviceReset,"
			"--wrap=cudaMalloc,--wrap=cudaMemcpy,"
			"--wrap=cudaMemcpyAsync,--wrap=cudaMemcpy2D,"
			"--wrap=cudaMemcpy2DAsync,--wrap=cudaMemcpy3D,"
			"--wrap=cudaMemcpy3DAsync,--wrap=cudaMemcpyPeer,"
			"--wrap=cudaMemcpyPeerAsync",
	};
	int rc = -1;

	if (prof_gpu_table_write(&c->plan, table) ||
	    prof_gpu_instrument(&c->m, &c->plan) ||
	    gpu_copy_inputs(&c->prog, c->absdir) || gpu_build(&b, &c->m) ||
	    write_settings(c, c->plan.hash))
		goto out;
	rc = 0;
out:
	free(rt);
	free(table);
	free(header);
	return rc;
}

/* trident-gpu-run DIR, waited for. */
static int
run(struct gpu_profile *c)
{
	return gpu_run_dir(c->absdir, c->quiet, 0, false);
}

/*
 * The profile from DIR's dump: DIR must be this module's (its settings'
 * hash), and its run must have ended (run.json).
 */
static int
read_profile(struct gpu_profile *c)
{
	char *cfg = xpathjoin(c->absdir, GPROF_SETTINGS);
	char *runp = xpathjoin(c->absdir, GPROF_RUN);
	char *raw = xpathjoin(c->absdir, GPROF_DUMP);
	struct prof_raw dump = { 0 };
	struct prof_run_info info = {
		.module = c->prog.module, .args = c->prog.args.v,
		.nargs = c->prog.args.n, .lite = true,
	};
	json_error_t err;
	json_t *settings = NULL, *ran = NULL, *prof = NULL;
	const char *hash;
	int rc = -1;

	settings = json_load_file(cfg, 0, &err);
	if (!settings) {
		tr_error("'%s' is not a gpu-profile directory: %s", c->absdir,
			 tr_one_line(err.text));
		goto out;
	}
	hash = json_string_value(json_object_get(settings, "hash"));
	if (!hash || strcmp(hash, c->plan.hash)) {
		tr_error("'%s' was built from another module (hash %s, '%s' "
			 "has %s)", c->absdir, hash ? hash : "none",
			 c->prog.module, c->plan.hash);
		goto out;
	}
	ran = json_load_file(runp, 0, &err);
	if (!ran) {
		tr_error("'%s' has no run (%s): run trident-gpu-run '%s' on "
			 "the GPU machine first", c->absdir, tr_one_line(err.text),
			 c->absdir);
		goto out;
	}
	info.signaled = json_is_integer(json_object_get(ran, "signal"));
	info.code = (int)json_integer_value(json_object_get(ran,
			info.signaled ? "signal" : "status"));
	if (prof_raw_read(&dump, raw))
		goto out;
	prof = prof_json_build(&c->plan, &dump, &info);
	if (!prof) {
		/* The dump came from another machine: name it. */
		char *why = xstrdup(tr_errmsg());

		tr_error("the dump '%s' does not fit '%s': %s", raw,
			 c->prog.module, why);
		free(why);
		goto out;
	}
	if (prof_json_write(prof, c->out))
		goto out;
	if (info.signaled || info.code)
		fprintf(stderr, "trident: warning: the profiled run of '%s' "
			"ended with %s %d\n", c->prog.module,
			info.signaled ? "signal" : "status", info.code);
	rc = 0;
out:
	json_decref(settings);
	json_decref(ran);
	json_decref(prof);
	prof_raw_release(&dump);
	free(cfg);
	free(runp);
	free(raw);
	return rc;
}

/* The id'd module and its plan (lite, counters not atomic: gpu.c adds
   its own). */
static int
load(struct gpu_profile *c)
{
	if (ir_module_load(&c->m, c->prog.module))
		return -1;
	ir_ids_assign(&c->m);
	return prof_plan_build(&c->plan, &c->m, false, false);
}

static int
make_dir(struct gpu_profile *c)
{
	char real[PATH_MAX];

	/* --read takes a directory a build made, never a new one. */
	if (!c->read && mkdir(c->dir, 0755) && errno != EEXIST)
		return tr_error("cannot create directory '%s': %s", c->dir,
				strerror(errno));
	if (!realpath(c->dir, real))
		return tr_error("'%s' is not a gpu-profile directory: %s",
				c->dir, strerror(errno));
	c->absdir = xstrdup(real);
	return 0;
}

int
cmd_gpu_profile(int argc, char **argv)
{
	struct gpu_profile c = {
		.limits = LIMITS_DEFAULT, .dir = "trident-gpu-profile",
		.cuda = TRIDENT_CUDA_DEFAULT, .arch = "sm_90",
	};
	int rc, status = EXIT_FAIL;

	rc = parse_options(&c, argc, argv);
	if (rc) {
		status = rc == OPT_HELP ? EXIT_OK : rc;
		goto out;
	}
	if (c.emit) {
		if (program_load_manifest(&c.prog) || load(&c) ||
		    prof_gpu_instrument(&c.m, &c.plan) ||
		    ir_module_write(&c.m, c.emit)) {
			cli_fail("%s", tr_errmsg());
			goto out;
		}
		status = EXIT_OK;
		goto out;
	}
	if (!c.out && !c.build_only) {
		status = cli_fail("-o PROF.json is required (unless "
				  "--build-only)");
		goto out;
	}
	if (program_load_manifest(&c.prog) ||
	    gpu_manifest_build(c.prog.manifest, &c.hosts, &c.cflags) ||
	    load(&c) || make_dir(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (!c.read) {
		if (!c.hosts.n) {
			status = cli_fail("no host source: give --host SRC.cu "
					  "or --manifest");
			goto out;
		}
		if (gpu_hosts_check(&c.hosts) || build(&c)) {
			cli_fail("%s", tr_errmsg());
			goto out;
		}
		if (!c.quiet)
			printf("built %s/program.gpu: %u counters, %u value "
			       "sites in %u groups\n", c.absdir,
			       c.plan.ncounters, c.plan.nvalues,
			       c.plan.ngroups);
		if (c.build_only) {
			status = EXIT_OK;
			goto out;
		}
		/* The plan again, from the module as it was. */
		prof_plan_release(&c.plan);
		ir_module_release(&c.m);
		if ((rc = run(&c)) || load(&c)) {
			/* -2: the runner's own line said why. */
			if (rc != -2)
				cli_fail("%s", tr_errmsg());
			goto out;
		}
	}
	if (read_profile(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (!c.quiet)
		printf("wrote %s\n", c.out);
	status = EXIT_OK;
out:
	prof_plan_release(&c.plan);
	ir_module_release(&c.m);
	program_release(&c.prog);
	strv_release(&c.hosts);
	strv_release(&c.cflags);
	free(c.absdir);
	return status;
}
