/*
 * CPU reference of inputs/gpu-gaussian: the same system, the same
 * elimination and column-oriented back substitution in the same order, in
 * double precision (built with -ffp-contract=off, as the GPU program is),
 * and the same output.
 *
 * usage: ref-gpu-gaussian N SEED
 */
#include "ref.h"

#define SHOW_X 8

static double absd(double v)
{
    return v < 0.0 ? -v : v;
}

static void generate_system(double *a, double *b, long n, struct rng *rng)
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

int main(int argc, char **argv)
{
    long n, seed;
    struct rng rng;

    if (argc != 3 || parse_long(argv[1], 2, 2048, &n) != 0 ||
        parse_long(argv[2], 0, 4294967295L, &seed) != 0) {
        fprintf(stderr, "usage: ref-gpu-gaussian N SEED\n");
        return 2;
    }
    double *a = xcalloc((size_t)(n * n), sizeof *a);
    double *b = xcalloc((size_t)n, sizeof *b);
    double *m = xcalloc((size_t)n, sizeof *m);
    double *x = xcalloc((size_t)n, sizeof *x);

    rng_seed(&rng, (uint64_t)seed);
    generate_system(a, b, n, &rng);
    for (long k = 0; k + 1 < n; k++) {
        for (long i = k + 1; i < n; i++)
            m[i] = a[i * n + k] / a[k * n + k];
        for (long i = k + 1; i < n; i++) {
            for (long j = k; j < n; j++)
                a[i * n + j] = a[i * n + j] - m[i] * a[k * n + j];
            b[i] = b[i] - m[i] * b[k];
        }
    }
    for (long k = n - 1; k >= 0; k--) {
        double xk = b[k] / a[k * n + k];
        x[k] = xk;
        for (long i = 0; i < k; i++)
            b[i] = b[i] - a[i * n + k] * xk;
    }

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
    free(m);
    free(x);
    return 0;
}
