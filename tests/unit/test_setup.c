/* test_setup.c - the set-up layer's defaults and notes (setup.h), on the
 * shipped catalog: the KV-cache precision (issue 14, item 4). Expected
 * values are hand calculations from the catalog figures quoted in the
 * comments. */
#include "testutil.h"

#include <string.h>

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
static const struct mlsys_record *rec(enum mlsys_cat_kind kind, const char *name)
{
    const struct mlsys_record *r = NULL;
    assert_int_equal(mlsys_catalog_find(cat, kind, name, &r, NULL), 0);
    return r;
}

/* Whether some note contains text. */
static bool noted(const struct mlsys_notes *n, const char *text)
{
    for (size_t i = 0; i < n->n; i++)
        if (strstr(n->text[i], text))
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
        {MLSYS_PREC_INT4, MLSYS_PREC_FP16},
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
    struct mlsys_step_req req;
    struct mlsys_step st;
    struct mlsys_notes notes = {0};
    mlsys_step_req_init(&req);
    req.hw = rec(MLSYS_CAT_HARDWARE, "h100");
    req.wl = rec(MLSYS_CAT_WORKLOAD, "llama70b");
    req.batch = 64;
    req.precision = MLSYS_PREC_INT4;
    assert_int_equal(mlsys_setup_step(&req, &st, &notes, NULL), 0);
    assert_int_equal(st.kv_precision, MLSYS_PREC_FP16);
    assert_close(st.low.kv_B, 42949672960.0, 1e-15, 0);
    assert_close(st.il.dvol_B, 78249672960.0, 1e-15, 0);
    assert_true(noted(&notes, "KV cache fp16, weights int4 (default: weight-only quantization "
                              "keeps a 16-bit cache; --kv-precision)"));
    /* Given explicitly: fp8, 1 B per element, half the fp16 cache. */
    notes.n = 0;
    req.kv_precision = MLSYS_PREC_FP8;
    assert_int_equal(mlsys_setup_step(&req, &st, &notes, NULL), 0);
    assert_close(st.low.kv_B, 42949672960.0 / 2, 1e-15, 0);
    assert_true(noted(&notes, "KV cache fp8, weights int4 (as given; --kv-precision)"));
    /* fp8 weights keep an fp8 cache, and nothing differs to note. */
    notes.n = 0;
    req.kv_precision = -1;
    req.precision = MLSYS_PREC_FP8;
    assert_int_equal(mlsys_setup_step(&req, &st, &notes, NULL), 0);
    assert_int_equal(st.kv_precision, MLSYS_PREC_FP8);
    assert_false(noted(&notes, "KV cache"));
    /* Training lowers no KV cache: no note about it. */
    notes.n = 0;
    req.precision = MLSYS_PREC_INT8;
    req.phase = MLSYS_PHASE_TRAIN;
    assert_int_equal(mlsys_setup_step(&req, &st, &notes, NULL), 0);
    assert_false(noted(&notes, "KV cache"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kv_precision_rule),
        cmocka_unit_test(test_kv_int4_weights),
    };
    return cmocka_run_group_tests(tests, open_catalog, close_catalog);
}
