/*
 * blackscholes: prices a portfolio of European options with the
 * Black-Scholes formula, using the Abramowitz-Stegun polynomial
 * approximation of the cumulative normal distribution (CNDF).  Options are
 * generated from SEED.  The pricing pass is repeated RUNS times (as in the
 * PARSEC kernel) and every price is printed with four decimals, so small
 * perturbations of the floating-point results are masked by the output
 * format while larger ones are not.
 *
 * usage: blackscholes NUM_OPTIONS SEED [RUNS]
 *
 * Part of the trident benchmark inputs (fault-injection / SDC prediction).
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX_OPTIONS 100000L
#define MAX_RUNS 1000L
#define PARITY_TOL 1e-6

typedef struct {
    uint64_t s;
} rng_t;

typedef struct {
    double spot;       /* S */
    double strike;     /* K */
    double rate;       /* r, continuously compounded */
    double volatility; /* sigma */
    double years;      /* T */
    int is_put;
} option_t;

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

/* Uniform integer in [lo, hi]. */
static long rng_range(rng_t *r, long lo, long hi)
{
    return lo + (long)(rng_next(r) % (uint32_t)(hi - lo + 1));
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
            "usage: %s NUM_OPTIONS SEED [RUNS]\n"
            "  NUM_OPTIONS in [1, %ld], SEED in [0, 4294967295],"
            " RUNS in [1, %ld] (default 1)\n",
            prog, MAX_OPTIONS, MAX_RUNS);
}

/* Market data on fixed grids (cents, basis points, days) so that the
   generated portfolio is exactly reproducible. */
static void generate(option_t *opt, long n, rng_t *rng)
{
    for (long i = 0; i < n; i++) {
        long spot_cents = rng_range(rng, 1000, 20000);
        long moneyness_pct = rng_range(rng, 60, 140);
        opt[i].spot = (double)spot_cents / 100.0;
        opt[i].strike = (double)((spot_cents * moneyness_pct) / 100) / 100.0;
        opt[i].rate = (double)rng_range(rng, 25, 1000) / 10000.0;
        opt[i].volatility = (double)rng_range(rng, 500, 6500) / 10000.0;
        opt[i].years = (double)rng_range(rng, 30, 1095) / 365.0;
        opt[i].is_put = (int)(rng_next(rng) & 1u);
    }
}

/* Standard normal CDF, Abramowitz & Stegun 26.2.17 (|error| < 7.5e-8). */
static double cndf(double x)
{
    const double p = 0.2316419;
    const double b1 = 0.319381530, b2 = -0.356563782, b3 = 1.781477937;
    const double b4 = -1.821255978, b5 = 1.330274429;
    const double inv_sqrt_2pi = 0.39894228040143267794;
    int negative = x < 0.0;
    double ax = negative ? -x : x;
    double pdf = inv_sqrt_2pi * exp(-0.5 * ax * ax);
    double k = 1.0 / (1.0 + p * ax);
    double poly = k * (b1 + k * (b2 + k * (b3 + k * (b4 + k * b5))));
    double upper = 1.0 - pdf * poly;
    return negative ? 1.0 - upper : upper;
}

/* Call and put prices of one option. */
static void price(const option_t *o, double *call, double *put)
{
    double sqrt_t = sqrt(o->years);
    double vol_sqrt_t = o->volatility * sqrt_t;
    double d1 = (log(o->spot / o->strike) +
                 (o->rate + 0.5 * o->volatility * o->volatility) * o->years) /
                vol_sqrt_t;
    double d2 = d1 - vol_sqrt_t;
    double discounted = o->strike * exp(-o->rate * o->years);
    double nd1 = cndf(d1), nd2 = cndf(d2);

    *call = o->spot * nd1 - discounted * nd2;
    *put = discounted * (1.0 - nd2) - o->spot * (1.0 - nd1);
}

int main(int argc, char **argv)
{
    long n, seed, runs = 1;
    rng_t rng;

    if ((argc != 3 && argc != 4) ||
        parse_long(argv[1], 1, MAX_OPTIONS, &n) != 0 ||
        parse_long(argv[2], 0, 4294967295L, &seed) != 0 ||
        (argc == 4 && parse_long(argv[3], 1, MAX_RUNS, &runs) != 0)) {
        usage(argc > 0 ? argv[0] : "blackscholes");
        return 2;
    }

    option_t *opt = calloc((size_t)n, sizeof *opt);
    double *prices = calloc((size_t)n, sizeof *prices);
    if (opt == NULL || prices == NULL) {
        fprintf(stderr, "blackscholes: out of memory\n");
        free(opt);
        free(prices);
        return 1;
    }
    rng_seed(&rng, (uint64_t)seed);
    generate(opt, n, &rng);

    long parity_errors = 0;
    for (long run = 0; run < runs; run++) {
        parity_errors = 0;
        for (long i = 0; i < n; i++) {
            double call, put;
            price(&opt[i], &call, &put);
            prices[i] = opt[i].is_put ? put : call;
            /* put-call parity: C - P = S - K exp(-rT) */
            double lhs = call - put;
            double rhs = opt[i].spot -
                         opt[i].strike * exp(-opt[i].rate * opt[i].years);
            if (fabs(lhs - rhs) > PARITY_TOL)
                parity_errors++;
        }
    }

    double call_total = 0.0, put_total = 0.0, max_price = -1.0;
    long in_money = 0, max_index = 0, worthless = 0;
    printf("blackscholes: %ld options, seed %ld, %ld runs\n", n, seed, runs);
    for (long i = 0; i < n; i++) {
        const option_t *o = &opt[i];
        printf("%ld %c S=%.2f K=%.2f price %.4f\n", i, o->is_put ? 'P' : 'C',
               o->spot, o->strike, prices[i]);
        if (o->is_put)
            put_total += prices[i];
        else
            call_total += prices[i];
        if (o->is_put ? o->strike > o->spot : o->spot > o->strike)
            in_money++;
        if (prices[i] > max_price) {
            max_price = prices[i];
            max_index = i;
        }
        if (prices[i] < 0.00005)
            worthless++;
    }
    printf("total: calls %.4f puts %.4f\n", call_total, put_total);
    printf("max price %.4f (option %ld), in the money %ld, below 0.0001: %ld\n",
           max_price, max_index, in_money, worthless);
    printf("parity violations: %ld\n", parity_errors);

    free(opt);
    free(prices);
    return 0;
}
