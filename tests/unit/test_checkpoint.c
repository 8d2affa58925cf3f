/* test_checkpoint.c - Young, Daly, the numeric minimum of the waste model. */
#include "testutil.h"

#include "mlsys/checkpoint.h"
#include "numerics/numerics.h"

static struct mlsys_ckpt_out ckpt(double write_s, double mtbf_s, double restart_s, double job_s)
{
    struct mlsys_ckpt_in in = {write_s, mtbf_s, restart_s, job_s};
    struct mlsys_ckpt_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_checkpoint_eval(&in, &out, &err), 0);
    return out;
}

/* docs/worked-examples.md #17: 175B params × 12 B = 2.1 TB at 100 GB/s = 21 s,
 * MTBF 5 h: τ = sqrt(2·21·18000) = 869.48 s = 14.49 min; the checkpoint
 * overhead T_write/τ = 2.42 %. At the optimum the waste is twice that:
 * 21/869.48 + 869.48/36000 = 4.83 %. */
static void test_young_175b(void **state)
{
    (void)state;
    double t_write = 2.1e12 / 100e9;
    assert_close(t_write, 21, 1e-15, 0);
    struct mlsys_ckpt_out o = ckpt(t_write, 5 * 3600.0, 0, NAN);
    assert_close(o.tau_opt_s / 60, 14.49, 0, 0.005);
    assert_close(t_write / o.tau_opt_s, 0.0242, 0, 5e-5); /* 2.42 % to 3 digits */
    assert_close(o.waste_opt, 2 * 21 / sqrt(2 * 21 * 18000.0), 1e-12, 0);
    assert_close(o.eta_goodput, 1 - o.waste_opt, 1e-15, 0);
    assert_true(o.first_order_ok);
    assert_true(isnan(o.failures_expected));
}

/* docs/worked-examples.md #18: write 2.5 min, MTBF 2 h: τ = sqrt(2·150·7200)
 * = 1469.69 s = 24.5 min. Daly by hand: δ/(2M) = 150/14400 = 0.0104167,
 * 1469.694·(1 + 0.034021 + 0.0011574) − 150 = 1371.39 s (Python, the same
 * formula in full precision: 1371.3948802135064). #17's Daly interval the
 * same way: 869.4826·(1 + 0.0080508 + 0.0000648) − 21 = 855.5389601253793. */
static void test_young_daly_2h(void **state)
{
    (void)state;
    struct mlsys_ckpt_out o = ckpt(150, 7200, 0, NAN);
    assert_close(o.tau_opt_s / 60, 24.5, 0, 0.05);
    assert_close(o.tau_daly_s, 1371.3948802135064, 1e-12, 0);
    assert_close(mlsys_checkpoint_daly(21, 18000), 855.5389601253793, 1e-12, 0);
}

/* Daly's interval is M itself once δ >= 2M, and approaches Young as
 * δ/M -> 0 (the corrections are O(δ)). */
static void test_daly_limits(void **state)
{
    (void)state;
    assert_close(mlsys_checkpoint_daly(7200, 3600), 3600, 0, 0);
    assert_close(mlsys_checkpoint_daly(9000, 3600), 3600, 0, 0);
    double d = 1e-3, m = 1e6;
    assert_close(mlsys_checkpoint_daly(d, m), mlsys_checkpoint_young(d, m), 1e-4, 0);
}

/* The GSL minimum agrees with Young when T_write ≪ MTBF (1 s against
 * 11.6 days), and, since the first-order waste is minimal exactly at
 * sqrt(2δM), at every ratio; the restart term does not move it. */
static void test_numeric_vs_young(void **state)
{
    (void)state;
    struct mlsys_ckpt_out o = ckpt(1, 1e6, 0, NAN);
    assert_close(o.tau_numeric_s, o.tau_opt_s, 1e-7, 0);
    assert_close(o.tau_numeric_s, sqrt(2e6), 1e-7, 0);
    const double ratios[] = {1e-6, 1e-3, 0.05, 0.5, 3};
    for (size_t i = 0; i < sizeof ratios / sizeof ratios[0]; i++) {
        o = ckpt(ratios[i] * 3600, 3600, 600, 86400);
        assert_close(o.tau_numeric_s, o.tau_opt_s, 1e-7, 0);
        assert_close(o.failures_expected, 24, 1e-15, 0);
        assert_int_equal(o.first_order_ok, ratios[i] <= 0.1);
    }
    /* waste with restart: 2·sqrt(δ/(2M)) + R/M */
    o = ckpt(36, 3600, 360, NAN);
    assert_close(o.waste_opt, 2 * sqrt(36 / 7200.0) + 0.1, 1e-12, 0);
    struct mlsys_ckpt_in in = {36, 3600, 360, NAN};
    assert_close(mlsys_checkpoint_waste(&in, 360), 0.1 + 0.05 + 0.1, 1e-15, 0);
}

/* A write longer than the MTBF: waste >= 1, goodput clamped to 0. */
static void test_no_progress(void **state)
{
    (void)state;
    struct mlsys_ckpt_out o = ckpt(5 * 3600.0, 2 * 3600.0, 0, NAN);
    assert_true(o.waste_opt > 1);
    assert_close(o.eta_goodput, 0, 0, 0);
    assert_false(o.first_order_ok);
    assert_close(o.tau_daly_s, 7200, 0, 0);
    /* the exponential model still sees progress: τ_daly = M = 2 h,
     * η_exp = 2 h/(2 h·(e^((2 + 5)/2) − 1)) = 1/(33.1155 − 1) = 3.114 % */
    assert_close(o.eta_goodput_exp, 0.031138, 0, 5e-6);
}

/* Goodput under exponential failures (Daly 2006), at τ_daly, by hand:
 * η_exp = τ/(M·e^(R/M)·(e^((τ + δ)/M) − 1)).
 * δ = 1 h, M = 2 h (first order gives 0 %): δ/(2M) = 0.25,
 *   τ_daly = 2·(1 + 0.5/3 + 0.25/9) − 1 = 1.388889 h,
 *   e^(2.388889/2) = e^1.194444 = 3.301780, η = 1.388889/(2·2.301780) = 30.17 %
 *   (docs/reliability.md: "about 30 %").
 * #17, δ = 21 s, M = 18000 s: τ_daly = 855.539 s, x = 876.539/18000 = 0.0486966,
 *   e^x − 1 = x + x²/2 + x³/6 = 0.0499016, η = 855.539/(18000·0.0499016) = 95.247 %,
 *   slightly above the first-order 95.17 % at Young's interval.
 * δ = 36 s, M = 3600 s, R = 360 s: τ_daly = 509.117·(1 + 0.023570 + 0.000556) − 36
 *   = 485.400 s, η = 485.400/(3600·e^0.1·(e^(521.400/3600) − 1))
 *   = 485.400/(3600·1.105171·0.155852) = 78.28 %. */
static void test_goodput_exp(void **state)
{
    (void)state;
    struct mlsys_ckpt_out o = ckpt(3600.0, 7200.0, 0, NAN);
    assert_close(o.eta_goodput, 0, 0, 0);
    assert_close(o.eta_goodput_exp, 0.30170, 0, 5e-5);
    o = ckpt(21, 18000, 0, NAN);
    assert_close(o.eta_goodput_exp, 0.95247, 0, 5e-5);
    o = ckpt(36, 3600, 360, NAN);
    assert_close(o.eta_goodput_exp, 0.78283, 0, 5e-5);
}

static void test_errors(void **state)
{
    (void)state;
    struct mlsys_err err;
    struct mlsys_ckpt_out o;
    const struct mlsys_ckpt_in bad[] = {
        {0, 3600, 0, NAN},   {-1, 3600, 0, NAN}, {NAN, 3600, 0, NAN},
        {10, 0, 0, NAN},     {10, -5, 0, NAN},   {10, INFINITY, 0, NAN},
        {10, 3600, -1, NAN}, {10, 3600, 0, 0},   {10, 3600, 0, -1},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        mlsys_err_clear(&err);
        assert_int_equal(mlsys_checkpoint_eval(&bad[i], &o, &err), MLSYS_ERANGE);
    }
}

static double parabola(double x, void *ctx)
{
    (void)ctx;
    return (x - 3) * (x - 3);
}

static double not_finite(double x, void *ctx)
{
    (void)ctx;
    return x > 2 ? NAN : x;
}

/* The minimiser wrapper: a plain parabola, an end minimum, bad input. */
static void test_minimize(void **state)
{
    (void)state;
    double x;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_numerics_minimize(parabola, NULL, 0.1, 100, 1e-10, &x, &err), 0);
    assert_close(x, 3, 1e-7, 0);
    assert_int_equal(mlsys_numerics_minimize(parabola, NULL, 5, 100, 1e-10, &x, &err), 0);
    assert_close(x, 5, 0, 0); /* increasing on [5, 100]: the left end */
    assert_int_equal(mlsys_numerics_minimize(parabola, NULL, 0, 100, 1e-10, &x, &err),
                     MLSYS_ENUMERIC);
    assert_int_equal(mlsys_numerics_minimize(parabola, NULL, 10, 1, 1e-10, &x, &err),
                     MLSYS_ENUMERIC);
    assert_int_equal(mlsys_numerics_minimize(not_finite, NULL, 1, 10, 1e-10, &x, &err),
                     MLSYS_ENUMERIC);
}

int main(void)
{
    mlsys_numerics_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_young_175b),     cmocka_unit_test(test_young_daly_2h),
        cmocka_unit_test(test_daly_limits),    cmocka_unit_test(test_numeric_vs_young),
        cmocka_unit_test(test_no_progress),    cmocka_unit_test(test_errors),
        cmocka_unit_test(test_minimize),       cmocka_unit_test(test_goodput_exp),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
