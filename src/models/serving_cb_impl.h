/* serving_cb_impl.h - the pieces of the continuous-batching queue
 * (serving_cb.c) that its distribution of TPOT over varying output lengths
 * (serving_tpot.c) shares. Internal: not part of the public API. */
#ifndef MLSYS_SERVING_CB_IMPL_H
#define MLSYS_SERVING_CB_IMPL_H

#include <stddef.h>

#include "mlsys/serving.h"

/* T_step at whole concurrencies, each computed once when first asked: a
 * search over the load or the replicas reuses them (T_step depends on the
 * replica's model and n alone). */
struct step_ints {
    double *t_s; /* t_s[k] = T_step(k) for k < len; NaN: not computed yet */
    size_t len;
};

/* Compute T_step(k) for the whole k in [k0, k1] not yet in m, growing it;
 * MLSYS_ENOMEM, or the step model's error, or MLSYS_ERANGE for a time
 * that is not finite and positive. */
int mlsys_serving_step_ints_fill(const struct mlsys_serving_cb_in *in, struct step_ints *m,
                                 size_t k0, size_t k1, struct mlsys_err *err);
void mlsys_serving_step_ints_free(struct step_ints *m);

/* The stationary law of a replica's decode concurrency: its requests as a
 * birth-death chain, arrivals at λ_r and completions at μ(k) = k/(O_h·
 * TPOT(k)), whose law is π(k) ∝ Π_{j<=k} λ_r/μ(j) (product form; a
 * processor-sharing queue's, insensitive to how the output lengths vary).
 * Tabulated over the whole k0 .. k0 + len − 1 where π is within e^-40 of
 * its peak. */
struct conc_dist {
    double k0;
    size_t len;
    double *cdf;  /* P(k <= k0 + i), the law in time (what an arrival sees) */
    double *seen; /* the same, as a decoding request sees it: k·π(k)/E[k]  */
    size_t cap;   /* doubles in the one buffer at cdf; seen is its second half */
    double mean, var; /* of π */
    double mean_seen; /* of the law a decoding request sees, E[k²]/E[k] */
    double e;         /* the feedback the variance implies, 1 − mean/var, 0 to 0.99 */
};

/* Tabulate d for load lam (requests/s per replica) with n the fixed point
 * (the least root of the mean-value balance, serving_cb.c), filling the
 * steps it reads into m. Errors: those of mlsys_serving_step_ints_fill;
 * MLSYS_ENUMERIC for a law spread past 5e7 sequences. */
int mlsys_serving_conc_dist(const struct mlsys_serving_cb_in *in, double lam, double n,
                            struct step_ints *m, struct conc_dist *d, struct mlsys_err *err);
void mlsys_serving_conc_dist_free(struct conc_dist *d);

/* How far the step wanders with the concurrency: the law of the
 * concurrency, the steps at whole concurrencies (filled over its window
 * by mlsys_serving_conc_dist) and the slots N. */
struct step_spread {
    const struct conc_dist *pi;
    const struct step_ints *t;
    double slots;
};

/* One iteration's step at the p-quantile of the concurrency an arrival
 * finds (π). */
double mlsys_serving_iter_step(const struct step_spread *sp, double p);

/* s, how far a request's life of r holding times lets the concurrency it
 * sees wander: s² is the share of its variance a window of r holding
 * times keeps, D(r), the M/D/∞ share (1 − r/3 up to 1, (1 − 1/(3r))/r
 * beyond), times share(r(1 − e))/share(r), the correction for the
 * feedback e, whose correlation time is 1/(1 − e) longer. */
double mlsys_serving_life_shrink(const struct step_spread *sp, double r);

/* The mean step over a request's life at its p-quantile, s the life's
 * mlsys_serving_life_shrink: T_step at (1 − s)·m + s·q_p, q_p the
 * p-quantile of the concurrency the request sees and m its mean. T_step
 * rises with n, and q_p and m with the load, so the figure does too. */
double mlsys_serving_life_step(const struct step_spread *sp, double s, double p);

/* O_h and a prompt's prefill time c_p given the step t_s (serving_cb.c). */
double mlsys_serving_held_output(const struct mlsys_serving_cb_in *in);
double mlsys_serving_prompt_cost_s(const struct mlsys_serving_cb_in *in, double lam, double t_s);

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
