/*
 * run.c: the sandbox of a fault-injection campaign. It runs a program in a
 * fresh directory with its own process group, resource limits and a
 * wall-clock timeout, several at once in a pool, and compares a run's output
 * with the golden run's.
 *
 * A campaign runs thousands of short programs that crash, hang, fill the
 * disk or leave processes behind, so a run must be fenced in on every side:
 *
 *   - Each run gets tmpdir/run-XXXXXX/cwd (its working directory, holding
 *     copies of the declared inputs: a program that writes to its input
 *     cannot spoil the next run) and tmpdir/run-XXXXXX/out (its stdout and
 *     stderr files, out of the program's way).
 *   - The child leads its own process group, so one kill(-pgid, SIGKILL)
 *     takes the whole group at the timeout or when the leader ends.
 *     Processes that escape the group (setsid, setpgid) are re-parented to
 *     the campaign when their parent dies, because fi_run_setup makes it a
 *     child subreaper; after every run, /proc is scanned for such children
 *     and they are killed and reaped. The leaders of runs still active (in
 *     any pool) and the members of their groups are left alone, and so are
 *     the campaign's own process group's members, which no run created.
 *   - The child dies with the campaign (PR_SET_PDEATHSIG, SIGKILL), so a
 *     campaign killed with kill -9 leaves no run behind it.
 *   - Ends are waited for with pidfds and poll(2), the nearest deadline as
 *     the poll timeout: no busy waiting and no SIGCHLD handler, so the
 *     library leaves the caller's signal handling alone.
 *   - Address-space randomization is off (unless the spec asks for it),
 *     so a corrupted pointer meets the same memory in every run.
 *   - Every descriptor is opened close-on-exec, and the child closes every
 *     descriptor above 2 before exec, so nothing of the campaign (journals,
 *     other runs' pidfds) leaks into a target.
 *
 * Process group ids are only used while their leader is unreaped (or a
 * member is known to be alive), so a recycled pid can never turn a group
 * kill against an unrelated process.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "internal.h"

/* Copies and comparisons go in chunks of this size. */
#define CHUNK (64 * 1024)

/* Bounds on the passes of tree removal and of the orphan hunt. */
#define RM_PASSES 8
#define REAP_PASSES 64

/* One slot of a pool: a run in flight, or free when pid is 0. */
struct run_slot {
	pid_t pid;		/* leader, and id of its process group */
	int pidfd;
	uint64_t tag;
	double start;		/* fi_now() at fork */
	double deadline;	/* fi_now() to kill at; 0: none */
	double end;		/* when its end was first seen; 0: not yet */
	char *top;		/* tmpdir/run-XXXXXX */
	char *dir, *out_dir;	/* top/cwd and top/out */
};

struct fi_pool {
	unsigned jobs, active;
	struct run_slot *slots;	/* [jobs] */
	struct pollfd *pfd;	/* [jobs], scratch for fi_pool_wait */
	unsigned *which;	/* [jobs]: the slot of each pfd */
	struct fi_pool *next;	/* in the list of live pools */
};

/*
 * Every live pool, so that cleaning up after one run never touches a run of
 * another pool (fi_run makes a pool of its own while a campaign's may run).
 */
static struct fi_pool *live_pools;

static char *
path_join(const char *a, const char *b)
{
	size_t na = strlen(a), nb = strlen(b);
	char *p = xmalloc(na + nb + 2);

	memcpy(p, a, na);
	p[na] = '/';
	memcpy(p + na + 1, b, nb + 1);
	return p;
}

/* Whether pid leads a run still active in some pool. */
static bool
active_leader(pid_t pid)
{
	if (pid <= 0)
		return false;
	for (const struct fi_pool *p = live_pools; p; p = p->next)
		for (unsigned i = 0; i < p->jobs; i++)
			if (p->slots[i].pid == pid)
				return true;
	return false;
}

/* waitpid(pid, status, 0) through signal interruptions. */
static pid_t
reap(pid_t pid, int *status)
{
	pid_t r;

	do
		r = waitpid(pid, status, 0);
	while (r < 0 && errno == EINTR);
	return r;
}

int
fi_run_setup(void)
{
	if (prctl(PR_SET_CHILD_SUBREAPER, 1L, 0L, 0L, 0L))
		return tr_error("cannot become a child subreaper: %s",
				strerror(errno));
	return 0;
}

/*
 * Removal of a run's directories. A faulty program may leave directories
 * without read or write permission: those are opened up (chmod 0700) as
 * they are met and the walk is repeated, one level more each pass.
 */
static int
rm_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
	(void)st;
	(void)ftw;
	if (type == FTW_DNR) {
		chmod(path, 0700);
		return 0;
	}
	if (remove(path) && (errno == EACCES || errno == EPERM)) {
		char *parent = xstrdup(path), *slash = strrchr(parent, '/');

		if (slash && slash != parent) {
			*slash = '\0';
			chmod(parent, 0700);
			remove(path);
		}
		free(parent);
	}
	return 0;
}

void
cp_remove_tree(const char *path)
{
	struct stat st;

	for (int pass = 0; pass < RM_PASSES; pass++) {
		if (lstat(path, &st) && errno == ENOENT)
			return;
		nftw(path, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
	}
}

void
fi_run_release(struct fi_run_result *res)
{
	if (!res)
		return;
	if (res->dir)
		cp_remove_tree(res->dir);
	if (res->out_dir)
		cp_remove_tree(res->out_dir);
	/* Their common parent, the run's top directory, if it is now empty. */
	if (res->dir && res->out_dir) {
		char *a = xstrdup(res->dir), *b = xstrdup(res->out_dir);
		char *sa = strrchr(a, '/'), *sb = strrchr(b, '/');

		if (sa && sb && sa != a) {
			*sa = *sb = '\0';
			if (!strcmp(a, b))
				rmdir(a);
		}
		free(a);
		free(b);
	}
	free(res->dir);
	free(res->out_dir);
	memset(res, 0, sizeof(*res));
}

/* open(2), moved above descriptor 2 so that it never stands for a std fd. */
static int
open_high(const char *path, int flags, mode_t mode)
{
	int fd = open(path, flags | O_CLOEXEC, mode), hi;

	if (fd < 0 || fd > 2)
		return fd;
	hi = fcntl(fd, F_DUPFD_CLOEXEC, 3);
	close(fd);
	return hi;
}

/* write(2) all of buf. */
static int
write_all(int fd, const char *buf, size_t n)
{
	while (n) {
		ssize_t w = write(fd, buf, n);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		buf += w;
		n -= (size_t)w;
	}
	return 0;
}

/* read(2) until n bytes or the end of the file; the count, or -1. */
static ssize_t
read_full(int fd, char *buf, size_t n)
{
	size_t got = 0;

	while (got < n) {
		ssize_t r = read(fd, buf + got, n - got);

		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (r == 0)
			break;
		got += (size_t)r;
	}
	return (ssize_t)got;
}

/* Whether rel is relative and has no ".." component. */
static bool
rel_inside(const char *rel)
{
	const char *p = rel;

	if (!*rel || *rel == '/')
		return false;
	while (*p) {
		size_t n = strcspn(p, "/");

		if (n == 2 && p[0] == '.' && p[1] == '.')
			return false;
		p += n;
		p += strspn(p, "/");
	}
	return true;
}

/* Create the directories of path after its first skip bytes (mkdir -p). */
static int
make_parents(char *path, size_t skip)
{
	for (char *s = strchr(path + skip + 1, '/'); s;
	     s = strchr(s + 1, '/')) {
		*s = '\0';
		if (mkdir(path, 0755) && errno != EEXIST) {
			tr_error("cannot create directory '%s': %s", path,
				 strerror(errno));
			*s = '/';
			return -1;
		}
		*s = '/';
	}
	return 0;
}

/* Copy the bytes (and permission bits) of input f to dir/f->rel. */
static int
copy_input(const struct fi_file *f, const char *dir)
{
	char *dst = NULL, *buf = NULL;
	int in = -1, out = -1, rc = -1;
	struct stat st;
	ssize_t n;

	if (!rel_inside(f->rel)) {
		tr_error("input path '%s' must be relative and stay inside the "
			 "run directory", f->rel);
		goto out;
	}
	in = open(f->src, O_RDONLY | O_CLOEXEC);
	if (in < 0 || fstat(in, &st)) {
		tr_error("cannot read input '%s': %s", f->src, strerror(errno));
		goto out;
	}
	if (!S_ISREG(st.st_mode)) {
		tr_error("input '%s' is not a regular file", f->src);
		goto out;
	}
	dst = path_join(dir, f->rel);
	if (make_parents(dst, strlen(dir)))
		goto out;
	out = open(dst, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
		   st.st_mode & 0777);
	if (out < 0) {
		tr_error("cannot create '%s': %s", dst, strerror(errno));
		goto out;
	}
	buf = xmalloc(CHUNK);
	while ((n = read_full(in, buf, CHUNK)) > 0)
		if (write_all(out, buf, (size_t)n)) {
			tr_error("cannot write '%s': %s", dst, strerror(errno));
			goto out;
		}
	if (n < 0) {
		tr_error("cannot read input '%s': %s", f->src, strerror(errno));
		goto out;
	}
	if (close(out)) {
		out = -1;
		tr_error("cannot write '%s': %s", dst, strerror(errno));
		goto out;
	}
	out = -1;
	rc = 0;
out:
	if (in >= 0)
		close(in);
	if (out >= 0)
		close(out);
	free(buf);
	free(dst);
	return rc;
}

/* The parent's environment with the spec's entries added or replacing. */
static char **
build_env(char *const *extra)
{
	size_t n = 0, m = 0, k = 0;
	char **env;

	while (environ && environ[n])
		n++;
	while (extra && extra[m])
		m++;
	env = xcalloc(n + m + 1, sizeof(*env));
	for (size_t i = 0; i < n; i++) {
		size_t len = strcspn(environ[i], "=");
		bool replaced = false;

		for (size_t j = 0; j < m && !replaced; j++)
			replaced = !strncmp(extra[j], environ[i], len) &&
				   (extra[j][len] == '=' || !extra[j][len]);
		if (!replaced)
			env[k++] = environ[i];
	}
	for (size_t j = 0; j < m; j++)
		env[k++] = extra[j];
	env[k] = NULL;
	return env;
}

/* argv[0] as an absolute path: the child runs in another directory. */
static char *
exe_path(const char *argv0)
{
	char *cwd, *p;

	if (argv0[0] == '/')
		return xstrdup(argv0);
	cwd = getcwd(NULL, 0);
	if (!cwd) {
		tr_error("cannot resolve '%s': %s", argv0, strerror(errno));
		return NULL;
	}
	p = path_join(cwd, argv0);
	free(cwd);
	return p;
}

/* In the child: report why it cannot run the program, and give up. */
static _Noreturn void
child_fail(const char *what, const char *path)
{
	char msg[PATH_MAX + 256];
	int n = snprintf(msg, sizeof(msg), "trident: %s '%s': %s\n", what, path,
			 strerror(errno));

	if (n > 0)
		write_all(2, msg, (size_t)n < sizeof(msg) ? (size_t)n :
				  sizeof(msg) - 1);
	_exit(127);
}

/* setrlimit, with both values capped at the hard limit we have. */
static int
set_limit(int resource, rlim_t soft, rlim_t hard)
{
	struct rlimit cur, rl = { .rlim_cur = soft, .rlim_max = hard };

	if (!getrlimit(resource, &cur) && cur.rlim_max != RLIM_INFINITY) {
		if (rl.rlim_max > cur.rlim_max)
			rl.rlim_max = cur.rlim_max;
		if (rl.rlim_cur > rl.rlim_max)
			rl.rlim_cur = rl.rlim_max;
	}
	return setrlimit(resource, &rl);
}

/*
 * The child between clone and exec: death with the campaign, its own group,
 * default signals, the run's descriptors and directory, the limits, then
 * the program. parent is the campaign's pid, taken before the clone: if it
 * died before PR_SET_PDEATHSIG took effect, getppid() shows it.
 */
static _Noreturn void
child(const struct fi_run_spec *spec, const char *exe, char **env,
      const char *dir, const int fds[3], pid_t parent)
{
	struct sigaction dfl = { .sa_handler = SIG_DFL };
	sigset_t none;

	/* A campaign killed with SIGKILL takes its runs along. */
	if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0L, 0L, 0L) ||
	    getppid() != parent)
		_exit(127);
	setpgid(0, 0);
	for (int sig = 1; sig < NSIG; sig++)
		sigaction(sig, &dfl, NULL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	if (dup2(fds[2], 2) < 0 || dup2(fds[1], 1) < 0 || dup2(fds[0], 0) < 0)
		_exit(127);
	/* Descriptors the caller opened without O_CLOEXEC stay ours. */
	close_range(3, ~0U, 0);
	if (chdir(dir))
		child_fail("cannot enter", dir);
	/*
	 * The same addresses in every run: where a corrupted pointer lands
	 * (mapped or not, which data) must not depend on the run, or a seed
	 * or a replayed site would not give the same outcome twice.
	 */
	if (!spec->aslr && personality(PER_LINUX | ADDR_NO_RANDOMIZE) < 0)
		child_fail("cannot turn address randomization off for", exe);
	if ((spec->cpu_s && set_limit(RLIMIT_CPU, spec->cpu_s,
				      spec->cpu_s + 1)) ||
	    (spec->mem_bytes && set_limit(RLIMIT_AS, spec->mem_bytes,
					  spec->mem_bytes)) ||
	    (spec->fsize_bytes && set_limit(RLIMIT_FSIZE, spec->fsize_bytes,
					    spec->fsize_bytes)) ||
	    set_limit(RLIMIT_CORE, 0, 0))
		child_fail("cannot set the limits of", exe);
	execve(exe, spec->argv, env);
	child_fail("cannot execute", exe);
}

/* What the child needs, through clone(2)'s one argument. */
struct child_args {
	const struct fi_run_spec *spec;
	const char *exe;
	char **env;
	const char *dir;
	const int *fds;
	pid_t parent;
};

static int
child_main(void *arg)
{
	const struct child_args *a = arg;

	child(a->spec, a->exe, a->env, a->dir, a->fds, a->parent);
}

/*
 * Start the child as vfork does: sharing our memory, on a stack of its
 * own, while we wait until it has exec'd or died. A fork would copy the
 * page tables of a process that maps libLLVM, and then fault on every page
 * either side writes: that was a quarter of the campaign process's time
 * per run. The child runs only system calls before exec (child() and
 * child_fail(), which formats a message); every signal stays blocked until
 * it has put back the default actions, so no handler of ours runs in it.
 * Runs are started one at a time, so one stack serves them all.
 */
static pid_t
spawn(struct child_args *a)
{
	static char stack[64 * 1024] __attribute__((aligned(16)));
	sigset_t all, old;
	pid_t pid;
	int saved;

	sigfillset(&all);
	sigprocmask(SIG_SETMASK, &all, &old);
#ifdef __SANITIZE_ADDRESS__
	/* AddressSanitizer cannot follow a child onto a stack of ours. */
	(void)stack;
	pid = fork();
	if (pid == 0)
		child_main(a);
#else
	pid = clone(child_main, stack + sizeof(stack),
		    CLONE_VM | CLONE_VFORK | SIGCHLD, a);
#endif
	saved = errno;
	sigprocmask(SIG_SETMASK, &old, NULL);
	errno = saved;
	return pid;
}

/* Start spec's run in the free slot s. */
static int
run_slot_start(struct run_slot *s, const struct fi_run_spec *spec)
{
	char *top = NULL, *dir = NULL, *out_dir = NULL, *exe = NULL;
	const char *in = spec->stdin_path ? spec->stdin_path : "/dev/null";
	char **env = NULL;
	int fds[3] = { -1, -1, -1 }, rc = -1, pidfd;
	pid_t pid, parent;

	if (!spec->argv || !spec->argv[0] || !spec->tmpdir)
		return tr_error("a run needs a program and a temporary "
				"directory");
	top = path_join(spec->tmpdir, "run-XXXXXX");
	if (!mkdtemp(top)) {
		tr_error("cannot create a run directory in '%s': %s",
			 spec->tmpdir, strerror(errno));
		free(top);
		top = NULL;
		goto out;
	}
	dir = path_join(top, "cwd");
	out_dir = path_join(top, "out");
	if (mkdir(dir, 0755) || mkdir(out_dir, 0755)) {
		tr_error("cannot create run directory '%s': %s", top,
			 strerror(errno));
		goto out;
	}
	for (unsigned i = 0; i < spec->ninputs; i++)
		if (copy_input(&spec->inputs[i], dir))
			goto out;
	fds[0] = open_high(in, O_RDONLY, 0);
	if (fds[0] < 0) {
		tr_error("cannot open stdin '%s': %s", in, strerror(errno));
		goto out;
	}
	for (int k = 1; k <= 2; k++) {
		char *path = path_join(out_dir, k == 1 ? "stdout" : "stderr");
		fds[k] = open_high(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
		if (fds[k] < 0)
			tr_error("cannot create '%s': %s", path,
				 strerror(errno));
		free(path);
		if (fds[k] < 0)
			goto out;
	}
	exe = exe_path(spec->argv[0]);
	if (!exe)
		goto out;
	env = build_env(spec->env);

	parent = getpid();
	s->start = fi_now();
	pid = spawn(&(struct child_args){ spec, exe, env, dir, fds, parent });
	if (pid < 0) {
		tr_error("cannot start '%s': %s", spec->argv[0],
			 strerror(errno));
		goto out;
	}
	/* Also here, so that the group exists before any kill of ours. */
	setpgid(pid, pid);
	pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
	if (pidfd < 0) {
		tr_error("cannot watch process %d of '%s': %s", (int)pid,
			 spec->argv[0], strerror(errno));
		kill(-pid, SIGKILL);
		reap(pid, NULL);
		goto out;
	}
	s->pid = pid;
	s->pidfd = pidfd;
	s->deadline = spec->timeout_s > 0 ? s->start + spec->timeout_s : 0;
	s->end = 0;
	s->top = top;
	s->dir = dir;
	s->out_dir = out_dir;
	top = dir = out_dir = NULL;
	rc = 0;
out:
	for (int k = 0; k < 3; k++)
		if (fds[k] >= 0)
			close(fds[k]);
	if (top)
		cp_remove_tree(top);
	free(top);
	free(dir);
	free(out_dir);
	free(exe);
	free(env);
	return rc;
}

/* State, parent and group of process pid from /proc/PID/stat. */
static bool
proc_stat(pid_t pid, char *state, pid_t *ppid, pid_t *pgrp)
{
	char path[64], buf[512], *p;
	int fd, ppid_i, pgrp_i;
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	n = read_full(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return false;
	buf[n] = '\0';
	/* "pid (comm) state ppid pgrp ...": comm may hold anything. */
	p = strrchr(buf, ')');
	if (!p || sscanf(p + 1, " %c %d %d", state, &ppid_i, &pgrp_i) != 3)
		return false;
	*ppid = ppid_i;
	*pgrp = pgrp_i;
	return true;
}

/*
 * One pass of the orphan hunt: kill and reap every child of ours that no
 * active run leads, with its process group, except live members of active
 * runs' groups (their run's group kill will take them) and members of our
 * own group. Returns the number reaped.
 */
static unsigned
reap_pass(void)
{
	pid_t me = getpid(), mine = getpgrp();
	unsigned reaped = 0;
	struct dirent *e;
	DIR *d = opendir("/proc");

	if (!d)
		return 0;
	while ((e = readdir(d))) {
		char *end, state;
		long v = strtol(e->d_name, &end, 10);
		pid_t pid = (pid_t)v, ppid, pgrp;

		if (*end || v <= 0 || v > INT_MAX ||
		    !proc_stat(pid, &state, &ppid, &pgrp) || ppid != me ||
		    pgrp == mine || active_leader(pid) ||
		    (state != 'Z' && active_leader(pgrp)))
			continue;
		if (pgrp > 1 && !active_leader(pgrp))
			kill(-pgrp, SIGKILL);
		kill(pid, SIGKILL);
		if (reap(pid, NULL) == pid)
			reaped++;
	}
	closedir(d);
	return reaped;
}

/* Whether some pool has a run in flight. */
static bool
any_active(void)
{
	for (const struct fi_pool *p = live_pools; p; p = p->next)
		if (p->active)
			return true;
	return false;
}

/*
 * After a run: its orphans. Killing one may re-parent its own children to
 * us, so repeat until a pass finds nothing (bounded: what a fork bomb leaves
 * is found after the next run). The scan of /proc costs a read per process
 * on the system, so it is skipped when no run is active and we have no
 * child at all.
 */
static void
reap_orphans(void)
{
	siginfo_t si;

	if (!any_active() &&
	    waitid(P_ALL, 0, &si, WEXITED | WNOHANG | WNOWAIT) < 0 &&
	    errno == ECHILD)
		return;
	for (int pass = 0; pass < REAP_PASSES && reap_pass(); pass++)
		;
}

struct fi_pool *
fi_pool_new(unsigned jobs)
{
	struct fi_pool *p = xcalloc(1, sizeof(*p));

	p->jobs = jobs ? jobs : 1;
	p->slots = xcalloc(p->jobs, sizeof(*p->slots));
	p->pfd = xcalloc(p->jobs, sizeof(*p->pfd));
	p->which = xcalloc(p->jobs, sizeof(*p->which));
	p->next = live_pools;
	live_pools = p;
	return p;
}

unsigned
fi_pool_active(const struct fi_pool *p)
{
	return p ? p->active : 0;
}

int
fi_pool_submit(struct fi_pool *p, const struct fi_run_spec *spec,
	       uint64_t tag)
{
	struct run_slot *s = NULL;

	if (p->active == p->jobs)
		return tr_error("cannot start a run: all %u slots of the pool "
				"are busy", p->jobs);
	for (unsigned i = 0; i < p->jobs && !s; i++)
		if (!p->slots[i].pid)
			s = &p->slots[i];
	if (run_slot_start(s, spec))
		return -1;
	s->tag = tag;
	p->active++;
	return 0;
}

/* Free slot s: close its pidfd and forget it (its strings are moved out). */
static void
run_slot_clear(struct fi_pool *p, struct run_slot *s)
{
	close(s->pidfd);
	memset(s, 0, sizeof(*s));
	p->active--;
}

/*
 * The run in slot s has ended (or is timed out): kill what is left of its
 * group (before reaping the leader, whose pid keeps the group id ours),
 * reap it, clean up after it and hand its result over.
 */
static int
run_slot_finish(struct fi_pool *p, struct run_slot *s, bool timed_out,
	   struct fi_run_result *res, uint64_t *tag)
{
	pid_t pid = s->pid;
	char *top = s->top;
	int status = 0, rc = -1;

	kill(-pid, SIGKILL);
	if (reap(pid, &status) != pid) {
		tr_error("cannot wait for process %d: %s", (int)pid,
			 strerror(errno));
		cp_remove_tree(top);
		free(s->dir);
		free(s->out_dir);
		run_slot_clear(p, s);
		goto out;
	}
	res->wall_s = (timed_out || !s->end ? fi_now() : s->end) - s->start;
	res->dir = s->dir;
	res->out_dir = s->out_dir;
	*tag = s->tag;
	run_slot_clear(p, s);
	if (timed_out) {
		res->end = FI_END_TIMEOUT;
		res->code = 0;
	} else if (WIFEXITED(status)) {
		res->end = FI_END_EXIT;
		res->code = WEXITSTATUS(status);
	} else if (WIFSIGNALED(status)) {
		res->end = FI_END_SIGNAL;
		res->code = WTERMSIG(status);
	} else {
		tr_error("process %d ended with unknown status %#x", (int)pid,
			 (unsigned)status);
		fi_run_release(res);
		goto out;
	}
	rc = 0;
out:
	reap_orphans();
	free(top);
	return rc;
}

/* Milliseconds to wait for something dt seconds away, rounded up. */
static int
poll_ms(double dt)
{
	if (dt <= 0)
		return 0;
	if (dt >= (double)INT_MAX / 1000)
		return INT_MAX;
	return (int)(dt * 1000) + 1;
}

/*
 * Wait for the first run to end or time out. When several have, the one
 * that ended first is handed back (a timed-out run at its deadline), so a
 * slow caller delays no run's turn and skews no measured wall time.
 */
int
fi_pool_wait(struct fi_pool *p, struct fi_run_result *res, uint64_t *tag)
{
	memset(res, 0, sizeof(*res));
	if (!p->active)
		return tr_error("cannot wait for a run: none is active");
	for (;;) {
		struct run_slot *best = NULL;
		double now = fi_now(), best_t = 0;
		bool best_timeout = false;
		unsigned n = 0;
		int ms = -1;

		for (unsigned i = 0; i < p->jobs; i++) {
			const struct run_slot *s = &p->slots[i];

			if (!s->pid)
				continue;
			p->pfd[n] = (struct pollfd){ .fd = s->pidfd,
						     .events = POLLIN };
			p->which[n++] = i;
			if (s->deadline) {
				int t = poll_ms(s->deadline - now);

				ms = ms < 0 || t < ms ? t : ms;
			}
		}
		if (poll(p->pfd, n, ms) < 0) {
			if (errno == EINTR)
				continue;
			return tr_error("cannot wait for a run: %s",
					strerror(errno));
		}
		now = fi_now();
		for (unsigned k = 0; k < n; k++) {
			struct run_slot *s = &p->slots[p->which[k]];
			bool ended = p->pfd[k].revents != 0;
			double t;

			if (ended && !s->end)
				s->end = now;
			if (!ended && !(s->deadline && now >= s->deadline))
				continue;
			t = ended ? s->end : s->deadline;
			if (!best || t < best_t) {
				best = s;
				best_t = t;
				best_timeout = !ended;
			}
		}
		if (best)
			return run_slot_finish(p, best, best_timeout, res, tag);
	}
}

void
fi_pool_free(struct fi_pool *p)
{
	if (!p)
		return;
	for (unsigned i = 0; i < p->jobs; i++) {
		struct run_slot *s = &p->slots[i];

		if (!s->pid)
			continue;
		kill(-s->pid, SIGKILL);
		reap(s->pid, NULL);
		cp_remove_tree(s->top);
		free(s->top);
		free(s->dir);
		free(s->out_dir);
		run_slot_clear(p, s);
	}
	for (struct fi_pool **q = &live_pools; *q; q = &(*q)->next)
		if (*q == p) {
			*q = p->next;
			break;
		}
	reap_orphans();
	free(p->slots);
	free(p->pfd);
	free(p->which);
	free(p);
}

int
fi_run(const struct fi_run_spec *spec, struct fi_run_result *res)
{
	struct fi_pool *p = fi_pool_new(1);
	uint64_t tag;
	int rc;

	memset(res, 0, sizeof(*res));
	rc = fi_pool_submit(p, spec, 0) || fi_pool_wait(p, res, &tag) ? -1 : 0;
	fi_pool_free(p);
	return rc;
}

/*
 * Output comparison. A path is missing when it (or a directory on the way)
 * does not exist. The golden run's files must be readable regular files; in
 * the run under test, anything else than that is simply a difference.
 */
static int
probe(const char *path, bool golden, struct stat *st, bool *present,
      bool *odd)
{
	*present = *odd = false;
	if (stat(path, st)) {
		if (errno == ENOENT || errno == ENOTDIR)
			return 0;
		if (!golden && (errno == EACCES || errno == ELOOP)) {
			*present = *odd = true;
			return 0;
		}
		return tr_error("cannot read '%s': %s", path, strerror(errno));
	}
	*present = true;
	if (!S_ISREG(st->st_mode)) {
		if (golden)
			return tr_error("output '%s' is not a regular file",
					path);
		*odd = true;
	}
	return 0;
}

/* Whether golden file a and run file b hold the same bytes. */
static int
same_file(const char *a, const char *b, bool *equal)
{
	struct stat sa, sb;
	bool pa, pb, oa, ob;
	char *ba = NULL, *bb = NULL;
	int fa = -1, fb = -1, rc = -1;

	*equal = false;
	if (probe(a, true, &sa, &pa, &oa) || probe(b, false, &sb, &pb, &ob))
		return -1;
	if (!pa || !pb || ob || sa.st_size != sb.st_size) {
		*equal = !pa && !pb;
		return 0;
	}
	fa = open(a, O_RDONLY | O_CLOEXEC);
	if (fa < 0) {
		tr_error("cannot read '%s': %s", a, strerror(errno));
		goto out;
	}
	fb = open(b, O_RDONLY | O_CLOEXEC);
	if (fb < 0) {
		if (errno == EACCES)
			rc = 0;
		else
			tr_error("cannot read '%s': %s", b, strerror(errno));
		goto out;
	}
	ba = xmalloc(CHUNK);
	bb = xmalloc(CHUNK);
	for (;;) {
		ssize_t na = read_full(fa, ba, CHUNK), nb;

		if (na < 0) {
			tr_error("cannot read '%s': %s", a, strerror(errno));
			goto out;
		}
		nb = read_full(fb, bb, CHUNK);
		if (nb < 0) {
			tr_error("cannot read '%s': %s", b, strerror(errno));
			goto out;
		}
		if (na != nb || memcmp(ba, bb, (size_t)na))
			break;
		if (na < CHUNK) {
			*equal = true;
			break;
		}
	}
	rc = 0;
out:
	if (fa >= 0)
		close(fa);
	if (fb >= 0)
		close(fb);
	free(ba);
	free(bb);
	return rc;
}

/* Whether line (len bytes, not NUL-terminated) matches an ignore pattern. */
static bool
ignored(const struct fi_compare *c, char *line, ssize_t len)
{
	char keep;
	bool hit = false;

	if (len > 0 && line[len - 1] == '\n')
		len--;
	keep = line[len];
	line[len] = '\0';
	for (unsigned i = 0; i < c->nignore && !hit; i++)
		hit = regexec(&c->ignore[i], line, 0, NULL, 0) == 0;
	line[len] = keep;
	return hit;
}

/* The next line of f that no pattern ignores; -1 at the end. */
static ssize_t
kept_line(const struct fi_compare *c, FILE *f, char **buf, size_t *cap)
{
	ssize_t n;

	while ((n = getline(buf, cap, f)) >= 0)
		if (!ignored(c, *buf, n))
			return n;
	return -1;
}

/* same_file with the ignored lines of both left out. */
static int
same_lines(const struct fi_compare *c, const char *a, const char *b,
	   bool *equal)
{
	struct stat sa, sb;
	bool pa, pb, oa, ob;
	FILE *fa = NULL, *fb = NULL;
	char *la = NULL, *lb = NULL;
	size_t ca = 0, cb = 0;
	int rc = -1;

	*equal = false;
	if (probe(a, true, &sa, &pa, &oa) || probe(b, false, &sb, &pb, &ob))
		return -1;
	if (!pa || !pb || ob) {
		*equal = !pa && !pb;
		return 0;
	}
	fa = fopen(a, "re");
	if (!fa) {
		tr_error("cannot read '%s': %s", a, strerror(errno));
		goto out;
	}
	fb = fopen(b, "re");
	if (!fb) {
		if (errno == EACCES)
			rc = 0;
		else
			tr_error("cannot read '%s': %s", b, strerror(errno));
		goto out;
	}
	for (;;) {
		ssize_t na = kept_line(c, fa, &la, &ca);
		ssize_t nb = kept_line(c, fb, &lb, &cb);

		if (na != nb || (na > 0 && memcmp(la, lb, (size_t)na)))
			break;
		if (na < 0) {
			*equal = !ferror(fa) && !ferror(fb);
			break;
		}
	}
	if (ferror(fa)) {
		tr_error("cannot read '%s': %s", a, strerror(errno));
		goto out;
	}
	rc = 0;
out:
	if (fa)
		fclose(fa);
	if (fb)
		fclose(fb);
	free(la);
	free(lb);
	return rc;
}

/* Whether file name under golden directory ga equals it under rb. */
static int
same_in(const struct fi_compare *c, const char *ga, const char *rb,
	const char *name, bool *equal)
{
	char *a = path_join(ga, name), *b = path_join(rb, name);
	int rc = c->nignore ? same_lines(c, a, b, equal) :
			      same_file(a, b, equal);

	free(a);
	free(b);
	return rc;
}

int
fi_compare_init(struct fi_compare *c, bool out, bool err, char *const *files,
		char *const *patterns, unsigned n)
{
	char msg[256];
	int e;

	*c = (struct fi_compare){ .out = out, .err = err, .files = files };
	c->ignore = xcalloc(n ? n : 1, sizeof(*c->ignore));
	for (; c->nignore < n; c->nignore++) {
		e = regcomp(&c->ignore[c->nignore], patterns[c->nignore],
			    REG_EXTENDED | REG_NOSUB);
		if (e) {
			regerror(e, &c->ignore[c->nignore], msg, sizeof(msg));
			tr_error("bad --ignore-lines pattern '%s': %s",
				 patterns[c->nignore], msg);
			fi_compare_release(c);
			return -1;
		}
	}
	return 0;
}

bool
fi_is_stream(const char *which)
{
	return !strcmp(which, "stdout") || !strcmp(which, "stderr");
}

void
fi_compare_release(struct fi_compare *c)
{
	for (unsigned i = 0; i < c->nignore; i++)
		regfree(&c->ignore[i]);
	free(c->ignore);
	c->ignore = NULL;
	c->nignore = 0;
}

int
fi_outputs_differ(const struct fi_run_result *golden,
		  const struct fi_run_result *run, const struct fi_compare *c,
		  const char **which)
{
	static const char *const stream[] = { "stdout", "stderr" };
	bool equal;

	*which = NULL;
	if (!golden->out_dir || !golden->dir || !run->out_dir || !run->dir)
		return tr_error("cannot compare outputs: a run has no "
				"directories");
	for (int i = 0; i < 2; i++) {
		if (!(i ? c->err : c->out))
			continue;
		if (same_in(c, golden->out_dir, run->out_dir, stream[i],
			    &equal))
			return -1;
		if (!equal) {
			*which = stream[i];
			return 0;
		}
	}
	for (size_t i = 0; c->files && c->files[i]; i++) {
		if (same_in(c, golden->dir, run->dir, c->files[i], &equal))
			return -1;
		if (!equal) {
			*which = c->files[i];
			return 0;
		}
	}
	return 0;
}

int
fi_outputs_equal(const struct fi_run_result *golden,
		 const struct fi_run_result *run, const struct fi_compare *c,
		 bool *equal)
{
	const char *which;
	int rc = fi_outputs_differ(golden, run, c, &which);

	*equal = rc == 0 && !which;
	return rc;
}
