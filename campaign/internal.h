/*
 * internal.h: what the campaign core's files share and nobody else uses.
 */
#ifndef TRIDENT_CAMPAIGN_INTERNAL_H
#define TRIDENT_CAMPAIGN_INTERNAL_H

#include "campaign.h"

/* JSON output flags of every file the campaign writes (sorted keys, fixed
   precision), for journal lines and for whole files. */
#define CP_JSON_LINE (JSON_SORT_KEYS | JSON_COMPACT | JSON_REAL_PRECISION(6))
#define CP_JSON_FILE (JSON_SORT_KEYS | JSON_INDENT(2) | JSON_REAL_PRECISION(6))

/* Remove a directory tree, opening up directories a run made unreadable
   (run.c). */
void cp_remove_tree(const char *path);

/* Write o to path through a temporary file and rename(2), so that a
   reader (or a kill) never sees half a file (dir.c). */
int cp_json_write_atomic(const json_t *o, const char *path);

/* The wall time of the campaign's parts before this one, and the part's
   bookkeeping in state.json (dir.c, for loop.c). */
double cp_state_wall(const struct campaign_dir *d);
int cp_state_save(struct campaign_dir *d, double wall_s, uint64_t parts,
		  double last_s);

/* Write a finished summary to DIR/summary.json and o->output (loop.c,
   for merge.c). */
int cp_summary_save(const struct campaign_dir *d, const struct campaign_opts *o,
		    const json_t *sum);

#endif
