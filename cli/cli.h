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

enum { EXIT_OK = 0, EXIT_FAIL = 1, EXIT_USAGE = 2 };

/* Print "trident: MSG" on stderr and return EXIT_FAIL. */
int cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Print "trident NAME: MSG" and the command's usage; return EXIT_USAGE. */
int cli_usage_error(const char *name, const char *usage, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

extern const char cmd_ids_usage[];
int cmd_ids(int argc, char **argv);
extern const char cmd_dump_usage[];
int cmd_dump(int argc, char **argv);
extern const char cmd_inject_usage[];
int cmd_inject(int argc, char **argv);

#endif
