/*
 * report.c: the prediction as JSON (docs/predict.md) and as a readable
 * table of the most SDC-prone instructions.
 */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "model.h"

static const char *
combine_name(enum model_combine c)
{
	return c == MODEL_UNION ? "union" : "average";
}

static json_t *
opts_json(const struct model_opts *o)
{
	/* Every switch by name (docs/predict.md's "model" member). */
	const struct {
		const char *name;
		bool on;
	} sw[] = {
		{ "sensitivity", o->sensitivity },
		{ "interproc", o->interproc },
		{ "join_values", o->join_values },
		{ "live_changes", o->live_changes },
		{ "dead_stores", o->dead_stores },
		{ "dead_writes", o->dead_writes },
		{ "compat_lt", o->compat_lt },
		{ "persist", o->persist },
		{ "mix_union", o->mix_union },
		{ "cycle_reach", o->cycle_reach },
		{ "exit_reach", o->exit_reach },
		{ "exit_values", o->exit_values },
		{ "ran_edges", o->ran_edges },
		{ "mul_pow2", o->mul_pow2 },
		{ "fresh_exits", o->fresh_exits },
		{ "relax", o->relax },
		{ "hangs", o->hangs },
		{ "dilution", o->dilution },
		{ "update_size", o->update_size },
		{ "loop_targets", o->loop_targets },
		{ "magnitude", o->magnitude },
		{ "error_exits", o->error_exits },
		{ "vector_checks", o->vector_checks },
		{ "unread_stores", o->unread_stores },
		{ "flip_chains", o->flip_chains },
		{ "flip_bits", o->flip_bits },
		{ "known_bits", o->known_bits },
		{ "large_fp", o->large_fp },
		{ "printed_magnitude", o->printed_magnitude },
		{ "printed_flips", o->printed_flips },
		{ "runaway", o->runaway },
		{ "wrong_element", o->wrong_element },
		{ "zero_fills", o->zero_fills },
		{ "dead_params", o->dead_params },
		{ "silent_updates", o->silent_updates },
		{ "spread", o->spread },
		{ "exit_phis", o->exit_phis },
		{ "wild_switches", o->wild_switches },

	};
	json_t *j = json_pack("{s:s, s:s, s:f, s:f}",
			      "name", model_kind_name(o->kind),
			      "combine", combine_name(o->combine),
			      "independence", o->independence,
			      "fp_independence", o->fp_independence);

	for (size_t k = 0; j && k < sizeof(sw) / sizeof(*sw); k++)
		json_object_set_new(j, sw[k].name, json_boolean(sw[k].on));
	/* Only a diagnostic order is named (the default's reports stay). */
	if (j && o->order == MODEL_ORDER_REVERSE)
		json_object_set_new(j, "query_order", json_string("reverse"));
	else if (j && o->order == MODEL_ORDER_SHUFFLE)
		json_object_set_new(j, "query_order",
				    json_sprintf("shuffle:%u", o->order_seed));
	return j;
}

/*
 * One instruction's object: what json_pack("{s:I, s:s, s:s, s:s, s:I, s:I,
 * s:f, s:f, s:f}", ...) made, without reading a format a million times;
 * NULL, as from json_pack, if a string is not UTF-8 or a number not
 * finite (the array then leaves the instruction out).
 */
static json_t *
inst_json(const struct model_inst *mi)
{
	json_t *o = json_object();
	json_t *v[9] = {
		json_integer((json_int_t)mi->id), json_string(mi->function),
		json_string(mi->opcode), json_string(mi->file),
		json_integer((json_int_t)mi->line),
		json_integer((json_int_t)mi->count), json_real(mi->sdc),
		json_real(mi->crash), json_real(mi->benign),
	};
	static const char *const keys[9] = {
		"id", "function", "opcode", "file", "line", "count", "sdc",
		"crash", "benign",
	};
	bool ok = o != NULL;

	for (unsigned k = 0; k < 9; k++) {
		if (!ok || !v[k]) {
			json_decref(v[k]);
			ok = false;
		} else if (json_object_set_new_nocheck(o, keys[k], v[k])) {
			ok = false;	/* it took v[k] */
		}
	}
	if (!ok) {
		json_decref(o);
		return NULL;
	}
	return o;
}

/* The objects of instructions [from, to) into v. */
struct insts_part {
	const struct model_inst *insts;
	json_t **v;
	unsigned from, to;
};

static void *
insts_part(void *arg)
{
	struct insts_part *t = arg;

	for (unsigned i = t->from; i < t->to; i++)
		t->v[i] = inst_json(&t->insts[i]);
	return NULL;
}

/* Instructions from which the objects are made on two threads. */
#define INSTS_PARALLEL 10000

/*
 * Every instruction's object into the array a, in order: a million of
 * them take seconds, mostly allocation, so that a large result makes its
 * second half on a second thread (jansson's values are independent and
 * its reference counts atomic).
 */
static void
insts_json(json_t *a, const struct model_result *r)
{
	json_t **v = xmalloc(((size_t)r->ninsts + 1) * sizeof(*v));
	struct insts_part part[2] = {
		{ r->insts, v, 0, r->ninsts / 2 },
		{ r->insts, v, r->ninsts / 2, r->ninsts },
	};
	pthread_t t;
	bool threaded = false;

	/* The hash seed, once, before the threads make objects. */
	json_object_seed(0);
	if (r->ninsts >= INSTS_PARALLEL)
		threaded = !pthread_create(&t, NULL, insts_part, &part[1]);
	if (!threaded)
		part[0].to = r->ninsts;
	insts_part(&part[0]);
	if (threaded)
		pthread_join(t, NULL);
	/* A NULL object (json_pack's failure) is left out, as it was. */
	for (unsigned i = 0; i < r->ninsts; i++)
		json_array_append_new(a, v[i]);
	free(v);
}

json_t *
model_json_head(const struct model_result *r, const char *module,
		const char *profile)
{
	json_t *j;

	j = json_pack("{s:s, s:i, s:s, s:s, s:o, s:{s:f, s:f, s:f, s:I, s:I}}",
		      "format", MODEL_FORMAT, "version", MODEL_VERSION,
		      "hash", r->hash, "module", module ? module : "",
		      "model", opts_json(&r->opts),
		      "program", "sdc", r->sdc, "crash", r->crash,
		      "benign", r->benign,
		      "dynamic", (json_int_t)r->dynamic,
		      "candidates", (json_int_t)r->ninsts);
	if (j && profile)
		json_object_set_new(j, "profile", json_string(profile));
	if (j && r->nexplained) {
		json_t *a = json_array();

		for (unsigned i = 0; i < r->nexplained; i++)
			json_array_append_new(a, json_pack("{s:I, s:s, s:s}",
				"id", (json_int_t)r->explained[i].id,
				"ir", r->explained[i].ir,
				"explain", r->explained[i].text));
		json_object_set_new(j, "explained", a);
	}
	return j;
}

json_t *
model_json(const struct model_result *r, const char *module,
	   const char *profile)
{
	json_t *j = model_json_head(r, module, profile), *insts;

	if (!j)
		return NULL;
	insts = json_array();
	insts_json(insts, r);
	json_object_set_new(j, "instructions", insts);
	return j;
}

/* The flags every prediction is written with. */
#define JSON_FLAGS (JSON_SORT_KEYS | JSON_INDENT(2) | JSON_REAL_PRECISION(6))

/*
 * The file being written: jansson hands its output over a few bytes at a
 * time, which its own file output passes to fwrite one piece at a time
 * (for a million instructions that took seconds); here they go through a
 * buffer of our own.
 */
struct json_out {
	int fd;
	bool failed;
	size_t n;
	char buf[1 << 16];
};

static void
out_flush(struct json_out *o)
{
	const char *p = o->buf;

	while (o->n && !o->failed) {
		ssize_t k = write(o->fd, p, o->n);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			o->failed = true;
		else
			p += k, o->n -= (size_t)k;
	}
	o->n = 0;
}

static int
out_bytes(const char *s, size_t size, void *data)
{
	struct json_out *o = data;

	while (size) {
		size_t k = sizeof(o->buf) - o->n;

		if (!k) {
			out_flush(o);
			if (o->failed)
				return -1;
			continue;
		}
		if (k > size)
			k = size;
		memcpy(o->buf + o->n, s, k);
		o->n += k;
		s += k;
		size -= k;
	}
	return 0;
}

/* The file path, truncated, to write through a json_out; NULL with a
   message if it cannot be made. */
static struct json_out *
out_open(const char *path)
{
	struct json_out *o = xmalloc(sizeof(*o));

	o->n = 0;
	o->failed = false;
	o->fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	if (o->fd < 0) {
		free(o);
		tr_error("cannot write '%s'", path);
		return NULL;
	}
	return o;
}

/* Flush and close o (freed); -1 with a message where anything failed. */
static int
out_close(struct json_out *o, const char *path, bool ok)
{
	int rc = 0;

	out_flush(o);
	if (close(o->fd) || o->failed || !ok)
		rc = tr_error("cannot write '%s'", path);
	free(o);
	return rc;
}

/* The same bytes as json_dump_file(j, path, flags), and the same file. */
int
model_json_write(const json_t *j, const char *path)
{
	struct json_out *o = out_open(path);

	if (!o)
		return -1;
	return out_close(o, path,
			 !json_dump_callback(j, out_bytes, o, JSON_FLAGS));
}

/* out_bytes, with two more spaces after each newline: a member's value
   dumped alone, written one level down. */
static int
out_indented(const char *s, size_t size, void *data)
{
	const char *nl;

	while (size && (nl = memchr(s, '\n', size))) {
		size_t k = (size_t)(nl - s) + 1;

		if (out_bytes(s, k, data) || out_bytes("  ", 2, data))
			return -1;
		s += k;
		size -= k;
	}
	return size ? out_bytes(s, size, data) : 0;
}

static void
out_str(struct json_out *o, const char *s)
{
	out_bytes(s, strlen(s), o);
}

/*
 * A real as jansson writes it with JSON_REAL_PRECISION(6): %.6g, ".0"
 * added to what would read back as an integer, the exponent without its
 * '+' and leading zeros. False for a number that is not finite (json_real
 * refuses it).
 */
static bool
real_text(char buf[32], double v)
{
	char *e, *from, *to;
	int n;

	if (!isfinite(v))
		return false;
	n = snprintf(buf, 32, "%.6g", v);
	if (n <= 0 || n >= 28)
		return false;
	if (!strchr(buf, '.') && !strchr(buf, 'e'))
		memcpy(buf + n, ".0", 3);
	if ((e = strchr(buf, 'e'))) {
		from = to = e + 1;
		if (*to == '-')
			to++, from++;
		if (*from == '+')
			from++;
		while (*from == '0' && from[1])
			from++;
		memmove(to, from, strlen(from) + 1);
	}
	return true;
}

/*
 * s as a JSON string, as jansson writes it: NULL where s is printable
 * ASCII without quotes or backslashes (written as it is, in quotes), else
 * jansson's own text of it in *text (to free), or false where jansson
 * refuses it (not UTF-8: the instruction is left out, as json_string's
 * NULL leaves it out).
 */
static bool
str_text(const char *s, char **text)
{
	json_t *j;

	*text = NULL;
	for (const char *p = s; *p; p++)
		if ((unsigned char)*p < 0x20 || (unsigned char)*p >= 0x80 ||
		    *p == '"' || *p == '\\')
			goto escaped;
	return true;
escaped:
	if (!(j = json_string(s)))
		return false;
	*text = json_dumps(j, JSON_ENCODE_ANY);
	json_decref(j);
	return *text != NULL;
}

static void
out_string(struct json_out *o, const char *s, const char *text)
{
	if (text) {
		out_str(o, text);
		return;
	}
	out_str(o, "\"");
	out_str(o, s);
	out_str(o, "\"");
}

/*
 * One instruction's object as inst_json's would be written one level
 * inside the array (keys sorted), after sep; nothing where inst_json
 * would give NULL (the instruction is left out). Whether it was written.
 */
static bool
write_inst(struct json_out *o, const char *sep, const struct model_inst *mi)
{
	char benign[32], crash[32], sdc[32], ints[96];
	char *fn = NULL, *file = NULL, *op = NULL;
	bool ok = real_text(benign, mi->benign) &&
		  real_text(crash, mi->crash) && real_text(sdc, mi->sdc) &&
		  str_text(mi->function, &fn) && str_text(mi->file, &file) &&
		  str_text(mi->opcode, &op);

	if (ok) {
		out_str(o, sep);
		out_str(o, "    {\n      \"benign\": ");
		out_str(o, benign);
		snprintf(ints, sizeof(ints), ",\n      \"count\": %lld,\n"
			 "      \"crash\": ", (long long)mi->count);
		out_str(o, ints);
		out_str(o, crash);
		out_str(o, ",\n      \"file\": ");
		out_string(o, mi->file, file);
		out_str(o, ",\n      \"function\": ");
		out_string(o, mi->function, fn);
		snprintf(ints, sizeof(ints), ",\n      \"id\": %lld,\n"
			 "      \"line\": %lld,\n      \"opcode\": ",
			 (long long)mi->id, (long long)mi->line);
		out_str(o, ints);
		out_string(o, mi->opcode, op);
		out_str(o, ",\n      \"sdc\": ");
		out_str(o, sdc);
		out_str(o, "\n    }");
	}
	free(fn);
	free(file);
	free(op);
	return ok;
}

/* The array of r's instructions, as the tree's would be written. */
static void
write_insts(struct json_out *o, const struct model_result *r)
{
	bool first = true;

	for (unsigned i = 0; i < r->ninsts; i++)
		if (write_inst(o, first ? "[\n" : ",\n", &r->insts[i]))
			first = false;
	out_str(o, first ? "[]" : "\n  ]");
}

static int
by_key(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int
model_json_write_result(const json_t *head, const struct model_result *r,
			const char *path)
{
	struct json_out *o = out_open(path);
	size_t n = json_object_size(head), nk = 0;
	const char **keys;
	const char *key;
	json_t *v;
	bool dumped = true;
	int rc;

	if (!o)
		return -1;
	keys = xmalloc((n + 1) * sizeof(*keys));
	json_object_foreach((json_t *)head, key, v)
		if (strcmp(key, "instructions"))
			keys[nk++] = key;
	keys[nk++] = "instructions";
	qsort(keys, nk, sizeof(*keys), by_key);
	out_str(o, "{");
	for (size_t i = 0; i < nk && dumped; i++) {
		out_str(o, i ? ",\n  \"" : "\n  \"");
		out_str(o, keys[i]);
		out_str(o, "\": ");
		if (!strcmp(keys[i], "instructions"))
			write_insts(o, r);
		else
			dumped = !json_dump_callback(
				json_object_get(head, keys[i]), out_indented,
				o, JSON_FLAGS | JSON_ENCODE_ANY);
	}
	out_str(o, "\n}");
	rc = out_close(o, path, dumped);
	free(keys);
	return rc;
}

static int
by_risk(const void *a, const void *b)
{
	const struct model_inst *x = *(const struct model_inst *const *)a;
	const struct model_inst *y = *(const struct model_inst *const *)b;
	double cx = x->sdc * (double)x->count, cy = y->sdc * (double)y->count;

	if (cx != cy)
		return cx < cy ? 1 : -1;
	return (x->id > y->id) - (x->id < y->id);
}

void
model_print(FILE *out, const struct model_result *r, unsigned top)
{
	const struct model_inst **v = xmalloc((r->ninsts + 1) * sizeof(*v));
	unsigned n = 0;

	fprintf(out, "model %s: program SDC %.2f%%, crash %.2f%%, benign "
		"%.2f%% over %llu dynamic instances of %u candidates "
		"(%.3f s)\n", model_kind_name(r->kind), 100 * r->sdc,
		100 * r->crash, 100 * r->benign,
		(unsigned long long)r->dynamic, r->ninsts, r->seconds);
	for (unsigned i = 0; i < r->ninsts; i++)
		if (r->insts[i].count)
			v[n++] = &r->insts[i];
	qsort(v, n, sizeof(*v), by_risk);
	if (n && top) {
		fprintf(out, "\nmost SDC-prone instructions (by share of the "
			"program's SDC probability):\n");
		fprintf(out, "%6s %7s %7s %7s %12s  %-14s %-24s %s\n", "id",
			"share", "P(sdc)", "P(crash)", "count", "opcode",
			"function", "source");
	}
	for (unsigned i = 0; i < n && i < top; i++) {
		const struct model_inst *mi = v[i];
		double share = r->sdc > 0 ? mi->sdc * (double)mi->count /
						    (double)r->dynamic / r->sdc
					  : 0;

		fprintf(out, "%6u %6.2f%% %6.2f%% %7.2f%% %12llu  %-14s %-24s "
			"%s:%u\n", mi->id, 100 * share, 100 * mi->sdc,
			100 * mi->crash, (unsigned long long)mi->count,
			mi->opcode, mi->function, mi->file, mi->line);
	}
	free(v);
}
