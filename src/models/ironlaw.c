/* ironlaw.c - the iron law and the roofline (ironlaw.h). */
#include "mlsys/ironlaw.h"

#include <math.h>

const char *mlsys_bound_name(enum mlsys_bound b)
{
    switch (b) {
    case MLSYS_BOUND_COMPUTE: return "compute";
    case MLSYS_BOUND_LATENCY: return "latency";
    case MLSYS_BOUND_COMM: return "communication";
    case MLSYS_BOUND_MEMORY:
    default: return "memory";
    }
}

/* Refuse what the equations cannot take. */
static int check(const struct mlsys_ironlaw_in *in, struct mlsys_err *err)
{
    if (!(in->dvol_B >= 0) || isinf(in->dvol_B))
        return mlsys_err_set(err, MLSYS_ERANGE, "D_vol must be a finite number >= 0");
    if (!(in->ops_FLOP >= 0) || isinf(in->ops_FLOP))
        return mlsys_err_set(err, MLSYS_ERANGE, "O must be a finite number >= 0");
    if (!(in->bw_Bps > 0) || isinf(in->bw_Bps))
        return mlsys_err_set(err, MLSYS_ERANGE, "BW must be greater than zero");
    if (!(in->peak_flops > 0) || isinf(in->peak_flops))
        return mlsys_err_set(err, MLSYS_ERANGE, "R_peak must be greater than zero");
    if (!(in->eta_hw > 0 && in->eta_hw <= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "eta_hw must be in (0, 1]");
    if (!(in->lat_s >= 0) || isinf(in->lat_s))
        return mlsys_err_set(err, MLSYS_ERANGE, "L_lat must be a finite number >= 0");
    if (!(in->stages >= 1) || isinf(in->stages))
        return mlsys_err_set(err, MLSYS_ERANGE, "stages must be a finite number >= 1");
    if (!(in->comm_s >= 0) || isinf(in->comm_s))
        return mlsys_err_set(err, MLSYS_ERANGE, "T_comm must be a finite number >= 0");
    return MLSYS_OK;
}

/* Refuse results beyond the range of a double (inputs near its limits):
 * an "inf s" step time is not an answer. */
static int check_out(const struct mlsys_ironlaw_out *out, struct mlsys_err *err)
{
    if (isinf(out->t_mem_s) || isinf(out->ridge))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "D_vol / BW or R_peak / BW overflows a double (over 1.8e308): "
                             "BW is too small");
    if (isinf(out->t_comp_s))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "O / (R_peak eta_hw) overflows a double (over 1.8e308 s): "
                             "R_peak is too small for O");
    if (isinf(out->t_s))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "T = T_mem + T_comp + L_lat overflows a double (over 1.8e308 s)");
    return MLSYS_OK;
}

int mlsys_ironlaw_eval(const struct mlsys_ironlaw_in *in, struct mlsys_ironlaw_out *out,
                       struct mlsys_err *err)
{
    int rc = check(in, err);
    if (rc)
        return rc;
    out->t_mem_s = in->dvol_B / in->bw_Bps;
    out->t_comp_s = in->ops_FLOP / (in->peak_flops * in->eta_hw);
    double p = in->stages;
    out->t_s = p * (out->t_mem_s + out->t_comp_s) + in->comm_s + in->lat_s;
    out->t_overlap_s = p * fmax(out->t_mem_s, out->t_comp_s) + in->comm_s + in->lat_s;
    double mem = p * out->t_mem_s, comp = p * out->t_comp_s;
    if (in->lat_s > mem && in->lat_s > comp && in->lat_s >= in->comm_s)
        out->bound = MLSYS_BOUND_LATENCY;
    else if (in->comm_s > mem && in->comm_s > comp)
        out->bound = MLSYS_BOUND_COMM;
    else
        out->bound = comp > mem ? MLSYS_BOUND_COMPUTE : MLSYS_BOUND_MEMORY;
    out->intensity = in->dvol_B > 0 ? in->ops_FLOP / in->dvol_B : INFINITY;
    out->ridge = in->peak_flops / in->bw_Bps;
    out->ridge_eff = in->peak_flops * in->eta_hw / in->bw_Bps;
    out->r_attain_flops = fmin(in->peak_flops * in->eta_hw, out->intensity * in->bw_Bps);
    out->mfu = out->t_s > 0 ? in->ops_FLOP / (out->t_s * in->peak_flops) : NAN;
    out->mfu_overlap = out->t_overlap_s > 0 ? in->ops_FLOP / (out->t_overlap_s * in->peak_flops)
                                            : NAN;
    return check_out(out, err);
}
