/* sum.c: the source of the report tests' fixtures (tests/report/run.sh). */
#include <stdio.h>

int
main(void)
{
	int a[8], s = 0;

	for (int i = 0; i < 8; i++)
		a[i] = i * i;
	for (int i = 0; i < 8; i++)
		s += a[i];
	printf("%d\n", s);
	return 0;
}
