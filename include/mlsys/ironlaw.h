/* ironlaw.h - the iron law of ML systems and the roofline (docs/notation.md).
 *
 * Inputs and outputs are plain doubles in base SI units, named by unit.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_IRONLAW_H
#define MLSYS_IRONLAW_H

#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

enum mlsys_bound {
    MLSYS_BOUND_MEMORY = 0,
    MLSYS_BOUND_COMPUTE = 1,
    MLSYS_BOUND_LATENCY = 2,
    MLSYS_BOUND_COMM = 3
};

/* "memory", "compute", "latency", "communication". */
MLSYS_API const char *mlsys_bound_name(enum mlsys_bound b);

struct mlsys_ironlaw_in {
    double dvol_B;     /* D_vol, bytes moved through memory        */
    double bw_Bps;     /* BW, memory bandwidth                     */
    double ops_FLOP;   /* O, operations                            */
    double peak_flops; /* R_peak, FLOP/s                           */
    double eta_hw;     /* eta_hw in (0, 1]                         */
    double lat_s;      /* L_lat, fixed overhead                    */
    /* A step split over devices (stages 1, comm_s 0 for one device): the
     * step passes `stages` pipeline stages one after another, each moving
     * D_vol and doing O on each of its devices, and waits comm_s for the
     * collectives and hand-offs between them. */
    double stages;     /* p >= 1                                   */
    double comm_s;     /* T_comm >= 0, exposed communication       */
};

struct mlsys_ironlaw_out {
    double t_mem_s;       /* D_vol / BW                                   */
    double t_comp_s;      /* O / (R_peak * eta_hw)                        */
    double t_s;           /* iron law: p (T_mem + T_comp) + T_comm + L_lat (serialised) */
    double t_overlap_s;   /* roofline: p max(T_mem, T_comp) + T_comm + L_lat */
    enum mlsys_bound bound; /* the largest of the terms                   */
    double intensity;     /* I = O / D_vol, FLOP/B                        */
    double ridge;         /* I_ridge = R_peak / BW, FLOP/B                */
    double ridge_eff;     /* R_peak * eta_hw / BW, FLOP/B                 */
    double r_attain_flops; /* roofline: min(R_peak * eta_hw, I * BW)      */
    double mfu;           /* O / (T * R_peak): useful rate over peak      */
    double mfu_overlap;   /* O / (T_overlap * R_peak)                     */
};

/* Evaluate
 *   T = D_vol / BW + O / (R_peak * eta_hw) + L_lat           (iron law)
 * (split over p stages: T = p (D_vol / BW + O / (R_peak eta_hw)) + T_comm
 * + L_lat, with D_vol and O those of one device of one stage)
 *   R_attain = min(R_peak * eta_hw, I * BW), I = O / D_vol   (roofline)
 *   I_ridge = R_peak / BW
 * D_vol, O, L_lat, T_comm >= 0; BW, R_peak > 0; p >= 1; eta_hw in (0, 1], else
 * MLSYS_ERANGE naming the input. D_vol = 0 gives I = inf. A time or
 * ridge point beyond the range of a double (BW = 1e-300 B/s) is
 * MLSYS_ERANGE too, not an infinite result. */
MLSYS_API int mlsys_ironlaw_eval(const struct mlsys_ironlaw_in *in, struct mlsys_ironlaw_out *out,
                                 struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
