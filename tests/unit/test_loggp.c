/* test_loggp.c - the LogGP model: one long message, m messages, the
 * equivalent alpha-beta, errors. Hand calculations in the comments. */
#include "testutil.h"

#include "mlsys/comm.h"
#include "mlsys/err.h"
#include "mlsys/loggp.h"

#include <string.h>

static struct mlsys_loggp_out run(struct mlsys_loggp_in in)
{
    struct mlsys_loggp_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_loggp_eval(&in, &out, &err), MLSYS_OK);
    return out;
}

/* L = 5 us, o_send = o_recv = 1 us, g = 2 us, G = 0.1 ns/B (10 GB/s),
 * n = 1e6 B, m = 10:
 *   T_long = 1 us + 999,999 * 0.1 ns + 5 us + 1 us = 7 us + 99.9999 us
 *          = 106.9999 us
 *   The bytes of one message take (n-1)G = 99.9999 us to leave, longer than
 *   g = 2 us and o_send = 1 us, so they space the messages:
 *   T_msgs = T_long + 9 * 99.9999 us = 106.9999 + 899.9991 = 1006.999 us
 *   (10 MB in about 1 ms: the link's 10 GB/s, as it must be)
 *   alpha_equiv = 1 + 5 + 1 = 7 us; beta_equiv = 1/0.1 ns/B = 10 GB/s. */
static void test_hand(void **state)
{
    (void)state;
    struct mlsys_loggp_in in = {5e-6, 1e-6, 1e-6, 2e-6, 1e-10, 1e6, 10};
    struct mlsys_loggp_out o = run(in);
    assert_close(o.t_long_s, 106.9999e-6, 1e-13, 0);
    assert_close(o.gap_s, 99.9999e-6, 1e-13, 0);
    assert_close(o.t_msgs_s, 1006.999e-6, 1e-13, 0);
    assert_close(o.alpha_equiv_s, 7e-6, 1e-15, 0);
    assert_close(o.beta_equiv_Bps, 1e10, 1e-15, 0);
    /* T_long(n) is the alpha-beta time of n-1 bytes with the equivalent
     * parameters: 7 us + (1e6 - 1)/1e10 s */
    struct mlsys_link l = {o.alpha_equiv_s, o.beta_equiv_Bps};
    assert_close(o.t_long_s, mlsys_comm_p2p_s(&l, 1e6 - 1), 1e-13, 0);
    /* a short message keeps the gap g: n = 1000 B, (n-1)G = 99.9 ns < 2 us,
     * T_long = 7 us + 0.0999 us = 7.0999 us, T_msgs = 7.0999 + 9*2 = 25.0999 us */
    in.size_B = 1000;
    o = run(in);
    assert_close(o.gap_s, 2e-6, 0, 0);
    assert_close(o.t_msgs_s, 25.0999e-6, 1e-13, 0);
}

/* A sender overhead longer than the gap spaces the messages: o_send = 3 us,
 * g = 2 us, m = 4: T_msgs = T_long + 3 * 3 us. One byte costs no G:
 * T_long(1) = 3 + 5 + 1 = 9 us. */
static void test_overhead_bound(void **state)
{
    (void)state;
    struct mlsys_loggp_in in = {5e-6, 3e-6, 1e-6, 2e-6, 1e-10, 1, 4};
    struct mlsys_loggp_out o = run(in);
    assert_close(o.t_long_s, 9e-6, 1e-15, 0);
    assert_close(o.gap_s, 3e-6, 0, 0);
    assert_close(o.t_msgs_s, 18e-6, 1e-15, 0);
    /* one message: T_msgs = T_long */
    in.messages = 1;
    o = run(in);
    assert_close(o.t_msgs_s, o.t_long_s, 0, 0);
}

static void expect_error(struct mlsys_loggp_in in, const char *part)
{
    struct mlsys_loggp_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_loggp_eval(&in, &out, &err), MLSYS_ERANGE);
    if (!strstr(err.msg, part))
        print_error("message '%s' lacks '%s'\n", err.msg, part);
    assert_non_null(strstr(err.msg, part));
}

static void test_errors(void **state)
{
    (void)state;
    const struct mlsys_loggp_in ok = {5e-6, 1e-6, 1e-6, 2e-6, 1e-10, 100, 1};
    struct mlsys_loggp_in in = ok;
    in.L_s = -1;
    expect_error(in, "L_LogGP");
    in = ok, in.L_s = INFINITY;
    expect_error(in, "L_LogGP");
    in = ok, in.o_send_s = -1e-6;
    expect_error(in, "overheads");
    in = ok, in.o_recv_s = NAN;
    expect_error(in, "overheads");
    in = ok, in.g_s = -1;
    expect_error(in, "g must");
    in = ok, in.G_sPB = 0;
    expect_error(in, "G must");
    in = ok, in.G_sPB = INFINITY;
    expect_error(in, "G must");
    in = ok, in.size_B = 0.5;
    expect_error(in, "at least 1 B");
    in = ok, in.size_B = INFINITY;
    expect_error(in, "at least 1 B");
    in = ok, in.messages = 0;
    expect_error(in, "messages");
    in = ok, in.messages = 2.5;
    expect_error(in, "messages");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hand),
        cmocka_unit_test(test_overhead_bound),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
