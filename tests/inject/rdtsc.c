/*
 * A program timed with inline assembly (x86's rdtsc; a nop elsewhere), as
 * benchmark programs time themselves: the in-process -O0 build of
 * `trident profile -O 0` must parse the assembly. The time goes to stderr,
 * which is not compared.
 */
#include <stdint.h>
#include <stdio.h>

static uint64_t
ticks(void)
{
#if defined(__x86_64__) || defined(__i386__)
	unsigned lo, hi;

	__asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
	return (uint64_t)hi << 32 | lo;
#else
	__asm__ volatile("nop");
	return 0;
#endif
}

int
main(void)
{
	uint64_t t0 = ticks();
	long s = 0;

	for (int i = 0; i < 100; i++)
		s += (long)i * i % 7;
	fprintf(stderr, "ticks: %llu\n", (unsigned long long)(ticks() - t0));
	printf("%ld\n", s);
	return 0;
}
