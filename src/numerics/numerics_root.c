/* numerics_root.c - one-dimensional root finding with GSL's Brent solver
 * (numerics.h). */
#include "numerics/numerics.h"

#include <math.h>

#include <gsl/gsl_errno.h>
#include <gsl/gsl_roots.h>

enum { MAXITER = 200 };

/* Iterate the Brent solver set on [lo, hi] until the bracket is shorter
 * than rtol·|x| + atol. */
static int solve(gsl_function *F, double lo, double hi, double rtol, double atol, double *root,
                 struct mlsys_err *err)
{
    gsl_root_fsolver *s = gsl_root_fsolver_alloc(gsl_root_fsolver_brent);
    if (!s)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    int status = gsl_root_fsolver_set(s, F, lo, hi);
    int iter = 0;
    while (status == GSL_SUCCESS && iter++ < MAXITER) {
        status = gsl_root_fsolver_iterate(s);
        if (status != GSL_SUCCESS)
            break;
        double a = gsl_root_fsolver_x_lower(s), b = gsl_root_fsolver_x_upper(s);
        if (gsl_root_test_interval(a, b, atol, rtol) == GSL_SUCCESS) {
            *root = gsl_root_fsolver_root(s);
            gsl_root_fsolver_free(s);
            return MLSYS_OK;
        }
    }
    gsl_root_fsolver_free(s);
    if (status != GSL_SUCCESS)
        return mlsys_err_set(err, MLSYS_ENUMERIC, "root finding failed: %s",
                             gsl_strerror(status));
    return mlsys_err_set(err, MLSYS_ENUMERIC, "root finding did not converge in %d iterations",
                         MAXITER);
}

int mlsys_numerics_root(mlsys_numerics_fn f, void *ctx, double lo, double hi, double rtol,
                        double atol, double *root, struct mlsys_err *err)
{
    if (!(isfinite(lo) && isfinite(hi) && lo < hi && rtol >= 0 && atol >= 0 && rtol + atol > 0))
        return mlsys_err_set(err, MLSYS_ENUMERIC,
                             "root finding: invalid interval [%g, %g] or tolerance", lo, hi);
    double flo = f(lo, ctx), fhi = f(hi, ctx);
    if (!isfinite(flo) || !isfinite(fhi))
        return mlsys_err_set(err, MLSYS_ENUMERIC,
                             "root finding: the function is not finite at an end of [%g, %g]",
                             lo, hi);
    if (flo == 0 || fhi == 0) {
        *root = flo == 0 ? lo : hi;
        return MLSYS_OK;
    }
    if ((flo < 0) == (fhi < 0))
        return mlsys_err_set(err, MLSYS_ENUMERIC,
                             "root finding: no sign change on [%g, %g]", lo, hi);
    gsl_function F = {.function = f, .params = ctx};
    return solve(&F, lo, hi, rtol, atol, root, err);
}
