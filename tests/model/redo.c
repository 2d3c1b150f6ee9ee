/*
 * Results computed again and written over (tests/model/run.sh, case redo;
 * model/fm.c, model_store_live): `redo N RUNS` prices N values RUNS times
 * into one array, as the bundled blackscholes does with its third
 * argument, and prints the last run's. A fault in an earlier run's value
 * is overwritten before anything reads it (FI: the array's arithmetic is
 * SDC about 1/RUNS as often as with one run).
 */
#include <stdio.h>
#include <stdlib.h>

static double price[256], in[256];

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 64;
	int runs = argc > 2 ? atoi(argv[2]) : 1;

	if (n < 1 || n > 256 || runs < 1)
		return 2;
	for (int i = 0; i < n; i++)
		in[i] = 1.0 + i * 0.25;
	for (int r = 0; r < runs; r++)
		for (int i = 0; i < n; i++)
			price[i] = in[i] * in[i] * 0.5 + in[i] * 3.0 + 1.0;
	for (int i = 0; i < n; i++)
		printf("%.6f\n", price[i]);
	return 0;
}
