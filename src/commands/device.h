/* device.h - the option blocks of one step of a workload on one device
 * (internal): the device (--hw and its raw figures), the model (--workload
 * and its raw architecture), the step (phase, batch, sequence, precision)
 * and raw work (--ops, --dvol), bound to the set-up layer (setup.h).
 * iron-law, roofline, energy and memory take them; other commands reuse
 * single options through the MLSYS_OPT_* definitions of optdefs.h. */
#ifndef MLSYS_COMMANDS_DEVICE_H
#define MLSYS_COMMANDS_DEVICE_H

#include <stdbool.h>

#include "mlsys/catalog.h"
#include "mlsys/ironlaw.h"
#include "mlsys/memory.h"
#include "mlsys/setup.h"
#include "mlsys/workload.h"
#include "commands/optdefs.h"
#include "run/command.h"

#define MLSYS_SEQ_HELP \
    "S: tokens of context (decode) or per sequence (default 2048, or the workload's " \
    "context when shorter; above the context is noted)"

/* The device block: --hw, its raw figures, efficiency and compute precision. */
enum { DV_HW, DV_BW, DV_PEAK, DV_LAT, DV_CAPACITY, DV_EFF, DV_COMPUTE_PRECISION, DV_N };
extern const struct mlsys_optblock mlsys_blk_device;

/* The model block: --workload and its raw architecture counts. */
enum { MD_WORKLOAD, MD_PARAMS, MD_ACTIVE_PARAMS, MD_LAYERS, MD_HIDDEN, MD_HEADS, MD_KV_HEADS,
       MD_HEAD_DIM, MD_N };
extern const struct mlsys_optblock mlsys_blk_model;

/* The step block: what one step is. */
enum { ST_PHASE, ST_BATCH, ST_SEQ, ST_PRECISION, ST_KV_PRECISION, ST_RECOMPUTE, ST_ACT_FRAC,
       ST_N };
extern const struct mlsys_optblock mlsys_blk_step;

/* The work block: raw O and D_vol replacing the lowering. */
enum { WK_DVOL, WK_OPS, WK_N };
extern const struct mlsys_optblock mlsys_blk_work;

/* The fields of struct mlsys_shape, in its order, to bind a block's shape
 * options by mlsys_dev_shape. */
enum { MLSYS_SHAPE_PARAMS, MLSYS_SHAPE_ACTIVE_PARAMS, MLSYS_SHAPE_LAYERS, MLSYS_SHAPE_HIDDEN,
       MLSYS_SHAPE_HEADS, MLSYS_SHAPE_KV_HEADS, MLSYS_SHAPE_HEAD_DIM, MLSYS_SHAPE_FFN,
       MLSYS_SHAPE_VOCAB, MLSYS_SHAPE_N };

/* Precision option i of block b in call: its choice, or
 * MLSYS_PRECISION_UNSET when not given (set-up applies its rule). */
enum mlsys_precision mlsys_dev_precision(const struct mlsys_call *call,
                                         const struct mlsys_optblock *b, size_t i);

/* The shape overrides of block b in call into *sh: opt_of[f] is the
 * block's option for field f, or -1 where the block has none (NaN: not
 * given). */
void mlsys_dev_shape(const struct mlsys_call *call, const struct mlsys_optblock *b,
                     const int opt_of[MLSYS_SHAPE_N], struct mlsys_shape *sh);

/* What mlsys_dev_resolve needs. */
enum {
    MLSYS_DEV_NEED_WORK = 1 << 0, /* O and D_vol are required                        */
    MLSYS_DEV_TIMES = 1 << 1,     /* the command times the step: eta_hw, L_lat matter */
    MLSYS_DEV_MEMORY = 1 << 2     /* memory only: training state needs only P (setup.h) */
};

/* Resolve the device, model, step and work blocks of call (those it takes)
 * into *st through mlsys_setup_step: look up --hw and --workload, hand the
 * values the user gave as overrides, and pass every default the set-up
 * applied to sink->note (not on a quiet point of a sweep). With
 * MLSYS_DEV_NEED_WORK, missing O and D_vol is a usage error naming the
 * options that would give them. */
int mlsys_dev_resolve(const struct mlsys_call *call, unsigned flags, struct mlsys_step *st,
                      struct mlsys_sink *sink, struct mlsys_err *err);

/* Require the device side (BW, R_peak): a usage error naming --hw / --bw /
 * --peak when missing. */
int mlsys_dev_need_device(const struct mlsys_step *st, struct mlsys_err *err);

/* rc, except that a model's MLSYS_ENUMERIC (a result that is no finite
 * number, from inputs beyond what doubles carry) becomes MLSYS_ERANGE
 * about the numbers the user gave: err's context names each number option
 * of the command given on the command line ("--hidden"). */
int mlsys_dev_overflow(const struct mlsys_call *call, int rc, struct mlsys_err *err);

/* A power drawn per device given as --power: at most twice the device's
 * TDP (when known), else MLSYS_ERANGE at --power. */
int mlsys_dev_power_check(double power_W, double tdp_W, struct mlsys_err *err);

/* Whether weights_B a device exceed the mem_util share of its capacity_B
 * (false when the capacity is unknown); when they do, buf (of n bytes)
 * says so: "the weights alone do not fit: 141.1 GB a device against 77.31
 * GB (--mem-util 0.9 of 85.9 GB)", for a note or an error to follow with
 * MLSYS_DEV_WEIGHTS_REMEDY. */
bool mlsys_dev_weights_exceed(double weights_B, double capacity_B, double mem_util, char *buf,
                              size_t n);
#define MLSYS_DEV_WEIGHTS_REMEDY \
    "give more --tp or --pp, a smaller --precision or a device with more memory"

/* Pass one note of the library to sink in the command's words
 * (mlsys_cmd_say): dropped when it names an input the command has no
 * option for. */
int mlsys_dev_note(const struct mlsys_call *call, const char *text, struct mlsys_sink *sink,
                   struct mlsys_err *err);

/* Pass every note to sink (none when quiet). */
int mlsys_dev_notes(const struct mlsys_call *call, const struct mlsys_notes *notes,
                    struct mlsys_sink *sink, struct mlsys_err *err);

/* Look up catalog name of kind; an unknown name is an error at option `opt`. */
int mlsys_dev_find(const struct mlsys_call *call, enum mlsys_catalog_kind kind, const char *name,
                   const char *opt, const struct mlsys_record **out, struct mlsys_err *err);

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

/* Fill cells[DC_HW..DC_N-1] from st (absent where not applicable). */
void mlsys_dev_cells(const struct mlsys_step *st, struct mlsys_cell *cells);

/* The batch of the step block (1 when the command has none). */
double mlsys_dev_batch(const struct mlsys_call *call);

#endif
