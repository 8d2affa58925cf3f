/* energy.c - the energy model's inputs from a step, a grid and overrides
 * (setup.h). */
#include <math.h>

#include "mlsys/setup.h"

void mlsys_energy_req_init(struct mlsys_energy_req *req)
{
    double nan = NAN;
    *req = (struct mlsys_energy_req){nan, nan, nan, nan, nan, NULL, nan, nan};
}

/* PUE, explicit or 1 (a data centre's figure: a grid has none), and the
 * carbon intensity, explicit or the grid's; noted when the power view they
 * scale is there (view). */
static int facility(const struct mlsys_energy_req *r, bool view, struct mlsys_energy_in *in,
                    struct mlsys_notes *notes, struct mlsys_err *err)
{
    in->pue = !isnan(r->pue) ? r->pue : 1;
    in->ci_kgpJ = !isnan(r->ci_kgpJ) ? r->ci_kgpJ
                  : r->grid          ? mlsys_grid_qty(r->grid, MLSYS_GRID_CARBON_INTENSITY).v
                                     : NAN;
    if (in->pue < 1) {
        mlsys_err_where(err, "{pue}");
        return mlsys_err_set(err, MLSYS_ERANGE, "must be at least 1");
    }
    if (view && isnan(r->pue))
        mlsys_notes_add(notes, "PUE = 1 (default[[; {pue}]])");
    if (view && isnan(in->ci_kgpJ))
        mlsys_notes_add(notes, "no CO2e[[: give {grid}]][[ or {ci}]]");
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
                                           "(O'Connor et al. 2017)[[; {e-move}]]"
                                         : "E_move = 160 pJ/B: technology figure for DRAM at "
                                           "45 nm (Horowitz 2014)[[; {e-move}]]");
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
                                    "2014)[[; {e-compute}]]"
                        : integer ? "E_compute = 0.1 pJ/op: INT8 MAC at 45 nm (Horowitz 2014)"
                                    "[[; {e-compute}]]"
                                  : "E_compute = 0.55 pJ/FLOP: FP16 FMA at 45 nm (Horowitz "
                                    "2014)[[; {e-compute}]]");
    }
}

/* Time and utilization for the power view: the given time, else the
 * iron-law time when the step can be timed (NaN when neither); the
 * utilization O / (T R_peak) when O and R_peak are known, else 1 (full
 * load, noted by the caller). */
static int timing(const struct mlsys_energy_req *r, const struct mlsys_step *st,
                  struct mlsys_energy_in *in, struct mlsys_err *err)
{
    in->time_s = r->time_s;
    if (st->have_work && !isnan(st->il.bw_Bps) && !isnan(st->il.peak_flops)) {
        struct mlsys_ironlaw_out o;
        int rc = mlsys_ironlaw_eval(&st->il, &o, err);
        if (rc)
            return rc;
        if (isnan(in->time_s))
            in->time_s = o.t_s;
    }
    double ops = st->il.ops_FLOP, r_peak = st->il.peak_flops, t = in->time_s;
    bool rate = st->have_work && !isnan(r_peak);
    in->utilization = isnan(t) ? NAN : !rate ? 1 : t > 0 ? fmin(1, ops / (t * r_peak)) : 0;
    return MLSYS_OK;
}

/* What the power view lacks, as a note: a time (--time, or a device that
 * times the step) and a power (--power, or a TDP). */
static void note_no_view(bool time, bool power, struct mlsys_notes *notes)
{
    mlsys_notes_add(notes, "no power view (P, E_power, E_facility, CO2e)[[: give %s]]",
                    !time && !power ? "{hw}, or {time} and {power}"
                    : !time         ? "{time}, or a device to time the step ({hw}, or {bw} and "
                                      "{peak})"
                                    : "{power}, or {tdp} or {hw}");
}

int mlsys_setup_energy(const struct mlsys_energy_req *req, const struct mlsys_step *st,
                       double items, struct mlsys_energy_in *in, struct mlsys_notes *notes,
                       struct mlsys_err *err)
{
    *in = (struct mlsys_energy_in){0};
    int rc = timing(req, st, in, err);
    if (rc)
        return rc;
    in->power_W = req->power_W;
    in->tdp_W = !isnan(req->tdp_W) ? req->tdp_W : st->tdp_W;
    bool time = !isnan(in->time_s), power = !isnan(in->power_W) || !isnan(in->tdp_W);
    if (!st->have_work && !time) /* nothing at all to compute */
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "no time: give {time}, or a workload and a device");
    if (!st->have_work && !power)
        return mlsys_err_set(err, MLSYS_EUSAGE, "no power figure: give {power} or {tdp}");
    rc = facility(req, time && power, in, notes, err);
    if (rc)
        return rc;
    if (st->have_work)
        constants(req, st, in, notes);
    else
        mlsys_notes_add(notes, "no E_total (D_vol E_move + O E_compute)[[: give {workload}, or "
                               "{ops} and {dvol}]]");
    if (!time || !power)
        note_no_view(time, power, notes);
    in->dvol_B = st->have_work ? st->il.dvol_B : NAN;
    in->ops_FLOP = st->have_work ? st->il.ops_FLOP : NAN;
    in->items = items;
    bool rate = st->have_work && !isnan(st->il.peak_flops);
    if (time && isnan(in->power_W) && !isnan(in->tdp_W))
        mlsys_notes_add(notes, "%s",
                        rate ? "P = TDP (0.3 + 0.7 utilization): an idle floor of 30 % of TDP "
                               "is assumed[[; {power} overrides]]"
                             : "P = TDP: full load assumed (no O and R_peak for the "
                               "utilization)[[; {power} overrides]]");
    return MLSYS_OK;
}
