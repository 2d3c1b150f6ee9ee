/* trident llc's index-table test program (tests/llc/run.sh, case index):
   two tables of neighbour indices, up[i] = i - 1 and down[i] = i + 1,
   filled by a loop that -O2 vectorizes (<4 x i32> stores), then read back
   as indices of a float array in a later loop: a flipped bit of a stored
   index reads far outside the array when the table is used, long after
   the fault (srad_v2's iN and iS). The tables' values are candidates of
   the index pattern, four lanes each.
   Made with: clang-19 -O2 -g -S -emit-llvm index.c -o index.ll */
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 256;
	int *up = malloc(sizeof(int) * (size_t)n);
	int *down = malloc(sizeof(int) * (size_t)n);
	float *v = malloc(sizeof(float) * (size_t)n);
	float *w = malloc(sizeof(float) * (size_t)n);
	double s = 0;

	if (!up || !down || !v || !w || n < 2)
		return 1;
	for (int i = 0; i < n; i++) {
		up[i] = i - 1;
		down[i] = i + 1;
	}
	up[0] = 0;
	down[n - 1] = n - 1;
	for (int i = 0; i < n; i++)
		v[i] = (float)(i % 7);
	for (int r = 0; r < 20; r++) {
		for (int i = 0; i < n; i++)
			w[i] = 0.5f * v[i] + 0.25f * (v[up[i]] + v[down[i]]);
		for (int i = 0; i < n; i++)
			v[i] = w[i];
	}
	for (int i = 0; i < n; i++)
		s += v[i];
	printf("%.3f\n", s);
	free(up);
	free(down);
	free(v);
	free(w);
	return 0;
}
