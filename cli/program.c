/*
 * program.c: the program under test as `trident inject` and `trident
 * profile` describe it (cli.h, struct program): one parser of its
 * options and of benchmark manifests, so that both commands take a
 * program the same way.
 */
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analysis.h"
#include "cli.h"
#include "validate.h"

void
strv_push(struct strv *s, const char *x)
{
	s->v = xrealloc(s->v, (s->n + 2) * sizeof(*s->v));
	s->v[s->n++] = xstrdup(x);
	s->v[s->n] = NULL;
}

void
strv_release(struct strv *s)
{
	for (unsigned i = 0; i < s->n; i++)
		free(s->v[i]);
	free(s->v);
	s->v = NULL;
	s->n = 0;
}

static void
add_input(struct program *p, const char *src, const char *rel)
{
	p->inputs = xrealloc(p->inputs, (p->ninputs + 1) * sizeof(*p->inputs));
	p->inputs[p->ninputs].src = xstrdup(src);
	p->inputs[p->ninputs].rel = xstrdup(rel);
	p->ninputs++;
}

/* --input-file F or F=REL: REL defaults to F's base name. */
static void
parse_input_file(struct program *p, const char *arg)
{
	const char *eq = strchr(arg, '=');
	char *src = eq ? strndup(arg, (size_t)(eq - arg)) : xstrdup(arg);
	char *copy = xstrdup(src);

	add_input(p, src, eq ? eq + 1 : basename(copy));
	free(copy);
	free(src);
}

int
program_option(struct program *p, int o, const char *arg)
{
	char *end;

	switch (o) {
	case 'l':
		strv_push(&p->ldflags, arg);
		return 1;
	case PROGRAM_OPT_INPUT_FILE:
		parse_input_file(p, arg);
		return 1;
	case PROGRAM_OPT_OUTPUT_FILE:
		strv_push(&p->outputs, arg);
		return 1;
	case PROGRAM_OPT_STDIN:
		p->stdin_path = arg;
		return 1;
	case PROGRAM_OPT_MANIFEST:
		p->manifest = arg;
		return 1;
	case PROGRAM_OPT_INPUT:
		errno = 0;
		p->manifest_input = (int)strtol(arg, &end, 10);
		return *end || errno || p->manifest_input < 0 ? -1 : 1;
	default:
		return 0;
	}
}

int
limits_option(struct run_limits *l, int o, const char *arg)
{
	char *end;
	bool ok;

	errno = 0;
	switch (o) {
	case LIMIT_OPT_TFACTOR:
		l->timeout_factor = strtod(arg, &end);
		ok = l->timeout_factor > 0;
		break;
	case LIMIT_OPT_TFLOOR:
		l->timeout_floor = strtod(arg, &end);
		ok = l->timeout_floor >= 0;
		break;
	case LIMIT_OPT_GTIMEOUT:
		l->golden_timeout = strtod(arg, &end);
		ok = l->golden_timeout > 0;
		break;
	case LIMIT_OPT_FSIZE:
		l->fsize_mib = strtoull(arg, &end, 10);
		ok = true;
		break;
	default:
		return 0;
	}
	return ok && !*end && !errno ? 1 : -1;
}

int
program_option_keep(struct program *p, struct strv *fwd,
		    const struct option *opts, int li, int o, const char *arg)
{
	int taken = program_option(p, o, arg);
	char *name;

	if (taken <= 0)
		return taken;
	if (asprintf(&name, "%s%s", li >= 0 ? "--" : "-",
		     li >= 0 ? opts[li].name : (char[2]){ (char)o, 0 }) < 0)
		abort();
	strv_push(fwd, name);
	strv_push(fwd, arg);
	free(name);
	return taken;
}

/* A JSON array of strings into s; -1 if it is something else. */
static int
json_strings(const json_t *a, struct strv *s)
{
	size_t i;
	json_t *v;

	if (!json_is_array(a))
		return -1;
	json_array_foreach(a, i, v) {
		if (!json_is_string(v))
			return -1;
		strv_push(s, json_string_value(v));
	}
	return 0;
}

int
program_load_manifest(struct program *p)
{
	json_error_t err;
	json_t *root, *in, *v;
	char *copy, *dir, *src;
	struct strv files = { 0 };
	int rc = -1;
	size_t i;

	if (!p->manifest)
		return 0;
	root = json_load_file(p->manifest, 0, &err);
	copy = xstrdup(p->manifest);
	dir = dirname(copy);
	if (!root) {
		tr_error("cannot read manifest '%s': %s", p->manifest, err.text);
		goto out;
	}
	in = json_array_get(json_object_get(root, "inputs"),
			    (size_t)p->manifest_input);
	if (!in) {
		tr_error("manifest '%s' has no input %d", p->manifest,
			 p->manifest_input);
		goto out;
	}
	if (json_strings(json_object_get(root, "ldflags"), &p->ldflags) ||
	    (!p->args.n && json_strings(json_object_get(in, "args"), &p->args)) ||
	    json_strings(json_object_get(in, "outputs"), &p->outputs) ||
	    json_strings(json_object_get(in, "files"), &files)) {
		tr_error("manifest '%s': ldflags, args, files and outputs must "
			 "be arrays of strings", p->manifest);
		goto out;
	}
	for (i = 0; i < files.n; i++) {
		src = xpathjoin(dir, files.v[i]);
		add_input(p, src, files.v[i]);
		free(src);
	}
	v = json_object_get(in, "stdin");
	if (json_is_string(v) && !p->stdin_path) {
		p->stdin_owned = xpathjoin(dir, json_string_value(v));
		p->stdin_path = p->stdin_owned;
	}
	rc = 0;
out:
	strv_release(&files);
	json_decref(root);
	free(copy);
	return rc;
}

char *
program_runtime_path(const char *env, const char *lib)
{
	char exe[PATH_MAX];
	ssize_t n;

	if (getenv(env))
		return xstrdup(getenv(env));
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n < 0)
		return xstrdup(lib);
	exe[n] = '\0';
	return xpathjoin(dirname(exe), lib);
}

void
program_release(struct program *p)
{
	for (unsigned i = 0; i < p->ninputs; i++) {
		free(p->inputs[i].src);
		free(p->inputs[i].rel);
	}
	free(p->inputs);
	strv_release(&p->args);
	strv_release(&p->ldflags);
	strv_release(&p->outputs);
	free(p->stdin_owned);
	memset(p, 0, sizeof(*p));
}
