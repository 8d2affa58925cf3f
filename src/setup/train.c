/* train.c - the training model's inputs from catalog records, the layout
 * and overrides, with every default noted (setup.h). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mlsys/parallel.h"
#include "mlsys/setup.h"

/* Efficiencies of a device without a calibration in the catalog: stated
 * defaults (docs/train.md), noted whenever they apply. */

void mlsys_train_req_init(struct mlsys_train_req *r)
{
    double nan = NAN;
    *r = (struct mlsys_train_req){
        .node_size = nan, .inter = {nan, nan}, .intra = {nan, nan}, .devices = nan, .tp = nan,
        .pp = nan, .dp = nan, .ep = MLSYS_DEFAULT_EP, .global_batch = nan,
        .microbatch = MLSYS_DEFAULT_MICROBATCH, .interleave = MLSYS_DEFAULT_INTERLEAVE,
        .seq = nan, .grad_precision = MLSYS_PRECISION_UNSET, .recompute = MLSYS_RECOMPUTE_UNSET,
        .seq_parallel = -1, .zero = MLSYS_DEFAULT_ZERO,
        .attention = MLSYS_ATTN_STANDARD, .tp_overlap = -1, .dp_overlap = -1,
        .loss = MLSYS_LOSS_UNSET,
        .framework = MLSYS_FRAMEWORK_UNSET, .optimizer = MLSYS_TRAIN_ADAM, .lora_rank = nan,
        .base_B = nan, .offload = 0, .host_bw_Bps = nan, .cpu_opt_params_per_s = nan,
        .recompute_layers = nan,
        .cp = MLSYS_DEFAULT_CP, .flops = MLSYS_FLOPS_UNSET,
        .attention_kernel = MLSYS_ATTN_KERNEL_UNSET};
    mlsys_model_req_init(&r->base);
}

/* x unless NaN, else the fallback. */
static double or(double x, double fallback) { return isnan(x) ? fallback : x; }

int mlsys_setup_train_shape(const struct mlsys_model_req *r, struct mlsys_arch *a,
                            struct mlsys_notes *notes, struct mlsys_err *err)
{
    const struct mlsys_record *wl = r->wl;
    mlsys_setup_arch(wl, &r->shape, a);
    a->params = r->shape.params; /* counted from the shape unless given */
    if (isnan(a->layers) || isnan(a->hidden) || isnan(a->heads)) {
        mlsys_err_where(err, "%s", wl ? "{workload}" : "{layers}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             wl ? "%s has no transformer dimensions (layers, hidden, heads): "
                                  "training needs a transformer"
                                : "give {workload} NAME, or {layers} {hidden} {heads} {vocab}",
                             wl ? mlsys_record_name(wl) : "");
    }
    if (isnan(a->vocab) && a->params > 0)
        a->vocab = 0; /* P is given: the vocabulary only sizes the output layer's work */
    return mlsys_setup_ffn_vocab(wl, a, notes, err);
}

/* The fabric entry called name (a device's node fact), or NULL without a
 * name or a catalog. */
static int fabric(const struct mlsys_train_req *r, const char *name,
                  const struct mlsys_record **out, struct mlsys_err *err)
{
    *out = NULL;
    if (!name || !r->base.catalog)
        return MLSYS_OK;
    return mlsys_catalog_find(r->base.catalog, MLSYS_CAT_FABRIC, name, out, err);
}

/* The node: its size, the scale-up link inside it (on a full mesh, for a
 * tensor-parallel group of tp) and the link between nodes (one NIC per
 * device). */
static int network(const struct mlsys_train_req *r, struct mlsys_device *d, double tp,
                   struct mlsys_train_setup *s, struct mlsys_notes *notes, struct mlsys_err *err)
{
    const struct mlsys_record *hw = r->base.hw, *up, *out = r->fabric;
    struct mlsys_link scaleup;
    int rc = mlsys_setup_scaleup(r->base.catalog, hw, r->intra_fabric, &scaleup, &up, err);
    if (!rc && !out && hw)
        rc = fabric(r, mlsys_hw_text(hw, MLSYS_HW_NODE_SCALEOUT), &out, err);
    if (rc)
        return rc;
    d->node_devices = or(r->node_size, mlsys_hw_dev_qty(hw, MLSYS_HW_NODE_DEVICES).v);
    if (isnan(d->node_devices)) {
        d->node_devices = 1;
        mlsys_notes_add(notes,
                        "1 device per node: the catalog gives no node size[[ ({node-size})]]");
    }
    d->intra.beta_Bps = or(r->intra.beta_Bps, scaleup.beta_Bps);
    d->intra.alpha_s = or(r->intra.alpha_s, scaleup.alpha_s);
    d->inter.beta_Bps = or(r->inter.beta_Bps, out ? mlsys_fabric_qty(out, MLSYS_FAB_BANDWIDTH).v
                                                  : NAN);
    d->inter.alpha_s = or(r->inter.alpha_s, out ? mlsys_fabric_qty(out, MLSYS_FAB_LATENCY).v
                                                : NAN);
    s->intra = up;
    s->inter = out;
    bool need_intra = d->node_devices > 1, need_inter = s->devices > d->node_devices;
    if (need_intra && isnan(d->intra.beta_Bps))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "no link inside a node: give {intra-fabric} NAME (the catalog's "
                             "fabrics: mlsys catalog list fabrics), or {node-size} 1");
    if (need_inter && (isnan(d->inter.beta_Bps) || isnan(d->inter.alpha_s))) {
        mlsys_err_where(err, "{fabric}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "%.0f devices span %.0f nodes of %.0f: give the fabric between "
                             "nodes ({fabric} NAME, or {alpha} and {beta})",
                             s->devices, ceil(s->devices / d->node_devices), d->node_devices);
    }
    if (need_intra && !r->intra_fabric && up)
        mlsys_notes_add(notes, "%s inside nodes of %.0f (the device's node facts"
                               "[[; {intra-fabric}, {node-size}]])",
                        mlsys_record_name(up), d->node_devices);
    if (need_inter && !r->fabric && out && isnan(r->inter.beta_Bps))
        mlsys_notes_add(notes, "%s between nodes, one port per device (the device's node "
                               "facts[[; {fabric}]])",
                        mlsys_record_name(out));
    d->eta_intra = need_intra ? mlsys_setup_link_eta(up, "scale-up", notes) : 1;
    /* on a full mesh a tensor-parallel group's all-reduces use a link to
       each of its peers; without one the node's data-parallel group, all */
    if (need_intra && isnan(r->intra.beta_Bps))
        d->intra.beta_Bps = mlsys_setup_mesh_Bps(
            up, d->intra.beta_Bps, tp > 1 ? fmin(tp, d->node_devices) : d->node_devices, notes);
    d->eta_inter = need_inter ? mlsys_setup_link_eta(out, "scale-out", notes) : 1;
    d->eta_inter_p2p = need_inter && out ? mlsys_fabric_qty(out, MLSYS_FAB_P2P_EFFICIENCY).v : NAN;
    if (isnan(d->inter.beta_Bps)) /* a single node: never used */
        d->inter = d->intra;
    return MLSYS_OK;
}

/* Context parallelism's share of N: c must divide N, and with t, p and d
 * all given t p c d must be N (MLSYS_EUSAGE at {cp}); *rest is N/c, the
 * devices t p d split (NaN without N). */
static int cp_devices(const struct mlsys_train_req *r, double *rest, struct mlsys_err *err)
{
    double c = r->cp, N = r->devices;
    *rest = N / c;
    if (isnan(N) || !(c > 1) || c != floor(c))
        return MLSYS_OK; /* c = 1, or a c that is no degree: mlsys_train_check names it */
    mlsys_err_where(err, "{cp}");
    if (c > N)
        return mlsys_err_set(err, MLSYS_EUSAGE, "c = %g exceeds the N = %g devices", c, N);
    if (fmod(N, c))
        return mlsys_err_set(err, MLSYS_EUSAGE, "c = %g does not divide the N = %g devices", c,
                             N);
    double tpd = r->tp * r->pp * r->dp;
    if (!isnan(tpd) && tpd * c != N)
        return mlsys_err_set(err, MLSYS_EUSAGE, "t p c d = %g x %g x %g x %g = %g is not the N = "
                                                "%g devices",
                             r->tp, r->pp, c, r->dp, tpd * c, N);
    mlsys_err_clear(err);
    return MLSYS_OK;
}

/* The degrees: N with two of t, p, d derives the third from N/c; without N
 * the missing ones are 1 (noted). */
static int degrees(const struct mlsys_train_req *r, struct mlsys_layout *l,
                   struct mlsys_train_setup *s, struct mlsys_notes *notes, struct mlsys_err *err)
{
    double rest;
    int crc = cp_devices(r, &rest, err);
    if (crc)
        return crc;
    double c = r->cp > 1 ? r->cp : 1;
    struct mlsys_parallel_in pin = {.devices = rest, .dp = r->dp, .pp = r->pp, .tp = r->tp,
                                    .microbatches = 1, .virtual_stages = 1,
                                    .params = NAN, .layers = NAN, .hidden = NAN, .batch = NAN,
                                    .seq = NAN, .s_elem_B = 2};
    int given = !isnan(r->tp) + !isnan(r->pp) + !isnan(r->dp);
    if (!isnan(r->devices) && given < 2) { /* one or no degree: p = 1, then t = 1 */
        if (isnan(pin.pp) && given < 2) {
            pin.pp = 1;
            given++;
            mlsys_notes_add(notes, "p = 1 (not given[[; {pp}]])");
        }
        if (given < 2) {
            if (isnan(pin.tp))
                pin.tp = 1;
            else
                pin.dp = 1;
            mlsys_notes_add(notes, "%s = 1 (not given)", isnan(r->tp) ? "t" : "d");
        }
    }
    struct mlsys_parallel_out po;
    int rc = mlsys_parallel_degrees(&pin, &po, err);
    if (rc) {
        mlsys_err_where(err, "{devices}");
        return rc;
    }
    l->tp = po.tp;
    l->pp = po.pp;
    l->dp = po.dp;
    l->cp = r->cp;
    s->devices = po.n_total * c;
    static const struct {
        unsigned flag;
        const char *name;
    } deg[] = {{MLSYS_PAR_TP, "t"}, {MLSYS_PAR_PP, "p"}, {MLSYS_PAR_DP, "d"}};
    const double val[] = {po.tp, po.pp, po.dp};
    for (int i = 0; i < 3; i++) {
        if (po.derived & deg[i].flag && c > 1)
            mlsys_notes_add(notes, "%s = %.17g derived from N/c = %.17g/%.17g", deg[i].name,
                            val[i], s->devices, c);
        else if (po.derived & deg[i].flag)
            mlsys_notes_add(notes, "%s = %.17g derived from N = %.17g", deg[i].name, val[i],
                            po.n_total);
        else if (po.assumed & deg[i].flag)
            mlsys_notes_add(notes, "%s = 1 (not given)", deg[i].name);
    }
    return MLSYS_OK;
}

/* Batch, microbatch, interleave and sequence, with their defaults. */
static void batching(const struct mlsys_train_req *r, struct mlsys_layout *l,
                     struct mlsys_train_batch *bt, struct mlsys_notes *notes)
{
    l->ep = r->ep;
    bt->microbatch = r->microbatch;
    l->interleave = r->interleave;
    bt->global_batch = r->global_batch;
    if (isnan(bt->global_batch)) {
        bt->global_batch = l->dp * bt->microbatch;
        mlsys_notes_add(notes, "B = d b = %.0f sequences (default[[; {global-batch}]])",
                        bt->global_batch);
    }
    double context = mlsys_wl_count(r->base.wl, MLSYS_WL_CONTEXT);
    bt->seq = or(r->seq, context < 2048 ? context : 2048);
    if (isnan(r->seq))
        mlsys_notes_add(notes, "S = %.0f tokens (default%s[[; {seq}]])", bt->seq,
                        context < 2048 ? ": the workload's context" : "");
    else if (r->seq > context)
        mlsys_notes_add(notes, "S = %.0f exceeds %s's context of %.0f tokens", r->seq,
                        mlsys_record_name(r->base.wl), context);
}

/* The optimizer, LoRA and offload, with the defaults noted. */
static void tune(const struct mlsys_train_req *r, struct mlsys_train_opts *o,
                 struct mlsys_notes *notes)
{
    o->optimizer = r->optimizer;
    o->opt_B_per_param = mlsys_train_optimizer_B(r->optimizer);
    o->lora_rank = isnan(r->lora_rank) ? 0 : r->lora_rank;
    o->s_base_B = o->lora_rank > 0 ? or(r->base_B, o->s_elem_B) : 0;
    if (o->lora_rank > 0)
        mlsys_notes_add(notes, "LoRA r = %.0f on Q, K, V, O and the MLP projections; the base "
                               "frozen at %.4g B per weight[[ ({base-precision})]]",
                        o->lora_rank, o->s_base_B);
    o->offload = r->offload;
    o->host_bw_Bps = or(r->host_bw_Bps, mlsys_hw_dev_qty(r->base.hw, MLSYS_HW_HOST_BANDWIDTH).v);
    o->cpu_opt_params_per_s = or(r->cpu_opt_params_per_s, MLSYS_DEFAULT_CPU_OPT_RATE);
    if ((o->offload & MLSYS_OFFLOAD_OPTIMIZER) && isnan(r->cpu_opt_params_per_s))
        mlsys_notes_add(notes, "the host runs the optimizer at %.3g parameters/s per device "
                               "(an assumption of the order of DeepSpeed's CPU Adam[[; "
                               "{cpu-opt-rate}]])",
                        o->cpu_opt_params_per_s);
    if ((o->offload & MLSYS_OFFLOAD_OPTIMIZER) &&
        mlsys_train_stack(o->framework)->offload_keeps_grads)
        mlsys_notes_add(notes, "%s stack: the offloaded optimizer leaves the gradient buffer on "
                               "the device, copied down after the reduce (Megatron-Core's "
                               "optimizer CPU offload; deepspeed and fsdp stream gradients to "
                               "the host[[: {framework}]])",
                        mlsys_train_stack(o->framework)->name);
    if (o->offload && isnan(r->host_bw_Bps))
        mlsys_notes_add(notes, "offload over the device's host link, %.4g GB/s per direction, "
                               "not overlapped with compute[[ ({host-bw})]]",
                        o->host_bw_Bps / 1e9);
}

/* How the step runs, with the defaults noted. */
static void options(const struct mlsys_train_req *r, const struct mlsys_layout *l,
                    struct mlsys_train_setup *s, struct mlsys_train_opts *o,
                    struct mlsys_notes *notes)
{
    o->seq_parallel = r->seq_parallel >= 0 ? r->seq_parallel : l->tp > 1;
    o->recompute = r->recompute != MLSYS_RECOMPUTE_UNSET ? r->recompute
                                                         : MLSYS_RECOMPUTE_SELECTIVE;
    if (r->recompute == MLSYS_RECOMPUTE_UNSET)
        mlsys_notes_add(notes, "recompute selective, sequence parallel %s (defaults: Korthikanti "
                               "et al. 2022[[; {recompute}, {seq-parallel}]])",
                        o->seq_parallel ? "on" : "off (t = 1)");
    o->zero = r->zero;
    o->attention = r->attention;
    o->framework = r->framework == MLSYS_FRAMEWORK_UNSET ? MLSYS_FRAMEWORK_MEGATRON
                                                         : r->framework;
    const struct mlsys_train_stack *st = mlsys_train_stack(o->framework);
    o->tp_overlap = r->tp_overlap >= 0 ? r->tp_overlap : st->tp_overlap;
    o->dp_overlap = r->dp_overlap >= 0 ? r->dp_overlap : st->dp_overlap;
    o->reserve_B = st->reserve_B;
    o->reserve_act_share = st->reserve_act_share;
    o->reserve_pp_B = st->reserve_pp_B;
    o->loss = r->loss != MLSYS_LOSS_UNSET ? r->loss : st->loss;
    o->selective_ops = st->selective_mm_share > 0;
    o->pp_state_whole = st->pp_state_whole;
    o->s_elem_B = mlsys_precision_bytes(s->storage);
    o->s_grad_B = mlsys_precision_bytes(
        mlsys_setup_grad_precision(s->storage, r->grad_precision, notes));
    tune(r, o, notes);
    o->flops = r->flops != MLSYS_FLOPS_UNSET            ? r->flops
               : r->attention == MLSYS_ATTN_FLASH ? MLSYS_FLOPS_CAUSAL
                                                  : MLSYS_FLOPS_FULL;
}

/* The device, and the fp8 recipe (Transformer Engine, as NeMo, MLPerf and
 * torchtitan train): an 8-bit precision with no compute precision or peak
 * given computes the linear layers' GEMMs at the device's 8-bit rate and
 * keeps the rest 16-bit: weights (with fp32 master weights), activations,
 * attention, element-wise kernels, the output layer. Without an 8-bit rate
 * the precision applies to everything, as before. */
static int device(const struct mlsys_train_req *r, struct mlsys_train_in *in,
                  struct mlsys_train_setup *s, struct mlsys_notes *notes, struct mlsys_err *err)
{
    int rc = mlsys_setup_gemm_device(&r->base, s->precision, &in->dev, &s->compute_precision,
                                     notes, err);
    bool implied = r->base.compute_precision == MLSYS_PRECISION_UNSET && isnan(r->base.peak_flops);
    if (!rc && implied && mlsys_precision_bytes(s->precision) <= 1 &&
        mlsys_precision_bytes(s->compute_precision) > 1) {
        /* an 8-bit recipe on a device without an 8-bit rate would store
           weights and gradients in 8 bits, which no trainer does */
        mlsys_err_where(err, "{precision}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "%s has no %s rate to train the linear layers at: give a 16-bit "
                             "{precision}, or {compute-precision} or {peak} for the rate",
                             r->base.hw ? mlsys_record_name(r->base.hw) : "the device",
                             mlsys_precision_name(s->precision));
    }
    bool recipe = mlsys_precision_bytes(s->compute_precision) <= 1 && implied;
    if (rc || !recipe)
        return rc;
    struct mlsys_device lin = in->dev;
    enum mlsys_precision lin_prec = s->compute_precision;
    enum mlsys_precision wide =
        isnan(mlsys_hw_dev_rate(r->base.hw, MLSYS_PREC_BF16).v) ? MLSYS_PREC_FP16 : MLSYS_PREC_BF16;
    rc = mlsys_setup_gemm_device(&r->base, wide, &in->dev, &s->compute_precision, NULL, err);
    if (rc)
        return rc;
    in->opt.linear_peak_flops = lin.peak_flops;
    in->opt.linear_eta_mm = lin.eta_mm;
    in->opt.s_linear_B = mlsys_precision_bytes(lin_prec);
    s->storage = wide;
    mlsys_notes_add(notes, "%s recipe: the linear layers' GEMMs in %s, cast from %s; weights "
                           "(fp32 master copy), activations, attention and the output layer "
                           "%s (Transformer Engine)",
                    mlsys_precision_name(lin_prec), mlsys_precision_name(lin_prec),
                    mlsys_precision_name(wide), mlsys_precision_name(wide));
    return MLSYS_OK;
}

/* FlashAttention-2's block lengths at half its long-block share, fitted
 * as the model's FlashAttention-3 ones (train_attn.c) to its own H100 bars
 * at 512 and 16k tokens, head dim 128 (Shah et al. 2024, Figs. 1 and 6:
 * forward with causal mask 191 and 335 TFLOP/s, backward 214 and 322): its
 * rate flattens sooner. */
#define FA2_S_HALF_FWD 400.0
#define FA2_S_HALF_BWD 270.0

/* The catalog's attention figures of the kernels asked for: the device's
 * best (efficiency.attention), or with FlashAttention-2 generation kernels
 * its efficiency.attention_fa2 figures where it has them, with their
 * block-length curve (else the best: FlashAttention-2 is the best measured
 * on A100; noted). */
static void attention_figures(const struct mlsys_train_req *r, struct mlsys_train_attn *at,
                              struct mlsys_notes *notes)
{
    const struct mlsys_record *hw = r->base.hw;
    bool fa2 = r->attention_kernel == MLSYS_ATTN_KERNEL_FA2;
    bool own = fa2 && !isnan(mlsys_hw_dev_qty(hw, MLSYS_HW_EFF_ATTENTION_FA2).v);
    at->eta_fwd = mlsys_hw_dev_qty(hw, own ? MLSYS_HW_EFF_ATTENTION_FA2 : MLSYS_HW_EFF_ATTENTION).v;
    at->eta_bwd =
        mlsys_hw_dev_qty(hw, own ? MLSYS_HW_EFF_ATTENTION_FA2_BWD : MLSYS_HW_EFF_ATTENTION_BWD).v;
    if (own) {
        at->s_half_fwd = FA2_S_HALF_FWD;
        at->s_half_bwd = FA2_S_HALF_BWD;
    }
    if (fa2 && !own)
        mlsys_notes_add(notes, "{attention-kernel} fa2: no FlashAttention-2 figures for %s in "
                               "the catalog, so its attention figures (FlashAttention-2's where "
                               "they are the best measured, as on A100)",
                        hw ? mlsys_record_name(hw) : "the device");
}

/* Flash attention's rate and efficiencies: the 16-bit peak (the kernels
 * stay bf16 under fp8 GEMMs) and the catalog's figures of the kernels asked
 * for (attention_figures), else eta_mm; noted. Kernels asked for without
 * flash attention are refused ({attention-kernel}). */
static int attention_kernels(const struct mlsys_train_req *r, const struct mlsys_train_setup *s,
                             struct mlsys_train_in *in, struct mlsys_notes *notes,
                             struct mlsys_err *err)
{
    if (in->opt.attention != MLSYS_ATTN_FLASH) {
        if (r->attention_kernel == MLSYS_ATTN_KERNEL_UNSET)
            return MLSYS_OK;
        mlsys_err_where(err, "{attention-kernel}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "flash attention's kernels: give {attention} flash, or leave "
                             "{attention-kernel} out");
    }
    const struct mlsys_record *hw = r->base.hw;
    const char *name = hw ? mlsys_record_name(hw) : "the device";
    struct mlsys_train_attn *at = &in->attn;
    at->peak_flops = in->dev.peak_flops;
    if (isnan(r->base.peak_flops) && mlsys_precision_bytes(s->compute_precision) < 2) {
        double r16 = mlsys_hw_dev_qty(hw, MLSYS_HW_BF16).v;
        if (isnan(r16))
            r16 = mlsys_hw_dev_qty(hw, MLSYS_HW_FP16).v;
        if (r16 > 0) {
            at->peak_flops = r16 * in->opt.clock_share; /* under a power limit */
            mlsys_notes_add(notes, "flash attention at the 16-bit rate, %.4g TFLOP/s: the "
                                   "kernels stay bf16 under %s GEMMs",
                            r16 / 1e12, mlsys_precision_name(s->compute_precision));
        }
    }
    attention_figures(r, at, notes);
    if (isnan(at->eta_bwd))
        at->eta_bwd = at->eta_fwd;
    double blk = in->batch.seq / in->lay.cp, dh = in->arch.head_dim;
    if (isnan(at->eta_fwd))
        mlsys_notes_add(notes, "flash attention at eta_mm = %.3g: no attention efficiency for "
                               "%s in the catalog",
                        in->dev.eta_mm, name);
    else
        mlsys_notes_add(notes, "flash attention at %.3g forward, %.3g backward of its peak "
                               "(%s's %.3g, %.3g at head dim 128 and long blocks, for head dim "
                               "%g and blocks of %g tokens)",
                        mlsys_train_attn_eta(in, dh, blk, false),
                        mlsys_train_attn_eta(in, dh, blk, true), name, at->eta_fwd, at->eta_bwd,
                        dh, blk);
    return MLSYS_OK;
}

/* Full recomputation of only some layers (the block method): it needs
 * full recomputation, and at most the busiest device's layers. */
static int recompute_layers(const struct mlsys_train_req *r, struct mlsys_train_in *in,
                            struct mlsys_err *err)
{
    if (isnan(r->recompute_layers))
        return MLSYS_OK;
    mlsys_err_where(err, "{recompute-layers}");
    if (in->opt.recompute != MLSYS_RECOMPUTE_FULL)
        return mlsys_err_set(err, MLSYS_EUSAGE, "needs full recomputation ({recompute} full)");
    double lp = mlsys_train_stage_layers(in);
    if (r->recompute_layers > lp)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "%g is more than the %g layers on the busiest device",
                             r->recompute_layers, lp);
    mlsys_err_clear(err);
    in->opt.recompute_layers = r->recompute_layers;
    return MLSYS_OK;
}

/* The stack's kernels at their share of the device's efficiencies (noted
 * when below 1): GEMMs, the fp8 recipe's GEMMs and flash attention. */
static void stack_kernels(struct mlsys_train_in *in, struct mlsys_notes *notes)
{
    const struct mlsys_train_stack *st = mlsys_train_stack(in->opt.framework);
    if (in->lay.cp > 1 && st->eta_attention_cp < 1)
        mlsys_notes_add(notes, "%s stack: its attention keeps %.3g of its rate under context "
                               "parallelism, fitted on torchtitan's rows (docs/train.md, "
                               "context parallelism)",
                        st->name, st->eta_attention_cp);
    if (st->eta_kernels == 1 && st->eta_attention == 1)
        return;
    in->dev.eta_mm *= st->eta_kernels;
    in->opt.linear_eta_mm *= st->eta_kernels;
    double attn = isnan(in->attn.eta_fwd) ? st->eta_kernels : st->eta_attention;
    in->attn.eta_fwd *= attn;
    in->attn.eta_bwd *= attn;
    mlsys_notes_add(notes, "%s stack: its GEMMs reach %.3g of the device's efficiency, its "
                           "attention %.3g of the best kernel's (docs/train.md, training stacks)",
                    st->name, st->eta_kernels, attn);
}

/* The option that set degree i of mlsys_train_bad_degree: its own, or
 * --devices for a t, p or d derived from N. */
static const char *degree_option(const struct mlsys_train_req *r, int i)
{
    static const char *const own[] = {"{tp}", "{pp}", "{dp}", "{ep}", "{microbatch}",
                                      "{interleave}", "{cp}"};
    const double given[] = {r->tp, r->pp, r->dp};
    return i < 3 && isnan(given[i]) && !isnan(r->devices) ? "{devices}" : own[i];
}

int mlsys_setup_train(const struct mlsys_train_req *r, struct mlsys_train_in *in,
                      struct mlsys_train_setup *s, struct mlsys_notes *notes,
                      struct mlsys_err *err)
{
    memset(in, 0, sizeof *in);
    memset(s, 0, sizeof *s);
    s->precision = mlsys_setup_precision(r->base.hw, r->base.precision, notes);
    s->storage = s->precision;
    int rc = mlsys_setup_train_shape(&r->base, &in->arch, notes, err);
    if (!rc)
        rc = degrees(r, &in->lay, s, notes, err);
    if (!rc)
        rc = device(r, in, s, notes, err);
    if (!rc)
        rc = network(r, &in->dev, in->lay.tp, s, notes, err);
    if (rc)
        return rc;
    batching(r, &in->lay, &in->batch, notes);
    options(r, &in->lay, s, &in->opt, notes);
    in->opt.clock_share = mlsys_setup_clock_share(mlsys_hw_dev_qty(r->base.hw, MLSYS_HW_TDP).v,
                                                  r->base.power_limit_W);
    if (in->opt.offload && !(in->opt.host_bw_Bps > 0)) {
        mlsys_err_where(err, "{offload}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "%s has no host link in the catalog (interconnect.host): give "
                             "{host-bw}",
                             r->base.hw ? mlsys_record_name(r->base.hw) : "the device");
    }
    static const char *const opt_of[] = {
        [MLSYS_TRAIN_BAD_CP] = "{cp}",
        [MLSYS_TRAIN_BAD_TP] = "{tp}",
        [MLSYS_TRAIN_BAD_PP] = "{pp}", [MLSYS_TRAIN_BAD_EP] = "{ep}",
        [MLSYS_TRAIN_BAD_BATCH] = "{global-batch}", [MLSYS_TRAIN_BAD_INTERLEAVE] = "{interleave}",
        [MLSYS_TRAIN_BAD_ZERO] = "{zero}", [MLSYS_TRAIN_BAD_STACK] = "{zero}",
        [MLSYS_TRAIN_BAD_LORA] = "{lora-rank}", [MLSYS_TRAIN_BAD_OFFLOAD] = "{offload}"};
    enum mlsys_train_bad bad;
    rc = mlsys_train_check(in, &bad, err);
    s->bad = bad;
    if (rc) {
        char msg[sizeof err->msg];
        snprintf(msg, sizeof msg, "%s", err->msg);
        mlsys_err_set(err, MLSYS_EUSAGE, "%s", msg); /* a usage error: the layout given */
        mlsys_err_where(err, "%s", bad == MLSYS_TRAIN_BAD_DEGREE
                                       ? degree_option(r, mlsys_train_bad_degree(in))
                                       : opt_of[bad]);
        return MLSYS_EUSAGE;
    }
    if ((rc = attention_kernels(r, s, in, notes, err)))
        return rc;
    stack_kernels(in, notes);
    rc = recompute_layers(r, in, err);
    if (rc)
        return rc;
    if (in->lay.tp > in->dev.node_devices)
        mlsys_notes_add(notes, "t = %.0f spans nodes of %.0f: tensor-parallel collectives cross "
                               "the scale-out link",
                        in->lay.tp, in->dev.node_devices);
    double chunks = in->lay.pp * in->lay.interleave;
    if (fmod(in->arch.layers, chunks))
        mlsys_notes_add(notes, "p v = %.0f does not divide the %.0f layers: the busiest device "
                               "holds %.0f and the pipeline runs at its pace",
                        chunks, in->arch.layers, mlsys_train_stage_layers(in));
    return MLSYS_OK;
}
