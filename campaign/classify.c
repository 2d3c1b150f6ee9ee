/*
 * classify.c: one run's outcome class (issue 3), decided in this order:
 * not-injected, hang, crash, error-exit, detected, sdc, benign; on the CPU
 * from the runtime's record (a run in dummy mode counts as injected when it
 * reached its target), on the GPU from the host runtime's (a CUDA error is
 * a crash), with the GPU's memory classes (LLFI-GPU's SDC_RM, SDC_TM,
 * Benign_TM and RM latency; docs/gpu-inject.md).
 */
#include "campaign.h"

enum fi_outcome
fi_classify(const struct fi_run_result *run, const struct fi_record *rec,
	    int golden_code, bool equal_output)
{
	bool detected = rec->detected && run->end == FI_END_EXIT &&
			run->code == FI_EXIT_DETECTED;

	if (!rec->injected && !rec->reached_dummy)
		return FI_NOT_INJECTED;
	if (run->end == FI_END_TIMEOUT)
		return FI_HANG;
	if (run->end == FI_END_SIGNAL)
		return FI_CRASH;
	if (run->code != golden_code && !detected)
		return FI_ERROR_EXIT;
	if (detected)
		return FI_DETECTED;
	return equal_output ? FI_BENIGN : FI_SDC;
}

enum fi_outcome
gpu_classify(const struct fi_run_result *run, const struct gpu_record *rec,
	     int golden_code, bool equal_output)
{
	if (rec->not_reached || (!rec->injected && !rec->target_started))
		return FI_NOT_INJECTED;
	if (run->end == FI_END_TIMEOUT)
		return FI_HANG;
	if (rec->cuda_error[0] || run->end == FI_END_SIGNAL)
		return FI_CRASH;
	if (run->code != golden_code)
		return FI_ERROR_EXIT;
	return equal_output ? FI_BENIGN : FI_SDC;
}

/* The golden memory hash at a launch, or NULL. */
static const struct gpu_mem *
mem_at(const struct gpu_record *r, uint64_t launch)
{
	for (size_t i = 0; i < r->nmem; i++)
		if (r->mem[i].launch == launch)
			return &r->mem[i];
	return NULL;
}

void
gpu_memory_classes(const struct gpu_record *golden, const struct gpu_record *rec,
		   bool memory, struct gpu_entry *e)
{
	bool ok = e->e.outcome == FI_SDC || e->e.outcome == FI_BENIGN ||
		  e->e.outcome == FI_ERROR_EXIT;

	e->rm = e->tm = e->benign_tm = -1;
	e->rm_latency = -1;
	if (!ok || !rec->exited || !golden->exited)
		return;
	e->rm = rec->d2h != golden->d2h || rec->copies != golden->copies;
	if (!memory)
		return;
	e->tm = rec->nlaunches != golden->nlaunches;
	for (size_t i = 0; i < rec->nmem; i++) {
		const struct gpu_mem *m = &rec->mem[i], *g = mem_at(golden,
								     m->launch);
		bool tm_diff = !g || !m->ok || !g->ok || m->tm != g->tm;
		bool rm_diff = !g || !m->ok || !g->ok || m->rm != g->rm;

		if (m->launch == e->launch)
			e->benign_tm = !tm_diff;
		if (tm_diff)
			e->tm = 1;
		if (rm_diff && e->rm_latency < 0 && m->launch >= e->launch)
			e->rm_latency = (int64_t)(m->launch - e->launch);
		if (rm_diff)
			e->rm = 1;
	}
	if (e->rm == 1)
		e->tm = 1;
}
