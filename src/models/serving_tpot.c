/* serving_tpot.c - the distribution of a request's TPOT when the output
 * lengths vary, a mixture over the lengths (serving_cb_impl.h,
 * docs/serving.md "TPOT of a request"), and the small distributions the
 * queue shares with it. */
#include <math.h>

#include "models/serving_cb_impl.h"
#include "numerics/numerics.h"

/* Strata of a varying output length (serving_cb_impl.h): each stratum at
 * its middle probability, weighted by its mass. The percentiles a row
 * gives, 0.5, 0.9 and 0.99, are the middles of strata, not bounds: the
 * mixture's CDF crosses 1 − p inside that stratum's own spread, so the
 * percentile moves continuously with the load (at a bound the CDF is flat
 * at 1 − p between two strata, and rounding picked either end: T_p99
 * jumped by 10 % and back between neighbouring loads). */
const double mlsys_serving_o_bound[MLSYS_SERVING_OUTPUT_STRATA + 1] = {
    0,     0.05, 0.1,  0.15,  0.2,   0.25,  0.3,   0.35,   0.4,    0.475,  0.525,  0.6, 0.65, 0.7,
    0.75,  0.8,  0.85, 0.875, 0.925, 0.95,  0.97,  0.985,  0.995,  0.998,  0.999,  0.9998, 1};

/* The range of M that carries all but ~1e-15 of the Poisson(mean) mass:
 * mean ± (9·sqrt(mean) + 12). */
void mlsys_serving_pois_range(double mean, double *m0, double *m1)
{
    double w = 9 * sqrt(mean) + 12;
    *m0 = fmax(0, floor(mean - w));
    *m1 = ceil(mean + w);
}

/* Poisson(mean) probability of m, in logs so that large means do not
 * underflow at m = 0. */
double mlsys_serving_pois_pmf(double mean, double m)
{
    if (mean <= 0)
        return m == 0 ? 1 : 0;
    return exp(m * log(mean) - mean - lgamma(m + 1));
}

/* The share of a stationary Ornstein-Uhlenbeck process's variance that
 * survives averaging over a window x correlation times long:
 * 2 (x - 1 + e^-x)/x^2 (1 at x -> 0, 2/x for long windows). */
double mlsys_serving_window_share(double x)
{
    return x < 1e-4 ? 1 - x / 3 : 2 * (x - 1 + exp(-x)) / (x * x);
}

/* A grid of standard normal quantiles z, -4.5 to 4.5, for the quantile
 * functions of tpot_mixture. */
#define ZG 181
#define ZG_LO (-4.5)
#define ZG_STEP 0.05

/* P(Z <= z) of the standard normal. */
static double phi_cdf(double z)
{
    return 0.5 * erfc(-z / sqrt(2));
}

/* P(X <= t) of a distribution given by its quantile function q[0..ZG) on
 * the z grid (nondecreasing): interpolated in z between grid points. */
static double grid_cdf(const double *q, double t)
{
    if (t < q[0])
        return 0;
    if (t >= q[ZG - 1])
        return 1;
    int lo = 0, hi = ZG - 1; /* q[lo] <= t < q[hi] */
    while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (q[mid] <= t)
            lo = mid;
        else
            hi = mid;
    }
    double f = q[hi] > q[lo] ? (t - q[lo]) / (q[hi] - q[lo]) : 0;
    return phi_cdf(ZG_LO + ZG_STEP * (lo + f));
}

/* The p[0..3) quantiles of a request's TPOT when the output lengths vary
 * (output_cv > 0), into q: a mixture over the strata of the gamma length
 * (mlsys_serving_o_bound, each at its middle probability, rounded to whole
 * tokens; requests of one token have no TPOT and are left out, as the
 * simulation and MLPerf's LoadGen leave them). A request of o tokens
 * holds its slot for o_h = o + O_h − O iterations, and its TPOT is
 * ((o_h − 1)·T_z + c·K_z)/(o − 1): K_z the z-quantile of the
 * Poisson(λ_r(o_h − 1)·TPOT) prompts prefilled in its steps, T_z its mean
 * step over its own life of o_h/O_h holding times at the same quantile
 * (mlsys_serving_life_step), as for the mean length. Each stratum's quantile
 * function is tabulated on the z grid, the mixture's quantiles found by
 * bisection on the time. */
void mlsys_serving_tpot_mixture(const struct mlsys_serving_cb_in *in,
                                const struct mlsys_serving_cb_out *o,
                                const struct step_spread *sp, double cost, double Oh,
                                const double p[3], double q[3])
{
    double O = in->output, lam = o->lambda_rep, T = o->tpot_s;
    const double *b = mlsys_serving_o_bound;
    double w[MLSYS_SERVING_OUTPUT_STRATA], tab[MLSYS_SERVING_OUTPUT_STRATA][ZG];
    double wsum = 0, lo = INFINITY, hi = 0;
    for (int j = 0; j < MLSYS_SERVING_OUTPUT_STRATA; j++) {
        double mid = 0.5 * (b[j] + b[j + 1]);
        double oj = fmax(1, round(mlsys_numerics_gamma_quantile(mid, O, in->output_cv)));
        w[j] = oj >= 2 ? b[j + 1] - b[j] : 0;
        wsum += w[j];
        if (!(w[j] > 0))
            continue;
        double ohj = oj + Oh - O, mean = lam * (ohj - 1) * T;
        double shrink = mlsys_serving_life_shrink(sp, ohj / Oh);
        double m0, m1, k, cdf;
        mlsys_serving_pois_range(mean, &m0, &m1);
        k = m0;
        cdf = mlsys_serving_pois_pmf(mean, k);
        for (int g = 0; g < ZG; g++) {
            double z = ZG_LO + ZG_STEP * g, p = phi_cdf(z);
            while (cdf < p && k < m1)
                cdf += mlsys_serving_pois_pmf(mean, ++k);
            tab[j][g] = ((ohj - 1) * mlsys_serving_life_step(sp, shrink, p) + cost * k) /
                        (oj - 1);
            if (g > 0 && tab[j][g] < tab[j][g - 1]) /* rounding: keep it a quantile function */
                tab[j][g] = tab[j][g - 1];
        }
        lo = fmin(lo, tab[j][0]);
        hi = fmax(hi, tab[j][ZG - 1]);
    }
    for (int i = 0; i < 3; i++) {
        double a = lo, z = hi;
        for (int it = 0; it < 60 && wsum > 0; it++) {
            double t = 0.5 * (a + z), F = 0;
            for (int j = 0; j < MLSYS_SERVING_OUTPUT_STRATA; j++)
                F += w[j] > 0 ? w[j] * grid_cdf(tab[j], t) : 0;
            if (F / wsum < p[i])
                a = t;
            else
                z = t;
        }
        q[i] = wsum > 0 ? z : NAN;
    }
}
