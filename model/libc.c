/*
 * libc.c: values through the C library's formatting and string functions
 * (issue 14), an extension of the memory sub-model f_m (thesis §5.3.5).
 *
 * The thesis's f_m follows a corrupted value from the store that writes
 * it to the loads that read it, and ends at the output calls. Programs
 * rarely print their results directly, though: they format them with
 * sprintf or snprintf into a buffer, copy the buffer on (strcpy, strcat,
 * memcpy) and print it with fputs, fwrite, write, puts or printf("%s").
 * The profiler records those calls as memory accesses (profiler.h, struct
 * prof_libc): a formatting call stores the text it wrote and loads the
 * strings it formats, a string copy is a copy. So here a formatting or
 * string call is a store like any other, whose f_m is its readers' (fm.c),
 * and a corrupted operand k of it gives
 *   a pointer (the destination, the source, the format, a va_list, the
 *     string of a %s)    crash c (the call's address sensitivity), else
 *                        (1 - c) f_m(call), as for memcpy (rule 5);
 *   a formatted value    the fraction of its flips the conversion shows
 *                        (§5.3.5: the digits printed, fm.c's
 *                        model_conv_visible), times f_m(call): the
 *                        corrupted text then reaches whatever reads the
 *                        buffer;
 *   anything else        (a length, a size limit) f_m(call).
 * A value passed to a variadic function of the program that hands its
 * va_list to vsnprintf or vfprintf (a logging wrapper) reaches those
 * calls, with the conversions of the format its caller gave.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

const struct prof_libc *
model_libc(LLVMValueRef call)
{
	LLVMValueRef fn = LLVMGetCalledValue(call);
	const struct prof_libc *e;
	size_t len;

	if (!fn || !LLVMIsAFunction(fn))
		return NULL;
	e = prof_libc_find(LLVMGetValueName2(fn, &len),
			   LLVMGetNumArgOperands(call));
	/* A function of the program's own of that name is walked instead
	   (the profiler follows its loads and stores, not the call). */
	return e && (!e->op || !ir_fn_defined(fn)) ? e : NULL;
}

/*
 * The conversion that variadic operand k of a call takes from the
 * constant format at operand fmt of fcall, argument first being the
 * format's first; false when unknown (a format that is not a constant,
 * an argument it does not take).
 */
static bool
conv_of(LLVMValueRef fcall, unsigned fmt, unsigned index,
	struct prof_conv *cv)
{
	struct prof_conv *args;
	int n = prof_call_format(fcall, fmt, &args);
	bool known = n > 0 && index < (unsigned)n;

	if (known)
		*cv = args[index];
	free(args);
	return known;
}

/* Whether conversion cv takes a pointer it reads (or writes: %n). */
static bool
conv_pointer(const struct prof_conv *cv)
{
	return cv->type == 's' || cv->type == 'S' || cv->type == 'n';
}

struct model_out
model_libc_use(struct model_ctx *x, LLVMValueRef call,
	       const struct prof_libc *e, unsigned k)
{
	double s = model_store(x, call), c = 0, v = 1;
	int ik = (int)k;
	struct prof_conv cv;

	if (s < 0)
		return MODEL_LEFT_OUT;
	if (ik == e->dst || ik == e->src || ik == e->fmt ||
	    (e->va && ik == e->fmt + 1)) {
		c = model_addr_crash(x, call);
	} else if (e->kind == PROF_MEM_FORMAT && !e->va && ik > e->fmt &&
		   conv_of(call, (unsigned)e->fmt, k - (unsigned)e->fmt - 1,
			   &cv)) {
		if (conv_pointer(&cv))
			c = model_addr_crash(x, call);
		else
			v = model_conv_visible(&cv, LLVMGetOperand(call, k));
	}
	return (struct model_out){ (1 - c) * v * s, c };
}

bool
model_output_reads(LLVMValueRef call, unsigned k)
{
	LLVMValueRef fn = LLVMGetCalledValue(call);
	struct prof_conv cv;
	size_t len;
	bool va;
	int fmt;

	if (k >= LLVMGetNumArgOperands(call) ||
	    LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(call, k))) !=
		    LLVMPointerTypeKind || !fn || !LLVMIsAFunction(fn))
		return false;
	fmt = prof_output_format(LLVMGetValueName2(fn, &len), &va);
	if (fmt < 0 || (int)k <= fmt || va)
		return true;
	return conv_of(call, (unsigned)fmt, k - (unsigned)fmt - 1, &cv) &&
	       conv_pointer(&cv);
}

/* The index of argument a among fn's parameters, or -1. */
static int
param_index(LLVMValueRef fn, LLVMValueRef a)
{
	for (unsigned i = 0; i < LLVMCountParams(fn); i++)
		if (LLVMGetParam(fn, i) == a)
			return (int)i;
	return -1;
}

/*
 * A v*printf call of fn that takes fn's va_list: its format operand in
 * *fmt, and the kind of call (a formatting call's entry in *e, NULL for
 * an output call); false for any other instruction.
 */
static bool
va_call(const struct model_ctx *x, LLVMValueRef i, int *fmt,
	const struct prof_libc **e)
{
	LLVMValueRef fn;
	size_t len;
	bool va;

	if (!LLVMIsACallInst(i) && !LLVMIsAInvokeInst(i))
		return false;
	if ((*e = model_libc(i)))
		return (*fmt = (*e)->fmt, (*e)->kind == PROF_MEM_FORMAT &&
					  (*e)->va);
	fn = LLVMGetCalledValue(i);
	if (!fn || !LLVMIsAFunction(fn))
		return false;
	*fmt = prof_output_format(LLVMGetValueName2(fn, &len), &va);
	return *fmt >= 0 && va && (unsigned)*fmt + 2 <= LLVMGetNumArgOperands(i) &&
	       model_is_output(x, i);
}

bool
model_vararg_use(struct model_ctx *x, LLVMValueRef call, LLVMValueRef fn,
		 unsigned k, struct model_out *o)
{
	unsigned index = k - LLVMCountParams(fn);
	struct model_combiner cb;
	bool any = false;

	model_combiner_init(&cb, MODEL_AVERAGE, 0);
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
	     bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
		     i = LLVMGetNextInstruction(i)) {
			const struct prof_libc *e;
			struct prof_conv cv;
			LLVMValueRef f;
			double s = 1, v = 1;
			uint64_t n;
			int fmt, p;
			bool known;

			if (!va_call(x, i, &fmt, &e))
				continue;
			/* The format: the caller's, or the wrapper's own. */
			f = LLVMGetOperand(i, (unsigned)fmt);
			p = LLVMIsAArgument(f) ? param_index(fn, f) : -1;
			known = p >= 0 ? conv_of(call, (unsigned)p, index, &cv) :
					 conv_of(i, (unsigned)fmt, index, &cv);
			if (known && !conv_pointer(&cv))
				v = model_conv_visible(&cv,
						       LLVMGetOperand(call, k));
			if (e && (s = model_store(x, i)) < 0) {
				model_combiner_add(&cb, 1, 1, MODEL_LEFT_OUT);
				continue;
			}
			n = model_count(x, i);
			model_combiner_add(&cb, 1, n ? (double)n : 1e-9,
					   (struct model_out){ v * s, 0 });
			any = true;
		}
	if (!any && !cb.left_out)
		return false;
	*o = model_combiner_end(&cb);
	return true;
}
