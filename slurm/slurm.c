/*
 * slurm.c: a campaign as a Slurm job array and a dependent merge job
 * (slurm.h; docs/slurm.md). It writes two sbatch scripts into DIR/slurm,
 * submits them with `sbatch --parsable` and records the job ids.
 */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <jansson.h>

#include "campaign.h"
#include "slurm.h"

extern char **environ;

/* w as one shell word: single-quoted, a quote as '\''. */
static void
put_word(FILE *f, const char *w)
{
	fputc('\'', f);
	for (; *w; w++)
		if (*w == '\'')
			fputs("'\\''", f);
		else
			fputc(*w, f);
	fputc('\'', f);
}

static void
put_words(FILE *f, char *const *v)
{
	for (size_t i = 0; v && v[i]; i++) {
		fputc(' ', f);
		put_word(f, v[i]);
	}
}

/* An sbatch option for a "#SBATCH" line: one line, an option. */
static int
check_option(const char *opt)
{
	if (opt[0] != '-' || strpbrk(opt, "\n\r"))
		return tr_error("--sbatch '%s': expected one sbatch option, "
				"such as --time=1:00:00", opt);
	return 0;
}

/* The #SBATCH lines both jobs share: name, directory, partition, extras. */
static void
put_header(FILE *f, const struct slurm_array *a, const char *dir,
	   const char *name, const char *log)
{
	char *cwd = getcwd(NULL, 0);

	fputs("#!/bin/sh\n", f);
	fprintf(f, "#SBATCH --job-name=%s\n", name);
	/* Relative paths of the command line are the submitter's. */
	if (cwd)
		fprintf(f, "#SBATCH --chdir=%s\n", cwd);
	fprintf(f, "#SBATCH --output=%s/slurm/%s\n", dir, log);
	if (a->partition)
		fprintf(f, "#SBATCH --partition=%s\n", a->partition);
	for (size_t i = 0; a->sbatch && a->sbatch[i]; i++)
		fprintf(f, "#SBATCH %s\n", a->sbatch[i]);
	free(cwd);
}

static int
write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	bool bad;

	if (!f)
		return tr_error("cannot write '%s': %s", path, strerror(errno));
	bad = fputs(text, f) < 0;
	if (fclose(f) || bad || chmod(path, 0755))
		return tr_error("cannot write '%s': %s", path, strerror(errno));
	return 0;
}

/* DIR/slurm/array.sh: task K runs part K into DIR/part-K. */
static int
write_array(const struct slurm_array *a, const char *dir, const char *path)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	int rc;

	put_header(f, a, dir, a->name, "part-%a.out");
	fprintf(f, "#SBATCH --array=1-%u\n", a->parts);
	fprintf(f, "#SBATCH --cpus-per-task=%u\n", a->cpus ? a->cpus : 1);
	if (a->gpus)
		fprintf(f, "#SBATCH --gres=gpu:%u\n", a->gpus);
	fprintf(f, "# Part $SLURM_ARRAY_TASK_ID of %u of the campaign in %s "
		"(trident, docs/slurm.md).\n# A part that holds runs is "
		"resumed: submitting this script again continues the "
		"campaign.\nset -eu\n", a->parts, dir);
	fputs("k=$SLURM_ARRAY_TASK_ID\npart=", f);
	put_word(f, dir);
	fputs("/part-$k\n", f);
	if (a->force) {
		fputs("again=--force\n", f);
	} else {
		fputs("again=\n[ ! -s \"$part/journal.jsonl\" ] || "
		      "again=--resume\n", f);
	}
	if (a->seed_dir) {
		fputs("[ -e \"$part/campaign.json\" ] || cp -r ", f);
		put_word(f, a->seed_dir);
		fputs(" \"$part\"\n", f);
	}
	fputs("exec", f);
	put_words(f, a->head);
	fprintf(f, " --shard \"$k/%u\" $again", a->parts);
	if (a->part_dir_opt) {
		fputc(' ', f);
		put_word(f, a->part_dir_opt);
	}
	fputs(" \"$part\"", f);
	put_words(f, a->tail);
	fputc('\n', f);
	fclose(f);
	rc = write_file(path, text);
	free(text);
	return rc;
}

/* DIR/slurm/merge.sh: the parts into DIR. */
static int
write_merge(const struct slurm_array *a, const char *dir, const char *path)
{
	char *text = NULL, *name = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	int rc;

	if (asprintf(&name, "%s-merge", a->name) < 0)
		abort();
	put_header(f, a, dir, name, "merge.out");
	/* A failed part fails the merge's dependency: no job left pending. */
	fputs("#SBATCH --kill-on-invalid-dep=yes\n", f);
	fprintf(f, "# The merge of the %u parts of the campaign in %s: "
		"the campaign of one machine\n# with that seed "
		"(%s/summary.json). A missing or unfinished part is named.\n"
		"set -eu\nexec", a->parts, dir, dir);
	put_words(f, a->merge);
	fputs(" --force -o ", f);
	put_word(f, dir);
	fputc(' ', f);
	put_word(f, dir);
	fputs("/part-*\n", f);
	fclose(f);
	rc = write_file(path, text);
	free(text);
	free(name);
	return rc;
}

/* The sbatch to run: $TRIDENT_SBATCH or sbatch. */
static const char *
sbatch_path(void)
{
	const char *p = getenv("TRIDENT_SBATCH");

	return p && *p ? p : "sbatch";
}

/*
 * sbatch --parsable [dependency] SCRIPT: the job id it prints ("ID" or
 * "ID;CLUSTER") into id.
 */
static int
sbatch(const char *script, const char *dependency, char *id, size_t idlen)
{
	const char *prog = sbatch_path();
	char *argv[5] = { (char *)prog, "--parsable", NULL, NULL, NULL };
	posix_spawn_file_actions_t fa;
	char buf[256];
	size_t got = 0;
	ssize_t n;
	int fd[2], status, rc = -1, i = 2;
	pid_t pid;

	if (dependency)
		argv[i++] = (char *)dependency;
	argv[i] = (char *)script;
	if (pipe(fd))
		return tr_error("pipe: %s", strerror(errno));
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, fd[1], STDOUT_FILENO);
	posix_spawn_file_actions_addclose(&fa, fd[0]);
	errno = posix_spawnp(&pid, prog, &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	close(fd[1]);
	if (errno) {
		tr_error("cannot run '%s' (is Slurm installed? "
			 "$TRIDENT_SBATCH names another sbatch): %s; submit "
			 "'%s' by hand", prog, strerror(errno), script);
		close(fd[0]);
		return -1;
	}
	while ((n = read(fd[0], buf + got, sizeof(buf) - 1 - got)) > 0)
		got += (size_t)n;
	buf[got] = '\0';
	close(fd[0]);
	if (waitpid(pid, &status, 0) < 0) {
		tr_error("waitpid: %s", strerror(errno));
		goto out;
	}
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		tr_error("'%s' failed (status %d) on '%s'", prog,
			 WIFEXITED(status) ? WEXITSTATUS(status) : -1, script);
		goto out;
	}
	buf[strcspn(buf, ";\n")] = '\0';
	if (!buf[0] || strspn(buf, "0123456789_") != strlen(buf) ||
	    strlen(buf) >= idlen) {
		tr_error("'%s' printed no job id for '%s'", prog, script);
		goto out;
	}
	memcpy(id, buf, strlen(buf) + 1);
	rc = 0;
out:
	return rc;
}

int
slurm_check(const struct slurm_array *a)
{
	char *journal = xpathjoin(a->dir, "journal.jsonl");
	char *jobs = xpathjoin(a->dir, "slurm/jobs.json");
	json_t *j = json_load_file(jobs, 0, NULL);
	struct stat st;
	bool ran = !stat(journal, &st) && st.st_size > 0;
	int rc = 0;

	if (!a->resume && !a->force && (j || ran)) {
		if (j)
			tr_error("'%s' holds a campaign submitted before (job "
				 "array %s, merge %s): submit it again with "
				 "--resume (its parts continue) or --force "
				 "(they start over)", a->dir,
				 json_string_value(json_object_get(j, "array")),
				 json_string_value(json_object_get(j, "merge")));
		else
			tr_error("campaign directory '%s' holds a campaign: "
				 "replace it with --force", a->dir);
		rc = -1;
	}
	json_decref(j);
	free(journal);
	free(jobs);
	return rc;
}

int
slurm_submit(const struct slurm_array *a, FILE *out)
{
	char *dir = NULL, *sdir = NULL, *array = NULL, *merge = NULL;
	char *jobs = NULL, *dep = NULL;
	char array_id[64], merge_id[64];
	json_t *j = NULL;
	int rc = -1;

	for (size_t i = 0; a->sbatch && a->sbatch[i]; i++)
		if (check_option(a->sbatch[i]))
			return -1;
	if (mkdir(a->dir, 0755) && errno != EEXIST)
		return tr_error("cannot create directory '%s': %s", a->dir,
				strerror(errno));
	dir = realpath(a->dir, NULL);
	if (!dir)
		return tr_error("cannot resolve '%s': %s", a->dir,
				strerror(errno));
	sdir = xpathjoin(dir, "slurm");
	if (mkdir(sdir, 0755) && errno != EEXIST) {
		tr_error("cannot create directory '%s': %s", sdir,
			 strerror(errno));
		goto out;
	}
	array = xpathjoin(sdir, "array.sh");
	merge = xpathjoin(sdir, "merge.sh");
	jobs = xpathjoin(sdir, "jobs.json");
	if (slurm_check(a) || write_array(a, dir, array) || write_merge(a, dir, merge) ||
	    sbatch(array, NULL, array_id, sizeof(array_id)))
		goto out;
	if (asprintf(&dep, "--dependency=afterok:%s", array_id) < 0)
		abort();
	if (sbatch(merge, dep, merge_id, sizeof(merge_id))) {
		tr_error("%s (the array, job %s, was submitted: cancel it with "
			 "scancel %s, or submit the merge by hand)", tr_errmsg(),
			 array_id, array_id);
		goto out;
	}
	j = json_pack("{s:s, s:s, s:I}", "array", array_id, "merge", merge_id,
		      "parts", (json_int_t)a->parts);
	if (json_dump_file(j, jobs, JSON_SORT_KEYS | JSON_INDENT(2))) {
		tr_error("cannot write '%s'", jobs);
		goto out;
	}
	if (out)
		fprintf(out, "submitted job array %s (%u parts into %s/part-K) "
			"and merge job %s (after the array succeeds: the "
			"campaign in %s/summary.json)\nfollow them with: squeue "
			"-j %s,%s; logs in %s\n", array_id, a->parts, dir,
			merge_id, dir, array_id, merge_id, sdir);
	rc = 0;
out:
	json_decref(j);
	free(dep);
	free(jobs);
	free(merge);
	free(array);
	free(sdir);
	free(dir);
	return rc;
}
