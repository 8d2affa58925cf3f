/* cmd_roofline.c - `mlsys roofline`: R_attain = min(R_peak eta_hw, I BW). */
#include <math.h>
#include <stdbool.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "mlsys/ironlaw.h"


enum {
    C_RPEAK = DC_N, C_BW, C_ETA, C_RIDGE, C_RIDGE_EFF, C_I, C_RATTAIN, C_TMEM, C_TCOMP, C_LLAT,
    C_T, C_BOUND, C_UTIL, C_N
};

#define S MLSYS_COL_SUMMARY
static const struct mlsys_coldef cols[C_N] = {
    MLSYS_DEVICE_COLUMNS,
    [C_RPEAK] = {"R_peak", "FLOP/s", MLSYS_FMT_AUTO, "peak rate at the compute precision", S},
    [C_BW] = {"BW", "B/s", MLSYS_FMT_AUTO, "memory bandwidth", S},
    [C_ETA] = {"eta_hw", "%", MLSYS_FMT_AUTO, "fraction of peak achieved", 0},
    [C_RIDGE] = {"I_ridge", "FLOP/byte", MLSYS_FMT_FIXED, "ridge point R_peak / BW", S},
    [C_RIDGE_EFF] = {"I_ridge_eff", "FLOP/byte", MLSYS_FMT_FIXED,
                     "effective ridge R_peak eta_hw / BW", 0},
    [C_I] = {"I", "FLOP/byte", MLSYS_FMT_FIXED, "arithmetic intensity O / D_vol", S},
    [C_RATTAIN] = {"R_attain", "FLOP/s", MLSYS_FMT_AUTO,
                   "attainable rate min(R_peak eta_hw, I BW)", S},
    [C_TMEM] = {"T_mem", "s", MLSYS_FMT_AUTO, "memory time D_vol / BW", 0},
    [C_TCOMP] = {"T_comp", "s", MLSYS_FMT_AUTO, "compute time O / (R_peak eta_hw)", 0},
    [C_LLAT] = {"L_lat", "s", MLSYS_FMT_AUTO, "fixed overhead per step", 0},
    [C_T] = {"T", "s", MLSYS_FMT_AUTO, "overlapped step time max(T_mem, T_comp) + L_lat", S},
    [C_BOUND] = {"bound", NULL, MLSYS_FMT_AUTO, "largest term: memory, compute or latency", S},
    [C_UTIL] = {"utilization", "%", MLSYS_FMT_AUTO, "R_attain / R_peak", 0},
};

static const char *const examples[] = {
    "roofline --hw h100",
    "roofline --hw h100 --workload llama3-8b --batch 64",
    "roofline --hw a100 --workload resnet50 --batch 1 --eff 0.5",
    "roofline --peak 989TFLOP/s --bw 3.35TB/s --eff 0.5 --ops 1GFLOP --dvol 1MB",
    NULL,
};

/* With a device and no workload: the device's roof for each precision. */
enum { R_HW, R_PREC, R_RPEAK, R_BW, R_ETA, R_RIDGE, R_RIDGE_EFF, R_N };
static const struct mlsys_coldef roof_cols[R_N] = {
    [R_HW] = {"hw", NULL, MLSYS_FMT_AUTO, "device", S},
    [R_PREC] = {"compute_precision", NULL, MLSYS_FMT_AUTO, "precision of this roof", S},
    [R_RPEAK] = {"R_peak", "FLOP/s", MLSYS_FMT_AUTO, "peak rate at this precision", S},
    [R_BW] = {"BW", "B/s", MLSYS_FMT_AUTO, "memory bandwidth", S},
    [R_ETA] = {"eta_hw", "%", MLSYS_FMT_AUTO, "fraction of peak achieved", S},
    [R_RIDGE] = {"I_ridge", "FLOP/byte", MLSYS_FMT_FIXED, "ridge point R_peak / BW", S},
    [R_RIDGE_EFF] = {"I_ridge_eff", "FLOP/byte", MLSYS_FMT_FIXED,
                     "effective ridge R_peak eta_hw / BW", S},
};

/* Whether the options describe a device alone (no work to place on it). */
static bool device_only(const struct mlsys_call *c)
{
    const struct mlsys_val *d = mlsys_call_block(c, &mlsys_blk_device);
    const struct mlsys_val *m = mlsys_call_block(c, &mlsys_blk_model);
    const struct mlsys_val *w = mlsys_call_block(c, &mlsys_blk_work);
    return d[DV_HW].set && !m[MD_WORKLOAD].set && !m[MD_PARAMS].set && !w[WK_OPS].set &&
           !w[WK_DVOL].set && !d[DV_PEAK].set;
}

static void columns(const struct mlsys_call *c, const struct mlsys_coldef **cl, size_t *n)
{
    if (device_only(c)) {
        *cl = roof_cols;
        *n = R_N;
    }
}

static int device_roofs(const struct mlsys_step *dev, struct mlsys_sink *sink,
                        struct mlsys_err *err)
{
    for (int p = 0; p < MLSYS_NPREC; p++) {
        mlsys_qty r = mlsys_hw_dev_rate(dev->hw, (enum mlsys_precision)p);
        if (isnan(r.v))
            continue;
        double bw = dev->il.bw_Bps, eta = dev->il.eta_hw;
        struct mlsys_cell c[R_N] = {
            [R_HW] = mlsys_cell_str(mlsys_record_name(dev->hw)),
            [R_PREC] = mlsys_cell_str(mlsys_precision_name((enum mlsys_precision)p)),
            [R_RPEAK] = mlsys_cell_val(r.v),
            [R_BW] = mlsys_cell_val(bw),
            [R_ETA] = mlsys_cell_val(eta),
            [R_RIDGE] = mlsys_cell_val(r.v / bw),
            [R_RIDGE_EFF] = mlsys_cell_val(r.v * eta / bw),
        };
        int rc = sink->row(sink, c, err);
        if (rc)
            return rc;
    }
    return MLSYS_OK;
}

static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_step dev;
    struct mlsys_ironlaw_out o;
    int rc = mlsys_dev_resolve(call, MLSYS_DEV_TIMES, &dev, sink, err);
    if (!rc && device_only(call))
        return device_roofs(&dev, sink, err);
    if (!rc && !dev.have_work)
        rc = mlsys_err_set(err, MLSYS_EUSAGE,
                           "no workload: give --workload NAME or --ops and --dvol (or --hw "
                           "alone for the device's roofline)");
    if (!rc)
        rc = mlsys_dev_need_device(&dev, err);
    if (!rc)
        rc = mlsys_ironlaw_eval(&dev.il, &o, err);
    if (rc)
        return rc;
    /* The roofline overlaps memory and compute: its bound compares the two. */
    enum mlsys_bound bound = o.t_comp_s > o.t_mem_s ? MLSYS_BOUND_COMPUTE : MLSYS_BOUND_MEMORY;
    if (dev.il.lat_s > fmax(o.t_mem_s, o.t_comp_s))
        bound = MLSYS_BOUND_LATENCY;
    struct mlsys_cell c[C_N];
    mlsys_dev_cells(&dev, c);
    c[C_RPEAK] = mlsys_cell_val(dev.il.peak_flops);
    c[C_BW] = mlsys_cell_val(dev.il.bw_Bps);
    c[C_ETA] = mlsys_cell_val(dev.il.eta_hw);
    c[C_RIDGE] = mlsys_cell_val(o.ridge);
    c[C_RIDGE_EFF] = mlsys_cell_val(o.ridge_eff);
    c[C_I] = mlsys_cell_val(o.intensity);
    c[C_RATTAIN] = mlsys_cell_val(o.r_attain_flops);
    c[C_TMEM] = mlsys_cell_val(o.t_mem_s);
    c[C_TCOMP] = mlsys_cell_val(o.t_comp_s);
    c[C_LLAT] = mlsys_cell_val(dev.il.lat_s);
    c[C_T] = mlsys_cell_val(o.t_overlap_s);
    c[C_BOUND] = mlsys_cell_str(mlsys_bound_name(bound));
    c[C_UTIL] = mlsys_cell_val(o.r_attain_flops / dev.il.peak_flops);
    return sink->row(sink, c, err);
}

const struct mlsys_cmddef mlsys_cmd_roofline = {
    .name = "roofline",
    .summary = "attainable rate by the roofline: R_attain = min(R_peak eta_hw, I BW)",
    .description =
        "Places a workload's arithmetic intensity I = O / D_vol against the device's ridge\n"
        "I_ridge = R_peak / BW. Memory and compute overlap here, so T = max(T_mem, T_comp) +\n"
        "L_lat (the iron law adds them instead). With --hw and no workload it lists the\n"
        "device's roofline for every precision it has a rate for.",
    .blocks = MLSYS_BLOCKS(&mlsys_blk_device, &mlsys_blk_model, &mlsys_blk_step, &mlsys_blk_work),
        .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
    .columns = columns,
};
