/*
 * build.c: from an instrumented module to a binary. The module is written
 * as bitcode next to the binary and handed to the clang-19 driver with -O2
 * (which optimizes the instrumentation along with the program: the local
 * counters become registers), the runtime library and the program's link
 * flags. clang's diagnostics go to a log file beside the binary.
 *
 * At -O0 the object is made here instead, without debug information:
 * always-inline (the instrumentation's inline fast paths) and code
 * generation at level None, then clang only links. That takes half the
 * time of clang -O0 on the bitcode (nw: 0.17 s against 0.37 s), which runs
 * the driver and the -O0 pipeline on top; a short profiled run (trident
 * validate) is then mostly this build. A large module is made in two
 * halves by two processes at once (split.c). The link itself skips the
 * driver: the linker command that `clang -###` prints, asked while the
 * objects are made, runs instead (0.04 s less per build).
 *
 * A C++ module (one that refers to a C++ symbol it does not define) is
 * linked with the C++ library and libm, as clang++ would, so that the
 * user need not add -lstdc++. When the build fails, the error gives the
 * build directory, which the caller keeps, and clang's and the linker's
 * own error lines from the log.
 */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Error.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "internal.h"

extern char **environ;

/* The log lines shown in the error message: the first errors. */
#define LOG_LINES 12

/*
 * The log file's lines for the error message, each on a line of its own
 * after two spaces, without clang's warnings (a warning is not why a build
 * failed), at most LOG_LINES of them; a malloc'd string.
 */
static char *
log_lines(const char *path)
{
	FILE *f = fopen(path, "r");
	char *out = xstrdup(""), *t, line[1024];
	unsigned n = 0, more = 0;

	if (!f)
		return out;
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		if (!line[0] || strstr(line, "warning: ") ||
		    strstr(line, " generated."))
			continue;
		if (n == LOG_LINES) {
			more++;
			continue;
		}
		if (asprintf(&t, "%s\n  %s", out, line) < 0)
			abort();
		free(out);
		out = t;
		n++;
	}
	fclose(f);
	if (more) {
		if (asprintf(&t, "%s\n  (%u more lines)", out, more) < 0)
			abort();
		free(out);
		out = t;
	}
	return out;
}

/*
 * Whether m refers to a C++ symbol it does not define: a mangled name
 * (_Z...: functions, vtables, type infos, std::cout) or one of the C++
 * ABI's (__cxa_*, __gxx_personality_v0, __dynamic_cast), which the C++
 * library defines.
 */
static bool
is_cxx_symbol(LLVMValueRef v)
{
	const char *name = LLVMGetValueName(v);

	return LLVMIsDeclaration(v) &&
	       (!strncmp(name, "_Z", 2) || !strncmp(name, "__cxa_", 6) ||
		!strncmp(name, "__gxx_", 6) || !strcmp(name, "__dynamic_cast"));
}

static bool
needs_cxx_library(const struct ir_module *m)
{
	for (LLVMValueRef f = LLVMGetFirstFunction(m->mod); f;
	     f = LLVMGetNextFunction(f))
		if (is_cxx_symbol(f))
			return true;
	for (LLVMValueRef g = LLVMGetFirstGlobal(m->mod); g;
	     g = LLVMGetNextGlobal(g))
		if (is_cxx_symbol(g))
			return true;
	return false;
}

int
fi_lower(LLVMModuleRef mod, LLVMTargetMachineRef tm, const char *name)
{
	LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
	LLVMErrorRef err;
	char *emsg;
	int rc = 0;

	/* The binary needs no debug information: a third of the time. */
	LLVMStripModuleDebugInfo(mod);
	if ((err = LLVMRunPasses(mod, "always-inline", tm, opts))) {
		emsg = LLVMGetErrorMessage(err);
		rc = tr_error("building '%s': %s", name, emsg);
		LLVMDisposeErrorMessage(emsg);
	}
	LLVMDisposePassBuilderOptions(opts);
	return rc;
}

int
fi_emit(LLVMModuleRef mod, LLVMTargetMachineRef tm, const char *path)
{
	char *msg = NULL;

	if (LLVMTargetMachineEmitToFile(tm, mod, (char *)path, LLVMObjectFile,
					&msg)) {
		tr_error("cannot write '%s': %s", path, msg);
		LLVMDisposeMessage(msg);
		return -1;
	}
	return 0;
}

/*
 * The object file of m at path: always-inline, then code for the
 * module's target at optimization level None, position independent (the
 * driver links a PIE). A large module's in two halves at once, at path
 * and second, with *split set (split.c); otherwise from a copy of m here.
 */
static int
emit_object(const struct ir_module *m, const char *path, const char *second,
	    bool *split)
{
	LLVMModuleRef copy = NULL;
	LLVMTargetMachineRef tm = NULL;
	LLVMTargetRef target;
	char *triple = NULL, *msg = NULL;
	int rc = -1;

	/* The asm parser too: inline assembly is parsed when it is emitted. */
	if (LLVMInitializeNativeTarget() || LLVMInitializeNativeAsmPrinter() ||
	    LLVMInitializeNativeAsmParser()) {
		tr_error("no native code generator in this LLVM");
		goto out;
	}
	triple = *LLVMGetTarget(m->mod) ? strdup(LLVMGetTarget(m->mod)) : NULL;
	if (!triple) {
		char *def = LLVMGetDefaultTargetTriple();

		triple = strdup(def);
		LLVMDisposeMessage(def);
	}
	if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
		tr_error("building '%s': target '%s': %s", m->path, triple, msg);
		goto out;
	}
	tm = LLVMCreateTargetMachine(target, triple, "", "",
				     LLVMCodeGenLevelNone, LLVMRelocPIC,
				     LLVMCodeModelDefault);
	rc = fi_emit_halves(m, tm, path, second, split);
	if (rc <= 0)
		goto out;
	copy = LLVMCloneModule(m->mod);
	rc = fi_lower(copy, tm, m->path) || fi_emit(copy, tm, path) ? -1 : 0;
out:
	if (msg)
		LLVMDisposeMessage(msg);
	if (tm)
		LLVMDisposeTargetMachine(tm);
	if (copy)
		LLVMDisposeModule(copy);
	free(triple);
	return rc;
}

/*
 * Start argv (a NULL-terminated list) with its standard output and error
 * going to the file at out; the child's pid in *pid.
 */
static int
spawn_to(char *const *argv, const char *out, pid_t *pid)
{
	posix_spawn_file_actions_t fa;
	int err;

	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 1, out, O_WRONLY | O_CREAT |
					 O_TRUNC, 0644);
	posix_spawn_file_actions_adddup2(&fa, 1, 2);
	err = posix_spawn(pid, argv[0], &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	if (err)
		return tr_error("cannot run '%s': %s", argv[0], strerror(err));
	return 0;
}

/* Wait for child pid: its wait status in *status. */
static int
wait_for(pid_t pid, const char *what, int *status)
{
	while (waitpid(pid, status, 0) < 0)
		if (errno != EINTR)
			return tr_error("cannot wait for '%s': %s", what,
					strerror(errno));
	return 0;
}

/*
 * One argument of a command line as the clang driver's -### prints it,
 * from *p: in double quotes, with \ before a quote, a backslash or a
 * dollar sign. A malloc'd string, *p past it; NULL (and *p unchanged) at
 * the end of the line or at anything else.
 */
static char *
quoted_arg(const char **p)
{
	const char *q = *p;
	char *out, *o;

	while (*q == ' ')
		q++;
	if (*q != '"')
		return NULL;
	o = out = xcalloc(strlen(q) + 1, 1);
	for (q++; *q && *q != '"'; q++) {
		if (*q == '\\' && q[1])
			q++;
		*o++ = *q;
	}
	if (*q != '"') {
		free(out);
		return NULL;
	}
	*p = q + 1;
	return out;
}

/*
 * The one command that the clang driver's -### output at path names (a
 * line of quoted arguments, the linker's here), without the argument
 * drop when that is not NULL; a NULL-terminated list, NULL when the
 * output holds no such line or more than one (it would compile as well).
 */
static char **
driver_command(const char *path, const char *drop)
{
	FILE *f = fopen(path, "r");
	char **argv = NULL, *line = NULL, *a;
	const char *p;
	size_t cap = 0, n = 0, lines = 0;

	if (!f)
		return NULL;
	while (getline(&line, &cap, f) > 0) {
		if (strncmp(line, " \"", 2) != 0)
			continue;
		if (lines++) {
			n = 0;
			break;
		}
		argv = xcalloc(strlen(line) + 1, sizeof(*argv));
		for (p = line; (a = quoted_arg(&p));)
			if (drop && !strcmp(a, drop))
				free(a);
			else
				argv[n++] = a;
	}
	free(line);
	fclose(f);
	if (!n || argv[0][0] != '/') {
		for (size_t i = 0; argv && argv[i]; i++)
			free(argv[i]);
		free(argv);
		return NULL;
	}
	return argv;
}

/*
 * A binary from the instrumented module m, built in workdir: at -O0 the
 * objects made here (emit_object), which only the linker joins; at other
 * levels clang on the module's bitcode. At -O0 the clang driver says,
 * while the objects are made, which linker command it would run
 * (clang -###, on empty objects of the same names), and that command
 * runs in place of the driver: its start (0.04 s: libclang-cpp and
 * libLLVM) overlaps the code generation. Should it not say, the driver
 * links.
 */
int
fi_build_binary(const struct ir_module *m, const struct fi_build *b,
		const char *workdir, const char *exe)
{
	char *bc = NULL, *obj = NULL, *obj2 = NULL, *log = NULL, *cmd = NULL;
	char **argv = NULL, **ld = NULL, **drv = NULL, *lines;
	bool split = false, asked = false;
	size_t nflags = 0, k = 0, k2;
	int status, rc = -1, fd;
	bool here = b->opt && !strcmp(b->opt, "-O0");
	pid_t pid, ask = 0;

	if (asprintf(&bc, "%s/instrumented.bc", workdir) < 0 ||
	    asprintf(&obj, "%s/instrumented.o", workdir) < 0 ||
	    asprintf(&obj2, "%s/instrumented.2.o", workdir) < 0 ||
	    asprintf(&log, "%s/build.log", workdir) < 0 ||
	    asprintf(&cmd, "%s/link.cmd", workdir) < 0)
		abort();
	while (b->ldflags && b->ldflags[nflags])
		nflags++;
	argv = xcalloc(nflags + 11, sizeof(*argv));
	argv[k++] = (char *)b->clang;
	if (!here)
		argv[k++] = (char *)(b->opt ? b->opt : "-O2");
	argv[k++] = here ? obj : bc;
	k2 = k;
	if (here)
		argv[k++] = obj2;
	if (b->runtime)
		argv[k++] = (char *)b->runtime;
	for (size_t i = 0; i < nflags; i++)
		argv[k++] = b->ldflags[i];
	if (needs_cxx_library(m)) {
		argv[k++] = "-lstdc++";
		argv[k++] = "-lm";
	}
	argv[k++] = "-o";
	argv[k++] = (char *)exe;
	argv[k] = NULL;
	/* At -O0 the bitcode is only for whoever keeps the directory. */
	if ((!here || !b->no_bitcode) && ir_module_write(m, bc))
		goto out;
	if (here) {
		drv = xcalloc(k + 2, sizeof(*drv));
		drv[0] = argv[0];
		drv[1] = "-###";
		memcpy(drv + 2, argv + 1, k * sizeof(*drv));
		for (size_t i = 0; i < 2; i++) {
			fd = open(i ? obj2 : obj, O_WRONLY | O_CREAT | O_TRUNC,
				  0644);
			if (fd >= 0)
				close(fd);
		}
		/* Without it the driver links (its error is not one). */
		asked = !spawn_to(drv, cmd, &ask);
	}
	if (here && emit_object(m, obj, obj2, &split))
		goto out;
	if (asked) {
		asked = false;
		if (!wait_for(ask, b->clang, &status) && WIFEXITED(status) &&
		    WEXITSTATUS(status) == 0)
			ld = driver_command(cmd, split ? NULL : obj2);
	}
	/* Without the second half's object, the driver's own line. */
	if (here && !split)
		memmove(argv + k2, argv + k2 + 1, (k - k2) * sizeof(*argv));
	if (spawn_to(ld ? ld : argv, log, &pid) ||
	    wait_for(pid, ld ? ld[0] : b->clang, &status))
		goto out;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		lines = log_lines(log);
		tr_error("building the binary of '%s' failed; the build "
			 "directory '%s' is kept (clang's output: '%s'):%s",
			 m->path, workdir, log, lines);
		free(lines);
		goto out;
	}
	if (b->halves)
		*b->halves = split;
	rc = 0;
out:
	if (asked)
		wait_for(ask, b->clang, &status);
	/* The objects and the driver's answer were only for the link. */
	if (here) {
		unlink(obj);
		unlink(obj2);
		unlink(cmd);
	}
	for (size_t i = 0; ld && ld[i]; i++)
		free(ld[i]);
	free(ld);
	free(drv);
	free(argv);
	free(cmd);
	free(log);
	free(obj);
	free(obj2);
	free(bc);
	return rc;
}
