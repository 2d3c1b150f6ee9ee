/* A 2-D Jacobi stencil; each row is built with snprintf at the end of a
   line buffer and written with fwrite (issue 14). */
#include <stdio.h>
#include <stdlib.h>

#define N 16
static float g[N][N], h[N][N];

int main(int argc, char **argv)
{
    int steps = argc > 1 ? atoi(argv[1]) : 10;
    char line[N * 16];

    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            g[i][j] = (float)((i * 7 + j * 3) % 11);
    for (int t = 0; t < steps; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                h[i][j] = 0.2f * (g[i][j] + g[i - 1][j] + g[i + 1][j] +
                                  g[i][j - 1] + g[i][j + 1]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                g[i][j] = h[i][j];
    }
    for (int i = 0; i < N; i++) {
        int n = 0;
        for (int j = 0; j < N; j++)
            n += snprintf(line + n, sizeof(line) - n, "%.3f ", g[i][j]);
        line[n++] = '\n';
        fwrite(line, 1, n, stdout);
    }
    return 0;
}
