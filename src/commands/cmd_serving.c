/* cmd_serving.c - `mlsys serving`: Little's law, batched service rate, the
 * M/G/c, M/D/c and M/M/c queues with latency percentiles, TTFT and TPOT on
 * a device, and an SLO search that prints the row it recommends. */
#include <math.h>
#include <stdio.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "commands/netopts.h"
#include "commands/serving_cmd.h"
#include "mlsys/energy.h"
#include "mlsys/infer.h"
#include "mlsys/serving.h"
#include "mlsys/setup.h"
#include "models/infer_impl.h"
#include "mlsys/units.h"

#define SLO_OPT(name, help) MLSYS_OPTDEF_QTY(name, "s", help, MLSYS_OPTF_POSITIVE)

static const struct mlsys_optdef opts[O_N] = {
    [O_ARRIVAL] = {.name = "arrival", .kind = MLSYS_OPT_QTY, .unit = "1/s",
                   .help = "λ_arr: request arrival rate, e.g. '100 req/s'",
                   .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_REQUIRED},
    [O_LATENCY] = {.name = "latency", .kind = MLSYS_OPT_QTY, .unit = "s",
                   .help = "T_lat for Little's law alone, Q_req = λ_arr·T_lat, no queue model "
                           "(default: none)",
                   .flags = MLSYS_OPTF_POSITIVE},
    [O_SVC] = {.name = "svc", .kind = MLSYS_OPT_QTY, .unit = "s",
               .help = "T_svc: time to serve one batch, the same for every --batch (default: none)",
               .flags = MLSYS_OPTF_POSITIVE},
    [O_SVC_BASE] = {.name = "svc-base", .kind = MLSYS_OPT_QTY, .unit = "s",
                    .help = "fixed part of T_svc(B) = svc-base + svc-per-item·B (default: 0 s with "
                            "--svc-per-item)",
                    .flags = MLSYS_OPTF_NONNEG},
    [O_SVC_ITEM] = {.name = "svc-per-item", .kind = MLSYS_OPT_QTY, .unit = "s",
                    .help = "per-request part of T_svc(B) (default: 0 s with --svc-base)",
                    .flags = MLSYS_OPTF_NONNEG},
    [O_BATCH] = MLSYS_OPT_BATCH("1", "B: requests served per batch"),
    [O_REPLICAS] = {.name = "replicas", .kind = MLSYS_OPT_COUNT, .def = "1",
                    .help = "c: replicas (servers) sharing the queue, at most 1000000",
                    .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_QUEUE] = {.name = "queue", .kind = MLSYS_OPT_CHOICE, .def = "mgc",
                 .choices = MLSYS_SERVING_QUEUE_CHOICES,
                 .help = "queue model: mgc (general service of cv --svc-cv, Allen-Cunneen), mdc "
                         "(deterministic service), mmc (exponential service, Erlang C)"},
    [O_SVC_CV] = {.name = "svc-cv", .kind = MLSYS_OPT_COUNT, .def = "0",
                  .help = "cv_s: coefficient of variation of T_svc with --queue mgc, 0 to 10 (0: "
                          "every batch takes T_svc; 1: as M/M/c)",
                  .flags = MLSYS_OPTF_NONNEG},
    [O_SLO] = SLO_OPT("slo", "target for T_p99, the end-to-end 99th percentile: search "
                             "replicas_min and batch_best (default: none)"),
    [O_SLO_TTFT] = SLO_OPT("slo-ttft", "target for TTFT_p99, the 99th percentile of the time "
                                       "to the first token, with a device or step times "
                                       "(default: none)"),
    [O_SLO_TPOT] = SLO_OPT("slo-tpot", "target for TPOT_p99, a request's time per output token "
                                       "at the 99th percentile (static: the decode step), "
                                       "with a device or step times (default: none)"),
    [O_MAX_BATCH] = {.name = "max-batch", .kind = MLSYS_OPT_COUNT, .def = "256",
                     .help = "largest batch the SLO search tries (with --svc-base/--svc-per-item "
                             "or --hw/--workload; a fixed --svc searches only --batch), at most "
                             "4096",
                     .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_HW] = MLSYS_OPT_HW("device from the catalog: T_svc(B), TTFT and TPOT by the inference "
                          "model of mlsys infer (with --workload)"),
    [O_WORKLOAD] = MLSYS_OPT_WORKLOAD("transformer from the catalog: T_svc(B), TTFT and TPOT by "
                                      "the inference model of mlsys infer (with --hw)"),
    [O_TP] = MLSYS_OPT_TP("1", "t: devices per replica, tensor-parallel, with --hw/--workload"),
    [O_EP] = MLSYS_OPT_EP("e: expert-parallel degree of a replica (MoE): e devices each hold "
                          "experts/e routed experts and run attention as e/t data-parallel "
                          "groups of t, with --hw/--workload (as mlsys infer: e divides the "
                          "routed experts, t divides e)"),
    [O_ENGINE] = MLSYS_OPT_ENGINE("serving software, with --hw/--workload (as mlsys infer; "
                                  "default fused)"),
    [O_PROMPT] = MLSYS_OPT_PROMPT("prompt tokens per request (prefill), with --hw/--workload"),
    [O_OUTPUT] = MLSYS_OPT_OUTPUT_TOKENS("tokens generated per request (the first by the "
                                         "prefill, the rest by decode steps), with "
                                         "--hw/--workload"),
    [O_PRECISION] = MLSYS_OPT_PRECISION(NULL, MLSYS_PRECISION_CHOICES,
                                        "storage precision of the weights, with --hw/--workload "
                                        "(default: bf16, fp16 without a bf16 rate)"),
    [O_EFF] = MLSYS_OPT_EFF(NULL, "eta_mm: fraction of peak the GEMMs reach, with "
                                  "--hw/--workload (default: the catalog's efficiency)"),
    [O_BATCHING] = {.name = "batching", .kind = MLSYS_OPT_CHOICE, .def = "continuous",
                    .choices = "continuous|static",
                    .help = "continuous: iteration-level scheduling, new prompts' prefill "
                            "chunked into the decode steps, concurrency set by the load (with "
                            "--hw/--workload or --step-*); static: batches of --batch served "
                            "whole (the only choice with --svc, --svc-base/--svc-per-item)"},
    [O_CHUNK] = {.name = "chunk", .kind = MLSYS_OPT_COUNT, .def = "8192",
                 .help = "continuous batching: tokens per iteration, decode and prefill "
                         "together (vLLM max_num_batched_tokens, TensorRT-LLM max_num_tokens); "
                         "0: each prefill runs as an iteration of its own",
                 .flags = MLSYS_OPTF_NONNEG | MLSYS_OPTF_INTEGER},
    [O_STEP_BASE] = MLSYS_OPTDEF_QTY("step-base", "s",
                                     "continuous batching on a measured engine: fixed part of "
                                     "T_step(n) = step-base + step-per-seq·n, one decode step of "
                                     "n sequences (default: 0 s)",
                                     MLSYS_OPTF_NONNEG),
    [O_STEP_SEQ] = MLSYS_OPTDEF_QTY("step-per-seq", "s",
                                    "continuous batching on a measured engine: per-sequence part "
                                    "of T_step(n) (default: 0 s)",
                                    MLSYS_OPTF_NONNEG),
    [O_PREFILL_TOK] = MLSYS_OPTDEF_QTY("prefill-per-token", "s",
                                       "continuous batching on a measured engine: prefill time "
                                       "per prompt token, τ_p (needed with --step-base/"
                                       "--step-per-seq)",
                                       MLSYS_OPTF_POSITIVE),
    [O_FIND] = {.name = "find", .kind = MLSYS_OPT_CHOICE, .def = "replicas",
                .choices = "replicas|arrival",
                .help = "with SLO targets, what the search finds: replicas, the fewest that "
                        "carry --arrival; arrival, the most load up to --arrival that "
                        "--replicas carry (continuous batching)"},
    [O_OUTPUT_CV] = MLSYS_OPT_OUTPUT_CV("continuous batching: coefficient of variation of the "
                                        "output lengths, gamma-distributed of mean "
                                        "--output-tokens, 0 to 10 (0: all alike): slots held "
                                        "M/G/N, the time in system's percentiles over the "
                                        "lengths, and with --hw the mean context as mlsys infer"),
    [O_PRICE] = MLSYS_OPT_PRICE,
    [O_POWER] = MLSYS_OPT_POWER("power each device draws at this load, e.g. a measured average "
                                "(default: TDP (0.3 + 0.7 U), with --hw)"),
};
#undef SLO_OPT
static const struct mlsys_optblock own = {opts, O_N};


#define S MLSYS_COL_SUMMARY
static const struct mlsys_coldef cols[C_N] = {
    [C_LAMBDA_ARR] = {"lambda_arr", "1/s", MLSYS_FMT_AUTO, "λ_arr: request arrival rate (--arrival)",
                      0},
    [C_BATCH] = {"batch", "", MLSYS_FMT_AUTO,
                 "B per batch (static; with an SLO target batch_best), or n, the mean "
                 "sequences decoding per replica (continuous)", S},
    [C_REPLICAS] = {"replicas", "", MLSYS_FMT_AUTO,
                    "c: replicas in this row (with an SLO target: replicas_min)", S},
    [C_QUEUE] = {"queue", NULL, MLSYS_FMT_AUTO, "queue model: mgc, mdc or mmc (--queue)", 0},
    [C_SVC_CV] = {"svc_cv", "", MLSYS_FMT_AUTO,
                  "cv_s: coefficient of variation of T_svc (mdc 0, mmc 1)", 0},
    [C_Q] = {"Q_req", "", MLSYS_FMT_AUTO, "λ_arr·T_lat: requests in the system (Little)", S},
    [C_T_SVC] = {"T_svc", "s", MLSYS_FMT_AUTO, "T_svc(B): time to serve one batch (static)", S},
    [C_MU] = {"mu_eff", "1/s", MLSYS_FMT_AUTO,
              "requests/s per replica: B/T_svc(B) (static), at most n/(O·TPOT(n)) at the "
              "best n <= N (continuous)",
              S},
    [C_RHO] = {"rho_serv", "%", MLSYS_FMT_AUTO, "λ_arr/(c·mu_eff): serving utilization", S},
    [C_P_WAIT] = {"P_wait", "%", MLSYS_FMT_AUTO,
                  "probability a request waits: Erlang C(c, λ_arr/mu_eff), or for a KV slot "
                  "(continuous)", 0},
    [C_W_Q] = {"W_q", "s", MLSYS_FMT_AUTO,
               "mean wait: P_wait/(c·mu_eff - λ_arr)·(1 + svc_cv²)/2, or for a KV slot "
               "(continuous)", S},
    [C_T_LAT] = {"T_lat", "s", MLSYS_FMT_AUTO, "mean time in the system, arrival to last token",
                 S},
    [C_P50] = {"T_p50", "s", MLSYS_FMT_AUTO, "median time in the system", S},
    [C_P99] = {"T_p99", "s", MLSYS_FMT_AUTO, "99th percentile of time in the system", S},
    [C_TTFT] = {"TTFT", "s", MLSYS_FMT_AUTO,
                "mean time to the first token (static: W_q + TTFT(B))", 0},
    [C_TTFT_P99] = {"TTFT_p99", "s", MLSYS_FMT_AUTO,
                    "99th percentile of the time to the first token", S},
    [C_TPOT] = {"TPOT", "s", MLSYS_FMT_AUTO,
                "mean time per output token: a decode step of B (static), TPOT(n) as mlsys "
                "infer at batch n (continuous)", S},
    [C_STABLE] = {"stable", NULL, MLSYS_FMT_AUTO,
                  "rho_serv < 1; when false the queue grows and no latency exists", S},
    [C_MEETS] = {"meets_slo", NULL, MLSYS_FMT_AUTO,
                 "with an SLO target: this row meets every target given", S},
    [C_BATCH_BEST] = {"batch_best", "", MLSYS_FMT_AUTO,
                      "with an SLO target: the largest batch meeting it at replicas_min replicas",
                      S},
    [C_REPLICAS_MIN] = {"replicas_min", "", MLSYS_FMT_AUTO,
                        "with an SLO target: the fewest replicas meeting it at some batch", S},
    [C_BATCHING] = {"batching", NULL, MLSYS_FMT_AUTO, "continuous or static (--batching)", 0},
    [C_T_STEP] = {"T_step", "s", MLSYS_FMT_AUTO,
                  "continuous: one decode step of the n sequences, without prefill", 0},
    [C_TTFT_P50] = {"TTFT_p50", "s", MLSYS_FMT_AUTO, "median time to the first token", 0},
    [C_TTFT_P90] = {"TTFT_p90", "s", MLSYS_FMT_AUTO, "90th percentile of the time to the first "
                                                     "token", 0},
    [C_TPOT_P50] = {"TPOT_p50", "s", MLSYS_FMT_AUTO, "median of a request's mean time per "
                                                     "output token", 0},
    [C_TPOT_P90] = {"TPOT_p90", "s", MLSYS_FMT_AUTO, "its 90th percentile", 0},
    [C_TPOT_P99] = {"TPOT_p99", "s", MLSYS_FMT_AUTO,
                    "its 99th percentile (--slo-tpot's figure)", S},
    [C_P90] = {"T_p90", "s", MLSYS_FMT_AUTO, "90th percentile of the time in the system", 0},
    [C_TOKS] = {"tokens_per_s", "1/s", MLSYS_FMT_AUTO,
                "output tokens per second of the deployment: λ_arr·O", 0},
    [C_IN_TOKS] = {"input_tokens_per_s", "1/s", MLSYS_FMT_AUTO,
                   "prompt tokens per second of the deployment: λ_arr·P", 0},
    [C_DEVICES] = {"devices", "", MLSYS_FMT_AUTO,
                   "devices of the deployment: c·t, or c·e with expert parallelism", 0},
    [C_POWER] = {"power", "W", MLSYS_FMT_AUTO,
                 "per device at this load: --power, else TDP (0.3 + 0.7 U), U the step's busier "
                 "engine's share times the share of time the replica is busy", 0},
    [C_J_TOK] = {"J_per_token", "J", MLSYS_FMT_AUTO,
                 "energy per output token: devices·power/tokens_per_s", 0},
    [C_USD_MTOK] = {"USD_per_Mtok", "USD", MLSYS_FMT_AUTO,
                    "cost of a million output tokens: devices·--price/tokens_per_s·1e6", 0},
    [C_TP] = {"tp", "", MLSYS_FMT_AUTO,
              "t: tensor-parallel degree of a replica (with SLO targets and no --tp, "
              "continuous batching: the search's choice)", 0},
    [C_EP] = {"ep", "", MLSYS_FMT_AUTO, "e: expert-parallel degree of a replica", 0},
};
#undef S

static const char *const examples[] = {
    "serving --arrival 1000req/s --latency 50ms",
    "serving --arrival 100req/s --svc-base 50ms --svc-per-item 0.5ms --batch 16",
    "serving --arrival 160req/s --svc 5ms",
    "serving --arrival 160req/s --svc 5ms --queue mmc",
    "serving --arrival 160req/s --svc 5ms --svc-cv 2",
    "serving --arrival 2000req/s --svc-base 50ms --svc-per-item 0.5ms --slo 500ms",
    "serving --arrival 10req/s --hw h100 --workload llama3-8b --prompt 512 --output-tokens 128 "
    "--slo 2s --slo-ttft 1s --slo-tpot 20ms",
    "serving --arrival 160req/s --svc 5ms --format json",
    "serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --slo-ttft 1s --slo-tpot "
    "50ms --price 2.5USD/h",
    "serving --arrival 10req/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms "
    "--prompt 512 --output-tokens 64",
    "serving --hw h100 --workload llama3-8b --arrival 10req/s --batching static --batch 16",
    NULL,
};

bool mlsys_serving_cmd_given(const struct mlsys_call *call, int i)
{
    return mlsys_call_given(call, &opts[i]);
}

/* Whether the user gave option i. */
static bool given(const struct mlsys_call *call, int i)
{
    return mlsys_serving_cmd_given(call, i);
}

/* Whether a step time of a measured engine was given. */
static bool step_given(const struct mlsys_call *call)
{
    return call->v[O_STEP_BASE].set || call->v[O_STEP_SEQ].set || call->v[O_PREFILL_TOK].set;
}

/* Little's law alone (--latency): no queue, so no queue option. */
static int little(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    if (given(call, O_SLO) || given(call, O_SLO_TTFT) || given(call, O_SLO_TPOT) ||
        given(call, O_QUEUE) || given(call, O_SVC_CV))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "--slo, --slo-ttft, --slo-tpot, --queue and --svc-cv need the queue "
                             "model: give --svc, --svc-base/--svc-per-item or --hw/--workload "
                             "instead of --latency");
    struct mlsys_cell c[C_N];
    for (int i = 0; i < C_N; i++)
        c[i] = mlsys_cell_none();
    double t = call->v[O_LATENCY].q.v;
    c[C_LAMBDA_ARR] = mlsys_cell_val(call->v[O_ARRIVAL].q.v);
    c[C_Q] = mlsys_cell_val(mlsys_serving_little(call->v[O_ARRIVAL].q.v, t));
    c[C_T_LAT] = mlsys_cell_val(t);
    int rc = sink->row(sink, c, err);
    return rc ? rc
              : sink->note(sink, "Little's law only (--latency): no queue model, no percentiles",
                           err);
}


/* One replica's figures for a static batch of B requests of --prompt
 * tokens that generate out = --output-tokens each, by the inference model
 * (mlsys infer):
 *   TTFT(B)  = the prefill of the B prompts together, which yields every
 *              first token (T_prefill_batch);
 *   TPOT(B)  = one decode step of B sequences at the mean context
 *              prompt + (out + 1)/2 (T_step; the step is affine in it);
 *   T_svc(B) = TTFT(B) + (out − 1)·TPOT(B).
 * out = 1: no TPOT (0 in *f for a figure the model does not give). */
static int device_figures(const struct svc_model *m, double batch, struct mlsys_serving_fig *f,
                          struct mlsys_err *err)
{
    struct mlsys_infer_in in = m->infer;
    struct mlsys_infer_out o;
    in.batch = batch;
    int rc = mlsys_infer_eval_batch(&in, &m->pre, &o, err);
    if (rc)
        return rc;
    double out = in.output, tpot = out >= 2 ? o.t_step_s : 0;
    *f = (struct mlsys_serving_fig){o.t_prefill_batch_s + (out - 1) * tpot, o.t_prefill_batch_s,
                                 tpot};
    return MLSYS_OK;
}

/* mlsys_serving_fig_fn over struct svc_model. */
static int figures(void *ctx, double batch, struct mlsys_serving_fig *f, struct mlsys_err *err)
{
    const struct svc_model *m = ctx;
    if (m->device)
        return device_figures(m, batch, f, err);
    *f = (struct mlsys_serving_fig){m->base + m->item * batch, 0, 0};
    return MLSYS_OK;
}

/* The inference model at batch n (at least 1: a step of fewer sequences
 * than one still streams every weight). */
static int infer_at(const struct svc_model *m, double n, struct mlsys_infer_out *o,
                    struct mlsys_err *err)
{
    struct mlsys_infer_in in = m->infer;
    in.batch = fmax(1, n);
    return mlsys_infer_eval_batch(&in, &m->pre, o, err);
}

int mlsys_serving_cmd_step(void *ctx, double n, double *t_s, struct mlsys_err *err)
{
    const struct svc_model *m = ctx;
    if (!m->device) {
        *t_s = m->base + m->item * n;
        return MLSYS_OK;
    }
    struct mlsys_infer_out o;
    int rc = infer_at(m, n, &o, err);
    *t_s = o.t_step_s;
    return rc;
}

double mlsys_serving_cmd_replica_devices(const struct svc_model *m)
{
    return mlsys_infer_stage_devices(&m->infer.lay) * m->infer.lay.pp;
}

void mlsys_serving_cmd_layout_cells(const struct svc_model *m, struct mlsys_cell *cell)
{
    cell[C_TP] = m->device ? mlsys_cell_val(m->infer.lay.tp) : mlsys_cell_none();
    cell[C_EP] = m->device ? mlsys_cell_val(m->infer.lay.ep) : mlsys_cell_none();
}

/* The replica of --hw/--workload on tp devices as mlsys infer sets it up,
 * its notes into sink (none when sink is NULL), the KV-cache limit on the
 * batch and the prefill times continuous batching takes (infer's, for one
 * prompt). */
static int infer_setup(const struct mlsys_call *call, double tp, struct svc_model *m,
                       struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v;
    struct mlsys_infer_req r;
    mlsys_infer_req_init(&r);
    r.base.catalog = call->ctx ? call->ctx->catalog : NULL;
    int rc = mlsys_dev_find(call, MLSYS_CAT_HARDWARE, v[O_HW].s, "--hw", &r.base.hw, err);
    if (!rc)
        rc = mlsys_dev_find(call, MLSYS_CAT_WORKLOAD, v[O_WORKLOAD].s, "--workload", &r.base.wl, err);
    if (rc)
        return rc;
    r.tp = tp;
    r.ep = v[O_EP].x;
    r.base.precision = mlsys_dev_precision(call, &own, O_PRECISION);
    r.base.eta_mm = mlsys_call_num(call, &own, O_EFF);
    r.prompt = v[O_PROMPT].x;
    r.output = v[O_OUTPUT].x;
    r.output_cv = v[O_OUTPUT_CV].x;
    r.engine = given(call, O_ENGINE) ? (enum mlsys_engine)v[O_ENGINE].choice : MLSYS_ENGINE_UNSET;
    struct mlsys_infer_setup s;
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    struct mlsys_infer_out o;
    m->pre = MLSYS_INFER_PREFILL_UNKNOWN;
    rc = mlsys_setup_infer(&r, &m->infer, &s, &notes, err);
    if (!rc && (rc = infer_at(m, 1, &o, err))) { /* the layout: t and the heads */
        mlsys_err_where(err, "--tp");
        rc = MLSYS_EUSAGE;
    }
    if (!rc) {
        m->pre = (struct mlsys_infer_prefill){o.t_prefill_s, o.t_prefill_token_s};
        m->batch_max = o.batch_max;
        m->batch_max_inflight = o.batch_max_inflight;
        /* chunked, a prompt's tokens pack into the iterations; separate
           (--chunk 0), each prefill is a forward pass of its own */
        m->prefill_tok_s = v[O_CHUNK].x > 0 ? o.t_prefill_token_s
                                             : o.t_prefill_s / m->infer.prompt;
        m->prefill_fixed_s = o.ttft_s - o.t_prefill_s;
        if (sink)
            rc = mlsys_dev_notes(call, &notes, sink, err);
    }
    mlsys_notes_free(&notes);
    return rc;
}

/* The service model of --hw/--workload: one replica by mlsys infer. */
static int device_model(const struct mlsys_call *call, struct svc_model *m,
                        struct mlsys_sink *sink, struct mlsys_err *err)
{
    if (!call->v[O_HW].set || !call->v[O_WORKLOAD].set)
        return mlsys_err_set(err, MLSYS_EUSAGE, "--hw and --workload go together");
    if (call->v[O_SVC].set || call->v[O_SVC_BASE].set || call->v[O_SVC_ITEM].set ||
        call->v[O_LATENCY].set || step_given(call))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "give --hw/--workload or a service time (--svc, --svc-base, "
                             "--step-base, --latency), not both");
    if (given(call, O_SLO_TPOT) && call->v[O_OUTPUT].x < 2)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "--slo-tpot needs --output-tokens 2 or more (a time between tokens)");
    bool cont = m->cont;
    *m = (struct svc_model){.call = call, .device = true, .cont = cont};
    int rc = infer_setup(call, call->v[O_TP].x, m, sink, err);
    if (rc || call->quiet)
        return rc;
    return sink->note(sink,
                      cont ? "continuous batching by the inference model of mlsys infer: "
                             "T_step(n) its decode step of n sequences at the mean context, "
                             "τ_p a prompt token packed into an iteration (T_prefill_token; "
                             "with --chunk 0 a prompt's own prefill per token; docs/serving.md)"
                           : "T_svc(B) = TTFT + (--output-tokens - 1)·TPOT for a static batch "
                             "by the inference model of mlsys infer: TTFT the prefill of the "
                             "batch's prompts, TPOT one decode step at the mean context",
                      err);
}

int mlsys_serving_cmd_replica(const struct mlsys_call *call, double tp, struct svc_model *m,
                              struct mlsys_err *err)
{
    *m = (struct svc_model){.call = call, .device = true, .cont = true};
    return infer_setup(call, tp, m, NULL, err);
}

/* The step model of --step-base/--step-per-seq/--prefill-per-token. */
static int step_model(const struct mlsys_call *call, struct svc_model *m, struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v;
    if (v[O_SVC].set || v[O_SVC_BASE].set || v[O_SVC_ITEM].set || v[O_LATENCY].set)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "give step times (--step-base, --step-per-seq, --prefill-per-token) "
                             "for continuous batching or a service time (--svc, --svc-base, "
                             "--latency) for static batches, not both");
    if (!v[O_PREFILL_TOK].set || !(v[O_STEP_BASE].set || v[O_STEP_SEQ].set))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "a measured engine needs --prefill-per-token and --step-base or "
                             "--step-per-seq (T_step(n) = step-base + step-per-seq·n)");
    if (given(call, O_SLO_TPOT) && v[O_OUTPUT].x < 2)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "--slo-tpot needs --output-tokens 2 or more (a time between tokens)");
    double base = v[O_STEP_BASE].set ? v[O_STEP_BASE].q.v : 0;
    double item = v[O_STEP_SEQ].set ? v[O_STEP_SEQ].q.v : 0;
    if (!(base + item > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "T_step(n) = --step-base + --step-per-seq·n must be greater than zero: give either above 0 s");
    *m = (struct svc_model){.call = call, .cont = true, .base = base, .item = item,
                            .prefill_tok_s = v[O_PREFILL_TOK].q.v};
    return MLSYS_OK;
}

/* The service model of --svc or --svc-base/--svc-per-item: base + item·B. */
static int line_model(const struct mlsys_call *call, struct svc_model *m, struct mlsys_err *err)
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
                             "give --hw/--workload, --step-base/--step-per-seq with "
                             "--prefill-per-token, --svc, --svc-base with --svc-per-item, or "
                             "--latency");
    if (given(call, O_SLO_TTFT) || given(call, O_SLO_TPOT))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "--slo-ttft and --slo-tpot need TTFT and TPOT from a device: give "
                             "--hw and --workload instead of a service time");
    double base = fixed ? call->v[O_SVC].q.v
                        : (call->v[O_SVC_BASE].set ? call->v[O_SVC_BASE].q.v : 0);
    double item = call->v[O_SVC_ITEM].set ? call->v[O_SVC_ITEM].q.v : 0;
    if (!(base + item > 0))
        return mlsys_err_set(err, MLSYS_ERANGE, "T_svc(B) must be greater than zero");
    *m = (struct svc_model){.call = call, .base = base, .item = item};
    return MLSYS_OK;
}

/* Range checks the option table cannot express, and cv_s of the queue. */
static int limits(const struct mlsys_call *call, double *cv, struct mlsys_err *err)
{
    const char *opt = NULL, *why = NULL;
    enum mlsys_serving_queue q = (enum mlsys_serving_queue)call->v[O_QUEUE].choice;
    if (call->v[O_REPLICAS].x > MLSYS_SERVING_MAX_REPLICAS)
        opt = "--replicas", why = "must be at most 1000000";
    else if (call->v[O_MAX_BATCH].x > 4096)
        opt = "--max-batch", why = "must be at most 4096";
    else if (call->v[O_SVC_CV].x > MLSYS_SERVING_MAX_CV)
        opt = "--svc-cv", why = "must be at most 10";
    else if (!(call->v[O_OUTPUT_CV].x >= 0 && call->v[O_OUTPUT_CV].x <= MLSYS_SERVING_MAX_CV))
        opt = "--output-cv", why = "must be from 0 to 10";
    if (opt) {
        mlsys_err_where(err, "%s", opt);
        return mlsys_err_set(err, MLSYS_ERANGE, "%s", why);
    }
    if (given(call, O_SVC_CV) && q != MLSYS_SERVING_MGC)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "--svc-cv goes with --queue mgc (mdc has cv 0, mmc cv 1)");
    *cv = mlsys_serving_queue_cv(q, call->v[O_SVC_CV].x);
    return MLSYS_OK;
}

/* The note naming the queue model and its approximations (the same for
 * every point of a sweep over --svc-cv, so that it is said once). */
static const char *queue_note(const struct mlsys_call *call)
{
    switch ((enum mlsys_serving_queue)call->v[O_QUEUE].choice) {
    case MLSYS_SERVING_MMC:
        return "queue M/M/c: Poisson arrivals; each replica serves batches of B; service time "
               "exponential with mean T_svc (Erlang C, exact)";
    case MLSYS_SERVING_MDC:
        return "queue M/D/c: Poisson arrivals; each replica serves batches of B in exactly "
               "T_svc; W_q = half the M/M/c wait (Allen-Cunneen; exact for c = 1); "
               "percentiles: that wait, exponential past P_wait, plus T_svc";
    default:
        return "queue M/G/c: Poisson arrivals; each replica serves batches of B; T_svc has "
               "coefficient of variation svc_cv (0: constant); W_q = the M/M/c wait·(1 + "
               "svc_cv²)/2 (Allen-Cunneen); percentiles: that wait, exponential past P_wait, "
               "plus the service time (docs/serving.md)";
    }
}

/* The targets given (0: none). */
static struct mlsys_serving_targets targets(const struct mlsys_call *call)
{
    const struct mlsys_val *v = call->v;
    return (struct mlsys_serving_targets){v[O_SLO].set ? v[O_SLO].q.v : 0,
                                   v[O_SLO_TTFT].set ? v[O_SLO_TTFT].q.v : 0,
                                   v[O_SLO_TPOT].set ? v[O_SLO_TPOT].q.v : 0};
}

void mlsys_serving_cmd_floor_text(char *buf, size_t n, size_t *len, const char *key, double x)
{
    char num[64];
    if (isnan(x) || *len >= n ||
        mlsys_units_format(mlsys_qty_base(x, MLSYS_DIM_TIME), "s", MLSYS_FMT_AUTO, 4, num,
                           sizeof num, NULL))
        return;
    *len += (size_t)snprintf(buf + *len, n - *len, "%s%s %s", *len ? ", " : "", key, num);
}

/* The notes of the SLO search: the recommendation, or why there is none
 * and the best a replica count can reach. */
static int slo_notes(const struct mlsys_serving_slo_in *in, const struct mlsys_serving_slo_out *o,
                     struct mlsys_sink *sink, struct mlsys_err *err)
{
    char msg[512], b0[32], b1[32], fl[256];
    if (o->found)
        return sink->note(sink,
                          "SLO: the row is the recommendation, batch_best requests per batch on "
                          "replicas_min replicas (the search sets batch and replicas)",
                          err);
    size_t len = 0;
    fl[0] = 0;
    mlsys_serving_cmd_floor_text(fl, sizeof fl, &len, "T_p99", o->floor_p99_s);
    mlsys_serving_cmd_floor_text(fl, sizeof fl, &len, "TTFT_p99", o->floor_ttft_p99_s);
    mlsys_serving_cmd_floor_text(fl, sizeof fl, &len, "TPOT", o->floor_tpot_s);
    int k = snprintf(msg, sizeof msg,
                     "SLO: no batch from %s to %s meets every target with up to %.0f replicas; "
                     "the row is --batch on --replicas; ",
                     mlsys_units_format_num(in->batch_min, 10, 1, b0, sizeof b0),
                     mlsys_units_format_num(in->batch_max, 10, 1, b1, sizeof b1),
                     MLSYS_SERVING_SLO_MAX_REPLICAS);
    snprintf(msg + k, sizeof msg - (size_t)k,
             o->reachable ? "every target is reachable with more replicas than that"
                          : "with unlimited replicas (no wait) the least each figure reaches over them is "
                            "%s",
             fl);
    return sink->note(sink, msg, err);
}

/* Fill the row's cells for batch b on c replicas; *meets for the targets. */
static int fill_row(struct svc_model *m, double cv, double b, double c,
                    const struct mlsys_serving_targets *slo, struct mlsys_cell *cell, bool *stable,
                    struct mlsys_err *err)
{
    const struct mlsys_call *call = m->call;
    struct mlsys_serving_fig f;
    struct mlsys_serving_out o;
    int rc = figures(m, b, &f, err);
    if (rc)
        return rc;
    struct mlsys_serving_in in = {call->v[O_ARRIVAL].q.v, f.t_svc_s, b, c, cv, f.ttft_s};
    if ((rc = mlsys_serving_eval(&in, &o, err)))
        return rc;
    const double val[C_N] = {
        [C_LAMBDA_ARR] = in.lambda_arr, [C_BATCH] = b,          [C_REPLICAS] = c,
        [C_SVC_CV] = cv,               [C_Q] = o.q_req,        [C_T_SVC] = f.t_svc_s,
        [C_MU] = o.mu_eff,             [C_RHO] = o.rho_serv,   [C_P_WAIT] = o.p_wait,
        [C_W_Q] = o.w_q_s,             [C_T_LAT] = o.t_lat_s,  [C_P50] = o.t_p50_s,
        [C_P99] = o.t_p99_s,           [C_TTFT] = o.ttft_s,    [C_TTFT_P99] = o.ttft_p99_s,
        [C_TPOT] = f.tpot_s > 0 ? f.tpot_s : NAN,
    };
    for (int i = 0; i < C_N; i++) /* the columns of continuous batching stay absent */
        cell[i] = isnan(val[i]) || i >= C_BATCHING ? mlsys_cell_none() : mlsys_cell_val(val[i]);
    cell[C_QUEUE] = mlsys_cell_str(call->v[O_QUEUE].s);
    cell[C_STABLE] = mlsys_cell_bool(o.stable);
    bool any = slo->p99_s > 0 || slo->ttft_p99_s > 0 || slo->tpot_s > 0;
    cell[C_MEETS] = any ? mlsys_cell_bool(mlsys_serving_meets(slo, &o, f.tpot_s))
                        : mlsys_cell_none();
    cell[C_BATCH_BEST] = cell[C_REPLICAS_MIN] = mlsys_cell_none();
    cell[C_BATCHING] = mlsys_cell_str("static");
    if (f.tpot_s > 0)
        cell[C_TPOT_P50] = cell[C_TPOT_P90] = cell[C_TPOT_P99] = mlsys_cell_val(f.tpot_s);
    *stable = o.stable;
    return o.stable ? mlsys_serving_cmd_costs(m, c, in.lambda_arr, b, o.rho_serv, cell, err) : MLSYS_OK;
}

/* On a device, the batch is bounded by the KV cache: the search stops at
 * batch_max (*most), and a --batch above it, or a replica whose weights
 * leave no room for one sequence, is an error. */
int mlsys_serving_cmd_kv_fits(const struct svc_model *m, struct mlsys_err *err)
{
    if (!m->device || m->batch_max >= 1)
        return MLSYS_OK;
    return mlsys_err_set(err, MLSYS_ERANGE,
                         "the KV cache of one sequence does not fit beside the weights on %g "
                         "device%s: give more --tp, a smaller --precision or fewer tokens",
                         m->infer.lay.tp, m->infer.lay.tp > 1 ? "s" : "");
}

static int kv_limit(const struct svc_model *m, double batch, bool search, double *most,
                    struct mlsys_sink *sink, struct mlsys_err *err)
{
    if (!m->device)
        return MLSYS_OK;
    int rc = mlsys_serving_cmd_kv_fits(m, err);
    if (rc)
        return rc;
    if (search && *most > m->batch_max) {
        *most = m->batch_max;
        return mlsys_net_note(sink, err,
                              "the SLO search stops at batch_max = %.0f, the sequences whose KV "
                              "cache fits (mlsys infer)",
                              m->batch_max);
    }
    if (!search && batch > m->batch_max) { /* a replica cannot serve it: no queue to model */
        mlsys_err_set(err, MLSYS_ERANGE,
                      "B = %g exceeds batch_max = %.0f, the sequences whose KV cache fits beside "
                      "the weights: give --batch %.0f or less, or more --tp",
                      batch, m->batch_max, m->batch_max);
        mlsys_err_where(err, "--batch");
        return MLSYS_ERANGE;
    }
    return MLSYS_OK;
}

/* A number cell, absent when NaN. */
static struct mlsys_cell num(double x) { return isnan(x) ? mlsys_cell_none() : mlsys_cell_val(x); }

int mlsys_serving_cmd_costs(const struct svc_model *m, double c, double lam, double n, double busy,
                            struct mlsys_cell *cell, struct mlsys_err *err)
{
    const struct mlsys_val *v = m->call->v;
    double power_W = NAN, devices = NAN;
    bool tokens = m->device || m->cont;
    cell[C_TOKS] = tokens ? num(lam * v[O_OUTPUT].x) : mlsys_cell_none();
    cell[C_IN_TOKS] = tokens ? num(lam * v[O_PROMPT].x) : mlsys_cell_none();
    if (m->device) {
        struct mlsys_infer_out o;
        devices = c * mlsys_serving_cmd_replica_devices(m);
        int rc = infer_at(m, n, &o, err);
        if (rc)
            return rc;
        double tdp = m->infer.dev.tdp_W;
        double u = fmin(1, fmax(o.t_compute_s, o.t_weights_s + o.t_kv_s) / o.t_step_s) * busy;
        if (v[O_POWER].set && (rc = mlsys_dev_power_check(v[O_POWER].q.v, tdp, err)))
            return rc;
        power_W = v[O_POWER].set ? v[O_POWER].q.v : mlsys_energy_power_W(tdp, u);
    }
    double price = v[O_PRICE].set ? v[O_PRICE].q.v : NAN, toks = lam * v[O_OUTPUT].x;
    cell[C_DEVICES] = num(devices);
    mlsys_serving_cmd_layout_cells(m, cell);
    cell[C_POWER] = num(power_W);
    cell[C_J_TOK] = num(devices * power_W / toks);
    cell[C_USD_MTOK] = num(price * devices / toks * 1e6);
    return MLSYS_OK;
}

/* Continuous batching or static batches (*cont), and the options that
 * belong to the other. */
static int batching(const struct mlsys_call *call, bool *cont, struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v;
    bool svc = v[O_SVC].set || v[O_SVC_BASE].set || v[O_SVC_ITEM].set;
    bool device = v[O_HW].set || v[O_WORKLOAD].set, chosen = given(call, O_BATCHING);
    *cont = chosen ? v[O_BATCHING].choice == 0 : (device || step_given(call));
    const char *why = NULL;
    if (*cont && svc)
        why = "continuous batching needs step times, not a batch's service time: give "
              "--hw/--workload or --step-base/--step-per-seq with --prefill-per-token, or "
              "--batching static";
    else if (!*cont && step_given(call))
        why = "--step-base, --step-per-seq and --prefill-per-token describe continuous "
              "batching: give --svc-base/--svc-per-item for static batches";
    else if (*cont && (given(call, O_QUEUE) || given(call, O_SVC_CV)))
        why = "--queue and --svc-cv describe the queue of static batches: give --batching static";
    else if (*cont && given(call, O_BATCH))
        why = "--batch is a static batch: continuous batching sets each replica's concurrency "
              "from the load (cap it with --max-batch), or give --batching static";
    else if (!*cont && given(call, O_CHUNK))
        why = "--chunk is the token budget of continuous batching: drop it or give --batching "
              "continuous";
    else if (!*cont && given(call, O_FIND))
        why = "--find goes with continuous batching (static: the search finds replicas and "
              "batch)";
    else if (!*cont && given(call, O_OUTPUT_CV))
        why = "--output-cv goes with continuous batching (a static batch of varying lengths "
              "lasts as its longest: give --svc-cv for the spread of its service time)";
    else if (!device && (v[O_PRICE].set || v[O_POWER].set))
        why = "--price and --power need the devices of a replica: give --hw and --workload";
    return why ? mlsys_err_set(err, MLSYS_EUSAGE, "%s", why) : MLSYS_OK;
}

static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    double cv = 0;
    int rc = limits(call, &cv, err);
    if (rc)
        return rc;
    if (call->v[O_LATENCY].set && !call->v[O_SVC].set && !call->v[O_SVC_BASE].set &&
        !call->v[O_SVC_ITEM].set && !call->v[O_HW].set && !call->v[O_WORKLOAD].set)
        return little(call, sink, err);
    struct svc_model m = {.cont = false};
    bool on_device = call->v[O_HW].set || call->v[O_WORKLOAD].set;
    if ((rc = batching(call, &m.cont, err)))
        return rc;
    if ((rc = on_device   ? device_model(call, &m, sink, err)
              : m.cont    ? step_model(call, &m, err)
                          : line_model(call, &m, err)))
        return rc;
    struct mlsys_serving_targets slo = targets(call);
    if (m.cont)
        return mlsys_serving_cont_run(&m, &slo, sink, err);
    double b = call->v[O_BATCH].x, c = call->v[O_REPLICAS].x;
    bool search = slo.p99_s > 0 || slo.ttft_p99_s > 0 || slo.tpot_s > 0, stable;
    bool fixed = call->v[O_SVC].set; /* T_svc the same for every B: only --batch */
    double most = fixed ? b : call->v[O_MAX_BATCH].x;
    if ((rc = kv_limit(&m, b, search, &most, sink, err)))
        return rc;
    struct mlsys_serving_slo_in sin = {call->v[O_ARRIVAL].q.v, cv, figures, &m, fixed ? b : 1, most,
                                    slo};
    struct mlsys_serving_slo_out so = {.found = false};
    if (search && (rc = mlsys_serving_slo(&sin, &so, err)))
        return rc;
    if (so.found)
        b = so.batch_best, c = so.replicas_min;
    struct mlsys_cell cell[C_N];
    if ((rc = fill_row(&m, cv, b, c, &slo, cell, &stable, err)))
        return mlsys_dev_overflow(call, rc, err);
    if (so.found) {
        cell[C_BATCH_BEST] = mlsys_cell_val(so.batch_best);
        cell[C_REPLICAS_MIN] = mlsys_cell_val(so.replicas_min);
    }
    if ((rc = sink->row(sink, cell, err)))
        return rc;
    if (search && (rc = slo_notes(&sin, &so, sink, err)))
        return rc;
    rc = sink->note(sink, queue_note(call), err);
    if (!rc && !stable)
        rc = sink->note(sink, "rho_serv >= 1: not stable, the queue grows without bound", err);
    return rc;
}

const struct mlsys_cmddef mlsys_cmd_serving = {
    .name = "serving",
    .summary = "Little's law, continuous batching and M/G/c queues: TTFT/TPOT percentiles, "
               "replicas for an SLO, cost per token",
    .description =
        "Continuous batching (default with --hw/--workload, or --step-base/--step-per-seq/\n"
        "--prefill-per-token for a measured engine): each of c replicas takes λ_arr/c\n"
        "Poisson arrivals, admits them into N = min(--max-batch, batch_max_inflight) KV\n"
        "slots (as mlsys infer: the sequences whose KV fits at their mean context) and\n"
        "runs iterations of one decode token per sequence plus waiting prompt tokens up\n"
        "to --chunk tokens (0: prefill in iterations of its own):\n"
        "  TPOT(n) = T_step(n) + (n/O)·P·τ_p      n = λ_arr/c·O·TPOT(n)   (as mlsys infer)\n"
        "  mu_eff = max n/(O·TPOT(n)), n <= N    rho_serv = λ_arr/(c·mu_eff)\n"
        "  P_wait = Erlang C(N, a) for a slot    TTFT = that wait, or the rest of the\n"
        "  iteration under way, + the prefill of the prompts admitted with it\n"
        "with TTFT, TPOT and T_lat percentiles (p50, p90, p99) from a stated model checked\n"
        "against a discrete-event simulation (docs/serving.md).\n"
        "Static batches (--batching static; the only kind with --svc or\n"
        "--svc-base/--svc-per-item):\n"
        "  Q_req = λ_arr·T_lat (Little)        mu_eff(B) = B/T_svc(B)\n"
        "  rho_serv = λ_arr/(c·mu_eff)         P_wait = Erlang C(c, λ_arr/mu_eff)\n"
        "  W_q = P_wait/(c·mu_eff - λ_arr)·(1 + cv_s²)/2    T_lat = W_q + T_svc\n"
        "W_q is the Allen-Cunneen approximation (exact for M/M/c, and for the mean of\n"
        "M/G/1). On a device TTFT(B) is the prefill of B prompts together, TPOT(B) one\n"
        "decode step, T_svc = TTFT + (--output-tokens - 1)·TPOT, B at most batch_max.\n"
        "--queue picks cv_s (mgc --svc-cv, mdc 0, mmc 1).\n"
        "--slo (T_p99), --slo-ttft (TTFT_p99) and --slo-tpot (TPOT_p99) are targets: the\n"
        "search finds replicas_min, the fewest replicas (up to 10000) meeting every one\n"
        "(static: with some batch up to --max-batch, batch_best the largest; continuous\n"
        "without --tp: over t = 1, 2, 4, 8 too, the fewest devices c·t), and prints\n"
        "that row; when nothing does, the row is --replicas with meets_slo false, a note\n"
        "gives the least each figure can reach, and the exit status is 0. With --price\n"
        "(per device-hour) and --power: USD_per_Mtok and J_per_token of the deployment.",
    .blocks = MLSYS_BLOCKS(&own),
    .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
