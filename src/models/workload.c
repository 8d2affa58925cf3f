/* workload.c - lowering a workload to O, D_vol and memory (workload.h). */
#include "mlsys/workload.h"

#include <math.h>

/* Adam keeps an fp32 master copy, m and v: 12 bytes per parameter. */
#define ADAM_STATE_B_PER_PARAM 12.0

static bool given(double x) { return isfinite(x) && x > 0; }

const char *mlsys_phase_name(enum mlsys_phase p)
{
    static const char *const names[] = {"decode", "prefill", "train", "infer"};
    return (unsigned)p < sizeof names / sizeof names[0] ? names[p] : "";
}

double mlsys_arch_mla_params(const struct mlsys_arch *a)
{
    if (!(a->q_latent > 0 && a->kv_latent > 0 && a->rope_dim > 0 && a->mla_head_dim > 0))
        return NAN;
    double h = a->hidden, H = a->heads, rq = a->q_latent, kv = a->kv_latent;
    double rkv = kv - a->rope_dim, d = a->mla_head_dim;
    return h * rq + rq + rq * H * (d + a->rope_dim) + h * kv + rkv + rkv * H * 2 * d + H * d * h;
}

double mlsys_arch_window_share(const struct mlsys_arch *a)
{
    if (!(a->window > 0) || !(a->window_layers > 0) || !(a->layers > 0))
        return 0;
    return fmin(1, a->window_layers / a->layers);
}

double mlsys_arch_cached_tokens(const struct mlsys_arch *a, double c)
{
    double f = mlsys_arch_window_share(a);
    return f > 0 ? (1 - f) * c + f * fmin(c, a->window) : c;
}

bool mlsys_arch_is_transformer(const struct mlsys_arch *a)
{
    return given(a->layers) && given(a->hidden) && given(a->heads) && given(a->params);
}

bool mlsys_arch_is_ssm(const struct mlsys_arch *a)
{
    return given(a->layers) && given(a->ssm_state) && given(a->params) && !given(a->heads);
}

bool mlsys_arch_trains(const struct mlsys_arch *a)
{
    return mlsys_arch_is_transformer(a) || mlsys_arch_is_ssm(a) ||
           (given(a->flops_per_sample) && given(a->params));
}

bool mlsys_arch_generates(const struct mlsys_arch *a)
{
    return mlsys_arch_is_transformer(a) || mlsys_arch_is_ssm(a);
}

double mlsys_kv_bytes_per_seq(const struct mlsys_arch *a, double seq, double s_kv_B)
{
    if (mlsys_arch_is_ssm(a))
        return a->layers * a->ssm_state * s_kv_B;
    if (!mlsys_arch_is_transformer(a))
        return 0;
    seq = mlsys_arch_cached_tokens(a, seq); /* a windowed layer caches its window */
    if (given(a->kv_latent))
        return a->layers * a->kv_latent * seq * s_kv_B;
    double kv_heads = given(a->kv_heads) ? a->kv_heads : a->heads;
    double head_dim = given(a->head_dim) ? a->head_dim : a->hidden / a->heads;
    return 2 * a->layers * kv_heads * head_dim * seq * s_kv_B;
}

double mlsys_workload_act_bytes_per_layer(const struct mlsys_arch *a, double batch, double seq,
                                          double s_elem_B, enum mlsys_recompute r)
{
    double sbd = seq * batch * a->hidden * s_elem_B / 2;
    switch (r) {
    case MLSYS_RECOMPUTE_SELECTIVE:
        return 34 * sbd;
    case MLSYS_RECOMPUTE_FULL:
        return 2 * sbd;
    case MLSYS_RECOMPUTE_NONE:
    default:
        return sbd * (34 + 5 * a->heads * seq / a->hidden);
    }
}

/* Model bytes: P * s_elem, or the catalog's model_bytes when P is unknown. */
static double weight_bytes(const struct mlsys_arch *a, double s_elem_B)
{
    return given(a->params) ? a->params * s_elem_B : a->model_bytes;
}

/* Activation bytes per sample for inference: the catalog's figure, else
 * act_frac of the model bytes (flagged so the command can say so). */
static double infer_act_bytes(const struct mlsys_arch *a, const struct mlsys_lowering *how,
                              struct mlsys_lowered *out)
{
    if (given(a->act_bytes))
        return a->act_bytes;
    out->used_act_frac = true;
    return how->act_frac * out->weights_B;
}

static double active(const struct mlsys_arch *a)
{
    return given(a->active_params) ? a->active_params : a->params;
}

/* decode and prefill of an SSM: 2 P FLOPs a token, a state of fixed size
 * read and written each decode step (workload.h). */
static void lower_ssm(const struct mlsys_arch *a, const struct mlsys_lowering *how,
                      struct mlsys_lowered *out)
{
    double B = how->batch, S = how->seq, P = a->params;
    out->kv_per_seq_B = mlsys_kv_bytes_per_seq(a, S, how->s_kv_B);
    out->kv_B = B * out->kv_per_seq_B;
    out->tokens = true;
    if (how->phase == MLSYS_PHASE_DECODE) {
        out->ops_FLOP = 2 * B * P;
        out->dvol_B = how->s_elem_B * P + 2 * out->kv_B;
        out->items = B;
        out->note = "SSM decode: 2 P FLOPs a token (Gu and Dao 2023); the recurrent state "
                    "(M_KV) is read and written each step and does not grow with S";
    } else {
        out->ops_FLOP = 2 * B * P * S;
        out->dvol_B = how->s_elem_B * P + out->kv_B;
        out->items = B * S;
        out->note = "SSM prefill: 2 P FLOPs a token (Gu and Dao 2023), linear in S; the "
                    "recurrent state (M_KV) does not grow with S";
    }
}

/* decode and prefill of an autoregressive transformer. */
static void lower_generate(const struct mlsys_arch *a, const struct mlsys_lowering *how,
                           struct mlsys_lowered *out)
{
    out->tokens = true;
    double B = how->batch, S = how->seq, Pa = active(a);
    double attn = a->layers * a->hidden;
    out->kv_per_seq_B = mlsys_kv_bytes_per_seq(a, S, how->s_kv_B);
    out->kv_B = B * out->kv_per_seq_B;
    if (how->phase == MLSYS_PHASE_DECODE) {
        double p_read = a->moe ? fmin(a->params, B * Pa) : a->params;
        out->ops_FLOP = B * (2 * Pa + 4 * attn * S);
        out->dvol_B = how->s_elem_B * p_read + out->kv_B;
        out->items = B;
    } else {
        out->ops_FLOP = B * (2 * Pa * S + 2 * attn * S * S);
        out->dvol_B = how->s_elem_B * a->params + out->kv_B;
        out->items = B * S;
    }
}

/* One training step; see workload.h for the traffic estimate. */
static void lower_train(const struct mlsys_arch *a, const struct mlsys_lowering *how,
                        struct mlsys_lowered *out)
{
    double B = how->batch, S = how->seq, P = a->params;
    double fwd = 2 * active(a) * S + 2 * a->layers * a->hidden * S * S;
    out->ops_FLOP = 3 * B * fwd * (how->recompute == MLSYS_RECOMPUTE_FULL ? 4.0 / 3.0 : 1.0);
    out->act_B =
        a->layers * mlsys_workload_act_bytes_per_layer(a, B, S, how->s_elem_B, how->recompute);
    out->dvol_B = 5 * how->s_elem_B * P + 2 * ADAM_STATE_B_PER_PARAM * P + 2 * out->act_B;
    out->items = B * S;
    out->tokens = true;
}

/* One training step of a network that is not a transformer: forward and
 * backward = 3 x the forward FLOPs, activations per sample from the
 * catalog (else act_frac of the model bytes), traffic as lower_train. */
static void lower_train_other(const struct mlsys_arch *a, const struct mlsys_lowering *how,
                              struct mlsys_lowered *out)
{
    double B = how->batch, P = a->params;
    bool ssm = !given(a->flops_per_sample);
    double fwd = ssm ? 2 * P * how->seq : a->flops_per_sample;
    out->ops_FLOP = 3 * B * fwd * (how->recompute == MLSYS_RECOMPUTE_FULL ? 4.0 / 3.0 : 1.0);
    out->act_B = B * infer_act_bytes(a, how, out);
    out->dvol_B = 5 * how->s_elem_B * P + 2 * ADAM_STATE_B_PER_PARAM * P + 2 * out->act_B;
    out->items = ssm ? B * how->seq : B;
    out->tokens = ssm;
    out->note = ssm ? "train: forward + backward = 3 x forward FLOPs, 6 P per token (Kaplan "
                      "et al. 2020); Adam state as for a transformer"
                    : "train: forward + backward = 3 x flops_per_sample per sample (the "
                      "backward pass costs about twice the forward); Adam state as for a "
                      "transformer";
}

/* One forward pass per sample (CNN, MLP, encoder...). */
static void lower_infer(const struct mlsys_arch *a, const struct mlsys_lowering *how,
                        struct mlsys_lowered *out)
{
    double B = how->batch;
    if (given(a->flops_per_sample))
        out->ops_FLOP = B * a->flops_per_sample;
    else
        out->ops_FLOP = B * (2 * a->params * how->seq +
                             4 * a->layers * a->hidden * how->seq * how->seq);
    out->act_B = B * infer_act_bytes(a, how, out);
    out->dvol_B = out->weights_B + out->act_B;
    out->items = B;
}

int mlsys_workload_lower(const struct mlsys_arch *a, const struct mlsys_lowering *how,
                         struct mlsys_lowered *out, struct mlsys_err *err)
{
    *out = (struct mlsys_lowered){0};
    if (!given(how->batch))
        return mlsys_err_set(err, MLSYS_ERANGE, "batch must be greater than zero");
    if (!given(how->seq))
        return mlsys_err_set(err, MLSYS_ERANGE, "sequence length must be greater than zero");
    if (!given(how->s_elem_B) || !given(how->s_kv_B))
        return mlsys_err_set(err, MLSYS_ERANGE, "element size must be greater than zero");
    out->transformer = mlsys_arch_is_transformer(a);
    out->weights_B = weight_bytes(a, how->s_elem_B);
    if (!given(out->weights_B))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "the workload has neither a parameter count nor a model size; "
                             "give {params}");
    bool ssm = mlsys_arch_is_ssm(a);
    switch (how->phase) {
    case MLSYS_PHASE_TRAIN:
        if (out->transformer)
            lower_train(a, how, out);
        else if (mlsys_arch_trains(a))
            lower_train_other(a, how, out);
        else
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "phase train needs a transformer shape (layers, hidden, "
                                 "heads), an SSM state or FLOPs per sample, and a parameter "
                                 "count");
        return MLSYS_OK;
    case MLSYS_PHASE_DECODE:
    case MLSYS_PHASE_PREFILL:
        if (!out->transformer && !ssm)
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "phase %s needs a transformer (layers, hidden, heads and "
                                 "parameters) or an SSM (layers, ssm_state); this workload "
                                 "has %s; use {phase} infer or train",
                                 how->phase == MLSYS_PHASE_DECODE ? "decode" : "prefill",
                                 given(a->flops_per_sample) ? "only FLOPs per sample"
                                                            : "too few counts");
        if (out->transformer)
            lower_generate(a, how, out);
        else
            lower_ssm(a, how, out);
        return MLSYS_OK;
    case MLSYS_PHASE_INFER:
        if (ssm && !given(a->flops_per_sample))
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "phase infer is one forward pass per sample; an SSM "
                                 "generates: use {phase} decode, prefill or train");
        if (!given(a->flops_per_sample) && !out->transformer)
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "phase infer needs FLOPs per sample or a transformer shape "
                                 "(layers, hidden, heads)");
        lower_infer(a, how, out);
        return MLSYS_OK;
    case MLSYS_PHASE_UNSET: /* the set-up layer resolves it first */
        break;
    }
    return mlsys_err_set(err, MLSYS_EUSAGE, "unknown phase");
}

/* Contract in mlsys/workload.h. */
double mlsys_arch_tp_allreduces(const struct mlsys_arch *a)
{
    return a->parallel_block ? 1 : 2;
}
