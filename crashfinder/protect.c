/*
 * protect.c: range checks on the long-latency-crash locations (thesis
 * §4.8.1: "a range check ... inserted after the instruction that produces
 * the data item"), the selective protection CrashFinder proposes and
 * leaves to future work. After each chosen candidate (after its block's
 * phis for a phi) its value v, as i64, is checked against the range
 * [min, max] it took in the profiled run, as one unsigned compare
 * (v - min) <=u (max - min); a value outside calls the detector that
 * selective duplication uses (selective-dup.h dup_check_begin: the hook
 * the fault injector classes as `detected`), so a fault that moves the
 * value out of its range is detected at once instead of crashing later.
 * A range that covers every value of the type (a 1-bit value that took
 * both) would check nothing: such a candidate gets no check. Nor does an
 * address: the range of addresses one build of a program took says
 * nothing of another build's (the protected program is another build,
 * its globals and heap elsewhere); a pointer location is for duplication
 * (trident protect --select) to protect; and so is an integer computed
 * from an address (from_address), or a phi or select with an undef or
 * poison operand.
 */
#include <string.h>

#include <llvm-c/Core.h>

#include "internal.h"
#include "selective-dup.h"

/* Whether [lo, lo + span] leaves some value of a w-bit type out. */
static bool
narrow(unsigned w, uint64_t span)
{
	return w >= 64 ? span != UINT64_MAX : span < (1ULL << w) - 1;
}

/*
 * Whether v's value is computed from an address (a ptrtoint within depth
 * steps back through integer operations, casts, phis and selects): the
 * alignment and overlap tests of vectorized loops, pointer differences.
 * Such an integer takes other values in another build.
 */
static bool
from_address(LLVMValueRef v, unsigned depth, struct ptrmap *seen)
{
	unsigned n;

	if (!LLVMIsAInstruction(v) || ptrmap_get(seen, v) != TR_NONE)
		return false;
	ptrmap_put(seen, v, 0);
	if (LLVMIsAPtrToIntInst(v))
		return true;
	if (!depth || LLVMIsALoadInst(v) || LLVMIsACallInst(v) ||
	    LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
		return false;
	n = (unsigned)LLVMGetNumOperands(v);
	for (unsigned i = 0; i < n; i++)
		if (from_address(LLVMGetOperand(v, i), depth - 1, seen))
			return true;
	return false;
}

bool
cf_checkable(const struct cf_candidate *c, const struct cf_cand_dyn *cd,
	     uint64_t *lo, uint64_t *span)
{
	struct ptrmap seen = { 0 };
	bool addr;

	if (!cd->count || c->kind != CF_KIND_INT || c->width > 64 ||
	    c->lanes > 1)
		return false;
	/* A phi or select with an undef or poison operand takes, on that
	   path, whatever the build leaves in a register. */
	for (int i = 0; i < LLVMGetNumOperands(c->inst); i++)
		if (LLVMIsUndef(LLVMGetOperand(c->inst, i)))
			return false;
	addr = from_address(c->inst, 8, &seen);
	ptrmap_release(&seen);
	if (addr)
		return false;
	*lo = (uint64_t)cd->smin;
	*span = (uint64_t)cd->smax - (uint64_t)cd->smin;
	if (c->width == 1) {
		*lo = cd->umin & 1;
		*span = (cd->umax & 1) - *lo;
	}
	return narrow(c->width, *span);
}

int
cf_protect(struct ir_module *m, const struct cf_static *s,
	   const struct cf_dynamic *d, const bool *chosen,
	   const struct dup_opts *o, unsigned *nchecks)
{
	LLVMTypeRef i1 = LLVMInt1TypeInContext(m->ctx);
	LLVMTypeRef i32 = LLVMInt32TypeInContext(m->ctx);
	LLVMTypeRef i64 = LLVMInt64TypeInContext(m->ctx);
	LLVMTypeRef params[2] = { i1, i32 };
	LLVMTypeRef check_ty = LLVMFunctionType(LLVMVoidTypeInContext(m->ctx),
						params, 2, 0);
	LLVMValueRef *places = xcalloc(s->n ? s->n : 1, sizeof(*places));
	LLVMValueRef check = NULL;
	LLVMBuilderRef b = LLVMCreateBuilderInContext(m->ctx);
	int rc = -1;

	*nchecks = 0;
	for (unsigned k = 0; k < s->n; k++)
		if (chosen[k])
			places[k] = cf_place_after(s->c[k].inst);
	for (unsigned k = 0; k < s->n; k++) {
		const struct cf_candidate *c = &s->c[k];
		const struct cf_cand_dyn *cd = &d->cand[k];
		uint64_t lo, span;
		LLVMValueRef v, args[2];

		if (!chosen[k] || !places[k] || !cf_checkable(c, cd, &lo, &span))
			continue;
		if (!check)
			check = dup_check_begin(m, o);
		LLVMPositionBuilderBefore(b, places[k]);
		v = cf_value_i64(b, c);
		v = LLVMBuildSub(b, v, LLVMConstInt(i64, lo, 0), "");
		args[0] = LLVMBuildICmp(b, LLVMIntULE, v,
					LLVMConstInt(i64, span, 0), "");
		args[1] = LLVMConstInt(i32, c->id, 0);
		LLVMBuildCall2(b, check_ty, check, args, 2, "");
		(*nchecks)++;
	}
	if (check && dup_check_end(m, check, o))
		goto out;
	rc = ir_module_verify_changed(m, "crashfinder's range checks");
out:
	LLVMDisposeBuilder(b);
	free(places);
	return rc;
}
