/*
 * split.c: the object code of a large module in two processes at once.
 *
 * At -O0 a build is mostly code generation, which LLVM does one function
 * after another on one core, and an instrumented module is large (the
 * profiler's instrumentation makes MiBench susan's 6,200 instructions
 * 44,000). A module of at least SPLIT_MIN instructions, on a machine
 * that gives this process two cores or more, is cut in two halves of
 * about the same size by functions (the largest first, each into the
 * smaller half); functions to be inlined everywhere (alwaysinline) stay
 * in both, internal. Two forked children each take their own copy of the
 * module (copy on write: no clone), make every other internal or private
 * symbol a hidden global of the same new name (both the same way), so
 * that either half can name what the other defines, turn the other
 * half's functions into declarations (with their attributes and calling
 * convention), and inline and emit their half; the second also turns
 * every variable into a declaration and leaves the module's appending
 * arrays and inline assembly to the first. The linker joins the two
 * objects as it would two files of one program. A module this cannot cut
 * safely (aliases, ifuncs, comdats, a block's address taken) is made
 * whole, as is a small one.
 */
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Comdat.h>
#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

#include "internal.h"

/*
 * Below this many instructions one process is as fast (fork, cut). 20,000
 * while the profiler inlined its fast path at every load and store; since
 * it inlines it at 32 (and copies only the segments that may run more
 * than once), halves pay from about 5,000: the profiles of Rodinia
 * particlefilter 0.78 s -> 0.56 s, backprop 0.45 -> 0.38, kmeans 0.46 ->
 * 0.35, the others within their noise (farm-bench -n 5, 2-core VM,
 * 2026-11-27; 2,000 gave the same).
 */
#define SPLIT_MIN 5000

/* A defined function with its size and its half. */
struct part_fn {
	LLVMValueRef fn;
	unsigned size;
	int half;
};

static unsigned
fn_size(LLVMValueRef f)
{
	unsigned n = 0;

	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b;
	     b = LLVMGetNextBasicBlock(b))
		for (LLVMValueRef i = LLVMGetFirstInstruction(b); i;
		     i = LLVMGetNextInstruction(i))
			n++;
	return n;
}

/* Whether a block of f has its address taken (a user other than an
   instruction: a blockaddress constant). */
static bool
block_address_taken(LLVMValueRef f)
{
	for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b;
	     b = LLVMGetNextBasicBlock(b))
		for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(b));
		     u; u = LLVMGetNextUse(u))
			if (!LLVMIsAInstruction(LLVMGetUser(u)))
				return true;
	return false;
}

/* Whether mod can be cut: no aliases, ifuncs, comdats, block addresses. */
static bool
cuttable(LLVMModuleRef mod)
{
	if (LLVMGetFirstGlobalAlias(mod) || LLVMGetFirstGlobalIFunc(mod))
		return false;
	for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g;
	     g = LLVMGetNextGlobal(g))
		if (LLVMGetComdat(g))
			return false;
	for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
	     f = LLVMGetNextFunction(f))
		if (LLVMGetComdat(f) || block_address_taken(f))
			return false;
	return true;
}

static bool
always_inline(LLVMValueRef f)
{
	static unsigned kind;

	if (!kind)
		kind = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
	return LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex,
					   kind) != NULL;
}

static unsigned
cores(void)
{
	cpu_set_t set;

	if (sched_getaffinity(0, sizeof(set), &set))
		return 1;
	return (unsigned)CPU_COUNT(&set);
}

static int
by_size_desc(const void *a, const void *b)
{
	const struct part_fn *x = a, *y = b;

	return (x->size < y->size) - (x->size > y->size);
}

/*
 * The defined functions of mod (not available_externally ones, which are
 * never emitted) in two halves; NULL when mod is too small or one half
 * would be empty.
 */
static struct part_fn *
halves(LLVMModuleRef mod, size_t *n)
{
	struct part_fn *v = NULL;
	size_t cap = 0;
	unsigned long total = 0, load[2] = { 0, 0 };

	*n = 0;
	for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
	     f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f) ||
		    LLVMGetLinkage(f) == LLVMAvailableExternallyLinkage ||
		    always_inline(f))
			continue;
		if (*n == cap) {
			cap = cap ? 2 * cap : 64;
			v = xrealloc(v, cap * sizeof(*v));
		}
		v[*n] = (struct part_fn){ f, fn_size(f), 0 };
		total += v[*n].size;
		(*n)++;
	}
	if (total < SPLIT_MIN || *n < 2) {
		free(v);
		return NULL;
	}
	qsort(v, *n, sizeof(*v), by_size_desc);
	for (size_t k = 0; k < *n; k++) {
		v[k].half = load[1] < load[0];
		load[v[k].half] += v[k].size;
	}
	if (!load[0] || !load[1]) {
		free(v);
		return NULL;
	}
	return v;
}

/* Make an internal or private symbol a hidden global of its own name. */
static void
externalize(LLVMValueRef g, unsigned *n)
{
	LLVMLinkage l = LLVMGetLinkage(g);
	const char *name;
	char *fresh;
	size_t len;

	if (l != LLVMInternalLinkage && l != LLVMPrivateLinkage)
		return;
	name = LLVMGetValueName2(g, &len);
	if (asprintf(&fresh, "__trident_split.%u.%.*s", (*n)++, (int)len,
		     name) < 0)
		abort();
	LLVMSetValueName2(g, fresh, strlen(fresh));
	free(fresh);
	LLVMSetLinkage(g, LLVMExternalLinkage);
	LLVMSetVisibility(g, LLVMHiddenVisibility);
}

/* Copy the attributes of f at index idx to d. */
static void
copy_attributes(LLVMValueRef f, LLVMValueRef d, LLVMAttributeIndex idx)
{
	unsigned n = LLVMGetAttributeCountAtIndex(f, idx);
	LLVMAttributeRef *a;

	if (!n)
		return;
	a = xmalloc(n * sizeof(*a));
	LLVMGetAttributesAtIndex(f, idx, a);
	for (unsigned k = 0; k < n; k++)
		LLVMAddAttributeAtIndex(d, idx, a[k]);
	free(a);
}

/*
 * Turn function f into a declaration of the same name, type, calling
 * convention, visibility and attributes (a caller's code reads the
 * callee's: an argument's zeroext or signext): a new declaration takes
 * its uses, then f goes (its body with it).
 */
static void
to_declaration(LLVMModuleRef mod, LLVMValueRef f)
{
	LLVMValueRef d = LLVMAddFunction(mod, "", LLVMGlobalGetValueType(f));
	unsigned nparams = LLVMCountParams(f);
	const char *name;
	char *copy;
	size_t len;

	LLVMSetFunctionCallConv(d, LLVMGetFunctionCallConv(f));
	LLVMSetVisibility(d, LLVMGetVisibility(f));
	copy_attributes(f, d, LLVMAttributeFunctionIndex);
	copy_attributes(f, d, LLVMAttributeReturnIndex);
	for (unsigned k = 1; k <= nparams; k++)
		copy_attributes(f, d, k);
	name = LLVMGetValueName2(f, &len);
	copy = xmalloc(len + 1);
	memcpy(copy, name, len);
	LLVMReplaceAllUsesWith(f, d);
	LLVMDeleteFunction(f);
	LLVMSetValueName2(d, copy, len);
	free(copy);
}

/* The second half's module: every variable a declaration, no appending
   arrays (llvm.used, llvm.global_ctors: the first half has them), no
   module assembly. */
static void
declare_variables(LLVMModuleRef mod)
{
	LLVMValueRef g = LLVMGetFirstGlobal(mod), next;

	for (; g; g = next) {
		next = LLVMGetNextGlobal(g);
		if (LLVMIsDeclaration(g))
			continue;
		if (LLVMGetLinkage(g) == LLVMAppendingLinkage) {
			LLVMDeleteGlobal(g);
			continue;
		}
		LLVMSetInitializer(g, NULL);
		LLVMSetLinkage(g, LLVMExternalLinkage);
	}
	LLVMSetModuleInlineAsm2(mod, "", 0);
}

/*
 * In a child: half `half` of its copy of m (v: the n functions cut),
 * lowered and written to path; exits 0, or 1 after writing the message
 * to fd.
 */
static void
make_half(const struct ir_module *m, LLVMTargetMachineRef tm,
	  const struct part_fn *v, size_t n, int half, const char *path,
	  int fd)
{
	LLVMModuleRef mod = m->mod;
	unsigned named = 0;

	for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
	     f = LLVMGetNextFunction(f))
		if (!LLVMIsDeclaration(f) && !always_inline(f))
			externalize(f, &named);
	for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g;
	     g = LLVMGetNextGlobal(g))
		if (!LLVMIsDeclaration(g))
			externalize(g, &named);
	for (size_t k = 0; k < n; k++)
		if (v[k].half != half)
			to_declaration(mod, v[k].fn);
	if (half == 1)
		declare_variables(mod);
	if (fi_lower(mod, tm, m->path) || fi_emit(mod, tm, path)) {
		const char *msg = tr_errmsg();

		if (write(fd, msg, strlen(msg)) < 0)
			_exit(1);
		_exit(1);
	}
	_exit(0);
}

/* Wait for the child pid; its message (if it failed) from fd. */
static int
wait_half(pid_t pid, int fd, const char *path)
{
	char msg[1024];
	ssize_t len;
	int status = -1;

	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR) {
			status = -1;
			break;
		}
	len = read(fd, msg, sizeof(msg) - 1);
	close(fd);
	if (status >= 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0)
		return 0;
	if (len > 0) {
		msg[len] = 0;
		return tr_error("%s", msg);
	}
	return tr_error("cannot write '%s': the process that made it ended "
			"without a word (status %d)", path, status);
}

int
fi_emit_halves(const struct ir_module *m, LLVMTargetMachineRef tm,
	       const char *path, const char *second, bool *split)
{
	const char *paths[2] = { path, second };
	struct part_fn *v;
	pid_t pid[2] = { -1, -1 };
	int fd[2] = { -1, -1 }, rc = 0;
	size_t n;

	*split = false;
	if (cores() < 2 || !cuttable(m->mod) || !(v = halves(m->mod, &n)))
		return 1;
	fflush(NULL);
	for (int h = 0; h < 2; h++) {
		int p[2];

		if (pipe(p))
			break;
		pid[h] = fork();
		if (pid[h] == 0) {
			close(p[0]);
			make_half(m, tm, v, n, h, paths[h], p[1]);
		}
		close(p[1]);
		fd[h] = p[0];
		if (pid[h] < 0) {
			close(p[0]);
			fd[h] = -1;
			break;
		}
	}
	free(v);
	for (int h = 0; h < 2; h++)
		if (pid[h] > 0 && wait_half(pid[h], fd[h], paths[h]) && !rc)
			rc = -1;
	if (pid[0] <= 0 || pid[1] <= 0)
		/* No process to be had: made whole by the caller (a half
		   that was made is overwritten). */
		return rc ? -1 : 1;
	*split = !rc;
	return rc;
}
