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
        return BAD(MLSYS_TRAIN_BAD_EP,
                   "e = %g needs a mixture-of-experts model (this one is dense)", l->ep);
    if (fmod(l->dp, l->ep) || (a->experts > 1 && fmod(a->experts, l->ep)))
        return BAD(MLSYS_TRAIN_BAD_EP, "e = %g must divide d = %g and the %g experts",
                             l->ep, l->dp, a->experts);
    double per_replica = bt->global_batch / l->dp;
    if (per_replica != floor(per_replica) || fmod(per_replica, bt->microbatch))
        return BAD(MLSYS_TRAIN_BAD_BATCH, "B = %g does not split into d = %g replicas of whole "
                             "microbatches of b = %g",
                             bt->global_batch, l->dp, bt->microbatch);
    double m = per_replica / bt->microbatch;
    if (l->interleave > 1 && fmod(m, l->pp))
        return BAD(MLSYS_TRAIN_BAD_INTERLEAVE, "the interleaved schedule needs m = %g microbatches "
                             "to be a multiple of p = %g",
                             m, l->pp);
    if (in->opt.zero < 0 || in->opt.zero > 3)
        return BAD(MLSYS_TRAIN_BAD_ZERO, "ZeRO stage must be 0, 1, 2 or 3");
    const struct mlsys_train_stack *st = mlsys_train_stack(in->opt.framework);
    int zmax = mlsys_train_zero_max(in);
    if (in->opt.zero > zmax)
        return BAD(MLSYS_TRAIN_BAD_STACK, "%s runs ZeRO stages up to %d%s, not %d[[; give "
                   "{framework} fsdp]]",
                   st->name, zmax, l->pp > 1 ? " with pipeline parallelism" : "", in->opt.zero);
    int rc = check_cp(in, bad, err);
    return rc ? rc : mlsys_train_check_tune(in, bad, err);
}

/* One collective of M bytes over n ranks on hop h in buckets of bucket_B
 * (mlsys_comm_nccl_s: halves 2 an all-reduce, 1 a reduce-scatter or
 * all-gather). */
static double collective(const struct mlsys_train_hop *h, double n, double M, double bucket_B,
                         int halves)
{
    return mlsys_comm_nccl_s(&h->link, h->eta, n, M, bucket_B, halves);
}

/* Fully sharded data parallelism layer by layer (FSDP): per microbatch
 * each layer's weights are gathered for the forward and again for the
 * backward, and its gradients reduce-scattered, each prefetched behind
 * the compute of the layer next to it, so only what outlasts it shows. */
static double sharded_per_layer(const struct mlsys_train_in *in, const struct mlsys_train_layer *L,
                                double P_dev, double m)
{
    const struct mlsys_train_opts *o = &in->opt;
    double d = mlsys_train_dp_group(in), layers = mlsys_train_stage_layers(in);
    struct mlsys_train_hop h = mlsys_train_group_link(&in->dev, d, in->lay.tp);
    double per_layer = P_dev / layers;
    double gather = collective(&h, d, per_layer * o->s_elem_B, 0, 1);
    double scatter = collective(&h, d, per_layer * o->s_grad_B, 0, 1);
    double fwd = fmax(0, gather - L->fwd), bwd = fmax(0, gather + scatter - L->bwd - L->rec);
    return m * layers * (fwd + bwd);
}

/* The exposed gradient exchange (and ZeRO-3 parameter gathers), in the
 * stack's buckets; hidden behind the last backward pass (window_s) only
 * where the stack overlaps it. */
static double data_parallel(const struct mlsys_train_in *in, const struct mlsys_train_layer *L,
                            double P_dev, double P_expert, double window_s, double m)
{
    double d = mlsys_train_dp_group(in), t = in->lay.tp, e = in->lay.ep;
    if (d <= 1)
        return 0;
    const struct mlsys_train_opts *o = &in->opt;
    const struct mlsys_train_stack *st = mlsys_train_stack(o->framework);
    struct mlsys_train_hop hp = mlsys_train_group_link(&in->dev, d, t);
    if (o->zero == 3 && st->zero3_per_layer && in->lay.pp <= 1)
        return sharded_per_layer(in, L, P_dev, m);
    /* with pipelining a layer-wise stack keeps each stage's weights gathered
       for the step and reduces gradients once, at the last microbatch
       (torchtitan): the once-a-step exchange below */
    if (o->zero == 3 && !st->zero3_per_layer) { /* per microbatch: gather weights forward and
                                                   backward, scatter grads */
        double tensors = 12 * in->arch.layers / in->lay.pp;
        double bw = (d - 1) / d * P_dev * o->s_elem_B / (hp.link.beta_Bps * hp.eta);
        return m * 3 * (bw + tensors * (d - 1) * hp.link.alpha_s);
    }
    double dense = (P_dev - P_expert) * o->s_grad_B, expert = P_expert * o->s_grad_B;
    struct mlsys_train_hop he = mlsys_train_group_link(&in->dev, d / e, t * e);
    double k = st->bucket_B, x;
    if (o->zero >= 1)
        x = collective(&hp, d, dense, k, 1) +
            collective(&hp, d, (P_dev - P_expert) * o->s_elem_B, k, 1) +
            collective(&he, d / e, expert, k, 1) +
            collective(&he, d / e, P_expert * o->s_elem_B, k, 1);
    else
        x = collective(&hp, d, dense, k, 2) + collective(&he, d / e, expert, k, 2);
    bool overlap = o->dp_overlap && (in->lay.pp <= 1 || st->dp_overlap_pp);
    return overlap ? fmax(0, x - window_s) : x;
}

/* The gradient all-reduce of a tied word embedding between the two end
 * stages of the pipeline, which both hold it (the input embedding on the
 * first, the output layer on the last): Megatron-LM's embedding group and
 * DeepSpeed's tied modules (_exec_reduce_tied_grads) sum the two copies'
 * gradients after the flush, V h / t elements a rank, before the
 * data-parallel exchange; 0 without pipelining, with an untied output
 * layer, a frozen base or a model without a vocabulary. */
static double tied_embedding(const struct mlsys_train_in *in, bool frozen)
{
    const struct mlsys_layout *l = &in->lay;
    const struct mlsys_arch *a = &in->arch;
    bool tied = !a->gated || a->tied; /* GPT-style models tie their output layer */
    if (l->pp <= 1 || !tied || frozen || !(a->vocab > 0 && a->hidden > 0))
        return 0;
    struct mlsys_train_hop h =
        mlsys_train_group_link(&in->dev, 2, l->tp * l->cp * l->dp * (l->pp - 1));
    double M = a->vocab * a->hidden / l->tp * in->opt.s_grad_B;
    return collective(&h, 2, M, 0, 2);
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
        struct mlsys_train_hop hp = mlsys_train_p2p_link(&in->dev, t * in->lay.cp * in->lay.dp);
        double x = M / t / (hp.link.beta_Bps * hp.eta) + hp.link.alpha_s;
        struct mlsys_train_hop in_node = mlsys_train_group_link(&in->dev, t, 1);
        x += mlsys_comm_ring_gather_s(&in_node.link, in_node.eta, t, M); /* scatter/gather over
                                                                            t ranks */
        p2p = 2 * v * x;
    }
    /* The last stage also runs the output layer; when p v does not divide the
       layers a balancing partition (DeepSpeed's type:transformer|embedding,
       Megatron's uneven first and last stages) gives it the fewer layers, and
       the pipeline runs at the slower of the fullest and the last stage. */
    double lc = L->fwd + L->bwd + L->rec, lt = L->tp_fwd + L->tp_bwd + L->tp_rec;
    double head = hf + hb;
    double last = mlsys_train_last_stage_layers(in);
    if (last * (lc + lt) + head < lp * (lc + lt))
        head = 0; /* the fullest stage sets the pace; the head hides on the last */
    else
        lp = last;
    double compute = lp * lc, comm = lp * lt;
    double avg = compute + comm + p2p + head / p;
    o->t_compute_s = m * (compute + head);
    o->t_tp_s = m * comm;
    o->t_bubble_s = (p - 1) / v * avg;
    o->t_pp_s = m * p2p + o->t_bubble_s;
    o->t_cast_s = m * lp * (L->cast_fwd + L->cast_bwd +
                            mlsys_train_recompute_share(in) * L->cast_fwd);
    /* each model chunk's microbatch pays the stack's fixed cost: v m slots and
       the p - 1 of the fill and drain */
    o->t_fixed_s = (v * m + p - 1) * mlsys_train_stack(in->opt.framework)->t_microbatch_s / v;
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
    /* LoRA exchanges only the adapters' gradients (taken as dense). */
    bool frozen = mlsys_train_frozen(in);
    double P_busiest = mlsys_train_params_busiest(in, P_dev);
    o->t_dp_s = data_parallel(in, &L, mlsys_train_trainable_device(in, P_busiest),
                              frozen ? 0 : P_expert, window, o->microbatches) +
                tied_embedding(in, frozen);
    o->t_optimizer_s = mlsys_train_optimizer_s(in, P_busiest);
    mlsys_train_stage_memory(in, P_dev, o); /* and T_offload */
    o->t_step_s = o->t_compute_s + o->t_tp_s + o->t_pp_s + o->t_dp_s + o->t_optimizer_s +
                  o->t_offload_s + o->t_fixed_s + o->t_cp_s;
    o->b_pipe = (l->pp - 1) / (l->interleave * o->microbatches + l->pp - 1);
    o->params = mlsys_train_params(&in->arch, bt->seq);
    o->params_device = P_dev;
    mlsys_train_flops(in, &L, o);
    o->params_trainable = mlsys_train_params_trainable(in);
    o->checkpoint_B = mlsys_train_checkpoint_B(in);
    return check_out(o, err);
}
