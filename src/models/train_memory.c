/* train_memory.c - parameters and memory per device of a training layout
 * (train.h, train_impl.h): weights, gradients, optimizer state and the
 * activations of the microbatches in flight (Korthikanti et al. 2022).
 */
#include <math.h>
#include <string.h>

#include "mlsys/layout.h"
#include "mlsys/train.h"
#include "models/train_impl.h"

double mlsys_train_params(const struct mlsys_arch *a, double seq)
{
    if (a->params > 0) /* given (NaN or 0: count it) */
        return a->params;
    double h = a->hidden, qd = a->heads * a->head_dim, kvd = a->kv_heads * a->head_dim;
    double mla = mlsys_arch_mla_params(a);
    double attn = mla > 0 ? mla : h * qd + 2 * h * kvd + qd * h + (a->gated ? 0 : qd + 2 * kvd + h);
    double ffn = a->gated ? 3 * h * a->ffn : 2 * h * a->ffn + a->ffn + h;
    double experts = a->experts > 1 ? a->experts + a->shared_experts : 1;
    double norms = a->gated ? 2 * h : 4 * h;
    double router = a->experts > 1 ? h * a->experts : 0;
    double embed = a->gated ? (a->tied ? 1 : 2) * a->vocab * h : a->vocab * h + seq * h;
    /* MoE: the leading dense layers have one FFN of dense_ffn instead */
    double dl = a->experts > 1 && a->dense_layers > 0 ? a->dense_layers : 0;
    double dense = dl > 0 ? dl * (a->gated ? 3 * h * a->dense_ffn : 2 * h * a->dense_ffn) : 0;
    return a->layers * (attn + norms) + (a->layers - dl) * (experts * ffn + router) + dense +
           embed;
}

/* The parameters held by one device before ZeRO sharding: the dense part
 * over t p, the experts over t p e. */
double mlsys_train_params_device(const struct mlsys_train_in *in, double *expert_part)
{
    const struct mlsys_arch *a = &in->arch;
    double P = mlsys_train_params(a, in->batch.seq);
    double tp = in->lay.tp * in->lay.pp;
    *expert_part = 0;
    if (a->experts > 1) {
        double h = a->hidden;
        double ffn = a->gated ? 3 * h * a->ffn : 2 * h * a->ffn + a->ffn + h;
        double dl = a->dense_layers > 0 ? a->dense_layers : 0;
        double ex = (a->layers - dl) * a->experts * ffn; /* the routed ones, split over e */
        *expert_part = ex / (tp * in->lay.ep);
        return (P - ex) / tp + *expert_part;
    }
    return P / tp;
}

/* Activation bytes one layer keeps for one microbatch under a per-op
 * selective policy (torchtitan's "op" activation checkpointing, fsdp
 * stack): every operation is recomputed backward except the attention
 * kernel, whose output it keeps, and every second linear layer in forward
 * order, the 1st, 3rd, ... (Q, V, the FFN's gate and down projections of a
 * gated FFN; Q, V and the FFN's first of a plain one), whose outputs it
 * keeps; with the layer's input the region starts from. Column-parallel
 * outputs are split over t, row-parallel ones (the attention's output
 * projection, the FFN's down) are the whole partial sums; tok_B is one
 * token's bytes per hidden element (s b s_elem over c). */
static double act_selective_ops(const struct mlsys_train_in *in, double tok_B, bool sp)
{
    const struct mlsys_arch *a = &in->arch;
    double t = in->lay.tp, h = a->hidden;
    double q = a->heads * a->head_dim,
           kv = (a->kv_heads > 0 ? a->kv_heads : a->heads) * a->head_dim;
    double widths[7] = {q / t, kv / t, kv / t, h, a->ffn / t, a->ffn / t, h};
    int n = 7;
    if (!a->gated) { /* FFN up and down */
        widths[5] = h;
        n = 6;
    }
    double kept = (sp ? h / t : h) + q / t; /* the region's input, the attention output */
    for (int i = 0; i < n; i += 2)
        kept += widths[i];
    return tok_B * kept;
}

/* Korthikanti et al. 2022 (Table 2, eqs. 1-6): activation bytes one layer
 * keeps for one microbatch, for a GPT layer of FFN 4h; other FFN widths
 * scale the FFN share (16 of the 34 sbh), grouped-query attention the K
 * and V shares. Under context parallelism a
 * device keeps those of its s/c tokens. */
static double act_per_layer(const struct mlsys_train_in *in, enum mlsys_recompute r)
{
    const struct mlsys_arch *a = &in->arch;
    double t = in->lay.tp, s = in->batch.seq / in->lay.cp, h = a->hidden; /* s/c a device */
    double sbh = s * in->batch.microbatch * h * in->opt.s_elem_B / 2;
    /* of the 24 sbh split over t: Q, K, V (2 sbh each; K and V at the kv
       heads' width unless the stack repeats them to the query heads before
       the kernel), the projection input (2) and the FFN's 16 */
    double g = a->kv_heads > 0 && !mlsys_train_stack(in->opt.framework)->kv_expanded
                   ? a->kv_heads / a->heads
                   : 1;
    double split = 4 + 4 * g + 16 * a->ffn * (a->gated ? 1.5 : 1) / (4 * h);
    double non = 10;
    double s_lin = in->opt.s_linear_B;
    if (s_lin > 0 && s_lin < in->opt.s_elem_B) { /* fp8 recipe: linear inputs kept in fp8 */
        double keep = 1 - s_lin / in->opt.s_elem_B;
        non -= keep * 4;                                    /* QKV and FFN1 inputs, 2 sbh each */
        split -= keep * (2 + 8 * a->ffn / (4 * h));         /* output-projection and FFN2 inputs */
    }
    double att = in->opt.attention == MLSYS_ATTN_FLASH ? 0 : 5 * a->heads * s / (h * t);
    bool sp = in->opt.seq_parallel && t > 1;
    if (r == MLSYS_RECOMPUTE_FULL) /* the layer's input, split over t with sequence parallelism */
        return sp ? 2 * sbh / t : 2 * sbh;
    if (r == MLSYS_RECOMPUTE_SELECTIVE && in->opt.selective_ops)
        return act_selective_ops(in, 2 * sbh / h, sp); /* s b s_elem */
    if (r == MLSYS_RECOMPUTE_SELECTIVE)
        return sp ? sbh * (non + split) / t : sbh * (non + split / t);
    return sp ? sbh * ((non + split) / t + att) : sbh * (non + split / t + att);
}

double mlsys_train_stage_layers(const struct mlsys_train_in *in)
{
    return mlsys_layout_stage_layers(&in->arch, in->lay.pp, in->lay.interleave);
}

double mlsys_train_last_stage_layers(const struct mlsys_train_in *in)
{
    double lp = mlsys_train_stage_layers(in);
    double few = floor(in->arch.layers / (in->lay.pp * in->lay.interleave)) * in->lay.interleave;
    return few < lp && few > 0 ? few : lp;
}

/* The parameters of the pipeline's two end stages before ZeRO sharding,
 * from P_dev, the even share P/(t p): the fullest stage's layers with the
 * word embedding (and learned positions) on the first, the last stage's
 * layers (fewer when p v does not divide them) with the output layer or,
 * tied, the embedding's copy Megatron keeps there. A model given by its
 * parameter count (no shape), or one stage, keeps the even share. */
static void end_stages(const struct mlsys_train_in *in, double P_dev, double *first, double *last,
                       double *l_first, double *l_last)
{
    const struct mlsys_arch *a = &in->arch;
    double t = in->lay.tp, p = in->lay.pp, L = a->layers;
    double lp = mlsys_train_stage_layers(in);
    *first = *last = P_dev;
    *l_first = *l_last = lp;
    if (p <= 1 || a->params > 0)
        return;
    double words = a->vocab * a->hidden, pos = a->gated ? 0 : in->batch.seq * a->hidden;
    double counted = a->gated ? (a->tied ? 1 : 2) * words : words + pos; /* in P */
    double layers = P_dev - counted / (t * p);                           /* a device's even share */
    *l_last = mlsys_train_last_stage_layers(in);
    *first = layers * lp * p / L + (words + pos) / t;
    *last = layers * *l_last * p / L + words / t;
}

double mlsys_train_params_busiest(const struct mlsys_train_in *in, double P_dev)
{
    double first, last, lf, ll;
    end_stages(in, P_dev, &first, &last, &lf, &ll);
    return fmax(first, last);
}

/* The output layer's logits at the loss's peak on the last stage, b s/c
 * V/t elements, by the loss kernel (train.h, mlsys_loss_kernel): the
 * 16-bit GEMM output and the kernel's fp32 tensors or 16-bit gradient. */
static double logits_B(const struct mlsys_train_in *in)
{
    double n = in->batch.microbatch * in->batch.seq / in->lay.cp * in->arch.vocab / in->lay.tp;
    double se = in->opt.s_elem_B;
    switch (in->opt.loss) {
    case MLSYS_LOSS_FP32:
        return n * (se + 8);
    case MLSYS_LOSS_FUSED:
        return n * 2 * se;
    default:
        return n * (se + 4);
    }
}

/* Activations of one microbatch on a stage of lp layers. */
static double stage_act_mb(const struct mlsys_train_in *in, double lp)
{
    double share = mlsys_train_recompute_share(in);
    if (share > 0 && share < 1) /* the block method: the others keep everything */
        return lp * (share * act_per_layer(in, MLSYS_RECOMPUTE_FULL) +
                     (1 - share) * act_per_layer(in, MLSYS_RECOMPUTE_NONE));
    return act_per_layer(in, in->opt.recompute) * lp;
}

/* One stage's memory into o: state for P parameters and `inflight`
 * microbatches of activations on lp layers, plus `extra` bytes; less
 * what offload keeps in host memory (and o->t_offload_s, its time). */
static void one_stage(const struct mlsys_train_in *in, double P, double lp, double inflight,
                      double extra, struct mlsys_train_out *o)
{
    double p = in->lay.pp, v = in->lay.interleave;
    double inter = v > 1 ? 1 + (p - 1) / (p * v) : 1;
    mlsys_train_state_memory(in, P, o); /* weights, gradients, optimizer (train_tune.c) */
    double act_mb = stage_act_mb(in, lp);
    double act = act_mb * inflight * inter;
    mlsys_train_offload(in, P, lp, act_mb, &act, o); /* what host memory keeps */
    if (in->opt.recompute == MLSYS_RECOMPUTE_FULL) /* the layer being recomputed */
        act += act_per_layer(in, MLSYS_RECOMPUTE_NONE);
    o->m_activations_B = act + extra;
    /* the caching allocator's blocks beyond the activations: the churn of
       recomputation, which frees and allocates a layer's tensors again backward */
    double churn = in->opt.recompute == MLSYS_RECOMPUTE_NONE ? 0 : in->opt.reserve_act_share;
    o->m_reserve_B = in->opt.reserve_B + (in->lay.pp > 1 ? in->opt.reserve_pp_B : 0) +
                     churn * o->m_activations_B;
    o->m_total_B = o->m_weights_B + o->m_gradients_B + o->m_optimizer_B + o->m_activations_B +
                   o->m_reserve_B;
}

/* The device that holds the most: the first stage (the embedding and
 * min(p, m) microbatches in flight) or the last (the output layer, one
 * microbatch and its logits); one stage holds all of it. */
void mlsys_train_stage_memory(const struct mlsys_train_in *in, double P_dev,
                              struct mlsys_train_out *o)
{
    double P_first, P_last, l_first, l_last;
    end_stages(in, P_dev, &P_first, &P_last, &l_first, &l_last);
    double logits = logits_B(in);
    if (in->lay.pp <= 1) {
        one_stage(in, P_dev, l_first, 1, logits, o);
        return;
    }
    struct mlsys_train_out last = *o;
    one_stage(in, P_first, l_first, fmin(in->lay.pp, o->microbatches), 0, o);
    one_stage(in, P_last, l_last, 1, logits, &last);
    if (last.m_total_B > o->m_total_B)
        *o = last;
}

double mlsys_train_recompute_share(const struct mlsys_train_in *in)
{
    if (in->opt.recompute != MLSYS_RECOMPUTE_FULL)
        return 0;
    double k = in->opt.recompute_layers;
    return k > 0 ? fmin(1, k / mlsys_train_stage_layers(in)) : 1;
}

void mlsys_train_memory(const struct mlsys_train_in *in, struct mlsys_train_out *o)
{
    memset(o, 0, sizeof *o);
    const struct mlsys_layout *l = &in->lay;
    const struct mlsys_train_batch *bt = &in->batch;
    o->microbatches = bt->global_batch / (l->dp * bt->microbatch);
    double P_expert;
    o->params_device = mlsys_train_params_device(in, &P_expert);
    mlsys_train_stage_memory(in, o->params_device, o);
}
