/* cmd_serving.c - `mlsys serving`: Little's law, batched service rate, the
 * M/G/c, M/D/c and M/M/c queues with latency percentiles, TTFT and TPOT on
 * a device, and an SLO search that prints the row it recommends. */
#include <math.h>
#include <stdio.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "commands/inferopts.h"
#include "commands/netopts.h"
#include "commands/serving_cmd.h"
#include "commands/trainopts.h"
#include "mlsys/energy.h"
#include "mlsys/infer.h"
#include "mlsys/serving.h"
#include "mlsys/setup.h"
#include "models/infer_impl.h"
#include "mlsys/units.h"

bool mlsys_serving_cmd_given(const struct mlsys_call *call, int i)
{
    return mlsys_call_given(call, &mlsys_serving_own.defs[i]);
}

double mlsys_serving_cmd_chunk(const struct mlsys_call *call)
{
    const struct mlsys_val *v = call->v;
    bool v0 = mlsys_serving_cmd_given(call, O_ENGINE) && v[O_ENGINE].choice == MLSYS_ENGINE_VLLM_V0;
    return v0 && !mlsys_serving_cmd_given(call, O_CHUNK) ? 0 : v[O_CHUNK].x;
}

/* Whether the user gave option i. */
static bool given(const struct mlsys_call *call, int i)
{
    return mlsys_serving_cmd_given(call, i);
}

/* Whether a step time of a measured engine was given. */
static bool step_given(const struct mlsys_call *call)
{
    return call->v[O_STEP_BASE].set || call->v[O_STEP_SEQ].set || call->v[O_PREFILL_TOK].set ||
           call->v[O_PREFILL_ITER].set;
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


/* The inference model at batch n (at least 1: a step of fewer sequences
 * than one still streams every weight); into *learned, when not NULL, the
 * times it found that do not depend on the batch. */
static int infer_at(const struct svc_model *m, double n, struct mlsys_infer_prefill *learned,
                    struct mlsys_infer_out *o, struct mlsys_err *err)
{
    struct mlsys_infer_in in = m->infer;
    in.batch = fmax(1, n);
    if (m->micro_auto) /* a whole number from 1 to B */
        in.microbatches = fmin(in.lay.pp, floor(in.batch));
    struct mlsys_infer_prefill pre = m->pre;
    int rc = mlsys_infer_eval_batch(&in, &pre, o, err);
    if (!rc && learned)
        *learned = pre;
    return rc;
}

/* A separate prefill iteration of j prompts (--chunk 0) takes a + j·b:
 * the weights it streams, its launches and the engine's per-call cost are
 * paid once an iteration, the GEMM FLOPs once a prompt. b is the marginal
 * prompt of the inference model's prefill of COHORT_J prompts together
 * against one (T_prefill_batch), a the rest of one prompt's TTFT, ttft_s;
 * as τ_p = b/P and the fixed cost a (serving_cb.c shares a over an
 * iteration's cohort). Until 2026-12-04 every prompt paid a whole
 * iteration's time. */
#define COHORT_J 8
static int prefill_split(struct svc_model *m, double ttft_s, struct mlsys_err *err)
{
    struct mlsys_infer_out o;
    int rc = infer_at(m, COHORT_J, NULL, &o, err);
    if (rc)
        return rc;
    double b = fmin(ttft_s, (o.t_prefill_batch_s - ttft_s) / (COHORT_J - 1));
    if (!(b > 0)) /* no marginal cost to speak of: each prompt its own pass */
        b = ttft_s;
    m->prefill_tok_s = b / m->infer.prompt;
    m->prefill_fixed_s = ttft_s - b;
    return MLSYS_OK;
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
    struct mlsys_infer_out o;
    int rc = infer_at(m, batch, NULL, &o, err); /* m is shared and read-only here */
    if (rc)
        return rc;
    double out = m->infer.output, tpot = out >= 2 ? o.t_step_s : 0;
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

int mlsys_serving_cmd_step(void *ctx, double n, double *t_s, struct mlsys_err *err)
{
    const struct svc_model *m = ctx;
    if (!m->device) {
        *t_s = m->base + m->item * n;
        return MLSYS_OK;
    }
    struct mlsys_infer_out o;
    int rc = infer_at(m, n, NULL, &o, err);
    *t_s = o.t_step_s;
    return rc;
}

double mlsys_serving_cmd_replica_devices(const struct svc_model *m)
{
    return mlsys_infer_stage_devices(&m->infer.lay) * m->infer.lay.pp;
}

void mlsys_serving_cmd_layout_cells(const struct svc_model *m, double c, struct mlsys_cell *cell)
{
    cell[C_DEVICES] = m->device ? mlsys_cell_val(c * mlsys_serving_cmd_replica_devices(m))
                                : mlsys_cell_none();
    cell[C_TP] = m->device ? mlsys_cell_val(m->infer.lay.tp) : mlsys_cell_none();
    cell[C_EP] = m->device ? mlsys_cell_val(m->infer.lay.ep) : mlsys_cell_none();
    cell[C_PP] = m->device ? mlsys_cell_val(m->infer.lay.pp) : mlsys_cell_none();
}

/* The replica of --hw/--workload on tp x pp devices (pp NaN: --pp) as
 * mlsys infer sets it up,
 * its notes into sink (none when sink is NULL), the KV-cache limit on the
 * batch and the prefill times continuous batching takes (infer's, for one
 * prompt). */
static int infer_setup(const struct mlsys_call *call, double tp, double pp, struct svc_model *m,
                       struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v;
    struct mlsys_infer_req r;
    mlsys_infer_req_init(&r);
    r.base.catalog = call->ctx ? call->ctx->catalog : NULL;
    int rc = mlsys_dev_find(call, MLSYS_CAT_HARDWARE, v[O_HW].s, "--hw", &r.base.hw, err);
    if (!rc)
        rc = mlsys_dev_find(call, MLSYS_CAT_WORKLOAD, v[O_WORKLOAD].s, "--workload", &r.base.wl,
                            err);
    if (rc)
        return rc;
    r.tp = tp;
    r.ep = v[O_EP].x;
    r.redundant_experts = v[O_REDUNDANT].x;
    r.base.precision = mlsys_dev_precision(call, &mlsys_serving_own, O_PRECISION);
    r.base.eta_mm = mlsys_call_num(call, &mlsys_serving_own, O_EFF);
    r.base.kv_precision = mlsys_dev_precision(call, &mlsys_serving_own, O_KV_PRECISION);
    r.expert_precision = mlsys_dev_precision(call, &mlsys_serving_own, O_EXPERT_PRECISION);
    r.base.power_limit_W = mlsys_call_num(call, &mlsys_serving_own, O_POWER_LIMIT);
    r.prompt = v[O_PROMPT].x;
    r.output = v[O_OUTPUT].x;
    r.output_cv = v[O_OUTPUT_CV].x;
    r.engine = given(call, O_ENGINE) ? (enum mlsys_engine)v[O_ENGINE].choice : MLSYS_ENGINE_UNSET;
    if ((rc = mlsys_infer_deploy(call, &r, err)))
        return rc;
    if (!isnan(pp))
        r.pp = pp;
    /* pipelined engines keep min(p, n) microbatches in flight at each
       concurrency n (infer_at), as mlsys infer's default; llama.cpp's layer
       split one (the set-up's) */
    m->micro_auto = r.pp > 1 && !mlsys_engine_is_llamacpp(r.engine);
    if (m->micro_auto)
        r.microbatches = 1; /* set per concurrency; the set-up's note would be of B = 1 */
    struct mlsys_infer_setup s;
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    struct mlsys_infer_out o;
    m->pre = MLSYS_INFER_PREFILL_UNKNOWN;
    rc = mlsys_setup_infer(&r, &m->infer, &s, &notes, err);
    /* the queue times the steps of its own concurrency, below its slots
       (at most batch_max_inflight): infer's over-full cache is not its model */
    m->infer.eng.pauses_when_full = false;
    if (!rc)
        mlsys_infer_engine_alias_note(&v[O_ENGINE], &notes);
    if (!rc)
        mlsys_infer_link_note(&r, &m->infer, &notes);
    struct mlsys_infer_prefill learned;
    if (!rc && (rc = infer_at(m, 1, &learned, &o, err))) { /* the layout: t and the heads */
        mlsys_err_where(err, "--tp");
        rc = MLSYS_EUSAGE;
    }
    if (!rc) {
        /* the two times that do not depend on the batch; the rest stay unknown
           (set above). The packed token's all-reduce bytes are priced at each
           batch, so its batch-free part is what infer learned */
        m->pre.one_s = learned.one_s;
        m->pre.token_s = learned.token_s;
        m->batch_max = o.batch_max;
        m->weights_B = o.weights_B;
        m->batch_max_inflight = o.batch_max_inflight;
        /* chunked, a prompt's tokens pack into the iterations; separate
           (--chunk 0), the waiting prompts are prefilled together in a
           forward pass of their own (prefill_split) */
        if (mlsys_serving_cmd_chunk(call) > 0) {
            m->prefill_tok_s = o.t_prefill_token_s;
            m->prefill_fixed_s = o.ttft_s - o.t_prefill_s;
        } else {
            rc = prefill_split(m, o.ttft_s, err);
        }
    }
    if (!rc) {
        /* pipelined, each stage prefills its layers' share of an iteration's
           prompt tokens while the others work (mlsys_infer_cycle_s) */
        if (m->micro_auto)
            m->prefill_tok_s *= mlsys_infer_stage_layers(&m->infer) / m->infer.arch.layers;
        if (sink && m->micro_auto)
            mlsys_notes_add(&notes, "microbatches m = min(p, n) in flight through the p = %.0f "
                                    "stages at each concurrency n (as mlsys infer's default)",
                            r.pp);
        if (sink)
            rc = mlsys_dev_notes(call, &notes, sink, err);
    }
    mlsys_notes_free(&notes);
    return rc;
}

/* The note of a device model's batching (continuous or static). */
static int model_note(const struct svc_model *m, struct mlsys_sink *sink, struct mlsys_err *err)
{
    if (m->call->quiet)
        return MLSYS_OK;
    return sink->note(sink,
                      m->cont ? "continuous batching by the inference model of mlsys infer: "
                                "T_step(n) its decode step of n sequences at the mean context, "
                                "τ_p a prompt token packed into an iteration (T_prefill_token; "
                                "with --chunk 0 a prompt's own prefill per token; docs/serving.md)"
                              : "T_svc(B) = TTFT + (--output-tokens - 1)·TPOT for a static batch "
                                "by the inference model of mlsys infer: TTFT the prefill of the "
                                "batch's prompts, TPOT one decode step at the mean context",
                      err);
}

/* The service model of --hw/--workload: one replica by mlsys infer, with
 * its notes unless the SLO search lays the replica out (then the layout it
 * keeps has them, mlsys_serving_cmd_replica). */
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
    bool noted = !mlsys_serving_cmd_searches_layout(m);
    int rc = infer_setup(call, call->v[O_TP].x, NAN, m, noted ? sink : NULL, err);
    return rc || !noted ? rc : model_note(m, sink, err);
}

int mlsys_serving_cmd_replica(const struct mlsys_call *call, double tp, double pp,
                              struct svc_model *m, struct mlsys_sink *sink, struct mlsys_err *err)
{
    *m = (struct svc_model){.call = call, .device = true, .cont = true};
    int rc = infer_setup(call, tp, pp, m, sink, err);
    return rc || !sink ? rc : model_note(m, sink, err);
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
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "T_step(n) = --step-base + --step-per-seq·n must be greater than "
                             "zero: give either above 0 s");
    *m = (struct svc_model){.call = call, .cont = true, .base = base, .item = item,
                            .prefill_tok_s = v[O_PREFILL_TOK].q.v,
                            .prefill_fixed_s = v[O_PREFILL_ITER].set ? v[O_PREFILL_ITER].q.v : 0};
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
    else if (call->v[O_SCHED_STEPS].x > MLSYS_SERVING_MAX_STEPS)
        opt = "--scheduler-steps", why = "must be at most 64";
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
    return (struct mlsys_serving_targets){
        v[O_SLO].set ? v[O_SLO].q.v : 0, v[O_SLO_TTFT].set ? v[O_SLO_TTFT].q.v : 0,
        v[O_SLO_TPOT].set ? v[O_SLO_TPOT].q.v : 0,
        (enum mlsys_serving_tpot_at)v[O_SLO_TPOT_AT].choice};
}

bool mlsys_serving_cmd_targets_any(const struct mlsys_serving_targets *slo)
{
    return slo->p99_s > 0 || slo->ttft_p99_s > 0 || slo->tpot_s > 0;
}

bool mlsys_serving_cmd_searches_layout(const struct svc_model *m)
{
    const struct mlsys_call *call = m->call;
    struct mlsys_serving_targets slo = targets(call);
    bool load = call->v[O_FIND].choice == 1;
    return mlsys_serving_cmd_targets_any(&slo) && m->cont && m->device &&
           (!load || mlsys_serving_cmd_given(call, O_DEVICES)) &&
           !mlsys_serving_cmd_given(call, O_TP);
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
                          : "with unlimited replicas (no wait) the least each figure reaches over "
                            "them is %s",
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
    bool any = mlsys_serving_cmd_targets_any(slo);
    cell[C_MEETS] = any ? mlsys_cell_bool(mlsys_serving_meets(slo, &o, f.tpot_s))
                        : mlsys_cell_none();
    cell[C_BATCH_BEST] = cell[C_REPLICAS_MIN] = mlsys_cell_none();
    cell[C_BATCHING] = mlsys_cell_str("static");
    if (f.tpot_s > 0)
        cell[C_TPOT_P50] = cell[C_TPOT_P90] = cell[C_TPOT_P99] = mlsys_cell_val(f.tpot_s);
    *stable = o.stable;
    if (o.stable)
        return mlsys_serving_cmd_costs(m, c, in.lambda_arr, b, o.rho_serv, cell, err);
    /* no rates past the capacity, but the deployment is what was given */
    mlsys_serving_cmd_layout_cells(m, c, cell);
    return MLSYS_OK;
}

/* On a device, the batch is bounded by the KV cache: the search stops at
 * batch_max (*most), and a --batch above it, or a replica whose weights
 * leave no room for one sequence, is an error. */
int mlsys_serving_cmd_kv_fits(const struct svc_model *m, struct mlsys_err *err)
{
    if (!m->device || m->batch_max >= 1)
        return MLSYS_OK;
    char why[160];
    if (mlsys_dev_weights_exceed(m->weights_B, m->infer.dev.capacity_B, m->infer.mem_util, why,
                                 sizeof why))
        return mlsys_err_set(err, MLSYS_ERANGE, "%s: " MLSYS_DEV_WEIGHTS_REMEDY, why);
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
        int rc = infer_at(m, n, NULL, &o, err);
        if (rc)
            return rc;
        double tdp = m->infer.dev.tdp_W;
        double u = fmin(1, fmax(o.t_compute_s, o.t_weights_s + o.t_kv_s) / o.t_step_s) * busy;
        if (v[O_POWER].set && (rc = mlsys_dev_power_check(v[O_POWER].q.v, tdp, err)))
            return rc;
        power_W = v[O_POWER].set ? v[O_POWER].q.v : mlsys_energy_power_W(tdp, u);
    }
    double price = v[O_PRICE].set ? v[O_PRICE].q.v : NAN, toks = lam * v[O_OUTPUT].x;
    mlsys_serving_cmd_layout_cells(m, c, cell);
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
        why = "--step-base, --step-per-seq, --prefill-per-token and --prefill-per-iter describe "
              "continuous batching: give --svc-base/--svc-per-item for static batches";
    else if (!*cont && given(call, O_GATHER))
        why = "--gather goes with continuous batching (a static batch is gathered by --batch)";
    else if (device && given(call, O_PREFILL_ITER))
        why = "--prefill-per-iter describes a measured engine: with --hw/--workload the "
              "inference model gives a prefill iteration's fixed time";
    else if (*cont && (given(call, O_QUEUE) || given(call, O_SVC_CV)))
        why = "--queue and --svc-cv describe the queue of static batches: give --batching static";
    else if (*cont && given(call, O_BATCH))
        why = "--batch is a static batch: continuous batching sets each replica's concurrency "
              "from the load (cap it with --max-batch), or give --batching static";
    else if (!*cont && given(call, O_SCHED_STEPS))
        why = "--scheduler-steps goes with continuous batching: drop it or give --batching "
              "continuous";
    else if (!*cont && given(call, O_CHUNK))
        why = "--chunk is the token budget of continuous batching: drop it or give --batching "
              "continuous";
    else if (given(call, O_DEVICES) && call->v[O_FIND].choice != 1)
        why = "--devices is what --find arrival serves with: give --find arrival, or "
              "--replicas";
    else if (given(call, O_DEVICES) && given(call, O_REPLICAS))
        why = "--devices sets the replicas (as many as fill them): give --devices or "
              "--replicas, not both";
    else if (given(call, O_DEVICES) && !device)
        why = "--devices needs the devices of a replica: give --hw and --workload";
    else if (!*cont && given(call, O_FIND))
        why = "--find goes with continuous batching (static: the search finds replicas and "
              "batch)";
    else if (given(call, O_SLO_TPOT_AT) && !given(call, O_SLO_TPOT))
        why = "--slo-tpot-at names the figure --slo-tpot holds: give --slo-tpot too";
    else if (!*cont && given(call, O_SLO_TPOT_AT))
        why = "--slo-tpot-at goes with continuous batching (a static batch's TPOT is its "
              "decode step, one figure): drop it or give --batching continuous";
    else if (!*cont && given(call, O_OUTPUT_CV))
        why = "--output-cv goes with continuous batching (a static batch of varying lengths "
              "lasts as its longest: give --svc-cv for the spread of its service time)";
    else if (!device && (v[O_PRICE].set || v[O_POWER].set || v[O_POWER_LIMIT].set ||
                         given(call, O_KV_PRECISION) || given(call, O_EXPERT_PRECISION)))
        why = "--price, --power, --power-limit, --kv-precision and --expert-precision need the "
              "devices of a replica: give --hw and --workload";
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
    bool search = mlsys_serving_cmd_targets_any(&slo), stable;
    bool fixed = call->v[O_SVC].set; /* T_svc the same for every B: only --batch */
    double most = fixed ? b : call->v[O_MAX_BATCH].x;
    if ((rc = kv_limit(&m, b, search, &most, sink, err)))
        return rc;
    if (search && fixed && !(b <= MLSYS_SERVING_SLO_MAX_BATCH)) {
        mlsys_err_where(err, "--batch");
        return mlsys_err_set(err, MLSYS_EUSAGE, "with --svc the SLO search serves batches of "
                                                "--batch, at most 2^53 = %.17g: give a smaller "
                                                "one", MLSYS_SERVING_SLO_MAX_BATCH);
    }
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
        "against a discrete-event simulation (docs/serving.md). --scheduler-steps K (vLLM's\n"
        "multi-step scheduling, with --chunk 0): K decode steps between admissions, so an\n"
        "arrival waits for the rest of K steps and a request holds its slot to the end\n"
        "of its last iteration (O_h steps for O in the formulas above). With --chunk 0 a\n"
        "prefill iteration's fixed time (weights, launches) is shared by the prompts it\n"
        "takes (P·τ_p then counts each prompt with its share), and --gather G has a front\n"
        "end hand batches of G's arrivals to the replicas in turn: TTFT waits U(0, G) more.\n"
        "Static batches (--batching static; the only kind with --svc or\n"
        "--svc-base/--svc-per-item):\n"
        "  Q_req = λ_arr·T_lat (Little)        mu_eff(B) = B/T_svc(B)\n"
        "  rho_serv = λ_arr/(c·mu_eff)         P_wait = Erlang C(c, λ_arr/mu_eff)\n"
        "  W_q = P_wait/(c·mu_eff - λ_arr)·(1 + cv_s²)/2    T_lat = W_q + T_svc\n"
        "W_q is the Allen-Cunneen approximation (exact for M/M/c, and for the mean of\n"
        "M/G/1). On a device TTFT(B) is the prefill of B prompts together, TPOT(B) one\n"
        "decode step, T_svc = TTFT + (--output-tokens - 1)·TPOT, B at most batch_max.\n"
        "--queue picks cv_s (mgc --svc-cv, mdc 0, mmc 1).\n"
        "--slo (T_p99), --slo-ttft (TTFT_p99) and --slo-tpot (TPOT_p99, or the figure\n"
        "--slo-tpot-at names) are targets: the search finds replicas_min, the fewest\n"
        "replicas (up to 10000) meeting every one\n"
        "(static: with some batch up to --max-batch, batch_best the largest; continuous\n"
        "without --tp: over layouts t = 1..64 by p = 1, 2, 4, 8 (--pp when given) too,\n"
        "the fewest devices c·t·p), and prints that row; when nothing does, the row is\n"
        "--replicas with meets_slo false, a note gives the least each figure can\n"
        "reach, and the exit status is 0. With --price\n"
        "(per device-hour) and --power: USD_per_Mtok and J_per_token of the deployment.",
    .blocks = MLSYS_BLOCKS(&mlsys_serving_own, &mlsys_blk_deploy, &mlsys_blk_node, &mlsys_blk_link),
    .cols = mlsys_serving_cols,
    .ncols = C_N,
    .examples = mlsys_serving_examples,
    .eval = eval,
};
