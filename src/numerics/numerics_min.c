/* numerics_min.c - one-dimensional minimisation: a log-spaced scan to
 * bracket the minimum, then GSL's Brent minimiser (numerics.h). */
#include "numerics/numerics.h"

#include <math.h>

#include <gsl/gsl_errno.h>
#include <gsl/gsl_machine.h>
#include <gsl/gsl_min.h>

enum {
    NSCAN = 129,  /* samples of the bracketing scan                  */
    MAXITER = 200, /* Brent iterations before giving up              */
    STALL = 4      /* iterations with an unchanged bracket: converged */
};

/* x_i of the log-spaced scan of [lo, hi], i = 0..NSCAN-1 (ends exact). */
static double scan_x(double lo, double hi, int i)
{
    if (i == 0)
        return lo;
    if (i == NSCAN - 1)
        return hi;
    return lo * pow(hi / lo, (double)i / (NSCAN - 1));
}

/* Sample f on the scan; *k is the index of the smallest value and fx[]
 * holds every value. MLSYS_ENUMERIC if a value is not finite. */
static int scan(mlsys_numerics_fn f, void *ctx, double lo, double hi, double *fx, int *k,
                struct mlsys_err *err)
{
    *k = 0;
    for (int i = 0; i < NSCAN; i++) {
        double x = scan_x(lo, hi, i);
        fx[i] = f(x, ctx);
        if (!isfinite(fx[i]))
            return mlsys_err_set(err, MLSYS_ENUMERIC,
                                 "minimisation: the function is not finite at x = %.6g", x);
        if (fx[i] < fx[*k])
            *k = i;
    }
    return MLSYS_OK;
}

/* Refine the minimum bracketed by (a, m, b), f(m) below both ends, with
 * GSL's Brent minimiser until the bracket is shorter than rtol·x. */
static int brent(mlsys_numerics_fn f, void *ctx, double a, double m, double b, const double fv[3],
                 double rtol, double *xmin, struct mlsys_err *err)
{
    /* GSL's Brent keeps its bracket about 2·sqrt(DBL_EPSILON)·x wide at the
     * end (it never samples closer to its best point): ask for no less. */
    double tol = fmax(rtol, 4 * GSL_SQRT_DBL_EPSILON);
    gsl_function F = {.function = f, .params = ctx};
    gsl_min_fminimizer *s = gsl_min_fminimizer_alloc(gsl_min_fminimizer_brent);
    if (!s)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    int status = gsl_min_fminimizer_set_with_values(s, &F, m, fv[1], a, fv[0], b, fv[2]);
    int iter = 0, still = 0;
    double last_lo = a, last_hi = b;
    while (status == GSL_SUCCESS && iter++ < MAXITER) {
        status = gsl_min_fminimizer_iterate(s);
        if (status != GSL_SUCCESS)
            break;
        double lower = gsl_min_fminimizer_x_lower(s), upper = gsl_min_fminimizer_x_upper(s);
        /* Brent stops shrinking the bracket near sqrt(DBL_EPSILON)·x, where
         * f is flat to machine precision: an unchanged bracket is done. */
        still = lower == last_lo && upper == last_hi ? still + 1 : 0;
        last_lo = lower;
        last_hi = upper;
        if (still >= STALL || gsl_min_test_interval(lower, upper, 0.0, tol) == GSL_SUCCESS) {
            *xmin = gsl_min_fminimizer_x_minimum(s);
            gsl_min_fminimizer_free(s);
            return MLSYS_OK;
        }
    }
    gsl_min_fminimizer_free(s);
    if (status != GSL_SUCCESS)
        return mlsys_err_set(err, MLSYS_ENUMERIC, "minimisation failed: %s",
                             gsl_strerror(status));
    return mlsys_err_set(err, MLSYS_ENUMERIC, "minimisation did not converge in %d iterations",
                         MAXITER);
}

int mlsys_numerics_minimize(mlsys_numerics_fn f, void *ctx, double lo, double hi, double rtol,
                            double *xmin, struct mlsys_err *err)
{
    if (!(lo > 0 && hi > lo && isfinite(hi) && rtol > 0))
        return mlsys_err_set(err, MLSYS_ENUMERIC,
                             "minimisation: invalid interval [%g, %g] or tolerance %g", lo, hi,
                             rtol);
    double fx[NSCAN];
    int k;
    int rc = scan(f, ctx, lo, hi, fx, &k, err);
    if (rc)
        return rc;
    if (k == 0 || k == NSCAN - 1) {
        *xmin = scan_x(lo, hi, k); /* the minimum lies at an end of the interval */
        return MLSYS_OK;
    }
    if (!(fx[k] < fx[k - 1] && fx[k] < fx[k + 1])) {
        *xmin = scan_x(lo, hi, k); /* flat to machine precision around the sample */
        return MLSYS_OK;
    }
    const double fv[3] = {fx[k - 1], fx[k], fx[k + 1]};
    return brent(f, ctx, scan_x(lo, hi, k - 1), scan_x(lo, hi, k), scan_x(lo, hi, k + 1), fv, rtol,
                 xmin, err);
}
