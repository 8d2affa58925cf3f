/* renderutil.h - helpers of the renderer's unit tests (test_render.c,
 * test_render_table.c, test_render_errors.c): a memory stream to render
 * into, cell makers, a whole sink session with its expected text or error,
 * and the test tables; setup() fills iron_rows and is each file's group
 * setup. Include after testutil.h. */
#ifndef MLSYS_TEST_RENDERUTIL_H
#define MLSYS_TEST_RENDERUTIL_H

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/render.h"
#include "mlsys/table.h"

/* ---- helpers ----------------------------------------------------------- */

struct out {
    FILE *f;
    char *p;
    size_t n;
};

static inline void out_open(struct out *o)
{
    o->p = NULL;
    o->n = 0;
    o->f = open_memstream(&o->p, &o->n);
    assert_non_null(o->f);
}

static inline const char *out_text(struct out *o)
{
    fflush(o->f);
    return o->p ? o->p : "";
}

static inline void out_close(struct out *o)
{
    fclose(o->f);
    free(o->p);
}

static inline struct mlsys_render_opts opts(enum mlsys_format f)
{
    struct mlsys_render_opts o = {.format = f, .digits = 4, .version = "0.1.0"};
    return o;
}

static inline mlsys_qty secs(double v) { return mlsys_qty_base(v, MLSYS_DIM_TIME); }
static inline mlsys_qty bytes(double v) { return mlsys_qty_base(v, MLSYS_DIM_DATA); }
static inline mlsys_qty kg(double v) { return mlsys_qty_base(v, MLSYS_DIM_MASS); }

static inline mlsys_qty bps(double v)
{
    mlsys_qty q = mlsys_qty_base(v, MLSYS_DIM_DATA);
    q.dim[MLSYS_DIM_TIME] = -1;
    return q;
}

static inline struct mlsys_cell num(mlsys_qty q) { return mlsys_cell_num(q); }
static inline struct mlsys_cell cnt(double v) { return mlsys_cell_num(mlsys_qty_num(v)); }
static inline struct mlsys_cell str(const char *s) { return mlsys_cell_str(s); }
static inline struct mlsys_cell yes(bool b) { return mlsys_cell_bool(b); }
static inline struct mlsys_cell none(void) { return mlsys_cell_none(); }

/* Run a whole sink session: new, begin, every row (nrows x t->ncols
 * cells), the notes, end (ok when nothing failed), free. Returns the first
 * error (end's status only when everything before succeeded). */
static inline int render(const struct mlsys_render_opts *o, const struct mlsys_table *t,
                  const struct mlsys_cell *cells, size_t nrows, const char *const *notes,
                  size_t nnotes, FILE *f, struct mlsys_err *err)
{
    struct mlsys_sink s;
    struct mlsys_err scratch;
    mlsys_err_clear(err);
    int rc = mlsys_render_new(o, f, &s, err);
    if (!rc)
        rc = s.begin(&s, t, err);
    for (size_t i = 0; !rc && i < nrows; i++)
        rc = s.row(&s, cells + i * t->ncols, err);
    for (size_t i = 0; !rc && i < nnotes; i++)
        rc = s.note(&s, notes[i], err);
    if (s.end) {
        int erc = s.end(&s, rc == 0, rc ? &scratch : err);
        if (!rc)
            rc = erc;
    }
    mlsys_render_free(&s);
    return rc;
}

/* Render and compare the text with `want`, expecting success. */
static inline void expect_text(const struct mlsys_render_opts *o, const struct mlsys_table *t,
                        const struct mlsys_cell *cells, size_t nrows, const char *const *notes,
                        size_t nnotes, const char *want)
{
    struct out out;
    struct mlsys_err err;
    out_open(&out);
    int rc = render(o, t, cells, nrows, notes, nnotes, out.f, &err);
    if (rc)
        print_error("error %d: %s\n", rc, err.msg);
    assert_int_equal(rc, 0);
    assert_string_equal(out_text(&out), want);
    out_close(&out);
}

/* Render, expecting error `code` with message `msg`; the text written
 * (complete rows only) must be `want`. */
static inline void expect_error(const struct mlsys_render_opts *o, const struct mlsys_table *t,
                         const struct mlsys_cell *cells, size_t nrows, int code, const char *msg,
                         const char *want)
{
    struct out out;
    struct mlsys_err err;
    out_open(&out);
    int rc = render(o, t, cells, nrows, NULL, 0, out.f, &err);
    assert_int_equal(rc, code);
    assert_int_equal(err.code, code);
    assert_string_equal(err.msg, msg);
    assert_string_equal(out_text(&out), want);
    out_close(&out);
}

/* ---- the test tables --------------------------------------------------- */

/* An iron-law-like table: times, bandwidth, text, boolean, count,
 * percentage and a machine-only column. */
static const struct mlsys_coldef iron_cols[] = {
    {"T_mem", "s", MLSYS_FMT_AUTO, "memory time", MLSYS_COL_SUMMARY},
    {"BW", "B/s", MLSYS_FMT_AUTO, "memory bandwidth", 0},
    {"bound", NULL, MLSYS_FMT_AUTO, "largest term", MLSYS_COL_SUMMARY},
    {"fits", NULL, MLSYS_FMT_AUTO, "fits in memory", 0},
    {"batch", "", MLSYS_FMT_AUTO, "batch size", MLSYS_COL_SUMMARY},
    {"eta", "%", MLSYS_FMT_AUTO, "efficiency", 0},
    {"raw", "B", MLSYS_FMT_AUTO, "raw bytes", MLSYS_COL_MACHINE},
};
static const struct mlsys_table iron = {"iron", iron_cols, 7};

/* Three rows: 140 GB / 3.35 TB/s, then a compute-bound and a latency-bound
 * point with some values missing. */
static struct mlsys_cell iron_rows[3][7];

static inline void make_iron_rows(void)
{
    struct mlsys_cell r0[7] = {num(secs(0.0417910447761194)), num(bps(3.35e12)), str("memory"),
                               yes(true), cnt(1), cnt(0.5), num(bytes(140e9))};
    struct mlsys_cell r1[7] = {num(secs(0.002)), num(bps(2e12)), str("compute"), yes(false),
                               cnt(16), cnt(0.25), num(bytes(1e9))};
    struct mlsys_cell r2[7] = {num(secs(1.5)), num(bps(NAN)), str("latency"), yes(true),
                               cnt(1024), cnt(NAN), none()};
    memcpy(iron_rows[0], r0, sizeof r0);
    memcpy(iron_rows[1], r1, sizeof r1);
    memcpy(iron_rows[2], r2, sizeof r2);
}

static inline int setup(void **state)
{
    (void)state;
    make_iron_rows();
    return 0;
}

/* The `units` command: a DYNAMIC value and its base unit for machines. */
static const struct mlsys_coldef units_cols[] = {
    {"value", NULL, MLSYS_FMT_AUTO, "value", MLSYS_COL_DYNAMIC},
    {"unit", NULL, MLSYS_FMT_AUTO, "base SI unit of value", MLSYS_COL_MACHINE},
};
static const struct mlsys_table units_tab = {"units", units_cols, 2};

/* A string column and a byte column, for escaping. */
static const struct mlsys_coldef esc_cols[] = {
    {"s", NULL, MLSYS_FMT_AUTO, "text", 0},
    {"n", "B", MLSYS_FMT_AUTO, "bytes", 0},
};
static const struct mlsys_table esc_tab = {"x", esc_cols, 2};

#endif
