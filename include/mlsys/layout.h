/* layout.h - a model split over devices: the parallel layout and the rules
 * it must keep, one function per rule, used by every model and command
 * that splits one (docs/train.md, docs/inference.md).
 *
 * The rules differ between models only where the models do: inference
 * engines copy a KV head onto several devices, training frameworks split
 * them. Degrees are counts held in doubles (whole, >= 1).
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_LAYOUT_H
#define MLSYS_LAYOUT_H

#include <stdbool.h>

#include "mlsys/err.h"
#include "mlsys/export.h"
#include "mlsys/workload.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How a model is split over devices: the degrees of parallelism every
 * model that splits one reads (train, infer, the iron law's split,
 * memory). Whole numbers >= 1; 1 where a model has no such split. */
struct mlsys_layout {
    double tp;              /* t, tensor-parallel degree                        */
    double pp;              /* p, pipeline stages                               */
    double dp;              /* d, data-parallel replicas                        */
    double ep;              /* e, expert-parallel degree (divides d and the
                               experts; 1 dense)                                */
    double interleave;      /* v, model chunks per device (interleaved 1F1B)    */
    double cp;              /* c, context-parallel degree: each sequence split
                               over c devices (ring attention); N = t p c d     */
};

/* One device, unsplit: every degree 1. */
#define MLSYS_LAYOUT_ONE ((struct mlsys_layout){1, 1, 1, 1, 1, 1})

/* How tensor parallelism treats the key-value heads. */
enum mlsys_kv_split {
    MLSYS_KV_SPLIT = 0,  /* split over t: t divides H_KV (training)                */
    MLSYS_KV_REPLICATE = 1 /* split while t <= H_KV, above it each KV head copied on
                            t/H_KV devices (inference)                              */
};

/* Tensor parallelism over t devices splits whole attention heads: t divides
 * N_heads. The key-value heads: training (Megatron-LM) splits the query
 * groups, so t divides H_KV as well (MLSYS_KV_SPLIT); inference engines
 * (vLLM, TensorRT-LLM) copy a KV head onto t/H_KV devices when t exceeds
 * H_KV, so t divides H_KV or is a multiple of it (MLSYS_KV_REPLICATE).
 * MLSYS_ERANGE naming the counts when t breaks the rule; MLSYS_OK for an
 * architecture without heads. */
MLSYS_API int mlsys_rule_tp_heads(const struct mlsys_arch *a, double t, enum mlsys_kv_split kv,
                                  struct mlsys_err *err);

/* Pipeline parallelism over p stages of v chunks each (v = 1 without
 * interleaving): at most one chunk per layer, p v <= N_L. The layers need
 * not divide evenly: the busiest stage holds mlsys_layout_stage_layers and
 * the pipeline runs at its pace. MLSYS_ERANGE when p v exceeds N_L. */
MLSYS_API int mlsys_rule_pp_layers(const struct mlsys_arch *a, double p, double v,
                                   struct mlsys_err *err);

/* Expert parallelism as inference engines run it (vLLM's and SGLang's
 * expert-parallel modes; DeepSeek-V3's deployment, DeepSeek-AI 2024,
 * s3.4): the e devices of a stage each hold E/e of the routed experts,
 * and run attention and the dense parts as e/t data-parallel groups of t
 * tensor-parallel devices. e = 1 is no expert parallelism. MLSYS_ERANGE,
 * with the fix in the message, when e > 1 on a dense model, when e does
 * not divide the routed experts, or when t does not divide e. */
MLSYS_API int mlsys_rule_ep_experts(const struct mlsys_arch *a, double t, double e,
                                    struct mlsys_err *err);

/* mlsys_rule_ep_experts with r redundant copies of routed experts (an
 * expert-parallel load balancer's replicas of the busiest experts:
 * DeepSeek's EPLB; SGLang's --ep-num-redundant-experts): the E + r expert
 * slots are spread over the e devices, so e must divide E + r. r = 0 is
 * mlsys_rule_ep_experts. MLSYS_ERANGE also when r is not a whole number
 * >= 0, or r > 0 without expert parallelism (e = 1). Appended in 0.1. */
MLSYS_API int mlsys_rule_ep_slots(const struct mlsys_arch *a, double t, double e, double r,
                                  struct mlsys_err *err);

/* Layers the busiest of p stages of v chunks holds: ceil(N_L / (p v)) v. */
MLSYS_API double mlsys_layout_stage_layers(const struct mlsys_arch *a, double p, double v);

/* How much of an even split the busiest stage carries: p v / N_L times its
 * layers, 1 exactly when p v divides N_L. */
MLSYS_API double mlsys_layout_stage_excess(const struct mlsys_arch *a, double p, double v);

#ifdef __cplusplus
}
#endif

#endif
