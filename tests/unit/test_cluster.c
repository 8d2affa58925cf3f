/* test_cluster.c - the cluster law, scaling figures, R_eff, Amdahl and
 * Gustafson, stragglers (E[max of N normals] by GSL quadrature), and the
 * quadrature itself. Worked examples cite docs/worked-examples.md. */
#include "testutil.h"

#include "mlsys/cluster.h"
#include "mlsys/err.h"
#include "numerics/numerics.h"

#include <string.h>

/* Inputs with nothing given but N: every optional field NaN. */
static struct mlsys_cluster_in base(double n)
{
    double nan = NAN;
    return (struct mlsys_cluster_in){.devices = n, .t_compute_s = nan, .t_comm_s = nan,
                                     .comm_B = nan, .link = {nan, nan}, .overlap = 0,
                                     .t_sync_s = nan, .straggler_cv = nan, .peak_flops = nan,
                                     .mfu = 1, .eta_scaling = nan, .goodput = 1,
                                     .serial = nan, .params = nan, .tokens = nan,
                                     .tokens_per_step = nan};
}

static struct mlsys_cluster_out run(struct mlsys_cluster_in in)
{
    struct mlsys_cluster_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_cluster_eval(&in, &out, &err);
    if (rc)
        print_error("unexpected error: %s\n", err.msg);
    assert_int_equal(rc, MLSYS_OK);
    return out;
}

/* E[max of N standard normals] against values computed independently with
 * mpmath at 40 digits (mp.quad of x*N*phi(x)*Phi(x)^(N-1) over the real
 * line split at every 1/8, and, as a cross-check, the tail form
 * int_0^inf (1 - Phi^N) - int_-inf^0 Phi^N; both agree to 15 digits):
 *   N = 2: 0.564189583547756 = 1/sqrt(pi)   N = 3: 0.846284375321634
 *   N = 10: 1.53875273083517   N = 100: 2.50759363644168
 *   N = 1000: 3.24143576913344 N = 1e4: 3.85161581706667
 *   N = 1e6: 4.86289748619646  N = 1e9: 6.08768458444596
 *   N = 1e12: 7.11246368476747
 * (Tippett's 1925 tables agree: 3.2414 for N = 1000.) The target is 1e-6
 * for N up to 1e6; the routine does better, checked here to 1e-9. */
static void test_normal_max(void **state)
{
    (void)state;
    static const struct {
        double n, e;
    } cases[] = {
        {2, 0.564189583547756},  {3, 0.846284375321634},   {10, 1.53875273083517},
        {100, 2.50759363644168}, {1000, 3.24143576913344}, {1e4, 3.85161581706667},
        {1e6, 4.86289748619646}, {1e9, 6.08768458444596},  {1e12, 7.11246368476747},
    };
    struct mlsys_err err;
    double e;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_int_equal(mlsys_numerics_normal_max_mean(cases[i].n, &e, &err), MLSYS_OK);
        assert_close(e, cases[i].e, 0, 1e-9);
    }
    assert_int_equal(mlsys_numerics_normal_max_mean(2, &e, &err), MLSYS_OK);
    assert_close(e, 1 / sqrt(3.14159265358979323846), 0, 1e-12);
    assert_int_equal(mlsys_numerics_normal_max_mean(1, &e, &err), MLSYS_OK);
    assert_close(e, 0, 0, 0); /* exactly: the mean of one normal */
    double bad[] = {0, 0.5, 2.5, -3, 2e12, NAN, INFINITY};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        mlsys_err_clear(&err);
        assert_int_equal(mlsys_numerics_normal_max_mean(bad[i], &e, &err), MLSYS_ERANGE);
        assert_non_null(strstr(err.msg, "whole n in [1, 1e12]"));
    }
}

/* Blom's approximation against the same mpmath values: its stated bound,
 * 4.5 % at N = 2 (0.5894558, the normal quantile at 1.625/2.25, Python's
 * statistics.NormalDist), 2.7 % at 3 (0.8694) and 2 % from N = 4 on
 * (1.5466 at 10, 2.4986 at 100, 3.2273 at 1000); 0 for N <= 1. */
static void test_normal_max_blom(void **state)
{
    (void)state;
    assert_close(mlsys_numerics_normal_max_blom(2), 0.5894558, 0, 1e-6);
    static const struct {
        double n, e, rtol;
    } cases[] = {{2, 0.564189583547756, 0.045}, {3, 0.846284375321634, 0.03},
                 {10, 1.53875273083517, 0.02},  {100, 2.50759363644168, 0.02},
                 {1000, 3.24143576913344, 0.02}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        assert_close(mlsys_numerics_normal_max_blom(cases[i].n), cases[i].e, cases[i].rtol, 0);
    assert_close(mlsys_numerics_normal_max_blom(1), 0, 0, 0);
    assert_close(mlsys_numerics_normal_max_blom(0.5), 0, 0, 0);
}

static double square(double x, void *ctx)
{
    (void)ctx;
    return x * x;
}

static double blow_up(double x, void *ctx)
{
    (void)ctx;
    return 1 / x; /* not integrable across 0 */
}

/* The quadrature wrapper: int_0^1 x^2 dx = 1/3; bad intervals and
 * tolerances are ERANGE; a divergent integral is ENUMERIC. */
static void test_integrate(void **state)
{
    (void)state;
    struct mlsys_err err;
    double r, e;
    assert_int_equal(mlsys_numerics_integrate(square, NULL, 0, 1, 1e-12, 1e-12, &r, &e, &err),
                     MLSYS_OK);
    assert_close(r, 1.0 / 3, 1e-14, 0);
    assert_true(e >= 0 && e < 1e-12);
    assert_int_equal(mlsys_numerics_integrate(square, NULL, 1, 0, 1e-12, 0, &r, NULL, &err),
                     MLSYS_ERANGE);
    assert_int_equal(mlsys_numerics_integrate(square, NULL, 0, INFINITY, 1e-12, 0, &r, NULL,
                                              &err),
                     MLSYS_ERANGE);
    assert_int_equal(mlsys_numerics_integrate(square, NULL, 0, 1, 0, 0, &r, NULL, &err),
                     MLSYS_ERANGE);
    assert_int_equal(mlsys_numerics_integrate(square, NULL, 0, 1, -1, 1e-3, &r, NULL, &err),
                     MLSYS_ERANGE);
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_numerics_integrate(blow_up, NULL, -1, 2, 1e-12, 1e-12, &r, NULL,
                                              &err),
                     MLSYS_ENUMERIC);
    assert_non_null(strstr(err.msg, "integration failed"));
}

/* Step model by hand: N = 8, T_compute = 8 s (1 s each), ring all-reduce
 * of M = 1 GB at alpha 0, beta 1 GB/s: T_comm = 2*7/8 * 1 s = 1.75 s;
 * overlap 0.5 hides 0.875 s; T_sync 0.1 s.
 *   T_step = 1 + 1.75 + 0.1 - 0.875 = 1.975 s
 *   speedup = 8/1.975 = 4.0506...; eta_scaling = 1/1.975 = 0.50633
 *   rho = 1.75/1 = 1.75; f_compute = 1/1.975. */
static void test_step_by_hand(void **state)
{
    (void)state;
    struct mlsys_cluster_in in = base(8);
    in.t_compute_s = 8;
    in.comm_B = 1e9;
    in.link = (struct mlsys_link){0, 1e9};
    in.overlap = 0.5;
    in.t_sync_s = 0.1;
    struct mlsys_cluster_out o = run(in);
    assert_close(o.t_comm_s, 1.75, 1e-15, 0);
    assert_close(o.t_overlap_s, 0.875, 1e-15, 0);
    assert_false(o.overlap_capped);
    assert_close(o.t_sync_s, 0.1, 0, 0);
    assert_close(o.t_step_s, 1.975, 1e-15, 0);
    assert_close(o.speedup, 8 / 1.975, 1e-15, 0);
    assert_close(o.eta_scaling, 1 / 1.975, 1e-15, 0);
    assert_close(o.rho, 1.75, 1e-15, 0);
    assert_close(o.f_compute, 1 / 1.975, 1e-15, 0);
    /* overlap 1 would hide 1.75 s behind 1 s of compute: capped at 1 s,
     * T_step = 1 + 1.75 + 0.1 - 1 = 1.85 s */
    in.overlap = 1;
    o = run(in);
    assert_true(o.overlap_capped);
    assert_close(o.t_overlap_s, 1, 0, 0);
    assert_close(o.t_step_s, 1.85, 1e-15, 0);
    /* T_comm as measured instead of bytes */
    in = base(8);
    in.t_compute_s = 8;
    in.t_comm_s = 0.5;
    o = run(in);
    assert_close(o.t_step_s, 1.5, 1e-15, 0);
    assert_close(o.rho, 0.5, 1e-15, 0);
    /* no communication at all: linear scaling */
    in.t_comm_s = NAN;
    o = run(in);
    assert_close(o.t_comm_s, 0, 0, 0);
    assert_close(o.eta_scaling, 1, 1e-15, 0);
}

/* docs/worked-examples.md #10 inside the cluster law: 14 GB over 256 GPUs on
 * IB NDR gives T_comm = 560.4 ms (see test_comm.c). */
static void test_comm_from_bytes(void **state)
{
    (void)state;
    struct mlsys_cluster_in in = base(256);
    in.t_compute_s = 256;
    in.comm_B = 14e9;
    in.link = (struct mlsys_link){5e-6, 50e9};
    struct mlsys_cluster_out o = run(in);
    assert_close(o.t_comm_s, 0.5603625, 1e-13, 0);
    assert_close(o.t_step_s, 1.5603625, 1e-13, 0);
}

/* docs/worked-examples.md #7: 4,096 GPUs give 2.5x the throughput of 1,024 at
 * eta 0.50, so the speed-up at 4,096 is 2.5 * 0.5 * 1,024 = 1,280 and
 * eta_scaling = 1,280/4,096 = 0.3125. A step whose T_N = T_1/1280 (T_1 =
 * 4096 s: 1 s of compute each plus 2.2 s of synchronization) has it. */
static void test_eta_example7(void **state)
{
    (void)state;
    struct mlsys_cluster_in in = base(4096);
    in.t_compute_s = 4096;
    in.t_sync_s = 4096.0 / 1280 - 1;
    struct mlsys_cluster_out o = run(in);
    assert_close(o.speedup, 1280, 1e-13, 0);
    assert_close(o.eta_scaling, 0.3125, 1e-13, 0);
}

/* N = 1: no communication or waiting whatever was given; eta_scaling 1. */
static void test_single_device(void **state)
{
    (void)state;
    struct mlsys_cluster_in in = base(1);
    in.t_compute_s = 10;
    in.comm_B = 14e9;
    in.link = (struct mlsys_link){5e-6, 50e9};
    in.straggler_cv = 0.2;
    struct mlsys_cluster_out o = run(in);
    assert_true(o.single);
    assert_close(o.t_comm_s, 0, 0, 0);
    assert_close(o.t_sync_s, 0, 0, 0);
    assert_close(o.e_max, 0, 0, 0);
    assert_close(o.t_step_s, 10, 0, 0);
    assert_close(o.eta_scaling, 1, 0, 0);
    assert_close(o.speedup, 1, 0, 0);
    in.straggler_cv = NAN;
    in.t_sync_s = 3;
    in.comm_B = NAN;
    in.t_comm_s = 2;
    o = run(in);
    assert_close(o.eta_scaling, 1, 0, 0);
}

/* Stragglers: N = 2, T_compute = 2 s, cv = 0.1: T_sync = 1 s * 0.1 *
 * 1/sqrt(pi) = 0.0564189583547756 s. N = 10: 0.1 * 1.53875273083517 * 0.2 s. */
static void test_stragglers(void **state)
{
    (void)state;
    struct mlsys_cluster_in in = base(2);
    in.t_compute_s = 2;
    in.straggler_cv = 0.1;
    struct mlsys_cluster_out o = run(in);
    assert_close(o.e_max, 0.564189583547756, 0, 1e-9);
    assert_close(o.t_sync_s, 0.0564189583547756, 0, 1e-10);
    assert_close(o.t_step_s, 1.0564189583547756, 0, 1e-10);
    double t, e;
    struct mlsys_err err;
    assert_int_equal(mlsys_cluster_straggler_s(2, 10, 0.1, &t, &e, &err), MLSYS_OK);
    assert_close(t, 0.2 * 0.1 * 1.53875273083517, 0, 1e-10);
    assert_int_equal(mlsys_cluster_straggler_s(2, 10, 0.1, &t, NULL, &err), MLSYS_OK);
    /* zero variation: no waiting */
    in.straggler_cv = 0;
    o = run(in);
    assert_close(o.t_sync_s, 0, 0, 0);
}

/* docs/worked-examples.md #19: 100,000 H100 at 989 TFLOP/s, MFU 0.50,
 * eta_scaling 0.35, eta_goodput 0.60: R_eff = 1e5 * 989e12 * 0.105 =
 * 1.03845e19 FLOP/s = 10,384.5 PFLOP/s, 10.5 % of peak. */
static void test_reff_example19(void **state)
{
    (void)state;
    struct mlsys_cluster_in in = base(100000);
    in.peak_flops = 989e12;
    in.mfu = 0.5;
    in.eta_scaling = 0.35;
    in.goodput = 0.6;
    struct mlsys_cluster_out o = run(in);
    assert_close(o.r_eff_flops, 1.03845e19, 1e-13, 0);
    assert_close(o.r_eff_flops / (1e5 * 989e12), 0.105, 1e-13, 0);
    assert_close(o.speedup, 35000, 1e-13, 0);
    assert_true(isnan(o.t_step_s));
    /* time to train 7e9 parameters on 1e12 tokens: 6 * 7e9 * 1e12 =
     * 4.2e22 FLOP / 1.03845e19 FLOP/s = 4044.49 s */
    in.params = 7e9;
    in.tokens = 1e12;
    o = run(in);
    assert_close(o.train_FLOP, 4.2e22, 1e-15, 0);
    assert_close(o.time_to_train_s, 4.2e22 / 1.03845e19, 1e-13, 0);
}

/* A step model times the whole step: the time to train is D / (B S) steps.
 * T_compute 256 s over N = 256 devices with nothing else is T_step = 1 s;
 * 1e9 tokens at 1e6 a step are 1000 steps, 1000 s, over eta_goodput 0.5:
 * 2000 s, whatever R_eff; the work 6 P D = 6 * 7e9 * 1e9 = 4.2e19 FLOP
 * stays the work. */
static void test_time_to_train_steps(void **state)
{
    (void)state;
    struct mlsys_cluster_in in = base(256);
    in.t_compute_s = 256, in.goodput = 0.5, in.params = 7e9;
    in.tokens = 1e9, in.tokens_per_step = 1e6;
    struct mlsys_cluster_out o = run(in);
    assert_close(o.t_step_s, 1, 1e-15, 0);
    assert_close(o.time_to_train_s, 2000, 1e-15, 0);
    assert_close(o.train_FLOP, 4.2e19, 1e-15, 0);
    in.tokens_per_step = 0;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_cluster_eval(&in, &o, &err), MLSYS_ERANGE);
}

/* docs/worked-examples.md #6 (Amdahl, s = 0.10: N = 256 -> 9.66, 8,192 -> 9.99)
 * and #5 (Gustafson, s = 0.05: N = 8 -> 7.65, 1,000 -> 950.05).
 * 1/(0.1 + 0.9/256) = 9.660377358490566; 1/(0.1 + 0.9/8192) = 9.989025728569686. */
static void test_amdahl_gustafson(void **state)
{
    (void)state;
    assert_close(mlsys_cluster_amdahl(0.10, 256), 9.660377358490566, 1e-14, 0);
    assert_close(mlsys_cluster_amdahl(0.10, 8192), 9.989025728569686, 1e-14, 0);
    assert_close(mlsys_cluster_amdahl(0.10, 256), 9.66, 0, 0.005);
    assert_close(mlsys_cluster_amdahl(0.10, 8192), 9.99, 0, 0.005);
    assert_close(mlsys_cluster_gustafson(0.05, 8), 7.65, 1e-14, 0);
    assert_close(mlsys_cluster_gustafson(0.05, 1000), 950.05, 1e-14, 0);
    /* through the model */
    struct mlsys_cluster_in in = base(1000);
    in.serial = 0.05;
    struct mlsys_cluster_out o = run(in);
    assert_close(o.speedup_gustafson, 950.05, 1e-14, 0);
    assert_close(o.speedup_amdahl, 1 / (0.05 + 0.95 / 1000), 1e-14, 0);
    assert_true(isnan(o.r_eff_flops) && isnan(o.eta_scaling));
    /* limits: s = 0 is linear, s = 1 is no speed-up */
    assert_close(mlsys_cluster_amdahl(0, 64), 64, 1e-15, 0);
    assert_close(mlsys_cluster_amdahl(1, 64), 1, 1e-15, 0);
    assert_close(mlsys_cluster_gustafson(1, 64), 1, 1e-15, 0);
}

static void expect_error(struct mlsys_cluster_in in, int code, const char *part)
{
    struct mlsys_cluster_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_cluster_eval(&in, &out, &err), code);
    if (!strstr(err.msg, part))
        print_error("message '%s' lacks '%s'\n", err.msg, part);
    assert_non_null(strstr(err.msg, part));
}

static void test_errors(void **state)
{
    (void)state;
    struct mlsys_cluster_in ok = base(8);
    ok.t_compute_s = 8;
    struct mlsys_cluster_in in = base(0);
    expect_error(in, MLSYS_ERANGE, "devices");
    in = base(2.5);
    expect_error(in, MLSYS_ERANGE, "devices");
    in = ok, in.t_compute_s = 0;
    expect_error(in, MLSYS_ERANGE, "T_compute");
    in = ok, in.t_comm_s = -1;
    expect_error(in, MLSYS_ERANGE, "T_comm, M");
    in = ok, in.comm_B = -1;
    expect_error(in, MLSYS_ERANGE, "T_comm, M");
    in = ok, in.straggler_cv = -0.1;
    expect_error(in, MLSYS_ERANGE, "straggler");
    in = ok, in.overlap = 1.5;
    expect_error(in, MLSYS_ERANGE, "overlap");
    in = ok, in.mfu = 0;
    expect_error(in, MLSYS_ERANGE, "MFU");
    in = ok, in.goodput = 1.2;
    expect_error(in, MLSYS_ERANGE, "eta_goodput");
    in = base(8), in.eta_scaling = -1;
    expect_error(in, MLSYS_ERANGE, "eta_scaling");
    in = ok, in.peak_flops = 0;
    expect_error(in, MLSYS_ERANGE, "R_peak");
    in = ok, in.serial = 1.5;
    expect_error(in, MLSYS_ERANGE, "serial");
    in = ok, in.t_comm_s = 1, in.comm_B = 1;
    expect_error(in, MLSYS_EUSAGE, "not both");
    in = ok, in.t_sync_s = 1, in.straggler_cv = 0.1;
    expect_error(in, MLSYS_EUSAGE, "not both");
    in = ok, in.eta_scaling = 0.5;
    expect_error(in, MLSYS_EUSAGE, "eta_scaling is computed");
    in = ok, in.tokens = 1e12;
    expect_error(in, MLSYS_EUSAGE, "time to train");
    /* a bad link reaches the comm model */
    in = ok, in.comm_B = 1e9, in.link = (struct mlsys_link){0, 0};
    expect_error(in, MLSYS_ERANGE, "beta");
    /* the straggler model's range */
    in = base(2e12), in.t_compute_s = 1, in.straggler_cv = 0.1;
    expect_error(in, MLSYS_ERANGE, "whole n in [1, 1e12]");
}

int main(void)
{
    mlsys_numerics_init(); /* GSL errors come back as statuses, as in main.c */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_normal_max),       cmocka_unit_test(test_normal_max_blom),
        cmocka_unit_test(test_integrate),
        cmocka_unit_test(test_step_by_hand),     cmocka_unit_test(test_comm_from_bytes),
        cmocka_unit_test(test_eta_example7),     cmocka_unit_test(test_single_device),
        cmocka_unit_test(test_stragglers),       cmocka_unit_test(test_reff_example19),
        cmocka_unit_test(test_amdahl_gustafson),
        cmocka_unit_test(test_time_to_train_steps), cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
