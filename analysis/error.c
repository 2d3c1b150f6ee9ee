/*
 * error.c: the last-error message, allocation that cannot fail, and the two
 * small containers the analyses share (a growable unsigned array and a
 * pointer-keyed hash map).
 *
 * Library functions report failure by `return tr_error("...")`, which keeps
 * one formatted message (one line, save a verifier's report) for the command
 * to print; they never print or exit.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"

/*
 * The last message, allocated: it has no length limit, because a verifier's
 * report (ir_module_verify_changed) runs to many lines. NULL before the
 * first error. It is the process's (the model's thread records its errors
 * for the caller to print), but for a thread that keeps its own
 * (tr_error_own): a profile loads on one (prof_load_start) while the
 * main thread loads the module.
 */
static char *last_error;
static _Thread_local bool own;
static _Thread_local char *own_error;

int
tr_error(const char *fmt, ...)
{
	va_list ap, aq;
	char **slot = own ? &own_error : &last_error;
	char *msg;
	int n;

	va_start(ap, fmt);
	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0) {
		msg = xstrdup("(an error message that cannot be formatted)");
	} else {
		msg = xmalloc((size_t)n + 1);
		vsnprintf(msg, (size_t)n + 1, fmt, aq);
	}
	va_end(aq);
	/* Only now: an argument may be the old message (tr_errmsg()). */
	free(*slot);
	*slot = msg;
	return -1;
}

char *
tr_one_line(char *s)
{
	for (char *c = s; *c; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f)
			*c = '?';
	return s;
}

const char *
tr_errmsg(void)
{
	const char *msg = own ? own_error : last_error;

	return msg ? msg : "";
}

void
tr_error_own(bool on)
{
	if (!on) {
		free(own_error);
		own_error = NULL;
	}
	own = on;
}

static void
oom(size_t n)
{
	fprintf(stderr, "trident: out of memory (%zu bytes)\n", n);
	abort();
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		oom(n);
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		oom(n * size);
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		oom(n);
	return p;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

char *
xpathjoin(const char *dir, const char *name)
{
	size_t d = strlen(dir), n = strlen(name) + 1;
	char *p = xmalloc(d + 1 + n);

	memcpy(p, dir, d);
	p[d] = '/';
	memcpy(p + d + 1, name, n);
	return p;
}

void
uvec_push(struct uvec *a, unsigned x)
{
	if (a->n == a->cap) {
		a->cap = a->cap ? 2 * a->cap : 4;
		a->v = xrealloc(a->v, a->cap * sizeof(*a->v));
	}
	a->v[a->n++] = x;
}

bool
uvec_contains(const struct uvec *a, unsigned x)
{
	for (unsigned i = 0; i < a->n; i++)
		if (a->v[i] == x)
			return true;
	return false;
}

void
uvec_add_unique(struct uvec *a, unsigned x)
{
	if (!uvec_contains(a, x))
		uvec_push(a, x);
}

static int
cmp_unsigned(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;

	return (x > y) - (x < y);
}

void
uvec_sort(struct uvec *a)
{
	if (a->n > 1)
		qsort(a->v, a->n, sizeof(*a->v), cmp_unsigned);
}

void
uvec_release(struct uvec *a)
{
	free(a->v);
	a->v = NULL;
	a->n = a->cap = 0;
}

/*
 * The pointer map: linear probing over a power-of-two table kept at most
 * half full. Keys are LLVM handles, so NULL never occurs as a key and marks
 * an empty slot.
 */
static size_t
ptr_hash(const void *p, size_t cap)
{
	uint64_t x = (uint64_t)(uintptr_t)p;

	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	return (size_t)x & (cap - 1);
}

static void
ptrmap_grow(struct ptrmap *m)
{
	struct ptrmap big = { 0 };

	big.cap = m->cap ? 2 * m->cap : 64;
	big.keys = xcalloc(big.cap, sizeof(*big.keys));
	big.vals = xcalloc(big.cap, sizeof(*big.vals));
	for (size_t i = 0; i < m->cap; i++)
		if (m->keys[i])
			ptrmap_put(&big, m->keys[i], m->vals[i]);
	ptrmap_release(m);
	*m = big;
}

void
ptrmap_put(struct ptrmap *m, const void *key, unsigned val)
{
	size_t i;

	if (2 * (m->n + 1) > m->cap)
		ptrmap_grow(m);
	for (i = ptr_hash(key, m->cap); m->keys[i]; i = (i + 1) & (m->cap - 1))
		if (m->keys[i] == key) {
			m->vals[i] = val;
			return;
		}
	m->keys[i] = key;
	m->vals[i] = val;
	m->n++;
}

unsigned
ptrmap_get(const struct ptrmap *m, const void *key)
{
	if (!m->cap)
		return TR_NONE;
	for (size_t i = ptr_hash(key, m->cap); m->keys[i];
	     i = (i + 1) & (m->cap - 1))
		if (m->keys[i] == key)
			return m->vals[i];
	return TR_NONE;
}

void
ptrmap_release(struct ptrmap *m)
{
	free(m->keys);
	free(m->vals);
	memset(m, 0, sizeof(*m));
}
