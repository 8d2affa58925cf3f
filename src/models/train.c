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
#include "models/train_impl.h"
#include "numerics/numerics.h"

/* Fail with constraint `why` (a helper of mlsys_train_check). */
#define BAD(why, ...) (*bad = (why), mlsys_err_set(err, MLSYS_ERANGE, __VA_ARGS__))

int mlsys_train_bad_degree(const struct mlsys_train_in *in)
{
    const struct mlsys_layout *l = &in->lay;
    const double deg[] = {l->tp, l->pp, l->dp, l->ep, in->batch.microbatch, l->interleave,
                          l->cp};
    for (int i = 0; i < 7; i++)
        if (!(deg[i] >= 1) || deg[i] != floor(deg[i]) || deg[i] > 1e9)
            return i;
    return -1;
}

/* Context parallelism as Megatron-Core runs it: ring attention in a
 * fused kernel (Transformer Engine), the sequence cut into 2 c chunks of
 * equal length (each rank holds the first and the last of a pair, which
 * balances the causal work), each chunk split over the t ranks too with
 * sequence parallelism: s divisible by 2 c, or 2 c t. */
static int check_cp(const struct mlsys_train_in *in, enum mlsys_train_bad *bad,
                    struct mlsys_err *err)
{
    double c = in->lay.cp, s = in->batch.seq, t = in->lay.tp;
    if (c <= 1)
        return MLSYS_OK;
    if (in->opt.attention != MLSYS_ATTN_FLASH)
        return BAD(MLSYS_TRAIN_BAD_CP, "c = %g: context parallelism runs ring attention in a "
                                       "fused kernel and needs flash attention",
                   c);
    bool sp = in->opt.seq_parallel && t > 1;
    double unit = 2 * c * (sp ? t : 1);
    if (fmod(s, unit))
        return BAD(MLSYS_TRAIN_BAD_CP, "c = %g needs s = %g to be a multiple of 2 c%s = %g (2 c "
                                       "equal chunks for causal load balancing%s)",
                   c, s, sp ? " t" : "", unit, sp ? ", each split over t" : "");
    return MLSYS_OK;
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
        const double deg[] = {l->tp, l->pp, l->dp, l->ep, bt->microbatch, l->interleave, l->cp};
        return BAD(MLSYS_TRAIN_BAD_DEGREE, "%c must be a whole number from 1 to 1e9, not %g",
                   "tpdebvc"[i], deg[i]);
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
    return check_cp(in, bad, err);
}

/* The exposed gradient exchange (and ZeRO-3 parameter gathers). */
static double data_parallel(const struct mlsys_train_in *in, double P_dev, double P_expert,
                            double window_s, double m)
{
    double d = mlsys_train_dp_group(in), t = in->lay.tp, e = in->lay.ep;
    if (d <= 1)
        return 0;
    const struct mlsys_train_opts *o = &in->opt;
    struct mlsys_train_hop hp = mlsys_train_group_link(&in->dev, d, t);
    if (o->zero == 3) { /* per microbatch: gather weights forward and backward, scatter grads */
        struct mlsys_train_hop h1 = mlsys_train_group_link(&in->dev, d, t);
        double tensors = 12 * in->arch.layers / in->lay.pp;
        double bw = (d - 1) / d * P_dev * o->s_elem_B / (h1.link.beta_Bps * h1.eta);
        return m * 3 * (bw + tensors * (d - 1) * h1.link.alpha_s);
    }
    double dense = (P_dev - P_expert) * o->s_grad_B, expert = P_expert * o->s_grad_B;
    struct mlsys_train_hop he = mlsys_train_group_link(&in->dev, d / e, t * e);
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
static void pipeline(const struct mlsys_train_in *in, const struct mlsys_train_layer *L,
                     struct mlsys_train_out *o)
{
    double p = in->lay.pp, v = in->lay.interleave, t = in->lay.tp, m = o->microbatches;
    double lp = mlsys_train_stage_layers(in);
    double hf, hb, hflop;
    mlsys_train_head_cost(in, &hf, &hb, &hflop);
    double p2p = 0;
    if (p > 1) { /* activations forward, gradients back, at each of the v chunk edges */
        double M = in->batch.microbatch * in->batch.seq * in->arch.hidden * in->opt.s_elem_B;
        struct mlsys_train_hop hp = mlsys_train_group_link(&in->dev, 2, t * in->lay.dp);
        double x = M / t / (hp.link.beta_Bps * hp.eta) + hp.link.alpha_s;
        struct mlsys_train_hop in_node = mlsys_train_group_link(&in->dev, t, 1);
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
    struct mlsys_train_layer L;
    mlsys_train_layer_cost(in, &L);
    double cp = L.cp_fwd + L.cp_bwd + L.cp_rec;
    o->t_layer_s = L.fwd + L.bwd + L.rec + L.tp_fwd + L.tp_bwd + L.tp_rec + cp;
    const struct mlsys_train_in part = mlsys_train_seq_part(in); /* s/c tokens a device */
    pipeline(&part, &L, o);
    /* The ring exchange at the stage's pace: m microbatches and the bubble. */
    o->t_cp_s = (o->microbatches + (l->pp - 1) / l->interleave) *
                mlsys_train_stage_layers(in) * cp;
    double P_expert;
    double P_dev = mlsys_train_params_device(in, &P_expert);
    double window = mlsys_train_stage_layers(in) * (L.bwd + L.rec); /* last backward */
    o->t_dp_s = data_parallel(in, P_dev, P_expert, window, o->microbatches);
    /* Mixed-precision Adam touches per owned parameter: the state read and
     * written (2 x 12 B), gradient conversion, unscale, norm, clip and the
     * update's reads (32 B), the gradient and the 16-bit weight copy. */
    double opt_bytes = 2 * in->opt.opt_B_per_param + 32 + in->opt.s_grad_B + in->opt.s_elem_B;
    double owned = P_dev / (in->opt.zero >= 1 ? mlsys_train_dp_group(in) : 1);
    o->t_optimizer_s = opt_bytes * owned / (in->dev.bw_Bps * in->dev.eta_mem);
    o->t_step_s = o->t_compute_s + o->t_tp_s + o->t_pp_s + o->t_dp_s + o->t_optimizer_s +
                  o->t_cp_s;
    o->b_pipe = (l->pp - 1) / (l->interleave * o->microbatches + l->pp - 1);
    o->params = mlsys_train_params(&in->arch, bt->seq);
    o->params_device = P_dev;
    mlsys_train_flops(in, &L, o);
    mlsys_train_stage_memory(in, P_dev, o);
    return check_out(o, err);
}
