/*
 * options.c: the option parser every trident command shares (options.h).
 *
 * One pass over argv: options are looked up in the command's table and
 * their values stored and range-checked as they come; operands are
 * collected; "--" ends the options. Errors are printed here (this is the
 * command-line layer) as one line and a hint, and the caller returns
 * EXIT_USAGE. The help is generated from the same table, so what the help
 * says an option does, its name and its default are what the parser does.
 *
 * Needs no LLVM: trident-gpu-run links it too.
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analysis.h"
#include "options.h"

/* The help's layout: options from column 2, their help from column 25. */
enum { HELP_COL = 25, HELP_WIDTH = 80 };

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

unsigned
opt_default_jobs(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > 1024 ? 1024 : (unsigned)n;
}

static void
hint(const struct opt_cmd *cmd)
{
	fprintf(stderr, "see '%s --help'\n", cmd->name);
}

int
opt_usage_error(const struct opt_cmd *cmd, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	if (vasprintf(&msg, fmt, ap) < 0)
		abort();
	va_end(ap);
	if (cmd->quiet_misuse) {
		tr_error("%s: %s", cmd->name, msg);
	} else {
		fprintf(stderr, "%s: %s\n", cmd->name, msg);
		hint(cmd);
	}
	free(msg);
	return EXIT_USAGE;
}

/* How the option is named in messages: its long name, else its letter. */
static const char *
opt_name(const struct opt *o, char buf[4])
{
	static char lbuf[128];

	if (o->long_name) {
		snprintf(lbuf, sizeof(lbuf), "--%s", o->long_name);
		return lbuf;
	}
	buf[0] = '-';
	buf[1] = (char)o->short_name;
	buf[2] = '\0';
	return buf;
}

static bool
takes_value(const struct opt *o)
{
	switch (o->kind) {
	case OPT_KIND_BOOL:
		return false;
	case OPT_KIND_CALLBACK:
		return !(o->flags & OPT_NOARG);
	default:
		return true;
	}
}

static bool
is_option(const struct opt *o)
{
	return o->kind != OPT_KIND_GROUP;
}

/* A whole decimal number without sign or blanks, or false. */
static bool
parse_u64(const char *s, uint64_t *v)
{
	char *end;

	if (*s < '0' || *s > '9')
		return false;
	errno = 0;
	*v = strtoull(s, &end, 10);
	return !*end && !errno;
}

static bool
parse_double(const char *s, double *v)
{
	char *end;

	if (!*s || *s == ' ' || *s == '\t')
		return false;
	errno = 0;
	*v = strtod(s, &end);
	return !*end && !errno && isfinite(*v);
}

/* The range of a number, for messages and the help. */
static void
describe_range(const struct opt *o, char *buf, size_t n)
{
	if (o->kind == OPT_KIND_DOUBLE)
		snprintf(buf, n, "a number %s %g and at most %g",
			 o->flags & OPT_ABOVE ? "above" : "of at least",
			 o->flo, o->fhi);
	else if (o->hi == UINT64_MAX)
		snprintf(buf, n, "a whole number of at least %llu",
			 (unsigned long long)o->lo);
	else
		snprintf(buf, n, "a whole number from %llu to %llu",
			 (unsigned long long)o->lo, (unsigned long long)o->hi);
}

static bool
was_given(const struct opt_result *r, const struct opt *o)
{
	for (unsigned i = 0; i < r->ngiven; i++)
		if (r->given[i] == o)
			return true;
	return false;
}

/* Whether the option named long_name was given. */
static bool
given_name(const struct opt_result *r, const char *long_name)
{
	for (unsigned i = 0; i < r->ngiven; i++)
		if (r->given[i]->long_name &&
		    !strcmp(r->given[i]->long_name, long_name))
			return true;
	return false;
}

/* The option as one canonical word of r->words. */
static void
push_word(struct opt_result *r, const struct opt *o, const char *value)
{
	char *w, sbuf[4];
	int n;

	if (o->long_name)
		n = takes_value(o) ? asprintf(&w, "--%s=%s", o->long_name,
					      value) :
				     asprintf(&w, "--%s", o->long_name);
	else
		n = asprintf(&w, "%s%s", opt_name(o, sbuf),
			     takes_value(o) ? value : "");
	if (n < 0)
		abort();
	strv_push(&r->words, w);
	free(w);
}

/* Store value into o; 0, or the usage error's status. */
static int
take(const struct opt_cmd *cmd, const struct opt *o, const char *value,
     struct opt_result *r)
{
	char range[128], sbuf[4];
	uint64_t u;
	double d;

	if (!was_given(r, o)) {
		r->given = xrealloc(r->given, (r->ngiven + 1) * sizeof(*r->given));
		r->given[r->ngiven++] = o;
	}
	switch (o->kind) {
	case OPT_KIND_BOOL:
		*(bool *)o->value = true;
		break;
	case OPT_KIND_STRING:
		*(const char **)o->value = value;
		break;
	case OPT_KIND_STRINGS:
		strv_push(o->value, value);
		break;
	case OPT_KIND_UINT:
	case OPT_KIND_U64:
		if (!parse_u64(value, &u) || u < o->lo || u > o->hi)
			goto bad;
		if (o->kind == OPT_KIND_UINT)
			*(unsigned *)o->value = (unsigned)u;
		else
			*(uint64_t *)o->value = u;
		break;
	case OPT_KIND_DOUBLE:
		if (!parse_double(value, &d) || d > o->fhi ||
		    (o->flags & OPT_ABOVE ? d <= o->flo : d < o->flo))
			goto bad;
		*(double *)o->value = d;
		break;
	case OPT_KIND_CALLBACK:
		if (o->fn(o, value))
			return opt_usage_error(cmd, value ? "bad value '%s' for "
					       "%s: %s" : "%.0s%s: %s",
					       value ? value : "",
					       opt_name(o, sbuf), tr_errmsg());
		break;
	default:
		break;
	}
	push_word(r, o, value);
	if (o->flags & OPT_FORWARD) {
		if (o->long_name) {
			char *name;

			if (asprintf(&name, "--%s", o->long_name) < 0)
				abort();
			strv_push(&r->fwd, name);
			free(name);
		} else {
			strv_push(&r->fwd, opt_name(o, sbuf));
		}
		if (takes_value(o))
			strv_push(&r->fwd, value);
	}
	return EXIT_OK;
bad:
	describe_range(o, range, sizeof(range));
	return opt_usage_error(cmd, "bad value '%s' for %s: expected %s", value,
			       opt_name(o, sbuf), range);
}

/*
 * The option whose long name is name[0..len): an exact match, else the
 * one option it is a prefix of. NULL with *ambiguous set when several.
 */
static const struct opt *
find_long(const struct opt *opts, const char *name, size_t len,
	  bool *ambiguous)
{
	const struct opt *found = NULL;

	*ambiguous = false;
	for (const struct opt *o = opts; o->kind != OPT_KIND_END; o++)
		if (is_option(o) && o->long_name &&
		    strlen(o->long_name) == len &&
		    !strncmp(o->long_name, name, len))
			return o;
	for (const struct opt *o = opts; o->kind != OPT_KIND_END; o++) {
		if (!is_option(o) || !o->long_name ||
		    strncmp(o->long_name, name, len))
			continue;
		if (found) {
			*ambiguous = true;
			return NULL;
		}
		found = o;
	}
	return found;
}

static const struct opt *
find_short(const struct opt *opts, int c)
{
	for (const struct opt *o = opts; o->kind != OPT_KIND_END; o++)
		if (is_option(o) && o->short_name == c)
			return o;
	return NULL;
}

/* One "--name[=value]" at argv[*i]; *i moves past its value. */
static int
parse_long(const struct opt_cmd *cmd, int argc, char **argv, int *i,
	   struct opt_result *r)
{
	const char *name = argv[*i] + 2, *eq = strchr(name, '=');
	size_t len = eq ? (size_t)(eq - name) : strlen(name);
	const struct opt *o;
	bool ambiguous;

	if (len == 4 && !strncmp(name, "help", 4)) {
		if (cmd->quiet_misuse)
			return opt_usage_error(cmd, "unknown option '--help'");
		opt_help(cmd);
		return OPT_HELP;
	}
	o = find_long(cmd->opts, name, len, &ambiguous);
	if (!o)
		return opt_usage_error(cmd, "%s option '--%.*s'", ambiguous ?
				       "ambiguous" : "unknown", (int)len, name);
	if (!takes_value(o)) {
		if (eq)
			return opt_usage_error(cmd, "option '--%s' takes no "
					       "value", o->long_name);
		return take(cmd, o, NULL, r);
	}
	if (eq)
		return take(cmd, o, eq + 1, r);
	if (*i + 1 >= argc)
		return opt_usage_error(cmd, "option '--%s' needs a value (%s)",
				       o->long_name, o->argh ? o->argh : "");
	return take(cmd, o, argv[++*i], r);
}

/* One "-abc" word at argv[*i]: letters, the last may take a value. */
static int
parse_short(const struct opt_cmd *cmd, int argc, char **argv, int *i,
	    struct opt_result *r)
{
	const char *p = argv[*i] + 1;
	int rc;

	for (; *p; p++) {
		const struct opt *o;

		if (*p == 'h') {
			if (cmd->quiet_misuse)
				return opt_usage_error(cmd, "unknown option "
						       "'-h'");
			opt_help(cmd);
			return OPT_HELP;
		}
		o = find_short(cmd->opts, *p);
		if (!o)
			return opt_usage_error(cmd, "unknown option '-%c'", *p);
		if (!takes_value(o)) {
			rc = take(cmd, o, NULL, r);
			if (rc)
				return rc;
			continue;
		}
		if (p[1])
			return take(cmd, o, p + 1, r);
		if (*i + 1 >= argc)
			return opt_usage_error(cmd, "option '-%c' needs a value "
					       "(%s)", *p, o->argh ? o->argh : "");
		return take(cmd, o, argv[++*i], r);
	}
	return EXIT_OK;
}

int
opt_parse(const struct opt_cmd *cmd, int argc, char **argv,
	  struct opt_result *r)
{
	int rc;

	memset(r, 0, sizeof(*r));
	r->operands = xcalloc((size_t)argc + 1, sizeof(*r->operands));
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--")) {
			r->dashdash = true;
			for (i++; i < argc; i++)
				strv_push(&r->args, argv[i]);
			break;
		}
		if (a[0] == '-' && a[1] == '-')
			rc = parse_long(cmd, argc, argv, &i, r);
		else if (a[0] == '-' && a[1])
			rc = parse_short(cmd, argc, argv, &i, r);
		else if (r->noperands < cmd->max_operands) {
			r->operands[r->noperands++] = argv[i];
			rc = EXIT_OK;
		} else if (cmd->args) {
			rc = opt_usage_error(cmd, "unexpected operand '%s': "
					     "the program's arguments go after "
					     "'--'", a);
		} else {
			rc = opt_usage_error(cmd, "unexpected operand '%s'", a);
		}
		if (rc)
			return rc;
	}
	if (r->noperands < cmd->min_operands)
		return opt_usage_error(cmd, "expected %s", cmd->operands);
	if (r->args.n && !cmd->args)
		return opt_usage_error(cmd, "takes no program arguments (after "
				       "'--')");
	for (const char *const *x = cmd->exclusive; x && x[0]; x += 2)
		if (given_name(r, x[0]) && given_name(r, x[1]))
			return opt_usage_error(cmd, "--%s and --%s exclude each "
					       "other", x[0], x[1]);
	return EXIT_OK;
}

void
opt_result_release(struct opt_result *r)
{
	free(r->operands);
	free(r->given);
	strv_release(&r->args);
	strv_release(&r->fwd);
	strv_release(&r->words);
	memset(r, 0, sizeof(*r));
}

/*
 * Help
 */

/* Print text from column col (the cursor is there), wrapped to the width. */
static void
wrap(const char *text, int col)
{
	int at = col;

	while (*text) {
		size_t w = strcspn(text, " ");

		if (at > col && at + 1 + (int)w > HELP_WIDTH) {
			printf("\n%*s", col, "");
			at = col;
		} else if (at > col) {
			putchar(' ');
			at++;
		}
		printf("%.*s", (int)w, text);
		at += (int)w;
		text += w;
		while (*text == ' ')
			text++;
	}
	putchar('\n');
}

/* The option's help with its default, in buf. */
static const char *
help_text(const struct opt *o, char *buf, size_t n)
{
	const char *h = o->help ? o->help : "";

	/* a help that names its default itself keeps its own words */
	if (o->flags & OPT_NODEFAULT || !o->value || strstr(h, "(default"))
		return h;
	switch (o->kind) {
	case OPT_KIND_STRING:
		if (!*(const char **)o->value)
			return h;
		snprintf(buf, n, "%s (default %s)", h,
			 *(const char **)o->value);
		return buf;
	case OPT_KIND_UINT:
		snprintf(buf, n, "%s (default %u)", h, *(unsigned *)o->value);
		return buf;
	case OPT_KIND_U64:
		snprintf(buf, n, "%s (default %llu)", h,
			 (unsigned long long)*(uint64_t *)o->value);
		return buf;
	case OPT_KIND_DOUBLE:
		snprintf(buf, n, "%s (default %g)", h, *(double *)o->value);
		return buf;
	default:
		return h;
	}
}

static void
help_line(const struct opt *o)
{
	const char *argh = takes_value(o) && o->argh ? o->argh : NULL;
	char text[512];
	int len;

	/* "  -n, --runs N", "  -n N" or "      --inst ID". */
	if (o->short_name)
		len = printf("  -%c%s%s%s%s", o->short_name,
			     o->long_name ? ", --" : "",
			     o->long_name ? o->long_name : "",
			     argh ? " " : "", argh ? argh : "");
	else
		len = printf("      --%s%s%s", o->long_name, argh ? " " : "",
			     argh ? argh : "");
	if (len + 1 > HELP_COL)
		printf("\n%*s", HELP_COL, "");
	else
		printf("%*s", HELP_COL - len, "");
	wrap(help_text(o, text, sizeof(text)), HELP_COL);
}

void
opt_help(const struct opt_cmd *cmd)
{
	printf("usage: %s %s\n", cmd->name, cmd->usage);
	if (cmd->about)
		printf("\n%s", cmd->about);
	for (const struct opt *o = cmd->opts; o->kind != OPT_KIND_END; o++) {
		if (o->kind == OPT_KIND_GROUP)
			printf("\n%s:\n", o->help);
		else if (!(o->flags & OPT_HIDDEN))
			help_line(o);
	}
	printf("\n  -h, --help             show this help\n");
	if (cmd->footer)
		printf("\n%s", cmd->footer);
}
