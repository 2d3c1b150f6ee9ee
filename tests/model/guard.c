/* A usage check: taking its error side wrongly is an error exit (status
   2), not silent corruption. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 10, sum = 0;
    if (n < 1 || n > 1000) {
        fprintf(stderr, "usage: guard N (1..1000)\n");
        return 2;
    }
    for (long i = 0; i < n; i++)
        sum += i * i;
    printf("%ld\n", sum);
    return 0;
}
