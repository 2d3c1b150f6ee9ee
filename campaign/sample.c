/*
 * sample.c: the draws of a campaign. Run k of a campaign with seed S takes
 * its randomness from campaign_draw(S, k) alone, so that the campaign is
 * the same whatever the number of parallel runs, a resumed campaign draws
 * what the first part would have, and a campaign extended from N to M runs
 * equals one campaign of M runs (docs/campaign.md). splitmix64 (Steele,
 * Lea, Flood 2014) mixes the seed and the run index.
 */
#include "campaign.h"

uint64_t
campaign_mix(uint64_t z)
{
	z += 0x9e3779b97f4a7c15ULL;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

uint64_t
campaign_draw(uint64_t seed, uint64_t k)
{
	return campaign_mix(seed ^ campaign_mix(k + 1));
}

int
gpu_sample(const uint64_t *counts, size_t n, uint64_t seed, uint64_t k,
	   uint64_t *launch, uint64_t *offset)
{
	uint64_t total = 0, g, r = campaign_draw(seed, k);

	for (size_t i = 0; i < n; i++) {
		if (counts[i] > UINT64_MAX - total)
			return tr_error("dynamic instance count overflows");
		total += counts[i];
	}
	if (!total)
		return tr_error("no launch executed a fault site");
	/* r mod total: the bias is below total / 2^64. */
	g = r % total;
	for (size_t i = 0; i < n; i++) {
		if (g < counts[i]) {
			*launch = i;
			*offset = g;
			return 0;
		}
		g -= counts[i];
	}
	return tr_error("sampling fell off the end (a bug)");
}
