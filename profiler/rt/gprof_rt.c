/*
 * gprof_rt.c: the device profile's host runtime (prof_protocol.h, "The
 * device profile"; docs/gpu-profile.md), linked into the CUDA program
 * that `trident gpu-profile` builds, with -Wl,--wrap=__cudaRegisterVar,
 * --wrap=cudaLaunchKernel,--wrap=cudaDeviceReset,--wrap=cudaMalloc (the
 * allocations' sizes go into the dump: PROF_SEC_DEVICE).
 *
 * Every CUDA source of the program registers its copy of the device
 * code's arrays (the header trident -includes declares them); the
 * wrapper of __cudaRegisterVar keeps each array's host shadow and size,
 * by the source's fat binary handle. The first kernel launch registers
 * an exit handler, after the CUDA runtime's own (so it runs first, while
 * the device memory is still there); it, or a cudaDeviceReset before it,
 * copies every copy's arrays back, sums each counter's shards,
 * re-evaluates the samples (gprof_eval.c) and writes the CPU's raw dump
 * to the file named by PROF_GPU_ENV, with the sites table of
 * PROF_GPU_ENV_TABLE. Without PROF_GPU_ENV the program runs as if it were
 * not instrumented. A failure is one line on stderr and no dump, which
 * trident reports.
 *
 * Plain C, the CUDA runtime only; one host thread launches kernels.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cuda_runtime_api.h>

#include "gprof.h"
#include "prof_protocol.h"
#include "rt_sys.h"

void __real___cudaRegisterVar(void **handle, char *host, char *device,
			      const char *name, int ext, size_t size,
			      int constant, int global);
cudaError_t __real_cudaLaunchKernel(const void *func, dim3 grid, dim3 block,
				    void **args, size_t shmem,
				    cudaStream_t stream);
cudaError_t __real_cudaDeviceReset(void);
cudaError_t __real_cudaMalloc(void **p, size_t size);

enum { A_COUNTERS, A_INDEX, A_SLOTS, A_WEIGHTS, A_SAMPLES, A_N };

static const char *const names[A_N] = {
	PROF_GPU_SYM_COUNTERS, PROF_GPU_SYM_INDEX, PROF_GPU_SYM_SLOTS,
	PROF_GPU_SYM_WEIGHTS, PROF_GPU_SYM_SAMPLES,
};

/* One CUDA source's copy of the arrays. */
struct copy {
	void **handle;
	const void *sym[A_N];
	size_t size[A_N];
};

#define COPIES_MAX 64
static struct copy copies[COPIES_MAX];
static unsigned ncopies;
static int armed, collected;
/* The device allocations (PROF_SEC_DEVICE): count, bytes, the largest. */
static uint64_t allocs[PROF_DEVICE_WORDS];

void
__wrap___cudaRegisterVar(void **handle, char *host, char *device,
			 const char *name, int ext, size_t size, int constant,
			 int global)
{
	for (unsigned a = 0; name && a < A_N; a++) {
		unsigned k;

		if (strcmp(name, names[a]))
			continue;
		for (k = 0; k < ncopies && copies[k].handle != handle; k++)
			;
		if (k == ncopies && ncopies < COPIES_MAX)
			copies[ncopies++].handle = handle;
		if (k < ncopies) {
			copies[k].sym[a] = host;
			copies[k].size[a] = size;
		}
	}
	__real___cudaRegisterVar(handle, host, device, name, ext, size,
				 constant, global);
}

static void
say(const char *what, const char *detail)
{
	char line[512];
	int n = snprintf(line, sizeof(line), "trident device profile: %s%s%s\n",
			 what, detail ? ": " : "", detail ? detail : "");

	if (n > 0)
		sys_write(2, line, (size_t)n < sizeof(line) ? (size_t)n :
			  sizeof(line) - 1);
}

/* Copy array a of copy c off the device into a new buffer of at least
   want bytes (zeros past what the device holds). */
static void *
fetch(const struct copy *c, unsigned a, size_t want)
{
	size_t n = c->size[a] > want ? c->size[a] : want;
	void *buf = calloc(1, n ? n : 1);
	cudaError_t e;

	if (!buf)
		return NULL;
	e = cudaMemcpyFromSymbol(buf, c->sym[a], c->size[a], 0,
				 cudaMemcpyDeviceToHost);
	if (e != cudaSuccess) {
		say("cannot read the device arrays", cudaGetErrorString(e));
		free(buf);
		return NULL;
	}
	return buf;
}

/* Copy, evaluate and dump, once. */
static void
collect(void)
{
	const char *path = getenv(PROF_GPU_ENV);
	const char *table = getenv(PROF_GPU_ENV_TABLE);
	struct gprof p;
	int fd = -1, ok = 0;

	if (collected || !path || !table)
		return;
	collected = 1;
	if (gprof_read_table(&p, table)) {
		say(p.err, NULL);
		gprof_release(&p);
		return;
	}
	cudaDeviceSynchronize();
	for (unsigned k = 0; k < ncopies; k++) {
		const struct copy *c = &copies[k];
		uint64_t *ctr, *w, *s;
		uint32_t *slots;
		unsigned a;

		for (a = 0; a < A_N && c->sym[a]; a++)
			;
		if (a < A_N)
			continue;	/* not a complete copy */
		ctr = fetch(c, A_COUNTERS, (size_t)p.shards *
			    prof_gpu_stride(p.ncounters) * 8);
		slots = fetch(c, A_SLOTS, (size_t)p.ngroups * 4);
		w = fetch(c, A_WEIGHTS, (size_t)p.ngroups * p.cap * 8);
		s = fetch(c, A_SAMPLES, (size_t)p.nvalues * p.cap * 3 * 8);
		if (ctr && slots && w && s)
			gprof_add(&p, ctr, slots, w, s);
		ok += ctr && slots && w && s;
		free(ctr);
		free(slots);
		free(w);
		free(s);
	}
	if (!ok) {
		say("no copy of the device arrays could be read (is the "
		    "program built by trident gpu-profile?)", NULL);
		goto out;
	}
	memcpy(p.device, allocs, sizeof(allocs));
	fd = sys_open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0 || gprof_write(&p, fd))
		say("cannot write the dump", path);
out:
	if (fd >= 0)
		sys_close(fd);
	gprof_release(&p);
}

cudaError_t
__wrap_cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args,
			size_t shmem, cudaStream_t stream)
{
	if (!armed && getenv(PROF_GPU_ENV)) {
		armed = 1;
		atexit(collect);
	}
	return __real_cudaLaunchKernel(func, grid, block, args, shmem, stream);
}

cudaError_t
__wrap_cudaMalloc(void **ptr, size_t size)
{
	cudaError_t e = __real_cudaMalloc(ptr, size);

	if (e == cudaSuccess) {
		allocs[0]++;
		allocs[1] += size;
		if (size > allocs[2])
			allocs[2] = size;
	}
	return e;
}

cudaError_t
__wrap_cudaDeviceReset(void)
{
	collect();
	return __real_cudaDeviceReset();
}
