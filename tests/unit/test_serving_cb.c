/* test_serving_cb.c - the continuous-batching queue (serving.h,
 * mlsys_serving_cb_*): the concurrency's fixed point and the capacity by
 * hand, the figures a vanishing load leaves, the searches by their defining
 * property, and every input error. The agreement of its latencies with a
 * discrete-event simulation of the same scheduler: tests/des/serving_des.py. */
#include "testutil.h"

#include "numerics/numerics.h"
#include "mlsys/serving.h"

/* T_step(n) = 20 ms + 0.2 ms·n, or (ctx non-NULL) a time that is no answer. */
static int step(void *ctx, double n, double *t_s, struct mlsys_err *err)
{
    (void)err;
    *t_s = ctx ? -1 : 0.020 + 0.0002 * n;
    return MLSYS_OK;
}

/* P = 512, O = 64, N = 256 slots, a budget of 2048, τ_p = 0.02 ms. */
static struct mlsys_serving_cb_in input(double lambda)
{
    struct mlsys_serving_cb_in in = {lambda, 1, 512, 64, 256, 2048, 2e-5, 0.005, step, NULL,
                                     0, 0, 0};
    return in;
}

static struct mlsys_serving_cb_out eval(const struct mlsys_serving_cb_in *in)
{
    struct mlsys_serving_cb_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_serving_cb_eval(in, &o, &err);
    if (rc)
        print_error("unexpected error: %s\n", err.msg);
    assert_int_equal(rc, MLSYS_OK);
    return o;
}

/* By hand at λ = 10/s: TPOT(n) = 0.02 + 0.0002 n + (n/64)·512·2e-5 =
 * 0.02 + 0.00036 n; n = 10·64·TPOT(n) = 12.8 + 0.2304 n, so n = 12.8/0.7696
 * = 16.632016632; TPOT = 0.02598752599 s, T_step = 0.02332640333 s. The
 * capacity: n/(O·TPOT(n)) rises with n, so its best is at N = 256:
 * 256/(64·(0.02 + 0.00036·256)) = 35.663338088 /s; rho 10/35.663338088. */
static void test_fixed_point_by_hand(void **state)
{
    (void)state;
    struct mlsys_serving_cb_in in = input(10);
    struct mlsys_serving_cb_out o = eval(&in);
    assert_true(o.stable);
    assert_close(o.conc, 12.8 / 0.7696, 1e-9, 0);
    assert_close(o.tpot_s, 0.02 + 0.00036 * 12.8 / 0.7696, 1e-9, 0);
    assert_close(o.t_step_s, 0.02 + 0.0002 * 12.8 / 0.7696, 1e-9, 0);
    assert_close(o.mu_max, 256 / (64 * (0.02 + 0.00036 * 256)), 1e-12, 0);
    assert_close(o.rho_serv, 10 / o.mu_max, 1e-12, 0);
    assert_close(o.q_req, 10 * o.t_lat_s, 1e-12, 0); /* Little */
    assert_true(o.ttft_p50_s <= o.ttft_p90_s && o.ttft_p90_s <= o.ttft_p99_s);
    assert_true(o.tpot_p50_s <= o.tpot_p90_s && o.tpot_p90_s <= o.tpot_p99_s);
}

/* A vanishing load (1e-6/s): nothing is decoding or queued, so a prompt is
 * prefilled at once in one iteration: chunked, P·τ_p + T_step(0+) =
 * 512·2e-5 + 0.02 = 0.03024 s; separate, P·τ_p + the prefill's fixed
 * 0.005 s = 0.01524 s. Its tokens then come one a step, T_step(0+) = 0.02 s. */
static void test_vanishing_load(void **state)
{
    (void)state;
    struct mlsys_serving_cb_in in = input(1e-6);
    struct mlsys_serving_cb_out o = eval(&in);
    assert_close(o.ttft_s, 0.03024, 1e-6, 0);
    assert_close(o.ttft_p99_s, 0.03024, 1e-6, 0);
    assert_close(o.tpot_s, 0.02, 1e-6, 0);
    assert_close(o.t_lat_s, 0.03024 + 63 * 0.02, 1e-6, 0);
    in.chunk = 0;
    o = eval(&in);
    assert_close(o.ttft_s, 0.01524, 1e-6, 0);
}

/* Multi-step scheduling by hand: K = 4 decode steps an iteration, separate
 * prefill, λ = 10/s, P·τ_p = 512·2e-5 = 0.01024 s, fixed 0.005 s a prefill
 * iteration, shared by its prompts: the arrivals of the 4 steps before it,
 * Poisson of mean x = 10·4·T_step, given any: x/(1 − e^−x), so a prompt
 * costs c = 0.01024 + 0.005 (1 − e^−x)/x. A request holds its slot O_h =
 * 1 + ceil(63/4)·4 = 65 steps. The concurrency solves n (1 − 10 c) =
 * 10·65·(0.02 + 0.0002 n) (bisection, by a script apart from the library):
 * n = 17.682105962; T_step = 0.023536421 s, c = 0.013479346 s; the mean
 * iteration T_step + (n/65)·c = 0.027203240 s, and a request's TPOT that
 * times 64/63 = 0.027635037 s. TTFT: the rest of the iteration under way,
 * uniform up to (1 − u)·4 T_step + u·(0.01024·(1 + 10·4 T_step) + 0.005) =
 * 0.084809194 s (u = 10 c), so half of it on average (the replica busy but
 * for e^−n); then the fixed 0.005 s and the prompts of the cohort, 1 +
 * Poisson(10·4·0.027203240), at 0.01024 s each. TTFT = 0.068787043 s
 * (P_wait is nil: 18 of 256 slots). Until 2026-12-04 each prompt paid no
 * share of the fixed time outside its own TTFT (n = 16.935904117). */
static void test_multi_step_by_hand(void **state)
{
    (void)state;
    struct mlsys_serving_cb_in in = input(10);
    in.chunk = 0;
    in.scheduler_steps = 4;
    struct mlsys_serving_cb_out o = eval(&in);
    assert_true(o.stable);
    assert_close(o.conc, 17.682105962255, 1e-9, 0);
    assert_close(o.t_step_s, 0.023536421192, 1e-9, 0);
    assert_close(o.tpot_s, 0.027635037401, 1e-9, 0);
    assert_close(o.ttft_s, 0.068787042951, 1e-7, 0);
    /* K = 1 and K = 0 (a client's zeroed field) are the same scheduler */
    in.scheduler_steps = 1;
    struct mlsys_serving_cb_out one = eval(&in);
    in.scheduler_steps = 0;
    o = eval(&in);
    assert_close(o.ttft_s, one.ttft_s, 1e-15, 0);
    assert_close(o.tpot_s, one.tpot_s, 1e-15, 0);
    assert_true(one.ttft_s < 0.04); /* the arrival no longer waits for 4 steps */

    /* Lengths of cv 1 (exponential, F(x) = 1 − e^(−x/64): a second method
       for GSL's gamma CDF): a request of o tokens returns its o − 1 later
       ones over ceil((o − 1)/4)·4 steps; the mean of that over (o − 1) over
       the lengths rounded to o >= 2 (summed to o − 1 = 80, past it 1 +
       3/160), times the mean iteration at O_h = 64 + 3/2 (each prompt with
       its share of the fixed time, as above). */
    assert_close(mlsys_numerics_gamma_cdf(64 * log(2), 64, 1), 0.5, 1e-12, 0);
    in.scheduler_steps = 4;
    in.output_cv = 1;
    o = eval(&in);
    double F = 1 - exp(-1.5 / 64), two_plus = 1 - F, s = 0;
    for (int k = 2; k <= 81; k++) {
        double next = 1 - exp(-(k + 0.5) / 64);
        s += (next - F) * ceil((k - 1) / 4.0) * 4 / (k - 1);
        F = next;
    }
    s += (1 - F) * (1 + 3.0 / 160);
    double x = 10 * 4 * o.t_step_s, cost = 512 * 2e-5 + 0.005 * -expm1(-x) / x;
    double iter = o.t_step_s + o.conc / 65.5 * cost;
    assert_close(o.tpot_s, iter * s / two_plus, 1e-9, 0);
    /* Its 99th percentile: requests of 2 tokens, 1 − e^(−1/64) = 1.55 % of
       those of two or more, wait a whole iteration of 4 steps for their
       second token, the largest ratio, so P(r = 4) > 1 % and TPOT_p99 =
       4 x the mean iteration. */
    assert_close(o.tpot_p99_s, 4 * iter, 1e-9, 0);
}

/* Beyond the capacity (35.66/s) nothing but the rates exists. */
static void test_unstable(void **state)
{
    (void)state;
    struct mlsys_serving_cb_in in = input(36);
    struct mlsys_serving_cb_out o = eval(&in);
    assert_false(o.stable);
    assert_true(isnan(o.conc) && isnan(o.ttft_s) && isnan(o.tpot_p99_s) && isnan(o.t_p99_s));
    assert_close(o.rho_serv, 36 / o.mu_max, 1e-12, 0);
}

/* --slo-tpot-at: the figure a TPOT target holds is the one it names, and a
 * target on a lower figure (the median, the mean) is met with fewer
 * replicas than one on the 99th percentile, never more. */
static void test_tpot_at(void **state)
{
    (void)state;
    struct mlsys_serving_cb_in in = input(100);
    in.replicas = 8;
    struct mlsys_serving_cb_out o = eval(&in);
    const enum mlsys_serving_tpot_at at[] = {MLSYS_SERVING_TPOT_P99, MLSYS_SERVING_TPOT_P90,
                                             MLSYS_SERVING_TPOT_P50, MLSYS_SERVING_TPOT_MEAN};
    const double want[] = {o.tpot_p99_s, o.tpot_p90_s, o.tpot_p50_s, o.tpot_s};
    const char *const key[] = {"TPOT_p99", "TPOT_p90", "TPOT_p50", "TPOT"};
    double count[4];
    for (int i = 0; i < 4; i++) {
        struct mlsys_serving_targets slo = {0, 0, 0.040, at[i]};
        const char *name = NULL;
        assert_true(mlsys_serving_cb_tpot_figure(&slo, &o, &name) == want[i]);
        assert_string_equal(name, key[i]);
        struct mlsys_serving_cb_out r;
        struct mlsys_err err;
        mlsys_err_clear(&err);
        bool found;
        assert_int_equal(mlsys_serving_cb_slo(&in, &slo, &found, &count[i], &r, &err), 0);
        assert_true(found);
        if (i > 0 && i < 3)
            assert_true(count[i] <= count[i - 1]);
    }
    assert_true(count[3] <= count[0]);
    /* a value past the enum's reads as the default, the 99th percentile */
    struct mlsys_serving_targets odd = {0, 0, 0.040, (enum mlsys_serving_tpot_at)7};
    assert_true(mlsys_serving_cb_tpot_figure(&odd, &o, NULL) == o.tpot_p99_s);
}

/* The searches by their defining property: the fewest replicas meet the
 * targets and one fewer does not; the most load meets them and twice it
 * does not; an unreachable target is found by neither. */
static void test_searches(void **state)
{
    (void)state;
    struct mlsys_serving_cb_in in = input(100);
    struct mlsys_serving_targets slo = {0, 0, 0.040, MLSYS_SERVING_TPOT_P99};
    struct mlsys_serving_cb_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    bool found;
    double c, lam;
    assert_int_equal(mlsys_serving_cb_slo(&in, &slo, &found, &c, &o, &err), 0);
    assert_true(found && c > 1);
    assert_true(mlsys_serving_cb_meets(&slo, &o));
    in.replicas = c - 1;
    o = eval(&in);
    assert_false(mlsys_serving_cb_meets(&slo, &o));
    in.replicas = 1;
    assert_int_equal(mlsys_serving_cb_max_load(&in, &slo, &found, &lam, &o, &err), 0);
    assert_true(found && lam > 0 && lam < 100);
    assert_true(mlsys_serving_cb_meets(&slo, &o));
    in.lambda_arr = 2 * lam;
    o = eval(&in);
    assert_false(mlsys_serving_cb_meets(&slo, &o));
    slo.tpot_s = 0.001; /* below T_step(0+) = 20 ms */
    in.lambda_arr = 100;
    assert_int_equal(mlsys_serving_cb_slo(&in, &slo, &found, &c, &o, &err), 0);
    assert_false(found);
    assert_int_equal(mlsys_serving_cb_max_load(&in, &slo, &found, &lam, &o, &err), 0);
    assert_false(found);
}

/* Every input the model refuses, with its message. */
/* Output lengths that vary. The gamma quantile by hand: cv 1 is the
 * exponential, whose median is mean·ln 2 and 99th percentile mean·ln 100.
 * At λ = 10/s nothing waits for a slot (P_wait ~ 0 at cv 0 and 1 alike),
 * so the mean time in system, linear in O, is the same; the spread moves
 * only the percentiles: the median below the mean's (a skewed length), the
 * 99th percentile above it, near TTFT + (O_p99 − 1)·TPOT with O_p99 =
 * 64 ln 100 = 294.7 tokens (the prompts prefilled over the request's life
 * add their Poisson spread; within 15 %, the DES's tolerance). */
static void test_output_spread(void **state)
{
    (void)state;
    assert_close(mlsys_numerics_gamma_quantile(0.5, 64, 1), 64 * log(2), 1e-12, 0);
    assert_close(mlsys_numerics_gamma_quantile(0.99, 64, 1), 64 * log(100), 1e-12, 0);
    assert_close(mlsys_numerics_gamma_quantile(0.99, 64, 0), 64, 0, 0);
    struct mlsys_serving_cb_in in = input(10);
    struct mlsys_serving_cb_out equal = eval(&in);
    in.output_cv = 1;
    struct mlsys_serving_cb_out spread = eval(&in);
    assert_true(equal.p_wait < 1e-12 && spread.p_wait < 1e-12);
    assert_close(spread.t_lat_s, equal.t_lat_s, 1e-9, 0);
    assert_close(spread.conc, equal.conc, 0, 0);
    assert_true(spread.t_p50_s < equal.t_p50_s);
    assert_true(spread.t_p99_s > 3 * equal.t_p99_s);
    double by_hand = spread.ttft_s + (64 * log(100) - 1) * spread.tpot_s;
    assert_close(spread.t_p99_s, by_hand, 0.15, 0);
}

/* TPOT's quantiles with lengths that vary are a mixture over them: as the
 * spread vanishes (cv 1e-6, every stratum O = 64 tokens) the mixture is
 * the one-length formula's within one sequence's step, 0.2 ms (the
 * concurrency's quantile is a whole number, which the mixture's z grid of
 * 0.05 interpolates between); at cv 1 the
 * mean is unchanged and the 99th percentile rises, short requests
 * spreading most: at least the one length's, and below the share one
 * prompt adds to a request of two tokens, T_step + 512·2e-5·K over 1
 * token with K the prompts prefilled in its step (a bound, not a value). */
static void test_tpot_mixture(void **state)
{
    (void)state;
    struct mlsys_serving_cb_in in = input(10);
    struct mlsys_serving_cb_out one = eval(&in);
    in.output_cv = 1e-6;
    struct mlsys_serving_cb_out thin = eval(&in);
    assert_close(thin.tpot_p99_s, one.tpot_p99_s, 0, 0.0002);
    assert_close(thin.tpot_p90_s, one.tpot_p90_s, 0, 0.0002);
    in.output_cv = 1;
    struct mlsys_serving_cb_out wide = eval(&in);
    assert_close(wide.tpot_s, one.tpot_s, 1e-12, 0);
    assert_true(wide.tpot_p50_s <= wide.tpot_p90_s && wide.tpot_p90_s <= wide.tpot_p99_s);
    assert_true(wide.tpot_p99_s > one.tpot_p99_s);
    assert_true(wide.tpot_p99_s < one.t_step_s + 3 * 512 * 2e-5);
}

static void test_errors(void **state)
{
    (void)state;
    static const struct {
        int field;
        double v;
        const char *msg;
    } cases[] = {
        {0, 0, "arrival rate must be greater than zero"},
        {1, 0.5, "replicas must be a whole number from 1 to 1000000"},
        {2, 0, "prompt and output tokens must be at least 1"},
        {3, 0, "prompt and output tokens must be at least 1"},
        {4, 0, "slots must be a whole number >= 1"},
        {5, 100, "the token budget per iteration must exceed the slots (or be 0: separate "
                 "prefill)"},
        {6, 0, "prefill times must be finite, per token above zero"},
        {7, -1, "prefill times must be finite, per token above zero"},
        {8, 10.5, "the output lengths' coefficient of variation must be from 0 to 10"},
        {8, -0.1, "the output lengths' coefficient of variation must be from 0 to 10"},
        {9, 65, "the decode steps per scheduling iteration must be a whole number from 1 to 64"},
        {9, 2.5, "the decode steps per scheduling iteration must be a whole number from 1 to 64"},
        {9, 4, "multi-step scheduling (more than one decode step per iteration) needs separate "
               "prefill (chunk 0)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct mlsys_serving_cb_in in = input(10);
        double *f[] = {&in.lambda_arr, &in.replicas, &in.prompt, &in.output,
                       &in.slots,      &in.chunk,    &in.t_prefill_token_s,
                       &in.t_prefill_fixed_s, &in.output_cv, &in.scheduler_steps};
        *f[cases[i].field] = cases[i].v;
        struct mlsys_serving_cb_out o;
        struct mlsys_err err;
        mlsys_err_clear(&err);
        assert_int_equal(mlsys_serving_cb_eval(&in, &o, &err), MLSYS_ERANGE);
        assert_string_equal(err.msg, cases[i].msg);
    }
    struct mlsys_serving_cb_in in = input(10);
    struct mlsys_serving_cb_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    in.step = NULL;
    assert_int_equal(mlsys_serving_cb_eval(&in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "continuous batching needs a step model");
    in.step = step;
    in.ctx = &in; /* the step model answers -1 s */
    assert_int_equal(mlsys_serving_cb_eval(&in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "the step model gave T_step(1) out of range");
}

int main(void)
{
    mlsys_numerics_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fixed_point_by_hand), cmocka_unit_test(test_vanishing_load),
        cmocka_unit_test(test_unstable),            cmocka_unit_test(test_searches),
        cmocka_unit_test(test_errors),              cmocka_unit_test(test_output_spread),
        cmocka_unit_test(test_tpot_mixture),        cmocka_unit_test(test_tpot_at),
        cmocka_unit_test(test_multi_step_by_hand),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
