/* test_table.c - cells given in their column's unit (mlsys_cell_val). */
#include "testutil.h"

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_val_takes_column_dimension),
        cmocka_unit_test(test_val_refused_in_dynamic_column),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
