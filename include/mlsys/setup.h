/* setup.h - from catalog records and explicit overrides to typed model
 * inputs: the one place for defaults and fallbacks.
 *
 * A command, a scenario or an embedding program that wants "one step of
 * workload W on device H" or "the link between nodes" asks the set-up
 * layer, which
 *   - reads the catalog record (hardware, workload, fabric), if any;
 *   - applies the caller's explicit overrides (NaN, or an enum's UNSET
 *     member: not given);
 *   - applies the documented defaults and fallbacks (precision of the
 *     compute rate, phase, sequence length, L_lat, KV-cache precision);
 *   - says, as notes, which defaults it applied, so that no assumption is
 *     silent.
 * The notes and errors are text for people that names the model inputs
 * they are about by identifier, "(default; {seq})", never by an option's
 * spelling; advice that only holds where an input can be given is a
 * clause in double brackets, "[[; {seq}]]". Each way into mlsys says them
 * in its own words (a command with its options, src/run/say.c; a
 * scenario with its input keys): mlsys_text_inputs in src/core/text.h.
 * Pass notes = NULL when they are not wanted (a later point of a sweep).
 *
 * Doubles are in base SI units, named by unit (_s, _B, _Bps, _flops);
 * counts are bare.
 *
 * Thread safety: everything here is pure (no I/O, no global state, records
 * only read) except through a struct mlsys_catalog: mlsys_setup_scaleup,
 * and mlsys_setup_train and mlsys_setup_infer when their request holds one,
 * look fabric entries up in it, which may read and parse files on first use
 * and updates the catalog's cache. They follow the catalog's rule
 * (catalog.h): never on the same catalog from two threads at once.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_SETUP_H
#define MLSYS_SETUP_H

#include <stdbool.h>
#include <stddef.h>

#include "mlsys/catalog.h"
#include "mlsys/comm.h"
#include "mlsys/energy.h"
#include "mlsys/export.h"
#include "mlsys/infer.h"
#include "mlsys/err.h"
#include "mlsys/ironlaw.h"
#include "mlsys/layout.h"
#include "mlsys/memory.h"
#include "mlsys/train.h"
#include "mlsys/workload.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- notes ------------------------------------------------------------------ */

#define MLSYS_NOTES_LOCAL_B 4096

/* What the set-up assumed, in the order it assumed it: n notes of any
 * length, their texts one after another, each ending in its NUL. The
 * first MLSYS_NOTES_LOCAL_B bytes of text are kept in the struct itself,
 * so that the usual few notes cost no allocation; more move to the heap.
 * Start with mlsys_notes_init and end with mlsys_notes_free; read with
 * mlsys_notes_next. */
struct mlsys_notes {
    size_t n;                  /* notes kept                                     */
    size_t len_B;              /* bytes of their text, each NUL included         */
    size_t cap_B;              /* bytes at heap; 0: the text is in local         */
    char *heap;                /* the text once it outgrows local, else NULL     */
    size_t lost;               /* notes not kept for want of memory              */
    char lost_text[64];        /* the final note that says so (lost > 0)         */
    char local[MLSYS_NOTES_LOCAL_B];
};

/* Make notes empty, owning nothing (a struct not yet used). */
MLSYS_API void mlsys_notes_init(struct mlsys_notes *notes);

/* Make notes empty but keep its memory: a later point of a sweep that
 * reuses it adds its notes without allocating again. */
#define MLSYS_NOTES_CLEAR(notes) ((notes).n = (notes).len_B = (notes).lost = 0)

/* Release what notes owns and make it empty (as mlsys_notes_init). NULL:
 * nothing. */
MLSYS_API void mlsys_notes_free(struct mlsys_notes *notes);

/* Append a formatted note, whole, whatever its length. A note that cannot
 * be kept (no memory for it, or a format error) is counted in `lost`, and
 * mlsys_notes_next then ends with a note saying how many were. notes NULL:
 * nothing. Texts from mlsys_notes_next are invalid after the next add. */
MLSYS_API void mlsys_notes_add(struct mlsys_notes *notes, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* The note after prev (prev NULL: the first one), NULL after the last:
 * for (t = mlsys_notes_next(n, NULL); t; t = mlsys_notes_next(n, t)). */
MLSYS_API const char *mlsys_notes_next(const struct mlsys_notes *notes, const char *prev);

/* v (base SI units of `family`: "s", "B", "B/s"...) for people with 4
 * significant digits ("5 us", "50 GB/s"), into buf of size n; returns buf. */
MLSYS_API const char *mlsys_setup_fmt(double v, const char *family, char *buf, size_t n);

/* The note a board or a system needs (hw may be NULL: nothing): an entry
 * covering several devices is read per device (mlsys_hw_dev_qty); a
 * whole system of one device is evaluated with the system's figures. */
MLSYS_API void mlsys_setup_hw_note(const struct mlsys_record *hw, struct mlsys_notes *notes);

/* ---- what every model request starts from --------------------------------------- */

/* A model's shape as the caller overrides it: NaN where not given. */
struct mlsys_shape {
    double params, active_params;   /* P, P_a                                   */
    double layers, hidden, heads;   /* N_L, d, N_heads                          */
    double kv_heads, head_dim;      /* H_KV, d_head                             */
    double ffn, vocab;              /* F, V                                     */
};

/* The records, the device and shape overrides and the storage precisions
 * every request (step, training, inference) starts from; each embeds one
 * as `base`. Records may be NULL; a double not given is NaN, a precision
 * MLSYS_PRECISION_UNSET. */
struct mlsys_model_req {
    struct mlsys_catalog *catalog;   /* resolves a device's node fabrics; may be NULL */
    const struct mlsys_record *hw;   /* the device                                */
    const struct mlsys_record *wl;   /* the workload                              */
    /* device overrides */
    double peak_flops, bw_Bps, capacity_B, lat_s;
    double eta_hw;                   /* the iron law's share of peak; NaN: 1 (noted) */
    double eta_mm, eta_mem;          /* GEMM and streaming shares; NaN: calibration */
    enum mlsys_precision compute_precision; /* UNSET: the fallback rule (mlsys_setup_rate) */
    struct mlsys_shape shape;        /* overrides of the workload's counts         */
    enum mlsys_precision precision;  /* weights; UNSET: mlsys_setup_precision     */
    enum mlsys_precision kv_precision; /* UNSET: mlsys_setup_kv_precision         */
    /* appended in 0.1 */
    double power_limit_W;            /* the device's power limit; NaN: its TDP
                                        (mlsys_setup_clock_share)                */
};

/* A request with nothing given: records NULL, doubles NaN, precisions
 * MLSYS_PRECISION_UNSET. */
MLSYS_API void mlsys_model_req_init(struct mlsys_model_req *m);

/* The architecture of catalog workload wl (may be NULL) with the overrides
 * in `over` (may be NULL): each count as given, else the record's; then
 * H_KV = N_heads when neither gives H_KV, d_head = d / N_heads when neither
 * gives d_head, P_a = P when neither gives P_a, k = 1 when the record gives
 * no experts per token; moe for a workload of the moe family or P_a < P.
 * The FFN width stays NaN when neither gives it (train and infer take 4 d:
 * mlsys_setup_ffn_vocab). Every count NaN (moe, gated false) with neither. */
MLSYS_API void mlsys_setup_arch(const struct mlsys_record *wl, const struct mlsys_shape *over,
                                struct mlsys_arch *a);

/* What the GEMM-level models (train, infer) need of a transformer a of
 * workload wl (may be NULL) beyond layers, hidden and heads: an FFN width,
 * 4 d when none is given (the original transformer's and GPT's; noted),
 * and a vocabulary for the output layer. Errors (MLSYS_EUSAGE): a head
 * dimension that is not a whole number (where --heads), KV heads that do
 * not divide the query heads into equal groups (where --kv-heads), no
 * vocabulary (where --vocab). */
MLSYS_API int mlsys_setup_ffn_vocab(const struct mlsys_record *wl, struct mlsys_arch *a,
                                    struct mlsys_notes *notes, struct mlsys_err *err);

/* The layout rules (layout.h) for a split of architecture a over t
 * tensor-parallel devices and p pipeline stages of v chunks, KV heads
 * treated as `kv` says, as a usage error at the option that breaks one
 * (MLSYS_EUSAGE, where --tp or --pp). */
MLSYS_API int mlsys_setup_rules(const struct mlsys_arch *a, double t, double p, double v,
                                enum mlsys_kv_split kv, struct mlsys_err *err);

/* ---- one device for the GEMM-level models (train, infer) ----------------------- */

/* The share of its rated compute rates a device of TDP tdp_W sustains at
 * a power limit of limit_W: the clock the limit allows. Above the TDP (a
 * part rated for more) (limit/TDP)^(1/3), dynamic power growing with f V^2
 * and the voltage with the clock (P ~ f^3); below it (limit/TDP)^(1/2.1),
 * the voltage near its floor (P ~ f^2.1, fitted on capped MLPerf runs,
 * docs/train.md, Power limits). 1 when limit_W is NaN. The catalog's
 * efficiencies are at the TDP. The caller checks the limit
 * (mlsys_setup_gemm_device). Thread-safe (pure). */
MLSYS_API double mlsys_setup_clock_share(double tdp_W, double limit_W);

/* The share of the 16-bit dense peak large GEMMs reach on r's device:
 * r->eta_mm where given (--eff), else the entry's efficiency.matmul, else
 * MLSYS_DEFAULT_ETA_MM (mlsys_setup_gemm_device notes which). Appended in
 * 0.1. Thread-safe (pure). */
MLSYS_API double mlsys_setup_eta_mm16(const struct mlsys_model_req *r);

/* Set up one device: per-device figures of the entry (mlsys_hw_dev_qty),
 * then the overrides of r; the rate for storage precision `precision` by
 * mlsys_setup_rate (*compute: the precision it is for); capacity, TDP and
 * compute units; matmul and memory
 * efficiencies from the catalog, else 0.7 and 0.8 (noted), the matmul one
 * x 0.88 for 8-bit products unless given. With r->power_limit_W the
 * rate is scaled by mlsys_setup_clock_share and the limit stands for the
 * TDP (the power the device may draw; noted). The links are left as they
 * are. Errors: no entry and no --peak with --bw (MLSYS_EUSAGE), the rate
 * errors of mlsys_setup_rate; a power limit without a device TDP
 * (MLSYS_EUSAGE) or outside (0, 2 TDP] (MLSYS_ERANGE). */
MLSYS_API int mlsys_setup_gemm_device(const struct mlsys_model_req *r,
                                      enum mlsys_precision precision,
                                      struct mlsys_device *d, enum mlsys_precision *compute,
                                      struct mlsys_notes *notes, struct mlsys_err *err);

/* The storage precision of the weights in every command: `given` unless
 * MLSYS_PRECISION_UNSET, else bf16, or fp16 on a device without a bf16 rate
 * (noted). */
MLSYS_API enum mlsys_precision mlsys_setup_precision(const struct mlsys_record *hw,
                                                     enum mlsys_precision given,
                                                     struct mlsys_notes *notes);

/* The precision gradients are held and exchanged at in training with
 * weights at `storage`: `given` unless UNSET, else fp32 with bf16 weights (bf16
 * training accumulates them in fp32, as Megatron-LM does), else the
 * weights' own (noted). */
MLSYS_API enum mlsys_precision mlsys_setup_grad_precision(enum mlsys_precision storage,
                                                          enum mlsys_precision given,
                                                          struct mlsys_notes *notes);

/* ---- one step of a workload on one device -------------------------------------- */

/* Flags of a request. */
enum {
    MLSYS_STEP_TIMES = 1 << 0, /* the caller times the step: eta_hw and L_lat defaults
                                  are worth a note */
    MLSYS_STEP_MEMORY = 1 << 1 /* the caller wants memory, not O and D_vol: a training
                                  step that cannot be lowered (mlsys_arch_trains) is
                                  not, since its state needs only P */
};

/* What to set up. Catalog records may be NULL (raw figures only); every
 * double is NaN and every enum its UNSET value when not given. */
struct mlsys_step_req {
    struct mlsys_model_req base;    /* records, device and shape overrides,
                                       precision (UNSET: mlsys_setup_precision), KV
                                       precision                                */
    /* the step */
    enum mlsys_phase phase;         /* UNSET: the workload's default              */
    double batch;                   /* B >= 1                                    */
    double seq;                     /* S; NaN: min(2048, the workload's context) */
    enum mlsys_recompute recompute;
    double act_frac;                /* activations per sample / model bytes when unknown */
    double ops_FLOP, dvol_B;        /* replace the lowering's O and D_vol        */
    unsigned flags;                 /* MLSYS_STEP_*                              */
};

/* A request with nothing given: records NULL, doubles NaN, enums UNSET,
 * batch 1, act_frac 0.1, recompute none. */
MLSYS_API void mlsys_step_req_init(struct mlsys_step_req *req);

/* One step, set up. */
struct mlsys_step {
    const struct mlsys_record *hw, *wl;
    struct mlsys_arch arch;          /* the workload's counts, then the overrides */
    struct mlsys_lowering how;       /* phase, B, S, element sizes (when shaped)   */
    struct mlsys_lowered low;        /* valid when lowered                         */
    bool shaped;                     /* there is an architecture: phase, B, S apply */
    bool lowered;                    /* O and D_vol came (at least partly) from lowering */
    bool have_work;                  /* O and D_vol are known                       */
    enum mlsys_precision precision, kv_precision, compute_precision;
    enum mlsys_precision grad_precision; /* of the gradients of a training step
                                        (mlsys_setup_grad_precision), else precision */
    struct mlsys_ironlaw_in il;      /* D_vol BW O R_peak eta_hw L_lat (NaN: unknown) */
    double capacity_B;               /* NaN when unknown */
    double tdp_W;                    /* NaN when unknown */
    double context;                  /* the workload's context in tokens; NaN: none */
};

/* Set up one step (docs/notation.md s4): the device's bandwidth, launch latency,
 * capacity and TDP, then the overrides; the compute rate by the fallback
 * rule (mlsys_setup_rate); the phase, S and precision defaults (a given S
 * above the workload's context is noted, not refused); the
 * workload lowered (mlsys_workload_lower) unless both ops_FLOP and dvol_B
 * replace it. Errors: a compute precision the device lacks (MLSYS_EUSAGE,
 * where "--compute-precision"), a device without any rate (MLSYS_EFILE),
 * lowering errors (where "--workload" or "--params"), O or D_vol beyond a
 * double (MLSYS_ERANGE). */
MLSYS_API int mlsys_setup_step(const struct mlsys_step_req *req, struct mlsys_step *out,
                               struct mlsys_notes *notes, struct mlsys_err *err);

/* Redo only what the batch changes: st holds what mlsys_setup_step made,
 * without error, of a request that differs from req at most in batch;
 * afterwards it holds what mlsys_setup_step(req, st, NULL, err) makes (the
 * lowering again, at req->batch), for a sweep over the batch. Errors: the
 * lowering's, as mlsys_setup_step's. */
MLSYS_API int mlsys_setup_step_batch(const struct mlsys_step_req *req, struct mlsys_step *st,
                                     struct mlsys_err *err);

/* The notes of st that depend on its numbers, not only on its names and
 * choices: S above the workload's context. mlsys_setup_step adds them with
 * the rest; a later point of a sweep over numbers, set up with notes =
 * NULL, gets them from here. */
MLSYS_API void mlsys_setup_point_notes(const struct mlsys_step *st, struct mlsys_notes *notes);

/* A step split over devices: t tensor-parallel, p pipeline, in one node. */
struct mlsys_step_split {
    struct mlsys_layout lay; /* t, p >= 1 (layout.h; d, e, v 1)                 */
    struct mlsys_link link;  /* between the devices (mlsys_setup_scaleup)      */
    double eta;              /* share of the link's bandwidth reached           */
    double ll_Bps;           /* the link's NCCL LL cap (catalog ll_bandwidth): the
                                all-reduces priced by protocol; 0 or NaN: the
                                plain ring. Appended in 0.1                     */
};

/* Split the decode or prefill step st of a transformer over t p devices
 * (Megatron-style tensor parallelism, layers in p stages): st->il becomes
 * one device of the busiest stage, D_vol = ((weights + the rest) / (t p) +
 * KV / (mlsys_memory_kv_split p)) x, O / (t p) x, with x the busiest
 * stage's excess (mlsys_layout_stage_excess, 1 when p divides the layers),
 * stages = p; and comm_s the
 * communication no compute hides, mlsys_infer_collectives_ll_s of the step's
 * activations (tokens x d x 2 B): the same as mlsys infer's. t p = 1
 * changes nothing. Errors (MLSYS_EUSAGE):
 * a training step or no transformer, the layout rules (mlsys_setup_rules
 * with MLSYS_KV_REPLICATE, where --tp or --pp), no link. */
MLSYS_API int mlsys_setup_split(struct mlsys_step *st, const struct mlsys_step_split *sp,
                                struct mlsys_err *err);

/* Set up req without notes and time the step by the iron law (ironlaw.h):
 * *st and *o. Errors as mlsys_setup_step, and MLSYS_EUSAGE when there is
 * no work (O, D_vol) or no device (BW, R_peak) to time. */
MLSYS_API int mlsys_setup_time(const struct mlsys_step_req *req, struct mlsys_step *st,
                               struct mlsys_ironlaw_out *o, struct mlsys_err *err);

/* MLSYS_EUSAGE naming the options that would give BW or R_peak when st
 * lacks them. */
MLSYS_API int mlsys_setup_need_device(const struct mlsys_step *st, struct mlsys_err *err);

/* The compute rate of hw for storage precision `storage`: the storage
 * precision where the device has a rate for it, else its fp16 rate, else
 * bf16 (weight-only quantization computes in 16 bits), else fp32, else its
 * first other rate in the order fp64, tf32, fp8, fp4, int8, int4 (int8 on
 * an integer-only NPU). When that is not the storage precision a note
 * names the steps the device lacks and the rate used ("orin has no fp16,
 * bf16 or fp32 rate; computing at its int8 rate"). With
 * compute given (not UNSET) that precision's rate, or MLSYS_EUSAGE listing
 * the rates the device has. MLSYS_EFILE when the device lists no rate at
 * all. */
MLSYS_API int mlsys_setup_rate(const struct mlsys_record *hw, enum mlsys_precision storage,
                               enum mlsys_precision compute,
                               enum mlsys_precision *used, double *rate_flops,
                               struct mlsys_notes *notes, struct mlsys_err *err);

/* The KV-cache precision for weights stored at `storage` when none is
 * given: a floating-point rate precision of 8 bits or more (fp64, fp32,
 * tf32, fp16, bf16, fp8) keeps its own; any other (fp4, int8, int4, and
 * storage-only quantization formats) gives fp16, since weight-only
 * quantization keeps a 16-bit cache. mlsys_setup_step notes the KV
 * precision whenever a KV cache (an SSM's state) is lowered (decode,
 * prefill) at a precision other than the weights'. */
MLSYS_API enum mlsys_precision mlsys_setup_kv_precision(enum mlsys_precision storage);

/* The phase a workload runs by default: decode for decoder, moe and ssm
 * families with a transformer architecture, else infer. */
MLSYS_API enum mlsys_phase mlsys_setup_default_phase(const struct mlsys_record *wl,
                                                     const struct mlsys_arch *a);

/* The memory the step needs per device (memory.h) with the given
 * optimizer, ZeRO stage and layout (its d, t and p). */
MLSYS_API int mlsys_step_memory(const struct mlsys_step *st, enum mlsys_optimizer opt, int zero,
                                const struct mlsys_layout *lay, struct mlsys_memory_out *m,
                                struct mlsys_err *err);

/* ---- energy ------------------------------------------------------------------- */

/* What to set up for the energy model; NaN (or NULL) means not given. */
struct mlsys_energy_req {
    double e_move_JpB;          /* default: the device's, else a technology figure   */
    double e_compute_JpFLOP;    /* default: the device's, else a technology figure for
                                   the compute precision                            */
    double power_W;             /* default: TDP (0.3 + 0.7 utilization)              */
    double tdp_W;               /* default: the device's                             */
    double time_s;              /* default: the step's iron-law time, when it has one */
    const struct mlsys_record *grid; /* the grid: its carbon intensity only         */
    double pue;                 /* the data centre's; default 1 (noted)              */
    double ci_kgpJ;             /* default: the grid's, else no CO2e (noted)         */
};

/* A request with nothing given. */
MLSYS_API void mlsys_energy_req_init(struct mlsys_energy_req *req);

/* The energy model's inputs (energy.h) for step st (set up by
 * mlsys_setup_step), producing `items` tokens or samples (NaN: not known,
 * no per-item figures): facility PUE (default 1: PUE belongs to a data
 * centre, not to a grid) and carbon intensity, energy constants, the time
 * and utilization of the power view, power. Each part is set up from what
 * there is: without work (O, D_vol) only the power view, without a time
 * (--time, or a device to time the step) or a power (--power, or a TDP)
 * only the corollary; the notes name what is missing. Errors: PUE < 1
 * (MLSYS_ERANGE, where "--pue"); neither part computable (MLSYS_EUSAGE
 * "no time: ..." or "no power figure: ..."); iron-law errors. */
MLSYS_API int mlsys_setup_energy(const struct mlsys_energy_req *req, const struct mlsys_step *st,
                                 double items, struct mlsys_energy_in *in,
                                 struct mlsys_notes *notes, struct mlsys_err *err);

/* ---- defaults of the layouts and deployments ---------------------------------- */

/* The defaults the training and inference set-ups apply (mlsys_train_req_init,
 * mlsys_infer_req_init), written once: a program reads them as numbers, and a
 * command's option table shows them as text with MLSYS_DEFAULT_TEXT. */
#define MLSYS_DEFAULT_EP 1           /* e: no expert parallelism                  */
#define MLSYS_DEFAULT_MICROBATCH 1   /* b: sequences per microbatch               */
#define MLSYS_DEFAULT_INTERLEAVE 1   /* v: model chunks per device                */
#define MLSYS_DEFAULT_ZERO 0         /* ZeRO stage                                */
#define MLSYS_DEFAULT_CP 1           /* c: no context parallelism                 */
#define MLSYS_DEFAULT_PROMPT 512     /* prompt tokens per request                 */
#define MLSYS_DEFAULT_OUTPUT 128     /* tokens generated per request              */
#define MLSYS_DEFAULT_MEM_UTIL 0.9   /* share of memory for weights and KV cache  */
#define MLSYS_DEFAULT_KV_BLOCK 16    /* tokens per KV-cache page                  */
#define MLSYS_DEFAULT_ETA_MM 0.7     /* eta_mm of a device whose entry has none   */
#define MLSYS_DEFAULT_SPEC_ACCEPT 0.7 /* a drafted token's acceptance, given the ones
                                        before it were (docs/inference.md,
                                        Speculative decoding)                      */
#define MLSYS_DEFAULT_TEXT_(x) #x
#define MLSYS_DEFAULT_TEXT(x) MLSYS_DEFAULT_TEXT_(x) /* MLSYS_DEFAULT_TEXT(MLSYS_DEFAULT_EP): "1" */

/* ---- training ------------------------------------------------------------------ */

/* What to set up for one training iteration (train.h). Records may be NULL;
 * doubles NaN and enums UNSET mean "not given" unless stated. */
struct mlsys_train_req {
    struct mlsys_model_req base;     /* records, device and shape overrides (P: NaN,
                                        counted from the shape, which then needs V),
                                        precision (UNSET: mlsys_setup_precision)      */
    const struct mlsys_record *fabric;       /* between nodes; NULL: the device's node.scaleout */
    const struct mlsys_record *intra_fabric; /* inside a node; NULL: the device's node.scaleup */
    /* machine */
    double node_size;                /* devices per node; NaN: the device's node.devices */
    struct mlsys_link inter, intra;  /* alpha, beta overrides (NaN: the fabric's)      */
    /* layout and batch (ep, microbatch, interleave default 1) */
    double devices, tp, pp, dp, ep, global_batch, microbatch, interleave, seq;
    /* how the step runs */
    enum mlsys_precision grad_precision; /* UNSET: mlsys_setup_grad_precision     */
    enum mlsys_recompute recompute;  /* UNSET: selective                         */
    int seq_parallel;                /* 0/1; -1: on when t > 1                       */
    int zero;                        /* 0..3 (default 0)                             */
    enum mlsys_attention attention;  /* default standard                             */
    int tp_overlap, dp_overlap;      /* as mlsys_train_opts; -1: the stack's          */
    enum mlsys_framework framework;  /* UNSET: megatron                              */
    /* fine-tuning, optimizers and offload */
    enum mlsys_train_optimizer optimizer; /* default adam                             */
    double lora_rank;                /* NaN or 0: no LoRA                            */
    double base_B;                   /* bytes per frozen base weight under LoRA; NaN:
                                        the precision's                              */
    unsigned offload;                /* mlsys_train_offload bits (default 0)          */
    double host_bw_Bps;              /* host link per device; NaN: the device's
                                        interconnect.host                            */
    double recompute_layers;         /* with full recomputation, the layers per device
                                        recomputed; NaN: all                         */
    double cpu_opt_params_per_s;     /* host optimizer rate per device; NaN:
                                        MLSYS_DEFAULT_CPU_OPT_RATE                   */
    double cp;                       /* c, context-parallel degree (default 1)       */
    enum mlsys_flop_count flops;     /* UNSET: causal under flash attention, full
                                        under standard                               */
    enum mlsys_loss_kernel loss;     /* UNSET: the stack's                           */
    enum mlsys_attn_kernel attention_kernel; /* appended in 0.1: flash attention's
                                        kernels (UNSET: best); needs flash attention */
};

/* The host's optimizer rate for one device's parameters when the optimizer
 * is offloaded, parameters per second: an assumption of the order of
 * DeepSpeed's vectorised CPU Adam (Ren et al. 2021, ZeRO-Offload, s4.2;
 * DeepSpeed reports it 5-7x faster than PyTorch's CPU Adam), noted when
 * it applies; give a measured rate. */
#define MLSYS_DEFAULT_CPU_OPT_RATE 1e9

/* A request with nothing given (the defaults above). */
MLSYS_API void mlsys_train_req_init(struct mlsys_train_req *r);

/* The transformer's shape for training: mlsys_setup_arch of r's workload
 * and overrides, P only as given (a catalog's rounded P would disagree with
 * the work counted from the shape), FFN and vocabulary by
 * mlsys_setup_ffn_vocab, except that a given P stands in for a missing
 * vocabulary (then 0: the output layer's work is not counted). Errors
 * (MLSYS_EUSAGE): no layers, hidden or heads (where --workload or
 * --layers), no vocabulary (--vocab). */
MLSYS_API int mlsys_setup_train_shape(const struct mlsys_model_req *r, struct mlsys_arch *a,
                                      struct mlsys_notes *notes, struct mlsys_err *err);

/* What the set-up decided besides the model's inputs. */
struct mlsys_train_setup {
    enum mlsys_precision precision, compute_precision;
    double devices;                  /* N = t p c d                                 */
    const struct mlsys_record *intra, *inter; /* the fabrics used (may be NULL)      */
    enum mlsys_train_bad bad;        /* the layout rule broken when set-up refused the
                                        layout (MLSYS_TRAIN_OK otherwise)             */
    enum mlsys_precision storage;    /* weights and activations: precision, or 16-bit
                                        under the fp8 recipe (compute_precision then
                                        the 16-bit parts', the linear layers' 8-bit) */
};

/* Set up one training iteration: the shape (with an FFN of 4 h when the
 * workload gives none, noted), the degrees (N and two of t, p, d derive the
 * third from N/c; missing ones are 1, noted), the device (rate by mlsys_setup_rate,
 * calibrated efficiencies from the catalog or stated defaults, noted), the
 * links inside and between nodes, batch and sequence defaults, and the
 * options. Errors: a workload without transformer dimensions or vocabulary,
 * degrees that do not multiply to N or divide it, a layout breaking a rule
 * of layout.h (mlsys_train_check: t by MLSYS_KV_SPLIT), c not dividing N
 * or t p c d not N ({cp}), no fabric between nodes when the devices span
 * several (MLSYS_EUSAGE naming the option). Flash attention runs at the
 * 16-bit rate and the catalog's efficiency.attention figures (eta_mm
 * without them, noted). */
MLSYS_API int mlsys_setup_train(const struct mlsys_train_req *r, struct mlsys_train_in *in,
                                struct mlsys_train_setup *s, struct mlsys_notes *notes,
                                struct mlsys_err *err);

/* ---- inference ----------------------------------------------------------------- */

/* What to set up for an LLM deployment (infer.h). Records may be NULL;
 * doubles NaN and enums UNSET mean "not given" unless stated. */
struct mlsys_infer_req {
    struct mlsys_model_req base;     /* records, device and shape overrides, precision
                                        (UNSET: mlsys_setup_precision), KV precision  */
    const struct mlsys_record *intra_fabric;
    double tp, pp;                   /* default 1                                    */
    double ep;                       /* e, expert-parallel degree (default 1; > 1: E/e
                                        routed experts a device, attention in e/t
                                        data-parallel groups, mlsys_rule_ep_experts) */
    double prompt, output, batch;    /* default 512, 128, 1                          */
    double mem_util, kv_block;       /* default 0.9, 16                              */
    enum mlsys_engine engine;        /* UNSET: fused (noted)                         */
    /* a replica spanning nodes (t p above a node's devices) */
    double node_size;                /* devices per node; NaN: the device's node.devices */
    const struct mlsys_record *fabric; /* between nodes; NULL: the device's node.scaleout */
    struct mlsys_link inter;         /* alpha, beta overrides (NaN: the fabric's)      */
    double microbatches;             /* m in flight through the p stages; NaN: min(p,
                                        B), 1 for llamacpp, noted when p > 1         */
    double output_cv;                /* output lengths' coefficient of variation
                                        (default 0: all --output tokens long)        */
    enum mlsys_quant_matmul quant_matmul; /* appended in 0.1: llama.cpp on CUDA, the
                                        products of quantized weights over 32 rows
                                        (UNSET: dequant for llamacpp-2405, else MMQ) */
    double redundant_experts;        /* appended in 0.1: r redundant expert copies with
                                        e > 1 (default 0; mlsys_rule_ep_slots)       */
    bool disaggregated;              /* appended in 0.1: prefill on other devices
                                        (default false)                              */
    double ubatch;                   /* appended in 0.1: llama.cpp's engines, tokens per
                                        piece of a prompt (n_ubatch; NaN: 512); refused
                                        for other engines                            */
    enum mlsys_precision expert_precision; /* appended in 0.1: storage of a mixture's
                                        routed experts (UNSET: the weights' precision);
                                        refused for a dense model and llama.cpp    */
    double spec_tokens;              /* appended in 0.1: k tokens drafted a step
                                        (speculative decoding; default 0: none)      */
    double spec_accept;              /* appended in 0.1: a drafted token's acceptance
                                        probability (NaN: MLSYS_DEFAULT_SPEC_ACCEPT,
                                        noted); refused without spec_tokens         */
    double sliding_window;           /* appended in 0.1: W, tokens a windowed layer
                                        attends over and caches (NaN: the workload's;
                                        0: none, every layer whole, noted); W > 0 is
                                        refused for a model without windowed layers */
    double requests;                 /* appended in 0.1: N, a closed run's requests, all
                                        queued at once (mlsys_infer_in.requests;
                                        default 0: none, steady-state rates)        */
};

/* A request with nothing given (the defaults above). */
MLSYS_API void mlsys_infer_req_init(struct mlsys_infer_req *r);

/* What the set-up decided besides the model's inputs. */
struct mlsys_infer_setup {
    enum mlsys_precision precision, kv_precision, compute_precision;
};

/* Set up a deployment: the shape (mlsys_setup_arch, then
 * mlsys_setup_ffn_vocab), the layout rules (mlsys_setup_rules with
 * MLSYS_KV_REPLICATE), the device (rate at the compute precision by
 * mlsys_setup_rate, efficiencies from the catalog or stated defaults), the
 * link between its devices, the engine's constants, the KV-cache
 * precision. Errors: no transformer shape or vocabulary, a layout breaking
 * a rule (e among them, named {ep}), no device, no link for t p > 1 (e p
 * with expert parallelism), prompt + output beyond the
 * workload's context, microbatches not a whole number from 1 to the batch
 * ({microbatches}) (MLSYS_EUSAGE naming the option). */
MLSYS_API int mlsys_setup_infer(const struct mlsys_infer_req *r, struct mlsys_infer_in *in,
                                struct mlsys_infer_setup *s, struct mlsys_notes *notes,
                                struct mlsys_err *err);

/* ---- links ---------------------------------------------------------------------- */

/* A link: catalog fabric fab (may be NULL), then alpha_s / beta_Bps
 * overrides (NaN: not given). Both must end up known: MLSYS_EUSAGE
 * "missing --alpha ..." otherwise, with `prefix` before the option names
 * ("" for --alpha, "intra-" for --intra-alpha). Notes say which figures
 * came from the fabric. */
MLSYS_API int mlsys_setup_link(const struct mlsys_record *fab, double alpha_s, double beta_Bps,
                               const char *prefix, struct mlsys_link *out,
                               struct mlsys_notes *notes, struct mlsys_err *err);

/* The scale-up link between the devices of a node: fabric entry fab (an
 * --intra-fabric; may be NULL), else the device's node.scaleup fabric
 * found in cat, else the device's own scale-up figures (per device; alpha
 * 0 when it gives none). *used is the fabric entry used, or NULL. beta is
 * NaN when nothing gives one: the caller decides whether that is an error.
 * Errors: a node.scaleup name cat lacks (MLSYS_EUSAGE). */
MLSYS_API int mlsys_setup_scaleup(struct mlsys_catalog *cat, const struct mlsys_record *hw,
                                  const struct mlsys_record *fab, struct mlsys_link *link,
                                  const struct mlsys_record **used, struct mlsys_err *err);

/* The scale-out link between nodes: fabric entry fab (a --fabric; may be
 * NULL), else the device's node.scaleout fabric found in cat; per device
 * (one port each), alpha and beta NaN when nothing gives them (the caller
 * decides whether that is an error). *used is the entry used, or NULL.
 * Errors: a node.scaleout name cat lacks (MLSYS_EUSAGE). */
MLSYS_API int mlsys_setup_scaleout(struct mlsys_catalog *cat, const struct mlsys_record *hw,
                                   const struct mlsys_record *fab, struct mlsys_link *link,
                                   const struct mlsys_record **used, struct mlsys_err *err);

/* Refuse a split over t p devices beyond one node of node_devices (NaN or
 * 0: unknown, allowed): MLSYS_EUSAGE where the options of the degrees
 * above 1 (--tp, --pp or both), "t p = 16 devices exceed a node of
 * 8<override>: <what> spanning nodes is not modelled", override naming the
 * option that sets the node size (" (--node-size)") or "". */
MLSYS_API int mlsys_setup_one_node(double tp, double pp, double node_devices, const char *override,
                                   const char *what, struct mlsys_err *err);

/* The share of fab's bandwidth collectives reach: its measured efficiency,
 * else 0.8, noted as the default for the `what` link ("scale-up"). */
MLSYS_API double mlsys_setup_link_eta(const struct mlsys_record *fab, const char *what,
                                      struct mlsys_notes *notes);

/* The bandwidth per direction a device of a group of `group` devices
 * reaches the others with over fab: beta_Bps, or, on a full mesh
 * (mesh_peers given; beta_Bps one peer link's), min(group - 1, mesh_peers)
 * links of beta_Bps (at least one), noted. Pure but for the note. */
MLSYS_API double mlsys_setup_mesh_Bps(const struct mlsys_record *fab, double beta_Bps,
                                      double group, struct mlsys_notes *notes);

#ifdef __cplusplus
}
#endif

#endif
