/* Results formatted with sprintf, assembled with strcpy and strcat into
   a line, copied with strdup and printed with printf("%s"); a checksum
   formatted through a variadic wrapper around vsnprintf and written with
   fputs (issue 14). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 48

static void emit(char *dst, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(dst, 32, fmt, ap);
    va_end(ap);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : N;
    long v[N], sum = 0;
    char num[32], line[256];

    for (int i = 0; i < N; i++)
        v[i] = (long)i * i + 3;
    for (int r = 0; r < 4; r++)
        for (int i = 1; i < N; i++)
            v[i] = (v[i] + v[i - 1] * 3) % 100003;
    for (int i = 0; i < n && i < N; i += 4) {
        sprintf(num, "%d:", i);
        strcpy(line, num);
        for (int k = i; k < i + 4 && k < N; k++) {
            sprintf(num, " %ld", v[k]);
            strcat(line, num);
            sum += v[k] % 7;
        }
        char *copy = strdup(line);
        printf("%s;\n", copy);
        free(copy);
    }
    emit(num, "sum %ld\n", sum);
    fputs(num, stdout);
    return 0;
}
