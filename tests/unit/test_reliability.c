/* test_reliability.c - failure rates, series nodes, R_system, availability. */
#include "testutil.h"

#include "numerics/numerics.h"
#include "mlsys/reliability.h"

#define H 3600.0 /* seconds per hour */

/* Evaluate with t and MTTR in hours (NaN: not given). */
static struct mlsys_reliability_out rel(double lambda_per_h, double n, double t_h, double mttr_h)
{
    struct mlsys_reliability_in in = {lambda_per_h / H, n, t_h * H, mttr_h * H};
    struct mlsys_reliability_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_reliability_eval(&in, &out, &err), 0);
    return out;
}

/* docs/worked-examples.md #14: a node of 8 GPUs (50,000 h), 2 NICs (150,000 h)
 * and 2 PSUs (100,000 h) in series: 1/MTBF = 8/50000 + 2/150000 + 2/100000
 * = 1.9333e-4 /h, MTBF = 5,172.4 h; 10,000 GPUs = 1,250 nodes: 4.138 h. */
static void test_series_node(void **state)
{
    (void)state;
    struct mlsys_reliability_part parts[] = {
        {8, 1.0 / (50000 * H)}, {2, 1.0 / (150000 * H)}, {2, 1.0 / (100000 * H)}};
    double lambda;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_reliability_series(parts, 3, &lambda, &err), 0);
    assert_close(1.0 / lambda / H, 5172.4, 1e-5, 0);
    struct mlsys_reliability_out o = rel(lambda * H, 1250, NAN, NAN);
    assert_close(o.mtbf_s / H, 5172.41379, 1e-8, 0);
    assert_close(o.mtbf_system_s / H, 4.138, 1e-4, 0);
    assert_true(isnan(o.r_system) && isnan(o.p_fail) && isnan(o.failures_expected));
    assert_true(isnan(o.availability));
}

/* docs/worked-examples.md #15: 2,048 GPUs at 50,000 h: MTBF_system = 24.4 h,
 * P(failure in 24 h) = 1 - e^(-24/24.414) = 62.6 %. */
static void test_cluster_p_fail(void **state)
{
    (void)state;
    struct mlsys_reliability_out o = rel(1.0 / 50000, 2048, 24, NAN);
    assert_close(o.mtbf_system_s / H, 50000.0 / 2048, 1e-12, 0);
    assert_close(o.mtbf_system_s / H, 24.41, 1e-3, 0);
    assert_close(o.p_fail, 0.626, 1e-3, 0);
    assert_close(o.failures_expected, 2048 * 24 / 50000.0, 1e-12, 0);
    assert_close(o.r_system + o.p_fail, 1.0, 1e-15, 0);
    assert_close(o.r_system, exp(-2048 * 24 / 50000.0), 1e-14, 0);
}

/* docs/worked-examples.md #16: MTTF 50,000 h is 20,000 FIT; 200,000 h is 5,000. */
static void test_fit(void **state)
{
    (void)state;
    assert_close(mlsys_reliability_fit(1.0 / (50000 * H)), 20000, 1e-12, 0);
    assert_close(mlsys_reliability_fit(1.0 / (200000 * H)), 5000, 1e-12, 0);
    assert_close(mlsys_reliability_lambda_from_fit(20000), 1.0 / (50000 * H), 1e-12, 0);
    assert_close(rel(2e-5, 1, NAN, NAN).fit, 20000, 1e-12, 0);
}

/* Hand calculation: MTBF 1,000 h, MTTR 10 h: A = 1000/1010 = 0.990099;
 * two units in series: MTBF_system 500 h, A = 500/510. */
static void test_availability(void **state)
{
    (void)state;
    assert_close(rel(1e-3, 1, NAN, 10).availability, 1000.0 / 1010, 1e-14, 0);
    assert_close(rel(1e-3, 2, NAN, 10).availability, 500.0 / 510, 1e-14, 0);
    assert_close(rel(1e-3, 2, NAN, 0).availability, 1.0, 0, 0);
}

/* A tiny N·λ·t keeps full precision: P_fail = -expm1(-x) ≈ x - x²/2. */
static void test_small_probability(void **state)
{
    (void)state;
    struct mlsys_reliability_out o = rel(1e-12, 1, 1, NAN);
    assert_close(o.p_fail, 1e-12, 1e-11, 0);
    assert_close(rel(1e-3, 1, 0, NAN).p_fail, 0.0, 0, 0);
    assert_close(rel(1e-3, 1, 0, NAN).r_system, 1.0, 0, 0);
}

/* Every input outside the model's domain is MLSYS_ERANGE. */
static void test_errors(void **state)
{
    (void)state;
    struct mlsys_err err;
    struct mlsys_reliability_out o;
    const struct mlsys_reliability_in bad[] = {
        {0, 1, NAN, NAN},          /* MTBF infinite / λ = 0 */
        {-1e-9, 1, NAN, NAN},      /* negative rate (MTBF < 0) */
        {NAN, 1, NAN, NAN},        /* NaN rate */
        {1e-9, 0, NAN, NAN},       /* no units */
        {1e-9, 2.5, NAN, NAN},     /* fractional N */
        {1e-9, 1, -1, NAN},        /* negative time */
        {1e-9, 1, INFINITY, NAN},  /* infinite time */
        {1e-9, 1, NAN, -1},        /* negative MTTR */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        mlsys_err_clear(&err);
        assert_int_equal(mlsys_reliability_eval(&bad[i], &o, &err), MLSYS_ERANGE);
        assert_true(err.msg[0] != '\0');
    }
    double l;
    struct mlsys_reliability_part p0[] = {{0, 1e-9}}, p1[] = {{1.5, 1e-9}}, p2[] = {{2, 0}},
                          p3[] = {{2, -1}};
    assert_int_equal(mlsys_reliability_series(p0, 0, &l, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_reliability_series(p0, 1, &l, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_reliability_series(p1, 1, &l, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_reliability_series(p2, 1, &l, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_reliability_series(p3, 1, &l, &err), MLSYS_ERANGE);
}

int main(void)
{
    mlsys_numerics_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_series_node),   cmocka_unit_test(test_cluster_p_fail),
        cmocka_unit_test(test_fit),           cmocka_unit_test(test_availability),
        cmocka_unit_test(test_small_probability), cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
