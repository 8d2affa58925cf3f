/* test_render.c - the renderer (render.h) and the table model (table.h):
 * cells, format names and options, the machine formats (csv, tsv, json,
 * jsonl) and their escaping, --columns, and output beyond the 64 KiB
 * buffer. The table for people is in test_render_table.c, command bugs and
 * write errors in test_render_errors.c; the helpers and test tables in
 * renderutil.h.
 *
 * Every test renders into an open_memstream and compares the exact text.
 * The expected texts are written by hand from the output rules (README.md,
 * Usage) and the contract in render.h: machine formats carry base SI values in shortest
 * round-trip form (0.0417910447761194 s stays "0.0417910447761194", 3.35
 * TB/s is "3350000000000"); the table formats people's values with four
 * significant digits ("41.79 ms", "3.35 TB/s", "50 %").
 */
#include "testutil.h"
#include "renderutil.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/render.h"
#include "mlsys/table.h"
#include "core/text.h"

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
        cmocka_unit_test(test_columns_select),
        cmocka_unit_test(test_large_output),
        cmocka_unit_test(test_long_string),
        cmocka_unit_test(test_repeated_numbers),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
