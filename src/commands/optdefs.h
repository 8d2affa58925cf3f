/* optdefs.h - the definitions of the options several commands take, each
 * written once (internal).
 *
 * A command's table uses them as entries, `[O_TP] = MLSYS_OPT_TP("1",
 * "t: ...")`: the name, kind, unit, choices, range flags and old names of
 * an option are fixed here, so --tp is the same option everywhere; what
 * may differ between commands is an argument: the help line (what the
 * option means in that model) and, where the models differ, the default
 * text. An option only one command takes is written in its table with
 * the MLSYS_OPTDEF_* shapes below. All use designated initializers.
 */
#ifndef MLSYS_COMMANDS_OPTDEFS_H
#define MLSYS_COMMANDS_OPTDEFS_H

#include "mlsys/catalog.h"
#include "mlsys/infer.h"
#include "mlsys/memory.h"
#include "mlsys/setup.h"
#include "mlsys/workload.h"
#include "run/option.h"

/* The range flags of a number of things: a whole number above zero. */
#define MLSYS_POSINT (MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER)

/* The shapes of an option: a count, a quantity in unit u, yes or no, a
 * name from catalog kind cat (default text dflt, range flags fl). */
#define MLSYS_OPTDEF_COUNT(nm, dflt, hlp, fl) \
    {.name = (nm), .kind = MLSYS_OPT_COUNT, .def = (dflt), .help = (hlp), .flags = (fl)}
#define MLSYS_OPTDEF_QTY(nm, u, hlp, fl) \
    {.name = (nm), .kind = MLSYS_OPT_QTY, .unit = (u), .help = (hlp), .flags = (fl)}
#define MLSYS_OPTDEF_YESNO(nm, dflt, hlp) \
    {.name = (nm), .kind = MLSYS_OPT_CHOICE, .def = (dflt), .choices = "yes|no", .help = (hlp)}
#define MLSYS_OPTDEF_NAME(nm, cat, hlp) \
    {.name = (nm), .kind = MLSYS_OPT_NAME, .choices = (cat), .help = (hlp)}
#define MLSYS_OPTDEF_CHOICE(nm, dflt, words, hlp) \
    {.name = (nm), .kind = MLSYS_OPT_CHOICE, .def = (dflt), .choices = (words), .help = (hlp)}

/* ---- the device ------------------------------------------------------- */

#define MLSYS_OPT_HW(hlp) MLSYS_OPTDEF_NAME("hw", "hardware", hlp)
#define MLSYS_OPT_PEAK(hlp) MLSYS_OPTDEF_QTY("peak", "FLOP/s", hlp, MLSYS_OPTF_POSITIVE)
#define MLSYS_OPT_BW(hlp) MLSYS_OPTDEF_QTY("bw", "B/s", hlp, MLSYS_OPTF_POSITIVE)
#define MLSYS_OPT_CAPACITY                                                           \
    MLSYS_OPTDEF_QTY("capacity", "B", "device memory capacity (overrides the device)", \
                     MLSYS_OPTF_POSITIVE)
/* The achieved fraction of the peak rate. */
#define MLSYS_OPT_EFF(dflt, hlp) MLSYS_OPTDEF_COUNT("eff", dflt, hlp, MLSYS_OPTF_FRACTION)
/* The precision whose peak rate applies (the set-up chooses the default). */
#define MLSYS_OPT_COMPUTE_PRECISION(hlp) \
    MLSYS_OPTDEF_CHOICE("compute-precision", NULL, MLSYS_RATE_PRECISION_CHOICES, hlp)
/* The scale-up link between the devices of a node. */
#define MLSYS_OPT_INTRA_FABRIC(hlp) MLSYS_OPTDEF_NAME("intra-fabric", "fabric", hlp)

/* ---- the model -------------------------------------------------------- */

#define MLSYS_OPT_WORKLOAD(hlp) MLSYS_OPTDEF_NAME("workload", "workload", hlp)
#define MLSYS_OPT_PARAMS(hlp) MLSYS_OPTDEF_COUNT("params", NULL, hlp, MLSYS_OPTF_POSITIVE)
#define MLSYS_OPT_LAYERS(hlp) MLSYS_OPTDEF_COUNT("layers", NULL, hlp, MLSYS_POSINT)
#define MLSYS_OPT_HIDDEN(hlp) MLSYS_OPTDEF_COUNT("hidden", NULL, hlp, MLSYS_POSINT)
#define MLSYS_OPT_HEADS(hlp) MLSYS_OPTDEF_COUNT("heads", NULL, hlp, MLSYS_POSINT)
#define MLSYS_OPT_KV_HEADS(hlp) MLSYS_OPTDEF_COUNT("kv-heads", NULL, hlp, MLSYS_POSINT)
#define MLSYS_OPT_HEAD_DIM(hlp) MLSYS_OPTDEF_COUNT("head-dim", NULL, hlp, MLSYS_POSINT)

/* ---- the step --------------------------------------------------------- */

/* Sequences (or samples, or requests) handled together in one step. */
#define MLSYS_OPT_BATCH(dflt, hlp) MLSYS_OPTDEF_COUNT("batch", dflt, hlp, MLSYS_POSINT)
/* Tokens per sequence. */
#define MLSYS_OPT_SEQ(dflt, hlp) MLSYS_OPTDEF_COUNT("seq", dflt, hlp, MLSYS_POSINT)
/* Storage precision of the weights, from the words `words` (with or
 * without the quantized formats). */
#define MLSYS_OPT_PRECISION(dflt, words, hlp) MLSYS_OPTDEF_CHOICE("precision", dflt, words, hlp)
/* A precision option whose default set-up chooses (mlsys_setup_precision:
 * bf16, or fp16 without a bf16 rate). */
#define MLSYS_OPT_PRECISION_AUTO(nm, hlp) \
    MLSYS_OPTDEF_CHOICE(nm, NULL, MLSYS_PRECISION_CHOICES, hlp)
/* Storage precision of the KV cache. */
#define MLSYS_OPT_KV_PRECISION(dflt, hlp) \
    MLSYS_OPTDEF_CHOICE("kv-precision", dflt, MLSYS_PRECISION_CHOICES, hlp)
#define MLSYS_OPT_RECOMPUTE(dflt, hlp) \
    MLSYS_OPTDEF_CHOICE("recompute", dflt, MLSYS_RECOMPUTE_CHOICES, hlp)
#define MLSYS_OPT_OPTIMIZER \
    MLSYS_OPTDEF_CHOICE("optimizer", "adam", MLSYS_OPTIMIZER_CHOICES, \
                        "optimizer state: adam 12 B/param, sgd 4 B/param, none")
/* The ZeRO stage, 0 to 3. */
#define MLSYS_OPT_ZERO(hlp) \
    MLSYS_OPTDEF_COUNT("zero", MLSYS_DEFAULT_TEXT(MLSYS_DEFAULT_ZERO), hlp,               \
                       MLSYS_OPTF_NONNEG | MLSYS_OPTF_INTEGER)

/* ---- the layout of many devices ---------------------------------------- */

/* Devices; fl adds range flags (MLSYS_OPTF_REQUIRED), or 0. */
#define MLSYS_OPT_DEVICES(dflt, hlp, fl) \
    MLSYS_OPTDEF_COUNT("devices", dflt, hlp, MLSYS_POSINT | (fl))
#define MLSYS_OPT_TP(dflt, hlp) MLSYS_OPTDEF_COUNT("tp", dflt, hlp, MLSYS_POSINT)
#define MLSYS_OPT_PP(dflt, hlp) MLSYS_OPTDEF_COUNT("pp", dflt, hlp, MLSYS_POSINT)
#define MLSYS_OPT_DP(dflt, hlp) MLSYS_OPTDEF_COUNT("dp", dflt, hlp, MLSYS_POSINT)
/* e, the expert-parallel degree, default 1 (MLSYS_DEFAULT_EP). */
#define MLSYS_OPT_EP(hlp) \
    MLSYS_OPTDEF_COUNT("ep", MLSYS_DEFAULT_TEXT(MLSYS_DEFAULT_EP), hlp, MLSYS_POSINT)
/* Redundant copies of routed experts spread with them over the e devices
 * (mlsys_rule_ep_slots). */
#define MLSYS_OPT_REDUNDANT_EXPERTS                                                           \
    MLSYS_OPTDEF_COUNT("redundant-experts", "0",                                             \
                       "r: redundant copies of the busiest routed experts (EPLB; SGLang's "  \
                       "--ep-num-redundant-experts) spread with the experts over the e "      \
                       "devices, which then divide experts + r; each copy takes a share of " \
                       "its expert's tokens and holds its weights",                           \
                       MLSYS_OPTF_NONNEG | MLSYS_OPTF_INTEGER)
/* Sequences per training step over all replicas; old: the names a
 * command read it under before ("batch"), or NULL. */
#define MLSYS_OPT_GLOBAL_BATCH(dflt, hlp, old)                                              \
    {.name = "global-batch", .kind = MLSYS_OPT_COUNT, .def = (dflt), .help = (hlp), \
     .flags = MLSYS_POSINT, .aliases = (old)}
/* Model chunks per device of the interleaved pipeline schedule; old as
 * for MLSYS_OPT_GLOBAL_BATCH. */
#define MLSYS_OPT_INTERLEAVE(hlp, old)                                                  \
    {.name = "interleave", .kind = MLSYS_OPT_COUNT,                               \
     .def = MLSYS_DEFAULT_TEXT(MLSYS_DEFAULT_INTERLEAVE), .help = (hlp),         \
     .flags = MLSYS_POSINT, .aliases = (old)}

/* ---- serving an LLM ----------------------------------------------------- */

#define MLSYS_OPT_PROMPT(hlp) \
    MLSYS_OPTDEF_COUNT("prompt", MLSYS_DEFAULT_TEXT(MLSYS_DEFAULT_PROMPT), hlp, MLSYS_POSINT)
#define MLSYS_OPT_OUTPUT_TOKENS(hlp) \
    MLSYS_OPTDEF_COUNT("output-tokens", MLSYS_DEFAULT_TEXT(MLSYS_DEFAULT_OUTPUT), hlp, MLSYS_POSINT)
/* A device's power limit (set-up scales its compute rates, setup.h). */
#define MLSYS_OPT_POWER_LIMIT(hlp) MLSYS_OPTDEF_QTY("power-limit", "W", hlp, MLSYS_OPTF_POSITIVE)
/* The output lengths' spread; hlp says what it changes in the command. */
#define MLSYS_OPT_OUTPUT_CV(hlp) MLSYS_OPTDEF_COUNT("output-cv", "0", hlp, 0)
/* The engine; not given, set-up chooses fused (noted). The names users
 * write for today's engines are read as their class: TensorRT-LLM, SGLang
 * (0.4 and later) and vLLM (V1, 0.8 and later: chunked prefill and CUDA
 * graphs) as fused, llama.cpp as llamacpp (docs/inference.md, Engines). */
#define MLSYS_ENGINE_ALIASES \
    "vllm=fused|sglang=fused|trtllm=fused|tensorrt-llm=fused|llama.cpp=llamacpp"
#define MLSYS_OPT_ENGINE(hlp)                                                                    \
    {.name = "engine", .kind = MLSYS_OPT_CHOICE, .choices = MLSYS_ENGINE_CHOICES, .help = (hlp), \
     .choice_aliases = MLSYS_ENGINE_ALIASES}

/* ---- a whole run ------------------------------------------------------ */

#define MLSYS_OPT_TOKENS(hlp) MLSYS_OPTDEF_COUNT("tokens", NULL, hlp, MLSYS_OPTF_POSITIVE)
#define MLSYS_OPT_GRID(hlp) MLSYS_OPTDEF_NAME("grid", "grid", hlp)
#define MLSYS_OPT_PUE(hlp) MLSYS_OPTDEF_COUNT("pue", NULL, hlp, MLSYS_OPTF_POSITIVE)
#define MLSYS_OPT_PRICE MLSYS_OPTDEF_QTY("price", "USD/s", "price per device-hour, e.g. 2.5USD/h", \
                                         MLSYS_OPTF_NONNEG)
#define MLSYS_OPT_POWER(hlp) MLSYS_OPTDEF_QTY("power", "W", hlp, MLSYS_OPTF_POSITIVE)

/* ---- failures --------------------------------------------------------- */

/* Failure rate of one device in FIT (failures per 1e9 device-hours). */
#define MLSYS_OPT_FIT(hlp) MLSYS_OPTDEF_COUNT("fit", NULL, hlp, MLSYS_OPTF_POSITIVE)
/* MTBF of one device; old as for MLSYS_OPT_GLOBAL_BATCH. */
#define MLSYS_OPT_MTBF_DEVICE(hlp, old)                                                \
    {.name = "mtbf-device", .kind = MLSYS_OPT_QTY, .unit = "s", .help = (hlp), \
     .flags = MLSYS_OPTF_POSITIVE, .aliases = (old)}

#endif
