/*
 * rodinia-fopen.c: fopen() for Rodinia programs that read their data from a
 * fixed path into Rodinia's data folder.
 *
 * srad_v1 reads "../../../data/srad/image.pgm" and myocyte
 * "../../data/myocyte/y.txt", paths relative to the folder the program was
 * built in, which a run in a scratch directory (a check, a fault-injection
 * run) cannot provide. Their recipes define fopen=rodinia_fopen: a path that
 * climbs out of the working directory (it starts with "../") is opened by
 * its base name in the working directory, where the recipe's input puts the
 * file; every other path is opened as given.
 */
#include <stdio.h>
#include <string.h>

#undef fopen
extern FILE *fopen(const char *path, const char *mode);

FILE *rodinia_fopen(const char *path, const char *mode)
{
	const char *base;

	if (strncmp(path, "../", 3) != 0)
		return fopen(path, mode);
	base = strrchr(path, '/');
	return fopen(base + 1, mode);
}
