/*
 * analysis.h: the IR analysis core every other trident module stands on.
 *
 * It loads an LLVM 19 module (.ll or .bc), gives every instruction a stable
 * id, and computes per-function structure: the control-flow graph, dominator
 * and post-dominator trees, natural loops (with irreducible regions reported),
 * the loop-terminating compare classification of thesis §5.3.4, and the static
 * data-dependent instruction sequences of thesis §5.3.3.
 *
 * Ownership, in one sentence: a struct filled by an `X_build`/`X_load` call
 * owns every array it points to and gives them back in `X_release`; LLVM
 * values, blocks and types belong to the module, and the module (with its own
 * context) belongs to `struct ir_module` until `ir_module_release`.
 *
 * Errors: functions that can fail return 0 on success and -1 on failure, after
 * recording a one-line message (which names the file where there is one) that
 * `tr_errmsg()` returns until the next failure. Library code never exits and
 * never prints; commands print the message and choose the exit status. The
 * one message of several lines is a verifier's report on a module that one
 * of our passes broke (ir_module_verify_changed).
 *
 * Blocks are numbered per function in layout order from 0 (the entry block);
 * all per-block arrays are indexed by that number.
 */
#ifndef TRIDENT_ANALYSIS_H
#define TRIDENT_ANALYSIS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <llvm-c/Core.h>

/* The "no such index" value for block, loop and tree links. */
#define TR_NONE ((unsigned)-1)

/*
 * Errors and allocation (error.c)
 */

/*
 * Record a message (printf format, any length) as the last error and return
 * -1. The arguments may include tr_errmsg() itself (to add to it).
 */
int tr_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* The last recorded error message ("" if none), valid until the next. */
const char *tr_errmsg(void);
/*
 * With on, the calling thread's messages are its own from now on: its
 * tr_error and tr_errmsg neither see nor touch the process's last message,
 * which other threads go on recording and reading (a thread that works
 * beside the main one hands its message over itself). Off drops its own.
 */
void tr_error_own(bool on);
/*
 * s with its control characters (a newline, a tab, ...) made '?', in
 * place, so that a message quoting a file (jansson's error text quotes the
 * token it stopped at) stays one line. Returns s.
 */
char *tr_one_line(char *s);

/* Allocation that cannot fail: on exhaustion it prints and aborts. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
/* "DIR/NAME", allocated. */
char *xpathjoin(const char *dir, const char *name);

/* A growable array of unsigned, the common currency of this module. */
struct uvec {
	unsigned *v;
	unsigned n, cap;
};
void uvec_push(struct uvec *a, unsigned x);
bool uvec_contains(const struct uvec *a, unsigned x);
/* Push x unless it is already there (linear; for short lists). */
void uvec_add_unique(struct uvec *a, unsigned x);
void uvec_sort(struct uvec *a);
void uvec_release(struct uvec *a);

/* A map from pointers (LLVM handles) to unsigned, open addressing. */
struct ptrmap {
	const void **keys;
	unsigned *vals;
	size_t cap, n;
};
void ptrmap_put(struct ptrmap *m, const void *key, unsigned val);
/* The value stored for key, or TR_NONE. */
unsigned ptrmap_get(const struct ptrmap *m, const void *key);
void ptrmap_release(struct ptrmap *m);

/*
 * Modules and instruction ids (ir.c)
 */

/* The metadata kind that carries an instruction's id: !trident.id !{i64 N}. */
#define IR_ID_KIND "trident.id"

struct ir_module {
	LLVMContextRef ctx;
	LLVMModuleRef mod;
	char *path;		/* the file it was loaded from */
	unsigned id_kind;	/* metadata kind id of IR_ID_KIND */
	unsigned max_id;	/* largest id present, 0 if none */
	struct ir_id_slot *id_slots;	/* ir_ids_cache's table, or NULL */
	size_t id_mask;		/* its size - 1 */
	bool ids_numbered;	/* ids in the table only (ir_ids_number) */
	bool bytes_read;	/* parsed from bytes: bytes_fnv is theirs */
	uint64_t bytes_fnv;	/* FNV-1a of the bytes it was parsed from */
};
/* An instruction and its id, in ir_ids_cache's table. */
struct ir_id_slot {
	LLVMValueRef inst;	/* NULL: empty */
	unsigned id;
};

/*
 * Load path (.ll text or .bc bitcode, by content) into a fresh context and
 * verify it. A missing file, unreadable bytes, truncated bitcode or a module
 * that fails verification is an error naming path and the cause.
 *
 * The file is untrusted: it is first parsed, verified and printed in a
 * forked child process (stdout and stderr captured, no core file, an
 * address space of this process's plus max(4 GiB, 64 x the file's size),
 * 60 s of CPU time plus 10 s per MiB, three times that in wall-clock time);
 * it is parsed here once the child has parsed it, and kept only when the
 * child accepted it. A child that crashes, aborts (LLVM's "LLVM ERROR"),
 * runs out of memory or time, or ends any other way gives one line such as
 * "cannot parse 'x.bc': the LLVM reader crashed on it (signal 11):
 * malformed bitcode?"; LLVM's own text never reaches stderr. Ordinary
 * failures give the same messages as an in-process parse would. It costs a
 * fork, a second parse and a print (docs/analysis.md, "Malformed input").
 * Not for a process whose other threads may hold a lock the child needs
 * (fork): a thread that only reads a file and allocates, as
 * prof_load_start's, is fine.
 */
int ir_module_load(struct ir_module *m, const char *path);
/*
 * ir_module_load with one parse instead of two, for a command that reads
 * the module, writes none and can go on in another process (predict).
 * ir_worker_start reads path and forks the checking child; it returns the
 * worker (NULL with a message when it cannot read the file or make the
 * child) and sets *role. In the child (IR_WORKER_CHILD), ir_worker_load
 * parses, verifies and numbers the ids (ir_ids_number) under the reader's
 * limits, as the checking child does (it skips the verification when
 * verified, if not NULL, says of the parsed module that its very bytes
 * were verified before: a profile sealed for them, ir_module_seal, was
 * made from a module verified when it was read), then gives the command back its
 * streams and limits and returns 0 with the module: the command goes on
 * there (its hash from ir_hash_start); a file the reader refuses or that
 * kills it ends the child, whose parent reports it. The parent
 * (IR_WORKER_PARENT) calls ir_worker_wait, which returns 0 with the exit
 * status of the command the child went on with, or -1 with the one-line
 * message of the reader's failure (the same as ir_module_load's) or of the
 * child's death. Both free the worker. No other thread may run at
 * ir_worker_start (fork).
 */
struct ir_worker;
enum { IR_WORKER_PARENT = 1, IR_WORKER_CHILD = 2 };
struct ir_worker *ir_worker_start(const char *path, int *role);
int ir_worker_load(struct ir_worker *w, struct ir_module *m,
		   bool (*verified)(const struct ir_module *m, void *arg),
		   void *arg);
int ir_worker_wait(struct ir_worker *w, int *status);
/*
 * ir_module_hash in a child process of its own, beside other work on m:
 * ir_hash_start forks it (the child hashes its copy of m as it was then,
 * under the reader's limits, which is also the check that LLVM's printer
 * survives the module); ir_hash_finish waits for it and gives the hash, or
 * -1 with a one-line message when the printer crashed, aborted or ran out
 * of memory or time on it ("cannot parse 'x.bc': the LLVM printer crashed
 * on it (signal 11): malformed bitcode?"). Without a process it hashes in
 * ir_hash_finish. The handle is freed by ir_hash_finish. m needs ids
 * (ir_ids_number or ir_ids_assign) and its path.
 */
struct ir_hash;
struct ir_hash *ir_hash_start(const struct ir_module *m);
int ir_hash_finish(struct ir_hash *h, const struct ir_module *m, char out[17]);
/* Stop the hash's process and free h (NULL: nothing), for a command that
   fails before it needs the hash. */
void ir_hash_cancel(struct ir_hash *h);
/*
 * The skeleton of the id'd module as 16 hex digits and NUL: FNV-1a over
 * every instruction's id, opcode, type (kind, integer width, vector length
 * and element kind) and operand count, in module order. Two modules with
 * the same skeleton give a profile's per-instruction data the same
 * instructions to describe, so a model run on a profile whose skeleton is
 * the module's cannot index it wrongly; whether the profile is the
 * module's is still ir_module_hash's to say. Fast (one walk, no printing).
 */
void ir_module_shape(const struct ir_module *m, char out[17]);
/*
 * The same from textual IR in memory (for tests); name stands for the file.
 * It parses in this process, without a child: text from our own code and
 * tests is trusted.
 */
int ir_module_parse(struct ir_module *m, const char *name, const char *text);
void ir_module_release(struct ir_module *m);
/*
 * A view of a module someone else owns (an opt pass's): the functions of
 * this header work on it as on a loaded one (its path is the module's
 * identifier); ir_module_view_release frees only the view, never the
 * module or its context.
 */
void ir_module_view(struct ir_module *m, LLVMModuleRef mod);
void ir_module_view_release(struct ir_module *m);

/*
 * Give every instruction of every defined function metadata trident.id, in
 * module order from 1. Instructions that already carry an id keep it; new ids
 * continue after the largest one present, so assigning twice changes nothing.
 * Returns the number of ids newly assigned.
 */
unsigned ir_ids_assign(struct ir_module *m);
/*
 * The ids ir_ids_assign would give, in ir_inst_id's table only: no
 * metadata is made (on a module of a million instructions, making the
 * ids' metadata nodes and printing them for the hash cost more than
 * reading it). For a module that is read, not written; ir_ids_assign
 * afterwards puts the same ids into metadata. ir_ids_cache then changes
 * nothing.
 */
void ir_ids_number(struct ir_module *m);
/*
 * Put each value's uses by instructions (globals, functions, arguments,
 * instructions) in ascending order of the user's id, then operand: the
 * order LLVM keeps them in is the reader's (bitcode keeps its writer's,
 * textual IR the order of parsing), and whoever walks a value's users
 * (the model) must get the same answer from a module read either way. No
 * instruction changes; for a module with ids (ir_ids_assign or
 * ir_ids_number).
 */
void ir_uses_canonical(const struct ir_module *m);
/* The id of an instruction, 0 if it has none. */
unsigned ir_inst_id(const struct ir_module *m, LLVMValueRef inst);
/*
 * Read every instruction's id once into a table that ir_inst_id answers
 * from from then on: one hash lookup instead of LLVM's three (the model
 * asks millions of times on a large module). Only for a module that no
 * longer changes: a change of its instructions or ids after it (other than
 * by ir_ids_assign, which drops the table) is not seen. ir_module_release
 * drops it.
 */
void ir_ids_cache(struct ir_module *m);

/*
 * Write the module: bitcode if path ends in ".bc", else textual IR. A module
 * that fails verification (one that ir_module_verify_changed refused) can be
 * written as textual IR, so that a command can keep it for the bug report
 * (values the printer cannot place show as <badref>); its bitcode is not
 * defined, so write it to a name that does not end in ".bc".
 */
int ir_module_write(const struct ir_module *m, const char *path);

/*
 * A 64-bit FNV-1a hash of the module's canonical text (without its file
 * name and its ids' metadata) and of its instructions' ids in module order,
 * as 16 lower-case hex digits plus NUL in out. Profiles and reports name the
 * module by it; call it after ir_ids_assign or ir_ids_number (the same ids
 * either way give the same hash) so that it identifies the id'd module.
 */
int ir_module_hash(const struct ir_module *m, char out[17]);
/*
 * The seal of a module's hash: FNV-1a over the bytes the module was parsed
 * from (the file as read), then over hash (its ir_module_hash), as 16 hex
 * digits and NUL. A profile records it beside the hash; a command that
 * reads the same bytes and finds the same seal knows the hash without
 * printing the module (seconds on a million instructions), since the same
 * bytes parse into the same module, ids and all. Only for a module not
 * changed since it was read other than by ir_ids_assign or ir_ids_number.
 * Returns false (out "") for a module not parsed from bytes (a view).
 */
bool ir_module_seal(const struct ir_module *m, const char *hash,
		    char out[17]);

/*
 * Source location of an instruction: its own debug location, or for an
 * instruction without one (a phi, code the optimizer merged, which gets line
 * 0), the nearest one: the next instruction after it in its block that has
 * a location, else the closest one before it in the block, else the first
 * located instruction of its block's successors (in terminator order).
 * Debug markers (llvm.dbg.*, lifetime, ...) are passed over, and so is every
 * function without debug information (no DISubprogram). Returns false (and
 * leaves the outputs alone) when none is found. *file points into the
 * module's debug info and stays valid while the module lives.
 */
bool ir_inst_loc(LLVMValueRef inst, const char **file, unsigned *filelen,
		 unsigned *line);

/* LLVM's spelling of an opcode ("getelementptr", "icmp", ...). */
const char *ir_opcode_name(LLVMOpcode op);

/* Whether fn has a body (is a definition rather than a declaration). */
bool ir_fn_defined(LLVMValueRef fn);

/*
 * Whether fn is a CUDA kernel of device module m: the PTX kernel calling
 * convention (clang-19's) or an nvvm.annotations "kernel" entry (older
 * front ends').
 */
bool ir_fn_kernel(const struct ir_module *m, LLVMValueRef fn);

/*
 * Control-flow graph (cfg.c)
 */

struct cfg_block {
	LLVMBasicBlockRef bb;
	struct uvec succ;	/* distinct successors, in terminator order */
	struct uvec pred;	/* distinct predecessors, ascending */
	unsigned first_id, last_id;	/* ids of first and last instruction */
};

struct cfg {
	LLVMValueRef fn;
	unsigned nblocks;
	struct cfg_block *blocks;	/* [nblocks]; 0 is the entry block */
	struct ptrmap index;		/* LLVMBasicBlockRef -> block number */
	bool *reachable;		/* [nblocks]: reachable from entry */
	struct uvec rpo;		/* reachable blocks, reverse postorder */
	struct uvec exits;		/* blocks without successors (ret, unreachable) */
};

/* Build the CFG of a defined function; ids are read if present (else 0). */
int cfg_build(struct cfg *g, const struct ir_module *m, LLVMValueRef fn);
unsigned cfg_block_of(const struct cfg *g, LLVMBasicBlockRef bb);

/* Whether the edge from -> to takes part (arg is the caller's context). */
typedef bool (*cfg_edge_filter)(unsigned from, unsigned to, const void *arg);
/*
 * Strongly connected components (Tarjan) of the subgraph of the blocks
 * marked in[nblocks] and the edges keep accepts (every edge if keep is NULL):
 * comp[b] is b's component, TR_NONE outside in[]. Returns their number.
 */
unsigned cfg_scc(const struct cfg *g, const bool *in, cfg_edge_filter keep,
		 const void *arg, unsigned *comp);
void cfg_release(struct cfg *g);

/*
 * Dominator and post-dominator trees (dom.c), by the iterative algorithm of
 * Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm" (2001).
 *
 * The post-dominator tree is the dominator tree of the reverse CFG with one
 * virtual exit node, numbered g->nblocks, whose predecessors are every block
 * without successors. Blocks from which no exit is reachable (infinite loops)
 * are also attached to the virtual exit so that every block reachable from the
 * entry has a post-dominator; blocks unreachable from the entry have none.
 */
struct dom_tree {
	unsigned n;		/* number of nodes: nblocks, or nblocks + 1 */
	unsigned root;		/* entry block, or the virtual exit */
	unsigned *idom;		/* [n] immediate dominator; TR_NONE for root/unreached;
				   an unreached node dominates only itself */
	unsigned *pre, *post;	/* [n] DFS numbers over the tree, for O(1) queries */
	struct uvec *children;	/* [n] tree children, ascending */
	bool post_dom;		/* a post-dominator tree */
};

int dom_build(struct dom_tree *t, const struct cfg *g);
int pdom_build(struct dom_tree *t, const struct cfg *g);
/* Whether a (post-)dominates b; every node dominates itself. */
bool dom_dominates(const struct dom_tree *t, unsigned a, unsigned b);
void dom_release(struct dom_tree *t);

/*
 * Natural loops (loop.c)
 *
 * A back edge is an edge latch -> header where header dominates latch; the
 * loop of a header is the union of the natural loops of its back edges.
 * A retreating edge (to an ancestor in the DFS tree) whose target does not
 * dominate its source makes a CFG irreducible: the strongly connected region
 * it lies in is reported as an irreducible region and no loop is made of it.
 */
struct loop {
	unsigned header;
	unsigned parent;	/* enclosing loop, TR_NONE at top level */
	unsigned depth;		/* 1 for an outermost loop */
	struct uvec blocks;	/* all blocks, nested loops included, ascending */
	struct uvec latches;	/* blocks with a back edge to header, ascending */
	struct uvec exiting;	/* blocks in the loop with a successor outside */
	struct uvec exits;	/* blocks outside with a predecessor inside */
};

struct irreducible_region {
	struct uvec blocks;	/* the strongly connected blocks, ascending */
	struct uvec entries;	/* blocks of it entered from outside, ascending */
};

struct loop_forest {
	unsigned nloops;
	struct loop *loops;	/* ordered by header block, outer before inner */
	unsigned *innermost;	/* [nblocks] innermost loop of a block or TR_NONE */
	unsigned nirreducible;
	struct irreducible_region *irreducible;
};

int loop_find(struct loop_forest *lf, const struct cfg *g,
	      const struct dom_tree *dom);
/* Whether block b is inside loop l (nested loops included). */
bool loop_contains(const struct loop_forest *lf, unsigned l, unsigned b);
void loop_release(struct loop_forest *lf);

/*
 * Loop-terminating branches (loop.c), thesis §5.3.4
 *
 * A conditional branch (br with a condition, or switch) is loop-terminating
 * (LT) when one of its successors leaves a loop that contains it; any loop
 * shape counts, not only loops with a canonical induction variable. The
 * compares that decide it are the icmp/fcmp found by walking back from the
 * condition through i1 and/or/xor/not, select, i1 phi, zext/trunc of i1 and
 * freeze; every other compare that
 * feeds a branch is non-loop-terminating (NLT).
 */
struct loop_branch {
	LLVMValueRef term;	/* the br or switch */
	unsigned block;		/* its block */
	bool lt;		/* loop-terminating */
	unsigned loop;		/* outermost loop it leaves (LT), else TR_NONE */
	struct uvec exit_succ;	/* successor positions (0-based, operand order)
				   whose target is outside the innermost loop
				   of the block (LT) */
	struct uvec cmps;	/* ids of the deciding icmp/fcmp, ascending */
};

struct branch_info {
	unsigned n;
	struct loop_branch *br;	/* every conditional branch, in block order */
};

int branch_classify(struct branch_info *bi, const struct ir_module *m,
		    const struct cfg *g, const struct loop_forest *lf);
void branch_release(struct branch_info *bi);

/*
 * Static data-dependent instruction sequences (seq.c), thesis §5.3.3
 *
 * From an instruction, a forward walk over def-use edges, following every
 * path (not only the first to reach a node), through loads (a corrupted
 * address corrupts the loaded value), casts, arithmetic, compares, phis and
 * selects, and through intrinsics that return a value (llvm.smax,
 * llvm.fmuladd, ...). The walk stops at the sequence ends: a store (reached
 * through its value or its address), a conditional branch or switch (reached
 * through its condition), a call or invoke (through an argument or the
 * callee; void intrinsics such as llvm.memcpy count as calls), and a return.
 * Values with no users, and marker intrinsics (llvm.lifetime.*, llvm.dbg.*,
 * llvm.assume, ...), end nothing.
 */
enum seq_end_kind {
	SEQ_STORE_VALUE,	/* the value stored */
	SEQ_STORE_ADDR,		/* the address stored to */
	SEQ_BRANCH,		/* condition of br or switch */
	SEQ_CALL,		/* argument or callee of a call or invoke */
	SEQ_RET,		/* returned value */
};

struct seq_end {
	enum seq_end_kind kind;
	LLVMValueRef inst;	/* the ending instruction */
	unsigned id;		/* its id */
	unsigned via;		/* id of the value that reached it */
};

struct seq {
	LLVMValueRef start;
	struct uvec members;	/* ids of instructions the walk passed, ascending */
	unsigned nends;
	struct seq_end *ends;	/* sorted by (id, kind, via) */
};

int seq_build(struct seq *s, const struct ir_module *m, LLVMValueRef start);
void seq_release(struct seq *s);
const char *seq_end_name(enum seq_end_kind k);

/*
 * Candidate instructions: the fault-site domain shared by the injector and
 * the model (issue 3): every instruction that produces a non-void value and
 * is not a terminator.
 */
bool ir_is_candidate(LLVMValueRef inst);

/*
 * Calls to intrinsics (llvm.*), and among them the markers that do nothing
 * at run time (lifetime, dbg, assume, noalias scope declarations, pseudo
 * probes); the instrumentation passes count and cut code at real calls only.
 */
bool ir_is_intrinsic_call(LLVMValueRef inst);
bool ir_is_marker_intrinsic(LLVMValueRef inst);

/*
 * Verify a module that one of our passes (named by what, e.g. "fault
 * injection") changed: an invalid result is an error naming the module,
 * the pass and the verifier's whole report (several lines, the broken
 * instructions included; no final newline), as a trident bug. The module
 * stays as it is: ir_module_write can save it as textual IR for the report.
 */
int ir_module_verify_changed(const struct ir_module *m, const char *what);
/*
 * The same, in a forked child beside what this process does next (the
 * build of the module): ir_verify_start forks it, or, where no process
 * can be made, verifies here and keeps the answer; ir_verify_finish waits
 * for it and returns ir_module_verify_changed's answer. m must not change
 * in between, and every start has its finish (which reaps the child).
 */
struct ir_verify {
	int pid;		/* the child, 0 when verified here */
	int fd;			/* the read end of its report's pipe, or -1 */
	int rc;			/* verified here: the answer */
	const char *what;
};
void ir_verify_start(struct ir_verify *v, const struct ir_module *m,
		     const char *what);
int ir_verify_finish(struct ir_verify *v, const struct ir_module *m);

/*
 * Printing (dump.c): what `trident dump` shows, deterministic text used by
 * golden tests. The module must carry ids (ir_ids_assign).
 */
enum dump_what {
	DUMP_SUMMARY,	/* counts per module and function */
	DUMP_CFG,	/* blocks, predecessors, successors, reachability */
	DUMP_DOM,	/* immediate dominators */
	DUMP_PDOM,	/* immediate post-dominators */
	DUMP_LOOPS,	/* loops, irreducible regions, LT/NLT branches */
	DUMP_SEQ,	/* data-dependent sequences of every candidate */
};

/* Parse "cfg", "dom", ... into *w; -1 with a message for anything else. */
int dump_what_parse(const char *s, enum dump_what *w);
/* Print one view of every defined function (or only the one named fn). */
int dump_module(FILE *out, const struct ir_module *m, enum dump_what what,
		const char *fn);

#endif
