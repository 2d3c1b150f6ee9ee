/*
 * cuda13-compat.h: forced into the compiles of third-party CUDA programs
 * (-include) by bench/gpu-kernel-time.list and the rodinia-cuda recipes of
 * bench/external: the runtime calls and fields that CUDA 13 removed, mapped
 * to their replacements, and the C headers such programs use without
 * including them. Not used by trident itself.
 *
 * Three parts: every language (the C headers and renamed calls); CUDA
 * sources only (texture references and by-name symbols, below); C sources
 * only, where a recipe asks for it (the registry of symbol names).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#define cudaThreadSynchronize cudaDeviceSynchronize
#define clockRate major
#define deviceOverlap asyncEngineCount

#if defined(__cplusplus) && defined(__CUDA__)
/*
 * Texture references (texture<T, dim, mode>, tex1Dfetch, cudaBindTexture,
 * cudaUnbindTexture), removed in CUDA 12 (Rodinia kmeans reads its points
 * through three of them). A reference becomes a __device__ variable
 * holding the bound pointer: cudaBindTexture stores the pointer into the
 * variable with cudaMemcpyToSymbol and tex1Dfetch(tex, i) reads p[i]. For
 * what such programs do, a 1-D fetch of a linear buffer of T by an index
 * inside it with cudaReadModeElementType, that is the value the texture
 * unit returned: the element itself, unfiltered and unconverted. Not kept:
 * the texture cache (timing only), 0 for an index out of range (a program
 * that fetched one reads past its buffer here), filtering and normalized
 * reads, 2-D and 3-D fetches. The channel descriptor and the fields the
 * host sets (filterMode, normalized, addressMode) are accepted and unused.
 * `texture` becomes a macro: a CUDA source that uses the word for anything
 * else would need this part left out.
 */
template <class T, int dim, enum cudaTextureReadMode mode>
struct trident_texture {
	const T *p; /* first: cudaBindTexture writes it at offset 0 */
	int normalized;
	enum cudaTextureFilterMode filterMode;
	enum cudaTextureAddressMode addressMode[3];
	struct cudaChannelFormatDesc channelDesc;
};
#define texture __device__ trident_texture

template <class T, int dim, enum cudaTextureReadMode mode>
static __inline__ __device__ T
tex1Dfetch(const trident_texture<T, dim, mode> &t, int i)
{
	return t.p[i];
}

template <class T, int dim, enum cudaTextureReadMode mode>
static __inline__ __host__ cudaError_t
cudaBindTexture(size_t *offset, const trident_texture<T, dim, mode> *t,
		const void *ptr, const struct cudaChannelFormatDesc *desc,
		size_t size = ~(size_t)0)
{
	(void)desc;
	(void)size;
	if (offset)
		*offset = 0;
	return cudaMemcpyToSymbol(*t, &ptr, sizeof(ptr), 0,
				  cudaMemcpyHostToDevice);
}

template <class T, int dim, enum cudaTextureReadMode mode>
static __inline__ __host__ cudaError_t
cudaBindTexture(size_t *offset, const trident_texture<T, dim, mode> &t,
		const void *ptr, const struct cudaChannelFormatDesc &desc,
		size_t size = ~(size_t)0)
{
	return cudaBindTexture(offset, &t, ptr, &desc, size);
}

template <class T, int dim, enum cudaTextureReadMode mode>
static __inline__ __host__ cudaError_t
cudaBindTexture(size_t *offset, const trident_texture<T, dim, mode> &t,
		const void *ptr, size_t size = ~(size_t)0)
{
	return cudaBindTexture(offset, &t, ptr,
			       (const struct cudaChannelFormatDesc *)0, size);
}

template <class T, int dim, enum cudaTextureReadMode mode>
static __inline__ __host__ cudaError_t
cudaUnbindTexture(const trident_texture<T, dim, mode> *t)
{
	const void *null = 0;

	return cudaMemcpyToSymbol(*t, &null, sizeof(null), 0,
				  cudaMemcpyHostToDevice);
}

template <class T, int dim, enum cudaTextureReadMode mode>
static __inline__ __host__ cudaError_t
cudaUnbindTexture(const trident_texture<T, dim, mode> &t)
{
	return cudaUnbindTexture(&t);
}

/*
 * cudaMemcpyToSymbol("name", ...): a symbol named by a string, removed in
 * CUDA 5.0. Since then the string literal binds to the template that takes
 * the symbol by reference, the runtime gets the string's own address and
 * answers cudaErrorInvalidSymbol, and nothing is copied (Rodinia kmeans
 * never checks, and its kernel then measures every point against cluster
 * centres of zeros). This non-template overload, preferred for a string,
 * looks the name up among the variables the program's CUDA sources
 * registered (trident_cuda_symbol, defined by the part below in a C source
 * of a program built with -DTRIDENT_CUDA_SYMBOL_NAMES; weak, so that a
 * program without it links and goes on as before) and copies to that
 * variable; an unknown name goes on as before too.
 */
extern "C" __attribute__((weak)) const void *
trident_cuda_symbol(const char *name);

static __inline__ __host__ cudaError_t
cudaMemcpyToSymbol(const char *symbol, const void *src, size_t count,
		   size_t offset = 0,
		   enum cudaMemcpyKind kind = cudaMemcpyHostToDevice)
{
	const void *s = trident_cuda_symbol ? trident_cuda_symbol(symbol) : 0;

	return cudaMemcpyToSymbol(s ? s : (const void *)symbol, src, count,
				  offset, kind);
}
#endif

#if defined(TRIDENT_CUDA_SYMBOL_NAMES) && !defined(__cplusplus)
/*
 * The registry of device variables by name that trident_cuda_symbol reads
 * (above): the CUDA runtime's start-up call __cudaRegisterVar (the code
 * clang emits for each CUDA source registers every __device__ and
 * __constant__ variable with its name and host shadow) is defined here,
 * records the pair and passes the call on to the runtime's own
 * (dlsym(RTLD_NEXT)). It must be in an object other than the CUDA
 * sources': ld --wrap, with which trident gpu-inject's runtime takes the
 * same call, only redirects references that an object does not define
 * itself, and then its __real___cudaRegisterVar is this one. Weak, as is
 * the table, so that every C source of the program may include it and
 * the link keeps one.
 */
#include <dlfcn.h>
#ifndef RTLD_NEXT
#define RTLD_NEXT ((void *)-1l) /* glibc's, declared only with _GNU_SOURCE */
#endif

#define TRIDENT_CUDA_SYMBOLS_MAX 256
__attribute__((weak)) const char *trident_cuda_names[TRIDENT_CUDA_SYMBOLS_MAX];
__attribute__((weak)) const void *trident_cuda_shadows[TRIDENT_CUDA_SYMBOLS_MAX];
__attribute__((weak)) int trident_cuda_nsymbols;

__attribute__((weak)) void
__cudaRegisterVar(void **handle, char *host, char *device, const char *name,
		  int ext, size_t size, int constant, int global)
{
	static void (*real)(void **, char *, char *, const char *, int, size_t,
			    int, int);

	if (name && trident_cuda_nsymbols < TRIDENT_CUDA_SYMBOLS_MAX) {
		trident_cuda_names[trident_cuda_nsymbols] = name;
		trident_cuda_shadows[trident_cuda_nsymbols++] = host;
	}
	if (!real)
		*(void **)&real = dlsym(RTLD_NEXT, "__cudaRegisterVar");
	if (real)
		real(handle, host, device, name, ext, size, constant, global);
}

__attribute__((weak)) const void *
trident_cuda_symbol(const char *name)
{
	int i;

	for (i = 0; i < trident_cuda_nsymbols; i++)
		if (strcmp(trident_cuda_names[i], name) == 0)
			return trident_cuda_shadows[i];
	return 0;
}
#endif
