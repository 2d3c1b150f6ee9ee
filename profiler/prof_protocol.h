/*
 * prof_protocol.h: what the profiling runtime (profiler/rt/prof_rt.c,
 * linked into the target program) and trident (profiler/) agree on. Plain
 * C with no dependencies: the runtime includes it too. docs/profile.md
 * describes the same contract for readers.
 *
 * Control. The runtime writes its dump to the file named by the
 * environment variable PROF_ENV (an absolute path); without it the program
 * runs as if it were not instrumented. The file must not exist: the
 * runtime creates it at start-up with O_EXCL, so a program that executes
 * another instrumented program (which inherits the variable) cannot
 * overwrite the first one's dump.
 *
 * The module side. The instrumentation defines one external constant,
 * PROF_SYM_DESC, of layout struct prof_desc: the module hash and a list of
 * sections, each an array of 64-bit words the instrumented code updates
 * (this slice has one, the counters). It refers to PROF_SYM_RUNTIME, which
 * only the runtime defines: linking the module therefore pulls the runtime
 * out of its archive, and a runtime of another ABI fails to link.
 *
 * The raw dump, written with write(2) only (async-signal-safe), in host
 * byte order, in this order:
 *
 *   struct prof_raw_header      magic, version, how the process ended,
 *                               the module hash, the number of sections
 *   per section:
 *     struct prof_raw_section   kind and word count n
 *     uint64_t data[n]
 *   struct prof_raw_trailer     PROF_RAW_END: the dump is complete
 *
 * A reader skips sections of kinds it does not know, so later slices
 * (value profiles, memory dependences) add kinds without a new version.
 */
#ifndef TRIDENT_PROF_PROTOCOL_H
#define TRIDENT_PROF_PROTOCOL_H

#include <stdint.h>

#define PROF_ENV "TRIDENT_PROF"

/* The layout version of struct prof_desc; part of PROF_SYM_RUNTIME. */
#define PROF_ABI 1
#define PROF_SYM_DESC "__trident_prof_desc"
#define PROF_SYM_RUNTIME "__trident_prof_runtime_1"
/* The module's counter array (internal to the module; named for readers). */
#define PROF_SYM_COUNTERS "__trident_prof_counters"

/* Section kinds. */
enum prof_section_kind {
	PROF_SEC_COUNTERS = 1,	/* block-segment and edge counters */
};

/* One section as the module describes it. */
struct prof_section_desc {
	uint64_t kind;		/* enum prof_section_kind */
	uint64_t n;		/* number of words */
	uint64_t *data;		/* [n] */
};

/*
 * The module's descriptor. The instrumentation builds the same layout as
 * an LLVM constant { i64, i64, [16 x i8], ptr, [K x { i64, i64, ptr }] }.
 */
struct prof_desc {
	uint64_t abi;		/* PROF_ABI */
	uint64_t nsections;
	char hash[16];		/* ir_module_hash of the id'd module, no NUL */
	const void *runtime;	/* &PROF_SYM_RUNTIME */
	struct prof_section_desc sections[];
};

/* The raw dump. */
#define PROF_RAW_MAGIC "TRPROF01"	/* 8 bytes, no NUL */
#define PROF_RAW_END "TRPROFOK"
#define PROF_RAW_VERSION 1

/* When the dump was written. */
enum prof_end {
	PROF_END_EXIT = 1,	/* at normal exit (return from main, exit) */
	PROF_END_SIGNAL = 2,	/* in the handler of a fatal signal */
};

struct prof_raw_header {
	char magic[8];		/* PROF_RAW_MAGIC */
	uint32_t version;	/* PROF_RAW_VERSION */
	uint32_t end;		/* enum prof_end */
	int32_t signal;		/* PROF_END_SIGNAL: the signal; else 0 */
	uint32_t nsections;
	char hash[16];		/* from the descriptor */
};

struct prof_raw_section {
	uint32_t kind;		/* enum prof_section_kind */
	uint32_t reserved;	/* 0 */
	uint64_t n;		/* words of data that follow */
};

struct prof_raw_trailer {
	char magic[8];		/* PROF_RAW_END */
};

#endif
