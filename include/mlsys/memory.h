/* memory.h - memory footprint per device: weights, gradients, optimizer
 * state, activations, KV cache; ZeRO and tensor/pipeline sharding
 * (docs/notation.md s4). Bytes as doubles, counts as doubles.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_MEMORY_H
#define MLSYS_MEMORY_H

#include <stdbool.h>

#include "mlsys/err.h"
#include "mlsys/export.h"
#include "mlsys/layout.h"
#include "mlsys/workload.h"

#ifdef __cplusplus
extern "C" {
#endif

enum mlsys_optimizer {
    MLSYS_OPTIMIZER_ADAM = 0, /* fp32 master, m, v: 12 B per parameter */
    MLSYS_OPTIMIZER_SGD = 1,  /* fp32 master + momentum: 4 B per parameter (docs/notation.md s4) */
    MLSYS_OPTIMIZER_NONE = 2
};
#define MLSYS_OPTIMIZER_CHOICES "adam|sgd|none"

struct mlsys_memory_in {
    struct mlsys_arch arch;
    enum mlsys_phase phase;
    double batch, seq;          /* B per data-parallel replica, S        */
    double s_elem_B, s_kv_B;    /* bytes per weight / KV element          */
    enum mlsys_optimizer optimizer;
    enum mlsys_recompute recompute;
    int zero;                   /* ZeRO stage 0..3                        */
    struct mlsys_layout lay;    /* d, t, p degrees >= 1 (layout.h; e, v unused) */
    double microbatches;        /* m per replica per step (training); 0 or
                                   NaN: not known, taken as m >= p         */
    double act_frac;            /* inference activations when unknown     */
    double capacity_B;          /* device memory; NaN: no fit check       */
    double s_grad_B;            /* bytes per gradient element (training);
                                   0: s_elem_B                            */
};

struct mlsys_memory_out {
    double weights_B, gradients_B, optimizer_B, activations_B, kv_B; /* per device;
                                   activations_B NaN when unknown (no shape) */
    double state_B;             /* all but activations per device: a lower
                                   bound of total_B, known from P alone     */
    double total_B;             /* M_total per device; NaN when activations
                                   are unknown                              */
    double total_all_B;         /* one replica before any sharding; NaN too */
    bool fits;                  /* total_B <= capacity_B (true without one) */
    bool fits_known;            /* false when total_B is unknown and state_B
                                   alone fits: then fits says nothing      */
    double devices_min;         /* ceil(total_all_B / capacity_B); NaN when
                                   unknown                                  */
    bool used_act_frac;
};

/* Optimizer state per parameter: Adam 12 B (fp32 master copy and two
 * moments), SGD with momentum 4 B, none 0. */
MLSYS_API double mlsys_optimizer_bytes_per_param(enum mlsys_optimizer o);

/* Over how many of t tensor-parallel devices the KV cache divides: t, but
 * no more than the KV heads (above them each head is copied on t/H_KV
 * devices), and 1 for a latent cache (MLA), which every head reads. */
MLSYS_API double mlsys_memory_kv_split(const struct mlsys_arch *a, double tp);

/* Per-device footprint. Training: M_weights = P s_elem, M_gradients = P
 * s_elem, M_optimizer = 12 P (Adam) / 4 P (SGD) / 0, all divided by t p
 * (tensor and pipeline sharding) and by dp for ZeRO stage >= 1 (optimizer),
 * >= 2 (gradients), 3 (weights); M_activations = N_L * per-layer bytes
 * (workload.h, Korthikanti 2022) / t, assuming sequence parallelism splits
 * them over t and the first of the p stages, the fullest, holds min(p, m)
 * micro-batches of N_L/p layers in flight (1F1B: a stage starts its first
 * backward pass after at most p forward passes, and there are only m; with
 * m unknown it is p, i.e. N_L layers' worth of one micro-batch; Narayanan
 * et al. 2021 s2.2). A network that is not a transformer keeps the
 * activations its lowering gives (workload.h: B activation bytes per
 * sample), split the same way. Inference: weights + B M_KV(S) (decoder,
 * prefill) or weights + B activation bytes (infer), divided by t p; the
 * KV cache by min(t, H_KV) p (a head is not split: above H_KV devices each
 * copies one), and by p alone for a latent cache (MLA).
 * Training state needs only P: an architecture whose training step cannot
 * be lowered (mlsys_arch_trains: no transformer shape, SSM state or FLOPs
 * per sample) gives weights, gradients and optimizer state, with
 * activations, M_total and devices_min unknown (NaN), and fits
 * false only when that state alone exceeds the capacity (fits_known).
 * Degrees below 1, zero stage outside 0..3: MLSYS_ERANGE; training without
 * P: MLSYS_EUSAGE. */
MLSYS_API int mlsys_memory_eval(const struct mlsys_memory_in *in, struct mlsys_memory_out *out,
                                struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
