/*
 * report.h: `trident report`, the page people look at (docs/report.md).
 *
 * The tool's answers are about source lines; this module puts them on the
 * source. It reads the JSON outputs of the other commands, one of each
 * kind (classified by their own keys, never by file name), checks that
 * they speak of one module (their hashes), joins them by instruction id
 * and by source line, and writes either one self-contained HTML page
 * (inline CSS and SVG, no script, no network) or CSV tables:
 *
 *   prediction  trident predict -o (format "trident-prediction"), with
 *               --explain-top N its "explained" instructions
 *   campaign    trident inject's summary.json or -o (outcomes, per_line)
 *   validation  trident validate -o (format "trident-validation")
 *   bound       vtrident bound -o (format "trident-bound")
 *   llc         trident llc -o (locations, latency)
 *
 * load.c reads and joins, html.c writes the page, csv.c the tables.
 * Ownership: struct report owns every document and string it holds;
 * report_release gives them back. Errors: -1 with tr_errmsg() (one line
 * naming the file and the problem).
 */
#ifndef TRIDENT_REPORT_H
#define TRIDENT_REPORT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include <jansson.h>

enum report_kind {
	REPORT_PREDICTION,
	REPORT_CAMPAIGN,
	REPORT_VALIDATION,
	REPORT_BOUND,
	REPORT_LLC,
	REPORT_NKINDS
};
/* "prediction", "campaign", ... */
const char *report_kind_name(enum report_kind k);

/* One static instruction, joined over the inputs. */
struct report_row {
	unsigned id;
	const char *function, *opcode, *file;	/* into the documents */
	unsigned line;
	/* prediction */
	bool predicted;
	double count, p_sdc, p_crash;
	double share;		/* of the program's predicted SDC: the
				   row's sdc x count over all candidates' */
	const char *ir, *explain;	/* with --explain-top; else NULL */
	/* campaign: its runs at this instruction */
	bool measured;
	uint64_t runs, sdc;
	double rate, lo, hi;
	/* validation's per-instruction campaign (--per-inst) */
	bool validated;
	uint64_t v_runs;
	double v_pred, v_fi, v_lo, v_hi;
	/* llc: a long-latency-crash location */
	bool llc;
	const char *pattern;
	uint64_t llc_runs;
	double latency_median;
};

/* One source line's figures. */
struct report_line {
	double predicted;	/* share of the program's predicted SDC */
	double measured;	/* share of the campaign's SDC runs whose
				   fault was at this line; < 0: no runs */
	uint64_t runs, sdc;	/* the campaign's runs at this line, and
				   its SDC runs (the line's rate) */
	bool llc;
};

struct report_file {
	char *name;		/* as the inputs name it */
	char *path;		/* where it was found; NULL: not found */
	unsigned n;		/* lines[1..n] (0 unused) */
	struct report_line *lines;
};

struct report {
	json_t *doc[REPORT_NKINDS];	/* NULL: not given */
	char *path[REPORT_NKINDS];
	char *hash, *module;	/* the first input that names them */
	/* after report_join */
	struct report_row *rows;	/* by id, ascending */
	unsigned nrows;
	struct report_file *files;	/* by name */
	unsigned nfiles;
	double predicted_dynamic;	/* the prediction's sum of counts */
};

/*
 * Read one input and keep it by its kind. An error for a file that is not
 * JSON, of no kind this knows, a second input of one kind, or of another
 * module (its hash) than the inputs before it.
 */
int report_add(struct report *r, const char *path);
/*
 * Join the inputs: the rows by id, the source files by name with their
 * lines' figures; each file is looked for as named, then in each of
 * source_dirs (NULL-terminated; may be NULL) and beside the module, by
 * its name and its base name.
 */
int report_join(struct report *r, char *const *source_dirs);
void report_release(struct report *r);

struct report_opts {
	const char *title;	/* NULL: the module's name */
	unsigned top;		/* instructions in the table */
};
/* The page (docs/report.md, "The page"). */
int report_html(const struct report *r, const struct report_opts *o,
		FILE *out);
/*
 * The tables as CSV files in dir (made if needed): instructions.csv (every
 * joined row), lines.csv (every source line with a figure), inputs.csv
 * (the bound's inputs), llc.csv (the LLC locations); a table without
 * data is not written. *written (may be NULL) counts the files.
 */
int report_csv(const struct report *r, const char *dir, unsigned *written);

#endif
