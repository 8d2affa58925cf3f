/* trainrow.c - the output row of a training layout (trainopts.h): train
 * prints one per evaluation, plan one per layout it keeps. */
#include <math.h>

#include "commands/netopts.h"
#include "commands/trainopts.h"

enum {
    C_HW, C_WORKLOAD, C_DEVICES, C_TP, C_PP, C_DP, C_EP, C_B, C_MB, C_M, C_V, C_SEQ, C_PREC,
    C_RECOMPUTE, C_SP, C_ZERO, C_STACK, C_TCOMP, C_TCAST, C_TTP, C_TPP, C_TDP, C_TOPT, C_TFIXED,
    C_TSTEP, C_TOKS, C_RMODEL, C_RHW, C_MFU, C_HFU, C_BPIPE, C_TLAYER, C_P, C_W, C_G, C_OPT,
    C_ACT, C_RESERVE, C_MTOTAL, C_CAP, C_FITS, C_TTT, C_ERUN, C_CO2, C_COST, C_CP, C_TCP, C_TOFF,
    C_PTRAIN, C_CKPT, C_MTBF_SYS, C_TWRITE, C_TAU, C_GOODPUT, C_TTT_IDEAL, C_OFFLOAD, C_N
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
    [C_STACK] = {"framework", NULL, MLSYS_FMT_AUTO, "training stack", S},
    [C_TCOMP] = {"T_compute", "s", MLSYS_FMT_AUTO,
                 "GEMMs, attention and element-wise kernels of the slowest stage, m microbatches",
                 0},
    [C_TCAST] = {"T_cast", "s", MLSYS_FMT_AUTO,
                 "of T_compute: casting the linear layers' operands (fp8 recipe)", 0},
    [C_TTP] = {"T_tp", "s", MLSYS_FMT_AUTO, "exposed tensor-parallel (and expert) collectives", 0},
    [C_TPP] = {"T_pp", "s", MLSYS_FMT_AUTO, "pipeline bubble and point-to-point transfers", 0},
    [C_TDP] = {"T_dp", "s", MLSYS_FMT_AUTO, "exposed data-parallel gradient exchange", 0},
    [C_TOPT] = {"T_optimizer", "s", MLSYS_FMT_AUTO, "optimizer step (memory-bound)", 0},
    [C_TFIXED] = {"T_fixed", "s", MLSYS_FMT_AUTO,
                  "the stack's fixed cost per microbatch and stage, (v m + p - 1)/v times", 0},
    [C_TSTEP] = {"T_step", "s", MLSYS_FMT_AUTO,
                 "iteration: T_compute + T_tp + T_pp + T_dp + T_optimizer + T_offload + T_cp + "
                 "T_fixed",
                 S},
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
    [C_RESERVE] = {"M_reserve", "B", MLSYS_FMT_AUTO,
                   "held by the stack and allocator beyond the tensors", 0},
    [C_MTOTAL] = {"M_total", "B", MLSYS_FMT_AUTO, "memory per device", S},
    [C_CAP] = {"capacity", "B", MLSYS_FMT_AUTO, "device memory capacity", 0},
    [C_FITS] = {"fits", NULL, MLSYS_FMT_AUTO, "M_total <= capacity", S},
    [C_TTT] = {"time_to_train", "s", MLSYS_FMT_AUTO,
               "--tokens / tokens_per_s; with --mtbf-device, time_to_train_ideal / goodput", S},
    [C_ERUN] = {"E_run", "J", MLSYS_FMT_AUTO, "energy of the run (power view x PUE)", 0},
    [C_CO2] = {"CO2e_run", "kg", MLSYS_FMT_AUTO, "E_run x the grid's carbon intensity", 0},
    [C_COST] = {"cost_run", "USD", MLSYS_FMT_AUTO, "devices x time_to_train x --price", 0},
    [C_CP] = {"cp", "", MLSYS_FMT_AUTO, "c, context-parallel degree", S},
    [C_TCP] = {"T_cp", "s", MLSYS_FMT_AUTO,
               "exposed context-parallel ring exchange of K and V (part of T_step)", 0},
    [C_TOFF] = {"T_offload", "s", MLSYS_FMT_AUTO,
                "host-link transfers and the host optimizer step of --offload (in T_step)", 0},
    [C_PTRAIN] = {"params_trainable", "", MLSYS_FMT_AUTO,
                  "parameters that train: P, or the LoRA adapters r (d_in + d_out)", 0},
    [C_CKPT] = {"checkpoint_size", "B", MLSYS_FMT_AUTO,
                "one checkpoint: trainable weights and their optimizer state", 0},
    [C_MTBF_SYS] = {"MTBF_system", "s", MLSYS_FMT_AUTO, "--mtbf-device / devices", 0},
    [C_TWRITE] = {"T_write", "s", MLSYS_FMT_AUTO, "checkpoint_size / --write-bw", 0},
    [C_TAU] = {"tau_ckpt", "s", MLSYS_FMT_AUTO,
               "checkpoint interval (Daly 2006; Young's sqrt(2 T_write MTBF_system) to first "
               "order)",
               0},
    [C_GOODPUT] = {"goodput", "%", MLSYS_FMT_AUTO,
                   "useful share of wall time at tau_ckpt, exponential failures (Daly 2006)", 0},
    [C_TTT_IDEAL] = {"time_to_train_ideal", "s", MLSYS_FMT_AUTO,
                     "--tokens / tokens_per_s, without failures", 0},
    [C_OFFLOAD] = {"offload", NULL, MLSYS_FMT_AUTO,
                   "kept in host memory: none, or --offload's words (optimizer, weights, "
                   "activations), comma-separated",
                   S},
};
_Static_assert((int)C_N == (int)MLSYS_TRAIN_NCOLS, "MLSYS_TRAIN_NCOLS counts the columns");

int mlsys_train_row(struct mlsys_sink *sink, const struct mlsys_record *hw,
                    const struct mlsys_record *wl, const struct mlsys_train_setup *s,
                    const struct mlsys_train_in *in, const struct mlsys_train_out *o,
                    const struct mlsys_train_run *run, struct mlsys_err *err)
{
    static const char *const yesno[] = {"no", "yes"};
    static const char *const recompute[] = {"none", "selective", "full"};
    struct mlsys_cell c[C_N];
    mlsys_cell_put_str(&c[C_HW], hw ? mlsys_record_name(hw) : NULL);
    mlsys_cell_put_str(&c[C_WORKLOAD], wl ? mlsys_record_name(wl) : NULL);
    mlsys_cell_put_str(&c[C_PREC], mlsys_precision_name(s->precision));
    mlsys_cell_put_str(&c[C_RECOMPUTE], recompute[in->opt.recompute]);
    mlsys_cell_put_str(&c[C_SP], yesno[in->opt.seq_parallel]);
    mlsys_cell_put_str(&c[C_STACK], mlsys_train_stack(in->opt.framework)->name);
    mlsys_cell_put_str(&c[C_OFFLOAD], mlsys_train_offload_words(in->opt.offload));
    static const int val_col[] = {
        C_DEVICES, C_TP, C_PP, C_DP, C_EP, C_B, C_MB, C_M, C_V, C_SEQ, C_ZERO, C_TCOMP,
        C_TCAST, C_TFIXED, C_RESERVE, C_TTP, C_TPP, C_TDP, C_TOPT, C_TSTEP, C_TOKS, C_RMODEL,
        C_RHW, C_MFU, C_HFU, C_BPIPE, C_TLAYER, C_P, C_W, C_G, C_OPT, C_ACT, C_MTOTAL, C_CP,
        C_TCP, C_TOFF, C_PTRAIN, C_CKPT};
    const double val[] = {
        in->lay.tp * in->lay.pp * in->lay.cp * in->lay.dp, in->lay.tp, in->lay.pp, in->lay.dp,
        in->lay.ep, in->batch.global_batch, in->batch.microbatch, o->microbatches,
        in->lay.interleave, in->batch.seq, in->opt.zero, o->t_compute_s, o->t_cast_s,
        o->t_fixed_s, o->m_reserve_B, o->t_tp_s, o->t_pp_s, o->t_dp_s, o->t_optimizer_s,
        o->t_step_s, o->tokens_per_s, o->r_model_flops, o->r_hw_flops, o->mfu, o->hfu,
        o->b_pipe, o->t_layer_s, o->params, o->m_weights_B, o->m_gradients_B,
        o->m_optimizer_B, o->m_activations_B, o->m_total_B, in->lay.cp, o->t_cp_s,
        o->t_offload_s, o->params_trainable, o->checkpoint_B};
    _Static_assert(sizeof val_col / sizeof val_col[0] == sizeof val / sizeof val[0],
                   "a column for each value");
    for (size_t i = 0; i < sizeof val / sizeof val[0]; i++)
        mlsys_cell_put_val(&c[val_col[i]], val[i]);
    static const int known_col[] = {C_CAP, C_TTT, C_ERUN, C_CO2, C_COST, C_MTBF_SYS,
                                    C_TWRITE, C_TAU, C_GOODPUT, C_TTT_IDEAL};
    const double known[] = {in->dev.capacity_B, run->time_s, run->energy_J, run->co2_kg,
                            run->cost_USD, run->mtbf_system_s, run->t_write_s, run->tau_s,
                            run->goodput, run->time_ideal_s};
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        mlsys_cell_put_known(&c[known_col[i]], known[i]);
    _Static_assert(7 + sizeof val / sizeof val[0] + sizeof known / sizeof known[0] + 1 == C_N,
                   "every column written: seven strings, the numbers, fits");
    if (isnan(in->dev.capacity_B))
        mlsys_cell_put_none(&c[C_FITS]);
    else
        mlsys_cell_put_bool(&c[C_FITS], o->m_total_B <= in->dev.capacity_B);
    return sink->row(sink, c, err);
}
