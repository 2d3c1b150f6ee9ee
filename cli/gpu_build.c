/*
 * gpu_build.c: the build of an instrumented CUDA program, shared by
 * `trident gpu-inject` and `trident gpu-profile`: the clang-19 pipeline of
 * inputs/gpu.cmake (../shared/toolchain.md) on an instrumented device
 * module, every host source of the program compiled beside it, and the
 * link with a host runtime. Each tool's command and output go to
 * DIR/build.log; a failure names the step and the log. Also what both
 * commands take from a GPU manifest and copy into their directory.
 */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "analysis.h"
#include "campaign.h"
#include "cli.h"

/* What a host source is, by its name. */
enum host_kind { HOST_UNKNOWN, HOST_CUDA, HOST_C, HOST_CXX, HOST_LINKED };

static enum host_kind
host_kind(const char *path)
{
	static const struct {
		const char *suffix;
		enum host_kind kind;
	} kinds[] = { { ".cu", HOST_CUDA }, { ".c", HOST_C },
		      { ".cc", HOST_CXX }, { ".cpp", HOST_CXX },
		      { ".cxx", HOST_CXX }, { ".C", HOST_CXX },
		      { ".o", HOST_LINKED }, { ".a", HOST_LINKED },
		      { ".so", HOST_LINKED } };
	size_t n = strlen(path);

	for (size_t i = 0; i < sizeof(kinds) / sizeof(*kinds); i++) {
		size_t k = strlen(kinds[i].suffix);

		if (n > k && strcmp(path + n - k, kinds[i].suffix) == 0)
			return kinds[i].kind;
	}
	return HOST_UNKNOWN;
}

int
gpu_hosts_check(const struct strv *hosts)
{
	for (unsigned i = 0; i < hosts->n; i++) {
		const char *src = hosts->v[i];

		if (host_kind(src) == HOST_UNKNOWN)
			return tr_error("host source '%s': expected a .cu, .c, "
					".cc, .cpp, .o or .a file", src);
		if (access(src, R_OK))
			return tr_error("host source '%s': %s", src,
					strerror(errno));
	}
	return 0;
}

static char *
in_dir(const struct gpu_build *b, const char *name)
{
	return xpathjoin(b->dir, name);
}

static int
make_dir(const char *path)
{
	if (mkdir(path, 0755) && errno != EEXIST)
		return tr_error("cannot create directory '%s': %s", path,
				strerror(errno));
	return 0;
}

static int
write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	if (!f || fputs(text, f) < 0 || fclose(f))
		return tr_error("cannot write '%s'", path);
	return 0;
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

/*
 * Run one build tool (argv[0] a path) with its output appended to
 * DIR/build.log; a failure names the step and the log. Releases argv.
 */
static int
tool(const struct gpu_build *b, const char *step, struct strv *argv)
{
	char *log = in_dir(b, "build.log");
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

/*
 * Host source i into an object of DIR/build, pushed on objs: a .cu with
 * the build's header and the fat binary embedded (each CUDA source
 * registers the kernels it launches, and the header's device variables,
 * with its own copy of the device code), C and C++ sources with clang-19,
 * objects and archives as they are.
 */
static int
host_compile(const struct gpu_build *b, unsigned i, const char *hdr,
	     const char *compat, const char *fat, struct strv *objs)
{
	const char *src = b->hosts->v[i];
	enum host_kind kind = host_kind(src);
	struct strv a = { 0 };
	char name[32], *obj;
	int rc;

	if (kind == HOST_LINKED) {
		strv_push(objs, src);
		return 0;
	}
	snprintf(name, sizeof(name), "build/host-%u.o", i);
	obj = in_dir(b, name);
	strv_push(&a, kind == HOST_C ? TRIDENT_LLVM_BIN "/clang"
				     : TRIDENT_LLVM_BIN "/clang++");
	if (kind == HOST_CUDA) {
		strv_push(&a, "-x");
		strv_push(&a, "cuda");
		pushf(&a, "--cuda-gpu-arch=%s", b->arch);
		pushf(&a, "--cuda-path=%s", b->cuda);
		strv_push(&a, "-Wno-unknown-cuda-version");
		strv_push(&a, "-isystem");
		strv_push(&a, compat);
	}
	strv_push(&a, "-O2");
	for (unsigned k = 0; k < b->cflags->n; k++)
		strv_push(&a, b->cflags->v[k]);
	if (kind == HOST_CUDA) {
		strv_push(&a, "--cuda-host-only");
		strv_push(&a, "-include");
		strv_push(&a, hdr);
		strv_push(&a, "-Xclang");
		strv_push(&a, "-fcuda-include-gpubinary");
		strv_push(&a, "-Xclang");
		strv_push(&a, fat);
	}
	strv_push(&a, "-c");
	strv_push(&a, src);
	strv_push(&a, "-o");
	strv_push(&a, obj);
	rc = tool(b, "the host compile", &a);
	if (!rc)
		strv_push(objs, obj);
	free(obj);
	return rc;
}

int
gpu_build(const struct gpu_build *b, struct ir_module *m)
{
	char *bc = in_dir(b, "device.fi.bc"), *ptx = in_dir(b, "device.ptx");
	char *cubin = in_dir(b, "device.cubin"), *fat = in_dir(b, "device.fatbin");
	char *bdir = in_dir(b, "build"), *hdr = in_dir(b, "build/trident.h");
	char *compat = in_dir(b, "build/compat");
	char *exe = in_dir(b, "program.gpu"), *log = in_dir(b, "build.log");
	char *p = NULL, *q = NULL;
	struct strv a = { 0 }, objs = { 0 };
	int rc = -1;

	unlink(log);
	if (ir_module_write(m, bc) || make_dir(bdir) || make_dir(compat) ||
	    write_text(hdr, b->header))
		goto out;
	/* The two headers clang-19's CUDA wrapper includes, which CUDA 13
	   removed: empty files are enough (toolchain.md). */
	p = xpathjoin(compat, "texture_fetch_functions.h");
	q = xpathjoin(compat, "texture_indirect_functions.h");
	if (write_text(p, "") || write_text(q, ""))
		goto out;

	strv_push(&a, TRIDENT_LLVM_BIN "/llc");
	strv_push(&a, "-march=nvptx64");
	pushf(&a, "-mcpu=%s", b->arch);
	strv_push(&a, bc);
	strv_push(&a, "-o");
	strv_push(&a, ptx);
	if (tool(b, "llc", &a))
		goto out;
	pushf(&a, "%s/bin/ptxas", b->cuda);
	pushf(&a, "-arch=%s", b->arch);
	strv_push(&a, ptx);
	strv_push(&a, "-o");
	strv_push(&a, cubin);
	if (tool(b, "ptxas", &a))
		goto out;
	pushf(&a, "%s/bin/fatbinary", b->cuda);
	pushf(&a, "--create=%s", fat);
	strv_push(&a, "-64");
	free(p);
	if (asprintf(&p, "--image3=kind=elf,sm=%s,file=%s", b->arch + 3,
		     cubin) < 0)
		abort();
	strv_push(&a, p);
	free(p);
	if (asprintf(&p, "--image3=kind=ptx,sm=%s,file=%s", b->arch + 3,
		     ptx) < 0)
		abort();
	strv_push(&a, p);
	if (tool(b, "fatbinary", &a))
		goto out;

	for (unsigned i = 0; i < b->hosts->n; i++)
		if (host_compile(b, i, hdr, compat, fat, &objs))
			goto out;

	strv_push(&a, TRIDENT_LLVM_BIN "/clang++");
	for (unsigned i = 0; i < objs.n; i++)
		strv_push(&a, objs.v[i]);
	strv_push(&a, b->runtime);
	strv_push(&a, "-o");
	strv_push(&a, exe);
	pushf(&a, "-L%s/lib64", b->cuda);
	pushf(&a, "-Wl,-rpath,%s/lib64", b->cuda);
	pushf(&a, "-Wl,--wrap=%s", b->wrap);
	for (unsigned i = 0; i < b->ldflags->n; i++)
		strv_push(&a, b->ldflags->v[i]);
	if (!b->ldflags->n)
		strv_push(&a, "-lcudart");
	if (tool(b, "the link", &a))
		goto out;
	rc = 0;
out:
	strv_release(&a);
	strv_release(&objs);
	free(bc);
	free(ptx);
	free(cubin);
	free(fat);
	free(bdir);
	free(hdr);
	free(compat);
	free(exe);
	free(log);
	free(p);
	free(q);
	return rc;
}

int
gpu_manifest_build(const char *manifest, struct strv *hosts,
		   struct strv *cflags)
{
	json_error_t err;
	json_t *root, *v, *sources;
	char *copy, *dir;
	size_t i;
	int rc = -1;

	if (!manifest)
		return 0;
	root = json_load_file(manifest, 0, &err);
	if (!root)
		return tr_error("cannot read manifest '%s': %s", manifest,
				tr_one_line(err.text));
	copy = xstrdup(manifest);
	dir = dirname(copy);
	sources = hosts->n ? NULL : json_object_get(root, "sources");
	json_array_foreach(sources, i, v) {
		char *path;

		if (!json_is_string(v)) {
			tr_error("manifest '%s': sources must be strings",
				 manifest);
			goto out;
		}
		path = xpathjoin(dir, json_string_value(v));
		strv_push(hosts, path);
		free(path);
	}
	json_array_foreach(json_object_get(root, "cflags"), i, v) {
		if (!json_is_string(v)) {
			tr_error("manifest '%s': cflags must be strings",
				 manifest);
			goto out;
		}
		strv_push(cflags, json_string_value(v));
	}
	rc = 0;
out:
	free(copy);
	json_decref(root);
	return rc;
}

int
gpu_copy_file(const char *src, const char *dst)
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

int
gpu_copy_inputs(const struct program *p, const char *dir)
{
	char *idir = xpathjoin(dir, "inputs"), *dst = NULL;
	int rc = -1;

	if (p->ninputs && make_dir(idir))
		goto out;
	for (unsigned i = 0; i < p->ninputs; i++) {
		free(dst);
		if (asprintf(&dst, "%s/%u", idir, i) < 0)
			abort();
		if (gpu_copy_file(p->inputs[i].src, dst))
			goto out;
	}
	free(dst);
	dst = xpathjoin(dir, "stdin");
	if (p->stdin_path && gpu_copy_file(p->stdin_path, dst))
		goto out;
	rc = 0;
out:
	free(idir);
	free(dst);
	return rc;
}

json_t *
gpu_inputs_json(const struct program *p)
{
	json_t *ins = json_array();

	for (unsigned i = 0; i < p->ninputs; i++) {
		char rel[32];

		snprintf(rel, sizeof(rel), "inputs/%u", i);
		json_array_append_new(ins, json_pack("{s:s, s:s}", "src", rel,
						     "rel", p->inputs[i].rel));
	}
	return ins;
}

int
gpu_run_dir(const char *dir, bool quiet, unsigned jobs, bool resume)
{
	char *runner = program_runtime_path("TRIDENT_GPU_RUN",
					    "trident-gpu-run");
	char j[16], *argv[8];
	int n = 0, status = 0, rc = -1;
	pid_t pid;

	snprintf(j, sizeof(j), "%u", jobs);
	argv[n++] = runner;
	if (quiet)
		argv[n++] = "-q";
	if (jobs) {
		argv[n++] = "-j";
		argv[n++] = j;
	}
	if (resume)
		argv[n++] = "--resume";
	argv[n++] = (char *)dir;
	argv[n] = NULL;
	fflush(stdout);
	pid = fork();
	if (pid < 0) {
		tr_error("cannot fork: %s", strerror(errno));
		goto out;
	}
	if (pid == 0) {
		execv(runner, argv);
		fprintf(stderr, "trident: cannot run '%s': %s\n", runner,
			strerror(errno));
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status)) {
		tr_error("trident-gpu-run '%s' failed", dir);
		goto out;
	}
	/* The runner said why in its own line (no GPU, a crash, ...). */
	rc = WEXITSTATUS(status) ? -2 : 0;
out:
	free(runner);
	return rc;
}

int
gpu_arch_opt(const struct opt *o, const char *value)
{
	if (strncmp(value, "sm_", 3) != 0 || !value[3] ||
	    strspn(value + 3, "0123456789") != strlen(value + 3))
		return tr_error("expected sm_NN");
	*(const char **)o->value = value;
	return 0;
}
