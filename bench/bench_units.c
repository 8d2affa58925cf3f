/* bench_units.c - throughput of the quantity parser and formatter.
 *
 * Parses a mix of representative texts in a loop for about a second and
 * prints "units-parse: N values/s"; then formats representative quantities
 * the same way and prints "units-format: N values/s". Not part of ctest.
 */
#include "mlsys/units.h"

#include <stdio.h>
#include <time.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static const char *const texts[] = {
    "3.35 TB/s", "3.35TB/s",   "989.4e12 FLOP/s", "400 Gbit/s",         "400 Gbps",
    "80 GiB",    "5 us",       "700 W",           "0.5 pJ/B",           "20 g/kWh",
    "50000 FIT", "12 %",       "140 GB / 3.35 TB/s", "100 /s",          "1024 * 312 TFLOP/s",
    "2 * 70e9 B", "70e9",      "2048",            "1.5 h",              "0.3 L/kWh",
};

#define NTEXTS (sizeof texts / sizeof texts[0])

/* Parse every text once per round until `seconds` have passed; returns
 * values per second. A failure to parse aborts the benchmark. */
static double bench_parse(double seconds, double *sink)
{
    mlsys_qty q[NTEXTS];
    for (size_t i = 0; i < NTEXTS; i++) {
        struct mlsys_err err = {0};
        if (mlsys_units_parse(texts[i], &q[i], &err)) {
            fprintf(stderr, "bench_units: '%s': %s\n", texts[i], err.msg);
            return -1;
        }
    }
    long n = 0;
    double t0 = now(), t;
    do {
        for (int r = 0; r < 100; r++)
            for (size_t i = 0; i < NTEXTS; i++) {
                mlsys_units_parse(texts[i], &q[i], NULL);
                *sink += q[i].v;
            }
        n += 100 * (long)NTEXTS;
        t = now() - t0;
    } while (t < seconds);
    return n / t;
}

static double bench_format(double seconds, double *sink)
{
    static const struct {
        const char *text, *family;
    } cases[] = {
        {"0.041791 s", "s"}, {"999960 B", "B"},     {"3.35 TB/s", "B/s"},
        {"989.4 TFLOP/s", "FLOP/s"}, {"7200 s", "s"}, {"0.3625", "%"},
        {"1073741824", ""},  {"5.5e-9 kg/J", "kg/J"}, {"700 W", "W"},
        {"1500 kg", "g"},
    };
    enum { N = sizeof cases / sizeof cases[0] };
    mlsys_qty q[N];
    char buf[64];
    for (size_t i = 0; i < N; i++)
        if (mlsys_units_parse(cases[i].text, &q[i], NULL) ||
            mlsys_units_format(q[i], cases[i].family, MLSYS_FMT_AUTO, 4, buf, sizeof buf, NULL)) {
            fprintf(stderr, "bench_units: cannot format '%s'\n", cases[i].text);
            return -1;
        }
    long n = 0;
    double t0 = now(), t;
    do {
        for (int r = 0; r < 100; r++)
            for (size_t i = 0; i < N; i++) {
                mlsys_units_format(q[i], cases[i].family, MLSYS_FMT_AUTO, 4, buf, sizeof buf, NULL);
                *sink += buf[0];
            }
        n += 100 * (long)N;
        t = now() - t0;
    } while (t < seconds);
    return n / t;
}

int main(void)
{
    double sink = 0;
    double parse = bench_parse(1.0, &sink);
    double format = bench_format(1.0, &sink);
    if (parse < 0 || format < 0)
        return 1;
    printf("units-parse: %.0f values/s\n", parse);
    printf("units-format: %.0f values/s\n", format);
    return sink == 12345.6789; /* keeps the loops from being optimised away */
}
