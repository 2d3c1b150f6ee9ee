/*
 * switches.c: the model switches that `trident predict` and `trident
 * validate` share (cli.h, struct model_switches): one spelling, one
 * meaning, applied on top of a model's defaults (docs/predict.md lists
 * each with its measured effect).
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "cli.h"
#include "model.h"

/* --query-order: id, reverse or shuffle:SEED. */
static int
parse_order(const char *s, struct model_opts *o)
{
	char *end;
	unsigned long seed;

	if (!strcmp(s, "id")) {
		o->order = MODEL_ORDER_ID;
		return 0;
	}
	if (!strcmp(s, "reverse")) {
		o->order = MODEL_ORDER_REVERSE;
		return 0;
	}
	if (!strncmp(s, "shuffle:", 8) && s[8] >= '0' && s[8] <= '9') {
		errno = 0;
		seed = strtoul(s + 8, &end, 10);
		if (!*end && !errno && seed <= UINT_MAX) {
			o->order = MODEL_ORDER_SHUFFLE;
			o->order_seed = (unsigned)seed;
			return 0;
		}
	}
	return tr_error("bad value '%s' for --query-order: expected id, "
			"reverse or shuffle:SEED (SEED from 0 to %u)", s,
			UINT_MAX);
}

int
model_switches_apply(const struct model_switches *sw, struct model_opts *o)
{
	if (sw->combine && !strcmp(sw->combine, "union"))
		o->combine = MODEL_UNION;
	else if (sw->combine && !strcmp(sw->combine, "average"))
		o->combine = MODEL_AVERAGE;
	else if (sw->combine)
		return tr_error("bad value '%s' for --combine: expected union "
				"or average", sw->combine);
	if (sw->query_order && parse_order(sw->query_order, o))
		return -1;
	if (sw->independence >= 0)
		o->independence = sw->independence;
	if (sw->fp_independence >= 0)
		o->fp_independence = sw->fp_independence;
	o->mix_union &= !sw->no_mix;
	o->sensitivity &= !sw->no_sens;
	o->flip_chains &= !sw->no_chains;
	o->flip_bits &= !sw->no_bits;
	o->known_bits &= !sw->no_known;
	o->large_fp &= !sw->no_large;
	o->printed_magnitude &= !sw->no_printed;
	o->printed_flips &= !sw->no_pflips;
	o->runaway &= !sw->no_runaway;
	o->wrong_element &= !sw->no_wrong;
	o->zero_fills &= !sw->no_fills;
	o->dead_params &= !sw->no_dead_params;
	o->silent_updates &= !sw->no_silent;
	o->spread &= !sw->no_spread;
	o->exit_phis &= !sw->no_exit_phis;
	o->wild_switches &= !sw->no_wild;

	o->interproc &= !sw->no_interproc;
	o->join_values &= !sw->no_join;
	o->dead_stores |= sw->dead;
	o->compat_lt |= sw->compat_lt;
	o->persist &= !sw->no_persist;
	o->cycle_reach &= !sw->no_reach;
	o->exit_values &= !sw->no_exit_values;
	o->exit_reach &= !sw->no_exit_reach;
	o->ran_edges &= !sw->no_ran_edges;
	o->mul_pow2 &= !sw->no_mul_pow2;
	o->fresh_exits |= sw->fresh_exits;
	o->hangs |= sw->hangs;
	o->dilution &= !sw->no_dilution;
	o->update_size &= !sw->no_update_size;
	o->live_changes |= sw->live;
	o->relax |= sw->relax;
	o->loop_targets &= !sw->no_loop;
	o->magnitude |= sw->mag;
	o->error_exits &= !sw->no_err;
	o->vector_checks &= !sw->no_vcheck;
	o->unread_stores &= !sw->no_unread;
	o->dead_writes &= !sw->no_dead;
	if (sw->output_fns.n) {
		o->output_fns = sw->output_fns.v;
		o->noutput_fns = sw->output_fns.n;
	}
	return 0;
}

bool
model_switches_any(const struct model_switches *sw)
{
	return sw->combine || sw->independence >= 0 ||
	       sw->fp_independence >= 0 || sw->no_sens || sw->no_interproc ||
	       sw->no_join || sw->dead || sw->compat_lt || sw->no_persist ||
	       sw->no_err || sw->no_vcheck || sw->no_unread || sw->no_dead ||
	       sw->no_reach || sw->no_exit_values || sw->no_exit_reach ||
	       sw->no_ran_edges || sw->no_mul_pow2 || sw->fresh_exits ||
	       sw->hangs || sw->live || sw->relax ||
	       sw->no_loop ||
	       sw->no_mix || sw->mag || sw->no_chains || sw->no_bits ||
	       sw->no_known || sw->no_large || sw->no_printed || sw->no_runaway ||
	       sw->no_wrong || sw->no_fills || sw->no_pflips ||
	       sw->no_dead_params || sw->no_silent || sw->no_spread ||
	       sw->no_exit_phis || sw->no_wild || sw->query_order ||
	       sw->no_dilution || sw->no_update_size ||
	       sw->output_fns.n;
}

void
model_switches_release(struct model_switches *sw)
{
	strv_release(&sw->output_fns);
}
