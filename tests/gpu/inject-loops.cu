/*
 * inject-loops: loop shapes that the GPU fault injector's instrumentation
 * must keep valid and exact (issue 21), in five kernels run one after the
 * other on the same input:
 *
 *   walk           the loop header computes i + 1 and takes it back
 *                  through its phi from the latch, with a barrier between
 *                  (what Rodinia's pathfinder and hotspot do)
 *   latches        several latches (continue) share one header
 *   after_barrier  the header's phi is fed by a value computed after a
 *                  barrier
 *   nested         an inner loop on j + 1 in an outer loop with barriers
 *   vote           __syncthreads_count/and/or, the first one in the
 *                  kernel's first block
 *
 * and a device function that is never inlined (mix, __noinline__),
 * called from two kernels (latches, nested): the injector inlines it into
 * both, and its sites count per call (issue 19).
 *
 * Each kernel is checked against a CPU reference.
 *
 * usage: inject-loops N SEED
 *
 * Prints one line per kernel (checksum, first and last value, ok or
 * MISMATCH) and exits 0 when all five match, 1 otherwise, 2 on bad
 * arguments.
 *
 * Part of the trident tests (tests/gpu, the GPU fault injector).
 */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define PROG "inject-loops"
#define BLOCK 64
#define BLOCKS 2
#define MAX_N 4096

#define CHECK(call) check((call), #call, __LINE__)

static void
check(cudaError_t e, const char *what, int line)
{
    if (e != cudaSuccess) {
        fprintf(stderr, PROG ": %s failed (line %d): %s\n", what, line,
                cudaGetErrorString(e));
        exit(1);
    }
}

/* Kept a call by clang at every -O; the CPU references call it too. */
__host__ __device__ __noinline__ unsigned mix(unsigned v, int i)
{
    unsigned x = v ^ (v >> 7) ^ (unsigned)i * 0x9e3779b9u;

    return (x << 3) + (x >> 29);
}

__global__ void walk(const unsigned *in, unsigned *out, int n)
{
    unsigned acc = 0;
    int t = threadIdx.x;

    for (int i = 0;; i++) {
        if (i + 1 < n)
            acc += in[(i + 1) * BLOCK + t];
        __syncthreads();
        if (i == n - 1)
            break;
    }
    out[blockIdx.x * BLOCK + t] = acc;
}

__global__ void latches(const unsigned *in, unsigned *out, int n)
{
    unsigned acc = 0;
    int t = threadIdx.x;

    for (int i = 0; i < n; i++) {
        unsigned v = in[i * BLOCK + t];

        if (v % 3 == 0) {
            acc += v;
            continue;
        }
        if (v % 3 == 1) {
            acc ^= v << 1;
            continue;
        }
        acc -= mix(v, i);
    }
    out[blockIdx.x * BLOCK + t] = acc;
}

__global__ void after_barrier(const unsigned *in, unsigned *out, int n)
{
    __shared__ unsigned buf[BLOCK];
    int t = threadIdx.x;
    unsigned x = t;

    for (int i = 0; i < n; i++) {
        buf[t] = x + in[i * BLOCK + t];
        __syncthreads();
        x = buf[(t + i + 1) % BLOCK] * 3 + 1;
        __syncthreads();
    }
    out[blockIdx.x * BLOCK + t] = x;
}

__global__ void nested(const unsigned *in, unsigned *out, int n)
{
    __shared__ unsigned buf[BLOCK];
    int t = threadIdx.x;
    unsigned acc = 0;

    for (int i = 0; i < n; i++) {
        unsigned s = 0;

        for (int j = 0;; j++) {
            if (j + 1 < n)
                s += mix(in[(j + 1) * BLOCK + t], j) >> (i % 8);
            if (j >= i)
                break;
        }
        buf[t] = s;
        __syncthreads();
        acc += buf[(t + 1) % BLOCK];
        __syncthreads();
    }
    out[blockIdx.x * BLOCK + t] = acc;
}

__global__ void vote(const unsigned *in, unsigned *out, int n)
{
    int t = threadIdx.x;
    unsigned c = __syncthreads_count(in[t] & 1);
    unsigned a = __syncthreads_and(in[n * BLOCK + t] & 2);
    unsigned o = __syncthreads_or((in[t] & 12) == 12);

    out[blockIdx.x * BLOCK + t] = c * 4 + a * 2 + o;
}

/* The CPU references, thread by thread (and step by step for the kernels
   that exchange values through shared memory). */
static void
ref_walk(const unsigned *in, unsigned *out, int n)
{
    for (int t = 0; t < BLOCK; t++) {
        unsigned acc = 0;

        for (int i = 0; i + 1 < n; i++)
            acc += in[(i + 1) * BLOCK + t];
        out[t] = acc;
    }
}

static void
ref_latches(const unsigned *in, unsigned *out, int n)
{
    for (int t = 0; t < BLOCK; t++) {
        unsigned acc = 0;

        for (int i = 0; i < n; i++) {
            unsigned v = in[i * BLOCK + t];

            if (v % 3 == 0)
                acc += v;
            else if (v % 3 == 1)
                acc ^= v << 1;
            else
                acc -= mix(v, i);
        }
        out[t] = acc;
    }
}

static void
ref_after_barrier(const unsigned *in, unsigned *out, int n)
{
    unsigned x[BLOCK], buf[BLOCK];

    for (int t = 0; t < BLOCK; t++)
        x[t] = t;
    for (int i = 0; i < n; i++) {
        for (int t = 0; t < BLOCK; t++)
            buf[t] = x[t] + in[i * BLOCK + t];
        for (int t = 0; t < BLOCK; t++)
            x[t] = buf[(t + i + 1) % BLOCK] * 3 + 1;
    }
    for (int t = 0; t < BLOCK; t++)
        out[t] = x[t];
}

static void
ref_nested(const unsigned *in, unsigned *out, int n)
{
    unsigned acc[BLOCK] = { 0 }, buf[BLOCK];

    for (int i = 0; i < n; i++) {
        for (int t = 0; t < BLOCK; t++) {
            unsigned s = 0;

            for (int j = 0; j <= i; j++)
                if (j + 1 < n)
                    s += mix(in[(j + 1) * BLOCK + t], j) >> (i % 8);
            buf[t] = s;
        }
        for (int t = 0; t < BLOCK; t++)
            acc[t] += buf[(t + 1) % BLOCK];
    }
    for (int t = 0; t < BLOCK; t++)
        out[t] = acc[t];
}

static void
ref_vote(const unsigned *in, unsigned *out, int n)
{
    unsigned c = 0, a = 1, o = 0;

    for (int t = 0; t < BLOCK; t++) {
        c += (in[t] & 1) != 0;
        a &= (in[n * BLOCK + t] & 2) != 0;
        o |= (in[t] & 12) == 12;
    }
    for (int t = 0; t < BLOCK; t++)
        out[t] = c * 4 + a * 2 + o;
}

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
    typedef void (*kernel_fn)(const unsigned *, unsigned *, int);
    typedef void (*ref_fn)(const unsigned *, unsigned *, int);
    static const struct {
        const char *name;
        kernel_fn kernel;
        ref_fn ref;
    } kernels[] = {
        { "walk", walk, ref_walk },
        { "latches", latches, ref_latches },
        { "after_barrier", after_barrier, ref_after_barrier },
        { "nested", nested, ref_nested },
        { "vote", vote, ref_vote },
    };
    long n, seed;
    unsigned *in, *out, *ref, *d_in, *d_out, x;
    int bad = 0;

    if (argc != 3 || parse(argv[1], 1, MAX_N, &n) != 0 ||
        parse(argv[2], 0, 1000000000L, &seed) != 0) {
        fprintf(stderr, "usage: %s N SEED\n  N in [1, %d]\n",
                argc > 0 ? argv[0] : PROG, MAX_N);
        return 2;
    }
    in = (unsigned *)malloc((n + 1) * BLOCK * sizeof(*in));
    out = (unsigned *)malloc(BLOCKS * BLOCK * sizeof(*out));
    ref = (unsigned *)malloc(BLOCK * sizeof(*ref));
    if (!in || !out || !ref) {
        fprintf(stderr, PROG ": out of memory\n");
        return 1;
    }
    x = (unsigned)seed * 2654435761u + 12345u;
    for (long k = 0; k < (n + 1) * BLOCK; k++) {
        x = x * 1664525u + 1013904223u;
        in[k] = x >> 8;
    }
    CHECK(cudaMalloc((void **)&d_in, (n + 1) * BLOCK * sizeof(*in)));
    CHECK(cudaMalloc((void **)&d_out, BLOCKS * BLOCK * sizeof(*out)));
    CHECK(cudaMemcpy(d_in, in, (n + 1) * BLOCK * sizeof(*in),
                     cudaMemcpyHostToDevice));
    printf(PROG " n %ld seed %ld\n", n, seed);
    for (size_t k = 0; k < sizeof(kernels) / sizeof(*kernels); k++) {
        unsigned sum = 0;
        int same = 1;

        kernels[k].kernel<<<BLOCKS, BLOCK>>>(d_in, d_out, (int)n);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(out, d_out, BLOCKS * BLOCK * sizeof(*out),
                         cudaMemcpyDeviceToHost));
        kernels[k].ref(in, ref, (int)n);
        for (int b = 0; b < BLOCKS; b++)
            for (int t = 0; t < BLOCK; t++) {
                sum = sum * 31 + out[b * BLOCK + t];
                same &= out[b * BLOCK + t] == ref[t];
            }
        printf("%-14s sum %08x first %08x last %08x %s\n", kernels[k].name,
               sum, out[0], out[BLOCKS * BLOCK - 1], same ? "ok" : "MISMATCH");
        bad |= !same;
    }
    CHECK(cudaFree(d_in));
    CHECK(cudaFree(d_out));
    free(in);
    free(out);
    free(ref);
    return bad;
}
