/* mibench-clock.c: a deterministic clock() for MiBench programs that time
 * their own loops.
 *
 * bitcount prints the CPU time of each counting loop on the same line as the
 * loop's result ("... > Time:   0.012 sec.; Bits: 1234"), and names the
 * fastest and slowest loop; with the real clock() those lines differ from
 * run to run and could only be ignored as a whole, losing the results. This
 * definition, linked into the program's module, takes the place of libc's:
 * every call advances a private tick count by one millisecond, so every
 * timed loop takes exactly 0.001 s and the whole output is reproducible. */
#include <time.h>

static clock_t mibench_ticks;

clock_t clock(void)
{
    mibench_ticks += CLOCKS_PER_SEC / 1000;
    return mibench_ticks;
}
