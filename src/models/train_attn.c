/* train_attn.c - context parallelism and the attention kernels of the
 * training model (train.h, train_impl.h): flash attention's own share of
 * its peak by head width and block length, the ring exchange of K and V
 * over the c ranks of a context-parallel group, the d c ranks that hold
 * the same weights, and the FLOP count under either convention for causal
 * attention. Equations and sources: docs/train.md ("Context parallelism",
 * "Attention kernels", "FLOP convention").
 */
#include <math.h>

#include "mlsys/train.h"
#include "models/train_impl.h"

/* The shape of the flash-attention efficiency curve. Head width: the
 * share at head dim d_h goes as d_h/(d_h + DH_HALF), fitted to
 * FlashAttention-3's forward rates at 16k on H100 (Shah et al. 2024,
 * Fig. 1: 648 TFLOP/s at d_h 128, 740 at 256). Block length: s/(s +
 * S_HALF), fitted to the rates at 512 and 16k tokens (forward, causal,
 * d_h 128: 292 and 616; backward, d_h 128: 316 and 561), unless the set-up
 * gives another kernel's half lengths (in->attn.s_half_*). The catalog's
 * figure holds at REF_DH and REF_S. */
#define REF_DH 128.0
#define DH_HALF 43.0
#define REF_S 16384.0
#define S_HALF_FWD 600.0
#define S_HALF_BWD 420.0

double mlsys_train_attn_eta(const struct mlsys_train_in *in, double head_dim, double seq,
                            bool backward)
{
    double eta = backward ? in->attn.eta_bwd : in->attn.eta_fwd;
    if (!(eta > 0)) /* no measured figure: the GEMM efficiency, as stated in the notes */
        return in->dev.eta_mm;
    double given = backward ? in->attn.s_half_bwd : in->attn.s_half_fwd;
    double half = given > 0 ? given : backward ? S_HALF_BWD : S_HALF_FWD;
    double width = head_dim / (head_dim + DH_HALF) / (REF_DH / (REF_DH + DH_HALF));
    double length = fmin(1, seq / (seq + half) / (REF_S / (REF_S + half)));
    return fmin(1, eta * width * length);
}

double mlsys_train_dp_group(const struct mlsys_train_in *in)
{
    return in->lay.dp * in->lay.cp;
}

struct mlsys_train_in mlsys_train_seq_part(const struct mlsys_train_in *in)
{
    struct mlsys_train_in part = *in;
    part.batch.seq = in->batch.seq / in->lay.cp;
    return part;
}

/* One step of the ring: the transfer of x_s seconds runs under the
 * attention of the block already here (block_s); what sticks out, plus
 * the step's latency, is exposed. */
static double ring_step(double x_s, double block_s, double alpha_s)
{
    return fmax(0, x_s - block_s) + alpha_s;
}

/* PyTorch's context parallelism (stack cp_gather): the forward gathers the
 * group's K and V (c - 1 blocks of kv_B in), hidden only behind the first,
 * diagonal block (1/c of the attention); the backward gathers them again
 * and passes dK and dV in fp32 one step at a time behind each block; every
 * one of the c - 1 steps merges its partial output into an fp32 copy with
 * unfused element-wise kernels: forward ~40 B an output element (the
 * conversion, out - sigmoid(lse' - lse) (out - out'), the half-block
 * concatenations), backward ~54 B (dK and dV accumulated in fp32 and
 * concatenated for the send, dQ accumulated). Counted by us from
 * torch/distributed/tensor/experimental/_attention.py. */
static void cp_gathered(const struct mlsys_train_in *in, double kv_B, double out_elems,
                        double bw_Bps, double alpha_s, struct mlsys_train_layer *L)
{
    double c = in->lay.cp, se = fmax(2, in->opt.s_elem_B);
    double mem = in->dev.bw_Bps * in->dev.eta_mem;
    double gather = (c - 1) * kv_B / bw_Bps + (c - 1) * alpha_s;
    double dkv = kv_B * 4 / se / bw_Bps; /* one step's dK and dV in fp32 */
    L->cp_fwd = fmax(0, gather - L->attn_fwd / c) + (c - 1) * 40 * out_elems / mem;
    L->cp_bwd = fmax(0, gather - L->attn_bwd / c) +
                (c - 1) * (ring_step(dkv, L->attn_bwd / c, alpha_s) + 54 * out_elems / mem);
}

void mlsys_train_cp_cost(const struct mlsys_train_in *in, struct mlsys_train_layer *L)
{
    double c = in->lay.cp;
    L->cp_fwd = L->cp_bwd = L->cp_rec = 0;
    if (!(c > 1))
        return;
    const struct mlsys_arch *a = &in->arch;
    const struct mlsys_train_stack *st = mlsys_train_stack(in->opt.framework);
    /* K and V of the s/c tokens a device holds, its kv_heads/t heads (the
     * query heads' when the stack repeats them first); they stay 16-bit
     * under fp8 GEMMs, as the attention does. */
    double se = fmax(2, in->opt.s_elem_B);
    double heads = (st->kv_expanded ? a->heads : a->kv_heads) / in->lay.tp;
    double tokens = in->batch.microbatch * (in->batch.seq / c);
    double kv = 2 * tokens * heads * a->head_dim * se;
    struct mlsys_train_hop h = mlsys_train_group_link(&in->dev, c, in->lay.tp);
    double bw = h.link.beta_Bps * h.eta, alpha = h.link.alpha_s;
    if (st->cp_gather)
        cp_gathered(in, kv, tokens * a->heads / in->lay.tp * a->head_dim, bw, alpha, L);
    else {
        /* c - 1 steps; load balancing gives every step 1/c of the device's
         * attention. Backward: K, V and their gradients, twice the bytes. */
        L->cp_fwd = (c - 1) * ring_step(kv / bw, L->attn_fwd / c, alpha);
        L->cp_bwd = (c - 1) * ring_step(2 * kv / bw, L->attn_bwd / c, alpha);
    }
    if (in->opt.recompute == MLSYS_RECOMPUTE_FULL) /* the forward again, ring and all */
        L->cp_rec = mlsys_train_recompute_share(in) * L->cp_fwd;
}

void mlsys_train_flops(const struct mlsys_train_in *in, const struct mlsys_train_layer *L,
                       struct mlsys_train_out *o)
{
    const struct mlsys_layout *l = &in->lay;
    const struct mlsys_train_batch *bt = &in->batch;
    const struct mlsys_arch *a = &in->arch;
    double devices = l->tp * l->pp * l->cp * l->dp;
    double tokens = bt->global_batch * bt->seq;
    /* L holds one device's share: b s/c tokens, a/t heads. Per token of
     * the whole layer: */
    double per_token = l->tp * l->cp / (bt->microbatch * bt->seq);
    double attn = L->flop_attn * per_token;                /* s x s in full */
    double dense = (L->flop_fwd - L->flop_attn) * per_token; /* GEMMs */
    double head = 2 * a->vocab * a->hidden;
    bool flash = in->opt.attention == MLSYS_ATTN_FLASH;
    double counted = in->opt.flops == MLSYS_FLOPS_CAUSAL ? attn / 2 : attn;
    o->model_flop = 3 * tokens * (a->layers * (dense + counted) + head);
    /* Executed: flash runs the unmasked half and a backward of 2.5 times
     * its forward (S recomputed); standard attention the whole product
     * and a backward of twice it. */
    double attn_run = flash ? attn / 2 : attn;
    double attn_all = (flash ? 3.5 : 3) * attn_run;
    double adapters = L->flop_adapter * per_token;         /* LoRA, 0 without */
    double rec = in->opt.recompute == MLSYS_RECOMPUTE_FULL
                     ? mlsys_train_recompute_share(in) * (dense + attn_run + adapters)
                 : in->opt.recompute == MLSYS_RECOMPUTE_SELECTIVE
                     ? (flash ? 0 : attn) +
                           mlsys_train_stack(in->opt.framework)->selective_mm_share * dense
                     : 0;
    o->hw_flop = tokens * (a->layers * (3 * dense + attn_all + rec) + 3 * head);
    if (mlsys_train_frozen(in)) { /* LoRA: no weight gradients of the base GEMMs and the
                                     head; the adapters' three passes */
        double lora = tokens * (a->layers * (3 * adapters - dense) - head);
        o->model_flop += lora;
        o->hw_flop += lora;
    }
    o->tokens_per_s = tokens / o->t_step_s;
    o->r_model_flops = o->model_flop / (o->t_step_s * devices);
    o->r_hw_flops = o->hw_flop / (o->t_step_s * devices);
    /* against the highest rated rate the step uses: the linear layers' under the fp8
       recipe, without a power limit's share */
    double share = in->opt.clock_share > 0 ? in->opt.clock_share : 1;
    double peak = fmax(in->dev.peak_flops, in->opt.linear_peak_flops) / share;
    o->mfu = o->r_model_flops / peak;
    o->hfu = o->r_hw_flops / peak;
}
