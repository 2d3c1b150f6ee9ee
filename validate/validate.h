/*
 * validate.h: the ground truth. An LLVM-IR fault injector for CPU programs
 * (thesis §4.3.1, §5.4.1; LLFI's role), with campaigns, outcome classes and
 * confidence intervals.
 *
 * The parts, in the order `trident inject` uses them:
 *   instrument.c  adds dynamic counters, an inline compare per candidate and
 *                 the injection call to an id'd module
 *   build.c       links the instrumented module with the runtime into a binary
 *   run.c         runs a binary in a sandbox: its own directory, process
 *                 group, limits and timeout; a pool runs several at once
 *   record.c      parses what the runtime wrote (fi_protocol.h)
 *   journal.c     one JSON line per finished run; resume
 *   stats.c       outcome tallies and Wilson intervals
 *   summary.c     the campaign's JSON summary and readable table
 *
 * Ownership: every struct filled by an `X_init`/`X_open`/`X_read` call owns
 * what it points to and gives it back in its `X_release`/`X_close`; strings
 * passed in are copied when they must outlive the call. Errors as in
 * analysis.h: -1 with tr_errmsg().
 */
#ifndef TRIDENT_VALIDATE_H
#define TRIDENT_VALIDATE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include <jansson.h>

#include "analysis.h"
#include "fi_protocol.h"

/*
 * Fault models and outcomes
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
 * Instrumentation (instrument.c)
 *
 * For every candidate instruction (ir_is_candidate, with a sized first-class
 * type), or only the one whose id is only_id when that is non-zero: count its
 * dynamic instances and, on the instance equal to FI_SYM_TARGET, pass its
 * value through FI_SYM_INJECT. Every original instruction is counted in
 * FI_SYM_INSTS, brought up to date before each instruction that can trap, so
 * crash latency is exact. The module must carry ids.
 */
struct fi_instrument_stats {
	unsigned sites;		/* candidate instructions instrumented */
	unsigned functions;	/* defined functions instrumented */
};
int fi_instrument(struct ir_module *m, unsigned only_id,
		  struct fi_instrument_stats *st);

/*
 * Building (build.c): optimize the instrumented module (-O2), compile and
 * link it with the runtime library and the program's link flags into exe.
 * clang is the clang-19 driver; runtime the path of libtrident_fi_rt.a.
 */
struct fi_build {
	const char *clang;
	const char *runtime;
	char *const *ldflags;	/* NULL-terminated, may be NULL */
	const char *opt;	/* clang's optimization flag; NULL: -O2 */
};
int fi_build_binary(const struct ir_module *m, const struct fi_build *b,
		    const char *workdir, const char *exe);

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
 * Whether a run's output equals the golden run's: stdout, and each declared
 * output file (a file missing in one run and present in the other differs).
 */
int fi_outputs_equal(const struct fi_run_result *golden,
		     const struct fi_run_result *run, char *const *outputs,
		     bool *equal);

/*
 * Records (record.c): what the runtime wrote to its record file.
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
};
int fi_record_read(const char *path, struct fi_record *r);

/*
 * Classification (classify.c): the outcome of one run against the golden
 * run, decided in the order of enum fi_outcome. golden_code is the golden
 * run's exit status; equal_output says whether stdout and the declared
 * output files matched (only consulted when it matters).
 */
enum fi_outcome fi_classify(const struct fi_run_result *run,
			    const struct fi_record *rec, int golden_code,
			    bool equal_output);

/*
 * Journal (journal.c): one JSON object per line, appended with a single
 * write(2) as each run finishes, so a killed campaign loses at most the line
 * being written (an incomplete last line is ignored on resume).
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
	double time_s;		/* wall time of the run */
};

struct fi_journal {
	int fd;
	char *path;
};

/* Open for appending; truncates unless resume. */
int fi_journal_open(struct fi_journal *j, const char *path, bool resume);
int fi_journal_append(struct fi_journal *j, const struct fi_entry *e);
void fi_journal_close(struct fi_journal *j);
/*
 * Read every complete line of a journal into a fresh array (*entries, *n);
 * a missing file gives 0 entries. A malformed complete line is an error
 * naming the file and the line number.
 */
int fi_journal_read(const char *path, struct fi_entry **entries, size_t *n);
/* The same for entries of size bytes that parse reads (gpu_journal_read). */
int fi_journal_read_with(const char *path, size_t size,
			 int (*parse)(const json_t *o, void *entry),
			 void **entries, size_t *n);
json_t *fi_entry_to_json(const struct fi_entry *e);
int fi_entry_from_json(const json_t *o, struct fi_entry *e);

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
 * One row of a summary's outcome table (stats.c, for the CPU and the GPU
 * campaigns): name, then row's "count", "rate" and "ci95" as a count, a
 * percentage and its interval.
 */
void fi_print_rate(FILE *out, const char *name, const json_t *row);

/*
 * Summary (summary.c)
 *
 * Built from the campaign's entries and the module (for opcodes, functions
 * and source lines of the static ids): counts and rates per outcome with 95%
 * Wilson intervals over the injected runs, tables per static instruction,
 * per opcode and per source line, and the campaign's settings (the caller
 * adds them under "campaign"). Real numbers are printed with fixed precision
 * and keys sorted by the dump, so output is deterministic.
 */
json_t *fi_summary_build(const struct fi_entry *e, size_t n,
			 const struct ir_module *m);
/* Write the summary JSON (sorted keys, 2-space indent) to path. */
int fi_summary_write(const json_t *summary, const char *path);
/* The readable table: outcomes with intervals, then the top instructions. */
void fi_summary_print(FILE *out, const json_t *summary, unsigned top);


/*
 * Progress (summary.c): a one-line bar with the rate and an ETA on stderr,
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

/* Monotonic time in seconds. */
double fi_now(void);

/*
 * GPU (gpu_instrument.c, gpu_campaign.c; docs/gpu-inject.md)
 *
 * gpu_instrument: the device module of a CUDA program (triple nvptx64,
 * carrying ids) gets a per-thread counter of fault sites in every kernel,
 * the control block GPU_SYM_CTL (gpu_protocol.h) and the cold block copies
 * that inject on the armed thread's target instance. Sites are the
 * candidates (ir_is_candidate) of kernels whose value is a scalar, pointer
 * or vector of at most 64 bits and not a convergent call's.
 */
struct gpu_instrument_stats {
	unsigned kernels;	/* kernels instrumented */
	unsigned sites;		/* static sites in them */
	unsigned blocks;	/* blocks that got a test */
	unsigned skipped;	/* candidates left out (type, convergent call,
				   function that is not a kernel) */
	unsigned other_functions;	/* defined functions not instrumented */
	unsigned kernels_left;	/* kernels left out by the filter */
};
/*
 * Which sites to instrument (NULL: all): only instruction only_id (a
 * per-static-instruction campaign, uniform over its dynamic instances in
 * every thread), only the kernels named kernel (its mangled name, or the
 * plain name of a C++ kernel: "bfs_level" for _Z9bfs_levelPKiS0_PiiiS1_),
 * only the instructions of the groups named in groups[] (an opcode,
 * "fadd", or a group: int-arith, fp-arith, compare, cast, memory (load,
 * getelementptr), select, phi, call). A filter that leaves no site is an
 * error.
 */
struct gpu_instrument_filter {
	unsigned only_id;
	const char *kernel;
	char **groups;
	unsigned ngroups;
};
/* Whether name is an opcode or a group gpu_instrument_filter knows. */
bool gpu_group_known(const char *name);
int gpu_instrument(struct ir_module *m, const struct gpu_instrument_filter *f,
		   struct gpu_instrument_stats *st);
/*
 * Write the static sites of an id'd device module (before gpu_instrument),
 * one line each: "ID KERNEL OPCODE WIDTH LINE FILE", for the campaign
 * runner, which has no LLVM (gpu_sites_read).
 */
int gpu_sites_write(const struct ir_module *m, const char *path);

/*
 * The campaign side (gpu_campaign.c), built without LLVM into
 * trident-gpu-run. Sites: what sites.txt says about each static id.
 */
struct gpu_site {
	unsigned id;		/* 0: no site of this id */
	char *kernel, *opcode, *file;
	unsigned width, line;
};
struct gpu_sites {
	struct gpu_site *v;	/* indexed by id */
	size_t n;
};
int gpu_sites_read(const char *path, struct gpu_sites *s);
void gpu_sites_release(struct gpu_sites *s);
const struct gpu_site *gpu_site_get(const struct gpu_sites *s, unsigned id);

/* What the host runtime wrote to a record file (gpu_protocol.h). */
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
 * Sampling: run k of a campaign with seed draws a dynamic instance
 * uniformly among all instances of all launches (counts[i]: launch i's
 * total over its threads) and names it by launch and offset in the launch.
 */
uint64_t gpu_mix(uint64_t z);
int gpu_sample(const uint64_t *counts, size_t n, uint64_t seed, uint64_t k,
	       uint64_t *launch, uint64_t *offset);

/* A drawn site: the offset resolved into block, thread and instance. */
struct gpu_target {
	uint64_t run, launch, offset, block, thread, instance;
	bool resolved;
};

/* A journal entry: fi_entry's fields plus the GPU's. */
struct gpu_entry {
	struct fi_entry e;
	uint64_t launch, block, thread;
	char cuda_error[64];	/* "" if none */
	int rm, tm, benign_tm;	/* 1, 0, or -1: not known */
	int64_t rm_latency;	/* launches from the fault to corrupt result
				   memory, -1 if none or unknown */
};
enum fi_outcome gpu_classify(const struct fi_run_result *run,
			     const struct gpu_record *rec, int golden_code,
			     bool equal_output);
/* Fill e's memory classes from a run's record against the golden one. */
void gpu_memory_classes(const struct gpu_record *golden,
			const struct gpu_record *rec, bool memory,
			struct gpu_entry *e);
json_t *gpu_entry_to_json(const struct gpu_entry *e);
int gpu_entry_from_json(const json_t *o, struct gpu_entry *e);
int gpu_journal_read(const char *path, struct gpu_entry **entries, size_t *n);
json_t *gpu_summary_build(const struct gpu_entry *e, size_t n,
			  const struct gpu_sites *sites, bool memory);
void gpu_summary_print(FILE *out, const json_t *summary,
		       const struct gpu_sites *sites, unsigned top);

/* Run the campaign of a directory that `trident gpu-inject` built. */
struct gpu_campaign_opts {
	const char *dir;
	unsigned jobs, top;
	bool resume, quiet;
};
int gpu_campaign_run(const struct gpu_campaign_opts *o);

#endif
