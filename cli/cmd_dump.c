/*
 * cmd_dump.c: `trident dump`, the text views of the analysis core. The
 * module gets ids in memory first (as `trident ids` would give it), so the
 * views name instructions the way every other command does.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "analysis.h"
#include "cli.h"

/* --what VIEW */
static int
what_opt(const struct opt *o, const char *value)
{
	return dump_what_parse(value, o->value);
}

int
cmd_dump(int argc, char **argv)
{
	enum dump_what what = DUMP_SUMMARY;
	const char *fn = NULL, *outpath = NULL;
	bool quiet = false;
	const struct opt opts[] = {
		OPT_CALLBACK('w', "what", &what, "VIEW", what_opt, 0,
			     "the view to print (default summary)"),
		OPT_STRING('f', "function", &fn, "NAME", "only this function"),
		OPT_STRING('o', "output", &outpath, "FILE",
			   "write to FILE instead of standard output"),
		OPT_QUIET(&quiet),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident dump",
		.usage = "[--what=VIEW] [--function=NAME] [-o FILE] IN.{ll,bc}",
		.about =
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
		"           instruction: where it ends (store, branch, call, ret)\n",
		.footer = "The formats are described in docs/analysis.md.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "one input module",
	};
	struct opt_result r;
	struct ir_module m = { 0 };
	FILE *out = stdout;
	int rc;

	rc = opt_parse(&cmd, argc, argv, &r);
	if (rc)
		goto out;
	rc = EXIT_FAIL;
	if (ir_module_load(&m, r.operands[0])) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
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
	opt_result_release(&r);
	return rc == OPT_HELP ? EXIT_OK : rc;
}
