/*
 * gpu_run.c: trident-gpu-run, the GPU campaign runner. It runs the campaign
 * of a directory that `trident gpu-inject` built (campaign/gpu.c;
 * docs/gpu-inject.md), or the profile run of one that `trident
 * gpu-profile` built (campaign/gpu_profile.c; docs/gpu-profile.md), and
 * is linked with the campaign core only, without LLVM, so that it runs on
 * the machine with the GPU, where there is none.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "campaign.h"
#include "cli.h"

/* Whether dir is a device profile's directory (it has GPROF_SETTINGS). */
static bool
is_profile(const char *dir)
{
	char *p;
	bool yes;

	if (asprintf(&p, "%s/%s", dir, GPROF_SETTINGS) < 0)
		abort();
	yes = access(p, F_OK) == 0;
	free(p);
	return yes;
}

int
main(int argc, char **argv)
{
	struct campaign_opts o = {
		.command = "trident-gpu-run", .argv = argv + 1, .top = 10,
	};
	const struct opt opts[] = {
		OPT_GROUP("campaign"),
		OPT_CAMPAIGN_RUNS(&o),
		OPT_CAMPAIGN_DIR(&o),
		OPT_CAMPAIGN_SHARD(&o),
		OPT_CAMPAIGN_OUTPUT(&o),
		OPT_END(),
	};
	const struct opt_cmd cmd = {
		.name = "trident-gpu-run", .usage = "[options] DIR",
		.about =
		"Run the fault-injection campaign that `trident gpu-inject --build-only`\n"
		"wrote to DIR: a profile run, a resolve run, then the runs; writes\n"
		"DIR/journal.jsonl and DIR/summary.json. DIR is locked while it runs.\n"
		"The runs, seed and fault model are DIR/campaign.json's; -n only\n"
		"extends a campaign (with --resume). For a directory that\n"
		"`trident gpu-profile --build-only` wrote, run the program once and\n"
		"write its device profile's dump, DIR/profile.raw.\n",
		.opts = opts, .min_operands = 1, .max_operands = 1,
		.operands = "one campaign directory",
		.exclusive = (const char *const[]){ "resume", "force", NULL },
	};
	struct opt_result r;
	int rc;

	campaign_progname = "trident-gpu-run";
	o.jobs = opt_default_jobs();
	rc = opt_parse(&cmd, argc, argv, &r);
	if (rc) {
		opt_result_release(&r);
		return rc == OPT_HELP ? EXIT_OK : rc;
	}
	o.dir = r.operands[0];
	rc = EXIT_OK;
	if (is_profile(o.dir)) {
		if (gpu_profile_run(o.dir, o.quiet)) {
			fprintf(stderr, "trident-gpu-run: %s\n", tr_errmsg());
			rc = EXIT_FAIL;
		}
	} else if (gpu_campaign_run(&o)) {
		fprintf(stderr, "trident-gpu-run: %s\n", tr_errmsg());
		rc = EXIT_FAIL;
	} else if (fflush(stdout) || ferror(stdout)) {
		fputs("trident-gpu-run: cannot write standard output\n", stderr);
		rc = EXIT_FAIL;
	}
	opt_result_release(&r);
	return rc;
}
