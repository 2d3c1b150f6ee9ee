/*
 * CPU reference of inputs/gpu-hotspot: the same power map, the same stencil
 * expression evaluated in the same order in single precision (this file is
 * built with -ffp-contract=off, as the GPU program is), the same convergence
 * test and the same output file and summary.
 *
 * usage: ref-gpu-hotspot ROWS COLS ITERATIONS SEED OUTPUT_FILE
 */
#include "ref.h"

#define AMB 45.0f
#define CX 0.2f
#define CY 0.2f
#define CZ 0.005f
#define EPS 1e-4f

int main(int argc, char **argv)
{
    long rows, cols, iterations, seed;
    struct rng rng;

    if (argc != 6 || parse_long(argv[1], 4, 2048, &rows) != 0 ||
        parse_long(argv[2], 4, 2048, &cols) != 0 ||
        parse_long(argv[3], 1, 100000, &iterations) != 0 ||
        parse_long(argv[4], 0, 4294967295L, &seed) != 0 || argv[5][0] == '\0') {
        fprintf(stderr, "usage: ref-gpu-hotspot ROWS COLS ITERATIONS SEED OUTPUT_FILE\n");
        return 2;
    }
    size_t cells = (size_t)(rows * cols);
    float *power = xcalloc(cells, sizeof *power);
    float *temp = xcalloc(cells, sizeof *temp);
    float *next = xcalloc(cells, sizeof *next);

    rng_seed(&rng, (uint64_t)seed);
    for (size_t k = 0; k < cells; k++)
        power[k] = (float)(20u + rng_next(&rng) % 5u * 5u) / 10000.0f;
    int units = 4 + (int)(rng_next(&rng) % 5u);
    for (int u = 0; u < units; u++) {
        long h = rows / 8 + (long)(rng_next(&rng) % (uint32_t)(rows / 8 + 1));
        long w = cols / 8 + (long)(rng_next(&rng) % (uint32_t)(cols / 8 + 1));
        long r0 = (long)(rng_next(&rng) % (uint32_t)(rows - h + 1));
        long c0 = (long)(rng_next(&rng) % (uint32_t)(cols - w + 1));
        float density = (float)(200u + rng_next(&rng) % 7u * 50u) / 10000.0f;
        for (long r = r0; r < r0 + h; r++)
            for (long c = c0; c < c0 + w; c++)
                power[r * cols + c] = density;
    }
    for (size_t k = 0; k < cells; k++)
        temp[k] = AMB;

    long steps = 0;
    int converged = 0;
    while (steps < iterations && !converged) {
        float max_delta = 0.0f;
        for (long r = 0; r < rows; r++)
            for (long c = 0; c < cols; c++) {
                long i = r * cols + c;
                float tc = temp[i];
                float tn = r > 0 ? temp[i - cols] : tc;
                float ts = r < rows - 1 ? temp[i + cols] : tc;
                float tw = c > 0 ? temp[i - 1] : tc;
                float te = c < cols - 1 ? temp[i + 1] : tc;
                float v = tc + power[i] + CY * (tn + ts - 2.0f * tc) +
                          CX * (te + tw - 2.0f * tc) + CZ * (AMB - tc);
                float delta = v > tc ? v - tc : tc - v;
                next[i] = v;
                if (delta > max_delta)
                    max_delta = delta;
            }
        converged = max_delta <= EPS;
        steps++;
        float *tmp = temp;
        temp = next;
        next = tmp;
    }

    double total_power = 0.0, sum = 0.0;
    size_t hottest = 0, coldest = 0;
    for (size_t k = 0; k < cells; k++) {
        total_power += power[k];
        sum += temp[k];
        if (temp[k] > temp[hottest])
            hottest = k;
        if (temp[k] < temp[coldest])
            coldest = k;
    }
    double half = 0.5 * ((double)temp[coldest] + (double)temp[hottest]);
    long above = 0;
    for (size_t k = 0; k < cells; k++)
        if (temp[k] > half)
            above++;

    FILE *out = fopen(argv[5], "w");
    if (out == NULL) {
        fprintf(stderr, "ref-gpu-hotspot: cannot write '%s'\n", argv[5]);
        return 1;
    }
    fprintf(out, "%ld %ld\n", rows, cols);
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++)
            fprintf(out, "%.3f%c", temp[r * cols + c], c + 1 < cols ? ' ' : '\n');
    if (fclose(out) != 0) {
        fprintf(stderr, "ref-gpu-hotspot: cannot write '%s'\n", argv[5]);
        return 1;
    }

    printf("gpu-hotspot %ld x %ld seed %ld, total power %.4f per step\n", rows,
           cols, seed, total_power);
    printf("steps: %ld (%s)\n", steps, converged ? "converged" : "step limit");
    printf("temperature: min %.4f mean %.4f max %.4f at (%ld, %ld)\n",
           temp[coldest], sum / (double)cells, temp[hottest],
           (long)hottest / cols, (long)hottest % cols);
    printf("cells above %.4f: %ld\n", half, above);

    free(power);
    free(temp);
    free(next);
    return 0;
}
