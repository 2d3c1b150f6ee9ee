/*
 * main.c: the `trident` driver. It handles the global options (--help,
 * --version), finds the subcommand in one table and runs it; everything a
 * command does lives in its own cmd_*.c file.
 */
#include <errno.h>
#include <fcntl.h>
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
	{ "gpu-profile", cmd_gpu_profile,
	  "profile a CUDA program's device code on the GPU" },
	{ "gpu-validate", cmd_gpu_validate,
	  "check the model against a GPU campaign on a CUDA program" },
	{ "predict", cmd_predict,
	  "predict every instruction's SDC probability (TRIDENT)" },
	{ "validate", cmd_validate,
	  "check the models against a fault-injection campaign" },
	{ "protect", cmd_protect,
	  "duplicate the instructions worth protecting (selective "
	  "duplication)" },
	{ "bound", cmd_bound,
	  "bound the SDC probability over many inputs (vTRIDENT)" },
	{ "llc", cmd_llc,
	  "find long-latency-crash locations for checkpoint design" },
	{ "merge", cmd_merge,
	  "join the parts of a sharded campaign (inject --shard K/N)" },
	{ "report", cmd_report,
	  "one HTML page of the answers on the source (or CSV tables)" },
	{ "help", cmd_help, "explain a command" },
};

/*
 * Run as `vtrident` (a link to trident, installed beside it): the same
 * program, offering only the commands of vTRIDENT.
 */
static bool as_vtrident;

static bool
offered(const char *name)
{
	return !as_vtrident || !strcmp(name, "bound") || !strcmp(name, "help");
}

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

pid_t
cli_start_self(char *const argv[], const char *log)
{
	extern char **environ;
	posix_spawn_file_actions_t fa;
	pid_t pid;

	if ((errno = posix_spawn_file_actions_init(&fa)))
		return -1;
	if (log && ((errno = posix_spawn_file_actions_addopen(
			     &fa, 2, log, O_WRONLY | O_CREAT | O_TRUNC,
			     0644)) ||
		    (errno = posix_spawn_file_actions_adddup2(&fa, 2, 1)))) {
		posix_spawn_file_actions_destroy(&fa);
		return -1;
	}
	errno = posix_spawn(&pid, "/proc/self/exe", &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	return errno ? -1 : pid;
}

int
cli_run_self(char *const argv[])
{
	pid_t pid = cli_start_self(argv, NULL);
	int st;

	if (pid < 0)
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
	int width = 0;

	if (as_vtrident)
		fputs("usage: vtrident [--help] [--version] COMMAND [ARGS...]\n\n"
		      "Bounds a program's probability of silent data corruption\n"
		      "across many inputs (vTRIDENT; the same as 'trident bound').\n\n"
		      "commands:\n", out);
	else
		fputs("usage: trident [--help] [--version] COMMAND [ARGS...]\n\n"
		      "Predicts how likely each instruction of a program is to turn a\n"
		      "hardware bit flip into silent data corruption.\n\n"
		      "commands:\n", out);
	/* the summaries in one column, past the longest name */
	for (size_t i = 0; i < NCOMMANDS; i++)
		if (offered(commands[i].name) &&
		    (int)strlen(commands[i].name) > width)
			width = (int)strlen(commands[i].name);
	for (size_t i = 0; i < NCOMMANDS; i++)
		if (offered(commands[i].name))
			fprintf(out, "  %-*s  %s\n", width, commands[i].name,
				commands[i].summary);
	fprintf(out, "\n'%s help COMMAND' or '%s COMMAND --help' explains "
		"one command.\n", as_vtrident ? "vtrident" : "trident",
		as_vtrident ? "vtrident" : "trident");
}

static const struct cmd *
find_cmd(const char *name)
{
	for (size_t i = 0; i < NCOMMANDS; i++)
		if (strcmp(commands[i].name, name) == 0 && offered(name))
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
	const char *base = argv[0] ? strrchr(argv[0], '/') : NULL;
	int rc;

	as_vtrident = argv[0] && !strcmp(base ? base + 1 : argv[0], "vtrident");
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
		fprintf(stderr, "%s: unknown command '%s'\n"
			"see '%s --help'\n", as_vtrident ? "vtrident" : "trident",
			argv[1], as_vtrident ? "vtrident" : "trident");
		return EXIT_USAGE;
	}
	rc = c->fn(argc - 1, argv + 1);
	/* Output that could not be written is a failure, as in git. */
	if (fflush(stdout) || ferror(stdout))
		return cli_fail("cannot write standard output");
	return rc;
}
