/* numerics_integrate.c - adaptive quadrature and the expected maximum of
 * normal variables (numerics.h), behind GSL. */
#include "numerics/numerics.h"

#include <math.h>

#include <gsl/gsl_cdf.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_integration.h>

#define LIMIT 1000 /* subintervals the workspace holds */

/* GSL hands the integrand a (double, void *) callback; ours is the same
 * shape, so the adapter only forwards. */
struct fwd {
    mlsys_numerics_fn f;
    void *ctx;
};

static double forward(double x, void *p)
{
    const struct fwd *w = p;
    return w->f(x, w->ctx);
}

int mlsys_numerics_integrate(mlsys_numerics_fn f, void *ctx, double lo, double hi,
                             double epsabs, double epsrel, double *result, double *abserr,
                             struct mlsys_err *err)
{
    if (!(isfinite(lo) && isfinite(hi) && lo < hi))
        return mlsys_err_set(err, MLSYS_ERANGE, "integration interval must be finite, lo < hi");
    if (!(epsabs >= 0 && epsrel >= 0 && (epsabs > 0 || epsrel > 0)))
        return mlsys_err_set(err, MLSYS_ERANGE, "integration tolerances must be >= 0, one > 0");
    gsl_integration_workspace *ws = gsl_integration_workspace_alloc(LIMIT);
    if (!ws)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    struct fwd w = {f, ctx};
    gsl_function gf = {forward, &w};
    double r = NAN, e = NAN;
    int status = gsl_integration_qags(&gf, lo, hi, epsabs, epsrel, LIMIT, ws, &r, &e);
    gsl_integration_workspace_free(ws);
    if (status != GSL_SUCCESS)
        return mlsys_err_set(err, MLSYS_ENUMERIC, "integration failed: %s",
                             gsl_strerror(status));
    if (!isfinite(r))
        return mlsys_err_set(err, MLSYS_ENUMERIC, "integration failed: result not finite");
    *result = r;
    if (abserr)
        *abserr = e;
    return MLSYS_OK;
}

struct maxctx {
    double n;    /* number of variables            */
    double logn; /* log(n)                         */
};

/* x · n · φ(x) · Φ(x)^(n−1), the density of the maximum times x, formed in
 * logs: log Φ(x) is log1p(−Q(x)) above 0, where Φ is within rounding of 1
 * and (n−1)·log Φ would otherwise be lost. */
static double max_integrand(double x, void *p)
{
    const struct maxctx *c = p;
    static const double log_sqrt_2pi = 0.91893853320467274178; /* log(sqrt(2 pi)) */
    double logcdf = x > 0 ? log1p(-gsl_cdf_ugaussian_Q(x)) : log(gsl_cdf_ugaussian_P(x));
    double l = c->logn - 0.5 * x * x - log_sqrt_2pi + (c->n - 1) * logcdf;
    return x * exp(l);
}

/* E[max of n standard normals]; see numerics.h for the bounds. */
int mlsys_numerics_normal_max_mean(double n, double *out, struct mlsys_err *err)
{
    if (!(n >= 1 && n <= 1e12 && n == floor(n)))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "the expected maximum of n normals needs a whole n in [1, 1e12]");
    if (n == 1) {
        *out = 0; /* the mean of one standard normal */
        return MLSYS_OK;
    }
    struct maxctx c = {n, log(n)};
    return mlsys_numerics_integrate(max_integrand, &c, -12.0, 12.0, 1e-11, 1e-10, out, NULL,
                                    err);
}

double mlsys_numerics_normal_max_blom(double n)
{
    if (!(n > 1))
        return 0;
    return gsl_cdf_ugaussian_Pinv((n - 0.375) / (n + 0.25));
}
