/* plan_impl.h - the state of one layout search (plan.c) and what it keeps
 * (plan_keep.c). Internal: not part of the public API.
 */
#ifndef MLSYS_PLAN_IMPL_H
#define MLSYS_PLAN_IMPL_H

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/plan.h"

/* What one layer costs (T_layer) depends on t, c, e, b, recomputation and
 * sequence parallelism, not on p, d, v, ZeRO or offload: a layout timed
 * with them, and its devices. */
struct layer {
    bool used;
    double t, c, e, b;
    int rc, sp;
    double devices;
    struct mlsys_train_out out;
};

/* Values of one dimension: a list, or (n 0) free. */
struct list {
    double *v;
    size_t n;
};

/* The state of one search. */
struct search {
    const struct mlsys_plan_req *req;
    struct mlsys_plan_result *res;
    struct mlsys_train_in in;       /* the layout being looked at              */
    struct list given[MLSYS_PLAN_NDIMS]; /* given values that can work      */
    struct list div_B, div_E;       /* divisors of the batch and the experts    */
    struct list free_c;             /* free c: 1, and with flash attention the
                                       divisors of s/2 (s a multiple of 2 c)     */
    struct list free_t;             /* free t: divisors of gcd(heads, kv heads) */
    double *buf_e, *buf_b;          /* free values that depend on outer ones   */
    struct layer *layers;           /* timed layers, for the layer bound (plan.h) */
    double N;                       /* the device count, NaN while it is free  */
    size_t cap;                     /* room in res->rows                        */
    struct mlsys_err *err;
};

/* Whether a layout scoring s (no earlier than any kept) could still be
 * kept: among the top K (a heap whose root is the last of them), or on the
 * Pareto front (no earlier row as good on both scores). */
bool mlsys_plan_could_keep(const struct search *S, const double s[2]);

/* Keep row x among the top K (O(log K); the search sorts them once at the
 * end). MLSYS_ENOMEM when the rows cannot grow. */
int mlsys_plan_keep_top(struct search *S, const struct mlsys_plan_row *x);

/* Keep row x on the Pareto front unless an earlier row is as good on both
 * scores, dropping the rows it beats. MLSYS_ENOMEM when the rows cannot
 * grow. */
int mlsys_plan_keep_front(struct search *S, const struct mlsys_plan_row *x);

/* qsort's order of kept rows: by score[0], then search order. */
int mlsys_plan_by_score(const void *a, const void *b);

#endif
