/*
 * ir.c: loading, verifying, writing and hashing modules, and the stable
 * instruction ids every profile, fault site and report is keyed by.
 *
 * Ids follow LLFI's indexing (model-anchors rule 1): every instruction of
 * every defined function, in module order, from 1, stored as metadata
 * (!trident.id !{i64 N}). Assignment keeps existing ids and continues after
 * the largest, so it is idempotent and survives later instrumentation.
 *
 * LLVM string ownership follows the table in docs/ (aesthetics-anchors §2):
 * every message LLVM allocates goes back through LLVMDisposeMessage.
 *
 * A file is untrusted: LLVM's bitcode reader (and its debug-info upgrade)
 * crashes, aborts or allocates without bound on some malformed files, and
 * nothing in its C API can catch that. So ir_module_load first parses,
 * verifies and prints the file in a child process under resource limits,
 * parses it here only once the child has parsed it, and keeps it only when
 * the child accepted it (see child_check). A command that reads the
 * module and writes none (predict) parses it once: its checking child, the
 * worker, goes on with the command once it has loaded the module, and
 * hashes it (the printer's check) in a child of its own, beside the model.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/IRReader.h>

#include "analysis.h"

/* The first line of an LLVM message, which may span several. */
static void
first_line(char *dst, size_t n, const char *msg)
{
	size_t len = strcspn(msg, "\n");

	if (len >= n)
		len = n - 1;
	memcpy(dst, msg, len);
	dst[len] = '\0';
}

/*
 * LLVM's parser messages repeat the buffer name ("NAME:3:7: error: ...");
 * our message names the file already, so keep "line 3:7: ..." only.
 */
static void
tidy_parse_message(char *dst, size_t n, const char *msg, const char *name)
{
	size_t k = strlen(name);
	unsigned line, col;
	int used = 0;

	if (strncmp(msg, name, k) == 0 && msg[k] == ':') {
		msg += k + 1;
		while (*msg == ' ')
			msg++;
		if (sscanf(msg, "%u:%u:%n", &line, &col, &used) == 2 && used) {
			msg += used;
			snprintf(dst, n, "line %u:%u: ", line, col);
		} else {
			dst[0] = '\0';
		}
		while (*msg == ' ')
			msg++;
		if (strncmp(msg, "error: ", 7) == 0)
			msg += 7;
		k = strlen(dst);
		first_line(dst + k, n - k, msg);
		return;
	}
	first_line(dst, n, msg);
}

/*
 * The context's diagnostic handler: the reader reports some problems here
 * rather than through its error message. Keep the first error; warnings and
 * remarks (such as a stripped, out-of-date debug-info version) are dropped.
 */
static void
diag_handler(LLVMDiagnosticInfoRef di, void *ctx)
{
	char *dst = ctx;
	char *desc;

	if (LLVMGetDiagInfoSeverity(di) != LLVMDSError || dst[0])
		return;
	desc = LLVMGetDiagInfoDescription(di);
	first_line(dst, 256, desc);
	LLVMDisposeMessage(desc);
}

static unsigned
read_id(LLVMValueRef inst, unsigned kind)
{
	LLVMValueRef md = LLVMGetMetadata(inst, kind);
	LLVMValueRef op;

	if (!md || LLVMGetMDNodeNumOperands(md) != 1)
		return 0;
	LLVMGetMDNodeOperands(md, &op);
	if (!op || !LLVMIsAConstantInt(op))
		return 0;
	return (unsigned)LLVMConstIntGetZExtValue(op);
}

/* The first instruction of fn or of a function after it, or NULL. */
static LLVMValueRef
first_inst_from(LLVMValueRef fn)
{
	for (; fn; fn = LLVMGetNextFunction(fn))
		for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b;
		     b = LLVMGetNextBasicBlock(b))
			if (LLVMGetFirstInstruction(b))
				return LLVMGetFirstInstruction(b);
	return NULL;
}

/* The instruction after i in module order (the order ids are given in). */
static LLVMValueRef
next_inst(LLVMValueRef i)
{
	LLVMBasicBlockRef b = LLVMGetInstructionParent(i);

	if (LLVMGetNextInstruction(i))
		return LLVMGetNextInstruction(i);
	for (LLVMBasicBlockRef n = LLVMGetNextBasicBlock(b); n;
	     n = LLVMGetNextBasicBlock(n))
		if (LLVMGetFirstInstruction(n))
			return LLVMGetFirstInstruction(n);
	return first_inst_from(LLVMGetNextFunction(LLVMGetBasicBlockParent(b)));
}

/* Each instruction i of module m, in module order. */
#define FOR_EACH_INST(m, i) \
	for (LLVMValueRef i = first_inst_from(LLVMGetFirstFunction((m)->mod)); \
	     i; i = next_inst(i))

/*
 * Where an instruction's id goes in the table of size mask + 1. The parser
 * allocates a function's instructions near each other, and the model asks
 * for them together: slots follow addresses within each 64 MiB (so that
 * neighbours share cache lines: 2.3 times faster lookups than a mixing
 * hash on a module of a million instructions), and the windows are spread
 * over the table.
 */
static size_t
id_slot(LLVMValueRef inst, size_t mask)
{
	uint64_t x = (uint64_t)(uintptr_t)inst >> 5;

	return (size_t)(x ^ (x >> 21) * 0x9e3779b1u) & mask;
}

unsigned
ir_inst_id(const struct ir_module *m, LLVMValueRef inst)
{
	if (!m->id_slots)
		return read_id(inst, m->id_kind);
	for (size_t k = id_slot(inst, m->id_mask); m->id_slots[k].inst;
	     k = (k + 1) & m->id_mask)
		if (m->id_slots[k].inst == inst)
			return m->id_slots[k].id;
	return 0;
}

static void
ids_uncache(struct ir_module *m)
{
	free(m->id_slots);
	m->id_slots = NULL;
	m->id_mask = 0;
	m->ids_numbered = false;
}

/*
 * A table of size >= 2 x the instructions (at most half full), each
 * instruction with its id next to it (one cache miss a lookup): the id its
 * metadata carries, else (with number) the next after the largest, in
 * module order, as ir_ids_assign would give it.
 */
static void
ids_table(struct ir_module *m, bool number)
{
	size_t n = 0, size = 64;

	ids_uncache(m);
	FOR_EACH_INST(m, i)
		n++;
	while (size < 2 * n)
		size *= 2;
	m->id_slots = xcalloc(size, sizeof(*m->id_slots));
	m->id_mask = size - 1;
	FOR_EACH_INST(m, i) {
		unsigned id = read_id(i, m->id_kind);
		size_t k = id_slot(i, m->id_mask);

		if (!id && number)
			id = ++m->max_id;
		if (!id)
			continue;
		while (m->id_slots[k].inst)
			k = (k + 1) & m->id_mask;
		m->id_slots[k].inst = i;
		m->id_slots[k].id = id;
	}
	m->ids_numbered = number;
}

void
ir_ids_cache(struct ir_module *m)
{
	/* Numbered ids live in the table only: it is already the cache. */
	if (!m->ids_numbered)
		ids_table(m, false);
}

void
ir_ids_number(struct ir_module *m)
{
	if (!m->ids_numbered)
		ids_table(m, true);
}

bool
ir_fn_defined(LLVMValueRef fn)
{
	return LLVMCountBasicBlocks(fn) > 0;
}

/* The PTX kernel calling convention (llvm::CallingConv::PTX_Kernel). */
#define PTX_KERNEL_CC 71

bool
ir_fn_kernel(const struct ir_module *m, LLVMValueRef fn)
{
	unsigned n = LLVMGetNamedMetadataNumOperands(m->mod,
						     "nvvm.annotations");
	LLVMValueRef *ops = NULL, *md = NULL;
	bool yes = false;

	if (LLVMGetFunctionCallConv(fn) == PTX_KERNEL_CC)
		return true;
	if (!n)
		return false;
	ops = xcalloc(n, sizeof(*ops));
	LLVMGetNamedMetadataOperands(m->mod, "nvvm.annotations", ops);
	for (unsigned i = 0; i < n && !yes; i++) {
		unsigned k = LLVMGetMDNodeNumOperands(ops[i]);

		if (k < 3)
			continue;
		md = xcalloc(k, sizeof(*md));
		LLVMGetMDNodeOperands(ops[i], md);
		for (unsigned j = 1; j + 1 < k; j += 2) {
			unsigned len = 0;
			const char *s = md[j] ? LLVMGetMDString(md[j], &len) :
						NULL;

			if (md[0] == fn && s && len == 6 &&
			    memcmp(s, "kernel", 6) == 0)
				yes = true;
		}
		free(md);
		md = NULL;
	}
	free(ops);
	return yes;
}

/* Largest id present in the module. */
static unsigned
scan_max_id(const struct ir_module *m)
{
	unsigned max = 0;

	FOR_EACH_INST(m, i) {
		unsigned id = read_id(i, m->id_kind);

		if (id > max)
			max = id;
	}
	return max;
}

/* Verify a module just read; an invalid one is an error naming it. */
static int
verify_read(const struct ir_module *m)
{
	char *msg = NULL;
	char line[256];
	int rc = 0;

	if (LLVMVerifyModule(m->mod, LLVMReturnStatusAction, &msg)) {
		first_line(line, sizeof(line), msg);
		rc = tr_error("'%s' is not a valid module: %s", m->path, line);
	}
	/* LLVMVerifyModule allocates its message even on success. */
	if (msg)
		LLVMDisposeMessage(msg);
	return rc;
}

/* FNV-1a of n bytes at p, continuing from h. */
static uint64_t
fnv_bytes(uint64_t h, const unsigned char *p, size_t n)
{
	for (size_t k = 0; k < n; k++) {
		h ^= p[k];
		h *= 0x100000001b3ULL;
	}
	return h;
}

/*
 * Parse buf (which this takes) as the module named name, verify it (unless
 * verify is false: the checking child verified the same bytes) and read
 * its ids. On failure m holds nothing.
 */
static int
parse_buffer(struct ir_module *m, const char *name, LLVMMemoryBufferRef buf,
	     bool verify)
{
	char *msg = NULL;
	char diag[256] = "";
	char line[256];
	int rc = -1;

	memset(m, 0, sizeof(*m));
	m->path = xstrdup(name);
	m->ctx = LLVMContextCreate();
	LLVMContextSetDiagnosticHandler(m->ctx, diag_handler, diag);
	if (LLVMGetBufferSize(buf) == 0) {
		LLVMDisposeMemoryBuffer(buf);
		tr_error("'%s' is empty: expected LLVM IR or bitcode", name);
		goto out;
	}
	m->bytes_fnv = fnv_bytes(0xcbf29ce484222325ULL,
				 (const unsigned char *)LLVMGetBufferStart(buf),
				 LLVMGetBufferSize(buf));
	m->bytes_read = true;
	/* LLVMParseIRInContext takes the buffer, whatever the outcome. */
	if (LLVMParseIRInContext(m->ctx, buf, &m->mod, &msg)) {
		tidy_parse_message(line, sizeof(line),
				   msg && msg[0] ? msg : diag, name);
		tr_error("cannot parse '%s': %s", name, line);
		m->mod = NULL;
		goto out;
	}
	if (verify && verify_read(m))
		goto out;
	m->id_kind = LLVMGetMDKindIDInContext(m->ctx, IR_ID_KIND,
					      (unsigned)strlen(IR_ID_KIND));
	m->max_id = scan_max_id(m);
	rc = 0;
out:
	if (msg)
		LLVMDisposeMessage(msg);
	/* Keep the context's handler from pointing at this dead frame. */
	LLVMContextSetDiagnosticHandler(m->ctx, NULL, NULL);
	if (rc)
		ir_module_release(m);
	return rc;
}

/*
 * The child that checks an untrusted file first (ir_module_load). Its
 * limits: an address space of the parent's plus CHILD_AS_MIN or
 * CHILD_AS_PER_BYTE times the file's size, whichever is more (an
 * allocation beyond it fails, and LLVM aborts with "out of memory" instead
 * of eating the machine); CPU time of CHILD_CPU_S plus CHILD_CPU_PER_MIB per
 * MiB of file (then SIGXCPU, and SIGKILL 5 s later); CHILD_WALL_FACTOR times
 * that in wall-clock time, after which the parent kills it.
 *
 * It talks through a pipe: 'P' once the file parsed, which lets the parent
 * parse it too while the child verifies and prints it; then 'K' and exit
 * status 0 when all went well (asked for the hash: "K HASH MAXID", the
 * hash of its id'd copy and the largest id, which the parent checks
 * against its own), or for an ordinary failure 'E', the message and exit
 * status CHILD_REJECTED. Anything else is a failure of the reader,
 * reported with what the child printed on stderr.
 */
#define CHILD_AS_MIN (4ULL << 30)
#define CHILD_AS_PER_BYTE 64ULL
#define CHILD_CPU_S 60
#define CHILD_CPU_PER_MIB 10
#define CHILD_WALL_FACTOR 3
#define CHILD_REJECTED 3
/* What is kept of the child's stderr, and of its messages. */
#define CHILD_TEXT_MAX 4096

struct child {
	pid_t pid;
	int fd[2];		/* messages and stderr, -1 once closed */
	char text[2][CHILD_TEXT_MAX + 1];
	size_t len[2];
	unsigned long long as;	/* address-space limit, 0: none */
	unsigned long long extra;	/* of which beyond the parent's */
	unsigned long cpu_s;	/* CPU-time limit */
	long long deadline;	/* CLOCK_MONOTONIC ms */
	bool worker;		/* it goes on with the command */
	const char *who;	/* "reader", or "printer" (ir_hash) */
	bool late;		/* killed at the deadline */
	bool reaped;		/* status and cpu are known */
	pid_t parent;		/* the process that made it */
	int status;		/* wait status */
	double cpu;		/* seconds of CPU time it used */
};

/* The address space this process has mapped now, 0 if unknown. */
static unsigned long long
mapped_bytes(void)
{
	unsigned long long pages = 0;
	FILE *f = fopen("/proc/self/statm", "r");

	if (!f)
		return 0;
	if (fscanf(f, "%llu", &pages) != 1)
		pages = 0;
	fclose(f);
	return pages * (unsigned long long)sysconf(_SC_PAGESIZE);
}

static long long
now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* Lower a resource limit to soft and hard, never raising it. */
static void
lower_limit(int resource, rlim_t soft, rlim_t hard)
{
	struct rlimit r;

	if (getrlimit(resource, &r))
		return;
	if (r.rlim_max == RLIM_INFINITY || hard < r.rlim_max)
		r.rlim_max = hard;
	if (r.rlim_cur == RLIM_INFINITY || soft < r.rlim_cur)
		r.rlim_cur = soft;
	if (r.rlim_cur > r.rlim_max)
		r.rlim_cur = r.rlim_max;
	setrlimit(resource, &r);
}

/* Write all of s (n bytes) to fd, as far as it goes. */
static void
write_all(int fd, const char *s, size_t n)
{
	while (n) {
		ssize_t k = write(fd, s, n);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return;
		s += k;
		n -= (size_t)k;
	}
}

/*
 * In a child, before it reads anything: stdin and stdout from and to
 * /dev/null, stderr into errfd (LLVM's own output), no core file, death
 * with its parent, and c's limits (soft ones only with soft, which the
 * worker raises back once the module is loaded).
 */
static void
child_enter(const struct child *c, int errfd, bool soft)
{
	int null = open("/dev/null", O_RDWR);

	if (null < 0 || dup2(null, STDIN_FILENO) < 0 ||
	    dup2(null, STDOUT_FILENO) < 0 || dup2(errfd, STDERR_FILENO) < 0)
		_exit(127);
	close(null);
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != c->parent)
		_exit(127);
	/* A hard limit of RLIM_INFINITY leaves the hard one as it is. */
	lower_limit(RLIMIT_CORE, 0, soft ? RLIM_INFINITY : 0);
	lower_limit(RLIMIT_CPU, c->cpu_s, soft ? RLIM_INFINITY : c->cpu_s + 5);
	if (c->as)
		lower_limit(RLIMIT_AS, c->as, soft ? RLIM_INFINITY : c->as);
}

/*
 * In the child: parse buf (its copy of the parent's), say so, verify and
 * print it (some corrupt files parse and verify into a module that crashes
 * the printer, which every command runs through ir_module_hash), exit 0.
 * LLVM's own output goes to errfd. _exit, not exit: none of the parent's
 * atexit handlers or stdio buffers run here.
 */
static void
child_check(const char *path, LLVMMemoryBufferRef buf, int msgfd, int errfd,
	    const struct child *c)
{
	struct ir_module m;
	char *msg = NULL;

	child_enter(c, errfd, false);
	if (!parse_buffer(&m, path, buf, false)) {
		write_all(msgfd, "P", 1);
		if (!verify_read(&m)) {
			if (LLVMPrintModuleToFile(m.mod, "/dev/null", &msg)) {
				/* To /dev/null: faster than into a string. */
				LLVMDisposeMessage(msg);
				LLVMDisposeMessage(
					LLVMPrintModuleToString(m.mod));
			}
			write_all(msgfd, "K", 1);
			_exit(0);
		}
	}
	write_all(msgfd, "E", 1);
	write_all(msgfd, tr_errmsg(), strlen(tr_errmsg()));
	_exit(CHILD_REJECTED);
}

/*
 * Fork a child with the limits for a file of size bytes (c's fields),
 * doing `what` (for the messages); -1 with a message if no process can be
 * made, else the child's pid to this process and 0 to the child, which
 * gets its ends of the message and stderr pipes in *msgfd and *errfd.
 */
static pid_t
child_fork(struct child *c, const char *path, const char *what, size_t size,
	   int *msgfd, int *errfd)
{
	unsigned long long mapped = mapped_bytes();
	int msgp[2], errp[2];
	struct rlimit cpu;

	memset(c, 0, sizeof(*c));
	c->fd[0] = c->fd[1] = -1;
	c->who = "reader";
	c->parent = getpid();
	c->extra = CHILD_AS_PER_BYTE * size;
	if (c->extra < CHILD_AS_MIN)
		c->extra = CHILD_AS_MIN;
	/* Without /proc no limit can be set safely; the CPU limit stays. */
	c->as = mapped ? mapped + c->extra : 0;
	c->cpu_s = CHILD_CPU_S + CHILD_CPU_PER_MIB * (size >> 20);
	/* A lower limit of the caller's own is kept (lower_limit). */
	if (!getrlimit(RLIMIT_CPU, &cpu) && cpu.rlim_cur != RLIM_INFINITY &&
	    cpu.rlim_cur < c->cpu_s)
		c->cpu_s = cpu.rlim_cur ? (unsigned long)cpu.rlim_cur : 1;
	c->deadline = now_ms() +
		      1000LL * CHILD_WALL_FACTOR * (long long)c->cpu_s;
	if (pipe2(msgp, O_CLOEXEC))
		return tr_error("cannot %s '%s': no pipe to check it: %s",
				what, path, strerror(errno));
	if (pipe2(errp, O_CLOEXEC)) {
		close(msgp[0]);
		close(msgp[1]);
		return tr_error("cannot %s '%s': no pipe to check it: %s",
				what, path, strerror(errno));
	}
	/* What stdio holds must not be written twice if LLVM calls exit(). */
	fflush(NULL);
	c->pid = fork();
	if (c->pid == 0) {
		close(msgp[0]);
		close(errp[0]);
		*msgfd = msgp[1];
		*errfd = errp[1];
		return 0;
	}
	close(msgp[1]);
	close(errp[1]);
	if (c->pid < 0) {
		close(msgp[0]);
		close(errp[0]);
		return tr_error("cannot %s '%s': no process to check it: %s",
				what, path, strerror(errno));
	}
	c->fd[0] = msgp[0];
	c->fd[1] = errp[0];
	return c->pid;
}

/* Start the checking child on buf; -1 with a message if no process can
   be made. */
static int
child_start(struct child *c, const char *path, LLVMMemoryBufferRef buf)
{
	int msgfd, errfd;
	pid_t pid = child_fork(c, path, "parse", LLVMGetBufferSize(buf),
			       &msgfd, &errfd);

	if (pid == 0)
		child_check(path, buf, msgfd, errfd, c);
	return pid < 0 ? -1 : 0;
}

/* Read what fd k has; close it at its end. */
static void
child_drain(struct child *c, int k)
{
	char chunk[4096];
	ssize_t n = read(c->fd[k], chunk, sizeof(chunk));
	size_t room = CHILD_TEXT_MAX - c->len[k];

	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return;
	if (n <= 0) {
		close(c->fd[k]);
		c->fd[k] = -1;
		return;
	}
	if ((size_t)n > room)
		n = (ssize_t)room;
	memcpy(c->text[k] + c->len[k], chunk, (size_t)n);
	c->len[k] += (size_t)n;
	c->text[k][c->len[k]] = '\0';
}

/*
 * Collect the child's messages and stderr until the first message (parsed)
 * or, with parsed false, until it has closed both pipes; then reap it. Past
 * the deadline it is killed.
 */
static void
child_wait(struct child *c, bool parsed)
{
	while (c->fd[0] >= 0 || c->fd[1] >= 0) {
		struct pollfd p[2] = { { c->fd[0], POLLIN, 0 },
				       { c->fd[1], POLLIN, 0 } };
		long long left = c->deadline - now_ms();
		int n;

		if (parsed && c->len[0])
			return;
		/* A worker that loaded the module runs as its command does. */
		if (c->worker && c->len[0] >= 2 && c->text[0][1] == 'K')
			c->deadline = LLONG_MAX;
		if (left <= 0) {
			c->late = true;
			kill(c->pid, SIGKILL);
			break;
		}
		n = poll(p, 2, left > 1000000 ? 1000000 : (int)left);
		if (n < 0 && errno != EINTR)
			break;
		for (int k = 0; n > 0 && k < 2; k++)
			if (c->fd[k] >= 0 && p[k].revents)
				child_drain(c, k);
	}
	if (parsed)
		return;
	for (int k = 0; k < 2; k++)
		if (c->fd[k] >= 0) {
			close(c->fd[k]);
			c->fd[k] = -1;
		}
	for (;;) {
		struct rusage ru;

		if (wait4(c->pid, &c->status, 0, &ru) == c->pid) {
			c->reaped = true;
			c->cpu = (double)ru.ru_utime.tv_sec +
				 (double)ru.ru_stime.tv_sec +
				 1e-6 * (double)(ru.ru_utime.tv_usec +
						 ru.ru_stime.tv_usec);
			return;
		}
		if (errno != EINTR)
			return;	/* SIGCHLD ignored: the pipe tells all */
	}
}

/* What n bytes at start are for the messages: "bitcode" or "IR". */
static const char *
bytes_kind(const char *start, size_t n)
{
	return n >= 4 && (memcmp(start, "BC\xc0\xde", 4) == 0 ||
			  memcmp(start, "\xde\xc0\x17\x0b", 4) == 0)
		       ? "bitcode" : "IR";
}

static const char *
buf_kind(LLVMMemoryBufferRef buf)
{
	return bytes_kind(LLVMGetBufferStart(buf), LLVMGetBufferSize(buf));
}

/*
 * Why the child died, from what it printed, in out ("" if it said
 * nothing): the reason after "LLVM ERROR: ", or in a build with
 * AddressSanitizer (whose handler exits rather than dies of the signal)
 * the kind of error it found. Printable characters only.
 */
static void
llvm_error_reason(char *out, size_t n, const char *err)
{
	static const char asan[] = "ERROR: AddressSanitizer: ";
	const char *p = strstr(err, "LLVM ERROR: "), *end = "\n";
	size_t k = 0;

	out[0] = '\0';
	if (p) {
		p += strlen("LLVM ERROR: ");
	} else if ((p = strstr(err, asan))) {
		p += strlen(asan);
		k = (size_t)snprintf(out, n, "AddressSanitizer: ");
		end = " \n";
	} else {
		return;
	}
	for (; *p && !strchr(end, *p) && k + 1 < n; p++)
		out[k++] = (*p >= ' ' && *p < 127) ? *p : '?';
	while (k && out[k - 1] == ' ')
		k--;
	out[k] = '\0';
}

/*
 * The child's verdict on path, once it ended: 0 if it accepted the file;
 * else -1 with its ordinary message, or one that says how the reader
 * failed (crashed, aborted, out of memory or time).
 */
static int
child_verdict(const struct child *c, const char *path, const char *what)
{
	const char *msg = c->text[0];
	/* Unknown (SIGCHLD ignored) counts as what the pipe says. */
	int st = c->reaped ? c->status : 0;
	char reason[160];

	if (*msg == 'P')
		msg++;
	if (!c->late && WIFEXITED(st) && WEXITSTATUS(st) == 0 &&
	    strncmp(c->text[0], "PK", 2) == 0 &&
	    (!c->text[0][2] || c->text[0][2] == ' '))
		return 0;
	if (!c->late && (!c->reaped || (WIFEXITED(st) &&
					WEXITSTATUS(st) == CHILD_REJECTED)) &&
	    *msg == 'E' && msg[1])
		return tr_error("%s", msg + 1);
	if (c->late)
		return tr_error("cannot parse '%s': the LLVM %s did not "
				"finish in %lu s: malformed %s?", path, c->who,
				CHILD_WALL_FACTOR * c->cpu_s, what);
	if (c->reaped && WIFSIGNALED(st) && (WTERMSIG(st) == SIGXCPU ||
	    (WTERMSIG(st) == SIGKILL && c->cpu >= (double)c->cpu_s)))
		return tr_error("cannot parse '%s': the LLVM %s used more "
				"than %lu s of CPU time on it: malformed %s?",
				path, c->who, c->cpu_s, what);
	llvm_error_reason(reason, sizeof(reason), c->text[1]);
	if (strstr(reason, "out of memory") ||
	    strstr(c->text[1], "Allocation failed"))
		return tr_error("cannot parse '%s': the LLVM %s ran out of "
				"memory on it (over %llu MiB): malformed %s?",
				path, c->who, c->extra >> 20, what);
	if (c->reaped && WIFSIGNALED(st))
		return tr_error("cannot parse '%s': the LLVM %s crashed on "
				"it (signal %d%s%s): malformed %s?", path,
				c->who, WTERMSIG(st), reason[0] ? ": " : "",
				reason, what);
	if (strncmp(reason, "AddressSanitizer: ", 18) == 0)
		return tr_error("cannot parse '%s': the LLVM %s crashed on "
				"it (%s): malformed %s?", path, c->who, reason,
				what);
	if (c->reaped)
		return tr_error("cannot parse '%s': the LLVM %s failed on "
				"it (exit status %d%s%s): malformed %s?", path,
				c->who, WEXITSTATUS(st), reason[0] ? ": " : "",
				reason, what);
	return tr_error("cannot parse '%s': the LLVM %s failed on it%s%s%s: "
			"malformed %s?", path, c->who, reason[0] ? " (" : "",
			reason, reason[0] ? ")" : "", what);
}

/*
 * The hash the hash child sent for its copy of m, into out, if its largest
 * id is m's (a disagreement, which would be a bug, leaves the hash to this
 * process).
 */
static bool
child_hash(const struct child *c, const struct ir_module *m, char out[17])
{
	char hash[17];
	unsigned max;
	int used = 0;

	if (sscanf(c->text[0], "PK %16[0-9a-f] %u%n", hash, &max, &used) != 2 ||
	    used != (int)strlen(c->text[0]) || strlen(hash) != 16 ||
	    max != m->max_id)
		return false;
	memcpy(out, hash, 17);
	return true;
}

/*
 * A file is parsed here only once the child has parsed it without harm:
 * the child's 'P' lets this process parse while the child still verifies
 * and prints; the module is kept only if the child then accepts it, and
 * needs no verification of its own (the child verified the same bytes).
 */
int
ir_module_load(struct ir_module *m, const char *path)
{
	LLVMMemoryBufferRef buf = NULL, view;
	struct child c;
	char *msg = NULL;
	char line[256];
	int rc = -1;

	memset(m, 0, sizeof(*m));
	if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
		first_line(line, sizeof(line), msg);
		LLVMDisposeMessage(msg);
		return tr_error("cannot read '%s': %s", path, line);
	}
	if (child_start(&c, path, buf))
		goto out;
	child_wait(&c, true);
	/* parse_buffer takes a view of buf: the verdict still reads buf. */
	if (c.text[0][0] == 'P') {
		view = LLVMCreateMemoryBufferWithMemoryRange(
			LLVMGetBufferStart(buf), LLVMGetBufferSize(buf), path,
			true);
		rc = parse_buffer(m, path, view, false);
	}
	child_wait(&c, false);
	if (child_verdict(&c, path, buf_kind(buf))) {
		ir_module_release(m);
		rc = -1;
	}
out:
	LLVMDisposeMemoryBuffer(buf);
	return rc;
}

/*
 * The worker (analysis.h): the checking child that loads the module once
 * and goes on with the command, its parent only waiting for it.
 */
struct ir_worker {
	struct child c;
	LLVMMemoryBufferRef buf;
	char *path;
	int msgfd, errfd;	/* the child's ends of the pipes */
};

static void
worker_free(struct ir_worker *w)
{
	if (w->buf)
		LLVMDisposeMemoryBuffer(w->buf);
	free(w->path);
	free(w);
}

struct ir_worker *
ir_worker_start(const char *path, int *role)
{
	struct ir_worker *w = xcalloc(1, sizeof(*w));
	char *msg = NULL;
	char line[256];
	pid_t pid;

	w->msgfd = w->errfd = -1;
	if (LLVMCreateMemoryBufferWithContentsOfFile(path, &w->buf, &msg)) {
		first_line(line, sizeof(line), msg);
		LLVMDisposeMessage(msg);
		tr_error("cannot read '%s': %s", path, line);
		w->buf = NULL;
		worker_free(w);
		return NULL;
	}
	w->path = xstrdup(path);
	pid = child_fork(&w->c, path, "parse", LLVMGetBufferSize(w->buf),
			 &w->msgfd, &w->errfd);
	if (pid < 0) {
		worker_free(w);
		return NULL;
	}
	w->c.worker = true;
	*role = pid ? IR_WORKER_PARENT : IR_WORKER_CHILD;
	return w;
}

int
ir_worker_load(struct ir_worker *w, struct ir_module *m,
	       bool (*verified)(const struct ir_module *m, void *arg), void *arg)
{
	static const int lims[3] = { RLIMIT_CORE, RLIMIT_CPU, RLIMIT_AS };
	struct rlimit saved_lim[3];
	int saved[3];
	LLVMMemoryBufferRef view;
	char line[64];

	for (int k = 0; k < 3; k++) {
		saved[k] = fcntl(k, F_DUPFD_CLOEXEC, 3);
		if (saved[k] < 0)
			_exit(127);
		if (getrlimit(lims[k], &saved_lim[k]))
			saved_lim[k].rlim_cur = saved_lim[k].rlim_max =
				RLIM_INFINITY;
	}
	child_enter(&w->c, w->errfd, true);
	view = LLVMCreateMemoryBufferWithMemoryRange(
		LLVMGetBufferStart(w->buf), LLVMGetBufferSize(w->buf), w->path,
		true);
	if (parse_buffer(m, w->path, view, false))
		goto rejected;
	write_all(w->msgfd, "P", 1);
	if (!(verified && verified(m, arg)) && verify_read(m))
		goto rejected;
	ir_ids_number(m);
	snprintf(line, sizeof(line), "K - %u", m->max_id);
	write_all(w->msgfd, line, strlen(line));
	/* Loaded: the command goes on here, with its limits and streams. */
	for (int k = 0; k < 3; k++) {
		setrlimit(lims[k], &saved_lim[k]);
		dup2(saved[k], k);
		close(saved[k]);
	}
	close(w->msgfd);
	close(w->errfd);
	worker_free(w);
	return 0;
rejected:
	write_all(w->msgfd, "E", 1);
	write_all(w->msgfd, tr_errmsg(), strlen(tr_errmsg()));
	_exit(CHILD_REJECTED);
}

int
ir_worker_wait(struct ir_worker *w, int *status)
{
	int rc, st;

	child_wait(&w->c, false);
	st = w->c.status;
	if (w->c.late || strncmp(w->c.text[0], "PK ", 3) != 0) {
		rc = child_verdict(&w->c, w->path, buf_kind(w->buf));
		if (!rc)
			rc = tr_error("cannot parse '%s': its checking process "
				      "ended without a verdict (a trident bug)",
				      w->path);
	} else if (w->c.reaped && WIFEXITED(st)) {
		*status = WEXITSTATUS(st);
		rc = 0;
	} else if (w->c.reaped && WIFSIGNALED(st)) {
		rc = tr_error("'%s': trident's process that went on with it "
			      "died of signal %d (%s)%s", w->path,
			      WTERMSIG(st), strsignal(WTERMSIG(st)),
			      WTERMSIG(st) == SIGKILL ? ": out of memory?"
						      : ": a trident bug");
	} else {
		rc = tr_error("'%s': trident's process that went on with it "
			      "ended in an unknown way (a trident bug)",
			      w->path);
	}
	worker_free(w);
	return rc;
}

/* The module hash in a child of its own (analysis.h). */
struct ir_hash {
	struct child c;
	bool started;		/* else ir_hash_finish hashes here */
	char kind[8];		/* "bitcode" or "IR", for the messages */
};

/* In the hash child: hash its copy of m, send the hash, exit. */
static void
hash_child(const struct ir_module *m, int msgfd, int errfd,
	   const struct child *c)
{
	char hash[17], line[64];

	child_enter(c, errfd, false);
	ir_module_hash(m, hash);
	snprintf(line, sizeof(line), "PK %s %u", hash, m->max_id);
	write_all(msgfd, line, strlen(line));
	_exit(0);
}

struct ir_hash *
ir_hash_start(const struct ir_module *m)
{
	struct ir_hash *h = xcalloc(1, sizeof(*h));
	char head[4] = { 0 };
	struct stat st;
	size_t size = 0;
	int fd = open(m->path, O_RDONLY | O_CLOEXEC), msgfd, errfd;
	pid_t pid;

	if (fd >= 0) {
		if (!fstat(fd, &st))
			size = (size_t)st.st_size;
		if (read(fd, head, 4) != 4)
			memset(head, 0, 4);
		close(fd);
	}
	snprintf(h->kind, sizeof(h->kind), "%s", bytes_kind(head, 4));
	pid = child_fork(&h->c, m->path, "hash", size, &msgfd, &errfd);
	if (pid == 0)
		hash_child(m, msgfd, errfd, &h->c);
	h->c.who = "printer";
	h->started = pid > 0;
	return h;
}

int
ir_hash_finish(struct ir_hash *h, const struct ir_module *m, char out[17])
{
	int rc = 0;

	if (h->started) {
		child_wait(&h->c, false);
		rc = child_verdict(&h->c, m->path, h->kind);
	}
	if (!rc && (!h->started || !child_hash(&h->c, m, out)))
		rc = ir_module_hash(m, out);
	free(h);
	return rc;
}

void
ir_hash_cancel(struct ir_hash *h)
{
	if (h && h->started) {
		kill(h->c.pid, SIGKILL);
		for (int k = 0; k < 2; k++)
			if (h->c.fd[k] >= 0)
				close(h->c.fd[k]);
		while (waitpid(h->c.pid, NULL, 0) < 0 && errno == EINTR)
			;
	}
	free(h);
}

/*
 * The skeleton of the id'd module (analysis.h): FNV-1a over each
 * instruction's id, opcode, type and operand count, in module order.
 */
static uint64_t
shape_word(uint64_t h, uint32_t v)
{
	for (int k = 0; k < 4; k++) {
		h ^= (v >> (8 * k)) & 0xffu;
		h *= 0x100000001b3ULL;
	}
	return h;
}

void
ir_module_shape(const struct ir_module *m, char out[17])
{
	uint64_t h = 0xcbf29ce484222325ULL;

	FOR_EACH_INST(m, i) {
		LLVMTypeRef t = LLVMTypeOf(i);
		LLVMTypeKind k = LLVMGetTypeKind(t);
		unsigned width = k == LLVMIntegerTypeKind ?
				 LLVMGetIntTypeWidth(t) :
				 k == LLVMVectorTypeKind ?
				 LLVMGetVectorSize(t) : 0;

		h = shape_word(h, ir_inst_id(m, i));
		h = shape_word(h, (uint32_t)LLVMGetInstructionOpcode(i));
		h = shape_word(h, (uint32_t)k << 24 | width);
		if (k == LLVMVectorTypeKind)
			h = shape_word(h, (uint32_t)LLVMGetTypeKind(
						  LLVMGetElementType(t)));
		h = shape_word(h, (uint32_t)LLVMGetNumOperands(i));
	}
	snprintf(out, 17, "%016" PRIx64, h);
}

int
ir_module_parse(struct ir_module *m, const char *name, const char *text)
{
	LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
		text, strlen(text), name);

	return parse_buffer(m, name, buf, true);
}

void
ir_module_release(struct ir_module *m)
{
	if (m->mod)
		LLVMDisposeModule(m->mod);
	if (m->ctx)
		LLVMContextDispose(m->ctx);
	ids_uncache(m);
	free(m->path);
	memset(m, 0, sizeof(*m));
}

void
ir_module_view(struct ir_module *m, LLVMModuleRef mod)
{
	size_t len;
	const char *name = LLVMGetModuleIdentifier(mod, &len);

	memset(m, 0, sizeof(*m));
	m->mod = mod;
	m->ctx = LLVMGetModuleContext(mod);
	m->path = xmalloc(len + 1);
	memcpy(m->path, name, len);
	m->path[len] = 0;
	m->id_kind = LLVMGetMDKindIDInContext(m->ctx, IR_ID_KIND,
					      (unsigned)strlen(IR_ID_KIND));
	m->max_id = scan_max_id(m);
}

void
ir_module_view_release(struct ir_module *m)
{
	ids_uncache(m);
	free(m->path);
	memset(m, 0, sizeof(*m));
}

unsigned
ir_ids_assign(struct ir_module *m)
{
	LLVMTypeRef i64 = LLVMInt64TypeInContext(m->ctx);
	bool numbered = m->ids_numbered;
	unsigned added = 0;

	FOR_EACH_INST(m, i) {
		LLVMMetadataRef op;
		LLVMValueRef node;
		unsigned id;

		if (read_id(i, m->id_kind))
			continue;
		/* ir_ids_number gave the same instructions the same ids. */
		id = numbered ? ir_inst_id(m, i) : ++m->max_id;
		op = LLVMValueAsMetadata(LLVMConstInt(i64, id, 0));
		node = LLVMMetadataAsValue(
			m->ctx, LLVMMDNodeInContext2(m->ctx, &op, 1));
		LLVMSetMetadata(i, m->id_kind, node);
		added++;
	}
	/* The ids may have changed: no table of the old ones. */
	ids_uncache(m);
	return added;
}

/* A use of a value by operand k of an instruction with id `id`. */
struct use_key {
	LLVMValueRef user;
	unsigned id, k;
};

static int
by_use_desc(const void *a, const void *b)
{
	const struct use_key *x = a, *y = b;

	if (x->id != y->id)
		return x->id < y->id ? 1 : -1;
	return x->k < y->k ? 1 : x->k > y->k ? -1 : 0;
}

/*
 * v's uses by instructions in ascending (id, operand) order: setting an
 * operand to the value it already holds moves its use to the head of the
 * value's list, so setting them in descending order leaves them
 * ascending (uses by constants stay behind them, as they were).
 */
static void
uses_sort(const struct ir_module *m, LLVMValueRef v, struct use_key **buf,
	  size_t *cap)
{
	size_t n = 0;
	bool sorted = true, other = false;

	for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		unsigned nops, k;

		if (!LLVMIsAInstruction(user)) {
			other = true;
			continue;
		}
		nops = (unsigned)LLVMGetNumOperands(user);
		for (k = 0; k < nops && LLVMGetOperandUse(user, k) != u; k++)
			;
		if (k == nops)
			continue;
		if (n == *cap) {
			*cap = *cap ? 2 * *cap : 64;
			*buf = xrealloc(*buf, *cap * sizeof(**buf));
		}
		(*buf)[n] = (struct use_key){ user, ir_inst_id(m, user), k };
		/* Already in order (a second call: validate predicts six
		   models on one module) is left as it is. */
		sorted &= !other && (!n || by_use_desc(&(*buf)[n - 1],
						      &(*buf)[n]) > 0);
		n++;
	}
	if (n < 2 || sorted)
		return;
	qsort(*buf, n, sizeof(**buf), by_use_desc);
	for (size_t i = 0; i < n; i++)
		LLVMSetOperand((*buf)[i].user, (*buf)[i].k, v);
}

void
ir_uses_canonical(const struct ir_module *m)
{
	struct use_key *buf = NULL;
	size_t cap = 0;

	for (LLVMValueRef g = LLVMGetFirstGlobal(m->mod); g;
	     g = LLVMGetNextGlobal(g))
		uses_sort(m, g, &buf, &cap);
	for (LLVMValueRef f = LLVMGetFirstFunction(m->mod); f;
	     f = LLVMGetNextFunction(f)) {
		uses_sort(m, f, &buf, &cap);
		for (LLVMValueRef a = LLVMGetFirstParam(f); a;
		     a = LLVMGetNextParam(a))
			uses_sort(m, a, &buf, &cap);
	}
	FOR_EACH_INST(m, i)
		uses_sort(m, i, &buf, &cap);
	free(buf);
}

static bool
ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && strcmp(s + n - k, suffix) == 0;
}

int
ir_module_write(const struct ir_module *m, const char *path)
{
	char *msg = NULL;
	char line[256];

	if (ends_with(path, ".bc")) {
		if (LLVMWriteBitcodeToFile(m->mod, path))
			return tr_error("cannot write '%s'", path);
		return 0;
	}
	if (LLVMPrintModuleToFile(m->mod, path, &msg)) {
		first_line(line, sizeof(line), msg);
		LLVMDisposeMessage(msg);
		return tr_error("cannot write '%s': %s", path, line);
	}
	return 0;
}

/* The hash's state: FNV-1a over the text outside comments. */
struct hasher {
	uint64_t h;
	bool quoted, comment;
	int fd;			/* the pipe it reads (hash_thread) */
};

static void
hash_bytes(struct hasher *hs, const unsigned char *p, size_t n)
{
	uint64_t h = hs->h;
	bool quoted = hs->quoted, comment = hs->comment;

	for (const unsigned char *end = p + n; p < end; p++) {
		if (*p == '\n')
			comment = false;
		else if (comment)
			continue;
		else if (*p == '"')
			quoted = !quoted;
		else if (*p == ';' && !quoted) {
			comment = true;
			continue;
		}
		h ^= *p;
		h *= 0x100000001b3ULL;
	}
	hs->h = h;
	hs->quoted = quoted;
	hs->comment = comment;
}

/* Hash what comes through the pipe until its end. */
static void *
hash_thread(void *arg)
{
	struct hasher *hs = arg;
	unsigned char chunk[1 << 16];
	ssize_t n;

	while ((n = read(hs->fd, chunk, sizeof(chunk))) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			break;
		hash_bytes(hs, chunk, (size_t)n);
	}
	return NULL;
}

/*
 * The module's text through a pipe into hs, hashed on a thread as LLVM
 * prints it: printing into a file descriptor is more than twice as fast
 * as into a string (whose stream is unbuffered), and nothing holds the
 * whole text. False where no pipe, no thread or no /dev/fd is to be had,
 * with hs as it was.
 */
static bool
hash_piped(const struct ir_module *m, struct hasher *hs)
{
	struct hasher t = *hs;
	pthread_t thread;
	char path[32], *msg = NULL;
	int fd[2];
	bool ok;

	if (pipe2(fd, O_CLOEXEC))
		return false;
	t.fd = fd[0];
	if (pthread_create(&thread, NULL, hash_thread, &t)) {
		close(fd[0]);
		close(fd[1]);
		return false;
	}
	snprintf(path, sizeof(path), "/dev/fd/%d", fd[1]);
	ok = !LLVMPrintModuleToFile(m->mod, path, &msg);
	if (msg)
		LLVMDisposeMessage(msg);
	close(fd[1]);
	pthread_join(thread, NULL);
	close(fd[0]);
	if (ok)
		*hs = t;
	return ok;
}

/* A trident.id attachment taken off an instruction, to be put back. */
struct id_md {
	LLVMValueRef inst, md;
};

/*
 * Take every trident.id attachment off m's instructions; returns them
 * (*n of them) for ids_restore. No metadata is made or freed.
 */
static struct id_md *
ids_strip(const struct ir_module *m, size_t *n)
{
	struct id_md *v = NULL;
	size_t cap = 0;

	*n = 0;
	FOR_EACH_INST(m, i) {
		LLVMValueRef md = LLVMGetMetadata(i, m->id_kind);

		if (!md)
			continue;
		if (*n == cap) {
			cap = cap ? 2 * cap : 1024;
			v = xrealloc(v, cap * sizeof(*v));
		}
		v[(*n)++] = (struct id_md){ i, md };
		LLVMSetMetadata(i, m->id_kind, NULL);
	}
	return v;
}

static void
ids_restore(const struct ir_module *m, struct id_md *v, size_t n)
{
	for (size_t k = 0; k < n; k++)
		LLVMSetMetadata(v[k].inst, m->id_kind, v[k].md);
	free(v);
}

/*
 * The hash covers the code and its ids, not where it was read from. The
 * code: the module's canonical text without its comments and without the
 * ids' metadata. Bitcode is not canonical: it carries the context's table
 * of metadata kinds, which depends on what was loaded before. Comments are
 * not either: the printer's "; preds = ..." follow use-list order, which
 * differs between a module read from text and from bitcode, and
 * "; ModuleID" names the file. A ';' starts a comment outside a quoted
 * string (IR writes a quote inside one as \22). The source file name,
 * which textual IR without one takes from the file's path, is left out
 * too. The ids: each instruction's (ir_inst_id, 0 for none) in module
 * order, as 4 little-endian bytes, after the text. So ids in metadata
 * (ir_ids_assign) and the same ids in the table only (ir_ids_number) hash
 * the same, and a million ids cost no metadata to print (hash version 2:
 * version 1 hashed the text with the ids' metadata in it).
 */
int
ir_module_hash(const struct ir_module *m, char out[17])
{
	struct hasher hs = { .h = 0xcbf29ce484222325ULL };
	struct id_md *ids;
	size_t len, nids;
	char *src, *text;

	src = xstrdup(LLVMGetSourceFileName(m->mod, &len));
	LLVMSetSourceFileName(m->mod, "", 0);
	ids = ids_strip(m, &nids);
	if (!hash_piped(m, &hs)) {
		text = LLVMPrintModuleToString(m->mod);
		hash_bytes(&hs, (const unsigned char *)text, strlen(text));
		LLVMDisposeMessage(text);
	}
	ids_restore(m, ids, nids);
	LLVMSetSourceFileName(m->mod, src, len);
	free(src);
	FOR_EACH_INST(m, i) {
		unsigned id = ir_inst_id(m, i);

		for (int k = 0; k < 4; k++) {
			hs.h ^= (id >> (8 * k)) & 0xffu;
			hs.h *= 0x100000001b3ULL;
		}
	}
	snprintf(out, 17, "%016" PRIx64, hs.h);
	return 0;
}

bool
ir_module_seal(const struct ir_module *m, const char *hash, char out[17])
{
	out[0] = 0;
	if (!m->bytes_read)
		return false;
	snprintf(out, 17, "%016" PRIx64,
		 fnv_bytes(m->bytes_fnv, (const unsigned char *)hash,
			   strlen(hash)));
	return true;
}

/* An instruction's own source line, if it has one (line 0 is none). */
static bool
own_loc(LLVMValueRef inst, const char **file, unsigned *filelen,
	unsigned *line)
{
	const char *f;
	unsigned len = 0, l;

	/* Only instructions with a DILocation have one; the C API asserts otherwise. */
	if (!LLVMIsAInstruction(inst) || !LLVMInstructionGetDebugLoc(inst))
		return false;
	l = LLVMGetDebugLocLine(inst);
	f = LLVMGetDebugLocFilename(inst, &len);
	if (!l || !f)
		return false;
	*file = f;
	*filelen = len;
	*line = l;
	return true;
}

/* A located instruction that says where code is (not a debug marker). */
static bool
near_loc(LLVMValueRef inst, const char **file, unsigned *filelen,
	 unsigned *line)
{
	return !ir_is_marker_intrinsic(inst) &&
	       own_loc(inst, file, filelen, line);
}

bool
ir_inst_loc(LLVMValueRef inst, const char **file, unsigned *filelen,
	    unsigned *line)
{
	LLVMBasicBlockRef bb;
	LLVMValueRef term;

	if (own_loc(inst, file, filelen, line))
		return true;
	/* A function without debug information has none to look for. */
	if (!LLVMIsAInstruction(inst) ||
	    !(bb = LLVMGetInstructionParent(inst)) ||
	    !LLVMGetSubprogram(LLVMGetBasicBlockParent(bb)))
		return false;
	for (LLVMValueRef i = LLVMGetNextInstruction(inst); i;
	     i = LLVMGetNextInstruction(i))
		if (near_loc(i, file, filelen, line))
			return true;
	for (LLVMValueRef i = LLVMGetPreviousInstruction(inst); i;
	     i = LLVMGetPreviousInstruction(i))
		if (near_loc(i, file, filelen, line))
			return true;
	term = LLVMGetBasicBlockTerminator(bb);
	for (unsigned k = 0, n = term ? LLVMGetNumSuccessors(term) : 0; k < n;
	     k++)
		for (LLVMValueRef i = LLVMGetFirstInstruction(
			     LLVMGetSuccessor(term, k)); i;
		     i = LLVMGetNextInstruction(i))
			if (near_loc(i, file, filelen, line))
				return true;
	return false;
}

bool
ir_is_candidate(LLVMValueRef inst)
{
	LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(inst));

	return k != LLVMVoidTypeKind && !LLVMIsATerminatorInst(inst);
}

bool
ir_is_intrinsic_call(LLVMValueRef inst)
{
	LLVMValueRef callee;

	if (!LLVMIsACallInst(inst) && !LLVMIsAInvokeInst(inst) &&
	    !LLVMIsACallBrInst(inst))
		return false;
	callee = LLVMGetCalledValue(inst);
	return callee && LLVMIsAFunction(callee) && LLVMGetIntrinsicID(callee);
}

bool
ir_is_marker_intrinsic(LLVMValueRef inst)
{
	static const char *const markers[] = {
		"llvm.lifetime.", "llvm.dbg.", "llvm.assume",
		"llvm.experimental.noalias.scope.decl", "llvm.pseudoprobe",
	};
	const char *name;
	size_t len;

	if (!ir_is_intrinsic_call(inst))
		return false;
	name = LLVMGetValueName2(LLVMGetCalledValue(inst), &len);
	for (size_t k = 0; k < sizeof(markers) / sizeof(*markers); k++)
		if (strncmp(name, markers[k], strlen(markers[k])) == 0)
			return true;
	return false;
}

/* The error of module m, which pass what made invalid: the report. */
static int
invalid_changed(const struct ir_module *m, const char *what,
		const char *msg)
{
	size_t len = msg ? strlen(msg) : 0;

	while (len && (msg[len - 1] == '\n' || msg[len - 1] == ' '))
		len--;
	return tr_error("instrumenting '%s' for %s gave an invalid module "
			"(a trident bug): %.*s", m->path, what, (int)len,
			msg ? msg : "");
}

int
ir_module_verify_changed(const struct ir_module *m, const char *what)
{
	char *msg = NULL;
	int rc = 0;

	if (LLVMVerifyModule(m->mod, LLVMReturnStatusAction, &msg))
		rc = invalid_changed(m, what, msg);
	if (msg)
		LLVMDisposeMessage(msg);
	return rc;
}

/* The verifier's report, at most this many bytes of it, crosses the pipe. */
#define VERIFY_REPORT_MAX (64 * 1024)

void
ir_verify_start(struct ir_verify *v, const struct ir_module *m,
		const char *what)
{
	int p[2];
	char *msg = NULL;
	bool bad;

	*v = (struct ir_verify){ .fd = -1, .what = what };
	if (pipe2(p, O_CLOEXEC)) {
		v->rc = ir_module_verify_changed(m, what);
		return;
	}
	/* What stdio holds must not be written twice. */
	fflush(NULL);
	v->pid = fork();
	if (v->pid == 0) {
		close(p[0]);
		bad = LLVMVerifyModule(m->mod, LLVMReturnStatusAction, &msg);
		if (bad && msg)
			write_all(p[1], msg, strnlen(msg, VERIFY_REPORT_MAX));
		_exit(bad ? 1 : 0);
	}
	close(p[1]);
	if (v->pid < 0) {
		close(p[0]);
		v->pid = 0;
		v->rc = ir_module_verify_changed(m, what);
		return;
	}
	v->fd = p[0];
}

int
ir_verify_finish(struct ir_verify *v, const struct ir_module *m)
{
	char *report = xcalloc(VERIFY_REPORT_MAX + 1, 1);
	size_t len = 0;
	ssize_t n;
	pid_t got;
	int status = 0, rc;

	if (!v->pid) {
		free(report);
		return v->rc;
	}
	while (len < VERIFY_REPORT_MAX &&
	       ((n = read(v->fd, report + len, VERIFY_REPORT_MAX - len)) > 0 ||
		(n < 0 && errno == EINTR)))
		len += n > 0 ? (size_t)n : 0;
	close(v->fd);
	while ((got = waitpid(v->pid, &status, 0)) < 0 && errno == EINTR)
		;
	v->pid = 0;
	v->fd = -1;
	if (got < 0)	/* Reaped by someone else: verify here. */
		rc = ir_module_verify_changed(m, v->what);
	else if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		rc = 0;
	else if (WIFEXITED(status) && WEXITSTATUS(status) == 1)
		rc = invalid_changed(m, v->what, report);
	else	/* The child died (the verifier crashed): verify here. */
		rc = ir_module_verify_changed(m, v->what);
	v->rc = rc;
	free(report);
	return rc;
}

/* LLVM's own spelling of each opcode (the C API has no such call). */
const char *
ir_opcode_name(LLVMOpcode op)
{
	switch (op) {
	case LLVMRet: return "ret";
	case LLVMBr: return "br";
	case LLVMSwitch: return "switch";
	case LLVMIndirectBr: return "indirectbr";
	case LLVMInvoke: return "invoke";
	case LLVMUnreachable: return "unreachable";
	case LLVMCallBr: return "callbr";
	case LLVMFNeg: return "fneg";
	case LLVMAdd: return "add";
	case LLVMFAdd: return "fadd";
	case LLVMSub: return "sub";
	case LLVMFSub: return "fsub";
	case LLVMMul: return "mul";
	case LLVMFMul: return "fmul";
	case LLVMUDiv: return "udiv";
	case LLVMSDiv: return "sdiv";
	case LLVMFDiv: return "fdiv";
	case LLVMURem: return "urem";
	case LLVMSRem: return "srem";
	case LLVMFRem: return "frem";
	case LLVMShl: return "shl";
	case LLVMLShr: return "lshr";
	case LLVMAShr: return "ashr";
	case LLVMAnd: return "and";
	case LLVMOr: return "or";
	case LLVMXor: return "xor";
	case LLVMAlloca: return "alloca";
	case LLVMLoad: return "load";
	case LLVMStore: return "store";
	case LLVMGetElementPtr: return "getelementptr";
	case LLVMTrunc: return "trunc";
	case LLVMZExt: return "zext";
	case LLVMSExt: return "sext";
	case LLVMFPToUI: return "fptoui";
	case LLVMFPToSI: return "fptosi";
	case LLVMUIToFP: return "uitofp";
	case LLVMSIToFP: return "sitofp";
	case LLVMFPTrunc: return "fptrunc";
	case LLVMFPExt: return "fpext";
	case LLVMPtrToInt: return "ptrtoint";
	case LLVMIntToPtr: return "inttoptr";
	case LLVMBitCast: return "bitcast";
	case LLVMAddrSpaceCast: return "addrspacecast";
	case LLVMICmp: return "icmp";
	case LLVMFCmp: return "fcmp";
	case LLVMPHI: return "phi";
	case LLVMCall: return "call";
	case LLVMSelect: return "select";
	case LLVMUserOp1: return "userop1";
	case LLVMUserOp2: return "userop2";
	case LLVMVAArg: return "va_arg";
	case LLVMExtractElement: return "extractelement";
	case LLVMInsertElement: return "insertelement";
	case LLVMShuffleVector: return "shufflevector";
	case LLVMExtractValue: return "extractvalue";
	case LLVMInsertValue: return "insertvalue";
	case LLVMFreeze: return "freeze";
	case LLVMFence: return "fence";
	case LLVMAtomicCmpXchg: return "cmpxchg";
	case LLVMAtomicRMW: return "atomicrmw";
	case LLVMResume: return "resume";
	case LLVMLandingPad: return "landingpad";
	case LLVMCleanupRet: return "cleanupret";
	case LLVMCatchRet: return "catchret";
	case LLVMCatchPad: return "catchpad";
	case LLVMCleanupPad: return "cleanuppad";
	case LLVMCatchSwitch: return "catchswitch";
	}
	return "unknown";
}
