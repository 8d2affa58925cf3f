/* test_plan.c - the layout search (plan.h): the size of a space counted by
 * hand, the two facts its pruning rests on (memory without timing equals
 * the timed memory; ZeRO changes neither T_compute, T_tp nor T_pp), and
 * the pruned search against brute force (every layout timed) on small
 * spaces and on the 1T GPT of Narayanan et al. 2021: the same rows, counts
 * and nearest miss, for every objective and what is kept. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "mlsys/err.h"
#include "mlsys/plan.h"
#include "mlsys/train.h"

/* An A100 80GB in a DGX node (datasheet rates; the catalog's efficiencies). */
static struct mlsys_device a100(void)
{
    return (struct mlsys_device){.peak_flops = 312e12, .eta_mm = 0.725, .units = 108,
                                 .bw_Bps = 2.039e12, .eta_mem = 0.834, .capacity_B = NAN,
                                 .tdp_W = NAN, .node_devices = 8, .intra = {500e-9, 300e9},
                                 .eta_intra = 0.773, .inter = {7e-6, 25e9}, .eta_inter = 0.96};
}

/* A GPT (FFN 4h, multi-head, V 51,200, s 2048) with global batch B, bf16
 * with fp32 gradients and every overlap on, on the fsdp stack: the one that
 * runs every ZeRO stage with pipelining too, so the spaces counted by hand
 * below hold all four. */
static struct mlsys_train_in gpt(double l, double h, double a, double B)
{
    struct mlsys_train_in in = {
        .arch = {.layers = l, .hidden = h, .heads = a, .kv_heads = a, .head_dim = h / a,
                 .ffn = 4 * h, .vocab = 51200, .experts = NAN, .experts_per_token = 1,
                 .params = NAN},
        .dev = a100(),
        .lay = {1, 1, 1, 1, 1, 1},
        .batch = {B, 1, 2048},
        .opt = {.recompute = MLSYS_RECOMPUTE_SELECTIVE, .seq_parallel = false, .zero = 0,
                .attention = MLSYS_ATTN_STANDARD, .tp_overlap = true, .dp_overlap = true,
                .s_elem_B = 2, .s_grad_B = 4, .opt_B_per_param = 12,
                .framework = MLSYS_FRAMEWORK_FSDP},
    };
    in.opt.host_bw_Bps = 32e9;         /* PCIe 4.0 x16, one direction: offload can run */
    in.opt.cpu_opt_params_per_s = 1e9; /* the set-up layer's default host rate          */
    return in;
}

/* Scores of the objectives plan offers, as functions of the step: time per
 * token (throughput), device-seconds per token (cost), and the energy
 * command's power view, N (0.3 + 0.7 HFU) T (energy); score[1] the devices,
 * or the cost for a cost front. */
enum { OBJ_TIME, OBJ_COST, OBJ_ENERGY, OBJ_FRONT_COST };
static void score(void *self, const struct mlsys_train_in *in, const struct mlsys_train_out *o,
                  double s[2])
{
    int obj = *(const int *)self;
    double N = in->lay.tp * in->lay.pp * in->lay.dp, T = o->t_step_s;
    s[0] = obj == OBJ_COST     ? N * T
           : obj == OBJ_ENERGY ? N * (0.3 + 0.7 * fmin(1, o->hfu)) * T
                               : T;
    s[1] = obj == OBJ_FRONT_COST ? N * T : N;
}

/* A request for base with the devices N (0: free up to max) and keep. */
static struct mlsys_plan_req request(struct mlsys_train_in base, const double *N, size_t nN,
                                     double max, double limit_B, enum mlsys_plan_keep keep,
                                     size_t top, int *obj)
{
    struct mlsys_plan_req q = {.base = base, .max_devices = max, .mem_limit_B = limit_B,
                               .keep = keep, .top = top, .score = score, .score_self = obj,
                               .prune = true};
    q.dim[MLSYS_PLAN_DEVICES] = (struct mlsys_plan_values){N, nN};
    return q;
}

static void search(const struct mlsys_plan_req *q, struct mlsys_plan_result *r)
{
    struct mlsys_err err;
    mlsys_err_clear(&err);
    enum mlsys_plan_dim bad;
    int rc = mlsys_plan_search(q, r, &bad, &err);
    if (rc)
        print_error("unexpected error: %s\n", err.msg);
    assert_int_equal(rc, MLSYS_OK);
}

/* A tiny space counted by hand: 4 layers, 4 heads, N = 8, B = 8. t in {1,
 * 2, 4}, p from 1 to the 4 layers; t p does not divide 8 for (1, 3), (2,
 * 3), (4, 3) and (4, 4): 4 pairs skipped. Per (t, p):
 * d = 8/(t p), b | 8/d, v from 1 to 4/p (1 when p = 1), 3 recomputations, 2
 * sequence-parallel settings when t > 1, 4 ZeRO stages when d > 1:
 *   (1,1) d 8: 1 b x 1 v x 3 x 1 x 4 = 12     (1,2) d 4: 2 x 2 x 12 = 48
 *   (1,4) d 2: 3 x 1 x 12 = 36                (2,1) d 4: 2 x 1 x 24 = 48
 *   (2,2) d 2: 3 x 2 x 24 = 144               (2,4) d 1: 4 x 1 x 6 = 24
 *   (4,1) d 2: 3 x 1 x 24 = 72                (4,2) d 1: 4 x 2 x 6 = 48
 * 432 layouts. Interleaving (v = 2, p = 2) needs m = 8/(d b) even: it
 * fails for (1,2) b 2 (12 layouts), (2,2) b 4 (24), (4,2) b 8 (6): 42. */
static void test_space_by_hand(void **state)
{
    (void)state;
    struct mlsys_train_in base = gpt(4, 256, 4, 8);
    double N = 8;
    int obj = OBJ_TIME;
    struct mlsys_plan_req q = request(base, &N, 1, NAN, NAN, MLSYS_PLAN_TOP, 3, &obj);
    double none = 0; /* no offload (free, each count below would be 8 times) */
    q.dim[MLSYS_PLAN_OFFLOAD] = (struct mlsys_plan_values){&none, 1};
    struct mlsys_plan_result r;
    search(&q, &r);
    assert_int_equal(r.considered, 432);
    assert_int_equal(r.infeasible[MLSYS_PLAN_BAD_INTERLEAVE], 42);
    assert_int_equal(r.feasible + r.bounded, 390); /* every one fits: examined or bounded */
    assert_int_equal(r.skipped[MLSYS_PLAN_SKIP_DEVICES], 4);
    assert_int_equal(r.nrows, 3);
    assert_true(r.rows[0].score[0] <= r.rows[1].score[0]);
    mlsys_plan_result_free(&r);
    /* A memory limit below every layout: all 390 miss, the nearest is named. */
    q.mem_limit_B = 1;
    search(&q, &r);
    assert_int_equal(r.feasible, 0);
    assert_int_equal(r.infeasible[MLSYS_PLAN_BAD_MEMORY], 390);
    assert_true(r.have_miss);
    assert_int_equal(r.nrows, 0);
    mlsys_plan_result_free(&r);
}

/* The premises of the pruning, on every layout of a space: memory without
 * timing is the timed memory, the ZeRO stage and offload leave T_compute,
 * T_tp and T_pp alone, and a layout's T_step is at least m times its
 * busiest stage's layers times T_layer, which p, d, v and ZeRO leave alone. */
static int premises(void *self, const struct mlsys_train_in *in,
                    const struct mlsys_train_out *o, struct mlsys_err *err)
{
    (void)self, (void)err;
    struct mlsys_train_out m, z;
    mlsys_train_memory(in, &m);
    assert_close(m.m_total_B, o->m_total_B, 0, 0);
    assert_close(m.m_activations_B, o->m_activations_B, 0, 0);
    assert_close(m.microbatches, o->microbatches, 0, 0);
    struct mlsys_train_in other = *in;
    other.opt.zero = (in->opt.zero + 1) % 4;
    other.opt.offload = (in->opt.offload + 3) % 8;
    enum mlsys_train_bad bad;
    if (!mlsys_train_check(&other, &bad, NULL)) { /* a sibling the stack runs */
        assert_int_equal(mlsys_train_eval(&other, &z, NULL), MLSYS_OK);
        assert_close(z.t_compute_s + z.t_tp_s + z.t_pp_s,
                     o->t_compute_s + o->t_tp_s + o->t_pp_s, 0, 0);
    }
    /* The layer bound: T_step >= m ceil(L/(p v)) v T_layer, and T_layer the
     * same with v = 1, and with the pipeline folded into data parallelism. */
    assert_true(o->t_step_s >= o->microbatches * mlsys_train_stage_layers(in) * o->t_layer_s *
                                   (1 - 1e-12));
    struct mlsys_train_in flat = *in;
    flat.lay.interleave = 1;
    flat.lay.dp *= flat.lay.pp;
    flat.lay.pp = 1;
    flat.opt.zero = 0;
    if (!mlsys_train_check(&flat, &bad, NULL)) {
        assert_int_equal(mlsys_train_eval(&flat, &z, NULL), MLSYS_OK);
        assert_close(z.t_layer_s, o->t_layer_s, 0, 0);
    }
    return MLSYS_OK;
}

static void test_premises(void **state)
{
    (void)state;
    double N[] = {16, 32};
    int obj = OBJ_TIME;
    struct mlsys_plan_req q = request(gpt(24, 2304, 24, 64), N, 2, NAN, NAN, MLSYS_PLAN_ALL, 0,
                                      &obj);
    q.emit = premises;
    struct mlsys_plan_result r;
    search(&q, &r);
    assert_true(r.feasible > 1000);
    mlsys_plan_result_free(&r);
    q.base.opt.attention = MLSYS_ATTN_FLASH; /* context parallelism too: c up to 1024 */
    search(&q, &r);
    assert_true(r.feasible > 1000);
    mlsys_plan_result_free(&r);
}

/* Pruned and brute force give the same rows, the same counts but for the
 * layouts the layer bound left unexamined (what they would be is unknown:
 * each count of the pruned search is at most brute force's, and with them
 * they add up), and the same nearest miss when nothing is feasible (the
 * bound skips nothing then: no row is kept to beat). */
static void same(struct mlsys_plan_req q)
{
    struct mlsys_plan_result a, b;
    q.prune = true;
    search(&q, &a);
    q.prune = false;
    search(&q, &b);
    assert_int_equal(a.considered, b.considered);
    assert_true(a.feasible <= b.feasible);
    size_t sum = a.feasible + a.bounded;
    for (int i = 0; i < MLSYS_PLAN_NBAD; i++) {
        assert_true(a.infeasible[i] <= b.infeasible[i]);
        sum += a.infeasible[i];
    }
    assert_int_equal(sum, a.considered);
    assert_int_equal(b.bounded, 0);
    for (int i = 0; i < MLSYS_PLAN_NSKIPS; i++)
        assert_int_equal(a.skipped[i], b.skipped[i]);
    if (!b.feasible)
        assert_int_equal(a.bounded, 0);
    if (!b.feasible)
        assert_int_equal(a.have_miss, b.have_miss);
    if (!b.feasible && a.have_miss) {
        assert_int_equal(a.miss.index, b.miss.index);
        assert_close(a.miss.out.m_total_B, b.miss.out.m_total_B, 0, 0);
    }
    assert_int_equal(a.nrows, b.nrows);
    for (size_t i = 0; i < a.nrows; i++) {
        assert_int_equal(a.rows[i].index, b.rows[i].index);
        assert_close(a.rows[i].score[0], b.rows[i].score[0], 0, 0);
        assert_close(a.rows[i].score[1], b.rows[i].score[1], 0, 0);
        assert_memory_equal(&a.rows[i].lay, &b.rows[i].lay, sizeof a.rows[i].lay);
        assert_close(a.rows[i].out.t_step_s, b.rows[i].out.t_step_s, 0, 0);
    }
    assert_true(a.timed <= b.timed);
    mlsys_plan_result_free(&a);
    mlsys_plan_result_free(&b);
}

/* Every objective and what is kept, on a 1.7B GPT (24 layers, 24 heads)
 * with a memory limit that some layouts miss, on 16 and 32 devices and on
 * up to 64. */
static void test_pruned_is_brute_small(void **state)
{
    (void)state;
    double N[] = {16, 32};
    struct mlsys_train_in base = gpt(24, 2304, 24, 64);
    for (int obj = OBJ_TIME; obj <= OBJ_FRONT_COST; obj++) {
        enum mlsys_plan_keep keep = obj == OBJ_FRONT_COST ? MLSYS_PLAN_PARETO : MLSYS_PLAN_TOP;
        same(request(base, N, 2, NAN, 12e9, keep, 1, &obj));
        same(request(base, N, 2, NAN, 12e9, keep, 10, &obj));
        same(request(base, NULL, 0, 64, 12e9, MLSYS_PLAN_PARETO, 0, &obj));
        same(request(base, NULL, 0, 64, 30e9, keep, 7, &obj));
    }
}

/* mlsys_plan_result_merge: a search over N = 16 merged with one over N = 32
 * is the search over both (a second method: the search takes the device
 * counts given in turn, so its order is the first's then the second's):
 * the same layouts considered and rows in the same order, for the top K
 * and the Pareto front of every objective; timing every layout (no
 * pruning, whose bounds the one search carries from the first count to the
 * second), also the same counts by reason and nearest miss. */
static void test_merge_is_one_search(void **state)
{
    (void)state;
    double N[] = {16, 32};
    struct mlsys_train_in base = gpt(24, 2304, 24, 64);
    struct mlsys_err err;
    mlsys_err_clear(&err);
    for (int obj = OBJ_TIME; obj <= OBJ_FRONT_COST; obj++)
        for (int k = 0; k < 4; k++) {
            size_t top = k % 2 ? 10 : 1;
            bool prune = k < 2;
            enum mlsys_plan_keep keep = obj == OBJ_FRONT_COST ? MLSYS_PLAN_PARETO
                                                              : MLSYS_PLAN_TOP;
            struct mlsys_plan_req q[3] = {request(base, N, 2, NAN, 12e9, keep, top, &obj),
                                          request(base, N, 1, NAN, 12e9, keep, top, &obj),
                                          request(base, N + 1, 1, NAN, 12e9, keep, top, &obj)};
            struct mlsys_plan_result r[3];
            for (int i = 0; i < 3; i++) {
                q[i].prune = prune;
                search(&q[i], &r[i]);
            }
            struct mlsys_plan_result *one = &r[0], *a = &r[1];
            assert_int_equal(mlsys_plan_result_merge(a, &r[2], &q[0], &err), MLSYS_OK);
            assert_null(r[2].rows);
            assert_int_equal(a->considered, one->considered);
            if (!prune) {
                assert_int_equal(a->feasible, one->feasible);
                assert_int_equal(a->timed, one->timed);
                for (int i = 0; i < MLSYS_PLAN_NBAD; i++)
                    assert_int_equal(a->infeasible[i], one->infeasible[i]);
                assert_int_equal(a->have_miss, one->have_miss);
                assert_close(a->miss.out.m_total_B, one->miss.out.m_total_B, 0, 0);
            }
            for (int i = 0; i < MLSYS_PLAN_NSKIPS; i++)
                assert_int_equal(a->skipped[i], one->skipped[i]);
            assert_true(a->nrows > 0);
            assert_int_equal(a->nrows, one->nrows);
            for (size_t i = 0; i < a->nrows; i++) {
                assert_int_equal(a->rows[i].index, one->rows[i].index);
                assert_close(a->rows[i].score[0], one->rows[i].score[0], 0, 0);
                assert_close(a->rows[i].score[1], one->rows[i].score[1], 0, 0);
                assert_memory_equal(&a->rows[i].lay, &one->rows[i].lay, sizeof a->rows[i].lay);
            }
            mlsys_plan_result_free(a);
            mlsys_plan_result_free(one);
        }
}

/* Given values, flash attention, tensor parallelism across nodes and a
 * mixture of experts (8 experts, 2 per token). */
static void test_pruned_is_brute_given(void **state)
{
    (void)state;
    double N[] = {48}, tp[] = {2, 4, 12}, mb[] = {1, 2, 3, 4}, v[] = {1, 2, 3}, z[] = {3, 1};
    int obj = OBJ_TIME;
    struct mlsys_train_in base = gpt(24, 2304, 24, 96);
    base.opt.attention = MLSYS_ATTN_FLASH;
    struct mlsys_plan_req q = request(base, N, 1, NAN, 20e9, MLSYS_PLAN_TOP, 5, &obj);
    q.tp_cross_node = true;
    q.dim[MLSYS_PLAN_TP] = (struct mlsys_plan_values){tp, 3};
    q.dim[MLSYS_PLAN_MICROBATCH] = (struct mlsys_plan_values){mb, 4};
    q.dim[MLSYS_PLAN_INTERLEAVE] = (struct mlsys_plan_values){v, 3};
    q.dim[MLSYS_PLAN_ZERO] = (struct mlsys_plan_values){z, 2};
    same(q);
    struct mlsys_train_in moe = gpt(16, 2048, 16, 64);
    moe.arch.experts = 8;
    moe.arch.experts_per_token = 2;
    double N2[] = {16, 64};
    same(request(moe, N2, 2, NAN, 40e9, MLSYS_PLAN_TOP, 10, &obj));
    /* Uneven stages: 30 layers on 24 and 48 devices (p of 4, 8, 12, 16 and
     * 24 leave them uneven, and so does most v), the top 1 and 10. */
    double N3[] = {24, 48};
    struct mlsys_train_in odd = gpt(30, 2048, 16, 96);
    same(request(odd, N3, 2, NAN, 16e9, MLSYS_PLAN_TOP, 1, &obj));
    same(request(odd, N3, 2, NAN, 16e9, MLSYS_PLAN_TOP, 10, &obj));
}

/* The exhaustive space of the 1T GPT (128 layers, hidden 25600, 160 heads)
 * on 3,072 A100 with B = 3072, all dimensions free, 80 GB per device. */
static void test_pruned_is_brute_1t(void **state)
{
    (void)state;
    double N = 3072;
    int obj = OBJ_TIME;
    struct mlsys_plan_req q = request(gpt(128, 25600, 160, 3072), &N, 1, NAN, 80e9,
                                      MLSYS_PLAN_TOP, 10, &obj);
    same(q);
    obj = OBJ_ENERGY;
    same(q);
}

/* The top K against a second method: every feasible layout streamed
 * (MLSYS_PLAN_ALL), scored the same way and sorted by score, ties by
 * search order. The first K of that list are the top K, for K of 1, 7,
 * every feasible layout, and more than there are (up to 1e9: the rows then
 * take only what is found). */
struct stream {
    struct mlsys_plan_row *rows;
    size_t n, cap;
    int *obj;
};

static int collect(void *self, const struct mlsys_train_in *in, const struct mlsys_train_out *o,
                   struct mlsys_err *err)
{
    (void)err;
    struct stream *st = self;
    if (st->n == st->cap) {
        st->cap = st->cap ? 2 * st->cap : 1024;
        st->rows = realloc(st->rows, st->cap * sizeof *st->rows);
        assert_non_null(st->rows);
    }
    struct mlsys_plan_row *r = &st->rows[st->n];
    *r = (struct mlsys_plan_row){.lay = in->lay, .opt = in->opt, .out = *o, .index = st->n};
    score(st->obj, in, o, r->score);
    st->n++;
    return MLSYS_OK;
}

static int by_score_then_order(const void *a, const void *b)
{
    const struct mlsys_plan_row *x = a, *y = b;
    if (x->score[0] != y->score[0])
        return x->score[0] < y->score[0] ? -1 : 1;
    return x->index < y->index ? -1 : x->index > y->index;
}

static void test_top_is_sorted_stream(void **state)
{
    (void)state;
    double N[] = {16, 32};
    int obj = OBJ_ENERGY;
    struct mlsys_train_in base = gpt(24, 2304, 24, 64);
    struct stream st = {.obj = &obj};
    struct mlsys_plan_req q = request(base, N, 2, NAN, 30e9, MLSYS_PLAN_ALL, 0, &obj);
    q.emit = collect;
    q.emit_self = &st;
    struct mlsys_plan_result r;
    search(&q, &r);
    assert_int_equal(st.n, r.feasible);
    assert_true(st.n > 100);
    mlsys_plan_result_free(&r);
    qsort(st.rows, st.n, sizeof *st.rows, by_score_then_order);
    const size_t tops[] = {1, 7, st.n, st.n + 5, (size_t)1e9};
    for (size_t t = 0; t < sizeof tops / sizeof tops[0]; t++) {
        struct mlsys_plan_req k = request(base, N, 2, NAN, 30e9, MLSYS_PLAN_TOP, tops[t], &obj);
        search(&k, &r);
        assert_int_equal(r.nrows, tops[t] < st.n ? tops[t] : st.n);
        for (size_t i = 0; i < r.nrows; i++) {
            assert_memory_equal(&r.rows[i].lay, &st.rows[i].lay, sizeof r.rows[i].lay);
            assert_int_equal(r.rows[i].opt.recompute, st.rows[i].opt.recompute);
            assert_int_equal(r.rows[i].opt.seq_parallel, st.rows[i].opt.seq_parallel);
            assert_int_equal(r.rows[i].opt.zero, st.rows[i].opt.zero);
            assert_close(r.rows[i].score[0], st.rows[i].score[0], 0, 0);
        }
        mlsys_plan_result_free(&r);
    }
    free(st.rows);
}

/* The budget: a search that would consider more layouts than it stops
 * with an error and no rows; one that considers exactly the budget ends.
 * The space counted by hand in test_space_by_hand has 432 layouts. */
static void test_budget(void **state)
{
    (void)state;
    double N = 8;
    int obj = OBJ_TIME;
    struct mlsys_plan_req q = request(gpt(4, 256, 4, 8), &N, 1, NAN, NAN, MLSYS_PLAN_TOP, 3, &obj);
    double none = 0; /* no offload: the 432 layouts of test_space_by_hand */
    q.dim[MLSYS_PLAN_OFFLOAD] = (struct mlsys_plan_values){&none, 1};
    struct mlsys_plan_result r;
    q.budget = 432;
    search(&q, &r);
    assert_int_equal(r.considered, 432);
    assert_false(r.over_budget);
    mlsys_plan_result_free(&r);
    q.budget = 431;
    for (int prune = 0; prune < 2; prune++) {
        q.prune = prune;
        struct mlsys_err err;
        mlsys_err_clear(&err);
        enum mlsys_plan_dim bad;
        assert_int_equal(mlsys_plan_search(&q, &r, &bad, &err), MLSYS_ERANGE);
        assert_true(r.over_budget);
        assert_int_equal(r.nrows, 0);
        assert_null(r.rows);
        assert_string_equal(err.msg, "the search reached its budget of 431 layouts before it "
                                     "ended");
    }
}

/* Progress: told each time the count of layouts considered passes a
 * multiple of 65,536, with counts that grow. GPT-3's shape (96 layers,
 * hidden 12288, 96 heads) with B = 256 on up to 256 devices: some 150,000
 * layouts, so at least two calls. */
struct told {
    size_t calls, last;
};

static void tell(void *self, size_t considered)
{
    struct told *t = self;
    assert_true(considered > t->last);
    assert_true(considered >> 16 > t->last >> 16);
    t->calls++;
    t->last = considered;
}

static void test_progress(void **state)
{
    (void)state;
    int obj = OBJ_TIME;
    struct mlsys_plan_req q = request(gpt(96, 12288, 96, 256), NULL, 0, 256, 80e9,
                                      MLSYS_PLAN_TOP, 1, &obj);
    struct told t = {0, 0};
    q.progress = tell;
    q.progress_self = &t;
    struct mlsys_plan_result r;
    search(&q, &r);
    assert_true(r.considered >= 2 * 65536);
    assert_true(t.calls >= 2 && t.calls <= r.considered >> 16);
    assert_true(t.last <= r.considered);
    mlsys_plan_result_free(&r);
}

/* Given values that cannot work are left out and said why; when none of a
 * dimension's can, the search is a usage error naming the dimension. */
static void test_given(void **state)
{
    (void)state;
    double N = 64, tp[] = {3, 8}, pp[] = {25}, zero[] = {4};
    int obj = OBJ_TIME;
    struct mlsys_plan_req q = request(gpt(24, 2304, 24, 64), &N, 1, NAN, NAN, MLSYS_PLAN_TOP, 1,
                                      &obj);
    q.dim[MLSYS_PLAN_TP] = (struct mlsys_plan_values){tp, 2};
    struct mlsys_plan_result r;
    search(&q, &r);
    assert_int_equal(r.dropped[MLSYS_PLAN_TP], 0); /* 3 divides 24 heads */
    mlsys_plan_result_free(&r);
    tp[0] = 5;
    search(&q, &r);
    assert_int_equal(r.dropped[MLSYS_PLAN_TP], 1);
    assert_string_equal(r.why_dropped[MLSYS_PLAN_TP], "t = 5 does not divide the 24 heads and "
                                                      "24 kv heads");
    assert_true(r.nrows == 1 && r.rows[0].lay.tp == 8);
    mlsys_plan_result_free(&r);
    struct mlsys_err err;
    enum mlsys_plan_dim bad;
    q.dim[MLSYS_PLAN_PP] = (struct mlsys_plan_values){pp, 1};
    assert_int_equal(mlsys_plan_search(&q, &r, &bad, &err), MLSYS_EUSAGE);
    assert_int_equal(bad, MLSYS_PLAN_PP);
    assert_string_equal(err.msg, "p v = 25 stages exceed the 24 layers");
    q.dim[MLSYS_PLAN_PP].n = 0;
    q.dim[MLSYS_PLAN_ZERO] = (struct mlsys_plan_values){zero, 1};
    assert_int_equal(mlsys_plan_search(&q, &r, &bad, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "ZeRO stage 4 does not exist (0 to 3)");
    q.dim[MLSYS_PLAN_ZERO].n = 0;
    tp[0] = 12; /* divides the 24 heads, beyond a node of 8 */
    q.dim[MLSYS_PLAN_TP].n = 1;
    assert_int_equal(mlsys_plan_search(&q, &r, &bad, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "t = 12 spans nodes of 8 devices (tensor parallelism across "
                                 "nodes not allowed)");
    q.dim[MLSYS_PLAN_DEVICES].n = 0;
    assert_int_equal(mlsys_plan_search(&q, &r, &bad, &err), MLSYS_EUSAGE);
    assert_string_equal(err.msg, "give the devices, or the most allowed");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_space_by_hand),
        cmocka_unit_test(test_premises),
        cmocka_unit_test(test_pruned_is_brute_small),
        cmocka_unit_test(test_pruned_is_brute_given),
        cmocka_unit_test(test_pruned_is_brute_1t),
        cmocka_unit_test(test_given),
        cmocka_unit_test(test_merge_is_one_search),
        cmocka_unit_test(test_top_is_sorted_stream),
        cmocka_unit_test(test_budget),
        cmocka_unit_test(test_progress),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
