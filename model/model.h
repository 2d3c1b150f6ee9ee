/*
 * model.h: TRIDENT, the SDC-probability model of thesis ch. 5. From an id'd
 * module and one profile of it (profiler.h), it predicts for every
 * candidate instruction (the fault injector's domain, ir_is_candidate) the
 * probability that a single-bit flip of its result ends in silent data
 * corruption, a crash, or nothing, and the program's SDC probability as
 * the count-weighted mean of those (Eq. 6.2).
 *
 * The three sub-models (§5.3.2, Algorithm 1):
 *   f_s  static-instruction sub-model (§5.3.3, tuple.c, engine.c): a
 *        corrupted value propagates along its users with each user's
 *        tuple (propagate p, mask m, crash c), PR' = PR p, CR' = CR + PR c,
 *        until it reaches a store, a conditional branch or an output call;
 *   f_c  control-flow sub-model (§5.3.4, fc.c): a flipped branch corrupts
 *        the stores (and output calls) it controls with Eq. 5.1 (NLT) and
 *        Eq. 5.2 (LT) probabilities;
 *   f_m  memory sub-model (§5.3.5, fm.c): a corrupted store reaches the
 *        output through the pruned store-load graph of the profile.
 * The thesis's simpler models are f_s alone (a store counts as SDC, a
 * branch as masked) and f_s + f_c (a store counts as SDC).
 *
 * Where the reference implementation and the thesis differ, and where
 * this implementation goes further, is a switch of struct model_opts
 * (docs/predict.md lists them with their measured effect):
 * model-anchors.md rules 5-17.
 *
 * Ownership: struct model_result owns its arrays and strings and gives
 * them back in model_result_release; it points into neither the module nor
 * the profile. Errors as in analysis.h (-1 and tr_errmsg()).
 */
#ifndef TRIDENT_MODEL_H
#define TRIDENT_MODEL_H

#include <regex.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include <jansson.h>

#include "analysis.h"
#include "profiler.h"

/* The prediction's JSON format (docs/predict.md). */
#define MODEL_FORMAT "trident-prediction"
#define MODEL_VERSION 1

/* Which sub-models take part (§5.4.2). */
enum model_kind {
	MODEL_FS,		/* f_s: store = SDC, branch = masked */
	MODEL_FS_FC,		/* f_s + f_c: corrupted stores = SDC */
	MODEL_TRIDENT,		/* f_s + f_c + f_m */
};

/*
 * How the outcomes of the several users of one corrupted value combine:
 * AVERAGE weighs them by their dynamic counts (the reference's leaf
 * average, executeModel.py, rule 13, taken per value); UNION combines
 * their SDC chances between their maximum and their union as independent
 * chances (opts.independence), and their crash chances as one event,
 * max(r c), each user reached with the probability r that it runs with
 * the corrupted instance.
 */
enum model_combine { MODEL_AVERAGE, MODEL_UNION };

/* The defaults of opts.independence and opts.fp_independence, fitted on
   the benchmark programs (docs/predict.md). */
#define MODEL_INDEPENDENCE 0.3
#define MODEL_FP_INDEPENDENCE 0.1

struct model_opts {
	enum model_kind kind;
	enum model_combine combine;
	/*
	 * UNION only: how independent the SDC chances of one value's users
	 * are, from 0 (fully correlated: their maximum) to 1 (independent:
	 * 1 - prod(1 - r s)). The same corrupted bits reach every user.
	 */
	double independence;
	/*
	 * The same for the users of a floating-point value: they all see
	 * the same relative error, which the precision of every output and
	 * compare downstream masks alike (a low mantissa bit vanishes in all
	 * of them or in none).
	 */
	double fp_independence;
	/*
	 * Tuples from the profile's value sensitivities (each operand's
	 * fraction of single-bit flips that change the result) and address
	 * sensitivities (flips that leave mapped memory), in place of the
	 * reference's heuristics (and 0.9, trunc, shifts, the compare
	 * formula of resolveCmpProb, (64 - log2 VmSize)/64).
	 */
	bool sensitivity;
	/*
	 * With sensitivity: a single-bit flip that a value passes on as one
	 * (integer add and sub, casts, phis, a select's values, a store and
	 * the loads that read it) reaches that value's users still as one,
	 * and their profiled sensitivities apply there too (engine.c,
	 * keeps_flip; issue 15), not only at the injected value's own users.
	 */
	bool flip_chains;
	/*
	 * With flip_chains: the bits a flip can be in are followed through
	 * the operations that keep or drop each bit for certain (and, or
	 * with a constant, shifts by a constant, trunc, casts, xor, add, phis,
	 * selects, the index of a getelementptr): a byte extracted by a shift
	 * and a mask passes exactly the flips of that byte, users that take
	 * disjoint bits of a value are exclusive chances, and a corrupted
	 * address crashes by where its flip is (engine.c, bit_step).
	 */
	bool flip_bits;
	/*
	 * With sensitivity: an error that reaches a value other than as a
	 * fresh flip of it changes only the bits that value's own operations
	 * can set (a known-bits fixed point, bits.c): a trunc, a mask with a
	 * constant or a shift by a constant passes that share of it, not the
	 * reference's heuristic (B / W, 0.1).
	 */
	bool known_bits;
	/*
	 * Without magnitude: an integer's error that reaches a
	 * floating-point value through sitofp/uitofp is large (it changes
	 * the value by a factor, not one of its bits): the FP values it
	 * reaches show it at an output, not only their flips' share of
	 * printed digits (tuple.c; issue 15).
	 */
	bool large_fp;
	/*
	 * §5.3.5 with the profile's printed magnitudes: a value printed
	 * with %f shows as many digits as its size leaves above the
	 * precision (0.0123 printed %.2f shows one, 12.3 four), and a flip
	 * shows when it moves the value across a rounding boundary of the
	 * last digit (fm.c), not a fixed precision + 1 digits.
	 */
	bool printed_magnitude;
	/*
	 * A loop that ends on an equality test of a counter (i.next == n)
	 * runs away when a flip moves the counter past n or off its step:
	 * a crash or a hang, not SDC (runaway.c).
	 */
	bool runaway;
	/*
	 * With large_fp: a floating-point value read from or written to a
	 * wrong address (a corrupted index or pointer that did not crash)
	 * is another element, a large error, not a flip of the value's
	 * bits that the printed digits mask (engine.c, wrong_element).
	 */
	bool wrong_element;
	/*
	 * With wrong_element: the memory pairs say which reads return what
	 * a store or memset of a constant wrote (a zero triangle): a wrong
	 * element equal to the right one, a product with a 0 factor, and a
	 * read-modify-write that moves a 0 update mask (fm.c, fills).
	 */
	bool zero_fills;
	/*
	 * On a device module with a device profile's "params": a store
	 * through a kernel parameter that pointed only into allocations the
	 * program never read afterwards (not copied to the host, not passed
	 * to a later launch) writes no result memory (device.c,
	 * dead_memory).
	 */
	bool dead_params;
	/*
	 * A read-modify-write whose update the profile's magnitudes put
	 * below the stored type's precision (`w += d`, d 2^-38 of w, stored
	 * as float) writes back what it read: a wrong address changes
	 * neither cell (fm.c, rmw_update; magnitude.c,
	 * model_update_rounds_away).
	 */
	bool silent_updates;
	/*
	 * A floating-point store the profile probed (its "spread": a
	 * perturbed execution and the printed values it moved) reaches the
	 * output with the share of its bit flips the probes saw show, not
	 * through its readers (fm.c, store_walk; profiler/spread.c).
	 */
	bool spread;
	/*
	 * A phi of a block a loop exits into that takes another constant
	 * (a value defined outside the loop) from each exit edge is what a
	 * flipped exit test changes: the search's answer (fc.c, exit_phis).
	 */
	bool exit_phis;
	/*
	 * A switch whose default is unreachable crashes where a flip takes
	 * its value to no case: a jump table indexed without a range check
	 * (engine.c, switch_crash).
	 */
	bool wild_switches;

	/* Follow corrupted arguments into callees and returns to callers. */
	bool interproc;
	/*
	 * A corruption of a loop-carried cycle that nothing in it can mask
	 * (a counter, a random-number generator's state) reaches every later
	 * instance of the cycle's uses, not one (on by default since the
	 * cycles' members got their own outcomes, cycle_reach: better
	 * per-instruction ranking and program figures; docs/results/predict;
	 * kept on since cycle_reach went off).
	 */
	bool persist;
	/*
	 * persist: a cycle that mixes its bits (xor, mul, shifts: a
	 * random-number generator's state) hands its later uses unrelated
	 * values, whose masking is independent: their chances combine as a
	 * union, not with independence.
	 */
	bool mix_union;
	/*
	 * Each member of a def-use cycle gets its own outcome: a corruption
	 * reaches the other members as the local tuples along the cycle let
	 * it (a running maximum's compare masks a small error), and meets
	 * the uses that run on every pass again on each pass it stays in a
	 * cycle whose masking depends on that pass's data (a coder's state),
	 * instead of every member sharing the union of the cycle's leaving
	 * uses. Floating-point cycles without a compare or a select (an
	 * accumulation) still share one (engine.c, cycle_outcomes). On since
	 * issue 15's sixth round.
	 */
	bool cycle_reach;
	/*
	 * A value a flipped branch changes (a join's phi, a loop's
	 * live-out: an early or late exit of a search hands out another
	 * index) is a value the program computes, which crashes nothing:
	 * its users' SDC given a change, not a flipped value's (fc.c,
	 * changed_value_sdc; issue 19).
	 */
	bool exit_values;
	/*
	 * In a flipped branch's region, an edge that leaves a loop reaches
	 * its target with the loop's reach times the edge's share of the
	 * loop's exits, not one pass's exit probability (fc.c, exit_reach;
	 * issue 19).
	 */
	bool exit_reach;
	/*
	 * cycle_reach: an edge into a phi that the profiled run never took
	 * carries no error around the cycle (engine.c, cycle_outcomes;
	 * issue 15).
	 */
	bool ran_edges;
	/*
	 * A multiply by a profiled multiplier that is always the same power
	 * of two 2^t (a block size: blockIdx.x * blockDim.x) moves a flip's
	 * bit up by t, as a shift would (engine.c, mul_pow2; issue 19).
	 */
	bool mul_pow2;
	/*
	 * An integer def-use cycle each of whose edges passes a flip on as
	 * one hands its leaving uses the flip: their profiled sensitivities
	 * apply (engine.c, cycle_outcomes; issue 15, eighth round). Off:
	 * it helped the fitting half (4.73 -> 4.41) and not the held-out
	 * one (4.31 -> 4.64).
	 */
	bool fresh_exits;
	/*
	 * A floating-point value an output call prints shows the share of
	 * its single-bit flips that the profile saw change the printed text
	 * (sampled printed flips), in place of printed_magnitude's and the
	 * digits rule's estimates (fm.c, printed_flips).
	 */
	bool printed_flips;
	/*
	 * A flip of a loop's counter that moves it away from the exit side
	 * of the loop's test, when no step of the loop brings it back on
	 * every iteration, never lets the loop end: a hang, which the fault
	 * injector classes apart from SDC (hang.c). Such flips count as
	 * neither SDC nor crash.
	 */
	bool hangs;
	/*
	 * A flip of a term that an accumulation adds to its sum (an FP
	 * cycle's add, its operand from outside the cycle) is a change of
	 * the term's size, smaller than the sum by the profile's magnitudes:
	 * at the output it shows as a flip of a bit that many places lower
	 * in the sum would (engine.c, diluted and dilution_bits; issue 15,
	 * seventeenth round; tests/model/accum.ll).
	 */
	bool dilution;
	/*
	 * f_c: a floating-point read-modify-write store (`c[i] += u`) that a
	 * flipped branch skips or adds leaves its cell wrong by the update,
	 * an error of the update's size, not a flip of the cell's bits
	 * (fc.c, update_visible; issue 15, seventeenth round;
	 * tests/model/update.ll).
	 */
	bool update_size;
	/*
	 * The order in which the candidates are asked (a diagnostic): their
	 * ids (MODEL_ORDER_ID, the default), the reverse, or a shuffle by
	 * order_seed. A def-use cycle through memory, a branch or a call is
	 * cut where the first question enters it (internal.h, struct
	 * model_memo), so the order moves some outcomes: it measures how
	 * much (docs/predict.md, "The order of the questions").
	 */
	enum model_order { MODEL_ORDER_ID, MODEL_ORDER_REVERSE,
			   MODEL_ORDER_SHUFFLE } order;
	unsigned order_seed;
	/*
	 * Relaxations (relax.c): a store that keeps the minimum or maximum
	 * of its cell and a candidate repairs the errors that go against
	 * the extremum's way at the cell's next improvement (f_m), and a
	 * missed or spurious update with it (f_c).
	 */
	bool relax;
	/*
	 * f_c: a target in a loop inside a flipped branch's region is
	 * changed on each of its k runs per run of the branch (a skipped
	 * loop skips every store of it), k chances combined as users are,
	 * not one.
	 */
	bool loop_targets;
	/*
	 * f_c also corrupts the values a flipped branch changes: the phis
	 * where its paths join (NLT) and the values a loop hands out (LT).
	 */
	bool join_values;
	/*
	 * With join_values: a phi a loop hands out counts with the share of
	 * the loop's iterations that change it (fc.c, changes()), as a
	 * target counts with its executions (Eq. 5.2), not with 1.
	 */
	bool live_changes;
	/*
	 * Follow the size of an error (magnitude.c, issue 15): a flip's
	 * error has its bit's size, each user maps it on, and compares,
	 * min/max, masks, shifts, conversions and printed precision mask it
	 * by size (the profile's sampled margins and magnitudes).
	 */
	bool magnitude;
	/* f_m masks the writes the profile saw overwritten unread (dead);
	   off by default (issue 15, docs/predict.md). */
	bool dead_stores;
	/*
	 * f_m masks the dead writes of a store whose value no def-use cycle
	 * carries on (fm.c; on by default, issue 17): a result recomputed and
	 * written again, where dead_stores also masks an accumulator that a
	 * loop keeps in a register and stores at every step, whose
	 * corruption reaches the last, read, write.
	 */
	bool dead_writes;
	/*
	 * f_c: a flip into a successor whose every path ends the program
	 * with an error (exit(1), abort, main returning non-zero: a usage
	 * check) is an error exit, which the injector classes apart, not
	 * SDC; only the flips the other way count.
	 */
	bool error_exits;
	/*
	 * f_c: a flip of a loop vectorizer's runtime check from its vector
	 * side into its scalar side runs the scalar loop, which computes the
	 * same values: only the flips out of the scalar side count
	 * (fc.c, scalar_side).
	 */
	bool vector_checks;
	/*
	 * f_m masks the writes the profile saw never read before the
	 * program ended (neither read nor overwritten): f_m is scaled by
	 * the share of a store's writes, of those not overwritten unread,
	 * that a load read (fm.c, model_store_live).
	 */
	bool unread_stores;
	/* LT as the reference computes it, max(P_T, P_F) - (1 - P_e),
	   rather than Eq. 5.2's P_b P_e (rule 11). */
	bool compat_lt;
	/*
	 * The output calls: callee names matched exactly (NULL: the default
	 * list of prof_is_output).
	 */
	char **output_fns;
	unsigned noutput_fns;
	/*
	 * Which standard streams are the program's output (--compare; the
	 * campaign compares the same): MODEL_STDOUT, MODEL_STDERR, with
	 * MODEL_STREAMS_SET when chosen (unset: stdout only). A write to
	 * any other file always counts.
	 */
	unsigned streams;
	/*
	 * An output call whose constant text (its format with each
	 * conversion written as a sample value) matches one of these
	 * patterns on every line writes only ignored lines (--ignore-lines,
	 * timing lines) and does not count. Not owned.
	 */
	const regex_t *ignore;
	unsigned nignore;
	/*
	 * Print on stderr how instruction explain's outcome comes about (0:
	 * none). It must be a candidate instruction of the module: another
	 * id makes model_predict fail, "--explain ID: ...".
	 */
	unsigned explain;
	/*
	 * The same explanation, with the instruction's IR, for the
	 * explain_top candidates with the largest share of the program's SDC
	 * (sdc x count; ties by id), into model_result.explained (0: none).
	 */
	unsigned explain_top;
	/*
	 * The module's hash when the caller already has it (ir_module_hash
	 * of the module as it is), which model_predict then need not take
	 * again (seconds on a module of a million instructions); NULL: it
	 * takes it. Not owned.
	 */
	const char *module_hash;
};

#define MODEL_STDOUT 1u
#define MODEL_STDERR 2u
#define MODEL_STREAMS_SET 4u

/* The defaults of a model kind: this project's most accurate settings. */
void model_opts_default(struct model_opts *o, enum model_kind kind);
/* The reference implementation's choices for every switch (rules 5-17). */
void model_opts_reference(struct model_opts *o, enum model_kind kind);
/*
 * A model named as `trident validate` takes it: "fs", "fs+fc" or
 * "trident" with this project's defaults, or "ref:" and one of them with
 * the reference's choices.
 */
int model_opts_parse(const char *spec, struct model_opts *o);
/* "fs", "fs+fc", "trident" */
const char *model_kind_name(enum model_kind k);
int model_kind_parse(const char *s, enum model_kind *k);

/* The prediction for one candidate instruction. */
struct model_inst {
	unsigned id;
	char *function;
	const char *opcode;	/* static string (ir_opcode_name) */
	char *file;		/* "?" without debug info */
	unsigned line;
	uint64_t count;		/* dynamic count in the profile */
	double sdc, crash, benign;
};

/* An instruction's explanation (model_opts.explain_top). */
struct model_explained {
	unsigned id;
	char *ir;		/* the instruction as LLVM prints it */
	char *text;		/* what --explain prints, lines */
};

struct model_result {
	char hash[17];
	enum model_kind kind;
	struct model_opts opts;	/* output_fns, ignore not owned: NULL here */
	unsigned ninsts;
	struct model_inst *insts;	/* every candidate, ascending id */
	uint64_t dynamic;	/* sum of the candidates' counts */
	double sdc, crash, benign;	/* count-weighted means (Eq. 6.2) */
	double seconds;		/* time the prediction took */
	struct model_explained *explained;	/* [nexplained], by share */
	unsigned nexplained;
};

/*
 * Predict every candidate of m (which carries ids) from profile p (made
 * for m). TRIDENT needs the memory profile of a full profile; a lite one
 * is an error that suggests fs+fc. A profile that does not fit m (ids of
 * the wrong kind of instruction, a branch with another number of
 * successors, counts that cannot be m's: check.c), an --explain id that
 * is not a candidate, and a probability outside [0, 1] or counts whose
 * sum overflows are errors, never a result.
 */
int model_predict(struct model_result *r, const struct ir_module *m,
		  const struct prof_profile *p, const struct model_opts *o);
void model_result_release(struct model_result *r);

/*
 * The sampled program estimate of §5.3.1: the mean SDC of n dynamic
 * candidate instances drawn with replacement, proportionally to count,
 * by a generator seeded with seed.
 */
double model_sample(const struct model_result *r, unsigned n, uint64_t seed);

/* The prediction as JSON (docs/predict.md); NULL fields are omitted. */
json_t *model_json(const struct model_result *r, const char *module,
		   const char *profile);
/* The same without its "instructions" (a caller may add members). */
json_t *model_json_head(const struct model_result *r, const char *module,
			const char *profile);
/* Write JSON deterministically (sorted keys, 6 decimals). */
int model_json_write(const json_t *j, const char *path);
/*
 * Write head (model_json_head's, with what the caller added) with r's
 * instructions as its "instructions": the same bytes as model_json_write
 * of the whole tree, without making a million objects first (on a module
 * of a million instructions the tree took 2.5 s to make and 1.6 s to
 * write).
 */
int model_json_write_result(const json_t *head, const struct model_result *r,
			    const char *path);
/* A readable table of the top most SDC-prone instructions (by SDC x count). */
void model_print(FILE *out, const struct model_result *r, unsigned top);

/*
 * Per-instruction agreement with fault injection (compare.c): over n
 * instructions with predictions pred[] and FI rates fi[], the mean
 * absolute error, the mean difference, the two-sided p-value of the
 * paired t-test of pred against fi (thesis Table 5.2; p > 0.05: no
 * significant difference) and Spearman's rank correlation. t_p and
 * spearman are NaN for fewer than 2 instructions (spearman also when
 * either side is constant).
 */
struct model_comparison {
	size_t n;
	double mae, mean_diff, t_p, spearman;
};
void model_compare(const double *pred, const double *fi, size_t n,
		   struct model_comparison *c);

/*
 * Whether m is a CUDA device module (triple nvptx64; device.c). Its
 * profile is a device profile (trident gpu-profile): lite, so the model
 * is fs+fc, with the device rules of docs/predict.md.
 */
bool model_device_module(const struct ir_module *m);

#endif
