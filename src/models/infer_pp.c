/* infer_pp.c - pipeline parallelism in serving: m microbatches of
 * sequences in flight through p stages, the busiest stage's time and the
 * cycle of a token (infer_impl.h; docs/inference.md, "Pipeline
 * parallelism"). */
#include <math.h>

#include "mlsys/layout.h"
#include "models/infer_impl.h"

double mlsys_infer_stage_layers(const struct mlsys_infer_in *in)
{
    double L = in->arch.layers, p = in->lay.pp;
    if (in->eng.split_output_slot && p > 1)
        return fmin(L, ceil((L + 1) / p));
    return mlsys_layout_stage_layers(&in->arch, p, 1);
}

/* The busiest stage's share of the layers, L_s/L (1 for p = 1). */
static double stage_share(const struct mlsys_infer_in *in)
{
    return mlsys_infer_stage_layers(in) / in->arch.layers;
}

double mlsys_infer_pieces_s(const struct mlsys_infer_in *in, double before_s, double last_s)
{
    double c = in->eng.ubatch_inflight;
    return fmax(stage_share(in), c > 0 ? 1 / c : 0) * before_s + last_s;
}

double mlsys_infer_stage_s(const struct mlsys_infer_in *in, const struct mlsys_infer_pass *x)
{
    double layers = x->pass_s - x->head_s - x->tail_s - x->hops_s;
    return stage_share(in) * layers + fmax(x->hop_max_s, x->head_s + x->tail_s);
}

double mlsys_infer_cycle_s(const struct mlsys_infer_in *in, double m, double pass_s,
                           double stage_s, double extra_s)
{
    if (!(m > 1))
        return pass_s + extra_s; /* one batch: the pass itself, bit for bit */
    return fmax(pass_s + extra_s, m * (stage_s + stage_share(in) * extra_s));
}
