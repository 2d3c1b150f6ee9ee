/*
 * A program that prints something that changes from run to run (the time),
 * to stdout, or with the argument "file" to out.txt: every fault-free run
 * differs from the last, so a campaign on it must be refused.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

int
main(int argc, char **argv)
{
	struct timespec ts;
	FILE *out = stdout;
	long sum = 0;

	clock_gettime(CLOCK_REALTIME, &ts);
	for (int i = 0; i < 1000; i++)
		sum += i * (i & 7);
	if (argc > 1 && strcmp(argv[1], "file") == 0) {
		out = fopen("out.txt", "w");
		if (!out)
			return 1;
		printf("%ld\n", sum);
	}
	fprintf(out, "%ld %ld.%09ld\n", sum, (long)ts.tv_sec, ts.tv_nsec);
	return out == stdout ? 0 : fclose(out) != 0;
}
