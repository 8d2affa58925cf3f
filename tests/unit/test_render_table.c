/* test_render_table.c - the renderer's table for people (render.h): the
 * `units` command's DYNAMIC column, one row as symbol, meaning and value, a
 * bare value for scripts, many rows under a unit line, and people's values
 * in four significant digits ("41.79 ms", "3.35 TB/s", "50 %"). The
 * expected texts are written by hand from the output rules (README.md,
 * Usage) and the contract in render.h; the helpers and test tables are in
 * renderutil.h. */
#include "testutil.h"
#include "renderutil.h"

#include <math.h>

#include "render/render.h"
#include "mlsys/table.h"

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

int main(void)
{
    const struct CMUnitTest tests[] = {
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
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
