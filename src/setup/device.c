/* device.c - one device for the GEMM-level models, train and infer (setup.h). */
#include <math.h>

#include "mlsys/catalog.h"
#include "mlsys/setup.h"

/* Shares of peak when the catalog gives none (noted): large GEMMs on
 * current GPUs reach 0.6-0.8 of the dense peak (MLSYS_DEFAULT_ETA_MM,
 * setup.h), streaming kernels 0.8-0.9 of the memory bandwidth. */
#define DEFAULT_ETA_MEM 0.8
/* 8-bit products reach a smaller share of their peak: best-shape fp8 and
 * bf16 GEMMs on H100 reach 0.709 and 0.803 of theirs, 0.88 of the 16-bit
 * share. */
#define ETA_8BIT 0.88

/* The exponent of the clock in the power a capped device draws below its
 * TDP, P ~ f^POWER_EXP_BELOW: the voltage nears its floor there, so power
 * falls more slowly than the cube of the clock and a cap costs more clock
 * than the cube law says. Fitted (least squares of ln(throughput ratio) on
 * ln(power ratio), through the origin, 1/exponent = 0.473) on NVIDIA's
 * MLPerf Inference v4.1 closed submissions of 8 H200 SXM run both at the
 * 700 W TDP and capped (MaxQ; the same configuration but power_limit in
 * closed/NVIDIA/configs), the four compute-bound benchmarks that are not
 * language models: resnet50 at 350 W (0.735 of its Offline throughput),
 * 3d-unet 350 W (0.761), bert-99 400 W (0.737), stable-diffusion-xl 450 W
 * (0.758). Above the TDP the voltage still follows the clock: the cube
 * law, as the 1,000 W H200's row checks (docs/train.md, Power limits). */
#define POWER_EXP_BELOW 2.1

/* The exponent of the clock in the power drawn at limit_W against tdp_W:
 * POWER_EXP_BELOW below the TDP, 3 at or above it. */
static double power_exponent(double tdp_W, double limit_W)
{
    return limit_W < tdp_W ? POWER_EXP_BELOW : 3;
}

double mlsys_setup_clock_share(double tdp_W, double limit_W)
{
    if (isnan(limit_W))
        return 1;
    double ratio = limit_W / tdp_W, e = power_exponent(tdp_W, limit_W);
    return e == 3 ? cbrt(ratio) : pow(ratio, 1 / e);
}

/* Apply r->power_limit_W to d (rate and TDP), noted. */
static int power_limit(const struct mlsys_model_req *r, const char *name, struct mlsys_device *d,
                       struct mlsys_notes *notes, struct mlsys_err *err)
{
    double cap = r->power_limit_W, tdp = d->tdp_W;
    if (isnan(cap))
        return MLSYS_OK;
    if (isnan(tdp) || !(cap > 0 && cap <= 2 * tdp)) {
        mlsys_err_where(err, "{power-limit}");
        if (isnan(tdp))
            return mlsys_err_set(err, MLSYS_EUSAGE, "needs the device's TDP: give {hw} with one");
        return mlsys_err_set(err, MLSYS_ERANGE,
                             "must be above 0 and at most twice %s's TDP, %g W; got %g W", name,
                             2 * tdp, cap);
    }
    double share = mlsys_setup_clock_share(tdp, cap);
    d->peak_flops *= share;
    d->tdp_W = cap;
    double e = power_exponent(tdp, cap);
    mlsys_notes_add(notes, "power limit %g W of the %g W TDP: compute rates x (%g/%g)^(1/%g) = "
                           "%.3f, the clock the limit allows (P ~ f^%g %s the TDP)",
                    cap, tdp, cap, tdp, e, share, e,
                    cap < tdp ? "below" : cap > tdp ? "above" : "at");
    return MLSYS_OK;
}

/* x unless NaN, else the fallback. */
static double or(double x, double fallback) { return isnan(x) ? fallback : x; }

double mlsys_setup_eta_mm16(const struct mlsys_model_req *r)
{
    return or(or(r->eta_mm, mlsys_hw_dev_qty(r->hw, MLSYS_HW_EFF_MATMUL).v),
              MLSYS_DEFAULT_ETA_MM);
}

int mlsys_setup_gemm_device(const struct mlsys_model_req *r, enum mlsys_precision precision,
                            struct mlsys_device *d, enum mlsys_precision *compute,
                            struct mlsys_notes *notes, struct mlsys_err *err)
{
    const struct mlsys_record *hw = r->hw;
    if (!hw && (isnan(r->peak_flops) || isnan(r->bw_Bps)))
        return mlsys_err_set(err, MLSYS_EUSAGE, "no device: give {hw} NAME, or {peak} and {bw}");
    mlsys_setup_hw_note(hw, notes);
    d->peak_flops = r->peak_flops;
    *compute = precision;
    if (isnan(d->peak_flops)) {
        int rc = mlsys_setup_rate(hw, precision, r->compute_precision, compute, &d->peak_flops,
                                  notes, err);
        if (rc)
            return rc;
    }
    d->bw_Bps = or(r->bw_Bps, mlsys_hw_dev_qty(hw, MLSYS_HW_MEM_BANDWIDTH).v);
    d->capacity_B = or(r->capacity_B, mlsys_hw_dev_qty(hw, MLSYS_HW_MEM_CAPACITY).v);
    d->tdp_W = mlsys_hw_dev_qty(hw, MLSYS_HW_TDP).v;
    d->units = mlsys_hw_dev_qty(hw, MLSYS_HW_UNITS).v;
    const char *name = hw ? mlsys_record_name(hw) : "the device";
    d->eta_mm = mlsys_setup_eta_mm16(r);
    if (isnan(r->eta_mm) && isnan(mlsys_hw_dev_qty(hw, MLSYS_HW_EFF_MATMUL).v))
        mlsys_notes_add(notes, "eta_mm = %g: no matmul efficiency for %s in the catalog "
                               "(default[[; {eff}]])", MLSYS_DEFAULT_ETA_MM, name);
    if (isnan(r->eta_mm) && mlsys_precision_bytes(*compute) <= 1) {
        d->eta_mm *= ETA_8BIT;
        mlsys_notes_add(notes, "eta_mm x %g = %.3g at %s: 8-bit products reach a smaller share "
                               "of their peak (best-shape fp8 / bf16 GEMM shares on H100, "
                               "0.709 / 0.803)",
                        ETA_8BIT, d->eta_mm, mlsys_precision_name(*compute));
    }
    d->eta_mem = or(r->eta_mem, mlsys_hw_dev_qty(hw, MLSYS_HW_EFF_MEMORY).v);
    if (isnan(d->eta_mem)) {
        d->eta_mem = DEFAULT_ETA_MEM;
        mlsys_notes_add(notes, "eta_mem = %g: no memory efficiency for %s in the catalog "
                               "(default[[; {eff-mem}]])", DEFAULT_ETA_MEM, name);
    }
    if (isnan(d->units) && hw)
        mlsys_notes_add(notes, "no compute-unit count for %s: GEMMs timed without wave "
                               "quantisation", name);
    return power_limit(r, name, d, notes, err);
}

enum mlsys_precision mlsys_setup_precision(const struct mlsys_record *hw,
                                           enum mlsys_precision given,
                                           struct mlsys_notes *notes)
{
    if (given != MLSYS_PRECISION_UNSET)
        return given;
    enum mlsys_precision p = hw && isnan(mlsys_hw_dev_rate(hw, MLSYS_PREC_BF16).v)
                                 ? MLSYS_PREC_FP16
                                 : MLSYS_PREC_BF16;
    mlsys_notes_add(notes, "precision %s (default[[; {precision}]])", mlsys_precision_name(p));
    return p;
}

enum mlsys_precision mlsys_setup_grad_precision(enum mlsys_precision storage,
                                                enum mlsys_precision given,
                                                struct mlsys_notes *notes)
{
    if (given != MLSYS_PRECISION_UNSET)
        return given;
    enum mlsys_precision g = storage == MLSYS_PREC_BF16 ? MLSYS_PREC_FP32 : storage;
    mlsys_notes_add(notes, "gradients in %s%s[[ ({grad-precision})]]", mlsys_precision_name(g),
                    g == MLSYS_PREC_FP32 ? ", as bf16 training accumulates them" : "");
    return g;
}
