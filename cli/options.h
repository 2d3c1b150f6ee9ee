/*
 * options.h: the one option parser of every trident command and of
 * trident-gpu-run, in the style of git's parse-options.
 *
 * A command describes its options as an array of struct opt ended by
 * OPT_END(): each entry names its short and long spelling, where its value
 * goes, the range a number must lie in and one line of help. The groups
 * that several commands share (the program under test, run limits, the
 * campaign, output) are macros in cli.h that expand to several entries,
 * so an option means the same thing, with the same name, range and help,
 * in every command that takes it.
 *
 * The command line is read the same way everywhere:
 *   - options may come anywhere before "--": before or after the operands
 *     (`trident profile P.bc -o p.json`);
 *   - everything after "--" is the program's arguments, for a command that
 *     takes some (struct opt_cmd.args); nothing after "--" is ever read as
 *     an option;
 *   - operands (the module) are counted: one too many is an error that
 *     says program arguments go after "--";
 *   - long options as --name VALUE or --name=VALUE, or an unambiguous
 *     prefix of the name; short ones as -n VALUE, -nVALUE, or bundled
 *     (-qn5); an option's value is the next word even when it starts with
 *     '-' (`-l -lm`);
 *   - numbers are decimal, checked against their range, with the range in
 *     the message; "-1" for a count is refused, never wrapped;
 *   - -h and --help print the help generated from the table (each value's
 *     default, taken from where the value lives, is shown) and succeed.
 *
 * A misuse prints one line, "trident CMD: what is wrong", then one line
 * "see 'trident CMD --help'", and opt_parse returns EXIT_USAGE.
 *
 * Ownership: the parser stores pointers into argv (strings), pushes copies
 * into a struct strv (repeatable options, program arguments, forwarded
 * options) that the caller releases with strv_release.
 */
#ifndef TRIDENT_OPTIONS_H
#define TRIDENT_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

enum { EXIT_OK = 0, EXIT_FAIL = 1, EXIT_USAGE = 2 };

/* A NULL-terminated array of strings it owns. */
struct strv {
	char **v;
	unsigned n;
};
void strv_push(struct strv *s, const char *x);
void strv_release(struct strv *s);

enum opt_kind {
	OPT_KIND_END,
	OPT_KIND_GROUP,		/* a heading in the help */
	OPT_KIND_BOOL,		/* bool *: set to true */
	OPT_KIND_STRING,	/* const char **: the value (in argv) */
	OPT_KIND_STRINGS,	/* struct strv *: each value, repeatable */
	OPT_KIND_UINT,		/* unsigned *: in [lo, hi] */
	OPT_KIND_U64,		/* uint64_t *: in [lo, hi] */
	OPT_KIND_DOUBLE,	/* double *: in [flo, fhi] (see OPT_ABOVE) */
	OPT_KIND_CALLBACK,	/* cb(opt, value) */
};

/* Flags of an option. */
enum {
	OPT_NODEFAULT = 1 << 0,	/* show no "(default ...)" in the help */
	OPT_HIDDEN = 1 << 1,	/* accepted, not in the help (an old name) */
	OPT_ABOVE = 1 << 2,	/* a double must be above flo, not at it */
	OPT_FORWARD = 1 << 3,	/* also kept, as written, in opt_parse's fwd:
				   a command passes it on to another one */
	OPT_NOARG = 1 << 4,	/* a callback that takes no value */
};

struct opt {
	enum opt_kind kind;
	int short_name;		/* 0: none */
	const char *long_name;	/* NULL: none */
	void *value;		/* where the value goes; the callback's data */
	const char *argh;	/* the value's name in the help ("N", "FILE") */
	const char *help;	/* one line; the parser wraps it */
	uint64_t lo, hi;	/* integer ranges */
	double flo, fhi;	/* double ranges */
	unsigned flags;
	/*
	 * A callback option's action: 0, or -1 with tr_error's message when
	 * the value is bad (the parser prints "bad value 'V' for --name:
	 * MESSAGE"). For OPT_NOARG, value is NULL.
	 */
	int (*fn)(const struct opt *o, const char *value);
};

/* v as the pointer type the option's kind writes through: a value of
   another type (an unsigned for OPT_U64, whose parser writes 8 bytes) is
   a compile-time warning (pointer type mismatch), not a silent
   overwrite of the next field. */
#define OPT_TYPED(T, v) ((void *)(1 ? (v) : (T *)0))

#define OPT_END() { .kind = OPT_KIND_END }
#define OPT_GROUP(h) { .kind = OPT_KIND_GROUP, .help = (h) }
#define OPT_BOOL(s, l, v, h) \
	{ .kind = OPT_KIND_BOOL, .short_name = (s), .long_name = (l), \
	  .value = OPT_TYPED(bool, v), .help = (h) }
#define OPT_STRING(s, l, v, a, h) \
	{ .kind = OPT_KIND_STRING, .short_name = (s), .long_name = (l), \
	  .value = (v), .argh = (a), .help = (h) }
#define OPT_STRINGS(s, l, v, a, h) \
	{ .kind = OPT_KIND_STRINGS, .short_name = (s), .long_name = (l), \
	  .value = (v), .argh = (a), .help = (h), .flags = OPT_NODEFAULT }
#define OPT_UINT(s, l, v, a, min, max, h) \
	{ .kind = OPT_KIND_UINT, .short_name = (s), .long_name = (l), \
	  .value = OPT_TYPED(unsigned, v), .argh = (a), .lo = (min), \
	  .hi = (max), .help = (h) }
#define OPT_U64(s, l, v, a, min, max, h) \
	{ .kind = OPT_KIND_U64, .short_name = (s), .long_name = (l), \
	  .value = OPT_TYPED(uint64_t, v), .argh = (a), .lo = (min), \
	  .hi = (max), .help = (h) }
#define OPT_DOUBLE(s, l, v, a, min, max, fl, h) \
	{ .kind = OPT_KIND_DOUBLE, .short_name = (s), .long_name = (l), \
	  .value = OPT_TYPED(double, v), .argh = (a), .flo = (min), \
	  .fhi = (max), \
	  .flags = (fl), .help = (h) }
#define OPT_CALLBACK(s, l, data, a, f, fl, h) \
	{ .kind = OPT_KIND_CALLBACK, .short_name = (s), .long_name = (l), \
	  .value = (data), .argh = (a), .fn = (f), .flags = (fl), \
	  .help = (h) }

/* What a command is, for the parser and its help. */
struct opt_cmd {
	const char *name;	/* "trident inject", "trident-gpu-run" */
	const char *usage;	/* after "usage: NAME ": "[options] IN" */
	const char *about;	/* paragraphs between usage and options */
	const char *footer;	/* text after the options, or NULL */
	const struct opt *opts;
	unsigned min_operands, max_operands;
	const char *operands;	/* what they are: "a program module" */
	bool args;		/* takes program arguments after "--" */
	/*
	 * Options that exclude each other: pairs of long names, NULL-ended
	 * ("resume", "force", NULL): both given is a misuse, "--resume and
	 * --force exclude each other".
	 */
	const char *const *exclusive;
	/*
	 * A misuse is not printed but left as tr_errmsg() ("NAME: what is
	 * wrong"): options read from a file, whose error names the file.
	 */
	bool quiet_misuse;
};

/* What the command line held besides the options. */
struct opt_result {
	char **operands;	/* into argv; NULL-terminated */
	unsigned noperands;
	bool dashdash;		/* "--" was given */
	struct strv args;	/* after "--" (copies) */
	struct strv fwd;	/* OPT_FORWARD options as written (copies) */
	struct strv words;	/* every option given, in order, one word
				   each: --name=VALUE, --name, or -xVALUE
				   without a long name (a command that runs
				   itself again elsewhere: --slurm) */
	const struct opt **given;	/* each option given, once */
	unsigned ngiven;
};

/* opt_parse's result besides EXIT_OK and EXIT_USAGE. */
#define OPT_HELP (-1)

/*
 * Parse argv[1..argc) (argv[0] is the command's name) against cmd into the
 * options' values and r. Returns EXIT_OK; EXIT_USAGE after printing the
 * misuse; or OPT_HELP after printing the help on stdout (the command then
 * returns EXIT_OK). r is released by opt_result_release in every case.
 */
int opt_parse(const struct opt_cmd *cmd, int argc, char **argv,
	      struct opt_result *r);
void opt_result_release(struct opt_result *r);

/* Print the help of cmd (with the current values as defaults). */
void opt_help(const struct opt_cmd *cmd);

/*
 * A misuse found after parsing (options that exclude each other, a
 * missing -o): prints "NAME: MESSAGE" and the hint; returns EXIT_USAGE.
 */
int opt_usage_error(const struct opt_cmd *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* The default of -j/--jobs in every command: one run per online core. */
unsigned opt_default_jobs(void);

#endif
