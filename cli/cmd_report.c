/*
 * cmd_report.c: `trident report IN.json... -o report.html`: the outputs of
 * predict, inject, validate, bound and llc as one self-contained HTML page,
 * their figures on the program's source (report/; docs/report.md), or with
 * --format csv their per-instruction tables as CSV files.
 */
#include <stdio.h>
#include <string.h>

#include "campaign.h"
#include "cli.h"
#include "report.h"

int
cmd_report(int argc, char **argv)
{
	const char *out = NULL, *format = "html";
	struct strv dirs = { 0 };
	struct report_opts o = { .top = 20 };
	bool quiet = false;
	const struct opt opts[] = {
		OPT_STRING('o', "output", &out, "FILE", "the page (required); "
			   "with --format csv, the directory of the tables"),
		OPT_STRING(0, "format", &format, "F", "html (one "
			   "self-contained page) or csv (a file per table)"),
		OPT_STRINGS(0, "source-dir", &dirs, "DIR", "look for the "
			    "program's source files in DIR too, repeatable "
			    "(first as named, then here, then beside the "
			    "module)"),
		OPT_STRING(0, "title", &o.title, "T", "the page's title "
			   "(default: the module)"),
		OPT_TOP(&o.top),
		OPT_QUIET(&quiet),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident report",
		.usage = "[options] IN.json... -o report.html",
		.about =
		"Put the answers on the source: one HTML page (no script, no network)\n"
		"from the JSON outputs of trident predict -o (with --explain-top N,\n"
		"the top instructions' IR and explanation), inject (summary.json or\n"
		"-o), validate -o, bound -o and llc -o, at most one of each, of one\n"
		"module: the program's figures with their intervals, each source file\n"
		"line by line shaded by its share of the predicted and measured SDC,\n"
		"the most SDC-prone instructions, predicted against measured per\n"
		"instruction, vTRIDENT's bounds plot, the long-latency-crash\n"
		"locations. --format csv writes the tables instead.\n",
		.footer = "The page and the tables: docs/report.md.\n",
		.opts = opts, .min_operands = 1, .max_operands = 5,
		.operands = "JSON outputs of trident commands",
	};
	struct report r = { 0 };
	struct opt_result res;
	unsigned tables = 0;
	FILE *f = NULL;
	int rc;

	rc = opt_parse(&cmd, argc, argv, &res);
	if (rc)
		goto out;
	if (!out) {
		rc = opt_usage_error(&cmd, "missing -o FILE");
		goto out;
	}
	if (strcmp(format, "html") && strcmp(format, "csv")) {
		rc = opt_usage_error(&cmd, "--format: expected html or csv, "
				     "not '%s'", format);
		goto out;
	}
	rc = EXIT_FAIL;
	for (unsigned i = 0; i < res.noperands; i++)
		if (report_add(&r, res.operands[i])) {
			cli_fail("%s", tr_errmsg());
			goto out;
		}
	if (report_join(&r, dirs.v)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (!strcmp(format, "csv")) {
		if (report_csv(&r, out, &tables)) {
			cli_fail("%s", tr_errmsg());
			goto out;
		}
		if (!quiet)
			printf("%s: %u tables\n", out, tables);
	} else {
		f = fopen(out, "w");
		if (!f) {
			cli_fail("cannot write '%s'", out);
			goto out;
		}
		if (report_html(&r, &o, f) || fclose(f)) {
			f = NULL;
			cli_fail("cannot write '%s'", out);
			goto out;
		}
		f = NULL;
		if (!quiet)
			printf("%s: %u instructions, %u source files\n", out,
			       r.nrows, r.nfiles);
	}
	rc = EXIT_OK;
out:
	if (f)
		fclose(f);
	report_release(&r);
	strv_release(&dirs);
	opt_result_release(&res);
	return rc == OPT_HELP ? EXIT_OK : rc;
}
