/*
 * Targets that misbehave, for the containment tests of `trident inject`:
 * argv[1] picks crash, hang, bigfile (writes 64 MiB), stdin (reads it to
 * the end) or fork (leaves a child that sleeps, named trident-unruly-child).
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "";

	if (strcmp(what, "crash") == 0) {
		raise(SIGSEGV);
	} else if (strcmp(what, "hang") == 0) {
		for (;;)
			pause();
	} else if (strcmp(what, "bigfile") == 0) {
		static char block[1 << 16];
		FILE *f = fopen("big.out", "w");

		for (int i = 0; f && i < 1024; i++)
			fwrite(block, 1, sizeof(block), f);
		if (f)
			fclose(f);
	} else if (strcmp(what, "stdin") == 0) {
		long n = 0;

		while (getchar() != EOF)
			n++;
		printf("%ld\n", n);
	} else if (strcmp(what, "fork") == 0) {
		if (fork() == 0) {
			setsid();
			execl("/bin/sh", "sh", "-c",
			      "exec -a trident-unruly-child sleep 1000", (char *)0);
			_exit(127);
		}
		printf("forked\n");
	}
	return 0;
}
