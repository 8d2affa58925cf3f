/* test_memory.c - per-device memory (memory.h) against docs/worked-examples.md #23
 * and hand calculations. */
#include "testutil.h"

#include <math.h>

#include "mlsys/memory.h"

/* 7e9 parameters, 32 layers of 4096 with 32 heads; one token of one
 * sequence with full recomputation keeps 2*1*1*4096*2/2 = 8,192 B per layer,
 * 262,144 B in all, so the activations stay out of the way of #23. */
static struct mlsys_memory_in seven_b(void)
{
    struct mlsys_memory_in in = {
        .arch = {.params = 7e9, .active_params = NAN, .layers = 32, .hidden = 4096,
                 .heads = 32, .kv_heads = NAN, .head_dim = NAN, .ffn = NAN, .vocab = NAN,
                 .experts = NAN, .experts_per_token = NAN, .kv_latent = NAN,
                 .flops_per_sample = NAN, .model_bytes = NAN, .act_bytes = NAN,
                 .ssm_state = NAN},
        .phase = MLSYS_PHASE_TRAIN, .batch = 1, .seq = 1, .s_elem_B = 2, .s_kv_B = 2,
        .optimizer = MLSYS_OPTIMIZER_ADAM, .recompute = MLSYS_RECOMPUTE_FULL, .zero = 0,
        .lay = MLSYS_LAYOUT_ONE, .act_frac = 0.1, .capacity_B = 80.0 * 1073741824.0};
    return in;
}

static void test_training_state(void **state)
{
    (void)state;
    /* docs/worked-examples.md #23: fp16 weights and gradients (2 + 2 B) and
     * Adam (12 B): 16 B/param = 112 GB for 7e9 parameters; ZeRO-3 over 64
     * ranks: 112 / 64 = 1.75 GB. */
    struct mlsys_memory_in in = seven_b();
    struct mlsys_memory_out o;
    assert_int_equal(mlsys_memory_eval(&in, &o, NULL), 0);
    assert_close(o.weights_B + o.gradients_B + o.optimizer_B, 112e9, 1e-15, 0);
    assert_close(o.activations_B, 262144, 0, 0);
    assert_false(o.fits); /* 112 GB > 80 GiB */
    /* ceil((112e9 + 262,144) / 85,899,345,920) = 2 */
    assert_close(o.devices_min, 2, 0, 0);
    in.zero = 3;
    in.lay.dp = 64;
    assert_int_equal(mlsys_memory_eval(&in, &o, NULL), 0);
    assert_close(o.weights_B + o.gradients_B + o.optimizer_B, 1.75e9, 1e-15, 0);
    assert_true(o.fits);
    in.zero = 1; /* optimizer only: 14e9 + 14e9 + 84e9/64 = 29.3125e9 */
    assert_int_equal(mlsys_memory_eval(&in, &o, NULL), 0);
    assert_close(o.weights_B + o.gradients_B + o.optimizer_B, 29.3125e9, 1e-15, 0);
    in.zero = 0; /* SGD: 2 + 2 + 4 = 8 B/param = 56e9, over t p = 8: 7e9 */
    in.optimizer = MLSYS_OPTIMIZER_SGD;
    in.lay.tp = 4;
    in.lay.pp = 2;
    assert_int_equal(mlsys_memory_eval(&in, &o, NULL), 0);
    assert_close(o.weights_B + o.gradients_B + o.optimizer_B, 7e9, 1e-15, 0);
    assert_close(o.activations_B, 262144 / 4.0, 0, 0);
}

/* 1F1B: the first of p stages holds min(p, m) micro-batches of N_L/p
 * layers. 32 layers of 8,192 B (seven_b), p = 4, t = 1:
 *   m unknown (0): p in flight, 32/4 * 4 * 8,192 = 262,144 B
 *   m = 2 < p:     32/4 * 2 * 8,192 = 131,072 B
 *   m = 1:         32/4 * 1 * 8,192 = 65,536 B
 *   m = 16 >= p:   262,144 B again. */
static void test_microbatches_in_flight(void **state)
{
    (void)state;
    struct mlsys_memory_in in = seven_b();
    struct mlsys_memory_out o;
    in.lay.pp = 4;
    const double m[] = {0, 2, 1, 16}, want[] = {262144, 131072, 65536, 262144};
    for (int i = 0; i < 4; i++) {
        in.microbatches = m[i];
        assert_int_equal(mlsys_memory_eval(&in, &o, NULL), 0);
        assert_close(o.activations_B, want[i], 0, 0);
    }
}

static void test_inference(void **state)
{
    (void)state;
    /* Llama 3 8B-like (8.03e9, 32 layers, 8 KV heads of 128), fp16, B = 4,
     * S = 1000: weights 16.06e9 B; KV 4 * 1000 * 131,072 = 524,288,000 B. */
    struct mlsys_memory_in in = seven_b();
    struct mlsys_memory_out o;
    in.arch = (struct mlsys_arch){.params = 8.03e9, .active_params = NAN, .layers = 32,
                                  .hidden = 4096, .heads = 32, .kv_heads = 8, .head_dim = NAN,
                                  .ffn = NAN, .vocab = NAN, .experts = NAN,
                                  .experts_per_token = NAN, .kv_latent = NAN,
                                  .flops_per_sample = NAN, .model_bytes = NAN, .act_bytes = NAN,
                                  .ssm_state = NAN};
    in.phase = MLSYS_PHASE_DECODE;
    in.batch = 4;
    in.seq = 1000;
    assert_int_equal(mlsys_memory_eval(&in, &o, NULL), 0);
    assert_close(o.weights_B, 16.06e9, 1e-15, 0);
    assert_close(o.kv_B, 524288000, 0, 0);
    assert_close(o.total_B, 16.06e9 + 524288000, 1e-15, 0);
    in.s_kv_B = 1; /* fp8 KV cache halves it */
    assert_int_equal(mlsys_memory_eval(&in, &o, NULL), 0);
    assert_close(o.kv_B, 262144000, 0, 0);
}

static void test_errors(void **state)
{
    (void)state;
    struct mlsys_memory_in in = seven_b();
    struct mlsys_memory_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    in.zero = 4;
    assert_int_equal(mlsys_memory_eval(&in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "ZeRO stage must be 0, 1, 2 or 3");
    in.zero = 0;
    in.lay.dp = 0;
    assert_int_equal(mlsys_memory_eval(&in, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "parallel degrees must be at least 1");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_training_state),
        cmocka_unit_test(test_microbatches_in_flight),
        cmocka_unit_test(test_inference),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
