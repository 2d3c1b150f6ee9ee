/*
 * gpu_protocol.h: what the GPU fault injector's three parts agree on: the
 * device instrumentation (validate/gpu_instrument.c), the host runtime
 * linked into the CUDA program (validate/rt/gpu_rt.c) and the campaign
 * (campaign/gpu.c, run by trident-gpu-run). It lives in the campaign core,
 * which the other two already depend on. Plain C with no dependencies: the
 * runtime includes it too. docs/gpu-inject.md describes the whole protocol.
 *
 * Control block. The instrumented device module defines one global,
 * GPU_SYM_CTL, an array of GPU_CTL_N 64-bit words in global memory. The
 * host program's build declares the same variable (a header included into
 * every host compile, GPU_CTL_HEADER), so the CUDA runtime registers it and
 * the host runtime reads and writes it with cudaMemcpy{To,From}Symbol
 * between launches. Words the host writes before a launch:
 *
 *   ARMED     1: one thread of this launch is the target
 *   BLOCK     the target block, linearized: x + gx * (y + gy * z)
 *   THREAD    the target thread in its block: x + bx * (y + by * z)
 *   INSTANCE  the target thread's dynamic candidate instance, from 1
 *   MODEL     an enum fi_model number, or GPU_MODEL_DUMMY
 *   RANDOM    64 random bits: the bit is RANDOM mod the value's width
 *   VALUE     64 random bits: the random model's new value (masked)
 *   PROFILE   1: every thread adds its count into TOTAL at exit
 *   BUFFER    device address of one u64 per thread of the launch (each
 *             thread stores its count at block * threads + thread), or 0
 *   RECORD    device address of 7 words of host-mapped memory that get
 *             INJECTED..AFTER instead of the control block (so the host
 *             reads them even when the context dies of the fault), or 0
 *   LANES     0 or 1: the target thread alone; n > 1: also the threads
 *             at lane offsets 1 .. n-1 after the target's in its warp
 *             (wrapping within the warp) are armed at the same instance,
 *             when INSTANCE <= 2^30 (syndromes of several threads: the
 *             largest THREADS of the run's cells, below; only a device
 *             module instrumented with --syndrome arms them)
 *
 * and words the device writes:
 *
 *   TOTAL     the launch's total of candidate instances (PROFILE)
 *   INJECTED  1 once the target thread reached its instance
 *   ID, OPCODE, BIT, WIDTH, BEFORE, AFTER   the site injected: static
 *             id, LLVMOpcode number, bit used, value width in bits, the
 *             value before and after (zero-extended to 64 bits), by the
 *             target thread only
 *   HITS      the armed threads other than the target (LANES) that
 *             reached their instance, atomically
 *   SCRATCH   what an armed thread other than the target writes where the
 *             target writes HI (so that only the target's count-down uses
 *             HI)
 */
#ifndef TRIDENT_GPU_PROTOCOL_H
#define TRIDENT_GPU_PROTOCOL_H

/* The control block's symbol in the device module and the host program. */
#define GPU_SYM_CTL "__trident_gpu_ctl"
/* The device helper that checks one site of a cold block copy. */
#define GPU_SYM_SITE "__trident_gpu_site"

enum gpu_ctl {
	GPU_CTL_ARMED,
	GPU_CTL_BLOCK,
	GPU_CTL_THREAD,
	GPU_CTL_INSTANCE,
	GPU_CTL_MODEL,
	GPU_CTL_RANDOM,
	GPU_CTL_VALUE,
	GPU_CTL_PROFILE,
	GPU_CTL_BUFFER,
	GPU_CTL_TOTAL,
	GPU_CTL_INJECTED,
	GPU_CTL_ID,
	GPU_CTL_OPCODE,
	GPU_CTL_BIT,
	GPU_CTL_WIDTH,
	GPU_CTL_BEFORE,
	GPU_CTL_AFTER,
	GPU_CTL_RECORD,
	GPU_CTL_HI,		/* the armed thread's instance above its
				   32-bit countdown (gpu_instrument.c);
				   cleared with the rest when armed */
	GPU_CTL_LANES,
	/* MODEL FI_MODEL_SYNDROME: per cell (below) two words, the kind
	   (enum gpu_syn_kind, with the threads it corrupts in bits 8-15: 0
	   or 1 the target alone) and its value, chosen for the run */
	GPU_CTL_SYN = 20,
	GPU_CTL_HITS = 56,
	GPU_CTL_SCRATCH,
	GPU_CTL_N = 64
};

/*
 * Fault syndromes (issue 19, seed 004; docs/gpu-syndromes.md): instead of
 * one bit flip, the output corruption observed for an instruction class
 * and input range. A cell is a class of the site's opcode and the range
 * of its value before the fault; each run gets one syndrome per cell,
 * drawn from the table by weight (campaign/syndrome.c), in the control
 * block; the site applies the one of its cell.
 */
enum gpu_syn_class {
	GPU_SYN_FP,		/* fadd fsub fmul fdiv frem fneg */
	GPU_SYN_INT,		/* add sub mul div rem shifts and or xor */
	GPU_SYN_MEMORY,		/* load (and getelementptr) */
	GPU_SYN_COMPARE,	/* icmp fcmp */
	GPU_SYN_CAST,		/* the conversions */
	GPU_SYN_OTHER,		/* phi, select, call, ... */
	GPU_SYN_CLASSES
};
/* Ranges of the value's magnitude: floating point |x| < 1e-4, integers
   |x| < 2^4 (S); above 1e9, 2^30 (L); else M. */
enum gpu_syn_range { GPU_SYN_S, GPU_SYN_M, GPU_SYN_L, GPU_SYN_RANGES };
#define GPU_SYN_CELLS (GPU_SYN_CLASSES * GPU_SYN_RANGES)
enum gpu_syn_kind {
	GPU_SYN_FLIP,		/* one random bit, as bitflip (no syndrome) */
	GPU_SYN_MASK,		/* xor with the value (within the width) */
	GPU_SYN_REL,		/* x (1 + r), r the value's double; integers
				   x + (x r) */
	GPU_SYN_BITS,		/* the value's number (1-8) of random bits */
	GPU_SYN_KINDS
};
/* A campaign directory's copy of its syndrome table. */
#define GPU_SYN_FILE "syndromes.txt"
/* The first line of a syndrome table (campaign/syndrome.c). */
#define GPU_SYN_MAGIC "trident-syndromes 1"
_Static_assert(GPU_CTL_SYN + 2 * GPU_SYN_CELLS <= GPU_CTL_HITS,
	       "the syndrome cells fit the control block");
/* A cell's kind word: the kind, and the threads of the warp it corrupts
   (1-32; 0 reads as 1) above GPU_SYN_THREADS_SHIFT. */
#define GPU_SYN_KIND_MASK 0xffu
#define GPU_SYN_THREADS_SHIFT 8
#define GPU_SYN_MAX_THREADS 32

/* MODEL for a dummy run: reach the target, record it, change nothing. */
#define GPU_MODEL_DUMMY 64

/*
 * The host compile of every CUDA source of the campaign binary includes
 * this text (written to a header), so that the host side registers the
 * control block with the module of its own kernels. A program whose host
 * code is in several .cu files loads the device code once per file, each
 * copy with its own control block: the runtime learns every copy's host
 * shadow (what cudaMemcpyToSymbol takes) by wrapping __cudaRegisterVar,
 * and writes and reads them all.
 */
#define GPU_CTL_HEADER \
	"/* generated by trident gpu-inject: the fault injector's control\n" \
	"   block (campaign/gpu_protocol.h) */\n" \
	"extern \"C\" {\n" \
	"__attribute__((device)) unsigned long long " GPU_SYM_CTL "[64];\n" \
	"}\n"

/*
 * The campaign starts the program with GPU_ENV_CONTROL naming a config
 * file of "key=value" lines (docs/gpu-inject.md):
 *
 *   mode=plain|profile|resolve|inject|dummy
 *   record=PATH          the record file (appended to)
 *   memory=0|1           hash device memory at kernel boundaries
 *   launch=K block=B thread=T instance=I model=M random=R value=V
 *                        the target (inject, dummy); launches from 0
 *   resolve=K:OFFSET     (repeatable) resolve mode: name the thread and
 *                        instance of the OFFSET-th (from 0) dynamic
 *                        instance of launch K, threads in linear order
 *   result=A,B,...       allocation numbers (from 0) the program copies
 *                        back to the host: their own hash at boundaries
 *
 * Record lines (docs/gpu-inject.md has their fields):
 *   L  a launch ended:  L index=K kernel=NAME grid=X,Y,Z block=X,Y,Z
 *                       count=N err=NAME
 *   I  the fault:       I launch=K id=ID op=OP bit=B width=W before=X after=Y
 *   N  target launch ended without reaching the instance: N launch=K
 *   E  first CUDA error: E launch=K call=WHAT name=NAME
 *   M  memory at a boundary: M launch=K tm=HASH rm=HASH
 *   R  a resolved site: R launch=K offset=O block=B thread=T instance=I
 *   T  the target launch starts: T launch=K
 *   C  the program copied allocation A to the host (first time): C alloc=A
 *   X  normal exit:     X launches=K d2h=HASH copies=N
 */
#define GPU_ENV_CONTROL "TRIDENT_GPU"

#endif
