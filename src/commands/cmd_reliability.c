/* cmd_reliability.c - `mlsys reliability`: failure rates, the reliability
 * of N units in series, expected failures and availability. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands/cmds.h"
#include "commands/optdefs.h"
#include "mlsys/reliability.h"
#include "mlsys/units.h"

enum { O_DEVICES, O_MTBF, O_FIT, O_LAMBDA, O_COMPONENT, O_NODES, O_TIME, O_MTTR, O_N };

static const struct mlsys_optdef opts[O_N] = {
    [O_DEVICES] = MLSYS_OPT_DEVICES("1", "N: identical devices in series, each with "
                                        "--mtbf-device, --fit or --lambda",
                                    0),
    [O_MTBF] = MLSYS_OPT_MTBF_DEVICE("MTBF of one device, e.g. '50000 h' (default: none)", "mtbf"),
    [O_FIT] = MLSYS_OPT_FIT("failure rate of one device in FIT, failures per 1e9 "
                            "device-hours, e.g. 20000 (default: none)"),
    [O_LAMBDA] = {.name = "lambda", .kind = MLSYS_OPT_QTY, .unit = "1/s",
                  .help = "failure rate of one device, e.g. '2e-5 /h', '20000 FIT' (default: none)",
                  .flags = MLSYS_OPTF_POSITIVE},
    [O_COMPONENT] = {.name = "component", .kind = MLSYS_OPT_TEXT,
                     .help = "a part of one node as NAME:COUNT:MTBF or NAME:COUNT:RATE, e.g. "
                             "'gpu:8:50000 h', 'nic:2:6667 FIT'; the parts are in series (default: "
                             "none)",
                     .flags = MLSYS_OPTF_REPEAT},
    [O_NODES] = {.name = "nodes", .kind = MLSYS_OPT_COUNT, .def = "1",
                 .help = "N: nodes in series, each built from the --component parts",
                 .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_TIME] = {.name = "time", .kind = MLSYS_OPT_QTY, .unit = "s",
                .help = "mission time t for R_system, P_fail and failures_expected, e.g. '24 h' "
                        "(default: none)",
                .flags = MLSYS_OPTF_NONNEG},
    [O_MTTR] = {.name = "mttr", .kind = MLSYS_OPT_QTY, .unit = "s",
                .help = "mean time to repair, for availability, e.g. '2 h' (default: none)",
                .flags = MLSYS_OPTF_NONNEG},
};

enum { C_LAMBDA, C_FIT, C_MTBF, C_MTBF_SYS, C_R, C_P, C_FAIL, C_AVAIL, C_N };

#define S MLSYS_COL_SUMMARY
static const struct mlsys_coldef cols[C_N] = {
    [C_LAMBDA] = {"lambda", "1/h", MLSYS_FMT_FIXED,
                  "λ: failure rate of one unit (device, or node with --component)", 0},
    [C_FIT] = {"FIT", "", MLSYS_FMT_AUTO, "λ in failures per 1e9 unit-hours", 0},
    [C_MTBF] = {"MTBF", "h", MLSYS_FMT_FIXED, "1/λ: mean time between failures of one unit", S},
    [C_MTBF_SYS] = {"MTBF_system", "h", MLSYS_FMT_FIXED,
                    "MTBF/N: mean time between failures of all N units", S},
    [C_R] = {"R_system", "%", MLSYS_FMT_AUTO,
             "e^(-N·λ·t): probability of no failure within --time", S},
    [C_P] = {"P_fail", "%", MLSYS_FMT_AUTO,
             "1 - R_system: probability of at least one failure within --time", S},
    [C_FAIL] = {"failures_expected", "", MLSYS_FMT_AUTO,
                "N·λ·t: expected failures within --time", S},
    [C_AVAIL] = {"availability", "%", MLSYS_FMT_AUTO,
                 "MTBF_system/(MTBF_system + MTTR), with --mttr", S},
};
#undef S

static const char *const examples[] = {
    "reliability --devices 2048 --mtbf-device 50000h --time 24h",
    "reliability --component gpu:8:50000h --component nic:2:150000h --component psu:2:100000h "
    "--nodes 1250",
    "reliability --fit 20000 --devices 1000 --time 30days --mttr 2h",
    "reliability --lambda '2e-5 /h' --devices 100 --time 1yr --format json",
    NULL,
};

/* A part's third field: an MTBF (time) or a failure rate (1/s); *lambda in 1/s. */
static int part_rate(const char *text, double *lambda, struct mlsys_err *err)
{
    mlsys_qty q;
    int rc = mlsys_units_parse(text, &q, err);
    if (rc)
        return rc;
    mlsys_qty t = mlsys_qty_base(1, MLSYS_DIM_TIME), r = mlsys_qty_div(mlsys_qty_num(1), t);
    if (!mlsys_qty_same_dim(q, t) && !mlsys_qty_same_dim(q, r))
        return mlsys_err_set(err, MLSYS_EDIM,
                             "expected a time (e.g. '50000 h') or a failure rate (e.g. "
                             "'20000 FIT')");
    if (!(q.v > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "must be greater than zero");
    *lambda = mlsys_qty_same_dim(q, t) ? 1.0 / q.v : q.v;
    return MLSYS_OK;
}

/* Parse "NAME:COUNT:MTBF-or-RATE" into *p. */
static int part_parse(const char *text, struct mlsys_reliability_part *p, struct mlsys_err *err)
{
    const char *c1 = strchr(text, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
    if (!c1 || !c2 || c1 == text)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "'%s': expected NAME:COUNT:MTBF, e.g. 'gpu:8:50000 h'", text);
    char count[64];
    snprintf(count, sizeof count, "%.*s", (int)(c2 - c1 - 1 < 63 ? c2 - c1 - 1 : 63), c1 + 1);
    const char *part = "COUNT";
    int rc = mlsys_units_parse_count(count, &p->count, err);
    if (!rc && !(p->count >= 1 && p->count == floor(p->count)))
        rc = mlsys_err_set(err, MLSYS_ERANGE, "must be a whole number >= 1");
    if (!rc) {
        part = "MTBF";
        rc = part_rate(c2 + 1, &p->lambda_per_s, err);
    }
    if (rc) {
        char msg[MLSYS_ERR_MSG_MAX];
        snprintf(msg, sizeof msg, "%s", err->msg);
        mlsys_err_set(err, rc, "'%s': %s: %s", text, part, msg);
        err->col = 0;
    }
    return rc;
}

/* λ of one node from every --component given, in series. */
static int node_rate(const struct mlsys_call *call, double *lambda, struct mlsys_err *err)
{
    const struct mlsys_optset *set = call->set;
    struct mlsys_reliability_part *parts = calloc(set->n ? set->n : 1, sizeof *parts);
    if (!parts)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    size_t n = 0;
    int rc = MLSYS_OK;
    for (size_t i = 0; !rc && i < set->n; i++)
        if (set->a[i].def == &opts[O_COMPONENT])
            rc = part_parse(set->a[i].text, &parts[n++], err);
    if (!rc)
        rc = mlsys_reliability_series(parts, n, lambda, err);
    free(parts);
    if (rc)
        mlsys_err_where(err, "--component");
    return rc;
}

/* True when the user gave option i (not just its default). */
static bool given(const struct mlsys_call *call, int i)
{
    return mlsys_call_given(call, &opts[i]);
}

/* λ and N from exactly one of --mtbf-device, --fit, --lambda, --component. */
static int rate_and_count(const struct mlsys_call *call, double *lambda, double *n,
                          struct mlsys_err *err)
{
    int k = given(call, O_MTBF) + given(call, O_FIT) + given(call, O_LAMBDA) +
            given(call, O_COMPONENT);
    if (k == 0)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "give one of --mtbf-device, --fit, --lambda or --component");
    if (k > 1)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "give only one of --mtbf-device, --fit, --lambda or --component");
    if (given(call, O_COMPONENT)) {
        if (given(call, O_DEVICES))
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "--component describes one node: count nodes with --nodes, "
                                 "not --devices");
        *n = call->v[O_NODES].x;
        return node_rate(call, lambda, err);
    }
    if (given(call, O_NODES))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "--nodes counts nodes built with --component; use --devices");
    *n = call->v[O_DEVICES].x;
    if (given(call, O_MTBF))
        *lambda = 1.0 / call->v[O_MTBF].q.v;
    else if (given(call, O_FIT))
        *lambda = mlsys_reliability_lambda_from_fit(call->v[O_FIT].x);
    else
        *lambda = call->v[O_LAMBDA].q.v;
    return MLSYS_OK;
}

static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_reliability_in in = {.t_s = NAN, .mttr_s = NAN};
    int rc = rate_and_count(call, &in.lambda_per_s, &in.n, err);
    if (rc)
        return rc;
    if (call->v[O_TIME].set)
        in.t_s = call->v[O_TIME].q.v;
    if (call->v[O_MTTR].set)
        in.mttr_s = call->v[O_MTTR].q.v;
    struct mlsys_reliability_out o;
    if ((rc = mlsys_reliability_eval(&in, &o, err)))
        return rc;
    struct mlsys_cell c[C_N];
    c[C_LAMBDA] = mlsys_cell_val(o.lambda_per_s);
    c[C_FIT] = mlsys_cell_val(o.fit);
    c[C_MTBF] = mlsys_cell_val(o.mtbf_s);
    c[C_MTBF_SYS] = mlsys_cell_val(o.mtbf_system_s);
    c[C_R] = mlsys_cell_val(o.r_system);
    c[C_P] = mlsys_cell_val(o.p_fail);
    c[C_FAIL] = mlsys_cell_val(o.failures_expected);
    c[C_AVAIL] = mlsys_cell_val(o.availability);
    rc = sink->row(sink, c, err);
    if (!rc)
        rc = sink->note(sink, "failures are independent with constant rates (exponential)", err);
    if (!rc && !call->v[O_TIME].set)
        rc = sink->note(sink, "no --time: R_system, P_fail and failures_expected not computed",
                        err);
    return rc;
}

const struct mlsys_cmddef mlsys_cmd_reliability = {
    .name = "reliability",
    .summary = "failure rates, MTBF of N devices, P(failure) in a time, availability",
    .description =
        "N identical units in series, each failing at a constant rate λ (from\n"
        "--mtbf-device, --fit or --lambda; or a node built from --component parts,\n"
        "1/MTBF_node = Σ count_i/MTBF_i):\n"
        "  R_system(t) = e^(-N·λ·t)     P_fail = 1 - R_system     failures_expected = N·λ·t\n"
        "  MTBF_system = MTBF/N         λ = FIT·1e-9 per hour     "
        "A = MTBF_system/(MTBF_system + MTTR)",
    .blocks = MLSYS_BLOCKS(MLSYS_OWN(opts, O_N)),
    .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
