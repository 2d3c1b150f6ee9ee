/*
 * gprof_rt.c: the device profile's host runtime (prof_protocol.h, "The
 * device profile"; docs/gpu-profile.md), linked into the CUDA program
 * that `trident gpu-profile` builds, with -Wl,--wrap= of
 * __cudaRegisterVar, __cudaRegisterFunction, the launches
 * (cudaLaunchKernel, cudaLaunchKernelExC, cudaLaunchCooperativeKernel,
 * cudaGraphLaunch), cudaDeviceReset, cudaMalloc and the copies that may
 * read device memory (cudaMemcpy, cudaMemcpyAsync, cudaMemcpy2D,
 * cudaMemcpy2DAsync, cudaMemcpy3D, cudaMemcpy3DAsync, cudaMemcpyPeer,
 * cudaMemcpyPeerAsync): the allocations' sizes go into the dump
 * (PROF_SEC_DEVICE), and the launches' pointer parameters with what read
 * their memory afterwards (PROF_SEC_PARAMS, prof_protocol.h "Read-back
 * parameters"; a graph's launch may read anything: nothing is dead
 * after one).
 *
 * Every CUDA source of the program registers its copy of the device
 * code's arrays (the header trident -includes declares them); the
 * wrapper of __cudaRegisterVar keeps each array's host shadow and size,
 * by the source's fat binary handle; the wrapper of __cudaRegisterFunction
 * keeps each kernel's host stub and name. The first kernel launch reads
 * the sites table and registers an exit handler, after the CUDA runtime's own (so it runs first, while
 * the device memory is still there); it, or a cudaDeviceReset before it,
 * copies every copy's arrays back, sums each counter's shards,
 * re-evaluates the samples (gprof_eval.c) and writes the CPU's raw dump
 * to the file named by PROF_GPU_ENV, with the sites table of
 * PROF_GPU_ENV_TABLE. Every launch hands its pointer parameters to
 * gprof_track_launch (gprof_eval.c). Without PROF_GPU_ENV the program runs as if it were
 * not instrumented. A failure is one line on stderr and no dump, which
 * trident reports.
 *
 * Plain C, the CUDA runtime only; one host thread launches kernels.
 */
#include <errno.h>
#include <limits.h>
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
void __real___cudaRegisterFunction(void **handle, const char *host,
				   char *device, const char *name, int limit,
				   uint3 *tid, uint3 *bid, dim3 *bdim,
				   dim3 *gdim, int *wsize);
cudaError_t __real_cudaMemcpy(void *dst, const void *src, size_t n,
			      enum cudaMemcpyKind kind);
cudaError_t __real_cudaMemcpyAsync(void *dst, const void *src, size_t n,
				   enum cudaMemcpyKind kind,
				   cudaStream_t stream);
cudaError_t __real_cudaMemcpy2D(void *dst, size_t dpitch, const void *src,
				size_t spitch, size_t width, size_t height,
				enum cudaMemcpyKind kind);
cudaError_t __real_cudaMemcpy2DAsync(void *dst, size_t dpitch,
				     const void *src, size_t spitch,
				     size_t width, size_t height,
				     enum cudaMemcpyKind kind,
				     cudaStream_t stream);
cudaError_t __real_cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
cudaError_t __real_cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p,
				     cudaStream_t stream);
cudaError_t __real_cudaMemcpyPeer(void *dst, int dstdev, const void *src,
				  int srcdev, size_t n);
cudaError_t __real_cudaMemcpyPeerAsync(void *dst, int dstdev,
				       const void *src, int srcdev, size_t n,
				       cudaStream_t stream);
cudaError_t __real_cudaLaunchKernelExC(const cudaLaunchConfig_t *config,
				       const void *func, void **args);
cudaError_t __real_cudaLaunchCooperativeKernel(const void *func, dim3 grid,
					       dim3 block, void **args,
					       size_t shmem,
					       cudaStream_t stream);
cudaError_t __real_cudaGraphLaunch(cudaGraphExec_t exec, cudaStream_t stream);

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
/* The sites table (read at the first launch: 1, or -1 if it failed) and
   the read-back parameters' events. */
static struct gprof table;
static int table_read;
static struct gprof_track track;

/* A kernel's host stub and name (__cudaRegisterFunction), and its index
   in the table's K lines (-2 not looked up yet, -1 none). */
struct kernel {
	const void *host;
	const char *name;
	long k;
};

#define KERNELS_MAX 4096
static struct kernel kernels[KERNELS_MAX];
static unsigned nkernels;

void
__wrap___cudaRegisterFunction(void **handle, const char *host, char *device,
			      const char *name, int limit, uint3 *tid,
			      uint3 *bid, dim3 *bdim, dim3 *gdim, int *wsize)
{
	if (nkernels < KERNELS_MAX && host && name)
		kernels[nkernels++] = (struct kernel){ host, name, -2 };
	__real___cudaRegisterFunction(handle, host, device, name, limit, tid,
				      bid, bdim, gdim, wsize);
}

/* The table's index of the kernel with host stub func, or -1. */
static long
kernel_of(const void *func)
{
	for (unsigned i = 0; i < nkernels; i++) {
		struct kernel *kn = &kernels[i];

		if (kn->host != func)
			continue;
		if (kn->k == -2) {
			kn->k = -1;
			for (unsigned k = 0; k < table.nkernels; k++)
				if (table.kernels[k].name &&
				    !strcmp(table.kernels[k].name, kn->name))
					kn->k = k;
		}
		return kn->k;
	}
	return -1;
}

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

/* The sites table, read once: whether it could be. */
static int
read_table(void)
{
	const char *path = getenv(PROF_GPU_ENV_TABLE);

	if (!table_read && path) {
		table_read = gprof_read_table(&table, path) ? -1 : 1;
		if (table_read < 0)
			say(table.err, NULL);
	}
	return table_read > 0;
}

/* Copy, evaluate and dump, once. */
static void
collect(void)
{
	const char *path = getenv(PROF_GPU_ENV);
	struct gprof *p = &table;
	int fd = -1, ok = 0;

	if (collected || !path || !read_table())
		return;
	collected = 1;
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
		ctr = fetch(c, A_COUNTERS, (size_t)p->shards *
			    prof_gpu_stride(p->ncounters) * 8);
		slots = fetch(c, A_SLOTS, (size_t)p->ngroups * 4);
		w = fetch(c, A_WEIGHTS, (size_t)p->ngroups * p->cap * 8);
		s = fetch(c, A_SAMPLES, (size_t)p->nvalues * p->cap * 3 * 8);
		if (ctr && slots && w && s)
			gprof_add(p, ctr, slots, w, s);
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
	memcpy(p->device, allocs, sizeof(allocs));
	gprof_track_params(&track, p);
	fd = sys_open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0 || gprof_write(p, fd))
		say("cannot write the dump", path);
out:
	if (fd >= 0)
		sys_close(fd);
	gprof_release(p);
	gprof_track_release(&track);
}

/* A launch of the kernel with host stub func (NULL: one the runtime
   cannot name, which leaves nothing dead), before it is made: arms the
   exit handler at the first one. */
static void
launched(const void *func, void **args)
{
	long k;

	if (!armed && getenv(PROF_GPU_ENV)) {
		armed = 1;
		read_table();
		atexit(collect);
	}
	if (armed && table_read > 0) {
		k = func ? kernel_of(func) : -1;
		gprof_track_launch(&track, &table, k < 0 ? UINT_MAX :
				   (unsigned)k, args);
	}
}

cudaError_t
__wrap_cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args,
			size_t shmem, cudaStream_t stream)
{
	launched(func, args);
	return __real_cudaLaunchKernel(func, grid, block, args, shmem, stream);
}

cudaError_t
__wrap_cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func,
			   void **args)
{
	launched(func, args);
	return __real_cudaLaunchKernelExC(config, func, args);
}

cudaError_t
__wrap_cudaLaunchCooperativeKernel(const void *func, dim3 grid, dim3 block,
				   void **args, size_t shmem,
				   cudaStream_t stream)
{
	launched(func, args);
	return __real_cudaLaunchCooperativeKernel(func, grid, block, args,
						  shmem, stream);
}

cudaError_t
__wrap_cudaGraphLaunch(cudaGraphExec_t exec, cudaStream_t stream)
{
	launched(NULL, NULL);
	return __real_cudaGraphLaunch(exec, stream);
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
		gprof_track_alloc(&track, (uint64_t)(uintptr_t)*ptr, size);
	}
	return e;
}

/* A copy of kind that ended with e read the device memory at src. */
static void
copied(const void *src, enum cudaMemcpyKind kind, cudaError_t e)
{
	if (e == cudaSuccess && kind != cudaMemcpyHostToDevice &&
	    kind != cudaMemcpyHostToHost)
		gprof_track_copy(&track, (uint64_t)(uintptr_t)src);
}

cudaError_t
__wrap_cudaMemcpy(void *dst, const void *src, size_t n,
		  enum cudaMemcpyKind kind)
{
	cudaError_t e = __real_cudaMemcpy(dst, src, n, kind);

	copied(src, kind, e);
	return e;
}

cudaError_t
__wrap_cudaMemcpyAsync(void *dst, const void *src, size_t n,
		       enum cudaMemcpyKind kind, cudaStream_t stream)
{
	cudaError_t e = __real_cudaMemcpyAsync(dst, src, n, kind, stream);

	copied(src, kind, e);
	return e;
}

cudaError_t
__wrap_cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
		    size_t width, size_t height, enum cudaMemcpyKind kind)
{
	cudaError_t e = __real_cudaMemcpy2D(dst, dpitch, src, spitch, width,
					    height, kind);

	copied(src, kind, e);
	return e;
}

cudaError_t
__wrap_cudaMemcpy3D(const struct cudaMemcpy3DParms *p)
{
	cudaError_t e = __real_cudaMemcpy3D(p);

	if (p)
		copied(p->srcPtr.ptr, p->kind, e);
	return e;
}

cudaError_t
__wrap_cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p,
			 cudaStream_t stream)
{
	cudaError_t e = __real_cudaMemcpy3DAsync(p, stream);

	if (p)
		copied(p->srcPtr.ptr, p->kind, e);
	return e;
}

cudaError_t
__wrap_cudaMemcpyPeer(void *dst, int dstdev, const void *src, int srcdev,
		      size_t n)
{
	cudaError_t e = __real_cudaMemcpyPeer(dst, dstdev, src, srcdev, n);

	copied(src, cudaMemcpyDeviceToDevice, e);
	return e;
}

cudaError_t
__wrap_cudaMemcpyPeerAsync(void *dst, int dstdev, const void *src, int srcdev,
			   size_t n, cudaStream_t stream)
{
	cudaError_t e = __real_cudaMemcpyPeerAsync(dst, dstdev, src, srcdev, n,
						   stream);

	copied(src, cudaMemcpyDeviceToDevice, e);
	return e;
}

cudaError_t
__wrap_cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src,
			 size_t spitch, size_t width, size_t height,
			 enum cudaMemcpyKind kind, cudaStream_t stream)
{
	cudaError_t e = __real_cudaMemcpy2DAsync(dst, dpitch, src, spitch,
						 width, height, kind, stream);

	copied(src, kind, e);
	return e;
}

cudaError_t
__wrap_cudaDeviceReset(void)
{
	collect();
	return __real_cudaDeviceReset();
}
