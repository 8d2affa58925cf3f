/* serving_conc.c - the decode concurrency of a continuous-batching replica
 * as a distribution: the birth-death chain of its requests, whose
 * stationary law has a product form, and the step times at its quantiles
 * (serving_cb_impl.h, docs/serving.md "How far the concurrency wanders"). */
#include <math.h>
#include <stdlib.h>

#include "models/serving_cb_impl.h"

/* How far below the peak a concurrency's probability may fall, in logs,
 * before the table of the distribution stops: e^-40, 4e-18 of the peak. */
#define LOG_DEPTH 40.0

/* The most whole concurrencies one table holds: a bound no stable row
 * reaches (the mass lies within N plus a geometric tail of the prompts'
 * share), there so a defect cannot loop for ever. */
#define CONC_TABLE_MAX 50000000u

/* Grow *buf to hold at least want doubles, the new ones NaN when fill. */
static int grow(double **buf, size_t *cap, size_t want, bool fill, struct mlsys_err *err)
{
    if (want <= *cap)
        return MLSYS_OK;
    size_t c = *cap ? *cap : 64;
    while (c < want)
        c *= 2;
    double *p = realloc(*buf, c * sizeof *p);
    if (!p)
        return mlsys_err_set(err, MLSYS_ENOMEM,
                             "out of memory tabulating the concurrency's distribution (%zu points)",
                             c);
    for (size_t i = *cap; fill && i < c; i++)
        p[i] = NAN;
    *buf = p;
    *cap = c;
    return MLSYS_OK;
}

int mlsys_serving_step_ints_fill(const struct mlsys_serving_cb_in *in, struct step_ints *m,
                                 size_t k0, size_t k1, struct mlsys_err *err)
{
    int rc = grow(&m->t_s, &m->len, k1 + 1, true, err);
    for (size_t k = k0; !rc && k <= k1; k++) {
        if (!isnan(m->t_s[k]))
            continue;
        double t = NAN;
        if (!(rc = in->step(in->ctx, (double)k, &t, err)) && !(isfinite(t) && t > 0))
            rc = mlsys_err_set(err, MLSYS_ERANGE, "the step model gave T_step(%zu) out of range",
                               k);
        m->t_s[k] = rc ? NAN : t;
    }
    return rc;
}

void mlsys_serving_step_ints_free(struct step_ints *m)
{
    free(m->t_s);
    m->t_s = NULL;
    m->len = 0;
}

/* T_step at a concurrency x in [0, N], linear between the whole
 * concurrencies about it (the batch is a whole number of sequences), and
 * T_step(N) past N; its neighbours must be in the table. */
static double step_lin(const struct step_ints *m, double N, double x)
{
    x = fmin(fmax(x, 0), N);
    double k = floor(x), f = x - k;
    size_t i = (size_t)k;
    return f > 0 ? (1 - f) * m->t_s[i] + f * m->t_s[i + 1] : m->t_s[i];
}

/* log μ(k) for k >= 1, μ(k) = k/(O_h·TPOT(k)) the rate requests finish at
 * k decoding, TPOT(k) = T_step(k) + (k/O_h)·c_p; past N (queued requests
 * hold no slot) the step stays T_step(N), so the offered concurrency's
 * tail is the one an unlimited replica of that step would have. */
static double log_mu(const struct mlsys_serving_cb_in *in, const struct step_ints *m,
                     double lam, double Oh, double k)
{
    double t = m->t_s[(size_t)fmin(k, in->slots)];
    return log(k) - log(Oh * t + k * mlsys_serving_prompt_cost_s(in, lam, t));
}

int mlsys_serving_conc_dist(const struct mlsys_serving_cb_in *in, double lam, double n,
                            struct step_ints *m, struct conc_dist *d, struct mlsys_err *err)
{
    double N = in->slots, Oh = mlsys_serving_held_output(in);
    size_t top = (size_t)N, mode = (size_t)fmin(floor(n), N);
    /* down from the fixed point, whose floor is the lower mode, to where
       the probability has fallen LOG_DEPTH below its peak */
    int rc = MLSYS_OK;
    double L = 0, peak = 0;
    size_t lo = mode;
    for (; lo > 0; lo--) {
        if ((rc = mlsys_serving_step_ints_fill(in, m, lo, lo, err)))
            return rc;
        double below = L - (log(lam) - log_mu(in, m, lam, Oh, (double)lo));
        if (below < peak - LOG_DEPTH)
            break;
        L = below;
        peak = fmax(peak, L);
    }
    /* up from there, tabulating log π, to LOG_DEPTH below the peak past
       the fixed point */
    d->k0 = (double)lo;
    d->len = 0;
    L = 0;
    peak = 0;
    double mu_best = -INFINITY; /* log of the running maximum of μ past the mode */
    for (size_t k = lo;; k++) {
        if (k > lo) {
            if (k <= top && (rc = mlsys_serving_step_ints_fill(in, m, k, k, err)))
                return rc;
            double mu = log_mu(in, m, lam, Oh, (double)k);
            mu_best = k > mode ? fmax(mu_best, mu) : mu;
            L += log(lam) - mu_best;
        }
        /* one buffer: cdf its first half, seen (written below) its second */
        if ((rc = grow(&d->cdf, &d->cap, 2 * (d->len + 1), false, err)))
            return rc;
        d->cdf[d->len++] = L;
        peak = fmax(peak, L);
        if ((double)k > n && L < peak - LOG_DEPTH)
            break;
        if (d->len >= CONC_TABLE_MAX)
            return mlsys_err_set(err, MLSYS_ENUMERIC,
                                 "the concurrency's distribution spreads past %u sequences",
                                 CONC_TABLE_MAX);
    }
    /* weights relative to the peak, then the cumulative sums: the
       stationary law and the one a decoding request sees, k·π(k)/E[k] */
    double s = 0, s_seen = 0, s_k2 = 0;
    d->seen = d->cdf + d->cap / 2;
    for (size_t i = 0; i < d->len; i++) {
        double k = d->k0 + (double)i, w = exp(d->cdf[i] - peak);
        s += w;
        s_seen += k * w;
        s_k2 += k * k * w;
        d->cdf[i] = s;
        d->seen[i] = s_seen;
    }
    for (size_t i = 0; i < d->len; i++) {
        d->cdf[i] /= s;
        d->seen[i] = s_seen > 0 ? d->seen[i] / s_seen : 1;
    }
    d->mean = s_seen / s;
    d->var = fmax(0, s_k2 / s - d->mean * d->mean);
    d->mean_seen = s_seen > 0 ? s_k2 / s_seen : 0;
    d->e = d->var > d->mean ? fmin(0.99, 1 - d->mean / d->var) : 0;
    /* the steps at the window's ends and one past them, for step_lin */
    size_t last = (size_t)fmin(d->k0 + (double)d->len, N);
    return mlsys_serving_step_ints_fill(in, m, lo > 0 ? lo - 1 : 0, last, err);
}

void mlsys_serving_conc_dist_free(struct conc_dist *d)
{
    free(d->cdf); /* seen is its second half */
    *d = (struct conc_dist){0};
}

/* The p-quantile of a whole-number law given by its cumulative cdf over
 * k0, k0 + 1, ...: the least k with P(K <= k) >= p (the quantile of the
 * law itself, which at a point mass is that point; it rises with the
 * load in whole steps). */
static double quantile_of(const double *cdf, size_t len, double k0, double p)
{
    size_t lo = 0, hi = len - 1; /* the least i with cdf[i] >= p */
    if (cdf[0] >= p)
        hi = 0;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (cdf[mid] >= p)
            hi = mid;
        else
            lo = mid;
    }
    return k0 + (double)hi;
}

/* The share of the concurrency's variance (without feedback: M/D/∞, a
 * triangular autocorrelation over the holding time H) that survives
 * averaging over a window of r·H: 1 − r/3 up to H, (1 − 1/(3r))/r beyond. */
static double md_share(double r)
{
    return r <= 1 ? 1 - r / 3 : (1 - 1 / (3 * r)) / r;
}

double mlsys_serving_iter_step(const struct step_spread *sp, double p)
{
    const struct conc_dist *d = sp->pi;
    return step_lin(sp->t, sp->slots, quantile_of(d->cdf, d->len, d->k0, p));
}

double mlsys_serving_life_shrink(const struct step_spread *sp, double r)
{
    double e = sp->pi->e;
    double ou = mlsys_serving_window_share(r * (1 - e)) / mlsys_serving_window_share(r);
    return sqrt(fmin(1, md_share(r) * ou));
}

double mlsys_serving_life_step(const struct step_spread *sp, double s, double p)
{
    const struct conc_dist *d = sp->pi;
    double q = quantile_of(d->seen, d->len, d->k0, p);
    return step_lin(sp->t, sp->slots, (1 - s) * d->mean_seen + s * q);
}
