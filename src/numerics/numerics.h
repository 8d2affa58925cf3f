/* numerics.h - numerical methods (GSL behind a small API). */
#ifndef MLSYS_NUMERICS_H
#define MLSYS_NUMERICS_H

/* Call once at start-up: turn GSL's abort-on-error handler off, so every
 * numerical failure comes back as a status (MLSYS_ENUMERIC). */
void mlsys_numerics_init(void);

/* ---- one-dimensional minimisation, roots, straight-line fits ---- */

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/err.h"

/* A real function of one real variable; ctx carries its parameters. */
typedef double (*mlsys_numerics_fn)(double x, void *ctx);

/* Minimise f on [lo, hi] (0 < lo < hi, both finite). A scan of log-spaced
 * points brackets the smallest sampled value, then GSL's Brent minimiser
 * (gsl_min_fminimizer_brent) narrows the bracket until it is shorter than
 * rtol·x (rtol > 0; values below 4·sqrt(DBL_EPSILON) ≈ 6e-8 act as that,
 * the narrowest bracket Brent's method keeps, f being flat to machine
 * precision there). The returned x is usually much closer than the
 * bracket: the parabolic steps land near the true minimum.
 * A minimum at an end of [lo, hi] is returned as that end. *xmin in the
 * unit of x. MLSYS_ENUMERIC when f is not finite at a sample or GSL fails
 * or does not converge in 200 iterations. */
int mlsys_numerics_minimize(mlsys_numerics_fn f, void *ctx, double lo, double hi, double rtol,
                            double *xmin, struct mlsys_err *err);

/* A root of f in [lo, hi] by GSL's Brent solver (gsl_root_fsolver_brent):
 * f(lo) and f(hi) must not have the same sign (an end where f is 0 is
 * returned at once). Stops when the bracket is shorter than
 * rtol·|x| + atol. MLSYS_ENUMERIC when the bracket does not straddle a
 * root, f is not finite, or no convergence in 200 iterations. */
int mlsys_numerics_root(mlsys_numerics_fn f, void *ctx, double lo, double hi, double rtol,
                        double atol, double *root, struct mlsys_err *err);

/* Ordinary least squares y = c0 + c1·x (gsl_fit_linear) over n >= 3
 * points, with the standard errors of c0 and c1 (residual variance
 * sumsq/(n−2)), the residual sum of squares and R² = 1 − sumsq/SS_tot
 * (NaN when every y is equal). */
struct mlsys_numerics_linfit {
    double c0, c1;       /* intercept (unit of y) and slope (y per x) */
    double se_c0, se_c1; /* their standard errors                    */
    double sumsq;        /* residual sum of squares                  */
    double r2;           /* coefficient of determination             */
};

/* MLSYS_ERANGE when n < 3 or every x is equal (no slope can be fitted),
 * MLSYS_ENUMERIC when GSL fails or a result is not finite. */
int mlsys_numerics_fit_linear(const double *x, const double *y, size_t n,
                              struct mlsys_numerics_linfit *fit, struct mlsys_err *err);

/* ---- integration and order statistics ---- */

/* The integral of f over [lo, hi] (finite, lo < hi) by GSL's adaptive
 * Gauss-Kronrod routine with extrapolation (gsl_integration_qags, 21-point
 * rule, up to 1000 subintervals), to within max(epsabs, epsrel·|result|).
 * *result in the unit of f times the unit of x; *abserr (may be NULL) is
 * GSL's error estimate. MLSYS_ERANGE for a bad interval or tolerances,
 * MLSYS_ENUMERIC when GSL fails (round-off, too many subdivisions, f not
 * finite). */
int mlsys_numerics_integrate(mlsys_numerics_fn f, void *ctx, double lo, double hi,
                             double epsabs, double epsrel, double *result, double *abserr,
                             struct mlsys_err *err);

/* E[max of n independent standard normal variables] (dimensionless):
 *   E = ∫ x · n · φ(x) · Φ(x)^(n−1) dx over the real line,
 * integrated with mlsys_numerics_integrate over [−12, 12] (the tails beyond
 * contribute less than n·φ(12) < 6e-20 for n ≤ 1e12), with Φ^(n−1) taken in
 * logs so large n neither underflows nor loses precision. Accurate to
 * 1e-9 absolute for 1 ≤ n ≤ 1e12 (checked against mpmath). n = 1 gives 0
 * exactly; n = 2 gives 1/√π. n must be a whole number in [1, 1e12], else
 * MLSYS_ERANGE; MLSYS_ENUMERIC if the integration fails. */
int mlsys_numerics_normal_max_mean(double n, double *out, struct mlsys_err *err);

/* The same expectation by Blom's approximation (G. Blom, Statistical
 * Estimates and Transformed Beta-Variables, 1958): the normal quantile at
 * (n - 0.375)/(n + 0.25), by gsl_cdf_ugaussian_Pinv; 0 for n <= 1. Within
 * 2 % of mlsys_numerics_normal_max_mean for n >= 4 (1.049 against 1.029 at
 * 4, 1.434 against 1.424 at 8, 2.815 against 2.827 at 256), 2.7 % at 3
 * and 4.5 % at 2 (0.589 against 0.564), in well under a microsecond where the
 * integral takes about 25: for a model's inner loop. */
double mlsys_numerics_normal_max_blom(double n);

/* The p-quantile (0 < p < 1) of a gamma distribution of the given mean
 * (> 0) and coefficient of variation cv (> 0; shape 1/cv², scale
 * mean·cv²), by GSL's gsl_cdf_gamma_Pinv; the mean itself for cv <= 0 (a
 * constant). */
double mlsys_numerics_gamma_quantile(double p, double mean, double cv);

/* P(X <= x) of the same gamma distribution (x <= 0: 0), by GSL's
 * gsl_cdf_gamma_P; for cv <= 0 the step at the mean. */
double mlsys_numerics_gamma_cdf(double x, double mean, double cv);

/* ---- results that are answers ---- */

/* A model's named result, for mlsys_numerics_results. */
struct mlsys_numerics_result {
    const char *name; /* as the output names it ("T_step") */
    double v;
    bool zero_ok;     /* 0 is an answer too (a time of no work) */
};

/* MLSYS_ENUMERIC naming the first of res[0..n) that is not a finite
 * number above zero (or at least zero, with zero_ok): inf, NaN or 0 from
 * inputs beyond what doubles carry, as "T_step comes out as inf, not a
 * finite number above zero: ...", else 0. */
int mlsys_numerics_results(const struct mlsys_numerics_result *res, size_t n,
                           struct mlsys_err *err);

#endif
