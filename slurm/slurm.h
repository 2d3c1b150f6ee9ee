/*
 * slurm.h: campaigns as Slurm job arrays (docs/slurm.md).
 *
 * A fault-injection campaign outgrows one machine first (thousands of runs
 * per program and input), and the clusters its users have run Slurm. A
 * campaign of N parts (`--shard K/N`, campaign/merge.c) becomes one job
 * array of N tasks, each running one part into DIR/part-K, and one merge
 * job that depends on the whole array (afterok) and writes the merged
 * campaign into DIR itself:
 *
 *   DIR/slurm/array.sh    the array's script: task K runs part K
 *   DIR/slurm/merge.sh    the merge job's script (`trident merge`)
 *   DIR/slurm/part-K.out  task K's output; merge.out the merge's
 *   DIR/slurm/jobs.json   the submitted job ids
 *
 * Both scripts are plain sbatch scripts that can be read, edited and
 * submitted again by hand. A task is idempotent: a part that already has
 * runs is resumed (--resume), so a requeued task, or the array submitted
 * again after a node failed, continues where its part stopped; the merge
 * replaces the merged campaign (it is made from the parts alone).
 *
 * This library runs sbatch ($TRIDENT_SBATCH, else `sbatch` on the PATH)
 * and nothing else of Slurm. Errors: -1 with tr_errmsg() (analysis.h), one
 * line naming the file or the command and the problem.
 */
#ifndef TRIDENT_SLURM_H
#define TRIDENT_SLURM_H

#include <stdbool.h>
#include <stdio.h>

struct slurm_array {
	const char *dir;	/* the campaign's directory (made if needed) */
	const char *name;	/* the job name: "trident-inject" */
	unsigned parts;		/* the array's tasks, N */
	unsigned cpus;		/* per task (--cpus-per-task), at least 1 */
	unsigned gpus;		/* per task (--gres=gpu:G); 0: none */
	const char *partition;	/* NULL: the cluster's default */
	char *const *sbatch;	/* more sbatch options, one each ("--time=1:00:00"),
				   NULL-terminated; may be NULL */
	/*
	 * Task K runs: head..., then --shard K/N, then --resume when
	 * DIR/part-K holds runs (--force instead when force), then
	 * part_dir_opt DIR/part-K (or DIR/part-K alone when part_dir_opt is
	 * NULL: an operand), then tail... . Words are written quoted: no
	 * shell expansion but of what this library adds.
	 */
	char *const *head;	/* NULL-terminated, head[0] an absolute path */
	char *const *tail;	/* NULL-terminated; may be NULL */
	const char *part_dir_opt;	/* "-d", or NULL */
	/*
	 * A campaign DIR already holds (submitted before: DIR/slurm/jobs.json;
	 * or a journal) is refused unless resume (the parts continue) or
	 * force (they start over).
	 */
	bool resume, force;
	/*
	 * A directory copied to DIR/part-K before the task's command when
	 * the part has no campaign.json yet (the GPU: a campaign built once,
	 * run in parts), or NULL.
	 */
	const char *seed_dir;
	/* The merge job's command, to which "-o DIR" and the parts'
	   directories are added; merge[0] an absolute path. */
	char *const *merge;
};

/*
 * Whether a campaign may be submitted into a->dir (a->resume, a->force
 * and what DIR holds, above): an error saying what is there if not.
 */
int slurm_check(const struct slurm_array *a);
/*
 * slurm_check, then write DIR/slurm/array.sh and merge.sh, submit the array, then the merge
 * with --dependency=afterok on it, and write DIR/slurm/jobs.json. What was
 * submitted is printed on out (the job ids, where the parts and the
 * results will be, how to follow them), unless out is NULL. A failed
 * sbatch is an error naming it, its status and the script, which stays
 * for the user to submit by hand.
 */
int slurm_submit(const struct slurm_array *a, FILE *out);

#endif
