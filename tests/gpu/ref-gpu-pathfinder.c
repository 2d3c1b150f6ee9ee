/*
 * CPU reference of inputs/gpu-pathfinder: the same grid, the same row-by-row
 * dynamic programming (ties prefer straight, then left) and the same output,
 * computed sequentially.  inputs/gpu-run.sh compares the GPU program's
 * stdout with this program's, byte for byte.
 *
 * usage: ref-gpu-pathfinder COLS ROWS SEED
 */
#include "ref.h"

#define ROCK_COST 50
#define SHOW_COSTS 8
#define SHOW_PATH 10

int main(int argc, char **argv)
{
    long cols, rows, seed;
    struct rng rng;

    if (argc != 4 || parse_long(argv[1], 2, 1000000L, &cols) != 0 ||
        parse_long(argv[2], 2, 10000L, &rows) != 0 ||
        parse_long(argv[3], 0, 4294967295L, &seed) != 0 ||
        cols > 4000000L / rows) {
        fprintf(stderr, "usage: ref-gpu-pathfinder COLS ROWS SEED\n");
        return 2;
    }
    size_t cells = (size_t)(cols * rows);
    int *wall = xcalloc(cells, sizeof *wall);
    unsigned char *moves = xcalloc(cells, 1);
    int *src = xcalloc((size_t)cols, sizeof *src);
    int *dst = xcalloc((size_t)cols, sizeof *dst);
    long *path = xcalloc((size_t)rows, sizeof *path);

    rng_seed(&rng, (uint64_t)seed);
    for (size_t k = 0; k < cells; k++) {
        uint32_t v = rng_next(&rng);
        wall[k] = (v % 37u == 0u) ? ROCK_COST : (int)(v % 10u);
    }

    long free_rows = 0;
    int prev_min = wall[0];
    for (long c = 0; c < cols; c++) {
        src[c] = wall[c];
        moves[c] = 1;
        if (wall[c] < prev_min)
            prev_min = wall[c];
    }
    for (long r = 1; r < rows; r++) {
        const int *w = wall + r * cols;
        int row_min = 0x7fffffff;
        for (long c = 0; c < cols; c++) {
            int best = src[c];
            unsigned char how = 1;
            if (c > 0 && src[c - 1] < best) {
                best = src[c - 1];
                how = 0;
            }
            if (c + 1 < cols && src[c + 1] < best) {
                best = src[c + 1];
                how = 2;
            }
            dst[c] = best + w[c];
            moves[r * cols + c] = how;
            if (dst[c] < row_min)
                row_min = dst[c];
        }
        if (row_min == prev_min)
            free_rows++;
        prev_min = row_min;
        int *tmp = src;
        src = dst;
        dst = tmp;
    }

    long best_col = 0;
    for (long c = 1; c < cols; c++)
        if (src[c] < src[best_col])
            best_col = c;
    int best = src[best_col];
    long n_optimal = 0;
    for (long c = 0; c < cols; c++)
        if (src[c] == best)
            n_optimal++;

    long col = best_col, lefts = 0, rights = 0, rocks = 0, recomputed = 0;
    for (long r = rows - 1; r >= 0; r--) {
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
    }

    uint32_t cost_sum = 0, path_sum = 0;
    for (long k = 0; k < cols; k++)
        cost_sum = mix32(cost_sum, (uint32_t)src[k]);
    for (long k = 0; k < rows; k++)
        path_sum = mix32(path_sum, (uint32_t)path[k]);

    printf("gpu-pathfinder %ld x %ld seed %ld\n", cols, rows, seed);
    printf("min cost: %d at column %ld (%ld optimal end columns)\n", best,
           best_col, n_optimal);
    printf("path: start column %ld, %ld left, %ld right, %ld rocks, "
           "recomputed cost %ld (%s)\n",
           path[0], lefts, rights, rocks, recomputed,
           recomputed == best ? "ok" : "MISMATCH");
    printf("path columns:");
    for (long k = 0; k < SHOW_PATH; k++)
        printf(" %ld", path[(k * (rows - 1)) / (SHOW_PATH - 1)]);
    printf("\nlast row:");
    for (long k = 0; k < SHOW_COSTS && k < cols; k++)
        printf(" %d", src[k]);
    printf("%s\n", cols > SHOW_COSTS ? " ..." : "");
    printf("free rows: %ld\n", free_rows);
    printf("checksums: costs %08x path %08x\n", (unsigned)cost_sum,
           (unsigned)path_sum);

    free(wall);
    free(moves);
    free(src);
    free(dst);
    free(path);
    return 0;
}
