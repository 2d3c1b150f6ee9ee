/*
 * validate.h: the fault injectors' parts that need LLVM, beside the campaign
 * core (campaign/campaign.h), which runs their campaigns without it. The
 * ground truth: an LLVM-IR fault injector for CPU programs (thesis §4.3.1,
 * §5.4.1; LLFI's role) and one for CUDA programs (thesis ch. 7, LLFI-GPU's).
 *
 * The parts, in the order `trident inject` uses them:
 *   sites.c           the sites table (DIR/sites.txt) from the id'd module
 *   instrument.c      adds dynamic counters, an inline compare per candidate
 *                     and the injection call to an id'd module
 *   build.c           links the instrumented module with the runtime into a
 *                     binary
 *   rt/fi_rt.c        the runtime linked into targets (campaign/fi_protocol.h)
 * and those of `trident gpu-inject`:
 *   gpu_instrument.c  per-thread instrumentation of a device module, and its
 *                     sites table
 *   rt/gpu_rt.c       the host runtime (campaign/gpu_protocol.h)
 *
 * Ownership and errors as in analysis.h: -1 with tr_errmsg().
 */
#ifndef TRIDENT_VALIDATE_H
#define TRIDENT_VALIDATE_H

#include <stdbool.h>
#include <stdint.h>

#include "analysis.h"
#include "campaign.h"

/*
 * The sites table of campaign.h (fi_sites_read) for an id'd module, before
 * instrumentation: every candidate with a sized value.
 */
int fi_sites_write(const struct ir_module *m, const char *path);

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
 * The same with the sites restricted to the instructions ids[nids] (NULL:
 * every site): the candidate counter then counts their dynamic instances
 * only, in execution order (crashfinder's selective injection; an id that
 * is not a site is passed over).
 */
int fi_instrument_only(struct ir_module *m, const unsigned *ids,
		       unsigned nids, struct fi_instrument_stats *st);
/*
 * Whether an instruction can be a fault site: a candidate (ir_is_candidate)
 * with a sized first-class value that is not an exception-handling pad nor
 * a musttail call's.
 */
bool fi_site_ok(LLVMValueRef i);

/*
 * Building (build.c): optimize the instrumented module (-O2), compile and
 * link it with the runtime library and the program's link flags into exe
 * (at -O0 the code is made in this process, a large module's in two halves
 * by two at once).
 * clang is the clang-19 driver; runtime the path of libtrident_fi_rt.a.
 */
struct fi_build {
	const char *clang;
	const char *runtime;	/* NULL: none (a protected program) */
	char *const *ldflags;	/* NULL-terminated, may be NULL */
	const char *opt;	/* clang's optimization flag; NULL: -O2 */
	bool *halves;		/* if not NULL: set when the code was made
				   in two halves at once (-O0, split.c) */
	bool no_bitcode;	/* -O0: no instrumented.bc in the work
				   directory (nobody keeps it) */
};
int fi_build_binary(const struct ir_module *m, const struct fi_build *b,
		    const char *workdir, const char *exe);

/*
 * GPU instrumentation (gpu_instrument.c; docs/gpu-inject.md)
 *
 * gpu_instrument: the device module of a CUDA program (triple nvptx64,
 * carrying ids) gets a per-thread countdown of fault sites in every
 * kernel, the control block GPU_SYM_CTL (gpu_protocol.h), and copies of
 * each kernel's code (precise counting, the fault copy that injects on the
 * armed thread's target instance, the clean copy it runs on after) that
 * only the armed thread of an armed launch enters. Sites are the
 * candidates (ir_is_candidate) of kernels whose value is a scalar, pointer
 * or vector of at most 64 bits and not a convergent call's.
 */
struct gpu_instrument_stats {
	unsigned kernels;	/* kernels instrumented */
	unsigned sites;		/* static sites in them */
	unsigned blocks;	/* blocks that got a test */
	unsigned skipped;	/* candidates left out (type, convergent call,
				   recursive device function) */
	unsigned inlined;	/* device functions inlined into the kernels */
	unsigned other_functions;	/* defined functions not instrumented
					   (device functions, inlined or not) */
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
	/*
	 * The campaign's fault model: the site helper, inlined at every
	 * site of the fault version, applies that model alone (a run armed
	 * with another does nothing; the dummy model: see gpu_protocol.h).
	 * Without a filter, every model but FI_MODEL_SYNDROME. Only
	 * FI_MODEL_SYNDROME builds the syndromes' arm and their several
	 * threads of a warp (LANES), whose code would raise the registers;
	 * its helper stays a call.
	 */
	enum fi_model model;
};
/* Whether name is an opcode or a group gpu_instrument_filter knows. */
bool gpu_group_known(const char *name);
int gpu_instrument(struct ir_module *m, const struct gpu_instrument_filter *f,
		   struct gpu_instrument_stats *st);
/*
 * Write the static sites of an id'd device module (before gpu_instrument):
 * the sites table of campaign.h (fi_sites_read), FUNCTION the kernel or
 * device function, for
 * the campaign runner, which has no LLVM.
 */
int gpu_sites_write(const struct ir_module *m, const char *path);

#endif
