/* units_cases.h - table-driven checks shared by the quantity-parser unit
 * tests (test_units.c, test_units_grammar.c): a text and its value in base
 * units, or a text and its exact error (code, message, 1-based column).
 */
#ifndef MLSYS_UNITS_CASES_H
#define MLSYS_UNITS_CASES_H

#include "testutil.h"

#include "mlsys/err.h"
#include "mlsys/qty.h"
#include "mlsys/units.h"

#include <string.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

struct value_case {
    const char *text;
    double v;         /* base units, by hand */
    const char *unit; /* mlsys_qty_unit_name of the result */
};

struct error_case {
    const char *text;
    int code, col;
    const char *msg;
};

/* An error record with position fields set, to check they are kept. */
static inline void err_init(struct mlsys_err *e)
{
    mlsys_err_clear(e);
    strcpy(e->file, "hw.yaml");
    strcpy(e->where, "iron-law: --bw");
    e->line = 7;
}

static inline void check_error(const char *what, const struct mlsys_err *e, int rc, int code,
                               int col, const char *msg)
{
    if (rc != code || e->code != code || e->col != col || strcmp(e->msg, msg) != 0)
        print_error("'%s': got rc %d code %d col %d \"%s\", expected %d col %d \"%s\"\n", what, rc,
                    e->code, e->col, e->msg, code, col, msg);
    assert_int_equal(rc, code);
    assert_int_equal(e->code, code);
    assert_string_equal(e->msg, msg);
    assert_int_equal(e->col, col);
    assert_string_equal(e->file, "hw.yaml");
    assert_string_equal(e->where, "iron-law: --bw");
    assert_int_equal(e->line, 7);
}

static inline void check_values(const struct value_case *c, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        struct mlsys_err e;
        mlsys_err_clear(&e);
        mlsys_qty q;
        char unit[96];
        int rc = mlsys_units_parse(c[i].text, &q, &e);
        if (rc)
            print_error("'%s': %s (col %d)\n", c[i].text, e.msg, e.col);
        assert_int_equal(rc, MLSYS_OK);
        if (strcmp(mlsys_qty_unit_name(q.dim, unit, sizeof unit), c[i].unit))
            print_error("'%s': unit %s\n", c[i].text, unit);
        assert_string_equal(unit, c[i].unit);
        assert_close(q.v, c[i].v, 1e-12, 0);
    }
}

static inline void check_errors(const struct error_case *c, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        struct mlsys_err e;
        err_init(&e);
        mlsys_qty q = mlsys_qty_num(42);
        int rc = mlsys_units_parse(c[i].text, &q, &e);
        check_error(c[i].text, &e, rc, c[i].code, c[i].col, c[i].msg);
        assert_true(q.v == 42 && mlsys_qty_is_count(q)); /* *out untouched */
    }
}

#endif
