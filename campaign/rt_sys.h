/*
 * rt_sys.h: the kernel calls of the runtimes linked into programs under
 * test (validate/rt/fi_rt.c, validate/rt/gpu_rt.c, profiler/rt/prof_rt.c,
 * profiler/rt/prof_mem.c). A runtime is linked into the program, so a call
 * to write() there would reach the program's own function of that name
 * (Rodinia's myocyte defines read and write; open, close, signal or raise
 * would do as well), not write(2): these go to the kernel directly.
 * syscall() fails as the C library's functions do: -1 and errno.
 * Header-only: each runtime is one self-contained static library.
 */
#ifndef TRIDENT_RT_SYS_H
#define TRIDENT_RT_SYS_H

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

static inline ssize_t
sys_write(int fd, const void *p, size_t n)
{
	return (ssize_t)syscall(SYS_write, fd, p, n);
}

/* All n bytes at p to fd, through EINTR: 0, or -1 (errno). */
static inline int
sys_write_all(int fd, const void *p, size_t n)
{
	const char *s = p;

	while (n) {
		ssize_t w = sys_write(fd, s, n);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		s += w;
		n -= (size_t)w;
	}
	return 0;
}

static inline ssize_t
sys_read(int fd, void *p, size_t n)
{
	return (ssize_t)syscall(SYS_read, fd, p, n);
}

static inline int
sys_open(const char *path, int flags, mode_t perm)
{
	return (int)syscall(SYS_openat, AT_FDCWD, path, flags, perm);
}

static inline off_t
sys_lseek(int fd, off_t off, int whence)
{
	return (off_t)syscall(SYS_lseek, fd, off, whence);
}

static inline int
sys_close(int fd)
{
	return (int)syscall(SYS_close, fd);
}

/* Die of sig: its default action back (not signal()), then sig again to
   this thread (not raise()). */
static inline void
sys_die_of(int sig)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
	syscall(SYS_tgkill, (pid_t)syscall(SYS_getpid),
		(pid_t)syscall(SYS_gettid), sig);
}

#endif
