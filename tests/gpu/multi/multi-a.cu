/*
 * multi-a.cu: inject-multi's tile kernels (see multi.h). mix is a device
 * function that clang keeps as a call; the injector inlines it into both
 * kernels.
 */
#include <cuda_runtime.h>
#include <stdio.h>

#include "multi.h"

#define T MULTI_TILE

__device__ __noinline__ unsigned mix(unsigned x, unsigned y)
{
    return (x ^ (y >> 3)) * 2654435761u + y;
}

__global__ void mul_tiles(const unsigned *a, const unsigned *b, unsigned *out,
                          int n)
{
    __shared__ unsigned ta[T][T], tb[T][T];
    int r = blockIdx.y * T + threadIdx.y, c = blockIdx.x * T + threadIdx.x;
    unsigned acc = 0;

    for (int k = 0; k < n; k += T) {
        ta[threadIdx.y][threadIdx.x] = a[r * n + k + threadIdx.x];
        tb[threadIdx.y][threadIdx.x] = b[(k + threadIdx.y) * n + c];
        __syncthreads();
        for (int j = 0; j < T; j++)
            acc += ta[threadIdx.y][j] * tb[j][threadIdx.x];
        __syncthreads();
    }
    out[r * n + c] = mix(acc, (unsigned)(r + c));
}

__global__ void add_tiles(const unsigned *a, unsigned *out, int n)
{
    int r = blockIdx.y * T + threadIdx.y, c = blockIdx.x * T + threadIdx.x;

    out[r * n + c] += mix(a[c * n + r], out[r * n + c]);
}

static int
failed(cudaError_t e, const char *what)
{
    if (e == cudaSuccess)
        return 0;
    fprintf(stderr, "inject-multi: %s: %s\n", what, cudaGetErrorString(e));
    return 1;
}

extern "C" int
multi_tiles(const unsigned *a, const unsigned *b, unsigned *out, int n)
{
    size_t size = (size_t)n * n * sizeof(unsigned);
    unsigned *da, *db, *dout;
    dim3 grid(n / T, n / T), block(T, T);

    if (failed(cudaMalloc((void **)&da, size), "cudaMalloc") ||
        failed(cudaMalloc((void **)&db, size), "cudaMalloc") ||
        failed(cudaMalloc((void **)&dout, size), "cudaMalloc") ||
        failed(cudaMemcpy(da, a, size, cudaMemcpyHostToDevice), "copy") ||
        failed(cudaMemcpy(db, b, size, cudaMemcpyHostToDevice), "copy"))
        return 1;
    mul_tiles<<<grid, block>>>(da, db, dout, n);
    if (failed(cudaGetLastError(), "mul_tiles"))
        return 1;
    add_tiles<<<grid, block>>>(da, dout, n);
    if (failed(cudaGetLastError(), "add_tiles") ||
        failed(cudaMemcpy(out, dout, size, cudaMemcpyDeviceToHost), "copy"))
        return 1;
    return failed(cudaFree(da), "cudaFree") ||
           failed(cudaFree(db), "cudaFree") ||
           failed(cudaFree(dout), "cudaFree");
}
