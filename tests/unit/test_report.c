/*
 * test_report.c: unit tests of report/ (report.h): inputs classified by
 * their keys and refused when they are of no kind, twice of a kind or of
 * another module; rows joined by id with their shares; lines joined from
 * the prediction and the campaign's per_line; the page's escaping and the
 * tables' quoting.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "campaign.h"
#include "report.h"

static char dir[] = "/tmp/trident-report-XXXXXX";

/* DIR/name with text, a new path. */
static char *
file_with(const char *name, const char *text)
{
	char *path = xpathjoin(dir, name);
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	return path;
}

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	char *text = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);
	int c;

	assert_non_null(f);
	while ((c = fgetc(f)) != EOF)
		fputc(c, m);
	fclose(m);
	fclose(f);
	return text;
}

static const char prediction[] =
	"{\"format\": \"trident-prediction\", \"hash\": \"aa\", \"module\": "
	"\"m.bc\", \"program\": {\"sdc\": 0.5, \"crash\": 0, \"dynamic\": 4},"
	"\"instructions\": ["
	"{\"id\": 2, \"function\": \"f<a&b>\", \"opcode\": \"add\", \"file\": "
	"\"x.c\", \"line\": 3, \"count\": 3, \"sdc\": 0.5, \"crash\": 0},"
	"{\"id\": 9, \"function\": \"g,\\\"h\\\"\", \"opcode\": \"mul\", "
	"\"file\": \"x.c\", \"line\": 5, \"count\": 1, \"sdc\": 0.5, "
	"\"crash\": 0},"
	"{\"id\": 0, \"function\": \"bad\"}, {\"id\": -4}, \"junk\"]}";

static const char campaign[] =
	"{\"campaign\": {\"hash\": \"aa\", \"seed\": 1}, \"injected\": 10,"
	"\"outcomes\": {\"sdc\": {\"count\": 4, \"rate\": 0.4, \"ci95\": [0.1,"
	" 0.7]}}, \"per_instruction\": [{\"id\": 9, \"runs\": 10, \"sdc\": 4,"
	" \"sdc_rate\": 0.4, \"sdc_ci95\": [0.1, 0.7]}],"
	"\"per_line\": {\"x.c:5\": {\"sdc\": 3, \"runs\": 6}, \"x.c:7\": {\"sdc\": 1},"
	" \"?:0\": {\"sdc\": 0}, \"y:z.c:2\": {\"sdc\": 0}}}";

static void
test_kinds(void **state)
{
	struct report r = { 0 };
	char *p = file_with("p.json", prediction);
	char *c = file_with("c.json", campaign);
	char *other = file_with("o.json", "{\"format\": \"x\"}");
	char *arr = file_with("a.json", "[1, 2]");
	char *bad = file_with("b.json", "{\"format\": ");
	char *hash;

	(void)state;
	assert_int_equal(report_add(&r, p), 0);
	assert_int_equal(report_add(&r, p), -1);
	assert_non_null(strstr(tr_errmsg(), "is a second prediction"));
	assert_int_equal(report_add(&r, other), -1);
	assert_non_null(strstr(tr_errmsg(), "is none of the outputs"));
	assert_int_equal(report_add(&r, arr), -1);
	assert_int_equal(report_add(&r, bad), -1);
	assert_non_null(strstr(tr_errmsg(), bad));
	if (asprintf(&hash, "%s", campaign) < 0)
		abort();
	memcpy(strstr(hash, "\"aa\""), "\"ab\"", 4);
	free(c);
	c = file_with("c2.json", hash);
	assert_int_equal(report_add(&r, c), -1);
	assert_non_null(strstr(tr_errmsg(), "is of another module (hash ab)"));
	assert_null(r.doc[REPORT_CAMPAIGN]);
	free(hash);
	report_release(&r);
	free(p);
	free(c);
	free(other);
	free(arr);
	free(bad);
}

static void
test_join(void **state)
{
	struct report r = { 0 };
	char *p = file_with("p.json", prediction);
	char *c = file_with("c.json", campaign);
	const struct report_file *x;

	(void)state;
	assert_int_equal(report_join(&r, NULL), -1);
	assert_int_equal(report_add(&r, p), 0);
	assert_int_equal(report_add(&r, c), 0);
	assert_int_equal(report_join(&r, NULL), 0);
	/* Rows with a bad id are left out. */
	assert_int_equal(r.nrows, 2);
	assert_int_equal(r.rows[0].id, 2);
	assert_int_equal(r.rows[1].id, 9);
	/* Shares of sum(sdc x count) = 2: 1.5 and 0.5. */
	assert_true(r.rows[0].share > 0.749 && r.rows[0].share < 0.751);
	assert_true(r.rows[1].measured && r.rows[1].runs == 10 &&
		    r.rows[1].hi > 0.69);
	/* x.c (lines 3, 5 and 7) and "y:z.c" (the last colon splits). */
	assert_int_equal(r.nfiles, 2);
	x = &r.files[0];
	assert_string_equal(x->name, "x.c");
	assert_int_equal(x->n, 7);
	assert_true(x->lines[3].predicted > 0.749);
	assert_true(x->lines[3].measured < 0);
	assert_true(x->lines[5].measured > 0.749 && x->lines[5].measured < 0.751);
	assert_true(x->lines[7].measured > 0.249 && x->lines[7].predicted == 0);
	assert_null(x->path);
	assert_string_equal(r.files[1].name, "y:z.c");
	report_release(&r);
	free(p);
	free(c);
}

static void
test_output(void **state)
{
	struct report r = { 0 };
	struct report_opts o = { .top = 5 };
	char *p = file_with("p.json", prediction);
	char *c = file_with("c.json", campaign);
	char *page = xpathjoin(dir, "page.html"), *csv = xpathjoin(dir, "csv");
	char *t, *rows;
	unsigned n;
	FILE *f;

	(void)state;
	assert_int_equal(report_add(&r, p), 0);
	assert_int_equal(report_add(&r, c), 0);
	assert_int_equal(report_join(&r, NULL), 0);
	f = fopen(page, "w");
	assert_int_equal(report_html(&r, &o, f), 0);
	fclose(f);
	t = slurp(page);
	assert_non_null(strstr(t, "f&lt;a&amp;b&gt;"));
	assert_null(strstr(t, "f<a&b>"));
	assert_non_null(strstr(t, "source not found"));
	assert_null(strstr(t, "<script"));
	free(t);
	assert_int_equal(report_csv(&r, csv, &n), 0);
	assert_int_equal(n, 2);	/* instructions and lines */
	rows = xpathjoin(csv, "instructions.csv");
	t = slurp(rows);
	assert_non_null(strstr(t, "\n9,\"g,\"\"h\"\"\",x.c,5,mul,1,"));
	free(t);
	free(rows);
	rows = xpathjoin(csv, "lines.csv");
	t = slurp(rows);
	assert_non_null(strstr(t, "x.c,3,0.750000,,,,,0\n"));
	assert_non_null(strstr(t, "x.c,5,0.250000,0.750000,6,3,0.500000,0\n"));
	assert_non_null(strstr(t, "x.c,7,0.000000,0.250000,0,1,0.000000,0\n"));
	free(t);
	free(rows);
	report_release(&r);
	free(page);
	free(csv);
	free(p);
	free(c);
}

/* A GPU campaign: per_instruction keyed by id, rows without an interval. */
static void
test_gpu_rows(void **state)
{
	struct report r = { 0 };
	char *c = file_with("g.json", "{\"campaign\": {\"hash\": \"aa\"}, "
			    "\"outcomes\": {}, \"per_instruction\": {\"7\": "
			    "{\"runs\": 20, \"sdc\": 10, \"sdc_rate\": 0.5}, "
			    "\"x\": {\"runs\": 1}}}");

	(void)state;
	assert_int_equal(report_add(&r, c), 0);
	assert_int_equal(report_join(&r, NULL), 0);
	assert_int_equal(r.nrows, 1);
	assert_int_equal(r.rows[0].id, 7);
	assert_true(r.rows[0].measured && r.rows[0].runs == 20);
	/* Wilson's 95% interval of 10 of 20: [0.299, 0.701]. */
	assert_true(r.rows[0].lo > 0.29 && r.rows[0].lo < 0.31);
	assert_true(r.rows[0].hi > 0.69 && r.rows[0].hi < 0.71);
	report_release(&r);
	free(c);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kinds),
		cmocka_unit_test(test_join),
		cmocka_unit_test(test_output),
		cmocka_unit_test(test_gpu_rows),
	};
	char *cmd;
	int rc;

	if (!mkdtemp(dir))
		return 1;
	rc = cmocka_run_group_tests(tests, NULL, NULL);
	if (asprintf(&cmd, "rm -rf '%s'", dir) < 0 || system(cmd))
		rc = rc ? rc : 1;
	free(cmd);
	return rc;
}
