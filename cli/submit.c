/*
 * submit.c: --slurm, the campaign commands' way to run a campaign as a
 * Slurm job array (slurm/slurm.h; docs/slurm.md). The command line of
 * one part is the command's own, as the option parser read it, without
 * what places the campaign (its directory, --resume, --force, --shard,
 * -o, --jobs and the Slurm options): the array script adds its part's.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analysis.h"
#include "campaign.h"
#include "cli.h"
#include "slurm.h"

/* The options a part's command line gets from the array script. */
static const char *const placed[] = {
	"slurm", "array", "partition", "sbatch", "dir", "resume", "force",
	"shard", "output", "jobs", NULL,
};

static bool
is_placed(const char *word)
{
	size_t len;

	if (strncmp(word, "--", 2))
		return false;
	word += 2;
	len = strcspn(word, "=");
	for (size_t i = 0; placed[i]; i++)
		if (strlen(placed[i]) == len && !strncmp(placed[i], word, len))
			return true;
	return false;
}

char *
cli_self_path(void)
{
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);

	if (n < 0) {
		tr_error("cannot find trident's own path (/proc/self/exe)");
		return NULL;
	}
	exe[n] = '\0';
	return xstrdup(exe);
}

void
cli_slurm_words(const struct opt_result *r, struct strv *head)
{
	for (unsigned i = 0; i < r->words.n; i++)
		if (!is_placed(r->words.v[i]))
			strv_push(head, r->words.v[i]);
}

void
cli_slurm_fill(const struct cli_slurm *s, const struct campaign_opts *o,
	       const struct opt_result *r, struct slurm_array *a)
{
	a->dir = o->dir;
	a->parts = s->parts;
	/* -j: a task's parallel runs and the CPUs it asks for; else 1. */
	a->cpus = 1;
	for (unsigned i = 0; i < r->words.n; i++)
		if (!strncmp(r->words.v[i], "--jobs=", 7))
			a->cpus = o->jobs;
	a->partition = s->partition;
	a->sbatch = s->sbatch.v;
	a->resume = o->resume;
	a->force = o->force;
}
