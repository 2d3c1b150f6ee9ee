/*
 * Loops with several exits, a switch and branches, for the source lines
 * of the injector's tables and instrumented module (built -O0/-O1/-O2 -g):
 * every instruction keeps its own line through the instrumentation.
 */
#include <stdio.h>
#include <stdlib.h>

static int
find(const int *a, int n, int key)
{
	for (int i = 0; i < n; i++) {
		if (a[i] == key)
			return i;
		if (a[i] > 1000)
			break;
	}
	return -1;
}

static long
mix(int *a, int n, int k)
{
	long s = 0;

	for (int i = 0; i < n; i++) {
		int v = a[i];

		switch (v % 4) {
		case 0:
			s += v;
			break;
		case 1:
			s -= v / 3;
			break;
		case 2:
			s ^= v;
			break;
		default:
			if (v > k)
				goto out;
			s *= 3;
		}
		a[i] = (int)(s & 0xff);
	}
out:
	return s;
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 40, a[64];
	long t = 0;

	if (n > 64)
		n = 64;
	for (int i = 0; i < n; i++)
		a[i] = (i * 7 + 3) % 23;
	for (int r = 0; r < 3; r++) {
		t += mix(a, n, 20 + r);
		t += find(a, n, r + 5);
		while (t > 100000)
			t /= 7;
	}
	printf("%ld\n", t);
	return 0;
}
