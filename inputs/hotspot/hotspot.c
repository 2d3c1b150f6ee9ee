/*
 * hotspot: transient 2-D thermal simulation of a chip.  A power map (watts
 * dissipated per grid cell) is read from a text file; the temperature grid
 * starts at the ambient temperature and is advanced with an explicit 5-point
 * stencil (lateral conduction to the four neighbours plus vertical
 * conduction to the heat sink).  The final temperature grid is written to an
 * output file and a short summary is printed on stdout.
 *
 * usage: hotspot POWER_FILE ITERATIONS OUTPUT_FILE
 *        hotspot gen ROWS COLS SEED POWER_FILE   (write a power map)
 *
 * Power map format (text): "ROWS COLS" then ROWS*COLS non-negative numbers
 * (watts per cell, row-major, whitespace separated).
 *
 * Part of the trident benchmark inputs (fault-injection / SDC prediction).
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MIN_DIM 4L
#define MAX_DIM 1024L
#define MAX_ITERS 100000L

/* Chip and material parameters (SI units). */
#define CHIP_WIDTH 0.016      /* m */
#define CHIP_HEIGHT 0.016     /* m */
#define CHIP_THICKNESS 0.0005 /* m */
#define K_SILICON 100.0       /* W / (m K) */
#define HEAT_CAP_SILICON 1.75e6 /* J / (m^3 K) */
#define CAP_SCALE 0.5
#define AMBIENT 45.0          /* degrees C */
#define STABILITY 0.5         /* fraction of the explicit stability limit */
#define CONVERGED 1e-7        /* stop when no cell moves more than this */
#define MAX_POWER_CELL 1000.0 /* sanity bound for input values, W */

typedef struct {
    uint64_t s;
} rng_t;

typedef struct {
    double cap;     /* heat capacity of one cell */
    double gx, gy;  /* lateral conductances, W/K */
    double gz;      /* conductance to the sink, W/K */
    double dt;      /* time step, s */
} model_t;

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

static uint32_t rng_below(rng_t *r, uint32_t n)
{
    return rng_next(r) % n;
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
            "usage: %s POWER_FILE ITERATIONS OUTPUT_FILE\n"
            "       %s gen ROWS COLS SEED POWER_FILE\n"
            "  ITERATIONS in [1, %ld]; ROWS, COLS in [%ld, %ld];"
            " SEED in [0, 4294967295]\n",
            prog, prog, MAX_ITERS, MIN_DIM, MAX_DIM);
}

/*
 * Generator: a floorplan of a few rectangular units with high power density
 * over a low-density background.  Values are produced in integer
 * microwatts so the text file is exact and platform independent.
 */
static int generate(long rows, long cols, uint64_t seed, const char *path)
{
    rng_t rng;
    long cells = rows * cols;
    /* chip area (16 mm x 16 mm) in mm^2, times 1000 for mW -> uW */
    const int64_t area_uw = (int64_t)16 * 16 * 1000;
    int32_t *density = calloc((size_t)cells, sizeof *density); /* mW/mm^2 */
    FILE *f;

    if (density == NULL) {
        fprintf(stderr, "hotspot: out of memory\n");
        return 1;
    }
    rng_seed(&rng, seed);
    for (long i = 0; i < cells; i++)
        density[i] = 100 + (int32_t)rng_below(&rng, 150);

    int units = 4 + (int)rng_below(&rng, 5);
    for (int u = 0; u < units; u++) {
        long h = rows / 8 + (long)rng_below(&rng, (uint32_t)(rows / 3));
        long w = cols / 8 + (long)rng_below(&rng, (uint32_t)(cols / 3));
        long r0 = (long)rng_below(&rng, (uint32_t)(rows - h + 1));
        long c0 = (long)rng_below(&rng, (uint32_t)(cols - w + 1));
        int32_t level = 400 + (int32_t)rng_below(&rng, 3600);
        for (long r = r0; r < r0 + h; r++)
            for (long c = c0; c < c0 + w; c++)
                density[r * cols + c] = level + (int32_t)rng_below(&rng, 50);
    }

    f = fopen(path, "w");
    if (f == NULL) {
        fprintf(stderr, "hotspot: cannot write %s: %s\n", path, strerror(errno));
        free(density);
        return 1;
    }
    fprintf(f, "%ld %ld\n", rows, cols);
    for (long r = 0; r < rows; r++) {
        for (long c = 0; c < cols; c++) {
            int64_t uw = (int64_t)density[r * cols + c] * area_uw / cells;
            fprintf(f, "%s%lld.%06lld", c ? " " : "", (long long)(uw / 1000000),
                    (long long)(uw % 1000000));
        }
        fputc('\n', f);
    }
    free(density);
    if (fclose(f) != 0) {
        fprintf(stderr, "hotspot: error writing %s\n", path);
        return 1;
    }
    printf("wrote %ld x %ld power map to %s\n", rows, cols, path);
    return 0;
}

/* Returns the grid (rows*cols doubles) or NULL with a message printed. */
static double *read_power(const char *path, long *rows_out, long *cols_out)
{
    FILE *f = fopen(path, "r");
    long rows, cols;
    double *power;

    if (f == NULL) {
        fprintf(stderr, "hotspot: cannot open %s: %s\n", path, strerror(errno));
        return NULL;
    }
    if (fscanf(f, "%ld %ld", &rows, &cols) != 2 || rows < MIN_DIM ||
        rows > MAX_DIM || cols < MIN_DIM || cols > MAX_DIM) {
        fprintf(stderr, "hotspot: %s: bad header\n", path);
        fclose(f);
        return NULL;
    }
    power = calloc((size_t)(rows * cols), sizeof *power);
    if (power == NULL) {
        fprintf(stderr, "hotspot: out of memory\n");
        fclose(f);
        return NULL;
    }
    for (long i = 0; i < rows * cols; i++) {
        if (fscanf(f, "%lf", &power[i]) != 1 || !(power[i] >= 0.0) ||
            power[i] > MAX_POWER_CELL) {
            fprintf(stderr, "hotspot: %s: bad or missing value %ld\n", path, i);
            free(power);
            fclose(f);
            return NULL;
        }
    }
    fclose(f);
    *rows_out = rows;
    *cols_out = cols;
    return power;
}

static model_t make_model(long rows, long cols)
{
    model_t m;
    double cw = CHIP_WIDTH / (double)cols;
    double ch = CHIP_HEIGHT / (double)rows;

    m.cap = CAP_SCALE * HEAT_CAP_SILICON * CHIP_THICKNESS * cw * ch;
    m.gx = K_SILICON * CHIP_THICKNESS * ch / cw;
    m.gy = K_SILICON * CHIP_THICKNESS * cw / ch;
    m.gz = K_SILICON * cw * ch / CHIP_THICKNESS;
    m.dt = STABILITY * m.cap / (2.0 * m.gx + 2.0 * m.gy + m.gz);
    return m;
}

/*
 * One explicit step from `t` into `next`.  Missing neighbours on the chip
 * edge are treated as insulated (no flow).  Returns the largest change.
 */
static double step(const model_t *m, const double *t, double *next,
                   const double *power, long rows, long cols)
{
    const double k = m->dt / m->cap;
    double max_delta = 0.0;

    for (long r = 0; r < rows; r++) {
        for (long c = 0; c < cols; c++) {
            long i = r * cols + c;
            double here = t[i];
            double north = r > 0 ? t[i - cols] : here;
            double south = r + 1 < rows ? t[i + cols] : here;
            double west = c > 0 ? t[i - 1] : here;
            double east = c + 1 < cols ? t[i + 1] : here;
            double flow = power[i] + m->gy * (north + south - 2.0 * here) +
                          m->gx * (east + west - 2.0 * here) +
                          m->gz * (AMBIENT - here);
            double delta = k * flow;
            next[i] = here + delta;
            if (fabs(delta) > max_delta)
                max_delta = fabs(delta);
        }
    }
    return max_delta;
}

static int write_grid(const char *path, const double *t, long rows, long cols)
{
    FILE *f = fopen(path, "w");

    if (f == NULL) {
        fprintf(stderr, "hotspot: cannot write %s: %s\n", path, strerror(errno));
        return -1;
    }
    fprintf(f, "%ld %ld\n", rows, cols);
    for (long r = 0; r < rows; r++) {
        for (long c = 0; c < cols; c++)
            fprintf(f, "%s%.4f", c ? " " : "", t[r * cols + c]);
        fputc('\n', f);
    }
    if (fclose(f) != 0) {
        fprintf(stderr, "hotspot: error writing %s\n", path);
        return -1;
    }
    return 0;
}

static int simulate(const char *power_path, long iters, const char *out_path)
{
    long rows, cols;
    double *power = read_power(power_path, &rows, &cols);
    if (power == NULL)
        return 1;

    long cells = rows * cols;
    double *t = calloc((size_t)cells, sizeof *t);
    double *next = calloc((size_t)cells, sizeof *next);
    if (t == NULL || next == NULL) {
        fprintf(stderr, "hotspot: out of memory\n");
        free(power); free(t); free(next);
        return 1;
    }
    for (long i = 0; i < cells; i++)
        t[i] = AMBIENT;

    model_t m = make_model(rows, cols);
    long done = 0;
    double last_delta = 0.0;
    int converged = 0;
    while (done < iters) {
        last_delta = step(&m, t, next, power, rows, cols);
        double *tmp = t;
        t = next;
        next = tmp;
        done++;
        if (last_delta < CONVERGED) {
            converged = 1;
            break;
        }
    }

    if (write_grid(out_path, t, rows, cols) != 0) {
        free(power); free(t); free(next);
        return 1;
    }

    double total_power = 0.0, sum = 0.0, tmin = t[0], tmax = t[0];
    long hot = 0, above = 0;
    for (long i = 0; i < cells; i++) {
        total_power += power[i];
        sum += t[i];
        if (t[i] < tmin)
            tmin = t[i];
        if (t[i] > tmax) {
            tmax = t[i];
            hot = i;
        }
    }
    double mean = sum / (double)cells;
    double threshold = AMBIENT + 0.5 * (tmax - AMBIENT);
    for (long i = 0; i < cells; i++)
        if (t[i] > threshold)
            above++;

    printf("hotspot %ld x %ld, %.2f W, dt %.3e s\n", rows, cols, total_power,
           m.dt);
    printf("steps: %ld of %ld (%s, last max change %.2e)\n", done, iters,
           converged ? "converged" : "limit", last_delta);
    printf("temperature: min %.3f mean %.3f max %.3f at (%ld, %ld)\n", tmin,
           mean, tmax, hot / cols, hot % cols);
    printf("cells above %.3f: %ld\n", threshold, above);

    free(power);
    free(t);
    free(next);
    return 0;
}

int main(int argc, char **argv)
{
    const char *prog = argc > 0 ? argv[0] : "hotspot";
    long rows, cols, seed, iters;

    if (argc == 6 && strcmp(argv[1], "gen") == 0) {
        if (parse_long(argv[2], MIN_DIM, MAX_DIM, &rows) != 0 ||
            parse_long(argv[3], MIN_DIM, MAX_DIM, &cols) != 0 ||
            parse_long(argv[4], 0, 4294967295L, &seed) != 0 ||
            argv[5][0] == '\0') {
            usage(prog);
            return 2;
        }
        return generate(rows, cols, (uint64_t)seed, argv[5]);
    }
    if (argc != 4 || argv[1][0] == '\0' || argv[3][0] == '\0' ||
        parse_long(argv[2], 1, MAX_ITERS, &iters) != 0) {
        usage(prog);
        return 2;
    }
    return simulate(argv[1], iters, argv[3]);
}
