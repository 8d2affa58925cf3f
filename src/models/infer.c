/* infer.c - serving a decoder LLM (infer.h): KV capacity, the decode step
 * by term, the prefill, and the rates of continuous and static batching.
 * Every term and its source: docs/inference.md. */
#include <math.h>
#include <string.h>

#include "mlsys/gemm.h"
#include "mlsys/infer.h"
#include "mlsys/layout.h"
#include "models/infer_impl.h"
#include "numerics/numerics.h"

/* In the order of enum mlsys_engine and MLSYS_ENGINE_CHOICES. */
static const char *const engine_names[] = {"fused", "llamacpp", "vllm-v0", "llamacpp-2405",
                                           "trtllm-2310", "trtllm-2404"};

const char *mlsys_engine_name(enum mlsys_engine e)
{
    if (e == MLSYS_ENGINE_UNSET)
        return engine_names[MLSYS_ENGINE_FUSED];
    return (unsigned)e < sizeof engine_names / sizeof engine_names[0] ? engine_names[e] : "";
}

bool mlsys_engine_is_llamacpp(enum mlsys_engine e)
{
    return e == MLSYS_ENGINE_LLAMACPP || e == MLSYS_ENGINE_LLAMACPP_2405;
}

double mlsys_infer_params(const struct mlsys_arch *a)
{
    if (isnan(a->layers) || isnan(a->hidden) || isnan(a->ffn) || isnan(a->vocab))
        return a->params;
    double h = a->hidden, qd = a->heads * a->head_dim, kvd = a->kv_heads * a->head_dim;
    double mla = mlsys_arch_mla_params(a);
    double attn = mla > 0 ? mla : h * qd + 2 * h * kvd + qd * h;
    double mats = a->gated ? 3 : 2, ffn = mats * h * a->ffn;
    double experts = a->experts > 1 ? a->experts + a->shared_experts : 1;
    double embed = (a->gated && !a->tied ? 2 : 1) * a->vocab * h; /* tied: one matrix */
    double dense = a->dense_layers > 0 ? a->dense_layers : 0; /* MoE: leading dense layers */
    return a->layers * (attn + 2 * h) + (a->layers - dense) * experts * ffn +
           (dense > 0 ? dense * mats * h * a->dense_ffn : 0) + embed;
}

/* Contract in infer_impl.h. */
double mlsys_infer_kv_heads_dev(const struct mlsys_arch *a, double tp)
{
    return fmax(1, a->kv_heads / tp);
}

/* KV-cache bytes of one token of one sequence on one device: 2 L_s g d_h
 * s_kv for the L_s layers of the busiest of the p stages (layout.h), the g
 * kv heads split over t (replicated when g < t); a latent cache (MLA) is
 * L_s kv_latent s_kv and not split over t. */
static double kv_per_token(const struct mlsys_infer_in *in)
{
    const struct mlsys_arch *a = &in->arch;
    double lp = mlsys_infer_stage_layers(in);
    if (a->kv_latent > 0)
        return lp * a->kv_latent * in->s_kv_B;
    return 2 * lp * mlsys_infer_kv_heads_dev(a, in->lay.tp) * a->head_dim * in->s_kv_B;
}

/* The rate of a stream under the engine's in-flight cap per compute unit:
 * BW eta_mem, or units x unit_Bps when lower. */
static double capped_bw(const struct mlsys_infer_in *in)
{
    double bw = in->dev.bw_Bps * in->dev.eta_mem;
    if (!isnan(in->eng.unit_Bps) && !isnan(in->dev.units))
        bw = fmin(bw, in->dev.units * in->eng.unit_Bps);
    return bw;
}

/* The rate weights of s_B bytes each stream at: capped_bw, but BW eta_mem
 * for weights of a byte or more under a cap on every stream (unit_caps_all:
 * the fused engines, whose 8- and 16-bit GEMMs run free of it;
 * docs/inference.md, A stream cap per SM). */
static double weight_bw_at(const struct mlsys_infer_in *in, double s_B)
{
    if (in->eng.unit_caps_all && s_B >= 1)
        return in->dev.bw_Bps * in->dev.eta_mem;
    return capped_bw(in);
}

/* weight_bw_at for the weights' storage, s_w_B. */
static double weight_bw(const struct mlsys_infer_in *in)
{
    return weight_bw_at(in, in->s_w_B);
}

/* The rate the other streams (KV cache, element-wise kernels) run at:
 * capped_bw when the engine's cap covers them (unit_caps_all), else BW
 * eta_mem. */
static double stream_bw(const struct mlsys_infer_in *in)
{
    return in->eng.unit_caps_all ? capped_bw(in) : in->dev.bw_Bps * in->dev.eta_mem;
}

/* Whether an engine that converts activations around cuBLAS (llama.cpp on
 * CUDA, convert_B > 0) runs the products of `rows` tokens there: 16-bit
 * weights beyond one row (one row takes its mat-vec kernels), quantized
 * ones beyond MLSYS_INFER_MMQ_MAX_ROWS when it dequantizes for them. */
static bool cublas_rows(const struct mlsys_infer_in *in, double rows)
{
    if (!(in->eng.convert_B > 0) || !(rows > 1))
        return false;
    return in->s_w_B >= 2 || (in->eng.dequant_gemm && rows > MLSYS_INFER_MMQ_MAX_ROWS);
}

/* The efficiency of a cuBLAS product of 16-bit operands computed in fp16
 * (llama.cpp on CUDA): eta, capped at the engine's rate per compute unit
 * (units x unit_hflops, as a share of the peak) where it has one. */
static double cublas_eta(const struct mlsys_infer_in *in, double eta)
{
    const struct mlsys_device *d = &in->dev;
    if (in->eng.unit_hflops > 0 && d->units > 0)
        return fmin(eta, d->units * in->eng.unit_hflops / d->peak_flops);
    return eta;
}

/* The GEMM engine of a device for products of `rows` tokens: rate,
 * efficiency, units, and the rate weights stream at. Products on an
 * engine's cuBLAS path take its cap (cublas_eta); weights quantized below
 * 2 bytes off that path run the engine's quantized-matmul kernels when it
 * has them, at units x unit_qflops (as the efficiency that gives that rate
 * at the device's peak). */
static struct mlsys_gemm_dev gemm_dev(const struct mlsys_infer_in *in, double rows)
{
    const struct mlsys_device *d = &in->dev;
    double eta = d->eta_mm;
    if (cublas_rows(in, rows))
        eta = cublas_eta(in, eta);
    else if (in->eng.unit_qflops > 0 && in->s_w_B < 2 && d->units > 0)
        eta = d->units * in->eng.unit_qflops / d->peak_flops;
    /* a tile's multiply-adds share the ALUs with its weights' dequantization */
    if (in->eng.tile_dequant_ops > 0 && in->s_w_B < 2 && rows > 1)
        eta /= 1 + in->eng.tile_dequant_ops / MLSYS_INFER_TILE_ROWS;
    double units = in->eng.small_tiles ? NAN : d->units; /* NaN: no wave quantisation */
    return (struct mlsys_gemm_dev){d->peak_flops, eta, units, weight_bw(in)};
}

/* The activation elements a token's pass through an FFN of width `ffn`
 * moves in and out of its products, t ranks each holding ffn/t: the input
 * read by the gate and up products (or the one up product), their outputs,
 * the down product's input and its output. */
static double ffn_io(const struct mlsys_infer_in *in, double ffn)
{
    const struct mlsys_arch *a = &in->arch;
    double t = in->lay.tp, h = a->hidden, up = (a->gated ? 2 : 1) * ffn / t;
    return (a->gated ? 2 : 1) * h + up + ffn / t + h;
}

/* What llama.cpp's cuBLAS path adds to the products of `rows` tokens
 * (`head_rows` through the output layer) besides the GEMMs: each input
 * converted to fp16 and each output back to fp32 (convert_B per element;
 * Q, K and V are three products of the whole input, gate and up two; a
 * mixture's routed experts see each token k times, its shared experts and
 * its dense layers once), and quantized weights dequantized to fp16 first
 * (read as stored, written at 2 B: weight_B / s_w elements). 0 off the
 * path. */
static double cublas_extra_s(const struct mlsys_infer_in *in, double rows, double head_rows,
                             double weight_B)
{
    if (!cublas_rows(in, rows))
        return 0;
    const struct mlsys_arch *a = &in->arch;
    double t = in->lay.tp, h = a->hidden, sw = in->s_w_B, L = a->layers;
    double q = a->heads * a->head_dim, kv = a->kv_heads * a->head_dim;
    double attn_io = 3 * h + (q + 2 * kv) / t + q / t + h;
    double elems = rows * L * attn_io + head_rows * (h + a->vocab / t);
    if (!(a->experts > 1)) { /* dense (as mlsys_infer_routed_s) */
        elems += rows * L * ffn_io(in, a->ffn);
    } else {
        double dl = a->dense_layers > 0 ? a->dense_layers : 0;
        double shared = a->shared_experts > 0 ? a->shared_experts : 0;
        elems += (L - dl) * rows * (a->experts_per_token + shared) * ffn_io(in, a->ffn);
        if (dl > 0)
            elems += dl * rows * ffn_io(in, a->dense_ffn);
    }
    double bytes = in->eng.convert_B * elems + (sw < 2 ? weight_B / sw * (sw + 2) : 0);
    return bytes / stream_bw(in);
}

/* The fixed latency of a forward pass's tensor-parallel all-reduces
 * through all stages: 2 per layer (1 for a parallel block) of allreduce_s
 * each when t > 1. */
static double allreduce_fixed(const struct mlsys_infer_in *in)
{
    double per_layer = mlsys_infer_allreduces_per_layer(in);
    return in->lay.tp > 1 ? per_layer * in->arch.layers * in->eng.allreduce_s : 0;
}

/* Contract in infer_impl.h. */
double mlsys_infer_gemms(const struct mlsys_infer_in *in, double rows, double head_rows,
                         double tokens, double *flop, double *weight_B, double *head_s)
{
    const struct mlsys_arch *a = &in->arch;
    struct mlsys_gemm_dev g = gemm_dev(in, rows);
    /* on the cuBLAS path quantized weights are read dequantized, at 2 B */
    double t = in->lay.tp, h = a->hidden, sa = in->s_act_B;
    double sw = cublas_rows(in, rows) ? fmax(2, in->s_w_B) : in->s_w_B;
    double qkv = (a->heads + 2 * a->kv_heads) * a->head_dim, q = a->heads * a->head_dim;
    double layer = mlsys_gemm_roofline_s(&g, rows, qkv / t, h, 1, sa, sw, sa) +
                   mlsys_gemm_roofline_s(&g, rows, h, q / t, 1, sa, sw, sa);
    *flop = 2 * rows * (h * qkv + q * h) / t;
    double up = (a->gated ? 2 : 1) * a->ffn / t, down = a->ffn / t;
    /* The routed experts the tokens touch run as one grouped GEMM (their tiles
       share the compute units, as a batch), the shared experts on every row. */
    double routed_flop, routed_B;
    struct mlsys_gemm_dev g_moe = g; /* an engine's own grouped GEMM: its rate as achieved */
    if (in->eng.moe_flops > 0 && a->experts > 1) {
        g_moe.peak_flops = in->eng.moe_flops;
        g_moe.eta_mm = 1;
    }
    /* the experts stored in their own width, else read as the other weights */
    double sx = in->s_exp_B > 0 ? in->s_exp_B : sw;
    g_moe.bw_Bps = weight_bw_at(in, sx);
    double moe = mlsys_infer_routed_s(in, &g_moe, tokens, sx, &routed_flop, &routed_B);
    double shared = a->shared_experts, dl = a->dense_layers > 0 ? a->dense_layers : 0;
    if (shared > 0)
        moe += shared * (mlsys_gemm_roofline_s(&g, rows, up, h, 1, sa, sw, sa) +
                         mlsys_gemm_roofline_s(&g, rows, h, down, 1, sa, sw, sa));
    double dup = dl > 0 ? (a->gated ? 2 : 1) * a->dense_ffn / t : 0;
    double ddown = dl > 0 ? a->dense_ffn / t : 0;
    double dense = dl > 0 ? mlsys_gemm_roofline_s(&g, rows, dup, h, 1, sa, sw, sa) +
                                mlsys_gemm_roofline_s(&g, rows, h, ddown, 1, sa, sw, sa)
                          : 0;
    double attn_flop = *flop;
    *flop = a->layers * attn_flop +
            (a->layers - dl) * (routed_flop + 2 * rows * shared * (h * up + down * h)) +
            dl * 2 * rows * (h * dup + ddown * h);
    *flop += 2 * head_rows * h * a->vocab / t;
    /* up and down are already this device's share of the FFN */
    *weight_B = in->s_w_B * (a->layers * (h * qkv + q * h) / t +
                      (a->layers - dl) * shared * (h * up + down * h) +
                      dl * (h * dup + ddown * h) + h * a->vocab / t) +
                (a->layers - dl) * routed_B;
    *head_s = mlsys_gemm_roofline_s(&g, head_rows, a->vocab / t, h, 1, sa, sw, sa);
    return a->layers * layer + (a->layers - dl) * moe + dl * dense + *head_s +
           cublas_extra_s(in, rows, head_rows, *weight_B);
}

/* Contract in infer_impl.h. */
double mlsys_infer_eltwise_s(const struct mlsys_infer_in *in, double rows, double tokens)
{
    const struct mlsys_arch *a = &in->arch;
    if (!(in->eng.eltwise_B > 0))
        return 0;
    double t = in->lay.tp, e = in->lay.ep > 1 ? in->lay.ep : t, act = a->gated ? 3 : 2;
    double dl = a->dense_layers > 0 ? a->dense_layers : 0, L = a->layers;
    double elems = L * rows * 10 * a->hidden;
    if (!(a->experts > 1)) { /* dense (as mlsys_infer_routed_s) */
        elems += L * rows * act * a->ffn / t;
    } else {
        double shared = a->shared_experts > 0 ? a->shared_experts : 0;
        elems += (L - dl) * act * a->ffn * (tokens * a->experts_per_token / e + rows * shared / t);
        if (dl > 0)
            elems += dl * rows * act * a->dense_ffn / t;
    }
    return elems * in->eng.eltwise_B / stream_bw(in);
}

/* FLOPs of one head's query against one cached key, both products (the
 * scores and their weighted values): 4 d_h; with latent attention (MLA,
 * kv_latent > 0) a decode query is absorbed into the latent (DeepSeek-V2's
 * absorbed form, which the MLA decode kernels run), its scores over the
 * kv_latent-wide cache entry and its values over the r_kv = kv_latent -
 * rope_dim latent: 2 kv_latent + 2 r_kv (2,176 for DeepSeek-V3's 576 and
 * 512), and a prompt's query runs as ordinary heads of d = mla_head_dim
 * with the RoPE part on the keys: 2 (d + rope_dim) + 2 d (640). */
static double attn_pair_flops(const struct mlsys_arch *a, bool prompt)
{
    if (!(a->kv_latent > 0 && a->rope_dim > 0 && a->mla_head_dim > 0))
        return 4 * a->head_dim;
    if (prompt)
        return 2 * (a->mla_head_dim + a->rope_dim) + 2 * a->mla_head_dim;
    return 2 * a->kv_latent + 2 * (a->kv_latent - a->rope_dim);
}

/* Decode attention's time given t_read_s, one read of the cache the step
 * attends to, elements KV elements: that read, or, with an engine whose
 * kernel gives every query head its own pass through its KV head's cache
 * (kv_per_query_head), the q = (a/t) / max(1, a_kv/t) query heads a device
 * keeps per KV head each running through the elements at kv_pass_Eps (or,
 * NaN, at the memory's rate), and no less than the one read. */
static double kv_attend_s(const struct mlsys_infer_in *in, double t_read_s, double elements)
{
    const struct mlsys_arch *a = &in->arch;
    if (!in->eng.kv_per_query_head)
        return t_read_s;
    double t = in->lay.tp, q = (a->heads / t) / mlsys_infer_kv_heads_dev(a, t);
    double pass_s = isnan(in->eng.kv_pass_Eps) ? t_read_s : elements / in->eng.kv_pass_Eps;
    return fmax(t_read_s, q * pass_s);
}

/* A host floor under a pass: o->t_pass_s lifted to floor_s where that is
 * longer, the excess added to *term_s (one of o's terms), so the pass
 * stays the sum of its terms. */
static void floor_pass(struct mlsys_infer_out *o, double floor_s, double *term_s)
{
    if (floor_s > o->t_pass_s) {
        *term_s += floor_s - o->t_pass_s;
        o->t_pass_s = floor_s;
    }
}

/* One decode pass of B sequences (a microbatch) at context c (tokens
 * already cached), q new tokens each (1; k + 1 verifying drafted ones:
 * q B rows through the GEMMs, the experts and the collectives, the KV
 * cache read once for a sequence's q queries), latency through all stages;
 * the terms into o, their sum o->t_pass_s, and into *x where the time is
 * spent (the output layer, sampling and host time, the hand-offs). The GEMMs are rooflines
 * (T_weights their streaming time, T_compute their FLOP time, the larger of
 * each counting); attention reads the KV cache (or computes, if slower).
 * With expert parallelism a device's attention group holds ceil(B/(e/t))
 * of the sequences, the experts see all B, and the tokens cross the
 * all-to-alls (T_a2a). */
static void decode_q(const struct mlsys_infer_in *in, double B, double c, double q,
                     struct mlsys_infer_out *o, struct mlsys_infer_pass *x)
{
    const struct mlsys_arch *a = &in->arch;
    double flop, bytes, t = in->lay.tp, p = in->lay.pp, groups = mlsys_infer_groups(&in->lay);
    double Bg = groups > 1 ? ceil(B / groups) : B; /* the busiest attention group's */
    double rows = q * Bg;                          /* its tokens: q a sequence */
    double t_gemm = mlsys_infer_gemms(in, rows, rows, q * B, &flop, &bytes, &x->head_s);
    struct mlsys_gemm_dev g = gemm_dev(in, rows);
    o->t_compute_s = flop / (g.peak_flops * g.eta_mm);
    o->t_weights_s = bytes / g.bw_Bps;
    double cached = mlsys_arch_cached_tokens(a, c); /* min(c, W) on windowed layers */
    double kv_B = p * Bg * kv_per_token(in) * cached; /* read once for the q queries */
    double kv = kv_attend_s(in, kv_B / (stream_bw(in) * in->eng.eta_kv),
                            kv_B / in->s_kv_B);
    double attn =
        rows * a->layers * a->heads / t * attn_pair_flops(a, false) * cached /
        (g.peak_flops * g.eta_mm);
    o->t_kv_s = fmax(kv, attn);
    o->t_comm_s =
        mlsys_infer_comm_s(in, rows * a->hidden * in->s_act_B, &x->hops_s, &x->hop_max_s);
    o->t_a2a_s = mlsys_infer_a2a_s(in, rows / t, false); /* each of t sends its 1/t */
    o->t_comm_fixed_s = allreduce_fixed(in);
    o->t_overhead_s = in->eng.step_s + mlsys_infer_moe_token_s(in, q * B);
    bool graphed = p == 1 && B <= 1;
    o->t_launch_s = (in->eng.layer_s + (graphed ? 0 : in->eng.ungraphed_layer_s)) * a->layers;
    o->t_sample_s = in->eng.sample_s;
    o->t_gemm_s = t_gemm;
    o->t_eltwise_s = mlsys_infer_eltwise_s(in, rows, q * B);
    o->t_draft_s = 0;
    o->spec_per_step = 1;
    o->t_pass_s = t_gemm + o->t_eltwise_s + o->t_kv_s + o->t_comm_s + o->t_a2a_s +
                  o->t_comm_fixed_s + o->t_overhead_s + o->t_launch_s + o->t_sample_s;
    /* the scheduler's host work for the pass's sequences overlaps the GPU's
       previous step: a pass takes no less; the excess is host time */
    floor_pass(o, in->eng.host_seq_s * Bg, &o->t_overhead_s);
    /* launched kernel by kernel (over p > 1 stages), a pass takes no less
       than the host's launches, counted at its B rows; what they add beyond
       the rest is launch time */
    if (p > 1 && in->eng.decode_launches > 0)
        floor_pass(o, mlsys_infer_llamacpp_launches(in, B) * in->eng.host_launch_s,
                   &o->t_launch_s);
    x->pass_s = o->t_pass_s;
    x->tail_s = o->t_sample_s + in->eng.step_s; /* the routed tokens' time is the layers' */
}

/* One decode pass of B sequences at context c: decode_q with one token a
 * sequence, or, with speculative decoding (spec_tokens k > 0), the
 * verifying pass of k + 1 tokens a sequence made an iteration per output
 * token with the draft head's passes, timed from the one-token pass
 * (mlsys_infer_spec_step). */
static void decode(const struct mlsys_infer_in *in, double B, double c,
                   struct mlsys_infer_out *o, struct mlsys_infer_pass *x)
{
    double k = in->spec_tokens;
    if (!(k > 0)) {
        decode_q(in, B, c, 1, o, x);
        return;
    }
    struct mlsys_infer_out one;
    struct mlsys_infer_pass x_one;
    decode_q(in, B, c, 1, &one, &x_one);
    decode_q(in, B, c, k + 1, o, x);
    mlsys_infer_spec_step(in, &one, &x_one, o, x);
}

/* Bytes each score of unfused attention moves: the fp32 scores read and
 * written by the softmax (8), and the two products' sides of them: fp32
 * written and read (4 each), or, on a cuBLAS path that converts around
 * its products (eng.convert_B: llama.cpp on CUDA), the product's fp16
 * written, converted to fp32 (the scores product, QK), and converted back
 * to fp16 and read (the product with V): 2 + convert_B each. 16, or 24
 * with llama.cpp's 6. */
static double unfused_score_B(const struct mlsys_infer_in *in)
{
    return 8 + 2 * (in->eng.convert_B > 0 ? 2 + in->eng.convert_B : 4);
}

/* Attention of a prefill of n prompts, q new tokens each after c cached
 * (seconds). Each query attends to the cached keys (mlsys_arch_cached_tokens:
 * on windowed layers at most W). Fused kernels skip the causal half and
 * keep the scores on chip, so the q queries cost what the causal triangle
 * grows by from c to c + q; unfused ones compute every score of the q rows
 * against all c + q keys and move them (unfused_score_B). */
static double attention_s(const struct mlsys_infer_in *in, double n, double q, double c)
{
    const struct mlsys_arch *a = &in->arch;
    const struct mlsys_device *d = &in->dev;
    double t = in->lay.tp;
    double scores = a->layers * a->heads / t * (c + q) * mlsys_arch_cached_tokens(a, c + q) * n;
    if (in->eng.eta_kv >= 1) {
        if (c > 0)
            scores -= a->layers * a->heads / t * c * mlsys_arch_cached_tokens(a, c) * n;
        return scores * attn_pair_flops(a, true) / 2 / (d->peak_flops * d->eta_mm);
    }
    if (c > 0)
        scores = a->layers * a->heads / t * q * mlsys_arch_cached_tokens(a, c + q) * n;
    /* unfused: two products, on cuBLAS where the engine converts for it */
    double eta = in->eng.convert_B > 0 ? cublas_eta(in, d->eta_mm) : d->eta_mm;
    return scores * attn_pair_flops(a, true) / (d->peak_flops * eta) +
           unfused_score_B(in) * scores / stream_bw(in);
}

/* Contract in infer_impl.h. */
double mlsys_infer_rest_s(const struct mlsys_infer_in *in, double n, double q, double c,
                          bool marginal)
{
    const struct mlsys_arch *a = &in->arch;
    double t = in->lay.tp, tokens = n * q;
    double time = attention_s(in, n, q, c);
    /* the KV of every layer written once (kv_per_token holds the busiest stage's) */
    time += tokens * kv_per_token(in) * (a->layers / mlsys_infer_stage_layers(in)) /
            stream_bw(in);
    double M = tokens * a->hidden * in->s_act_B, rows = tokens / t;
    if (!marginal)
        return time + mlsys_infer_comm_s(in, M, NULL, NULL) + mlsys_infer_a2a_s(in, rows, true);
    /* the all-to-alls' bytes: affine in them, so the time of twice the
       rows less the time of them (the all-reduces: chunk_allreduce_s) */
    return time + mlsys_infer_a2a_s(in, 2 * rows, false) - mlsys_infer_a2a_s(in, rows, false);
}

/* rest_s of n whole prompts of S tokens. */
static double prefill_rest(const struct mlsys_infer_in *in, double n, double S, bool marginal)
{
    return mlsys_infer_rest_s(in, n, S, 0, marginal);
}

/* Contract in infer_impl.h. */
double mlsys_infer_prefill_s(const struct mlsys_infer_in *in, double n_all, double S)
{
    double groups = mlsys_infer_groups(&in->lay);
    double n = groups > 1 ? ceil(n_all / groups) : n_all;
    double flop, bytes, head;
    double time = mlsys_infer_gemms(in, n * S, n, n_all * S, &flop, &bytes, &head);
    return time + mlsys_infer_eltwise_s(in, n * S, n_all * S) +
           mlsys_infer_moe_token_s(in, n_all * S) + prefill_rest(in, n, S, false);
}

/* One prompt token packed into a decode step with others (continuous
 * batching's chunks), but for its all-reduce bytes (chunk_allreduce_s):
 * the prompt's GEMM FLOPs at the GEMM rate, per token, as the step streams
 * the weights anyway and its many rows leave little to tile quantisation;
 * its attention, KV writes and all-to-all bytes (the step pays the
 * latencies). An upper bound when the step is bound by streaming, whose
 * idle FLOPs the prompt could use. With expert parallelism the prompts
 * spread over the e/t attention groups, each group's share of one through
 * attention, its experts through all. Independent of the batch. */
static double prefill_token(const struct mlsys_infer_in *in)
{
    double S = in->prompt, n = 1 / mlsys_infer_groups(&in->lay), flop, bytes, head;
    struct mlsys_gemm_dev g = gemm_dev(in, n * S);
    mlsys_infer_gemms(in, n * S, n, S, &flop, &bytes, &head);
    return (flop / (g.peak_flops * g.eta_mm) + mlsys_infer_eltwise_s(in, n * S, S) +
            mlsys_infer_moe_token_s(in, S) + prefill_rest(in, n, S, true)) /
           S;
}

/* The all-reduce bytes of one prompt token packed into a decode step of b
 * sequences (a microbatch), per token: the step's all-reduces carry its b
 * decode rows and the b/output prompts of S tokens it prefills (each
 * attention group's share), and NCCL prices a message by its whole size
 * (its protocol, LL for small messages, Simple at the link's bandwidth for
 * large ones), so a prompt's S tokens cost what they add to that message:
 * comm(M0 + M) - comm(M0), M0 the step's bytes (at least M, one prompt's:
 * at b = 1 the prompt alone). */
static double chunk_allreduce_s(const struct mlsys_infer_in *in, double b)
{
    const struct mlsys_arch *a = &in->arch;
    double S = in->prompt, groups = mlsys_infer_groups(&in->lay);
    double row_B = a->hidden * in->s_act_B, M = S / groups * row_B;
    double M0 = fmax(M, b * (1 + S / in->output) / groups * row_B);
    return (mlsys_infer_comm_s(in, M0 + M, NULL, NULL) - mlsys_infer_comm_s(in, M0, NULL, NULL)) /
           S;
}

/* The fixed times of a prefill of its own: the engine's per-prefill time,
 * its launches per layer, sampling the first token, and the all-reduces'
 * fixed latencies (a chunk riding in a decode step shares the step's). */
static double prefill_fixed(const struct mlsys_infer_in *in)
{
    return in->eng.prefill_s + in->eng.layer_s * in->arch.layers + in->eng.sample_s +
           allreduce_fixed(in);
}

/* A decode step's share of the prefills when they run as iterations of
 * their own (vLLM's V0 scheduler) instead of packed into the steps: k =
 * B/O prompts finish and arrive a step; at k >= 1 each step is followed by
 * one prefill of the k together, below 1 one step in 1/k by the prefill of
 * one: min(1, k) prefills of max(1, k) prompts, each streaming the weights
 * and paying the engine's fixed times. */
static double separate_share(const struct mlsys_infer_in *in, double B)
{
    double k = B / in->output;
    return fmin(1, k) * (mlsys_infer_prefill_s(in, fmax(1, k), in->prompt) + prefill_fixed(in));
}

/* Checks of the deployment against the model. */
static int check(const struct mlsys_infer_in *in, struct mlsys_err *err)
{
    const struct mlsys_arch *a = &in->arch;
    if (!(in->lay.tp >= 1) || in->lay.tp != floor(in->lay.tp) || !(in->lay.pp >= 1) ||
        in->lay.pp != floor(in->lay.pp))
        return mlsys_err_set(err, MLSYS_ERANGE, "t and p must be whole numbers >= 1");
    if (!(in->lay.ep >= 1) || in->lay.ep != floor(in->lay.ep))
        return mlsys_err_set(err, MLSYS_ERANGE, "e must be a whole number >= 1");
    int rc = mlsys_rule_tp_heads(a, in->lay.tp, MLSYS_KV_REPLICATE, err);
    if (rc || (rc = mlsys_rule_pp_layers(a, in->lay.pp, 1, err)) ||
        (rc = mlsys_rule_ep_slots(a, in->lay.tp, in->lay.ep, in->redundant_experts, err)))
        return rc;
    if (!(in->prompt >= 1) || !(in->output >= 1) || !(in->batch >= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "prompt, output and batch must be at least 1");
    if (!(in->output_cv >= 0 && in->output_cv <= 10))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "the output lengths' coefficient of variation must be from 0 to 10");
    if (!(in->mem_util > 0 && in->mem_util <= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "the memory share must be in (0, 1]");
    double m = in->microbatches;
    if (m != 0 && !(m >= 1 && m == floor(m) && m <= in->batch))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "microbatches m must be a whole number from 1 to B");
    double N = in->requests;
    if (N != 0 && !(N >= 1 && N == floor(N) && isfinite(N)))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "requests must be 0 (none) or a whole number of at least 1");
    return mlsys_infer_spec_check(in, err);
}

/* Refuse results that are no answer: a batch of 1e308 makes the step
 * time inf or NaN and the rates 0. */
static int check_out(const struct mlsys_infer_out *o, struct mlsys_err *err)
{
    const struct mlsys_numerics_result res[] = {
        {"T_step", o->t_step_s, false},
        {"T_prefill_batch", o->t_prefill_batch_s, false},
        {"tokens_per_s", o->tokens_per_s, false},
        {"tokens_per_s_static", o->tokens_per_s_static, false},
        {"M_total", o->m_total_B, false},
    };
    return mlsys_numerics_results(res, sizeof res / sizeof res[0], err);
}

/* The KV cache of a sequence of `tokens` tokens, kv_token_B bytes each, in
 * whole pages of in->kv_block (a windowed layer caches at most W). */
static double kv_pages_B(const struct mlsys_infer_in *in, double kv_token_B, double tokens)
{
    return kv_token_B * in->kv_block *
           ceil(mlsys_arch_cached_tokens(&in->arch, tokens) / in->kv_block);
}

/* How many sequences of seq_B bytes of KV fit beside weights_B in a
 * device's mem_util share of its memory, times the groups: each of the e/t
 * attention groups holds its own sequences' KV. */
static double sequences_fit(const struct mlsys_infer_in *in, double weights_B, double groups,
                            double seq_B)
{
    return groups * fmax(0, floor((in->dev.capacity_B * in->mem_util - weights_B) / seq_B));
}

/* One decode step of B sequences at context c into o: m microbatches of
 * b = ceil(B/m) (the largest sets the pace) in flight through the p
 * stages, a token every cycle (infer_pp.c); m the given microbatches (at
 * most B: a smaller wave of a static batch runs no more than it has), else
 * 1. Fills decode's terms, o->microbatches, o->t_stage_s and o->t_step_s. */
static void step(const struct mlsys_infer_in *in, double B, double c, struct mlsys_infer_out *o)
{
    double m = in->microbatches > 0 ? fmin(in->microbatches, B) : 1, b = m > 1 ? ceil(B / m) : B;
    struct mlsys_infer_pass x;
    decode(in, b, c, o, &x);
    o->microbatches = m;
    o->t_stage_s = mlsys_infer_stage_s(in, &x);
    o->t_step_s = mlsys_infer_cycle_s(in, m, o->t_pass_s, o->t_stage_s, 0);
}

/* A static batch of b sequences from its prefill to its last token: the
 * prefill of the b prompts, its fixed costs, and output - 1 decode steps of
 * b at the mean context c. */
static double static_batch_s(const struct mlsys_infer_in *in, double b, double c)
{
    struct mlsys_infer_out w;
    memset(&w, 0, sizeof w);
    step(in, b, c, &w);
    return mlsys_infer_prefill_run(in, b, in->prompt) + prefill_fixed(in) +
           (in->output - 1) * w.t_step_s;
}

/* `total` sequences served as static batches of at most w, one after
 * another: floor(total / w) waves of w, each taking *full_s (computed as
 * static_batch_s(in, w, c) when NaN and a full wave is needed), and one of
 * the rest. */
static double waves_s(const struct mlsys_infer_in *in, double c, double total, double w,
                      double *full_s)
{
    double full = floor(total / w), rest = total - full * w;
    if (full > 0 && isnan(*full_s))
        *full_s = static_batch_s(in, w, c);
    return (full > 0 ? full * *full_s : 0) + (rest > 0 ? static_batch_s(in, rest, c) : 0);
}

/* `total` sequences as o's deployment serves them in static batches, one
 * after another: in waves of B, o's own batch (its prefill and steps), when
 * B fits or nothing fits (fits false says so); else, as an engine's KV-cache
 * pool admits only what fits, in waves of batch_max (*wave_s, computed when
 * NaN); the last wave the rest. o's static batch is total = B; a closed run
 * of in->requests all queued at once (equal requests admitted together finish
 * together) is total = requests. */
static double served_s(const struct mlsys_infer_in *in, const struct mlsys_infer_out *o,
                       double c, double total, double *wave_s)
{
    if (o->fits || !(o->batch_max >= 1)) {
        double own_s = o->t_prefill_batch_s + (in->output - 1) * o->t_step_s;
        return waves_s(in, c, total, in->batch, &own_s);
    }
    return waves_s(in, c, total, o->batch_max, wave_s);
}

/* What a prompt token packed into the decode steps adds to them:
 * T_prefill_token, or nothing when the prompts are prefilled elsewhere
 * (disaggregated). */
static double packed_token_s(const struct mlsys_infer_in *in, const struct mlsys_infer_out *o)
{
    return in->disaggregated ? 0 : o->t_prefill_token_s;
}

/* The paged cache's steady state (infer_oversub.c) for at most `most`
 * sequences over `pages` pages, on this deployment's step times at the
 * mean context c, T_step(n) from OVERSUB_GRID points from 1 to most. */
#define OVERSUB_GRID 12
static int simulate(const struct mlsys_infer_in *in, const struct mlsys_infer_out *o, double c,
                    double most, double pages, struct mlsys_infer_oversub_out *r,
                    struct mlsys_err *err)
{
    double xn[OVERSUB_GRID], xt[OVERSUB_GRID];
    int k = 0;
    for (int i = 0; i < OVERSUB_GRID; i++) {
        double n = fmax(1, round(1 + (most - 1) * i / (OVERSUB_GRID - 1.0)));
        if (k > 0 && n <= xn[k - 1])
            continue;
        struct mlsys_infer_out w;
        memset(&w, 0, sizeof w);
        step(in, n, c, &w);
        xn[k] = n;
        xt[k++] = w.t_step_s;
    }
    struct mlsys_infer_oversub_in q = {
        in->prompt, in->output, in->output_cv, most, pages, in->kv_block, in->arch.window,
        mlsys_arch_window_share(&in->arch), packed_token_s(in, o), xn, xt, k, 0};
    return mlsys_infer_oversub(&q, r, err);
}

/* Continuous batching of B sequences whose whole KV does not fit
 * (B > batch_max): the paged cache's steady state (simulate) for up to
 * the most sequences whose prompts the cache holds (at most B). Sets o's
 * continuous rates, batch_held and pauses_per_request; TPOT by Little's
 * law, held / tokens_per_s. A B at least the prompts the cache holds does
 * not bound the scheduler: its figures are taken from, or kept in,
 * known's full_ fields. */
static int over_full(const struct mlsys_infer_in *in, struct mlsys_infer_out *o, double c,
                     double groups, struct mlsys_infer_prefill *known, struct mlsys_err *err)
{
    double pages = sequences_fit(in, o->weights_B, groups, o->kv_token_B * in->kv_block);
    /* each running sequence holds at least a prompt's pages, so no more than
       `cap` run: a larger B never binds, and its result is the same */
    double cap = fmax(1, floor(pages / mlsys_infer_seq_pages(in->kv_block, in->arch.window,
                                                             mlsys_arch_window_share(&in->arch),
                                                             in->prompt + 1)));
    bool unbound = in->batch >= cap;
    struct mlsys_infer_oversub_out r = {known->full_rate, known->full_held, known->full_pauses,
                                        NAN};
    int rc = unbound && !isnan(r.tokens_per_s)
                 ? MLSYS_OK
                 : simulate(in, o, c, fmin(in->batch, cap), pages, &r, err);
    if (rc)
        return rc;
    o->tokens_per_s = r.tokens_per_s;
    /* the mean step, less a sequence's own prompt (not packed into its
       own steps: one of the held/output a step), as when B fits */
    o->tpot_s = r.held / r.tokens_per_s - in->prompt * packed_token_s(in, o) / in->output;
    o->batch_held = r.held;
    o->pauses_per_request = r.pauses;
    if (unbound) {
        known->full_rate = r.tokens_per_s;
        known->full_held = r.held;
        known->full_pauses = r.pauses;
    }
    return MLSYS_OK;
}

/* Contract in infer_impl.h: pre holds the prefill times that do not
 * depend on the batch, each computed when NaN (all when pre is NULL). */
int mlsys_infer_eval_batch(const struct mlsys_infer_in *in, struct mlsys_infer_prefill *pre,
                           struct mlsys_infer_out *o, struct mlsys_err *err)
{
    memset(o, 0, sizeof *o);
    int rc = check(in, err);
    if (rc)
        return rc;
    double P = mlsys_infer_params(&in->arch), t = in->lay.tp, e = in->lay.ep;
    double groups = mlsys_infer_groups(&in->lay), B = in->batch;
    double devices = mlsys_infer_stage_devices(&in->lay) * in->lay.pp;
    o->devices = devices;
    /* the busiest stage's share (1 when p divides the layers); expert
       parallelism: the routed experts R over e, the rest over t */
    double R = mlsys_infer_routed_params(&in->arch), sw = in->s_w_B;
    double sx = mlsys_infer_expert_B(in);
    double copies = e > 1 ? 1 + in->redundant_experts / in->arch.experts : 1; /* (E + r)/E */
    double held = e > 1 ? ((P - R) / t * sw + R * copies / e * sx) / in->lay.pp
                        : ((P - R) * sw + R * sx) / devices;
    /* a draft head (speculative decoding) holds one more layer's share */
    double head_layers = in->spec_tokens > 0 ? 1 : 0;
    o->weights_B =
        held * (mlsys_infer_stage_layers(in) * in->lay.pp + head_layers) / in->arch.layers;
    o->kv_token_B = kv_per_token(in);
    o->kv_seq_B = kv_pages_B(in, o->kv_token_B, in->prompt + in->output);
    o->batch_max = sequences_fit(in, o->weights_B, groups, o->kv_seq_B);
    o->m_total_B = o->weights_B + (groups > 1 ? ceil(B / groups) : B) * o->kv_seq_B;
    o->fits = B <= o->batch_max;
    /* mean context of the sequences in flight (the step is affine in c): a
       sequence of O tokens decodes at contexts P + 1 .. P + O, and the
       longer ones stay longer, so over the time they are in flight
       E[O (O + 1)/2]/E[O] = (output (1 + cv^2) + 1)/2 tokens past the prompt */
    double c = in->prompt + (in->output * (1 + in->output_cv * in->output_cv) + 1) / 2;
    /* continuous batching: sequences spread evenly over their lives hold c
       tokens each on average, and a paged cache holds only those */
    o->batch_max_inflight =
        sequences_fit(in, o->weights_B, groups, kv_pages_B(in, o->kv_token_B, c));
    step(in, B, c, o); /* m microbatches through the p stages */
    double m = o->microbatches, b = m > 1 ? ceil(B / m) : B;
    /* One prompt's prefill on its own (the TTFT, with the fixed overheads)
     * and a prompt token packed into a step (continuous batching). */
    struct mlsys_infer_prefill known = pre ? *pre : MLSYS_INFER_PREFILL_UNKNOWN;
    o->t_prefill_s = isnan(known.one_s) ? mlsys_infer_prefill_run(in, 1, in->prompt) : known.one_s;
    double token_s = isnan(known.token_s) ? prefill_token(in) : known.token_s;
    /* the step's message at the sequences it holds: no more than batch_max
       priced (over it the held count varies little, and a B above the
       cache's reach then prices as any other) */
    double b_msg = o->batch_max >= 1 ? fmin(b, o->batch_max) : b;
    o->t_prefill_token_s = token_s + chunk_allreduce_s(in, b_msg);
    o->ttft_s = o->t_prefill_s + prefill_fixed(in);
    o->t_prefill_batch_s = mlsys_infer_prefill_run(in, B, in->prompt) + prefill_fixed(in);
    /* Continuous batching: each step finishes B/output sequences on average
     * and prefills as many new prompts, their tokens packed into the steps
     * (in-flight batching): a microbatch b/output of them, through every
     * stage; none when the prompts are prefilled elsewhere (disaggregated). */
    double share = in->disaggregated        ? 0
                   : in->eng.separate_prefill ? separate_share(in, b)
                                              : b / in->output * in->prompt * o->t_prefill_token_s;
    o->tokens_per_s = B / mlsys_infer_cycle_s(in, m, o->t_pass_s, o->t_stage_s, share);
    /* a sequence's own prompt is prefilled before it decodes, not packed
       into its steps: it sees the prompts of the other b - 1 of its
       microbatch, (b - 1)/b of the share (none at b = 1, one request at a
       time), while the throughput pays them all */
    o->tpot_s = mlsys_infer_cycle_s(in, m, o->t_pass_s, o->t_stage_s, share * (b - 1) / b);
    o->batch_held = B;
    o->pauses_per_request = 0;
    if (in->eng.pauses_when_full && o->batch_max >= 1 && B > o->batch_max &&
        (rc = over_full(in, o, c, groups, &known, err)))
        return rc;
    o->t_request_s = o->ttft_s + (in->output - 1) * o->tpot_s;
    o->tokens_per_s_static = B * in->output / served_s(in, o, c, B, &known.wave_s);
    o->t_run_s = NAN;
    if (in->requests > 0) { /* a closed run: its average rates */
        o->t_run_s = served_s(in, o, c, in->requests, &known.wave_s);
        o->tokens_per_s = in->requests * in->output / o->t_run_s;
    }
    o->requests_per_s = o->tokens_per_s / in->output;
    int rc_out = check_out(o, err);
    if (pre && !rc_out) {
        known.one_s = o->t_prefill_s;
        known.token_s = token_s;
        *pre = known;
    }
    return rc_out;
}

int mlsys_infer_eval(const struct mlsys_infer_in *in, struct mlsys_infer_out *o,
                     struct mlsys_err *err)
{
    return mlsys_infer_eval_batch(in, NULL, o, err);
}
