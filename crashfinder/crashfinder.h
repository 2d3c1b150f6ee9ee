/*
 * crashfinder: long-latency-crash (LLC) locations (thesis ch. 4,
 * CRASHFINDER), in three phases:
 *
 *   static.c    CrashFinder-static (§4.3.3, §4.4.1): the instructions whose
 *               corrupted value matches one of the LLC patterns, found on
 *               the IR's structure (types, GEPs, loops, globals), never on
 *               names;
 *   dynamic.c   CrashFinder-dynamic (§4.4.2): an instrumentation that, in
 *               one run, counts every candidate's dynamic instances in
 *               execution order, keeps the value range each candidate took,
 *               and samples, per candidate, the first instance after each
 *               distinct sequence of function calls since its previous
 *               instance (rt/cf_rt.c is its runtime); the reader of its
 *               output;
 *   plan.c      selective injection (§4.4.3): the sites (instance and bit)
 *               to inject, round by round, a low-order and a high-order bit
 *               per sampled instance, candidates already shown to cause an
 *               LLC left out of later rounds;
 *   report.c    the report: LLC locations, range checks for checkpoint
 *               design (§4.8), the crash-latency distribution; JSON, text
 *               and SARIF 2.1.0.
 *
 * The injections themselves are the fault injector's (campaign.h
 * fi_sites_run on a binary of validate.h fi_instrument_only): exact replay
 * and exact crash latency.
 *
 * Ownership: a struct filled by a cf_* call owns its arrays and gives them
 * back in its _release; errors are -1 with tr_error's message (analysis.h).
 */
#ifndef TRIDENT_CRASHFINDER_H
#define TRIDENT_CRASHFINDER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include <jansson.h>

#include "analysis.h"

/* The patterns of §4.3.3 (a candidate may match several). */
enum cf_pattern {
	CF_POINTER = 1 << 0,	/* a pointer written to memory */
	CF_LOOP = 1 << 1,	/* a loop's termination value or compare */
	CF_INDEX = 1 << 2,	/* an array index (or address) used in a loop */
	CF_STATE = 1 << 3,	/* global state loaded into a branch */
};
/* "pointer", "loop", "index", "state" joined by '+' into buf. */
const char *cf_pattern_name(unsigned mask, char *buf, size_t n);

/* Value kinds, for ranges (signed for integers, unsigned for pointers). */
enum cf_kind { CF_KIND_INT, CF_KIND_PTR, CF_KIND_OTHER };

struct cf_candidate {
	unsigned id;		/* static instruction id */
	unsigned pattern;	/* enum cf_pattern mask */
	unsigned width;		/* bits of its value (of one lane) */
	unsigned lanes;		/* 1, or a vector's lanes (of kind) */
	enum cf_kind kind;
	LLVMValueRef inst;	/* in the module it was found in */
};

struct cf_static {
	struct cf_candidate *c;	/* [n], ascending id */
	unsigned n;
	unsigned static_insts;	/* instructions of defined functions */
	unsigned sites;		/* fault sites among them */
};

/* CrashFinder-static over an id'd module. */
int cf_static_find(const struct ir_module *m, struct cf_static *s);
void cf_static_release(struct cf_static *s);

/*
 * The dynamic phase's instrumentation: at every defined function's entry
 * a call CF_SYM_ENTER(i32 function index), after every candidate k (after
 * a block's phis for a phi) a call CF_SYM_SITE(i32 k, i64 value) with its
 * value as i64 (pointers as their address, integers sign-extended, others
 * 0). s must have been found on m. And after the call of a 1-bit compare
 * e, for each operand k of e that is a candidate of e's block, a call
 * CF_SYM_FOLLOW(i32 k, i32 e): where e changed, k's instance of the same
 * iteration is sampled as well (the value that decides a loop's exit,
 * on the iteration that leaves the loop).
 */
#define CF_SYM_ENTER "__trident_cf_enter"
#define CF_SYM_SITE "__trident_cf_site"
#define CF_SYM_SITE_BOOL "__trident_cf_bool"
#define CF_SYM_FOLLOW "__trident_cf_follow"
#define CF_SYM_NCAND "__trident_cf_ncand"
#define CF_ENV_CONTROL "TRIDENT_CF_CONTROL"
int cf_dyn_instrument(struct ir_module *m, const struct cf_static *s);

/* One sampled dynamic instance. */
struct cf_sample {
	unsigned cand;		/* index into cf_static.c */
	uint64_t instance;	/* among all candidates' instances, from 1 */
	uint64_t own;		/* among this candidate's, from 1 */
	uint64_t calls;		/* length of the call sequence before it */
	bool spread;		/* not a call sequence's first instance: */
	bool change;		/* ... a 1-bit value's change (or, for a
				   value a compare reads, the compare's),
				   or (without change) own = 2^j or 3 2^j */
};

struct cf_cand_dyn {
	uint64_t count;		/* dynamic instances */
	uint64_t sequences;	/* distinct call sequences seen */
	int64_t smin, smax;	/* signed range (integers) */
	uint64_t umin, umax;	/* unsigned range (pointers) */
	unsigned first_sample, nsamples;	/* its call-sequence samples */
	unsigned first_spread, nspread;	/* its other samples: */
	unsigned nchange;	/* the first nchange of them changes */
};

struct cf_dynamic {
	unsigned ncand;
	uint64_t total;		/* all candidates' instances */
	uint64_t calls;		/* function entries */
	struct cf_cand_dyn *cand;	/* [ncand] */
	struct cf_sample *samples;	/* grouped by candidate */
	unsigned nsamples;
	bool truncated;		/* the runtime's table filled up */
};

/*
 * Read the runtime's output (path) for s: every line checked, an error
 * naming path and the line for anything malformed or not s's.
 */
int cf_dyn_read(const char *path, const struct cf_static *s,
		struct cf_dynamic *d);
void cf_dyn_release(struct cf_dynamic *d);

/*
 * Selective injection (plan.c). Round r injects, for every candidate not
 * yet shown to cause an LLC, its sample of rank r: its call-sequence
 * samples first (more than max_samples thinned evenly, first and last
 * kept), then, while rounds remain, its spread samples in a low-
 * discrepancy order; into a low-order and a high-order bit drawn from the
 * seed (cf_bits). Each site has its candidate and sample.
 */
struct cf_site {
	unsigned cand;
	unsigned sample;	/* index into cf_dynamic.samples */
	uint64_t instance;
	int bit;
};
struct cf_plan {
	struct cf_site *sites;
	uint64_t n, cap;
	unsigned rounds;	/* rounds planned so far */
	/* Set by the caller: a candidate out of samples goes round them
	   again, with other bits, up to round 2 max_samples (under a
	   budget, once the rounds reached max_samples or found every
	   candidate done or out of samples: the budget left over). */
	bool again;
	/* Set by the caller before a round: per candidate the bit of its
	   boundary step (cf_boundary_bits), added to the round's bits, or
	   -1; NULL: none. */
	const int *boundary;
};
/* The bits of sample j of candidate c (cd: its dynamic facts, may be
   NULL): 1 or 2 of them (plan.c says which and why). j is the sample's
   key: its parity says whether the second bit explores. */
unsigned cf_bits(const struct cf_candidate *c, const struct cf_cand_dyn *cd,
		 uint64_t seed, uint64_t j, int bits[2]);
/*
 * The key (cf_bits' j) of the sample that is instance `own` of the
 * candidate with id `id`, injected in round `round`: drawn from the id,
 * the instance and the round, so that a sample gets the same bits
 * whatever other samples the run kept, and an instance sampled twice (a
 * spread sample that is also a call sequence's) other bits the second
 * time; its parity alternates from round to round from a start drawn for
 * the candidate (half the samples explore).
 */
uint64_t cf_sample_key(unsigned id, uint64_t own, unsigned round);
/*
 * Append round `round`'s sites (none when every candidate is done or out
 * of samples, from round max_samples on, or with p->again from round
 * 2 max_samples on): done[k] marks
 * candidates with an LLC. Returns how many.
 */
uint64_t cf_plan_round(struct cf_plan *p, const struct cf_static *s,
		       const struct cf_dynamic *d, const bool *done,
		       unsigned round, unsigned max_samples, uint64_t seed);
/*
 * Keep at most `keep` of the sites from `from` on (the last round, under a
 * budget of injections): whole candidates, in an order drawn from the seed,
 * so that a cut round favours no part of the program. Returns how many.
 */
uint64_t cf_plan_trim(struct cf_plan *p, uint64_t from, uint64_t keep,
		      uint64_t seed);
void cf_plan_release(struct cf_plan *p);
struct cf_result;
/*
 * The boundary step of each of the ncand candidates into bit[ncand], from
 * the results so far (res[i] of p->sites[i]; id 0: not injected) and the
 * latency threshold: the bit halfway between the lowest injected bit
 * that crashed at once and the highest below it that did not, or -1
 * (done[k], no such pair, or no bit between them; plan.c says why).
 */
void cf_boundary_bits(const struct cf_plan *p, const struct cf_result *res,
		      uint64_t threshold, unsigned ncand, const bool *done,
		      int *bit);

/*
 * Range checks (protect.c; thesis §4.8.1): after each candidate k with
 * chosen[k], `(v - min) <=u (max - min)` on the range d saw, a value
 * outside calling the detector of o (selective-dup.h dup_check_begin).
 * Integers only (addresses differ from build to build), and not one whose
 * range covers its whole type. s must have been
 * found on m; *nchecks tells how many were placed. m is verified.
 */
struct dup_opts;
/* Whether candidate c gets a check, and its [*lo, *lo + *span]. */
bool cf_checkable(const struct cf_candidate *c, const struct cf_cand_dyn *cd,
		  uint64_t *lo, uint64_t *span);
int cf_protect(struct ir_module *m, const struct cf_static *s,
	       const struct cf_dynamic *d, const bool *chosen,
	       const struct dup_opts *o, unsigned *nchecks);

/* What --protect measured: the LLC runs replayed on the protected
   program, and its run time against the original's. */
struct cf_protected {
	const char *output;	/* the file written */
	unsigned checks;
	uint64_t runs;		/* LLC runs replayed */
	uint64_t llc_left, detected, crash_short, other;
	double time_original, time_protected;	/* median seconds */
	unsigned timing_runs;
};

/* One injection's result, from the campaign's journal. */
struct cf_result {
	unsigned id;		/* instruction injected (0: none) */
	int bit;
	bool crash;		/* killed by a signal after the fault */
	int signal;
	int64_t latency;	/* -1: unknown or not a crash */
	const char *outcome;	/* the injector's class name */
};

/* A uniform campaign of the same program (--campaign): its crashes'
   latencies (-1: unknown) and the instruction of each long-latency one. */
struct cf_uniform {
	const char *dir;
	uint64_t runs;		/* injected runs */
	const int64_t *crash_latency;	/* [ncrash] crashes by signal */
	size_t ncrash;
	const unsigned *llc_ids;	/* [nllc] */
	size_t nllc;
};

/* Everything the report says. */
struct cf_report_in {
	const char *module;
	const char *hash;
	char *const *args;
	unsigned nargs;
	uint64_t threshold;
	uint64_t seed;
	unsigned max_samples;
	uint64_t budget;	/* --budget, 0: none */
	const struct cf_static *st;
	const struct cf_dynamic *dyn;	/* NULL: static phase only */
	const struct cf_site *sites;	/* [nresults] */
	const struct cf_result *results;
	uint64_t nresults;
	uint64_t golden_insts;	/* the program's dynamic instructions */
	double seconds[3];	/* static, dynamic, injection */
	const struct cf_protected *prot;	/* --protect, or NULL */
	const struct cf_uniform *uniform;	/* --campaign, or NULL */
};
/* The report as JSON (docs/llc.md; sorted keys, fixed precision). */
json_t *cf_report_json(const struct cf_report_in *in);
/* The readable table. */
void cf_report_print(FILE *out, const json_t *report, unsigned top);
/* The LLC locations' ids, one per line, ascending (the reference's
   final_llc_index.txt; errno set on failure). */
int cf_report_write_ids(const json_t *report, const char *path);
/* SARIF 2.1.0: one result per LLC location, on its source line. */
json_t *cf_report_sarif(const json_t *report, const char *tool_version);

#endif
