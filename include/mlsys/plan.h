/* plan.h - the search for the best parallel layout of a training run:
 * every layout (N, t, p, c, d, e, b, v, recomputation, sequence
 * parallelism, offload, ZeRO stage) that the model and the batch allow,
 * each timed by the training model (train.h), the best kept
 * (docs/plan.md).
 *
 * A dimension is free, or restricted to values the caller gives. Free
 * dimensions take every value that can make a layout: t the divisors of
 * the heads that also divide the kv heads (within a node unless
 * tp_cross_node), p every count from 1 to the layers L with t p dividing
 * N (with N free: t p <= max_devices), c 1 and, with flash attention, the
 * divisors of s/2 (s cut into 2 c chunks) with chunks s/(2 c) of at least
 * MLSYS_PLAN_CP_CHUNK tokens, d = N/(t p c) (with N free:
 * every divisor of B with t p c d <= max_devices), e the divisors of the
 * experts that divide d (1 for a dense model), b the divisors of B/d, v
 * every count from 1 to L/p (1 when p = 1): p v <= L, train's rule, so
 * stages may be uneven and run at the busiest one's pace
 * (mlsys_layout_stage_layers); recomputation none, selective and full
 * (none and full with flash attention, where selective has nothing to
 * redo), sequence parallelism off and on (off when t = 1), offload every
 * combination of its bits (none first), ZeRO 0 to the most the stack
 * (base.opt.framework) runs (0 when d = 1). Given values are checked
 * against what the shape allows on its own (t by the training rule of
 * layout.h, p and v at most the layers, b and d dividing the batch, e the
 * experts, c flash attention and s) and the ones that cannot work are
 * left out, counted and described. The other constraints (e dividing d,
 * p v at most the layers, b dividing B/d, m a multiple of p when v > 1,
 * the stack's ZeRO stages, 2 c t dividing s with sequence parallelism,
 * LoRA and offload, the memory) make a layout infeasible, counted by
 * reason.
 *
 * Pruning: the search never times a layout that does not fit (memory is
 * computed without timing, mlsys_train_memory), counts a group of layouts
 * that break a constraint of their degrees, b and v at once, and skips
 * the offload and ZeRO settings whose step could not beat what is kept:
 * the settings of a layout share T_compute + T_tp + T_pp (offload and ZeRO
 * change T_dp, T_optimizer, T_offload and the memory), so that sum bounds
 * their step time from below, and the score cannot fall as the step time
 * grows. Likewise interleaving: a layout with v > 1 has a busiest stage
 * of ceil(L/(p v)) v >= ceil(L/p) layers, so its T_compute + T_tp is at
 * least that of the same layout with v = 1 (the same t, p, c, d, e, b,
 * recomputation and sequence parallelism, any offload and ZeRO stage),
 * which bounds its step once that one is timed. With prune false every
 * layout is timed: the same answer, counts and nearest miss (the unit
 * test compares the two).
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe. The callbacks
 * (score, emit) run on the calling thread, before mlsys_plan_search
 * returns.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_PLAN_H
#define MLSYS_PLAN_H

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/err.h"
#include "mlsys/export.h"
#include "mlsys/train.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The dimensions of a layout. */
enum mlsys_plan_dim {
    MLSYS_PLAN_DEVICES = 0,      /* N = t p d                                  */
    MLSYS_PLAN_TP = 1,
    MLSYS_PLAN_PP = 2,
    MLSYS_PLAN_DP = 3,
    MLSYS_PLAN_EP = 4,
    MLSYS_PLAN_MICROBATCH = 5,
    MLSYS_PLAN_INTERLEAVE = 6,
    MLSYS_PLAN_RECOMPUTE = 7,    /* enum mlsys_recompute                       */
    MLSYS_PLAN_SEQ_PARALLEL = 8, /* 0 off, 1 on                                */
    MLSYS_PLAN_ZERO = 9,         /* 0..3                                       */
    MLSYS_PLAN_CP = 10,          /* c, context-parallel degree: N = t p c d    */
    MLSYS_PLAN_OFFLOAD = 11,     /* enum mlsys_train_offload bits, 0 none      */
    MLSYS_PLAN_NDIMS = 12
};

/* The shortest chunk s/(2 c) free c leaves a device (a given c may leave
 * less): 128 tokens, the query and key block of the fused attention
 * kernels ring attention runs (FlashAttention-2 and -3 tile by 128 on
 * A100 and H100; Dao 2023, Shah et al. 2024), below which a chunk does not
 * fill one block. */
#define MLSYS_PLAN_CP_CHUNK 128

/* The values a dimension may take: v[0..n), or n = 0: free. */
struct mlsys_plan_values {
    const double *v;
    size_t n;
};

/* What the search keeps. */
enum mlsys_plan_keep {
    MLSYS_PLAN_TOP = 0,    /* the `top` best by score[0], best first               */
    MLSYS_PLAN_PARETO = 1, /* the layouts no other beats on both scores, by score[0] */
    MLSYS_PLAN_ALL = 2     /* none: every feasible layout goes to emit, in search order */
};

/* The scores of a timed, feasible layout, smaller better: score[0] the
 * objective, score[1] the second axis of a Pareto front. Each must not
 * fall when the same layout's step takes longer (out's t_step_s larger and
 * its rates, tokens_per_s, r_model_flops, r_hw_flops, mfu, hfu, smaller in
 * proportion; nothing else changes), and may read of out only t_step_s
 * and those rates: the search bounds skipped ZeRO stages and interleaved
 * layouts that way, from the result of a sibling layout (another ZeRO
 * stage, or v = 1) timed to the bound. */
typedef void (*mlsys_plan_score_fn)(void *self, const struct mlsys_train_in *in,
                                    const struct mlsys_train_out *out, double score[2]);

/* A feasible layout, timed (MLSYS_PLAN_ALL); an error stops the search. */
typedef int (*mlsys_plan_emit_fn)(void *self, const struct mlsys_train_in *in,
                                  const struct mlsys_train_out *out, struct mlsys_err *err);

/* How far the search is: told each time another 65,536 layouts have been
 * considered, with the count so far. */
typedef void (*mlsys_plan_progress_fn)(void *self, size_t considered);

struct mlsys_plan_req {
    /* The architecture, device, global batch, sequence and run options
     * (precision, attention, overlaps); the search sets the layout's
     * degrees, microbatch and interleave, and recompute, seq_parallel and
     * zero. */
    struct mlsys_train_in base;
    struct mlsys_plan_values dim[MLSYS_PLAN_NDIMS];
    double max_devices;     /* N <= this; NaN: no bound (then give the devices)  */
    bool tp_cross_node;     /* free t may exceed base.dev.node_devices           */
    double mem_limit_B;     /* fits when M_total <= this; NaN: every layout fits */
    enum mlsys_plan_keep keep;
    size_t top;             /* MLSYS_PLAN_TOP: how many (>= 1)                    */
    mlsys_plan_score_fn score;
    void *score_self;
    mlsys_plan_emit_fn emit;
    void *emit_self;
    bool prune;             /* false: time every layout (the reference)         */
    size_t budget;          /* at most this many layouts considered; 0: no bound */
    mlsys_plan_progress_fn progress; /* may be NULL                             */
    void *progress_self;
};

/* Why a layout is infeasible. */
enum mlsys_plan_reason {
    MLSYS_PLAN_BAD_MEMORY = 0,   /* M_total above mem_limit_B                   */
    MLSYS_PLAN_BAD_INTERLEAVE = 1, /* v > 1 with m = B/(d b) not a multiple of p   */
    MLSYS_PLAN_BAD_BATCH = 2, /* a given b does not divide B/d                */
    MLSYS_PLAN_BAD_STAGES = 3, /* p v exceeds the layers (mlsys_rule_pp_layers) */
    MLSYS_PLAN_BAD_EXPERTS = 4, /* a given e does not divide d                  */
    MLSYS_PLAN_BAD_STACK = 5, /* a given ZeRO stage the stack does not run    */
    MLSYS_PLAN_BAD_CONTEXT = 6, /* s not cut into 2 c chunks (2 c t with sequence
                                   parallelism)                                 */
    MLSYS_PLAN_BAD_TUNE = 7,  /* LoRA or offload the layout cannot run (LoRA with
                                 ZeRO 3, offload without a host link)           */
    MLSYS_PLAN_NBAD = 8
};

/* Degree combinations that make no layout (no counts of layouts: what
 * would follow them is undefined). */
enum mlsys_plan_skip {
    MLSYS_PLAN_SKIP_DEVICES = 0, /* t p c does not divide N                     */
    MLSYS_PLAN_SKIP_DP = 1,      /* d = N/(t p c) is not among the given d       */
    MLSYS_PLAN_SKIP_SPLIT = 2,   /* d does not divide B                          */
    MLSYS_PLAN_NSKIPS = 3
};

/* One layout and its result. */
struct mlsys_plan_row {
    struct mlsys_layout lay;
    struct mlsys_train_batch batch; /* b searched; B and s as given            */
    struct mlsys_train_opts opt;
    struct mlsys_train_out out; /* the nearest miss: its memory fields only   */
    double score[2];
    size_t index;               /* its place in the search order (ties: the earlier wins) */
};

struct mlsys_plan_result {
    size_t considered;          /* layouts: feasible + every infeasible[] + bounded */
    size_t feasible;
    size_t infeasible[MLSYS_PLAN_NBAD];
    size_t skipped[MLSYS_PLAN_NSKIPS];
    size_t timed;               /* layouts the model timed (mlsys_train_eval)  */
    size_t bounded;             /* layouts not examined: the layer bound showed
                                   they could not be kept (prune only)         */
    bool over_budget;           /* the search stopped at req->budget           */
    /* given values left out, per dimension, and why the first one was */
    size_t dropped[MLSYS_PLAN_NDIMS];
    char why_dropped[MLSYS_PLAN_NDIMS][128];
    bool have_miss;             /* the layout with the least memory of those that do
                                   not fit (ties: the earlier)                   */
    struct mlsys_plan_row miss;
    struct mlsys_plan_row *rows; /* what keep asks for, best first; free with
                                    mlsys_plan_result_free                      */
    size_t nrows;
};

/* Search the layouts of req into *res (zeroed first). Errors:
 * MLSYS_EUSAGE when every given value of a dimension is left out (err
 * says why; *bad_dim names the dimension, else MLSYS_PLAN_NDIMS), or when
 * neither devices nor max_devices is given, or top is 0 with keep TOP;
 * MLSYS_ERANGE with res->over_budget when the layouts considered would
 * pass req->budget (the search stops there: no partial answer, though
 * MLSYS_PLAN_ALL has emitted what it found); MLSYS_ENOMEM; emit's errors.
 * An empty space or no feasible layout is not an error: res says so. The
 * top K rows take memory for min(K, feasible layouts), not K. */
MLSYS_API int mlsys_plan_search(const struct mlsys_plan_req *req, struct mlsys_plan_result *res,
                                enum mlsys_plan_dim *bad_dim, struct mlsys_err *err);

/* Merge *from, the result of a second search with the same keep, top and
 * given values (another base: a second training stack), into *into, as
 * if one search had considered both spaces, *into's first: the counts
 * summed (but dropped and why_dropped, which the same given values make
 * the same: *into's), from's search order after into's, the nearest miss
 * the one needing less memory, and the rows kept by req->keep (the top
 * K, best first, or the front of both, by score[0]; with MLSYS_PLAN_ALL
 * the rows went to emit). *from is freed, also on error (MLSYS_ENOMEM). */
MLSYS_API int mlsys_plan_result_merge(struct mlsys_plan_result *into,
                                      struct mlsys_plan_result *from,
                                      const struct mlsys_plan_req *req, struct mlsys_err *err);

MLSYS_API void mlsys_plan_result_free(struct mlsys_plan_result *res);

#ifdef __cplusplus
}
#endif

#endif
