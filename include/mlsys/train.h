/* train.h - one iteration of 3D-parallel (tensor t, pipeline p, data d,
 * expert e, context c) training of a decoder transformer: step time by term, FLOP
 * rates, memory per device (docs/notation.md, docs/train.md).
 *
 * The model follows the published analyses of Megatron-LM (Narayanan et
 * al. 2021, "Efficient Large-Scale Language Model Training on GPU Clusters
 * Using Megatron-LM"; Korthikanti et al. 2022, "Reducing Activation
 * Recomputation in Large Transformer Models"): every GEMM of a layer timed
 * by a roofline with tile and wave quantisation, element-wise kernels by
 * the bytes they move, collectives by the alpha-beta ring model, the
 * pipeline by the 1F1B schedule with its bubble, the data-parallel
 * gradient exchange hierarchically over nodes, and the optimizer step as
 * memory-bound. Doubles are in base SI units named by unit; counts bare.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_TRAIN_H
#define MLSYS_TRAIN_H

#include <stdbool.h>

#include "mlsys/comm.h"
#include "mlsys/err.h"
#include "mlsys/export.h"
#include "mlsys/gemm.h"
#include "mlsys/layout.h"
#include "mlsys/workload.h"

#ifdef __cplusplus
extern "C" {
#endif

enum mlsys_attention {
    MLSYS_ATTN_STANDARD = 0, /* scores materialised in memory, softmax and dropout
                                as separate kernels; the full s x s product runs  */
    MLSYS_ATTN_FLASH = 1     /* fused (FlashAttention): no s x s traffic, masked
                                blocks of causal attention skipped               */
};
#define MLSYS_ATTENTION_CHOICES "standard|flash"

/* Which generation of flash attention kernels runs (docs/train.md,
 * "Attention kernels"). Values are append-only. */
enum mlsys_attn_kernel {
    MLSYS_ATTN_KERNEL_UNSET = -1, /* not given: best                                  */
    MLSYS_ATTN_KERNEL_BEST = 0,   /* the device's fastest measured (the catalog's
                                     efficiency.attention: FlashAttention-3 on H100,
                                     FlashAttention-2 on A100)                       */
    MLSYS_ATTN_KERNEL_FA2 = 1     /* FlashAttention-2 generation (flash-attn 2.x,
                                     PyTorch's SDPA flash backend, 2023 Triton
                                     kernels): efficiency.attention_fa2 where the
                                     device's best are faster                        */
};
#define MLSYS_ATTN_KERNEL_CHOICES "best|fa2"

/* The training stack: which exchanges overlap with compute, how the
 * optimizer state is laid out and what a microbatch costs besides its
 * kernels (docs/train.md gives each profile and its sources). */
enum mlsys_framework {
    MLSYS_FRAMEWORK_UNSET = -1,   /* not given: the set-up layer's default (megatron) */
    MLSYS_FRAMEWORK_MEGATRON = 0, /* Megatron-LM / Megatron-Core (NeMo)              */
    MLSYS_FRAMEWORK_DEEPSPEED = 1,/* Megatron-DeepSpeed, DeepSpeed ZeRO               */
    MLSYS_FRAMEWORK_FSDP = 2      /* PyTorch FSDP (torchtitan, llm-foundry)           */
};
#define MLSYS_FRAMEWORK_CHOICES "megatron|deepspeed|fsdp"

/* The loss kernel, by the memory it holds at its peak per logit element
 * (docs/train.md, memory). Values are append-only. */
enum mlsys_loss_kernel {
    MLSYS_LOSS_UNSET = -1,  /* not given: the stack's                          */
    MLSYS_LOSS_INPLACE = 0, /* one fp32 copy worked in place and saved (Megatron's
                               vocabulary-parallel cross-entropy): s_elem + 4 B */
    MLSYS_LOSS_FP32 = 1,    /* cross_entropy on an fp32 copy: the copy and
                               log_softmax's output forward, that output and its
                               gradient backward (torchtitan): s_elem + 8 B   */
    MLSYS_LOSS_FUSED = 2    /* one kernel on the 16-bit logits, the gradient in
                               their precision (flash-attn's cross-entropy,
                               llm-foundry): 2 s_elem                          */
};
#define MLSYS_LOSS_CHOICES "inplace|fp32|fused"

/* What a stack does, as documented by it (docs/train.md, "Training
 * stacks", gives each value's source). Times in s, sizes in bytes. */
struct mlsys_train_stack {
    const char *name;         /* "megatron", "deepspeed", "fsdp"                     */
    int tp_overlap;           /* default of mlsys_train_opts.tp_overlap (0, 1, 2)    */
    bool dp_overlap;          /* the gradient exchange overlaps the last backward
                                 pass (default of mlsys_train_opts.dp_overlap)     */
    bool dp_overlap_pp;       /* ... also with pipeline parallelism (else the
                                 exchange waits for the pipeline to drain)          */
    bool zero3_per_layer;     /* ZeRO-3 gathers and scatters layer by layer,
                                 prefetched behind compute (FSDP), rather than
                                 exposed per microbatch                              */
    int zero_max;             /* the largest ZeRO stage the stack runs              */
    int zero_max_pp;          /* ... with pipeline parallelism (p > 1)              */
    double t_microbatch_s;    /* fixed cost per microbatch and stage, forward and
                                 backward: scheduling and launches not hidden     */
    double bucket_B;          /* gradient bucket: one collective per bucket         */
    double reserve_B;         /* device memory the stack and allocator hold beyond
                                 the model's tensors (workspaces, buffers,
                                 fragmentation)                                     */
    double master_full_B;     /* unused since 0.1 (kept for the struct's layout):
                                 every stack shards the fp32 master weights with
                                 the optimizer state, 0                           */
    double grad_copy_B;       /* bytes per parameter of low-precision gradients
                                 held beside the fp32 accumulation buffer          */
    double t_layer_s;         /* fixed cost of one layer's forward pass per
                                 microbatch (twice it backward): the gaps between
                                 its dependent kernels, launches and bookkeeping */
    double selective_mm_share; /* of the linear layers' forward GEMMs, the share that
                                 selective recomputation redoes, with the layer's
                                 element-wise kernels (torchtitan's per-op policy:
                                 every second matmul); 0: the attention core only
                                 (Megatron)                                         */
    double eta_kernels;       /* share of the device's GEMM efficiency the stack's
                                 kernels reach (1: the Megatron-LM kernels the
                                 devices are calibrated on)                         */
    double eta_attention;     /* share of the device's flash-attention figures
                                 (the best published kernel: FlashAttention-3 on
                                 Hopper) the stack's attention kernel reaches       */
    bool tp_regather;         /* appended in 0.1: with sequence parallelism the
                                 backward all-gathers each linear layer's input
                                 again for its weight gradient (Megatron keeps
                                 only the local shard); false: autograd keeps
                                 the gathered input (PyTorch tensor parallelism) */
    bool kv_expanded;         /* appended in 0.1: K and V are repeated to the
                                 query heads before the attention kernel, which
                                 keeps them at that width (torchtitan's
                                 repeat_kv); false: kept at the kv heads' width
                                 (grouped-query attention kernels)              */
    bool cp_gather;           /* appended in 0.1: context parallelism gathers the
                                 group's K and V once a pass, hidden behind the
                                 first block only, sends dK and dV step by step
                                 in fp32, and merges each step's partial output
                                 in fp32 with unfused element-wise kernels
                                 (PyTorch's experimental context_parallel);
                                 false: a ring of K and V, each step hidden
                                 behind the block before it (Transformer Engine) */
    bool pp_state_whole;      /* appended in 0.1: default of mlsys_train_opts.
                                 pp_state_whole (torchtitan's pipeline schedules
                                 with FSDP: no resharding after forward, gradients
                                 synchronised at the last microbatch only)      */
    double eta_attention_cp;  /* appended in 0.1: share of its own attention rate
                                 the stack's kernel keeps under context
                                 parallelism (1: the same blocks, the same rate) */
    double reserve_act_share; /* appended in 0.1: default of mlsys_train_opts.
                                 reserve_act_share                              */
    enum mlsys_loss_kernel loss; /* appended in 0.1: default of
                                 mlsys_train_opts.loss                          */
    double reserve_pp_B;      /* appended in 0.1: default of mlsys_train_opts.
                                 reserve_pp_B                                   */
    bool offload_keeps_grads; /* appended in 0.1: with the optimizer offloaded the
                                 gradient buffer stays on the device, copied down
                                 after the reduce (Megatron-Core's optimizer CPU
                                 offload); false: gradients go to the host as
                                 they are reduced (ZeRO-Offload, FSDP's CPU
                                 offload)                                       */
    int offload_weights_zero; /* appended in 0.1: the least ZeRO stage with which
                                 the stack offloads the weights (DeepSpeed's
                                 offload_param: stage 3); 0: any             */
    int offload_optimizer_zero; /* appended in 0.1: ... the optimizer (DeepSpeed's
                                 offload_optimizer: stages 1 to 3); 0: any    */
    unsigned offload_together; /* appended in 0.1: enum mlsys_train_offload bits
                                 the stack offloads only together (FSDP's
                                 CPUOffloadPolicy: parameters, gradients and the
                                 optimizer step); 0: each on its own          */
};

/* The profile of stack f (MLSYS_FRAMEWORK_MEGATRON for UNSET or an
 * unknown value). */
MLSYS_API const struct mlsys_train_stack *mlsys_train_stack(enum mlsys_framework f);

/* The optimizer of a training step, each with fp32 master weights
 * (docs/train.md, "Optimizers"); its state per trainable parameter is
 * mlsys_train_optimizer_B. */
enum mlsys_train_optimizer {
    MLSYS_TRAIN_ADAM = 0,      /* master, m, v: 4 + 4 + 4 = 12 B                       */
    MLSYS_TRAIN_ADAM8BIT = 1,  /* master + 8-bit m, v in blocks of 2048 with an fp32
                                  absmax each: 4 + 1 + 1 + 8/2048 B (Dettmers et al. 2022) */
    MLSYS_TRAIN_ADAFACTOR = 2, /* master 4 B + a factored second moment, rows + cols
                                  fp32 values per matrix (Shazeer & Stern 2018)        */
    MLSYS_TRAIN_SGD = 3        /* master + momentum: 4 + 4 = 8 B                        */
};
#define MLSYS_TRAIN_OPTIMIZER_CHOICES "adam|adam8bit|adafactor|sgd"

/* Bytes per weight of NF4 with double quantisation (QLoRA, Dettmers et al.
 * 2023, s3): 4 bits, an 8-bit absmax per 64 weights and an fp32 constant
 * per 256 of those, 4 + 8/64 + 32/(64 x 256) = 4.127 bits. */
#define MLSYS_TRAIN_NF4_B ((4 + 8.0 / 64 + 32.0 / (64 * 256)) / 8)

/* What a step keeps in host memory instead of the device's (ZeRO-Offload,
 * Ren et al. 2021; ZeRO-Infinity, Rajbhandari et al. 2021): bits of
 * mlsys_train_opts.offload. */
enum mlsys_train_offload {
    MLSYS_OFFLOAD_OPTIMIZER = 1,  /* optimizer state, master weights and gradients;
                                     the optimizer step on the CPU                   */
    MLSYS_OFFLOAD_WEIGHTS = 2,    /* the weights, streamed up for each pass          */
    MLSYS_OFFLOAD_ACTIVATIONS = 4 /* the activations kept for the backward pass      */
};

/* How model FLOPs (MFU, R_model) count the attention product under a
 * causal mask (docs/train.md, "FLOP convention"). */
enum mlsys_flop_count {
    MLSYS_FLOPS_UNSET = -1, /* not given: causal under flash attention, full under
                               standard (the set-up layer's default)               */
    MLSYS_FLOPS_FULL = 0,   /* the whole s x s product (Narayanan et al. 2021 eq. 3;
                               Korthikanti et al. 2022 eq. 7)                        */
    MLSYS_FLOPS_CAUSAL = 1  /* half the s x s product: what a causal flash kernel runs */
};
#define MLSYS_FLOPS_CHOICES "causal|full"

/* The batch of one iteration. */
struct mlsys_train_batch {
    double global_batch;    /* B, sequences per iteration                         */
    double microbatch;      /* b, sequences per microbatch                        */
    double seq;             /* s, tokens per sequence                             */
};

/* How the step runs. */
struct mlsys_train_opts {
    enum mlsys_recompute recompute;
    bool seq_parallel;      /* sequence parallelism (with t > 1)                  */
    int zero;               /* ZeRO stage 0..3 (1: distributed optimizer)         */
    enum mlsys_attention attention;
    int tp_overlap;         /* tensor-parallel collectives: 0 exposed; 1 the backward
                               ones hidden behind the weight-gradient GEMMs (Megatron
                               since 2022); 2 all, chunked behind the GEMMs next to
                               them (Transformer Engine userbuffers, NeMo)         */
    bool dp_overlap;        /* gradient exchange overlapped with the backward pass
                               of the last microbatch (bucketed DDP)              */
    double s_elem_B;        /* bytes per weight and activation element (2: 16-bit) */
    double s_grad_B;        /* bytes per gradient element exchanged and held     */
    double opt_B_per_param; /* optimizer state per parameter (12: Adam, fp32 master) */
    enum mlsys_framework framework; /* the stack (never UNSET here)               */
    double linear_peak_flops; /* R_peak of the linear layers' GEMMs when they run at
                               another precision than dev's (the fp8 recipe: fp8
                               products, 16-bit attention and element-wise
                               kernels); 0: dev's                              */
    double linear_eta_mm;   /* their eta_mm; 0: dev's                             */
    double s_linear_B;      /* bytes per element of their operands, cast from
                               s_elem_B before each product; 0: s_elem_B          */
    double reserve_B;       /* device memory the stack and allocator hold beyond the
                               tensors (set-up: the stack's reserve_B; 0: none)   */
    double recompute_layers; /* with MLSYS_RECOMPUTE_FULL, the layers per device that
                               are recomputed (Megatron's block method); the others
                               keep their activations. 0 or NaN: every layer       */
    /* Fine-tuning, optimizers and offload (0 or false: off, the step above). */
    enum mlsys_train_optimizer optimizer; /* which optimizer; opt_B_per_param is its
                                             state per trainable parameter, and the
                                             factored moment of Adafactor is added by
                                             the model                               */
    double lora_rank;       /* r of LoRA adapters on the attention (Q, K, V, O) and MLP
                               (up, gate, down) projections; 0: every weight trains   */
    double s_base_B;        /* bytes per frozen base weight under LoRA (2: bf16; 4.127/8:
                               NF4 with double quantisation); 0: s_elem_B             */
    unsigned offload;       /* mlsys_train_offload bits; 0: nothing offloaded          */
    double host_bw_Bps;     /* the host link of one device, per direction (offload)    */
    double cpu_opt_params_per_s; /* the host's optimizer rate for one device's
                                    parameters (offloaded optimizer)                   */
    enum mlsys_flop_count flops; /* how model FLOPs count causal attention (never
                                    UNSET here)                                       */
    double clock_share;     /* appended in 0.1: the share of its rated rates the
                               device runs at under a power limit (the rates in dev
                               and attn include it; MFU and HFU are against the
                               rated peak); 0 or NaN: 1                            */
    bool pp_state_whole;    /* appended in 0.1: with ZeRO-3 and pipelining, the
                               stage's weights stay gathered and its gradients
                               accumulate unsharded for the whole step (set-up:
                               the stack's; false: ZeRO-3 shards them as without
                               pipelining)                                        */
    double reserve_act_share; /* appended in 0.1: device memory the caching allocator
                               holds beyond the activations, as a share of them,
                               with recomputation (blocks it frees and allocates
                               again backward and does not reuse: reserved over
                               allocated); set-up: the stack's; 0: none          */
    enum mlsys_loss_kernel loss; /* appended in 0.1: the loss kernel (set-up: --loss,
                               else the stack's; UNSET here: INPLACE)             */
    bool selective_ops;     /* appended in 0.1: selective recomputation keeps what a
                               per-op policy keeps (torchtitan's: a layer's input,
                               the attention output, every second linear output);
                               set-up: the stack's (selective_mm_share > 0); false:
                               Korthikanti et al.'s, the attention core redone    */
    double reserve_pp_B;    /* appended in 0.1: device memory the stack holds beyond
                               reserve_B with pipeline parallelism (p > 1): its
                               pipeline engine's buffers; set-up: the stack's     */
};

/* The fused (flash) attention kernels: their own rate and share of it
 * (docs/train.md, "Attention kernels"). Zero or NaN: the device's R_peak
 * and eta_mm. */
struct mlsys_train_attn {
    double peak_flops;      /* R_peak the kernels run at (16-bit: attention stays
                               bf16 under fp8 GEMMs)                              */
    double eta_fwd;         /* achieved fraction of it, forward, head dim 128 and
                               long sequences (the catalog's efficiency.attention) */
    double eta_bwd;         /* the same, backward                                 */
    double s_half_fwd;      /* appended in 0.1: the block length at which the
                               kernels reach half their long-block share, forward
                               (0: FlashAttention-3's, 600 tokens)                 */
    double s_half_bwd;      /* appended in 0.1: the same, backward (0: 420)         */
};

struct mlsys_train_in {
    struct mlsys_arch arch;         /* the transformer (l, h, a, g, d_h, F, V, E, k); its
                                       params: P as given, NaN or 0: counted from the
                                       shape (mlsys_train_params)                        */
    struct mlsys_device dev;        /* the device, its node and the links (gemm.h)     */
    struct mlsys_layout lay;        /* t, p, d, e, v, c (layout.h)                    */
    struct mlsys_train_batch batch;
    struct mlsys_train_opts opt;
    struct mlsys_train_attn attn;   /* flash attention's rate and efficiencies        */
};

struct mlsys_train_out {
    /* the iteration, by term (sum = t_step_s) */
    double t_compute_s;     /* GEMMs, attention and element-wise kernels of the slowest
                               stage, forward, backward and recompute, m microbatches */
    double t_tp_s;          /* exposed tensor-parallel (and expert all-to-all) collectives */
    double t_pp_s;          /* pipeline bubble + point-to-point transfers          */
    double t_dp_s;          /* exposed data-parallel gradient exchange (ZeRO: with
                               parameter gathers)                                 */
    double t_optimizer_s;   /* the optimizer step (memory-bound)                  */
    double t_step_s;        /* T_step                                             */
    double t_bubble_s;      /* the bubble part of t_pp_s                          */
    double t_layer_s;       /* one layer, one microbatch: forward, backward,
                               recompute and exposed collectives                  */
    double microbatches;    /* m = B/(d b)                                        */
    double b_pipe;          /* bubble share of the step, (p-1)/(v m + p - 1)       */
    double params;          /* P, total parameters                                */
    double params_device;   /* parameters held per device (before ZeRO)           */
    double model_flop;      /* model FLOPs per iteration (no recompute; attention in
                               full, as Megatron-LM and Korthikanti eq. 7 count)  */
    double hw_flop;         /* FLOPs executed per iteration (with recompute; causal
                               skip under flash attention)                        */
    double tokens_per_s;    /* B s / T_step                                       */
    double r_model_flops;   /* model FLOP/s per device                            */
    double r_hw_flops;      /* executed FLOP/s per device                         */
    double mfu, hfu;        /* r_model / R_peak, r_hw / R_peak                    */
    /* memory per device (the first pipeline stage, which holds the most) */
    double m_weights_B, m_gradients_B, m_optimizer_B, m_activations_B, m_total_B;
    double t_fixed_s;       /* the stack's fixed cost per microbatch and stage over the
                               v m + p - 1 chunk slots, (v m + p - 1) t_mb / v
                               (inside t_step_s)                                  */
    double t_cast_s;        /* of t_compute_s: casting the linear layers' operands to
                               their precision (fp8 recipe)                      */
    double m_reserve_B;     /* of m_total_B: what the stack and allocator hold
                               beyond the tensors                                 */
    /* fine-tuning, optimizers and offload */
    double t_offload_s;     /* host-link transfers and the host optimizer step, not
                               overlapped (part of t_step_s; 0 without offload)     */
    double params_trainable;/* parameters that train: P, or the LoRA adapters      */
    double checkpoint_B;    /* one checkpoint of the whole model: trainable weights
                               and their optimizer state                           */
    double t_cp_s;          /* exposed context-parallel ring exchange of K and V (and
                               their gradients), with its share of the bubble      */
};

/* Which constraint of the layout a check found broken. */
enum mlsys_train_bad {
    MLSYS_TRAIN_OK = 0,
    MLSYS_TRAIN_BAD_DEGREE = 1,     /* a degree or size is not a whole number >= 1        */
    MLSYS_TRAIN_BAD_TP = 2,         /* t does not divide the heads or kv heads            */
    MLSYS_TRAIN_BAD_PP = 3,         /* more stages (p v) than layers                      */
    MLSYS_TRAIN_BAD_EP = 4,         /* e on a dense model, or not dividing d or the experts */
    MLSYS_TRAIN_BAD_BATCH = 5,      /* B does not split into d replicas of whole microbatches */
    MLSYS_TRAIN_BAD_INTERLEAVE = 6, /* v > 1 with m not a multiple of p                   */
    MLSYS_TRAIN_BAD_ZERO = 7,       /* ZeRO stage outside 0..3                             */
    MLSYS_TRAIN_BAD_STACK = 8,      /* the stack does not run the ZeRO stage asked (with p) */
    MLSYS_TRAIN_BAD_LORA = 9,       /* LoRA rank not 0 or a whole number from 1 to the
                                       hidden size, or LoRA with ZeRO-3                   */
    MLSYS_TRAIN_BAD_OFFLOAD = 10,   /* offload without a host link, or the optimizer's
                                       without a host rate, or an unknown bit             */
    MLSYS_TRAIN_BAD_CP = 11         /* c not dividing s into 2 c chunks (2 c t with sequence
                                       parallelism), or c > 1 without flash attention     */
};

/* The first of in's degrees t, p, d, e, b, v, c (index 0 to 6, in that
 * order) that is not a whole number from 1 to 1e9; -1 when all are. */
MLSYS_API int mlsys_train_bad_degree(const struct mlsys_train_in *in);

/* The largest ZeRO stage in's stack runs with in's pipeline degree:
 * zero_max_pp with p > 1, else zero_max. */
MLSYS_API int mlsys_train_zero_max(const struct mlsys_train_in *in);

/* Check the layout against the architecture: MLSYS_ERANGE with the
 * constraint in err and in *bad (MLSYS_TRAIN_OK when the layout holds). */
MLSYS_API int mlsys_train_check(const struct mlsys_train_in *in, enum mlsys_train_bad *bad,
                                struct mlsys_err *err);

/* Evaluate one iteration (docs/train.md for every term and its source).
 * Errors (MLSYS_ERANGE, naming the quantity): degrees not whole >= 1, t
 * not dividing the heads (and kv heads), p v not dividing the layers, e not
 * dividing the experts or d, b not dividing B/d, v > 1 with m not a
 * multiple of p, sizes or efficiencies out of range. MLSYS_ENUMERIC when
 * T_step, tokens_per_s, MFU or M_total is not a finite number above zero
 * (inputs too large or small for doubles); out is filled all the same. */
MLSYS_API int mlsys_train_eval(const struct mlsys_train_in *in, struct mlsys_train_out *out,
                               struct mlsys_err *err);

/* The achieved fraction of in->attn's rate (in->dev's R_peak and eta_mm
 * when not set) by a flash attention kernel, forward or backward, over
 * query and key blocks of `seq` tokens with heads of head_dim: the
 * catalog's long-sequence figure at head dim 128 scaled by
 * (d_h/(d_h + 43)) / (128/171) for the head width and by
 * min(1, (s/(s + s_half)) / (16384/(16384 + s_half))) for short blocks
 * (s_half 600 forward, 420 backward: fitted to FlashAttention-3 on H100,
 * Shah et al. 2024), at most 1. docs/train.md, "Attention kernels". */
MLSYS_API double mlsys_train_attn_eta(const struct mlsys_train_in *in, double head_dim,
                                      double seq, bool backward);

/* Layers on the busiest device of in's layout: mlsys_layout_stage_layers
 * (layout.h), whose pace the pipeline runs at. */
MLSYS_API double mlsys_train_stage_layers(const struct mlsys_train_in *in);

/* The share of the busiest device's layers that full recomputation redoes:
 * opt.recompute_layers of mlsys_train_stage_layers when given (at most
 * all), else 1; 0 without full recomputation. */
MLSYS_API double mlsys_train_recompute_share(const struct mlsys_train_in *in);

/* The memory per device of a layout that passed mlsys_train_check, without
 * timing the step: out's microbatches, params_device and m_* fields, as
 * mlsys_train_eval gives them; the rest zero. A search (plan.h) drops the
 * layouts that do not fit with it before timing the others. */
MLSYS_API void mlsys_train_memory(const struct mlsys_train_in *in, struct mlsys_train_out *out);

/* Parameters of arch: a->params when given, else l (attention + FFN or experts + norms) + embedding
 * and output layer (untied: 2 V h) + position table (s h, GPT-style when
 * not gated). */
MLSYS_API double mlsys_train_params(const struct mlsys_arch *a, double seq);

/* Time of one (batched) GEMM C[M,N] = A[M,K] B[K,N] on dev: the larger of
 * its compute time at R_peak eta_mm q, with q the tile and wave
 * quantisation of the output over dev->units compute units (1 when units is
 * NaN), and the time to move its operands (s_elem_B per element) at BW
 * eta_mem. */
MLSYS_API double mlsys_train_gemm_time_s(const struct mlsys_device *dev, double M, double N,
                                         double K, double batch, double s_elem_B);

/* Optimizer state per trainable parameter of optimizer o, without
 * Adafactor's factored moment (which depends on the shape): 12, 6 + 8/2048,
 * 4, 8 B (MLSYS_TRAIN_ADAM ... MLSYS_TRAIN_SGD); 12 for an unknown value. */
MLSYS_API double mlsys_train_optimizer_B(enum mlsys_train_optimizer o);

/* Trainable parameters of in's model: P without LoRA, else r (d_in + d_out)
 * for each adapted projection of every layer (Q, K, V, O; up, gate when
 * gated, down, in every expert). */
MLSYS_API double mlsys_train_params_trainable(const struct mlsys_train_in *in);

/* Failures folded into a run (docs/train.md, "Failures"). */
struct mlsys_train_fail_in {
    double mtbf_device_s; /* MTBF of one device, s, > 0                      */
    double devices;       /* N, a whole number >= 1                          */
    double restart_s;     /* time to restart after a failure, s, >= 0        */
    double checkpoint_B;  /* one checkpoint, B, > 0                          */
    double write_Bps;     /* checkpoint write bandwidth of the job, B/s, > 0 */
};
struct mlsys_train_fail_out {
    double mtbf_system_s; /* MTBF/N (reliability.h)                          */
    double t_write_s;     /* checkpoint / write bandwidth                    */
    double tau_s;         /* checkpoint interval, Daly 2006 (checkpoint.h)   */
    double goodput;       /* useful share of wall time at tau_s, exponential
                             failures (mlsys_checkpoint_goodput_exp)         */
};

/* The system MTBF of N devices, the checkpoint write time, Daly's interval
 * and the goodput at it: the wall time of a run is its failure-free time
 * over the goodput. MLSYS_ERANGE (naming the quantity) for an MTBF,
 * checkpoint or bandwidth not > 0, a negative restart, N not whole >= 1;
 * MLSYS_ENUMERIC when the goodput is not above zero (failures faster than
 * checkpoints). */
MLSYS_API int mlsys_train_failures(const struct mlsys_train_fail_in *in,
                                   struct mlsys_train_fail_out *out, struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
