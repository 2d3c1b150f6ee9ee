/*
 * campaign_opts.c: the campaign options whose parsing needs the campaign
 * core, shared by `trident` and trident-gpu-run (which links this file and
 * options.c, without LLVM).
 */
#include "campaign.h"
#include "cli.h"

int
cli_opt_shard(const struct opt *o, const char *value)
{
	struct campaign_opts *c = o->value;

	return campaign_shard_parse(value, &c->shard, &c->shards);
}
