/*
 * campaign.h: the campaign core. Everything that runs a fault-injection
 * campaign, without LLVM, for the CPU injector (`trident inject`), the GPU
 * runner (`trident-gpu-run`) and the commands that run campaigns next:
 *
 *   run.c         runs a program in a sandbox: its own directory, process
 *                 group, limits and timeout; a pool runs several at once;
 *                 compares a run's outputs with the golden run's
 *   sample.c      the draws of run k, from (seed, k) alone
 *   record.c      the CPU runtime's record file (fi_protocol.h)
 *   gpu_record.c  the GPU runtime's record file (gpu_protocol.h)
 *   classify.c    outcome classes (CPU, GPU) and the GPU memory classes
 *   journal.c     one JSON line per finished run, checked before it is
 *                 written; a reader that counts bad lines and goes on
 *   stats.c       names, tallies, Wilson intervals, the clock
 *   sites.c       the sites table (DIR/sites.txt) written at
 *                 instrumentation time: function, opcode, line of an id
 *   summary.c     the summary (JSON) and its table, CPU and GPU
 *   progress.c    the one-line progress bar
 *   dir.c         the campaign directory: its lock, campaign.json,
 *                 state.json, --resume, --force, extension to more runs
 *   loop.c        the campaign loop and the summary's writing, with the
 *                 injector's callbacks (struct campaign_ops)
 *   cpu.c         the CPU campaign: two fault-free runs, draws, runs
 *   gpu.c         the GPU campaign: profile, resolve, draws, runs
 *   merge.c       shards (--shard K/N): the parts' runs, their merge
 *
 * The CPU and GPU injectors' own parts (instrumentation, runtimes) are in
 * validate/, which needs LLVM; this library never does (docs/campaign.md
 * describes the directory and every file in it).
 *
 * Ownership: every struct filled by an `X_init`/`X_open`/`X_read` call owns
 * what it points to and gives it back in its `X_release`/`X_close`; strings
 * passed in are copied when they must outlive the call, except where a
 * field says it points into the caller's memory. Errors: -1 with
 * tr_errmsg() (one line naming the file and the problem); only warnings
 * (campaign_warn) are printed here.
 */
#ifndef TRIDENT_CAMPAIGN_H
#define TRIDENT_CAMPAIGN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <regex.h>
#include <sys/types.h>

#include <jansson.h>

#include "fi_protocol.h"

/*
 * Errors and allocation that cannot fail, as analysis.h declares them; the
 * definitions are analysis/error.c's, linked without LLVM (see
 * campaign/CMakeLists.txt).
 */
int tr_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
const char *tr_errmsg(void);
char *tr_one_line(char *s);
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xpathjoin(const char *dir, const char *name);

/* The name warnings start with: "trident" unless a program sets it. */
extern const char *campaign_progname;
/* "PROG: warning: MSG" on stderr. */
void campaign_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * Fault models and outcomes (stats.c)
 */
const char *fi_model_name(enum fi_model m);
int fi_model_parse(const char *s, enum fi_model *m);

/* Outcome classes, in the order they are decided (issue 3). */
enum fi_outcome {
	FI_NOT_INJECTED,	/* the target instance was never reached */
	FI_HANG,		/* killed at the timeout */
	FI_CRASH,		/* killed by a signal */
	FI_ERROR_EXIT,		/* non-zero exit status unlike the golden run */
	FI_DETECTED,		/* the detector hook fired */
	FI_SDC,			/* stdout or a declared output file differs */
	FI_BENIGN,		/* same output as the golden run */
	FI_NOUTCOMES
};
const char *fi_outcome_name(enum fi_outcome o);
int fi_outcome_parse(const char *s, enum fi_outcome *o);

/*
 * Statistics (stats.c)
 */
struct fi_tally {
	uint64_t n[FI_NOUTCOMES];
};
void fi_tally_add(struct fi_tally *t, enum fi_outcome o);
/* Runs that count towards rates: all but not-injected. */
uint64_t fi_tally_injected(const struct fi_tally *t);
/*
 * The Wilson score interval for k successes in n trials at confidence
 * level conf (0.95 for 95%): [*lo, *hi]. n = 0 gives [0, 1].
 */
void fi_wilson(uint64_t k, uint64_t n, double conf, double *lo, double *hi);
/*
 * One row of a summary's outcome table: name, then row's "count", "rate"
 * and "ci95" as a count, a percentage and its interval.
 */
void fi_print_rate(FILE *out, const char *name, const json_t *row);
/* Monotonic time in seconds. */
double fi_now(void);

/*
 * Sampling (sample.c). Run k of a campaign with seed S draws from
 * campaign_draw(S, k) alone (splitmix64 of S and k), so a campaign is the
 * same whatever --jobs is, a resumed campaign draws what the first part
 * would have, and a campaign extended to more runs equals one campaign of
 * that size.
 */
uint64_t campaign_mix(uint64_t z);
uint64_t campaign_draw(uint64_t seed, uint64_t k);
/*
 * The GPU's draw: a dynamic instance uniform among all instances of all
 * launches (counts[i]: launch i's total over its threads), named by launch
 * and offset in the launch.
 */
int gpu_sample(const uint64_t *counts, size_t n, uint64_t seed, uint64_t k,
	       uint64_t *launch, uint64_t *offset);

/*
 * Runs (run.c)
 *
 * A run executes argv[0] (an absolute path) with argv in a fresh temporary
 * directory under tmpdir, which holds copies of the declared input files at
 * their relative paths, with address-space randomization off unless aslr
 * is set. stdin is /dev/null unless stdin_path is given;
 * stdout and stderr go to files "stdout" and "stderr" in a sibling of that
 * directory (so they never clash with the program's files). The child leads
 * its own process group and gets the limits below; when it ends (or at the
 * timeout, when the whole group is killed with SIGKILL) every process it left
 * behind is killed too (the campaign process is a child subreaper).
 */
struct fi_file {
	char *src;		/* where the file is now */
	char *rel;		/* relative path inside the run directory */
};

struct fi_run_spec {
	char **argv;		/* NULL-terminated; argv[0] absolute */
	char **env;		/* extra NAME=VALUE entries, NULL-terminated */
	const struct fi_file *inputs;
	unsigned ninputs;
	const char *stdin_path;	/* NULL: /dev/null */
	const char *tmpdir;	/* parent of the run directories */
	double timeout_s;	/* wall-clock limit; <= 0: none */
	unsigned long cpu_s;	/* RLIMIT_CPU; 0: none */
	unsigned long long mem_bytes;	/* RLIMIT_AS; 0: none */
	unsigned long long fsize_bytes;	/* RLIMIT_FSIZE; 0: none */
	bool aslr;		/* keep address randomization (default: off) */
};

enum fi_end { FI_END_EXIT, FI_END_SIGNAL, FI_END_TIMEOUT };

struct fi_run_result {
	enum fi_end end;
	int code;		/* exit status (EXIT) or signal number (SIGNAL) */
	double wall_s;
	char *dir;		/* the run's working directory (kept) */
	char *out_dir;		/* holds "stdout" and "stderr" (kept) */
};

/* Run one spec to its end (blocking). */
int fi_run(const struct fi_run_spec *spec, struct fi_run_result *res);
/* Delete the run's directories and free the result. */
void fi_run_release(struct fi_run_result *res);

/*
 * A pool of at most `jobs` concurrent runs. fi_pool_submit starts a run
 * (the spec is used only during the call); fi_pool_wait blocks until one run
 * ends and hands back its result and the tag it was submitted with.
 */
struct fi_pool;
struct fi_pool *fi_pool_new(unsigned jobs);
unsigned fi_pool_active(const struct fi_pool *p);
int fi_pool_submit(struct fi_pool *p, const struct fi_run_spec *spec,
		   uint64_t tag);
int fi_pool_wait(struct fi_pool *p, struct fi_run_result *res, uint64_t *tag);
/* Kill every active run (process groups and leftovers) and free the pool. */
void fi_pool_free(struct fi_pool *p);

/*
 * Make the calling process a child subreaper (PR_SET_CHILD_SUBREAPER), so
 * that processes a target leaves behind are re-parented to it and can be
 * killed; call once before any run.
 */
int fi_run_setup(void);

/*
 * What of a run is compared with the golden run's (issue 14): the standard
 * streams it names, each declared output file (a file missing in one run
 * and present in the other differs), and in all of them only the lines
 * that match none of the ignore patterns (POSIX extended regular
 * expressions: timing lines). fi_compare_init compiles the patterns;
 * files points into the caller's memory; fi_compare_release frees the
 * compiled patterns.
 */
struct fi_compare {
	bool out, err;			/* stdout, stderr */
	char *const *files;		/* NULL-terminated, may be NULL */
	regex_t *ignore;
	unsigned nignore;
};
int fi_compare_init(struct fi_compare *c, bool out, bool err,
		    char *const *files, char *const *patterns, unsigned n);
void fi_compare_release(struct fi_compare *c);
/* Whether a name fi_outputs_differ gives is a stream, not a file. */
bool fi_is_stream(const char *which);

/*
 * Whether a run's output equals the golden run's, as c says.
 * fi_outputs_differ names the first that differs in *which ("stdout",
 * "stderr" or the output's path, pointing into c->files), NULL if none
 * does.
 */
int fi_outputs_equal(const struct fi_run_result *golden,
		     const struct fi_run_result *run,
		     const struct fi_compare *c, bool *equal);
int fi_outputs_differ(const struct fi_run_result *golden,
		      const struct fi_run_result *run,
		      const struct fi_compare *c, const char **which);

/*
 * Records (record.c): what the CPU runtime wrote to its record file.
 */
struct fi_record {
	bool injected, reached_dummy, exited, signaled, detected;
	unsigned id;		/* injected (or dummy-reached) instruction */
	uint64_t instance;
	int bit, width;
	uint64_t inj_insts;	/* insts at the injection */
	uint64_t count;		/* C: candidate instances at exit */
	uint64_t end_insts;	/* C or S: insts at the end */
	int signal;		/* S */
	unsigned detector_id;	/* D */
	/* A line after the injection (or the dummy's mark) that does not
	   parse: its number (0: none) and why; reading stopped there, and
	   what came before stands (a fault may corrupt the runtime). */
	unsigned corrupt_line;
	char corrupt[128];
};
/*
 * Read a record file; a missing file is an empty record. A line that does
 * not parse is an error before the injection's line, and after it ends the
 * reading with corrupt_line set (the caller decides: a golden run's is an
 * error, an injected run's a warning).
 */
int fi_record_read(const char *path, struct fi_record *r);

/*
 * GPU records (gpu_record.c): what the host runtime wrote (gpu_protocol.h).
 */
struct gpu_mem {
	uint64_t launch, tm, rm;
	bool ok;
};
struct gpu_resolved {
	uint64_t launch, offset, block, thread, instance;
	bool ok;
};
struct gpu_record {
	bool exited, injected, not_reached, target_started;
	uint64_t launch;	/* I: the launch injected */
	unsigned id, opcode, width;
	int bit;
	uint64_t before, after;
	uint64_t threads;	/* H: the threads that reached the instance
				   (syndromes of several threads), 0 unknown */
	char cuda_error[64], error_call[16];	/* E: the first CUDA error */
	uint64_t error_launch;
	uint64_t *counts;	/* L: per launch (profile, resolve) */
	size_t nlaunches;
	struct gpu_mem *mem;	/* M */
	size_t nmem;
	struct gpu_resolved *res;	/* R */
	size_t nres;
	uint64_t *results;	/* C: allocations copied back */
	size_t nresults;
	uint64_t d2h, copies;	/* X */
};
/* A missing file gives an empty record. */
int gpu_record_read(const char *path, struct gpu_record *r);
int gpu_record_parse_line(struct gpu_record *r, const char *line);
void gpu_record_release(struct gpu_record *r);

/*
 * Journal entries: one finished run. A GPU entry is the CPU's fields plus
 * the GPU's; every kind of entry starts with a struct fi_entry.
 */
struct fi_entry {
	uint64_t index;		/* the run's number in the campaign, from 0 */
	unsigned id;		/* static instruction injected (0 if none) */
	uint64_t instance;	/* dynamic instance (see docs/inject.md) */
	int bit;		/* -1 when the model uses none */
	enum fi_model model;
	enum fi_outcome outcome;
	int signal;		/* crash: the signal; else 0 */
	int exit_code;		/* exit status when the process exited */
	int64_t latency;	/* crash: dynamic IR instructions from fault to
				   crash; else -1 */
	bool latency_unknown;	/* a crash whose latency could not be
				   measured (latency is then -1) */
	double time_s;		/* wall time of the run */
};

struct gpu_entry {
	struct fi_entry e;
	uint64_t launch, block, thread;
	char cuda_error[64];	/* "" if none */
	int rm, tm, benign_tm;	/* 1, 0, or -1: not known */
	int64_t rm_latency;	/* launches from the fault to corrupt result
				   memory, -1 if none or unknown */
	bool values;		/* before and after are known (injected) */
	uint64_t before, after;	/* the site's value (zero-extended) before
				   and after the fault */
	unsigned threads;	/* the threads of the warp that reached the
				   instance (syndromes of several threads;
				   the target's counted), 0 unknown */
};

/*
 * Classification (classify.c): the outcome of one run against the golden
 * run, in the order of enum fi_outcome. golden_code is the golden run's
 * exit status; equal_output whether stdout and the declared output files
 * matched (only consulted when it matters). On the GPU, a CUDA error is a
 * crash (DUE) whatever the program did next.
 */
enum fi_outcome fi_classify(const struct fi_run_result *run,
			    const struct fi_record *rec, int golden_code,
			    bool equal_output);
enum fi_outcome gpu_classify(const struct fi_run_result *run,
			     const struct gpu_record *rec, int golden_code,
			     bool equal_output);
/* Fill e's memory classes from a run's record against the golden one. */
void gpu_memory_classes(const struct gpu_record *golden,
			const struct gpu_record *rec, bool memory,
			struct gpu_entry *e);

/*
 * Journal (journal.c): one JSON object per line, appended with a single
 * write(2) as each run finishes, so a killed campaign loses at most the line
 * being written (an incomplete last line is ignored, and cut off on
 * resume). A kind of entry says how to write and read it.
 */
struct fi_journal_kind {
	size_t size;		/* of one entry */
	/* Make impossible values unknown, with a warning (the writer). */
	void (*sanitize)(void *entry);
	json_t *(*to_json)(const void *entry);
	int (*from_json)(const json_t *o, void *entry);
};
extern const struct fi_journal_kind fi_journal_cpu, fi_journal_gpu;

json_t *fi_entry_to_json(const struct fi_entry *e);
int fi_entry_from_json(const json_t *o, struct fi_entry *e);
json_t *gpu_entry_to_json(const struct gpu_entry *e);
int gpu_entry_from_json(const json_t *o, struct gpu_entry *e);

struct fi_journal {
	int fd;
	char *path;
	const struct fi_journal_kind *kind;
};

/*
 * Open for appending; truncates unless resume (then a last line cut short
 * is cut off).
 */
int fi_journal_open(struct fi_journal *j, const char *path,
		    const struct fi_journal_kind *kind, bool resume);
/*
 * Append one entry (of j's kind): its impossible values are made unknown
 * first (kind->sanitize, with a warning), and a line the reader would not
 * accept is never written (an error: a trident bug).
 */
int fi_journal_append(struct fi_journal *j, void *entry);
void fi_journal_close(struct fi_journal *j);
/*
 * Read every complete line of a journal into a fresh array (*entries, *n);
 * a missing file gives 0 entries. A line that does not parse as an entry,
 * or repeats an earlier line's run index, is bad: it is counted in *bad
 * (may be NULL), named with its file and line number on stderr when warn
 * is set (the first few of them), and skipped.
 */
int fi_journal_read_with(const char *path, const struct fi_journal_kind *kind,
			 bool warn, void **entries, size_t *n, size_t *bad);
int fi_journal_read(const char *path, bool warn, struct fi_entry **entries,
		    size_t *n, size_t *bad);
int gpu_journal_read(const char *path, bool warn, struct gpu_entry **entries,
		     size_t *n, size_t *bad);

/*
 * Sites (sites.c): the static fault sites of a module, written at
 * instrumentation time (validate/: fi_sites_write, gpu_sites_write) so that
 * the summary needs no LLVM. One line per site,
 *
 *   ID FUNCTION OPCODE WIDTH LINE FILE
 *
 * FILE "-" (and LINE 0) when the instruction has no debug location; FILE
 * is the rest of the line, so it may hold spaces. Lines starting with '#'
 * are comments.
 */
struct fi_site {
	unsigned id;		/* 0: no site of this id */
	char *function;		/* the function (GPU: kernel) */
	char *opcode;
	char *file;		/* NULL: no debug location */
	unsigned width, line;
};
struct fi_sites {
	struct fi_site *v;	/* indexed by id */
	size_t n;
};
/* A missing path (NULL) gives an empty table. */
int fi_sites_read(const char *path, struct fi_sites *s);
void fi_sites_release(struct fi_sites *s);
const struct fi_site *fi_site_get(const struct fi_sites *s, unsigned id);

/*
 * Summary (summary.c): built from the journal's entries and the sites
 * table alone (docs/campaign.md lists every field): counts and rates per
 * outcome with 95% Wilson intervals over the injected runs, tables per
 * static instruction, opcode, function (GPU: kernel) and source line; the
 * CPU adds crash latency, signals and run times, the GPU its memory
 * classes and CUDA errors. The caller adds "campaign". Reals are printed
 * with fixed precision and keys sorted, so output is deterministic.
 */
json_t *fi_summary_build(const struct fi_entry *e, size_t n,
			 const struct fi_sites *sites);
json_t *gpu_summary_build(const struct gpu_entry *e, size_t n,
			  const struct fi_sites *sites, bool memory);
/* The GPU summary's campaign.mean_run_s: the runs' mean time (0: none). */
double gpu_mean_run_s(const struct gpu_entry *e, size_t n);
/* Write the summary JSON (sorted keys, 2-space indent) to path. */
int fi_summary_write(const json_t *summary, const char *path);
/* The readable tables: outcomes with intervals, then the top instructions. */
void fi_summary_print(FILE *out, const json_t *summary, unsigned top);
void gpu_summary_print(FILE *out, const json_t *summary, unsigned top);

/*
 * Progress (progress.c): a one-line bar with the rate and an ETA on stderr,
 * redrawn at most 10 times a second; does nothing unless stderr is a tty.
 */
struct fi_progress {
	uint64_t total, done;
	uint64_t first;		/* done at init (resumed runs): not in the rate */
	double start, last;
	bool tty;
};
void fi_progress_init(struct fi_progress *p, uint64_t total, uint64_t done);
void fi_progress_step(struct fi_progress *p);
void fi_progress_end(struct fi_progress *p);

/*
 * The settings of a campaign, which a command fills from its options.
 */
#define CAMPAIGN_DEFAULT_RUNS 1000
/* More runs than a campaign can hold its bookkeeping for. */
#define CAMPAIGN_MAX_RUNS 100000000ULL

struct campaign_opts {
	const char *dir;	/* the campaign directory */
	const char *command;	/* "trident inject": the lock's holder */
	char *const *argv;	/* the command line (NULL-terminated, may be
				   NULL), recorded in the lock */
	uint64_t runs;		/* 0: the campaign's on --resume, else
				   CAMPAIGN_DEFAULT_RUNS */
	uint64_t seed;
	unsigned jobs;		/* parallel runs */
	enum fi_model model;
	unsigned inst;		/* only this static id is a site; 0: all */
	bool dummy;		/* reach the target, change nothing */
	bool aslr;		/* keep address randomization in runs */
	bool resume;		/* continue the campaign in dir */
	bool force;		/* start over: drop dir's campaign */
	bool whole;		/* written whole (a merge): never resumed */
	unsigned shard, shards;	/* --shard K/N: only the runs k with
				   k % N == K - 1 (1 <= K <= N); N 0: all */
	bool quiet;		/* no table on stdout */
	unsigned top;		/* instructions in the table */
	const char *output;	/* -o: the summary is also written here */
	/* limits */
	double timeout_factor;	/* hang timeout in golden run times */
	double timeout_floor;	/* ... at least this many seconds */
	double golden_timeout;	/* limit of the fault-free runs */
	unsigned long long mem_mib;	/* address space per run; 0: none */
	unsigned long long fsize_mib;	/* file size per run; 0: none */
};

/*
 * Shards (merge.c; docs/campaign.md, "Sharded campaigns"). Part K of N of a
 * campaign runs the runs k with k % N == K - 1, the runs a one-machine
 * campaign with the same seed would make (run k's draw depends on the
 * seed and k alone), so the parts are disjoint, together complete, and a
 * campaign extended to more runs keeps every part's runs in that part.
 * campaign.json of a part holds "shard": "K/N".
 */
#define CAMPAIGN_MAX_SHARDS 100000
/* "K/N" with 1 <= K <= N <= CAMPAIGN_MAX_SHARDS; an error saying so. */
int campaign_shard_parse(const char *s, unsigned *k, unsigned *n);
/* Whether run k is o's (every run without --shard). */
bool campaign_shard_owns(const struct campaign_opts *o, uint64_t k);
/* How many of runs 0..runs-1 are o's. */
uint64_t campaign_shard_runs(const struct campaign_opts *o, uint64_t runs);
/*
 * Merge the parts dirs[0..n) of one sharded campaign into o->dir (locked
 * and claimed as a new campaign: refused if it holds one, unless
 * o->force). Every part must be of one campaign (campaign.json equal but
 * for "shard", state.json's golden facts equal but for their time), each
 * part K of N given once, all N given, and each part's journal must hold
 * exactly its runs; an error names the part and what is wrong. Writes
 * campaign.json (without "shard"), sites.txt, journal.jsonl in run order,
 * state.json (wall times summed over the parts) and summary.json (and
 * o->output), and prints the table unless o->quiet: the merged campaign
 * equals the one-machine campaign of that seed but for its timing fields.
 */
int campaign_merge(char *const *dirs, size_t n, const struct campaign_opts *o);

/*
 * The campaign directory (dir.c; docs/campaign.md).
 *
 * campaign_dir_open creates the directory if needed and takes its lock:
 * an advisory flock(2) on DIR/lock held until campaign_dir_close (or the
 * process's end), with the holder's command, pid, host, command line and
 * start time written into the file. A directory locked by another process
 * is refused at once, naming the holder.
 *
 * campaign_dir_claim decides what happens to a campaign already there
 * (a journal with runs, finished or not): without resume or force it is
 * refused, saying how many runs it holds; force deletes its journal,
 * summary and run state; resume continues it if every setting of the
 * command line (settings, a JSON object whose keys campaign.json keeps)
 * equals the campaign's, naming each one that differs, except "runs",
 * which may grow (the campaign is extended) but not shrink, nor pass
 * CAMPAIGN_MAX_RUNS; a part of a sharded campaign is resumed only as
 * the same part. The settings (taken over by the call) are then written
 * to DIR/campaign.json with the resolved "runs" and o's "shard".
 */
struct campaign_dir {
	char *path;		/* absolute */
	int lock_fd;
	json_t *settings;	/* campaign.json as this part runs it */
	json_t *state;		/* state.json: "golden", "wall_s", "parts" */
	uint64_t runs;		/* the campaign's number of runs */
	bool resumed;		/* this part continues a campaign */
};
int campaign_dir_open(struct campaign_dir *d, const struct campaign_opts *o);
int campaign_dir_claim(struct campaign_dir *d, const struct campaign_opts *o,
		       json_t *settings);
/* Replace campaign.json by settings (taken over; "runs" kept). */
int campaign_dir_write_settings(struct campaign_dir *d, json_t *settings);
/* DIR/name, a new string. */
char *campaign_dir_file(const struct campaign_dir *d, const char *name);
/*
 * The golden facts the campaign's first part stored (state.json's
 * "golden"), NULL before any; the injector compares them with its own
 * fault-free runs on a resume, so that draws stay those of one campaign.
 */
const json_t *campaign_dir_golden(const struct campaign_dir *d);
/* Store the first part's golden facts (taken over). */
int campaign_dir_set_golden(struct campaign_dir *d, json_t *golden);
/* "KEY differs (campaign A, WHO B)" for each key of now that then lacks
   or holds another value, comma-separated; NULL when all agree. */
char *campaign_json_diff(const json_t *then, const json_t *now,
			 const char *who, const char *skip);
/* Release the lock and free d (the lock file stays). */
void campaign_dir_close(struct campaign_dir *d);

/*
 * The campaign loop (loop.c): every run of the campaign not yet in the
 * journal, at most opts->jobs at a time; each journaled as it ends, with
 * the progress bar; SIGINT or SIGTERM stops it with an error that says to
 * continue with --resume (finished runs are kept). Then the journal is
 * read back (bad lines counted: "bad_lines") and summarized into
 * DIR/summary.json, the -o file, and a table unless quiet. The whole wall
 * time of the campaign, over all its parts, is kept in state.json.
 */
struct campaign_ops {
	const struct fi_journal_kind *kind;
	/* Start run k: fi_pool_submit(pool, spec, k). */
	int (*submit)(void *ctx, struct fi_pool *pool, uint64_t k);
	/* Run k ended with res: fill its journal entry (of kind's type). */
	int (*finish)(void *ctx, const struct fi_run_result *res, uint64_t k,
		      void *entry);
	/*
	 * The summary of entries[n]; camp is the "campaign" object (the
	 * settings, jobs, wall times), to which it adds its own fields.
	 */
	json_t *(*summary)(void *ctx, const void *entries, size_t n,
			   json_t *camp);
	void (*print)(void *ctx, FILE *out, const json_t *summary);
};
int campaign_run(struct campaign_dir *d, const struct campaign_opts *o,
		 const struct campaign_ops *ops, void *ctx);

/*
 * The program a campaign runs: the injector's binary and the program's
 * arguments, files and stdin. Every field points into the caller's memory.
 */
struct campaign_program {
	const char *module;	/* named in messages */
	const char *exe;	/* absolute */
	char *const *args;	/* [nargs] */
	unsigned nargs;
	const struct fi_file *inputs;
	unsigned ninputs;
	const struct fi_compare *compare;	/* what of a run is compared */
	const char *stdin_path;	/* NULL: /dev/null */
};

/*
 * The CPU campaign (cpu.c; docs/inject.md) on the binary that
 * `trident inject` built into d: two fault-free runs (which must agree on
 * their exit status and outputs, and give C, the number of dynamic
 * fault-site instances, and the timeout), then campaign_run, in which run
 * k injects at instance 1 + campaign_draw(seed, k) mod C.
 */
int fi_campaign_run(struct campaign_dir *d, const struct campaign_opts *o,
		    const struct campaign_program *p);
/*
 * --site ID:INSTANCE:BIT: the fault-free runs, then that one run; its
 * journal line is printed on out.
 */
struct fi_replay {
	unsigned id;
	uint64_t instance;
	int bit;
};
int fi_campaign_replay(struct campaign_dir *d, const struct campaign_opts *o,
		       const struct campaign_program *p,
		       const struct fi_replay *site, FILE *out);

/*
 * A campaign of given sites (cpu.c; crashfinder's selective injection) on
 * a binary instrumented for them: fi_sites_begin makes the fault-free runs
 * (and, resuming, checks C against the first part's); fi_sites_run runs
 * sites[0..n) as runs 0..n-1 of the campaign (those already journaled are
 * kept, so a longer list extends it), journal and summary as any
 * campaign's; fi_sites_count is C, fi_sites_insts the golden run's dynamic
 * instructions.
 */
struct fi_site_campaign;
int fi_sites_begin(struct campaign_dir *d, const struct campaign_opts *o,
		   const struct campaign_program *p,
		   struct fi_site_campaign **out);
uint64_t fi_sites_count(const struct fi_site_campaign *sc);
uint64_t fi_sites_insts(const struct fi_site_campaign *sc);
int fi_sites_run(struct fi_site_campaign *sc, const struct fi_replay *sites,
		 uint64_t n);
void fi_sites_end(struct fi_site_campaign *sc);

/*
 * The GPU campaign (gpu.c; docs/gpu-inject.md) of a directory that
 * `trident gpu-inject` built (campaign.json, sites.txt, program.gpu): opens
 * and claims o->dir itself (o->runs, when set, replaces campaign.json's:
 * with resume, it extends the campaign; the other settings of a GPU
 * campaign are campaign.json's, and of o only dir, command, argv, jobs,
 * resume, force, quiet, top and output count), then a profile and a
 * resolve run (which must agree on their outputs), draws, campaign_run.
 */
int gpu_campaign_run(const struct campaign_opts *o);

/*
 * Fault syndromes (syndrome.c; gpu_protocol.h; docs/gpu-syndromes.md): a
 * table's lines (classes and ranges as bit masks of enum gpu_syn_class and
 * gpu_syn_range, a kind of enum gpu_syn_kind with its value, a weight).
 * gpu_syndromes_read checks the table (errors name the file and line);
 * gpu_syndromes_pick draws run k's syndrome of every cell (the control
 * block's words GPU_CTL_SYN on: kind, value per cell), the same for the
 * same seed, k and table.
 */
struct gpu_syndrome {
	unsigned classes, ranges, kind;
	unsigned threads;	/* of the warp, from the target's lane: 1-32 */
	uint64_t value;
	double weight;
};
struct gpu_syndromes {
	struct gpu_syndrome *v;
	unsigned n;
};
int gpu_syndromes_read(const char *path, struct gpu_syndromes *s);
void gpu_syndromes_release(struct gpu_syndromes *s);
void gpu_syndromes_pick(const struct gpu_syndromes *s, uint64_t seed,
			uint64_t k, uint64_t words[]);
const char *gpu_syndrome_class_name(unsigned c);

/*
 * The device profile's run (gpu_profile.c; docs/gpu-profile.md) of a
 * directory `trident gpu-profile` built: GPROF_SETTINGS says what to run;
 * the program runs once with its dump to GPROF_DUMP and the sites table
 * GPROF_TABLE; GPROF_RUN records how it ended. An error when it timed
 * out or left no dump.
 */
#define GPROF_SETTINGS "gprof.json"
#define GPROF_TABLE "gprof.table"
#define GPROF_DUMP "profile.raw"
#define GPROF_RUN "run.json"
int gpu_profile_run(const char *dir, bool quiet);

#endif
