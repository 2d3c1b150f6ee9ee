/*
 * interpose.c: a program with functions of its own named read, write,
 * open, lseek and close that mean something else (as Rodinia's myocyte
 * has its own read and write): tests/inject/run.sh, case interpose.
 *
 * The runtimes that trident links in (the profiler's and the fault
 * injector's) must not call these: they would corrupt or lose their
 * records, and the counts printed here would grow. write writes nothing
 * and counts; read fills the buffer from a made-up stream and returns a
 * fixed count; open, lseek and close count. The results go to stdout with
 * printf, whose own writes never come here. The prototypes are the C
 * library's, declared here without its headers (no fortified wrappers).
 */
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

#define READ_BYTES 24

static unsigned opens, reads, writes, seeks, closes;
static unsigned long long written;
static unsigned char stream;

__attribute__((noinline)) int
open(const char *path, int flags, ...)
{
	opens++;
	return 40 + (int)(path[0] != 0) + flags;
}

__attribute__((noinline)) ssize_t
read(int fd, void *buf, size_t n)
{
	unsigned char *b = buf;
	size_t k = n < READ_BYTES ? n : READ_BYTES;

	reads++;
	for (size_t i = 0; i < k; i++)
		b[i] = (unsigned char)(stream++ * 7 + fd);
	return (ssize_t)k;
}

__attribute__((noinline)) ssize_t
write(int fd, const void *buf, size_t n)
{
	const unsigned char *b = buf;

	writes++;
	for (size_t i = 0; i < n; i++)
		written += (unsigned long long)b[i] * (unsigned)fd;
	return (ssize_t)n;
}

__attribute__((noinline)) off_t
lseek(int fd, off_t off, int whence)
{
	seeks++;
	stream = (unsigned char)off;
	return off + whence;
}

__attribute__((noinline)) int
close(int fd)
{
	closes++;
	return fd == 41 ? 0 : -1;
}

int
main(void)
{
	unsigned char buf[64];
	unsigned long long sum = 0;
	int fd = open("interpose.data", 0);

	for (int k = 0; k < 20; k++) {
		ssize_t n = read(fd, buf, sizeof(buf));

		for (ssize_t i = 0; i < n; i++)
			sum = sum * 31 + buf[i];
		if (k % 4 == 0)
			write(1, buf, (size_t)n);
		if (k == 9)
			lseek(fd, 3, 0);
	}
	printf("close %d\n", close(fd));
	printf("open %u read %u write %u lseek %u close %u\n", opens, reads,
	       writes, seeks, closes);
	printf("sum %llu written %llu\n", sum, written);
	return 0;
}
