/* loggp.c - the LogGP model (loggp.h). */
#include "mlsys/loggp.h"

#include <math.h>

#include "numerics/numerics.h"

static int time_ok(double t) { return t >= 0 && isfinite(t); }

/* Refuse what the equations cannot take. */
static int check(const struct mlsys_loggp_in *in, struct mlsys_err *err)
{
    if (!time_ok(in->L_s))
        return mlsys_err_set(err, MLSYS_ERANGE, "L_LogGP must be a finite time >= 0");
    if (!time_ok(in->o_send_s) || !time_ok(in->o_recv_s))
        return mlsys_err_set(err, MLSYS_ERANGE, "overheads must be finite times >= 0");
    if (!time_ok(in->g_s))
        return mlsys_err_set(err, MLSYS_ERANGE, "g must be a finite time >= 0");
    if (!(in->G_sPB > 0) || isinf(in->G_sPB))
        return mlsys_err_set(err, MLSYS_ERANGE, "G must be a finite time per byte > 0");
    if (!(in->size_B >= 1) || isinf(in->size_B))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "message size must be at least 1 B (LogGP charges (n-1)*G)");
    if (!(in->messages >= 1 && isfinite(in->messages) && in->messages == floor(in->messages)))
        return mlsys_err_set(err, MLSYS_ERANGE, "messages must be a whole number >= 1");
    return MLSYS_OK;
}

/* T_long(n) = o_send + (n−1)·G + L_LogGP + o_recv and
 * T_msgs = T_long(n) + (m−1)·max(g, o_send, (n−1)·G) (Alexandrov et al. 1995:
 * the sender's interface streams a message's bytes G apart, so the next
 * message cannot start before the last byte of this one has left);
 * α = o_send + L_LogGP + o_recv, β = 1/G. */
int mlsys_loggp_eval(const struct mlsys_loggp_in *in, struct mlsys_loggp_out *out,
                     struct mlsys_err *err)
{
    int rc = check(in, err);
    if (rc)
        return rc;
    out->t_long_s = in->o_send_s + (in->size_B - 1) * in->G_sPB + in->L_s + in->o_recv_s;
    out->gap_s = fmax(fmax(in->g_s, in->o_send_s), (in->size_B - 1) * in->G_sPB);
    out->t_msgs_s = out->t_long_s + (in->messages - 1) * out->gap_s;
    out->alpha_equiv_s = in->o_send_s + in->L_s + in->o_recv_s;
    out->beta_equiv_Bps = 1 / in->G_sPB;
    const struct mlsys_numerics_result res[] = {{"T_long", out->t_long_s, true},
                                                {"T_msgs", out->t_msgs_s, true}};
    return mlsys_numerics_results(res, 2, err);
}
