/*
 * Nybbles of each argument, counted by shifting, as MiBench bitcount's
 * ntbl_bitcnt does (tests/model/run.sh, case shift). A shift right by 4
 * brings any flipped counter back below the loop's bound, so --hangs
 * takes none of its flips for a hang but the sign bit's: an arithmetic
 * shift takes a negative counter to -1, which the unsigned test clang
 * makes of `(x >>= 4) != 0` never finds below 16.
 */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static int
nybbles(long x)
{
	int n = 1;

	while ((x >>= 4) != 0)
		n++;
	return n;
}

int
main(int argc, char **argv)
{
	long t = 0;

	for (int i = 1; i < argc; i++)
		t += nybbles(atol(argv[i]));
	printf("%ld\n", t);
	return 0;
}
