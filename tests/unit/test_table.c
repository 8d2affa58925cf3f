/* test_table.c - cells given in their column's unit (mlsys_cell_val). */
#include "testutil.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/render.h"
#include "mlsys/table.h"

static const struct mlsys_coldef cols[] = {
    {"T", "s", MLSYS_FMT_AUTO, "time", 0},
    {"BW", "B/s", MLSYS_FMT_AUTO, "bandwidth", 0},
    {"v", NULL, MLSYS_FMT_AUTO, "dynamic", MLSYS_COL_DYNAMIC},
};

/* Render one row of cells in format f; the output text (caller frees) and
 * the status of the row in *rc. */
static char *render_row(enum mlsys_format f, const struct mlsys_cell *cells, int *rc)
{
    char *p = NULL;
    size_t n = 0;
    FILE *out = open_memstream(&p, &n);
    struct mlsys_render_opts o = {.format = f, .digits = 4, .columns = "T,BW", .version = "0.1.0"};
    struct mlsys_sink s;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    struct mlsys_table t = {"t", cols, 3};
    assert_int_equal(mlsys_render_new(&o, out, &s, &err), 0);
    assert_int_equal(s.begin(&s, &t, &err), 0);
    *rc = s.row(&s, cells, &err);
    s.end(&s, *rc == 0, &err);
    mlsys_render_free(&s);
    fclose(out);
    return p;
}

static void test_val_takes_column_dimension(void **state)
{
    (void)state;
    /* 0.0417910447761194 s = 41.79 ms; 3.35e12 B/s = 3.35 TB/s. */
    struct mlsys_cell cells[3] = {mlsys_cell_val(0.0417910447761194), mlsys_cell_val(3.35e12),
                                  mlsys_cell_none()};
    int rc;
    char *csv = render_row(MLSYS_FORMAT_CSV, cells, &rc);
    assert_int_equal(rc, 0);
    assert_string_equal(csv, "T,BW\n0.0417910447761194,3350000000000\n");
    free(csv);
    char *table = render_row(MLSYS_FORMAT_TABLE, cells, &rc);
    assert_int_equal(rc, 0);
    assert_non_null(strstr(table, "41.79 ms"));
    assert_non_null(strstr(table, "3.35 TB/s"));
    free(table);
}

static void test_val_refused_in_dynamic_column(void **state)
{
    (void)state;
    struct mlsys_cell cells[3] = {mlsys_cell_val(1), mlsys_cell_val(1), mlsys_cell_val(1)};
    int rc;
    free(render_row(MLSYS_FORMAT_CSV, cells, &rc));
    assert_int_equal(rc, MLSYS_EDIM);
}

/* Every field of a and b alike (padding aside). */
static void assert_same_cell(const struct mlsys_cell *a, const struct mlsys_cell *b)
{
    assert_int_equal(a->type, b->type);
    assert_memory_equal(&a->q.v, &b->q.v, sizeof a->q.v); /* bit for bit */
    assert_memory_equal(a->q.dim, b->q.dim, sizeof a->q.dim);
    assert_ptr_equal(a->s, b->s);
    assert_int_equal(a->b, b->b);
    assert_ptr_equal(a->unit, b->unit);
    assert_int_equal(a->col_unit, b->col_unit);
}

/* The in-place writers leave a cell (filled with junk first) as the
 * constructors make it, for each kind of cell. */
static void test_put_matches_constructors(void **state)
{
    (void)state;
    struct mlsys_cell c;
    struct mlsys_cell want;
    mlsys_qty q = mlsys_qty_base(2.5, MLSYS_DIM_TIME);
    memset(&c, 0x5a, sizeof c);
    mlsys_cell_put_val(&c, -3.25);
    want = mlsys_cell_val(-3.25);
    assert_same_cell(&c, &want);
    memset(&c, 0x5a, sizeof c);
    mlsys_cell_put_num(&c, q);
    want = mlsys_cell_num(q);
    assert_same_cell(&c, &want);
    memset(&c, 0x5a, sizeof c);
    mlsys_cell_put_str(&c, "h100");
    want = mlsys_cell_str("h100");
    assert_same_cell(&c, &want);
    memset(&c, 0x5a, sizeof c);
    mlsys_cell_put_str(&c, NULL);
    want = mlsys_cell_str(NULL);
    assert_same_cell(&c, &want);
    memset(&c, 0x5a, sizeof c);
    mlsys_cell_put_bool(&c, true);
    want = mlsys_cell_bool(true);
    assert_same_cell(&c, &want);
    memset(&c, 0x5a, sizeof c);
    mlsys_cell_put_none(&c);
    want = mlsys_cell_none();
    assert_same_cell(&c, &want);
    /* put_known: a number, or absent for NaN (not known) */
    memset(&c, 0x5a, sizeof c);
    mlsys_cell_put_known(&c, 7.5);
    want = mlsys_cell_val(7.5);
    assert_same_cell(&c, &want);
    memset(&c, 0x5a, sizeof c);
    mlsys_cell_put_known(&c, NAN);
    want = mlsys_cell_none();
    assert_same_cell(&c, &want);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_val_takes_column_dimension),
        cmocka_unit_test(test_val_refused_in_dynamic_column),
        cmocka_unit_test(test_put_matches_constructors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
