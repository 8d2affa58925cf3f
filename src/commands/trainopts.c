/* trainopts.c - the training option blocks and their binding (trainopts.h). */
#include "commands/trainopts.h"

#include <math.h>
#include <string.h>

#include "commands/device.h"
#include "commands/netopts.h"
#include "mlsys/energy.h"

static const struct mlsys_optdef machine_defs[TM_N] = {
    [TM_HW] = MLSYS_OPT_HW("device from the catalog (rates, memory, node facts, efficiencies)"),
    [TM_PEAK] = MLSYS_OPT_PEAK("R_peak: peak rate (overrides the device)"),
    [TM_BW] = MLSYS_OPT_BW("BW: memory bandwidth (overrides the device)"),
    [TM_CAPACITY] = MLSYS_OPT_CAPACITY,
    [TM_EFF] = MLSYS_OPT_EFF(NULL, "eta_mm: achieved fraction of R_peak on large GEMMs (default: "
                                   "the device's calibration, else 0.7)"),
    [TM_EFF_MEM] = MLSYS_OPTDEF_COUNT("eff-mem", NULL,
                                      "eta_mem: achieved fraction of BW by streaming kernels "
                                      "(default: the device's calibration, else 0.8)",
                                      MLSYS_OPTF_FRACTION),
    [TM_COMPUTE_PRECISION] =
        MLSYS_OPT_COMPUTE_PRECISION("precision whose peak rate applies (default: --precision if "
                                    "the device has it, else fp16/bf16, else fp32)"),
    [TM_POWER_LIMIT] = MLSYS_OPT_POWER_LIMIT("P_cap: the devices' power limit (default: TDP); "
                                             "the compute rates scale with the clock it "
                                             "allows, (P_cap/TDP)^(1/2.1) below the TDP and "
                                             "^(1/3) above it, and it bounds the power drawn"),
};
const struct mlsys_optblock mlsys_blk_machine = {machine_defs, TM_N};

static const struct mlsys_optdef node_defs[TN_N] = {
    [TN_NODE_SIZE] = MLSYS_OPTDEF_COUNT("node-size", NULL,
                                        "devices per node sharing the scale-up link (default: "
                                        "the device's node facts)",
                                        MLSYS_POSINT),
    [TN_INTRA_FABRIC] =
        MLSYS_OPT_INTRA_FABRIC("scale-up link inside a node (default: the device's node facts)"),
};
const struct mlsys_optblock mlsys_blk_node = {node_defs, TN_N};

static const struct mlsys_optdef shape_defs[TS_N] = {
    [TS_WORKLOAD] = MLSYS_OPT_WORKLOAD("transformer from the catalog"),
    [TS_LAYERS] = MLSYS_OPT_LAYERS("l: layers (overrides the workload)"),
    [TS_HIDDEN] = MLSYS_OPT_HIDDEN("h: hidden size (overrides the workload)"),
    [TS_HEADS] = MLSYS_OPT_HEADS("a: attention heads (overrides the workload)"),
    [TS_KV_HEADS] = MLSYS_OPT_KV_HEADS("key-value heads (default: heads)"),
    [TS_HEAD_DIM] = MLSYS_OPT_HEAD_DIM("head dimension (default: hidden/heads)"),
    [TS_FFN] = MLSYS_OPTDEF_COUNT("ffn", NULL,
                                  "F: feed-forward width (default: the workload's, else 4 "
                                  "hidden)",
                                  MLSYS_POSINT),
    [TS_VOCAB] = MLSYS_OPTDEF_COUNT("vocab", NULL, "V: vocabulary (overrides the workload)",
                                    MLSYS_POSINT),
};
const struct mlsys_optblock mlsys_blk_shape = {shape_defs, TS_N};

static const struct mlsys_optdef layout_defs[TL_N] = {
    [TL_DEVICES] = MLSYS_OPT_DEVICES(NULL, "N: devices (with two of --tp --pp --dp the third is "
                                           "derived)",
                                     0),
    [TL_TP] = MLSYS_OPT_TP(NULL, "t: tensor-parallel degree"),
    [TL_PP] = MLSYS_OPT_PP(NULL, "p: pipeline stages"),
    [TL_DP] = MLSYS_OPT_DP(NULL, "d: data-parallel degree (replicas)"),
    [TL_EP] = MLSYS_OPT_EP("e: expert-parallel degree (MoE; divides d and the experts)"),
    [TL_GLOBAL_BATCH] = MLSYS_OPT_GLOBAL_BATCH(NULL, "B: sequences per iteration (default: d b)",
                                               NULL),
    [TL_MICROBATCH] = MLSYS_OPTDEF_COUNT("microbatch", MLSYS_DEFAULT_TEXT(MLSYS_DEFAULT_MICROBATCH),
                                         "b: sequences per microbatch",
                                         MLSYS_POSINT),
    [TL_INTERLEAVE] =
        MLSYS_OPT_INTERLEAVE("v: model chunks per device (interleaved 1F1B schedule)", NULL),
    [TL_SEQ] = MLSYS_OPT_SEQ(NULL, "s: tokens per sequence (default 2048, or the workload's "
                                   "context when shorter)"),
};
const struct mlsys_optblock mlsys_blk_layout = {layout_defs, TL_N};

/* --base-precision's words and their bytes per weight (nf4: QLoRA). */
#define BASE_PRECISIONS "bf16|fp16|fp32|fp8|int8|nf4"
static const double base_bytes[] = {2, 2, 4, 1, 1, MLSYS_TRAIN_NF4_B};

static const struct mlsys_optdef run_defs[TR_N] = {
    [TR_PRECISION] = MLSYS_OPT_PRECISION(NULL, MLSYS_RATE_PRECISION_CHOICES,
                                         "weights and activations (default bf16, fp16 without a "
                                         "bf16 rate)"),
    [TR_GRAD_PRECISION] = MLSYS_OPTDEF_CHOICE("grad-precision", NULL, MLSYS_RATE_PRECISION_CHOICES,
                                              "gradients held and exchanged (default fp32 with "
                                              "bf16, else --precision)"),
    [TR_RECOMPUTE] = MLSYS_OPT_RECOMPUTE(NULL, "activation recomputation (default selective)"),
    [TR_SEQ_PARALLEL] = MLSYS_OPTDEF_YESNO("seq-parallel", NULL,
                                           "sequence parallelism (default: yes when t > 1)"),
    [TR_ZERO] = MLSYS_OPT_ZERO("ZeRO stage: 1 shards optimizer state (distributed optimizer), 2 "
                               "also gradients, 3 also weights, over d"),
    [TR_ATTENTION] = MLSYS_OPTDEF_CHOICE("attention", "standard", MLSYS_ATTENTION_CHOICES,
                                         "standard: scores in memory, dropout (Megatron-LM "
                                         "2021-22); flash: fused, causal blocks skipped, no "
                                         "dropout"),
    [TR_TP_OVERLAP] = MLSYS_OPTDEF_CHOICE("tp-overlap", NULL, "yes|no|all",
                                          "yes: hide the backward tensor-parallel collectives "
                                          "behind the weight-gradient GEMMs (megatron's "
                                          "default); all: every one chunked behind the GEMM "
                                          "next to it (Transformer Engine userbuffers, NeMo); "
                                          "no: exposed (deepspeed's and fsdp's default)"),
    [TR_DP_OVERLAP] = MLSYS_OPTDEF_YESNO("dp-overlap", NULL,
                                         "overlap the gradient exchange with the last "
                                         "microbatch's backward pass (default: yes where the "
                                         "stack does; deepspeed not with --pp above 1)"),
    [TR_FRAMEWORK] = MLSYS_OPTDEF_CHOICE("framework", "megatron", MLSYS_FRAMEWORK_CHOICES,
                                         "training stack: megatron (Megatron-LM/Core, NeMo), "
                                         "deepspeed (Megatron-DeepSpeed, ZeRO), fsdp (PyTorch "
                                         "FSDP: torchtitan, llm-foundry); sets the overlaps, "
                                         "the ZeRO stages it runs and its fixed costs"),
    [TR_OPTIMIZER] = MLSYS_OPTDEF_CHOICE("optimizer", "adam", MLSYS_TRAIN_OPTIMIZER_CHOICES,
                                         "state per trainable parameter with fp32 master "
                                         "weights: adam 12 B, adam8bit 6 B, adafactor 4 B + "
                                         "rows + columns, sgd (momentum) 8 B"),
    [TR_LORA_RANK] = MLSYS_OPTDEF_COUNT("lora-rank", NULL,
                                        "r: LoRA adapters on Q, K, V, O and the MLP "
                                        "projections; the base frozen (default: none, every "
                                        "weight trains)",
                                        MLSYS_POSINT),
    [TR_BASE_PRECISION] = MLSYS_OPTDEF_CHOICE("base-precision", NULL, BASE_PRECISIONS,
                                              "storage of the frozen base under LoRA; nf4: "
                                              "QLoRA, 4.127 bits (default: --precision)"),
    [TR_OFFLOAD] = {.name = "offload", .kind = MLSYS_OPT_TEXT,
                    .help = "keep in host memory: optimizer, weights, activations, or a comma "
                            "list (ZeRO-Offload/Infinity; default: none); in plan, any: every "
                            "combination searched"},
    [TR_HOST_BW] = MLSYS_OPTDEF_QTY("host-bw", "B/s",
                                    "host link per device and direction, for --offload "
                                    "(default: the device's interconnect.host)",
                                    MLSYS_OPTF_POSITIVE),
    [TR_CPU_OPT_RATE] = MLSYS_OPTDEF_QTY("cpu-opt-rate", "1/s",
                                         "parameters per second the host's optimizer updates "
                                         "for one device, with --offload optimizer (default "
                                         "1e9/s)",
                                         MLSYS_OPTF_POSITIVE),
    [TR_RECOMPUTE_LAYERS] = MLSYS_OPTDEF_COUNT("recompute-layers", NULL,
                                               "with --recompute full: only this many layers "
                                               "per device are recomputed, the others keep "
                                               "their activations (Megatron's block method; "
                                               "default: all)",
                                               MLSYS_POSINT),
    [TR_LOSS] = MLSYS_OPTDEF_CHOICE("loss", NULL, MLSYS_LOSS_CHOICES,
                                    "the loss kernel, by its memory per logit at the peak: "
                                    "inplace: one fp32 copy worked in place (Megatron's "
                                    "vocabulary-parallel cross-entropy; megatron's and "
                                    "deepspeed's default); fp32: cross-entropy on an fp32 "
                                    "copy beside log_softmax's output (torchtitan; fsdp's "
                                    "default); fused: one kernel on the 16-bit logits "
                                    "(flash-attn's, llm-foundry)"),
    [TR_ATTN_KERNEL] = MLSYS_OPTDEF_CHOICE("attention-kernel", NULL, MLSYS_ATTN_KERNEL_CHOICES,
                                           "with --attention flash, its kernels: best: the "
                                           "device's fastest measured (FlashAttention-3 on "
                                           "H100, FlashAttention-2 on A100; default); fa2: "
                                           "FlashAttention-2 generation (flash-attn 2.x, "
                                           "PyTorch's SDPA flash backend, 2023 Triton "
                                           "kernels), at its measured rates"),
};
const struct mlsys_optblock mlsys_blk_trainrun = {run_defs, TR_N};

static const struct mlsys_optdef context_defs[TX_N] = {
    [TX_CP] = MLSYS_OPTDEF_COUNT("cp", MLSYS_DEFAULT_TEXT(MLSYS_DEFAULT_CP),
                                 "c: context-parallel degree, each sequence split over c "
                                 "devices (ring attention; needs --attention flash; N = t p c "
                                 "d; s a multiple of 2 c, 2 c t with sequence parallelism)",
                                 MLSYS_POSINT),
    [TX_FLOPS] = MLSYS_OPTDEF_CHOICE("flops", NULL, MLSYS_FLOPS_CHOICES,
                                     "model FLOPs (MFU): causal counts half the s x s attention "
                                     "product, full all of it (default: causal with flash "
                                     "attention, full with standard)"),
};
const struct mlsys_optblock mlsys_blk_context = {context_defs, TX_N};

static const struct mlsys_optdef cost_defs[TC_N] = {
    [TC_TOKENS] = MLSYS_OPT_TOKENS("D: tokens to train on (time to train, energy, cost)"),
    [TC_GRID] = MLSYS_OPT_GRID("power grid from the catalog: carbon intensity of the run"),
    [TC_PUE] = MLSYS_OPT_PUE("power usage effectiveness of the data centre (default 1)"),
    [TC_PRICE] = MLSYS_OPT_PRICE,
    [TC_POWER] = MLSYS_OPT_POWER("power each device draws while training, e.g. a measured "
                                 "average (at most 2 x TDP)"),
    [TC_POWER_MODEL] = MLSYS_OPTDEF_CHOICE("power-model", "utilization", "utilization|tdp",
                                           "without --power: utilization, TDP (0.3 + 0.7 HFU) "
                                           "(the energy command's power view); tdp, TDP x "
                                           "device-hours (the convention of model cards)"),
    [TC_MTBF] = MLSYS_OPT_MTBF_DEVICE("MTBF of one device, e.g. 50000h: time to train with "
                                      "failures, checkpoints and restarts (default: none)",
                                      "mtbf"),
    [TC_RESTART] = {.name = "restart", .kind = MLSYS_OPT_QTY, .unit = "s", .def = "10min",
                    .help = "time lost restarting after each failure, with --mtbf-device "
                            "(default: Llama 3's 90 % effective time at a failure every 3 h)",
                    .flags = MLSYS_OPTF_NONNEG},
    [TC_WRITE_BW] = {.name = "write-bw", .kind = MLSYS_OPT_QTY, .unit = "B/s", .def = "2TB/s",
                     .help = "checkpoint write bandwidth of the job, with --mtbf-device "
                             "(default: Llama 3's storage, sustained)",
                     .flags = MLSYS_OPTF_POSITIVE},
};
const struct mlsys_optblock mlsys_blk_cost = {cost_defs, TC_N};

/* The machine block into req. */
static int machine(const struct mlsys_call *call, struct mlsys_train_req *req,
                   struct mlsys_err *err)
{
    const struct mlsys_val *v = mlsys_call_block(call, &mlsys_blk_machine);
    int rc = MLSYS_OK;
    if (v[TM_HW].set)
        rc = mlsys_dev_find(call, MLSYS_CAT_HARDWARE, v[TM_HW].s, "--hw", &req->base.hw, err);
    struct mlsys_model_req *b = &req->base;
    b->peak_flops = mlsys_call_num(call, &mlsys_blk_machine, TM_PEAK);
    b->bw_Bps = mlsys_call_num(call, &mlsys_blk_machine, TM_BW);
    b->capacity_B = mlsys_call_num(call, &mlsys_blk_machine, TM_CAPACITY);
    b->eta_mm = mlsys_call_num(call, &mlsys_blk_machine, TM_EFF);
    b->eta_mem = mlsys_call_num(call, &mlsys_blk_machine, TM_EFF_MEM);
    b->compute_precision = mlsys_dev_precision(call, &mlsys_blk_machine, TM_COMPUTE_PRECISION);
    b->power_limit_W = mlsys_call_num(call, &mlsys_blk_machine, TM_POWER_LIMIT);
    return rc;
}

/* The shape and layout blocks into req. */
static int shape_layout(const struct mlsys_call *call, struct mlsys_train_req *req,
                        struct mlsys_err *err)
{
    const struct mlsys_val *s = mlsys_call_block(call, &mlsys_blk_shape);
    int rc = MLSYS_OK;
    if (s[TS_WORKLOAD].set)
        rc = mlsys_dev_find(call, MLSYS_CAT_WORKLOAD, s[TS_WORKLOAD].s, "--workload",
                            &req->base.wl, err);
    static const int opt_of[MLSYS_SHAPE_N] = {
        -1, -1, TS_LAYERS, TS_HIDDEN, TS_HEADS, TS_KV_HEADS, TS_HEAD_DIM, TS_FFN, TS_VOCAB};
    mlsys_dev_shape(call, &mlsys_blk_shape, opt_of, &req->base.shape);
    const struct mlsys_val *l = mlsys_call_block(call, &mlsys_blk_layout);
    if (!l) /* a command without the layout block (infer) */
        return rc;
    req->devices = mlsys_call_num(call, &mlsys_blk_layout, TL_DEVICES);
    req->tp = mlsys_call_num(call, &mlsys_blk_layout, TL_TP);
    req->pp = mlsys_call_num(call, &mlsys_blk_layout, TL_PP);
    req->dp = mlsys_call_num(call, &mlsys_blk_layout, TL_DP);
    req->ep = l[TL_EP].x;
    req->global_batch = mlsys_call_num(call, &mlsys_blk_layout, TL_GLOBAL_BATCH);
    req->microbatch = l[TL_MICROBATCH].x;
    req->interleave = l[TL_INTERLEAVE].x;
    req->seq = mlsys_call_num(call, &mlsys_blk_layout, TL_SEQ);
    return rc;
}

/* --offload's words, one per bit of enum mlsys_train_offload. */
static const char *const offload_word[] = {"optimizer", "weights", "activations"};

const char *mlsys_train_offload_word(unsigned bit)
{
    return bit < 3 ? offload_word[bit] : "?";
}

const char *mlsys_train_offload_words(unsigned bits)
{
    static const char *const text[] = {
        "none",          "optimizer",         "weights",         "optimizer,weights",
        "activations",   "optimizer,activations", "weights,activations",
        "optimizer,weights,activations"};
    _Static_assert(MLSYS_OFFLOAD_OPTIMIZER == 1 && MLSYS_OFFLOAD_WEIGHTS == 2 &&
                       MLSYS_OFFLOAD_ACTIVATIONS == 4,
                   "text[bits] lists the words of bits in offload_word's order");
    return bits < 8 ? text[bits] : "?";
}

bool mlsys_train_offload_any(const struct mlsys_call *call)
{
    const struct mlsys_val *r = mlsys_call_block(call, &mlsys_blk_trainrun);
    return r && r[TR_OFFLOAD].set && !strcmp(r[TR_OFFLOAD].s, "any");
}

int mlsys_train_offload_parse(const char *text, char sep, unsigned *bits, struct mlsys_err *err)
{
    const char *const *words = offload_word;
    const char seps[2] = {sep, '\0'};
    *bits = 0;
    if (!strcmp(text, "none"))
        return MLSYS_OK;
    for (const char *p = text;; p++) {
        size_t n = strcspn(p, seps);
        int i = 0;
        while (i < 3 && !(strlen(words[i]) == n && !strncmp(p, words[i], n)))
            i++;
        if (i == 3)
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "'%.*s' is not one of optimizer, weights, activations (a "
                                 "%s list) or none",
                                 (int)n, p, sep == ',' ? "comma" : "'+'");
        if (*bits & (1u << i))
            return mlsys_err_set(err, MLSYS_EUSAGE, "%s is given twice", words[i]);
        *bits |= 1u << i;
        p += n;
        if (!*p)
            break;
    }
    return MLSYS_OK;
}

/* The optimizer, LoRA and offload options of the run block into req. */
static int tune_options(const struct mlsys_call *call, const struct mlsys_val *r,
                        struct mlsys_train_req *req, struct mlsys_err *err)
{
    req->optimizer = (enum mlsys_train_optimizer)r[TR_OPTIMIZER].choice;
    req->lora_rank = mlsys_call_num(call, &mlsys_blk_trainrun, TR_LORA_RANK);
    if (r[TR_BASE_PRECISION].set) {
        if (isnan(req->lora_rank)) {
            mlsys_err_where(err, "--base-precision");
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "the frozen base is LoRA's: give --lora-rank too");
        }
        req->base_B = base_bytes[r[TR_BASE_PRECISION].choice];
    }
    req->host_bw_Bps = mlsys_call_num(call, &mlsys_blk_trainrun, TR_HOST_BW);
    req->cpu_opt_params_per_s = mlsys_call_num(call, &mlsys_blk_trainrun, TR_CPU_OPT_RATE);
    bool any = mlsys_train_offload_any(call); /* the command searches it, or refuses it */
    if (r[TR_OFFLOAD].set && !any) {
        int rc = mlsys_train_offload_parse(r[TR_OFFLOAD].s, ',', &req->offload, err);
        if (rc) {
            mlsys_err_where(err, "--offload");
            return rc;
        }
    }
    if (!req->offload && !any && !isnan(req->host_bw_Bps)) {
        mlsys_err_where(err, "--host-bw");
        return mlsys_err_set(err, MLSYS_EUSAGE, "the link offload uses: give --offload too");
    }
    if (!(req->offload & MLSYS_OFFLOAD_OPTIMIZER) && !any && !isnan(req->cpu_opt_params_per_s)) {
        mlsys_err_where(err, "--cpu-opt-rate");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "the host's optimizer: give --offload optimizer too");
    }
    return MLSYS_OK;
}

/* The run block into req. */
static int run_options(const struct mlsys_call *call, struct mlsys_train_req *req,
                       struct mlsys_err *err)
{
    const struct mlsys_val *r = mlsys_call_block(call, &mlsys_blk_trainrun);
    if (!r)
        return MLSYS_OK;
    req->base.precision = mlsys_dev_precision(call, &mlsys_blk_trainrun, TR_PRECISION);
    req->grad_precision = mlsys_dev_precision(call, &mlsys_blk_trainrun, TR_GRAD_PRECISION);
    req->recompute = (enum mlsys_recompute)mlsys_call_choice(call, &mlsys_blk_trainrun,
                                                              TR_RECOMPUTE);
    int sp = mlsys_call_choice(call, &mlsys_blk_trainrun, TR_SEQ_PARALLEL); /* yes|no */
    req->seq_parallel = sp < 0 ? -1 : sp == 0;
    if (r[TR_ZERO].x > 3) {
        mlsys_err_where(err, "--zero");
        return mlsys_err_set(err, MLSYS_ERANGE, "must be 0, 1, 2 or 3");
    }
    req->zero = (int)r[TR_ZERO].x;
    req->attention = (enum mlsys_attention)r[TR_ATTENTION].choice;
    int yes = mlsys_call_choice(call, &mlsys_blk_trainrun, TR_TP_OVERLAP); /* yes|no */
    static const int level[] = {1, 0, 2}; /* yes|no|all */
    req->tp_overlap = yes < 0 ? -1 : level[yes];
    yes = mlsys_call_choice(call, &mlsys_blk_trainrun, TR_DP_OVERLAP);
    req->dp_overlap = yes < 0 ? -1 : yes == 0;
    req->framework = (enum mlsys_framework)r[TR_FRAMEWORK].choice;
    req->recompute_layers = mlsys_call_num(call, &mlsys_blk_trainrun, TR_RECOMPUTE_LAYERS);
    int loss = mlsys_call_choice(call, &mlsys_blk_trainrun, TR_LOSS); /* MLSYS_LOSS_CHOICES */
    req->loss = loss < 0 ? MLSYS_LOSS_UNSET : (enum mlsys_loss_kernel)loss;
    int kernel = mlsys_call_choice(call, &mlsys_blk_trainrun, TR_ATTN_KERNEL); /* best|fa2 */
    req->attention_kernel = kernel < 0 ? MLSYS_ATTN_KERNEL_UNSET : (enum mlsys_attn_kernel)kernel;
    return tune_options(call, r, req, err);
}

/* The long-context block into req (a command without it keeps c = 1). */
static void context_options(const struct mlsys_call *call, struct mlsys_train_req *req)
{
    const struct mlsys_val *x = mlsys_call_block(call, &mlsys_blk_context);
    if (!x)
        return;
    req->cp = x[TX_CP].x;
    enum { FLOPS_CAUSAL, FLOPS_FULL }; /* the order of MLSYS_FLOPS_CHOICES */
    int f = mlsys_call_choice(call, &mlsys_blk_context, TX_FLOPS);
    req->flops = f < 0 ? MLSYS_FLOPS_UNSET : f == FLOPS_CAUSAL ? MLSYS_FLOPS_CAUSAL
                                                                : MLSYS_FLOPS_FULL;
}

int mlsys_train_request(const struct mlsys_call *call, struct mlsys_train_req *req,
                        struct mlsys_err *err)
{
    mlsys_train_req_init(req);
    req->base.catalog = call->ctx ? call->ctx->catalog : NULL;
    int rc = machine(call, req, err);
    if (!rc)
        rc = shape_layout(call, req, err);
    if (!rc)
        rc = run_options(call, req, err);
    context_options(call, req);
    struct mlsys_net_req net;
    if (!rc)
        rc = mlsys_train_net(call, &net, err);
    if (!rc) {
        req->intra_fabric = net.intra_fabric;
        req->node_size = net.node_size;
        req->fabric = net.fabric;
        req->inter = net.inter;
    }
    return rc;
}

int mlsys_train_net(const struct mlsys_call *call, struct mlsys_net_req *net,
                    struct mlsys_err *err)
{
    *net = (struct mlsys_net_req){.node_size = NAN, .inter = {NAN, NAN}};
    const struct mlsys_val *n = mlsys_call_block(call, &mlsys_blk_node);
    int rc = MLSYS_OK;
    if (n && n[TN_INTRA_FABRIC].set)
        rc = mlsys_dev_find(call, MLSYS_CAT_FABRIC, n[TN_INTRA_FABRIC].s, "--intra-fabric",
                            &net->intra_fabric, err);
    if (n)
        net->node_size = mlsys_call_num(call, &mlsys_blk_node, TN_NODE_SIZE);
    const struct mlsys_val *k = mlsys_call_block(call, &mlsys_blk_link);
    if (!rc && k && k[X_FABRIC].set)
        rc = mlsys_dev_find(call, MLSYS_CAT_FABRIC, k[X_FABRIC].s, "--fabric", &net->fabric, err);
    if (!rc && k) {
        net->inter.alpha_s = mlsys_call_num(call, &mlsys_blk_link, X_ALPHA);
        net->inter.beta_Bps = mlsys_call_num(call, &mlsys_blk_link, X_BETA);
    }
    return rc;
}

/* --power (at most twice the device's TDP when it is known) or
 * --power-model into c: not both. */
static int run_power(const struct mlsys_call *call, const struct mlsys_val *v, double tdp_W,
                     struct mlsys_train_costs *c, struct mlsys_err *err)
{
    bool model = mlsys_call_given(call, &cost_defs[TC_POWER_MODEL]);
    enum { POWER_UTILIZATION, POWER_TDP }; /* the order of --power-model's words */
    c->power_tdp = v[TC_POWER_MODEL].choice == POWER_TDP;
    if (!v[TC_POWER].set)
        return MLSYS_OK;
    if (model) {
        mlsys_err_where(err, "--power");
        return mlsys_err_set(err, MLSYS_EUSAGE, "give --power or --power-model, not both");
    }
    c->power_W = v[TC_POWER].q.v;
    return mlsys_dev_power_check(c->power_W, tdp_W, err);
}

/* --mtbf-device, --restart and --write-bw into c, with notes on the
 * defaults that apply. */
static void failures(const struct mlsys_call *call, const struct mlsys_val *v,
                     struct mlsys_train_costs *c, struct mlsys_notes *notes)
{
    bool restart = mlsys_call_given(call, &cost_defs[TC_RESTART]),
         write = mlsys_call_given(call, &cost_defs[TC_WRITE_BW]);
    if (!v[TC_MTBF].set) {
        if (restart || write)
            mlsys_notes_add(notes, "no failures to charge: --restart and --write-bw need "
                                   "--mtbf-device");
        return;
    }
    c->mtbf_s = v[TC_MTBF].q.v;
    c->restart_s = v[TC_RESTART].q.v;
    c->write_Bps = v[TC_WRITE_BW].q.v;
    mlsys_notes_add(notes, "time_to_train counts failures: time_to_train_ideal / goodput, a "
                           "checkpoint (trainable weights and optimizer state) every tau_ckpt "
                           "(Daly 2006), exponential failures");
    if (!restart)
        mlsys_notes_add(notes, "restart 10 min per failure (default: Llama 3, one failure every "
                               "3 h of 16,384 H100 at over 90 %% effective time; --restart)");
    if (!write)
        mlsys_notes_add(notes, "checkpoints written at 2 TB/s (default: Llama 3's Tectonic "
                               "storage, sustained; --write-bw)");
}

int mlsys_train_costs(const struct mlsys_call *call, double tdp_W, struct mlsys_train_costs *c,
                      struct mlsys_notes *notes, struct mlsys_err *err)
{
    const struct mlsys_val *v = mlsys_call_block(call, &mlsys_blk_cost);
    *c = (struct mlsys_train_costs){NAN, 1, NAN, NAN, NAN, false, NAN, NAN, NAN};
    int rc = run_power(call, v, tdp_W, c, err);
    if (rc)
        return rc;
    failures(call, v, c, notes);
    if (!v[TC_TOKENS].set) {
        if (v[TC_GRID].set || v[TC_PUE].set || v[TC_PRICE].set ||
            mlsys_call_given(call, &cost_defs[TC_POWER]) ||
            mlsys_call_given(call, &cost_defs[TC_POWER_MODEL]))
            mlsys_notes_add(notes, "no run to charge: --grid, --pue, --price, --power and "
                                   "--power-model need --tokens");
        return MLSYS_OK;
    }
    c->tokens = v[TC_TOKENS].x;
    if (v[TC_GRID].set) {
        const struct mlsys_record *grid = NULL;
        rc = mlsys_dev_find(call, MLSYS_CAT_GRID, v[TC_GRID].s, "--grid", &grid, err);
        if (rc)
            return rc;
        c->ci_kgpJ = mlsys_grid_qty(grid, MLSYS_GRID_CARBON_INTENSITY).v;
    }
    c->pue = v[TC_PUE].set ? v[TC_PUE].x : 1;
    if (c->pue < 1) {
        mlsys_err_where(err, "--pue");
        return mlsys_err_set(err, MLSYS_ERANGE, "must be at least 1");
    }
    const char *pue = v[TC_PUE].set ? ", times --pue" : "; PUE 1 (default; --pue)";
    if (!isnan(c->power_W))
        mlsys_notes_add(notes, "E_run: each device draws --power for the run%s", pue);
    else if (!isnan(tdp_W) && c->power_tdp)
        mlsys_notes_add(notes, "E_run: each device draws its TDP for the run (TDP x "
                               "device-hours, as model cards count; --power-model)%s",
                        pue);
    else if (!isnan(tdp_W))
        mlsys_notes_add(notes, "E_run: each device draws TDP (0.3 + 0.7 HFU) for the run "
                               "(--power-model)%s",
                        pue);
    if (v[TC_PRICE].set)
        c->price_USDps = v[TC_PRICE].q.v;
    return MLSYS_OK;
}

/* c's failures for o on `devices` devices into *f (NaN without them). */
static int fail(const struct mlsys_train_costs *c, double devices, const struct mlsys_train_out *o,
                struct mlsys_train_fail_out *f, struct mlsys_err *err)
{
    *f = (struct mlsys_train_fail_out){NAN, NAN, NAN, NAN};
    if (isnan(c->mtbf_s))
        return MLSYS_OK;
    struct mlsys_train_fail_in in = {c->mtbf_s, devices, c->restart_s, o->checkpoint_B,
                                     c->write_Bps};
    int rc = mlsys_train_failures(&in, f, err);
    if (rc)
        f->goodput = NAN;
    return rc;
}

int mlsys_train_run_check(const struct mlsys_train_costs *c, double devices,
                          const struct mlsys_train_out *o, struct mlsys_err *err)
{
    struct mlsys_train_fail_out f;
    int rc = fail(c, devices, o, &f, err);
    if (!rc)
        return MLSYS_OK;
    mlsys_err_where(err, "--mtbf-device");
    err->code = MLSYS_EUSAGE; /* the options given leave no useful work */
    return MLSYS_EUSAGE;
}

void mlsys_train_run(const struct mlsys_train_costs *c, double devices, double tdp_W,
                     const struct mlsys_train_out *o, struct mlsys_train_run *run)
{
    struct mlsys_train_fail_out f;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    fail(c, devices, o, &f, &err); /* an error leaves the goodput NaN */
    run->mtbf_system_s = f.mtbf_system_s;
    run->t_write_s = f.t_write_s;
    run->tau_s = f.tau_s;
    run->goodput = f.goodput;
    run->time_ideal_s = c->tokens / o->tokens_per_s;
    run->time_s = isnan(c->mtbf_s) ? run->time_ideal_s : run->time_ideal_s / f.goodput;
    double power_W = !isnan(c->power_W) ? c->power_W
                     : c->power_tdp     ? tdp_W
                                        : mlsys_energy_power_W(tdp_W, fmin(1, o->hfu));
    run->energy_J = devices * power_W * run->time_s * c->pue;
    run->co2_kg = run->energy_J * c->ci_kgpJ;
    run->cost_USD = devices * run->time_s * c->price_USDps;
}
