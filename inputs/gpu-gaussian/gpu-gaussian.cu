/*
 * gpu-gaussian: solves A x = b by Gaussian elimination on the GPU (Rodinia
 * gaussian style), in double precision.  A is N x N, drawn from SEED and
 * made strictly diagonally dominant, so elimination needs no pivoting.
 *
 * Forward elimination takes two launches per column k: gauss_multipliers
 * computes m[i] = A[i][k] / A[k][k] for every row i > k, then
 * gauss_eliminate subtracts m[i] times row k from every row i > k (one
 * thread per element, b included).  Back substitution is column-oriented,
 * one launch per column k from the last: x[k] = b[k] / A[k][k], then every
 * row i < k subtracts A[i][k] x[k] from b[i].  Every element is updated by
 * one thread in a fixed order of k, and the build uses -ffp-contract=off
 * (no fused multiply-add), so the result is the same bit for bit on every
 * run and equals a sequential C loop in the same order.
 *
 * usage: gpu-gaussian N SEED
 *
 * Part of the trident benchmark inputs (GPU fault injection).
 */
#include <cuda_runtime.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define PROG "gpu-gaussian"
#define MAX_N 2048L
#define SHOW_X 8
#define BLOCK 256
#define TILE 16

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

static double absd(double v)
{
    return v < 0.0 ? -v : v;
}

/* Off-diagonal entries in [-1, 1] on a grid of 0.001; b in [-100, 100]. */
static void generate_system(double *a, double *b, long n, rng_t *rng)
{
    for (long i = 0; i < n; i++) {
        double row_sum = 0.0;
        for (long j = 0; j < n; j++) {
            if (j == i)
                continue;
            a[i * n + j] = (double)((int)(rng_next(rng) % 2001u) - 1000) / 1000.0;
            row_sum += absd(a[i * n + j]);
        }
        a[i * n + i] = row_sum + 1.0 + (double)(rng_next(rng) % 1000u) / 1000.0;
        b[i] = (double)((int)(rng_next(rng) % 20001u) - 10000) / 100.0;
    }
}

__global__ void gauss_multipliers(const double *a, double *m, int n, int k)
{
    int i = k + 1 + blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        m[i] = a[i * n + k] / a[k * n + k];
}

/* Row i -= m[i] * row k, for i > k and columns j >= k (and b). */
__global__ void gauss_eliminate(double *a, double *b, const double *m, int n,
                                int k)
{
    int i = k + 1 + blockIdx.y * TILE + threadIdx.y;
    int j = k + blockIdx.x * TILE + threadIdx.x;

    if (i >= n || j >= n)
        return;
    a[i * n + j] = a[i * n + j] - m[i] * a[k * n + j];
    if (j == k)
        b[i] = b[i] - m[i] * b[k];
}

/* x[k] = b[k] / A[k][k]; b[i] -= A[i][k] x[k] for i < k. */
__global__ void back_column(const double *a, double *b, double *x, int n, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    double xk = b[k] / a[k * n + k];

    if (i == 0)
        x[k] = xk;
    if (i < k)
        b[i] = b[i] - a[i * n + k] * xk;
}

int main(int argc, char **argv)
{
    long n, seed;
    rng_t rng;

    if (argc != 3 || parse_long(argv[1], 2, MAX_N, &n) != 0 ||
        parse_long(argv[2], 0, 4294967295L, &seed) != 0) {
        fprintf(stderr,
                "usage: %s N SEED\n"
                "  N in [2, %ld], SEED in [0, 4294967295]\n",
                argc > 0 ? argv[0] : PROG, MAX_N);
        return 2;
    }
    require_device();

    size_t nn = (size_t)(n * n);
    double *a = (double *)calloc(nn, sizeof *a);
    double *b = (double *)calloc((size_t)n, sizeof *b);
    double *x = (double *)calloc((size_t)n, sizeof *x);
    if (!a || !b || !x) {
        fprintf(stderr, PROG ": out of memory\n");
        return 1;
    }
    rng_seed(&rng, (uint64_t)seed);
    generate_system(a, b, n, &rng);

    double *d_a, *d_b, *d_m, *d_x;
    CHECK(cudaMalloc((void **)&d_a, nn * sizeof(double)));
    CHECK(cudaMalloc((void **)&d_b, (size_t)n * sizeof(double)));
    CHECK(cudaMalloc((void **)&d_m, (size_t)n * sizeof(double)));
    CHECK(cudaMalloc((void **)&d_x, (size_t)n * sizeof(double)));
    CHECK(cudaMemcpy(d_a, a, nn * sizeof(double), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_b, b, (size_t)n * sizeof(double), cudaMemcpyHostToDevice));

    for (long k = 0; k + 1 < n; k++) {
        long below = n - 1 - k, width = n - k;
        gauss_multipliers<<<(unsigned)((below + BLOCK - 1) / BLOCK), BLOCK>>>(
            d_a, d_m, (int)n, (int)k);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        dim3 grid((unsigned)((width + TILE - 1) / TILE),
                  (unsigned)((below + TILE - 1) / TILE));
        gauss_eliminate<<<grid, dim3(TILE, TILE)>>>(d_a, d_b, d_m, (int)n, (int)k);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
    }
    for (long k = n - 1; k >= 0; k--) {
        unsigned blocks = k > 0 ? (unsigned)((k + BLOCK - 1) / BLOCK) : 1u;
        back_column<<<blocks, BLOCK>>>(d_a, d_b, d_x, (int)n, (int)k);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
    }
    CHECK(cudaMemcpy(x, d_x, (size_t)n * sizeof(double), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d_a));
    CHECK(cudaFree(d_b));
    CHECK(cudaFree(d_m));
    CHECK(cudaFree(d_x));

    /* Residual against the original system (regenerated), in row order. */
    rng_seed(&rng, (uint64_t)seed);
    generate_system(a, b, n, &rng);
    double residual = 0.0, sum = 0.0, largest = 0.0;
    long at = 0;
    for (long i = 0; i < n; i++) {
        double r = -b[i];
        for (long j = 0; j < n; j++)
            r = r + a[i * n + j] * x[j];
        if (absd(r) > residual)
            residual = absd(r);
        sum += x[i];
        if (absd(x[i]) > largest) {
            largest = absd(x[i]);
            at = i;
        }
    }

    printf("gpu-gaussian n %ld seed %ld\n", n, seed);
    printf("x:");
    for (long k = 0; k < SHOW_X && k < n; k++)
        printf(" %.6f", x[k]);
    printf("%s\n", n > SHOW_X ? " ..." : "");
    printf("x[%ld]: %.6f\n", n - 1, x[n - 1]);
    printf("sum of x: %.6f, largest |x|: %.6f at %ld\n", sum, largest, at);
    printf("residual: %s (max |Ax - b| below 1e-9)\n",
           residual < 1e-9 ? "ok" : "LARGE");

    free(a);
    free(b);
    free(x);
    return 0;
}
