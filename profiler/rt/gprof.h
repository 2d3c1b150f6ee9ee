/*
 * gprof.h: the host side of the device profile (prof_protocol.h, "The
 * device profile"), without CUDA: the sites table trident gpu-profile
 * wrote, the samples of the device arrays re-evaluated as the CPU
 * runtime evaluates its own (prof_eval.c), and the CPU's raw dump of the
 * result, which trident turns into the JSON profile as it does a CPU
 * program's (raw.c, profile.c). gprof_rt.c copies the arrays off the GPU
 * and calls these; the unit tests call them on arrays of their own.
 *
 * Ownership: a struct gprof owns its arrays; gprof_release frees them.
 * Errors: -1 and a message in the struct's err[] (the runtime has no
 * tr_error: it is linked into the program).
 */
#ifndef TRIDENT_GPROF_H
#define TRIDENT_GPROF_H

#include <stdint.h>

#include "prof_protocol.h"

struct gprof_group {
	unsigned first, n;
};

/* A kernel's K line: its name (NULL for "-"), parameters, pointers. */
struct gprof_kernel {
	char *name;
	unsigned nparams;
	uint64_t pointers;
};

struct gprof_value {
	uint64_t info;
	char stat;		/* 'c' compare record, 's' shift record, 0 none */
	unsigned stat_index;
	int margin;		/* margin record, or -1 */
};

struct gprof {
	/* the sites table */
	char hash[17];
	unsigned cap, shards, ncounters, nvalues, ncompares, nshifts, nmargins;
	unsigned ngroups, noutmags;
	struct gprof_group *groups;
	struct gprof_value *values;
	/* the sections of the raw dump, as the CPU runtime's */
	uint64_t *counters;	/* [ncounters] */
	uint64_t *vrecs;	/* [nvalues * PROF_VREC_WORDS] */
	uint64_t *crecs;	/* [ncompares * PROF_CREC_WORDS] */
	uint64_t *srecs;	/* [nshifts * PROF_SREC_WORDS] */
	uint64_t *mrecs;	/* [nmargins * PROF_MARGIN_BINS] */
	uint64_t *orecs;	/* [noutmags * PROF_OUTMAG_WORDS], zeros */
	uint64_t samples;	/* samples evaluated */
	/* PROF_SEC_DEVICE: allocations, bytes, the largest (the runtime's) */
	uint64_t device[PROF_DEVICE_WORDS];
	/* the K lines, and PROF_SEC_PARAMS [nkernels * PROF_PARAM_WORDS] */
	unsigned nkernels;
	struct gprof_kernel *kernels;
	uint64_t *params;
	char err[256];
};

/*
 * What the read-back parameters need (prof_protocol.h, "Read-back
 * parameters"), kept apart from the table: allocations come before the
 * first launch. Zero-initialised is empty; gprof_track_release frees.
 */
struct gprof_alloc {
	uint64_t base, size;
	uint64_t read;		/* the last step that read it (0: none) */
};

struct gprof_event {
	unsigned kernel, param, alloc;
	uint64_t first;		/* the step of its first launch */
};

struct gprof_track {
	uint64_t step;
	size_t nallocs, nevents;
	struct gprof_alloc *allocs;
	struct gprof_event *events;
	int lost;		/* out of memory: no parameter is dead */
};

/* Read the sites table at path and set up zeroed sections. */
int gprof_read_table(struct gprof *p, const char *path);
/*
 * Add one copy of the device arrays (one per CUDA source of the
 * program): the counters, in their sharded layout (shards copies of
 * prof_gpu_stride(ncounters) words, counter k of shard s at
 * counters[s * stride + k]), summed over the shards, and every written
 * slot of every group (slots[g] claimed, at most cap) evaluated, its
 * sites' operand words samples[(first * cap + s * n + j) * 3 + k]
 * weighted by weights[g * cap + s].
 */
void gprof_add(struct gprof *p, const uint64_t *counters,
	       const uint32_t *slots, const uint64_t *weights,
	       const uint64_t *samples);
/* A device allocation of size bytes at base (cudaMalloc). */
void gprof_track_alloc(struct gprof_track *t, uint64_t base, uint64_t size);
/* A copy that reads the device memory at src (any kind). */
void gprof_track_copy(struct gprof_track *t, uint64_t src);
/* A launch of kernel k of p's table with the CUDA runtime's args (one
   pointer to each parameter's value); k past the table (a kernel it does
   not name, which may read anything) leaves no parameter dead. */
void gprof_track_launch(struct gprof_track *t, const struct gprof *p,
			unsigned k, void *const *args);
/* p's PROF_SEC_PARAMS from the events so far. */
void gprof_track_params(const struct gprof_track *t, struct gprof *p);
void gprof_track_release(struct gprof_track *t);
/* Write the raw dump (prof_protocol.h) to the open descriptor fd. */
int gprof_write(const struct gprof *p, int fd);
void gprof_release(struct gprof *p);

#endif
