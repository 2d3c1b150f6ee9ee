/*
 * gpu-pathfinder: minimum-cost path from the top row to the bottom row of a
 * seeded cost grid, by dynamic programming on the GPU, one kernel launch per
 * row (Rodinia pathfinder style).  From row r a path steps to row r+1
 * straight down or one column to the left or right.  Each launch relaxes one
 * row: thread c reads the three predecessors of column c, records its choice
 * (ties prefer straight, then left) and writes its block's minimum, reduced
 * in shared memory.  Integer costs and a minimum reduction make the result
 * independent of thread scheduling.  The host traces the path back.
 *
 * usage: gpu-pathfinder COLS ROWS SEED
 *
 * Part of the trident benchmark inputs (GPU fault injection).
 */
#include <cuda_runtime.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define PROG "gpu-pathfinder"
#define MIN_DIM 2L
#define MAX_COLS 1000000L
#define MAX_ROWS 10000L
#define MAX_CELLS 4000000L
#define ROCK_COST 50
#define SHOW_COSTS 8
#define SHOW_PATH 10
#define BLOCK 256

static void cuda_check(cudaError_t err, const char *what, int line)
{
    if (err == cudaSuccess)
        return;
    fprintf(stderr, PROG ": %s failed (line %d): %s: %s\n", what, line,
            cudaGetErrorName(err), cudaGetErrorString(err));
    exit(1);
}
#define CHECK(call) cuda_check((call), #call, __LINE__)

/* Exits with a message the GPU test recognises when there is no device. */
static void require_device(void)
{
    int n = 0;
    cudaError_t err = cudaGetDeviceCount(&n);

    if (err != cudaSuccess || n == 0) {
        fprintf(stderr, PROG ": no CUDA device (%s)\n",
                err != cudaSuccess ? cudaGetErrorString(err) : "none found");
        exit(1);
    }
}

typedef struct {
    uint64_t s;
} rng_t;

static void rng_seed(rng_t *r, uint64_t seed)
{
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

static uint32_t mix32(uint32_t h, uint32_t v)
{
    h ^= v + 0x9E3779B9u + (h << 6) + (h >> 2);
    return h;
}

/*
 * dst[c] = wall[c] + min(src[c-1], src[c], src[c+1]); move[c] records the
 * predecessor (0 left, 1 straight, 2 right).  block_min[blockIdx.x] gets
 * the minimum of dst over the block's columns.
 */
__global__ void relax_row(const int *src, int *dst, const int *wall,
                          unsigned char *move, int *block_min, int cols)
{
    __shared__ int smin[BLOCK];
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    int value = 0x7fffffff;

    if (c < cols) {
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
        value = best + wall[c];
        dst[c] = value;
        move[c] = how;
    }
    smin[threadIdx.x] = value;
    __syncthreads();
    for (unsigned half = BLOCK / 2; half > 0; half /= 2) {
        if (threadIdx.x < half && smin[threadIdx.x + half] < smin[threadIdx.x])
            smin[threadIdx.x] = smin[threadIdx.x + half];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        block_min[blockIdx.x] = smin[0];
}

int main(int argc, char **argv)
{
    long cols, rows, seed;
    rng_t rng;

    if (argc != 4 || parse_long(argv[1], MIN_DIM, MAX_COLS, &cols) != 0 ||
        parse_long(argv[2], MIN_DIM, MAX_ROWS, &rows) != 0 ||
        parse_long(argv[3], 0, 4294967295L, &seed) != 0 ||
        cols > MAX_CELLS / rows) {
        fprintf(stderr,
                "usage: %s COLS ROWS SEED\n"
                "  COLS in [%ld, %ld], ROWS in [%ld, %ld], COLS*ROWS <= %ld,\n"
                "  SEED in [0, 4294967295]\n",
                argc > 0 ? argv[0] : PROG, MIN_DIM, MAX_COLS, MIN_DIM,
                MAX_ROWS, MAX_CELLS);
        return 2;
    }
    require_device();

    size_t cells = (size_t)(cols * rows);
    int blocks = (int)((cols + BLOCK - 1) / BLOCK);
    int *wall = (int *)calloc(cells, sizeof *wall);
    unsigned char *moves = (unsigned char *)calloc(cells, 1);
    int *last = (int *)calloc((size_t)cols, sizeof *last);
    int *mins = (int *)calloc((size_t)blocks * (size_t)rows, sizeof *mins);
    long *path = (long *)calloc((size_t)rows, sizeof *path);
    if (!wall || !moves || !last || !mins || !path) {
        fprintf(stderr, PROG ": out of memory\n");
        return 1;
    }

    /* Costs are mostly 0..9 with occasional expensive "rocks". */
    rng_seed(&rng, (uint64_t)seed);
    for (size_t k = 0; k < cells; k++) {
        uint32_t v = rng_next(&rng);
        wall[k] = (v % 37u == 0u) ? ROCK_COST : (int)(v % 10u);
    }

    int *d_wall, *d_a, *d_b, *d_mins;
    unsigned char *d_moves;
    CHECK(cudaMalloc((void **)&d_wall, cells * sizeof(int)));
    CHECK(cudaMalloc((void **)&d_a, (size_t)cols * sizeof(int)));
    CHECK(cudaMalloc((void **)&d_b, (size_t)cols * sizeof(int)));
    CHECK(cudaMalloc((void **)&d_mins, (size_t)blocks * (size_t)rows * sizeof(int)));
    CHECK(cudaMalloc((void **)&d_moves, cells));
    CHECK(cudaMemcpy(d_wall, wall, cells * sizeof(int), cudaMemcpyHostToDevice));
    /* Row 0: the cost of the first row itself. */
    CHECK(cudaMemcpy(d_a, wall, (size_t)cols * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(d_moves, 1, (size_t)cols));

    int *src = d_a, *dst = d_b;
    for (long r = 1; r < rows; r++) {
        relax_row<<<blocks, BLOCK>>>(src, dst, d_wall + r * cols,
                                     d_moves + r * cols, d_mins + r * blocks,
                                     (int)cols);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        int *tmp = src;
        src = dst;
        dst = tmp;
    }
    CHECK(cudaMemcpy(last, src, (size_t)cols * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(moves, d_moves, cells, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(mins, d_mins, (size_t)blocks * (size_t)rows * sizeof(int),
                     cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d_wall));
    CHECK(cudaFree(d_a));
    CHECK(cudaFree(d_b));
    CHECK(cudaFree(d_mins));
    CHECK(cudaFree(d_moves));

    /* Rows that did not raise the cheapest partial cost. */
    long free_rows = 0;
    int prev_min = wall[0];
    for (long c = 1; c < cols; c++)
        if (wall[c] < prev_min)
            prev_min = wall[c];
    for (long r = 1; r < rows; r++) {
        int row_min = mins[r * blocks];
        for (int b = 1; b < blocks; b++)
            if (mins[r * blocks + b] < row_min)
                row_min = mins[r * blocks + b];
        if (row_min == prev_min)
            free_rows++;
        prev_min = row_min;
    }

    long best_col = 0;
    for (long c = 1; c < cols; c++)
        if (last[c] < last[best_col])
            best_col = c;
    int best = last[best_col];
    long n_optimal = 0;
    for (long c = 0; c < cols; c++)
        if (last[c] == best)
            n_optimal++;

    /* Traceback from the bottom row to the top row. */
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
        if (col < 0 || col >= cols) {
            fprintf(stderr, PROG ": traceback left the grid\n");
            return 1;
        }
    }

    uint32_t cost_sum = 0, path_sum = 0;
    for (long k = 0; k < cols; k++)
        cost_sum = mix32(cost_sum, (uint32_t)last[k]);
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
        printf(" %d", last[k]);
    printf("%s\n", cols > SHOW_COSTS ? " ..." : "");
    printf("free rows: %ld\n", free_rows);
    printf("checksums: costs %08x path %08x\n", (unsigned)cost_sum,
           (unsigned)path_sum);

    free(wall);
    free(moves);
    free(last);
    free(mins);
    free(path);
    return 0;
}
