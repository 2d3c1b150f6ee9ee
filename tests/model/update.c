/*
 * update.c: c[j] += a[k] * b[j] over 16 k and 64 j, each c[j] printed
 * with %.2f (issue 15, seventeenth round: the size of an update). A flip
 * of an exit test skips or adds updates, and a cell that misses one of its
 * 16 terms is wrong by a sixteenth of itself, which %.2f shows, where a
 * flip of one of the cell's own bits mostly does not. tests/model/update.ll
 * is `clang-19 -O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops -S
 * -emit-llvm update.c`; trident ids: 63 the j loop's exit test, 48 the k
 * loop's. Measured with `trident inject -n 500 --inst ID update.ll -- 64`:
 * 63 98.6% [97.1, 99.3] SDC, 48 92.6% [90.0, 94.6]. The model: 96.9% and
 * 93.8% (33.3% and 32.2% with --no-update-size).
 */
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 64, m = 16;
	double *a = malloc(m * sizeof(*a)), *b = malloc(n * sizeof(*b));
	double *c = calloc(n, sizeof(*c));

	for (int k = 0; k < m; k++)
		a[k] = 1.0 + 0.25 * k;
	for (int j = 0; j < n; j++)
		b[j] = 0.5 + 0.01 * j;
	for (int k = 0; k < m; k++)
		for (int j = 0; j < n; j++)
			c[j] += a[k] * b[j];
	for (int j = 0; j < n; j++)
		printf("%.2f\n", c[j]);
	free(a);
	free(b);
	free(c);
	return 0;
}
