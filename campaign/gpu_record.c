/*
 * gpu_record.c: reads the record file the GPU host runtime
 * (validate/rt/gpu_rt.c) wrote during one run, in the line format of
 * gpu_protocol.h (docs/gpu-inject.md has every field). A last line without
 * its newline comes from a process killed in the middle of a write and is
 * ignored; a missing file means the runtime wrote nothing.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "gpu_protocol.h"

/*
 * The value of key in a record line ("key=value" among spaces), or NULL;
 * bytes other than printable ASCII become '?', so that a name can go into
 * a journal line as it is.
 */
static const char *
field(const char *line, const char *key, char *buf, size_t len)
{
	size_t kl = strlen(key);

	for (const char *p = line; (p = strstr(p, key)) != NULL; p += kl) {
		size_t n;

		if ((p != line && p[-1] != ' ') || p[kl] != '=')
			continue;
		p += kl + 1;
		n = strcspn(p, " \n");
		if (n >= len)
			n = len - 1;
		for (size_t i = 0; i < n; i++)
			buf[i] = p[i] > ' ' && p[i] < 0x7f ? p[i] : '?';
		buf[n] = 0;
		return buf;
	}
	return NULL;
}

static bool
field_u64(const char *line, const char *key, int base, uint64_t *v)
{
	char buf[64], *end;
	const char *s = field(line, key, buf, sizeof(buf));

	if (!s || !*s)
		return false;
	errno = 0;
	*v = strtoull(s, &end, base);
	return !*end && !errno;
}

void
gpu_record_release(struct gpu_record *r)
{
	free(r->counts);
	free(r->mem);
	free(r->res);
	free(r->results);
	memset(r, 0, sizeof(*r));
}

int
gpu_record_parse_line(struct gpu_record *r, const char *line)
{
	uint64_t a, b, c, d, e;

	switch (line[0]) {
	case 'L':
		if (!field_u64(line, "index", 10, &a) ||
		    !field_u64(line, "count", 10, &b))
			return tr_error("bad L record");
		if (a >= r->nlaunches) {
			r->counts = xrealloc(r->counts, (a + 1) * sizeof(*r->counts));
			memset(r->counts + r->nlaunches, 0,
			       (a + 1 - r->nlaunches) * sizeof(*r->counts));
			r->nlaunches = a + 1;
		}
		r->counts[a] = b;
		return 0;
	case 'T':
		r->target_started = true;
		return 0;
	case 'I':
		if (!field_u64(line, "launch", 10, &r->launch) ||
		    !field_u64(line, "id", 10, &a) ||
		    !field_u64(line, "op", 10, &b) ||
		    !field_u64(line, "bit", 10, &c) ||
		    !field_u64(line, "width", 10, &d) ||
		    !field_u64(line, "before", 16, &r->before) ||
		    !field_u64(line, "after", 16, &r->after))
			return tr_error("bad I record");
		r->injected = true;
		r->id = (unsigned)a;
		r->opcode = (unsigned)b;
		r->bit = (int)c;
		r->width = (unsigned)d;
		return 0;
	case 'N':
		r->not_reached = true;
		return 0;
	case 'H':
		if (!field_u64(line, "threads", 10, &r->threads) ||
		    r->threads > GPU_SYN_MAX_THREADS)
			return tr_error("bad H record");
		return 0;
	case 'E':
		if (r->cuda_error[0])
			return 0;
		if (!field(line, "name", r->cuda_error, sizeof(r->cuda_error)))
			return tr_error("bad E record");
		field(line, "call", r->error_call, sizeof(r->error_call));
		field_u64(line, "launch", 10, &r->error_launch);
		return 0;
	case 'M':
		if (!field_u64(line, "launch", 10, &a))
			return tr_error("bad M record");
		r->mem = xrealloc(r->mem, (r->nmem + 1) * sizeof(*r->mem));
		r->mem[r->nmem].launch = a;
		r->mem[r->nmem].ok = field_u64(line, "tm", 16,
					       &r->mem[r->nmem].tm) &&
				     field_u64(line, "rm", 16, &r->mem[r->nmem].rm);
		r->nmem++;
		return 0;
	case 'R':
		if (!field_u64(line, "launch", 10, &a) ||
		    !field_u64(line, "offset", 10, &b))
			return tr_error("bad R record");
		r->res = xrealloc(r->res, (r->nres + 1) * sizeof(*r->res));
		r->res[r->nres].launch = a;
		r->res[r->nres].offset = b;
		r->res[r->nres].ok = field_u64(line, "block", 10, &c) &&
				     field_u64(line, "thread", 10, &d) &&
				     field_u64(line, "instance", 10, &e);
		if (r->res[r->nres].ok) {
			r->res[r->nres].block = c;
			r->res[r->nres].thread = d;
			r->res[r->nres].instance = e;
		}
		r->nres++;
		return 0;
	case 'C':
		if (!field_u64(line, "alloc", 10, &a))
			return tr_error("bad C record");
		r->results = xrealloc(r->results, (r->nresults + 1) *
						  sizeof(*r->results));
		r->results[r->nresults++] = a;
		return 0;
	case 'X':
		if (!field_u64(line, "d2h", 16, &r->d2h) ||
		    !field_u64(line, "copies", 10, &r->copies))
			return tr_error("bad X record");
		r->exited = true;
		return 0;
	default:
		return tr_error("unknown record '%c'", line[0]);
	}
}

int
gpu_record_read(const char *path, struct gpu_record *r)
{
	FILE *f;
	char *line = NULL;
	size_t cap = 0, lineno = 0;
	ssize_t len;
	int rc = 0;

	memset(r, 0, sizeof(*r));
	f = fopen(path, "r");
	if (!f)
		return errno == ENOENT ? 0 :
		       tr_error("cannot read '%s': %s", path, strerror(errno));
	while (rc == 0 && (len = getline(&line, &cap, f)) > 0) {
		lineno++;
		if (line[len - 1] != '\n')
			break;	/* cut short by a kill */
		line[len - 1] = 0;
		if (gpu_record_parse_line(r, line)) {
			char msg[256];

			snprintf(msg, sizeof(msg), "%s", tr_errmsg());
			rc = tr_error("'%s' line %zu: %s", path, lineno, msg);
		}
	}
	free(line);
	fclose(f);
	if (rc)
		gpu_record_release(r);
	return rc;
}
