/* serving_defs.c - `mlsys serving`'s option table, output columns and
 * examples (serving_cmd.h): the tables that also generate its --help. */
#include "commands/cmds.h"
#include "commands/device.h"
#include "commands/serving_cmd.h"
#include "mlsys/serving.h"

#define SLO_OPT(name, help) MLSYS_OPTDEF_QTY(name, "s", help, MLSYS_OPTF_POSITIVE)

static const struct mlsys_optdef opts[O_N] = {
    [O_ARRIVAL] = {.name = "arrival", .kind = MLSYS_OPT_QTY, .unit = "1/s",
                   .help = "λ_arr: request arrival rate, e.g. '100 req/s'",
                   .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_REQUIRED},
    [O_LATENCY] = {.name = "latency", .kind = MLSYS_OPT_QTY, .unit = "s",
                   .help = "T_lat for Little's law alone, Q_req = λ_arr·T_lat, no queue model "
                           "(default: none)",
                   .flags = MLSYS_OPTF_POSITIVE},
    [O_SVC] = {.name = "svc", .kind = MLSYS_OPT_QTY, .unit = "s",
               .help = "T_svc: time to serve one batch, the same for every --batch (default: none)",
               .flags = MLSYS_OPTF_POSITIVE},
    [O_SVC_BASE] = {.name = "svc-base", .kind = MLSYS_OPT_QTY, .unit = "s",
                    .help = "fixed part of T_svc(B) = svc-base + svc-per-item·B (default: 0 s "
                            "with --svc-per-item)",
                    .flags = MLSYS_OPTF_NONNEG},
    [O_SVC_ITEM] = {.name = "svc-per-item", .kind = MLSYS_OPT_QTY, .unit = "s",
                    .help = "per-request part of T_svc(B) (default: 0 s with --svc-base)",
                    .flags = MLSYS_OPTF_NONNEG},
    [O_BATCH] = MLSYS_OPT_BATCH("1", "B: requests served per batch"),
    [O_REPLICAS] = {.name = "replicas", .kind = MLSYS_OPT_COUNT, .def = "1",
                    .help = "c: replicas (servers) sharing the queue, at most 1000000",
                    .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_QUEUE] = {.name = "queue", .kind = MLSYS_OPT_CHOICE, .def = "mgc",
                 .choices = MLSYS_SERVING_QUEUE_CHOICES,
                 .help = "queue model: mgc (general service of cv --svc-cv, Allen-Cunneen), mdc "
                         "(deterministic service), mmc (exponential service, Erlang C)"},
    [O_SVC_CV] = {.name = "svc-cv", .kind = MLSYS_OPT_COUNT, .def = "0",
                  .help = "cv_s: coefficient of variation of T_svc with --queue mgc, 0 to 10 (0: "
                          "every batch takes T_svc; 1: as M/M/c)",
                  .flags = MLSYS_OPTF_NONNEG},
    [O_SLO] = SLO_OPT("slo", "target for T_p99, the end-to-end 99th percentile: search "
                             "replicas_min and batch_best (default: none)"),
    [O_SLO_TTFT] = SLO_OPT("slo-ttft", "target for TTFT_p99, the 99th percentile of the time "
                                       "to the first token, with a device or step times "
                                       "(default: none)"),
    [O_SLO_TPOT] = SLO_OPT("slo-tpot", "target for a request's time per output token, on its "
                                       "99th percentile TPOT_p99 or the figure --slo-tpot-at "
                                       "names (static: the decode step), with a device or "
                                       "step times (default: none)"),
    [O_SLO_TPOT_AT] = {.name = "slo-tpot-at", .kind = MLSYS_OPT_CHOICE, .def = "p99",
                       .choices = MLSYS_SERVING_TPOT_AT_CHOICES,
                       .help = "the figure --slo-tpot holds with continuous batching: p99, p90 "
                               "or p50 of a request's TPOT over requests, or mean, the figure "
                               "of mlsys infer's curve"},
    [O_MAX_BATCH] = {.name = "max-batch", .kind = MLSYS_OPT_COUNT, .def = "256",
                     .help = "largest batch the SLO search tries (with --svc-base/--svc-per-item "
                             "or --hw/--workload; a fixed --svc searches only --batch), at most "
                             "4096",
                     .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_HW] = MLSYS_OPT_HW("device from the catalog: T_svc(B), TTFT and TPOT by the inference "
                          "model of mlsys infer (with --workload)"),
    [O_WORKLOAD] = MLSYS_OPT_WORKLOAD("transformer from the catalog: T_svc(B), TTFT and TPOT by "
                                      "the inference model of mlsys infer (with --hw)"),
    [O_TP] = MLSYS_OPT_TP("1", "t: devices per replica, tensor-parallel, with --hw/--workload"),
    [O_EP] = MLSYS_OPT_EP("e: expert-parallel degree of a replica (MoE): e devices each hold "
                          "experts/e routed experts and run attention as e/t data-parallel "
                          "groups of t, with --hw/--workload (as mlsys infer: e divides the "
                          "routed experts, t divides e)"),
    [O_REDUNDANT] = MLSYS_OPT_REDUNDANT_EXPERTS,
    [O_ENGINE] = MLSYS_OPT_ENGINE("serving software, with --hw/--workload (as mlsys infer, "
                                  "whose help names the choices and the names they take; "
                                  "default fused)"),
    [O_PROMPT] = MLSYS_OPT_PROMPT("prompt tokens per request (prefill), with --hw/--workload"),
    [O_OUTPUT] = MLSYS_OPT_OUTPUT_TOKENS("tokens generated per request (the first by the "
                                         "prefill, the rest by decode steps), with "
                                         "--hw/--workload"),
    [O_PRECISION] = MLSYS_OPT_PRECISION(NULL, MLSYS_PRECISION_CHOICES,
                                        "storage precision of the weights, with --hw/--workload "
                                        "(default: bf16, fp16 without a bf16 rate)"),
    [O_EFF] = MLSYS_OPT_EFF(NULL, "eta_mm: fraction of peak the GEMMs reach, with "
                                  "--hw/--workload (default: the catalog's efficiency)"),
    [O_BATCHING] = {.name = "batching", .kind = MLSYS_OPT_CHOICE, .def = "continuous",
                    .choices = "continuous|static",
                    .help = "continuous: iteration-level scheduling, new prompts' prefill "
                            "chunked into the decode steps, concurrency set by the load (with "
                            "--hw/--workload or --step-*); static: batches of --batch served "
                            "whole (the only choice with --svc, --svc-base/--svc-per-item)"},
    [O_CHUNK] = {.name = "chunk", .kind = MLSYS_OPT_COUNT, .def = "8192",
                 .help = "continuous batching: tokens per iteration, decode and prefill "
                         "together (vLLM max_num_batched_tokens, TensorRT-LLM max_num_tokens); "
                         "0: each prefill runs as an iteration of its own",
                 .flags = MLSYS_OPTF_NONNEG | MLSYS_OPTF_INTEGER},
    [O_SCHED_STEPS] = {.name = "scheduler-steps", .kind = MLSYS_OPT_COUNT, .def = "1",
                       .help = "continuous batching with separate prefill (--chunk 0, or "
                               "--engine vllm-v0): K decode steps per scheduling iteration "
                               "(vLLM --num-scheduler-steps), requests admitted and their "
                               "tokens returned only between iterations, 1 to 64",
                       .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_STEP_BASE] = MLSYS_OPTDEF_QTY("step-base", "s",
                                     "continuous batching on a measured engine: fixed part of "
                                     "T_step(n) = step-base + step-per-seq·n, one decode step of "
                                     "n sequences (default: 0 s)",
                                     MLSYS_OPTF_NONNEG),
    [O_STEP_SEQ] = MLSYS_OPTDEF_QTY("step-per-seq", "s",
                                    "continuous batching on a measured engine: per-sequence part "
                                    "of T_step(n) (default: 0 s)",
                                    MLSYS_OPTF_NONNEG),
    [O_PREFILL_TOK] = MLSYS_OPTDEF_QTY("prefill-per-token", "s",
                                       "continuous batching on a measured engine: prefill time "
                                       "per prompt token, τ_p (needed with --step-base/"
                                       "--step-per-seq)",
                                       MLSYS_OPTF_POSITIVE),
    [O_PREFILL_ITER] = MLSYS_OPTDEF_QTY("prefill-per-iter", "s",
                                        "continuous batching on a measured engine with --chunk "
                                        "0: the fixed time of a prefill iteration of its own "
                                        "(weights, launches), shared by the prompts it "
                                        "prefills (default: 0 s)",
                                        MLSYS_OPTF_NONNEG),
    [O_GATHER] = MLSYS_OPTDEF_QTY("gather", "s",
                                  "continuous batching with --chunk 0: a front end gathers "
                                  "the arrivals for this long and hands each batch to the "
                                  "next replica in turn, whose next prefill iteration takes "
                                  "it whole (MLPerf harnesses' batchers; default: none, each "
                                  "request straight to a replica)",
                                  MLSYS_OPTF_POSITIVE),
    [O_FIND] = {.name = "find", .kind = MLSYS_OPT_CHOICE, .def = "replicas",
                .choices = "replicas|arrival",
                .help = "with SLO targets, what the search finds: replicas, the fewest that "
                        "carry --arrival; arrival, the most load up to --arrival that "
                        "--replicas (or --devices) carry (continuous batching)"},
    [O_DEVICES] = {.name = "devices", .kind = MLSYS_OPT_COUNT,
                   .help = "with --find arrival, the devices to serve with instead of "
                           "--replicas: as many replicas as fill them; without --tp the search "
                           "also tries each layout (t 1 to 64 by p 1, 2, 4, 8, t p at most "
                           "these) and keeps the one carrying the most load",
                   .flags = MLSYS_OPTF_POSITIVE | MLSYS_OPTF_INTEGER},
    [O_OUTPUT_CV] = MLSYS_OPT_OUTPUT_CV("continuous batching: coefficient of variation of the "
                                        "output lengths, gamma-distributed of mean "
                                        "--output-tokens, 0 to 10 (0: all alike): slots held "
                                        "M/G/N, the time in system's percentiles over the "
                                        "lengths, and with --hw the mean context as mlsys infer"),
    [O_KV_PRECISION] = MLSYS_OPT_KV_PRECISION(NULL, "storage of the KV cache, with "
                                                    "--hw/--workload (as mlsys infer: 16-bit "
                                                    "for weight-only quantized formats, else "
                                                    "--precision)"),
    [O_EXPERT_PRECISION] = MLSYS_OPTDEF_CHOICE(
        "expert-precision", NULL, MLSYS_PRECISION_CHOICES,
        "storage of a mixture's routed experts when it differs from the rest, with "
        "--hw/--workload (as mlsys infer; default --precision)"),
    [O_POWER_LIMIT] = MLSYS_OPT_POWER_LIMIT("P_cap: the devices' power limit, with "
                                            "--hw/--workload (as mlsys infer; default: TDP)"),
    [O_PRICE] = MLSYS_OPT_PRICE,
    [O_POWER] = MLSYS_OPT_POWER("power each device draws at this load, e.g. a measured average "
                                "(default: TDP (0.3 + 0.7 U), with --hw)"),
};
#undef SLO_OPT
const struct mlsys_optblock mlsys_serving_own = {opts, O_N};


#define S MLSYS_COL_SUMMARY
const struct mlsys_coldef mlsys_serving_cols[C_N] = {
    [C_LAMBDA_ARR] = {"lambda_arr", "1/s", MLSYS_FMT_AUTO,
                      "λ_arr: request arrival rate (--arrival)", 0},
    [C_BATCH] = {"batch", "", MLSYS_FMT_AUTO,
                 "B per batch (static; with an SLO target batch_best), or n, the mean "
                 "sequences decoding per replica (continuous)", S},
    [C_REPLICAS] = {"replicas", "", MLSYS_FMT_AUTO,
                    "c: replicas in this row (with an SLO target: replicas_min)", S},
    [C_QUEUE] = {"queue", NULL, MLSYS_FMT_AUTO, "queue model: mgc, mdc or mmc (--queue)", 0},
    [C_SVC_CV] = {"svc_cv", "", MLSYS_FMT_AUTO,
                  "cv_s: coefficient of variation of T_svc (mdc 0, mmc 1)", 0},
    [C_Q] = {"Q_req", "", MLSYS_FMT_AUTO, "λ_arr·T_lat: requests in the system (Little)", S},
    [C_T_SVC] = {"T_svc", "s", MLSYS_FMT_AUTO, "T_svc(B): time to serve one batch (static)", S},
    [C_MU] = {"mu_eff", "1/s", MLSYS_FMT_AUTO,
              "requests/s per replica: B/T_svc(B) (static), at most n/(O·TPOT(n)) at the "
              "best n <= N (continuous)",
              S},
    [C_RHO] = {"rho_serv", "%", MLSYS_FMT_AUTO, "λ_arr/(c·mu_eff): serving utilization", S},
    [C_P_WAIT] = {"P_wait", "%", MLSYS_FMT_AUTO,
                  "probability a request waits: Erlang C(c, λ_arr/mu_eff), or for a KV slot "
                  "(continuous)", 0},
    [C_W_Q] = {"W_q", "s", MLSYS_FMT_AUTO,
               "mean wait: P_wait/(c·mu_eff - λ_arr)·(1 + svc_cv²)/2, or for a KV slot "
               "(continuous)", S},
    [C_T_LAT] = {"T_lat", "s", MLSYS_FMT_AUTO, "mean time in the system, arrival to last token",
                 S},
    [C_P50] = {"T_p50", "s", MLSYS_FMT_AUTO, "median time in the system", S},
    [C_P99] = {"T_p99", "s", MLSYS_FMT_AUTO, "99th percentile of time in the system", S},
    [C_TTFT] = {"TTFT", "s", MLSYS_FMT_AUTO,
                "mean time to the first token (static: W_q + TTFT(B))", 0},
    [C_TTFT_P99] = {"TTFT_p99", "s", MLSYS_FMT_AUTO,
                    "99th percentile of the time to the first token", S},
    [C_TPOT] = {"TPOT", "s", MLSYS_FMT_AUTO,
                "mean time per output token: a decode step of B (static), TPOT(n) as "
                "infer at batch n (continuous; per request with --scheduler-steps)", S},
    [C_STABLE] = {"stable", NULL, MLSYS_FMT_AUTO,
                  "rho_serv < 1; when false the queue grows and no latency exists", S},
    [C_MEETS] = {"meets_slo", NULL, MLSYS_FMT_AUTO,
                 "with an SLO target: this row meets every target given", S},
    [C_BATCH_BEST] = {"batch_best", "", MLSYS_FMT_AUTO,
                      "with an SLO target: the largest batch meeting it at replicas_min replicas",
                      S},
    [C_REPLICAS_MIN] = {"replicas_min", "", MLSYS_FMT_AUTO,
                        "with an SLO target: the fewest replicas meeting it at some batch", S},
    [C_BATCHING] = {"batching", NULL, MLSYS_FMT_AUTO, "continuous or static (--batching)", 0},
    [C_T_STEP] = {"T_step", "s", MLSYS_FMT_AUTO,
                  "continuous: one decode step of the n sequences, without prefill (per "
                  "token with --spec-tokens)", 0},
    [C_TTFT_P50] = {"TTFT_p50", "s", MLSYS_FMT_AUTO, "median time to the first token", 0},
    [C_TTFT_P90] = {"TTFT_p90", "s", MLSYS_FMT_AUTO, "90th percentile of the time to the first "
                                                     "token", 0},
    [C_TPOT_P50] = {"TPOT_p50", "s", MLSYS_FMT_AUTO, "median of a request's mean time per "
                                                     "output token", 0},
    [C_TPOT_P90] = {"TPOT_p90", "s", MLSYS_FMT_AUTO, "its 90th percentile", 0},
    [C_TPOT_P99] = {"TPOT_p99", "s", MLSYS_FMT_AUTO,
                    "its 99th percentile (--slo-tpot's figure)", S},
    [C_P90] = {"T_p90", "s", MLSYS_FMT_AUTO, "90th percentile of the time in the system", 0},
    [C_TOKS] = {"tokens_per_s", "1/s", MLSYS_FMT_AUTO,
                "output tokens per second of the deployment: λ_arr·O", 0},
    [C_IN_TOKS] = {"input_tokens_per_s", "1/s", MLSYS_FMT_AUTO,
                   "prompt tokens per second of the deployment: λ_arr·P", 0},
    [C_DEVICES] = {"devices", "", MLSYS_FMT_AUTO,
                   "devices of the deployment: c·t·p, or c·e·p with expert parallelism", 0},
    [C_POWER] = {"power", "W", MLSYS_FMT_AUTO,
                 "per device at this load: --power, else TDP (0.3 + 0.7 U), U the step's busier "
                 "engine's share times the share of time the replica is busy", 0},
    [C_J_TOK] = {"J_per_token", "J", MLSYS_FMT_AUTO,
                 "energy per output token: devices·power/tokens_per_s", 0},
    [C_USD_MTOK] = {"USD_per_Mtok", "USD", MLSYS_FMT_AUTO,
                    "cost of a million output tokens: devices·--price/tokens_per_s·1e6", 0},
    [C_TP] = {"tp", "", MLSYS_FMT_AUTO,
              "t: tensor-parallel degree of a replica (with SLO targets and no --tp, "
              "continuous batching: the search's choice)", 0},
    [C_EP] = {"ep", "", MLSYS_FMT_AUTO, "e: expert-parallel degree of a replica", 0},
    [C_PP] = {"pp", "", MLSYS_FMT_AUTO, "p: pipeline stages of a replica (--pp)", 0},
};
#undef S

const char *const mlsys_serving_examples[] = {
    "serving --arrival 1000req/s --latency 50ms",
    "serving --arrival 100req/s --svc-base 50ms --svc-per-item 0.5ms --batch 16",
    "serving --arrival 160req/s --svc 5ms",
    "serving --arrival 160req/s --svc 5ms --queue mmc",
    "serving --arrival 160req/s --svc 5ms --svc-cv 2",
    "serving --arrival 2000req/s --svc-base 50ms --svc-per-item 0.5ms --slo 500ms",
    "serving --arrival 10req/s --hw h100 --workload llama3-8b --prompt 512 --output-tokens 128 "
    "--slo 2s --slo-ttft 1s --slo-tpot 20ms",
    "serving --arrival 160req/s --svc 5ms --format json",
    "serving --hw h100 --workload llama70b --tp 8 --arrival 50req/s --slo-ttft 1s --slo-tpot "
    "50ms --price 2.5USD/h",
    "serving --hw h100 --workload llama70b --devices 8 --find arrival --arrival 100req/s "
    "--slo-ttft 1s --slo-tpot 50ms",
    "serving --arrival 10req/s --step-base 20ms --step-per-seq 0.2ms --prefill-per-token 0.02ms "
    "--prompt 512 --output-tokens 64",
    "serving --hw h100 --workload llama3-8b --arrival 10req/s --batching static --batch 16",
    "serving --hw a100 --workload llama3-8b --engine vllm-v0 --scheduler-steps 10 --arrival "
    "4req/s --prompt 220 --output-tokens 194 --output-cv 1",
    NULL,
};
