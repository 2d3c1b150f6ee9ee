/*
 * profiler.h: the dynamic profile of a program run, which the TRIDENT model
 * weighs its per-instruction predictions with (thesis §5.3, Eq. 6.2):
 * how often every instruction ran, how often each successor of every
 * conditional branch was taken, how often every call site was called, and
 * how sensitive the results of compares, logic, shifts, casts, selects and
 * arithmetic are to single-bit flips of their operands (with the operand
 * means of every compare and the mean amount of every shift, which the
 * reference model needs: model-anchors §1.2).
 *
 * The parts, in the order `trident profile` uses them:
 *   plan.c        decides the counters of an id'd module: one per block
 *                 segment (a block is cut after every call that may not
 *                 return), plus one per branch edge that block counters
 *                 cannot give; which counter gives which count
 *   values.c      which instructions get value sensitivities (sampled
 *                 re-evaluation under bit flips) and exact compare and
 *                 shift statistics, and the code that collects them
 *   instrument.c  adds the counters' increments, the value code and the
 *                 descriptor the runtime dumps (prof_protocol.h)
 *   raw.c         reads the runtime's raw dump (and, in full mode, its
 *                 memory sections: rt/prof_mem.c)
 *   profile.c     turns plan + dump into the JSON profile (docs/profile.md)
 *   load.c        reads a JSON profile back, checking format, version and
 *                 module hash, with accessors for the model
 *   gpu.c         the same plan in a CUDA device module, on device arrays
 *                 (the device profile)
 * The runtime linked into the target is rt/prof_rt.c (libtrident_prof_rt.a).
 *
 * Ownership, in one sentence: a struct filled by `X_build`, `X_read` or
 * `X_load` owns every array and string it points to and gives them back in
 * `X_release`; LLVM values in a plan belong to the module it was built
 * from. Errors as in analysis.h: -1 (or NULL) with tr_errmsg(), and the
 * library never prints or exits.
 */
#ifndef TRIDENT_PROFILER_H
#define TRIDENT_PROFILER_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include <jansson.h>

#include "analysis.h"
#include "prof_protocol.h"

/* The profile's JSON format: its name and version (docs/profile.md). */
#define PROF_FORMAT "trident-profile"
#define PROF_VERSION 4

/*
 * The plan (plan.c)
 *
 * Counters are 64-bit words in one array. A *segment* counter counts the
 * starts of a straight run of a block: a block is cut after every call
 * that is not an intrinsic (the callee may exit, longjmp or abort), so
 * every instruction of a segment has run as often as the segment started,
 * unless the program crashed inside it. An instruction's count is the
 * number of times it completed: for a call, the number of times it
 * returned (the next segment's counter), which is what the fault injector
 * counts as its dynamic instances.
 *
 * Successor k of a conditional br (k = 0: true, 1: false) or switch
 * (k = 0: default, k >= 1: case k) is counted
 *   PROF_EDGE_BLOCK   by the first segment counter of its target, when
 *                     this edge is the target's only incoming edge;
 *   PROF_EDGE_DIRECT  by a counter of its own, incremented before the
 *                     terminator by zext(cond) (br, true side) or
 *                     zext(cond == case value) (switch);
 *   PROF_EDGE_REST    as the terminator's count less the other successors
 *                     (at most one per branch).
 * All three are exact for a run that did not crash.
 */
enum prof_edge_kind { PROF_EDGE_BLOCK, PROF_EDGE_DIRECT, PROF_EDGE_REST };

struct prof_edge {
	enum prof_edge_kind kind;
	unsigned counter;	/* BLOCK and DIRECT; TR_NONE for REST */
};

struct prof_plan_branch {
	unsigned id;		/* the br or switch */
	unsigned counter;	/* counts the terminator's executions */
	unsigned nsucc;
	struct prof_edge *succ;	/* [nsucc], in successor order */
};

struct prof_plan_call {
	unsigned id;		/* call, invoke or callbr */
	unsigned counter;	/* counts the calls made (started) */
	char *callee;		/* the called function's name; NULL if indirect */
};

/*
 * A derived counter is never incremented: its count is a sum of other
 * counters' counts times small integers, by flow conservation (Knuth,
 * 1971): a block entered only by branches runs as often as its incoming
 * edges are taken, and each edge's count is a counter or a difference of
 * counters (PROF_EDGE_*). plan.c derives the first segment of such join
 * blocks; the terms name counters that are incremented. A derived segment
 * with value sites (whose sampling test needs a count at run time) is
 * derived only when its count equals one incremented segment counter,
 * same_as, whose block dominates it; the test reads that counter's value.
 * Exact for a run that did not crash; in a run that died inside a block
 * on the way to a join, the join's count may be over by one.
 */
struct prof_term {
	unsigned counter;
	int coef;
};

/* Where one counter is incremented, and by what. */
struct prof_site {
	LLVMValueRef before;	/* insert before this instruction */
	LLVMValueRef cond;	/* NULL: add 1; else the br/switch condition */
	LLVMValueRef value;	/* switch case value (add cond == value), or NULL */
	unsigned nterms;	/* > 0: derived, never incremented */
	struct prof_term *terms;	/* [nterms]: incremented counters */
	unsigned same_as;	/* derived: an incremented counter of the same
				   count that dominates it, or TR_NONE */
};

/*
 * Value sensitivities (values.c). A value site is one instruction that
 * the runtime re-evaluates under every single-bit flip of its non-constant
 * operands, at sampled executions; info is its PROF_VINFO word. The sites
 * of one block segment run equally often and form a *group*, sampled
 * together by one test at the segment's start (its counter against the
 * count due for the next sample): the code from start up to the
 * segment's last instruction (the call that ends it, or the terminator)
 * gets a copy in which each site is sampled.
 */
struct prof_plan_value {
	unsigned id;
	uint64_t info;		/* PROF_VINFO */
	LLVMValueRef inst;
	unsigned margin;	/* its margin record (prof_vop_margins): the
				   index in PROF_SEC_MARGINS; else TR_NONE */
};

struct prof_plan_group {
	LLVMValueRef start;	/* the segment's first instruction */
	LLVMValueRef before;	/* its last: the copy ends just before it */
	unsigned first, n;	/* its sites: values[first .. first + n) */
	unsigned counter;	/* the segment's counter */
};

/*
 * A compare or shift whose exact statistics are kept at every execution.
 * What is known statically is not counted at run time: an operand that
 * is a constant of known value (an integer, an FP number, null), whose
 * sum is the value times the executions, and the times a compare was true
 * when it is the condition of the br that ends its own segment: the br's
 * true edge.
 */
struct prof_plan_stat {
	unsigned id;
	uint64_t info;		/* PROF_VINFO (mask and widths as for values) */
	LLVMValueRef inst;
	unsigned fixed;		/* bit k: operand k is the constant kval[k] */
	uint64_t kval[2];	/* as the record's sum adds it (prof_protocol.h):
				   sign-extended (icmp), zero-extended (shift
				   amounts, pointers), or the bits of a double */
	unsigned branch;	/* compares: the br whose true edge counts the
				   times it was true, or 0 (the record does) */
	bool sampled;		/* lite mode, a value site: the statistics come
				   from its samples (prof_protocol.h) */
};

/*
 * Memory sites (full mode only; rt/prof_mem.h keeps the profile): every
 * load and store of the program, atomicrmw and cmpxchg (a load, then a
 * store), llvm.memcpy/memmove and libc memcpy/memmove (a load of the
 * source and a store of the destination), llvm.memset and memset (a
 * store), the C library's formatting and string functions (FORMAT:
 * sprintf and the like, a store of the text they write and a load of the
 * strings they format; STRING: strcpy and the like, a copy; struct
 * prof_libc), and the output calls that read memory (fwrite and write:
 * their bytes; fputs and puts: their string with its terminator; the
 * printf family: the strings its %s conversions print, and a format that
 * is not a constant).
 */
enum prof_mem_kind {
	PROF_MEM_LOAD = 1, PROF_MEM_STORE, PROF_MEM_RMW, PROF_MEM_COPY,
	PROF_MEM_FILL, PROF_MEM_OUTPUT, PROF_MEM_FORMAT, PROF_MEM_STRING
};

/*
 * The C library's functions that write or copy memory, which values flow
 * through to the output (issue 14; thesis §5.3.5): memcpy and memset (and
 * their llvm.* intrinsics, names ending in '.' are prefixes), the
 * formatting functions (sprintf, snprintf, vsprintf, vsnprintf, asprintf,
 * vasprintf) and the string copies (strcpy, strncpy, stpcpy, stpncpy,
 * strcat, strncat, strdup, strndup, memccpy), with their _FORTIFY_SOURCE
 * forms (__sprintf_chk, ...). Operands are numbered from 0; -1: none.
 * The profiler makes each call a memory site of kind (op says what the
 * runtime measures: prof_protocol.h; 0 for copies and fills, whose hooks
 * run before the call), and the model carries a corrupted operand into
 * the memory the call wrote.
 */
struct prof_libc {
	const char *name;
	enum prof_mem_kind kind;	/* COPY, FILL, FORMAT or STRING */
	unsigned char op;	/* enum prof_libc_op, or 0 */
	signed char dst;	/* the destination; -1 with STRDUP/STRNDUP: the
				   result; AFORMAT: where the result goes */
	signed char src;	/* the source (copies) */
	signed char len;	/* the length or size limit (data) */
	signed char fmt;	/* the format (FORMAT); the arguments follow */
	bool va;		/* a va_list follows the format */
	unsigned char nargs;	/* the arguments it takes (variadic: at least) */
};

/*
 * The entry of a call to name with nargs arguments, or NULL: the name
 * matches and the arguments are as many as its prototype's.
 */
const struct prof_libc *prof_libc_find(const char *name, unsigned nargs);

struct prof_plan_mem {
	unsigned id;
	enum prof_mem_kind kind;
	LLVMValueRef inst;
	const struct prof_libc *libc;	/* COPY, FILL, FORMAT, STRING calls */
	int fmt;		/* FORMAT and printf-family OUTPUT: the format
				   operand; else -1 */
	bool va;		/* the format's arguments are a va_list */
	bool strings;		/* the format may print strings (%s) or is
				   not a constant: the runtime walks it */
	bool text;		/* the format is not a constant: its text is
				   read as well */
};

/*
 * Output calls (both modes): calls whose callee is exactly one of printf,
 * fprintf, vprintf, vfprintf, dprintf, puts, putchar, putc, fputc, fputs,
 * fwrite, write (model-anchors rule 16: sprintf is not printf). For the
 * printf family with a constant format string, the conversions it prints
 * (thesis §5.3.5 masks floating-point values by the digits printed):
 * the conversion character and the precision, explicit (".N"), dynamic
 * (".*": PROF_PREC_DYNAMIC), the default 6 of f, e and g, or none
 * (PROF_PREC_NONE: integers, %s, %c, %p, %a without ".N").
 */
#define PROF_PREC_NONE (-1)
#define PROF_PREC_DYNAMIC (-2)

struct prof_conv {
	char type;		/* 'd', 'f', 's', ... */
	int precision;		/* >= 0, PROF_PREC_NONE or PROF_PREC_DYNAMIC */
	/*
	 * A loaded profile's floating-point conversion (issue 15): whether
	 * it has "magnitude", the calls whose double was finite and not 0,
	 * and the mean floor(log2 |x|) over them (0 when mag_n is 0).
	 */
	bool has_mag;
	uint64_t mag_n;
	double mag_mean;
	/*
	 * Its printed flips ("flips", PROF_VERSION 4): the weight of the
	 * sampled calls (0: none) and per bit of the printed double (of the
	 * float, bits 0..31, for a promoted float) the weight of those whose
	 * flip of that bit printed another text.
	 */
	uint64_t flip_weight;
	uint64_t flip_visible[64];
};

struct prof_plan_output {
	unsigned id;
	char *callee;
	int nconv;		/* -1: a printf-family format not constant */
	struct prof_conv *conv;	/* [nconv] */
	LLVMValueRef inst;
	/*
	 * The output magnitudes (issue 15): per conversion, the call operand
	 * of the double a floating-point conversion prints, or -1; NULL when
	 * no conversion has one (or a va_list holds the arguments). Their
	 * records are mag, mag + 1, ... in conversion order.
	 */
	int *fparg;
	unsigned mag;
};

/*
 * The conversions of a printf format of len bytes into *conv (malloc'd,
 * NULL when none); returns their number. %% prints no argument and is not
 * one; an unterminated conversion at the end is dropped.
 */
int prof_format_parse(const char *fmt, size_t len, struct prof_conv **conv);
/* Whether name is an output callee (above). */
bool prof_is_output(const char *name);
/*
 * The arguments a printf format of len bytes takes, into *args (malloc'd,
 * NULL when none), one entry per argument in order: a conversion as
 * prof_format_parse gives it, or type '*' for a width or precision given
 * by an argument; returns their number. A format with positional
 * arguments ("%1$d") gives those up to the first of them.
 */
int prof_format_args(const char *fmt, size_t len, struct prof_conv **args);
/*
 * The arguments of the constant format string that operand k of call
 * points to (prof_format_args), or -1 when it is not a constant string.
 */
int prof_call_format(LLVMValueRef call, unsigned k, struct prof_conv **args);
/*
 * The format operand of a printf-family output callee (printf, fprintf,
 * vprintf, vfprintf, dprintf), or -1; *va: the arguments are a va_list.
 */
int prof_output_format(const char *name, bool *va);

/* Flags of an instruction id in struct prof_plan. */
enum { PROF_I_CANDIDATE = 1 };	/* ir_is_candidate */

/* A CUDA kernel of a device module: its parameters, and which of them
   are pointers a launch passes by value (bit k: parameter k, k < 64;
   not byval aggregates). */
struct prof_plan_kernel {
	char *name;
	unsigned nparams;
	uint64_t pointers;
};

struct prof_plan {
	char hash[17];		/* ir_module_hash of the id'd module */
	char shape[17];		/* ir_module_shape of it */
	char seal[17];		/* ir_module_seal of the hash; "" if none */
	unsigned max_id;
	unsigned *inst_counter;	/* [max_id + 1]: the counter giving each id's
				   count; TR_NONE if the id has none */
	unsigned char *inst_flags;	/* [max_id + 1]: PROF_I_* */
	unsigned ncounters;
	struct prof_site *sites;	/* [ncounters] */
	unsigned nbranches;
	struct prof_plan_branch *branches;	/* ascending id */
	unsigned ncalls;
	struct prof_plan_call *calls;	/* ascending id */
	unsigned nvalues;
	struct prof_plan_value *values;	/* ascending id */
	unsigned nmargins;	/* value sites with a margin record */
	unsigned ngroups;
	struct prof_plan_group *groups;
	unsigned ncompares;
	struct prof_plan_stat *compares;	/* icmp, fcmp; ascending id */
	unsigned nshifts;
	struct prof_plan_stat *shifts;	/* shl, lshr, ashr; ascending id */
	bool atomic;		/* counters use atomicrmw add (threads) */
	bool memory;		/* full mode: the memory profile */
	unsigned nmems;
	struct prof_plan_mem *mems;	/* ascending id */
	unsigned noutputs;
	struct prof_plan_output *outputs;	/* ascending id */
	unsigned noutmags;	/* output magnitude records */
	unsigned nkernels;
	struct prof_plan_kernel *kernels;	/* CUDA kernels, module order */
};

/*
 * Plan the counters of m, which must carry ids (ir_ids_assign) and not be
 * instrumented yet. Counters are atomic when atomic is set or the module
 * refers to pthread_create or thrd_create. With memory (full mode), plan
 * the memory sites too; the memory profile is not thread-safe, so a
 * module with threads (or atomic) is then an error that suggests --lite.
 */
int prof_plan_build(struct prof_plan *pl, const struct ir_module *m,
		    bool atomic, bool memory);
void prof_plan_release(struct prof_plan *pl);

/*
 * Instrumentation (instrument.c): add the plan's counters, the descriptor
 * PROF_SYM_DESC and the reference to the runtime to m (the module the plan
 * was built from). The program's own memory accesses are marked as not
 * aliasing the counters. Fails on a module that is already instrumented.
 * The result is verified here when v is NULL, else beside the caller's
 * next steps (ir_verify_start: the caller's ir_verify_finish answers).
 */
int prof_instrument(struct ir_module *m, const struct prof_plan *pl,
		    struct ir_verify *v);

/*
 * The device profile of a CUDA program (gpu.c, prof_protocol.h "The
 * device profile"): prof_gpu_instrument adds the plan (built with atomic
 * and memory off) to a device module (triple nvptx64) as device arrays
 * that one lane per warp updates; prof_gpu_table_write writes the sites
 * table the host runtime (rt/gprof_rt.c) re-evaluates the samples by;
 * prof_gpu_header returns the text (malloc'd, the caller frees it) of the
 * header every CUDA source of the program is compiled with, declaring
 * the arrays so that the CUDA runtime registers them.
 */
int prof_gpu_instrument(struct ir_module *m, const struct prof_plan *pl);
int prof_gpu_table_write(const struct prof_plan *pl, const char *path);
char *prof_gpu_header(const struct prof_plan *pl);

/*
 * The raw dump (raw.c): what the runtime wrote. Sections of unknown kinds
 * are skipped; a dump cut short (no trailer) is an error naming the file.
 */
struct prof_raw {
	enum prof_end end;
	int signal;		/* PROF_END_SIGNAL: the signal */
	char hash[17];
	uint64_t ncounters;
	uint64_t *counters;	/* [ncounters], the PROF_SEC_COUNTERS section */
	/* The value sections, in words; NULL (0 words) when absent. */
	uint64_t nvalues, ncompares, nshifts, nmargins, noutmags;
	uint64_t *values, *compares, *shifts, *margins, *outmags;
	/* The memory sections (full mode), in words; NULL when absent. */
	uint64_t npairs, nmemstats;
	uint64_t *pairs, *memstats;
	/* A device profile's PROF_SEC_DEVICE and PROF_SEC_PARAMS sections,
	   or NULL. */
	uint64_t ndevice, nparams;
	uint64_t *device, *params;
};

int prof_raw_read(struct prof_raw *r, const char *path);
void prof_raw_release(struct prof_raw *r);

/*
 * The JSON profile (profile.c)
 */

/* What the command knows of the run, for the profile's header. */
struct prof_run_info {
	const char *module;	/* the module's path as given */
	char *const *args;	/* the program's arguments */
	unsigned nargs;
	bool lite;		/* --lite: counts, branches, calls and values */
	bool signaled;		/* the process was killed by a signal */
	int code;		/* exit status, or the signal */
};

/*
 * Build the profile from the plan and the dump. A dump of another module
 * or counter count, a counter that reached 2^63 (a JSON integer cannot
 * hold it) or inconsistent counts of a run that ended normally are errors.
 * In a crashed run, an edge count that would come out negative is 0.
 */
json_t *prof_json_build(const struct prof_plan *pl, const struct prof_raw *r,
			const struct prof_run_info *info);
/* Write a profile deterministically (sorted keys, 2-space indent). */
int prof_json_write(const json_t *profile, const char *path);

/*
 * Loading a profile (load.c)
 */
struct prof_branch {
	unsigned id;
	unsigned nsucc;
	uint64_t *succ;		/* [nsucc]: times each successor was taken */
	uint64_t total;		/* their sum */
};

struct prof_call {
	unsigned id;
	char *callee;		/* NULL: indirect */
	uint64_t count;		/* times called */
};

struct prof_inst {
	unsigned id;
	uint64_t count;		/* times it completed */
};

/*
 * The value sensitivity of one instruction ("values"), with the margins
 * of a compare or min/max and the magnitudes of its values at the
 * sampled executions (issue 15; prof_margin_bin and prof_magnitude in
 * prof_protocol.h give the definitions). A profile without them (older,
 * or the site never sampled) has has_margins false and every mag_n 0.
 */
struct prof_value {
	unsigned id;
	char op[8];		/* "and", "icmp", "fptosi", ... */
	uint64_t samples;	/* executions re-evaluated */
	uint64_t executions;	/* its count */
	unsigned nops;
	struct {
		bool flipped;	/* false: a constant, never flipped */
		uint64_t flips, changed;
	} ops[3];
	bool has_margins;	/* a compare or min/max that was sampled */
	/* Sampled margins: bin 0 equal, k: 2^(k-1) <= d < 2^k with d =
	   |a - b| (FP: 2^(k-64) <= d < 2^(k-63) with d the relative
	   difference, bins 1 and 64 open-ended) */
	uint64_t margin[PROF_MARGIN_BINS];
	/* Operands 0..2, result: samples with a finite non-zero value */
	uint64_t mag_n[4];
	/* The mean floor(log2 |x|) over them; 0 when mag_n is 0 */
	double mag_mean[4];
};

/*
 * The profile's spelling of a compare predicate ("eq", "slt", "oeq", ...):
 * for an icmp, k counts from LLVMIntEQ (0 to 9); for an fcmp, k is LLVM's
 * LLVMRealPredicate (0 to 15); NULL outside those ranges.
 */
const char *prof_predicate_name(bool fp, unsigned k);

/* The exact statistics of one compare ("compares"). */
struct prof_compare {
	unsigned id;
	char predicate[4];	/* "eq", "slt", "oeq", "uno", ... */
	char type[8];		/* "i32", "ptr", "float", "double", ... */
	unsigned width;		/* bits of the operand type */
	bool fp;		/* fcmp */
	uint64_t n, ntrue, nfalse;	/* executions, true, false */
	bool has_mean;		/* n > 0 and the means are finite */
	double mean[2];		/* operand means (icmp: signed) */
};

/* The exact mean amount of one shift ("shifts"). */
struct prof_shift {
	unsigned id;
	unsigned width;
	uint64_t n;
	bool has_mean;		/* n > 0 */
	double mean;
};

/* One static (store, load) pair of "memory"; store 0: no store wrote. */
struct prof_mem_pair {
	unsigned store, load;
	uint64_t count;		/* dynamic loads of memory store last wrote */
};

/* One store (store, atomic, memcpy, memset) of "memory". */
struct prof_mem_store {
	unsigned id;
	uint64_t executions, granules, dead;	/* 4-byte granules */
	double dead_fraction;	/* dead / granules; 0 when none written */
	/*
	 * Granules it wrote that no load read before the program ended
	 * (neither read nor overwritten), and the share of its writes not
	 * overwritten unread that a load read: (granules - dead - unread) /
	 * (granules - dead), 1 when none. unread_known: the profile has
	 * "unread" (profiles before it do not).
	 */
	uint64_t unread;
	double read_share;
	bool unread_known;
	double loads_per_write;	/* its pairs' counts / executions */
};

/* One memory access of "memory": its address sensitivity. */
struct prof_mem_access {
	unsigned id;
	char kind[8];		/* "load", "store", "atomic", "memcpy",
				   "memset", "output", "format", "string" */
	uint64_t executions, samples, flips_out;
	bool sampled;		/* samples > 0: the fields below are set */
	double crash_fraction;	/* flips_out / (64 * samples) */
	uint64_t vm_bytes;	/* mapped bytes at the first sample */
	double reference_crash;	/* (64 - floor(log2 kB)) / 64 */
};

/* One output call site of "outputs". */
struct prof_output {
	unsigned id;
	char *callee;
	uint64_t count;
	int nconv;		/* -1: format not constant */
	struct prof_conv *conv;	/* [nconv] */
};

/*
 * Spread probes (spread.c; prof_protocol.h "Spread probes"): a capture is
 * what one run printed (every double of a printf-family conversion, in
 * order, with its output record); a probe, what a perturbation of one
 * execution of a floating-point store did to it: for each output call
 * whose printed values moved, log2 of the least relative error of the
 * stored value, up and down, that changes the text it prints, to first
 * order (PROF_SPREAD_NONE: none does). Which calls count (the compared
 * streams, ignored lines) is the model's to decide.
 */
struct prof_capture {
	uint64_t n, dropped, probe_instance;
	double probe_value;
	bool probe_float;
	struct prof_capture_rec *recs;	/* [n] */
};

int prof_capture_read(struct prof_capture *c, const char *path);
void prof_capture_release(struct prof_capture *c);
/* Whether two unperturbed runs printed as many values, by the same
   conversions (the values themselves may differ: timings). */
bool prof_capture_deterministic(const struct prof_capture *gold,
				const struct prof_capture *ctrl);

#define PROF_SPREAD_NONE 1100.0

struct prof_probe_call {
	unsigned call;		/* the output call's id */
	double up, down;	/* log2 thresholds; PROF_SPREAD_NONE */
};

struct prof_probe {
	uint64_t instance;	/* the store's execution perturbed (from 1) */
	double value;		/* what it stored, unperturbed */
	bool has_value;		/* false: the run died or hung */
	bool isfloat;		/* a float store */
	bool diverged;		/* it changed what or how much was printed,
				   or died or hung */
	int differ;		/* the compared outputs differed: 1, 0, or
				   -1 unknown (it died or hung) */
	uint64_t changed;	/* printed values the probe moved */
	unsigned ncalls;
	struct prof_probe_call *calls;	/* [ncalls], ascending call id */
};

/* The probes of one store (the profile's "spread"). */
struct prof_spread {
	unsigned id;
	unsigned n;
	struct prof_probe *probes;	/* [n] */
};

/* The relative change a probe makes of a stored value v (of a float:
   rounded to a float). */
double prof_probe_delta(double v, bool isfloat);
/*
 * The probe that run probe made against the unperturbed capture gold,
 * leaving out the values the control run ctrl (NULL: none) printed
 * otherwise; site_call[s] is the id of the output call of output record
 * s (nsites of them). -1 if the run perturbed nothing (the store never
 * stored a finite value other than 0 from its instance on) or died
 * (probe NULL): the caller says what it did. out->differ is the
 * caller's to set; prof_probe_release frees out's calls.
 */
int prof_spread_probe(const struct prof_capture *gold,
		      const struct prof_capture *ctrl,
		      const struct prof_capture *probe, const unsigned *site_call,
		      uint64_t nsites, struct prof_probe *out);
void prof_probe_release(struct prof_probe *p);
/* The profile's "spread" object of n stores (docs/profile.md). */
json_t *prof_spread_json(const struct prof_spread *s, unsigned n);

struct prof_profile {
	char *path;
	char hash[17];
	char shape[17];		/* ir_module_shape; "" in old profiles */
	char seal[17];		/* ir_module_seal of hash; "" if absent */
	char *module;		/* the module's path when it was profiled */
	char **args;		/* [nargs] */
	unsigned nargs;
	bool lite, atomic;
	bool crashed;		/* killed by a signal */
	int status;		/* exit status; -1 when crashed */
	int signal;		/* the signal when crashed; else 0 */
	uint64_t total_insts;	/* sum of all counts */
	uint64_t total_candidates;	/* sum over candidate instructions */
	unsigned ninsts;
	struct prof_inst *insts;	/* ascending id */
	unsigned nbranches;
	struct prof_branch *branches;	/* ascending id */
	unsigned ncalls;
	struct prof_call *calls;	/* ascending id */
	unsigned nvalues;
	struct prof_value *values;	/* ascending id */
	unsigned ncompares;
	struct prof_compare *compares;	/* ascending id */
	unsigned nshifts;
	struct prof_shift *shifts;	/* ascending id */
	bool memory;		/* has "memory" (full mode) */
	size_t npairs;
	struct prof_mem_pair *pairs;	/* by store, then load */
	struct prof_mem_pair *pairs_by_load;	/* the same, by load, store */
	unsigned nstores;
	struct prof_mem_store *stores;	/* ascending id */
	unsigned naccesses;
	struct prof_mem_access *accesses;	/* ascending id */
	unsigned noutputs;
	struct prof_output *outputs;	/* ascending id */
	unsigned nspread;
	struct prof_spread *spread;	/* ascending id; "spread" */
	/* "device" (a device profile, trident gpu-profile): the device
	   allocations the run made, their bytes and the largest; all 0
	   when absent */
	bool device;
	uint64_t device_allocations, device_bytes, device_largest;
	/* "device"'s "params": the kernels' pointer parameters that the
	   run saw pointing into a device allocation, by kernel name */
	unsigned nkernels;
	struct prof_kernel_params *kernels;	/* ascending name */
};

/*
 * A kernel's parameters (bit k: parameter k, k < 64) that pointed into
 * a device allocation at a launch (prof_protocol.h, "Read-back
 * parameters"): dead if that allocation was never read afterwards (not
 * copied to the host, not passed to a later launch), live otherwise.
 */
struct prof_kernel_params {
	const char *name;	/* the kernel's (mangled) name; owned */
	uint64_t live, dead;
};

/* Kernel name's parameters in p, or NULL. */
const struct prof_kernel_params *
prof_kernel_params_find(const struct prof_profile *p, const char *name);

/*
 * Load the profile at path. If hash is not NULL, it must be the module's
 * (ir_module_hash of the id'd module): a profile made for another module is
 * the error "profile 'PATH' was made for module H1, not H2". A missing file,
 * bytes that are not JSON, another format or version, malformed members
 * and numbers that cannot be true (counts out of range, sums that overflow
 * or differ from "totals", members that disagree with "counts", a profile
 * that counts no executed instruction: docs/profile.md) are errors naming
 * the file. Whether the ids fit a module is the model's check.
 */
int prof_load(struct prof_profile *p, const char *path, const char *hash);
void prof_release(struct prof_profile *p);

/*
 * prof_load on a thread of its own, so that the caller can load the module
 * (and learn its hash) meanwhile: prof_load_start starts reading path;
 * prof_load_finish waits for it and gives the same result, with the same
 * message, as prof_load(p, path, hash) would, and releases the loader.
 * The thread touches only its own memory, the file and jansson: the caller
 * may fork meanwhile (ir_module_load does). Without a thread to be had,
 * prof_load_start loads at once. prof_loader_release waits for and drops
 * a load that is not finished (on another error). Either leaves seconds:
 * the wall-clock time the load itself took.
 */
struct prof_loader {
	pthread_t thread;
	bool started, threaded;
	char *path;
	struct prof_profile prof;
	int rc;			/* the load's result; err its message */
	bool late;		/* it failed after the hash's place */
	char hash[17];		/* the profile's, "" if unread */
	char *err;
	double seconds;
};
void prof_load_start(struct prof_loader *l, const char *path);
int prof_load_finish(struct prof_loader *l, struct prof_profile *p,
		     const char *hash);
/*
 * For a caller whose module hash comes later (predict hashes the module
 * beside the model): the profile into p when it loaded, and 0; -1, with
 * l and p untouched, when it failed, for prof_load_finish to say why in
 * its order, the hash first. prof_check_hash then says whether p is the
 * module's (prof_load_finish's message if not).
 */
int prof_load_take(struct prof_loader *l, struct prof_profile *p);
/*
 * Wait for the load and give the profile's hash and seal (ir_module_seal;
 * "" when it has none), leaving the profile to prof_load_take; false when
 * the load failed (or none was started).
 */
bool prof_load_seal(struct prof_loader *l, char hash[17], char seal[17]);
int prof_check_hash(const struct prof_profile *p, const char *hash);
void prof_loader_release(struct prof_loader *l);

/* The dynamic count of instruction id; false if the profile has none. */
bool prof_count(const struct prof_profile *p, unsigned id, uint64_t *n);
/* The edge counts of branch id (br or switch), or NULL. */
const struct prof_branch *prof_branch_find(const struct prof_profile *p,
					   unsigned id);
/*
 * The probability that successor k is taken: its count over the branch's
 * total; 0 for a branch that never ran.
 */
double prof_branch_prob(const struct prof_branch *b, unsigned k);
/* The call counts of call site id, or NULL. */
const struct prof_call *prof_call_find(const struct prof_profile *p,
				       unsigned id);

/* The value sensitivity of instruction id, or NULL. */
const struct prof_value *prof_value_find(const struct prof_profile *p,
					 unsigned id);
/*
 * The sensitivity of operand k of instruction id: the fraction of its
 * single-bit flips, over the sampled executions, that changed the result.
 * False when id has no value profile, operand k is a constant or does not
 * exist, or the instruction was never sampled.
 */
bool prof_sensitivity(const struct prof_profile *p, unsigned id, unsigned k,
		      double *s);
/*
 * The fraction of v's sampled margins in bins below bin (bin 1: the
 * operands were equal; bin k: integers differed by less than 2^(k-1), FP
 * values by less than 2^(k-64) relative, prof_margin_bin): over the
 * samples that had a margin (FP samples with a NaN or infinite operand
 * have none). -1 when v has no margins or none was recorded.
 */
double prof_margin_below(const struct prof_value *v, int bin);
/* The compare statistics of compare id (icmp or fcmp), or NULL. */
const struct prof_compare *prof_compare_find(const struct prof_profile *p,
					     unsigned id);
/* The mean shift amount of shift id; false if none or it never ran. */
bool prof_shift_mean(const struct prof_profile *p, unsigned id, double *k);

/*
 * The memory profile (full mode; empty in lite profiles). Pairs come as
 * arrays into the profile: all of them (by store id, then load id), the
 * loads of store id (store 0: memory no store of the program wrote), and
 * the stores of load id (by store id); *n is their number, 0 for none.
 */
const struct prof_mem_pair *prof_mem_pairs(const struct prof_profile *p,
					   size_t *n);
const struct prof_mem_pair *prof_mem_loads_of(const struct prof_profile *p,
					      unsigned store, size_t *n);
const struct prof_mem_pair *prof_mem_stores_of(const struct prof_profile *p,
					       unsigned load, size_t *n);
/* The statistics of store id, or NULL. */
const struct prof_mem_store *prof_mem_store_find(const struct prof_profile *p,
						 unsigned id);
/* The address sensitivity of access id, or NULL. */
const struct prof_mem_access *
prof_mem_access_find(const struct prof_profile *p, unsigned id);
/*
 * The crash fraction of access id: of the single-bit flips of its
 * address at sampled executions, those that leave mapped memory. False
 * when id has no memory record or was never sampled.
 */
bool prof_mem_crash(const struct prof_profile *p, unsigned id, double *c);
/* Output call site id (its callee, count and conversions), or NULL. */
/* The spread probes of store id, or NULL. */
const struct prof_spread *prof_spread_find(const struct prof_profile *p,
					   unsigned id);
const struct prof_output *prof_output_find(const struct prof_profile *p,
					   unsigned id);

/* The name of a PROF_VOP_* operation ("and", "icmp", ...), or "?". */
const char *prof_vop_name(unsigned op);

#endif
