/*
 * multi-b.cu: inject-multi's reduction kernel (see multi.h), in a CUDA
 * file of its own: its host code registers the device code separately
 * from multi-a.cu's.
 */
#include <cuda_runtime.h>
#include <stdio.h>

#include "multi.h"

#define B 256

__global__ void reduce(const unsigned *in, unsigned *sums)
{
    __shared__ unsigned s[B];
    int t = threadIdx.x;

    s[t] = in[blockIdx.x * B + t];
    __syncthreads();
    for (int step = B / 2; step > 0; step /= 2) {
        if (t < step)
            s[t] += s[t + step] ^ (unsigned)step;
        __syncthreads();
    }
    if (t == 0)
        sums[blockIdx.x] = s[0];
}

extern "C" int
multi_reduce(const unsigned *in, unsigned *sums, int blocks)
{
    unsigned *din, *dsums;
    cudaError_t e;

    e = cudaMalloc((void **)&din, (size_t)blocks * B * sizeof(unsigned));
    if (e == cudaSuccess)
        e = cudaMalloc((void **)&dsums, (size_t)blocks * sizeof(unsigned));
    if (e == cudaSuccess)
        e = cudaMemcpy(din, in, (size_t)blocks * B * sizeof(unsigned),
                       cudaMemcpyHostToDevice);
    if (e == cudaSuccess) {
        reduce<<<blocks, B>>>(din, dsums);
        e = cudaGetLastError();
    }
    if (e == cudaSuccess)
        e = cudaMemcpy(sums, dsums, (size_t)blocks * sizeof(unsigned),
                       cudaMemcpyDeviceToHost);
    if (e == cudaSuccess)
        e = cudaFree(din);
    if (e == cudaSuccess)
        e = cudaFree(dsums);
    if (e != cudaSuccess) {
        fprintf(stderr, "inject-multi: reduce: %s\n", cudaGetErrorString(e));
        return 1;
    }
    return 0;
}
