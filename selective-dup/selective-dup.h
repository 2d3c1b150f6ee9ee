/*
 * selective-dup: selective instruction duplication (thesis §5.5, §6.7.2;
 * ../shared/reference/protection-anchors.md §6). Chooses the instructions
 * worth protecting with a 0-1 knapsack over TRIDENT's per-instruction SDC
 * probabilities and dynamic counts, and duplicates them in an id'd module:
 * each chosen instruction gets a shadow computed from the shadows of its
 * chosen operands, and where a protected value leaves the protected set (a
 * store, a branch, a call, a return, an unprotected user) the two are
 * compared bit for bit; a mismatch calls the detector hook.
 *
 * Ownership: the caller owns every struct passed in; dup_select fills a
 * struct dup_selection whose arrays dup_selection_release frees. Errors are
 * returned as -1 with tr_error's message (analysis.h); nothing here exits.
 */
#ifndef TRIDENT_SELECTIVE_DUP_H
#define TRIDENT_SELECTIVE_DUP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "analysis.h"

/* What a detected mismatch does (--on-detect). */
enum dup_on_detect {
	/* call __trident_detected(i32 site), the detector hook: the fault
	   injector's runtime classes the run as detected; elsewhere the
	   module's weak default prints one line and exits with status
	   DUP_EXIT_DETECTED */
	DUP_DETECT_HOOK,
	DUP_DETECT_ABORT,	/* call abort() */
	DUP_DETECT_HANDLER,	/* call handler(i32 site), then abort() */
};

/* The exit status of the weak default hook (the injector's reserved
   FI_EXIT_DETECTED, campaign/fi_protocol.h). */
#define DUP_EXIT_DETECTED 86

/* The name of the detector hook. */
#define DUP_HOOK "__trident_detected"

struct dup_opts {
	enum dup_on_detect on_detect;
	const char *handler;	/* DUP_DETECT_HANDLER: the function called */
};

/* What dup_protect did. */
struct dup_stats {
	unsigned selected;	/* instructions protected */
	unsigned shadows;	/* their shadows */
	unsigned checks;	/* check sites (one compare chain, one branch) */
	unsigned functions;	/* functions changed */
	struct uvec check_at;	/* per check: the id of the instruction it
				   stands before (its executions are the
				   check's); dup_stats_release frees */
	struct uvec check_values;	/* per check: the values it compares */
	struct uvec copy_at;	/* per opaque copy of a root: the id of an
				   instruction that runs as often as it */
};
void dup_stats_release(struct dup_stats *st);

/*
 * The detector for checks of another transform (crashfinder's range
 * checks): dup_check_begin gives m's check function, `if (!ok)
 * <detected>(site)` for o (made on first use; call it with (i1 ok, i32
 * site)); dup_check_end, after the checks are placed, adds the weak
 * default of the detector hook (on_detect hook) and inlines every call of
 * the check function.
 */
LLVMValueRef dup_check_begin(struct ir_module *m, const struct dup_opts *o);
int dup_check_end(struct ir_module *m, LLVMValueRef check,
		  const struct dup_opts *o);

/*
 * Whether instruction inst may be duplicated: it produces a value and is
 * none of store, terminator, call (but of a speculatable function: LLVM's
 * arithmetic intrinsics) or invoke, alloca, atomic, fence, volatile load,
 * landingpad, va_arg or token/void-valued instruction. Loads are
 * re-executed from the same address.
 */
bool dup_eligible(LLVMValueRef inst);

/*
 * Duplicate the n instructions ids[] (trident.id metadata) of m, whose ids
 * must be unique (ir_ids_assign). Every id must name an eligible
 * instruction: a missing id or an ineligible one is an error naming it, and
 * m is left unchanged. Shadows carry no trident.id but trident.dup !{i64
 * ORIGINAL}; the check sites are numbered by the id of the instruction they
 * guard (for a phi's incoming value, the terminator of its block). The module
 * is verified afterwards; a module that fails is an error (a trident bug).
 * m must have no id table (ir_ids_cache): instructions are added.
 */
int dup_protect(struct ir_module *m, const unsigned *ids, size_t n,
		const struct dup_opts *o, struct dup_stats *st);

/*
 * The knapsack (thesis §5.5): n items, each with a profit and a cost >= 0,
 * and a capacity. Costs are put on a grid of at most DUP_GRID cells (costs
 * scaled so that the capacity is the grid; items that cost no cell are
 * free), and exact dynamic programming chooses the most profit within it.
 * chosen[i] says whether item i is taken.
 */
#define DUP_GRID 10000
int dup_knapsack(const double *profit, const double *cost, size_t n,
		 double capacity, bool *chosen);

/* One candidate of a selection. */
struct dup_candidate {
	unsigned id;
	uint64_t count;		/* dynamic executions */
	double sdc;		/* predicted P(SDC) of a flip of it */
	double profit;		/* sdc * count / N, N the counts of all the
				   prediction's instructions: its share of
				   the program's predicted SDC */
	double cost;		/* count / M, M the eligible ones' counts:
				   its share of full duplication */
	bool chosen;
};

/*
 * A selection over the eligible instructions with a count: chosen by the
 * knapsack under a budget that is a share of full duplication's cost (the
 * sum of every candidate's cost), or given by ids.
 */
struct dup_selection {
	struct dup_candidate *c;
	size_t n;
	double profit, cost;	/* of the chosen, as shares of the totals */
	double total_profit;	/* sum of every candidate's profit: the
				   program's predicted SDC that duplication
				   can remove */
};

/*
 * Candidates from ids[i], counts[i], sdc[i] (k of them, the model's
 * prediction), keeping the eligible ones of m with a count, then the
 * knapsack with capacity share x the total cost (0 <= share <= 1; at 1,
 * every candidate with a predicted SDC). The checks are not priced here
 * (dup_cut_* below price them).
 */
int dup_select_budget(const struct ir_module *m, const unsigned *ids,
		      const uint64_t *counts, const double *sdc, size_t k,
		      double share, struct dup_selection *s);
/*
 * The baselines a model's choice is measured against, under the same
 * budget and costs: DUP_RANK_HOT takes the most executed candidates
 * first, DUP_RANK_RANDOM candidates in a random order (seed), each while
 * it fits; neither looks at the predictions (profits are still reported).
 */
enum dup_rank { DUP_RANK_MODEL, DUP_RANK_HOT, DUP_RANK_RANDOM };
int dup_select_ranked(const struct ir_module *m, const unsigned *ids,
		      const uint64_t *counts, const double *sdc, size_t k,
		      double share, enum dup_rank rank, uint64_t seed,
		      struct dup_selection *s);
/* The same candidates, choosing the nsel ids given (each must be one). */
int dup_select_ids(const struct ir_module *m, const unsigned *ids,
		   const uint64_t *counts, const double *sdc, size_t k,
		   const unsigned *sel, size_t nsel, struct dup_selection *s);
void dup_selection_release(struct dup_selection *s);
/* s's profit and cost from its candidates' chosen flags. */
void dup_totals(struct dup_selection *s);

/*
 * A choice that prices its checks (cut.c). The cost of a set S of
 * candidates is its executions plus weight x the executions of the checks
 * it brings, one on each use of a chosen value by an instruction outside S
 * (once per block where that user cannot be chosen; each use by another
 * candidate priced apart, an upper bound), plus copy_weight x the
 * executions of the opaque copies it brings, one for each operand of a
 * chosen instruction that is not chosen (priced for every chosen user). dup_cut_prepare builds the
 * problem once (cn gives any instruction's count, users that are not
 * candidates included, on the scale of counts); dup_cut_solve chooses the S
 * that maximizes sum of sdc_i n_i - lambda x cost(S), exactly, as a minimum
 * cut (a larger lambda chooses less; lambda 0 every candidate with a
 * predicted SDC and those that save checks); dup_cut_fill orders the
 * candidates of `to` not in `from` as a greedy adds them to `from`, best
 * profit over added cost first (the solver's choices jump where a chain
 * becomes worth its one check at once; the greedy fills between, taking
 * only what keeps the cost it adds within room), into order[] (space for
 * p->sel.n), returning how many, and into added[] (as much; may be NULL)
 * the cost each prefix of them adds to from's. chosen[], from[] and
 * to[] are indexed like p->sel.c; p->sel's chosen flags are not used.
 */
struct dup_counts {
	uint64_t (*count)(void *arg, unsigned id);
	void *arg;
};
struct dup_cut_use {
	unsigned from, to;	/* candidate indices */
	double cost;		/* of choosing from and not to: a check of
				   from's value at to, or an opaque copy of
				   to's value for from */
};
struct dup_cut {
	struct dup_selection sel;	/* the candidates */
	double weight, copy_weight;
	double *lin;		/* per candidate: the checks and copies it
				   brings whatever else is chosen */
	struct dup_cut_use *use;	/* uses between candidates */
	size_t nuse, capuse;
};
int dup_cut_prepare(struct dup_cut *p, const struct ir_module *m,
		    const unsigned *ids, const uint64_t *counts,
		    const double *sdc, size_t k, const struct dup_counts *cn,
		    double weight, double copy_weight);
void dup_cut_solve(const struct dup_cut *p, double lambda, bool *chosen);
size_t dup_cut_fill(const struct dup_cut *p, const bool *from, const bool *to,
		    double room, unsigned *order, double *added);
void dup_cut_release(struct dup_cut *p);

/*
 * Ids separated by commas or white space, '#' to the end of a line a
 * comment, added to ids (sorted, without repeats); none, or anything but a
 * number from 1, is an error naming what (the option or file), after which
 * ids may hold the ones read before it.
 * dup_read_ids reads them from the file path.
 */
int dup_parse_ids(const char *text, const char *what, struct uvec *ids);
int dup_read_ids(const char *path, struct uvec *ids);
/* "exit" (or NULL), "abort" or "handler=NAME" into o; what names the
   option in the error. */
int dup_parse_on_detect(const char *s, const char *what, struct dup_opts *o);
/* "1/3", "0.25" or "25%": a share in [0, 1], or -1. */
double dup_parse_share(const char *s);

/*
 * The opt plugin's pass (plugin.cpp, `opt-19 -load-pass-plugin
 * TridentDup.so -passes=trident-dup`) on a module opt owns: the ids of
 * the file select, or the knapsack within budget (a share) over the
 * prediction file (trident predict -o, made for this module); on_detect
 * as --on-detect. Strings may be NULL. *st is set either way
 * (dup_stats_release).
 */
struct dup_pass_args {
	const char *select, *budget, *prediction, *on_detect;
};
int dup_run_pass(LLVMModuleRef mod, const struct dup_pass_args *a,
		 struct dup_stats *st);

#endif
