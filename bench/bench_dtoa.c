/* bench_dtoa.c - throughput of mlsys_dtoa against snprintf("%.17g").
 *
 * Formats 20,000,000 pseudo-random doubles (fixed seed) in blocks: a third
 * are random finite bit patterns (every binade), a third have full
 * precision with magnitudes between 1e-12 and 1e21, and a third are
 * "typical" machine-output values - short decimals such as 3.35e12, 0.0417
 * or 140e9. Each block is formatted by mlsys_dtoa and then by snprintf, both
 * timed, and every mlsys_dtoa output is read back with strtod (untimed).
 * Prints "dtoa: N doubles/s" and the snprintf figure; exits 1 when any
 * output does not read back as the same double.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/dtoa.h"

#define TOTAL 20000000L
#define BLOCK 65536

/* xorshift64*: deterministic pseudo-random 64-bit values. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * UINT64_C(2685821657736338717);
}

/* Uniform double in [0, 1). */
static double unit_random(uint64_t *state)
{
    return (double)(next_random(state) >> 11) * 0x1p-53;
}

/* Seconds on the monotonic clock. */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Fill v[0..n-1] with the benchmark mix described above. */
static void fill_block(double *v, int n, uint64_t *rng)
{
    static const double typical[] = {3.35e12, 0.0417, 140e9,  1.5,   0.001,  80e9,
                                     2.0e15,  989e12, 0.25,   1024,  7e-9,   4.5e-3,
                                     0.9,     312.5,  1.2e-6, 64e3,  1.98e15, 0.7};
    const int ntypical = (int)(sizeof typical / sizeof typical[0]);
    for (int i = 0; i < n; i++) {
        uint64_t r = next_random(rng);
        switch (r % 3) {
        case 0: { /* random finite bit pattern */
            uint64_t bits;
            double x;
            do {
                bits = next_random(rng);
                memcpy(&x, &bits, sizeof x);
            } while (!isfinite(x));
            v[i] = x;
            break;
        }
        case 1: /* full precision, 1e-12 .. 1e21 */
            v[i] = (1.0 + 9.0 * unit_random(rng)) * pow(10.0, (double)((int)(r >> 8) % 33 - 12));
            break;
        default: { /* short decimals: 1-4 digits times a power of ten */
            if ((r >> 8) % 4 == 0) {
                v[i] = typical[(r >> 16) % (uint64_t)ntypical];
            } else {
                double m = (double)(1 + (r >> 16) % 9999);
                int e = (int)((r >> 40) % 26) - 10;
                v[i] = e >= 0 ? m * pow(10.0, e) : m / pow(10.0, -e);
            }
            break;
        }
        }
    }
}

int main(void)
{
    static double values[BLOCK];
    static char out[BLOCK][MLSYS_DTOA_MAX];
    static char ref[BLOCK][32];
    uint64_t rng = UINT64_C(0x9e3779b97f4a7c15);
    double t_dtoa = 0, t_printf = 0;
    long done = 0, bad = 0;
    unsigned long sink = 0;

    while (done < TOTAL) {
        int n = TOTAL - done < BLOCK ? (int)(TOTAL - done) : BLOCK;
        fill_block(values, n, &rng);

        double t0 = now();
        for (int i = 0; i < n; i++)
            sink += (unsigned long)mlsys_dtoa(values[i], out[i]);
        double t1 = now();
        for (int i = 0; i < n; i++)
            sink += (unsigned long)snprintf(ref[i], sizeof ref[i], "%.17g", values[i]);
        double t2 = now();
        t_dtoa += t1 - t0;
        t_printf += t2 - t1;

        for (int i = 0; i < n; i++) {
            double back = strtod(out[i], NULL);
            if (memcmp(&back, &values[i], sizeof back) != 0) {
                if (bad++ < 10)
                    fprintf(stderr, "bench_dtoa: %.17g formatted as \"%s\" reads back as %.17g\n",
                            values[i], out[i], back);
            }
        }
        done += n;
    }

    printf("dtoa: %.0f doubles/s\n", (double)done / t_dtoa);
    printf("snprintf %%.17g: %.0f doubles/s\n", (double)done / t_printf);
    printf("speed-up: %.1fx (%ld doubles, checksum %lu)\n", t_printf / t_dtoa, done, sink);
    if (bad) {
        fprintf(stderr, "bench_dtoa: %ld of %ld outputs do not round-trip\n", bad, done);
        return 1;
    }
    return 0;
}
