/*
 * pass.c: what the opt plugin's trident-dup pass does (plugin.cpp registers
 * it; selective-dup.h, dup_run_pass): the module as opt holds it, the
 * instructions from a file of ids or chosen by the knapsack over a
 * prediction file (`trident predict -o`, checked against the module's
 * hash), then dup_protect.
 */
#include <string.h>

#include <jansson.h>

#include "selective-dup.h"

/* The prediction's ids, counts and P(SDC), checked against m's hash. */
static int
read_prediction(const struct ir_module *m, const char *path, unsigned **ids,
		uint64_t **counts, double **sdc, size_t *k)
{
	json_error_t e;
	json_t *j = json_load_file(path, 0, &e), *insts, *x;
	const char *want;
	char hash[17];
	size_t i;
	int rc = -1;

	*ids = NULL;
	*counts = NULL;
	*sdc = NULL;
	*k = 0;
	if (!j)
		return tr_error("cannot read the prediction '%s': %s (line %d)",
				path, tr_one_line(e.text), e.line);
	insts = json_object_get(j, "instructions");
	want = json_string_value(json_object_get(j, "hash"));
	if (!json_is_array(insts) || !want) {
		tr_error("'%s' is not a prediction (trident predict -o): no "
			 "\"hash\" or \"instructions\"", path);
		goto out;
	}
	if (ir_module_hash(m, hash))
		goto out;
	if (strcmp(hash, want)) {
		tr_error("the prediction '%s' was made for module %s, not %s",
			 path, want, hash);
		goto out;
	}
	*k = json_array_size(insts);
	*ids = xcalloc(*k ? *k : 1, sizeof(**ids));
	*counts = xcalloc(*k ? *k : 1, sizeof(**counts));
	*sdc = xcalloc(*k ? *k : 1, sizeof(**sdc));
	json_array_foreach(insts, i, x) {
		json_int_t id = json_integer_value(json_object_get(x, "id"));
		json_int_t n = json_integer_value(json_object_get(x, "count"));
		double s = json_number_value(json_object_get(x, "sdc"));

		if (id <= 0 || id > UINT32_MAX || n < 0 || !(s >= 0 && s <= 1)) {
			tr_error("the prediction '%s': instruction %zu has no "
				 "id, count or sdc in range", path, i);
			goto out;
		}
		(*ids)[i] = (unsigned)id;
		(*counts)[i] = (uint64_t)n;
		(*sdc)[i] = s;
	}
	rc = 0;
out:
	json_decref(j);
	return rc;
}

int
dup_run_pass(LLVMModuleRef mod, const struct dup_pass_args *a,
	     struct dup_stats *st)
{
	struct ir_module m;
	struct dup_opts o = { 0 };
	struct dup_selection sel = { 0 };
	struct uvec chosen = { 0 };
	unsigned *ids = NULL;
	uint64_t *counts = NULL;
	double *sdc = NULL, share;
	size_t k;
	int rc = -1;

	*st = (struct dup_stats){ 0 };
	ir_module_view(&m, mod);
	if (dup_parse_on_detect(a->on_detect, "-trident-dup-on-detect", &o))
		goto out;
	if (!!a->select + !!a->budget != 1) {
		tr_error("trident-dup needs one of -trident-dup-select=FILE "
			 "and -trident-dup-budget=SHARE");
		goto out;
	}
	if (a->select) {
		if (dup_read_ids(a->select, &chosen))
			goto out;
	} else {
		share = dup_parse_share(a->budget);
		if (share < 0) {
			tr_error("bad value '%s' for -trident-dup-budget: "
				 "expected a share between 0 and 1 (1/3, 0.25 "
				 "or 25%%)", a->budget);
			goto out;
		}
		if (!a->prediction) {
			tr_error("-trident-dup-budget needs "
				 "-trident-dup-prediction=FILE (trident "
				 "predict -o)");
			goto out;
		}
		if (read_prediction(&m, a->prediction, &ids, &counts, &sdc,
				    &k) ||
		    dup_select_budget(&m, ids, counts, sdc, k, share, &sel))
			goto out;
		for (size_t i = 0; i < sel.n; i++)
			if (sel.c[i].chosen)
				uvec_push(&chosen, sel.c[i].id);
	}
	rc = dup_protect(&m, chosen.v, chosen.n, &o, st);
out:
	dup_selection_release(&sel);
	uvec_release(&chosen);
	free(ids);
	free(counts);
	free(sdc);
	ir_module_view_release(&m);
	return rc;
}
