/* test_serving.c - Little's law, Erlang C, M/M/c latency, the SLO search. */
#include "testutil.h"

#include "numerics/numerics.h"
#include "mlsys/serving.h"

static struct mlsys_serv_out serve(double lambda, double t_svc_s, double batch, double c)
{
    struct mlsys_serv_in in = {lambda, t_svc_s, batch, c};
    struct mlsys_serv_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_serving_eval(&in, &out, &err), 0);
    return out;
}

static double erlang_c(double c, double a)
{
    double p;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_serving_erlang_c(c, a, &p, &err), 0);
    return p;
}

/* docs/worked-examples.md #20: T_svc(16) = 50 + 0.5·16 = 58 ms, so
 * μ_eff = 16/0.058 = 275.9 /s and ρ_serv = 100/275.9 = 36.25 %. */
static void test_batched_rate(void **state)
{
    (void)state;
    struct mlsys_serv_out o = serve(100, 0.050 + 0.0005 * 16, 16, 1);
    assert_close(o.mu_eff, 275.9, 0, 0.05); /* 16/0.058 = 275.862 */
    assert_close(o.mu_eff, 16 / 0.058, 1e-14, 0);
    assert_close(o.rho_serv, 0.3625, 1e-12, 0);
    assert_true(o.stable);
}

/* docs/worked-examples.md #21: 1,000 QPS × 50 ms = 50 requests in flight. */
static void test_little(void **state)
{
    (void)state;
    assert_close(mlsys_serving_little(1000, 0.050), 50, 1e-15, 0);
}

/* docs/worked-examples.md #22: M/M/1 with S = 5 ms and ρ = 0.8 (λ = 160 /s):
 * W_q = ρ/(μ − λ) = 0.8/40 = 20 ms, time in system 25 ms. The M/M/1
 * sojourn time is Exp(μ − λ): P50 = ln 2/40 = 17.33 ms, P99 = ln 100/40
 * = 115.13 ms; Little: Q_req = 160 · 0.025 = 4. */
static void test_mm1(void **state)
{
    (void)state;
    struct mlsys_serv_out o = serve(160, 0.005, 1, 1);
    assert_close(o.p_wait, 0.8, 1e-14, 0);
    assert_close(o.w_q_s, 0.020, 1e-12, 0);
    assert_close(o.t_lat_s, 0.025, 1e-12, 0);
    assert_close(o.q_req, 4, 1e-12, 0);
    assert_close(o.t_p50_s, log(2.0) / 40, 1e-10, 0);
    assert_close(o.t_p99_s, log(100.0) / 40, 1e-10, 0);
    for (double t = 0.001; t < 0.5; t *= 1.7)
        assert_close(mlsys_serving_sojourn_sf(0.8, 40, 200, t), exp(-40 * t), 1e-12, 0);
}

/* Erlang C against hand and published values. c = 2, a = 1: B(1) = 1/2,
 * B(2) = (1/2)/(2 + 1/2) = 1/5, C = (1/5)/(1 − ½·⅘) = 1/3. c = 10, a = 8:
 * 0.4092 (Erlang C tables; Python with factorials: 0.409180150796444).
 * c = 1: C = ρ. Large c against Python's log-space sum of a^k/k! (no
 * recursion): C(100, 90) = 0.21694048090637047, C(10000, 9900) =
 * 0.22277692886718128, C(1000, 500) = 3.3048e-86. */
static void test_erlang_c(void **state)
{
    (void)state;
    assert_close(erlang_c(2, 1), 1.0 / 3, 1e-15, 0);
    assert_close(erlang_c(10, 8), 0.409180150796444, 1e-13, 0);
    assert_close(erlang_c(10, 8), 0.4092, 1e-4, 0);
    assert_close(erlang_c(1, 0.8), 0.8, 1e-15, 0);
    assert_close(erlang_c(100, 90), 0.21694048090637047, 1e-12, 0);
    assert_close(erlang_c(10000, 9900), 0.22277692886718128, 1e-10, 0);
    assert_close(erlang_c(10000, 9990), 0.880541711375695, 1e-10, 0);
    assert_close(erlang_c(1000, 500), 3.304830255504232e-86, 1e-10, 0);
    assert_close(erlang_c(3, 0), 0, 0, 0);
    assert_close(erlang_c(3, 3), 1, 0, 0);
    assert_close(erlang_c(3, 7), 1, 0, 0);
}

/* M/M/2 with λ = 160 /s, S = 5 ms: a = 0.8, B(1) = 0.8/1.8 = 4/9, B(2) =
 * 0.8·(4/9)/(2 + 0.8·(4/9)) = 8/53, C = (8/53)/(1 − 0.4·(45/53)) = 8/35;
 * W_q = C/(2·200 − 160) = (8/35)/240 = 1/1050 s = 0.9524 ms; P99 =
 * 25.78195524475247 ms (Python, closed-form CDF by bisection). */
static void test_mm2(void **state)
{
    (void)state;
    struct mlsys_serv_out o = serve(160, 0.005, 1, 2);
    assert_close(o.p_wait, 8.0 / 35, 1e-13, 0);
    assert_close(o.w_q_s, 1.0 / 1050, 1e-12, 0);
    assert_close(o.t_p99_s, 0.02578195524475247, 1e-10, 0);
    assert_true(o.t_p50_s < o.t_lat_s && o.t_lat_s < o.t_p99_s);
}

/* θ = c·μ − λ equal to ν = 1/T_svc: c = 2, μ = 1 /s, λ = 1 /s, so θ = 1,
 * C(2, 1) = 1/3 and P(T > t) = ⅔e^(−t) + ⅓(1 + t)e^(−t) = e^(−t)(1 + t/3).
 * Python bisection: P50 = 0.974411605189929 s, P99 = 5.665960683792997 s.
 * Close to the special case the general formula is continuous. */
static void test_equal_rates(void **state)
{
    (void)state;
    struct mlsys_serv_out o = serve(1, 1, 1, 2);
    assert_close(o.p_wait, 1.0 / 3, 1e-15, 0);
    assert_close(o.t_p50_s, 0.974411605189929, 1e-10, 0);
    assert_close(o.t_p99_s, 5.665960683792997, 1e-10, 0);
    for (double t = 0.1; t < 20; t *= 1.5) {
        double want = exp(-t) * (1 + t / 3);
        assert_close(mlsys_serving_sojourn_sf(1.0 / 3, 1, 1, t), want, 1e-14, 0);
        assert_close(mlsys_serving_sojourn_sf(1.0 / 3, 1 + 1e-9, 1, t), want, 1e-7, 0);
        assert_close(mlsys_serving_sojourn_sf(1.0 / 3, 1, 1 + 1e-9, t), want, 1e-7, 0);
    }
}

/* ρ_serv >= 1 is a result: stable false and no latency figures. */
static void test_unstable(void **state)
{
    (void)state;
    struct mlsys_serv_out o = serve(300, 0.005, 1, 1);
    assert_false(o.stable);
    assert_close(o.rho_serv, 1.5, 1e-15, 0);
    assert_true(isnan(o.w_q_s) && isnan(o.t_lat_s) && isnan(o.q_req));
    assert_true(isnan(o.t_p50_s) && isnan(o.t_p99_s) && isnan(o.p_wait));
    o = serve(200, 0.005, 1, 1); /* exactly ρ = 1 */
    assert_false(o.stable);
    o = serve(300, 0.005, 1, 2); /* two replicas absorb it */
    assert_true(o.stable);
}

/* SLO searches against a brute-force Python search (every c, every B):
 * fixed 5 ms at 160 /s, P99 <= 50 ms: one replica gives 115 ms, two
 * 25.8 ms, so (c, B) = (2, 1). T_svc = 50 + 0.5·B ms at 2,000 /s, B <= 256,
 * P99 <= 500 ms: (2, 114). T_svc = 10 + 1·B ms at 1,000 /s, B <= 64, P99
 * <= 100 ms: (3, 11). */
static void test_slo(void **state)
{
    (void)state;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    struct mlsys_serv_slo_out o;
    struct mlsys_serv_slo_in a = {160, 0.005, 0, 1, 1, 0.050};
    assert_int_equal(mlsys_serving_slo(&a, &o, &err), 0);
    assert_true(o.found);
    assert_close(o.replicas_min, 2, 0, 0);
    assert_close(o.batch_best, 1, 0, 0);
    struct mlsys_serv_slo_in b = {2000, 0.050, 0.0005, 1, 256, 0.5};
    assert_int_equal(mlsys_serving_slo(&b, &o, &err), 0);
    assert_close(o.replicas_min, 2, 0, 0);
    assert_close(o.batch_best, 114, 0, 0);
    struct mlsys_serv_slo_in c = {1000, 0.010, 0.001, 1, 64, 0.1};
    assert_int_equal(mlsys_serving_slo(&c, &o, &err), 0);
    assert_close(o.replicas_min, 3, 0, 0);
    assert_close(o.batch_best, 11, 0, 0);
    /* 5 ms of service cannot give a 20 ms P99 (5·ln 100 = 23 ms) */
    struct mlsys_serv_slo_in d = {160, 0.005, 0, 1, 1, 0.020};
    assert_int_equal(mlsys_serving_slo(&d, &o, &err), 0);
    assert_false(o.found);
    assert_true(isnan(o.replicas_min) && isnan(o.batch_best));
}

static double line(double x, void *ctx)
{
    (void)ctx;
    return x - 2;
}

/* Every input outside the model's domain, and the root finder's. */
static void test_errors(void **state)
{
    (void)state;
    struct mlsys_err err;
    struct mlsys_serv_out o;
    const struct mlsys_serv_in bad[] = {
        {0, 0.005, 1, 1},     {-1, 0.005, 1, 1},  {NAN, 0.005, 1, 1}, {10, 0, 1, 1},
        {10, -1, 1, 1},       {10, 0.005, 0, 1},  {10, 0.005, 1.5, 1}, {10, 0.005, 1, 0},
        {10, 0.005, 1, 2.5},  {10, 0.005, 1, 2e6},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        mlsys_err_clear(&err);
        assert_int_equal(mlsys_serving_eval(&bad[i], &o, &err), MLSYS_ERANGE);
    }
    double p, t;
    assert_int_equal(mlsys_serving_erlang_c(0, 1, &p, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_erlang_c(2, -1, &p, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_erlang_c(2, NAN, &p, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_sojourn_quantile(0.5, 1, 1, 1.0, &t, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_sojourn_quantile(0.5, 1, 1, 0.0, &t, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_sojourn_quantile(0.5, 0, 1, 0.5, &t, &err), MLSYS_ERANGE);
    struct mlsys_serv_slo_out so;
    struct mlsys_serv_slo_in s = {10, 0, 0, 1, 1, 0.1};
    assert_int_equal(mlsys_serving_slo(&s, &so, &err), MLSYS_ERANGE);
    s = (struct mlsys_serv_slo_in){10, 0.01, 0, 4, 2, 0.1};
    assert_int_equal(mlsys_serving_slo(&s, &so, &err), MLSYS_ERANGE);
    s = (struct mlsys_serv_slo_in){10, 0.01, 0, 1, 2, 0};
    assert_int_equal(mlsys_serving_slo(&s, &so, &err), MLSYS_ERANGE);
    /* root finder: a root, no sign change, a bad interval */
    assert_int_equal(mlsys_numerics_root(line, NULL, 0, 10, 1e-14, 0, &t, &err), 0);
    assert_close(t, 2, 1e-13, 0);
    assert_int_equal(mlsys_numerics_root(line, NULL, 3, 10, 1e-14, 0, &t, &err), MLSYS_ENUMERIC);
    assert_int_equal(mlsys_numerics_root(line, NULL, 10, 3, 1e-14, 0, &t, &err), MLSYS_ENUMERIC);
}

int main(void)
{
    mlsys_numerics_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_batched_rate), cmocka_unit_test(test_little),
        cmocka_unit_test(test_mm1),          cmocka_unit_test(test_erlang_c),
        cmocka_unit_test(test_mm2),          cmocka_unit_test(test_equal_rates),
        cmocka_unit_test(test_unstable),     cmocka_unit_test(test_slo),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
