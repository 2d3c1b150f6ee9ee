/*
 * spread.c: tests/model "spread" (issue 15): an error stored in an
 * in-place stencil reaches many printed values, some on a rounding
 * boundary of %.2f (a bilinear field, which the 9-point mean keeps), so
 * that a flip of any but the lowest bits shows; a value printed with %.0f
 * shows only its flips above 2^-11 of it.
 */
#include <stdio.h>
#include <stdlib.h>

#define N 24

static double a[N][N], b[N];

int
main(int argc, char **argv)
{
	int steps = argc > 1 ? atoi(argv[1]) : 8;

	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			a[i][j] = (i * (j + 2) + 2) / 40.0;
	for (int t = 0; t < steps; t++)
		for (int i = 1; i < N - 1; i++)
			for (int j = 1; j < N - 1; j++)
				a[i][j] = (a[i - 1][j - 1] + a[i - 1][j] +
					   a[i - 1][j + 1] + a[i][j - 1] +
					   a[i][j] + a[i][j + 1] +
					   a[i + 1][j - 1] + a[i + 1][j] +
					   a[i + 1][j + 1]) / 9.0;
	for (int i = 0; i < N; i++)
		b[i] = 1000.0 + i * 0.37;
	for (int t = 0; t < steps; t++)
		for (int i = 0; i < N; i++)
			b[i] = b[i] * 1.0001;
	for (int i = 0; i < N; i++) {
		for (int j = 0; j < N; j++)
			printf("%.2f ", a[i][j]);
		printf("\n");
	}
	for (int i = 0; i < N; i++)
		printf("%.0f\n", b[i]);
	return 0;
}
