/* train_layer.c - what one transformer layer and the output layer cost
 * one device for one microbatch (train_impl.h): GEMMs by a roofline with
 * tile and wave quantisation, the attention core, element-wise kernels by
 * the bytes they move, tensor-parallel collectives by alpha-beta rings.
 * Byte counts and sources: docs/train.md.
 */
#include <math.h>
#include <string.h>

#include "mlsys/comm.h"
#include "mlsys/gemm.h"
#include "mlsys/layout.h"
#include "mlsys/train.h"
#include "mlsys/workload.h"
#include "models/train_impl.h"

double mlsys_train_gemm_time_s(const struct mlsys_device *dev, double M, double N, double K,
                               double batch, double s_elem_B)
{
    struct mlsys_gemm_dev g = {dev->peak_flops, dev->eta_mm * K / (K + MLSYS_TRAIN_K_FILL),
                               dev->units, dev->bw_Bps * dev->eta_mem};
    return mlsys_gemm_roofline_s(&g, M, N, K, batch, s_elem_B, s_elem_B, s_elem_B);
}

/* Whether a group of n ranks spaced `stride` devices apart fits in a node. */
static bool in_one_node(const struct mlsys_device *dev, double n, double stride)
{
    return n * stride <= dev->node_devices;
}

/* The link a group of n ranks spaced `stride` devices apart uses: the
 * scale-up link when the group fits in a node, else the node's NICs that
 * the group owns (per_node members share a node, one NIC each). */
struct mlsys_train_hop mlsys_train_group_link(const struct mlsys_device *dev, double n,
                                              double stride)
{
    struct mlsys_train_hop h;
    if (in_one_node(dev, n, stride)) {
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

struct mlsys_train_hop mlsys_train_p2p_link(const struct mlsys_device *dev, double stride)
{
    struct mlsys_train_hop h = mlsys_train_group_link(dev, 2, stride);
    if (!in_one_node(dev, 2, stride) && dev->eta_inter_p2p > 0)
        h.eta = dev->eta_inter_p2p;
    return h;
}

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
 * kernel (flash, at its own rate and efficiency); times and the whole
 * s x s product's FLOPs, this device's 1/c of them under context
 * parallelism (which needs flash: mlsys_train_check). */
static void attention(const struct mlsys_train_in *in, struct mlsys_train_layer *L, double *t_f,
                      double *t_b, double *mem_f_B, double *mem_b_B)
{
    const struct mlsys_arch *a = &in->arch;
    const struct mlsys_device *dev = &in->dev;
    double b = in->batch.microbatch, s = in->batch.seq, t = in->lay.tp, se = in->opt.s_elem_B;
    double heads = a->heads / t, dh = a->head_dim, c = in->lay.cp;
    L->flop_attn = 4 * b * heads * s * s * dh / c;
    if (in->opt.attention == MLSYS_ATTN_FLASH) {
        /* Causal masking skips half the blocks; the backward recomputes S:
         * 2.5x the forward's FLOPs. Each kernel sees blocks of s/c tokens. */
        double peak = in->attn.peak_flops > 0 ? in->attn.peak_flops : dev->peak_flops;
        if (c > 1) /* the stack's kernel under context parallelism */
            peak *= mlsys_train_stack(in->opt.framework)->eta_attention_cp;
        double run = L->flop_attn / 2;
        *t_f = run / (peak * mlsys_train_attn_eta(in, dh, s / c, false));
        *t_b = 2.5 * run / (peak * mlsys_train_attn_eta(in, dh, s / c, true));
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

/* Bytes per element of the linear layers' operands: s_linear_B under a
 * recipe that casts them (fp8), else the activations' s_elem_B. */
static double linear_bytes(const struct mlsys_train_in *in)
{
    return in->opt.s_linear_B > 0 ? in->opt.s_linear_B : in->opt.s_elem_B;
}

/* The device the linear layers' GEMMs run on: dev at their own rate and
 * efficiency when the recipe gives them (fp8), and their operand size. */
static struct mlsys_device linear_device(const struct mlsys_train_in *in, double *s_B)
{
    struct mlsys_device d = in->dev;
    if (in->opt.linear_peak_flops > 0)
        d.peak_flops = in->opt.linear_peak_flops;
    if (in->opt.linear_eta_mm > 0)
        d.eta_mm = in->opt.linear_eta_mm;
    *s_B = linear_bytes(in);
    return d;
}

/* The layer's GEMMs (QKV, output projection, FFN; MoE: the k experts each
 * token visits), forward and backward (data and weight gradients; the data
 * gradients only when the base is frozen, LoRA), and the bytes that casting
 * their operands moves when they run at a narrower precision than the
 * activations (fp8 recipe: each input read at s_elem and written twice at
 * s_linear, as-is and transposed for the backward; the output gradient
 * likewise; weights cast once an iteration). */
static void gemms(const struct mlsys_train_in *in, double *t_f, double *t_b, double *flop_f,
                  double *cast_f_B, double *cast_b_B)
{
    const struct mlsys_arch *a = &in->arch;
    double s_lin;
    struct mlsys_device dev = linear_device(in, &s_lin);
    double t = in->lay.tp, h = a->hidden;
    double T = in->batch.microbatch * in->batch.seq;
    /* the routed experts each token visits and the shared ones (the leading
       dense layers of some MoE models are timed as their MoE layers) */
    double k = a->experts > 1 ? a->experts_per_token + a->shared_experts : 1;
    double g[4][3] = {
        {T, (a->heads + 2 * a->kv_heads) * a->head_dim / t, h},
        {T, h, a->heads * a->head_dim / t},
        {T * k, (a->gated ? 2 : 1) * a->ffn / t, h},
        {T * k, h, a->ffn / t},
    };
    double cast = s_lin < in->opt.s_elem_B ? in->opt.s_elem_B + 2 * s_lin : 0;
    *t_f = *t_b = *flop_f = *cast_f_B = *cast_b_B = 0;
    bool frozen = mlsys_train_frozen(in);
    for (int i = 0; i < 4; i++) {
        double M = g[i][0], N = g[i][1], K = g[i][2];
        *t_f += mlsys_train_gemm_time_s(&dev, M, N, K, 1, s_lin);
        *flop_f += 2 * M * N * K;
        *t_b += mlsys_train_gemm_time_s(&dev, M, K, N, 1, s_lin) +
                (frozen ? 0 : mlsys_train_gemm_time_s(&dev, K, N, M, 1, s_lin));
        *cast_f_B += cast * M * K;
        *cast_b_B += cast * M * N;
    }
}

/* Exposed tensor-parallel collectives of a layer (Korthikanti et al. 2022,
 * s4: two all-reduces forward and two backward without sequence
 * parallelism; with it, all-gather and reduce-scatter pairs; one of each
 * for a parallel block, whose attention and MLP share their input and sum
 * their outputs: mlsys_arch_tp_allreduces), and the MoE
 * token all-to-all (dispatch and combine, forward and backward).
 * With sequence parallelism the all-gathers feed linear layers, so under
 * an 8-bit recipe they move the cast operands (s_linear_B: Transformer
 * Engine and torchao cast before gathering); the reduce-scatters sum in
 * 16 bits. Backward: the gradients' all-gathers, the reduce-scatters, and
 * in stacks that keep only the local shard (tp_regather) the input's
 * all-gather again for the weight gradient; overlapped (tp_overlap 1),
 * the gradients' two all-gathers stay exposed. */
static void collectives(const struct mlsys_train_in *in, struct mlsys_train_layer *L)
{
    double t = in->lay.tp, e = in->lay.ep, se = in->opt.s_elem_B;
    double E = in->batch.microbatch * in->batch.seq * in->arch.hidden;
    L->tp_fwd = L->tp_bwd = 0;
    if (t > 1) {
        struct mlsys_train_hop hp = mlsys_train_group_link(&in->dev, t, 1);
        double M = E * se, n = mlsys_arch_tp_allreduces(&in->arch); /* 1: parallel block */
        if (in->opt.seq_parallel) {
            double rs = mlsys_comm_ring_gather_s(&hp.link, hp.eta, t, M);
            double ag = mlsys_comm_ring_gather_s(&hp.link, hp.eta, t, E * linear_bytes(in));
            bool regather = mlsys_train_stack(in->opt.framework)->tp_regather;
            L->tp_fwd = n * ag + n * rs;
            L->tp_bwd = in->opt.tp_overlap ? n * ag : n * ag + n * rs + (regather ? n * ag : 0);
        } else {
            double one = mlsys_comm_ring_allreduce_s(&hp.link, hp.eta, t, M);
            L->tp_fwd = n * one;
            L->tp_bwd = in->opt.tp_overlap ? 0 : n * one;
        }
    }
    if (in->arch.experts > 1 && e > 1) {
        struct mlsys_train_hop hp = mlsys_train_group_link(&in->dev, e, t);
        double M = E * se * in->arch.experts_per_token / t;
        double a2a = mlsys_comm_alltoall_s(&hp.link, hp.eta, e, M);
        L->tp_fwd += 2 * a2a;
        L->tp_bwd += 2 * a2a;
    }
}

/* One layer, one microbatch, one device. Everything but the attention
 * core sees the device's s/c tokens (mlsys_train_seq_part); the core sees
 * the whole sequence, of which it does 1/c, and the ring exchange of
 * context parallelism runs under it. */
void mlsys_train_layer_cost(const struct mlsys_train_in *in, struct mlsys_train_layer *L)
{
    const struct mlsys_device *dev = &in->dev;
    const struct mlsys_train_in part = mlsys_train_seq_part(in);
    double t = in->lay.tp, se = in->opt.s_elem_B;
    double E = part.batch.microbatch * part.batch.seq * in->arch.hidden;
    double r = in->opt.seq_parallel && t > 1 ? 1 / t : 1;
    double g_f, g_b, a_f, a_b, am_f, am_b, e_f, e_b, c_f, c_b;
    gemms(&part, &g_f, &g_b, &L->flop_fwd, &c_f, &c_b);
    attention(in, L, &a_f, &a_b, &am_f, &am_b);
    L->flop_fwd += L->flop_attn;
    elementwise(&part, E, r, &e_f, &e_b);
    double bw = dev->bw_Bps * dev->eta_mem;
    double mf = (e_f * se / 2 + am_f) / bw, mb = (e_b * se / 2 + am_b) / bw;
    L->cast_fwd = c_f / bw;
    L->cast_bwd = c_b / bw;
    double lo_f, lo_b; /* LoRA adapters and the dequantisation of a 4-bit base */
    mlsys_train_lora_cost(&part, &lo_f, &lo_b, &L->flop_adapter);
    double fixed = mlsys_train_stack(in->opt.framework)->t_layer_s;
    L->fwd = g_f + a_f + mf + L->cast_fwd + lo_f + fixed;
    L->bwd = g_b + a_b + mb + L->cast_bwd + lo_b + 2 * fixed;
    L->attn_fwd = a_f + am_f / bw;
    L->attn_bwd = a_b + am_b / bw;
    mlsys_train_cp_cost(in, L);
    collectives(&part, L);
    if (in->opt.tp_overlap == 2) { /* chunked behind the layer's GEMMs: what outlasts them */
        L->tp_fwd = fmax(0, L->tp_fwd - g_f);
        L->tp_bwd = fmax(0, L->tp_bwd - g_b);
    }
    L->rec = L->tp_rec = 0;
    if (in->opt.recompute == MLSYS_RECOMPUTE_FULL) { /* the share of layers redone */
        double share = mlsys_train_recompute_share(in);
        L->rec = share * L->fwd;
        L->tp_rec = share * L->tp_fwd;
    } else if (in->opt.recompute == MLSYS_RECOMPUTE_SELECTIVE) {
        /* the attention core (standard; flash keeps nothing to redo), and under a
           per-op policy a share of the linear GEMMs with the element-wise kernels */
        double mm = mlsys_train_stack(in->opt.framework)->selective_mm_share;
        if (in->opt.attention == MLSYS_ATTN_STANDARD)
            L->rec = a_f + am_f / bw;
        if (mm > 0)
            L->rec += mm * (g_f + L->cast_fwd) + mf;
    }
}

/* The output layer and loss on the last stage, one microbatch: logits
 * GEMM, vocabulary-parallel cross-entropy in fp32, the final norm. */
void mlsys_train_head_cost(const struct mlsys_train_in *in, double *fwd, double *bwd, double *flop)
{
    const struct mlsys_device *dev = &in->dev;
    double t = in->lay.tp, h = in->arch.hidden, se = in->opt.s_elem_B;
    double T = in->batch.microbatch * in->batch.seq, V = in->arch.vocab / t;
    double r = in->opt.seq_parallel && t > 1 ? 1 / t : 1;
    double bw = dev->bw_Bps * dev->eta_mem;
    *flop = 2 * T * V * h;
    *fwd = mlsys_train_gemm_time_s(dev, T, V, h, 1, se) + (T * V * 14 + 2 * se * T * h * r) / bw;
    *bwd = mlsys_train_gemm_time_s(dev, T, h, V, 1, se) +
           (mlsys_train_frozen(in) ? 0 : mlsys_train_gemm_time_s(dev, h, V, T, 1, se)) +
           (T * V * 6 + 4 * se * T * h * r) / bw;
}
