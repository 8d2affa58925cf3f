/* test_plot.c - the plot sink (plot.h).
 *
 * Rows go through the plot into a recording inner sink; the SVG is written
 * into an open_memstream and checked with string searches. Coordinates
 * are worked out by hand from the layout in plot_svg.c: a lines chart's
 * frame is 560 x 400 px at y0 = 40, its left edge at 34 + 5.8 px per
 * character of the widest y tick label; a linear axis runs over whole
 * 1-2-5 steps of the display unit, a log axis over whole decades.
 */
#include "testutil.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "render/plot.h"
#include "mlsys/table.h"

/* ---- a recording inner sink ------------------------------------------ */

struct rec {
    int begins, rows, notes, ends;
    bool ok;
    size_t ncols;
};

static int rec_begin(struct mlsys_sink *s, const struct mlsys_table *t, struct mlsys_err *err)
{
    struct rec *r = s->self;
    (void)err;
    r->begins++;
    r->ncols = t->ncols;
    return 0;
}

static int rec_row(struct mlsys_sink *s, const struct mlsys_cell *c, struct mlsys_err *err)
{
    (void)c;
    (void)err;
    ((struct rec *)s->self)->rows++;
    return 0;
}

static int rec_note(struct mlsys_sink *s, const char *text, struct mlsys_err *err)
{
    (void)text;
    (void)err;
    ((struct rec *)s->self)->notes++;
    return 0;
}

static int rec_end(struct mlsys_sink *s, bool ok, struct mlsys_err *err)
{
    struct rec *r = s->self;
    (void)err;
    r->ends++;
    r->ok = ok;
    return 0;
}

/* ---- helpers ------------------------------------------------------------ */

struct run {
    struct rec rec;
    char *svg;
    size_t len;
    int rc;
    struct mlsys_err err;
};

/* Feed table t and nrows rows of cells (plus one note) through a plot with
 * options o writing into memory; end ok when nothing failed. */
static void run_plot(struct mlsys_plot_opts o, const struct mlsys_table *t,
                     const struct mlsys_cell *cells, size_t nrows, struct run *r)
{
    memset(r, 0, sizeof *r);
    struct mlsys_sink inner = {rec_begin, rec_row, rec_note, rec_end, &r->rec}, plot;
    FILE *f = open_memstream(&r->svg, &r->len);
    assert_non_null(f);
    o.out = f;
    if (!o.path)
        o.path = "test.svg";
    mlsys_err_clear(&r->err);
    assert_int_equal(mlsys_plot_new(&o, &inner, &plot, &r->err), 0);
    int rc = plot.begin(&plot, t, &r->err);
    for (size_t i = 0; !rc && i < nrows; i++)
        rc = plot.row(&plot, cells + i * t->ncols, &r->err);
    if (!rc)
        rc = plot.note(&plot, "a note", &r->err);
    struct mlsys_err scratch;
    int erc = plot.end(&plot, rc == 0, rc ? &scratch : &r->err);
    r->rc = rc ? rc : erc;
    mlsys_plot_free(&plot);
    fclose(f);
}

static void has(const char *svg, const char *want)
{
    if (!strstr(svg, want)) {
        print_error("SVG lacks: %s\n--- SVG:\n%s\n", want, svg);
        fail();
    }
}

static size_t count(const char *svg, const char *what)
{
    size_t n = 0;
    for (const char *p = svg; (p = strstr(p, what)); p++)
        n++;
    return n;
}

static mlsys_qty secs(double v) { return mlsys_qty_base(v, MLSYS_DIM_TIME); }

/* ---- lines ---------------------------------------------------------------- */

#define IN (MLSYS_COL_SUMMARY | MLSYS_COL_INPUT)
static const struct mlsys_coldef line_cols[] = {
    {"hw", NULL, MLSYS_FMT_AUTO, "device", IN},
    {"batch", "", MLSYS_FMT_AUTO, "batch", IN},
    {"T", "s", MLSYS_FMT_AUTO, "step time", MLSYS_COL_SUMMARY},
    {"bound", NULL, MLSYS_FMT_AUTO, "bound", 0},
};
static const struct mlsys_table line_table = {"iron-law", line_cols, 4};

/* Two devices, batch 1 and 2: T 10, 20 ms (h100) and 30, 40 ms (a<b&c). */
static struct mlsys_cell line_cells[16];
static void fill_lines(void)
{
    const char *hw[] = {"h100", "h100", "a<b&c", "a<b&c"};
    for (int i = 0; i < 4; i++) {
        line_cells[4 * i + 0] = mlsys_cell_str(hw[i]);
        line_cells[4 * i + 1] = mlsys_cell_val(1 + i % 2);
        line_cells[4 * i + 2] = mlsys_cell_num(secs(0.010 * (i + 1)));
        line_cells[4 * i + 3] = mlsys_cell_str("memory");
    }
}

static void test_lines(void **state)
{
    (void)state;
    fill_lines();
    struct run r;
    run_plot((struct mlsys_plot_opts){.x = "batch", .y = "T"}, &line_table, line_cells, 4, &r);
    assert_int_equal(r.rc, 0);
    /* Everything reached the inner sink unchanged. */
    assert_int_equal(r.rec.begins, 1);
    assert_int_equal(r.rec.rows, 4);
    assert_int_equal(r.rec.notes, 1);
    assert_int_equal(r.rec.ends, 1);
    assert_true(r.rec.ok);
    assert_int_equal(r.rec.ncols, 4);
    has(r.svg, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\"");
    has(r.svg, "<title>mlsys iron-law: T against batch</title>");
    /* y: 10..40 ms, raw step 6 -> 5 ms; x: 1..2, raw step 0.2. */
    has(r.svg, ">T (ms)</text>");
    has(r.svg, ">batch</text>");
    has(r.svg, ">15</text>");
    has(r.svg, ">1.2</text>");
    /* Frame: widest y label "10" -> x0 = 34 + 2 * 5.8 = 45.6. h100: (1, 10 ms)
     * at (45.6, 440); (2, 20 ms) at (605.6, 440 - 10/30 * 400 = 306.7). */
    has(r.svg, "points=\"45.6,440.0 605.6,306.7\"");
    /* a<b&c: (1, 30 ms) at y 440 - 20/30 * 400 = 173.3; (2, 40 ms) at 40. */
    has(r.svg, "points=\"45.6,173.3 605.6,40.0\"");
    assert_int_equal(count(r.svg, "<polyline"), 2);
    /* Legend: title hw, one entry per device, escaped. */
    has(r.svg, ">hw</text>");
    has(r.svg, ">h100</text>");
    has(r.svg, ">a&lt;b&amp;c</text>");
    has(r.svg, "</svg>\n");
    free(r.svg);
}

/* Log axes: whole decades, the unit on every tick of an auto-prefixed axis. */
static void test_lines_log(void **state)
{
    (void)state;
    static const struct mlsys_coldef cols[] = {
        {"batch", "", MLSYS_FMT_AUTO, "batch", IN},
        {"T", "s", MLSYS_FMT_AUTO, "step time", 0},
    };
    static const struct mlsys_table t = {"iron-law", cols, 2};
    struct mlsys_cell c[] = {mlsys_cell_val(1),   mlsys_cell_val(0.002),
                             mlsys_cell_val(100), mlsys_cell_val(0.5)};
    struct run r;
    run_plot((struct mlsys_plot_opts){.x = "batch", .y = "T", .log_x = true, .log_y = true}, &t,
             c, 2, &r);
    assert_int_equal(r.rc, 0);
    /* x 1..100: two decades, labels at 1 2 5 10 20 50 100; y 1 ms..1 s. */
    has(r.svg, ">1</text>");
    has(r.svg, ">50</text>");
    has(r.svg, ">100</text>");
    has(r.svg, ">1 ms</text>");
    has(r.svg, ">10 ms</text>");
    has(r.svg, ">1 s</text>");
    has(r.svg, ">T (s)</text>");
    /* One series (nothing else swept): no legend. */
    assert_null(strstr(r.svg, "font-weight=\"bold\" fill=\"#222222\">batch"));
    free(r.svg);
}

static void test_lines_errors(void **state)
{
    (void)state;
    fill_lines();
    struct run r;
    run_plot((struct mlsys_plot_opts){.x = "bach", .y = "T"}, &line_table, line_cells, 4, &r);
    assert_int_equal(r.rc, MLSYS_EUSAGE);
    assert_string_equal(r.err.msg, "--x: unknown key 'bach'; did you mean 'batch'?");
    assert_int_equal(r.rec.ends, 1); /* the inner sink is still ended */
    free(r.svg);
    run_plot((struct mlsys_plot_opts){.x = "batch", .y = "zz"}, &line_table, line_cells, 4, &r);
    assert_string_equal(r.err.msg, "--y: unknown key 'zz'; keys are: hw, batch, T, bound");
    free(r.svg);
    run_plot((struct mlsys_plot_opts){.x = "batch", .y = "bound"}, &line_table, line_cells, 4,
             &r);
    assert_string_equal(r.err.msg, "--y: 'bound' is not a numeric column");
    free(r.svg);
    /* A log axis refuses zero, naming the row, at end: every row still
     * reaches the inner sink, which is ended with ok false. */
    line_cells[4 * 2 + 2] = mlsys_cell_num(secs(0));
    run_plot((struct mlsys_plot_opts){.x = "batch", .y = "T", .log_y = true}, &line_table,
             line_cells, 4, &r);
    assert_int_equal(r.rc, MLSYS_ERANGE);
    assert_string_equal(r.err.msg,
                        "--log: y value 0 s (row 3) is not positive; drop y from --log");
    assert_int_equal(r.rec.rows, 4);
    assert_int_equal(r.rec.ends, 1);
    assert_false(r.rec.ok);
    assert_int_equal(r.len, 0); /* no plot for a failed run */
    free(r.svg);
}

/* Absent and NaN cells are left out; no rows at all is still a document. */
static void test_lines_gaps(void **state)
{
    (void)state;
    fill_lines();
    line_cells[2] = mlsys_cell_none();
    line_cells[6] = mlsys_cell_num(secs(NAN));
    struct run r;
    run_plot((struct mlsys_plot_opts){.x = "batch", .y = "T"}, &line_table, line_cells, 4, &r);
    assert_int_equal(r.rc, 0);
    assert_int_equal(r.rec.rows, 4);
    assert_int_equal(count(r.svg, "<polyline"), 1);
    free(r.svg);
    run_plot((struct mlsys_plot_opts){.x = "batch", .y = "T"}, &line_table, line_cells, 0, &r);
    assert_int_equal(r.rc, 0);
    has(r.svg, "no rows to plot");
    has(r.svg, "</svg>\n");
    free(r.svg);
}

/* ---- roofline --------------------------------------------------------------- */

static const struct mlsys_coldef roof_cols[] = {
    {"hw", NULL, MLSYS_FMT_AUTO, "device", 0},
    {"compute_precision", NULL, MLSYS_FMT_AUTO, "precision", 0},
    {"R_peak", "FLOP/s", MLSYS_FMT_AUTO, "peak", 0},
    {"BW", "B/s", MLSYS_FMT_AUTO, "bandwidth", 0},
    {"eta_hw", "%", MLSYS_FMT_AUTO, "efficiency", 0},
    {"batch", "", MLSYS_FMT_AUTO, "batch", IN},
    {"I", "FLOP/byte", MLSYS_FMT_FIXED, "intensity", 0},
    {"R_attain", "FLOP/s", MLSYS_FMT_AUTO, "attained", 0},
};
static const struct mlsys_table roof_table = {"roofline", roof_cols, 8};

/* The catalog stand-in: device "dev" has fp16 at 1 PFLOP/s, fp8 at 2. */
static size_t dev_roofs(void *self, const char *hw, struct mlsys_plot_roof *out, size_t max)
{
    int *calls = self;
    (*calls)++;
    if (strcmp(hw, "dev") || max < 2)
        return 0;
    snprintf(out[0].label, sizeof out[0].label, "fp16");
    out[0].peak_flops = 1e15;
    snprintf(out[1].label, sizeof out[1].label, "fp8");
    out[1].peak_flops = 2e15;
    return 2;
}

static void test_roofline(void **state)
{
    (void)state;
    /* eta 0.5, BW 1 TB/s: roofs at 0.5 and 1 PFLOP/s, ridges 500 and 1000
     * FLOP/byte. Batch 8: I = 100, R_attain = min(5e14, 1e14) = 1e14. */
    struct mlsys_cell c[] = {
        mlsys_cell_str("dev"), mlsys_cell_str("fp16"), mlsys_cell_val(1e15),
        mlsys_cell_val(1e12),  mlsys_cell_val(0.5),    mlsys_cell_val(8),
        mlsys_cell_val(100),   mlsys_cell_val(1e14),
    };
    int calls = 0;
    struct run r;
    run_plot((struct mlsys_plot_opts){.kind = MLSYS_PLOT_ROOFLINE, .roofs = dev_roofs,
                                      .roofs_self = &calls},
             &roof_table, c, 1, &r);
    assert_int_equal(r.rc, 0);
    assert_int_equal(calls, 1);
    has(r.svg, "<title>mlsys roofline: dev</title>");
    has(r.svg, ">BW 1 TB/s, eta_hw 50 %</text>");
    has(r.svg, ">fp8: 1 PFLOP/s</text>");
    has(r.svg, ">fp16: 500 TFLOP/s</text>");
    has(r.svg, ">ridge 1000</text>");
    has(r.svg, ">ridge 500</text>");
    has(r.svg, ">batch=8</text>");
    has(r.svg, ">I (FLOP/byte)</text>");
    has(r.svg, ">R_attain (FLOP/s)</text>");
    assert_int_equal(count(r.svg, "<polyline"), 2);
    free(r.svg);
    /* --peak: the row's rate replaces the catalog's fp16 (now 1.6 PFLOP/s,
     * 800 TFLOP/s attained); an unknown device draws the rows' roofs only. */
    c[2] = mlsys_cell_val(1.6e15);
    run_plot((struct mlsys_plot_opts){.kind = MLSYS_PLOT_ROOFLINE, .roofs = dev_roofs,
                                      .roofs_self = &calls},
             &roof_table, c, 1, &r);
    has(r.svg, ">fp16: 800 TFLOP/s</text>");
    free(r.svg);
    c[0] = mlsys_cell_str("other");
    run_plot((struct mlsys_plot_opts){.kind = MLSYS_PLOT_ROOFLINE, .roofs = dev_roofs,
                                      .roofs_self = &calls},
             &roof_table, c, 1, &r);
    assert_int_equal(count(r.svg, "<polyline"), 1);
    free(r.svg);
}

/* Equal rates merge into one roof; a table without R_peak is refused. */
static void test_roofline_merge_and_errors(void **state)
{
    (void)state;
    static const struct mlsys_coldef cols[] = {
        {"compute_precision", NULL, MLSYS_FMT_AUTO, "precision", 0},
        {"R_peak", "FLOP/s", MLSYS_FMT_AUTO, "peak", 0},
        {"BW", "B/s", MLSYS_FMT_AUTO, "bandwidth", 0},
    };
    static const struct mlsys_table t = {"roofline", cols, 3};
    struct mlsys_cell c[] = {mlsys_cell_str("fp16"), mlsys_cell_val(1e15), mlsys_cell_val(2e12),
                             mlsys_cell_str("bf16"), mlsys_cell_val(1e15), mlsys_cell_val(2e12)};
    struct run r;
    run_plot((struct mlsys_plot_opts){.kind = MLSYS_PLOT_ROOFLINE}, &t, c, 2, &r);
    assert_int_equal(r.rc, 0);
    has(r.svg, ">fp16/bf16: 1 PFLOP/s</text>");
    has(r.svg, ">ridge 500</text>");
    assert_int_equal(count(r.svg, "<polyline"), 1);
    free(r.svg);
    static const struct mlsys_table bad = {"roofline", cols, 1};
    run_plot((struct mlsys_plot_opts){.kind = MLSYS_PLOT_ROOFLINE}, &bad, c, 1, &r);
    assert_int_equal(r.rc, MLSYS_EUSAGE);
    assert_string_equal(r.err.msg, "--plot: the roofline plot needs the keys R_peak and BW");
    free(r.svg);
}

/* ---- files and --log ---------------------------------------------------------- */

static void test_files(void **state)
{
    (void)state;
    fill_lines();
    char path[] = "/tmp/test_plot_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    struct rec rec = {0};
    struct mlsys_sink inner = {rec_begin, rec_row, rec_note, rec_end, &rec}, plot;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    struct mlsys_plot_opts o = {.path = path, .x = "batch", .y = "T"};
    /* A good run leaves the file. */
    assert_int_equal(mlsys_plot_new(&o, &inner, &plot, &err), 0);
    assert_int_equal(plot.begin(&plot, &line_table, &err), 0);
    assert_int_equal(plot.row(&plot, line_cells, &err), 0);
    assert_int_equal(plot.end(&plot, true, &err), 0);
    mlsys_plot_free(&plot);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char head[6] = "";
    assert_int_equal(fread(head, 1, 5, f), 5);
    assert_string_equal(head, "<?xml");
    fclose(f);
    /* A failed run removes it. */
    assert_int_equal(mlsys_plot_new(&o, &inner, &plot, &err), 0);
    assert_int_equal(plot.begin(&plot, &line_table, &err), 0);
    plot.end(&plot, false, &err);
    mlsys_plot_free(&plot);
    assert_int_equal(access(path, F_OK), -1);
    /* A file that cannot be created fails begin with its path. */
    o.path = "/nonexistent-dir/x.svg";
    assert_int_equal(mlsys_plot_new(&o, &inner, &plot, &err), 0);
    assert_int_equal(plot.begin(&plot, &line_table, &err), MLSYS_EFILE);
    assert_string_equal(err.msg,
                        "--plot: cannot write '/nonexistent-dir/x.svg': No such file or directory");
    plot.end(&plot, false, &err);
    mlsys_plot_free(&plot);
    mlsys_plot_free(&plot); /* twice is fine */
}

static void test_log_parse(void **state)
{
    (void)state;
    bool x, y;
    struct mlsys_err err;
    assert_int_equal(mlsys_plot_log_parse("x", &x, &y, &err), 0);
    assert_true(x && !y);
    assert_int_equal(mlsys_plot_log_parse("y", &x, &y, &err), 0);
    assert_true(!x && y);
    assert_int_equal(mlsys_plot_log_parse("x,y", &x, &y, &err), 0);
    assert_true(x && y);
    assert_int_equal(mlsys_plot_log_parse("yx", &x, &y, &err), 0);
    assert_true(x && y);
    assert_int_equal(mlsys_plot_log_parse("z", &x, &y, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "--log: expected x, y or x,y; got 'z'");
    assert_int_equal(mlsys_plot_log_parse("", &x, &y, &err), MLSYS_EUSAGE);
    assert_int_equal(mlsys_plot_log_parse("x,x", &x, &y, &err), MLSYS_EUSAGE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines),
        cmocka_unit_test(test_lines_log),
        cmocka_unit_test(test_lines_errors),
        cmocka_unit_test(test_lines_gaps),
        cmocka_unit_test(test_roofline),
        cmocka_unit_test(test_roofline_merge_and_errors),
        cmocka_unit_test(test_files),
        cmocka_unit_test(test_log_parse),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
