/*
 * cuda13-compat.h: forced into the compiles of third-party CUDA programs
 * by bench/gpu-kernel-time.list (-include): the runtime calls and fields
 * that CUDA 13 removed, mapped to their replacements, and the C headers
 * such programs use without including them. Not used by trident itself.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#define cudaThreadSynchronize cudaDeviceSynchronize
#define clockRate major
#define deviceOverlap asyncEngineCount
