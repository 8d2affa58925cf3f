/* test_infer.c - the LLM serving model (infer.h) by hand: KV cache per
 * token (docs/worked-examples.md #25), capacity, a memory-bound decode
 * step, a compute-bound prefill, continuous batching (prompt tokens packed
 * into the steps), tensor-parallel
 * collectives, and every error. */
#include "testutil.h"

#include <string.h>

#include "mlsys/err.h"
#include "mlsys/infer.h"
#include "models/infer_impl.h"
#include "setup/infer_engine.h"

/* A one-layer GPT (h 1024, 8 heads of 128, FFN 4096, V 1000, no gating) on
 * an ideal device: R 1e15 FLOP/s, BW 1e12 B/s, efficiencies 1, no units,
 * no engine overhead, 16-bit weights, KV and activations. By hand:
 * attention 4 h^2 = 4,194,304; FFN 2 h F = 8,388,608; norms 2 h = 2,048;
 * tied embedding V h = 1,024,000: P = 13,608,960. */
static struct mlsys_infer_in tiny(void)
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

static struct mlsys_infer_out run(const struct mlsys_infer_in *in)
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
static void refused(const struct mlsys_infer_in *in, const char *msg)
{
    struct mlsys_infer_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_infer_eval(in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, msg);
}

/* docs/worked-examples.md #25: Llama 3 8B (32 layers, 8 KV heads of 128,
 * fp16) keeps 2*32*8*128*2 = 131,072 B per token; over t = 2 each device
 * holds 4 of the 8 KV heads (65,536 B); over t = 16 > 8 each device keeps
 * a whole head (replicated): 2*32*1*128*2 = 16,384 B. */
static void test_kv_per_token(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.arch = (struct mlsys_arch){.layers = 32, .hidden = 4096, .heads = 32, .kv_heads = 8,
                                  .head_dim = 128, .ffn = 14336, .vocab = 128256, .gated = true,
                                  .experts = NAN, .experts_per_token = 1, .params = 8.03e9,
                                  .kv_latent = NAN};
    assert_close(run(&in).kv_token_B, 131072, 0, 0);
    in.lay.tp = 2;
    assert_close(run(&in).kv_token_B, 65536, 0, 0);
    in.lay.tp = 16;
    in.arch.heads = 32; /* 32 heads over 16: 2 each */
    assert_close(run(&in).kv_token_B, 16384, 0, 0);
    /* 32 layers over p = 3 stages: the busiest holds ceil(32/3) = 11, and
     * its device (t = 2) keeps 2*11*4*128*2 = 22,528 B per token and 11/32
     * of the weights over t = 2. P from the shape: a layer has attention
     * 2*4096*4096 + 2*4096*1024 = 41,943,040, FFN 3*4096*14336 =
     * 176,160,768 and norms 8,192, so 32 layers 6,979,584,000, plus
     * embedding and output 2*128256*4096 = 1,050,673,152: P =
     * 8,030,257,152; 2 P / 2 * 11/32 = 2,760,400,896 B. */
    in.lay.tp = 2;
    in.lay.pp = 3;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.kv_token_B, 22528, 0, 0);
    assert_close(o.weights_B, 2760400896.0, 1e-15, 0);
}

/* Capacity by hand: weights 2 P = 27,217,920 B; a sequence of 1000 + 100
 * tokens takes ceil(1100/16) = 69 pages of 16 = 1104 tokens of 2*8*128*2 =
 * 4096 B = 4,521,984 B; (0.9 x 80e9 - 27,217,920) / 4,521,984 = 15,916.4:
 * 15,916 sequences. */
static void test_capacity(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    struct mlsys_infer_out o = run(&in);
    assert_close(mlsys_infer_params(&in.arch), 13608960, 0, 0);
    assert_close(o.weights_B, 27217920, 0, 0);
    assert_close(o.kv_seq_B, 4521984, 0, 0);
    assert_close(o.batch_max, 15916, 0, 0);
    /* In flight, a sequence holds its mean context 1000 + 101/2 = 1050.5
     * tokens: ceil(1050.5/16) = 66 pages = 1056 tokens of 4096 B =
     * 4,325,376 B; 71,972,782,080 / 4,325,376 = 16,639.6: 16,639. */
    assert_close(o.batch_max_inflight, 16639, 0, 0);
    assert_true(o.fits);
    in.batch = 15917;
    o = run(&in);
    assert_false(o.fits);
    assert_close(o.m_total_B, 27217920 + 15917 * 4521984.0, 1e-15, 0);
}

/* A decode step at batch 1 is bound by the weights: the GEMMs stream the
 * attention, FFN and output matrices, 2 x (4,194,304 + 8,388,608 +
 * 1,024,000) = 27,213,824 B at 1e12 B/s = 27.213824 us (their FLOPs, 2 x
 * 13.6e6, take 27 ns at 1e15); with the one-row activations in and out
 * of each GEMM, 2 x ((1024 + 3072) + (1024 + 1024) + (1024 + 4096) + (4096
 * + 1024) + (1024 + 1000)) = 36,816 B, the GEMMs take 27,250,640 B / 1e12
 * B/s = 27.25064 us; the KV cache at the mean context 1000 + (100 + 1)/2 =
 * 1050.5 tokens: 4096 x 1050.5 B at 1e12 B/s = 4.302848 us. */
static void test_decode_memory_bound(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    struct mlsys_infer_out o = run(&in);
    assert_close(o.t_weights_s, 27213824e-12, 1e-12, 0);
    assert_close(o.t_gemm_s, 27250640e-12, 1e-12, 0);
    assert_close(o.t_kv_s, 4096 * 1050.5e-12, 1e-12, 0);
    assert_close(o.t_comm_s, 0, 0, 0);
    assert_close(o.t_step_s, 27250640e-12 + 4096 * 1050.5e-12, 1e-12, 0);
    /* an engine's host time adds once per step (T_overhead), its launch
     * time once per layer (T_launch: 1 layer x 100 us), sampling once per
     * step (T_sample); at t = 1 no all-reduce pays its latency */
    in.eng.step_s = 2e-3;
    in.eng.layer_s = 100e-6;
    in.eng.sample_s = 20e-6;
    in.eng.allreduce_s = 5e-6;
    o = run(&in);
    assert_close(o.t_overhead_s, 2e-3, 1e-12, 0);
    assert_close(o.t_launch_s, 100e-6, 1e-12, 0);
    assert_close(o.t_sample_s, 20e-6, 1e-12, 0);
    assert_close(o.t_comm_fixed_s, 0, 0, 0);
    assert_close(o.t_step_s, 27250640e-12 + 4096 * 1050.5e-12 + 2e-3 + 100e-6 + 20e-6, 1e-12, 0);
}

/* An engine whose decode attention gives every query head its own pass
 * over its KV head's cache (TensorRT-LLM's masked multi-head attention
 * kernel before XQA) runs through the cache once per query head of a
 * group, each pass at the memory's rate when no rate is given. By
 * hand, one layer with 8 query heads sharing 2 KV heads of 128, fp16: a
 * token's K and V take 2 x 2 x 128 x 2 = 1,024 B; at the mean context of
 * 1000 + 101/2 = 1050.5 tokens, 1 TB/s, one pass reads 1,075,712 B in
 * 1.075712 us and the per-query-head kernel 8/2 = 4 times as much. Over
 * t = 2 a device holds 1 KV head (512 B a token) for its 4 query heads:
 * 4 passes; over t = 4 half a KV head rounds up to a replicated whole one
 * (512 B) for its 2 query heads: 2 passes. Multi-head attention (8 KV
 * heads, 4,096 B a token, 4 x the grouped cache) reads once either way. */
static void test_kv_per_query_head(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.arch.kv_heads = 2;
    double once = 1024 * 1050.5e-12;
    assert_close(run(&in).t_kv_s, once, 1e-12, 0);
    in.eng.kv_per_query_head = true;
    assert_close(run(&in).t_kv_s, 4 * once, 1e-12, 0);
    in.lay.tp = 2;
    assert_close(run(&in).t_kv_s, 4 * once / 2, 1e-12, 0);
    in.lay.tp = 4;
    assert_close(run(&in).t_kv_s, 2 * once / 2, 1e-12, 0);
    in.lay.tp = 1;
    in.arch.kv_heads = 8;
    assert_close(run(&in).t_kv_s, 4 * once, 1e-12, 0);
    /* With a rate per pass: the grouped cache's 1,075,712 B are 537,856
     * fp16 elements. At 0.5e12 elements/s the 4 passes take 4 x 537,856 /
     * 0.5e12 = 4.302848 us, above the one read; at 4e12 they take 0.537856
     * us, below it, and the read (1.075712 us) is the time. Multi-head, 8
     * KV heads: 2,151,424 elements in one pass at 0.25e12 = 8.605696 us,
     * above its read of 4.302848 us. */
    in.arch.kv_heads = 2;
    in.eng.kv_pass_Eps = 0.5e12;
    assert_close(run(&in).t_kv_s, 4.302848e-6, 1e-12, 0);
    in.eng.kv_pass_Eps = 4e12;
    assert_close(run(&in).t_kv_s, 1.075712e-6, 1e-12, 0);
    in.arch.kv_heads = 8;
    in.eng.kv_pass_Eps = 0.25e12;
    assert_close(run(&in).t_kv_s, 8.605696e-6, 1e-12, 0);
}

/* The engines' names are the words of MLSYS_ENGINE_CHOICES in the enum's
 * order (the option parser maps a word to its index), UNSET the default
 * fused, out of range "". */
static void test_engine_names(void **state)
{
    (void)state;
    char words[] = MLSYS_ENGINE_CHOICES;
    int i = 0;
    for (char *w = strtok(words, "|"); w; w = strtok(NULL, "|"), i++)
        assert_string_equal(mlsys_engine_name((enum mlsys_engine)i), w);
    assert_int_equal(i, 6);
    assert_string_equal(mlsys_engine_name(MLSYS_ENGINE_UNSET), "fused");
    assert_string_equal(mlsys_engine_name((enum mlsys_engine)i), "");
}

/* Exactly the two llama.cpp builds are llama.cpp: each engine by its name's
 * prefix "llamacpp" (the words of MLSYS_ENGINE_CHOICES), and neither UNSET
 * (the fused default) nor a value past the last engine. */
static void test_engine_is_llamacpp(void **state)
{
    (void)state;
    char words[] = MLSYS_ENGINE_CHOICES;
    int i = 0, n = 0;
    for (char *w = strtok(words, "|"); w; w = strtok(NULL, "|"), i++) {
        bool named = strncmp(w, "llamacpp", 8) == 0;
        assert_int_equal(mlsys_engine_is_llamacpp((enum mlsys_engine)i), named);
        n += named;
    }
    assert_int_equal(n, 2);
    assert_false(mlsys_engine_is_llamacpp(MLSYS_ENGINE_UNSET));
    assert_false(mlsys_engine_is_llamacpp((enum mlsys_engine)i));
}

/* The element-wise kernels by hand: tiny()'s one layer (h 1024, F 4096
 * not gated) moves 10 x 1024 + 2 x 4096 = 18,432 elements a token at 2 B,
 * 36,864 B at 1 TB/s: 36.864 ns a token, in the decode step of B = 1 and
 * 1,000 times in the prefill of its 1,000-token prompt. */
static void test_eltwise(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    struct mlsys_infer_out bare = run(&in);
    in.eng.eltwise_B = 2;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.t_eltwise_s, 36.864e-9, 1e-12, 0);
    assert_close(o.t_step_s, bare.t_step_s + 36.864e-9, 1e-12, 0);
    assert_close(o.ttft_s, bare.ttft_s + 1000 * 36.864e-9, 1e-12, 0);
    assert_close(bare.t_eltwise_s, 0, 0, 0);
}

/* A static batch larger than the KV cache holds runs in waves: tiny()
 * holds 15,916 sequences of 1000 + 100 tokens (test_capacity), so B =
 * 2 x 15,916 + 1,000 = 32,832 runs two waves of 15,916 and one of 1,000.
 * Second method: each wave fits, so its time is its own static batch's,
 * b x output / tokens_per_s_static(b); the waves add. */
static void test_static_waves(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.batch = 15916;
    double t_full = 15916 * 100 / run(&in).tokens_per_s_static;
    in.batch = 1000;
    double t_rest = 1000 * 100 / run(&in).tokens_per_s_static;
    in.batch = 32832;
    struct mlsys_infer_out o = run(&in);
    assert_false(o.fits);
    assert_close(o.tokens_per_s_static, 32832 * 100 / (2 * t_full + t_rest), 1e-12, 0);
    /* whole waves only: B = 31,832 = 2 x 15,916 */
    in.batch = 31832;
    assert_close(run(&in).tokens_per_s_static, 31832 * 100 / (2 * t_full), 1e-12, 0);
}

/* A closed run of N requests all queued at once, B at a time: floor(N/B)
 * waves of B and one of the rest, each a static batch. Second method: a
 * wave of b that fits takes its own static batch's time, b x output /
 * tokens_per_s_static(b) (test_static_waves), and the waves add, so
 *   N = 2,500, B = 1,000: T_run = 2 t(1,000) + t(500);
 *   N = 3,000, B = 1,000: T_run = 3 t(1,000), the run's rate the static one;
 *   N = 600, B = 1,000: one wave of 600, T_run = t(600).
 * With B above batch_max (15,916, test_capacity) the waves are of
 * batch_max: N = 20,000, B = 32,832: t(15,916) + t(4,084). The rates are the
 * run's: tokens_per_s = N output / T_run, requests_per_s = N / T_run; TPOT
 * stays the steady state's. Without requests T_run is NaN. */
static void test_closed_run(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    const double waves[] = {1000, 500, 600, 15916, 4084};
    double t[5];
    for (int i = 0; i < 5; i++) {
        in.batch = waves[i];
        t[i] = waves[i] * 100 / run(&in).tokens_per_s_static;
    }
    in.batch = 1000;
    struct mlsys_infer_out steady = run(&in);
    assert_true(isnan(steady.t_run_s));
    const struct {
        double requests, batch, t_run_s;
    } cases[] = {
        {2500, 1000, 2 * t[0] + t[1]},
        {3000, 1000, 3 * t[0]},
        {600, 1000, t[2]},
        {20000, 32832, t[3] + t[4]},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        in.requests = cases[i].requests;
        in.batch = cases[i].batch;
        struct mlsys_infer_out o = run(&in);
        assert_close(o.t_run_s, cases[i].t_run_s, 1e-12, 0);
        assert_close(o.tokens_per_s, cases[i].requests * 100 / cases[i].t_run_s, 1e-12, 0);
        assert_close(o.requests_per_s, cases[i].requests / cases[i].t_run_s, 1e-12, 0);
    }
    /* the steady state's TPOT is kept */
    in.requests = 2500;
    in.batch = 1000;
    assert_close(run(&in).tpot_s, steady.tpot_s, 1e-15, 0);
    /* refused: not a whole number, or below 1 */
    const double bad[] = {0.5, 2.5, -1, INFINITY};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        in.requests = bad[i];
        refused(&in, "requests must be 0 (none) or a whole number of at least 1");
    }
}

/* The fixed costs of a forward pass: at t = 2 each of the 2 all-reduces
 * of the one layer pays allreduce_s = 5 us (T_comm_fixed = 2 x 1 x 5 us =
 * 10 us) on top of its transfer (T_comm, test_tensor_parallel); the TTFT
 * pays the prefill call (1 ms), the launches (1 x 100 us), sampling the
 * first token (20 us) and the same 10 us, not the decode step's host time. */
static void test_fixed_costs(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.eng.step_s = 2e-3;
    in.eng.layer_s = 100e-6;
    in.eng.prefill_s = 1e-3;
    in.eng.sample_s = 20e-6;
    in.eng.allreduce_s = 5e-6;
    struct mlsys_infer_out one = run(&in);
    in.lay.tp = 2;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.t_comm_fixed_s, 10e-6, 1e-12, 0);
    assert_close(o.t_comm_s, 2 * (2 * 0.5 * 2048 / 1e11 + 2e-6), 1e-12, 0);
    assert_close(o.t_step_s, o.t_gemm_s + o.t_kv_s + o.t_comm_s + 10e-6 + 2e-3 + 100e-6 + 20e-6,
                 1e-12, 0);
    /* the same prefill without the fixed times: TTFT minus them */
    in.eng = (struct mlsys_infer_engine){0, 0, 0, NAN, 1, 0, 0, 0, false, 0, false, 0, false, NAN, 0, 0, 0, false, 0, 0, false, 0, 0, 0, 0, false, 0, false, 0, 0, 0, false};
    struct mlsys_infer_out bare = run(&in);
    assert_close(o.ttft_s, bare.ttft_s + 1e-3 + 100e-6 + 20e-6 + 10e-6, 1e-12, 0);
    /* at t = 1 the prefill pays no all-reduce latency */
    in.lay.tp = 1;
    bare = run(&in);
    assert_close(one.ttft_s, bare.ttft_s + 1e-3 + 100e-6 + 20e-6, 1e-12, 0);
}

/* An engine's quantized-matmul kernels run the GEMMs of weights under 2
 * bytes at units x unit_qflops: 100 units x 1e12 = 1e14 FLOP/s, a tenth
 * of the peak. The decode step's FLOPs, 2 x (4,194,304 + 8,388,608) + 2 x
 * 1024 x 1000 = 27,213,824, take 272.13824 ns (T_compute) instead of
 * 27.213824 ns; 16-bit weights keep the peak. */
/* eng.ungraphed_layer_s is paid per layer by a decode pass the engine runs
 * without its CUDA graph: over p > 1 stages or of B > 1 sequences
 * (llama.cpp May 2024). 4 layers at 100 us each and 19 us more ungraphed:
 * p = 2 or B = 2 adds 4 x 19 us = 76 us to t_launch_s (0.4 ms -> 0.476 ms);
 * the prefill's launches stay 4 x 100 us. */
static void test_ungraphed_launches(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.arch.layers = 4;
    in.eng.layer_s = 100e-6;
    in.eng.ungraphed_layer_s = 19e-6;
    struct mlsys_infer_out one = run(&in);
    assert_close(one.t_launch_s, 400e-6, 1e-15, 0);
    in.batch = 2;
    assert_close(run(&in).t_launch_s, 476e-6, 1e-15, 0);
    in.batch = 1;
    in.lay.pp = 2;
    struct mlsys_infer_out two = run(&in);
    assert_close(two.t_launch_s, 476e-6, 1e-15, 0);
    in.eng.ungraphed_layer_s = 0;
    struct mlsys_infer_out graphed = run(&in);
    assert_close(two.tpot_s - graphed.tpot_s, 76e-6, 1e-12, 0);
    assert_close(two.ttft_s - graphed.ttft_s, 0, 1e-12, 0);
}

/* llama.cpp's cuBLAS path converts every product's input and output (6 B an
 * element, convert_B): the difference it makes to a prefill is those bytes at
 * the memory's rate. The tiny decoder (t = 1, h = 1,024, Q, K and V 1,024
 * wide, ungated FFN 4,096, vocabulary 1,000), a 1,000-token prompt:
 *   attention 3h (Q, K, V read the input) + 3,072 (their outputs) + 1,024
 *   (the output product's input) + h = 8,192 elements a token;
 *   FFN h + 4,096 + 4,096 + h = 10,240 a token and expert visit;
 *   the last token through the output layer: h + 1,000 = 2,024.
 * Dense: 1,000 x (8,192 + 10,240) + 2,024 = 18,434,024 elements, x 6 B =
 * 110.604144 us at 1e12 B/s. A mixture of 4 experts, 2 a token and no dense
 * FFN width (the case that came out NaN before 2026-12-04): 1,000 x (8,192 +
 * 2 x 10,240) + 2,024 = 28,674,024 elements, 172.044144 us. */
static void test_cublas_conversions(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.output = 1;
    double want_us[2] = {110.604144, 172.044144};
    for (int moe = 0; moe < 2; moe++) {
        if (moe) {
            in.arch.experts = 4;
            in.arch.experts_per_token = 2;
            in.arch.dense_ffn = NAN;
        }
        in.eng.convert_B = 0;
        double bare_s = run(&in).ttft_s;
        in.eng.convert_B = 6;
        assert_close((run(&in).ttft_s - bare_s) * 1e6, want_us[moe], 1e-6, 0);
    }
}

/* eng.host_launch_s bounds an ungraphed decode pass over p > 1 stages from
 * below, when decode_launches > 0, by the launches llama.cpp's code makes
 * for the batch's rows. The tiny model (2 layers here, no grouped KV heads,
 * no gating, 16-bit weights) launches, by hand, a layer at one row: 4 (two
 * norms) + 2 (RoPEs) + 2 (cache copies) + 4 (attention: two mat-vec, softmax,
 * copy) + 2 (adds) + 1 (activation) + 6 products x 1 = 21, and the output's
 * norm 2 and product 1: 2 x 21 + 3 = 45; at two rows attention is two
 * cuBLAS products of 3 + 2 = 8 and each product 3 (input to fp16, GEMM,
 * output to fp32): 4 + 2 + 2 + 8 + 2 + 1 + 18 = 37 a layer, 2 x 37 + 2 + 3
 * = 79. At 200 us a launch: 9 ms and 15.8 ms, far above the tiny pass, so
 * the step is the floor and t_launch_s takes the difference; without
 * decode_launches, or on one stage (graphed), no floor. */
static void test_host_launches(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.arch.layers = 2;
    in.lay.pp = 2;
    in.eng.host_launch_s = 200e-6;
    struct mlsys_infer_out free_o = run(&in);
    in.eng.decode_launches = 45;
    struct mlsys_infer_out o = run(&in);
    assert_true(free_o.t_step_s < 1e-3);
    assert_close(o.t_step_s, 9e-3, 1e-12, 0);
    assert_close(o.t_launch_s - free_o.t_launch_s, 9e-3 - free_o.t_step_s, 1e-12, 0);
    in.batch = 2;
    assert_close(run(&in).t_step_s, 15.8e-3, 1e-12, 0);
    in.batch = 1;
    in.lay.pp = 1;
    assert_true(run(&in).t_step_s < 1e-3);
}

/* eng.unit_hflops caps the cuBLAS products computed in fp16 (an engine that
 * converts for cuBLAS, convert_B > 0, with 16-bit weights beyond one row) at
 * units x unit_hflops: 100 units x 5 TFLOP/s = 0.5 PFLOP/s, half the tiny
 * device's 1 PFLOP/s at eta 1, so a decode step of 64 sequences takes twice
 * the FLOP time; a cap of 100 x 20 TFLOP/s lies above the peak and changes
 * nothing, nor does any cap change a batch of one (mat-vec kernels). */
static void test_hgemm_cap(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.dev.units = 100;
    in.eng.convert_B = 6;
    in.batch = 64;
    double free_s = run(&in).t_compute_s;
    in.eng.unit_hflops = 5e12;
    assert_close(run(&in).t_compute_s, 2 * free_s, 1e-12, 0);
    in.eng.unit_hflops = 20e12;
    assert_close(run(&in).t_compute_s, free_s, 1e-12, 0);
    in.batch = 1;
    double one_s = run(&in).t_compute_s;
    in.eng.unit_hflops = 5e12;
    assert_close(run(&in).t_compute_s, one_s, 1e-12, 0);
}

static void test_quantized_matmul(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.dev.units = 100;
    in.eng.unit_qflops = 1e12;
    assert_close(run(&in).t_compute_s, 27213824 / 1e15, 1e-12, 0);
    in.s_w_B = 18.0 / 32; /* q4_0 */
    assert_close(run(&in).t_compute_s, 27213824 / 1e14, 1e-12, 0);
    in.eng.unit_qflops = 0; /* none: the peak at eta_mm */
    assert_close(run(&in).t_compute_s, 27213824 / 1e15, 1e-12, 0);
}

/* A prefill bound by compute: with BW 1e20 the bytes cost nothing; the
 * GEMMs of 1000 tokens take 2 x 1000 x (4,194,304 + 8,388,608) =
 * 2.5165824e10 FLOP, the output layer for the last token 2 x 1024 x 1000 =
 * 2.048e6, causal attention with a fused kernel half of 4 x 8 x 128 x
 * 1000^2 = 2.048e9: 2.7215872e10 FLOP at 1e15 FLOP/s = 27.215872 us, plus
 * the prefill's fixed time. */
static void test_prefill_compute_bound(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.dev.bw_Bps = 1e20;
    in.eng.prefill_s = 1e-3;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.ttft_s, 2.7215872e10 / 1e15 + 1e-3, 1e-9, 0);
    /* continuous batching: each step also prefills B/output new prompts
     * (without the fixed time), which the throughput pays: B / (step +
     * (4/100) x 27.215872 us) (the bytes, at 1e20 B/s, add under 1e-13 s);
     * a sequence sees the other three's, not its own (prefilled before it
     * decodes): TPOT = step + (3/100) x 27.215872 us */
    in.batch = 4;
    o = run(&in);
    assert_close(o.tpot_s, o.t_step_s + 3.0 / 100 * 2.7215872e10 / 1e15, 1e-8, 0);
    assert_close(o.tokens_per_s, 4 / (o.t_step_s + 4.0 / 100 * 2.7215872e10 / 1e15), 1e-8, 0);
    assert_close(o.t_request_s, o.ttft_s + 99 * o.tpot_s, 1e-12, 0);
    assert_close(o.tokens_per_s_static,
                 4 * 100 / (o.t_prefill_batch_s + 99 * o.t_step_s), 1e-12, 0);    /* one request at a time: its TPOT is the step alone, its latency the
     * TTFT and 99 steps */
    in.batch = 1;
    o = run(&in);
    assert_close(o.tpot_s, o.t_step_s, 1e-12, 0);
    assert_close(o.t_request_s, o.ttft_s + 99 * o.t_step_s, 1e-12, 0);
}

/* Metal's tile dequantization, by hand on the same compute-bound prefill:
 * Q4_0 weights (18/32 B) with 4.4 operations a weight per tile of 32
 * token rows make the weight GEMMs (2.5165824e10 and the output layer's
 * 2.048e6 FLOP) 1 + 4.4/32 = 1.1375 times as long; attention (2.048e9)
 * keeps its time: (2.5167872e10 x 1.1375 + 2.048e9) / 1e15 s (the bytes,
 * at 1e20 B/s, add under 1e-13 s). 16-bit weights are not dequantized. */
static void test_tile_dequant(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.dev.bw_Bps = 1e20;
    in.s_w_B = 18.0 / 32;
    in.eng.tile_dequant_ops = 4.4;
    assert_close(run(&in).ttft_s, (2.5167872e10 * 1.1375 + 2.048e9) / 1e15, 1e-8, 0);
    in.s_w_B = 2;
    assert_close(run(&in).ttft_s, 2.7215872e10 / 1e15, 1e-8, 0);
}

/* A prompt token packed into a decode step costs its FLOPs, not the
 * weights streamed again. tiny() with a prompt of 10 tokens, t = 1:
 *   GEMMs 2 x 10 x 12,582,912 + the output layer for the last token 2 x
 *   1024 x 1000 = 253,706,240 FLOP at 1e15 = 253.70624 ns; attention 2 x
 *   (8 heads x 10 x 10) x 128 = 204,800 FLOP = 0.2048 ns; the KV written,
 *   10 x 4,096 B at 1e12 B/s = 40.96 ns: 294.87104 ns a prompt, 29.487104
 *   ns a token. On its own the prompt streams 25,165,824 B of weights
 *   (25.17 us): the TTFT is that much more.
 * At t = 2: GEMMs 126,853,120 FLOP = 126.85312 ns, attention 0.1024 ns,
 *   KV 10 x 2,048 B = 20.48 ns, and the two all-reduces' bytes, not their
 *   latencies (the step pays those): 2 x 10 x 1024 x 2 B / 1e11 B/s (a ring
 *   of 2 moves the message once) = 409.6 ns; 557.03552 ns a prompt.
 * Continuous batching at B = 4, output 100: a sequence's TPOT = T_step +
 *   (3/100) x 294.87104 ns (the other three sequences' prompts; its own
 *   was its TTFT). */
static void test_prefill_packed(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.prompt = 10;
    in.batch = 4;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.t_prefill_token_s, 29.487104e-9, 1e-12, 0);
    assert_true(o.ttft_s > 25.16e-6);
    assert_close(o.tpot_s, o.t_step_s + 3.0 / 100 * 294.87104e-9, 1e-12, 0);
    in.lay.tp = 2;
    o = run(&in);
    assert_close(o.t_prefill_token_s, 55.703552e-9, 1e-12, 0);
}

/* A prompt token packed into a step pays the bytes it adds to the step's
 * all-reduces, priced by NCCL's protocol for the whole message. tiny() at
 * t = 2 over 100 GB/s (alpha 1 us) with an LL cap of 50 GB/s; a prompt of
 * S = 10 tokens is M = 10 x 1024 x 2 = 20,480 B, bus bytes X = M at t = 2.
 * Beyond LL's base latency: LL 2 x 1 us + X/50 GB/s, LL128 7.4 + 2 x 1.9 us
 * + X/92 GB/s, Simple 1.8 + 2 x 3.4 us + X/100 GB/s.
 * B = 1: the step's message is the prompt's own, 20,480 B (the decode row
 *   and its tenth of a prompt are fewer): LL at M (2.4096 us) and at 2M
 *   (2.8192 us), 0.4096 us more; two all-reduces: 0.8192 us a prompt,
 *   81.92 ns a token.
 * B = 10,000: the step carries 10,000 x (1 + 10/100) = 11,000 rows,
 *   M0 = 22,528,000 B: Simple (233.88 us; LL 452.56, LL128 256.07), and
 *   M0 + M too, 20,480 B / 100 GB/s = 0.2048 us more; 40.96 ns a token.
 * So T_prefill_token falls by 40.96 ns from B = 1 to 10,000; on the plain
 * ring (no LL cap) it does not move. */
static void test_prefill_token_step_message(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.prompt = 10;
    in.lay.tp = 2;
    in.dev.ll_Bps = 50e9;
    struct mlsys_infer_out one = run(&in);
    in.batch = 10000;
    struct mlsys_infer_out many = run(&in);
    assert_true(many.batch_max >= 10000);
    assert_close(many.t_prefill_token_s - one.t_prefill_token_s, -40.96e-9, 1e-9, 0);
    in.dev.ll_Bps = 0;
    in.batch = 1;
    one = run(&in);
    in.batch = 10000;
    many = run(&in);
    assert_close(many.t_prefill_token_s - one.t_prefill_token_s, 0, 0, 1e-18);
}

/* Tensor parallelism: two all-reduces per layer of B h 2 bytes: at B = 1,
 * t = 2 over 100 GB/s with alpha 1 us: 2 x (2 x (1/2) x 2048 B / 1e11 B/s
 * + 2 x 1 us) = 2 x (20.48 ns + 2 us) = 4.04096 us. */
static void test_tensor_parallel(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.lay.tp = 2;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.t_comm_s, 2 * (2 * 0.5 * 2048 / 1e11 + 2e-6), 1e-12, 0);
    assert_close(o.weights_B, 27217920 / 2.0, 1e-15, 0);
    assert_close(o.devices, 2, 0, 0);
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
    assert_close(dense, (1024.0 * 1024 + 2 * 1024 + 2 * 1024 + 512.0 * 1024 + 2 * 512 + 2 * 1024) / 1e12,
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

/* TensorRT-LLM 0.7-0.9's XQA support test (DecoderXQARunner::shouldUse of
 * those builds): head width 128, exactly 8 query heads a KV head on each
 * device, and 1, 2, 4 or 8 KV heads a device, KV heads replicated past t =
 * kv_heads. Cases by hand from that rule. */
static void test_xqa_rule(void **state)
{
    (void)state;
    struct mlsys_arch a = {.heads = 64, .kv_heads = 8, .head_dim = 128, .kv_latent = NAN};
    /* Llama-2-70B: t 1, 2, 4, 8 keep 8 query heads over 8, 4, 2, 1 KV heads */
    assert_true(mlsys_infer_xqa_applies(&a, 1));
    assert_true(mlsys_infer_xqa_applies(&a, 2));
    assert_true(mlsys_infer_xqa_applies(&a, 8));
    /* t 16: 4 query heads over one replicated KV head */
    assert_false(mlsys_infer_xqa_applies(&a, 16));
    /* 128 query heads over 16 KV heads (groups of 8, 16 a device at t 1): too many */
    struct mlsys_arch wide = {.heads = 128, .kv_heads = 16, .head_dim = 128, .kv_latent = NAN};
    assert_false(mlsys_infer_xqa_applies(&wide, 1));
    assert_true(mlsys_infer_xqa_applies(&wide, 2));
    /* Mistral 7B: groups of 4 */
    struct mlsys_arch mistral = {.heads = 32, .kv_heads = 8, .head_dim = 128, .kv_latent = NAN};
    assert_false(mlsys_infer_xqa_applies(&mistral, 1));
    /* Falcon-180B: width 64 */
    struct mlsys_arch falcon = {.heads = 232, .kv_heads = 8, .head_dim = 64, .kv_latent = NAN};
    assert_false(mlsys_infer_xqa_applies(&falcon, 4));
    /* multi-head attention: one query head a KV head */
    struct mlsys_arch mha = {.heads = 32, .kv_heads = 32, .head_dim = 128, .kv_latent = NAN};
    assert_false(mlsys_infer_xqa_applies(&mha, 1));
    /* latent attention: never */
    a.kv_latent = 576;
    assert_false(mlsys_infer_xqa_applies(&a, 1));
}

/* mlsys_infer_eval_batch against mlsys_infer_eval, the second method:
 * stepping the batch with the times the earlier points left in pre gives
 * every output bit for bit, with the device's units (tile quantisation),
 * the engine's fixed costs, t = 2, and experts over e = 2, below and above
 * batch_max (15,916 for tiny(): static batches in waves, the full wave's
 * time carried), and without a previous point (NULL, or times not known:
 * NaN). */
/* llama.cpp's layer split and prompt pipeline (infer_pp.c), by hand:
 * L + 1 slots over p stages put ceil((L + 1)/p) layers on the first, so
 * 80 layers over 2 give 41 (81/2 = 40.5), over 3 give 27, over 81 or
 * more one; the even split gives ceil(80/3) = 27 and ceil(80/2) = 40.
 * Pieces: f = max(L_s/L, 1/c) of the pieces before the last, plus the
 * last: 41/80 x 10 + 2 = 7.125 s with no cap, max(41/80, 1/4) the same;
 * at p = 8, L_s = ceil(81/8) = 11, 11/80 = 0.1375 below 1/4: 0.25 x 10 +
 * 2 = 4.5 s, and 0.1375 x 10 + 2 = 3.375 s without the cap. */
static void test_ubatch_pipeline(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.arch.layers = 80;
    in.lay.pp = 2;
    assert_close(mlsys_infer_stage_layers(&in), 40, 0, 0);
    in.eng.split_output_slot = true;
    assert_close(mlsys_infer_stage_layers(&in), 41, 0, 0);
    in.lay.pp = 3;
    assert_close(mlsys_infer_stage_layers(&in), 27, 0, 0);
    in.lay.pp = 1;
    assert_close(mlsys_infer_stage_layers(&in), 80, 0, 0);
    in.lay.pp = 80;
    assert_close(mlsys_infer_stage_layers(&in), 2, 0, 0); /* ceil(81/80) */
    in.lay.pp = 2;
    assert_close(mlsys_infer_pieces_s(&in, 5, 10, 2, 2), 7.125, 1e-12, 0);
    in.eng.ubatch_inflight = 4;
    assert_close(mlsys_infer_pieces_s(&in, 5, 10, 2, 2), 7.125, 1e-12, 0);
    in.lay.pp = 8;
    assert_close(mlsys_infer_stage_layers(&in), 11, 0, 0);
    assert_close(mlsys_infer_pieces_s(&in, 5, 10, 2, 2), 4.5, 1e-12, 0);
    in.eng.ubatch_inflight = 0;
    assert_close(mlsys_infer_pieces_s(&in, 5, 10, 2, 2), 3.375, 1e-12, 0);
    /* a short last piece (0.5 s) after a longest one of 3 s: the four
       pieces up to it, 0.1375 x 7 + 3 = 3.9625 s, plus 0.1375 x 0.5 =
       4.03125 s; the second method, the proportionate flow shop's makespan
       f (sum of the pieces) + (1 - f) (the longest): 0.1375 x 10.5 +
       0.8625 x 3 = 4.03125 s, no less than the four pieces alone */
    assert_close(mlsys_infer_pieces_s(&in, 4, 7, 3, 3), 3.9625, 1e-12, 0);
    assert_close(mlsys_infer_pieces_s(&in, 5, 10, 0.5, 3), 4.03125, 1e-12, 0);
}

/* tiny() as L stages of one layer, each launching 2 kernels a piece, a
 * queue of Q and c copies. */
static struct mlsys_infer_in queued(double L, double Q, double c)
{
    struct mlsys_infer_in in = tiny();
    in.arch.layers = L;
    in.lay.pp = L;
    in.eng.ubatch_tokens = 512;
    in.eng.layer_launches = 2;
    in.eng.launch_queue = Q;
    in.eng.ubatch_inflight = c;
    return in;
}

/* The host and the launch queues, simulated (mlsys_infer_pieces_s), by
 * hand: 3 stages of one layer each, 3 pieces of 1.5 s (a layer 0.5 s, its
 * 2 kernels 0.25 s each), a queue of 2 kernels, no copy limit.
 * Piece 0 runs [0, 0.5], [0.5, 1], [1, 1.5]. Piece 1: stage 0 takes its
 * kernels once piece 0's 2 kernels end (0.25, 0.5) and runs [0.5, 1]; stage
 * 1 once piece 0's end there (0.75, 1): [1, 1.5]; stage 2 likewise (host at
 * 1.5): [1.5, 2]. Piece 2: the host, at 1.5, queues it on stage 0, idle since
 * 1: [1.5, 2] (0.5 late); stage 1 [2, 2.5]; stage 2 [2.5, 3]. 3 s, where an
 * unlimited queue gives the pipeline's 1.5 + 2 x 0.5 = 2.5 s. One copy
 * (c = 1) and a queue that does not bind: piece 1 waits on each stage for
 * piece 0 to leave it, so the host reaches stage 2 at 1.5 and piece 2 starts
 * at 1.5 too: 3 s. Forty pieces, nothing binding: 1.5 + 39 x 0.5 = 21 s
 * (past 32 pieces by the steady spacing, 0.5 s). */
static void test_launch_queue(void **state)
{
    (void)state;
    struct mlsys_infer_in in = queued(3, 2, 0);
    assert_close(mlsys_infer_pieces_s(&in, 3, 3, 1.5, 1.5), 3.0, 1e-12, 0);
    in.eng.launch_queue = 0; /* the formula: 1/3 x 3 + 1.5 */
    assert_close(mlsys_infer_pieces_s(&in, 3, 3, 1.5, 1.5), 2.5, 1e-12, 0);
    in.eng.launch_queue = 1000;
    in.eng.ubatch_inflight = 1;
    assert_close(mlsys_infer_pieces_s(&in, 3, 3, 1.5, 1.5), 3.0, 1e-12, 0);
    in.eng.ubatch_inflight = 0;
    assert_close(mlsys_infer_pieces_s(&in, 3, 3, 1.5, 1.5), 2.5, 1e-12, 0);
    assert_close(mlsys_infer_pieces_s(&in, 40, 39 * 1.5, 1.5, 1.5), 21.0, 1e-12, 0);
}

/* A piece's launches on the second stage over the queue, by hand: 2 stages
 * of 2 layers, 2 kernels a layer (4 a piece a stage), a queue of 3, no copy
 * limit, 2 pieces of 2 s (a layer 0.5 s, a kernel 0.25 s). Piece 0: stage 0
 * runs its layers [0, 0.5], [0.5, 1], the host queueing the fourth kernel
 * once the first ends (0.25). Stage 1 starts at 1; the host queues its
 * first three kernels at once and the fourth when stage 1's first ends, at
 * 1.25: stage 1 runs [1, 1.5], [1.5, 2]. Piece 1: the host, held until
 * 1.25, queues it on stage 0, idle since 1: [1.25, 1.75], [1.75, 2.25]; on
 * stage 1 (its third kernel once kernel 2 of piece 0 ends at 1.75, the
 * fourth at 2.0): [2.25, 2.75], [2.75, 3.25]. 3.25 s, between the pipeline
 * the queue does not hold back (2 + 1 = 3 s) and one piece at a time
 * (4 s); the queue of 4 kernels holds nothing back: 3 s. */
static void test_launch_queue_exceeded(void **state)
{
    (void)state;
    struct mlsys_infer_in in = queued(4, 3, 0);
    in.lay.pp = 2;
    assert_close(mlsys_infer_pieces_s(&in, 2, 2, 2, 2), 3.25, 1e-12, 0);
    in.eng.launch_queue = 4;
    assert_close(mlsys_infer_pieces_s(&in, 2, 2, 2, 2), 3.0, 1e-12, 0);
}

/* The copies' bound, by hand: 8 stages of one layer (1 s), pieces of 8 s,
 * c = 4, a queue that does not bind. Pieces 0-4 enter stage 0 at 0, 1, 2, 3,
 * 4 (it takes one a second); the host then waits on stage 7 for piece 0 to
 * leave it (at 8) before it queues piece 5 anywhere else, so pieces 5-9
 * enter at 8-12, 10-14 at 16-20, 15-19 at 24-28: 5 pieces a pass of 8 s.
 * Twenty pieces end at 28 + 8 = 36 s, where the formula's 4 a pass gives
 * 19 x 8/4 + 8 = 46 s. Forty end at 8 x 7 + 4 + 8 = 68 s; past 32 pieces
 * the model takes the mean spacing, 8/5, from piece 31 (ending at 57):
 * 57 + 8 x 1.6 = 69.8, within the pattern's cycle of 68. */
static void test_launch_queue_copies(void **state)
{
    (void)state;
    struct mlsys_infer_in in = queued(8, 1000, 4);
    assert_close(mlsys_infer_pieces_s(&in, 20, 19 * 8, 8, 8), 36.0, 1e-12, 0);
    in.eng.launch_queue = 0;
    assert_close(mlsys_infer_pieces_s(&in, 20, 19 * 8, 8, 8), 46.0, 1e-12, 0);
    in.eng.launch_queue = 1000;
    assert_close(mlsys_infer_pieces_s(&in, 40, 39 * 8, 8, 8), 69.8, 1e-12, 0);
}

static void test_eval_batch(void **state)
{
    (void)state;
    struct mlsys_infer_in base = tiny();
    base.dev.units = 108;
    base.eng = (struct mlsys_infer_engine){0, 60e-6, 1.5e-3, NAN, 1, 20e-6, 6.6e-6, 0, false, 0, false, 0, false, NAN, 2, 0, 0, false, 0, 0, false, 0, 0, 0, 0, false, 0, false, 0, 0, 0, false};
    struct mlsys_infer_in layouts[3] = {base, base, base};
    layouts[1].lay.tp = 2;
    layouts[2].arch.experts = 4;
    layouts[2].lay.ep = 2;
    const double batches[] = {1, 3, 64, 17, 1000, 2, 20000, 40000, 31832, 16000, 5};
    for (size_t l = 0; l < 3; l++) {
        struct mlsys_infer_in in = layouts[l];
        struct mlsys_infer_prefill carried = MLSYS_INFER_PREFILL_UNKNOWN;
        struct mlsys_infer_out want, got;
        struct mlsys_err err;
        mlsys_err_clear(&err);
        for (size_t i = 0; i < sizeof batches / sizeof batches[0]; i++) {
            in.batch = batches[i];
            want = run(&in);
            assert_int_equal(mlsys_infer_eval_batch(&in, &carried, &got, &err), MLSYS_OK);
            assert_memory_equal(&got, &want, sizeof got);
            assert_int_equal(mlsys_infer_eval_batch(&in, NULL, &got, &err), MLSYS_OK);
            assert_memory_equal(&got, &want, sizeof got);
            struct mlsys_infer_prefill fresh = MLSYS_INFER_PREFILL_UNKNOWN; /* computed */
            assert_int_equal(mlsys_infer_eval_batch(&in, &fresh, &got, &err), MLSYS_OK);
            assert_memory_equal(&got, &want, sizeof got);
        }
        assert_false(isnan(carried.wave_s)); /* batches above batch_max ran in waves */
        in.batch = 0; /* its errors are mlsys_infer_eval's */
        assert_int_equal(mlsys_infer_eval_batch(&in, &carried, &got, &err), MLSYS_ERANGE);
    }
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

static void test_errors(void **state)
{
    (void)state;
    struct {
        double tp, pp, mem_util, batch;
        const char *msg;
    } bad[] = {
        {3, 1, 0.9, 1, "t = 3 does not divide the 8 heads, nor the 8 kv heads or a multiple "
                       "of them"},
        {1, 2, 0.9, 1, "p v = 2 stages exceed the 1 layers"},
        {1, 1, 1.5, 1, "the memory share must be in (0, 1]"},
        {1, 1, 0.9, 0, "prompt, output and batch must be at least 1"},
        {0, 1, 0.9, 1, "t and p must be whole numbers >= 1"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct mlsys_infer_in in = tiny();
        in.lay.tp = bad[i].tp;
        in.lay.pp = bad[i].pp;
        in.mem_util = bad[i].mem_util;
        in.batch = bad[i].batch;
        refused(&in, bad[i].msg);
    }
}

/* Microbatches in flight through p = 2 stages, by hand. The tiny GPT with
 * 2 layers, one a stage, no engine costs, the stages joined by a link of
 * 1 us and 100 GB/s. A decode pass of b sequences at c = 1000 + 101/2 =
 * 1050.5 (every GEMM weight-bound: a layer's 2.5e7 b FLOPs take 25 b ns,
 * its bytes 25 us):
 *   a layer's GEMMs 2 (4 h^2 + 2 h F) + 2 b (8 h + 2 F) = 25,165,824 +
 *   32,768 b B; the output layer 2 V h + 2 b (h + V) = 2,048,000 + 4,048 b;
 *   the KV of 2 stages, 2 b (2 x 1 x 8 x 128 x 2) 1050.5 = 8,605,696 b;
 *   the hand-off 1 us + 2048 b B / 100 GB/s = 1e6 + 20,480 b pB.
 * pass(b) = (53,379,648 + 8,695,760 b) ps: pass(1) = 62.075408 us,
 * pass(2) = 70.771168 us. The busiest stage: half the layers' work, 2 x
 * 25,165,824 + 32,768 b x 2 + 8,605,696 b halved, = 25,165,824 + 4,335,616
 * b, plus the larger of the hand-off (1,020,480 at b = 1) and the last
 * stage's output layer (2,052,048): stage(1) = 31.553488 us.
 *   m = 1, B = 2: T_step = pass(2) = 70.771168 us (the stages take turns);
 *   m = 2, B = 2: max(pass(1), 2 stage(1)) = 63.106976 us;
 *   m = 4, B = 4: 4 stage(1) = 126.213952 us (each microbatch waits m - p
 *   = 2 slots). */
static void test_microbatches(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.arch.layers = 2;
    in.lay.pp = 2;
    in.batch = 2;
    in.microbatches = 1;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.t_step_s, 70.771168e-6, 1e-12, 0);
    assert_close(o.t_pass_s, o.t_step_s, 0, 0);
    in.microbatches = 0; /* 0: one batch, the same figures bit for bit */
    struct mlsys_infer_out z = run(&in);
    assert_true(z.t_step_s == o.t_step_s && z.tpot_s == o.tpot_s && z.microbatches == 1);
    in.microbatches = 2;
    o = run(&in);
    assert_close(o.t_pass_s, 62.075408e-6, 1e-12, 0);
    assert_close(o.t_stage_s, 31.553488e-6, 1e-12, 0);
    assert_close(o.t_step_s, 63.106976e-6, 1e-12, 0);
    /* the throughput: each microbatch carries b/output = 1/100 of a
       prompt's tokens (packed), the stage its half of them; a sequence's
       TPOT: its microbatch of b = 1 carries none but its own, prefilled
       before it decodes, so the step alone */
    double share = in.prompt * o.t_prefill_token_s / 100;
    assert_close(o.tokens_per_s, 2 / fmax(o.t_pass_s + share, 2 * (o.t_stage_s + share / 2)),
                 1e-12, 0);
    assert_close(o.tpot_s, o.t_step_s, 1e-12, 0);
    in.batch = in.microbatches = 4;
    assert_close(run(&in).t_step_s, 126.213952e-6, 1e-12, 0);
    /* at p = 1 the one stage is the pass */
    in.lay.pp = 1;
    in.microbatches = 1;
    o = run(&in);
    assert_close(o.t_stage_s, o.t_pass_s, 1e-12, 0);
}

/* m must be 0 (one batch) or a whole number from 1 to B. */
static void test_microbatch_errors(void **state)
{
    (void)state;
    const double bad[] = {-1, 0.5, 1.5, 3};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct mlsys_infer_in in = tiny();
        in.batch = 2;
        in.microbatches = bad[i];
        refused(&in, "microbatches m must be a whole number from 1 to B");
    }
}

/* Results no double holds are an error, not a row of inf and 0: at B =
 * 1e308 the KV cache read, B x 2 x 1 x 8 x 128 x 1050 tokens x 2 B, is
 * over 1.8e308 (inf), and so is the step; the rates B / inf would be 0.
 * The reference values are filled all the same. */
static void test_results_beyond_doubles(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.batch = 1e308;
    struct mlsys_infer_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_infer_eval(&in, &o, &err), MLSYS_ENUMERIC);
    assert_string_equal(err.msg, "T_step comes out as inf, not a finite number above zero: the "
                                 "values given are beyond what the model can compute in "
                                 "doubles; give realistic ones");
    assert_true(isinf(o.t_step_s));
}

/* llama.cpp's cuBLAS path by hand (tiny(): one layer, h 1024, 8 heads of
 * 128, FFN 4096 ungated, V 1000, t 1; a decode step of B = 64 rows, the
 * output layer on 64 too). Each product's input is converted to fp16 and
 * its output back, 6 B an element: Q, K and V read the whole input
 * (3 x 1024) and write 3072, the projection 1024 and 1024, the FFN 1024 +
 * 4096 and 4096 + 1024, the output layer 1024 + 1000: 64 x 20456 x 6 B =
 * 7,855,104 B at 1e12 B/s = 7.855104 us. Quantized weights dequantized
 * first: the 1024 x 3072 + 1024^2 + 2 x 1024 x 4096 + 1024 x 1000 =
 * 13,606,912 weights read at 0.5625 B and written at 2 B, 34.867712 us more
 * than the same products of fp16 weights; at 32 rows MMQ runs instead. */
static void test_cublas_path(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.batch = 64;
    double plain = run(&in).t_gemm_s;
    in.eng.convert_B = 6;
    double fp16 = run(&in).t_gemm_s;
    assert_close(fp16 - plain, 7.855104e-6, 1e-9, 0);
    in.s_w_B = 0.5625;
    in.eng.dequant_gemm = true;
    assert_close(run(&in).t_gemm_s - fp16, 34.867712e-6, 1e-9, 0);
    /* 32 rows and below: the quantized kernels, no conversions */
    in.batch = 32;
    struct mlsys_infer_out mmq = run(&in);
    in.eng.convert_B = 0;
    in.eng.dequant_gemm = false;
    assert_close(run(&in).t_gemm_s, mmq.t_gemm_s, 1e-12, 0);
}

/* The over-full cache's scheduler by hand (infer_oversub.c): 4 pages of 4
 * tokens, prompts of 3 tokens (1 page to admit) and 2 output tokens (5
 * tokens, 2 pages, whole: 2 fit), B = 3, T_step 1 s, 0.01 s a prompt token.
 * Step 1 admits 3 (free 1) and decodes; step 2 their 5th token needs 3
 * pages with 1 free: the newest pauses (freeing 1, needing 1 fewer), the
 * other 2 grow and finish (free 4); step 3 readmits the paused one (2 pages,
 * 4 tokens prefilled again) and 2 fresh (1 page each), the readmitted one
 * finishes (free 2); step 4 the 2 grow into the 2 pages and finish (free
 * 4), as before step 1. A period of 4 steps: 3 + 2 + 3 + 2 = 10 tokens, 5
 * requests, 1 pause, 9 + 10 prompt tokens (4 again), 4 + 19 x 0.01 = 4.19 s;
 * the window (76 steps after 70) is 19 periods. */
static void test_oversub_by_hand(void **state)
{
    (void)state;
    const double n[] = {1, 3}, t[] = {1, 1};
    struct mlsys_infer_oversub_in in = {3, 2, 0, 3, 4, 4, 0, 0, 0.01, n, t, 2, 0};
    struct mlsys_infer_oversub_out o;
    struct mlsys_err err;
    assert_int_equal(mlsys_infer_oversub(&in, &o, &err), MLSYS_OK);
    assert_close(o.tokens_per_s, 10 / 4.19, 1e-12, 0);
    /* held, time-averaged: (3 x 1.09 + 2 x 1 + 3 x 1.10 + 2 x 1)/4.19 */
    assert_close(o.held, 10.57 / 4.19, 1e-12, 0);
    assert_close(o.pauses, 0.2, 1e-12, 0);
    assert_close(o.reprefill_tokens, 0.8, 1e-12, 0);
}

/* A cache that never holds one sequence to its end (2 pages of 16 tokens
 * for 10 + 100) is an error, not a rate of 0. */
static void test_oversub_none_finishes(void **state)
{
    (void)state;
    const double n[] = {1, 2}, t[] = {1, 1};
    struct mlsys_infer_oversub_in in = {10, 100, 0, 2, 2, 16, 0, 0, 0, n, t, 2, 0};
    struct mlsys_infer_oversub_out o;
    struct mlsys_err err;
    assert_int_equal(mlsys_infer_oversub(&in, &o, &err), MLSYS_ENUMERIC);
    assert_non_null(strstr(err.msg, "holds no sequence to the end"));
}

/* A windowed model's pages (mlsys_infer_seq_pages) by hand: pages of 4
 * tokens, half the layers windowed at 4 tokens; 9 tokens take ceil(9/4) = 3
 * pages on the whole layers and ceil(4/4) = 1 on the windowed:
 * 0.5 x 3 + 0.5 x 1 = 2. Without a window, 3. */
static void test_seq_pages_windowed(void **state)
{
    (void)state;
    assert_close(mlsys_infer_seq_pages(4, 4, 0.5, 9), 2, 0, 0);
    assert_close(mlsys_infer_seq_pages(4, 4, 0, 9), 3, 0, 0);
    assert_close(mlsys_infer_seq_pages(4, 16, 0.5, 9), 3, 0, 0); /* window not reached */
}

/* Every layer windowed at 4 tokens, pages of 4: a sequence holds one page
 * from its prompt of 10 tokens to its end, so 6 pages run 6 of B = 10 at
 * once and none is ever paused (a cache that grew by a page a token would
 * hold 2 of 15-token sequences). T_step 0.1 s, prompts free: 6 tokens a
 * step, 60 tokens/s, held 6. */
static void test_oversub_windowed(void **state)
{
    (void)state;
    const double n[] = {1, 10}, t[] = {0.1, 0.1};
    struct mlsys_infer_oversub_in in = {10, 5, 0, 10, 6, 4, 4, 1, 0, n, t, 2, 0};
    struct mlsys_infer_oversub_out o;
    struct mlsys_err err;
    assert_int_equal(mlsys_infer_oversub(&in, &o, &err), MLSYS_OK);
    assert_close(o.tokens_per_s, 60, 1e-12, 0);
    assert_close(o.held, 6, 1e-12, 0);
    assert_close(o.pauses, 0, 0, 0);
}

/* A long output runs in steps of k tokens (life_steps): the rates, the
 * sequences held and the pauses agree with the step-by-step scheduler
 * (life_steps INFINITY) up to that granularity: within 2 % on the rate,
 * 1 % on the sequences held, 10 % on the pauses. Prompts of 512 and outputs
 * of 4,096 tokens (k = 4; with cv 0.7 too), pages of 16 tokens, a cache of
 * 20,000 pages (about 60 whole sequences) for B = 200, T_step from 10 to
 * 50 ms over 1 to 200 sequences, 0.1 ms a prompt token. */
/* Speculative decoding by hand on the tiny GPT (one layer, no engine
 * costs, every GEMM bound by its bytes at B = 1). k = 1 drafted token
 * accepted with a = 0.5: N = 1 + 0.5 = 1.5 tokens a step. The draft pass
 * is one layer of the model and its output layer at B = 1, which for a
 * one-layer model is the plain step itself; the verifying pass runs 2 rows
 * a sequence, reading the same weights and KV cache, so it exceeds the
 * plain step only by its second row's activations, read and written at
 * 2 B: (K + N) of each GEMM, qkv 1024 + 3072, out 1024 + 1024, up 1024 +
 * 4096, down 4096 + 1024, head 1024 + 1000 = 18,408 elements, 36,816 B at
 * 1e12 B/s = 36.816 ns. So N T_step = 2 T_step(plain) + 36.816 ns, and
 * T_draft N = T_step(plain). The draft head's layer doubles the weights a
 * one-layer model holds. */
static void test_spec_by_hand(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    struct mlsys_infer_out plain = run(&in);
    in.spec_tokens = 1;
    in.spec_accept = 0.5;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.spec_per_step, 1.5, 1e-15, 0);
    assert_close(1.5 * o.t_step_s - 2 * plain.t_step_s, 36.816e-9, 0, 1e-15);
    assert_close(1.5 * o.t_draft_s, plain.t_step_s, 1e-12, 0);
    assert_close(o.weights_B, 2 * plain.weights_B, 1e-15, 0);
    assert_close(plain.spec_per_step, 1, 0, 0);
    assert_close(plain.t_draft_s, 0, 0, 0);
    /* N = 1 + a + ... + a^k: 1 + 0.5 + 0.25 + 0.125 = 1.875; k + 1 at a = 1 */
    assert_close(mlsys_infer_spec_tokens_per_step(3, 0.5), 1.875, 1e-15, 0);
    assert_close(mlsys_infer_spec_tokens_per_step(4, 1), 5, 0, 0);
    assert_close(mlsys_infer_spec_tokens_per_step(0, 0.7), 1, 0, 0);
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

/* The model's refusals of speculative decoding: k not a whole number from
 * 0 to MLSYS_INFER_SPEC_MAX, a outside [0, 1], drafting over p > 1. */
static void test_spec_errors(void **state)
{
    (void)state;
    struct {
        double k, a, pp;
        const char *msg;
    } bad[] = {
        {1.5, 0.5, 1, "speculative tokens k must be a whole number from 0 to 16"},
        {17, 0.5, 1, "speculative tokens k must be a whole number from 0 to 16"},
        {-1, 0.5, 1, "speculative tokens k must be a whole number from 0 to 16"},
        {1, 1.5, 1, "the acceptance probability must be from 0 to 1"},
        {1, NAN, 1, "the acceptance probability must be from 0 to 1"},
        {1, 0.5, 2, "speculative decoding over p > 1 pipeline stages is not modelled"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct mlsys_infer_in in = tiny();
        in.arch.layers = 2;
        in.spec_tokens = bad[i].k;
        in.spec_accept = bad[i].a;
        in.lay.pp = bad[i].pp;
        refused(&in, bad[i].msg);
    }
}

static void test_oversub_scaled(void **state)
{
    (void)state;
    const double n[] = {1, 200}, t[] = {0.01, 0.05};
    for (int j = 0; j < 2; j++) {
        double cv = j ? 0.7 : 0;
        struct mlsys_infer_oversub_in in = {512, 4096, cv, 200, 20000, 16, 0, 0, 1e-4, n, t, 2,
                                            INFINITY};
        struct mlsys_infer_oversub_out exact, fast;
        struct mlsys_err err;
        assert_int_equal(mlsys_infer_oversub(&in, &exact, &err), MLSYS_OK);
        in.life_steps = 1024; /* k = 4 */
        assert_int_equal(mlsys_infer_oversub(&in, &fast, &err), MLSYS_OK);
        /* measured: cv 0 within 0.2 % (rate, held) and 0.5 % (pauses); cv 0.7
           rate +1.2 %, held -0.6 %, pauses -7 % */
        assert_close(fast.tokens_per_s, exact.tokens_per_s, 0.02, 0);
        assert_close(fast.held, exact.held, 0.01, 0);
        assert_close(fast.pauses, exact.pauses, 0.1, 0);
        assert_true(exact.held > 60 && exact.held < 200); /* over-full, not every one held */
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kv_per_token),       cmocka_unit_test(test_capacity),
        cmocka_unit_test(test_decode_memory_bound), cmocka_unit_test(test_prefill_compute_bound),
        cmocka_unit_test(test_kv_per_query_head), cmocka_unit_test(test_static_waves),
        cmocka_unit_test(test_closed_run),
        cmocka_unit_test(test_eltwise), cmocka_unit_test(test_engine_names), cmocka_unit_test(test_engine_is_llamacpp),
        cmocka_unit_test(test_tile_dequant),
        cmocka_unit_test(test_prefill_packed),
        cmocka_unit_test(test_prefill_token_step_message),
        cmocka_unit_test(test_tensor_parallel),     cmocka_unit_test(test_errors),
        cmocka_unit_test(test_results_beyond_doubles), cmocka_unit_test(test_expert_parallel),
        cmocka_unit_test(test_expert_errors), cmocka_unit_test(test_grouped_tiles), cmocka_unit_test(test_expert_storage), cmocka_unit_test(test_moe_token_time), cmocka_unit_test(test_moe_engine_rate), cmocka_unit_test(test_xqa_rule), cmocka_unit_test(test_fixed_costs), cmocka_unit_test(test_ungraphed_launches), cmocka_unit_test(test_hgemm_cap), cmocka_unit_test(test_host_launches), cmocka_unit_test(test_cublas_conversions),
        cmocka_unit_test(test_quantized_matmul), cmocka_unit_test(test_cublas_path),    cmocka_unit_test(test_microbatches),
        cmocka_unit_test(test_microbatch_errors), cmocka_unit_test(test_eval_batch),
        cmocka_unit_test(test_ubatch_pipeline),
        cmocka_unit_test(test_launch_queue),
        cmocka_unit_test(test_launch_queue_exceeded),
        cmocka_unit_test(test_launch_queue_copies),
        cmocka_unit_test(test_oversub_by_hand),
        cmocka_unit_test(test_oversub_none_finishes),
        cmocka_unit_test(test_seq_pages_windowed),
        cmocka_unit_test(test_oversub_windowed),
        cmocka_unit_test(test_oversub_scaled),
        cmocka_unit_test(test_spec_by_hand),
        cmocka_unit_test(test_mla_attention_flops),
        cmocka_unit_test(test_spec_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
