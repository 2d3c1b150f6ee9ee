/*
 * static.c: CrashFinder-static (thesis §4.3.3, §4.4.1), the instructions
 * whose corrupted value can crash the program long after the fault, found
 * on the IR's structure: types, GEPs, the loop forest, global variables.
 * Never on value names or IR text (the reference's scripts match
 * `%indvar`, `**` and `@` in printed IR: model-anchors.md §3, rule 21).
 *
 * Each pattern names the values it starts from and walks back through the
 * instructions that compute them (integer and pointer arithmetic, casts,
 * phis, selects, compares), marking every fault site it passes, up to
 * WALK_DEPTH steps; a load ends a walk (its value is marked: it is where a
 * corrupted value enters, but what it read is another value). A call's
 * result goes on into what its callee returns, and a parameter into what
 * the calls pass for it: the same value, in another function.
 *
 *   pointer  (§4.3.3 "Pointer Corruption"): the value operand of every
 *            store of a pointer, and what computes it: a corrupted pointer
 *            kept in memory crashes when it is read and used, maybe much
 *            later;
 *   loop     ("Loop Corruption", termination): the condition of every
 *            branch or switch that can leave a loop (the exit compare, the
 *            induction variable, its step, the bound), so a corrupted
 *            value runs the loop past its end; and the length of every
 *            memory intrinsic (memcpy, memmove, memset: a loop in one
 *            call, which a corrupted length runs past the buffer's end,
 *            as PolyBench's durbin and lu copy and clear rows);
 *   index    ("Loop Corruption", array index): the address of every store
 *            inside a loop, and of every load inside a loop whose value
 *            matters (a pointer, or a value a pattern marked), and the
 *            values that compute it (the GEP, its indices and base): a
 *            corrupted index writes, or reads the index of a later write,
 *            far from where it should; of any other load in a loop, the
 *            loop-carried indices of its address (carried());
 *   state    ("State Corruption"): a load of a global variable (or of a
 *            constant offset into one) whose value reaches, through casts
 *            and bit operations, the condition of a branch, a switch or
 *            a select (a branch in data form, as -O1 makes of
 *            `p = state == READY ? buf : NULL`).
 *
 * Two extensions for the cases the thesis names as CrashFinder-static's
 * misses (§4.7.3: dependences the static chains do not follow):
 *
 *   loop guards: a branch outside a loop's exits whose condition is
 *            computed from the same values as a loop's exit condition (the
 *            trip-count tests an optimizer puts before an unrolled loop or
 *            its remainder) counts as loop termination too;
 *   indices through memory: an integer stored where the program loads
 *            indices or loop bounds from (a CSR offset array filled by
 *            counting, then read as bounds; a table of neighbours read
 *            into the address of any load in a loop) is an index too.
 *            A vector of integers or pointers counts as its lanes do.
 *            "Where" is
 *            the address's signature (addr_sig): the global, the local
 *            array or the allocation it is based on, or the struct field
 *            (type and constant offsets) its base pointer is loaded from,
 *            so a field read in one function and written in another
 *            match; no alias analysis, and no names.
 */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "crashfinder.h"
#include "validate.h"

/* How far back a walk goes from the value a pattern starts at. */
#define WALK_DEPTH 6
/* How far forward a global's load may go to reach a branch (state). */
#define STATE_DEPTH 3

/* A set of 64-bit address signatures (sorted on demand). */
struct sigset {
	uint64_t *v;
	size_t n, cap;
	bool sorted;
};

struct finder {
	const struct ir_module *m;
	struct sigset index_sigs;	/* addresses indices are loaded from */
	struct uvec collected;	/* a collecting walk's ids */
	bool collecting;	/* walk() collects instead of marking */
	unsigned changes;	/* marks made so far */
	LLVMTargetDataRef td;
	unsigned bulk[5];	/* the memory intrinsics' ids (bulk_length) */
	unsigned *mask;		/* [max_id + 1] patterns per id */
	unsigned *seen;		/* [max_id + 1] walk stamp */
	unsigned stamp;
	struct cfg g;
	struct dom_tree dom;
	struct loop_forest lf;
};

const char *
cf_pattern_name(unsigned mask, char *buf, size_t n)
{
	static const char *const names[] = { "pointer", "loop", "index",
					     "state" };
	size_t used = 0;

	if (!n)
		return buf;
	buf[0] = '\0';
	for (unsigned i = 0; i < 4 && used < n; i++)
		if (mask & (1u << i))
			used += (size_t)snprintf(buf + used, n - used, "%s%s",
						 used ? "+" : "", names[i]);
	return buf;
}

static void
sig_add(struct sigset *s, uint64_t x)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 64;
		s->v = xrealloc(s->v, s->cap * sizeof(*s->v));
	}
	s->v[s->n++] = x;
	s->sorted = false;
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

static bool
sig_has(struct sigset *s, uint64_t x)
{
	size_t lo = 0, hi = s->n;

	if (!s->sorted && s->n) {
		qsort(s->v, s->n, sizeof(*s->v), cmp_u64);
		s->sorted = true;
	}
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (s->v[mid] == x)
			return true;
		if (s->v[mid] < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

static uint64_t
mix(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* Whether every index of a GEP (instruction or constant) is constant. */
static bool
constant_gep(LLVMValueRef g)
{
	unsigned n = (unsigned)LLVMGetNumOperands(g);

	for (unsigned i = 1; i < n; i++)
		if (!LLVMIsAConstantInt(LLVMGetOperand(g, i)))
			return false;
	return true;
}

/*
 * The signature of the memory an address points into (0: unknown): GEPs
 * with variable indices are stripped (an element of the same array); a
 * GEP with constant indices is a field: its source type and offsets on
 * top of its base's signature (its own when the base's is unknown), but
 * on an element of an array of scalars it is an element further on (an
 * unrolled loop's second store, `gep i8, (gep i32, a, i), 16`); a
 * pointer loaded from memory is the field it was loaded from; a global,
 * an alloca or a call's result is itself; a parameter is what its callers
 * pass (param_sig); a phi or a select is unknown.
 */
static uint64_t param_sig(LLVMValueRef arg, unsigned depth);

/* Whether constant GEP g's base is a variable GEP over scalars (an
   element of an array of integers, floats or pointers). */
static bool
scalar_element(LLVMValueRef g)
{
	LLVMValueRef b = LLVMGetOperand(g, 0);
	LLVMTypeKind k;

	if (!LLVMIsAGetElementPtrInst(b) || constant_gep(b))
		return false;
	k = LLVMGetTypeKind(LLVMGetGEPSourceElementType(b));
	return k == LLVMIntegerTypeKind || k == LLVMFloatTypeKind ||
	       k == LLVMDoubleTypeKind || k == LLVMPointerTypeKind ||
	       k == LLVMHalfTypeKind;
}

static uint64_t
addr_sig(LLVMValueRef p, unsigned depth)
{
	uint64_t h = 0x51ed27a3f00d1e55ULL;

	for (unsigned steps = 0; steps < 16; steps++) {
		bool gep = LLVMIsAGetElementPtrInst(p) ||
			   (LLVMIsAConstantExpr(p) &&
			    LLVMGetConstOpcode(p) == LLVMGetElementPtr);

		if (gep && (!constant_gep(p) || scalar_element(p))) {
			p = LLVMGetOperand(p, 0);
			continue;
		}
		if (gep) {
			unsigned n = (unsigned)LLVMGetNumOperands(p);
			uint64_t base;

			h = mix(h ^ (uint64_t)(uintptr_t)
				LLVMGetGEPSourceElementType(p));
			for (unsigned i = 1; i < n; i++)
				h = mix(h ^ (uint64_t)LLVMConstIntGetSExtValue(
					LLVMGetOperand(p, i)));
			base = depth ? addr_sig(LLVMGetOperand(p, 0),
						depth - 1) : 0;
			return mix(h ^ base);
		}
		if (LLVMIsALoadInst(p))
			return depth ? mix(0x10adULL ^ addr_sig(
				LLVMGetOperand(p, 0), depth - 1)) : 0;
		if (LLVMIsAGlobalVariable(p) || LLVMIsAAllocaInst(p) ||
		    LLVMIsACallInst(p))
			return mix((uint64_t)(uintptr_t)p);
		if (LLVMIsAArgument(p))
			return depth ? param_sig(p, depth - 1) : 0;
		return 0;	/* a phi, a select: unknown */
	}
	return 0;
}

/*
 * A pointer parameter's signature: that of the argument every direct
 * call passes for it, when they all agree (0 when a call is indirect, or
 * two calls pass different memory).
 */
/* The position of parameter arg in its function's list, or the
   function's parameter count when it is not there. */
static unsigned
param_index(LLVMValueRef arg)
{
	LLVMValueRef fn = LLVMGetParamParent(arg);
	unsigned n = LLVMCountParams(fn);

	for (unsigned i = 0; i < n; i++)
		if (LLVMGetParam(fn, i) == arg)
			return i;
	return n;
}

static uint64_t
param_sig(LLVMValueRef arg, unsigned depth)
{
	LLVMValueRef fn = LLVMGetParamParent(arg);
	unsigned idx = param_index(arg);
	uint64_t sig = 0;

	if (idx == LLVMCountParams(fn))
		return 0;
	for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef call = LLVMGetUser(u);
		uint64_t here;

		if (!LLVMIsACallInst(call) ||
		    LLVMGetCalledValue(call) != fn ||
		    idx >= (unsigned)LLVMGetNumArgOperands(call))
			return 0;	/* its address is taken */
		here = addr_sig(LLVMGetOperand(call, idx), depth);
		if (!here || (sig && here != sig))
			return 0;
		sig = here;
	}
	return sig;
}

/*
 * The kind of v's type, or of its lanes for a vector: a vectorized loop
 * computes indices and addresses four or eight at a time (srad_v2's
 * neighbour tables, iN[i] = i - 1, are filled by <4 x i32> stores).
 */
static LLVMTypeKind
lane_kind(LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);

	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	return LLVMGetTypeKind(t);
}

static bool
is_int_or_ptr(LLVMValueRef v)
{
	LLVMTypeKind k = lane_kind(v);

	return k == LLVMIntegerTypeKind || k == LLVMPointerTypeKind;
}

/* Whether this walk (f->stamp) reaches instruction v for the first time;
   *id: its id. */
static bool
first_visit(struct finder *f, LLVMValueRef v, unsigned *id)
{
	*id = ir_inst_id(f->m, v);
	if (!*id || *id > f->m->max_id || f->seen[*id] == f->stamp)
		return false;
	f->seen[*id] = f->stamp;
	return true;
}

/* Mark v with pattern pat, if it is a fault site (counted in changes). */
static void
mark(struct finder *f, LLVMValueRef v, unsigned pat)
{
	unsigned id;

	if (!LLVMIsAInstruction(v) || !fi_site_ok(v))
		return;
	id = ir_inst_id(f->m, v);
	if (id && id <= f->m->max_id && (f->mask[id] | pat) != f->mask[id]) {
		f->mask[id] |= pat;
		f->changes++;
	}
}

static void walk(struct finder *f, LLVMValueRef v, unsigned pat,
		 unsigned depth);

/* Past this many direct calls, a parameter's walk stops at it. */
#define WALK_CALLERS 16

/* The function call calls directly, if it has a body. */
static LLVMValueRef
defined_callee(LLVMValueRef call)
{
	LLVMValueRef fn = LLVMGetCalledValue(call);

	return fn && LLVMIsAFunction(fn) && ir_fn_defined(fn) ? fn : NULL;
}

/*
 * A parameter: on into what every direct call passes for it (a pointer
 * allocated by the caller, kept in the callee's registers: myocyte's
 * solver allocates the arrays its callees loop over).
 */
static void
passed(struct finder *f, LLVMValueRef arg, unsigned pat, unsigned depth)
{
	LLVMValueRef fn = LLVMGetParamParent(arg);
	unsigned idx = param_index(arg), calls = 0;

	for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u))
		calls++;
	if (idx == LLVMCountParams(fn) || calls > WALK_CALLERS)
		return;
	/* fn has a body: the walk came here from it. */
	for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef call = LLVMGetUser(u);

		if (LLVMIsACallInst(call) && LLVMGetCalledValue(call) == fn &&
		    idx < (unsigned)LLVMGetNumArgOperands(call))
			walk(f, LLVMGetOperand(call, idx), pat, depth);
	}
}

/*
 * A call's result: on into what its callee returns (a pointer loaded
 * in an allocation helper: PolyBench's polybench_alloc_data).
 */
static void
returned(struct finder *f, LLVMValueRef call, unsigned pat, unsigned depth)
{
	LLVMValueRef fn = defined_callee(call);

	if (!fn)
		return;
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb)) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);

		if (t && LLVMGetInstructionOpcode(t) == LLVMRet &&
		    LLVMGetNumOperands(t) == 1)
			walk(f, LLVMGetOperand(t, 0), pat, depth);
	}
}

/*
 * Mark v (if it is a fault site) with pattern pat and walk back through
 * what computes it. The stamp keeps one walk from going round a cycle of
 * phis.
 */
static void
walk(struct finder *f, LLVMValueRef v, unsigned pat, unsigned depth)
{
	unsigned id, nops;
	LLVMOpcode op;

	if (LLVMIsAArgument(v) && is_int_or_ptr(v) && depth &&
	    !f->collecting) {
		passed(f, v, pat, depth - 1);
		return;
	}
	if (!LLVMIsAInstruction(v) || !is_int_or_ptr(v) ||
	    !first_visit(f, v, &id))
		return;
	if (f->collecting)
		uvec_push(&f->collected, id);
	else
		mark(f, v, pat);
	if (!depth)
		return;
	op = LLVMGetInstructionOpcode(v);
	switch (op) {
	case LLVMLoad:
		/* Indices and bounds loaded from memory: note where from. */
		if (!f->collecting && (pat & (CF_INDEX | CF_LOOP)) &&
		    lane_kind(v) == LLVMIntegerTypeKind) {
			uint64_t sg = addr_sig(LLVMGetOperand(v, 0), 3);

			if (sg)
				sig_add(&f->index_sigs, sg);
		}
		return;
	case LLVMCall:
		if (!f->collecting)
			returned(f, v, pat, depth - 1);
		return;		/* where the value enters: marked above */
	case LLVMInvoke:
	case LLVMAlloca:
		return;
	case LLVMSelect:
		walk(f, LLVMGetOperand(v, 1), pat, depth - 1);
		walk(f, LLVMGetOperand(v, 2), pat, depth - 1);
		return;
	default:
		break;
	}
	nops = (unsigned)LLVMGetNumOperands(v);
	for (unsigned i = 0; i < nops; i++)
		walk(f, LLVMGetOperand(v, i), pat, depth - 1);
}

/* A fresh walk from v. */
static void
start(struct finder *f, LLVMValueRef v, unsigned pat)
{
	f->stamp++;
	walk(f, v, pat, WALK_DEPTH);
}

/* Whether block b of the current function is inside some loop. */
static bool
in_loop(const struct finder *f, LLVMBasicBlockRef bb)
{
	unsigned b = cfg_block_of(&f->g, bb);

	return b != TR_NONE && f->lf.innermost[b] != TR_NONE;
}

/* The condition a terminator decides on, or NULL. */
static LLVMValueRef
condition(LLVMValueRef term)
{
	switch (LLVMGetInstructionOpcode(term)) {
	case LLVMBr:
		return LLVMIsConditional(term) ? LLVMGetCondition(term) : NULL;
	case LLVMSwitch:
		return LLVMGetOperand(term, 0);
	default:
		return NULL;
	}
}

/* Loop pattern: every exiting block's condition. */
static void
loop_exits(struct finder *f, bool *exiting)
{
	for (unsigned l = 0; l < f->lf.nloops; l++) {
		const struct uvec *ex = &f->lf.loops[l].exiting;

		for (unsigned i = 0; i < ex->n; i++) {
			LLVMBasicBlockRef bb = f->g.blocks[ex->v[i]].bb;
			LLVMValueRef c = condition(
				LLVMGetBasicBlockTerminator(bb));

			exiting[ex->v[i]] = true;
			if (c)
				start(f, c, CF_LOOP);
		}
	}
}

/*
 * Loop guards: the other branches of a function with loops whose
 * condition's walk meets a value the exit conditions' walks marked.
 */
static void
loop_guards(struct finder *f, const bool *exiting)
{
	if (!f->lf.nloops)
		return;
	for (unsigned b = 0; b < f->g.nblocks; b++) {
		LLVMValueRef c;
		bool meets = false;

		if (exiting[b] || !f->g.reachable[b])
			continue;
		c = condition(LLVMGetBasicBlockTerminator(f->g.blocks[b].bb));
		if (!c)
			continue;
		f->collecting = true;
		f->collected.n = 0;
		start(f, c, CF_LOOP);
		f->collecting = false;
		for (unsigned i = 0; i < f->collected.n && !meets; i++)
			meets = (f->mask[f->collected.v[i]] & CF_LOOP) != 0;
		if (meets)
			start(f, c, CF_LOOP);
	}
}

/* Whether v is a global variable or a constant offset into one. */
static bool
global_address(LLVMValueRef v)
{
	if (LLVMIsAGlobalVariable(v))
		return true;
	if (LLVMIsAConstantExpr(v) &&
	    LLVMGetConstOpcode(v) == LLVMGetElementPtr)
		return LLVMIsAGlobalVariable(LLVMGetOperand(v, 0)) != NULL;
	if (LLVMIsAGetElementPtrInst(v)) {
		unsigned n = (unsigned)LLVMGetNumOperands(v);

		for (unsigned i = 1; i < n; i++)
			if (!LLVMIsAConstant(LLVMGetOperand(v, i)))
				return false;
		return LLVMIsAGlobalVariable(LLVMGetOperand(v, 0)) != NULL;
	}
	return false;
}

/* Whether v's value reaches a branch or switch condition within depth. */
static bool
reaches_branch(LLVMValueRef v, unsigned depth)
{
	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);

		if (!LLVMIsAInstruction(user))
			continue;
		switch (LLVMGetInstructionOpcode(user)) {
		case LLVMBr:
		case LLVMSwitch:
			return true;
		case LLVMSelect:
			if (LLVMGetOperand(user, 0) == v)
				return true;	/* a branch in data form */
			if (depth && reaches_branch(user, depth - 1))
				return true;
			break;
		case LLVMICmp:
		case LLVMTrunc:
		case LLVMZExt:
		case LLVMSExt:
		case LLVMAnd:
		case LLVMOr:
		case LLVMXor:
			if (depth && reaches_branch(user, depth - 1))
				return true;
			break;
		default:
			break;
		}
	}
	return false;
}

/* The length of a call to a memory intrinsic (operand 2 of each), or
   NULL. */
static LLVMValueRef
bulk_length(const struct finder *f, LLVMValueRef call)
{
	LLVMValueRef fn = LLVMGetCalledValue(call);
	unsigned id;

	if (!fn || !LLVMIsAFunction(fn) || !(id = LLVMGetIntrinsicID(fn)))
		return NULL;
	for (unsigned i = 0; i < sizeof(f->bulk) / sizeof(*f->bulk); i++)
		if (f->bulk[i] == id)
			return LLVMGetOperand(call, 2);
	return NULL;
}

/* Pointer, index and state patterns, and the length of memory
   intrinsics (loop): one pass over fn's instructions. */
static void
memory_patterns(struct finder *f, LLVMValueRef fn)
{
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb)) {
		bool loop = in_loop(f, bb);

		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i)) {
			LLVMOpcode op = LLVMGetInstructionOpcode(i);

			if (op == LLVMStore) {
				LLVMValueRef val = LLVMGetOperand(i, 0);

				if (lane_kind(val) == LLVMPointerTypeKind)
					start(f, val, CF_POINTER);
				if (loop)
					start(f, LLVMGetOperand(i, 1),
					      CF_INDEX);
			} else if (op == LLVMLoad) {
				LLVMValueRef ptr = LLVMGetOperand(i, 0);

				if (global_address(ptr) && fi_site_ok(i) &&
				    reaches_branch(i, STATE_DEPTH)) {
					unsigned id = ir_inst_id(f->m, i);

					if (id && id <= f->m->max_id)
						f->mask[id] |= CF_STATE;
				}
			} else if (op == LLVMCall) {
				LLVMValueRef len = bulk_length(f, i);

				if (len)
					start(f, len, CF_LOOP);
			}
		}
	}
}

/*
 * The loop-carried indices of an address: back from it through integer
 * arithmetic, casts and GEP indices to the phis of loop headers, which are
 * marked with the values they take around the loop (the step). A corrupted
 * carried index walks every later iteration off the data, into memory that
 * ends in a crash long after.
 */
static void
carried(struct finder *f, LLVMValueRef v, unsigned depth)
{
	unsigned id, b, n;

	if (!LLVMIsAInstruction(v) ||
	    LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind ||
	    !first_visit(f, v, &id))
		return;
	if (LLVMIsAPHINode(v)) {
		b = cfg_block_of(&f->g, LLVMGetInstructionParent(v));
		if (b == TR_NONE || f->lf.innermost[b] == TR_NONE ||
		    f->lf.loops[f->lf.innermost[b]].header != b ||
		    LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
			return;
		mark(f, v, CF_INDEX);
		n = LLVMCountIncoming(v);
		for (unsigned i = 0; i < n; i++) {
			unsigned from = cfg_block_of(&f->g,
						     LLVMGetIncomingBlock(v, i));

			if (from != TR_NONE &&
			    loop_contains(&f->lf, f->lf.innermost[b], from))
				mark(f, LLVMGetIncomingValue(v, i), CF_INDEX);
		}
		return;
	}
	if (!depth || LLVMIsALoadInst(v) || LLVMIsACallInst(v))
		return;
	n = (unsigned)LLVMGetNumOperands(v);
	for (unsigned i = LLVMIsAGetElementPtrInst(v) ? 1 : 0; i < n; i++)
		carried(f, LLVMGetOperand(v, i), depth - 1);
}

/*
 * Where the integers that compute address v are loaded from (index_sigs),
 * without marking anything: a load in a loop whose value does not matter
 * can still read through an index table (srad_v2's J[iN[i] * cols + j]).
 */
static void
index_loads(struct finder *f, LLVMValueRef v, unsigned depth)
{
	unsigned id, n;

	if (!LLVMIsAInstruction(v) || !is_int_or_ptr(v) ||
	    !first_visit(f, v, &id))
		return;
	if (LLVMIsALoadInst(v)) {
		uint64_t sg;

		if (lane_kind(v) == LLVMIntegerTypeKind &&
		    (sg = addr_sig(LLVMGetOperand(v, 0), 3)))
			sig_add(&f->index_sigs, sg);
		return;
	}
	if (!depth || LLVMIsACallInst(v) || LLVMIsAAllocaInst(v))
		return;
	n = (unsigned)LLVMGetNumOperands(v);
	for (unsigned i = 0; i < n; i++)
		index_loads(f, LLVMGetOperand(v, i), depth - 1);
}

/*
 * The address of a load in a loop, when what it loads matters: a pointer,
 * or a value some pattern marked (an index, a bound); until nothing
 * changes (a marked load's address may mark another load). Of any other
 * load in a loop, the loop-carried indices of its address (carried), and
 * where the integers its address is computed from are loaded from.
 */
static void
load_addresses(struct finder *f, LLVMValueRef fn)
{
	unsigned before;

	do {
		before = f->changes;
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
		     bb = LLVMGetNextBasicBlock(bb)) {
			if (!in_loop(f, bb))
				continue;
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
			     i = LLVMGetNextInstruction(i)) {
				unsigned id;

				if (!LLVMIsALoadInst(i))
					continue;
				id = ir_inst_id(f->m, i);
				if (LLVMGetTypeKind(LLVMTypeOf(i)) ==
				    LLVMPointerTypeKind ||
				    (id && id <= f->m->max_id && f->mask[id])) {
					start(f, LLVMGetOperand(i, 0), CF_INDEX);
				} else {
					f->stamp++;
					carried(f, LLVMGetOperand(i, 0), 4);
					f->stamp++;
					index_loads(f, LLVMGetOperand(i, 0),
						    WALK_DEPTH);
				}
			}
		}
	} while (f->changes != before);
}

/* Indices through memory: integers stored where indices are loaded. */
static void
stored_indices(struct finder *f, LLVMValueRef fn)
{
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i)) {
			LLVMValueRef val;
			uint64_t sg;

			if (!LLVMIsAStoreInst(i))
				continue;
			val = LLVMGetOperand(i, 0);
			if (lane_kind(val) != LLVMIntegerTypeKind)
				continue;
			sg = addr_sig(LLVMGetOperand(i, 1), 3);
			if (sg && sig_has(&f->index_sigs, sg))
				start(f, val, CF_INDEX);
		}
}

static int
function(struct finder *f, LLVMValueRef fn)
{
	bool *exiting = NULL;
	int rc = -1;

	memset(&f->g, 0, sizeof(f->g));
	memset(&f->dom, 0, sizeof(f->dom));
	memset(&f->lf, 0, sizeof(f->lf));
	if (cfg_build(&f->g, f->m, fn) || dom_build(&f->dom, &f->g) ||
	    loop_find(&f->lf, &f->g, &f->dom))
		goto out;
	exiting = xcalloc(f->g.nblocks ? f->g.nblocks : 1, sizeof(*exiting));
	loop_exits(f, exiting);
	loop_guards(f, exiting);
	memory_patterns(f, fn);
	load_addresses(f, fn);
	rc = 0;
out:
	free(exiting);
	loop_release(&f->lf);
	dom_release(&f->dom);
	cfg_release(&f->g);
	return rc;
}

/* A candidate's width in bits, lanes and kind (a vector's of its lanes:
   an integer lane of at least 8 bits, or a pointer). */
static void
describe(struct finder *f, struct cf_candidate *c)
{
	LLVMTypeRef t = LLVMTypeOf(c->inst), e;

	c->lanes = 1;
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
		e = LLVMGetElementType(t);
		if ((LLVMGetTypeKind(e) == LLVMIntegerTypeKind &&
		     LLVMGetIntTypeWidth(e) >= 8) ||
		    LLVMGetTypeKind(e) == LLVMPointerTypeKind) {
			c->lanes = LLVMGetVectorSize(t);
			t = e;
		}
	}
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind:
		c->kind = CF_KIND_INT;
		c->width = LLVMGetIntTypeWidth(t);
		break;
	case LLVMPointerTypeKind:
		c->kind = CF_KIND_PTR;
		c->width = (unsigned)LLVMSizeOfTypeInBits(f->td, t);
		break;
	default:
		c->kind = CF_KIND_OTHER;
		c->width = (unsigned)LLVMSizeOfTypeInBits(f->td, t);
		break;
	}
}

static int
by_id(const void *a, const void *b)
{
	unsigned x = ((const struct cf_candidate *)a)->id;
	unsigned y = ((const struct cf_candidate *)b)->id;

	return x < y ? -1 : x > y;
}

int
cf_static_find(const struct ir_module *m, struct cf_static *s)
{
	struct finder f = { .m = m };
	unsigned cap = 0;
	int rc = -1;

	memset(s, 0, sizeof(*s));
	if (!m->max_id)
		return tr_error("'%s' has no instruction ids", m->path);
	f.td = LLVMGetModuleDataLayout(m->mod);
	for (unsigned i = 0; i < sizeof(f.bulk) / sizeof(*f.bulk); i++) {
		static const char *const bulk[] = {
			"llvm.memcpy", "llvm.memcpy.inline", "llvm.memmove",
			"llvm.memset", "llvm.memset.inline"
		};

		f.bulk[i] = LLVMLookupIntrinsicID(bulk[i], strlen(bulk[i]));
	}
	f.mask = xcalloc(m->max_id + 1, sizeof(*f.mask));
	f.seen = xcalloc(m->max_id + 1, sizeof(*f.seen));
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn))
		if (ir_fn_defined(fn) && function(&f, fn))
			goto out;
	/* After every function's walks: the index addresses are known. */
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn))
		if (ir_fn_defined(fn))
			stored_indices(&f, fn);
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn)) {
		if (!ir_fn_defined(fn))
			continue;
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
			     i = LLVMGetNextInstruction(i)) {
				unsigned id = ir_inst_id(m, i);
				struct cf_candidate *c;

				s->static_insts++;
				s->sites += fi_site_ok(i);
				if (!id || id > m->max_id || !f.mask[id] ||
				    LLVMIsAInvokeInst(i))
					continue;
				if (s->n == cap) {
					cap = cap ? 2 * cap : 64;
					s->c = xrealloc(s->c, cap *
							sizeof(*s->c));
				}
				c = &s->c[s->n++];
				memset(c, 0, sizeof(*c));
				c->id = id;
				c->pattern = f.mask[id];
				c->inst = i;
				describe(&f, c);
			}
	}
	if (s->n)
		qsort(s->c, s->n, sizeof(*s->c), by_id);
	rc = 0;
out:
	free(f.mask);
	free(f.seen);
	free(f.index_sigs.v);
	uvec_release(&f.collected);
	if (rc)
		cf_static_release(s);
	return rc;
}

void
cf_static_release(struct cf_static *s)
{
	free(s->c);
	memset(s, 0, sizeof(*s));
}
