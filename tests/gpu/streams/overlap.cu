/*
 * overlap.cu: whether two kernels on two streams run at the same time
 * under the GPU injector's runtime (issue 19: "several streams if a
 * program uses them"); our own test program.
 *
 * Kernel wait_flag (stream 0) spins until kernel set_flag (stream 1, queued
 * after it) sets a flag, or until 200 ms have passed; kernel square
 * (stream 0, after both) is the injection target. A runtime that waits
 * for each launch before returning to the host makes wait_flag give up:
 * set_flag is queued only after it ends. stdout (compared by a campaign)
 * is the same either way; stderr says "overlap: yes" or "overlap: no".
 *
 * usage: overlap (no arguments). Exit 0; 1 on a CUDA error.
 */
#include <cuda_runtime.h>
#include <stdio.h>

__device__ unsigned long long now_ns(void)
{
    unsigned long long t;

    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

__global__ void wait_flag(volatile int *flag, int *seen)
{
    unsigned long long t0 = now_ns();

    while (!*flag && now_ns() - t0 < 200000000ull)
        ;
    *seen = *flag;
}

__global__ void set_flag(volatile int *flag)
{
    *flag = 1;
}

__global__ void square(int *out)
{
    int i = threadIdx.x;

    out[i] = i * i + 1;
}

static int
check(cudaError_t e, const char *what)
{
    if (e == cudaSuccess)
        return 0;
    fprintf(stderr, "overlap: %s: %s\n", what, cudaGetErrorString(e));
    return 1;
}

int
main(int argc, char **argv)
{
    int *flag, *seen, *out, h[256], hseen = 0;
    long sum = 0;
    cudaStream_t st[2];
    cudaFuncAttributes fa;

    (void)argv;
    if (argc != 1) {
        fprintf(stderr, "usage: overlap\n");
        return 2;
    }
    if (check(cudaMalloc((void **)&flag, sizeof(int)), "cudaMalloc") ||
        check(cudaMalloc((void **)&seen, sizeof(int)), "cudaMalloc") ||
        check(cudaMalloc((void **)&out, sizeof(h)), "cudaMalloc") ||
        check(cudaMemset(flag, 0, sizeof(int)), "cudaMemset") ||
        check(cudaMemset(seen, 0, sizeof(int)), "cudaMemset") ||
        check(cudaStreamCreateWithFlags(&st[0], cudaStreamNonBlocking),
              "cudaStreamCreateWithFlags") ||
        check(cudaStreamCreateWithFlags(&st[1], cudaStreamNonBlocking),
              "cudaStreamCreateWithFlags"))
        return 1;
    /* the kernels' code loaded now: a launch that loads its module
       (CUDA_MODULE_LOADING=LAZY, the default) waits for the device */
    if (check(cudaFuncGetAttributes(&fa, wait_flag), "cudaFuncGetAttributes") ||
        check(cudaFuncGetAttributes(&fa, set_flag), "cudaFuncGetAttributes") ||
        check(cudaFuncGetAttributes(&fa, square), "cudaFuncGetAttributes"))
        return 1;
    wait_flag<<<1, 1, 0, st[0]>>>(flag, seen);
    set_flag<<<1, 1, 0, st[1]>>>(flag);
    square<<<1, 256, 0, st[0]>>>(out);
    if (check(cudaGetLastError(), "launch") ||
        check(cudaDeviceSynchronize(), "sync") ||
        check(cudaMemcpy(h, out, sizeof(h), cudaMemcpyDeviceToHost), "copy") ||
        check(cudaMemcpy(&hseen, seen, sizeof(int), cudaMemcpyDeviceToHost),
              "copy"))
        return 1;
    for (int i = 0; i < 256; i++)
        sum += h[i];
    printf("sum %ld\n", sum);
    fprintf(stderr, "overlap: %s\n", hseen ? "yes" : "no");
    return 0;
}
