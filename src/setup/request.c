/* request.c - what every model request starts from, and the one
 * resolution of a model's shape from a catalog record and overrides
 * (setup.h). */
#include <math.h>

#include "mlsys/setup.h"

void mlsys_model_req_init(struct mlsys_model_req *m)
{
    double nan = NAN;
    *m = (struct mlsys_model_req){
        .peak_flops = nan, .bw_Bps = nan, .capacity_B = nan, .lat_s = nan, .eta_hw = nan,
        .eta_mm = nan, .eta_mem = nan, .compute_precision = MLSYS_PRECISION_UNSET,
        .shape = {nan, nan, nan, nan, nan, nan, nan, nan, nan},
        .precision = MLSYS_PRECISION_UNSET, .kv_precision = MLSYS_PRECISION_UNSET,
        .power_limit_W = nan};
}

/* The given value x, or the record's when x is NaN. */
static double given(double x, const struct mlsys_record *wl, enum mlsys_wl_field f)
{
    return isnan(x) ? mlsys_wl_count(wl, f) : x;
}

void mlsys_setup_arch(const struct mlsys_record *wl, const struct mlsys_shape *over,
                      struct mlsys_arch *a)
{
    double nan = NAN;
    *a = (struct mlsys_arch){.params = nan, .active_params = nan, .layers = nan, .hidden = nan,
                             .heads = nan, .kv_heads = nan, .head_dim = nan, .ffn = nan,
                             .vocab = nan, .experts = nan, .experts_per_token = nan,
                             .kv_latent = nan, .flops_per_sample = nan, .model_bytes = nan,
                             .act_bytes = nan, .ssm_state = nan, .window = nan,
                             .window_layers = nan, .dense_layers = 0, .dense_ffn = nan,
                             .shared_experts = 0, .q_latent = nan, .rope_dim = nan,
                             .mla_head_dim = nan};
    const struct mlsys_shape none = {nan, nan, nan, nan, nan, nan, nan, nan, nan};
    const struct mlsys_shape *o = over ? over : &none;
    a->params = given(o->params, wl, MLSYS_WL_PARAMETERS);
    a->active_params = given(o->active_params, wl, MLSYS_WL_ACTIVE_PARAMETERS);
    a->layers = given(o->layers, wl, MLSYS_WL_LAYERS);
    a->hidden = given(o->hidden, wl, MLSYS_WL_HIDDEN);
    a->heads = given(o->heads, wl, MLSYS_WL_HEADS);
    a->kv_heads = given(o->kv_heads, wl, MLSYS_WL_KV_HEADS);
    a->head_dim = given(o->head_dim, wl, MLSYS_WL_HEAD_DIM);
    a->ffn = given(o->ffn, wl, MLSYS_WL_FFN);
    a->vocab = given(o->vocab, wl, MLSYS_WL_VOCAB);
    /* The defaults of docs/notation.md s4, only where neither record nor
     * override gives the count: restating a record's own figure changes
     * nothing. */
    if (isnan(a->kv_heads))
        a->kv_heads = a->heads;
    if (isnan(a->head_dim))
        a->head_dim = a->hidden / a->heads;
    if (isnan(a->active_params))
        a->active_params = a->params;
    a->moe = (wl && mlsys_wl_family(wl) == MLSYS_FAMILY_MOE) || a->active_params < a->params;
    a->gated = mlsys_wl_gated(wl);
    a->experts = mlsys_wl_count(wl, MLSYS_WL_EXPERTS);
    a->experts_per_token = mlsys_wl_count(wl, MLSYS_WL_EXPERTS_PER_TOKEN);
    if (isnan(a->experts_per_token))
        a->experts_per_token = 1;
    a->kv_latent = mlsys_wl_count(wl, MLSYS_WL_KV_LATENT);
    a->flops_per_sample = mlsys_wl_qty(wl, MLSYS_WL_FLOPS_PER_SAMPLE).v;
    a->model_bytes = mlsys_wl_qty(wl, MLSYS_WL_MODEL_BYTES).v;
    a->act_bytes = mlsys_wl_qty(wl, MLSYS_WL_ACTIVATION_BYTES).v;
    a->ssm_state = mlsys_wl_count(wl, MLSYS_WL_SSM_STATE);
    a->tied = mlsys_wl_tied(wl);
    a->parallel_block = mlsys_wl_parallel_attention(wl);
    a->window = mlsys_wl_count(wl, MLSYS_WL_SLIDING_WINDOW);
    a->window_layers = mlsys_wl_count(wl, MLSYS_WL_SLIDING_LAYERS);
    if (!isnan(a->window) && isnan(a->window_layers))
        a->window_layers = a->layers;
    double dl = mlsys_wl_count(wl, MLSYS_WL_DENSE_LAYERS),
           se = mlsys_wl_count(wl, MLSYS_WL_SHARED_EXPERTS);
    a->dense_layers = isnan(dl) ? 0 : dl;
    a->dense_ffn = mlsys_wl_count(wl, MLSYS_WL_DENSE_FFN);
    a->shared_experts = isnan(se) ? 0 : se;
    a->q_latent = mlsys_wl_count(wl, MLSYS_WL_Q_LATENT);
    a->rope_dim = mlsys_wl_count(wl, MLSYS_WL_ROPE_DIM);
    a->mla_head_dim = mlsys_wl_count(wl, MLSYS_WL_MLA_HEAD_DIM);
}

/* The attention's shape is one a model can have: a whole head dimension
 * (hidden over heads unless given) and query heads in equal groups over
 * the KV heads. */
static int heads_check(const struct mlsys_arch *a, struct mlsys_err *err)
{
    if (!(a->head_dim >= 1) || a->head_dim != floor(a->head_dim)) {
        mlsys_err_where(err, "{heads}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "a head dimension of %g is not a whole number (hidden %g over "
                             "%g heads): give heads that divide {hidden}, or {head-dim}",
                             a->head_dim, a->hidden, a->heads);
    }
    double groups = a->heads / a->kv_heads;
    if (!(a->kv_heads >= 1) || !(groups >= 1) || groups != floor(groups)) {
        mlsys_err_where(err, "{kv-heads}");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "%g KV heads do not divide %g query heads into equal groups: "
                             "give {kv-heads} a divisor of {heads}",
                             a->kv_heads, a->heads);
    }
    return MLSYS_OK;
}

int mlsys_setup_ffn_vocab(const struct mlsys_record *wl, struct mlsys_arch *a,
                          struct mlsys_notes *notes, struct mlsys_err *err)
{
    int rc = heads_check(a, err);
    if (rc)
        return rc;
    if (isnan(a->ffn)) {
        a->ffn = 4 * a->hidden;
        mlsys_notes_add(notes, "FFN width 4 x hidden = %.0f (default: %s[[; {ffn}]])", a->ffn,
                        wl ? "the workload gives none" : "[[no {ffn}|none given]]");
    }
    if (!isnan(a->vocab))
        return MLSYS_OK;
    mlsys_err_where(err, "{vocab}");
    return mlsys_err_set(err, MLSYS_EUSAGE, "%s has no vocabulary size: give {vocab}",
                         wl ? mlsys_record_name(wl) : "the model");
}

int mlsys_setup_rules(const struct mlsys_arch *a, double t, double p, double v,
                      enum mlsys_kv_split kv, struct mlsys_err *err)
{
    const char *where = "{tp}";
    int rc = mlsys_rule_tp_heads(a, t, kv, err);
    if (!rc) {
        where = "{pp}";
        rc = mlsys_rule_pp_layers(a, p, v, err);
    }
    if (!rc)
        return MLSYS_OK;
    if (err)
        err->code = MLSYS_EUSAGE; /* the layout given: a usage error */
    mlsys_err_where(err, "%s", where);
    return MLSYS_EUSAGE;
}
