/*
 * gpu_run.c: trident-gpu-run, the GPU campaign runner. It runs the campaign
 * of a directory that `trident gpu-inject` built (validate/gpu_campaign.c;
 * docs/gpu-inject.md) and is linked without LLVM, so that it runs on the
 * machine with the GPU, where there is none.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "validate.h"

static const char usage[] =
	"usage: trident-gpu-run [options] DIR\n"
	"\n"
	"Run the fault-injection campaign that `trident gpu-inject --build-only`\n"
	"wrote to DIR: a profile run, a resolve run, then the runs; writes\n"
	"DIR/journal.jsonl and DIR/summary.json.\n"
	"\n"
	"  -j, --jobs N     parallel runs (default 4)\n"
	"      --resume     keep the runs already in DIR/journal.jsonl\n"
	"      --top N      show tables (0: none; default 10)\n"
	"  -q, --quiet      no table on standard output\n"
	"  -h, --help       show this help\n";

static int
usage_error(const char *fmt, const char *arg)
{
	fputs("trident-gpu-run: ", stderr);
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n%s", usage);
	return 2;
}

int
main(int argc, char **argv)
{
	enum { O_RESUME = 256, O_TOP };
	static const struct option opts[] = {
		{ "jobs", required_argument, NULL, 'j' },
		{ "resume", no_argument, NULL, O_RESUME },
		{ "top", required_argument, NULL, O_TOP },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct gpu_campaign_opts o = { .jobs = 4, .top = 10 };
	char *end;
	int c;

	while ((c = getopt_long(argc, argv, "j:qh", opts, NULL)) != -1) {
		errno = 0;
		switch (c) {
		case 'j':
			o.jobs = (unsigned)strtoul(optarg, &end, 10);
			if (*end || errno || !o.jobs || o.jobs > 256)
				return usage_error("bad value '%s' for --jobs",
						   optarg);
			break;
		case O_RESUME:
			o.resume = true;
			break;
		case O_TOP:
			o.top = (unsigned)strtoul(optarg, &end, 10);
			if (*end || errno)
				return usage_error("bad value '%s' for --top",
						   optarg);
			break;
		case 'q':
			o.quiet = true;
			break;
		case 'h':
			fputs(usage, stdout);
			return 0;
		default:
			return usage_error("%s", "bad option");
		}
	}
	if (optind + 1 != argc)
		return usage_error("%s", "expected one campaign directory");
	o.dir = argv[optind];
	if (gpu_campaign_run(&o)) {
		fprintf(stderr, "trident-gpu-run: %s\n", tr_errmsg());
		return 1;
	}
	if (fflush(stdout) || ferror(stdout)) {
		fputs("trident-gpu-run: cannot write standard output\n", stderr);
		return 1;
	}
	return 0;
}
