/* test_serving_slo.c - the SLO search over batch and replicas, with
 * end-to-end, TTFT and TPOT targets, against a brute-force Python search
 * that shares no code with it (Erlang C from the log-space sum of a^k/k!,
 * every batch, every replica count from the stability bound up), and the
 * serving models' errors. */
#include "testutil.h"

#include "numerics/numerics.h"
#include "mlsys/serving.h"

/* a TPOT target on the 99th percentile, the default figure */
#define P99 MLSYS_SERVING_TPOT_P99

/* A service model T_svc(B) = base + item·B, TTFT(B) = tbase + titem·B,
 * TPOT(B) = pbase + pitem·B (0: none). */
struct lines {
    double base, item, tbase, titem, pbase, pitem;
};

static int line_figs(void *ctx, double b, struct mlsys_serving_fig *f, struct mlsys_err *err)
{
    (void)err;
    const struct lines *l = ctx;
    *f = (struct mlsys_serving_fig){l->base + l->item * b, l->tbase + l->titem * b,
                                 l->pbase + l->pitem * b};
    return MLSYS_OK;
}

static struct mlsys_serving_slo_out search(double lambda, double cv, struct lines *l, double bmin,
                                        double bmax, double p99, double ttft, double tpot)
{
    struct mlsys_serving_slo_in in = {lambda, cv, line_figs, l, bmin, bmax, {p99, ttft, tpot, P99}};
    struct mlsys_serving_slo_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_serving_slo(&in, &o, &err), 0);
    return o;
}

static void found(struct mlsys_serving_slo_out o, double c, double b)
{
    assert_true(o.found);
    assert_close(o.replicas_min, c, 0, 0);
    assert_close(o.batch_best, b, 0, 0);
}

/* M/M/c (cv 1), as the search always did: fixed 5 ms at 160 /s, P99 <= 50
 * ms: one replica gives 115 ms, two 25.8 ms, so (c, B) = (2, 1). T_svc =
 * 50 + 0.5·B ms at 2,000 /s, B <= 256, P99 <= 500 ms: (2, 114). T_svc = 10
 * + 1·B ms at 1,000 /s, B <= 64, P99 <= 100 ms: (3, 11). 5 ms of
 * exponential service cannot give a 20 ms P99 (5·ln 100 = 23.03 ms): not
 * found, not reachable, the floor is 23.03 ms. */
static void test_slo_mmc(void **state)
{
    (void)state;
    struct lines fixed = {0.005, 0, 0, 0, 0, 0}, a = {0.050, 0.0005, 0, 0, 0, 0},
                 b = {0.010, 0.001, 0, 0, 0, 0};
    found(search(160, 1, &fixed, 1, 1, 0.050, 0, 0), 2, 1);
    found(search(2000, 1, &a, 1, 256, 0.5, 0, 0), 2, 114);
    found(search(1000, 1, &b, 1, 64, 0.1, 0, 0), 3, 11);
    struct mlsys_serving_slo_out o = search(160, 1, &fixed, 1, 1, 0.020, 0, 0);
    assert_false(o.found || o.reachable);
    assert_true(isnan(o.replicas_min) && isnan(o.batch_best));
    assert_close(o.floor_p99_s, 0.005 * log(100.0), 1e-12, 0);
    assert_true(isnan(o.floor_ttft_p99_s) && isnan(o.floor_tpot_s));
}

/* Deterministic service (cv 0), the same brute force: the fixed
 * 100 ms at 0.1 % load (0.01 /s) meets a 300 ms P99 with one replica (P99
 * = 100 ms: P_wait = 0.001 < 1 %); under M/M/c it cannot (100·ln 100 =
 * 460.5 ms > 300 ms). 5 ms at 160 /s: 20 ms needs (2, 1), 10 ms (3, 1).
 * 50 + 0.5·B ms at 2,000 /s to 500 ms: (2, 256); 10 + 1·B ms at 1,000 /s
 * to 100 ms: (2, 64). */
static void test_slo_mdc(void **state)
{
    (void)state;
    struct lines slow = {0.100, 0, 0, 0, 0, 0}, fixed = {0.005, 0, 0, 0, 0, 0},
                 a = {0.050, 0.0005, 0, 0, 0, 0}, b = {0.010, 0.001, 0, 0, 0, 0};
    found(search(0.01, 0, &slow, 1, 1, 0.300, 0, 0), 1, 1);
    struct mlsys_serving_slo_out o = search(0.01, 1, &slow, 1, 1, 0.300, 0, 0);
    assert_false(o.found || o.reachable);
    assert_close(o.floor_p99_s, 0.1 * log(100.0), 1e-12, 0);
    found(search(160, 0, &fixed, 1, 1, 0.020, 0, 0), 2, 1);
    found(search(160, 0, &fixed, 1, 1, 0.010, 0, 0), 3, 1);
    found(search(2000, 0, &a, 1, 256, 0.5, 0, 0), 2, 256);
    found(search(1000, 0, &b, 1, 64, 0.1, 0, 0), 2, 64);
}

/* TTFT and TPOT targets with T_svc = 100 + 10·B ms, TTFT = 20 + 2·B ms,
 * TPOT = 0.8 + 0.01·B ms at 50 /s, B <= 128 (brute force, cv 0 unless
 * said): P99 <= 1 s: (1, 84); + TTFT_p99 <= 200 ms: (1, 61); + TPOT <=
 * 0.905 ms (B <= 10): (2, 10); TTFT_p99 <= 100 ms alone: (2, 33); TPOT <=
 * 0.855 ms alone (B <= 5): (2, 5), the fewest replicas stable at B = 5
 * (λ·T_svc/B = 50·0.15/5 = 1.5). cv 1 with P99 and TTFT: (2, 10). */
static void test_slo_ttft_tpot(void **state)
{
    (void)state;
    struct lines d = {0.1, 0.01, 0.02, 0.002, 0.0008, 0.00001};
    found(search(50, 0, &d, 1, 128, 1.0, 0, 0), 1, 84);
    found(search(50, 0, &d, 1, 128, 1.0, 0.2, 0), 1, 61);
    found(search(50, 0, &d, 1, 128, 1.0, 0.2, 0.000905), 2, 10);
    found(search(50, 0, &d, 1, 128, 0, 0.1, 0), 2, 33);
    found(search(50, 0, &d, 1, 128, 0, 0, 0.000855), 2, 5);
    found(search(50, 1, &d, 1, 128, 1.0, 0.2, 0), 2, 10);
    /* no TPOT below 0.81 ms (B = 1): nothing reachable; the floors are the
     * least over the batches, B = 1: TPOT 0.81 ms, TTFT 22 ms */
    struct mlsys_serving_slo_out o = search(50, 0, &d, 1, 128, 0, 0.5, 0.0005);
    assert_false(o.found || o.reachable);
    assert_close(o.floor_tpot_s, 0.00081, 1e-12, 0);
    assert_close(o.floor_ttft_p99_s, 0.022, 1e-12, 0);
    assert_true(isnan(o.floor_p99_s));
}

/* Reachable but not within the replica limit: 1 s per request at 10^5 /s
 * needs more than 10^4 replicas (λ·T_svc = 10^5 Erlangs). */
static void test_slo_cap(void **state)
{
    (void)state;
    struct lines l = {1, 0, 0, 0, 0, 0};
    struct mlsys_serving_slo_out o = search(1e5, 0, &l, 1, 1, 2, 0, 0);
    assert_false(o.found);
    assert_true(o.reachable);
    assert_close(o.floor_p99_s, 1, 0, 0);
}

static int bad_figs(void *ctx, double b, struct mlsys_serving_fig *f, struct mlsys_err *err)
{
    (void)ctx;
    (void)b;
    (void)err;
    *f = (struct mlsys_serving_fig){0.1, 0.2, 0}; /* TTFT beyond T_svc */
    return MLSYS_OK;
}

static int failing_figs(void *ctx, double b, struct mlsys_serving_fig *f, struct mlsys_err *err)
{
    (void)ctx;
    (void)b;
    (void)f;
    return mlsys_err_set(err, MLSYS_EUSAGE, "no device");
}

static double line(double x, void *ctx)
{
    (void)ctx;
    return x - 2;
}

/* Every input outside the models' domain, and the root finder's. */
static void test_errors(void **state)
{
    (void)state;
    struct mlsys_err err;
    struct mlsys_serving_out o;
    const struct mlsys_serving_in bad[] = {
        {0, 0.005, 1, 1, 0, 0},      {-1, 0.005, 1, 1, 0, 0},   {NAN, 0.005, 1, 1, 0, 0},
        {10, 0, 1, 1, 0, 0},         {10, -1, 1, 1, 0, 0},      {10, 0.005, 0, 1, 0, 0},
        {10, 0.005, 1.5, 1, 0, 0},   {10, 0.005, 1, 0, 0, 0},   {10, 0.005, 1, 2.5, 0, 0},
        {10, 0.005, 1, 2e6, 0, 0},   {10, 0.005, 1, 1, -1, 0},  {10, 0.005, 1, 1, 11, 0},
        {10, 0.005, 1, 1, NAN, 0},   {10, 0.005, 1, 1, 0, -1},  {10, 0.005, 1, 1, 0, NAN},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        mlsys_err_clear(&err);
        assert_int_equal(mlsys_serving_eval(&bad[i], &o, &err), MLSYS_ERANGE);
    }
    double p, t;
    struct mlsys_serving_wait_out w;
    assert_int_equal(mlsys_serving_erlang_c(0, 1, &p, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_erlang_c(2, -1, &p, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_erlang_c(2, NAN, &p, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_wait(0, 1, 1, 0, &w, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_wait(2, 0, 1, 0, &w, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_wait(2, 1, 0, 0, &w, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_wait(2, 1, 1, 10.5, &w, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_wait(2, 2, 1, 0, &w, &err), MLSYS_ERANGE); /* λ = c·μ */
    const struct mlsys_serving_dist dists[] = {
        {0.5, 0, 1, 0}, {0.5, 1, 0, 0}, {1.5, 1, 1, 0}, {0.5, 1, 1, -1}, {0.5, 1, 1, 20},
    };
    for (size_t i = 0; i < sizeof dists / sizeof dists[0]; i++)
        assert_int_equal(mlsys_serving_time_quantile(&dists[i], 0.5, &t, &err), MLSYS_ERANGE);
    struct mlsys_serving_dist d = {0.5, 1, 1, 1};
    assert_int_equal(mlsys_serving_time_quantile(&d, 1.0, &t, &err), MLSYS_ERANGE);
    assert_int_equal(mlsys_serving_time_quantile(&d, 0.0, &t, &err), MLSYS_ERANGE);
    /* the search */
    struct lines l = {0.01, 0, 0, 0, 0, 0}, none = {0, 0, 0, 0, 0, 0};
    struct mlsys_serving_slo_out so;
    const struct mlsys_serving_slo_in sbad[] = {
        {0, 0, line_figs, &l, 1, 1, {0.1, 0, 0, P99}},   /* no arrivals           */
        {10, -1, line_figs, &l, 1, 1, {0.1, 0, 0, P99}}, /* cv                    */
        {10, 0, NULL, &l, 1, 1, {0.1, 0, 0, P99}},       /* no service model      */
        {10, 0, line_figs, &l, 4, 2, {0.1, 0, 0, P99}},  /* empty batch range     */
        {10, 0, line_figs, &l, 1, 1.5, {0.1, 0, 0, P99}},
        {10, 0, line_figs, &l, 1, 2, {0, 0, 0, P99}},    /* no target             */
        {10, 0, line_figs, &l, 1, 2, {-1, 0, 0, P99}},
        {10, 0, line_figs, &l, 1, 2, {0.1, NAN, 0, P99}},
        {10, 0, line_figs, &l, 1, 2, {0, 0.1, 0, P99}},  /* TTFT the model lacks  */
        {10, 0, line_figs, &l, 1, 2, {0, 0, 0.1, P99}},  /* TPOT the model lacks  */
        {10, 0, line_figs, &none, 1, 2, {0.1, 0, 0, P99}}, /* T_svc = 0           */
        {10, 0, bad_figs, NULL, 1, 2, {0.1, 0, 0, P99}},
        /* a batch past 2^53 (B - 1 == B: the search would not move), and a
           range of more than MLSYS_SERVING_SLO_MAX_BATCHES sizes */
        {10, 0, line_figs, &l, 1e200, 1e200, {0.1, 0, 0, P99}},
        {10, 0, line_figs, &l, 1, 2 * MLSYS_SERVING_SLO_MAX_BATCH, {0.1, 0, 0, P99}},
        {10, 0, line_figs, &l, 1, MLSYS_SERVING_SLO_MAX_BATCHES + 1, {0.1, 0, 0, P99}},
    };
    for (size_t i = 0; i < sizeof sbad / sizeof sbad[0]; i++) {
        mlsys_err_clear(&err);
        assert_int_equal(mlsys_serving_slo(&sbad[i], &so, &err), MLSYS_ERANGE);
    }
    struct mlsys_serving_slo_in fail = {10, 0, failing_figs, NULL, 1, 2, {0.1, 0, 0, P99}};
    assert_int_equal(mlsys_serving_slo(&fail, &so, &err), MLSYS_EUSAGE);
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
        cmocka_unit_test(test_slo_mmc),       cmocka_unit_test(test_slo_mdc),
        cmocka_unit_test(test_slo_ttft_tpot), cmocka_unit_test(test_slo_cap),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
