/*
 * A program whose fault-free run ends with exit(1), as MiBench patricia
 * and blowfish do (tests/model/run.sh, case status). Its exit(0) after a
 * failed allocation is then the run the fault injector classes as an
 * error exit (a status other than the fault-free run's), not an SDC.
 */
#include <stdio.h>
#include <stdlib.h>

#define N 64

static long *cell[N];

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : N;
	long sum = 0;

	if (n < 1 || n > N)
		n = N;
	for (int i = 0; i < n; i++) {
		cell[i] = malloc(sizeof(*cell[i]));
		if (!cell[i]) {
			perror("malloc");
			exit(0);
		}
		*cell[i] = 3L * i + 1;
	}
	for (int i = 0; i < n; i++)
		sum += *cell[i];
	printf("%ld\n", sum);
	exit(1);
}
