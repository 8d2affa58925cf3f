/* cmd_train.c - `mlsys train`: step time, throughput and memory of
 * 3D-parallel transformer training (train.h), and the whole run. */
#include <math.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "commands/netopts.h"
#include "commands/trainopts.h"

static const char *const examples[] = {
    "train --hw a100 --workload gpt3 --devices 1024 --tp 8 --pp 8 --global-batch 1536 "
    "--fabric ib-hdr",
    "train --hw a100 --layers 96 --hidden 12288 --heads 96 --vocab 51200 --tp 8 --pp 8 --dp 1 "
    "--global-batch 64 --interleave 3 --recompute full --seq-parallel no",
    "train --hw h100 --workload llama3-70b --devices 1024 --tp 8 --pp 4 --global-batch 512 "
    "--seq 8192 --attention flash --tokens 15e12 --grid us-avg --price 2.5USD/h",
    "train --hw h100 --workload llama3-70b --devices 1024 --tp 8 --pp 4 --global-batch 512 "
    "--seq 8192 --attention flash --tokens 15e12 --grid us-avg --power-model tdp",
    "train --hw h100 --workload llama3-70b --devices 1024 --tp 8 --pp 4 --global-batch 512 "
    "--seq 8192 --attention flash --tokens 15e12 --mtbf 50000h --price 2.5USD/h",
    "train --hw h100 --workload llama3-8b --devices 1 --global-batch 8 --seq 2048 --attention "
    "flash --lora-rank 16 --base-precision nf4 --optimizer adam8bit",
    "train --hw h100 --workload llama3-8b --devices 8 --tp 1 --pp 1 --global-batch 64 --zero 2 "
    "--offload optimizer --attention flash",
    "train --hw a100 --layers 70 --hidden 14336 --heads 64 --vocab 250880 --devices 384 --tp 4 "
    "--pp 12 --global-batch 2048 --microbatch 2 --recompute full --seq-parallel no --zero 1 "
    "--framework deepspeed --fabric opa-100 --beta 50Gbit/s",
    "train --hw h100 --workload llama3-405b --devices 16384 --tp 8 --pp 16 --interleave 4 "
    "--global-batch 2048 --seq 8192 --attention flash --precision fp8 --tp-overlap all "
    "--recompute full --recompute-layers 4",
    "train --hw h100 --workload llama3-405b --devices 16384 --tp 8 --pp 16 --cp 16 "
    "--interleave 4 --global-batch 128 --seq 131072 --attention flash --zero 1 --recompute full",
    NULL,
};

/* The notes that follow from the result. */
static void result_notes(const struct mlsys_train_in *in, const struct mlsys_train_out *o,
                         struct mlsys_notes *n)
{
    bool flash = in->opt.attention == MLSYS_ATTN_FLASH;
    if (in->opt.flops == MLSYS_FLOPS_FULL)
        mlsys_notes_add(n, "MFU counts model FLOPs with attention in full (Korthikanti et al. "
                           "2022 eq. 7%s); HFU adds recomputation%s",
                        flash ? "; --flops" : ", default with standard attention",
                        flash ? " and counts what flash attention runs: MFU may exceed it"
                              : "; standard attention computes the full s x s product");
    else
        mlsys_notes_add(n, "MFU counts model FLOPs with causal attention in half (what flash "
                           "attention runs%s); HFU adds recomputation%s",
                        flash ? ", default with flash; --flops" : "; --flops",
                        flash ? " and flash's recomputed scores" : "");
    if (!isnan(in->dev.capacity_B) && o->m_total_B > in->dev.capacity_B)
        mlsys_notes_add(n, "does not fit: %.4g GB per device against %.4g GB; try %s--zero, "
                           "more --pp or --tp",
                        o->m_total_B / 1e9, in->dev.capacity_B / 1e9,
                        in->opt.recompute == MLSYS_RECOMPUTE_FULL ? "" : "--recompute full, ");
}

/* What eval set up at an earlier point of a sweep, in the call's memo:
 * the request and the model's inputs, valid when `ok`. */
struct train_memo {
    bool ok;
    struct mlsys_train_req r;
    struct mlsys_train_in in;
    struct mlsys_train_setup s;
};

/* --offload any is plan's search word: train times one layout. */
static int refuse_any(struct mlsys_err *err)
{
    mlsys_err_where(err, "--offload");
    return mlsys_err_set(err, MLSYS_EUSAGE, "any searches offload in plan; give what to keep in "
                                            "host memory (optimizer, weights, activations, a "
                                            "comma list) or none");
}

/* The request and set-up of this point, in *pt: at a later point of a
 * quiet sweep over a given --global-batch alone, the memo's with the batch
 * replaced (mlsys_setup_train only copies a given one) while the layout
 * takes it (mlsys_train_check; else set up afresh, for the same error);
 * else made afresh, in the memo (or in *local when the call has none). */
static int setup(const struct mlsys_call *call, struct train_memo *local, struct train_memo **pt,
                 struct mlsys_notes *nt, struct mlsys_err *err)
{
    struct train_memo *mm = mlsys_call_memo(call, &mlsys_cmd_train, sizeof *mm);
    if (mm && mm->ok && call->quiet && mlsys_call_moved_only(call, &mlsys_blk_layout,
                                                             TL_GLOBAL_BATCH) &&
        !isnan(mm->r.global_batch)) {
        double B = mlsys_call_num(call, &mlsys_blk_layout, TL_GLOBAL_BATCH);
        struct mlsys_train_in in = mm->in;
        in.batch.global_batch = B;
        enum mlsys_train_bad bad;
        struct mlsys_err ignored;
        if (!isnan(B) && mlsys_train_check(&in, &bad, &ignored) == MLSYS_OK) {
            mm->r.global_batch = B;
            mm->in = in;
            *pt = mm;
            return MLSYS_OK;
        }
    }
    struct train_memo *m = mm ? mm : local;
    int rc = mlsys_train_offload_any(call) ? refuse_any(err)
                                           : mlsys_train_request(call, &m->r, err);
    if (!rc)
        rc = mlsys_setup_train(&m->r, &m->in, &m->s, nt, err);
    m->ok = rc == MLSYS_OK;
    *pt = m;
    return rc;
}

static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct train_memo local, *pt;
    struct mlsys_train_out o;
    struct mlsys_train_costs costs;
    struct mlsys_train_run run;
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    struct mlsys_notes *nt = call->quiet ? NULL : &notes;
    int rc = setup(call, &local, &pt, nt, err);
    const struct mlsys_train_in *in = &pt->in;
    if (!rc)
        rc = mlsys_dev_overflow(call, mlsys_train_eval(in, &o, err), err);
    if (!rc)
        rc = mlsys_train_costs(call, in->dev.tdp_W, &costs, nt, err);
    if (!rc)
        rc = mlsys_train_run_check(&costs, pt->s.devices, &o, err);
    if (!rc)
        mlsys_train_run(&costs, pt->s.devices, in->dev.tdp_W, &o, &run);
    if (!rc)
        result_notes(in, &o, nt);
    int nrc = mlsys_dev_notes(call, &notes, sink, err);
    mlsys_notes_free(&notes);
    if (rc || (rc = nrc))
        return rc;
    return mlsys_train_row(sink, pt->r.base.hw, pt->r.base.wl, &pt->s, in, &o, &run, err);
}

const struct mlsys_cmddef mlsys_cmd_train = {
    .name = "train",
    .summary = "3D-parallel training: step time by term, MFU, memory per device, time to train",
    .description =
        "One iteration of tensor (t), pipeline (p), context (c), data (d) and expert (e)\n"
        "parallel training of a transformer on a training stack (--framework megatron,\n"
        "deepspeed or fsdp: which exchanges overlap, the ZeRO stages it runs, its fixed\n"
        "costs; Narayanan et al. 2021; Korthikanti et al. 2022). Per microbatch and device\n"
        "every GEMM of a layer is timed by a roofline with tile and wave quantisation and\n"
        "the fill of its depth K, K/(K + 128), at R_peak eta_mm; flash attention at its own\n"
        "measured share of the 16-bit peak (by head dim and block length); element-wise\n"
        "kernels by the bytes they move at BW eta_mem; each layer pass pays a fixed kernel\n"
        "cost; tensor-parallel collectives are alpha-beta rings over the scale-up link (the\n"
        "scale-out link when t spans nodes), hidden as --tp-overlap says. The 1F1B pipeline\n"
        "runs m = B/(d b) microbatches at the pace of its slowest stage (the last one\n"
        "holding the output layer and the fewer layers) plus a bubble of (p-1)/v stage\n"
        "times and the stack's cost per microbatch (T_fixed); the gradient exchange runs in\n"
        "the stack's buckets, each a ring or tree with its latency steps, hidden behind the\n"
        "last backward pass only where the stack overlaps it; the optimizer step is\n"
        "memory-bound. --precision fp8 is the fp8 recipe: fp8 linear layers (T_cast for the\n"
        "casts), bf16 weights and the rest, fp32 master weights and gradients. Memory per\n"
        "device follows Korthikanti et al. with min(p, m) microbatches in flight, plus the\n"
        "stack's reserve. The optimizer (--optimizer), LoRA and QLoRA (--lora-rank,\n"
        "--base-precision) and offload to host memory (--offload, T_offload) change memory\n"
        "and time; with --mtbf-device the time to train counts failures, checkpoints and\n"
        "restarts. Context parallelism (--cp) splits each sequence over c devices with K\n"
        "and V passed around a ring (T_cp, the exposed part); --flops sets how MFU counts\n"
        "causal attention. docs/train.md gives every term and its source;\n"
        "docs/validation.md compares the model with published measurements.",
    .blocks = MLSYS_BLOCKS(&mlsys_blk_machine, &mlsys_blk_node, &mlsys_blk_shape, &mlsys_blk_layout,
                           &mlsys_blk_context, &mlsys_blk_trainrun, &mlsys_blk_link,
                           &mlsys_blk_cost),
    .cols = mlsys_train_cols,
    .ncols = MLSYS_TRAIN_NCOLS,
    .examples = examples,
    .eval = eval,
};
