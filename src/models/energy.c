/* energy.c - energy corollary, power view, facility and carbon (energy.h). */
#include "mlsys/energy.h"

#include <math.h>
#include <stdbool.h>

/* Share of TDP drawn at zero utilization in the power view. */
#define IDLE_FRACTION 0.3

static bool nonneg(double x) { return x >= 0 && isfinite(x); }

int mlsys_energy_eval(const struct mlsys_energy_in *in, struct mlsys_energy_out *out,
                      struct mlsys_err *err)
{
    if (!nonneg(in->dvol_B) || !nonneg(in->ops_FLOP) || !nonneg(in->e_move_JpB) ||
        !nonneg(in->e_compute_JpFLOP) || !nonneg(in->time_s))
        return mlsys_err_set(err, MLSYS_ERANGE, "energy inputs must be finite and >= 0");
    if (!(in->items > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "items per step must be greater than zero");
    if (!(in->pue >= 1) || isinf(in->pue))
        return mlsys_err_set(err, MLSYS_ERANGE, "PUE must be at least 1");
    if (!(in->utilization >= 0 && in->utilization <= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "utilization must be in [0, 1]");
    out->e_move_J = in->dvol_B * in->e_move_JpB;
    out->e_arith_J = in->ops_FLOP * in->e_compute_JpFLOP;
    out->e_total_J = out->e_move_J + out->e_arith_J;
    out->e_per_item_J = out->e_total_J / in->items;
    if (isfinite(in->power_W))
        out->power_W = in->power_W;
    else if (isfinite(in->tdp_W))
        out->power_W = in->tdp_W * (IDLE_FRACTION + (1 - IDLE_FRACTION) * in->utilization);
    else
        return mlsys_err_set(err, MLSYS_EUSAGE, "no power figure: give --power or --tdp");
    if (!nonneg(out->power_W))
        return mlsys_err_set(err, MLSYS_ERANGE, "power must be finite and >= 0");
    out->e_power_J = out->power_W * in->time_s;
    out->e_power_per_item_J = out->e_power_J / in->items;
    out->e_facility_J = out->e_power_J * in->pue;
    out->co2_kg = isfinite(in->ci_kgpJ) ? out->e_facility_J * in->ci_kgpJ : NAN;
    return MLSYS_OK;
}
