/* bench_plan.c - speed of the layout search (plan.h).
 *
 * plan-1t: the exhaustive space of the 1T-parameter GPT of Narayanan et
 * al. 2021 (128 layers, hidden 25600, 160 heads, vocabulary 51200, s 2048)
 * on 3,072 A100 80GB with global batch 3072, every dimension free, the ten
 * fastest kept: the search alone (no start-up, no catalog), pruned and
 * brute force (every layout timed), best of 5 runs each. Prints the
 * seconds per search, the layouts considered and timed, and the rates:
 * layouts considered per second, and layouts timed (mlsys_train_eval) per
 * second of the brute-force search (offload pinned to none, as the
 * command has it).
 *
 * plan-405b: the whole command of the Llama 3 405B case (docs/plan.md):
 * `plan --hw h100 --workload llama3-405b --devices 16384 --global-batch
 * 2048 --seq 8192 --attention flash` through mlsys_run (catalog, set-up,
 * search and rows to a sink that counts them; no process start-up), the
 * median of 11 runs, against its target of 100 ms. Not part of ctest.
 */
#include "mlsys/plan.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "mlsys/init.h"
#include "mlsys/run.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Time per token: the throughput objective. */
static void per_token(void *self, const struct mlsys_train_in *in,
                      const struct mlsys_train_out *o, double s[2])
{
    (void)self, (void)in;
    s[0] = 1 / o->tokens_per_s;
    s[1] = 0;
}

/* The best of 5 searches: seconds, and the last result's counts. */
static double best_of_5(struct mlsys_plan_req *q, struct mlsys_plan_result *r)
{
    double best = INFINITY;
    for (int i = 0; i < 5; i++) {
        struct mlsys_err err;
        enum mlsys_plan_dim bad;
        mlsys_err_clear(&err);
        if (i)
            mlsys_plan_result_free(r);
        double t0 = now();
        if (mlsys_plan_search(q, r, &bad, &err)) {
            fprintf(stderr, "bench_plan: %s\n", err.msg);
            return NAN;
        }
        best = fmin(best, now() - t0);
    }
    return best;
}

/* A sink that counts rows. */
static int count_begin(struct mlsys_sink *s, const struct mlsys_table *t, struct mlsys_err *err)
{
    (void)s, (void)t, (void)err;
    return 0;
}
static int count_row(struct mlsys_sink *s, const struct mlsys_cell *c, struct mlsys_err *err)
{
    (void)c, (void)err;
    ++*(size_t *)s->self;
    return 0;
}
static int count_note(struct mlsys_sink *s, const char *text, struct mlsys_err *err)
{
    (void)s, (void)text, (void)err;
    return 0;
}
static int count_end(struct mlsys_sink *s, bool ok, struct mlsys_err *err)
{
    (void)s, (void)ok, (void)err;
    return 0;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The 405B plan through mlsys_run: the median seconds of 11 runs. */
static void plan_405b(void)
{
    static const char *const argv[] = {"plan", "--hw", "h100", "--workload", "llama3-405b",
                                       "--devices", "16384", "--global-batch", "2048", "--seq",
                                       "8192", "--attention", "flash"};
    double t[11];
    size_t rows = 0;
    for (int i = 0; i < 11; i++) {
        struct mlsys_sink sink = {count_begin, count_row, count_note, count_end, &rows};
        struct mlsys_err err;
        mlsys_err_clear(&err);
        double t0 = now();
        if (mlsys_run((int)(sizeof argv / sizeof argv[0]), argv, &sink, NULL, NULL, &err)) {
            fprintf(stderr, "bench_plan: %s\n", err.msg);
            return;
        }
        t[i] = now() - t0;
    }
    qsort(t, 11, sizeof t[0], by_value);
    printf("plan-405b (the whole command, 16,384 H100): median %.4f s of 11 runs (%.4f to "
           "%.4f), %zu rows each; target under 0.1 s\n", t[5], t[0], t[10], rows / 11);
}

int main(void)
{
    mlsys_init();
    plan_405b();
    double N = 3072;
    struct mlsys_plan_req q = {
        .base = {.arch = {.layers = 128, .hidden = 25600, .heads = 160, .kv_heads = 160,
                          .head_dim = 160, .ffn = 102400, .vocab = 51200, .experts = NAN,
                          .experts_per_token = 1, .params = NAN},
                 .dev = {.peak_flops = 312e12, .eta_mm = 0.725, .units = 108, .bw_Bps = 2.039e12,
                         .eta_mem = 0.834, .node_devices = 8, .intra = {500e-9, 300e9},
                         .eta_intra = 0.773, .inter = {7e-6, 25e9}, .eta_inter = 0.96},
                 .lay = {1, 1, 1, 1, 1, 1},
                 .batch = {3072, 1, 2048},
                 .opt = {.recompute = MLSYS_RECOMPUTE_FULL, .seq_parallel = false, .zero = 0,
                         .attention = MLSYS_ATTN_STANDARD, .tp_overlap = true,
                         .dp_overlap = true, .s_elem_B = 2, .s_grad_B = 4,
                         .opt_B_per_param = 12}},
        .max_devices = NAN, .mem_limit_B = 0.9 * 80 * 1073741824.0, .keep = MLSYS_PLAN_TOP,
        .top = 10, .score = per_token, .prune = true};
    double none = 0; /* no offload, as the command searches by default */
    q.dim[MLSYS_PLAN_DEVICES] = (struct mlsys_plan_values){&N, 1};
    q.dim[MLSYS_PLAN_OFFLOAD] = (struct mlsys_plan_values){&none, 1};
    struct mlsys_plan_result r;
    for (int prune = 1; prune >= 0; prune--) {
        q.prune = prune;
        double s = best_of_5(&q, &r);
        printf("plan-1t %s: %.4f s per search; %zu layouts considered (%zu feasible), %zu "
               "timed: %.3g layouts/s considered, %.3g timed/s\n",
               prune ? "pruned" : "brute force", s, r.considered, r.feasible, r.timed,
               (double)r.considered / s, (double)r.timed / s);
        mlsys_plan_result_free(&r);
    }
    return 0;
}
