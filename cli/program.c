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

#include <llvm-c/Analysis.h>

#include "analysis.h"
#include "cli.h"
#include "model.h"
#include "validate.h"

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

void
program_take_operands(struct program *p, const struct opt_result *r)
{
	p->module = r->operands[0];
	for (unsigned i = 0; i < r->args.n; i++)
		strv_push(&p->args, r->args.v[i]);
}

int
program_opt_input_file(const struct opt *o, const char *value)
{
	if (!*value || *value == '=')
		return tr_error("expected a file, F or F=REL");
	parse_input_file(o->value, value);
	return 0;
}

int
program_opt_compare(const struct opt *o, const char *value)
{
	struct program *p = o->value;
	char *copy = xstrdup(value), *save = NULL, *w;
	unsigned streams = 0;
	int rc = 0;

	for (w = strtok_r(copy, ",", &save); w && !rc;
	     w = strtok_r(NULL, ",", &save)) {
		if (!strcmp(w, "stdout"))
			streams |= PROGRAM_STDOUT;
		else if (!strcmp(w, "stderr"))
			streams |= PROGRAM_STDERR;
		else if (strcmp(w, "none"))
			rc = tr_error("unknown stream '%s' (stdout, stderr, "
				      "both comma-separated, or none)", w);
	}
	free(copy);
	/* "none" alone is a choice too: only the output files count. */
	p->streams = streams ? streams : PROGRAM_STREAMS_NONE;
	return rc;
}

/* The streams p compares: stdout unless --compare or the manifest said. */
static unsigned
streams_of(const struct program *p)
{
	if (!p->streams)
		return PROGRAM_STDOUT;
	return p->streams & (PROGRAM_STDOUT | PROGRAM_STDERR);
}

json_t *
program_streams_json(const struct program *p)
{
	unsigned s = streams_of(p);
	json_t *a = json_array();

	if (s & PROGRAM_STDOUT)
		json_array_append_new(a, json_string("stdout"));
	if (s & PROGRAM_STDERR)
		json_array_append_new(a, json_string("stderr"));
	return a;
}

int
program_compare(const struct program *p, struct fi_compare *c)
{
	unsigned s = streams_of(p);

	return fi_compare_init(c, s & PROGRAM_STDOUT, s & PROGRAM_STDERR,
			       p->outputs.v, p->ignore_lines.v,
			       p->ignore_lines.n);
}

void
program_model_outputs(const struct program *p, const struct fi_compare *c,
		      struct model_opts *o)
{
	unsigned s = streams_of(p);

	o->streams = (s & PROGRAM_STDOUT ? MODEL_STDOUT : 0) |
		     (s & PROGRAM_STDERR ? MODEL_STDERR : 0) | MODEL_STREAMS_SET;
	o->ignore = c->ignore;
	o->nignore = c->nignore;
}

int
program_check_main(const struct ir_module *m)
{
	LLVMValueRef fn = LLVMGetNamedFunction(m->mod, "main");
	const char *triple = LLVMGetTarget(m->mod);

	if (triple && strncmp(triple, "nvptx", 5) == 0)
		return tr_error("'%s' is a CUDA device module: its commands are "
				"gpu-inject, gpu-profile (then predict -p) and "
				"gpu-validate (docs/gpu-profile.md)", m->path);
	if (!fn || !ir_fn_defined(fn))
		return tr_error("'%s' has no main function: trident builds and "
				"runs whole programs (link all of a program's "
				"modules into one with llvm-link; docs/bitcode.md)",
				m->path);
	return 0;
}

void
cli_keep_invalid(const struct ir_module *m, const char *path)
{
	char *verify = NULL, *msg;

	if (!LLVMVerifyModule(m->mod, LLVMReturnStatusAction, &verify)) {
		LLVMDisposeMessage(verify);
		return;
	}
	LLVMDisposeMessage(verify);
	msg = xstrdup(tr_errmsg());
	if (ir_module_write(m, path) == 0)
		tr_error("%s\nthe invalid module is in '%s'", msg, path);
	else
		tr_error("%s\n(writing the invalid module to '%s' failed too)",
			 msg, path);
	free(msg);
}

char *
cli_workdir_beside(const char *path, const char *tag)
{
	char *copy = xstrdup(path ? path : "./x"), *dir;

	if (asprintf(&dir, "%s/.trident-%s.XXXXXX", dirname(copy), tag) < 0)
		abort();
	free(copy);
	if (!mkdtemp(dir)) {
		tr_error("cannot create a work directory '%s': %s", dir,
			 strerror(errno));
		free(dir);
		return NULL;
	}
	return dir;
}

int
cli_profile_into(const char *dir, const struct strv *opts,
		 const struct program *p, char **path)
{
	struct strv extra = { 0 };
	int rc;

	if (asprintf(path, "%s/profile.json", dir) < 0)
		abort();
	strv_push(&extra, "-o");
	strv_push(&extra, *path);
	rc = cli_run_trident("profile", &extra, opts, p->module, &p->args);
	strv_release(&extra);
	return rc;
}

int
cli_opt_level(const struct opt *o, const char *value)
{
	static const char *const levels[] = { "-O0", "-O1", "-O2" };

	if (value[0] < '0' || value[0] > '2' || value[1])
		return tr_error("expected 0, 1 or 2");
	*(const char **)o->value = levels[value[0] - '0'];
	return 0;
}

int
cli_opt_fault_model(const struct opt *o, const char *value)
{
	if (!strcmp(value, "syndrome"))
		return tr_error("the syndrome model takes a table: gpu-inject "
				"--syndrome FILE (docs/gpu-syndromes.md)");
	return fi_model_parse(value, o->value);
}

/* A JSON array of strings into s (absent: none); -1 if it is something
   else. */
static int
json_strings(const json_t *a, struct strv *s)
{
	size_t i;
	json_t *v;

	if (!a)
		return 0;
	if (!json_is_array(a))
		return -1;
	json_array_foreach(a, i, v) {
		if (!json_is_string(v))
			return -1;
		strv_push(s, json_string_value(v));
	}
	return 0;
}

/*
 * The manifest's "compare" (streams) and "ignore_lines", from the input or
 * else the manifest; the command line's win.
 */
static int
manifest_outputs(struct program *p, const json_t *root, const json_t *in)
{
	const json_t *c = json_object_get(in, "compare");
	const json_t *ig = json_object_get(in, "ignore_lines");
	struct strv words = { 0 };
	unsigned streams = 0;
	int rc = -1;

	if (!c)
		c = json_object_get(root, "compare");
	if (!ig)
		ig = json_object_get(root, "ignore_lines");
	if ((c && json_strings(c, &words)) ||
	    (ig && !p->ignore_lines.n && json_strings(ig, &p->ignore_lines)) ||
	    (ig && !json_is_array(ig))) {
		tr_error("manifest '%s': compare and ignore_lines must be "
			 "arrays of strings", p->manifest);
		goto out;
	}
	for (size_t i = 0; i < words.n; i++) {
		if (!strcmp(words.v[i], "stdout"))
			streams |= PROGRAM_STDOUT;
		else if (!strcmp(words.v[i], "stderr"))
			streams |= PROGRAM_STDERR;
		else {
			tr_error("manifest '%s': unknown stream '%s' in compare "
				 "(stdout, stderr)", p->manifest, words.v[i]);
			goto out;
		}
	}
	if (c && !p->streams)
		p->streams = streams ? streams : PROGRAM_STREAMS_NONE;
	rc = 0;
out:
	strv_release(&words);
	return rc;
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
		tr_error("cannot read manifest '%s': %s", p->manifest, tr_one_line(err.text));
		goto out;
	}
	in = json_array_get(json_object_get(root, "inputs"),
			    (size_t)p->manifest_input);
	if (!in) {
		tr_error("manifest '%s' has no input %u", p->manifest,
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
	if (manifest_outputs(p, root, in))
		goto out;
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

	char *bindir, *beside, *dir, *installed;

	if (getenv(env))
		return xstrdup(getenv(env));
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n < 0)
		return xstrdup(lib);
	exe[n] = '\0';
	/* The build tree keeps it beside trident; an install under LIBDIR. */
	bindir = dirname(exe);
	beside = xpathjoin(bindir, lib);
	if (access(beside, F_OK) == 0)
		return beside;
	dir = xpathjoin(bindir, TRIDENT_INSTALL_LIBDIR);
	installed = xpathjoin(dir, lib);
	free(dir);
	if (access(installed, F_OK) == 0) {
		free(beside);
		return installed;
	}
	free(installed);
	return beside;
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
	strv_release(&p->ignore_lines);
	free(p->stdin_owned);
	memset(p, 0, sizeof(*p));
}

void
program_run_spec(const struct program *p, const struct limits *l,
		 char **argv, const char *tmpdir, struct fi_run_spec *spec)
{
	*spec = (struct fi_run_spec){ 0 };
	spec->argv = argv;
	spec->inputs = p->inputs;
	spec->ninputs = p->ninputs;
	spec->stdin_path = p->stdin_path;
	spec->tmpdir = tmpdir;
	spec->timeout_s = l->timeout;
	spec->cpu_s = (unsigned long)l->timeout + 2;
	spec->mem_bytes = l->mem_mib << 20;
	spec->fsize_bytes = l->fsize_mib << 20;
}

/* The wall seconds of reps runs of exe with p's arguments and inputs; a
   run that does not exit with status code is an error. */
static int
time_runs(const struct program *p, const struct limits *l,
	  const char *tmpdir, const char *exe, unsigned reps, int code,
	  double *secs)
{
	char **argv = xcalloc(p->args.n + 2, sizeof(*argv));
	struct fi_run_spec spec;
	int rc = 0;

	argv[0] = (char *)exe;
	for (unsigned i = 0; i < p->args.n; i++)
		argv[i + 1] = p->args.v[i];
	program_run_spec(p, l, argv, tmpdir, &spec);
	*secs = 0;
	for (unsigned r = 0; !rc && r < reps; r++) {
		struct fi_run_result res = { 0 };

		if (fi_run(&spec, &res))
			rc = -1;
		else if (res.end != FI_END_EXIT || res.code != code)
			rc = tr_error("timing '%s': the run %s %d", exe,
				      res.end == FI_END_EXIT ? "exited" :
				      res.end == FI_END_SIGNAL ? "died of signal" :
				      "timed out at", res.end == FI_END_TIMEOUT ?
				      (int)l->timeout : res.code);
		else
			*secs += res.wall_s;
		fi_run_release(&res);
	}
	free(argv);
	return rc;
}

static int
by_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

int
program_time_pairs(const struct program *p, const struct limits *l,
		   const char *tmpdir, const char *base, const char *other,
		   unsigned pairs, int code, double *ratio, double *t_base,
		   double *t_other)
{
	double *r = xcalloc(pairs ? pairs : 1, sizeof(*r)), *tb, *to, t;
	unsigned reps;
	int rc = -1;

	tb = xcalloc(pairs ? pairs : 1, sizeof(*tb));
	to = xcalloc(pairs ? pairs : 1, sizeof(*to));
	if (!pairs || fi_run_setup() || time_runs(p, l, tmpdir, base, 1, code, &t))
		goto out;
	reps = t >= 0.25 ? 1 : (unsigned)(0.25 / (t > 1e-4 ? t : 1e-4)) + 1;
	for (unsigned i = 0; i < pairs; i++) {
		if (time_runs(p, l, tmpdir, base, reps, code, &tb[i]) ||
		    time_runs(p, l, tmpdir, other, reps, code, &to[i]))
			goto out;
		r[i] = to[i] / (tb[i] > 0 ? tb[i] : 1e-9);
		tb[i] /= reps;
		to[i] /= reps;
	}
	qsort(r, pairs, sizeof(*r), by_double);
	qsort(tb, pairs, sizeof(*tb), by_double);
	qsort(to, pairs, sizeof(*to), by_double);
	*ratio = pairs % 2 ? r[pairs / 2] : (r[pairs / 2 - 1] + r[pairs / 2]) / 2;
	*t_base = tb[pairs / 2];
	*t_other = to[pairs / 2];
	rc = 0;
out:
	free(r);
	free(tb);
	free(to);
	return rc;
}

int
program_parse(const struct opt_cmd *cmd, int argc, char **argv,
	      struct program *p)
{
	struct opt_result r;
	int rc;

	rc = opt_parse(cmd, argc, argv, &r);
	if (!rc)
		program_take_operands(p, &r);
	opt_result_release(&r);
	return rc;
}

json_t *
program_args_json(const struct program *p)
{
	json_t *args = json_array();

	for (unsigned i = 0; i < p->args.n; i++)
		json_array_append_new(args, json_string(p->args.v[i]));
	return args;
}

void
program_campaign_limits(const struct limits *l, struct campaign_opts *o)
{
	o->golden_timeout = l->timeout;
	o->mem_mib = l->mem_mib;
	o->fsize_mib = l->fsize_mib;
}
