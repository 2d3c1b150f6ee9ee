/* Values stored, reloaded and printed; a store never read; a value
   only compared. */
#include <stdio.h>
#include <stdlib.h>

static long a[64];
long scratch[64];                        /* visible: its stores stay */

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 64, sum = 0, big = 0;
    for (long i = 0; i < n; i++)
        a[i] = i * 3 + 1;
    for (long i = 0; i < n; i++)
        scratch[i] = i * 7 + 5;          /* never read again */
    for (long i = 0; i < n; i++) {
        sum += a[i];
        big += a[i] > 1000000;
    }
    printf("%ld %ld\n", sum, big);
    return 0;
}
