/* test_serving_conc.c - the law of a replica's decode concurrency
 * (serving_cb_impl.h, mlsys_serving_conc_dist): against the closed forms a
 * constant and a linear step give it, and the property it exists for:
 * the percentiles a row gives rise with the load even where the step
 * jumps. */
#include "testutil.h"

#include <gsl/gsl_cdf.h>

#include "models/serving_cb_impl.h"
#include "mlsys/serving.h"

/* T_step(n) = base + slope·n, and past n = 16 a jump of 10 ms when asked
 * (a GEMM tile's step). */
struct line {
    double base_s, slope_s, jump_s;
};

static int step(void *ctx, double n, double *t_s, struct mlsys_err *err)
{
    (void)err;
    const struct line *l = ctx;
    *t_s = l->base_s + l->slope_s * n + (n > 16 ? l->jump_s : 0);
    return MLSYS_OK;
}

/* λ = 10/s, P = 1, O = 64, slots N, chunked, a prompt token's time so
 * small (1e-12 s) that completions are k/(O·T_step(k)) alone (to about
 * 1e-11 of each factor: the laws below are compared to 1e-9). */
static struct mlsys_serving_cb_in input(struct line *l, double slots)
{
    struct mlsys_serving_cb_in in = {10, 1, 1, 64, slots, slots + 1, 1e-12, 0, step, l, 0, 0, 0};
    return in;
}

/* The law for the input, n its mean-value fixed point given by hand. */
static void law(const struct mlsys_serving_cb_in *in, double n, struct step_ints *m,
                struct conc_dist *d)
{
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_serving_conc_dist(in, in->lambda_arr, n, m, d, &err);
    if (rc)
        print_error("unexpected error: %s\n", err.msg);
    assert_int_equal(rc, MLSYS_OK);
}

/* A constant step (20 ms): π(k)/π(k − 1) = λ·O·T/k, the Poisson law of
 * mean a = 10·64·0.02 = 12.8 (an M/G/∞ count); its CDF is GSL's, its
 * variance its mean (no feedback: e = 0), and a decoding request sees
 * 1 + Poisson(a), of mean 13.8. */
static void test_constant_step_is_poisson(void **state)
{
    (void)state;
    struct line l = {0.020, 0, 0};
    struct mlsys_serving_cb_in in = input(&l, 1000);
    struct step_ints m = {0};
    struct conc_dist d = {0};
    law(&in, 12.8, &m, &d);
    assert_close(d.mean, 12.8, 1e-9, 0);
    assert_close(d.var, 12.8, 1e-9, 0);
    assert_close(d.e, 0, 0, 1e-9);
    assert_close(d.mean_seen, 13.8, 1e-9, 0);
    for (size_t i = 0; i < d.len; i++)
        assert_close(d.cdf[i], gsl_cdf_poisson_P((unsigned)(d.k0 + (double)i), 12.8), 0, 1e-9);
    mlsys_serving_conc_dist_free(&d);
    mlsys_serving_step_ints_free(&m);
}

/* A linear step b + s·k: π(k) ∝ Π_{j<=k} λ·O·(b + s·j)/j = p^k·C(k + r − 1, k)
 * with p = λ·O·s = 0.128 and r = b/s + 1 = 101, the negative binomial:
 * mean r·p/(1 − p) = 14.8257, variance mean/(1 − p) = 17.0020, so the
 * feedback 1 − mean/var is p itself. The fixed point n = λ·O·T(n) is
 * 12.8/0.872 = 14.679 (the mean law's), the mode's neighbour. */
static void test_linear_step_is_negative_binomial(void **state)
{
    (void)state;
    struct line l = {0.020, 0.0002, 0};
    struct mlsys_serving_cb_in in = input(&l, 1000);
    struct step_ints m = {0};
    struct conc_dist d = {0};
    double p = 0.128, r = 101;
    law(&in, 12.8 / 0.872, &m, &d);
    assert_close(d.mean, r * p / (1 - p), 1e-9, 0);
    assert_close(d.var, r * p / ((1 - p) * (1 - p)), 1e-9, 0);
    assert_close(d.e, p, 1e-9, 0);
    for (size_t i = 0; i < d.len; i++)
        assert_close(d.cdf[i], gsl_cdf_negative_binomial_P((unsigned)(d.k0 + (double)i), 1 - p, r),
                     0, 1e-9);
    mlsys_serving_conc_dist_free(&d);
    mlsys_serving_step_ints_free(&m);
}

/* A step that jumps 10 ms (50 %) past 16 sequences, as a GEMM tile's
 * does: with the slope alone the p99 figures fell by up to 15 % as the
 * load rose across such a jump (the slope's window lost it). From the
 * law they cannot: a higher load's law dominates a lower one's (its ratio
 * to the lower one's rises with k), so its quantiles and the steps there
 * rise. Checked over 1 to 30 requests/s by 0.25 on 64 slots, equal and
 * varying lengths. */
static void test_percentiles_rise_with_the_load(void **state)
{
    (void)state;
    struct line l = {0.020, 0.0002, 0.010};
    for (int cv = 0; cv <= 1; cv++) {
        struct mlsys_serving_cb_out last = {0};
        int rows = 0;
        for (double lam = 1; lam <= 30; lam += 0.25) {
            struct mlsys_serving_cb_in in = input(&l, 64);
            in.lambda_arr = lam;
            in.prompt = 512;
            in.chunk = 2048;
            in.t_prefill_token_s = 2e-5;
            in.output_cv = cv;
            struct mlsys_serving_cb_out o;
            struct mlsys_err err;
            assert_int_equal(mlsys_serving_cb_eval(&in, &o, &err), MLSYS_OK);
            if (!o.stable)
                break;
            if (rows++) {
                assert_true(o.tpot_p99_s >= last.tpot_p99_s);
                assert_true(o.tpot_p90_s >= last.tpot_p90_s);
                assert_true(o.ttft_p99_s >= last.ttft_p99_s);
                assert_true(o.t_p99_s >= last.t_p99_s);
                assert_true(o.t_p90_s >= last.t_p90_s);
            }
            last = o;
        }
        assert_true(rows > 40); /* the sweep crossed the jump (n = 16 near 11 req/s) */
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_constant_step_is_poisson),
        cmocka_unit_test(test_linear_step_is_negative_binomial),
        cmocka_unit_test(test_percentiles_rise_with_the_load),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
