/* infer.c - the inference model's inputs from catalog records and
 * overrides, with every default noted (setup.h). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mlsys/comm.h"
#include "mlsys/setup.h"
#include "setup/infer_engine.h"
#include "setup/infer_llamacpp.h"

/* Defaults of a device without calibration (as for training). */

void mlsys_infer_req_init(struct mlsys_infer_req *r)
{
    *r = (struct mlsys_infer_req){.tp = 1, .pp = 1, .ep = MLSYS_DEFAULT_EP,
                                  .prompt = MLSYS_DEFAULT_PROMPT,
                                  .output = MLSYS_DEFAULT_OUTPUT, .batch = 1,
                                  .mem_util = MLSYS_DEFAULT_MEM_UTIL,
                                  .kv_block = MLSYS_DEFAULT_KV_BLOCK,
                                  .engine = MLSYS_ENGINE_UNSET, .node_size = NAN,
                                  .fabric = NULL, .inter = {NAN, NAN},
                                  .microbatches = NAN,
                                  .quant_matmul = MLSYS_QUANT_MATMUL_UNSET, .ubatch = NAN,
                                  .expert_precision = MLSYS_PRECISION_UNSET,
                                  .spec_accept = NAN, .sliding_window = NAN};
    mlsys_model_req_init(&r->base);
}

/* Speculative decoding into in: k = spec_tokens drafted a step, a whole
 * number from 0 to MLSYS_INFER_SPEC_MAX, with acceptance a from 0 to 1
 * (not given: MLSYS_DEFAULT_SPEC_ACCEPT, noted); a given without k, or k
 * over p > 1 stages, is refused naming the option. */
static int speculative(const struct mlsys_infer_req *r, struct mlsys_infer_in *in,
                       struct mlsys_notes *notes, struct mlsys_err *err)
{
    double k = r->spec_tokens, a = r->spec_accept;
    in->spec_tokens = 0;
    in->spec_accept = 0;
    if (!(k >= 0 && k == floor(k) && k <= MLSYS_INFER_SPEC_MAX)) {
        mlsys_err_where(err, "{spec-tokens}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "k = %g: give the tokens drafted a step as a whole number from 0 "
                             "(none) to %d",
                             k, MLSYS_INFER_SPEC_MAX);
    }
    if (!isnan(a) && !(a >= 0 && a <= 1)) {
        mlsys_err_where(err, "{spec-accept}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "a = %g: give the acceptance probability from 0 to 1", a);
    }
    if (!(k > 0)) {
        if (isnan(a))
            return MLSYS_OK;
        mlsys_err_where(err, "{spec-accept}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "an acceptance probability without drafted tokens: give the "
                             "tokens drafted a step too (speculative decoding)");
    }
    if (in->lay.pp > 1) {
        mlsys_err_where(err, "{spec-tokens}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "speculative decoding over p = %g pipeline stages is not "
                             "modelled: give p = 1",
                             in->lay.pp);
    }
    in->spec_tokens = k;
    in->spec_accept = isnan(a) ? MLSYS_DEFAULT_SPEC_ACCEPT : a;
    double n = mlsys_infer_spec_tokens_per_step(k, in->spec_accept);
    mlsys_notes_add(notes, "speculative decoding: %g tokens drafted a step by a head of one "
                           "layer, each accepted with probability %g%s, %.3g tokens a "
                           "sequence a step; the model verifies %g tokens a sequence in one "
                           "pass (docs/inference.md, Speculative decoding)",
                    k, in->spec_accept,
                    isnan(a) ? " (the default, fitted on InferenceX's MTP rows of random prompts; "
                               "DeepSeek reports 0.85-0.9 on text[[; {spec-accept}]])"
                             : "",
                    n,
                    k + 1);
    return MLSYS_OK;
}

/* The model's shape from the workload and the overrides, with the FFN
 * and vocabulary its GEMMs need (mlsys_setup_ffn_vocab). */
static int shape(const struct mlsys_infer_req *r, struct mlsys_arch *a,
                 struct mlsys_notes *notes, struct mlsys_err *err)
{
    const struct mlsys_record *wl = r->base.wl;
    mlsys_setup_arch(wl, &r->base.shape, a);
    if (isnan(a->layers) || isnan(a->hidden) || isnan(a->heads)) {
        mlsys_err_where(err, "%s", wl ? "{workload}" : "{layers}");
        return wl ? mlsys_err_set(err, MLSYS_EUSAGE,
                                  "%s has no transformer dimensions (layers, hidden, heads): "
                                  "the LLM serving model needs a decoder",
                                  mlsys_record_name(wl))
                  : mlsys_err_set(err, MLSYS_EUSAGE,
                                  "give {workload} NAME, or {layers} {hidden} {heads} {vocab}");
    }
    return mlsys_setup_ffn_vocab(wl, a, notes, err);
}

/* The sliding window r gives (NaN: the workload's, kept, noted when a
 * sequence outgrows it) into a: 0 takes
 * the window away, so every layer attends over and caches the whole
 * sequence (an engine that does not apply the checkpoint's window);
 * W > 0 sets the windowed layers' width, refused naming the option for a
 * model without windowed layers. Noted when given. */
static int sliding_window(const struct mlsys_infer_req *r, struct mlsys_arch *a,
                          struct mlsys_notes *notes, struct mlsys_err *err)
{
    double w = r->sliding_window;
    if (isnan(w)) {
        if (mlsys_arch_window_share(a) > 0 && r->prompt + r->output > a->window)
            mlsys_notes_add(notes,
                            "sliding window: the workload's %g of %g layers cache at most %g "
                            "tokens a sequence, as an engine with a pool of its own for them "
                            "holds them (vLLM's hybrid allocator); TensorRT-LLM's cache manager "
                            "gives every layer the whole sequence: for its batch, take batch_max "
                            "with[[ {sliding-window}]] 0 (docs/inference.md)",
                            a->window_layers, a->layers, a->window);
        return MLSYS_OK;
    }
    if (w == 0) {
        if (mlsys_arch_window_share(a) > 0)
            mlsys_notes_add(notes, "no sliding window[[ ({sliding-window} 0)]]: every layer "
                                   "attends over and caches the whole sequence, where the "
                                   "workload's %g of %g layers keep %g tokens",
                            a->window_layers, a->layers, a->window);
        a->window = 0;
        a->window_layers = 0;
        return MLSYS_OK;
    }
    if (!(mlsys_arch_window_share(a) > 0)) {
        mlsys_err_where(err, "{sliding-window}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "the model has no sliding-window layers to set to %g tokens; "
                             "give 0 or leave it out",
                             w);
    }
    a->window = w;
    mlsys_notes_add(notes, "sliding window %g tokens[[ ({sliding-window})]] on %g of %g layers",
                    w, a->window_layers, a->layers);
    return MLSYS_OK;
}

/* x unless NaN, else the fallback. */
static double or_nan(double x, double fallback) { return isnan(x) ? fallback : x; }

/* The node size (--node-size, else the device's node facts) and the link
 * inside a node: --intra-fabric, the device's node.scaleup fabric, else
 * its scale-up figures. */
static int intra_link(const struct mlsys_infer_req *r, struct mlsys_infer_in *in,
                      struct mlsys_notes *notes, struct mlsys_err *err)
{
    struct mlsys_device *d = &in->dev;
    const struct mlsys_record *up;
    int rc = mlsys_setup_scaleup(r->base.catalog, r->base.hw, r->intra_fabric, &d->intra, &up,
                                 err);
    if (rc)
        return rc;
    d->eta_intra = 1;
    d->ll_Bps = NAN;
    /* devices that share a node need the link inside it */
    d->node_devices = or_nan(r->node_size, mlsys_hw_dev_qty(r->base.hw, MLSYS_HW_NODE_DEVICES).v);
    double node = d->node_devices > 0 ? d->node_devices : INFINITY;
    if (fmin(mlsys_infer_stage_devices(&in->lay) * in->lay.pp, node) <= 1)
        return MLSYS_OK;
    if (isnan(d->intra.beta_Bps))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "no link between the devices: give {intra-fabric} NAME (the "
                             "catalog's fabrics: mlsys catalog list fabrics)");
    d->eta_intra = mlsys_setup_link_eta(up, "scale-up", notes);
    d->ll_Bps = up ? mlsys_fabric_qty(up, MLSYS_FAB_LL_BANDWIDTH).v : NAN;
    /* on a full mesh the all-reduces (or all-to-alls) of a stage's devices
       use a link to each peer in the node; a pipeline hand-off uses one */
    double stage = fmin(mlsys_infer_stage_devices(&in->lay), node);
    d->intra.beta_Bps = mlsys_setup_mesh_Bps(up, d->intra.beta_Bps, stage > 1 ? stage : 2, notes);
    return MLSYS_OK;
}

/* When the replica's t p devices span nodes (of the node size intra_link
 * set), the link between them: --fabric, else the device's node.scaleout
 * (one port per device), with --alpha and --beta over it. */
static int inter_link(const struct mlsys_infer_req *r, struct mlsys_infer_in *in,
                      struct mlsys_notes *notes, struct mlsys_err *err)
{
    struct mlsys_device *d = &in->dev;
    double stage = mlsys_infer_stage_devices(&in->lay), devices = stage * in->lay.pp;
    d->inter = d->intra;
    d->eta_inter = d->eta_intra;
    if (!(d->node_devices > 0) || devices <= d->node_devices)
        return MLSYS_OK;
    const struct mlsys_record *out;
    struct mlsys_link link;
    int rc = mlsys_setup_scaleout(r->base.catalog, r->base.hw, r->fabric, &link, &out, err);
    if (rc)
        return rc;
    d->inter.beta_Bps = or_nan(r->inter.beta_Bps, link.beta_Bps);
    d->inter.alpha_s = or_nan(r->inter.alpha_s, link.alpha_s);
    if (isnan(d->inter.beta_Bps) || isnan(d->inter.alpha_s)) {
        mlsys_err_where(err, "{fabric}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "%s = %.0f devices span nodes of %.0f: give the fabric between "
                             "nodes ({fabric} NAME, or {alpha} and {beta})",
                             in->lay.ep > 1 ? "e p" : "t p", devices, d->node_devices);
    }
    d->eta_inter = mlsys_setup_link_eta(out, "scale-out", notes);
    mlsys_notes_add(notes, "%s = %.0f devices span %.0f nodes of %.0f: %s between them%s",
                    in->lay.ep > 1 ? "e p" : "t p", devices, ceil(devices / d->node_devices),
                    d->node_devices, out ? mlsys_record_name(out) : "the link given",
                    in->lay.tp > d->node_devices ? " (tensor-parallel all-reduces cross it)"
                    : stage > d->node_devices    ? " (expert all-to-alls cross it)"
                                                 : " (pipeline hand-offs cross it)");
    return MLSYS_OK;
}

/* Expert parallelism's rule (mlsys_rule_ep_slots, a usage error naming
 * {redundant-experts} when r is at fault, else {ep}) and, for e > 1, a
 * note of the split and of the random routing the busiest device is timed
 * under. */
static int expert_split(const struct mlsys_arch *a, const struct mlsys_layout *l, double r,
                        struct mlsys_notes *notes, struct mlsys_err *err)
{
    if (mlsys_rule_ep_slots(a, l->tp, l->ep, r, err)) {
        if (err)
            err->code = MLSYS_EUSAGE; /* the layout given: a usage error */
        bool bad_r = !(r >= 0) || r != floor(r) || (r > 0 && l->ep <= 1);
        mlsys_err_where(err, bad_r ? "{redundant-experts}" : "{ep}");
        return MLSYS_EUSAGE;
    }
    if (l->ep > 1)
        mlsys_notes_add(notes, "expert parallelism e = %g: %g of the %g routed experts%s on "
                               "each device, attention in %g data-parallel groups of t = %g; "
                               "routing at random: the busiest device's experts and rows "
                               "(mean + z_e standard deviations; docs/inference.md, Expert "
                               "parallelism)",
                        l->ep, (a->experts + r) / l->ep, a->experts,
                        r > 0 ? " and their redundant copies" : "", l->ep / l->tp, l->tp);
    return MLSYS_OK;
}

/* The token dispatch's bytes per element: with experts computing in fp8
 * the tokens are quantized before they are sent (1 B and a 4-byte scale
 * per 128 values, as DeepEP dispatches for DeepSeek-V3), else as
 * activations (0: s_act). */
static double dispatch_bytes(const struct mlsys_infer_in *in, enum mlsys_precision compute,
                             struct mlsys_notes *notes)
{
    if (!(in->lay.ep > 1) || compute != MLSYS_PREC_FP8)
        return 0;
    mlsys_notes_add(notes, "expert dispatch in fp8 (1 B and a 4-byte scale per 128 values, as "
                           "DeepEP sends them), the combine in 16 bits");
    return 1 + 4.0 / 128;
}

/* The microbatches in flight through the p stages: as given (a whole
 * number from 1 to B), else min(p, B), as pipelined engines keep one batch
 * a stage in flight, but 1 for llama.cpp, whose layer split decodes one
 * batch through the devices (noted when p > 1). */
static int microbatches(const struct mlsys_infer_req *r, struct mlsys_infer_in *in,
                        struct mlsys_notes *notes, struct mlsys_err *err)
{
    double m = r->microbatches, B = r->batch, p = in->lay.pp;
    if (mlsys_engine_is_llamacpp(r->engine) && p > MLSYS_INFER_QUEUE_MAX_STAGES &&
        !mlsys_infer_dev_is_apple(r->base.hw)) { /* whatever the microbatches */
        mlsys_err_where(err, "{pp}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "p = %g: llama.cpp splits the layers over at most %d GPUs "
                             "(GGML_CUDA_MAX_DEVICES); give {pp} %d or fewer",
                             p, MLSYS_INFER_QUEUE_MAX_STAGES, MLSYS_INFER_QUEUE_MAX_STAGES);
    }
    if (isnan(m) && mlsys_engine_is_llamacpp(r->engine)) {
        in->microbatches = 1;
        if (p > 1 && !mlsys_infer_dev_is_apple(r->base.hw)) {
            mlsys_llamacpp_decode_launches(in, notes);
            mlsys_llamacpp_queue(in, notes);
        }
        if (p > 1) {
            mlsys_notes_add(notes, "microbatches m = 1: llama.cpp's layer split decodes one batch "
                                   "through the p = %.0f stages[[ ({microbatches})]]",
                            p);
            char how[64] = "are pipelined through them as the host queues them";
            if (!(in->eng.launch_queue > 0)) /* not CUDA: the copies' bound */
                snprintf(how, sizeof how, "are pipelined through them, at most %.0f in flight",
                         in->eng.ubatch_inflight);
            mlsys_notes_add(notes, "llama.cpp's layer split: the first of the p = %.0f GPUs holds "
                                   "ceil((L + 1)/p) = %.0f of the %.0f layers; a prompt's pieces "
                                   "of %.0f tokens[[ ({ubatch})]] %s",
                            p, mlsys_infer_stage_layers(in), in->arch.layers,
                            in->eng.ubatch_tokens, how);
        }
        return MLSYS_OK;
    }
    if (isnan(m)) {
        in->microbatches = fmin(p, B);
        if (p > 1)
            mlsys_notes_add(notes, "microbatches m = min(p, B) = %.0f in flight through the p = "
                                   "%.0f stages, ceil(B/m) = %.0f sequences each (default[[; "
                                   "{microbatches} 1: one batch walking the stages]])",
                            in->microbatches, p, ceil(B / in->microbatches));
        return MLSYS_OK;
    }
    if (!(m >= 1) || m != floor(m) || m > B)
        mlsys_err_where(err, "{microbatches}");
    if (!(m >= 1) || m != floor(m))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "m = %g: give a whole number of microbatches from 1 to B = %g "
                             "(default min(p, B) = %g)",
                             m, B, fmin(p, B));
    if (m > B)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "m = %g microbatches exceed the %g sequences of the batch: give at "
                             "most %g, or a larger {batch}",
                             m, B, B);
    in->microbatches = m;
    return MLSYS_OK;
}

/* The routed experts' own storage (r->expert_precision): in->s_exp_B, or
 * nothing when it is not given. Refused, as a usage error naming
 * {expert-precision}, for a dense model and for llama.cpp's engines (their
 * quantized kernels are modelled for one width); noted. */
static int expert_storage(const struct mlsys_infer_req *r, struct mlsys_infer_in *in,
                          enum mlsys_precision weights, struct mlsys_notes *notes,
                          struct mlsys_err *err)
{
    enum mlsys_precision x = r->expert_precision;
    if (x == MLSYS_PRECISION_UNSET)
        return MLSYS_OK;
    const char *why = !(in->arch.experts > 1) ? "a dense model has no routed experts"
                      : mlsys_engine_is_llamacpp(r->engine)
                          ? "llama.cpp's engines are modelled with one width for every weight"
                          : NULL;
    if (why) {
        mlsys_err_where(err, "{expert-precision}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "%s: give every weight's storage with {precision} alone", why);
    }
    in->s_exp_B = mlsys_precision_bytes(x);
    if (x != weights)
        mlsys_notes_add(notes, "routed experts stored in %s, %.4g B a weight, the rest in %s "
                               "(as given[[; {expert-precision}]])",
                        mlsys_precision_name(x), in->s_exp_B, mlsys_precision_name(weights));
    return MLSYS_OK;
}

/* The rate the routed experts compute at when stored in their own width:
 * the device set up for that storage (its rate and matmul share), as the
 * engine's rate for the experts (eng.moe_flops), unless the engine has one
 * of its own (mlsys_infer_moe_plugin). Noted. */
static int expert_rate(const struct mlsys_infer_req *r, struct mlsys_infer_in *in,
                       enum mlsys_precision weights, struct mlsys_notes *notes,
                       struct mlsys_err *err)
{
    enum mlsys_precision x = r->expert_precision;
    if (x == MLSYS_PRECISION_UNSET || x == weights || in->eng.moe_flops > 0)
        return MLSYS_OK;
    struct mlsys_device d;
    struct mlsys_notes scratch; /* the set-up's notes repeat the weights' */
    enum mlsys_precision compute;
    mlsys_notes_init(&scratch);
    int rc = mlsys_setup_gemm_device(&r->base, x, &d, &compute, &scratch, err);
    mlsys_notes_free(&scratch);
    if (rc)
        return rc;
    in->eng.moe_flops = d.peak_flops * d.eta_mm;
    mlsys_notes_add(notes, "routed experts compute at the %s rate x its matmul share: %.4g "
                           "TFLOP/s a device",
                    mlsys_precision_name(compute), in->eng.moe_flops / 1e12);
    return MLSYS_OK;
}

int mlsys_setup_infer(const struct mlsys_infer_req *r, struct mlsys_infer_in *in,
                      struct mlsys_infer_setup *s, struct mlsys_notes *notes,
                      struct mlsys_err *err)
{
    memset(in, 0, sizeof *in);
    memset(s, 0, sizeof *s);
    const struct mlsys_model_req *b = &r->base;
    s->precision = mlsys_setup_precision(b->hw, b->precision, notes);
    s->kv_precision = b->kv_precision != MLSYS_PRECISION_UNSET
                          ? b->kv_precision
                          : mlsys_setup_kv_precision(s->precision);
    if (s->kv_precision != s->precision)
        mlsys_notes_add(notes, "KV cache %s, weights %s (%s[[; {kv-precision}]])",
                        mlsys_precision_name(s->kv_precision), mlsys_precision_name(s->precision),
                        b->kv_precision != MLSYS_PRECISION_UNSET ? "as given"
                                             : "weight-only quantization keeps a 16-bit cache");
    in->lay = (struct mlsys_layout){.tp = r->tp, .pp = r->pp, .dp = 1, .ep = r->ep,
                                    .interleave = 1, .cp = 1};
    in->s_w_B = mlsys_precision_bytes(s->precision);
    in->s_kv_B = mlsys_precision_bytes(s->kv_precision);
    in->s_act_B = 2;
    in->prompt = r->prompt;
    in->output = r->output;
    in->output_cv = r->output_cv;
    in->batch = r->batch;
    in->requests = r->requests;
    in->mem_util = r->mem_util;
    in->kv_block = r->kv_block;
    int rc = shape(r, &in->arch, notes, err);
    if (!rc)
        rc = sliding_window(r, &in->arch, notes, err);
    if (!rc)
        rc = mlsys_setup_rules(&in->arch, in->lay.tp, in->lay.pp, 1, MLSYS_KV_REPLICATE, err);
    if (!rc)
        rc = expert_split(&in->arch, &in->lay, r->redundant_experts, notes, err);
    if (!rc)
        rc = mlsys_setup_gemm_device(&r->base, s->precision, &in->dev, &s->compute_precision,
                                     notes, err);
    if (!rc)
        rc = expert_storage(r, in, s->precision, notes, err);
    if (!rc)
        rc = intra_link(r, in, notes, err);
    if (!rc)
        rc = inter_link(r, in, notes, err);
    if (rc)
        return rc;
    if ((rc = mlsys_infer_engine_setup(r, s->precision, &in->eng, notes, err)))
        return rc;
    mlsys_infer_fused_stream_cap(r, &in->dev,
                                 in->s_exp_B > 0 ? fmin(in->s_w_B, in->s_exp_B) : in->s_w_B,
                                 &in->eng, notes);
    if ((rc = mlsys_infer_attention_kernel(r, &in->arch, in->lay.tp, &in->eng, notes, err)))
        return rc;
    mlsys_infer_latent_layer(r, &in->arch, &in->eng, notes);
    mlsys_infer_fused_host(r, &in->eng, notes);
    mlsys_infer_w4a16_note(r, s->precision, notes);
    mlsys_infer_cublas_fp16(r, in, s->compute_precision, notes);
    mlsys_infer_moe_plugin(r, in, s->compute_precision, notes);
    if ((rc = expert_rate(r, in, s->precision, notes, err)))
        return rc;
    if (in->arch.experts > 1 && in->eng.moe_token_s > 0)
        mlsys_notes_add(notes, "engine %s: %.3g us per token of a forward pass through the "
                               "mixture of experts, shared by the %g devices that hold the "
                               "experts, in T_overhead and T_prefill_token (fitted on "
                               "TensorRT-LLM 1.0; docs/inference.md, A time per routed token)",
                        mlsys_engine_name(mlsys_infer_engine_run(r)), in->eng.moe_token_s * 1e6,
                        mlsys_infer_stage_devices(&in->lay));
    in->redundant_experts = r->redundant_experts;
    in->s_dispatch_B = dispatch_bytes(in, s->compute_precision, notes);
    in->disaggregated = r->disaggregated;
    if (r->disaggregated)
        mlsys_notes_add(notes, "prefill-decode disaggregation[[ ({disaggregated})]]: prompts "
                               "are prefilled on other devices, so TPOT is the decode step "
                               "alone; TTFT is a prefill on devices like these, without the "
                               "KV cache's transfer");
    if ((rc = microbatches(r, in, notes, err)) || (rc = speculative(r, in, notes, err)))
        return rc;
    if (!(r->output_cv >= 0 && r->output_cv <= 10)) {
        mlsys_err_where(err, "{output-cv}");
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "cv = %g: give the output lengths' coefficient of variation from 0 "
                             "(all alike) to 10 (1: as spread as an exponential)",
                             r->output_cv);
    }
    /* Noted, not refused, as train notes a sequence past the context:
     * benchmarks run engines built for longer sequences than the model was
     * trained on (TensorRT-LLM's 128 + 4096 tokens of Llama-2-70B). */
    double context = mlsys_wl_count(b->wl, MLSYS_WL_CONTEXT);
    if (r->prompt + r->output > context)
        mlsys_notes_add(notes, "prompt + output = %.0f tokens exceed %s's context of %.0f: "
                               "timed as any other; the model's output past it is not "
                               "modelled",
                        r->prompt + r->output, mlsys_record_name(b->wl), context);
    return MLSYS_OK;
}
