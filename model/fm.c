/*
 * fm.c: the memory sub-model f_m (thesis §5.3.5; Algorithm 1 lines 7 and
 * 9) and the output leaf with its floating-point format masking.
 *
 * f_m(S), the probability that a value store S wrote wrong reaches the
 * output, walks the pruned memory dependence graph of the profile: the
 * static (store, load) pairs whose counts say how many loads read memory
 * S last wrote. Each load L then carries the corrupted value on (f_s from
 * L, model_value); a memcpy or memmove reading it copies it on (f_m of the
 * copy), and so do the C library's string copies and a formatting call
 * that prints it with %s into a buffer (libc.c, issue 14); an output call
 * reading it (fwrite, fputs, puts, write, printf's %s) prints it, unless
 * it writes to a stream that is not the program's output.
 * The loads are weighted by their pair counts (the reference weighs the
 * leaves of the graph by count, rule 14). The reads of one written value
 * are not independent chances (1 - (1 - s)^reads was measured and
 * over-predicts: a min that masks a corrupted cell for one neighbour
 * masks it for all). A write the profile saw overwritten before any read
 * is masked, f_m scaled by the fraction of S's written granules that were
 * read, where no def-use cycle carries S's value on (opts.dead_writes, on
 * since issue 17: a result recomputed and written again, blackscholes
 * pricing every option `runs` times); with opts.dead_stores (off since
 * issue 15: it hurt both halves of the external programs) also where one
 * does, which masks an accumulator that a loop keeps in a register and
 * stores at every step, whose corruption reaches the last write (the
 * reference uses the WAR ratio of rule 15 instead). Results are memoized per store
 * (the thesis's memoization); a store met again while its own f_m is being
 * computed (a value reloaded and stored back, as in an accumulation in
 * memory) is left out of that computation (internal.h).
 *
 * A store the profiled run never executed (reached only through a flipped
 * branch) has no recorded readers: it takes those of the executed stores
 * through the same pointer or into the same object (unexecuted()); with
 * none, it counts as SDC, as in the reference. A store whose writes were
 * never read is masked, and with opts.unread_stores (on) f_m is scaled by
 * the share of its writes, of those not overwritten unread, that a load
 * read before the program ended (the profile's "unread"): a table of
 * choices of which only one path is read back (a dynamic program's
 * traceback) masks the rest.
 */
#include <math.h>
#include <string.h>

#include "internal.h"

/*
 * Whether a def-use cycle carries the value store writes on: an
 * accumulator a loop keeps in a register and stores at every step, whose
 * writes are dead but for the last, which the corruption still reaches.
 */
static bool
carried(struct model_ctx *x, LLVMValueRef store)
{
	LLVMValueRef v;

	if (!LLVMIsAStoreInst(store))
		return true;
	v = LLVMGetOperand(store, 0);
	return LLVMIsAInstruction(v) && x->scc[ir_inst_id(x->m, v)] != TR_NONE;
}

double
model_store_live(struct model_ctx *x, LLVMValueRef store)
{
	const struct prof_mem_store *ms =
		prof_mem_store_find(x->p, ir_inst_id(x->m, store));
	bool unread = x->o->unread_stores && ms && ms->unread_known;

	if (!ms || !ms->executions || !ms->granules)
		return 1;
	if (x->o->dead_writes && !x->o->dead_stores && !carried(x, store)) {
		if (unread)
			return model_clamp((double)(ms->granules - ms->dead -
						    ms->unread) /
					   (double)ms->granules);
		return 1 - model_clamp(ms->dead_fraction);
	}
	if (x->o->dead_stores && unread)
		return model_clamp((double)(ms->granules - ms->dead -
					    ms->unread) /
				   (double)ms->granules);
	if (x->o->dead_stores)
		return 1 - model_clamp(ms->dead_fraction);
	return unread ? model_clamp(ms->read_share) : 1;
}

/* The executed stores through ptr (ptr itself, or, when base, any
   pointer derived from it by GEPs and casts, depth levels down) into cb,
   weighted by their executions. */
static void
siblings(struct model_ctx *x, LLVMValueRef ptr, LLVMValueRef self,
	 bool derived, unsigned depth, struct model_combiner *cb)
{
	for (LLVMUseRef u = LLVMGetFirstUse(ptr); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		const struct prof_mem_store *ms;
		double s;

		if (user == self)
			continue;
		if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == ptr) {
			ms = prof_mem_store_find(x->p, ir_inst_id(x->m, user));
			if (!ms || !ms->executions)
				continue;
			s = model_store(x, user);
			model_combiner_add(cb, 1, (double)ms->executions,
					   (struct model_out){ s, s < 0 ? -1 : 0 });
		} else if (derived && depth &&
			   (LLVMIsAGetElementPtrInst(user) ||
			    LLVMIsABitCastInst(user)) &&
			   LLVMGetOperand(user, 0) == ptr) {
			siblings(x, user, self, derived, depth - 1, cb);
		}
	}
}

/* How far siblings() follows GEPs and casts from an object's base. */
#define SIBLING_DEPTH 4

/*
 * A store the profiled run never executed (reached only through a flipped
 * branch) has no recorded readers. Its readers are taken to be those of
 * the executed stores through the same pointer, else through any pointer
 * into the same object (the base its GEPs start from): what reads the
 * cell it writes reads theirs. With neither, it counts as SDC, as in the
 * reference.
 */
static double
unexecuted(struct model_ctx *x, LLVMValueRef store)
{
	struct model_combiner cb;
	LLVMValueRef ptr, base;
	struct model_out o;

	if (!LLVMIsAStoreInst(store))
		return 1;
	ptr = LLVMGetOperand(store, 1);
	model_combiner_init(&cb, MODEL_AVERAGE, 0);
	siblings(x, ptr, store, false, 0, &cb);
	if (!cb.added && !cb.left_out) {
		base = ptr;
		while (LLVMIsAGetElementPtrInst(base) || LLVMIsABitCastInst(base))
			base = LLVMGetOperand(base, 0);
		siblings(x, base, store, true, SIBLING_DEPTH, &cb);
	}
	if (!cb.added && !cb.left_out)
		return 1;
	o = model_combiner_end(&cb);
	return o.sdc;
}

static double store_walk(struct model_ctx *x, LLVMValueRef store, bool fresh);

/* v with bit k flipped (of the float, for a float). */
static double
flipped(double v, bool isfloat, unsigned k)
{
	if (isfloat) {
		float f = (float)v;
		uint32_t b;

		memcpy(&b, &f, sizeof(b));
		b ^= (uint32_t)1 << k;
		memcpy(&f, &b, sizeof(f));
		return f;
	} else {
		uint64_t b;

		memcpy(&b, &v, sizeof(b));
		b ^= (uint64_t)1 << k;
		memcpy(&v, &b, sizeof(v));
		return v;
	}
}

/*
 * The share of the bit flips of the value probe p perturbed that change
 * the program's output: those whose relative error reaches the least
 * that changed the text of an output call the program's output counts
 * (model_is_output: the compared streams, not ignored lines), up or
 * down. The compared outputs at the probe's own change decide what the
 * captured values cannot: equal, no error up to it shows (and a call
 * whose text changed then is printed elsewhere, or on ignored lines);
 * other, an error of its size shows (an integer printed, another path).
 * A probe that changed what was printed, or ended the run, shows every
 * flip at least its size. -1 when the probe says nothing of the errors
 * larger than its own: the compared outputs did not change and no
 * counted call printed a value that moved (an output of integers
 * computed from the value, a value overwritten at that execution).
 */
static double
probe_share(struct model_ctx *x, const struct prof_probe *p)
{
	unsigned width = p->isfloat ? 32 : 64, shown = 0;
	double up = PROF_SPREAD_NONE, down = PROF_SPREAD_NONE, ld;

	if (!p->has_value) {
		/* The flips of at least 2^-PROF_PROBE_SHIFT of the value:
		   the mantissa's high bits, the exponent and the sign. */
		return (double)(width - ((p->isfloat ? 23 : 52) -
					 PROF_PROBE_SHIFT)) / width;
	}
	ld = log2(prof_probe_delta(p->value, p->isfloat));
	if (p->diverged) {
		up = down = ld;
	} else {
		for (unsigned k = 0; k < p->ncalls; k++) {
			unsigned id = p->calls[k].call;

			/* A call whose text changed at the probe's own size
			   while the compared outputs did not is not one of
			   them, whatever its stream says. */
			if (id > x->max_id || !x->inst[id] ||
			    !model_is_output(x, x->inst[id]) ||
			    (p->differ == 0 && p->calls[k].up <= ld))
				continue;
			up = fmin(up, p->calls[k].up);
			down = fmin(down, p->calls[k].down);
		}
		if (p->differ == 0 && up >= PROF_SPREAD_NONE &&
		    down >= PROF_SPREAD_NONE)
			return -1;
		if (p->differ == 0) {
			up = fmax(up, ld);
			down = fmax(down, ld);
		} else if (p->differ == 1) {
			up = fmin(up, ld);
			down = fmin(down, ld);
		}
	}
	for (unsigned k = 0; k < width; k++) {
		double e = (flipped(p->value, p->isfloat, k) - p->value) /
			   p->value;

		if (isnan(e) || isinf(e))
			shown += up < PROF_SPREAD_NONE || down < PROF_SPREAD_NONE;
		else if (e > 0)
			shown += log2(e) >= up;
		else
			shown += log2(-e) >= down;
	}
	return (double)shown / width;
}

/*
 * The share of a floating-point store's bit flips that its spread probes
 * saw change the output (model_opts.spread; profiler/spread.c), averaged
 * over the probes: the measured outcome of the memory recurrences,
 * stencils and eliminations between the store and the output, which its
 * readers' one-flip outcomes do not follow (an error that reaches many
 * printed values, grows or shrinks on the way, or meets a value on a
 * rounding boundary).
 */
static double
spread_share(struct model_ctx *x, const struct prof_spread *sp)
{
	double sum = 0, s;
	unsigned n = 0;

	for (unsigned k = 0; k < sp->n; k++)
		if ((s = probe_share(x, &sp->probes[k])) >= 0) {
			sum += s;
			n++;
		}
	return n ? sum / n : -1;
}

/*
 * A relaxation's cell keeps only the errors that go the extremum's way
 * or that no later improvement replaces (relax.c): f_m of its readers
 * times that share.
 */
double
model_store(struct model_ctx *x, LLVMValueRef store)
{
	const struct model_relax *r = model_relax_of(x, store);
	double s = store_walk(x, store, false);

	return r && s > 0 ? s * model_relax_factor(r) : s;
}

double
model_store_plain(struct model_ctx *x, LLVMValueRef store)
{
	return store_walk(x, store, false);
}

double
model_store_fresh(struct model_ctx *x, LLVMValueRef store)
{
	const struct prof_mem_store *ms =
		prof_mem_store_find(x->p, ir_inst_id(x->m, store));

	/*
	 * A relaxation's own compare or min reads the flip again, and the
	 * cell's repair (model_store) already weighs what becomes of it:
	 * its readers' sensitivities would count that masking twice.
	 */
	if (!ms || !ms->executions || model_relax_of(x, store))
		return model_store(x, store);
	return store_walk(x, store, true);
}

static double
store_walk(struct model_ctx *x, LLVMValueRef store, bool fresh)
{
	unsigned id = ir_inst_id(x->m, store);
	/* A fresh flip is in bits of the value stored (model_opts.flip_bits);
	   a load of as many bits reads it there. */
	uint64_t bits = fresh ? x->bits : 0, all = 0;
	/* A chain's share (engine.c, chain_step). */
	double chain = fresh ? x->chain_next : 1;
	unsigned name;
	struct model_out known;
	const struct prof_mem_store *ms;
	const struct prof_mem_pair *pr;
	const struct prof_spread *sp;
	struct model_combiner cb;
	size_t n = 0;
	double live = 1, s;
	bool any = false;

	x->bits = 0;
	x->chain_next = 1;
	if (fresh && LLVMIsAStoreInst(store))
		all = model_flip_bits(LLVMGetOperand(store, 0));
	name = fresh ? model_memo_name_bits(x, id * MEMO_TABLES + MEMO_FSTORE,
					    bits, all, chain) :
		model_memo_name_cls(x, id * MEMO_TABLES + MEMO_STORE);
	if (model_memo_enter(x, name, &known))
		return known.sdc;
	ms = prof_mem_store_find(x->p, id);
	if (!ms || !ms->executions) {
		s = unexecuted(x, store);
		goto done;
	}
	if (x->o->spread && x->cls == MODEL_CLS_ANY &&
	    (sp = prof_spread_find(x->p, id)) &&
	    (s = spread_share(x, sp)) >= 0) {
		s *= chain;
		goto done;
	}
	live = model_store_live(x, store);
	pr = prof_mem_loads_of(x->p, id, &n);
	model_combiner_init(&cb, MODEL_AVERAGE, 0);
	for (size_t i = 0; i < n; i++) {
		LLVMValueRef l = pr[i].load <= x->max_id ? x->inst[pr[i].load]
							 : NULL;
		struct model_out o = { 1, 0 };

		if (!pr[i].count)
			continue;
		if (l && LLVMIsALoadInst(l)) {
			if (fresh && bits && model_flip_bits(l) == all)
				x->bits = bits;
			else if (fresh && x->o->flip_bits)
				x->bits = model_flip_bits(l);
			x->chain_next = fresh ? chain : 1;
			o = fresh ? model_fresh_value(x, l) : model_value(x, l);
		} else if (l && (LLVMIsACallInst(l) || LLVMIsAInvokeInst(l)) &&
			   model_is_mem_store_call(l)) {
			/* A copy, or a formatting call that prints the
			   text with %s into a buffer: f_m of what it wrote
			   (libc.c). */
			o.sdc = model_store(x, l);
		} else if (l && LLVMIsAStoreInst(l)) {
			/* A store of part of a granule carries the rest of
			   what this one wrote there on (the profile's
			   carried bytes): what reads it reads both. */
			o.sdc = model_store(x, l);
		} else if (l && (LLVMIsAAtomicRMWInst(l) ||
				 LLVMIsAAtomicCmpXchgInst(l))) {
			o = model_value(x, l);
		} else if (l && (LLVMIsACallInst(l) || LLVMIsAInvokeInst(l)) &&
			   !model_is_output(x, l)) {
			/* An output call to a stream that is not the
			   program's output (stderr): masked. */
			o.sdc = 0;
		}
		/* Anything else that reads (an output call): printed. */
		model_combiner_add(&cb, 1, (double)pr[i].count,
				   (struct model_out){ o.sdc, o.sdc < 0 ? -1 : 0 });
		any = true;
	}
	if (!any) {
		s = 0;
	} else if ((s = model_combiner_end(&cb).sdc) >= 0) {
		s *= live;
	}
done:
	model_memo_leave(x, name, (struct model_out){ s, 0 });
	return s;
}

/* The first variadic operand of a printf-family callee, or -1. */
static int
first_vararg(const char *name)
{
	if (!strcmp(name, "printf") || !strcmp(name, "vprintf"))
		return 1;
	if (!strcmp(name, "fprintf") || !strcmp(name, "vfprintf") ||
	    !strcmp(name, "dprintf"))
		return 2;
	return -1;
}

/* Whether a printf argument is a float promoted to double (fpext). */
static bool
promoted_float(LLVMValueRef arg)
{
	return LLVMIsAFPExtInst(arg) &&
	       LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(arg, 0))) ==
		       LLVMFloatTypeKind;
}

/*
 * §5.3.5: a floating-point value printed with d significant digits shows
 * a flip of its sign and exponent bits, but one of its M mantissa bits
 * only in proportion d / D of the digits the type carries (D = 7 for
 * float, as in the thesis: ((32 - 23) + 23 d/7)/32; D = 16 for double):
 *   P = ((W - M) + M min(1, d / D)) / W.
 * %g prints its precision as significant digits, %e one more; %f prints
 * its precision after the point, taken here as precision + 1 significant
 * digits (values of magnitude about 1). A float reaches printf through
 * fpext: its own parameters apply. The same holds for a value formatted
 * into a buffer (sprintf, libc.c), which is then printed as text.
 */
double
model_conv_visible(const struct prof_conv *cv, LLVMValueRef arg)
{
	double d, w, m, dmax;

	if (!strchr("fFeEgG", cv->type) || cv->precision < 0)
		return 1;
	d = cv->precision;
	if (cv->type == 'g' || cv->type == 'G')
		d = d < 1 ? 1 : d;
	else
		d += 1;
	if (promoted_float(arg)) {
		w = 32, m = 23, dmax = 7;
	} else if (LLVMGetTypeKind(LLVMTypeOf(arg)) == LLVMDoubleTypeKind) {
		w = 64, m = 52, dmax = 16;
	} else {
		return 1;
	}
	return ((w - m) + m * fmin(1, d / dmax)) / w;
}

/*
 * The share of the W single-bit flips of a value of binary exponent e
 * (2^e <= |x| < 2^(e+1)) that %f shows when its last printed digit is
 * q = 10^-precision: a change d crosses one of the rounding boundaries,
 * q apart, with probability min(1, d / q). Mantissa bit b changes the
 * value by 2^(e - M + b); an exponent bit j that is set divides it by
 * 2^(2^j), one that is clear multiplies it by 2^(2^j); the sign shows
 * (printf writes -0.00).
 */
static double
fixed_visible_exp(int e, double q, unsigned w, unsigned m)
{
	unsigned ne = w - 1 - m;
	int bias = (1 << (ne - 1)) - 1, be = e + bias;
	double s = 1, ax = 1.5 * exp2(e), f, d;

	for (unsigned b = 0; b < m; b++)
		s += fmin(1, exp2(e - (int)m + (int)b) / q);
	if (be < 1)
		be = 1;
	for (unsigned j = 0; j < ne; j++) {
		f = exp2(exp2(j));
		d = (be >> j) & 1 ? ax * (1 - 1 / f) : ax * (f - 1);
		s += isfinite(d) ? fmin(1, d / q) : 1;
	}
	return s / w;
}

/* The same for a value 0: the sign, and exponent bits that make it
   large enough (its mantissa bits make subnormals). */
static double
fixed_visible_zero(double q, unsigned w, unsigned m)
{
	unsigned ne = w - 1 - m;
	int bias = (1 << (ne - 1)) - 1;
	double s = 1;

	for (unsigned j = 0; j < ne; j++)
		s += fmin(1, exp2(exp2(j) - bias) / q);
	return s / w;
}

/*
 * §5.3.5 with the profile's printed magnitudes: %f prints a fixed number
 * of digits after the point, so how many of a value's digits it shows
 * depends on the value's size (0.0123 printed %.2f shows one, 12.3 four):
 * the share of flips that change the text is that of a value of the
 * profiled mean exponent (interpolated between the two whole exponents
 * around it), and of 0 for the calls whose value was 0. -1 when the
 * conversion is not %f of a float or double with a sampled magnitude.
 */
static double
fixed_visible(const struct prof_conv *cv, LLVMValueRef arg, uint64_t calls)
{
	unsigned w, m;
	double q, lo, t, z, v;

	if ((cv->type != 'f' && cv->type != 'F') || cv->precision < 0 ||
	    !cv->has_mag || !calls)
		return -1;
	if (promoted_float(arg))
		w = 32, m = 23;
	else if (LLVMGetTypeKind(LLVMTypeOf(arg)) == LLVMDoubleTypeKind)
		w = 64, m = 52;
	else
		return -1;
	q = pow(10, -cv->precision);
	z = cv->mag_n >= calls ? 0 : 1 - (double)cv->mag_n / (double)calls;
	v = z * fixed_visible_zero(q, w, m);
	if (cv->mag_n) {
		lo = floor(cv->mag_mean);
		t = cv->mag_mean - lo;
		v += (1 - z) * ((1 - t) * fixed_visible_exp((int)lo, q, w, m) +
				t * fixed_visible_exp((int)lo + 1, q, w, m));
	}
	return v;
}

/*
 * §5.3.5 measured: the share of a printed value's single-bit flips that
 * change the text its conversion prints, from the profile's sampled
 * printed flips (each sample formats the value and its flips as the
 * program's printf does: values on a rounding boundary, cancellation
 * residue printed as its sign, every size of value the conversion
 * prints). -1 when the profile has none for the conversion.
 */
static double
printed_flips(const struct prof_conv *cv, LLVMValueRef arg)
{
	unsigned w = 64;
	double s = 0;

	if (!cv->flip_weight)
		return -1;
	if (promoted_float(arg))
		w = 32;
	for (unsigned b = 0; b < w; b++)
		s += (double)cv->flip_visible[b];
	return s / ((double)w * (double)cv->flip_weight);
}

double
model_output_leaf(struct model_ctx *x, LLVMValueRef call, unsigned k)
{
	LLVMValueRef fn = LLVMGetCalledValue(call);
	const struct prof_output *out;
	size_t len;
	int first;
	double v;

	if (!fn || !LLVMIsAFunction(fn))
		return 1;
	first = first_vararg(LLVMGetValueName2(fn, &len));
	out = prof_output_find(x->p, ir_inst_id(x->m, call));
	if (first < 0 || !out || out->nconv < 0 || (int)k < first ||
	    (int)k - first >= out->nconv)
		return 1;
	/* A large FP error (from an integer; tuple.c) shows. */
	if (x->cls == MODEL_CLS_LARGE)
		return 1;
	if (x->o->magnitude &&
	    (v = model_cls_visible(x, &out->conv[(int)k - first],
				   LLVMGetOperand(call, k), x->cls)) >= 0)
		return v;
	if (x->o->printed_flips &&
	    (v = printed_flips(&out->conv[(int)k - first],
			       LLVMGetOperand(call, k))) >= 0)
		return v;
	if (x->o->printed_magnitude &&
	    (v = fixed_visible(&out->conv[(int)k - first],
			       LLVMGetOperand(call, k), out->count)) >= 0)
		return v;
	return model_conv_visible(&out->conv[(int)k - first],
				  LLVMGetOperand(call, k));
}

/*
 * Constant fills (§5.3.5 extended; model_opts.zero_fills): what the
 * profile's memory pairs, which count every read exactly, say about the
 * values a load returns. A read whose last writer wrote a constant (a
 * store of a constant, a memset of a constant byte) returns that
 * constant: a matrix's zero triangle, a diagonal of ones. The writer of
 * a fill is its id; *zero: the share of the load's reads that return 0,
 * *same: the chance that two of its reads, drawn by the pairs' counts,
 * return one fill's constant (Σ w²). Reads no store of the program wrote
 * (an input that the C library read in) count as values.
 */
static void
fills(struct model_ctx *x, LLVMValueRef load, double *zero, double *same)
{
	const struct prof_mem_pair *pp;
	double total = 0, z = 0, sq = 0;
	size_t n;

	*zero = *same = 0;
	pp = prof_mem_stores_of(x->p, ir_inst_id(x->m, load), &n);
	for (size_t i = 0; i < n; i++)
		total += (double)pp[i].count;
	if (total <= 0)
		return;
	for (size_t i = 0; i < n; i++) {
		LLVMValueRef s = pp[i].store && pp[i].store <= x->max_id ?
				 x->inst[pp[i].store] : NULL, v = NULL;
		double w = (double)pp[i].count / total;

		if (!s)
			continue;
		if (LLVMIsAStoreInst(s)) {
			v = LLVMGetOperand(s, 0);
		} else if (LLVMIsACallInst(s)) {
			const char *name = model_callee_name(s);

			/* memset(p, c, n) and llvm.memset(p, c, n, v). */
			if (name && (!strcmp(name, "memset") ||
				     !strncmp(name, "llvm.memset.", 12)))
				v = LLVMGetOperand(s, 1);
		}
		if (!v || !LLVMIsAConstant(v) || LLVMIsAGlobalValue(v) ||
		    LLVMIsAConstantExpr(v))
			continue;
		if (LLVMIsNull(v))
			z += w;
		sq += w * w;
	}
	*zero = model_clamp(z);
	*same = model_clamp(sq);
}

/* The share of v's values that are 0, as far as fills say: a load's,
   through negation and FP conversions; a zero constant's 1; else 0. */
double
model_zero_share(struct model_ctx *x, LLVMValueRef v)
{
	double z, same;

	for (;;) {
		if (LLVMIsAConstant(v))
			return LLVMIsNull(v) ? 1 : 0;
		if (!LLVMIsAInstruction(v))
			return 0;
		switch (LLVMGetInstructionOpcode(v)) {
		case LLVMFNeg: case LLVMFPExt: case LLVMFPTrunc:
			v = LLVMGetOperand(v, 0);
			continue;
		case LLVMLoad:
			fills(x, v, &z, &same);
			return z;
		default:
			return 0;
		}
	}
}

/* The chance that load, reading from a wrong address, returns the same
   constant as from the right one (fills). */
double
model_same_fill(struct model_ctx *x, LLVMValueRef load)
{
	double z, same;

	fills(x, load, &z, &same);
	return same;
}

/*
 * The chance that one wrong read of v changes a product it is a factor
 * of: the best over v's users (the union of their chances is at least
 * that) of 1 for a user that is no product and, for a multiplicand of
 * fmul or llvm.fmuladd/fma, the share of the other factor's values that
 * are not 0 (model_zero_share).
 */
double
model_product_pass(struct model_ctx *x, LLVMValueRef v)
{
	double best = 0;
	bool any = false;

	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		unsigned k = LLVMGetOperand(user, 0) == v ? 0 : 1;
		bool mul = LLVMIsAInstruction(user) &&
			   ((LLVMGetInstructionOpcode(user) == LLVMFMul) ||
			    (LLVMIsACallInst(user) && model_is_fma(user) &&
			     LLVMGetOperand(user, k) == v &&
			     LLVMGetOperand(user, 2) != v)) &&
			   LLVMGetOperand(user, 1 - k) != v;

		any = true;
		best = fmax(best, mul ? 1 - model_zero_share(
					       x, LLVMGetOperand(user, 1 - k))
				      : 1);
	}
	return any ? best : 1;
}

/* v through an fpext. */
static LLVMValueRef
unext_fp(LLVMValueRef v)
{
	return LLVMIsAFPExtInst(v) ? LLVMGetOperand(v, 0) : v;
}

double
model_operand_bits(struct model_ctx *x, LLVMValueRef sum, unsigned k)
{
	const struct prof_value *pv;
	bool fma = LLVMIsACallInst(sum) && model_is_fma(sum);
	double mag;

	if (!model_is_fp_sum(sum) || k > 2 || (!fma && k > 1))
		return NAN;
	pv = prof_value_find(x->p, ir_inst_id(x->m, sum));
	if (!pv || !pv->samples || !pv->mag_n[3])
		return NAN;
	if (fma && k < 2) {
		/* The product a b, of magnitude about log2 |a| + log2 |b|. */
		if (!pv->mag_n[0] || !pv->mag_n[1])
			return NAN;
		mag = pv->mag_mean[0] + pv->mag_mean[1];
	} else {
		if (!pv->mag_n[k])
			return NAN;
		mag = pv->mag_mean[k];
	}
	return pv->mag_mean[3] - mag;
}

bool
model_is_fp_sum(LLVMValueRef v)
{
	return LLVMIsAInstruction(v) &&
	       (LLVMGetInstructionOpcode(v) == LLVMFAdd ||
		LLVMGetInstructionOpcode(v) == LLVMFSub ||
		(LLVMIsACallInst(v) && model_is_fma(v)));
}

/* How deep rmw_update follows a chain of sums to the cell's load. */
#define RMW_DEPTH 8

/*
 * A read-modify-write through one address (`c[i] += a * b`: a load L of
 * the cell, a store S of L plus an update through the same pointer):
 * when the address is wrong, the update goes to another cell and the
 * right one misses it, so both cells change only when the update is not
 * 0. Returns L when S's stored value is such an update of a load through
 * S's own pointer, else NULL: an fadd or fsub with that load, an fmuladd
 * or fma with it as the addend, or a chain of them each adding to the one
 * before (`w = w + a * d + b * o`), computed in a wider type between an
 * fpext of L and an fptrunc to the stored one. *upd: the chance that the
 * update is not 0 (the innermost sum's; a product's factors' shares of 0
 * taken apart), and 0 where the profile puts every term the chain adds
 * below the precision the cell keeps (model_opts.silent_updates,
 * model_update_rounds_away: the sum rounds back to what L read; Rodinia
 * backprop's float weights, 2^-1.9, take updates of 2^-39.7). With inner
 * not NULL, *inner is the innermost sum and *cell its operand the cell is
 * in.
 */
static LLVMValueRef
rmw_update(struct model_ctx *x, LLVMValueRef store, double *upd,
	   LLVMValueRef *inner, unsigned *cell)
{
	LLVMValueRef v = LLVMGetOperand(store, 0), ptr = LLVMGetOperand(store, 1);
	LLVMValueRef l = NULL, sums[RMW_DEPTH];
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned keep[RMW_DEPTH], n = 0;
	bool silent;

	*upd = 1;
	if (LLVMIsAFPTruncInst(v))
		v = LLVMGetOperand(v, 0);
	/* down the chain: at each sum, the operand the cell is in */
	while (n < RMW_DEPTH && model_is_fp_sum(v) && !l) {
		bool fma = LLVMIsACallInst(v);
		LLVMValueRef next = NULL;
		unsigned kn = 0;

		for (unsigned k = fma ? 2 : 0; k < (fma ? 3u : 2u) && !l; k++) {
			LLVMValueRef o = unext_fp(LLVMGetOperand(v, k));

			if (LLVMIsALoadInst(o) && LLVMGetOperand(o, 0) == ptr)
				l = o;
			else if (!next && model_is_fp_sum(o))
				next = o;
			if (!l && next == o)
				kn = k;
			if (l)
				kn = k;
		}
		sums[n] = v;
		keep[n++] = kn;
		if (l) {
			*upd = fma ? (1 - model_zero_share(x,
					LLVMGetOperand(v, 0))) *
				     (1 - model_zero_share(x,
					LLVMGetOperand(v, 1))) :
			       1 - model_zero_share(x,
					LLVMGetOperand(v, 1 - kn));
			break;
		}
		v = next;
	}
	if (!l)
		return NULL;
	if (inner) {
		*inner = sums[n - 1];
		*cell = keep[n - 1];
	}
	silent = x->o->silent_updates;
	for (unsigned i = 0; i < n && silent; i++)
		silent = model_update_rounds_away(x, sums[i], keep[i], t);
	if (silent)
		*upd = 0;
	return l;
}

double
model_rmw_update_bits(struct model_ctx *x, LLVMValueRef store)
{
	LLVMValueRef sum;
	unsigned k;
	double upd;

	if (!LLVMIsAStoreInst(store) || !model_is_fp(LLVMGetOperand(store, 0)) ||
	    !rmw_update(x, store, &upd, &sum, &k))
		return NAN;
	/* The update: an fma's product when the cell is its addend, else
	   the sum's other operand. */
	if (LLVMIsACallInst(sum))
		return k == 2 ? model_operand_bits(x, sum, 0) : NAN;
	return model_operand_bits(x, sum, 1 - k);
}

/* The chance that a wrong address of access (a load or a store) changes
   the cells of a read-modify-write it is part of: its update's not being
   0 (rmw_update); 1 for any other access. */
double
model_rmw_pass(struct model_ctx *x, LLVMValueRef access)
{
	LLVMValueRef ptr;
	double upd;

	if (LLVMIsAStoreInst(access))
		return rmw_update(x, access, &upd, NULL, NULL) ? upd : 1;
	if (!LLVMIsALoadInst(access))
		return 1;
	ptr = LLVMGetOperand(access, 0);
	for (LLVMUseRef u = LLVMGetFirstUse(ptr); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef s = LLVMGetUser(u);

		if (LLVMIsAStoreInst(s) && LLVMGetOperand(s, 1) == ptr &&
		    rmw_update(x, s, &upd, NULL, NULL) == access)
			return upd;
	}
	return 1;
}
