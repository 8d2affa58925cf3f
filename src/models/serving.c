/* serving.c - Little's law, Erlang C, the M/M/c, M/D/c and M/G/c queues
 * (Allen–Cunneen), percentiles of the time in system and the SLO search
 * (serving.h, where each function's equations and sources are). */
#include "mlsys/serving.h"

#include <math.h>

#include "numerics/numerics.h"

double mlsys_serving_queue_cv(enum mlsys_serving_queue q, double cv)
{
    return q == MLSYS_SERVING_MDC ? 0.0 : q == MLSYS_SERVING_MMC ? 1.0 : cv;
}

double mlsys_serving_little(double lambda_arr, double t_lat_s)
{
    return lambda_arr * t_lat_s;
}

/* True when c is a whole number of servers the model takes. */
static bool servers_ok(double c)
{
    return isfinite(c) && c >= 1 && c <= MLSYS_SERVING_MAX_REPLICAS && c == floor(c);
}

/* True when cv is a service-time coefficient of variation the model takes. */
static bool cv_ok(double cv)
{
    return isfinite(cv) && cv >= 0 && cv <= MLSYS_SERVING_MAX_CV;
}

/* The error for a coefficient of variation out of range. */
static int cv_error(struct mlsys_err *err)
{
    return mlsys_err_set(err, MLSYS_ERANGE,
                         "the service-time coefficient of variation must be from 0 to %g",
                         MLSYS_SERVING_MAX_CV);
}

/* The error for a replica count out of range. */
static int servers_error(struct mlsys_err *err)
{
    return mlsys_err_set(err, MLSYS_ERANGE, "replicas must be a whole number from 1 to %.0f",
                         MLSYS_SERVING_MAX_REPLICAS);
}

int mlsys_serving_erlang_c(double c, double a, double *p_wait, struct mlsys_err *err)
{
    if (!servers_ok(c))
        return servers_error(err);
    if (!(isfinite(a) && a >= 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "offered load must be a finite value >= 0");
    if (a >= c) {
        *p_wait = 1.0;
        return MLSYS_OK;
    }
    double b = 1.0; /* Erlang B(k, a), k = 0.. */
    long n = (long)c;
    for (long k = 1; k <= n; k++)
        b = a * b / ((double)k + a * b);
    double rho = a / c;
    *p_wait = b / (1.0 - rho * (1.0 - b));
    return MLSYS_OK;
}

int mlsys_serving_wait(double c, double lambda, double mu, double cv_s,
                       struct mlsys_serving_wait_out *out, struct mlsys_err *err)
{
    if (!servers_ok(c))
        return servers_error(err);
    if (!(isfinite(lambda) && lambda > 0 && isfinite(mu) && mu > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "queue rates must be finite and greater than zero");
    if (!cv_ok(cv_s))
        return cv_error(err);
    double gap = c * mu - lambda;
    if (!(gap > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "the queue is not stable: λ >= c·μ");
    int rc = mlsys_serving_erlang_c(c, lambda / mu, &out->p_wait, err);
    if (rc)
        return rc;
    out->theta = gap * 2.0 / (1.0 + cv_s * cv_s);
    out->w_q_s = out->p_wait / out->theta;
    return MLSYS_OK;
}

double mlsys_serving_sojourn_sf(double p_wait, double theta, double nu, double t_s)
{
    if (t_s <= 0)
        return 1.0;
    /* [θe^(−νt) − νe^(−θt)]/(θ−ν) = e^(−hi·t) + r·e^(−lo·t), with hi >= lo
     * the two rates (the bracket is symmetric in them), h = (hi − lo)·t and
     * r = hi·t·(1 − e^(−h))/h = hi·(1 − e^(−h))/(hi − lo); r → hi·t as h → 0,
     * the case θ = ν. Far apart (h >= 1) r is taken in its second form,
     * which stays finite however large hi·t is. */
    double hi = fmax(theta, nu), lo = fmin(theta, nu), h = (hi - lo) * t_s;
    double r = h >= 1 ? hi * -expm1(-h) / (hi - lo) : h > 0 ? hi * t_s * (-expm1(-h) / h)
                                                          : hi * t_s;
    double both = exp(-hi * t_s) + r * exp(-lo * t_s);
    return (1.0 - p_wait) * exp(-nu * t_s) + p_wait * both;
}

/* A service time S of mean svc and coefficient of variation cv as a shift
 * plus n (0..2) exponential branches taken with weights w (serving.h). */
struct branches {
    double shift;
    int n;
    double w[2], nu[2];
};

/* The two-moment fit of S (Tijms 2003, appendix B), see serving.h. */
static void svc_branches(double svc, double cv, struct branches *b)
{
    if (cv <= 1) {
        b->shift = (1.0 - cv) * svc;
        b->w[0] = 1.0;
        b->nu[0] = 1.0 / (cv * svc);
        b->n = cv > 0 && isfinite(b->nu[0]); /* a vanishing exponential part: none */
        if (!b->n)
            b->shift = svc;
        return;
    }
    double p1 = 0.5 * (1.0 + sqrt((cv * cv - 1.0) / (cv * cv + 1.0)));
    b->shift = 0;
    b->n = 2;
    b->w[0] = p1;
    b->w[1] = 1.0 - p1;
    b->nu[0] = 2.0 * p1 / svc;
    b->nu[1] = 2.0 * (1.0 - p1) / svc;
}

double mlsys_serving_time_sf(const struct mlsys_serving_dist *d, double t_s)
{
    struct branches b;
    svc_branches(d->svc_s, d->cv, &b);
    if (t_s < b.shift)
        return 1.0;
    double u = t_s - b.shift;
    if (!b.n) /* T = svc + W */
        return d->p_wait * exp(-d->theta * u);
    double sf = 0;
    for (int i = 0; i < b.n; i++)
        sf += b.w[i] * mlsys_serving_sojourn_sf(d->p_wait, d->theta, b.nu[i], u);
    return sf;
}

struct sf_ctx {
    const struct mlsys_serving_dist *d;
    double tail; /* 1 − p */
};

/* P(T > t) − (1 − p): positive below the quantile, negative above. */
static double sf_minus(double t, void *ctx)
{
    const struct sf_ctx *c = ctx;
    return mlsys_serving_time_sf(c->d, t) - c->tail;
}

int mlsys_serving_time_quantile(const struct mlsys_serving_dist *d, double p, double *t_s,
                                struct mlsys_err *err)
{
    if (!(p > 0 && p < 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "a quantile must be in (0, 1), got %g", p);
    if (!(isfinite(d->theta) && d->theta > 0 && isfinite(d->svc_s) && d->svc_s > 0 &&
          d->p_wait >= 0 && d->p_wait <= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "time in system: rates must be > 0");
    if (!cv_ok(d->cv))
        return cv_error(err);
    double tail = 1.0 - p;
    struct branches b;
    svc_branches(d->svc_s, d->cv, &b);
    if (!b.n) { /* P(T > t) = P_wait·e^(−θ(t − svc)) for t >= svc */
        *t_s = d->svc_s + (d->p_wait > tail ? log(d->p_wait / tail) / d->theta : 0.0);
        return MLSYS_OK;
    }
    struct sf_ctx c = {d, tail};
    /* P(T > shift) = 1; from the mean svc + P_wait/θ double until the tail
     * is below 1 − p. */
    double hi = d->svc_s + d->p_wait / d->theta;
    for (int i = 0; sf_minus(hi, &c) > 0; i++) {
        if (i > 2000)
            return mlsys_err_set(err, MLSYS_ENUMERIC, "time in system: no bracket for p = %g", p);
        hi *= 2.0;
    }
    return mlsys_numerics_root(sf_minus, &c, b.shift, hi, 1e-13, 0.0, t_s, err);
}

/* Refuse queue inputs outside the model's domain. */
static int check(const struct mlsys_serving_in *in, struct mlsys_err *err)
{
    if (!(isfinite(in->lambda_arr) && in->lambda_arr > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "arrival rate must be greater than zero");
    if (!(isfinite(in->t_svc_s) && in->t_svc_s > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "T_svc must be finite and greater than zero");
    if (!(isfinite(in->batch) && in->batch >= 1 && in->batch == floor(in->batch)))
        return mlsys_err_set(err, MLSYS_ERANGE, "batch must be a whole number >= 1");
    if (!servers_ok(in->replicas))
        return servers_error(err);
    if (!cv_ok(in->svc_cv))
        return cv_error(err);
    if (!(in->ttft_s >= 0 && in->ttft_s <= in->t_svc_s))
        return mlsys_err_set(err, MLSYS_ERANGE, "TTFT must be from 0 to T_svc");
    return MLSYS_OK;
}

int mlsys_serving_eval(const struct mlsys_serving_in *in, struct mlsys_serving_out *out,
                       struct mlsys_err *err)
{
    int rc = check(in, err);
    if (rc)
        return rc;
    double c = in->replicas, lam = in->lambda_arr;
    out->mu_eff = in->batch / in->t_svc_s;
    out->rho_serv = lam / (c * out->mu_eff);
    out->stable = out->rho_serv < 1.0;
    out->p_wait = out->w_q_s = out->t_lat_s = out->q_req = out->t_p50_s = out->t_p99_s = NAN;
    out->ttft_s = out->ttft_p99_s = NAN;
    if (!out->stable)
        return MLSYS_OK;
    if (!(c * out->mu_eff - lam > 0)) { /* ρ_serv rounds below 1 but c·μ_eff − λ_arr
                                           does not */
        out->stable = false;
        return MLSYS_OK;
    }
    struct mlsys_serving_wait_out w;
    if ((rc = mlsys_serving_wait(c, lam, out->mu_eff, in->svc_cv, &w, err)))
        return rc;
    out->p_wait = w.p_wait;
    out->w_q_s = w.w_q_s;
    out->t_lat_s = out->w_q_s + in->t_svc_s;
    out->q_req = mlsys_serving_little(lam, out->t_lat_s);
    struct mlsys_serving_dist d = {w.p_wait, w.theta, in->t_svc_s, in->svc_cv};
    rc = mlsys_serving_time_quantile(&d, 0.50, &out->t_p50_s, err);
    if (!rc)
        rc = mlsys_serving_time_quantile(&d, 0.99, &out->t_p99_s, err);
    if (rc || !(in->ttft_s > 0))
        return rc;
    out->ttft_s = out->w_q_s + in->ttft_s;
    d.svc_s = in->ttft_s;
    return mlsys_serving_time_quantile(&d, 0.99, &out->ttft_p99_s, err);
}

bool mlsys_serving_meets(const struct mlsys_serving_targets *slo, const struct mlsys_serving_out *o,
                         double tpot_s)
{
    if (!o->stable)
        return false;
    if (slo->p99_s > 0 && !(o->t_p99_s <= slo->p99_s))
        return false;
    if (slo->ttft_p99_s > 0 && !(o->ttft_p99_s <= slo->ttft_p99_s))
        return false;
    return !(slo->tpot_s > 0) || (tpot_s > 0 && tpot_s <= slo->tpot_s);
}

/* One batch of the SLO search: its figures from the service model. */
struct batch_try {
    const struct mlsys_serving_slo_in *in;
    double b;
    struct mlsys_serving_fig fig;
};

/* Does the batch with c replicas meet every target? *ok false when unstable. */
static int meets_at(const struct batch_try *t, double c, bool *ok, struct mlsys_err *err)
{
    struct mlsys_serving_in q = {t->in->lambda_arr, t->fig.t_svc_s, t->b, c, t->in->svc_cv,
                              t->fig.ttft_s};
    struct mlsys_serving_out o;
    int rc = mlsys_serving_eval(&q, &o, err);
    *ok = !rc && mlsys_serving_meets(&t->in->slo, &o, t->fig.tpot_s);
    return rc;
}

/* The 99th percentile of a service time of mean svc_s alone (no wait). */
static int svc_p99(double svc_s, double cv, double *t_s, struct mlsys_err *err)
{
    struct mlsys_serving_dist d = {0, 1, svc_s, cv};
    return mlsys_serving_time_quantile(&d, 0.99, t_s, err);
}

/* The least of *floor and x, for a figure with a target (target > 0). */
static void lower(double *floor_s, double x, double target)
{
    if (target > 0 && !(*floor_s <= x))
        *floor_s = x;
}

/* Whether batch t can meet every target with enough replicas: as c grows
 * the wait vanishes and each figure falls to its service part alone.
 * Lowers out's floors to this batch's. */
static int reachable(const struct batch_try *t, struct mlsys_serving_slo_out *out, bool *ok,
                     struct mlsys_err *err)
{
    const struct mlsys_serving_targets *slo = &t->in->slo;
    double p99 = NAN, ttft = NAN;
    int rc = svc_p99(t->fig.t_svc_s, t->in->svc_cv, &p99, err);
    if (!rc && t->fig.ttft_s > 0)
        rc = svc_p99(t->fig.ttft_s, t->in->svc_cv, &ttft, err);
    if (rc)
        return rc;
    lower(&out->floor_p99_s, p99, slo->p99_s);
    lower(&out->floor_ttft_p99_s, ttft, slo->ttft_p99_s);
    lower(&out->floor_tpot_s, t->fig.tpot_s, slo->tpot_s);
    *ok = (!(slo->p99_s > 0) || p99 <= slo->p99_s) &&
          (!(slo->ttft_p99_s > 0) || ttft <= slo->ttft_p99_s) &&
          (!(slo->tpot_s > 0) || t->fig.tpot_s <= slo->tpot_s);
    return MLSYS_OK;
}

/* The fewest replicas (at most cap) with which batch t meets the targets,
 * by bisection; 0 when none does. */
static int fewest_replicas(const struct batch_try *t, double cap, double *cmin,
                           struct mlsys_err *err)
{
    *cmin = 0;
    double lo = floor(t->in->lambda_arr * t->fig.t_svc_s / t->b) + 1, hi = cap;
    bool ok;
    if (lo > hi)
        return MLSYS_OK;
    int rc = meets_at(t, hi, &ok, err);
    if (rc || !ok)
        return rc;
    while (lo < hi) { /* invariant: hi meets the targets */
        double mid = floor((lo + hi) / 2);
        if ((rc = meets_at(t, mid, &ok, err)))
            return rc;
        if (ok)
            hi = mid;
        else
            lo = mid + 1;
    }
    *cmin = hi;
    return MLSYS_OK;
}

/* A target: finite and >= 0 (0: none). */
static bool target_ok(double x)
{
    return isfinite(x) && x >= 0;
}

/* Refuse SLO-search inputs outside the model's domain. */
static int slo_check(const struct mlsys_serving_slo_in *in, struct mlsys_err *err)
{
    const struct mlsys_serving_targets *s = &in->slo;
    if (!(isfinite(in->lambda_arr) && in->lambda_arr > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "arrival rate must be greater than zero");
    if (!cv_ok(in->svc_cv))
        return cv_error(err);
    if (!in->figures)
        return mlsys_err_set(err, MLSYS_ERANGE, "the SLO search needs a service model");
    if (!(in->batch_min >= 1 && in->batch_min <= in->batch_max && isfinite(in->batch_max) &&
          in->batch_min == floor(in->batch_min) && in->batch_max == floor(in->batch_max)))
        return mlsys_err_set(err, MLSYS_ERANGE, "batch range must be whole numbers >= 1");
    if (!(in->batch_max <= MLSYS_SERVING_SLO_MAX_BATCH &&
          in->batch_max - in->batch_min < MLSYS_SERVING_SLO_MAX_BATCHES))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "the SLO search takes batches up to 2^53, at most %.0f of them; "
                             "not %.17g to %.17g",
                             MLSYS_SERVING_SLO_MAX_BATCHES, in->batch_min, in->batch_max);
    if (!(target_ok(s->p99_s) && target_ok(s->ttft_p99_s) && target_ok(s->tpot_s) &&
          s->p99_s + s->ttft_p99_s + s->tpot_s > 0))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "the SLO targets must be finite, >= 0, and at least one > 0");
    return MLSYS_OK;
}

/* Refuse figures of the service model outside the queue's domain, or
 * missing a figure a target needs. */
static int fig_check(const struct mlsys_serving_fig *f, const struct mlsys_serving_targets *s,
                     struct mlsys_err *err)
{
    if (!(isfinite(f->t_svc_s) && f->t_svc_s > 0 && f->ttft_s >= 0 && f->ttft_s <= f->t_svc_s &&
          isfinite(f->tpot_s) && f->tpot_s >= 0))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "the service model gave T_svc, TTFT or TPOT out of range");
    if ((s->ttft_p99_s > 0 && !(f->ttft_s > 0)) || (s->tpot_s > 0 && !(f->tpot_s > 0)))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "a TTFT or TPOT target needs a service model that gives it");
    return MLSYS_OK;
}

int mlsys_serving_slo(const struct mlsys_serving_slo_in *in, struct mlsys_serving_slo_out *out,
                      struct mlsys_err *err)
{
    int rc = slo_check(in, err);
    if (rc)
        return rc;
    out->found = out->reachable = false;
    out->replicas_min = out->batch_best = NAN;
    out->floor_p99_s = out->floor_ttft_p99_s = out->floor_tpot_s = NAN;
    for (double b = in->batch_max; b >= in->batch_min; b--) {
        struct batch_try t = {in, b, {0, 0, 0}};
        bool ok;
        if ((rc = in->figures(in->ctx, b, &t.fig, err)) ||
            (rc = fig_check(&t.fig, &in->slo, err)) ||
            (rc = reachable(&t, out, &ok, err)))
            return rc;
        if (!ok)
            continue;
        out->reachable = true;
        /* only fewer replicas than the best so far can improve on it */
        double c, cap = out->found ? out->replicas_min - 1 : MLSYS_SERVING_SLO_MAX_REPLICAS;
        if ((rc = fewest_replicas(&t, cap, &c, err)))
            return rc;
        if (c > 0) {
            out->found = true; /* larger batches come first: ties keep the larger */
            out->replicas_min = c;
            out->batch_best = b;
        }
    }
    return MLSYS_OK;
}
