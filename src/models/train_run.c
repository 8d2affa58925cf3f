/* train_run.c - failures folded into a training run (train.h): the
 * system MTBF of N devices (reliability.h), the checkpoint write time,
 * Daly's checkpoint interval and the goodput at it (checkpoint.h).
 * docs/train.md, "Failures".
 */
#include <math.h>

#include "mlsys/checkpoint.h"
#include "mlsys/reliability.h"
#include "mlsys/train.h"

int mlsys_train_failures(const struct mlsys_train_fail_in *in, struct mlsys_train_fail_out *out,
                         struct mlsys_err *err)
{
    *out = (struct mlsys_train_fail_out){NAN, NAN, NAN, NAN};
    if (!(in->checkpoint_B > 0) || !isfinite(in->checkpoint_B))
        return mlsys_err_set(err, MLSYS_ERANGE, "the checkpoint (%g B) must be above zero",
                             in->checkpoint_B);
    if (!(in->write_Bps > 0) || !isfinite(in->write_Bps))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "the checkpoint write bandwidth must be above zero");
    if (!(in->restart_s >= 0) || !isfinite(in->restart_s))
        return mlsys_err_set(err, MLSYS_ERANGE, "the restart time must be zero or more");
    if (!(in->mtbf_device_s > 0) || !isfinite(in->mtbf_device_s))
        return mlsys_err_set(err, MLSYS_ERANGE, "the MTBF must be above zero");
    struct mlsys_reliability_in ri = {1 / in->mtbf_device_s, in->devices, NAN, NAN};
    struct mlsys_reliability_out ro;
    int rc = mlsys_reliability_eval(&ri, &ro, err);
    if (rc)
        return rc;
    out->mtbf_system_s = ro.mtbf_system_s;
    out->t_write_s = in->checkpoint_B / in->write_Bps;
    out->tau_s = mlsys_checkpoint_daly(out->t_write_s, out->mtbf_system_s);
    struct mlsys_checkpoint_in ci = {out->t_write_s, out->mtbf_system_s, in->restart_s, NAN};
    out->goodput = mlsys_checkpoint_goodput_exp(&ci, out->tau_s);
    if (!(out->goodput > 0))
        return mlsys_err_set(err, MLSYS_ENUMERIC,
                             "no useful work: the job fails every %g s on average, against a "
                             "checkpoint write of %g s and a restart of %g s",
                             out->mtbf_system_s, out->t_write_s, in->restart_s);
    return MLSYS_OK;
}
