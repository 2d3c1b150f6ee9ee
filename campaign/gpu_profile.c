/*
 * gpu_profile.c: the run of a device profile on the GPU machine
 * (trident-gpu-run DIR, for a directory `trident gpu-profile` built;
 * docs/gpu-profile.md). DIR/gprof.json says what to run: the program
 * (program.gpu, built with the device profile's runtime), its arguments,
 * input files and stdin (copied into DIR), the time limit. The program
 * runs once in a sandbox (run.c) with PROF_GPU_ENV naming DIR/profile.raw
 * and PROF_GPU_ENV_TABLE DIR/gprof.table; DIR/run.json records how it
 * ended. trident gpu-profile --read, on the build machine, turns the dump
 * into the JSON profile. No LLVM: this is part of the campaign core.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <jansson.h>

#include "internal.h"
#include "prof_protocol.h"

struct gprof_run {
	const char *dir;
	char *exe, **args, *stdin_path, *tmp;
	unsigned nargs, ninputs;
	struct fi_file *inputs;
	double timeout;
	unsigned long long fsize_mib;
};

static char *
in_dir(const char *dir, const char *rel)
{
	char *p;

	if (asprintf(&p, "%s/%s", dir, rel) < 0)
		abort();
	return p;
}

static int
load(struct gprof_run *r, const char *path)
{
	json_error_t err;
	json_t *cfg = json_load_file(path, 0, &err), *a, *x;
	size_t i;
	int rc = -1;

	if (!cfg)
		return tr_error("cannot read '%s': %s", path, tr_one_line(err.text));
	x = json_object_get(cfg, "program");
	a = json_object_get(cfg, "args");
	r->timeout = json_number_value(json_object_get(cfg, "timeout"));
	r->fsize_mib = (unsigned long long)json_integer_value(
		json_object_get(cfg, "fsize_mib"));
	if (!json_is_string(x) || !json_is_array(a) || !(r->timeout > 0))
		goto bad;
	r->exe = in_dir(r->dir, json_string_value(x));
	r->args = xcalloc(json_array_size(a) + 2, sizeof(*r->args));
	r->args[0] = r->exe;
	json_array_foreach(a, i, x) {
		if (!json_is_string(x))
			goto bad;
		r->args[++r->nargs] = xstrdup(json_string_value(x));
	}
	a = json_object_get(cfg, "inputs");
	r->inputs = xcalloc(json_array_size(a) + 1, sizeof(*r->inputs));
	json_array_foreach(a, i, x) {
		const char *src = json_string_value(json_object_get(x, "src"));
		const char *rel = json_string_value(json_object_get(x, "rel"));

		if (!src || !rel)
			goto bad;
		r->inputs[i].src = in_dir(r->dir, src);
		r->inputs[i].rel = xstrdup(rel);
		r->ninputs++;
	}
	x = json_object_get(cfg, "stdin");
	if (json_is_string(x))
		r->stdin_path = in_dir(r->dir, json_string_value(x));
	rc = 0;
	goto out;
bad:
	tr_error("'%s' is not a gpu-profile directory's settings (missing or "
		 "bad members)", path);
out:
	json_decref(cfg);
	return rc;
}

static void
release(struct gprof_run *r)
{
	for (unsigned i = 1; r->args && i <= r->nargs; i++)
		free(r->args[i]);
	free(r->args);
	free(r->exe);
	for (unsigned i = 0; i < r->ninputs; i++) {
		free((char *)r->inputs[i].src);
		free((char *)r->inputs[i].rel);
	}
	free(r->inputs);
	free(r->stdin_path);
	free(r->tmp);
}

/* DIR/run.json: how the run ended, written beside and renamed. */
static int
write_result(const struct gprof_run *r, const struct fi_run_result *res)
{
	char *path = in_dir(r->dir, "run.json");
	json_t *j = json_pack("{s:s, s:o, s:o, s:b, s:f}",
		"format", "trident-gpu-profile-run",
		"status", res->end == FI_END_EXIT ?
			  json_integer(res->code) : json_null(),
		"signal", res->end == FI_END_SIGNAL ?
			  json_integer(res->code) : json_null(),
		"timeout", res->end == FI_END_TIMEOUT,
		"seconds", res->wall_s);
	int rc = cp_json_write_atomic(j, path);

	json_decref(j);
	free(path);
	return rc;
}

/*
 * Why the program left no dump, from its stderr, into buf: the runtime's
 * own line ("trident device profile: ..."), else the program's last line
 * (a program without a GPU says so); "" if none.
 */
static void
runtime_line(const struct fi_run_result *res, char *buf, size_t n)
{
	char *path = in_dir(res->out_dir, "stderr"), line[256];
	FILE *f = fopen(path, "r");
	bool ours = false;

	buf[0] = '\0';
	while (f && fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		if (!strncmp(line, "trident device profile: ", 24)) {
			snprintf(buf, n, " (%s)", line + 24);
			ours = true;
		} else if (!ours && line[0]) {
			snprintf(buf, n, " (the program said: %s)", line);
		}
	}
	if (f)
		fclose(f);
	free(path);
}

int
gpu_profile_run(const char *given, bool quiet)
{
	char real[PATH_MAX], why[512];
	const char *dir = realpath(given, real) ? real : given;
	struct gprof_run r = { .dir = dir };
	char *cfg = in_dir(dir, GPROF_SETTINGS), *raw = in_dir(dir, GPROF_DUMP);
	char *table = in_dir(dir, GPROF_TABLE), *env[3] = { NULL, NULL, NULL };
	struct fi_run_spec spec;
	struct fi_run_result res = { 0 };
	int rc = -1;

	/* The program runs elsewhere: every path it gets is absolute. */
	if (load(&r, cfg))
		goto out;
	r.tmp = in_dir(dir, "tmp");
	if (mkdir(r.tmp, 0755) && errno != EEXIST) {
		tr_error("cannot create '%s': %s", r.tmp, strerror(errno));
		goto out;
	}
	if (unlink(raw) && errno != ENOENT) {
		tr_error("cannot remove '%s': %s", raw, strerror(errno));
		goto out;
	}
	if (asprintf(&env[0], "%s=%s", PROF_GPU_ENV, raw) < 0 ||
	    asprintf(&env[1], "%s=%s", PROF_GPU_ENV_TABLE, table) < 0)
		abort();
	memset(&spec, 0, sizeof(spec));
	spec.argv = r.args;
	spec.env = env;
	spec.inputs = r.inputs;
	spec.ninputs = r.ninputs;
	spec.stdin_path = r.stdin_path;
	spec.tmpdir = r.tmp;
	spec.timeout_s = r.timeout;
	spec.cpu_s = (unsigned long)(r.timeout + 2);
	/* No address-space limit: the CUDA driver maps far more than it uses. */
	spec.fsize_bytes = r.fsize_mib << 20;
	if (!quiet)
		fprintf(stderr, "trident-gpu-run: profiling %s\n", r.exe);
	if (fi_run(&spec, &res) || write_result(&r, &res))
		goto out;
	if (res.end == FI_END_TIMEOUT) {
		tr_error("'%s' did not end within %g s: killed, no profile",
			 r.exe, r.timeout);
		goto out;
	}
	if (access(raw, F_OK)) {
		runtime_line(&res, why, sizeof(why));
		tr_error("'%s' ended (%s %d) without writing its profile%s; "
			 "its stderr is in %s", r.exe,
			 res.end == FI_END_SIGNAL ? "signal" : "status",
			 res.code, why[0] ? why : " (no kernel launched?)",
			 res.out_dir);
		goto out;
	}
	if (!quiet)
		fprintf(stderr, "trident-gpu-run: wrote %s (%.2f s)\n", raw,
			res.wall_s);
	rc = 0;
out:
	if (res.dir && !rc)
		fi_run_release(&res);
	release(&r);
	free(cfg);
	free(raw);
	free(table);
	free(env[0]);
	free(env[1]);
	return rc;
}
