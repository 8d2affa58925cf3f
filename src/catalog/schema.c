/* schema.c - the field tables of the four record kinds (data/README.md),
 * kind names, and precisions. Static data only. */
#include "mlsys/catalog.h"

#include <string.h>

#include "core/text.h"

#define REQ MLSYS_FF_REQUIRED
#define QTY(path, unit, flags, meaning)                                                          \
    {path, MLSYS_FK_QTY, unit, MLSYS_FMT_AUTO, NULL, flags, meaning}
#define QTYF(path, unit, flags, meaning)                                                         \
    {path, MLSYS_FK_QTY, unit, MLSYS_FMT_FIXED, NULL, flags, meaning}
#define CNT(path, flags, meaning) {path, MLSYS_FK_COUNT, "", MLSYS_FMT_AUTO, NULL, flags, meaning}
#define INT(path, flags, meaning) {path, MLSYS_FK_INT, "", MLSYS_FMT_AUTO, NULL, flags, meaning}
#define TXT(path, flags, meaning) {path, MLSYS_FK_TEXT, NULL, MLSYS_FMT_AUTO, NULL, flags, meaning}
#define ENUMF(path, choices, meaning)                                                            \
    {path, MLSYS_FK_ENUM, NULL, MLSYS_FMT_AUTO, choices, REQ, meaning}
#define ENUMO(path, choices, meaning)                                                            \
    {path, MLSYS_FK_ENUM, NULL, MLSYS_FMT_AUTO, choices, 0, meaning}
#define FRAC(path, meaning) CNT(path, MLSYS_FF_FRACTION, meaning)
#define NAMEF                                                                                    \
    {"name", MLSYS_FK_NAME, NULL, MLSYS_FMT_AUTO, NULL, REQ, "unique name, equal to the file name"}
#define ALIASF {"aliases", MLSYS_FK_NAMES, NULL, MLSYS_FMT_AUTO, NULL, 0, "other names for lookup"}
#define YEARF(meaning) {"year", MLSYS_FK_YEAR, "", MLSYS_FMT_AUTO, NULL, REQ, meaning}
#define RATE(p) QTY("compute." p, "FLOP/s", 0, "dense peak rate, " p)

static const struct mlsys_schema_field hw_fields[MLSYS_HW_NFIELDS] = {
    [MLSYS_HW_NAME] = NAMEF,
    [MLSYS_HW_ALIASES] = ALIASF,
    [MLSYS_HW_TITLE] = TXT("title", REQ, "human-readable name"),
    [MLSYS_HW_VENDOR] = TXT("vendor", REQ, "maker"),
    [MLSYS_HW_CLASS] = ENUMF("class", "cloud|workstation|mobile|edge|tiny", "device class"),
    [MLSYS_HW_KIND] = ENUMO("kind", "device|system",
                            "one device, or a whole system left out of --hw all"),
    [MLSYS_HW_DEVICES] = INT("devices", 0, "accelerators the entry's figures cover"),
    [MLSYS_HW_YEAR] = YEARF("year of release"),
    [MLSYS_HW_FP64] = RATE("fp64"),
    [MLSYS_HW_FP32] = RATE("fp32"),
    [MLSYS_HW_TF32] = RATE("tf32"),
    [MLSYS_HW_FP16] = RATE("fp16"),
    [MLSYS_HW_BF16] = RATE("bf16"),
    [MLSYS_HW_FP8] = RATE("fp8"),
    [MLSYS_HW_FP4] = RATE("fp4"),
    [MLSYS_HW_INT8] = RATE("int8"),
    [MLSYS_HW_INT4] = RATE("int4"),
    [MLSYS_HW_UNITS] = INT("compute.units", 0,
                           "compute units (SMs, CUs) a GEMM's tiles are spread over"),
    [MLSYS_HW_CLOCK] = QTY("compute.clock", "Hz", 0,
                           "boost clock of the compute units, the rate of kernels bound by "
                           "instruction issue"),
    [MLSYS_HW_FP16_ACC16] = QTY("compute.fp16_acc16", "FLOP/s", 0,
                                "dense peak of fp16 products accumulated in fp16, where it "
                                "exceeds compute.fp16 (fp32 accumulation; GeForce cards run "
                                "that at half this)"),
    [MLSYS_HW_MEM_CAPACITY] = QTY("memory.capacity", "B", REQ, "device memory capacity"),
    [MLSYS_HW_MEM_BANDWIDTH] = QTY("memory.bandwidth", "B/s", REQ, "device memory bandwidth"),
    [MLSYS_HW_MEM_SRAM] = QTY("memory.sram", "B", 0, "on-chip SRAM"),
    [MLSYS_HW_MEM_FLASH] = QTY("memory.flash", "B", 0, "on-board flash"),
    [MLSYS_HW_SCALEUP_NAME] = TXT("interconnect.scaleup.name", REQ, "scale-up link"),
    [MLSYS_HW_SCALEUP_BANDWIDTH] = QTY("interconnect.scaleup.bandwidth", "B/s", REQ,
                                       "scale-up link bandwidth, per direction"),
    [MLSYS_HW_SCALEUP_LATENCY] = QTY("interconnect.scaleup.latency", "s", 0,
                                     "scale-up link latency"),
    [MLSYS_HW_HOST_NAME] = TXT("interconnect.host.name", REQ, "host link"),
    [MLSYS_HW_HOST_BANDWIDTH] = QTY("interconnect.host.bandwidth", "B/s", REQ,
                                    "host link bandwidth, per direction"),
    [MLSYS_HW_NODE_DEVICES] = INT("node.devices", 0, "accelerators per node (scale-up domain)"),
    [MLSYS_HW_NODE_SCALEOUT] = TXT("node.scaleout", 0,
                                   "fabric entry between nodes, one NIC per device"),
    [MLSYS_HW_NODE_SCALEUP] = TXT("node.scaleup", 0,
                                  "fabric entry of the scale-up link inside a node"),
    [MLSYS_HW_TDP] = QTY("power.tdp", "W", REQ, "thermal design power"),
    [MLSYS_HW_LAUNCH] = QTY("latency.launch", "s", REQ | MLSYS_FF_NONNEG,
                            "fixed per-step software overhead"),
    [MLSYS_HW_EFF_MATMUL] = FRAC("efficiency.matmul",
                                 "achieved fraction of the dense peak rate on large GEMMs"),
    [MLSYS_HW_EFF_MEMORY] = FRAC("efficiency.memory",
                                 "achieved fraction of the memory bandwidth, streaming"),
    [MLSYS_HW_EFF_SOURCE] = TXT("efficiency.source", REQ, "where the efficiencies come from"),
    [MLSYS_HW_ENERGY_MOVE] = QTY("energy.move", "J/B", 0, "energy per byte moved"),
    [MLSYS_HW_ENERGY_COMPUTE] = QTY("energy.compute", "J/FLOP", 0, "energy per operation"),
    [MLSYS_HW_PRICE] = QTYF("price", "USD", 0, "list price"),
    [MLSYS_HW_SOURCE] = TXT("source", REQ, "datasheets and papers"),
    [MLSYS_HW_NOTES] = TXT("notes", 0, "caveats"),
    [MLSYS_HW_EFF_ATTENTION] = FRAC("efficiency.attention",
                                    "achieved fraction of the 16-bit peak by fused (flash) "
                                    "attention, forward, head dim 128, long sequences"),
    [MLSYS_HW_EFF_ATTENTION_BWD] = FRAC("efficiency.attention_backward",
                                        "the same, backward (FLOPs 2.5 x the forward's)"),
    [MLSYS_HW_EFF_ATTENTION_SOURCE] = TXT("efficiency.attention_source", 0,
                                          "where the attention figures come from"),
    [MLSYS_HW_EFF_ATTENTION_FA2] = FRAC("efficiency.attention_fa2",
                                        "the same as efficiency.attention by FlashAttention-2 "
                                        "generation kernels, where the device's best are "
                                        "faster"),
    [MLSYS_HW_EFF_ATTENTION_FA2_BWD] = FRAC("efficiency.attention_fa2_backward",
                                            "the same, backward"),
    [MLSYS_HW_EFF_MATMUL_MMA_SYNC] = FRAC("efficiency.matmul_mma_sync",
                                          "the same as efficiency.matmul, of the 16-bit peak, by "
                                          "GEMM kernels on the mma.sync instruction, where the "
                                          "device's best use a newer one"),
    [MLSYS_HW_EFF_KQUANT_UNIT] = QTY("efficiency.kquant_unit_stream", "B/s", 0,
                                     "rate one compute unit streams k-quant weights through "
                                     "llama.cpp's mat-vec kernels, where its occupancy and not "
                                     "the memory bounds decode"),
    [MLSYS_HW_EFF_FUSED_MLA_LAYER] = QTY("efficiency.fused_mla_layer", "s", MLSYS_FF_NONNEG,
                                         "time the fused serving engines take per layer of a "
                                         "model with latent attention (MLA) on this part, in "
                                         "place of their own per-layer time"),
    [MLSYS_HW_EFF_FUSED_HOST_SEQ] = QTY("efficiency.fused_host_seq", "s", MLSYS_FF_NONNEG,
                                        "host time the fused serving engines' schedulers take "
                                        "per sequence of a decode iteration on this system's "
                                        "CPU, overlapped with the GPU's step: a step of B "
                                        "sequences takes no less than B times this"),
};

static const struct mlsys_schema_block hw_blocks[] = {
    {"compute", REQ},     {"memory", REQ},          {"interconnect", 0},
    {"interconnect.scaleup", 0}, {"interconnect.host", 0}, {"node", 0}, {"power", REQ},
    {"latency", REQ},     {"efficiency", 0}, {"energy", 0},
};

static const struct mlsys_schema_field wl_fields[MLSYS_WL_NFIELDS] = {
    [MLSYS_WL_NAME] = NAMEF,
    [MLSYS_WL_ALIASES] = ALIASF,
    [MLSYS_WL_TITLE] = TXT("title", REQ, "human-readable name"),
    [MLSYS_WL_FAMILY] = ENUMF("family", "decoder|encoder|moe|cnn|mlp|ssm|diffusion|recsys",
                              "model family"),
    [MLSYS_WL_YEAR] = YEARF("year of publication"),
    [MLSYS_WL_PARAMETERS] = CNT("parameters", 0, "total parameter count"),
    [MLSYS_WL_ACTIVE_PARAMETERS] = CNT("active_parameters", 0, "parameters used per token"),
    [MLSYS_WL_LAYERS] = INT("layers", 0, "layers"),
    [MLSYS_WL_HIDDEN] = INT("hidden", 0, "model width d"),
    [MLSYS_WL_HEADS] = INT("heads", 0, "attention heads"),
    [MLSYS_WL_KV_HEADS] = INT("kv_heads", 0, "key/value heads"),
    [MLSYS_WL_HEAD_DIM] = INT("head_dim", 0, "head width"),
    [MLSYS_WL_KV_LATENT] = INT("kv_latent", 0, "latent KV width per layer per token"),
    [MLSYS_WL_SSM_STATE] = INT("ssm_state", 0,
                               "SSM: recurrent state values per layer per sequence"),
    [MLSYS_WL_FFN] = INT("ffn", 0, "feed-forward inner width"),
    [MLSYS_WL_VOCAB] = INT("vocab", 0, "vocabulary size"),
    [MLSYS_WL_CONTEXT] = INT("context", 0, "maximum context length in tokens"),
    [MLSYS_WL_EXPERTS] = INT("experts", 0, "MoE experts"),
    [MLSYS_WL_EXPERTS_PER_TOKEN] = INT("experts_per_token", 0, "MoE experts per token"),
    [MLSYS_WL_ACTIVATION] = ENUMO("activation", "gelu|relu|swiglu|geglu",
                                  "feed-forward activation; swiglu and geglu are gated (three "
                                  "matrices)"),
    [MLSYS_WL_FLOPS_PER_SAMPLE] = QTY("flops_per_sample", "FLOP", 0,
                                      "forward operations per sample"),
    [MLSYS_WL_ACTIVATION_BYTES] = QTY("activation_bytes", "B", 0,
                                      "activation bytes per sample"),
    [MLSYS_WL_MODEL_BYTES] = QTY("model_bytes", "B", 0, "model size"),
    [MLSYS_WL_SOURCE] = TXT("source", REQ, "model card or paper"),
    [MLSYS_WL_NOTES] = TXT("notes", 0, "caveats"),
    [MLSYS_WL_TIED_EMBEDDINGS] = ENUMO("tied_embeddings", "no|yes",
                                       "the output layer shares the input embedding's matrix "
                                       "(counted once)"),
    [MLSYS_WL_SLIDING_WINDOW] = INT("sliding_window", 0,
                                    "tokens a sliding-window attention layer attends to (and "
                                    "caches)"),
    [MLSYS_WL_SLIDING_LAYERS] = INT("sliding_layers", 0,
                                    "layers with the sliding window (default: every layer when "
                                    "sliding_window is given)"),
    [MLSYS_WL_DENSE_LAYERS] = INT("dense_layers", 0,
                                  "MoE: the leading layers whose FFN is dense (default none)"),
    [MLSYS_WL_DENSE_FFN] = INT("dense_ffn", 0, "MoE: the dense layers' FFN width"),
    [MLSYS_WL_SHARED_EXPERTS] = INT("shared_experts", 0,
                                    "MoE: experts of width ffn every token visits besides the "
                                    "routed ones (default none)"),
    [MLSYS_WL_Q_LATENT] = INT("q_latent", 0,
                              "latent attention (with kv_latent): the query's compressed "
                              "width (q_lora_rank)"),
    [MLSYS_WL_ROPE_DIM] = INT("rope_dim", 0,
                              "latent attention: the decoupled RoPE key's width per head, part "
                              "of kv_latent (qk_rope_head_dim)"),
    [MLSYS_WL_MLA_HEAD_DIM] = INT("mla_head_dim", 0,
                                  "latent attention: a head's query/key width without RoPE and "
                                  "its value width (qk_nope_head_dim = v_head_dim)"),
    [MLSYS_WL_PARALLEL_ATTENTION] = ENUMO("parallel_attention", "no|yes",
                                          "attention and the feed-forward block read the same "
                                          "input and add into one residual (a parallel block: "
                                          "one tensor-parallel all-reduce a layer)"),
};

static const struct mlsys_schema_field fab_fields[MLSYS_FAB_NFIELDS] = {
    [MLSYS_FAB_NAME] = NAMEF,
    [MLSYS_FAB_ALIASES] = ALIASF,
    [MLSYS_FAB_TITLE] = TXT("title", REQ, "human-readable name"),
    [MLSYS_FAB_BANDWIDTH] = QTY("bandwidth", "B/s", REQ, "bandwidth per endpoint, per direction"),
    [MLSYS_FAB_LATENCY] = QTY("latency", "s", REQ | MLSYS_FF_NONNEG,
                              "per-message start-up latency (alpha)"),
    [MLSYS_FAB_TOPOLOGY] = TXT("topology", 0, "topology"),
    [MLSYS_FAB_OVERSUBSCRIPTION] = CNT("oversubscription", MLSYS_FF_ATLEAST1,
                                       "oversubscription ratio"),
    [MLSYS_FAB_ENERGY_PER_BIT] = QTY("energy_per_bit", "J/bit", 0, "transfer energy per bit"),
    [MLSYS_FAB_EFFICIENCY] = FRAC("efficiency",
                                  "achieved bus bandwidth / link bandwidth, large collectives"),
    [MLSYS_FAB_SOURCE] = TXT("source", REQ, "where the figures come from"),
    [MLSYS_FAB_NOTES] = TXT("notes", 0, "caveats"),
    [MLSYS_FAB_LL_BANDWIDTH] = QTY("ll_bandwidth", "B/s", 0,
                                   "bus bandwidth NCCL's low-latency (LL) protocol reaches at "
                                   "most over this link in one node (its tuner's cap for the "
                                   "GPU generation); given, all-reduces are priced by protocol"),
    [MLSYS_FAB_P2P_EFFICIENCY] = FRAC("p2p_efficiency",
                                      "achieved bandwidth / link bandwidth of one point-to-point "
                                      "transfer between two endpoints (a pipeline stage's "
                                      "sends); absent: efficiency"),
    [MLSYS_FAB_MESH_PEERS] = CNT("mesh_peers", MLSYS_FF_ATLEAST1,
                                 "a fully connected mesh: the peers each endpoint has a link "
                                 "of its own to; bandwidth is then one such link's, and a "
                                 "group of n endpoints reaches min(n - 1, mesh_peers) of them "
                                 "at once"),
};

static const struct mlsys_schema_field grid_fields[MLSYS_GRID_NFIELDS] = {
    [MLSYS_GRID_NAME] = NAMEF,
    [MLSYS_GRID_ALIASES] = ALIASF,
    [MLSYS_GRID_TITLE] = TXT("title", REQ, "human-readable name"),
    [MLSYS_GRID_CARBON_INTENSITY] = QTYF("carbon_intensity", "g/kWh", REQ,
                                         "grid carbon intensity (CO2e)"),
    [MLSYS_GRID_PUE] = CNT("pue", REQ | MLSYS_FF_ATLEAST1, "power usage effectiveness"),
    [MLSYS_GRID_WUE] = QTYF("wue", "L/kWh", MLSYS_FF_NONNEG, "water usage effectiveness"),
    [MLSYS_GRID_SOURCE] = TXT("source", REQ, "where the figures come from"),
    [MLSYS_GRID_NOTES] = TXT("notes", 0, "caveats"),
};

static const struct mlsys_schema schemas[MLSYS_CAT_NKINDS] = {
    [MLSYS_CAT_HARDWARE] = {MLSYS_CAT_HARDWARE, hw_fields, MLSYS_HW_NFIELDS, hw_blocks,
                            sizeof hw_blocks / sizeof hw_blocks[0]},
    [MLSYS_CAT_WORKLOAD] = {MLSYS_CAT_WORKLOAD, wl_fields, MLSYS_WL_NFIELDS, NULL, 0},
    [MLSYS_CAT_FABRIC] = {MLSYS_CAT_FABRIC, fab_fields, MLSYS_FAB_NFIELDS, NULL, 0},
    [MLSYS_CAT_GRID] = {MLSYS_CAT_GRID, grid_fields, MLSYS_GRID_NFIELDS, NULL, 0},
};

const struct mlsys_schema *mlsys_schema_get(enum mlsys_catalog_kind kind)
{
    return (unsigned)kind < MLSYS_CAT_NKINDS ? &schemas[kind] : NULL;
}

static const char *const kind_names[MLSYS_CAT_NKINDS] = {"hardware", "workload", "fabric",
                                                         "grid"};
static const char *const kind_dirs[MLSYS_CAT_NKINDS] = {"hardware", "workloads", "fabrics",
                                                        "grids"};

const char *mlsys_catalog_kind_name(enum mlsys_catalog_kind kind)
{
    return (unsigned)kind < MLSYS_CAT_NKINDS ? kind_names[kind] : "entry";
}

const char *mlsys_catalog_kind_dir(enum mlsys_catalog_kind kind)
{
    return (unsigned)kind < MLSYS_CAT_NKINDS ? kind_dirs[kind] : "";
}

int mlsys_catalog_kind_parse(const char *word, enum mlsys_catalog_kind *out, struct mlsys_err *err)
{
    for (int k = 0; k < MLSYS_CAT_NKINDS; k++)
        if (mlsys_text_ieq(word, kind_dirs[k]) || mlsys_text_ieq(word, kind_names[k])) {
            *out = (enum mlsys_catalog_kind)k;
            return 0;
        }
    return mlsys_err_set(err, MLSYS_EUSAGE,
                         "unknown catalog kind '%s'; expected one of hardware, workloads, "
                         "fabrics, grids",
                         word);
}

static const char *const prec_names[MLSYS_NPREC] = {
    "fp64", "fp32", "tf32", "fp16", "bf16", "fp8", "fp4", "int8", "int4",
    "q8_0", "q4_k_m", "int4-g128", "q4_0", "q5_k_m", "q6_k", "awq", "gptq"};

/* Effective bytes per element (docs/catalog.md has the sources):
 * q8_0: block_q8_0 of ggml-common.h, an fp16 scale and 32 int8 = 34 B / 32;
 * q4_k_m: 4.9 bits/weight, Llama-3-8B Q4_K_M = 4.58 GiB over 8.03e9
 *   weights (4.58 * 2^30 * 8 / 8.03e9 = 4.90), scales and the tensors kept
 *   at Q6_K included;
 * int4-g128: 4-bit weights with an fp16 scale and an fp16 zero per 128:
 *   (128 * 4 + 16 + 16) / 128 = 4.25 bits;
 * q4_0: block_q4_0, an fp16 scale and 16 bytes of 4-bit quants = 18 B / 32;
 * q5_k_m: 5.7 bits/weight, Llama-3-8B Q5_K_M = 5.33 GiB over 8.03e9
 *   weights (5.33 * 2^30 * 8 / 8.03e9 = 5.70);
 * q6_k: block_q6_K, 128 + 64 bytes of quants, 16 int8 scales, an fp16
 *   super-scale = 210 B / 256;
 * awq, gptq: AutoAWQ's WQLinear_GEMM and AutoGPTQ's QuantLinear at group
 *   128, 4-bit weights, an fp16 scale and a 4-bit zero (qzeros, eight per
 *   int32) per group: 4 + (16 + 4) / 128 = 4.15625 bits. */
static const double prec_bytes[MLSYS_NPREC] = {
    8, 4, 4, 2, 2, 1, 0.5, 1, 0.5, 34.0 / 32, 4.9 / 8, 4.25 / 8,
    18.0 / 32, 5.7 / 8, 210.0 / 256, 4.15625 / 8, 4.15625 / 8};

_Static_assert(MLSYS_HW_INT4 - MLSYS_HW_FP64 + 1 == MLSYS_NRATES,
               "one compute field per rate precision, in enum order");

const char *mlsys_precision_name(enum mlsys_precision p)
{
    return (unsigned)p < MLSYS_NPREC ? prec_names[p] : "";
}

double mlsys_precision_bytes(enum mlsys_precision p)
{
    return (unsigned)p < MLSYS_NPREC ? prec_bytes[p] : 0;
}

bool mlsys_precision_has_rate(enum mlsys_precision p)
{
    return (unsigned)p < MLSYS_NRATES;
}

int mlsys_precision_parse(const char *name, enum mlsys_precision *out, struct mlsys_err *err)
{
    for (int p = 0; p < MLSYS_NPREC; p++)
        if (!strcmp(name, prec_names[p])) {
            *out = (enum mlsys_precision)p;
            return 0;
        }
    const char *s = mlsys_text_suggest(name, prec_names, MLSYS_NPREC);
    if (s)
        return mlsys_err_set(err, MLSYS_EUSAGE, "unknown precision '%s'; did you mean '%s'?",
                             name, s);
    char list[160];
    mlsys_text_join(prec_names, MLSYS_NPREC, list, sizeof list);
    return mlsys_err_set(err, MLSYS_EUSAGE, "unknown precision '%s'; expected one of %s", name,
                         list);
}
