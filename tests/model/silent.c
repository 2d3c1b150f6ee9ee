/*
 * Updates below the stored precision (tests/model/run.sh, case silent;
 * model/fm.c rmw_update, model/tuple.c large_rounds_away): `silent N`
 * adds to each float weight w[i] (about 1) a double increment of about
 * 2^-40, ETA * delta[i] + MOMENTUM * old[i], stores it back as float (as
 * Rodinia backprop's weight update does), and prints the weights. The
 * float sum is w[i] again: an old[i] or delta[i] read from a wrong
 * element, or the update written to a wrong one, changes nothing printed.
 * FI (trident inject --inst ID -n 100, `silent 256`): w's address #45 SDC
 * 3%, crash 73%; delta's #48 SDC 3%, crash 73%.
 * clang-19 -O2 -g0 -fno-vectorize -fno-slp-vectorize -S -emit-llvm.
 */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>

static float w[1024];
static double delta[1024], old[1024];

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 256;

	if (n < 1 || n > 1024)
		return 2;
	for (int i = 0; i < n; i++) {
		w[i] = 1.0f + (float)(i % 7) * 0.125f;
		delta[i] = ldexp(1.0 + (i % 5) * 0.1, -40);
		old[i] = ldexp(1.0 + (i % 3) * 0.2, -41);
	}
	for (int r = 0; r < 8; r++)
		for (int i = 0; i < n; i++)
			w[i] = (float)((double)w[i] + 0.3 * delta[i] +
				       0.3 * old[i]);
	for (int i = 0; i < n; i++)
		printf("%.6f\n", w[i]);
	return 0;
}
