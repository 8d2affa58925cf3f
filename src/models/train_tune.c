/* train_tune.c - fine-tuning, optimizers and offload in the training model
 * (train.h, train_impl.h): the optimizer state per parameter (Adam, 8-bit
 * Adam, Adafactor, SGD with momentum), LoRA and QLoRA adapters (what
 * trains, what their GEMMs and the dequantisation of a 4-bit base cost),
 * the weight, gradient and optimizer memory of a device, and what offload
 * to host memory saves and costs (ZeRO-Offload, ZeRO-Infinity). Equations
 * and sources: docs/train.md, "Optimizers", "LoRA and QLoRA", "Offload".
 */
#include <math.h>

#include "mlsys/train.h"
#include "models/train_impl.h"

double mlsys_train_optimizer_B(enum mlsys_train_optimizer o)
{
    switch (o) {
    case MLSYS_TRAIN_ADAM8BIT: return 4 + 1 + 1 + 2 * 4.0 / 2048; /* master, m, v, absmax */
    case MLSYS_TRAIN_ADAFACTOR: return 4; /* master; the factored moment by shape */
    case MLSYS_TRAIN_SGD: return 4 + 4;   /* master, momentum */
    case MLSYS_TRAIN_ADAM:
    default: return 4 + 4 + 4; /* master, m, v */
    }
}

/* What the stack can offload (mlsys_train_stack): the ZeRO stage each
 * part needs, and the parts it offloads only together. */
static int check_stack_offload(const struct mlsys_train_in *in, enum mlsys_train_bad *bad,
                               struct mlsys_err *err)
{
    unsigned f = in->opt.offload;
    if (!f)
        return MLSYS_OK;
    const struct mlsys_train_stack *st = mlsys_train_stack(in->opt.framework);
    unsigned both = st->offload_together;
    /* over one rank every stage holds the same: the stage needed is moot (the
       stack runs it set, as ZeRO-Offload's single-device runs do) */
    bool one = mlsys_train_dp_group(in) <= 1;
    int zw = one ? 0 : st->offload_weights_zero, zo = one ? 0 : st->offload_optimizer_zero;
    if ((f & MLSYS_OFFLOAD_WEIGHTS) && in->opt.zero < zw) {
        *bad = MLSYS_TRAIN_BAD_OFFLOAD;
        return mlsys_err_set(err, MLSYS_ERANGE, "%s offloads the weights only with ZeRO stage "
                                                "%d", st->name, zw);
    }
    if ((f & MLSYS_OFFLOAD_OPTIMIZER) && in->opt.zero < zo) {
        *bad = MLSYS_TRAIN_BAD_OFFLOAD;
        return mlsys_err_set(err, MLSYS_ERANGE, "%s offloads the optimizer only with ZeRO stage "
                                                "%d or above", st->name, zo);
    }
    if ((f & both) && (f & both) != both) {
        *bad = MLSYS_TRAIN_BAD_OFFLOAD;
        return mlsys_err_set(err, MLSYS_ERANGE, "%s offloads the optimizer and the weights only "
                                                "together (parameters, gradients and the "
                                                "optimizer step on the host)", st->name);
    }
    return MLSYS_OK;
}

int mlsys_train_check_tune(const struct mlsys_train_in *in, enum mlsys_train_bad *bad,
                           struct mlsys_err *err)
{
    const struct mlsys_train_opts *o = &in->opt;
    double r = o->lora_rank;
    if (r != 0 && (!(r >= 1) || r != floor(r) || r > in->arch.hidden)) {
        *bad = MLSYS_TRAIN_BAD_LORA;
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "the LoRA rank must be a whole number from 1 to the hidden size "
                             "%g, not %g",
                             in->arch.hidden, r);
    }
    if (r > 0 && o->zero >= 3) {
        *bad = MLSYS_TRAIN_BAD_LORA;
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "LoRA is not modelled with ZeRO-3 (its frozen base would be "
                             "gathered like trained weights): use ZeRO 0 to 2");
    }
    unsigned all = MLSYS_OFFLOAD_OPTIMIZER | MLSYS_OFFLOAD_WEIGHTS | MLSYS_OFFLOAD_ACTIVATIONS;
    bool bad_off = (o->offload & ~all) || (o->offload && !(o->host_bw_Bps > 0)) ||
                   ((o->offload & MLSYS_OFFLOAD_OPTIMIZER) && !(o->cpu_opt_params_per_s > 0));
    if (bad_off) {
        *bad = MLSYS_TRAIN_BAD_OFFLOAD;
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "offload needs a host link bandwidth above zero (and, for the "
                             "optimizer, a host optimizer rate above zero)");
    }
    return check_stack_offload(in, bad, err);
}

bool mlsys_train_frozen(const struct mlsys_train_in *in)
{
    return in->opt.lora_rank > 0;
}

/* One kind of projection of a layer: n matrices of d_in x d_out, in every
 * expert (the FFN of a mixture of experts) or once. */
struct proj {
    double in, out, n;
    bool expert;
};

/* The projections of one layer of a: Q; K and V; O; up (and gate); down. */
enum { NPROJ = 5 };
static void projections(const struct mlsys_arch *a, struct proj p[NPROJ])
{
    double h = a->hidden, qd = a->heads * a->head_dim, kvd = a->kv_heads * a->head_dim;
    p[0] = (struct proj){h, qd, 1, false};
    p[1] = (struct proj){h, kvd, 2, false};
    p[2] = (struct proj){qd, h, 1, false};
    p[3] = (struct proj){h, a->ffn, a->gated ? 2 : 1, true};
    p[4] = (struct proj){a->ffn, h, 1, true};
}

/* Sum over the model's projections of n (d_in + d_out + extra): the dense
 * part and the experts' (all E of them), for all l layers. */
static void proj_sum(const struct mlsys_arch *a, double extra, double *dense, double *expert)
{
    struct proj p[NPROJ];
    projections(a, p);
    double E = a->experts > 1 ? a->experts : 1;
    *dense = *expert = 0;
    for (int i = 0; i < NPROJ; i++) {
        double x = p[i].n * (p[i].in + p[i].out + extra);
        if (p[i].expert)
            *expert += E * x;
        else
            *dense += x;
    }
    *dense *= a->layers;
    *expert *= a->layers;
}

double mlsys_train_params_trainable(const struct mlsys_train_in *in)
{
    if (!mlsys_train_frozen(in))
        return mlsys_train_params(&in->arch, in->batch.seq);
    double d, e;
    proj_sum(&in->arch, 0, &d, &e);
    return in->opt.lora_rank * (d + e);
}

double mlsys_train_trainable_device(const struct mlsys_train_in *in, double P_dev)
{
    if (!mlsys_train_frozen(in))
        return P_dev;
    double d, e;
    proj_sum(&in->arch, 0, &d, &e);
    double tp = in->lay.tp * in->lay.pp, ep = in->arch.experts > 1 ? in->lay.ep : 1;
    return in->opt.lora_rank * (d / tp + e / (tp * ep));
}

/* Adafactor's factored second moment (Shazeer & Stern 2018, s3): an fp32
 * value per row and per column of every trained matrix (the LoRA matrices
 * A, d_in x r, and B, r x d_out; else the projections, the embedding and an
 * untied output layer), times share; 0 for the other optimizers. */
static double factored_B(const struct mlsys_train_in *in, double share)
{
    if (in->opt.optimizer != MLSYS_TRAIN_ADAFACTOR)
        return 0;
    const struct mlsys_arch *a = &in->arch;
    bool lora = mlsys_train_frozen(in);
    double d, e;
    proj_sum(a, lora ? 2 * in->opt.lora_rank : 0, &d, &e);
    double mats = d + e;
    if (!lora)
        mats += (a->gated ? 2 : 1) * (a->vocab + a->hidden);
    return 4 * mats * share;
}

double mlsys_train_opt_state_B(const struct mlsys_train_in *in, double n, double share)
{
    return in->opt.opt_B_per_param * n + factored_B(in, share);
}

/* The share of the model's matrices one device holds: 1/(t p). */
static double device_share(const struct mlsys_train_in *in)
{
    return 1 / (in->lay.tp * in->lay.pp);
}

void mlsys_train_state_memory(const struct mlsys_train_in *in, double P_dev,
                              struct mlsys_train_out *o)
{
    double d = mlsys_train_dp_group(in); /* ZeRO shards over d c */
    int z = in->opt.zero;
    double P_tr = mlsys_train_trainable_device(in, P_dev);
    double base_B = in->opt.s_base_B > 0 ? in->opt.s_base_B : in->opt.s_elem_B;
    double w = mlsys_train_frozen(in) ? base_B * P_dev + in->opt.s_elem_B * P_tr
                                      : in->opt.s_elem_B * P_dev;
    /* FSDP under torchtitan's pipeline schedules keeps the stage's weights
       gathered for the whole step and accumulates their gradients
       unsharded, in the gradients' precision, until the last microbatch */
    const struct mlsys_train_stack *st = mlsys_train_stack(in->opt.framework);
    bool whole = z >= 3 && in->lay.pp > 1 && in->opt.pp_state_whole;
    o->m_weights_B = w / (z >= 3 && !whole ? d : 1);
    o->m_gradients_B = in->opt.s_grad_B * P_tr / (z >= 2 && !whole ? d : 1);
    o->m_optimizer_B = mlsys_train_opt_state_B(in, P_tr, device_share(in)) / (z >= 1 ? d : 1);
    /* a stack keeping the low-precision gradients beside the fp32 ones
       (DeepSpeed's BF16_Optimizer, which accumulates gradients wider than the
       weights; its fp16 optimizer keeps fp16 gradients only; both partition
       the master weights with the moments) */
    if (in->opt.s_grad_B > in->opt.s_elem_B)
        o->m_gradients_B += st->grad_copy_B * P_tr;
}

/* Trainable parameters whose optimizer step one device runs: its own, or
 * 1/d of them with ZeRO >= 1. */
static double owned(const struct mlsys_train_in *in, double P_dev)
{
    return mlsys_train_trainable_device(in, P_dev) /
           (in->opt.zero >= 1 ? mlsys_train_dp_group(in) : 1);
}

double mlsys_train_optimizer_s(const struct mlsys_train_in *in, double P_dev)
{
    if (in->opt.offload & MLSYS_OFFLOAD_OPTIMIZER)
        return 0;
    /* Per owned parameter: the state read and written (2 x state), gradient
     * conversion, unscale, norm, clip and the update's reads (32 B), the
     * gradient and the 16-bit weight copy. */
    double P_tr = mlsys_train_trainable_device(in, P_dev);
    double state = in->opt.opt_B_per_param +
                   (P_tr > 0 ? factored_B(in, device_share(in)) / P_tr : 0);
    double bytes = 2 * state + 32 + in->opt.s_grad_B + in->opt.s_elem_B;
    return bytes * owned(in, P_dev) / (in->dev.bw_Bps * in->dev.eta_mem);
}

double mlsys_train_checkpoint_B(const struct mlsys_train_in *in)
{
    double P = mlsys_train_params_trainable(in);
    return (in->opt.s_elem_B + in->opt.opt_B_per_param) * P + factored_B(in, 1);
}

/* Time of a GEMM M x K by K x N and of its two backward GEMMs (data and
 * weight gradients) on in's device. */
static void gemm_fb(const struct mlsys_train_in *in, double M, double N, double K, double *f,
                    double *b)
{
    double se = in->opt.s_elem_B;
    *f += mlsys_train_gemm_time_s(&in->dev, M, N, K, 1, se);
    *b += mlsys_train_gemm_time_s(&in->dev, M, K, N, 1, se) +
          mlsys_train_gemm_time_s(&in->dev, K, N, M, 1, se);
}

void mlsys_train_lora_cost(const struct mlsys_train_in *in, double *fwd, double *bwd,
                           double *flop)
{
    *fwd = *bwd = *flop = 0;
    if (!mlsys_train_frozen(in))
        return;
    const struct mlsys_arch *a = &in->arch;
    double t = in->lay.tp, r = in->opt.lora_rank, T = in->batch.microbatch * in->batch.seq;
    double k = a->experts > 1 ? a->experts_per_token : 1;
    double held = a->experts > 1 ? a->experts / in->lay.ep : 1; /* experts on the device */
    struct proj p[NPROJ];
    projections(a, p);
    double W = 0; /* base weights of the layer on the device */
    for (int i = 0; i < NPROJ; i++) {
        /* x A (d_in x r) then (x A) B (r x d_out), the work split over t. */
        double rows = p[i].expert ? T * k : T, din = p[i].in / t, dout = p[i].out / t;
        double f = 0, b = 0;
        gemm_fb(in, rows, r, din, &f, &b);
        gemm_fb(in, rows, dout, r, &f, &b);
        *fwd += p[i].n * f;
        *bwd += p[i].n * b;
        *flop += p[i].n * 2 * rows * r * (din + dout);
        W += p[i].n * p[i].in * p[i].out / t * (p[i].expert ? held : 1);
    }
    double base_B = in->opt.s_base_B > 0 ? in->opt.s_base_B : in->opt.s_elem_B;
    if (base_B < in->opt.s_elem_B) { /* QLoRA: read the 4-bit base, write 16-bit, per pass */
        double dq = W * (base_B + in->opt.s_elem_B) / (in->dev.bw_Bps * in->dev.eta_mem);
        *fwd += dq;
        *bwd += dq;
    }
}

void mlsys_train_offload(const struct mlsys_train_in *in, double P_dev, double lp,
                         double act_mb, double *act, struct mlsys_train_out *o)
{
    unsigned f = in->opt.offload;
    o->t_offload_s = 0;
    if (!f)
        return;
    double m = o->microbatches, x = 0, cpu = 0, se = in->opt.s_elem_B;
    bool opt = f & MLSYS_OFFLOAD_OPTIMIZER, weights = f & MLSYS_OFFLOAD_WEIGHTS;
    if (opt) { /* gradients down, the host's step, updated weights up (unless kept there) */
        double n = owned(in, P_dev);
        x += n * (in->opt.s_grad_B + (weights ? 0 : se));
        cpu = n / in->opt.cpu_opt_params_per_s;
        o->m_optimizer_B = 0;
        if (!mlsys_train_stack(in->opt.framework)->offload_keeps_grads)
            o->m_gradients_B = 0;
    }
    if (weights) { /* streamed up for every pass of every microbatch; two layers resident */
        double passes = in->opt.recompute == MLSYS_RECOMPUTE_FULL ? 3 : 2;
        x += m * passes * o->m_weights_B;
        if (!opt) /* the device's update written back down */
            x += se * mlsys_train_trainable_device(in, P_dev) /
                 (in->opt.zero >= 3 ? mlsys_train_dp_group(in) : 1);
        o->m_weights_B *= fmin(1, 2 / lp);
    }
    if (f & MLSYS_OFFLOAD_ACTIVATIONS) { /* down in the forward pass, up in the backward */
        x += 2 * m * act_mb;
        *act = fmin(*act, 2 * act_mb / lp);
    }
    o->t_offload_s = x / in->opt.host_bw_Bps + cpu;
}
