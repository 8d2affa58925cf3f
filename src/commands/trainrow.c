/* trainrow.c - the output row of a training layout (trainopts.h): train
 * prints one per evaluation, plan one per layout it keeps. */
#include <math.h>

#include "commands/netopts.h"
#include "commands/trainopts.h"

enum {
    C_HW, C_WORKLOAD, C_DEVICES, C_TP, C_PP, C_DP, C_EP, C_B, C_MB, C_M, C_V, C_SEQ, C_PREC,
    C_RECOMPUTE, C_SP, C_ZERO, C_TCOMP, C_TTP, C_TPP, C_TDP, C_TOPT, C_TSTEP, C_TOKS, C_RMODEL,
    C_RHW, C_MFU, C_HFU, C_BPIPE, C_TLAYER, C_P, C_W, C_G, C_OPT, C_ACT, C_MTOTAL, C_CAP, C_FITS, C_TTT,
    C_ERUN, C_CO2, C_COST, C_CP, C_TCP, C_N
};

/* The layout columns are in the summary: they are what plan chooses. */
#define S MLSYS_COL_SUMMARY
const struct mlsys_coldef mlsys_train_cols[MLSYS_TRAIN_NCOLS] = {
    [C_HW] = {"hw", NULL, MLSYS_FMT_AUTO, "device", S},
    [C_WORKLOAD] = {"workload", NULL, MLSYS_FMT_AUTO, "workload", S},
    [C_DEVICES] = {"devices", "", MLSYS_FMT_AUTO, "N = t p c d", S},
    [C_TP] = {"tp", "", MLSYS_FMT_AUTO, "t, tensor-parallel degree", S},
    [C_PP] = {"pp", "", MLSYS_FMT_AUTO, "p, pipeline stages", S},
    [C_DP] = {"dp", "", MLSYS_FMT_AUTO, "d, data-parallel degree", S},
    [C_EP] = {"ep", "", MLSYS_FMT_AUTO, "e, expert-parallel degree", 0},
    [C_B] = {"global_batch", "", MLSYS_FMT_AUTO, "B, sequences per iteration", 0},
    [C_MB] = {"microbatch", "", MLSYS_FMT_AUTO, "b, sequences per microbatch", S},
    [C_M] = {"microbatches", "", MLSYS_FMT_AUTO, "m = B/(d b) per pipeline", 0},
    [C_V] = {"interleave", "", MLSYS_FMT_AUTO, "v, model chunks per device", S},
    [C_SEQ] = {"seq", "", MLSYS_FMT_AUTO, "s, tokens per sequence", 0},
    [C_PREC] = {"precision", NULL, MLSYS_FMT_AUTO, "precision of weights and activations", 0},
    [C_RECOMPUTE] = {"recompute", NULL, MLSYS_FMT_AUTO, "activation recomputation", S},
    [C_SP] = {"seq_parallel", NULL, MLSYS_FMT_AUTO, "sequence parallelism", S},
    [C_ZERO] = {"zero", "", MLSYS_FMT_AUTO, "ZeRO stage", S},
    [C_TCOMP] = {"T_compute", "s", MLSYS_FMT_AUTO,
                 "GEMMs, attention and element-wise kernels of the slowest stage, m microbatches",
                 0},
    [C_TTP] = {"T_tp", "s", MLSYS_FMT_AUTO, "exposed tensor-parallel (and expert) collectives", 0},
    [C_TPP] = {"T_pp", "s", MLSYS_FMT_AUTO, "pipeline bubble and point-to-point transfers", 0},
    [C_TDP] = {"T_dp", "s", MLSYS_FMT_AUTO, "exposed data-parallel gradient exchange", 0},
    [C_TOPT] = {"T_optimizer", "s", MLSYS_FMT_AUTO, "optimizer step (memory-bound)", 0},
    [C_TSTEP] = {"T_step", "s", MLSYS_FMT_AUTO,
                 "iteration: T_compute + T_tp + T_pp + T_dp + T_optimizer + T_cp", S},
    [C_TOKS] = {"tokens_per_s", "1/s", MLSYS_FMT_AUTO, "B s / T_step, whole job", S},
    [C_RMODEL] = {"R_model", "FLOP/s", MLSYS_FMT_AUTO, "model FLOP/s per device", 0},
    [C_RHW] = {"R_hw", "FLOP/s", MLSYS_FMT_AUTO, "executed FLOP/s per device (with recompute)",
               0},
    [C_MFU] = {"MFU", "%", MLSYS_FMT_AUTO, "R_model / R_peak", S},
    [C_HFU] = {"HFU", "%", MLSYS_FMT_AUTO, "R_hw / R_peak", 0},
    [C_BPIPE] = {"b_pipe", "%", MLSYS_FMT_AUTO, "bubble share (p-1)/(v m + p - 1)", 0},
    [C_TLAYER] = {"T_layer", "s", MLSYS_FMT_AUTO,
                  "one layer, one microbatch: forward, backward, recompute, exposed collectives",
                  0},
    [C_P] = {"params", "", MLSYS_FMT_AUTO, "P, parameters (from the shape)", 0},
    [C_W] = {"M_weights", "B", MLSYS_FMT_AUTO, "weights per device", 0},
    [C_G] = {"M_gradients", "B", MLSYS_FMT_AUTO, "gradients per device", 0},
    [C_OPT] = {"M_optimizer", "B", MLSYS_FMT_AUTO, "optimizer state per device", 0},
    [C_ACT] = {"M_activations", "B", MLSYS_FMT_AUTO,
               "activations of the first stage (Korthikanti et al. 2022)", 0},
    [C_MTOTAL] = {"M_total", "B", MLSYS_FMT_AUTO, "memory per device", S},
    [C_CAP] = {"capacity", "B", MLSYS_FMT_AUTO, "device memory capacity", 0},
    [C_FITS] = {"fits", NULL, MLSYS_FMT_AUTO, "M_total <= capacity", S},
    [C_TTT] = {"time_to_train", "s", MLSYS_FMT_AUTO, "--tokens / tokens_per_s", S},
    [C_ERUN] = {"E_run", "J", MLSYS_FMT_AUTO, "energy of the run (power view x PUE)", 0},
    [C_CO2] = {"CO2e_run", "kg", MLSYS_FMT_AUTO, "E_run x the grid's carbon intensity", 0},
    [C_COST] = {"cost_run", "USD", MLSYS_FMT_AUTO, "devices x time_to_train x --price", 0},
    [C_CP] = {"cp", "", MLSYS_FMT_AUTO, "c, context-parallel degree", 0},
    [C_TCP] = {"T_cp", "s", MLSYS_FMT_AUTO,
               "exposed context-parallel ring exchange of K and V (part of T_step)", 0},
};
_Static_assert((int)C_N == (int)MLSYS_TRAIN_NCOLS, "MLSYS_TRAIN_NCOLS counts the columns");

int mlsys_train_row(struct mlsys_sink *sink, const struct mlsys_record *hw,
                    const struct mlsys_record *wl, const struct mlsys_train_setup *s,
                    const struct mlsys_train_in *in, const struct mlsys_train_out *o,
                    const struct mlsys_train_run *run, struct mlsys_err *err)
{
    static const char *const yesno[] = {"no", "yes"};
    struct mlsys_cell c[C_N] = {
        [C_HW] = mlsys_cell_str(hw ? mlsys_record_name(hw) : NULL),
        [C_WORKLOAD] = mlsys_cell_str(wl ? mlsys_record_name(wl) : NULL),
        [C_DEVICES] = mlsys_cell_val(in->lay.tp * in->lay.pp * in->lay.cp * in->lay.dp),
        [C_TP] = mlsys_cell_val(in->lay.tp),
        [C_PP] = mlsys_cell_val(in->lay.pp), [C_DP] = mlsys_cell_val(in->lay.dp),
        [C_EP] = mlsys_cell_val(in->lay.ep), [C_B] = mlsys_cell_val(in->batch.global_batch),
        [C_MB] = mlsys_cell_val(in->batch.microbatch), [C_M] = mlsys_cell_val(o->microbatches),
        [C_V] = mlsys_cell_val(in->lay.interleave), [C_SEQ] = mlsys_cell_val(in->batch.seq),
        [C_PREC] = mlsys_cell_str(mlsys_precision_name(s->precision)),
        [C_RECOMPUTE] = mlsys_cell_str((const char *[]){"none", "selective",
                                                        "full"}[in->opt.recompute]),
        [C_SP] = mlsys_cell_str(yesno[in->opt.seq_parallel]),
        [C_ZERO] = mlsys_cell_val(in->opt.zero), [C_TCOMP] = mlsys_cell_val(o->t_compute_s),
        [C_TTP] = mlsys_cell_val(o->t_tp_s), [C_TPP] = mlsys_cell_val(o->t_pp_s),
        [C_TDP] = mlsys_cell_val(o->t_dp_s), [C_TOPT] = mlsys_cell_val(o->t_optimizer_s),
        [C_TSTEP] = mlsys_cell_val(o->t_step_s), [C_TOKS] = mlsys_cell_val(o->tokens_per_s),
        [C_RMODEL] = mlsys_cell_val(o->r_model_flops), [C_RHW] = mlsys_cell_val(o->r_hw_flops),
        [C_MFU] = mlsys_cell_val(o->mfu), [C_HFU] = mlsys_cell_val(o->hfu),
        [C_BPIPE] = mlsys_cell_val(o->b_pipe), [C_TLAYER] = mlsys_cell_val(o->t_layer_s),
        [C_P] = mlsys_cell_val(o->params),
        [C_W] = mlsys_cell_val(o->m_weights_B), [C_G] = mlsys_cell_val(o->m_gradients_B),
        [C_OPT] = mlsys_cell_val(o->m_optimizer_B), [C_ACT] = mlsys_cell_val(o->m_activations_B),
        [C_MTOTAL] = mlsys_cell_val(o->m_total_B), [C_CAP] = mlsys_net_val(in->dev.capacity_B),
        [C_FITS] = isnan(in->dev.capacity_B) ? mlsys_cell_none()
                                        : mlsys_cell_bool(o->m_total_B <= in->dev.capacity_B),
        [C_TTT] = mlsys_net_val(run->time_s), [C_ERUN] = mlsys_net_val(run->energy_J),
        [C_CO2] = mlsys_net_val(run->co2_kg), [C_COST] = mlsys_net_val(run->cost_USD),
        [C_CP] = mlsys_cell_val(in->lay.cp), [C_TCP] = mlsys_cell_val(o->t_cp_s),
    };
    return sink->row(sink, c, err);
}
