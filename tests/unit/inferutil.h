/* inferutil.h - helpers of the inference-model unit tests (test_infer.c,
 * test_infer_engine.c, test_infer_moe.c): the tiny GPT on an ideal device,
 * and mlsys_infer_eval run on an input that must pass or be refused.
 * Include after testutil.h. */
#ifndef MLSYS_TEST_INFERUTIL_H
#define MLSYS_TEST_INFERUTIL_H

#include <math.h>

#include "mlsys/err.h"
#include "mlsys/infer.h"

/* A one-layer GPT (h 1024, 8 heads of 128, FFN 4096, V 1000, no gating) on
 * an ideal device: R 1e15 FLOP/s, BW 1e12 B/s, efficiencies 1, no units,
 * no engine overhead, 16-bit weights, KV and activations. By hand:
 * attention 4 h^2 = 4,194,304; FFN 2 h F = 8,388,608; norms 2 h = 2,048;
 * tied embedding V h = 1,024,000: P = 13,608,960. */
static inline struct mlsys_infer_in tiny(void)
{
    struct mlsys_infer_in in = {
        .arch = {.layers = 1, .hidden = 1024, .heads = 8, .kv_heads = 8, .head_dim = 128,
                 .ffn = 4096, .vocab = 1000, .experts = NAN, .experts_per_token = 1,
                 .params = NAN, .kv_latent = NAN},
        .dev = {.peak_flops = 1e15, .eta_mm = 1, .eta_mem = 1, .bw_Bps = 1e12,
                .capacity_B = 80e9, .units = NAN, .tdp_W = NAN, .node_devices = NAN,
                .intra = {1e-6, 100e9}, .eta_intra = 1, .inter = {NAN, NAN},
                .eta_inter = NAN},
        .eng = {0, 0, 0, NAN, 1, .kv_pass_Eps = NAN},
        .lay = MLSYS_LAYOUT_ONE, .s_w_B = 2, .s_kv_B = 2, .s_act_B = 2,
        .prompt = 1000, .output = 100, .batch = 1, .mem_util = 0.9, .kv_block = 16,
    };
    return in;
}

static inline struct mlsys_infer_out run(const struct mlsys_infer_in *in)
{
    struct mlsys_infer_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_infer_eval(in, &o, &err);
    if (rc)
        print_error("unexpected error: %s\n", err.msg);
    assert_int_equal(rc, MLSYS_OK);
    return o;
}

/* mlsys_infer_eval refuses in with MLSYS_ERANGE and exactly msg. */
static inline void refused(const struct mlsys_infer_in *in, const char *msg)
{
    struct mlsys_infer_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_infer_eval(in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, msg);
}

#endif
