/* cmd_iron_law.c - `mlsys iron-law`: T = D_vol/BW + O/(R_peak eta_hw) + L_lat. */
#include <math.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "mlsys/ironlaw.h"
#include "mlsys/memory.h"

enum { O_TP, O_PP, O_INTRA, O_N };

static const struct mlsys_optdef opts[O_N] = {
    [O_TP] = MLSYS_OPT_TP("1", "t: tensor-parallel devices (decode or prefill of a transformer)"),
    [O_PP] = MLSYS_OPT_PP("1", "p: pipeline stages, the layers split in order"),
    [O_INTRA] = MLSYS_OPT_INTRA_FABRIC("link between the t p devices (default: the device's node "
                                       "facts)"),
};
static const struct mlsys_optblock own = {opts, O_N};

enum {
    C_TP = DC_N, C_PP, C_DVOL, C_BW, C_TMEM, C_O, C_RPEAK, C_ETA, C_TCOMP, C_TCOMM, C_LLAT, C_T,
    C_BOUND, C_I,
    C_RIDGE, C_RIDGE_EFF, C_MFU, C_THROUGHPUT, C_MTOTAL, C_CAPACITY, C_FITS, C_DEVMIN, C_N
};

#define S MLSYS_COL_SUMMARY
static const struct mlsys_coldef cols[C_N] = {
    MLSYS_DEVICE_COLUMNS,
    [C_TP] = {"tp", "", MLSYS_FMT_AUTO, "t: tensor-parallel devices", 0},
    [C_PP] = {"pp", "", MLSYS_FMT_AUTO, "p: pipeline stages", 0},
    [C_DVOL] = {"D_vol", "B", MLSYS_FMT_AUTO, "bytes moved through memory per step", 0},
    [C_BW] = {"BW", "B/s", MLSYS_FMT_AUTO, "memory bandwidth", 0},
    [C_TMEM] = {"T_mem", "s", MLSYS_FMT_AUTO, "memory time D_vol / BW", 0},
    [C_O] = {"O", "FLOP", MLSYS_FMT_AUTO, "operations per step", 0},
    [C_RPEAK] = {"R_peak", "FLOP/s", MLSYS_FMT_AUTO, "peak rate at the compute precision", 0},
    [C_ETA] = {"eta_hw", "%", MLSYS_FMT_AUTO, "fraction of peak achieved", 0},
    [C_TCOMP] = {"T_comp", "s", MLSYS_FMT_AUTO, "compute time O / (R_peak eta_hw)", 0},
    [C_TCOMM] = {"T_comm", "s", MLSYS_FMT_AUTO,
                 "exposed communication: tensor-parallel all-reduces and stage hand-offs", 0},
    [C_LLAT] = {"L_lat", "s", MLSYS_FMT_AUTO, "fixed overhead per step", 0},
    [C_T] = {"T", "s", MLSYS_FMT_AUTO, "step time p (T_mem + T_comp) + T_comm + L_lat", S},
    [C_BOUND] = {"bound", NULL, MLSYS_FMT_AUTO,
                 "largest term: memory, compute, communication or latency", S},
    [C_I] = {"I", "FLOP/byte", MLSYS_FMT_FIXED, "arithmetic intensity O / D_vol", 0},
    [C_RIDGE] = {"I_ridge", "FLOP/byte", MLSYS_FMT_FIXED, "ridge point R_peak / BW", 0},
    [C_RIDGE_EFF] = {"I_ridge_eff", "FLOP/byte", MLSYS_FMT_FIXED,
                     "effective ridge R_peak eta_hw / BW", 0},
    [C_MFU] = {"MFU", "%", MLSYS_FMT_AUTO, "model FLOPs utilization O / (T R_peak)", S},
    [C_THROUGHPUT] = {"throughput", NULL, MLSYS_FMT_FIXED,
                      "tokens (decode, prefill, train) or samples per second",
                      S | MLSYS_COL_DYNAMIC},
    [C_MTOTAL] = {"M_total", "B", MLSYS_FMT_AUTO,
                  "memory the step needs: weights + KV cache (inference) or training state", 0},
    [C_CAPACITY] = {"capacity", "B", MLSYS_FMT_AUTO, "device memory capacity", 0},
    [C_FITS] = {"fits", NULL, MLSYS_FMT_AUTO, "M_total <= capacity", S},
    [C_DEVMIN] = {"devices_min", "", MLSYS_FMT_AUTO, "fewest devices whose memory holds M_total",
                  0},
};

static const char *const examples[] = {
    "iron-law --hw h100 --workload llama70b",
    "iron-law --hw h100 --workload llama3-8b --batch 32 --eff 0.5",
    "iron-law --hw a100 --workload resnet50 --batch 64 -f json",
    "iron-law --hw a100 --workload resnet50 --phase train --batch 256",
    "iron-law --hw h100 --workload mamba-2.8b --batch 16",
    "iron-law --hw h100 --workload llama70b --tp 2,4,8",
    "iron-law --dvol 16.06GB --ops 0FLOP --bw 3.35TB/s --peak 989TFLOP/s --lat 0s",
    NULL,
};

/* The layout of --tp and --pp. */
static struct mlsys_layout layout(const struct mlsys_val *v)
{
    return (struct mlsys_layout){.tp = v[O_TP].x, .pp = v[O_PP].x, .dp = 1, .ep = 1,
                                 .interleave = 1, .cp = 1};
}

/* Split the step over --tp and --pp devices of one node (setup.h), the
 * link from --intra-fabric or the device's node facts. */
static int split(const struct mlsys_call *call, struct mlsys_step *st, struct mlsys_sink *sink,
                 struct mlsys_err *err)
{
    const struct mlsys_val *v = mlsys_call_block(call, &own);
    struct mlsys_step_split sp = {.lay = layout(v), .eta = 1};
    double devices = sp.lay.tp * sp.lay.pp;
    if (devices <= 1)
        return MLSYS_OK;
    const struct mlsys_record *fab = NULL, *used;
    int rc = MLSYS_OK;
    if (v[O_INTRA].set)
        rc = mlsys_dev_find(call, MLSYS_CAT_FABRIC, v[O_INTRA].s, "--intra-fabric", &fab, err);
    if (!rc)
        rc = mlsys_setup_scaleup(call->ctx ? call->ctx->catalog : NULL, st->hw, fab, &sp.link,
                                 &used, err);
    if (!rc)
        rc = mlsys_setup_one_node(sp.lay.tp, sp.lay.pp,
                                  mlsys_hw_dev_qty(st->hw, MLSYS_HW_NODE_DEVICES).v, "",
                                  "a step", err);
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    if (!rc) {
        sp.eta = mlsys_setup_link_eta(used, "scale-up", &notes);
        sp.ll_Bps = used ? mlsys_fabric_qty(used, MLSYS_FAB_LL_BANDWIDTH).v : NAN;
        /* on a full mesh the tensor-parallel all-reduces use a link to each
           peer, a pipeline hand-off one */
        sp.link.beta_Bps = mlsys_setup_mesh_Bps(used, sp.link.beta_Bps,
                                                sp.lay.tp > 1 ? sp.lay.tp : 2, &notes);
    }
    if (!rc)
        rc = mlsys_setup_split(st, &sp, err);
    if (!rc && used && !fab)
        mlsys_notes_add(&notes, "%s between the %g devices (the device's node facts; "
                                "--intra-fabric)",
                        mlsys_record_name(used), devices);
    if (!rc)
        rc = mlsys_dev_notes(call, &notes, sink, err);
    mlsys_notes_free(&notes);
    return rc;
}

/* c is a number cell of x when `have`, else absent. */
static void put_val_or_none(struct mlsys_cell *c, bool have, double x)
{
    if (have)
        mlsys_cell_put_val(c, x);
    else
        mlsys_cell_put_none(c);
}

static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_step dev;
    struct mlsys_ironlaw_out o;
    const struct mlsys_val *v = mlsys_call_block(call, &own);
    int rc = mlsys_dev_resolve(call, MLSYS_DEV_NEED_WORK | MLSYS_DEV_TIMES, &dev, sink, err);
    if (!rc)
        rc = mlsys_dev_need_device(&dev, err);
    if (!rc)
        rc = split(call, &dev, sink, err);
    if (!rc)
        rc = mlsys_ironlaw_eval(&dev.il, &o, err);
    struct mlsys_memory_out m = {.total_B = NAN, .devices_min = NAN};
    struct mlsys_layout lay = layout(v);
    if (!rc && dev.lowered)
        rc = mlsys_step_memory(&dev, MLSYS_OPTIMIZER_ADAM, 0, &lay, &m, err);
    if (rc)
        return rc;
    /* Items per step: tokens or samples when lowered, else the batch. */
    double items = dev.lowered ? dev.low.items : mlsys_dev_batch(call);
    struct mlsys_cell c[C_N];
    mlsys_dev_cells(&dev, c);
    static const int val_col[] = {C_TP, C_PP, C_TCOMM, C_DVOL, C_BW, C_TMEM, C_O, C_RPEAK,
                                  C_ETA, C_TCOMP, C_LLAT, C_T, C_I, C_RIDGE, C_RIDGE_EFF, C_MFU};
    const double val[] = {v[O_TP].x, v[O_PP].x, dev.il.comm_s, dev.il.dvol_B, dev.il.bw_Bps,
                          o.t_mem_s, dev.il.ops_FLOP, dev.il.peak_flops, dev.il.eta_hw,
                          o.t_comp_s, dev.il.lat_s, o.t_s, o.intensity, o.ridge, o.ridge_eff,
                          o.mfu};
    for (size_t i = 0; i < sizeof val / sizeof val[0]; i++)
        mlsys_cell_put_val(&c[val_col[i]], val[i]);
    mlsys_cell_put_str(&c[C_BOUND], mlsys_bound_name(o.bound));
    mlsys_cell_put(&c[C_THROUGHPUT], MLSYS_CELL_NUM, items / o.t_s, NULL, false, false);
    c[C_THROUGHPUT].q.dim[MLSYS_DIM_TIME] = -1; /* items per second */
    c[C_THROUGHPUT].unit = dev.lowered && dev.low.tokens ? "tokens/s" : "samples/s";
    bool mem = dev.lowered && isfinite(m.total_B);
    put_val_or_none(&c[C_MTOTAL], mem, m.total_B);
    put_val_or_none(&c[C_CAPACITY], isfinite(dev.capacity_B), dev.capacity_B);
    if (mem && isfinite(dev.capacity_B))
        mlsys_cell_put_bool(&c[C_FITS], m.fits);
    else
        mlsys_cell_put_none(&c[C_FITS]);
    put_val_or_none(&c[C_DEVMIN], mem && isfinite(m.devices_min), m.devices_min);
    return sink->row(sink, c, err);
}

const struct mlsys_cmddef mlsys_cmd_iron_law = {
    .name = "iron-law",
    .summary = "step time by the iron law: T = D_vol/BW + O/(R_peak eta_hw) + L_lat",
    .description =
        "Lowers a workload (--workload, or raw --params --layers --hidden --heads) for a phase,\n"
        "batch and sequence length into operations O and bytes moved D_vol, and times one step\n"
        "on a device (--hw, or raw --bw --peak --lat) with the three terms serialised. Raw\n"
        "--dvol --ops --bw --peak --lat override the catalog, so it also works as a plain\n"
        "calculator. The bound is the largest term; MFU = O / (T R_peak).\n"
        "Training of a network that is not a transformer (CNN, SSM) is forward + backward =\n"
        "3 x the forward FLOPs. An SSM (mamba-2.8b) does 2 P FLOPs a token and keeps a fixed\n"
        "recurrent state (shown as M_KV) in place of a KV cache; docs/notation.md s4.\n"
        "--tp and --pp split a decode or prefill step of a transformer over t p devices of\n"
        "one node: D_vol and O are then one device's share of one stage (weights and work / t p,\n"
        "the KV cache / min(t, H_KV) p), the step passes the p stages in turn, and T_comm adds\n"
        "two ring all-reduces of the step's activations per layer over t and p - 1 hand-offs:\n"
        "T = p (T_mem + T_comp) + T_comm + L_lat. mlsys infer models a deployment fully.",
    .blocks = MLSYS_BLOCKS(&mlsys_blk_device, &mlsys_blk_model, &mlsys_blk_step, &mlsys_blk_work,
                           &own),
    .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
