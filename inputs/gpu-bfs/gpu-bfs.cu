/*
 * gpu-bfs: level-synchronous breadth-first search on the GPU over a seeded
 * undirected multigraph in CSR form (Rodinia bfs style).  NODES*AVG_DEGREE/2
 * edges are drawn from SEED: three quarters join nodes at most 64 apart in
 * index (long shortest paths), the rest are uniform shortcuts.  The host
 * builds the CSR arrays in edge order.
 *
 * One launch of bfs_level expands one level: a thread whose node is on the
 * frontier labels every unlabelled neighbour with level+1.  Two threads may
 * label the same node, but always with the same value, so the distances do
 * not depend on scheduling.  Each node's parent is then chosen by a pull
 * kernel as its smallest-index neighbour one level closer to the source,
 * which is deterministic too.
 *
 * usage: gpu-bfs NODES AVG_DEGREE SEED [SOURCE]
 *
 * Part of the trident benchmark inputs (GPU fault injection).
 */
#include <cuda_runtime.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define PROG "gpu-bfs"
#define MAX_NODES 2000000L
#define MAX_DEGREE 64L
#define LOCAL_SPAN 64u
#define SHOW_LEVELS 16
#define BLOCK 256

static void cuda_check(cudaError_t err, const char *what, int line)
{
    if (err == cudaSuccess)
        return;
    fprintf(stderr, PROG ": %s failed (line %d): %s: %s\n", what, line,
            cudaGetErrorName(err), cudaGetErrorString(err));
    exit(1);
}
#define CHECK(call) cuda_check((call), #call, __LINE__)

/* Exits with a message the GPU test recognises when there is no device. */
static void require_device(void)
{
    int n = 0;
    cudaError_t err = cudaGetDeviceCount(&n);

    if (err != cudaSuccess || n == 0) {
        fprintf(stderr, PROG ": no CUDA device (%s)\n",
                err != cudaSuccess ? cudaGetErrorString(err) : "none found");
        exit(1);
    }
}

typedef struct {
    uint64_t s;
} rng_t;

static void rng_seed(rng_t *r, uint64_t seed)
{
    uint64_t z = seed + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    r->s = z ? z : 0x2545F4914F6CDD1DULL;
}

static uint32_t rng_next(rng_t *r)
{
    uint64_t x = r->s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    r->s = x;
    return (uint32_t)((x * 0x2545F4914F6CDD1DULL) >> 32);
}

static int parse_long(const char *text, long lo, long hi, long *out)
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

/* Labels the unlabelled neighbours of every node at distance `level`. */
__global__ void bfs_level(const int *row, const int *col, int *dist, int n,
                          int level, int *grew)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;

    if (v >= n || dist[v] != level)
        return;
    for (int e = row[v]; e < row[v + 1]; e++) {
        int u = col[e];
        if (dist[u] < 0) {
            dist[u] = level + 1;
            *grew = 1;
        }
    }
}

/* parent[v]: the smallest neighbour one level closer; -1 if none. */
__global__ void bfs_parent(const int *row, const int *col, const int *dist,
                           int *parent, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;

    if (v >= n)
        return;
    int best = -1;
    if (dist[v] > 0) {
        for (int e = row[v]; e < row[v + 1]; e++) {
            int u = col[e];
            if (dist[u] == dist[v] - 1 && (best < 0 || u < best))
                best = u;
        }
    }
    parent[v] = best;
}

int main(int argc, char **argv)
{
    long n, degree, seed, source = 0;
    rng_t rng;

    if (argc < 4 || argc > 5 || parse_long(argv[1], 2, MAX_NODES, &n) != 0 ||
        parse_long(argv[2], 1, MAX_DEGREE, &degree) != 0 ||
        parse_long(argv[3], 0, 4294967295L, &seed) != 0 ||
        (argc == 5 && parse_long(argv[4], 0, n - 1, &source) != 0)) {
        fprintf(stderr,
                "usage: %s NODES AVG_DEGREE SEED [SOURCE]\n"
                "  NODES in [2, %ld], AVG_DEGREE in [1, %ld],\n"
                "  SEED in [0, 4294967295], SOURCE in [0, NODES-1]\n",
                argc > 0 ? argv[0] : PROG, MAX_NODES, MAX_DEGREE);
        return 2;
    }
    require_device();

    long m = n * degree / 2;
    int *ea = (int *)calloc((size_t)m, sizeof *ea);
    int *eb = (int *)calloc((size_t)m, sizeof *eb);
    int *row = (int *)calloc((size_t)n + 1, sizeof *row);
    int *fill = (int *)calloc((size_t)n, sizeof *fill);
    int *col = (int *)calloc((size_t)(2 * m), sizeof *col);
    int *dist = (int *)calloc((size_t)n, sizeof *dist);
    int *parent = (int *)calloc((size_t)n, sizeof *parent);
    if (!ea || !eb || !row || !fill || !col || !dist || !parent) {
        fprintf(stderr, PROG ": out of memory\n");
        return 1;
    }

    /* Edges, then CSR: degrees, prefix sums, neighbours in edge order. */
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

    int *d_row, *d_col, *d_dist, *d_parent, *d_grew;
    CHECK(cudaMalloc((void **)&d_row, ((size_t)n + 1) * sizeof(int)));
    CHECK(cudaMalloc((void **)&d_col, (size_t)(2 * m) * sizeof(int) + 1));
    CHECK(cudaMalloc((void **)&d_dist, (size_t)n * sizeof(int)));
    CHECK(cudaMalloc((void **)&d_parent, (size_t)n * sizeof(int)));
    CHECK(cudaMalloc((void **)&d_grew, sizeof(int)));
    CHECK(cudaMemcpy(d_row, row, ((size_t)n + 1) * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_col, col, (size_t)(2 * m) * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_dist, dist, (size_t)n * sizeof(int), cudaMemcpyHostToDevice));

    int blocks = (int)((n + BLOCK - 1) / BLOCK);
    int levels = 0;
    for (;;) {
        int grew = 0;
        CHECK(cudaMemcpy(d_grew, &grew, sizeof grew, cudaMemcpyHostToDevice));
        bfs_level<<<blocks, BLOCK>>>(d_row, d_col, d_dist, (int)n, levels, d_grew);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(&grew, d_grew, sizeof grew, cudaMemcpyDeviceToHost));
        if (!grew)
            break;
        levels++;
    }
    bfs_parent<<<blocks, BLOCK>>>(d_row, d_col, d_dist, d_parent, (int)n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(dist, d_dist, (size_t)n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(parent, d_parent, (size_t)n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(d_row));
    CHECK(cudaFree(d_col));
    CHECK(cudaFree(d_dist));
    CHECK(cudaFree(d_parent));
    CHECK(cudaFree(d_grew));

    /* Summary, in node order. */
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
