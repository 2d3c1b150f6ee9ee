/*
 * profcheck.c: the profile as the model will see it, for the tests of
 * `trident profile` (run.sh): load MODULE, give it ids, and load PROFILE
 * through prof_load with the module's hash, then print what the accessors
 * give, one fact per line:
 *
 *   candidates N        sum of the counts of the candidate instructions
 *                       (ir_is_candidate): the fault injector's golden count
 *   count ID N          every instruction with a count
 *   branch ID N0 N1 ... every conditional br and switch, successor order
 *   prob ID K P         the probability of each successor, %.6f
 *   call ID CALLEE N    every call site (CALLEE "-" when indirect)
 *   value ID OP SAMPLES EXECUTIONS C/F ...
 *                       every value profile: per operand, the flips that
 *                       changed the result over those tried ("-": constant)
 *   sens ID K S         prof_sensitivity of each flipped operand, %.6f
 *   margins ID BIN:N ... the sampled margins of a compare or min/max: each
 *                       bin that is not 0 and its count
 *   below ID K F        prof_margin_below for K = 1, 2, 4 (%.6f)
 *   mags ID N:MEAN x4   the magnitudes of operands 0..2 and the result
 *                       (MEAN %.6f, "-" when N is 0), when any has some
 *   compare ID PRED TYPE N TRUE FALSE MEAN0 MEAN1
 *                       every compare's statistics (means %.10g, or "-")
 *   shift ID N MEAN     every shift's mean amount (%.10g, or "-")
 *   pair S L N          every memory pair (prof_mem_pairs)
 *   loads S L...        prof_mem_loads_of every store with pairs
 *   stores L S...       prof_mem_stores_of every load with pairs
 *   mstore ID EXECUTIONS GRANULES DEAD DEAD_FRACTION LOADS_PER_WRITE
 *                       every store's statistics (%.6f)
 *   access ID KIND EXECUTIONS SAMPLES CRASH REFERENCE
 *                       every memory access (prof_mem_crash, the
 *                       reference's rate; %.6f, or "-" if never sampled)
 *   output ID CALLEE COUNT CONV...
 *                       every output call site; CONV is the conversion
 *                       character, then ".N", ".*" or nothing; "?" for
 *                       a format that is not constant
 *   omag ID K N MEAN    the magnitude of output conversion K (%.6f, or
 *                       "-" when N is 0), where the profile has one
 *
 * A profile that prof_load refuses gives its message and exit status 1.
 * usage: profcheck MODULE PROFILE
 */
#include <stdio.h>
#include <stdlib.h>

#include "analysis.h"
#include "profiler.h"

/* The margins, below and mags lines of a value site (issue 15). */
static void
print_margins(const struct prof_value *v)
{
	if (v->has_margins) {
		printf("margins %u", v->id);
		for (unsigned k = 0; k < PROF_MARGIN_BINS; k++)
			if (v->margin[k])
				printf(" %u:%llu", k,
				       (unsigned long long)v->margin[k]);
		putchar('\n');
		for (int k = 1; k <= 4; k *= 2)
			printf("below %u %d %.6f\n", v->id, k,
			       prof_margin_below(v, k));
	}
	if (!(v->mag_n[0] | v->mag_n[1] | v->mag_n[2] | v->mag_n[3]))
		return;
	printf("mags %u", v->id);
	for (unsigned k = 0; k < 4; k++)
		if (v->mag_n[k])
			printf(" %llu:%.6f", (unsigned long long)v->mag_n[k],
			       v->mag_mean[k]);
		else
			printf(" 0:-");
	putchar('\n');
}

/* The value, compare and shift lines of instruction id. */
static void
print_values(const struct prof_profile *p, unsigned id)
{
	const struct prof_value *v = prof_value_find(p, id);
	const struct prof_compare *c = prof_compare_find(p, id);
	double s;

	if (v) {
		printf("value %u %s %llu %llu", id, v->op,
		       (unsigned long long)v->samples,
		       (unsigned long long)v->executions);
		for (unsigned k = 0; k < v->nops; k++)
			if (v->ops[k].flipped)
				printf(" %llu/%llu",
				       (unsigned long long)v->ops[k].changed,
				       (unsigned long long)v->ops[k].flips);
			else
				printf(" -");
		putchar('\n');
		for (unsigned k = 0; k < v->nops; k++)
			if (prof_sensitivity(p, id, k, &s))
				printf("sens %u %u %.6f\n", id, k, s);
		print_margins(v);
	}
	if (c) {
		printf("compare %u %s %s %llu %llu %llu", id, c->predicate,
		       c->type, (unsigned long long)c->n,
		       (unsigned long long)c->ntrue,
		       (unsigned long long)c->nfalse);
		if (c->has_mean)
			printf(" %.10g %.10g\n", c->mean[0], c->mean[1]);
		else
			printf(" - -\n");
	}
	for (unsigned k = 0; k < p->nshifts; k++)
		if (p->shifts[k].id == id) {
			printf("shift %u %llu", id,
			       (unsigned long long)p->shifts[k].n);
			if (prof_shift_mean(p, id, &s))
				printf(" %.10g\n", s);
			else
				printf(" -\n");
		}
}

/* The memory and output lines of instruction id. */
static void
print_memory(const struct prof_profile *p, unsigned id)
{
	const struct prof_mem_store *st = prof_mem_store_find(p, id);
	const struct prof_mem_access *a = prof_mem_access_find(p, id);
	const struct prof_output *o = prof_output_find(p, id);
	const struct prof_mem_pair *r;
	size_t n;
	double c;

	if ((r = prof_mem_loads_of(p, id, &n))) {
		printf("loads %u", id);
		for (size_t k = 0; k < n; k++)
			printf(" %u", r[k].load);
		putchar('\n');
	}
	if ((r = prof_mem_stores_of(p, id, &n))) {
		printf("stores %u", id);
		for (size_t k = 0; k < n; k++)
			printf(" %u", r[k].store);
		putchar('\n');
	}
	if (st)
		printf("mstore %u %llu %llu %llu %.6f %.6f\n", id,
		       (unsigned long long)st->executions,
		       (unsigned long long)st->granules,
		       (unsigned long long)st->dead, st->dead_fraction,
		       st->loads_per_write);
	if (st && st->unread_known)
		printf("unread %u %llu %.6f\n", id,
		       (unsigned long long)st->unread, st->read_share);
	if (a) {
		printf("access %u %s %llu %llu", id, a->kind,
		       (unsigned long long)a->executions,
		       (unsigned long long)a->samples);
		if (prof_mem_crash(p, id, &c))
			printf(" %.6f %.6f\n", c, a->reference_crash);
		else
			printf(" - -\n");
	}
	if (o) {
		printf("output %u %s %llu", id, o->callee,
		       (unsigned long long)o->count);
		if (o->nconv < 0)
			printf(" ?");
		for (int k = 0; k < o->nconv; k++) {
			printf(" %c", o->conv[k].type);
			if (o->conv[k].precision >= 0)
				printf(".%d", o->conv[k].precision);
			else if (o->conv[k].precision == PROF_PREC_DYNAMIC)
				printf(".*");
		}
		putchar('\n');
		for (int k = 0; k < o->nconv; k++) {
			if (!o->conv[k].has_mag)
				continue;
			printf("omag %u %d %llu", id, k,
			       (unsigned long long)o->conv[k].mag_n);
			if (o->conv[k].mag_n)
				printf(" %.6f\n", o->conv[k].mag_mean);
			else
				printf(" -\n");
		}
	}
}

int
main(int argc, char **argv)
{
	struct ir_module m;
	struct prof_profile p;
	char hash[17];
	uint64_t sum = 0, n;

	if (argc != 3) {
		fputs("usage: profcheck MODULE PROFILE\n", stderr);
		return 2;
	}
	if (ir_module_load(&m, argv[1])) {
		fprintf(stderr, "profcheck: %s\n", tr_errmsg());
		return 1;
	}
	ir_ids_assign(&m);
	if (ir_module_hash(&m, hash) || prof_load(&p, argv[2], hash)) {
		fprintf(stderr, "profcheck: %s\n", tr_errmsg());
		ir_module_release(&m);
		return 1;
	}
	for (LLVMValueRef fn = LLVMGetFirstFunction(m.mod); fn;
	     fn = LLVMGetNextFunction(fn))
		for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
		     bb = LLVMGetNextBasicBlock(bb))
			for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
			     i = LLVMGetNextInstruction(i))
				if (ir_is_candidate(i) &&
				    prof_count(&p, ir_inst_id(&m, i), &n))
					sum += n;
	printf("candidates %llu\n", (unsigned long long)sum);
	{
		size_t np;
		const struct prof_mem_pair *pr = prof_mem_pairs(&p, &np);

		for (size_t k = 0; k < np; k++)
			printf("pair %u %u %llu\n", pr[k].store, pr[k].load,
			       (unsigned long long)pr[k].count);
		print_memory(&p, 0);
	}
	for (unsigned id = 1; id <= m.max_id; id++) {
		const struct prof_branch *b = prof_branch_find(&p, id);
		const struct prof_call *c = prof_call_find(&p, id);

		if (prof_count(&p, id, &n))
			printf("count %u %llu\n", id, (unsigned long long)n);
		if (b) {
			printf("branch %u", id);
			for (unsigned k = 0; k < b->nsucc; k++)
				printf(" %llu", (unsigned long long)b->succ[k]);
			putchar('\n');
			for (unsigned k = 0; k < b->nsucc; k++)
				printf("prob %u %u %.6f\n", id, k,
				       prof_branch_prob(b, k));
		}
		if (c)
			printf("call %u %s %llu\n", id,
			       c->callee ? c->callee : "-",
			       (unsigned long long)c->count);
		print_values(&p, id);
		print_memory(&p, id);
	}
	prof_release(&p);
	ir_module_release(&m);
	return 0;
}
