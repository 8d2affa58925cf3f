/* energy.c - the energy model's inputs from a step, a grid and overrides
 * (setup.h). */
#include <math.h>

#include "mlsys/setup.h"

void mlsys_energy_req_init(struct mlsys_energy_req *req)
{
    double nan = NAN;
    *req = (struct mlsys_energy_req){nan, nan, nan, nan, nan, NULL, nan, nan};
}

/* PUE and carbon intensity: explicit, the grid's, or PUE 1 and no CO2e. */
static int facility(const struct mlsys_energy_req *r, struct mlsys_energy_in *in,
                    struct mlsys_notes *notes, struct mlsys_err *err)
{
    in->pue = !isnan(r->pue) ? r->pue : r->grid ? mlsys_grid_qty(r->grid, MLSYS_GRID_PUE).v : NAN;
    in->ci_kgpJ = !isnan(r->ci_kgpJ) ? r->ci_kgpJ
                  : r->grid          ? mlsys_grid_qty(r->grid, MLSYS_GRID_CARBON_INTENSITY).v
                                     : NAN;
    if (in->pue < 1) {
        mlsys_err_where(err, "--pue");
        return mlsys_err_set(err, MLSYS_ERANGE, "must be at least 1");
    }
    if (isnan(in->pue)) {
        in->pue = 1;
        mlsys_notes_add(notes, "PUE = 1: no --grid or --pue");
    }
    if (isnan(in->ci_kgpJ))
        mlsys_notes_add(notes, "no CO2e: give --grid or --ci");
    return MLSYS_OK;
}

/* E_move and E_compute: explicit, the device's, or a named technology figure. */
static void constants(const struct mlsys_energy_req *r, const struct mlsys_step *st,
                      struct mlsys_energy_in *in, struct mlsys_notes *notes)
{
    in->e_move_JpB = !isnan(r->e_move_JpB) ? r->e_move_JpB
                     : st->hw ? mlsys_hw_qty(st->hw, MLSYS_HW_ENERGY_MOVE).v
                              : NAN;
    if (isnan(in->e_move_JpB)) {
        bool hbm = st->hw && mlsys_hw_class(st->hw) == MLSYS_CLASS_CLOUD;
        in->e_move_JpB = hbm ? MLSYS_E_MOVE_HBM_JPB : MLSYS_E_MOVE_DRAM_JPB;
        mlsys_notes_add(notes, "%s", hbm ? "E_move = 31 pJ/B: technology figure for HBM2 "
                                           "(O'Connor et al. 2017); --e-move"
                                         : "E_move = 160 pJ/B: technology figure for DRAM at "
                                           "45 nm (Horowitz 2014); --e-move");
    }
    in->e_compute_JpFLOP = !isnan(r->e_compute_JpFLOP) ? r->e_compute_JpFLOP
                           : st->hw ? mlsys_hw_qty(st->hw, MLSYS_HW_ENERGY_COMPUTE).v
                                    : NAN;
    if (isnan(in->e_compute_JpFLOP)) {
        enum mlsys_precision p = st->compute_precision;
        bool wide = p == MLSYS_PREC_FP64 || p == MLSYS_PREC_FP32 || p == MLSYS_PREC_TF32;
        bool integer = p == MLSYS_PREC_INT8 || p == MLSYS_PREC_INT4;
        in->e_compute_JpFLOP = wide      ? MLSYS_E_FLOP_FP32_J
                               : integer ? MLSYS_E_OP_INT8_J
                                         : MLSYS_E_FLOP_FP16_J;
        mlsys_notes_add(notes, "%s",
                        wide      ? "E_compute = 1.85 pJ/FLOP: FP32 FMA at 45 nm (Horowitz "
                                    "2014); --e-compute"
                        : integer ? "E_compute = 0.1 pJ/op: INT8 MAC at 45 nm (Horowitz 2014); "
                                    "--e-compute"
                                  : "E_compute = 0.55 pJ/FLOP: FP16 FMA at 45 nm (Horowitz "
                                    "2014); --e-compute");
    }
}

/* Time and utilization for the power view: the given time, else the iron law. */
static int timing(const struct mlsys_energy_req *r, const struct mlsys_step *st,
                  struct mlsys_energy_in *in, struct mlsys_err *err)
{
    in->utilization = NAN;
    in->time_s = r->time_s;
    if (!st->have_work || isnan(st->il.bw_Bps) || isnan(st->il.peak_flops)) {
        if (isnan(in->time_s))
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "no time: give --time, or a workload and a device");
        in->utilization = 1;
        return MLSYS_OK;
    }
    struct mlsys_ironlaw_out o;
    int rc = mlsys_ironlaw_eval(&st->il, &o, err);
    if (rc)
        return rc;
    if (isnan(in->time_s))
        in->time_s = o.t_s;
    in->utilization =
        in->time_s > 0 ? fmin(1, st->il.ops_FLOP / (in->time_s * st->il.peak_flops)) : 0;
    return MLSYS_OK;
}

int mlsys_setup_energy(const struct mlsys_energy_req *req, const struct mlsys_step *st,
                       double items, struct mlsys_energy_in *in, struct mlsys_notes *notes,
                       struct mlsys_err *err)
{
    *in = (struct mlsys_energy_in){0};
    int rc = facility(req, in, notes, err);
    if (!rc && st->have_work)
        constants(req, st, in, notes);
    if (!rc)
        rc = timing(req, st, in, err);
    if (rc)
        return rc;
    in->dvol_B = st->have_work ? st->il.dvol_B : 0;
    in->ops_FLOP = st->have_work ? st->il.ops_FLOP : 0;
    in->items = items;
    in->power_W = req->power_W;
    in->tdp_W = !isnan(req->tdp_W) ? req->tdp_W : st->tdp_W;
    if (isnan(in->power_W) && isfinite(in->tdp_W))
        mlsys_notes_add(notes, "P = TDP (0.3 + 0.7 utilization): an idle floor of 30 %% of TDP "
                               "is assumed; --power overrides");
    return MLSYS_OK;
}
