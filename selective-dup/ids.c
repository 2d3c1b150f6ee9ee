/*
 * ids.c: the lists of instructions to protect and the --on-detect value,
 * as `trident protect` and the opt plugin read them (selective-dup.h).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "selective-dup.h"

int
dup_parse_ids(const char *text, const char *what, struct uvec *ids)
{
	const char *p = text;

	while (*p) {
		char *end;
		unsigned long v;

		if (*p == '#') {
			while (*p && *p != '\n')
				p++;
			continue;
		}
		if (strchr(", \t\r\n", *p)) {
			p++;
			continue;
		}
		errno = 0;
		v = strtoul(p, &end, 10);
		if (errno || end == p || v == 0 || v > UINT32_MAX ||
		    (*end && !strchr(", \t\r\n#", *end)))
			return tr_error("%s: '%.20s' is not an instruction id "
					"(a number from 1)", what, p);
		uvec_add_unique(ids, (unsigned)v);
		p = end;
	}
	if (!ids->n)
		return tr_error("%s names no instruction", what);
	uvec_sort(ids);
	return 0;
}

int
dup_read_ids(const char *path, struct uvec *ids)
{
	FILE *f = fopen(path, "r");
	char *text = NULL;
	size_t len = 0;
	int rc;

	if (!f)
		return tr_error("cannot read '%s': %s", path, strerror(errno));
	rc = getdelim(&text, &len, '\0', f) < 0 && ferror(f) ?
	     tr_error("cannot read '%s': %s", path, strerror(errno)) :
	     dup_parse_ids(text ? text : "", path, ids);
	free(text);
	fclose(f);
	return rc;
}

int
dup_parse_on_detect(const char *s, const char *what, struct dup_opts *o)
{
	if (!s || !strcmp(s, "exit")) {
		o->on_detect = DUP_DETECT_HOOK;
	} else if (!strcmp(s, "abort")) {
		o->on_detect = DUP_DETECT_ABORT;
	} else if (!strncmp(s, "handler=", 8) && s[8]) {
		o->on_detect = DUP_DETECT_HANDLER;
		o->handler = s + 8;
	} else {
		return tr_error("bad value '%s' for %s: expected exit, abort "
				"or handler=NAME", s, what);
	}
	return 0;
}

/* "1/3", "0.25" or "25%": a share in [0, 1], or -1. */
double
dup_parse_share(const char *s)
{
	char *end;
	double a, b;

	errno = 0;
	a = strtod(s, &end);
	if (errno || end == s)
		return -1;
	if (*end == '%' && !end[1])
		a /= 100;
	else if (*end == '/') {
		b = strtod(end + 1, &end);
		if (errno || *end || !(b > 0))
			return -1;
		a /= b;
	} else if (*end) {
		return -1;
	}
	return a >= 0 && a <= 1 ? a : -1;
}
