/*
 * Kernighan's bit count, as MiBench bitcount's bit_count (tests/model/
 * run.sh, case popcount): `x &= x - 1` clears the lowest set bit on each
 * pass. A flip of x stays in it (both operands of the and carry it, and
 * the bits above the lowest set one are the same in both), so the loop
 * ends one pass earlier or later and the count is wrong.
 */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static int
bits(long x)
{
	int n = 0;

	if (x)
		do
			n++;
		while ((x &= x - 1) != 0);
	return n;
}

int
main(int argc, char **argv)
{
	long t = 0;

	for (int i = 1; i < argc; i++)
		t += bits(atol(argv[i]));
	printf("%ld\n", t);
	return 0;
}
