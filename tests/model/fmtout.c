/* A 1-D heat stencil; each result is formatted with snprintf into a
   buffer and written with fputs (issue 14). Compiled with
   -fno-vectorize -fno-slp-vectorize: its values are scalar doubles. */
#include <stdio.h>
#include <stdlib.h>

#define N 64
static double a[N], b[N];

int main(int argc, char **argv)
{
    int steps = argc > 1 ? atoi(argv[1]) : 20;
    char buf[64];

    for (int i = 0; i < N; i++)
        a[i] = (double)(i % 7) + 0.5 * i;
    for (int t = 0; t < steps; t++) {
        for (int i = 1; i < N - 1; i++)
            b[i] = 0.25 * a[i - 1] + 0.5 * a[i] + 0.25 * a[i + 1];
        b[0] = a[0];
        b[N - 1] = a[N - 1];
        for (int i = 0; i < N; i++)
            a[i] = b[i];
    }
    for (int i = 0; i < N; i++) {
        snprintf(buf, sizeof(buf), "%d %.6f\n", i, a[i]);
        fputs(buf, stdout);
    }
    return 0;
}
