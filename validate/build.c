/*
 * build.c: from an instrumented module to a binary. The module is written
 * as bitcode next to the binary and handed to the clang-19 driver with -O2
 * (which optimizes the instrumentation along with the program: the local
 * counters become registers), the runtime library and the program's link
 * flags. clang's diagnostics go to a log file beside the binary.
 *
 * At -O0 the object is made here instead, in this process, without debug
 * information: always-inline (the instrumentation's inline fast paths)
 * and code generation at level None, then clang only links. That takes half the time of clang -O0 on
 * the bitcode (nw: 0.17 s against 0.37 s), which runs the driver and the
 * -O0 pipeline on top; a short profiled run (trident validate) is then
 * mostly this build.
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

#include "validate.h"

extern char **environ;

/* The first line of the log file, for the error message. */
static void
log_first_line(const char *path, char *buf, size_t n)
{
	FILE *f = fopen(path, "r");

	buf[0] = '\0';
	if (!f)
		return;
	if (fgets(buf, (int)n, f))
		buf[strcspn(buf, "\n")] = '\0';
	fclose(f);
}

/*
 * The object file of a copy of m at path: always-inline, then code for
 * the module's target at optimization level None, position independent
 * (the driver links a PIE).
 */
static int
emit_object(const struct ir_module *m, const char *path)
{
	LLVMModuleRef copy = LLVMCloneModule(m->mod);
	LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
	LLVMTargetMachineRef tm = NULL;
	LLVMTargetRef target;
	LLVMErrorRef err;
	char *triple = NULL, *msg = NULL, *emsg;
	int rc = -1;

	if (LLVMInitializeNativeTarget() || LLVMInitializeNativeAsmPrinter()) {
		tr_error("no native code generator in this LLVM");
		goto out;
	}
	triple = *LLVMGetTarget(copy) ? strdup(LLVMGetTarget(copy)) : NULL;
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
	/* The binary needs no debug information: a third of the time. */
	LLVMStripModuleDebugInfo(copy);
	if ((err = LLVMRunPasses(copy, "always-inline", tm, opts))) {
		emsg = LLVMGetErrorMessage(err);
		tr_error("building '%s': %s", m->path, emsg);
		LLVMDisposeErrorMessage(emsg);
		goto out;
	}
	if (LLVMTargetMachineEmitToFile(tm, copy, (char *)path, LLVMObjectFile,
					&msg)) {
		tr_error("cannot write '%s': %s", path, msg);
		goto out;
	}
	rc = 0;
out:
	if (msg)
		LLVMDisposeMessage(msg);
	if (tm)
		LLVMDisposeTargetMachine(tm);
	LLVMDisposePassBuilderOptions(opts);
	LLVMDisposeModule(copy);
	free(triple);
	return rc;
}

int
fi_build_binary(const struct ir_module *m, const struct fi_build *b,
		const char *workdir, const char *exe)
{
	posix_spawn_file_actions_t fa;
	char *bc = NULL, *obj = NULL, *log = NULL, **argv = NULL, line[512];
	size_t nflags = 0, k = 0;
	int status, rc = -1;
	bool here = b->opt && !strcmp(b->opt, "-O0");
	pid_t pid;

	if (asprintf(&bc, "%s/instrumented.bc", workdir) < 0 ||
	    asprintf(&obj, "%s/instrumented.o", workdir) < 0 ||
	    asprintf(&log, "%s/build.log", workdir) < 0)
		abort();
	if (ir_module_write(m, bc) || (here && emit_object(m, obj)))
		goto out;
	while (b->ldflags && b->ldflags[nflags])
		nflags++;
	argv = xcalloc(nflags + 8, sizeof(*argv));
	argv[k++] = (char *)b->clang;
	if (!here)
		argv[k++] = (char *)(b->opt ? b->opt : "-O2");
	argv[k++] = here ? obj : bc;
	argv[k++] = (char *)b->runtime;
	for (size_t i = 0; i < nflags; i++)
		argv[k++] = b->ldflags[i];
	argv[k++] = "-o";
	argv[k++] = (char *)exe;
	argv[k] = NULL;

	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 1, log, O_WRONLY | O_CREAT |
					 O_TRUNC, 0644);
	posix_spawn_file_actions_adddup2(&fa, 1, 2);
	errno = posix_spawn(&pid, b->clang, &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	if (errno) {
		tr_error("cannot run '%s': %s", b->clang, strerror(errno));
		goto out;
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR) {
			tr_error("cannot wait for '%s': %s", b->clang,
				 strerror(errno));
			goto out;
		}
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		log_first_line(log, line, sizeof(line));
		tr_error("building the instrumented binary of '%s' failed (see "
			 "'%s'): %s", m->path, log, line);
		goto out;
	}
	rc = 0;
out:
	free(argv);
	free(log);
	free(obj);
	free(bc);
	return rc;
}
