/* energy.h - the energy corollary, the power view, facility energy and
 * carbon (docs/notation.md). Doubles in base SI units, named by unit.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 */
#ifndef MLSYS_ENERGY_H
#define MLSYS_ENERGY_H

#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Technology defaults when a device has no energy constants of its own
 * (after Horowitz ISSCC 2014 and O'Connor et al. MICRO 2017). */
#define MLSYS_E_MOVE_HBM_JPB 31e-12   /* HBM2 access, 3.9 pJ/bit            */
#define MLSYS_E_MOVE_DRAM_JPB 160e-12 /* DRAM, 640 pJ per 32-bit access      */
#define MLSYS_E_FLOP_FP32_J 1.85e-12  /* FP32 FMA 3.7 pJ = 2 FLOP (45 nm)    */
#define MLSYS_E_FLOP_FP16_J 0.55e-12  /* FP16 FMA 1.1 pJ = 2 FLOP (45 nm)    */
#define MLSYS_E_OP_INT8_J 0.1e-12     /* INT8 MAC 0.2 pJ = 2 ops (45 nm)     */

/* NaN in an input means "not known"; the outputs that need it are NaN. */
struct mlsys_energy_in {
    double dvol_B;          /* D_vol; NaN: no corollary                       */
    double ops_FLOP;        /* O; NaN: no corollary                           */
    double e_move_JpB;      /* E_move, J per byte                             */
    double e_compute_JpFLOP; /* E_compute, J per FLOP                         */
    double items;           /* tokens or samples the step produces; NaN: no
                               per-item figures                               */
    double time_s;          /* time the power is drawn; NaN: no power view    */
    double power_W;         /* average power; NaN: TDP * (0.3 + 0.7 * util)    */
    double tdp_W;           /* NaN when unknown (with power_W NaN: no power view) */
    double utilization;     /* in [0, 1], for the power view (NaN with a power) */
    double pue;             /* >= 1, facility overhead                        */
    double ci_kgpJ;         /* carbon intensity, kg CO2e per J; NaN: none      */
};

struct mlsys_energy_out {
    double e_move_J;        /* E_movement = D_vol * E_move                    */
    double e_arith_J;       /* E_arithmetic = O * E_compute                   */
    double e_total_J;       /* E_total = E_movement + E_arithmetic            */
    double e_per_item_J;    /* E_total / items                                */
    double power_W;         /* P used by the power view                       */
    double e_power_J;       /* E_power = P * T                                */
    double e_power_per_item_J; /* E_power / items                             */
    double e_facility_J;    /* E_power * PUE                                  */
    double co2_kg;          /* E_facility * carbon intensity                  */
    double co2_per_item_kg; /* CO2e / items                                   */
};

/* Average power of a device at utilization u in [0, 1]: TDP (0.3 + 0.7 u),
 * an idle floor of 30 % of TDP (our stated assumption). */
MLSYS_API double mlsys_energy_power_W(double tdp_W, double utilization);

/* Evaluate E_total ~ D_vol E_move + O E_compute (energy corollary), the
 * power view E_power = P T with P = TDP (0.3 + 0.7 u) unless a power is
 * given (an idle floor of 30 % of TDP is our stated assumption), facility
 * energy E_power * PUE and CO2e = E_facility * CI, each per step and per
 * item. The corollary needs no time and the power view no D_vol or O: an
 * output whose inputs are not known (NaN) is NaN. Negative or infinite
 * inputs, items <= 0, PUE < 1 or utilization outside [0, 1]: MLSYS_ERANGE. */
MLSYS_API int mlsys_energy_eval(const struct mlsys_energy_in *in, struct mlsys_energy_out *out,
                                struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
