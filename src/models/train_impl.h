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
    double flop_attn;              /* of which the attention core                 */
    double cast_fwd, cast_bwd;     /* of fwd and bwd: casting operands (fp8)      */
};

/* One layer, one microbatch, one device: compute by GEMMs, attention and
 * element-wise kernels, exposed collectives, recompute. */
void mlsys_train_layer_cost(const struct mlsys_train_in *in, struct mlsys_train_layer *L);

/* The output layer and loss on the last stage, one microbatch: forward and
 * backward times and the forward FLOPs. */
void mlsys_train_head_cost(const struct mlsys_train_in *in, double *fwd, double *bwd,
                           double *flop);

/* The parameters held by one device before ZeRO sharding (the dense part
 * over t p, the experts over t p e); *expert_part the experts' share. */
double mlsys_train_params_device(const struct mlsys_train_in *in, double *expert_part);

/* Memory of the first pipeline stage, which holds the most: o's m_* fields
 * from P_dev parameters per device and o->microbatches. */
void mlsys_train_stage_memory(const struct mlsys_train_in *in, double P_dev,
                              struct mlsys_train_out *o);

#endif
