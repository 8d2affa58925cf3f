/* serving.c - Little's law, Erlang C, M/M/c latency and the SLO search
 * (serving.h). */
#include "mlsys/serving.h"

#include <math.h>

#include "numerics/numerics.h"

double mlsys_serving_little(double lambda_arr, double t_lat_s)
{
    return lambda_arr * t_lat_s;
}

/* True when c is a whole number of servers the model takes. */
static bool servers_ok(double c)
{
    return isfinite(c) && c >= 1 && c <= MLSYS_SERV_MAX_REPLICAS && c == floor(c);
}

int mlsys_serving_erlang_c(double c, double a, double *p_wait, struct mlsys_err *err)
{
    if (!servers_ok(c))
        return mlsys_err_set(err, MLSYS_ERANGE, "replicas must be a whole number from 1 to %.0f",
                             MLSYS_SERV_MAX_REPLICAS);
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

/* expm1(−h)/h for h >= 0, with its limit −1 at h = 0. */
static double g(double h)
{
    return h > 0 ? expm1(-h) / h : -1.0;
}

double mlsys_serving_sojourn_sf(double p_wait, double theta, double nu, double t_s)
{
    if (t_s <= 0)
        return 1.0;
    /* [θe^(−νt) − νe^(−θt)]/(θ−ν) = e^(−θt) − θ·t·e^(−νt)·g((θ−ν)t); the
     * bracket is symmetric in θ and ν, so take the order with h >= 0. */
    double hi = fmax(theta, nu), lo = fmin(theta, nu);
    double both = exp(-hi * t_s) - hi * t_s * exp(-lo * t_s) * g((hi - lo) * t_s);
    return (1.0 - p_wait) * exp(-nu * t_s) + p_wait * both;
}

struct sf_ctx {
    double p_wait, theta, nu, tail; /* tail = 1 − p */
};

/* P(T > t) − (1 − p): positive below the quantile, negative above. */
static double sf_minus(double t, void *ctx)
{
    const struct sf_ctx *c = ctx;
    return mlsys_serving_sojourn_sf(c->p_wait, c->theta, c->nu, t) - c->tail;
}

int mlsys_serving_sojourn_quantile(double p_wait, double theta, double nu, double p,
                                   double *t_s, struct mlsys_err *err)
{
    if (!(p > 0 && p < 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "a quantile must be in (0, 1), got %g", p);
    if (!(isfinite(theta) && theta > 0 && isfinite(nu) && nu > 0 && p_wait >= 0 && p_wait <= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "sojourn time: rates must be > 0");
    struct sf_ctx c = {p_wait, theta, nu, 1.0 - p};
    /* The mean is 1/ν + C/θ; double from it until the tail is below 1 − p. */
    double hi = 1.0 / nu + p_wait / theta;
    for (int i = 0; sf_minus(hi, &c) > 0; i++) {
        if (i > 2000)
            return mlsys_err_set(err, MLSYS_ENUMERIC, "sojourn time: no bracket for p = %g", p);
        hi *= 2.0;
    }
    return mlsys_numerics_root(sf_minus, &c, 0.0, hi, 1e-13, 0.0, t_s, err);
}

/* Refuse queue inputs outside the model's domain. */
static int check(const struct mlsys_serv_in *in, struct mlsys_err *err)
{
    if (!(isfinite(in->lambda_arr) && in->lambda_arr > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "arrival rate must be greater than zero");
    if (!(isfinite(in->t_svc_s) && in->t_svc_s > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "T_svc must be finite and greater than zero");
    if (!(isfinite(in->batch) && in->batch >= 1 && in->batch == floor(in->batch)))
        return mlsys_err_set(err, MLSYS_ERANGE, "batch must be a whole number >= 1");
    if (!servers_ok(in->replicas))
        return mlsys_err_set(err, MLSYS_ERANGE, "replicas must be a whole number from 1 to %.0f",
                             MLSYS_SERV_MAX_REPLICAS);
    return MLSYS_OK;
}

int mlsys_serving_eval(const struct mlsys_serv_in *in, struct mlsys_serv_out *out,
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
    if (!out->stable)
        return MLSYS_OK;
    double theta = c * out->mu_eff - lam, nu = 1.0 / in->t_svc_s;
    if (!(theta > 0)) { /* ρ_serv rounds below 1 but c·μ_eff − λ_arr does not */
        out->stable = false;
        return MLSYS_OK;
    }
    rc = mlsys_serving_erlang_c(c, lam / out->mu_eff, &out->p_wait, err);
    if (rc)
        return rc;
    out->w_q_s = out->p_wait / theta;
    out->t_lat_s = out->w_q_s + in->t_svc_s;
    out->q_req = mlsys_serving_little(lam, out->t_lat_s);
    rc = mlsys_serving_sojourn_quantile(out->p_wait, theta, nu, 0.50, &out->t_p50_s, err);
    if (!rc)
        rc = mlsys_serving_sojourn_quantile(out->p_wait, theta, nu, 0.99, &out->t_p99_s, err);
    return rc;
}

/* Does batch b with c replicas meet the target? *ok false when unstable. */
static int meets(const struct mlsys_serv_slo_in *in, double b, double c, bool *ok,
                 struct mlsys_err *err)
{
    struct mlsys_serv_in q = {in->lambda_arr, in->svc_base_s + in->svc_per_item_s * b, b, c};
    struct mlsys_serv_out o;
    int rc = mlsys_serving_eval(&q, &o, err);
    *ok = !rc && o.stable && o.t_p99_s <= in->p99_target_s;
    return rc;
}

/* The fewest replicas (at most cap) with which batch b meets the target,
 * by bisection; 0 when none does. */
static int fewest_replicas(const struct mlsys_serv_slo_in *in, double b, double cap,
                           double *cmin, struct mlsys_err *err)
{
    double t_svc = in->svc_base_s + in->svc_per_item_s * b;
    *cmin = 0;
    /* With unlimited replicas T approaches the service time alone, whose
     * 99th percentile is T_svc·ln 100: no replica count beats that. */
    if (t_svc * log(100.0) > in->p99_target_s)
        return MLSYS_OK;
    double lo = floor(in->lambda_arr * t_svc / b) + 1, hi = cap;
    bool ok;
    if (lo > hi)
        return MLSYS_OK;
    int rc = meets(in, b, hi, &ok, err);
    if (rc || !ok)
        return rc;
    while (lo < hi) { /* invariant: hi meets the target */
        double mid = floor((lo + hi) / 2);
        if ((rc = meets(in, b, mid, &ok, err)))
            return rc;
        if (ok)
            hi = mid;
        else
            lo = mid + 1;
    }
    *cmin = hi;
    return MLSYS_OK;
}

/* Refuse SLO-search inputs outside the model's domain. */
static int slo_check(const struct mlsys_serv_slo_in *in, struct mlsys_err *err)
{
    if (!(isfinite(in->lambda_arr) && in->lambda_arr > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "arrival rate must be greater than zero");
    if (!(isfinite(in->svc_base_s) && in->svc_base_s >= 0 && isfinite(in->svc_per_item_s) &&
          in->svc_per_item_s >= 0 && in->svc_base_s + in->svc_per_item_s > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "T_svc(B) must be greater than zero");
    if (!(in->batch_min >= 1 && in->batch_min <= in->batch_max && isfinite(in->batch_max) &&
          in->batch_min == floor(in->batch_min) && in->batch_max == floor(in->batch_max)))
        return mlsys_err_set(err, MLSYS_ERANGE, "batch range must be whole numbers >= 1");
    if (!(isfinite(in->p99_target_s) && in->p99_target_s > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "the P99 target must be greater than zero");
    return MLSYS_OK;
}

int mlsys_serving_slo(const struct mlsys_serv_slo_in *in, struct mlsys_serv_slo_out *out,
                      struct mlsys_err *err)
{
    int rc = slo_check(in, err);
    if (rc)
        return rc;
    out->found = false;
    out->replicas_min = out->batch_best = NAN;
    for (double b = in->batch_max; b >= in->batch_min; b--) {
        /* only fewer replicas than the best so far can improve on it */
        double c, cap = out->found ? out->replicas_min - 1 : MLSYS_SERV_SLO_MAX_REPLICAS;
        if ((rc = fewest_replicas(in, b, cap, &c, err)))
            return rc;
        if (c > 0) {
            out->found = true; /* larger batches come first: ties keep the larger */
            out->replicas_min = c;
            out->batch_best = b;
        }
    }
    return MLSYS_OK;
}
