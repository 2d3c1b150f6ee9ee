/*
 * Which arguments are numbers (tests/model/run.sh, case answer), as
 * Rodinia b+tree's isInteger decides: a loop with two exits into one
 * phi of constants, 1 from the end of the string and 0 from a character
 * that is no digit. A flipped end-of-string test runs the loop on past
 * the terminating 0, into the next string, whose first character is no
 * digit: the answer changes.
 */
#include <stdio.h>

__attribute__((noinline)) static int
all_digits(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return 0;
	return 1;
}

int
main(int argc, char **argv)
{
	int n = 0;

	for (int i = 1; i < argc; i++)
		if (all_digits(argv[i]))
			n++;
	printf("%d of %d are numbers\n", n, argc - 1);
	return 0;
}
