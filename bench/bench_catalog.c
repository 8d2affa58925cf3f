/* bench_catalog.c - cost of the embedded catalog.
 *
 * catalog-resolve: open the embedded catalog, find h100 and llama70b (an
 * alias each, so both the index search and the lazy build run), close;
 * repeated for about a second. This is what one `mlsys iron-law --hw h100
 * --workload llama70b` pays for its catalog.
 * catalog-load-all: build the record of every shipped file from the data
 * the build compiled in, no YAML parsed (what `catalog check` and a
 * non-lazy loader would pay). Not part of ctest.
 */
#include "catalog/embedded.h"
#include "mlsys/catalog.h"

#include <stdio.h>
#include <time.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One open + 2 lookups + close; returns 0, or -1 after printing why. */
static int resolve_once(double *sink)
{
    struct mlsys_catalog *cat;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    const struct mlsys_record *hw, *wl;
    int rc = mlsys_catalog_open(&mlsys_data_catalog, NULL, 0, &cat, &err);
    if (!rc && !(rc = mlsys_catalog_find(cat, MLSYS_CAT_HARDWARE, "h100", &hw, &err)) &&
        !(rc = mlsys_catalog_find(cat, MLSYS_CAT_WORKLOAD, "llama70b", &wl, &err)))
        *sink += mlsys_hw_qty(hw, MLSYS_HW_MEM_BANDWIDTH).v +
                 mlsys_wl_count(wl, MLSYS_WL_PARAMETERS);
    if (rc)
        fprintf(stderr, "bench_catalog: %s\n", err.msg);
    mlsys_catalog_close(cat);
    return rc ? -1 : 0;
}

/* Parse every shipped entry once; returns 0 or -1. */
static int parse_all_once(void)
{
    struct mlsys_catalog *cat;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_catalog_open(&mlsys_data_catalog, NULL, 0, &cat, &err);
    if (!rc)
        rc = mlsys_catalog_load(cat, true, NULL, NULL, &err);
    if (rc)
        fprintf(stderr, "bench_catalog: %s:%d:%d: %s\n", err.file, err.line, err.col, err.msg);
    mlsys_catalog_close(cat);
    return rc ? -1 : 0;
}

int main(void)
{
    double sink = 0;
    long n = 0;
    double t0 = now(), t;
    do {
        for (int r = 0; r < 100; r++)
            if (resolve_once(&sink))
                return 1;
        n += 100;
        t = now() - t0;
    } while (t < 1.0);
    printf("catalog-resolve: %.1f us per (open + 2 lookups)\n", t / (double)n * 1e6);

    n = 0;
    t0 = now();
    do {
        for (int r = 0; r < 10; r++)
            if (parse_all_once())
                return 1;
        n += 10;
        t = now() - t0;
    } while (t < 1.0);
    printf("catalog-load-all: %.1f us to build all %zu shipped records (%.2f us per record)\n",
           t / (double)n * 1e6, mlsys_data_catalog.n,
           t / (double)n * 1e6 / (double)mlsys_data_catalog.n);
    return sink == 42 ? 2 : 0;
}
