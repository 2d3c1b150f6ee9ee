/*
 * fi_protocol.h: what the injection runtime (validate/rt/fi_rt.c, linked
 * into the target program), the instrumentation (validate/instrument.c)
 * and the campaign (campaign/cpu.c) agree on. Plain C with no
 * dependencies: the runtime includes it too.
 *
 * The campaign starts the instrumented program with the environment variable
 * FI_ENV_CONTROL set to a space-separated list of key=value pairs:
 *
 *   mode=golden|inject|dummy   golden: count only; inject: inject at the
 *                              target; dummy: reach the target and record
 *                              it, but change nothing (harness self-check)
 *   target=N                   the dynamic instance to inject at (from 1)
 *   bit=B                      the bit to use, or -1: draw it from seed
 *   model=M                    an enum fi_model number
 *   seed=S                     64-bit seed for the bit and random values
 *   record=PATH                file the runtime appends its records to
 *
 * The runtime appends one line per event to the record file, each written
 * with a single write(2), so a line is whole even if the process dies next:
 *
 *   I id=ID instance=N bit=B width=W insts=K   a fault was injected
 *   X id=ID instance=N width=W insts=K         dummy mode reached the target
 *   C count=N insts=K                          normal exit: counters at exit
 *   S signal=SIG insts=K                       fatal signal (then re-raised)
 *   D id=ID insts=K                            the detector hook fired
 *
 * count is the number of dynamic candidate instances (all candidates, or
 * only the --inst instruction's); insts the number of dynamic IR
 * instructions executed so far. Crash latency is S.insts - I.insts: exact,
 * because the instrumentation brings the counter up to date before every
 * instruction that can trap.
 */
#ifndef TRIDENT_FI_PROTOCOL_H
#define TRIDENT_FI_PROTOCOL_H

#define FI_ENV_CONTROL "TRIDENT_FI"

/*
 * The exit status the detector hook uses (reserved: a run that exits with
 * it and wrote a D record is classed `detected`, not `error-exit`).
 */
#define FI_EXIT_DETECTED 86

/* Names of the runtime's globals and functions in instrumented modules. */
#define FI_SYM_COUNT "__trident_fi_count"	/* i64 candidate counter */
#define FI_SYM_INSTS "__trident_fi_insts"	/* i64 instruction counter */
#define FI_SYM_TARGET "__trident_fi_target"	/* i64 target instance, 0 = none */
/* void (ptr slot, i32 width_bits, i32 id, i64 instance, i64 insts) */
#define FI_SYM_INJECT "__trident_fi_inject"
/* void (i32 id): the program detected an error (duplication checks) */
#define FI_SYM_DETECTED "__trident_detected"

/* Fault models; the numbers travel in model=M. */
enum fi_model {
	FI_MODEL_BITFLIP = 0,	/* flip one bit (default) */
	FI_MODEL_BITFLIP2 = 1,	/* flip two adjacent bits: B and B+1 */
	FI_MODEL_STUCK0 = 2,	/* force one bit to 0 */
	FI_MODEL_STUCK1 = 3,	/* force one bit to 1 */
	FI_MODEL_RANDOM = 4,	/* replace the value with random bits */
	FI_MODEL_ZERO = 5,	/* replace the value with zero */
	FI_MODEL_SYNDROME = 6,	/* GPU only: a syndrome of a table
				   (gpu_protocol.h), else one bit flip */
	FI_NMODELS
};

#endif
