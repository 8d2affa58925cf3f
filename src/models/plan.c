/* plan.c - the layout search (plan.h): candidate values per dimension,
 * the nested enumeration N, t, p, d, e, b, v, recomputation, sequence
 * parallelism, ZeRO, and what is kept (top K, Pareto front, or a stream).
 * Everything the loops need is allocated before they start; free p and v
 * are counted out (1 to L, 1 to L/p), not listed.
 */
#include "mlsys/plan.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlsys/layout.h"

/* Room for the divisors of one count: any whole number up to 1e12 (the
 * largest the search takes) has at most 6720. */
#define MAX_DIVISORS 8192

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
    struct list free_t;             /* free t: divisors of gcd(heads, kv heads) */
    double *buf_e, *buf_b;          /* free values that depend on outer ones   */
    /* The interleave bound: per recomputation and sequence-parallel
     * setting, T_compute + T_tp of the layout with v = 1 and the same t, p,
     * d, e, b (any ZeRO stage), and that layout's timed result; have false
     * until it is timed in the current (e, b) (plan.h). */
    struct {
        bool have;
        double base;
        struct mlsys_train_out out;
    } ref[3][2];
    double N;                       /* the device count, NaN while it is free  */
    size_t cap;                     /* room in res->rows                        */
    struct mlsys_err *err;
};

/* Whether x divides y (both whole numbers as doubles). */
static bool divides(double x, double y) { return x >= 1 && fmod(y, x) == 0; }

/* The divisors of whole n in [1, 1e12] in increasing order, into out (room
 * for MAX_DIVISORS); how many. The large ones are collected from the end
 * of out and moved down. */
static size_t divisors(double n, double *out)
{
    size_t lo = 0, hi = 0;
    for (double k = 1; k * k <= n; k++) {
        if (fmod(n, k))
            continue;
        out[lo++] = k;
        if (k * k != n)
            out[MAX_DIVISORS - ++hi] = n / k;
    }
    memmove(out + lo, out + MAX_DIVISORS - hi, hi * sizeof *out);
    return lo + hi;
}

/* Those of list `from` that divide n, into out; how many. */
static size_t dividing(const struct list *from, double n, double *out)
{
    size_t k = 0;
    for (size_t i = 0; i < from->n && from->v[i] <= n; i++)
        if (divides(from->v[i], n))
            out[k++] = from->v[i];
    return k;
}

/* Why given value x of dimension d cannot work for the shape and batch on
 * their own, into why (empty when it can). */
static void static_check(const struct search *S, int d, double x, char *why, size_t n)
{
    const struct mlsys_arch *a = &S->req->base.arch;
    double B = S->req->base.batch.global_batch, node = S->req->base.dev.node_devices;
    struct mlsys_err rule; /* a layout rule's words (layout.h) */
    mlsys_err_clear(&rule);
    why[0] = '\0';
    if (!(x >= 0) || x != floor(x))
        snprintf(why, n, "%g is not a whole number", x);
    else if (d == MLSYS_PLAN_DEVICES && x > S->req->max_devices)
        snprintf(why, n, "N = %g is more than the %g devices allowed", x, S->req->max_devices);
    else if (d == MLSYS_PLAN_TP && mlsys_rule_tp_heads(a, x, MLSYS_KV_SPLIT, &rule))
        snprintf(why, n, "%.*s", (int)n - 1, rule.msg);
    else if (d == MLSYS_PLAN_TP && x > node && !S->req->tp_cross_node)
        snprintf(why, n, "t = %g spans nodes of %g devices (tensor parallelism across nodes "
                         "not allowed)", x, node);
    else if ((d == MLSYS_PLAN_PP || d == MLSYS_PLAN_INTERLEAVE) &&
             mlsys_rule_pp_layers(a, x, 1, &rule))
        snprintf(why, n, "%.*s", (int)n - 1, rule.msg);
    else if ((d == MLSYS_PLAN_DP || d == MLSYS_PLAN_MICROBATCH) && !divides(x, B))
        snprintf(why, n, "%s = %g does not divide B = %g", d == MLSYS_PLAN_DP ? "d" : "b", x, B);
    else if (d == MLSYS_PLAN_EP && !(a->experts > 1) && x != 1)
        snprintf(why, n, "e = %g needs a mixture-of-experts model (this one is dense)", x);
    else if (d == MLSYS_PLAN_EP && a->experts > 1 && !divides(x, a->experts))
        snprintf(why, n, "e = %g does not divide the %g experts", x, a->experts);
    else if (d == MLSYS_PLAN_ZERO && x > 3)
        snprintf(why, n, "ZeRO stage %g does not exist (0 to 3)", x);
    else if ((d == MLSYS_PLAN_RECOMPUTE && x > 2) || (d == MLSYS_PLAN_SEQ_PARALLEL && x > 1))
        snprintf(why, n, "%g is not a choice", x);
    else if (x < 1 && d != MLSYS_PLAN_RECOMPUTE && d != MLSYS_PLAN_SEQ_PARALLEL &&
             d != MLSYS_PLAN_ZERO)
        snprintf(why, n, "%g is not a whole number >= 1", x);
}

/* The given values of every dimension that can work, in S->given; those
 * left out counted and the first described in res. MLSYS_EUSAGE when none
 * of a dimension's values can. */
static int take_given(struct search *S, enum mlsys_plan_dim *bad_dim)
{
    for (int d = 0; d < MLSYS_PLAN_NDIMS; d++) {
        const struct mlsys_plan_values *g = &S->req->dim[d];
        struct list *l = &S->given[d];
        if (!g->n)
            continue;
        if (!(l->v = malloc(g->n * sizeof *l->v)))
            return mlsys_err_set(S->err, MLSYS_ENOMEM, "out of memory");
        for (size_t i = 0; i < g->n; i++) {
            char why[128];
            bool again = false; /* a value given twice is one candidate */
            for (size_t k = 0; k < l->n && !again; k++)
                again = l->v[k] == g->v[i];
            static_check(S, d, g->v[i], why, sizeof why);
            if (again)
                continue;
            if (!why[0])
                l->v[l->n++] = g->v[i];
            else if (!S->res->dropped[d]++)
                snprintf(S->res->why_dropped[d], sizeof S->res->why_dropped[d], "%s", why);
        }
        if (!l->n) {
            *bad_dim = (enum mlsys_plan_dim)d;
            return mlsys_err_set(S->err, MLSYS_EUSAGE, "%s", S->res->why_dropped[d]);
        }
    }
    return MLSYS_OK;
}

/* ---- what is kept ------------------------------------------------------------- */

/* Whether row a comes before row b: the smaller score[0], then the earlier. */
static bool before(const struct mlsys_plan_row *a, const struct mlsys_plan_row *b)
{
    return a->score[0] < b->score[0] || (a->score[0] == b->score[0] && a->index < b->index);
}

/* Room for one more row: the room doubles, up to top rows when that is
 * all that is kept (the top K take min(K, feasible) rows, never K ahead). */
static int grow(struct search *S)
{
    struct mlsys_plan_result *r = S->res;
    if (r->nrows < S->cap)
        return MLSYS_OK;
    size_t cap = S->cap ? 2 * S->cap : 16;
    if (S->req->keep == MLSYS_PLAN_TOP && cap > S->req->top)
        cap = S->req->top;
    struct mlsys_plan_row *rows = realloc(r->rows, cap * sizeof *rows);
    if (!rows)
        return mlsys_err_set(S->err, MLSYS_ENOMEM, "out of memory");
    r->rows = rows;
    S->cap = cap;
    return MLSYS_OK;
}

/* Whether a layout scoring s (no earlier than any kept) could still be
 * kept. The top K are a heap whose root is the last of them. */
static bool could_keep(const struct search *S, const double s[2])
{
    const struct mlsys_plan_result *r = S->res;
    if (S->req->keep == MLSYS_PLAN_TOP)
        return r->nrows < S->req->top || s[0] <= r->rows[0].score[0];
    for (size_t i = 0; i < r->nrows; i++)
        if (r->rows[i].score[0] <= s[0] && r->rows[i].score[1] <= s[1])
            return false; /* an earlier one is as good on both */
    return true;
}

static void swap_rows(struct mlsys_plan_row *a, struct mlsys_plan_row *b)
{
    struct mlsys_plan_row t = *a;
    *a = *b;
    *b = t;
}

/* Keep row x among the top K: rows[0..nrows) is a binary heap in which no
 * row comes before its children (`before`), so rows[0] is the last of the
 * K; x replaces it when x comes before it. O(log K) a row; the search
 * sorts the K once at the end. */
static int keep_top(struct search *S, const struct mlsys_plan_row *x)
{
    struct mlsys_plan_result *r = S->res;
    struct mlsys_plan_row *h = r->rows;
    if (r->nrows < S->req->top) { /* room: add at the bottom, sift up */
        if (grow(S))
            return MLSYS_ENOMEM;
        h = r->rows;
        size_t i = r->nrows++;
        h[i] = *x;
        for (; i > 0 && before(&h[(i - 1) / 2], &h[i]); i = (i - 1) / 2)
            swap_rows(&h[(i - 1) / 2], &h[i]);
        return MLSYS_OK;
    }
    if (!before(x, &h[0]))
        return MLSYS_OK;
    h[0] = *x; /* replace the last of the K, sift down */
    for (size_t i = 0;;) {
        size_t l = 2 * i + 1, m = i;
        if (l < r->nrows && before(&h[m], &h[l]))
            m = l;
        if (l + 1 < r->nrows && before(&h[m], &h[l + 1]))
            m = l + 1;
        if (m == i)
            return MLSYS_OK;
        swap_rows(&h[i], &h[m]);
        i = m;
    }
}

/* Keep row x on the Pareto front unless an earlier row is as good on both
 * scores; drop the rows it beats. */
static int keep_front(struct search *S, const struct mlsys_plan_row *x)
{
    struct mlsys_plan_result *r = S->res;
    if (!could_keep(S, x->score))
        return MLSYS_OK;
    size_t k = 0;
    for (size_t i = 0; i < r->nrows; i++)
        if (!(x->score[0] <= r->rows[i].score[0] && x->score[1] <= r->rows[i].score[1]))
            r->rows[k++] = r->rows[i];
    r->nrows = k;
    if (grow(S))
        return MLSYS_ENOMEM;
    r->rows[r->nrows++] = *x;
    return MLSYS_OK;
}

/* A feasible, timed layout: scored and kept, or emitted. */
static int offer(struct search *S, const struct mlsys_train_out *o)
{
    const struct mlsys_plan_req *q = S->req;
    if (q->keep == MLSYS_PLAN_ALL)
        return q->emit(q->emit_self, &S->in, o, S->err);
    struct mlsys_plan_row x = {S->in.lay, S->in.batch, S->in.opt, *o, {0, 0},
                               S->res->considered - 1};
    q->score(q->score_self, &S->in, o, x.score);
    return q->keep == MLSYS_PLAN_TOP ? keep_top(S, &x) : keep_front(S, &x);
}

/* ---- one layout ----------------------------------------------------------------- */

/* Count n more layouts considered: the progress callback each time the
 * count passes a multiple of 65,536, and an error past the budget. */
static int consider(struct search *S, size_t n)
{
    const struct mlsys_plan_req *q = S->req;
    struct mlsys_plan_result *r = S->res;
    size_t was = r->considered;
    r->considered += n;
    if (q->progress && was >> 16 != r->considered >> 16)
        q->progress(q->progress_self, r->considered);
    if (!q->budget || r->considered <= q->budget)
        return MLSYS_OK;
    r->over_budget = true;
    return mlsys_err_set(S->err, MLSYS_ERANGE,
                         "the search reached its budget of %zu layouts before it ended",
                         q->budget);
}

/* A layout that does not fit: counted, and the nearest miss when it needs
 * the least memory so far. */
static void miss(struct search *S, const struct mlsys_train_out *o)
{
    struct mlsys_plan_result *r = S->res;
    r->infeasible[MLSYS_PLAN_BAD_MEMORY]++;
    if (r->have_miss && !(o->m_total_B < r->miss.out.m_total_B))
        return;
    r->have_miss = true;
    r->miss = (struct mlsys_plan_row){S->in.lay, S->in.batch, S->in.opt, *o, {0, 0},
                                      r->considered - 1};
}

/* Whether memory m fits. */
static bool fits(const struct search *S, double m)
{
    return isnan(S->req->mem_limit_B) || m <= S->req->mem_limit_B;
}

/* The reason a failed check means. */
static enum mlsys_plan_reason reason(enum mlsys_train_bad bad)
{
    switch (bad) {
    case MLSYS_TRAIN_BAD_INTERLEAVE: return MLSYS_PLAN_BAD_INTERLEAVE;
    case MLSYS_TRAIN_BAD_BATCH: return MLSYS_PLAN_BAD_BATCH;
    case MLSYS_TRAIN_BAD_EP: return MLSYS_PLAN_BAD_EXPERTS;
    default: return MLSYS_PLAN_BAD_STAGES; /* p v; the rest cannot fail after take_given */
    }
}

/* The reference: time the layout whatever it is. */
static int brute_leaf(struct search *S)
{
    struct mlsys_train_out o;
    enum mlsys_train_bad bad;
    int rc = consider(S, 1);
    if (rc)
        return rc;
    if (mlsys_train_check(&S->in, &bad, NULL)) {
        S->res->infeasible[reason(bad)]++;
        return MLSYS_OK;
    }
    mlsys_train_eval(&S->in, &o, NULL);
    S->res->timed++;
    if (!fits(S, o.m_total_B)) {
        miss(S, &o);
        return MLSYS_OK;
    }
    S->res->feasible++;
    return offer(S, &o);
}

/* out as if its step took T: the rates scaled down in proportion. */
static void retime(struct mlsys_train_out *o, double T)
{
    double k = o->t_step_s / T;
    o->t_step_s = T;
    o->tokens_per_s *= k;
    o->r_model_flops *= k;
    o->r_hw_flops *= k;
    o->mfu *= k;
    o->hfu *= k;
}

/* Every ZeRO stage in zs[0..nz) of the layout in S->in (which passed the
 * check): memory first, then the time of those that fit, unless a lower
 * bound on their step already rules them out (plan.h): the T_compute +
 * T_tp + T_pp the stages of a layout share, once one is timed, and ref's
 * T_compute + T_tp of the same layout with v = 1 (NULL: none). A layout
 * with v = 1 leaves its own T_compute + T_tp in *mine (when not NULL). */
static int zero_stages(struct search *S, const double *zs, size_t nz,
                       const struct mlsys_train_out *ref, double ref_base,
                       struct mlsys_train_out *mine, bool *have_mine)
{
    struct mlsys_train_out o, timed;
    bool have_base = false;
    double base = 0;
    for (size_t i = 0; i < nz; i++) {
        S->in.opt.zero = (int)zs[i];
        int rc = consider(S, 1);
        if (rc)
            return rc;
        mlsys_train_memory(&S->in, &o);
        if (!fits(S, o.m_total_B)) {
            miss(S, &o);
            continue;
        }
        S->res->feasible++;
        const struct mlsys_train_out *shape = have_base ? &timed : ref;
        if (shape && S->req->keep != MLSYS_PLAN_ALL) {
            struct mlsys_train_out bound = *shape;
            double s[2], lb = fmax(have_base ? base : 0, ref ? ref_base : 0);
            retime(&bound, lb * (1 - 1e-9)); /* below any rounding of the sum */
            S->req->score(S->req->score_self, &S->in, &bound, s);
            if (!could_keep(S, s))
                continue;
        }
        mlsys_train_eval(&S->in, &timed, NULL);
        S->res->timed++;
        have_base = true;
        base = timed.t_compute_s + timed.t_tp_s + timed.t_pp_s;
        if (mine && !*have_mine) {
            *mine = timed;
            *have_mine = true;
        }
        rc = offer(S, &timed);
        if (rc)
            return rc;
    }
    return MLSYS_OK;
}

/* ---- the loops, outermost last -------------------------------------------------- */

/* The values of dimension d: the given ones, or free[0..nfree). */
static const double *values(const struct search *S, int d, const double *free_v, size_t nfree,
                            size_t *n)
{
    *n = S->given[d].n ? S->given[d].n : nfree;
    return S->given[d].n ? S->given[d].v : free_v;
}

/* The ZeRO stages of the layout in S->in, recomputation rc[i] and
 * sequence parallelism sp[j], with the interleave bound: a layout with v
 * = 1 records its T_compute + T_tp in S->ref[i][j]; one with v > 1 of the
 * same t, p, d, e, b is bounded by it, since its busiest stage holds
 * ceil(L/(p v)) v >= ceil(L/p) layers (plan.h). */
static int interleave_bound(struct search *S, size_t i, size_t j, const double *z, size_t nz)
{
    if (S->in.lay.interleave == 1) {
        S->ref[i][j].have = false;
        int rc = zero_stages(S, z, nz, NULL, 0, &S->ref[i][j].out, &S->ref[i][j].have);
        const struct mlsys_train_out *o = &S->ref[i][j].out;
        S->ref[i][j].base = o->t_compute_s + o->t_tp_s;
        return rc;
    }
    return zero_stages(S, z, nz, S->ref[i][j].have ? &S->ref[i][j].out : NULL,
                       S->ref[i][j].base, NULL, NULL);
}

/* Recomputation, sequence parallelism and ZeRO of the layout in S->in
 * (degrees, microbatch and interleave set). */
static int run_options(struct search *S)
{
    static const double all_rc[] = {MLSYS_RECOMPUTE_NONE, MLSYS_RECOMPUTE_SELECTIVE,
                                    MLSYS_RECOMPUTE_FULL};
    static const double flash_rc[] = {MLSYS_RECOMPUTE_NONE, MLSYS_RECOMPUTE_FULL};
    static const double sp2[] = {0, 1}, zeros[] = {0, 1, 2, 3};
    bool flash = S->in.opt.attention == MLSYS_ATTN_FLASH;
    size_t nrc, nsp, nz;
    const double *rc = values(S, MLSYS_PLAN_RECOMPUTE, flash ? flash_rc : all_rc, flash ? 2 : 3,
                              &nrc);
    const double *sp = values(S, MLSYS_PLAN_SEQ_PARALLEL, sp2, S->in.lay.tp > 1 ? 2 : 1, &nsp);
    const double *z = values(S, MLSYS_PLAN_ZERO, zeros, S->in.lay.dp > 1 ? 4 : 1, &nz);
    S->in.opt.recompute = (enum mlsys_recompute)rc[0];
    S->in.opt.seq_parallel = sp[0] != 0;
    S->in.opt.zero = (int)z[0];
    enum mlsys_train_bad bad;
    if (S->req->prune && mlsys_train_check(&S->in, &bad, NULL)) { /* the whole group at once */
        S->res->infeasible[reason(bad)] += nrc * nsp * nz;
        return consider(S, nrc * nsp * nz);
    }
    for (size_t i = 0; i < nrc; i++)
        for (size_t j = 0; j < nsp; j++) {
            S->in.opt.recompute = (enum mlsys_recompute)rc[i];
            S->in.opt.seq_parallel = sp[j] != 0;
            int e = MLSYS_OK;
            if (S->req->prune)
                e = interleave_bound(S, i, j, z, nz);
            for (size_t k = 0; !S->req->prune && !e && k < nz; k++) {
                S->in.opt.zero = (int)z[k];
                e = brute_leaf(S);
            }
            if (e)
                return e;
        }
    return MLSYS_OK;
}

/* e, b and v for the degrees t, p, d in S->in. Free v runs from 1 to
 * L/p (p v <= L, train's rule; 1 when p = 1), uneven stages included. */
static int batch_split(struct search *S)
{
    const struct mlsys_arch *a = &S->in.arch;
    const struct list *gv = &S->given[MLSYS_PLAN_INTERLEAVE];
    double d = S->in.lay.dp, p = S->in.lay.pp, one = 1;
    size_t ne, nb;
    const double *e = a->experts > 1 ? values(S, MLSYS_PLAN_EP, S->buf_e,
                                              dividing(&S->div_E, d, S->buf_e), &ne)
                                     : values(S, MLSYS_PLAN_EP, &one, 1, &ne);
    const double *b = values(S, MLSYS_PLAN_MICROBATCH, S->buf_b,
                             dividing(&S->div_B, S->in.batch.global_batch / d, S->buf_b), &nb);
    double nv = gv->n ? (double)gv->n : p > 1 ? floor(a->layers / p) : 1;
    for (size_t i = 0; i < ne; i++)
        for (size_t j = 0; j < nb; j++) {
            memset(S->ref, 0, sizeof S->ref); /* the bound holds within one (e, b) */
            for (double k = 0; k < nv; k++) {
                S->in.lay.ep = e[i];
                S->in.batch.microbatch = b[j];
                S->in.lay.interleave = gv->n ? gv->v[(size_t)k] : k + 1;
                int rc = run_options(S);
                if (rc)
                    return rc;
            }
        }
    return MLSYS_OK;
}

/* Whether x is among the given values of dimension d. */
static bool among(const struct search *S, int d, double x)
{
    for (size_t i = 0; i < S->given[d].n; i++)
        if (S->given[d].v[i] == x)
            return true;
    return false;
}

/* d for t and p in S->in: N/(t p) with N given, else every allowed d
 * with t p d within max_devices. */
static int data_parallel(struct search *S)
{
    double tp = S->in.lay.tp * S->in.lay.pp, B = S->in.batch.global_batch;
    size_t *skip = S->res->skipped;
    if (!isnan(S->N)) {
        double d = S->N / tp;
        if (d != floor(d))
            return skip[MLSYS_PLAN_SKIP_DEVICES]++, MLSYS_OK;
        if (S->given[MLSYS_PLAN_DP].n && !among(S, MLSYS_PLAN_DP, d))
            return skip[MLSYS_PLAN_SKIP_DP]++, MLSYS_OK;
        if (!divides(d, B))
            return skip[MLSYS_PLAN_SKIP_SPLIT]++, MLSYS_OK;
        S->in.lay.dp = d;
        return batch_split(S);
    }
    size_t nd;
    const double *ds = values(S, MLSYS_PLAN_DP, S->div_B.v, S->div_B.n, &nd);
    for (size_t i = 0; i < nd; i++) {
        if (tp * ds[i] > S->req->max_devices)
            continue;
        S->in.lay.dp = ds[i];
        int rc = batch_split(S);
        if (rc)
            return rc;
    }
    return MLSYS_OK;
}

/* t and p, then the rest, for the device count S->N (NaN: free). Free p
 * runs from 1 to the layers, up to t p = N (or max_devices): the larger
 * ones cannot divide N, and are counted so without a look. */
static int degrees(struct search *S)
{
    size_t nt;
    const double *t = values(S, MLSYS_PLAN_TP, S->free_t.v, S->free_t.n, &nt);
    const struct list *gp = &S->given[MLSYS_PLAN_PP];
    double np = gp->n ? (double)gp->n : S->in.arch.layers;
    double most = isnan(S->N) ? S->req->max_devices : S->N;
    for (size_t i = 0; i < nt; i++)
        for (double j = 0; j < np; j++) {
            double p = gp->n ? gp->v[(size_t)j] : j + 1;
            if (!gp->n && t[i] * p > most) {
                if (!isnan(S->N))
                    S->res->skipped[MLSYS_PLAN_SKIP_DEVICES] += (size_t)(np - j);
                break;
            }
            S->in.lay.tp = t[i];
            S->in.lay.pp = p;
            int rc = data_parallel(S);
            if (rc)
                return rc;
        }
    return MLSYS_OK;
}

/* ---- set-up ----------------------------------------------------------------------- */

/* The divisor lists and buffers the loops use, allocated once. */
static int prepare(struct search *S)
{
    const struct mlsys_arch *a = &S->in.arch;
    double *p[6];
    for (int i = 0; i < 6; i++)
        if (!(p[i] = malloc(MAX_DIVISORS * sizeof *p[i]))) {
            while (i--)
                free(p[i]);
            return mlsys_err_set(S->err, MLSYS_ENOMEM, "out of memory");
        }
    S->div_B = (struct list){p[0], divisors(S->in.batch.global_batch, p[0])};
    S->free_t.v = p[1];
    S->div_E = (struct list){p[2], a->experts > 1 ? divisors(a->experts, p[2]) : 0};
    size_t heads = divisors(a->heads, p[3]);
    for (size_t i = 0; i < heads; i++) /* the training rule, within a node */
        if (!mlsys_rule_tp_heads(a, p[3][i], MLSYS_KV_SPLIT, NULL) &&
            (S->req->tp_cross_node || p[3][i] <= S->in.dev.node_devices))
            S->free_t.v[S->free_t.n++] = p[3][i];
    free(p[3]);
    S->buf_e = p[4];
    S->buf_b = p[5];
    return MLSYS_OK;
}

/* Free what prepare() and take_given() allocated (the kept rows stay). */
static void release(struct search *S)
{
    free(S->div_B.v);
    free(S->div_E.v);
    free(S->free_t.v);
    free(S->buf_e);
    free(S->buf_b);
    for (int d = 0; d < MLSYS_PLAN_NDIMS; d++)
        free(S->given[d].v);
}

/* A whole count from 1 to 1e12 (what divisors() factors). */
static bool whole(double x) { return x >= 1 && x <= 1e12 && x == floor(x); }

/* The request's own errors. */
static int check_req(const struct mlsys_plan_req *q, struct mlsys_err *err)
{
    const struct mlsys_arch *a = &q->base.arch;
    if (!q->dim[MLSYS_PLAN_DEVICES].n && isnan(q->max_devices))
        return mlsys_err_set(err, MLSYS_EUSAGE, "give the devices, or the most allowed");
    if (q->keep == MLSYS_PLAN_TOP && !q->top)
        return mlsys_err_set(err, MLSYS_EUSAGE, "keep at least one layout");
    if (!whole(q->base.batch.global_batch) || !whole(a->layers) || !whole(a->heads) ||
        !whole(a->kv_heads) || (a->experts > 1 && !whole(a->experts)))
        return mlsys_err_set(err, MLSYS_ERANGE, "the batch, layers, heads and experts must be "
                                                "whole numbers from 1 to 1e12");
    return MLSYS_OK;
}

/* Kept rows by score[0], then search order (no two rows tie on both). */
static int by_score(const void *a, const void *b)
{
    const struct mlsys_plan_row *x = a, *y = b;
    return before(x, y) ? -1 : before(y, x) ? 1 : 0;
}

int mlsys_plan_search(const struct mlsys_plan_req *req, struct mlsys_plan_result *res,
                      enum mlsys_plan_dim *bad_dim, struct mlsys_err *err)
{
    memset(res, 0, sizeof *res);
    *bad_dim = MLSYS_PLAN_NDIMS;
    int rc = check_req(req, err);
    if (rc)
        return rc;
    struct search S = {.req = req, .res = res, .in = req->base, .N = NAN, .err = err};
    rc = prepare(&S);
    if (!rc)
        rc = take_given(&S, bad_dim);
    const struct list *N = &S.given[MLSYS_PLAN_DEVICES];
    for (size_t i = 0; !rc && i < N->n; i++) {
        S.N = N->v[i];
        rc = degrees(&S);
    }
    if (!rc && !N->n)
        rc = degrees(&S);
    release(&S);
    if (rc)
        mlsys_plan_result_free(res);
    else if (req->keep != MLSYS_PLAN_ALL && res->nrows > 1)
        qsort(res->rows, res->nrows, sizeof *res->rows, by_score);
    return rc;
}

void mlsys_plan_result_free(struct mlsys_plan_result *res)
{
    free(res->rows);
    res->rows = NULL;
    res->nrows = 0;
}
