/*
 * bfs: breadth-first search on a deterministic pseudo-random undirected
 * graph.  NODES * AVG_DEGREE / 2 edges are drawn from SEED: most join a node
 * to a nearby node (index distance <= 64, giving long shortest paths), the
 * rest are uniform random shortcuts.  The graph is stored in compressed
 * sparse row form.  The program runs a BFS from SOURCE, a second BFS from
 * the farthest node found (a double sweep that bounds the diameter), and
 * counts connected components.
 *
 * usage: bfs NODES AVG_DEGREE SEED [SOURCE]
 *
 * Part of the trident benchmark inputs (fault-injection / SDC prediction).
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN_NODES 2L
#define MAX_NODES 2000000L
#define MAX_DEGREE 64L
#define MAX_EDGES 16000000L
#define LOCAL_SPAN 64u
#define SHOW_LEVELS 24
#define UNSEEN (-1)

typedef struct {
    uint64_t s;
} rng_t;

typedef struct {
    long n;       /* nodes */
    long m;       /* undirected edges */
    long *start;  /* n + 1 offsets into adj */
    int32_t *adj; /* 2m neighbour ids */
} graph_t;

typedef struct {
    long reached;
    long levels;      /* number of distinct distances */
    int32_t far_node; /* smallest-id node at the largest distance */
} bfs_result_t;

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

static void usage(const char *prog)
{
    fprintf(stderr,
            "usage: %s NODES AVG_DEGREE SEED [SOURCE]\n"
            "  NODES in [%ld, %ld], AVG_DEGREE in [1, %ld],"
            " NODES*AVG_DEGREE/2 <= %ld,\n"
            "  SEED in [0, 4294967295], SOURCE in [0, NODES-1] (default 0)\n",
            prog, MIN_NODES, MAX_NODES, MAX_DEGREE, MAX_EDGES);
}

static void free_graph(graph_t *g)
{
    free(g->start);
    free(g->adj);
    g->start = NULL;
    g->adj = NULL;
}

/* Returns 0 on success, -1 when out of memory. */
static int build_graph(graph_t *g, long n, long avg_degree, rng_t *rng)
{
    long m = n * avg_degree / 2;
    int32_t *eu = calloc((size_t)(m > 0 ? m : 1), sizeof *eu);
    int32_t *ev = calloc((size_t)(m > 0 ? m : 1), sizeof *ev);
    long *fill = calloc((size_t)n, sizeof *fill);

    g->n = n;
    g->m = 0;
    g->start = calloc((size_t)(n + 1), sizeof *g->start);
    g->adj = calloc((size_t)(2 * m > 0 ? 2 * m : 1), sizeof *g->adj);
    if (!eu || !ev || !fill || !g->start || !g->adj) {
        free(eu); free(ev); free(fill);
        free_graph(g);
        return -1;
    }

    /* Draw edges; self loops are redrawn, parallel edges are kept. */
    long k = 0;
    while (k < m) {
        uint32_t u = rng_next(rng) % (uint32_t)n;
        uint32_t v;
        if (rng_next(rng) % 4u != 0u) {
            uint32_t off = 1u + rng_next(rng) % LOCAL_SPAN;
            v = (uint32_t)(((uint64_t)u + off) % (uint64_t)n);
        } else {
            v = rng_next(rng) % (uint32_t)n;
        }
        if (u == v)
            continue;
        eu[k] = (int32_t)u;
        ev[k] = (int32_t)v;
        g->start[u + 1]++;
        g->start[v + 1]++;
        k++;
    }
    g->m = m;

    for (long i = 0; i < n; i++)
        g->start[i + 1] += g->start[i];
    for (long e = 0; e < m; e++) {
        int32_t u = eu[e], v = ev[e];
        g->adj[g->start[u] + fill[u]++] = v;
        g->adj[g->start[v] + fill[v]++] = u;
    }
    free(eu);
    free(ev);
    free(fill);
    return 0;
}

/*
 * Level-synchronous BFS from src.  dist[] must be UNSEEN for nodes not yet
 * visited; nodes already labelled (by earlier searches) are skipped.
 * level_count[d] gets the number of nodes at distance d when non-NULL.
 */
static bfs_result_t bfs(const graph_t *g, int32_t src, int32_t *dist,
                        int32_t *queue, long *level_count)
{
    bfs_result_t res = {0, 0, src};
    long head = 0, tail = 0;

    dist[src] = 0;
    queue[tail++] = src;
    while (head < tail) {
        long level_end = tail;
        long found = 0;
        int32_t level_min = INT32_MAX;
        while (head < level_end) {
            int32_t u = queue[head++];
            if (u < level_min)
                level_min = u;
            found++;
            for (long e = g->start[u]; e < g->start[u + 1]; e++) {
                int32_t v = g->adj[e];
                if (dist[v] != UNSEEN)
                    continue;
                dist[v] = dist[u] + 1;
                queue[tail++] = v;
            }
        }
        if (level_count != NULL)
            level_count[res.levels] = found;
        res.levels++;
        res.reached += found;
        res.far_node = level_min;
    }
    return res;
}

static void reset(int32_t *dist, long n)
{
    for (long i = 0; i < n; i++)
        dist[i] = UNSEEN;
}

int main(int argc, char **argv)
{
    long n, avg_degree, seed, source = 0;
    graph_t g = {0, 0, NULL, NULL};
    rng_t rng;

    if ((argc != 4 && argc != 5) ||
        parse_long(argv[1], MIN_NODES, MAX_NODES, &n) != 0 ||
        parse_long(argv[2], 1, MAX_DEGREE, &avg_degree) != 0 ||
        parse_long(argv[3], 0, 4294967295L, &seed) != 0 ||
        (argc == 5 && parse_long(argv[4], 0, n - 1, &source) != 0) ||
        n * avg_degree / 2 > MAX_EDGES) {
        usage(argc > 0 ? argv[0] : "bfs");
        return 2;
    }

    rng_seed(&rng, (uint64_t)seed);
    int32_t *dist = calloc((size_t)n, sizeof *dist);
    int32_t *queue = calloc((size_t)n, sizeof *queue);
    long *levels = calloc((size_t)n, sizeof *levels);
    if (!dist || !queue || !levels || build_graph(&g, n, avg_degree, &rng)) {
        fprintf(stderr, "bfs: out of memory\n");
        free(dist); free(queue); free(levels);
        return 1;
    }

    /* Degree statistics. */
    long max_deg = -1, max_deg_node = 0, isolated = 0;
    for (long i = 0; i < n; i++) {
        long d = g.start[i + 1] - g.start[i];
        if (d > max_deg) {
            max_deg = d;
            max_deg_node = i;
        }
        if (d == 0)
            isolated++;
    }

    /* Main search. */
    reset(dist, n);
    bfs_result_t main_res = bfs(&g, (int32_t)source, dist, queue, levels);
    uint32_t dist_sum = 2166136261u;
    long long total_dist = 0;
    for (long i = 0; i < n; i++) {
        dist_sum = (dist_sum ^ (uint32_t)dist[i]) * 16777619u;
        if (dist[i] > 0)
            total_dist += dist[i];
    }

    /* Second sweep from the farthest node: lower bound on the diameter. */
    reset(dist, n);
    bfs_result_t sweep = bfs(&g, main_res.far_node, dist, queue, NULL);

    /* Connected components: keep labelling until every node is seen. */
    reset(dist, n);
    long components = 0, largest = 0;
    for (long i = 0; i < n; i++) {
        if (dist[i] != UNSEEN)
            continue;
        bfs_result_t c = bfs(&g, (int32_t)i, dist, queue, NULL);
        components++;
        if (c.reached > largest)
            largest = c.reached;
    }

    printf("bfs: %ld nodes, %ld edges, seed %ld, source %ld\n", n, g.m, seed,
           source);
    printf("degree: max %ld (node %ld), isolated %ld\n", max_deg, max_deg_node,
           isolated);
    printf("reached %ld of %ld in %ld levels, mean distance %.3f\n",
           main_res.reached, n, main_res.levels,
           main_res.reached > 1
               ? (double)total_dist / (double)(main_res.reached - 1)
               : 0.0);
    printf("per level:");
    for (long d = 0; d < main_res.levels && d < SHOW_LEVELS; d++)
        printf(" %ld", levels[d]);
    printf("%s\n", main_res.levels > SHOW_LEVELS ? " ..." : "");
    printf("farthest node %d; eccentricity from it %ld (diameter >= %ld)\n",
           (int)main_res.far_node, sweep.levels - 1,
           (main_res.levels > sweep.levels ? main_res.levels : sweep.levels) - 1);
    printf("components: %ld, largest %ld\n", components, largest);
    printf("distance checksum: %08x\n", (unsigned)dist_sum);

    free_graph(&g);
    free(dist);
    free(queue);
    free(levels);
    return 0;
}
