/* parallel.c - 3D-parallel degrees, pipeline bubble, per-step traffic
 * (parallel.h). */
#include "mlsys/parallel.h"

#include <math.h>
#include <stdbool.h>

static bool given(double x) { return !isnan(x); }
static bool whole(double x) { return x >= 1 && isfinite(x) && x == floor(x); }

/* Fill the one missing degree of (a, b, c) from n, or check the product. */
static int third(double n, double *x, double a, double b, unsigned flag, const char *ab,
                 unsigned *derived, struct mlsys_err *err)
{
    double q = n / (a * b);
    if (!whole(q))
        return mlsys_err_set(err, MLSYS_ERANGE, "N_total = %.17g is not divisible by %s = %.17g",
                             n, ab, a * b);
    *x = q;
    *derived |= flag;
    return MLSYS_OK;
}

/* N_total = d·p·t: derive the missing degree or check the product
 * (Narayanan et al. 2021). */
int mlsys_parallel_degrees(const struct mlsys_parallel_in *in, struct mlsys_parallel_out *out,
                           struct mlsys_err *err)
{
    double d = in->dp, p = in->pp, t = in->tp, n = in->devices;
    const double *deg[] = {&in->dp, &in->pp, &in->tp, &in->devices};
    for (int i = 0; i < 4; i++)
        if (given(*deg[i]) && !whole(*deg[i]))
            return mlsys_err_set(err, MLSYS_ERANGE,
                                 "parallel degrees and N_total must be whole numbers >= 1");
    int ngiven = given(d) + given(p) + given(t);
    out->derived = out->assumed = 0;
    if (!given(n)) {
        out->assumed = (given(d) ? 0 : MLSYS_PAR_DP) | (given(p) ? 0 : MLSYS_PAR_PP) |
                       (given(t) ? 0 : MLSYS_PAR_TP);
        d = given(d) ? d : 1, p = given(p) ? p : 1, t = given(t) ? t : 1;
        n = d * p * t;
        out->derived = MLSYS_PAR_N;
    } else if (ngiven < 2) {
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "N_total needs two of the degrees dp, pp, tp to derive the third");
    } else if (ngiven == 3 && d * p * t != n) {
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "dp*pp*tp = %.17g is not N_total = %.17g", d * p * t, n);
    } else if (ngiven == 2) {
        unsigned *der = &out->derived;
        int rc = !given(d)   ? third(n, &d, p, t, MLSYS_PAR_DP, "pp*tp", der, err)
                 : !given(p) ? third(n, &p, d, t, MLSYS_PAR_PP, "dp*tp", der, err)
                             : third(n, &t, d, p, MLSYS_PAR_TP, "dp*pp", der, err);
        if (rc)
            return rc;
    }
    out->n_total = n, out->dp = d, out->pp = p, out->tp = t;
    return MLSYS_OK;
}

/* b_pipe = (p−1)/(V·m + p − 1). */
double mlsys_parallel_bubble(double pp, double microbatches, double virtual_stages)
{
    return (pp - 1) / (virtual_stages * microbatches + pp - 1);
}

/* Per-device payload bytes per step over each kind of link. */
static void traffic(const struct mlsys_parallel_in *in, struct mlsys_parallel_out *out)
{
    double act = out->batch_replica * in->seq * in->hidden * in->s_elem_B; /* B/d·S·d·s */
    out->tp_bytes = out->tp > 1 ? 4 * (in->layers / out->pp) * act : 0;
    out->pp_bytes = out->pp > 1 ? 2 * in->virtual_stages * act : 0;
    double s_grad_B = in->s_grad_B > 0 ? in->s_grad_B : in->s_elem_B;
    out->dp_bytes = out->dp > 1 ? in->params * s_grad_B / (out->tp * out->pp) : 0;
}

/* Sizes that are given must be finite and > 0. */
static int check_sizes(const struct mlsys_parallel_in *in, struct mlsys_err *err)
{
    if (!whole(in->microbatches) || !whole(in->virtual_stages))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "microbatches and virtual stages must be whole numbers >= 1");
    const double *v[] = {&in->params, &in->layers, &in->hidden, &in->batch, &in->seq};
    for (int i = 0; i < 5; i++)
        if (given(*v[i]) && !(*v[i] > 0 && isfinite(*v[i])))
            return mlsys_err_set(err, MLSYS_ERANGE,
                                 "parameters, layers, hidden, batch and seq must be > 0");
    if (!(in->s_elem_B > 0 && isfinite(in->s_elem_B)))
        return mlsys_err_set(err, MLSYS_ERANGE, "s_elem must be > 0");
    return MLSYS_OK;
}

/* Degrees, b_pipe = (p−1)/(V·m + p − 1), and tp/pp/dp payload bytes per
 * device per step (parallel.h). */
int mlsys_parallel_eval(const struct mlsys_parallel_in *in, struct mlsys_parallel_out *out,
                        struct mlsys_err *err)
{
    int rc = check_sizes(in, err);
    if (!rc)
        rc = mlsys_parallel_degrees(in, out, err);
    if (rc)
        return rc;
    out->b_pipe = mlsys_parallel_bubble(out->pp, in->microbatches, in->virtual_stages);
    out->eta_pipe = 1 - out->b_pipe;
    out->batch_replica = in->batch / out->dp; /* NaN when B is not given */
    out->batch_micro = out->batch_replica / in->microbatches;
    if (given(in->batch) && !whole(out->batch_micro))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "a batch of %.17g sequences does not split into dp*m = %.17g "
                             "microbatches of whole sequences",
                             in->batch, out->dp * in->microbatches);
    traffic(in, out);
    return MLSYS_OK;
}
