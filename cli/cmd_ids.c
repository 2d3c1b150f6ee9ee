/*
 * cmd_ids.c: `trident ids IN -o OUT`, which attaches the stable instruction
 * ids every later step keys its data by (analysis/ir.c) and writes the module.
 */
#include <getopt.h>
#include <stdio.h>

#include "analysis.h"
#include "cli.h"

const char cmd_ids_usage[] =
	"usage: trident ids [-q] IN.{ll,bc} -o OUT.{ll,bc}\n"
	"\n"
	"Attach metadata !trident.id to every instruction of every defined\n"
	"function, in module order from 1, and write the module: bitcode when\n"
	"OUT ends in .bc, textual IR otherwise. Ids already present are kept,\n"
	"so running it again changes nothing. Prints the number of ids and the\n"
	"module hash that profiles and reports use to name the module.\n"
	"\n"
	"  -o, --output FILE  where to write the module (required)\n"
	"  -q, --quiet        print nothing on success\n"
	"  -h, --help         show this help\n";

int
cmd_ids(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *out = NULL;
	struct ir_module m;
	char hash[17];
	unsigned added;
	int c, quiet = 0, rc = EXIT_FAIL;

	while ((c = getopt_long(argc, argv, "o:qh", opts, NULL)) != -1) {
		switch (c) {
		case 'o':
			out = optarg;
			break;
		case 'q':
			quiet = 1;
			break;
		case 'h':
			fputs(cmd_ids_usage, stdout);
			return EXIT_OK;
		default:
			return cli_usage_error("ids", cmd_ids_usage,
					       "bad option");
		}
	}
	if (optind != argc - 1)
		return cli_usage_error("ids", cmd_ids_usage,
				       "expected one input module");
	if (!out)
		return cli_usage_error("ids", cmd_ids_usage,
				       "missing -o OUT");

	if (ir_module_load(&m, argv[optind]))
		return cli_fail("%s", tr_errmsg());
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
	return rc;
}
