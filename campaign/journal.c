/*
 * journal.c: the campaign journal, one JSON object per finished run
 * (docs/campaign.md, "journal.jsonl"):
 *
 *   {"bit":17,"exit_code":-1,"id":212,"index":41,"instance":48113,
 *    "latency":37,"model":"bitflip","outcome":"crash","signal":11,
 *    "time":0.012}
 *
 * and, for the GPU, the same keys plus launch, block, thread, cuda_error,
 * rm, tm, benign_tm, rm_latency, and before and after (the site's value
 * as 16 hex digits, or null when nothing was injected; absent in journals
 * written before they were added), and with syndromes of several threads
 * threads (how many reached the instance; only when known).
 *
 * Each line goes out in a single write(2) on an O_APPEND descriptor, so a
 * campaign killed at any point (even by SIGKILL) leaves every earlier line
 * whole and at most the last one cut short. Readers ignore such a last line,
 * and reopening for a resume cuts it off so the next line starts cleanly.
 * Keys are sorted and reals printed with fixed precision, so the same run
 * always gives the same bytes.
 *
 * A bad line must never cost a campaign (issue 21: one negative latency
 * made a finished 3,000-run campaign unreadable). So the writer makes
 * impossible values unknown (with a warning) and writes only a line its
 * reader accepts; the reader skips a line it cannot read (or a second line
 * of one run), names it on stderr and counts it, and a resume runs the runs
 * of such lines again.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internal.h"
#include "gpu_protocol.h"

/* Bad lines named on stderr by one read; the rest are only counted. */
#define MAX_WARNINGS 10

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
fi_journal_open(struct fi_journal *j, const char *path,
		const struct fi_journal_kind *kind, bool resume)
{
	int flags = O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC;
	struct stat st;
	off_t keep;

	j->fd = -1;
	j->path = NULL;
	j->kind = kind;
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
fi_journal_append(struct fi_journal *j, void *entry)
{
	const struct fi_entry *e = entry;
	void *back = xmalloc(j->kind->size);
	json_t *o;
	char *text = NULL;
	size_t len;
	ssize_t w;
	int rc = -1;

	j->kind->sanitize(entry);
	o = j->kind->to_json(entry);
	if (!o) {
		tr_error("cannot format the journal line of run %llu for '%s'",
			 (unsigned long long)e->index, j->path);
		goto out;
	}
	/* The reader's own check, before anything is written. */
	if (j->kind->from_json(o, back)) {
		char msg[256];

		snprintf(msg, sizeof(msg), "%s", tr_errmsg());
		tr_error("the journal line of run %llu would not read back (%s; "
			 "a trident bug): '%s' is left as it was",
			 (unsigned long long)e->index, msg, j->path);
		goto out;
	}
	text = json_dumps(o, CP_JSON_LINE);
	if (!text) {
		tr_error("cannot format the journal line of run %llu for '%s'",
			 (unsigned long long)e->index, j->path);
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
	free(back);
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

/*
 * Reading
 */
struct reader {
	const char *path;
	bool warn;
	size_t bad;
};

static void
bad_line(struct reader *r, size_t lineno, const char *msg)
{
	if (r->warn && r->bad < MAX_WARNINGS)
		campaign_warn("'%s' line %zu: %s: line ignored", r->path, lineno,
			      msg);
	r->bad++;
}

/* A read entry's run index and line, to find a run journaled twice. */
struct seen {
	uint64_t index;
	size_t pos, lineno;
};

static int
cmp_seen(const void *a, const void *b)
{
	const struct seen *x = a, *y = b;

	if (x->index != y->index)
		return x->index < y->index ? -1 : 1;
	return (x->pos > y->pos) - (x->pos < y->pos);
}

/*
 * Drop every entry but the first of each run index from v[*nv] (size
 * bytes each, lines[] their line numbers), keeping the order.
 */
static void
drop_repeats(struct reader *r, char *v, size_t size, size_t *nv,
	     const size_t *lines)
{
	struct seen *s = xcalloc(*nv, sizeof(*s));
	bool *drop = xcalloc(*nv, sizeof(*drop));
	size_t k = 0;

	for (size_t i = 0; i < *nv; i++)
		s[i] = (struct seen){
			((const struct fi_entry *)(v + i * size))->index, i,
			lines[i] };
	qsort(s, *nv, sizeof(*s), cmp_seen);
	for (size_t i = 1; i < *nv; i++)
		if (s[i].index == s[i - 1].index) {
			char msg[128];
			size_t first = i - 1;

			while (first && s[first - 1].index == s[i].index)
				first--;
			snprintf(msg, sizeof(msg), "run %llu is journaled "
				 "again (first at line %zu)",
				 (unsigned long long)s[i].index,
				 s[first].lineno);
			bad_line(r, s[i].lineno, msg);
			drop[s[i].pos] = true;
		}
	for (size_t i = 0; i < *nv; i++)
		if (!drop[i]) {
			if (k != i)
				memcpy(v + k * size, v + i * size, size);
			k++;
		}
	*nv = k;
	free(drop);
	free(s);
}

int
fi_journal_read_with(const char *path, const struct fi_journal_kind *kind,
		     bool warn, void **entries, size_t *n, size_t *bad)
{
	struct reader r = { .path = path, .warn = warn };
	char *v = NULL, *line = NULL;
	size_t nv = 0, cap = 0, linecap = 0, lineno = 0, *lines = NULL;
	ssize_t len;
	FILE *f;
	int rc = -1;

	*entries = NULL;
	*n = 0;
	if (bad)
		*bad = 0;
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
			bad_line(&r, lineno, tr_one_line(err.text));
			continue;
		}
		if (nv == cap) {
			cap = cap ? 2 * cap : 64;
			v = xrealloc(v, cap * kind->size);
			lines = xrealloc(lines, cap * sizeof(*lines));
		}
		if (kind->from_json(o, v + nv * kind->size)) {
			char msg[256];

			snprintf(msg, sizeof(msg), "%s", tr_errmsg());
			bad_line(&r, lineno, msg);
		} else {
			lines[nv++] = lineno;
		}
		json_decref(o);
	}
	if (ferror(f)) {
		tr_error("cannot read journal '%s': %s", path, strerror(errno));
		goto out;
	}
	drop_repeats(&r, v, kind->size, &nv, lines);
	if (warn && r.bad > MAX_WARNINGS)
		campaign_warn("'%s': %zu more bad lines ignored", path,
			      r.bad - MAX_WARNINGS);
	*entries = v;
	*n = nv;
	if (bad)
		*bad = r.bad;
	v = NULL;
	rc = 0;
out:
	free(v);
	free(lines);
	free(line);
	fclose(f);
	return rc;
}

int
fi_journal_read(const char *path, bool warn, struct fi_entry **entries,
		size_t *n, size_t *bad)
{
	void *v;
	int rc = fi_journal_read_with(path, &fi_journal_cpu, warn, &v, n, bad);

	*entries = v;
	return rc;
}

int
gpu_journal_read(const char *path, bool warn, struct gpu_entry **entries,
		 size_t *n, size_t *bad)
{
	void *v;
	int rc = fi_journal_read_with(path, &fi_journal_gpu, warn, &v, n, bad);

	*entries = v;
	return rc;
}

/*
 * Entries
 */
json_t *
fi_entry_to_json(const struct fi_entry *e)
{
	json_t *o = json_pack("{s:I, s:I, s:I, s:i, s:s, s:s, s:i, s:i, s:I, "
			      "s:f}",
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

	if (o && e->latency_unknown)
		json_object_set_new(o, "latency_unknown", json_true());
	return o;
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
	const json_t *t, *unknown;
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
	if (!json_is_number(t) || !(json_number_value(t) >= 0))
		return tr_error("\"time\" is not a number of seconds");
	unknown = json_object_get(o, "latency_unknown");
	if (unknown && !json_is_boolean(unknown))
		return tr_error("\"latency_unknown\" is not a boolean");
	e->latency_unknown = json_is_true(unknown);
	if (e->latency_unknown && latency != -1)
		return tr_error("\"latency\" is %lld, but unknown",
				(long long)latency);
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

/* Make fi_entry's impossible values unknown, naming each in a warning. */
static void
fi_entry_sanitize(struct fi_entry *e)
{
	unsigned long long k = (unsigned long long)e->index;

	if (e->latency < -1) {
		campaign_warn("run %llu: impossible crash latency %lld: "
			      "recorded as unknown", k, (long long)e->latency);
		e->latency = -1;
		e->latency_unknown = true;
	}
	if (e->latency_unknown)
		e->latency = -1;
	if (e->instance > INT64_MAX) {
		campaign_warn("run %llu: impossible instance %llu: recorded as "
			      "0 (unknown)", k, (unsigned long long)e->instance);
		e->instance = 0;
	}
	if (e->bit < -1) {
		campaign_warn("run %llu: impossible bit %d: recorded as -1", k,
			      e->bit);
		e->bit = -1;
	}
	if (e->signal < 0) {
		campaign_warn("run %llu: impossible signal %d: recorded as 0", k,
			      e->signal);
		e->signal = 0;
	}
	if (!(e->time_s >= 0) || isinf(e->time_s)) {
		campaign_warn("run %llu: impossible run time %g: recorded as 0",
			      k, e->time_s);
		e->time_s = 0;
	}
}

static void
sanitize_cpu(void *entry)
{
	fi_entry_sanitize(entry);
}

static json_t *
to_json_cpu(const void *entry)
{
	return fi_entry_to_json(entry);
}

static int
from_json_cpu(const json_t *o, void *entry)
{
	return fi_entry_from_json(o, entry);
}

const struct fi_journal_kind fi_journal_cpu = {
	sizeof(struct fi_entry), sanitize_cpu, to_json_cpu, from_json_cpu,
};

/*
 * GPU entries: fi_entry's fields plus the GPU's.
 */
static json_t *
tri_json(int v)
{
	return v < 0 ? json_null() : json_boolean(v);
}

/* A 64-bit value as 16 hex digits (JSON integers stop at 2^63). */
static json_t *
hex_json(uint64_t v)
{
	char s[17];

	snprintf(s, sizeof(s), "%016llx", (unsigned long long)v);
	return json_string(s);
}

/* A value hex_json wrote: 1 to 16 hex digits, or null or absent (*known
   false). */
static int
hex_get(const json_t *o, const char *key, uint64_t *v, bool *known)
{
	const json_t *x = json_object_get(o, key);
	const char *s;

	*v = 0;
	*known = false;
	if (!x || json_is_null(x))
		return 0;
	s = json_is_string(x) ? json_string_value(x) : NULL;
	if (!s || !*s || strlen(s) > 16 || strspn(s, "0123456789abcdef") !=
	    strlen(s))
		return tr_error("\"%s\" is not 1 to 16 hex digits", key);
	*v = strtoull(s, NULL, 16);
	*known = true;
	return 0;
}

json_t *
gpu_entry_to_json(const struct gpu_entry *e)
{
	json_t *o = fi_entry_to_json(&e->e);

	if (!o)
		return NULL;
	json_object_set_new(o, "launch", json_integer((json_int_t)e->launch));
	json_object_set_new(o, "block", json_integer((json_int_t)e->block));
	json_object_set_new(o, "thread", json_integer((json_int_t)e->thread));
	json_object_set_new(o, "cuda_error", e->cuda_error[0] ?
			    json_string(e->cuda_error) : json_null());
	json_object_set_new(o, "rm", tri_json(e->rm));
	json_object_set_new(o, "tm", tri_json(e->tm));
	json_object_set_new(o, "benign_tm", tri_json(e->benign_tm));
	json_object_set_new(o, "rm_latency",
			    json_integer((json_int_t)e->rm_latency));
	json_object_set_new(o, "before", e->values ? hex_json(e->before)
						   : json_null());
	json_object_set_new(o, "after", e->values ? hex_json(e->after)
						  : json_null());
	if (e->threads)
		json_object_set_new(o, "threads", json_integer(e->threads));
	return o;
}

/* A class: true, false or null (-1). */
static int
tri_get(const json_t *o, const char *key, int *v)
{
	const json_t *x = json_object_get(o, key);

	if (!x || json_is_null(x))
		*v = -1;
	else if (json_is_boolean(x))
		*v = json_is_true(x);
	else
		return tr_error("\"%s\" is not true, false or null", key);
	return 0;
}

int
gpu_entry_from_json(const json_t *o, struct gpu_entry *e)
{
	json_int_t launch, block, thread, lat = -1;
	const json_t *ce, *x;
	bool has_before, has_after;

	memset(e, 0, sizeof(*e));
	if (fi_entry_from_json(o, &e->e) ||
	    get_int(o, "launch", 0, INT64_MAX, &launch) ||
	    get_int(o, "block", 0, INT64_MAX, &block) ||
	    get_int(o, "thread", 0, INT64_MAX, &thread) ||
	    tri_get(o, "rm", &e->rm) || tri_get(o, "tm", &e->tm) ||
	    tri_get(o, "benign_tm", &e->benign_tm))
		return -1;
	x = json_object_get(o, "rm_latency");
	if (x && !json_is_null(x) &&
	    get_int(o, "rm_latency", -1, INT64_MAX, &lat))
		return -1;
	if (hex_get(o, "before", &e->before, &has_before) ||
	    hex_get(o, "after", &e->after, &has_after))
		return -1;
	if (has_before != has_after)
		return tr_error("\"before\" and \"after\" come together");
	e->values = has_before;
	x = json_object_get(o, "threads");
	if (x) {
		json_int_t t;

		if (get_int(o, "threads", 1, GPU_SYN_MAX_THREADS, &t))
			return -1;
		e->threads = (unsigned)t;
	}
	ce = json_object_get(o, "cuda_error");
	if (ce && !json_is_null(ce) && !json_is_string(ce))
		return tr_error("\"cuda_error\" is not a string");
	if (json_is_string(ce))
		snprintf(e->cuda_error, sizeof(e->cuda_error), "%s",
			 json_string_value(ce));
	e->launch = (uint64_t)launch;
	e->block = (uint64_t)block;
	e->thread = (uint64_t)thread;
	e->rm_latency = lat;
	return 0;
}

static int
tri_sane(int v)
{
	return v < 0 ? -1 : v > 0;
}

static void
sanitize_gpu(void *entry)
{
	struct gpu_entry *e = entry;
	unsigned long long k = (unsigned long long)e->e.index;
	uint64_t *where[3] = { &e->launch, &e->block, &e->thread };
	static const char *const names[3] = { "launch", "block", "thread" };

	fi_entry_sanitize(&e->e);
	for (int i = 0; i < 3; i++)
		if (*where[i] > INT64_MAX) {
			campaign_warn("run %llu: impossible %s %llu: recorded "
				      "as 0", k, names[i],
				      (unsigned long long)*where[i]);
			*where[i] = 0;
		}
	e->cuda_error[sizeof(e->cuda_error) - 1] = '\0';
	for (char *c = e->cuda_error; *c; c++)
		if (*c <= ' ' || *c >= 0x7f)
			*c = '?';
	e->rm = tri_sane(e->rm);
	e->tm = tri_sane(e->tm);
	e->benign_tm = tri_sane(e->benign_tm);
	if (e->rm_latency < -1)
		e->rm_latency = -1;
}

static json_t *
to_json_gpu(const void *entry)
{
	return gpu_entry_to_json(entry);
}

static int
from_json_gpu(const json_t *o, void *entry)
{
	return gpu_entry_from_json(o, entry);
}

const struct fi_journal_kind fi_journal_gpu = {
	sizeof(struct gpu_entry), sanitize_gpu, to_json_gpu, from_json_gpu,
};
