/* inferopts.c - the deployment block of infer and serving (inferopts.h). */
#include "commands/inferopts.h"

#include <math.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "commands/trainopts.h"
#include "core/text.h"

static const struct mlsys_optdef deploy_defs[ID_N] = {
    [ID_PP] = MLSYS_OPT_PP("1", "p: pipeline stages (layers split over p)"),
    [ID_MEM_UTIL] = MLSYS_OPTDEF_COUNT("mem-util", MLSYS_DEFAULT_TEXT(MLSYS_DEFAULT_MEM_UTIL),
                                       "share of device memory for weights and KV cache; the "
                                       "rest is activations, workspace and fragmentation",
                                       MLSYS_OPTF_FRACTION),
    [ID_KV_BLOCK] = MLSYS_OPTDEF_COUNT("kv-block", MLSYS_DEFAULT_TEXT(MLSYS_DEFAULT_KV_BLOCK),
                                       "tokens per KV-cache page (paged attention)", MLSYS_POSINT),
    [ID_QUANT_MATMUL] = MLSYS_OPTDEF_CHOICE("quant-matmul", NULL, MLSYS_QUANT_MATMUL_CHOICES,
                                            "llama.cpp on CUDA, products of quantized weights "
                                            "over 32 rows: mmq, its int8 kernels (default "
                                            "since June 2024, and of engine llamacpp); "
                                            "dequant, the weights dequantized to fp16 for "
                                            "cuBLAS (builds before; default of engine "
                                            "llamacpp-2405); dp4a, its int8 kernels on the "
                                            "DP4A instruction, not tensor cores (builds "
                                            "before June 2024 with GGML_CUDA_FORCE_MMQ; "
                                            "always on parts without int8 tensor cores)"),
    [ID_UBATCH] = MLSYS_OPTDEF_COUNT("ubatch", NULL,
                                     "llama.cpp: tokens per piece of a prompt (its n_ubatch, "
                                     "-ub; default 512), each piece a forward pass of its own, "
                                     "the pieces pipelined over --pp stages",
                                     MLSYS_POSINT),
    [ID_SPEC_TOKENS] = MLSYS_OPTDEF_COUNT("spec-tokens", "0",
                                          "k: tokens drafted a step for each sequence by a "
                                          "draft head of one layer (speculative decoding: "
                                          "DeepSeek's multi-token prediction, EAGLE), verified "
                                          "together in one pass of the model; 0: none",
                                          MLSYS_OPTF_NONNEG | MLSYS_OPTF_INTEGER),
    [ID_SPEC_ACCEPT] = MLSYS_OPTDEF_COUNT("spec-accept", NULL,
                                          "a: probability that a drafted token is accepted "
                                          "when the ones before it were; a step yields "
                                          "(1 - a^(k+1))/(1 - a) tokens a sequence (default "
                                          MLSYS_DEFAULT_TEXT(MLSYS_DEFAULT_SPEC_ACCEPT) ")",
                                          MLSYS_OPTF_PROB),
    [ID_WINDOW] = MLSYS_OPTDEF_COUNT("sliding-window", NULL,
                                     "W: tokens a sliding-window layer attends over and "
                                     "caches (default: the workload's); 0: none, every layer "
                                     "attends over and caches the whole sequence, as "
                                     "TensorRT-LLM runs a windowed checkpoint unless given "
                                     "max_attention_window_size",
                                     MLSYS_OPTF_NONNEG | MLSYS_OPTF_INTEGER),
};
const struct mlsys_optblock mlsys_blk_deploy = {deploy_defs, ID_N};

int mlsys_infer_deploy(const struct mlsys_call *call, struct mlsys_infer_req *r,
                       struct mlsys_err *err)
{
    const struct mlsys_val *v = mlsys_call_block(call, &mlsys_blk_deploy);
    r->pp = v[ID_PP].x;
    r->mem_util = v[ID_MEM_UTIL].x;
    r->kv_block = v[ID_KV_BLOCK].x;
    r->quant_matmul =
        (enum mlsys_quant_matmul)mlsys_call_choice(call, &mlsys_blk_deploy, ID_QUANT_MATMUL);
    r->ubatch = v[ID_UBATCH].set ? v[ID_UBATCH].x : NAN;
    r->spec_tokens = v[ID_SPEC_TOKENS].x;
    r->spec_accept = v[ID_SPEC_ACCEPT].set ? v[ID_SPEC_ACCEPT].x : NAN;
    r->sliding_window = v[ID_WINDOW].set ? v[ID_WINDOW].x : NAN;
    struct mlsys_net_req net;
    int rc = mlsys_train_net(call, &net, err);
    if (rc)
        return rc;
    r->intra_fabric = net.intra_fabric;
    r->node_size = net.node_size;
    r->fabric = net.fabric;
    r->inter = net.inter;
    return MLSYS_OK;
}

void mlsys_infer_engine_alias_note(const struct mlsys_val *engine, struct mlsys_notes *nt)
{
    if (!engine->set || engine->choice < 0 || !engine->s)
        return;
    const char *name = mlsys_engine_name((enum mlsys_engine)engine->choice);
    if (!mlsys_text_ieq(engine->s, name))
        mlsys_notes_add(nt, "--engine %s: read as %s, the profile of its class (docs/inference.md, "
                            "Engines)",
                        engine->s, name);
}

void mlsys_infer_link_note(const struct mlsys_infer_req *r, const struct mlsys_infer_in *in,
                           struct mlsys_notes *nt)
{
    bool given = r->fabric || !isnan(r->inter.alpha_s) || !isnan(r->inter.beta_Bps);
    double devices = mlsys_infer_stage_devices(&in->lay) * in->lay.pp;
    double node = in->dev.node_devices;
    if (given && !(node > 0 && devices > node))
        mlsys_notes_add(nt, "--fabric, --alpha and --beta name the link between nodes, unused: a "
                            "replica of %.0f device%s stays in one node (the link inside it: "
                            "--intra-fabric)",
                        devices, devices == 1 ? "" : "s");
}
