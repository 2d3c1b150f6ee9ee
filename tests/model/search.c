/*
 * A find-first search, as Rodinia's particlefilter resamples: for each
 * draw u, the first x with cdf[x] >= u, then the element at x is copied
 * out (tests/model/run.sh, case search). A flipped exit of the search
 * loop hands out another index in range: a wrong element, never a crash.
 */
#include <stdio.h>

#define N 64
#define M 32

static double cdf[N], val[N], out[M];

int
main(void)
{
	unsigned s = 12345;

	for (int k = 0; k < N; k++) {
		cdf[k] = (k + 1) / (double)N;
		val[k] = k * 0.5 + 1;
	}
	for (int i = 0; i < M; i++) {
		double u;
		int x;

		s = s * 1103515245u + 12345u;
		u = (s >> 8 & 0xffff) / 65536.0;
		for (x = 0; x < N - 1; x++)
			if (cdf[x] >= u)
				break;
		out[i] = val[x];
	}
	for (int i = 0; i < M; i++)
		printf("%g\n", out[i]);
	return 0;
}
