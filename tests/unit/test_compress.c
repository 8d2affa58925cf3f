/* test_compress.c - compression economics: the break-even codec time
 * (docs/worked-examples.md #27), codec rates and times, collectives
 * as the transfer, and every error. */
#include "testutil.h"

#include "mlsys/compress.h"
#include "mlsys/err.h"

#include <string.h>

/* p2p transfer of M bytes, alpha, beta; ratio r; no codec given. */
static struct mlsys_compress_in mk(double M, double alpha, double beta, double r)
{
    double nan = NAN;
    struct mlsys_comm_in x = {.coll = MLSYS_COLL_P2P, .algo = MLSYS_ALGO_RING, .size_B = M,
                              .ranks = nan, .link = {alpha, beta}, .per_node = nan,
                              .intra = {nan, nan}};
    return (struct mlsys_compress_in){x, r, nan, nan, nan, nan};
}

static struct mlsys_compress_out run(struct mlsys_compress_in in)
{
    struct mlsys_compress_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_compress_eval(&in, &out, &err);
    if (rc)
        print_error("unexpected error: %s\n", err.msg);
    assert_int_equal(rc, MLSYS_OK);
    return out;
}

/* docs/worked-examples.md #27: T_comm 10 ms (here 1 GB at 100 GB/s, alpha 0);
 * r_comp 4 leaves 10/4 = 2.5 ms of transfer, so a codec may take up to
 * 7.5 ms; r_comp 64: 10 - 10/64 = 9.84375 ms. With no codec time the
 * compressed transfer is 2.5 ms: speed-up 4, worthwhile. */
static void test_example27(void **state)
{
    (void)state;
    struct mlsys_compress_out o = run(mk(1e9, 0, 100e9, 4));
    assert_close(o.t_transfer_s, 10e-3, 1e-15, 0);
    assert_close(o.t_transfer_comp_s, 2.5e-3, 1e-15, 0);
    assert_close(o.t_codec_max_s, 7.5e-3, 1e-14, 0);
    assert_close(o.t_compressed_s, 2.5e-3, 1e-15, 0);
    assert_close(o.speedup, 4, 1e-14, 0);
    assert_true(o.worthwhile);
    o = run(mk(1e9, 0, 100e9, 64));
    assert_close(o.t_codec_max_s, 9.84375e-3, 1e-14, 0);
    assert_close(o.t_codec_max_s * 1e3, 9.84, 0, 0.005); /* as published */
}

/* Codec rates: M = 1 GB, encode at 1 TB/s (1 ms), decode at 2 TB/s
 * (0.5 ms), r = 4 at 100 GB/s: T_compressed = 1 + 2.5 + 0.5 = 4 ms,
 * speed-up 10/4 = 2.5. Codec times 5 + 3 = 8 ms > 7.5 ms do not pay:
 * T_compressed = 10.5 ms, speed-up 10/10.5; nor do 4 + 3.6 = 7.6 ms.
 * alpha cancels in T_codec_max for p2p: 1 ms of alpha adds to both sides. */
static void test_codec(void **state)
{
    (void)state;
    struct mlsys_compress_in in = mk(1e9, 0, 100e9, 4);
    in.encode_Bps = 1e12;
    in.decode_Bps = 2e12;
    struct mlsys_compress_out o = run(in);
    assert_close(o.t_encode_s, 1e-3, 1e-15, 0);
    assert_close(o.t_decode_s, 0.5e-3, 1e-15, 0);
    assert_close(o.t_compressed_s, 4e-3, 1e-14, 0);
    assert_close(o.speedup, 2.5, 1e-14, 0);
    assert_true(o.worthwhile);
    in = mk(1e9, 0, 100e9, 4);
    in.t_encode_s = 5e-3;
    in.t_decode_s = 3e-3;
    o = run(in);
    assert_close(o.t_compressed_s, 10.5e-3, 1e-14, 0);
    assert_close(o.speedup, 10.0 / 10.5, 1e-14, 0);
    assert_false(o.worthwhile);
    in.t_encode_s = 4e-3, in.t_decode_s = 3.6e-3;
    o = run(in);
    assert_false(o.worthwhile);
    in = mk(1e9, 1e-3, 100e9, 4);
    o = run(in);
    assert_close(o.t_codec_max_s, 7.5e-3, 1e-12, 0);
    assert_close(o.t_transfer_s, 11e-3, 1e-14, 0);
}

/* A collective as the transfer: ring all-reduce of 14 GB over 256 ranks on
 * IB NDR (docs/worked-examples.md #10: 560.3625 ms); at r = 4 the bandwidth part
 * 557.8125 ms drops to 139.453125 ms and alpha stays, so T_codec_max =
 * 557.8125 * 3/4 = 418.359375 ms. */
static void test_collective(void **state)
{
    (void)state;
    struct mlsys_compress_in in = mk(14e9, 5e-6, 50e9, 4);
    in.xfer.coll = MLSYS_COLL_ALLREDUCE;
    in.xfer.ranks = 256;
    struct mlsys_compress_out o = run(in);
    assert_close(o.t_transfer_s, 0.5603625, 1e-13, 0);
    assert_close(o.t_transfer_comp_s, 2.55e-3 + 0.139453125, 1e-13, 0);
    assert_close(o.t_codec_max_s, 0.418359375, 1e-12, 0);
}

static void expect_error(struct mlsys_compress_in in, int code, const char *part)
{
    struct mlsys_compress_out out;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_compress_eval(&in, &out, &err), code);
    if (!strstr(err.msg, part))
        print_error("message '%s' lacks '%s'\n", err.msg, part);
    assert_non_null(strstr(err.msg, part));
}

static void test_errors(void **state)
{
    (void)state;
    const struct mlsys_compress_in ok = mk(1e9, 0, 100e9, 4);
    struct mlsys_compress_in in = ok;
    in.xfer.size_B = 0;
    expect_error(in, MLSYS_ERANGE, "payload");
    in = ok, in.xfer.size_B = -1;
    expect_error(in, MLSYS_ERANGE, "payload");
    in = ok, in.ratio = 0;
    expect_error(in, MLSYS_ERANGE, "r_comp");
    in = ok, in.ratio = INFINITY;
    expect_error(in, MLSYS_ERANGE, "r_comp");
    in = ok, in.t_encode_s = 1e-3, in.encode_Bps = 1e9;
    expect_error(in, MLSYS_EUSAGE, "the encode time or the encode rate, not both");
    in = ok, in.t_decode_s = 1e-3, in.decode_Bps = 1e9;
    expect_error(in, MLSYS_EUSAGE, "the decode time or the decode rate");
    in = ok, in.t_encode_s = -1;
    expect_error(in, MLSYS_ERANGE, "encode time must be");
    in = ok, in.decode_Bps = 0;
    expect_error(in, MLSYS_ERANGE, "decode rate must be");
    in = ok, in.xfer.link.beta_Bps = 0;
    expect_error(in, MLSYS_ERANGE, "beta");
    in = ok, in.xfer.coll = MLSYS_COLL_ALLGATHER, in.xfer.ranks = 8;
    in.xfer.algo = MLSYS_ALGO_TREE;
    expect_error(in, MLSYS_EUSAGE, "tree");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_example27),
        cmocka_unit_test(test_codec),
        cmocka_unit_test(test_collective),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
