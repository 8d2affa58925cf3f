/* fuzz_sweep.c - libFuzzer target: sweep lists and ranges (sweep.h) on a
 * small option table of every kind, and --shard's K/N.
 *
 * The input is NUL-separated words read as a command line against the
 * table below (mlsys_opt_parse_argv), then bound by mlsys_sweep_bind with
 * the shipped catalog for "all". On success the first 256 points, a few
 * from the middle and the last are generated; every swept value must obey
 * its option's range flags (a sweep point that a plain bind would refuse
 * is a bug). The first word is also tried as a --shard value.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_util.h"
#include "mlsys/catalog.h"
#include "run/command.h"
#include "run/option.h"
#include "run/sweep.h"

static const struct mlsys_optdef defs[] = {
    {.name = "bw", .kind = MLSYS_OPT_QTY, .unit = "B/s", .help = "bandwidth",
     .flags = MLSYS_OPTF_POSITIVE},
    {.name = "lat", .kind = MLSYS_OPT_QTY, .unit = "s", .def = "0 s", .help = "latency",
     .flags = MLSYS_OPTF_NONNEG},
    {.name = "ci", .kind = MLSYS_OPT_QTY, .unit = "g/kWh", .help = "carbon"},
    {.name = "batch", .short_name = 'b', .kind = MLSYS_OPT_COUNT, .def = "1", .help = "batch",
     .flags = MLSYS_OPTF_INTEGER | MLSYS_OPTF_POSITIVE},
    {.name = "eff", .kind = MLSYS_OPT_COUNT, .def = "1", .help = "fraction",
     .flags = MLSYS_OPTF_FRACTION},
    {.name = "p", .kind = MLSYS_OPT_COUNT, .help = "probability", .flags = MLSYS_OPTF_PROB},
    {.name = "x", .kind = MLSYS_OPT_COUNT, .help = "any number"},
    {.name = "precision", .kind = MLSYS_OPT_CHOICE, .def = "fp16",
     .choices = "fp64|fp32|fp16|bf16|fp8", .help = "precision"},
    {.name = "hw", .kind = MLSYS_OPT_NAME, .choices = "hardware", .help = "device"},
    {.name = "workload", .kind = MLSYS_OPT_NAME, .choices = "workloads", .help = "workload"},
    {.name = "note", .kind = MLSYS_OPT_TEXT, .help = "text", .flags = MLSYS_OPTF_REPEAT},
    {.name = "flag", .short_name = 'F', .kind = MLSYS_OPT_FLAG, .help = "flag"},
    {.name = "N", .kind = MLSYS_OPT_COUNT, .help = "positional", .flags = MLSYS_OPTF_POSITIONAL},
};
#define NDEFS (sizeof defs / sizeof *defs)

static struct mlsys_catalog *catalog;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    if (mlsys_catalog_open(&mlsys_data_catalog, NULL, 0, &catalog, &err))
        abort();
    return 0;
}

/* Every value of a point must pass the option's own range check. */
static void check_point(const struct mlsys_val *vals)
{
    for (size_t i = 0; i < NDEFS; i++) {
        if (!vals[i].set || (defs[i].kind != MLSYS_OPT_QTY && defs[i].kind != MLSYS_OPT_COUNT))
            continue;
        double x = defs[i].kind == MLSYS_OPT_QTY ? vals[i].q.v : vals[i].x;
        struct mlsys_err err;
        mlsys_err_clear(&err);
        if (mlsys_opt_check_range(&defs[i], x, &err)) {
            fprintf(stderr, "fuzz_sweep: --%s = %.17g breaks its range: %s\n", defs[i].name, x,
                    err.msg);
            abort();
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fuzz_argv fa;
    if (fuzz_argv_split(data, size, &fa))
        return 0;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    if (fa.argc > 1) {
        size_t k, n;
        (void)mlsys_sweep_parse_shard(fa.argv[1], &k, &n, &err);
    }
    struct mlsys_optblock g = {defs, NDEFS};
    struct mlsys_optset set = {0};
    mlsys_err_clear(&err);
    int rc = mlsys_opt_parse_argv(fa.argc - 1, fa.argv + 1, &g, 1, &set, &err);
    struct mlsys_ctx ctx = {.catalog = catalog};
    struct mlsys_sweep *sw = NULL;
    if (!rc) {
        mlsys_err_clear(&err);
        const struct mlsys_optdef *list[NDEFS];
        for (size_t i = 0; i < NDEFS; i++)
            list[i] = &defs[i];
        rc = mlsys_sweep_bind(list, NDEFS, &set, &ctx, &sw, &err);
        if (rc && !err.msg[0])
            abort();
    }
    if (!rc) {
        struct mlsys_val vals[NDEFS];
        size_t np = mlsys_sweep_points(sw);
        if (np == 0)
            abort();
        for (size_t a = 0; a < mlsys_sweep_naxes(sw); a++)
            if (mlsys_sweep_axis_option(sw, a) >= NDEFS)
                abort();
        for (size_t i = 0; i < np && i < 256; i++) {
            mlsys_sweep_point(sw, i, vals);
            check_point(vals);
        }
        for (size_t k = 2; k <= 7; k++) { /* and a few from the middle */
            mlsys_sweep_point(sw, (np - 1) / k * (k - 1), vals);
            check_point(vals);
        }
        mlsys_sweep_point(sw, np - 1, vals);
        check_point(vals);
        mlsys_sweep_free(sw);
    }
    mlsys_optset_free(&set);
    fuzz_argv_free(&fa);
    return 0;
}
