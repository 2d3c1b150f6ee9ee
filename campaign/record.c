/*
 * record.c: reads the record file the injection runtime (rt/fi_rt.c) wrote
 * during one run, in the line format of fi_protocol.h:
 *
 *   I id=ID instance=N bit=B width=W insts=K
 *   X id=ID instance=N width=W insts=K
 *   C count=N insts=K
 *   S signal=SIG insts=K
 *   D id=ID insts=K
 *
 * The runtime writes each line with one write(2), so every complete line is
 * whole; a last line without its newline can only come from a process killed
 * in the middle of a write and is ignored. A missing file means the runtime
 * wrote nothing (the program died before its constructor, or never reached
 * an event). Anything else that does not parse is a protocol mismatch between
 * the runtime and trident and is an error naming the file and line.
 *
 * The first I, X, S and D record counts (later ones cannot change what
 * happened to the run); C is written at exit, so the last one counts. A
 * signal's instruction count wins over an exit's for end_insts: crash
 * latency is measured to the signal.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"

/* The keys a record kind must carry, and where their values go. */
enum rec_key { K_ID, K_INSTANCE, K_BIT, K_WIDTH, K_INSTS, K_COUNT, K_SIGNAL,
	       K_NKEYS };

static const char *const key_names[K_NKEYS] = {
	[K_ID] = "id", [K_INSTANCE] = "instance", [K_BIT] = "bit",
	[K_WIDTH] = "width", [K_INSTS] = "insts", [K_COUNT] = "count",
	[K_SIGNAL] = "signal",
};

/* Keys each kind requires, as a bit set over enum rec_key. */
static unsigned
required_keys(char kind)
{
	switch (kind) {
	case 'I':
		return 1u << K_ID | 1u << K_INSTANCE | 1u << K_BIT |
		       1u << K_WIDTH | 1u << K_INSTS;
	case 'X':
		return 1u << K_ID | 1u << K_INSTANCE | 1u << K_WIDTH |
		       1u << K_INSTS;
	case 'C':
		return 1u << K_COUNT | 1u << K_INSTS;
	case 'S':
		return 1u << K_SIGNAL | 1u << K_INSTS;
	case 'D':
		return 1u << K_ID;
	default:
		return 0;
	}
}

/* Whether key k of a value v fits the field it goes to. */
static bool
value_fits(enum rec_key k, int64_t v)
{
	switch (k) {
	case K_ID:
		return v >= 0 && v <= UINT32_MAX;
	case K_BIT:
		return v >= -1 && v <= INT32_MAX;
	case K_WIDTH:
	case K_SIGNAL:
		return v >= 0 && v <= INT32_MAX;
	default:
		return v >= 0;
	}
}

/*
 * Parse one complete line (newline removed) into vals[], marking the keys
 * seen in *seen. Returns 0, or -1 with msg filled in.
 */
static int
parse_line(char *line, char *kind, int64_t vals[K_NKEYS], unsigned *seen,
	   char *msg, size_t msglen)
{
	char *save = NULL, *tok;

	*seen = 0;
	*kind = line[0];
	if (!required_keys(line[0]) || (line[1] != ' ' && line[1] != '\0')) {
		snprintf(msg, msglen, "unknown record '%.20s'", line);
		return -1;
	}
	for (tok = strtok_r(line + 1, " ", &save); tok;
	     tok = strtok_r(NULL, " ", &save)) {
		char *eq = strchr(tok, '='), *end;
		long long v;
		unsigned k;

		if (!eq || eq == tok || !eq[1]) {
			snprintf(msg, msglen, "expected key=value, got '%.40s'",
				 tok);
			return -1;
		}
		*eq = '\0';
		for (k = 0; k < K_NKEYS; k++)
			if (strcmp(tok, key_names[k]) == 0)
				break;
		if (k == K_NKEYS)
			continue;	/* a newer runtime's key */
		errno = 0;
		v = strtoll(eq + 1, &end, 10);
		if (errno || *end || !value_fits(k, v)) {
			snprintf(msg, msglen, "bad value '%.40s' for %s",
				 eq + 1, tok);
			return -1;
		}
		vals[k] = v;
		*seen |= 1u << k;
	}
	for (unsigned k = 0; k < K_NKEYS; k++)
		if (required_keys(*kind) & ~*seen & 1u << k) {
			snprintf(msg, msglen, "%c record without %s", *kind,
				 key_names[k]);
			return -1;
		}
	return 0;
}

static void
apply(struct fi_record *r, char kind, const int64_t v[K_NKEYS])
{
	switch (kind) {
	case 'I':
		if (r->injected)
			break;
		r->injected = true;
		r->id = (unsigned)v[K_ID];
		r->instance = (uint64_t)v[K_INSTANCE];
		r->bit = (int)v[K_BIT];
		r->width = (int)v[K_WIDTH];
		r->inj_insts = (uint64_t)v[K_INSTS];
		break;
	case 'X':
		if (r->reached_dummy)
			break;
		r->reached_dummy = true;
		r->id = (unsigned)v[K_ID];
		r->instance = (uint64_t)v[K_INSTANCE];
		r->width = (int)v[K_WIDTH];
		r->inj_insts = (uint64_t)v[K_INSTS];
		break;
	case 'C':
		r->exited = true;
		r->count = (uint64_t)v[K_COUNT];
		if (!r->signaled)
			r->end_insts = (uint64_t)v[K_INSTS];
		break;
	case 'S':
		if (r->signaled)
			break;
		r->signaled = true;
		r->signal = (int)v[K_SIGNAL];
		r->end_insts = (uint64_t)v[K_INSTS];
		break;
	case 'D':
		if (r->detected)
			break;
		r->detected = true;
		r->detector_id = (unsigned)v[K_ID];
		break;
	}
}

int
fi_record_read(const char *path, struct fi_record *r)
{
	FILE *f;
	char *line = NULL, msg[128];
	size_t cap = 0;
	ssize_t len;
	unsigned lineno = 0;
	int rc = -1;

	memset(r, 0, sizeof(*r));
	f = fopen(path, "re");
	if (!f) {
		if (errno == ENOENT)
			return 0;
		return tr_error("cannot open '%s': %s", path, strerror(errno));
	}
	while ((len = getline(&line, &cap, f)) > 0) {
		int64_t vals[K_NKEYS] = { 0 };
		unsigned seen;
		char kind;

		lineno++;
		if (line[len - 1] != '\n')
			break;	/* cut short by the process dying */
		line[len - 1] = '\0';
		if (parse_line(line, &kind, vals, &seen, msg, sizeof(msg))) {
			/* After the injection, the flipped value may have
			   corrupted the runtime's own state: what came before
			   stands, and the reader says where it stopped. */
			if (r->injected || r->reached_dummy) {
				r->corrupt_line = lineno;
				snprintf(r->corrupt, sizeof(r->corrupt), "%s",
					 msg);
				break;
			}
			tr_error("'%s' line %u: %s", path, lineno, msg);
			goto out;
		}
		apply(r, kind, vals);
	}
	if (ferror(f)) {
		tr_error("cannot read '%s': %s", path, strerror(errno));
		goto out;
	}
	rc = 0;
out:
	if (rc)
		memset(r, 0, sizeof(*r));
	free(line);
	fclose(f);
	return rc;
}
