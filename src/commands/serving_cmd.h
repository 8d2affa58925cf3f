/* serving_cmd.h - `mlsys serving`'s options, columns and service model,
 * shared by cmd_serving.c (the command, static batches) and
 * serving_cont.c (continuous batching) (internal). */
#ifndef MLSYS_COMMANDS_SERVING_CMD_H
#define MLSYS_COMMANDS_SERVING_CMD_H

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/infer.h"
#include "mlsys/serving.h"
#include "models/infer_impl.h"
#include "run/command.h"

enum {
    O_ARRIVAL, O_LATENCY, O_SVC, O_SVC_BASE, O_SVC_ITEM, O_BATCH, O_REPLICAS, O_QUEUE, O_SVC_CV,
    O_SLO, O_SLO_TTFT, O_SLO_TPOT, O_SLO_TPOT_AT, O_MAX_BATCH, O_HW, O_WORKLOAD, O_TP, O_EP,
    O_ENGINE,
    O_PROMPT,
    O_OUTPUT, O_PRECISION, O_EFF, O_BATCHING, O_CHUNK, O_SCHED_STEPS, O_STEP_BASE, O_STEP_SEQ,
    O_PREFILL_TOK,
    O_PRICE, O_POWER, O_FIND, O_DEVICES, O_OUTPUT_CV, O_KV_PRECISION, O_POWER_LIMIT, O_REDUNDANT,
    O_GATHER, O_PREFILL_ITER, O_EXPERT_PRECISION, O_N
};

enum {
    C_LAMBDA_ARR, C_BATCH, C_REPLICAS, C_QUEUE, C_SVC_CV, C_Q, C_T_SVC, C_MU, C_RHO, C_P_WAIT,
    C_W_Q, C_T_LAT, C_P50, C_P99, C_TTFT, C_TTFT_P99, C_TPOT, C_STABLE, C_MEETS, C_BATCH_BEST,
    C_REPLICAS_MIN, C_BATCHING, C_T_STEP, C_TTFT_P50, C_TTFT_P90, C_TPOT_P50, C_TPOT_P90,
    C_TPOT_P99, C_P90, C_TOKS, C_IN_TOKS, C_DEVICES, C_POWER, C_J_TOK, C_USD_MTOK, C_TP, C_EP,
    C_PP, C_N
};

/* The option block, the columns and the examples (serving_defs.c). */
extern const struct mlsys_optblock mlsys_serving_own;
extern const struct mlsys_coldef mlsys_serving_cols[C_N];
extern const char *const mlsys_serving_examples[];

/* Where T_svc(B), TTFT(B) and TPOT(B) (static batches) or T_step(n) and
 * the prefill times (continuous batching) come from. */
struct svc_model {
    const struct mlsys_call *call;
    bool device;                 /* --hw/--workload: the inference model         */
    bool cont;                   /* continuous batching                          */
    double base, item;           /* otherwise T_svc(B) or T_step(n) = base + item·n */
    double prefill_tok_s;        /* continuous: τ_p, prefill per prompt token      */
    double prefill_fixed_s;      /* continuous: a separate prefill's fixed cost     */
    struct mlsys_infer_in infer; /* device: one replica; the batch set per figure */
    double batch_max;            /* device: sequences whose KV cache fits         */
    double weights_B;            /* device: the weights a device holds            */
    double batch_max_inflight;   /* device: the same at each sequence's mean context
                                    (continuous batching's slots)                */
    struct mlsys_infer_prefill pre; /* device: the prefill times every batch shares
                                    (infer_impl.h); NaN until set up              */
    bool micro_auto;             /* device, p > 1 on a pipelined engine: min(p, n)
                                    microbatches in flight at each concurrency n  */
};

/* The devices of one replica of device model m: t p, or e p with expert
 * parallelism (mlsys_infer_stage_devices a stage). */
double mlsys_serving_cmd_replica_devices(const struct svc_model *m);

/* The layout cells of device model m's rows of c replicas (tp, ep, pp,
 * devices), absent for a service-time model. */
void mlsys_serving_cmd_layout_cells(const struct svc_model *m, double c, struct mlsys_cell *cell);

/* The token budget of an iteration: --chunk, or 0 (prefills in iterations
 * of their own) for --engine vllm-v0 without --chunk. */
double mlsys_serving_cmd_chunk(const struct mlsys_call *call);

/* Whether the user gave option i of serving. */
bool mlsys_serving_cmd_given(const struct mlsys_call *call, int i);

/* Whether any target is set in slo (a value above 0): an SLO search. */
bool mlsys_serving_cmd_targets_any(const struct mlsys_serving_targets *slo);

/* Whether the SLO search lays out model m's replica itself: continuous
 * batching on a device with a target and no --tp, finding replicas, or
 * finding arrival over --devices. The set-up's layout is then only the
 * first one tried. */
bool mlsys_serving_cmd_searches_layout(const struct svc_model *m);

/* mlsys_serving_step_fn over struct svc_model: mlsys infer's T_step at
 * batch max(n, 1), or --step-base + --step-per-seq·n. */
int mlsys_serving_cmd_step(void *ctx, double n, double *t_s, struct mlsys_err *err);

/* The cells every row has: tokens per second in and out, devices, power,
 * energy per token and price, for c replicas carrying lam requests/s,
 * busy the share busy of the time at concurrency n (the batch). */
int mlsys_serving_cmd_costs(const struct svc_model *m, double c, double lam, double n, double busy,
                            struct mlsys_cell *cell, struct mlsys_err *err);

/* The continuous-batching model of a replica of tp x pp devices of
 * --hw/--workload (pp NaN: --pp), its set-up's notes into sink (none when
 * NULL: the layouts the SLO search tries; the one it keeps is set up again
 * with them), then the note of the model's continuous batching; the
 * layout's and set-up's errors. */
int mlsys_serving_cmd_replica(const struct mlsys_call *call, double tp, double pp,
                              struct svc_model *m, struct mlsys_sink *sink, struct mlsys_err *err);

/* An error when one sequence's KV cache does not fit beside the weights of
 * device model m (no error for a service-time model). */
int mlsys_serving_cmd_kv_fits(const struct svc_model *m, struct mlsys_err *err);

/* Append "KEY 633.1 ms" (", " first after another) to buf, of size n and
 * length *len, for a figure x the SLO search could reach; nothing for NaN
 * (a figure without a target). */
void mlsys_serving_cmd_floor_text(char *buf, size_t n, size_t *len, const char *key, double x);

/* Continuous batching: the row (the SLO search's recommendation with
 * targets) and its notes into sink. */
int mlsys_serving_cont_run(const struct svc_model *m, const struct mlsys_serving_targets *slo,
                           struct mlsys_sink *sink, struct mlsys_err *err);

#endif
