/* serving_cb_impl.h - the pieces of the continuous-batching queue
 * (serving_cb.c) that its distribution of TPOT over varying output lengths
 * (serving_tpot.c) shares. Internal: not part of the public API. */
#ifndef MLSYS_SERVING_CB_IMPL_H
#define MLSYS_SERVING_CB_IMPL_H

#include "mlsys/serving.h"

/* How far the step wanders with the concurrency (serving_cb.c, step_sd). */
struct step_spread {
    double life_s; /* sd of the mean step over a request's life     */
    double iter_s; /* sd of one iteration's step, unaveraged        */
    double e;      /* the feedback n T_step'(n)/T_step(n), at most 0.9 */
};

/* The strata of a varying output length: bounds in probability, finer
 * towards the long tail where the 99th percentile falls (MLSYS_SERVING_
 * OUTPUT_STRATA + 1 of them, 0 to 1). */
extern const double mlsys_serving_o_bound[MLSYS_SERVING_OUTPUT_STRATA + 1];

/* The range of M that carries all but ~1e-15 of the Poisson(mean) mass:
 * mean ± (9·sqrt(mean) + 12), into *m0 and *m1. */
void mlsys_serving_pois_range(double mean, double *m0, double *m1);

/* Poisson(mean) probability of m, in logs so that large means do not
 * underflow at m = 0. */
double mlsys_serving_pois_pmf(double mean, double m);

/* The share of a stationary Ornstein-Uhlenbeck process's variance that
 * survives averaging over a window x correlation times long:
 * 2 (x - 1 + e^-x)/x^2 (1 at x -> 0, 2/x for long windows). */
double mlsys_serving_window_share(double x);

/* The sd of the mean step over a request's life of r times the mean one
 * (r·O_h iterations), from the step's spread sp at concurrency n: T_step'
 * (recovered from sp->iter_s) times sqrt(n·D(r)·A(r)), D the M/D/∞ share
 * of the variance a window of r holding times keeps (1 − r/3 up to 1,
 * (1 − 1/(3r))/r beyond; 2/3 at r = 1) and A the OU correction for the
 * feedback e at the same window, share(r(1 − e))/((1 − e)·share(r)); 0
 * without a slope. step_sd's life_s is its value at r = 1. */
double mlsys_serving_life_sd(const struct step_spread *sp, double n, double r);

/* The p[0..3) quantiles of a request's TPOT when the output lengths vary
 * (in->output_cv > 0), into q, for a stable row o whose step wanders as sp
 * says, a later prompt costing cost_s of a decoding request's time, and
 * O_h the iterations a request of the mean length holds its slot
 * (serving_tpot.c). Thread-safe. */
void mlsys_serving_tpot_mixture(const struct mlsys_serving_cb_in *in,
                                const struct mlsys_serving_cb_out *o,
                                const struct step_spread *sp, double cost_s, double Oh,
                                const double p[3], double q[3]);

#endif
