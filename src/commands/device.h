/* device.h - options and input resolution shared by the single-device
 * commands (iron-law, roofline, energy, memory): a device from --hw or raw
 * --bw/--peak/--lat, a workload from --workload or raw architecture counts,
 * lowered for a phase, batch, sequence and precision (internal). */
#ifndef MLSYS_COMMANDS_DEVICE_H
#define MLSYS_COMMANDS_DEVICE_H

#include <stdbool.h>

#include "mlsys/catalog.h"
#include "mlsys/command.h"
#include "mlsys/ironlaw.h"
#include "mlsys/memory.h"
#include "mlsys/workload.h"

/* The shared options come first in each command's table, in this order. */
enum {
    D_HW, D_WORKLOAD, D_PHASE, D_BATCH, D_SEQ, D_PRECISION, D_KV_PRECISION,
    D_COMPUTE_PRECISION, D_EFF, D_RECOMPUTE, D_ACT_FRAC,
    D_DVOL, D_OPS, D_BW, D_PEAK, D_LAT, D_CAPACITY,
    D_PARAMS, D_ACTIVE_PARAMS, D_LAYERS, D_HIDDEN, D_HEADS, D_KV_HEADS, D_HEAD_DIM,
    D_N
};

/* The option definitions for D_HW..D_N-1, in that order, to put at the
 * start of a command's option table:
 * `static const struct mlsys_optdef opts[] = {MLSYS_DEVICE_OPTIONS, ...};` */
#define MLSYS_DO_CNT(name, def, help, fl) {name, 0, MLSYS_OPT_COUNT, NULL, def, NULL, help, fl}
#define MLSYS_DO_QTY(name, unit, help, fl) {name, 0, MLSYS_OPT_QTY, unit, NULL, NULL, help, fl}
#define MLSYS_DEVICE_OPTIONS \
    [D_HW] = {"hw", 0, MLSYS_OPT_NAME, NULL, NULL, "hardware", "device from the catalog", 0}, \
    [D_WORKLOAD] = {"workload", 0, MLSYS_OPT_NAME, NULL, NULL, "workload", \
    "workload from the catalog", 0}, \
    [D_PHASE] = {"phase", 0, MLSYS_OPT_CHOICE, NULL, NULL, MLSYS_PHASE_CHOICES, \
    "what one step is (default: decode for decoder and moe workloads, else infer)", \
    0}, \
    [D_BATCH] = MLSYS_DO_CNT("batch", "1", "B: sequences or samples per step", MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER), \
    [D_SEQ] = MLSYS_DO_CNT("seq", NULL, \
    "S: tokens of context (decode) or per sequence (default 2048, or the " \
    "workload's context when shorter)", \
    MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER), \
    [D_PRECISION] = {"precision", 0, MLSYS_OPT_CHOICE, NULL, "fp16", MLSYS_PRECISION_CHOICES, \
    "storage precision of weights (and KV cache)", 0}, \
    [D_KV_PRECISION] = {"kv-precision", 0, MLSYS_OPT_CHOICE, NULL, NULL, MLSYS_PRECISION_CHOICES, \
    "storage precision of the KV cache (default: --precision)", 0}, \
    [D_COMPUTE_PRECISION] = {"compute-precision", 0, MLSYS_OPT_CHOICE, NULL, NULL, MLSYS_RATE_PRECISION_CHOICES, \
    "precision whose peak rate applies (default: --precision if the " \
    "device has it, else fp16/bf16, else fp32)", \
    0}, \
    [D_EFF] = MLSYS_DO_CNT("eff", "1", "eta_hw: fraction of peak rate achieved", MLSYS_OPTF_FRACTION), \
    [D_RECOMPUTE] = {"recompute", 0, MLSYS_OPT_CHOICE, NULL, "none", MLSYS_RECOMPUTE_CHOICES, \
    "activation recomputation in training", 0}, \
    [D_ACT_FRAC] = MLSYS_DO_CNT("act-frac", "0.1", \
    "activation bytes per sample as a fraction of model bytes, when the " \
    "catalog has no figure", \
    MLSYS_OPTF_NONNEG), \
    [D_DVOL] = MLSYS_DO_QTY("dvol", "B", "D_vol: bytes moved (overrides the workload)", MLSYS_OPTF_NONNEG), \
    [D_OPS] = MLSYS_DO_QTY("ops", "FLOP", "O: operations (overrides the workload)", MLSYS_OPTF_NONNEG), \
    [D_BW] = MLSYS_DO_QTY("bw", "B/s", "BW: memory bandwidth (overrides the device)", MLSYS_OPTF_POSITIVE), \
    [D_PEAK] = MLSYS_DO_QTY("peak", "FLOP/s", "R_peak: peak rate (overrides the device)", MLSYS_OPTF_POSITIVE), \
    [D_LAT] = MLSYS_DO_QTY("lat", "s", "L_lat: fixed overhead per step (default: the device's launch " \
    "latency, else 0)", \
    MLSYS_OPTF_NONNEG), \
    [D_CAPACITY] = MLSYS_DO_QTY("capacity", "B", "device memory capacity (overrides the device)", MLSYS_OPTF_POSITIVE), \
    [D_PARAMS] = MLSYS_DO_CNT("params", NULL, "P: parameters (overrides the workload)", MLSYS_OPTF_POSITIVE), \
    [D_ACTIVE_PARAMS] = MLSYS_DO_CNT("active-params", NULL, "P_a: parameters active per token (moe)", \
    MLSYS_OPTF_POSITIVE), \
    [D_LAYERS] = MLSYS_DO_CNT("layers", NULL, "N_L: layers", MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER), \
    [D_HIDDEN] = MLSYS_DO_CNT("hidden", NULL, "d: hidden size", MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER), \
    [D_HEADS] = MLSYS_DO_CNT("heads", NULL, "N_heads: attention heads", MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER), \
    [D_KV_HEADS] = MLSYS_DO_CNT("kv-heads", NULL, "H_KV: key-value heads (default: heads)", MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER), \
    [D_HEAD_DIM] = MLSYS_DO_CNT("head-dim", NULL, "d_head: head dimension (default: hidden/heads)", \
    MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER)

/* What the shared options resolve to. */
struct mlsys_dev {
    const struct mlsys_record *hw; /* NULL without --hw */
    const struct mlsys_record *wl; /* NULL without --workload */
    struct mlsys_arch arch;
    struct mlsys_lowering how;
    struct mlsys_lowered low;      /* valid when lowered */
    bool lowered;                  /* O and D_vol came (at least partly) from lowering */
    enum mlsys_precision precision, kv_precision, compute_precision;
    bool have_work;                /* O and D_vol are known */
    struct mlsys_ironlaw_in il;    /* D_vol BW O R_peak eta_hw L_lat (NaN when unknown) */
    double capacity_B;             /* NaN when unknown */
    double tdp_W;                  /* NaN when unknown */
};

/* Resolve the shared options of call into *dev: look up --hw and
 * --workload, apply raw overrides, choose phase, sequence length and
 * compute precision (design.md s5), lower the workload. Every default in
 * effect that matters to the command (flags below) is reported with
 * sink->note. Without O and D_vol, MLSYS_DEV_NEED_WORK makes it a usage
 * error naming the options that would give them. */
enum {
    MLSYS_DEV_NEED_WORK = 1 << 0, /* O and D_vol are required                        */
    MLSYS_DEV_TIMES = 1 << 1      /* the command times the step: eta_hw, L_lat matter */
};
int mlsys_dev_resolve(const struct mlsys_call *call, unsigned flags, struct mlsys_dev *dev,
                      struct mlsys_sink *sink, struct mlsys_err *err);

/* Require the device side (BW, R_peak): a usage error naming --hw / --bw /
 * --peak when missing. */
int mlsys_dev_need_device(const struct mlsys_dev *dev, struct mlsys_err *err);

/* The input columns every single-device command starts its output with. */
enum { DC_HW, DC_WORKLOAD, DC_PHASE, DC_BATCH, DC_SEQ, DC_PRECISION, DC_COMPUTE_PRECISION,
       DC_N };
#define MLSYS_DEVICE_COLUMNS                                                                 \
    {"hw", NULL, MLSYS_FMT_AUTO, "device", MLSYS_COL_SUMMARY},                               \
        {"workload", NULL, MLSYS_FMT_AUTO, "workload", MLSYS_COL_SUMMARY},                   \
        {"phase", NULL, MLSYS_FMT_AUTO, "decode, prefill, train or infer", 0},               \
        {"batch", "", MLSYS_FMT_AUTO, "B, sequences or samples per step", MLSYS_COL_SUMMARY}, \
        {"seq", "", MLSYS_FMT_AUTO, "S, tokens of context or per sequence", 0},              \
        {"precision", NULL, MLSYS_FMT_AUTO, "storage precision of the weights", 0},           \
    {                                                                                        \
        "compute_precision", NULL, MLSYS_FMT_AUTO, "precision whose peak rate R_peak is", 0   \
    }

/* The architecture of catalog workload wl: its counts, with kv_heads
 * defaulting to heads, head_dim to hidden/heads and active_params to
 * params; every field NaN (moe false) when wl is NULL. */
void mlsys_dev_arch(const struct mlsys_record *wl, struct mlsys_arch *a);

/* Fill cells[DC_HW..DC_N-1] from dev (absent where not applicable). */
void mlsys_dev_cells(const struct mlsys_dev *dev, struct mlsys_cell *cells);

/* The memory the lowered step needs per device (memory.h) with the given
 * optimizer, ZeRO stage and data/tensor/pipeline degrees. */
int mlsys_dev_memory(const struct mlsys_dev *dev, enum mlsys_optimizer opt, int zero, double dp,
                     double tp, double pp, struct mlsys_memory_out *m, struct mlsys_err *err);

/* Fill v[0..D_N) with the defaults of the device options (batch 1, fp16,
 * eta_hw 1, ...), for commands that evaluate a device inside a larger
 * model and set the fields they need (hw, workload, phase, batch, seq). */
void mlsys_dev_defaults(struct mlsys_val v[D_N]);

/* Resolve v like mlsys_dev_resolve, without notes, and evaluate the iron
 * law: *o and *dev (both required). Errors as for the iron-law command. */
int mlsys_dev_eval(struct mlsys_ctx *ctx, const struct mlsys_val v[D_N], struct mlsys_dev *dev,
                   struct mlsys_ironlaw_out *o, struct mlsys_err *err);

/* Name cells of the shared inputs: hw, workload, phase, precision,
 * compute_precision (absent cells where not applicable). */
const char *mlsys_dev_hw_name(const struct mlsys_dev *dev);
const char *mlsys_dev_wl_name(const struct mlsys_dev *dev);
const char *mlsys_dev_phase_name(const struct mlsys_dev *dev);

#endif
