/* trident llc's test of walks across calls (tests/llc/run.sh, case
   interproc): an array is allocated by a helper that returns the pointer
   it loads back (alloc_array, as PolyBench's polybench_alloc_data), and
   a second one by main, which passes it to a function that loops over
   it (scale, as myocyte's solver passes its arrays). A corrupted base
   pointer is used by every later access: both the helper's load and
   main's malloc result are index candidates, though the loops that use
   them are in other functions.
   Made with: clang-19 -O2 -g -S -emit-llvm interproc.c -o interproc.ll */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static double *
alloc_array(size_t n)
{
	void *p = NULL;

	if (posix_memalign(&p, 64, n * sizeof(double)))
		return NULL;
	return p;
}

__attribute__((noinline)) static void
scale(double *dst, const double *src, int n, double k)
{
	for (int i = 0; i < n; i++)
		dst[i] = k * src[i];
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 512;
	double *a, *b, s = 0;

	if (n < 1 || !(a = alloc_array((size_t)n)))
		return 1;
	b = malloc((size_t)n * sizeof(double));
	if (!b)
		return 1;
	for (int i = 0; i < n; i++)
		a[i] = i % 13;
	for (int r = 0; r < 8; r++)
		scale(b, a, n, 0.5 + r);
	for (int i = 0; i < n; i++)
		s += b[i];
	printf("%.1f\n", s);
	free(a);
	free(b);
	return 0;
}
