/*
 * test_slurm.c: unit tests of slurm/ (slurm.h): the job array's and the
 * merge's scripts, their quoting (a script run here with /bin/echo as the
 * part's command), the submission through a stand-in sbatch
 * ($TRIDENT_SBATCH) that logs its arguments, the refusal of a campaign
 * submitted before, and sbatch's failures. A real Slurm runs the scripts
 * in tests/campaign (case slurm).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "campaign.h"
#include "slurm.h"

struct scratch {
	char dir[64];
};

static char *
path_in(const struct scratch *s, const char *name)
{
	return xpathjoin(s->dir, name);
}

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	char *text;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	text = xmalloc((size_t)n + 1);
	text[fread(text, 1, (size_t)n, f)] = '\0';
	fclose(f);
	return text;
}

static void
write_text(const char *path, const char *text, mode_t mode)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	chmod(path, mode);
}

/* A stand-in sbatch: logs its arguments, prints job ids 101, 102, ... */
static void
fake_sbatch(const struct scratch *s, const char *body)
{
	char *sb = path_in(s, "sbatch");
	char *text;

	if (asprintf(&text, "#!/bin/sh\n%s\n", body) < 0)
		abort();
	write_text(sb, text, 0755);
	setenv("TRIDENT_SBATCH", sb, 1);
	free(text);
	free(sb);
}

/* Run task k of the array script in s's directory, its output in out. */
static void
run_task(const struct scratch *s, const char *array_sh, unsigned k)
{
	char *cmd;

	if (asprintf(&cmd, "cd '%s' && SLURM_ARRAY_TASK_ID=%u sh '%s' >out",
		     s->dir, k, array_sh) < 0)
		abort();
	assert_int_equal(system(cmd), 0);
	free(cmd);
}

static int
setup(void **state)
{
	struct scratch *s = xcalloc(1, sizeof(*s));

	snprintf(s->dir, sizeof(s->dir), "/tmp/trident-slurm-XXXXXX");
	if (!mkdtemp(s->dir))
		return -1;
	*state = s;
	return 0;
}

static int
teardown(void **state)
{
	struct scratch *s = *state;
	char *cmd;

	if (asprintf(&cmd, "rm -rf '%s'", s->dir) < 0)
		abort();
	if (system(cmd))
		return -1;
	free(cmd);
	free(s);
	unsetenv("TRIDENT_SBATCH");
	return 0;
}

static const char log_body[] =
	"d=$(dirname \"$0\")\n"
	"echo \"$*\" >>\"$d/log\"\n"
	"echo $((100 + $(wc -l <\"$d/log\")))";

static char *const head[] = { "/bin/echo", "inject", "a'b", "c d", "$HOME",
			      NULL };
static char *const tail[] = { "prog.bc", "--", "x;y", NULL };
static char *const merge[] = { "/opt/trident", "merge", NULL };
static char *const extra[] = { "--time=1:00:00", "--account=it's", NULL };

static struct slurm_array
array_in(const char *dir)
{
	return (struct slurm_array){
		.dir = dir, .name = "trident-inject", .parts = 3, .cpus = 2,
		.partition = "short", .sbatch = extra, .head = head,
		.tail = tail, .part_dir_opt = "-d", .merge = merge,
	};
}

static void
test_submit(void **state)
{
	struct scratch *s = *state;
	char *dir = path_in(s, "camp"), *log = path_in(s, "log");
	char *array_sh = path_in(s, "camp/slurm/array.sh");
	char *merge_sh = path_in(s, "camp/slurm/merge.sh");
	char *jobs = path_in(s, "camp/slurm/jobs.json");
	struct slurm_array a = array_in(dir);
	char *text, *out, want[512];

	fake_sbatch(s, log_body);
	assert_int_equal(slurm_submit(&a, NULL), 0);
	/* The array first, then the merge after it. */
	text = slurp(log);
	snprintf(want, sizeof(want), "--parsable %s\n--parsable "
		 "--dependency=afterok:101 %s\n", array_sh, merge_sh);
	assert_string_equal(text, want);
	free(text);
	text = slurp(jobs);
	assert_non_null(strstr(text, "\"array\": \"101\""));
	assert_non_null(strstr(text, "\"merge\": \"102\""));
	assert_non_null(strstr(text, "\"parts\": 3"));
	free(text);
	text = slurp(array_sh);
	for (const char *line[] = { "#SBATCH --job-name=trident-inject\n",
				    "#SBATCH --array=1-3\n",
				    "#SBATCH --cpus-per-task=2\n",
				    "#SBATCH --partition=short\n",
				    "#SBATCH --time=1:00:00\n",
				    "#SBATCH --account=it's\n",
				    "/slurm/part-%a.out\n", NULL },
	     **l = line; *l; l++)
		assert_non_null(strstr(text, *l));
	assert_null(strstr(text, "--gres"));
	assert_null(strstr(text, "cp -r"));
	free(text);
	text = slurp(merge_sh);
	assert_non_null(strstr(text, "#SBATCH --kill-on-invalid-dep=yes\n"));
	assert_non_null(strstr(text, "#SBATCH --job-name=trident-inject-merge\n"));
	assert_non_null(strstr(text, "exec '/opt/trident' 'merge' --force -o "));
	free(text);
	/* Task 2 runs part 2, every word as given. */
	run_task(s, array_sh, 2);
	out = path_in(s, "out");
	text = slurp(out);
	snprintf(want, sizeof(want), "inject a'b c d $HOME --shard 2/3 -d "
		 "%s/part-2 prog.bc -- x;y\n", dir);
	assert_string_equal(text, want);
	free(text);
	/* A part that holds runs is resumed. */
	text = path_in(s, "camp/part-2");
	mkdir(text, 0755);
	free(text);
	text = path_in(s, "camp/part-2/journal.jsonl");
	write_text(text, "{}\n", 0644);
	free(text);
	run_task(s, array_sh, 2);
	text = slurp(out);
	assert_non_null(strstr(text, "--shard 2/3 --resume -d "));
	free(text);
	free(out);
	free(jobs);
	free(merge_sh);
	free(array_sh);
	free(log);
	free(dir);
}

static void
test_again(void **state)
{
	struct scratch *s = *state;
	char *dir = path_in(s, "camp"), *array_sh;
	struct slurm_array a = array_in(dir);
	char *text;

	fake_sbatch(s, log_body);
	assert_int_equal(slurm_submit(&a, NULL), 0);
	assert_int_equal(slurm_submit(&a, NULL), -1);
	assert_non_null(strstr(tr_errmsg(), "holds a campaign submitted before "
			       "(job array 101, merge 102): submit it again "
			       "with --resume"));
	a.resume = true;
	assert_int_equal(slurm_submit(&a, NULL), 0);
	/* --force: the parts start over. */
	a.resume = false;
	a.force = true;
	a.seed_dir = "/built";
	a.gpus = 1;
	assert_int_equal(slurm_submit(&a, NULL), 0);
	array_sh = path_in(s, "camp/slurm/array.sh");
	text = slurp(array_sh);
	assert_non_null(strstr(text, "again=--force\n"));
	assert_non_null(strstr(text, "#SBATCH --gres=gpu:1\n"));
	assert_non_null(strstr(text, "cp -r '/built' \"$part\"\n"));
	free(text);
	free(array_sh);
	free(dir);
}

static void
test_failures(void **state)
{
	struct scratch *s = *state;
	char *dir = path_in(s, "camp");
	struct slurm_array a = array_in(dir);
	char *const bad_opt[] = { "time=1", NULL };
	char *const two_lines[] = { "--time=1\n--mem=1", NULL };

	fake_sbatch(s, log_body);
	a.sbatch = bad_opt;
	assert_int_equal(slurm_submit(&a, NULL), -1);
	assert_non_null(strstr(tr_errmsg(), "--sbatch 'time=1': expected one "
			       "sbatch option"));
	a.sbatch = two_lines;
	assert_int_equal(slurm_submit(&a, NULL), -1);
	a.sbatch = NULL;
	fake_sbatch(s, "echo 'sbatch: error: no partition' >&2; exit 3");
	assert_int_equal(slurm_submit(&a, NULL), -1);
	assert_non_null(strstr(tr_errmsg(), "failed (status 3) on '"));
	assert_non_null(strstr(tr_errmsg(), "/camp/slurm/array.sh'"));
	fake_sbatch(s, "echo Submitted batch job 7");
	assert_int_equal(slurm_submit(&a, NULL), -1);
	assert_non_null(strstr(tr_errmsg(), "printed no job id"));
	setenv("TRIDENT_SBATCH", "/nonexistent/sbatch", 1);
	assert_int_equal(slurm_submit(&a, NULL), -1);
	assert_non_null(strstr(tr_errmsg(), "cannot run '/nonexistent/sbatch' "
			       "(is Slurm installed?"));
	/* The merge refused after the array went: the error says so. */
	fake_sbatch(s, "case \"$*\" in *dependency*) exit 1;; esac; echo 55");
	assert_int_equal(slurm_submit(&a, NULL), -1);
	assert_non_null(strstr(tr_errmsg(), "(the array, job 55, was "
			       "submitted: cancel it with scancel 55"));
	free(dir);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_submit, setup, teardown),
		cmocka_unit_test_setup_teardown(test_again, setup, teardown),
		cmocka_unit_test_setup_teardown(test_failures, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
