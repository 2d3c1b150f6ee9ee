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
	char err[256];
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
/* Write the raw dump (prof_protocol.h) to the open descriptor fd. */
int gprof_write(const struct gprof *p, int fd);
void gprof_release(struct gprof *p);

#endif
