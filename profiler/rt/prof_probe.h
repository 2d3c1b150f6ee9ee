/*
 * prof_probe.h: what the profiling runtime's files share of spread probes
 * (prof_probe.c): the output hook hands every printed double to the
 * capture.
 */
#ifndef TRIDENT_PROF_PROBE_H
#define TRIDENT_PROF_PROBE_H

#include <stdint.h>

/* Record printed double x with its conversion spec (PROF_OUTSPEC) and
   output record site, when the run captures (PROF_CAPTURE_ENV). */
void prof_capture_add(double x, uint64_t spec, uint64_t site);

#endif
