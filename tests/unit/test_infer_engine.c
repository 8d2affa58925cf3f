/* test_infer_engine.c - the serving model's engine terms (infer.h,
 * struct mlsys_infer_engine) by hand on the tiny GPT of inferutil.h: the
 * engines' names, decode attention per query head and TensorRT-LLM's XQA
 * rule, element-wise kernels, launches (ungraphed, bounded by the host's,
 * through the launch queues of llama.cpp's prompt pipeline) and llama.cpp's
 * layer split, cuBLAS conversions and its fp16 cap, and quantized-matmul
 * kernels. */
#include "testutil.h"
#include "inferutil.h"

#include <string.h>

#include "mlsys/infer.h"
#include "models/infer_impl.h"
#include "setup/infer_engine.h"

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

/* eng.host_seq_s floors a decode pass at its sequences times it (the
 * scheduler's host time, overlapped with the GPU's step). By hand: 1,000
 * sequences at 1 ms each is 1 s, far above the tiny model's step at that
 * batch (under 0.1 s), so the step is 1 s and T_overhead takes the excess;
 * with the experts over e = 2 (attention data-parallel in e/t = 2 groups)
 * each GPU's scheduler holds its group's ceil(1,000/2) = 500: 0.5 s. At
 * 10 ns a sequence (10 us) the floor lies below the step, which is as
 * without it. */
static void test_host_seq_floor(void **state)
{
    (void)state;
    struct mlsys_infer_in in = tiny();
    in.batch = 1000;
    struct mlsys_infer_out free_o = run(&in);
    assert_true(free_o.t_step_s < 0.1 && free_o.t_step_s > 10e-6);
    in.eng.host_seq_s = 1e-3;
    struct mlsys_infer_out o = run(&in);
    assert_close(o.t_step_s, 1.0, 1e-12, 0);
    assert_close(o.t_overhead_s - free_o.t_overhead_s, 1.0 - free_o.t_step_s, 1e-12, 0);
    assert_close(o.t_gemm_s, free_o.t_gemm_s, 1e-15, 0);
    in.arch.experts = 4;
    in.lay.ep = 2;
    assert_close(run(&in).t_step_s, 0.5, 1e-12, 0);
    in.arch.experts = NAN;
    in.lay.ep = 1;
    in.eng.host_seq_s = 10e-9;
    o = run(&in);
    assert_memory_equal(&o, &free_o, sizeof o);
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

/* An engine's quantized-matmul kernels run the GEMMs of weights under 2
 * bytes at units x unit_qflops: 100 units x 1e12 = 1e14 FLOP/s, a tenth
 * of the peak. The decode step's FLOPs, 2 x (4,194,304 + 8,388,608) + 2 x
 * 1024 x 1000 = 27,213,824, take 272.13824 ns (T_compute) instead of
 * 27.213824 ns; 16-bit weights keep the peak. */
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kv_per_query_head),
        cmocka_unit_test(test_eltwise),
        cmocka_unit_test(test_engine_names),
        cmocka_unit_test(test_engine_is_llamacpp),
        cmocka_unit_test(test_xqa_rule),
        cmocka_unit_test(test_ungraphed_launches),
        cmocka_unit_test(test_hgemm_cap),
        cmocka_unit_test(test_host_launches),
        cmocka_unit_test(test_host_seq_floor),
        cmocka_unit_test(test_cublas_conversions),
        cmocka_unit_test(test_quantized_matmul),
        cmocka_unit_test(test_cublas_path),
        cmocka_unit_test(test_ubatch_pipeline),
        cmocka_unit_test(test_launch_queue),
        cmocka_unit_test(test_launch_queue_exceeded),
        cmocka_unit_test(test_launch_queue_copies),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
