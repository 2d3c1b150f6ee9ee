/*
 * accum.c: 256 terms of about 0.01 added into a sum of about 2.6, printed
 * with %.2f (issue 15, seventeenth round: dilution). A flip of a term's
 * mantissa bit k changes the sum by the term's 2^(k - 52), as a flip of
 * the sum's bit k - 8 would: the term is 2^8 smaller than the sum, so its
 * flips show less often than the sum's own. tests/model/accum.ll is
 * `clang-19 -O2 -S -emit-llvm accum.c`; trident ids: 70 the sum's phi,
 * 73 and 77 two of the unrolled loop's term loads. Measured with
 * `trident inject -n 1000 --inst ID accum.ll -- 256`: 73 and 77 21.9%
 * [19.4, 24.6] SDC, 70 29.2% [26.5, 32.1]. The model: 21.9% for the
 * loads (30.8% with --no-dilution), 32.8% for the phi.
 */
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 256;
	double *t = malloc(n * sizeof(*t)), s = 0;

	for (int i = 0; i < n; i++)
		t[i] = 0.01 + 0.0001 * (i % 7);
	for (int i = 0; i < n; i++)
		s += t[i];
	printf("%.2f\n", s);
	free(t);
	return 0;
}
