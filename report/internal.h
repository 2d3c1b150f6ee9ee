/*
 * internal.h: what the report's files share: reading a member of a JSON
 * object whatever the input holds (a missing member, or one of another
 * type, reads as NULL or 0: inputs are untrusted, and a wrong value is
 * shown, never followed).
 */
#ifndef TRIDENT_REPORT_INTERNAL_H
#define TRIDENT_REPORT_INTERNAL_H

#include <jansson.h>

static inline const char *
rp_str(const json_t *o, const char *key)
{
	return json_string_value(json_object_get(o, key));
}

static inline double
rp_num(const json_t *o, const char *key)
{
	return json_number_value(json_object_get(o, key));
}

static inline long long
rp_int(const json_t *o, const char *key)
{
	return (long long)json_integer_value(json_object_get(o, key));
}

/* Element i of an array of numbers (an interval's bound). */
static inline double
rp_at(const json_t *a, size_t i)
{
	return json_number_value(json_array_get(a, i));
}

#endif
