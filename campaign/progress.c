/*
 * progress.c: the progress line shown while a campaign runs: a bar, the
 * runs done, the rate of this part's runs and an ETA, on stderr when it is
 * a terminal, redrawn at most 10 times a second.
 */
#include <stdio.h>
#include <unistd.h>

#include "campaign.h"

#define BAR_WIDTH 10

static void
progress_draw(struct fi_progress *p, double now)
{
	char bar[BAR_WIDTH + 1], eta[32];
	double frac = p->total ? (double)p->done / (double)p->total : 1;
	double elapsed = now - p->start;
	double speed = elapsed > 0 ? (double)(p->done - p->first) / elapsed : 0;
	unsigned fill;

	if (frac > 1)
		frac = 1;
	fill = (unsigned)(frac * BAR_WIDTH);
	for (unsigned i = 0; i < BAR_WIDTH; i++)
		bar[i] = i < fill ? '#' : ' ';
	bar[BAR_WIDTH] = '\0';
	if (speed > 0 && p->done <= p->total) {
		unsigned long s = (unsigned long)((double)(p->total - p->done) /
						  speed + 0.5);

		if (s >= 3600)
			snprintf(eta, sizeof(eta), "%lu:%02lu:%02lu", s / 3600,
				 s / 60 % 60, s % 60);
		else
			snprintf(eta, sizeof(eta), "%lu:%02lu", s / 60, s % 60);
	} else {
		snprintf(eta, sizeof(eta), "?");
	}
	fprintf(stderr, "\r[%s] %llu/%llu %u%% %.1f runs/s ETA %s    ", bar,
		(unsigned long long)p->done, (unsigned long long)p->total,
		(unsigned)(frac * 100), speed, eta);
	fflush(stderr);
	p->last = now;
}

void
fi_progress_init(struct fi_progress *p, uint64_t total, uint64_t done)
{
	p->total = total;
	p->done = done;
	p->first = done;
	p->start = fi_now();
	p->last = 0;
	p->tty = isatty(STDERR_FILENO);
}

void
fi_progress_step(struct fi_progress *p)
{
	double now;

	p->done++;
	if (!p->tty)
		return;
	now = fi_now();
	if (now - p->last < 0.1 && p->done < p->total)
		return;
	progress_draw(p, now);
}

void
fi_progress_end(struct fi_progress *p)
{
	if (p->tty && p->last > 0)
		fputc('\n', stderr);
}
