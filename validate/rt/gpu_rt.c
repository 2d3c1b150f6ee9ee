/*
 * gpu_rt.c: the GPU fault injector's host runtime, linked into the CUDA
 * program that `trident gpu-inject` builds (docs/gpu-inject.md).
 *
 * It sits between the program and the CUDA runtime by link-time wrapping
 * (-Wl,--wrap=cudaLaunchKernel,--wrap=cudaMalloc,--wrap=cudaFree,
 * --wrap=cudaMemcpy,--wrap=cudaMemcpyAsync,--wrap=__cudaRegisterVar):
 * clang-19's host code for a
 * <<<>>> launch calls cudaLaunchKernel, and each CUDA source's start-up
 * code registers its copy of the control block through __cudaRegisterVar. It reads the campaign's config file (GPU_ENV_CONTROL,
 * gpu_protocol.h), numbers the launches, and around each one:
 *
 *   before  profile: asks every thread for its count (control block
 *           PROFILE, TOTAL = 0; resolve mode also a per-thread buffer);
 *           inject: arms the target launch only (ARMED, the target)
 *   after   synchronizes and records the first CUDA error by name; reads
 *           the launch's total (profile), resolves sampled offsets into
 *           (block, thread, instance) (resolve), reads back whether and
 *           where the fault went in and disarms (inject); with memory=1
 *           hashes every live device allocation (the memory outcome
 *           classes of thesis ch. 7) from the target launch on.
 *
 * A run that injects synchronizes only from its target launch on: the
 * launches before it run as the program queues them, concurrently where
 * it uses several streams, and the device is idle before the target is
 * armed (no earlier kernel on another stream sees the armed control
 * block). A profile run synchronizes after every launch (its counts are
 * per launch), so the golden run's kernels run one after another.
 *
 * Every copy from the device to the host is hashed too (the program's
 * result memory, RM), cudaMemcpyAsync's once its stream has finished
 * it (the host thread waits there for that stream).
 * Records are appended to the record file one line per write(2), so what
 * was written survives the process dying. Without the
 * environment variable the runtime does nothing but pass calls through.
 * The record file is opened and written by the kernel's calls (sys_*
 * below), not by open() and write(), which a program may define as its
 * own functions (Rodinia's myocyte has a write of its own).
 *
 * Plain C, no dependency but the CUDA runtime; only one host thread may
 * launch kernels (the launch counter is a plain global).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cuda_runtime_api.h>

#include "gpu_protocol.h"
#include "rt_sys.h"

/*
 * The control block's host shadows, one per CUDA source of the program
 * (GPU_CTL_HEADER): each source's start-up code registers its own copy of
 * the device code, so a kernel sees the copy of its own source. Every
 * write goes to all of them, and a count is their sum.
 */
#define CTL_MAX 64
static const void *ctl_sym[CTL_MAX];
static unsigned nctl;

void __real___cudaRegisterVar(void **handle, char *host, char *device,
			      const char *name, int ext, size_t size,
			      int constant, int global);

void
__wrap___cudaRegisterVar(void **handle, char *host, char *device,
			 const char *name, int ext, size_t size, int constant,
			 int global)
{
	if (name && strcmp(name, GPU_SYM_CTL) == 0 && nctl < CTL_MAX)
		ctl_sym[nctl++] = host;
	__real___cudaRegisterVar(handle, host, device, name, ext, size,
				 constant, global);
}

cudaError_t __real_cudaLaunchKernel(const void *func, dim3 grid, dim3 block,
				    void **args, size_t shmem,
				    cudaStream_t stream);
cudaError_t __real_cudaMalloc(void **p, size_t size);
cudaError_t __real_cudaFree(void *p);
cudaError_t __real_cudaMemcpy(void *dst, const void *src, size_t n,
			      enum cudaMemcpyKind kind);
cudaError_t __real_cudaMemcpyAsync(void *dst, const void *src, size_t n,
				   enum cudaMemcpyKind kind,
				   cudaStream_t stream);

enum mode { MODE_OFF, MODE_PLAIN, MODE_PROFILE, MODE_RESOLVE, MODE_INJECT,
	    MODE_DUMMY };

struct alloc {
	char *ptr;
	size_t size;
	unsigned long number;	/* from 0, in cudaMalloc order */
	int live, result;
};

struct resolve {
	unsigned long long launch, offset;
};

static struct {
	enum mode mode;
	int fd, memory, started, error_seen;
	unsigned long long launches;
	/* the target */
	unsigned long long t_launch, t_block, t_thread, t_instance, t_model,
		t_random, t_value;
	struct resolve *res;
	size_t nres;
	unsigned long *results;
	size_t nresults;
	struct alloc *allocs;
	size_t nallocs, nalloc_calls;
	uint64_t d2h;
	unsigned long long copies;
	volatile unsigned long long *hrec;	/* host-mapped site record */
	unsigned long long syn[2 * GPU_SYN_CELLS];	/* syn=: the cells */
	int injected_seen;
	pid_t owner;
} rt = { .fd = -1 };

/* One record line, one write(2). */
static void
record(const char *fmt, ...)
{
	char line[512];
	va_list ap;
	int n;

	if (rt.fd < 0 || getpid() != rt.owner)
		return;
	va_start(ap, fmt);
	n = vsnprintf(line, sizeof(line) - 1, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if (n > (int)sizeof(line) - 2)
		n = (int)sizeof(line) - 2;
	line[n++] = '\n';
	while (sys_write(rt.fd, line, (size_t)n) < 0 && errno == EINTR)
		;
}

/* A fast 64-bit hash over words (not cryptographic). */
static uint64_t
hash_bytes(uint64_t h, const void *p, size_t n)
{
	const unsigned char *b = p;
	uint64_t w;

	for (; n >= 8; n -= 8, b += 8) {
		memcpy(&w, b, 8);
		h = (h ^ w) * 0x100000001b3ULL;
		h ^= h >> 29;
	}
	for (; n; n--, b++)
		h = (h ^ *b) * 0x100000001b3ULL;
	return h;
}

static int
cmp_res(const void *a, const void *b)
{
	const struct resolve *x = a, *y = b;

	if (x->launch != y->launch)
		return x->launch < y->launch ? -1 : 1;
	return x->offset < y->offset ? -1 : x->offset > y->offset;
}

static void
parse_kv(const char *k, const char *v)
{
	unsigned long long a, b;

	if (!strcmp(k, "mode")) {
		rt.mode = !strcmp(v, "plain") ? MODE_PLAIN :
			  !strcmp(v, "profile") ? MODE_PROFILE :
			  !strcmp(v, "resolve") ? MODE_RESOLVE :
			  !strcmp(v, "inject") ? MODE_INJECT :
			  !strcmp(v, "dummy") ? MODE_DUMMY : MODE_OFF;
	} else if (!strcmp(k, "record")) {
		rt.fd = sys_open(v, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC,
				 0644);
	} else if (!strcmp(k, "memory")) {
		rt.memory = atoi(v);
	} else if (!strcmp(k, "launch")) {
		rt.t_launch = strtoull(v, NULL, 0);
	} else if (!strcmp(k, "block")) {
		rt.t_block = strtoull(v, NULL, 0);
	} else if (!strcmp(k, "thread")) {
		rt.t_thread = strtoull(v, NULL, 0);
	} else if (!strcmp(k, "instance")) {
		rt.t_instance = strtoull(v, NULL, 0);
	} else if (!strcmp(k, "model")) {
		rt.t_model = strtoull(v, NULL, 0);
	} else if (!strcmp(k, "random")) {
		rt.t_random = strtoull(v, NULL, 0);
	} else if (!strcmp(k, "value")) {
		rt.t_value = strtoull(v, NULL, 0);
	} else if (!strcmp(k, "resolve") &&
		   sscanf(v, "%llu:%llu", &a, &b) == 2) {
		rt.res = realloc(rt.res, (rt.nres + 1) * sizeof(*rt.res));
		if (rt.res) {
			rt.res[rt.nres].launch = a;
			rt.res[rt.nres++].offset = b;
		}
	} else if (!strcmp(k, "syn")) {
		/* FI_MODEL_SYNDROME: the run's syndrome of every cell */
		char *end;
		unsigned i = 0;

		for (const char *s = v; *s && i < 2 * GPU_SYN_CELLS;
		     s = *end ? end + 1 : end) {
			rt.syn[i++] = strtoull(s, &end, 16);
			if (end == s)
				break;
		}
	} else if (!strcmp(k, "result")) {
		char *end;

		for (const char *s = v; *s; s = *end ? end + 1 : end) {
			unsigned long x = strtoul(s, &end, 10);

			if (end == s)
				break;
			rt.results = realloc(rt.results, (rt.nresults + 1) *
						       sizeof(*rt.results));
			if (rt.results)
				rt.results[rt.nresults++] = x;
		}
	}
}

/* Read the config once, at the first call the runtime sees. */
static void
start(void)
{
	const char *path = getenv(GPU_ENV_CONTROL);
	char line[2048];	/* a syn= line: 36 hex words */
	FILE *f;

	if (rt.started)
		return;
	rt.started = 1;
	rt.owner = getpid();
	rt.d2h = 0xcbf29ce484222325ULL;
	if (!path || !(f = fopen(path, "r")))
		return;
	while (fgets(line, sizeof(line), f)) {
		char *eq, *nl = strchr(line, '\n');

		if (nl)
			*nl = 0;
		/* "launch=K block=B ..." may share one line */
		for (char *tok = strtok(line, " "); tok; tok = strtok(NULL, " "))
			if ((eq = strchr(tok, '=')) != NULL) {
				*eq = 0;
				parse_kv(tok, eq + 1);
			}
	}
	fclose(f);
	if (rt.nres)
		qsort(rt.res, rt.nres, sizeof(*rt.res), cmp_res);
}

/* Write n words from word i of every copy of the control block. */
static void
ctl_write(unsigned i, const unsigned long long *v, unsigned n)
{
	for (unsigned k = 0; k < nctl; k++)
		cudaMemcpyToSymbol(ctl_sym[k], v, n * sizeof(*v),
				   i * sizeof(*v), cudaMemcpyHostToDevice);
}

static void
ctl_put(unsigned i, unsigned long long v)
{
	ctl_write(i, &v, 1);
}

/*
 * Read n words from word i of the copy of the control block that has a
 * non-zero word i (the one the launch's kernel used); 0 if none has.
 */
static int
ctl_read(unsigned i, unsigned long long *v, unsigned n)
{
	for (unsigned k = 0; k < nctl; k++)
		if (cudaMemcpyFromSymbol(v, ctl_sym[k], n * sizeof(*v),
					 i * sizeof(*v),
					 cudaMemcpyDeviceToHost) ==
			    cudaSuccess && v[0])
			return 1;
	return 0;
}

static void
note_error(const char *call, cudaError_t e)
{
	if (e == cudaSuccess || rt.error_seen)
		return;
	rt.error_seen = 1;
	record("E launch=%llu call=%s name=%s", rt.launches, call,
	       cudaGetErrorName(e));
}

/* Hash every live allocation (tm) and the result ones (rm). */
static void
hash_memory(unsigned long long launch)
{
	uint64_t tm = 0xcbf29ce484222325ULL, rm = tm;
	char *buf = NULL;
	size_t cap = 0;

	for (size_t i = 0; i < rt.nallocs; i++) {
		struct alloc *a = &rt.allocs[i];
		uint64_t h;

		if (!a->live)
			continue;
		if (a->size > cap) {
			free(buf);
			cap = a->size;
			buf = malloc(cap);
			if (!buf)
				return;
		}
		if (__real_cudaMemcpy(buf, a->ptr, a->size,
				      cudaMemcpyDeviceToHost) != cudaSuccess) {
			free(buf);
			record("M launch=%llu tm=unreadable rm=unreadable", launch);
			return;
		}
		h = hash_bytes(a->number * 0x9e3779b97f4a7c15ULL + a->size,
			       buf, a->size);
		tm = hash_bytes(tm, &h, sizeof(h));
		if (a->result)
			rm = hash_bytes(rm, &h, sizeof(h));
	}
	free(buf);
	record("M launch=%llu tm=%016llx rm=%016llx", launch,
	       (unsigned long long)tm, (unsigned long long)rm);
}

/* Resolve mode: name the sampled offsets of this launch. */
static void
resolve_launch(unsigned long long k, const unsigned long long *cnt,
	       unsigned long long nthreads, unsigned long long bthreads)
{
	size_t j = 0;
	unsigned long long acc = 0;

	while (j < rt.nres && rt.res[j].launch < k)
		j++;
	for (unsigned long long t = 0; t < nthreads && j < rt.nres &&
	     rt.res[j].launch == k; t++) {
		while (j < rt.nres && rt.res[j].launch == k &&
		       rt.res[j].offset < acc + cnt[t]) {
			record("R launch=%llu offset=%llu block=%llu thread=%llu "
			       "instance=%llu", k, rt.res[j].offset,
			       t / bthreads, t % bthreads,
			       rt.res[j].offset - acc + 1);
			j++;
		}
		acc += cnt[t];
	}
	for (; j < rt.nres && rt.res[j].launch == k; j++)
		record("R launch=%llu offset=%llu block=none", k,
		       rt.res[j].offset);
}

static int
wants_resolve(unsigned long long k)
{
	for (size_t j = 0; j < rt.nres; j++)
		if (rt.res[j].launch == k)
			return 1;
	return 0;
}

/*
 * The target launch's site record in host-mapped memory (7 words, as
 * GPU_CTL_INJECTED..GPU_CTL_AFTER): the device writes it over the bus, so
 * the host reads it while the kernel runs and after the context died.
 * Returns its device address, 0 if mapped memory is not available (then
 * the control block gets the record).
 */
static unsigned long long
host_record(void)
{
	void *h = NULL, *d = NULL;

	if (cudaHostAlloc(&h, 8 * sizeof(unsigned long long),
			  cudaHostAllocMapped) != cudaSuccess)
		return 0;
	memset(h, 0, 8 * sizeof(unsigned long long));
	if (cudaHostGetDevicePointer(&d, h, 0) != cudaSuccess) {
		cudaFreeHost(h);
		return 0;
	}
	rt.hrec = h;
	return (unsigned long long)(uintptr_t)d;
}

/* Write the I record once the device has reported the site; 1 if so. */
static int
poll_site(unsigned long long k)
{
	unsigned long long w[7];

	if (rt.injected_seen)
		return 1;
	if (rt.hrec) {
		if (!rt.hrec[0])
			return 0;
		for (int i = 0; i < 7; i++)
			w[i] = rt.hrec[i];
	} else if (!ctl_read(GPU_CTL_INJECTED, w, 7)) {
		return 0;
	}
	rt.injected_seen = 1;
	record("I launch=%llu id=%llu op=%llu bit=%llu width=%llu before=%llx "
	       "after=%llx", k, w[1], w[2], w[3], w[4], w[5], w[6]);
	return 1;
}

/*
 * Wait for the target launch while watching the site record, so that a
 * kernel that hangs after the fault still leaves its I record.
 */
static cudaError_t
wait_target(unsigned long long k, cudaStream_t stream)
{
	cudaEvent_t ev;
	cudaError_t e;

	if (cudaEventCreateWithFlags(&ev, cudaEventDisableTiming) !=
	    cudaSuccess || cudaEventRecord(ev, stream) != cudaSuccess)
		return cudaDeviceSynchronize();
	while ((e = cudaEventQuery(ev)) == cudaErrorNotReady) {
		poll_site(k);
		usleep(50);
	}
	poll_site(k);
	cudaEventDestroy(ev);
	if (e != cudaSuccess)
		return e;
	return cudaDeviceSynchronize();
}

/* The threads of a warp the run's syndromes corrupt at most (the largest
   THREADS of its cells; gpu_protocol.h LANES): 1 unless some syndrome
   corrupts several (the cells are zero unless the run has syndromes). */
static unsigned long long
syn_lanes(void)
{
	unsigned long long n = 1;

	for (unsigned c = 0; c < GPU_SYN_CELLS; c++) {
		unsigned long long t = rt.syn[2 * c] >> GPU_SYN_THREADS_SHIFT &
				       0xff;

		if (t > n)
			n = t;
	}
	return n;
}

cudaError_t
__wrap_cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args,
			size_t shmem, cudaStream_t stream)
{
	unsigned long long k, nthreads, bthreads, ctl[GPU_CTL_N], hits;
	unsigned long long *dbuf = NULL, count = 0;
	const char *name = "?";
	int armed, prof, from_target;
	cudaError_t e, s;

	start();
	if (rt.mode == MODE_OFF)
		return __real_cudaLaunchKernel(func, grid, block, args, shmem,
					       stream);
	k = rt.launches;
	bthreads = (unsigned long long)block.x * block.y * block.z;
	nthreads = bthreads * grid.x * grid.y * grid.z;
	/* an injecting run's launches from its target on */
	from_target = (rt.mode == MODE_INJECT || rt.mode == MODE_DUMMY) &&
		      k >= rt.t_launch;
	armed = from_target && k == rt.t_launch;
	prof = rt.mode == MODE_PROFILE || rt.mode == MODE_RESOLVE;
	if (prof) {
		ctl_put(GPU_CTL_PROFILE, 1);
		ctl_put(GPU_CTL_TOTAL, 0);
		if (rt.mode == MODE_RESOLVE && wants_resolve(k) && nthreads &&
		    __real_cudaMalloc((void **)&dbuf, nthreads * 8) ==
			    cudaSuccess) {
			cudaMemset(dbuf, 0, nthreads * 8);
			ctl_put(GPU_CTL_BUFFER, (unsigned long long)(uintptr_t)dbuf);
		}
	}
	if (armed) {
		/* nothing of an earlier launch still running */
		note_error("sync", cudaDeviceSynchronize());
		memset(ctl, 0, sizeof(ctl));
		ctl[GPU_CTL_ARMED] = 1;
		ctl[GPU_CTL_BLOCK] = rt.t_block;
		ctl[GPU_CTL_THREAD] = rt.t_thread;
		ctl[GPU_CTL_INSTANCE] = rt.t_instance;
		ctl[GPU_CTL_MODEL] = rt.mode == MODE_DUMMY ? GPU_MODEL_DUMMY :
				     rt.t_model;
		ctl[GPU_CTL_RANDOM] = rt.t_random;
		ctl[GPU_CTL_VALUE] = rt.t_value;
		ctl[GPU_CTL_RECORD] = host_record();
		memcpy(ctl + GPU_CTL_SYN, rt.syn, sizeof(rt.syn));
		ctl[GPU_CTL_LANES] = syn_lanes();
		ctl_write(0, ctl, GPU_CTL_N);
	}
	if (armed)
		record("T launch=%llu", k);
	e = __real_cudaLaunchKernel(func, grid, block, args, shmem, stream);
	note_error("launch", e);
	if (armed && e == cudaSuccess)
		s = wait_target(k, stream);
	else if (prof || from_target)
		s = cudaDeviceSynchronize();
	else
		s = cudaSuccess;	/* before the target: as queued */
	note_error("sync", s);
#if CUDART_VERSION >= 12040
	if (cudaFuncGetName(&name, func) != cudaSuccess || !name)
		name = "?";
#endif
	if (prof && e == cudaSuccess && s == cudaSuccess) {
		if (!ctl_read(GPU_CTL_TOTAL, &count, 1))
			count = 0;
		ctl_put(GPU_CTL_PROFILE, 0);
		if (dbuf) {
			unsigned long long *h = malloc(nthreads * 8);

			if (h && __real_cudaMemcpy(h, dbuf, nthreads * 8,
					cudaMemcpyDeviceToHost) == cudaSuccess)
				resolve_launch(k, h, nthreads, bthreads);
			free(h);
		}
	}
	if (dbuf) {
		ctl_put(GPU_CTL_BUFFER, 0);
		__real_cudaFree(dbuf);
	}
	if (armed) {
		if (!rt.injected_seen && !poll_site(k))
			record("N launch=%llu", k);
		/* the threads that reached the instance, where several could
		   and the context lives to tell */
		hits = 0;
		if (ctl[GPU_CTL_LANES] > 1 && e == cudaSuccess &&
		    s == cudaSuccess) {
			(void)ctl_read(GPU_CTL_HITS, &hits, 1);
			hits += rt.injected_seen ? 1 : 0;
			if (hits)
				record("H launch=%llu threads=%llu", k, hits);
		}
		ctl_put(GPU_CTL_ARMED, 0);
		ctl_put(GPU_CTL_RECORD, 0);
	}
	if (rt.memory && (prof || from_target))
		hash_memory(k);
	record("L index=%llu kernel=%s grid=%u,%u,%u block=%u,%u,%u count=%llu "
	       "err=%s", k, name, grid.x, grid.y, grid.z, block.x, block.y,
	       block.z, count, cudaGetErrorName(e != cudaSuccess ? e : s));
	rt.launches++;
	return e;
}

cudaError_t
__wrap_cudaMalloc(void **p, size_t size)
{
	cudaError_t e;

	start();
	e = __real_cudaMalloc(p, size);
	if (e == cudaSuccess && rt.mode != MODE_OFF) {
		struct alloc *a = realloc(rt.allocs, (rt.nallocs + 1) *
						     sizeof(*a));

		if (a) {
			rt.allocs = a;
			a = &rt.allocs[rt.nallocs++];
			a->ptr = *p;
			a->size = size;
			a->number = (unsigned long)rt.nalloc_calls;
			a->live = 1;
			a->result = 0;
			for (size_t i = 0; i < rt.nresults; i++)
				a->result |= rt.results[i] == a->number;
		}
	}
	rt.nalloc_calls++;
	return e;
}

cudaError_t
__wrap_cudaFree(void *p)
{
	start();
	for (size_t i = 0; i < rt.nallocs; i++)
		if (rt.allocs[i].live && rt.allocs[i].ptr == p)
			rt.allocs[i].live = 0;
	return __real_cudaFree(p);
}

/* Whether a copy of kind may go from the device to the host. */
static int
to_host(enum cudaMemcpyKind kind)
{
	return kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDefault;
}

/* A copy that ended with e: one from the device (src) to the host (dst)
   is result memory, hashed. */
static void
copied(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind,
       cudaError_t e)
{
	note_error("memcpy", e);
	if (e == cudaSuccess && to_host(kind)) {
		for (size_t i = 0; i < rt.nallocs; i++) {
			struct alloc *a = &rt.allocs[i];

			if (a->live && (const char *)src >= a->ptr &&
			    (const char *)src < a->ptr + a->size) {
				if (!a->result)
					record("C alloc=%lu", a->number);
				a->result = 1;
			}
		}
		rt.d2h = hash_bytes(rt.d2h, dst, n);
		rt.copies++;
	}
}

cudaError_t
__wrap_cudaMemcpy(void *dst, const void *src, size_t n,
		  enum cudaMemcpyKind kind)
{
	cudaError_t e;

	start();
	e = __real_cudaMemcpy(dst, src, n, kind);
	if (rt.mode != MODE_OFF)
		copied(dst, src, n, kind, e);
	return e;
}

/* An asynchronous copy from the device is hashed once its stream has done
   it (the host may not read dst before either). */
cudaError_t
__wrap_cudaMemcpyAsync(void *dst, const void *src, size_t n,
		       enum cudaMemcpyKind kind, cudaStream_t stream)
{
	cudaError_t e;

	start();
	e = __real_cudaMemcpyAsync(dst, src, n, kind, stream);
	if (rt.mode == MODE_OFF)
		return e;
	if (e == cudaSuccess && to_host(kind))
		e = cudaStreamSynchronize(stream);
	copied(dst, src, n, kind, e);
	return e;
}

__attribute__((destructor)) static void
finish(void)
{
	if (!rt.started || rt.mode == MODE_OFF)
		return;
	record("X launches=%llu d2h=%016llx copies=%llu", rt.launches,
	       (unsigned long long)rt.d2h, rt.copies);
}
