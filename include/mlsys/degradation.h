/* degradation.h - accuracy under distribution drift: the degradation
 * equation, its least-squares fit, divergences between histograms, and
 * the optimal retraining interval (docs/notation.md section 12).
 *
 * Accuracies are fractions in [0, 1]; divergences are plain numbers (nats
 * where a logarithm is involved); money in USD, rates in 1/s, times in s.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 * mlsys_degradation_fit uses GSL (through the numerics layer): call
 * mlsys_init (init.h) once first, or a numerical failure aborts the
 * process.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_DEGRADATION_H
#define MLSYS_DEGRADATION_H

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The degradation equation: Accuracy = Accuracy_0 − λ·𝒟(P_t‖P_0), λ the
 * fitted sensitivity (per unit of divergence). Source: the ML-systems
 * notation, degradation equation (docs/notation.md). */
MLSYS_API double mlsys_degradation_predict(double acc0, double lambda, double divergence);

struct mlsys_degradation_model {
    double lambda, acc0;           /* Accuracy = acc0 − lambda·D                 */
    double se_lambda, se_acc0;     /* standard errors                            */
    double r2;                     /* R²; NaN when every accuracy is equal        */
    double d_min, d_max;           /* the divergences the fit covers              */
    size_t n;                      /* points                                      */
};

/* Least-squares fit of Accuracy = acc0 − λ·D over n >= 3 pairs (GSL,
 * through numerics.h): λ is minus the fitted slope. MLSYS_ERANGE for fewer
 * than 3 points or a single divergence value, MLSYS_ENUMERIC if GSL fails. */
MLSYS_API int mlsys_degradation_fit(const double *d, const double *acc, size_t n,
                                    struct mlsys_degradation_model *fit, struct mlsys_err *err);

/* True when d lies inside the divergences the fit covers [d_min, d_max];
 * a prediction outside is an extrapolation of a local model. */
MLSYS_API bool mlsys_degradation_in_range(const struct mlsys_degradation_model *fit, double d);

/* Parse CSV text (len bytes) of divergence,accuracy rows into newly
 * allocated arrays *d and *acc (free both) of *n pairs. Blank lines and
 * lines starting with '#' are skipped; a first row "divergence,accuracy"
 * (any case, either order) names the columns; a leading UTF-8 byte-order
 * mark is skipped. A number may carry '%' ("91.5 %"). Divergences must be
 * >= 0, accuracies in [0, 1]. A bad row is
 * MLSYS_EFILE at path:line:col (col the 1-based character of the field);
 * no data row is MLSYS_EFILE at path. */
MLSYS_API int mlsys_degradation_parse_csv(const char *text, size_t len, const char *path,
                                          double **d, double **acc, size_t *n,
                                          struct mlsys_err *err);

enum mlsys_degradation_metric {
    MLSYS_DIV_KL = 0,  /* Kullback-Leibler D(p‖q) = Σ p·ln(p/q)                */
    MLSYS_DIV_TV = 1,  /* total variation ½·Σ|p − q|                           */
    MLSYS_DIV_JS = 2,  /* Jensen-Shannon ½·KL(p‖m) + ½·KL(q‖m), m = (p+q)/2    */
    MLSYS_DIV_W1 = 3,  /* Wasserstein-1 on ordered unit-spaced bins            */
    MLSYS_DIV_PSI = 4, /* population stability index Σ (p − q)·ln(p/q)         */
    MLSYS_DIV_N = 5
};

/* "kl", "tv", "js", "w1", "psi". */
MLSYS_API const char *mlsys_degradation_metric_name(enum mlsys_degradation_metric m);

/* PSI replaces an empty bin's probability by this before taking logs. */
#define MLSYS_DEGRADATION_PSI_EPS 1e-4

/* Check a histogram of n >= 1 bins (every bin finite and >= 0, sum > 0)
 * and scale it in place to sum to 1; *sum receives the sum before. On
 * error the message names the 1-based bin ("bin 3 is negative (-0.1)"). */
MLSYS_API int mlsys_degradation_normalize(double *p, size_t n, double *sum, struct mlsys_err *err);

/* The divergence of p (current, P_t) from q (reference, P_0), both
 * normalised histograms of n bins:
 *   kl   Σ p_i·ln(p_i/q_i), terms with p_i = 0 count 0; +inf when some
 *        q_i = 0 < p_i (*inf_bin is then that 0-based bin, else n)
 *   tv   ½·Σ|p_i − q_i|                                   in [0, 1]
 *   js   ½·KL(p‖m) + ½·KL(q‖m), m = (p+q)/2, natural log   in [0, ln 2]
 *   w1   Σ_{i<n−1} |P_i − Q_i|, P and Q the cumulative sums (bins one
 *        unit apart; the result is in bins)
 *   psi  Σ (p'_i − q'_i)·ln(p'_i/q'_i), x' = max(x, MLSYS_DEGRADATION_PSI_EPS)
 * Sources: Cover & Thomas, Elements of Information Theory (KL, TV); Lin,
 * IEEE Trans. Inf. Theory 37(1), 1991 (JS); Villani, Optimal Transport
 * (W1 on the line is the L1 distance of the CDFs); Siddiqi, Credit Risk
 * Scorecards, 2006 (PSI). */
MLSYS_API double mlsys_degradation_divergence(enum mlsys_degradation_metric m, const double *p,
                                              const double *q, size_t n, size_t *inf_bin);

/* Optimal retraining interval for accuracy decaying as A_0·e^(−γt):
 *   T* = sqrt(2·C / (Q·V·A_0·γ))
 * C the cost of one retraining (USD), Q queries per second (1/s), V the
 * value of one correct answer (USD), A_0 the accuracy just after training
 * (in (0, 1]), γ the decay rate (1/s); *t_s in s. Balances the cost C
 * against the value lost to decay (first order in γT). Source: the
 * ML-systems textbook (worked-examples.md #28). MLSYS_ERANGE for any input
 * not > 0 or A_0 > 1. */
MLSYS_API int mlsys_degradation_retrain(double cost_usd, double queries_per_s, double value_usd,
                                        double acc0, double decay_per_s, double *t_s,
                                        struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
