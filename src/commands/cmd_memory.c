/* cmd_memory.c - `mlsys memory`: weights + gradients + optimizer +
 * activations (+ KV cache) per device, with ZeRO and sharding. */
#include <math.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "mlsys/memory.h"

enum { O_OPTIMIZER, O_ZERO, O_DP, O_TP, O_PP, O_N };

static const struct mlsys_optdef opts[O_N] = {
    [O_OPTIMIZER] = MLSYS_OPT_OPTIMIZER,
    [O_ZERO] = MLSYS_OPT_ZERO("ZeRO stage: 1 shards optimizer state, 2 also gradients, 3 also "
                              "weights over --dp"),
    [O_DP] = MLSYS_OPT_DP("1", "d: data-parallel degree (ZeRO shards over it)"),
    [O_TP] = MLSYS_OPT_TP("1", "t: tensor-parallel degree"),
    [O_PP] = MLSYS_OPT_PP("1", "p: pipeline-parallel degree"),
};
static const struct mlsys_optblock own = {opts, O_N};
#define OWN(call) mlsys_call_block(call, &own)

enum {
    C_W = DC_N, C_G, C_OPT, C_ACT, C_KV, C_TOTAL, C_CAP, C_FITS, C_DEVMIN, C_N
};

#define S MLSYS_COL_SUMMARY
static const struct mlsys_coldef cols[C_N] = {
    MLSYS_DEVICE_COLUMNS,
    [C_W] = {"M_weights", "B", MLSYS_FMT_AUTO, "weights per device", 0},
    [C_G] = {"M_gradients", "B", MLSYS_FMT_AUTO, "gradients per device (training)", 0},
    [C_OPT] = {"M_optimizer", "B", MLSYS_FMT_AUTO, "optimizer state per device (training)", 0},
    [C_ACT] = {"M_activations", "B", MLSYS_FMT_AUTO,
               "activations kept for the backward pass (training) or per sample (infer)", 0},
    [C_KV] = {"M_KV", "B", MLSYS_FMT_AUTO, "KV cache B M_KV(S) per device (inference)", 0},
    [C_TOTAL] = {"M_total", "B", MLSYS_FMT_AUTO, "sum of the above per device", S},
    [C_CAP] = {"capacity", "B", MLSYS_FMT_AUTO, "device memory capacity", S},
    [C_FITS] = {"fits", NULL, MLSYS_FMT_AUTO, "M_total <= capacity", S},
    [C_DEVMIN] = {"devices_min", "", MLSYS_FMT_AUTO,
                  "fewest devices whose memory holds one unsharded replica", S},
};

static const char *const examples[] = {
    "memory --hw h100 --workload llama70b",
    "memory --hw h100 --workload llama3-8b --phase train --batch 4 --seq 4096 --recompute "
    "selective",
    "memory --hw h100 --workload llama70b --phase train --zero 3 --dp 64 --tp 8",
    "memory --params 7e9 --phase train --optimizer adam",
    NULL,
};

static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_step dev;
    struct mlsys_memory_out m;
    const struct mlsys_val *v = OWN(call);
    if (v[O_ZERO].x > 3) {
        mlsys_err_where(err, "--zero");
        return mlsys_err_set(err, MLSYS_ERANGE, "must be 0, 1, 2 or 3");
    }
    int rc = mlsys_dev_resolve(call, MLSYS_DEV_MEMORY, &dev, sink, err);
    bool train = !rc && dev.shaped && dev.how.phase == MLSYS_PHASE_TRAIN;
    if (!rc && !dev.lowered && !(train && isfinite(dev.arch.params)))
        rc = mlsys_err_set(err, MLSYS_EUSAGE,
                           "no workload: give --workload NAME, or --params (with --layers "
                           "--hidden --heads unless --phase train)");
    struct mlsys_layout lay = {.tp = v[O_TP].x, .pp = v[O_PP].x, .dp = v[O_DP].x, .ep = 1,
                               .interleave = 1, .cp = 1};
    if (!rc)
        rc = mlsys_step_memory(&dev, (enum mlsys_optimizer)v[O_OPTIMIZER].choice,
                               (int)v[O_ZERO].x, &lay, &m, err);
    if (rc)
        return rc;
    if (dev.how.phase == MLSYS_PHASE_TRAIN && v[O_ZERO].x > 0 && v[O_DP].x == 1) {
        rc = sink->note(sink, "ZeRO with --dp 1 shards nothing", err);
        if (rc)
            return rc;
    }
    if (isnan(m.activations_B) && !call->quiet) {
        rc = sink->note(sink,
                        "M_activations unknown: give --layers, --hidden and --heads, or "
                        "--workload; M_total is unknown too, at least M_weights + M_gradients "
                        "+ M_optimizer",
                        err);
        if (rc)
            return rc;
    }
    bool cap = isfinite(dev.capacity_B);
    struct mlsys_cell c[C_N];
    mlsys_dev_cells(&dev, c);
    c[C_W] = mlsys_cell_val(m.weights_B);
    c[C_G] = train ? mlsys_cell_val(m.gradients_B) : mlsys_cell_none();
    c[C_OPT] = train ? mlsys_cell_val(m.optimizer_B) : mlsys_cell_none();
    c[C_ACT] = isnan(m.activations_B) ? mlsys_cell_none() : mlsys_cell_val(m.activations_B);
    c[C_KV] = train ? mlsys_cell_none() : mlsys_cell_val(m.kv_B);
    c[C_TOTAL] = isnan(m.total_B) ? mlsys_cell_none() : mlsys_cell_val(m.total_B);
    c[C_CAP] = cap ? mlsys_cell_val(dev.capacity_B) : mlsys_cell_none();
    c[C_FITS] = cap && m.fits_known ? mlsys_cell_bool(m.fits) : mlsys_cell_none();
    c[C_DEVMIN] = cap && isfinite(m.devices_min) ? mlsys_cell_val(m.devices_min)
                                                 : mlsys_cell_none();
    return sink->row(sink, c, err);
}

const struct mlsys_cmddef mlsys_cmd_memory = {
    .name = "memory",
    .summary = "memory per device: weights, gradients, optimizer, activations, KV cache",
    .description =
        "Training keeps weights and gradients (P s_elem each), optimizer state (12 P for Adam,\n"
        "4 P for SGD) and activations (Korthikanti et al. 2022: S B d (34 + 5 N_heads S / d)\n"
        "s_elem / 2 per layer, 34 S B d s_elem / 2 with selective and 2 S B d s_elem / 2 with\n"
        "full recomputation). ZeRO stage 1/2/3 divides optimizer/gradients/weights by --dp;\n"
        "--tp and --pp shard the model state, activations are split over --tp (sequence\n"
        "parallelism). Inference keeps weights and the KV cache B M_KV(S). Training state\n"
        "needs only P: with --params alone (no --layers --hidden --heads) the activations and\n"
        "M_total are unknown and left out, and fits is false only when the state alone\n"
        "exceeds the capacity.",
    .blocks = MLSYS_BLOCKS(&mlsys_blk_device, &mlsys_blk_model, &mlsys_blk_step, &own),
        .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
