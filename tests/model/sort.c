/*
 * Numbers sorted by the C library's qsort with a comparator of the
 * program's own, then printed (tests/model/run.sh, case sort): the
 * comparator's result reaches no call site of the module, only qsort,
 * which reads its sign and orders the printed array by it.
 */
#include <stdio.h>
#include <stdlib.h>

static int
cmp(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char **argv)
{
	int v[64];

	(void)argv;
	for (int i = 0; i < 64; i++)
		v[i] = (i * 37 + argc) % 64;
	qsort(v, 64, sizeof(int), cmp);
	for (int i = 0; i < 64; i++)
		printf("%d\n", v[i]);
	return 0;
}
