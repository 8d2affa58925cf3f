/* parallel.h - 3D parallelism: the degrees N_total = d·p·t, the pipeline
 * bubble and the bytes each step moves over tensor-, pipeline- and
 * data-parallel links (docs/notation.md s8).
 * Plain doubles: counts bare, bytes (_B); NaN marks "not given" and an
 * output that cannot be computed from what was given.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_PARALLEL_H
#define MLSYS_PARALLEL_H

#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Which degrees were not given: derived from the others, or taken as 1. */
enum {
    MLSYS_PAR_N = 1 << 0,  /* N_total */
    MLSYS_PAR_DP = 1 << 1, /* d       */
    MLSYS_PAR_PP = 1 << 2, /* p       */
    MLSYS_PAR_TP = 1 << 3  /* t       */
};

struct mlsys_parallel_in {
    double devices, dp, pp, tp; /* N_total, d, p, t: whole >= 1, NaN if not given */
    double microbatches;        /* m, whole >= 1                                  */
    double virtual_stages;      /* V, interleaved chunks per device, whole >= 1   */
    double params;              /* P (for dp traffic); NaN                        */
    double layers, hidden;      /* N_L, d_model (for tp/pp traffic); NaN          */
    double batch;               /* B, global batch in sequences per step; NaN     */
    double seq;                 /* S, tokens per sequence; NaN                    */
    double s_elem_B;            /* bytes per activation / gradient element        */
    double s_grad_B;            /* bytes per gradient element when they differ
                                   (fp32 gradients of bf16 weights); 0: s_elem_B */
};

struct mlsys_parallel_out {
    double n_total, dp, pp, tp; /* all four resolved                            */
    unsigned derived;           /* MLSYS_PAR_* computed from N_total and two others */
    unsigned assumed;           /* MLSYS_PAR_* taken as 1 (no N_total given)     */
    double b_pipe;              /* pipeline bubble fraction                      */
    double eta_pipe;            /* 1 − b_pipe, pipeline efficiency               */
    double batch_replica;       /* B/d, sequences per replica per step; NaN      */
    double batch_micro;         /* B/(d·m), sequences per microbatch; NaN        */
    double tp_bytes;            /* per device per step, B; NaN when unknown      */
    double pp_bytes;
    double dp_bytes;
};

/* Resolve N_total = d·p·t (Narayanan et al. 2021, "Efficient Large-Scale
 * Language Model Training on GPU Clusters Using Megatron-LM"):
 * with N_total and two degrees the third is N_total/(product of the two),
 * which must be a whole number; with all four the product must equal
 * N_total; without N_total, missing degrees are 1 and N_total = d·p·t.
 * MLSYS_EUSAGE: N_total with fewer than two degrees, or a product that is
 * not N_total; MLSYS_ERANGE: not divisible, or a degree not whole >= 1. */
MLSYS_API int mlsys_parallel_degrees(const struct mlsys_parallel_in *in,
                                     struct mlsys_parallel_out *out, struct mlsys_err *err);

/* Pipeline bubble, b_pipe = (p−1)/(V·m + p − 1): the idle share of
 * pipeline time. Narayanan et al. 2021 (s2.2) give the bubble relative to
 * the ideal time, x = (p−1)/(V·m) for the interleaved 1F1B schedule (V = 1:
 * GPipe and 1F1B, Huang et al. 2019); as a share of the total that is
 * x/(1 + x) = (p−1)/(V·m + p − 1). Pipeline efficiency is
 * 1 − b_pipe = V·m/(V·m + p − 1); with V = 1 that is m/(m + p − 1), the
 * textbook's figure (worked example #13: p = 8, m = 4 gives 4/11 = 36.4 %). */
MLSYS_API double mlsys_parallel_bubble(double pp, double microbatches, double virtual_stages);

/* Degrees, bubble and per-device traffic per training step (payload
 * bytes: the sum of the message sizes M handed to the collectives or
 * sends, not the bytes on the wire; comm.h turns M into time):
 *   tp_bytes = 4 · (N_L/p) · (B/d)·S·d_model·s_elem   when t > 1, else 0
 *              (Megatron tensor parallelism: 2 all-reduces per layer
 *              forward, 2 backward, over the replica's B/d sequences)
 *   pp_bytes = 2 · V · (B/d)·S·d_model·s_elem         when p > 1, else 0
 *              (activations sent to the next stage forward and their
 *              gradients back, every microbatch, at each of the V chunk
 *              boundaries a device owns)
 *   dp_bytes = P·s_elem/(t·p)                          when d > 1, else 0
 *              (the gradient all-reduce of the device's parameter shard)
 * B must split into d·m microbatches of whole sequences (MLSYS_ERANGE).
 * Other errors as mlsys_parallel_degrees, and MLSYS_ERANGE for m, V not
 * whole >= 1 or sizes not > 0. */
MLSYS_API int mlsys_parallel_eval(const struct mlsys_parallel_in *in,
                                  struct mlsys_parallel_out *out, struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
