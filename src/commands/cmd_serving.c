/* cmd_serving.c - `mlsys serving`: Little's law, batched service rate, the
 * M/M/c queue (Erlang C) with latency percentiles, and an SLO search. */
#include <math.h>
#include <stdio.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "mlsys/serving.h"
#include "mlsys/units.h"

enum {
    O_ARRIVAL, O_LATENCY, O_SVC, O_SVC_BASE, O_SVC_ITEM, O_BATCH, O_REPLICAS, O_SLO, O_MAX_BATCH,
    O_HW, O_WORKLOAD, O_PROMPT, O_OUTPUT, O_PRECISION, O_EFF, O_N
};

static const struct mlsys_optdef opts[O_N] = {
    [O_ARRIVAL] = {"arrival", 0, MLSYS_OPT_QTY, "1/s", NULL, NULL,
                   "λ_arr: request arrival rate, e.g. '100 req/s'",
                   MLSYS_OPTF_POSITIVE | MLSYS_OPTF_REQUIRED},
    [O_LATENCY] = {"latency", 0, MLSYS_OPT_QTY, "s", NULL, NULL,
                   "T_lat for Little's law alone, Q_req = λ_arr·T_lat, no queue model "
                   "(default: none)",
                   MLSYS_OPTF_POSITIVE},
    [O_SVC] = {"svc", 0, MLSYS_OPT_QTY, "s", NULL, NULL,
               "T_svc: time to serve one batch, the same for every --batch (default: none)",
               MLSYS_OPTF_POSITIVE},
    [O_SVC_BASE] = {"svc-base", 0, MLSYS_OPT_QTY, "s", NULL, NULL,
                    "fixed part of T_svc(B) = svc-base + svc-per-item·B (default: 0 s with "
                    "--svc-per-item)",
                    MLSYS_OPTF_NONNEG},
    [O_SVC_ITEM] = {"svc-per-item", 0, MLSYS_OPT_QTY, "s", NULL, NULL,
                    "per-request part of T_svc(B) (default: 0 s with --svc-base)",
                    MLSYS_OPTF_NONNEG},
    [O_BATCH] = {"batch", 0, MLSYS_OPT_COUNT, NULL, "1", NULL, "B: requests served per batch",
                 MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_REPLICAS] = {"replicas", 0, MLSYS_OPT_COUNT, NULL, "1", NULL,
                    "c: replicas (servers) sharing the queue, at most 1000000",
                    MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_SLO] = {"slo", 0, MLSYS_OPT_QTY, "s", NULL, NULL,
               "P99 target for T_p99: search batch_best and replicas_min (default: none)",
               MLSYS_OPTF_POSITIVE},
    [O_MAX_BATCH] = {"max-batch", 0, MLSYS_OPT_COUNT, NULL, "256", NULL,
                     "largest batch the --slo search tries (with --svc-base/--svc-per-item; a "
                     "fixed --svc searches only --batch), at most 4096",
                     MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_HW] = MLSYS_OPT_HW("device from the catalog: T_svc(B) by the iron law (with --workload)"),
    [O_WORKLOAD] = MLSYS_OPT_WORKLOAD(
        "workload from the catalog: T_svc(B) by the iron law (with --hw)"),
    [O_PROMPT] = {"prompt", 0, MLSYS_OPT_COUNT, NULL, "512", NULL,
                  "prompt tokens per request (prefill), with --hw/--workload",
                  MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_OUTPUT] = {"output-tokens", 0, MLSYS_OPT_COUNT, NULL, "128", NULL,
                  "tokens generated per request (decode steps), with --hw/--workload",
                  MLSYS_OPTF_NONNEG | MLSYS_OPTF_INTEGER},
    [O_PRECISION] = MLSYS_OPT_PRECISION("storage precision of the weights, with --hw/--workload"),
    [O_EFF] = MLSYS_OPT_EFF("eta_hw: fraction of peak achieved, with --hw/--workload"),
};
static const struct mlsys_optblock own = {opts, O_N};

enum {
    C_LAMBDA_ARR, C_Q, C_T_SVC, C_MU, C_RHO, C_P_WAIT, C_W_Q, C_T_LAT, C_P50, C_P99, C_STABLE, C_BATCH_BEST,
    C_REPLICAS_MIN, C_N
};

#define S MLSYS_COL_SUMMARY
static const struct mlsys_coldef cols[C_N] = {
    [C_LAMBDA_ARR] = {"lambda_arr", "1/s", MLSYS_FMT_AUTO, "λ_arr: request arrival rate (--arrival)",
                      0},
    [C_Q] = {"Q_req", "", MLSYS_FMT_AUTO, "λ_arr·T_lat: requests in the system (Little)", S},
    [C_T_SVC] = {"T_svc", "s", MLSYS_FMT_AUTO, "T_svc(B): time to serve one batch", S},
    [C_MU] = {"mu_eff", "1/s", MLSYS_FMT_AUTO, "B/T_svc(B): requests served per second per replica",
              S},
    [C_RHO] = {"rho_serv", "%", MLSYS_FMT_AUTO, "λ_arr/(c·mu_eff): serving utilization", S},
    [C_P_WAIT] = {"P_wait", "%", MLSYS_FMT_AUTO,
                  "Erlang C(c, λ_arr/mu_eff): probability a request waits", 0},
    [C_W_Q] = {"W_q", "s", MLSYS_FMT_AUTO, "P_wait/(c·mu_eff - λ_arr): mean wait in the queue", S},
    [C_T_LAT] = {"T_lat", "s", MLSYS_FMT_AUTO, "W_q + T_svc: mean time in the system", S},
    [C_P50] = {"T_p50", "s", MLSYS_FMT_AUTO, "median time in the system", S},
    [C_P99] = {"T_p99", "s", MLSYS_FMT_AUTO, "99th percentile of time in the system", S},
    [C_STABLE] = {"stable", NULL, MLSYS_FMT_AUTO,
                  "rho_serv < 1; when false the queue grows and no latency exists", S},
    [C_BATCH_BEST] = {"batch_best", "", MLSYS_FMT_AUTO,
                      "with --slo: the largest batch meeting it at replicas_min replicas", S},
    [C_REPLICAS_MIN] = {"replicas_min", "", MLSYS_FMT_AUTO,
                        "with --slo: the fewest replicas meeting it at some batch", S},
};
#undef S

static const char *const examples[] = {
    "serving --arrival 1000req/s --latency 50ms",
    "serving --arrival 100req/s --svc-base 50ms --svc-per-item 0.5ms --batch 16",
    "serving --arrival 160req/s --svc 5ms",
    "serving --arrival 2000req/s --svc-base 50ms --svc-per-item 0.5ms --batch 32 --replicas 8 "
    "--slo 500ms",
    "serving --arrival 160req/s --svc 5ms --format json",
    NULL,
};

/* The row with every cell absent but the arrival rate. */
static void blank(const struct mlsys_call *call, struct mlsys_cell *c)
{
    for (int i = 0; i < C_N; i++)
        c[i] = mlsys_cell_none();
    c[C_LAMBDA_ARR] = mlsys_cell_val(call->v[O_ARRIVAL].q.v);
}

/* Little's law alone (--latency). */
static int little(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    if (call->v[O_SLO].set)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "--slo needs the queue model: give --svc or --svc-base/--svc-per-item "
                             "instead of --latency");
    struct mlsys_cell c[C_N];
    blank(call, c);
    double t = call->v[O_LATENCY].q.v;
    c[C_Q] = mlsys_cell_val(mlsys_serving_little(call->v[O_ARRIVAL].q.v, t));
    c[C_T_LAT] = mlsys_cell_val(t);
    int rc = sink->row(sink, c, err);
    return rc ? rc
              : sink->note(sink, "Little's law only (--latency): no queue model, no percentiles",
                           err);
}

/* The --slo search and its cells. */
static int slo(const struct mlsys_call *call, double base, double item, struct mlsys_cell *c,
               struct mlsys_sink *sink, struct mlsys_err *err)
{
    bool fixed = call->v[O_SVC].set;
    struct mlsys_serv_slo_in in = {call->v[O_ARRIVAL].q.v, base, item,
                                   fixed ? call->v[O_BATCH].x : 1,
                                   fixed ? call->v[O_BATCH].x : call->v[O_MAX_BATCH].x,
                                   call->v[O_SLO].q.v};
    struct mlsys_serv_slo_out o;
    int rc = mlsys_serving_slo(&in, &o, err);
    if (rc)
        return rc;
    c[C_BATCH_BEST] = mlsys_cell_val(o.batch_best);
    c[C_REPLICAS_MIN] = mlsys_cell_val(o.replicas_min);
    if (o.found)
        return MLSYS_OK;
    char msg[160], b0[32], b1[32];
    snprintf(msg, sizeof msg, "--slo: no batch from %s to %s meets it with up to %.0f replicas",
             mlsys_units_format_num(in.batch_min, 10, 1, b0, sizeof b0),
             mlsys_units_format_num(in.batch_max, 10, 1, b1, sizeof b1),
             MLSYS_SERV_SLO_MAX_REPLICAS);
    return sink->note(sink, msg, err);
}

/* One request batch on the device: prefill of --prompt tokens for B
 * requests, then --output-tokens decode steps at the mean context
 * prompt + (output + 1)/2 (exact for the iron law, which is affine in S). */
static int device_svc(const struct mlsys_call *call, double batch, double *t,
                      struct mlsys_err *err)
{
    struct mlsys_step_req req;
    struct mlsys_step st;
    struct mlsys_ironlaw_out pre, dec;
    const struct mlsys_val *v = call->v;
    double prompt = v[O_PROMPT].x, out = v[O_OUTPUT].x;
    mlsys_step_req_init(&req);
    int rc = mlsys_dev_find(call, MLSYS_CAT_HARDWARE, v[O_HW].s, "--hw", &req.hw, err);
    if (!rc)
        rc = mlsys_dev_find(call, MLSYS_CAT_WORKLOAD, v[O_WORKLOAD].s, "--workload", &req.wl,
                            err);
    if (rc)
        return rc;
    req.precision = v[O_PRECISION].choice;
    req.eta_hw = v[O_EFF].x;
    req.phase = MLSYS_PHASE_PREFILL;
    req.batch = batch;
    req.seq = prompt;
    req.flags = MLSYS_STEP_TIMES;
    rc = mlsys_setup_time(&req, &st, &pre, err);
    req.phase = MLSYS_PHASE_DECODE;
    req.seq = prompt + (out + 1) / 2;
    if (!rc && out > 0)
        rc = mlsys_setup_time(&req, &st, &dec, err);
    if (!rc)
        *t = pre.t_s + (out > 0 ? out * dec.t_s : 0);
    return rc;
}

/* T_svc(B) = base + item B from the device at B = 1 and 2 (affine in B for
 * dense models; the same line stands in for mixture-of-experts ones). */
static int device_service(const struct mlsys_call *call, double *base, double *item,
                          struct mlsys_sink *sink, struct mlsys_err *err)
{
    if (!call->v[O_HW].set || !call->v[O_WORKLOAD].set)
        return mlsys_err_set(err, MLSYS_EUSAGE, "--hw and --workload go together");
    if (call->v[O_SVC].set || call->v[O_SVC_BASE].set || call->v[O_SVC_ITEM].set ||
        call->v[O_LATENCY].set)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "give --hw/--workload or a service time (--svc, --svc-base, "
                             "--latency), not both");
    double t1, t2;
    int rc = device_svc(call, 1, &t1, err);
    if (!rc)
        rc = device_svc(call, 2, &t2, err);
    if (rc)
        return rc;
    *item = t2 - t1;
    *base = t1 - *item;
    return call->quiet ? MLSYS_OK
                       : sink->note(sink,
                                    "T_svc(B) by the iron law: prefill of --prompt tokens plus "
                                    "--output-tokens decode steps per batch",
                                    err);
}

/* T_svc(B) from --svc or --svc-base/--svc-per-item: *base + *item·B. */
static int service(const struct mlsys_call *call, double *base, double *item,
                   struct mlsys_err *err)
{
    bool fixed = call->v[O_SVC].set, affine = call->v[O_SVC_BASE].set || call->v[O_SVC_ITEM].set;
    if (call->v[O_LATENCY].set && (fixed || affine))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "give --latency (Little's law alone) or a service time (the queue), "
                             "not both");
    if (fixed && affine)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "give --svc or --svc-base/--svc-per-item, not both");
    if (!fixed && !affine)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "give --svc, --svc-base with --svc-per-item, or --latency");
    *base = fixed ? call->v[O_SVC].q.v : (call->v[O_SVC_BASE].set ? call->v[O_SVC_BASE].q.v : 0);
    *item = call->v[O_SVC_ITEM].set ? call->v[O_SVC_ITEM].q.v : 0;
    if (!(*base + *item > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "T_svc(B) must be greater than zero");
    return MLSYS_OK;
}

/* Range checks the option table cannot express. */
static int limits(const struct mlsys_call *call, struct mlsys_err *err)
{
    if (call->v[O_REPLICAS].x > MLSYS_SERV_MAX_REPLICAS) {
        mlsys_err_where(err, "--replicas");
        return mlsys_err_set(err, MLSYS_ERANGE, "must be at most %.0f", MLSYS_SERV_MAX_REPLICAS);
    }
    if (call->v[O_MAX_BATCH].x > 4096) {
        mlsys_err_where(err, "--max-batch");
        return mlsys_err_set(err, MLSYS_ERANGE, "must be at most 4096");
    }
    return MLSYS_OK;
}

static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    double base = 0, item = 0;
    int rc = limits(call, err);
    if (rc)
        return rc;
    if (call->v[O_LATENCY].set && !call->v[O_SVC].set && !call->v[O_SVC_BASE].set &&
        !call->v[O_SVC_ITEM].set)
        return little(call, sink, err);
    bool on_device = call->v[O_HW].set || call->v[O_WORKLOAD].set;
    rc = on_device ? device_service(call, &base, &item, sink, err)
                   : service(call, &base, &item, err);
    if (rc)
        return rc;
    struct mlsys_serv_in in = {call->v[O_ARRIVAL].q.v, base + item * call->v[O_BATCH].x,
                               call->v[O_BATCH].x, call->v[O_REPLICAS].x};
    struct mlsys_serv_out o;
    if ((rc = mlsys_serving_eval(&in, &o, err)))
        return rc;
    struct mlsys_cell c[C_N];
    blank(call, c);
    c[C_Q] = mlsys_cell_val(o.q_req);
    c[C_T_SVC] = mlsys_cell_val(in.t_svc_s);
    c[C_MU] = mlsys_cell_val(o.mu_eff);
    c[C_RHO] = mlsys_cell_val(o.rho_serv);
    c[C_P_WAIT] = mlsys_cell_val(o.p_wait);
    c[C_W_Q] = mlsys_cell_val(o.w_q_s);
    c[C_T_LAT] = mlsys_cell_val(o.t_lat_s);
    c[C_P50] = mlsys_cell_val(o.t_p50_s);
    c[C_P99] = mlsys_cell_val(o.t_p99_s);
    c[C_STABLE] = mlsys_cell_bool(o.stable);
    if (call->v[O_SLO].set && (rc = slo(call, base, item, c, sink, err)))
        return rc;
    if ((rc = sink->row(sink, c, err)))
        return rc;
    rc = sink->note(sink,
                    "M/M/c: Poisson arrivals; each replica serves batches of B; service time "
                    "exponential with mean T_svc",
                    err);
    if (!rc && !o.stable)
        rc = sink->note(sink, "rho_serv >= 1: not stable, the queue grows without bound", err);
    return rc;
}

const struct mlsys_cmddef mlsys_cmd_serving = {
    .name = "serving",
    .summary = "Little's law, batched service rate, M/M/c queueing latency and SLO search",
    .description =
        "  Q_req = λ_arr·T_lat (Little)        mu_eff(B) = B/T_svc(B)\n"
        "  rho_serv = λ_arr/(c·mu_eff)         P_wait = Erlang C(c, λ_arr/mu_eff)\n"
        "  W_q = P_wait/(c·mu_eff - λ_arr)     T_lat = W_q + T_svc\n"
        "T_svc(B) is --svc, or --svc-base + --svc-per-item·B. Percentiles T_p50 and T_p99\n"
        "of the time in system take the wait as 0 with probability 1 - P_wait, else\n"
        "exponential at rate c·mu_eff - λ_arr, plus an exponential service time of mean\n"
        "T_svc (the M/M/c sojourn time for B = 1). When rho_serv >= 1 the queue is not\n"
        "stable and no latency figure exists. --slo finds replicas_min, the fewest replicas\n"
        "(up to 10000) for which some batch up to --max-batch meets T_p99 <= SLO, and\n"
        "batch_best, the largest such batch at that replica count.",
    .blocks = MLSYS_BLOCKS(&own),
    .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
