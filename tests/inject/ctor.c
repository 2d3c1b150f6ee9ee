/*
 * A constructor that reads argv, as PolyBench's size stub does
 * (tests/inject/run.sh, case ctor): its instructions run before main, and
 * a per-instruction campaign on one of them must inject every run (the
 * injector's runtime starts before the program's constructors).
 */
#include <stdio.h>

static int scale;

__attribute__((constructor)) static void
init(int argc, char **argv)
{
	(void)argv;
	scale = argc * 21 + 4;
}

int
main(void)
{
	printf("%d\n", scale);
	return 0;
}
