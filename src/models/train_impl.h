/* train_impl.h - the pieces of the training model (train.h) its files
 * share: the link a collective group uses, the cost of one layer and of
 * the output layer (train_layer.c), and the parameters and memory of a
 * device (train_memory.c). Internal: not part of the public API.
 */
#ifndef MLSYS_TRAIN_IMPL_H
#define MLSYS_TRAIN_IMPL_H

#include "mlsys/train.h"

/* The depth K of a GEMM at which its efficiency is half its best: each
 * output tile fills and drains its pipeline of K steps (loads before the
 * first product, the epilogue after the last), a fixed cost worth about
 * two 64-deep K steps, so a GEMM reaches eta_mm K / (K + K_fill)
 * (docs/train.md, "GEMM efficiency by shape"). */
#define MLSYS_TRAIN_K_FILL 128.0

/* The link a group of collectives runs over, with its bus efficiency. */
struct mlsys_train_hop {
    struct mlsys_link link;
    double eta;
};

/* The link between two ranks `stride` devices apart for one point-to-point
 * transfer (a pipeline send): mlsys_train_group_link's hop, across nodes
 * at the fabric's point-to-point efficiency where the catalog gives one
 * (dev->eta_inter_p2p), else at its collective one. */
struct mlsys_train_hop mlsys_train_p2p_link(const struct mlsys_device *dev, double stride);

/* The link a group of n ranks spaced `stride` devices apart uses: the
 * scale-up link when the group fits in a node, else the node's NICs that
 * the group owns (per_node members share a node, one NIC each). */
struct mlsys_train_hop mlsys_train_group_link(const struct mlsys_device *dev, double n,
                                              double stride);

/* What one layer costs one device for one microbatch. */
struct mlsys_train_layer {
    double fwd, bwd, rec;          /* compute: GEMMs, attention, element-wise     */
    double tp_fwd, tp_bwd, tp_rec; /* exposed collectives                         */
    double flop_fwd;               /* model FLOPs of the forward pass, per device */
    double flop_attn;              /* of which the attention core (the whole s x s
                                      product, this device's 1/c of it)            */
    double cast_fwd, cast_bwd;     /* of fwd and bwd: casting operands (fp8)      */
    double flop_adapter;           /* LoRA adapters' forward FLOPs (not in flop_fwd) */
    double attn_fwd, attn_bwd;     /* the attention core's time (in fwd, bwd)      */
    double cp_fwd, cp_bwd, cp_rec; /* exposed context-parallel ring exchange       */
};

/* One layer, one microbatch, one device: compute by GEMMs, attention and
 * element-wise kernels, exposed collectives, recompute. */
void mlsys_train_layer_cost(const struct mlsys_train_in *in, struct mlsys_train_layer *L);

/* The output layer and loss on the last stage, one microbatch: forward and
 * backward times and the forward FLOPs. */
void mlsys_train_head_cost(const struct mlsys_train_in *in, double *fwd, double *bwd,
                           double *flop);

/* ---- context parallelism and attention (train_attn.c) ---------------- */

/* The ranks a device's weights are replicated over, which exchange its
 * gradients and over which ZeRO shards: d c (context parallelism keeps
 * the whole layer on every rank of its group of c). */
double mlsys_train_dp_group(const struct mlsys_train_in *in);

/* A view of in for the kernels that see only a device's share of the
 * sequence: the same inputs with seq = s / c (GEMM rows, element-wise
 * kernels, tensor-parallel collectives, the output layer, the pipeline's
 * transfers are all linear in the tokens a device holds). */
struct mlsys_train_in mlsys_train_seq_part(const struct mlsys_train_in *in);

/* The exposed ring exchange of context parallelism for one layer and one
 * microbatch into L->cp_fwd, cp_bwd, cp_rec, from the attention times
 * L->attn_fwd and L->attn_bwd (0 when c = 1). */
void mlsys_train_cp_cost(const struct mlsys_train_in *in, struct mlsys_train_layer *L);

/* Model and executed FLOPs per iteration, the rates, MFU and HFU into o
 * (o->t_step_s set), from one layer's forward FLOPs in L. */
void mlsys_train_flops(const struct mlsys_train_in *in, const struct mlsys_train_layer *L,
                       struct mlsys_train_out *o);

/* The parameters held by one device before ZeRO sharding (the dense part
 * over t p, the experts over t p e); *expert_part the experts' share. */
double mlsys_train_params_device(const struct mlsys_train_in *in, double *expert_part);

/* Layers the last pipeline stage holds: the fewer, floor(l/(p v)) v, when
 * p v does not divide the l layers (a balancing partition gives the last
 * stage, which also runs the output layer, the remainder), else as many
 * as the busiest (mlsys_train_stage_layers). */
double mlsys_train_last_stage_layers(const struct mlsys_train_in *in);

/* The parameters of the pipeline stage that holds the most (an end stage,
 * with the embedding or the output layer), from P_dev, the even share. */
double mlsys_train_params_busiest(const struct mlsys_train_in *in, double P_dev);

/* Memory of the device that holds the most, the first pipeline stage (the
 * word embedding, min(p, m) microbatches in flight) or the last (the
 * output layer and its logits): o's m_* fields from P_dev, the even share
 * of parameters per device, and o->microbatches. */
void mlsys_train_stage_memory(const struct mlsys_train_in *in, double P_dev,
                              struct mlsys_train_out *o);

/* ---- fine-tuning, optimizers and offload (train_tune.c) ---- */

/* The checks of mlsys_train_check for the LoRA rank (0, or whole from 1
 * to h; not with ZeRO-3) and offload (a host link, and a host rate for the
 * optimizer): MLSYS_ERANGE with *bad set. */
int mlsys_train_check_tune(const struct mlsys_train_in *in, enum mlsys_train_bad *bad,
                           struct mlsys_err *err);

/* Whether the base weights are frozen (LoRA): no weight-gradient GEMMs. */
bool mlsys_train_frozen(const struct mlsys_train_in *in);

/* The LoRA adapters of one layer, one microbatch, one device: forward and
 * backward times of their GEMMs plus, for a base stored narrower than
 * s_elem_B (QLoRA), the dequantisation of the layer's weights before each
 * pass; *flop the adapters' forward FLOPs. All 0 without LoRA. */
void mlsys_train_lora_cost(const struct mlsys_train_in *in, double *fwd, double *bwd,
                           double *flop);

/* Trainable parameters one device holds before ZeRO sharding (P_dev
 * without LoRA, else its share of the adapters). */
double mlsys_train_trainable_device(const struct mlsys_train_in *in, double P_dev);

/* Optimizer state of n trainable parameters of which one device holds
 * `share` (1/(t p) of the model): opt_B_per_param n, plus Adafactor's
 * factored moment, 4 B per row and column of each matrix, times share. */
double mlsys_train_opt_state_B(const struct mlsys_train_in *in, double n, double share);

/* Weights, gradients and optimizer state of one device (o->m_weights_B,
 * m_gradients_B, m_optimizer_B) from P_dev parameters, with ZeRO and LoRA. */
void mlsys_train_state_memory(const struct mlsys_train_in *in, double P_dev,
                              struct mlsys_train_out *o);

/* Offload: removes from o's device memory what lives in host memory
 * (*act, the activations kept, included; act_mb those of one microbatch on
 * the stage) and sets o->t_offload_s, the host-link transfers and the host
 * optimizer step of one iteration. o->microbatches must be set. */
void mlsys_train_offload(const struct mlsys_train_in *in, double P_dev, double lp,
                         double act_mb, double *act, struct mlsys_train_out *o);

/* The optimizer step on the device, memory-bound (0 when offloaded). */
double mlsys_train_optimizer_s(const struct mlsys_train_in *in, double P_dev);

/* One checkpoint of the whole model: trainable weights and optimizer state. */
double mlsys_train_checkpoint_B(const struct mlsys_train_in *in);

#endif
