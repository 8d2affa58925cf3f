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
#include "commands/plan_explain.h"
#include "commands/trainopts.h"
#include "mlsys/plan.h"

enum { PL_OBJECTIVE, PL_TOP, PL_ALL, PL_PARETO, PL_MEM_RESERVE, PL_MAX_DEVICES, PL_TP_CROSS_NODE,
       PL_BUDGET, PL_EXPLAIN, PL_VERSUS, PL_N };
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
 * ten times the largest space of the examples and tests (GPT-3 with B =
 * 1536 on up to 4,096 devices, 5,872,308 layouts with uneven stages), and
 * some ten seconds of search (GPT-3 on up to 1e6 devices with B = 720,720
 * reaches it in about 3 s), not hours. */
#define DEFAULT_BUDGET "1e8"

static const struct mlsys_optdef plan_defs[PL_N] = {
    [PL_OBJECTIVE] = {.name = "objective", .kind = MLSYS_OPT_CHOICE, .def = "throughput",
                      .choices = "throughput|time|cost|energy",
                      .help = "the best: most tokens_per_s, least time_to_train (--tokens), "
                              "cost_run (--tokens --price) or E_run (--tokens)"},
    [PL_TOP] = {.name = "top", .kind = MLSYS_OPT_COUNT, .def = "10",
                .help = "K: the K best layouts, best first (of each N of a --devices list, where "
                        "K is 1 unless given)",
                .flags = MLSYS_POSINT},
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
                   .help = "at most N layouts considered (per device count of a --devices "
                           "list, every --framework stack together): a search that needs more "
                           "stops with an error (narrow it, or raise N)",
                   .flags = MLSYS_POSINT},
    [PL_EXPLAIN] = {.name = "explain", .kind = MLSYS_OPT_FLAG,
                    .help = "instead of the layouts: the best against the runner-up (and "
                            "--versus), one row per key of train's row (keys devices, versus, "
                            "key, best, other, difference, unit), and a note on the largest "
                            "differences"},
    [PL_VERSUS] = {.name = "versus", .kind = MLSYS_OPT_TEXT,
                   .help = "KEY=VALUE,...: --explain against the best layout with these values "
                           "(keys: tp, pp, dp, ep, microbatch, interleave, recompute, "
                           "seq-parallel, zero, cp, offload (words joined by +), framework "
                           "(any stack); the others searched), e.g. tp=8,pp=16,interleave=4"},
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
    [MLSYS_PLAN_CP] = {&mlsys_blk_context, TX_CP},
    [MLSYS_PLAN_OFFLOAD] = {&mlsys_blk_trainrun, TR_OFFLOAD},
};

/* The option name of dimension d ("tp"). */
static const char *dim_name(int d) { return dim_opt[d].b->defs[dim_opt[d].i].name; }

/* Every option plan does not search takes one value. */
static int single_values(const struct mlsys_call *call, struct mlsys_err *err)
{
    for (size_t b = 0; call->cmd->blocks[b]; b++)
        for (size_t i = 0; i < call->cmd->blocks[b]->n; i++) {
            bool searched = false;
            for (int d = 0; d < MLSYS_PLAN_NDIMS; d++)
                searched |= dim_opt[d].b == call->cmd->blocks[b] && dim_opt[d].i == (int)i;
            searched |= call->cmd->blocks[b] == &mlsys_blk_trainrun && i == TR_FRAMEWORK;
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
    P->top_given = top;
    P->versus = mlsys_call_given(call, &plan_defs[PL_VERSUS]);
    P->explain = v[PL_EXPLAIN].set || P->versus;
    if (P->explain && (all || P->front >= 0 || top))
        return usage(err, all ? "--all" : P->front >= 0 ? "--pareto" : "--top",
                     "--explain (or --versus) sets the best layout against others instead of "
                     "listing layouts: give one of them");
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

/* Value x of dimension d's option as plan.h's number: a count, the index
 * of a recomputation, 1 for sequence parallelism on. */
static double dim_number(int d, const struct mlsys_val *x)
{
    return d == MLSYS_PLAN_RECOMPUTE      ? x->choice
           : d == MLSYS_PLAN_SEQ_PARALLEL ? x->choice == 0 /* yes|no */
                                          : x->x;
}

/* A --versus error: "--versus: TEXT: why". */
static int versus_err(struct mlsys_err *err, const char *text, const char *why, const char *arg)
{
    mlsys_err_where(err, "--versus");
    return mlsys_err_set(err, MLSYS_EUSAGE, "%s: %s%s", text, why, arg);
}

/* --versus KEY=VALUE,...: each KEY the option of a searched dimension
 * other than the devices (once), each VALUE one value that option takes,
 * into P->vs_named and P->vs_val. */
static int versus_values(struct plan *P, struct mlsys_err *err)
{
    const char *text = mlsys_call_block(P->call, &blk_plan)[PL_VERSUS].s;
    char buf[256], keys[160] = "", *save = NULL;
    if (!P->versus)
        return MLSYS_OK;
    for (int d = MLSYS_PLAN_TP; d < MLSYS_PLAN_NDIMS; d++)
        snprintf(keys + strlen(keys), sizeof keys - strlen(keys), "%s%s",
                 d > MLSYS_PLAN_TP ? ", " : "", dim_name(d));
    snprintf(keys + strlen(keys), sizeof keys - strlen(keys), ", framework");
    if (strlen(text) >= sizeof buf)
        return versus_err(err, "too long", "", "");
    snprintf(buf, sizeof buf, "%s", text);
    size_t n = 0;
    for (char *item = strtok_r(buf, ",", &save); item; item = strtok_r(NULL, ",", &save), n++) {
        char *eq = strchr(item, '=');
        if (!eq || eq == item || !eq[1])
            return versus_err(err, item, "not KEY=VALUE (e.g. tp=8,pp=16,interleave=4); keys: ",
                              keys);
        *eq = '\0';
        int d = MLSYS_PLAN_TP;
        while (d < MLSYS_PLAN_NDIMS && !mlsys_opt_named(&dim_opt[d].b->defs[dim_opt[d].i], item))
            d++;
        bool stack = !strcmp(item, "framework");
        if (d == MLSYS_PLAN_NDIMS && !stack)
            return versus_err(err, item, "not a key of a layout; keys: ", keys);
        if (stack ? P->vs_stack >= 0 : P->vs_named[d])
            return versus_err(err, item, "given twice", "");
        struct mlsys_val x;
        struct mlsys_err why;
        unsigned bits = 0;
        mlsys_err_clear(&why);
        int rc = stack ? mlsys_opt_parse_value(&mlsys_blk_trainrun.defs[TR_FRAMEWORK], eq + 1,
                                               &x, &why)
                 : d == MLSYS_PLAN_OFFLOAD /* its words joined by '+' in this comma list */
                     ? mlsys_train_offload_parse(eq + 1, '+', &bits, &why)
                     : mlsys_opt_parse_value(&dim_opt[d].b->defs[dim_opt[d].i], eq + 1, &x, &why);
        if (rc) {
            *eq = '=';
            return versus_err(err, item, why.msg, "");
        }
        if (stack) {
            P->vs_stack = x.choice;
            continue;
        }
        P->vs_named[d] = true;
        P->vs_val[d] = d == MLSYS_PLAN_OFFLOAD ? bits : dim_number(d, &x);
    }
    return n ? MLSYS_OK : versus_err(err, "empty", "give KEY=VALUE,... with keys ", keys);
}

/* The given values of dimension d (none: free), as numbers for plan.h. */
static int given_values(struct plan *P, int d, struct mlsys_err *err)
{
    const struct mlsys_optdef *def = &dim_opt[d].b->defs[dim_opt[d].i];
    if (!mlsys_call_given(P->call, def) || d == MLSYS_PLAN_OFFLOAD) /* offload: base() */
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
        P->vals[d][k] = dim_number(d, &x);
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

/* --offload any: the host link and the host's optimizer rate every
 * offloading layout uses, noted (train's set-up notes them only for an
 * offload it is given); an error when the device has no host link. */
static int offload_any(const struct plan *P, struct mlsys_notes *notes, struct mlsys_err *err)
{
    const struct mlsys_train_opts *o = &P->q.base.opt;
    if (!(o->host_bw_Bps > 0))
        return usage(err, "--offload", "any: the device has no host link in the catalog "
                                       "(interconnect.host) to offload over; give --host-bw");
    mlsys_notes_add(notes, "offload searched (--offload any): over a host link of %.4g GB/s "
                           "per direction%s, not overlapped with compute; the host's "
                           "optimizer at %.3g parameters/s per device%s",
                    o->host_bw_Bps / 1e9, isnan(P->req.host_bw_Bps) ? " (the device's; "
                                                                     "--host-bw)" : "",
                    o->cpu_opt_params_per_s, isnan(P->req.cpu_opt_params_per_s)
                                                 ? " (an assumption of the order of "
                                                   "DeepSpeed's CPU Adam; --cpu-opt-rate)"
                                                 : "");
    return MLSYS_OK;
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
    r->tp = r->pp = r->ep = r->microbatch = r->interleave = r->cp = 1;
    r->recompute = r->seq_parallel = r->zero = 0;
    if ((rc = mlsys_plan_stack_bases(P, B, notes, err)))
        return rc;
    struct mlsys_train_in *in = &P->q.base;
    /* Offload is pinned to --offload's words (none by default), or with
     * --offload any free: every combination. */
    P->offload = in->opt.offload;
    if (!mlsys_train_offload_any(P->call))
        P->q.dim[MLSYS_PLAN_OFFLOAD] = (struct mlsys_plan_values){&P->offload, 1};
    else if ((rc = offload_any(P, notes, err)))
        return rc;
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
    return in->lay.tp * in->lay.pp * in->lay.cp * in->lay.dp;
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

int mlsys_plan_train_row(const struct plan *P, struct mlsys_sink *sink,
                         const struct mlsys_train_in *in, const struct mlsys_train_out *o,
                         struct mlsys_err *err)
{
    struct mlsys_train_run run;
    mlsys_train_run(&P->costs, devices(in), P->q.base.dev.tdp_W, o, &run);
    return mlsys_train_row(sink, P->req.base.hw, P->req.base.wl, &P->s, in, o, &run, err);
}

void mlsys_plan_row_in(const struct plan *P, const struct mlsys_plan_row *r,
                       struct mlsys_train_in *in)
{
    size_t k = mlsys_plan_stack_index(P, r->opt.framework);
    *in = k < P->nsetup ? P->stack_base[k] : P->q.base;
    in->lay = r->lay;
    in->batch = r->batch;
    in->opt = r->opt;
}

/* plan.h's emit (--all). */
static int emit(void *self, const struct mlsys_train_in *in, const struct mlsys_train_out *o,
                struct mlsys_err *err)
{
    const struct plan *P = self;
    return mlsys_plan_train_row(P, P->sink, in, o, err);
}

void mlsys_plan_describe(const struct plan *P, const struct mlsys_plan_row *r, char *buf,
                         size_t n)
{
    static const char *const rc[] = {"no", "selective", "full"};
    char c[32] = "", e[32] = "", o[64] = "", st[32] = "";
    if (P->nsetup > 1)
        snprintf(st, sizeof st, ", %s", mlsys_train_stack(r->opt.framework)->name);
    if (r->lay.cp > 1)
        snprintf(c, sizeof c, ", c %g", r->lay.cp);
    if (r->lay.ep > 1)
        snprintf(e, sizeof e, ", e %g", r->lay.ep);
    for (unsigned k = 0, len = 0; k < 3; k++)
        if (r->opt.offload & (1u << k))
            len += (unsigned)snprintf(o + len, sizeof o - len, "%s%s", len ? " and " : ", offload ",
                                      mlsys_train_offload_word(k));
    snprintf(buf, n, "t %g, p %g%s, d %g%s, b %g, v %g, %s recomputation, sequence parallelism "
                     "%s, ZeRO %d%s%s",
             r->lay.tp, r->lay.pp, c, r->lay.dp, e, r->batch.microbatch, r->lay.interleave,
             rc[r->opt.recompute], r->opt.seq_parallel ? "on" : "off", r->opt.zero, o, st);
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
        [MLSYS_PLAN_BAD_CONTEXT] = ("have s not a multiple of 2 c t (c with sequence "
                                    "parallelism)"),
        [MLSYS_PLAN_BAD_TUNE] = "have LoRA or offload the layout or its stack cannot run",
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
    mlsys_plan_describe(P, &r->miss, lay, sizeof lay);
    mlsys_setup_fmt(r->miss.out.m_total_B, "B", need, sizeof need);
    mlsys_setup_fmt(P->q.mem_limit_B, "B", lim, sizeof lim);
    snprintf(buf, n, "the layout needing the least memory (%s) needs %s per device, %s "
                     "available", lay, need, lim);
}

/* The notes of a search: left-out values, the counts (after label, "N =
 * 256: " for one of a --devices list), the order. */
static int result_notes(const struct plan *P, const struct mlsys_plan_result *r,
                        const char *label, struct mlsys_err *err)
{
    char text[768];
    int rc = MLSYS_OK;
    for (int d = 0; !rc && d < MLSYS_PLAN_NDIMS; d++)
        if (r->dropped[d])
            rc = mlsys_net_note(P->sink, err, "--%s: %zu value%s left out: %s%s", dim_name(d),
                                r->dropped[d], r->dropped[d] > 1 ? "s" : "",
                                r->dropped[d] > 1 ? "the first, " : "", r->why_dropped[d]);
    reasons(P, r, text, sizeof text);
    char bounded[96] = "";
    if (r->bounded)
        snprintf(bounded, sizeof bounded, ", %zu not examined (a bound on their step showed "
                                          "they could not be kept)", r->bounded);
    if (!rc) { /* longer than mlsys_net_note's line */
        char line[sizeof text + sizeof bounded + 128];
        snprintf(line, sizeof line, "%s%zu layouts considered, %zu feasible%s%s%s", label,
                 r->considered, r->feasible, bounded, text[0] ? "; infeasible: " : "", text);
        rc = P->sink->note(P->sink, line, err);
    }
    if (!rc && P->q.keep == MLSYS_PLAN_ALL)
        rc = mlsys_net_note(P->sink, err, "--all: layouts in search order, not sorted");
    return rc;
}

/* Why nothing was considered: the degree combinations that made no layout,
 * as an error at `opt` after `what`. */
static int nothing(const struct plan *P, const struct mlsys_plan_result *r, const char *opt,
                   const char *what, struct mlsys_err *err)
{
    const size_t *k = r->skipped;
    char why[240];
    size_t n = 0;
    why[0] = '\0';
    if (k[MLSYS_PLAN_SKIP_DEVICES])
        n += (size_t)snprintf(why + n, sizeof why - n, "%zu with t p c not dividing the devices",
                              k[MLSYS_PLAN_SKIP_DEVICES]);
    if (k[MLSYS_PLAN_SKIP_DP] && n < sizeof why)
        n += (size_t)snprintf(why + n, sizeof why - n, "%s%zu with d = N/(t p c) not among --dp",
                              n ? ", " : "", k[MLSYS_PLAN_SKIP_DP]);
    if (k[MLSYS_PLAN_SKIP_SPLIT] && n < sizeof why)
        snprintf(why + n, sizeof why - n, "%s%zu with d not dividing B = %g", n ? ", " : "",
                 k[MLSYS_PLAN_SKIP_SPLIT], P->q.base.batch.global_batch);
    mlsys_err_where(err, "%s", opt);
    return mlsys_err_set(err, MLSYS_EUSAGE, "%s; the (t, p, c) allowed: %s", what,
                         why[0] ? why : "none");
}

/* plan.h's progress: the cli's progress line (on a terminal, after a
 * second), against the budget. */
static void searched(void *self, size_t considered)
{
    const struct plan *P = self;
    const struct mlsys_ctx *ctx = P->call->ctx;
    if (ctx && ctx->search_progress)
        ctx->search_progress(ctx->progress_self, P->done + considered, P->shown_budget);
}

/* Search q into *r, over the stacks searched (versus: the one --versus
 * names, if it names one); usage errors at the dimension's option, the
 * budget's error with advice. */
static int search_q(struct plan *P, const struct mlsys_plan_req *q, bool versus,
                    struct mlsys_plan_result *r, struct mlsys_err *err)
{
    enum mlsys_plan_dim bad;
    bool vs = versus && P->vs_stack >= 0; /* the stack --versus names, alone */
    size_t first = vs ? mlsys_plan_stack_index(P, (enum mlsys_framework)P->vs_stack) : 0;
    int rc = mlsys_plan_search_stacks(P, q, first, vs ? 1 : P->nstacks, r, &bad, err);
    if (rc && bad < MLSYS_PLAN_NDIMS)
        mlsys_err_where(err, "--%s", dim_name(bad));
    if (rc && r->over_budget) {
        size_t len = strlen(err->msg);
        snprintf(err->msg + len, sizeof err->msg - len,
                 "; narrow it (give --devices, --tp, --pp or fewer values) or raise --budget");
        mlsys_err_where(err, "--budget");
    }
    return rc;
}

/* The error of a search with no feasible layout: the counts and the
 * nearest miss, after `what`. */
static int no_fit(const struct plan *P, const struct mlsys_plan_result *r, const char *what,
                  struct mlsys_err *err)
{
    char text[480], miss[320] = "";
    reasons(P, r, text, sizeof text);
    if (r->have_miss)
        nearest(P, r, miss, sizeof miss);
    /* offload left at none on a device that could offload: say the way out */
    bool host = !mlsys_call_given(P->call, &mlsys_blk_trainrun.defs[TR_OFFLOAD]) &&
                P->q.base.opt.host_bw_Bps > 0 && r->infeasible[MLSYS_PLAN_BAD_MEMORY];
    return mlsys_err_set(err, MLSYS_EPOINTS, "%s among the %zu considered: %s%s%s%s", what,
                         r->considered, text, r->have_miss ? "; " : "", miss,
                         host ? " (--offload any also searches layouts keeping state in host "
                                "memory)"
                              : "");
}

/* The best layout with the --versus values on the devices of q, into
 * *row: searched with those dimensions pinned; when none fits, the one
 * needing the least memory (*fits false). A value that cannot work is a
 * usage error; so is a layout these devices cannot have (*here true). */
static int versus_row(struct plan *P, const struct mlsys_plan_req *q, struct mlsys_plan_row *row,
                      bool *fits, bool *here, struct mlsys_err *err)
{
    struct mlsys_plan_req v = *q;
    struct mlsys_plan_result r;
    const char *text = mlsys_call_block(P->call, &blk_plan)[PL_VERSUS].s;
    for (int d = 0; d < MLSYS_PLAN_NDIMS; d++)
        if (P->vs_named[d])
            v.dim[d] = (struct mlsys_plan_values){&P->vs_val[d], 1};
    v.keep = MLSYS_PLAN_TOP;
    v.top = 1;
    int rc = search_q(P, &v, true, &r, err);
    if (rc == MLSYS_EUSAGE && !r.over_budget) { /* a value that cannot work */
        char msg[sizeof err->msg];
        snprintf(msg, sizeof msg, "%s", err->msg);
        mlsys_err_clear(err);
        mlsys_err_where(err, "--versus");
        return mlsys_err_set(err, MLSYS_EUSAGE, "%s: %s", text, msg);
    }
    *here = !rc && (!r.considered || (!r.nrows && !r.have_miss));
    char what[96] = "no layout with these values on the devices searched";
    if (q->dim[MLSYS_PLAN_DEVICES].n == 1)
        snprintf(what, sizeof what, "no layout with these values on %g devices",
                 q->dim[MLSYS_PLAN_DEVICES].v[0]);
    if (!rc && !r.considered)
        rc = nothing(P, &r, "--versus", what, err);
    else if (!rc && !r.nrows && !r.have_miss) {
        mlsys_err_where(err, "--versus");
        rc = no_fit(P, &r, "no feasible layout with these values", err);
        err->code = rc = MLSYS_EUSAGE;
    }
    if (!rc) {
        *fits = r.nrows > 0;
        *row = r.nrows ? r.rows[0] : r.miss;
    }
    mlsys_plan_result_free(&r);
    return rc;
}

/* --explain of one search's result r (best first) on the devices of q
 * (*here as versus_row says). */
static int explain(struct plan *P, const struct mlsys_plan_req *q,
                   const struct mlsys_plan_result *r, const char *label, bool *here,
                   struct mlsys_err *err)
{
    int rc = MLSYS_OK;
    if (r->nrows > 1)
        rc = mlsys_plan_explain(P, &r->rows[0], &r->rows[1], "runner-up", label, true, err);
    else if (r->nrows)
        rc = mlsys_net_note(P->sink, err, "%sone feasible layout: no runner-up", label);
    if (!rc && r->nrows && P->versus) {
        struct mlsys_plan_row v;
        bool fits = false;
        rc = versus_row(P, q, &v, &fits, here, err);
        if (!rc)
            rc = mlsys_plan_explain(P, &r->rows[0], &v, "--versus", label, fits, err);
    }
    return rc;
}

/* One search over the devices N (NULL: all given, or free): the rows kept
 * or their explanation, the notes, and the error when nothing can be
 * considered or nothing fits, or --versus has no layout here (those three
 * set *here: they are about these devices). */
static int search_devices(struct plan *P, const double *N, bool *here, struct mlsys_err *err)
{
    struct mlsys_plan_req q = P->q;
    struct mlsys_plan_result r;
    char label[48] = "";
    if (N) {
        q.dim[MLSYS_PLAN_DEVICES] = (struct mlsys_plan_values){N, 1};
        snprintf(label, sizeof label, "N = %g: ", *N);
    }
    *here = false;
    int rc = search_q(P, &q, false, &r, err);
    if (rc)
        return rc;
    *here = !r.considered || !r.feasible;
    if (!r.considered)
        rc = nothing(P, &r, "--devices", "no layout to consider", err);
    else if (P->explain)
        rc = explain(P, &q, &r, label, here, err);
    for (size_t i = 0; !rc && !P->explain && i < r.nrows; i++) {
        struct mlsys_train_in in;
        mlsys_plan_row_in(P, &r.rows[i], &in);
        rc = mlsys_plan_train_row(P, P->sink, &in, &r.rows[i].out, err);
    }
    if (!rc && r.considered)
        rc = result_notes(P, &r, label, err);
    if (!rc && r.considered && !r.feasible)
        rc = no_fit(P, &r, "no feasible layout", err);
    mlsys_plan_result_free(&r);
    return rc;
}

/* Search, then the rows kept, the notes, and the error when nothing fits
 * or the search reached its budget. A --devices list with --top (not
 * --pareto or --all) is searched one device count at a time: the top K of
 * each (K 1 unless --top says), a device count that fails reported as a
 * problem and the run going on (exit 1 at the end). */
static int run_search(struct plan *P, struct mlsys_err *err)
{
    const struct mlsys_plan_values *N = &P->q.dim[MLSYS_PLAN_DEVICES];
    bool each = P->q.keep == MLSYS_PLAN_TOP && N->n > 1;
    P->q.score = score;
    P->q.score_self = P;
    P->q.emit = emit;
    P->q.emit_self = P;
    P->q.prune = true;
    P->q.progress = searched;
    P->q.progress_self = P;
    if (P->explain)
        P->q.top = 2; /* the best and the runner-up */
    else if (each && !P->top_given)
        P->q.top = 1;
    int rc = MLSYS_OK;
    size_t failed = 0;
    const struct mlsys_ctx *ctx = P->call->ctx;
    P->shown_budget = each ? P->q.budget * N->n : P->q.budget;
    for (size_t i = 0; !rc && i < (each ? N->n : 1); i++) {
        bool here;
        rc = search_devices(P, each ? &N->v[i] : NULL, &here, err);
        if (!each || !rc || !here)
            continue;
        mlsys_cmd_say_err(P->call->cmd, err);
        if (!strcmp(err->where, "--devices")) /* the label says it */
            err->where[0] = '\0';
        mlsys_err_where(err, "%s: --devices %g", P->call->cmd->name, N->v[i]);
        if (ctx && ctx->problem)
            ctx->problem(ctx->problem_self, err);
        mlsys_err_clear(err);
        failed++;
        rc = MLSYS_OK;
    }
    if (ctx && ctx->search_progress) /* clears the line */
        ctx->search_progress(ctx->progress_self, P->shown_budget, P->shown_budget);
    if (!rc && failed)
        rc = mlsys_err_set(err, MLSYS_EPOINTS, "%zu of %zu device counts failed", failed, N->n);
    return rc;
}

/* The command's search (command.h): read the options, set up the model's
 * inputs once, search, and write the rows and notes to sink. Usage errors
 * name their option; no feasible layout is MLSYS_EPOINTS (exit 1). */
static int search(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct plan P = {.call = call, .sink = sink, .vs_stack = -1};
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    int rc = single_values(call, err);
    if (!rc)
        rc = own_options(&P, err);
    for (int d = 0; !rc && d < MLSYS_PLAN_NDIMS; d++)
        rc = given_values(&P, d, err);
    if (!rc)
        rc = versus_values(&P, err);
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

/* The columns: train's row, or with --explain or --versus the
 * explanation's (cols lists train's, for --help; --explain's help names
 * the others). */
static void plan_columns(const struct mlsys_call *call, const struct mlsys_coldef **cols,
                         size_t *n)
{
    const struct mlsys_val *v = mlsys_call_block(call, &blk_plan);
    bool x = v[PL_EXPLAIN].set || mlsys_call_given(call, &plan_defs[PL_VERSUS]);
    *cols = x ? mlsys_plan_explain_cols : mlsys_train_cols;
    *n = x ? MLSYS_PLAN_EXPLAIN_NCOLS : MLSYS_TRAIN_NCOLS;
}

static const char *const examples[] = {
    "plan --hw a100 --layers 128 --hidden 25600 --heads 160 --vocab 51200 --devices 3072 "
    "--global-batch 3072 --top 5",
    "plan --hw a100 --workload gpt3 --devices 1024 --global-batch 1536 --tp 8 --pp 4..16x2 "
    "--recompute full,selective",
    "plan --hw h100 --workload llama3-405b --devices 4096,8192,16384 --global-batch 2048 "
    "--seq 8192 --attention flash",
    "plan --hw h100 --workload llama3-405b --devices 16384 --global-batch 2048 --seq 8192 "
    "--attention flash --versus tp=8,pp=16,interleave=4",
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
        "divide the kv heads (within a node unless --tp-cross-node yes), p from 1 to the\n"
        "layers L with t p dividing N, c (--cp) 1 and with flash attention the divisors of\n"
        "s/2 leaving chunks s/(2 c) of 128 tokens or more, d = N/(t p c), b over the divisors\n"
        "of B/d, v from 1 to L/p (p v <= L, as train accepts: uneven stages run at the\n"
        "busiest one's pace; m a multiple of p when v > 1), recomputation\n"
        "none/selective/full, sequence parallelism (t > 1), ZeRO 0 to the most the\n"
        "--framework runs (d > 1), e over the experts' divisors that divide d; offload is\n"
        "--offload's (any: every combination); a --framework list searches each stack and\n"
        "ranks them together. A layout option given as a value, list or range (--tp 8, --pp\n"
        "1..16x2) restricts its dimension; left out, the dimension is free (the defaults\n"
        "listed below are train's). --global-batch is required. A layout fits when M_total\n"
        "<= capacity (1 - --mem-reserve). Rows: the --top K by --objective, best first\n"
        "(with a --devices list, the K best of each N, K 1 unless --top gives it); the\n"
        "Pareto front of time_to_train and devices or cost_run (--pareto, for --plot); or\n"
        "every feasible layout in search order (--all). --explain (or --versus) instead\n"
        "sets the best against the runner-up (and the --versus layout) key by key: output\n"
        "keys devices, versus, key, best, other, difference, unit. A note counts the\n"
        "layouts considered, feasible, not examined (a bound on their step showed they could\n"
        "not be kept) and infeasible by reason; when none fits, the error names the nearest\n"
        "miss (exit 1; for one N of a list, a problem, the others still searched). A search\n"
        "stops with an error (exit 2) rather than consider more than --budget layouts.\n"
        "docs/plan.md describes the search and its pruning.",
    .blocks = MLSYS_BLOCKS(&mlsys_blk_machine, &mlsys_blk_node, &mlsys_blk_shape, &mlsys_blk_layout,
                           &mlsys_blk_trainrun, &mlsys_blk_context, &mlsys_blk_link,
                           &mlsys_blk_cost, &blk_plan),
    .cols = mlsys_train_cols,
    .ncols = MLSYS_TRAIN_NCOLS,
    .examples = examples,
    .columns = plan_columns,
    .search = search,
};
