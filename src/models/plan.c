/* plan.c - the layout search (plan.h): candidate values per dimension,
 * the nested enumeration N, t, p, d, e, b, v, recomputation, sequence
 * parallelism, ZeRO; each timed layout is kept (plan_keep.c: top K or
 * Pareto front) or streamed.
 * Everything the loops need is allocated before they start; free p and v
 * are counted out (1 to L, 1 to L/p), not listed.
 */
#include "mlsys/plan.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlsys/layout.h"
#include "models/plan_impl.h"

/* Room for the divisors of one count: any whole number up to 1e12 (the
 * largest the search takes) has at most 6720. */
#define MAX_DIVISORS 8192

/* Room for the layers the layer bound remembers (a hash table): more are
 * searched without it. */
#define LAYERS 4096

/* Every offload bit (enum mlsys_train_offload): free offload runs over
 * 0 to this, every combination. */
#define OFFLOAD_ALL                                                                              \
    (MLSYS_OFFLOAD_OPTIMIZER | MLSYS_OFFLOAD_WEIGHTS | MLSYS_OFFLOAD_ACTIVATIONS)

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
    else if ((d == MLSYS_PLAN_RECOMPUTE && x > 2) || (d == MLSYS_PLAN_SEQ_PARALLEL && x > 1) ||
             (d == MLSYS_PLAN_OFFLOAD && x > OFFLOAD_ALL))
        snprintf(why, n, "%g is not a choice", x);
    else if (d == MLSYS_PLAN_CP && x > 1 && S->req->base.opt.attention != MLSYS_ATTN_FLASH)
        snprintf(why, n, "c = %g: context parallelism runs ring attention in a fused kernel "
                         "and needs flash attention", x);
    else if (d == MLSYS_PLAN_CP && x > 1 && fmod(S->req->base.batch.seq, 2 * x))
        snprintf(why, n, "c = %g does not cut s = %g into 2 c equal chunks", x,
                 S->req->base.batch.seq);
    else if (x < 1 && d != MLSYS_PLAN_RECOMPUTE && d != MLSYS_PLAN_SEQ_PARALLEL &&
             d != MLSYS_PLAN_ZERO && d != MLSYS_PLAN_OFFLOAD)
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

/* ---- what is kept (plan_keep.c) ----------------------------------------------- */

/* A feasible, timed layout: scored and kept, or emitted. */
static int offer(struct search *S, const struct mlsys_train_out *o)
{
    const struct mlsys_plan_req *q = S->req;
    if (q->keep == MLSYS_PLAN_ALL)
        return q->emit(q->emit_self, &S->in, o, S->err);
    struct mlsys_plan_row x = {S->in.lay, S->in.batch, S->in.opt, *o, {0, 0},
                               S->res->considered - 1};
    q->score(q->score_self, &S->in, o, x.score);
    return q->keep == MLSYS_PLAN_TOP ? mlsys_plan_keep_top(S, &x) : mlsys_plan_keep_front(S, &x);
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
    case MLSYS_TRAIN_BAD_STACK: return MLSYS_PLAN_BAD_STACK;
    case MLSYS_TRAIN_BAD_CP: return MLSYS_PLAN_BAD_CONTEXT;
    case MLSYS_TRAIN_BAD_LORA: /* fall through */
    case MLSYS_TRAIN_BAD_OFFLOAD: return MLSYS_PLAN_BAD_TUNE;
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

/* o, the result of a layout on n0 devices, as if a layout of the same
 * model, recomputation and run on n devices took T a step: the rates
 * scaled (the model FLOPs and the executed ones are the same). */
static void retime(struct mlsys_train_out *o, double n0, double T, double n)
{
    double k = o->t_step_s / T, kd = k * n0 / n;
    o->t_step_s = T;
    o->tokens_per_s *= k;
    o->r_model_flops *= kd;
    o->r_hw_flops *= kd;
    o->mfu *= kd;
    o->hfu *= kd;
}

/* The devices of the layout in S->in. */
static double devices(const struct search *S)
{
    return S->in.lay.tp * S->in.lay.pp * S->in.lay.cp * S->in.lay.dp;
}

/* The slot of the layer of the layout in S->in (with recomputation rc[i],
 * sequence parallelism sp[j]) in S->layers: its own, or the empty one it
 * would take; NULL when the table is full. */
static struct layer *layer_slot(struct search *S, int rc, int sp)
{
    const struct mlsys_layout *l = &S->in.lay;
    double b = S->in.batch.microbatch;
    size_t h = (size_t)(l->tp * 7919 + l->cp * 104729 + l->ep * 1299709 + b * 15485863 +
                        rc * 3 + sp);
    for (size_t k = 0; k < LAYERS; k++) {
        struct layer *x = &S->layers[(h + k) % LAYERS];
        if (!x->used || (x->t == l->tp && x->c == l->cp && x->e == l->ep && x->b == b &&
                         x->rc == rc && x->sp == sp))
            return x;
    }
    return NULL;
}

/* Remember the layer of the layout in S->in, just timed into o. */
static void layer_keep(struct search *S, const struct mlsys_train_out *o)
{
    struct layer *x = layer_slot(S, (int)S->in.opt.recompute, S->in.opt.seq_parallel);
    if (x && !x->used)
        *x = (struct layer){true, S->in.lay.tp, S->in.lay.cp, S->in.lay.ep,
                            S->in.batch.microbatch, (int)S->in.opt.recompute,
                            S->in.opt.seq_parallel, devices(S), *o};
}

/* The layer bound (plan.h): whether the layout in S->in, whatever its
 * offload and ZeRO stage, cannot be kept because even m ceil(L/(p v)) v
 * T_layer, its microbatches through its busiest stage at the time one
 * layer takes, is too slow. False when its layer has not been timed. */
static bool layer_bound(struct search *S)
{
    if (S->req->keep == MLSYS_PLAN_ALL)
        return false;
    struct layer *x = layer_slot(S, (int)S->in.opt.recompute, S->in.opt.seq_parallel);
    if (!x || !x->used)
        return false;
    struct mlsys_train_out bound = x->out;
    double m = S->in.batch.global_batch / (S->in.lay.dp * S->in.batch.microbatch), s[2];
    double T = m * mlsys_train_stage_layers(&S->in) * x->out.t_layer_s;
    retime(&bound, x->devices, T * (1 - 1e-9), devices(S)); /* below any rounding */
    S->req->score(S->req->score_self, &S->in, &bound, s);
    return !mlsys_plan_could_keep(S, s);
}

/* Every offload os[0..no) and ZeRO stage zs[0..nz) of the layout in
 * S->in: the check, then memory, then the time of those that fit, unless
 * the T_compute + T_tp + T_pp these settings share, once one is timed,
 * already rules them out (plan.h). */
static int settings(struct search *S, const double *os, size_t no, const double *zs, size_t nz)
{
    struct mlsys_train_out o, timed;
    bool have_base = false;
    double base = 0;
    enum mlsys_train_bad bad;
    for (size_t k = 0; k < no * nz; k++) {
        S->in.opt.offload = (unsigned)os[k / nz];
        S->in.opt.zero = (int)zs[k % nz];
        int rc = consider(S, 1);
        if (rc)
            return rc;
        if (mlsys_train_check(&S->in, &bad, NULL)) { /* the stack, c, offload: per layout */
            S->res->infeasible[reason(bad)]++;
            continue;
        }
        mlsys_train_memory(&S->in, &o);
        if (!fits(S, o.m_total_B)) {
            miss(S, &o);
            continue;
        }
        S->res->feasible++;
        if (have_base && S->req->keep != MLSYS_PLAN_ALL) {
            struct mlsys_train_out bound = timed;
            double s[2];
            retime(&bound, 1, base * (1 - 1e-9), 1); /* below any rounding of the sum */
            S->req->score(S->req->score_self, &S->in, &bound, s);
            if (!mlsys_plan_could_keep(S, s))
                continue;
        }
        mlsys_train_eval(&S->in, &timed, NULL);
        S->res->timed++;
        have_base = true;
        base = timed.t_compute_s + timed.t_tp_s + timed.t_pp_s;
        layer_keep(S, &timed);
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

/* Whether a failed check holds for every run option of the layout: the
 * constraints of its degrees, b and v come first in mlsys_train_check
 * and read nothing else. */
static bool degree_bound(enum mlsys_train_bad bad)
{
    return bad == MLSYS_TRAIN_BAD_DEGREE || bad == MLSYS_TRAIN_BAD_TP ||
           bad == MLSYS_TRAIN_BAD_PP || bad == MLSYS_TRAIN_BAD_EP ||
           bad == MLSYS_TRAIN_BAD_BATCH || bad == MLSYS_TRAIN_BAD_INTERLEAVE;
}

/* Recomputation, sequence parallelism, offload and ZeRO of the layout in
 * S->in (degrees, microbatch and interleave set). */
static int run_options(struct search *S)
{
    static const double all_rc[] = {MLSYS_RECOMPUTE_NONE, MLSYS_RECOMPUTE_SELECTIVE,
                                    MLSYS_RECOMPUTE_FULL};
    static const double flash_rc[] = {MLSYS_RECOMPUTE_NONE, MLSYS_RECOMPUTE_FULL};
    static const double sp2[] = {0, 1}, zeros[] = {0, 1, 2, 3}, offloads[] = {0, 1, 2, 3, 4, 5,
                                                                              6, 7};
    _Static_assert(OFFLOAD_ALL == 7, "free offload lists every combination of the bits");
    /* under flash attention Megatron's selective recomputation redoes nothing
       (it is none); a stack whose selective policy redoes matmuls keeps it */
    bool flash = S->in.opt.attention == MLSYS_ATTN_FLASH &&
                 !(mlsys_train_stack(S->in.opt.framework)->selective_mm_share > 0);
    size_t nrc, nsp, nz, no;
    const double *rc = values(S, MLSYS_PLAN_RECOMPUTE, flash ? flash_rc : all_rc, flash ? 2 : 3,
                              &nrc);
    const double *sp = values(S, MLSYS_PLAN_SEQ_PARALLEL, sp2, S->in.lay.tp > 1 ? 2 : 1, &nsp);
    int zmax = mlsys_train_zero_max(&S->in); /* the stages the stack runs */
    const double *z = values(S, MLSYS_PLAN_ZERO, zeros, S->in.lay.dp > 1 ? (size_t)zmax + 1 : 1,
                             &nz);
    const double *os = values(S, MLSYS_PLAN_OFFLOAD, offloads, OFFLOAD_ALL + 1, &no);
    S->in.opt.recompute = (enum mlsys_recompute)rc[0];
    S->in.opt.seq_parallel = sp[0] != 0;
    S->in.opt.zero = (int)z[0];
    S->in.opt.offload = (unsigned)os[0];
    enum mlsys_train_bad bad;
    if (S->req->prune && mlsys_train_check(&S->in, &bad, NULL) && degree_bound(bad)) {
        S->res->infeasible[reason(bad)] += nrc * nsp * no * nz; /* the whole group at once */
        return consider(S, nrc * nsp * no * nz);
    }
    for (size_t i = 0; i < nrc; i++)
        for (size_t j = 0; j < nsp; j++) {
            S->in.opt.recompute = (enum mlsys_recompute)rc[i];
            S->in.opt.seq_parallel = sp[j] != 0;
            int e = MLSYS_OK;
            if (S->req->prune && layer_bound(S)) { /* not examined */
                S->res->bounded += no * nz;
                e = consider(S, no * nz);
            } else if (S->req->prune) {
                e = settings(S, os, no, z, nz);
            }
            for (size_t k = 0; !S->req->prune && !e && k < no * nz; k++) {
                S->in.opt.offload = (unsigned)os[k / nz];
                S->in.opt.zero = (int)z[k % nz];
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

/* d for t, p and c in S->in: N/(t p c) with N given, else every allowed
 * d with t p c d within max_devices. */
static int data_parallel(struct search *S)
{
    double tp = S->in.lay.tp * S->in.lay.pp * S->in.lay.cp, B = S->in.batch.global_batch;
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

/* c for t and p in S->in, then the rest. */
static int context(struct search *S)
{
    size_t nc;
    const double *c = values(S, MLSYS_PLAN_CP, S->free_c.v, S->free_c.n, &nc);
    for (size_t k = 0; k < nc; k++) {
        S->in.lay.cp = c[k];
        int rc = data_parallel(S);
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
            int rc = context(S);
            if (rc)
                return rc;
        }
    return MLSYS_OK;
}

/* ---- set-up ----------------------------------------------------------------------- */

/* A whole count from 1 to 1e12 (what divisors() factors). */
static bool whole(double x) { return x >= 1 && x <= 1e12 && x == floor(x); }

/* The divisor lists and buffers the loops use, allocated once. */
static int prepare(struct search *S)
{
    const struct mlsys_arch *a = &S->in.arch;
    double *p[7];
    for (int i = 0; i < 7; i++)
        if (!(p[i] = malloc(MAX_DIVISORS * sizeof *p[i]))) {
            while (i--)
                free(p[i]);
            return mlsys_err_set(S->err, MLSYS_ENOMEM, "out of memory");
        }
    if (!(S->layers = calloc(LAYERS, sizeof *S->layers))) {
        for (int i = 0; i < 7; i++)
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
    double s = S->in.batch.seq; /* c > 1: flash attention, s cut into 2 c chunks */
    bool ring = S->in.opt.attention == MLSYS_ATTN_FLASH && whole(s / 2);
    S->free_c = ring ? (struct list){p[6], divisors(s / 2, p[6])} : (struct list){p[6], 1};
    p[6][0] = ring ? p[6][0] : 1;
    while (S->free_c.n > 1 && s / (2 * S->free_c.v[S->free_c.n - 1]) < MLSYS_PLAN_CP_CHUNK)
        S->free_c.n--; /* chunks of a fused kernel's block at least (plan.h) */
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
    free(S->free_c.v);
    free(S->layers);
    for (int d = 0; d < MLSYS_PLAN_NDIMS; d++)
        free(S->given[d].v);
}

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
        qsort(res->rows, res->nrows, sizeof *res->rows, mlsys_plan_by_score);
    return rc;
}
