/* infer.h - serving a decoder LLM: time to first token, time per output
 * token at a concurrency, throughput with continuous and static batching,
 * and how many sequences the KV cache holds (docs/notation.md,
 * docs/inference.md).
 *
 * A decode step of B sequences streams the weights and the B sequences'
 * KV cache from memory, multiplies the B new tokens through the weights,
 * all-reduces twice per layer across t tensor-parallel devices (each
 * all-reduce a fixed latency plus its transfer), and pays the engine's
 * fixed times: host time per step, kernel launches per layer, sampling;
 * the terms are added, as the kernels of one step run one after another. A prefill runs
 * the prompt through the same weights as one large GEMM per matrix.
 * Doubles are in base SI units named by unit; counts bare.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_INFER_H
#define MLSYS_INFER_H

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

/* The software serving the model: its kernels and overheads. */
enum mlsys_engine {
    MLSYS_ENGINE_UNSET = -1, /* not given: fused, noted (set-up)                */
    MLSYS_ENGINE_FUSED = 0, /* TensorRT-LLM, vLLM, SGLang: fused kernels, flash attention */
    MLSYS_ENGINE_LLAMACPP = 1, /* llama.cpp (ggml): per-layer kernels, mat-vec weight reads */
    MLSYS_ENGINE_VLLM_V0 = 2, /* vLLM's V0 scheduler (through 0.7; chunked prefill off, its
                                 default below 32k tokens of context): fused kernels, new
                                 prompts prefilled in iterations of their own */
    MLSYS_ENGINE_LLAMACPP_2405 = 3, /* appended in 0.1: llama.cpp as built in May 2024
                                      (builds about 2800-2850): its kernels of then, and
                                      quantized products over 32 rows dequantized for
                                      cuBLAS (before MMQ's default, June 2024) */
    MLSYS_ENGINE_TRTLLM_2310 = 4, /* appended in 0.1: TensorRT-LLM 0.5 and 0.6 (October
                                    2023 builds, before the XQA kernel): the fused
                                    constants, decode attention by the masked
                                    multi-head attention kernel, which reads a KV head
                                    once for each query head of its group */
    MLSYS_ENGINE_TRTLLM_2404 = 5 /* appended in 0.1: TensorRT-LLM 0.7 to 0.9 (builds of
                                    December 2023 to April 2024): the fused
                                    constants, decode attention by the XQA kernel
                                    where its support test of then passes (8 query
                                    heads of width 128 per KV head, 1, 2, 4 or 8 KV
                                    heads a device), else as trtllm-2310 */
};
#define MLSYS_ENGINE_CHOICES "fused|llamacpp|vllm-v0|llamacpp-2405|trtllm-2310|trtllm-2404"

/* The word --engine takes for e, as in MLSYS_ENGINE_CHOICES ("fused" for
 * MLSYS_ENGINE_UNSET, the default); "" for a value out of range. Appended
 * in 0.1. */
MLSYS_API const char *mlsys_engine_name(enum mlsys_engine e);

/* Whether e is one of llama.cpp's builds (MLSYS_ENGINE_LLAMACPP,
 * MLSYS_ENGINE_LLAMACPP_2405): its layer split walks one batch through the
 * stages, where the pipelined engines keep min(p, B) microbatches in flight.
 * Thread-safe. Appended in 0.1. */
MLSYS_API bool mlsys_engine_is_llamacpp(enum mlsys_engine e);

/* The engine's constants (docs/inference.md gives each with its source).
 * The fields after eta_kv are 0 when not used (none). */
struct mlsys_infer_engine {
    double step_s;             /* fixed host time per decode step               */
    double layer_s;            /* launch (or CUDA-graph replay) time per layer per
                                  forward pass: decode step and prefill alike   */
    double prefill_s;          /* fixed overhead per prefill call               */
    double unit_Bps;           /* weight bytes in flight per compute unit, as a rate
                                  (a cap units x unit_Bps on weight streaming); NaN: none */
    double eta_kv;             /* fraction of BW eta_mem the KV reads reach (1: fused
                                  flash decoding; less for unfused attention)  */
    double sample_s;           /* sampling the next token, per forward pass      */
    double allreduce_s;        /* fixed latency of each tensor-parallel all-reduce
                                  (NCCL's base latency), 2 per layer when t > 1  */
    double unit_qflops;        /* FLOP/s per compute unit of the quantized-matmul
                                  kernels (a cap units x unit_qflops on the GEMMs of
                                  weights under 2 bytes); 0: none              */
    bool separate_prefill;     /* appended in 0.1: continuous batching prefills new
                                  prompts in iterations of their own, not packed
                                  into the decode steps (tpot_s)                */
    double convert_B;          /* appended in 0.1: bytes each activation element
                                  moves being converted around a cuBLAS product of
                                  16-bit operands (llama.cpp on CUDA keeps fp32
                                  activations: fp32 to fp16 in, fp16 to fp32 out,
                                  6 B each); 0: none. Nonzero also marks the engine
                                  as running such products on cuBLAS beyond one
                                  row (mlsys_infer_cublas_rows)                  */
    bool dequant_gemm;         /* appended in 0.1: quantized weights' products of
                                  more than MLSYS_INFER_MMQ_MAX_ROWS rows dequantize
                                  the weights to fp16 for cuBLAS instead of running
                                  unit_qflops (llama.cpp before June 2024)       */
    double tile_dequant_ops;   /* appended in 0.1: ALU operations a quantized
                                  weight costs, beyond a 16-bit one's, each time
                                  it is dequantized into a tile of
                                  MLSYS_INFER_TILE_ROWS token rows, where each of
                                  its multiply-adds is one (llama.cpp's Metal
                                  kernel_mul_mm); 0: none                        */
    bool kv_per_query_head;    /* appended in 0.1: decode attention passes through
                                  each KV head's cache once for every query head of
                                  its group (heads/kv_heads times; TensorRT-LLM's
                                  masked multi-head attention kernel before XQA)  */
    double kv_pass_Eps;        /* appended in 0.1: with kv_per_query_head, the KV
                                  elements per second one such pass runs through on
                                  the whole device (its CUDA cores converting and
                                  multiplying them); NaN: each pass at the memory's
                                  rate                                          */
    double eltwise_B;          /* appended in 0.1: bytes each activation element
                                  moves in the engine's element-wise kernels (2:
                                  read and written in 16 bits); 0: none modelled,
                                  their time inside the engine's fitted constants
                                  (llama.cpp)                                   */
    double ubatch_tokens;      /* appended in 0.1: a prompt is computed in pieces of
                                  this many tokens (llama.cpp's n_ubatch, 512),
                                  which over p > 1 stages follow one another
                                  through them (its pipeline parallelism); 0: the
                                  prompt in one piece, walking the stages        */
    double ubatch_inflight;    /* appended in 0.1: at most this many pieces in
                                  flight through the stages at once (llama.cpp:
                                  GGML_SCHED_MAX_COPIES, 4); 0: no limit          */
    bool split_output_slot;    /* appended in 0.1: the layers are split over the p
                                  stages as llama.cpp's layer split does, L + 1
                                  slots with the output layer as the last: layer
                                  i on stage floor(p i / (L + 1)), so the first
                                  stage holds ceil((L + 1)/p) layers            */
    double launch_queue;       /* appended in 0.1: kernels a stream queues before a
                                  launch blocks the host until one retires
                                  (CUDA: about 900 of llama.cpp's); with
                                  layer_launches, pieces in flight over p > 1
                                  stages are timed by the host and the queues
                                  (mlsys_infer_pieces_s); 0: none              */
    double layer_launches;     /* appended in 0.1: kernels one layer launches for
                                  one piece (llama.cpp, counted from its code)  */
    bool small_tiles;          /* appended in 0.1: the engine's matrix kernels
                                  tile the output small (llama.cpp's Metal
                                  kernel_mul_mm, 64 x 32, several threadgroups a
                                  core), so the GEMMs run without the wave
                                  quantisation of large CUDA tiles             */
    double ungraphed_layer_s;  /* appended in 0.1: launch time per layer added to a
                                  decode pass the engine runs without its CUDA
                                  graph: of more than one sequence, or over p > 1
                                  stages (llama.cpp's May 2024 builds); 0: none */
    double unit_hflops;        /* appended in 0.1: FLOP/s per compute unit that the
                                  engine's cuBLAS products of 16-bit operands
                                  computed in fp16 reach (a cap units x
                                  unit_hflops on them: llama.cpp on CUDA); 0: none */
    double host_launch_s;      /* appended in 0.1: host time per kernel launched one by
                                  one (without a CUDA graph); a decode pass over
                                  p > 1 stages takes no less than the launches of
                                  its B rows (llama.cpp's count from its code)
                                  times this, when decode_launches > 0; 0: none  */
    double decode_launches;    /* appended in 0.1: kernels one batch-1 decode pass
                                  launches, all layers (llama.cpp, counted from its
                                  code); 0: the engine does not launch them one by
                                  one (no host floor)                            */
    bool pauses_when_full;     /* appended in 0.1: continuous batching over a paged
                                  cache that admits up to B sequences and, when a
                                  growing one finds no free page, pauses the newest
                                  and prefills it again on readmission
                                  (TensorRT-LLM's MAX_UTILIZATION policy, vLLM's
                                  recompute preemption): a batch whose whole KV
                                  does not fit runs that way (tpot_s,
                                  batch_held); false: not modelled (llama.cpp) */
    double grouped_tile_s;     /* appended in 0.1: fixed time of each output tile of
                                  the routed experts' grouped GEMM, which runs
                                  without split-K (a tile streams its whole K):
                                  filling its pipeline from memory and its
                                  epilogue; the experts' weights then stream as
                                  waves of such tiles over the compute units
                                  (mlsys_infer_routed_s); 0: as one stream at BW
                                  (experts read below a byte a weight take
                                  grouped_tile_subbyte_s instead) */
    bool unit_caps_all;        /* appended in 0.1: unit_Bps caps the other streams
                                  of a forward pass too (the KV cache's reads and
                                  writes, the element-wise kernels), and the
                                  weights only below a byte each (the fused
                                  engines' kernels); false: the weights alone */
    double moe_token_s;        /* appended in 0.1: time per token of a forward pass
                                  through a mixture of experts beyond its kernels'
                                  bytes and FLOPs, shared by the devices that hold
                                  the experts (t, or e); in t_overhead_s for a
                                  decode step, in the prefill's time for prompt
                                  tokens (TensorRT-LLM 1.0's MoE path); 0: none */
    double moe_flops;          /* appended in 0.1: FLOP/s the routed experts' grouped
                                  GEMM reaches where the engine's MoE kernels have
                                  their own rate (TensorRT-LLM 0.7-0.9: 16-bit
                                  arithmetic on mma.sync, whatever the weights'
                                  storage), in place of R_peak eta_mm; 0: none */
    double grouped_tile_subbyte_s; /* appended in 0.1: grouped_tile_s for routed
                                  experts read below a byte a weight: 0 on NVIDIA
                                  parts, whose block-scaled grouped GEMMs
                                  (TensorRT-LLM's trtllm-gen, CUTLASS) run their
                                  tiles back to back; grouped_tile_s elsewhere */
    bool reduce_per_branch;    /* appended in 0.1: a parallel block's attention and
                                  feed-forward branches each all-reduce their own
                                  output (TensorRT-LLM 0.5's Falcon), 2 a layer,
                                  instead of one all-reduce of their sum       */
    double host_seq_s;         /* appended in 0.1: host time per sequence of a decode
                                  step that the engine's scheduler spends, overlapped
                                  with the GPU's previous step (a Python scheduler
                                  with an overlap loop): a decode pass of B
                                  sequences, its busiest attention group's, takes no
                                  less than B times this, the excess in
                                  t_overhead_s; 0: none                         */
};

/* The most stages whose launch queues mlsys_infer_eval simulates
 * (eng.launch_queue): llama.cpp's GGML_CUDA_MAX_DEVICES, the most GPUs its
 * layer split uses (mlsys_setup_infer refuses more); over more, the pieces
 * are timed as with no launch_queue. Appended in 0.1. */
#define MLSYS_INFER_QUEUE_MAX_STAGES 16

/* The token rows of one output tile of llama.cpp's Metal matrix-matrix
 * kernel (BLOCK_SIZE_N of kernel_mul_mm). Appended in 0.1. */
#define MLSYS_INFER_TILE_ROWS 32

/* How llama.cpp on CUDA multiplies quantized weights by more than
 * MLSYS_INFER_MMQ_MAX_ROWS rows: its int8 MMQ kernels (the default since
 * June 2024), or the weights dequantized to fp16 for cuBLAS (builds
 * before), or MMQ on the DP4A instruction instead of int8 tensor cores
 * (builds before June 2024 with GGML_CUDA_FORCE_MMQ; parts without int8
 * tensor cores take it whatever is given). Appended in 0.1. */
enum mlsys_quant_matmul {
    MLSYS_QUANT_MATMUL_UNSET = -1, /* not given: the engine's build decides */
    MLSYS_QUANT_MATMUL_MMQ = 0,
    MLSYS_QUANT_MATMUL_DEQUANT = 1,
    MLSYS_QUANT_MATMUL_DP4A = 2    /* MMQ on DP4A, not int8 tensor cores; appended */
};
#define MLSYS_QUANT_MATMUL_CHOICES "mmq|dequant|dp4a"

/* llama.cpp's MMQ_MAX_BATCH_SIZE before its MMQ default (ggml-cuda,
 * common.cuh, May 2024): above it quantized products took cuBLAS. */
#define MLSYS_INFER_MMQ_MAX_ROWS 32

/* The most tokens a draft head may draft a step (spec_tokens): engines
 * draft 1 to 8 (TensorRT-LLM's MTP 1-3, SGLang's EAGLE steps); a larger k
 * is refused, not clipped. Appended in 0.1. */
#define MLSYS_INFER_SPEC_MAX 16

struct mlsys_infer_in {
    struct mlsys_arch arch;    /* the decoder served (params: the weights stored when
                                  the shape lacks F or V)                         */
    struct mlsys_device dev;   /* the device (gemm.h); collectives cross its intra
                                  link, at eta_intra                              */
    struct mlsys_infer_engine eng;
    struct mlsys_layout lay;   /* t, p and e (layout.h, mlsys_rule_ep_experts: e > 1
                                  puts E/e routed experts on each of e devices a
                                  stage, attention in e/t groups of t); d, v 1  */
    double s_w_B, s_kv_B;      /* bytes per weight (with scales) and per KV element */
    double s_act_B;            /* bytes per activation element (2)                */
    double prompt, output;     /* tokens per request in and out                  */
    double batch;              /* B, sequences decoded together (concurrency)     */
    double mem_util;           /* share of capacity for weights and KV (0.9)      */
    double kv_block;           /* tokens per KV-cache page (16)                   */
    double microbatches;       /* m, microbatches of B/m sequences in flight through the
                                  p stages (pipelined decode): a whole number from 1
                                  to B; 0 means 1, one batch walking the stages    */
    double output_cv;          /* coefficient of variation of the output lengths,
                                  whose mean is output (0: all equal): sequences
                                  in flight are length-biased, so their mean
                                  context is prompt + (output (1 + cv^2) + 1)/2  */
    double redundant_experts;  /* appended in 0.1: r redundant copies of routed
                                  experts (EPLB) with e > 1: the E + r expert slots
                                  spread over the e devices (mlsys_rule_ep_slots);
                                  0: none                                      */
    double s_dispatch_B;       /* appended in 0.1: bytes per element of a token sent
                                  to its experts (the dispatch): 1 B plus a 4-byte
                                  scale per 128 when the experts compute in fp8,
                                  as DeepEP dispatches; the combine returns at
                                  s_act. 0: s_act                              */
    bool disaggregated;        /* appended in 0.1: prefill runs on other devices
                                  (prefill-decode disaggregation): the decode
                                  steps carry no prompt tokens, tpot_s = t_step_s */
    double s_exp_B;            /* appended in 0.1: bytes per weight of the routed
                                  experts when they are stored otherwise than the
                                  rest (an NVFP4 or MXFP4 checkpoint); 0: s_w_B  */
    double spec_tokens;        /* appended in 0.1: k, tokens a draft head drafts for
                                  each sequence a decode step (speculative decoding:
                                  multi-token prediction, EAGLE), the model then
                                  verifying the k + 1 in one pass; the head is one
                                  layer of the model's shape, its weights held
                                  beside the model's. A whole number; 0: none    */
    double spec_accept;        /* appended in 0.1: a, the probability that a drafted
                                  token is accepted when the ones before it were,
                                  from 0 to 1: a step yields (1 - a^(k+1))/(1 - a)
                                  tokens a sequence (mlsys_infer_eval)         */
    double requests;           /* appended in 0.1: N, the requests of a closed run,
                                  all queued at once (an offline job; trtllm-bench's
                                  and MLPerf Offline's protocol): equal requests
                                  admitted together finish together, so the run
                                  goes in waves of B (of batch_max when B does not
                                  fit) and a last wave of the rest, each a static
                                  batch from its prefill to its last token, one
                                  after another (t_run_s); tokens_per_s and
                                  requests_per_s are then the run's averages. A
                                  whole number; 0: none, the rates are continuous
                                  batching's steady state                      */
};

struct mlsys_infer_out {
    /* memory, per device */
    double weights_B;          /* weights held                                   */
    double kv_token_B;         /* KV cache of one token of one sequence          */
    double kv_seq_B;           /* one sequence at prompt + output, in whole pages */
    double batch_max;          /* sequences whose KV fits beside the weights     */
    double m_total_B;          /* weights + B sequences' KV                        */
    bool fits;                 /* batch <= batch_max                              */
    /* a decode pass of one microbatch (B/m sequences; all B for m = 1) at the
       mean context through all stages, by term */
    double t_gemm_s;           /* the GEMMs, each the larger of its weight streaming
                                  and its FLOPs                                 */
    double t_weights_s;        /* the weights' streaming time alone (information) */
    double t_compute_s;        /* the GEMMs' FLOP time alone (information)         */
    double t_kv_s;             /* attention: the KV cache read (or its FLOPs)     */
    double t_comm_s;           /* the collectives' transfers and hops            */
    double t_overhead_s;       /* the engine's host time per step (step_s)       */
    double t_a2a_s;            /* expert parallelism: the token dispatch and combine
                                  all-to-alls of every MoE layer (0 for e = 1)   */
    double t_step_s;           /* one decode step of all B sequences: m microbatches
                                  through p stages, max(t_pass, m t_stage); with m
                                  = 1 the pass, t_gemm + t_eltwise + t_kv + t_comm +
                                  t_a2a + t_overhead + t_launch + t_sample +
                                  t_comm_fixed */
    /* a prefill of one prompt */
    double ttft_s;             /* time to first token without queueing          */
    double t_prefill_batch_s;  /* the prefill of B prompts together (static batch) */
    /* the request and the rates */
    double tpot_s;             /* time per output token with continuous batching:
                                  the step plus its share of new prompts' prefill */
    double t_request_s;        /* TTFT + (output - 1) TPOT                        */
    double tokens_per_s;       /* output tokens per second, whole deployment, continuous */
    double tokens_per_s_static; /* B output tokens per (prefill + decode) cycle    */
    double requests_per_s;     /* tokens_per_s / output                           */
    double devices;            /* t p, or e p with expert parallelism             */
    /* the engine's fixed times of a decode step, in t_step_s (a prefill pays
       the same launches, sampling and all-reduce latencies) */
    double t_launch_s;         /* layer_s L                                      */
    double t_sample_s;         /* sample_s                                       */
    double t_comm_fixed_s;     /* 2 L allreduce_s when t > 1                     */
    double t_prefill_s;        /* one prompt's prefill on its own without the
                                  engine's fixed overheads                      */
    /* the pipeline schedule (p stages, m microbatches); with m = 1 t_step_s =
       t_pass_s, the terms above are of one microbatch's pass */
    double microbatches;       /* m used (1 when in->microbatches is 0)           */
    double t_pass_s;           /* one microbatch of ceil(B/m) sequences through all p
                                  stages: the sum of the terms above             */
    double t_stage_s;          /* the busiest stage's time for one microbatch: its
                                  layers' share, and its hand-off or (last stage)
                                  the output layer, sampling and host time       */
    double t_prefill_token_s;  /* a prompt token packed into a decode step with the
                                  others (continuous batching): its GEMM FLOPs at
                                  the GEMM rate, attention, KV write and all-reduce
                                  bytes, per token                              */
    double batch_max_inflight; /* sequences whose KV fits when each holds its mean
                                  context over its life, prompt + (output + 1)/2
                                  tokens in whole pages (continuous batching with
                                  a paged cache that allocates as tokens come)    */
    double t_eltwise_s;        /* appended in 0.1: the element-wise kernels of a
                                  decode pass (norms, residual adds, the FFN's
                                  activation), their activations read and written
                                  once at eltwise_B; in t_pass_s                */
    double batch_held;         /* appended in 0.1: sequences decoding on average
                                  under continuous batching: B, or, when B's whole
                                  KV does not fit and eng.pauses_when_full, what
                                  the paged cache holds in its steady state    */
    double pauses_per_request; /* appended in 0.1: pauses a request suffers there,
                                  each a re-prefill of its context (0 when B fits) */
    double spec_per_step;      /* appended in 0.1: N, tokens a decode step yields a
                                  sequence: 1, or with speculative decoding
                                  (1 - a^(k+1))/(1 - a); the step's terms and
                                  t_step_s are then an iteration's over N, the
                                  time per output token                        */
    double t_draft_s;          /* appended in 0.1: the draft head's k passes of an
                                  iteration over N, in t_pass_s (0 without
                                  speculative decoding)                         */
    double t_run_s;            /* appended in 0.1: the time of in->requests' run,
                                  its waves one after another (NaN without)     */
};

/* The communication no compute hides in one step of a transformer split
 * over t tensor-parallel devices and p stages, moving M bytes of
 * activations per layer (Megatron-style): two ring all-reduces per layer
 * over t (comm.h), and p - 1 hand-offs between stages, alpha + M/(beta
 * eta) each (s). */
MLSYS_API double mlsys_infer_collectives_s(const struct mlsys_link *link, double eta, double layers,
                                           double tp, double pp, double M_B);

/* The same with the all-reduces priced by NCCL's protocols when the link
 * has an LL bandwidth cap ll_Bps (mlsys_comm_nccl_protocols_s; 0 or NaN:
 * the plain ring, mlsys_infer_collectives_s). Appended in 0.1. */
MLSYS_API double mlsys_infer_collectives_ll_s(const struct mlsys_link *link, double eta,
                                              double ll_Bps, double layers, double tp, double pp,
                                              double M_B);

/* The same for a given count of all-reduces: `reduces` all-reduces of M_B
 * bytes over tp devices (NCCL's protocols when ll_Bps > 0, else the plain
 * ring) and pp - 1 hand-offs of M_B bytes (s). A forward pass of L layers
 * makes L mlsys_arch_tp_allreduces(a) of them: 2 a layer, 1 for a parallel
 * block. Appended in 0.1. */
MLSYS_API double mlsys_infer_allreduces_s(const struct mlsys_link *link, double eta,
                                          double ll_Bps, double reduces, double tp, double pp,
                                          double M_B);

/* Devices of one pipeline stage: e with expert parallelism (e > 1), else
 * t. A replica has this times p. */
MLSYS_API double mlsys_infer_stage_devices(const struct mlsys_layout *l);

/* L_s, the layers of the busiest of in's p stages: ceil(L/p)
 * (mlsys_layout_stage_layers), or, with eng.split_output_slot,
 * llama.cpp's split of L + 1 slots, min(L, ceil((L + 1)/p)); L for p = 1.
 * Appended in 0.1. Thread-safe. */
MLSYS_API double mlsys_infer_stage_layers(const struct mlsys_infer_in *in);

/* Evaluate the deployment. A device of the busiest pipeline stage
 * (mlsys_infer_stage_layers) holds its share of weights and KV cache.
 * With m microbatches the B sequences decode as m microbatches of
 * ceil(B/m) in flight through the p stages: a sequence's next token comes
 * one cycle later, T_step = max(T_pass, m T_stage) (docs/inference.md,
 * "Pipeline parallelism"). Errors (MLSYS_ERANGE naming the constraint):
 * the layout rules of layout.h (t by MLSYS_KV_REPLICATE, p at most the
 * layers, e by mlsys_rule_ep_experts), sizes not positive, mem_util
 * outside (0, 1], m not 0 nor a whole number from 1 to B, requests not 0 nor a
 * whole number of at least 1. A batch above batch_max is a result
 * (fits false), not an error. MLSYS_ENUMERIC
 * when T_step, T_prefill_batch, tokens_per_s, tokens_per_s_static or
 * M_total is not a finite number above zero (inputs too large or small
 * for doubles); out is filled all the same. */
MLSYS_API int mlsys_infer_eval(const struct mlsys_infer_in *in, struct mlsys_infer_out *out,
                               struct mlsys_err *err);

/* N, the tokens a decode step yields a sequence under speculative decoding
 * with k drafted tokens each accepted with probability `accept` when the
 * ones before it were: 1 + a + ... + a^k = (1 - a^(k+1))/(1 - a), k + 1
 * at a = 1; 1 for k <= 0 (none). Thread-safe. Appended in 0.1. */
MLSYS_API double mlsys_infer_spec_tokens_per_step(double k, double accept);

/* Parameters of arch as the weights to store: the shape's count when arch
 * gives the shape (layers, hidden, heads, ffn, vocab), else params. */
MLSYS_API double mlsys_infer_params(const struct mlsys_arch *a);

#ifdef __cplusplus
}
#endif

#endif
