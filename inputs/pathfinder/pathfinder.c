/*
 * pathfinder: minimum-cost path from the top row to the bottom row of a
 * pseudo-random cost grid, found by dynamic programming.  From a cell in
 * row r a path may step to row r+1 straight down or one column to the left
 * or right.  The grid is generated from SEED with a private xorshift PRNG,
 * so the output depends only on the arguments.
 *
 * usage: pathfinder COLS ROWS SEED
 *
 * Part of the trident benchmark inputs (fault-injection / SDC prediction).
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN_DIM 2L
#define MAX_COLS 1000000L
#define MAX_ROWS 100000L
#define MAX_CELLS 4000000L
#define ROCK_COST 50
#define SHOW_COSTS 8
#define SHOW_PATH 10

typedef struct {
    uint64_t s;
} rng_t;

static void rng_seed(rng_t *r, uint64_t seed)
{
    /* splitmix64 finaliser so that neighbouring seeds diverge quickly */
    uint64_t z = seed + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    r->s = z ? z : 0x2545F4914F6CDD1DULL;
}

static uint32_t rng_next(rng_t *r)
{
    uint64_t x = r->s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    r->s = x;
    return (uint32_t)((x * 0x2545F4914F6CDD1DULL) >> 32);
}

static int parse_long(const char *text, long lo, long hi, long *out)
{
    char *end = NULL;
    long v;

    if (text == NULL || *text == '\0')
        return -1;
    errno = 0;
    v = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

static void usage(const char *prog)
{
    fprintf(stderr,
            "usage: %s COLS ROWS SEED\n"
            "  COLS in [%ld, %ld], ROWS in [%ld, %ld], COLS*ROWS <= %ld,\n"
            "  SEED in [0, 4294967295]\n",
            prog, MIN_DIM, MAX_COLS, MIN_DIM, MAX_ROWS, MAX_CELLS);
}

/* Costs are mostly 0..9 with occasional expensive "rocks". */
static void generate_grid(int *wall, long cols, long rows, rng_t *rng)
{
    for (long r = 0; r < rows; r++) {
        int *row = wall + r * cols;
        for (long c = 0; c < cols; c++) {
            uint32_t v = rng_next(rng);
            row[c] = (v % 37u == 0u) ? ROCK_COST : (int)(v % 10u);
        }
    }
}

/*
 * One DP step: dst[c] = wall[c] + min(src[c-1], src[c], src[c+1]).
 * The chosen predecessor (0 = left, 1 = straight, 2 = right) goes to
 * move[c]; ties prefer straight, then left.  Returns the row minimum.
 */
static long relax_row(const long *src, long *dst, const int *wall,
                      unsigned char *move, long cols)
{
    long row_min = -1;

    for (long c = 0; c < cols; c++) {
        long best = src[c];
        unsigned char how = 1;

        if (c > 0 && src[c - 1] < best) {
            best = src[c - 1];
            how = 0;
        }
        if (c + 1 < cols && src[c + 1] < best) {
            best = src[c + 1];
            how = 2;
        }
        dst[c] = best + wall[c];
        move[c] = how;
        if (row_min < 0 || dst[c] < row_min)
            row_min = dst[c];
    }
    return row_min;
}

static uint32_t mix32(uint32_t h, uint32_t v)
{
    h ^= v + 0x9E3779B9u + (h << 6) + (h >> 2);
    return h;
}

int main(int argc, char **argv)
{
    long cols, rows, seed;
    rng_t rng;

    if (argc != 4 || parse_long(argv[1], MIN_DIM, MAX_COLS, &cols) != 0 ||
        parse_long(argv[2], MIN_DIM, MAX_ROWS, &rows) != 0 ||
        parse_long(argv[3], 0, 4294967295L, &seed) != 0 ||
        cols > MAX_CELLS / rows) {
        usage(argc > 0 ? argv[0] : "pathfinder");
        return 2;
    }

    int *wall = calloc((size_t)(cols * rows), sizeof *wall);
    long *src = calloc((size_t)cols, sizeof *src);
    long *dst = calloc((size_t)cols, sizeof *dst);
    unsigned char *moves = calloc((size_t)(cols * rows), 1);
    long *path = calloc((size_t)rows, sizeof *path);
    if (!wall || !src || !dst || !moves || !path) {
        fprintf(stderr, "pathfinder: out of memory\n");
        free(wall); free(src); free(dst); free(moves); free(path);
        return 1;
    }

    rng_seed(&rng, (uint64_t)seed);
    generate_grid(wall, cols, rows, &rng);

    /* Forward pass. */
    long free_rows = 0, prev_min = -1;
    for (long c = 0; c < cols; c++) {
        src[c] = wall[c];
        moves[c] = 1;
        if (prev_min < 0 || src[c] < prev_min)
            prev_min = src[c];
    }
    for (long r = 1; r < rows; r++) {
        long row_min = relax_row(src, dst, wall + r * cols,
                                 moves + r * cols, cols);
        /* Rows that did not raise the cheapest partial cost. */
        if (row_min == prev_min)
            free_rows++;
        prev_min = row_min;
        long *tmp = src;
        src = dst;
        dst = tmp;
    }

    /* Cheapest end column (first one on ties). */
    long best_col = 0;
    for (long c = 1; c < cols; c++)
        if (src[c] < src[best_col])
            best_col = c;
    long best = src[best_col];

    /* Number of end columns that reach the optimum, and the longest run of
       equal neighbouring costs in the last row. */
    long n_optimal = 0, longest_run = 0;
    long c = 0;
    while (c < cols) {
        long run = 1;
        if (src[c] == best)
            n_optimal++;
        while (c + run < cols && src[c + run] == src[c]) {
            if (src[c + run] == best)
                n_optimal++;
            run++;
        }
        if (run > longest_run)
            longest_run = run;
        c += run;
    }

    /* Traceback from the bottom row to the top row. */
    long col = best_col, r = rows - 1;
    long lefts = 0, rights = 0, rocks = 0, recomputed = 0;
    while (r >= 0) {
        path[r] = col;
        recomputed += wall[r * cols + col];
        if (wall[r * cols + col] == ROCK_COST)
            rocks++;
        if (r == 0)
            break;
        unsigned char m = moves[r * cols + col];
        if (m == 0) {
            col--;
            lefts++;
        } else if (m == 2) {
            col++;
            rights++;
        }
        if (col < 0 || col >= cols) {
            fprintf(stderr, "pathfinder: traceback left the grid\n");
            break;
        }
        r--;
    }

    uint32_t cost_sum = 0, path_sum = 0;
    for (long k = 0; k < cols; k++)
        cost_sum = mix32(cost_sum, (uint32_t)src[k]);
    for (long k = 0; k < rows; k++)
        path_sum = mix32(path_sum, (uint32_t)path[k]);

    printf("pathfinder %ld x %ld seed %ld\n", cols, rows, seed);
    printf("min cost: %ld at column %ld (%ld optimal end columns)\n",
           best, best_col, n_optimal);
    printf("path: start column %ld, %ld left, %ld right, %ld rocks, "
           "recomputed cost %ld (%s)\n",
           path[0], lefts, rights, rocks, recomputed,
           recomputed == best ? "ok" : "MISMATCH");
    printf("path columns:");
    for (long k = 0; k < SHOW_PATH; k++)
        printf(" %ld", path[(k * (rows - 1)) / (SHOW_PATH - 1)]);
    printf("\n");
    printf("last row:");
    for (long k = 0; k < SHOW_COSTS && k < cols; k++)
        printf(" %ld", src[k]);
    printf("%s\n", cols > SHOW_COSTS ? " ..." : "");
    printf("free rows: %ld, longest equal-cost run: %ld\n",
           free_rows, longest_run);
    printf("checksums: costs %08x path %08x\n", (unsigned)cost_sum,
           (unsigned)path_sum);

    free(wall);
    free(src);
    free(dst);
    free(moves);
    free(path);
    return 0;
}
