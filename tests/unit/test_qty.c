/* test_qty.c - dimensioned doubles: arithmetic, dimension checks, names. */
#include "testutil.h"

#include "mlsys/err.h"
#include "mlsys/qty.h"

#include <string.h>

/* A quantity of value v and dimension exponents (s, B, FLOP, J, USD, kg, m). */
static mlsys_qty mk(double v, int s, int b, int o, int j, int usd, int kg, int m)
{
    mlsys_qty q = mlsys_qty_num(v);
    int e[MLSYS_NDIM] = {s, b, o, j, usd, kg, m};
    for (int i = 0; i < MLSYS_NDIM; i++)
        q.dim[i] = (int8_t)e[i];
    return q;
}

static const char *name(mlsys_qty q)
{
    static char buf[96];
    return mlsys_qty_unit_name(q.dim, buf, sizeof buf);
}

static void test_construct(void **state)
{
    (void)state;
    mlsys_qty n = mlsys_qty_num(7);
    assert_true(mlsys_qty_is_count(n));
    assert_close(n.v, 7, 0, 0);
    mlsys_qty t = mlsys_qty_base(2.5, MLSYS_DIM_TIME);
    assert_false(mlsys_qty_is_count(t));
    assert_int_equal(t.dim[MLSYS_DIM_TIME], 1);
    assert_int_equal(t.dim[MLSYS_DIM_DATA], 0);
    assert_true(mlsys_qty_same_dim(t, mk(9, 1, 0, 0, 0, 0, 0, 0)));
    assert_false(mlsys_qty_same_dim(t, mlsys_qty_base(1, MLSYS_DIM_DATA)));
    assert_true(
        mlsys_qty_same_dim(mlsys_qty_base(1, MLSYS_DIM_LENGTH), mk(1, 0, 0, 0, 0, 0, 0, 1)));
}

static void test_mul_div_pow(void **state)
{
    (void)state;
    /* bandwidth x time = data: 3.35e12 B/s * 0.5 s = 1.675e12 B */
    mlsys_qty bw = mk(3.35e12, -1, 1, 0, 0, 0, 0, 0), t = mlsys_qty_base(0.5, MLSYS_DIM_TIME);
    mlsys_qty d = mlsys_qty_mul(bw, t);
    assert_close(d.v, 1.675e12, 1e-15, 0);
    assert_string_equal(name(d), "B");
    /* intensity: 2e12 FLOP / 1e9 B = 2000 FLOP/B */
    mlsys_qty i =
        mlsys_qty_div(mlsys_qty_base(2e12, MLSYS_DIM_OPS), mlsys_qty_base(1e9, MLSYS_DIM_DATA));
    assert_close(i.v, 2000, 1e-15, 0);
    assert_string_equal(name(i), "FLOP/B");
    /* (2 m)^3 = 8 m^3; (2 s)^-2 = 0.25 /s^2; x^0 = 1, dimensionless */
    mlsys_qty v = mlsys_qty_pow(mlsys_qty_base(2, MLSYS_DIM_LENGTH), 3);
    assert_close(v.v, 8, 0, 0);
    assert_string_equal(name(v), "m^3");
    mlsys_qty r = mlsys_qty_pow(mlsys_qty_base(2, MLSYS_DIM_TIME), -2);
    assert_close(r.v, 0.25, 0, 0);
    assert_string_equal(name(r), "1/s^2");
    assert_true(mlsys_qty_is_count(mlsys_qty_pow(bw, 0)));
    /* scale keeps the dimension: 2 * 700 W = 1400 W */
    mlsys_qty p = mlsys_qty_scale(mk(700, -1, 0, 0, 1, 0, 0, 0), 2);
    assert_close(p.v, 1400, 0, 0);
    assert_string_equal(name(p), "W");
    /* division by zero is the caller's business: it gives inf, no failure */
    assert_true(isinf(mlsys_qty_div(mlsys_qty_num(1), mlsys_qty_num(0)).v));
}

static void test_saturation(void **state)
{
    (void)state;
    /* exponents saturate at the int8 range instead of wrapping */
    mlsys_qty a = mk(1, 100, -100, 0, 0, 0, 0, 0);
    mlsys_qty sq = mlsys_qty_mul(a, a);
    assert_int_equal(sq.dim[MLSYS_DIM_TIME], 127);
    assert_int_equal(sq.dim[MLSYS_DIM_DATA], -128);
    mlsys_qty p = mlsys_qty_pow(a, 16);
    assert_int_equal(p.dim[MLSYS_DIM_TIME], 127);
    assert_int_equal(p.dim[MLSYS_DIM_DATA], -128);
    mlsys_qty q = mlsys_qty_div(a, mk(1, -100, 100, 0, 0, 0, 0, 0));
    assert_int_equal(q.dim[MLSYS_DIM_TIME], 127);
    assert_int_equal(q.dim[MLSYS_DIM_DATA], -128);
}

static void test_add_sub(void **state)
{
    (void)state;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    mlsys_qty out, s1 = mlsys_qty_base(1, MLSYS_DIM_TIME), s2 = mlsys_qty_base(0.5, MLSYS_DIM_TIME);
    assert_int_equal(mlsys_qty_add(s1, s2, &out, &err), MLSYS_OK);
    assert_close(out.v, 1.5, 0, 0);
    assert_string_equal(name(out), "s");
    assert_int_equal(mlsys_qty_sub(s1, s2, &out, &err), MLSYS_OK);
    assert_close(out.v, 0.5, 0, 0);

    mlsys_qty b = mlsys_qty_base(2, MLSYS_DIM_DATA), keep = mlsys_qty_num(42);
    out = keep;
    err.col = 9;
    assert_int_equal(mlsys_qty_add(s1, b, &out, &err), MLSYS_EDIM);
    assert_int_equal(err.code, MLSYS_EDIM);
    assert_string_equal(err.msg, "cannot add s and B");
    assert_int_equal(err.col, 9); /* position fields untouched */
    assert_close(out.v, 42, 0, 0);
    assert_int_equal(mlsys_qty_sub(s1, b, &out, &err), MLSYS_EDIM);
    assert_string_equal(err.msg, "cannot subtract s and B");
    assert_int_equal(mlsys_qty_add(mlsys_qty_num(1), s1, &out, &err), MLSYS_EDIM);
    assert_string_equal(err.msg, "cannot add a count and s");
    assert_int_equal(mlsys_qty_add(s1, b, &out, NULL), MLSYS_EDIM); /* err may be NULL */
    assert_close(out.v, 42, 0, 0);
}

static void test_cmp(void **state)
{
    (void)state;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int c = 7;
    mlsys_qty a = mlsys_qty_base(1, MLSYS_DIM_TIME), b = mlsys_qty_base(2, MLSYS_DIM_TIME);
    assert_int_equal(mlsys_qty_cmp(a, b, &c, &err), 0);
    assert_int_equal(c, -1);
    assert_int_equal(mlsys_qty_cmp(b, a, &c, &err), 0);
    assert_int_equal(c, 1);
    assert_int_equal(mlsys_qty_cmp(a, a, &c, &err), 0);
    assert_int_equal(c, 0);
    mlsys_qty nan = mlsys_qty_base(NAN, MLSYS_DIM_TIME);
    c = 7;
    assert_int_equal(mlsys_qty_cmp(nan, a, &c, &err), 0);
    assert_int_equal(c, 0);
    c = 7;
    assert_int_equal(mlsys_qty_cmp(a, mlsys_qty_base(1, MLSYS_DIM_DATA), &c, &err), MLSYS_EDIM);
    assert_string_equal(err.msg, "cannot compare s and B");
    assert_int_equal(c, 7);
}

static void test_unit_name(void **state)
{
    (void)state;
    static const struct {
        int e[MLSYS_NDIM];
        const char *name;
    } cases[] = {
        {{0}, ""},
        {{1}, "s"},
        {{-1, 1}, "B/s"},
        {{-1, 0, 1}, "FLOP/s"},
        {{-1, 0, 0, 1}, "W"},
        {{0, -1, 1}, "FLOP/B"},
        {{-1}, "1/s"},
        {{0, 0, 0, -1, 0, 1}, "kg/J"},
        {{0, 0, 0, -1, 0, 0, 3}, "m^3/J"},
        {{0, -1, 0, 1}, "J/B"},
        {{-1, -1, 0, 1}, "W/B"},     /* J/(s*B) */
        {{-1, -1}, "1/(s*B)"},
        {{-2, 0, 0, 2}, "W^2"},       /* J^2/s^2 */
        {{-1, 0, 0, 2}, "W*J"},       /* J^2/s */
        {{-2, 0, 0, 1}, "W/s"},       /* J/s^2 */
        {{1, 1, 1}, "s*B*FLOP"},
        {{-1, 0, 0, 0, 1}, "USD/s"},
        {{0, 0, -1, 0, 1}, "USD/FLOP"},
        {{2, -3}, "s^2/B^3"},
        {{0, 0, 0, 0, 0, 0, -2}, "1/m^2"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int8_t d[MLSYS_NDIM];
        for (int k = 0; k < MLSYS_NDIM; k++)
            d[k] = (int8_t)cases[i].e[k];
        char buf[96];
        assert_ptr_equal(mlsys_qty_unit_name(d, buf, sizeof buf), buf);
        assert_string_equal(buf, cases[i].name);
    }
    /* always NUL-terminated, truncated to fit; n == 0 writes nothing */
    int8_t rate[MLSYS_NDIM] = {-1, 0, 1};
    char small[4] = "xyz";
    mlsys_qty_unit_name(rate, small, sizeof small);
    assert_string_equal(small, "FLO");
    small[0] = 'q';
    mlsys_qty_unit_name(rate, small, 0);
    assert_int_equal(small[0], 'q');
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_construct), cmocka_unit_test(test_mul_div_pow),
        cmocka_unit_test(test_saturation), cmocka_unit_test(test_add_sub),
        cmocka_unit_test(test_cmp),       cmocka_unit_test(test_unit_name),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
