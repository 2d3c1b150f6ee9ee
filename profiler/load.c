/*
 * load.c: reading a JSON profile back (format in docs/profile.md), for the
 * model and any other consumer, with the checks that keep a profile from
 * being applied to the wrong program: the format name, the version, and
 * the module hash.
 *
 * The value members ("values", "compares", "shifts"), "outputs" and
 * "memory" (full mode only) are optional, since profiles of the earlier
 * slices lack them, and so are a value site's "margins" and "magnitudes"
 * (issue 15); when present they are checked like the rest. Memory
 * pairs are kept twice, sorted by store and by load, so that the loads of
 * a store and the stores of a load are each one contiguous run.
 *
 * A profile is untrusted input (a file can be edited, cut short or
 * corrupted), and what it says must be possible: every count is an integer
 * from 0 to 2^63 - 1, every sum of counts is taken with an overflow check
 * and must fit in 63 bits as the profiler's own sums do, "totals" must be
 * the sums of "counts", every member's entry must name an instruction that
 * has a count and agree with that count where the format says it is the
 * same number (a branch's successors in a run that ended normally without
 * threads, a value site's executions, a compare's or a shift's n, an output
 * call's count and its call site's), fractions lie in [0, 1], names come
 * from their fixed lists, and a profile that counts no executed
 * instruction at all is refused. Each refusal is one line naming the file
 * and what is wrong. Whether the ids are the right kind of instruction of
 * the module is the model's check (model/check.c), since this reader does
 * not see the module.
 *
 * The JSON is read by this file's own reader (see "The tree" below), with
 * jansson for what it leaves to it; prof_load_start runs the whole load on
 * a thread of its own, and prof_load_finish checks the module hash after
 * it, with prof_load's messages in prof_load's order.
 *
 * Members this reader does not know are ignored, so later versions of the
 * profiler can add sections (value profiles, memory dependences) that old
 * readers pass over; a change of meaning of an existing member bumps
 * PROF_VERSION instead, and this reader refuses other versions.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

/* The largest count: a JSON integer, as the profiler writes it. */
#define COUNT_MAX ((uint64_t)INT64_MAX)

/*
 * The tree a profile is read into. jansson builds one allocated value per
 * JSON value and a hash table per object, and reads a file a character at
 * a time: a profile of a million instructions took 11 s and 1.3 GiB that
 * way. This reader parses the file in place (its strings end where their
 * closing quote was) into arrays of struct jv, each object's members and
 * each array's elements one block of an arena. It accepts a strict subset
 * of what jansson accepts with JSON_REJECT_DUPLICATES (well-formed UTF-8
 * strings, numbers that fit, no duplicate key, at most JV_MAX_DEPTH
 * levels) and hands anything else to jansson, whose
 * verdict stands: its error message, or its tree copied into struct jv. So
 * every file reads as it did through jansson alone, to the same values in
 * the same order (jansson iterates an object in insertion order) or the
 * same message.
 */
enum jv_type {
	JV_NULL, JV_TRUE, JV_FALSE, JV_INT, JV_REAL, JV_STRING, JV_ARRAY,
	JV_OBJECT,
};

struct jv {
	const char *key;	/* a member's key; NULL in an array */
	union {
		long long i;
		double r;
		const char *s;
		struct jv *kids;	/* members or elements */
	} u;
	unsigned n;		/* members or elements */
	unsigned char type;	/* enum jv_type */
};

/* jansson's JSON_PARSER_MAX_DEPTH: deeper nesting goes to jansson. */
#define JV_MAX_DEPTH 2048
/* Nodes of an arena block (more for a larger container). */
#define JV_BLOCK (1u << 16)

struct jv_block {
	struct jv_block *next;
	size_t used, cap;
	struct jv v[];
};

struct jtree {
	char *buf;		/* the file, NUL-terminated: the strings */
	size_t len;
	struct jv root;
	struct jv_block *blocks;
	json_t *json;		/* jansson's tree, when it read the file */
};

/* The accessors, in jansson's manner: any of them takes NULL. */
static bool
jv_is(const struct jv *v, int t)
{
	return v && v->type == t;
}

static bool
jv_is_object(const struct jv *v)
{
	return jv_is(v, JV_OBJECT);
}

static bool
jv_is_array(const struct jv *v)
{
	return jv_is(v, JV_ARRAY);
}

static bool
jv_is_string(const struct jv *v)
{
	return jv_is(v, JV_STRING);
}

static bool
jv_is_integer(const struct jv *v)
{
	return jv_is(v, JV_INT);
}

static bool
jv_is_real(const struct jv *v)
{
	return jv_is(v, JV_REAL);
}

static bool
jv_is_null(const struct jv *v)
{
	return jv_is(v, JV_NULL);
}

static bool
jv_is_true(const struct jv *v)
{
	return jv_is(v, JV_TRUE);
}

static bool
jv_is_number(const struct jv *v)
{
	return jv_is_integer(v) || jv_is_real(v);
}

static bool
jv_is_boolean(const struct jv *v)
{
	return jv_is(v, JV_TRUE) || jv_is(v, JV_FALSE);
}

static const char *
jv_string(const struct jv *v)
{
	return jv_is_string(v) ? v->u.s : NULL;
}

static long long
jv_integer(const struct jv *v)
{
	return jv_is_integer(v) ? v->u.i : 0;
}

static double
jv_number(const struct jv *v)
{
	return jv_is_integer(v) ? (double)v->u.i :
	       jv_is_real(v) ? v->u.r : 0;
}

static size_t
jv_object_size(const struct jv *v)
{
	return jv_is_object(v) ? v->n : 0;
}

static size_t
jv_array_size(const struct jv *v)
{
	return jv_is_array(v) ? v->n : 0;
}

static const struct jv *
jv_array_get(const struct jv *v, size_t k)
{
	return k < jv_array_size(v) ? &v->u.kids[k] : NULL;
}

/* Member key of object v (objects here have a few members: linear). */
static const struct jv *
jv_get(const struct jv *v, const char *key)
{
	for (size_t k = 0; k < jv_object_size(v); k++)
		if (!strcmp(v->u.kids[k].key, key))
			return &v->u.kids[k];
	return NULL;
}

/* Each member v (const struct jv *) of obj with its key, in file order. */
#define jv_object_foreach(obj, name, v) \
	for ((v) = jv_object_size(obj) ? (obj)->u.kids : NULL; \
	     (v) && (v) < (obj)->u.kids + (obj)->n && ((name) = (v)->key, 1); \
	     (v)++)
/* Each element v of arr with its index k. */
#define jv_array_foreach(arr, k, v) \
	for ((k) = 0; (k) < jv_array_size(arr) && \
		      ((v) = &(arr)->u.kids[k], 1); (k)++)

/* n nodes of t's arena, contiguous. */
static struct jv *
jv_alloc(struct jtree *t, size_t n)
{
	struct jv_block *b = t->blocks;

	if (!b || b->cap - b->used < n) {
		size_t cap = n > JV_BLOCK ? n : JV_BLOCK;

		b = xmalloc(sizeof(*b) + cap * sizeof(struct jv));
		b->used = 0;
		b->cap = cap;
		b->next = t->blocks;
		t->blocks = b;
	}
	b->used += n;
	return b->v + b->used - n;
}

static void
jtree_release(struct jtree *t)
{
	while (t->blocks) {
		struct jv_block *b = t->blocks;

		t->blocks = b->next;
		free(b);
	}
	json_decref(t->json);
	free(t->buf);
	memset(t, 0, sizeof(*t));
}

/* The parser's state: where it is, and the nodes of open containers. */
struct jparse {
	struct jtree *t;
	char *s, *end;
	struct jv *stack;	/* the members of every open container */
	size_t n, cap;
	unsigned *slots;	/* a scratch hash set of member indices */
	size_t nslots;
};

static void
jp_ws(struct jparse *ps)
{
	while (*ps->s == ' ' || *ps->s == '\n' || *ps->s == '\r' ||
	       *ps->s == '\t')
		ps->s++;
}

/* The value of 4 hex digits at s, or -1. */
static long
jp_hex4(const char *s)
{
	long v = 0;

	for (int k = 0; k < 4; k++) {
		char c = s[k];

		v <<= 4;
		if (c >= '0' && c <= '9')
			v |= c - '0';
		else if (c >= 'a' && c <= 'f')
			v |= c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			v |= c - 'A' + 10;
		else
			return -1;
	}
	return v;
}

/*
 * The length of the well-formed UTF-8 sequence at s (Unicode's table:
 * no overlong form, no surrogate, nothing above U+10FFFF), 0 if none.
 */
static int
jp_utf8(const unsigned char *s)
{
	unsigned char lo = 0x80, hi = 0xbf;
	int n;

	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4;
	else
		return 0;
	if (s[0] == 0xe0)
		lo = 0xa0;
	else if (s[0] == 0xed)
		hi = 0x9f;
	else if (s[0] == 0xf0)
		lo = 0x90;
	else if (s[0] == 0xf4)
		hi = 0x8f;
	if (s[1] < lo || s[1] > hi)
		return 0;
	for (int k = 2; k < n; k++)
		if (s[k] < 0x80 || s[k] > 0xbf)
			return 0;
	return n;
}

/* Code point c (no surrogate, not 0) as UTF-8 at d; its end. */
static char *
jp_put_utf8(char *d, long c)
{
	if (c < 0x80) {
		*d++ = (char)c;
	} else if (c < 0x800) {
		*d++ = (char)(0xc0 | (c >> 6));
		*d++ = (char)(0x80 | (c & 0x3f));
	} else if (c < 0x10000) {
		*d++ = (char)(0xe0 | (c >> 12));
		*d++ = (char)(0x80 | ((c >> 6) & 0x3f));
		*d++ = (char)(0x80 | (c & 0x3f));
	} else {
		*d++ = (char)(0xf0 | (c >> 18));
		*d++ = (char)(0x80 | ((c >> 12) & 0x3f));
		*d++ = (char)(0x80 | ((c >> 6) & 0x3f));
		*d++ = (char)(0x80 | (c & 0x3f));
	}
	return d;
}

/*
 * A string after its opening quote, decoded in place (no escape is
 * shorter than what it stands for) and NUL-terminated; NULL for what this
 * reader leaves to jansson: a control character, bytes that are not
 * UTF-8, an unknown escape, \u0000 or a lone surrogate, no closing quote.
 */
static const char *
jp_string(struct jparse *ps)
{
	char *start = ps->s, *d = ps->s, *s = ps->s;

	for (;;) {
		unsigned char c = (unsigned char)*s;
		long u, lo;
		int n;

		if (c == '"')
			break;
		if (c < 0x20)
			return NULL;
		if (c >= 0x80) {
			if (!(n = jp_utf8((const unsigned char *)s)))
				return NULL;
			memmove(d, s, (size_t)n);
			d += n;
			s += n;
			continue;
		}
		if (c != '\\') {
			*d++ = (char)c;
			s++;
			continue;
		}
		switch (s[1]) {
		case '"': case '\\': case '/': c = (unsigned char)s[1]; break;
		case 'b': c = '\b'; break;
		case 'f': c = '\f'; break;
		case 'n': c = '\n'; break;
		case 'r': c = '\r'; break;
		case 't': c = '\t'; break;
		case 'u':
			if ((u = jp_hex4(s + 2)) <= 0 ||
			    (u >= 0xdc00 && u <= 0xdfff))
				return NULL;
			s += 6;
			if (u >= 0xd800 && u <= 0xdbff) {
				if (s[0] != '\\' || s[1] != 'u' ||
				    (lo = jp_hex4(s + 2)) < 0xdc00 || lo > 0xdfff)
					return NULL;
				u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
				s += 6;
			}
			d = jp_put_utf8(d, u);
			continue;
		default:
			return NULL;
		}
		*d++ = (char)c;
		s += 2;
	}
	*d = '\0';
	ps->s = s + 1;
	return start;
}

static bool
jp_digit(char c)
{
	return c >= '0' && c <= '9';
}

/*
 * A number, in jansson's grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?
 * [0-9]+)?, an integer without fraction or exponent (strtoll's value), a
 * real with (strtod's); false for what does not fit (jansson's error).
 */
static bool
jp_number(struct jparse *ps, struct jv *v)
{
	char *s = ps->s, *start = s, *end;
	bool real = false;

	if (*s == '-')
		s++;
	if (*s == '0')
		s++;
	else if (jp_digit(*s))
		while (jp_digit(*s))
			s++;
	else
		return false;
	if (*s == '.') {
		real = true;
		if (!jp_digit(*++s))
			return false;
		while (jp_digit(*s))
			s++;
	}
	if (*s == 'e' || *s == 'E') {
		real = true;
		s++;
		if (*s == '+' || *s == '-')
			s++;
		if (!jp_digit(*s))
			return false;
		while (jp_digit(*s))
			s++;
	}
	if (!real && s - start <= 18) {
		long long x = 0;

		for (const char *d = *start == '-' ? start + 1 : start; d < s;
		     d++)
			x = 10 * x + (*d - '0');
		v->type = JV_INT;
		v->u.i = *start == '-' ? -x : x;
	} else if (!real) {
		errno = 0;
		v->type = JV_INT;
		v->u.i = strtoll(start, &end, 10);
		if (errno || end != s)
			return false;
	} else {
		errno = 0;
		v->type = JV_REAL;
		v->u.r = strtod(start, &end);
		if (end != s || ((v->u.r == HUGE_VAL || v->u.r == -HUGE_VAL) &&
				 errno == ERANGE))
			return false;
	}
	ps->s = s;
	return true;
}

static bool
jp_literal(struct jparse *ps, const char *word, size_t n, int type,
	   struct jv *v)
{
	if (strncmp(ps->s, word, n) || (ps->s[n] >= 'a' && ps->s[n] <= 'z'))
		return false;
	ps->s += n;
	v->type = (unsigned char)type;
	return true;
}

static void
jp_push(struct jparse *ps, const struct jv *v)
{
	if (ps->n == ps->cap) {
		ps->cap = ps->cap ? 2 * ps->cap : 1024;
		ps->stack = xrealloc(ps->stack, ps->cap * sizeof(*ps->stack));
	}
	ps->stack[ps->n++] = *v;
}

static uint32_t
jp_hash(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* Whether two of the n members kids have the same key. */
static bool
jp_duplicates(struct jparse *ps, const struct jv *kids, size_t n)
{
	size_t mask;

	if (n <= 8) {
		for (size_t a = 1; a < n; a++)
			for (size_t b = 0; b < a; b++)
				if (!strcmp(kids[a].key, kids[b].key))
					return true;
		return false;
	}
	for (mask = 15; mask < 2 * n; mask = 2 * mask + 1)
		;
	if (ps->nslots < mask + 1) {
		free(ps->slots);
		ps->nslots = mask + 1;
		ps->slots = xmalloc(ps->nslots * sizeof(*ps->slots));
	}
	memset(ps->slots, 0xff, (mask + 1) * sizeof(*ps->slots));
	for (size_t a = 0; a < n; a++) {
		size_t h = jp_hash(kids[a].key) & mask;

		for (; ps->slots[h] != UINT_MAX; h = (h + 1) & mask)
			if (!strcmp(kids[ps->slots[h]].key, kids[a].key))
				return true;
		ps->slots[h] = (unsigned)a;
	}
	return false;
}

static bool jp_value(struct jparse *ps, struct jv *v, unsigned depth);

/* An object or array after its opening bracket, its members in the arena. */
static bool
jp_container(struct jparse *ps, struct jv *v, bool object, unsigned depth)
{
	size_t base = ps->n, n;
	char close = object ? '}' : ']';

	if (depth > JV_MAX_DEPTH)
		return false;
	jp_ws(ps);
	if (*ps->s != close) {
		for (;;) {
			struct jv e = { 0 };

			if (object) {
				if (*ps->s != '"')
					return false;
				ps->s++;
				if (!(e.key = jp_string(ps)))
					return false;
				jp_ws(ps);
				if (*ps->s != ':')
					return false;
				ps->s++;
				jp_ws(ps);
			}
			if (!jp_value(ps, &e, depth))
				return false;
			jp_push(ps, &e);
			jp_ws(ps);
			if (*ps->s == close)
				break;
			if (*ps->s != ',')
				return false;
			ps->s++;
			jp_ws(ps);
		}
	}
	ps->s++;
	n = ps->n - base;
	if (n > UINT_MAX)
		return false;
	v->type = object ? JV_OBJECT : JV_ARRAY;
	v->n = (unsigned)n;
	v->u.kids = NULL;
	if (n) {
		v->u.kids = jv_alloc(ps->t, n);
		memcpy(v->u.kids, ps->stack + base, n * sizeof(*v->u.kids));
	}
	ps->n = base;
	return !object || !jp_duplicates(ps, v->u.kids, n);
}

/* A value at the parser's position (after white space). */
static bool
jp_value(struct jparse *ps, struct jv *v, unsigned depth)
{
	switch (*ps->s) {
	case '{':
	case '[':
		ps->s++;
		return jp_container(ps, v, ps->s[-1] == '{', depth + 1);
	case '"':
		ps->s++;
		v->type = JV_STRING;
		return (v->u.s = jp_string(ps)) != NULL;
	case 't':
		return jp_literal(ps, "true", 4, JV_TRUE, v);
	case 'f':
		return jp_literal(ps, "false", 5, JV_FALSE, v);
	case 'n':
		return jp_literal(ps, "null", 4, JV_NULL, v);
	default:
		return jp_number(ps, v);
	}
}

/*
 * t->buf (t->len bytes) as a tree of struct jv; false (t holds no tree)
 * where jansson must decide. The top level is an object or an array with
 * nothing but white space after it, as jansson wants without
 * JSON_DECODE_ANY.
 */
static bool
jtree_parse_fast(struct jtree *t)
{
	struct jparse ps = { .t = t, .s = t->buf, .end = t->buf + t->len };
	bool ok;

	jp_ws(&ps);
	ok = (*ps.s == '{' || *ps.s == '[') && jp_value(&ps, &t->root, 0);
	if (ok) {
		jp_ws(&ps);
		ok = ps.s == ps.end;
	}
	free(ps.stack);
	free(ps.slots);
	return ok;
}

/* jansson's value j as struct jv (its strings stay jansson's). */
static bool
jv_from_json(struct jtree *t, struct jv *v, json_t *j)
{
	const char *key;
	json_t *e;
	size_t k = 0;

	switch (json_typeof(j)) {
	case JSON_OBJECT:
	case JSON_ARRAY:
		v->type = json_is_object(j) ? JV_OBJECT : JV_ARRAY;
		k = json_is_object(j) ? json_object_size(j) :
					json_array_size(j);
		if (k > UINT_MAX)
			return false;
		v->n = (unsigned)k;
		v->u.kids = NULL;
		if (k) {
			v->u.kids = jv_alloc(t, k);
			memset(v->u.kids, 0, k * sizeof(*v->u.kids));
		}
		k = 0;
		if (json_is_object(j)) {
			json_object_foreach(j, key, e) {
				v->u.kids[k].key = key;
				if (!jv_from_json(t, &v->u.kids[k++], e))
					return false;
			}
		} else {
			json_array_foreach(j, k, e)
				if (!jv_from_json(t, &v->u.kids[k], e))
					return false;
		}
		return true;
	case JSON_STRING:
		v->type = JV_STRING;
		v->u.s = json_string_value(j);
		return true;
	case JSON_INTEGER:
		v->type = JV_INT;
		v->u.i = json_integer_value(j);
		return true;
	case JSON_REAL:
		v->type = JV_REAL;
		v->u.r = json_real_value(j);
		return true;
	case JSON_TRUE:
		v->type = JV_TRUE;
		return true;
	case JSON_FALSE:
		v->type = JV_FALSE;
		return true;
	case JSON_NULL:
		v->type = JV_NULL;
		return true;
	}
	return false;
}

/* The whole of fd into t->buf, NUL-terminated; false on a read error. */
static bool
read_all(int fd, struct jtree *t)
{
	struct stat st;
	size_t cap = 1 << 16;
	ssize_t k;

	if (!fstat(fd, &st) && S_ISREG(st.st_mode) && st.st_size > 0)
		cap = (size_t)st.st_size + 1;
	t->buf = xmalloc(cap);
	for (;;) {
		if (t->len + 1 == cap)
			t->buf = xrealloc(t->buf, cap *= 2);
		k = read(fd, t->buf + t->len, cap - 1 - t->len);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return false;
		if (!k)
			break;
		t->len += (size_t)k;
	}
	t->buf[t->len] = '\0';
	return true;
}

/*
 * The profile at path as a tree: "cannot read" when it cannot be opened,
 * jansson's message when it is not JSON.
 */
static int
jtree_load(struct jtree *t, const char *path)
{
	json_error_t err;
	bool whole;
	int fd;
	FILE *f;

	memset(t, 0, sizeof(*t));
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return tr_error("cannot read profile '%s': %s", path,
				strerror(errno));
	whole = read_all(fd, t);
	close(fd);
	if (whole && jtree_parse_fast(t))
		return 0;
	/*
	 * What this reader leaves (its buffer is spoiled by the parse in
	 * place), jansson reads from the file as it always did. An id
	 * given twice would be ambiguous: the profiler never does.
	 */
	jtree_release(t);
	f = fopen(path, "r");
	if (!f)
		return tr_error("cannot read profile '%s': %s", path,
				strerror(errno));
	t->json = json_loadf(f, JSON_REJECT_DUPLICATES, &err);
	fclose(f);
	if (!t->json) {
		jtree_release(t);
		return tr_error("profile '%s' is not valid JSON (line %d: %s)",
				path, err.line, tr_one_line(err.text));
	}
	if (!jv_from_json(t, &t->root, t->json)) {
		jtree_release(t);
		return tr_error("profile '%s' is too large", path);
	}
	return 0;
}

/*
 * The error for a member that is missing or has the wrong shape (key
 * NULL) or for one of its entries, with why (a format) saying what is
 * wrong. Keys and names quoted from the file are cut to 64 characters.
 */
static int __attribute__((format(printf, 4, 5)))
bad(const char *path, const char *member, const char *key, const char *why,
    ...)
{
	char what[256], msg[512];
	va_list ap;

	va_start(ap, why);
	vsnprintf(what, sizeof(what), why, ap);
	va_end(ap);
	if (key)
		snprintf(msg, sizeof(msg), "bad entry \"%.64s\" in \"%s\": %s",
			 key, member, what);
	else
		snprintf(msg, sizeof(msg), "\"%s\" is missing or malformed: %s",
			 member, what);
	return tr_error("profile '%s': %s", path, tr_one_line(msg));
}

/* A decimal instruction id, 1..UINT_MAX, nothing else. */
static bool
parse_id(const char *key, unsigned *id)
{
	unsigned long long v = 0;

	if (!*key || *key == '0')
		return false;
	for (const char *s = key; *s; s++) {
		if (*s < '0' || *s > '9')
			return false;
		v = 10 * v + (unsigned long long)(*s - '0');
		if (v > UINT_MAX)
			return false;
	}
	*id = (unsigned)v;
	return true;
}

/* A JSON integer that is a count (0 .. 2^63 - 1, all a JSON integer holds). */
static bool
get_count(const struct jv *v, uint64_t *n)
{
	if (!jv_is_integer(v) || jv_integer(v) < 0)
		return false;
	*n = (uint64_t)jv_integer(v);
	return true;
}

/* What is wrong with v as a count, for a message. */
static const char *
not_count(const struct jv *v)
{
	if (!v)
		return "missing";
	if (jv_is_integer(v))
		return "negative";
	if (jv_is_real(v))
		return "not an integer";
	return "not a number";
}

/* Member name of object obj (entry key of member) as a count. */
static int
entry_count(const struct prof_profile *p, const char *member, const char *key,
	    const struct jv *obj, const char *name, uint64_t *n)
{
	const struct jv *v = jv_get(obj, name);

	if (get_count(v, n))
		return 0;
	return bad(p->path, member, key, "\"%s\" is %s", name, not_count(v));
}

/* The key of an entry as an id, and the entry as an object. */
static int
entry_id(const struct prof_profile *p, const char *member, const char *key,
	 const struct jv *v, bool object, unsigned *id)
{
	if (!parse_id(key, id))
		return bad(p->path, member, key, "not an instruction id (a "
			   "decimal number from 1 to %u)", UINT_MAX);
	if (object && !jv_is_object(v))
		return bad(p->path, member, key, "not an object");
	return 0;
}

/*
 * The count of the instruction an entry of member is about, which every
 * instruction a member names has: a site is counted where it runs.
 */
static int
entry_inst_count(const struct prof_profile *p, const char *member,
		 const char *key, unsigned id, uint64_t *n)
{
	if (!prof_count(p, id, n))
		return bad(p->path, member, key, "#%u has no count in "
			   "\"counts\"", id);
	return 0;
}

/* The counts add up exactly: a run that ended normally, no threads. */
static bool
exact(const struct prof_profile *p)
{
	return !p->crashed && !p->atomic;
}

static int
by_inst(const void *a, const void *b)
{
	unsigned x = ((const struct prof_inst *)a)->id;
	unsigned y = ((const struct prof_inst *)b)->id;

	return (x > y) - (x < y);
}

/*
 * Counts by id, sorted: memory follows the file, however sparse the ids.
 * Their sum must fit in 63 bits, be "totals"."instructions", and not be 0.
 */
static int
load_counts(struct prof_profile *p, const struct jv *counts)
{
	const char *key;
	const struct jv *v;
	uint64_t sum = 0;

	if (!jv_is_object(counts))
		return bad(p->path, "counts", NULL, "not an object of counts "
			   "by instruction id");
	p->insts = xcalloc(jv_object_size(counts) + 1, sizeof(*p->insts));
	jv_object_foreach(counts, key, v) {
		struct prof_inst *in = &p->insts[p->ninsts];

		if (entry_id(p, "counts", key, v, false, &in->id))
			return -1;
		if (!get_count(v, &in->count))
			return bad(p->path, "counts", key, "the count is %s",
				   not_count(v));
		if (__builtin_add_overflow(sum, in->count, &sum) ||
		    sum > COUNT_MAX)
			return tr_error("profile '%s': the counts in "
					"\"counts\" add up to more than 2^63 "
					"- 1, more than any run executes",
					p->path);
		p->ninsts++;
	}
	qsort(p->insts, p->ninsts, sizeof(*p->insts), by_inst);
	if (sum != p->total_insts)
		return tr_error("profile '%s': \"totals\" says %llu "
				"instructions ran, but \"counts\" add up to "
				"%llu", p->path,
				(unsigned long long)p->total_insts,
				(unsigned long long)sum);
	if (!sum)
		return tr_error("the profile '%s' counts no executed "
				"instruction: every count in \"counts\" is 0, "
				"so there is nothing to weigh a prediction by",
				p->path);
	return 0;
}

static int
by_branch(const void *a, const void *b)
{
	unsigned x = ((const struct prof_branch *)a)->id;
	unsigned y = ((const struct prof_branch *)b)->id;

	return (x > y) - (x < y);
}

static int
by_call(const void *a, const void *b)
{
	unsigned x = ((const struct prof_call *)a)->id;
	unsigned y = ((const struct prof_call *)b)->id;

	return (x > y) - (x < y);
}

/*
 * Successor counts of every branch; in a run that ended normally without
 * threads they add up to the times the branch ran (docs/profile.md,
 * Counters), otherwise (a crash, a snapshot of threads) they need not.
 */
static int
load_branches(struct prof_profile *p, const struct jv *branches)
{
	const char *key;
	const struct jv *v, *e;
	size_t k;
	uint64_t n;

	if (!jv_is_object(branches))
		return bad(p->path, "branches", NULL, "not an object of "
			   "successor counts by instruction id");
	p->branches = xcalloc(jv_object_size(branches) + 1,
			      sizeof(*p->branches));
	jv_object_foreach(branches, key, v) {
		struct prof_branch *b = &p->branches[p->nbranches];

		if (entry_id(p, "branches", key, v, false, &b->id) ||
		    entry_inst_count(p, "branches", key, b->id, &n))
			return -1;
		if (!jv_is_array(v) || !jv_array_size(v) ||
		    jv_array_size(v) > UINT_MAX)
			return bad(p->path, "branches", key, "not an array of "
				   "successor counts");
		b->nsucc = (unsigned)jv_array_size(v);
		b->succ = xcalloc(b->nsucc, sizeof(*b->succ));
		p->nbranches++;
		jv_array_foreach(v, k, e) {
			if (!get_count(e, &b->succ[k]))
				return bad(p->path, "branches", key,
					   "successor %zu's count is %s", k,
					   not_count(e));
			if (__builtin_add_overflow(b->total, b->succ[k],
						   &b->total) ||
			    b->total > COUNT_MAX)
				return bad(p->path, "branches", key, "its "
					   "successor counts add up to more "
					   "than 2^63 - 1");
		}
		if (exact(p) && b->total != n)
			return bad(p->path, "branches", key, "its successors "
				   "were taken %llu times, but \"counts\" says "
				   "#%u ran %llu times (in a run that ended "
				   "normally they are equal)",
				   (unsigned long long)b->total, b->id,
				   (unsigned long long)n);
	}
	qsort(p->branches, p->nbranches, sizeof(*p->branches), by_branch);
	return 0;
}

static int
load_calls(struct prof_profile *p, const struct jv *calls)
{
	const char *key;
	const struct jv *v, *callee;
	uint64_t n;

	if (!jv_is_object(calls))
		return bad(p->path, "calls", NULL, "not an object of call "
			   "sites by instruction id");
	p->calls = xcalloc(jv_object_size(calls) + 1, sizeof(*p->calls));
	jv_object_foreach(calls, key, v) {
		struct prof_call *c = &p->calls[p->ncalls];

		if (entry_id(p, "calls", key, v, true, &c->id) ||
		    entry_inst_count(p, "calls", key, c->id, &n) ||
		    entry_count(p, "calls", key, v, "count", &c->count))
			return -1;
		callee = jv_get(v, "callee");
		if (!(jv_is_string(callee) || jv_is_null(callee)) ||
		    (callee && jv_is_string(callee) &&
		     !*jv_string(callee)))
			return bad(p->path, "calls", key, "\"callee\" is not a "
				   "function's name or null");
		c->callee = jv_is_string(callee) ?
			    xstrdup(jv_string(callee)) : NULL;
		p->ncalls++;
	}
	qsort(p->calls, p->ncalls, sizeof(*p->calls), by_call);
	return 0;
}

static int
by_value(const void *a, const void *b)
{
	unsigned x = ((const struct prof_value *)a)->id;
	unsigned y = ((const struct prof_value *)b)->id;

	return (x > y) - (x < y);
}

static int
by_compare(const void *a, const void *b)
{
	unsigned x = ((const struct prof_compare *)a)->id;
	unsigned y = ((const struct prof_compare *)b)->id;

	return (x > y) - (x < y);
}

static int
by_shift(const void *a, const void *b)
{
	unsigned x = ((const struct prof_shift *)a)->id;
	unsigned y = ((const struct prof_shift *)b)->id;

	return (x > y) - (x < y);
}

/* A short string member into buf (size n); false if missing or too long. */
static bool
get_name(const struct jv *v, char *buf, size_t n)
{
	if (!jv_is_string(v) || strlen(jv_string(v)) >= n)
		return false;
	memcpy(buf, jv_string(v), strlen(jv_string(v)) + 1);
	return true;
}

/* The PROF_VOP_* operation named name, or 0. */
static unsigned
vop_of(const char *name)
{
	for (unsigned op = 1; op <= PROF_VOP_LAST; op++)
		if (!strcmp(name, prof_vop_name(op)))
			return op;
	return 0;
}

/* An optional "exact" member: absent or a boolean. */
static bool
exact_ok(const struct jv *v)
{
	const struct jv *e = jv_get(v, "exact");

	return !e || jv_is_boolean(e);
}

/*
 * A member that repeats a ratio of counts (a sensitivity, a dead
 * fraction, loads per write), which this reader computes again rather
 * than trusting it: absent, or null when den is 0, or num / den but for
 * the rounding of its 17 digits. A number that says otherwise is edited.
 */
static bool
ratio_ok(const struct jv *v, uint64_t num, uint64_t den)
{
	double want, slack;

	if (!v)
		return true;
	if (!den)
		return jv_is_null(v);
	want = (double)num / (double)den;
	slack = 1e-9 * (want > 1 ? want : 1);
	return jv_is_number(v) && fabs(jv_number(v) - want) <= slack;
}

/*
 * A value site's "margins" (issue 15; optional: older profiles and sites
 * never sampled lack it): an object of bin -> count, bins "0" to "64" in
 * canonical decimal, only for a compare or min/max, the counts adding up
 * to at most its samples.
 */
static int
load_margins(struct prof_profile *p, const char *key, struct prof_value *e,
	     unsigned op, const struct jv *margins)
{
	const char *bin;
	const struct jv *c;
	uint64_t sum = 0;
	unsigned k = 0;

	if (!margins)
		return 0;
	if (!jv_is_object(margins))
		return bad(p->path, "values", key, "\"margins\" is not an "
			   "object of counts by bin");
	if (!prof_vop_margins(op))
		return bad(p->path, "values", key, "\"margins\" of %s, which "
			   "is neither a compare nor a min or max", e->op);
	jv_object_foreach(margins, bin, c) {
		/* Canonical decimal: no sign, no leading zero. */
		if (!*bin || strlen(bin) > 2 ||
		    strspn(bin, "0123456789") != strlen(bin) ||
		    (bin[0] == '0' && bin[1]) ||
		    (k = (unsigned)strtoul(bin, NULL, 10)) >= PROF_MARGIN_BINS)
			return bad(p->path, "values", key, "margin bin "
				   "\"%.8s\" is not 0 to %d", bin,
				   PROF_MARGIN_BINS - 1);
		if (!get_count(c, &e->margin[k]))
			return bad(p->path, "values", key, "margin bin %u's "
				   "count is %s", k, not_count(c));
		if (__builtin_add_overflow(sum, e->margin[k], &sum) ||
		    sum > e->samples)
			return bad(p->path, "values", key, "its margins count "
				   "more than its %llu samples",
				   (unsigned long long)e->samples);
	}
	e->has_margins = true;
	return 0;
}

/*
 * A value site's "magnitudes" (issue 15; optional as "margins"): four
 * [n, mean] pairs, operands 0..2 and the result, n at most the samples
 * (0 for an operand the operation does not have), mean null when n is 0,
 * else a finite number in [-1100, 1100] (floor(log2 |x|) of a double is
 * -1074 to 1023).
 */
static int
load_magnitudes(struct prof_profile *p, const char *key, struct prof_value *e,
		const struct jv *mags)
{
	const struct jv *pair, *m;
	double mean;

	if (!mags)
		return 0;
	if (!jv_is_array(mags) || jv_array_size(mags) != 4)
		return bad(p->path, "values", key, "\"magnitudes\" is not an "
			   "array of 4 [n, mean] pairs");
	for (unsigned s = 0; s < 4; s++) {
		pair = jv_array_get(mags, s);
		m = jv_array_get(pair, 1);
		if (!jv_is_array(pair) || jv_array_size(pair) != 2 ||
		    !get_count(jv_array_get(pair, 0), &e->mag_n[s]))
			return bad(p->path, "values", key, "magnitude %u is "
				   "not [n, mean] with a count n", s);
		if (e->mag_n[s] > e->samples ||
		    (s < 3 && s >= e->nops && e->mag_n[s]))
			return bad(p->path, "values", key, "magnitude %u: %llu "
				   "values of %llu samples", s,
				   (unsigned long long)e->mag_n[s],
				   (unsigned long long)(s < 3 && s >= e->nops ?
							0 : e->samples));
		if (!e->mag_n[s] && jv_is_null(m))
			continue;
		if (!e->mag_n[s] || !jv_is_number(m) ||
		    !isfinite(mean = jv_number(m)) || mean < -1100 ||
		    mean > 1100)
			return bad(p->path, "values", key, "magnitude %u's "
				   "mean is not null (n = 0) or a number from "
				   "-1100 to 1100 (n > 0)", s);
		e->mag_mean[s] = mean;
	}
	return 0;
}

/* "values" (optional: profiles of the first slice lack it). */
static int
load_values(struct prof_profile *p, const struct jv *values)
{
	const char *key;
	const struct jv *v, *ops, *o;
	size_t k;
	uint64_t n;
	unsigned op;

	if (!values)
		return 0;
	if (!jv_is_object(values))
		return bad(p->path, "values", NULL, "not an object of value "
			   "profiles by instruction id");
	p->values = xcalloc(jv_object_size(values) + 1, sizeof(*p->values));
	jv_object_foreach(values, key, v) {
		struct prof_value *e = &p->values[p->nvalues];

		if (entry_id(p, "values", key, v, true, &e->id) ||
		    entry_inst_count(p, "values", key, e->id, &n) ||
		    entry_count(p, "values", key, v, "samples", &e->samples) ||
		    entry_count(p, "values", key, v, "executions",
				&e->executions))
			return -1;
		if (!get_name(jv_get(v, "op"), e->op, sizeof(e->op)) ||
		    !(op = vop_of(e->op)))
			return bad(p->path, "values", key, "\"op\" is not an "
				   "operation the profiler re-evaluates");
		if (e->executions != n)
			return bad(p->path, "values", key, "\"executions\" is "
				   "%llu, but \"counts\" says #%u ran %llu "
				   "times", (unsigned long long)e->executions,
				   e->id, (unsigned long long)n);
		if (exact(p) && e->samples > e->executions)
			return bad(p->path, "values", key, "%llu samples of "
				   "%llu executions",
				   (unsigned long long)e->samples,
				   (unsigned long long)e->executions);
		ops = jv_get(v, "operands");
		if (!jv_is_array(ops) ||
		    jv_array_size(ops) != prof_vop_nops(op))
			return bad(p->path, "values", key, "\"operands\" is "
				   "not an array of the %u operands of %s",
				   prof_vop_nops(op), e->op);
		e->nops = (unsigned)jv_array_size(ops);
		jv_array_foreach(ops, k, o) {
			char name[32];

			if (jv_is_null(o))
				continue;
			snprintf(name, sizeof(name), "operand %zu", k);
			if (!jv_is_object(o))
				return bad(p->path, "values", key, "%s is not "
					   "an object or null", name);
			if (entry_count(p, "values", key, o, "flips",
					&e->ops[k].flips) ||
			    entry_count(p, "values", key, o, "changed",
					&e->ops[k].changed))
				return -1;
			if (e->ops[k].changed > e->ops[k].flips)
				return bad(p->path, "values", key, "%s: %llu "
					   "of %llu flips changed the result",
					   name, (unsigned long long)
					   e->ops[k].changed,
					   (unsigned long long)e->ops[k].flips);
			if (!ratio_ok(jv_get(o, "sensitivity"),
				      e->ops[k].changed, e->ops[k].flips))
				return bad(p->path, "values", key, "%s: "
					   "\"sensitivity\" is not changed / "
					   "flips", name);
			e->ops[k].flipped = true;
		}
		if (load_margins(p, key, e, op,
				 jv_get(v, "margins")) ||
		    load_magnitudes(p, key, e,
				    jv_get(v, "magnitudes")))
			return -1;
		p->nvalues++;
	}
	qsort(p->values, p->nvalues, sizeof(*p->values), by_value);
	return 0;
}

/* A mean: a real (or an integer), or null when it has none. */
static bool
get_mean(const struct jv *v, double *m, bool *has)
{
	if (jv_is_null(v)) {
		*has = false;
		return true;
	}
	if (!jv_is_number(v) || !isfinite(jv_number(v)))
		return false;
	*m = jv_number(v);
	*has = true;
	return true;
}

/* Whether s is one of the n names in list. */
static bool
listed(const char *s, const char *const *list, size_t n)
{
	for (size_t k = 0; k < n; k++)
		if (!strcmp(s, list[k]))
			return true;
	return false;
}

/* Whether s is a predicate the profile spells (prof_predicate_name). */
static bool
predicate_known(const char *s, bool fp)
{
	const char *name;

	for (unsigned k = 0; (name = prof_predicate_name(fp, k)); k++)
		if (!strcmp(s, name))
			return true;
	return false;
}

/* The width of a compare's operand type ("i1".."i64", "ptr", "float",
   "double"), or 0 for anything else. */
static unsigned
type_width(const char *t)
{
	unsigned long w;
	char *end;

	if (!strcmp(t, "ptr") || !strcmp(t, "double"))
		return 64;
	if (!strcmp(t, "float"))
		return 32;
	if (t[0] != 'i' || t[1] < '1' || t[1] > '9')
		return 0;
	w = strtoul(t + 1, &end, 10);
	return *end || w > 64 ? 0 : (unsigned)w;
}

/* "compares" (optional). */
static int
load_compares(struct prof_profile *p, const struct jv *compares)
{
	const char *key;
	const struct jv *v, *mean;
	bool has0, has1;
	uint64_t n;

	if (!compares)
		return 0;
	if (!jv_is_object(compares))
		return bad(p->path, "compares", NULL, "not an object of "
			   "compare statistics by instruction id");
	p->compares = xcalloc(jv_object_size(compares) + 1,
			      sizeof(*p->compares));
	jv_object_foreach(compares, key, v) {
		struct prof_compare *c = &p->compares[p->ncompares];

		if (entry_id(p, "compares", key, v, true, &c->id) ||
		    entry_inst_count(p, "compares", key, c->id, &n) ||
		    entry_count(p, "compares", key, v, "n", &c->n) ||
		    entry_count(p, "compares", key, v, "true", &c->ntrue) ||
		    entry_count(p, "compares", key, v, "false", &c->nfalse))
			return -1;
		if (!get_name(jv_get(v, "type"), c->type,
			      sizeof(c->type)) ||
		    !(c->width = type_width(c->type)))
			return bad(p->path, "compares", key, "\"type\" is not "
				   "i1 to i64, ptr, float or double");
		c->fp = !strcmp(c->type, "float") || !strcmp(c->type, "double");
		if (!get_name(jv_get(v, "predicate"), c->predicate,
			      sizeof(c->predicate)) ||
		    !predicate_known(c->predicate, c->fp))
			return bad(p->path, "compares", key, "\"predicate\" is "
				   "not one of %s",
				   c->fp ? "fcmp's" : "icmp's");
		if (c->n != n)
			return bad(p->path, "compares", key, "\"n\" is %llu, "
				   "but \"counts\" says #%u ran %llu times",
				   (unsigned long long)c->n, c->id,
				   (unsigned long long)n);
		if (c->ntrue > c->n || c->nfalse != c->n - c->ntrue)
			return bad(p->path, "compares", key, "true %llu and "
				   "false %llu times do not add up to n = %llu",
				   (unsigned long long)c->ntrue,
				   (unsigned long long)c->nfalse,
				   (unsigned long long)c->n);
		if (!exact_ok(v))
			return bad(p->path, "compares", key, "\"exact\" is not "
				   "a boolean");
		mean = jv_get(v, "mean");
		if (jv_is_array(mean) && jv_array_size(mean) == 2 &&
		    get_mean(jv_array_get(mean, 0), &c->mean[0], &has0) &&
		    get_mean(jv_array_get(mean, 1), &c->mean[1], &has1) &&
		    c->n) {
			c->has_mean = has0 && has1;
		} else if (!jv_is_null(mean)) {
			return bad(p->path, "compares", key, "\"mean\" is not "
				   "null or two operand means of a compare "
				   "that ran");
		}
		p->ncompares++;
	}
	qsort(p->compares, p->ncompares, sizeof(*p->compares), by_compare);
	return 0;
}

/* A list of parameter indices below 64, as a mask into *mask. */
static int
param_mask(struct prof_profile *p, const char *kernel, const char *which,
	   const struct jv *arr, uint64_t *mask)
{
	const struct jv *e;
	size_t k;

	*mask = 0;
	if (!arr)
		return 0;
	if (!jv_is_array(arr))
		return bad(p->path, "device.params", kernel, "\"%s\" is not "
			   "an array", which);
	jv_array_foreach(arr, k, e) {
		if (!jv_is_integer(e) || jv_integer(e) < 0 ||
		    jv_integer(e) > 63)
			return bad(p->path, "device.params", kernel,
				   "\"%s\" holds something other than a "
				   "parameter index 0-63", which);
		if (*mask & (1ull << jv_integer(e)))
			return bad(p->path, "device.params", kernel,
				   "\"%s\" names parameter %lld twice",
				   which, jv_integer(e));
		*mask |= 1ull << jv_integer(e);
	}
	return 0;
}

static int
by_kernel_name(const void *a, const void *b)
{
	return strcmp(((const struct prof_kernel_params *)a)->name,
		      ((const struct prof_kernel_params *)b)->name);
}

/* "device"."params" (optional): kernel name -> {"dead": [...], "live":
   [...]}, disjoint. */
static int
load_params(struct prof_profile *p, const struct jv *params)
{
	const struct jv *v;
	const char *name;

	if (!params)
		return 0;
	if (!jv_is_object(params))
		return bad(p->path, "device", "params", "not an object");
	p->kernels = xcalloc(jv_object_size(params) + 1, sizeof(*p->kernels));
	jv_object_foreach(params, name, v) {
		struct prof_kernel_params *k = &p->kernels[p->nkernels];

		if (!jv_is_object(v))
			return bad(p->path, "device.params", name,
				   "not an object");
		if (param_mask(p, name, "dead", jv_get(v, "dead"), &k->dead) ||
		    param_mask(p, name, "live", jv_get(v, "live"), &k->live))
			return -1;
		if (k->dead & k->live)
			return bad(p->path, "device.params", name, "a parameter "
				   "both dead and live");
		k->name = xstrdup(name);
		p->nkernels++;
	}
	qsort(p->kernels, p->nkernels, sizeof(*p->kernels), by_kernel_name);
	return 0;
}

const struct prof_kernel_params *
prof_kernel_params_find(const struct prof_profile *p, const char *name)
{
	struct prof_kernel_params key = { .name = name };

	if (!p->nkernels || !name)
		return NULL;
	return bsearch(&key, p->kernels, p->nkernels, sizeof(key),
		       by_kernel_name);
}

/*
 * "device" (optional: a device profile's allocations): "allocations",
 * "bytes" and "largest", counts, the largest at most the bytes; and
 * "params" (load_params).
 */
static int
load_device(struct prof_profile *p, const struct jv *dev)
{
	if (!dev)
		return 0;
	if (!jv_is_object(dev))
		return bad(p->path, "device", NULL, "not an object");
	if (entry_count(p, "device", "allocations", dev, "allocations",
			&p->device_allocations) ||
	    entry_count(p, "device", "bytes", dev, "bytes", &p->device_bytes) ||
	    entry_count(p, "device", "largest", dev, "largest",
			&p->device_largest))
		return -1;
	if (p->device_largest > p->device_bytes ||
	    (p->device_allocations == 0) != (p->device_bytes == 0))
		return bad(p->path, "device", NULL, "%llu allocations of %llu "
			   "bytes, the largest %llu: not possible",
			   (unsigned long long)p->device_allocations,
			   (unsigned long long)p->device_bytes,
			   (unsigned long long)p->device_largest);
	p->device = true;
	return load_params(p, jv_get(dev, "params"));
}

/* "shifts" (optional). */
static int
load_shifts(struct prof_profile *p, const struct jv *shifts)
{
	static const char *const ops[] = { "shl", "lshr", "ashr" };
	const char *key;
	const struct jv *v, *op;
	uint64_t w, n;

	if (!shifts)
		return 0;
	if (!jv_is_object(shifts))
		return bad(p->path, "shifts", NULL, "not an object of shift "
			   "statistics by instruction id");
	p->shifts = xcalloc(jv_object_size(shifts) + 1, sizeof(*p->shifts));
	jv_object_foreach(shifts, key, v) {
		struct prof_shift *s = &p->shifts[p->nshifts];

		if (entry_id(p, "shifts", key, v, true, &s->id) ||
		    entry_inst_count(p, "shifts", key, s->id, &n) ||
		    entry_count(p, "shifts", key, v, "n", &s->n) ||
		    entry_count(p, "shifts", key, v, "width", &w))
			return -1;
		op = jv_get(v, "op");
		if (!jv_is_string(op) ||
		    !listed(jv_string(op), ops, 3))
			return bad(p->path, "shifts", key, "\"op\" is not shl, "
				   "lshr or ashr");
		if (w < 1 || w > 64)
			return bad(p->path, "shifts", key, "\"width\" is %llu, "
				   "not 1 to 64", (unsigned long long)w);
		if (s->n != n)
			return bad(p->path, "shifts", key, "\"n\" is %llu, but "
				   "\"counts\" says #%u ran %llu times",
				   (unsigned long long)s->n, s->id,
				   (unsigned long long)n);
		if (!get_mean(jv_get(v, "mean"), &s->mean,
			      &s->has_mean) ||
		    (s->has_mean && (s->mean < 0 || !s->n)))
			return bad(p->path, "shifts", key, "\"mean\" is not "
				   "null or the mean amount (>= 0) of a shift "
				   "that ran");
		if (!exact_ok(v))
			return bad(p->path, "shifts", key, "\"exact\" is not "
				   "a boolean");
		s->width = (unsigned)w;
		p->nshifts++;
	}
	qsort(p->shifts, p->nshifts, sizeof(*p->shifts), by_shift);
	return 0;
}

static int
by_store_load(const void *a, const void *b)
{
	const struct prof_mem_pair *x = a, *y = b;

	if (x->store != y->store)
		return (x->store > y->store) - (x->store < y->store);
	return (x->load > y->load) - (x->load < y->load);
}

static int
by_load_store(const void *a, const void *b)
{
	const struct prof_mem_pair *x = a, *y = b;

	if (x->load != y->load)
		return (x->load > y->load) - (x->load < y->load);
	return (x->store > y->store) - (x->store < y->store);
}

static int
by_mstore(const void *a, const void *b)
{
	unsigned x = ((const struct prof_mem_store *)a)->id;
	unsigned y = ((const struct prof_mem_store *)b)->id;

	return (x > y) - (x < y);
}

static int
by_access(const void *a, const void *b)
{
	unsigned x = ((const struct prof_mem_access *)a)->id;
	unsigned y = ((const struct prof_mem_access *)b)->id;

	return (x > y) - (x < y);
}

static int
by_output(const void *a, const void *b)
{
	unsigned x = ((const struct prof_output *)a)->id;
	unsigned y = ((const struct prof_output *)b)->id;

	return (x > y) - (x < y);
}

/* A real in [0, 1] (an integer 0 or 1 too). */
static bool
get_fraction(const struct jv *v, double *f)
{
	if (!jv_is_number(v))
		return false;
	*f = jv_number(v);
	return *f >= 0 && *f <= 1;
}

/* A store id as a JSON integer: 0..UINT_MAX. */
static bool
get_id(const struct jv *v, unsigned *id)
{
	uint64_t n;

	if (!get_count(v, &n) || n > UINT_MAX)
		return false;
	*id = (unsigned)n;
	return true;
}

static int
load_pairs(struct prof_profile *p, const struct jv *pairs)
{
	size_t k;
	const struct jv *t;

	if (!jv_is_array(pairs))
		return bad(p->path, "memory", "pairs", "not an array");
	p->pairs = xcalloc(jv_array_size(pairs) + 1, sizeof(*p->pairs));
	jv_array_foreach(pairs, k, t) {
		struct prof_mem_pair *e = &p->pairs[p->npairs];

		if (!jv_is_array(t) || jv_array_size(t) != 3 ||
		    !get_id(jv_array_get(t, 0), &e->store) ||
		    !get_id(jv_array_get(t, 1), &e->load) || !e->load ||
		    !get_count(jv_array_get(t, 2), &e->count))
			return bad(p->path, "memory", "pairs", "pair %zu is "
				   "not [store id or 0, load id, count]", k);
		p->npairs++;
	}
	qsort(p->pairs, p->npairs, sizeof(*p->pairs), by_store_load);
	p->pairs_by_load = xmalloc((p->npairs + 1) * sizeof(*p->pairs));
	memcpy(p->pairs_by_load, p->pairs, p->npairs * sizeof(*p->pairs));
	qsort(p->pairs_by_load, p->npairs, sizeof(*p->pairs), by_load_store);
	return 0;
}

/* The executions of a memory site: its count (0 if it has none). */
static int
mem_executions(const struct prof_profile *p, const char *key, unsigned id,
	       uint64_t executions)
{
	uint64_t n = 0;

	prof_count(p, id, &n);
	if (executions != n)
		return bad(p->path, "memory", key, "\"executions\" is %llu, "
			   "but \"counts\" says #%u ran %llu times",
			   (unsigned long long)executions, id,
			   (unsigned long long)n);
	return 0;
}

static int
load_stores(struct prof_profile *p, const struct jv *stores)
{
	const char *key;
	const struct jv *v, *f;

	p->stores = xcalloc(jv_object_size(stores) + 1, sizeof(*p->stores));
	jv_object_foreach(stores, key, v) {
		struct prof_mem_store *e = &p->stores[p->nstores];
		const struct prof_mem_pair *pr;
		uint64_t loads = 0;
		size_t n;

		if (entry_id(p, "memory", key, v, true, &e->id) ||
		    entry_count(p, "memory", key, v, "executions",
				&e->executions) ||
		    entry_count(p, "memory", key, v, "granules",
				&e->granules) ||
		    entry_count(p, "memory", key, v, "dead", &e->dead) ||
		    mem_executions(p, key, e->id, e->executions))
			return -1;
		if (e->dead > e->granules)
			return bad(p->path, "memory", key, "%llu dead of %llu "
				   "granules written",
				   (unsigned long long)e->dead,
				   (unsigned long long)e->granules);
		e->dead_fraction = e->granules ?
			(double)e->dead / (double)e->granules : 0;
		/* Optional: profiles made before it have no "unread". */
		e->read_share = 1;
		if (jv_get(v, "unread")) {
			if (entry_count(p, "memory", key, v, "unread",
					&e->unread))
				return -1;
			if (e->unread > e->granules - e->dead)
				return bad(p->path, "memory", key, "%llu unread "
					   "and %llu dead of %llu granules "
					   "written",
					   (unsigned long long)e->unread,
					   (unsigned long long)e->dead,
					   (unsigned long long)e->granules);
			e->unread_known = true;
			if (e->granules > e->dead)
				e->read_share = (double)(e->granules - e->dead -
							 e->unread) /
						(double)(e->granules - e->dead);
		}
		if (!ratio_ok(jv_get(v, "dead_fraction"), e->dead,
			      e->granules))
			return bad(p->path, "memory", key, "\"dead_fraction\" "
				   "is not dead / granules");
		/* The loads of what it wrote, per execution. */
		pr = prof_mem_loads_of(p, e->id, &n);
		for (size_t k = 0; k < n; k++)
			if (__builtin_add_overflow(loads, pr[k].count,
						   &loads) || loads > COUNT_MAX)
				return bad(p->path, "memory", key, "the counts "
					   "of its pairs add up to more than "
					   "2^63 - 1");
		f = jv_get(v, "loads_per_write");
		if (!f || !ratio_ok(f, loads, e->executions))
			return bad(p->path, "memory", key,
				   "\"loads_per_write\" is not its pairs' "
				   "counts / executions");
		e->loads_per_write = jv_is_number(f) ?
				     jv_number(f) : 0;
		p->nstores++;
	}
	qsort(p->stores, p->nstores, sizeof(*p->stores), by_mstore);
	return 0;
}

static bool
null_or_absent(const struct jv *v)
{
	return !v || jv_is_null(v);
}

/* a and b are the same fraction, but for rounding in the last digits. */
static bool
same_fraction(double a, double b)
{
	return fabs(a - b) <= 1e-9;
}

static const char *const mem_kinds[] = {
	"load", "store", "atomic", "memcpy", "memset", "output", "format",
	"string",
};

static int
load_accesses(struct prof_profile *p, const struct jv *accesses)
{
	const char *key;
	const struct jv *v;
	uint64_t tried;

	p->accesses = xcalloc(jv_object_size(accesses) + 1,
			      sizeof(*p->accesses));
	jv_object_foreach(accesses, key, v) {
		struct prof_mem_access *e = &p->accesses[p->naccesses];

		if (entry_id(p, "memory", key, v, true, &e->id) ||
		    entry_count(p, "memory", key, v, "executions",
				&e->executions) ||
		    entry_count(p, "memory", key, v, "samples", &e->samples) ||
		    entry_count(p, "memory", key, v, "flips_out",
				&e->flips_out) ||
		    mem_executions(p, key, e->id, e->executions))
			return -1;
		if (!get_name(jv_get(v, "kind"), e->kind,
			      sizeof(e->kind)) ||
		    !listed(e->kind, mem_kinds, 8))
			return bad(p->path, "memory", key, "\"kind\" is not "
				   "load, store, atomic, memcpy, memset, "
				   "output, format or string");
		/* 64 flips of the address per sample. */
		if (!__builtin_mul_overflow(e->samples, 64, &tried) &&
		    e->flips_out > tried)
			return bad(p->path, "memory", key, "%llu flips left "
				   "mapped memory of %llu tried",
				   (unsigned long long)e->flips_out,
				   (unsigned long long)tried);
		e->sampled = e->samples > 0;
		/* Never sampled: nothing measured, null (or absent). */
		if (!e->sampled &&
		    (!null_or_absent(jv_get(v, "crash_fraction")) ||
		     !null_or_absent(jv_get(v, "vm_bytes")) ||
		     !null_or_absent(jv_get(v, "reference_crash"))))
			return bad(p->path, "memory", key, "never sampled, but "
				   "\"crash_fraction\", \"vm_bytes\" or "
				   "\"reference_crash\" is not null");
		if (e->sampled &&
		    (!get_fraction(jv_get(v, "crash_fraction"),
				   &e->crash_fraction) ||
		     !same_fraction(e->crash_fraction,
				    (double)e->flips_out /
					    (64.0 * (double)e->samples))))
			return bad(p->path, "memory", key, "\"crash_fraction\" "
				   "is not flips_out / (64 samples)");
		if (e->sampled &&
		    entry_count(p, "memory", key, v, "vm_bytes", &e->vm_bytes))
			return -1;
		if (e->sampled &&
		    (!get_fraction(jv_get(v, "reference_crash"),
				   &e->reference_crash) ||
		     !same_fraction(e->reference_crash,
				    prof_reference_crash(e->vm_bytes))))
			return bad(p->path, "memory", key,
				   "\"reference_crash\" is not the crash rate "
				   "of \"vm_bytes\"");
		p->naccesses++;
	}
	qsort(p->accesses, p->naccesses, sizeof(*p->accesses), by_access);
	return 0;
}

/* Whether a memory access of kind k writes memory (a store's pairs). */
static bool
kind_writes(const char *k)
{
	return !strcmp(k, "store") || !strcmp(k, "atomic") ||
	       !strcmp(k, "memcpy") || !strcmp(k, "memset") ||
	       !strcmp(k, "format") || !strcmp(k, "string");
}

/* Whether a memory access of kind k reads memory (a load's pairs; a
   store that carries another's bytes on reads it too). */
static bool
kind_reads(const char *k)
{
	return strcmp(k, "memset");
}

/*
 * The memory members against each other: every store is a writing access,
 * and every pair joins a store (or 0) and an access that reads.
 */
static int
check_memory(const struct prof_profile *p)
{
	char key[16];

	for (unsigned i = 0; i < p->nstores; i++) {
		const struct prof_mem_access *a =
			prof_mem_access_find(p, p->stores[i].id);

		snprintf(key, sizeof(key), "%u", p->stores[i].id);
		if (!a || !kind_writes(a->kind))
			return bad(p->path, "memory", key, "a store that is no "
				   "writing access in \"accesses\"");
	}
	for (size_t i = 0; i < p->npairs; i++) {
		const struct prof_mem_pair *e = &p->pairs[i];
		const struct prof_mem_access *a =
			prof_mem_access_find(p, e->load);

		if ((e->store && !prof_mem_store_find(p, e->store)) || !a ||
		    !kind_reads(a->kind))
			return bad(p->path, "memory", "pairs", "the pair (#%u, "
				   "#%u) is not of a store in \"stores\" and "
				   "a reading access in \"accesses\"",
				   e->store, e->load);
	}
	return 0;
}

/* "memory" (optional: full mode only). */
static int
load_memory(struct prof_profile *p, const struct jv *memory)
{
	const struct jv *stores = jv_get(memory, "stores");
	const struct jv *accesses = jv_get(memory, "accesses");

	if (!memory)
		return 0;
	if (!jv_is_object(memory) || !jv_is_object(stores) ||
	    !jv_is_object(accesses))
		return bad(p->path, "memory", NULL, "not an object of pairs, "
			   "stores and accesses");
	if (p->lite)
		return bad(p->path, "memory", NULL, "a --lite profile has no "
			   "memory profile");
	p->memory = true;
	if (load_pairs(p, jv_get(memory, "pairs")) ||
	    load_stores(p, stores) || load_accesses(p, accesses))
		return -1;
	return check_memory(p);
}

/* The conversion characters a printf format can have (plan.c). */
#define CONV_TYPES "diouxXfFeEgGaAcspnCS"

/*
 * The "magnitude" of conversion k of an output call (issue 15; optional):
 * [n, mean] on a floating-point conversion only, n at most the calls (in
 * a run that ended normally without threads), mean null when n is 0,
 * else a finite number in [-1100, 1100].
 */
static int
load_output_mag(struct prof_profile *p, const char *key, size_t k,
		uint64_t calls, struct prof_conv *c, const struct jv *mag)
{
	const struct jv *m = jv_array_get(mag, 1);
	double mean = 0;

	if (!mag)
		return 0;
	if (!strchr("fFeEgGaA", c->type))
		return bad(p->path, "outputs", key, "conversion %zu has a "
			   "\"magnitude\", but is not a floating-point one", k);
	if (!jv_is_array(mag) || jv_array_size(mag) != 2 ||
	    !get_count(jv_array_get(mag, 0), &c->mag_n))
		return bad(p->path, "outputs", key, "conversion %zu's "
			   "\"magnitude\" is not [n, mean] with a count n", k);
	if (exact(p) && c->mag_n > calls)
		return bad(p->path, "outputs", key, "conversion %zu's "
			   "\"magnitude\" counts %llu values of %llu calls", k,
			   (unsigned long long)c->mag_n,
			   (unsigned long long)calls);
	if (c->mag_n ? !jv_is_number(m) ||
		       !isfinite(mean = jv_number(m)) ||
		       mean < -1100 || mean > 1100 : !jv_is_null(m))
		return bad(p->path, "outputs", key, "conversion %zu's "
			   "magnitude mean is not null (n = 0) or a number "
			   "from -1100 to 1100 (n > 0)", k);
	c->mag_mean = mean;
	c->has_mag = true;
	return 0;
}

/*
 * The "flips" of conversion k of an output call (PROF_VERSION 4;
 * optional): [weight, [64 counts]] on a floating-point conversion only,
 * weight > 0, every count at most the weight.
 */
static int
load_output_flips(struct prof_profile *p, const char *key, size_t k,
		  struct prof_conv *c, const struct jv *flips)
{
	const struct jv *vis = jv_array_get(flips, 1);

	if (!flips)
		return 0;
	if (!strchr("fFeEgGaA", c->type))
		return bad(p->path, "outputs", key, "conversion %zu has "
			   "\"flips\", but is not a floating-point one", k);
	if (!jv_is_array(flips) || jv_array_size(flips) != 2 ||
	    !get_count(jv_array_get(flips, 0), &c->flip_weight) ||
	    !c->flip_weight || !jv_is_array(vis) ||
	    jv_array_size(vis) != PROF_OUTMAG_BITS)
		return bad(p->path, "outputs", key, "conversion %zu's "
			   "\"flips\" is not [weight > 0, [%d counts]]", k,
			   PROF_OUTMAG_BITS);
	for (unsigned b = 0; b < PROF_OUTMAG_BITS; b++)
		if (!get_count(jv_array_get(vis, b), &c->flip_visible[b]) ||
		    c->flip_visible[b] > c->flip_weight)
			return bad(p->path, "outputs", key, "conversion %zu's "
				   "\"flips\" count of bit %u is not a count "
				   "at most its weight", k, b);
	return 0;
}

static int
by_spread(const void *a, const void *b)
{
	unsigned x = ((const struct prof_spread *)a)->id;
	unsigned y = ((const struct prof_spread *)b)->id;

	return (x > y) - (x < y);
}

/* A probe's log2 threshold: a number in [-1100, 1100], or null (none). */
static bool
threshold(const struct jv *v, double *t)
{
	if (jv_is_null(v)) {
		*t = PROF_SPREAD_NONE;
		return true;
	}
	if (!jv_is_number(v))
		return false;
	*t = jv_number(v);
	return *t >= -PROF_SPREAD_NONE && *t <= PROF_SPREAD_NONE;
}

/* One probe of "spread" (docs/profile.md). */
static int
load_probe(struct prof_profile *p, const char *key, size_t k,
	   const struct jv *v, struct prof_probe *o)
{
	const struct jv *val = jv_get(v, "value"), *calls = jv_get(v, "calls"),
			*div = jv_get(v, "diverged"), *dif = jv_get(v, "differ"),
			*fl = jv_get(v, "float"), *c;
	const char *m = jv_string(val), *ckey;
	uint64_t bits;
	char *end;

	if (!jv_is_object(v))
		return bad(p->path, "spread", key, "probe %zu is not an object",
			   k);
	if (entry_count(p, "spread", key, v, "instance", &o->instance) ||
	    entry_count(p, "spread", key, v, "changed", &o->changed))
		return -1;
	if (!o->instance || !jv_is_boolean(div) || !jv_is_boolean(fl) ||
	    !(jv_is_null(dif) || jv_is_boolean(dif)) ||
	    !(jv_is_null(val) || (m && strlen(m) == 16)))
		return bad(p->path, "spread", key, "probe %zu has no "
			   "\"instance\" from 1, booleans \"diverged\" and "
			   "\"float\", \"differ\" a boolean or null, and "
			   "\"value\" 16 hexadecimal digits or null", k);
	o->diverged = jv_is_true(div);
	o->isfloat = jv_is_true(fl);
	o->differ = jv_is_null(dif) ? -1 : jv_is_true(dif);
	if (m) {
		errno = 0;
		bits = strtoull(m, &end, 16);
		if (*end || errno)
			return bad(p->path, "spread", key, "probe %zu's "
				   "\"value\" is not 16 hexadecimal digits", k);
		memcpy(&o->value, &bits, sizeof(bits));
		o->has_value = true;
	}
	if (!jv_is_object(calls))
		return bad(p->path, "spread", key, "probe %zu's \"calls\" is "
			   "not an object of output calls", k);
	o->calls = xcalloc(jv_object_size(calls) + 1, sizeof(*o->calls));
	jv_object_foreach(calls, ckey, c) {
		struct prof_probe_call *pc = &o->calls[o->ncalls];

		if (entry_id(p, "spread", ckey, c, false, &pc->call))
			return -1;
		if (!jv_is_array(c) || jv_array_size(c) != 2 ||
		    !threshold(jv_array_get(c, 0), &pc->up) ||
		    !threshold(jv_array_get(c, 1), &pc->down))
			return bad(p->path, "spread", key, "probe %zu's call "
				   "%s is not [up, down], each log2 of a "
				   "relative error or null", k, ckey);
		if (!prof_output_find(p, pc->call))
			return bad(p->path, "spread", key, "probe %zu's call "
				   "%s is not a call of \"outputs\"", k, ckey);
		o->ncalls++;
	}
	qsort(o->calls, o->ncalls, sizeof(*o->calls), prof_by_id);
	return 0;
}

/* "spread" (optional: full mode with --probes; issue 15). */
static int
load_spread(struct prof_profile *p, const struct jv *spread)
{
	const char *key;
	const struct jv *v, *pr;
	size_t k;

	if (!spread)
		return 0;
	if (!jv_is_object(spread))
		return bad(p->path, "spread", NULL, "not an object of probes "
			   "by store id");
	p->spread = xcalloc(jv_object_size(spread) + 1, sizeof(*p->spread));
	jv_object_foreach(spread, key, v) {
		struct prof_spread *s = &p->spread[p->nspread];
		const struct prof_mem_store *ms;

		if (entry_id(p, "spread", key, v, false, &s->id))
			return -1;
		if (!jv_is_array(v) || jv_array_size(v) > 64)
			return bad(p->path, "spread", key, "not an array of at "
				   "most 64 probes");
		ms = prof_mem_store_find(p, s->id);
		if (!ms)
			return bad(p->path, "spread", key, "not a store of "
				   "\"memory\"");
		s->probes = xcalloc(jv_array_size(v) + 1, sizeof(*s->probes));
		p->nspread++;
		jv_array_foreach(v, k, pr) {
			/* Counted first: prof_release frees what it holds. */
			struct prof_probe *o = &s->probes[s->n++];

			if (load_probe(p, key, k, pr, o))
				return -1;
			if (o->instance > ms->executions)
				return bad(p->path, "spread", key, "probe %zu's "
					   "instance %llu is beyond the store's "
					   "%llu executions", k,
					   (unsigned long long)o->instance,
					   (unsigned long long)ms->executions);
		}
	}
	qsort(p->spread, p->nspread, sizeof(*p->spread), by_spread);
	return 0;
}

/* "outputs" (optional: profiles before the third slice lack it). */
static int
load_outputs(struct prof_profile *p, const struct jv *outputs)
{
	const char *key;
	const struct jv *v, *conv, *c, *prec;
	size_t k;

	if (!outputs)
		return 0;
	if (!jv_is_object(outputs))
		return bad(p->path, "outputs", NULL, "not an object of output "
			   "calls by instruction id");
	p->outputs = xcalloc(jv_object_size(outputs) + 1,
			     sizeof(*p->outputs));
	jv_object_foreach(outputs, key, v) {
		struct prof_output *o = &p->outputs[p->noutputs];
		const struct jv *callee = jv_get(v, "callee");
		const struct prof_call *call;

		if (entry_id(p, "outputs", key, v, true, &o->id) ||
		    entry_count(p, "outputs", key, v, "count", &o->count))
			return -1;
		if (!jv_is_string(callee) ||
		    !prof_is_output(jv_string(callee)))
			return bad(p->path, "outputs", key, "\"callee\" is not "
				   "an output function");
		call = prof_call_find(p, o->id);
		if (!call || !call->callee ||
		    strcmp(call->callee, jv_string(callee)) ||
		    call->count != o->count)
			return bad(p->path, "outputs", key, "\"callee\" %.16s "
				   "and \"count\" %llu are not those of its "
				   "call site in \"calls\"",
				   jv_string(callee),
				   (unsigned long long)o->count);
		conv = jv_get(v, "conversions");
		if (!(jv_is_null(conv) || jv_is_array(conv)) ||
		    jv_array_size(conv) > INT_MAX)
			return bad(p->path, "outputs", key, "\"conversions\" "
				   "is not an array or null");
		o->callee = xstrdup(jv_string(callee));
		p->noutputs++;
		o->nconv = jv_is_null(conv) ? -1 :
			   (int)jv_array_size(conv);
		o->conv = xcalloc(jv_array_size(conv) + 1, sizeof(*o->conv));
		jv_array_foreach(conv, k, c) {
			const struct jv *type = jv_get(c, "type");

			prec = jv_get(c, "precision");
			if (!jv_is_string(type) ||
			    strlen(jv_string(type)) != 1 ||
			    !strchr(CONV_TYPES, jv_string(type)[0]))
				return bad(p->path, "outputs", key,
					   "conversion %zu has no printf "
					   "conversion character as \"type\"",
					   k);
			o->conv[k].type = jv_string(type)[0];
			if (jv_is_null(prec))
				o->conv[k].precision = PROF_PREC_NONE;
			else if (jv_is_string(prec) &&
				 !strcmp(jv_string(prec), "*"))
				o->conv[k].precision = PROF_PREC_DYNAMIC;
			else if (jv_is_integer(prec) &&
				 jv_integer(prec) >= 0 &&
				 jv_integer(prec) <= INT_MAX)
				o->conv[k].precision =
					(int)jv_integer(prec);
			else
				return bad(p->path, "outputs", key,
					   "conversion %zu's \"precision\" is "
					   "not an integer >= 0, \"*\" or null",
					   k);
			if (load_output_mag(p, key, k, o->count, &o->conv[k],
					    jv_get(c, "magnitude")) ||
			    load_output_flips(p, key, k, &o->conv[k],
					      jv_get(c, "flips")))
				return -1;
		}
	}
	qsort(p->outputs, p->noutputs, sizeof(*p->outputs), by_output);
	return 0;
}

/* The header: who made the profile, of which run, and how it ended. */
static int
load_header(struct prof_profile *p, const struct jv *root)
{
	const struct jv *args = jv_get(root, "args");
	const struct jv *ex = jv_get(root, "exit");
	const struct jv *totals = jv_get(root, "totals");
	const struct jv *mode = jv_get(root, "mode");
	const struct jv *v;
	size_t i;

	if (!jv_is_array(args))
		return bad(p->path, "args", NULL, "not an array of strings");
	p->args = xcalloc(jv_array_size(args) + 1, sizeof(*p->args));
	jv_array_foreach(args, i, v) {
		if (!jv_is_string(v))
			return bad(p->path, "args", NULL, "argument %zu is not "
				   "a string", i);
		p->args[p->nargs++] = xstrdup(jv_string(v));
	}
	v = jv_get(root, "module");
	if (!jv_is_string(v))
		return bad(p->path, "module", NULL, "not a string");
	p->module = xstrdup(jv_string(v));
	if (!jv_is_string(mode) || (strcmp(jv_string(mode), "lite") &&
				      strcmp(jv_string(mode), "full")))
		return bad(p->path, "mode", NULL, "not \"lite\" or \"full\"");
	p->lite = !strcmp(jv_string(mode), "lite");
	v = jv_get(root, "atomic");
	if (!jv_is_boolean(v))
		return bad(p->path, "atomic", NULL, "not a boolean");
	p->atomic = jv_is_true(v);
	if (!jv_is_object(ex) ||
	    !jv_is_boolean(jv_get(ex, "crashed")))
		return bad(p->path, "exit", NULL, "no \"crashed\" boolean");
	p->crashed = jv_is_true(jv_get(ex, "crashed"));
	/* A signal number (1..127) or an exit status (0..255). */
	v = jv_get(ex, p->crashed ? "signal" : "status");
	if (!jv_is_integer(v) ||
	    jv_integer(v) < (p->crashed ? 1 : 0) ||
	    jv_integer(v) > (p->crashed ? 127 : 255))
		return bad(p->path, "exit", NULL, "%s",
			   p->crashed ? "\"signal\" is not a signal number" :
					"\"status\" is not an exit status");
	p->signal = p->crashed ? (int)jv_integer(v) : 0;
	p->status = p->crashed ? -1 : (int)jv_integer(v);
	if (!jv_is_object(totals))
		return bad(p->path, "totals", NULL, "not an object");
	if (entry_count(p, "totals", "instructions", totals, "instructions",
			&p->total_insts) ||
	    entry_count(p, "totals", "candidates", totals, "candidates",
			&p->total_candidates))
		return -1;
	if (p->total_candidates > p->total_insts)
		return bad(p->path, "totals", NULL, "%llu candidates of %llu "
			   "instructions",
			   (unsigned long long)p->total_candidates,
			   (unsigned long long)p->total_insts);
	return 0;
}

/* Whether s is 16 lower-case hex digits (ir_module_hash). */
static bool
is_hash(const char *s)
{
	size_t n = strspn(s, "0123456789abcdef");

	return n == 16 && !s[n];
}

/*
 * The checks before the module hash's, in the order of the messages:
 * the format's name, its version, the hash's spelling (into p->hash).
 */

/* An optional member key of 16 lower-case hex digits into dst[17]. */
static int
optional_hash(const struct prof_profile *p, const struct jv *root,
	      const char *key, char *dst)
{
	const struct jv *v = jv_get(root, key);

	if (v && (!jv_is_string(v) || !is_hash(jv_string(v))))
		return bad(p->path, key, NULL, "not 16 lower-case hex digits");
	if (v)
		memcpy(dst, jv_string(v), 17);
	return 0;
}

static int
load_head(struct prof_profile *p, const struct jv *root)
{
	const struct jv *v = jv_get(root, "format");

	if (!jv_is_object(root) || !jv_is_string(v) ||
	    strcmp(jv_string(v), PROF_FORMAT) != 0)
		return tr_error("'%s' is not a trident profile (no \"format\": "
				"\"%s\")", p->path, PROF_FORMAT);
	v = jv_get(root, "version");
	if (!jv_is_integer(v))
		return tr_error("profile '%s' has no format version", p->path);
	if (jv_integer(v) != PROF_VERSION)
		return tr_error("profile '%s' has format version %lld; this "
				"trident reads version %d (make it again with "
				"'trident profile')", p->path,
				(long long)jv_integer(v), PROF_VERSION);
	v = jv_get(root, "hash");
	if (!jv_is_string(v) || !is_hash(jv_string(v)))
		return bad(p->path, "hash", NULL, "not 16 lower-case hex digits");
	memcpy(p->hash, jv_string(v), 17);
	/* The skeleton (ir_module_shape) and the seal (ir_module_seal):
	   optional (older profiles lack them). */
	return optional_hash(p, root, "shape", p->shape) ||
	       optional_hash(p, root, "seal", p->seal) ? -1 : 0;
}

static int
hash_mismatch(const char *path, const char *have, const char *want)
{
	return tr_error("profile '%s' was made for module %s, not %s", path,
			have, want);
}

/*
 * Load path into p, checking it against hash unless hash is NULL. Where
 * it fails, *late says whether after the place of the hash's check in
 * the order of checks (see prof_load_finish), and *got holds the hash
 * the profile names ("" if none was read).
 */
static int
load(struct prof_profile *p, const char *path, const char *hash, bool *late,
     char got[17])
{
	struct jtree t;
	int rc = -1;

	memset(p, 0, sizeof(*p));
	p->path = xstrdup(path);
	*late = false;
	got[0] = '\0';
	if (jtree_load(&t, path))
		goto out;
	if (load_head(p, &t.root))
		goto out_tree;
	memcpy(got, p->hash, 17);
	if (hash && strcmp(hash, p->hash) != 0) {
		hash_mismatch(path, p->hash, hash);
		goto out_tree;
	}
	*late = true;
	if (load_header(p, &t.root) ||
	    load_counts(p, jv_get(&t.root, "counts")) ||
	    load_branches(p, jv_get(&t.root, "branches")) ||
	    load_calls(p, jv_get(&t.root, "calls")) ||
	    load_values(p, jv_get(&t.root, "values")) ||
	    load_compares(p, jv_get(&t.root, "compares")) ||
	    load_shifts(p, jv_get(&t.root, "shifts")) ||
	    load_device(p, jv_get(&t.root, "device")) ||
	    load_memory(p, jv_get(&t.root, "memory")) ||
	    load_outputs(p, jv_get(&t.root, "outputs")) ||
	    load_spread(p, jv_get(&t.root, "spread")))
		goto out_tree;
	rc = 0;
out_tree:
	jtree_release(&t);
out:
	if (rc)
		prof_release(p);
	return rc;
}

int
prof_load(struct prof_profile *p, const char *path, const char *hash)
{
	bool late;
	char got[17];

	return load(p, path, hash, &late, got);
}

static double
seconds_now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The loader's thread: all of prof_load but the hash's check. */
static void *
load_thread(void *arg)
{
	struct prof_loader *l = arg;
	double t0 = seconds_now();

	/* Its messages must not cross the main thread's. */
	if (l->threaded)
		tr_error_own(true);
	l->rc = load(&l->prof, l->path, NULL, &l->late, l->hash);
	if (l->rc)
		l->err = xstrdup(tr_errmsg());
	if (l->threaded)
		tr_error_own(false);
	l->seconds = seconds_now() - t0;
	return NULL;
}

void
prof_load_start(struct prof_loader *l, const char *path)
{
	memset(l, 0, sizeof(*l));
	l->path = xstrdup(path);
	l->started = true;
	/* Without a thread it loads here, with the same result. */
	l->threaded = true;
	if (pthread_create(&l->thread, NULL, load_thread, l)) {
		l->threaded = false;
		load_thread(l);
	}
}

static void
loader_join(struct prof_loader *l)
{
	if (l->threaded)
		pthread_join(l->thread, NULL);
	l->threaded = false;
}

/*
 * The messages come in prof_load's order: a failure before the hash's
 * check, then another module's hash, then a failure after it.
 */
int
prof_load_finish(struct prof_loader *l, struct prof_profile *p,
		 const char *hash)
{
	int rc = -1;

	memset(p, 0, sizeof(*p));
	loader_join(l);
	if (l->rc && !l->late)
		tr_error("%s", l->err);
	else if (hash && strcmp(hash, l->hash) != 0)
		hash_mismatch(l->path, l->hash, hash);
	else if (l->rc)
		tr_error("%s", l->err);
	else
		rc = 0;
	if (!rc) {
		*p = l->prof;
		memset(&l->prof, 0, sizeof(l->prof));
	}
	prof_loader_release(l);
	return rc;
}

bool
prof_load_seal(struct prof_loader *l, char hash[17], char seal[17])
{
	hash[0] = seal[0] = 0;
	if (!l->started)
		return false;
	loader_join(l);
	if (l->rc)
		return false;
	memcpy(hash, l->prof.hash, 17);
	memcpy(seal, l->prof.seal, 17);
	return true;
}

int
prof_load_take(struct prof_loader *l, struct prof_profile *p)
{
	loader_join(l);
	if (l->rc)
		return -1;
	return prof_load_finish(l, p, NULL);
}

int
prof_check_hash(const struct prof_profile *p, const char *hash)
{
	return strcmp(p->hash, hash) ? hash_mismatch(p->path, p->hash, hash)
				      : 0;
}

void
prof_loader_release(struct prof_loader *l)
{
	double seconds = l->seconds;

	if (!l->started)
		return;
	loader_join(l);
	if (l->prof.path)
		prof_release(&l->prof);
	free(l->path);
	free(l->err);
	memset(l, 0, sizeof(*l));
	l->seconds = seconds;
}

void
prof_release(struct prof_profile *p)
{
	for (unsigned i = 0; i < p->nargs; i++)
		free(p->args[i]);
	for (unsigned i = 0; i < p->nbranches; i++)
		free(p->branches[i].succ);
	for (unsigned i = 0; i < p->ncalls; i++)
		free(p->calls[i].callee);
	for (unsigned i = 0; i < p->noutputs; i++) {
		free(p->outputs[i].callee);
		free(p->outputs[i].conv);
	}
	free(p->outputs);
	for (unsigned i = 0; i < p->nspread; i++) {
		for (unsigned j = 0; j < p->spread[i].n; j++)
			prof_probe_release(&p->spread[i].probes[j]);
		free(p->spread[i].probes);
	}
	free(p->spread);
	for (unsigned i = 0; i < p->nkernels; i++)
		free((char *)p->kernels[i].name);
	free(p->kernels);
	free(p->pairs);
	free(p->pairs_by_load);
	free(p->stores);
	free(p->accesses);
	free(p->args);
	free(p->branches);
	free(p->calls);
	free(p->insts);
	free(p->values);
	free(p->compares);
	free(p->shifts);
	free(p->module);
	free(p->path);
	memset(p, 0, sizeof(*p));
}

bool
prof_count(const struct prof_profile *p, unsigned id, uint64_t *n)
{
	struct prof_inst key = { .id = id };
	const struct prof_inst *in;

	if (!p->ninsts)
		return false;
	in = bsearch(&key, p->insts, p->ninsts, sizeof(key), by_inst);
	if (!in)
		return false;
	*n = in->count;
	return true;
}

const struct prof_branch *
prof_branch_find(const struct prof_profile *p, unsigned id)
{
	struct prof_branch key = { .id = id };

	if (!p->nbranches)
		return NULL;
	return bsearch(&key, p->branches, p->nbranches, sizeof(key),
		       by_branch);
}

double
prof_branch_prob(const struct prof_branch *b, unsigned k)
{
	if (k >= b->nsucc || !b->total)
		return 0;
	return (double)b->succ[k] / (double)b->total;
}

const struct prof_call *
prof_call_find(const struct prof_profile *p, unsigned id)
{
	struct prof_call key = { .id = id };

	if (!p->ncalls)
		return NULL;
	return bsearch(&key, p->calls, p->ncalls, sizeof(key), by_call);
}

const struct prof_value *
prof_value_find(const struct prof_profile *p, unsigned id)
{
	struct prof_value key = { .id = id };

	if (!p->nvalues)
		return NULL;
	return bsearch(&key, p->values, p->nvalues, sizeof(key), by_value);
}

bool
prof_sensitivity(const struct prof_profile *p, unsigned id, unsigned k,
		 double *s)
{
	const struct prof_value *v = prof_value_find(p, id);

	if (!v || k >= v->nops || !v->ops[k].flipped || !v->ops[k].flips)
		return false;
	*s = (double)v->ops[k].changed / (double)v->ops[k].flips;
	return true;
}

double
prof_margin_below(const struct prof_value *v, int bin)
{
	uint64_t below = 0, all = 0;

	if (!v->has_margins)
		return -1;
	for (int k = 0; k < PROF_MARGIN_BINS; k++) {
		all += v->margin[k];
		if (k < bin)
			below += v->margin[k];
	}
	return all ? (double)below / (double)all : -1;
}

const struct prof_compare *
prof_compare_find(const struct prof_profile *p, unsigned id)
{
	struct prof_compare key = { .id = id };

	if (!p->ncompares)
		return NULL;
	return bsearch(&key, p->compares, p->ncompares, sizeof(key),
		       by_compare);
}

bool
prof_shift_mean(const struct prof_profile *p, unsigned id, double *k)
{
	struct prof_shift key = { .id = id };
	const struct prof_shift *s;

	if (!p->nshifts)
		return false;
	s = bsearch(&key, p->shifts, p->nshifts, sizeof(key), by_shift);
	if (!s || !s->has_mean)
		return false;
	*k = s->mean;
	return true;
}

/* The run of pairs in a (sorted by load or by store) whose key is id. */
static const struct prof_mem_pair *
pair_run(const struct prof_mem_pair *a, size_t n, bool by_load, unsigned id,
	 size_t *count)
{
	size_t lo = 0, hi = n, end;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		unsigned k = by_load ? a[mid].load : a[mid].store;

		if (k < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (end = lo; end < n && (by_load ? a[end].load : a[end].store) == id;
	     end++)
		;
	*count = end - lo;
	return *count ? &a[lo] : NULL;
}

const struct prof_mem_pair *
prof_mem_pairs(const struct prof_profile *p, size_t *n)
{
	*n = p->npairs;
	return p->npairs ? p->pairs : NULL;
}

const struct prof_mem_pair *
prof_mem_loads_of(const struct prof_profile *p, unsigned store, size_t *n)
{
	return pair_run(p->pairs, p->npairs, false, store, n);
}

const struct prof_mem_pair *
prof_mem_stores_of(const struct prof_profile *p, unsigned load, size_t *n)
{
	return pair_run(p->pairs_by_load, p->npairs, true, load, n);
}

const struct prof_mem_store *
prof_mem_store_find(const struct prof_profile *p, unsigned id)
{
	struct prof_mem_store key = { .id = id };

	if (!p->nstores)
		return NULL;
	return bsearch(&key, p->stores, p->nstores, sizeof(key), by_mstore);
}

const struct prof_mem_access *
prof_mem_access_find(const struct prof_profile *p, unsigned id)
{
	struct prof_mem_access key = { .id = id };

	if (!p->naccesses)
		return NULL;
	return bsearch(&key, p->accesses, p->naccesses, sizeof(key),
		       by_access);
}

bool
prof_mem_crash(const struct prof_profile *p, unsigned id, double *c)
{
	const struct prof_mem_access *a = prof_mem_access_find(p, id);

	if (!a || !a->sampled)
		return false;
	*c = a->crash_fraction;
	return true;
}

const struct prof_spread *
prof_spread_find(const struct prof_profile *p, unsigned id)
{
	struct prof_spread key = { .id = id };

	if (!p->nspread)
		return NULL;
	return bsearch(&key, p->spread, p->nspread, sizeof(key), by_spread);
}

const struct prof_output *
prof_output_find(const struct prof_profile *p, unsigned id)
{
	struct prof_output key = { .id = id };

	if (!p->noutputs)
		return NULL;
	return bsearch(&key, p->outputs, p->noutputs, sizeof(key), by_output);
}
