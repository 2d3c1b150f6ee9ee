/*
 * sites.c: reads the sites table (DIR/sites.txt) that instrumentation
 * wrote from the module (validate/: fi_sites_write for the CPU,
 * gpu_sites_write for the GPU), so that a summary names the function,
 * opcode and source line of every static id without LLVM:
 *
 *   # comment
 *   ID FUNCTION OPCODE WIDTH LINE FILE
 *
 * FILE is the rest of the line ("-": no debug location).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"

/* Ids beyond this are not a module's (the table is indexed by id). */
#define MAX_ID (1u << 28)

/* Parse one line into x; 0, or -1 if it is malformed. */
static int
parse_site(char *line, struct fi_site *x)
{
	char fn[512], op[64];
	unsigned id, width, lineno;
	int used = 0;
	char *file;
	size_t len;

	if (sscanf(line, "%u %511s %63s %u %u %n", &id, fn, op, &width,
		   &lineno, &used) != 5 || !id || id > MAX_ID || !used)
		return -1;
	file = line + used;
	len = strcspn(file, "\n");
	while (len && (file[len - 1] == ' ' || file[len - 1] == '\t' ||
		       file[len - 1] == '\r'))
		len--;
	if (!len)
		return -1;
	file[len] = '\0';
	x->id = id;
	x->function = xstrdup(fn);
	x->opcode = xstrdup(op);
	x->file = strcmp(file, "-") ? xstrdup(file) : NULL;
	x->width = width;
	x->line = x->file ? lineno : 0;
	return 0;
}

int
fi_sites_read(const char *path, struct fi_sites *s)
{
	FILE *f;
	char *line = NULL;
	size_t cap = 0, lineno = 0;
	int rc = -1;

	memset(s, 0, sizeof(*s));
	if (!path)
		return 0;
	f = fopen(path, "re");
	if (!f)
		return tr_error("cannot read '%s': %s", path, strerror(errno));
	while (getline(&line, &cap, f) > 0) {
		struct fi_site x;

		lineno++;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (parse_site(line, &x)) {
			tr_error("'%s' line %zu: malformed site (expected ID "
				 "FUNCTION OPCODE WIDTH LINE FILE)", path, lineno);
			goto out;
		}
		if (x.id >= s->n) {
			size_t n = (size_t)x.id + 1;

			s->v = xrealloc(s->v, n * sizeof(*s->v));
			memset(s->v + s->n, 0, (n - s->n) * sizeof(*s->v));
			s->n = n;
		}
		free(s->v[x.id].function);
		free(s->v[x.id].opcode);
		free(s->v[x.id].file);
		s->v[x.id] = x;
	}
	if (ferror(f)) {
		tr_error("cannot read '%s': %s", path, strerror(errno));
		goto out;
	}
	rc = 0;
out:
	free(line);
	fclose(f);
	if (rc)
		fi_sites_release(s);
	return rc;
}

void
fi_sites_release(struct fi_sites *s)
{
	for (size_t i = 0; i < s->n; i++) {
		free(s->v[i].function);
		free(s->v[i].opcode);
		free(s->v[i].file);
	}
	free(s->v);
	memset(s, 0, sizeof(*s));
}

const struct fi_site *
fi_site_get(const struct fi_sites *s, unsigned id)
{
	return id < s->n && s->v[id].id ? &s->v[id] : NULL;
}
