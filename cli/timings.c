/*
 * timings.c: --timings, shared by the commands that have it (cli.h,
 * struct cli_timer): the wall-clock seconds of each phase of a command,
 * one line per phase on stderr, in one format.
 */
#include <stdio.h>
#include <time.h>

#include "cli.h"

static double
now_s(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

void
cli_timer_start(struct cli_timer *t)
{
	t->start = t->mark = now_s();
}

void
cli_timing(const struct cli_timer *t, const char *name, double seconds)
{
	if (t->on)
		fprintf(stderr, "timing: %-32s %8.3f s\n", name, seconds);
}

double
cli_phase(struct cli_timer *t, const char *name)
{
	double now = now_s(), took = now - t->mark;

	cli_timing(t, name, took);
	t->mark = now;
	return took;
}

void
cli_timer_total(const struct cli_timer *t)
{
	cli_timing(t, "total", now_s() - t->start);
}
