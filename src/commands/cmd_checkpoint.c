/* cmd_checkpoint.c - `mlsys checkpoint`: Young's and Daly's checkpoint
 * intervals, the numeric minimum of the waste model, and goodput. */
#include <math.h>
#include <stdio.h>

#include "commands/cmds.h"
#include "commands/optdefs.h"
#include "mlsys/checkpoint.h"
#include "mlsys/reliability.h"
#include "mlsys/units.h"

enum {
    O_WRITE, O_SIZE, O_WRITE_BW, O_MTBF, O_DEVICES, O_MTBF_COMP, O_FIT, O_RESTART, O_JOB, O_N
};

static const struct mlsys_optdef opts[O_N] = {
    [O_WRITE] = {.name = "write", .kind = MLSYS_OPT_QTY, .unit = "s",
                 .help = "T_write: time to write one checkpoint, e.g. '21 s' (default: none)",
                 .flags = MLSYS_OPTF_POSITIVE},
    [O_SIZE] = {.name = "size", .kind = MLSYS_OPT_QTY, .unit = "B",
                .help = "checkpoint size, with --write-bw instead of --write, e.g. '2.1 TB' "
                        "(default: none)",
                .flags = MLSYS_OPTF_POSITIVE},
    [O_WRITE_BW] = {.name = "write-bw", .kind = MLSYS_OPT_QTY, .unit = "B/s",
                    .help = "checkpoint write bandwidth: T_write = size/write-bw (default: none)",
                    .flags = MLSYS_OPTF_POSITIVE},
    [O_MTBF] = {.name = "mtbf-system", .kind = MLSYS_OPT_QTY, .unit = "s",
                .help = "MTBF_system: MTBF of the whole job (not one device), e.g. '5 h' (default: "
                        "none)",
                .flags = MLSYS_OPTF_POSITIVE, .aliases = "mtbf"},
    [O_DEVICES] = MLSYS_OPT_DEVICES(NULL, "N devices of the job, with --mtbf-device or --fit: "
                                          "MTBF_system = MTBF/N (default: none)",
                                    0),
    [O_MTBF_COMP] = MLSYS_OPT_MTBF_DEVICE("MTBF of one device, with --devices, e.g. '50000 h' "
                                          "(default: none)",
                                          "mtbf-component"),
    [O_FIT] = MLSYS_OPT_FIT("FIT of one device (failures per 1e9 device-hours), with --devices "
                            "(default: none)"),
    [O_RESTART] = {.name = "restart", .kind = MLSYS_OPT_QTY, .unit = "s", .def = "0 s",
                   .help = "T_restart: time lost restarting after each failure",
                   .flags = MLSYS_OPTF_NONNEG},
    [O_JOB] = {.name = "job", .kind = MLSYS_OPT_QTY, .unit = "s",
               .help = "job length, for failures_expected, e.g. '30 days' (default: none)",
               .flags = MLSYS_OPTF_POSITIVE},
};

enum {
    C_T_WRITE, C_MTBF_SYS, C_TAU_OPT, C_TAU_DALY, C_TAU_NUM, C_WASTE, C_GOODPUT, C_GOODPUT_EXP,
    C_FAIL, C_N
};

#define S MLSYS_COL_SUMMARY
static const struct mlsys_coldef cols[C_N] = {
    [C_T_WRITE] = {"T_write", "s", MLSYS_FMT_AUTO, "time to write one checkpoint", 0},
    [C_MTBF_SYS] = {"MTBF_system", "h", MLSYS_FMT_FIXED,
                    "mean time between failures of the whole job", 0},
    [C_TAU_OPT] = {"tau_opt", "s", MLSYS_FMT_AUTO,
                   "Young: sqrt(2·T_write·MTBF_system), the checkpoint interval", S},
    [C_TAU_DALY] = {"tau_daly", "s", MLSYS_FMT_AUTO,
                    "Daly (2006) higher-order interval; MTBF_system when T_write >= 2·MTBF_system",
                    S},
    [C_TAU_NUM] = {"tau_numeric", "s", MLSYS_FMT_AUTO,
                   "interval minimising waste(τ), found numerically (GSL Brent)", S},
    [C_WASTE] = {"waste_opt", "%", MLSYS_FMT_AUTO,
                 "waste(τ) = T_write/τ + (τ/2 + T_restart)/MTBF_system at tau_numeric", S},
    [C_GOODPUT] = {"eta_goodput", "%", MLSYS_FMT_AUTO,
                   "first order: 1 - waste_opt (0 when waste >= 1)", S},
    [C_GOODPUT_EXP] = {"eta_goodput_exp", "%", MLSYS_FMT_AUTO,
                       "useful share of time at tau_daly, exponential failures (Daly 2006)", S},
    [C_FAIL] = {"failures_expected", "", MLSYS_FMT_AUTO, "T_job/MTBF_system, with --job", S},
};
#undef S

static const char *const examples[] = {
    "checkpoint --write 21s --mtbf-system 5h",
    "checkpoint --size 2.1TB --write-bw 100GB/s --mtbf-system 5h --job 30days",
    "checkpoint --write 2.5min --devices 16384 --mtbf-device 50000h --restart 10min",
    "checkpoint --write 150s --mtbf-system 2h --format json",
    NULL,
};

/* True when the user gave option i (not just its default). */
static bool given(const struct mlsys_call *call, int i)
{
    return mlsys_call_given(call, &opts[i]);
}

/* T_write from --write, or --size over --write-bw. */
static int t_write(const struct mlsys_call *call, double *t, struct mlsys_err *err)
{
    bool w = given(call, O_WRITE), s = given(call, O_SIZE), bw = given(call, O_WRITE_BW);
    if (w && (s || bw))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "give --write, or --size with --write-bw, not both");
    if (w) {
        *t = call->v[O_WRITE].q.v;
        return MLSYS_OK;
    }
    if (!s && !bw)
        return mlsys_err_set(err, MLSYS_EUSAGE, "give --write, or --size with --write-bw");
    if (!s || !bw)
        return mlsys_err_set(err, MLSYS_EUSAGE, "--size and --write-bw go together");
    *t = call->v[O_SIZE].q.v / call->v[O_WRITE_BW].q.v;
    return MLSYS_OK;
}

/* MTBF_system from --mtbf-system, or --devices with --mtbf-device or --fit. */
static int mtbf_system(const struct mlsys_call *call, double *m, struct mlsys_err *err)
{
    bool sys = given(call, O_MTBF), n = given(call, O_DEVICES), mc = given(call, O_MTBF_COMP),
         fit = given(call, O_FIT);
    if (sys && (n || mc || fit))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "--mtbf-system is the MTBF of the whole job; give it alone, or "
                             "derive it from --devices with --mtbf-device or --fit");
    if (sys) {
        *m = call->v[O_MTBF].q.v;
        return MLSYS_OK;
    }
    if (mc && fit)
        return mlsys_err_set(err, MLSYS_EUSAGE, "give --mtbf-device or --fit, not both");
    if (!n && !mc && !fit)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "give --mtbf-system (the job's MTBF), or --devices with --mtbf-device "
                             "or --fit");
    if (!n)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "--%s is one device's; give --devices too (MTBF_system = MTBF/N)",
                             mc ? "mtbf-device" : "fit");
    if (!mc && !fit)
        return mlsys_err_set(err, MLSYS_EUSAGE, "--devices needs --mtbf-device or --fit");
    double lambda = mc ? 1.0 / call->v[O_MTBF_COMP].q.v
                       : mlsys_reliability_lambda_from_fit(call->v[O_FIT].x);
    *m = 1.0 / (lambda * call->v[O_DEVICES].x);
    return MLSYS_OK;
}

/* Notes: the model's assumptions, and a warning where it stops holding. */
static int notes(const struct mlsys_checkpoint_out *o, struct mlsys_sink *sink,
                 struct mlsys_err *err)
{
    int rc = sink->note(sink,
                        "failures are independent and exponential; waste_opt and eta_goodput "
                        "are first order in T_write/MTBF_system, eta_goodput_exp is not",
                        err);
    if (!rc && !o->first_order_ok) {
        char pct[32], msg[256];
        mlsys_units_format_num(100.0 * o->write_ratio, 3, 0, pct, sizeof pct);
        snprintf(msg, sizeof msg,
                 "warning: T_write is %s %% of MTBF_system (over 10 %%): the first-order "
                 "tau_opt and waste lose accuracy; prefer tau_daly and eta_goodput_exp",
                 pct);
        rc = sink->note(sink, msg, err);
    }
    if (!rc && o->waste_opt >= 1.0)
        rc = sink->note(sink,
                        "first-order waste >= 1 (eta_goodput 0 %): that model breaks down "
                        "here; eta_goodput_exp is the expected share of useful time",
                        err);
    return rc;
}

static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_checkpoint_in in = {.t_restart_s = call->v[O_RESTART].q.v, .t_job_s = NAN};
    int rc = t_write(call, &in.t_write_s, err);
    if (!rc)
        rc = mtbf_system(call, &in.mtbf_system_s, err);
    if (rc)
        return rc;
    if (given(call, O_JOB))
        in.t_job_s = call->v[O_JOB].q.v;
    struct mlsys_checkpoint_out o;
    if ((rc = mlsys_checkpoint_eval(&in, &o, err)))
        return rc;
    struct mlsys_cell c[C_N];
    c[C_T_WRITE] = mlsys_cell_val(in.t_write_s);
    c[C_MTBF_SYS] = mlsys_cell_val(in.mtbf_system_s);
    c[C_TAU_OPT] = mlsys_cell_val(o.tau_opt_s);
    c[C_TAU_DALY] = mlsys_cell_val(o.tau_daly_s);
    c[C_TAU_NUM] = mlsys_cell_val(o.tau_numeric_s);
    c[C_WASTE] = mlsys_cell_val(o.waste_opt);
    c[C_GOODPUT] = mlsys_cell_val(o.eta_goodput);
    c[C_GOODPUT_EXP] = mlsys_cell_val(o.eta_goodput_exp);
    c[C_FAIL] = mlsys_cell_val(o.failures_expected);
    rc = sink->row(sink, c, err);
    return rc ? rc : notes(&o, sink, err);
}

const struct mlsys_cmddef mlsys_cmd_checkpoint = {
    .name = "checkpoint",
    .summary = "optimal checkpoint interval (Young, Daly), waste and goodput",
    .description =
        "With δ = T_write and M = MTBF_system (the whole job's MTBF, not one device's):\n"
        "  tau_opt  = sqrt(2·δ·M)                                  (Young 1974)\n"
        "  tau_daly = sqrt(2δM)·[1 + ⅓·sqrt(δ/(2M)) + ⅑·δ/(2M)] - δ for δ < 2M, "
        "else M\n"
        "             (J.T. Daly, \"A higher order estimate of the optimum checkpoint\n"
        "             interval for restart dumps\", FGCS 22(3), 2006)\n"
        "  waste(τ) = δ/τ + (τ/2 + T_restart)/M, minimised numerically: tau_numeric\n"
        "  eta_goodput = 1 - waste_opt (first order: 0 once T_write > M/2)\n"
        "  eta_goodput_exp = tau/(M·e^(R/M)·(e^((tau+δ)/M) - 1)) at tau = tau_daly, R =\n"
        "             T_restart: the useful share of time when failures are exponential\n"
        "             (Daly 2006), with no first-order truncation\n"
        "The first-order formulas hold while T_write is small against M; above M/10 the\n"
        "output carries a warning: prefer tau_daly and eta_goodput_exp.",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(opts, O_N)),
    .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
