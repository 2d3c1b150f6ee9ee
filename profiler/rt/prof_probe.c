/*
 * prof_probe.c: the runtime side of spread probes (prof_protocol.h,
 * "Spread probes"; issue 15).
 *
 * A spread probe measures how far a small error in one stored
 * floating-point value spreads to the printed output, the way a finite
 * difference measures a derivative: the profiler runs the profiled
 * program again with one execution of one store multiplied by 1 + 2^-20,
 * and compares every double the program printed with those of an
 * unperturbed run (profiler/spread.c). This file perturbs that one value
 * (__trident_prof_probe_d/_f, called by every floating-point store of a
 * full-mode module) and records the printed doubles (prof_capture_add,
 * from __trident_prof_out_mag), written at normal exit. A run that dies
 * writes nothing, which the profiler reads as a probe that changed the
 * run.
 */
#include <fcntl.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prof_probe.h"
#include "prof_protocol.h"
#include "rt_sys.h"

static bool probe_on, probe_done, capture_on;
static uint32_t probe_id;
static uint64_t probe_at, probe_seen, probe_instance;
static double probe_factor, probe_value;
static uint32_t probe_float;
/* Allocated: a static buffer would move the program's own data. */
static char *capture_path;
static struct prof_capture_rec *recs;
static uint64_t nrecs, caprecs, dropped;
static pid_t owner;

/* Whether this execution of store id is the one to perturb. */
static bool
hit(uint32_t id, double v)
{
	if (!probe_on || probe_done || id != probe_id)
		return false;
	if (++probe_seen < probe_at || v == 0 || !isfinite(v))
		return false;
	probe_done = true;
	probe_instance = probe_seen;
	probe_value = v;
	return true;
}

double
__trident_prof_probe_d(uint32_t id, double v)
{
	return hit(id, v) ? v * probe_factor : v;
}

float
__trident_prof_probe_f(uint32_t id, float v)
{
	if (!hit(id, v))
		return v;
	probe_float = 1;
	return (float)((double)v * probe_factor);
}

void
prof_capture_add(double x, uint64_t spec, uint64_t site)
{
	struct prof_capture_rec *r;

	if (!capture_on)
		return;
	if (nrecs >= PROF_CAPTURE_MAX) {
		dropped++;
		return;
	}
	if (nrecs == caprecs) {
		uint64_t cap = caprecs ? 2 * caprecs : 4096;

		r = realloc(recs, cap * sizeof(*recs));
		if (!r) {
			dropped++;
			return;
		}
		recs = r;
		caprecs = cap;
	}
	recs[nrecs].x = x;
	recs[nrecs].spec = spec;
	recs[nrecs].site = site;
	nrecs++;
}

__attribute__((constructor(101))) static void
probe_start(void)
{
	const char *p = getenv(PROF_PROBE_ENV), *c = getenv(PROF_CAPTURE_ENV);
	char *end;

	if (c && *c && (capture_path = strdup(c))) {
		capture_on = true;
		owner = getpid();
	}
	if (!p || !*p)
		return;
	probe_id = (uint32_t)strtoul(p, &end, 10);
	if (*end != ':')
		return;
	probe_at = strtoull(end + 1, &end, 10);
	if (*end != ':')
		return;
	probe_factor = strtod(end + 1, &end);
	probe_on = !*end && probe_at > 0 && isfinite(probe_factor);
}

__attribute__((destructor(101))) static void
probe_finish(void)
{
	struct prof_capture_head h = { .n = nrecs, .dropped = dropped,
				       .probe_instance = probe_instance,
				       .probe_value = probe_value,
				       .probe_float = probe_float };
	int fd;

	/* A forked child is not the run. */
	if (!capture_on || getpid() != owner)
		return;
	capture_on = false;
	memcpy(h.magic, PROF_CAPTURE_MAGIC, sizeof(h.magic));
	fd = sys_open(capture_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
		      0644);
	if (fd < 0)
		return;
	if (!sys_write_all(fd, &h, sizeof(h)) && nrecs)
		sys_write_all(fd, recs, nrecs * sizeof(*recs));
	sys_close(fd);
}
