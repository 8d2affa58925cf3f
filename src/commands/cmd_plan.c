/* cmd_plan.c - `mlsys plan`: the best parallel layouts of a training run,
 * found by searching every layout (plan.h) with train's model, options and
 * output keys. A layout option given as a list or range restricts that
 * dimension; left out, the dimension is free (docs/plan.md). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "commands/netopts.h"
#include "commands/trainopts.h"
#include "mlsys/plan.h"

enum { PL_OBJECTIVE, PL_TOP, PL_ALL, PL_PARETO, PL_MEM_RESERVE, PL_MAX_DEVICES, PL_TP_CROSS_NODE,
       PL_BUDGET, PL_N };
enum { OBJ_THROUGHPUT, OBJ_TIME, OBJ_COST, OBJ_ENERGY };
enum { FRONT_DEVICES, FRONT_COST };

/* Of what a device holds, the share kept free when none is given: the CUDA
 * context and NCCL's buffers (1-2 GB on an 80 GB device) and the caching
 * allocator's fragmentation, which ZeRO (Rajbhandari et al. 2020, s3.2 and
 * s6.3) names as the residual memory a training step cannot use. */
#define DEFAULT_RESERVE "0.1"

/* The most given values of one dimension: a range beyond it is a mistake
 * (a search over each of a million device counts would not end soon). */
#define MAX_VALUES 65536

/* The layouts a search may consider unless --budget says otherwise: over
 * a hundred times the largest space of the examples and tests (GPT-3 with
 * B = 1536 on up to 4,096 devices, 902,520 layouts), and some ten seconds
 * of search (48 million layouts take about 4 s), not hours. */
#define DEFAULT_BUDGET "1e8"

static const struct mlsys_optdef plan_defs[PL_N] = {
    [PL_OBJECTIVE] = {.name = "objective", .kind = MLSYS_OPT_CHOICE, .def = "throughput",
                      .choices = "throughput|time|cost|energy",
                      .help = "the best: most tokens_per_s, least time_to_train (--tokens), "
                              "cost_run (--tokens --price) or E_run (--tokens)"},
    [PL_TOP] = {.name = "top", .kind = MLSYS_OPT_COUNT, .def = "10",
                .help = "K: the K best layouts, best first", .flags = MLSYS_POSINT},
    [PL_ALL] = {.name = "all", .kind = MLSYS_OPT_FLAG,
                .help = "every feasible layout as it is found, in search order (not sorted)"},
    [PL_PARETO] = {.name = "pareto", .kind = MLSYS_OPT_CHOICE, .choices = "devices|cost",
                   .help = "the layouts no other beats on both time_to_train and devices (or "
                           "cost_run), fastest first (--tokens)"},
    [PL_MEM_RESERVE] = {.name = "mem-reserve", .kind = MLSYS_OPT_COUNT, .def = DEFAULT_RESERVE,
                        .help = "share of the capacity kept free for the framework and "
                                "fragmentation (a layout fits when M_total <= capacity (1 - "
                                "reserve))",
                        .flags = MLSYS_OPTF_PROB},
    [PL_MAX_DEVICES] = {.name = "max-devices", .kind = MLSYS_OPT_COUNT,
                        .help = "at most N devices; without --devices every N = t p d up to it",
                        .flags = MLSYS_POSINT},
    [PL_TP_CROSS_NODE] = MLSYS_OPTDEF_YESNO("tp-cross-node", "no",
                                            "let t span nodes (its collectives then cross the "
                                            "scale-out link)"),
    [PL_BUDGET] = {.name = "budget", .kind = MLSYS_OPT_COUNT, .def = DEFAULT_BUDGET,
                   .help = "at most N layouts considered: a search that needs more stops with "
                           "an error (narrow it, or raise N)",
                   .flags = MLSYS_POSINT},
};
static const struct mlsys_optblock blk_plan = {plan_defs, PL_N};

/* The option of each searched dimension, in its block. */
static const struct {
    const struct mlsys_optblock *b;
    int i;
} dim_opt[MLSYS_PLAN_NDIMS] = {
    [MLSYS_PLAN_DEVICES] = {&mlsys_blk_layout, TL_DEVICES},
    [MLSYS_PLAN_TP] = {&mlsys_blk_layout, TL_TP},
    [MLSYS_PLAN_PP] = {&mlsys_blk_layout, TL_PP},
    [MLSYS_PLAN_DP] = {&mlsys_blk_layout, TL_DP},
    [MLSYS_PLAN_EP] = {&mlsys_blk_layout, TL_EP},
    [MLSYS_PLAN_MICROBATCH] = {&mlsys_blk_layout, TL_MICROBATCH},
    [MLSYS_PLAN_INTERLEAVE] = {&mlsys_blk_layout, TL_INTERLEAVE},
    [MLSYS_PLAN_RECOMPUTE] = {&mlsys_blk_trainrun, TR_RECOMPUTE},
    [MLSYS_PLAN_SEQ_PARALLEL] = {&mlsys_blk_trainrun, TR_SEQ_PARALLEL},
    [MLSYS_PLAN_ZERO] = {&mlsys_blk_trainrun, TR_ZERO},
};

/* The option name of dimension d ("tp"). */
static const char *dim_name(int d) { return dim_opt[d].b->defs[dim_opt[d].i].name; }

/* One search: what the command line asks, set up once. */
struct plan {
    const struct mlsys_call *call;
    struct mlsys_sink *sink;
    struct mlsys_train_req req;
    struct mlsys_train_setup s;
    struct mlsys_train_costs costs;
    struct mlsys_plan_req q;
    double *vals[MLSYS_PLAN_NDIMS]; /* the given values of each dimension */
    int objective, front;           /* front -1: no --pareto              */
    double reserve;
};

/* Every option plan does not search takes one value. */
static int single_values(const struct mlsys_call *call, struct mlsys_err *err)
{
    for (size_t b = 0; call->cmd->blocks[b]; b++)
        for (size_t i = 0; i < call->cmd->blocks[b]->n; i++) {
            bool searched = false;
            for (int d = 0; d < MLSYS_PLAN_NDIMS; d++)
                searched |= dim_opt[d].b == call->cmd->blocks[b] && dim_opt[d].i == (int)i;
            if (searched || mlsys_call_nvalues(call, call->cmd->blocks[b], i) < 2)
                continue;
            mlsys_err_where(err, "--%s", call->cmd->blocks[b]->defs[i].name);
            return mlsys_err_set(err, MLSYS_EUSAGE, "plan searches the layout, not this "
                                                    "option: give one value (run plan once "
                                                    "for each)");
        }
    return MLSYS_OK;
}

/* A usage error at option `opt`. */
static int usage(struct mlsys_err *err, const char *opt, const char *msg)
{
    mlsys_err_where(err, "%s", opt);
    return mlsys_err_set(err, MLSYS_EUSAGE, "%s", msg);
}

/* The plan block: what to keep and how to judge. */
static int own_options(struct plan *P, struct mlsys_err *err)
{
    const struct mlsys_call *call = P->call;
    const struct mlsys_val *v = mlsys_call_block(call, &blk_plan);
    const struct mlsys_val *c = mlsys_call_block(call, &mlsys_blk_cost);
    P->objective = v[PL_OBJECTIVE].choice;
    P->front = mlsys_call_choice(call, &blk_plan, PL_PARETO);
    P->reserve = v[PL_MEM_RESERVE].x;
    bool all = v[PL_ALL].set, top = mlsys_call_given(call, &plan_defs[PL_TOP]);
    bool obj = mlsys_call_given(call, &plan_defs[PL_OBJECTIVE]);
    if (all && P->front >= 0)
        return usage(err, "--all", "streams every feasible layout; --pareto keeps a front: "
                                   "give one of them");
    if (top && (all || P->front >= 0))
        return usage(err, "--top", all ? "--all keeps every layout" : "--pareto keeps the "
                                                                      "whole front");
    if (obj && P->front >= 0)
        return usage(err, "--objective", "--pareto ranks by time_to_train and devices or cost");
    bool timed = P->front >= 0 || P->objective != OBJ_THROUGHPUT;
    if (timed && !c[TC_TOKENS].set)
        return usage(err, P->front >= 0 ? "--pareto" : "--objective",
                     "needs --tokens (the run to time)");
    if ((P->objective == OBJ_COST || P->front == FRONT_COST) && !c[TC_PRICE].set)
        return usage(err, P->front >= 0 ? "--pareto" : "--objective",
                     "cost needs --price (per device-hour)");
    P->q.keep = all ? MLSYS_PLAN_ALL : P->front >= 0 ? MLSYS_PLAN_PARETO : MLSYS_PLAN_TOP;
    P->q.top = v[PL_TOP].x < 1e9 ? (size_t)v[PL_TOP].x : (size_t)1e9; /* rows grow as found */
    P->q.max_devices = mlsys_call_num(call, &blk_plan, PL_MAX_DEVICES);
    P->q.tp_cross_node = v[PL_TP_CROSS_NODE].choice == 0;
    P->q.budget = v[PL_BUDGET].x < 1e18 ? (size_t)v[PL_BUDGET].x : (size_t)1e18;
    return MLSYS_OK;
}

/* The given values of dimension d (none: free), as numbers for plan.h. */
static int given_values(struct plan *P, int d, struct mlsys_err *err)
{
    const struct mlsys_optdef *def = &dim_opt[d].b->defs[dim_opt[d].i];
    if (!mlsys_call_given(P->call, def))
        return MLSYS_OK;
    size_t n = mlsys_call_nvalues(P->call, dim_opt[d].b, (size_t)dim_opt[d].i);
    if (n > MAX_VALUES) {
        mlsys_err_where(err, "--%s", def->name);
        return mlsys_err_set(err, MLSYS_EUSAGE, "%zu values; plan takes at most %d per "
                                                "dimension (--max-devices bounds N)", n,
                             MAX_VALUES);
    }
    if (!(P->vals[d] = malloc(n * sizeof *P->vals[d])))
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    for (size_t k = 0; k < n; k++) {
        struct mlsys_val x = mlsys_call_value(P->call, dim_opt[d].b, (size_t)dim_opt[d].i, k);
        P->vals[d][k] = d == MLSYS_PLAN_RECOMPUTE      ? x.choice
                        : d == MLSYS_PLAN_SEQ_PARALLEL ? x.choice == 0 /* yes|no */
                                                       : x.x;
    }
    P->q.dim[d] = (struct mlsys_plan_values){P->vals[d], n};
    return MLSYS_OK;
}

/* The largest device count the search may use. */
static double most_devices(const struct plan *P)
{
    const struct mlsys_plan_values *N = &P->q.dim[MLSYS_PLAN_DEVICES];
    double most = 0;
    for (size_t i = 0; i < N->n; i++)
        most = fmax(most, N->v[i]);
    return N->n ? (isnan(P->q.max_devices) ? most : fmin(most, P->q.max_devices))
                : P->q.max_devices;
}

/* The model's inputs, set up once for the most devices (which decides the
 * links between nodes) with a stand-in layout the search replaces. */
static int base(struct plan *P, struct mlsys_notes *notes, struct mlsys_err *err)
{
    struct mlsys_train_req *r = &P->req;
    int rc = mlsys_train_request(P->call, r, err);
    if (rc)
        return rc;
    double B = r->global_batch, N = most_devices(P);
    if (isnan(B))
        return usage(err, "--global-batch", "plan needs the global batch (the layout is "
                                            "searched for it)");
    if (B > 1e12)
        return usage(err, "--global-batch", "at most 1e12 sequences (the search factors it)");
    if (isnan(N))
        return usage(err, "--devices", "give the devices (a list or range searches them), or "
                                       "--max-devices");
    if (N > 1e9) /* the stand-in layout below is d = N, which the model refuses */
        return usage(err, P->q.dim[MLSYS_PLAN_DEVICES].n ? "--devices" : "--max-devices",
                     "at most 1e9 devices (the largest degree a layout may have)");
    r->devices = r->dp = r->global_batch = N;
    r->tp = r->pp = r->ep = r->microbatch = r->interleave = 1;
    r->recompute = r->seq_parallel = r->zero = 0;
    struct mlsys_train_in *in = &P->q.base;
    struct mlsys_train_out o;
    rc = mlsys_setup_train(r, in, &P->s, notes, err);
    if (!rc) /* sizes beyond doubles make every layout's result inf or NaN */
        rc = mlsys_dev_overflow(P->call, mlsys_train_eval(in, &o, err), err);
    if (rc)
        return rc;
    in->batch.global_batch = B;
    P->q.mem_limit_B = P->q.base.dev.capacity_B * (1 - P->reserve);
    if (isnan(P->q.base.dev.capacity_B))
        mlsys_notes_add(notes, "no memory capacity: every layout counts as fitting "
                               "(--capacity)");
    if (P->objective == OBJ_ENERGY && isnan(P->q.base.dev.tdp_W))
        return usage(err, "--objective", "energy needs the device's TDP: give --hw of a "
                                         "device whose catalog entry has one");
    return mlsys_train_costs(P->call, P->q.base.dev.tdp_W, &P->costs, notes, err);
}

/* The devices of a layout. */
static double devices(const struct mlsys_train_in *in)
{
    return in->lay.tp * in->lay.pp * in->lay.dp;
}

/* plan.h's score: the objective (per token for throughput), or for a front
 * time_to_train and the devices or cost_run; each grows with the step time. */
static void score(void *self, const struct mlsys_train_in *in, const struct mlsys_train_out *o,
                  double s[2])
{
    const struct plan *P = self;
    struct mlsys_train_run run;
    mlsys_train_run(&P->costs, devices(in), P->q.base.dev.tdp_W, o, &run);
    if (P->front >= 0) {
        s[0] = run.time_s;
        s[1] = P->front == FRONT_COST ? run.cost_USD : devices(in);
        return;
    }
    s[0] = P->objective == OBJ_TIME     ? run.time_s
           : P->objective == OBJ_COST   ? run.cost_USD
           : P->objective == OBJ_ENERGY ? run.energy_J
                                        : 1 / o->tokens_per_s;
    s[1] = 0;
}

/* One layout's row, with its run. */
static int row(const struct plan *P, const struct mlsys_train_in *in,
               const struct mlsys_train_out *o, struct mlsys_err *err)
{
    struct mlsys_train_run run;
    mlsys_train_run(&P->costs, devices(in), P->q.base.dev.tdp_W, o, &run);
    return mlsys_train_row(P->sink, P->req.base.hw, P->req.base.wl, &P->s, in, o, &run, err);
}

/* plan.h's emit (--all). */
static int emit(void *self, const struct mlsys_train_in *in, const struct mlsys_train_out *o,
                struct mlsys_err *err)
{
    return row(self, in, o, err);
}

/* "t 8, p 16, d 24, b 1, v 2, full recomputation, sequence parallelism off,
 * ZeRO 1" (", e 8" after d for experts). */
static void describe(const struct mlsys_plan_row *r, char *buf, size_t n)
{
    static const char *const rc[] = {"no", "selective", "full"};
    char e[32] = "";
    if (r->lay.ep > 1)
        snprintf(e, sizeof e, ", e %g", r->lay.ep);
    snprintf(buf, n, "t %g, p %g, d %g%s, b %g, v %g, %s recomputation, sequence parallelism "
                     "%s, ZeRO %d",
             r->lay.tp, r->lay.pp, r->lay.dp, e, r->batch.microbatch, r->lay.interleave,
             rc[r->opt.recompute], r->opt.seq_parallel ? "on" : "off", r->opt.zero);
}

/* The memory a layout may use, for people: "72 GB (80 GB less the 10 %
 * reserve)". */
static void limit_text(const struct plan *P, char *buf, size_t n)
{
    char lim[32], cap[32];
    mlsys_setup_fmt(P->q.mem_limit_B, "B", lim, sizeof lim);
    mlsys_setup_fmt(P->q.base.dev.capacity_B, "B", cap, sizeof cap);
    snprintf(buf, n, "%s (%s less the %g %% reserve)", lim, cap, 100 * P->reserve);
}

/* Why the infeasible layouts are: "8090 need more memory than 77.31 GB
 * (85.9 GB less the 10 % reserve), 42 interleave ...". */
static void reasons(const struct plan *P, const struct mlsys_plan_result *r, char *buf,
                    size_t n)
{
    static const char *const why[MLSYS_PLAN_NBAD] = {
        [MLSYS_PLAN_BAD_MEMORY] = "need more memory than",
        [MLSYS_PLAN_BAD_INTERLEAVE] = "interleave (v > 1) with m = B/(d b) not a multiple of p",
        [MLSYS_PLAN_BAD_BATCH] = "have a --microbatch that does not divide B/d",
        [MLSYS_PLAN_BAD_STAGES] = "have p v above the layers",
        [MLSYS_PLAN_BAD_EXPERTS] = "have an --ep that does not divide d",
        [MLSYS_PLAN_BAD_STACK] = "have a --zero stage the --framework does not run",
    };
    char lim[128];
    limit_text(P, lim, sizeof lim);
    size_t k = 0;
    buf[0] = '\0';
    for (int i = 0; i < MLSYS_PLAN_NBAD && k < n; i++)
        if (r->infeasible[i])
            k += (size_t)snprintf(buf + k, n - k, "%s%zu %s%s%s", k ? ", " : "", r->infeasible[i],
                                  why[i], i == MLSYS_PLAN_BAD_MEMORY ? " " : "",
                                  i == MLSYS_PLAN_BAD_MEMORY ? lim : "");
}

/* The layout that came nearest to fitting: "the layout needing the least
 * memory (t 8, ...) needs 86 GB per device, 72 GB available". */
static void nearest(const struct plan *P, const struct mlsys_plan_result *r, char *buf,
                    size_t n)
{
    char lay[160], need[32], lim[32];
    describe(&r->miss, lay, sizeof lay);
    mlsys_setup_fmt(r->miss.out.m_total_B, "B", need, sizeof need);
    mlsys_setup_fmt(P->q.mem_limit_B, "B", lim, sizeof lim);
    snprintf(buf, n, "the layout needing the least memory (%s) needs %s per device, %s "
                     "available", lay, need, lim);
}

/* The notes of a search: left-out values, the counts, the order. */
static int result_notes(const struct plan *P, const struct mlsys_plan_result *r,
                        struct mlsys_err *err)
{
    char text[480];
    int rc = MLSYS_OK;
    for (int d = 0; !rc && d < MLSYS_PLAN_NDIMS; d++)
        if (r->dropped[d])
            rc = mlsys_net_note(P->sink, err, "--%s: %zu value%s left out: %s%s", dim_name(d),
                                r->dropped[d], r->dropped[d] > 1 ? "s" : "",
                                r->dropped[d] > 1 ? "the first, " : "", r->why_dropped[d]);
    reasons(P, r, text, sizeof text);
    if (!rc)
        rc = mlsys_net_note(P->sink, err, "%zu layouts considered, %zu feasible%s%s",
                            r->considered, r->feasible, text[0] ? "; infeasible: " : "", text);
    if (!rc && P->q.keep == MLSYS_PLAN_ALL)
        rc = mlsys_net_note(P->sink, err, "--all: layouts in search order, not sorted");
    return rc;
}

/* Why nothing was considered: the degree combinations that made no layout. */
static int nothing(const struct plan *P, const struct mlsys_plan_result *r,
                   struct mlsys_err *err)
{
    const size_t *k = r->skipped;
    char why[240];
    size_t n = 0;
    why[0] = '\0';
    if (k[MLSYS_PLAN_SKIP_DEVICES])
        n += (size_t)snprintf(why + n, sizeof why - n, "%zu with t p not dividing the devices",
                              k[MLSYS_PLAN_SKIP_DEVICES]);
    if (k[MLSYS_PLAN_SKIP_DP] && n < sizeof why)
        n += (size_t)snprintf(why + n, sizeof why - n, "%s%zu with d = N/(t p) not among --dp",
                              n ? ", " : "", k[MLSYS_PLAN_SKIP_DP]);
    if (k[MLSYS_PLAN_SKIP_SPLIT] && n < sizeof why)
        snprintf(why + n, sizeof why - n, "%s%zu with d not dividing B = %g", n ? ", " : "",
                 k[MLSYS_PLAN_SKIP_SPLIT], P->q.base.batch.global_batch);
    mlsys_err_where(err, "--devices");
    return mlsys_err_set(err, MLSYS_EUSAGE, "no layout to consider; the (t, p) pairs allowed: "
                                            "%s", why[0] ? why : "none");
}

/* plan.h's progress: the cli's progress line (on a terminal, after a
 * second), against the budget. */
static void searched(void *self, size_t considered)
{
    const struct plan *P = self;
    const struct mlsys_ctx *ctx = P->call->ctx;
    if (ctx && ctx->search_progress)
        ctx->search_progress(ctx->progress_self, considered, P->q.budget);
}

/* Search, then the rows kept, the notes, and the error when nothing fits
 * or the search reached its budget. */
static int run_search(struct plan *P, struct mlsys_err *err)
{
    struct mlsys_plan_result r;
    enum mlsys_plan_dim bad;
    P->q.score = score;
    P->q.score_self = P;
    P->q.emit = emit;
    P->q.emit_self = P;
    P->q.prune = true;
    P->q.progress = searched;
    P->q.progress_self = P;
    int rc = mlsys_plan_search(&P->q, &r, &bad, err);
    searched(P, P->q.budget); /* clears the line */
    if (rc && bad < MLSYS_PLAN_NDIMS)
        mlsys_err_where(err, "--%s", dim_name(bad));
    if (rc && r.over_budget) {
        size_t len = strlen(err->msg);
        snprintf(err->msg + len, sizeof err->msg - len,
                 "; narrow it (give --devices, --tp, --pp or fewer values) or raise --budget");
        mlsys_err_where(err, "--budget");
    }
    if (rc)
        return rc;
    struct mlsys_train_in in = P->q.base;
    for (size_t i = 0; !rc && i < r.nrows; i++) {
        in.lay = r.rows[i].lay;
        in.batch = r.rows[i].batch;
        in.opt = r.rows[i].opt;
        rc = row(P, &in, &r.rows[i].out, err);
    }
    if (!rc)
        rc = r.considered ? result_notes(P, &r, err) : nothing(P, &r, err);
    if (!rc && !r.feasible) {
        char text[480], miss[320] = "";
        reasons(P, &r, text, sizeof text);
        if (r.have_miss)
            nearest(P, &r, miss, sizeof miss);
        rc = mlsys_err_set(err, MLSYS_EPOINTS, "no feasible layout among the %zu considered: "
                           "%s%s%s", r.considered, text, r.have_miss ? "; " : "", miss);
    }
    mlsys_plan_result_free(&r);
    return rc;
}

/* The command's search (command.h): read the options, set up the model's
 * inputs once, search, and write the rows and notes to sink. Usage errors
 * name their option; no feasible layout is MLSYS_EPOINTS (exit 1). */
static int search(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct plan P = {.call = call, .sink = sink};
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    int rc = single_values(call, err);
    if (!rc)
        rc = own_options(&P, err);
    for (int d = 0; !rc && d < MLSYS_PLAN_NDIMS; d++)
        rc = given_values(&P, d, err);
    if (!rc)
        rc = base(&P, &notes, err);
    int nrc = mlsys_dev_notes(call, &notes, sink, err);
    mlsys_notes_free(&notes);
    if (!rc && !(rc = nrc))
        rc = run_search(&P, err);
    for (int d = 0; d < MLSYS_PLAN_NDIMS; d++)
        free(P.vals[d]);
    return rc;
}

static const char *const examples[] = {
    "plan --hw a100 --layers 128 --hidden 25600 --heads 160 --vocab 51200 --devices 3072 "
    "--global-batch 3072 --top 5",
    "plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 8 --pp 4..16x2 "
    "--recompute full,selective",
    "plan --hw h100 --workload llama3-70b --devices 1024,4096 --global-batch 512 --seq 8192 "
    "--attention flash --tokens 15e12 --price 2.5USD/h --pareto devices",
    "plan --hw a100 --workload gpt3 --max-devices 1024 --global-batch 1536 --tokens 300e9 "
    "--price 2USD/h --pareto cost --plot front.svg --x time_to_train --y cost_run",
    NULL,
};

const struct mlsys_cmddef mlsys_cmd_plan = {
    .name = "plan",
    .summary = "the best parallel layouts for training: every layout searched, the top K kept",
    .description =
        "Every parallel layout of a training run that the model and batch allow, each timed\n"
        "as `mlsys train` times it, the best kept. t runs over the divisors of the heads that\n"
        "divide the kv heads (within a node unless --tp-cross-node yes), p over the divisors\n"
        "of the layers, d = N/(t p), b over the divisors of B/d, v over those of layers/p\n"
        "(m a multiple of p when v > 1), recomputation none/selective/full, sequence\n"
        "parallelism (t > 1), ZeRO 0-3 (d > 1), e over the experts' divisors that divide d.\n"
        "A layout option given as a value, list or range (--tp 8, --pp 1..16x2) restricts\n"
        "its dimension; left out, the dimension is free (the defaults listed below are\n"
        "train's). --global-batch is required. A layout fits when M_total <=\n"
        "capacity (1 - --mem-reserve). Rows: the --top K by --objective, best first; the\n"
        "Pareto front of time_to_train and devices or cost_run (--pareto, for --plot); or\n"
        "every feasible layout in search order (--all). A note counts the layouts\n"
        "considered and the infeasible ones by reason; when none fits, the error names the\n"
        "nearest miss (exit 1). A search stops with an error (exit 2) rather than consider\n"
        "more than --budget layouts. docs/plan.md describes the search and its pruning.",
    .blocks = MLSYS_BLOCKS(&mlsys_blk_machine, &mlsys_blk_node, &mlsys_blk_shape, &mlsys_blk_layout,
                           &mlsys_blk_trainrun, &mlsys_blk_link, &mlsys_blk_cost, &blk_plan),
    .cols = mlsys_train_cols,
    .ncols = MLSYS_TRAIN_NCOLS,
    .examples = examples,
    .search = search,
};
