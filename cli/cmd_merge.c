/*
 * cmd_merge.c: `trident merge PART... -o DIR`, which joins the parts of a
 * sharded campaign (`trident inject --shard K/N`, `trident-gpu-run --shard
 * K/N`: campaign/merge.c) into one campaign directory, the one a single
 * machine would have written with the same seed (docs/campaign.md,
 * "Sharded campaigns").
 */
#include <stdio.h>

#include "campaign.h"
#include "cli.h"

int
cmd_merge(int argc, char **argv)
{
	struct campaign_opts o = {
		.command = "trident merge", .argv = argv + 1, .top = 10,
	};
	const struct opt opts[] = {
		OPT_STRING('o', "output", &o.dir, "DIR", "the merged campaign's "
			   "directory (required); a campaign already in it is "
			   "refused unless --force"),
		OPT_BOOL(0, "force", &o.force, "replace the campaign DIR holds"),
		OPT_TOP(&o.top),
		OPT_QUIET(&o.quiet),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident merge", .usage = "[options] PART... -o DIR",
		.about =
		"Join the parts of a sharded campaign: the directories that\n"
		"`trident inject --shard K/N` (or trident-gpu-run --shard K/N) wrote\n"
		"for K = 1..N. The parts must be of one campaign (the same module hash,\n"
		"settings and seed, golden runs that counted the same fault sites),\n"
		"each part given once, all N given, and each part finished. DIR then\n"
		"holds the campaign a single machine would have run with that seed:\n"
		"journal.jsonl in run order, summary.json, campaign.json, state.json\n"
		"(the parts' wall times summed) and sites.txt.\n",
		.footer = "Formats: docs/campaign.md.\n",
		.opts = opts, .min_operands = 1, .max_operands = 100000,
		.operands = "the parts' campaign directories",
	};
	struct opt_result r;
	int rc;

	rc = opt_parse(&cmd, argc, argv, &r);
	if (rc)
		goto out;
	if (!o.dir) {
		rc = opt_usage_error(&cmd, "missing -o DIR");
		goto out;
	}
	rc = EXIT_OK;
	if (campaign_merge(r.operands, r.noperands, &o)) {
		rc = cli_fail("%s", tr_errmsg());
		goto out;
	}
	if (fflush(stdout) || ferror(stdout))
		rc = cli_fail("cannot write standard output");
out:
	opt_result_release(&r);
	return rc == OPT_HELP ? EXIT_OK : rc;
}
