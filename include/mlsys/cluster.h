/* cluster.h - the cluster law of distributed training and the scaling
 * figures around it (docs/notation.md s7).
 * Plain doubles in base SI units: seconds (_s), bytes (_B), bytes per
 * second (_Bps), FLOP, FLOP per second (_flops); counts and fractions bare.
 * NaN marks an input that was not given and an output that cannot be
 * computed from what was given.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 * mlsys_cluster_straggler_s and mlsys_cluster_eval use GSL (through the
 * numerics layer): call mlsys_init (init.h) once first, or a numerical
 * failure aborts the process.
 */
#ifndef MLSYS_CLUSTER_H
#define MLSYS_CLUSTER_H

#include <stdbool.h>

#include "mlsys/comm.h"
#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

struct mlsys_cluster_in {
    double devices;       /* N, a whole number >= 1                              */
    double t_compute_s;   /* T_compute: one step's compute on ONE device, > 0;
                             NaN: no step model                                */
    double t_comm_s;      /* T_comm(N) as given, >= 0; NaN: from comm_B          */
    double comm_B;        /* M, bytes ring-all-reduced over the N devices each
                             step (the gradients), >= 0; NaN: no communication */
    struct mlsys_link link; /* α, β of the fabric (used with comm_B)             */
    double overlap;       /* fraction of T_comm hidden behind compute, [0, 1]    */
    double t_sync_s;      /* T_sync as given, >= 0; NaN: from straggler_cv or 0  */
    double straggler_cv;  /* coefficient of variation of per-device compute
                             time, >= 0; NaN: no straggler model              */
    double peak_flops;    /* R_peak of one device; NaN: no R_eff                 */
    double mfu;           /* MFU of one device, (0, 1]                           */
    double eta_scaling;   /* η_scaling as given, > 0; NaN: from the step model   */
    double goodput;       /* η_goodput, (0, 1]                                   */
    double serial;        /* s, serial fraction for Amdahl/Gustafson, [0, 1]; NaN */
    double params;        /* P, for the training work 6·P·D; NaN                 */
    double tokens;        /* D, training tokens; NaN                             */
    double tokens_per_step; /* B S, tokens of one step (with T_step: the time to
                             train in steps); NaN: from the training work       */
};

struct mlsys_cluster_out {
    double t_compute_s, t_comm_s, t_sync_s, t_overlap_s, t_step_s; /* NaN w/o T_compute */
    double e_max;         /* E[max of N standard normals] (straggler model); NaN */
    bool overlap_capped;  /* overlap·T_comm exceeded T_compute/N and was capped   */
    bool single;          /* N = 1: T_comm and T_sync forced to 0                 */
    double eta_scaling;   /* computed T_1/(N·T_N), or as given                    */
    double speedup;       /* T_1/T_N                                              */
    double rho;           /* T_comm/(T_compute/N)                                 */
    double f_compute;     /* (T_compute/N)/T_step                                 */
    double r_eff_flops;   /* N·R_peak·MFU·η_scaling·η_goodput                     */
    double speedup_amdahl, speedup_gustafson;
    double train_FLOP;    /* 6·P·D                                                */
    double time_to_train_s; /* train_FLOP / R_eff                                 */
};

/* Amdahl's law, fixed problem size (Amdahl 1967): 1/(s + (1−s)/N). */
MLSYS_API double mlsys_cluster_amdahl(double serial, double n);

/* Gustafson's law, problem grown with N (Gustafson 1988):
 * N − s·(N−1) = s + (1−s)·N. */
MLSYS_API double mlsys_cluster_gustafson(double serial, double n);

/* Straggler synchronisation cost (s): per-device compute times are
 * normal with mean T_compute/N and coefficient of variation cv, and the
 * step waits for the slowest, so
 *   T_sync = (T_compute/N) · cv · E[max of N standard normals],
 * E from mlsys_numerics_normal_max_mean (GSL quadrature); *e_max gets E.
 * MLSYS_ERANGE / MLSYS_ENUMERIC from there. */
MLSYS_API int mlsys_cluster_straggler_s(double t_compute_s, double n, double cv, double *t_sync_s,
                                        double *e_max, struct mlsys_err *err);

/* The cluster law (docs/notation.md s7, the ML Systems textbook's
 * distributed-training chapter):
 *   T_step(N)   = T_compute/N + T_comm(N) + T_sync(N) − T_overlap
 *   T_comm(N)   = ring all-reduce of M over N ranks (comm.h), or as given
 *   T_overlap   = min(overlap·T_comm, T_compute/N): communication cannot
 *                 hide behind more compute than a device has (capped, and
 *                 overlap_capped set, when it would)
 *   η_scaling   = T_1/(N·T_N) with T_1 = T_compute;   speedup = T_1/T_N
 *   ρ           = T_comm/(T_compute/N);   f_compute = (T_compute/N)/T_step
 *   R_eff       = N·R_peak·MFU·η_scaling·η_goodput
 *   time_to_train = 6·P·D / R_eff  (2 forward + 4 backward FLOP per
 *                 parameter per token; attention FLOPs left out), or with
 *                 tokens_per_step and a T_step, D / (B S) steps of T_step
 *                 over η_goodput (a step model that times the whole step)
 * plus Amdahl and Gustafson for `serial`. N = 1 moves and waits for
 * nothing: T_comm = T_sync = 0, so η_scaling = 1.
 * Errors: those of mlsys_comm_eval (comm_B over the link) and of the
 * straggler integral; MLSYS_ERANGE for values out of range; MLSYS_EUSAGE for
 * conflicting inputs (t_comm_s with comm_B, t_sync_s with straggler_cv,
 * eta_scaling with t_compute_s) and for tokens without params or without
 * an R_eff (nor tokens_per_step with a T_step). */
MLSYS_API int mlsys_cluster_eval(const struct mlsys_cluster_in *in, struct mlsys_cluster_out *out,
                                 struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
