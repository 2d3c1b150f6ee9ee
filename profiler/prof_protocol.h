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
 * (the counters, and the value records below). It refers to
 * PROF_SYM_RUNTIME, which
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
 * The memory sections come from the runtime itself, not the descriptor.
 */
#ifndef TRIDENT_PROF_PROTOCOL_H
#define TRIDENT_PROF_PROTOCOL_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#define PROF_ENV "TRIDENT_PROF"

/*
 * The layout version of struct prof_desc and of the memory records the
 * inline fast paths share with the runtime, and of the hooks (3: ways,
 * reads counted by loads; 4: the C library's text hooks; 5: value records
 * of PROF_VREC_WORDS 16 with magnitudes, margin records and output
 * magnitudes; 6: output records of PROF_OUTMAG_WORDS with printed flips,
 * OUT_MAG with the conversion's spec; 7: memory statistics of 8 words,
 * with the granules a store wrote last and no load read; 8: a segment's
 * samples in one call, PROF_SYM_SAMPLE, from a buffer and the table
 * PROF_SYM_VSITES); part of PROF_SYM_RUNTIME.
 */
#define PROF_ABI 8
#define PROF_SYM_DESC "__trident_prof_desc"
#define PROF_SYM_RUNTIME "__trident_prof_runtime_8"
/* The module's counter array (internal to the module; named for readers). */
#define PROF_SYM_COUNTERS "__trident_prof_counters"

/* Section kinds. */
enum prof_section_kind {
	PROF_SEC_COUNTERS = 1,	/* block-segment and edge counters */
	PROF_SEC_VALUES = 2,	/* value records, PROF_VREC_WORDS each */
	PROF_SEC_COMPARES = 3,	/* compare records, PROF_CREC_WORDS each */
	PROF_SEC_SHIFTS = 4,	/* shift records, PROF_SREC_WORDS each */
	PROF_SEC_PAIRS = 5,	/* memory: (store, load, count) triples */
	PROF_SEC_MEMSTATS = 6,	/* memory: PROF_MEM_STAT_WORDS per id */
	PROF_SEC_MARGINS = 7,	/* margin records, PROF_MARGIN_BINS each */
	PROF_SEC_OUTMAGS = 8,	/* output magnitudes, 2 words each */
	PROF_SEC_DEVICE = 9,	/* the device profile's memory (below) */
	PROF_SEC_PARAMS = 10,	/* its read-back parameters (below) */
};

/*
 * The memory profile (full mode only; rt/prof_mem.h, profiler/plan.c).
 * Before every load and store of the program the instrumented code calls
 * PROF_SYM_MEM_LOAD or PROF_SYM_MEM_STORE with the address, the access's
 * store size in bytes and its instruction id (atomicrmw and cmpxchg: a
 * load then a store); llvm.memcpy/memmove and libc memcpy/memmove call
 * PROF_SYM_MEM_COPY, llvm.memset and memset PROF_SYM_MEM_FILL; output
 * calls read memory: fwrite and write as a load of their bytes
 * (PROF_SYM_MEM_LOAD), fputs and puts of their string, terminator
 * included (PROF_SYM_MEM_STRING, which measures it). The runtime does this
 * only when the descriptor's flags hold PROF_DESC_MEMORY, and then dumps
 * the two sections PROF_SEC_PAIRS and PROF_SEC_MEMSTATS after the
 * descriptor's own.
 *
 * pairs section: triples (store id, load id, count), in no order; store
 *   id 0 is memory no store of the program wrote; a triple of load id 0
 *   is padding, to be skipped;
 * mem stats section: one record per id that ran, words as enum
 *   PROF_MEM_STAT_* of rt/prof_mem.h (id, executions, granules written,
 *   granules dead, samples, flips out of mapped memory, mapped bytes at
 *   the first sample).
 */
#define PROF_DESC_MEMORY 1
/* The counters are atomic (threads): so are the runtime's own updates of
   the value records and countdowns, which are plain adds otherwise. */
#define PROF_DESC_ATOMIC 2
/*
 * void LOAD(const void *p, uint64_t size, uint32_t id, uint64_t now), and
 * STORE: now is the site's execution count so far, this one included, or
 * 0 for the runtime's count of its own calls (output calls; sites that
 * always call it and have no block counter of their own).
 */
#define PROF_SYM_MEM_LOAD "__trident_prof_mem_load"
#define PROF_SYM_MEM_STORE "__trident_prof_mem_store"
/* void COPY(void *dst, const void *src, uint64_t size, uint32_t id) */
#define PROF_SYM_MEM_COPY "__trident_prof_mem_copy"
/* void FILL(void *dst, uint64_t size, uint32_t id) */
#define PROF_SYM_MEM_FILL "__trident_prof_mem_fill"
/* void STRING(const char *s, uint32_t id): a load of strlen(s) + 1 */
#define PROF_SYM_MEM_STRING "__trident_prof_mem_string"

/*
 * The C library's text and string functions (issue 14; thesis §5.3.5:
 * f_m follows a value through the buffers it is formatted and copied
 * into to the call that prints it). profiler.h lists the functions
 * (struct prof_libc).
 *
 * void FORMAT(uint32_t id, uint32_t flags, const char *fmt, ...), called
 *   just before a printf-family call with its format and its variadic
 *   arguments, and VFORMAT(uint32_t id, uint32_t flags, const char *fmt,
 *   va_list ap) before a v*printf call (the va_list is still unread
 *   there): the runtime walks the format and reads each string a %s
 *   (%ls, %S) prints, up to its precision, terminator included when it is
 *   reached, as a load under id; with PROF_FMT_TEXT the format itself
 *   too (a format that is not a constant: its text is printed). With
 *   PROF_FMT_QUIET the call neither counts an execution nor samples an
 *   address (the LIBC call after the same call does). A format the
 *   walk cannot follow (positional arguments, an unknown conversion) is
 *   followed up to there.
 *
 * void LIBC(uint32_t op, void *dst, const void *src, uint64_t n,
 *   uint64_t ret, uint32_t id), called just after the call, with the
 *   call's destination and source operands (NULL where the function has
 *   none), its length operand (PROF_LIBC_NO_LIMIT where none) and its
 *   result (an int sign-extended, a pointer as an integer): op says what
 *   the call wrote, which the runtime measures from the memory as it is
 *   after the call (the source is unchanged):
 *     FORMAT   *printf into dst: min(ret + 1, n) bytes when ret >= 0
 *     AFORMAT  asprintf: ret + 1 bytes at *(char **)dst when ret >= 0
 *     STRCPY   strcpy, stpcpy: a copy of strlen(src) + 1 bytes to dst
 *     STRNCPY  strncpy, stpncpy: a copy of min(strnlen(src, n) + 1, n)
 *              (the zero padding beyond is not followed)
 *     STRCAT   strcat: a copy of strlen(src) + 1 bytes to the old end
 *              of dst, dst + strlen(dst) - strlen(src)
 *     STRNCAT  strncat: k = strnlen(src, n) bytes to the old end, then
 *              the terminator
 *     STRDUP   strdup: a copy of strlen(src) + 1 bytes to ret (if not 0)
 *     STRNDUP  strndup: k = strnlen(src, n) bytes to ret, then the
 *              terminator
 *     MEMCCPY  memccpy: a copy of ret - dst bytes (n when ret is 0)
 *   A copy is a load of the source and a store of the destination under
 *   id, as for memcpy. Text that begins inside a granule, or in a granule
 *   of text no load has read yet (snprintf(buf + n, ...), strcat: the
 *   earlier piece's end or terminator), continues that text: the store
 *   reads the granule first, as a copy would, so the earlier piece is
 *   carried on rather than overwritten unread (rt/prof_mem.c).
 */
#define PROF_SYM_MEM_FORMAT "__trident_prof_mem_format"
#define PROF_SYM_MEM_VFORMAT "__trident_prof_mem_vformat"
#define PROF_SYM_MEM_LIBC "__trident_prof_mem_libc"
#define PROF_FMT_TEXT 1
#define PROF_FMT_QUIET 2
#define PROF_LIBC_NO_LIMIT UINT64_MAX
enum prof_libc_op {
	PROF_LIBC_FORMAT = 1, PROF_LIBC_AFORMAT, PROF_LIBC_STRCPY,
	PROF_LIBC_STRNCPY, PROF_LIBC_STRCAT, PROF_LIBC_STRNCAT,
	PROF_LIBC_STRDUP, PROF_LIBC_STRNDUP, PROF_LIBC_MEMCCPY
};

/*
 * The fast path of loads and stores (full mode). The module defines
 * PROF_SYM_MEM_RECS, an array of max id + 1 memory records of
 * PROF_MREC_BYTES each, zero-initialized, which the runtime keeps its
 * per-id state in; the runtime defines PROF_SYM_MEM_L1, the first level
 * of its shadow table (uint32_t *[PROF_MEM_L1_SIZE], a slot NULL until its
 * chunk is mapped).
 * A plain load or store of 1, 2 or 4 bytes aligned to its size (one
 * granule) or of 8 aligned to 8 (two, whose shadow words are one aligned
 * 64-bit word) runs inline, without a call, when the runtime would only
 * count (rt/prof_mem.c has the rules):
 *
 *   no address sample is due: the site's execution count so far, this
 *   one included (now, its block's counter or else the record's execs
 *   word, which the code then counts itself), is below the record's due
 *   word (0 until the runtime is set up); the chunk is mapped (a load also
 *   takes an unmapped one, whose words are 0);
 *   load: the way of the store the first word names (its id modulo
 *   PROF_MEM_WAYS) holds every word, read bit or not (id |
 *   PROF_MEM_READ_BIT, or 0 for store 0): it adds 1 to the way's pend
 *   word; when some word had no read bit it stores the way's words (with
 *   the bit) and adds the words that had none to the reads word of that
 *   store's record;
 *   store: it writes its id into the words (without reading them: a
 *   store's miss in the shadow then costs what the program's own store
 *   costs) and adds the granules to its written word.
 *
 * Otherwise the code calls the hook (PROF_SYM_MEM_LOAD, _STORE, with now),
 * which does the whole work, samples when due (and sets due) and fills
 * the way (adding the pend word of the pair it held to the table); a
 * way's word is PROF_MEM_EXPECT_NONE while it holds no pair.
 */
#define PROF_SYM_MEM_RECS "__trident_prof_mem_recs"
#define PROF_SYM_MEM_L1 "__trident_prof_mem_l1"
#define PROF_MEM_GRANULE_SHIFT 2
#define PROF_MEM_CHUNK_SHIFT 22
#define PROF_MEM_L1_SIZE (1ull << (47 - PROF_MEM_GRANULE_SHIFT - \
				   PROF_MEM_CHUNK_SHIFT))
#define PROF_MEM_READ_BIT 0x80000000u
#define PROF_MEM_ID_MASK 0x7fffffffu
#define PROF_MEM_EXPECT_NONE 0xffffffffffffffffull
/* Byte offsets in a memory record: 64-bit words, then two 32-bit ones. */
/*
 * A load's record caches PROF_MEM_WAYS pairs, way k for the stores whose
 * id is k modulo PROF_MEM_WAYS: the pair's loads not yet added to the
 * runtime's pair table (pend) and the store's shadow word, twice (low and high half: the word of an 8-byte access's two
 * granules; a 4-byte access reads the low half, the target being
 * little-endian).
 */
#define PROF_MEM_WAYS 4
#define PROF_MREC_EXECS 0
#define PROF_MREC_WRITTEN 8
#define PROF_MREC_READS 16	/* granules written and then read */
#define PROF_MREC_DUE 24	/* the count at which a sample is due */
#define PROF_MREC_EXPECT 32	/* uint64_t [PROF_MEM_WAYS] */
#define PROF_MREC_PEND 64	/* uint64_t [PROF_MEM_WAYS] */
/* The runtime's alone. */
#define PROF_MREC_SAMPLES 96
#define PROF_MREC_FLIPS_OUT 104
#define PROF_MREC_VM_BYTES 112
#define PROF_MREC_UNREAD 120	/* the dump's: granules unread at its time */
#define PROF_MREC_BYTES 128

/*
 * Value sensitivities (profiler/values.c, rt/prof_eval.c).
 *
 * A *value record* belongs to one instruction whose result the runtime
 * re-evaluates with each single-bit flip of each non-constant operand:
 *
 *   word 0          info: what the instruction is (PROF_VINFO_*), set by
 *                   the instrumentation
 *   word 1          samples: executions re-evaluated
 *   words 2+2k, 3+2k  operand k (k < 3): flips tried, flips that changed
 *                   the result
 *   words 8+2s, 9+2s  magnitudes of slot s (operands 0..2, the result 3):
 *                   the samples where that value had a magnitude (an
 *                   integer wider than 1 bit and not 0, or a finite
 *                   non-zero float or double: prof_magnitude) and the sum
 *                   of its floor(log2 |x|) over them, a two's complement
 *                   int64 (an undefined result has none)
 *
 * A *margin record* (issue 15), PROF_MARGIN_BINS words in the section
 * PROF_SEC_MARGINS, one per value site whose operation has margins
 * (prof_vop_margins: compares, integer and FP min and max), in the order
 * of their value records: word k counts the samples whose margin fell in
 * bin k (prof_margin_bin). The runtime adds one sample's words after its
 * samples word, so a dump (even from a signal handler) never counts more
 * magnitudes or margins than samples; a snapshot of threads may.
 *
 * Sampling is per block segment (all its instructions run equally often):
 * two words {due, samples} per segment in PROF_SYM_COUNTDOWN; when the
 * segment's counter, just incremented, reaches due (at first 1), the
 * code stores the operands of each of the segment's value sites, as they
 * are computed, into a buffer (PROF_SYM_VBUF, or with threads one on the
 * function's stack; three words a site: site j's
 * operand o at word 3 j + o), and at the segment's end calls
 * PROF_SYM_SAMPLE once with the segment's sites (a run of the module's
 * constant table PROF_SYM_VSITES, one struct prof_vsite per value record,
 * in the records' order), the buffer and the counter. The runtime takes
 * the samples in the sites' order and then sets due one period later:
 * PROF_SAMPLE_BURST samples at period 1, as many at 2, 4, ... up to
 * PROF_SAMPLE_MAX_PERIOD, which then stays; a period p > 1 is a gap
 * drawn from 1 .. 2p - 1 (rt/prof_rt.c). One call with stores costs the
 * build a third less code than a call per site did (issue 15).
 */
#define PROF_VREC_WORDS 16
#define PROF_VREC_MAG 8		/* the first magnitude word */
#define PROF_MARGIN_BINS 65
#define PROF_SAMPLE_BURST 16
#define PROF_SAMPLE_MAX_SHIFT 12
#define PROF_SAMPLE_MAX_PERIOD (1 << PROF_SAMPLE_MAX_SHIFT)
#define PROF_SYM_VALUES "__trident_prof_values"
#define PROF_SYM_COUNTDOWN "__trident_prof_countdown"
#define PROF_SYM_MARGINS "__trident_prof_margins"
#define PROF_SYM_VSITES "__trident_prof_vsites"
/* The sampled operands' buffer of a module without threads (internal). */
#define PROF_SYM_VBUF "__trident_prof_vbuf"
/* void SAMPLE(const struct prof_vsite *sites, uint64_t n,
		const uint64_t *buffer, uint64_t *countdown, uint64_t count):
   the segment's n sites, their operands (3 n words; NULL when n is 0),
   its two countdown words and its counter now; the name changed with the
   arguments, so an old runtime fails to link */
#define PROF_SYM_SAMPLE "__trident_prof_sample_seg"
#define PROF_VSITE_NONE UINT32_MAX

/* One value site in PROF_SYM_VSITES ({ i32, i32, i32, i32 } in IR). */
struct prof_vsite {
	uint32_t rec;		/* its value record's index in PROF_SEC_VALUES */
	uint32_t nops;		/* its operands in the buffer: words 0..nops-1
				   of its three; the others read as 0 */
	uint32_t stats;		/* its sampled statistics record's first word
				   in PROF_SEC_SHIFTS for a shift, else in
				   PROF_SEC_COMPARES; or PROF_VSITE_NONE */
	uint32_t margin;	/* its margin record's first word in
				   PROF_SEC_MARGINS, or PROF_VSITE_NONE */
};

/*
 * The info word: bits 0-7 the operation, 8-15 the predicate (icmp:
 * enum prof_ipred; fcmp: LLVM's FCmp encoding 0-15, whose bits are
 * 1 equal, 2 greater, 4 less, 8 unordered), 16-23 the operand width W in
 * bits (select: of the two values; the condition has 1 bit), 24-31 the
 * result width, 32-34 which operands are flipped (bit k: operand k is not
 * a constant), 35 the operands are float/double, 36 the result is, 37 the
 * operands are pointers (icmp only).
 * Operands reach the runtime as 64-bit words: integers zero-extended from
 * W bits, pointers as integers, floats as their bits.
 */
#define PROF_VINFO(op, pred, w, rw, mask, fpop, fpres) \
	((uint64_t)(op) | (uint64_t)(pred) << 8 | (uint64_t)(w) << 16 | \
	 (uint64_t)(rw) << 24 | (uint64_t)(mask) << 32 | \
	 (uint64_t)(fpop) << 35 | (uint64_t)(fpres) << 36)
#define PROF_VINFO_OP(i) ((unsigned)((i) & 0xff))
#define PROF_VINFO_PRED(i) ((unsigned)((i) >> 8 & 0xff))
#define PROF_VINFO_W(i) ((unsigned)((i) >> 16 & 0xff))
#define PROF_VINFO_RW(i) ((unsigned)((i) >> 24 & 0xff))
#define PROF_VINFO_MASK(i) ((unsigned)((i) >> 32 & 7))
#define PROF_VINFO_FPOP(i) ((unsigned)((i) >> 35 & 1))
#define PROF_VINFO_FPRES(i) ((unsigned)((i) >> 36 & 1))
#define PROF_VINFO_PTR ((uint64_t)1 << 37)

/* The operations re-evaluated (not LLVM's opcode numbers, which drift). */
enum prof_vop {
	PROF_VOP_ICMP = 1, PROF_VOP_FCMP, PROF_VOP_AND, PROF_VOP_OR,
	PROF_VOP_XOR, PROF_VOP_SHL, PROF_VOP_LSHR, PROF_VOP_ASHR,
	PROF_VOP_TRUNC, PROF_VOP_ZEXT, PROF_VOP_SEXT, PROF_VOP_FPTRUNC,
	PROF_VOP_FPEXT, PROF_VOP_FPTOSI, PROF_VOP_FPTOUI, PROF_VOP_SITOFP,
	PROF_VOP_UITOFP, PROF_VOP_BITCAST, PROF_VOP_SELECT, PROF_VOP_ADD,
	PROF_VOP_SUB, PROF_VOP_MUL, PROF_VOP_UDIV, PROF_VOP_SDIV,
	PROF_VOP_UREM, PROF_VOP_SREM, PROF_VOP_FADD, PROF_VOP_FSUB,
	PROF_VOP_FMUL, PROF_VOP_FDIV,
	/* Intrinsics (calls to llvm.*): operands are the call's arguments. */
	PROF_VOP_SMIN, PROF_VOP_SMAX, PROF_VOP_UMIN, PROF_VOP_UMAX,
	PROF_VOP_FMINNUM, PROF_VOP_FMAXNUM, PROF_VOP_FABS, PROF_VOP_FMULADD,
	PROF_VOP_LAST = PROF_VOP_FMULADD
};

/* The number of operands of a PROF_VOP_* operation. */
static inline unsigned
prof_vop_nops(unsigned op)
{
	if (op == PROF_VOP_SELECT || op == PROF_VOP_FMULADD)
		return 3;
	if ((op >= PROF_VOP_TRUNC && op <= PROF_VOP_BITCAST) ||
	    op == PROF_VOP_FABS)
		return 1;
	return 2;
}

/*
 * Whether a value site of this info word has a margin record: compares,
 * and integer and FP min and max (two operands whose distance decides
 * the result).
 */
static inline int
prof_vop_margins(uint64_t info)
{
	unsigned op = (unsigned)(info & 0xff);

	return op == PROF_VOP_ICMP || op == PROF_VOP_FCMP ||
	       (op >= PROF_VOP_SMIN && op <= PROF_VOP_FMAXNUM);
}

/*
 * Output magnitudes and printed flips (issue 15): before every
 * printf-family output call with a constant format (not a va_list), the
 * code calls PROF_SYM_OUT_MAG, void OUT_MAG(uint64_t *rec, double x,
 * uint64_t spec), with each double that a floating-point conversion (%f
 * %F %e %E %g %G %a %A) prints, the conversion (PROF_OUTSPEC: its type
 * character, its precision + 1 or 0 for none, and whether the value is a
 * float promoted to double), and its record in PROF_SYM_OUTMAGS (section
 * PROF_SEC_OUTMAGS), PROF_OUTMAG_WORDS words per such conversion:
 *
 *   word 0        the calls where x was finite and not 0
 *   word 1        the sum of floor(log2 |x|) over them (two's complement)
 *   word 2        the calls
 *   word 3        the weight of the calls sampled for printed flips
 *   words 4..67   per bit b of x (of the float for a promoted float: bits
 *                 0..31 only), the weight of the sampled calls where x
 *                 with bit b flipped prints another text
 *
 * The printed flips are sampled: every one of the first
 * PROF_OUTFLIP_BURST calls with weight 1, then every p-th call with
 * weight p, p doubling every PROF_OUTFLIP_BURST calls sampled; a sample
 * formats x and each of its flips once (snprintf), so a program that
 * prints n values pays about log2(n) PROF_OUTFLIP_BURST formats of 65.
 * A dynamic precision (%.*f), or one above 149, is sampled for no flips. Words are added
 * like the counters (atomic adds with threads).
 */
#define PROF_SYM_OUTMAGS "__trident_prof_outmags"
#define PROF_SYM_OUT_MAG "__trident_prof_out_mag"
#define PROF_OUTMAG_BITS 64
#define PROF_OUTMAG_WORDS (4 + PROF_OUTMAG_BITS)
#define PROF_OUTFLIP_BURST 128
/* The spec word of OUT_MAG: type, precision + 1 (0: none, or dynamic:
   no flips), a promoted float. */
#define PROF_OUTSPEC(type, prec1, isfloat) \
	((uint64_t)(unsigned char)(type) | (uint64_t)(prec1) << 8 | \
	 (uint64_t)(isfloat) << 40)
#define PROF_OUTSPEC_TYPE(s) ((char)((s) & 0xff))
#define PROF_OUTSPEC_PREC1(s) ((unsigned)(((s) >> 8) & 0xffffffffu))
#define PROF_OUTSPEC_FLOAT(s) ((unsigned)(((s) >> 40) & 1))

/*
 * Spread probes (issue 15; docs/profile.md "spread"): in full mode every
 * store of a double or a float (of the first element of a vector of
 * them) stores what PROF_SYM_PROBE_D, double PROBE_D(uint32_t id, double
 * v), or PROF_SYM_PROBE_F (float) returns: v, except in a probe run. A
 * probe run has PROF_PROBE_ENV = "ID:INSTANCE:FACTOR" (decimal id and
 * instance, FACTOR a C double): store ID's first value that is finite
 * and not 0 at or after its INSTANCE-th execution (counted from 1) is
 * multiplied by FACTOR (1 + 2^-PROF_PROBE_SHIFT), once. Any run with
 * PROF_CAPTURE_ENV (an absolute path) writes there at normal exit every
 * double OUT_MAG saw, in order, with its spec and the index of its
 * record in PROF_SYM_OUTMAGS (which output call and conversion): a struct
 * prof_capture_head, then n struct prof_capture_rec (at most
 * PROF_CAPTURE_MAX; the rest are counted in dropped). A run that dies
 * writes none.
 */
#define PROF_SYM_PROBE_D "__trident_prof_probe_d"
#define PROF_SYM_PROBE_F "__trident_prof_probe_f"
#define PROF_PROBE_ENV "TRIDENT_PROBE"
#define PROF_CAPTURE_ENV "TRIDENT_CAPTURE"
#define PROF_CAPTURE_MAGIC "TRCAPT01"	/* 8 bytes, no NUL */
#define PROF_CAPTURE_MAX (1u << 21)
#define PROF_PROBE_SHIFT 20

struct prof_capture_head {
	char magic[8];		/* PROF_CAPTURE_MAGIC */
	uint64_t n;		/* records that follow */
	uint64_t dropped;	/* doubles seen beyond PROF_CAPTURE_MAX */
	uint64_t probe_instance;	/* the execution perturbed; 0: none */
	double probe_value;	/* the value it stored unperturbed */
	uint32_t probe_float;	/* the store was of a float */
	uint32_t reserved;	/* 0 */
};

struct prof_capture_rec {
	double x;
	uint64_t spec;		/* PROF_OUTSPEC */
	uint64_t site;		/* its OUT_MAG record's index */
};

/* Integer compare predicates in the info word. */
enum prof_ipred {
	PROF_IP_EQ, PROF_IP_NE, PROF_IP_UGT, PROF_IP_UGE, PROF_IP_ULT,
	PROF_IP_ULE, PROF_IP_SGT, PROF_IP_SGE, PROF_IP_SLT, PROF_IP_SLE
};

/*
 * Exact statistics, updated inline at every execution (not sampled):
 *
 * compare record (icmp, fcmp), PROF_CREC_WORDS words:
 *   0 info, 1 zero (the executions are the instruction's counter's),
 *   2 times true (zero when the plan counts them by the compare's br),
 *   3 zero,
 *   4-5 operand 0's sum, 6-7 operand 1's sum: for icmp the 128-bit sum
 *   high * 2^64 + low (low word first) of the operands sign-extended,
 *   the low word read as signed (the high word then moves only when the
 *   low one overflows); for pointers zero-extended from 64 bits, the low
 *   word unsigned; for fcmp a double in the first word (floats widened),
 *   the second word zero. An operand that is a constant the plan knows
 *   is not summed (zero): its mean is its value;
 * shift record (shl, lshr, ashr), PROF_SREC_WORDS words:
 *   0 info, 1 zero (as for compares), 2-3 the 128-bit sum of the shift
 *   amounts (zero-extended, the low word unsigned; zero for a constant
 *   amount).
 *
 * Sampled statistics (lite mode without atomic counters, for the
 * compares and shifts that are value sites): no inline code; the site's
 * struct prof_vsite names the instruction's record (stats), and the
 * runtime adds that sample to it, weighted by the executions it stands for (the
 * segment's period after it, so that the early samples of the doubling
 * schedule do not outweigh the rest): word 1 the total weight, word 2
 * the weight of the samples that were true (compares), and the sums of
 * weight times the operand's value as doubles, at word 4 and 6
 * (compares; icmp signed, pointers unsigned) or 2 (shift amounts). The
 * means are those sums over the total weight, and the times true of a
 * compare not counted by its br the executions times the true share.
 */
#define PROF_CREC_WORDS 8
#define PROF_SREC_WORDS 4
#define PROF_SYM_COMPARES "__trident_prof_compares"
#define PROF_SYM_SHIFTS "__trident_prof_shifts"

/*
 * The re-evaluator (rt/prof_eval.c, also compiled into the unit tests):
 * for one execution of the instruction described by info, with operand
 * words op[3], count per operand k the flips tried (flips[k], W bits or
 * 1 for a select's condition; 0 for a constant) and how many of them
 * changed the result (changed[k]). A flip changes the result when the
 * re-evaluated result differs bit for bit, or when exactly one of the two
 * results is undefined (poison or undefined behaviour: division by zero,
 * signed division overflow, a shift by W or more, an out-of-range float
 * to integer conversion). Returns -1 for an info word it does not know.
 */
int prof_eval_flips(uint64_t info, const uint64_t op[3], uint64_t flips[3],
		    uint64_t changed[3]);
/*
 * The instruction's own result on op[3] into *r: 0, or 1 when it is
 * undefined (*r is then 0), -1 for an info word it does not know.
 */
int prof_eval_result(uint64_t info, const uint64_t op[3], uint64_t *r);
/*
 * The margin of one execution of a compare or min/max (prof_vop_margins)
 * on operands a, b (issue 15): its bin, 0 .. PROF_MARGIN_BINS - 1, or -1
 * when it has none (another operation; an FP operand NaN or infinite).
 * Integers and pointers: 0 when a == b, else 1 + floor(log2 |a - b|)
 * (1 .. 64), the difference exact (no overflow), of the values signed for
 * the signed predicates and smin/smax, unsigned otherwise (pointers, eq,
 * ne, the unsigned predicates, umin/umax). FP: 0 when a == b (+0 and -0
 * too), else d = |a - b| / max(|a|, |b|), in (0, 2], computed in double,
 * and bin 64 + floor(log2 d) clamped to 1 .. 64 (d >= 1: 64; d <= 2^-63:
 * 1). Bin k > 0 is 2^(k-1) <= |a - b| < 2^k (integers), or
 * 2^(k-64) <= d < 2^(k-63) (FP, bins 2 .. 63).
 */
int prof_margin_bin(uint64_t info, uint64_t a, uint64_t b);
/*
 * The magnitude of the value v in slot s (0 .. 2: operand s, 3: the
 * result) of the instruction described by info: true with *lg =
 * floor(log2 |v|) when it has one: an integer of more than 1 bit that is
 * not 0, read as signed (two's complement of its width: |x| up to 2^63),
 * or a float or double that is finite and not 0 (subnormals included:
 * down to -149 and -1074); false for 0, NaN, infinities, i1 (compare
 * results, a select's condition), pointers and operands the operation
 * does not have.
 */
bool prof_magnitude(uint64_t info, unsigned s, uint64_t v, int *lg);
/*
 * Operand word v of a compare or shift (info) as the number its sampled
 * statistics sum: a shift amount (amount) or pointer unsigned, an fcmp
 * operand as its float or double, an icmp operand signed from W bits.
 */
double prof_operand_value(uint64_t info, uint64_t v, bool amount);
/* The same for a double: true with *lg = floor(log2 |x|) when x is
   finite and not 0. */
bool prof_fp_magnitude(double x, int *lg);
/*
 * The same answer by one plain evaluation per flip, the definition
 * prof_eval_flips follows: it counts most operations by closed forms or
 * by loops specialized to the operation, and the unit tests check it
 * against this one on random operands.
 */
int prof_eval_flips_slow(uint64_t info, const uint64_t op[3],
			 uint64_t flips[3], uint64_t changed[3]);

/*
 * The device profile of a CUDA program (profiler/gpu.c, issue 19;
 * docs/gpu-profile.md). The plan of a device module is the same as a
 * CPU module's (lite: counters, value sites, sampled compare and shift
 * statistics); on the GPU, one lane per warp adds the warp's increments
 * to device arrays (external, in global memory, so that each CUDA
 * source's host code registers them and the host runtime, rt/gprof_rt.c,
 * finds them by name through __cudaRegisterVar):
 *
 *   COUNTERS  u64[SHARDS * stride(ncounters)]: the plan's counters
 *             (derived ones stay 0), one copy per shard: counter k of
 *             shard s at s * stride(ncounters) + k; a counter's count is
 *             the sum of its copies
 *   INDEX     u64[SHARDS * stride(ngroups)]: the executions of each value
 *             group whose segment counter is derived (the others number
 *             theirs by their own counter), one copy per shard likewise
 *   EARLY     u64[ngroups]: each group's early count (below; the device
 *             alone reads it)
 *   SLOTS     u32[ngroups]: sample slots claimed per group (may pass CAP:
 *             only the first CAP are written)
 *   WEIGHTS   u64[ngroups * CAP]: the executions each slot stands for
 *   SAMPLES   u64[nvalues * CAP * 3]: group g's slot s holds, for its
 *             site j (values[first + j]) and operand k (constants too),
 *             the word
 *             SAMPLES[(first * CAP + s * n + j) * 3 + k]
 *
 * Shards. Every warp of a grid adding to the same word serialized the
 * whole grid on that word's atomic unit (the profiled kernels ran 2-52
 * times slower than the plain ones on an H200), so each warp works on one
 * of PROF_GPU_SHARDS copies, those of its shard prof_gpu_shard(): its
 * linear id in the grid (block x + nx (y + ny z) of %ctaid and %nctaid,
 * times the block's warps, plus its linear thread id / 32: CUDA makes
 * warps of 32 consecutive linear thread ids) round robin, rotated by a
 * hash of the launch's %gridid. A warp's lanes share their shard (the
 * warp-aggregated add stays one atomic); the hardware starts blocks in
 * about id order (not promised), so the warps running at one time fall on
 * different shards, and a word takes the adds of about 1/SHARDS of the
 * resident warps. Round robin over warp ids, unlike %smid, spreads any
 * grid evenly whatever the SM count (not a power of two) and keeps the
 * shards in step, which the numbering below relies on for its sample
 * count. The rotation spreads grids of few warps, launched again and
 * again (a shrinking elimination), over the copies. Each copy begins on a 128-byte line
 * of its own (prof_gpu_stride rounds up to PROF_GPU_LINE_WORDS), so no two
 * shards share a line. Counts stay exact: every execution is added to
 * exactly one copy.
 *
 * Sampling. Each execution of a group's segment gets a number i in the
 * run (prof_gpu_number). Its warp's lowest lane adds the warp's active
 * lanes to the shard's count and gets the count before, old. A shard's
 * first EARLY executions (old < EARLY) take their numbers from the
 * group's one early count instead (the same lane adds there too; each
 * add counts at least one lane, so a shard adds there at most EARLY
 * times and the early count sees at most SHARDS * EARLY atomics a group,
 * not the run's), each lane the
 * early count before plus its rank among the active lanes: the numbers
 * 0 .. E - 1, as dense as one global count. The others stand at
 *     i = EARLY_BASE + (n - EARLY) * SHARDS + s,
 * n = old + rank, past every early number. While the shards advance
 * together this estimates the execution's position in the whole run.
 * The early numbers keep a small grid (nn's kernel: 2 blocks of 8 warps,
 * 512 executions) sampled as densely as one global count would: with the
 * shards alone its numbers were SHARDS / (its warps) apart and it kept 3
 * samples of the 131 the global numbering draws. Every number is taken
 * once: (early count) and (shard, n) are one-to-one, their ranges apart.
 * Execution i is sampled when i < PROF_GPU_BURST, else with
 * period p = 2^b, b = floor(log2(i / BURST + 1)), when a hash of (i,
 * group) is 0 mod p (prof_gpu_sampled), and stands for p executions:
 * the CPU schedule's bands (BURST samples at each period), without its
 * state, and with no largest period, so that the CAP slots of a group
 * cover its whole run (BURST log2(N / BURST) samples for N executions:
 * 2,930 for 10^9). BURST is 128: a ratio the model reads (a site's
 * sensitivity) rests mostly on the last band or two, whose weights are
 * the largest; with 32 a band, two runs of lavaMD's profile gave
 * sensitivities 0.64 and 0.99 for one site and moved its prediction 2
 * points.
 *
 * Why this stays unbiased: p is a function of i alone, and the hash of
 * the distinct numbers i plays the independent draw that takes each with
 * probability 1/p; the host weighs each sample by the p written in its
 * slot, the inverse of that probability, so the weighted sums are the
 * Horvitz-Thompson estimates of the sums over all executions, however
 * the executions fell on the shards. The shards' balance decides only
 * how many samples there are: balanced, the numbers are nearly 0 .. N -
 * 1, the global schedule; unbalanced, they are N distinct numbers spread
 * wider, and as 1/p never grows with i, no N distinct numbers draw more
 * samples in expectation than 0 .. N - 1 do. That holds at every moment
 * of the run (the M executions so far hold M distinct numbers), so one
 * shard running ahead cannot exhaust the CAP slots earlier than the
 * global numbering would; it takes longer periods (fewer samples, larger
 * weights). Checked by simulation (unit/test_gprof: one big grid, many
 * small ones, a wavefront of 1 .. 160 .. 1 blocks, a two-block grid,
 * grids out of balance): estimates within 3% where the numbers are
 * dense, samples under CAP and never above the global numbering's.
 *
 * Loop groups. A group whose segment lies on a cycle of its function
 * runs many times per thread and call, and a returning atomic and a hash
 * per execution made such kernels 4-13 times slower than the plain ones.
 * There each thread keeps, per group, while in the loop (registers:
 * profiler/gpu.c builds them in allocas that mem2reg promotes):
 *   nx, left  its chunk of numbers: the next one and how many are left;
 *   len       the next chunk's length (1 at the first entry into the
 *             loop, doubling after each chunk taken past the early
 *             numbers, at most PROF_GPU_CHUNK_MAX; at a later entry
 *             prof_gpu_entry_len of the numbers the last one used);
 *   gap, bd   executions to the next candidate, and the period's shift
 *             it was drawn at (gap 0: not drawn yet);
 *   res       the numbers it reserved in this call.
 * A thread whose chunk is used up (left 0) reserves another with the
 * others of its warp that need one: they take L = the lowest one's len
 * each, the lowest adds n L to the shard's INDEX word of the group, and
 * the k-th of them begins at prof_gpu_chunk(old, early, k, L, s); the
 * chunk's numbers are then SHARDS apart (prof_gpu_chunk_next), every
 * number still taken once. Below EARLY the lowest adds n to the early
 * count too and each takes one number there (L - 1 of its numbers in
 * the shard's word stay unused): the early count still sees at most
 * EARLY + 31 a shard. A reserved number left unused (a chunk's rest at
 * the loop's exit) is only a gap in the numbering: fewer samples, never
 * a bias. The loop-local state is added up and reset where the thread
 * leaves the loop (profiler/gpu.c, struct gpu_fa): a loop group's own
 * counter gets res - left, summed over the warp's active lanes
 * (redux.sync), or lane by lane if a lane's is 2^26 or more; a counter
 * inside a loop counts in a register the same way.
 * Sampling is the same Bernoulli(1/p(i)) per execution, drawn with
 * geometric gaps instead of a hash per execution: at the first chunk the
 * thread draws gap = prof_gpu_gap(~i, g, b) for its first number i (b =
 * prof_gpu_shift(i), bd = b; keyed by ~i, which no execution takes: keyed
 * by i, a first execution that is a candidate would draw the same gap of
 * 1 again, and every second execution of a call would be one too); each execution takes the chunk's next
 * number and counts gap down; at 0 the execution is a candidate, accepted
 * with probability 2^bd / p(i) (prof_gpu_accept: p(i) never falls along
 * a thread's numbers, so the candidates' rate 2^-bd bounds every later
 * execution's, and accepting thins it to exactly 1/p(i)), and a new gap
 * is drawn at b = prof_gpu_shift(i) (bd = b: the accepted execution's
 * period is 2^bd). Geometric gaps are memoryless, so every execution is
 * sampled with probability 1/p(i) of its own number, independently, as
 * the hash makes it elsewhere; the weights and the slots are the same.
 * An execution then costs a few register operations and two compares.
 * The decision (acc) is kept until the group's last site, where the
 * lanes that accepted claim the slot, write 2^bd and the operands.
 *
 * Classes. A group whose segment runs only after an earlier group's of
 * its function in the same call (that one's block dominates its own; the
 * same block, later, included), with the same innermost loop or neither
 * in a loop (then each of its executions follows one of the leader's in
 * the same iteration: every cycle of the loop through its block passes
 * the loop's header and then the leader's block), is of that group's
 * class: it takes the leader's execution number i and its decision
 * (sampled, p; in a loop acc and 2^bd), and claims a slot of its own when
 * the leader samples. Each of its executions follows one of the leader's,
 * with its own number, and whether the group runs does not depend on
 * the hash, so each execution is still sampled with probability 1/p(i)
 * and weighed p(i): Horvitz-Thompson estimates as before, one returning
 * atomic and one hash per class instead of one per group (gpu-hotspot's
 * kernel: 26 numbered segments a thread, one class); in a loop one
 * thread state, chunk and gap per class (lavaMD: seven loop groups, two
 * classes; 218 registers a thread -> 146). A group that runs in a
 * fraction f of its leader's executions (a branch on the thread's index
 * or on a value) gets about f times the samples its own numbering would
 * draw (14 programs: samples 0-27% fewer a program, 0-6 sites left with
 * none, all of them rare). The decisions within a class are the same
 * (correlated across its groups, never biased within one). Outside
 * loops the leader's decision is voted once (vote.sync.any: whether any
 * lane of the warp samples), and each group of the class branches on
 * that vote, after every fourth site and after its last, to a block that
 * stores those sites' operands, each store predicated on its lane's
 * claim (the first block claims the group's slot): a warp in which no
 * lane samples pays a compare and a branch the same in every lane per
 * block. In a loop each group branches on its lane's acc, after its last
 * site.
 *
 * The sites table (PROF_GPU_TABLE_MAGIC, text, written by trident
 * gpu-profile for the runtime, which has no LLVM), one item a line:
 *   trident-gprof 3
 *   hash H            the module hash (16 hex digits)
 *   cap CAP
 *   shards S          the copies of COUNTERS and INDEX (PROF_GPU_SHARDS)
 *   sizes NCOUNTERS NVALUES NCOMPARES NSHIFTS NMARGINS NGROUPS NOUTMAGS
 *   G FIRST N         per group, in order
 *   V INFO STAT MARGIN  per value site, in order: INFO in hex; STAT "c K"
 *                     (sampled compare record K), "s K" (shift record K)
 *                     or "-"; MARGIN its margin record or "-"
 *   C INFO            per compare record
 *   S INFO            per shift record
 *   K NAME N PTRS     per kernel of the module, in its order: its name,
 *                     its N parameters and, in hex, which of the first
 *                     64 are pointers passed by value (bit k: parameter
 *                     k); NAME "-" for a name too long for a line
 * The runtime sums each counter's copies, re-evaluates every sample as
 * the CPU runtime does (prof_eval_flips, weights as above) and writes the
 * CPU's raw dump, unchanged by the shards, with one more section,
 * PROF_SEC_DEVICE, of PROF_DEVICE_WORDS words: the device allocations the
 * program made (cudaMalloc), their bytes, the largest one; where a
 * flipped address still points (the model's crash of a corrupted device
 * address) depends on them.
 *
 * Read-back parameters (PROF_SEC_PARAMS, two words per K line: the masks
 * of parameters found live and dead). Only memory the host reads back is
 * result memory (RM: copied to the host at the end of a kernel cycle,
 * thesis §7.3.2), directly or through later kernels; a value stored
 * where nothing reads it afterwards is lost. The runtime numbers the
 * program's launches and copies in order. At a launch it reads each
 * pointer parameter's value (args[k], as the K line says) and finds the
 * latest cudaMalloc allocation holding that address; the first launch
 * at which parameter k of a kernel pointed into allocation a is its
 * event (kernel, k, a, t). An allocation is read at step t' when a copy
 * takes data from it (cudaMemcpy, cudaMemcpy2D, cudaMemcpy3D,
 * cudaMemcpyPeer and their asynchronous forms, to the host or the
 * device) or a launch passes a pointer into it (cudaLaunchKernel,
 * cudaLaunchKernelExC, cudaLaunchCooperativeKernel; a kernel the sites
 * table does not name, or a graph's launch, may read anything and leaves
 * no parameter dead). At the dump, an event is live when its
 * allocation was read after t (t' > t: not by its own launch), and a
 * parameter is live when any of its events is, dead when it had events
 * and none is; a parameter that never pointed into an allocation is
 * neither (unknown: the model keeps it as result memory). An
 * allocation read only by something the runtime does not see (a
 * precompiled library's own launches and copies, whose calls the
 * program's link does not wrap) could be taken for dead; managed and
 * mapped memory are not cudaMalloc's, so never dead.
 */
#define PROF_DEVICE_WORDS 3
#define PROF_PARAM_WORDS 2	/* per kernel: live, dead */
#define PROF_GPU_NAME_MAX 1024	/* a K line's longest name, plus one */
#define PROF_GPU_PARAMS 64	/* parameters tracked per kernel */
#define PROF_GPU_ENV "TRIDENT_GPROF"	/* the dump's path */
#define PROF_GPU_ENV_TABLE "TRIDENT_GPROF_TABLE"	/* the sites table */
#define PROF_GPU_CAP 4096
#define PROF_GPU_BURST 128
#define PROF_GPU_SHARD_BITS 7
#define PROF_GPU_SHARDS (1u << PROF_GPU_SHARD_BITS)
/* A shard's first EARLY executions number from the group's early count;
   the others from EARLY_BASE, past every early number (a warp adds at
   most 32 past EARLY - 1). */
#define PROF_GPU_EARLY 64
#define PROF_GPU_EARLY_BASE (PROF_GPU_SHARDS * (PROF_GPU_EARLY + 32))
#define PROF_GPU_LINE_WORDS 16	/* 128 bytes */
#define PROF_GPU_CHUNK_MAX 1024	/* a loop group's longest chunk */
/* The hash's constants: the group's key, the multiplier (splitmix64's)
   and the launch rotation's (Knuth's multiplicative hash, 32 bits). */
#define PROF_GPU_HASH_GROUP 0x9e3779b97f4a7c15ull
#define PROF_GPU_HASH_MUL 0xbf58476d1ce4e5b9ull
#define PROF_GPU_HASH_MUL2 0x94d049bb133111ebull
#define PROF_GPU_HASH_LAUNCH 0x9e3779b9u
#define PROF_GPU_TABLE_MAGIC "trident-gprof 3"
#define PROF_GPU_SYM_COUNTERS "__trident_gprof_counters"
#define PROF_GPU_SYM_INDEX "__trident_gprof_index"
#define PROF_GPU_SYM_EARLY "__trident_gprof_early"
#define PROF_GPU_SYM_SLOTS "__trident_gprof_slots"
#define PROF_GPU_SYM_WEIGHTS "__trident_gprof_weights"
#define PROF_GPU_SYM_SAMPLES "__trident_gprof_samples"

/* The words between two shards' copies of an array of n words. */
static inline uint64_t
prof_gpu_stride(uint64_t n)
{
	return (n + PROF_GPU_LINE_WORDS - 1) / PROF_GPU_LINE_WORDS *
	       PROF_GPU_LINE_WORDS;
}

/* The shard of the warp of linear id warp (in the grid) in the launch
   gridid. */
static inline unsigned
prof_gpu_shard(uint32_t warp, uint32_t gridid)
{
	uint32_t rot = (gridid * PROF_GPU_HASH_LAUNCH) >>
		       (32 - PROF_GPU_SHARD_BITS);

	return (warp + rot) & (PROF_GPU_SHARDS - 1);
}

/*
 * The number i in the run of the lane of rank rank among a warp's active
 * lanes, the warp having found old in its shard s's count and, where old
 * < EARLY, early in the group's early count (above).
 */
static inline uint64_t
prof_gpu_number(uint64_t old, uint64_t early, unsigned rank, unsigned s)
{
	if (old < PROF_GPU_EARLY)
		return early + rank;
	return PROF_GPU_EARLY_BASE +
	       ((old + rank - PROF_GPU_EARLY) << PROF_GPU_SHARD_BITS | s);
}

/* The period of execution i of a group (above), as a shift. */
static inline unsigned
prof_gpu_shift(uint64_t i)
{
	uint64_t v = i / PROF_GPU_BURST + 1;

	return 63 - (unsigned)__builtin_clzll(v);
}

/* The first number of the chunk of the lane of rank rank among the
   lanes of a warp that reserve len numbers each, the warp having found
   old in its shard s's INDEX word and, where old < EARLY, early in the
   group's early count, where each lane takes one number (loop groups,
   above). */
static inline uint64_t
prof_gpu_chunk(uint64_t old, uint64_t early, unsigned rank, unsigned len,
	       unsigned s)
{
	return old < PROF_GPU_EARLY ? early + rank
				    : prof_gpu_number(old, early, rank * len, s);
}

/* The first chunk's length at a loop's next entry, after a thread used
   used numbers in it: the power of two at or above, within 1 ..
   CHUNK_MAX (a loop entered again and again, as an inner loop is,
   reserves about once per entry). */
static inline unsigned
prof_gpu_entry_len(uint64_t used)
{
	unsigned len = 1;

	while (len < used && len < PROF_GPU_CHUNK_MAX)
		len *= 2;
	return len;
}

/* The number after i in a chunk past the early numbers. */
static inline uint64_t
prof_gpu_chunk_next(uint64_t i)
{
	return i + PROF_GPU_SHARDS;
}

/* splitmix64's finalizer of i keyed by group g and salt (0: sampling an
   execution of a group outside loops, or accepting a loop group's
   candidate; 1: drawing a gap). */
static inline uint64_t
prof_gpu_mix(uint64_t i, unsigned g, unsigned salt)
{
	uint64_t z = i ^ ((uint64_t)(2 * g + salt + 1) * PROF_GPU_HASH_GROUP);

	z = (z ^ (z >> 30)) * PROF_GPU_HASH_MUL;
	z = (z ^ (z >> 27)) * PROF_GPU_HASH_MUL2;
	return z ^ (z >> 31);
}

/* Whether the candidate execution i of group g, its gap drawn at shift
   bd, is sampled: with probability 2^bd / 2^prof_gpu_shift(i). */
static inline bool
prof_gpu_accept(uint64_t i, unsigned g, unsigned bd)
{
	unsigned b = prof_gpu_shift(i);

	return (prof_gpu_mix(i, g, 0) & ((1ull << (b - bd)) - 1)) == 0;
}

/*
 * The executions from execution i of group g to the next candidate, at
 * period 2^b: a geometric draw of parameter 2^-b (1 + floor(log2 u /
 * log2(1 - 2^-b)), u = (2 m + 1) / 2^24 from the hash's top 23 bits m,
 * exact in a float, uniform in (0, 1)), in
 * single precision as the device computes it (lg2.approx.f32 there;
 * log2(1 - x) by its series x (1 + x / 2) / ln 2 from b = 6 on, relative
 * error under x^2 / 3). At most about 17 periods.
 */
static inline uint64_t
prof_gpu_gap(uint64_t i, unsigned g, unsigned b)
{
	float u = (float)(prof_gpu_mix(i, g, 1) >> 40 | 1) * 0x1p-24f;
	float x = 1.0f / (float)(1ull << b), d, q;

	if (b == 0)
		return 1;
	d = b < 6 ? log2f(1.0f - x) : -1.44269504f * x * (1.0f + 0.5f * x);
	q = log2f(u) / d;
	return 1 + (uint64_t)q;
}

/* Whether execution i of group g is sampled (with period
   2^prof_gpu_shift(i)): what profiler/gpu.c builds in the device code.
   The hash is prof_gpu_mix's full finalizer: with one multiply, the
   numbers of a shard (SHARDS apart) drew samples correlated enough to
   double the estimates' variance where few warps run long
   (unit/test_gprof, "8 warps, then uneven ones"). */
static inline bool
prof_gpu_sampled(uint64_t i, unsigned g)
{
	return (prof_gpu_mix(i, g, 0) & ((1ull << prof_gpu_shift(i)) - 1)) ==
	       0;
}

/* One section as the module describes it. */
struct prof_section_desc {
	uint64_t kind;		/* enum prof_section_kind */
	uint64_t n;		/* number of words */
	uint64_t *data;		/* [n] */
};

/*
 * The module's descriptor. The instrumentation builds the same layout as
 * an LLVM constant
 * { i64, i64, [16 x i8], ptr, i64, i64, [K x { i64, i64, ptr }] }.
 */
struct prof_desc {
	uint64_t abi;		/* PROF_ABI */
	uint64_t nsections;
	char hash[16];		/* ir_module_hash of the id'd module, no NUL */
	const void *runtime;	/* &PROF_SYM_RUNTIME */
	uint64_t flags;		/* PROF_DESC_MEMORY: full mode; PROF_DESC_ATOMIC */
	uint64_t max_id;	/* the largest instruction id */
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
