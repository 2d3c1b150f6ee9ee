/*
 * cmd_dump.c: `trident dump`, the text views of the analysis core. The
 * module gets ids in memory first (as `trident ids` would give it), so the
 * views name instructions the way every other command does.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "analysis.h"
#include "cli.h"

const char cmd_dump_usage[] =
	"usage: trident dump [--what=VIEW] [--function=NAME] [-o FILE] IN.{ll,bc}\n"
	"\n"
	"Print one view of the module's analysis, deterministically (blocks are\n"
	"bbN in layout order, instructions #ID as `trident ids` numbers them):\n"
	"\n"
	"  summary  counts per function and for the module, and its hash (default)\n"
	"  cfg      every block with its id range, predecessors and successors\n"
	"  dom      immediate dominator of every block\n"
	"  pdom     immediate post-dominator ('exit' is the virtual exit)\n"
	"  loops    natural loops, irreducible regions, and every conditional\n"
	"           branch as loop-terminating (LT) or not (NLT) with its compares\n"
	"  seq      the static data-dependent sequence of every candidate\n"
	"           instruction: where it ends (store, branch, call, ret)\n"
	"\n"
	"  -w, --what VIEW       the view to print\n"
	"  -f, --function NAME   only this function\n"
	"  -o, --output FILE     write to FILE instead of standard output\n"
	"  -h, --help            show this help\n"
	"\n"
	"The formats are described in docs/analysis.md.\n";

int
cmd_dump(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "what", required_argument, NULL, 'w' },
		{ "function", required_argument, NULL, 'f' },
		{ "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	enum dump_what what = DUMP_SUMMARY;
	const char *fn = NULL, *outpath = NULL;
	struct ir_module m;
	FILE *out = stdout;
	int c, rc = EXIT_FAIL;

	while ((c = getopt_long(argc, argv, "w:f:o:h", opts, NULL)) != -1) {
		switch (c) {
		case 'w':
			if (dump_what_parse(optarg, &what))
				return cli_usage_error("dump", cmd_dump_usage,
						       "%s", tr_errmsg());
			break;
		case 'f':
			fn = optarg;
			break;
		case 'o':
			outpath = optarg;
			break;
		case 'h':
			fputs(cmd_dump_usage, stdout);
			return EXIT_OK;
		default:
			return cli_usage_error("dump", cmd_dump_usage,
					       "bad option");
		}
	}
	if (optind != argc - 1)
		return cli_usage_error("dump", cmd_dump_usage,
				       "expected one input module");

	if (ir_module_load(&m, argv[optind]))
		return cli_fail("%s", tr_errmsg());
	ir_ids_assign(&m);
	if (outpath && !(out = fopen(outpath, "w"))) {
		cli_fail("cannot write '%s': %s", outpath, strerror(errno));
		goto out;
	}
	if (dump_module(out, &m, what, fn)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	rc = EXIT_OK;
out:
	if (out && out != stdout && fclose(out) && rc == EXIT_OK)
		rc = cli_fail("cannot write '%s': %s", outpath, strerror(errno));
	ir_module_release(&m);
	return rc;
}
