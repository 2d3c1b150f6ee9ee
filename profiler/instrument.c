/*
 * instrument.c: the profiling instrumentation, applied to a module as its
 * plan (plan.c) describes.
 *
 * The module gets one internal array of 64-bit counters and, at each of
 * the plan's sites, one increment of its counter: a load, an add and a
 * store of a constant address (no call), or, when the program runs
 * threads, one `atomicrmw add ... monotonic`, which keeps every count
 * exact without ordering anything else. The increment is 1 for a segment
 * counter, zext(cond) for the true side of a br, and zext(cond == value)
 * for a case of a switch.
 *
 * The program never addresses the counters, so its own loads, stores and
 * memory intrinsics are declared not to alias them (their !noalias lists
 * get the counters' scope, which the increments carry in !alias.scope).
 * Without that, the optimizer must assume that every counter store may
 * change the program's memory, and keeps fewer of its values in registers
 * (bfs: 1.35-1.45x native without, 1.19-1.31x with).
 *
 * The store of an increment is volatile, so that no counter lives in a
 * register across a loop: a signal handler reads the counters from memory,
 * and a crash inside a loop must not lose the loop's counts. That is most
 * of the cost (plain stores: bfs 1.03-1.09x, hotspot 1.05x; volatile:
 * 1.19-1.31x and 1.34-1.42x; docs/benchmarks.md), and it makes a crashed
 * run's counts exact up to the block it died in. Atomic increments are
 * never kept in registers either.
 *
 * Then, in full mode, every memory site of the plan gets a call just
 * before it (prof_protocol.h): address, store size from the data layout,
 * id. A plain load or store of one granule, or of an aligned pair of
 * granules, calls a fast path (fast_path below), which counts without a
 * further call when it can and calls the runtime's hook otherwise; it is
 * inlined at the PROF_INLINE_SITES sites in the deepest loops and called
 * at the others (inline_sites); other sites call the hooks. The C
 * library's formatting and string
 * calls (issue 14) get their hooks around them: the format's strings
 * just before (the call's own variadic arguments, or its va_list, which
 * the call has not read yet), and what the call wrote just after, from
 * its operands and result. values.c then adds the value
 * profiles (exact compare and shift statistics, sampled value
 * sensitivities), whose sampled copies of the code carry those calls too.
 * The hooks and the fast paths share the memory records and the shadow,
 * so the hooks declare no narrower memory effects than any memory; their
 * pointer arguments are readnone (the string hook's readonly), and the
 * fast paths' own accesses carry the counters' scope, which the program's
 * accesses do not alias, so the optimizer may still keep the program's
 * values in registers across the fast path. Finally the descriptor PROF_SYM_DESC (prof_protocol.h) tells the
 * runtime where the counters and the value records are, which module
 * they belong to, whether the memory profile is on and the largest id.
 */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>

#include "internal.h"

/*
 * The most loads and stores whose fast path is inlined (inline_sites):
 * each costs some forty instructions to generate code for.
 */
#define PROF_INLINE_SITES 32


/* The scope of the counters, in a domain of its own. */
static void
make_scopes(struct prof_ictx *x)
{
	LLVMMetadataRef domain, ops[2];

	ops[0] = LLVMMDStringInContext2(x->c, "trident.prof.domain", 19);
	domain = LLVMMDNodeInContext2(x->c, ops, 1);
	ops[0] = LLVMMDStringInContext2(x->c, "trident.prof.counters", 21);
	ops[1] = domain;
	x->scope = LLVMMDNodeInContext2(x->c, ops, 2);
	x->scopes = LLVMMetadataAsValue(x->c,
					LLVMMDNodeInContext2(x->c, &x->scope, 1));
	x->k_scope = LLVMGetMDKindIDInContext(x->c, "alias.scope", 11);
	x->k_noalias = LLVMGetMDKindIDInContext(x->c, "noalias", 7);
}

static bool
touches_memory(LLVMValueRef i)
{
	LLVMValueRef callee;

	if (LLVMIsALoadInst(i) || LLVMIsAStoreInst(i) ||
	    LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i))
		return true;
	/* Intrinsics (memcpy, memset, ...): calls to functions may well
	   update counters, since the callee is instrumented too. */
	if (!LLVMIsACallInst(i))
		return false;
	callee = LLVMGetCalledValue(i);
	return callee && LLVMIsAFunction(callee) && LLVMGetIntrinsicID(callee);
}

/*
 * Add the counters' scope to i's !noalias list, keeping the scopes the
 * program's own optimization put there (restrict, inlining).
 */
static void
mark_program_access(struct prof_ictx *x, LLVMValueRef i)
{
	LLVMValueRef old = LLVMGetMetadata(i, x->k_noalias);
	LLVMValueRef *vals;
	LLVMMetadataRef *ops;
	unsigned n;

	if (!old) {
		LLVMSetMetadata(i, x->k_noalias, x->scopes);
		return;
	}
	n = LLVMGetMDNodeNumOperands(old);
	vals = xmalloc((n + 1) * sizeof(*vals));
	ops = xmalloc((n + 1) * sizeof(*ops));
	LLVMGetMDNodeOperands(old, vals);
	for (unsigned k = 0; k < n; k++)
		ops[k] = LLVMValueAsMetadata(vals[k]);
	ops[n] = x->scope;
	LLVMSetMetadata(i, x->k_noalias,
			LLVMMetadataAsValue(x->c,
				LLVMMDNodeInContext2(x->c, ops, n + 1)));
	free(ops);
	free(vals);
}

/* counters[k] += inc, before the site's instruction. */
static void
increment(struct prof_ictx *x, unsigned k)
{
	const struct prof_site *s = &x->pl->sites[k];
	LLVMValueRef idx[2], slot, inc, v;

	LLVMPositionBuilderBefore(x->b, s->before);
	idx[0] = LLVMConstInt(x->i64, 0, 0);
	idx[1] = LLVMConstInt(x->i64, k, 0);
	slot = LLVMConstInBoundsGEP2(x->arr, x->counters, idx, 2);
	if (!s->cond)
		inc = LLVMConstInt(x->i64, 1, 0);
	else if (!s->value)
		inc = LLVMBuildZExt(x->b, s->cond, x->i64, "prof.taken");
	else
		inc = LLVMBuildZExt(x->b,
			LLVMBuildICmp(x->b, LLVMIntEQ, s->cond, s->value,
				      "prof.case"), x->i64, "prof.taken");
	if (x->pl->atomic) {
		v = LLVMBuildAtomicRMW(x->b, LLVMAtomicRMWBinOpAdd, slot, inc,
				       LLVMAtomicOrderingMonotonic, 0);
		if (!s->cond)
			x->count_now[k] = LLVMBuildAdd(x->b, v, inc, "prof.n1");
		return;
	}
	v = LLVMBuildLoad2(x->b, x->i64, slot, "prof.n");
	LLVMSetAlignment(v, 8);
	LLVMSetMetadata(v, x->k_scope, x->scopes);
	inc = LLVMBuildAdd(x->b, v, inc, "prof.n1");
	if (!s->cond)
		x->count_now[k] = inc;
	v = LLVMBuildStore(x->b, inc, slot);
	LLVMSetAlignment(v, 8);
	LLVMSetVolatile(v, 1);
	LLVMSetMetadata(v, x->k_scope, x->scopes);
}

/*
 * The memory hooks
 */

/*
 * What a site's size and alignment promise about the granules it covers.
 * An access of the program that breaks its alignment (undefined
 * behaviour) is counted on the granules its alignment promised.
 */
enum fast_shape {
	FAST_ANY,	/* any other: the runtime's hook */
	FAST_ONE,	/* one: 1, 2 or 4 bytes aligned to their size */
	FAST_TWO,	/* an 8-aligned pair: 8 bytes aligned to 8 */
	FAST_NSHAPES
};

struct mem_hooks {
	LLVMTypeRef tload, tcopy, tfill, tstring, tformat, tvformat, tlibc;
	LLVMValueRef load, store, copy, fill, string, format, vformat, libc;
	/* The inline fast paths of plain loads and stores (same type as
	   load), per shape, and what they use: the records and the shadow's
	   first level. */
	LLVMValueRef fast_load[FAST_NSHAPES], fast_store[FAST_NSHAPES], recs,
		     l1;
};

static void
add_attr(struct prof_ictx *x, LLVMValueRef f, unsigned idx, const char *name)
{
	LLVMAddAttributeAtIndex(f, idx, LLVMCreateEnumAttribute(x->c,
		LLVMGetEnumAttributeKindForName(name, strlen(name)), 0));
}

/*
 * A runtime hook: nounwind, willreturn, nosync. It reads and writes the
 * memory records and the shadow, which the inline fast paths access too,
 * so it declares no narrower memory effects; its pointer arguments are
 * nocapture, and readnone (the string hook's: readonly), so that the
 * program's memory they point to stays known across the call.
 */
static LLVMValueRef
hook(struct prof_ictx *x, const char *name, LLVMTypeRef ty, bool reads_arg)
{
	static const char *const attrs[] = { "nounwind", "willreturn",
					     "nosync" };
	LLVMValueRef f = LLVMAddFunction(x->m->mod, name, ty);
	unsigned n = LLVMCountParamTypes(ty);
	LLVMTypeRef *params = xmalloc(n * sizeof(*params));

	for (unsigned a = 0; a < 3; a++)
		add_attr(x, f, LLVMAttributeFunctionIndex, attrs[a]);
	LLVMGetParamTypes(ty, params);
	for (unsigned k = 0; k < n; k++) {
		if (params[k] != x->ptr)
			continue;
		add_attr(x, f, k + 1, "nocapture");
		add_attr(x, f, k + 1, reads_arg ? "readonly" : "readnone");
	}
	free(params);
	return f;
}

/* A load of type ty from ptr, of the profile's own memory. */
static LLVMValueRef
own_load(struct prof_ictx *x, LLVMTypeRef ty, LLVMValueRef ptr)
{
	LLVMValueRef v = LLVMBuildLoad2(x->b, ty, ptr, "");

	prof_mark_access(x, v);
	return v;
}

static void
own_store(struct prof_ictx *x, LLVMValueRef v, LLVMValueRef ptr)
{
	prof_mark_access(x, LLVMBuildStore(x->b, v, ptr));
}

/* &base[off] in bytes. */
static LLVMValueRef
byte_at(struct prof_ictx *x, LLVMValueRef base, LLVMValueRef off)
{
	return LLVMBuildInBoundsGEP2(x->b, x->i8, base, &off, 1, "");
}

static LLVMValueRef
field(struct prof_ictx *x, LLVMValueRef rec, unsigned off)
{
	return byte_at(x, rec, LLVMConstInt(x->i64, off, 0));
}

/* *p += v for a 64-bit word of the profile. */
static void
own_add(struct prof_ictx *x, LLVMValueRef p, LLVMValueRef v)
{
	own_store(x, LLVMBuildAdd(x->b, own_load(x, x->i64, p), v, ""), p);
}

/* The memory record of id (i32; a constant folds to a constant address). */
static LLVMValueRef
record(struct prof_ictx *x, const struct mem_hooks *h, LLVMValueRef id)
{
	return byte_at(x, h->recs, LLVMBuildMul(x->b,
		LLVMBuildZExt(x->b, id, x->i64, ""),
		LLVMConstInt(x->i64, PROF_MREC_BYTES, 0), ""));
}

/*
 * reads += n (i64) in the record of the store that shadow word w (i32,
 * with or without the read bit) names.
 */
static void
add_reads(struct prof_ictx *x, const struct mem_hooks *h, LLVMValueRef w,
	  LLVMValueRef n)
{
	LLVMValueRef sid = LLVMBuildAnd(x->b, w,
		LLVMConstInt(x->i32, PROF_MEM_ID_MASK, 0), "");

	own_add(x, field(x, record(x, h, sid), PROF_MREC_READS), n);
}

/*
 * The fast path of a plain load (store false) or store of shape FAST_ONE or
 * FAST_TWO (two false or true), as prof_protocol.h describes it: an
 * internal function void (ptr p, i64 size, i32 id, i64 now) that the
 * optimizer inlines at every site (alwaysinline), where the size and the
 * id are constants and now the site's count, and that calls the hook slow
 * when the runtime has more to do than count: an address sample is due,
 * the store's chunk is not mapped yet, or the load reads another store
 * than the pair its way holds.
 *
 * The access's granules' shadow words are one aligned integer (32 or 64
 * bits: the type wt), read and written at once, without run-time range
 * checks. The first level is indexed modulo its size: an address outside
 * the user space (which the program's access then faults on) reads some
 * chunk's words instead of memory outside the table.
 */
static LLVMValueRef
fast_path(struct prof_ictx *x, const struct mem_hooks *h, bool store,
	  bool two, LLVMValueRef slow)
{
	LLVMValueRef f = LLVMAddFunction(x->m->mod, store ?
		(two ? "trident.prof.fast_store2" : "trident.prof.fast_store1") :
		(two ? "trident.prof.fast_load2" : "trident.prof.fast_load1"),
		h->tload);
	LLVMBasicBlockRef entry, look, words, nochunk = NULL, unread, setbit,
			  hit, cold, from[3];
	LLVMValueRef p = LLVMGetParam(f, 0), size = LLVMGetParam(f, 1),
		     id = LLVMGetParam(f, 2), now = LLVMGetParam(f, 3),
		     args[4] = { p, size, id, now };
	LLVMTypeRef wt = two ? x->i64 : x->i32;
	LLVMValueRef rec, a, idx, chunk, wp, w, c, rb, pp[3], own = NULL,
		     one = LLVMConstInt(x->i64, 1, 0);
	unsigned long long words_mask = (1ull << PROF_MEM_CHUNK_SHIFT) - 1,
			   rep = two ? 0x100000001ull : 1;

	LLVMSetLinkage(f, LLVMInternalLinkage);
	add_attr(x, f, LLVMAttributeFunctionIndex, "alwaysinline");
	add_attr(x, f, LLVMAttributeFunctionIndex, "nounwind");
	entry = LLVMAppendBasicBlockInContext(x->c, f, "entry");
	look = LLVMAppendBasicBlockInContext(x->c, f, "look");
	words = LLVMAppendBasicBlockInContext(x->c, f, "words");
	if (!store)
		nochunk = LLVMAppendBasicBlockInContext(x->c, f, "nochunk");
	hit = LLVMAppendBasicBlockInContext(x->c, f, "hit");
	cold = LLVMAppendBasicBlockInContext(x->c, f, "slow");
	rb = LLVMConstInt(wt, PROF_MEM_READ_BIT * rep, 0);

	/* No sample due: now < due. */
	LLVMPositionBuilderAtEnd(x->b, entry);
	rec = record(x, h, id);
	LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntUGE, now,
		own_load(x, x->i64, field(x, rec, PROF_MREC_DUE)), ""),
		cold, look);

	/* The chunk l1[(a >> (granule + chunk shift)) mod size], its word. */
	LLVMPositionBuilderAtEnd(x->b, look);
	a = LLVMBuildPtrToInt(x->b, p, x->i64, "");
	c = LLVMBuildAnd(x->b, LLVMBuildLShr(x->b, a, LLVMConstInt(x->i64,
		PROF_MEM_GRANULE_SHIFT + PROF_MEM_CHUNK_SHIFT, 0), ""),
		LLVMConstInt(x->i64, PROF_MEM_L1_SIZE - 1, 0), "");
	chunk = own_load(x, x->ptr, LLVMBuildInBoundsGEP2(x->b, x->ptr,
		h->l1, &c, 1, ""));
	idx = LLVMBuildAnd(x->b, LLVMBuildLShr(x->b, a,
		LLVMConstInt(x->i64, PROF_MEM_GRANULE_SHIFT, 0), ""),
		LLVMConstInt(x->i64, two ? words_mask - 1 : words_mask, 0), "");
	LLVMBuildCondBr(x->b, LLVMBuildIsNull(x->b, chunk, ""),
			store ? cold : nochunk, words);

	LLVMPositionBuilderAtEnd(x->b, words);
	wp = LLVMBuildInBoundsGEP2(x->b, x->i32, chunk, &idx, 1, "");
	if (store && !two) {
		/*
		 * A store of fewer bytes than a granule over another store's
		 * granule carries that store's other bytes on: the runtime
		 * counts it (a constant size: folded away for whole ones).
		 */
		LLVMBasicBlockRef whole = LLVMAppendBasicBlockInContext(x->c,
			f, "whole");
		LLVMValueRef wid = LLVMBuildAnd(x->b, own_load(x, x->i32, wp),
			LLVMConstInt(x->i32, PROF_MEM_ID_MASK, 0), "");
		LLVMValueRef other = LLVMBuildAnd(x->b,
			LLVMBuildICmp(x->b, LLVMIntNE, wid, id, ""),
			LLVMBuildICmp(x->b, LLVMIntNE, wid,
				      LLVMConstInt(x->i32, 0, 0), ""), "");
		LLVMValueRef partial = LLVMBuildICmp(x->b, LLVMIntULT, size,
			LLVMConstInt(x->i64, 1u << PROF_MEM_GRANULE_SHIFT, 0), "");

		LLVMBuildCondBr(x->b, LLVMBuildAnd(x->b, partial, other, ""),
				cold, whole);
		LLVMPositionBuilderAtEnd(x->b, whole);
		/*
		 * Over its own earlier bytes, unread (the next element of a
		 * short or byte array), it extends that write of the granule:
		 * not another one, which would leave the first overwritten
		 * unread (dead). As prof_mem_store counts it (0 for whole
		 * stores: folded).
		 */
		own = LLVMBuildAnd(x->b, partial, LLVMBuildICmp(x->b,
			LLVMIntEQ, own_load(x, x->i32, wp), id, ""), "");
	}
	if (store) {
		/* The id in every word; the granules written. */
		own_store(x, LLVMBuildMul(x->b, LLVMBuildZExt(x->b, id, wt, ""),
					  LLVMConstInt(wt, rep, 0), ""), wp);
		own_add(x, field(x, rec, PROF_MREC_WRITTEN), own ?
			LLVMBuildZExt(x->b, LLVMBuildNot(x->b, own, ""),
				      x->i64, "") :
			LLVMConstInt(x->i64, two ? 2 : 1, 0));
		LLVMBuildBr(x->b, hit);
	} else {
		/*
		 * The way of the store the first word names (its id's low
		 * bits; way is its byte offset) holds its pair's pending
		 * count and its word e (twice for two words):
		 * every word e, read before or not: mark them read, counting
		 * the words that were not as the store's reads; count the
		 * pair. e has the read bit unless it is 0, store 0's, whose
		 * words never get it.
		 */
		LLVMValueRef way, e, fresh;

		w = own_load(x, wt, wp);
		way = LLVMBuildMul(x->b, LLVMBuildAnd(x->b,
			LLVMBuildZExt(x->b, LLVMBuildTrunc(x->b, w, x->i32, ""),
				      x->i64, ""),
			LLVMConstInt(x->i64, PROF_MEM_WAYS - 1, 0), ""),
			LLVMConstInt(x->i64, 8, 0), "");
		e = own_load(x, wt, byte_at(x, field(x, rec, PROF_MREC_EXPECT),
					   way));
		pp[0] = way;
		unread = LLVMAppendBasicBlockInContext(x->c, f, "unread");
		setbit = LLVMAppendBasicBlockInContext(x->c, f, "setbit");
		/* The words read before (most loads), or not yet. */
		from[0] = LLVMGetInsertBlock(x->b);
		LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntEQ, w, e, ""),
				hit, unread);
		LLVMPositionBuilderAtEnd(x->b, unread);
		LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntEQ,
			LLVMBuildOr(x->b, w, rb, ""),
			LLVMBuildOr(x->b, e, rb, ""), ""), setbit, cold);
		LLVMPositionBuilderAtEnd(x->b, setbit);
		own_store(x, e, wp);
		fresh = LLVMBuildAnd(x->b, LLVMBuildNot(x->b, w, ""), rb, "");
		if (two)
			fresh = LLVMBuildAdd(x->b,
				LLVMBuildLShr(x->b, fresh,
					      LLVMConstInt(wt, 63, 0), ""),
				LLVMBuildAnd(x->b, LLVMBuildLShr(x->b, fresh,
					LLVMConstInt(wt, 31, 0), ""),
					LLVMConstInt(wt, 1, 0), ""), "");
		else
			fresh = LLVMBuildZExt(x->b, LLVMBuildLShr(x->b, fresh,
				LLVMConstInt(wt, 31, 0), ""), x->i64, "");
		add_reads(x, h, LLVMBuildTrunc(x->b, e, x->i32, ""), fresh);
		LLVMBuildBr(x->b, hit);

		/* No chunk: words 0, store 0's, counted in way 0. */
		LLVMPositionBuilderAtEnd(x->b, nochunk);
		pp[1] = pp[0];
		pp[2] = LLVMConstInt(x->i64, 0, 0);
		LLVMBuildCondBr(x->b, LLVMBuildICmp(x->b, LLVMIntEQ,
			own_load(x, wt, field(x, rec, PROF_MREC_EXPECT)),
			LLVMConstInt(wt, 0, 0), ""), hit, cold);
		from[1] = setbit;
		from[2] = nochunk;
	}

	/*
	 * Counted: the load's pair. (The site's executions are its block's
	 * count, or the caller's count in the record: not counted here.)
	 */
	LLVMPositionBuilderAtEnd(x->b, hit);
	if (!store) {
		/* The way, as a byte offset: one add of an indexed word. */
		LLVMValueRef way = LLVMBuildPhi(x->b, x->i64, "");

		LLVMAddIncoming(way, pp, from, 3);
		own_add(x, byte_at(x, field(x, rec, PROF_MREC_PEND), way), one);
	}
	LLVMBuildRetVoid(x->b);

	LLVMPositionBuilderAtEnd(x->b, cold);
	LLVMBuildCall2(x->b, h->tload, slow, args, 4, "");
	LLVMBuildRetVoid(x->b);
	return f;
}

static void
make_hooks(struct prof_ictx *x, struct mem_hooks *h)
{
	LLVMTypeRef v = LLVMVoidTypeInContext(x->c);
	LLVMTypeRef pl[4] = { x->ptr, x->i64, x->i32, x->i64 };
	LLVMTypeRef pc[4] = { x->ptr, x->ptr, x->i64, x->i32 };
	LLVMTypeRef ps[2] = { x->ptr, x->i32 }, rec_ty;
	LLVMTypeRef pf[4] = { x->i32, x->i32, x->ptr, x->ptr };
	LLVMTypeRef pc6[6] = { x->i32, x->ptr, x->ptr, x->i64, x->i64, x->i32 };

	h->tload = LLVMFunctionType(v, pl, 4, 0);
	h->tcopy = LLVMFunctionType(v, pc, 4, 0);
	h->tfill = LLVMFunctionType(v, pl, 3, 0);
	h->tstring = LLVMFunctionType(v, ps, 2, 0);
	h->load = hook(x, PROF_SYM_MEM_LOAD, h->tload, false);
	h->store = hook(x, PROF_SYM_MEM_STORE, h->tload, false);
	h->copy = hook(x, PROF_SYM_MEM_COPY, h->tcopy, false);
	h->fill = hook(x, PROF_SYM_MEM_FILL, h->tfill, false);
	h->string = hook(x, PROF_SYM_MEM_STRING, h->tstring, true);
	/* The C library's text functions (prof_protocol.h): FORMAT is
	   variadic, VFORMAT takes the va_list, LIBC runs after the call. */
	h->tformat = LLVMFunctionType(v, pf, 3, 1);
	h->tvformat = LLVMFunctionType(v, pf, 4, 0);
	h->tlibc = LLVMFunctionType(v, pc6, 6, 0);
	h->format = hook(x, PROF_SYM_MEM_FORMAT, h->tformat, true);
	h->vformat = hook(x, PROF_SYM_MEM_VFORMAT, h->tvformat, true);
	h->libc = hook(x, PROF_SYM_MEM_LIBC, h->tlibc, true);

	rec_ty = LLVMArrayType2(x->i8, (uint64_t)(x->pl->max_id + 1) *
				PROF_MREC_BYTES);
	h->recs = LLVMAddGlobal(x->m->mod, rec_ty, PROF_SYM_MEM_RECS);
	LLVMSetInitializer(h->recs, LLVMConstNull(rec_ty));
	LLVMSetAlignment(h->recs, 64);
	h->l1 = LLVMAddGlobal(x->m->mod, LLVMArrayType2(x->ptr,
		PROF_MEM_L1_SIZE), PROF_SYM_MEM_L1);
	/* Other shapes (vectors, unaligned) take the runtime's path. */
	h->fast_load[FAST_ANY] = h->load;
	h->fast_store[FAST_ANY] = h->store;
	for (unsigned k = FAST_ONE; k <= FAST_TWO; k++) {
		h->fast_load[k] = fast_path(x, h, false, k == FAST_TWO,
					    h->load);
		h->fast_store[k] = fast_path(x, h, true, k == FAST_TWO,
					     h->store);
	}
}

/* The store size of type t in bytes, as an i64 constant. */
static LLVMValueRef
store_size(struct prof_ictx *x, LLVMTypeRef t)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(x->m->mod);

	return LLVMConstInt(x->i64, LLVMStoreSizeOfType(td, t), 0);
}

/*
 * Call hook f of type t with (ptr, size, id) before the builder's point,
 * and now = 0 (the runtime counts its calls) when t takes a fourth.
 */
static void
call_hook(struct prof_ictx *x, LLVMTypeRef t, LLVMValueRef f,
	  LLVMValueRef p, LLVMValueRef size, LLVMValueRef id)
{
	LLVMValueRef args[4] = { p, size, id, LLVMConstInt(x->i64, 0, 0) };

	LLVMBuildCall2(x->b, t, f, args, LLVMCountParamTypes(t), "");
}

/*
 * The execution count of memory site s of shape sh so far, this one
 * included, before the builder's point: its block's counter just
 * incremented; or else (an edge or derived counter) 0 for a site that
 * always calls the runtime, which counts its calls, and the record's
 * execs word, counted here, for a fast path's (the runtime's calls add
 * to it too, which only brings samples forward).
 */
static LLVMValueRef
site_count(struct prof_ictx *x, const struct mem_hooks *h,
	   const struct prof_plan_mem *s, enum fast_shape sh)
{
	unsigned k = x->pl->inst_counter[s->id];
	LLVMValueRef execs, n;

	if (k != TR_NONE && x->count_now[k])
		return x->count_now[k];
	if (sh == FAST_ANY)
		return LLVMConstInt(x->i64, 0, 0);
	execs = field(x, record(x, h, LLVMConstInt(x->i32, s->id, 0)),
		      PROF_MREC_EXECS);
	n = LLVMBuildAdd(x->b, own_load(x, x->i64, execs),
			 LLVMConstInt(x->i64, 1, 0), "prof.execs");
	own_store(x, n, execs);
	return n;
}

/*
 * Call fast path f (ptr, size, id, now) before instruction i, inlined
 * (inl) or not (the call site is noinline; the runtime's hooks, FAST_ANY,
 * never are). An inlined call in a function with debug information needs
 * a location, and so gets one: i's, or line 0 of the function.
 */
static void
call_fast(struct prof_ictx *x, LLVMTypeRef t, LLVMValueRef f, LLVMValueRef i,
	  LLVMValueRef p, LLVMValueRef size, LLVMValueRef id, LLVMValueRef now,
	  bool inl)
{
	LLVMValueRef args[4] = { p, size, id, now };
	LLVMValueRef call = LLVMBuildCall2(x->b, t, f, args, 4, "");
	LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(i), sp;
	unsigned kind = LLVMGetEnumAttributeKindForName("noinline", 8);

	if (!inl)
		LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex,
			LLVMCreateEnumAttribute(x->c, kind, 0));

	if (!loc) {
		sp = LLVMGetSubprogram(LLVMGetBasicBlockParent(
			LLVMGetInstructionParent(i)));
		if (sp)
			loc = LLVMDIBuilderCreateDebugLocation(x->c, 0, 0, sp,
							       NULL);
	}
	if (loc)
		LLVMInstructionSetDebugLoc(call, loc);
}

/* The shape of load or store i of size bytes (an i64 constant). */
static enum fast_shape
shape(LLVMValueRef i, LLVMValueRef size)
{
	unsigned long long n = LLVMConstIntGetZExtValue(size);
	unsigned align = LLVMGetAlignment(i);

	if ((n == 1 || n == 2 || n == 4) && align >= n)
		return FAST_ONE;
	if (n == 8 && align >= 8)
		return FAST_TWO;
	return FAST_ANY;
}

/* An integer operand as an i64 byte count. */
static LLVMValueRef
bytes(struct prof_ictx *x, LLVMValueRef n)
{
	return LLVMBuildZExtOrBitCast(x->b, n, x->i64, "prof.bytes");
}

/*
 * The format hook of printf-family call i (s->fmt, s->va), before it:
 * the runtime reads the strings its %s conversions print (flags:
 * PROF_FMT_*), with the call's own variadic arguments, or its va_list.
 */
static void
format_hook(struct prof_ictx *x, const struct mem_hooks *h,
	    const struct prof_plan_mem *s, LLVMValueRef id, unsigned flags)
{
	LLVMValueRef i = s->inst, *a;
	unsigned fmt = (unsigned)s->fmt, n = LLVMGetNumArgOperands(i);

	if (!s->strings)
		return;
	flags |= s->text ? PROF_FMT_TEXT : 0;
	if (s->va) {
		LLVMValueRef v[4] = { id, LLVMConstInt(x->i32, flags, 0),
				      LLVMGetOperand(i, fmt),
				      LLVMGetOperand(i, fmt + 1) };

		LLVMBuildCall2(x->b, h->tvformat, h->vformat, v, 4, "");
		return;
	}
	a = xmalloc((3 + n - fmt - 1) * sizeof(*a));
	a[0] = id;
	a[1] = LLVMConstInt(x->i32, flags, 0);
	a[2] = LLVMGetOperand(i, fmt);
	for (unsigned k = fmt + 1; k < n; k++)
		a[3 + k - fmt - 1] = LLVMGetOperand(i, k);
	LLVMBuildCall2(x->b, h->tformat, h->format, a, 3 + n - fmt - 1, "");
	free(a);
}

/* Operand k of call i (-1: none) as a pointer, or null. */
static LLVMValueRef
ptr_operand(struct prof_ictx *x, LLVMValueRef i, int k)
{
	return k < 0 ? LLVMConstNull(x->ptr) : LLVMGetOperand(i, (unsigned)k);
}

/*
 * The LIBC hook of a formatting or string call i, just after it: what it
 * wrote, measured by the runtime from its operands and its result.
 */
static void
libc_hook(struct prof_ictx *x, const struct mem_hooks *h,
	  const struct prof_plan_mem *s, LLVMValueRef id)
{
	const struct prof_libc *e = s->libc;
	LLVMValueRef i = s->inst, a[6], ret = NULL;
	LLVMTypeRef rt = LLVMTypeOf(i);

	LLVMPositionBuilderBefore(x->b, LLVMGetNextInstruction(i));
	if (LLVMGetTypeKind(rt) == LLVMPointerTypeKind)
		ret = LLVMBuildPtrToInt(x->b, i, x->i64, "prof.ret");
	else if (LLVMGetTypeKind(rt) == LLVMIntegerTypeKind &&
		 LLVMGetIntTypeWidth(rt) <= 64)
		ret = LLVMBuildSExtOrBitCast(x->b, i, x->i64, "prof.ret");
	a[0] = LLVMConstInt(x->i32, e->op, 0);
	a[1] = ptr_operand(x, i, e->dst);
	a[2] = ptr_operand(x, i, e->src);
	a[3] = e->len >= 0 ? bytes(x, LLVMGetOperand(i, (unsigned)e->len)) :
			     LLVMConstInt(x->i64, PROF_LIBC_NO_LIMIT, 0);
	a[4] = ret ? ret : LLVMConstInt(x->i64, 0, 0);
	a[5] = id;
	LLVMBuildCall2(x->b, h->tlibc, h->libc, a, 6, "");
}

/* The hooks of one memory site, just before its instruction. */
static void
mem_site(struct prof_ictx *x, const struct mem_hooks *h,
	 const struct prof_plan_mem *s, bool inl)
{
	LLVMValueRef i = s->inst, id = LLVMConstInt(x->i32, s->id, 0), a[4],
		     size;
	enum fast_shape sh;
	size_t len;
	const char *callee;

	LLVMPositionBuilderBefore(x->b, i);
	switch (s->kind) {
	case PROF_MEM_LOAD:
		size = store_size(x, LLVMTypeOf(i));
		sh = shape(i, size);
		call_fast(x, h->tload, h->fast_load[sh], i, LLVMGetOperand(i, 0),
			  size, id, site_count(x, h, s, sh), inl);
		break;
	case PROF_MEM_STORE:
		size = store_size(x, LLVMTypeOf(LLVMGetOperand(i, 0)));
		sh = shape(i, size);
		call_fast(x, h->tload, h->fast_store[sh], i,
			  LLVMGetOperand(i, 1), size, id, site_count(x, h, s, sh),
			  inl);
		break;
	case PROF_MEM_RMW:
		/*
		 * A load then a store of one location, one execution: a
		 * copy onto itself. atomicrmw: operand 1 is the value;
		 * cmpxchg: 1 and 2.
		 */
		a[0] = a[1] = LLVMGetOperand(i, 0);
		a[2] = store_size(x, LLVMTypeOf(LLVMGetOperand(i, 1)));
		a[3] = id;
		LLVMBuildCall2(x->b, h->tcopy, h->copy, a, 4, "");
		break;
	case PROF_MEM_COPY:
		a[0] = LLVMGetOperand(i, 0);
		a[1] = LLVMGetOperand(i, 1);
		a[2] = bytes(x, LLVMGetOperand(i, 2));
		a[3] = id;
		LLVMBuildCall2(x->b, h->tcopy, h->copy, a, 4, "");
		break;
	case PROF_MEM_FILL:
		call_hook(x, h->tfill, h->fill, LLVMGetOperand(i, 0),
		      bytes(x, LLVMGetOperand(i, 2)), id);
		break;
	case PROF_MEM_OUTPUT:
		callee = LLVMGetValueName2(LLVMGetCalledValue(i), &len);
		if (!strcmp(callee, "fwrite")) {
			a[0] = LLVMBuildMul(x->b, bytes(x, LLVMGetOperand(i, 1)),
					    bytes(x, LLVMGetOperand(i, 2)),
					    "prof.bytes");
			call_hook(x, h->tload, h->load, LLVMGetOperand(i, 0),
				  a[0], id);
		} else if (!strcmp(callee, "write")) {
			call_hook(x, h->tload, h->load, LLVMGetOperand(i, 1),
				  bytes(x, LLVMGetOperand(i, 2)), id);
		} else if (s->fmt >= 0) {
			/* The printf family: the strings it prints. */
			format_hook(x, h, s, id, 0);
		} else {
			a[0] = LLVMGetOperand(i, 0);
			a[1] = id;
			LLVMBuildCall2(x->b, h->tstring, h->string, a, 2, "");
		}
		break;
	case PROF_MEM_FORMAT:
		/* The strings it formats, then (counted) the text it wrote. */
		format_hook(x, h, s, id, PROF_FMT_QUIET);
		libc_hook(x, h, s, id);
		break;
	case PROF_MEM_STRING:
		libc_hook(x, h, s, id);
		break;
	}
}

/*
 * A spread probe's hook for one floating-point store (prof_protocol.h,
 * "Spread probes"): the value stored becomes PROBE(id, value), of the
 * first element of a vector, where the value is computed, so that every
 * use of it sees the probe: a loop that keeps an accumulator in a
 * register and stores it at every step carries the error on in the
 * register, not in the memory it overwrites. A value computed elsewhere
 * (an argument, a constant, a value another store's probe took, the
 * result of an invoke) is probed at the store alone. The hook touches
 * only the runtime's own state (memory(inaccessiblemem: readwrite)), so
 * that the optimizer keeps the program's values in registers across it.
 */
/*
 * Where a probe of value v goes: just after its instruction (after the
 * phis of its block), or NULL to probe it at the store (not an
 * instruction, an invoke, or already a probe's argument).
 */
static LLVMValueRef
def_probe_point(LLVMValueRef v, const LLVMValueRef *fn)
{
	LLVMValueRef at;

	if (!LLVMIsAInstruction(v) || LLVMIsAInvokeInst(v) ||
	    LLVMIsATerminatorInst(v))
		return NULL;
	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef w = LLVMGetUser(u);

		if (LLVMIsAExtractElementInst(w) && LLVMGetFirstUse(w))
			w = LLVMGetUser(LLVMGetFirstUse(w));
		if (LLVMIsACallInst(w) &&
		    (LLVMGetCalledValue(w) == fn[0] ||
		     LLVMGetCalledValue(w) == fn[1]))
			return NULL;
	}
	at = LLVMGetNextInstruction(v);
	while (at && LLVMIsAPHINode(at))
		at = LLVMGetNextInstruction(at);
	if (at && (LLVMIsALandingPadInst(at) || LLVMIsAFuncletPadInst(at) ||
		   LLVMIsACatchSwitchInst(at)))
		return NULL;
	return at;
}

static void
probe_store(struct prof_ictx *x, LLVMValueRef *fn, LLVMTypeRef *ty,
	    LLVMValueRef store, unsigned id)
{
	static const char *const attrs[] = { "nounwind", "nosync",
					     "willreturn" };
	LLVMValueRef v = LLVMGetOperand(store, 0), e = v, zero, args[2], at,
		     call;
	LLVMTypeRef t = LLVMTypeOf(v), et = t, params[2];
	unsigned memory = LLVMGetEnumAttributeKindForName("memory", 6), k;

	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		et = LLVMGetElementType(t);
	if (LLVMGetTypeKind(et) == LLVMDoubleTypeKind)
		k = 0;
	else if (LLVMGetTypeKind(et) == LLVMFloatTypeKind)
		k = 1;
	else
		return;
	if (!fn[k]) {
		params[0] = x->i32;
		params[1] = et;
		ty[k] = LLVMFunctionType(et, params, 2, 0);
		fn[k] = LLVMAddFunction(x->m->mod, k ? PROF_SYM_PROBE_F :
					PROF_SYM_PROBE_D, ty[k]);
		for (unsigned a = 0; a < 3; a++)
			add_attr(x, fn[k], LLVMAttributeFunctionIndex,
				 attrs[a]);
		LLVMAddAttributeAtIndex(fn[k], LLVMAttributeFunctionIndex,
			LLVMCreateEnumAttribute(x->c, memory, 3u << 2));
	}
	at = def_probe_point(v, fn);
	LLVMPositionBuilderBefore(x->b, at ? at : store);
	zero = LLVMConstInt(x->i32, 0, 0);
	if (t != et)
		e = LLVMBuildExtractElement(x->b, v, zero, "");
	args[0] = LLVMConstInt(x->i32, id, 0);
	args[1] = e;
	call = e = LLVMBuildCall2(x->b, ty[k], fn[k], args, 2, "");
	if (t != et)
		e = LLVMBuildInsertElement(x->b, v, e, zero, "");
	if (!at) {
		LLVMSetOperand(store, 0, e);
		return;
	}
	/* Every use of v but the probe's own (and its extract's). */
	LLVMReplaceAllUsesWith(v, e);
	LLVMSetOperand(t != et ? LLVMGetOperand(call, 1) : call, t != et ? 0 : 1,
		       v);
	if (t != et)
		LLVMSetOperand(e, 0, v);
}

static void
probe_stores(struct prof_ictx *x)
{
	LLVMValueRef fn[2] = { NULL, NULL };
	LLVMTypeRef ty[2] = { NULL, NULL };

	if (!x->pl->memory)
		return;
	for (unsigned k = 0; k < x->pl->nmems; k++) {
		const struct prof_plan_mem *s = &x->pl->mems[k];

		if (s->kind == PROF_MEM_STORE && LLVMIsAStoreInst(s->inst))
			probe_store(x, fn, ty, s->inst, s->id);
	}
}

struct site_rank {
	unsigned depth, k;
};

static int
by_depth(const void *a, const void *b)
{
	const struct site_rank *x = a, *y = b;

	if (x->depth != y->depth)
		return x->depth > y->depth ? -1 : 1;
	return (x->k > y->k) - (x->k < y->k);
}

int
prof_fn_loops_build(struct prof_fn_loops *fl, const struct ir_module *m,
		    LLVMValueRef fn)
{
	/* The releases are safe on zeroed parts: one call undoes any. */
	memset(fl, 0, sizeof(*fl));
	if (cfg_build(&fl->g, m, fn) || dom_build(&fl->dom, &fl->g) ||
	    loop_find(&fl->lf, &fl->g, &fl->dom)) {
		prof_fn_loops_release(fl);
		return -1;
	}
	return 0;
}

void
prof_fn_loops_release(struct prof_fn_loops *fl)
{
	loop_release(&fl->lf);
	dom_release(&fl->dom);
	cfg_release(&fl->g);
}

/* The loop depth of block bb in the function of fl. */
static unsigned
loop_depth(const struct prof_fn_loops *fl, LLVMBasicBlockRef bb)
{
	unsigned b = cfg_block_of(&fl->g, bb), l;

	if (b == TR_NONE || (l = fl->lf.innermost[b]) == TR_NONE)
		return 0;
	return fl->lf.loops[l].depth;
}

bool *
prof_deepest(struct prof_ictx *x, const LLVMValueRef *insts, unsigned n,
	     unsigned most)
{
	struct site_rank *r = xcalloc(n + 1, sizeof(*r));
	bool *pick = xcalloc(n + 1, sizeof(*pick)), have = false;
	LLVMValueRef fn = NULL, f;
	struct prof_fn_loops fl;
	unsigned nr = 0, depth;

	for (unsigned k = 0; k < n; k++) {
		LLVMBasicBlockRef bb;

		if (!insts[k])
			continue;
		bb = LLVMGetInstructionParent(insts[k]);
		if ((f = LLVMGetBasicBlockParent(bb)) != fn) {
			if (have)
				prof_fn_loops_release(&fl);
			fn = f;
			have = !prof_fn_loops_build(&fl, x->m, fn);
		}
		if (have && (depth = loop_depth(&fl, bb)))
			r[nr++] = (struct site_rank){ depth, k };
	}
	if (have)
		prof_fn_loops_release(&fl);
	qsort(r, nr, sizeof(*r), by_depth);
	for (unsigned j = 0; j < nr && j < most; j++)
		pick[r[j].k] = true;
	free(r);
	return pick;
}

/*
 * Which loads and stores get their fast path inlined ([nmems], true for
 * those): of the ones with a fast path (shape), the PROF_INLINE_SITES
 * deepest in loops (prof_deepest); the others call the same path out of
 * line. Inlined, the path is some forty instructions at every site, and
 * a module of thousands of sites spent most of a short profile in code
 * generation (Rodinia myocyte: 0.84 s of 1.22 s, its straight-line
 * functions of hundreds of loads); a site outside every loop runs at most
 * as often as its function is entered, where the call costs little.
 */
static bool *
inline_sites(struct prof_ictx *x)
{
	const struct prof_plan *pl = x->pl;
	LLVMValueRef *insts = xcalloc(pl->nmems + 1, sizeof(*insts));
	bool *inl;

	for (unsigned k = 0; k < pl->nmems; k++) {
		const struct prof_plan_mem *s = &pl->mems[k];

		if ((s->kind == PROF_MEM_LOAD || s->kind == PROF_MEM_STORE) &&
		    shape(s->inst, store_size(x, LLVMTypeOf(
			s->kind == PROF_MEM_LOAD ? s->inst :
			LLVMGetOperand(s->inst, 0)))) != FAST_ANY)
			insts[k] = s->inst;
	}
	inl = prof_deepest(x, insts, pl->nmems, PROF_INLINE_SITES);
	free(insts);
	return inl;
}

static void
mem_instrument(struct prof_ictx *x)
{
	struct mem_hooks h;
	bool *inl;

	if (!x->pl->memory)
		return;
	make_hooks(x, &h);
	inl = inline_sites(x);
	for (unsigned k = 0; k < x->pl->nmems; k++)
		mem_site(x, &h, &x->pl->mems[k], inl[k]);
	free(inl);
}

/*
 * The descriptor: { abi, nsections, hash, &runtime, flags, max id,
 * [sections] }.
 */
static void
make_descriptor(struct prof_ictx *x)
{
	LLVMTypeRef sec_fields[3], desc_fields[7], sec_ty, desc_ty;
	LLVMValueRef sec[3], desc[7], runtime, g, all[6];
	const struct {
		unsigned kind;
		LLVMValueRef data;
		unsigned long long n;
	} secs[6] = {
		{ PROF_SEC_COUNTERS, x->counters, x->pl->ncounters },
		{ PROF_SEC_VALUES, x->values,
		  (unsigned long long)x->pl->nvalues * PROF_VREC_WORDS },
		{ PROF_SEC_COMPARES, x->compares,
		  (unsigned long long)x->pl->ncompares * PROF_CREC_WORDS },
		{ PROF_SEC_SHIFTS, x->shifts,
		  (unsigned long long)x->pl->nshifts * PROF_SREC_WORDS },
		{ PROF_SEC_MARGINS, x->margins,
		  (unsigned long long)x->pl->nmargins * PROF_MARGIN_BINS },
		{ PROF_SEC_OUTMAGS, x->outmags,
		  (unsigned long long)x->pl->noutmags * PROF_OUTMAG_WORDS },
	};

	runtime = LLVMAddGlobal(x->m->mod, x->i64, PROF_SYM_RUNTIME);
	LLVMSetLinkage(runtime, LLVMExternalLinkage);
	LLVMSetGlobalConstant(runtime, 1);

	sec_fields[0] = x->i64;
	sec_fields[1] = x->i64;
	sec_fields[2] = x->ptr;
	sec_ty = LLVMStructTypeInContext(x->c, sec_fields, 3, 0);
	for (unsigned k = 0; k < 6; k++) {
		sec[0] = LLVMConstInt(x->i64, secs[k].kind, 0);
		sec[1] = LLVMConstInt(x->i64, secs[k].n, 0);
		sec[2] = secs[k].data;
		all[k] = LLVMConstStructInContext(x->c, sec, 3, 0);
	}

	desc_fields[0] = x->i64;
	desc_fields[1] = x->i64;
	desc_fields[2] = LLVMArrayType2(x->i8, 16);
	desc_fields[3] = x->ptr;
	desc_fields[4] = x->i64;
	desc_fields[5] = x->i64;
	desc_fields[6] = LLVMArrayType2(sec_ty, 6);
	desc_ty = LLVMStructTypeInContext(x->c, desc_fields, 7, 0);
	desc[0] = LLVMConstInt(x->i64, PROF_ABI, 0);
	desc[1] = LLVMConstInt(x->i64, 6, 0);
	desc[2] = LLVMConstStringInContext(x->c, x->pl->hash, 16, 1);
	desc[3] = runtime;
	desc[4] = LLVMConstInt(x->i64, (x->pl->memory ? PROF_DESC_MEMORY : 0) |
			       (x->pl->atomic ? PROF_DESC_ATOMIC : 0), 0);
	desc[5] = LLVMConstInt(x->i64, x->pl->max_id, 0);
	desc[6] = LLVMConstArray2(sec_ty, all, 6);

	g = LLVMAddGlobal(x->m->mod, desc_ty, PROF_SYM_DESC);
	LLVMSetInitializer(g, LLVMConstStructInContext(x->c, desc, 7, 0));
	LLVMSetGlobalConstant(g, 1);
	LLVMSetLinkage(g, LLVMExternalLinkage);
}

int
prof_instrument(struct ir_module *m, const struct prof_plan *pl,
		struct ir_verify *v)
{
	struct prof_ictx x = { .m = m, .pl = pl, .c = m->ctx };
	int rc = 0;

	if (v)
		*v = (struct ir_verify){ .fd = -1 };
	if (LLVMGetNamedGlobal(m->mod, PROF_SYM_DESC))
		return tr_error("'%s' is already instrumented for profiling",
				m->path);
	x.b = LLVMCreateBuilderInContext(x.c);
	x.i8 = LLVMInt8TypeInContext(x.c);
	x.i32 = LLVMInt32TypeInContext(x.c);
	x.i64 = LLVMInt64TypeInContext(x.c);
	x.ptr = LLVMPointerTypeInContext(x.c, 0);
	x.arr = LLVMArrayType2(x.i64, pl->ncounters);
	x.counters = LLVMAddGlobal(m->mod, x.arr, PROF_SYM_COUNTERS);
	LLVMSetInitializer(x.counters, LLVMConstNull(x.arr));
	LLVMSetLinkage(x.counters, LLVMInternalLinkage);
	LLVMSetAlignment(x.counters, 64);
	x.count_now = xcalloc(pl->ncounters + 1, sizeof(*x.count_now));
	make_scopes(&x);

	/* The program's accesses first: the increments must keep theirs. */
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn))
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
			     i = LLVMGetNextInstruction(i))
				if (touches_memory(i))
					mark_program_access(&x, i);
	for (unsigned k = 0; k < pl->ncounters; k++)
		if (!pl->sites[k].nterms)
			increment(&x, k);
	/* A derived segment's sampling test reads its twin's count. */
	for (unsigned k = 0; k < pl->ncounters; k++)
		if (pl->sites[k].same_as != TR_NONE)
			x.count_now[k] = x.count_now[pl->sites[k].same_as];
	/*
	 * Last: it splits blocks and copies the sampled segments' code,
	 * which the increments and memory hooks must already be in.
	 */
	probe_stores(&x);
	mem_instrument(&x);
	prof_values_instrument(&x);
	make_descriptor(&x);

	if (v)
		ir_verify_start(v, m, "profiling");
	else
		rc = ir_module_verify_changed(m, "profiling");
	LLVMDisposeBuilder(x.b);
	free(x.count_now);
	return rc;
}
