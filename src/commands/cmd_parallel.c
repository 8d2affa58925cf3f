/* cmd_parallel.c - `mlsys parallel`: 3D-parallel degrees, pipeline bubble,
 * memory per device (the training model, train.h) and per-step traffic of
 * each dimension. */
#include <math.h>
#include <stdio.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "commands/netopts.h"
#include "mlsys/catalog.h"
#include "mlsys/memory.h"
#include "mlsys/setup.h"
#include "mlsys/train.h"
#include "mlsys/parallel.h"

enum {
    O_DEVICES, O_DP, O_PP, O_TP, O_MICRO, O_VIRTUAL, O_WORKLOAD, O_HW, O_PARAMS, O_LAYERS,
    O_HIDDEN, O_HEADS, O_BATCH, O_SEQ, O_PRECISION, O_OPTIMIZER, O_ZERO, O_RECOMPUTE,
    O_CAPACITY, O_N
};

static const struct mlsys_optdef opts[O_N] = {
    [O_DEVICES] = MLSYS_OPT_DEVICES(NULL, "N_total: devices (with two degrees, derives the "
                                          "third)",
                                    0),
    [O_DP] = MLSYS_OPT_DP(NULL, "d: data-parallel degree (replicas)"),
    [O_PP] = MLSYS_OPT_PP(NULL, "p: pipeline stages"),
    [O_TP] = MLSYS_OPT_TP(NULL, "t: tensor-parallel degree"),
    [O_MICRO] = MLSYS_OPTDEF_COUNT("microbatches", "1", "m: microbatches per replica per step",
                                   MLSYS_POSINT),
    [O_VIRTUAL] = MLSYS_OPT_INTERLEAVE("V: interleaved (virtual) stages per device", "virtual"),
    [O_WORKLOAD] = MLSYS_OPT_WORKLOAD("workload from the catalog (P, N_L, d, N_heads)"),
    [O_HW] = MLSYS_OPT_HW("device from the catalog (memory capacity)"),
    [O_PARAMS] = MLSYS_OPT_PARAMS("P: parameters (overrides the workload)"),
    [O_LAYERS] = MLSYS_OPT_LAYERS("N_L: layers (overrides the workload)"),
    [O_HIDDEN] = MLSYS_OPT_HIDDEN("d: hidden size (overrides the workload)"),
    [O_HEADS] = MLSYS_OPT_HEADS("N_heads: attention heads (overrides the workload)"),
    [O_BATCH] = MLSYS_OPT_GLOBAL_BATCH(NULL, "B: global batch, sequences per step (default dp*m)",
                                       "batch"),
    [O_SEQ] = MLSYS_OPT_SEQ("2048", "S: tokens per sequence"),
    [O_PRECISION] = MLSYS_OPT_PRECISION_AUTO("precision",
                                             "storage precision of weights and activations "
                                             "(default bf16, fp16 without a bf16 rate); "
                                             "gradients in fp32 with bf16"),
    [O_OPTIMIZER] = MLSYS_OPT_OPTIMIZER,
    [O_ZERO] = MLSYS_OPT_ZERO("ZeRO stage: 1 shards optimizer state, 2 also gradients, 3 also "
                              "weights over dp"),
    [O_RECOMPUTE] = MLSYS_OPT_RECOMPUTE("none", "activation recomputation"),
    [O_CAPACITY] = MLSYS_OPT_CAPACITY,
};
static const struct mlsys_optblock own = {opts, O_N};

enum {
    C_NTOT, C_DP, C_PP, C_TP, C_BPIPE, C_ETAPIPE, C_W, C_G, C_OPT, C_ACT, C_TOTAL, C_CAP, C_FITS,
    C_TPB, C_PPB, C_DPB, C_N
};

#define S MLSYS_COL_SUMMARY
static const struct mlsys_coldef cols[C_N] = {
    [C_NTOT] = {"N_total", "", MLSYS_FMT_AUTO, "devices d*p*t", S},
    [C_DP] = {"dp", "", MLSYS_FMT_AUTO, "data-parallel degree d", S},
    [C_PP] = {"pp", "", MLSYS_FMT_AUTO, "pipeline stages p", S},
    [C_TP] = {"tp", "", MLSYS_FMT_AUTO, "tensor-parallel degree t", S},
    [C_BPIPE] = {"b_pipe", "%", MLSYS_FMT_AUTO, "pipeline bubble (p-1)/(V*m + p - 1)", S},
    [C_ETAPIPE] = {"eta_pipe", "%", MLSYS_FMT_AUTO, "pipeline efficiency 1 - b_pipe", 0},
    [C_W] = {"M_weights", "B", MLSYS_FMT_AUTO, "weights per device", 0},
    [C_G] = {"M_gradients", "B", MLSYS_FMT_AUTO, "gradients per device", 0},
    [C_OPT] = {"M_optimizer", "B", MLSYS_FMT_AUTO, "optimizer state per device", 0},
    [C_ACT] = {"M_activations", "B", MLSYS_FMT_AUTO, "activations per device", 0},
    [C_TOTAL] = {"M_total", "B", MLSYS_FMT_AUTO, "memory per device", S},
    [C_CAP] = {"capacity", "B", MLSYS_FMT_AUTO, "device memory capacity", 0},
    [C_FITS] = {"fits", NULL, MLSYS_FMT_AUTO, "M_total <= capacity", S},
    [C_TPB] = {"tp_bytes", "B", MLSYS_FMT_AUTO,
               "all-reduced per device per step over tensor-parallel links", S},
    [C_PPB] = {"pp_bytes", "B", MLSYS_FMT_AUTO,
               "sent per device per step to the next/previous pipeline stage", S},
    [C_DPB] = {"dp_bytes", "B", MLSYS_FMT_AUTO,
               "gradients all-reduced per device per step over data-parallel links", S},
};

static const char *const examples[] = {
    "parallel --pp 4 --microbatches 8 --interleave 4",
    "parallel --devices 1024 --tp 8 --pp 8 --microbatches 32 --workload llama70b --hw h100 "
    "--global-batch 512 --seq 4096 --zero 1 --recompute selective",
    "parallel --dp 4 --pp 2 --tp 2 --microbatches 8 --params 7e9 --layers 32 --hidden 4096 "
    "--heads 32 --global-batch 64",
    NULL,
};


/* Look up a catalog entry named by option i (where = the option). */
static int lookup(const struct mlsys_call *call, int i, enum mlsys_catalog_kind kind,
                  const struct mlsys_record **rec, struct mlsys_err *err)
{
    *rec = NULL;
    if (!call->v[i].set)
        return MLSYS_OK;
    int rc = mlsys_catalog_find(call->ctx->catalog, kind, call->v[i].s, rec, err);
    if (rc && !err->file[0])
        mlsys_err_where(err, "--%s", opts[i].name);
    return rc;
}

/* The shape overrides given. */
static struct mlsys_shape shape_of(const struct mlsys_call *call)
{
    static const int opt_of[MLSYS_SHAPE_N] = {O_PARAMS, -1, O_LAYERS, O_HIDDEN, O_HEADS,
                                              -1,       -1, -1,       -1};
    struct mlsys_shape sh;
    mlsys_dev_shape(call, &own, opt_of, &sh);
    return sh;
}

/* The architecture: the workload's counts and the overrides
 * (mlsys_setup_arch), for the degrees and the traffic (the memory figures
 * take the training model's shape, mlsys_setup_train_shape). */
static void arch_from(const struct mlsys_call *call, const struct mlsys_record *wl,
                      struct mlsys_arch *a)
{
    struct mlsys_shape sh = shape_of(call);
    mlsys_setup_arch(wl, &sh, a);
}

/* Notes on degrees, batch and microbatches that were not given. */
static int degree_notes(const struct mlsys_val *v, const struct mlsys_parallel_out *o,
                        struct mlsys_sink *sink, struct mlsys_err *err)
{
    static const struct {
        unsigned flag;
        const char *name, *others;
    } d[] = {{MLSYS_PAR_DP, "dp", "pp*tp"}, {MLSYS_PAR_PP, "pp", "dp*tp"},
             {MLSYS_PAR_TP, "tp", "dp*pp"}};
    const double deg[] = {o->dp, o->pp, o->tp};
    int rc = MLSYS_OK;
    for (size_t i = 0; !rc && i < 3; i++) {
        if (o->derived & d[i].flag)
            rc = mlsys_net_note(sink, err, "%s = N_total/(%s) = %.17g", d[i].name, d[i].others,
                                deg[i]);
        else if (o->assumed & d[i].flag)
            rc = mlsys_net_note(sink, err, "%s = 1 (not given)", d[i].name);
    }
    if (!rc && !v[O_BATCH].set)
        rc = mlsys_net_note(sink, err,
                            "B = dp*m = %.17g sequences, one per microbatch (--global-batch)",
                            o->dp * v[O_MICRO].x);
    if (!rc && v[O_ZERO].x > 0 && o->dp == 1)
        rc = mlsys_net_note(sink, err, "ZeRO with dp = 1 shards nothing");
    if (!rc && o->pp > 1 && v[O_MICRO].x == 1)
        rc = mlsys_net_note(sink, err, "m = 1 microbatch: the pipeline never overlaps stages "
                                       "(--microbatches)");
    return rc;
}

/* Notes on a layout the model evaluates but a real run would not like:
 * pp*V not dividing the layers, tp spanning more than one node of hw. (The
 * heads are the training rule's, mlsys_rule_tp_heads: a layout breaking it
 * gets no memory figures, and the memory note says why.) */
static int layout_notes(const struct mlsys_val *v, const struct mlsys_arch *a,
                        const struct mlsys_parallel_out *p, const struct mlsys_record *hw,
                        struct mlsys_sink *sink, struct mlsys_err *err)
{
    int rc = MLSYS_OK;
    double stages = p->pp * v[O_VIRTUAL].x;
    double node = hw ? mlsys_hw_qty(hw, MLSYS_HW_NODE_DEVICES).v : NAN;
    if (a->layers > 0 && fmod(a->layers, stages))
        rc = mlsys_net_note(sink, err, "pp*V = %.17g does not divide the %.17g layers: the "
                                       "stages are unequal and the largest sets the pace",
                            stages, a->layers);
    if (!rc && node > 0 && p->tp > node)
        rc = mlsys_net_note(sink, err, "tp = %.17g spans nodes of %.17g devices: its "
                                       "all-reduces cross the fabric between nodes",
                            p->tp, node);
    return rc;
}

/* Per-device memory by the training model (train.h, the figures mlsys
 * train gives for the same layout): the shape from the workload and the
 * overrides, P as given, sequence parallelism with t > 1 as Megatron
 * runs it, standard attention, the weights at `prec` and the gradients by
 * set-up's rule (mlsys_setup_grad_precision). Sets *have false, with a
 * note, when the model cannot place the layout. */
static int memory(const struct mlsys_call *call, const struct mlsys_record *wl,
                  enum mlsys_precision prec, const struct mlsys_parallel_out *p,
                  struct mlsys_train_out *m, bool *have, struct mlsys_sink *sink,
                  struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v;
    struct mlsys_model_req r;
    mlsys_model_req_init(&r);
    r.wl = wl;
    r.shape = shape_of(call);
    struct mlsys_train_in in = {0};
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    enum mlsys_precision grad = mlsys_setup_grad_precision(prec, MLSYS_PRECISION_UNSET, NULL);
    struct mlsys_err why;
    mlsys_err_clear(&why);
    int rc = mlsys_setup_train_shape(&r, &in.arch, &notes, &why);
    in.lay = (struct mlsys_layout){p->tp, p->pp, p->dp, 1, v[O_VIRTUAL].x, 1};
    in.batch = (struct mlsys_train_batch){p->batch_replica * p->dp, p->batch_micro, v[O_SEQ].x};
    in.opt = (struct mlsys_train_opts){.recompute = (enum mlsys_recompute)v[O_RECOMPUTE].choice,
                                       .seq_parallel = p->tp > 1, .zero = (int)v[O_ZERO].x,
                                       .attention = MLSYS_ATTN_STANDARD,
                                       /* the textbook's rule, no stack: every ZeRO stage
                                          with any p, no reserve beyond the tensors */
                                       .framework = MLSYS_FRAMEWORK_FSDP,
                                       .s_elem_B = mlsys_precision_bytes(prec),
                                       .s_grad_B = mlsys_precision_bytes(grad),
                                       .opt_B_per_param = mlsys_optimizer_bytes_per_param(
                                           (enum mlsys_optimizer)v[O_OPTIMIZER].choice)};
    enum mlsys_train_bad bad;
    if (!rc)
        rc = mlsys_train_check(&in, &bad, &why);
    *have = !rc;
    if (!rc) {
        mlsys_train_memory(&in, m);
        rc = mlsys_dev_notes(call, &notes, sink, err);
    }
    mlsys_notes_free(&notes);
    if (!*have)
        return mlsys_net_note(sink, err, "no memory figures: %s", why.msg);
    if (!rc)
        rc = mlsys_net_note(sink, err, "memory at %s weights and %s gradients (mlsys train's "
                                       "rule; --precision)",
                            mlsys_precision_name(prec), mlsys_precision_name(grad));
    char zero[32] = "no ZeRO";
    if (in.opt.zero > 0)
        snprintf(zero, sizeof zero, "ZeRO-%d over dp", in.opt.zero);
    return rc ? rc
              : mlsys_net_note(sink, err,
                               "memory by the training model (as mlsys train): %s, model state "
                               "split over tp*pp, activations of microbatches of b = %.17g "
                               "sequences (Korthikanti et al. 2022; sequence parallel when tp > "
                               "1; min(p, m) = %.17g in flight on the first stage, 1F1B)",
                               zero, p->batch_micro, fmin(p->pp, v[O_MICRO].x));
}

/* Degrees, bubble and traffic; the batch defaults to dp*m. */
static int run_parallel(const struct mlsys_call *call, const struct mlsys_arch *a,
                        enum mlsys_precision prec, struct mlsys_parallel_out *o,
                        struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v;
    struct mlsys_parallel_in in = {
        .devices = mlsys_call_num(call, &own, O_DEVICES),
        .dp = mlsys_call_num(call, &own, O_DP), .pp = mlsys_call_num(call, &own, O_PP),
        .tp = mlsys_call_num(call, &own, O_TP), .microbatches = v[O_MICRO].x,
        .virtual_stages = v[O_VIRTUAL].x, .params = a->params, .layers = a->layers,
        .hidden = a->hidden, .batch = mlsys_call_num(call, &own, O_BATCH), .seq = v[O_SEQ].x,
        .s_elem_B = mlsys_precision_bytes(prec),
        .s_grad_B = mlsys_precision_bytes(
            mlsys_setup_grad_precision(prec, MLSYS_PRECISION_UNSET, NULL))};
    int rc = mlsys_parallel_degrees(&in, o, err);
    if (rc) {
        mlsys_err_where(err, "--devices");
        return rc;
    }
    if (!v[O_BATCH].set)
        in.batch = o->dp * in.microbatches;
    rc = mlsys_parallel_eval(&in, o, err);
    if (rc == MLSYS_ERANGE && mlsys_call_given(call, &opts[O_BATCH])) /* the batch split failed */
        mlsys_err_where(err, "--global-batch");
    return rc;
}

/* Degrees, bubble and traffic (parallel.h), then memory per device
 * (train.h) when the architecture is known; one row with its notes. */
static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v;
    const struct mlsys_record *wl, *hw;
    if (v[O_ZERO].x > 3) {
        mlsys_err_where(err, "--zero");
        return mlsys_err_set(err, MLSYS_ERANGE, "must be 0, 1, 2 or 3");
    }
    int rc = lookup(call, O_WORKLOAD, MLSYS_CAT_WORKLOAD, &wl, err);
    if (!rc)
        rc = lookup(call, O_HW, MLSYS_CAT_HARDWARE, &hw, err);
    struct mlsys_arch a;
    struct mlsys_parallel_out p;
    arch_from(call, rc ? NULL : wl, &a);
    enum mlsys_precision prec =
        mlsys_setup_precision(rc ? NULL : hw, mlsys_dev_precision(call, &own, O_PRECISION),
                              NULL);
    if (!rc)
        rc = run_parallel(call, &a, prec, &p, err);
    if (!rc)
        rc = degree_notes(v, &p, sink, err);
    if (!rc)
        rc = layout_notes(v, &a, &p, hw, sink, err);
    if (rc)
        return rc;
    double cap = v[O_CAPACITY].set ? v[O_CAPACITY].q.v
                 : hw             ? mlsys_hw_dev_qty(hw, MLSYS_HW_MEM_CAPACITY).v
                                  : NAN;
    struct mlsys_train_out m;
    bool have_mem = mlsys_arch_is_transformer(&a);
    rc = have_mem ? memory(call, wl, prec, &p, &m, &have_mem, sink, err)
                  : mlsys_net_note(sink, err, "no memory figures: they need --workload, or "
                                              "--params --layers --hidden --heads");
    if (!rc && (isnan(p.tp_bytes) || isnan(p.pp_bytes) || isnan(p.dp_bytes)))
        rc = mlsys_net_note(sink, err, "traffic needs --workload, or --hidden and --layers "
                                       "(tp, pp) and --params (dp)");
    if (rc)
        return rc;
    struct mlsys_cell c[C_N];
    c[C_NTOT] = mlsys_cell_val(p.n_total);
    c[C_DP] = mlsys_cell_val(p.dp);
    c[C_PP] = mlsys_cell_val(p.pp);
    c[C_TP] = mlsys_cell_val(p.tp);
    c[C_BPIPE] = mlsys_cell_val(p.b_pipe);
    c[C_ETAPIPE] = mlsys_cell_val(p.eta_pipe);
    c[C_W] = have_mem ? mlsys_cell_val(m.m_weights_B) : mlsys_cell_none();
    c[C_G] = have_mem ? mlsys_cell_val(m.m_gradients_B) : mlsys_cell_none();
    c[C_OPT] = have_mem ? mlsys_cell_val(m.m_optimizer_B) : mlsys_cell_none();
    c[C_ACT] = have_mem ? mlsys_cell_val(m.m_activations_B) : mlsys_cell_none();
    c[C_TOTAL] = have_mem ? mlsys_cell_val(m.m_total_B) : mlsys_cell_none();
    c[C_CAP] = mlsys_net_val(cap);
    c[C_FITS] = have_mem && !isnan(cap) ? mlsys_cell_bool(m.m_total_B <= cap) : mlsys_cell_none();
    c[C_TPB] = mlsys_net_val(p.tp_bytes);
    c[C_PPB] = mlsys_net_val(p.pp_bytes);
    c[C_DPB] = mlsys_net_val(p.dp_bytes);
    return sink->row(sink, c, err);
}

const struct mlsys_cmddef mlsys_cmd_parallel = {
    .name = "parallel",
    .summary = "3D parallelism: degrees, pipeline bubble, memory and traffic per device",
    .description =
        "N_total = d*p*t: with --devices and two of --dp --pp --tp the third is derived.\n"
        "b_pipe = (p-1)/(V*m + p - 1), the idle share of pipeline time (V interleaved stages,\n"
        "m microbatches); eta_pipe = 1 - b_pipe. Memory per device is mlsys train's for the\n"
        "same layout: ZeRO stage k shards optimizer state (k>=1), gradients (k>=2), weights\n"
        "(k=3) over d; tp*pp split the model state; the first stage holds activations\n"
        "(Korthikanti et al. 2022, sequence parallel when tp > 1) of min(p, m) microbatches\n"
        "over its N_L/p layers (1F1B). Payload bytes per device per step: tp_bytes = 4 (N_L/p)\n"
        "(B/d) S d s_elem (Megatron: 2 all-reduces per layer forward, 2 backward); pp_bytes =\n"
        "2 V (B/d) S d s_elem (activations forward, gradients back); dp_bytes = P s_elem/(t p)\n"
        "(the gradient all-reduce). Feed them to `mlsys comm --size` for times.",
    .blocks = MLSYS_BLOCKS(&own),
    .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
