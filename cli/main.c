/*
 * main.c: the `trident` driver. It handles the global options (--help,
 * --version), finds the subcommand in one table and runs it; everything a
 * command does lives in its own cmd_*.c file.
 */
#include <errno.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include <llvm-c/Core.h>

#include "analysis.h"

#include "cli.h"

struct cmd {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *summary;
};

static int cmd_help(int argc, char **argv);

static const struct cmd commands[] = {
	{ "ids", cmd_ids,
	  "attach stable instruction ids (metadata trident.id) to a module" },
	{ "dump", cmd_dump,
	  "print the CFG, dominators, loops or sequences of a module" },
	{ "inject", cmd_inject,
	  "run a fault-injection campaign (the ground truth)" },
	{ "profile", cmd_profile,
	  "profile a run: instruction, branch-edge and call counts" },
	{ "gpu-inject", cmd_gpu_inject,
	  "build (and run) a fault-injection campaign on a CUDA program" },
	{ "predict", cmd_predict,
	  "predict every instruction's SDC probability (TRIDENT)" },
	{ "validate", cmd_validate,
	  "check the models against a fault-injection campaign" },
	{ "protect", cmd_protect,
	  "duplicate the instructions worth protecting (selective "
	  "duplication)" },
	{ "help", cmd_help, "explain a command: trident help COMMAND" },
};

#define NCOMMANDS (sizeof(commands) / sizeof(*commands))

int
cli_fail(const char *fmt, ...)
{
	va_list ap;

	fputs("trident: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return EXIT_FAIL;
}

int
cli_run_self(char *const argv[])
{
	extern char **environ;
	pid_t pid;
	int st;

	errno = posix_spawn(&pid, "/proc/self/exe", NULL, NULL, argv, environ);
	if (errno)
		return -1;
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

int
cli_run_trident(const char *cmd, const struct strv *extra,
		const struct strv *program_opts, const char *module,
		const struct strv *args)
{
	struct strv argv = { 0 };
	int st;

	strv_push(&argv, "trident");
	strv_push(&argv, cmd);
	for (unsigned i = 0; i < extra->n; i++)
		strv_push(&argv, extra->v[i]);
	for (unsigned i = 0; i < program_opts->n; i++)
		strv_push(&argv, program_opts->v[i]);
	strv_push(&argv, module);
	strv_push(&argv, "--");
	for (unsigned i = 0; i < args->n; i++)
		strv_push(&argv, args->v[i]);
	st = cli_run_self(argv.v);
	strv_release(&argv);
	if (st)
		return tr_error("trident %s on '%s' failed (the lines above "
				"say why)", cmd, module);
	return 0;
}

static void
usage(FILE *out)
{
	fputs("usage: trident [--help] [--version] COMMAND [ARGS...]\n\n"
	      "Predicts how likely each instruction of a program is to turn a\n"
	      "hardware bit flip into silent data corruption.\n\n"
	      "commands:\n", out);
	for (size_t i = 0; i < NCOMMANDS; i++)
		fprintf(out, "  %-8s %s\n", commands[i].name,
			commands[i].summary);
	fputs("\n'trident help COMMAND' or 'trident COMMAND --help' explains "
	      "one command.\n", out);
}

static const struct cmd *
find_cmd(const char *name)
{
	for (size_t i = 0; i < NCOMMANDS; i++)
		if (strcmp(commands[i].name, name) == 0)
			return &commands[i];
	return NULL;
}

/* `trident help [COMMAND]`: the list, or `trident COMMAND --help`. */
static int
cmd_help(int argc, char **argv)
{
	static const struct opt opts[] = { OPT_END() };
	static const struct opt_cmd cmd = {
		.name = "trident help", .usage = "[COMMAND]",
		.about = "Explain a command, as 'trident COMMAND --help' does, "
			 "or list\nthe commands.\n",
		.opts = opts, .max_operands = 1,
	};
	char help[] = "--help";
	struct opt_result r;
	const struct cmd *c;
	int rc;

	rc = opt_parse(&cmd, argc, argv, &r);
	if (rc || !r.noperands) {
		if (!rc)
			usage(stdout);
		opt_result_release(&r);
		return rc == OPT_HELP ? EXIT_OK : rc;
	}
	c = find_cmd(r.operands[0]);
	if (!c) {
		rc = opt_usage_error(&cmd, "no such command '%s'",
				     r.operands[0]);
		opt_result_release(&r);
		return rc;
	}
	opt_result_release(&r);
	return c->fn(2, (char *[]){ (char *)c->name, help, NULL });
}

static void
version(void)
{
	unsigned major, minor, patch;

	LLVMGetVersion(&major, &minor, &patch);
	printf("trident %s (LLVM %u.%u.%u)\n", TRIDENT_VERSION, major, minor,
	       patch);
}

int
main(int argc, char **argv)
{
	const struct cmd *c;
	int rc;

	if (argc < 2) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		usage(stdout);
		return EXIT_OK;
	}
	if (strcmp(argv[1], "--version") == 0) {
		version();
		return EXIT_OK;
	}
	c = find_cmd(argv[1]);
	if (!c) {
		fprintf(stderr, "trident: unknown command '%s'\n"
			"see 'trident --help'\n", argv[1]);
		return EXIT_USAGE;
	}
	rc = c->fn(argc - 1, argv + 1);
	/* Output that could not be written is a failure, as in git. */
	if (fflush(stdout) || ferror(stdout))
		return cli_fail("cannot write standard output");
	return rc;
}
