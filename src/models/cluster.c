/* cluster.c - the cluster law and scaling figures (cluster.h). */
#include "mlsys/cluster.h"

#include <math.h>

#include "numerics/numerics.h"

/* 1/(s + (1−s)/N): Amdahl (1967), the serial part does not shrink. */
double mlsys_cluster_amdahl(double serial, double n)
{
    return 1 / (serial + (1 - serial) / n);
}

/* N − s·(N−1): Gustafson (1988), the parallel part grows with N. */
double mlsys_cluster_gustafson(double serial, double n)
{
    return n - serial * (n - 1);
}

/* T_sync = (T_compute/N)·cv·E[max of N standard normals]. */
int mlsys_cluster_straggler_s(double t_compute_s, double n, double cv, double *t_sync_s,
                              double *e_max, struct mlsys_err *err)
{
    double e;
    int rc = mlsys_numerics_normal_max_mean(n, &e, err);
    if (rc)
        return rc;
    *t_sync_s = t_compute_s / n * cv * e;
    if (e_max)
        *e_max = e;
    return MLSYS_OK;
}

static bool given(double x) { return !isnan(x); }
static bool nonneg(double x) { return x >= 0 && isfinite(x); }
static bool fraction(double x) { return x > 0 && x <= 1; }

/* Refuse values out of range and inputs that contradict each other. */
static int check(const struct mlsys_cluster_in *in, struct mlsys_err *err)
{
    if (!(in->devices >= 1 && isfinite(in->devices) && in->devices == floor(in->devices)))
        return mlsys_err_set(err, MLSYS_ERANGE, "devices must be a whole number >= 1");
    if (given(in->t_compute_s) && !(in->t_compute_s > 0 && isfinite(in->t_compute_s)))
        return mlsys_err_set(err, MLSYS_ERANGE, "T_compute must be a finite time > 0");
    if ((given(in->t_comm_s) && !nonneg(in->t_comm_s)) ||
        (given(in->comm_B) && !nonneg(in->comm_B)) ||
        (given(in->t_sync_s) && !nonneg(in->t_sync_s)) ||
        (given(in->straggler_cv) && !nonneg(in->straggler_cv)))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "T_comm, M, T_sync and the straggler cv must be finite and >= 0");
    if (!(in->overlap >= 0 && in->overlap <= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "overlap must be in [0, 1]");
    if (!fraction(in->mfu) || !fraction(in->goodput))
        return mlsys_err_set(err, MLSYS_ERANGE, "MFU and eta_goodput must be in (0, 1]");
    if (given(in->eta_scaling) && !(in->eta_scaling > 0 && isfinite(in->eta_scaling)))
        return mlsys_err_set(err, MLSYS_ERANGE, "eta_scaling must be a finite number > 0");
    if ((given(in->peak_flops) && !(in->peak_flops > 0 && isfinite(in->peak_flops))) ||
        (given(in->params) && !(in->params > 0 && isfinite(in->params))) ||
        (given(in->tokens) && !(in->tokens > 0 && isfinite(in->tokens))) ||
        (given(in->tokens_per_step) &&
         !(in->tokens_per_step > 0 && isfinite(in->tokens_per_step))))
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "R_peak, parameters and tokens must be finite and > 0");
    if (given(in->serial) && !(in->serial >= 0 && in->serial <= 1))
        return mlsys_err_set(err, MLSYS_ERANGE, "the serial fraction must be in [0, 1]");
    if (given(in->t_comm_s) && given(in->comm_B))
        return mlsys_err_set(err, MLSYS_EUSAGE, "give T_comm or the bytes to all-reduce, not both");
    if (given(in->t_sync_s) && given(in->straggler_cv))
        return mlsys_err_set(err, MLSYS_EUSAGE, "give T_sync or a straggler cv, not both");
    if (given(in->eta_scaling) && given(in->t_compute_s))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "eta_scaling is computed from T_compute; give one, not both");
    return MLSYS_OK;
}

/* T_comm(N): as given, or the ring all-reduce of M (0 without either). */
static int comm_time(const struct mlsys_cluster_in *in, double *t_s, struct mlsys_err *err)
{
    *t_s = 0;
    if (given(in->t_comm_s)) {
        *t_s = in->t_comm_s;
        return MLSYS_OK;
    }
    if (!given(in->comm_B))
        return MLSYS_OK;
    struct mlsys_comm_in c = {.coll = MLSYS_COLL_ALLREDUCE, .algo = MLSYS_ALGO_RING,
                              .size_B = in->comm_B, .ranks = in->devices, .link = in->link};
    struct mlsys_comm_out o;
    int rc = mlsys_comm_eval(&c, &o, err);
    if (!rc)
        *t_s = o.t_s;
    return rc;
}

/* T_step(N) and what follows from it; T_1 = T_compute. */
static int step(const struct mlsys_cluster_in *in, struct mlsys_cluster_out *out,
                struct mlsys_err *err)
{
    double n = in->devices, local = in->t_compute_s / n;
    int rc = MLSYS_OK;
    out->t_compute_s = in->t_compute_s;
    out->single = n == 1;
    out->t_comm_s = out->t_sync_s = 0;
    if (!out->single) {
        rc = comm_time(in, &out->t_comm_s, err);
        if (!rc && given(in->straggler_cv))
            rc = mlsys_cluster_straggler_s(in->t_compute_s, n, in->straggler_cv,
                                           &out->t_sync_s, &out->e_max, err);
        else if (given(in->t_sync_s))
            out->t_sync_s = in->t_sync_s;
        if (rc)
            return rc;
    } else if (given(in->straggler_cv)) {
        out->e_max = 0;
    }
    double hidden = in->overlap * out->t_comm_s;
    out->overlap_capped = hidden > local;
    out->t_overlap_s = fmin(hidden, local);
    out->t_step_s = local + out->t_comm_s + out->t_sync_s - out->t_overlap_s;
    out->speedup = in->t_compute_s / out->t_step_s;
    out->eta_scaling = out->speedup / n;
    out->rho = out->t_comm_s / local;
    out->f_compute = local / out->t_step_s;
    return MLSYS_OK;
}

/* T_step(N) = T_compute/N + T_comm(N) + T_sync(N) − T_overlap and the
 * figures that follow from it, R_eff = N·R_peak·MFU·η_scaling·η_goodput,
 * Amdahl, Gustafson and 6·P·D/R_eff (cluster.h; the ML Systems textbook). */
int mlsys_cluster_eval(const struct mlsys_cluster_in *in, struct mlsys_cluster_out *out,
                       struct mlsys_err *err)
{
    double nan = NAN;
    *out = (struct mlsys_cluster_out){
        .t_compute_s = nan, .t_comm_s = nan, .t_sync_s = nan, .t_overlap_s = nan,
        .t_step_s = nan, .e_max = nan, .eta_scaling = nan, .speedup = nan, .rho = nan,
        .f_compute = nan, .r_eff_flops = nan, .speedup_amdahl = nan,
        .speedup_gustafson = nan, .train_FLOP = nan, .time_to_train_s = nan};
    int rc = check(in, err);
    if (rc)
        return rc;
    double n = in->devices;
    if (given(in->t_compute_s)) {
        rc = step(in, out, err);
        if (rc)
            return rc;
    } else {
        out->eta_scaling = in->eta_scaling;
        if (given(in->eta_scaling))
            out->speedup = in->eta_scaling * n;
    }
    if (given(in->peak_flops))
        out->r_eff_flops = n * in->peak_flops * in->mfu * out->eta_scaling * in->goodput;
    if (given(in->serial)) {
        out->speedup_amdahl = mlsys_cluster_amdahl(in->serial, n);
        out->speedup_gustafson = mlsys_cluster_gustafson(in->serial, n);
    }
    if (given(in->params) && given(in->tokens))
        out->train_FLOP = 6 * in->params * in->tokens;
    if (given(in->tokens) && given(in->tokens_per_step) && given(out->t_step_s)) {
        out->time_to_train_s = in->tokens / in->tokens_per_step * out->t_step_s / in->goodput;
    } else if (given(in->tokens)) {
        if (!given(in->params) || !given(out->r_eff_flops))
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "the time to train needs the parameters and R_eff (R_peak "
                                 "and T_compute or eta_scaling)");
        out->time_to_train_s = out->train_FLOP / out->r_eff_flops;
    }
    return MLSYS_OK;
}
