/*
 * A relaxation whose cell the compiler keeps in a register
 * (tests/model/run.sh, case relaxfwd; model/relax.c): each round lowers
 * d[v] to a formula's value, then to e[v] + r. d and e may alias, so -O2
 * keeps the first store and passes its value to the second min in a
 * register instead of loading d[v] again, the form PolyBench nussinov's
 * four updates of table[i][j] take.
 */
#include <stdio.h>

static int cells[24], weights[24];

__attribute__((noinline)) void
relax(int *d, const int *e, int r)
{
	for (int v = 0; v < 24; v++) {
		int a = (7 * r + 13 * v) % 17 + 2 * r;
		int b;

		d[v] = d[v] < a ? d[v] : a;
		b = e[v] + r;
		d[v] = d[v] < b ? d[v] : b;
	}
}

int
main(void)
{
	for (int v = 0; v < 24; v++) {
		cells[v] = 1000;
		weights[v] = (11 * v) % 19;
	}
	for (int r = 0; r < 24; r++)
		relax(cells, weights, r);
	for (int v = 0; v < 24; v++)
		printf("%d\n", cells[v]);
	return 0;
}
