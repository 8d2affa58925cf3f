/* layout.c - the rules a parallel layout keeps (layout.h). */
#include <math.h>

#include "mlsys/layout.h"

int mlsys_rule_tp_heads(const struct mlsys_arch *a, double t, enum mlsys_kv_split kv,
                        struct mlsys_err *err)
{
    if (!(a->heads > 0))
        return MLSYS_OK;
    bool heads = !fmod(a->heads, t), kv_split = !fmod(a->kv_heads, t);
    if (kv == MLSYS_KV_SPLIT && !(heads && kv_split))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "t = %g does not divide the %g heads and %g kv heads", t, a->heads,
                             a->kv_heads);
    if (kv == MLSYS_KV_REPLICATE && !(heads && (kv_split || !fmod(t, a->kv_heads))))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "t = %g does not divide the %g heads, nor the %g kv heads or a "
                             "multiple of them",
                             t, a->heads, a->kv_heads);
    return MLSYS_OK;
}

int mlsys_rule_pp_layers(const struct mlsys_arch *a, double p, double v, struct mlsys_err *err)
{
    if (p * v > a->layers)
        return mlsys_err_set(err, MLSYS_ERANGE, "p v = %g stages exceed the %g layers", p * v,
                             a->layers);
    return MLSYS_OK;
}

int mlsys_rule_ep_experts(const struct mlsys_arch *a, double t, double e,
                          struct mlsys_err *err)
{
    return mlsys_rule_ep_slots(a, t, e, 0, err);
}

int mlsys_rule_ep_slots(const struct mlsys_arch *a, double t, double e, double r,
                        struct mlsys_err *err)
{
    if (!(r >= 0) || r != floor(r))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "r = %g redundant experts: give a whole number >= 0", r);
    if (e <= 1)
        return r > 0 ? mlsys_err_set(err, MLSYS_ERANGE,
                                     "r = %g redundant experts need expert parallelism: "
                                     "take e > 1, or r = 0",
                                     r)
                     : MLSYS_OK;
    if (!(a->experts > 1))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "e = %g needs a mixture-of-experts model (this one is dense): "
                             "take e = 1",
                             e);
    if (fmod(a->experts + r, e)) {
        if (r > 0)
            return mlsys_err_set(err, MLSYS_ERANGE,
                                 "e = %g does not divide the %g expert slots (%g routed + %g "
                                 "redundant): take e a divisor of %g, or r with e dividing %g + r",
                                 e, a->experts + r, a->experts, r, a->experts + r, a->experts);
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "e = %g does not divide the %g routed experts: take e a divisor "
                             "of %g",
                             e, a->experts, a->experts);
    }
    if (fmod(e, t))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "t = %g does not divide e = %g (the e devices run attention in "
                             "groups of t): take e a multiple of t",
                             t, e);
    return MLSYS_OK;
}

double mlsys_layout_stage_layers(const struct mlsys_arch *a, double p, double v)
{
    return ceil(a->layers / (p * v)) * v;
}

double mlsys_layout_stage_excess(const struct mlsys_arch *a, double p, double v)
{
    return mlsys_layout_stage_layers(a, p, v) * p / a->layers;
}
