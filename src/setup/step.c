/* step.c - one step of a workload on one device, set up from catalog
 * records and overrides (setup.h). */
#include <math.h>
#include <string.h>

#include "core/text.h"
#include "mlsys/setup.h"

void mlsys_step_req_init(struct mlsys_step_req *req)
{
    *req = (struct mlsys_step_req){.phase = MLSYS_PHASE_UNSET, .batch = 1, .seq = NAN,
                                   .recompute = MLSYS_RECOMPUTE_NONE, .act_frac = 0.1,
                                   .ops_FLOP = NAN, .dvol_B = NAN};
    mlsys_model_req_init(&req->base);
}

/* x unless NaN, else keep. */
static void over(double *field, double x)
{
    if (!isnan(x))
        *field = x;
}

enum mlsys_phase mlsys_setup_default_phase(const struct mlsys_record *wl,
                                           const struct mlsys_arch *a)
{
    bool gen = true;
    if (wl) {
        enum mlsys_wl_family f = mlsys_wl_family(wl);
        gen = f == MLSYS_FAMILY_DECODER || f == MLSYS_FAMILY_MOE || f == MLSYS_FAMILY_SSM;
    }
    return gen && mlsys_arch_generates(a) ? MLSYS_PHASE_DECODE : MLSYS_PHASE_INFER;
}

enum mlsys_precision mlsys_setup_kv_precision(enum mlsys_precision storage)
{
    switch (storage) { /* floating-point rate precisions of 8 bits or more keep their own */
    case MLSYS_PREC_FP64:
    case MLSYS_PREC_FP32:
    case MLSYS_PREC_TF32:
    case MLSYS_PREC_FP16:
    case MLSYS_PREC_BF16:
    case MLSYS_PREC_FP8:
        return storage;
    default: /* fp4, integer and storage-only formats: weight-only quantization */
        return MLSYS_PREC_FP16;
    }
}

/* The precisions the device has a rate for, as "fp16, int8". */
static void rates_list(const struct mlsys_record *hw, char *buf, size_t n)
{
    buf[0] = '\0';
    for (int i = 0; i < MLSYS_NPREC; i++)
        if (!isnan(mlsys_hw_dev_rate(hw, (enum mlsys_precision)i).v)) {
            if (buf[0])
                strncat(buf, ", ", n - strlen(buf) - 1);
            strncat(buf, mlsys_precision_name((enum mlsys_precision)i), n - strlen(buf) - 1);
        }
}

/* Note that hw computes at rate precision `used`, lacking missing[0..n):
 * "orin has no fp16, bf16 or fp32 rate; computing at its int8 rate". */
static void note_fallback(struct mlsys_notes *notes, const struct mlsys_record *hw,
                          const char *const *missing, size_t n, enum mlsys_precision used)
{
    char list[96];
    mlsys_text_join(missing, n > 1 ? n - 1 : n, list, sizeof list);
    mlsys_notes_add(notes, "%s has no %s%s%s rate; computing at its %s rate",
                    mlsys_record_name(hw), list, n > 1 ? " or " : "", n > 1 ? missing[n - 1] : "",
                    mlsys_precision_name(used));
}

int mlsys_setup_rate(const struct mlsys_record *hw, enum mlsys_precision storage,
                     enum mlsys_precision compute,
                     enum mlsys_precision *used, double *rate_flops, struct mlsys_notes *notes,
                     struct mlsys_err *err)
{
    if (compute != MLSYS_PRECISION_UNSET) {
        enum mlsys_precision p = compute;
        mlsys_qty r = mlsys_hw_dev_rate(hw, p);
        if (isnan(r.v)) {
            char have[128];
            rates_list(hw, have, sizeof have);
            mlsys_err_where(err, "{compute-precision}");
            return mlsys_err_set(err, MLSYS_EUSAGE, "%s has no %s rate; it has %s",
                                 mlsys_record_name(hw), mlsys_precision_name(p), have);
        }
        *used = p;
        *rate_flops = r.v;
        return MLSYS_OK;
    }
    /* The storage precision, fp16, bf16, fp32, then any other rate the
     * device has, in catalog order (int8 on an integer-only NPU). */
    enum mlsys_precision order[4 + MLSYS_NPREC] = {storage, MLSYS_PREC_FP16, MLSYS_PREC_BF16,
                                                   MLSYS_PREC_FP32};
    for (int i = 0; i < MLSYS_NPREC; i++)
        order[4 + i] = (enum mlsys_precision)i;
    const char *missing[4]; /* the named steps of the order the device lacks */
    size_t nmissing = 0;
    for (int i = 0; i < 4 + MLSYS_NPREC; i++) {
        mlsys_qty r = mlsys_hw_dev_rate(hw, order[i]);
        if (isnan(r.v)) {
            if (i < 4 && (i == 0 || order[i] != storage))
                missing[nmissing++] = mlsys_precision_name(order[i]);
            continue;
        }
        *used = order[i];
        *rate_flops = r.v;
        if (order[i] != storage)
            note_fallback(notes, hw, missing, nmissing, order[i]);
        return MLSYS_OK;
    }
    return mlsys_err_set(err, MLSYS_EFILE, "%s lists no compute rate", mlsys_record_name(hw));
}

/* The device side: bandwidth, launch latency, capacity, TDP, then the
 * overrides; eta_hw and L_lat defaults; the compute rate. */
static int device_side(const struct mlsys_step_req *q, struct mlsys_step *st,
                       struct mlsys_notes *notes, struct mlsys_err *err)
{
    const struct mlsys_model_req *r = &q->base;
    mlsys_setup_hw_note(r->hw, notes);
    if (r->hw) {
        st->il.bw_Bps = mlsys_hw_dev_qty(r->hw, MLSYS_HW_MEM_BANDWIDTH).v;
        st->il.lat_s = mlsys_hw_dev_qty(r->hw, MLSYS_HW_LAUNCH).v;
        st->capacity_B = mlsys_hw_dev_qty(r->hw, MLSYS_HW_MEM_CAPACITY).v;
        st->tdp_W = mlsys_hw_dev_qty(r->hw, MLSYS_HW_TDP).v;
    }
    over(&st->il.bw_Bps, r->bw_Bps);
    over(&st->il.lat_s, r->lat_s);
    over(&st->capacity_B, r->capacity_B);
    st->il.eta_hw = isnan(r->eta_hw) ? 1 : r->eta_hw;
    bool times = q->flags & MLSYS_STEP_TIMES;
    if (isnan(st->il.lat_s)) {
        st->il.lat_s = 0;
        if (times)
            mlsys_notes_add(notes, "L_lat = 0: no device[[ and no {lat}]]");
    }
    if (times && isnan(r->eta_hw))
        mlsys_notes_add(notes,
                        "eta_hw = 1 (default[[; {eff} sets the achieved fraction of peak]])");
    if (!isnan(r->peak_flops)) {
        st->compute_precision = st->precision;
        st->il.peak_flops = r->peak_flops;
        return MLSYS_OK;
    }
    if (!r->hw)
        return MLSYS_OK;
    return mlsys_setup_rate(r->hw, st->precision, r->compute_precision, &st->compute_precision,
                            &st->il.peak_flops, notes, err);
}

/* Phase and sequence length, with their defaults noted. */
static void shape(const struct mlsys_step_req *r, struct mlsys_step *st,
                  struct mlsys_notes *notes)
{
    st->shaped = true;
    st->how.phase = r->phase != MLSYS_PHASE_UNSET
                        ? r->phase
                        : mlsys_setup_default_phase(r->base.wl, &st->arch);
    if (r->phase == MLSYS_PHASE_UNSET)
        mlsys_notes_add(notes, "phase %s (default for this workload[[; {phase}]])",
                        mlsys_phase_name(st->how.phase));
    double context = r->base.wl ? mlsys_wl_count(r->base.wl, MLSYS_WL_CONTEXT) : NAN;
    st->how.seq = !isnan(r->seq) ? r->seq : context < 2048 ? context : 2048;
    if (isnan(r->seq) && mlsys_arch_generates(&st->arch))
        mlsys_notes_add(notes, "S = %.0f tokens (default%s[[; {seq}]])", st->how.seq,
                        context < 2048 ? ": the workload's context" : "");
    st->context = context;
    mlsys_setup_point_notes(st, notes);
    mlsys_setup_precision(r->base.hw, r->base.precision, notes); /* its note, in order */
    bool kv = mlsys_arch_generates(&st->arch) &&
              (st->how.phase == MLSYS_PHASE_DECODE || st->how.phase == MLSYS_PHASE_PREFILL);
    if (kv && st->kv_precision != st->precision)
        mlsys_notes_add(notes, "%s %s, weights %s (%s[[; {kv-precision}]])",
                        mlsys_arch_is_transformer(&st->arch) ? "KV cache" : "SSM state",
                        mlsys_precision_name(st->kv_precision),
                        mlsys_precision_name(st->precision),
                        r->base.kv_precision != MLSYS_PRECISION_UNSET ? "as given"
                                             : "weight-only quantization keeps a 16-bit cache");
    if (st->how.phase == MLSYS_PHASE_TRAIN) /* the training state's rule, as mlsys train's */
        st->grad_precision =
            mlsys_setup_grad_precision(st->precision, MLSYS_PRECISION_UNSET, notes);
}

void mlsys_setup_point_notes(const struct mlsys_step *st, struct mlsys_notes *notes)
{
    /* Accepted, not refused: the formulas hold; the model was not trained for it. */
    if (st->shaped && st->how.seq > st->context)
        mlsys_notes_add(notes, "S = %.0f exceeds %s's context of %.0f tokens", st->how.seq,
                        mlsys_record_name(st->wl), st->context);
}

/* Lower the workload unless both ops_FLOP and dvol_B replace it. */
static int lower(const struct mlsys_step_req *r, struct mlsys_step *st,
                 struct mlsys_notes *notes, struct mlsys_err *err)
{
    bool have_arch = r->base.wl || !isnan(r->base.shape.params);
    if (have_arch) {
        st->how.batch = r->batch;
        st->how.s_elem_B = mlsys_precision_bytes(st->precision);
        st->how.s_kv_B = mlsys_precision_bytes(st->kv_precision);
        st->how.recompute = r->recompute;
        st->how.act_frac = r->act_frac;
    }
    /* Training state needs only P; a step that cannot be lowered is not. */
    bool state_only = (r->flags & MLSYS_STEP_MEMORY) && st->how.phase == MLSYS_PHASE_TRAIN &&
                      !mlsys_arch_trains(&st->arch);
    if (have_arch && !state_only && !(!isnan(r->ops_FLOP) && !isnan(r->dvol_B))) {
        const char *where = r->base.wl ? "{workload}" : "{params}";
        int rc = mlsys_workload_lower(&st->arch, &st->how, &st->low, err);
        if (rc) {
            mlsys_err_where(err, "%s", where);
            return rc;
        }
        st->lowered = true;
        st->il.ops_FLOP = st->low.ops_FLOP;
        st->il.dvol_B = st->low.dvol_B;
        if (isinf(st->il.ops_FLOP) || isinf(st->il.dvol_B)) { /* --batch 1e300 */
            mlsys_err_where(err, "%s", where);
            return mlsys_err_set(err, MLSYS_ERANGE,
                                 "operations or bytes per step overflow a double (over "
                                 "1.8e308): lower {batch} or {seq}");
        }
        if (st->low.note)
            mlsys_notes_add(notes, "%s", st->low.note);
        if (st->low.used_act_frac)
            mlsys_notes_add(notes,
                            "activations per sample assumed %g x model bytes (no catalog "
                            "figure[[; {act-frac}]])",
                            st->how.act_frac);
    }
    over(&st->il.ops_FLOP, r->ops_FLOP);
    over(&st->il.dvol_B, r->dvol_B);
    st->have_work = isfinite(st->il.ops_FLOP) && isfinite(st->il.dvol_B);
    return MLSYS_OK;
}

int mlsys_setup_step(const struct mlsys_step_req *r, struct mlsys_step *st,
                     struct mlsys_notes *notes, struct mlsys_err *err)
{
    memset(st, 0, sizeof *st);
    const struct mlsys_model_req *b = &r->base;
    st->hw = b->hw;
    st->wl = b->wl;
    st->il = (struct mlsys_ironlaw_in){NAN, NAN, NAN, NAN, 1, NAN, 1, 0};
    st->capacity_B = st->tdp_W = st->context = NAN;
    st->precision = mlsys_setup_precision(b->hw, b->precision, NULL);
    st->kv_precision = b->kv_precision != MLSYS_PRECISION_UNSET
                           ? b->kv_precision
                           : mlsys_setup_kv_precision(st->precision);
    st->grad_precision = st->precision;
    mlsys_setup_arch(b->wl, &b->shape, &st->arch);
    int rc = device_side(r, st, notes, err);
    if (!rc && (b->wl || !isnan(b->shape.params)))
        shape(r, st, notes);
    return rc ? rc : lower(r, st, notes, err);
}

int mlsys_setup_step_batch(const struct mlsys_step_req *r, struct mlsys_step *st,
                           struct mlsys_err *err)
{
    st->lowered = false;
    memset(&st->low, 0, sizeof st->low);
    st->il.ops_FLOP = st->il.dvol_B = NAN;
    return lower(r, st, NULL, err);
}

int mlsys_step_memory(const struct mlsys_step *st, enum mlsys_optimizer opt, int zero,
                      const struct mlsys_layout *lay, struct mlsys_memory_out *m,
                      struct mlsys_err *err)
{
    struct mlsys_memory_in in = {
        .arch = st->arch, .phase = st->how.phase, .batch = st->how.batch,
        .seq = st->how.seq, .s_elem_B = st->how.s_elem_B, .s_kv_B = st->how.s_kv_B,
        .s_grad_B = mlsys_precision_bytes(st->grad_precision),
        .optimizer = opt, .recompute = st->how.recompute, .zero = zero,
        .lay = *lay, .act_frac = st->how.act_frac,
        .capacity_B = st->capacity_B};
    return mlsys_memory_eval(&in, m, err);
}

int mlsys_setup_need_device(const struct mlsys_step *st, struct mlsys_err *err)
{
    if (isnan(st->il.bw_Bps) && isnan(st->il.peak_flops))
        return mlsys_err_set(err, MLSYS_EUSAGE, "no device: give {hw} NAME, or {bw} and {peak}");
    if (isnan(st->il.bw_Bps))
        return mlsys_err_set(err, MLSYS_EUSAGE, "no memory bandwidth: give {hw} NAME or {bw}");
    if (isnan(st->il.peak_flops))
        return mlsys_err_set(err, MLSYS_EUSAGE, "no peak rate: give {hw} NAME or {peak}");
    return MLSYS_OK;
}

int mlsys_setup_time(const struct mlsys_step_req *req, struct mlsys_step *st,
                     struct mlsys_ironlaw_out *o, struct mlsys_err *err)
{
    int rc = mlsys_setup_step(req, st, NULL, err);
    if (!rc && !st->have_work)
        rc = mlsys_err_set(err, MLSYS_EUSAGE,
                           "no workload: give {workload} NAME (or {params} with {layers} "
                           "{hidden} {heads}), or both {ops} and {dvol}");
    if (!rc)
        rc = mlsys_setup_need_device(st, err);
    return rc ? rc : mlsys_ironlaw_eval(&st->il, o, err);
}

int mlsys_setup_split(struct mlsys_step *st, const struct mlsys_step_split *sp,
                      struct mlsys_err *err)
{
    const struct mlsys_arch *a = &st->arch;
    double t = sp->lay.tp, p = sp->lay.pp;
    if (t * p <= 1)
        return MLSYS_OK;
    if (!st->lowered || !st->low.transformer || st->how.phase == MLSYS_PHASE_TRAIN)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "{tp} and {pp} split the decode or prefill of a transformer; "
                             "for training use mlsys train");
    int rc = mlsys_setup_rules(a, t, p, 1, MLSYS_KV_REPLICATE, err);
    if (rc)
        return rc;
    if (isnan(sp->link.beta_Bps))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "no link between the devices: give {intra-fabric} NAME (the "
                             "catalog's fabrics: mlsys catalog list fabrics)");
    /* one device of the busiest stage: x 1 when p divides the layers */
    double excess = mlsys_layout_stage_excess(a, p, 1);
    double rest = st->il.dvol_B - st->low.weights_B - st->low.kv_B;
    st->il.dvol_B = ((st->low.weights_B + fmax(rest, 0)) / (t * p) +
                     st->low.kv_B / (mlsys_memory_kv_split(a, t) * p)) *
                    excess;
    st->il.ops_FLOP = st->il.ops_FLOP / (t * p) * excess;
    st->il.stages = p;
    /* the step's activations: items tokens of d elements at 2 bytes */
    st->il.comm_s = mlsys_infer_allreduces_s(&sp->link, sp->eta, sp->ll_Bps,
                                             a->layers * mlsys_arch_tp_allreduces(a), t, p,
                                             st->low.items * a->hidden * 2);
    return MLSYS_OK;
}
