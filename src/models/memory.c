/* memory.c - per-device memory footprint (memory.h). */
#include "mlsys/memory.h"

#include <math.h>

double mlsys_optimizer_bytes_per_param(enum mlsys_optimizer o)
{
    switch (o) {
    case MLSYS_OPTIMIZER_ADAM: return 12;
    case MLSYS_OPTIMIZER_SGD: return 4;
    case MLSYS_OPTIMIZER_NONE:
    default: return 0;
    }
}

/* Training state per device, with ZeRO over dp and sharding over t p;
 * activations per layer (transformer) or those the lowering found (low). */
static void training(const struct mlsys_memory_in *in, const struct mlsys_lowered *low,
                     struct mlsys_memory_out *out)
{
    double P = in->arch.params, shard = in->lay.tp * in->lay.pp;
    double w = P * in->s_elem_B, g = P * (in->s_grad_B > 0 ? in->s_grad_B : in->s_elem_B);
    double o = P * mlsys_optimizer_bytes_per_param(in->optimizer);
    out->weights_B = w / shard / (in->zero >= 3 ? in->lay.dp : 1);
    out->gradients_B = g / shard / (in->zero >= 2 ? in->lay.dp : 1);
    out->optimizer_B = o / shard / (in->zero >= 1 ? in->lay.dp : 1);
    /* one micro-batch through the whole model */
    double act = low->transformer
                     ? in->arch.layers * mlsys_workload_act_bytes_per_layer(
                                             &in->arch, in->batch, in->seq, in->s_elem_B,
                                             in->recompute)
                     : low->act_B;
    double in_flight = in->microbatches >= 1 ? fmin(in->lay.pp, in->microbatches) : in->lay.pp;
    out->activations_B = act / in->lay.pp * in_flight / in->lay.tp;
    out->used_act_frac = low->used_act_frac;
    out->total_all_B = w + g + o + act;
}

double mlsys_memory_kv_split(const struct mlsys_arch *a, double tp)
{
    if (a->kv_latent > 0)
        return 1;
    return a->kv_heads >= 1 ? fmin(tp, a->kv_heads) : tp;
}

int mlsys_memory_eval(const struct mlsys_memory_in *in, struct mlsys_memory_out *out,
                      struct mlsys_err *err)
{
    *out = (struct mlsys_memory_out){0};
    if (!(in->lay.dp >= 1 && in->lay.tp >= 1 && in->lay.pp >= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "parallel degrees must be at least 1");
    if (in->zero < 0 || in->zero > 3)
        return mlsys_err_set(err, MLSYS_ERANGE, "ZeRO stage must be 0, 1, 2 or 3");
    struct mlsys_lowering how = {in->phase, in->batch, in->seq, in->s_elem_B, in->s_kv_B,
                                 in->recompute, in->act_frac};
    struct mlsys_lowered low = {0};
    /* Training state needs only P; its activations need a step that lowers. */
    bool state_only = in->phase == MLSYS_PHASE_TRAIN && !mlsys_arch_trains(&in->arch);
    int rc = MLSYS_OK;
    if (!state_only)
        rc = mlsys_workload_lower(&in->arch, &how, &low, err);
    else if (!(in->arch.params > 0 && isfinite(in->arch.params)))
        rc = mlsys_err_set(err, MLSYS_EUSAGE,
                           "training state needs the parameter count; give {params}");
    else if (!(in->s_elem_B > 0 && isfinite(in->s_elem_B)))
        rc = mlsys_err_set(err, MLSYS_ERANGE, "element size must be greater than zero");
    if (rc)
        return rc;
    if (in->phase == MLSYS_PHASE_TRAIN) {
        training(in, &low, out);
        if (state_only)
            out->activations_B = out->total_all_B = NAN;
    } else {
        double shard = in->lay.tp * in->lay.pp;
        out->weights_B = low.weights_B / shard;
        out->kv_B = low.kv_B / (mlsys_memory_kv_split(&in->arch, in->lay.tp) * in->lay.pp);
        out->activations_B = in->phase == MLSYS_PHASE_INFER ? low.act_B / shard : 0;
        out->used_act_frac = low.used_act_frac;
        out->total_all_B = low.weights_B + low.kv_B +
                           (in->phase == MLSYS_PHASE_INFER ? low.act_B : 0);
    }
    out->state_B = out->weights_B + out->gradients_B + out->optimizer_B + out->kv_B;
    out->total_B = out->state_B + out->activations_B; /* NaN with activations unknown */
    bool cap = isfinite(in->capacity_B);
    out->fits_known = !isnan(out->total_B) || (cap && out->state_B > in->capacity_B);
    out->fits = !cap || (isnan(out->total_B) ? !(out->state_B > in->capacity_B)
                                             : out->total_B <= in->capacity_B);
    out->devices_min = cap && in->capacity_B > 0 ? ceil(out->total_all_B / in->capacity_B) : NAN;
    return MLSYS_OK;
}
