/* test_setup.c - the set-up layer's defaults and notes (setup.h), on the
 * shipped catalog: the KV-cache precision, the compute-rate fallback,
 * training memory from P alone, S above the context. Expected values are hand calculations
 * from the catalog figures quoted in the comments. */
#include "testutil.h"

#include <math.h>
#include <string.h>
#include <wchar.h>

#include "mlsys/catalog.h"
#include "mlsys/setup.h"

static struct mlsys_catalog *cat;

static int open_catalog(void **state)
{
    (void)state;
    return mlsys_catalog_open(&mlsys_data_catalog, NULL, 0, &cat, NULL);
}

static int close_catalog(void **state)
{
    (void)state;
    mlsys_catalog_close(cat);
    return 0;
}

/* The catalog entry called name (of kind). */
static const struct mlsys_record *rec(enum mlsys_catalog_kind kind, const char *name)
{
    const struct mlsys_record *r = NULL;
    assert_int_equal(mlsys_catalog_find(cat, kind, name, &r, NULL), 0);
    return r;
}

/* A request for workload wl on device hw (either NULL: none). */
static struct mlsys_step_req req_for(const char *hw, const char *wl)
{
    struct mlsys_step_req req;
    mlsys_step_req_init(&req);
    req.base.hw = hw ? rec(MLSYS_CAT_HARDWARE, hw) : NULL;
    req.base.wl = wl ? rec(MLSYS_CAT_WORKLOAD, wl) : NULL;
    return req;
}

/* Whether some note contains text. */
static bool noted(const struct mlsys_notes *n, const char *text)
{
    for (const char *t = mlsys_notes_next(n, NULL); t; t = mlsys_notes_next(n, t))
        if (strstr(t, text))
            return true;
    return false;
}

/* Weight-only quantization keeps a 16-bit KV cache; a float of 8 bits or
 * more keeps its own precision. */
static void test_kv_precision_rule(void **state)
{
    (void)state;
    static const struct {
        enum mlsys_precision weights, kv;
    } cases[] = {
        {MLSYS_PREC_FP64, MLSYS_PREC_FP64}, {MLSYS_PREC_FP32, MLSYS_PREC_FP32},
        {MLSYS_PREC_TF32, MLSYS_PREC_TF32}, {MLSYS_PREC_FP16, MLSYS_PREC_FP16},
        {MLSYS_PREC_BF16, MLSYS_PREC_BF16}, {MLSYS_PREC_FP8, MLSYS_PREC_FP8},
        {MLSYS_PREC_FP4, MLSYS_PREC_FP16},  {MLSYS_PREC_INT8, MLSYS_PREC_FP16},
        {MLSYS_PREC_INT4, MLSYS_PREC_FP16},  {MLSYS_PREC_Q8_0, MLSYS_PREC_FP16},
        {MLSYS_PREC_Q4_K_M, MLSYS_PREC_FP16}, {MLSYS_PREC_INT4_G128, MLSYS_PREC_FP16},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        assert_int_equal(mlsys_setup_kv_precision(cases[i].weights), cases[i].kv);
}

/* Llama 3.1 70B (data/workloads/llama3-70b.yaml: 70.6e9 parameters, 80
 * layers, 8 KV heads, head_dim 8192/64 = 128) decoding B = 64 sequences of
 * S = 2048 tokens with int4 weights:
 *   weights 70.6e9 x 0.5 B = 35.3e9 B;
 *   KV cache, fp16: 64 x 2 x 80 x 8 x 128 x 2048 x 2 B = 42,949,672,960 B
 *   (it was 10,737,418,240 B in int4, a quarter of that);
 *   D_vol = 35.3e9 + 42,949,672,960 = 78,249,672,960 B. */
static void test_kv_int4_weights(void **state)
{
    (void)state;
    struct mlsys_step_req req = req_for("h100", "llama70b");
    struct mlsys_step st;
    struct mlsys_notes notes = {0};
    req.batch = 64;
    req.base.precision = MLSYS_PREC_INT4;
    assert_int_equal(mlsys_setup_step(&req, &st, &notes, NULL), 0);
    assert_int_equal(st.kv_precision, MLSYS_PREC_FP16);
    assert_close(st.low.kv_B, 42949672960.0, 1e-15, 0);
    assert_close(st.il.dvol_B, 78249672960.0, 1e-15, 0);
    assert_true(noted(&notes, "KV cache fp16, weights int4 (weight-only quantization keeps a "
                              "16-bit cache[[; {kv-precision}]])"));
    /* Given explicitly: fp8, 1 B per element, half the fp16 cache. */
    MLSYS_NOTES_CLEAR(notes);
    req.base.kv_precision = MLSYS_PREC_FP8;
    assert_int_equal(mlsys_setup_step(&req, &st, &notes, NULL), 0);
    assert_close(st.low.kv_B, 42949672960.0 / 2, 1e-15, 0);
    assert_true(noted(&notes, "KV cache fp8, weights int4 (as given[[; {kv-precision}]])"));
    /* fp8 weights keep an fp8 cache, and nothing differs to note. */
    MLSYS_NOTES_CLEAR(notes);
    req.base.kv_precision = MLSYS_PRECISION_UNSET;
    req.base.precision = MLSYS_PREC_FP8;
    assert_int_equal(mlsys_setup_step(&req, &st, &notes, NULL), 0);
    assert_int_equal(st.kv_precision, MLSYS_PREC_FP8);
    assert_false(noted(&notes, "KV cache"));
    /* Training lowers no KV cache: no note about it. */
    MLSYS_NOTES_CLEAR(notes);
    req.base.precision = MLSYS_PREC_INT8;
    req.phase = MLSYS_PHASE_TRAIN;
    assert_int_equal(mlsys_setup_step(&req, &st, &notes, NULL), 0);
    assert_false(noted(&notes, "KV cache"));
}

/* The compute-rate fallback: storage precision, fp16,
 * bf16, fp32, then the device's other rates, with a note naming what the
 * device lacks and the rate used. Rates from data/hardware/: h100-sxm fp16
 * 989 TFLOP/s; tpu-v4 bf16 275 TFLOP/s; esp32-s3 fp32 0.5 GFLOP/s;
 * jetson-agx-orin int8 137.5 TFLOP/s only. */
static void test_rate_fallback(void **state)
{
    (void)state;
    static const struct {
        const char *hw;
        enum mlsys_precision storage, used;
        double rate;
        const char *note; /* NULL: none */
    } cases[] = {
        {"h100", MLSYS_PREC_FP16, MLSYS_PREC_FP16, 989e12, NULL},
        {"h100", MLSYS_PREC_INT4, MLSYS_PREC_FP16, 989e12,
         "h100-sxm has no int4 rate; computing at its fp16 rate"},
        {"tpu-v4", MLSYS_PREC_FP16, MLSYS_PREC_BF16, 275e12,
         "tpu-v4 has no fp16 rate; computing at its bf16 rate"},
        {"esp32-s3", MLSYS_PREC_FP16, MLSYS_PREC_FP32, 0.5e9,
         "esp32-s3 has no fp16 or bf16 rate; computing at its fp32 rate"},
        {"jetson-agx-orin", MLSYS_PREC_FP16, MLSYS_PREC_INT8, 137.5e12,
         "jetson-agx-orin has no fp16, bf16 or fp32 rate; computing at its int8 rate"},
        {"jetson-agx-orin", MLSYS_PREC_INT4, MLSYS_PREC_INT8, 137.5e12,
         "jetson-agx-orin has no int4, fp16, bf16 or fp32 rate; computing at its int8 rate"},
        {"jetson-agx-orin", MLSYS_PREC_INT8, MLSYS_PREC_INT8, 137.5e12, NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct mlsys_notes notes = {0};
        enum mlsys_precision used;
        double rate;
        assert_int_equal(mlsys_setup_rate(rec(MLSYS_CAT_HARDWARE, cases[i].hw), cases[i].storage,
                                          -1, &used, &rate, &notes, NULL),
                         0);
        assert_int_equal(used, cases[i].used);
        assert_close(rate, cases[i].rate, 1e-15, 0);
        assert_int_equal(notes.n, cases[i].note ? 1 : 0);
        if (cases[i].note)
            assert_string_equal(mlsys_notes_next(&notes, NULL), cases[i].note);
    }
    /* An explicit compute precision the device lacks lists what it has. */
    struct mlsys_err err;
    enum mlsys_precision used;
    double rate;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_setup_rate(rec(MLSYS_CAT_HARDWARE, "jetson-agx-orin"),
                                      MLSYS_PREC_FP16, MLSYS_PREC_FP16, &used, &rate, NULL, &err),
                     MLSYS_EUSAGE);
    assert_string_equal(err.msg, "jetson-agx-orin has no fp16 rate; it has int8");
}

/* A power limit: the rate at the clock it allows and the cap in place of
 * the TDP. Below the TDP (cap/TDP)^(1/2.1), above it (cap/TDP)^(1/3).
 * h100-sxm: 989 TFLOP/s bf16, 700 W (data/hardware/h100-sxm.yaml);
 * (500/700)^(1/2.1) = exp(ln(0.714286) / 2.1) = exp(-0.336472 / 2.1) =
 * exp(-0.160225) = 0.851952..., 989e12 x it = 842.58e12; (1000/700)^(1/3)
 * = 1.126248...; at the TDP itself both laws give 1. */
static void test_power_limit(void **state)
{
    (void)state;
    assert_close(mlsys_setup_clock_share(700, NAN), 1, 0, 0);
    assert_close(mlsys_setup_clock_share(700, 500), 0.8519521850324988, 1e-14, 0);
    assert_close(mlsys_setup_clock_share(700, 1000), 1.126247880443606, 1e-15, 0);
    assert_close(mlsys_setup_clock_share(700, 700), 1, 1e-15, 0);
    struct mlsys_model_req r;
    mlsys_model_req_init(&r);
    assert_true(isnan(r.power_limit_W));
    r.hw = rec(MLSYS_CAT_HARDWARE, "h100");
    r.power_limit_W = 500;
    struct mlsys_device d;
    enum mlsys_precision used;
    struct mlsys_notes notes = {0};
    struct mlsys_err err;
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_setup_gemm_device(&r, MLSYS_PREC_BF16, &d, &used, &notes, &err), 0);
    assert_close(d.peak_flops, 989e12 * 0.8519521850324988, 1e-14, 0);
    assert_close(d.tdp_W, 500, 0, 0);
    assert_true(noted(&notes, "power limit 500 W of the 700 W TDP"));
    mlsys_notes_free(&notes);
    /* above twice the TDP; no TDP at all (a device given by its rates) */
    r.power_limit_W = 1401;
    assert_int_equal(mlsys_setup_gemm_device(&r, MLSYS_PREC_BF16, &d, &used, NULL, &err),
                     MLSYS_ERANGE);
    assert_string_equal(err.where, "{power-limit}");
    mlsys_err_clear(&err);
    r.hw = NULL;
    r.peak_flops = 1e15;
    r.bw_Bps = 3e12;
    r.power_limit_W = 500;
    assert_int_equal(mlsys_setup_gemm_device(&r, MLSYS_PREC_BF16, &d, &used, NULL, &err),
                     MLSYS_EUSAGE);
    assert_string_equal(err.msg, "needs the device's TDP: give {hw} with one");
}

/* S above the workload's context is set up and noted:
 * data/workloads/llama2-7b.yaml has a context of 4096 tokens. */
static void test_seq_over_context(void **state)
{
    (void)state;
    struct mlsys_step_req req = req_for(NULL, "llama2-7b");
    struct mlsys_step st;
    struct mlsys_notes notes = {0};
    req.seq = 8192;
    assert_int_equal(mlsys_setup_step(&req, &st, &notes, NULL), 0);
    assert_close(st.how.seq, 8192, 0, 0);
    assert_true(noted(&notes, "S = 8192 exceeds llama2-7b's context of 4096 tokens"));
    /* The same note for a later point of a sweep, set up without notes. */
    MLSYS_NOTES_CLEAR(notes);
    assert_int_equal(mlsys_setup_step(&req, &st, NULL, NULL), 0);
    mlsys_setup_point_notes(&st, &notes);
    assert_int_equal(notes.n, 1);
    assert_string_equal(mlsys_notes_next(&notes, NULL),
                        "S = 8192 exceeds llama2-7b's context of 4096 tokens");
    /* S = the context is within it. */
    MLSYS_NOTES_CLEAR(notes);
    req.seq = 4096;
    assert_int_equal(mlsys_setup_step(&req, &st, &notes, NULL), 0);
    assert_false(noted(&notes, "exceeds"));
}

/* A sweep over the batch redoes only the lowering: set up at batch 1,
 * then moved to 1, 7 and 64 (and back), each step equals, field by field
 * that the lowering writes, a fresh mlsys_setup_step at that batch. */
static void test_step_batch(void **state)
{
    (void)state;
    struct mlsys_step_req req = req_for("h100", "llama3-8b");
    struct mlsys_step moved, fresh;
    assert_int_equal(mlsys_setup_step(&req, &moved, NULL, NULL), 0);
    static const double batches[] = {1, 7, 64, 1};
    for (size_t i = 0; i < sizeof batches / sizeof batches[0]; i++) {
        req.batch = batches[i];
        assert_int_equal(mlsys_setup_step_batch(&req, &moved, NULL), 0);
        assert_int_equal(mlsys_setup_step(&req, &fresh, NULL, NULL), 0);
        assert_close(moved.how.batch, batches[i], 0, 0);
        assert_true(moved.lowered && fresh.lowered && moved.have_work);
        assert_close(moved.il.ops_FLOP, fresh.il.ops_FLOP, 0, 0);
        assert_close(moved.il.dvol_B, fresh.il.dvol_B, 0, 0);
        assert_close(moved.low.kv_B, fresh.low.kv_B, 0, 0);
        assert_close(moved.low.items, fresh.low.items, 0, 0);
        assert_close(moved.il.peak_flops, fresh.il.peak_flops, 0, 0);
    }
    /* Given O and D_vol replace the lowering at every batch. */
    req.ops_FLOP = 5;
    req.dvol_B = 6;
    assert_int_equal(mlsys_setup_step(&req, &moved, NULL, NULL), 0);
    req.batch = 3;
    assert_int_equal(mlsys_setup_step_batch(&req, &moved, NULL), 0);
    assert_false(moved.lowered);
    assert_close(moved.il.ops_FLOP, 5, 0, 0);
    assert_close(moved.il.dvol_B, 6, 0, 0);
}

/* Notes have no bound on their number or length (they were 24 of at most
 * 255 bytes): 100 notes of 300 characters each, 30,100 bytes with their
 * NULs against the 4,096 kept in the struct, all come back whole and in
 * order. Cleared for a later point of a sweep, the struct takes the same
 * notes again in the memory it already has: no new allocation. */
static void test_notes_unbounded(void **state)
{
    (void)state;
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    char fill[297];
    char *heap = NULL;
    size_t cap_B = 0;
    for (int round = 0; round < 2; round++) {
        for (int i = 0; i < 100; i++) {
            memset(fill, 'a' + i % 26, sizeof fill - 1);
            fill[sizeof fill - 1] = '\0';
            mlsys_notes_add(&notes, "%03d %s", i, fill); /* 3 + 1 + 296 = 300 characters */
        }
        assert_int_equal(notes.n, 100);
        int i = 0;
        for (const char *t = mlsys_notes_next(&notes, NULL); t; t = mlsys_notes_next(&notes, t)) {
            char head[16];
            snprintf(head, sizeof head, "%03d %c", i, 'a' + i % 26);
            assert_int_equal(strlen(t), 300);
            assert_memory_equal(t, head, 5);
            assert_int_equal(t[299], 'a' + i % 26);
            i++;
        }
        assert_int_equal(i, 100);
        if (round == 0) {
            heap = notes.heap;
            cap_B = notes.cap_B;
            assert_non_null(heap);
            MLSYS_NOTES_CLEAR(notes);
            assert_null(mlsys_notes_next(&notes, NULL));
        }
    }
    assert_ptr_equal(notes.heap, heap);
    assert_int_equal(notes.cap_B, cap_B);
    mlsys_notes_free(&notes);
    assert_null(notes.heap);
    assert_null(mlsys_notes_next(&notes, NULL));
    mlsys_notes_add(NULL, "nothing"); /* no notes wanted: nothing happens */
}

/* A note that cannot be written (here a format error: an unpaired UTF-16
 * surrogate has no multibyte form) is not dropped silently: the notes end
 * with one that counts those lost, after the ones kept. */
static void test_notes_lost(void **state)
{
    (void)state;
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    mlsys_notes_add(&notes, "kept");
    mlsys_notes_add(&notes, "%ls", L"\xd800");
    mlsys_notes_add(&notes, "%ls", L"\xd800");
    const char *t = mlsys_notes_next(&notes, NULL);
    assert_string_equal(t, "kept");
    t = mlsys_notes_next(&notes, t);
    assert_string_equal(t, "2 more notes could not be kept");
    assert_null(mlsys_notes_next(&notes, t));
    mlsys_notes_free(&notes);
}

/* Training state from P alone. docs/worked-examples.md
 * #23: mixed-precision Adam keeps 16 B per parameter, fp16 weights 2 +
 * fp16 gradients 2 + fp32 master, momentum and variance 12 (Rajbhandari et
 * al. 2020, "ZeRO"). For 7e9 parameters: 14 GB + 14 GB + 84 GB = 112 GB;
 * the activations need the shape and stay unknown, and so does M_total. */
static void test_memory_from_params(void **state)
{
    (void)state;
    struct mlsys_step_req req = req_for(NULL, NULL);
    struct mlsys_step st;
    struct mlsys_memory_out m;
    req.base.shape.params = 7e9;
    req.phase = MLSYS_PHASE_TRAIN;
    req.flags = MLSYS_STEP_MEMORY;
    req.base.precision = MLSYS_PREC_FP16; /* the example's mixed precision */
    assert_int_equal(mlsys_setup_step(&req, &st, NULL, NULL), 0);
    assert_false(st.lowered);
    const struct mlsys_layout one = MLSYS_LAYOUT_ONE;
    assert_int_equal(mlsys_step_memory(&st, MLSYS_OPTIMIZER_ADAM, 0, &one, &m, NULL), 0);
    assert_close(m.weights_B, 14e9, 1e-15, 0);
    assert_close(m.gradients_B, 14e9, 1e-15, 0);
    assert_close(m.optimizer_B, 84e9, 1e-15, 0);
    assert_close(m.state_B, 112e9, 1e-15, 0);
    /* bf16 weights keep fp32 gradients (mlsys train's rule): 7e9 x 4 B =
     * 28e9 B, 14 + 28 + 84 = 126e9 B of state. */
    {
        struct mlsys_step_req bf = req;
        struct mlsys_step sb;
        bf.base.precision = MLSYS_PREC_BF16;
        assert_int_equal(mlsys_setup_step(&bf, &sb, NULL, NULL), 0);
        assert_int_equal(sb.grad_precision, MLSYS_PREC_FP32);
        assert_int_equal(mlsys_step_memory(&sb, MLSYS_OPTIMIZER_ADAM, 0, &one, &m, NULL), 0);
        assert_close(m.gradients_B, 28e9, 1e-15, 0);
        assert_close(m.state_B, 126e9, 1e-15, 0);
        assert_int_equal(mlsys_step_memory(&st, MLSYS_OPTIMIZER_ADAM, 0, &one, &m, NULL), 0);
    }
    assert_true(isnan(m.activations_B) && isnan(m.total_B) && isnan(m.devices_min));
    assert_false(m.fits_known); /* no capacity */
    /* On an 80 GiB device the state alone does not fit: a firm no. */
    st.capacity_B = 80.0 * (1 << 30);
    assert_int_equal(mlsys_step_memory(&st, MLSYS_OPTIMIZER_ADAM, 0, &one, &m, NULL), 0);
    assert_true(m.fits_known);
    assert_false(m.fits);
    /* On 192e9 B it might: unknown. */
    st.capacity_B = 192e9;
    assert_int_equal(mlsys_step_memory(&st, MLSYS_OPTIMIZER_ADAM, 0, &one, &m, NULL), 0);
    assert_false(m.fits_known);
    /* ZeRO's Figure 1: 7.5e9 parameters, K = 12, N_d = 64: baseline (2 + 2 + 12)
     * x 7.5e9 = 120 GB; stage 1 2Y + 2Y + 12Y/64 = 31.4 GB; stage 2 2Y + 14Y/64 =
     * 16.6 GB; stage 3 120 GB / 64 = 1.9 GB. */
    req.base.shape.params = 7.5e9;
    assert_int_equal(mlsys_setup_step(&req, &st, NULL, NULL), 0);
    static const double zero_GB[4] = {120, 31.4, 16.6, 1.9};
    struct mlsys_layout d64 = MLSYS_LAYOUT_ONE;
    d64.dp = 64;
    for (int z = 0; z < 4; z++) {
        assert_int_equal(mlsys_step_memory(&st, MLSYS_OPTIMIZER_ADAM, z, &d64, &m, NULL), 0);
        assert_close(m.state_B / 1e9, zero_GB[z], 0.02, 0); /* the paper's rounding */
    }
    /* Without the memory flag the step must be lowered, which needs the shape. */
    struct mlsys_err err;
    mlsys_err_clear(&err);
    req.flags = 0;
    assert_int_equal(mlsys_setup_step(&req, &st, NULL, &err), MLSYS_EUSAGE);
    assert_string_equal(err.where, "{params}"); /* the input; a command says its option */
}

/* The one shape resolution (mlsys_setup_arch): a record's own figure,
 * restated, changes nothing, and a default applies only where neither
 * record nor override gives the count. Catalog figures: llama3-70b P =
 * 70.6e9, 80 layers, d = 8192, 64 heads, 8 KV heads, no head_dim, F =
 * 28672, V = 128256; gemma2-9b d = 3584, 16 heads, head_dim 256;
 * mixtral-8x7b 8 experts, 2 per token. */
/* The mixtures' published parameter counts against those counted from
 * their shapes (mlsys_infer_params, what infer stores), total and active
 * (the total less the routed experts a token does not visit, (L - dense)
 * (E - k) 3 d F). Model cards: Mixtral 8x7B 46.7B total, 12.9B active
 * (Jiang et al. 2024, mistral.ai "Mixtral of experts"); Qwen1.5-MoE-A2.7B
 * 14.3B total, 2.7B activated (Hugging Face Qwen/Qwen1.5-MoE-A2.7B); both
 * as the catalog stores them. By hand:
 *   Mixtral: 32 (2 x 4096^2 + 2 x 4096 x 1024 + 2 x 4096 + 8 x 3 x 4096 x
 *     14336) + 2 x 32000 x 4096 = 46,701,740,032; less 32 x 6 x 3 x 4096 x
 *     14336 = 33,822,867,456: 12,878,872,576 active.
 *   Qwen1.5-MoE: 24 (4 x 2048^2 + 2 x 2048 + (60 + 4) x 3 x 2048 x 1408)
 *     + 2 x 151936 x 2048 = 14,312,636,416; less 24 x 56 x 3 x 2048 x 1408
 *     = 11,626,610,688: 2,686,025,728 active.
 *   DeepSeek-V3: 670,919,966,720 (tests/cli/infer/moe.t, latent attention
 *     counted from its projections); less 58 x 248 x 3 x 7168 x 2048 =
 *     633,474,121,728: 37,445,844,992 active (DeepSeek-V3 report: 671B
 *     total, 37B activated).
 * Against the cards: within 0.1 % (total) and 0.6 % (active; the cards
 * round to one decimal, and the qkv biases, norms and routers left out
 * are under 0.01e9); DeepSeek's 37B is rounded to the billion, so its
 * active count is held to 1.3 % (37.45e9 rounds to 37e9). */
static void test_moe_published_params(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        double total, active, card_total, card_active, rtol_active;
    } cases[] = {
        {"mixtral-8x7b", 46701740032.0, 12878872576.0, 46.7e9, 12.9e9, 6e-3},
        {"qwen1.5-moe-a2.7b", 14312636416.0, 2686025728.0, 14.3e9, 2.7e9, 6e-3},
        {"deepseek-v3", 670919966720.0, 37445844992.0, 671e9, 37e9, 1.3e-2},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const struct mlsys_record *wl = rec(MLSYS_CAT_WORKLOAD, cases[i].name);
        struct mlsys_model_req m;
        mlsys_model_req_init(&m);
        struct mlsys_arch a;
        mlsys_setup_arch(wl, &m.shape, &a);
        double total = mlsys_infer_params(&a);
        double dense = a.dense_layers > 0 ? a.dense_layers : 0;
        double idle = (a.layers - dense) * (a.experts - a.experts_per_token) * 3 * a.hidden * a.ffn;
        assert_close(total, cases[i].total, 1e-15, 0);
        assert_close(total - idle, cases[i].active, 1e-15, 0);
        assert_close(total, cases[i].card_total, 1e-3, 0);
        assert_close(total - idle, cases[i].card_active, cases[i].rtol_active, 0);
        assert_close(a.params, cases[i].card_total, 0, 0);
        assert_close(a.active_params, cases[i].card_active, 0, 0);
    }
}

static void test_arch_resolution(void **state)
{
    (void)state;
    const struct mlsys_record *llama = rec(MLSYS_CAT_WORKLOAD, "llama3-70b");
    struct mlsys_model_req m;
    mlsys_model_req_init(&m);
    struct mlsys_arch a;
    mlsys_setup_arch(llama, &m.shape, &a);
    /* head_dim = 8192 / 64 = 128; P_a = P; dense: k = 1 */
    assert_close(a.kv_heads, 8, 0, 0);
    assert_close(a.head_dim, 128, 0, 0);
    assert_close(a.active_params, 70.6e9, 0, 0);
    assert_true(a.gated && !a.moe);
    assert_close(a.ffn, 28672, 0, 0);
    assert_close(a.vocab, 128256, 0, 0);
    assert_close(a.experts_per_token, 1, 0, 0);
    /* the record's 64 heads restated: still its 8 KV heads */
    m.shape.heads = 64;
    mlsys_setup_arch(llama, &m.shape, &a);
    assert_close(a.kv_heads, 8, 0, 0);
    /* other heads: the record's KV heads stay; head_dim 8192 / 32 = 256 */
    m.shape.heads = 32;
    mlsys_setup_arch(llama, &m.shape, &a);
    assert_close(a.kv_heads, 8, 0, 0);
    assert_close(a.head_dim, 256, 0, 0);
    /* P given: P_a follows it (a dense model uses every parameter) */
    m.shape.params = 1e9;
    mlsys_setup_arch(llama, &m.shape, &a);
    assert_close(a.active_params, 1e9, 0, 0);
    /* the record's head_dim 256 holds against a new hidden size */
    mlsys_model_req_init(&m);
    m.shape.hidden = 4096;
    mlsys_setup_arch(rec(MLSYS_CAT_WORKLOAD, "gemma2-9b"), &m.shape, &a);
    assert_close(a.head_dim, 256, 0, 0);
    /* no record: KV heads = heads, head_dim = 4096 / 32 = 128 */
    m.shape.heads = 32;
    mlsys_setup_arch(NULL, &m.shape, &a);
    assert_close(a.kv_heads, 32, 0, 0);
    assert_close(a.head_dim, 128, 0, 0);
    assert_true(isnan(a.params) && isnan(a.ffn) && !a.moe);
    /* Qwen2.5-7B gives 4 KV heads and no head_dim: 3584 / 28 = 128; DeepSeek-V3
     * (latent attention) gives no KV heads: KV heads = heads = 128 */
    mlsys_setup_arch(rec(MLSYS_CAT_WORKLOAD, "qwen2.5-7b"), NULL, &a);
    assert_close(a.head_dim, 128, 0, 0);
    assert_close(a.kv_heads, 4, 0, 0);
    mlsys_setup_arch(rec(MLSYS_CAT_WORKLOAD, "deepseek-v3"), NULL, &a);
    assert_close(a.kv_heads, 128, 0, 0);
    /* experts from the record */
    mlsys_setup_arch(rec(MLSYS_CAT_WORKLOAD, "mixtral-8x7b"), NULL, &a);
    assert_close(a.experts, 8, 0, 0);
    assert_close(a.experts_per_token, 2, 0, 0);
    assert_true(a.moe);
}

/* A full mesh's bandwidth by hand (xgmi-mi300x: 64 GB/s a link, 7 peers):
 * a group of 8 uses 7 links, 448 GB/s; of 2, one, 64; a group of 16 still
 * 7; a lone device at least one link. A fabric without mesh_peers
 * (nvlink4) keeps its figure whatever the group. */
static void test_mesh_bandwidth(void **state)
{
    (void)state;
    const struct mlsys_record *x = rec(MLSYS_CAT_FABRIC, "xgmi-mi300x");
    const struct mlsys_record *nv = rec(MLSYS_CAT_FABRIC, "nvlink4");
    struct mlsys_notes n;
    mlsys_notes_init(&n);
    assert_close(mlsys_setup_mesh_Bps(x, 64e9, 8, &n), 448e9, 1e-15, 0);
    assert_true(noted(&n, "a group of 8 reaches 7 of its 7 peers"));
    assert_close(mlsys_setup_mesh_Bps(x, 64e9, 2, NULL), 64e9, 1e-15, 0);
    assert_close(mlsys_setup_mesh_Bps(x, 64e9, 16, NULL), 448e9, 1e-15, 0);
    assert_close(mlsys_setup_mesh_Bps(x, 64e9, 1, NULL), 64e9, 1e-15, 0);
    assert_close(mlsys_setup_mesh_Bps(nv, 450e9, 8, NULL), 450e9, 0, 0);
    assert_close(mlsys_setup_mesh_Bps(NULL, 450e9, 8, NULL), 450e9, 0, 0);
    mlsys_notes_free(&n);
}

/* A request for wl on hw from the test catalog, fused engine by default. */
static struct mlsys_infer_req catalog_req(const char *hw, const char *wl,
                                          enum mlsys_precision precision)
{
    struct mlsys_infer_req r;
    mlsys_infer_req_init(&r);
    r.base.catalog = cat;
    r.base.hw = rec(MLSYS_CAT_HARDWARE, hw);
    r.base.wl = rec(MLSYS_CAT_WORKLOAD, wl);
    r.base.precision = precision;
    return r;
}

/* mlsys_setup_infer on r, which must succeed: the model's input. */
static struct mlsys_infer_in setup_ok(const struct mlsys_infer_req *r)
{
    struct mlsys_infer_in in;
    struct mlsys_infer_setup s;
    struct mlsys_notes n;
    struct mlsys_err err;
    mlsys_notes_init(&n);
    mlsys_err_clear(&err);
    assert_int_equal(mlsys_setup_infer(r, &in, &s, &n, &err), 0);
    mlsys_notes_free(&n);
    return in;
}

/* The grouped GEMM's time a tile for experts read below a byte a weight
 * (docs/inference.md, Mixtures of experts): none on an NVIDIA part (its
 * block-scaled expert kernels run tiles back to back), the fused engine's
 * 1.15 us on the MI355X (AMD's MXFP4 kernels, not measured: the default);
 * experts of a byte or more take the 1.15 us on both. DeepSeek-R1 at t = 8,
 * fp8 attention, fp4 experts, fused engine. */
static void test_subbyte_tiles_by_vendor(void **state)
{
    (void)state;
    static const struct {
        const char *hw;
        double subbyte_s;
    } cases[] = {{"b200", 0}, {"h200", 0}, {"mi355x", 1.15e-6}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct mlsys_infer_req r = catalog_req(cases[i].hw, "deepseek-r1", MLSYS_PREC_FP8);
        r.expert_precision = MLSYS_PREC_FP4;
        r.tp = 8;
        struct mlsys_infer_in in = setup_ok(&r);
        assert_close(in.eng.grouped_tile_subbyte_s, cases[i].subbyte_s, 1e-15, 0);
        assert_close(in.eng.grouped_tile_s, 1.15e-6, 1e-15, 0);
    }
}

/* The scheduler's host time per sequence (docs/inference.md, Host time per
 * sequence): the gb200-nvl72 entry's 29.4 us (45.11 ms over 1,536
 * sequences, its source) on the fused engine, given or by default; none on
 * vllm-v0 (no overlapped scheduler) or trtllm-2404 (a C++ runtime), nor on
 * the b200, whose entry gives no figure. Qwen3-30B-A3B in fp4. */
static void test_fused_host_seq(void **state)
{
    (void)state;
    static const struct {
        const char *hw;
        enum mlsys_engine engine;
        double host_seq_s;
    } cases[] = {{"gb200-nvl72", MLSYS_ENGINE_UNSET, 45.11e-3 / 1536},
                 {"gb200-nvl72", MLSYS_ENGINE_FUSED, 45.11e-3 / 1536},
                 {"gb200-nvl72", MLSYS_ENGINE_VLLM_V0, 0},
                 {"gb200-nvl72", MLSYS_ENGINE_TRTLLM_2404, 0},
                 {"b200", MLSYS_ENGINE_UNSET, 0}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct mlsys_infer_req r = catalog_req(cases[i].hw, "qwen3-30b-a3b", MLSYS_PREC_FP4);
        r.engine = cases[i].engine;
        struct mlsys_infer_in in = setup_ok(&r);
        assert_close(in.eng.host_seq_s, cases[i].host_seq_s, 2e-3, 0); /* 29.4 us given */
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kv_precision_rule),
        cmocka_unit_test(test_notes_unbounded),
        cmocka_unit_test(test_notes_lost),
        cmocka_unit_test(test_arch_resolution),
        cmocka_unit_test(test_moe_published_params),
        cmocka_unit_test(test_kv_int4_weights),
        cmocka_unit_test(test_rate_fallback),
        cmocka_unit_test(test_power_limit),
        cmocka_unit_test(test_seq_over_context),
        cmocka_unit_test(test_step_batch),
        cmocka_unit_test(test_memory_from_params),
        cmocka_unit_test(test_mesh_bandwidth),
        cmocka_unit_test(test_subbyte_tiles_by_vendor),
        cmocka_unit_test(test_fused_host_seq),
    };
    return cmocka_run_group_tests(tests, open_catalog, close_catalog);
}
