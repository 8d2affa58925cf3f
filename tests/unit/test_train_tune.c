/* test_train_tune.c - optimizers, LoRA/QLoRA, offload and failures in the
 * training model (train.h, train_tune.c, train_run.c), by hand on a small
 * GPT whose every count fits in a comment, and LoRA's trainable count of
 * Llama 3 8B against the figure PEFT prints. */
#include "testutil.h"

#include <math.h>
#include <string.h>

#include "mlsys/err.h"
#include "mlsys/train.h"
#include "trainutil.h"

/* A round device: 1 TFLOP/s, 1 GB/s, both at efficiency 1, one per node. */
static struct mlsys_device dev1(void)
{
    return (struct mlsys_device){.peak_flops = 1e12, .eta_mm = 1, .units = NAN, .bw_Bps = 1e9,
                                 .eta_mem = 1, .capacity_B = NAN, .tdp_W = NAN,
                                 .node_devices = 1, .intra = {1e-6, 1e9}, .eta_intra = 1,
                                 .inter = {1e-6, 1e9}, .eta_inter = 1};
}

/* A GPT of l layers, h 64, 4 heads of 16, FFN 256, V 1000, s 128, b = B = 1,
 * on one device, no recomputation, bf16 weights, fp32 gradients, Adam.
 *
 * Its parameters (Narayanan et al. 2021 eq. 2 per layer, 12 h^2 + 13 h):
 * 12 x 4096 + 13 x 64 = 49,984 per layer; embedding and position table
 * V h + s h = 64,000 + 8,192 = 72,192. l = 2: P = 172,160. l = 8: 472,064. */
static struct mlsys_train_in small(double l)
{
    struct mlsys_train_in in = {
        .arch = {.layers = l, .hidden = 64, .heads = 4, .kv_heads = 4, .head_dim = 16,
                 .ffn = 256, .vocab = 1000, .experts = NAN, .experts_per_token = 1,
                 .params = NAN},
        .dev = dev1(),
        .lay = {1, 1, 1, 1, 1, 1},
        .batch = {1, 1, 128},
        .opt = {.recompute = MLSYS_RECOMPUTE_NONE, .attention = MLSYS_ATTN_STANDARD,
                .s_elem_B = 2, .s_grad_B = 4, .opt_B_per_param = 12},
    };
    return in;
}

/* State per parameter with fp32 master weights: Adam 4 + 4 + 4; 8-bit Adam
 * 4 + 1 + 1 plus an fp32 absmax per block of 2048 for each moment
 * (Dettmers et al. 2022, bitsandbytes' block size); Adafactor's master 4
 * (its factored moment by shape); SGD with momentum 4 + 4. */
static void test_optimizer_bytes(void **state)
{
    (void)state;
    assert_close(mlsys_train_optimizer_B(MLSYS_TRAIN_ADAM), 12, 0, 0);
    assert_close(mlsys_train_optimizer_B(MLSYS_TRAIN_ADAM8BIT), 6.00390625, 0, 0);
    assert_close(mlsys_train_optimizer_B(MLSYS_TRAIN_ADAFACTOR), 4, 0, 0);
    assert_close(mlsys_train_optimizer_B(MLSYS_TRAIN_SGD), 8, 0, 0);
}

/* Memory of each optimizer, P = 172,160 on one device:
 *   weights 2 P = 344,320; gradients 4 P = 688,640;
 *   Adam 12 P = 2,065,920; 8-bit Adam 6.00390625 P = 1,033,632.5;
 *   SGD 8 P = 1,377,280;
 *   Adafactor 4 P + 4 B x (rows + cols): per layer Q 128, K and V 2 x 128,
 *   O 128, up 320, down 320 = 1,152, two layers 2,304, the tied embedding
 *   1,000 + 64 = 1,064: 3,368 x 4 = 13,472; 688,640 + 13,472 = 702,112.
 * The step reads and writes the state, 32 B of gradient passes, the
 * gradient and the 16-bit copy, at 1 GB/s: Adam (24 + 32 + 4 + 2) P =
 * 62 P B = 10.67392 ms; SGD (16 + 38) P = 54 P B = 9.29664 ms. */
static void test_optimizer_memory(void **state)
{
    (void)state;
    const struct {
        enum mlsys_train_optimizer o;
        double state_B;
    } cases[] = {{MLSYS_TRAIN_ADAM, 2065920},
                 {MLSYS_TRAIN_ADAM8BIT, 1033632.5},
                 {MLSYS_TRAIN_SGD, 1377280},
                 {MLSYS_TRAIN_ADAFACTOR, 702112}};
    for (size_t i = 0; i < 4; i++) {
        struct mlsys_train_in in = small(2);
        in.opt.optimizer = cases[i].o;
        in.opt.opt_B_per_param = mlsys_train_optimizer_B(cases[i].o);
        struct mlsys_train_out o = run(&in);
        assert_close(o.params, 172160, 0, 0);
        assert_close(o.m_weights_B, 344320, 1e-15, 0);
        assert_close(o.m_gradients_B, 688640, 1e-15, 0);
        assert_close(o.m_optimizer_B, cases[i].state_B, 1e-15, 0);
        /* a checkpoint: 2 B of weight and the state per parameter */
        assert_close(o.checkpoint_B, 344320 + cases[i].state_B, 1e-15, 0);
        if (cases[i].o == MLSYS_TRAIN_ADAM)
            assert_close(o.t_optimizer_s, 10.67392e-3, 1e-12, 0);
        if (cases[i].o == MLSYS_TRAIN_SGD)
            assert_close(o.t_optimizer_s, 9.29664e-3, 1e-12, 0);
    }
}

/* LoRA r = 8 on the small GPT: r (d_in + d_out) per adapted matrix, 1,152
 * per layer (above), 8 x 1,152 x 2 = 18,432 trainable. Weights: the base
 * 2 P = 344,320 plus 2 x 18,432 = 36,864: 381,184; gradients 4 x 18,432 =
 * 73,728; Adam 12 x 18,432 = 221,184. QLoRA (NF4, 4.126953125 bits with
 * double quantisation, Dettmers et al. 2023): base 172,160 x 0.515869140625
 * = 88,812.03125, with the adapters 125,676.03125. */
static void test_lora_memory(void **state)
{
    (void)state;
    struct mlsys_train_in in = small(2);
    in.opt.lora_rank = 8;
    in.opt.s_base_B = 2;
    struct mlsys_train_out o = run(&in);
    assert_close(o.params_trainable, 18432, 0, 0);
    assert_close(o.m_weights_B, 381184, 1e-15, 0);
    assert_close(o.m_gradients_B, 73728, 1e-15, 0);
    assert_close(o.m_optimizer_B, 221184, 1e-15, 0);
    assert_close(o.checkpoint_B, 14 * 18432, 1e-15, 0); /* the adapters only */
    in.opt.s_base_B = MLSYS_TRAIN_NF4_B;
    o = run(&in);
    assert_close(o.m_weights_B, 125676.03125, 1e-15, 0);
}

/* Llama 3 8B (32 layers, h 4096, 32 heads, 8 kv heads of 128, SwiGLU FFN
 * 14,336), LoRA r = 16 on every linear projection: PEFT reports 41,943,040
 * trainable parameters (print_trainable_parameters, target_modules
 * q,k,v,o,gate,up,down_proj). By hand: 8,192 + 2 x 5,120 + 8,192 + 2 x
 * 18,432 + 18,432 = 81,920 per layer, x 32 x 16. */
static void test_lora_llama3_8b(void **state)
{
    (void)state;
    struct mlsys_train_in in = small(32);
    in.arch = (struct mlsys_arch){.layers = 32, .hidden = 4096, .heads = 32, .kv_heads = 8,
                                  .head_dim = 128, .ffn = 14336, .vocab = 128256,
                                  .gated = true, .experts = NAN, .experts_per_token = 1,
                                  .params = NAN};
    in.opt.lora_rank = 16;
    assert_close(mlsys_train_params_trainable(&in), 41943040, 0, 0);
}

/* FLOPs per token under LoRA: the base GEMMs run forward and data gradient
 * only (2x), attention and the adapters forward and both backward GEMMs
 * (3x), the frozen head 2x. Per token and layer: GEMMs 2 (h 3h + h h + 2 h
 * F) = 98,304; attention 4 s h = 32,768; adapters 2 r 1,152 = 18,432; the
 * head 2 V h = 128,000. 128 tokens, 2 layers:
 *   full: 3 x 128 x (2 x 131,072 + 128,000) = 149,815,296
 *   LoRA: 128 x (2 x (2 x 98,304 + 3 x 32,768 + 3 x 18,432) + 2 x 128,000)
 *       = 122,421,248. */
static void test_lora_flops(void **state)
{
    (void)state;
    struct mlsys_train_in in = small(2);
    assert_close(run(&in).model_flop, 149815296, 1e-12, 0);
    in.opt.lora_rank = 8;
    struct mlsys_train_out lora = run(&in);
    assert_close(lora.model_flop, 122421248, 1e-12, 0);
    /* QLoRA dequantises each layer's 49,152 base weights before the forward
     * and the backward pass: (0.515869140625 + 2) B each at 1 GB/s, 2 passes,
     * 2 layers: 4 x 123,660 B = 494.64 us more compute. */
    in.opt.s_base_B = MLSYS_TRAIN_NF4_B;
    assert_close(run(&in).t_compute_s - lora.t_compute_s, 494.64e-6, 1e-9, 0);
}

/* Offload of the optimizer, P = 172,160, host link 1 GB/s, host rate 1e6
 * parameters/s: fp32 gradients down and 16-bit weights up, (4 + 2) P =
 * 1,032,960 B = 1.03296 ms, and the host step 0.17216 s: 0.17319296 s;
 * no optimizer state on the device, no device step. The megatron stack
 * keeps its fp32 gradient buffer, 4 P = 688,640 B (Megatron-Core's
 * optimizer CPU offload copies the gradients down after the reduce);
 * deepspeed streams them to the host (ZeRO-Offload): none left. */
static void test_offload_optimizer(void **state)
{
    (void)state;
    struct mlsys_train_in in = small(2);
    in.opt.offload = MLSYS_OFFLOAD_OPTIMIZER;
    in.opt.host_bw_Bps = 1e9;
    in.opt.cpu_opt_params_per_s = 1e6;
    struct mlsys_train_out o = run(&in);
    assert_close(o.t_offload_s, 0.17319296, 1e-12, 0);
    assert_close(o.m_optimizer_B, 0, 0, 0);
    assert_int_equal(in.opt.framework, MLSYS_FRAMEWORK_MEGATRON);
    assert_close(o.m_gradients_B, 688640, 1e-12, 0);
    assert_close(o.t_optimizer_s, 0, 0, 0);
    in.opt.framework = MLSYS_FRAMEWORK_DEEPSPEED;
    struct mlsys_train_out ds = run(&in);
    assert_close(ds.m_gradients_B, 0, 0, 0);
    assert_close(ds.t_offload_s, 0.17319296, 1e-12, 0);
    assert_close(o.t_step_s, o.t_compute_s + o.t_tp_s + o.t_pp_s + o.t_dp_s + o.t_offload_s +
                                 o.t_fixed_s,
                 1e-15, 0);
}

/* Offload of weights and activations, 8 layers (P = 472,064), full
 * recomputation, one microbatch, host link 1 GB/s:
 *   weights: 2 P = 944,128 B streamed up for the forward, recompute and
 *   backward passes (3 x 944,128) and the update written back (944,128):
 *   3,776,512 B; two layers of eight stay: M_weights = 944,128 / 4 = 236,032.
 *   activations: full recomputation keeps each layer's input, 2 s b h B =
 *   2 x 8,192 = 16,384 B a layer, 131,072 a microbatch, down and up:
 *   262,144 B; two layers stay (32,768) plus the layer being recomputed,
 *   s b h (10 + 24 + 5 a s / h) = 8,192 x 74 = 606,208, and the output
 *   layer's logits, which stay, s V (2 + 4) = 768,000: 1,406,976.
 *   T_offload = (3,776,512 + 262,144) B / 1 GB/s = 4.038656 ms. */
static void test_offload_weights_activations(void **state)
{
    (void)state;
    struct mlsys_train_in in = small(8);
    in.opt.recompute = MLSYS_RECOMPUTE_FULL;
    in.opt.offload = MLSYS_OFFLOAD_WEIGHTS | MLSYS_OFFLOAD_ACTIVATIONS;
    in.opt.host_bw_Bps = 1e9;
    struct mlsys_train_out o = run(&in);
    assert_close(o.params, 472064, 0, 0);
    assert_close(o.m_weights_B, 236032, 1e-15, 0);
    assert_close(o.m_activations_B, 1406976, 1e-15, 0);
    assert_close(o.t_offload_s, 4.038656e-3, 1e-12, 0);
}

/* Failures: MTBF 1e6 s per device, 100 devices: MTBF_system 1e4 s; a
 * checkpoint of 1e9 B at 1e7 B/s: delta = 100 s. Daly (2006) with x =
 * delta/(2M) = 0.005: tau = sqrt(2 delta M) (1 + sqrt(x)/3 + x/9) - delta
 * = 1414.2136 x 1.0241258 - 100 = 1348.3326 s; goodput (restart 600 s) tau /
 * (M e^(R/M) (e^((tau + delta)/M) - 1)) = 0.81478195. With delta = 1 s
 * and M = 1e6 s, x = 5e-7: Daly 1414.2136 x 1.000235758 - 1 = 1413.5470 s,
 * Young's sqrt(2 delta M) = 1414.2136 s to 0.05 %. */
static void test_failures(void **state)
{
    (void)state;
    struct mlsys_train_fail_in fi = {1e6, 100, 600, 1e9, 1e7};
    struct mlsys_train_fail_out fo;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_train_failures(&fi, &fo, &err), MLSYS_OK);
    assert_close(fo.mtbf_system_s, 1e4, 1e-15, 0);
    assert_close(fo.t_write_s, 100, 1e-15, 0);
    assert_close(fo.tau_s, 1348.3326, 1e-7, 0);
    assert_close(fo.goodput, 0.81478195, 1e-7, 0);
    fi = (struct mlsys_train_fail_in){1e6, 1, 0, 1e7, 1e7};
    assert_int_equal(mlsys_train_failures(&fi, &fo, &err), MLSYS_OK);
    assert_close(fo.tau_s, 1413.5470, 1e-7, 0);
    assert_close(fo.tau_s, 1414.2136, 5e-4, 0);
    /* errors: MTBF, checkpoint, bandwidth not above zero, N not whole,
     * failures faster than checkpoints */
    const struct mlsys_train_fail_in bad[] = {
        {0, 100, 600, 1e9, 1e7},   {1e6, 100, 600, 0, 1e7}, {1e6, 100, 600, 1e9, 0},
        {1e6, 100, -1, 1e9, 1e7},  {1e6, 2.5, 600, 1e9, 1e7}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(mlsys_train_failures(&bad[i], &fo, &err), MLSYS_ERANGE);
    fi = (struct mlsys_train_fail_in){1, 1e6, 0, 1e15, 1};
    assert_int_equal(mlsys_train_failures(&fi, &fo, &err), MLSYS_ENUMERIC);
}

/* The checks: a LoRA rank not whole, above h, or with ZeRO-3; offload
 * without a host link or rate. */
static void test_errors(void **state)
{
    (void)state;
    struct mlsys_err err;
    enum mlsys_train_bad bad;
    const double ranks[] = {2.5, 65, -1};
    for (size_t i = 0; i < 3; i++) {
        struct mlsys_train_in in = small(2);
        in.opt.lora_rank = ranks[i];
        assert_int_equal(mlsys_train_check(&in, &bad, &err), MLSYS_ERANGE);
        assert_int_equal(bad, MLSYS_TRAIN_BAD_LORA);
    }
    struct mlsys_train_in in = small(2);
    in.opt.lora_rank = 8;
    in.opt.zero = 3;
    assert_int_equal(mlsys_train_check(&in, &bad, &err), MLSYS_ERANGE);
    assert_int_equal(bad, MLSYS_TRAIN_BAD_LORA);
    in = small(2);
    in.opt.offload = MLSYS_OFFLOAD_WEIGHTS;
    assert_int_equal(mlsys_train_check(&in, &bad, &err), MLSYS_ERANGE);
    assert_int_equal(bad, MLSYS_TRAIN_BAD_OFFLOAD);
    in.opt.host_bw_Bps = 1e9;
    in.opt.offload = MLSYS_OFFLOAD_OPTIMIZER;
    assert_int_equal(mlsys_train_check(&in, &bad, &err), MLSYS_ERANGE);
    in.opt.cpu_opt_params_per_s = 1e9;
    assert_int_equal(mlsys_train_check(&in, &bad, &err), MLSYS_OK);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_optimizer_bytes),
        cmocka_unit_test(test_optimizer_memory),
        cmocka_unit_test(test_lora_memory),
        cmocka_unit_test(test_lora_llama3_8b),
        cmocka_unit_test(test_lora_flops),
        cmocka_unit_test(test_offload_optimizer),
        cmocka_unit_test(test_offload_weights_activations),
        cmocka_unit_test(test_failures),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
