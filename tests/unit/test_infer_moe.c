/* test_infer_moe.c - the serving model (infer.h) on mixtures of experts,
 * by hand on the tiny GPT of inferutil.h: expert parallelism and its
 * all-to-all, routed experts stored in their own width, the experts'
 * grouped GEMM, an engine's time per routed token and its own rate for the
 * experts, the expert layouts refused; and latent attention's FLOPs (MLA). */
#include "testutil.h"
#include "inferutil.h"

#include "mlsys/infer.h"
#include "models/infer_impl.h"

/* tiny() with its FFN as 8 routed experts of width 512, 2 a token, gated. */
static struct mlsys_infer_in tiny_moe(void)
{
    struct mlsys_infer_in in = tiny();
    in.arch.experts = 8;
    in.arch.experts_per_token = 2;
    in.arch.ffn = 512;
    in.arch.gated = true;
    return in;
}

/* Expert parallelism, by hand: tiny() with its FFN as 4 routed experts,
 * k = 1, over e = 2 devices (t = 1, so 2 attention groups of one), B = 4.
 *   P = 4,194,304 + 2,048 + 4 x 8,388,608 + 1,024,000 = 38,774,784, of
 *   which the routed experts R = 33,554,432: a device holds P - R +
 *   R/2 = 21,997,568 parameters, 43,995,136 B.
 *   KV: 1,100 tokens in 69 pages of 16 = 1,104 x 4,096 B = 4,521,984 B;
 *   a group holds floor((72e9 - 43,995,136) / 4,521,984) = 15,912, the two
 *   31,824; the busier group has 2 of the 4 sequences: M_total =
 *   43,995,136 + 2 x 4,521,984 = 53,039,104 B.
 *   Weights streamed: attention and output layer 5,218,304 x 2 B =
 *   10,436,608 B; of a device's 2 experts the 4 tokens touch 2 (1 - (3/4)^4)
 *   = 1.3671875 on average, and the busier of the e = 2 devices that mean
 *   plus z_2 binomial deviations, z_2 = Blom's expected maximum of two
 *   standard normals, the normal quantile at 1.625/2.25 = 0.5894558
 *   (Python's statistics.NormalDist), the deviation sqrt(2 x 0.68359375 x
 *   0.31640625) = 0.6577131: 1.7548804 experts, x 8,388,608 x 2 B =
 *   29,442,006.96 B, in all 39,878,614.96 B at 1e12 B/s = 39.878614962 us (33.374208
 *   with the mean).
 *   All-to-all: each device sends its 2 tokens to k = 1 expert, M = 2 x 1 x
 *   1024 x 2 = 4,096 B; 1 x 1 us + 1/2 x 4,096 / 1e11 = 1.02048 us, a
 *   dispatch and a combine in the one layer: 2.04096 us. */
static void test_expert_parallel(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.arch.experts = 4;
    in.lay.ep = 2;
    in.batch = 4;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.weights_B, 43995136, 1e-15, 0);
    assert_close(o.batch_max, 31824, 0, 0);
    assert_close(o.m_total_B, 53039104, 1e-15, 0);
    assert_close(o.t_weights_s, 39.878614962e-6, 1e-9, 0);
    assert_close(o.t_a2a_s, 2.04096e-6, 1e-12, 0);
    assert_close(o.devices, 2, 0, 0);
    /* e = 1: no all-to-all, and the step's terms add up */
    in.lay.ep = 1;
    o = run(&in);
    assert_close(o.t_a2a_s, 0, 0, 0);
    assert_close(o.t_step_s, o.t_gemm_s + o.t_kv_s + o.t_comm_s + o.t_overhead_s, 1e-15, 0);
}

/* Routed experts stored in their own width (s_exp_B), by hand: tiny_moe()
 * holds P = 4,194,304 (attention) + 2,048 (norms) + 8 x 3 x 1,024 x 512 =
 * 12,582,912 (experts, R) + 2 x 1,024,000 (input and output embeddings, a
 * gated model's untied pair) = 18,827,264 weights; with the experts at
 * 0.5 B and the rest at 2: (P - R) x 2 + R x 0.5 = 12,488,704 + 6,291,456
 * = 18,780,160 B (37,654,528 all at 2 B). A decode
 * step of one token streams attention and output layer, 5,218,304 x 2 =
 * 10,436,608 B, and the 8 (1 - 6/8) = 2 experts it touches, 2 x 1,572,864
 * x 0.5 = 1,572,864 B: 12,009,472 B at 1e12 B/s = 12.009472 us. */
static void test_expert_storage(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny_moe();
    struct mlsys_infer_out same = run(&in);
    assert_close(same.weights_B, 37654528, 1e-15, 0);
    in.s_exp_B = 0.5;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.weights_B, 18780160, 1e-15, 0);
    assert_close(o.t_weights_s, 12.009472e-6, 1e-12, 0);
    in.s_exp_B = 2; /* the same width as the rest: as if not given */
    assert_close(run(&in).weights_B, same.weights_B, 1e-15, 0);
}

/* The routed experts' grouped GEMM, by hand: one token to k = 2 of E = 8
 * experts touches exactly 2 (8 (1 - (1 - 2/8)^1)), each with one row. With
 * 100 units at BW 1e12 B/s and 1 us a tile, gate and up (1,024 columns of
 * h = 1,024 inputs: 8 tiles of 128 an expert) take 16/100 x 1 us + 16 x
 * 1,024 x 128 B / 1e12 = 0.16 + 2.097152 us, more than their roofline
 * (2,097,152 B of weights, 8,192 of activations: 2.105344 us); down (1,024
 * columns of 512 inputs) 0.16 + 1.048576 us, more than its 1.05472 us.
 * Without the tile time (0, llama.cpp's profiles) the two rooflines: the
 * sum 3.160064 us. Experts read at half a byte take grouped_tile_subbyte_s
 * instead: at 1 us gate and up take 0.16 + 1.048576 us, more than their
 * roofline (1,048,576 B of weights and 8,192 of activations, 1.056768 us),
 * and down 0.16 + 0.524288, more than its 530,432 B: the sum 1.892864 us;
 * at 0 (NVIDIA's block-scaled kernels, whatever grouped_tile_s is) the two
 * rooflines, 1.5872 us. A dense model never takes the term. */
static void test_grouped_tiles(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny_moe();
    in.s_w_B = 1;
    in.dev.units = 100;
    in.eng.grouped_tile_s = 1e-6;
    struct mlsys_gemm_dev g = {in.dev.peak_flops, 1, 100, 1e12};
    double flop, weight_B;
    assert_close(mlsys_infer_routed_s(&in, &g, 1, 1, &flop, &weight_B), 3.465728e-6, 1e-12, 0);
    assert_close(weight_B, 2 * (1024.0 * 1024 + 512.0 * 1024), 1e-15, 0);
    in.eng.grouped_tile_s = 0;
    assert_close(mlsys_infer_routed_s(&in, &g, 1, 1, &flop, &weight_B), 3.160064e-6, 1e-12, 0);
    in.eng.grouped_tile_s = 1e-6;
    in.s_exp_B = 0.5;
    in.eng.grouped_tile_subbyte_s = 1e-6;
    assert_close(mlsys_infer_routed_s(&in, &g, 1, 0.5, &flop, &weight_B), 1.892864e-6, 1e-12, 0);
    assert_close(weight_B, (1024.0 * 1024 + 512.0 * 1024), 1e-15, 0);
    in.eng.grouped_tile_subbyte_s = 0;
    assert_close(mlsys_infer_routed_s(&in, &g, 1, 0.5, &flop, &weight_B), 1.5872e-6, 1e-12, 0);
    in.s_exp_B = 0;
    in.arch.experts = NAN; /* dense: the FFN's two rooflines (1 token of 1,024 by 512) */
    double dense = mlsys_infer_routed_s(&in, &g, 1, 1, &flop, &weight_B);
    assert_close(dense,
                 (1024.0 * 1024 + 2 * 1024 + 2 * 1024 + 512.0 * 1024 + 2 * 512 + 2 * 1024) / 1e12,
                 1e-12, 0);
}

/* The time per routed token (eng.moe_token_s), by hand: a decode step of
 * B = 100 sequences on a mixture at t = 2 adds 7 us x 100 / 2 = 350 us to
 * T_overhead beside the engine's 10 us a step, and 7 us / 2 = 3.5 us to a
 * prompt token packed into a step; with e = 4 experts hold 4 devices:
 * 7 us x 100 / 4 = 175 us. A dense model, or an engine without it, adds
 * none; the pass grows by exactly what T_overhead does. */
static void test_moe_token_time(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny_moe();
    in.batch = 100;
    in.lay.tp = 2;
    in.eng.step_s = 10e-6;
    struct mlsys_infer_out none = run(&in);
    assert_close(none.t_overhead_s, 10e-6, 1e-15, 0);
    in.eng.moe_token_s = 7e-6;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.t_overhead_s, 10e-6 + 350e-6, 1e-12, 0);
    assert_close(o.t_pass_s - none.t_pass_s, 350e-6, 1e-12, 0);
    assert_close(o.t_prefill_token_s - none.t_prefill_token_s, 3.5e-6, 1e-12, 0);
    in.lay.ep = 4;
    struct mlsys_infer_out ep = run(&in);
    assert_close(ep.t_overhead_s, 10e-6 + 175e-6, 1e-12, 0);
    in.lay.ep = 1;
    in.arch.experts = NAN; /* dense */
    assert_close(run(&in).t_overhead_s, 10e-6, 1e-15, 0);
}

/* An engine's own rate for the routed experts (eng.moe_flops, TensorRT-LLM
 * 0.7-0.9's grouped GEMM), by hand: a decode step of B = 1,000 tokens to
 * k = 2 of E = 8 experts touches all 8 (8 (1 - (3/4)^1000)), 250 rows each.
 * At the device's 1e15 FLOP/s they are bound by their bytes: gate and up
 * (N = 1,024, K = 1,024) move 8 x 2 (250 x 1,024 + 1,024 x 1,024 + 250 x
 * 1,024) = 24,969,216 B, down (N = 1,024, K = 512) 8 x 2 (250 x 512 + 512 x
 * 1,024 + 250 x 1,024) = 14,532,608 B: 39.501824 us at 1e12 B/s. At 1e13
 * FLOP/s they are bound by their FLOPs, 8 x 2 x 250 x 1,024 x (1,024 +
 * 512) = 6,291,456,000: 629.1456 us, so T_gemm grows by 589.643776 us. A
 * dense model's FFN keeps the device's rate. */
static void test_moe_engine_rate(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny_moe();
    in.batch = 1000;
    struct mlsys_infer_out device = run(&in);
    in.eng.moe_flops = 1e13;
    struct mlsys_infer_out own = run(&in);
    assert_close(own.t_gemm_s - device.t_gemm_s, 589.643776e-6, 1e-12, 0);
    in.arch.experts = NAN; /* dense */
    struct mlsys_infer_out dense = run(&in);
    in.eng.moe_flops = 0;
    assert_close(run(&in).t_gemm_s, dense.t_gemm_s, 1e-15, 0);
}

/* Expert layouts the model refuses (mlsys_rule_ep_experts), each naming
 * its fix. */
static void test_expert_errors(void **state)
{
    (void)state;
    struct {
        double experts, tp, ep;
        const char *msg;
    } bad[] = {
        {NAN, 1, 2, "e = 2 needs a mixture-of-experts model (this one is dense): take e = 1"},
        {4, 1, 3, "e = 3 does not divide the 4 routed experts: take e a divisor of 4"},
        {4, 8, 4, "t = 8 does not divide e = 4 (the e devices run attention in groups of t): "
                  "take e a multiple of t"},
        {4, 1, 1.5, "e must be a whole number >= 1"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct mlsys_infer_in in = tiny();
        in.arch.experts = bad[i].experts;
        in.lay.tp = bad[i].tp;
        in.lay.ep = bad[i].ep;
        refused(&in, bad[i].msg);
    }
}

/* Latent attention's FLOPs (DeepSeek-V3's widths: a 576-wide cache entry
 * of which 64 RoPE, 128-wide heads) on the tiny GPT made one MLA layer of
 * 8 heads, on a device whose memory is so fast (1e18 B/s) that every term
 * is bound by its FLOPs at R = 1e15 FLOP/s.
 * Decode, an absorbed query: 2 x 576 + 2 x 512 = 2,176 FLOPs a head and
 * cached token; at B = 1 and c = 1000 + 101/2 = 1050.5 the attention term
 * is 8 x 2,176 x 1050.5 / 1e15 = 18.287104 ns.
 * Prompt, ordinary heads of 128 with the RoPE part: 2 (128 + 64) + 2 x 128
 * = 640 FLOPs a score, the causal half of S^2 scores a head: S^2/2 x 8 x
 * 640 / 1e15. Everything else of a prefill is linear in S but the output
 * layer, run once for the prompt's last token: 2 x 1000 x 1024 / 1e15 =
 * 2.048 ns. So t(2S) - 2 t(S) = (4 - 2) S^2/2 x 8 x 640 / 1e15 - 2.048 ns,
 * at S = 1000: 5.12 us - 2.048 ns = 5.117952 us. */
static void test_mla_attention_flops(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.arch.kv_latent = 576;
    in.arch.rope_dim = 64;
    in.arch.mla_head_dim = 128;
    in.dev.bw_Bps = 1e18;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.t_kv_s, 18.287104e-9, 1e-12, 0);
    in.prompt = 1000;
    struct mlsys_infer_out one = run(&in);
    in.prompt = 2000;
    struct mlsys_infer_out two = run(&in);
    assert_close(two.t_prefill_s - 2 * one.t_prefill_s, 5.117952e-6, 1e-9, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_expert_parallel),
        cmocka_unit_test(test_expert_errors),
        cmocka_unit_test(test_grouped_tiles),
        cmocka_unit_test(test_expert_storage),
        cmocka_unit_test(test_moe_token_time),
        cmocka_unit_test(test_moe_engine_rate),
        cmocka_unit_test(test_mla_attention_flops),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
