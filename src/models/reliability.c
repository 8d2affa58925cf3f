/* reliability.c - exponential-failure reliability (reliability.h). */
#include "mlsys/reliability.h"

#include <math.h>

double mlsys_reliability_lambda_from_fit(double fit)
{
    return fit * 1e-9 / MLSYS_HOUR_S;
}

double mlsys_reliability_fit(double lambda_per_s)
{
    return lambda_per_s * MLSYS_HOUR_S * 1e9;
}

/* λ_node = Σ count_i · λ_i (series system: any part failing fails it). */
int mlsys_reliability_series(const struct mlsys_reliability_part *parts, size_t n,
                             double *lambda_per_s, struct mlsys_err *err)
{
    if (n == 0)
        return mlsys_err_set(err, MLSYS_ERANGE, "a node needs at least one part");
    double sum = 0;
    for (size_t i = 0; i < n; i++) {
        double c = parts[i].count, l = parts[i].lambda_per_s;
        if (!(isfinite(c) && c >= 1 && c == floor(c)))
            return mlsys_err_set(err, MLSYS_ERANGE,
                                 "part %zu: count must be a whole number >= 1, got %g", i + 1, c);
        if (!(isfinite(l) && l > 0))
            return mlsys_err_set(err, MLSYS_ERANGE,
                                 "part %zu: failure rate must be greater than zero (MTBF > 0)",
                                 i + 1);
        sum += c * l;
    }
    if (!isfinite(sum))
        return mlsys_err_set(err, MLSYS_ERANGE, "node failure rate overflows");
    *lambda_per_s = sum;
    return MLSYS_OK;
}

/* Refuse inputs outside the model's domain. */
static int check(const struct mlsys_reliability_in *in, struct mlsys_err *err)
{
    if (!(isfinite(in->lambda_per_s) && in->lambda_per_s > 0))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "failure rate must be greater than zero (MTBF > 0, FIT > 0)");
    if (!(isfinite(in->n) && in->n >= 1 && in->n == floor(in->n)))
        return mlsys_err_set(err, MLSYS_ERANGE, "N must be a whole number >= 1, got %g", in->n);
    if (!isnan(in->t_s) && !(isfinite(in->t_s) && in->t_s >= 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "time must be a finite value >= 0");
    if (!isnan(in->mttr_s) && !(isfinite(in->mttr_s) && in->mttr_s >= 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "MTTR must be a finite value >= 0");
    return MLSYS_OK;
}

int mlsys_reliability_eval(const struct mlsys_reliability_in *in, struct mlsys_reliability_out *out,
                           struct mlsys_err *err)
{
    int rc = check(in, err);
    if (rc)
        return rc;
    double rate = in->n * in->lambda_per_s; /* system failure rate, 1/s */
    out->lambda_per_s = in->lambda_per_s;
    out->fit = mlsys_reliability_fit(in->lambda_per_s);
    out->mtbf_s = 1.0 / in->lambda_per_s;
    out->mtbf_system_s = out->mtbf_s / in->n;
    out->r_system = out->p_fail = out->failures_expected = out->availability = NAN;
    if (!isnan(in->t_s)) {
        double x = rate * in->t_s; /* dimensionless: both in base SI */
        out->failures_expected = x;
        out->r_system = exp(-x);
        out->p_fail = -expm1(-x);
    }
    if (!isnan(in->mttr_s))
        out->availability = out->mtbf_system_s / (out->mtbf_system_s + in->mttr_s);
    return MLSYS_OK;
}
