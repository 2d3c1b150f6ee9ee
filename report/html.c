/*
 * html.c: the report as one self-contained HTML page (docs/report.md): CSS
 * and SVG inline, no script, no font or image from anywhere, so that it
 * reads the same from a mail attachment as from a web server. Sections:
 * the program's figures with their intervals; each source file line by
 * line, shaded by its share of the predicted and of the measured SDC
 * (like a coverage report); the most SDC-prone instructions with their IR
 * and explanation; predicted against measured per instruction (a scatter
 * plot); vTRIDENT's inputs and bounds (thesis Fig. 6.10); the
 * long-latency-crash locations. Nothing in it depends on the clock, so two
 * reports of the same inputs are the same bytes.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "internal.h"
#include "report.h"

static const char css[] =
	"body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:"
	"1100px;padding:1em 2em;color:#222}\n"
	"h1{font-size:1.5em;margin-bottom:0}h2{border-bottom:1px solid #ccc;"
	"margin-top:2em}\n"
	".sub{color:#666;margin-top:.2em}\n"
	"table{border-collapse:collapse;margin:.5em 0}\n"
	"th,td{padding:2px 8px;text-align:left;vertical-align:top}\n"
	"th{background:#f2f2f2}td.n{text-align:right;font-variant-numeric:"
	"tabular-nums}\n"
	"table.fig td,table.fig th,table.top td,table.top th{border:1px solid"
	" #ddd}\n"
	"table.src{font:12px/1.3 ui-monospace,monospace;width:100%}\n"
	"table.src td{padding:0 6px;white-space:pre}\n"
	"table.src td.ln{color:#999;text-align:right;user-select:none}\n"
	"table.src td.h{text-align:right;width:5em}\n"
	"pre{background:#f7f7f7;padding:4px 6px;margin:2px 0;white-space:"
	"pre-wrap}\n"
	".llc{color:#fff;background:#6a3d9a;border-radius:3px;padding:0 3px}\n"
	"nav a{margin-right:1em}.none{color:#888}\n"
	".key span{display:inline-block;width:2em;height:1em;vertical-align:"
	"middle}\n";

/* Text as HTML (also inside attributes). */
static void
esc(FILE *f, const char *s)
{
	for (; s && *s; s++)
		switch (*s) {
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '&': fputs("&amp;", f); break;
		case '"': fputs("&quot;", f); break;
		default: fputc(*s, f);
		}
}

/* A share as a percentage: "<0.01%" rather than a 0 that is not. */
static void
share(FILE *f, double s)
{
	if (s > 0 && s < 0.00005)
		fputs("&lt;0.01%", f);
	else
		fprintf(f, "%.2f%%", 100 * s);
}

/* A probability as a percentage cell. */
static void
pct_cell(FILE *f, double p)
{
	fprintf(f, "<td class=n>%.2f%%</td>", 100 * p);
}

/* "12.34% [10.00%, 14.80%]" from a count/rate/ci95 object. */
static void
rate_ci(FILE *f, const json_t *row)
{
	const json_t *ci = json_object_get(row, "ci95");

	fprintf(f, "<td class=n>%.2f%%", 100 * rp_num(row, "rate"));
	if (json_array_size(ci) == 2)
		fprintf(f, " [%.2f%%, %.2f%%]",
			100 * rp_at(ci, 0),
			100 * rp_at(ci, 1));
	fputs("</td>", f);
}

/* The heat of a share s against the largest m, as a background. */
static void
heat(FILE *f, double s, double m, int r, int g, int b)
{
	if (s > 0 && m > 0)
		fprintf(f, " style=\"background:rgba(%d,%d,%d,%.2f)\"", r, g, b,
			0.1 + 0.8 * sqrt(s / m));
}

/* The rest of an open cell: its heat, then the share, and its end. */
static void
shaded(FILE *f, double s, double m, int r, int g, int b)
{
	heat(f, s, m, r, g, b);
	fputc('>', f);
	share(f, s);
	fputs("</td>", f);
}

/*
 * The program's figures
 */
static void
figures(FILE *f, const struct report *r)
{
	const json_t *p = r->doc[REPORT_PREDICTION], *c = r->doc[REPORT_CAMPAIGN];
	const json_t *v = r->doc[REPORT_VALIDATION], *b = r->doc[REPORT_BOUND];
	const json_t *l = r->doc[REPORT_LLC];
	size_t i;
	json_t *x;

	fputs("<h2 id=program>The program</h2>\n<table class=fig>\n"
	      "<tr><th>source</th><th>figure</th><th>value</th></tr>\n", f);
	if (p) {
		const json_t *prog = json_object_get(p, "program");

		fprintf(f, "<tr><td rowspan=3>prediction (%s)</td><td>SDC</td>",
			rp_str(json_object_get(p, "model"), "name") ?
			rp_str(json_object_get(p, "model"), "name") : "?");
		pct_cell(f, rp_num(prog, "sdc"));
		fputs("</tr>\n<tr><td>crash</td>", f);
		pct_cell(f, rp_num(prog, "crash"));
		fprintf(f, "</tr>\n<tr><td>candidates, dynamic instances</td>"
			"<td class=n>%lld, %lld</td></tr>\n",
			rp_int(prog, "candidates"),
			rp_int(prog, "dynamic"));
	}
	if (c) {
		const json_t *o = json_object_get(c, "outcomes");
		const char *k;

		fprintf(f, "<tr><td rowspan=%zu>campaign (%lld runs, seed "
			"%lld)</td>", json_object_size(o),
			rp_int(c, "injected"),
			rp_int(json_object_get(c, "campaign"), "seed"));
		i = 0;
		json_object_foreach((json_t *)o, k, x) {
			fprintf(f, "%s<td>%s</td>", i++ ? "<tr>" : "", k);
			rate_ci(f, x);
			fputs("</tr>\n", f);
		}
	}
	if (v) {
		const json_t *fi = json_object_get(v, "fi");
		const json_t *models = json_object_get(v, "models");

		fprintf(f, "<tr><td rowspan=%zu>validation</td><td>measured "
			"SDC (%lld runs)</td><td class=n>%.2f%% [%.2f%%, "
			"%.2f%%]</td></tr>\n", 1 + json_array_size(models),
			rp_int(fi, "runs"),
			100 * rp_num(fi, "sdc"),
			100 * rp_at(json_object_get(fi, "ci95"), 0),
			100 * rp_at(json_object_get(fi, "ci95"), 1));
		json_array_foreach(models, i, x) {
			fputs("<tr><td>", f);
			esc(f, rp_str(x, "model"));
			fprintf(f, " predicted (error)</td><td class=n>%.2f%% "
				"(%+.2f)</td></tr>\n", 100 * rp_num(x, "sdc"),
				100 * (rp_num(x, "sdc") - rp_num(fi, "sdc")));
		}
	}
	if (b) {
		const json_t *vol = json_object_get(b, "volatility");
		const json_t *ref = json_object_get(b, "reference");
		const json_t *vt = json_object_get(json_object_get(b, "bounds"),
						   "vtrident");

		fprintf(f, "<tr><td rowspan=3>vTRIDENT (%zu inputs)</td><td>R "
			"(predicted range)</td>",
			json_array_size(json_object_get(b, "inputs")));
		pct_cell(f, rp_num(vol, "range"));
		fprintf(f, "</tr>\n<tr><td>S at the median input (%s)</td>"
			"<td class=n>%.2f%%</td></tr>\n<tr><td>bounds (Eq. "
			"6.3)</td><td class=n>[%.2f%%, %.2f%%]</td></tr>\n",
			rp_str(ref, "from") ? rp_str(ref, "from") : "?",
			100 * rp_num(ref, "sdc"),
			100 * rp_at(vt, 0),
			100 * rp_at(vt, 1));
	}
	if (l) {
		const json_t *llc = json_object_get(l, "llc");

		fprintf(f, "<tr><td rowspan=2>long-latency crashes</td><td>"
			"locations</td><td class=n>%lld</td></tr>\n<tr><td>"
			"static, dynamic share</td><td class=n>%.3f%%, "
			"%.4f%%</td></tr>\n",
			rp_int(llc, "locations"),
			100 * rp_num(llc, "static_share"),
			100 * rp_num(llc, "dynamic_share"));
	}
	fputs("</table>\n", f);
}

/*
 * Sources
 */
static void
source(FILE *f, const struct report_file *sf)
{
	FILE *in = sf->path ? fopen(sf->path, "r") : NULL;
	double pmax = 0, mmax = 0;
	char *line = NULL;
	size_t cap = 0;
	unsigned n = 0;
	bool any_m = false;

	for (unsigned i = 1; i <= sf->n; i++) {
		if (sf->lines[i].predicted > pmax)
			pmax = sf->lines[i].predicted;
		if (sf->lines[i].measured > mmax)
			mmax = sf->lines[i].measured;
		any_m |= sf->lines[i].measured >= 0;
	}
	fputs("<h3>", f);
	esc(f, sf->name);
	fputs("</h3>\n", f);
	if (!in) {
		fputs("<p class=none>source not found (give its directory "
		      "with --source-dir); its lines' figures:</p>\n", f);
	}
	fputs("<table class=src><tr><th>line</th><th>predicted</th>", f);
	if (any_m)
		fputs("<th>measured</th>", f);
	fputs("<th></th><th>source</th></tr>\n", f);
	for (;;) {
		ssize_t got = in ? getline(&line, &cap, in) : -1;
		const struct report_line *l;

		n++;
		if (got < 0 && n > sf->n)
			break;
		if (got > 0 && line[got - 1] == '\n')
			line[got - 1] = '\0';
		l = n <= sf->n ? &sf->lines[n] : NULL;
		if (got < 0 && !(l && (l->predicted > 0 || l->measured > 0 ||
				       l->llc)))
			continue;
		fprintf(f, "<tr id=\"L%u-", n);
		esc(f, sf->name);
		fprintf(f, "\"><td class=ln>%u</td><td class=h", n);
		if (l && l->predicted > 0)
			shaded(f, l->predicted, pmax, 214, 39, 40);
		else
			fputs("></td>", f);
		if (any_m) {
			fputs("<td class=h", f);
			if (l && l->measured >= 0)
				fprintf(f, " title=\"%llu of %llu runs SDC "
					"(%.1f%%)\"", (unsigned long long)l->sdc,
					(unsigned long long)l->runs, l->runs ?
					100.0 * (double)l->sdc /
					(double)l->runs : 0.0);
			if (l && l->measured > 0) {
				shaded(f, l->measured, mmax, 31, 119, 180);
			} else {
				fputs(l && l->measured == 0 ? ">0</td>" :
				      "></td>", f);
			}
		}
		fprintf(f, "<td>%s</td><td", l && l->llc ?
			"<span class=llc title=\"long-latency-crash location\">"
			"LLC</span>" : "");
		if (l && l->predicted > 0)
			heat(f, l->predicted, pmax, 214, 39, 40);
		fputc('>', f);
		if (got >= 0)
			esc(f, line);
		fputs("</td></tr>\n", f);
	}
	fputs("</table>\n", f);
	free(line);
	if (in)
		fclose(in);
}

static void
sources(FILE *f, const struct report *r)
{
	fputs("<h2 id=sources>The source, line by line</h2>\n<p class=key>"
	      "Each line's share of the program's SDC: <span style=\""
	      "background:rgba(214,39,40,.6)\"></span> predicted (TRIDENT: "
	      "the line's instructions' P(SDC) x executions)", f);
	if (r->doc[REPORT_CAMPAIGN])
		fputs(", <span style=\"background:rgba(31,119,180,.6)\"></span> "
		      "measured (the campaign's SDC runs whose fault was on the "
		      "line; 0: runs, none SDC; the line's own SDC rate in its "
		      "tooltip)", f);
	fputs(". Darker is more.</p>\n", f);
	if (!r->nfiles)
		fputs("<p class=none>No input names a source line (a module "
		      "without debug information: compile with -g).</p>\n", f);
	for (unsigned i = 0; i < r->nfiles; i++)
		source(f, &r->files[i]);
}

/*
 * The most SDC-prone instructions
 */
static int
by_share(const void *a, const void *b)
{
	const struct report_row *x = *(const struct report_row *const *)a;
	const struct report_row *y = *(const struct report_row *const *)b;
	double sx = x->predicted ? x->share : (double)x->sdc;
	double sy = y->predicted ? y->share : (double)y->sdc;

	if (sx != sy)
		return sx > sy ? -1 : 1;
	return x->id < y->id ? -1 : x->id > y->id;
}

static void
top(FILE *f, const struct report *r, unsigned ntop)
{
	const struct report_row **v = xcalloc(r->nrows + 1, sizeof(*v));
	unsigned n = 0;

	for (unsigned i = 0; i < r->nrows; i++)
		if (r->rows[i].predicted || r->rows[i].measured)
			v[n++] = &r->rows[i];
	qsort(v, n, sizeof(*v), by_share);
	fprintf(f, "<h2 id=top>The most SDC-prone instructions</h2>\n"
		"<p>By their share of the program's %s SDC%s.</p>\n",
		r->doc[REPORT_PREDICTION] ? "predicted" : "measured",
		r->doc[REPORT_PREDICTION] &&
		!json_object_get(r->doc[REPORT_PREDICTION], "explained") ?
		" (<code>trident predict --explain-top N -o</code> adds each "
		"one's IR and explanation)" : "");
	fputs("<table class=top><tr><th>id</th><th>function</th><th>line"
	      "</th><th>opcode</th><th>executions</th><th>P(SDC)</th><th>"
	      "share</th>", f);
	if (r->doc[REPORT_CAMPAIGN])
		fputs("<th>measured (runs)</th>", f);
	fputs("</tr>\n", f);
	for (unsigned i = 0; i < n && i < ntop; i++) {
		const struct report_row *w = v[i];

		fprintf(f, "<tr><td class=n>%u</td><td>", w->id);
		esc(f, w->function);
		fputs("</td><td>", f);
		if (w->file && w->line) {
			fputs("<a href=\"#L", f);
			fprintf(f, "%u-", w->line);
			esc(f, w->file);
			fputs("\">", f);
			esc(f, w->file);
			fprintf(f, ":%u</a>", w->line);
		}
		fputs("</td><td>", f);
		esc(f, w->opcode);
		fputs("</td>", f);
		if (w->predicted) {
			fprintf(f, "<td class=n>%.0f</td>", w->count);
			pct_cell(f, w->p_sdc);
			fputs("<td class=n>", f);
			share(f, w->share);
			fputs("</td>", f);
		} else {
			fputs("<td></td><td></td><td></td>", f);
		}
		if (r->doc[REPORT_CAMPAIGN]) {
			if (w->measured)
				fprintf(f, "<td class=n>%.1f%% [%.1f%%, %.1f%%]"
					" (%llu)</td>", 100 * w->rate,
					100 * w->lo, 100 * w->hi,
					(unsigned long long)w->runs);
			else
				fputs("<td></td>", f);
		}
		fputs("</tr>\n", f);
		if (w->ir || w->explain) {
			fprintf(f, "<tr><td></td><td colspan=%d>",
				r->doc[REPORT_CAMPAIGN] ? 7 : 6);
			if (w->ir) {
				fputs("<pre>", f);
				esc(f, w->ir);
				fputs("</pre>", f);
			}
			if (w->explain) {
				fputs("<pre>", f);
				esc(f, w->explain);
				fputs("</pre>", f);
			}
			fputs("</td></tr>\n", f);
		}
	}
	fputs("</table>\n", f);
	free(v);
}

/*
 * Plots: an SVG box with axes; x and y map data to pixels.
 */
struct plot {
	double x0, x1, y0, y1;	/* data range */
	double w, h;		/* the drawing area */
	double ml, mb;		/* left and bottom margins */
};

static double
px(const struct plot *p, double x)
{
	return p->ml + (x - p->x0) / (p->x1 - p->x0) * p->w;
}

static double
py(const struct plot *p, double y)
{
	return 10 + p->h - (y - p->y0) / (p->y1 - p->y0) * p->h;
}

/* Open the SVG and draw the axes, ticks as percentages on y (and on x
   unless xcount: then 0..n-1 as input numbers). */
static void
axes(FILE *f, const struct plot *p, const char *xlabel, const char *ylabel,
     bool xcount)
{
	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" "
		"height=\"%.0f\" font-size=\"11\" font-family=\"sans-serif\">\n",
		p->ml + p->w + 20, p->h + p->mb + 10);
	fprintf(f, "<rect x=\"%.1f\" y=\"10\" width=\"%.1f\" height=\"%.1f\" "
		"fill=\"none\" stroke=\"#999\"/>\n", p->ml, p->w, p->h);
	for (int i = 0; i <= 4; i++) {
		double y = p->y0 + (p->y1 - p->y0) * i / 4;

		fprintf(f, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\""
			" stroke=\"#eee\"/><text x=\"%.1f\" y=\"%.1f\" "
			"text-anchor=\"end\">%.0f%%</text>\n", p->ml,
			p->ml + p->w, py(p, y), py(p, y), p->ml - 4,
			py(p, y) + 4, 100 * y);
		if (!xcount) {
			double x = p->x0 + (p->x1 - p->x0) * i / 4;

			fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor="
				"\"middle\">%.0f%%</text>\n", px(p, x),
				p->h + 24, 100 * x);
		}
	}
	fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">",
		p->ml + p->w / 2, p->h + p->mb + 2);
	esc(f, xlabel);
	fprintf(f, "</text>\n<text transform=\"translate(12,%.1f) "
		"rotate(-90)\" text-anchor=\"middle\">", 10 + p->h / 2);
	esc(f, ylabel);
	fputs("</text>\n", f);
}

/* A point at (x, y) with a vertical interval [lo, hi] and a title. */
static void
point(FILE *f, const struct plot *p, double x, double y, double lo,
      double hi, const char *color, const char *title)
{
	if (hi > lo)
		fprintf(f, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2="
			"\"%.1f\" stroke=\"%s\" stroke-opacity=\".5\"/>\n",
			px(p, x), px(p, x), py(p, lo), py(p, hi), color);
	fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\" "
		"fill-opacity=\".75\"><title>", px(p, x), py(p, y), color);
	esc(f, title);
	fputs("</title></circle>\n", f);
}

static void
scatter(FILE *f, const struct report *r)
{
	struct plot p = { 0, 1, 0, 1, 360, 360, 50, 40 };
	bool val = false;
	unsigned n = 0;
	char title[256];

	for (unsigned i = 0; i < r->nrows; i++)
		val |= r->rows[i].validated;
	for (unsigned i = 0; i < r->nrows; i++)
		n += val ? r->rows[i].validated :
		     r->rows[i].predicted && r->rows[i].measured &&
		     r->rows[i].runs >= 10;
	fputs("<h2 id=scatter>Predicted against measured, per instruction"
	      "</h2>\n", f);
	if (!n) {
		fputs("<p class=none>Needs a prediction and a campaign with "
		      "runs at its instructions (a validation with --per-inst, "
		      "or a campaign's instructions with 10 runs or more).</p>"
		      "\n", f);
		return;
	}
	fprintf(f, "<p>%u instructions: %s, with 95%% intervals. On the "
		"diagonal the model is right.</p>\n", n, val ?
		"the validation's per-instruction campaigns" :
		"the campaign's instructions with 10 runs or more");
	axes(f, &p, "predicted P(SDC)", "measured SDC rate", false);
	fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
		"stroke=\"#aaa\" stroke-dasharray=\"4 3\"/>\n", px(&p, 0),
		py(&p, 0), px(&p, 1), py(&p, 1));
	for (unsigned i = 0; i < r->nrows; i++) {
		const struct report_row *w = &r->rows[i];

		if (val && w->validated) {
			snprintf(title, sizeof(title), "#%u %s: predicted "
				 "%.1f%%, measured %.1f%% (%llu runs)", w->id,
				 w->opcode ? w->opcode : "?", 100 * w->v_pred,
				 100 * w->v_fi, (unsigned long long)w->v_runs);
			point(f, &p, w->v_pred, w->v_fi, w->v_lo, w->v_hi,
			      "#d62728", title);
		} else if (!val && w->predicted && w->measured &&
			   w->runs >= 10) {
			snprintf(title, sizeof(title), "#%u %s: predicted "
				 "%.1f%%, measured %.1f%% (%llu runs)", w->id,
				 w->opcode ? w->opcode : "?", 100 * w->p_sdc,
				 100 * w->rate, (unsigned long long)w->runs);
			point(f, &p, w->p_sdc, w->rate, w->lo, w->hi,
			      "#d62728", title);
		}
	}
	fputs("</svg>\n", f);
}

/*
 * vTRIDENT
 */
static void
bound(FILE *f, const struct report *r)
{
	const json_t *b = r->doc[REPORT_BOUND];
	const json_t *inputs = json_object_get(b, "inputs");
	const json_t *vt = json_object_get(json_object_get(b, "bounds"),
					   "vtrident");
	size_t n = json_array_size(inputs), i;
	struct plot p = { -0.5, 0, 0, 0, 560, 260, 50, 40 };
	double top = rp_at(vt, 1);
	json_t *x;
	char title[256];

	if (!b)
		return;
	if (!n) {
		fputs("<h2 id=inputs>Inputs (vTRIDENT)</h2>\n<p class=none>"
		      "The bound names no input.</p>\n", f);
		return;
	}
	fprintf(f, "<h2 id=inputs>Inputs (vTRIDENT)</h2>\n<p>Each input's "
		"estimate with its interval (blue), its measured SDC where "
		"given (red), and the bounds of Eq. 6.3 (shaded).</p>\n");
	json_array_foreach(inputs, i, x) {
		const json_t *m = json_object_get(x, "measured");
		const json_t *e = json_object_get(x, "estimate");

		top = fmax(top, rp_at(json_object_get(e, "ci95"), 1));
		top = fmax(top, rp_at(json_object_get(m, "ci95"), 1));
		top = fmax(top, rp_num(x, "predicted"));
	}
	p.x1 = (double)n - 0.5;
	p.y1 = fmin(1, ceil(top * 1.1 * 20 + 1e-9) / 20);
	if (p.y1 <= 0)
		p.y1 = 0.05;
	axes(f, &p, "input", "SDC", true);
	fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\""
		" fill=\"#1f77b4\" fill-opacity=\".12\" stroke=\"#1f77b4\"/>\n",
		p.ml, py(&p, rp_at(vt, 1)), p.w,
		py(&p, rp_at(vt, 0)) - py(&p, rp_at(vt, 1)));
	json_array_foreach(inputs, i, x) {
		const json_t *m = json_object_get(x, "measured");
		const json_t *e = json_object_get(x, "estimate");

		fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">"
			"%zu%s</text>\n", px(&p, (double)i), p.h + 24, i,
			json_is_true(json_object_get(x, "median")) ? "*" : "");
		if (e) {
			snprintf(title, sizeof(title), "input %zu (%s): estimate "
				 "%.2f%%", i, rp_str(x, "label") ?
				 rp_str(x, "label") : "", 100 * rp_num(e, "sdc"));
			point(f, &p, (double)i, rp_num(e, "sdc"),
			      rp_at(json_object_get(e, "ci95"), 0),
			      rp_at(json_object_get(e, "ci95"), 1), "#1f77b4",
			      title);
		}
		if (m) {
			snprintf(title, sizeof(title), "input %zu: measured "
				 "%.2f%%", i, 100 * rp_num(m, "sdc"));
			point(f, &p, (double)i + 0.15, rp_num(m, "sdc"),
			      rp_at(json_object_get(m, "ci95"), 0),
			      rp_at(json_object_get(m, "ci95"), 1), "#d62728",
			      title);
		}
	}
	fputs("</svg>\n<table class=top><tr><th>input</th><th>arguments</th>"
	      "<th>predicted</th><th>estimate [95%]</th><th>measured</th>"
	      "</tr>\n", f);
	json_array_foreach(inputs, i, x) {
		const json_t *m = json_object_get(x, "measured");
		const json_t *e = json_object_get(x, "estimate");

		fprintf(f, "<tr><td class=n>%zu%s</td><td>", i,
			json_is_true(json_object_get(x, "median")) ?
			" (median)" : "");
		esc(f, rp_str(x, "label"));
		fputs("</td>", f);
		if (rp_str(x, "error")) {
			fputs("<td colspan=3>", f);
			esc(f, rp_str(x, "error"));
			fputs("</td></tr>\n", f);
			continue;
		}
		pct_cell(f, rp_num(x, "predicted"));
		if (e)
			fprintf(f, "<td class=n>%.2f%% [%.2f%%, %.2f%%]</td>",
				100 * rp_num(e, "sdc"),
				100 * rp_at(json_object_get(e, "ci95"), 0),
				100 * rp_at(json_object_get(e, "ci95"), 1));
		else
			fputs("<td></td>", f);
		if (m)
			pct_cell(f, rp_num(m, "sdc"));
		else
			fputs("<td></td>", f);
		fputs("</tr>\n", f);
	}
	fputs("</table>\n", f);
}

/*
 * Long-latency crashes
 */
static void
llc(FILE *f, const struct report *r)
{
	const json_t *l = r->doc[REPORT_LLC];
	const json_t *locs = json_object_get(l, "locations");
	size_t i;
	json_t *x;

	if (!l)
		return;
	fprintf(f, "<h2 id=llc>Long-latency-crash locations</h2>\n<p>%zu "
		"locations: a fault there crashes the program more than %lld "
		"instructions later, past a checkpoint. A range check on the "
		"value (<code>trident llc --protect</code>) detects it at "
		"once.</p>\n", json_array_size(locs),
		rp_int(json_object_get(l, "settings"), "threshold"));
	if (!json_array_size(locs))
		return;
	fputs("<table class=top><tr><th>id</th><th>function</th><th>line</th>"
	      "<th>pattern</th><th>LLC runs</th><th>latency median, max</th>"
	      "<th>value range</th></tr>\n", f);
	json_array_foreach(locs, i, x) {
		const json_t *lat = json_object_get(x, "latency");
		const json_t *rg = json_object_get(x, "range");

		fprintf(f, "<tr><td class=n>%lld</td><td>",
			rp_int(x, "id"));
		esc(f, rp_str(x, "function"));
		fputs("</td><td>", f);
		esc(f, rp_str(x, "file"));
		fprintf(f, ":%lld</td><td>",
			rp_int(x, "line"));
		esc(f, rp_str(x, "pattern"));
		fprintf(f, "</td><td class=n>%lld of %lld</td><td class=n>%.0f, "
			"%.0f</td><td>",
			rp_int(x, "llc_runs"),
			rp_int(x, "runs"),
			rp_num(lat, "median"), rp_num(lat, "max"));
		if (json_is_object(rg)) {
			char *s = json_dumps(rg, JSON_COMPACT | JSON_SORT_KEYS);

			esc(f, s);
			free(s);
		}
		fputs("</td></tr>\n", f);
	}
	fputs("</table>\n", f);
}

int
report_html(const struct report *r, const struct report_opts *o, FILE *out)
{
	const char *title = o->title ? o->title :
			    r->module ? r->module : "trident report";

	fputs("<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8>\n"
	      "<title>", out);
	esc(out, title);
	fprintf(out, "</title>\n<style>\n%s</style></head><body>\n<h1>", css);
	esc(out, title);
	fputs("</h1>\n<p class=sub>trident report", out);
	if (r->hash)
		fprintf(out, " of module %s", r->hash);
	fputs(" from", out);
	for (int k = 0; k < REPORT_NKINDS; k++)
		if (r->doc[k]) {
			fprintf(out, " %s <code>", report_kind_name(k));
			esc(out, r->path[k]);
			fputs("</code>", out);
		}
	fputs("</p>\n<nav><a href=\"#program\">program</a><a href=\"#sources\">"
	      "source</a><a href=\"#top\">instructions</a><a href=\"#scatter\">"
	      "predicted vs measured</a>", out);
	if (r->doc[REPORT_BOUND])
		fputs("<a href=\"#inputs\">inputs</a>", out);
	if (r->doc[REPORT_LLC])
		fputs("<a href=\"#llc\">long-latency crashes</a>", out);
	fputs("</nav>\n", out);
	figures(out, r);
	sources(out, r);
	top(out, r, o->top);
	scatter(out, r);
	bound(out, r);
	llc(out, r);
	fputs("</body></html>\n", out);
	if (fflush(out) || ferror(out))
		return tr_error("cannot write the report");
	return 0;
}
