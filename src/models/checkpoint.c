/* checkpoint.c - Young, Daly and the numerically minimised waste model
 * (checkpoint.h). */
#include "mlsys/checkpoint.h"

#include <math.h>

#include "numerics/numerics.h"

double mlsys_checkpoint_young(double t_write_s, double mtbf_s)
{
    return sqrt(2.0 * t_write_s * mtbf_s);
}

double mlsys_checkpoint_daly(double t_write_s, double mtbf_s)
{
    double d = t_write_s, m = mtbf_s;
    if (d >= 2.0 * m)
        return m;
    double r = d / (2.0 * m);
    return sqrt(2.0 * d * m) * (1.0 + sqrt(r) / 3.0 + r / 9.0) - d;
}

double mlsys_checkpoint_waste(const struct mlsys_checkpoint_in *in, double tau_s)
{
    return in->t_write_s / tau_s + (tau_s / 2.0 + in->t_restart_s) / in->mtbf_system_s;
}

/* Contract in checkpoint.h. */
double mlsys_checkpoint_goodput_exp(const struct mlsys_checkpoint_in *in, double tau_s)
{
    double m = in->mtbf_system_s;
    return tau_s / (m * exp(in->t_restart_s / m) * expm1((tau_s + in->t_write_s) / m));
}

/* waste(τ) in the shape the minimiser takes. */
static double waste_fn(double tau_s, void *ctx)
{
    return mlsys_checkpoint_waste(ctx, tau_s);
}

/* Refuse inputs outside the model's domain. */
static int check(const struct mlsys_checkpoint_in *in, struct mlsys_err *err)
{
    if (!(isfinite(in->t_write_s) && in->t_write_s > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "T_write must be greater than zero");
    if (!(isfinite(in->mtbf_system_s) && in->mtbf_system_s > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "MTBF_system must be greater than zero");
    if (!(isfinite(in->t_restart_s) && in->t_restart_s >= 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "T_restart must not be negative");
    if (!isnan(in->t_job_s) && !(isfinite(in->t_job_s) && in->t_job_s > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "the job length must be greater than zero");
    return MLSYS_OK;
}

int mlsys_checkpoint_eval(const struct mlsys_checkpoint_in *in, struct mlsys_checkpoint_out *out,
                          struct mlsys_err *err)
{
    int rc = check(in, err);
    if (rc)
        return rc;
    double d = in->t_write_s, m = in->mtbf_system_s;
    out->tau_opt_s = mlsys_checkpoint_young(d, m);
    out->tau_daly_s = mlsys_checkpoint_daly(d, m);
    double lo = fmin(d, m) / 10.0, hi = fmin(10.0 * fmax(d, m), 1e300);
    rc = mlsys_numerics_minimize(waste_fn, (void *)in, lo, hi, 1e-10, &out->tau_numeric_s, err);
    if (rc)
        return rc;
    out->waste_opt = mlsys_checkpoint_waste(in, out->tau_numeric_s);
    out->eta_goodput = out->waste_opt < 1.0 ? 1.0 - out->waste_opt : 0.0;
    out->eta_goodput_exp = mlsys_checkpoint_goodput_exp(in, out->tau_daly_s);
    out->failures_expected = isnan(in->t_job_s) ? NAN : in->t_job_s / m;
    out->write_ratio = d / m;
    out->first_order_ok = out->write_ratio <= MLSYS_CHECKPOINT_FIRST_ORDER_MAX;
    return MLSYS_OK;
}
