/*
 * journal.c: the campaign journal, one JSON object per finished run
 * (docs/inject.md, "Journal, resume, replay"):
 *
 *   {"bit":17,"exit_code":-1,"id":212,"index":41,"instance":48113,
 *    "latency":37,"model":"bitflip","outcome":"crash","signal":11,
 *    "time":0.012}
 *
 * Each line goes out in a single write(2) on an O_APPEND descriptor, so a
 * campaign killed at any point (even by SIGKILL) leaves every earlier line
 * whole and at most the last one cut short. Readers ignore such a last line,
 * and reopening for a resume cuts it off so the next line starts cleanly.
 * Keys are sorted and reals printed with fixed precision, so the same run
 * always gives the same bytes.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "validate.h"

/*
 * The length of path's content up to the end of its last complete line
 * (0 if it has none), reading backwards from its end in blocks.
 */
static int
complete_length(const char *path, off_t *keep)
{
	char buf[4096];
	struct stat st;
	off_t end;
	int fd, rc = -1;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return tr_error("cannot open '%s': %s", path, strerror(errno));
	if (fstat(fd, &st)) {
		tr_error("cannot stat '%s': %s", path, strerror(errno));
		goto out;
	}
	for (end = st.st_size; end > 0;) {
		size_t want = end < (off_t)sizeof(buf) ? (size_t)end :
			      sizeof(buf);
		ssize_t got = pread(fd, buf, want, end - (off_t)want);

		if (got != (ssize_t)want) {
			tr_error("cannot read '%s': %s", path,
				 got < 0 ? strerror(errno) : "short read");
			goto out;
		}
		for (size_t i = want; i > 0; i--)
			if (buf[i - 1] == '\n') {
				*keep = end - (off_t)want + (off_t)i;
				rc = 0;
				goto out;
			}
		end -= (off_t)want;
	}
	*keep = 0;
	rc = 0;
out:
	close(fd);
	return rc;
}

int
fi_journal_open(struct fi_journal *j, const char *path, bool resume)
{
	int flags = O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC;
	struct stat st;
	off_t keep;

	j->fd = -1;
	j->path = NULL;
	if (!resume)
		flags |= O_TRUNC;
	j->fd = open(path, flags, 0644);
	if (j->fd < 0)
		return tr_error("cannot open journal '%s': %s", path,
				strerror(errno));
	j->path = xstrdup(path);
	if (!resume)
		return 0;
	if (fstat(j->fd, &st)) {
		tr_error("cannot stat '%s': %s", path, strerror(errno));
		goto fail;
	}
	if (st.st_size == 0)
		return 0;
	if (complete_length(path, &keep))
		goto fail;
	if (keep < st.st_size && ftruncate(j->fd, keep)) {
		tr_error("cannot truncate '%s': %s", path, strerror(errno));
		goto fail;
	}
	return 0;
fail:
	fi_journal_close(j);
	return -1;
}

int
fi_journal_append(struct fi_journal *j, const struct fi_entry *e)
{
	json_t *o = fi_entry_to_json(e);
	char *text = json_dumps(o, JSON_SORT_KEYS | JSON_COMPACT |
				JSON_REAL_PRECISION(6));
	size_t len;
	ssize_t w;
	int rc = -1;

	if (!text) {
		tr_error("cannot format a journal line for '%s'", j->path);
		goto out;
	}
	len = strlen(text);
	text = xrealloc(text, len + 2);
	text[len++] = '\n';
	text[len] = '\0';
	do
		w = write(j->fd, text, len);
	while (w < 0 && errno == EINTR);
	if (w < 0) {
		tr_error("cannot write to journal '%s': %s", j->path,
			 strerror(errno));
		goto out;
	}
	if ((size_t)w != len) {
		tr_error("short write to journal '%s' (%zd of %zu bytes; disk "
			 "full?)", j->path, w, len);
		goto out;
	}
	rc = 0;
out:
	free(text);
	json_decref(o);
	return rc;
}

void
fi_journal_close(struct fi_journal *j)
{
	if (j->fd >= 0)
		close(j->fd);
	free(j->path);
	j->fd = -1;
	j->path = NULL;
}

int
fi_journal_read_with(const char *path, size_t size,
		     int (*parse)(const json_t *o, void *entry),
		     void **entries, size_t *n)
{
	char *v = NULL;
	size_t nv = 0, cap = 0, linecap = 0, lineno = 0;
	char *line = NULL, msg[256];
	ssize_t len;
	FILE *f;
	int rc = -1;

	*entries = NULL;
	*n = 0;
	f = fopen(path, "re");
	if (!f) {
		if (errno == ENOENT)
			return 0;
		return tr_error("cannot open journal '%s': %s", path,
				strerror(errno));
	}
	while ((len = getline(&line, &linecap, f)) > 0) {
		json_error_t err;
		json_t *o;

		lineno++;
		if (line[len - 1] != '\n')
			break;	/* cut short by a kill: dropped */
		o = json_loadb(line, (size_t)len, 0, &err);
		if (!o) {
			tr_error("'%s' line %zu: %s", path, lineno, err.text);
			goto out;
		}
		if (nv == cap) {
			cap = cap ? 2 * cap : 64;
			v = xrealloc(v, cap * size);
		}
		if (parse(o, v + nv * size)) {
			snprintf(msg, sizeof(msg), "%s", tr_errmsg());
			json_decref(o);
			tr_error("'%s' line %zu: %s", path, lineno, msg);
			goto out;
		}
		json_decref(o);
		nv++;
	}
	if (ferror(f)) {
		tr_error("cannot read journal '%s': %s", path, strerror(errno));
		goto out;
	}
	*entries = v;
	*n = nv;
	v = NULL;
	rc = 0;
out:
	free(v);
	free(line);
	fclose(f);
	return rc;
}

static int
parse_entry(const json_t *o, void *e)
{
	return fi_entry_from_json(o, e);
}

int
fi_journal_read(const char *path, struct fi_entry **entries, size_t *n)
{
	void *v;
	int rc = fi_journal_read_with(path, sizeof(**entries), parse_entry,
				      &v, n);

	*entries = v;
	return rc;
}

json_t *
fi_entry_to_json(const struct fi_entry *e)
{
	return json_pack("{s:I, s:I, s:I, s:i, s:s, s:s, s:i, s:i, s:I, s:f}",
			 "index", (json_int_t)e->index,
			 "id", (json_int_t)e->id,
			 "instance", (json_int_t)e->instance,
			 "bit", e->bit,
			 "model", fi_model_name(e->model),
			 "outcome", fi_outcome_name(e->outcome),
			 "signal", e->signal,
			 "exit_code", e->exit_code,
			 "latency", (json_int_t)e->latency,
			 "time", e->time_s);
}

/* The integer under key, which must lie in [min, max]. */
static int
get_int(const json_t *o, const char *key, json_int_t min, json_int_t max,
	json_int_t *v)
{
	const json_t *x = json_object_get(o, key);

	if (!x)
		return tr_error("no \"%s\"", key);
	if (!json_is_integer(x))
		return tr_error("\"%s\" is not an integer", key);
	*v = json_integer_value(x);
	if (*v < min || *v > max)
		return tr_error("\"%s\" out of range: %lld", key,
				(long long)*v);
	return 0;
}

static int
get_str(const json_t *o, const char *key, const char **s)
{
	const json_t *x = json_object_get(o, key);

	if (!x)
		return tr_error("no \"%s\"", key);
	if (!json_is_string(x))
		return tr_error("\"%s\" is not a string", key);
	*s = json_string_value(x);
	return 0;
}

int
fi_entry_from_json(const json_t *o, struct fi_entry *e)
{
	json_int_t index, id, instance, bit, sig, code, latency;
	const json_t *t;
	const char *model, *outcome;

	memset(e, 0, sizeof(*e));
	if (!json_is_object(o))
		return tr_error("a journal entry must be an object");
	if (get_int(o, "index", 0, INT64_MAX, &index) ||
	    get_int(o, "id", 0, UINT_MAX, &id) ||
	    get_int(o, "instance", 0, INT64_MAX, &instance) ||
	    get_int(o, "bit", -1, INT_MAX, &bit) ||
	    get_int(o, "signal", 0, INT_MAX, &sig) ||
	    get_int(o, "exit_code", INT_MIN, INT_MAX, &code) ||
	    get_int(o, "latency", -1, INT64_MAX, &latency) ||
	    get_str(o, "model", &model) || get_str(o, "outcome", &outcome) ||
	    fi_model_parse(model, &e->model) ||
	    fi_outcome_parse(outcome, &e->outcome))
		return -1;
	t = json_object_get(o, "time");
	if (!t)
		return tr_error("no \"time\"");
	if (!json_is_number(t))
		return tr_error("\"time\" is not a number");
	e->index = (uint64_t)index;
	e->id = (unsigned)id;
	e->instance = (uint64_t)instance;
	e->bit = (int)bit;
	e->signal = (int)sig;
	e->exit_code = (int)code;
	e->latency = (int64_t)latency;
	e->time_s = json_number_value(t);
	return 0;
}
