/*
 * polybench-size.c: PolyBench/C problem sizes from the command line.
 *
 * PolyBench fixes its problem sizes at compile time (macros N, NI, TSTEPS,
 * ...), but trident's input-variation work needs programs whose inputs are
 * numeric arguments. Without touching the kernels, the recipes map each size
 * macro to one slot of tr_pb_size[] (defines "TR_PB(k)=({ extern int
 * tr_pb_size[]; tr_pb_size[k]; })" and "N=TR_PB(0)", the statement
 * expression declaring the array where the kernel's source does not), and
 * build with POLYBENCH_USE_C99_PROTO so that array parameters take their
 * bounds from the functions' size parameters. This file fills the slots
 * before main runs, from the program's arguments: glibc passes argc, argv and
 * envp to the constructors of the executable.
 *
 * A recipe sets TR_PB_NSIZES, the number of sizes its kernel takes; the
 * program then needs exactly that many arguments, each a decimal integer in
 * [1, TR_PB_MAX_SIZE], and otherwise prints its usage and exits with status 2.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef TR_PB_NSIZES
#error "the recipe must define TR_PB_NSIZES, the number of size arguments"
#endif

#define TR_PB_SLOTS 8
#define TR_PB_MAX_SIZE 100000

#if TR_PB_NSIZES < 1 || TR_PB_NSIZES > TR_PB_SLOTS
#error "TR_PB_NSIZES out of range"
#endif

int tr_pb_size[TR_PB_SLOTS];

/* One size argument, or -1 when it is not a decimal integer in range. */
static long tr_pb_parse(const char *s)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0' || v < 1 ||
	    v > TR_PB_MAX_SIZE)
		return -1;
	return v;
}

__attribute__((constructor)) static void tr_pb_size_init(int argc,
							 char **argv,
							 char **envp)
{
	int k;

	(void)envp;
	if (argc != TR_PB_NSIZES + 1)
		goto usage;
	for (k = 0; k < TR_PB_NSIZES; k++) {
		long v = tr_pb_parse(argv[k + 1]);

		if (v < 0)
			goto usage;
		tr_pb_size[k] = (int)v;
	}
	return;
usage:
	fprintf(stderr, "usage: %s SIZE x %d (integers in [1, %d])\n",
		argc > 0 ? argv[0] : "polybench", TR_PB_NSIZES,
		TR_PB_MAX_SIZE);
	exit(2);
}
