/* trident llc's test program (tests/llc/run.sh): `llc MODE`, one known
   long-latency-crash pattern per mode, each followed by enough other work
   (work(): about 40,000 dynamic IR instructions, no memory but its own
   locals) that a crash it causes comes long after the fault.
   Mode 0, pointer: heap pointers kept in a global table, read back and
   written through after the work: a flipped high bit of a kept pointer
   crashes at that write.
   Mode 1, loop bound: a fill loop whose bound is loaded from a global; a
   flipped bit of the bound writes past a stack array into the caller's
   frame, which crashes when the caller returns, after the work.
   Mode 2, state: a global state chooses the buffer a request keeps (or
   none); the request is served after the work: a flipped state keeps a
   null buffer, written through much later.
   Mode 3, none: scalar arithmetic only, no memory a fault could corrupt
   for later: no long-latency crash.
   Mode 4, call sequences: main calls relax, red, relax, black, ... (the
   thesis's Figure 4.7): the loop in relax runs after four distinct
   sequences of calls (since the start, none within one call of relax,
   red then relax, black then relax).
   Mode 5 crashes, mode 6 never ends (bad input for trident llc).
   Made with: clang-19 -O1 -g -S -emit-llvm llc.c -o llc.ll */
#include <stdio.h>
#include <stdlib.h>

#define SLOTS 8

static double *table[SLOTS];
static long bound = 32;
static int state;
static double pool[64];

struct request {
    double *buf;
    long n;
};

/* Arithmetic on locals only, about 40,000 instructions. */
static __attribute__((noinline)) long work(long seed)
{
    unsigned long x = (unsigned long)seed | 1;
    for (int i = 0; i < 4000; i++)
        x = x * 6364136223846793005UL + 1442695040888963407UL;
    return (long)(x >> 40);
}

static __attribute__((noinline)) void fill(long *dst)
{
    for (long i = 0; i < bound; i++)
        dst[i] = i * 3;
}

static __attribute__((noinline)) long frame(void)
{
    long a[32];
    fill(a);
    long s = work(a[5]);
    for (int i = 0; i < 32; i++)
        s += a[i];
    return s;
}

static __attribute__((noinline)) void take(struct request *r, long n)
{
    r->buf = state == 1 ? pool : NULL;
    r->n = n;
}

static double grid[4][256];

static __attribute__((noinline)) void relax(int k)
{
    for (int i = 1; i < 255; i++)
        grid[k][i] = 0.5 * (grid[k][i - 1] + grid[k][i + 1]);
}

static __attribute__((noinline)) void red(void) { grid[1][7] += 1.0; }
static __attribute__((noinline)) void black(void) { grid[2][9] += 1.0; }

int main(int argc, char **argv)
{
    if (argc != 2)
        return 2;
    int mode = atoi(argv[1]);
    if (mode == 0) {
        for (int i = 0; i < SLOTS; i++)
            table[i] = malloc(16 * sizeof(double));
        long w = work(7);
        double s = 0;
        for (int i = 0; i < SLOTS; i++) {
            table[i][3] = (double)(w + i);
            s += table[i][3];
        }
        printf("%.1f\n", s);
        for (int i = 0; i < SLOTS; i++)
            free(table[i]);
    } else if (mode == 1) {
        printf("%ld\n", frame());
    } else if (mode == 2) {
        struct request r;
        state = 1;
        take(&r, 5);
        long w = work(3);
        r.buf[r.n] = (double)w;
        printf("%.1f\n", pool[5]);
    } else if (mode == 3) {
        unsigned long h = 5381;
        for (int i = 0; i < 2000; i++)
            h = h * 33 + (unsigned long)i;
        printf("%lu\n", h % 1000);
    } else if (mode == 4) {
        for (int i = 0; i < 256; i++)
            grid[0][i] = grid[3][i] = i;
        for (int t = 0; t < 6; t++) {
            relax(0);
            red();
            relax(3);
            black();
        }
        printf("%.3f %.3f\n", grid[0][100], grid[3][100]);
    } else if (mode == 5) {
        volatile int *p = NULL;
        return *p;
    } else if (mode == 6) {
        for (volatile int spin = 1; spin;)
            ;
    } else {
        return 2;
    }
    return 0;
}
