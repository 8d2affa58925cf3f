/* workload.h - lowering a workload to operations, bytes moved and memory
 * (docs/notation.md s4).
 *
 * A workload is described by its architecture counts (struct mlsys_arch);
 * lowering it for a phase, batch B, sequence length S and element sizes
 * gives O (FLOP), D_vol (B) and the bytes it must hold. All doubles are in
 * base SI units (B, FLOP) or are counts; NaN marks "not given".
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_WORKLOAD_H
#define MLSYS_WORKLOAD_H

#include <stdbool.h>

#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

enum mlsys_phase {
    MLSYS_PHASE_UNSET = -1, /* not given: the workload's default (set-up)       */
    MLSYS_PHASE_DECODE = 0, /* one new token per sequence, S tokens of context  */
    MLSYS_PHASE_PREFILL = 1, /* S prompt tokens per sequence, causal attention   */
    MLSYS_PHASE_TRAIN = 2, /* one optimizer step over B sequences of S tokens  */
    MLSYS_PHASE_INFER = 3 /* one forward pass per sample (non-autoregressive) */
};

/* "decode|prefill|train|infer", in enum order (an option's choices). */
#define MLSYS_PHASE_CHOICES "decode|prefill|train|infer"

/* "decode", "prefill", "train", "infer"; "" out of range. */
MLSYS_API const char *mlsys_phase_name(enum mlsys_phase p);

enum mlsys_recompute {
    MLSYS_RECOMPUTE_UNSET = -1, /* not given: the set-up layer's default         */
    MLSYS_RECOMPUTE_NONE = 0, /* keep every activation                        */
    MLSYS_RECOMPUTE_SELECTIVE = 1, /* recompute attention scores (Korthikanti 2022) */
    MLSYS_RECOMPUTE_FULL = 2 /* keep layer inputs only, recompute the rest     */
};
#define MLSYS_RECOMPUTE_CHOICES "none|selective|full"

/* Architecture counts of a workload: the one description of a model that
 * every model reads (the iron law's lowering, memory, train, infer). A
 * transformer has layers, hidden and heads; a state-space model (SSM)
 * layers and ssm_state, no heads; other workloads give flops_per_sample.
 * NaN marks a count not known; the set-up layer (mlsys_setup_arch) fills it
 * from a catalog record and overrides. */
struct mlsys_arch {
    double params;           /* P, total parameters                          */
    double active_params;    /* P_a, parameters used per token (= P if dense) */
    bool moe;                /* mixture of experts: weights read = min(P, B*P_a) */
    double layers;           /* N_L                                           */
    double hidden;           /* d                                             */
    double heads;            /* N_heads                                       */
    double kv_heads;         /* H_KV (= heads for multi-head attention)       */
    double head_dim;         /* d_head (= hidden / heads by default)          */
    double ffn;              /* F, inner width of the feed-forward block; NaN:
                                not given (train and infer take 4 d, noted)   */
    double vocab;            /* V, vocabulary; NaN if unknown                 */
    bool gated;              /* gated FFN (SwiGLU, GeGLU): three matrices     */
    double experts;          /* E experts per MoE layer; NaN or 1: dense      */
    double experts_per_token; /* k experts each token visits (1 when dense)   */
    double kv_latent;        /* cached width per layer per token (MLA), NaN if none */
    double flops_per_sample; /* FLOP per sample for non-transformers, NaN if none */
    double model_bytes;      /* B, when the parameter count is unknown; NaN otherwise */
    double act_bytes;        /* B of activations per sample, NaN if unknown   */
    double ssm_state;        /* SSM: recurrent state values per layer per
                                sequence (fixed, whatever S), NaN if none     */
    bool tied;               /* output layer = input embedding (counted once) */
    double window;           /* W, tokens a sliding-window layer attends to and
                                caches; NaN: full attention everywhere        */
    double window_layers;    /* layers with the window (of `layers`)          */
    double dense_layers;     /* MoE: leading layers with a dense FFN of width
                                dense_ffn (0: every layer routes)             */
    double dense_ffn;        /* their FFN width                               */
    double shared_experts;   /* MoE: experts of width ffn every token visits  */
    /* multi-head latent attention's projections (DeepSeek-V2/V3), NaN if none:
       the parameters are counted from them, the time as heads of head_dim */
    double q_latent;         /* the query's compressed width (q_lora_rank)     */
    double rope_dim;         /* the decoupled RoPE key's width per head        */
    double mla_head_dim;     /* a head's query/key width without RoPE, and its
                                value width                                   */
    bool parallel_block;     /* appended in 0.1: attention and the FFN read one
                                input and add into one residual (GPT-J, PaLM,
                                Falcon): tensor parallelism can sum their
                                partial outputs and all-reduce once a layer    */
};

/* The attention parameters of one layer of a with latent attention (MLA:
 * q_latent, kv_latent, rope_dim and mla_head_dim given): with h the width,
 * H heads, r_q = q_latent, r_kv = kv_latent − rope_dim, d = mla_head_dim,
 *   h r_q + r_q + r_q H (d + rope_dim)        the query's down, norm and up
 *   + h kv_latent + r_kv + r_kv H (2 d)       the key/value's, and the keys'
 *   + H d h                                   the output projection
 * (DeepSeek-V2 report, section 2.1; DeepSeek-V3's config.json); NaN for
 * any other attention. */
MLSYS_API double mlsys_arch_mla_params(const struct mlsys_arch *a);

/* Tensor-parallel all-reduces of one layer's forward pass: 2 (after the
 * attention's and after the feed-forward block's row-parallel products), 1
 * for a parallel block, whose two partial outputs are summed before one
 * all-reduce (TensorRT-LLM's and vLLM's Falcon and GPT-J). */
MLSYS_API double mlsys_arch_tp_allreduces(const struct mlsys_arch *a);

/* The share of a's layers that cache a sliding window only (window_layers
 * over layers, at most 1), 0 without a window. */
MLSYS_API double mlsys_arch_window_share(const struct mlsys_arch *a);

/* Tokens of context c whose keys and values a's layers cache and attend to,
 * averaged over its layers: c on full-attention layers, min(c, W) on the
 * window_layers of a sliding window. */
MLSYS_API double mlsys_arch_cached_tokens(const struct mlsys_arch *a, double c);

/* What to lower and how. */
struct mlsys_lowering {
    enum mlsys_phase phase;
    double batch;            /* B, sequences or samples                       */
    double seq;              /* S, tokens                                     */
    double s_elem_B;         /* bytes per weight element (storage precision)  */
    double s_kv_B;           /* bytes per KV-cache element                    */
    enum mlsys_recompute recompute; /* train: full recomputation adds 1/3 FLOPs */
    double act_frac;         /* activation bytes per sample as a fraction of model
                                bytes, when act_bytes is unknown (default 0.1) */
};

/* The lowered step. */
struct mlsys_lowered {
    double ops_FLOP;         /* O                                             */
    double dvol_B;           /* D_vol                                         */
    double weights_B;        /* P * s_elem (or model_bytes)                   */
    double kv_per_seq_B;     /* M_KV(S) for one sequence (0 without attention) */
    double kv_B;             /* B * M_KV(S)                                   */
    double act_B;            /* activation bytes moved (infer) or held (train) */
    double items;            /* tokens (decode/prefill/train) or samples (infer) per step */
    bool used_act_frac;      /* act_frac stood in for unknown activation bytes */
    bool transformer;        /* lowered with the transformer formulas         */
    bool tokens;             /* items are tokens (else samples)               */
    const char *note;        /* how a non-transformer was lowered, for a note;
                                NULL when there is nothing to say             */
};

/* Whether arch has what the transformer formulas need (layers, hidden,
 * heads, params). */
MLSYS_API bool mlsys_arch_is_transformer(const struct mlsys_arch *a);

/* Whether arch is a state-space model: params, layers and ssm_state, and
 * no attention heads. */
MLSYS_API bool mlsys_arch_is_ssm(const struct mlsys_arch *a);

/* Whether a training step of arch can be lowered: a transformer, an SSM,
 * or FLOPs per sample with a parameter count. */
MLSYS_API bool mlsys_arch_trains(const struct mlsys_arch *a);

/* Whether arch generates token by token (decode, prefill): a transformer
 * or an SSM. */
MLSYS_API bool mlsys_arch_generates(const struct mlsys_arch *a);

/* M_KV(S) = 2 * N_L * H_KV * d_head * S_c * s_kv, or with a latent cache
 * N_L * kv_latent * S_c * s_kv: bytes of KV cache for one sequence of S
 * tokens, S_c = mlsys_arch_cached_tokens(arch, S) (S, but min(S, W) on
 * the layers with a sliding window of W). For an SSM the recurrent state
 * that takes its place, N_L * ssm_state * s_kv, whatever S. 0 for anything
 * else. */
MLSYS_API double mlsys_kv_bytes_per_seq(const struct mlsys_arch *a, double seq, double s_kv_B);

/* Lower arch for `how` (docs/notation.md s4):
 *   decode:  O = B(2 P_a + 4 N_L d S); D_vol = s_elem P_read + B M_KV(S),
 *            P_read = P (dense) or min(P, B P_a) (moe)
 *   prefill: O = B(2 P_a S + 2 N_L d S^2); D_vol = s_elem P + B M_KV(S)
 *   train:   O = 3 B(2 P_a S + 2 N_L d S^2), x 4/3 with full recomputation;
 *            D_vol = 3 s_elem P (weights read forward and backward, written
 *            by the update) + 2 s_elem P (gradients written, then read by the
 *            update) + 2 * 12 P (Adam's fp32 master, m and v read and written)
 *            + 2 A, A the activations kept for the backward pass (written,
 *            read back); an estimate of ours, the design leaves it open
 *   infer:   non-transformer: O = B flops_per_sample; D_vol = model bytes +
 *            B activation bytes (act_frac of model bytes when unknown);
 *            transformer encoder: O = B(2 P S + 4 N_L d S^2) (bidirectional
 *            attention), D_vol = s_elem P + B act bytes as above.
 * SSM (Gu and Dao 2023, "Mamba"): a token costs about 2 P FLOPs (every
 * weight multiplied and added once; the selective scan adds O(E d N) per
 * layer, under 1 % of that), and the state M_S = N_L ssm_state s_kv of a
 * sequence does not grow with S:
 *   decode:  O = 2 B P; D_vol = s_elem P + 2 B M_S (state read and written)
 *   prefill: O = 2 B P S; D_vol = s_elem P + B M_S (state written)
 * Training of anything that is not a transformer (CNN, SSM, MLP...): the
 * backward pass costs about twice the forward (Kaplan et al. 2020, "Scaling
 * Laws for Neural Language Models", C ≈ 6 N per token = 3 x the forward 2
 * N), so O = 3 B F, F the forward FLOPs of a sample (flops_per_sample, or
 * 2 P S for an SSM sequence), x 4/3 with full recomputation; activations
 * A = B activation_bytes (act_frac of model bytes when unknown); D_vol as
 * for a transformer. out->note says so.
 * Errors (MLSYS_EUSAGE): a phase the architecture cannot take (decode of a
 * CNN), missing counts, B or S not positive. */
MLSYS_API int mlsys_workload_lower(const struct mlsys_arch *a, const struct mlsys_lowering *how,
                                   struct mlsys_lowered *out, struct mlsys_err *err);

/* Activation bytes kept per layer for training (Korthikanti et al. 2022,
 * "Reducing Activation Recomputation in Large Transformer Models", eq. 1-2):
 * none: S B d (34 + 5 N_heads S / d) s_elem / 2; selective: 34 S B d
 * s_elem / 2; full: 2 S B d s_elem / 2. */
MLSYS_API double mlsys_workload_act_bytes_per_layer(const struct mlsys_arch *a, double batch,
                                                    double seq, double s_elem_B,
                                                    enum mlsys_recompute r);

#ifdef __cplusplus
}
#endif

#endif
