/*
 * omp.c: a one-thread OpenMP runtime for programs built without -fopenmp.
 *
 * Without -fopenmp the compiler ignores the pragmas, every parallel region
 * runs once on the calling thread, and these calls answer accordingly: the
 * team is always one thread (number 0), whatever omp_set_num_threads asked
 * for. omp_get_wtime is a real monotonic clock: the programs only print the
 * time it measures, and the recipes ignore those lines.
 */
#include <time.h>

#include "omp.h"

void omp_set_num_threads(int n)
{
	(void)n;
}

int omp_get_num_threads(void)
{
	return 1;
}

int omp_get_max_threads(void)
{
	return 1;
}

int omp_get_thread_num(void)
{
	return 0;
}

int omp_get_num_procs(void)
{
	return 1;
}

int omp_in_parallel(void)
{
	return 0;
}

double omp_get_wtime(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double omp_get_wtick(void)
{
	return 1e-9;
}
