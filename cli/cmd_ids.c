/*
 * cmd_ids.c: `trident ids IN -o OUT`, which attaches the stable instruction
 * ids every later step keys its data by (analysis/ir.c) and writes the module.
 */
#include <stdio.h>

#include "analysis.h"
#include "cli.h"

int
cmd_ids(int argc, char **argv)
{
	const char *out = NULL;
	bool quiet = false;
	const struct opt opts[] = {
		OPT_STRING('o', "output", &out, "FILE",
			   "where to write the module (required)"),
		OPT_QUIET(&quiet),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident ids", .usage = "[-q] IN.{ll,bc} -o OUT.{ll,bc}",
		.about =
		"Attach metadata !trident.id to every instruction of every defined\n"
		"function, in module order from 1, and write the module: bitcode when\n"
		"OUT ends in .bc, textual IR otherwise. Ids already present are kept,\n"
		"so running it again changes nothing. Prints the number of ids and the\n"
		"module hash that profiles and reports use to name the module.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "one input module",
	};
	struct opt_result r;
	struct ir_module m = { 0 };
	char hash[17];
	unsigned added;
	int rc;

	rc = opt_parse(&cmd, argc, argv, &r);
	if (rc)
		goto out;
	if (!out) {
		rc = opt_usage_error(&cmd, "missing -o OUT");
		goto out;
	}
	rc = EXIT_FAIL;
	if (ir_module_load(&m, r.operands[0])) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	added = ir_ids_assign(&m);
	if (ir_module_write(&m, out) || ir_module_hash(&m, hash)) {
		cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (!quiet)
		printf("%s: %u ids (%u new), module hash %s\n", out, m.max_id,
		       added, hash);
	rc = EXIT_OK;
out:
	ir_module_release(&m);
	opt_result_release(&r);
	return rc == OPT_HELP ? EXIT_OK : rc;
}
