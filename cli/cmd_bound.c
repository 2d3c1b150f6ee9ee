/*
 * cmd_bound.c: `trident bound` (also `vtrident bound`), vTRIDENT over many
 * inputs of one program (thesis ch. 6): profile the program on every input
 * (`trident profile`, --jobs at a time, one build for all), predict each
 * input with the TRIDENT model, find OVERALL-SDC-VOLATILITY and the median
 * input (vtrident/), run one fault-injection campaign on the median input
 * (`trident inject`; or take S from the model with --no-fi, or from a
 * campaign summary with --fi), and report the bounds of Eq. 6.3, the
 * per-input estimates, execution volatility alone and the instructions
 * whose P_i vary most: a table, DIR/bound.json and DIR/bound.svg.
 *
 * The inputs come from a manifest (all of them, or --inputs K,...) or from
 * a file (--inputs FILE) of one input per line: the program's arguments,
 * or program options (--input-file, --output-file, --stdin, --compare, as
 * on the command line) then "--" and the arguments. An input whose profile
 * fails, whose run crashes, exits non-zero or outlives --timeout is
 * reported on its own line and left out; the others go on, and the command
 * then ends with status 1 after writing everything.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "analysis.h"
#include "campaign.h"
#include "cli.h"
#include "model.h"
#include "profiler.h"
#include "vtrident.h"

/* One input of the program. */
struct input {
	char *label;		/* its arguments, as the report names it */
	unsigned line;		/* --inputs FILE: its line */
	struct strv opts;	/* program options for trident profile/inject */
	struct strv args;	/* the program's arguments */
	char *profile, *log;	/* DIR/profile-K.json, DIR/profile-K.log */
	pid_t pid;
	char *error;		/* why it takes no part; NULL if it does */
	struct model_result res;
	bool predicted;
};

struct bound {
	/* options */
	struct program prog;	/* the module and the options every input
				   shares (a manifest) */
	struct limits limits;
	const char *inputs, *dir, *out, *svg;
	struct strv fi;		/* --fi SUMMARY... */
	struct strv measured;	/* K=SUMMARY */
	uint64_t runs, seed;
	unsigned jobs, top;
	bool no_fi, lite, quiet, resume, force;
	char *build;		/* DIR/build: the instrumented program */
	struct model_switches sw;
	struct cli_timer timer;
	struct strv fwd;	/* the shared program and limits options */
	/* state */
	struct model_opts mopts;
	struct ir_module m;
	char hash[17];
	unsigned n;
	struct input *in;
	struct vt_bound b;
	bool failed;		/* an input or the campaign failed */
};

static int
parse_options(struct bound *c, int argc, char **argv)
{
	const struct opt opts[] = {
		OPT_GROUP("inputs"),
		OPT_STRING(0, "inputs", &c->inputs, "K,...|FILE",
			   "with --manifest, these of its inputs (default: "
			   "all); else FILE: one input per line, the program's "
			   "arguments, or program options, then -- and the "
			   "arguments"),
		OPT_BOOL(0, "lite", &c->lite, "profile each input without the "
			 "memory profile (trident profile --lite); the model is "
			 "then f_s + f_c"),
		OPT_GROUP("model"),
		OPT_MODEL_SWITCHES(&c->sw),
		OPT_GROUP("the campaign on the median input"),
		OPT_CAMPAIGN_RUNS(c),
		OPT_U64('s', "seed", &c->seed, "S", 0, INT64_MAX,
			"the campaign's seed"),
		OPT_BOOL(0, "no-fi", &c->no_fi, "no campaign: S is the model's "
			 "prediction for the median input"),
		OPT_STRINGS(0, "fi", &c->fi, "SUMMARY", "no campaign: S from "
			    "this campaign of the median input (trident "
			    "inject's summary.json); repeatable: the one of the "
			    "median input's arguments"),
		OPT_BOOL(0, "resume", &c->resume, "continue the campaign in "
			 "DIR/campaign where it stopped"),
		OPT_BOOL(0, "force", &c->force, "start the campaign in "
			 "DIR/campaign over"),
		OPT_STRINGS(0, "measured", &c->measured, "K=SUMMARY",
			    "a campaign of input K (its summary.json), shown "
			    "beside the estimates and counted inside or outside "
			    "the bounds; repeatable"),
		OPT_GROUP("output"),
		OPT_STRING('d', "dir", &c->dir, "DIR", "work directory: the "
			   "profiles, the campaign, bound.json and bound.svg"),
		OPT_STRING('o', "output", &c->out, "FILE", "write the report "
			   "JSON to FILE too"),
		OPT_STRING(0, "svg", &c->svg, "FILE", "write the plot to FILE "
			   "too"),
		OPT_TOP(&c->top),
		OPT_QUIET(&c->quiet),
		OPT_TIMINGS(&c->timer.on, "profiles, models, campaign"),
		OPT_PROGRAM(&c->prog),
		OPT_LIMITS(&c->limits),
		OPT_END(),
	};
	static const char *const exclusive[] = {
		"no-fi", "fi", "no-fi", "resume", "no-fi", "force", "fi",
		"resume", "fi", "force", "resume", "force", NULL,
	};
	const struct opt_cmd cmd = {
		.name = "trident bound",
		.usage = "[options] PROGRAM.{ll,bc} (--manifest M [--inputs "
			 "K,...] | --inputs FILE)",
		.about =
		"vTRIDENT (thesis ch. 6): bound a program's SDC probability across many\n"
		"inputs with one fault-injection campaign. Each input is profiled\n"
		"(--jobs at a time) and predicted with the TRIDENT model; the range R of\n"
		"the predictions (OVERALL-SDC-VOLATILITY) and the median input follow;\n"
		"a campaign on the median input measures S, and the bounds are\n"
		"[S - R/2, S + R/2] (Eq. 6.3). Also: a per-input estimate S + (pred_k -\n"
		"pred_median) with an interval, the same bounds from execution\n"
		"volatility alone (P_i fixed at the median input's), and the\n"
		"instructions whose P_i vary most across the inputs.\n",
		.footer =
		"Writes DIR/bound.json, DIR/bound.svg and the table. An input that\n"
		"cannot be profiled, crashes, exits non-zero or hangs is reported and\n"
		"left out; the rest go on, and the exit status is then 1.\n"
		"\n"
		"Exit status 0 on success, 1 on failure, 2 on misuse. Format:\n"
		"docs/bound.md.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "a program module", .exclusive = exclusive,
	};
	struct opt_result r;
	int rc;

	rc = opt_parse(&cmd, argc, argv, &r);
	if (rc)
		goto out;
	program_take_operands(&c->prog, &r);
	for (unsigned i = 0; i < r.fwd.n; i++)
		strv_push(&c->fwd, r.fwd.v[i]);
	for (unsigned i = 0; i < r.fwd.n && !rc; i++)
		if (!strcmp(r.fwd.v[i], "--input"))
			rc = opt_usage_error(&cmd, "--input chooses one input; "
					     "--inputs K,... chooses several");
	if (rc)
		;
	else if (!c->prog.manifest && !c->inputs)
		rc = opt_usage_error(&cmd, "no inputs: give --manifest or "
				     "--inputs FILE");
	else if (model_switches_apply(&c->sw, &c->mopts))
		rc = opt_usage_error(&cmd, "%s", tr_errmsg());
out:
	opt_result_release(&r);
	return rc;
}

/* Whether s is a list of numbers K,K,... */
static bool
is_number_list(const char *s)
{
	return *s && strspn(s, "0123456789, ") == strlen(s) &&
	       strpbrk(s, "0123456789");
}

/*
 * s with every byte that is not printable ASCII as \xHH: labels and
 * errors stay one line, and valid UTF-8 in the JSON.
 */
static char *
printable(const char *s)
{
	char *out = xcalloc(4 * strlen(s) + 1, 1), *p = out;

	for (const unsigned char *c = (const unsigned char *)s; *c; c++)
		if (*c >= 0x20 && *c < 0x7f)
			*p++ = (char)*c;
		else
			p += sprintf(p, "\\x%02x", *c);
	return out;
}

/* The label of an input: its arguments, or "(no arguments)". */
static char *
label_of(const struct strv *args)
{
	size_t len = 1;
	char *s, *label;

	if (!args->n)
		return xstrdup("(no arguments)");
	for (unsigned i = 0; i < args->n; i++)
		len += strlen(args->v[i]) + 1;
	s = xcalloc(len, 1);
	for (unsigned i = 0; i < args->n; i++) {
		if (i)
			strcat(s, " ");
		strcat(s, args->v[i]);
	}
	label = printable(s);
	free(s);
	return label;
}

/* Input in's part of a trident command line: the shared options, its
   own, the module, "--" and its arguments. */
static void
push_input(struct strv *argv, const struct bound *c, const struct input *in)
{
	for (unsigned i = 0; i < c->fwd.n; i++)
		strv_push(argv, c->fwd.v[i]);
	for (unsigned i = 0; i < in->opts.n; i++)
		strv_push(argv, in->opts.v[i]);
	strv_push(argv, c->prog.module);
	strv_push(argv, "--");
	for (unsigned i = 0; i < in->args.n; i++)
		strv_push(argv, in->args.v[i]);
}

/*
 * One input's program: the shared options, then its own (opts), parsed
 * as trident profile would (name: how errors name the input), into p;
 * its arguments from a manifest when it gives them.
 */
static int
input_program(struct bound *c, struct input *in, const char *name,
	      struct program *p)
{
	struct limits l = LIMITS_DEFAULT;
	const struct opt opts[] = {
		OPT_PROGRAM(p),
		OPT_LIMITS(&l),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = name, .usage = "[options] -- ARGS", .opts = opts,
		.min_operands = 1, .max_operands = 1, .args = true,
		.quiet_misuse = true,
	};
	struct strv argv = { 0 };
	struct opt_result r;
	int rc;

	strv_push(&argv, name);
	push_input(&argv, c, in);
	rc = opt_parse(&cmd, (int)argv.n, argv.v, &r);
	if (!rc) {
		program_take_operands(p, &r);
		rc = program_load_manifest(p) ? -1 : 0;
	} else {
		rc = -1;	/* the misuse, in tr_errmsg() */
	}
	opt_result_release(&r);
	strv_release(&argv);
	return rc;
}

/* A new input, without options or arguments yet. */
static struct input *
add_input(struct bound *c)
{
	c->in = xrealloc(c->in, (c->n + 1) * sizeof(*c->in));
	memset(&c->in[c->n], 0, sizeof(*c->in));
	return &c->in[c->n++];
}

/* A new input: the manifest's input number k. */
static void
add_manifest_input(struct bound *c, const char *k)
{
	struct input *in = add_input(c);

	strv_push(&in->opts, "--input");
	strv_push(&in->opts, k);
}

/* --manifest: all its inputs, or those --inputs K,... names. */
static int
manifest_inputs(struct bound *c)
{
	json_error_t e;
	json_t *j = json_load_file(c->prog.manifest, 0, &e);
	size_t total;
	char *copy = NULL, *save = NULL;
	int rc = -1;

	if (!j || !json_is_array(json_object_get(j, "inputs"))) {
		tr_error("cannot read the manifest '%s': %s", c->prog.manifest,
			 j ? "no inputs array" : tr_one_line(e.text));
		goto out;
	}
	total = json_array_size(json_object_get(j, "inputs"));
	if (!c->inputs) {
		for (size_t k = 0; k < total; k++) {
			char num[24];

			snprintf(num, sizeof(num), "%zu", k);
			add_manifest_input(c, num);
		}
	} else {
		copy = xstrdup(c->inputs);
		for (char *t = strtok_r(copy, ", ", &save); t;
		     t = strtok_r(NULL, ", ", &save)) {
			unsigned long k = strtoul(t, NULL, 10);

			if (k >= total) {
				tr_error("--inputs: the manifest '%s' has %zu "
					 "inputs, no input %s", c->prog.manifest,
					 total, t);
				goto out;
			}
			add_manifest_input(c, t);
		}
	}
	rc = 0;
out:
	free(copy);
	json_decref(j);
	return rc;
}

/*
 * Split line into words: blanks separate them; '...' keeps everything,
 * "..." keeps all but \" and \\, and \ outside quotes takes the next
 * character. An unterminated quote is an error.
 */
static int
split_words(const char *line, struct strv *words)
{
	size_t n = strlen(line);
	char *w = xcalloc(n + 1, 1);
	size_t len = 0;
	bool in_word = false;
	int rc = 0;

	for (const char *s = line; *s; s++) {
		if (*s == ' ' || *s == '\t') {
			if (in_word)
				w[len] = 0, strv_push(words, w);
			in_word = false;
			len = 0;
			continue;
		}
		in_word = true;
		if (*s == '\\' && s[1]) {
			w[len++] = *++s;
		} else if (*s == '\'' || *s == '"') {
			char q = *s++;

			for (; *s && *s != q; s++) {
				if (q == '"' && *s == '\\' &&
				    (s[1] == '"' || s[1] == '\\'))
					s++;
				w[len++] = *s;
			}
			if (!*s) {
				rc = -1;
				break;
			}
		} else {
			w[len++] = *s;
		}
	}
	if (!rc && in_word)
		w[len] = 0, strv_push(words, w);
	free(w);
	return rc;
}

/* --inputs FILE: one input per line; blank lines and # comments skipped. */
static int
file_inputs(struct bound *c)
{
	FILE *f = fopen(c->inputs, "r");
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	unsigned lineno = 0;
	int rc = -1;

	if (!f)
		return tr_error("cannot read the input list '%s': %s",
				c->inputs, strerror(errno));
	while ((len = getline(&line, &cap, f)) >= 0) {
		struct strv words = { 0 };
		struct input *in;
		unsigned dd = UINT32_MAX;

		lineno++;
		if (strlen(line) != (size_t)len) {
			tr_error("%s:%u: a NUL byte in the line", c->inputs,
				 lineno);
			goto out;
		}
		line[strcspn(line, "\r\n")] = 0;
		if (line[strspn(line, " \t")] == '#')
			continue;
		if (split_words(line, &words)) {
			strv_release(&words);
			tr_error("%s:%u: a quote is not closed", c->inputs,
				 lineno);
			goto out;
		}
		if (!words.n) {
			strv_release(&words);
			continue;
		}
		for (unsigned i = 0; i < words.n && dd == UINT32_MAX; i++)
			if (!strcmp(words.v[i], "--"))
				dd = i;
		in = add_input(c);
		in->line = lineno;
		for (unsigned i = 0; i < words.n; i++)
			if (dd != UINT32_MAX && i < dd)
				strv_push(&in->opts, words.v[i]);
			else if (i != dd)
				strv_push(&in->args, words.v[i]);
		strv_release(&words);
	}
	if (ferror(f)) {
		tr_error("cannot read the input list '%s': %s", c->inputs,
			 strerror(errno));
		goto out;
	}
	if (!c->n) {
		tr_error("the input list '%s' names no input", c->inputs);
		goto out;
	}
	rc = 0;
out:
	free(line);
	fclose(f);
	return rc;
}

/*
 * The inputs, each checked as trident profile would check it (its options,
 * its manifest entry), with its label and its arguments.
 */
static int
load_inputs(struct bound *c)
{
	bool from_manifest = c->prog.manifest &&
			     (!c->inputs || is_number_list(c->inputs));

	if (from_manifest ? manifest_inputs(c) : file_inputs(c))
		return -1;
	for (unsigned k = 0; k < c->n; k++) {
		struct input *in = &c->in[k];
		struct program p = { 0 };
		char name[64];

		if (from_manifest)
			snprintf(name, sizeof(name), "input %u", k);
		else
			snprintf(name, sizeof(name), "%.40s:%u", c->inputs,
				 in->line);
		if (input_program(c, in, name, &p)) {
			program_release(&p);
			return -1;
		}
		if (!in->args.n)
			for (unsigned i = 0; i < p.args.n; i++)
				strv_push(&in->args, p.args.v[i]);
		in->label = label_of(&in->args);
		program_release(&p);
	}
	return 0;
}

/* The work directory, made if missing. */
static int
make_dir(struct bound *c)
{
	struct stat st;

	if (mkdir(c->dir, 0755) && errno != EEXIST)
		return tr_error("cannot create directory '%s': %s", c->dir,
				strerror(errno));
	if (stat(c->dir, &st) || !S_ISDIR(st.st_mode))
		return tr_error("'%s' is not a directory (-d)", c->dir);
	return 0;
}

/* The last line of a log, without "trident: ", as an input's error. */
static char *
last_error(const char *log, const char *fallback)
{
	FILE *f = fopen(log, "r");
	char *line = NULL, *last = NULL;
	size_t cap = 0;

	while (f && getline(&line, &cap, f) >= 0) {
		line[strcspn(line, "\r\n")] = 0;
		if (!*line)
			continue;
		free(last);
		last = printable(strncmp(line, "trident: ", 9) ? line :
				 line + 9);
	}
	if (f)
		fclose(f);
	free(line);
	return last ? last : xstrdup(fallback);
}

/* Start `trident profile` of input k into DIR/profile-K.json. */
static void
start_profile(struct bound *c, unsigned k)
{
	struct input *in = &c->in[k];
	struct strv argv = { 0 };
	char name[48];

	snprintf(name, sizeof(name), "profile-%u.json", k);
	in->profile = xpathjoin(c->dir, name);
	snprintf(name, sizeof(name), "profile-%u.log", k);
	in->log = xpathjoin(c->dir, name);
	strv_push(&argv, "trident");
	strv_push(&argv, "profile");
	strv_push(&argv, "-q");
	strv_push(&argv, "-o");
	strv_push(&argv, in->profile);
	if (c->lite)
		strv_push(&argv, "--lite");
	strv_push(&argv, "--build-dir");
	strv_push(&argv, c->build);
	push_input(&argv, c, in);
	unlink(in->profile);
	in->pid = cli_start_self(argv.v, in->log);
	if (in->pid < 0)
		in->error = xstrdup(strerror(errno));
	strv_release(&argv);
}

/* Wait for one profile; the input's error if it failed. */
static unsigned
wait_profile(struct bound *c)
{
	int st;
	pid_t pid;

	while ((pid = waitpid(-1, &st, 0)) < 0 && errno == EINTR)
		;
	for (unsigned k = 0; pid > 0 && k < c->n; k++) {
		struct input *in = &c->in[k];

		if (in->pid != pid)
			continue;
		in->pid = 0;
		if (!WIFEXITED(st) || WEXITSTATUS(st))
			in->error = last_error(in->log, "trident profile "
					       "failed");
		return k;
	}
	return UINT32_MAX;
}

/*
 * Profile every input, --jobs at a time, with one build of the
 * instrumented program (DIR/build): the first profile builds it, alone,
 * the others run it.
 */
static void
profile_all(struct bound *c)
{
	unsigned next = 0, running = 0, done = 0;

	while (done < c->n) {
		while (running < (done ? c->jobs : 1) && next < c->n) {
			start_profile(c, next);
			if (c->in[next++].pid > 0)
				running++;
			else
				done++;
		}
		if (!running)
			continue;
		unsigned k = wait_profile(c);

		if (k == UINT32_MAX)
			continue;
		running--;
		done++;
		if (!c->quiet)
			fprintf(stderr, "[%u/%u] input %u profiled%s%s\n", done,
				c->n, k, c->in[k].error ? ": " : "",
				c->in[k].error ? c->in[k].error : "");
	}
}

/*
 * The model on input k's profile, with the outputs its own options name;
 * a run that crashed or exited non-zero takes no part.
 */
static void
predict_input(struct bound *c, unsigned k)
{
	struct input *in = &c->in[k];
	struct program p = { 0 };
	struct prof_profile prof = { 0 };
	struct fi_compare cmp = { 0 };
	struct model_opts o = c->mopts;
	char name[64], buf[128];

	if (in->error)
		return;
	snprintf(name, sizeof(name), "input %u", k);
	if (input_program(c, in, name, &p) || program_compare(&p, &cmp) ||
	    prof_load(&prof, in->profile, c->hash)) {
		in->error = printable(tr_errmsg());
		goto out;
	}
	if (prof.crashed || prof.status) {
		if (prof.crashed)
			snprintf(buf, sizeof(buf), "the run was killed by "
				 "signal %d (%s)", prof.signal,
				 strsignal(prof.signal));
		else
			snprintf(buf, sizeof(buf), "the run exited with "
				 "status %d", prof.status);
		in->error = xstrdup(buf);
		goto out;
	}
	program_model_outputs(&p, &cmp, &o);
	o.module_hash = prof.hash;
	if (model_predict(&in->res, &c->m, &prof, &o)) {
		in->error = printable(tr_errmsg());
		goto out;
	}
	in->predicted = true;
out:
	if (prof.path)
		prof_release(&prof);
	fi_compare_release(&cmp);
	program_release(&p);
}

/*
 * A campaign summary (trident inject's summary.json) of input k: its SDC
 * rate, interval and runs. It must be a whole-program campaign of this
 * module with input k's arguments.
 */
static int
read_campaign(const struct bound *c, const char *path, unsigned k,
	      double *sdc, double *lo, double *hi, uint64_t *runs,
	      bool *other_args)
{
	json_error_t e;
	json_t *j = json_load_file(path, 0, &e), *args = NULL;
	const char *hash = NULL;
	json_int_t inst = 0, injected = 0;
	int dummy = 0, rc = -1;

	if (!j) {
		tr_error("cannot read the campaign summary '%s': %s", path,
			 tr_one_line(e.text));
		goto out;
	}
	if (json_unpack(j, "{s:I, s:{s:{s:F, s:[FF]}}, s:{s:s, s:o, s:I, "
			"s:b}}", "injected", &injected, "outcomes", "sdc",
			"rate", sdc, "ci95", lo, hi, "campaign", "hash", &hash,
			"args", &args, "inst", &inst, "dummy", &dummy) ||
	    !json_is_array(args)) {
		tr_error("'%s' is not a campaign summary (trident inject's "
			 "summary.json)", path);
		goto out;
	}
	if (strcmp(hash, c->hash)) {
		tr_error("'%s' is a campaign of another module (hash %s, not "
			 "%s)", path, hash, c->hash);
		goto out;
	}
	if (inst || dummy || injected <= 0) {
		tr_error("'%s' is not a campaign over the whole program "
			 "(%s)", path, inst ? "one instruction's" :
			 dummy ? "--dummy" : "nothing injected");
		goto out;
	}
	bool same = json_array_size(args) == c->in[k].args.n;

	for (unsigned i = 0; same && i < c->in[k].args.n; i++)
		same = json_is_string(json_array_get(args, i)) &&
		       !strcmp(json_string_value(json_array_get(args, i)),
			       c->in[k].args.v[i]);
	if (!same) {
		if (other_args)
			*other_args = true;
		tr_error("'%s' is a campaign with other arguments than input "
			 "%u's (%s)", path, k, c->in[k].label);
		goto out;
	}
	if (!(*sdc >= 0 && *sdc <= 1 && *lo >= 0 && *lo <= *sdc &&
	      *hi >= *sdc && *hi <= 1)) {
		tr_error("'%s': an SDC rate or interval outside [0, 1]", path);
		goto out;
	}
	*runs = (uint64_t)injected;
	rc = 0;
out:
	json_decref(j);
	return rc;
}

/* --measured K=SUMMARY, each into the bound. */
static int
read_measured(struct bound *c)
{
	for (unsigned i = 0; i < c->measured.n; i++) {
		const char *s = c->measured.v[i], *eq = strchr(s, '=');
		char *end;
		unsigned long k = strtoul(s, &end, 10);
		double sdc, lo, hi;
		uint64_t runs;

		if (!eq || end != eq || end == s || k >= c->n)
			return tr_error("--measured '%s': not K=SUMMARY with K "
					"an input number (0 to %u)", s,
					c->n - 1);
		if (read_campaign(c, eq + 1, (unsigned)k, &sdc, &lo, &hi,
				  &runs, NULL))
			return -1;
		if (!c->in[k].predicted)
			continue;
		vt_bound_measured(&c->b, (unsigned)k, sdc, lo, hi, runs);
	}
	return 0;
}

/* S: a campaign on the median input, --fi's summary, or the model's. */
static int
reference(struct bound *c)
{
	unsigned k = c->b.median;
	struct input *in = &c->in[k];
	double sdc, lo, hi;
	uint64_t runs;
	char *dir = NULL, *summary = NULL;
	struct strv argv = { 0 };
	char num[32];
	int rc = -1;

	if (c->no_fi) {
		sdc = in->res.sdc;
		vt_bound_reference(&c->b, sdc, sdc, sdc, 0, false);
		return 0;
	}
	if (c->fi.n) {
		/* The one of the median input's arguments; any other fault
		   in a summary is an error. */
		for (unsigned i = 0; i < c->fi.n; i++) {
			bool other = false;

			if (!read_campaign(c, c->fi.v[i], k, &sdc, &lo, &hi,
					   &runs, &other)) {
				vt_bound_reference(&c->b, sdc, lo, hi, runs,
						   true);
				return 0;
			}
			if (!other || c->fi.n == 1)
				return -1;
		}
		return tr_error("no --fi summary is a campaign of the median "
				"input %u (%s)", k, in->label);
	}
	dir = xpathjoin(c->dir, "campaign");
	summary = xpathjoin(dir, "summary.json");
	if (!c->quiet)
		fprintf(stderr, "campaign of %llu runs on the median input %u "
			"(%s) in %s\n", (unsigned long long)c->runs, k,
			in->label, dir);
	strv_push(&argv, "trident");
	strv_push(&argv, "inject");
	strv_push(&argv, "-q");
	strv_push(&argv, "-d");
	strv_push(&argv, dir);
	snprintf(num, sizeof(num), "%llu", (unsigned long long)c->runs);
	strv_push(&argv, "-n");
	strv_push(&argv, num);
	snprintf(num, sizeof(num), "%u", c->jobs);
	strv_push(&argv, "-j");
	strv_push(&argv, num);
	snprintf(num, sizeof(num), "%llu", (unsigned long long)c->seed);
	strv_push(&argv, "-s");
	strv_push(&argv, num);
	if (c->resume)
		strv_push(&argv, "--resume");
	if (c->force)
		strv_push(&argv, "--force");
	push_input(&argv, c, in);
	if (cli_run_self(argv.v)) {
		tr_error("the campaign on input %u in '%s' failed (the lines "
			 "above say why)", k, dir);
		goto out;
	}
	if (read_campaign(c, summary, k, &sdc, &lo, &hi, &runs, NULL))
		goto out;
	vt_bound_reference(&c->b, sdc, lo, hi, runs, true);
	rc = 0;
out:
	strv_release(&argv);
	free(summary);
	free(dir);
	return rc;
}

/* DIR/bound.json (and -o), DIR/bound.svg (and --svg), the table. */
static int
write_report(struct bound *c)
{
	json_t *j = vt_bound_json(&c->b, c->prog.module, c->hash, c->top);
	char *json = xpathjoin(c->dir, "bound.json");
	char *svg = xpathjoin(c->dir, "bound.svg");
	char title[256];
	int rc = -1;

	snprintf(title, sizeof(title), "%s: SDC probability over %u inputs",
		 c->prog.module, c->b.nok);
	if (!j || model_json_write(j, json) ||
	    (c->out && model_json_write(j, c->out)) ||
	    vt_bound_svg(&c->b, title, svg) ||
	    (c->svg && vt_bound_svg(&c->b, title, c->svg)))
		goto out;
	if (!c->quiet)
		vt_bound_print(stdout, &c->b, c->top);
	rc = 0;
out:
	json_decref(j);
	free(json);
	free(svg);
	return rc;
}

static void
release(struct bound *c)
{
	for (unsigned k = 0; k < c->n; k++) {
		struct input *in = &c->in[k];

		free(in->label);
		strv_release(&in->opts);
		strv_release(&in->args);
		free(in->profile);
		free(in->log);
		free(in->error);
		if (in->predicted)
			model_result_release(&in->res);
	}
	free(c->in);
	free(c->build);
	vt_bound_release(&c->b);
	ir_module_release(&c->m);
	program_release(&c->prog);
	model_switches_release(&c->sw);
	strv_release(&c->fwd);
	strv_release(&c->measured);
	strv_release(&c->fi);
}

/* The bound over the inputs that were predicted. */
static int
build_bound(struct bound *c)
{
	const struct model_result **res = xcalloc(c->n, sizeof(*res));
	const char **labels = xcalloc(c->n, sizeof(*labels));
	const char **errors = xcalloc(c->n, sizeof(*errors));
	int rc;

	for (unsigned k = 0; k < c->n; k++) {
		res[k] = c->in[k].predicted ? &c->in[k].res : NULL;
		labels[k] = c->in[k].label;
		errors[k] = c->in[k].error;
		if (c->in[k].error) {
			fprintf(stderr, "trident: input %u (%s): %s\n", k,
				c->in[k].label, c->in[k].error);
			c->failed = true;
		}
	}
	rc = vt_bound_build(&c->b, res, labels, errors, c->n);
	free(res);
	free(labels);
	free(errors);
	return rc;
}

int
cmd_bound(int argc, char **argv)
{
	struct bound c = { .limits = LIMITS_DEFAULT, .runs = 1000, .seed = 1,
			   .top = 10, .dir = "trident-bound",
			   .sw = MODEL_SWITCHES_INIT };
	int rc, status = EXIT_FAIL;

	c.jobs = opt_default_jobs();
	model_opts_default(&c.mopts, MODEL_TRIDENT);
	cli_timer_start(&c.timer);
	rc = parse_options(&c, argc, argv);
	if (rc) {
		release(&c);
		return rc == OPT_HELP ? EXIT_OK : rc;
	}
	if (c.lite) {
		/* f_m needs the memory profile: f_s + f_c, the switches again. */
		model_opts_default(&c.mopts, MODEL_FS_FC);
		model_switches_apply(&c.sw, &c.mopts);
	}
	if (ir_module_load(&c.m, c.prog.module) || program_check_main(&c.m) ||
	    load_inputs(&c) || make_dir(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	ir_ids_assign(&c.m);
	if (ir_module_hash(&c.m, c.hash)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	ir_uses_canonical(&c.m);
	ir_ids_cache(&c.m);
	cli_phase(&c.timer, "module and inputs");
	c.build = xpathjoin(c.dir, "build");
	profile_all(&c);
	cli_phase(&c.timer, "profiles");
	for (unsigned k = 0; k < c.n; k++)
		predict_input(&c, k);
	cli_phase(&c.timer, "models");
	if (build_bound(&c) || read_measured(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (reference(&c)) {
		/* The report without S: what was predicted is not lost. */
		cli_fail("%s", tr_errmsg());
		c.failed = true;
	}
	cli_phase(&c.timer, "reference (S)");
	if (write_report(&c)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	cli_timer_total(&c.timer);
	status = c.failed ? EXIT_FAIL : EXIT_OK;
out:
	release(&c);
	return status;
}
