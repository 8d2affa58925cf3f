/* numerics.c - process-wide set-up of the numerical library (the only
 * directory that includes GSL headers). */
#include "numerics/numerics.h"

#include "mlsys/init.h"

#include <math.h>

#include <gsl/gsl_cdf.h>
#include <gsl/gsl_errno.h>

void mlsys_numerics_init(void)
{
    /* GSL's default handler aborts; ours return statuses instead. */
    gsl_set_error_handler_off();
}

int mlsys_numerics_results(const struct mlsys_numerics_result *res, size_t n,
                           struct mlsys_err *err)
{
    for (size_t i = 0; i < n; i++)
        if (!(isfinite(res[i].v) && (res[i].v > 0 || (res[i].zero_ok && res[i].v == 0))))
            return mlsys_err_set(err, MLSYS_ENUMERIC,
                                 "%s comes out as %s, not a finite number%s: the values given "
                                 "are beyond what the model can compute in doubles; give "
                                 "realistic ones",
                                 res[i].name,
                                 isnan(res[i].v) ? "NaN" : isinf(res[i].v) ? "inf" : "0",
                                 res[i].zero_ok ? "" : " above zero");
    return MLSYS_OK;
}

double mlsys_numerics_gamma_quantile(double p, double mean, double cv)
{
    if (!(cv > 0))
        return mean;
    double shape = 1 / (cv * cv);
    return gsl_cdf_gamma_Pinv(p, shape, mean / shape);
}

double mlsys_numerics_gamma_cdf(double x, double mean, double cv)
{
    if (!(cv > 0))
        return x < mean ? 0 : 1;
    if (!(x > 0))
        return 0;
    double shape = 1 / (cv * cv);
    return gsl_cdf_gamma_P(x, shape, mean / shape);
}

/* The public name of the same set-up (mlsys/init.h). */
void mlsys_init(void)
{
    mlsys_numerics_init();
}
