/*
 * merge.c: sharded campaigns (docs/campaign.md, "Sharded campaigns").
 *
 * A campaign outgrows one machine long before it outgrows its seed: run
 * k's draw depends on the seed and k alone (sample.c), so the runs of one
 * campaign can be dealt out to N machines, part K taking the runs k with
 * k % N == K - 1, each part in a directory of its own (with its own
 * golden runs, lock, journal and summary). Dealing by residue rather than
 * by ranges keeps a part's runs in that part when the campaign is
 * extended to more runs, and spreads slow and fast regions of the draw
 * evenly.
 *
 * campaign_merge puts the parts back together. It believes nothing it has
 * not checked: the parts must hold one campaign's settings and golden
 * facts (a part whose golden run counted other fault sites drew other
 * runs), each part once, all of them, and each part's journal exactly its
 * runs. The merged directory is then the one-machine campaign of that
 * seed: its journal in run order, its summary built from it the way the
 * campaign loop builds one, the parts' wall times summed.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

int
campaign_shard_parse(const char *s, unsigned *k, unsigned *n)
{
	size_t da = s ? strspn(s, "0123456789") : 0;
	size_t db = da ? strspn(s + da + 1, "0123456789") : 0;
	unsigned long a = 0, b = 0;

	/* Digits, a slash, digits: no sign, space or overflow to wrap. */
	if (da && da <= 6 && s[da] == '/' && db && db <= 6 && !s[da + 1 + db]) {
		a = strtoul(s, NULL, 10);
		b = strtoul(s + da + 1, NULL, 10);
	}
	if (!a || a > b || b > CAMPAIGN_MAX_SHARDS)
		return tr_error("expected K/N, a part K of N (1 <= K <= N <= "
				"%u)", CAMPAIGN_MAX_SHARDS);
	*k = (unsigned)a;
	*n = (unsigned)b;
	return 0;
}

bool
campaign_shard_owns(const struct campaign_opts *o, uint64_t k)
{
	return !o->shards || k % o->shards == o->shard - 1;
}

uint64_t
campaign_shard_runs(const struct campaign_opts *o, uint64_t runs)
{
	if (!o->shards)
		return runs;
	return runs / o->shards + (o->shard - 1 < runs % o->shards);
}

/* One part as read from its directory. */
struct part {
	const char *dir;
	json_t *settings;	/* campaign.json */
	json_t *state;		/* state.json */
	json_t *summary;	/* summary.json, NULL if it has none */
	struct campaign_opts shard;	/* its shard and shards */
	void *entries;
	size_t n, bad;
};

/* DIR/name of a part, a new string. */
static char *
part_file(const struct part *p, const char *name)
{
	return xpathjoin(p->dir, name);
}

/* A JSON object file of a part; NULL (and an error) if it is not one. */
static json_t *
load_object(const struct part *p, const char *name, const char *missing)
{
	char *path = part_file(p, name);
	json_error_t err;
	json_t *o = json_load_file(path, 0, &err);

	if (!json_is_object(o)) {
		if (!o && access(path, F_OK))
			tr_error("'%s' has no %s: %s", p->dir, name, missing);
		else
			tr_error("'%s': %s", path, o ? "not a JSON object" :
				 tr_one_line(err.text));
		json_decref(o);
		o = NULL;
	}
	free(path);
	return o;
}

/* A GPU campaign's settings name its program (docs/campaign.md). */
static const struct fi_journal_kind *
kind_of(const json_t *settings)
{
	return json_object_get(settings, "program") ? &fi_journal_gpu :
	       &fi_journal_cpu;
}

static int
part_read(struct part *p)
{
	const json_t *shard;
	char *journal = NULL;
	int rc = -1;

	p->settings = load_object(p, "campaign.json", "not a campaign directory");
	if (!p->settings)
		goto out;
	shard = json_object_get(p->settings, "shard");
	if (!shard) {
		tr_error("'%s' is not a part of a sharded campaign (its "
			 "campaign.json has no \"shard\": run parts with "
			 "--shard K/N)", p->dir);
		goto out;
	}
	if (campaign_shard_parse(json_string_value(shard), &p->shard.shard,
				 &p->shard.shards)) {
		tr_error("'%s/campaign.json': bad \"shard\": %s", p->dir,
			 tr_errmsg());
		goto out;
	}
	p->state = load_object(p, "state.json", "the part never ran");
	if (!p->state)
		goto out;
	if (!json_is_object(json_object_get(p->state, "golden"))) {
		tr_error("'%s/state.json' has no golden run: the part never "
			 "ran", p->dir);
		goto out;
	}
	journal = part_file(p, "journal.jsonl");
	/* Lines it cannot read are counted (the part is then unfinished,
	   or they repeated a run), not each named. */
	if (fi_journal_read_with(journal, kind_of(p->settings), false,
				 &p->entries, &p->n, &p->bad))
		goto out;
	/* The summary only lends its timeout and jobs: optional. */
	p->summary = load_object(p, "summary.json", "");
	rc = 0;
out:
	free(journal);
	return rc;
}

static void
part_release(struct part *p)
{
	json_decref(p->settings);
	json_decref(p->state);
	json_decref(p->summary);
	free(p->entries);
}

/* What must be equal in two parts: the settings but their shard. */
static json_t *
comparable(const json_t *settings)
{
	json_t *c = json_deep_copy(settings);

	json_object_del(c, "shard");
	/* What the GPU instrumentation did follows from the module and the
	   filters (not compared on --resume either). */
	json_object_del(c, "instrumented");
	return c;
}

/* A part's golden facts but their time. */
static json_t *
golden_facts(const struct part *p)
{
	json_t *g = json_deep_copy(json_object_get(p->state, "golden"));

	json_object_del(g, "time_s");
	return g;
}

/* The keys of a that differ in b, then those of b that a lacks. */
static char *
differs(const json_t *a, const json_t *b, const char *who)
{
	char *d = campaign_json_diff(a, b, who, NULL);

	return d ? d : campaign_json_diff(b, a, "first part", NULL);
}

/* Whether part p (of the same campaign as ref) belongs with it. */
static int
same_campaign(const struct part *ref, const struct part *p)
{
	json_t *a = comparable(ref->settings), *b = comparable(p->settings);
	json_t *ga = golden_facts(ref), *gb = golden_facts(p);
	char *d = NULL, who[PATH_MAX + 8];
	int rc = -1;

	snprintf(who, sizeof(who), "'%s'", p->dir);
	if (p->shard.shards != ref->shard.shards) {
		tr_error("'%s' is part %u/%u and '%s' part %u/%u: not parts of "
			 "one split", p->dir, p->shard.shard, p->shard.shards,
			 ref->dir, ref->shard.shard, ref->shard.shards);
		goto out;
	}
	d = differs(a, b, who);
	if (d) {
		tr_error("'%s' is not a part of the campaign of '%s': %s",
			 p->dir, ref->dir, d);
		goto out;
	}
	d = differs(ga, gb, who);
	if (d) {
		tr_error("'%s' drew its runs from another golden run than "
			 "'%s' (%s in state.json): the program behaves "
			 "differently there", p->dir, ref->dir, d);
		goto out;
	}
	rc = 0;
out:
	free(d);
	json_decref(a);
	json_decref(b);
	json_decref(ga);
	json_decref(gb);
	return rc;
}

/* Every part K of N once; the first missing or repeated one is named. */
static int
parts_complete(const struct part *parts, size_t n)
{
	unsigned shards = parts[0].shard.shards;
	size_t *seen = xcalloc(shards + 1, sizeof(*seen));
	int rc = -1;

	for (size_t i = 0; i < n; i++) {
		unsigned k = parts[i].shard.shard;

		if (seen[k]) {
			tr_error("part %u/%u given twice: '%s' and '%s'", k,
				 shards, parts[seen[k] - 1].dir, parts[i].dir);
			goto out;
		}
		seen[k] = i + 1;
	}
	for (unsigned k = 1; k <= shards; k++)
		if (!seen[k]) {
			tr_error("part %u/%u is missing (%zu of %u parts "
				 "given)", k, shards, n, shards);
			goto out;
		}
	rc = 0;
out:
	free(seen);
	return rc;
}

static const struct fi_entry *
entry_at(const void *entries, size_t size, size_t i)
{
	return (const void *)((const char *)entries + i * size);
}

/* A part's journal holds exactly its runs (the reader dropped repeats). */
static int
part_runs(const struct part *p, uint64_t runs, size_t size)
{
	uint64_t want = campaign_shard_runs(&p->shard, runs);

	for (size_t i = 0; i < p->n; i++) {
		uint64_t k = entry_at(p->entries, size, i)->index;

		if (k >= runs || !campaign_shard_owns(&p->shard, k))
			return tr_error("'%s/journal.jsonl' holds run %llu, "
					"which is not part %u/%u's", p->dir,
					(unsigned long long)k, p->shard.shard,
					p->shard.shards);
	}
	if (p->n < want)
		return tr_error("'%s' is unfinished: %zu of its %llu runs "
				"journaled%s (continue it with --resume "
				"--shard %u/%u)", p->dir, p->n,
				(unsigned long long)want, p->bad ?
				", and lines it cannot read" : "",
				p->shard.shard, p->shard.shards);
	return 0;
}

static int
by_index(const void *a, const void *b)
{
	uint64_t x = ((const struct fi_entry *)a)->index;
	uint64_t y = ((const struct fi_entry *)b)->index;

	return x < y ? -1 : x > y;
}

/* Copy a part's sites table into the merged directory, if it has one. */
static int
copy_sites(const struct part *p, const struct campaign_dir *d)
{
	char *from = part_file(p, "sites.txt"), *to = NULL, *text = NULL;
	size_t len = 0;
	FILE *in = fopen(from, "r"), *out = NULL;
	int rc = -1;

	if (!in) {
		rc = errno == ENOENT ? 0 :
		     tr_error("cannot read '%s': %s", from, strerror(errno));
		goto out;
	}
	to = campaign_dir_file(d, "sites.txt");
	text = xmalloc(1 << 16);
	out = fopen(to, "w");
	if (!out) {
		tr_error("cannot write '%s': %s", to, strerror(errno));
		goto out;
	}
	while ((len = fread(text, 1, 1 << 16, in)) > 0)
		if (fwrite(text, 1, len, out) != len)
			break;
	len = ferror(in) || ferror(out);
	if (fclose(out) || len) {
		out = NULL;
		tr_error("cannot copy '%s' to '%s'", from, to);
		goto out;
	}
	out = NULL;
	rc = 0;
out:
	if (in)
		fclose(in);
	if (out)
		fclose(out);
	free(text);
	free(from);
	free(to);
	return rc;
}

/* Every part's runs, in run order, as the merged journal. */
static int
write_journal(const struct campaign_dir *d, const struct part *parts,
	      size_t n, const struct fi_journal_kind *kind, void **all,
	      size_t *nall)
{
	char *path = campaign_dir_file(d, "journal.jsonl");
	struct fi_journal j = { .fd = -1 };
	size_t total = 0, at = 0;
	int rc = -1;

	for (size_t i = 0; i < n; i++)
		total += parts[i].n;
	*all = xmalloc((total ? total : 1) * kind->size);
	for (size_t i = 0; i < n; i++) {
		memcpy((char *)*all + at * kind->size, parts[i].entries,
		       parts[i].n * kind->size);
		at += parts[i].n;
	}
	qsort(*all, total, kind->size, by_index);
	*nall = total;
	if (fi_journal_open(&j, path, kind, false))
		goto out;
	for (size_t i = 0; i < total; i++)
		if (fi_journal_append(&j, (char *)*all + i * kind->size))
			goto out;
	rc = 0;
out:
	fi_journal_close(&j);
	free(path);
	return rc;
}

/* A number of a part's summary's "campaign" or of its state, 0 if it
   has none or a negative one. */
static double
part_camp(const struct part *p, const char *key)
{
	double x = json_number_value(json_object_get(
		json_object_get(p->summary, "campaign"), key));

	return x > 0 ? x : 0;
}

static json_int_t
part_count(const json_t *o, const char *key)
{
	json_int_t x = json_integer_value(json_object_get(o, key));

	return x > 0 && x < INT32_MAX ? x : 0;
}

/*
 * state.json and the summary's "campaign" of the merged campaign: the
 * parts' wall times and parts summed, the longest part's wall time as the
 * last (the parts ran side by side), their jobs summed, the longest
 * timeout, the first part's golden facts.
 */
static json_t *
merged_campaign(struct campaign_dir *d, const struct part *parts, size_t n)
{
	json_t *camp = json_deep_copy(d->settings), *golden;
	double wall = 0, longest = 0, timeout = 0;
	json_int_t nparts = 0, jobs = 0;

	for (size_t i = 0; i < n; i++) {
		double w = json_number_value(json_object_get(parts[i].state,
							     "wall_s"));

		w = w > 0 ? w : 0;
		wall += w;
		longest = w > longest ? w : longest;
		nparts += part_count(parts[i].state, "parts");
		jobs += part_count(json_object_get(parts[i].summary,
						   "campaign"), "jobs");
		if (part_camp(&parts[i], "timeout_s") > timeout)
			timeout = part_camp(&parts[i], "timeout_s");
	}
	golden = json_deep_copy(json_object_get(parts[0].state, "golden"));
	if (campaign_dir_set_golden(d, json_deep_copy(golden)) ||
	    cp_state_save(d, wall, (uint64_t)nparts, longest)) {
		json_decref(golden);
		json_decref(camp);
		return NULL;
	}
	/* The GPU's per-launch counts are the draws' state, not a fact the
	   summary reports. */
	json_object_del(golden, "counts");
	json_object_set_new(camp, "golden", golden);
	json_object_set_new(camp, "wall_s", json_real(wall));
	json_object_set_new(camp, "wall_last_s", json_real(longest));
	json_object_set_new(camp, "parts", json_integer(nparts));
	json_object_set_new(camp, "jobs", json_integer(jobs));
	json_object_set_new(camp, "timeout_s", json_real(timeout));
	return camp;
}

/* The summary of the merged runs, as the injector's campaign builds it. */
static json_t *
merged_summary(const struct part *parts, size_t n, const void *all,
	       size_t nall, const struct fi_sites *sites, json_t *camp)
{
	json_t *sum;
	size_t bad = 0;

	if (kind_of(camp) == &fi_journal_gpu) {
		const struct gpu_entry *e = all;

		json_object_set_new(camp, "mean_run_s",
				    json_real(gpu_mean_run_s(e, nall)));
		sum = gpu_summary_build(e, nall, sites, json_is_true(
			json_object_get(camp, "memory")));
	} else {
		sum = fi_summary_build(all, nall, sites);
	}
	for (size_t i = 0; i < n; i++)
		bad += parts[i].bad;
	json_object_set_new(sum, "campaign", camp);
	json_object_set_new(sum, "bad_lines", json_integer((json_int_t)bad));
	return sum;
}

/* The output directory is none of the parts (--force would delete it). */
static int
not_a_part(const struct campaign_opts *o, const struct part *parts, size_t n)
{
	char *out = realpath(o->dir, NULL);
	int rc = 0;

	for (size_t i = 0; out && i < n && !rc; i++) {
		char *p = realpath(parts[i].dir, NULL);

		if (p && !strcmp(p, out))
			rc = tr_error("the merged campaign's directory '%s' is "
				      "one of the parts", o->dir);
		free(p);
	}
	free(out);
	return rc;
}

int
campaign_merge(char *const *dirs, size_t n, const struct campaign_opts *o)
{
	struct part *parts = xcalloc(n ? n : 1, sizeof(*parts));
	struct campaign_opts mo = *o;
	struct campaign_dir d = { .lock_fd = -1 };
	const struct fi_journal_kind *kind;
	struct fi_sites sites = { 0 };
	void *all = NULL;
	size_t nall = 0;
	json_t *sum = NULL, *camp;
	char *spath = NULL;
	uint64_t runs;
	int rc = -1;

	if (!n) {
		tr_error("no parts to merge");
		goto out;
	}
	for (size_t i = 0; i < n; i++) {
		parts[i].dir = dirs[i];
		if (part_read(&parts[i]))
			goto out;
	}
	for (size_t i = 1; i < n; i++)
		if (same_campaign(&parts[0], &parts[i]))
			goto out;
	if (parts_complete(parts, n))
		goto out;
	kind = kind_of(parts[0].settings);
	runs = (uint64_t)json_integer_value(json_object_get(parts[0].settings,
							    "runs"));
	for (size_t i = 0; i < n; i++)
		if (part_runs(&parts[i], runs, kind->size))
			goto out;
	if (not_a_part(o, parts, n))
		goto out;
	/* The merged directory takes a new campaign of all the runs. */
	mo.runs = runs;
	mo.resume = false;
	mo.whole = true;
	mo.shards = mo.shard = 0;
	if (campaign_dir_open(&d, &mo) ||
	    campaign_dir_claim(&d, &mo, json_deep_copy(parts[0].settings)) ||
	    copy_sites(&parts[0], &d) ||
	    write_journal(&d, parts, n, kind, &all, &nall))
		goto out;
	spath = campaign_dir_file(&d, "sites.txt");
	if (fi_sites_read(access(spath, F_OK) ? NULL : spath, &sites))
		goto out;
	camp = merged_campaign(&d, parts, n);
	if (!camp)
		goto out;
	sum = merged_summary(parts, n, all, nall, &sites, camp);
	if (cp_summary_save(&d, o, sum))
		goto out;
	if (!o->quiet)
		(kind == &fi_journal_gpu ? gpu_summary_print :
		 fi_summary_print)(stdout, sum, o->top);
	rc = 0;
out:
	json_decref(sum);
	fi_sites_release(&sites);
	free(spath);
	free(all);
	campaign_dir_close(&d);
	for (size_t i = 0; i < n; i++)
		part_release(&parts[i]);
	free(parts);
	return rc;
}
