/* numerics_fit.c - straight-line least squares with GSL (numerics.h). */
#include "numerics/numerics.h"

#include <math.h>

#include <gsl/gsl_errno.h>
#include <gsl/gsl_fit.h>

/* Total sum of squares of y about its mean. */
static double ss_tot(const double *y, size_t n)
{
    double mean = 0, ss = 0;
    for (size_t i = 0; i < n; i++)
        mean += (y[i] - mean) / (double)(i + 1);
    for (size_t i = 0; i < n; i++)
        ss += (y[i] - mean) * (y[i] - mean);
    return ss;
}

int mlsys_numerics_fit_linear(const double *x, const double *y, size_t n,
                              struct mlsys_numerics_linfit *fit, struct mlsys_err *err)
{
    if (n < 3)
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "a straight-line fit with standard errors needs at least 3 points, "
                             "got %zu", n);
    size_t i = 1;
    while (i < n && x[i] == x[0])
        i++;
    if (i == n)
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "every x is %g: no slope can be fitted", x[0]);
    double c0, c1, cov00, cov01, cov11, sumsq;
    int status = gsl_fit_linear(x, 1, y, 1, n, &c0, &c1, &cov00, &cov01, &cov11, &sumsq);
    if (status != GSL_SUCCESS)
        return mlsys_err_set(err, MLSYS_ENUMERIC, "least-squares fit failed: %s",
                             gsl_strerror(status));
    if (!isfinite(c0) || !isfinite(c1) || !isfinite(cov00) || !isfinite(cov11))
        return mlsys_err_set(err, MLSYS_ENUMERIC, "least-squares fit is not finite");
    double tot = ss_tot(y, n);
    fit->c0 = c0;
    fit->c1 = c1;
    fit->se_c0 = sqrt(cov00);
    fit->se_c1 = sqrt(cov11);
    fit->sumsq = sumsq;
    fit->r2 = tot > 0 ? 1.0 - sumsq / tot : NAN;
    return MLSYS_OK;
}
