/*
 * multi-main.c: inject-multi's main program, in C (see multi.h).
 *
 * usage: inject-multi N SEED
 *
 * N x N matrices, N a multiple of 16 in [16, 256]. Prints the checksums
 * of the tile product and of the reduction of its result, exit 0; 1 on a
 * CUDA error; 2 on bad arguments.
 */
#include <stdio.h>
#include <stdlib.h>

#include "multi.h"

static int
parse(const char *s, long lo, long hi, long *v)
{
    char *end;

    *v = strtol(s, &end, 10);
    return *s == '\0' || *end != '\0' || *v < lo || *v > hi ? -1 : 0;
}

int
main(int argc, char **argv)
{
    long n, seed;
    unsigned *a, *b, *out, *sums, x, sum = 0, total = 0;
    int blocks, rc;

    if (argc != 3 || parse(argv[1], MULTI_TILE, 256, &n) != 0 ||
        n % MULTI_TILE || parse(argv[2], 0, 1000000000L, &seed) != 0) {
        fprintf(stderr, "usage: inject-multi N SEED\n"
                "  N a multiple of %d in [%d, 256]\n", MULTI_TILE,
                MULTI_TILE);
        return 2;
    }
    blocks = (int)(n * n / 256);
    a = malloc(n * n * sizeof(*a));
    b = malloc(n * n * sizeof(*b));
    out = malloc(n * n * sizeof(*out));
    sums = malloc((blocks ? blocks : 1) * sizeof(*sums));
    if (!a || !b || !out || !sums) {
        fprintf(stderr, "inject-multi: out of memory\n");
        return 1;
    }
    x = (unsigned)seed * 2654435761u + 1u;
    for (long k = 0; k < n * n; k++) {
        x = x * 1664525u + 1013904223u;
        a[k] = x >> 20;
        x = x * 1664525u + 1013904223u;
        b[k] = x >> 20;
    }
    rc = multi_tiles(a, b, out, (int)n);
    if (!rc && blocks)
        rc = multi_reduce(out, sums, blocks);
    if (rc)
        return 1;
    for (long k = 0; k < n * n; k++)
        sum = sum * 31 + out[k];
    for (int k = 0; k < blocks; k++)
        total = total * 31 + sums[k];
    printf("inject-multi n %ld seed %ld\n", n, seed);
    printf("tiles  %08x first %08x last %08x\n", sum, out[0], out[n * n - 1]);
    printf("reduce %08x blocks %d\n", total, blocks);
    free(a);
    free(b);
    free(out);
    free(sums);
    return 0;
}
