/*
 * streams.cu: a CUDA program on two streams (issue 19: "several streams
 * if a program uses them"), our own test of the injector and the device
 * profile. Two halves of an array are scaled on two streams created with
 * cudaStreamCreate, each copied in and back with cudaMemcpyAsync into
 * pinned host memory; a third kernel on the second stream, after an event
 * recorded on the first, sums both halves. The host prints the checksum of
 * the scaled array and the sum.
 *
 * usage: streams N SEED
 *
 * N in [64, 65536], a multiple of 64. Exit 0; 1 on a CUDA error; 2 on bad
 * arguments.
 */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

__global__ void scale(unsigned *v, int n, unsigned k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        v[i] = v[i] * k + (unsigned)i;
}

__global__ void total(const unsigned *v, int n, unsigned *out)
{
    __shared__ unsigned part[64];
    unsigned s = 0;

    for (int i = threadIdx.x; i < n; i += blockDim.x)
        s += v[i];
    part[threadIdx.x] = s;
    __syncthreads();
    for (int w = blockDim.x / 2; w > 0; w /= 2) {
        if ((int)threadIdx.x < w)
            part[threadIdx.x] += part[threadIdx.x + w];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        *out = part[0];
}

static int
check(cudaError_t e, const char *what)
{
    if (e == cudaSuccess)
        return 0;
    fprintf(stderr, "streams: %s: %s\n", what, cudaGetErrorString(e));
    return 1;
}

int
main(int argc, char **argv)
{
    long n, seed;
    char *end1, *end2;
    unsigned *h, *d, *dsum, hsum = 0, x, check_sum = 0;
    cudaStream_t st[2];
    cudaEvent_t ev;
    int half;

    if (argc != 3)
        goto usage;
    n = strtol(argv[1], &end1, 10);
    seed = strtol(argv[2], &end2, 10);
    if (*argv[1] == '\0' || *end1 || *argv[2] == '\0' || *end2 || n < 64 ||
        n > 65536 || n % 64 || seed < 0 || seed > 1000000000L)
        goto usage;
    half = (int)(n / 2);
    if (check(cudaMallocHost((void **)&h, n * sizeof(*h)), "cudaMallocHost") ||
        check(cudaMalloc((void **)&d, n * sizeof(*d)), "cudaMalloc") ||
        check(cudaMalloc((void **)&dsum, sizeof(*dsum)), "cudaMalloc") ||
        check(cudaStreamCreate(&st[0]), "cudaStreamCreate") ||
        check(cudaStreamCreate(&st[1]), "cudaStreamCreate") ||
        check(cudaEventCreate(&ev), "cudaEventCreate"))
        return 1;
    x = (unsigned)seed * 2654435761u + 1u;
    for (long k = 0; k < n; k++) {
        x = x * 1664525u + 1013904223u;
        h[k] = x >> 12;
    }
    for (int s = 0; s < 2; s++) {
        unsigned *hp = h + s * half, *dp = d + s * half;

        if (check(cudaMemcpyAsync(dp, hp, half * sizeof(*h),
                                  cudaMemcpyHostToDevice, st[s]), "copy in"))
            return 1;
        scale<<<(half + 63) / 64, 64, 0, st[s]>>>(dp, half, 3u + (unsigned)s);
        if (check(cudaGetLastError(), "scale") ||
            check(cudaMemcpyAsync(hp, dp, half * sizeof(*h),
                                  cudaMemcpyDeviceToHost, st[s]), "copy out"))
            return 1;
    }
    /* the sum on stream 1 waits for stream 0's half */
    if (check(cudaEventRecord(ev, st[0]), "cudaEventRecord") ||
        check(cudaStreamWaitEvent(st[1], ev, 0), "cudaStreamWaitEvent"))
        return 1;
    total<<<1, 64, 0, st[1]>>>(d, (int)n, dsum);
    if (check(cudaGetLastError(), "total") ||
        check(cudaMemcpyAsync(&hsum, dsum, sizeof(hsum),
                              cudaMemcpyDeviceToHost, st[1]), "copy sum") ||
        check(cudaStreamSynchronize(st[0]), "sync") ||
        check(cudaStreamSynchronize(st[1]), "sync"))
        return 1;
    for (long k = 0; k < n; k++)
        check_sum = check_sum * 31u + h[k];
    printf("checksum %u\nsum %u\n", check_sum, hsum);
    return 0;
usage:
    fprintf(stderr, "usage: streams N SEED\n  N in [64, 65536], a multiple of 64\n");
    return 2;
}
