/* test_render.c - the renderer (render.h) and the table model (table.h).
 *
 * Every test renders into an open_memstream and compares the exact text.
 * The expected texts are written by hand from the output rules (README.md,
 * Usage) and the contract in render.h: machine formats carry base SI values in shortest
 * round-trip form (0.0417910447761194 s stays "0.0417910447761194", 3.35
 * TB/s is "3350000000000"); the table formats people's values with four
 * significant digits ("41.79 ms", "3.35 TB/s", "50 %").
 */
#include "testutil.h"

#include <math.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "render/render.h"
#include "mlsys/table.h"
#include "core/text.h"

/* ---- helpers ----------------------------------------------------------- */

struct out {
    FILE *f;
    char *p;
    size_t n;
};

static void out_open(struct out *o)
{
    o->p = NULL;
    o->n = 0;
    o->f = open_memstream(&o->p, &o->n);
    assert_non_null(o->f);
}

static const char *out_text(struct out *o)
{
    fflush(o->f);
    return o->p ? o->p : "";
}

static void out_close(struct out *o)
{
    fclose(o->f);
    free(o->p);
}

static struct mlsys_render_opts opts(enum mlsys_format f)
{
    struct mlsys_render_opts o = {.format = f, .digits = 4, .version = "0.1.0"};
    return o;
}

static mlsys_qty secs(double v) { return mlsys_qty_base(v, MLSYS_DIM_TIME); }
static mlsys_qty bytes(double v) { return mlsys_qty_base(v, MLSYS_DIM_DATA); }
static mlsys_qty kg(double v) { return mlsys_qty_base(v, MLSYS_DIM_MASS); }

static mlsys_qty bps(double v)
{
    mlsys_qty q = mlsys_qty_base(v, MLSYS_DIM_DATA);
    q.dim[MLSYS_DIM_TIME] = -1;
    return q;
}

static struct mlsys_cell num(mlsys_qty q) { return mlsys_cell_num(q); }
static struct mlsys_cell cnt(double v) { return mlsys_cell_num(mlsys_qty_num(v)); }
static struct mlsys_cell str(const char *s) { return mlsys_cell_str(s); }
static struct mlsys_cell yes(bool b) { return mlsys_cell_bool(b); }
static struct mlsys_cell none(void) { return mlsys_cell_none(); }

/* Run a whole sink session: new, begin, every row (nrows x t->ncols
 * cells), the notes, end (ok when nothing failed), free. Returns the first
 * error (end's status only when everything before succeeded). */
static int render(const struct mlsys_render_opts *o, const struct mlsys_table *t,
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
static void expect_text(const struct mlsys_render_opts *o, const struct mlsys_table *t,
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
static void expect_error(const struct mlsys_render_opts *o, const struct mlsys_table *t,
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

static void make_iron_rows(void)
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

static int setup(void **state)
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

/* ---- table.h ----------------------------------------------------------- */

static void test_cells_and_find(void **state)
{
    (void)state;
    struct mlsys_cell c = mlsys_cell_num(secs(2));
    assert_int_equal(c.type, MLSYS_CELL_NUM);
    assert_close(c.q.v, 2, 0, 0);
    assert_int_equal(c.q.dim[MLSYS_DIM_TIME], 1);
    assert_null(c.unit);
    c = mlsys_cell_str("hi");
    assert_int_equal(c.type, MLSYS_CELL_STR);
    assert_string_equal(c.s, "hi");
    c = mlsys_cell_str(NULL);
    assert_int_equal(c.type, MLSYS_CELL_NONE);
    c = mlsys_cell_bool(true);
    assert_int_equal(c.type, MLSYS_CELL_BOOL);
    assert_true(c.b);
    c = mlsys_cell_none();
    assert_int_equal(c.type, MLSYS_CELL_NONE);
    assert_int_equal(mlsys_table_find(&iron, "T_mem"), 0);
    assert_int_equal(mlsys_table_find(&iron, "raw"), 6);
    assert_int_equal(mlsys_table_find(&iron, "t_mem"), -1);
    assert_int_equal(mlsys_table_find(&iron, "zz"), -1);
    assert_int_equal(mlsys_table_find(&iron, NULL), -1);
    assert_int_equal(mlsys_table_find(NULL, "T_mem"), -1);
}

/* ---- format names and options ----------------------------------------- */

static void test_format_parse(void **state)
{
    (void)state;
    static const char *const names[] = {"table", "json", "jsonl", "csv", "tsv"};
    static const enum mlsys_format fmts[] = {MLSYS_FORMAT_TABLE, MLSYS_FORMAT_JSON,
                                             MLSYS_FORMAT_JSONL, MLSYS_FORMAT_CSV,
                                             MLSYS_FORMAT_TSV};
    struct mlsys_err err;
    enum mlsys_format f;
    for (int i = 0; i < 5; i++) {
        assert_int_equal(mlsys_render_format_parse(names[i], &f, &err), 0);
        assert_int_equal(f, fmts[i]);
    }
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_render_format_parse("jsn", &f, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "--format: unknown format 'jsn'; did you mean 'json'?");
    assert_int_equal(mlsys_render_format_parse("xml", &f, &err), MLSYS_EUSAGE);
    assert_string_equal(
        err.msg, "--format: unknown format 'xml'; formats are: table, json, jsonl, csv, tsv");
}

static void test_bad_digits(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TABLE);
    struct mlsys_sink s;
    struct mlsys_err err;
    o.digits = 18;
    assert_int_equal(mlsys_render_new(&o, stdout, &s, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "--digits: expected 1 to 17, got 18");
    mlsys_render_free(&s);
    o.digits = -1;
    assert_int_equal(mlsys_render_new(&o, stdout, &s, &err), MLSYS_EUSAGE);
    mlsys_render_free(&s);
    mlsys_render_free(&s); /* twice is harmless */
    mlsys_render_free(NULL);
}

/* ---- csv / tsv --------------------------------------------------------- */

static void test_csv_rows(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    const char *notes[] = {"dropped"};
    expect_text(&o, &iron, &iron_rows[0][0], 3, notes, 1,
                "T_mem,BW,bound,fits,batch,eta,raw\n"
                "0.0417910447761194,3350000000000,memory,true,1,0.5,140000000000\n"
                "0.002,2000000000000,compute,false,16,0.25,1000000000\n"
                "1.5,,latency,true,1024,,\n");
    expect_text(&o, &iron, NULL, 0, NULL, 0, "T_mem,BW,bound,fits,batch,eta,raw\n");
    o.no_header = true;
    expect_text(&o, &iron, &iron_rows[0][0], 1, NULL, 0,
                "0.0417910447761194,3350000000000,memory,true,1,0.5,140000000000\n");
}

static void test_csv_quoting(void **state)
{
    (void)state;
    struct mlsys_cell rows[][2] = {
        {str("plain"), num(bytes(1))},     {str("a,b"), num(bytes(2))},
        {str("say \"hi\""), num(bytes(3))}, {str("two\nlines"), num(bytes(NAN))},
        {str("cr\rx"), num(bytes(INFINITY))}, {none(), none()},
        {str("tab\there"), num(bytes(-INFINITY))}};
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    expect_text(&o, &esc_tab, &rows[0][0], 7, NULL, 0,
                "s,n\n"
                "plain,1\n"
                "\"a,b\",2\n"
                "\"say \"\"hi\"\"\",3\n"
                "\"two\nlines\",\n"
                "\"cr\rx\",\n"
                ",\n"
                "tab\there,\n");
}

/* Fields around the 64 KiB output buffer's end: 3,000 rows of a 40-byte
 * name cross it mid-field, then a plain field and a quoted one each longer
 * than the buffer; the text expected is the fields joined by hand (RFC
 * 4180: a field with a comma in double quotes). */
static void test_csv_long_fields(void **state)
{
    (void)state;
    enum { NAMES = 3000, LONG = 70000 };
    static char plain[LONG + 1], comma[LONG + 1];
    memset(plain, 'p', LONG);
    memset(comma, 'c', LONG);
    comma[LONG / 2] = ',';
    struct mlsys_cell(*rows)[2] = calloc(NAMES + 2, sizeof *rows);
    size_t cap = 40 + 4 + (size_t)NAMES * 44 + 2 * (LONG + 8), len = 0;
    char *want = malloc(cap);
    assert_true(rows && want);
    len += (size_t)snprintf(want, cap, "s,n\n");
    const char *name = "abcdefghijklmnopqrstuvwxyz0123456789ABCD"; /* 40 bytes */
    for (int i = 0; i < NAMES; i++) {
        rows[i][0] = str(name);
        rows[i][1] = num(bytes(i % 10));
        len += (size_t)snprintf(want + len, cap - len, "%s,%d\n", name, i % 10);
    }
    rows[NAMES][0] = str(plain);
    rows[NAMES][1] = none();
    rows[NAMES + 1][0] = str(comma);
    rows[NAMES + 1][1] = none();
    len += (size_t)snprintf(want + len, cap - len, "%s,\n\"%s\",\n", plain, comma);
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    expect_text(&o, &esc_tab, &rows[0][0], NAMES + 2, NULL, 0, want);
    free(rows);
    free(want);
}

/* A number that repeats in its column, changes, and comes back: each row
 * has its own shortest text (the renderer keeps a repeated text and writes
 * a changing one afresh; neither may leak into another row). */
static void test_csv_repeated_numbers(void **state)
{
    (void)state;
    static const double x[] = {0.1, 0.1, 0.1, 2.5e-7, 2.5e-7, 0.1, 123456789.25, 0.1};
    enum { N = sizeof x / sizeof x[0] };
    struct mlsys_cell rows[N][2];
    for (int i = 0; i < N; i++) {
        rows[i][0] = str("r");
        rows[i][1] = num(bytes(x[i]));
    }
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    expect_text(&o, &esc_tab, &rows[0][0], N, NULL, 0,
                "s,n\nr,0.1\nr,0.1\nr,0.1\nr,2.5e-7\nr,2.5e-7\nr,0.1\nr,123456789.25\nr,0.1\n");
}

static void test_tsv_escaping(void **state)
{
    (void)state;
    struct mlsys_cell rows[][2] = {{str("plain"), num(bytes(1))},
                                   {str("a,b \"q\""), num(bytes(2.5))},
                                   {str("tab\there"), num(bytes(NAN))},
                                   {str("two\nlines\r"), none()},
                                   {str("back\\slash"), num(bytes(0.001))}};
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TSV);
    expect_text(&o, &esc_tab, &rows[0][0], 5, NULL, 0,
                "s\tn\n"
                "plain\t1\n"
                "a,b \"q\"\t2.5\n"
                "tab\\there\t\n"
                "two\\nlines\\r\t\n"
                "back\\\\slash\t0.001\n");
    o.no_header = true;
    expect_text(&o, &esc_tab, &rows[0][0], 1, NULL, 0, "plain\t1\n");
}

/* ---- json / jsonl ------------------------------------------------------ */

static void test_json_one_row(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_JSON);
    const char *notes[] = {"assumed \"eta\" = 1"};
    expect_text(&o, &iron, &iron_rows[0][0], 1, notes, 1,
                "{\"command\": \"iron\", \"version\": \"0.1.0\", \"units\": {\"T_mem\": \"s\", "
                "\"BW\": \"B/s\", \"batch\": \"\", \"eta\": \"\", \"raw\": \"B\"}, \"rows\": [\n"
                "  {\"T_mem\": 0.0417910447761194, \"BW\": 3350000000000, \"bound\": \"memory\", "
                "\"fits\": true, \"batch\": 1, \"eta\": 0.5, \"raw\": 140000000000}\n"
                "], \"notes\": [\"assumed \\\"eta\\\" = 1\"]}\n");
}

static void test_json_rows_and_nulls(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_JSON);
    o.columns = "batch,BW,raw";
    expect_text(&o, &iron, &iron_rows[0][0], 3, NULL, 0,
                "{\"command\": \"iron\", \"version\": \"0.1.0\", \"units\": {\"batch\": \"\", "
                "\"BW\": \"B/s\", \"raw\": \"B\"}, \"rows\": [\n"
                "  {\"batch\": 1, \"BW\": 3350000000000, \"raw\": 140000000000},\n"
                "  {\"batch\": 16, \"BW\": 2000000000000, \"raw\": 1000000000},\n"
                "  {\"batch\": 1024, \"BW\": null, \"raw\": null}\n"
                "], \"notes\": []}\n");
}

static void test_json_escaping(void **state)
{
    (void)state;
    static const struct mlsys_coldef cols[] = {
        {"s", NULL, MLSYS_FMT_AUTO, "text", 0},
        {"n", "B", MLSYS_FMT_AUTO, "bytes", 0},
        {"ok", NULL, MLSYS_FMT_AUTO, "flag", 0},
        {"q\"k", "s", MLSYS_FMT_AUTO, "odd key", 0},
    };
    static const struct mlsys_table t = {"x", cols, 4};
    struct mlsys_cell rows[][4] = {
        {str("a\"b\\c\x01\n µ"), num(bytes(NAN)), yes(false), num(secs(1e-9))},
        {none(), num(bytes(INFINITY)), yes(true), num(secs(1e21))},
        {str(""), num(bytes(-0.0)), none(), num(secs(-2.5))}};
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_JSON);
    o.version = NULL;
    const char *notes[] = {"first", "tab\there"};
    expect_text(&o, &t, &rows[0][0], 3, notes, 2,
                "{\"command\": \"x\", \"version\": null, \"units\": {\"n\": \"B\", "
                "\"q\\\"k\": \"s\"}, \"rows\": [\n"
                "  {\"s\": \"a\\\"b\\\\c\\u0001\\u000a µ\", \"n\": null, \"ok\": false, "
                "\"q\\\"k\": 1e-9},\n"
                "  {\"s\": null, \"n\": null, \"ok\": true, \"q\\\"k\": 1e+21},\n"
                "  {\"s\": \"\", \"n\": -0, \"ok\": null, \"q\\\"k\": -2.5}\n"
                "], \"notes\": [\"first\", \"tab\\u0009here\"]}\n");
}

/* mlsys_render_json_string writes to a FILE the escaping the json format
 * uses (test_json_escaping): quotes, backslash, control bytes as \u00xx,
 * UTF-8 as is; a failed write is EOF. */
static void test_json_string_file(void **state)
{
    (void)state;
    struct out o;
    out_open(&o);
    assert_int_equal(mlsys_render_json_string(o.f, "a\"b\\c\x01\n \xc2\xb5"), 0);
    assert_int_equal(mlsys_render_json_string(o.f, ""), 0);
    assert_string_equal(out_text(&o), "\"a\\\"b\\\\c\\u0001\\u000a \xc2\xb5\"\"\"");
    out_close(&o);
    FILE *full = fopen("/dev/full", "w");
    if (full) { /* Linux: every write fails with ENOSPC */
        setvbuf(full, NULL, _IONBF, 0);
        assert_int_equal(mlsys_render_json_string(full, "x"), EOF);
        fclose(full);
    }
}

static void test_json_no_rows(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_JSON);
    const char *notes[] = {"nothing to do"};
    /* A DYNAMIC column whose unit no row revealed is left out of "units". */
    expect_text(&o, &units_tab, NULL, 0, notes, 1,
                "{\"command\": \"units\", \"version\": \"0.1.0\", \"units\": {}, \"rows\": [\n"
                "], \"notes\": [\"nothing to do\"]}\n");
}

static void test_jsonl(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_JSONL);
    const char *notes[] = {"dropped"};
    expect_text(&o, &iron, &iron_rows[0][0], 3, notes, 1,
                "{\"T_mem\":0.0417910447761194,\"BW\":3350000000000,\"bound\":\"memory\","
                "\"fits\":true,\"batch\":1,\"eta\":0.5,\"raw\":140000000000}\n"
                "{\"T_mem\":0.002,\"BW\":2000000000000,\"bound\":\"compute\",\"fits\":false,"
                "\"batch\":16,\"eta\":0.25,\"raw\":1000000000}\n"
                "{\"T_mem\":1.5,\"BW\":null,\"bound\":\"latency\",\"fits\":true,\"batch\":1024,"
                "\"eta\":null,\"raw\":null}\n");
    expect_text(&o, &iron, NULL, 0, NULL, 0, "");
}

/* ---- the units command (DYNAMIC column) -------------------------------- */

static void test_units_command(void **state)
{
    (void)state;
    struct mlsys_cell row[2] = {num(secs(0.0417910447761194)), str("s")};
    row[0].unit = "ms";
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TABLE);
    expect_text(&o, &units_tab, row, 1, NULL, 0, "41.79 ms\n");
    o.format = MLSYS_FORMAT_JSON;
    expect_text(&o, &units_tab, row, 1, NULL, 0,
                "{\"command\": \"units\", \"version\": \"0.1.0\", \"units\": {\"value\": \"s\"}, "
                "\"rows\": [\n"
                "  {\"value\": 0.0417910447761194, \"unit\": \"s\"}\n"
                "], \"notes\": []}\n");
    o.format = MLSYS_FORMAT_JSONL;
    expect_text(&o, &units_tab, row, 1, NULL, 0, "{\"value\":0.0417910447761194,\"unit\":\"s\"}\n");
    o.format = MLSYS_FORMAT_CSV;
    expect_text(&o, &units_tab, row, 1, NULL, 0, "value,unit\n0.0417910447761194,s\n");
}

static void test_dynamic_family(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TABLE);
    /* No display unit: the family comes from the dimension (s: AUTO). */
    struct mlsys_cell row[2] = {num(secs(0.0417910447761194)), str("s")};
    expect_text(&o, &units_tab, row, 1, NULL, 0, "41.79 ms\n");
    /* Mass is shown in g / kg / t, never "kkg". */
    struct mlsys_cell mass[2] = {num(kg(0.0025)), str("kg")};
    expect_text(&o, &units_tab, mass, 1, NULL, 0, "2.5 g\n");
    struct mlsys_cell count[2] = {cnt(42), str("")};
    expect_text(&o, &units_tab, count, 1, NULL, 0, "42\n");
    /* Many rows: each cell keeps its own unit; no unit line. */
    struct mlsys_cell two[2][2] = {{num(secs(0.0417910447761194)), str("s")},
                                   {num(kg(2.5)), str("kg")}};
    two[0][0].unit = "ms";
    expect_text(&o, &units_tab, &two[0][0], 2, NULL, 0,
                "   value\n"
                "41.79 ms\n"
                "  2.5 kg\n");
    /* Machine units come from the first row. */
    o.format = MLSYS_FORMAT_JSON;
    expect_text(&o, &units_tab, mass, 1, NULL, 0,
                "{\"command\": \"units\", \"version\": \"0.1.0\", \"units\": {\"value\": \"kg\"}, "
                "\"rows\": [\n"
                "  {\"value\": 0.0025, \"unit\": \"kg\"}\n"
                "], \"notes\": []}\n");
}

/* ---- table: one row ---------------------------------------------------- */

static void test_table_one_row(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TABLE);
    const char *notes[] = {"eta_hw assumed 1"};
    expect_text(&o, &iron, &iron_rows[0][0], 1, notes, 1,
                "symbol  meaning           value\n"
                "T_mem   memory time       41.79 ms\n"
                "BW      memory bandwidth  3.35 TB/s\n"
                "bound   largest term      memory\n"
                "fits    fits in memory    true\n"
                "batch   batch size        1\n"
                "eta     efficiency        50 %\n"
                "note: eta_hw assumed 1\n");
    o.no_header = true;
    expect_text(&o, &iron, &iron_rows[0][0], 1, NULL, 0,
                "T_mem  memory time       41.79 ms\n"
                "BW     memory bandwidth  3.35 TB/s\n"
                "bound  largest term      memory\n"
                "fits   fits in memory    true\n"
                "batch  batch size        1\n"
                "eta    efficiency        50 %\n");
}

static void test_table_one_row_missing(void **state)
{
    (void)state;
    static const struct mlsys_coldef cols[] = {
        {"x", "s", MLSYS_FMT_AUTO, "a time", 0},
        {"y", "B", MLSYS_FMT_AUTO, "bytes", 0},
        {"eta_hw", "%", MLSYS_FMT_AUTO, "η efficiency", 0},
    };
    static const struct mlsys_table t = {"m", cols, 3};
    struct mlsys_cell row[3] = {num(secs(NAN)), none(), cnt(0.3625)};
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TABLE);
    /* "η efficiency" is 12 characters wide (13 bytes). */
    expect_text(&o, &t, row, 1, NULL, 0,
                "symbol  meaning       value\n"
                "x       a time        -\n"
                "y       bytes         -\n"
                "eta_hw  η efficiency  36.25 %\n");
}

static void test_table_single_value(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TABLE);
    o.columns = "T_mem";
    /* A bare value is for scripts (x=$(mlsys ... --columns T_mem)): no notes. */
    const char *notes[] = {"from 140 GB / 3.35 TB/s"};
    expect_text(&o, &iron, &iron_rows[0][0], 1, notes, 1, "41.79 ms\n");
    o.digits = 2;
    expect_text(&o, &iron, &iron_rows[0][0], 1, NULL, 0, "42 ms\n");
    o.columns = "fits";
    expect_text(&o, &iron, &iron_rows[0][0], 1, NULL, 0, "true\n");
}

/* A table of one column (`units`) is not a bare value that --columns asked
 * for: its notes are shown. */
static void test_table_one_column_notes(void **state)
{
    (void)state;
    static const struct mlsys_coldef cols[] = {{"value", "B", MLSYS_FMT_AUTO, "the value", 0}};
    static const struct mlsys_table t = {"units", cols, 1};
    struct mlsys_cell row[1] = {num(bytes(70))};
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TABLE);
    const char *notes[] = {"'70B' reads as bytes"};
    expect_text(&o, &t, row, 1, notes, 1, "70 B\nnote: '70B' reads as bytes\n");
    o.columns = "value";
    expect_text(&o, &t, row, 1, notes, 1, "70 B\n");
}

/* ---- table: many rows -------------------------------------------------- */

static void test_table_many_summary(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TABLE);
    const char *notes[] = {"eta_hw assumed 1"};
    expect_text(&o, &iron, &iron_rows[0][0], 3, notes, 1,
                "  T_mem  bound    batch\n"
                "    (s)\n"
                "0.04179  memory       1\n"
                "  0.002  compute     16\n"
                "    1.5  latency   1024\n"
                "note: eta_hw assumed 1\n");
    o.no_header = true;
    expect_text(&o, &iron, &iron_rows[0][0], 3, NULL, 0,
                "0.04179  memory       1\n"
                "  0.002  compute     16\n"
                "    1.5  latency   1024\n");
    const char *none_matched[] = {"no point matched"};
    expect_text(&o, &iron, NULL, 0, none_matched, 1, "note: no point matched\n");
}

static void test_table_many_columns(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TABLE);
    o.columns = "batch,BW,fits,eta,raw";
    expect_text(&o, &iron, &iron_rows[0][0], 3, NULL, 0,
                "batch      BW  fits   eta   raw\n"
                "       (TB/s)         (%)  (GB)\n"
                "    1    3.35  true    50   140\n"
                "   16       2  false   25     1\n"
                " 1024       -  true     -     -\n");
    /* Two rows of T_mem alone: the column's unit is ms. */
    o.columns = "T_mem";
    expect_text(&o, &iron, &iron_rows[0][0], 2, NULL, 0,
                "T_mem\n"
                " (ms)\n"
                "41.79\n"
                "    2\n");
}

static void test_table_many_no_summary(void **state)
{
    (void)state;
    static const struct mlsys_coldef cols[] = {
        {"a", "s", MLSYS_FMT_AUTO, "a time", 0},
        {"b", NULL, MLSYS_FMT_AUTO, "a name", 0},
        {"c", "B", MLSYS_FMT_AUTO, "bytes", MLSYS_COL_MACHINE},
    };
    static const struct mlsys_table t = {"t", cols, 3};
    struct mlsys_cell rows[2][3] = {{num(secs(0.001)), str("x"), num(bytes(1))},
                                    {num(secs(0.002)), str("yy"), num(bytes(2))}};
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TABLE);
    expect_text(&o, &t, &rows[0][0], 2, NULL, 0,
                "   a  b\n"
                "(ms)\n"
                "   1  x\n"
                "   2  yy\n");
}

static void test_table_many_counts(void **state)
{
    (void)state;
    static const struct mlsys_coldef cols[] = {
        {"n", "", MLSYS_FMT_AUTO, "count", MLSYS_COL_SUMMARY},
        {"name", NULL, MLSYS_FMT_AUTO, "name", MLSYS_COL_SUMMARY},
        {"I", "FLOP/byte", MLSYS_FMT_FIXED, "intensity", 0},
    };
    static const struct mlsys_table t = {"t", cols, 3};
    struct mlsys_cell rows[2][3] = {{cnt(1), str("a"), cnt(0)}, {cnt(20), str("bb"), cnt(0)}};
    rows[0][2] = mlsys_cell_num(mlsys_qty_num(0));
    rows[0][2].q.dim[MLSYS_DIM_OPS] = 1;
    rows[0][2].q.dim[MLSYS_DIM_DATA] = -1;
    rows[0][2].q.v = 295.3;
    rows[1][2] = rows[0][2];
    rows[1][2].q.v = 12.5;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TABLE);
    /* No column has a unit: no unit line. */
    expect_text(&o, &t, &rows[0][0], 2, NULL, 0,
                " n  name\n"
                " 1  a\n"
                "20  bb\n");
    /* A FIXED family is used as is. */
    o.columns = "name,I";
    expect_text(&o, &t, &rows[0][0], 2, NULL, 0,
                "name            I\n"
                "      (FLOP/byte)\n"
                "a           295.3\n"
                "bb           12.5\n");
}

static void test_table_many_inf(void **state)
{
    (void)state;
    static const struct mlsys_coldef cols[] = {{"T", "s", MLSYS_FMT_AUTO, "time", 0}};
    static const struct mlsys_table t = {"t", cols, 1};
    struct mlsys_cell rows[3][1] = {{num(secs(INFINITY))}, {num(secs(0.5))}, {none()}};
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_TABLE);
    expect_text(&o, &t, &rows[0][0], 3, NULL, 0,
                "   T\n"
                "(ms)\n"
                " inf\n"
                " 500\n"
                "   -\n");
}

/* ---- --columns --------------------------------------------------------- */

static void test_columns_select(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    o.columns = " BW , T_mem ";
    expect_text(&o, &iron, &iron_rows[0][0], 1, NULL, 0,
                "BW,T_mem\n3350000000000,0.0417910447761194\n");
    o.format = MLSYS_FORMAT_TSV;
    o.columns = "raw";
    expect_text(&o, &iron, &iron_rows[0][0], 2, NULL, 0, "raw\n140000000000\n1000000000\n");
}

static void test_columns_errors(void **state)
{
    (void)state;
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    o.columns = "T_mem,Tmem";
    expect_error(&o, &iron, &iron_rows[0][0], 1, MLSYS_EUSAGE,
                 "--columns: unknown key 'Tmem'; did you mean 'T_mem'?", "");
    o.columns = "zz";
    expect_error(&o, &iron, &iron_rows[0][0], 1, MLSYS_EUSAGE,
                 "--columns: unknown key 'zz'; keys are: T_mem, BW, bound, fits, batch, eta, raw",
                 "");
    o.columns = "T_mem,T_mem";
    expect_error(&o, &iron, &iron_rows[0][0], 1, MLSYS_EUSAGE,
                 "--columns: key 'T_mem' given twice", "");
    o.columns = "T_mem,,BW";
    expect_error(&o, &iron, &iron_rows[0][0], 1, MLSYS_EUSAGE,
                 "--columns: empty key in 'T_mem,,BW'", "");
    o.format = MLSYS_FORMAT_TABLE;
    o.columns = "";
    expect_error(&o, &iron, &iron_rows[0][0], 1, MLSYS_EUSAGE, "--columns: empty key in ''", "");
}

/* ---- command bugs ------------------------------------------------------ */

static void test_wrong_dimension(void **state)
{
    (void)state;
    struct mlsys_cell rows[2][7];
    memcpy(rows, iron_rows, sizeof rows);
    rows[1][1] = num(secs(1));
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    /* The first row is out, the bad one is not written at all. */
    expect_error(&o, &iron, &rows[0][0], 2, MLSYS_EDIM,
                 "internal: column 'BW' got a quantity in s, expected B/s",
                 "T_mem,BW,bound,fits,batch,eta,raw\n"
                 "0.0417910447761194,3350000000000,memory,true,1,0.5,140000000000\n");
    /* Columns not shown are checked too. */
    o.columns = "T_mem";
    rows[1][1] = cnt(1);
    expect_error(&o, &iron, &rows[0][0], 2, MLSYS_EDIM,
                 "internal: column 'BW' got a count, expected B/s",
                 "T_mem\n0.0417910447761194\n");
    memcpy(rows, iron_rows, sizeof rows);
    rows[0][4] = num(secs(1));
    o.format = MLSYS_FORMAT_TABLE;
    expect_error(&o, &iron, &rows[0][0], 1, MLSYS_EDIM,
                 "internal: column 'batch' got a quantity in s, expected a count", "");
    rows[0][4] = iron_rows[0][4];
    rows[0][2] = num(secs(1));
    expect_error(&o, &iron, &rows[0][0], 1, MLSYS_EDIM,
                 "internal: column 'bound' got a quantity in s, expected text", "");
}

static void test_bad_family(void **state)
{
    (void)state;
    static const struct mlsys_coldef cols[] = {{"x", "furlongs", MLSYS_FMT_AUTO, "?", 0}};
    static const struct mlsys_table t = {"t", cols, 1};
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    struct out out;
    struct mlsys_err err;
    out_open(&out);
    int rc = render(&o, &t, NULL, 0, NULL, 0, out.f, &err);
    assert_int_equal(rc, MLSYS_EUNIT);
    assert_memory_equal(err.msg, "internal: column 'x' unit 'furlongs': ", 38);
    assert_string_equal(out_text(&out), "");
    out_close(&out);
}

/* A failed run: the table prints nothing; streamed rows stay; JSON is not
 * closed. */
static void test_end_not_ok(void **state)
{
    (void)state;
    const enum mlsys_format fmts[] = {MLSYS_FORMAT_TABLE, MLSYS_FORMAT_CSV, MLSYS_FORMAT_JSON};
    const char *want[] = {"", "T_mem\n0.002\n",
                          ("{\"command\": \"iron\", \"version\": \"0.1.0\", \"units\": "
                           "{\"T_mem\": \"s\"}, \"rows\": [\n  {\"T_mem\": 0.002}")};
    for (int i = 0; i < 3; i++) {
        struct mlsys_render_opts o = opts(fmts[i]);
        o.columns = "T_mem";
        struct out out;
        struct mlsys_sink s;
        struct mlsys_err err;
        out_open(&out);
        assert_int_equal(mlsys_render_new(&o, out.f, &s, &err), 0);
        assert_int_equal(s.begin(&s, &iron, &err), 0);
        assert_int_equal(s.row(&s, iron_rows[1], &err), 0);
        assert_int_equal(s.note(&s, "never shown", &err), 0);
        assert_int_equal(s.end(&s, false, &err), 0);
        mlsys_render_free(&s);
        assert_string_equal(out_text(&out), want[i]);
        out_close(&out);
    }
}

/* ---- volume ------------------------------------------------------------ */

/* More than the 64 KiB buffer: every byte arrives, in order. */
static void test_large_output(void **state)
{
    (void)state;
    static const struct mlsys_coldef cols[] = {{"i", "", MLSYS_FMT_AUTO, "index", 0},
                                               {"s", NULL, MLSYS_FMT_AUTO, "text", 0}};
    static const struct mlsys_table t = {"t", cols, 2};
    enum { N = 20000 };
    struct mlsys_cell *rows = calloc(2 * N, sizeof *rows);
    char (*names)[16] = calloc(N, sizeof *names);
    struct mlsys_buf want = {0};
    assert_int_equal(mlsys_buf_puts(&want, "i,s\n"), 0);
    for (int i = 0; i < N; i++) {
        snprintf(names[i], sizeof names[i], "row%d", i);
        rows[2 * i] = cnt(i);
        rows[2 * i + 1] = str(names[i]);
        assert_int_equal(mlsys_buf_printf(&want, "%d,row%d\n", i, i), 0);
    }
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    expect_text(&o, &t, rows, N, NULL, 0, want.p);
    free(rows);
    free(names);
    mlsys_buf_free(&want);
}

/* A string longer than the buffer, quoted, with its quotes doubled. */
static void test_long_string(void **state)
{
    (void)state;
    enum { N = 200000 };
    char *s = malloc(N + 1);
    struct mlsys_buf want = {0};
    for (int i = 0; i < N; i++)
        s[i] = i % 1000 == 999 ? '"' : 'a' + i % 26;
    s[N] = '\0';
    assert_int_equal(mlsys_buf_puts(&want, "s,n\n\""), 0);
    for (int i = 0; i < N; i++) {
        bool q = s[i] == '"';
        assert_int_equal(mlsys_buf_add(&want, q ? "\"\"" : &s[i], q ? 2 : 1), 0);
    }
    assert_int_equal(mlsys_buf_puts(&want, "\",7\n"), 0);
    struct mlsys_cell row[2] = {str(s), num(bytes(7))};
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    expect_text(&o, &esc_tab, row, 1, NULL, 0, want.p);
    free(s);
    mlsys_buf_free(&want);
}

/* The machine formats reuse the text of a column's last number when the
 * next is bit for bit the same: the text must still follow every change,
 * including 0 to -0 (equal as doubles, different bits) and a number coming
 * back after an empty cell. Expected texts are the values by hand. */
static void test_repeated_numbers(void **state)
{
    (void)state;
    struct mlsys_cell rows[][2] = {
        {str("a"), num(bytes(0.1))}, {str("a"), num(bytes(0.1))},
        {str("b"), num(bytes(0.2))}, {str("b"), num(bytes(0.1))},
        {str("c"), num(bytes(NAN))}, {str("c"), num(bytes(0.1))},
        {str("d"), num(bytes(0.0))}, {str("d"), num(bytes(-0.0))},
        {str("e"), none()},          {str("e"), num(bytes(-0.0))}};
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    expect_text(&o, &esc_tab, &rows[0][0], 10, NULL, 0,
                "s,n\na,0.1\na,0.1\nb,0.2\nb,0.1\nc,\nc,0.1\nd,0\nd,-0\ne,\ne,-0\n");
    o = opts(MLSYS_FORMAT_JSONL);
    expect_text(&o, &esc_tab, &rows[0][0], 4, NULL, 0,
                "{\"s\":\"a\",\"n\":0.1}\n{\"s\":\"a\",\"n\":0.1}\n"
                "{\"s\":\"b\",\"n\":0.2}\n{\"s\":\"b\",\"n\":0.1}\n");
}

/* ---- write errors ------------------------------------------------------ */

/* Render `rows` copies of a row to f; returns the first error and its
 * message in err. */
static int flood(FILE *f, enum mlsys_format fmt, int rows, struct mlsys_err *err)
{
    struct mlsys_render_opts o = opts(fmt);
    struct mlsys_sink s;
    struct mlsys_err scratch;
    mlsys_err_clear(err);
    int rc = mlsys_render_new(&o, f, &s, err);
    if (!rc)
        rc = s.begin(&s, &iron, err);
    for (int i = 0; !rc && i < rows; i++)
        rc = s.row(&s, iron_rows[0], err);
    int erc = s.end(&s, rc == 0, rc ? &scratch : err);
    mlsys_render_free(&s);
    return rc ? rc : erc;
}

static void test_disk_full(void **state)
{
    (void)state;
    const enum mlsys_format fmts[] = {MLSYS_FORMAT_CSV, MLSYS_FORMAT_JSON, MLSYS_FORMAT_TABLE};
    for (int i = 0; i < 3; i++) {
        for (int rows = 1; rows <= 100000; rows *= 1000) {
            FILE *f = fopen("/dev/full", "w");
            if (!f)
                skip();
            struct mlsys_err err;
            assert_int_equal(flood(f, fmts[i], rows, &err), MLSYS_EWRITE);
            assert_string_equal(err.msg, "write error: No space left on device");
            fclose(f);
        }
    }
}

static void test_closed_pipe(void **state)
{
    (void)state;
    signal(SIGPIPE, SIG_IGN);
    const enum mlsys_format fmts[] = {MLSYS_FORMAT_CSV, MLSYS_FORMAT_JSONL, MLSYS_FORMAT_TABLE};
    for (int i = 0; i < 3; i++) {
        for (int rows = 1; rows <= 100000; rows *= 1000) {
            int fd[2];
            assert_int_equal(pipe(fd), 0);
            close(fd[0]);
            FILE *f = fdopen(fd[1], "w");
            assert_non_null(f);
            struct mlsys_err err;
            assert_int_equal(flood(f, fmts[i], rows, &err), MLSYS_EPIPE);
            assert_string_equal(err.msg, "closed pipe");
            fclose(f);
        }
    }
}

/* After a write failure every later call reports it again. */
static void test_failure_sticks(void **state)
{
    (void)state;
    signal(SIGPIPE, SIG_IGN);
    int fd[2];
    assert_int_equal(pipe(fd), 0);
    close(fd[0]);
    FILE *f = fdopen(fd[1], "w");
    struct mlsys_render_opts o = opts(MLSYS_FORMAT_CSV);
    struct mlsys_sink s;
    struct mlsys_err err;
    assert_int_equal(mlsys_render_new(&o, f, &s, &err), 0);
    assert_int_equal(s.begin(&s, &iron, &err), 0);
    int rc = 0;
    for (int i = 0; !rc && i < 100000; i++)
        rc = s.row(&s, iron_rows[0], &err);
    assert_int_equal(rc, MLSYS_EPIPE);
    mlsys_err_clear(&err);
    assert_int_equal(s.row(&s, iron_rows[0], &err), MLSYS_EPIPE);
    assert_string_equal(err.msg, "closed pipe");
    assert_int_equal(s.note(&s, "n", &err), MLSYS_EPIPE);
    assert_int_equal(s.end(&s, false, &err), MLSYS_EPIPE);
    mlsys_render_free(&s);
    fclose(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cells_and_find),
        cmocka_unit_test(test_format_parse),
        cmocka_unit_test(test_bad_digits),
        cmocka_unit_test(test_csv_rows),
        cmocka_unit_test(test_csv_quoting),
        cmocka_unit_test(test_csv_long_fields),
        cmocka_unit_test(test_csv_repeated_numbers),
        cmocka_unit_test(test_tsv_escaping),
        cmocka_unit_test(test_json_one_row),
        cmocka_unit_test(test_json_rows_and_nulls),
        cmocka_unit_test(test_json_escaping),
        cmocka_unit_test(test_json_string_file),
        cmocka_unit_test(test_json_no_rows),
        cmocka_unit_test(test_jsonl),
        cmocka_unit_test(test_units_command),
        cmocka_unit_test(test_dynamic_family),
        cmocka_unit_test(test_table_one_row),
        cmocka_unit_test(test_table_one_row_missing),
        cmocka_unit_test(test_table_one_column_notes),
        cmocka_unit_test(test_table_single_value),
        cmocka_unit_test(test_table_many_summary),
        cmocka_unit_test(test_table_many_columns),
        cmocka_unit_test(test_table_many_no_summary),
        cmocka_unit_test(test_table_many_counts),
        cmocka_unit_test(test_table_many_inf),
        cmocka_unit_test(test_columns_select),
        cmocka_unit_test(test_columns_errors),
        cmocka_unit_test(test_wrong_dimension),
        cmocka_unit_test(test_bad_family),
        cmocka_unit_test(test_end_not_ok),
        cmocka_unit_test(test_large_output),
        cmocka_unit_test(test_long_string),
        cmocka_unit_test(test_repeated_numbers),
        cmocka_unit_test(test_disk_full),
        cmocka_unit_test(test_closed_pipe),
        cmocka_unit_test(test_failure_sticks),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
