/* test_serving.c - Little's law, Erlang C, and the M/M/c, M/D/c and M/G/c
 * queues: mean waits and percentiles of the time in system, against
 * independent values (hand calculations, Pollaczek–Khinchine, exact M/D/c
 * and M/D/1 results computed apart). The SLO search: test_serving_slo.c. */
#include "testutil.h"

#include "numerics/numerics.h"
#include "mlsys/serving.h"

static struct mlsys_serving_out serve_cv(double lambda, double t_svc_s, double batch, double c,
                                      double cv)
{
    struct mlsys_serving_in in = {lambda, t_svc_s, batch, c, cv, 0};
    struct mlsys_serving_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_serving_eval(&in, &out, &err), 0);
    return out;
}

/* The M/M/c queue (cv_s = 1). */
static struct mlsys_serving_out serve(double lambda, double t_svc_s, double batch, double c)
{
    return serve_cv(lambda, t_svc_s, batch, c, 1);
}

static double erlang_c(double c, double a)
{
    double p;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_serving_erlang_c(c, a, &p, &err), 0);
    return p;
}

static double quantile(double p_wait, double theta, double svc, double cv, double p)
{
    struct mlsys_serving_dist d = {p_wait, theta, svc, cv};
    struct mlsys_err err;
    double t;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_serving_time_quantile(&d, p, &t, &err), 0);
    return t;
}

/* docs/worked-examples.md #20: T_svc(16) = 50 + 0.5·16 = 58 ms, so
 * μ_eff = 16/0.058 = 275.9 /s and ρ_serv = 100/275.9 = 36.25 %. */
static void test_batched_rate(void **state)
{
    (void)state;
    struct mlsys_serving_out o = serve(100, 0.050 + 0.0005 * 16, 16, 1);
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
    struct mlsys_serving_out o = serve(160, 0.005, 1, 1);
    assert_close(o.p_wait, 0.8, 1e-14, 0);
    assert_close(o.w_q_s, 0.020, 1e-12, 0);
    assert_close(o.t_lat_s, 0.025, 1e-12, 0);
    assert_close(o.q_req, 4, 1e-12, 0);
    assert_close(o.t_p50_s, log(2.0) / 40, 1e-10, 0);
    assert_close(o.t_p99_s, log(100.0) / 40, 1e-10, 0);
    for (double t = 0.001; t < 0.5; t *= 1.7)
        assert_close(mlsys_serving_sojourn_sf(0.8, 40, 200, t), exp(-40 * t), 1e-12, 0);
    assert_true(isnan(o.ttft_s) && isnan(o.ttft_p99_s)); /* no TTFT given */
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
    struct mlsys_serving_out o = serve(160, 0.005, 1, 2);
    assert_close(o.p_wait, 8.0 / 35, 1e-13, 0);
    assert_close(o.w_q_s, 1.0 / 1050, 1e-12, 0);
    assert_close(o.t_p99_s, 0.02578195524475247, 1e-10, 0);
    assert_true(o.t_p50_s < o.t_lat_s && o.t_lat_s < o.t_p99_s);
}

/* θ = c·μ − λ equal to ν = 1/T_svc: c = 2, μ = 1 /s, λ = 1 /s, so θ = 1,
 * C(2, 1) = 1/3 and P(T > t) = ⅔e^(−t) + ⅓(1 + t)e^(−t) = e^(−t)(1 + t/3).
 * Python bisection: P50 = 0.974411605189929 s, P99 = 5.665960683792997 s.
 * Close to the special case the general formula is continuous; far apart
 * (ν = 1e300, a service time of almost nothing) it stays finite. */
static void test_equal_rates(void **state)
{
    (void)state;
    struct mlsys_serving_out o = serve(1, 1, 1, 2);
    assert_close(o.p_wait, 1.0 / 3, 1e-15, 0);
    assert_close(o.t_p50_s, 0.974411605189929, 1e-10, 0);
    assert_close(o.t_p99_s, 5.665960683792997, 1e-10, 0);
    for (double t = 0.1; t < 20; t *= 1.5) {
        double want = exp(-t) * (1 + t / 3);
        assert_close(mlsys_serving_sojourn_sf(1.0 / 3, 1, 1, t), want, 1e-14, 0);
        assert_close(mlsys_serving_sojourn_sf(1.0 / 3, 1 + 1e-9, 1, t), want, 1e-7, 0);
        assert_close(mlsys_serving_sojourn_sf(1.0 / 3, 1, 1 + 1e-9, t), want, 1e-7, 0);
        /* S ≈ 0: T = W, P(T > t) = C·e^(−θt) */
        assert_close(mlsys_serving_sojourn_sf(0.5, 2, 1e300, t), 0.5 * exp(-2 * t), 1e-14, 0);
    }
}

/* ρ_serv >= 1 is a result: stable false and no latency figures. */
static void test_unstable(void **state)
{
    (void)state;
    struct mlsys_serving_out o = serve(300, 0.005, 1, 1);
    assert_false(o.stable);
    assert_close(o.rho_serv, 1.5, 1e-15, 0);
    assert_true(isnan(o.w_q_s) && isnan(o.t_lat_s) && isnan(o.q_req));
    assert_true(isnan(o.t_p50_s) && isnan(o.t_p99_s) && isnan(o.p_wait));
    o = serve(200, 0.005, 1, 1); /* exactly ρ = 1 */
    assert_false(o.stable);
    o = serve(300, 0.005, 1, 2); /* two replicas absorb it */
    assert_true(o.stable);
    o = serve_cv(300, 0.005, 1, 1, 0); /* deterministic service does not help ρ >= 1 */
    assert_false(o.stable);
}

/* M/D/1 (cv_s = 0), worked example #22's server with constant 5 ms
 * service at ρ = 0.8: the Pollaczek–Khinchine mean wait, exact for M/D/1,
 * ρ/(2μ(1 − ρ)) = 0.8/(2·200·0.2) = 10 ms, half the M/M/1 wait; time in
 * system 15 ms; Little 160·0.015 = 2.4. Percentiles by the stated
 * approximation: P(W > t) = 0.8·e^(−80t) (θ = 2·(200 − 160) = 80 /s), so
 * P50 = 5 ms + ln(0.8/0.5)/80 = 10.8751 ms and P99 = 5 ms + ln(0.8/0.01)/80
 * = 5 + 54.7753 = 59.7753 ms. Against the exact M/D/1 waiting-time
 * distribution (Erlang 1909, P(W <= t) = (1 − ρ)Σ_{k<=t/D} [λ(kD −
 * t)]^k/k!·e^(−λ(kD − t)), 80-digit Python): P50 = 2.275940·D = 11.3797 ms,
 * P99 = 11.355887·D = 56.7794 ms; the approximation is 4.4 % low at P50 and
 * 5.3 % high (on the safe side) at P99. */
static void test_md1(void **state)
{
    (void)state;
    struct mlsys_serving_out o = serve_cv(160, 0.005, 1, 1, 0);
    assert_close(o.p_wait, 0.8, 1e-14, 0);
    assert_close(o.w_q_s, 0.8 / (2 * 200 * 0.2), 1e-12, 0);
    assert_close(o.w_q_s, serve(160, 0.005, 1, 1).w_q_s / 2, 1e-12, 0);
    assert_close(o.t_lat_s, 0.015, 1e-12, 0);
    assert_close(o.q_req, 2.4, 1e-12, 0);
    assert_close(o.t_p50_s, 0.005 + log(1.6) / 80, 1e-12, 0);
    assert_close(o.t_p99_s, 0.005 + log(80.0) / 80, 1e-12, 0);
    assert_close(o.t_p99_s, 0.0597753, 1e-6, 0);
    assert_close(o.t_p99_s, 0.0567794, 0.06, 0); /* exact M/D/1 */
    assert_true(o.t_p99_s > 0.0567794);
    assert_close(o.t_p50_s, 0.0113797, 0.05, 0);
    /* ρ = 0.95 (λ = 190 /s): exact P99 45.937766·D, the approximation
     * 5 ms + ln(95)/20 = 46.538769·D, 1.3 % high */
    o = serve_cv(190, 0.005, 1, 1, 0);
    assert_close(o.t_p99_s, 0.005 * 46.538769, 1e-7, 0);
    assert_close(o.t_p99_s, 0.005 * 45.937766, 0.015, 0);
}

/* M/D/c against Crommelin's exact result, computed apart in Python from
 * N(t + D) = max(N(t) − c, 0) + Poisson(λD) (the number present one service
 * time later; iterated to its fixed point), W_q = (E[N] − λD)/λ; it matches
 * Cosmetatos' correction to 0.2 %. In units of D:
 *   c = 2,  ρ = 0.8: exact 0.9032838794; Allen–Cunneen ½·C/(c − a) with
 *                    C(2, 1.6) = 32/45: ½·(32/45)/0.4 = 0.8888888889 (−1.6 %)
 *   c = 10, ρ = 0.8: exact 0.1098277897; A–C 0.1022950377 (−6.9 %)
 *   c = 10, ρ = 0.9: exact 0.3445820504; A–C 0.3343657621 (−3.0 %)
 *   c = 10, ρ = 0.5: exact 0.004741796554; A–C 0.003610535916 (−24 %) */
static void test_mdc(void **state)
{
    (void)state;
    static const double rows[][4] = { /* c, ρ, exact, Allen–Cunneen */
        {2, 0.8, 0.9032838794, 0.8888888889},
        {10, 0.8, 0.1098277897, 0.1022950377},
        {10, 0.9, 0.3445820504, 0.3343657621},
        {10, 0.5, 0.004741796554, 0.003610535916},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        double c = rows[i][0], rho = rows[i][1];
        struct mlsys_serving_out o = serve_cv(rho * c, 1, 1, c, 0);
        assert_close(o.w_q_s, rows[i][3], 1e-9, 0);
        assert_true(o.w_q_s < rows[i][2]); /* A–C is low for M/D/c, c > 1 */
        assert_close(o.w_q_s, rows[i][2], rho >= 0.8 ? 0.07 : 0.25, 0);
    }
}

/* M/G/1 with cv_s = 2, 5 ms at ρ = 0.8: Pollaczek–Khinchine, exact for the
 * mean, W_q = λ·E[S²]/(2(1 − ρ)) with E[S²] = (1 + cv²)·S² = 5·25e-6 s²:
 * 160·1.25e-4/0.4 = 50 ms, 2.5 times M/M/1's 20 ms. A–C at cv_s = 1 is
 * M/M/c to the last digit, percentiles too (c = 2 as test_mm2). */
static void test_mg1(void **state)
{
    (void)state;
    struct mlsys_serving_out o = serve_cv(160, 0.005, 1, 1, 2);
    assert_close(o.w_q_s, 160 * 1.25e-4 / 0.4, 1e-12, 0);
    assert_close(o.t_lat_s, 0.055, 1e-12, 0);
    struct mlsys_serving_out g = serve_cv(160, 0.005, 1, 2, 1), m = serve(160, 0.005, 1, 2);
    assert_close(g.w_q_s, m.w_q_s, 0, 0);
    assert_close(g.t_p99_s, 0.02578195524475247, 1e-10, 0);
    /* the tail grows with cv_s */
    double last = 0;
    for (double cv = 0; cv <= 3; cv += 0.25) {
        double p99 = serve_cv(160, 0.005, 1, 2, cv).t_p99_s;
        assert_true(p99 > last);
        last = p99;
    }
}

struct moment_ctx {
    const struct mlsys_serving_dist *d;
    int k; /* E[T^k] = ∫ k·t^(k−1)·P(T > t) dt */
};

static double moment_integrand(double t, void *ctx)
{
    const struct moment_ctx *m = ctx;
    return m->k * pow(t, m->k - 1) * mlsys_serving_time_sf(m->d, t);
}

/* E[T^k] of d by integrating its survival function (independent of the
 * closed forms the fit was derived with). */
static double moment(const struct mlsys_serving_dist *d, int k)
{
    struct moment_ctx m = {d, k};
    struct mlsys_err err;
    double r = 0, part;
    mlsys_err_clear(&err);
    for (double lo = 0; lo < 400; lo = lo ? lo * 2 : 0.5) { /* pieces: the tail is long */
        double hi = lo ? lo * 2 : 0.5;
        assert_int_equal(mlsys_numerics_integrate(moment_integrand, &m, lo, hi, 1e-14, 1e-12,
                                                  &part, NULL, &err),
                         0);
        r += part;
    }
    return r;
}

/* The service-time fits of struct mlsys_serving_dist have the mean and cv
 * asked for (moments by integrating P(S > t), no wait): E[S] = 1 and
 * E[S²] = 1 + cv². With a wait, E[T] = P_wait/θ + E[S] (W and S
 * independent). Without a wait the quantiles are the service's own:
 * cv = 0.5: 0.5 + 0.5·ln 100 = 2.802585; cv = 1: ln 100 = 4.605170. */
static void test_fits(void **state)
{
    (void)state;
    static const double cvs[] = {0.25, 0.5, 1, 1.5, 2, 4};
    for (size_t i = 0; i < sizeof cvs / sizeof cvs[0]; i++) {
        double cv = cvs[i];
        struct mlsys_serving_dist s = {0, 1, 1, cv}, t = {0.4, 2.5, 1, cv};
        assert_close(moment(&s, 1), 1, 1e-9, 0);
        assert_close(moment(&s, 2), 1 + cv * cv, 1e-8, 0);
        assert_close(moment(&t, 1), 1 + 0.4 / 2.5, 1e-9, 0);
        /* P(T > q_p) = 1 − p */
        double q = quantile(0.4, 2.5, 1, cv, 0.99);
        assert_close(mlsys_serving_time_sf(&t, q), 0.01, 1e-9, 0);
    }
    assert_close(quantile(0, 1, 1, 0.5, 0.99), 0.5 + 0.5 * log(100.0), 1e-12, 0);
    assert_close(quantile(0, 1, 1, 1, 0.99), log(100.0), 1e-12, 0);
    assert_close(quantile(0, 1, 1, 0, 0.99), 1, 0, 0); /* deterministic: S itself */
    assert_close(quantile(0.005, 1, 1, 0, 0.99), 1, 0, 0); /* P_wait < 1 %: P99 = S */
}

/* TTFT: the wait plus the prefill. With the M/D/1 of test_md1 and a TTFT
 * of 2 ms in the 5 ms batch: mean 10 + 2 = 12 ms; P99 = 2 ms + 54.7753 ms. */
static void test_ttft(void **state)
{
    (void)state;
    struct mlsys_serving_in in = {160, 0.005, 1, 1, 0, 0.002};
    struct mlsys_serving_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_serving_eval(&in, &o, &err), 0);
    assert_close(o.ttft_s, 0.012, 1e-12, 0);
    assert_close(o.ttft_p99_s, 0.002 + log(80.0) / 80, 1e-12, 0);
    struct mlsys_serving_targets slo = {0.060, 0.057, 0, MLSYS_SERVING_TPOT_P99};
    assert_true(mlsys_serving_meets(&slo, &o, 0));
    slo.ttft_p99_s = 0.056;
    assert_false(mlsys_serving_meets(&slo, &o, 0));
    slo = (struct mlsys_serving_targets){0.059, 0, 0, MLSYS_SERVING_TPOT_P99}; /* P99 59.78 ms */
    assert_false(mlsys_serving_meets(&slo, &o, 0));
    slo = (struct mlsys_serving_targets){0, 0, 0.001, MLSYS_SERVING_TPOT_P99};
    assert_true(mlsys_serving_meets(&slo, &o, 0.001));
    assert_false(mlsys_serving_meets(&slo, &o, 0.0011));
    assert_false(mlsys_serving_meets(&slo, &o, 0)); /* no TPOT to meet it with */
    in.ttft_s = 0.006;                               /* beyond T_svc */
    assert_int_equal(mlsys_serving_eval(&in, &o, &err), MLSYS_ERANGE);
}

/* Queue names and their cv_s. */
static void test_queue_cv(void **state)
{
    (void)state;
    assert_close(mlsys_serving_queue_cv(MLSYS_SERVING_MGC, 0.7), 0.7, 0, 0);
    assert_close(mlsys_serving_queue_cv(MLSYS_SERVING_MDC, 0.7), 0, 0, 0);
    assert_close(mlsys_serving_queue_cv(MLSYS_SERVING_MMC, 0.7), 1, 0, 0);
}

int main(void)
{
    mlsys_numerics_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_batched_rate), cmocka_unit_test(test_little),
        cmocka_unit_test(test_mm1),          cmocka_unit_test(test_erlang_c),
        cmocka_unit_test(test_mm2),          cmocka_unit_test(test_equal_rates),
        cmocka_unit_test(test_unstable),     cmocka_unit_test(test_md1),
        cmocka_unit_test(test_mdc),          cmocka_unit_test(test_mg1),
        cmocka_unit_test(test_fits),         cmocka_unit_test(test_ttft),
        cmocka_unit_test(test_queue_cv),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
