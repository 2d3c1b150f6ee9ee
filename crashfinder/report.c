/*
 * report.c: what `trident llc` says (docs/llc.md): every long-latency-crash
 * location with its pattern, source line, the latencies its runs showed
 * and a site that replays one of them; what a checkpoint designer needs
 * (thesis §4.8): the value range each location took in the profiled run,
 * where a range check would turn the long-latency crash into an immediate
 * detection, and what such checks cost dynamically; the crash latencies of
 * the injected runs (how far apart checkpoints may be); the shares of
 * static and dynamic instructions that hold the locations (Table 4.2).
 * As JSON (sorted keys, 6 decimals), a table, and SARIF 2.1.0.
 */
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "crashfinder.h"

/* IR instructions a range check adds per execution: sub, icmp, br. */
#define CHECK_INSTS 3

static int
cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return x < y ? -1 : x > y;
}

/* Where an instruction is: function, file, line. */
static void
where(LLVMValueRef i, json_t *o)
{
	LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(i));
	const char *file;
	unsigned len, line;
	size_t n;

	json_object_set_new(o, "function",
			    json_string(LLVMGetValueName2(fn, &n)));
	json_object_set_new(o, "opcode", json_string(ir_opcode_name(
		LLVMGetInstructionOpcode(i))));
	if (ir_inst_loc(i, &file, &len, &line)) {
		json_object_set_new(o, "file", json_stringn(file, len));
		json_object_set_new(o, "line", json_integer(line));
	} else {
		json_object_set_new(o, "file", json_null());
		json_object_set_new(o, "line", json_integer(0));
	}
}

/* The value range of a candidate in the profiled run, for a check. */
static json_t *
range(const struct cf_candidate *c, const struct cf_cand_dyn *cd)
{
	char lo[32], hi[32];

	if (!cd->count || c->kind == CF_KIND_OTHER)
		return json_null();
	if (c->kind == CF_KIND_PTR) {
		snprintf(lo, sizeof(lo), "0x%" PRIx64, cd->umin);
		snprintf(hi, sizeof(hi), "0x%" PRIx64, cd->umax);
	} else if (c->width == 1) {
		snprintf(lo, sizeof(lo), "%" PRIu64, cd->umin & 1);
		snprintf(hi, sizeof(hi), "%" PRIu64, cd->umax & 1);
	} else {
		snprintf(lo, sizeof(lo), "%" PRId64, cd->smin);
		snprintf(hi, sizeof(hi), "%" PRId64, cd->smax);
	}
	return json_pack("{s:s, s:s, s:s}", "min", lo, "max", hi, "kind",
			 c->kind == CF_KIND_PTR ? "address" : "signed");
}

/* Per candidate: what its injections showed. */
struct tally {
	uint64_t runs, crashes, llc;
	int64_t *lat;		/* LLC latencies */
	size_t nlat;
	int first_llc;		/* index into results, -1 */
	unsigned bits_llc;	/* distinct bits (up to 64) with an LLC */
	uint64_t bitmask;
};

static json_t *
latency_summary(int64_t *lat, size_t n)
{
	if (!n)
		return json_pack("{s:i}", "count", 0);
	qsort(lat, n, sizeof(*lat), cmp_i64);
	return json_pack("{s:I, s:I, s:I, s:I}", "count", (json_int_t)n,
			 "min", (json_int_t)lat[0], "median",
			 (json_int_t)lat[(n - 1) / 2], "max",
			 (json_int_t)lat[n - 1]);
}

/* Crash latencies lat[n] (-1: unknown, left out) in decades: [0,10),
   [10,100), ... */
static json_t *
histogram(const int64_t *lat, size_t n)
{
	uint64_t dec[20] = { 0 };
	json_t *a = json_array();
	unsigned top = 0;

	for (size_t i = 0; i < n; i++) {
		unsigned d = 0;

		if (lat[i] < 0)
			continue;
		for (int64_t v = lat[i]; v >= 10 && d < 19; v /= 10)
			d++;
		dec[d]++;
		if (d + 1 > top)
			top = d + 1;
	}
	for (unsigned d = 0; d < top; d++) {
		double lo = d ? pow(10, d) : 0, hi = pow(10, d + 1);

		json_array_append_new(a, json_pack("{s:I, s:I, s:I}", "from",
			(json_int_t)lo, "below", (json_int_t)hi, "crashes",
			(json_int_t)dec[d]));
	}
	return a;
}

/* The ids of the report's locations, sorted (a uvec, the caller's). */
static struct uvec
locs_ids(const json_t *j)
{
	struct uvec v = { 0 };
	const json_t *l;
	size_t i;

	json_array_foreach(json_object_get(j, "locations"), i, l)
		uvec_push(&v, (unsigned)json_integer_value(
			json_object_get(l, "id")));
	uvec_sort(&v);
	return v;
}

/*
 * A uniform campaign's view (--campaign): the whole program's crash
 * latencies (decades and percentiles: how far apart checkpoints may be),
 * its long-latency crashes, and how many of their instructions, and of
 * their runs, the report's locations hold (an estimate of recall).
 */
static json_t *
uniform(const struct cf_report_in *in, struct uvec ids)
{
	const struct cf_uniform *u = in->uniform;
	int64_t *lat = xcalloc(u->ncrash ? u->ncrash : 1, sizeof(*lat));
	struct uvec seen = { 0 };
	uint64_t covered = 0;
	size_t n = 0, found = 0;
	json_t *o;

	for (size_t i = 0; i < u->ncrash; i++)
		if (u->crash_latency[i] >= 0)
			lat[n++] = u->crash_latency[i];
	qsort(lat, n, sizeof(*lat), cmp_i64);
	for (size_t i = 0; i < u->nllc; i++) {
		uvec_add_unique(&seen, u->llc_ids[i]);
		covered += uvec_contains(&ids, u->llc_ids[i]);
	}
	for (unsigned i = 0; i < seen.n; i++)
		found += uvec_contains(&ids, seen.v[i]);
	o = json_pack("{s:s, s:I, s:I, s:I, s:o, s:I, s:I, s:f, s:f}",
		      "campaign", u->dir, "runs", (json_int_t)u->runs,
		      "crashes", (json_int_t)u->ncrash, "llc_runs",
		      (json_int_t)u->nllc, "histogram", histogram(lat, n),
		      "llc_locations", (json_int_t)seen.n,
		      "llc_locations_reported", (json_int_t)found,
		      "recall", seen.n ? (double)found / seen.n : 1.0,
		      "llc_runs_covered", u->nllc ? (double)covered / u->nllc :
		      1.0);
	if (n)
		json_object_set_new(o, "latency", json_pack(
			"{s:I, s:I, s:I, s:I}", "p50", (json_int_t)lat[(n - 1) / 2],
			"p90", (json_int_t)lat[(n - 1) * 9 / 10], "p99",
			(json_int_t)lat[(n - 1) * 99 / 100], "max",
			(json_int_t)lat[n - 1]));
	uvec_release(&seen);
	uvec_release(&ids);
	free(lat);
	return o;
}

json_t *
cf_report_json(const struct cf_report_in *in)
{
	const struct cf_static *st = in->st;
	const struct cf_dynamic *dyn = in->dyn;
	struct tally *t = xcalloc(st->n ? st->n : 1, sizeof(*t));
	json_t *j = json_object(), *locs = json_array(), *cands = json_array();
	json_t *args = json_array(), *pat = json_object();
	int64_t *all_lat = xcalloc(in->nresults ? in->nresults : 1,
				   sizeof(*all_lat));
	int64_t *crash_lat = xcalloc(in->nresults ? in->nresults : 1,
				     sizeof(*crash_lat));
	size_t nall = 0, ncrash = 0;
	uint64_t crashes = 0, llc_runs = 0, loc_dyn = 0, cand_dyn = 0;
	uint64_t check_dyn = 0, lo, span;
	uint64_t not_injected = 0;
	unsigned nloc = 0;
	char name[64];

	for (unsigned i = 0; i < st->n; i++) {
		t[i].first_llc = -1;
		t[i].lat = NULL;
	}
	for (uint64_t r = 0; r < in->nresults; r++) {
		const struct cf_result *x = &in->results[r];
		struct tally *c = &t[in->sites[r].cand];

		if (!x->id) {
			not_injected++;
			continue;
		}
		c->runs++;
		if (!x->crash)
			continue;
		c->crashes++;
		crashes++;
		crash_lat[ncrash++] = x->latency;
		if (x->latency < 0 || (uint64_t)x->latency <= in->threshold)
			continue;
		c->llc++;
		llc_runs++;
		all_lat[nall++] = x->latency;
		c->lat = xrealloc(c->lat, (c->nlat + 1) * sizeof(*c->lat));
		c->lat[c->nlat++] = x->latency;
		if (c->first_llc < 0)
			c->first_llc = (int)r;
		if (x->bit >= 0 && x->bit < 64)
			c->bitmask |= 1ULL << x->bit;
	}
	for (unsigned k = 0; k < st->n; k++) {
		const struct cf_candidate *c = &st->c[k];
		const struct cf_cand_dyn *cd = dyn ? &dyn->cand[k] : NULL;
		json_t *o = json_object();

		json_object_set_new(o, "id", json_integer(c->id));
		json_object_set_new(o, "pattern", json_string(
			cf_pattern_name(c->pattern, name, sizeof(name))));
		json_object_set_new(o, "width", json_integer(c->width));
		json_object_set_new(o, "lanes", json_integer(c->lanes));
		where(c->inst, o);
		for (unsigned b = 0; b < 4; b++)
			if (c->pattern & (1u << b)) {
				const char *pn = cf_pattern_name(1u << b, name,
								 sizeof(name));
				json_int_t had = json_integer_value(
					json_object_get(pat, pn));

				json_object_set_new(pat, pn,
						    json_integer(had + 1));
			}
		if (cd) {
			cand_dyn += cd->count;
			json_object_set_new(o, "count",
					    json_integer((json_int_t)cd->count));
			json_object_set_new(o, "sequences", json_integer(
				(json_int_t)cd->sequences));
			json_object_set_new(o, "samples",
					    json_integer(cd->nsamples));
			json_object_set_new(o, "runs",
					    json_integer((json_int_t)t[k].runs));
			json_object_set_new(o, "crashes", json_integer(
				(json_int_t)t[k].crashes));
			json_object_set_new(o, "llc_runs",
					    json_integer((json_int_t)t[k].llc));
			json_object_set_new(o, "range", range(c, cd));
		}
		json_array_append_new(cands, json_deep_copy(o));
		if (!cd || !t[k].llc) {
			json_decref(o);
			continue;
		}
		nloc++;
		loc_dyn += cd->count;
		{
			const struct cf_site *s0 = &in->sites[t[k].first_llc];
			char site[96];
			json_t *bits = json_array();

			/* `trident inject --inst ID` counts ID's instances. */
			snprintf(site, sizeof(site), "--inst %u --site %u:%" PRIu64
				 ":%d", c->id, c->id,
				 dyn->samples[s0->sample].own, s0->bit);
			json_object_set_new(o, "replay", json_string(site));
			for (int b = 0; b < 64; b++)
				if (t[k].bitmask & (1ULL << b))
					json_array_append_new(bits,
							      json_integer(b));
			json_object_set_new(o, "llc_bits", bits);
		}
		json_object_set_new(o, "latency",
				    latency_summary(t[k].lat, t[k].nlat));
		if (cf_checkable(c, cd, &lo, &span)) {
			check_dyn += cd->count;
			json_object_set_new(o, "check_executions",
					    json_integer((json_int_t)cd->count));
		} else {
			json_object_set_new(o, "check_executions",
					    json_integer(0));
		}
		json_array_append_new(locs, o);
	}
	for (unsigned k = 0; k < st->n; k++)
		free(t[k].lat);
	free(t);

	for (unsigned i = 0; i < in->nargs; i++)
		json_array_append_new(args, json_string(in->args[i]));
	json_object_set_new(j, "module", json_string(in->module));
	json_object_set_new(j, "hash", json_string(in->hash));
	json_object_set_new(j, "args", args);
	json_object_set_new(j, "settings", json_pack(
		"{s:I, s:I, s:i, s:I}", "threshold", (json_int_t)in->threshold,
		"seed", (json_int_t)in->seed, "samples", in->max_samples,
		"budget", (json_int_t)in->budget));
	json_object_set_new(j, "program", json_pack(
		"{s:I, s:I, s:I}", "static_instructions",
		(json_int_t)st->static_insts, "fault_sites",
		(json_int_t)st->sites, "dynamic_instructions",
		(json_int_t)in->golden_insts));
	json_object_set_new(j, "static", json_pack(
		"{s:I, s:o, s:f, s:f}", "candidates", (json_int_t)st->n,
		"by_pattern", pat,
		"static_share", st->static_insts ?
		(double)st->n / st->static_insts : 0.0,
		"dynamic_share", in->golden_insts ?
		(double)cand_dyn / (double)in->golden_insts : 0.0));
	json_object_set_new(j, "candidates", cands);
	if (dyn) {
		json_object_set_new(j, "dynamic", json_pack(
			"{s:I, s:I, s:I, s:b}", "instances",
			(json_int_t)dyn->total, "calls",
			(json_int_t)dyn->calls, "samples",
			(json_int_t)dyn->nsamples,
			"truncated", dyn->truncated));
		json_object_set_new(j, "injection", json_pack(
			"{s:I, s:I, s:I, s:I}", "runs",
			(json_int_t)in->nresults, "not_injected",
			(json_int_t)not_injected, "crashes",
			(json_int_t)crashes, "llc_runs", (json_int_t)llc_runs));
		json_object_set_new(j, "latency", json_pack(
			"{s:o, s:o}", "llc", latency_summary(all_lat, nall),
			"histogram", histogram(crash_lat, ncrash)));
		json_object_set_new(j, "llc", json_pack(
			"{s:I, s:f, s:f, s:f}", "locations", (json_int_t)nloc,
			"static_share", st->static_insts ?
			(double)nloc / st->static_insts : 0.0,
			"dynamic_share", in->golden_insts ?
			(double)loc_dyn / (double)in->golden_insts : 0.0,
			"check_overhead", in->golden_insts ?
			(double)CHECK_INSTS * (double)check_dyn /
			(double)in->golden_insts : 0.0));
		json_object_set_new(j, "locations", locs);
	} else {
		json_decref(locs);
	}
	if (in->prot) {
		const struct cf_protected *p = in->prot;

		json_object_set_new(j, "protect", json_pack(
			"{s:s, s:I, s:I, s:I, s:I, s:I, s:I, s:{s:f, s:f, s:i},"
			" s:f}", "output", p->output, "checks",
			(json_int_t)p->checks, "llc_runs", (json_int_t)p->runs,
			"llc_left", (json_int_t)p->llc_left, "detected",
			(json_int_t)p->detected, "crash_short",
			(json_int_t)p->crash_short, "other",
			(json_int_t)p->other, "time_s", "original",
			p->time_original, "protected", p->time_protected,
			"runs", p->timing_runs, "overhead",
			p->time_original > 0 ? p->time_protected /
			p->time_original - 1 : 0.0));
	}
	json_object_set_new(j, "seconds", json_pack(
		"{s:f, s:f, s:f}", "static", in->seconds[0], "dynamic",
		in->seconds[1], "injection", in->seconds[2]));
	if (in->uniform)
		json_object_set_new(j, "uniform", uniform(in, locs_ids(j)));
	free(all_lat);
	free(crash_lat);
	return j;
}

static const char *
str(const json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));

	return s ? s : "?";
}

static json_int_t
num(const json_t *o, const char *k)
{
	return json_integer_value(json_object_get(o, k));
}

void
cf_report_print(FILE *out, const json_t *rep, unsigned top)
{
	const json_t *st = json_object_get(rep, "static");
	const json_t *llc = json_object_get(rep, "llc");
	const json_t *locs = json_object_get(rep, "locations");
	const json_t *inj = json_object_get(rep, "injection");
	const json_t *prog = json_object_get(rep, "program");
	size_t i;
	const json_t *l;

	fprintf(out, "%s: %lld candidates (%.2f%% of %lld static "
		"instructions)\n", str(rep, "module"),
		(long long)num(st, "candidates"),
		100 * json_real_value(json_object_get(st, "static_share")),
		(long long)num(prog, "static_instructions"));
	if (!llc)
		return;
	fprintf(out, "%lld injections: %lld crashes, %lld long-latency "
		"(more than %lld instructions)\n",
		(long long)num(inj, "runs"), (long long)num(inj, "crashes"),
		(long long)num(inj, "llc_runs"), (long long)num(
			json_object_get(rep, "settings"), "threshold"));
	fprintf(out, "%lld long-latency-crash locations: %.3f%% of static, "
		"%.3f%% of dynamic instructions; range checks on them: "
		"about %.2f%% more instructions\n",
		(long long)num(llc, "locations"),
		100 * json_real_value(json_object_get(llc, "static_share")),
		100 * json_real_value(json_object_get(llc, "dynamic_share")),
		100 * json_real_value(json_object_get(llc, "check_overhead")));
	if (json_is_object(json_object_get(rep, "uniform"))) {
		const json_t *u = json_object_get(rep, "uniform");
		const json_t *l = json_object_get(u, "latency");

		fprintf(out, "--campaign: %lld runs, %lld crashes (latency "
			"median %lld, 99%% within %lld instructions), %lld "
			"long-latency at %lld instructions, %lld of them "
			"reported here (%.1f%% of the runs)\n",
			(long long)num(u, "runs"), (long long)num(u, "crashes"),
			(long long)num(l, "p50"), (long long)num(l, "p99"),
			(long long)num(u, "llc_runs"),
			(long long)num(u, "llc_locations"),
			(long long)num(u, "llc_locations_reported"),
			100 * json_real_value(json_object_get(
				u, "llc_runs_covered")));
	}
	if (json_is_object(json_object_get(rep, "protect"))) {
		const json_t *p = json_object_get(rep, "protect");

		fprintf(out, "--protect: %lld range checks in '%s'; of the %lld "
			"long-latency-crash runs replayed, %lld detected, %lld "
			"still long-latency; run time %+.1f%%\n",
			(long long)num(p, "checks"), str(p, "output"),
			(long long)num(p, "llc_runs"),
			(long long)num(p, "detected"),
			(long long)num(p, "llc_left"), 100 * json_real_value(
				json_object_get(p, "overhead")));
	}
	if (!json_array_size(locs))
		return;
	fprintf(out, "\n%6s  %-8s %-14s %-24s %10s %12s  %s\n", "id", "pattern",
		"function", "where", "llc/runs", "latency", "range");
	json_array_foreach(locs, i, l) {
		const json_t *r = json_object_get(l, "range");
		char at[64], lr[32];

		if (top && i >= top) {
			fprintf(out, "... %zu more (the JSON has them all)\n",
				json_array_size(locs) - i);
			break;
		}
		snprintf(at, sizeof(at), "%s:%lld", str(l, "file"),
			 (long long)num(l, "line"));
		snprintf(lr, sizeof(lr), "%lld/%lld",
			 (long long)num(l, "llc_runs"), (long long)num(l, "runs"));
		fprintf(out, "%6lld  %-8s %-14.14s %-24.24s %10s %12lld  ",
			(long long)num(l, "id"), str(l, "pattern"),
			str(l, "function"), at, lr, (long long)num(
				json_object_get(l, "latency"), "median"));
		if (json_is_object(r))
			fprintf(out, "[%s, %s]\n", str(r, "min"),
				str(r, "max"));
		else
			fprintf(out, "-\n");
	}
}

json_t *
cf_report_sarif(const json_t *rep, const char *version)
{
	static const char *const rules[][2] = {
		{ "pointer", "A corrupted pointer is written to memory and "
		  "used much later" },
		{ "loop", "A corrupted loop-termination value runs a loop "
		  "past its end" },
		{ "index", "A corrupted array index or address inside a loop "
		  "writes far from where it should" },
		{ "state", "A corrupted global state variable steers the "
		  "program into memory it should not touch" },
	};
	json_t *jrules = json_array(), *results = json_array();
	const json_t *locs = json_object_get(rep, "locations"), *l;
	size_t i;

	for (unsigned r = 0; r < 4; r++) {
		char id[32];

		snprintf(id, sizeof(id), "llc-%s", rules[r][0]);
		json_array_append_new(jrules, json_pack(
			"{s:s, s:s, s:{s:s}, s:{s:s}, s:{s:s}}", "id", id,
			"name", id, "shortDescription", "text", rules[r][1],
			"fullDescription", "text", "A bit flip in this value can "
			"crash the program more than the threshold's dynamic "
			"instructions later (a long-latency crash, which can "
			"corrupt a checkpoint): thesis ch. 4.",
			"defaultConfiguration", "level", "warning"));
	}
	json_array_foreach(locs, i, l) {
		const char *p = str(l, "pattern");
		unsigned r = 0;
		char msg[512];
		const json_t *rg = json_object_get(l, "range");
		json_t *res, *loc;

		for (unsigned k = 0; k < 4; k++)
			if (strncmp(p, rules[k][0], strlen(rules[k][0])) == 0) {
				r = k;
				break;
			}
		if (json_is_object(rg))
			snprintf(msg, sizeof(msg), "Long-latency crash: %s "
				 "(%s, instruction #%lld): %lld of %lld "
				 "injections crashed after a median of %lld "
				 "instructions. A range check for [%s, %s] "
				 "(the profiled run's values) would detect it "
				 "at once.", p, str(l, "opcode"),
				 (long long)num(l, "id"),
				 (long long)num(l, "llc_runs"),
				 (long long)num(l, "runs"), (long long)num(
					json_object_get(l, "latency"), "median"),
				 str(rg, "min"), str(rg, "max"));
		else
			snprintf(msg, sizeof(msg), "Long-latency crash: %s "
				 "(%s, instruction #%lld): %lld of %lld "
				 "injections crashed after a median of %lld "
				 "instructions.", p, str(l, "opcode"),
				 (long long)num(l, "id"),
				 (long long)num(l, "llc_runs"),
				 (long long)num(l, "runs"), (long long)num(
					json_object_get(l, "latency"), "median"));
		/* A physical location only where the source is known. */
		loc = json_pack("{s:[{s:s}]}", "logicalLocations", "name",
				str(l, "function"));
		if (json_is_string(json_object_get(l, "file"))) {
			const char *file = str(l, "file");
			json_t *phys = json_pack("{s:{s:s}}", "artifactLocation",
						 "uri", file);

			/* A relative path is relative to the source root: the
			   base viewers map to a checkout (SARIF 3.4.4). */
			if (file[0] != '/')
				json_object_set_new(json_object_get(phys,
					"artifactLocation"), "uriBaseId",
					json_string("%SRCROOT%"));

			if (num(l, "line") > 0)
				json_object_set_new(phys, "region", json_pack(
					"{s:I}", "startLine", num(l, "line")));
			json_object_set_new(loc, "physicalLocation", phys);
		}
		res = json_pack("{s:s, s:i, s:s, s:{s:s}, s:[o], s:{s:I, s:s}}",
				"ruleId", json_string_value(json_object_get(
					json_array_get(jrules, r), "id")),
				"ruleIndex", r, "level", "warning", "message",
				"text", msg, "locations", loc, "properties",
				"instruction", num(l, "id"), "replay",
				str(l, "replay"));
		json_array_append_new(results, res);
	}
	return json_pack("{s:s, s:s, s:[{s:{s:{s:s, s:s, s:o}}, s:o}]}",
			 "$schema", "https://json.schemastore.org/sarif-2.1.0.json",
			 "version", "2.1.0", "runs", "tool", "driver", "name",
			 "trident", "version", version, "rules", jrules,
			 "results", results);
}

int
cf_report_write_ids(const json_t *report, const char *path)
{
	FILE *f = fopen(path, "w");
	const json_t *l;
	size_t i;
	int rc;

	if (!f)
		return -1;
	json_array_foreach(json_object_get(report, "locations"), i, l)
		fprintf(f, "%lld\n", (long long)num(l, "id"));
	rc = ferror(f) ? -1 : 0;
	return fclose(f) || rc ? -1 : 0;
}
