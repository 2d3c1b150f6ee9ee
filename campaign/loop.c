/*
 * loop.c: the campaign loop, written once for every injector. It runs
 * every run of the campaign (of its part, with --shard) that the journal
 * does not hold yet, at most --jobs at a time (the injector's submit
 * starts run k, its finish turns the ended run into a journal entry),
 * journals each run as it ends, draws the progress bar, and stops cleanly
 * on SIGINT or SIGTERM, keeping every finished run for --resume. Then it
 * reads the whole journal back and writes the summary (the injector's
 * summary and print callbacks).
 *
 * The campaign's wall time is the sum of its parts' (a part: one command
 * that ran runs of it), kept in state.json, saved at least once a second
 * while runs end, so that an interrupted or killed part still counts.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* How often the part's wall time is saved while runs end (seconds). */
#define STATE_EVERY_S 1.0

static volatile sig_atomic_t interrupted;

static void
on_interrupt(int sig)
{
	(void)sig;
	interrupted = 1;
}

int
cp_summary_save(const struct campaign_dir *d, const struct campaign_opts *o,
		const json_t *sum)
{
	char *path = campaign_dir_file(d, "summary.json");
	int rc = fi_summary_write(sum, path) ||
		 (o->output && fi_summary_write(sum, o->output)) ? -1 : 0;

	free(path);
	return rc;
}

/* Read the whole journal back, summarize, write and print. */
static int
summarize(struct campaign_dir *d, const struct campaign_opts *o,
	  const struct campaign_ops *ops, void *ctx)
{
	char *jpath = campaign_dir_file(d, "journal.jsonl");
	void *e = NULL;
	size_t n = 0, bad = 0;
	json_t *sum = NULL, *camp, *x;
	int rc = -1;

	if (fi_journal_read_with(jpath, ops->kind, true, &e, &n, &bad))
		goto out;
	camp = json_deep_copy(d->settings);
	json_object_set_new(camp, "jobs", json_integer(o->jobs));
	json_object_set_new(camp, "wall_s", json_real(cp_state_wall(d)));
	x = json_object_get(d->state, "wall_last_s");
	json_object_set_new(camp, "wall_last_s",
			    json_real(json_number_value(x)));
	x = json_object_get(d->state, "parts");
	json_object_set_new(camp, "parts", json_integer(json_integer_value(x)));
	sum = ops->summary(ctx, e, n, camp);
	json_object_set_new(sum, "campaign", camp);
	json_object_set_new(sum, "bad_lines", json_integer((json_int_t)bad));
	if (cp_summary_save(d, o, sum))
		goto out;
	if (!o->quiet)
		ops->print(ctx, stdout, sum);
	rc = 0;
out:
	json_decref(sum);
	free(e);
	free(jpath);
	return rc;
}

/* Runs of d already journaled: done[] for the runs of the campaign (of
   o's part of it). */
static int
journaled(struct campaign_dir *d, const struct campaign_opts *o,
	  const struct campaign_ops *ops, const char *path, bool *done,
	  uint64_t *ndone)
{
	void *old = NULL;
	size_t nold = 0;

	*ndone = 0;
	if (fi_journal_read_with(path, ops->kind, false, &old, &nold, NULL))
		return -1;
	for (size_t i = 0; i < nold; i++) {
		const struct fi_entry *e = (const void *)((const char *)old +
							  i * ops->kind->size);

		if (e->index < d->runs && !done[e->index] &&
		    campaign_shard_owns(o, e->index)) {
			done[e->index] = true;
			(*ndone)++;
		}
	}
	free(old);
	return 0;
}

int
campaign_run(struct campaign_dir *d, const struct campaign_opts *o,
	     const struct campaign_ops *ops, void *ctx)
{
	char *path = campaign_dir_file(d, "journal.jsonl");
	bool *done = xcalloc(d->runs, sizeof(*done));
	void *entry = xmalloc(ops->kind->size);
	struct fi_journal j = { .fd = -1 };
	struct fi_pool *pool = NULL;
	struct fi_progress prog;
	struct sigaction sa = { .sa_handler = on_interrupt }, old_int, old_term;
	uint64_t next = 0, ndone = 0, parts, mine = campaign_shard_runs(o,
									 d->runs);
	double before = cp_state_wall(d), start, saved, last = 0;
	bool todo;
	int rc = -1;

	parts = (uint64_t)json_integer_value(json_object_get(d->state,
							     "parts"));
	if (journaled(d, o, ops, path, done, &ndone) ||
	    fi_journal_open(&j, path, ops->kind, true)) {
		free(done);
		free(entry);
		free(path);
		return -1;
	}
	todo = ndone < mine;
	parts += todo;
	interrupted = 0;
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
	pool = fi_pool_new(o->jobs);
	fi_progress_init(&prog, mine, ndone);
	start = saved = fi_now();
	while (!interrupted) {
		struct fi_run_result res = { 0 };
		uint64_t k;
		bool ok;

		while (fi_pool_active(pool) < o->jobs && next < d->runs &&
		       !interrupted) {
			if (done[next] || !campaign_shard_owns(o, next)) {
				next++;
				continue;
			}
			if (ops->submit(ctx, pool, next++))
				goto out;
		}
		if (!fi_pool_active(pool))
			break;
		if (fi_pool_wait(pool, &res, &k))
			goto out;
		memset(entry, 0, ops->kind->size);
		ok = ops->finish(ctx, &res, k, entry) == 0;
		fi_run_release(&res);
		if (!ok || fi_journal_append(&j, entry))
			goto out;
		fi_progress_step(&prog);
		if (fi_now() - saved >= STATE_EVERY_S) {
			saved = fi_now();
			if (cp_state_save(d, before + saved - start, parts,
					  saved - start))
				goto out;
		}
	}
	fi_progress_end(&prog);
	last = fi_now() - start;
	if (todo && cp_state_save(d, before + last, parts, last))
		goto out;
	if (interrupted) {
		tr_error("interrupted; the journal in '%s' keeps every finished "
			 "run: continue with --resume", d->path);
		goto out;
	}
	fi_pool_free(pool);
	pool = NULL;
	fi_journal_close(&j);
	rc = summarize(d, o, ops, ctx);
out:
	if (rc && todo && !last)
		cp_state_save(d, before + fi_now() - start, parts,
			      fi_now() - start);
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	fi_pool_free(pool);
	fi_journal_close(&j);
	free(entry);
	free(done);
	free(path);
	return rc;
}
