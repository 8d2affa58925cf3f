/* train.c - one iteration of 3D-parallel transformer training (train.h).
 *
 * Per microbatch and device, one layer costs GEMMs (a roofline with tile
 * and wave quantisation), the attention core, element-wise kernels (bytes
 * at BW eta_mem) and tensor-parallel collectives (alpha-beta rings); the
 * 1F1B pipeline runs m microbatches at the pace of its slowest stage plus
 * a bubble of (p-1)/v stage times (Narayanan et al. 2021, s2.2); the
 * gradient exchange and the optimizer step follow. Term by term, with the
 * byte counts and their sources: docs/train.md.
 */
#include <math.h>
#include <string.h>

#include "mlsys/comm.h"
#include "mlsys/gemm.h"
#include "mlsys/layout.h"
#include "mlsys/train.h"
#include "numerics/numerics.h"

double mlsys_train_gemm_time_s(const struct mlsys_device *dev, double M, double N, double K,
                         double batch, double s_elem_B)
{
    struct mlsys_gemm_dev g = {dev->peak_flops, dev->eta_mm, dev->units,
                               dev->bw_Bps * dev->eta_mem};
    return mlsys_gemm_roofline_s(&g, M, N, K, batch, s_elem_B, s_elem_B, s_elem_B);
}

/* The link a group of n ranks spaced `stride` devices apart uses: the
 * scale-up link when the group fits in a node, else the node's NICs that
 * the group owns (per_node members share a node, one NIC each). */
struct hop {
    struct mlsys_link link;
    double eta;
};
static struct hop group_link(const struct mlsys_device *dev, double n, double stride)
{
    struct hop h;
    if (n * stride <= dev->node_devices) {
        h.link = dev->intra;
        h.eta = dev->eta_intra;
        return h;
    }
    double per_node = fmax(1, fmin(n, floor(dev->node_devices / stride)));
    h.link = dev->inter;
    h.link.beta_Bps *= per_node;
    h.eta = dev->eta_inter;
    return h;
}

/* What one layer costs one device for one microbatch. */
struct layer {
    double fwd, bwd, rec;          /* compute: GEMMs, attention, element-wise     */
    double tp_fwd, tp_bwd, tp_rec; /* exposed collectives                         */
    double flop_fwd;               /* model FLOPs of the forward pass, per device */
    double flop_attn;              /* of which the attention core                 */
};

/* Element-wise traffic of a layer in bytes (16-bit elements; scaled by
 * s_elem/2 by the caller), forward and backward: two norms, two
 * bias-dropout-residual adds, the activation, bias gradients (docs/train.md). */
static void elementwise(const struct mlsys_train_in *in, double E, double r, double *f,
                        double *b)
{
    const struct mlsys_arch *a = &in->arch;
    double t = in->lay.tp;
    bool dropout = in->opt.attention == MLSYS_ATTN_STANDARD;
    double bda = dropout ? 7 : 6;
    double act = 4 * a->ffn / a->hidden * (a->gated ? 1.5 : 1);
    double bias_grads = a->gated ? 0 : 2 * a->ffn / a->hidden + 6;
    *f = E * r * (4 + bda + 4 + bda) + E / t * act;
    *b = E * r * (20 + 2 * (bda - 2 + 6)) + E / t * (1.5 * act + bias_grads);
}

/* The attention core: QK^T, softmax, dropout, AV (standard) or one fused
 * kernel (flash); times and model FLOPs. */
static void attention(const struct mlsys_train_in *in, struct layer *L, double *t_f, double *t_b,
                      double *mem_f_B, double *mem_b_B)
{
    const struct mlsys_arch *a = &in->arch;
    const struct mlsys_device *dev = &in->dev;
    double b = in->batch.microbatch, s = in->batch.seq, t = in->lay.tp, se = in->opt.s_elem_B;
    double heads = a->heads / t, dh = a->head_dim;
    L->flop_attn = 4 * b * heads * s * s * dh; /* counted in full, as the papers do */
    if (in->opt.attention == MLSYS_ATTN_FLASH) {
        /* Causal masking skips half the blocks; the backward recomputes S: 2.5x. */
        *t_f = L->flop_attn / 2 / (dev->peak_flops * dev->eta_mm);
        *t_b = 2.5 * *t_f;
        *mem_f_B = *mem_b_B = 0;
        return;
    }
    double nb = b * heads;
    *t_f = mlsys_train_gemm_time_s(dev, s, s, dh, nb, se) +
           mlsys_train_gemm_time_s(dev, s, dh, s, nb, se);
    *t_b = 3 * mlsys_train_gemm_time_s(dev, s, dh, s, nb, se) +
           mlsys_train_gemm_time_s(dev, s, s, dh, nb, se);
    double S = nb * s * s, E = b * s * a->hidden;
    /* scale-mask-softmax read+write, dropout read+write+mask, permute copy */
    *mem_f_B = (2 * se) * S + (2 * se + 1) * S + 2 * se * E / t;
    *mem_b_B = (3 * se) * S + (2 * se + 1) * S + 2 * se * E / t;
}

/* The layer's GEMMs (QKV, output projection, FFN; MoE: the k experts each
 * token visits), forward and backward (data and weight gradients). */
static void gemms(const struct mlsys_train_in *in, double *t_f, double *t_b, double *flop_f)
{
    const struct mlsys_arch *a = &in->arch;
    const struct mlsys_device *dev = &in->dev;
    double t = in->lay.tp, h = a->hidden, se = in->opt.s_elem_B;
    double T = in->batch.microbatch * in->batch.seq;
    double k = a->experts > 1 ? a->experts_per_token : 1;
    double g[4][3] = {
        {T, (a->heads + 2 * a->kv_heads) * a->head_dim / t, h},
        {T, h, a->heads * a->head_dim / t},
        {T * k, (a->gated ? 2 : 1) * a->ffn / t, h},
        {T * k, h, a->ffn / t},
    };
    *t_f = *t_b = *flop_f = 0;
    for (int i = 0; i < 4; i++) {
        double M = g[i][0], N = g[i][1], K = g[i][2];
        *t_f += mlsys_train_gemm_time_s(dev, M, N, K, 1, se);
        *flop_f += 2 * M * N * K;
        *t_b += mlsys_train_gemm_time_s(dev, M, K, N, 1, se) +
                mlsys_train_gemm_time_s(dev, K, N, M, 1, se);
    }
}

/* Exposed tensor-parallel collectives of a layer (Korthikanti et al. 2022,
 * s4: two all-reduces forward and two backward without sequence
 * parallelism; with it, all-gather and reduce-scatter pairs), and the MoE
 * token all-to-all (dispatch and combine, forward and backward). */
static void collectives(const struct mlsys_train_in *in, struct layer *L)
{
    double t = in->lay.tp, e = in->lay.ep, se = in->opt.s_elem_B;
    double E = in->batch.microbatch * in->batch.seq * in->arch.hidden;
    L->tp_fwd = L->tp_bwd = 0;
    if (t > 1) {
        struct hop hp = group_link(&in->dev, t, 1);
        double M = E * se;
        if (in->opt.seq_parallel) {
            double one = mlsys_comm_ring_gather_s(&hp.link, hp.eta, t, M);
            L->tp_fwd = 4 * one;
            L->tp_bwd = (in->opt.tp_overlap ? 2 : 6) * one;
        } else {
            double one = mlsys_comm_ring_allreduce_s(&hp.link, hp.eta, t, M);
            L->tp_fwd = 2 * one;
            L->tp_bwd = in->opt.tp_overlap ? 0 : 2 * one;
        }
    }
    if (in->arch.experts > 1 && e > 1) {
        struct hop hp = group_link(&in->dev, e, t);
        double M = E * se * in->arch.experts_per_token / t;
        double a2a = (e - 1) / e * M / (hp.link.beta_Bps * hp.eta) + (e - 1) * hp.link.alpha_s;
        L->tp_fwd += 2 * a2a;
        L->tp_bwd += 2 * a2a;
    }
}

/* One layer, one microbatch, one device. */
static void layer_cost(const struct mlsys_train_in *in, struct layer *L)
{
    const struct mlsys_device *dev = &in->dev;
    double t = in->lay.tp, se = in->opt.s_elem_B;
    double E = in->batch.microbatch * in->batch.seq * in->arch.hidden;
    double r = in->opt.seq_parallel && t > 1 ? 1 / t : 1;
    double g_f, g_b, a_f, a_b, am_f, am_b, e_f, e_b;
    gemms(in, &g_f, &g_b, &L->flop_fwd);
    attention(in, L, &a_f, &a_b, &am_f, &am_b);
    L->flop_fwd += L->flop_attn;
    elementwise(in, E, r, &e_f, &e_b);
    double bw = dev->bw_Bps * dev->eta_mem;
    double mf = (e_f * se / 2 + am_f) / bw, mb = (e_b * se / 2 + am_b) / bw;
    L->fwd = g_f + a_f + mf;
    L->bwd = g_b + a_b + mb;
    collectives(in, L);
    L->rec = L->tp_rec = 0;
    if (in->opt.recompute == MLSYS_RECOMPUTE_FULL) {
        L->rec = L->fwd;
        L->tp_rec = L->tp_fwd;
    } else if (in->opt.recompute == MLSYS_RECOMPUTE_SELECTIVE &&
               in->opt.attention == MLSYS_ATTN_STANDARD) {
        L->rec = a_f + am_f / bw; /* the attention core only; flash keeps nothing to redo */
    }
}

/* The output layer and loss on the last stage, one microbatch: logits
 * GEMM, vocabulary-parallel cross-entropy in fp32, the final norm. */
static void head_cost(const struct mlsys_train_in *in, double *fwd, double *bwd, double *flop)
{
    const struct mlsys_device *dev = &in->dev;
    double t = in->lay.tp, h = in->arch.hidden, se = in->opt.s_elem_B;
    double T = in->batch.microbatch * in->batch.seq, V = in->arch.vocab / t;
    double r = in->opt.seq_parallel && t > 1 ? 1 / t : 1;
    double bw = dev->bw_Bps * dev->eta_mem;
    *flop = 2 * T * V * h;
    *fwd = mlsys_train_gemm_time_s(dev, T, V, h, 1, se) + (T * V * 14 + 2 * se * T * h * r) / bw;
    *bwd = mlsys_train_gemm_time_s(dev, T, h, V, 1, se) +
           mlsys_train_gemm_time_s(dev, h, V, T, 1, se) + (T * V * 6 + 4 * se * T * h * r) / bw;
}

double mlsys_train_params(const struct mlsys_arch *a, double seq)
{
    if (a->params > 0) /* given (NaN or 0: count it) */
        return a->params;
    double h = a->hidden, qd = a->heads * a->head_dim, kvd = a->kv_heads * a->head_dim;
    double attn = h * qd + 2 * h * kvd + qd * h + (a->gated ? 0 : qd + 2 * kvd + h);
    double ffn = a->gated ? 3 * h * a->ffn : 2 * h * a->ffn + a->ffn + h;
    double experts = a->experts > 1 ? a->experts : 1;
    double norms = a->gated ? 2 * h : 4 * h;
    double router = a->experts > 1 ? h * a->experts : 0;
    double embed = a->gated ? 2 * a->vocab * h : a->vocab * h + seq * h;
    return a->layers * (attn + experts * ffn + norms + router) + embed;
}

/* The parameters held by one device before ZeRO sharding: the dense part
 * over t p, the experts over t p e. */
static double params_device(const struct mlsys_train_in *in, double *expert_part)
{
    const struct mlsys_arch *a = &in->arch;
    double P = mlsys_train_params(a, in->batch.seq);
    double tp = in->lay.tp * in->lay.pp;
    *expert_part = 0;
    if (a->experts > 1) {
        double h = a->hidden;
        double ffn = a->gated ? 3 * h * a->ffn : 2 * h * a->ffn + a->ffn + h;
        double ex = a->layers * a->experts * ffn;
        *expert_part = ex / (tp * in->lay.ep);
        return (P - ex) / tp + *expert_part;
    }
    return P / tp;
}

/* Fail with constraint `why` (a helper of mlsys_train_check). */
#define BAD(why, ...) (*bad = (why), mlsys_err_set(err, MLSYS_ERANGE, __VA_ARGS__))

int mlsys_train_bad_degree(const struct mlsys_train_in *in)
{
    const struct mlsys_layout *l = &in->lay;
    const double deg[] = {l->tp, l->pp, l->dp, l->ep, in->batch.microbatch, l->interleave};
    for (int i = 0; i < 6; i++)
        if (!(deg[i] >= 1) || deg[i] != floor(deg[i]) || deg[i] > 1e9)
            return i;
    return -1;
}

int mlsys_train_check(const struct mlsys_train_in *in, enum mlsys_train_bad *bad,
                      struct mlsys_err *err)
{
    *bad = MLSYS_TRAIN_OK;
    const struct mlsys_layout *l = &in->lay;
    const struct mlsys_train_batch *bt = &in->batch;
    const struct mlsys_arch *a = &in->arch;
    int i = mlsys_train_bad_degree(in);
    if (i >= 0) {
        const double deg[] = {l->tp, l->pp, l->dp, l->ep, bt->microbatch, l->interleave};
        return BAD(MLSYS_TRAIN_BAD_DEGREE, "%c must be a whole number from 1 to 1e9, not %g",
                   "tpdebv"[i], deg[i]);
    }
    if (mlsys_rule_tp_heads(a, l->tp, MLSYS_KV_SPLIT, err))
        return *bad = MLSYS_TRAIN_BAD_TP, MLSYS_ERANGE;
    if (mlsys_rule_pp_layers(a, l->pp, l->interleave, err))
        return *bad = MLSYS_TRAIN_BAD_PP, MLSYS_ERANGE;
    if (!(a->experts > 1) && l->ep > 1)
        return BAD(MLSYS_TRAIN_BAD_EP, "e = %g needs a mixture-of-experts model (this one is dense)",
                   l->ep);
    if (fmod(l->dp, l->ep) || (a->experts > 1 && fmod(a->experts, l->ep)))
        return BAD(MLSYS_TRAIN_BAD_EP, "e = %g must divide d = %g and the %g experts",
                             l->ep, l->dp, a->experts);
    double per_replica = bt->global_batch / l->dp;
    if (per_replica != floor(per_replica) || fmod(per_replica, bt->microbatch))
        return BAD(MLSYS_TRAIN_BAD_BATCH, "B = %g does not split into d = %g replicas of whole microbatches "
                             "of b = %g",
                             bt->global_batch, l->dp, bt->microbatch);
    double m = per_replica / bt->microbatch;
    if (l->interleave > 1 && fmod(m, l->pp))
        return BAD(MLSYS_TRAIN_BAD_INTERLEAVE, "the interleaved schedule needs m = %g microbatches to be a "
                             "multiple of p = %g",
                             m, l->pp);
    if (in->opt.zero < 0 || in->opt.zero > 3)
        return BAD(MLSYS_TRAIN_BAD_ZERO, "ZeRO stage must be 0, 1, 2 or 3");
    return MLSYS_OK;
}

/* Korthikanti et al. 2022 (Table 2, eqs. 1-6): activation bytes one layer
 * keeps for one microbatch, for a GPT layer of FFN 4h; other FFN widths
 * scale the FFN share (16 of the 34 sbh). */
static double act_per_layer(const struct mlsys_train_in *in, enum mlsys_recompute r)
{
    const struct mlsys_arch *a = &in->arch;
    double t = in->lay.tp, s = in->batch.seq, h = a->hidden;
    double sbh = s * in->batch.microbatch * h * in->opt.s_elem_B / 2;
    double split = 24 - 16 + 16 * a->ffn * (a->gated ? 1.5 : 1) / (4 * h);
    double att = in->opt.attention == MLSYS_ATTN_FLASH ? 0 : 5 * a->heads * s / (h * t);
    bool sp = in->opt.seq_parallel && t > 1;
    if (r == MLSYS_RECOMPUTE_FULL)
        return 2 * sbh;
    if (r == MLSYS_RECOMPUTE_SELECTIVE)
        return sp ? sbh * (10 + split) / t : sbh * (10 + split / t);
    return sp ? sbh * ((10 + split) / t + att) : sbh * (10 + split / t + att);
}

double mlsys_train_stage_layers(const struct mlsys_train_in *in)
{
    return mlsys_layout_stage_layers(&in->arch, in->lay.pp, in->lay.interleave);
}

/* Memory of the first pipeline stage (it holds min(p, m) microbatches). */
static void memory(const struct mlsys_train_in *in, double P_dev, struct mlsys_train_out *o)
{
    double d = in->lay.dp, p = in->lay.pp, v = in->lay.interleave;
    int z = in->opt.zero;
    o->m_weights_B = in->opt.s_elem_B * P_dev / (z >= 3 ? d : 1);
    o->m_gradients_B = in->opt.s_grad_B * P_dev / (z >= 2 ? d : 1);
    o->m_optimizer_B = in->opt.opt_B_per_param * P_dev / (z >= 1 ? d : 1);
    double inflight = fmin(p, o->microbatches);
    double inter = v > 1 ? 1 + (p - 1) / (p * v) : 1;
    double act = act_per_layer(in, in->opt.recompute) * mlsys_train_stage_layers(in) * inflight *
                 inter;
    if (in->opt.recompute == MLSYS_RECOMPUTE_FULL) /* the layer being recomputed */
        act += act_per_layer(in, MLSYS_RECOMPUTE_NONE);
    o->m_activations_B = act;
    o->m_total_B = o->m_weights_B + o->m_gradients_B + o->m_optimizer_B + act;
}

/* The exposed gradient exchange (and ZeRO-3 parameter gathers). */
static double data_parallel(const struct mlsys_train_in *in, double P_dev, double P_expert,
                            double window_s, double m)
{
    double d = in->lay.dp, t = in->lay.tp, e = in->lay.ep;
    if (d <= 1)
        return 0;
    const struct mlsys_train_opts *o = &in->opt;
    struct hop hp = group_link(&in->dev, d, t);
    if (o->zero == 3) { /* per microbatch: gather weights forward and backward, scatter grads */
        struct hop h1 = group_link(&in->dev, d, t);
        double tensors = 12 * in->arch.layers / in->lay.pp;
        double bw = (d - 1) / d * P_dev * o->s_elem_B / (h1.link.beta_Bps * h1.eta);
        return m * 3 * (bw + tensors * (d - 1) * h1.link.alpha_s);
    }
    double dense = (P_dev - P_expert) * o->s_grad_B, expert = P_expert * o->s_grad_B;
    struct hop he = group_link(&in->dev, d / e, t * e);
    double x;
    if (o->zero >= 1)
        x = mlsys_comm_ring_gather_s(&hp.link, hp.eta, d, dense) +
            mlsys_comm_ring_gather_s(&hp.link, hp.eta, d, (P_dev - P_expert) * o->s_elem_B) +
            mlsys_comm_ring_gather_s(&he.link, he.eta, d / e, expert) +
            mlsys_comm_ring_gather_s(&he.link, he.eta, d / e, P_expert * o->s_elem_B);
    else
        x = mlsys_comm_ring_allreduce_s(&hp.link, hp.eta, d, dense) + mlsys_comm_ring_allreduce_s(&he.link, he.eta, d / e, expert);
    return o->dp_overlap ? fmax(0, x - window_s) : x;
}

/* The pipeline: m microbatches at the slowest stage's pace plus the
 * bubble, split into compute, tensor-parallel and pipeline terms. */
static void pipeline(const struct mlsys_train_in *in, const struct layer *L,
                     struct mlsys_train_out *o)
{
    double p = in->lay.pp, v = in->lay.interleave, t = in->lay.tp, m = o->microbatches;
    double lp = mlsys_train_stage_layers(in);
    double hf, hb, hflop;
    head_cost(in, &hf, &hb, &hflop);
    double p2p = 0;
    if (p > 1) { /* activations forward, gradients back, at each of the v chunk edges */
        double M = in->batch.microbatch * in->batch.seq * in->arch.hidden * in->opt.s_elem_B;
        struct hop hp = group_link(&in->dev, 2, t * in->lay.dp);
        double x = M / t / (hp.link.beta_Bps * hp.eta) + hp.link.alpha_s;
        struct hop in_node = group_link(&in->dev, t, 1);
        x += mlsys_comm_ring_gather_s(&in_node.link, in_node.eta, t, M); /* scatter/gather over t ranks */
        p2p = 2 * v * x;
    }
    double compute = lp * (L->fwd + L->bwd + L->rec), comm = lp * (L->tp_fwd + L->tp_bwd + L->tp_rec);
    double head = hf + hb;
    double avg = compute + comm + p2p + head / p;
    o->t_compute_s = m * (compute + head);
    o->t_tp_s = m * comm;
    o->t_bubble_s = (p - 1) / v * avg;
    o->t_pp_s = m * p2p + o->t_bubble_s;
}

/* Refuse results that are no answer: inputs near the limits of a double
 * (a width of 1e308) make the step time inf or NaN and the rates 0. */
static int check_out(const struct mlsys_train_out *o, struct mlsys_err *err)
{
    const struct mlsys_numerics_result res[] = {{"T_step", o->t_step_s, false},
                                                {"tokens_per_s", o->tokens_per_s, false},
                                                {"MFU", o->mfu, false},
                                                {"M_total", o->m_total_B, false}};
    return mlsys_numerics_results(res, sizeof res / sizeof res[0], err);
}

int mlsys_train_eval(const struct mlsys_train_in *in, struct mlsys_train_out *o,
                     struct mlsys_err *err)
{
    memset(o, 0, sizeof *o);
    enum mlsys_train_bad bad;
    int rc = mlsys_train_check(in, &bad, err);
    if (rc)
        return rc;
    const struct mlsys_layout *l = &in->lay;
    const struct mlsys_train_batch *bt = &in->batch;
    o->microbatches = bt->global_batch / (l->dp * bt->microbatch);
    struct layer L;
    layer_cost(in, &L);
    o->t_layer_s = L.fwd + L.bwd + L.rec + L.tp_fwd + L.tp_bwd + L.tp_rec;
    pipeline(in, &L, o);
    double P_expert;
    double P_dev = params_device(in, &P_expert);
    double window = mlsys_train_stage_layers(in) * (L.bwd + L.rec); /* last backward */
    o->t_dp_s = data_parallel(in, P_dev, P_expert, window, o->microbatches);
    /* Mixed-precision Adam touches per owned parameter: the state read and
     * written (2 x 12 B), gradient conversion, unscale, norm, clip and the
     * update's reads (32 B), the gradient and the 16-bit weight copy. */
    double opt_bytes = 2 * in->opt.opt_B_per_param + 32 + in->opt.s_grad_B + in->opt.s_elem_B;
    double owned = P_dev / (in->opt.zero >= 1 ? l->dp : 1);
    o->t_optimizer_s = opt_bytes * owned / (in->dev.bw_Bps * in->dev.eta_mem);
    o->t_step_s = o->t_compute_s + o->t_tp_s + o->t_pp_s + o->t_dp_s + o->t_optimizer_s;
    o->b_pipe = (l->pp - 1) / (l->interleave * o->microbatches + l->pp - 1);
    o->params = mlsys_train_params(&in->arch, bt->seq);
    o->params_device = P_dev;
    /* FLOPs: forward per token over all layers and the head, x3 for the
     * backward; executed adds recompute, and flash skips masked blocks. */
    double devices = l->tp * l->pp * l->dp;
    double tokens = bt->global_batch * bt->seq, per_mb = bt->microbatch * bt->seq;
    double hflop = 2 * per_mb * in->arch.vocab * in->arch.hidden;
    double layer_fwd = L.flop_fwd * l->tp / per_mb * (in->arch.experts > 1 ? l->ep / l->ep : 1);
    o->model_flop = 3 * tokens * (in->arch.layers * layer_fwd + hflop / per_mb);
    double attn = L.flop_attn * l->tp / per_mb * tokens * in->arch.layers;
    double rec = in->opt.recompute == MLSYS_RECOMPUTE_FULL ? tokens * in->arch.layers * layer_fwd
                 : in->opt.recompute == MLSYS_RECOMPUTE_SELECTIVE &&
                         in->opt.attention == MLSYS_ATTN_STANDARD
                     ? attn
                     : 0;
    double skipped = in->opt.attention == MLSYS_ATTN_FLASH ? 3 * attn / 2 : 0;
    o->hw_flop = o->model_flop + rec - skipped;
    o->tokens_per_s = tokens / o->t_step_s;
    o->r_model_flops = o->model_flop / (o->t_step_s * devices);
    o->r_hw_flops = o->hw_flop / (o->t_step_s * devices);
    o->mfu = o->r_model_flops / in->dev.peak_flops;
    o->hfu = o->r_hw_flops / in->dev.peak_flops;
    memory(in, P_dev, o);
    return check_out(o, err);
}

void mlsys_train_memory(const struct mlsys_train_in *in, struct mlsys_train_out *o)
{
    memset(o, 0, sizeof *o);
    const struct mlsys_layout *l = &in->lay;
    const struct mlsys_train_batch *bt = &in->batch;
    o->microbatches = bt->global_batch / (l->dp * bt->microbatch);
    double P_expert;
    o->params_device = params_device(in, &P_expert);
    memory(in, o->params_device, o);
}
