/*
 * engine.c: the static-instruction sub-model f_s (thesis §5.3.3,
 * Algorithm 1 lines 2, 3 and 8) as a memoized walk over the users of a
 * corrupted value, and the context it runs in.
 *
 * model_value(V) is the outcome (SDC, crash) of a corrupted dynamic
 * instance of V. Each use (U, operand k) of V contributes
 *   a store        through its value: f_m(U) (TRIDENT), or 1 (f_s, f_s +
 *                  f_c count a corrupted store as SDC); through its
 *                  address: crash c, else (1 - c) f_m(U) (rule 5);
 *   a branch       through its condition: f_c(U) (f_s: masked, 0);
 *   an output call the digits it prints (§5.3.5; fm.c);
 *   a call         into a defined function: the callee's parameter
 *                  (opts.interproc; the reference stops here, rule 4);
 *   a return       the callers' results, weighted by call counts;
 *   anything else  its tuple (p, m, c) and then U's own outcome:
 *                  PR' = PR p, CR' = CR + PR c (rule 3).
 * The injected instruction's own tuple is not applied.
 *
 * Uses combine as AVERAGE (weights: the users' dynamic counts) or UNION
 * (each user runs with the corrupted instance with probability r =
 * min(1, n_U / n_V)). Values on a def-use cycle (a loop-carried value and
 * what computes it) share one outcome: a corruption of any of them stays
 * in the cycle until the cycle is entered anew, and reaches the uses that
 * leave it with r = min(1, n_U / entries of the cycle). A value met
 * again while its own outcome is being computed (recursion through memory,
 * branches or calls) leaves that path out (internal.h, struct model_memo).
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Cycles of more members share one outcome (cycle_outcomes takes up to
   n^3 steps for n members). */
#define CYCLE_REACH_MAX 512

uint64_t
model_count(const struct model_ctx *x, LLVMValueRef inst)
{
	unsigned id = ir_inst_id(x->m, inst);

	return id && id <= x->max_id ? x->count[id] : 0;
}

double
model_edge_count(const struct model_ctx *x, LLVMBasicBlockRef from,
		 LLVMBasicBlockRef to)
{
	LLVMValueRef t = LLVMGetBasicBlockTerminator(from);
	const struct prof_branch *pb;
	unsigned n = t ? LLVMGetNumSuccessors(t) : 0;
	double c = 0;

	if (n == 1)
		return LLVMGetSuccessor(t, 0) == to ? (double)model_count(x, t)
						    : 0;
	pb = n ? prof_branch_find(x->p, ir_inst_id(x->m, t)) : NULL;
	for (unsigned k = 0; pb && k < n && k < pb->nsucc; k++)
		if (LLVMGetSuccessor(t, k) == to)
			c += (double)pb->succ[k];
	return c;
}

/*
 * How many times a def-use cycle is entered: the executions of the
 * edges that bring its phis a value from outside it. A corruption stays
 * in the cycle until it is entered again (the value starts anew).
 */
static double
cycle_entries(struct model_ctx *x, unsigned scc)
{
	const struct uvec *mem = &x->scc_members[scc];
	double best = 0;

	for (unsigned i = 0; i < mem->n; i++) {
		LLVMValueRef phi = x->inst[mem->v[i]];
		LLVMBasicBlockRef bb;
		double e = 0;

		if (!LLVMIsAPHINode(phi))
			continue;
		bb = LLVMGetInstructionParent(phi);
		for (unsigned k = 0; k < LLVMCountIncoming(phi); k++) {
			LLVMValueRef v = LLVMGetIncomingValue(phi, k);
			unsigned vid = LLVMIsAInstruction(v) ? ir_inst_id(x->m, v)
							     : 0;

			if (vid && x->scc[vid] == scc)
				continue;
			e += model_edge_count(x, LLVMGetIncomingBlock(phi, k), bb);
		}
		best = fmax(best, e);
	}
	return best;
}

/*
 * Combining the outcomes of several users
 */
void
model_combiner_init(struct model_combiner *cb, enum model_combine how,
		    double independence)
{
	*cb = (struct model_combiner){ .how = how, .keep_s = 1,
				       .independence = independence };
}

void
model_combiner_add(struct model_combiner *cb, double r, double weight,
		   struct model_out o)
{
	double rs, rc;

	if (o.sdc < 0) {
		cb->left_out++;
		return;
	}
	rs = model_clamp(r) * model_clamp(o.sdc);
	rc = model_clamp(r) * model_clamp(o.crash);
	cb->added++;
	cb->max_r = fmax(cb->max_r, model_clamp(r));

	cb->keep_s *= 1 - rs;
	cb->max_s = fmax(cb->max_s, rs);
	cb->max_c = fmax(cb->max_c, rc);
	cb->ws += weight * o.sdc;
	cb->wc += weight * o.crash;
	cb->w += weight;
}

struct model_out
model_combiner_end(const struct model_combiner *cb)
{
	struct model_out o = { 0, 0 };

	if (!cb->added && cb->left_out)
		return MODEL_LEFT_OUT;
	/*
	 * Every way out masks, and a way back into the recurrence being
	 * computed was left out: what happens to the error is that
	 * recurrence's, not a certain mask (a dead store of an accumulator
	 * is no reason for its loads to count as harmless in f_m's average).
	 */
	if (cb->left_out && cb->how == MODEL_UNION && cb->max_s <= 0 &&
	    cb->max_c <= 0)
		return MODEL_LEFT_OUT;
	if (cb->how == MODEL_UNION) {
		o.sdc = cb->max_s +
			cb->independence * (1 - cb->keep_s - cb->max_s);
		o.crash = cb->max_c;
		/*
		 * The ways back into the recurrence were left out: the
		 * error goes around until it leaves by a way out, which
		 * it takes then, however rarely it runs per instance (an
		 * accumulator stored and reloaded at every step, whose
		 * final value leaves once per row: r = 1/n).
		 */
		if (cb->left_out && cb->max_r > 0 && cb->max_r < 1) {
			o.sdc /= cb->max_r;
			o.crash /= cb->max_r;
		}
	} else if (cb->w > 0) {
		o.sdc = cb->ws / cb->w;
		o.crash = cb->wc / cb->w;
	}
	o.sdc = model_clamp(o.sdc);
	o.crash = model_clamp(o.crash);
	if (o.sdc + o.crash > 1)
		o.sdc = 1 - o.crash;
	return o;
}

/*
 * Function analyses
 */
struct model_fn *
model_fn_get(struct model_ctx *x, LLVMValueRef fn)
{
	unsigned i = ptrmap_get(&x->fn_index, fn);
	struct model_fn *f;

	if (i == TR_NONE)
		return NULL;
	f = &x->fns[i];
	if (f->built)
		return f->failed ? NULL : f;
	f->built = true;
	if (cfg_build(&f->cfg, x->m, fn) || dom_build(&f->dom, &f->cfg) ||
	    pdom_build(&f->pdom, &f->cfg) ||
	    loop_find(&f->lf, &f->cfg, &f->dom) ||
	    branch_classify(&f->bi, x->m, &f->cfg, &f->lf)) {
		f->failed = true;
		x->error = -1;
		return NULL;
	}
	f->branch_of = xmalloc(f->cfg.nblocks * sizeof(*f->branch_of));
	f->bcount = xcalloc(f->cfg.nblocks, sizeof(*f->bcount));
	for (unsigned b = 0; b < f->cfg.nblocks; b++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(f->cfg.blocks[b].bb);

		f->branch_of[b] = TR_NONE;
		if (t)
			f->bcount[b] = model_count(x, t);
	}
	for (unsigned k = 0; k < f->bi.n; k++)
		f->branch_of[f->bi.br[k].block] = k;
	return f;
}

static void
fn_release(struct model_fn *f)
{
	if (f->built && !f->failed) {
		branch_release(&f->bi);
		loop_release(&f->lf);
		dom_release(&f->pdom);
		dom_release(&f->dom);
		cfg_release(&f->cfg);
	}
	free(f->branch_of);
	free(f->bcount);
	free(f->relax_up);
	uvec_release(&f->callers);
	uvec_release(&f->sorts);
}

/*
 * Output calls
 */
const char *
model_callee_name(LLVMValueRef call)
{
	LLVMValueRef fn = LLVMGetCalledValue(call);
	size_t len;

	if (!fn || !LLVMIsAFunction(fn))
		return NULL;
	return LLVMGetValueName2(fn, &len);
}

/*
 * The stream an output call writes: MODEL_STDOUT for `load ptr @stdout`
 * or descriptor 1, MODEL_STDERR for @stderr or 2, 0 for any other file.
 */
static unsigned
stream_of(LLVMValueRef v, bool fd)
{
	LLVMValueRef g;
	const char *name;
	size_t len;

	if (fd) {
		if (!LLVMIsAConstantInt(v))
			return 0;
		switch (LLVMConstIntGetZExtValue(v)) {
		case 1:
			return MODEL_STDOUT;
		case 2:
			return MODEL_STDERR;
		default:
			return 0;
		}
	}
	if (!LLVMIsALoadInst(v))
		return 0;
	g = LLVMGetOperand(v, 0);
	if (!LLVMIsAGlobalVariable(g))
		return 0;
	name = LLVMGetValueName2(g, &len);
	return !strcmp(name, "stdout") ? MODEL_STDOUT :
	       !strcmp(name, "stderr") ? MODEL_STDERR : 0;
}

/*
 * An output callee's stream operand (*fd: a descriptor) and its text
 * operand (a format or a string), each -1 when it has none; false if name
 * is not one of the C library's output functions (then it writes to
 * stdout, as a user's --output-fn is taken to).
 */
static bool
output_operands(const char *name, int *stream, bool *fd, int *text)
{
	static const struct {
		const char *name;
		int stream, text;
		bool fd;
	} s[] = {
		{ "printf", -1, 0, false },  { "vprintf", -1, 0, false },
		{ "puts", -1, 0, false },    { "putchar", -1, -1, false },
		{ "fprintf", 0, 1, false },  { "vfprintf", 0, 1, false },
		{ "fputs", 1, 0, false },    { "fputc", 1, -1, false },
		{ "putc", 1, -1, false },    { "fwrite", 3, 0, false },
		{ "dprintf", 0, 1, true },   { "write", 0, 1, true },
	};

	for (size_t i = 0; i < sizeof(s) / sizeof(*s); i++)
		if (!strcmp(name, s[i].name)) {
			*stream = s[i].stream;
			*text = s[i].text;
			*fd = s[i].fd;
			return true;
		}
	*stream = *text = -1;
	*fd = false;
	return false;
}

/* The bytes of a constant C string v points to, or NULL. */
static const char *
const_text(LLVMValueRef v, size_t *len)
{
	LLVMValueRef init;

	while (v && LLVMIsAConstantExpr(v) &&
	       LLVMGetConstOpcode(v) == LLVMGetElementPtr)
		v = LLVMGetOperand(v, 0);
	if (!v || !LLVMIsAGlobalVariable(v) || !LLVMIsGlobalConstant(v))
		return NULL;
	init = LLVMGetInitializer(v);
	if (!init || !LLVMIsAConstantDataSequential(init) ||
	    !LLVMIsConstantString(init))
		return NULL;
	return LLVMGetAsString(init, len);
}

/*
 * The text a format writes, each conversion (C11 7.21.6.1) as a sample
 * value: integers "0", floating point "0.0", strings "s". A conversion
 * character C does not know is written as it stands, as the C library
 * does (Rodinia's "%15.12f % : KERNEL" prints "% : KERNEL").
 */
static char *
render_format(const char *f, size_t len)
{
	char *out = xmalloc(2 * len + 1), *o = out;
	size_t i = 0, start;

	while (i < len && f[i]) {
		if (f[i] != '%') {
			*o++ = f[i++];
			continue;
		}
		start = i++;
		while (i < len && f[i] && strchr("-+ #0123456789.*'$hlLqjzt",
						  f[i]))
			i++;
		if (i >= len || !f[i])
			break;
		if (!strchr("diouxXcspnfFeEgGaA%", f[i])) {
			memcpy(o, f + start, i - start);
			o += i - start;
			continue;
		}
		switch (f[i++]) {
		case '%':
			*o++ = '%';
			break;
		case 'f': case 'F': case 'e': case 'E': case 'g': case 'G':
		case 'a': case 'A':
			memcpy(o, "0.0", 3);
			o += 3;
			break;
		case 's':
			*o++ = 's';
			break;
		case 'n':
			break;
		default:
			*o++ = '0';
		}
	}
	*o = '\0';
	return out;
}

/*
 * Whether every line the call's constant text writes matches an ignore
 * pattern (--ignore-lines): such a call writes only what the campaign
 * does not compare.
 */
static bool
writes_ignored(const struct model_ctx *x, LLVMValueRef call, int k,
	       bool format)
{
	const char *t;
	char *text, *line, *save = NULL;
	size_t len;
	bool all = true, any = false;

	if (!x->o->nignore || k < 0 || (unsigned)k >= LLVMGetNumArgOperands(call))
		return false;
	t = const_text(LLVMGetOperand(call, (unsigned)k), &len);
	if (!t)
		return false;
	if (format) {
		text = render_format(t, len);
	} else {
		text = xmalloc(len + 1);
		memcpy(text, t, len);
		text[len] = '\0';
	}
	for (line = strtok_r(text, "\n", &save); line && all;
	     line = strtok_r(NULL, "\n", &save)) {
		bool hit = false;

		for (unsigned i = 0; i < x->o->nignore && !hit; i++)
			hit = !regexec(&x->o->ignore[i], line, 0, NULL, 0);
		all = hit;
		any = true;
	}
	free(text);
	return all && any;
}

/*
 * Whether call is an output of the program: a listed output function
 * (--output-fn, else prof_is_output's) writing to a stream the user
 * compares (--compare: stdout by default) or to a file, and not only
 * lines the user ignores (--ignore-lines).
 */
bool
model_is_output(const struct model_ctx *x, LLVMValueRef call)
{
	const char *name = model_callee_name(call);
	unsigned want = x->o->streams & MODEL_STREAMS_SET ? x->o->streams :
			MODEL_STDOUT, to = MODEL_STDOUT;
	bool listed = false, fd = false;
	int k, text;

	if (!name)
		return false;
	if (x->o->output_fns) {
		for (unsigned i = 0; i < x->o->noutput_fns; i++)
			listed |= !strcmp(name, x->o->output_fns[i]);
	} else {
		/* A program's own write() is walked like any function. */
		listed = prof_is_output(name) &&
			 !ir_fn_defined(LLVMGetCalledValue(call));
	}
	if (!listed)
		return false;
	if (output_operands(name, &k, &fd, &text) && k >= 0) {
		if ((unsigned)k >= LLVMGetNumArgOperands(call))
			return true;
		to = stream_of(LLVMGetOperand(call, (unsigned)k), fd);
	}
	if (to && !(to & want))
		return false;
	return !writes_ignored(x, call, text,
			       strstr(name, "printf") != NULL);
}

bool
model_is_mem_store_call(LLVMValueRef call)
{
	return model_libc(call) != NULL;
}

/*
 * The walk
 */

/* The memo slot of v: an instruction's by id, an argument's by pointer;
   UINT_MAX for anything else (a constant, a global). */
static unsigned
memo_name(struct model_ctx *x, LLVMValueRef v)
{
	unsigned i;

	if (LLVMIsAInstruction(v)) {
		i = ir_inst_id(x->m, v);
		return i && i <= x->max_id ?
		       model_memo_name_cls(x, i * MEMO_TABLES + MEMO_VALUE) :
		       UINT_MAX;
	}
	if (!LLVMIsAArgument(v))
		return UINT_MAX;
	i = ptrmap_get(&x->arg_index, v);
	if (i == TR_NONE) {
		if (x->nargs == x->capargs) {
			x->capargs = x->capargs ? 2 * x->capargs : 64;
			x->amemo = xrealloc(x->amemo,
					    x->capargs * sizeof(*x->amemo));
		}
		i = x->nargs++;
		x->amemo[i] = (struct model_memo){ 0 };
		ptrmap_put(&x->arg_index, v, i);
	}
	return model_memo_name_cls(x, i * MEMO_TABLES + MEMO_ARG);
}

/* The slot in cmemo of key (a class's or a mask's), made on first use. */
static unsigned
keyed_slot(struct model_ctx *x, uintptr_t key)
{
	unsigned i = ptrmap_get(&x->cls_index, (const void *)key);

	if (i == TR_NONE) {
		if (x->ncm == x->capcm) {
			x->capcm = x->capcm ? 2 * x->capcm : 256;
			x->cmemo = xrealloc(x->cmemo,
					    x->capcm * sizeof(*x->cmemo));
		}
		i = x->ncm++;
		x->cmemo[i] = (struct model_memo){ 0 };
		ptrmap_put(&x->cls_index, (const void *)key, i);
	}
	return i * MEMO_TABLES + MEMO_CLS;
}

unsigned
model_memo_name_cls(struct model_ctx *x, unsigned slot)
{
	if (x->cls == MODEL_CLS_ANY)
		return slot;
	return keyed_slot(x, (uintptr_t)slot * (MODEL_CLS_LARGE + 1) +
			     x->cls + 1);
}

/* A mask's key lies above every class's (slot (MODEL_CLS_LARGE + 1) +
   cls + 1 < 2^37). */
#define BITS_KEY_SHIFT 40

/* A chain's share's key lies above every mask's (number + 1 < 2^18). */
#define CHAIN_KEY_SHIFT 58
/* A chain's share is kept in 16ths (chain_step): as close as 64ths on the
   external programs (MAE 6.50 / 5.77 against 6.49 / 5.78), with a
   quarter of the memo slots. */
#define CHAIN_STEPS 16

unsigned
model_memo_name_bits(struct model_ctx *x, unsigned slot, uint64_t bits,
		     uint64_t all, double chain)
{
	unsigned b = 0, q = (unsigned)(chain * CHAIN_STEPS + 0.5);

	q = q >= CHAIN_STEPS ? 0 : q ? q : 1;
	if ((!bits || bits == all) && !q)
		return slot;
	if (bits && bits != all) {
		b = ptrmap_get(&x->bits_index, (const void *)(uintptr_t)bits);
		if (b == TR_NONE) {
			b = x->nbits++;
			ptrmap_put(&x->bits_index,
				   (const void *)(uintptr_t)bits, b);
		}
		b++;
	}
	return keyed_slot(x, ((uintptr_t)q << CHAIN_KEY_SHIFT) +
			     ((uintptr_t)b << BITS_KEY_SHIFT) + slot);
}

/* Times v ran: an instruction's count, an argument's function entries. */
static uint64_t
value_count(struct model_ctx *x, LLVMValueRef v)
{
	unsigned i;

	if (LLVMIsAInstruction(v))
		return model_count(x, v);
	i = ptrmap_get(&x->fn_index, LLVMGetParamParent(v));
	return i == TR_NONE ? 0 : x->fns[i].entries;
}

static bool through_next(struct model_ctx *x, struct model_tuple t,
			 LLVMValueRef user, bool fresh, double dil,
			 struct model_out *o);

/*
 * model_opts.dilution: the SDC chance s of a flip of an FP sum, for a flip
 * of a term d bits smaller than the sum. The flips of the sum that show
 * are taken to be its top W s bits (printing and rounding drop the low
 * ones); a term's mantissa bit k changes the sum as the sum's bit k - d
 * would, so d fewer show, but never the sign's and exponent's (a term
 * flipped huge shows whatever its size): of W flips, W s - d, and no
 * fewer than the W - M of those when s had them.
 */
static double
diluted(LLVMValueRef sum, double s, double d)
{
	bool f = LLVMGetTypeKind(LLVMTypeOf(sum)) == LLVMFloatTypeKind;
	double w = f ? 32 : 64, m = f ? 23 : 52, top = (w - m) / w;

	if (s <= top)
		return s;
	return fmax(top, s - d / w);
}

/*
 * The bits by which operand k of an FP accumulation's add (a member of a
 * def-use cycle, k from outside it) is smaller than its result; 0 when
 * not one or not sampled.
 */
static double
dilution_bits(struct model_ctx *x, LLVMValueRef user, unsigned k)
{
	unsigned uid = ir_inst_id(x->m, user), vid;
	LLVMValueRef v = LLVMGetOperand(user, k);
	double d;

	if (!x->o->dilution || !uid || x->scc[uid] == TR_NONE)
		return 0;
	vid = LLVMIsAInstruction(v) ? ir_inst_id(x->m, v) : 0;
	if (vid && x->scc[vid] == x->scc[uid])
		return 0;
	d = model_operand_bits(x, user, k);
	return isnan(d) ? 0 : fmax(0, d);
}

/* Outcome of a user's own result once the tuple t let the error through. */
static bool
through(struct model_ctx *x, struct model_tuple t, LLVMValueRef user,
	struct model_out *o)
{
	return through_next(x, t, user, false, 0, o);
}

/* The same; fresh: user's result still holds a single-bit flip, and its
   users take their sensitivities (model_fresh_value); dil: the bits by
   which the flip, a term's, is smaller than user's sum (diluted). */
static bool
through_next(struct model_ctx *x, struct model_tuple t, LLVMValueRef user,
	     bool fresh, double dil, struct model_out *o)
{
	struct model_out next;
	unsigned cls = x->cls;

	x->cls = t.cls;
	next = fresh ? model_fresh_value(x, user) : model_value(x, user);
	x->cls = cls;
	if (dil > 0 && next.sdc > 0)
		next.sdc = diluted(user, next.sdc, dil);
	if (next.sdc < 0) {
		/* The way on leads back into the recurrence being
		   computed; the user's own crash chance still counts. */
		*o = t.c > 0 ? (struct model_out){ 0, t.c } : next;
		return true;
	}
	o->sdc = t.p * next.sdc;
	o->crash = t.c + t.p * next.crash;
	return true;
}

static void add_uses(struct model_ctx *x, LLVMValueRef v,
		     struct model_combiner *cb, unsigned skip, double nv,
		     bool first, uint64_t bits);
static double users_independence(const struct model_ctx *x, LLVMValueRef v);

/*
 * Whether operand k of user passes a single-bit flip on as one (the
 * same change of one bit's weight, up to its sign and carries), if at
 * all: integer add and sub, bitwise operations (which keep or drop the
 * flipped bit), trunc and shifts of the shifted value (which move it or
 * drop it), casts that keep the bits, phis, a select's values and a min
 * or max's operands, and floating-point arithmetic, which keeps a flip's
 * relative size (an add unless it cancels: fp_no_cancel). The users of
 * such a result still see a single-bit flip, which their profiled
 * sensitivities measure (model_opts.flip_chains; chain_step).
 */
static bool
keeps_flip(LLVMValueRef user, unsigned k)
{
	switch (LLVMGetInstructionOpcode(user)) {
	case LLVMAdd: case LLVMSub:
		return LLVMGetTypeKind(LLVMTypeOf(user)) == LLVMIntegerTypeKind;
	case LLVMXor: case LLVMAnd: case LLVMOr: case LLVMTrunc:
		return true;
	case LLVMShl: case LLVMLShr: case LLVMAShr:
		return k == 0;
	case LLVMZExt: case LLVMSExt: case LLVMBitCast: case LLVMPHI:
	case LLVMFreeze:
		return true;
	case LLVMSelect:
		return k > 0;
	case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv:
	case LLVMFNeg: case LLVMFPExt: case LLVMFPTrunc:
		return true;
	case LLVMCall:
		/* A multiply-add is an FP multiply and add; a min or max
		   returns one of its operands, as a select does. */
		return model_is_fma(user) || model_is_minmax(user);
	default:
		return false;
	}
}

/*
 * Whether an FP add (fadd, fsub, a multiply-add's addend or product)
 * passes a flip of operand k on as a flip of its result: unless it
 * cancels, the result being smaller than the operand (the profile's
 * sampled magnitudes, with the one bit their floor cannot resolve): the
 * difference of two close values turns an operand's low-bit flip into a
 * large change of the result, which its users' sensitivities to single
 * flips would mask (a tolerance check's x - ref). An operand that was 0
 * in every sample (a Laplacian of a linear field, a product with a 0
 * factor) cancels nothing: what its flip adds is the flip's own value,
 * which the next users' sensitivities measure (the samples' flips of 0);
 * a result that was 0 in every sample from operands that were not is an
 * exact cancellation. Any other user: true.
 */
static bool
fp_no_cancel(const struct model_ctx *x, LLVMValueRef user, unsigned k)
{
	const struct prof_value *pv;
	double op;
	bool fma = LLVMIsACallInst(user) && model_is_fma(user);

	if (!fma && LLVMGetInstructionOpcode(user) != LLVMFAdd &&
	    LLVMGetInstructionOpcode(user) != LLVMFSub)
		return true;
	pv = prof_value_find(x->p, ir_inst_id(x->m, user));
	if (!pv || !pv->samples || k > 2)
		return false;
	if (fma && k < 2) {
		/* The product a b, of magnitude about log2 |a| + log2 |b|:
		   0 when either factor always was. */
		if (!pv->mag_n[0] || !pv->mag_n[1])
			return true;
		op = pv->mag_mean[0] + pv->mag_mean[1];
	} else {
		if (!pv->mag_n[k])
			return true;
		op = pv->mag_mean[k];
	}
	if (!pv->mag_n[3])
		return false;
	return op <= pv->mag_mean[3] + 1;
}

/*
 * A fresh flip passed on along a chain (flip chains): the user's
 * profiled sensitivity s is the share of all of its operand's bits whose
 * flip changes its result. The flips that survived the chain's earlier
 * maskings are those a masking of their kind lets through, which the
 * same masking lets through again: an FP operation masks the low bits of
 * an operand smaller than its result (rounding), a minimum the flips
 * that raise the value past the other operand; a chain of values of one
 * size (a stencil's sum, a relaxation's cell, the same update at every
 * step, through memory) masks once, not at every step, and a smaller
 * share masks the survivors in part. So the user passes min(s, m) / m of
 * what reached it, m the smallest share so far (1 at the flipped value),
 * and its result carries min(s, m) on, in CHAIN_STEPS-ths (a memo key).
 */
static void
chain_step(struct model_ctx *x, struct model_tuple *t)
{
	double m = x->chain > 0 ? x->chain : 1, s = t->p, keep;

	x->chain_next = 1;
	keep = floor(fmin(s, m) * CHAIN_STEPS + 0.5) / CHAIN_STEPS;
	if (keep < 1.0 / CHAIN_STEPS)
		keep = 1.0 / CHAIN_STEPS;
	if (keep > m)
		keep = m;
	t->p = s <= 0 ? 0 : keep / m;
	if (t->p > 1)
		t->p = 1;
	t->m = 1 - t->p - t->c > 0 ? 1 - t->p - t->c : 0;
	x->chain_next = keep;
}

/* Whether w carries v's error as it is: v itself, or a value that keeps
   a flip of v (keeps_flip). */
static bool
both_carry(LLVMValueRef w, LLVMValueRef v)
{
	unsigned n;

	if (w == v)
		return true;
	if (!LLVMIsAInstruction(w))
		return false;
	n = (unsigned)LLVMGetNumOperands(w);
	for (unsigned k = 0; k < n; k++)
		if (LLVMGetOperand(w, k) == v && keeps_flip(w, k))
			return true;
	return false;
}

/*
 * Whether operand k of and/or user and its other operand both carry the
 * same flip: x & (x - 1), Kernighan's popcount step, keeps a flipped bit
 * of x unless it is the lowest one set (the bits above it are the same
 * in both), where a mask of x by an unrelated value keeps it one time in
 * two. Then the flip passes.
 */
static bool
both_masked(LLVMValueRef user, unsigned k)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(user);

	return (op == LLVMAnd || op == LLVMOr) && k < 2 &&
	       both_carry(LLVMGetOperand(user, 1 - k), LLVMGetOperand(user, k));
}

/*
 * Where a flip is (model_opts.flip_bits)
 *
 * The profiled sensitivity of a user is the share of flips of all of its
 * operand's bits that change its result. A flip that has come through a
 * mask or a shift is no longer in any of the operand's bits, though: after
 * `and x, 0xffffffff` it is in the low 32, after `lshr x, 24` in bits 0 to
 * 39 of the result. So along a chain of values that pass the flip on as
 * one, the set of bits where it can be is followed (each equally likely),
 * and the operations that keep or drop each bit for certain apply
 * exactly: and / or with a constant keep the bits the mask leaves, shifts
 * by a constant move them and drop those shifted out, trunc drops the
 * high ones, xor, casts, phis and a select's values keep them; add and
 * sub keep the flip's lowest bit (a carry only adds higher ones). A
 * getelementptr's index moves it up by the element size's low zero bits
 * into the address, and an access through the address crashes when the
 * flip is in the address's high bits, which leave mapped memory
 * (access_crash). Users that take disjoint bits of a value (a word split
 * into its bytes) are then exclusive chances, not partly correlated ones
 * (add_uses_bits). A load through a corrupted address reads another value
 * of its kind, whose bits are followed too (wide_step).
 */

uint64_t
model_flip_bits(LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned w;

	if (LLVMGetTypeKind(t) == LLVMPointerTypeKind)
		return UINT64_MAX;
	if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
		return 0;
	w = LLVMGetIntTypeWidth(t);
	return w < 64 ? ((uint64_t)1 << w) - 1 : w == 64 ? UINT64_MAX : 0;
}

/* How many bits of s are set. */
static unsigned
nbits(uint64_t s)
{
	return (unsigned)__builtin_popcountll(s);
}

/* Bits 0 .. n - 1. */
static uint64_t
low_bits(unsigned n)
{
	return n >= 64 ? UINT64_MAX : ((uint64_t)1 << n) - 1;
}

/* A constant integer operand of at most 64 bits. */
static bool
const_bits(LLVMValueRef v, uint64_t *c)
{
	if (!v || !LLVMIsAConstantInt(v) ||
	    model_int_width(LLVMTypeOf(v)) > 64)
		return false;
	*c = LLVMConstIntGetZExtValue(v);
	return true;
}

/*
 * The bytes between consecutive values of index k of getelementptr gep
 * (the size of the type it indexes); false when unknown.
 */
static bool
gep_stride(const struct model_ctx *x, LLVMValueRef gep, unsigned k,
	   unsigned long long *stride)
{
	LLVMTypeRef t = LLVMGetGEPSourceElementType(gep);
	uint64_t c;

	for (unsigned i = 2; i <= k; i++)
		switch (LLVMGetTypeKind(t)) {
		case LLVMArrayTypeKind:
		case LLVMVectorTypeKind:
			t = LLVMGetElementType(t);
			break;
		case LLVMStructTypeKind:
			if (!const_bits(LLVMGetOperand(gep, i - 1), &c) ||
			    c >= LLVMCountStructElementTypes(t))
				return false;
			t = LLVMStructGetTypeAtIndex(t, (unsigned)c);
			break;
		default:
			return false;
		}
	if (!LLVMTypeIsSized(t))
		return false;
	*stride = LLVMABISizeOfType(x->td, t);
	return true;
}

/*
 * A shift of bits s by a constant (user: shl, lshr or ashr of a value of
 * bits all): *pass, the bits of s it keeps, *out, where they go; false for
 * a shift by a variable or by 64 or more.
 */
static bool
shift_bits(LLVMValueRef user, uint64_t s, uint64_t all, uint64_t *pass,
	   uint64_t *out)
{
	uint64_t c;
	unsigned sh;

	if (!const_bits(LLVMGetOperand(user, 1), &c) || c >= 64)
		return false;
	sh = (unsigned)c;
	if (LLVMGetInstructionOpcode(user) == LLVMShl) {
		*pass = s & all >> sh;
		*out = *pass << sh;
	} else {
		*pass = s & ~low_bits(sh);
		*out = *pass >> sh;
	}
	return true;
}

/*
 * The power of two t that operand 1 - k of multiply user always is, as
 * the profile shows it (a block size, blockDim.x * blockIdx.x on a GPU):
 * its sampled magnitude floor(log2 |x|) averages to the integer t and the
 * flips of operand k change the product as often as a multiply by 2^t
 * changes them (the bits below w - t: (w - t) / w of them, within half a
 * bit). Another multiplier fails one or the other: one whose magnitude
 * varies averages between two integers; a constant m with floor(log2 m)
 * = t but not 2^t has fewer trailing zeros and changes more (48: t = 5,
 * but 28 of 32 flips change the product, not 27). -1 if not.
 */
static int
mul_pow2(const struct model_ctx *x, LLVMValueRef user, unsigned k,
	 unsigned w)
{
	const struct prof_value *pv = prof_value_find(x->p,
		ir_inst_id(x->m, user));
	double t, seen, want;

	if (!pv || pv->nops != 2 || k > 1 || !pv->mag_n[1 - k] ||
	    !pv->ops[k].flipped || !pv->ops[k].flips)
		return -1;
	t = pv->mag_mean[1 - k];
	if (t < 1 || t >= w || fabs(t - round(t)) > 1e-9)
		return -1;
	seen = (double)pv->ops[k].changed / (double)pv->ops[k].flips;
	want = (w - round(t)) / w;
	return fabs(seen - want) < 0.5 / w ? (int)round(t) : -1;
}

/*
 * Whether operand k of user keeps or drops each bit of a flip in bits s
 * for certain; then *pass: the bits of s it keeps, *out: where they are
 * in its result.
 */
static bool
bit_step(const struct model_ctx *x, LLVMValueRef user, unsigned k,
	 uint64_t s, uint64_t *pass, uint64_t *out)
{
	uint64_t all = model_flip_bits(user), c;
	LLVMValueRef other = LLVMGetNumOperands(user) > 1 ?
			     LLVMGetOperand(user, k ? 0 : 1) : NULL;
	unsigned long long stride;
	unsigned sh;

	if (!all)
		return false;
	switch (LLVMGetInstructionOpcode(user)) {
	case LLVMAnd:
		if (!const_bits(other, &c))
			return false;
		*pass = s & c;
		*out = *pass;
		break;
	case LLVMOr:
		if (!const_bits(other, &c))
			return false;
		*pass = s & ~c;
		*out = *pass;
		break;
	case LLVMXor: case LLVMAdd: case LLVMSub: case LLVMZExt:
	case LLVMSExt: case LLVMTrunc: case LLVMFreeze: case LLVMPHI:
	case LLVMBitCast: case LLVMPtrToInt: case LLVMIntToPtr:
		*pass = s & all;
		*out = *pass;
		break;
	case LLVMSelect:
		if (k == 0)
			return false;
		*pass = *out = s;
		break;
	case LLVMShl:
	case LLVMLShr:
	case LLVMAShr:
		if (k != 0 || !shift_bits(user, s, all, pass, out))
			return false;
		break;
	case LLVMMul: {
		/* times 2^t: a shift left by t (a constant, or a profiled
		   multiplier that always is one, mul_pow2) */
		int t = -1;

		if (const_bits(other, &c) && c && !(c & (c - 1)))
			for (t = 0; !(c >> t & 1); t++)
				;
		else if (x->o->mul_pow2)
			t = mul_pow2(x, user, k, nbits(all));
		if (t < 0)
			return false;
		*pass = s & all >> t;
		*out = *pass << t;
		break;
	}
	case LLVMGetElementPtr:
		if (k == 0) {
			*pass = *out = s;
			break;
		}
		if (!gep_stride(x, user, k, &stride))
			return false;
		/* On a GPU, a flip past the index's bound check sends
		   the thread around the access (device.c; it builds the
		   function's analyses on demand, a cache). */
		if (x->device)
			s &= low_bits(model_device_index_guard(
				(struct model_ctx *)x, user,
				LLVMGetOperand(user, k)));
		/* A flip of index bit b moves the address by
		   stride 2^b: its lowest bit is b + the stride's low
		   zero bits; one moved past bit 63 changes nothing. */
		if (!stride) {
			*pass = *out = 0;
			break;
		}
		for (sh = 0; !(stride >> sh & 1); sh++)
			;
		*pass = s & low_bits(64 - sh);
		*out = *pass << sh;
		break;
	default:
		return false;
	}
	*out &= all;
	return true;
}

/*
 * §5.3.3/§5.3.5 extended: whether the floating-point value v, read from or
 * written to a wrong address, is a large error (model_opts.wrong_element;
 * with large_fp, tuple.c): the load reads
 * another element of the array, the store leaves the right cell with its
 * old value and gives another cell this one, each a different number,
 * not one of the value's bits flipped, so the digits an output prints
 * do not mask it (MODEL_CLS_LARGE; with magnitude, its size is unknown).
 */
bool
model_is_fp(LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);

	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	switch (LLVMGetTypeKind(t)) {
	case LLVMHalfTypeKind: case LLVMFloatTypeKind:
	case LLVMDoubleTypeKind: case LLVMX86_FP80TypeKind:
		return true;
	default:
		return false;
	}
}

static bool
wrong_element(const struct model_ctx *x, LLVMValueRef v)
{
	return x->o->wrong_element && x->o->sensitivity && x->o->large_fp &&
	       !x->o->magnitude && model_is_fp(v);
}

/*
 * The low bits the values of integer v occupy, from the profile's sampled
 * magnitudes of v at its users (the largest mean floor(log2 |v|), rounded
 * up, and one for bit 0); 0 when none sampled it.
 */
static uint64_t
occupied(const struct model_ctx *x, LLVMValueRef v)
{
	double best = -1;

	if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
		return 0;
	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		const struct prof_value *pv;

		if (!LLVMIsAInstruction(user) ||
		    !(pv = prof_value_find(x->p, ir_inst_id(x->m, user))))
			continue;
		for (unsigned k = 0; k < 3 && k < (unsigned)
				     LLVMGetNumOperands(user); k++)
			if (LLVMGetOperand(user, k) == v && pv->mag_n[k])
				best = fmax(best, pv->mag_mean[k]);
	}
	if (best < 0)
		return 0;
	best = ceil(best) + 1;
	return low_bits(best < 1 ? 1 : best > 64 ? 64 : (unsigned)best) &
	       model_flip_bits(v);
}

/*
 * A compare reached by an error in bits s of an operand whose bits are
 * all (wide_step; s: known, not all): it flips when the error is larger
 * than the distance between the operands and goes the right way, half of
 * the profile's sampled margins below 2^(h + 1), h the error's highest
 * bit; an equality flips when the operands were equal. False without
 * margins (the tuple applies).
 */
static bool
wide_compare(const struct model_ctx *x, LLVMValueRef cmp, uint64_t s,
	     uint64_t all, struct model_tuple *t, uint64_t *out)
{
	const struct prof_value *pv = prof_value_find(x->p,
						      ir_inst_id(x->m, cmp));
	LLVMIntPredicate pr = LLVMGetICmpPredicate(cmp);
	unsigned h;
	double total = 0, below = 0, p;

	if (!s || s == all || !pv || !pv->has_margins)
		return false;
	h = 63 - (unsigned)__builtin_clzll(s);
	for (unsigned k = 0; k < PROF_MARGIN_BINS; k++) {
		total += (double)pv->margin[k];
		if (k <= h + 1)
			below += (double)pv->margin[k];
	}
	if (total <= 0)
		return false;
	if (pr == LLVMIntEQ || pr == LLVMIntNE)
		p = (double)pv->margin[0] / total;
	else
		p = 0.5 * below / total;
	*t = (struct model_tuple){ p, 1 - p, 0, MODEL_CLS_ANY };
	*out = 0;
	return true;
}

/*
 * An error that is no longer a single-bit flip, in bits s of operand k of
 * user: a value loaded from a wrong address became another of its kind,
 * in the bits its values occupy (occupied: an S-box entry's change is in
 * its low 32 bits, not in the 64 of its type), each bit changed or not
 * alike. A mask, a shift by a constant or a trunc that keeps kept of the
 * n bits passes it unless none of them changed, (1 - 2^-kept) / (1 -
 * 2^-n) (the reference's 0.9, k/W and (A - B)/A take it to be one flipped
 * bit of the whole type: a 32-bit table entry's change would pass `and x,
 * 0xffffffff` one time in ten); xor, casts, phis and a select's values
 * keep the bits, a sum changes by as much, an index moves them into the
 * address by the element size, and a compare flips by its margins
 * (wide_compare). *t and *out (the bits of user's result it can be in);
 * false for any other user and for s 0, an error of unknown bits (the
 * tuple applies, and the error may then be in any bit).
 */
static bool
wide_step(const struct model_ctx *x, LLVMValueRef user, unsigned k,
	  uint64_t s, struct model_tuple *t, uint64_t *out)
{
	LLVMValueRef opd = LLVMGetOperand(user, k);
	LLVMValueRef other = LLVMGetNumOperands(user) > 1 ?
			     LLVMGetOperand(user, k ? 0 : 1) : NULL;
	uint64_t all = model_flip_bits(user), in = model_flip_bits(opd), c;
	uint64_t pass;
	unsigned long long stride;
	unsigned sh;
	double p;

	if (LLVMIsAICmpInst(user))
		return wide_compare(x, user, s & in, in, t, out);
	if (!all || !in || !(s &= in))
		return false;
	switch (LLVMGetInstructionOpcode(user)) {
	case LLVMAnd:
		if (!const_bits(other, &c))
			return false;
		pass = *out = s & c;
		break;
	case LLVMOr:
		if (!const_bits(other, &c))
			return false;
		pass = *out = s & ~c;
		break;
	case LLVMXor: case LLVMZExt: case LLVMTrunc: case LLVMFreeze:
	case LLVMPHI: case LLVMBitCast: case LLVMPtrToInt:
	case LLVMIntToPtr:
		pass = *out = s & all;
		break;
	case LLVMSExt:
		pass = *out = s;
		/* A change of the sign bit changes every bit above. */
		if (s >> (63 - __builtin_clzll(in)) & 1)
			*out |= all & ~in;
		break;
	case LLVMAdd:
	case LLVMSub:
		/* The sum changes by as much (a carry past the error's
		   bits aside). */
		pass = *out = s;
		break;
	case LLVMSelect:
		if (k == 0)
			return false;
		pass = *out = s;
		break;
	case LLVMShl:
	case LLVMLShr:
	case LLVMAShr:
		if (k != 0 || !shift_bits(user, s, all, &pass, out))
			return false;
		break;
	case LLVMGetElementPtr:
		if (k == 0) {
			pass = *out = s;
			break;
		}
		if (!gep_stride(x, user, k, &stride) || !stride)
			return false;
		for (sh = 0; !(stride >> sh & 1); sh++)
			;
		pass = s & low_bits(64 - sh);
		*out = pass << sh;
		break;
	default:
		return false;
	}
	p = pass ? (1 - exp2(-(double)nbits(pass))) /
		   (1 - exp2(-(double)nbits(s))) : 0;
	*t = (struct model_tuple){ p, 1 - p, 0, MODEL_CLS_ANY };
	*out &= all;
	return true;
}

/*
 * The crash probability of a switch whose condition is corrupted in bits
 * s (0: any of its bits), when its default is unreachable: LLVM proved the
 * value one of the cases (MiBench susan's mode, 0, 1 or 2, the switch
 * over it at -O2), and the back end indexes a jump table without a range
 * check, so a flip that takes the value to no case jumps into nowhere
 * (fault injection: 97% of the mode's flips crash at once). The share of
 * the single-bit flips of the profiled case values, weighted by how often
 * each case ran, that leave the cases (model_opts.wild_switches); 0 for a
 * switch with a default.
 */
static double
switch_crash(struct model_ctx *x, LLVMValueRef sw, uint64_t s)
{
	LLVMBasicBlockRef def = LLVMGetSwitchDefaultDest(sw);
	LLVMValueRef first = def ? LLVMGetFirstInstruction(def) : NULL;
	LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(sw, 0));
	unsigned ncases = ((unsigned)LLVMGetNumOperands(sw) - 2) / 2, w;
	const struct prof_branch *pb;
	uint64_t mask;
	double crash = 0, runs = 0;

	if (!x->o->wild_switches || !first || !LLVMIsAUnreachableInst(first) ||
	    LLVMGetTypeKind(t) != LLVMIntegerTypeKind ||
	    (w = LLVMGetIntTypeWidth(t)) > 64 || !ncases)
		return 0;
	mask = w < 64 ? ((uint64_t)1 << w) - 1 : UINT64_MAX;
	if (s & mask)
		mask &= s;
	pb = prof_branch_find(x->p, ir_inst_id(x->m, sw));
	for (unsigned c = 0; c < ncases; c++) {
		/* Successor 0 is the default, c + 1 case c's block. */
		double pc = pb && pb->total && c + 1 < pb->nsucc ?
				    prof_branch_prob(pb, c + 1) : 1.0 / ncases;
		uint64_t v = LLVMConstIntGetZExtValue(LLVMGetOperand(sw,
								     2 + 2 * c));
		unsigned flips = 0, out = 0;

		if (pc <= 0)
			continue;
		for (unsigned b = 0; b < w; b++) {
			uint64_t f = v ^ ((uint64_t)1 << b);
			bool hit = false;

			if (!(mask >> b & 1))
				continue;
			flips++;
			for (unsigned d = 0; d < ncases && !hit; d++)
				hit = LLVMConstIntGetZExtValue(LLVMGetOperand(
					sw, 2 + 2 * d)) == f;
			out += !hit;
		}
		if (flips) {
			crash += pc * out / flips;
			runs += pc;
		}
	}
	return runs > 0 ? crash / runs : 0;
}

/*
 * The crash probability of access when its address is corrupted in bits
 * s (model_opts.flip_bits; 0 or all 64: anywhere, model_addr_crash). The
 * address's highest 64 c bits are taken to be the ones whose change
 * leaves mapped memory (c: the profile's address sensitivity, the share
 * of single-bit flips that did), bit j by min(1, max(0, j + 1 - 64 (1 -
 * c))): the crash is their mean over s. An index confined to a byte
 * (an S-box's) moves the address within its table and crashes nothing.
 */
static double
access_crash(struct model_ctx *x, LLVMValueRef access, uint64_t s)
{
	double c, t, sum = 0;

	if (x->device)
		return model_device_crash(x, access, x->o->flip_bits ? s : 0);
	c = model_addr_crash(x, access);
	if (!x->o->flip_bits || !s || s == UINT64_MAX)
		return c;
	t = 64 * (1 - c);
	for (unsigned b = 0; b < 64; b++)
		if (s >> b & 1)
			sum += model_clamp(b + 1 - t);
	return sum / nbits(s);
}

/* Whether the flip being followed is one whose bits bit_step follows:
   a single-bit flip passed on as one, in bits s. */
static bool
tracking(const struct model_ctx *x, uint64_t s)
{
	return x->first && s && x->o->flip_bits && x->o->flip_chains &&
	       x->o->sensitivity && x->cls == MODEL_CLS_ANY;
}

/* The outcome of a single-bit flip of v's result that arrived through
   values that kept it one (keeps_flip): its users' sensitivities apply.
   With model_opts.flip_bits the flip is in x->bits of v. Memoized apart
   from model_value's, per set of bits. */
struct model_out
model_fresh_value(struct model_ctx *x, LLVMValueRef v)
{
	unsigned id = ir_inst_id(x->m, v);
	uint64_t bits = x->bits;
	double chain = x->chain_next;
	struct model_combiner cb;
	struct model_out o;
	unsigned name;

	x->bits = 0;
	x->chain_next = 1;
	if (!id || id > x->max_id || x->scc[id] != TR_NONE)
		return model_value(x, v);
	name = model_memo_name_bits(x, id * MEMO_TABLES + MEMO_FRESH, bits,
				    model_flip_bits(v), chain);
	if (model_memo_enter(x, name, &o))
		return o;
	model_combiner_init(&cb, x->o->combine, users_independence(x, v));
	x->chain = chain;
	add_uses(x, v, &cb, TR_NONE, (double)model_count(x, v), true, bits);
	x->first = false;
	o = model_combiner_end(&cb);
	model_memo_leave(x, name, o);
	return o;
}

/* A corrupted return value: the results of the function's call sites,
   and for a comparator the library calls that call it (libc.c). */
static bool
ret_outcome(struct model_ctx *x, LLVMValueRef ret, struct model_out *o)
{
	LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(ret));
	struct model_fn *f = model_fn_get(x, fn);
	struct model_combiner cb;
	bool any = false, fresh = x->first && x->o->sensitivity;
	double direct = 0, nsorts = 0;

	if (!x->o->interproc || !f || (!f->callers.n && !f->sorts.n))
		return false;
	model_combiner_init(&cb, MODEL_AVERAGE, 0);
	/* The library's calls of it are its entries that no call site of
	   the module made, shared among the library calls by their counts. */
	for (unsigned i = 0; i < f->callers.n; i++)
		direct += (double)model_count(x, x->inst[f->callers.v[i]]);
	for (unsigned i = 0; i < f->sorts.n; i++)
		nsorts += (double)model_count(x, x->inst[f->sorts.v[i]]);
	for (unsigned i = 0; i < f->sorts.n; i++) {
		LLVMValueRef call = x->inst[f->sorts.v[i]];
		uint64_t n = model_count(x, call);

		if (!n)
			continue;
		model_combiner_add(&cb, 1, fmax((double)f->entries - direct, 1) *
					   (double)n / nsorts,
				   model_sort_outcome(x, call,
						      LLVMGetOperand(ret, 0),
						      fresh));
		any = true;
	}
	for (unsigned i = 0; i < f->callers.n; i++) {
		LLVMValueRef call = x->inst[f->callers.v[i]];
		uint64_t n = model_count(x, call);
		struct model_out r = model_value(x, call);

		if (!n)
			continue;
		model_combiner_add(&cb, 1, (double)n, r);
		any = true;
	}
	*o = model_combiner_end(&cb);
	return any;
}

/*
 * Whether the indirect call may call function f of fns: its address is
 * taken and its type is the call's.
 */
static bool
may_call(const struct model_ctx *x, unsigned f, LLVMValueRef call)
{
	return x->fns[f].addr_taken &&
	       LLVMGlobalGetValueType(x->fns[f].fn) ==
		       LLVMGetCalledFunctionType(call);
}

/*
 * Argument k of an indirect call: the parameters of the functions it may
 * call (may_call), averaged; false when there is none.
 */
static bool
indirect_outcome(struct model_ctx *x, LLVMValueRef call, unsigned k,
		 struct model_out *o)
{
	struct model_combiner cb;
	bool any = false;

	if (!x->o->interproc)
		return false;
	model_combiner_init(&cb, MODEL_AVERAGE, 0);
	for (unsigned f = 0; f < x->nfns; f++) {
		LLVMValueRef fn = x->fns[f].fn;

		if (!may_call(x, f, call) || k >= LLVMCountParams(fn))
			continue;
		model_combiner_add(&cb, 1, (double)x->fns[f].entries + 1e-9,
				   model_value(x, LLVMGetParam(fn, k)));
		any = true;
	}
	if (any)
		*o = model_combiner_end(&cb);
	return any;
}

/*
 * Where an integer min or max's result can differ, operand k flipped in
 * bits: it passes the flip on, or the other operand, a bound of a clamp.
 * With a constant bound c: max(x, c >= 0) is non-negative; an unsigned
 * min with c is within 0 .. c, and so is a signed one of a value its own
 * operations keep non-negative, unless the flip is in its sign, which
 * passes: index = min(max(i, 0), 88) moves a table's index within the
 * table, whatever bit of i flipped, and a flip of max(i, 0) only by its
 * sign. Otherwise any bit of the type.
 */
static uint64_t
clamp_bits(const struct model_ctx *x, LLVMValueRef call, unsigned k,
	   uint64_t bits)
{
	uint64_t all = model_flip_bits(call), sign, c, low, may;
	const char *name = model_callee_name(call);
	LLVMValueRef other;
	unsigned w;

	if (!all || k > 1 || !name)
		return all;
	other = LLVMGetOperand(call, 1 - k);
	if (!LLVMIsAConstantInt(other))
		return all;
	w = (unsigned)__builtin_popcountll(all);
	sign = (uint64_t)1 << (w - 1);
	c = LLVMConstIntGetZExtValue(other) & all;
	if (!strncmp(name, "llvm.smax.", 10))
		return c & sign ? all : all & ~sign;
	low = c ? (~(uint64_t)0 >> __builtin_clzll(c)) & all : 1;
	if (!strncmp(name, "llvm.umin.", 10))
		return low;
	may = x->o->known_bits ? model_bits_may(x, LLVMGetOperand(call, k)) :
				 0;
	if (!strncmp(name, "llvm.smin.", 10) && !(c & sign) && may &&
	    !(may & sign))
		return low | (bits ? bits & sign : sign);
	return all;
}

/*
 * putchar(c), putc(c, f) and fputc(c, f) write c converted to unsigned
 * char (C11 7.21.7.3, 7.21.7.8, 7.21.7.9): of an error in c only its low
 * 8 bits print. The share of a flip of the
 * injected value itself in bits (else in any bit of c) that prints, each
 * bit equally likely; for an error of unknown size that can be only in
 * bits, 0 when none of them is below 8. 1 for any other operand or call,
 * and when nothing says where the error is.
 */
static double
char_share(const struct model_ctx *x, LLVMValueRef call, unsigned k,
	   uint64_t bits)
{
	const char *name = model_callee_name(call);
	LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(call, 0));
	unsigned w;
	uint64_t all;

	if (k != 0 || !name ||
	    (strcmp(name, "putchar") && strcmp(name, "putc") &&
	     strcmp(name, "fputc")) ||
	    LLVMGetTypeKind(t) != LLVMIntegerTypeKind ||
	    (w = LLVMGetIntTypeWidth(t)) <= 8 || w > 64)
		return 1;
	all = w == 64 ? ~0ull : (1ull << w) - 1;
	if (x->first) {
		bits = bits & all ? bits & all : all;
		return (double)nbits(bits & 0xff) / nbits(bits);
	}
	return bits && !(bits & 0xff) ? 0 : 1;
}

/* A call reached through operand k. */
static bool
call_outcome(struct model_ctx *x, LLVMValueRef call, unsigned k,
	     uint64_t bits, struct model_out *o)
{
	LLVMValueRef fn = LLVMGetCalledValue(call);
	const char *name = model_callee_name(call);
	const struct prof_libc *e;

	if (k >= LLVMGetNumArgOperands(call)) {
		/* The callee itself: a jump to a corrupted address. */
		*o = (struct model_out){ 0, 1 };
		return true;
	}
	if (ir_is_marker_intrinsic(call))
		return false;
	if (model_is_output(x, call)) {
		/* A pointer it reads (its buffer, stream, a %s string)
		   crashes it with the call's address sensitivity (libc.c). */
		double c = model_output_reads(call, k) ?
			   model_addr_crash(x, call) : 0;

		*o = (struct model_out){
			(1 - c) * model_output_leaf(x, call, k) *
			char_share(x, call, k, bits), c };
		return true;
	}
	if ((e = model_libc(call))) {
		/* memcpy, memset, and (§5.3.5 extended, issue 14) the
		   formatting and string functions: f_m of what they write
		   (libc.c). Its corrupted operand is a pointer, a length
		   or a value it formats into text: no size follows. */
		unsigned cls = x->cls;

		x->cls = MODEL_CLS_ANY;
		*o = model_libc_use(x, call, e, k);
		x->cls = cls;
		return true;
	}
	if (name && !strcmp(name, "free")) {
		/* glibc aborts on a pointer it did not hand out. */
		*o = (struct model_out){ 0, 1 };
		return true;
	}
	if (fn && LLVMIsAFunction(fn) && ir_fn_defined(fn)) {
		if (!x->o->interproc)
			return false;
		/* A variadic argument has no parameter: its va_list. */
		if (k >= LLVMCountParams(fn))
			return model_vararg_use(x, call, fn, k, o);
		*o = model_value(x, LLVMGetParam(fn, k));
		return true;
	}
	if (fn && !LLVMIsAFunction(fn) && !LLVMIsAInlineAsm(fn) &&
	    indirect_outcome(x, call, k, o))
		return true;
	/* An intrinsic or a library function: its result carries it on. */
	if (LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMVoidTypeKind)
		return false;
	{
		struct model_tuple t = model_tuple(x, call, k);
		bool fresh = x->first && x->o->sensitivity &&
			     x->o->flip_chains && x->cls == MODEL_CLS_ANY &&
			     keeps_flip(call, k) && fp_no_cancel(x, call, k);

		if (fresh)
			chain_step(x, &t);
		if (fresh && x->o->flip_bits && model_is_minmax(call))
			x->bits = clamp_bits(x, call, k, bits);
		return through_next(x, t, call, fresh,
				    fresh ? dilution_bits(x, call, k) : 0, o);
	}
}

bool
model_use_outcome(struct model_ctx *x, LLVMValueRef user, unsigned k,
	    struct model_out *o)
{
	enum model_kind kind = x->o->kind;
	/* Where the error is in the operand (model_opts.flip_bits): set by
	   the caller for this use only. */
	uint64_t bits = x->bits, next = 0, pass;
	struct model_tuple t;
	unsigned cls;
	double c, s;
	bool fresh, exact = false;

	x->bits = 0;
	switch (LLVMGetInstructionOpcode(user)) {
	case LLVMStore:
		/* Through its address it writes the right value to the
		   wrong place: no size, but a floating-point value is
		   another element in both cells, a large error
		   (wrong_element). */
		cls = x->cls;
		if (k != 0)
			x->cls = wrong_element(x, LLVMGetOperand(user, 0)) ?
				 MODEL_CLS_LARGE : MODEL_CLS_ANY;
		fresh = k == 0 && x->first && x->o->sensitivity &&
			x->o->flip_chains && x->cls == MODEL_CLS_ANY;
		x->bits = fresh ? bits : 0;
		/* A chain's share goes into memory and out of its loads. */
		x->chain_next = fresh ? x->chain : 1;
		s = kind != MODEL_TRIDENT ?
			    (!x->device ? 1 : k == 0 ? model_device_store(x, user)
			     : model_device_address_store(x, user)) :
		    fresh ? model_store_fresh(x, user) : model_store(x, user);
		/* A wrong address moves a read-modify-write's update. */
		if (k != 0 && s > 0 && x->cls == MODEL_CLS_LARGE &&
		    x->o->zero_fills)
			s *= model_rmw_pass(x, user);
		x->bits = 0;
		x->cls = cls;
		if (k == 0) {
			*o = s < 0 ? MODEL_LEFT_OUT : (struct model_out){ s, 0 };
			return true;
		}
		/* The address: the reference charges the mean crash c̄. */
		c = x->o->sensitivity ? access_crash(x, user, bits)
				      : x->mean_crash;
		*o = s < 0 ? (c > 0 ? (struct model_out){ 0, c } : MODEL_LEFT_OUT)
			   : (struct model_out){ (1 - c) * s, c };
		return true;
	case LLVMAtomicRMW:
	case LLVMAtomicCmpXchg:
		if (k == 0) {
			c = access_crash(x, user, bits);
			*o = (struct model_out){ 0, c };
			return true;
		}
		return through(x, model_tuple(x, user, k), user, o);
	case LLVMBr:
	case LLVMSwitch:
		if (k != 0)
			return false;
		s = kind == MODEL_FS ? 0 : model_branch(x, user);
		c = LLVMIsASwitchInst(user) && kind == MODEL_TRIDENT ?
			    switch_crash(x, user, bits) : 0;
		*o = s < 0 ? (c > 0 ? (struct model_out){ 0, c } : MODEL_LEFT_OUT)
			   : (struct model_out){ (1 - c) * s, c };
		return true;
	case LLVMIndirectBr:
		*o = (struct model_out){ 0, 1 };
		return true;
	case LLVMRet:
		return ret_outcome(x, user, o);
	case LLVMCall:
	case LLVMInvoke:
		return call_outcome(x, user, k, bits, o);
	case LLVMUnreachable:
	case LLVMResume:
	case LLVMCallBr:
	case LLVMLandingPad:
	case LLVMVAArg:
		return false;
	default:
		if (LLVMGetTypeKind(LLVMTypeOf(user)) == LLVMVoidTypeKind)
			return false;
		fresh = x->first && x->o->sensitivity && x->o->flip_chains &&
			x->cls == MODEL_CLS_ANY && keeps_flip(user, k) &&
			fp_no_cancel(x, user, k);
		t = model_tuple(x, user, k);
		/* Both of a select's values carry the error (x and x + c):
		   whichever it picks passes it on. */
		if ((fresh && LLVMIsASelectInst(user) &&
		     both_carry(LLVMGetOperand(user, 3 - k),
				LLVMGetOperand(user, k))) ||
		    (x->first && x->o->sensitivity && both_masked(user, k)))
			t = (struct model_tuple){ 1, 0, 0, MODEL_CLS_ANY };
		if (LLVMIsALoadInst(user)) {
			/* Its address: the crash by where the error is;
			   else it reads another value of its kind (a wrong
			   table entry), in the bits such values occupy; a
			   floating-point one is another element, a large
			   error (wrong_element). */
			if (x->o->sensitivity) {
				t.c = access_crash(x, user, bits);
				t.p = 1 - t.c;
				t.m = 0;
			}
			if (x->o->flip_bits && x->o->sensitivity &&
			    x->cls == MODEL_CLS_ANY)
				next = occupied(x, user);
			if (wrong_element(x, user)) {
				/* Unless both are one fill's constant, the
				   one read is multiplied by a 0, or it only
				   moves a 0 update (fm.c, constant fills). */
				double keep = !x->o->zero_fills ? 1 :
					      (1 - model_same_fill(x, user)) *
					      model_product_pass(x, user) *
					      model_rmw_pass(x, user);

				t.cls = MODEL_CLS_LARGE;
				t.m = t.p * (1 - keep);
				t.p *= keep;
			}
		} else if (tracking(x, bits)) {
			if (bit_step(x, user, k, bits, &pass, &next)) {
				/* It keeps the bits of pass for certain: the
				   share of the flip's bits, no sensitivity. */
				if (!pass) {
					*o = (struct model_out){ 0, 0 };
					return true;
				}
				t.p = (double)nbits(pass) / nbits(bits);
				t.m = 1 - t.p;
				t.c = 0;
				fresh = true;
				exact = true;
			} else if (fresh) {
				/* A mask by a variable keeps the flip where
				   it is, if anywhere; elsewhere (a shift by a
				   variable) it may be in any bit. */
				next = model_flip_bits(user);
				if (LLVMGetInstructionOpcode(user) == LLVMAnd ||
				    LLVMGetInstructionOpcode(user) == LLVMOr)
					next &= bits;
			}
		} else if (!x->first && x->o->flip_bits && x->o->sensitivity &&
			   x->cls == MODEL_CLS_ANY) {
			wide_step(x, user, k, bits, &t, &next);
		}
		x->bits = next;
		if (fresh && !exact)
			chain_step(x, &t);
		return through_next(x, t, user, fresh,
				    fresh ? dilution_bits(x, user, k) : 0, o);
	}
}

/*
 * What cycle scc does to a corruption: it persists around the cycle when
 * the cycle only moves, mixes or offsets its values (phi, integer add,
 * sub, mul, xor, or, shifts, casts, getelementptr, FP add, sub, mul,
 * neg, multiply-add), with
 * nothing that can drop an error (min, max, select, compare, and,
 * division); it mixes the bits when xor, mul or shifts are among them (a
 * random-number generator's state; model_opts.mix_union). A running
 * minimum or maximum (min/max among its values, the rest as above) keeps
 * an error that went its way (a larger maximum) and drops one that went
 * the other, which a later value replaces: an EXTREMUM, half persisting.
 * An and of two of its own values (x & (x - 1)) keeps a flip but for the
 * lowest set bit: it persists, and CLEARS says it is no counter (hang.c).
 */
enum { CYCLE_PERSISTS = 1, CYCLE_MIXES = 2, CYCLE_EXTREMUM = 4,
       CYCLE_CLEARS = 8 };

/* Whether both operands of v are members of cycle scc. */
static bool
both_members(const struct model_ctx *x, unsigned scc, LLVMValueRef v)
{
	for (unsigned k = 0; k < 2; k++) {
		LLVMValueRef o = LLVMGetOperand(v, k);
		unsigned id = LLVMIsAInstruction(o) ? ir_inst_id(x->m, o) : 0;

		if (!id || id > x->max_id || x->scc[id] != scc)
			return false;
	}
	return true;
}

static unsigned
cycle_kind(const struct model_ctx *x, unsigned scc)
{
	const struct uvec *mem = &x->scc_members[scc];
	unsigned kind = CYCLE_PERSISTS;

	for (unsigned i = 0; i < mem->n; i++)
		switch (LLVMGetInstructionOpcode(x->inst[mem->v[i]])) {
		case LLVMMul: case LLVMXor: case LLVMShl: case LLVMLShr:
			kind |= CYCLE_MIXES;
			break;
		case LLVMPHI: case LLVMAdd: case LLVMSub: case LLVMOr:
		case LLVMAShr: case LLVMTrunc: case LLVMZExt: case LLVMSExt:
		case LLVMGetElementPtr: case LLVMFAdd: case LLVMFSub:
		case LLVMFMul: case LLVMBitCast: case LLVMFNeg:
			break;
		case LLVMAnd:
			/* x & (x - 1), both of the cycle's: a flipped bit
			   stays unless it is the lowest one set. */
			if (both_members(x, scc, x->inst[mem->v[i]])) {
				kind |= CYCLE_CLEARS;
				break;
			}
			return 0;
		case LLVMCall:
			/* a * b + c (llvm.fmuladd, llvm.fma): an FP add. */
			if (model_is_fma(x->inst[mem->v[i]]))
				break;
			if (model_is_minmax(x->inst[mem->v[i]])) {
				kind |= CYCLE_EXTREMUM;
				break;
			}
			return 0;
		default:
			return 0;
		}
	return kind;
}

/*
 * Whether cycle scc is a counter: it only moves and offsets its values
 * (phis, add, sub, casts), nothing mixes, drops or keeps an extremum of
 * them (hang.c).
 */
static bool
is_counter(const struct model_ctx *x, unsigned scc)
{
	return (cycle_kind(x, scc) & (CYCLE_PERSISTS | CYCLE_MIXES |
				      CYCLE_EXTREMUM | CYCLE_CLEARS)) ==
	       CYCLE_PERSISTS;
}

/*
 * --persist: a corruption that persists in its cycle reaches k later
 * instances of a use (half of the use's executions per entry of the
 * cycle, on average), each a chance s, combined as users are, or as a
 * union when the cycle mixes its bits (model_opts.mix_union).
 */
static double
persistent(const struct model_ctx *x, double s, double k, bool mixes)
{
	double ind = mixes && x->o->mix_union ? 1 : x->o->independence;

	return s + ind * (1 - pow(1 - s, k) - s);
}

/*
 * --persist, a store of the cycle's value (§5.3.5 with the profile's dead
 * writes): a loop that keeps a sum in a register and stores it at every
 * step (an accumulation at -O2: `x[i] += A[i][j] * y[j]`) overwrites
 * all but the last of the r writes of each run of the cycle, so the
 * profile sees most writes dead; but a corruption persists to the later
 * writes of its run, the last of which is read. The write it reaches is
 * read with probability min(1, live r) instead of live: s / live, f_m of
 * the reads, times that.
 */
static double
persisted_store(struct model_ctx *x, LLVMValueRef store, double s, double r)
{
	double live = model_store_live(x, store);

	if (live <= 0 || live >= 1)
		return s;
	return model_clamp(s / live * fmin(1, live * r));
}

/* The most uses of one value whose flip's bits add_uses_bits splits. */
#define SPLIT_USES 64

/* A use of a value whose flip add_uses_bits follows bit by bit. */
struct bit_use {
	LLVMValueRef user;
	unsigned k;
	double r, nu;
	bool exact, takes;	/* bit_step applies; takes part */
	uint64_t pass;		/* exact: the bits it keeps */
	struct model_out o;	/* not exact: its outcome */
};

/*
 * model_opts.flip_bits: when the uses of v keep different parts of the
 * bits x->bits its flip can be in (the bytes of a word, each taken by a
 * shift and a mask), the flip is in one part only, and each part is
 * weighed apart with its share of the bits: the uses that keep the part,
 * from there on with the flip in it, and the uses that keep no bits in
 * particular. The parts are exclusive chances: a word split into four
 * bytes, each printed, shows every flip of its 32 bits, where four
 * partly correlated chances of 8/64 would show few. False when no use
 * splits the bits (add_uses weighs them together).
 */
static bool
add_uses_bits(struct model_ctx *x, LLVMValueRef v, struct model_combiner *cb,
	      double nv, uint64_t s)
{
	struct bit_use use[SPLIT_USES];
	unsigned n = 0;
	uint64_t done = 0, out;
	double sdc = 0, crash = 0, left = 0;
	bool split = false;

	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		bool dup = false;
		double nu;

		if (!LLVMIsAInstruction(user))
			continue;
		for (unsigned j = 0; j < n; j++)
			dup |= use[j].user == user;
		if (dup)
			continue;
		nu = (double)model_count(x, user);
		for (unsigned k = 0; k < (unsigned)LLVMGetNumOperands(user);
		     k++) {
			struct bit_use *b = &use[n];

			if (LLVMGetOperand(user, k) != v)
				continue;
			if (n == SPLIT_USES)
				return false;
			*b = (struct bit_use){ .user = user, .k = k, .nu = nu,
					       .r = nv > 0 ? nu / nv : 1 };
			b->exact = bit_step(x, user, k, s, &b->pass, &out);
			split |= b->exact && b->pass && b->pass != s;
			n++;
		}
	}
	if (!split)
		return false;
	for (unsigned j = 0; j < n; j++) {
		if (use[j].exact)
			continue;
		x->first = true;
		x->bits = s;
		use[j].takes = model_use_outcome(x, use[j].user, use[j].k,
						 &use[j].o);
	}
	while (done != s) {
		uint64_t low = (s & ~done) & -(s & ~done), part = 0;
		struct model_combiner pc;
		struct model_out o;

		/* The bits the same exact uses keep as the lowest left. */
		for (uint64_t rest = s & ~done; rest; rest &= rest - 1) {
			uint64_t bit = rest & -rest;
			bool same = true;

			for (unsigned j = 0; j < n && same; j++)
				same = !use[j].exact ||
				       !(use[j].pass & low) == !(use[j].pass & bit);
			if (same)
				part |= bit;
		}
		done |= part;
		model_combiner_init(&pc, cb->how, cb->independence);
		for (unsigned j = 0; j < n; j++) {
			if (use[j].exact) {
				if (!(use[j].pass & part))
					continue;
				x->first = true;
				x->bits = part;
				if (!model_use_outcome(x, use[j].user, use[j].k,
						       &o))
					continue;
			} else if (use[j].takes) {
				o = use[j].o;
			} else {
				continue;
			}
			model_combiner_add(&pc, use[j].r,
					   use[j].nu > 0 ? use[j].nu : 1e-9, o);
		}
		o = model_combiner_end(&pc);
		if (o.sdc < 0) {
			left += (double)nbits(part) / nbits(s);
			continue;
		}
		sdc += (double)nbits(part) / nbits(s) * o.sdc;
		crash += (double)nbits(part) / nbits(s) * o.crash;
	}
	x->first = false;
	model_combiner_add(cb, 1, 1, left >= 1 - 1e-12 ? MODEL_LEFT_OUT :
			   (struct model_out){ sdc / (1 - left),
					       crash / (1 - left) });
	return true;
}

/* Add the outcomes of every use of v to cb; skip users in cycle skip.
   bits: where v's error is (model_opts.flip_bits; 0: anywhere). */
static void
add_uses(struct model_ctx *x, LLVMValueRef v, struct model_combiner *cb,
	 unsigned skip, double nv, bool first, uint64_t bits)
{
	LLVMValueRef seen[16];
	unsigned nseen = 0;
	double chain = first ? x->chain : 1;
	unsigned kind = x->o->persist && skip != TR_NONE ?
			cycle_kind(x, skip) : 0;
	bool persists = kind & CYCLE_PERSISTS, mixes = kind & CYCLE_MIXES;
	bool extremum = kind & CYCLE_EXTREMUM;
	/* Set by the caller for this call only. */
	double min_r = x->leave_min_r, fresh_max_r = x->leave_fresh_max_r;

	x->leave_min_r = 0;
	x->leave_fresh_max_r = 0;
	x->first = first;
	if (first && skip == TR_NONE && cb->how == MODEL_UNION &&
	    tracking(x, bits) && add_uses_bits(x, v, cb, nv, bits))
		return;

	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		unsigned nops, uid;
		bool dup = false;
		double nu, r;

		if (!LLVMIsAInstruction(user))
			continue;
		/* A user appears once per operand it takes v as: visit it
		   once, through each of those operands. */
		for (unsigned i = 0; i < nseen; i++)
			dup |= seen[i] == user;
		if (dup)
			continue;
		if (nseen < 16)
			seen[nseen++] = user;
		uid = ir_inst_id(x->m, user);
		if (skip != TR_NONE && uid && x->scc[uid] == skip)
			continue;
		nu = (double)model_count(x, user);
		/* A cycle's value reaches the uses until the cycle is
		   entered again: nv is then its number of entries. */
		r = nv > 0 ? nu / nv : 1;
		if (r <= min_r)
			continue;
		nops = (unsigned)LLVMGetNumOperands(user);
		for (unsigned k = 0; k < nops; k++) {
			struct model_out o;

			x->first = first && !(fresh_max_r > 0 &&
					      r > fresh_max_r);
			x->bits = bits;
			x->chain = x->first ? chain : 1;
			if (LLVMGetOperand(user, k) != v ||
			    !model_use_outcome(x, user, k, &o))
				continue;
			if (persists && r > 1 && o.sdc > 0 &&
			    LLVMIsAStoreInst(user) && k == 0 &&
			    x->o->kind == MODEL_TRIDENT)
				o.sdc = fmax(o.sdc, (extremum ? 0.5 : 1) *
					     persisted_store(x, user, o.sdc, r));
			else if (persists && !extremum && r > 2 && o.sdc > 0)
				o.sdc = persistent(x, o.sdc, r / 2, mixes);
			model_combiner_add(cb, r, nu > 0 ? nu : 1e-9, o);
		}
	}
}

int
model_explain_check(const struct model_ctx *x, unsigned id)
{
	LLVMValueRef v = id && id <= x->max_id ? x->inst[id] : NULL;

	if (!v)
		return tr_error("--explain %u: no instruction with that id in "
				"'%s'", id, x->m->path);
	if (!ir_is_candidate(v))
		return tr_error("--explain %u: #%u of '%s' (%s) is not a "
				"candidate instruction (one whose result a "
				"fault can flip)", id, id, x->m->path,
				ir_opcode_name(LLVMGetInstructionOpcode(v)));
	return 0;
}

int
model_explain(struct model_ctx *x, FILE *out, unsigned id)
{
	LLVMValueRef v;
	struct model_out o;
	unsigned scc;

	if (model_explain_check(x, id))
		return -1;
	v = x->inst[id];
	o = model_value_first(x, v);
	scc = x->scc[id];
	fprintf(out, "explain #%u %s: sdc %.4f crash %.4f, count %llu%s\n", id,
		ir_opcode_name(LLVMGetInstructionOpcode(v)), o.sdc, o.crash,
		(unsigned long long)model_count(x, v),
		scc != TR_NONE ? " (on a def-use cycle: its uses that leave it)"
			       : "");
	for (unsigned i = 0; i < (scc == TR_NONE ? 1 : x->scc_members[scc].n);
	     i++) {
		LLVMValueRef mv = scc == TR_NONE ? v
				  : x->inst[x->scc_members[scc].v[i]];
		double nv = scc == TR_NONE ? (double)model_count(x, mv)
					   : cycle_entries(x, scc);

		for (LLVMUseRef u = LLVMGetFirstUse(mv); u;
		     u = LLVMGetNextUse(u)) {
			LLVMValueRef user = LLVMGetUser(u);
			unsigned uid = ir_inst_id(x->m, user);
			double nu = (double)model_count(x, user);

			if (scc != TR_NONE && uid && x->scc[uid] == scc)
				continue;
			for (unsigned k = 0;
			     k < (unsigned)LLVMGetNumOperands(user); k++) {
				/* As value_first takes them: the injected
				   value's own users with their sensitivities. */
				x->first = x->o->sensitivity && scc == TR_NONE;
				x->bits = x->o->flip_bits ? model_flip_bits(mv)
							  : 0;
				if (LLVMGetOperand(user, k) != mv ||
				    !model_use_outcome(x, user, k, &o))
					continue;
				fprintf(out, "  -> #%u %s operand %u: r %.4f, "
					"sdc %.4f crash %.4f\n", uid,
					ir_opcode_name(
						LLVMGetInstructionOpcode(user)),
					k, nv > 0 ? nu / nv : 1,
					o.sdc, o.crash);
			}
		}
	}
	return 0;
}

/* How independent the SDC chances of v's users are (model_opts). */
static double
users_independence(const struct model_ctx *x, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	LLVMTypeKind k;

	/* A vector of floating-point values (vectorized -O2 code) is one. */
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	k = LLVMGetTypeKind(t);
	return k == LLVMDoubleTypeKind || k == LLVMFloatTypeKind ||
	       k == LLVMHalfTypeKind ? x->o->fp_independence :
				       x->o->independence;
}

/* The outcome of a single-bit flip of inst whose error is of class
   x->cls (MODEL_CLS_ANY: of any size). */
static struct model_out
value_first(struct model_ctx *x, LLVMValueRef inst)
{
	unsigned id = ir_inst_id(x->m, inst);
	struct model_combiner cb;

	if (!x->o->sensitivity || !id || id > x->max_id ||
	    x->scc[id] != TR_NONE)
		return model_value(x, inst);
	model_combiner_init(&cb, x->o->combine, users_independence(x, inst));
	x->chain = 1;
	add_uses(x, inst, &cb, TR_NONE, (double)model_count(x, inst), true,
		 x->o->flip_bits ? model_flip_bits(inst) : 0);
	x->first = false;
	return model_combiner_end(&cb);
}

/*
 * With model_opts.magnitude, the flip's error has the size of its bit
 * (magnitude.c): the outcome is the mean over the size classes of the
 * type's bits, each followed with its size.
 */
struct model_out
model_value_first(struct model_ctx *x, LLVMValueRef inst)
{
	double w[MODEL_NCLS + 1], ws = 0, wc = 0, wl = 0;
	struct model_out o;

	if (!x->o->magnitude || !model_cls_first(inst, w))
		return value_first(x, inst);
	for (unsigned c = 0; c <= MODEL_NCLS; c++) {
		if (w[c] <= 0)
			continue;
		x->cls = c;
		o = value_first(x, inst);
		x->cls = MODEL_CLS_ANY;
		if (o.sdc < 0) {
			wl += w[c];
			continue;
		}
		ws += w[c] * o.sdc;
		wc += w[c] * o.crash;
	}
	if (wl >= 1)
		return MODEL_LEFT_OUT;
	return (struct model_out){ ws / (1 - wl), wc / (1 - wl) };
}

static struct model_memo *memo_at(struct model_ctx *x, unsigned name);

/*
 * The members of cycle scc other than id (whose slot model_value just
 * left) take its memo state, and each its own outcome outs[i] (NULL: the
 * same outcome as id).
 */
static void
share_cycle(struct model_ctx *x, unsigned scc, unsigned id,
	    const struct model_out *outs)
{
	unsigned name = model_memo_name_cls(x, id * MEMO_TABLES + MEMO_VALUE);

	for (unsigned i = 0; i < x->scc_members[scc].n; i++) {
		unsigned mid = x->scc_members[scc].v[i], mname;
		struct model_memo *mm;

		if (mid == id)
			continue;
		mname = model_memo_name_cls(x, mid * MEMO_TABLES + MEMO_VALUE);
		mm = memo_at(x, mname);
		*mm = *memo_at(x, name);
		if (outs)
			mm->out = outs[i];
		if (mm->state == MEMO_PROV)
			uvec_push(&x->prov[mm->low], mname);
	}
}

/*
 * Whether user keeps only some bits of its operand, the low ones for an
 * address index: a mask with a constant, a trunc, a right shift. A flip
 * it passes is one of those bits, which moves an index within its table
 * (`table[(crc ^ c) & 0xff]`), not to a wild address.
 */
static bool
keeps_low_bits(LLVMValueRef user)
{
	switch (LLVMGetInstructionOpcode(user)) {
	case LLVMAnd:
		return LLVMIsAConstantInt(LLVMGetOperand(user, 0)) ||
		       LLVMIsAConstantInt(LLVMGetOperand(user, 1));
	case LLVMTrunc: case LLVMLShr: case LLVMAShr:
		return true;
	default:
		return false;
	}
}

/*
 * The crash chance of an access whose address a flip of v reaches as a
 * flip, when a flip of its own address crashes with c: the flips that
 * crash are those of the address's high bits, the top 64 c of them; a
 * flip of a narrower v (an i32 index, an i1 compare's result extended)
 * is one of v's bits, at most its top bits among them (an i1's changes
 * the index by one).
 */
static double
narrow_crash(LLVMValueRef v, double c)
{
	unsigned w = model_int_width(LLVMTypeOf(v));

	if (!w || w >= 64)
		return c;
	return fmax(0, (w - 64 * (1 - c)) / w);
}

/*
 * q[j]: the largest product of p[a * n + b] over the paths from member i
 * to member j (only over the edges with keep[a * n + b] when keep is not
 * NULL). Dijkstra's order: every p is at most 1, so a product only falls
 * along a path (n^2 steps).
 */
static void
best_products(unsigned n, unsigned i, const double *p, const bool *keep,
	      bool *done, double *q)
{
	for (unsigned j = 0; j < n; j++) {
		q[j] = j == i ? 1 : 0;
		done[j] = false;
	}
	for (;;) {
		unsigned a = n;

		for (unsigned j = 0; j < n; j++)
			if (!done[j] && q[j] > 0 && (a == n || q[j] > q[a]))
				a = j;
		if (a == n)
			return;
		done[a] = true;
		for (unsigned b = 0; b < n; b++)
			if (!done[b] && (!keep || keep[a * n + b]) &&
			    q[a] * p[a * n + b] > q[b])
				q[b] = q[a] * p[a * n + b];
	}
}

/* A leaving use that runs more than this many times per entry of its
   cycle runs on every pass (cycle_outcomes). */
#define PASS_USES 2

/* Whether a member of cycle scc is floating point. */
static bool
has_fp_member(const struct model_ctx *x, unsigned scc)
{
	const struct uvec *mem = &x->scc_members[scc];

	for (unsigned i = 0; i < mem->n; i++)
		if (model_is_fp(x->inst[mem->v[i]]))
			return true;
	return false;
}

/* Whether a member of cycle scc has one of the n opcodes ops. */
static bool
cycle_has(const struct model_ctx *x, unsigned scc, const LLVMOpcode *ops,
	  size_t n)
{
	const struct uvec *mem = &x->scc_members[scc];

	for (unsigned i = 0; i < mem->n; i++)
		for (size_t k = 0; k < n; k++)
			if (LLVMGetInstructionOpcode(x->inst[mem->v[i]]) ==
			    ops[k])
				return true;
	return false;
}

/* Opcodes that can mask an error by the data of one pass. */
static const LLVMOpcode masking_ops[] = { LLVMICmp, LLVMFCmp, LLVMSelect };

/* Whether cycle scc has a compare or a select among its members. */
static bool
cycle_masks(const struct model_ctx *x, unsigned scc)
{
	return cycle_has(x, scc, masking_ops,
			 sizeof(masking_ops) / sizeof(*masking_ops));
}

/*
 * Whether cycle scc masks by each pass's data and its error changes from
 * pass to pass: a compare or a select among its members, and arithmetic
 * or a table lookup that combines its state with that pass's data (a
 * coder's state, a CRC). A running maximum (phi, compare, select) keeps
 * one error, whose masking on one pass says the same on the next.
 */
static bool
masks_per_pass(const struct model_ctx *x, unsigned scc)
{
	static const LLVMOpcode mixing[] = {
		LLVMAdd, LLVMSub, LLVMMul, LLVMXor, LLVMAnd, LLVMOr, LLVMShl,
		LLVMLShr, LLVMAShr, LLVMLoad, LLVMFAdd, LLVMFSub, LLVMFMul,
	};

	return cycle_masks(x, scc) &&
	       cycle_has(x, scc, mixing, sizeof(mixing) / sizeof(*mixing));
}

/*
 * Per-member outcomes of cycle scc (model_opts.cycle_reach): a
 * corruption of member i reaches member j with the largest product of
 * the local tuples' p along the cycle's own def-use edges, with the
 * profiled sensitivities (a compare on the way masks as the profile
 * measured: a running maximum's compare flips for few of the maximum's
 * bit flips), and then j's uses that leave the cycle, as add_uses weighs
 * them. Each member's leaving uses are combined first, then the members
 * by their reach. A select both of whose values carry the error (x and
 * -x) passes it whichever it picks, as at the first users
 * (model_use_outcome).
 *
 * A cycle that masks by each pass's data and changes its error from
 * pass to pass (masks_per_pass: a coder's state with its clamps and
 * steps, a CRC's table lookup): a corruption that comes back to member
 * i with probability b after one pass (the best product around the
 * cycle) meets the leaving uses that run on every pass (rep, more than
 * PASS_USES per entry) again on each of min(n_i / entries / 2,
 * 1 / (1 - b)) passes, as independent chances (issue 15, sixth round:
 * adpcm's coder state, FI 96-100%, was predicted 63-67%). Floating-point
 * cycles without a compare or a select (accumulations) share one
 * outcome instead (model_value): tuples of single-bit flips do not
 * describe an accumulated floating-point error (with them fft went from
 * +1.0 to -6.4 points, doitgen from -1.7 to -3.5).
 *
 * An access inside the cycle whose address a member computes (a table
 * lookup: `stepsize[index]`, `table[(crc ^ c) & 0xff]`) crashes with its
 * address sensitivity, which measured flips of the address, only where
 * the error still is such a flip (qf, narrow_crash): an error that went
 * through a compare, a select's choice or a mask is another value those
 * operations produce, an index still in the table. Elsewhere the access
 * reads another entry and passes the error on (p is t.p + t.c); before,
 * an access's crash chance in a cycle was dropped (p = 1 - c and no
 * crash), predicting no crash for a CRC's table index (FI: 72%).
 *
 * An integer cycle each of whose edges passes a single-bit flip on as
 * one (phis, adds and subtractions, casts, indices: a counter, a queue's
 * count kept in registers; model_opts.fresh_exits) hands its leaving
 * uses the flip itself, wherever it went around: they take it with their
 * profiled sensitivities (leavef, first users), not as an error of no
 * known kind; but for the uses that run on every pass (more than
 * PASS_USES per entry: a loop test), which keep the per-pass treatment.
 * Issue 15's eighth round, from the fitting half's diagnosis
 * (docs/results/external/diagnosis-2026-11-26-fit.md, prototype A):
 * dijkstra's queue count reaches its `while (count > 0)` and its
 * printing as a flip of one bit.
 */
static struct model_out *
cycle_outcomes(struct model_ctx *x, unsigned scc)
{
	const struct uvec *mem = &x->scc_members[scc];
	unsigned n = mem->n;
	double *p = xcalloc((size_t)n * n, sizeof(*p)), *q, entries;
	double *cr = xcalloc(n, sizeof(*cr)), *qf, h;
	bool *kf = xcalloc((size_t)n * n, sizeof(*kf));
	struct model_out *leave = xmalloc(n * sizeof(*leave));
	/* leavef[i]: member i's leaving uses as first users (fresh) */
	struct model_out *leavef = xmalloc(n * sizeof(*leavef));
	bool fresh = x->o->fresh_exits && !has_fp_member(x, scc);
	/* rep[i]: member i's leaving uses that run on every pass (more
	   than PASS_USES per entry of the cycle), where a corruption that
	   stays in the cycle meets them again. */
	struct model_out *rep = xmalloc(n * sizeof(*rep));
	bool per_pass = masks_per_pass(x, scc);
	double *hang = xcalloc(n, sizeof(*hang));
	bool counter = is_counter(x, scc);
	struct model_out *outs = xmalloc(n * sizeof(*outs));
	bool *done = xmalloc(n * sizeof(*done));
	struct model_combiner cb;

	entries = cycle_entries(x, scc);
	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef v = x->inst[mem->v[i]];

		model_combiner_init(&cb, x->o->combine,
				    users_independence(x, v));
		add_uses(x, v, &cb, scc, entries, false, 0);
		leave[i] = model_combiner_end(&cb);
		rep[i] = (struct model_out){ 0, 0 };
		if (per_pass) {
			model_combiner_init(&cb, x->o->combine,
					    users_independence(x, v));
			x->leave_min_r = PASS_USES;
			add_uses(x, v, &cb, scc, entries, false, 0);
			rep[i] = model_combiner_end(&cb);
		}
		/* hang.c: the share of v's flips its loop never ends. */
		if (counter)
			hang[i] = model_hang(x, v, scc);
		/* p[i][j]: the edge from member i to member j; kf[i][j]:
		   whether it passes a flip on as one; cr[j]: the crash
		   chance of member j's accesses. */
		for (LLVMUseRef u = LLVMGetFirstUse(v); u;
		     u = LLVMGetNextUse(u)) {
			LLVMValueRef user = LLVMGetUser(u);
			unsigned uid = LLVMIsAInstruction(user) ?
				       ir_inst_id(x->m, user) : 0, j, nops;

			if (!uid || x->scc[uid] != scc)
				continue;
			for (j = 0; j < n && mem->v[j] != uid; j++)
				;
			nops = (unsigned)LLVMGetNumOperands(user);
			/* What goes around the cycle is the flipped value
			   itself (phis and selects pass it on): the profiled
			   sensitivities apply, as to the first users. */
			x->first = true;
			x->bits = 0;
			for (unsigned k = 0; k < nops && j < n; k++) {
				struct model_tuple t;

				if (LLVMGetOperand(user, k) != v)
					continue;
				t = model_tuple(x, user, k);
				if ((LLVMIsASelectInst(user) && k > 0 &&
				     both_carry(LLVMGetOperand(user, 3 - k), v)) ||
				    both_masked(user, k))
					t = (struct model_tuple){ 1, 0, 0,
								  MODEL_CLS_ANY };
				/* A phi takes v only over its edge: one the
				   profiled run never took carries nothing
				   (dijkstra's queue count: two copies in
				   registers joined by a path that never ran;
				   docs/results/external/
				   diagnosis-2026-11-26-fit.md). */
				if (x->o->ran_edges && LLVMIsAPHINode(user) &&
				    model_count(x, user) > 0 &&
				    model_edge_count(x,
					LLVMGetIncomingBlock(user, k),
					LLVMGetInstructionParent(user)) <= 0)
					t.p = t.c = 0;
				/* An access's crash counts apart (cr): the
				   error it reads on is that of what did not
				   crash, or of an address still in bounds. */
				p[i * n + j] = fmax(p[i * n + j],
						    model_clamp(t.p + t.c));
				kf[i * n + j] |= (keeps_flip(user, k) &&
						  !keeps_low_bits(user) &&
						  !(LLVMIsACallInst(user) &&
						    model_is_minmax(user))) ||
						 (LLVMIsAGetElementPtrInst(user) &&
						  k > 0);
				cr[i] = fmax(cr[i], model_clamp(t.c));
			}
			x->first = false;
		}
	}
	/*
	 * Reach: the best product over paths, each member's in turn (q),
	 * and over the edges that pass a single-bit flip on as one (qf):
	 * keeps_flip but for the users that keep only some bits and a min
	 * or max (a clamp's bound replaces the flipped value), and a
	 * getelementptr's index, which moves the address by a power of
	 * two. Along those the error is still the flip that the address
	 * sensitivities measured, and only there does an access crash.
	 */
	/* fresh exits: only where every edge passes a flip on as one */
	for (unsigned a = 0; a < n * n && fresh; a++)
		fresh = !(p[a] > 0 && !kf[a]);
	for (unsigned i = 0; i < n && fresh; i++) {
		model_combiner_init(&cb, x->o->combine,
				    users_independence(x, x->inst[mem->v[i]]));
		x->chain = 1;
		x->leave_fresh_max_r = PASS_USES;
		add_uses(x, x->inst[mem->v[i]], &cb, scc, entries, true, 0);
		x->first = false;
		leavef[i] = model_combiner_end(&cb);
	}
	q = xmalloc((size_t)n * sizeof(*q));
	qf = xmalloc((size_t)n * sizeof(*qf));
	for (unsigned i = 0; i < n; i++) {
		best_products(n, i, p, NULL, done, q);
		best_products(n, i, p, kf, done, qf);
		model_combiner_init(&cb, x->o->combine,
				    users_independence(x, x->inst[mem->v[i]]));
		h = 0;
		for (unsigned j = 0; j < n; j++) {
			double c;

			if (q[j] > 0)
				model_combiner_add(&cb, fresh ? qf[j] : q[j],
					(double)model_count(x, x->inst[mem->v[j]]) +
					1e-9, fresh ? leavef[j] : leave[j]);
			if (qf[j] <= 0 || cr[j] <= 0)
				continue;
			c = narrow_crash(x->inst[mem->v[i]], cr[j]);
			if (c > 0)
				model_combiner_add(&cb, qf[j], 1e-9,
					(struct model_out){ 0, c });
		}
		outs[i] = model_combiner_end(&cb);
		if (per_pass) {
			double back = 0, passes, s;

			/* The chance member i's corruption comes back to it
			   after one pass around the cycle, and the passes it
			   then stays for. */
			for (unsigned k = 0; k < n; k++)
				back = fmax(back, q[k] * p[k * n + i]);
			passes = fmin((double)model_count(x,
					x->inst[mem->v[i]]) / fmax(entries, 1) / 2,
				      1 / fmax(1e-9, 1 - back));
			model_combiner_init(&cb, x->o->combine,
				users_independence(x, x->inst[mem->v[i]]));
			for (unsigned j = 0; j < n; j++)
				if (q[j] > 0)
					model_combiner_add(&cb, q[j],
						(double)model_count(x,
						x->inst[mem->v[j]]) + 1e-9,
						rep[j]);
			s = model_combiner_end(&cb).sdc;
			if (passes > 1 && s > 0)
				outs[i].sdc = fmax(outs[i].sdc, model_clamp(
					1 - pow(1 - s, passes)));
			if (outs[i].sdc + outs[i].crash > 1)
				outs[i].sdc = 1 - outs[i].crash;
		}
		/*
		 * A flip that reaches a counter and moves it where its loop
		 * never gets it back over the bound is a hang, which comes
		 * before anything the error would print: SDC only for the
		 * rest (hang.c; neither SDC nor crash).
		 */
		for (unsigned j = 0; j < n; j++)
			h = fmax(h, q[j] * hang[j]);
		if (outs[i].sdc > 0)
			outs[i].sdc *= 1 - h;
	}
	free(q);
	free(qf);
	free(kf);
	free(p);
	free(cr);
	free(done);
	free(leave);
	free(leavef);
	free(rep);
	free(hang);
	return outs;
}

/*
 * A counter whose loop ends on an equality test (runaway.c): the flips
 * that run the loop away crash (or hang) rather than reach the counter's
 * users; those are among the flips the other users' crash counted (an
 * address far out), so the crash is the larger of the two, and SDC at
 * most what remains.
 */
static struct model_out
runaway(struct model_ctx *x, unsigned scc, LLVMValueRef v, struct model_out o)
{
	double r = model_runaway(x, scc, v);

	if (r <= 0 || o.sdc < 0)
		return o;
	o.crash = fmax(o.crash, r);
	o.sdc = fmin(o.sdc, 1 - o.crash);
	return o;
}

struct model_out
model_value(struct model_ctx *x, LLVMValueRef v)
{
	unsigned name = memo_name(x, v), id, scc;
	/* Where v's error is (model_opts.flip_bits), set by the caller for
	   this call only; a cycle's members share one outcome, anywhere. */
	uint64_t bits = x->bits;
	struct model_combiner cb;
	struct model_out o = { 0, 0 }, *outs;

	x->first = false;
	x->bits = 0;
	x->chain_next = 1;
	if (name == UINT_MAX)
		return (struct model_out){ 0, 0 };
	id = LLVMIsAInstruction(v) ? ir_inst_id(x->m, v) : 0;
	scc = id ? x->scc[id] : TR_NONE;
	if (!id || scc != TR_NONE || x->cls != MODEL_CLS_ANY)
		bits = 0;
	name = model_memo_name_bits(x, name, bits, model_flip_bits(v), 1);
	if (model_memo_enter(x, name, &o))
		return o;
	model_combiner_init(&cb, x->o->combine, users_independence(x, v));
	if (scc == TR_NONE) {
		add_uses(x, v, &cb, TR_NONE, (double)value_count(x, v), false,
			 bits);
		o = model_combiner_end(&cb);
		model_memo_leave(x, name, o);
		return o;
	}
	/*
	 * The whole cycle at once: its members are busy at this slot's
	 * depth, and get its result (and state) when it is done.
	 */
	for (unsigned i = 0; i < x->scc_members[scc].n; i++) {
		unsigned mname = model_memo_name_cls(x,
			x->scc_members[scc].v[i] * MEMO_TABLES + MEMO_VALUE);
		unsigned depth = memo_at(x, name)->depth;
		struct model_memo *mm = memo_at(x, mname);

		if (x->scc_members[scc].v[i] == id)
			continue;
		mm->state = MEMO_BUSY;
		mm->depth = depth;
	}
	if (!x->o->cycle_reach || x->scc_members[scc].n > CYCLE_REACH_MAX ||
	    (has_fp_member(x, scc) && !cycle_masks(x, scc))) {
		double h = 0;

		for (unsigned i = 0; i < x->scc_members[scc].n; i++) {
			add_uses(x, x->inst[x->scc_members[scc].v[i]], &cb, scc,
				 cycle_entries(x, scc), false, 0);
			if (is_counter(x, scc))
				h = fmax(h, model_hang(x,
					x->inst[x->scc_members[scc].v[i]], scc));
		}
		o = runaway(x, scc, v, model_combiner_end(&cb));
		/* A counter's flips its loop never ends (hang.c). */
		if (o.sdc > 0)
			o.sdc *= 1 - h;
		model_memo_leave(x, name, o);
		share_cycle(x, scc, id, NULL);
		return o;
	}
	outs = cycle_outcomes(x, scc);
	for (unsigned i = 0; i < x->scc_members[scc].n; i++)
		outs[i] = runaway(x, scc, x->inst[x->scc_members[scc].v[i]],
				  outs[i]);
	for (unsigned i = 0; i < x->scc_members[scc].n; i++)
		if (x->scc_members[scc].v[i] == id)
			o = outs[i];
	model_memo_leave(x, name, o);
	share_cycle(x, scc, id, outs);
	free(outs);
	return o;
}

/*
 * Def-use cycles (Tarjan's algorithm, iterative) over the instructions
 * whose result carries a corrupted operand on: not stores, branches,
 * returns or calls to defined functions.
 */
static bool
carries(LLVMValueRef user)
{
	LLVMValueRef fn;

	switch (LLVMGetInstructionOpcode(user)) {
	case LLVMStore:
	case LLVMBr:
	case LLVMSwitch:
	case LLVMRet:
	case LLVMIndirectBr:
	case LLVMUnreachable:
		return false;
	case LLVMCall:
	case LLVMInvoke:
		/* memcpy and sprintf hand a corruption to memory (libc.c),
		   not to their result. */
		fn = LLVMGetCalledValue(user);
		return fn && LLVMIsAFunction(fn) && !ir_fn_defined(fn) &&
		       LLVMGetTypeKind(LLVMTypeOf(user)) != LLVMVoidTypeKind &&
		       !model_libc(user);
	default:
		return LLVMGetTypeKind(LLVMTypeOf(user)) != LLVMVoidTypeKind;
	}
}

struct tarjan {
	unsigned *index, *low, next;
	bool *on;
	struct uvec stack;
};

static void
tarjan_visit(struct model_ctx *x, struct tarjan *t, unsigned root)
{
	struct frame {
		unsigned id;
		LLVMUseRef use;
	} *fr;
	unsigned n = 0, cap = 64;

	fr = xmalloc(cap * sizeof(*fr));
	fr[n++] = (struct frame){ root, LLVMGetFirstUse(x->inst[root]) };
	t->index[root] = t->low[root] = ++t->next;
	uvec_push(&t->stack, root);
	t->on[root] = true;
	while (n) {
		struct frame *f = &fr[n - 1];
		unsigned w;

		if (f->use) {
			LLVMValueRef user = LLVMGetUser(f->use);

			f->use = LLVMGetNextUse(f->use);
			if (!LLVMIsAInstruction(user) || !carries(user))
				continue;
			w = ir_inst_id(x->m, user);
			if (!w || w > x->max_id)
				continue;
			if (!t->index[w]) {
				if (n == cap) {
					cap *= 2;
					fr = xrealloc(fr, cap * sizeof(*fr));
				}
				fr[n++] = (struct frame){
					w, LLVMGetFirstUse(user) };
				t->index[w] = t->low[w] = ++t->next;
				uvec_push(&t->stack, w);
				t->on[w] = true;
			} else if (t->on[w] && t->index[w] < t->low[f->id]) {
				t->low[f->id] = t->index[w];
			}
			continue;
		}
		/* f is finished: pop a component, then return to the parent. */
		w = f->id;
		if (t->low[w] == t->index[w]) {
			struct uvec comp = { 0 };
			unsigned y;

			do {
				y = t->stack.v[--t->stack.n];
				t->on[y] = false;
				uvec_push(&comp, y);
			} while (y != w);
			if (comp.n > 1) {
				x->scc_members = xrealloc(x->scc_members,
					(x->nscc + 1) * sizeof(*x->scc_members));
				for (unsigned i = 0; i < comp.n; i++)
					x->scc[comp.v[i]] = x->nscc;
				uvec_sort(&comp);
				x->scc_members[x->nscc++] = comp;
			} else {
				uvec_release(&comp);
			}
		}
		n--;
		if (n && t->low[w] < t->low[fr[n - 1].id])
			t->low[fr[n - 1].id] = t->low[w];
	}
	free(fr);
}

static void
find_cycles(struct model_ctx *x)
{
	struct tarjan t = { 0 };

	t.index = xcalloc(x->max_id + 1, sizeof(*t.index));
	t.low = xcalloc(x->max_id + 1, sizeof(*t.low));
	t.on = xcalloc(x->max_id + 1, sizeof(*t.on));
	for (unsigned id = 1; id <= x->max_id; id++)
		if (x->inst[id] && !t.index[id] && carries(x->inst[id]))
			tarjan_visit(x, &t, id);
	free(t.index);
	free(t.low);
	free(t.on);
	uvec_release(&t.stack);
}

/*
 * The context
 */
/* Whether fn is used other than as the callee of a direct call. */
static bool
address_taken(LLVMValueRef fn)
{
	for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);

		if ((!LLVMIsACallInst(user) && !LLVMIsAInvokeInst(user)) ||
		    LLVMGetCalledValue(user) != fn)
			return true;
	}
	return false;
}

int
model_ctx_init(struct model_ctx *x, const struct ir_module *m,
	       const struct prof_profile *p, const struct model_opts *o)
{
	double sum = 0;
	unsigned n = 0, nf = 0;

	*x = (struct model_ctx){ .m = m, .p = p, .o = o, .max_id = m->max_id,
				 .low = UINT_MAX, .cls = MODEL_CLS_ANY,
				 .chain = 1, .chain_next = 1 };
	x->td = LLVMGetModuleDataLayout(m->mod);
	x->inst = xcalloc(x->max_id + 1, sizeof(*x->inst));
	/* The profile's counts by id: the walk asks at every use. */
	x->count = xcalloc(x->max_id + 1, sizeof(*x->count));
	for (unsigned i = 0; i < p->ninsts; i++)
		if (p->insts[i].id <= x->max_id)
			x->count[p->insts[i].id] = p->insts[i].count;
	x->fn_of = xmalloc((x->max_id + 1) * sizeof(*x->fn_of));
	x->vmemo = xcalloc(x->max_id + 1, sizeof(*x->vmemo));
	x->bmemo = xcalloc(x->max_id + 1, sizeof(*x->bmemo));
	x->smemo = xcalloc(x->max_id + 1, sizeof(*x->smemo));
	x->fmemo = xcalloc(x->max_id + 1, sizeof(*x->fmemo));
	x->fsmemo = xcalloc(x->max_id + 1, sizeof(*x->fsmemo));
	x->relax_slot = xcalloc(x->max_id + 1, sizeof(*x->relax_slot));
	x->scc = xmalloc((x->max_id + 1) * sizeof(*x->scc));
	for (unsigned i = 0; i <= x->max_id; i++)
		x->fn_of[i] = x->scc[i] = TR_NONE;
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn))
		nf += ir_fn_defined(fn);
	x->fns = xcalloc(nf ? nf : 1, sizeof(*x->fns));
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn)) {
		if (!ir_fn_defined(fn))
			continue;
		ptrmap_put(&x->fn_index, fn, x->nfns);
		x->fns[x->nfns].addr_taken = address_taken(fn);
		x->fns[x->nfns++].fn = fn;
	}
	for (unsigned fi = 0; fi < x->nfns; fi++) {
		LLVMValueRef fn = x->fns[fi].fn;

		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
			     i = LLVMGetNextInstruction(i)) {
				unsigned id = ir_inst_id(m, i);

				if (!id || id > x->max_id)
					continue;
				x->inst[id] = i;
				x->fn_of[id] = fi;
			}
		x->fns[fi].entries = model_count(
			x, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
	}
	/*
	 * Call sites of every defined function, for returns: its direct
	 * calls, and for a function whose address is taken (a table of
	 * function pointers) every indirect call of its type.
	 */
	for (unsigned id = 1; id <= x->max_id; id++) {
		LLVMValueRef i = x->inst[id], fn, cmp;
		unsigned k;

		if (!i || (!LLVMIsACallInst(i) && !LLVMIsAInvokeInst(i)))
			continue;
		fn = LLVMGetCalledValue(i);
		if (fn && (k = ptrmap_get(&x->fn_index, fn)) != TR_NONE) {
			uvec_push(&x->fns[k].callers, id);
			continue;
		}
		if ((cmp = model_sort_comparator(i)) &&
		    (k = ptrmap_get(&x->fn_index, cmp)) != TR_NONE) {
			uvec_push(&x->fns[k].sorts, id);
			continue;
		}
		if (!fn || LLVMIsAFunction(fn) || LLVMIsAInlineAsm(fn))
			continue;
		for (unsigned f = 0; f < x->nfns; f++)
			if (may_call(x, f, i))
				uvec_push(&x->fns[f].callers, id);
	}
	/* c̄, the mean crash of the accesses that were sampled. */
	for (unsigned i = 0; i < p->naccesses; i++) {
		const struct prof_mem_access *a = &p->accesses[i];

		if (!a->sampled)
			continue;
		sum += o->sensitivity ? a->crash_fraction : a->reference_crash;
		n++;
	}
	x->mean_crash = n ? model_clamp(sum / n) : 0;
	model_device_init(x);
	find_cycles(x);
	model_bits_init(x);
	return 0;
}

/*
 * The memo stack (internal.h)
 */
static struct model_memo *
memo_at(struct model_ctx *x, unsigned name)
{
	unsigned i = name / MEMO_TABLES;

	switch (name % MEMO_TABLES) {
	case MEMO_CLS:
		return &x->cmemo[i];
	case MEMO_VALUE:
		return &x->vmemo[i];
	case MEMO_ARG:
		return &x->amemo[i];
	case MEMO_BRANCH:
		return &x->bmemo[i];
	case MEMO_FRESH:
		return &x->fmemo[i];
	case MEMO_FSTORE:
		return &x->fsmemo[i];
	default:
		return &x->smemo[i];
	}
}

bool
model_memo_enter(struct model_ctx *x, unsigned name, struct model_out *out)
{
	struct model_memo *me = memo_at(x, name);

	switch (me->state) {
	case MEMO_DONE:
		*out = me->out;
		return true;
	case MEMO_PROV:
		*out = me->out;
		if (me->low < x->low)
			x->low = me->low;
		return true;
	case MEMO_BUSY:
		*out = MODEL_LEFT_OUT;
		if (me->depth < x->low)
			x->low = me->depth;
		return true;
	}
	me->state = MEMO_BUSY;
	me->depth = ++x->depth;
	me->saved_low = x->low;
	x->low = UINT_MAX;
	if (x->depth >= x->capdepth) {
		unsigned old = x->capdepth;

		x->capdepth = 2 * x->depth + 16;
		x->prov = xrealloc(x->prov, x->capdepth * sizeof(*x->prov));
		memset(x->prov + old, 0,
		       (x->capdepth - old) * sizeof(*x->prov));
	}
	return false;
}

void
model_memo_leave(struct model_ctx *x, unsigned name, struct model_out out)
{
	struct model_memo *me = memo_at(x, name);
	unsigned d = me->depth, low = x->low;
	struct uvec *dep = &x->prov[d];

	me->out = out;
	if (low < d) {
		me->state = MEMO_PROV;
		me->low = low;
		uvec_push(&x->prov[low], name);
	} else {
		me->state = MEMO_DONE;
		low = UINT_MAX;
	}
	/*
	 * What was provisional on this slot is computed again when asked:
	 * its result left this slot's path out, and this slot's result is
	 * now known (or is itself provisional, and recomputed in turn).
	 */
	for (unsigned i = 0; i < dep->n; i++) {
		struct model_memo *pm = memo_at(x, dep->v[i]);

		if (pm->state == MEMO_PROV && pm->low == d)
			pm->state = MEMO_NEW;
	}
	dep->n = 0;
	x->depth--;
	x->low = me->saved_low < low ? me->saved_low : low;
}

void
model_ctx_release(struct model_ctx *x)
{
	for (unsigned i = 0; i < x->nfns; i++)
		fn_release(&x->fns[i]);
	for (unsigned i = 0; i < x->nscc; i++)
		uvec_release(&x->scc_members[i]);
	free(x->scc_members);
	free(x->scc);
	free(x->fns);
	ptrmap_release(&x->fn_index);
	ptrmap_release(&x->arg_index);
	ptrmap_release(&x->cls_index);
	ptrmap_release(&x->bits_index);
	free(x->cmemo);
	free(x->amemo);
	free(x->inst);
	free(x->fn_of);
	free(x->count);
	free(x->vmemo);
	free(x->bmemo);
	free(x->smemo);
	free(x->fmemo);
	free(x->fsmemo);
	free(x->known);
	free(x->dev_variant);
	free(x->dev_dead);
	free(x->relax_slot);
	free(x->relax);
	for (unsigned i = 0; i < x->capdepth; i++)
		uvec_release(&x->prov[i]);
	free(x->prov);
}
