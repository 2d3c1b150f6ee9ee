/*
 * test_run.c: unit tests of the campaign core's sandbox (campaign/run.c),
 * with /bin/sh -c scripts as targets: exit statuses and signals, the
 * timeout, limits, stdin, input copies, the environment, processes left
 * behind (in the group and escaped from it), a campaign killed with
 * SIGKILL, the pool, output comparison and the removal of run directories.
 *
 * Every test checks at its end that no child process of ours survives and
 * that no descriptor leaked; the whole file runs in well under 3 s.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "campaign.h"

#define assert_contains(s, sub) do { \
	if (!strstr((s), (sub))) \
		fail_msg("'%s' does not contain '%s'", (s), (sub)); \
} while (0)

/* Per test: a temporary directory for the runs, and what we had before. */
struct fixture {
	char tmp[64];
	int fds;		/* open descriptors at the start */
};

static int
count_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	int n = 0;

	assert_non_null(d);
	while ((e = readdir(d)))
		if (e->d_name[0] != '.')
			n++;
	closedir(d);
	return n - 1;		/* the directory stream's own */
}

/* The parent of pid from /proc, or -1 if it is gone. */
static pid_t
parent_of(pid_t pid)
{
	char path[64], buf[512], *p;
	int ppid;
	FILE *f;
	size_t n;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	f = fopen(path, "re");
	if (!f)
		return -1;
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	p = strrchr(buf, ')');
	if (!p || sscanf(p + 1, " %*c %d", &ppid) != 1)
		return -1;
	return ppid;
}

/* Processes (zombies included) whose parent we are. */
static unsigned
count_children(void)
{
	DIR *d = opendir("/proc");
	struct dirent *e;
	unsigned n = 0;

	assert_non_null(d);
	while ((e = readdir(d))) {
		char *end;
		long v = strtol(e->d_name, &end, 10);

		if (!*end && v > 0 && parent_of((pid_t)v) == getpid())
			n++;
	}
	closedir(d);
	return n;
}

static unsigned
count_entries(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	unsigned n = 0;

	assert_non_null(d);
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			n++;
	closedir(d);
	return n;
}

static int
rm_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
	(void)st;
	(void)type;
	(void)ftw;
	remove(path);
	return 0;
}

static int
setup(void **state)
{
	struct fixture *f = calloc(1, sizeof(*f));

	if (!f)
		return -1;
	snprintf(f->tmp, sizeof(f->tmp), "/tmp/test_run.XXXXXX");
	if (!mkdtemp(f->tmp))
		return -1;
	f->fds = count_fds();
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *f = *state;
	int fds = count_fds();
	unsigned children = count_children(), left = count_entries(f->tmp);
	int rc = 0;

	if (children || fds != f->fds || left) {
		fprintf(stderr, "teardown: %u children, %d descriptors "
			"(was %d), %u entries left in the temporary "
			"directory\n",
			children, fds, f->fds, left);
		rc = -1;
	}
	nftw(f->tmp, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
	free(f);
	return rc;
}

/* A spec running /bin/sh -c script in f's directory. */
static void
sh_spec(struct fi_run_spec *spec, char **argv, const struct fixture *f,
	const char *script)
{
	argv[0] = "/bin/sh";
	argv[1] = "-c";
	argv[2] = (char *)script;
	argv[3] = NULL;
	memset(spec, 0, sizeof(*spec));
	spec->argv = argv;
	spec->tmpdir = f->tmp;
	spec->timeout_s = 10;
}

static void
run_sh(const struct fixture *f, const char *script, struct fi_run_result *res)
{
	struct fi_run_spec spec;
	char *argv[4];

	sh_spec(&spec, argv, f, script);
	if (fi_run(&spec, res))
		fail_msg("fi_run: %s", tr_errmsg());
}

/* A file's contents, NUL-terminated (NULL if it cannot be read). */
static char *
slurp(const char *dir, const char *name)
{
	char path[512], *buf;
	size_t n;
	FILE *fp;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	fp = fopen(path, "re");
	if (!fp)
		return NULL;
	buf = calloc(1, 1 << 16);
	assert_non_null(buf);
	n = fread(buf, 1, (1 << 16) - 1, fp);
	buf[n] = '\0';
	fclose(fp);
	return buf;
}

static void
assert_file(const char *dir, const char *name, const char *want)
{
	char *got = slurp(dir, name);

	if (!got)
		fail_msg("'%s/%s' is missing", dir, name);
	if (strcmp(got, want))
		fail_msg("'%s/%s' holds '%s', not '%s'", dir, name, got, want);
	free(got);
}

static void
write_file(const char *path, const char *text)
{
	FILE *fp = fopen(path, "we");

	assert_non_null(fp);
	fputs(text, fp);
	assert_int_equal(fclose(fp), 0);
}

/* The pid a script wrote to dir/name. */
static pid_t
read_pid(const char *dir, const char *name)
{
	char *s = slurp(dir, name);
	long v;

	if (!s)
		fail_msg("'%s/%s' is missing", dir, name);
	v = strtol(s, NULL, 10);
	free(s);
	assert_true(v > 1);
	return (pid_t)v;
}

/* Wait (at most 2 s) until path exists. */
static void
wait_for_file(const char *path)
{
	struct timespec ms = { 0, 1000000 };

	for (int i = 0; i < 2000; i++) {
		struct stat st;

		if (!stat(path, &st) && st.st_size > 0)
			return;
		nanosleep(&ms, NULL);
	}
	fail_msg("'%s' never appeared", path);
}

static void
assert_gone(pid_t pid)
{
	errno = 0;
	if (kill(pid, 0) == 0 || errno != ESRCH)
		fail_msg("process %d survived its run", (int)pid);
}

static void
test_exit_output(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result res;
	struct stat st;

	run_sh(f, "echo hello; echo oops >&2; pwd > where", &res);
	assert_int_equal(res.end, FI_END_EXIT);
	assert_int_equal(res.code, 0);
	assert_true(res.wall_s > 0 && res.wall_s < 2);
	assert_file(res.out_dir, "stdout", "hello\n");
	assert_file(res.out_dir, "stderr", "oops\n");
	/* The run's cwd is res.dir; stdout and stderr are not in it. */
	assert_int_equal(stat(res.dir, &st), 0);
	assert_true(S_ISDIR(st.st_mode));
	assert_int_equal(strncmp(res.dir, f->tmp, strlen(f->tmp)), 0);
	assert_int_equal(count_entries(res.dir), 1);
	{
		char *where = slurp(res.dir, "where"), real[PATH_MAX];

		assert_non_null(where);
		assert_non_null(realpath(res.dir, real));
		where[strcspn(where, "\n")] = '\0';
		assert_string_equal(where, real);
		free(where);
	}
	fi_run_release(&res);
}

static void
test_exit_code(void **state)
{
	struct fi_run_result res;

	run_sh(*state, "exit 3", &res);
	assert_int_equal(res.end, FI_END_EXIT);
	assert_int_equal(res.code, 3);
	fi_run_release(&res);
}

static void
test_signal(void **state)
{
	struct fi_run_result res;

	run_sh(*state, "kill -SEGV $$", &res);
	assert_int_equal(res.end, FI_END_SIGNAL);
	assert_int_equal(res.code, SIGSEGV);
	fi_run_release(&res);
}

static void
test_timeout(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result res;
	struct fi_run_spec spec;
	char *argv[4];

	/* A child of the shell, so the whole group must go. */
	sh_spec(&spec, argv, f, "sleep 30; true");
	spec.timeout_s = 0.3;
	assert_int_equal(fi_run(&spec, &res), 0);
	assert_int_equal(res.end, FI_END_TIMEOUT);
	assert_true(res.wall_s >= 0.3);
	assert_true(res.wall_s < 2);
	fi_run_release(&res);
}

/* A process left in the group (sleep 1000 &) dies with its run. */
static void
test_leftover_in_group(void **state)
{
	struct fi_run_result res;
	pid_t bg;

	run_sh(*state, "sleep 1000 & echo $! > bg.pid", &res);
	assert_int_equal(res.end, FI_END_EXIT);
	assert_int_equal(res.code, 0);
	bg = read_pid(res.dir, "bg.pid");
	assert_gone(bg);
	fi_run_release(&res);
}

/*
 * Processes that left the group (setsid) are killed through the subreaper:
 * one escaped directly, and one in the escaped process's own group whose
 * parent is still alive when the run ends.
 */
static void
test_leftover_escaped(void **state)
{
	struct fi_run_result res;
	pid_t bg, inner, deep;

	run_sh(*state,
	       "setsid sleep 1000 & echo $! > bg.pid; "
	       "setsid sh -c 'echo $$ > inner.pid; sleep 1000 & "
	       "echo $! > deep.pid; wait' & "
	       "while [ ! -s deep.pid ]; do sleep 0.01; done", &res);
	assert_int_equal(res.end, FI_END_EXIT);
	assert_int_equal(res.code, 0);
	bg = read_pid(res.dir, "bg.pid");
	inner = read_pid(res.dir, "inner.pid");
	deep = read_pid(res.dir, "deep.pid");
	assert_gone(bg);
	assert_gone(inner);
	assert_gone(deep);
	fi_run_release(&res);
}

static void
test_fsize_limit(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result res;
	struct fi_run_spec spec;
	char *argv[4], path[512];
	struct stat st;

	sh_spec(&spec, argv, f, "exec head -c 10000000 /dev/zero > big");
	spec.fsize_bytes = 1 << 20;
	assert_int_equal(fi_run(&spec, &res), 0);
	assert_int_equal(res.end, FI_END_SIGNAL);
	assert_int_equal(res.code, SIGXFSZ);
	snprintf(path, sizeof(path), "%s/big", res.dir);
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_size, 1 << 20);
	fi_run_release(&res);
}

/*
 * The limits as the program sees them (soft and hard): CPU time with a
 * second of grace before SIGKILL, address space, file size, and no core
 * files ever.
 */
#define LIMITS_SCRIPT \
	"awk '/^Max (cpu time|file size|core file size|address space)/ " \
	"{ print $(NF - 2), $(NF - 1) }' /proc/$$/limits"

/* Our soft and hard limit of resource as /proc/PID/limits shows them. */
static const char *
limit_line(int resource, char buf[64])
{
	struct rlimit rl;
	char soft[24], hard[24];

	assert_int_equal(getrlimit(resource, &rl), 0);
	snprintf(soft, sizeof(soft), "%llu", (unsigned long long)rl.rlim_cur);
	snprintf(hard, sizeof(hard), "%llu", (unsigned long long)rl.rlim_max);
	snprintf(buf, 64, "%s %s\n",
		 rl.rlim_cur == RLIM_INFINITY ? "unlimited" : soft,
		 rl.rlim_max == RLIM_INFINITY ? "unlimited" : hard);
	return buf;
}

static void
test_limits_seen(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result res;
	struct fi_run_spec spec;
	char *argv[4], a[64], b[64], c[64], want[256];

	sh_spec(&spec, argv, f, LIMITS_SCRIPT);
	spec.cpu_s = 7;
	spec.mem_bytes = 1ULL << 30;
	spec.fsize_bytes = 1 << 20;
	assert_int_equal(fi_run(&spec, &res), 0);
	assert_int_equal(res.end, FI_END_EXIT);
	assert_file(res.out_dir, "stdout",
		    "7 8\n1048576 1048576\n0 0\n1073741824 1073741824\n");
	fi_run_release(&res);

	/* Zero: the caller's limits, but for core files. */
	snprintf(want, sizeof(want), "%s%s0 0\n%s", limit_line(RLIMIT_CPU, a),
		 limit_line(RLIMIT_FSIZE, b), limit_line(RLIMIT_AS, c));
	sh_spec(&spec, argv, f, LIMITS_SCRIPT);
	assert_int_equal(fi_run(&spec, &res), 0);
	assert_file(res.out_dir, "stdout", want);
	fi_run_release(&res);
}

static void
test_stdin(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result res;
	struct fi_run_spec spec;
	char *argv[4], path[512];

	run_sh(f, "cat", &res);
	assert_int_equal(res.end, FI_END_EXIT);
	assert_int_equal(res.code, 0);
	assert_true(res.wall_s < 2);
	assert_file(res.out_dir, "stdout", "");
	fi_run_release(&res);

	snprintf(path, sizeof(path), "%s/in.txt", f->tmp);
	write_file(path, "from stdin\n");
	sh_spec(&spec, argv, f, "cat");
	spec.stdin_path = path;
	assert_int_equal(fi_run(&spec, &res), 0);
	assert_file(res.out_dir, "stdout", "from stdin\n");
	fi_run_release(&res);
	unlink(path);
}

/* Inputs are copied to their relative paths; the originals stay intact. */
static void
test_inputs(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result res;
	struct fi_run_spec spec;
	struct fi_file in[2];
	char *argv[4], src[512], src2[512], *orig;

	snprintf(src, sizeof(src), "%s/source.txt", f->tmp);
	snprintf(src2, sizeof(src2), "%s/second.txt", f->tmp);
	write_file(src, "input data\n");
	write_file(src2, "second\n");
	in[0] = (struct fi_file){ .src = src, .rel = "data/sub/in.txt" };
	in[1] = (struct fi_file){ .src = src2, .rel = "top.txt" };
	sh_spec(&spec, argv, f,
		"cat data/sub/in.txt top.txt; echo more >> data/sub/in.txt; "
		"[ -L data/sub/in.txt ] && echo link; true");
	spec.inputs = in;
	spec.ninputs = 2;
	assert_int_equal(fi_run(&spec, &res), 0);
	assert_int_equal(res.end, FI_END_EXIT);
	assert_int_equal(res.code, 0);
	assert_file(res.out_dir, "stdout", "input data\nsecond\n");
	assert_file(res.dir, "data/sub/in.txt", "input data\nmore\n");
	orig = slurp(f->tmp, "source.txt");
	assert_string_equal(orig, "input data\n");
	free(orig);
	fi_run_release(&res);
	unlink(src);
	unlink(src2);
}

/* Errors before the start leave no directory and no process behind. */
static void
test_start_errors(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result res;
	struct fi_run_spec spec;
	struct fi_file in = { .src = "/nonexistent/input.txt", .rel = "x" };
	char *argv[4], src[512];

	sh_spec(&spec, argv, f, "true");
	spec.inputs = &in;
	spec.ninputs = 1;
	assert_int_equal(fi_run(&spec, &res), -1);
	assert_contains(tr_errmsg(),
			"cannot read input '/nonexistent/input.txt'");
	assert_null(res.dir);
	fi_run_release(&res);

	snprintf(src, sizeof(src), "%s/source.txt", f->tmp);
	write_file(src, "x\n");
	in = (struct fi_file){ .src = src, .rel = "../escape.txt" };
	assert_int_equal(fi_run(&spec, &res), -1);
	assert_contains(tr_errmsg(), "input path '../escape.txt'");
	in.rel = "/abs.txt";
	assert_int_equal(fi_run(&spec, &res), -1);
	assert_contains(tr_errmsg(), "input path '/abs.txt'");
	unlink(src);

	spec.ninputs = 0;
	spec.stdin_path = "/nonexistent/stdin";
	assert_int_equal(fi_run(&spec, &res), -1);
	assert_contains(tr_errmsg(), "cannot open stdin '/nonexistent/stdin'");

	spec.stdin_path = NULL;
	spec.tmpdir = "/nonexistent/tmp";
	assert_int_equal(fi_run(&spec, &res), -1);
	assert_contains(tr_errmsg(), "'/nonexistent/tmp'");
	assert_int_equal(count_entries(f->tmp), 0);
}

/* A program that cannot be executed exits with 127 and says why. */
static void
test_exec_failure(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result res;
	struct fi_run_spec spec;
	char *argv[4], *err;

	sh_spec(&spec, argv, f, "true");
	argv[0] = "/nonexistent/program";
	assert_int_equal(fi_run(&spec, &res), 0);
	assert_int_equal(res.end, FI_END_EXIT);
	assert_int_equal(res.code, 127);
	err = slurp(res.out_dir, "stderr");
	assert_non_null(err);
	assert_contains(err, "cannot execute '/nonexistent/program'");
	free(err);
	fi_run_release(&res);
}

/* A relative argv[0] is resolved against the caller's directory. */
static void
test_relative_program(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result res;
	struct fi_run_spec spec;
	char *argv[4], link[512], *cwd = getcwd(NULL, 0);

	assert_non_null(cwd);
	snprintf(link, sizeof(link), "%s/mysh", f->tmp);
	assert_int_equal(symlink("/bin/sh", link), 0);
	sh_spec(&spec, argv, f, "echo relative");
	argv[0] = "mysh";
	assert_int_equal(chdir(f->tmp), 0);
	assert_int_equal(fi_run(&spec, &res), 0);
	assert_int_equal(chdir(cwd), 0);
	free(cwd);
	assert_int_equal(res.end, FI_END_EXIT);
	assert_int_equal(res.code, 0);
	assert_file(res.out_dir, "stdout", "relative\n");
	fi_run_release(&res);
	unlink(link);
}

static void
test_environment(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result res;
	struct fi_run_spec spec;
	char *argv[4];
	char *env[] = { "TRIDENT_RUN_A=one", "TRIDENT_RUN_B=two", NULL };

	setenv("TRIDENT_RUN_B", "parent", 1);
	setenv("TRIDENT_RUN_C", "kept", 1);
	sh_spec(&spec, argv, f,
		"echo \"$TRIDENT_RUN_A $TRIDENT_RUN_B $TRIDENT_RUN_C\"; "
		"env | grep -c '^TRIDENT_RUN_B='");
	spec.env = env;
	assert_int_equal(fi_run(&spec, &res), 0);
	assert_file(res.out_dir, "stdout", "one two kept\n1\n");
	fi_run_release(&res);
	unsetenv("TRIDENT_RUN_B");
	unsetenv("TRIDENT_RUN_C");
}

/*
 * The child gets default signal dispositions and an empty mask whatever
 * the caller set, and none of the caller's descriptors.
 */
static void
test_child_state(void **state)
{
	struct fixture *f = *state;
	struct sigaction ign = { .sa_handler = SIG_IGN }, old_term, old_pipe;
	sigset_t block, old_mask;
	struct fi_run_result res;
	struct fi_run_spec spec;
	char *argv[4], script[256];
	int fd = open("/dev/null", O_RDONLY);	/* no O_CLOEXEC on purpose */

	assert_true(fd > 2);
	sigaction(SIGTERM, &ign, &old_term);
	sigaction(SIGPIPE, &ign, &old_pipe);
	sigemptyset(&block);
	sigaddset(&block, SIGUSR1);
	sigprocmask(SIG_BLOCK, &block, &old_mask);

	/*
	 * The mask is read by the program the shell execs, from itself: the
	 * shell blocks every signal for a moment around each fork.
	 */
	snprintf(script, sizeof(script),
		 "[ -e /proc/$$/fd/%d ] && echo leaked; ls /proc/$$/fd; "
		 "exec grep -E '^Sig(Blk|Ign)' /proc/self/status", fd);
	sh_spec(&spec, argv, f, script);
	assert_int_equal(fi_run(&spec, &res), 0);
	assert_file(res.out_dir, "stdout",
		    "0\n1\n2\n"
		    "SigBlk:\t0000000000000000\nSigIgn:\t0000000000000000\n");
	fi_run_release(&res);

	run_sh(f, "kill -TERM $$", &res);
	assert_int_equal(res.end, FI_END_SIGNAL);
	assert_int_equal(res.code, SIGTERM);
	fi_run_release(&res);

	sigprocmask(SIG_SETMASK, &old_mask, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	sigaction(SIGPIPE, &old_pipe, NULL);
	close(fd);
}

/*
 * Address-space randomization is off in a run (ADDR_NO_RANDOMIZE,
 * 0x0040000, which exec keeps) unless the spec keeps it.
 */
static void
test_aslr(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result res;
	struct fi_run_spec spec;
	char *argv[4];

	sh_spec(&spec, argv, f, "cat /proc/self/personality");
	assert_int_equal(fi_run(&spec, &res), 0);
	assert_file(res.out_dir, "stdout", "00040000\n");
	fi_run_release(&res);

	spec.aslr = true;
	assert_int_equal(fi_run(&spec, &res), 0);
	assert_file(res.out_dir, "stdout", "00000000\n");
	fi_run_release(&res);
}

static void
test_outputs_equal(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result golden, same, other_file, no_file, other_out;
	struct fi_run_result big, big_same, big_diff, none = { 0 };
	char *outputs[] = { "out.txt", "never.txt", NULL };
	char *big_only[] = { "big.bin", NULL };
	const struct fi_compare files = { .out = true, .files = outputs };
	const struct fi_compare out_only = { .out = true };
	const struct fi_compare big_c = { .out = true, .files = big_only };
	const char *which;
	bool eq;

	run_sh(f, "echo same; echo data > out.txt", &golden);
	run_sh(f, "echo same; echo data > out.txt", &same);
	run_sh(f, "echo same; echo atad > out.txt", &other_file);
	run_sh(f, "echo same", &no_file);
	run_sh(f, "echo diff; echo data > out.txt", &other_out);

	assert_int_equal(fi_outputs_equal(&golden, &same, &files, &eq), 0);
	assert_true(eq);
	assert_int_equal(fi_outputs_equal(&golden, &same, &out_only, &eq), 0);
	assert_true(eq);
	assert_int_equal(fi_outputs_equal(&golden, &other_file, &files, &eq),
			 0);
	assert_false(eq);
	assert_int_equal(fi_outputs_equal(&golden, &other_file, &out_only, &eq), 0);
	assert_true(eq);
	/* Missing in one run: differs, either way round. */
	assert_int_equal(fi_outputs_equal(&golden, &no_file, &files, &eq), 0);
	assert_false(eq);
	assert_int_equal(fi_outputs_equal(&no_file, &golden, &files, &eq), 0);
	assert_false(eq);
	assert_int_equal(fi_outputs_equal(&golden, &other_out, &files, &eq),
			 0);
	assert_false(eq);
	assert_int_equal(fi_outputs_equal(&golden, &none, &files, &eq), -1);
	assert_contains(tr_errmsg(), "cannot compare outputs");
	/* fi_outputs_differ names the first that differs. */
	assert_int_equal(fi_outputs_differ(&golden, &same, &files, &which), 0);
	assert_null(which);
	assert_int_equal(fi_outputs_differ(&golden, &other_out, &files,
					   &which), 0);
	assert_string_equal(which, "stdout");
	assert_int_equal(fi_outputs_differ(&golden, &other_file, &files,
					   &which), 0);
	assert_string_equal(which, "out.txt");
	assert_int_equal(fi_outputs_differ(&golden, &none, &files, &which),
			 -1);

	/* Files over several chunks, alike but for the last byte. */
	run_sh(f, "head -c 200000 /dev/zero > big.bin", &big);
	run_sh(f, "head -c 200000 /dev/zero > big.bin", &big_same);
	run_sh(f, "head -c 199999 /dev/zero > big.bin; printf x >> big.bin",
	       &big_diff);
	assert_int_equal(fi_outputs_equal(&big, &big_same, &big_c, &eq), 0);
	assert_true(eq);
	assert_int_equal(fi_outputs_equal(&big, &big_diff, &big_c, &eq), 0);
	assert_false(eq);

	fi_run_release(&golden);
	fi_run_release(&same);
	fi_run_release(&other_file);
	fi_run_release(&no_file);
	fi_run_release(&other_out);
	fi_run_release(&big);
	fi_run_release(&big_same);
	fi_run_release(&big_diff);
}

/* --compare and --ignore-lines: the streams compared, lines left out. */
static void
test_outputs_streams_ignored(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result golden, timing, result, err_only;
	char *pats[] = { "^Time: [0-9.]+ s$", "^# " };
	char *bad[] = { "(unclosed" };
	struct fi_compare out, err, both, ign, none;
	const char *which;
	bool eq;

	run_sh(f, "echo 'Time: 1.5 s'; echo r 5; echo '# x' >&2; echo e 1 >&2",
	       &golden);
	run_sh(f, "echo 'Time: 3.25 s'; echo r 5; echo '# y' >&2; echo e 1 >&2",
	       &timing);
	run_sh(f, "echo 'Time: 1.5 s'; echo r 5; echo '# x' >&2; echo e 2 >&2",
	       &result);
	run_sh(f, "echo 'Time: 1.5 s'; echo r 6; echo '# x' >&2; echo e 1 >&2",
	       &err_only);
	assert_int_equal(fi_compare_init(&out, true, false, NULL, NULL, 0), 0);
	assert_int_equal(fi_compare_init(&err, false, true, NULL, NULL, 0), 0);
	assert_int_equal(fi_compare_init(&both, true, true, NULL, pats, 2), 0);
	assert_int_equal(fi_compare_init(&ign, true, false, NULL, pats, 1), 0);
	assert_int_equal(fi_compare_init(&none, false, false, NULL, NULL, 0), 0);

	/* A timing line differs unless ignored. */
	assert_int_equal(fi_outputs_differ(&golden, &timing, &out, &which), 0);
	assert_string_equal(which, "stdout");
	assert_int_equal(fi_outputs_equal(&golden, &timing, &ign, &eq), 0);
	assert_true(eq);
	assert_int_equal(fi_outputs_equal(&golden, &timing, &both, &eq), 0);
	assert_true(eq);
	/* stderr counts only when compared, and is named. */
	assert_int_equal(fi_outputs_equal(&golden, &result, &ign, &eq), 0);
	assert_true(eq);
	assert_int_equal(fi_outputs_differ(&golden, &result, &both, &which), 0);
	assert_string_equal(which, "stderr");
	assert_int_equal(fi_outputs_differ(&golden, &result, &err, &which), 0);
	assert_string_equal(which, "stderr");
	assert_int_equal(fi_outputs_equal(&golden, &err_only, &err, &eq), 0);
	assert_true(eq);
	assert_int_equal(fi_outputs_equal(&golden, &err_only, &none, &eq), 0);
	assert_true(eq);
	assert_int_equal(fi_outputs_equal(&golden, &err_only, &both, &eq), 0);
	assert_false(eq);
	/* A pattern that does not compile is an error naming it. */
	assert_int_equal(fi_compare_init(&none, true, false, NULL, bad, 1), -1);
	assert_contains(tr_errmsg(), "(unclosed");

	fi_compare_release(&out);
	fi_compare_release(&err);
	fi_compare_release(&both);
	fi_compare_release(&ign);
	fi_run_release(&golden);
	fi_run_release(&timing);
	fi_run_release(&result);
	fi_run_release(&err_only);
}

static void
test_pool_parallel(void **state)
{
	struct fixture *f = *state;
	struct fi_pool *p = fi_pool_new(4);
	struct fi_run_result res;
	struct fi_run_spec spec;
	char *argv[4];
	unsigned seen[4] = { 0 };
	uint64_t tag;
	double t0 = fi_now();

	sh_spec(&spec, argv, f, "sleep 0.3");
	for (uint64_t k = 0; k < 4; k++) {
		assert_int_equal(fi_pool_submit(p, &spec, 100 + k), 0);
		assert_int_equal(fi_pool_active(p), k + 1);
	}
	assert_int_equal(fi_pool_submit(p, &spec, 999), -1);
	assert_contains(tr_errmsg(), "busy");
	for (int k = 0; k < 4; k++) {
		assert_int_equal(fi_pool_wait(p, &res, &tag), 0);
		assert_true(tag >= 100 && tag < 104);
		seen[tag - 100]++;
		assert_int_equal(res.end, FI_END_EXIT);
		assert_int_equal(res.code, 0);
		assert_true(res.wall_s >= 0.29 && res.wall_s < 1);
		fi_run_release(&res);
	}
	assert_true(fi_now() - t0 < 1);
	for (int k = 0; k < 4; k++)
		assert_int_equal(seen[k], 1);
	assert_int_equal(fi_pool_active(p), 0);
	assert_int_equal(fi_pool_wait(p, &res, &tag), -1);
	assert_contains(tr_errmsg(), "none is active");
	fi_pool_free(p);
	fi_pool_free(NULL);
}

/* A pool's runs end in order of their ends, timeouts at their deadlines. */
static void
test_pool_order(void **state)
{
	struct fixture *f = *state;
	struct fi_pool *p = fi_pool_new(3);
	struct fi_run_result res;
	struct fi_run_spec spec;
	char *argv[4];
	uint64_t tag;

	sh_spec(&spec, argv, f, "sleep 30");
	spec.timeout_s = 0.2;
	assert_int_equal(fi_pool_submit(p, &spec, 1), 0);
	sh_spec(&spec, argv, f, "exit 5");
	assert_int_equal(fi_pool_submit(p, &spec, 2), 0);
	sh_spec(&spec, argv, f, "sleep 30");
	spec.timeout_s = 0;
	assert_int_equal(fi_pool_submit(p, &spec, 3), 0);

	assert_int_equal(fi_pool_wait(p, &res, &tag), 0);
	assert_int_equal(tag, 2);
	assert_int_equal(res.end, FI_END_EXIT);
	assert_int_equal(res.code, 5);
	fi_run_release(&res);
	assert_int_equal(fi_pool_wait(p, &res, &tag), 0);
	assert_int_equal(tag, 1);
	assert_int_equal(res.end, FI_END_TIMEOUT);
	fi_run_release(&res);
	/* The run without a timeout is killed, its directory removed. */
	assert_int_equal(fi_pool_active(p), 1);
	fi_pool_free(p);
}

/*
 * A run of one pool never disturbs an active run of another: neither its
 * leader nor a member of its group that was re-parented to us.
 */
static void
test_pools_apart(void **state)
{
	struct fixture *f = *state;
	struct fi_pool *p = fi_pool_new(1);
	struct fi_run_result res;
	struct fi_run_spec spec;
	char *argv[4], path[512];
	pid_t leader, member;

	sh_spec(&spec, argv, f,
		"echo $$ > ../../leader.pid; "
		"sh -c 'sleep 1000 & echo $! > ../../member.pid'; "
		"exec sleep 1000");
	assert_int_equal(fi_pool_submit(p, &spec, 7), 0);
	snprintf(path, sizeof(path), "%s/member.pid", f->tmp);
	wait_for_file(path);
	leader = read_pid(f->tmp, "leader.pid");
	member = read_pid(f->tmp, "member.pid");
	for (int i = 0; i < 1000 && parent_of(member) != getpid(); i++)
		usleep(1000);
	assert_int_equal(parent_of(member), getpid());

	run_sh(f, "sleep 0.05 & exit 0", &res);
	fi_run_release(&res);
	assert_int_equal(kill(leader, 0), 0);
	assert_int_equal(kill(member, 0), 0);
	assert_int_equal(fi_pool_active(p), 1);

	fi_pool_free(p);
	assert_gone(leader);
	assert_gone(member);
	unlink(path);
	snprintf(path, sizeof(path), "%s/leader.pid", f->tmp);
	unlink(path);
}

/*
 * A campaign killed with SIGKILL takes its runs along (PR_SET_PDEATHSIG).
 * The campaign here is a forked child; the run's leader is re-parented to
 * us (a subreaper) as it dies, so it is reaped here.
 */
static void
test_campaign_killed(void **state)
{
	struct fixture *f = *state;
	struct timespec ms = { 0, 1000000 };
	char path[512];
	pid_t campaign, leader;
	int status = 0, i;

	campaign = fork();
	assert_true(campaign >= 0);
	if (campaign == 0) {
		struct fi_pool *p = fi_pool_new(1);
		struct fi_run_spec spec;
		char *argv[4];

		sh_spec(&spec, argv, f,
			"echo $$ > ../../leader.pid; exec sleep 1000");
		if (fi_pool_submit(p, &spec, 1))
			_exit(1);
		pause();
		_exit(1);
	}
	snprintf(path, sizeof(path), "%s/leader.pid", f->tmp);
	wait_for_file(path);
	leader = read_pid(f->tmp, "leader.pid");
	assert_int_equal(kill(campaign, SIGKILL), 0);
	assert_int_equal(waitpid(campaign, &status, 0), campaign);
	assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
	for (i = 0; i < 2000; i++) {
		pid_t r = waitpid(leader, &status, WNOHANG);

		if (r == leader)
			break;
		nanosleep(&ms, NULL);
	}
	assert_true(i < 2000);
	assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
	assert_gone(leader);
	/* The dead campaign could not remove its run's directory. */
	unlink(path);
	assert_int_equal(count_entries(f->tmp), 1);
	nftw(f->tmp, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
	assert_int_equal(mkdir(f->tmp, 0700), 0);
}

static void
test_release(void **state)
{
	struct fixture *f = *state;
	struct fi_run_result res, zero = { 0 };
	char *dir, *out_dir;
	struct stat st;

	run_sh(f, "mkdir -p a/b; echo x > a/b/c; chmod 500 a/b; "
	       "mkdir locked; chmod 0 locked", &res);
	assert_int_equal(res.end, FI_END_EXIT);
	dir = strdup(res.dir);
	out_dir = strdup(res.out_dir);
	assert_int_equal(count_entries(f->tmp), 1);
	fi_run_release(&res);
	assert_null(res.dir);
	assert_null(res.out_dir);
	assert_int_equal(stat(dir, &st), -1);
	assert_int_equal(stat(out_dir, &st), -1);
	assert_int_equal(count_entries(f->tmp), 0);
	fi_run_release(&res);
	fi_run_release(&zero);
	fi_run_release(NULL);
	free(dir);
	free(out_dir);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_exit_output, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_exit_code, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_signal, setup, teardown),
		cmocka_unit_test_setup_teardown(test_timeout, setup, teardown),
		cmocka_unit_test_setup_teardown(test_leftover_in_group, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_leftover_escaped, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_fsize_limit, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_limits_seen, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_stdin, setup, teardown),
		cmocka_unit_test_setup_teardown(test_aslr, setup, teardown),
		cmocka_unit_test_setup_teardown(test_inputs, setup, teardown),
		cmocka_unit_test_setup_teardown(test_start_errors, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_exec_failure, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_relative_program, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_environment, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_child_state, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_outputs_streams_ignored,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_outputs_equal, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_pool_parallel, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_pool_order, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_pools_apart, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_campaign_killed, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_release, setup, teardown),
	};

	if (fi_run_setup()) {
		fprintf(stderr, "%s\n", tr_errmsg());
		return 1;
	}
	return cmocka_run_group_tests(tests, NULL, NULL);
}
