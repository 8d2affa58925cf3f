/* device.c - resolving the shared single-device options (device.h). */
#include "commands/device.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Emit a note, formatted (not for a quiet point of a sweep). */
static int note(const struct mlsys_call *c, struct mlsys_sink *sink, struct mlsys_err *err,
                const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static int note(const struct mlsys_call *c, struct mlsys_sink *sink, struct mlsys_err *err,
                const char *fmt, ...)
{
    if (c->quiet)
        return MLSYS_OK;
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return sink->note(sink, buf, err);
}

void mlsys_dev_arch(const struct mlsys_record *wl, struct mlsys_arch *a)
{
    double nan = NAN;
    *a = (struct mlsys_arch){nan, nan, false, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan};
    if (!wl)
        return;
    a->params = mlsys_wl_count(wl, MLSYS_WL_PARAMETERS);
    a->active_params = mlsys_wl_active_parameters(wl);
    a->moe = mlsys_wl_family(wl) == MLSYS_FAMILY_MOE;
    a->layers = mlsys_wl_count(wl, MLSYS_WL_LAYERS);
    a->hidden = mlsys_wl_count(wl, MLSYS_WL_HIDDEN);
    a->heads = mlsys_wl_count(wl, MLSYS_WL_HEADS);
    a->kv_heads = mlsys_wl_kv_heads(wl);
    a->head_dim = mlsys_wl_head_dim(wl);
    a->kv_latent = mlsys_wl_count(wl, MLSYS_WL_KV_LATENT);
    a->flops_per_sample = mlsys_wl_qty(wl, MLSYS_WL_FLOPS_PER_SAMPLE).v;
    a->model_bytes = mlsys_wl_qty(wl, MLSYS_WL_MODEL_BYTES).v;
    a->act_bytes = mlsys_wl_qty(wl, MLSYS_WL_ACTIVATION_BYTES).v;
    a->ssm_state = mlsys_wl_count(wl, MLSYS_WL_SSM_STATE);
}

/* The architecture from the catalog record (if any), then raw overrides. */
static void arch_from(const struct mlsys_call *c, const struct mlsys_record *wl,
                      struct mlsys_arch *a)
{
    mlsys_dev_arch(wl, a);
    const struct mlsys_val *v = c->v;
    if (v[D_PARAMS].set) a->params = v[D_PARAMS].x;
    if (v[D_ACTIVE_PARAMS].set) a->active_params = v[D_ACTIVE_PARAMS].x;
    if (v[D_LAYERS].set) a->layers = v[D_LAYERS].x;
    if (v[D_HIDDEN].set) a->hidden = v[D_HIDDEN].x;
    if (v[D_HEADS].set) a->heads = v[D_HEADS].x;
    if (v[D_KV_HEADS].set) a->kv_heads = v[D_KV_HEADS].x;
    if (v[D_HEAD_DIM].set) a->head_dim = v[D_HEAD_DIM].x;
    if (v[D_ACTIVE_PARAMS].set && v[D_ACTIVE_PARAMS].x < a->params)
        a->moe = true;
}

/* Look up --hw and --workload in the catalog. */
static int lookup(const struct mlsys_call *c, struct mlsys_dev *dev, struct mlsys_err *err)
{
    struct mlsys_catalog *cat = c->ctx->catalog;
    int rc;
    if (c->v[D_HW].set) {
        rc = mlsys_catalog_find(cat, MLSYS_CAT_HARDWARE, c->v[D_HW].s, &dev->hw, err);
        if (rc) {
            if (!err->file[0])
                mlsys_err_where(err, "--hw");
            return rc;
        }
    }
    if (c->v[D_WORKLOAD].set) {
        rc = mlsys_catalog_find(cat, MLSYS_CAT_WORKLOAD, c->v[D_WORKLOAD].s, &dev->wl, err);
        if (rc) {
            if (!err->file[0])
                mlsys_err_where(err, "--workload");
            return rc;
        }
    }
    return MLSYS_OK;
}

/* The default phase: decode for autoregressive families, else infer. */
static enum mlsys_phase default_phase(const struct mlsys_dev *dev)
{
    if (dev->wl) {
        enum mlsys_wl_family f = mlsys_wl_family(dev->wl);
        bool gen = f == MLSYS_FAMILY_DECODER || f == MLSYS_FAMILY_MOE || f == MLSYS_FAMILY_SSM;
        return gen && mlsys_arch_generates(&dev->arch) ? MLSYS_PHASE_DECODE : MLSYS_PHASE_INFER;
    }
    return mlsys_arch_generates(&dev->arch) ? MLSYS_PHASE_DECODE : MLSYS_PHASE_INFER;
}

/* Pick the compute precision (design.md s5) and R_peak from the device. */
static int pick_rate(const struct mlsys_call *c, struct mlsys_dev *dev, struct mlsys_sink *sink,
                     struct mlsys_err *err)
{
    if (c->v[D_PEAK].set) {
        dev->compute_precision = dev->precision;
        dev->il.peak_flops = c->v[D_PEAK].q.v;
        return MLSYS_OK;
    }
    if (!dev->hw)
        return MLSYS_OK;
    if (c->v[D_COMPUTE_PRECISION].set) {
        enum mlsys_precision p = (enum mlsys_precision)c->v[D_COMPUTE_PRECISION].choice;
        mlsys_qty r = mlsys_hw_rate(dev->hw, p);
        if (isnan(r.v)) {
            char have[128] = "";
            for (int i = 0; i < MLSYS_NPREC; i++)
                if (!isnan(mlsys_hw_rate(dev->hw, (enum mlsys_precision)i).v)) {
                    if (have[0])
                        strncat(have, ", ", sizeof have - strlen(have) - 1);
                    strncat(have, mlsys_precision_name((enum mlsys_precision)i),
                            sizeof have - strlen(have) - 1);
                }
            mlsys_err_where(err, "--compute-precision");
            return mlsys_err_set(err, MLSYS_EUSAGE, "%s has no %s rate; it has %s",
                                 mlsys_record_name(dev->hw), mlsys_precision_name(p), have);
        }
        dev->compute_precision = p;
        dev->il.peak_flops = r.v;
        return MLSYS_OK;
    }
    /* The storage precision, 16-bit, fp32, then any rate the device has. */
    enum mlsys_precision order[4 + MLSYS_NPREC] = {dev->precision, MLSYS_PREC_FP16,
                                                   MLSYS_PREC_BF16, MLSYS_PREC_FP32};
    for (int i = 0; i < MLSYS_NPREC; i++)
        order[4 + i] = (enum mlsys_precision)i;
    for (int i = 0; i < 4 + MLSYS_NPREC; i++) {
        mlsys_qty r = mlsys_hw_rate(dev->hw, order[i]);
        if (isnan(r.v))
            continue;
        dev->compute_precision = order[i];
        dev->il.peak_flops = r.v;
        if (order[i] != dev->precision)
            return note(c, sink, err, "%s has no %s rate; computing at its %s rate",
                        mlsys_record_name(dev->hw), mlsys_precision_name(dev->precision),
                        mlsys_precision_name(order[i]));
        return MLSYS_OK;
    }
    return mlsys_err_set(err, MLSYS_EFILE, "%s lists no compute rate", mlsys_record_name(dev->hw));
}

/* Whether the user gave option i (not just its default). */
static bool given_by_user(const struct mlsys_call *c, int i)
{
    return mlsys_optset_get(c->set, &c->cmd->opts[i]) != NULL;
}

/* The device side: bandwidth, launch latency, capacity, TDP, then raw
 * overrides. */
static int device_side(const struct mlsys_call *c, unsigned flags, struct mlsys_dev *dev,
                       struct mlsys_sink *sink, struct mlsys_err *err)
{
    const struct mlsys_val *v = c->v;
    if (dev->hw) {
        dev->il.bw_Bps = mlsys_hw_qty(dev->hw, MLSYS_HW_MEM_BANDWIDTH).v;
        dev->il.lat_s = mlsys_hw_qty(dev->hw, MLSYS_HW_LAUNCH).v;
        dev->capacity_B = mlsys_hw_qty(dev->hw, MLSYS_HW_MEM_CAPACITY).v;
        dev->tdp_W = mlsys_hw_qty(dev->hw, MLSYS_HW_TDP).v;
    }
    if (v[D_BW].set) dev->il.bw_Bps = v[D_BW].q.v;
    if (v[D_LAT].set) dev->il.lat_s = v[D_LAT].q.v;
    if (v[D_CAPACITY].set) dev->capacity_B = v[D_CAPACITY].q.v;
    dev->il.eta_hw = v[D_EFF].x;
    bool times = flags & MLSYS_DEV_TIMES;
    if (isnan(dev->il.lat_s)) {
        dev->il.lat_s = 0;
        int rc = times ? note(c, sink, err, "L_lat = 0: no device and no --lat") : 0;
        if (rc)
            return rc;
    }
    if (times && !given_by_user(c, D_EFF)) {
        int rc = note(c, sink, err, "eta_hw = 1 (default; --eff sets the achieved fraction of peak)");
        if (rc)
            return rc;
    }
    return pick_rate(c, dev, sink, err);
}

/* Phase and sequence length, with their defaults reported. */
static int shape(const struct mlsys_call *c, struct mlsys_dev *dev, struct mlsys_sink *sink,
                 struct mlsys_err *err)
{
    const struct mlsys_val *v = c->v;
    int rc = MLSYS_OK;
    dev->how.phase = v[D_PHASE].set ? (enum mlsys_phase)v[D_PHASE].choice : default_phase(dev);
    if (!v[D_PHASE].set)
        rc = note(c, sink, err, "phase %s (default for this workload; --phase)",
                  mlsys_dev_phase_name(dev));
    double context = dev->wl ? mlsys_wl_count(dev->wl, MLSYS_WL_CONTEXT) : NAN;
    dev->how.seq = v[D_SEQ].set ? v[D_SEQ].x : (context < 2048 ? context : 2048);
    if (!rc && !v[D_SEQ].set && mlsys_arch_generates(&dev->arch))
        rc = note(c, sink, err, "S = %.0f tokens (default%s; --seq)", dev->how.seq,
                  context < 2048 ? ": the workload's context" : "");
    if (!rc && !given_by_user(c, D_PRECISION))
        rc = note(c, sink, err, "precision fp16 (default; --precision)");
    return rc;
}

/* Lower the workload unless both --ops and --dvol replace it. */
static int lower(const struct mlsys_call *c, struct mlsys_dev *dev, struct mlsys_sink *sink,
                 struct mlsys_err *err)
{
    const struct mlsys_val *v = c->v;
    bool have_arch = dev->wl || v[D_PARAMS].set;
    if (have_arch && !(v[D_OPS].set && v[D_DVOL].set)) {
        dev->how.batch = v[D_BATCH].x;
        dev->how.s_elem_B = mlsys_precision_bytes(dev->precision);
        dev->how.s_kv_B = mlsys_precision_bytes(dev->kv_precision);
        dev->how.recompute = (enum mlsys_recompute)v[D_RECOMPUTE].choice;
        dev->how.act_frac = v[D_ACT_FRAC].x;
        int rc = mlsys_workload_lower(&dev->arch, &dev->how, &dev->low, err);
        if (rc) {
            mlsys_err_where(err, dev->wl ? "--workload" : "--params");
            return rc;
        }
        dev->lowered = true;
        dev->il.ops_FLOP = dev->low.ops_FLOP;
        dev->il.dvol_B = dev->low.dvol_B;
        if (isinf(dev->il.ops_FLOP) || isinf(dev->il.dvol_B)) { /* --batch 1e300 */
            mlsys_err_where(err, dev->wl ? "--workload" : "--params");
            return mlsys_err_set(err, MLSYS_ERANGE,
                                 "operations or bytes per step overflow a double (over "
                                 "1.8e308): lower --batch or --seq");
        }
        if (dev->low.note && (rc = note(c, sink, err, "%s", dev->low.note)))
            return rc;
        if (dev->low.used_act_frac) {
            rc = note(c, sink, err,
                      "activations per sample assumed %g x model bytes (no catalog figure; "
                      "--act-frac)",
                      dev->how.act_frac);
            if (rc)
                return rc;
        }
    }
    if (v[D_OPS].set) dev->il.ops_FLOP = v[D_OPS].q.v;
    if (v[D_DVOL].set) dev->il.dvol_B = v[D_DVOL].q.v;
    dev->have_work = isfinite(dev->il.ops_FLOP) && isfinite(dev->il.dvol_B);
    return MLSYS_OK;
}

int mlsys_dev_resolve(const struct mlsys_call *call, unsigned flags, struct mlsys_dev *dev,
                      struct mlsys_sink *sink, struct mlsys_err *err)
{
    memset(dev, 0, sizeof *dev);
    dev->il = (struct mlsys_ironlaw_in){NAN, NAN, NAN, NAN, 1, NAN};
    dev->capacity_B = dev->tdp_W = NAN;
    dev->precision = (enum mlsys_precision)call->v[D_PRECISION].choice;
    dev->kv_precision = call->v[D_KV_PRECISION].set
                            ? (enum mlsys_precision)call->v[D_KV_PRECISION].choice
                            : dev->precision;
    int rc = lookup(call, dev, err);
    if (!rc) {
        arch_from(call, dev->wl, &dev->arch);
        rc = device_side(call, flags, dev, sink, err);
    }
    if (!rc && (dev->wl || call->v[D_PARAMS].set))
        rc = shape(call, dev, sink, err);
    if (!rc)
        rc = lower(call, dev, sink, err);
    if (!rc && (flags & MLSYS_DEV_NEED_WORK) && !dev->have_work)
        rc = mlsys_err_set(err, MLSYS_EUSAGE,
                           "no workload: give --workload NAME (or --params with --layers "
                           "--hidden --heads), or both --ops and --dvol");
    return rc;
}

int mlsys_dev_need_device(const struct mlsys_dev *dev, struct mlsys_err *err)
{
    if (isnan(dev->il.bw_Bps) && isnan(dev->il.peak_flops))
        return mlsys_err_set(err, MLSYS_EUSAGE, "no device: give --hw NAME, or --bw and --peak");
    if (isnan(dev->il.bw_Bps))
        return mlsys_err_set(err, MLSYS_EUSAGE, "no memory bandwidth: give --hw NAME or --bw");
    if (isnan(dev->il.peak_flops))
        return mlsys_err_set(err, MLSYS_EUSAGE, "no peak rate: give --hw NAME or --peak");
    return MLSYS_OK;
}

int mlsys_dev_memory(const struct mlsys_dev *dev, enum mlsys_optimizer opt, int zero, double dp,
                     double tp, double pp, struct mlsys_memory_out *m, struct mlsys_err *err)
{
    struct mlsys_memory_in in = {
        .arch = dev->arch, .phase = dev->how.phase, .batch = dev->how.batch,
        .seq = dev->how.seq, .s_elem_B = dev->how.s_elem_B, .s_kv_B = dev->how.s_kv_B,
        .optimizer = opt, .recompute = dev->how.recompute, .zero = zero,
        .dp = dp, .tp = tp, .pp = pp, .act_frac = dev->how.act_frac,
        .capacity_B = dev->capacity_B};
    return mlsys_memory_eval(&in, m, err);
}

void mlsys_dev_cells(const struct mlsys_dev *dev, struct mlsys_cell *cells)
{
    bool shaped = mlsys_dev_phase_name(dev) != NULL;
    cells[DC_HW] = mlsys_cell_str(mlsys_dev_hw_name(dev));
    cells[DC_WORKLOAD] = mlsys_cell_str(mlsys_dev_wl_name(dev));
    cells[DC_PHASE] = mlsys_cell_str(mlsys_dev_phase_name(dev));
    cells[DC_BATCH] = shaped ? mlsys_cell_val(dev->how.batch) : mlsys_cell_none();
    cells[DC_SEQ] = shaped && mlsys_arch_generates(&dev->arch) ? mlsys_cell_val(dev->how.seq)
                                                               : mlsys_cell_none();
    cells[DC_PRECISION] = mlsys_cell_str(shaped ? mlsys_precision_name(dev->precision) : NULL);
    cells[DC_COMPUTE_PRECISION] =
        mlsys_cell_str(isnan(dev->il.peak_flops) ? NULL
                                                 : mlsys_precision_name(dev->compute_precision));
}

const char *mlsys_dev_hw_name(const struct mlsys_dev *dev)
{
    return dev->hw ? mlsys_record_name(dev->hw) : NULL;
}

const char *mlsys_dev_wl_name(const struct mlsys_dev *dev)
{
    return dev->wl ? mlsys_record_name(dev->wl) : NULL;
}

const char *mlsys_dev_phase_name(const struct mlsys_dev *dev)
{
    static const char *const names[] = {"decode", "prefill", "train", "infer"};
    return dev->wl || !isnan(dev->arch.params) ? names[dev->how.phase] : NULL;
}

/* The device options as a table of their own, for mlsys_dev_eval. */
static const struct mlsys_optdef device_defs[D_N] = {MLSYS_DEVICE_OPTIONS};
static const struct mlsys_cmddef device_cmd = {.name = "device", .opts = device_defs,
                                               .nopts = D_N};

void mlsys_dev_defaults(struct mlsys_val v[D_N])
{
    struct mlsys_optset none = {0};
    mlsys_opt_bind(device_defs, D_N, &none, v, NULL); /* the defaults always bind */
}

/* Notes of a quiet evaluation go nowhere. */
static int drop_note(struct mlsys_sink *s, const char *text, struct mlsys_err *err)
{
    (void)s, (void)text, (void)err;
    return MLSYS_OK;
}

int mlsys_dev_eval(struct mlsys_ctx *ctx, const struct mlsys_val v[D_N], struct mlsys_dev *dev,
                   struct mlsys_ironlaw_out *o, struct mlsys_err *err)
{
    struct mlsys_optset none = {0};
    struct mlsys_call call = {.cmd = &device_cmd, .v = v, .set = &none, .ctx = ctx, .quiet = true};
    struct mlsys_sink quiet = {.note = drop_note};
    int rc = mlsys_dev_resolve(&call, MLSYS_DEV_NEED_WORK | MLSYS_DEV_TIMES, dev, &quiet, err);
    if (!rc)
        rc = mlsys_dev_need_device(dev, err);
    if (!rc)
        rc = mlsys_ironlaw_eval(&dev->il, o, err);
    return rc;
}
