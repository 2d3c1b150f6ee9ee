/*
 * classify.c: one run's outcome class (issue 3), decided in this order:
 * not-injected, hang, crash, error-exit, detected, sdc, benign. A run in
 * dummy mode counts as injected when it reached its target.
 */
#include "validate.h"

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
