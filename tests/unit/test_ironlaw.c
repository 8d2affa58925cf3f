/* test_ironlaw.c - the iron law and roofline (ironlaw.h) against the
 * worked examples of docs/worked-examples.md. */
#include "testutil.h"

#include <math.h>

#include "mlsys/ironlaw.h"

static void test_eta_from_latency(void **state)
{
    (void)state;
    /* docs/worked-examples.md #1: 7e9 params x 2 FLOP per token in 50 ms on
     * an H100 (989 TFLOP/s): achieved 14e9 / 0.05 = 0.28 TFLOP/s; MFU =
     * 0.28e12 / 989e12 = 0.028 %.
     * Build a step of exactly 50 ms by letting memory take the rest. */
    double ops = 14e9, peak = 989e12, bw = 3.35e12;
    struct mlsys_ironlaw_in in = {(0.05 - ops / peak) * bw, bw, ops, peak, 1, 0, 1, 0};
    struct mlsys_ironlaw_out o;
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, NULL), 0);
    assert_close(o.t_s, 0.05, 1e-12, 0);
    assert_close(ops / o.t_s, 0.28e12, 1e-12, 0);
    assert_close(o.mfu, 0.28e12 / 989e12, 1e-12, 0);
    assert_close(o.mfu * 100, 0.028, 0.02, 0); /* the published, rounded figure */
    assert_int_equal(o.bound, MLSYS_BOUND_MEMORY);
}

static void test_fixed_overhead(void **state)
{
    (void)state;
    /* docs/worked-examples.md #2: a 1,000-token prompt at 10,000 tokens/s
     * plus 20 ms overhead: TTFT = 0.1 s + 0.02 s = 120 ms. Model the prefill
     * rate as R_peak = O / 0.1 s. */
    double ops = 1000 * 2 * 7e9;
    struct mlsys_ironlaw_in in = {0, 1e12, ops, ops / 0.1, 1, 0.020, 1, 0};
    struct mlsys_ironlaw_out o;
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, NULL), 0);
    assert_close(o.t_s, 0.120, 1e-12, 0);
    assert_int_equal(o.bound, MLSYS_BOUND_COMPUTE);
}

static void test_ridge(void **state)
{
    (void)state;
    /* docs/worked-examples.md #3: H100 989 TFLOP/s, 3.35 TB/s: ridge 295.2
     * FLOP/B; at eta 0.5 147.6. */
    struct mlsys_ironlaw_in in = {1e6, 3.35e12, 1e9, 989e12, 0.5, 0, 1, 0};
    struct mlsys_ironlaw_out o;
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, NULL), 0);
    assert_close(o.ridge, 295.2, 5e-4, 0);
    assert_close(o.ridge_eff, 147.6, 5e-4, 0);
    /* I = 1e9 / 1e6 = 1000 FLOP/B > ridge: compute roof, R_attain = 0.5 * 989e12. */
    assert_close(o.intensity, 1000, 1e-15, 0);
    assert_close(o.r_attain_flops, 494.5e12, 1e-15, 0);
    /* T_mem = 1e6/3.35e12 = 0.2985 us; T_comp = 1e9/494.5e12 = 2.022 us;
     * overlapped T = 2.022 us; serialised T = 2.321 us. */
    assert_close(o.t_overlap_s, 1e9 / 494.5e12, 1e-12, 0);
    assert_close(o.t_s, 1e6 / 3.35e12 + 1e9 / 494.5e12, 1e-12, 0);
}

static void test_decode_ceiling(void **state)
{
    (void)state;
    /* docs/worked-examples.md #26: Llama 3.1 8B bf16 weights (16.06 GB) on
     * 3.35 TB/s: 4.794 ms per token, 208.6 tokens/s per sequence. */
    struct mlsys_ironlaw_in in = {16.06e9, 3.35e12, 0, 989e12, 1, 0, 1, 0};
    struct mlsys_ironlaw_out o;
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, NULL), 0);
    assert_close(o.t_s, 4.794e-3, 1e-4, 0);
    assert_close(1 / o.t_s, 208.6, 5e-4, 0);
}

static void test_latency_bound_and_errors(void **state)
{
    (void)state;
    struct mlsys_ironlaw_in in = {1, 1e12, 1, 1e12, 1, 1e-3, 1, 0};
    struct mlsys_ironlaw_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, NULL), 0);
    assert_int_equal(o.bound, MLSYS_BOUND_LATENCY);
    assert_string_equal(mlsys_bound_name(o.bound), "latency");
    in.bw_Bps = 0;
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "BW must be greater than zero");
    in.bw_Bps = 1e12;
    in.eta_hw = 1.5;
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "eta_hw must be in (0, 1]");
    in.eta_hw = 1;
    in.dvol_B = -1;
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, &err), MLSYS_ERANGE);
    in.dvol_B = 0; /* no bytes: infinite intensity, compute bound */
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, NULL), 0);
    assert_true(isinf(o.intensity));
    /* Results beyond a double (max about 1.8e308) are refused:
     * 1e10 B / 1e-300 B/s = 1e310 s, and 1e12 FLOP/s / 1e-300 B/s = 1e312. */
    in.dvol_B = 1e10;
    in.bw_Bps = 1e-300;
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "D_vol / BW or R_peak / BW overflows a double (over 1.8e308): "
                                 "BW is too small");
    /* 1e300 FLOP / 1e-20 FLOP/s = 1e320 s (with BW 1e12, D_vol 1e10: 0.01 s). */
    in.bw_Bps = 1e12;
    in.ops_FLOP = 1e300;
    in.peak_flops = 1e-20;
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "O / (R_peak eta_hw) overflows a double (over 1.8e308 s): "
                                 "R_peak is too small for O");
    /* Each term finite (1.5e308 s), their sum not: 3e308 s. */
    in.ops_FLOP = 1.5e308;
    in.peak_flops = 1;
    in.dvol_B = 1.5e308;
    in.bw_Bps = 1;
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "T = T_mem + T_comp + L_lat overflows a double (over 1.8e308 s)");
}

/* A step split over p = 4 stages with exposed communication: T_mem = 1e9 B
 * / 1e12 B/s = 1 ms and T_comp = 1e12 FLOP / 1e15 FLOP/s = 1 ms per stage,
 * so T = 4 (1 + 1) ms + T_comm + L_lat; with T_comm = 0.5 ms and L_lat =
 * 0.1 ms, 8.6 ms; with T_comm = 10 ms, 18.1 ms and communication bound (10
 * ms against 4 ms of memory and 4 of compute). */
static void test_stages_comm(void **state)
{
    (void)state;
    struct mlsys_ironlaw_in in = {1e9, 1e12, 1e12, 1e15, 1, 1e-4, 4, 5e-4};
    struct mlsys_ironlaw_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, &err), 0);
    assert_close(o.t_s, 8.6e-3, 1e-12, 0);
    assert_close(o.t_overlap_s, 4.6e-3, 1e-12, 0);
    in.comm_s = 10e-3;
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, &err), 0);
    assert_close(o.t_s, 18.1e-3, 1e-12, 0);
    assert_int_equal(o.bound, MLSYS_BOUND_COMM);
    assert_string_equal(mlsys_bound_name(o.bound), "communication");
    in.comm_s = -1;
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "T_comm must be a finite number >= 0");
    in.comm_s = 0;
    in.stages = 0; /* not "one": every count not given is refused, not defaulted */
    assert_int_equal(mlsys_ironlaw_eval(&in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "stages must be a finite number >= 1");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stages_comm),
        cmocka_unit_test(test_eta_from_latency), cmocka_unit_test(test_fixed_overhead),
        cmocka_unit_test(test_ridge),            cmocka_unit_test(test_decode_ceiling),
        cmocka_unit_test(test_latency_bound_and_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
