/*
 * gpu.c: the dynamic profile of a CUDA program's device code, collected
 * on the GPU (issue 19; docs/gpu-profile.md; the protocol is in
 * prof_protocol.h, "The device profile").
 *
 * The plan is plan.c's for any module (lite: segment and edge counters,
 * value sites in groups, sampled compare and shift statistics); this file
 * implements it in a device module (triple nvptx64) where thousands of
 * threads run each segment at once:
 *
 *   shards    the counters and the execution numbers have
 *             PROF_GPU_SHARDS copies, and a warp works on those of its
 *             shard (its linear id in the grid round robin, rotated per
 *             launch by a hash of %gridid: prof_gpu_shard), so that the
 *             warps running at one time spread their atomics over as
 *             many words instead of all serializing on one; each function
 *             computes its shard once, at its entry, and each update
 *             addresses its shard's copy (the host sums the copies);
 *   counters  one lane per warp (the lowest active one) adds the number
 *             of the warp's active threads to its shard's copy of the
 *             segment's counter (red.global.add.u64), or, for an edge
 *             counter, the number that take the edge (vote.sync.ballot);
 *             a counter is then what the CPU profile counts, summed over
 *             threads, and plan.c's derived counters and edge kinds hold
 *             as they are;
 *   numbers   a segment with value sites gets each execution a number
 *             in the run: the lowest lane adds to the shard's count with
 *             atom.global (which returns the old count); a shard's first
 *             EARLY executions number from the group's early count (the
 *             same lane adds there too), the others at EARLY_BASE + (n -
 *             EARLY) * SHARDS + shard; shared by shfl.sync, each lane
 *             adding its rank among the active lanes: an estimate of its
 *             place in the whole run, every number once (prof_protocol.h
 *             says why the samples stay unbiased and within CAP);
 *   samples   execution i is sampled by the stateless schedule of
 *             prof_protocol.h (BURST samples per doubling of the count;
 *             prof_gpu_sampled is the same rule in C); a sampled one
 *             claims a slot of its group and writes the period it stands
 *             for, and each value site of the segment writes its
 *             operands (as the CPU runtime's 64-bit words) into the slot,
 *             by predicated stores: no block is split and nothing is
 *             copied.
 *
 * Everything is inline PTX (the warp's mask, ballots, shuffles and the
 * predicated accesses have no IR form) in calls marked convergent, so
 * that llc neither duplicates them into divergent paths nor sinks them.
 * The host runtime (rt/gprof_rt.c) reads the arrays at exit, re-evaluates
 * the samples with the CPU's evaluator and writes the CPU's raw dump, so
 * raw.c and profile.c make the JSON profile of the device module unchanged.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Transforms/PassBuilder.h>

#include "internal.h"

/* The global address space of NVPTX. */
#define AS_GLOBAL 1

/* A function and its shard, which its entry block computes. */
struct gpu_fn {
	LLVMValueRef fn;
	LLVMValueRef shard;	/* i32, < PROF_GPU_SHARDS */
};

/*
 * The natural loops of a function (analysis.h), found before anything is
 * instrumented, and each loop's flush points: the first instruction past
 * the phis of each block its exits reach, and each return inside it. A
 * thread's loop-local state (a loop group's, a counter's) is added up and
 * reset there, so that it lives in registers only while the thread is in
 * the loop.
 */
struct gpu_fa {
	LLVMValueRef fn;
	struct cfg cfg;
	struct dom_tree dom;
	struct loop_forest lf;
	unsigned *first;	/* [nloops + 1]: loop l's points are */
	LLVMValueRef *points;	/* points[first[l] .. first[l + 1]) */
};

/* A loop group's per-thread state (prof_protocol.h, "Loop groups"):
   allocas in its function's entry block, promoted to registers by
   mem2reg once the module is instrumented. acc (i32) carries the
   sampling decision from the candidate's block to the store blocks of
   its class's groups, which claim their slots there (the period: 2^bd,
   bd set to the candidate's shift). */
struct gpu_loop {
	LLVMValueRef nx, left, len, gap, bd, res, acc;
	unsigned fa, loop;	/* its function's analysis, its loop */
	unsigned counter;	/* its own counter, added at the loop's flush
				   points, or TR_NONE */
};

/* A counter on a loop: each thread counts in a register (count, an
   alloca like a loop group's state), added at the loop's flush points. */
struct gpu_lcount {
	LLVMValueRef count;	/* i64 */
	unsigned fa, loop, counter;
};

struct gpu_ctx {
	struct ir_module *m;
	const struct prof_plan *pl;
	LLVMContextRef c;
	LLVMBuilderRef b;
	LLVMTypeRef i1, i32, i64;
	LLVMValueRef counters, index, early, slots, weights, samples;
	LLVMTypeRef counters_ty, index_ty, early_ty, slots_ty, weights_ty;
	LLVMTypeRef samples_ty;
	unsigned k_convergent;
	/* [ncounters]: the group a segment counter numbers, or TR_NONE */
	unsigned *group_of;
	/* [ngroups]: a thread's number of the execution it is in, in the
	   run (prof_gpu_number) */
	LLVMValueRef *number;
	/* [ngroups]: the group that numbers and decides for g (its
	   class's leader, classes), g itself if none; and a leader's
	   decision outside loops (sampled, i32), period (i64) and whether
	   any lane of the warp sampled (i1, warp_any); a loop leader's
	   state, its index in loops */
	unsigned *leader, *lstate;
	LLVMValueRef *sampled, *period, *any;
	struct gpu_fn *fns;	/* [nfns]: the functions instrumented so far */
	unsigned nfns;
	struct gpu_fa *fas;	/* [nfas]: the functions' loops */
	unsigned nfas;
	/* [ngroups]: whether group g's segment lies in a natural loop of
	   its function (a loop group) */
	bool *loop;
	struct gpu_loop *loops;	/* [nloops]: the loop groups built so far */
	unsigned nloops;
	struct gpu_lcount *lcounts;	/* [nlcounts]: the counters on loops */
	unsigned nlcounts;
};

/* An external zero-initialized array of n (at least 1) elements of ty in
   global memory. */
static LLVMValueRef
device_array(struct gpu_ctx *x, const char *name, LLVMTypeRef elem, size_t n,
	     LLVMTypeRef *ty)
{
	LLVMValueRef g;

	*ty = LLVMArrayType2(elem, n ? n : 1);
	g = LLVMAddGlobalInAddressSpace(x->m->mod, *ty, name, AS_GLOBAL);
	LLVMSetInitializer(g, LLVMConstNull(*ty));
	LLVMSetLinkage(g, LLVMExternalLinkage);
	LLVMSetAlignment(g, 8);
	return g;
}

/* The elements of a sharded array of n words a copy (at least 1, as
   device_array makes it): the device arrays and the header agree. */
static unsigned long long
sharded_words(unsigned n)
{
	return n ? (unsigned long long)PROF_GPU_SHARDS * prof_gpu_stride(n) : 1;
}

/* The address of element k of array g (of type ty) as an i64 constant. */
static LLVMValueRef
address(struct gpu_ctx *x, LLVMValueRef g, LLVMTypeRef ty, uint64_t k)
{
	LLVMValueRef idx[2] = {
		LLVMConstInt(x->i64, 0, 0), LLVMConstInt(x->i64, k, 0),
	};

	return LLVMConstPtrToInt(LLVMConstInBoundsGEP2(ty, g, idx, 2), x->i64);
}

/* A call of inline PTX, convergent, at the builder. */
static LLVMValueRef
ptx(struct gpu_ctx *x, LLVMTypeRef ret, const char *text,
    const char *constraints, LLVMValueRef *args, unsigned nargs)
{
	LLVMTypeRef params[8], fty;
	LLVMValueRef f, call;

	for (unsigned k = 0; k < nargs; k++)
		params[k] = LLVMTypeOf(args[k]);
	fty = LLVMFunctionType(ret, params, nargs, 0);
	f = LLVMGetInlineAsm(fty, text, strlen(text), constraints,
			     strlen(constraints), 1, 0, LLVMInlineAsmDialectATT,
			     0);
	call = LLVMBuildCall2(x->b, fty, f, args, nargs, "");
	LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex,
				 LLVMCreateEnumAttribute(x->c, x->k_convergent,
							 0));
	return call;
}

/* A call of the NVPTX special register intrinsic name (i32, no
   operands) at the builder. */
static LLVMValueRef
sreg(struct gpu_ctx *x, const char *name)
{
	unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
	LLVMValueRef f = LLVMGetIntrinsicDeclaration(x->m->mod, id, NULL, 0);

	return LLVMBuildCall2(x->b, LLVMIntrinsicGetType(x->c, id, NULL, 0), f,
			      NULL, 0, "");
}

/* A call of intrinsic name overloaded on type t. */
static LLVMValueRef
intrinsic(struct gpu_ctx *x, const char *name, LLVMTypeRef t,
	  LLVMValueRef *args, unsigned n)
{
	unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
	LLVMValueRef f = LLVMGetIntrinsicDeclaration(x->m->mod, id, &t, 1);

	return LLVMBuildCall2(x->b, LLVMIntrinsicGetType(x->c, id, &t, 1), f,
			      args, n, "");
}

/*
 * The shard of the function that holds instruction at: computed once, at
 * the top of the function's entry block (which dominates every use), as
 * prof_gpu_shard() does: (the warp's linear id in the grid + the
 * launch's rotation) mod SHARDS. i32 arithmetic wraps, which leaves the
 * id mod SHARDS exact. The function keeps one 32-bit register live for
 * it; each update forms its copy's address where it runs
 * (shard_address).
 */
static LLVMValueRef
fn_shard(struct gpu_ctx *x, LLVMValueRef at)
{
	LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(at));
	LLVMValueRef cx, cy, cz, nx, ny, tx, ty, tz, ntx, nty, ntz;
	LLVMValueRef lin, rot, wpb;
	struct gpu_fn *f;

	for (unsigned k = 0; k < x->nfns; k++)
		if (x->fns[k].fn == fn)
			return x->fns[k].shard;
	x->fns = xrealloc(x->fns, (x->nfns + 1) * sizeof(*x->fns));
	f = &x->fns[x->nfns++];
	f->fn = fn;
	LLVMPositionBuilderBefore(x->b, LLVMGetFirstInstruction(
				  LLVMGetEntryBasicBlock(fn)));
	cx = sreg(x, "llvm.nvvm.read.ptx.sreg.ctaid.x");
	cy = sreg(x, "llvm.nvvm.read.ptx.sreg.ctaid.y");
	cz = sreg(x, "llvm.nvvm.read.ptx.sreg.ctaid.z");
	nx = sreg(x, "llvm.nvvm.read.ptx.sreg.nctaid.x");
	ny = sreg(x, "llvm.nvvm.read.ptx.sreg.nctaid.y");
	tx = sreg(x, "llvm.nvvm.read.ptx.sreg.tid.x");
	ty = sreg(x, "llvm.nvvm.read.ptx.sreg.tid.y");
	tz = sreg(x, "llvm.nvvm.read.ptx.sreg.tid.z");
	ntx = sreg(x, "llvm.nvvm.read.ptx.sreg.ntid.x");
	nty = sreg(x, "llvm.nvvm.read.ptx.sreg.ntid.y");
	ntz = sreg(x, "llvm.nvvm.read.ptx.sreg.ntid.z");
	/* warps per block, ceil(threads / 32) */
	wpb = LLVMBuildLShr(x->b, LLVMBuildAdd(x->b, LLVMBuildMul(x->b,
			    LLVMBuildMul(x->b, ntx, nty, ""), ntz, ""),
			    LLVMConstInt(x->i32, 31, 0), ""),
			    LLVMConstInt(x->i32, 5, 0), "gprof.wpb");
	/* the warp's linear id in the grid: block * wpb + (linear thread
	   id) / 32, the threads of a warp being 32 consecutive linear ids */
	lin = LLVMBuildAdd(x->b, cx, LLVMBuildMul(x->b, nx,
			   LLVMBuildAdd(x->b, cy, LLVMBuildMul(x->b, ny, cz, ""),
					""), ""), "gprof.block");
	lin = LLVMBuildAdd(x->b, LLVMBuildMul(x->b, lin, wpb, ""),
			   LLVMBuildLShr(x->b, LLVMBuildAdd(x->b, tx,
				LLVMBuildMul(x->b, ntx, LLVMBuildAdd(x->b, ty,
					LLVMBuildMul(x->b, nty, tz, ""), ""),
					""), ""),
				LLVMConstInt(x->i32, 5, 0), ""), "gprof.warp");
	rot = LLVMBuildLShr(x->b, LLVMBuildMul(x->b,
			    sreg(x, "llvm.nvvm.read.ptx.sreg.gridid"),
			    LLVMConstInt(x->i32, PROF_GPU_HASH_LAUNCH, 0), ""),
			    LLVMConstInt(x->i32, 32 - PROF_GPU_SHARD_BITS, 0),
			    "gprof.rot");
	f->shard = LLVMBuildAnd(x->b, LLVMBuildAdd(x->b, lin, rot, ""),
				LLVMConstInt(x->i32, PROF_GPU_SHARDS - 1, 0),
				"gprof.shard");
	return f->shard;
}

/*
 * At the builder: the address of word k of the shard's copy in array g
 * (of type ty) of n words a copy, g + (shard * stride(n) + k) * 8; the
 * product in 32 bits where it fits (one mul.wide), which ptxas folds
 * with the add.
 */
static LLVMValueRef
shard_address(struct gpu_ctx *x, LLVMValueRef g, LLVMTypeRef ty, uint64_t n,
	      uint64_t k, LLVMValueRef shard, const char *name)
{
	uint64_t bytes = prof_gpu_stride(n) * 8;
	LLVMValueRef off;

	if (bytes * PROF_GPU_SHARDS <= UINT32_MAX)
		off = LLVMBuildZExt(x->b, LLVMBuildNUWMul(x->b, shard,
				    LLVMConstInt(x->i32, bytes, 0), ""),
				    x->i64, "");
	else
		off = LLVMBuildMul(x->b, LLVMBuildZExt(x->b, shard, x->i64, ""),
				   LLVMConstInt(x->i64, bytes, 0), "");
	return LLVMBuildAdd(x->b, address(x, g, ty, k), off, name);
}

/*
 * The warp's lowest active lane adds the number of active lanes (one per
 * thread that runs this) to the u64 at $0.
 */
static const char inc_all[] =
	"{\n\t.reg .b32 %tm, %tn, %tl;\n\t.reg .pred %tp;\n\t.reg .b64 %tw;\n\t"
	"activemask.b32 %tm;\n\tpopc.b32 %tn, %tm;\n\t"
	"mov.u32 %tl, %lanemask_lt;\n\tand.b32 %tl, %tl, %tm;\n\t"
	"setp.eq.u32 %tp, %tl, 0;\n\tcvt.u64.u32 %tw, %tn;\n\t"
	"@%tp red.global.add.u64 [$0], %tw;\n\t}";

/* The same with the lanes whose $1 is not 0 (an edge taken). */
static const char inc_taken[] =
	"{\n\t.reg .b32 %tm, %tb, %tn, %tl;\n\t.reg .pred %tp, %tq;\n\t"
	".reg .b64 %tw;\n\t"
	"activemask.b32 %tm;\n\tsetp.ne.u32 %tq, $1, 0;\n\t"
	"vote.sync.ballot.b32 %tb, %tq, %tm;\n\tpopc.b32 %tn, %tb;\n\t"
	"mov.u32 %tl, %lanemask_lt;\n\tand.b32 %tl, %tl, %tm;\n\t"
	"setp.eq.u32 %tp, %tl, 0;\n\tsetp.ne.and.u32 %tp, %tn, 0, %tp;\n\t"
	"cvt.u64.u32 %tw, %tn;\n\t"
	"@%tp red.global.add.u64 [$0], %tw;\n\t}";

/*
 * inc_all on the shard's count at $1, returning each lane its number i
 * in the run (prof_gpu_number): the lowest active lane adds the warp's
 * active lanes to the shard's count (atom.global, which returns the count
 * before, old); while old < EARLY it adds them to the group's early count
 * at $2 as well, and the lanes take the early count before, plus their
 * rank among the active lanes (a top bit tells the two apart in the
 * shuffle); else i = EARLY_BASE + (old + rank - EARLY) * SHARDS + the
 * shard $3. The constants are prof_protocol.h's, checked below.
 */
static const char inc_number[] =
	"{\n\t.reg .b32 %tm, %tn, %tl, %tr, %tv, %tf, %tlo, %thi;\n\t"
	".reg .pred %tp, %ta;\n\t.reg .b64 %tw, %to, %tg, %tx;\n\t"
	"activemask.b32 %tm;\n\tpopc.b32 %tn, %tm;\n\t"
	"mov.u32 %tl, %lanemask_lt;\n\tand.b32 %tl, %tl, %tm;\n\t"
	"popc.b32 %tr, %tl;\n\tsetp.eq.u32 %tp, %tl, 0;\n\t"
	"cvt.u64.u32 %tw, %tn;\n\tmov.u64 %to, 0;\n\t"
	"@%tp atom.global.add.u64 %to, [$1], %tw;\n\t"
	"setp.lt.and.u64 %ta, %to, 64, %tp;\n\t"
	"@%ta atom.global.add.u64 %tg, [$2], %tw;\n\t"
	"@%ta or.b64 %to, %tg, 0x8000000000000000;\n\t"
	"brev.b32 %tv, %tm;\n\tbfind.shiftamt.u32 %tf, %tv;\n\t"
	"mov.b64 {%tlo, %thi}, %to;\n\t"
	"shfl.sync.idx.b32 %tlo, %tlo, %tf, 31, %tm;\n\t"
	"shfl.sync.idx.b32 %thi, %thi, %tf, 31, %tm;\n\t"
	"mov.b64 %to, {%tlo, %thi};\n\tcvt.u64.u32 %tw, %tr;\n\t"
	"setp.lt.s64 %ta, %to, 0;\n\t"
	"and.b64 %tg, %to, 0x7FFFFFFFFFFFFFFF;\n\t"
	"add.u64 %tg, %tg, %tw;\n\t"
	"@!%ta sub.u64 %tg, %tg, 64;\n\t"
	"@!%ta shl.b64 %tg, %tg, 7;\n\t"
	"cvt.u64.u32 %tx, $3;\n\t"
	"@!%ta or.b64 %tg, %tg, %tx;\n\t"
	"@!%ta add.u64 %tg, %tg, 12288;\n\t"
	"mov.u64 $0, %tg;\n\t}";

_Static_assert(PROF_GPU_EARLY == 64 && PROF_GPU_SHARD_BITS == 7 &&
	       PROF_GPU_EARLY_BASE == 12288,
	       "inc_number's and reserve_chunk's constants");

/* $0 = 1 if $1 is not 0 in any active lane of the warp, else 0: a
   branch on it is the same in every lane. */
static const char warp_any[] =
	"{\n\t.reg .b32 %tm;\n\t.reg .pred %tp, %tq;\n\t"
	"activemask.b32 %tm;\n\tsetp.ne.u32 %tp, $1, 0;\n\t"
	"vote.sync.any.pred %tq, %tp, %tm;\n\tselp.u32 $0, 1, 0, %tq;\n\t}";

/* $0 = CAP, or where $1 is not 0, the slot claimed at the u32 at $2. */
static const char claim_slot[] =
	"{\n\t.reg .pred %tp;\n\tsetp.ne.u32 %tp, $1, 0;\n\t"
	"mov.u32 $0, " "4096" ";\n\t"
	"@%tp atom.global.add.u32 $0, [$2], 1;\n\t}";

/* Where $0 is not 0, store the u64 $2 at $1. */
static const char store_if[] =
	"{\n\t.reg .pred %tp;\n\tsetp.ne.u32 %tp, $0, 0;\n\t"
	"@%tp st.global.u64 [$1], $2;\n\t}";

_Static_assert(PROF_GPU_CAP == 4096, "claim_slot's constant");

/* At the builder: the number in the run of the lane's execution of group
   g's segment, from the shard's count at ctr (inc_number). */
static LLVMValueRef
number(struct gpu_ctx *x, unsigned g, LLVMValueRef ctr, LLVMValueRef shard)
{
	LLVMValueRef args[3];

	args[0] = ctr;
	args[1] = address(x, x->early, x->early_ty, g);
	args[2] = shard;
	return ptx(x, x->i64, inc_number, "=l,l,l,r,~{memory}", args, 3);
}

/* The first instruction at or after i that is not a phi. */
static LLVMValueRef
past_phis(LLVMValueRef i)
{
	while (i && LLVMIsAPHINode(i))
		i = LLVMGetNextInstruction(i);
	return i;
}

/* The loops of function fn (analysed at the first call, before any
   block is split). Returns its index in x->fas, or TR_NONE with an
   error. */
static unsigned
fn_loops(struct gpu_ctx *x, LLVMValueRef fn)
{
	struct gpu_fa *fa;
	unsigned n = 0;

	for (unsigned k = 0; k < x->nfas; k++)
		if (x->fas[k].fn == fn)
			return k;
	x->fas = xrealloc(x->fas, (x->nfas + 1) * sizeof(*x->fas));
	fa = &x->fas[x->nfas];
	memset(fa, 0, sizeof(*fa));
	fa->fn = fn;
	if (cfg_build(&fa->cfg, x->m, fn) || dom_build(&fa->dom, &fa->cfg) ||
	    loop_find(&fa->lf, &fa->cfg, &fa->dom)) {
		loop_release(&fa->lf);
		dom_release(&fa->dom);
		cfg_release(&fa->cfg);
		return TR_NONE;
	}
	fa->first = xcalloc(fa->lf.nloops + 1, sizeof(*fa->first));
	for (unsigned l = 0; l < fa->lf.nloops; l++) {
		const struct loop *lp = &fa->lf.loops[l];

		fa->first[l] = n;
		for (unsigned k = 0; k < lp->exits.n + lp->blocks.n; k++) {
			LLVMBasicBlockRef bb;
			LLVMValueRef t;

			if (k < lp->exits.n) {
				bb = fa->cfg.blocks[lp->exits.v[k]].bb;
				t = past_phis(LLVMGetFirstInstruction(bb));
			} else {
				bb = fa->cfg.blocks[lp->blocks.v[k -
						    lp->exits.n]].bb;
				t = LLVMGetBasicBlockTerminator(bb);
				if (!t || LLVMGetInstructionOpcode(t) != LLVMRet)
					continue;
			}
			fa->points = xrealloc(fa->points, (n + 1) *
					      sizeof(*fa->points));
			fa->points[n++] = t;
		}
	}
	fa->first[fa->lf.nloops] = n;
	return x->nfas++;
}

/* The innermost natural loop of the block of instruction i (*fa its
   function's analysis), or TR_NONE: in no loop, or in an irreducible
   region, which keeps the per-execution updates. */
static unsigned
loop_of(struct gpu_ctx *x, LLVMValueRef i, unsigned *fa)
{
	LLVMBasicBlockRef bb = LLVMGetInstructionParent(i);
	unsigned b;

	*fa = fn_loops(x, LLVMGetBasicBlockParent(bb));
	if (*fa == TR_NONE)
		return TR_NONE;
	b = cfg_block_of(&x->fas[*fa].cfg, bb);
	return b == TR_NONE ? TR_NONE : x->fas[*fa].lf.innermost[b];
}

/* An alloca of type t in fn's entry block, set to v there. */
static LLVMValueRef
entry_var(struct gpu_ctx *x, LLVMValueRef fn, LLVMTypeRef t, uint64_t v,
	  const char *name)
{
	LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
	LLVMValueRef a;

	LLVMPositionBuilderBefore(x->b, LLVMGetFirstInstruction(entry));
	a = LLVMBuildAlloca(x->b, t, name);
	LLVMBuildStore(x->b, LLVMConstInt(t, v, 0), a);
	return a;
}

/* Count counter k of the plan where the plan says, in the copy of the
   running warp's shard. */
static void
count(struct gpu_ctx *x, unsigned k)
{
	const struct prof_site *s = &x->pl->sites[k];
	LLVMValueRef args[2], cond, shard, inc;
	unsigned fa, loop;

	/* a loop group's own counter is its reservations (flush_loops) */
	if (x->group_of[k] != TR_NONE && x->loop[x->group_of[k]])
		return;
	/* a counter on a loop counts in a register (flush_loops) */
	if ((x->group_of[k] == TR_NONE || s->cond) &&
	    (loop = loop_of(x, s->before, &fa)) != TR_NONE) {
		struct gpu_lcount *c;
		LLVMValueRef fn = LLVMGetBasicBlockParent(
				  LLVMGetInstructionParent(s->before));

		x->lcounts = xrealloc(x->lcounts, (x->nlcounts + 1) *
				      sizeof(*x->lcounts));
		c = &x->lcounts[x->nlcounts++];
		c->fa = fa;
		c->loop = loop;
		c->counter = k;
		c->count = entry_var(x, fn, x->i64, 0, "gprof.count");
		LLVMPositionBuilderBefore(x->b, s->before);
		inc = LLVMConstInt(x->i64, 1, 0);
		if (s->cond)
			inc = LLVMBuildZExt(x->b, s->value ?
				LLVMBuildICmp(x->b, LLVMIntEQ, s->cond, s->value,
					      "gprof.case") : s->cond,
				x->i64, "gprof.taken");
		LLVMBuildStore(x->b, LLVMBuildAdd(x->b, LLVMBuildLoad2(x->b,
			       x->i64, c->count, ""), inc, ""), c->count);
		return;
	}
	shard = fn_shard(x, s->before);
	LLVMPositionBuilderBefore(x->b, s->before);
	args[0] = shard_address(x, x->counters, x->counters_ty,
				x->pl->ncounters, k, shard, "gprof.ctr");
	if (!s->cond && x->group_of[k] != TR_NONE) {
		x->number[x->group_of[k]] = number(x, x->group_of[k], args[0],
						   shard);
		return;
	}
	if (!s->cond) {
		ptx(x, LLVMVoidTypeInContext(x->c), inc_all, "l,~{memory}",
		    args, 1);
		return;
	}
	cond = s->value ? LLVMBuildICmp(x->b, LLVMIntEQ, s->cond, s->value,
					"gprof.case") : s->cond;
	args[1] = LLVMBuildZExt(x->b, cond, x->i32, "gprof.taken");
	ptx(x, LLVMVoidTypeInContext(x->c), inc_taken, "l,r,~{memory}", args,
	    2);
}

/* At the builder: the period p = 2^b of execution number i
   (prof_gpu_shift), p returned and b (i64) in *b. */
static LLVMValueRef
period(struct gpu_ctx *x, LLVMValueRef i, LLVMValueRef *b)
{
	LLVMValueRef v, ctlz_args[2];

	/* b = floor(log2(i / BURST + 1)) */
	v = LLVMBuildAdd(x->b, LLVMBuildUDiv(x->b, i,
			LLVMConstInt(x->i64, PROF_GPU_BURST, 0), ""),
			 LLVMConstInt(x->i64, 1, 0), "");
	ctlz_args[0] = v;
	ctlz_args[1] = LLVMConstInt(x->i1, 0, 0);
	*b = LLVMBuildSub(x->b, LLVMConstInt(x->i64, 63, 0),
			  intrinsic(x, "llvm.ctlz", x->i64, ctlz_args, 2),
			  "gprof.shift");
	return LLVMBuildShl(x->b, LLVMConstInt(x->i64, 1, 0), *b,
			    "gprof.period");
}

/*
 * At the builder, where the i32 sampled is not 0: claim a slot of group
 * g (CAP when none) and write the period p it stands for there.
 * Returns the i32 "write" flag (sampled and within CAP) and sets *base to
 * the address of the slot's first operand word.
 */
static LLVMValueRef
claim(struct gpu_ctx *x, unsigned g, LLVMValueRef sampled, LLVMValueRef p,
      LLVMValueRef *base)
{
	const struct prof_plan_group *gr = &x->pl->groups[g];
	LLVMValueRef args[3], slot, ok, w, off;

	args[0] = sampled;
	args[1] = address(x, x->slots, x->slots_ty, g);
	slot = ptx(x, x->i32, claim_slot, "=&r,r,l,~{memory}", args, 2);
	ok = LLVMBuildZExt(x->b, LLVMBuildICmp(x->b, LLVMIntULT, slot,
			LLVMConstInt(x->i32, PROF_GPU_CAP, 0), ""), x->i32,
			   "gprof.write");
	slot = LLVMBuildZExt(x->b, slot, x->i64, "");
	/* the period at WEIGHTS[g * CAP + slot] */
	w = LLVMBuildAdd(x->b, address(x, x->weights, x->weights_ty,
				       (uint64_t)g * PROF_GPU_CAP),
			 LLVMBuildMul(x->b, slot, LLVMConstInt(x->i64, 8, 0),
				      ""), "");
	args[0] = ok;
	args[1] = w;
	args[2] = p;
	ptx(x, LLVMVoidTypeInContext(x->c), store_if, "r,l,l,~{memory}", args,
	    3);
	/* SAMPLES[(first * CAP + slot * n) * 3] */
	off = LLVMBuildMul(x->b, slot, LLVMConstInt(x->i64,
			   (uint64_t)gr->n * 3 * 8, 0), "");
	*base = LLVMBuildAdd(x->b, address(x, x->samples, x->samples_ty,
			     (uint64_t)gr->first * PROF_GPU_CAP * 3), off,
			     "gprof.slot");
	return ok;
}

/* At the builder: prof_gpu_mix(i, g, salt). */
static LLVMValueRef
mix(struct gpu_ctx *x, LLVMValueRef i, unsigned g, unsigned salt)
{
	LLVMValueRef z;

	z = LLVMBuildXor(x->b, i, LLVMConstInt(x->i64, (uint64_t)(2 * g +
			 salt + 1) * PROF_GPU_HASH_GROUP, 0), "");
	z = LLVMBuildMul(x->b, LLVMBuildXor(x->b, z, LLVMBuildLShr(x->b, z,
			 LLVMConstInt(x->i64, 30, 0), ""), ""),
			 LLVMConstInt(x->i64, PROF_GPU_HASH_MUL, 0), "");
	z = LLVMBuildMul(x->b, LLVMBuildXor(x->b, z, LLVMBuildLShr(x->b, z,
			 LLVMConstInt(x->i64, 27, 0), ""), ""),
			 LLVMConstInt(x->i64, PROF_GPU_HASH_MUL2, 0), "");
	return LLVMBuildXor(x->b, z, LLVMBuildLShr(x->b, z,
			    LLVMConstInt(x->i64, 31, 0), ""), "gprof.mix");
}

/*
 * Group g at the builder, given its execution's number i in the run
 * (prof_gpu_number): whether it is sampled (the schedule of
 * prof_protocol.h; the i32 flag in *sampledp, the period in *pp, for its
 * class), and whether any lane of the warp is (*anyp, an i1: the same in
 * every lane, the class's store blocks branch on it).
 */
static void
sample_decision(struct gpu_ctx *x, unsigned g, LLVMValueRef i,
		LLVMValueRef *sampledp, LLVMValueRef *pp, LLVMValueRef *anyp)
{
	LLVMValueRef b, p, h, sampled;

	p = period(x, i, &b);
	/* sampled: hash(i, g) mod p == 0 (prof_gpu_sampled) */
	h = LLVMBuildAnd(x->b, mix(x, i, g, 0), LLVMBuildSub(x->b, p,
			 LLVMConstInt(x->i64, 1, 0), ""), "");
	sampled = LLVMBuildZExt(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, h,
			LLVMConstInt(x->i64, 0, 0), ""), x->i32,
				"gprof.sampled");
	*sampledp = sampled;
	*pp = p;
	*anyp = LLVMBuildICmp(x->b, LLVMIntNE, ptx(x, x->i32, warp_any, "=r,r",
			      &sampled, 1), LLVMConstInt(x->i32, 0, 0),
			      "gprof.any");
}

/* An operand as the runtime's word (prof_protocol.h): zero-extended bits;
   of a vector, its lane 0's. */
static LLVMValueRef
op_word(struct gpu_ctx *x, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);

	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
		v = LLVMBuildExtractElement(x->b, v, LLVMConstInt(x->i32, 0, 0),
					    "gprof.lane");
		t = LLVMTypeOf(v);
	}
	switch (LLVMGetTypeKind(t)) {
	case LLVMFloatTypeKind:
		return LLVMBuildZExt(x->b, LLVMBuildBitCast(x->b, v, x->i32, ""),
				     x->i64, "gprof.w");
	case LLVMDoubleTypeKind:
		return LLVMBuildBitCast(x->b, v, x->i64, "gprof.w");
	case LLVMPointerTypeKind:
		return LLVMBuildPtrToInt(x->b, v, x->i64, "gprof.w");
	default:
		if (LLVMGetIntTypeWidth(t) == 64)
			return v;
		return LLVMBuildZExt(x->b, v, x->i64, "gprof.w");
	}
}

/* Whether instruction a comes before b in their (common) block. */
static bool
before_in_block(LLVMValueRef a, LLVMValueRef b)
{
	for (LLVMValueRef i = a; i; i = LLVMGetNextInstruction(i))
		if (i == b)
			return true;
	return false;
}

/*
 * Loop groups (prof_protocol.h, "Loop groups"): a thread's chunk of
 * numbers, reserved with the lanes of its warp that need one. $2 is the
 * lane's len, $3 the shard's INDEX word of the group, $4 the group's
 * early count, $5 the shard. The lowest active lane's len L is every
 * lane's (shuffled); it adds n L to $3, and below EARLY n to $4; the lane
 * of rank r begins at prof_gpu_chunk(old, early, r, L, s): $0; $1 is the
 * chunk's length, L, or 1 below EARLY.
 */
static const char reserve_chunk[] =
	"{\n\t.reg .b32 %tm, %tn, %tl, %tr, %tL, %tv, %tf, %tlo, %thi;\n\t"
	".reg .pred %tp, %ta;\n\t.reg .b64 %tw, %to, %tg, %tx;\n\t"
	"activemask.b32 %tm;\n\tpopc.b32 %tn, %tm;\n\t"
	"mov.u32 %tl, %lanemask_lt;\n\tand.b32 %tl, %tl, %tm;\n\t"
	"popc.b32 %tr, %tl;\n\tsetp.eq.u32 %tp, %tl, 0;\n\t"
	"brev.b32 %tv, %tm;\n\tbfind.shiftamt.u32 %tf, %tv;\n\t"
	"shfl.sync.idx.b32 %tL, $2, %tf, 31, %tm;\n\t"
	"mul.wide.u32 %tw, %tn, %tL;\n\tmov.u64 %to, 0;\n\t"
	"@%tp atom.global.add.u64 %to, [$3], %tw;\n\t"
	"setp.lt.and.u64 %ta, %to, 64, %tp;\n\t"
	"cvt.u64.u32 %tx, %tn;\n\t"
	"@%ta atom.global.add.u64 %tg, [$4], %tx;\n\t"
	"@%ta or.b64 %to, %tg, 0x8000000000000000;\n\t"
	"mov.b64 {%tlo, %thi}, %to;\n\t"
	"shfl.sync.idx.b32 %tlo, %tlo, %tf, 31, %tm;\n\t"
	"shfl.sync.idx.b32 %thi, %thi, %tf, 31, %tm;\n\t"
	"mov.b64 %to, {%tlo, %thi};\n\t"
	"setp.lt.s64 %ta, %to, 0;\n\t"
	"@%ta mov.u32 %tL, 1;\n\t"
	"@%ta cvt.u64.u32 %tw, %tr;\n\t"
	"@!%ta mul.wide.u32 %tw, %tr, %tL;\n\t"
	"and.b64 %tg, %to, 0x7FFFFFFFFFFFFFFF;\n\t"
	"add.u64 %tg, %tg, %tw;\n\t"
	"@!%ta sub.u64 %tg, %tg, 64;\n\t"
	"@!%ta shl.b64 %tg, %tg, 7;\n\t"
	"cvt.u64.u32 %tx, $5;\n\t"
	"@!%ta or.b64 %tg, %tg, %tx;\n\t"
	"@!%ta add.u64 %tg, %tg, 12288;\n\t"
	"mov.u64 $0, %tg;\n\tmov.u32 $1, %tL;\n\t}";

/*
 * A loop's count where the thread leaves it: the u64 $1 of each active
 * lane (a loop group's executions in the loop, res - left, or a counter's
 * count) added to the counter at $0, the lanes' sum by redux.sync where
 * each is under 2^26 (32 of them fit 32 bits), lane by lane otherwise.
 */
static const char flush_count[] =
	"{\n\t.reg .b32 %tm, %tl, %tv, %ts;\n\t.reg .pred %tp, %tb;\n\t"
	".reg .b64 %tw;\n\t"
	"activemask.b32 %tm;\n\tsetp.ge.u64 %tb, $1, 0x4000000;\n\t"
	"cvt.u32.u64 %tv, $1;\n\tselp.u32 %tv, 0, %tv, %tb;\n\t"
	"redux.sync.add.u32 %ts, %tv, %tm;\n\t"
	"mov.u32 %tl, %lanemask_lt;\n\tand.b32 %tl, %tl, %tm;\n\t"
	"setp.eq.u32 %tp, %tl, 0;\n\tsetp.ne.and.u32 %tp, %ts, 0, %tp;\n\t"
	"cvt.u64.u32 %tw, %ts;\n\t"
	"@%tp red.global.add.u64 [$0], %tw;\n\t"
	"@%tb red.global.add.u64 [$0], $1;\n\t}";

/* lg2.approx.f32: log2 of a float (-inf at 0). */
static const char lg2_approx[] = "lg2.approx.f32 $0, $1;";

/*
 * Moves the phis and instructions of at's block that come before at into
 * a new block inserted before it, and points every branch to the block at
 * the new one, which is returned without a terminator: the caller
 * branches from it, through blocks of its own, back to at's block (which
 * keeps its successors, so their phis stay right). The moved
 * instructions keep their names and debug locations.
 */
static LLVMBasicBlockRef
split_head(struct gpu_ctx *x, LLVMValueRef at)
{
	LLVMBasicBlockRef bb = LLVMGetInstructionParent(at), h;
	LLVMValueRef fn = LLVMGetBasicBlockParent(bb), i, next, t;

	h = LLVMInsertBasicBlockInContext(x->c, bb, "gprof.head");
	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b;
	     b = LLVMGetNextBasicBlock(b)) {
		if (!(t = LLVMGetBasicBlockTerminator(b)))
			continue;
		for (unsigned k = 0; k < LLVMGetNumSuccessors(t); k++)
			if (LLVMGetSuccessor(t, k) == bb)
				LLVMSetSuccessor(t, k, h);
	}
	LLVMPositionBuilderAtEnd(x->b, h);
	LLVMSetCurrentDebugLocation2(x->b, NULL);
	for (i = LLVMGetFirstInstruction(bb); i != at; i = next) {
		size_t len;
		const char *name = LLVMGetValueName2(i, &len);
		char *copy = xmalloc(len + 1);

		memcpy(copy, name, len);
		copy[len] = 0;
		next = LLVMGetNextInstruction(i);
		LLVMInstructionRemoveFromParent(i);
		LLVMInsertIntoBuilderWithName(x->b, i, copy);
		free(copy);
	}
	return h;
}

/* At the builder: prof_gpu_gap(i, g, b), b an i64. */
static LLVMValueRef
gap_draw(struct gpu_ctx *x, unsigned g, LLVMValueRef i, LLVMValueRef b)
{
	LLVMTypeRef f32 = LLVMFloatTypeInContext(x->c);
	LLVMValueRef u, lu, xx, small, series, d, q, one = LLVMConstReal(f32, 1);

	/* u = (2 m + 1) 2^-24, m the hash's top 23 bits: exact in a float */
	u = LLVMBuildOr(x->b, LLVMBuildLShr(x->b, mix(x, i, g, 1),
			LLVMConstInt(x->i64, 40, 0), ""),
			LLVMConstInt(x->i64, 1, 0), "");
	u = LLVMBuildFMul(x->b, LLVMBuildUIToFP(x->b, u, f32, ""),
			  LLVMConstReal(f32, 0x1p-24), "gprof.u");
	lu = ptx(x, f32, lg2_approx, "=f,f", &u, 1);
	xx = LLVMBuildFDiv(x->b, one, LLVMBuildUIToFP(x->b, LLVMBuildShl(x->b,
			   LLVMConstInt(x->i64, 1, 0), b, ""), f32, ""), "");
	d = LLVMBuildFSub(x->b, one, xx, "");
	small = ptx(x, f32, lg2_approx, "=f,f", &d, 1);
	series = LLVMBuildFMul(x->b, LLVMBuildFMul(x->b,
			       LLVMConstReal(f32, -1.44269504), xx, ""),
			       LLVMBuildFAdd(x->b, one, LLVMBuildFMul(x->b,
				LLVMConstReal(f32, 0.5), xx, ""), ""), "");
	d = LLVMBuildSelect(x->b, LLVMBuildICmp(x->b, LLVMIntULT, b,
			    LLVMConstInt(x->i64, 6, 0), ""), small, series, "");
	q = LLVMBuildFDiv(x->b, lu, d, "");
	return LLVMBuildAdd(x->b, LLVMConstInt(x->i64, 1, 0),
			    LLVMBuildFPToUI(x->b, q, x->i64, ""), "gprof.gap");
}

/* The state of loop group g, whose segment begins at instruction at. */
static struct gpu_loop *
loop_state(struct gpu_ctx *x, unsigned g, LLVMValueRef at)
{
	LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(at));
	struct gpu_loop *l;

	x->loops = xrealloc(x->loops, (x->nloops + 1) * sizeof(*x->loops));
	l = &x->loops[x->nloops++];
	l->loop = loop_of(x, at, &l->fa);
	l->counter = TR_NONE;
	for (unsigned k = 0; k < x->pl->ncounters; k++)
		if (x->group_of[k] == g)
			l->counter = k;
	l->nx = entry_var(x, fn, x->i64, 0, "gprof.nx");
	l->left = entry_var(x, fn, x->i32, 0, "gprof.left");
	l->len = entry_var(x, fn, x->i32, 1, "gprof.len");
	l->gap = entry_var(x, fn, x->i64, 0, "gprof.gap");
	l->bd = entry_var(x, fn, x->i64, 0, "gprof.bd");
	l->res = entry_var(x, fn, x->i64, 0, "gprof.res");
	l->acc = entry_var(x, fn, x->i32, 0, "gprof.acc");
	x->lstate[g] = x->nloops - 1;
	return l;
}

/* At the builder (the group's chunk block): a new chunk for the lanes
   that need one, and the first gap where none was drawn. */
static void
reserve(struct gpu_ctx *x, unsigned g, struct gpu_loop *l, LLVMValueRef shard)
{
	LLVMTypeRef pair[2] = { x->i64, x->i32 };
	LLVMValueRef args[4], r, nx, L, L2, late, gap, b, first;

	args[0] = LLVMBuildLoad2(x->b, x->i32, l->len, "");
	args[1] = shard_address(x, x->index, x->index_ty, x->pl->ngroups, g,
				shard, "gprof.idx");
	args[2] = address(x, x->early, x->early_ty, g);
	args[3] = shard;
	r = ptx(x, LLVMStructTypeInContext(x->c, pair, 2, 0), reserve_chunk,
		"=l,=r,r,l,l,r,~{memory}", args, 4);
	nx = LLVMBuildExtractValue(x->b, r, 0, "gprof.chunk");
	L = LLVMBuildExtractValue(x->b, r, 1, "gprof.chunklen");
	LLVMBuildStore(x->b, nx, l->nx);
	LLVMBuildStore(x->b, L, l->left);
	LLVMBuildStore(x->b, LLVMBuildAdd(x->b, LLVMBuildLoad2(x->b, x->i64,
		       l->res, ""), LLVMBuildZExt(x->b, L, x->i64, ""), ""),
		       l->res);
	/* the next chunk twice as long once past the early numbers */
	L2 = LLVMBuildShl(x->b, L, LLVMConstInt(x->i32, 1, 0), "");
	L2 = LLVMBuildSelect(x->b, LLVMBuildICmp(x->b, LLVMIntUGT, L2,
			     LLVMConstInt(x->i32, PROF_GPU_CHUNK_MAX, 0), ""),
			     LLVMConstInt(x->i32, PROF_GPU_CHUNK_MAX, 0), L2,
			     "");
	late = LLVMBuildICmp(x->b, LLVMIntUGE, nx, LLVMConstInt(x->i64,
			     PROF_GPU_EARLY_BASE, 0), "");
	LLVMBuildStore(x->b, LLVMBuildSelect(x->b, late, L2, args[0], ""),
		       l->len);
	/* the first gap, at the first number */
	gap = LLVMBuildLoad2(x->b, x->i64, l->gap, "");
	first = LLVMBuildICmp(x->b, LLVMIntEQ, gap, LLVMConstInt(x->i64, 0, 0),
			      "");
	period(x, nx, &b);
	LLVMBuildStore(x->b, LLVMBuildSelect(x->b, first, gap_draw(x, g,
		       LLVMBuildNot(x->b, nx, ""), b), gap, ""), l->gap);
	LLVMBuildStore(x->b, LLVMBuildSelect(x->b, first, b,
		       LLVMBuildLoad2(x->b, x->i64, l->bd, ""), ""), l->bd);
}

/* At the builder (the group's candidate block), execution number i a
   candidate: accepted with probability 2^bd / p(i) (prof_gpu_accept:
   acc), and the next gap drawn; bd becomes p(i)'s shift, the period the
   store blocks write. */
static void
candidate(struct gpu_ctx *x, unsigned g, struct gpu_loop *l, LLVMValueRef i)
{
	LLVMValueRef b, mask, acc;

	period(x, i, &b);
	mask = LLVMBuildSub(x->b, LLVMBuildShl(x->b, LLVMConstInt(x->i64, 1, 0),
			    LLVMBuildSub(x->b, b, LLVMBuildLoad2(x->b, x->i64,
					 l->bd, ""), ""), ""),
			    LLVMConstInt(x->i64, 1, 0), "");
	acc = LLVMBuildICmp(x->b, LLVMIntEQ, LLVMBuildAnd(x->b, mix(x, i, g, 0),
			    mask, ""), LLVMConstInt(x->i64, 0, 0), "");
	LLVMBuildStore(x->b, LLVMBuildZExt(x->b, acc, x->i32, "gprof.sampled"),
		       l->acc);
	LLVMBuildStore(x->b, gap_draw(x, g, i, b), l->gap);
	LLVMBuildStore(x->b, b, l->bd);
}

/*
 * Loop group g: its segment's block split where its number is taken
 * (head: is the chunk used up? chunk: reserve; next: take the number,
 * count the gap down; cand: a candidate, its decision in acc).
 */
static void
number_loop(struct gpu_ctx *x, unsigned g)
{
	LLVMValueRef at = past_phis(x->pl->groups[g].start), shard, i, gap;
	LLVMBasicBlockRef bb = LLVMGetInstructionParent(at), head, chunk,
			  next, cand;
	struct gpu_loop *l;

	shard = fn_shard(x, at);
	l = loop_state(x, g, at);
	head = split_head(x, at);
	chunk = LLVMInsertBasicBlockInContext(x->c, bb, "gprof.chunk");
	next = LLVMInsertBasicBlockInContext(x->c, bb, "gprof.next");
	cand = LLVMInsertBasicBlockInContext(x->c, bb, "gprof.cand");

	LLVMPositionBuilderAtEnd(x->b, head);
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntEQ,
			LLVMBuildLoad2(x->b, x->i32, l->left, ""),
			LLVMConstInt(x->i32, 0, 0), ""), chunk, next);
	LLVMPositionBuilderAtEnd(x->b, chunk);
	reserve(x, g, l, shard);
	LLVMBuildBr(x->b, next);

	LLVMPositionBuilderAtEnd(x->b, next);
	i = LLVMBuildLoad2(x->b, x->i64, l->nx, "gprof.number");
	LLVMBuildStore(x->b, LLVMBuildAdd(x->b, i, LLVMConstInt(x->i64,
		       PROF_GPU_SHARDS, 0), ""), l->nx);
	LLVMBuildStore(x->b, LLVMBuildSub(x->b, LLVMBuildLoad2(x->b, x->i32,
		       l->left, ""), LLVMConstInt(x->i32, 1, 0), ""), l->left);
	gap = LLVMBuildSub(x->b, LLVMBuildLoad2(x->b, x->i64, l->gap, ""),
			   LLVMConstInt(x->i64, 1, 0), "");
	LLVMBuildStore(x->b, gap, l->gap);
	LLVMBuildStore(x->b, LLVMConstInt(x->i32, 0, 0), l->acc);
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, gap,
			LLVMConstInt(x->i64, 0, 0), ""), cand, bb);

	LLVMPositionBuilderAtEnd(x->b, cand);
	candidate(x, g, l, i);
	LLVMBuildBr(x->b, bb);
}

/* At the builder: prof_gpu_entry_len(used), used an i64: 1 for 0 or 1,
   else 2^(64 - ctlz(used - 1)), at most CHUNK_MAX. */
static LLVMValueRef
entry_len(struct gpu_ctx *x, LLVMValueRef used)
{
	LLVMValueRef args[2], len;

	args[0] = LLVMBuildSub(x->b, used, LLVMConstInt(x->i64, 1, 0), "");
	args[1] = LLVMConstInt(x->i1, 0, 0);
	len = LLVMBuildShl(x->b, LLVMConstInt(x->i64, 1, 0), LLVMBuildSub(x->b,
			   LLVMConstInt(x->i64, 64, 0), intrinsic(x,
			   "llvm.ctlz", x->i64, args, 2), ""), "");
	len = LLVMBuildSelect(x->b, LLVMBuildICmp(x->b, LLVMIntULE, used,
			      LLVMConstInt(x->i64, 1, 0), ""),
			      LLVMConstInt(x->i64, 1, 0), len, "");
	len = LLVMBuildSelect(x->b, LLVMBuildICmp(x->b, LLVMIntUGT, len,
			      LLVMConstInt(x->i64, PROF_GPU_CHUNK_MAX, 0), ""),
			      LLVMConstInt(x->i64, PROF_GPU_CHUNK_MAX, 0), len,
			      "");
	return LLVMBuildTrunc(x->b, len, x->i32, "gprof.entrylen");
}

/* At the builder: the u64 v of each active lane added to the counter k
   in the shard's copy (flush_count). */
static void
flush_add(struct gpu_ctx *x, unsigned k, LLVMValueRef shard, LLVMValueRef v)
{
	LLVMValueRef args[2];

	args[0] = shard_address(x, x->counters, x->counters_ty,
				x->pl->ncounters, k, shard, "gprof.ctr");
	args[1] = v;
	ptx(x, LLVMVoidTypeInContext(x->c), flush_count, "l,l,~{memory}", args,
	    2);
}

/* At the builder: loop group l's executions in its loop (res - left)
   added to its own counter, the next entry's first chunk as long as the
   numbers they used, the rest of its state back to its entry values (so
   that nothing of the loop stays live past it). */
static void
flush_group(struct gpu_ctx *x, const struct gpu_loop *l, LLVMValueRef shard)
{
	LLVMValueRef used, zero[] = { l->left, l->gap, l->res, l->nx, l->bd,
				      l->acc };

	used = LLVMBuildSub(x->b, LLVMBuildLoad2(x->b, x->i64, l->res, ""),
			    LLVMBuildZExt(x->b, LLVMBuildLoad2(x->b, x->i32,
					  l->left, ""), x->i64, ""),
			    "gprof.runs");
	if (l->counter != TR_NONE)
		flush_add(x, l->counter, shard, used);
	LLVMBuildStore(x->b, entry_len(x, used), l->len);
	for (size_t k = 0; k < sizeof(zero) / sizeof(*zero); k++)
		LLVMBuildStore(x->b, LLVMConstNull(LLVMGetAllocatedType(
			       zero[k])), zero[k]);
}

/*
 * At every flush point of a loop (struct gpu_fa): each of its loop
 * groups flushed (flush_group), each counter on it added and reset. A
 * thread reaches a flush point once each time it leaves the loop (or
 * where it returns from inside), so every execution is added once; past
 * the loop the state is 0 again (a flush point reached from elsewhere
 * adds nothing).
 */
/* Whether loop l of function analysis f holds a loop group or counter. */
static bool
loop_has_state(const struct gpu_ctx *x, unsigned f, unsigned l)
{
	for (unsigned k = 0; k < x->nloops; k++)
		if (x->loops[k].fa == f && x->loops[k].loop == l)
			return true;
	for (unsigned k = 0; k < x->nlcounts; k++)
		if (x->lcounts[k].fa == f && x->lcounts[k].loop == l)
			return true;
	return false;
}

static void
flush_loops(struct gpu_ctx *x)
{
	for (unsigned f = 0; f < x->nfas; f++) {
		const struct gpu_fa *fa = &x->fas[f];

		for (unsigned l = 0; l < fa->lf.nloops; l++) {
			/* a loop with nothing to add costs nothing, not even
			   the function's shard */
			if (!loop_has_state(x, f, l))
				continue;
			for (unsigned p = fa->first[l]; p < fa->first[l + 1];
			     p++) {
				LLVMValueRef shard = fn_shard(x, fa->points[p]);

				LLVMPositionBuilderBefore(x->b, fa->points[p]);
				for (unsigned k = 0; k < x->nloops; k++)
					if (x->loops[k].fa == f &&
					    x->loops[k].loop == l)
						flush_group(x, &x->loops[k],
							    shard);
				for (unsigned k = 0; k < x->nlcounts; k++) {
					const struct gpu_lcount *c =
						&x->lcounts[k];

					if (c->fa != f || c->loop != l)
						continue;
					flush_add(x, c->counter, shard,
						  LLVMBuildLoad2(x->b, x->i64,
								 c->count, ""));
					LLVMBuildStore(x->b, LLVMConstInt(x->i64,
						       0, 0), c->count);
				}
			}
		}
	}
}

/*
 * A site's nops operands, where ok is not 0, into the words at base +
 * off, + 8, + 16 (in its group's store block): one inline PTX
 * statement, one predicate, the offsets immediates of the stores.
 */
static void
store_operands(struct gpu_ctx *x, LLVMValueRef inst, unsigned nops,
	       LLVMValueRef ok, LLVMValueRef base, unsigned off)
{
	char text[512], cons[64];
	LLVMValueRef args[5];
	size_t len;

	args[0] = ok;
	args[1] = base;
	len = (size_t)snprintf(text, sizeof(text), "{\n\t.reg .pred %%tp;\n\t"
			       "setp.ne.u32 %%tp, $0, 0;\n\t");
	snprintf(cons, sizeof(cons), "r,l");
	for (unsigned k = 0; k < nops; k++) {
		args[2 + k] = op_word(x, LLVMGetOperand(inst, k));
		len += (size_t)snprintf(text + len, sizeof(text) - len,
					"@%%tp st.global.u64 [$1+%u], $%u;\n\t",
					off + 8 * k, 2 + k);
		strcat(cons, ",l");
	}
	snprintf(text + len, sizeof(text) - len, "}");
	strcat(cons, ",~{memory}");
	ptx(x, LLVMVoidTypeInContext(x->c), text, cons, args, 2 + nops);
}

/*
 * Outside loops, a group's store blocks take at most this many of its
 * sites each (profile-time.txt section 10: gpu-hotspot's stencil group
 * of 17 sites kept its operands live to one block, 53 registers a
 * thread, the plain kernel 22; in blocks of 4 or 8 sites, 40: 3.01x ->
 * 2.23x or 2.20x; in a loop, blocks of 8 made hotspot3D slower).
 */
#define STORE_SITES 4

/*
 * Sites j0 .. j1 - 1 of group g (the last of them: last) into its slot: the group's block split after last (split_head), and a
 * block of their own, each operand stored predicated on the lane's
 * claim (store_operands; site j's operand k at base + (3 j + k) * 8, as
 * the runtime's words). The first such block claims the slot (claim,
 * with the decision and period of the class's leader h); a later one
 * takes the claim and slot from okv and basev, where the first left them
 * (the same branch enters both). Outside loops the block is entered by
 * the whole warp when any of its lanes samples (the leader's vote,
 * x->any[h]): a branch per lane there cost more than predicated stores
 * after each site (gpu-hotspot 9.2x -> 10.3x), one the same in every
 * lane less (with classes, 10.7x -> 6.7x; with the claim inside and
 * classes by dominance, 3.0x; profile-time.txt sections 6-8). In a loop
 * it is entered by the lanes whose leader accepted this execution (acc,
 * the i32 loaded at the segment's start; shift, the i64 log2 of its
 * period): an execution that is not sampled pays one compare and branch
 * for the group instead of a predicated store per operand (lavaMD's 22
 * sites in one loop: 5.6x the plain kernel -> 3.7x); there the operands
 * stay live until one block, which measured cheaper than more blocks
 * (one every 4 sites: lavaMD 3.6x, hotspot3D 2.3x -> 3.0x; with loop
 * classes, one every 8: lavaMD 2.20x -> 2.22x, hotspot3D 2.19x -> 2.74x)
 * or stores after each site (lavaMD 5.5x).
 */
static void
store_block(struct gpu_ctx *x, unsigned g, LLVMValueRef acc,
	    LLVMValueRef shift, LLVMValueRef last, unsigned j0, unsigned j1,
	    LLVMValueRef okv, LLVMValueRef basev)
{
	const struct prof_plan_group *gr = &x->pl->groups[g];
	LLVMValueRef at = LLVMGetNextInstruction(last), ok, base;
	LLVMBasicBlockRef bb = LLVMGetInstructionParent(at), head, st;
	unsigned h = x->leader[g];

	head = split_head(x, at);
	st = LLVMInsertBasicBlockInContext(x->c, bb, "gprof.store");
	LLVMPositionBuilderAtEnd(x->b, head);
	LLVMBuildCondBr(x->b, x->loop[h] ? LLVMBuildICmp(x->b, LLVMIntNE, acc,
			LLVMConstInt(x->i32, 0, 0), "") : x->any[h], st, bb);
	LLVMPositionBuilderAtEnd(x->b, st);
	if (j0 > 0) {
		ok = LLVMBuildLoad2(x->b, x->i32, okv, "gprof.claimed");
		base = LLVMBuildLoad2(x->b, x->i64, basev, "gprof.slotbase");
	} else {
		ok = x->loop[h] ? claim(x, g, acc, LLVMBuildShl(x->b,
				  LLVMConstInt(x->i64, 1, 0), shift,
				  "gprof.period"), &base) :
		     claim(x, g, x->sampled[h], x->period[h], &base);
		if (okv) {
			LLVMBuildStore(x->b, ok, okv);
			LLVMBuildStore(x->b, base, basev);
		}
	}
	for (unsigned j = j0; j < j1; j++) {
		const struct prof_plan_value *v = &x->pl->values[gr->first + j];

		store_operands(x, v->inst, prof_vop_nops(PROF_VINFO_OP(v->info)),
			       ok, base, j * 3 * 8);
	}
	LLVMBuildBr(x->b, bb);
}

/* Group g's sites' operands into a slot of its own: one store block in a
   loop, one every STORE_SITES sites outside (store_block). */
static void
store_sites(struct gpu_ctx *x, unsigned g, LLVMValueRef acc,
	    LLVMValueRef shift)
{
	const struct prof_plan_group *gr = &x->pl->groups[g];
	unsigned step = x->loop[x->leader[g]] ? gr->n : STORE_SITES;
	LLVMValueRef okv = NULL, basev = NULL;

	if (gr->n > step) {
		LLVMValueRef fn = LLVMGetBasicBlockParent(
				  LLVMGetInstructionParent(gr->start));

		okv = entry_var(x, fn, x->i32, 0, "gprof.claim");
		basev = entry_var(x, fn, x->i64, 0, "gprof.base");
	}
	/* the sites are in block order (sample) */
	for (unsigned j0 = 0; j0 < gr->n; j0 += step) {
		unsigned j1 = j0 + step < gr->n ? j0 + step : gr->n;

		store_block(x, g, acc, shift,
			    x->pl->values[gr->first + j1 - 1].inst, j0, j1,
			    okv, basev);
	}
}

/*
 * The classes of the groups (prof_protocol.h, "Classes"): group g joins
 * the first earlier leader h of its function whose segment runs whenever
 * g's does: h's block dominates g's (the same block, h first, included)
 * and both have the same innermost loop (or none), so that each
 * execution of g follows one execution of h in the same call, or in the
 * same iteration of that loop (every cycle of the loop through g's block
 * passes its header, which h's block lies between and g's). g then takes
 * h's execution number and sampling decision (outside loops one
 * returning atomic and one hash for the class instead of one each:
 * gpu-hotspot's kernel has 26 numbered segments a thread, one class; in
 * a loop one thread's state, chunk and gap instead of one each: lavaMD's
 * inner loop has four groups, one class) and claims a slot of its own
 * where h samples. Every execution of g is still sampled with
 * probability 1/p of its number and weighed p; a g that runs in a
 * fraction f of h's executions (a branch on the thread's index or on a
 * value) gets about f times the samples its own numbering would give it.
 */
static void
classes(struct gpu_ctx *x)
{
	for (unsigned g = 0; g < x->pl->ngroups; g++) {
		LLVMBasicBlockRef bg = LLVMGetInstructionParent(
				       x->pl->groups[g].start);
		unsigned fa = fn_loops(x, LLVMGetBasicBlockParent(bg)), b;
		const struct gpu_fa *f;

		x->leader[g] = g;
		if (fa == TR_NONE)
			continue;
		f = &x->fas[fa];
		b = cfg_block_of(&f->cfg, bg);
		for (unsigned h = 0; h < g && b != TR_NONE; h++) {
			LLVMBasicBlockRef bh = LLVMGetInstructionParent(
					       x->pl->groups[h].start);
			unsigned c;

			if (x->leader[h] != h || x->loop[h] != x->loop[g] ||
			    LLVMGetBasicBlockParent(bh) !=
			    LLVMGetBasicBlockParent(bg) ||
			    (c = cfg_block_of(&f->cfg, bh)) == TR_NONE ||
			    f->lf.innermost[c] != f->lf.innermost[b])
				continue;
			if (c == b ? before_in_block(x->pl->groups[h].start,
						     x->pl->groups[g].start) :
			    dom_dominates(&f->dom, c, b)) {
				x->leader[g] = h;
				break;
			}
		}
	}
}

/*
 * Group g: the decision where its execution number is known (its
 * counter's increment, a number of its own at the segment's start, in
 * the shard's copy of INDEX, or a loop group's next number), or its
 * class leader's, then its sites' operands into its slot (store_sites).
 */
static int
sample(struct gpu_ctx *x, unsigned g)
{
	const struct prof_plan_group *gr = &x->pl->groups[g];
	LLVMValueRef at, acc = NULL, shift = NULL, shard, last = NULL, anchor;
	unsigned h = x->leader[g];

	if (x->loop[g]) {
		/* the leader's acceptance and period shift, loaded where the
		   segment's block resumes (the leader's number is taken
		   there, or was in the same iteration: classes) */
		const struct gpu_loop *l;

		if (h == g)
			number_loop(x, g);
		if (x->lstate[h] == TR_NONE)
			return tr_error("group %u of '%s' is numbered by group "
					"%u, which is not done (a trident bug)",
					g, x->m->path, h);
		l = &x->loops[x->lstate[h]];
		LLVMPositionBuilderBefore(x->b, past_phis(gr->start));
		acc = LLVMBuildLoad2(x->b, x->i32, l->acc, "gprof.acc");
		shift = LLVMBuildLoad2(x->b, x->i64, l->bd, "gprof.shift");
		anchor = acc;
	} else if (h != g) {
		/* its leader's number and decision, its own slot (claimed in
		   its store block) */
		if (!x->sampled[h])
			return tr_error("group %u of '%s' is numbered by group "
					"%u, which is not done (a trident bug)",
					g, x->m->path, h);
		anchor = gr->start;
	} else {
		if (!x->number[g]) {
			at = past_phis(gr->start);
			shard = fn_shard(x, at);
			LLVMPositionBuilderBefore(x->b, at);
			x->number[g] = number(x, g, shard_address(x, x->index,
					x->index_ty, x->pl->ngroups, g, shard,
					"gprof.idx"), shard);
		}
		anchor = x->number[g];
		LLVMPositionBuilder(x->b, LLVMGetInstructionParent(anchor),
				    LLVMGetNextInstruction(anchor));
		sample_decision(x, g, anchor, &x->sampled[g], &x->period[g],
				&x->any[g]);
		anchor = x->any[g];
	}
	for (unsigned j = 0; j < gr->n; j++) {
		const struct prof_plan_value *v = &x->pl->values[gr->first + j];

		/* plan.c's groups are straight runs after their start (a
		   member's anchor is its start, which may be a site) */
		if (LLVMGetInstructionParent(v->inst) !=
		    LLVMGetInstructionParent(anchor) ||
		    (v->inst != gr->start && !before_in_block(anchor, v->inst)) ||
		    !LLVMGetNextInstruction(v->inst))
			return tr_error("value site %u of '%s' is not after its "
					"group's start (a trident bug)", v->id,
					x->m->path);
		/* in block order (store_sites' blocks follow them) */
		if (last && !before_in_block(last, v->inst))
			return tr_error("value site %u of '%s' is out of its "
					"group's order (a trident bug)", v->id,
					x->m->path);
		last = v->inst;
	}
	if (last)
		store_sites(x, g, acc, shift);
	return 0;
}

int
prof_gpu_instrument(struct ir_module *m, const struct prof_plan *pl)
{
	struct gpu_ctx x = { .m = m, .pl = pl, .c = m->ctx };
	const char *triple = LLVMGetTarget(m->mod);
	LLVMPassBuilderOptionsRef opts = NULL;
	LLVMErrorRef err;
	int rc = -1;

	if (!triple || strncmp(triple, "nvptx", 5) != 0)
		return tr_error("'%s' is not a device module (triple '%s', "
				"expected nvptx64)", m->path,
				triple ? triple : "");
	if (LLVMGetNamedGlobal(m->mod, PROF_GPU_SYM_COUNTERS))
		return tr_error("'%s' is already instrumented for profiling",
				m->path);
	x.b = LLVMCreateBuilderInContext(x.c);
	x.i1 = LLVMInt1TypeInContext(x.c);
	x.i32 = LLVMInt32TypeInContext(x.c);
	x.i64 = LLVMInt64TypeInContext(x.c);
	x.k_convergent = LLVMGetEnumAttributeKindForName("convergent", 10);
	x.counters = device_array(&x, PROF_GPU_SYM_COUNTERS, x.i64,
				  sharded_words(pl->ncounters),
				  &x.counters_ty);
	x.index = device_array(&x, PROF_GPU_SYM_INDEX, x.i64,
			       sharded_words(pl->ngroups), &x.index_ty);
	x.early = device_array(&x, PROF_GPU_SYM_EARLY, x.i64, pl->ngroups,
			       &x.early_ty);
	x.slots = device_array(&x, PROF_GPU_SYM_SLOTS, x.i32, pl->ngroups,
			       &x.slots_ty);
	x.weights = device_array(&x, PROF_GPU_SYM_WEIGHTS, x.i64,
				 (size_t)pl->ngroups * PROF_GPU_CAP,
				 &x.weights_ty);
	x.samples = device_array(&x, PROF_GPU_SYM_SAMPLES, x.i64,
				 (size_t)pl->nvalues * PROF_GPU_CAP * 3,
				 &x.samples_ty);
	x.group_of = xmalloc((pl->ncounters + 1) * sizeof(*x.group_of));
	x.number = xcalloc(pl->ngroups + 1, sizeof(*x.number));
	x.leader = xcalloc(pl->ngroups + 1, sizeof(*x.leader));
	x.lstate = xmalloc((pl->ngroups + 1) * sizeof(*x.lstate));
	for (unsigned g = 0; g <= pl->ngroups; g++)
		x.lstate[g] = TR_NONE;
	x.sampled = xcalloc(pl->ngroups + 1, sizeof(*x.sampled));
	x.period = xcalloc(pl->ngroups + 1, sizeof(*x.period));
	x.any = xcalloc(pl->ngroups + 1, sizeof(*x.any));
	x.loop = xcalloc(pl->ngroups + 1, sizeof(*x.loop));
	/* every function's loops before any block is split */
	for (unsigned k = 0; k < pl->ncounters; k++) {
		unsigned fa;

		if (!pl->sites[k].nterms &&
		    (loop_of(&x, pl->sites[k].before, &fa), fa == TR_NONE))
			goto out;
	}
	for (unsigned g = 0; g < pl->ngroups; g++) {
		unsigned fa;

		x.loop[g] = loop_of(&x, pl->groups[g].start, &fa) != TR_NONE;
		if (fa == TR_NONE)
			goto out;
	}
	classes(&x);
	for (unsigned k = 0; k < pl->ncounters; k++)
		x.group_of[k] = TR_NONE;
	for (unsigned g = 0; g < pl->ngroups; g++) {
		unsigned k = pl->groups[g].counter;

		/* Numbered by its own counter when that is incremented at
		   the segment's start (a leader's: the others of its class
		   take its number, and their counters count with inc_all). */
		if (x.leader[g] == g && k < pl->ncounters &&
		    !pl->sites[k].nterms &&
		    !pl->sites[k].cond &&
		    pl->sites[k].before == past_phis(pl->groups[g].start))
			x.group_of[k] = g;
	}
	for (unsigned k = 0; k < pl->ncounters; k++)
		if (!pl->sites[k].nterms)
			count(&x, k);
	for (unsigned g = 0; g < pl->ngroups; g++)
		if (sample(&x, g))
			goto out;
	flush_loops(&x);
	/* the loop groups' state from allocas to registers */
	opts = LLVMCreatePassBuilderOptions();
	if ((err = LLVMRunPasses(m->mod, "function(mem2reg)", NULL, opts))) {
		char *msg = LLVMGetErrorMessage(err);

		tr_error("mem2reg on '%s': %s", m->path, msg);
		LLVMDisposeErrorMessage(msg);
		goto out;
	}
	rc = ir_module_verify_changed(m, "the device profile");
out:
	if (opts)
		LLVMDisposePassBuilderOptions(opts);
	LLVMDisposeBuilder(x.b);
	free(x.group_of);
	free(x.number);
	free(x.leader);
	free(x.lstate);
	free(x.sampled);
	free(x.period);
	free(x.any);
	for (unsigned f = 0; f < x.nfas; f++) {
		loop_release(&x.fas[f].lf);
		dom_release(&x.fas[f].dom);
		cfg_release(&x.fas[f].cfg);
		free(x.fas[f].first);
		free(x.fas[f].points);
	}
	free(x.fas);
	free(x.loop);
	free(x.loops);
	free(x.lcounts);
	free(x.fns);
	return rc;
}

/* "c K", "s K" or "-": the sampled statistics record of value site v. */
static void
stat_ref(const struct prof_plan *pl, unsigned id, char *buf, size_t n)
{
	for (unsigned k = 0; k < pl->ncompares; k++)
		if (pl->compares[k].id == id && pl->compares[k].sampled) {
			snprintf(buf, n, "c %u", k);
			return;
		}
	for (unsigned k = 0; k < pl->nshifts; k++)
		if (pl->shifts[k].id == id && pl->shifts[k].sampled) {
			snprintf(buf, n, "s %u", k);
			return;
		}
	snprintf(buf, n, "-");
}

int
prof_gpu_table_write(const struct prof_plan *pl, const char *path)
{
	FILE *f = fopen(path, "w");
	char st[32];

	if (!f)
		return tr_error("cannot write '%s'", path);
	fprintf(f, "%s\nhash %s\ncap %u\nshards %u\n"
		"sizes %u %u %u %u %u %u %u\n",
		PROF_GPU_TABLE_MAGIC, pl->hash, PROF_GPU_CAP, PROF_GPU_SHARDS,
		pl->ncounters, pl->nvalues, pl->ncompares, pl->nshifts,
		pl->nmargins, pl->ngroups, pl->noutmags);
	for (unsigned g = 0; g < pl->ngroups; g++)
		fprintf(f, "G %u %u\n", pl->groups[g].first, pl->groups[g].n);
	for (unsigned v = 0; v < pl->nvalues; v++) {
		stat_ref(pl, pl->values[v].id, st, sizeof(st));
		if (pl->values[v].margin == TR_NONE)
			fprintf(f, "V %llx %s -\n",
				(unsigned long long)pl->values[v].info, st);
		else
			fprintf(f, "V %llx %s %u\n",
				(unsigned long long)pl->values[v].info, st,
				pl->values[v].margin);
	}
	for (unsigned k = 0; k < pl->ncompares; k++)
		fprintf(f, "C %llx\n", (unsigned long long)pl->compares[k].info);
	for (unsigned k = 0; k < pl->nshifts; k++)
		fprintf(f, "S %llx\n", (unsigned long long)pl->shifts[k].info);
	for (unsigned k = 0; k < pl->nkernels; k++) {
		const struct prof_plan_kernel *kn = &pl->kernels[k];

		fprintf(f, "K %s %u %llx\n", strlen(kn->name) < PROF_GPU_NAME_MAX ?
			kn->name : "-", kn->nparams,
			(unsigned long long)kn->pointers);
	}
	if (fclose(f))
		return tr_error("cannot write '%s'", path);
	return 0;
}

char *
prof_gpu_header(const struct prof_plan *pl)
{
	char *s = NULL;

	if (asprintf(&s,
		"/* generated by trident gpu-profile: the device profile's\n"
		"   arrays (profiler/prof_protocol.h), declared so that every\n"
		"   CUDA source registers them */\n"
		"extern \"C\" {\n"
		"__attribute__((device)) unsigned long long %s[%llu];\n"
		"__attribute__((device)) unsigned long long %s[%llu];\n"
		"__attribute__((device)) unsigned int %s[%u];\n"
		"__attribute__((device)) unsigned long long %s[%llu];\n"
		"__attribute__((device)) unsigned long long %s[%llu];\n"
		"}\n",
		PROF_GPU_SYM_COUNTERS, sharded_words(pl->ncounters),
		PROF_GPU_SYM_INDEX, sharded_words(pl->ngroups),
		PROF_GPU_SYM_SLOTS, pl->ngroups ? pl->ngroups : 1,
		PROF_GPU_SYM_WEIGHTS,
		pl->ngroups ? (unsigned long long)pl->ngroups * PROF_GPU_CAP : 1,
		PROF_GPU_SYM_SAMPLES,
		pl->nvalues ? (unsigned long long)pl->nvalues * PROF_GPU_CAP * 3
			    : 1) < 0)
		abort();
	return s;
}
