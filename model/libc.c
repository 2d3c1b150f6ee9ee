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

/*
 * The C library's sorting and searching functions call a comparator of the
 * program's own (C11 7.22.5): qsort, qsort_r (GNU), bsearch, lfind and
 * lsearch (POSIX). A comparator's return value is read only by them, so a
 * corrupted one reaches no caller the module shows (MiBench qsort's
 * strcmp wrapper: predicted 0%, measured 92% SDC). cmp: the comparator's
 * argument; base: the array the function reorders (-1: it only finds an
 * element, its result).
 */
static const struct sorter {
	const char *name;
	unsigned nargs;
	int cmp, base;
} sorters[] = {
	{ "qsort", 4, 3, 0 },
	{ "qsort_r", 5, 3, 0 },
	{ "bsearch", 5, 4, -1 },
	{ "lfind", 5, 4, -1 },
	{ "lsearch", 5, 4, -1 },
};

static const struct sorter *
sorter_of(LLVMValueRef call)
{
	LLVMValueRef fn = LLVMGetCalledValue(call);
	const char *name;
	size_t len;

	if (!fn || !LLVMIsAFunction(fn) || ir_fn_defined(fn))
		return NULL;
	name = LLVMGetValueName2(fn, &len);
	for (size_t i = 0; i < sizeof(sorters) / sizeof(*sorters); i++)
		if (!strcmp(name, sorters[i].name) &&
		    LLVMGetNumArgOperands(call) == sorters[i].nargs)
			return &sorters[i];
	return NULL;
}

LLVMValueRef
model_sort_comparator(LLVMValueRef call)
{
	const struct sorter *s = sorter_of(call);
	LLVMValueRef f = s ? LLVMGetOperand(call, (unsigned)s->cmp) : NULL;

	return f && LLVMIsAFunction(f) && ir_fn_defined(f) ? f : NULL;
}

/* How far object_readers follows pointers from an array's base. */
#define READER_DEPTH 4

/*
 * The reads of memory through ptr (and pointers derived from it by
 * getelementptr and casts, into the callees it is passed to, depth levels
 * down) into cb, each with what a wrong value read there does, weighted by
 * its executions: a load carries it on, an output call that reads the
 * memory prints it, a copy copies it (f_m of the copy). skip: the call
 * that wrote it.
 */
static void
object_readers(struct model_ctx *x, LLVMValueRef ptr, LLVMValueRef skip,
	       unsigned depth, struct model_combiner *cb)
{
	for (LLVMUseRef u = LLVMGetFirstUse(ptr); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u), fn;
		struct model_out o = { 1, 0 };
		unsigned n, k;

		if (!LLVMIsAInstruction(user) || user == skip)
			continue;
		n = (unsigned)LLVMGetNumOperands(user);
		for (k = 0; k < n && LLVMGetOperand(user, k) != ptr; k++)
			;
		if (LLVMIsALoadInst(user)) {
			o = model_value(x, user);
		} else if ((LLVMIsAGetElementPtrInst(user) ||
			    LLVMIsABitCastInst(user)) && k == 0) {
			if (depth)
				object_readers(x, user, skip, depth - 1, cb);
			continue;
		} else if (LLVMIsACallInst(user) || LLVMIsAInvokeInst(user)) {
			fn = LLVMGetCalledValue(user);
			if (ir_is_marker_intrinsic(user) ||
			    k >= LLVMGetNumArgOperands(user))
				continue;
			if (model_is_output(x, user)) {
				if (!model_output_reads(user, k))
					continue;
			} else if (model_libc(user) && model_is_mem_store_call(user) &&
				   (int)k == model_libc(user)->src) {
				o.sdc = model_store(x, user);
			} else if (fn && LLVMIsAFunction(fn) && ir_fn_defined(fn) &&
				   k < LLVMCountParams(fn)) {
				if (depth)
					object_readers(x, LLVMGetParam(fn, k),
						       skip, depth - 1, cb);
				continue;
			} else {
				continue;
			}
		} else {
			continue;
		}
		n = (unsigned)model_count(x, user);
		model_combiner_add(cb, 1, n ? (double)n : 1e-9,
				   (struct model_out){ o.sdc, o.sdc < 0 ? -1 : 0 });
	}
}

/*
 * The share of a single-bit flip of the comparator's returned value v that
 * changes its sign (< 0, 0, > 0), all the library reads: every flip of a
 * 0 (the share of v's sampled results that were 0), the sign bit's of any
 * other value.
 */
static double
sign_share(const struct model_ctx *x, LLVMValueRef v)
{
	unsigned w = model_int_width(LLVMTypeOf(v));
	const struct prof_value *pv;
	double z = 0;

	if (!w)
		return 1;
	if (LLVMIsAInstruction(v) &&
	    (pv = prof_value_find(x->p, ir_inst_id(x->m, v))) && pv->samples)
		z = (double)(pv->samples - pv->mag_n[3]) / (double)pv->samples;
	return z + (1 - z) / w;
}

struct model_out
model_sort_outcome(struct model_ctx *x, LLVMValueRef call, LLVMValueRef v,
		   bool fresh)
{
	const struct sorter *s = sorter_of(call);
	struct model_combiner cb;
	struct model_out o;
	LLVMValueRef base;
	double p = fresh ? sign_share(x, v) : 1;

	if (!s)
		return (struct model_out){ 0, 0 };
	if (s->base < 0) {
		/* The element it finds: its result. */
		o = model_value(x, call);
	} else {
		/* The order of the array: what reads it. With no reader
		   found, SDC, as for a store with none (fm.c). */
		base = LLVMGetOperand(call, (unsigned)s->base);
		while (LLVMIsAGetElementPtrInst(base) ||
		       LLVMIsABitCastInst(base))
			base = LLVMGetOperand(base, 0);
		model_combiner_init(&cb, MODEL_AVERAGE, 0);
		object_readers(x, base, call, READER_DEPTH, &cb);
		o = cb.added || cb.left_out ? model_combiner_end(&cb)
					    : (struct model_out){ 1, 0 };
	}
	if (o.sdc < 0)
		return MODEL_LEFT_OUT;
	return (struct model_out){ p * o.sdc, p * o.crash };
}
