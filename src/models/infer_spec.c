/* infer_spec.c - speculative decoding in serving: a draft head's passes
 * and the verifying pass made one iteration, per output token
 * (infer_impl.h; docs/inference.md, "Speculative decoding"). */
#include <math.h>
#include <stddef.h>

#include "mlsys/err.h"
#include "mlsys/infer.h"
#include "models/infer_impl.h"

/* Contract in infer.h. */
double mlsys_infer_spec_tokens_per_step(double k, double accept)
{
    if (!(k > 0))
        return 1;
    return accept < 1 ? (1 - pow(accept, k + 1)) / (1 - accept) : k + 1;
}

/* Contract in infer_impl.h. */
int mlsys_infer_spec_check(const struct mlsys_infer_in *in, struct mlsys_err *err)
{
    double k = in->spec_tokens;
    if (!(k >= 0 && k == floor(k) && k <= MLSYS_INFER_SPEC_MAX))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "speculative tokens k must be a whole number from 0 to %d",
                             MLSYS_INFER_SPEC_MAX);
    if (k > 0 && !(in->spec_accept >= 0 && in->spec_accept <= 1))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "the acceptance probability must be from 0 to 1");
    if (k > 0 && in->lay.pp > 1)
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "speculative decoding over p > 1 pipeline stages is not modelled");
    return MLSYS_OK;
}

/* Contract in infer_impl.h. */
void mlsys_infer_spec_step(const struct mlsys_infer_in *in, const struct mlsys_infer_out *one,
                           const struct mlsys_infer_pass *x_one, struct mlsys_infer_out *o,
                           struct mlsys_infer_pass *x)
{
    double k = in->spec_tokens;
    double body = one->t_gemm_s - x_one->head_s + one->t_eltwise_s + one->t_kv_s +
                  one->t_comm_s + one->t_a2a_s + one->t_comm_fixed_s + one->t_overhead_s -
                  in->eng.step_s;
    double draft =
        k * (body / in->arch.layers + in->eng.layer_s + x_one->head_s + one->t_sample_s);
    double n = mlsys_infer_spec_tokens_per_step(k, in->spec_accept);
    double *terms[] = {&o->t_gemm_s,     &o->t_weights_s, &o->t_compute_s,   &o->t_kv_s,
                       &o->t_comm_s,     &o->t_overhead_s, &o->t_a2a_s,     &o->t_launch_s,
                       &o->t_sample_s,   &o->t_comm_fixed_s, &o->t_eltwise_s, &x->head_s,
                       &x->tail_s};
    for (size_t i = 0; i < sizeof terms / sizeof terms[0]; i++)
        *terms[i] /= n;
    o->t_draft_s = draft / n;
    o->spec_per_step = n;
    o->t_pass_s = (o->t_pass_s + draft) / n;
    x->pass_s = o->t_pass_s;
}
