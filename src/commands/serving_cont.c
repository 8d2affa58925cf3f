/* serving_cont.c - `mlsys serving` with continuous batching: each replica
 * schedules at the iteration level, its concurrency set by the load
 * (mlsys_serving_cb_eval), and the SLO search over replicas. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "commands/device.h"
#include "commands/inferopts.h"
#include "commands/netopts.h"
#include "commands/serving_cmd.h"
#include "mlsys/units.h"

/* The slots N of a replica: --max-batch, at most the sequences whose KV
 * cache fits at their mean context (a paged cache holds the tokens in
 * flight; noted into sink, unless NULL, when that binds); an error when
 * not one whole sequence fits. */
static int slots_of(const struct svc_model *m, double *slots, struct mlsys_sink *sink,
                    struct mlsys_err *err)
{
    *slots = m->call->v[O_MAX_BATCH].x;
    if (!m->device)
        return MLSYS_OK;
    int rc = mlsys_serving_cmd_kv_fits(m, err);
    if (rc || *slots <= m->batch_max_inflight)
        return rc;
    *slots = m->batch_max_inflight;
    if (!sink) /* a degree the t search tries: no note */
        return MLSYS_OK;
    return mlsys_net_note(sink, err,
                          "slots per replica = batch_max_inflight = %.0f, the sequences whose "
                          "KV cache fits at their mean context, prompt + (output (1 + cv^2) "
                          "+ 1)/2 tokens (mlsys infer), below --max-batch",
                          m->batch_max_inflight);
}

/* The queue's input for the model m on --replicas. */
static int cont_input(const struct svc_model *m, struct mlsys_serving_cb_in *in,
                      struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = m->call->v;
    double slots;
    int rc = slots_of(m, &slots, sink, err);
    if (rc)
        return rc;
    *in = (struct mlsys_serving_cb_in){v[O_ARRIVAL].q.v, v[O_REPLICAS].x, v[O_PROMPT].x,
                                       v[O_OUTPUT].x, slots, mlsys_serving_cmd_chunk(m->call),
                                       m->prefill_tok_s,
                                       m->prefill_fixed_s, mlsys_serving_cmd_step, (void *)m,
                                       v[O_OUTPUT_CV].x, v[O_SCHED_STEPS].x,
                                       v[O_GATHER].set ? v[O_GATHER].q.v : 0};
    if (in->gather_s > 0 && in->chunk > 0) {
        mlsys_err_where(err, "--gather");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "a gathered batch is prefilled in an iteration of its own: give "
                             "--chunk 0 (or --engine vllm-v0), or leave --gather out");
    }
    if (mlsys_serving_cmd_given(m->call, O_PREFILL_ITER) && in->chunk > 0) {
        mlsys_err_where(err, "--prefill-per-iter");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "the fixed time of a prefill iteration of "
                             "its own: give --chunk 0, or leave it out");
    }
    if (in->scheduler_steps > 1 && in->chunk > 0) {
        mlsys_err_where(err, "--scheduler-steps");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "%g decode steps per iteration need prefills in iterations of "
                             "their own: give --chunk 0 (or --engine vllm-v0), or "
                             "--scheduler-steps 1",
                             in->scheduler_steps);
    }
    if (in->chunk > 0 && in->chunk <= slots) {
        mlsys_err_where(err, "--chunk");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "the budget of %g tokens per iteration leaves no room for a prompt "
                             "beside %g decoding sequences: give --chunk above %g (or 0: "
                             "separate prefill), or a smaller --max-batch",
                             in->chunk, slots, slots);
    }
    /* a budget no iteration can fill: every slot taking a new prompt packs
       slots (prompt + 1) tokens, the most an iteration holds */
    double most_tokens = slots * (in->prompt + 1);
    if (sink && in->chunk > most_tokens && mlsys_serving_cmd_given(m->call, O_CHUNK))
        return mlsys_net_note(sink, err,
                              "--chunk %.0f never binds: an iteration of %.0f slots holds at most "
                              "%.0f tokens, every slot taking a new prompt of %.0f (the KV cache, "
                              "not the budget, limits the prefill)",
                              in->chunk, slots, most_tokens, in->prompt);
    return MLSYS_OK;
}

/* A number cell, absent when NaN. */
static struct mlsys_cell val(double x) { return isnan(x) ? mlsys_cell_none() : mlsys_cell_val(x); }

/* The row of o on c replicas. */
static int cont_row(const struct svc_model *m, const struct mlsys_serving_cb_out *o, double c,
                    const struct mlsys_serving_targets *slo, struct mlsys_cell *cell,
                    struct mlsys_err *err)
{
    static const int col[] = {C_LAMBDA_ARR, C_BATCH, C_REPLICAS, C_Q, C_MU, C_RHO, C_P_WAIT,
                              C_W_Q, C_T_LAT, C_P50, C_P99, C_TTFT, C_TTFT_P99, C_TPOT,
                              C_T_STEP, C_TTFT_P50, C_TTFT_P90, C_TPOT_P50, C_TPOT_P90,
                              C_TPOT_P99, C_P90};
    const double x[] = {o->lambda_rep * c, o->conc, c, o->q_req, o->mu_max, o->rho_serv,
                        o->p_wait, o->w_q_s, o->t_lat_s, o->t_p50_s, o->t_p99_s, o->ttft_s,
                        o->ttft_p99_s, o->tpot_s, o->t_step_s, o->ttft_p50_s, o->ttft_p90_s,
                        o->tpot_p50_s, o->tpot_p90_s, o->tpot_p99_s, o->t_p90_s};
    for (int i = 0; i < C_N; i++) /* the static queue's columns and the costs: absent */
        cell[i] = mlsys_cell_none();
    for (size_t i = 0; i < sizeof x / sizeof x[0]; i++)
        cell[col[i]] = val(x[i]);
    mlsys_serving_cmd_layout_cells(m, c, cell);
    cell[C_QUEUE] = mlsys_cell_none();
    cell[C_BATCHING] = mlsys_cell_str("continuous");
    cell[C_STABLE] = mlsys_cell_bool(o->stable);
    bool any = mlsys_serving_cmd_targets_any(slo);
    cell[C_MEETS] = any ? mlsys_cell_bool(mlsys_serving_cb_meets(slo, o)) : mlsys_cell_none();
    if (!o->stable)
        return MLSYS_OK;
    return mlsys_serving_cmd_costs(m, c, o->lambda_rep * c, o->conc, 1 - exp(-o->conc), cell,
                                   err);
}

/* The figures of row o that slo has targets for, as "TTFT_p99 1.2 s, ..."
 * into fl of n bytes. */
static void floor_figures(const struct mlsys_serving_targets *slo,
                          const struct mlsys_serving_cb_out *o, char *fl, size_t n)
{
    size_t len = 0;
    fl[0] = 0;
    mlsys_serving_cmd_floor_text(fl, n, &len, "T_p99", slo->p99_s > 0 ? o->t_p99_s : NAN);
    mlsys_serving_cmd_floor_text(fl, n, &len, "TTFT_p99",
                                 slo->ttft_p99_s > 0 ? o->ttft_p99_s : NAN);
    const char *tpot_key;
    double tpot = mlsys_serving_cb_tpot_figure(slo, o, &tpot_key);
    mlsys_serving_cmd_floor_text(fl, n, &len, tpot_key, slo->tpot_s > 0 ? tpot : NAN);
}

/* Why nothing meets the targets: the figures at the search's most replicas
 * (each replica nearly idle), or that the load is more than they carry. */
static int cont_floor_note(const struct mlsys_serving_cb_in *in,
                           const struct mlsys_serving_targets *slo, struct mlsys_sink *sink,
                           struct mlsys_err *err)
{
    struct mlsys_serving_cb_in q = *in;
    struct mlsys_serving_cb_out o;
    q.replicas = MLSYS_SERVING_SLO_MAX_REPLICAS;
    int rc = mlsys_serving_cb_eval(&q, &o, err);
    if (rc)
        return rc;
    char fl[256];
    floor_figures(slo, &o, fl, sizeof fl);
    if (!o.stable)
        return sink->note(sink, "SLO: not even 10000 replicas carry the load; the row is "
                                "--replicas", err);
    return mlsys_net_note(sink, err,
                          "SLO: no count of replicas up to 10000 meets every target; the row is "
                          "--replicas; at 10000 (each nearly idle) the figures are %s",
                          fl);
}

/* Whether --pp was given; *p its value (its default when not). */
static bool pp_given(const struct mlsys_call *call, double *p)
{
    *p = mlsys_call_block(call, &mlsys_blk_deploy)[ID_PP].x;
    return mlsys_call_given(call, &mlsys_blk_deploy.defs[ID_PP]);
}

/* The layouts the SLO search tries when --tp is not given: tensor-parallel
 * degrees within a node of 8 and, for a model no node holds (Llama 3 405B
 * in bf16 on 80 GB devices), across nodes over the scale-out link, as infer
 * prices it; each with the pipeline stages of P_TRY (--pp when given), t p
 * at most LAYOUT_MAX_DEVICES. */
static const double TP_TRY[] = {1, 2, 4, 8, 16, 32, 64};
static const double PP_TRY[] = {1, 2, 4, 8};
#define LAYOUT_MAX_DEVICES 64

/* One search over the layouts: the targets, the device budget of --find
 * arrival (0: the fewest replicas), and what it keeps: the layout (the
 * first that set up until one meets the targets), its replicas, load and
 * row; what each layout tried gave, as text ("..." when cut); how many set
 * up (viable) and how many were passed over as no fewer devices a replica
 * than the best's whole count (pruned: those cannot need fewer). */
struct layout_search {
    const struct mlsys_serving_targets *slo;
    double budget;
    struct svc_model best;
    bool found;
    double c, lambda;
    struct mlsys_serving_cb_out o;
    int viable, pruned;
    char tried[1024];
    size_t len;
    /* the layouts that did not set up: how many, the first one's error
       and layout; and of those whose error is not the layout's own
       (layout_fault), the first error and whether every one failed with
       it */
    int skipped, causes;
    bool same_cause;
    struct mlsys_err skip, cause;
    double skip_t, skip_p;
};

/* Whether set-up error e is about the layout the search chose, not about
 * another option: its degrees (the heads do not divide by t, too many
 * stages for the engine) or a missing link between nodes. */
static bool layout_fault(const struct mlsys_err *e)
{
    static const char *const mine[] = {"{tp}", "{pp}", "{fabric}"};
    for (size_t i = 0; i < sizeof mine / sizeof mine[0]; i++)
        if (!strncmp(e->where, mine[i], strlen(mine[i])))
            return true;
    return false;
}

/* Records the error e of layout t x p, which did not set up. */
static void skip_add(struct layout_search *s, const struct mlsys_err *e, double t, double p)
{
    if (s->skipped++ == 0) {
        s->skip = *e;
        s->skip_t = t;
        s->skip_p = p;
    }
    if (layout_fault(e))
        return;
    if (s->causes++ == 0) {
        s->cause = *e;
        s->same_cause = true;
    } else if (strcmp(e->where, s->cause.where) ||
               (strcmp(e->where, "--devices") && strcmp(e->msg, s->cause.msg))) {
        s->same_cause = false; /* too few --devices for each: the same fault, the first said */
    }
}

/* Appends "t T p P: " and text to s->tried, ending "..." when cut. */
static void tried_add(struct layout_search *s, double t, double p, const char *text)
{
    size_t n = sizeof s->tried;
    if (s->len >= n)
        return;
    int k = snprintf(s->tried + s->len, n - s->len, "%st %g p %g: %s", s->len ? ", " : "", t, p,
                     text);
    s->len += k > 0 ? (size_t)k : 0;
    if (s->len >= n)
        snprintf(s->tried + n - 4, 4, "...");
}

/* The replicas of --devices D for the layout of m: floor(D / its devices),
 * into *c; an error naming --devices when not one replica fits (*c is 0
 * then) or more than the queue model takes (MLSYS_SERVING_MAX_REPLICAS). */
static int budget_replicas(const struct svc_model *m, double budget, double *c,
                           struct mlsys_err *err)
{
    double dev = mlsys_serving_cmd_replica_devices(m);
    const struct mlsys_layout *l = &m->infer.lay;
    char lay[64];
    *c = floor(budget / dev);
    if (l->ep > 1)
        snprintf(lay, sizeof lay, "t %g, e %g, p %g", l->tp, l->ep, l->pp);
    else
        snprintf(lay, sizeof lay, "t %g, p %g", l->tp, l->pp);
    if (dev > budget) {
        mlsys_err_where(err, "--devices");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "%.0f devices hold no replica of %g (%s): give --devices %g or "
                             "more, or a smaller --tp%s or --pp",
                             budget, dev, lay, dev, l->ep > 1 ? ", --ep" : "");
    }
    if (*c > MLSYS_SERVING_MAX_REPLICAS) {
        mlsys_err_where(err, "--devices");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "%.0f devices make %.0f replicas of %g (%s), more than the %.0f the "
                             "queue model takes: give fewer --devices",
                             budget, *c, dev, lay, MLSYS_SERVING_MAX_REPLICAS);
    }
    return MLSYS_OK;
}

/* The figures slo has targets for (floor_figures, into fl of n bytes) at
 * the vanishing load a --find arrival search starts from
 * (mlsys_serving_cb_least_load), *lam_s that load: the row of in, whose
 * row at its --arrival is at_arrival (NULL: evaluated here). */
static int vanishing_figures(const struct mlsys_serving_cb_in *in,
                             const struct mlsys_serving_cb_out *at_arrival,
                             const struct mlsys_serving_targets *slo, char *fl, size_t n,
                             double *lam, struct mlsys_err *err)
{
    struct mlsys_serving_cb_in q = *in;
    struct mlsys_serving_cb_out at, o;
    int rc = at_arrival ? MLSYS_OK : mlsys_serving_cb_eval(in, &at, err);
    if (rc)
        return rc;
    q.lambda_arr = *lam = mlsys_serving_cb_least_load(in, at_arrival ? at_arrival : &at);
    if ((rc = mlsys_serving_cb_eval(&q, &o, err)))
        return rc;
    floor_figures(slo, &o, fl, n);
    return MLSYS_OK;
}

/* "none on C (at a vanishing load TTFT_p99 ...)" into text of n bytes: the
 * layout of queue input in carries no load within slo on its C replicas,
 * and the least each targeted figure reaches on them. */
static int least_text(const struct mlsys_serving_cb_in *in, const struct mlsys_serving_targets *slo,
                      char *text, size_t n, double c, struct mlsys_err *err)
{
    struct mlsys_serving_cb_in q = *in;
    char fl[256];
    double lam;
    q.replicas = c;
    int rc = vanishing_figures(&q, NULL, slo, fl, sizeof fl, &lam, err);
    if (!rc)
        snprintf(text, n, "none on %g (at a vanishing load %s)", c, fl);
    return rc;
}

/* The layout mt (t x p, queue input in) searched: with no budget the
 * fewest replicas meeting the targets, kept when its devices c t p are
 * fewer than the best's; with a budget of D devices, the most load
 * floor(D / its devices) replicas carry within them, kept when more than
 * the best's (by over 1e-6 of it; on a tie, when it uses fewer devices).
 * Strict, so that on a tie the layout tried first (fewer stages, then
 * smaller t) stays. A layout of more devices a replica than D is passed
 * over. */
static int layout_visit(struct layout_search *s, const struct svc_model *mt,
                        struct mlsys_serving_cb_in *in, double t, double p, struct mlsys_err *err)
{
    double dev = mlsys_serving_cmd_replica_devices(mt), ct = 0, lam = 0;
    double best_dev = s->found ? s->c * mlsys_serving_cmd_replica_devices(&s->best) : 0;
    struct mlsys_serving_cb_out ot;
    bool f = false, better;
    char text[320];
    int rc;
    if (s->budget > 0) {
        struct mlsys_err why;
        mlsys_err_clear(&why);
        if ((rc = budget_replicas(mt, s->budget, &ct, &why))) {
            if (ct < 1) { /* passed over: no replica of it fits */
                skip_add(s, &why, t, p);
                return MLSYS_OK;
            }
            *err = why;
            return rc;
        }
        in->replicas = ct;
        rc = mlsys_serving_cb_max_load(in, s->slo, &f, &lam, &ot, err);
        better = f && (!s->found || lam > s->lambda * (1 + 1e-6) ||
                       (lam >= s->lambda * (1 - 1e-6) && ct * dev < best_dev));
        if (f)
            snprintf(text, sizeof text, "%.4g req/s on %g", lam, ct);
        else if (!rc && (rc = least_text(in, s->slo, text, sizeof text, ct, err)))
            return rc;
    } else {
        rc = mlsys_serving_cb_slo(in, s->slo, &f, &ct, &ot, err);
        better = f && (!s->found || ct * dev < best_dev);
        snprintf(text, sizeof text, f ? "%g" : "none", ct * dev);
    }
    if (rc)
        return rc;
    if (!s->found && !s->viable)
        s->best = *mt;
    s->viable++;
    tried_add(s, t, p, text);
    if (better) {
        s->found = true;
        s->best = *mt;
        s->c = ct;
        s->lambda = lam;
        s->o = ot;
    }
    return MLSYS_OK;
}

/* Tries each layout (TP_TRY by PP_TRY, or by --pp when given) that sets up
 * (the heads divide, one sequence fits) with layout_visit; with no budget,
 * passes over those of as many devices a replica as the best needs in all,
 * with a budget those of more devices than it. */
static int layout_search_run(const struct svc_model *m0, struct layout_search *s,
                             struct mlsys_err *err)
{
    double pp;
    bool given = pp_given(m0->call, &pp);
    size_t np = given ? 1 : sizeof PP_TRY / sizeof PP_TRY[0];
    if (given && s->budget > 0 && pp > s->budget) {
        mlsys_err_where(err, "--devices");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "%.0f devices hold no replica of --pp %g stages: give --devices %g "
                             "or more, or a smaller --pp",
                             s->budget, pp, pp);
    }
    for (size_t j = 0; j < np; j++) {
        double p = given ? pp : PP_TRY[j];
        for (size_t i = 0; i < sizeof TP_TRY / sizeof TP_TRY[0]; i++) {
            struct svc_model mt;
            struct mlsys_serving_cb_in in;
            struct mlsys_err skip;
            double t = TP_TRY[i];
            if (!given && t * p > LAYOUT_MAX_DEVICES)
                continue;
            if (s->budget > 0 && t * p > s->budget)
                continue;
            if (!(s->budget > 0) && s->found &&
                t * p >= s->c * mlsys_serving_cmd_replica_devices(&s->best)) {
                s->pruned++;
                continue;
            }
            mlsys_err_clear(&skip); /* a layout that cannot set up is passed over */
            if (mlsys_serving_cmd_replica(m0->call, t, p, &mt, NULL, &skip) ||
                cont_input(&mt, &in, NULL, &skip)) {
                skip_add(s, &skip, t, p);
                continue;
            }
            int rc = layout_visit(s, &mt, &in, t, p, err);
            if (rc)
                return rc;
        }
    }
    return MLSYS_OK;
}

/* Above this utilization the row says how sensitive it is (the MLPerf
 * Server runs: 0.88 and 0.93 of their Offline rate). */
#define MLSYS_SERVING_HIGH_LOAD 0.85

/* The step-time error the high-load note prices: the row evaluated again
 * with every step and prefill time this much longer. */
#define MLSYS_SERVING_STEP_ERR 0.05

/* A step function k times another's. */
struct scaled_step {
    mlsys_serving_step_fn step;
    void *ctx;
    double k;
};

static int scaled_step(void *ctx, double n, double *t_step_s, struct mlsys_err *err)
{
    const struct scaled_step *s = ctx;
    int rc = s->step(s->ctx, n, t_step_s, err);
    *t_step_s *= s->k;
    return rc;
}

/* What a step MLSYS_SERVING_STEP_ERR longer does to the row o of c
 * replicas (of input in): TPOT and TTFT that much longer, or past the
 * capacity, into buf of size n. */
static int longer_step(const struct mlsys_serving_cb_in *in, const struct mlsys_serving_cb_out *o,
                       double c, char *buf, size_t n, struct mlsys_err *err)
{
    struct scaled_step ss = {in->step, in->ctx, 1 + MLSYS_SERVING_STEP_ERR};
    struct mlsys_serving_cb_in in2 = *in;
    in2.replicas = c;
    in2.lambda_arr = o->lambda_rep * c;
    in2.step = scaled_step;
    in2.ctx = &ss;
    in2.t_prefill_token_s *= ss.k;
    in2.t_prefill_fixed_s *= ss.k;
    struct mlsys_serving_cb_out o2;
    int rc = mlsys_serving_cb_eval(&in2, &o2, err);
    if (rc)
        return rc;
    if (o2.stable)
        snprintf(buf, n, "makes TPOT %.0f %% and TTFT %.0f %% longer at this load",
                 100 * (o2.tpot_s / o->tpot_s - 1), 100 * (o2.ttft_s / o->ttft_s - 1));
    else
        snprintf(buf, n, "puts this load past the capacity");
    return MLSYS_OK;
}

/* The search: the fewest replicas for --arrival, or (--find arrival) the
 * most load --replicas carry; *c the replicas of the row. */
static int cont_search(const struct svc_model *m, const struct mlsys_serving_cb_in *in,
                       const struct mlsys_serving_targets *slo, bool *found, double *c,
                       struct mlsys_serving_cb_out *o, struct mlsys_err *err)
{
    double lam;
    if (m->call->v[O_FIND].choice == 1)
        return mlsys_serving_cb_max_load(in, slo, found, &lam, o, err);
    return mlsys_serving_cb_slo(in, slo, found, c, o, err);
}

/* The error when no layout of the search s sets up (budget: --devices,
 * or 0). When every layout failed with the same error naming an option
 * (leaving out the layouts' own faults, layout_fault), that error is not
 * the layout's: it is returned as it is. Otherwise the layouts tried, with
 * why two devices (at --pp when given) could not serve it, which is often
 * the answer (no link between them). */
static int no_layout(const struct svc_model *m, const struct layout_search *s,
                     struct mlsys_err *err)
{
    if (s->causes && s->same_cause && s->cause.where[0]) {
        if (err)
            *err = s->cause;
        return s->cause.code;
    }
    struct svc_model mt;
    struct mlsys_serving_cb_in in2;
    struct mlsys_err two;
    double p;
    bool given = pp_given(m->call, &p);
    p = given ? p : 1;
    char most[64] = "t p at most 64", stages[48] = "p 1 to 8";
    mlsys_err_clear(&two);
    if (!mlsys_serving_cmd_replica(m->call, 2, p, &mt, NULL, &two))
        cont_input(&mt, &in2, NULL, &two);
    if (s->budget > 0)
        snprintf(most, sizeof most, "t p at most --devices %g", s->budget);
    if (given)
        snprintf(stages, sizeof stages, "p = --pp %g", p);
    mlsys_err_where(err, s->budget > 0 ? "--devices" : "--tp");
    return mlsys_err_set(err, MLSYS_EUSAGE,
                         "no layout tried (t 1 to 64 dividing the heads, %s, %s) holds the "
                         "weights and one sequence's KV cache: give %sa smaller --precision, "
                         "fewer tokens, a device with more memory, or --fabric for degrees "
                         "across nodes%s%s",
                         stages, most, s->budget > 0 ? "more --devices, " : "",
                         two.msg[0] ? "; at t 2: " : "", two.msg);
}

/* The note of the layout search s, which kept chosen; the layouts that
 * did not set up are counted, with the first one's reason. */
static int layout_note(const struct layout_search *s, const struct svc_model *chosen,
                       struct mlsys_sink *sink, struct mlsys_err *err)
{
    double t = chosen->infer.lay.tp, p = chosen->infer.lay.pp;
    struct mlsys_err said = s->skip; /* its {inputs} as the command's options */
    char head[96] = "";
    mlsys_cmd_say_err(chosen->call->cmd, &said);
    if (s->skipped)
        snprintf(head, sizeof head, " (%d more did not set up; the first, t %g p %g: ", s->skipped,
                 s->skip_t, s->skip_p);
    const char *where = s->skipped ? said.where : "", *msg = s->skipped ? said.msg : "";
    const char *colon = where[0] ? ": " : "", *tail = s->skipped ? ")" : "";
    if (s->budget > 0)
        return mlsys_net_note(sink, err,
                              "SLO: the most load each layout of the %g devices (--devices, no "
                              "--tp) carries within every target, on as many replicas as it "
                              "fills: %s%s%s%s%s%s; %s, t = %g p = %g",
                              s->budget, s->tried, head, where, colon, msg, tail,
                              s->found ? "the row takes the most"
                                       : "none meets the targets: the row is the first layout "
                                         "that sets up, at --arrival",
                              t, p);
    return mlsys_net_note(sink, err,
                          "SLO: devices needed by each layout tried (no --tp): %s%s%s%s%s%s%s; "
                          "%s, t = %g p = %g",
                          s->tried,
                          s->pruned ? " (layouts of as many devices a replica as the best needs "
                                      "in all, not tried)"
                                    : "",
                          head, where, colon, msg, tail,
                          s->found ? "the row takes the fewest"
                                   : "none meets the targets: the row is the smallest layout "
                                     "that fits",
                          t, p);
}

/* The note of --find arrival's row: found or not, over --replicas or the
 * replicas of --devices (budget > 0), the load at --arrival's cap; when
 * not found, the least each targeted figure reaches: the row of in at the
 * search's vanishing load (mlsys_serving_cb_least_load; at_arrival the row
 * at --arrival), on the row's layout (tps: the layout search's first). */
static int load_note(bool found, double budget, bool capped, bool tps,
                     const struct mlsys_serving_cb_in *in,
                     const struct mlsys_serving_cb_out *at_arrival,
                     const struct mlsys_serving_targets *slo, struct mlsys_sink *sink,
                     struct mlsys_err *err)
{
    const char *who = budget > 0 ? "the replicas of --devices" : "--replicas";
    if (!found) {
        char fl[256];
        double lam;
        int rc = vanishing_figures(in, at_arrival, slo, fl, sizeof fl, &lam, err);
        return rc ? rc
                  : mlsys_net_note(sink, err,
                                   "SLO: not even a vanishing load meets every target on %s; the "
                                   "row is --arrival; at %.4g req/s%s the figures are %s",
                                   who, lam, tps ? " on the row's layout" : "", fl);
    }
    return mlsys_net_note(sink, err,
                          "SLO: the row is the most load, up to --arrival, that %s carry within "
                          "every target%s",
                          who,
                          capped ? " (all of --arrival: give a higher --arrival to see how "
                                   "much more)"
                                 : "");
}

int mlsys_serving_cont_run(const struct svc_model *m, const struct mlsys_serving_targets *slo,
                           struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_serving_cb_in in = {0};
    struct mlsys_serving_cb_out o;
    struct svc_model chosen = *m;
    bool search = mlsys_serving_cmd_targets_any(slo), found = false;
    bool load = m->call->v[O_FIND].choice == 1;
    bool tps = mlsys_serving_cmd_searches_layout(m);
    double budget = mlsys_serving_cmd_given(m->call, O_DEVICES) ? m->call->v[O_DEVICES].x : 0;
    double c = m->call->v[O_REPLICAS].x;
    struct layout_search s = {.slo = slo, .budget = budget}; /* --devices needs --find arrival */
    int rc = MLSYS_OK;
    if (load && !search)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "--find arrival needs a target: give --slo, --slo-ttft or --slo-tpot");
    if (tps) { /* --tp's default need not fit: the search tries each degree */
        rc = layout_search_run(m, &s, err);
        chosen = s.viable ? s.best : chosen;
        found = s.found;
        c = s.found ? s.c : c;
        o = s.o;
    }
    if (!rc && tps && !s.viable)
        return no_layout(m, &s, err);
    /* the layout kept, set up again with its notes (the search's were
       said nothing); then its input, again with its notes (the search's
       copy pointed at a model that is gone) */
    if (!rc && tps)
        rc = mlsys_serving_cmd_replica(m->call, chosen.infer.lay.tp, chosen.infer.lay.pp, &chosen,
                                       sink, err);
    if (!rc && !(rc = cont_input(&chosen, &in, sink, err)) && budget > 0)
        rc = budget_replicas(&chosen, budget, &in.replicas, err);
    if (!rc && !found) {
        c = in.replicas;
        if (search && !tps)
            rc = cont_search(&chosen, &in, slo, &found, &c, &o, err);
        if (!rc && !found)
            rc = mlsys_serving_cb_eval(&in, &o, err);
    }
    struct mlsys_cell cell[C_N];
    if (rc || (rc = cont_row(&chosen, &o, c, slo, cell, err)))
        return mlsys_dev_overflow(m->call, rc, err);
    if (found && !load)
        cell[C_REPLICAS_MIN] = mlsys_cell_val(c);
    if ((rc = sink->row(sink, cell, err)))
        return rc;
    if (tps && (rc = layout_note(&s, &chosen, sink, err)))
        return rc;
    if (search && load)
        rc = load_note(found, budget, found && o.lambda_rep * c >= in.lambda_arr * (1 - 1e-9),
                       tps, &in, &o, slo, sink, err);
    else
    if (search)
        rc = found ? sink->note(sink, "SLO: the row is the recommendation, replicas_min "
                                      "replicas (the load sets each one's concurrency)", err)
                   : cont_floor_note(&in, slo, sink, err);
    if (!rc)
        rc = sink->note(sink,
                        "continuous batching: Poisson arrivals spread over the replicas; "
                        "concurrency n from n = λ/c·O·TPOT(n); a wait for a KV slot as M/D/N; "
                        "TTFT = that wait or the rest of the iteration under way, plus the "
                        "prefill of the prompts admitted with it (docs/serving.md)",
                        err);
    if (!rc && in.output_cv > 0)
        rc = mlsys_net_note(sink, err,
                            "output lengths of cv %g, gamma-distributed about --output-tokens: "
                            "slots held M/G/N, T's and TPOT's percentiles over %d strata of "
                            "the lengths (TPOT's with one decode step an iteration); TTFT as "
                            "at the mean length (docs/serving.md)",
                            in.output_cv, MLSYS_SERVING_OUTPUT_STRATA);
    if (!rc && o.stable && o.p_wait > 0.01)
        rc = mlsys_net_note(sink, err,
                            "P_wait = %.1f %%: the KV slots are often full, where the model's "
                            "TTFT is optimistic (a simulation waits longer; docs/serving.md)",
                            100 * o.p_wait);
    char what[128];
    if (!rc && o.stable && o.rho_serv > MLSYS_SERVING_HIGH_LOAD &&
        !(rc = longer_step(&in, &o, c, what, sizeof what, err)))
        rc = mlsys_net_note(sink, err,
                            "utilization %.0f %%: near a replica's capacity TPOT and the waits "
                            "grow steeply with any error in the step time: every step %.0f %% "
                            "longer %s; MLPerf v4.1's Llama-2-70B Server runs "
                            "carried 0.88 (H100) and 0.93 (H200) of their Offline rate "
                            "(docs/serving.md)",
                            100 * o.rho_serv, 100 * MLSYS_SERVING_STEP_ERR, what);
    if (!rc && o.stable && in.chunk > 0 && in.prompt > in.chunk - o.conc)
        rc = sink->note(sink,
                        "a prompt spans several iterations (--prompt above --chunk less the "
                        "decoding sequences): prompts queue for the prefill budget, taken as an "
                        "M/D/1 queue in TTFT (docs/serving.md)",
                        err);
    if (!rc && !o.stable && in.lambda_arr * in.gather_s > in.slots)
        rc = mlsys_net_note(sink, err,
                            "not stable: a batch gathered over --gather holds %.4g requests on "
                            "average, more than the %.0f slots of the replica it goes to, so it "
                            "cannot be prefilled in one iteration: give a shorter --gather",
                            in.lambda_arr * in.gather_s, in.slots);
    else if (!rc && !o.stable)
        rc = sink->note(sink,
                        "not stable: the load exceeds what the replicas decode (mu_eff), or its "
                        "prompts exceed the token budget per iteration (--chunk)",
                        err);
    return rc;
}
