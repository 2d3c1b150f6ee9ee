/*
 * build.c: from an instrumented module to a binary. The module is written
 * as bitcode next to the binary and handed to the clang-19 driver with -O2
 * (which optimizes the instrumentation along with the program: the local
 * counters become registers), the runtime library and the program's link
 * flags. clang's diagnostics go to a log file beside the binary.
 */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

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

int
fi_build_binary(const struct ir_module *m, const struct fi_build *b,
		const char *workdir, const char *exe)
{
	posix_spawn_file_actions_t fa;
	char *bc = NULL, *log = NULL, **argv = NULL, line[512];
	size_t nflags = 0, k = 0;
	int status, rc = -1;
	pid_t pid;

	if (asprintf(&bc, "%s/instrumented.bc", workdir) < 0 ||
	    asprintf(&log, "%s/build.log", workdir) < 0)
		return tr_error("out of memory");
	if (ir_module_write(m, bc))
		goto out;
	while (b->ldflags && b->ldflags[nflags])
		nflags++;
	argv = xcalloc(nflags + 8, sizeof(*argv));
	argv[k++] = (char *)b->clang;
	argv[k++] = (char *)(b->opt ? b->opt : "-O2");
	argv[k++] = bc;
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
	free(bc);
	return rc;
}
