/*
 * cli.h: the subcommands of `trident` and what they share.
 *
 * A subcommand is `int cmd_NAME(int argc, char **argv)` with argv[0] the
 * command's name; it returns an exit status (EXIT_OK, EXIT_FAIL, EXIT_USAGE).
 * It describes its options as a struct opt table (options.h), with the
 * groups below that several commands share, and parses them with
 * opt_parse, which also answers --help (`trident help NAME` runs
 * `trident NAME --help`). To add a command: write cmd_NAME.c, declare it
 * here, add a row to the table in main.c and the file to
 * cli/CMakeLists.txt.
 */
#ifndef TRIDENT_CLI_H
#define TRIDENT_CLI_H

#include <sys/types.h>

#include <jansson.h>

#include "options.h"

struct fi_compare;
struct fi_run_spec;
struct model_opts;

/* Print "trident: MSG" on stderr and return EXIT_FAIL. */
int cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * --timings (timings.c): with on, each phase's name and its wall-clock
 * seconds since the end of the last one (or the start), and the total,
 * one line each on stderr: "timing: NAME  S s".
 */
struct cli_timer {
	bool on;
	double start, mark;	/* CLOCK_MONOTONIC seconds */
};
void cli_timer_start(struct cli_timer *t);
/* ... and returns those seconds. */
double cli_phase(struct cli_timer *t, const char *name);
/* A phase timed elsewhere (another thread's). */
void cli_timing(const struct cli_timer *t, const char *name, double seconds);
void cli_timer_total(const struct cli_timer *t);
#define OPT_TIMINGS(v, what) \
	OPT_BOOL(0, "timings", (v), "print on stderr the wall-clock " \
		 "seconds of each phase (" what ")")

/*
 * Options every command spells the same way.
 */
#define OPT_QUIET(v) \
	OPT_BOOL('q', "quiet", (v), "print no table or progress: only " \
		 "warnings and errors")
#define OPT_JOBS(v) \
	{ .kind = OPT_KIND_UINT, .short_name = 'j', .long_name = "jobs", \
	  .value = (v), .argh = "N", .lo = 1, .hi = 1024, \
	  .flags = OPT_NODEFAULT, \
	  .help = "parallel runs (default: one per core)" }
#define OPT_TOP(v) \
	OPT_UINT(0, "top", (v), "N", 0, 1000000, \
		 "instructions listed in the table")

/*
 * The switches that change the TRIDENT model (model.h, struct model_opts),
 * the same in `trident predict` and `trident validate`: each is applied
 * after the model's own defaults (or the reference's), so that every
 * model variant can be both predicted and validated.
 */
struct model_switches {
	const char *combine;
	double independence;	/* < 0: unset */
	double fp_independence;	/* < 0: unset */
	bool no_sens, no_interproc, no_join, dead, compat_lt, no_persist;
	bool no_err, no_reach, hangs, live, relax, no_loop, no_mix,
	     mag, no_chains, no_bits, no_known, no_large, no_printed, no_runaway,
	     no_wrong, no_fills, no_pflips, no_vcheck, no_unread, no_dead;
	bool no_exit_values, no_exit_reach, no_ran_edges, no_mul_pow2;
	bool fresh_exits, no_dead_params, no_silent, no_spread, no_exit_phis,
	     no_wild;
	const char *query_order;
	bool no_dilution, no_update_size;
	struct strv output_fns;
};
#define MODEL_SWITCHES_INIT { .independence = -1, .fp_independence = -1 }
/* Apply sw to o: a misuse (a bad --combine) names the switch. */
int model_switches_apply(const struct model_switches *sw, struct model_opts *o);
void model_switches_release(struct model_switches *sw);
/* Whether any switch is set (validate applies them to its models). */
bool model_switches_any(const struct model_switches *sw);

#define OPT_MODEL_SWITCHES(sw) \
	OPT_STRING(0, "combine", &(sw)->combine, "HOW", \
		   "union (default) or average of a value's users"), \
	OPT_DOUBLE(0, "independence", &(sw)->independence, "X", 0, 1, \
		   OPT_NODEFAULT, "union: 0 takes the most likely user's SDC " \
		   "chance, 1 the union of independent chances (default " \
		   "0.3)"), \
	OPT_DOUBLE(0, "fp-independence", &(sw)->fp_independence, "X", 0, 1, \
		   OPT_NODEFAULT, "the same for a floating-point value's " \
		   "users (default 0.1: they all see one relative error)"), \
	OPT_BOOL(0, "no-sensitivity", &(sw)->no_sens, \
		 "heuristic tuples instead of profiled sensitivities"), \
	OPT_BOOL(0, "no-flip-chains", &(sw)->no_chains, "only the injected " \
		 "value's own users take profiled sensitivities, not also " \
		 "the users of values that pass its flip on as one (add, " \
		 "bit operations, shifts, casts, phis, selects, memory)"), \
	OPT_BOOL(0, "no-flip-bits", &(sw)->no_bits, "a flip passed on as " \
		 "one is not followed bit by bit through masks, shifts and " \
		 "indices: each user takes its profiled sensitivity"), \
	OPT_BOOL(0, "no-known-bits", &(sw)->no_known, "an error that " \
		 "reaches a value other than as a fresh flip passes a trunc, " \
		 "a constant mask or shift by the reference's heuristics, " \
		 "not by the bits the value's own operations can set"), \
	OPT_BOOL(0, "no-large-fp", &(sw)->no_large, "an integer's error " \
		 "that reaches a floating-point value (sitofp) shows at an " \
		 "output like a flip of that value's bits, not as large"), \
	OPT_BOOL(0, "no-printed-magnitude", &(sw)->no_printed, "a value " \
		 "printed with %f shows precision + 1 digits, not as many " \
		 "as the profile's printed magnitudes leave"), \
	OPT_BOOL(0, "no-runaway", &(sw)->no_runaway, "a flip that moves a " \
		 "counter past the bound of its loop's equality exit test " \
		 "counts like any other, not as a runaway loop (crash or " \
		 "hang)"), \
	OPT_BOOL(0, "no-wrong-element", &(sw)->no_wrong, "a floating-point " \
		 "value read from or written to a wrong address shows at an " \
		 "output like a flip of its bits, not as another element"), \
	OPT_BOOL(0, "no-zero-fills", &(sw)->no_fills, "a wrong element " \
		 "always shows, not only where it differs from the right " \
		 "one or multiplies no 0 that a fill wrote"), \
	OPT_BOOL(0, "no-dead-params", &(sw)->no_dead_params, "CUDA device " \
		 "modules: a store through a kernel parameter whose memory " \
		 "the program never reads back counts as result memory too"), \
	OPT_BOOL(0, "no-silent-updates", &(sw)->no_silent, "a wrong " \
		 "address of a read-modify-write moves its update even where " \
		 "the profile puts the update below the stored precision"), \
	OPT_BOOL(0, "no-spread", &(sw)->no_spread, "a floating-point " \
		 "store reaches the output through its readers' outcomes, " \
		 "not with the share of flips the profile's spread probes " \
		 "saw change the printed values"), \
	OPT_BOOL(0, "no-exit-phis", &(sw)->no_exit_phis, "a flipped exit " \
		 "test changes the values the loop hands out, not the " \
		 "constant a phi of its exit block takes from the edge it " \
		 "leaves by"), \
	OPT_BOOL(0, "no-wild-switches", &(sw)->no_wild, "a flipped switch " \
		 "whose default is unreachable goes to another case, not " \
		 "through a jump table into nowhere (a crash)"), \
	OPT_BOOL(0, "no-interproc", &(sw)->no_interproc, \
		 "stop at calls and returns"), \
	OPT_BOOL(0, "no-dilution", &(sw)->no_dilution, "a flip of a term " \
		 "an FP accumulation adds shows at the output as a flip of the " \
		 "sum would, not as one of a bit as many places lower as the " \
		 "term is smaller than the sum"), \
	OPT_BOOL(0, "no-update-size", &(sw)->no_update_size, "f_c: a " \
		 "floating-point c[i] += u that a flipped branch skips or " \
		 "adds leaves the cell wrong as a flip of its bits would, not " \
		 "by u's size"), \
	OPT_STRING(0, "query-order", &(sw)->query_order, "ORDER", \
		   "a diagnostic: ask the instructions in the order of their " \
		   "ids (id, the default), reverse, or shuffle:SEED; a cycle " \
		   "through memory is cut where the first question enters " \
		   "it, so some outcomes move (docs/predict.md)"), \
	OPT_BOOL(0, "no-join-values", &(sw)->no_join, \
		 "f_c corrupts stores and outputs only"), \
	OPT_BOOL(0, "live-changes", &(sw)->live, "a loop-terminating " \
		 "branch's flip corrupts a phi the loop hands out with the " \
		 "share of iterations that change it, not always (measured, " \
		 "off: docs/predict.md)"), \
	OPT_BOOL(0, "dead-stores", &(sw)->dead, "f_m masks the writes the " \
		 "profile saw overwritten unread (measured, off: docs/predict.md)"), \
	OPT_BOOL(0, "no-vector-checks", &(sw)->no_vcheck, "a flip of a " \
		 "loop vectorizer's check into its scalar loop counts like " \
		 "any other, not as running the loop that computes the same " \
		 "values"), \
	OPT_BOOL(0, "no-unread-stores", &(sw)->no_unread, "f_m counts " \
		 "every write, not only the share a load read before the " \
		 "program ended"), \
	OPT_BOOL(0, "no-dead-writes", &(sw)->no_dead, "f_m counts a " \
		 "write overwritten before any read as live, also where no " \
		 "loop carries the value it stored on to the next write"), \
	OPT_BOOL(0, "no-error-exits", &(sw)->no_err, "a flip into a " \
		 "usage check's error exit counts like any other, not as the " \
		 "error exit the injector classes apart from SDC"), \
	OPT_BOOL(0, "compat-lt", &(sw)->compat_lt, "loop-terminating " \
		 "branches as the reference code computes them, not Eq. 5.2"), \
	OPT_BOOL(0, "no-persist", &(sw)->no_persist, "a corrupted " \
		 "loop-carried value that nothing masks (counter, random " \
		 "state) reaches one later use, not all of them"), \
	OPT_BOOL(0, "no-mix-union", &(sw)->no_mix, "a random state's later " \
		 "values mask a corruption as correlated chances, like one " \
		 "value's users"), \
	OPT_BOOL(0, "no-cycle-reach", &(sw)->no_reach, "the values of a " \
		 "def-use cycle share one outcome, the union of its ways " \
		 "out, rather than each getting its own through the cycle's " \
		 "tuples and passes"), \
	OPT_BOOL(0, "no-exit-values", &(sw)->no_exit_values, "a value a " \
		 "flipped branch changes (a join's phi, a loop's live-out) " \
		 "takes a flipped value's outcome, crashes included, not a " \
		 "changed one's"), \
	OPT_BOOL(0, "no-exit-reach", &(sw)->no_exit_reach, "in a flipped " \
		 "branch's region, an edge out of a loop gets one pass's " \
		 "exit probability, not the loop's reach"), \
	OPT_BOOL(0, "fresh-exits", &(sw)->fresh_exits, "the uses that " \
		 "leave an integer cycle whose edges keep a flip take the " \
		 "flip with their profiled sensitivities, not an error of no " \
		 "known kind"), \
	OPT_BOOL(0, "no-mul-pow2", &(sw)->no_mul_pow2, "a flip through a " \
		 "multiply by a profiled power of two (a block size) may " \
		 "end in any bit, not moved up as by a shift"), \
	OPT_BOOL(0, "no-ran-edges", &(sw)->no_ran_edges, "a def-use " \
		 "cycle's edge into a phi that the profiled run never took " \
		 "carries its error like the others"), \
	OPT_BOOL(0, "no-printed-flips", &(sw)->no_pflips, "a printed " \
		 "floating-point value shows the share of flips its printed " \
		 "digits show (printed magnitude, digits rule), not the share " \
		 "the profile saw change the printed text"), \
	OPT_BOOL(0, "hangs", &(sw)->hangs, "a flip of a loop's counter " \
		 "that keeps the loop from ever ending is a hang, neither " \
		 "SDC nor crash (measured, off: docs/predict.md)"), \
	OPT_BOOL(0, "relax", &(sw)->relax, "a store of the minimum or " \
		 "maximum of its cell and a candidate (a relaxation) keeps " \
		 "only the errors no later improvement repairs (measured, " \
		 "off: docs/predict.md)"), \
	OPT_BOOL(0, "magnitude", &(sw)->mag, "follow the size of an " \
		 "error, not only its presence: compares, min/max, masks, " \
		 "shifts and printed digits mask it by size (measured, off: " \
		 "docs/predict.md)"), \
	OPT_BOOL(0, "no-loop-targets", &(sw)->no_loop, "a flipped branch " \
		 "changes a target in a loop of its region once, not on each " \
		 "of its runs"), \
	OPT_STRINGS(0, "output-fn", &(sw)->output_fns, "NAME", "an output " \
		    "function (callee name), repeatable; replaces the default " \
		    "list (printf family, puts, putchar, putc, fputc, fputs, " \
		    "fwrite, write)")

int cmd_ids(int argc, char **argv);
int cmd_dump(int argc, char **argv);
int cmd_inject(int argc, char **argv);
int cmd_profile(int argc, char **argv);
int cmd_gpu_inject(int argc, char **argv);
int cmd_gpu_profile(int argc, char **argv);
int cmd_gpu_validate(int argc, char **argv);
int cmd_predict(int argc, char **argv);
int cmd_protect(int argc, char **argv);
int cmd_validate(int argc, char **argv);
int cmd_bound(int argc, char **argv);
int cmd_llc(int argc, char **argv);
int cmd_merge(int argc, char **argv);
int cmd_report(int argc, char **argv);

/*
 * Run this trident executable with argv (argv[0] included) and wait:
 * its exit status, or -1 if it could not start or died of a signal.
 */
int cli_run_self(char *const argv[]);
/*
 * Start this trident executable with argv and go on: its pid, or -1 (errno
 * set) if it could not start. With log, its standard output and error go
 * to that file (created or truncated).
 */
pid_t cli_start_self(char *const argv[], const char *log);

/*
 * Run `trident CMD EXTRA... PROGRAM_OPTS... MODULE -- ARGS...` and wait;
 * -1 with an error naming the command and the module if it fails.
 */
int cli_run_trident(const char *cmd, const struct strv *extra,
		    const struct strv *program_opts, const char *module,
		    const struct strv *args);

/*
 * The program under test (program.c), as the commands that build and run
 * it (inject, profile, predict, validate) take it: its module, arguments,
 * link flags, input files copied into its run directory, output files,
 * standard input, or all of these from a benchmark manifest
 * (inputs/README.md). It owns its string arrays, its inputs and
 * stdin_owned, and gives them back in program_release; module and
 * manifest point into argv, stdin_path into argv or to stdin_owned.
 */
struct fi_file;

struct program {
	const char *module;	/* the module's path, from argv */
	const char *stdin_path;	/* NULL: /dev/null */
	const char *manifest;
	unsigned manifest_input;	/* which of the manifest's inputs */
	struct strv args, ldflags, outputs;
	unsigned streams;	/* PROGRAM_STDOUT | PROGRAM_STDERR; 0: unset */
	struct strv ignore_lines;	/* --ignore-lines patterns */
	struct fi_file *inputs;	/* copied into the run directory */
	unsigned ninputs;
	char *stdin_owned;	/* stdin_path when the manifest gave it */
};

/* The standard streams --compare names (struct program's streams). */
#define PROGRAM_STDOUT 1u
#define PROGRAM_STDERR 2u
#define PROGRAM_STREAMS_NONE 4u	/* --compare none: set, and no stream */

/* The module (the one operand) and the arguments after "--" into p. */
void program_take_operands(struct program *p, const struct opt_result *r);
/* opt_parse, then program_take_operands on success: opt_parse's status. */
int program_parse(const struct opt_cmd *cmd, int argc, char **argv,
		  struct program *p);
/* The program's arguments as a JSON array of strings. */
json_t *program_args_json(const struct program *p);

/* --input-file F[=REL] into the struct program o->value points to. */
int program_opt_input_file(const struct opt *o, const char *value);
/* --compare STREAMS (stdout, stderr, both comma-separated, or none). */
int program_opt_compare(const struct opt *o, const char *value);
/*
 * What a campaign compares, from p (files point into p); release with
 * fi_compare_release. The model's view of the same choice:
 * program_model_outputs sets struct model_opts' streams, and its patterns
 * to c's compiled ones (which must outlive o's use).
 */
int program_compare(const struct program *p, struct fi_compare *c);
void program_model_outputs(const struct program *p, const struct fi_compare *c,
			   struct model_opts *o);
/* The streams p compares as a JSON array of names ([] for none). */
json_t *program_streams_json(const struct program *p);

/*
 * The options of struct program p, for a command's table. They are
 * OPT_FORWARD: a command that runs another one (predict runs profile,
 * validate runs profile and inject) passes them on as written.
 */
#define OPT_PROGRAM(p) \
	OPT_GROUP("program"), \
	{ .kind = OPT_KIND_STRINGS, .short_name = 'l', .long_name = "link", \
	  .value = &(p)->ldflags, .argh = "FLAG", \
	  .flags = OPT_FORWARD | OPT_NODEFAULT, \
	  .help = "link flag, repeatable (e.g. -l -lm)" }, \
	{ .kind = OPT_KIND_CALLBACK, .long_name = "input-file", .value = (p), \
	  .argh = "F[=REL]", .fn = program_opt_input_file, \
	  .flags = OPT_FORWARD, \
	  .help = "copy F into each run's directory (at relative path REL, " \
		  "default F's name), repeatable" }, \
	{ .kind = OPT_KIND_STRINGS, .long_name = "output-file", \
	  .value = &(p)->outputs, .argh = "REL", \
	  .flags = OPT_FORWARD | OPT_NODEFAULT, \
	  .help = "a file the program writes, at REL in its run directory; " \
		  "a campaign compares it with the golden run's; " \
		  "repeatable" }, \
	{ .kind = OPT_KIND_CALLBACK, .long_name = "compare", .value = (p), \
	  .argh = "STREAMS", .fn = program_opt_compare, \
	  .flags = OPT_FORWARD | OPT_NODEFAULT, \
	  .help = "the standard streams that are the program's output: " \
		  "stdout (default), stderr, stdout,stderr or none (only " \
		  "--output-file files); the model counts only what " \
		  "reaches them" }, \
	{ .kind = OPT_KIND_STRINGS, .long_name = "ignore-lines", \
	  .value = &(p)->ignore_lines, .argh = "RE", \
	  .flags = OPT_FORWARD | OPT_NODEFAULT, \
	  .help = "lines of the outputs matching RE (POSIX extended) are not " \
		  "compared, nor output the model counts (timing lines); " \
		  "repeatable" }, \
	{ .kind = OPT_KIND_STRING, .long_name = "stdin", \
	  .value = &(p)->stdin_path, .argh = "FILE", \
	  .flags = OPT_FORWARD | OPT_NODEFAULT, \
	  .help = "standard input (default /dev/null)" }, \
	{ .kind = OPT_KIND_STRING, .long_name = "manifest", \
	  .value = &(p)->manifest, .argh = "FILE", .flags = OPT_FORWARD, \
	  .help = "take link flags, arguments, input and output files from " \
		  "a benchmark manifest (inputs/*/manifest.json)" }, \
	{ .kind = OPT_KIND_UINT, .long_name = "input", \
	  .value = &(p)->manifest_input, .argh = "K", .lo = 0, .hi = 1000000, \
	  .flags = OPT_FORWARD, .help = "which of the manifest's inputs" }

/*
 * The limits on every run of the program, with the same names and
 * defaults in profile, predict, inject and validate: the time a normal run
 * (the golden run of a campaign, a profiled run) may take, the address
 * space and the size of each file a run may write. Forwarded like
 * OPT_PROGRAM. A campaign's runs have their own hang timeout (a multiple
 * of the golden run's time, cmd_inject.c).
 */
struct limits {
	double timeout;		/* seconds */
	uint64_t mem_mib, fsize_mib;
};
#define LIMITS_DEFAULT { .timeout = 300, .mem_mib = 4096, .fsize_mib = 256 }
/* A campaign's fault-free run limit, address space and file size from l. */
struct campaign_opts;
void program_campaign_limits(const struct limits *l, struct campaign_opts *o);
#define OPT_LIMIT_TIMEOUT(l) \
	{ .kind = OPT_KIND_DOUBLE, .long_name = "timeout", \
	  .value = &(l)->timeout, .argh = "S", .flo = 0, .fhi = 1e6, \
	  .flags = OPT_ABOVE | OPT_FORWARD, \
	  .help = "stop a normal run of the program (a profile or golden " \
		  "run) that takes longer than S seconds" }, \
	{ .kind = OPT_KIND_DOUBLE, .long_name = "golden-timeout", \
	  .value = &(l)->timeout, .argh = "S", .flo = 0, .fhi = 1e6, \
	  .flags = OPT_ABOVE | OPT_FORWARD | OPT_HIDDEN }
#define OPT_LIMIT_FSIZE(l) \
	{ .kind = OPT_KIND_U64, .long_name = "fsize", \
	  .value = &(l)->fsize_mib, .argh = "MIB", .lo = 1, .hi = 1 << 24, \
	  .flags = OPT_FORWARD, \
	  .help = "size limit of each file a run writes, in MiB" }
#define OPT_LIMITS(l) \
	OPT_GROUP("limits"), \
	OPT_LIMIT_TIMEOUT(l), \
	{ .kind = OPT_KIND_U64, .long_name = "mem", .value = &(l)->mem_mib, \
	  .argh = "MIB", .lo = 16, .hi = 1 << 24, .flags = OPT_FORWARD, \
	  .help = "address-space limit of each run, in MiB" }, \
	OPT_LIMIT_FSIZE(l)

/*
 * The options of a fault-injection campaign (inject, gpu-inject,
 * trident-gpu-run) into struct campaign_opts c (campaign.h). -n is left
 * at 0 unless given: the campaign's own number on --resume, else 1000.
 */
int cli_opt_fault_model(const struct opt *o, const char *value);
/*
 * --slurm (submit.c; docs/slurm.md): a campaign command submits its
 * campaign as a Slurm job array of --array parts and a merge job
 * (slurm/slurm.h) instead of running it.
 */
struct cli_slurm {
	bool on;
	unsigned parts;		/* --array N */
	const char *partition;
	struct strv sbatch;	/* --sbatch OPT, each */
};
#define CLI_SLURM_PARTS 10
#define OPT_SLURM(s) \
	OPT_GROUP("slurm"), \
	OPT_BOOL(0, "slurm", &(s)->on, "submit the campaign to Slurm as a " \
		 "job array of its parts and a merge job into DIR, instead " \
		 "of running it here (docs/slurm.md)"), \
	OPT_UINT(0, "array", &(s)->parts, "N", 1, CAMPAIGN_MAX_SHARDS, \
		 "the job array's tasks: parts of the campaign"), \
	OPT_STRING(0, "partition", &(s)->partition, "P", "the Slurm " \
		   "partition (default: the cluster's)"), \
	OPT_STRINGS(0, "sbatch", &(s)->sbatch, "OPT", "one more sbatch " \
		    "option for both jobs, repeatable (--sbatch=--time=2:00:00)")
struct slurm_array;
/* The running executable's path, or NULL after the message. */
char *cli_self_path(void);
/* The options r read but those a part's command gets from its script. */
void cli_slurm_words(const struct opt_result *r, struct strv *head);
/* a's directory, parts, CPUs (-j when given, else 1), partition, sbatch
   options, resume and force from s, o and r. */
void cli_slurm_fill(const struct cli_slurm *s, const struct campaign_opts *o,
		    const struct opt_result *r, struct slurm_array *a);
/* --shard K/N into the struct campaign_opts at o->value (campaign_opts.c). */
int cli_opt_shard(const struct opt *o, const char *value);
/*
 * A new work directory .trident-TAG.XXXXXX beside path (in its directory;
 * "." for NULL), not in /tmp: a failed build's directory stays there,
 * named in the error. NULL after the message.
 */
char *cli_workdir_beside(const char *path, const char *tag);
/*
 * Profile p's program with `trident profile` (opts: the program options to
 * pass on) into DIR/profile.json; *path (the caller's to free) names it,
 * failure or not.
 */
int cli_profile_into(const char *dir, const struct strv *opts,
		     const struct program *p, char **path);
/* -O N: 0, 1 or 2 into a const char * ("-O0", "-O1", "-O2"). */
int cli_opt_level(const struct opt *o, const char *value);
#define OPT_CAMPAIGN_RUNS(c) \
	{ .kind = OPT_KIND_U64, .short_name = 'n', .long_name = "runs", \
	  .value = &(c)->runs, .argh = "N", .lo = 1, .hi = 100000000, \
	  .flags = OPT_NODEFAULT, \
	  .help = "number of runs (default 1000; with --resume, the " \
		  "campaign's: a larger N extends it)" }, \
	OPT_JOBS(&(c)->jobs)
#define OPT_CAMPAIGN_DIR(c) \
	OPT_BOOL(0, "resume", &(c)->resume, "continue the campaign in DIR " \
		 "where it stopped, or extend it to a larger -n"), \
	OPT_BOOL(0, "force", &(c)->force, "start over: delete the campaign " \
		 "DIR holds")
#define OPT_CAMPAIGN_SHARD(c) \
	OPT_CALLBACK(0, "shard", (c), "K/N", cli_opt_shard, 0, "run part K of " \
		     "N of the campaign (its runs k with k % N = K - 1) in " \
		     "DIR; `trident merge` joins the parts")
#define OPT_CAMPAIGN(c) \
	OPT_GROUP("campaign"), \
	OPT_CAMPAIGN_RUNS(c), \
	OPT_U64('s', "seed", &(c)->seed, "S", 0, INT64_MAX, \
		"seed: the same seed gives the same campaign"), \
	OPT_CALLBACK(0, "fault-model", &(c)->model, "M", cli_opt_fault_model, \
		     0, "bitflip (default), bitflip2, stuck0, stuck1, random, " \
		     "zero"), \
	OPT_BOOL(0, "dummy", &(c)->dummy, "inject nothing: every run must " \
		 "come out benign"), \
	OPT_STRING('d', "dir", &(c)->dir, "DIR", "campaign directory; a " \
		   "campaign already in it is refused unless --resume or " \
		   "--force"), \
	OPT_CAMPAIGN_DIR(c), \
	OPT_CAMPAIGN_SHARD(c), \
	OPT_DOUBLE(0, "timeout-factor", &(c)->timeout_factor, "X", 0, 1e6, \
		   OPT_ABOVE, "a run is a hang after X golden run times"), \
	OPT_DOUBLE(0, "timeout-floor", &(c)->timeout_floor, "S", 0, 1e6, 0, \
		   "and after at least S seconds")
#define OPT_CAMPAIGN_OUTPUT(c) \
	OPT_GROUP("output"), \
	OPT_STRING('o', "output", &(c)->output, "FILE", "write the summary " \
		   "JSON to FILE too (it is always in DIR/summary.json)"), \
	OPT_TOP(&(c)->top), \
	OPT_QUIET(&(c)->quiet)

/*
 * How much slower `other` runs than `base` (two builds of p's program):
 * each run in a loop of as many runs as take base at least a quarter of a
 * second, in turn, `pairs` times; *ratio the median of the loops' ratios,
 * *t_base and *t_other the median seconds of one run of each. A run that
 * does not exit with status code is an error.
 */
int program_time_pairs(const struct program *p, const struct limits *l,
		       const char *tmpdir, const char *base, const char *other,
		       unsigned pairs, int code, double *ratio, double *t_base,
		       double *t_other);

/*
 * Whether the module has a definition of main: a program the commands
 * can build and run. An error naming the module if not.
 */
struct ir_module;
int program_check_main(const struct ir_module *m);

/*
 * After an instrumentation of ours failed on m: if m no longer verifies
 * (a trident bug), write it as textual IR to path (DIR/instrumented.
 * invalid.ll beside a campaign, or --emit-ir's file) and add where it is
 * to the error message, which keeps the verifier's whole text.
 */
void cli_keep_invalid(const struct ir_module *m, const char *path);

/*
 * Take the manifest's link flags and the chosen input's arguments (unless
 * the command line gave some), files, outputs and stdin into p; files are
 * relative to the manifest. Does nothing without --manifest.
 */
int program_load_manifest(struct program *p);
void program_release(struct program *p);
/*
 * Where a runtime library lib (libtrident_fi_rt.a, ...) or helper
 * (trident-gpu-run) is: the value of the environment variable env if set,
 * else beside the trident executable (the build tree, or the installed
 * bin/ for trident-gpu-run), else in the installed library directory
 * (TRIDENT_INSTALL_LIBDIR, relative to the executable's directory).
 */
char *program_runtime_path(const char *env, const char *lib);

/*
 * The build of an instrumented CUDA program (gpu_build.c; gpu-inject and
 * gpu-profile): the device module through llc-19, ptxas and fatbinary
 * into DIR/device.{fi.bc,ptx,cubin,fatbin}; every host source (.cu with
 * `header`'s text included and the fat binary embedded, .c and C++ with
 * clang-19, .o/.a/.so as they are) into DIR/build; the link with the
 * runtime archive, -Wl,--wrap=`wrap` and the link flags (-lcudart when
 * none) into DIR/program.gpu. Tools log into DIR/build.log. dir is an
 * absolute path; the strings stay the caller's.
 */
struct gpu_build {
	const char *dir, *cuda, *arch;
	const struct strv *hosts, *cflags, *ldflags;
	const char *header;	/* the text of DIR/build/trident.h */
	const char *runtime;	/* the host runtime archive */
	const char *wrap;	/* the symbols wrapped, "a,--wrap=b,..." */
};
int gpu_build(const struct gpu_build *b, struct ir_module *m);
/* Every host source is readable and of a kind gpu_build knows. */
int gpu_hosts_check(const struct strv *hosts);
/*
 * A GPU manifest's sources (relative to it; unless hosts has some) and
 * compile flags, added to hosts and cflags. Nothing without a manifest.
 */
int gpu_manifest_build(const char *manifest, struct strv *hosts,
		       struct strv *cflags);
/* Copy file src to dst. */
int gpu_copy_file(const char *src, const char *dst);
/* Copy p's input files into dir/inputs/K and its stdin to dir/stdin. */
int gpu_copy_inputs(const struct program *p, const char *dir);
/* The copied inputs for a directory's settings: [{src, rel}]. */
json_t *gpu_inputs_json(const struct program *p);
/*
 * trident-gpu-run [-q] [-j jobs] [--resume] dir (beside trident, or
 * $TRIDENT_GPU_RUN), waited for: 0 when it exited 0; -2 when it failed
 * and said why on stderr (without a GPU: "... without writing its
 * profile"); -1, with a message naming dir, when it could not run
 * (jobs 0: no -j).
 */
int gpu_run_dir(const char *dir, bool quiet, unsigned jobs, bool resume);
/* --arch sm_NN: the option callback of the GPU commands. */
int gpu_arch_opt(const struct opt *o, const char *value);
/* The build options of the GPU commands (gpu-inject, gpu-profile). */
#define OPT_GPU_BUILD(hosts, cflags, cuda, arch) \
	OPT_GROUP("build"), \
	OPT_STRINGS(0, "host", (hosts), "SRC", "a host source of the " \
		    "program, repeatable: .cu (compiled with the device " \
		    "code), .c, .cc/.cpp, or an object or archive " \
		    "(default: the manifest's sources)"), \
	OPT_STRINGS(0, "cflag", (cflags), "FLAG", "compile flag, " \
		    "repeatable (added to the manifest's)"), \
	OPT_STRING(0, "cuda-path", (cuda), "DIR", "CUDA toolkit"), \
	OPT_CALLBACK(0, "arch", (arch), "SM", gpu_arch_opt, 0, \
		     "GPU architecture (default sm_90)")
/*
 * A normal run of the program (a profile's, a timing's): argv (argv[0] the
 * executable, NULL-terminated) in a directory under tmpdir with p's input
 * files and stdin, under l's limits (its timeout, 2 s more of CPU time,
 * memory and file size); no extra environment.
 */
void program_run_spec(const struct program *p, const struct limits *l,
		      char **argv, const char *tmpdir, struct fi_run_spec *spec);

#endif
