/*
 * check.c: a profile against the module the model applies it to.
 *
 * The loader (profiler/load.c) checks what a profile says on its own:
 * counts in range, sums without overflow, members that agree with
 * "counts". What it cannot see is the module: a profile that kept the
 * module's hash but was edited or corrupted could name, as a branch, an
 * instruction that is none, or give a switch the wrong number of
 * successors, and the model would weigh its predictions by numbers that
 * cannot be true. So here every id a member names must be the instruction
 * of the module that the member is about (profiler/plan.c makes them):
 *
 *   counts    an instruction of a defined function, with the count
 *             of its neighbours in its block unless a call is between
 *             them (a block segment's instructions share one counter);
 *   branches  a conditional br or a switch, with as many successor
 *             counts as it has successors; and every such branch that
 *             ran has successor counts;
 *   calls     a call site of the callee it names (null: indirect);
 *   values    an instruction of the operation it names ("smin": a call
 *             of llvm.smin.*), with as many operands;
 *   compares  an icmp or fcmp of the predicate and operand type it names;
 *   shifts    a shl, lshr or ashr of that name and width;
 *   outputs   a call of the output function it names;
 *   memory    an access of its kind (a load, a store, an atomicrmw or
 *             cmpxchg, a call for memcpy, memset and output, a call of
 *             a formatting or string function for format and string);
 *
 * and the candidates' counts must add up to "totals"."candidates". A
 * profile trident made of this module always passes; a failure is one
 * line naming the profile, the entry and what is wrong.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

/*
 * The error for entry id of member; control characters of names quoted
 * from the profile are made '?', so that the message stays one line.
 */
static int __attribute__((format(printf, 4, 5)))
bad(const struct model_ctx *x, const char *member, unsigned id,
    const char *why, ...)
{
	char what[384];
	va_list ap;

	va_start(ap, why);
	vsnprintf(what, sizeof(what), why, ap);
	va_end(ap);
	for (char *c = what; *c; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f)
			*c = '?';
	return tr_error("profile '%s': bad entry \"%u\" in \"%s\": %s",
			x->p->path, id, member, what);
}

static LLVMValueRef
inst_of(const struct model_ctx *x, unsigned id)
{
	return id && id <= x->max_id ? x->inst[id] : NULL;
}

/* "#ID of 'M' is a store" or "... is no instruction", for messages. */
static const char *
is_what(const struct model_ctx *x, unsigned id, char *buf, size_t n)
{
	LLVMValueRef i = inst_of(x, id);

	if (!i)
		snprintf(buf, n, "'%s' has no instruction #%u", x->m->path, id);
	else
		snprintf(buf, n, "#%u of '%s' is %s %s", id, x->m->path,
			 strchr("aeiou", ir_opcode_name(
				 LLVMGetInstructionOpcode(i))[0]) ? "an" : "a",
			 ir_opcode_name(LLVMGetInstructionOpcode(i)));
	return buf;
}

static bool
is_branch(LLVMValueRef i)
{
	return i && ((LLVMIsABranchInst(i) && LLVMIsConditional(i)) ||
		     LLVMIsASwitchInst(i));
}

static bool
is_call_site(LLVMValueRef i)
{
	LLVMOpcode op = i ? LLVMGetInstructionOpcode(i) : LLVMRet;

	return op == LLVMCall || op == LLVMInvoke || op == LLVMCallBr;
}

/* The name of the function (or alias) a call site calls, or NULL. */
static const char *
called_name(LLVMValueRef call, bool alias)
{
	LLVMValueRef f = LLVMGetCalledValue(call);
	size_t len;

	if (!f || !(LLVMIsAFunction(f) || (alias && LLVMIsAGlobalAlias(f))))
		return NULL;
	return LLVMGetValueName2(f, &len);
}

static int
check_branches(const struct model_ctx *x)
{
	const struct prof_profile *p = x->p;
	char buf[256];
	uint64_t n;

	for (unsigned k = 0; k < p->nbranches; k++) {
		const struct prof_branch *b = &p->branches[k];
		LLVMValueRef i = inst_of(x, b->id);

		if (!is_branch(i))
			return bad(x, "branches", b->id, "%s, not a "
				   "conditional br or a switch",
				   is_what(x, b->id, buf, sizeof(buf)));
		if (b->nsucc != LLVMGetNumSuccessors(i))
			return bad(x, "branches", b->id, "%u successor counts, "
				   "but #%u (%s) of '%s' has %u successors",
				   b->nsucc, b->id,
				   ir_opcode_name(LLVMGetInstructionOpcode(i)),
				   x->m->path, LLVMGetNumSuccessors(i));
	}
	for (unsigned id = 1; id <= x->max_id; id++) {
		LLVMValueRef i = x->inst[id];

		if (is_branch(i) && prof_count(p, id, &n) && n &&
		    !prof_branch_find(p, id))
			return tr_error("profile '%s': #%u (%s) of '%s' ran "
					"%llu times but has no successor "
					"counts in \"branches\"", p->path, id,
					ir_opcode_name(
						LLVMGetInstructionOpcode(i)),
					x->m->path, (unsigned long long)n);
	}
	return 0;
}

static int
check_calls(const struct model_ctx *x)
{
	const struct prof_profile *p = x->p;
	char buf[256];

	for (unsigned k = 0; k < p->ncalls; k++) {
		const struct prof_call *c = &p->calls[k];
		LLVMValueRef i = inst_of(x, c->id);
		const char *name;

		if (!is_call_site(i))
			return bad(x, "calls", c->id, "%s, not a call site",
				   is_what(x, c->id, buf, sizeof(buf)));
		name = called_name(i, true);
		if (name ? !c->callee || strcmp(name, c->callee) : !!c->callee)
			return bad(x, "calls", c->id, "the callee is "
				   "%s%.64s%s, but #%u of '%s' calls %s",
				   c->callee ? "'" : "",
				   c->callee ? c->callee : "null (indirect)",
				   c->callee ? "'" : "", c->id, x->m->path,
				   name ? name : "through a pointer");
	}
	return 0;
}

/* Whether the intrinsic name ("llvm.smin.i32") is of operation op. */
static bool
intrinsic_is(const char *name, const char *op)
{
	size_t n = strlen(op);

	return !strncmp(name, "llvm.", 5) && !strncmp(name + 5, op, n) &&
	       name[5 + n] == '.';
}

/* Whether instruction i is the value site of operation op ("and",
   "smin", ...) that a value profile names. The profiler records
   llvm.fma as fmuladd (profiler/values.c: it re-evaluates both
   unfused). */
static bool
value_op(LLVMValueRef i, const char *op, unsigned nops)
{
	const char *name;

	if (LLVMGetInstructionOpcode(i) != LLVMCall)
		return !strcmp(ir_opcode_name(LLVMGetInstructionOpcode(i)),
			       op) &&
		       (unsigned)LLVMGetNumOperands(i) == nops;
	name = called_name(i, false);
	return name && LLVMGetNumArgOperands(i) == nops &&
	       (intrinsic_is(name, op) ||
		(!strcmp(op, "fmuladd") && intrinsic_is(name, "fma")));
}

static int
check_values(const struct model_ctx *x)
{
	const struct prof_profile *p = x->p;
	char buf[256];

	for (unsigned k = 0; k < p->nvalues; k++) {
		const struct prof_value *v = &p->values[k];
		LLVMValueRef i = inst_of(x, v->id);

		if (!i || !value_op(i, v->op, v->nops))
			return bad(x, "values", v->id, "%s, not the %s of %u "
				   "operands the entry is about",
				   is_what(x, v->id, buf, sizeof(buf)), v->op,
				   v->nops);
	}
	return 0;
}

/* A compare's operand type as the profile spells it, into buf. */
static const char *
type_name(LLVMTypeRef t, char *buf, size_t n)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind:
		snprintf(buf, n, "i%u", LLVMGetIntTypeWidth(t));
		break;
	case LLVMPointerTypeKind:
		snprintf(buf, n, "ptr");
		break;
	case LLVMFloatTypeKind:
		snprintf(buf, n, "float");
		break;
	case LLVMDoubleTypeKind:
		snprintf(buf, n, "double");
		break;
	default:
		snprintf(buf, n, "?");
	}
	return buf;
}

/* The predicate of compare i, as the profile spells it. */
static const char *
predicate_name(LLVMValueRef i)
{
	bool fp = !LLVMIsAICmpInst(i);
	const char *name = prof_predicate_name(fp, fp ?
		(unsigned)LLVMGetFCmpPredicate(i) :
		(unsigned)LLVMGetICmpPredicate(i) - LLVMIntEQ);

	return name ? name : "?";
}

static int
check_compares(const struct model_ctx *x)
{
	const struct prof_profile *p = x->p;
	char buf[256], type[16];

	for (unsigned k = 0; k < p->ncompares; k++) {
		const struct prof_compare *c = &p->compares[k];
		LLVMValueRef i = inst_of(x, c->id);

		if (!i || !(LLVMIsAICmpInst(i) || LLVMIsAFCmpInst(i)))
			return bad(x, "compares", c->id, "%s, not a compare",
				   is_what(x, c->id, buf, sizeof(buf)));
		type_name(LLVMTypeOf(LLVMGetOperand(i, 0)), type, sizeof(type));
		if (strcmp(c->predicate, predicate_name(i)) ||
		    strcmp(c->type, type))
			return bad(x, "compares", c->id, "%s %s, but #%u of "
				   "'%s' compares %s with %s", c->predicate,
				   c->type, c->id, x->m->path, type,
				   predicate_name(i));
	}
	return 0;
}

static int
check_shifts(const struct model_ctx *x)
{
	const struct prof_profile *p = x->p;
	char buf[256];

	for (unsigned k = 0; k < p->nshifts; k++) {
		const struct prof_shift *s = &p->shifts[k];
		LLVMValueRef i = inst_of(x, s->id);
		LLVMOpcode op = i ? LLVMGetInstructionOpcode(i) : LLVMRet;
		LLVMTypeRef t = i ? LLVMTypeOf(i) : NULL;

		if (op != LLVMShl && op != LLVMLShr && op != LLVMAShr)
			return bad(x, "shifts", s->id, "%s, not a shift",
				   is_what(x, s->id, buf, sizeof(buf)));
		if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind ||
		    LLVMGetIntTypeWidth(t) != s->width)
			return bad(x, "shifts", s->id, "width %u, but #%u of "
				   "'%s' is not a shift of i%u", s->width,
				   s->id, x->m->path, s->width);
	}
	return 0;
}

static int
check_outputs(const struct model_ctx *x)
{
	const struct prof_profile *p = x->p;
	char buf[256];

	for (unsigned k = 0; k < p->noutputs; k++) {
		const struct prof_output *o = &p->outputs[k];
		LLVMValueRef i = inst_of(x, o->id);
		const char *name = is_call_site(i) ? called_name(i, false)
						   : NULL;

		if (!name || strcmp(name, o->callee))
			return bad(x, "outputs", o->id, "%s, not a call of %s",
				   is_what(x, o->id, buf, sizeof(buf)),
				   o->callee);
	}
	return 0;
}

/* Whether instruction i is a memory access of kind (docs/profile.md). */
static bool
access_kind(LLVMValueRef i, const char *kind)
{
	LLVMOpcode op = i ? LLVMGetInstructionOpcode(i) : LLVMRet;

	if (!strcmp(kind, "load"))
		return op == LLVMLoad;
	if (!strcmp(kind, "store"))
		return op == LLVMStore;
	if (!strcmp(kind, "atomic"))
		return op == LLVMAtomicRMW || op == LLVMAtomicCmpXchg;
	/* The C library's text functions (profiler.h, struct prof_libc). */
	if (!strcmp(kind, "format") || !strcmp(kind, "string")) {
		const struct prof_libc *e = op == LLVMCall ? model_libc(i) : NULL;

		return e && e->kind == (kind[0] == 'f' ? PROF_MEM_FORMAT :
							 PROF_MEM_STRING);
	}
	return op == LLVMCall;
}

/* The accesses; the loader made every store and pair one of them. */
static int
check_memory(const struct model_ctx *x)
{
	const struct prof_profile *p = x->p;
	char buf[256];

	for (unsigned k = 0; k < p->naccesses; k++) {
		const struct prof_mem_access *a = &p->accesses[k];

		if (!access_kind(inst_of(x, a->id), a->kind))
			return bad(x, "memory", a->id, "%s, not a memory "
				   "access of kind %s",
				   is_what(x, a->id, buf, sizeof(buf)),
				   a->kind);
	}
	return 0;
}

/*
 * The instructions of a block run equally often but where a call ends a
 * segment (profiler.h): the call and what follows it count its returns.
 * So two neighbours differ only where the second is a call.
 */
static int
check_block(const struct model_ctx *x, LLVMBasicBlockRef bb)
{
	unsigned prev = 0;
	uint64_t pn = 0, n;

	for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
	     i = LLVMGetNextInstruction(i)) {
		unsigned id = ir_inst_id(x->m, i);

		if (!id || !prof_count(x->p, id, &n)) {
			prev = 0;
			continue;
		}
		if (prev && n != pn && !LLVMIsACallInst(i))
			return bad(x, "counts", id, "#%u ran %llu times, but "
				   "#%u before it in its block of '%s' ran "
				   "%llu times (without a call between them "
				   "they run equally often)", id,
				   (unsigned long long)n, prev, x->m->path,
				   (unsigned long long)pn);
		prev = id;
		pn = n;
	}
	return 0;
}

static int
check_blocks(const struct model_ctx *x)
{
	for (unsigned f = 0; f < x->nfns; f++)
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(
			     x->fns[f].fn); bb; bb = LLVMGetNextBasicBlock(bb))
			if (check_block(x, bb))
				return -1;
	return 0;
}

int
model_check_profile(const struct model_ctx *x)
{
	const struct prof_profile *p = x->p;
	uint64_t sum = 0, n;
	char buf[256];

	for (unsigned k = 0; k < p->ninsts; k++)
		if (!inst_of(x, p->insts[k].id))
			return bad(x, "counts", p->insts[k].id, "%s",
				   is_what(x, p->insts[k].id, buf,
					   sizeof(buf)));
	for (unsigned id = 1; id <= x->max_id; id++)
		if (x->inst[id] && ir_is_candidate(x->inst[id]) &&
		    prof_count(p, id, &n) &&
		    __builtin_add_overflow(sum, n, &sum))
			return tr_error("profile '%s': the counts of the "
					"candidate instructions overflow",
					p->path);
	if (sum != p->total_candidates)
		return tr_error("profile '%s': \"totals\" says %llu candidate "
				"instructions ran, but the counts of the "
				"candidates of '%s' add up to %llu", p->path,
				(unsigned long long)p->total_candidates,
				x->m->path, (unsigned long long)sum);
	if (check_blocks(x) || check_branches(x) || check_calls(x) ||
	    check_values(x) || check_compares(x) || check_shifts(x) ||
	    check_outputs(x) || check_memory(x))
		return -1;
	return 0;
}
