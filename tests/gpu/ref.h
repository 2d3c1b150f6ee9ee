/*
 * Helpers shared by the CPU references of the GPU benchmark programs: the
 * programs' PRNG (splitmix64-seeded xorshift), argument parsing, the mixing
 * checksum and an allocator that exits on failure.  Each helper is a copy of
 * the one in the .cu files, so that a reference draws the same data.
 */
#ifndef TRIDENT_TESTS_GPU_REF_H
#define TRIDENT_TESTS_GPU_REF_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct rng {
    uint64_t s;
};

static inline void rng_seed(struct rng *r, uint64_t seed)
{
    uint64_t z = seed + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    r->s = z ? z : 0x2545F4914F6CDD1DULL;
}

static inline uint32_t rng_next(struct rng *r)
{
    uint64_t x = r->s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    r->s = x;
    return (uint32_t)((x * 0x2545F4914F6CDD1DULL) >> 32);
}

static inline int parse_long(const char *text, long lo, long hi, long *out)
{
    char *end = NULL;
    long v;

    if (text == NULL || *text == '\0')
        return -1;
    errno = 0;
    v = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

static inline uint32_t mix32(uint32_t h, uint32_t v)
{
    h ^= v + 0x9E3779B9u + (h << 6) + (h >> 2);
    return h;
}

static inline void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);

    if (p == NULL) {
        fprintf(stderr, "reference: out of memory\n");
        exit(1);
    }
    return p;
}

#endif
