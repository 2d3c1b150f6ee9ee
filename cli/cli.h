/*
 * cli.h: the subcommands of `trident` and what they share.
 *
 * A subcommand is `int cmd_NAME(int argc, char **argv)` with argv[0] the
 * command's name; it returns an exit status (EXIT_OK, EXIT_FAIL, EXIT_USAGE).
 * Its usage text is `cmd_NAME_usage`, printed for `trident NAME --help`,
 * `trident help NAME` and on misuse. To add a command: write cmd_NAME.c,
 * declare both here, add a row to the table in main.c and the file to
 * cli/CMakeLists.txt.
 */
#ifndef TRIDENT_CLI_H
#define TRIDENT_CLI_H

#include <getopt.h>

enum { EXIT_OK = 0, EXIT_FAIL = 1, EXIT_USAGE = 2 };

/* Print "trident: MSG" on stderr and return EXIT_FAIL. */
int cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Print "trident NAME: MSG" and the command's usage; return EXIT_USAGE. */
int cli_usage_error(const char *name, const char *usage, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/*
 * The usage error for a bad value arg of option o (getopt_long's result;
 * li its index in opts, -1 for a short option): "bad value 'ARG' for
 * --NAME" or "-C".
 */
int cli_bad_value(const char *name, const char *usage, const struct option *opts,
		  int li, int o, const char *arg);

extern const char cmd_ids_usage[];
int cmd_ids(int argc, char **argv);
extern const char cmd_dump_usage[];
int cmd_dump(int argc, char **argv);
extern const char cmd_inject_usage[];
int cmd_inject(int argc, char **argv);
extern const char cmd_profile_usage[];
int cmd_profile(int argc, char **argv);
extern const char cmd_gpu_inject_usage[];
int cmd_gpu_inject(int argc, char **argv);
extern const char cmd_predict_usage[];
int cmd_predict(int argc, char **argv);
extern const char cmd_validate_usage[];
int cmd_validate(int argc, char **argv);

/*
 * Run this trident executable with argv (argv[0] included) and wait:
 * its exit status, or -1 if it could not start or died of a signal.
 */
int cli_run_self(char *const argv[]);

/*
 * The program under test (program.c), as the commands that build and run
 * it (inject, profile) take it: its module, arguments, link flags, input
 * files copied into its run directory, output files, standard input, or
 * all of these from a benchmark manifest (inputs/README.md). It owns its
 * string arrays, its inputs and stdin_owned, and gives them back in
 * program_release; module and manifest point into argv, stdin_path into
 * argv or to stdin_owned.
 */

/* A NULL-terminated array of strings it owns. */
struct strv {
	char **v;
	unsigned n;
};

/*
 * Run `trident CMD EXTRA... PROGRAM_OPTS... MODULE -- ARGS...` and wait;
 * -1 with an error naming the command and the module if it fails.
 */
int cli_run_trident(const char *cmd, const struct strv *extra,
		    const struct strv *program_opts, const char *module,
		    const struct strv *args);
void strv_push(struct strv *s, const char *x);
void strv_release(struct strv *s);

struct fi_file;

struct program {
	const char *module;	/* the module's path, from argv */
	const char *stdin_path;	/* NULL: /dev/null */
	const char *manifest;
	int manifest_input;	/* which of the manifest's inputs */
	struct strv args, ldflags, outputs;
	struct fi_file *inputs;	/* copied into the run directory */
	unsigned ninputs;
	char *stdin_owned;	/* stdin_path when the manifest gave it */
};

/*
 * The options of struct program, for a command's getopt_long table: a
 * command lists PROGRAM_LONGOPTS in its table, adds "l:" to its short
 * options, keeps its own option values below PROGRAM_OPT_BASE, and passes
 * every option it does not know itself to program_option.
 */
enum {
	PROGRAM_OPT_BASE = 0x1000,
	PROGRAM_OPT_INPUT_FILE = PROGRAM_OPT_BASE,
	PROGRAM_OPT_OUTPUT_FILE,
	PROGRAM_OPT_STDIN,
	PROGRAM_OPT_MANIFEST,
	PROGRAM_OPT_INPUT,
};
#define PROGRAM_LONGOPTS \
	{ "link", required_argument, NULL, 'l' }, \
	{ "input-file", required_argument, NULL, PROGRAM_OPT_INPUT_FILE }, \
	{ "output-file", required_argument, NULL, PROGRAM_OPT_OUTPUT_FILE }, \
	{ "stdin", required_argument, NULL, PROGRAM_OPT_STDIN }, \
	{ "manifest", required_argument, NULL, PROGRAM_OPT_MANIFEST }, \
	{ "input", required_argument, NULL, PROGRAM_OPT_INPUT }

/*
 * The help lines of those options, for a command's usage text; OUTPUT
 * says what the command does with output files (lines of 80 columns that
 * continue at column 26).
 */
#define PROGRAM_HELP(OUTPUT) \
	"  -l, --link FLAG        link flag, repeatable (e.g. -l -lm)\n" \
	"      --input-file F     copy F into each run's directory, repeatable;\n" \
	"                         F=REL puts it at relative path REL\n" \
	"      --output-file REL  " OUTPUT \
	"      --stdin FILE       standard input (default /dev/null)\n" \
	"      --manifest FILE    take link flags, arguments, input and output files\n" \
	"                         from a benchmark manifest (inputs/*/manifest.json)\n" \
	"      --input K          which of the manifest's inputs (default 0)\n"

/*
 * Take option o (with its argument) into p: 1 if it is one of p's
 * options, 0 if not, -1 if its value is bad (the caller reports it).
 */
int program_option(struct program *p, int o, const char *arg);
/*
 * The same, also appending the option as written ("--name" or "-l", then
 * its value) to fwd, to pass it on to another trident command; opts and
 * li are getopt_long's table and long index (-1 for a short option).
 */
int program_option_keep(struct program *p, struct strv *fwd,
			const struct option *opts, int li, int o,
			const char *arg);

/*
 * The limits on a campaign's runs (inject, gpu-inject): a hang timeout of
 * timeout_factor golden run times, at least timeout_floor seconds; the
 * limit of the runs made before the campaign (golden or profile runs); a
 * file-size limit per run. A command sets its defaults, lists
 * LIMIT_LONGOPTS in its table and passes the options it does not know to
 * limits_option too; their help lines stay its own (the defaults differ).
 */
struct run_limits {
	double timeout_factor, timeout_floor, golden_timeout;
	unsigned long long fsize_mib;
};
enum {
	LIMIT_OPT_TFACTOR = PROGRAM_OPT_BASE + 0x100,
	LIMIT_OPT_TFLOOR,
	LIMIT_OPT_GTIMEOUT,
	LIMIT_OPT_FSIZE,
};
#define LIMIT_LONGOPTS \
	{ "timeout-factor", required_argument, NULL, LIMIT_OPT_TFACTOR }, \
	{ "timeout-floor", required_argument, NULL, LIMIT_OPT_TFLOOR }, \
	{ "golden-timeout", required_argument, NULL, LIMIT_OPT_GTIMEOUT }, \
	{ "fsize", required_argument, NULL, LIMIT_OPT_FSIZE }

/* Take option o into l: 1, 0 if it is not one of l's, -1 for a bad value. */
int limits_option(struct run_limits *l, int o, const char *arg);
/*
 * Take the manifest's link flags and the chosen input's arguments (unless
 * the command line gave some), files, outputs and stdin into p; files are
 * relative to the manifest. Does nothing without --manifest.
 */
int program_load_manifest(struct program *p);
void program_release(struct program *p);
/*
 * Where a runtime library lib (libtrident_fi_rt.a, ...) is: the value of
 * the environment variable env if set, else beside the trident executable.
 */
char *program_runtime_path(const char *env, const char *lib);

#endif
