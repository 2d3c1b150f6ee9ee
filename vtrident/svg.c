/*
 * svg.c: vTRIDENT's plot (thesis Fig. 6.10) as one self-contained SVG
 * file, readable in a browser: per input, the estimate S + (pred_k -
 * pred_median) with its interval (or the prediction alone, without S), the
 * measured SDC with its 95% interval where a campaign was given, the
 * bounds of Eq. 6.3 (solid, shaded between) and those of execution
 * volatility alone (dashed). No script, no external reference.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "analysis.h"
#include "vtrident.h"

enum { W = 760, H = 420, LEFT = 64, RIGHT = 180, TOP = 40, BOTTOM = 48 };

struct plot {
	FILE *f;
	double ylo, yhi;	/* the axis, as probabilities */
	unsigned n;		/* inputs that took part */
};

static double
py(const struct plot *p, double v)
{
	return TOP + (H - TOP - BOTTOM) * (p->yhi - v) / (p->yhi - p->ylo);
}

static double
px(const struct plot *p, unsigned i)
{
	return LEFT + (W - LEFT - RIGHT) * (i + 0.5) / p->n;
}

static void
text(FILE *f, const char *s)
{
	for (; *s; s++)
		switch (*s) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		default: fputc(*s, f);
		}
}

/* The axis: from the lowest to the highest value shown, in steps. */
static void
axis(struct plot *p, const struct vt_bound *b)
{
	double lo = INFINITY, hi = -INFINITY, step;

	for (unsigned k = 0; k < b->ninputs; k++) {
		const struct vt_input *in = &b->inputs[k];

		if (in->error)
			continue;
		lo = fmin(lo, b->have_s ? in->est_lo : in->predicted);
		hi = fmax(hi, b->have_s ? in->est_hi : in->predicted);
		if (in->measured) {
			lo = fmin(lo, in->fi_lo);
			hi = fmax(hi, in->fi_hi);
		}
	}
	if (b->have_s) {
		lo = fmin(lo, fmin(fmin(b->lo, b->exec_lo), b->span_lo));
		hi = fmax(hi, fmax(fmax(b->hi, b->exec_hi), b->span_hi));
	}
	step = hi - lo > 0.3 ? 0.1 : hi - lo > 0.1 ? 0.05 : 0.02;
	p->ylo = fmax(0, floor(lo / step) * step);
	p->yhi = fmin(1, ceil(hi / step) * step);
	if (p->yhi - p->ylo < step) {
		p->ylo = fmax(0, p->ylo - step);
		p->yhi = p->ylo + 2 * step;
	}
	for (double v = p->ylo; v <= p->yhi + 1e-9; v += step)
		fprintf(p->f, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" "
			"stroke=\"#e4e4e4\"/><text x=\"%d\" y=\"%.1f\" "
			"text-anchor=\"end\">%.0f%%</text>\n", LEFT,
			W - RIGHT, py(p, v), py(p, v), LEFT - 6,
			py(p, v) + 4, 100 * v);
}

static void
hline(const struct plot *p, double v, const char *style, const char *label)
{
	fprintf(p->f, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" %s/>"
		"<text x=\"%d\" y=\"%.1f\" font-size=\"11\">%s %.1f%%</text>\n",
		LEFT, W - RIGHT, py(p, v), py(p, v), style, W - RIGHT + 6,
		py(p, v) + 4, label, 100 * v);
}

/* A vertical interval [lo, hi] at x with a marker at v. */
static void
point(const struct plot *p, double x, double v, double lo, double hi,
      const char *color, bool triangle)
{
	fprintf(p->f, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" "
		"stroke=\"%s\"/>", x, x, py(p, lo), py(p, hi), color);
	if (triangle)
		fprintf(p->f, "<path d=\"M%.1f %.1f l5 8 h-10 z\" fill=\"%s\"/>"
			"\n", x, py(p, v) - 5, color);
	else
		fprintf(p->f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" "
			"fill=\"%s\"/>\n", x, py(p, v), color);
}

static void
legend(const struct plot *p, const struct vt_bound *b)
{
	int y = TOP + 150;
	unsigned m;

	fprintf(p->f, "<g font-size=\"11\">\n");
	fprintf(p->f, "<circle cx=\"%d\" cy=\"%d\" r=\"4\" fill=\"#1f5fa8\"/>"
		"<text x=\"%d\" y=\"%d\">%s</text>\n", W - RIGHT + 12, y,
		W - RIGHT + 22, y + 4, b->have_s ? "estimate (vTRIDENT)" :
						   "prediction (TRIDENT)");
	y += 18;
	vt_bound_inside(b, 0, 1, &m);
	if (m) {
		fprintf(p->f, "<path d=\"M%d %d l5 8 h-10 z\" fill=\"#c0392b\"/>"
			"<text x=\"%d\" y=\"%d\">measured (FI)</text>\n",
			W - RIGHT + 12, y - 5, W - RIGHT + 22, y + 4);
		y += 18;
	}
	if (b->have_s) {
		fprintf(p->f, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" "
			"stroke=\"#1f5fa8\" stroke-width=\"2\"/><text x=\"%d\" "
			"y=\"%d\">bounds, Eq. 6.3</text>\n", W - RIGHT + 6,
			W - RIGHT + 18, y, y, W - RIGHT + 22, y + 4);
		y += 18;
		fprintf(p->f, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" "
			"stroke=\"#777\" stroke-dasharray=\"4 3\"/><text "
			"x=\"%d\" y=\"%d\">execution volatility</text>\n",
			W - RIGHT + 6, W - RIGHT + 18, y, y, W - RIGHT + 22,
			y + 4);
		y += 18;
		fprintf(p->f, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" "
			"stroke=\"#2e8b57\" stroke-dasharray=\"1 3\" "
			"stroke-width=\"2\"/><text x=\"%d\" y=\"%d\">the "
			"estimates' span</text>\n", W - RIGHT + 6,
			W - RIGHT + 18, y, y, W - RIGHT + 22, y + 4);
	}
	fprintf(p->f, "</g>\n");
}

int
vt_bound_svg(const struct vt_bound *b, const char *title, const char *path)
{
	struct plot p = { .n = b->nok };
	unsigned i = 0;
	int rc = -1;

	if (!(p.f = fopen(path, "w")))
		return tr_error("cannot write '%s': %s", path, strerror(errno));
	fprintf(p.f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
		"height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" "
		"font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" "
		"fill=\"white\"/>\n<text x=\"%d\" y=\"22\" font-size=\"14\">",
		W, H, W, H, LEFT);
	text(p.f, title);
	fputs("</text>\n", p.f);
	axis(&p, b);
	if (b->have_s) {
		fprintf(p.f, "<rect x=\"%d\" y=\"%.1f\" width=\"%d\" "
			"height=\"%.1f\" fill=\"#1f5fa8\" fill-opacity=\"0.08\"/>"
			"\n", LEFT, py(&p, b->hi), W - LEFT - RIGHT,
			py(&p, b->lo) - py(&p, b->hi));
		hline(&p, b->hi, "stroke=\"#1f5fa8\" stroke-width=\"2\"",
		      "upper");
		hline(&p, b->lo, "stroke=\"#1f5fa8\" stroke-width=\"2\"",
		      "lower");
		hline(&p, b->exec_hi, "stroke=\"#777\" stroke-dasharray=\"4 3\"",
		      "exec.");
		hline(&p, b->exec_lo, "stroke=\"#777\" stroke-dasharray=\"4 3\"",
		      "exec.");
		hline(&p, b->span_hi, "stroke=\"#2e8b57\" stroke-dasharray=\"1 3\" "
		      "stroke-width=\"2\"", "span");
		hline(&p, b->span_lo, "stroke=\"#2e8b57\" stroke-dasharray=\"1 3\" "
		      "stroke-width=\"2\"", "span");
	}
	for (unsigned k = 0; k < b->ninputs; k++) {
		const struct vt_input *in = &b->inputs[k];
		double x;

		if (in->error)
			continue;
		x = px(&p, i++);
		fprintf(p.f, "<g><title>");
		text(p.f, in->label);
		fprintf(p.f, ": predicted %.1f%%", 100 * in->predicted);
		if (in->measured)
			fprintf(p.f, ", measured %.1f%%", 100 * in->fi_sdc);
		fprintf(p.f, "</title>\n");
		if (b->have_s)
			point(&p, x - 4, in->estimate, in->est_lo, in->est_hi,
			      "#1f5fa8", false);
		else
			point(&p, x - 4, in->predicted, in->predicted,
			      in->predicted, "#1f5fa8", false);
		if (in->measured)
			point(&p, x + 4, in->fi_sdc, in->fi_lo, in->fi_hi,
			      "#c0392b", true);
		fprintf(p.f, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">"
			"%u%s</text></g>\n", x, H - BOTTOM + 16, k,
			k == b->median ? "*" : "");
	}
	fprintf(p.f, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" "
		"stroke=\"black\"/><line x1=\"%d\" x2=\"%d\" y1=\"%d\" "
		"y2=\"%d\" stroke=\"black\"/>\n", LEFT, W - RIGHT, H - BOTTOM,
		H - BOTTOM, LEFT, LEFT, TOP, H - BOTTOM);
	fprintf(p.f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">input "
		"(* the median input)</text>\n<text transform=\"translate(16 "
		"%d) rotate(-90)\" text-anchor=\"middle\">SDC probability"
		"</text>\n", (LEFT + W - RIGHT) / 2, H - 10, (TOP + H - BOTTOM) /
		2);
	legend(&p, b);
	fputs("</svg>\n", p.f);
	rc = 0;
	if (ferror(p.f))
		rc = tr_error("cannot write '%s': %s", path, strerror(errno));
	if (fclose(p.f) && !rc)
		rc = tr_error("cannot write '%s': %s", path, strerror(errno));
	return rc;
}
