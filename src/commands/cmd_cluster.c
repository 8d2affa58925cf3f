/* cmd_cluster.c - `mlsys cluster`: the cluster law, scaling efficiency,
 * effective cluster rate, Amdahl and Gustafson, time to train. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "commands/netopts.h"
#include "commands/trainopts.h"
#include "mlsys/catalog.h"
#include "mlsys/cluster.h"

enum {
    O_DEVICES, O_T_COMPUTE, O_T_COMM, O_COMM_BYTES, O_PARAMS, O_PRECISION,
    O_OVERLAP, O_SYNC, O_STRAGGLER, O_PEAK, O_MFU, O_ETA, O_GOODPUT, O_SERIAL, O_TOKENS,
    O_HW, O_WORKLOAD, O_BATCH, O_SEQ, O_EFF, O_N
};

/* Shorter names for the shapes of optdefs.h, in this table only. */
#define CNT MLSYS_OPTDEF_COUNT
#define QTY MLSYS_OPTDEF_QTY

static const struct mlsys_optdef opts[O_N] = {
    [O_DEVICES] = MLSYS_OPT_DEVICES(NULL, "N: devices (accelerators)", MLSYS_OPTF_REQUIRED),
    [O_T_COMPUTE] = QTY("t-compute", "s", "T_compute: one step's compute on a single device",
                        MLSYS_OPTF_POSITIVE),
    [O_T_COMM] = QTY("t-comm", "s", "T_comm at N devices, as measured (instead of --comm-bytes)",
                     MLSYS_OPTF_NONNEG),
    [O_COMM_BYTES] = QTY("comm-bytes", "B",
                         "M: bytes ring-all-reduced each step over the fabric (default: "
                         "P*s_elem with --params)",
                         MLSYS_OPTF_NONNEG),
    [O_PARAMS] = MLSYS_OPT_PARAMS("P: parameters (gradient bytes, and work 6*P*tokens)"),
    [O_PRECISION] = MLSYS_OPT_PRECISION_AUTO("precision",
                                             "storage precision (default bf16, fp16 without a "
                                             "bf16 rate): of the gradients all-reduced with "
                                             "--params; of the weights with --workload"),
    [O_OVERLAP] = CNT("overlap", "0", "fraction of T_comm hidden behind compute",
                      MLSYS_OPTF_PROB),
    [O_SYNC] = QTY("sync", "s", "T_sync: other non-overlapped coordination per step",
                   MLSYS_OPTF_NONNEG),
    [O_STRAGGLER] = CNT("straggler-cv", NULL,
                        "coefficient of variation of per-device compute time; T_sync from the "
                        "slowest of N",
                        MLSYS_OPTF_NONNEG),
    [O_PEAK] = MLSYS_OPT_PEAK("R_peak: peak rate of one device (for R_eff)"),
    [O_MFU] = CNT("mfu", "1", "MFU: single-device model FLOPs utilization", MLSYS_OPTF_FRACTION),
    [O_ETA] = CNT("eta-scaling", NULL, "eta_scaling as known (instead of --t-compute)",
                  MLSYS_OPTF_POSITIVE),
    [O_GOODPUT] = CNT("goodput", "1", "eta_goodput: share of wall-clock time not lost between "
                                      "steps",
                      MLSYS_OPTF_FRACTION),
    [O_SERIAL] = CNT("serial", NULL, "s: serial fraction (Amdahl and Gustafson speed-ups)",
                     MLSYS_OPTF_PROB),
    [O_TOKENS] = MLSYS_OPT_TOKENS("D: training tokens (time to train; needs --params)"),
    [O_HW] = MLSYS_OPT_HW("device from the catalog: T_compute, R_peak and MFU by the iron law "
                          "(with --workload)"),
    [O_WORKLOAD] = MLSYS_OPT_WORKLOAD("workload from the catalog: one training step on one "
                                      "device (with --hw)"),
    [O_BATCH] = MLSYS_OPT_GLOBAL_BATCH("1", "B: sequences per training step (global), with "
                                            "--workload",
                                       "batch"),
    [O_SEQ] = MLSYS_OPT_SEQ("2048", "S: tokens per sequence, with --workload"),
    [O_EFF] = MLSYS_OPT_EFF(NULL, "eta_mm: fraction of peak achieved by the training model's "
                                  "GEMMs, with --workload (default: the device's calibration)"),
};
#undef CNT
#undef QTY
static const struct mlsys_optblock own = {opts, O_N};

enum {
    C_TCOMP, C_TCOMM, C_TSYNC, C_TOVL, C_TSTEP, C_ETA, C_SPEEDUP, C_RHO, C_FCOMP, C_MFU,
    C_GOODPUT, C_REFF, C_AMDAHL, C_GUSTAFSON, C_TTT, C_N
};

static const struct mlsys_coldef cols[C_N] = {
    [C_TCOMP] = {"T_compute", "s", MLSYS_FMT_AUTO, "one step's compute on one device", 0},
    [C_TCOMM] = {"T_comm", "s", MLSYS_FMT_AUTO, "collective communication per step", 0},
    [C_TSYNC] = {"T_sync", "s", MLSYS_FMT_AUTO, "non-overlapped synchronization per step", 0},
    [C_TOVL] = {"T_overlap", "s", MLSYS_FMT_AUTO, "communication hidden behind compute", 0},
    [C_TSTEP] = {"T_step", "s", MLSYS_FMT_AUTO,
                 "step time T_compute/N + T_comm + T_sync - T_overlap", MLSYS_COL_SUMMARY},
    [C_ETA] = {"eta_scaling", "%", MLSYS_FMT_AUTO, "scaling efficiency T_1/(N*T_N)",
               MLSYS_COL_SUMMARY},
    [C_SPEEDUP] = {"speedup", "", MLSYS_FMT_AUTO, "T_1/T_N", MLSYS_COL_SUMMARY},
    [C_RHO] = {"rho", "", MLSYS_FMT_AUTO, "communication/computation ratio T_comm/(T_compute/N)",
               MLSYS_COL_SUMMARY},
    [C_FCOMP] = {"f_compute", "%", MLSYS_FMT_AUTO, "share of the step spent on local compute",
                 0},
    [C_MFU] = {"MFU", "%", MLSYS_FMT_AUTO, "single-device model FLOPs utilization", 0},
    [C_GOODPUT] = {"eta_goodput", "%", MLSYS_FMT_AUTO, "share of wall-clock time not lost "
                                                       "between steps",
                   0},
    [C_REFF] = {"R_eff", "FLOP/s", MLSYS_FMT_AUTO,
                "effective cluster rate N*R_peak*MFU*eta_scaling*eta_goodput",
                MLSYS_COL_SUMMARY},
    [C_AMDAHL] = {"speedup_amdahl", "", MLSYS_FMT_AUTO, "Amdahl: 1/(s + (1-s)/N)", 0},
    [C_GUSTAFSON] = {"speedup_gustafson", "", MLSYS_FMT_AUTO, "Gustafson: N - s*(N-1)", 0},
    [C_TTT] = {"time_to_train", "s", MLSYS_FMT_AUTO, "6*P*tokens / R_eff", MLSYS_COL_SUMMARY},
};

static const char *const examples[] = {
    "cluster --devices 256 --t-compute 60s --params 7e9 --fabric ib-ndr --overlap 0.5",
    "cluster --devices 1024 --t-compute 100s --comm-bytes 14GB --fabric ib-ndr "
    "--straggler-cv 0.05",
    "cluster --devices 100000 --peak 989TFLOP/s --mfu 0.5 --eta-scaling 0.35 --goodput 0.6",
    "cluster --devices 256 --serial 0.1",
    "cluster --devices 1..1024x4 --hw h100 --workload llama3-8b --global-batch 1024 --fabric "
    "ib-ndr",
    NULL,
};

/* A usage error about option --opt. */
static int opt_error(struct mlsys_err *err, const char *opt, const char *msg)
{
    int rc = mlsys_err_set(err, MLSYS_EUSAGE, "%s", msg);
    mlsys_err_where(err, "--%s", opt);
    return rc;
}

/* Options that only make sense together, or not together. */
static int check(const struct mlsys_call *call, struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v;
    if (v[O_HW].set != v[O_WORKLOAD].set)
        return mlsys_err_set(err, MLSYS_EUSAGE, "--hw and --workload go together");
    if (v[O_WORKLOAD].set && (v[O_T_COMPUTE].set || v[O_ETA].set))
        return opt_error(err, "workload", "gives T_compute; drop --t-compute and --eta-scaling");
    static const int from_model[] = {O_T_COMM, O_COMM_BYTES, O_PARAMS, O_PEAK};
    for (size_t i = 0; v[O_WORKLOAD].set && i < sizeof from_model / sizeof from_model[0]; i++)
        if (v[from_model[i]].set)
            return opt_error(err, opts[from_model[i]].name,
                             "comes from the training model with --workload; drop it");
    if (v[O_WORKLOAD].set && mlsys_call_given(call, &opts[O_OVERLAP]))
        return opt_error(err, "overlap",
                         "comes from the training model with --workload (it overlaps the "
                         "gradient exchange with the backward pass); drop it");
    if (v[O_WORKLOAD].set && mlsys_call_given(call, &opts[O_MFU]))
        return opt_error(err, "mfu",
                         "comes from the training model with --workload (one figure, one "
                         "model); set the matmul efficiency with --eff");
    bool step = v[O_T_COMPUTE].set || v[O_WORKLOAD].set;
    if (!step && !v[O_PEAK].set && !v[O_SERIAL].set && !v[O_ETA].set)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "nothing to compute: give --t-compute (step time), --peak "
                             "(R_eff) or --serial (Amdahl, Gustafson)");
    if (step && v[O_ETA].set)
        return opt_error(err, "eta-scaling", "is computed from --t-compute; give one, not both");
    if (v[O_T_COMM].set && v[O_COMM_BYTES].set)
        return opt_error(err, "t-comm", "give --t-comm or --comm-bytes, not both");
    if (v[O_SYNC].set && v[O_STRAGGLER].set)
        return opt_error(err, "sync", "give --sync or --straggler-cv, not both");
    static const int need_step[] = {O_T_COMM, O_COMM_BYTES, O_SYNC, O_STRAGGLER};
    for (size_t i = 0; i < sizeof need_step / sizeof need_step[0]; i++)
        if (!step && v[need_step[i]].set)
            return opt_error(err, opts[need_step[i]].name, "needs --t-compute (the step model)");
    if (v[O_STRAGGLER].set && v[O_DEVICES].x > 1e12)
        return opt_error(err, "straggler-cv", "the straggler model covers up to 1e12 devices");
    if (v[O_PEAK].set && !step && !v[O_ETA].set)
        return opt_error(err, "peak", "R_eff needs --t-compute or --eta-scaling");
    if (v[O_TOKENS].set && !v[O_WORKLOAD].set && !(v[O_PARAMS].set && v[O_PEAK].set))
        return opt_error(err, "tokens", "the time to train needs --params and --peak");
    return MLSYS_OK;
}

/* M and the link for T_comm: --comm-bytes, else P*s_elem from --params. */
static int comm_inputs(const struct mlsys_call *call, struct mlsys_cluster_in *in,
                       struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v;
    if (v[O_T_COMM].set || in->devices == 1)
        return MLSYS_OK;
    if (!v[O_COMM_BYTES].set && !v[O_PARAMS].set)
        return mlsys_net_note(sink, err,
                              "T_comm = 0: no --comm-bytes, --params or --t-comm given");
    const struct mlsys_val *lv = mlsys_call_block(call, &mlsys_blk_link);
    bool link = lv[X_FABRIC].set || lv[X_ALPHA].set || lv[X_BETA].set;
    if (!v[O_COMM_BYTES].set && !link)
        return mlsys_net_note(sink, err, "T_comm = 0: no --fabric (or --alpha and --beta) to "
                                         "all-reduce the gradients of --params over");
    int rc = mlsys_net_link(call, &in->link, sink, err);
    if (rc)
        return rc;
    char m[64];
    if (v[O_COMM_BYTES].set) {
        in->comm_B = v[O_COMM_BYTES].q.v;
        return mlsys_net_note(sink, err, "T_comm: ring all-reduce of M = %s over N ranks",
                              mlsys_net_fmt(in->comm_B, "B", m, sizeof m));
    }
    enum mlsys_precision p = mlsys_setup_grad_precision(
        mlsys_setup_precision(NULL, mlsys_dev_precision(call, &own, O_PRECISION), NULL),
        MLSYS_PRECISION_UNSET, NULL); /* the gradients, as mlsys train reduces them */
    in->comm_B = v[O_PARAMS].x * mlsys_precision_bytes(p);
    return mlsys_net_note(sink, err,
                          "T_comm: ring all-reduce of M = P*s_elem = %s (%s gradients) over N "
                          "ranks",
                          mlsys_net_fmt(in->comm_B, "B", m, sizeof m), mlsys_precision_name(p));
}

/* One training iteration of --workload on --hw by the training model
 * (train.h), pure data parallelism: t = p = 1, d = N. */
static int train_at(const struct mlsys_call *call, const struct mlsys_val *v, double n,
                    struct mlsys_train_in *in, struct mlsys_train_out *o,
                    struct mlsys_notes *notes, struct mlsys_err *err)
{
    struct mlsys_train_req req;
    struct mlsys_train_setup s;
    mlsys_train_req_init(&req);
    req.base.catalog = call->ctx->catalog;
    int rc = mlsys_dev_find(call, MLSYS_CAT_HARDWARE, v[O_HW].s, "--hw", &req.base.hw, err);
    if (!rc)
        rc = mlsys_dev_find(call, MLSYS_CAT_WORKLOAD, v[O_WORKLOAD].s, "--workload", &req.base.wl,
                            err);
    const struct mlsys_val *k = mlsys_call_block(call, &mlsys_blk_link);
    if (!rc && k[X_FABRIC].set)
        rc = mlsys_dev_find(call, MLSYS_CAT_FABRIC, k[X_FABRIC].s, "--fabric", &req.fabric, err);
    if (rc)
        return rc;
    req.inter.alpha_s = mlsys_call_num(call, &mlsys_blk_link, X_ALPHA);
    req.inter.beta_Bps = mlsys_call_num(call, &mlsys_blk_link, X_BETA);
    req.base.precision = mlsys_dev_precision(call, &own, O_PRECISION);
    req.base.eta_mm = mlsys_call_num(call, &own, O_EFF);
    req.devices = n;
    req.tp = req.pp = 1;
    req.global_batch = v[O_BATCH].x;
    req.seq = v[O_SEQ].x;
    rc = mlsys_setup_train(&req, in, &s, notes, err);
    if (rc == MLSYS_EUSAGE && s.bad == MLSYS_TRAIN_BAD_BATCH) {
        /* data parallelism alone: each of the N replicas takes whole sequences */
        size_t len = strlen(err->msg);
        snprintf(err->msg + len, sizeof err->msg - len,
                 "; give a --global-batch that is a multiple of %g, or split the model with mlsys "
                 "train --tp --pp",
                 n);
    }
    return rc ? rc : mlsys_dev_overflow(call, mlsys_train_eval(in, o, err), err);
}

/* The cluster law's inputs from the training model: T_compute is the
 * iteration on one device, T_comm what the model adds at N devices to
 * T_compute/N (the exposed gradient exchange, the optimizer step every
 * replica repeats), so that T_step is the model's; P, R_peak and the
 * single-device MFU come with it. A replica that does not fit is noted. */
static int device_step(const struct mlsys_call *call, const struct mlsys_val *v,
                       struct mlsys_cluster_in *in, struct mlsys_sink *sink,
                       struct mlsys_err *err)
{
    struct mlsys_train_out one, all;
    struct mlsys_train_in tin;
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    struct mlsys_notes *nt = call->quiet ? NULL : &notes;
    int rc = train_at(call, v, 1, &tin, &one, NULL, err);
    if (!rc)
        rc = train_at(call, v, in->devices, &tin, &all, nt, err);
    if (rc) {
        mlsys_notes_free(&notes);
        return rc;
    }
    in->t_compute_s = one.t_step_s;
    in->t_comm_s = fmax(0, all.t_step_s - one.t_step_s / in->devices);
    in->comm_B = NAN;
    in->params = one.params;
    in->peak_flops = one.r_model_flops / one.mfu;
    in->mfu = one.mfu;
    mlsys_notes_add(nt, "T_compute: one iteration on one device by mlsys train (t = p = 1); "
                        "T_comm: what the model adds at N devices to T_compute/N (exposed "
                        "gradient exchange, optimizer step); MFU on one device");
    double cap = tin.dev.capacity_B;
    if (!isnan(cap) && all.m_total_B > cap)
        mlsys_notes_add(nt, "warning: a replica does not fit: %.4g GB per device against %.4g "
                            "GB; shard it with mlsys train --tp --pp --zero",
                        all.m_total_B / 1e9, cap / 1e9);
    rc = mlsys_dev_notes(call, &notes, sink, err);
    mlsys_notes_free(&notes);
    return rc;
}

/* The notes that follow from the result. */
static int result_notes(const struct mlsys_call *call, const struct mlsys_cluster_out *o,
                        struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v;
    int rc = MLSYS_OK;
    char buf[64];
    if (o->single && (v[O_T_COMM].set || v[O_SYNC].set || v[O_STRAGGLER].set))
        rc = mlsys_net_note(sink, err, "N = 1: no communication or synchronization "
                                       "(T_comm = T_sync = 0)");
    if (!rc && v[O_STRAGGLER].set && !o->single)
        rc = mlsys_net_note(sink, err,
                            "T_sync = (T_compute/N)*cv*E[max of N standard normals], E = %.7g "
                            "(GSL quadrature)",
                            o->e_max);
    if (!rc && o->overlap_capped)
        rc = mlsys_net_note(sink, err, "T_overlap capped at T_compute/N: communication cannot "
                                       "hide behind more compute than there is");
    if (!rc && v[O_WORKLOAD].set && !isnan(o->time_to_train_s))
        rc = mlsys_net_note(sink, err, "time_to_train: tokens / (B S) steps of T_step, over "
                                       "eta_goodput");
    else if (!rc && !isnan(o->train_FLOP))
        rc = mlsys_net_note(sink, err,
                            "training work 6*P*tokens = %s (2 forward + 4 backward FLOP per "
                            "parameter per token; attention left out)",
                            mlsys_net_fmt(o->train_FLOP, "FLOP", buf, sizeof buf));
    return rc;
}

/* Check the option combination, resolve T_comm's inputs, evaluate the
 * cluster law (cluster.h) and emit one row with its notes. */
static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = call->v;
    int rc = check(call, err);
    if (rc)
        return rc;
#define GIVEN(i) mlsys_call_num(call, &own, i)
    struct mlsys_cluster_in in = {
        .devices = v[O_DEVICES].x, .t_compute_s = GIVEN(O_T_COMPUTE),
        .t_comm_s = GIVEN(O_T_COMM), .comm_B = NAN, .link = {NAN, NAN},
        .overlap = v[O_OVERLAP].x, .t_sync_s = GIVEN(O_SYNC),
        .straggler_cv = GIVEN(O_STRAGGLER), .peak_flops = GIVEN(O_PEAK),
        .mfu = v[O_MFU].x, .eta_scaling = GIVEN(O_ETA), .goodput = v[O_GOODPUT].x,
        .serial = GIVEN(O_SERIAL), .params = GIVEN(O_PARAMS), .tokens = GIVEN(O_TOKENS),
        .tokens_per_step = v[O_WORKLOAD].set ? v[O_BATCH].x * v[O_SEQ].x : NAN};
#undef GIVEN
    if (v[O_WORKLOAD].set)
        rc = device_step(call, v, &in, sink, err);
    else if (!rc && v[O_T_COMPUTE].set)
        rc = comm_inputs(call, &in, sink, err);
    struct mlsys_cluster_out o;
    if (!rc)
        rc = mlsys_dev_overflow(call, mlsys_cluster_eval(&in, &o, err), err);
    if (!rc)
        rc = result_notes(call, &o, sink, err);
    if (rc)
        return rc;
    struct mlsys_cell c[C_N];
    c[C_TCOMP] = mlsys_net_val(o.t_compute_s);
    c[C_TCOMM] = mlsys_net_val(o.t_comm_s);
    c[C_TSYNC] = mlsys_net_val(o.t_sync_s);
    c[C_TOVL] = mlsys_net_val(o.t_overlap_s);
    c[C_TSTEP] = mlsys_net_val(o.t_step_s);
    c[C_ETA] = mlsys_net_val(o.eta_scaling);
    c[C_SPEEDUP] = mlsys_net_val(o.speedup);
    c[C_RHO] = mlsys_net_val(o.rho);
    c[C_FCOMP] = mlsys_net_val(o.f_compute);
    bool rate = v[O_PEAK].set || v[O_WORKLOAD].set;
    c[C_MFU] = rate ? mlsys_cell_val(in.mfu) : mlsys_cell_none();
    c[C_GOODPUT] = rate ? mlsys_cell_val(in.goodput) : mlsys_cell_none();
    c[C_REFF] = mlsys_net_val(o.r_eff_flops);
    c[C_AMDAHL] = mlsys_net_val(o.speedup_amdahl);
    c[C_GUSTAFSON] = mlsys_net_val(o.speedup_gustafson);
    c[C_TTT] = mlsys_net_val(o.time_to_train_s);
    return sink->row(sink, c, err);
}

const struct mlsys_cmddef mlsys_cmd_cluster = {
    .name = "cluster",
    .summary = "cluster law: distributed step time, scaling efficiency, effective rate",
    .description =
        "T_step(N) = T_compute/N + T_comm(N) + T_sync(N) - T_overlap, with T_compute one step's\n"
        "compute on a single device, T_comm the ring all-reduce of the gradients over the\n"
        "fabric (--comm-bytes, or P*s_elem from --params; or --t-comm), T_overlap = --overlap\n"
        "of T_comm (at most T_compute/N), T_sync from --sync or from stragglers: per-device\n"
        "times normal with coefficient of variation cv, T_sync = (T_compute/N)*cv*E[max of N\n"
        "standard normals]. eta_scaling = T_1/(N*T_N) with T_1 = T_compute; rho =\n"
        "T_comm/(T_compute/N); R_eff = N*R_peak*MFU*eta_scaling*eta_goodput; time to train =\n"
        "6*P*tokens/R_eff. --serial gives Amdahl 1/(s + (1-s)/N) and Gustafson N - s*(N-1).\n"
        "With --hw and --workload the terms come from the training model (mlsys train, pure\n"
        "data parallelism t = p = 1, d = N): T_compute is its iteration on one device, T_comm\n"
        "what it adds at N devices to T_compute/N, MFU its single-device figure, and the time\n"
        "to train tokens/(B S) steps of T_step over eta_goodput; a replica that does not fit\n"
        "is a warning. For tensor and pipeline parallelism use mlsys train.",
    .blocks = MLSYS_BLOCKS(&own, &mlsys_blk_link),
    .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
