/*
 * rodinia-zmalloc.c: a malloc() that hands out zeroed memory, for Rodinia
 * programs that read heap blocks they never wrote.
 *
 * particlefilter marks its disk and its video frames with ones in blocks
 * from malloc and reads the rest of them as zeros (and getneighbors writes
 * one entry per nonzero cell, past its array when a cell holds garbage). A
 * fresh heap is zero, but a block recycled from an earlier free() is not,
 * so the result depends on the allocator's history: on the C library, on a
 * runtime linked into the program, on the build. The recipe defines
 * malloc=rodinia_zmalloc, and every block then starts zeroed, as the program
 * assumes.
 */
#include <stdlib.h>

void *rodinia_zmalloc(size_t size)
{
	return calloc(1, size);
}
