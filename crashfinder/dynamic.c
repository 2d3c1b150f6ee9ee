/*
 * dynamic.c: CrashFinder-dynamic (thesis §4.4.2). The instrumentation of
 * the candidates for one run, and the reader of what its runtime
 * (rt/cf_rt.c) writes.
 *
 * The runtime numbers the candidates' dynamic instances in execution order
 * exactly as the injection binary of the same candidates numbers its sites
 * (validate.h fi_instrument_only: phis first in their block, a call's
 * result after everything its callee ran), so a sample's instance is a
 * site the injector replays exactly; the two totals are compared before
 * any injection.
 *
 * Output format (one line each, written by the runtime):
 *   T <version> <ncand>
 *   S <cand> <instance> <own> <calls>     a sample (in execution order)
 *   P <cand> <instance> <own> <calls>     a spread sample: own = 2^j, 3 2^j
 *   V <cand> <instance> <own> <calls>     a 1-bit value's change
 *   F <cand> <instance> <own> 0           a value a compare of its block
 *                                         reads, where the compare changed
 *                                         (written after the compare's
 *                                         lines, so out of order)
 *   K <cand> <count> <sequences> <smin> <smax> <umin> <umax>
 *   E <total> <calls> <truncated>         last line: the run ended
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "internal.h"

#define CF_FORMAT_VERSION 1

LLVMValueRef
cf_place_after(LLVMValueRef i)
{
	LLVMValueRef at;

	if (!LLVMIsAPHINode(i))
		return LLVMGetNextInstruction(i);
	at = LLVMGetFirstInstruction(LLVMGetInstructionParent(i));
	while (at && LLVMIsAPHINode(at))
		at = LLVMGetNextInstruction(at);
	if (at && LLVMIsALandingPadInst(at))
		at = LLVMGetNextInstruction(at);
	return at;
}

LLVMValueRef
cf_value_i64(LLVMBuilderRef b, const struct cf_candidate *c)
{
	LLVMValueRef i = c->inst;
	LLVMTypeRef i64 = LLVMInt64TypeInContext(LLVMGetTypeContext(
		LLVMTypeOf(i)));
	unsigned w;

	/* A vector's first lane stands for its range. */
	if (c->lanes > 1 && c->kind != CF_KIND_OTHER)
		i = LLVMBuildExtractElement(
			b, i, LLVMConstInt(LLVMInt32TypeInContext(
				LLVMGetTypeContext(LLVMTypeOf(i))), 0, 0), "");
	switch (c->kind) {
	case CF_KIND_PTR:
		return LLVMBuildPtrToInt(b, i, i64, "");
	case CF_KIND_INT:
		w = LLVMGetIntTypeWidth(LLVMTypeOf(i));
		return w == 64 ? i : w > 64 ? LLVMBuildTrunc(b, i, i64, "") :
		       w == 1 ? LLVMBuildZExt(b, i, i64, "") :
		       LLVMBuildSExt(b, i, i64, "");
	default:
		return NULL;
	}
}

/*
 * After each 1-bit compare's call, a CF_SYM_FOLLOW call for each of its
 * operands that is a candidate of the same block (the same iteration's
 * instance): the iteration where an exit test changes is where a flip of
 * the counter or the bound it compares runs the loop past its end, and a
 * loop of a few iterations (an unrolled mask loop) has it once in a few
 * instances, which the spread samples at 2^j can miss every time.
 */
static void
follow_compares(struct ir_module *m, const struct cf_static *s,
		LLVMBuilderRef b, LLVMValueRef *places, LLVMTypeRef ty)
{
	LLVMTypeRef i32 = LLVMInt32TypeInContext(m->ctx);
	struct ptrmap cand_of = { 0 };	/* instruction -> candidate */
	LLVMValueRef fn = LLVMAddFunction(m->mod, CF_SYM_FOLLOW, ty);

	for (unsigned k = 0; k < s->n; k++)
		ptrmap_put(&cand_of, s->c[k].inst, k);
	for (unsigned e = 0; e < s->n; e++) {
		LLVMValueRef cmp = s->c[e].inst;

		if (s->c[e].width != 1 || s->c[e].lanes > 1 ||
		    !LLVMIsAICmpInst(cmp) || !places[e])
			continue;
		for (unsigned o = 0; o < 2; o++) {
			LLVMValueRef op = LLVMGetOperand(cmp, o), args[2];
			unsigned k;

			if (!LLVMIsAInstruction(op) ||
			    LLVMGetInstructionParent(op) !=
			    LLVMGetInstructionParent(cmp))
				continue;
			k = ptrmap_get(&cand_of, op);
			if (k == TR_NONE || s->c[k].width <= 1 ||
			    s->c[k].lanes > 1 || s->c[k].kind != CF_KIND_INT)
				continue;
			LLVMPositionBuilderBefore(b, places[e]);
			args[0] = LLVMConstInt(i32, k, 0);
			args[1] = LLVMConstInt(i32, e, 0);
			LLVMBuildCall2(b, ty, fn, args, 2, "");
		}
	}
	ptrmap_release(&cand_of);
}

int
cf_dyn_instrument(struct ir_module *m, const struct cf_static *s)
{
	LLVMContextRef c = m->ctx;
	LLVMTypeRef i32 = LLVMInt32TypeInContext(c);
	LLVMTypeRef i64 = LLVMInt64TypeInContext(c);
	LLVMTypeRef vd = LLVMVoidTypeInContext(c);
	LLVMTypeRef site_params[2] = { i32, i64 };
	LLVMTypeRef enter_ty = LLVMFunctionType(vd, &i32, 1, 0);
	LLVMTypeRef site_ty = LLVMFunctionType(vd, site_params, 2, 0);
	LLVMTypeRef follow_params[2] = { i32, i32 };
	LLVMTypeRef follow_ty = LLVMFunctionType(vd, follow_params, 2, 0);
	LLVMBuilderRef b;
	LLVMValueRef enter, site, site1, ncand, *places;
	unsigned fidx = 0;
	int rc;

	if (LLVMGetNamedFunction(m->mod, CF_SYM_SITE))
		return tr_error("'%s' is already instrumented for crashfinder",
				m->path);
	b = LLVMCreateBuilderInContext(c);
	enter = LLVMAddFunction(m->mod, CF_SYM_ENTER, enter_ty);
	site = LLVMAddFunction(m->mod, CF_SYM_SITE, site_ty);
	site1 = LLVMAddFunction(m->mod, CF_SYM_SITE_BOOL, site_ty);
	ncand = LLVMAddGlobal(m->mod, i32, CF_SYM_NCAND);
	LLVMSetInitializer(ncand, LLVMConstInt(i32, s->n, 0));
	LLVMSetGlobalConstant(ncand, 1);

	/*
	 * Where each candidate's call goes, found before any is placed (a
	 * block's first non-phi is the place of all its phis' calls, in
	 * order; once one is there it would be the first non-phi itself).
	 * Candidates first: the entry hooks must not move their places.
	 */
	places = xcalloc(s->n ? s->n : 1, sizeof(*places));
	for (unsigned k = 0; k < s->n; k++)
		places[k] = cf_place_after(s->c[k].inst);
	for (unsigned k = 0; k < s->n; k++) {
		LLVMValueRef at = places[k], v, args[2];

		if (!at)
			continue;	/* cannot happen: i is no terminator */
		LLVMPositionBuilderBefore(b, at);
		v = cf_value_i64(b, &s->c[k]);
		if (!v)
			v = LLVMConstInt(i64, 0, 0);
		args[0] = LLVMConstInt(i32, k, 0);
		args[1] = v;
		LLVMBuildCall2(b, site_ty, s->c[k].kind == CF_KIND_INT &&
			       s->c[k].width == 1 ? site1 : site, args, 2, "");
	}
	for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn;
	     fn = LLVMGetNextFunction(fn)) {
		LLVMValueRef first, arg;

		if (!ir_fn_defined(fn))
			continue;
		first = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn));
		LLVMPositionBuilderBefore(b, first);
		arg = LLVMConstInt(i32, fidx++, 0);
		LLVMBuildCall2(b, enter_ty, enter, &arg, 1, "");
	}
	follow_compares(m, s, b, places, follow_ty);
	rc = ir_module_verify_changed(m, "crashfinder's dynamic phase");
	LLVMDisposeBuilder(b);
	free(places);
	return rc;
}

/* Parse n unsigned (or, where sign[i], signed) numbers after the tag. */
static bool
numbers(const char *p, unsigned n, uint64_t *out, const bool *sign)
{
	for (unsigned i = 0; i < n; i++) {
		char *end;

		while (*p == ' ')
			p++;
		if (!*p || *p == '\n')
			return false;
		errno = 0;
		if (sign && sign[i]) {
			long long v = strtoll(p, &end, 10);

			out[i] = (uint64_t)v;
		} else {
			if (*p == '-')
				return false;
			out[i] = strtoull(p, &end, 10);
		}
		if (end == p || errno)
			return false;
		p = end;
	}
	while (*p == ' ')
		p++;
	return !*p || *p == '\n';
}

/* Samples by candidate: call-sequence samples, changes, spread ones. */
static int
by_cand(const void *a, const void *b)
{
	const struct cf_sample *x = a, *y = b;

	if (x->cand != y->cand)
		return x->cand < y->cand ? -1 : 1;
	if (x->spread != y->spread)
		return x->spread ? 1 : -1;
	if (x->change != y->change)
		return x->change ? -1 : 1;
	return x->instance < y->instance ? -1 : x->instance > y->instance;
}

/* The reader's state between lines. */
struct reader {
	const char *path;
	const struct cf_static *s;
	struct cf_dynamic *d;
	unsigned lineno;
	size_t ncap;		/* samples allocated */
	uint64_t prev_instance;
	bool head, end;
	bool *seen_k;		/* [ncand]: its K line was read */
};

/* One line; -1 with the error (naming the file and the line). */
static int
read_line(struct reader *r, const char *line)
{
	static const bool ksign[7] = { 0, 0, 0, 1, 1, 0, 0 };
	const struct cf_static *s = r->s;
	struct cf_dynamic *d = r->d;
	uint64_t x[7];

	if (r->end)
		goto bad;
	if (!r->head) {
		if (line[0] != 'T' || !numbers(line + 1, 2, x, NULL))
			goto bad;
		if (x[0] != CF_FORMAT_VERSION)
			return tr_error("'%s': format version %" PRIu64 ", this "
					"trident reads %d", r->path, x[0],
					CF_FORMAT_VERSION);
		if (x[1] != s->n)
			return tr_error("'%s': %" PRIu64 " candidates, the "
					"module has %u: not this module's run",
					r->path, x[1], s->n);
		r->head = true;
		return 0;
	}
	switch (line[0]) {
	case 'S':
	case 'P':
	case 'V':
	case 'F': {
		struct cf_sample *sm;

		if (line[1] != ' ' || !numbers(line + 1, 4, x, NULL) ||
		    x[0] >= s->n || !x[1] || !x[2] ||
		    (line[0] != 'F' && x[1] < r->prev_instance) ||
		    (line[0] == 'V' && s->c[x[0]].width != 1) ||
		    (line[0] == 'F' && s->c[x[0]].width == 1))
			goto bad;
		if (d->nsamples == r->ncap) {
			r->ncap = r->ncap ? 2 * r->ncap : 256;
			d->samples = xrealloc(d->samples, r->ncap *
					      sizeof(*d->samples));
		}
		sm = &d->samples[d->nsamples++];
		sm->cand = (unsigned)x[0];
		sm->instance = x[1];
		sm->own = x[2];
		sm->calls = x[3];
		sm->spread = line[0] != 'S';
		sm->change = line[0] == 'V' || line[0] == 'F';
		if (line[0] != 'F')
			r->prev_instance = x[1];
		return 0;
	}
	case 'K': {
		struct cf_cand_dyn *cd;

		if (line[1] != ' ' || !numbers(line + 1, 7, x, ksign) ||
		    x[0] >= s->n || (int64_t)x[3] > (int64_t)x[4] ||
		    x[5] > x[6] || r->seen_k[x[0]])
			goto bad;
		r->seen_k[x[0]] = true;
		cd = &d->cand[x[0]];
		cd->count = x[1];
		cd->sequences = x[2];
		cd->smin = (int64_t)x[3];
		cd->smax = (int64_t)x[4];
		cd->umin = x[5];
		cd->umax = x[6];
		return 0;
	}
	case 'E':
		if (line[1] != ' ' || !numbers(line + 1, 3, x, NULL) ||
		    x[2] > 1)
			goto bad;
		d->total = x[0];
		d->calls = x[1];
		d->truncated = x[2];
		r->end = true;
		return 0;
	default:
		break;
	}
bad:
	return tr_error("'%s' line %u: malformed", r->path, r->lineno);
}

/* Group the samples (written in execution order) by candidate; check
   them against the counts. */
static int
group_samples(const char *path, const struct cf_static *s,
	      struct cf_dynamic *d)
{
	if (d->nsamples)
		qsort(d->samples, d->nsamples, sizeof(*d->samples), by_cand);
	for (unsigned j = 0; j < d->nsamples; j++) {
		struct cf_cand_dyn *cd = &d->cand[d->samples[j].cand];

		if (d->samples[j].spread) {
			if (!cd->nspread++)
				cd->first_spread = j;
			cd->nchange += d->samples[j].change;
		} else if (!cd->nsamples++) {
			cd->first_sample = j;
		}
	}
	for (unsigned j = 0; j < d->nsamples; j++) {
		const struct cf_sample *sm = &d->samples[j];

		if (sm->cand >= s->n || sm->own > d->cand[sm->cand].count ||
		    sm->instance > d->total)
			return tr_error("'%s': a sample of candidate %u past "
					"its counts", path, sm->cand);
	}
	return 0;
}

int
cf_dyn_read(const char *path, const struct cf_static *s, struct cf_dynamic *d)
{
	FILE *f = fopen(path, "r");
	struct reader r = { .path = path, .s = s, .d = d };
	char *line = NULL;
	size_t cap = 0;
	int rc = -1;

	memset(d, 0, sizeof(*d));
	if (!f)
		return tr_error("cannot read '%s': %s", path, strerror(errno));
	d->ncand = s->n;
	d->cand = xcalloc(s->n ? s->n : 1, sizeof(*d->cand));
	r.seen_k = xcalloc(s->n ? s->n : 1, sizeof(*r.seen_k));
	while (getline(&line, &cap, f) > 0) {
		r.lineno++;
		if (read_line(&r, line))
			goto out;
	}
	if (ferror(f)) {
		tr_error("cannot read '%s': %s", path, strerror(errno));
		goto out;
	}
	if (!r.end) {
		tr_error("'%s': no end line: the program did not end normally "
			 "(it crashed, or called _exit)", path);
		goto out;
	}
	rc = group_samples(path, s, d);
out:
	free(line);
	free(r.seen_k);
	fclose(f);
	if (rc)
		cf_dyn_release(d);
	return rc;
}

void
cf_dyn_release(struct cf_dynamic *d)
{
	free(d->cand);
	free(d->samples);
	memset(d, 0, sizeof(*d));
}
