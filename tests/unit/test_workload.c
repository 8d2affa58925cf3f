/* test_workload.c - lowering (workload.h): every phase and family checked
 * against hand calculations written out in the comments, and the KV-cache
 * worked examples of docs/worked-examples.md (#24, #25). */
#include "testutil.h"

#include <math.h>

#include "mlsys/workload.h"

/* A small dense decoder: P = 1e9, N_L = 10, d = 1000, 10 heads of 100. */
static struct mlsys_arch small(void)
{
    struct mlsys_arch a = {1e9, NAN, false, 10, 1000, 10, NAN, NAN, NAN, NAN, false, NAN, NAN, NAN,
                             NAN, NAN, NAN, NAN, false, NAN, NAN, 0, NAN, 0, NAN, NAN, NAN, false};
    return a;
}

/* ResNet-50-like: 25.6e6 parameters, 50 layers, 8.2 GFLOP per image. */
static struct mlsys_arch resnet(void)
{
    struct mlsys_arch a = {25.6e6, NAN, false, 50, NAN, NAN, NAN, NAN, NAN, NAN, false, NAN, NAN,
                             NAN, 8.2e9, NAN, NAN, NAN, false, NAN, NAN, 0, NAN, 0, NAN, NAN, NAN,
                             false};
    return a;
}

/* Mamba 2.8B (data/workloads/mamba-2.8b.yaml): 97,280 state values a layer. */
static struct mlsys_arch mamba(void)
{
    struct mlsys_arch a = {2.8e9, NAN, false, 64, 2560, NAN, NAN, NAN, NAN, NAN, false, NAN, NAN,
                             NAN, NAN, NAN, NAN, 97280, false, NAN, NAN, 0, NAN, 0, NAN, NAN, NAN,
                             false};
    return a;
}

static struct mlsys_lowering how(enum mlsys_phase p, double B, double S)
{
    struct mlsys_lowering h = {p, B, S, 2, 2, MLSYS_RECOMPUTE_NONE, 0.1};
    return h;
}

static void test_kv_examples(void **state)
{
    (void)state;
    /* docs/worked-examples.md #24: 32 layers, 32 heads x 128, 2,048 tokens, fp16:
     * 2 * 32 * 32 * 128 * 2048 * 2 = 1,073,741,824 B. */
    struct mlsys_arch mha = {7e9, NAN, false, 32, 4096, 32, NAN, NAN, NAN, NAN, false, NAN, NAN,
                             NAN, NAN, NAN, NAN, NAN, false, NAN, NAN, 0, NAN, 0, NAN, NAN, NAN,
                             false};
    assert_close(mlsys_kv_bytes_per_seq(&mha, 2048, 2), 1073741824.0, 0, 0);
    /* docs/worked-examples.md #25: Llama 3 8B, 32 layers, 8 KV heads x 128,
     * fp16: 2*32*8*128*2 = 131,072 B/token. */
    struct mlsys_arch gqa = {8.03e9, NAN, false, 32, 4096, 32, 8, NAN, NAN, NAN, false, NAN, NAN,
                             NAN, NAN, NAN, NAN, NAN, false, NAN, NAN, 0, NAN, 0, NAN, NAN, NAN,
                             false};
    assert_close(mlsys_kv_bytes_per_seq(&gqa, 1, 2), 131072.0, 0, 0);
    /* Multi-head latent attention: 61 layers x 576 x 1,000 tokens x 2 B = 70,272,000 B. */
    struct mlsys_arch mla = {671e9, 37e9, true, 61, 7168, 128, NAN, NAN, NAN, NAN, false, NAN, NAN,
                             576, NAN, NAN, NAN, NAN, false, NAN, NAN, 0, NAN, 0, NAN, NAN, NAN,
                             false};
    assert_close(mlsys_kv_bytes_per_seq(&mla, 1000, 2), 70272000.0, 0, 0);
    /* A sliding window (Gemma 2 9B's shape: 42 layers, 8 KV heads of 256, a
     * window of 4,096 on 21 of them): 8,192 tokens cache 8,192 on the 21
     * global layers and 4,096 on the 21 windowed ones, 2 x 8 x 256 x 2 B =
     * 8,192 B a token a layer: 8,192 x (21 x 8,192 + 21 x 4,096) =
     * 2,113,929,216 B, against 2,818,572,288 B without the window; under the
     * window (4,096 tokens) the same as without: 8,192 x 42 x 4,096. */
    struct mlsys_arch win = gqa;
    win.layers = 42;
    win.head_dim = 256;
    win.window = 4096;
    win.window_layers = 21;
    assert_close(mlsys_kv_bytes_per_seq(&win, 8192, 2), 2113929216.0, 0, 0);
    assert_close(mlsys_kv_bytes_per_seq(&win, 4096, 2), 8192.0 * 42 * 4096, 0, 0);
}

static void test_decode_prefill(void **state)
{
    (void)state;
    struct mlsys_arch a = small();
    struct mlsys_lowered o;
    struct mlsys_lowering h = how(MLSYS_PHASE_DECODE, 2, 100);
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    /* O = B (2P + 4 N_L d S) = 2 (2e9 + 4*10*1000*100) = 4.008e9. */
    assert_close(o.ops_FLOP, 4.008e9, 1e-15, 0);
    /* M_KV(100) = 2*10*10*100*100*2 = 4,000,000 B; D_vol = 2e9 + 2*4e6 = 2.008e9. */
    assert_close(o.kv_per_seq_B, 4e6, 0, 0);
    assert_close(o.dvol_B, 2.008e9, 1e-15, 0);
    assert_close(o.items, 2, 0, 0);
    h.phase = MLSYS_PHASE_PREFILL;
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    /* O = B (2 P S + 2 N_L d S^2) = 2 (2e11 + 2*10*1000*1e4) = 4.004e11; 200 tokens. */
    assert_close(o.ops_FLOP, 4.004e11, 1e-15, 0);
    assert_close(o.dvol_B, 2.008e9, 1e-15, 0);
    assert_close(o.items, 200, 0, 0);
}

static void test_train(void **state)
{
    (void)state;
    struct mlsys_arch a = small();
    struct mlsys_lowered o;
    struct mlsys_lowering h = how(MLSYS_PHASE_TRAIN, 2, 100);
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    /* O = 3 B (2 P S + 2 N_L d S^2) = 3 * 2 * (2e11 + 2e8) = 1.2012e12. */
    assert_close(o.ops_FLOP, 1.2012e12, 1e-15, 0);
    /* Activations, no recompute: S B d (34 + 5 h S / d) s / 2 per layer
     * = 100*2*1000*(34 + 5*10*100/1000)*2/2 = 200,000 * 39 = 7.8e6; x 10 layers = 7.8e7.
     * D_vol = 5*2*1e9 + 24*1e9 + 2*7.8e7 = 3.4156e10. */
    assert_close(o.act_B, 7.8e7, 1e-15, 0);
    assert_close(o.dvol_B, 3.4156e10, 1e-15, 0);
    h.recompute = MLSYS_RECOMPUTE_FULL; /* 4/3 more FLOPs: 1.6016e12 */
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.ops_FLOP, 1.6016e12, 1e-15, 0);
}

static void test_moe_reads(void **state)
{
    (void)state;
    /* P = 8e9, P_a = 2e9: at B = 2 the step reads min(8e9, 4e9) = 4e9 weights;
     * at B = 8, min(8e9, 16e9) = 8e9. No attention terms: N_L = 1, tiny S = 1 and
     * d = 1 keep the KV part at 2*1*1*1*1*2 = 4 B per sequence. */
    struct mlsys_arch a = {8e9, 2e9, true, 1, 1, 1, NAN, NAN, NAN, NAN, false, NAN, NAN, NAN, NAN,
                             NAN, NAN, NAN, false, NAN, NAN, 0, NAN, 0, NAN, NAN, NAN, false};
    struct mlsys_lowered o;
    struct mlsys_lowering h = how(MLSYS_PHASE_DECODE, 2, 1);
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.dvol_B, 2 * 4e9 + 2 * 4, 1e-15, 0);
    /* O = B (2 P_a + 4 N_L d S) = 2 (4e9 + 4) */
    assert_close(o.ops_FLOP, 2 * (4e9 + 4), 1e-15, 0);
    h.batch = 8;
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.dvol_B, 2 * 8e9 + 8 * 4, 1e-15, 0);
}

static void test_infer_cnn(void **state)
{
    (void)state;
    /* ResNet-50-like: 25.6e6 params, 8.2 GFLOP per image, fp16, B = 4.
     * O = 4 * 8.2e9 = 32.8e9. Weights 51.2e6 B; activations assumed 10 % of
     * that per image = 5.12e6 B; D_vol = 51.2e6 + 4 * 5.12e6 = 71.68e6 B. */
    struct mlsys_arch a = resnet();
    struct mlsys_lowered o;
    struct mlsys_lowering h = how(MLSYS_PHASE_INFER, 4, 2048);
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.ops_FLOP, 32.8e9, 1e-15, 0);
    assert_close(o.dvol_B, 71.68e6, 1e-15, 0);
    assert_true(o.used_act_frac);
    /* With a catalog figure of 1 MB per sample: 51.2e6 + 4e6. */
    a.act_bytes = 1e6;
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.dvol_B, 55.2e6, 1e-15, 0);
    assert_false(o.used_act_frac);
}

/* Training a CNN: forward + backward = 3 x forward.
 * ResNet-50-like, P = 25.6e6, 8.2 GFLOP per image, fp16, B = 256:
 *   O = 3 * 256 * 8.2e9 = 6.2976e12 FLOP (x 4/3 = 8.3968e12 with full
 *   recomputation); activations 0.1 * 51.2e6 = 5.12e6 B per image (no
 *   catalog figure), A = 256 * 5.12e6 = 1.31072e9 B;
 *   D_vol = 5*2*25.6e6 + 2*12*25.6e6 + 2A = 256e6 + 614.4e6 + 2.62144e9
 *         = 3.49184e9 B. With 1 MB per image from the catalog: A = 256e6,
 *   D_vol = 256e6 + 614.4e6 + 512e6 = 1.3824e9 B. */
static void test_train_cnn(void **state)
{
    (void)state;
    struct mlsys_arch a = resnet();
    struct mlsys_lowered o;
    struct mlsys_lowering h = how(MLSYS_PHASE_TRAIN, 256, 2048);
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.ops_FLOP, 6.2976e12, 1e-15, 0);
    assert_close(o.act_B, 1.31072e9, 1e-15, 0);
    assert_close(o.dvol_B, 3.49184e9, 1e-15, 0);
    assert_close(o.items, 256, 0, 0);
    assert_false(o.tokens);
    assert_true(o.used_act_frac);
    assert_non_null(o.note);
    a.act_bytes = 1e6;
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.dvol_B, 1.3824e9, 1e-15, 0);
    assert_false(o.used_act_frac);
    h.recompute = MLSYS_RECOMPUTE_FULL;
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.ops_FLOP, 8.3968e12, 1e-15, 0);
}

/* SSM (Mamba, Gu and Dao 2023): 2 P FLOPs a token; a fixed state per
 * sequence. Mamba 2.8B: P = 2.8e9, 64 layers of d = 2560, expansion E = 2,
 * state N = 16, convolution width 4: E d N + E d (4 - 1) = 81,920 + 15,360
 * = 97,280 values per layer; fp16: 64 * 97,280 * 2 = 12,451,840 B. */
static void test_ssm(void **state)
{
    (void)state;
    struct mlsys_arch a = mamba();
    struct mlsys_lowered o;
    assert_true(mlsys_arch_is_ssm(&a) && mlsys_arch_generates(&a));
    assert_false(mlsys_arch_is_transformer(&a));
    assert_close(mlsys_kv_bytes_per_seq(&a, 2048, 2), 12451840, 0, 0);
    /* decode, B = 1: O = 5.6e9; D_vol = 5.6e9 + 2 * 12,451,840 = 5,624,903,680 */
    struct mlsys_lowering h = how(MLSYS_PHASE_DECODE, 1, 2048);
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.ops_FLOP, 5.6e9, 1e-15, 0);
    assert_close(o.dvol_B, 5624903680.0, 1e-15, 0);
    assert_true(o.tokens);
    /* B = 8: O = 44.8e9; D_vol = 5.6e9 + 16 * 12,451,840 = 5,799,229,440, for
     * any S (the state does not grow) */
    h = how(MLSYS_PHASE_DECODE, 8, 100);
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.ops_FLOP, 44.8e9, 1e-15, 0);
    assert_close(o.dvol_B, 5799229440.0, 1e-15, 0);
    /* prefill, B = 1, S = 2048: O = 2 * 2.8e9 * 2048 = 1.14688e13;
     * D_vol = 5.6e9 + 12,451,840 */
    h = how(MLSYS_PHASE_PREFILL, 1, 2048);
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.ops_FLOP, 1.14688e13, 1e-15, 0);
    assert_close(o.dvol_B, 5612451840.0, 1e-15, 0);
    assert_close(o.items, 2048, 0, 0);
    /* train, B = 1, S = 2048: 6 P per token, 3 * 1.14688e13 = 3.44064e13 */
    h = how(MLSYS_PHASE_TRAIN, 1, 2048);
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.ops_FLOP, 3.44064e13, 1e-15, 0);
    assert_close(o.items, 2048, 0, 0);
    assert_true(o.tokens);
}

static void test_infer_encoder(void **state)
{
    (void)state;
    /* Bidirectional attention: O = B (2 P S + 4 N_L d S^2) = 1 (2e9*100 +
     * 4*10*1000*1e4) = 2.004e11. */
    struct mlsys_arch a = small();
    struct mlsys_lowered o;
    struct mlsys_lowering h = how(MLSYS_PHASE_INFER, 1, 100);
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, NULL), 0);
    assert_close(o.ops_FLOP, 2.004e11, 1e-15, 0);
}

static void test_activations_korthikanti(void **state)
{
    (void)state;
    /* Llama-70B-like layer: S = 2048, B = 1, d = 8192, 64 heads, 2 B:
     * sbd = 2048*1*8192*2/2 = 16,777,216; none: x (34 + 5*64*2048/8192 = 114)
     * = 1,912,602,624; selective: x 34 = 570,425,344; full: x 2 = 33,554,432. */
    struct mlsys_arch a = {70.6e9, NAN, false, 80, 8192, 64, 8, NAN, NAN, NAN, false, NAN, NAN,
                             NAN, NAN, NAN, NAN, NAN, false, NAN, NAN, 0, NAN, 0, NAN, NAN, NAN,
                             false};
    assert_close(mlsys_workload_act_bytes_per_layer(&a, 1, 2048, 2, MLSYS_RECOMPUTE_NONE),
                 1912602624.0, 0, 0);
    assert_close(mlsys_workload_act_bytes_per_layer(&a, 1, 2048, 2, MLSYS_RECOMPUTE_SELECTIVE),
                 570425344.0, 0, 0);
    assert_close(mlsys_workload_act_bytes_per_layer(&a, 1, 2048, 2, MLSYS_RECOMPUTE_FULL),
                 33554432.0, 0, 0);
}

static void test_errors(void **state)
{
    (void)state;
    struct mlsys_err err;
    struct mlsys_lowered o;
    struct mlsys_arch cnn = resnet();
    struct mlsys_lowering h = how(MLSYS_PHASE_DECODE, 1, 2048);
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_workload_lower(&cnn, &h, &o, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "phase decode needs a transformer (layers, hidden, heads and "
                                 "parameters) or an SSM (layers, ssm_state); this workload has "
                                 "only FLOPs per sample; use {phase} infer or train");
    /* an SSM has no single forward pass per sample */
    struct mlsys_arch ssm = mamba();
    h = how(MLSYS_PHASE_INFER, 1, 2048);
    assert_int_equal(mlsys_workload_lower(&ssm, &h, &o, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "phase infer is one forward pass per sample; an SSM "
                                 "generates: use {phase} decode, prefill or train");
    /* training needs a parameter count beside FLOPs per sample */
    struct mlsys_arch sized = {NAN, NAN, false, NAN, NAN, NAN, NAN, NAN, NAN, NAN, false, NAN, NAN,
                             NAN, 8.2e9, 1e8, NAN, NAN, false, NAN, NAN, 0, NAN, 0, NAN, NAN, NAN,
                             false};
    h = how(MLSYS_PHASE_TRAIN, 1, 1);
    assert_int_equal(mlsys_workload_lower(&sized, &h, &o, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "phase train needs a transformer shape (layers, hidden, heads), "
                                 "an SSM state or FLOPs per sample, and a parameter count");
    h = how(MLSYS_PHASE_DECODE, 0, 2048);
    struct mlsys_arch a = small();
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, &err), MLSYS_ERANGE);
    assert_string_equal(err.msg, "batch must be greater than zero");
    h = how(MLSYS_PHASE_DECODE, 1, 0);
    assert_int_equal(mlsys_workload_lower(&a, &h, &o, &err), MLSYS_ERANGE);
    struct mlsys_arch none = {NAN, NAN, false, NAN, NAN, NAN, NAN, NAN, NAN, NAN, false, NAN, NAN,
                             NAN, NAN, NAN, NAN, NAN, false, NAN, NAN, 0, NAN, 0, NAN, NAN, NAN,
                             false};
    h = how(MLSYS_PHASE_INFER, 1, 1);
    assert_int_equal(mlsys_workload_lower(&none, &h, &o, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "the workload has neither a parameter count nor a model size; "
                                 "give {params}");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kv_examples),   cmocka_unit_test(test_decode_prefill),
        cmocka_unit_test(test_train),         cmocka_unit_test(test_moe_reads),
        cmocka_unit_test(test_infer_cnn),     cmocka_unit_test(test_infer_encoder),
        cmocka_unit_test(test_activations_korthikanti), cmocka_unit_test(test_errors),
        cmocka_unit_test(test_train_cnn),     cmocka_unit_test(test_ssm),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
