/* infer_impl.h - the pieces of the serving model (infer.h) its files
 * share: the routed experts of a mixture of experts and their expert
 * parallelism (infer_moe.c). Internal: not part of the public API.
 */
#ifndef MLSYS_INFER_IMPL_H
#define MLSYS_INFER_IMPL_H

#include "mlsys/gemm.h"
#include "mlsys/infer.h"

/* Data-parallel attention groups of a stage: e/t with expert parallelism
 * (each group of t devices serves its own sequences), else 1. */
double mlsys_infer_groups(const struct mlsys_layout *l);

/* Parameters of the routed experts of every MoE layer, (N_L - dense
 * layers) E (2 or 3) d F; 0 for a dense model or an incomplete shape. */
double mlsys_infer_routed_params(const struct mlsys_arch *a);

/* The FFN of one layer on one device for `tokens` tokens of the stage:
 * a dense model's FFN, split over t; a mixture's routed experts, of which
 * the device holds E (split over t) or, with e > 1, E/e whole. The held
 * experts the tokens touch, held (1 - (1 - k/E)^tokens), run as one
 * grouped GEMM on tokens k / e rows between them (even routing: every
 * device receives the mean). Returns seconds; *flop and *weight_B that
 * GEMM's FLOPs and the weight bytes it streams. */
double mlsys_infer_routed_s(const struct mlsys_infer_in *in, const struct mlsys_gemm_dev *g,
                            double tokens, double *flop, double *weight_B);

/* The token dispatch and combine of every MoE layer (two all-to-alls a
 * layer, comm.h's pairwise all-to-all over the e devices of a stage) when
 * each device sends `rows` tokens' hidden vectors to k experts each
 * (GShard; DeepSpeed-MoE): M = rows k d s_act per rank, over the link
 * inside a node, or the scale-out link when e exceeds a node. 0 without
 * expert parallelism. Seconds, latency through all stages. */
double mlsys_infer_a2a_s(const struct mlsys_infer_in *in, double rows);

#endif
