/* bench_render.c - rows per second of the streamed machine formats.
 *
 * Renders 2,000,000 synthetic rows of 10 numeric columns (full-precision
 * doubles in s, B, B/s, FLOP, FLOP/s, W and counts, the shape of a sweep)
 * to /dev/null as CSV and as JSON Lines, and prints
 *   render-csv: N rows/s
 *   render-jsonl: N rows/s
 * The design target (README.md, Speed) is >= 1,000,000 rows/s on one
 * core for CSV. Usage: bench_render [ROWS].
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "render/render.h"

static const struct mlsys_coldef cols[] = {
    {"D_vol", "B", MLSYS_FMT_AUTO, "data volume", 0},
    {"BW", "B/s", MLSYS_FMT_AUTO, "bandwidth", 0},
    {"T_mem", "s", MLSYS_FMT_AUTO, "memory time", 0},
    {"O", "FLOP", MLSYS_FMT_AUTO, "operations", 0},
    {"R_peak", "FLOP/s", MLSYS_FMT_AUTO, "peak rate", 0},
    {"T_comp", "s", MLSYS_FMT_AUTO, "compute time", 0},
    {"T", "s", MLSYS_FMT_AUTO, "step time", 0},
    {"batch", "", MLSYS_FMT_AUTO, "batch", 0},
    {"throughput", "tokens/s", MLSYS_FMT_AUTO, "items per second", 0},
    {"P", "W", MLSYS_FMT_AUTO, "power", 0},
};
#define NCOLS (sizeof cols / sizeof cols[0])

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* A quantity of value v and dimension time^t data^d ops^o energy^e. */
static mlsys_qty qty(double v, int t, int d, int o, int e)
{
    mlsys_qty q = mlsys_qty_num(v);
    q.dim[MLSYS_DIM_TIME] = (int8_t)t;
    q.dim[MLSYS_DIM_DATA] = (int8_t)d;
    q.dim[MLSYS_DIM_OPS] = (int8_t)o;
    q.dim[MLSYS_DIM_ENERGY] = (int8_t)e;
    return q;
}

/* Fill the cells of sweep point i (values with 15-17 significant digits). */
static void make_row(long i, struct mlsys_cell *c)
{
    double b = (double)(i % 1024 + 1);
    double dvol = 140e9 + b * 1.3421772e6 * 2048.0 / 3.0;
    double bw = 3.35e12 * (1.0 + (double)(i % 7) / 9.0);
    double ops = b * (2.0 * 70.6e9 + 4.0 * 80.0 * 8192.0 * 2048.0);
    double peak = 989.4e12;
    double tmem = dvol / bw, tcomp = ops / peak, t = (tmem > tcomp ? tmem : tcomp) + 4.7e-6;
    c[0] = mlsys_cell_num(qty(dvol, 0, 1, 0, 0));
    c[1] = mlsys_cell_num(qty(bw, -1, 1, 0, 0));
    c[2] = mlsys_cell_num(qty(tmem, 1, 0, 0, 0));
    c[3] = mlsys_cell_num(qty(ops, 0, 0, 1, 0));
    c[4] = mlsys_cell_num(qty(peak, -1, 0, 1, 0));
    c[5] = mlsys_cell_num(qty(tcomp, 1, 0, 0, 0));
    c[6] = mlsys_cell_num(qty(t, 1, 0, 0, 0));
    c[7] = mlsys_cell_num(mlsys_qty_num(b));
    c[8] = mlsys_cell_num(qty(b / t, -1, 0, 0, 0));
    c[9] = mlsys_cell_num(qty(700.0 * (0.3 + 0.7 * tcomp / t), -1, 0, 0, 1));
}

/* Render rows rows (cycling through 4096 precomputed points) in format f
 * to /dev/null; returns rows per second, or -1 on error. */
static double run(enum mlsys_format f, long rows, const struct mlsys_cell *cells)
{
    struct mlsys_render_opts o = {.format = f, .digits = 4, .version = "bench"};
    struct mlsys_table t = {"bench", cols, NCOLS};
    struct mlsys_sink s;
    struct mlsys_err err;
    FILE *out = fopen("/dev/null", "w");
    if (!out)
        return -1;
    int rc = mlsys_render_new(&o, out, &s, &err);
    double t0 = now();
    if (!rc)
        rc = s.begin(&s, &t, &err);
    for (long i = 0; !rc && i < rows; i++)
        rc = s.row(&s, cells + (size_t)(i % 4096) * NCOLS, &err);
    if (s.end) {
        int erc = s.end(&s, rc == 0, &err);
        rc = rc ? rc : erc;
    }
    double dt = now() - t0;
    mlsys_render_free(&s);
    fclose(out);
    if (rc) {
        fprintf(stderr, "bench_render: %s\n", err.msg);
        return -1;
    }
    return (double)rows / dt;
}

int main(int argc, char **argv)
{
    long rows = argc > 1 ? atol(argv[1]) : 2000000;
    struct mlsys_cell *cells = malloc(4096 * NCOLS * sizeof *cells);
    if (!cells || rows <= 0)
        return 1;
    for (long i = 0; i < 4096; i++)
        make_row(i * 7919, cells + (size_t)i * NCOLS);
    double csv = run(MLSYS_FORMAT_CSV, rows, cells);
    double jsonl = run(MLSYS_FORMAT_JSONL, rows, cells);
    free(cells);
    if (csv < 0 || jsonl < 0)
        return 1;
    printf("render-csv: %.0f rows/s\n", csv);
    printf("render-jsonl: %.0f rows/s\n", jsonl);
    return 0;
}
