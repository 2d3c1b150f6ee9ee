/*
 * prof_mem.h: the memory profile kept by the profiling runtime in full
 * mode (issue 4; thesis §5.3.5 builds f_m on it, model-anchors rule 14).
 *
 * Shadow memory remembers, for every 4-byte granule of the address space,
 * the static id of the store that last wrote it and whether it has been
 * read since. From that the runtime keeps, with memory proportional to the
 * program's static size and the memory it touches (never to the number of
 * accesses):
 *
 *   pairs       for each static (store, load) pair, how many dynamic loads
 *               read a granule the store wrote last (once per load and
 *               distinct store); store id 0 stands for memory no store of
 *               the program wrote (initial data, what libc wrote);
 *   per id      the runtime's calls (the instrumented code's fast path
 *               counts without one; a site's executions are its block's
 *               count); for stores, granules written and granules
 *               overwritten before any load read them (dead writes); for
 *               loads and stores, the address sensitivity of sampled
 *               executions: of the 64 single-bit flips of the address,
 *               how many leave the memory the access may touch (readable
 *               for a load, writable for a store) as the process's real
 *               mappings are at that moment; and the process's mapped
 *               size at the first sample (the footprint the reference
 *               model turns into a crash rate).
 *
 * memcpy and memmove are a load of the source and a store of the
 * destination under their own id; memset a store; output calls a load.
 * The C library's text functions (prof_protocol.h, FORMAT and LIBC):
 * a formatting call is a load of the strings it formats and a store of
 * the text it wrote, a string copy a copy, measured after the call.
 *
 * Runtime-internal, plain C: memory comes from mmap only (the program's
 * heap keeps the layout it would have), no stdio, and the sections are
 * written with a caller's write function so a signal handler may dump
 * them. Not thread-safe: full mode refuses threaded programs (plan.c).
 */
#ifndef TRIDENT_PROF_MEM_H
#define TRIDENT_PROF_MEM_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "../prof_protocol.h"

/* Address-sensitivity sampling: every execution at first, then 1 in 2,
   1 in 4, ... at most 1 in PROF_MEM_PERIOD_MAX of a static instruction. */
#define PROF_MEM_PERIOD_MAX 4096

/* The words of one per-id record in the stats section. */
enum {
	PROF_MEM_STAT_ID,
	PROF_MEM_STAT_EXECS,	/* the runtime's calls for the id */
	PROF_MEM_STAT_WRITTEN,	/* granules written (stores) */
	PROF_MEM_STAT_DEAD,	/* granules overwritten unread (stores) */
	PROF_MEM_STAT_SAMPLES,
	PROF_MEM_STAT_FLIPS_OUT,	/* of samples * 64 flips */
	PROF_MEM_STAT_VM_BYTES,	/* mapped bytes at the first sample */
	PROF_MEM_STAT_UNREAD,	/* granules it wrote last, never read */
	PROF_MEM_STAT_WORDS
};

/*
 * The state of one id, laid out as PROF_MREC_* (prof_protocol.h) says:
 * the instrumented code's inline fast path updates it too. Stores:
 * written and reads count granules written, and written and then read
 * (the first read of each write sets the read bit); unread, set by the
 * dump, those still unread then. Dead writes are the rest, so that a
 * store never reads the shadow word it overwrites. Loads: way k
 * (pend[k], expect[k]) holds the load's last pair with a store whose id
 * is k modulo PROF_MEM_WAYS: the loads not yet in the pair table, and
 * that store's shadow word, twice (PROF_MEM_EXPECT_NONE: none). Both: a sample is due when the
 * site's execution count reaches due. The sample period is not kept:
 * after s samples it is min(2^s, PERIOD_MAX).
 */
struct prof_mem_rec {
	uint64_t execs, written, reads;
	uint64_t due;
	uint64_t expect[PROF_MEM_WAYS];
	uint64_t pend[PROF_MEM_WAYS];
	uint64_t samples, flips_out, vm_bytes, unread;
};

/*
 * Set up for static ids 1..max_id, with recs (max_id + 1 records, zeroed)
 * as the records, or records of its own when recs is NULL. Returns 0, or
 * -1 if the memory for the tables could not be mapped (the profile then
 * has no memory sections).
 */
int prof_mem_init(uint32_t max_id, struct prof_mem_rec *recs);

/* The accesses, as the instrumented code reports them. */
/*
 * now: the site's execution count, this one included (the instrumented
 * code's, prof_protocol.h), or 0 for the runtime's count of its calls,
 * which copies and fills always use.
 */
void prof_mem_load(const void *addr, uint64_t size, uint32_t id,
		   uint64_t now);
void prof_mem_store(const void *addr, uint64_t size, uint32_t id,
		    uint64_t now);
void prof_mem_copy(const void *dst, const void *src, uint64_t size,
		   uint32_t id);
void prof_mem_fill(const void *dst, uint64_t size, uint32_t id);
/*
 * A printf-family call's format fmt and its arguments ap (flags
 * PROF_FMT_*): a load of each string it prints with %s, before the call.
 */
void prof_mem_format(uint32_t id, uint32_t flags, const char *fmt,
		     va_list ap);
/* What C library call op wrote, after it (prof_protocol.h, LIBC). */
void prof_mem_libc(uint32_t op, const void *dst, const void *src,
		   uint64_t n, uint64_t ret, uint32_t id);

/*
 * The dump: the pair section holds (store, load, count) triples, the stats
 * section PROF_MEM_STAT_WORDS words per id that was executed.
 */
uint64_t prof_mem_pair_words(void);
uint64_t prof_mem_stat_words(void);
/*
 * Write the pair section's words, then the stats section's, through put
 * (which writes n bytes or fails with -1). Async-signal-safe.
 */
int prof_mem_write_pairs(int fd, int (*put)(int, const void *, size_t));
int prof_mem_write_stats(int fd, int (*put)(int, const void *, size_t));

#endif
