/*
 * internal.h: what the model's files share: the context of one prediction
 * (the module's per-function analyses, the profile, memo tables) and the
 * functions of the sub-models, which call one another recursively
 * (f_s reaches a branch: f_c; f_c corrupts a store: f_m; f_m reloads a
 * value: f_s).
 */
#ifndef TRIDENT_MODEL_INTERNAL_H
#define TRIDENT_MODEL_INTERNAL_H

#include <llvm-c/Target.h>

#include "model.h"

/* An outcome: probabilities of SDC and of crash (benign is the rest). */
struct model_out {
	double sdc, crash;
};
/* The outcome of a path that leads back into a busy slot (below). */
#define MODEL_LEFT_OUT ((struct model_out){ -1, -1 })

/* The per-function analyses, built on first use. */
struct model_fn {
	LLVMValueRef fn;
	bool built, failed;
	struct cfg cfg;
	struct dom_tree dom, pdom;
	struct loop_forest lf;
	struct branch_info bi;
	unsigned *branch_of;	/* [nblocks]: index in bi.br, or TR_NONE */
	uint64_t *bcount;	/* [nblocks]: times each block ran */
	uint64_t entries;	/* times the function was entered */
	struct uvec callers;	/* ids of the call sites that call it */
	struct uvec sorts;	/* ids of the library calls that call it as
				   their comparator (model_sort_comparator) */
	bool addr_taken;	/* indirect calls of its type may call it */
	/* fc.c: the SDC chance of its effects when a flipped branch skips
	   or adds a call of it (call_effects), and whether it is known. */
	enum { EFFECTS_NEW, EFFECTS_BUSY, EFFECTS_DONE } effects_state;
	double effects;
	/* relax.c: per block, the nearest dominating update block of a
	   relaxation (TR_NONE: none); NULL until first asked. */
	unsigned *relax_up;
};

/*
 * Memoization with cycles. The results of values, branches (f_c) and
 * stores (f_m) are memoized, and a computation can meet a slot that is
 * still being computed (BUSY: a cycle through memory, a branch or a
 * call): a store whose value is reloaded and stored again, as in a
 * stencil or a dynamic program. Such a path, which returns to where the
 * error already is, is left out: the outcome is that of the ways out of
 * the cycle. A result that left out a path into a busy slot above its
 * own is only PROVISIONAL, valid while the slot it met (at stack depth
 * low) is busy, and is computed again once that slot is done; a result
 * that met no busy slot above its own is DONE.
 *
 * (Solving the cycles as a fixed point instead, each pass around a
 * cycle multiplying its masking, was measured and is worse: a stencil's
 * or a dynamic program's error does not lose a fresh single-bit
 * sensitivity at every step; docs/predict.md.)
 */
enum { MEMO_NEW, MEMO_BUSY, MEMO_PROV, MEMO_DONE };

/*
 * Which table a memo slot is in; a slot is named by index * MEMO_TABLES +
 * table. The slots of values, arguments and stores that carry an error of
 * a known size class (magnitude.c) are in MEMO_CLS, by cls_index.
 */
enum { MEMO_VALUE, MEMO_ARG, MEMO_BRANCH, MEMO_STORE, MEMO_CLS, MEMO_FRESH, MEMO_FSTORE };
#define MEMO_TABLES 8

/*
 * The size classes of an error (magnitude.c): MODEL_NCLS classes of
 * MODEL_CLS_BITS bits of log2 size, and MODEL_CLS_ANY, an error of
 * unknown size.
 */
#ifndef MODEL_CLS_BITS
#define MODEL_CLS_BITS 4
#endif
#define MODEL_NCLS (64 / MODEL_CLS_BITS)
#define MODEL_CLS_ANY MODEL_NCLS
/*
 * Without magnitude: a floating-point error that came from an integer
 * (an integer's flip through sitofp or uitofp changes the value by a
 * large factor, not one of its bits): an output shows it (tuple.c).
 */
#define MODEL_CLS_LARGE (MODEL_CLS_ANY + 1)

struct model_memo {
	unsigned char state;
	unsigned depth;		/* BUSY: its depth on the stack */
	unsigned low;		/* PROV: the depth of the busy slot it met */
	unsigned saved_low;	/* BUSY: the caller's low, restored after */
	struct model_out out;
};

/*
 * bits.c: what an integer value's own operations say about the bits it
 * can hold (a known-bits analysis over the module, from no value up):
 * the bits that may be 1, the top bits that copy the sign bit, a signed
 * range (lo > hi: no value yet).
 */
struct model_bits {
	uint64_t may;
	int64_t lo, hi;
	unsigned char sign;	/* >= 1; 0: the value is not followed */
	unsigned short updates;	/* times the fixed point changed it */
};

/*
 * relax.c: a relaxation, a store that keeps the minimum or maximum of its
 * cell and a candidate (d[v] = min(d[v], d[u] + w)), and how its cell
 * repairs errors.
 */
struct model_relax {
	LLVMValueRef load;	/* L: its read of the cell (a load, or the
				   value a register keeps; relax.c) */
	LLVMValueRef guard;	/* guarded form: the branch that decides */
	LLVMBasicBlockRef update;	/* guarded form: the store's block */
	double u;		/* the share of its runs that update the cell */
	double way;		/* the share of a flip's errors that go the
				   extremum's way, which the cell keeps */
	double repair;		/* R: an improvement follows an error */
};

/* NVPTX address spaces device.c tells apart (0 .. 5). */
#define MODEL_DEVICE_SPACES 6

struct model_ctx {
	const struct ir_module *m;
	const struct prof_profile *p;
	const struct model_opts *o;
	unsigned max_id;
	LLVMValueRef *inst;		/* [max_id + 1] */
	unsigned *fn_of;		/* [max_id + 1]: index in fns */
	unsigned nfns;
	struct model_fn *fns;
	struct ptrmap fn_index;		/* function -> index in fns */
	/* Memo of values: instructions by id, arguments by pointer. */
	struct model_memo *vmemo;	/* [max_id + 1] */
	uint64_t *count;		/* [max_id + 1]: the profile's counts */
	struct ptrmap arg_index;	/* argument -> index in amemo */
	struct model_memo *amemo;
	unsigned nargs, capargs;
	/* Def-use cycles: scc[id] is the cycle of id, TR_NONE if none. */
	unsigned *scc;			/* [max_id + 1] */
	struct uvec *scc_members;	/* [nscc] */
	unsigned nscc;
	struct model_memo *bmemo;	/* [max_id + 1]: f_c of branches */
	struct model_memo *smemo;	/* [max_id + 1]: f_m of stores */
	struct model_memo *fmemo;	/* [max_id + 1]: fresh values */
	struct model_memo *fsmemo;	/* [max_id + 1]: fresh stores */
	/* relax.c: per store id 0 not yet asked, 1 not a relaxation, else
	   2 + its index in relax. */
	unsigned *relax_slot;		/* [max_id + 1] */
	struct model_relax *relax;
	unsigned nrelax, caprelax;
	/* The size class of the error being followed (magnitude.c). */
	unsigned cls;
	struct ptrmap cls_index;	/* (slot, class) -> index in cmemo */
	struct model_memo *cmemo;
	unsigned ncm, capcm;
	double mean_crash;		/* mean address crash over accesses */
	/* device.c: a CUDA device module, and per NVPTX address space the
	   log2 of the span a corrupted address stays inside */
	bool device;
	unsigned dev_span[MODEL_DEVICE_SPACES];
	unsigned char *dev_variant;	/* [max_id + 1]: device.c */
	unsigned char *dev_dead;	/* [max_id + 1]: device.c, dead stores */
	struct model_bits *known;	/* [max_id + 1]: bits.c */
	/* The memo stack: its depth, the lowest busy depth met so far, and
	   per depth the provisional slots that depend on it. */
	unsigned depth, low;
	/* add_uses: only the uses that run more than this many times per
	   execution of the value (cycle_outcomes, for one call; 0: every
	   use). */
	double leave_min_r;
	/* add_uses, set for one call: with first, the uses that run more
	   than this many times per instance are not first (0: none) */
	double leave_fresh_max_r;
	/* The uses being weighed are those of the injected value itself. */
	bool first;
	/*
	 * model_opts.flip_bits: with first, the bits of the value whose uses
	 * are being weighed where its single-bit flip can be, each equally
	 * likely (0: not followed, as for a floating-point value); without
	 * first, the bits an error of unknown size can be in (0: any). Set
	 * by the caller of model_use_outcome, model_value,
	 * model_fresh_value and model_store_fresh for that call only (each
	 * takes it and leaves 0).
	 */
	uint64_t bits;
	/*
	 * model_opts.flip_chains through floating-point operations: the
	 * share of a fresh flip's bits that the chain's maskings so far let
	 * through, their minimum (chain, of the value whose uses are being
	 * weighed; chain_next, set by the caller of model_fresh_value and
	 * model_store_fresh for that call only, which take it and leave 1).
	 * Multiples of 1/CHAIN_STEPS (engine.c).
	 */
	double chain, chain_next;
	struct ptrmap bits_index;	/* a mask of bits -> its number */
	unsigned nbits;
	LLVMTargetDataRef td;		/* the module's data layout */
	struct uvec *prov;		/* [capdepth] */
	unsigned capdepth;
	int error;			/* a failure deep in the recursion */
};

int model_ctx_init(struct model_ctx *x, const struct ir_module *m,
		   const struct prof_profile *p, const struct model_opts *o);
void model_ctx_release(struct model_ctx *x);
/*
 * check.c: whether the profile fits the module: every id it names is an
 * instruction of the kind its member is about (branches with as many
 * successors, call sites of the callee named, ...), every branch that ran
 * has successor counts, and the candidates' counts add up to the
 * profile's total. An error names the profile and the entry.
 */
int model_check_profile(const struct model_ctx *x);
/*
 * Enter slot name: true with *out when its result is known (done,
 * provisional, or busy: then out is {-1, -1}, a path to leave out);
 * false when the caller computes it and then calls model_memo_leave.
 */
bool model_memo_enter(struct model_ctx *x, unsigned name,
		      struct model_out *out);
void model_memo_leave(struct model_ctx *x, unsigned name,
		      struct model_out out);

/* tuple.c: a user's local tuple (§5.3.3) when operand k is corrupted. */
struct model_tuple {
	double p, m, c;
	unsigned cls;		/* the size class of the user's error */
};
struct model_tuple model_tuple(struct model_ctx *x, LLVMValueRef user,
			       unsigned k);

/*
 * magnitude.c: the size of an error (model_opts.magnitude).
 * model_cls_first: the share of v's single-bit flips in each class
 * (w[MODEL_CLS_ANY]: sign and exponent flips, or a type without classes);
 * returns the type's bits, 0 for none. model_cls_step: the tuple of
 * user when its operand k carries an error of class cls, and the class of
 * its result; false when the size does not decide it (the tuples above
 * then apply). model_cls_visible: the fraction of such errors in a value
 * printed with conversion cv that show, -1 when the size does not decide.
 */
unsigned model_cls_first(LLVMValueRef v, double w[MODEL_NCLS + 1]);
bool model_cls_step(struct model_ctx *x, LLVMValueRef user, unsigned k,
		    unsigned cls, struct model_tuple *t);
double model_cls_visible(struct model_ctx *x, const struct prof_conv *cv,
			 LLVMValueRef arg, unsigned cls);
/*
 * Whether the floating-point addition v (fadd, fsub; fmuladd or fma,
 * its product and addend k = 2) adds to its operand k an update that
 * the profile's magnitudes put below the precision of type t (the type
 * a store keeps: more than its mantissa's bits + 1 below operand k,
 * sampled means of log2 |x|): an update rounded away, v's result the
 * operand once in t (model_opts.silent_updates).
 */
bool model_update_rounds_away(const struct model_ctx *x, LLVMValueRef v,
			      unsigned k, LLVMTypeRef t);
/*
 * fm.c, constant fills (model_opts.zero_fills): the share of v's values
 * that the profile's memory pairs say are 0 (a load's reads of what a
 * store or memset of 0 wrote), and the chance that a load reading from a
 * wrong address returns the same constant as from the right one.
 */
double model_zero_share(struct model_ctx *x, LLVMValueRef v);
double model_same_fill(struct model_ctx *x, LLVMValueRef load);
double model_product_pass(struct model_ctx *x, LLVMValueRef v);
double model_rmw_pass(struct model_ctx *x, LLVMValueRef access);
/*
 * fm.c: for a floating-point read-modify-write store (`c[i] += u`,
 * rmw_update), the bits by which its update u is smaller than the cell
 * it makes, by the profile's sampled magnitudes of the innermost sum (u's
 * and its result's); NAN when store is no such store or they were not
 * sampled.
 */
double model_rmw_update_bits(struct model_ctx *x, LLVMValueRef store);
/*
 * fm.c: the bits by which operand k of FP sum (fadd, fsub; an fma's
 * product for k 0 or 1, its addend for 2) is smaller than its result, by
 * the profile's sampled magnitudes; NAN when not sampled.
 */
double model_operand_bits(struct model_ctx *x, LLVMValueRef sum, unsigned k);
/* The name of call's callee when it is a function, else NULL. */
const char *model_callee_name(LLVMValueRef call);
/* The bits of an integer type (of a vector's elements), else 0. */
unsigned model_int_width(LLVMTypeRef t);
/* Whether v is an fadd or fsub, or an fma (whose addend is operand 2):
   a floating-point sum. */
bool model_is_fp_sum(LLVMValueRef v);
/* Whether call is llvm.fmuladd or llvm.fma; a min or max intrinsic. */
bool model_is_fma(LLVMValueRef call);
bool model_is_minmax(LLVMValueRef call);
/* Whether v is floating point: half, float, double or x86_fp80, or a
   vector of them (vectorized -O2 code). */
bool model_is_fp(LLVMValueRef v);
/* A memo slot name for table slot (index * MEMO_TABLES + table) with the
   error class x->cls. */
unsigned model_memo_name_cls(struct model_ctx *x, unsigned slot);
/* The same for a flip confined to bits of a value of which all are the
   bits (model_opts.flip_bits) and that a chain's maskings let through a
   share chain of (flip_chains): slot itself when bits is all or 0 and
   chain 1. */
unsigned model_memo_name_bits(struct model_ctx *x, unsigned slot,
			      uint64_t bits, uint64_t all, double chain);
/* The bits of v a flip can be in (model_opts.flip_bits): its integer
   type's or a pointer's, 0 for any other type. */
uint64_t model_flip_bits(LLVMValueRef v);

/*
 * bits.c: model_bits_init computes x->known (after x->inst). model_bits_kept:
 * the share of an error of v that arrives other than as a fresh flip of
 * v (a change to another value its operations can produce) that a user
 * keeping the bits keep lets through; -1 when nothing is known of v's
 * bits (every bit can differ: the reference's heuristics apply).
 */
void model_bits_init(struct model_ctx *x);
/* The bits of integer v that its own operations may set (bits.c), up to
   its first sign copy; 0 when unknown. */
uint64_t model_bits_may(const struct model_ctx *x, LLVMValueRef v);
double model_bits_kept(const struct model_ctx *x, LLVMValueRef v,
		       uint64_t keep);

/*
 * runaway.c: model_runaway, the share of the single-bit flips of member v
 * of cycle scc that run its loop away (scc a counter whose loop ends on
 * an equality test; 0 otherwise); model_runaway_exit, the share of the
 * executions of branch br, the exit test of such a loop, whose flip runs
 * it away (those that would have left it).
 */
double model_runaway(struct model_ctx *x, unsigned scc, LLVMValueRef v);
double model_runaway_exit(struct model_ctx *x, LLVMValueRef br);

/*
 * An integer compare's order (tuple.c): *below for <, <= (else >, >=),
 * *sgn for a signed one; false for == and !=.
 */
bool model_icmp_order(LLVMIntPredicate p, bool *below, bool *sgn);
/* The crash probability of a memory access whose address is corrupted. */
double model_addr_crash(struct model_ctx *x, LLVMValueRef access);
/* The reference's compare value masking (resolveCmpProb, §1.2). */
double model_cmp_mask_reference(const struct prof_compare *pc);

/*
 * hang.c (model_opts.hangs): the share of the single-bit flips of v, a
 * member of the def-use cycle scc, that keep the loop whose exit test
 * compares it with a bound from ever ending (0 when v is not such a
 * counter).
 */
double model_hang(struct model_ctx *x, LLVMValueRef v, unsigned scc);

/* engine.c: f_s and the walk over users. */
struct model_out model_value(struct model_ctx *x, LLVMValueRef v);
/* The outcome of a single-bit flip of inst's result (not memoized). */
struct model_out model_value_first(struct model_ctx *x, LLVMValueRef inst);
/*
 * Print why instruction id gets its outcome: each use and its part. An id
 * that is not a candidate instruction of the module is an error naming it
 * ("--explain ID: ..."); model_explain_check says so before any work.
 */
int model_explain_check(const struct model_ctx *x, unsigned id);
int model_explain(struct model_ctx *x, FILE *out, unsigned id);
/*
 * The outcome of use (user, operand k) of a corrupted value; false when
 * the use takes no part (the reference leaves it out of the average),
 * MODEL_LEFT_OUT when it leads back into a busy slot.
 */
bool model_use_outcome(struct model_ctx *x, LLVMValueRef user, unsigned k,
		       struct model_out *o);
/* How often the edge from -> to was taken (profile). */
double model_edge_count(const struct model_ctx *x, LLVMBasicBlockRef from,
			LLVMBasicBlockRef to);
uint64_t model_count(const struct model_ctx *x, LLVMValueRef inst);
/* The function analyses of fn (built on demand); NULL on failure. */
struct model_fn *model_fn_get(struct model_ctx *x, LLVMValueRef fn);
/* Whether call is an output call (and not one writing to stderr). */
bool model_is_output(const struct model_ctx *x, LLVMValueRef call);
/*
 * Calls that store memory the profile follows: memcpy, memmove, memset,
 * llvm.mem*, and the C library's formatting and string functions
 * (model_libc).
 */
bool model_is_mem_store_call(LLVMValueRef call);
/*
 * Combine the outcomes of several users (opts->combine). UNION takes a
 * crash as one event (the same corrupted address crashes at its first
 * use): max(r c); and the SDC chances as partly correlated (the same
 * corrupted bits reach every user: an error small enough to be masked
 * on one path tends to be masked on all), between their maximum and
 * their union as independent chances:
 *   max(r s) + independence (1 - prod(1 - r s) - max(r s)).
 */
struct model_combiner {
	enum model_combine how;
	double keep_s;		/* UNION: prod(1 - r s) */
	double independence;	/* UNION: 0 max, 1 independent union */
	double max_s, max_c;	/* the largest r s, r c */
	double max_r;		/* the largest r of the outcomes taken */
	unsigned added, left_out;	/* outcomes taken; paths left out */
	double ws, wc, w;	/* AVERAGE: sums of weight x outcome, weights */
};
void model_combiner_init(struct model_combiner *cb, enum model_combine how,
			 double independence);
/* Add an outcome; MODEL_LEFT_OUT is counted but takes no part. */
void model_combiner_add(struct model_combiner *cb, double r, double weight,
			struct model_out o);
/* The combination; MODEL_LEFT_OUT when every path was left out. */
struct model_out model_combiner_end(const struct model_combiner *cb);

/*
 * relax.c (model_opts.relax): the relaxation store is (NULL: none; the
 * option off, or another model than trident); model_relax_factor: the
 * share of the errors written into its cell that stay, w + (1 - w)(1 - R);
 * model_relax_guard: the relaxation whose guard term is, or NULL;
 * model_relax_covering: the relaxation whose update writes target (a
 * relaxation store itself, or an instruction of a block that the update
 * block dominates, searched up f's dominator tree and not at or above
 * block stop), or NULL.
 */
const struct model_relax *model_relax_of(struct model_ctx *x,
					 LLVMValueRef store);
double model_relax_factor(const struct model_relax *r);
const struct model_relax *model_relax_guard(struct model_ctx *x,
					    LLVMValueRef term);
const struct model_relax *model_relax_covering(struct model_ctx *x,
					       struct model_fn *f,
					       LLVMValueRef target,
					       unsigned stop);

/* fc.c: the SDC probability once branch term (br or switch) flips. */
double model_branch(struct model_ctx *x, LLVMValueRef term);

/* fm.c: the SDC probability once store (or memory call) writes wrong. */
double model_store(struct model_ctx *x, LLVMValueRef store);
/* The same for a single-bit flip of the value it stores, which its
   readers' sensitivities measure (engine.c, model_fresh_value). */
double model_store_fresh(struct model_ctx *x, LLVMValueRef store);
/* f_m of the readers alone, without a relaxation's repair (relax.c). */
double model_store_plain(struct model_ctx *x, LLVMValueRef store);
struct model_out model_fresh_value(struct model_ctx *x, LLVMValueRef v);
/*
 * The fraction of store's writes that were read (opts.dead_stores; 1
 * without the switch or a memory profile): model_store is f_m of the
 * reads times it.
 */
double model_store_live(struct model_ctx *x, LLVMValueRef store);

/* The SDC probability of an output call that prints a corrupted operand k. */
double model_output_leaf(struct model_ctx *x, LLVMValueRef call, unsigned k);
/*
 * §5.3.5: the fraction of the single-bit flips of value arg (an argument
 * of a printf-family call) that conversion cv shows: 1 but for floating
 * point printed with fewer digits than its type carries.
 */
double model_conv_visible(const struct prof_conv *cv, LLVMValueRef arg);

/*
 * libc.c: the C library's formatting and string functions (struct
 * prof_libc), which f_m follows like stores (issue 14).
 *
 * model_libc: the entry of a call of one (memcpy, memset, sprintf,
 * strcpy, ...) the profile records as a memory access, or NULL.
 * model_libc_use: the outcome of its corrupted operand k (a pointer, a
 * formatted value, a length) through f_m of the memory it writes.
 * model_vararg_use: a corrupted variadic operand k of a call of the
 * program's variadic function fn, which hands its va_list to v*printf
 * calls; false when fn has none.
 */
const struct prof_libc *model_libc(LLVMValueRef call);
/*
 * Whether operand k of output call is a pointer the call dereferences:
 * fputs's, puts's, fwrite's and write's buffer, a stream, the string of
 * a printf-family %s (not a %p, which prints the pointer itself).
 */
bool model_output_reads(LLVMValueRef call, unsigned k);
/*
 * The C library's sorting and searching functions (qsort, qsort_r,
 * bsearch, lfind, lsearch), which call a comparator of the program's.
 * model_sort_comparator: the defined function call passes as its
 * comparator, else NULL. model_sort_outcome: the outcome of a corrupted
 * value v that the comparator returns to call (fresh: a single-bit flip
 * of v): the library reads its sign only, and a wrong order reaches what
 * reads the array it sorts (qsort), a wrong find the call's result.
 */
LLVMValueRef model_sort_comparator(LLVMValueRef call);
struct model_out model_sort_outcome(struct model_ctx *x, LLVMValueRef call,
				    LLVMValueRef v, bool fresh);
struct model_out model_libc_use(struct model_ctx *x, LLVMValueRef call,
				const struct prof_libc *e, unsigned k);
bool model_vararg_use(struct model_ctx *x, LLVMValueRef call, LLVMValueRef fn,
		      unsigned k, struct model_out *o);

static inline double
model_clamp(double v)
{
	return v < 0 ? 0 : v > 1 ? 1 : v;
}

/*
 * device.c: a CUDA device module's addresses (issue 19; model_device_module
 * is in model.h). model_device_init
 * sets x->device and the spans; model_device_crash is the crash chance of
 * access when a flip of its address is in bits (0: any of the 64).
 */
void model_device_init(struct model_ctx *x);
double model_device_crash(struct model_ctx *x, LLVMValueRef access,
			  uint64_t bits);
/*
 * f_m of a store in a device module (fs+fc): 1 for global memory (the
 * result memory, or a later kernel's input); for a shared variable, the
 * count-weighted mean outcome of the loads of that variable in the
 * kernel, times the share of its writes that they read.
 */
double model_device_store(struct model_ctx *x, LLVMValueRef store);
/*
 * Whether a device store writes memory that nothing reads after its
 * kernel (model_opts.dead_params; the profile's "params"): its value,
 * and where a flipped address sends it, come to nothing. A flipped
 * address's other cell is taken to be in that memory too, or outside
 * every allocation (no flip of bits 21-28 of a global address crashed
 * on the fitting half, and those addresses are far past the few
 * allocations a program makes).
 */
bool model_device_dead_store(struct model_ctx *x, LLVMValueRef store);
/*
 * The SDC of a device store whose address is flipped (the error's class
 * x->cls): 0 for a dead store; through a parameter whose memory the
 * program never reads back but the kernel reads again later, the
 * outcome of those later loads (model_device_store: the other cell and
 * the one that missed its update are in that memory, as far as a
 * flipped address that stays mapped goes); else 1, result memory.
 */
double model_device_address_store(struct model_ctx *x, LLVMValueRef store);
/*
 * Whether a store in a device module writes the same value to the same
 * place in every thread of a block (neither depends on the thread's
 * index): an extra thread that runs it (a flipped guard such as
 * `if (threadIdx.x == 0)`) changes nothing.
 */
bool model_device_uniform_store(struct model_ctx *x, LLVMValueRef store);
/*
 * Whether the conditional branch term is a bound check of the store's
 * address in a device module: its condition compares (or ands and ors
 * compares of) a value the address is computed from. A thread that
 * runs the store against the check writes outside the range the others
 * write and the host reads back (gauss_multipliers' `if (i < n) m[i] =
 * ...`, an extra row past the matrix): only a missed run counts.
 */
bool model_device_bound_store(struct model_ctx *x, LLVMValueRef term,
			      LLVMValueRef store);
/*
 * The bits of index (an operand of instruction at, a getelementptr) that
 * a branch dominating `at` bound-checks in a device module: a flip at or
 * above the returned bit takes the index past the bound and the thread
 * around the access (`if (i < n) ... a[i]`); 64 when none.
 */
unsigned model_device_index_guard(struct model_ctx *x, LLVMValueRef at,
				  LLVMValueRef index);

#endif
