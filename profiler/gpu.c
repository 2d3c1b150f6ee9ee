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

#include "internal.h"

/* The global address space of NVPTX. */
#define AS_GLOBAL 1

/* A function and its shard, which its entry block computes. */
struct gpu_fn {
	LLVMValueRef fn;
	LLVMValueRef shard;	/* i32, < PROF_GPU_SHARDS */
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
	struct gpu_fn *fns;	/* [nfns]: the functions instrumented so far */
	unsigned nfns;
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
	       PROF_GPU_EARLY_BASE == 12288, "inc_number's constants");

/* $0 = CAP, or where $1 is not 0, the slot claimed at the u32 at $2. */
static const char claim_slot[] =
	"{\n\t.reg .pred %tp;\n\tsetp.ne.u32 %tp, $1, 0;\n\t"
	"mov.u32 $0, " "1024" ";\n\t"
	"@%tp atom.global.add.u32 $0, [$2], 1;\n\t}";

/* Where $0 is not 0, store the u64 $2 at $1. */
static const char store_if[] =
	"{\n\t.reg .pred %tp;\n\tsetp.ne.u32 %tp, $0, 0;\n\t"
	"@%tp st.global.u64 [$1], $2;\n\t}";

_Static_assert(PROF_GPU_CAP == 1024, "claim_slot's constant");

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

/* Count counter k of the plan where the plan says, in the copy of the
   running warp's shard. */
static void
count(struct gpu_ctx *x, unsigned k)
{
	const struct prof_site *s = &x->pl->sites[k];
	LLVMValueRef args[2], cond, shard;

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

/* The first instruction at or after i that is not a phi. */
static LLVMValueRef
past_phis(LLVMValueRef i)
{
	while (i && LLVMIsAPHINode(i))
		i = LLVMGetNextInstruction(i);
	return i;
}

/*
 * Group g at the builder, given its execution's number i in the run
 * (prof_gpu_number): whether it is sampled (the schedule of
 * prof_protocol.h), the slot it claims (CAP when none), the period it
 * stands for written there.
 * Returns the i32 "write" flag (sampled and within CAP) and sets *base to
 * the address of the slot's first operand word.
 */
static LLVMValueRef
sample_decision(struct gpu_ctx *x, unsigned g, LLVMValueRef i,
		LLVMValueRef *base)
{
	const struct prof_plan_group *gr = &x->pl->groups[g];
	LLVMValueRef v, lz, b, p, h, sampled, args[3], slot, ok, w, off;
	LLVMValueRef ctlz_args[2];

	/* b = floor(log2(i / BURST + 1)), p = 2^b (prof_gpu_shift) */
	v = LLVMBuildAdd(x->b, LLVMBuildUDiv(x->b, i,
			LLVMConstInt(x->i64, PROF_GPU_BURST, 0), ""),
			 LLVMConstInt(x->i64, 1, 0), "");
	ctlz_args[0] = v;
	ctlz_args[1] = LLVMConstInt(x->i1, 0, 0);
	lz = intrinsic(x, "llvm.ctlz", x->i64, ctlz_args, 2);
	b = LLVMBuildSub(x->b, LLVMConstInt(x->i64, 63, 0), lz, "gprof.shift");
	p = LLVMBuildShl(x->b, LLVMConstInt(x->i64, 1, 0), b, "gprof.period");
	/* sampled: hash(i, g) mod p == 0 (prof_gpu_sampled) */
	h = LLVMBuildXor(x->b, i, LLVMConstInt(x->i64,
			 (uint64_t)(g + 1) * PROF_GPU_HASH_GROUP, 0), "");
	h = LLVMBuildMul(x->b, h, LLVMConstInt(x->i64, PROF_GPU_HASH_MUL, 0),
			 "");
	h = LLVMBuildXor(x->b, h, LLVMBuildLShr(x->b, h,
			 LLVMConstInt(x->i64, 31, 0), ""), "");
	h = LLVMBuildAnd(x->b, h, LLVMBuildSub(x->b, p,
			 LLVMConstInt(x->i64, 1, 0), ""), "");
	sampled = LLVMBuildZExt(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, h,
			LLVMConstInt(x->i64, 0, 0), ""), x->i32,
				"gprof.sampled");
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

static LLVMValueRef op_word(struct gpu_ctx *x, LLVMValueRef v);

/*
 * A site's nops operands, where ok is not 0, into the words at base +
 * off, + 8, + 16: one inline PTX statement, one predicate, the offsets
 * immediates of the stores (a thread that does not sample pays one setp
 * and nops predicated-off stores).
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
 * Group g: the decision where its execution number is known (its
 * counter's increment, or a number of its own at the segment's start,
 * in the shard's copy of INDEX), then each site's operands, right after
 * the site, into the slot.
 */
static int
sample(struct gpu_ctx *x, unsigned g)
{
	const struct prof_plan_group *gr = &x->pl->groups[g];
	LLVMValueRef at, ok, base, shard;

	if (!x->number[g]) {
		at = past_phis(gr->start);
		shard = fn_shard(x, at);
		LLVMPositionBuilderBefore(x->b, at);
		x->number[g] = number(x, g, shard_address(x, x->index,
				x->index_ty, x->pl->ngroups, g, shard,
				"gprof.idx"), shard);
	}
	LLVMPositionBuilder(x->b, LLVMGetInstructionParent(x->number[g]),
			    LLVMGetNextInstruction(x->number[g]));
	ok = sample_decision(x, g, x->number[g], &base);
	for (unsigned j = 0; j < gr->n; j++) {
		const struct prof_plan_value *v = &x->pl->values[gr->first + j];
		unsigned nops = prof_vop_nops(PROF_VINFO_OP(v->info));
		LLVMValueRef next = LLVMGetNextInstruction(v->inst);

		/* plan.c's groups are straight runs after their start. */
		if (LLVMGetInstructionParent(v->inst) !=
		    LLVMGetInstructionParent(x->number[g]) ||
		    !before_in_block(x->number[g], v->inst) || !next)
			return tr_error("value site %u of '%s' is not after its "
					"group's start (a trident bug)", v->id,
					x->m->path);
		LLVMPositionBuilderBefore(x->b, next);
		store_operands(x, v->inst, nops, ok, base, j * 3 * 8);
	}
	return 0;
}

int
prof_gpu_instrument(struct ir_module *m, const struct prof_plan *pl)
{
	struct gpu_ctx x = { .m = m, .pl = pl, .c = m->ctx };
	const char *triple = LLVMGetTarget(m->mod);
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
	for (unsigned k = 0; k < pl->ncounters; k++)
		x.group_of[k] = TR_NONE;
	for (unsigned g = 0; g < pl->ngroups; g++) {
		unsigned k = pl->groups[g].counter;

		/* Numbered by its own counter when that is incremented at
		   the segment's start. */
		if (k < pl->ncounters && !pl->sites[k].nterms &&
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

	rc = ir_module_verify_changed(m, "the device profile");
out:
	LLVMDisposeBuilder(x.b);
	free(x.group_of);
	free(x.number);
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
