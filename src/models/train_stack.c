/* train_stack.c - what each training stack does (train.h,
 * mlsys_train_stack). Every value is the stack's documented behaviour or
 * default; docs/train.md ("Training stacks") gives the source of each, and
 * says which were calibrated on published step times (one constant per
 * stack, never per row).
 */
#include <stddef.h>

#include "mlsys/train.h"

/* Calibrated constants (docs/train.md, "Training stacks"; one per stack or
 * kernel class, fitted on the published rows named there, never per row):
 * a layer's fixed cost of ~20 dependent kernels' gaps, fitted on the A100
 * rows of Narayanan et al. and Korthikanti et al. and the NeMo H100 rows;
 * Megatron-DeepSpeed's of 2022 (BigScience's runs on Jean Zay, eager
 * PyTorch launched synchronously, CUDA_LAUNCH_BLOCKING=1), fitted on the
 * BLOOM layout tables, where a layer pass costs ~2 ms whatever t and b
 * (with Omni-Path's collective efficiency fitted beside it, data/fabrics);
 * the fsdp stack's GEMM share, fitted on its rows (llm-foundry and
 * torchtitan; not refitted since the torchtitan rows run at their 500 W
 * power limit: the median error of the nine is -0.9 %); its attention,
 * PyTorch's FlashAttention-2 against the catalog's FlashAttention-3
 * figures on Hopper (Shah et al. 2024: FA2 reaches 0.55-0.6 of FA3's
 * forward rate at head dim 128); and its attention under context
 * parallelism, fitted on torchtitan's six rows at c 2-8 (Llama 3.1 8B and
 * 405B; docs/train.md, Context parallelism), beyond the exchanges and
 * merges the model counts. */
#define T_LAYER_S 0.2e-3
#define T_LAYER_DEEPSPEED_S 2.0e-3
#define ETA_FSDP 0.75
#define ETA_ATTN_FSDP 0.57
#define ETA_ATTN_CP_FSDP 0.71
/* Megatron-DeepSpeed's device memory beyond the tensors the model counts,
 * as nvidia-smi showed it on Jean Zay (BigScience's layout tables of
 * 2022-02-21 and 02-25, 23 fp16 rows that report memory, all pipelined;
 * mean error 3 %): beyond the 3 GB every stack holds, 9 GB that the
 * pipeline engine's path holds (NCCL buffers of the pipeline-pair
 * communicators, DeepSpeed's 5e8-element reduce bucket and averaged-
 * gradient partition), and the caching allocator's blocks held beyond the
 * activations of recomputation's churn (the PyTorch allocator's share, which
 * the fsdp stack takes too). */
#define RESERVE_PP_DEEPSPEED_B 9e9
#define RESERVE_ACT_ALLOCATOR 0.25

static const struct mlsys_train_stack stacks[] = {
    [MLSYS_FRAMEWORK_MEGATRON] = {
        .name = "megatron",
        .tp_overlap = 1,         /* backward all-reduce overlapped with the weight-gradient GEMM */
        .dp_overlap = true,      /* --overlap-grad-reduce: buckets reduced as backward ends      */
        .dp_overlap_pp = true,   /* ... per model chunk, also with pipelining                    */
        .zero3_per_layer = false,
        .zero_max = 3, .zero_max_pp = 1, /* distributed optimizer with p; FSDP without      */
        .t_microbatch_s = 2.0e-3,
        .bucket_B = 40e6 * 4,    /* max(40M, 1M d) fp32 gradient elements per bucket         */
        .reserve_B = 3e9,
        .t_layer_s = T_LAYER_S,
        .eta_kernels = 1,
        .eta_attention = 1,      /* cuDNN/Transformer Engine fused attention                */
        .tp_regather = true,     /* the sequence-parallel input gathered again backward     */
        .eta_attention_cp = 1,
        .offload_keeps_grads = true, /* --optimizer-cpu-offload: the DDP gradient buffer
                                        stays; gradients copied to the host for the step */
        .loss = MLSYS_LOSS_INPLACE, /* vocab_parallel_cross_entropy: fp32 logits, in place */
    },
    [MLSYS_FRAMEWORK_DEEPSPEED] = {
        .name = "deepspeed",
        .tp_overlap = 0,         /* Megatron-DeepSpeed of 2022: tensor-parallel all-reduces
                                    exposed                                                  */
        .dp_overlap = true,      /* ZeRO overlap_comm without the pipeline engine            */
        .dp_overlap_pp = false,  /* the pipeline engine reduces gradients after the flush    */
        .zero3_per_layer = false,
        .zero_max = 3, .zero_max_pp = 1, /* ZeRO-2 and -3 do not run with pipeline parallelism */
        .t_microbatch_s = 0,     /* not separable from t_layer on the BLOOM tables: 0     */
        .bucket_B = 5e8 * 2,     /* reduce_bucket_size 5e8 elements                          */
        .reserve_B = 3e9,
        .reserve_pp_B = RESERVE_PP_DEEPSPEED_B,
        .reserve_act_share = RESERVE_ACT_ALLOCATOR,
        .grad_copy_B = 2,        /* BF16_Optimizer: the fp32 master weights partitioned
                                    with the moments (fp32_groups_flat_partition), but
                                    the fp32 gradient buffer whole, and the bf16 .grad
                                    beside it                                              */
        .t_layer_s = T_LAYER_DEEPSPEED_S, /* Megatron-LM's kernels, each launch synchronous */
        .eta_kernels = 1,        /* Megatron-LM's fused kernels                              */
        .eta_attention = 1,
        .tp_regather = true,     /* Megatron-LM's tensor-parallel layers                      */
        .eta_attention_cp = 1,
        .loss = MLSYS_LOSS_INPLACE, /* Megatron-LM's vocabulary-parallel cross-entropy    */
        .offload_weights_zero = 3,   /* offload_param: "valid only with stage 3"         */
        .offload_optimizer_zero = 1, /* offload_optimizer: "valid for ZeRO stage 1, 2, 3" */
    },
    [MLSYS_FRAMEWORK_FSDP] = {
        .name = "fsdp",
        .tp_overlap = 0,         /* torchtitan's tensor parallelism: collectives exposed unless
                                    async TP is compiled in                                  */
        .dp_overlap = true,      /* reduce-scatter of each block overlaps the next backward  */
        .dp_overlap_pp = true,
        .zero3_per_layer = true, /* one flat parameter per transformer block, prefetched     */
        .zero_max = 3, .zero_max_pp = 3,
        .t_microbatch_s = 1.0e-3,
        .bucket_B = 0,           /* a block at a time (zero3_per_layer), 25 MB for DDP        */
        .reserve_B = 3e9,
        .t_layer_s = T_LAYER_S,
        .selective_mm_share = 0.5, /* torchtitan's op-level policy: every second mm redone,
                                      the others' outputs kept (train_memory.c)         */
        .loss = MLSYS_LOSS_FP32, /* torchtitan: cross_entropy(pred.float()), not in place  */
        .reserve_act_share = RESERVE_ACT_ALLOCATOR, /* the same caching allocator,
                                    checked on torchtitan's reported peaks              */
        .eta_kernels = ETA_FSDP,
        .eta_attention = ETA_ATTN_FSDP,
        .kv_expanded = true,     /* torchtitan's Llama: repeat_kv before SDPA                  */
        .cp_gather = true,       /* torch.distributed.tensor.experimental.context_parallel:
                                    the all-gather rotater, fp32 merges and dK/dV          */
        .eta_attention_cp = ETA_ATTN_CP_FSDP,
        .pp_state_whole = true,  /* torchtitan: reshard_after_forward off with PP (its
                                    "default" policy), gradient sync at the last
                                    microbatch (torch.distributed.pipelining)        */
        /* CPUOffloadPolicy: parameters, gradients and optimizer state to the host
           together, the optimizer step on the CPU */
        .offload_together = MLSYS_OFFLOAD_OPTIMIZER | MLSYS_OFFLOAD_WEIGHTS,
    },
};

int mlsys_train_zero_max(const struct mlsys_train_in *in)
{
    const struct mlsys_train_stack *st = mlsys_train_stack(in->opt.framework);
    return in->lay.pp > 1 ? st->zero_max_pp : st->zero_max;
}

const struct mlsys_train_stack *mlsys_train_stack(enum mlsys_framework f)
{
    if ((int)f < 0 || (size_t)f >= sizeof stacks / sizeof stacks[0])
        f = MLSYS_FRAMEWORK_MEGATRON;
    return &stacks[f];
}
