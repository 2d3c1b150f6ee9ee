/*
 * predict.c: the model's entry points: its options, the prediction of
 * every candidate instruction, the program's SDC probability weighted by
 * dynamic counts (thesis Eq. 6.2, rule 2) and its sampled estimate
 * (§5.3.1).
 *
 * Before any prediction the profile is checked against the module
 * (check.c) and an --explain id against its candidates; after it, every
 * probability is checked to lie in [0, 1] and the sum of the candidates'
 * counts not to overflow: a number outside is a bug or bad input, an
 * error, never an answer.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <gsl/gsl_randist.h>
#include <gsl/gsl_rng.h>

#include "internal.h"

static const char *const kind_names[] = {
	[MODEL_FS] = "fs", [MODEL_FS_FC] = "fs+fc", [MODEL_TRIDENT] = "trident",
};

/*
 * The ids 1 .. max_id in the order opts.order asks them (a malloc'd
 * array): ascending, descending, or shuffled by GSL's MT19937 from
 * opts.order_seed.
 */
static unsigned *
query_order(const struct model_ctx *x, const struct model_opts *o)
{
	unsigned *ids = xmalloc((x->max_id + 1) * sizeof(*ids));
	gsl_rng *rng;

	for (unsigned k = 0; k < x->max_id; k++)
		ids[k] = o->order == MODEL_ORDER_REVERSE ? x->max_id - k : k + 1;
	if (o->order == MODEL_ORDER_SHUFFLE && x->max_id > 1) {
		rng = gsl_rng_alloc(gsl_rng_mt19937);
		if (!rng)
			abort();
		gsl_rng_set(rng, o->order_seed);
		gsl_ran_shuffle(rng, ids, x->max_id, sizeof(*ids));
		gsl_rng_free(rng);
	}
	return ids;
}

static int
by_id(const void *a, const void *b)
{
	const struct model_inst *x = a, *y = b;

	return x->id < y->id ? -1 : x->id > y->id;
}

const char *
model_kind_name(enum model_kind k)
{
	return kind_names[k];
}

int
model_kind_parse(const char *s, enum model_kind *k)
{
	for (unsigned i = 0; i < sizeof(kind_names) / sizeof(*kind_names); i++)
		if (!strcmp(s, kind_names[i])) {
			*k = (enum model_kind)i;
			return 0;
		}
	return tr_error("unknown model '%s' (fs, fs+fc, trident)", s);
}

int
model_opts_parse(const char *spec, struct model_opts *o)
{
	enum model_kind k = MODEL_TRIDENT;
	bool ref = !strncmp(spec, "ref:", 4);

	if (model_kind_parse(ref ? spec + 4 : spec, &k))
		return tr_error("unknown model '%s' (fs, fs+fc, trident, or "
				"one of them after ref:)", spec);
	if (ref)
		model_opts_reference(o, k);
	else
		model_opts_default(o, k);
	return 0;
}

void
model_opts_default(struct model_opts *o, enum model_kind kind)
{
	*o = (struct model_opts){
		.kind = kind,
		.combine = MODEL_UNION,
		.independence = MODEL_INDEPENDENCE,
		.fp_independence = MODEL_FP_INDEPENDENCE,
		.sensitivity = true,
		.flip_chains = true,
		.flip_bits = true,
		.known_bits = true,
		.large_fp = true,
		.printed_magnitude = true,
		.printed_flips = true,
		.runaway = true,
		.wrong_element = true,
		.zero_fills = true,
		.dead_params = true,
		.silent_updates = true,
		.exit_phis = true,
		.wild_switches = true,
		.spread = true,
		.dilution = true,
		.update_size = true,

		.error_exits = true,
		.vector_checks = true,
		.unread_stores = true,
		.dead_writes = true,
		.cycle_reach = true,
		.exit_values = true,
		.exit_reach = true,
		.ran_edges = true,
		.mul_pow2 = true,
		.interproc = true,
		.join_values = true,
		.persist = true,
		.mix_union = true,
		.loop_targets = true,
	};
}

void
model_opts_reference(struct model_opts *o, enum model_kind kind)
{
	*o = (struct model_opts){ .kind = kind, .combine = MODEL_AVERAGE };
}

/* Rounding may take a probability this far past 0 or 1. */
#define PROB_SLACK 1e-9

/* Whether v is a probability (NaN is not). */
static bool
is_prob(double v)
{
	return v >= -PROB_SLACK && v <= 1 + PROB_SLACK;
}

/* Whether o is a (SDC, crash, benign) outcome. */
static bool
is_outcome(double sdc, double crash, double benign)
{
	return is_prob(sdc) && is_prob(crash) && is_prob(benign) &&
	       sdc + crash <= 1 + PROB_SLACK;
}

static char *
inst_function(LLVMValueRef inst)
{
	size_t len;

	return xstrdup(LLVMGetValueName2(
		LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst)), &len));
}

/* Larger share of the program's SDC first, then lower id. */
static int
by_share(const void *a, const void *b)
{
	const struct model_inst *x = *(const struct model_inst *const *)a;
	const struct model_inst *y = *(const struct model_inst *const *)b;
	double sx = x->sdc * (double)x->count, sy = y->sdc * (double)y->count;

	if (sx != sy)
		return sx > sy ? -1 : 1;
	return x->id < y->id ? -1 : x->id > y->id;
}

/*
 * model_opts.explain_top: the top candidates' IR and explanation (what
 * --explain prints), for reports (docs/report.md).
 */
static int
explain_top(struct model_ctx *x, struct model_result *r, unsigned top)
{
	const struct model_inst **v = xcalloc(r->ninsts + 1, sizeof(*v));
	int rc = 0;

	for (unsigned i = 0; i < r->ninsts; i++)
		v[i] = &r->insts[i];
	qsort(v, r->ninsts, sizeof(*v), by_share);
	if (top > r->ninsts)
		top = r->ninsts;
	r->explained = xcalloc(top + 1, sizeof(*r->explained));
	for (unsigned i = 0; i < top && !rc; i++) {
		struct model_explained *e = &r->explained[r->nexplained++];
		char *ir = LLVMPrintValueToString(x->inst[v[i]->id]);
		size_t len = 0;
		FILE *f = open_memstream(&e->text, &len);

		e->id = v[i]->id;
		e->ir = xstrdup(ir + strspn(ir, " "));
		LLVMDisposeMessage(ir);
		rc = model_explain(x, f, e->id);
		fclose(f);
	}
	free(v);
	return rc;
}

static int
predict(struct model_result *r, const struct ir_module *m,
	const struct prof_profile *p, const struct model_opts *o)
{
	struct model_ctx x;
	struct timespec t0, t1;
	double ws = 0, wc = 0;
	unsigned n = 0, *order;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	*r = (struct model_result){ .kind = o->kind, .opts = *o };
	r->opts.output_fns = NULL;
	r->opts.noutput_fns = 0;
	r->opts.ignore = NULL;
	r->opts.nignore = 0;
	r->opts.module_hash = NULL;
	if (o->module_hash)
		snprintf(r->hash, sizeof(r->hash), "%s", o->module_hash);
	else if (ir_module_hash(m, r->hash))
		return -1;
	if (strcmp(r->hash, p->hash))
		return tr_error("profile '%s' was made for module %s, not %s",
				p->path, p->hash, r->hash);
	if (o->kind == MODEL_TRIDENT && !p->memory)
		return tr_error("profile '%s' has no memory profile (--lite): "
				"the trident model's f_m needs a full profile; "
				"use --model fs+fc or profile without --lite",
				p->path);
	if (model_ctx_init(&x, m, p, o))
		return -1;
	if (model_check_profile(&x) ||
	    (o->explain && model_explain_check(&x, o->explain))) {
		model_ctx_release(&x);
		return -1;
	}
	for (unsigned id = 1; id <= x.max_id; id++)
		n += x.inst[id] && ir_is_candidate(x.inst[id]);
	r->insts = xcalloc(n ? n : 1, sizeof(*r->insts));
	order = query_order(&x, o);
	for (unsigned k = 0; k < x.max_id; k++) {
		unsigned id = order[k];
		LLVMValueRef i = x.inst[id];
		struct model_inst *mi;
		struct model_out out;
		const char *file;
		unsigned flen, line;

		if (!i || !ir_is_candidate(i))
			continue;
		out = model_value_first(&x, i);
		if (x.error)
			break;
		mi = &r->insts[r->ninsts++];
		mi->id = id;
		mi->function = inst_function(i);
		mi->opcode = ir_opcode_name(LLVMGetInstructionOpcode(i));
		if (ir_inst_loc(i, &file, &flen, &line)) {
			mi->file = xmalloc(flen + 1);
			memcpy(mi->file, file, flen);
			mi->file[flen] = 0;
			mi->line = line;
		} else {
			mi->file = xstrdup("?");
		}
		mi->count = model_count(&x, i);
		/* A value met on its own cycle has no outcome of its own. */
		mi->sdc = out.sdc < 0 ? 0 : out.sdc;
		mi->crash = out.crash < 0 ? 0 : out.crash;
		mi->benign = model_clamp(1 - mi->sdc - mi->crash);
		if (!is_outcome(mi->sdc, mi->crash, mi->benign)) {
			x.error = tr_error("the model computed P(SDC) %g, "
					   "P(crash) %g for #%u of '%s', which "
					   "are not probabilities (a trident "
					   "bug, or profile '%s' is corrupt)",
					   mi->sdc, mi->crash, id, m->path,
					   p->path);
			break;
		}
		if (__builtin_add_overflow(r->dynamic, mi->count,
					   &r->dynamic) ||
		    r->dynamic > (uint64_t)INT64_MAX) {
			x.error = tr_error("profile '%s': the counts of the "
					   "candidate instructions add up to "
					   "more than 2^63 - 1", p->path);
			break;
		}
	}
	free(order);
	/* In the order of the ids whatever the order asked (the sums too). */
	if (o->order != MODEL_ORDER_ID)
		qsort(r->insts, r->ninsts, sizeof(*r->insts), by_id);
	for (unsigned k = 0; !x.error && k < r->ninsts; k++) {
		ws += (double)r->insts[k].count * r->insts[k].sdc;
		wc += (double)r->insts[k].count * r->insts[k].crash;
	}
	/* After every instruction: the memo then holds what the table
	   shows, whatever the explained instruction met first. */
	if (!x.error && o->explain && model_explain(&x, stderr, o->explain))
		x.error = -1;
	if (!x.error && o->explain_top && explain_top(&x, r, o->explain_top))
		x.error = -1;
	model_ctx_release(&x);
	if (x.error) {
		model_result_release(r);
		return -1;
	}
	if (r->dynamic) {
		r->sdc = ws / (double)r->dynamic;
		r->crash = wc / (double)r->dynamic;
		r->benign = model_clamp(1 - r->sdc - r->crash);
	}
	if (!is_outcome(r->sdc, r->crash, r->benign)) {
		tr_error("the model computed a program SDC probability of %g "
			 "and crash %g, which are not probabilities (a trident "
			 "bug, or profile '%s' is corrupt)", r->sdc, r->crash,
			 p->path);
		model_result_release(r);
		return -1;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	r->seconds = (double)(t1.tv_sec - t0.tv_sec) +
		     (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	return 0;
}

double
model_sample(const struct model_result *r, unsigned n, uint64_t seed)
{
	gsl_rng *rng;
	gsl_ran_discrete_t *table;
	double *w, sum = 0;

	if (!n || !r->dynamic)
		return 0;
	w = xmalloc(r->ninsts * sizeof(*w));
	for (unsigned i = 0; i < r->ninsts; i++)
		w[i] = (double)r->insts[i].count;
	rng = gsl_rng_alloc(gsl_rng_mt19937);
	gsl_rng_set(rng, (unsigned long)seed);
	table = gsl_ran_discrete_preproc(r->ninsts, w);
	for (unsigned k = 0; k < n; k++)
		sum += r->insts[gsl_ran_discrete(rng, table)].sdc;
	gsl_ran_discrete_free(table);
	gsl_rng_free(rng);
	free(w);
	return sum / n;
}

void
model_result_release(struct model_result *r)
{
	for (unsigned i = 0; i < r->nexplained; i++) {
		free(r->explained[i].ir);
		free(r->explained[i].text);
	}
	free(r->explained);
	r->explained = NULL;
	r->nexplained = 0;
	for (unsigned i = 0; i < r->ninsts; i++) {
		free(r->insts[i].function);
		free(r->insts[i].file);
	}
	free(r->insts);
	r->insts = NULL;
	r->ninsts = 0;
}

/*
 * The model's walk recurses once per value, store and branch on its way
 * (and once per size class of an error, magnitude.c), deeper than a
 * default 8 MiB stack allows on large programs: it runs on a thread of
 * its own with MODEL_STACK bytes of stack (reserved, touched only as
 * deep as it goes).
 */
#define MODEL_STACK ((size_t)1 << 30)

struct predict_call {
	struct model_result *r;
	const struct ir_module *m;
	const struct prof_profile *p;
	const struct model_opts *o;
	int rc;
};

static void *
predict_thread(void *arg)
{
	struct predict_call *c = arg;

	c->rc = predict(c->r, c->m, c->p, c->o);
	return NULL;
}

int
model_predict(struct model_result *r, const struct ir_module *m,
	      const struct prof_profile *p, const struct model_opts *o)
{
	struct predict_call c = { r, m, p, o, -1 };
	pthread_attr_t attr;
	pthread_t t;
	int e;

	/* The model walks users in their list's order: the same one
	   whether the module came from text or from bitcode. */
	ir_uses_canonical(m);
	if (pthread_attr_init(&attr))
		return predict(r, m, p, o);
	e = pthread_attr_setstacksize(&attr, MODEL_STACK) ||
	    pthread_create(&t, &attr, predict_thread, &c);
	pthread_attr_destroy(&attr);
	if (e)
		return predict(r, m, p, o);
	pthread_join(t, NULL);
	return c.rc;
}
