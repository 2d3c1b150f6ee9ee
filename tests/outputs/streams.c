/*
 * streams.c: a program whose results go to standard error and whose
 * standard output carries a timing line, like PolyBench's array dumps and
 * Rodinia's timers (tests/outputs/run.sh). With a counter file argument,
 * it changes its results from the third run on: a program that is not
 * deterministic, which --dummy must refuse and never call an SDC.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static double grid[64];

static int
run_count(const char *path)
{
	FILE *f = fopen(path, "r+");
	int n = 0;

	if (!f)
		f = fopen(path, "w+");
	if (!f)
		return 0;
	if (fscanf(f, "%d", &n) != 1)
		n = 0;
	rewind(f);
	fprintf(f, "%d\n", n + 1);
	fclose(f);
	return n + 1;
}

int
main(int argc, char **argv)
{
	int steps = argc > 1 ? atoi(argv[1]) : 20;
	int drift = argc > 2 && run_count(argv[2]) >= 3;
	struct timespec t0, t1;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (int i = 0; i < 64; i++)
		grid[i] = (double)(i % 7) + drift;
	for (int s = 0; s < steps; s++)
		for (int i = 1; i < 63; i++)
			grid[i] = 0.25 * grid[i - 1] + 0.5 * grid[i] +
				  0.25 * grid[i + 1];
	clock_gettime(CLOCK_MONOTONIC, &t1);
	/*
	 * The elapsed time, and the process id in nanoseconds: on a loaded
	 * machine whose clock ticked coarsely, two runs once took the same
	 * elapsed time, and the line that must change from run to run did
	 * not (each run is another process).
	 */
	printf("time: %.9f s\n", (double)(t1.tv_sec - t0.tv_sec) +
	       1e-9 * (double)(t1.tv_nsec - t0.tv_nsec) +
	       1e-9 * (double)getpid());
	for (int i = 0; i < 64; i++)
		fprintf(stderr, "%.6f\n", grid[i]);
	return 0;
}
