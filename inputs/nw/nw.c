/*
 * nw: global alignment of two protein-like sequences with the
 * Needleman-Wunsch algorithm (linear gap penalty, 20x20 substitution
 * matrix).  Sequence A is random; sequence B is derived from A by random
 * substitutions, insertions and deletions, so the alignment is non-trivial.
 * The score matrix is filled block by block along anti-diagonals (the
 * wavefront order a parallel implementation would use), then traced back.
 *
 * usage: nw LEN_A LEN_B SEED GAP
 *
 * Part of the trident benchmark inputs (fault-injection / SDC prediction).
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MIN_LEN 1L
#define MAX_LEN 20000L
#define MAX_CELLS 9000000L
#define MAX_GAP 50L
#define BLOCK 16L
#define ALPHA 20
#define SHOW 60

static const char RESIDUES[ALPHA + 1] = "ARNDCQEGHILKMFPSTWYV";

/* Physico-chemical class of each residue in RESIDUES order:
   0 small/neutral, 1 acidic/amide, 2 basic, 3 hydrophobic, 4 aromatic,
   5 cysteine, 6 proline/glycine. */
static const int CLASS[ALPHA] = {0, 2, 1, 1, 5, 1, 1, 6, 2, 3,
                                 3, 2, 3, 4, 6, 0, 0, 4, 4, 3};

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

static void usage(const char *prog)
{
    fprintf(stderr,
            "usage: %s LEN_A LEN_B SEED GAP\n"
            "  LEN_A, LEN_B in [%ld, %ld], (LEN_A+1)*(LEN_B+1) <= %ld,\n"
            "  SEED in [0, 4294967295], GAP (penalty) in [1, %ld]\n",
            prog, MIN_LEN, MAX_LEN, MAX_CELLS, MAX_GAP);
}

/* Substitution scores: identity is rewarded (rarer residues more), a
   same-class exchange is mildly positive, others are penalised. */
static void build_matrix(int sub[ALPHA][ALPHA])
{
    for (int a = 0; a < ALPHA; a++) {
        for (int b = 0; b < ALPHA; b++) {
            int s;
            if (a == b)
                s = 4 + (CLASS[a] == 5 ? 5 : CLASS[a] >= 3 ? 2 : 1);
            else if (CLASS[a] == CLASS[b])
                s = 1;
            else if (CLASS[a] == 5 || CLASS[b] == 5)
                s = -3;
            else
                s = -1 - (a + b) % 3;
            sub[a][b] = s;
        }
    }
}

/* Biased residue draw: I, L, K, M, F and P are drawn more often. */
static unsigned char draw_residue(rng_t *rng)
{
    uint32_t v = rng_next(rng) % 32u;
    return (unsigned char)(v < ALPHA ? v : (v - ALPHA) % 6u + 9u);
}

/* B follows A with edits: ~70% kept, 15% substituted, 7% inserted,
   8% deleted; when A runs out, B is completed with random residues. */
static void make_sequences(unsigned char *a, long la, unsigned char *b,
                           long lb, rng_t *rng)
{
    long i = 0, j = 0;

    for (long k = 0; k < la; k++)
        a[k] = draw_residue(rng);
    while (j < lb) {
        if (i >= la) {
            b[j++] = draw_residue(rng);
            continue;
        }
        uint32_t op = rng_next(rng) % 100u;
        if (op < 70u) {
            b[j++] = a[i++];
        } else if (op < 85u) {
            b[j++] = draw_residue(rng);
            i++;
        } else if (op < 92u) {
            b[j++] = draw_residue(rng);
        } else {
            i++;
        }
    }
}

static int max3(int x, int y, int z)
{
    int m = x > y ? x : y;
    return m > z ? m : z;
}

/* Fill the interior of one BLOCK x BLOCK tile (rows i0.., cols j0..). */
static void fill_block(int *h, long width, const unsigned char *a,
                       const unsigned char *b, int sub[ALPHA][ALPHA],
                       int gap, long i0, long i1, long j0, long j1)
{
    for (long i = i0; i < i1; i++) {
        int *row = h + i * width;
        const int *up = row - width;
        const int *subrow = sub[a[i - 1]];
        for (long j = j0; j < j1; j++)
            row[j] = max3(up[j - 1] + subrow[b[j - 1]], up[j] - gap,
                          row[j - 1] - gap);
    }
}

int main(int argc, char **argv)
{
    long la, lb, seed, gap;
    int sub[ALPHA][ALPHA];
    rng_t rng;

    if (argc != 5 || parse_long(argv[1], MIN_LEN, MAX_LEN, &la) != 0 ||
        parse_long(argv[2], MIN_LEN, MAX_LEN, &lb) != 0 ||
        parse_long(argv[3], 0, 4294967295L, &seed) != 0 ||
        parse_long(argv[4], 1, MAX_GAP, &gap) != 0 ||
        la + 1 > MAX_CELLS / (lb + 1)) {
        usage(argc > 0 ? argv[0] : "nw");
        return 2;
    }

    long width = lb + 1;
    unsigned char *a = calloc((size_t)la, 1);
    unsigned char *b = calloc((size_t)lb, 1);
    int *h = calloc((size_t)((la + 1) * width), sizeof *h);
    char *out_a = calloc((size_t)(la + lb + 1), 1);
    char *out_b = calloc((size_t)(la + lb + 1), 1);
    if (!a || !b || !h || !out_a || !out_b) {
        fprintf(stderr, "nw: out of memory\n");
        free(a); free(b); free(h); free(out_a); free(out_b);
        return 1;
    }

    build_matrix(sub);
    rng_seed(&rng, (uint64_t)seed);
    make_sequences(a, la, b, lb, &rng);

    /* Borders: leading gaps. */
    for (long i = 0; i <= la; i++)
        h[i * width] = -(int)(i * gap);
    for (long j = 0; j <= lb; j++)
        h[j] = -(int)(j * gap);

    /* Blocked wavefront over the (la x lb) interior. */
    long nbi = (la + BLOCK - 1) / BLOCK, nbj = (lb + BLOCK - 1) / BLOCK;
    for (long d = 0; d < nbi + nbj - 1; d++) {
        long first = d - nbj + 1 > 0 ? d - nbj + 1 : 0;
        long last = d < nbi - 1 ? d : nbi - 1;
        for (long bi = first; bi <= last; bi++) {
            long bj = d - bi;
            long i0 = 1 + bi * BLOCK, j0 = 1 + bj * BLOCK;
            long i1 = i0 + BLOCK <= la + 1 ? i0 + BLOCK : la + 1;
            long j1 = j0 + BLOCK <= lb + 1 ? j0 + BLOCK : lb + 1;
            fill_block(h, width, a, b, sub, (int)gap, i0, i1, j0, j1);
        }
    }
    int score = h[la * width + lb];

    /* Traceback from the bottom-right corner; diagonal moves preferred. */
    long i = la, j = lb, n = 0;
    long matches = 0, mismatches = 0, gaps_a = 0, gaps_b = 0, longest_gap = 0;
    long run = 0;
    uint32_t trace = 2166136261u;
    while (i > 0 || j > 0) {
        int here = h[i * width + j];
        char move;
        if (i > 0 && j > 0 &&
            here == h[(i - 1) * width + j - 1] + sub[a[i - 1]][b[j - 1]]) {
            move = 'D';
        } else if (i > 0 && here == h[(i - 1) * width + j] - (int)gap) {
            move = 'U';
        } else if (j > 0 && here == h[i * width + j - 1] - (int)gap) {
            move = 'L';
        } else {
            fprintf(stderr, "nw: inconsistent matrix at (%ld, %ld)\n", i, j);
            break;
        }
        if (move == 'D') {
            i--;
            j--;
            out_a[n] = RESIDUES[a[i]];
            out_b[n] = RESIDUES[b[j]];
            if (a[i] == b[j])
                matches++;
            else
                mismatches++;
            run = 0;
        } else if (move == 'U') {
            i--;
            out_a[n] = RESIDUES[a[i]];
            out_b[n] = '-';
            gaps_b++;
            run++;
        } else {
            j--;
            out_a[n] = '-';
            out_b[n] = RESIDUES[b[j]];
            gaps_a++;
            run++;
        }
        if (run > longest_gap)
            longest_gap = run;
        trace = (trace ^ (uint32_t)move) * 16777619u;
        n++;
    }

    /* The alignment was built backwards; reverse it in place. */
    for (long k = 0; k < n / 2; k++) {
        char t = out_a[k];
        out_a[k] = out_a[n - 1 - k];
        out_a[n - 1 - k] = t;
        t = out_b[k];
        out_b[k] = out_b[n - 1 - k];
        out_b[n - 1 - k] = t;
    }

    /* Re-score the alignment independently of the matrix. */
    long rescored = 0;
    for (long k = 0; k < n; k++) {
        if (out_a[k] == '-' || out_b[k] == '-') {
            rescored -= gap;
            continue;
        }
        const char *pa = strchr(RESIDUES, out_a[k]);
        const char *pb = strchr(RESIDUES, out_b[k]);
        if (pa == NULL || pb == NULL)
            break;
        rescored += sub[pa - RESIDUES][pb - RESIDUES];
    }

    uint32_t last_row = 0;
    for (long k = 0; k <= lb; k++)
        last_row = last_row * 31u + (uint32_t)h[la * width + k];

    long shown = n < SHOW ? n : SHOW;
    printf("nw: |A| = %ld, |B| = %ld, seed %ld, gap %ld\n", la, lb, seed, gap);
    printf("score: %d (rescored %ld, %s)\n", score, rescored,
           rescored == score ? "ok" : "MISMATCH");
    printf("alignment length %ld: %ld matches, %ld mismatches, "
           "%ld gaps in A, %ld gaps in B, longest gap %ld\n",
           n, matches, mismatches, gaps_a, gaps_b, longest_gap);
    printf("identity: %.2f%%\n", n ? 100.0 * (double)matches / (double)n : 0.0);
    printf("checksums: traceback %08x last row %08x\n", (unsigned)trace,
           (unsigned)last_row);
    printf("A: %.*s\n", (int)shown, out_a);
    printf("B: %.*s\n", (int)shown, out_b);

    free(a);
    free(b);
    free(h);
    free(out_a);
    free(out_b);
    return 0;
}
