/* energy.c - energy corollary, power view, facility and carbon (energy.h). */
#include "mlsys/energy.h"

#include <math.h>
#include <stdbool.h>

/* Share of TDP drawn at zero utilization in the power view. */
#define IDLE_FRACTION 0.3

static bool nonneg(double x) { return x >= 0 && isfinite(x); }

/* x >= 0 and finite, or NaN (not known). */
static bool nonneg_or_nan(double x) { return isnan(x) || nonneg(x); }

double mlsys_energy_power_W(double tdp_W, double utilization)
{
    return tdp_W * (IDLE_FRACTION + (1 - IDLE_FRACTION) * utilization);
}

int mlsys_energy_eval(const struct mlsys_energy_in *in, struct mlsys_energy_out *out,
                      struct mlsys_err *err)
{
    if (!nonneg_or_nan(in->dvol_B) || !nonneg_or_nan(in->ops_FLOP) ||
        !nonneg_or_nan(in->e_move_JpB) || !nonneg_or_nan(in->e_compute_JpFLOP) ||
        !nonneg_or_nan(in->time_s))
        return mlsys_err_set(err, MLSYS_ERANGE, "energy inputs must be finite and >= 0");
    if (!isnan(in->items) && !(in->items > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "items per step must be greater than zero");
    if (!(in->pue >= 1) || isinf(in->pue))
        return mlsys_err_set(err, MLSYS_ERANGE, "PUE must be at least 1");
    if (!isnan(in->utilization) && !(in->utilization >= 0 && in->utilization <= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "utilization must be in [0, 1]");
    /* The corollary: NaN when D_vol or O is unknown. */
    out->e_move_J = in->dvol_B * in->e_move_JpB;
    out->e_arith_J = in->ops_FLOP * in->e_compute_JpFLOP;
    out->e_total_J = out->e_move_J + out->e_arith_J;
    out->e_per_item_J = out->e_total_J / in->items;
    /* The power view: NaN without a time, or without a power or TDP. */
    out->power_W = isfinite(in->power_W) ? in->power_W
                   : isfinite(in->tdp_W) ? mlsys_energy_power_W(in->tdp_W, in->utilization)
                                         : NAN;
    if (!nonneg_or_nan(out->power_W))
        return mlsys_err_set(err, MLSYS_ERANGE, "power must be finite and >= 0");
    out->e_power_J = out->power_W * in->time_s;
    out->e_power_per_item_J = out->e_power_J / in->items;
    out->e_facility_J = out->e_power_J * in->pue;
    out->co2_kg = out->e_facility_J * in->ci_kgpJ;
    out->co2_per_item_kg = out->co2_kg / in->items;
    return MLSYS_OK;
}
