/*
 * plan.c: which counters a module gets, and which counter gives which
 * count (profiler.h explains segments and edge kinds).
 *
 * The plan is made from the id'd module before anything changes, and it
 * is all that is needed afterwards to turn the runtime's dump into counts
 * by instruction id: instrument.c adds exactly the increments the plan's
 * sites describe, in counter order.
 *
 * Counting blocks rather than instructions is the classic scheme (Knuth,
 * "An empirical study of FORTRAN programs", 1971; Ball and Larus,
 * "Optimally profiling and tracing programs", TOPLAS 1994): every
 * instruction of a straight run of code executes as often as the run
 * starts. A block is a straight run only until a call that does not
 * return (exit, longjmp, abort deep in the callee), so blocks are cut
 * after every call that is not an intrinsic; then the count of each
 * instruction is exact even in a process that ends inside a callee, and
 * it equals the fault injector's count of dynamic instances.
 *
 * Edge counts come from block counters wherever an edge is the only way
 * into its target (a spanning-tree placement would save more counters, at
 * the price of solving flow equations when reading the dump; one counter
 * per remaining edge keeps every count a single subtraction at most).
 *
 * The plan also lists the output calls (both modes), with the conversions
 * of constant printf formats parsed here, statically (and the doubles
 * their floating-point conversions print, whose magnitudes the runtime
 * measures: issue 15), and in full mode
 * the memory sites the runtime's memory profile follows (profiler.h).
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Grow the site array by one counter; returns its index. */
static unsigned
new_counter(struct prof_plan *pl, unsigned *cap, LLVMValueRef before,
	    LLVMValueRef cond, LLVMValueRef value)
{
	if (pl->ncounters == *cap) {
		*cap = *cap ? 2 * *cap : 256;
		pl->sites = xrealloc(pl->sites, *cap * sizeof(*pl->sites));
	}
	pl->sites[pl->ncounters].before = before;
	pl->sites[pl->ncounters].cond = cond;
	pl->sites[pl->ncounters].value = value;
	pl->sites[pl->ncounters].nterms = 0;
	pl->sites[pl->ncounters].terms = NULL;
	pl->sites[pl->ncounters].same_as = TR_NONE;
	return pl->ncounters++;
}

static bool
is_call_site(LLVMValueRef i)
{
	return (LLVMIsACallInst(i) || LLVMIsAInvokeInst(i) ||
		LLVMIsACallBrInst(i)) && !ir_is_marker_intrinsic(i);
}

/*
 * A call after which a new segment starts: a plain call (invoke and callbr
 * end their block anyway) that is not an intrinsic, and not a musttail
 * call, which nothing may follow but its return.
 */
static bool
ends_segment(LLVMValueRef i)
{
	return LLVMIsACallInst(i) && !ir_is_intrinsic_call(i) &&
	       LLVMGetTailCallKind(i) != LLVMTailCallKindMustTail;
}

/* Instructions that must stay first in their block. */
static bool
stays_first(LLVMValueRef i)
{
	return LLVMIsAPHINode(i) || LLVMIsALandingPadInst(i) ||
	       LLVMIsAFuncletPadInst(i);
}

static void
add_call(struct prof_plan *pl, unsigned *cap, unsigned id, unsigned counter,
	 LLVMValueRef i)
{
	LLVMValueRef callee = LLVMGetCalledValue(i);
	struct prof_plan_call *c;

	if (pl->ncalls == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		pl->calls = xrealloc(pl->calls, *cap * sizeof(*pl->calls));
	}
	c = &pl->calls[pl->ncalls++];
	c->id = id;
	c->counter = counter;
	c->callee = NULL;
	if (callee && (LLVMIsAFunction(callee) || LLVMIsAGlobalAlias(callee))) {
		size_t len;
		const char *name = LLVMGetValueName2(callee, &len);

		c->callee = memcpy(xmalloc(len + 1), name, len);
		c->callee[len] = '\0';
	}
}

/*
 * Output calls and printf formats
 */
static const char *const output_names[] = {
	"printf", "fprintf", "vprintf", "vfprintf", "dprintf", "puts",
	"putchar", "putc", "fputc", "fputs", "fwrite", "write",
};

bool
prof_is_output(const char *name)
{
	/* The first character first: the model asks at every use of every
	   call (exp, pow, ...). */
	for (size_t k = 0; k < sizeof(output_names) / sizeof(*output_names);
	     k++)
		if (name[0] == output_names[k][0] &&
		    strcmp(name, output_names[k]) == 0)
			return true;
	return false;
}

int
prof_output_format(const char *name, bool *va)
{
	*va = !strcmp(name, "vprintf") || !strcmp(name, "vfprintf");
	if (!strcmp(name, "printf") || !strcmp(name, "vprintf"))
		return 0;
	if (!strcmp(name, "fprintf") || !strcmp(name, "vfprintf") ||
	    !strcmp(name, "dprintf"))
		return 1;
	return -1;
}

/* The format argument of a printf-family output callee, or -1. */
static int
format_arg(const char *name)
{
	bool va;

	return prof_output_format(name, &va);
}

/* Append conversion (c, prec) to *conv of *n entries (capacity *cap). */
static void
conv_push(struct prof_conv **conv, int *n, size_t *cap, char c, int prec)
{
	if ((size_t)*n == *cap) {
		*cap = *cap ? 2 * *cap : 8;
		*conv = xrealloc(*conv, *cap * sizeof(**conv));
	}
	memset(&(*conv)[*n], 0, sizeof(**conv));
	(*conv)[*n].type = c;
	(*conv)[*n].precision = prec;
	(*n)++;
}

/*
 * C11 7.21.6.1: %[flags][width][.precision][length]conversion. Flags
 * "-+ #0" and glibc's "'" and "I"; width and precision digits or "*"; a
 * "." alone is precision 0. Positional arguments ("%1$d") are skipped
 * over like flags (by prof_format_parse; prof_format_args stops there,
 * since they no longer take the arguments in order). With args, every
 * "*" is an entry of its own, of type '*', in argument order.
 */
static int
format_walk(const char *fmt, size_t len, struct prof_conv **conv, bool args)
{
	size_t k = 0, cap = 0;
	int n = 0;

	*conv = NULL;
	while (k < len) {
		int prec = PROF_PREC_NONE;
		bool has_prec = false;
		char c;

		if (fmt[k++] != '%')
			continue;
		if (k < len && fmt[k] == '%') {
			k++;
			continue;
		}
		while (k < len && strchr("-+ #0'I$123456789*", fmt[k])) {
			if (args && fmt[k] == '$')
				return n;
			if (args && fmt[k] == '*')
				conv_push(conv, &n, &cap, '*', PROF_PREC_NONE);
			k++;
		}
		if (k < len && fmt[k] == '.') {
			has_prec = true;
			prec = 0;
			k++;
			if (k < len && fmt[k] == '*') {
				prec = PROF_PREC_DYNAMIC;
				if (args)
					conv_push(conv, &n, &cap, '*',
						  PROF_PREC_NONE);
				k++;
			}
			while (k < len && fmt[k] >= '0' && fmt[k] <= '9') {
				if (prec < 100000)
					prec = 10 * prec + (fmt[k] - '0');
				k++;
			}
			if (args && k < len && fmt[k] == '$')
				return n;
		}
		while (k < len && strchr("hlLqjzt", fmt[k]))
			k++;
		if (k >= len)
			break;
		c = fmt[k++];
		/* %m prints errno's message and takes no argument. */
		if (!strchr("diouxXfFeEgGaAcspnCS", c))
			continue;
		if (!has_prec && strchr("fFeEgG", c))
			prec = 6;
		conv_push(conv, &n, &cap, c, prec);
	}
	return n;
}

int
prof_format_parse(const char *fmt, size_t len, struct prof_conv **conv)
{
	return format_walk(fmt, len, conv, false);
}

int
prof_format_args(const char *fmt, size_t len, struct prof_conv **args)
{
	return format_walk(fmt, len, args, true);
}

/*
 * The constant string a format operand points to, or NULL: a constant
 * global of a character array, or a constant GEP of offset 0 into one.
 */
static const char *
constant_string(LLVMValueRef v, size_t *len)
{
	LLVMValueRef init;

	if (LLVMIsAConstantExpr(v) &&
	    LLVMGetConstOpcode(v) == LLVMGetElementPtr) {
		for (unsigned k = 1; k < (unsigned)LLVMGetNumOperands(v); k++) {
			LLVMValueRef ix = LLVMGetOperand(v, k);

			if (!LLVMIsAConstantInt(ix) ||
			    LLVMConstIntGetZExtValue(ix) != 0)
				return NULL;
		}
		v = LLVMGetOperand(v, 0);
	}
	if (!LLVMIsAGlobalVariable(v) || !LLVMIsGlobalConstant(v) ||
	    !(init = LLVMGetInitializer(v)) || !LLVMIsAConstantDataArray(init) ||
	    !LLVMIsConstantString(init))
		return NULL;
	return LLVMGetAsString(init, len);
}

int
prof_call_format(LLVMValueRef call, unsigned k, struct prof_conv **args)
{
	const char *fmt = NULL;
	size_t len = 0;

	*args = NULL;
	if (k < LLVMGetNumArgOperands(call))
		fmt = constant_string(LLVMGetOperand(call, k), &len);
	/* A C string ends at its first NUL. */
	return fmt ? prof_format_args(fmt, strnlen(fmt, len), args) : -1;
}

/*
 * The output magnitudes of output o, the call i whose format is operand
 * fmt (issue 15): each floating-point conversion whose argument is a
 * double (not a long double) gets a record. prof_format_args lists the
 * arguments, "*" widths and precisions included, prof_format_parse the
 * conversions: the k-th argument that is not "*" is conversion q.
 */
static void
output_mags(struct prof_plan *pl, struct prof_plan_output *o, LLVMValueRef i,
	    unsigned fmt)
{
	struct prof_conv *args;
	int n = prof_call_format(i, fmt, &args), q = 0;
	unsigned opnd;

	for (int k = 0; k < n && q < o->nconv; k++) {
		if (args[k].type == '*')
			continue;
		opnd = fmt + 1 + (unsigned)k;
		if (strchr("fFeEgGaA", args[k].type) &&
		    opnd < LLVMGetNumArgOperands(i) &&
		    LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(i, opnd))) ==
		    LLVMDoubleTypeKind) {
			if (!o->fparg) {
				o->fparg = xmalloc((size_t)o->nconv *
						   sizeof(*o->fparg));
				for (int c = 0; c < o->nconv; c++)
					o->fparg[c] = -1;
				o->mag = pl->noutmags;
			}
			o->fparg[q] = (int)opnd;
			pl->noutmags++;
		}
		q++;
	}
	free(args);
}

/*
 * Output call i (callee, of id), with the conversions of its constant
 * format; and its output magnitudes where code may be added before it
 * (values: not in an EH funclet) and its arguments are its own.
 */
static void
add_output(struct prof_plan *pl, unsigned *cap, unsigned id,
	   const char *callee, LLVMValueRef i, bool values)
{
	struct prof_plan_output *o;
	int arg = format_arg(callee);
	bool va;

	if (pl->noutputs == *cap) {
		*cap = *cap ? 2 * *cap : 16;
		pl->outputs = xrealloc(pl->outputs, *cap * sizeof(*pl->outputs));
	}
	o = &pl->outputs[pl->noutputs++];
	o->id = id;
	o->callee = xstrdup(callee);
	o->nconv = 0;
	o->conv = NULL;
	o->inst = i;
	o->fparg = NULL;
	o->mag = 0;
	if (arg >= 0) {
		const char *fmt = NULL;
		size_t len = 0;

		if ((unsigned)arg < LLVMGetNumArgOperands(i))
			fmt = constant_string(LLVMGetOperand(i, (unsigned)arg),
					      &len);
		/* A C string ends at its first NUL. */
		o->nconv = fmt ? prof_format_parse(fmt, strnlen(fmt, len),
						   &o->conv) : -1;
		prof_output_format(callee, &va);
		if (o->nconv > 0 && values && !va && id)
			output_mags(pl, o, i, (unsigned)arg);
	}
}

/*
 * Memory sites (full mode)
 */

/*
 * The C library's functions that write or copy memory (profiler.h): name,
 * kind, op, dst, src, len, fmt, va, nargs.
 */
#define COPY(n, k) { n, PROF_MEM_COPY, 0, 0, 1, 2, -1, false, k }
#define FILL(n, k) { n, PROF_MEM_FILL, 0, 0, -1, 2, -1, false, k }
#define STR(n, op, dst, src, len, k) \
	{ n, PROF_MEM_STRING, PROF_LIBC_##op, dst, src, len, -1, false, k }
#define FMT(n, op, len, fmt, va, k) \
	{ n, PROF_MEM_FORMAT, PROF_LIBC_##op, 0, -1, len, fmt, va, k }
static const struct prof_libc libc_fns[] = {
	COPY("llvm.memcpy.", 4), COPY("llvm.memmove.", 4),
	COPY("memcpy", 3), COPY("memmove", 3), COPY("mempcpy", 3),
	COPY("__memcpy_chk", 4), COPY("__memmove_chk", 4),
	COPY("__mempcpy_chk", 4),
	FILL("llvm.memset.", 4), FILL("memset", 3), FILL("__memset_chk", 4),
	STR("strcpy", STRCPY, 0, 1, -1, 2), STR("stpcpy", STRCPY, 0, 1, -1, 2),
	STR("__strcpy_chk", STRCPY, 0, 1, -1, 3),
	STR("__stpcpy_chk", STRCPY, 0, 1, -1, 3),
	STR("strncpy", STRNCPY, 0, 1, 2, 3), STR("stpncpy", STRNCPY, 0, 1, 2, 3),
	STR("__strncpy_chk", STRNCPY, 0, 1, 2, 4),
	STR("__stpncpy_chk", STRNCPY, 0, 1, 2, 4),
	STR("strcat", STRCAT, 0, 1, -1, 2),
	STR("__strcat_chk", STRCAT, 0, 1, -1, 3),
	STR("strncat", STRNCAT, 0, 1, 2, 3),
	STR("__strncat_chk", STRNCAT, 0, 1, 2, 4),
	STR("strdup", STRDUP, -1, 0, -1, 1), STR("__strdup", STRDUP, -1, 0, -1, 1),
	STR("strndup", STRNDUP, -1, 0, 1, 2),
	STR("__strndup", STRNDUP, -1, 0, 1, 2),
	STR("memccpy", MEMCCPY, 0, 1, 3, 4),
	FMT("sprintf", FORMAT, -1, 1, false, 2),
	FMT("snprintf", FORMAT, 1, 2, false, 3),
	FMT("vsprintf", FORMAT, -1, 1, true, 3),
	FMT("vsnprintf", FORMAT, 1, 2, true, 4),
	FMT("__sprintf_chk", FORMAT, -1, 3, false, 4),
	FMT("__snprintf_chk", FORMAT, 1, 4, false, 5),
	FMT("__vsprintf_chk", FORMAT, -1, 3, true, 5),
	FMT("__vsnprintf_chk", FORMAT, 1, 4, true, 6),
	FMT("asprintf", AFORMAT, -1, 1, false, 2),
	FMT("vasprintf", AFORMAT, -1, 1, true, 3),
	FMT("__asprintf_chk", AFORMAT, -1, 2, false, 3),
	FMT("__vasprintf_chk", AFORMAT, -1, 2, true, 4),
};
#undef COPY
#undef FILL
#undef STR
#undef FMT

const struct prof_libc *
prof_libc_find(const char *name, unsigned nargs)
{
	for (size_t k = 0; k < sizeof(libc_fns) / sizeof(*libc_fns); k++) {
		const struct prof_libc *e = &libc_fns[k];
		size_t n;
		bool prefix;

		if (name[0] != e->name[0])
			continue;
		n = strlen(e->name);
		prefix = e->name[n - 1] == '.';
		if (prefix ? strncmp(name, e->name, n) : strcmp(name, e->name))
			continue;
		/* A variadic formatter takes at least its fixed arguments. */
		return (e->kind == PROF_MEM_FORMAT && !e->va ?
			nargs >= e->nargs : nargs == e->nargs) ? e : NULL;
	}
	return NULL;
}

static void
add_mem(struct prof_plan *pl, unsigned *cap, struct prof_plan_mem s)
{
	if (pl->nmems == *cap) {
		*cap = *cap ? 2 * *cap : 256;
		pl->mems = xrealloc(pl->mems, *cap * sizeof(*pl->mems));
	}
	pl->mems[pl->nmems++] = s;
}

/* The memory site of kind of instruction i, with id. */
static struct prof_plan_mem
mem_site(unsigned id, enum prof_mem_kind kind, LLVMValueRef i)
{
	return (struct prof_plan_mem){ .id = id, .kind = kind, .inst = i,
				       .fmt = -1 };
}

/* Whether pointer p is in address space 0 (the hooks take only those). */
static bool
flat(LLVMValueRef p)
{
	LLVMTypeRef t = LLVMTypeOf(p);

	return LLVMGetTypeKind(t) == LLVMPointerTypeKind &&
	       LLVMGetPointerAddressSpace(t) == 0;
}

/* Whether values of type t have a fixed store size. */
static bool
sized(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) != LLVMScalableVectorTypeKind &&
	       LLVMTypeIsSized(t);
}

/* Whether operand k (-1: none) of call i is a flat pointer. */
static bool
flat_operand(LLVMValueRef i, int k)
{
	return k < 0 || flat(LLVMGetOperand(i, (unsigned)k));
}

/*
 * Whether the variadic operands of call i from operand first on can be
 * handed to the format hook as they are: integers, FP numbers and flat
 * pointers, without byval and the like (printf takes nothing else).
 */
static bool
plain_varargs(LLVMValueRef i, unsigned first)
{
	for (unsigned k = first; k < LLVMGetNumArgOperands(i); k++) {
		LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(i, k));
		LLVMTypeKind tk = LLVMGetTypeKind(t);

		if (tk == LLVMPointerTypeKind ? !flat(LLVMGetOperand(i, k)) :
		    tk != LLVMIntegerTypeKind && tk != LLVMDoubleTypeKind &&
		    tk != LLVMFloatTypeKind && tk != LLVMX86_FP80TypeKind)
			return false;
		if (tk == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) > 64)
			return false;
		if (LLVMGetCallSiteAttributeCount(i, k + 1))
			for (unsigned a = 0; a < 3; a++) {
				static const char *const bad[] = {
					"byval", "inalloca", "preallocated" };
				unsigned kind = LLVMGetEnumAttributeKindForName(
					bad[a], strlen(bad[a]));

				if (LLVMGetCallSiteEnumAttribute(i, k + 1, kind))
					return false;
			}
	}
	return true;
}

/*
 * What the format operand fmt of call i makes the runtime read: the
 * strings of its %s conversions (s->strings), and its own text when it is
 * not a constant (s->text). False when the arguments cannot be handed
 * over (plain_varargs).
 */
static bool
plan_format(struct prof_plan_mem *s, LLVMValueRef i, int fmt, bool va)
{
	struct prof_conv *args;
	int n = prof_call_format(i, (unsigned)fmt, &args);

	s->fmt = fmt;
	s->va = va;
	s->text = n < 0;
	s->strings = n < 0;
	for (int k = 0; k < n; k++)
		s->strings |= args[k].type == 's' || args[k].type == 'S';
	free(args);
	if (!flat_operand(i, fmt) || (va && !flat_operand(i, fmt + 1)))
		return false;
	return va || !s->strings || plain_varargs(i, (unsigned)fmt + 1);
}

/*
 * Plan instruction i as a memory site if it is one (callee: the name of
 * the function it calls, or NULL).
 */
static void
plan_mem(struct prof_plan *pl, unsigned *cap, const struct ir_module *m,
	 LLVMValueRef i, const char *callee)
{
	unsigned id = ir_inst_id(m, i), nargs;
	const struct prof_libc *e;
	struct prof_plan_mem s;
	LLVMValueRef fn;
	bool va;
	int fmt;

	if (LLVMIsALoadInst(i)) {
		if (flat(LLVMGetOperand(i, 0)) && sized(LLVMTypeOf(i)))
			add_mem(pl, cap, mem_site(id, PROF_MEM_LOAD, i));
		return;
	}
	if (LLVMIsAStoreInst(i)) {
		if (flat(LLVMGetOperand(i, 1)) &&
		    sized(LLVMTypeOf(LLVMGetOperand(i, 0))))
			add_mem(pl, cap, mem_site(id, PROF_MEM_STORE, i));
		return;
	}
	if (LLVMIsAAtomicRMWInst(i) || LLVMIsAAtomicCmpXchgInst(i)) {
		if (flat(LLVMGetOperand(i, 0)))
			add_mem(pl, cap, mem_site(id, PROF_MEM_RMW, i));
		return;
	}
	if (!callee || !LLVMIsACallInst(i))
		return;
	nargs = LLVMGetNumArgOperands(i);
	fn = LLVMGetCalledValue(i);
	if ((e = prof_libc_find(callee, nargs))) {
		/*
		 * A copy or fill as before; the others run a hook after the
		 * call, so only where the C library's own code runs (not a
		 * function of the program of that name) and something may
		 * follow the call.
		 */
		if (!flat_operand(i, e->dst) || !flat_operand(i, e->src) ||
		    (e->op && (ir_fn_defined(fn) || LLVMGetTailCallKind(i) ==
						    LLVMTailCallKindMustTail)))
			return;
		s = mem_site(id, e->kind, i);
		s.libc = e;
		if (e->kind != PROF_MEM_FORMAT ||
		    plan_format(&s, i, e->fmt, e->va))
			add_mem(pl, cap, s);
		return;
	}
	if (((!strcmp(callee, "fwrite") && nargs == 4) ||
	     (!strcmp(callee, "write") && nargs == 3)) &&
	    flat(LLVMGetOperand(i, !strcmp(callee, "write")))) {
		add_mem(pl, cap, mem_site(id, PROF_MEM_OUTPUT, i));
		return;
	}
	if ((!strcmp(callee, "fputs") || !strcmp(callee, "puts")) &&
	    nargs >= 1 && flat(LLVMGetOperand(i, 0))) {
		add_mem(pl, cap, mem_site(id, PROF_MEM_OUTPUT, i));
		return;
	}
	/* The printf family reads the strings it prints with %s. */
	fmt = prof_output_format(callee, &va);
	s = mem_site(id, PROF_MEM_OUTPUT, i);
	if (fmt >= 0 && (unsigned)fmt + (va ? 2 : 1) <= nargs &&
	    !ir_fn_defined(fn) &&
	    LLVMGetTailCallKind(i) != LLVMTailCallKindMustTail &&
	    plan_format(&s, i, fmt, va) && s.strings)
		add_mem(pl, cap, s);
}

/* The name of the function i calls directly, or NULL. */
static const char *
callee_name(LLVMValueRef i)
{
	LLVMValueRef f;
	size_t len;

	if (!LLVMIsACallInst(i) && !LLVMIsAInvokeInst(i))
		return NULL;
	f = LLVMGetCalledValue(i);
	if (!f || !LLVMIsAFunction(f))
		return NULL;
	return LLVMGetValueName2(f, &len);
}

/* Record what counts instruction i (id 0: none to record). */
static void
note_inst(struct prof_plan *pl, const struct ir_module *m, LLVMValueRef i,
	  unsigned counter)
{
	unsigned id = ir_inst_id(m, i);

	if (!id || id > pl->max_id)
		return;
	pl->inst_counter[id] = counter;
	pl->inst_flags[id] = ir_is_candidate(i) ? PROF_I_CANDIDATE : 0;
}

/* The per-function view the two passes share. */
struct fn_blocks {
	unsigned n;
	LLVMBasicBlockRef *bb;
	struct ptrmap index;	/* block -> number */
	unsigned *nin;		/* incoming edges, with multiplicity */
	unsigned *entry;	/* first segment's counter, or TR_NONE */
	unsigned *last;		/* the terminator's segment, or TR_NONE */
	unsigned *branch;	/* the terminator's plan branch, or TR_NONE */
	unsigned counter0, group0;	/* the function's first counter, group */
};

/*
 * The segments of block b: a counter where the block's code starts (after
 * phis and EH pads) and one after every call that ends a segment.
 */
struct plan_caps {
	unsigned sites, branches, calls, outputs, mems;
};

static void
plan_block(struct prof_plan *pl, const struct ir_module *m,
	   struct fn_blocks *f, unsigned b, struct plan_caps *caps)
{
	unsigned *cap = &caps->sites, *ccap = &caps->calls;
	LLVMValueRef first = LLVMGetFirstInstruction(f->bb[b]), i, segfirst;
	unsigned seg, vstart = pl->nvalues;
	bool values = true;

	/* No value code in EH funclets (calls there need funclet bundles). */
	while (first && stays_first(first)) {
		if (LLVMIsAFuncletPadInst(first))
			values = false;
		first = LLVMGetNextInstruction(first);
	}
	/* A catchswitch block holds nothing we could put a counter before. */
	if (!first || LLVMIsACatchSwitchInst(first)) {
		f->entry[b] = f->last[b] = TR_NONE;
		return;
	}
	seg = new_counter(pl, cap, first, NULL, NULL);
	segfirst = first;
	f->entry[b] = seg;
	for (i = LLVMGetFirstInstruction(f->bb[b]); i;
	     i = LLVMGetNextInstruction(i)) {
		const char *callee = callee_name(i);

		if (is_call_site(i))
			add_call(pl, ccap, ir_inst_id(m, i), seg, i);
		/* A program's own function of that name (Rodinia myocyte's
		   write) is not the C library's output: it is walked. */
		if (is_call_site(i) && callee && prof_is_output(callee) &&
		    !ir_fn_defined(LLVMGetCalledValue(i)))
			add_output(pl, &caps->outputs, ir_inst_id(m, i),
				   callee, i, values);
		/* Calls there would need funclet bundles, as for values. */
		if (pl->memory && values && ir_inst_id(m, i))
			plan_mem(pl, &caps->mems, m, i, callee);
		/*
		 * The sampled copy of a segment's code ends just before its
		 * last instruction; nothing may come between a musttail call
		 * and its return.
		 */
		if (ends_segment(i) || LLVMIsATerminatorInst(i) ||
		    (LLVMIsACallInst(i) &&
		     LLVMGetTailCallKind(i) == LLVMTailCallKindMustTail))
			prof_values_close(pl, &vstart, segfirst, i, seg);
		/* A call completes when it returns: in the next segment. */
		if (ends_segment(i)) {
			segfirst = LLVMGetNextInstruction(i);
			seg = new_counter(pl, cap, segfirst, NULL, NULL);
		}
		note_inst(pl, m, i, seg);
		if (values)
			prof_values_note(pl, m, i);
	}
	f->last[b] = seg;
}

/* The edge counters of the conditional br or switch t ending block b. */
static void
plan_branch(struct prof_plan *pl, const struct ir_module *m,
	    const struct fn_blocks *f, unsigned b, LLVMValueRef t,
	    unsigned *cap, unsigned *bcap)
{
	bool is_switch = LLVMIsASwitchInst(t) != NULL;
	unsigned n = LLVMGetNumSuccessors(t), rest = TR_NONE, k;
	struct prof_plan_branch *br;
	bool *excl = xcalloc(n, sizeof(*excl));

	for (k = 0; k < n; k++) {
		unsigned s = ptrmap_get(&f->index, LLVMGetSuccessor(t, k));

		excl[k] = s != TR_NONE && f->nin[s] == 1 &&
			  f->entry[s] != TR_NONE;
	}
	/*
	 * The remainder: br's false side, else its true side; a switch's
	 * default, else its last case counted by no block.
	 */
	if (!is_switch)
		rest = !excl[1] ? 1 : !excl[0] ? 0 : TR_NONE;
	else if (!excl[0])
		rest = 0;
	else
		for (k = n; k-- > 1 && rest == TR_NONE;)
			if (!excl[k])
				rest = k;

	if (pl->nbranches == *bcap) {
		*bcap = *bcap ? 2 * *bcap : 64;
		pl->branches = xrealloc(pl->branches,
					*bcap * sizeof(*pl->branches));
	}
	if (!is_switch)
		prof_values_branch(pl, m, t, f->last[b]);
	br = &pl->branches[pl->nbranches++];
	br->id = ir_inst_id(m, t);
	br->counter = f->last[b];
	br->nsucc = n;
	br->succ = xcalloc(n, sizeof(*br->succ));
	for (k = 0; k < n; k++) {
		struct prof_edge *e = &br->succ[k];

		if (excl[k]) {
			e->kind = PROF_EDGE_BLOCK;
			e->counter = f->entry[ptrmap_get(&f->index,
						LLVMGetSuccessor(t, k))];
		} else if (k == rest) {
			e->kind = PROF_EDGE_REST;
			e->counter = TR_NONE;
		} else {
			/* br: only k = 0 comes here (the remainder is 1). */
			e->kind = PROF_EDGE_DIRECT;
			e->counter = new_counter(pl, cap, t,
				is_switch ? LLVMGetOperand(t, 0) :
					    LLVMGetCondition(t),
				is_switch ? LLVMGetOperand(t, 2 * k) : NULL);
		}
	}
	free(excl);
}

/*
 * Derived counters (profiler.h): a growing sum of terms over incremented
 * counters. Adding a derived counter adds its own terms.
 */
struct terms {
	struct prof_term *t;
	unsigned n;
};

static void
terms_add(struct terms *s, const struct prof_plan *pl, unsigned k, int coef)
{
	const struct prof_site *site = &pl->sites[k];
	unsigned j;

	if (site->nterms) {
		for (j = 0; j < site->nterms; j++)
			terms_add(s, pl, site->terms[j].counter,
				  coef * site->terms[j].coef);
		return;
	}
	for (j = 0; j < s->n && s->t[j].counter != k; j++)
		;
	if (j == s->n) {
		s->t = prof_grow(s->t, s->n, sizeof(*s->t));
		s->t[s->n++] = (struct prof_term){ k, 0 };
	}
	s->t[j].coef += coef;
}

/* Drop the terms that cancelled. */
static void
terms_close(struct terms *s)
{
	unsigned n = 0;

	for (unsigned j = 0; j < s->n; j++)
		if (s->t[j].coef)
			s->t[n++] = s->t[j];
	s->n = n;
}

/*
 * The count of block b's incoming edges, as terms; false if one of them
 * has no count (an invoke, callbr or indirectbr, a block without
 * counters).
 */
static bool
join_terms(const struct prof_plan *pl, const struct fn_blocks *f, unsigned b,
	   const struct cfg *g, unsigned cb, struct terms *s)
{
	const struct uvec *preds = &g->blocks[cb].pred;

	for (unsigned i = 0; i < preds->n; i++) {
		LLVMBasicBlockRef pb = g->blocks[preds->v[i]].bb;
		LLVMValueRef t = LLVMGetBasicBlockTerminator(pb);
		unsigned p = ptrmap_get(&f->index, pb), n;
		const struct prof_plan_branch *br;

		if (p == TR_NONE || f->last[p] == TR_NONE || !t)
			return false;
		if (LLVMIsABranchInst(t) && !LLVMIsConditional(t)) {
			terms_add(s, pl, f->last[p], 1);
			continue;
		}
		if (f->branch[p] == TR_NONE)
			return false;
		br = &pl->branches[f->branch[p]];
		n = LLVMGetNumSuccessors(t);
		for (unsigned k = 0; k < n; k++) {
			if (LLVMGetSuccessor(t, k) != f->bb[b])
				continue;
			switch (br->succ[k].kind) {
			case PROF_EDGE_DIRECT:
				terms_add(s, pl, br->succ[k].counter, 1);
				break;
			case PROF_EDGE_REST:
				terms_add(s, pl, br->counter, 1);
				for (unsigned j = 0; j < n; j++)
					if (j != k)
						terms_add(s, pl,
							  br->succ[j].counter,
							  -1);
				break;
			default:
				return false;
			}
		}
	}
	return true;
}

/*
 * Derive the first segment counter of every join block (two or more
 * incoming edges, all from br or switch) whose count its edges give,
 * visiting blocks in reverse postorder. A segment whose sampling test
 * needs its count is derived only when the sum is one segment counter
 * whose block dominates it (then that counter stays incremented). The
 * derived counters already made are rewritten when one they name is
 * derived in turn, so every sum names incremented counters only.
 */
static void
derive_joins(struct prof_plan *pl, const struct ir_module *m,
	     const struct fn_blocks *f, LLVMValueRef fn)
{
	unsigned base = f->counter0, nc = pl->ncounters - base, *done = NULL;
	unsigned ndone = 0;
	bool *sampled, *pinned;
	struct cfg g;
	struct dom_tree dom;

	if (!nc || cfg_build(&g, m, fn))
		return;
	if (dom_build(&dom, &g)) {
		cfg_release(&g);
		return;
	}
	sampled = xcalloc(nc, sizeof(*sampled));
	pinned = xcalloc(nc, sizeof(*pinned));
	for (unsigned k = f->group0; k < pl->ngroups; k++)
		sampled[pl->groups[k].counter - base] = true;
	for (unsigned r = 0; r < g.rpo.n; r++) {
		unsigned cb = g.rpo.v[r];
		unsigned b = ptrmap_get(&f->index, g.blocks[cb].bb), k, d;
		struct terms s = { 0 };
		bool ok;

		if (cb == 0 || b == TR_NONE || f->nin[b] < 2 ||
		    (k = f->entry[b]) == TR_NONE || pinned[k - base])
			continue;
		ok = join_terms(pl, f, b, &g, cb, &s);
		terms_close(&s);
		for (unsigned j = 0; ok && j < s.n; j++)
			ok = s.t[j].counter != k;
		ok = ok && s.n > 0 && s.n <= 16;
		if (ok && sampled[k - base]) {
			d = s.t[0].counter;
			ok = s.n == 1 && s.t[0].coef == 1 && d >= base &&
			     !pl->sites[d].cond &&
			     dom_dominates(&dom, cfg_block_of(&g,
				LLVMGetInstructionParent(pl->sites[d].before)),
				cb);
			if (ok) {
				pinned[d - base] = true;
				pl->sites[k].same_as = d;
			}
		}
		if (!ok) {
			free(s.t);
			continue;
		}
		pl->sites[k].terms = s.t;
		pl->sites[k].nterms = s.n;
		/* Rewrite the sums that named k. */
		for (unsigned i = 0; i < ndone; i++) {
			struct prof_site *o = &pl->sites[done[i]];
			struct terms t = { 0 };
			bool names = false;

			for (unsigned j = 0; j < o->nterms; j++)
				names |= o->terms[j].counter == k;
			if (!names)
				continue;
			for (unsigned j = 0; j < o->nterms; j++)
				terms_add(&t, pl, o->terms[j].counter,
					  o->terms[j].coef);
			terms_close(&t);
			free(o->terms);
			o->terms = t.t;
			o->nterms = t.n;
		}
		done = prof_grow(done, ndone, sizeof(*done));
		done[ndone++] = k;
	}
	free(done);
	free(sampled);
	free(pinned);
	dom_release(&dom);
	cfg_release(&g);
}

static void
plan_function(struct prof_plan *pl, const struct ir_module *m,
	      LLVMValueRef fn, struct plan_caps *caps)
{
	struct fn_blocks f = { .n = LLVMCountBasicBlocks(fn) };
	unsigned b;

	f.bb = xmalloc(f.n * sizeof(*f.bb));
	f.nin = xcalloc(f.n, sizeof(*f.nin));
	f.entry = xmalloc(f.n * sizeof(*f.entry));
	f.last = xmalloc(f.n * sizeof(*f.last));
	f.branch = xmalloc(f.n * sizeof(*f.branch));
	f.counter0 = pl->ncounters;
	f.group0 = pl->ngroups;
	LLVMGetBasicBlocks(fn, f.bb);
	for (b = 0; b < f.n; b++)
		ptrmap_put(&f.index, f.bb[b], b);
	for (b = 0; b < f.n; b++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(f.bb[b]);
		unsigned n = t ? LLVMGetNumSuccessors(t) : 0;

		f.branch[b] = TR_NONE;
		for (unsigned k = 0; k < n; k++) {
			unsigned s = ptrmap_get(&f.index,
						LLVMGetSuccessor(t, k));

			if (s != TR_NONE)
				f.nin[s]++;
		}
	}
	for (b = 0; b < f.n; b++)
		plan_block(pl, m, &f, b, caps);
	for (b = 0; b < f.n; b++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(f.bb[b]);

		if (!t || f.last[b] == TR_NONE)
			continue;
		if ((LLVMIsABranchInst(t) && LLVMIsConditional(t)) ||
		    LLVMIsASwitchInst(t)) {
			plan_branch(pl, m, &f, b, t, &caps->sites,
				    &caps->branches);
			f.branch[b] = pl->nbranches - 1;
		}
	}
	derive_joins(pl, m, &f, fn);
	ptrmap_release(&f.index);
	free(f.bb);
	free(f.nin);
	free(f.entry);
	free(f.last);
	free(f.branch);
}

/* Whether the module uses the function called name (declared or not). */
static bool
uses_function(const struct ir_module *m, const char *name)
{
	LLVMValueRef fn = LLVMGetNamedFunction(m->mod, name);

	return fn && LLVMGetFirstUse(fn);
}

/* The records prof_by_id orders begin with their id. */
_Static_assert(offsetof(struct prof_plan_branch, id) == 0 &&
	       offsetof(struct prof_plan_call, id) == 0 &&
	       offsetof(struct prof_plan_output, id) == 0 &&
	       offsetof(struct prof_plan_mem, id) == 0 &&
	       offsetof(struct prof_plan_stat, id) == 0,
	       "plan records must begin with their id");

int
prof_by_id(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;

	return (x > y) - (x < y);
}

const void *
prof_find_id(const void *a, unsigned n, size_t sz, unsigned id)
{
	return n ? bsearch(&id, a, n, sz, prof_by_id) : NULL;
}

/* The CUDA kernels of m and their pointer parameters (the device
   profile's read-back parameters, prof_protocol.h). */
static void
plan_kernels(struct prof_plan *pl, const struct ir_module *m)
{
	unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5), n = 0;

	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn))
		n += ir_fn_defined(fn) && ir_fn_kernel(m, fn);
	if (!n)
		return;
	pl->kernels = xcalloc(n, sizeof(*pl->kernels));
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn)) {
		struct prof_plan_kernel *k;
		size_t len;
		const char *name;
		unsigned i = 0;

		if (!ir_fn_defined(fn) || !ir_fn_kernel(m, fn))
			continue;
		k = &pl->kernels[pl->nkernels++];
		name = LLVMGetValueName2(fn, &len);
		k->name = xstrdup(name);
		k->nparams = LLVMCountParams(fn);
		for (LLVMValueRef a = LLVMGetFirstParam(fn); a && i < 64;
		     a = LLVMGetNextParam(a), i++)
			if (LLVMGetTypeKind(LLVMTypeOf(a)) ==
				    LLVMPointerTypeKind &&
			    !LLVMGetEnumAttributeAtIndex(fn, i + 1, byval))
				k->pointers |= 1ull << i;
	}
}

int
prof_plan_build(struct prof_plan *pl, const struct ir_module *m, bool atomic,
		bool memory)
{
	struct plan_caps caps = { 0 };
	bool threads;

	memset(pl, 0, sizeof(*pl));
	if (!m->max_id)
		return tr_error("'%s' has no instruction ids", m->path);
	if (LLVMGetNamedGlobal(m->mod, PROF_SYM_DESC))
		return tr_error("'%s' is already instrumented for profiling",
				m->path);
	if (ir_module_hash(m, pl->hash))
		return -1;
	ir_module_shape(m, pl->shape);
	ir_module_seal(m, pl->hash, pl->seal);
	pl->max_id = m->max_id;
	pl->inst_counter = xmalloc((pl->max_id + 1) *
				   sizeof(*pl->inst_counter));
	for (unsigned id = 0; id <= pl->max_id; id++)
		pl->inst_counter[id] = TR_NONE;
	pl->inst_flags = xcalloc(pl->max_id + 1, sizeof(*pl->inst_flags));
	threads = uses_function(m, "pthread_create") ||
		  uses_function(m, "thrd_create");
	pl->atomic = atomic || threads;
	/* rt/prof_mem.c keeps its shadow memory without locks. */
	if (memory && pl->atomic) {
		prof_plan_release(pl);
		return tr_error("'%s' %s, and the memory profile of full mode "
				"is not thread-safe: profile it with --lite",
				m->path, threads ? "starts threads" :
				"is profiled with --atomic (threads)");
	}
	pl->memory = memory;
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn))
		if (ir_fn_defined(fn))
			plan_function(pl, m, fn, &caps);
	if (pl->nbranches)
		qsort(pl->branches, pl->nbranches, sizeof(*pl->branches),
		      prof_by_id);
	if (pl->ncalls)
		qsort(pl->calls, pl->ncalls, sizeof(*pl->calls), prof_by_id);
	if (pl->noutputs)
		qsort(pl->outputs, pl->noutputs, sizeof(*pl->outputs),
		      prof_by_id);
	if (pl->nmems)
		qsort(pl->mems, pl->nmems, sizeof(*pl->mems), prof_by_id);
	plan_kernels(pl, m);
	return 0;
}

void
prof_plan_release(struct prof_plan *pl)
{
	for (unsigned i = 0; i < pl->nbranches; i++)
		free(pl->branches[i].succ);
	for (unsigned i = 0; i < pl->ncalls; i++)
		free(pl->calls[i].callee);
	for (unsigned i = 0; i < pl->noutputs; i++) {
		free(pl->outputs[i].callee);
		free(pl->outputs[i].conv);
		free(pl->outputs[i].fparg);
	}
	free(pl->branches);
	free(pl->calls);
	free(pl->outputs);
	free(pl->mems);
	free(pl->values);
	free(pl->groups);
	free(pl->compares);
	free(pl->shifts);
	for (unsigned i = 0; i < pl->ncounters; i++)
		free(pl->sites[i].terms);
	free(pl->sites);
	free(pl->inst_counter);
	free(pl->inst_flags);
	for (unsigned i = 0; i < pl->nkernels; i++)
		free(pl->kernels[i].name);
	free(pl->kernels);
	memset(pl, 0, sizeof(*pl));
}
