/* vTRIDENT's test program (tests/bound/run.sh). `vol MODE N K`:
   mode 0 fills a table of N values and prints the first K of them: the
   table's instructions reach the output with the share K/N of their
   results (their P_i rise with K; execution footprints stay the same);
   mode 1 runs a printed loop of N steps and a loop of K steps whose result
   is only compared (P_i stay, footprints move with K); mode 2 crashes,
   mode 3 never ends. */
#include <stdio.h>
#include <stdlib.h>

static unsigned table[4096];

int main(int argc, char **argv)
{
    if (argc != 4)
        return 2;
    int mode = atoi(argv[1]), n = atoi(argv[2]), k = atoi(argv[3]);
    if (n < 1 || n > 100000 || k < 0 || k > 100000)
        return 2;
    if (mode == 2) {
        volatile int *p = NULL;
        return *p;
    }
    if (mode == 3)
        for (volatile int spin = 1; spin;)
            ;
    if (mode == 0) {
        if (n > 4096)
            return 2;
        for (int i = 0; i < n; i++)
            table[i] = (unsigned)i * 2654435761u + 12345u;
        for (int i = 0; i < k && i < n; i++)
            printf("%u\n", table[i]);
        return 0;
    }
    unsigned s = 0, t = 0;
    for (int i = 0; i < n; i++)
        s = s * 31u + (unsigned)i;
    for (int i = 0; i < k; i++)
        t = (t * 17u) ^ (unsigned)i;
    printf("%u\n", s);
    return t == 0xdeadbeefu ? 3 : 0;
}
