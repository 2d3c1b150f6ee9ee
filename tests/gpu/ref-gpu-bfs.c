/*
 * CPU reference of inputs/gpu-bfs: the same graph and CSR arrays, a
 * sequential level-by-level BFS (the distances of any BFS are the same), the
 * same parent rule (smallest neighbour one level closer) and the same output.
 *
 * usage: ref-gpu-bfs NODES AVG_DEGREE SEED [SOURCE]
 */
#include "ref.h"

#define LOCAL_SPAN 64u
#define SHOW_LEVELS 16

int main(int argc, char **argv)
{
    long n, degree, seed, source = 0;
    struct rng rng;

    if (argc < 4 || argc > 5 || parse_long(argv[1], 2, 2000000L, &n) != 0 ||
        parse_long(argv[2], 1, 64, &degree) != 0 ||
        parse_long(argv[3], 0, 4294967295L, &seed) != 0 ||
        (argc == 5 && parse_long(argv[4], 0, n - 1, &source) != 0)) {
        fprintf(stderr, "usage: ref-gpu-bfs NODES AVG_DEGREE SEED [SOURCE]\n");
        return 2;
    }
    long m = n * degree / 2;
    int *ea = xcalloc((size_t)m, sizeof *ea);
    int *eb = xcalloc((size_t)m, sizeof *eb);
    int *row = xcalloc((size_t)n + 1, sizeof *row);
    int *fill = xcalloc((size_t)n, sizeof *fill);
    int *col = xcalloc((size_t)(2 * m), sizeof *col);
    int *dist = xcalloc((size_t)n, sizeof *dist);
    int *parent = xcalloc((size_t)n, sizeof *parent);

    rng_seed(&rng, (uint64_t)seed);
    for (long k = 0; k < m; k++) {
        uint32_t a = rng_next(&rng) % (uint32_t)n;
        uint32_t b;
        if (rng_next(&rng) % 4u != 0u) {
            uint32_t off = 1u + rng_next(&rng) % LOCAL_SPAN;
            b = (a + off) % (uint32_t)n;
        } else {
            b = rng_next(&rng) % (uint32_t)n;
        }
        ea[k] = (int)a;
        eb[k] = (int)b;
        row[a + 1]++;
        row[b + 1]++;
    }
    for (long v = 0; v < n; v++)
        row[v + 1] += row[v];
    for (long k = 0; k < m; k++) {
        col[row[ea[k]] + fill[ea[k]]++] = eb[k];
        col[row[eb[k]] + fill[eb[k]]++] = ea[k];
    }
    for (long v = 0; v < n; v++)
        dist[v] = -1;
    dist[source] = 0;

    int levels = 0;
    for (;;) {
        int grew = 0;
        for (long v = 0; v < n; v++) {
            if (dist[v] != levels)
                continue;
            for (int e = row[v]; e < row[v + 1]; e++)
                if (dist[col[e]] < 0) {
                    dist[col[e]] = levels + 1;
                    grew = 1;
                }
        }
        if (!grew)
            break;
        levels++;
    }
    for (long v = 0; v < n; v++) {
        int best = -1;
        if (dist[v] > 0)
            for (int e = row[v]; e < row[v + 1]; e++) {
                int u = col[e];
                if (dist[u] == dist[v] - 1 && (best < 0 || u < best))
                    best = u;
            }
        parent[v] = best;
    }

    long reached = 0, dist_sum = 0, max_deg = 0, isolated = 0, bad_parents = 0;
    long per_level[SHOW_LEVELS] = {0};
    uint32_t dist_hash = 2166136261u, parent_hash = 2166136261u;
    for (long v = 0; v < n; v++) {
        long deg = row[v + 1] - row[v];
        if (deg > max_deg)
            max_deg = deg;
        if (deg == 0)
            isolated++;
        if (dist[v] >= 0) {
            reached++;
            dist_sum += dist[v];
            if (dist[v] < SHOW_LEVELS)
                per_level[dist[v]]++;
            if (dist[v] > 0 && (parent[v] < 0 || dist[parent[v]] != dist[v] - 1))
                bad_parents++;
        }
        dist_hash = (dist_hash ^ (uint32_t)dist[v]) * 16777619u;
        parent_hash = (parent_hash ^ (uint32_t)parent[v]) * 16777619u;
    }

    printf("gpu-bfs %ld nodes, %ld edges, seed %ld, source %ld\n", n, m, seed,
           source);
    printf("max degree: %ld, isolated nodes: %ld\n", max_deg, isolated);
    printf("reached: %ld, levels: %d, mean distance: %.4f\n", reached,
           levels + 1, (double)dist_sum / (double)reached);
    printf("level sizes:");
    for (int l = 0; l < SHOW_LEVELS && l <= levels; l++)
        printf(" %ld", per_level[l]);
    printf("%s\n", levels + 1 > SHOW_LEVELS ? " ..." : "");
    printf("parents: %s\n", bad_parents == 0 ? "ok" : "INCONSISTENT");
    printf("checksums: dist %08x parent %08x\n", (unsigned)dist_hash,
           (unsigned)parent_hash);

    free(ea);
    free(eb);
    free(row);
    free(fill);
    free(col);
    free(dist);
    free(parent);
    return 0;
}
