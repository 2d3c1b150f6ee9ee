/*
 * rodinia-time.c: a fixed time() for Rodinia programs that seed their
 * random numbers from the clock.
 *
 * lavaMD calls srand(time(NULL)) and particlefilter seeds every particle
 * with time(0)*i, so two runs of the same arguments compute different
 * results. Their recipes define time=rodinia_time (and force-include
 * <time.h>, since the programs call time() undeclared) so that the programs
 * call this function instead of libc's, and every run draws the same
 * numbers. The name differs from libc's so that nothing else linked into the
 * program (trident's runtimes) sees a frozen clock.
 */
#include <time.h>

/* 2010-01-01 00:00:00 UTC. */
#define RODINIA_FIXED_TIME ((time_t)1262304000)

time_t rodinia_time(time_t *t)
{
	if (t)
		*t = RODINIA_FIXED_TIME;
	return RODINIA_FIXED_TIME;
}
