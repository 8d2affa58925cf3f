/* test_parallel.c - 3D parallelism: resolving N_total = d*p*t, the
 * pipeline bubble (docs/worked-examples.md #12, #13), per-step
 * traffic by hand, and every error. */
#include "testutil.h"

#include "mlsys/err.h"
#include "mlsys/parallel.h"

#include <string.h>

/* Degrees and m, V given; sizes NaN except s_elem = 2 (fp16). */
static struct mlsys_parallel_in deg(double n, double d, double p, double t)
{
    double nan = NAN;
    return (struct mlsys_parallel_in){.devices = n, .dp = d, .pp = p, .tp = t,
                                      .microbatches = 1, .virtual_stages = 1, .params = nan,
                                      .layers = nan, .hidden = nan, .batch = nan, .seq = nan,
                                      .s_elem_B = 2};
}

static struct mlsys_parallel_out run(struct mlsys_parallel_in in)
{
    struct mlsys_parallel_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_parallel_eval(&in, &out, &err);
    if (rc)
        print_error("unexpected error: %s\n", err.msg);
    assert_int_equal(rc, MLSYS_OK);
    return out;
}

/* docs/worked-examples.md #12: p = 4, m = 8, V = 4: (4-1)/(4*8 + 4 - 1) = 3/35.
 * #13: p = 8, m = 4 and 32 give pipeline efficiencies 36.4 % and 82.1 %:
 * that is 1 - b_pipe = m/(m + p - 1) with V = 1: 4/11 = 0.3636 and
 * 32/39 = 0.8205 (b_pipe itself is 7/11 and 7/39). */
static void test_bubble_examples(void **state)
{
    (void)state;
    assert_close(mlsys_parallel_bubble(4, 8, 4), 3.0 / 35, 1e-15, 0);
    assert_close(mlsys_parallel_bubble(4, 8, 4), 0.0857, 0, 5e-5);
    assert_close(1 - mlsys_parallel_bubble(8, 4, 1), 4.0 / 11, 1e-15, 0);
    assert_close(1 - mlsys_parallel_bubble(8, 4, 1), 0.364, 0, 5e-4);
    assert_close(1 - mlsys_parallel_bubble(8, 32, 1), 32.0 / 39, 1e-15, 0);
    assert_close(1 - mlsys_parallel_bubble(8, 32, 1), 0.821, 0, 5e-4);
    /* one stage has no bubble */
    assert_close(mlsys_parallel_bubble(1, 1, 1), 0, 0, 0);
    /* through the model */
    struct mlsys_parallel_in in = deg(NAN, NAN, 4, NAN);
    in.microbatches = 8;
    in.virtual_stages = 4;
    struct mlsys_parallel_out o = run(in);
    assert_close(o.b_pipe, 3.0 / 35, 1e-15, 0);
    assert_close(o.eta_pipe, 32.0 / 35, 1e-15, 0);
}

/* N_total = 64 with t = 8, p = 2 gives d = 64/16 = 4; all four given and
 * consistent; without N_total the product, missing degrees being 1. */
static void test_degrees(void **state)
{
    (void)state;
    struct mlsys_parallel_out o = run(deg(64, NAN, 2, 8));
    assert_close(o.dp, 4, 0, 0);
    assert_int_equal(o.derived, MLSYS_PAR_DP);
    assert_int_equal(o.assumed, 0);
    o = run(deg(64, 4, NAN, 8));
    assert_close(o.pp, 2, 0, 0);
    assert_int_equal(o.derived, MLSYS_PAR_PP);
    o = run(deg(64, 4, 2, NAN));
    assert_close(o.tp, 8, 0, 0);
    assert_int_equal(o.derived, MLSYS_PAR_TP);
    o = run(deg(64, 4, 2, 8));
    assert_int_equal(o.derived, 0);
    assert_close(o.n_total, 64, 0, 0);
    o = run(deg(NAN, 4, NAN, 8));
    assert_close(o.n_total, 32, 0, 0);
    assert_close(o.pp, 1, 0, 0);
    assert_int_equal(o.derived, MLSYS_PAR_N);
    assert_int_equal(o.assumed, MLSYS_PAR_PP);
    o = run(deg(NAN, NAN, NAN, NAN));
    assert_close(o.n_total, 1, 0, 0);
    assert_int_equal(o.assumed, MLSYS_PAR_DP | MLSYS_PAR_PP | MLSYS_PAR_TP);
}

/* Traffic by hand: P = 7e9, N_L = 32, d_model = 4096, B = 64, S = 2048,
 * fp16, d = 4, p = 2, t = 2, m = 8, V = 1. B/d = 16 sequences per replica,
 * 2 per microbatch. act = 16 * 2048 * 4096 * 2 B = 268,435,456 B.
 *   tp_bytes = 4 * (32/2) * act = 64 * act = 17,179,869,184 B
 *   pp_bytes = 2 * 1 * act = 536,870,912 B
 *   dp_bytes = 7e9 * 2 / (2*2) = 3.5e9 B
 * With V = 2 the pp traffic doubles (two chunk boundaries per device). */
static void test_traffic(void **state)
{
    (void)state;
    struct mlsys_parallel_in in = deg(16, 4, 2, 2);
    in.microbatches = 8;
    in.params = 7e9, in.layers = 32, in.hidden = 4096, in.batch = 64, in.seq = 2048;
    struct mlsys_parallel_out o = run(in);
    assert_close(o.batch_replica, 16, 0, 0);
    assert_close(o.batch_micro, 2, 0, 0);
    assert_close(o.tp_bytes, 17179869184.0, 1e-15, 0);
    assert_close(o.pp_bytes, 536870912.0, 1e-15, 0);
    assert_close(o.dp_bytes, 3.5e9, 1e-15, 0);
    in.virtual_stages = 2;
    o = run(in);
    assert_close(o.pp_bytes, 2 * 536870912.0, 1e-15, 0);
    /* degree 1 moves nothing over that dimension, even with sizes unknown */
    o = run(deg(1, 1, 1, 1));
    assert_close(o.tp_bytes, 0, 0, 0);
    assert_close(o.pp_bytes, 0, 0, 0);
    assert_close(o.dp_bytes, 0, 0, 0);
    /* unknown sizes with degree > 1: NaN */
    o = run(deg(8, 2, 2, 2));
    assert_true(isnan(o.tp_bytes) && isnan(o.pp_bytes) && isnan(o.dp_bytes));
    assert_true(isnan(o.batch_micro));
}

static void expect_error(struct mlsys_parallel_in in, int code, const char *part)
{
    struct mlsys_parallel_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_parallel_eval(&in, &out, &err), code);
    if (!strstr(err.msg, part))
        print_error("message '%s' lacks '%s'\n", err.msg, part);
    assert_non_null(strstr(err.msg, part));
}

static void test_errors(void **state)
{
    (void)state;
    expect_error(deg(64, NAN, 3, 8), MLSYS_ERANGE, "N_total = 64 is not divisible by pp*tp = 24");
    expect_error(deg(64, 5, NAN, 2), MLSYS_ERANGE, "not divisible by dp*tp = 10");
    expect_error(deg(64, 3, 2, NAN), MLSYS_ERANGE, "not divisible by dp*pp = 6");
    expect_error(deg(64, 4, 2, 4), MLSYS_EUSAGE, "dp*pp*tp = 32 is not N_total = 64");
    expect_error(deg(64, NAN, NAN, 8), MLSYS_EUSAGE, "two of the degrees");
    expect_error(deg(64, NAN, NAN, NAN), MLSYS_EUSAGE, "two of the degrees");
    expect_error(deg(0, 1, 1, NAN), MLSYS_ERANGE, "whole numbers >= 1");
    expect_error(deg(NAN, 1.5, 1, 1), MLSYS_ERANGE, "whole numbers >= 1");
    struct mlsys_parallel_in in = deg(NAN, 2, 2, 1);
    in.microbatches = 0;
    expect_error(in, MLSYS_ERANGE, "microbatches and virtual stages");
    in.microbatches = 4, in.virtual_stages = 1.5;
    expect_error(in, MLSYS_ERANGE, "microbatches and virtual stages");
    in.virtual_stages = 1, in.hidden = -1;
    expect_error(in, MLSYS_ERANGE, "must be > 0");
    in.hidden = NAN, in.s_elem_B = 0;
    expect_error(in, MLSYS_ERANGE, "s_elem");
    /* B = 12 over d*m = 2*4 = 8 microbatches: 1.5 sequences each */
    in.s_elem_B = 2, in.batch = 12;
    expect_error(in, MLSYS_ERANGE, "a batch of 12 sequences does not split into dp*m = 8");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bubble_examples),
        cmocka_unit_test(test_degrees),
        cmocka_unit_test(test_traffic),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
