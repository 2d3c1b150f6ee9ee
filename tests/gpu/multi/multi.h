/*
 * multi.h: the interface between the host parts of inject-multi, a test
 * program of the GPU fault injector (tests/gpu/CMakeLists.txt) whose
 * kernels are in two CUDA files and whose main program is C:
 *
 *   multi-main.c  arguments, data, output (C, no CUDA)
 *   multi-a.cu    mul_tiles and add_tiles: 16 x 16 tiles through shared
 *                 memory, __syncthreads in the loop over tiles, and a
 *                 __noinline__ device function called from both
 *   multi-b.cu    reduce: a tree reduction in shared memory
 *
 * Both functions return 0, or 1 after printing a CUDA error.
 */
#ifndef MULTI_H
#define MULTI_H

#define MULTI_TILE 16

#ifdef __cplusplus
extern "C" {
#endif
/* out = a x b and out += a, for n x n matrices, n a multiple of the tile */
int multi_tiles(const unsigned *a, const unsigned *b, unsigned *out, int n);
/* sums[i] = the sum of the 256 values from 256 * i, for i < blocks */
int multi_reduce(const unsigned *in, unsigned *sums, int blocks);
#ifdef __cplusplus
}
#endif

#endif
