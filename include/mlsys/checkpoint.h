/* checkpoint.h - the optimal checkpoint interval and the time it wastes
 * (docs/notation.md section 10).
 *
 * δ = T_write (time to write one checkpoint) and M = MTBF_system (mean
 * time between failures of the whole job) must share a time unit: every
 * time here is in seconds.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 * mlsys_checkpoint_eval uses GSL (through the numerics layer): call
 * mlsys_init (init.h) once first, or a numerical failure aborts the
 * process.
 */
#ifndef MLSYS_CHECKPOINT_H
#define MLSYS_CHECKPOINT_H

#include <stdbool.h>

#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* T_write is "not small" against MTBF_system above this ratio: the
 * first-order formulas (Young, the waste model) then lose accuracy. */
#define MLSYS_CHECKPOINT_FIRST_ORDER_MAX 0.1

/* Young's first-order optimum: τ_opt = sqrt(2·T_write·MTBF_system).
 * Source: J.W. Young, "A first order approximation to the optimum
 * checkpoint interval", CACM 17(9), 1974. Times in s. */
MLSYS_API double mlsys_checkpoint_young(double t_write_s, double mtbf_s);

/* Daly's higher-order optimum, with δ = T_write and M = MTBF_system:
 *   τ_daly = sqrt(2δM)·[1 + (1/3)·sqrt(δ/(2M)) + (1/9)·(δ/(2M))] − δ   for δ < 2M
 *   τ_daly = M                                                         for δ >= 2M
 * Source: J.T. Daly, "A higher order estimate of the optimum checkpoint
 * interval for restart dumps", Future Generation Computer Systems 22(3),
 * 2006, pp. 303-312. Times in s. */
MLSYS_API double mlsys_checkpoint_daly(double t_write_s, double mtbf_s);

struct mlsys_checkpoint_in {
    double t_write_s;     /* δ, time to write one checkpoint, s, > 0      */
    double mtbf_system_s; /* M, MTBF of the whole job, s, > 0             */
    double t_restart_s;   /* time to restart after a failure, s, >= 0     */
    double t_job_s;       /* job length, s, > 0; NaN when not given       */
};

/* First-order fraction of wall time wasted at checkpoint interval τ (s):
 *   waste(τ) = T_write/τ + (τ/2 + T_restart)/MTBF_system
 * (checkpoint writes, rework of half an interval per failure, restart per
 * failure). Its minimum is at τ = sqrt(2·T_write·MTBF_system), Young's
 * interval. Source: docs/notation.md section 10. */
MLSYS_API double mlsys_checkpoint_waste(const struct mlsys_checkpoint_in *in, double tau_s);

/* Share of wall time spent on useful work when failures are exponential
 * (rate 1/M) and each failure costs T_restart plus the work since the last
 * checkpoint, checkpointing every τ (s):
 *   η_exp(τ) = τ / (M · e^(R/M) · (e^((τ + δ)/M) − 1))
 * the useful τ over the expected wall time of one segment of τ work and one
 * δ write. No first-order truncation: it stays meaningful (> 0) however
 * large δ is against M. Source: J.T. Daly, FGCS 22(3), 2006: the expected
 * wall time T_w = M e^(R/M) (e^((τ+δ)/M) − 1) T_s/τ of T_s of work, the
 * model whose optimum τ_daly approximates. */
MLSYS_API double mlsys_checkpoint_goodput_exp(const struct mlsys_checkpoint_in *in, double tau_s);

struct mlsys_checkpoint_out {
    double tau_opt_s;         /* Young, s                                   */
    double tau_daly_s;        /* Daly 2006, s                               */
    double tau_numeric_s;     /* argmin waste(τ) found by GSL's Brent, s    */
    double waste_opt;         /* waste(τ_numeric), fraction                 */
    double eta_goodput;       /* 1 − waste_opt, clamped at 0                */
    double eta_goodput_exp;   /* η_exp(τ_daly): exponential model (Daly)    */
    double failures_expected; /* T_job/MTBF_system; NaN without T_job       */
    double write_ratio;       /* T_write/MTBF_system                        */
    bool first_order_ok;      /* write_ratio <= MLSYS_CHECKPOINT_FIRST_ORDER_MAX   */
};

/* Every interval, the first-order waste and goodput at the numeric optimum,
 * and the exponential-model goodput at τ_daly. The minimiser
 * searches [min(δ, M)/10, 10·max(δ, M)], which holds sqrt(2δM).
 * MLSYS_ERANGE for T_write or MTBF_system not > 0, negative T_restart, a
 * T_job not > 0, non-finite input; MLSYS_ENUMERIC if the minimiser fails. */
MLSYS_API int mlsys_checkpoint_eval(const struct mlsys_checkpoint_in *in,
                                    struct mlsys_checkpoint_out *out, struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
