/* trainopts.h - the option blocks of 3D-parallel training (train, plan,
 * and cluster or parallel given a layout), bound to the set-up layer's
 * training request (setup.h) (internal). */
#ifndef MLSYS_COMMANDS_TRAINOPTS_H
#define MLSYS_COMMANDS_TRAINOPTS_H

#include "mlsys/setup.h"
#include "mlsys/train.h"
#include "run/command.h"

/* The machine: a device from --hw or raw figures and its efficiencies. */
enum { TM_HW, TM_PEAK, TM_BW, TM_CAPACITY, TM_EFF, TM_EFF_MEM, TM_COMPUTE_PRECISION, TM_POWER_LIMIT,
       TM_N };
extern const struct mlsys_optblock mlsys_blk_machine;

/* The node around it: how many devices share the scale-up link, and which
 * fabric that link is. (The link between nodes is the link block, netopts.h.) */
enum { TN_NODE_SIZE, TN_INTRA_FABRIC, TN_N };
extern const struct mlsys_optblock mlsys_blk_node;

/* The transformer: --workload and its shape. */
enum { TS_WORKLOAD, TS_LAYERS, TS_HIDDEN, TS_HEADS, TS_KV_HEADS, TS_HEAD_DIM, TS_FFN, TS_VOCAB,
       TS_N };
extern const struct mlsys_optblock mlsys_blk_shape;

/* The layout and batch. */
enum { TL_DEVICES, TL_TP, TL_PP, TL_DP, TL_EP, TL_GLOBAL_BATCH, TL_MICROBATCH, TL_INTERLEAVE,
       TL_SEQ, TL_N };
extern const struct mlsys_optblock mlsys_blk_layout;

/* How the step runs: precision, memory savers, kernels and overlap. */
enum { TR_PRECISION, TR_GRAD_PRECISION, TR_RECOMPUTE, TR_SEQ_PARALLEL, TR_ZERO, TR_ATTENTION,
       TR_TP_OVERLAP, TR_DP_OVERLAP, TR_FRAMEWORK, TR_OPTIMIZER, TR_LORA_RANK,
       TR_BASE_PRECISION, TR_OFFLOAD, TR_HOST_BW, TR_CPU_OPT_RATE, TR_RECOMPUTE_LAYERS,
       TR_LOSS, TR_ATTN_KERNEL, TR_N };
extern const struct mlsys_optblock mlsys_blk_trainrun;

/* Long context: the context-parallel degree and how model FLOPs count
 * causal attention (train; plan's search does not split sequences yet). */
enum { TX_CP, TX_FLOPS, TX_N };
extern const struct mlsys_optblock mlsys_blk_context;

/* The whole run: tokens to train on, grid, PUE, price. */
enum { TC_TOKENS, TC_GRID, TC_PUE, TC_PRICE, TC_POWER, TC_POWER_MODEL, TC_MTBF, TC_RESTART,
       TC_WRITE_BW, TC_N };
extern const struct mlsys_optblock mlsys_blk_cost;

/* A deployment's node and the link between nodes, from the node and link
 * blocks when the command has them: --intra-fabric, --node-size, --fabric,
 * --alpha, --beta (NULL or NaN: not given). MLSYS_EUSAGE for an unknown
 * fabric, naming the option. */
struct mlsys_net_req {
    const struct mlsys_record *intra_fabric, *fabric;
    double node_size;
    struct mlsys_link inter;
};
int mlsys_train_net(const struct mlsys_call *call, struct mlsys_net_req *net,
                    struct mlsys_err *err);

/* The training request from the machine, shape, layout, run and link
 * blocks of call (catalog names looked up, errors at their options). */
int mlsys_train_request(const struct mlsys_call *call, struct mlsys_train_req *req,
                        struct mlsys_err *err);

/* The whole run (time to train, energy, CO2e, cost) of an iteration. */
struct mlsys_train_run {
    double time_s, energy_J, co2_kg, cost_USD; /* NaN when not asked or unknown */
    /* failures (NaN without --mtbf-device): time_s is then time_ideal_s / goodput */
    double time_ideal_s;  /* tokens / tokens_per_s, without failures           */
    double mtbf_system_s, t_write_s, tau_s, goodput; /* mlsys_train_failures      */
};

/* The cost block, read once. */
struct mlsys_train_costs {
    double tokens;      /* D; NaN: no run                                      */
    double pue;         /* default 1                                           */
    double ci_kgpJ;     /* the grid's carbon intensity; NaN: no grid           */
    double price_USDps; /* per device-second; NaN: no price                    */
    double power_W;     /* drawn per device (--power); NaN: by power_tdp        */
    bool power_tdp;     /* TDP x device-hours (model cards), else the
                           utilization model TDP (0.3 + 0.7 HFU)               */
    double mtbf_s;      /* MTBF of one device; NaN: no failures               */
    double restart_s;   /* time to restart after a failure                    */
    double write_Bps;   /* checkpoint write bandwidth of the job              */
};

/* The cost block of call into *c (the grid looked up, PUE >= 1: errors at
 * their options), with notes on what the run will charge for a device of
 * TDP tdp_W (NaN: unknown, no energy). */
int mlsys_train_costs(const struct mlsys_call *call, double tdp_W, struct mlsys_train_costs *c,
                      struct mlsys_notes *notes, struct mlsys_err *err);

/* The run of c->tokens at o's rate on `devices` devices of TDP tdp_W: time
 * to train (with c->mtbf_s, over the goodput of mlsys_train_failures for
 * o's checkpoint; the failure-free time in time_ideal_s); energy with each
 * device drawing c->power_W when given, else
 * its TDP (c->power_tdp: the convention of published model cards, TDP x
 * device-hours), else TDP (0.3 + 0.7 HFU) (the energy command's power
 * view), times PUE; CO2e at the grid's intensity; cost at the price per
 * device-second. NaN where an input is missing (and where the failures
 * leave no useful work: mlsys_train_run_check tells why). */
void mlsys_train_run(const struct mlsys_train_costs *c, double devices, double tdp_W,
                     const struct mlsys_train_out *o, struct mlsys_train_run *run);

/* The error of c's failures for o on `devices` devices (MLSYS_OK without
 * --mtbf-device or --tokens), at the option to change. */
int mlsys_train_run_check(const struct mlsys_train_costs *c, double devices,
                          const struct mlsys_train_out *o, struct mlsys_err *err);

/* --offload's words, separated by sep (',' on the command line, '+' in
 * plan's --versus), into *bits: each word once, "none" alone; a usage
 * error naming the word otherwise. */
int mlsys_train_offload_parse(const char *text, char sep, unsigned *bits, struct mlsys_err *err);

/* Whether --offload is `any`: plan searches every combination and train
 * refuses it (cmd_train.c); mlsys_train_request then leaves the request's
 * offload none. */
bool mlsys_train_offload_any(const struct mlsys_call *call);

/* The --offload word of bit number `bit` of enum mlsys_train_offload
 * (0 optimizer, 1 weights, 2 activations; "?" past them). */
const char *mlsys_train_offload_word(unsigned bit);

/* What `bits` (enum mlsys_train_offload) keeps in host memory, in
 * --offload's words: "none", or e.g. "optimizer,weights" (static text,
 * "?" for bits no option sets). */
const char *mlsys_train_offload_words(unsigned bits);

/* The columns of a training layout's row: train's output, and plan's. */
enum { MLSYS_TRAIN_NCOLS = 56 };
extern const struct mlsys_coldef mlsys_train_cols[MLSYS_TRAIN_NCOLS];

/* One row of mlsys_train_cols to sink: device hw and workload wl (may be
 * NULL), the set-up's precision and capacity, the layout in, its result o
 * and run. */
int mlsys_train_row(struct mlsys_sink *sink, const struct mlsys_record *hw,
                    const struct mlsys_record *wl, const struct mlsys_train_setup *s,
                    const struct mlsys_train_in *in, const struct mlsys_train_out *o,
                    const struct mlsys_train_run *run, struct mlsys_err *err);

#endif
