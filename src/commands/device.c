/* device.c - the single-device option blocks, bound to the set-up layer
 * (device.h). */
#include "commands/device.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct mlsys_optdef device_defs[DV_N] = {
    [DV_HW] = MLSYS_OPT_HW("device from the catalog"),
    [DV_BW] = MLSYS_OPT_BW("BW: memory bandwidth (overrides the device)"),
    [DV_PEAK] = MLSYS_OPT_PEAK("R_peak: peak rate (overrides the device)"),
    [DV_LAT] = MLSYS_OPTDEF_QTY("lat", "s",
                                "L_lat: fixed overhead per step (default: the device's launch "
                                "latency, else 0)",
                                MLSYS_OPTF_NONNEG),
    [DV_CAPACITY] = MLSYS_OPT_CAPACITY,
    [DV_EFF] = MLSYS_OPT_EFF(NULL, "eta_hw: fraction of peak rate achieved (default 1)"),
    [DV_COMPUTE_PRECISION] =
        MLSYS_OPT_COMPUTE_PRECISION("precision whose peak rate applies (default: --precision if "
                                    "the device has a rate for it, else fp16, else bf16, else "
                                    "fp32, else its first other rate in the order fp64, tf32, "
                                    "fp8, fp4, int8, int4: int8 on an integer-only NPU; a note "
                                    "names the rate used)"),
};
const struct mlsys_optblock mlsys_blk_device = {device_defs, DV_N};

static const struct mlsys_optdef model_defs[MD_N] = {
    [MD_WORKLOAD] = MLSYS_OPT_WORKLOAD("workload from the catalog"),
    [MD_PARAMS] = MLSYS_OPT_PARAMS("P: parameters (overrides the workload)"),
    [MD_ACTIVE_PARAMS] = MLSYS_OPTDEF_COUNT("active-params", NULL,
                                            "P_a: parameters active per token (moe)",
                                            MLSYS_OPTF_POSITIVE),
    [MD_LAYERS] = MLSYS_OPT_LAYERS("N_L: layers"),
    [MD_HIDDEN] = MLSYS_OPT_HIDDEN("d: hidden size"),
    [MD_HEADS] = MLSYS_OPT_HEADS("N_heads: attention heads"),
    [MD_KV_HEADS] = MLSYS_OPT_KV_HEADS("H_KV: key-value heads (default: heads)"),
    [MD_HEAD_DIM] = MLSYS_OPT_HEAD_DIM("d_head: head dimension (default: hidden/heads)"),
};
const struct mlsys_optblock mlsys_blk_model = {model_defs, MD_N};

static const struct mlsys_optdef step_defs[ST_N] = {
    [ST_PHASE] = {.name = "phase", .kind = MLSYS_OPT_CHOICE, .choices = MLSYS_PHASE_CHOICES,
                  .help = "what one step is (default: decode for decoder and moe workloads, else "
                          "infer)"},
    [ST_BATCH] = MLSYS_OPT_BATCH("1", "B: sequences or samples per step"),
    [ST_SEQ] = MLSYS_OPT_SEQ(NULL, MLSYS_SEQ_HELP),
    [ST_PRECISION] = MLSYS_OPT_PRECISION(NULL, MLSYS_PRECISION_CHOICES,
                                         "storage precision of the weights (default bf16, "
                                         "fp16 without a bf16 rate)"),
    [ST_KV_PRECISION] = MLSYS_OPT_KV_PRECISION(NULL,
                                               "storage precision of the KV cache or SSM state "
                                               "(default: --precision when it is fp8 or a wider "
                                               "float, else fp16: weight-only quantization keeps "
                                               "a 16-bit cache; noted when it differs)"),
    [ST_RECOMPUTE] = MLSYS_OPT_RECOMPUTE("none", "activation recomputation in training"),
    [ST_ACT_FRAC] = MLSYS_OPTDEF_COUNT("act-frac", "0.1",
                        "activation bytes per sample as a fraction of model bytes, when the "
                        "catalog has no figure",
                        MLSYS_OPTF_NONNEG),
};
const struct mlsys_optblock mlsys_blk_step = {step_defs, ST_N};

static const struct mlsys_optdef work_defs[WK_N] = {
    [WK_DVOL] = MLSYS_OPTDEF_QTY("dvol", "B", "D_vol: bytes moved (overrides the workload)",
                                 MLSYS_OPTF_NONNEG),
    [WK_OPS] = MLSYS_OPTDEF_QTY("ops", "FLOP", "O: operations (overrides the workload)",
                                MLSYS_OPTF_NONNEG),
};
const struct mlsys_optblock mlsys_blk_work = {work_defs, WK_N};

int mlsys_dev_find(const struct mlsys_call *call, enum mlsys_catalog_kind kind, const char *name,
                   const char *opt, const struct mlsys_record **out, struct mlsys_err *err)
{
    int rc = mlsys_catalog_find(call->ctx->catalog, kind, name, out, err);
    if (rc && !err->file[0])
        mlsys_err_where(err, "%s", opt);
    return rc;
}

/* The device block's values into req. */
static int device_req(const struct mlsys_call *call, struct mlsys_model_req *req,
                      struct mlsys_err *err)
{
    const struct mlsys_val *v = mlsys_call_block(call, &mlsys_blk_device);
    if (!v)
        return MLSYS_OK;
    if (v[DV_HW].set) {
        int rc = mlsys_dev_find(call, MLSYS_CAT_HARDWARE, v[DV_HW].s, "--hw", &req->hw, err);
        if (rc)
            return rc;
    }
    req->bw_Bps = mlsys_call_num(call, &mlsys_blk_device, DV_BW);
    req->peak_flops = mlsys_call_num(call, &mlsys_blk_device, DV_PEAK);
    req->lat_s = mlsys_call_num(call, &mlsys_blk_device, DV_LAT);
    req->capacity_B = mlsys_call_num(call, &mlsys_blk_device, DV_CAPACITY);
    req->eta_hw = mlsys_call_num(call, &mlsys_blk_device, DV_EFF);
    req->compute_precision = mlsys_dev_precision(call, &mlsys_blk_device, DV_COMPUTE_PRECISION);
    return MLSYS_OK;
}

/* The model block's values into req. */
static int model_req(const struct mlsys_call *call, struct mlsys_model_req *req,
                     struct mlsys_err *err)
{
    const struct mlsys_val *v = mlsys_call_block(call, &mlsys_blk_model);
    if (!v)
        return MLSYS_OK;
    if (v[MD_WORKLOAD].set) {
        int rc = mlsys_dev_find(call, MLSYS_CAT_WORKLOAD, v[MD_WORKLOAD].s, "--workload",
                                &req->wl, err);
        if (rc)
            return rc;
    }
    static const int opt_of[MLSYS_SHAPE_N] = {
        MD_PARAMS, MD_ACTIVE_PARAMS, MD_LAYERS, MD_HIDDEN, MD_HEADS, MD_KV_HEADS, MD_HEAD_DIM,
        -1, -1};
    mlsys_dev_shape(call, &mlsys_blk_model, opt_of, &req->shape);
    return MLSYS_OK;
}

enum mlsys_precision mlsys_dev_precision(const struct mlsys_call *call,
                                         const struct mlsys_optblock *b, size_t i)
{
    int c = mlsys_call_choice(call, b, i);
    return c < 0 ? MLSYS_PRECISION_UNSET : (enum mlsys_precision)c;
}

void mlsys_dev_shape(const struct mlsys_call *call, const struct mlsys_optblock *b,
                     const int opt_of[MLSYS_SHAPE_N], struct mlsys_shape *sh)
{
    double *field[MLSYS_SHAPE_N] = {&sh->params, &sh->active_params, &sh->layers,
                                    &sh->hidden, &sh->heads,         &sh->kv_heads,
                                    &sh->head_dim, &sh->ffn,         &sh->vocab};
    for (int f = 0; f < MLSYS_SHAPE_N; f++)
        *field[f] = opt_of[f] >= 0 ? mlsys_call_num(call, b, (size_t)opt_of[f]) : NAN;
}

/* The step and work blocks' values into req. */
static void step_req(const struct mlsys_call *call, struct mlsys_step_req *req)
{
    const struct mlsys_val *v = mlsys_call_block(call, &mlsys_blk_step);
    if (v) {
        req->phase = (enum mlsys_phase)mlsys_call_choice(call, &mlsys_blk_step, ST_PHASE);
        req->batch = v[ST_BATCH].x;
        req->seq = mlsys_call_num(call, &mlsys_blk_step, ST_SEQ);
        req->base.precision = mlsys_dev_precision(call, &mlsys_blk_step, ST_PRECISION);
        req->base.kv_precision = mlsys_dev_precision(call, &mlsys_blk_step, ST_KV_PRECISION);
        req->recompute = (enum mlsys_recompute)v[ST_RECOMPUTE].choice;
        req->act_frac = v[ST_ACT_FRAC].x;
    }
    const struct mlsys_val *w = mlsys_call_block(call, &mlsys_blk_work);
    if (w) {
        req->ops_FLOP = mlsys_call_num(call, &mlsys_blk_work, WK_OPS);
        req->dvol_B = mlsys_call_num(call, &mlsys_blk_work, WK_DVOL);
    }
}

int mlsys_dev_power_check(double power_W, double tdp_W, struct mlsys_err *err)
{
    if (isnan(tdp_W) || power_W <= 2 * tdp_W)
        return MLSYS_OK;
    mlsys_err_where(err, "--power");
    return mlsys_err_set(err, MLSYS_ERANGE,
                         "%g W is more than twice the device's TDP of %g W; give the power one "
                         "device draws",
                         power_W, tdp_W);
}

int mlsys_dev_overflow(const struct mlsys_call *call, int rc, struct mlsys_err *err)
{
    if (rc != MLSYS_ENUMERIC)
        return rc;
    struct mlsys_optlist opts;
    mlsys_cmd_optlist(call->cmd, &opts);
    char names[sizeof err->where] = "";
    size_t len = 0;
    for (size_t j = 0; j < opts.n && len < sizeof names; j++) {
        const struct mlsys_optdef *d = opts.d[j];
        if ((d->kind == MLSYS_OPT_QTY || d->kind == MLSYS_OPT_COUNT) && mlsys_call_given(call, d))
            len += (size_t)snprintf(names + len, sizeof names - len, "%s--%s", len ? ", " : "",
                                    d->name);
    }
    char msg[sizeof err->msg];
    snprintf(msg, sizeof msg, "%s", err->msg);
    mlsys_err_set(err, MLSYS_ERANGE, "%s", msg);
    if (names[0])
        mlsys_err_where(err, "%s", names);
    return MLSYS_ERANGE;
}

int mlsys_dev_note(const struct mlsys_call *call, const char *text, struct mlsys_sink *sink,
                   struct mlsys_err *err)
{
    size_t unknown = 0;
    char *said = mlsys_cmd_say(call->cmd, text, &unknown);
    if (!said)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    int rc = unknown ? MLSYS_OK : sink->note(sink, said, err);
    free(said);
    return rc;
}

/* Contract in device.h. */
bool mlsys_dev_weights_exceed(double weights_B, double capacity_B, double mem_util, char *buf,
                              size_t n)
{
    double room_B = capacity_B * mem_util;
    if (!(weights_B > room_B))
        return false;
    snprintf(buf, n, "the weights alone do not fit: %.4g GB a device against %.4g GB "
                     "(--mem-util %g of %.4g GB)",
             weights_B / 1e9, room_B / 1e9, mem_util, capacity_B / 1e9);
    return true;
}

/* Every note of notes to sink (mlsys_dev_note), quiet or not. */
static int notes_all(const struct mlsys_call *call, const struct mlsys_notes *notes,
                     struct mlsys_sink *sink, struct mlsys_err *err)
{
    int rc = MLSYS_OK;
    for (const char *t = mlsys_notes_next(notes, NULL); !rc && t; t = mlsys_notes_next(notes, t))
        rc = mlsys_dev_note(call, t, sink, err);
    return rc;
}

int mlsys_dev_notes(const struct mlsys_call *call, const struct mlsys_notes *notes,
                    struct mlsys_sink *sink, struct mlsys_err *err)
{
    return call->quiet ? MLSYS_OK : notes_all(call, notes, sink, err);
}

/* What mlsys_dev_resolve set up at an earlier point of a sweep, kept in
 * the call's memo: the request and the step, valid when `ok`. */
struct step_memo {
    bool ok;
    unsigned flags;
    struct mlsys_step_req req;
    struct mlsys_step st;
};

/* A later point of a sweep over --batch alone: the memo's set-up with the
 * batch lowered again (mlsys_setup_step_batch) and the point's notes:
 * 0 or an error code; -1 when the memo does not apply. */
static int resolve_batch(const struct mlsys_call *call, unsigned flags, struct step_memo *mm,
                         struct mlsys_step *st, struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = mlsys_call_block(call, &mlsys_blk_step);
    if (!mm || !mm->ok || mm->flags != flags || !call->quiet || !v ||
        !mlsys_call_moved_only(call, &mlsys_blk_step, ST_BATCH))
        return -1;
    mm->req.batch = v[ST_BATCH].x;
    *st = mm->st;
    int rc = mlsys_setup_step_batch(&mm->req, st, err);
    if (rc)
        return rc;
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    mlsys_setup_point_notes(st, &notes);
    rc = notes_all(call, &notes, sink, err);
    mlsys_notes_free(&notes);
    return rc;
}

/* mlsys_dev_resolve from every option, kept in mm (when not NULL) once it
 * succeeds. */
static int resolve_step(const struct mlsys_call *call, unsigned flags, struct step_memo *mm,
                        struct mlsys_step *st, struct mlsys_sink *sink, struct mlsys_err *err)
{
    if (mm)
        mm->ok = false;
    struct mlsys_step_req req;
    mlsys_step_req_init(&req);
    req.flags = (flags & MLSYS_DEV_TIMES ? MLSYS_STEP_TIMES : 0) |
                (flags & MLSYS_DEV_MEMORY ? MLSYS_STEP_MEMORY : 0);
    int rc = device_req(call, &req.base, err);
    if (!rc)
        rc = model_req(call, &req.base, err);
    if (rc)
        return rc;
    step_req(call, &req);
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    rc = mlsys_setup_step(&req, st, call->quiet ? NULL : &notes, err);
    if (!rc && call->quiet) /* a sweep's later point: only what its numbers change */
        mlsys_setup_point_notes(st, &notes);
    if (!rc && mm)
        *mm = (struct step_memo){.ok = true, .flags = flags, .req = req, .st = *st};
    int nrc = notes_all(call, &notes, sink, err);
    mlsys_notes_free(&notes);
    return rc ? rc : nrc;
}

int mlsys_dev_resolve(const struct mlsys_call *call, unsigned flags, struct mlsys_step *st,
                      struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct step_memo *mm = mlsys_call_memo(call, &mlsys_blk_step, sizeof *mm);
    int rc = resolve_batch(call, flags, mm, st, sink, err);
    if (rc < 0)
        rc = resolve_step(call, flags, mm, st, sink, err);
    if (!rc && (flags & MLSYS_DEV_NEED_WORK) && !st->have_work)
        rc = mlsys_err_set(err, MLSYS_EUSAGE,
                           "no workload: give --workload NAME (or --params with --layers "
                           "--hidden --heads), or both --ops and --dvol");
    return rc;
}

int mlsys_dev_need_device(const struct mlsys_step *st, struct mlsys_err *err)
{
    return mlsys_setup_need_device(st, err);
}

void mlsys_dev_cells(const struct mlsys_step *st, struct mlsys_cell *cells)
{
    mlsys_cell_put_str(&cells[DC_HW], st->hw ? mlsys_record_name(st->hw) : NULL);
    mlsys_cell_put_str(&cells[DC_WORKLOAD], st->wl ? mlsys_record_name(st->wl) : NULL);
    mlsys_cell_put_str(&cells[DC_PHASE], st->shaped ? mlsys_phase_name(st->how.phase) : NULL);
    if (st->shaped)
        mlsys_cell_put_val(&cells[DC_BATCH], st->how.batch);
    else
        mlsys_cell_put_none(&cells[DC_BATCH]);
    if (st->shaped && mlsys_arch_generates(&st->arch))
        mlsys_cell_put_val(&cells[DC_SEQ], st->how.seq);
    else
        mlsys_cell_put_none(&cells[DC_SEQ]);
    mlsys_cell_put_str(&cells[DC_PRECISION],
                       st->shaped ? mlsys_precision_name(st->precision) : NULL);
    mlsys_cell_put_str(&cells[DC_COMPUTE_PRECISION],
                       isnan(st->il.peak_flops) ? NULL
                                                : mlsys_precision_name(st->compute_precision));
}

double mlsys_dev_batch(const struct mlsys_call *call)
{
    const struct mlsys_val *v = mlsys_call_block(call, &mlsys_blk_step);
    return v ? v[ST_BATCH].x : 1;
}
