/* reliability.h - failure rates, system reliability and availability
 * (docs/notation.md section 9).
 *
 * Exponential (constant-rate) failures of independent components: a
 * system of N identical units in series fails at N·λ. Every quantity is in
 * base SI units: times in s, rates in 1/s; FIT is a plain number.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 */
#ifndef MLSYS_RELIABILITY_H
#define MLSYS_RELIABILITY_H

#include <stddef.h>

#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Seconds in an hour, for FIT (failures per 1e9 device-hours). */
#define MLSYS_HOUR_S 3600.0

/* λ = FIT · 1e-9 / h, in 1/s. */
MLSYS_API double mlsys_reliability_lambda_from_fit(double fit);

/* FIT = λ[1/h] · 1e9 for a rate λ in 1/s. */
MLSYS_API double mlsys_reliability_fit(double lambda_per_s);

/* One kind of part of a node: `count` identical parts (a whole number
 * >= 1) each failing at lambda_per_s (> 0, 1/s). */
struct mlsys_reliability_part {
    double count;
    double lambda_per_s;
};

/* Series composition: a node fails when any part fails, so
 *   λ_node = Σ count_i · λ_i,   1/MTBF_node = Σ count_i / MTBF_i
 * (worked-examples.md #14). *lambda_per_s in 1/s. MLSYS_ERANGE when there
 * is no part, a count is not a whole number >= 1 or a rate is not > 0. */
MLSYS_API int mlsys_reliability_series(const struct mlsys_reliability_part *parts, size_t n,
                                       double *lambda_per_s, struct mlsys_err *err);

struct mlsys_reliability_in {
    double lambda_per_s; /* λ of one unit (device or node), 1/s, > 0       */
    double n;            /* N units in series, a whole number >= 1          */
    double t_s;          /* mission time t, s, >= 0; NaN when not given     */
    double mttr_s;       /* mean time to repair, s, >= 0; NaN when not given */
};

struct mlsys_reliability_out {
    double lambda_per_s;      /* λ, 1/s                                    */
    double fit;               /* FIT of one unit                           */
    double mtbf_s;            /* 1/λ, s                                    */
    double mtbf_system_s;     /* MTBF/N, s                                 */
    double r_system;          /* e^(−N·λ·t); NaN without t                 */
    double p_fail;            /* 1 − R_system; NaN without t               */
    double failures_expected; /* N·λ·t; NaN without t                      */
    double availability;      /* MTBF_system/(MTBF_system + MTTR); NaN without MTTR */
};

/* R_system(t) = e^(−N·λ·t), P_fail = 1 − R_system (computed as
 * −expm1(−N·λ·t), exact for small rates), MTBF_system = MTBF/N with
 * MTBF = 1/λ, failures_expected = N·λ·t, A = MTBF_system/(MTBF_system +
 * MTTR). Source: the ML-systems notation, fault tolerance section
 * (docs/notation.md). MLSYS_ERANGE for λ <= 0, N not a whole
 * number >= 1, negative t or MTTR, or a non-finite input. */
MLSYS_API int mlsys_reliability_eval(const struct mlsys_reliability_in *in,
                                     struct mlsys_reliability_out *out, struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
