/*
 * gpu-hotspot: transient thermal simulation of a chip on the GPU (Rodinia
 * hotspot style), a 2-D explicit 5-point stencil, one launch per time step.
 * The power map is generated from SEED: a low background with 4-8
 * rectangular high-power units.  Each step, every cell gains its power,
 * exchanges heat with its four neighbours (insulated edges: a missing
 * neighbour has the cell's own temperature) and loses heat to the ambient:
 *
 *   T' = T + P + CY (Tn + Ts - 2T) + CX (Te + Tw - 2T) + CZ (AMB - T)
 *
 * in single precision, evaluated left to right (built with
 * -ffp-contract=off, so no fused multiply-add).  Each block reduces the
 * largest change |T' - T| of its cells in shared memory; a maximum does not
 * depend on the order of reduction.  The run stops after ITERATIONS steps,
 * or as soon as no cell changes by more than EPS.
 *
 * usage: gpu-hotspot ROWS COLS ITERATIONS SEED OUTPUT_FILE
 *
 * Writes the final grid to OUTPUT_FILE ("ROWS COLS", then one row a line,
 * %.3f) and a summary to stdout.
 *
 * Part of the trident benchmark inputs (GPU fault injection).
 */
#include <cuda_runtime.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define PROG "gpu-hotspot"
#define MIN_DIM 4L
#define MAX_DIM 2048L
#define MAX_ITER 100000L
#define TILE 16
#define AMB 45.0f
#define CX 0.2f
#define CY 0.2f
#define CZ 0.005f
#define EPS 1e-4f

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

/* Power in degrees per step: decimal values q / 10000. */
static void generate_power(float *power, long rows, long cols, rng_t *rng)
{
    for (long k = 0; k < rows * cols; k++)
        power[k] = (float)(20u + rng_next(rng) % 5u * 5u) / 10000.0f;
    int units = 4 + (int)(rng_next(rng) % 5u);
    for (int u = 0; u < units; u++) {
        long h = rows / 8 + (long)(rng_next(rng) % (uint32_t)(rows / 8 + 1));
        long w = cols / 8 + (long)(rng_next(rng) % (uint32_t)(cols / 8 + 1));
        long r0 = (long)(rng_next(rng) % (uint32_t)(rows - h + 1));
        long c0 = (long)(rng_next(rng) % (uint32_t)(cols - w + 1));
        float density = (float)(200u + rng_next(rng) % 7u * 50u) / 10000.0f;
        for (long r = r0; r < r0 + h; r++)
            for (long c = c0; c < c0 + w; c++)
                power[r * cols + c] = density;
    }
}

/* One time step; block_delta[block] = the block's largest |T' - T|. */
__global__ void hotspot_step(const float *t, float *t2, const float *power,
                             int rows, int cols, float *block_delta)
{
    __shared__ float sdelta[TILE * TILE];
    int r = blockIdx.y * TILE + threadIdx.y;
    int c = blockIdx.x * TILE + threadIdx.x;
    unsigned me = threadIdx.y * TILE + threadIdx.x;
    float delta = 0.0f;

    if (r < rows && c < cols) {
        int i = r * cols + c;
        float tc = t[i];
        float tn = r > 0 ? t[i - cols] : tc;
        float ts = r < rows - 1 ? t[i + cols] : tc;
        float tw = c > 0 ? t[i - 1] : tc;
        float te = c < cols - 1 ? t[i + 1] : tc;
        float v = tc + power[i] + CY * (tn + ts - 2.0f * tc) +
                  CX * (te + tw - 2.0f * tc) + CZ * (AMB - tc);
        t2[i] = v;
        delta = v > tc ? v - tc : tc - v;
    }
    sdelta[me] = delta;
    __syncthreads();
    for (unsigned half = TILE * TILE / 2; half > 0; half /= 2) {
        if (me < half && sdelta[me + half] > sdelta[me])
            sdelta[me] = sdelta[me + half];
        __syncthreads();
    }
    if (me == 0)
        block_delta[blockIdx.y * gridDim.x + blockIdx.x] = sdelta[0];
}

int main(int argc, char **argv)
{
    long rows, cols, iterations, seed;
    rng_t rng;

    if (argc != 6 || parse_long(argv[1], MIN_DIM, MAX_DIM, &rows) != 0 ||
        parse_long(argv[2], MIN_DIM, MAX_DIM, &cols) != 0 ||
        parse_long(argv[3], 1, MAX_ITER, &iterations) != 0 ||
        parse_long(argv[4], 0, 4294967295L, &seed) != 0 || argv[5][0] == '\0') {
        fprintf(stderr,
                "usage: %s ROWS COLS ITERATIONS SEED OUTPUT_FILE\n"
                "  ROWS, COLS in [%ld, %ld], ITERATIONS in [1, %ld],\n"
                "  SEED in [0, 4294967295]\n",
                argc > 0 ? argv[0] : PROG, MIN_DIM, MAX_DIM, MAX_ITER);
        return 2;
    }
    require_device();

    size_t cells = (size_t)(rows * cols);
    dim3 block(TILE, TILE);
    dim3 grid((unsigned)((cols + TILE - 1) / TILE), (unsigned)((rows + TILE - 1) / TILE));
    size_t nblocks = (size_t)grid.x * grid.y;
    float *power = (float *)calloc(cells, sizeof *power);
    float *temp = (float *)calloc(cells, sizeof *temp);
    float *deltas = (float *)calloc(nblocks, sizeof *deltas);
    if (!power || !temp || !deltas) {
        fprintf(stderr, PROG ": out of memory\n");
        return 1;
    }
    rng_seed(&rng, (uint64_t)seed);
    generate_power(power, rows, cols, &rng);
    for (size_t k = 0; k < cells; k++)
        temp[k] = AMB;

    float *d_a, *d_b, *d_power, *d_deltas;
    CHECK(cudaMalloc((void **)&d_a, cells * sizeof(float)));
    CHECK(cudaMalloc((void **)&d_b, cells * sizeof(float)));
    CHECK(cudaMalloc((void **)&d_power, cells * sizeof(float)));
    CHECK(cudaMalloc((void **)&d_deltas, nblocks * sizeof(float)));
    CHECK(cudaMemcpy(d_a, temp, cells * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_power, power, cells * sizeof(float), cudaMemcpyHostToDevice));

    long steps = 0;
    int converged = 0;
    float *cur = d_a, *next = d_b;
    while (steps < iterations && !converged) {
        hotspot_step<<<grid, block>>>(cur, next, d_power, (int)rows, (int)cols,
                                      d_deltas);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(deltas, d_deltas, nblocks * sizeof(float),
                         cudaMemcpyDeviceToHost));
        float max_delta = 0.0f;
        for (size_t b = 0; b < nblocks; b++)
            if (deltas[b] > max_delta)
                max_delta = deltas[b];
        converged = max_delta <= EPS;
        steps++;
        float *tmp = cur;
        cur = next;
        next = tmp;
    }
    CHECK(cudaMemcpy(temp, cur, cells * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d_a));
    CHECK(cudaFree(d_b));
    CHECK(cudaFree(d_power));
    CHECK(cudaFree(d_deltas));

    /* Summary, in row-major order. */
    double total_power = 0.0, sum = 0.0;
    size_t hottest = 0, coldest = 0;
    for (size_t k = 0; k < cells; k++) {
        total_power += power[k];
        sum += temp[k];
        if (temp[k] > temp[hottest])
            hottest = k;
        if (temp[k] < temp[coldest])
            coldest = k;
    }
    double half = 0.5 * ((double)temp[coldest] + (double)temp[hottest]);
    long above = 0;
    for (size_t k = 0; k < cells; k++)
        if (temp[k] > half)
            above++;

    FILE *out = fopen(argv[5], "w");
    if (out == NULL) {
        fprintf(stderr, PROG ": cannot write '%s'\n", argv[5]);
        return 1;
    }
    fprintf(out, "%ld %ld\n", rows, cols);
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++)
            fprintf(out, "%.3f%c", temp[r * cols + c], c + 1 < cols ? ' ' : '\n');
    if (fclose(out) != 0) {
        fprintf(stderr, PROG ": cannot write '%s'\n", argv[5]);
        return 1;
    }

    printf("gpu-hotspot %ld x %ld seed %ld, total power %.4f per step\n", rows,
           cols, seed, total_power);
    printf("steps: %ld (%s)\n", steps, converged ? "converged" : "step limit");
    printf("temperature: min %.4f mean %.4f max %.4f at (%ld, %ld)\n",
           temp[coldest], sum / (double)cells, temp[hottest],
           (long)hottest / cols, (long)hottest % cols);
    printf("cells above %.4f: %ld\n", half, above);

    free(power);
    free(temp);
    free(deltas);
    return 0;
}
