/* cmd_infer.c - `mlsys infer`: an LLM deployment's time to first token,
 * time per output token, throughput and KV-cache capacity (infer.h). */
#include <math.h>

#include "commands/cmds.h"
#include "commands/device.h"
#include "commands/inferopts.h"
#include "commands/netopts.h"
#include "commands/trainopts.h"
#include "mlsys/energy.h"
#include "models/infer_impl.h"

enum { O_TP, O_EP, O_MICRO, O_PRECISION, O_KV_PRECISION, O_EXPERT_PRECISION, O_PROMPT, O_OUTPUT,
       O_OUTPUT_CV, O_BATCH, O_ENGINE, O_REDUNDANT, O_DISAGG, O_PRICE, O_POWER, O_REQUESTS, O_N };

static const struct mlsys_optdef opts[O_N] = {
    [O_TP] = MLSYS_OPT_TP("1", "t: tensor-parallel degree (weights and KV split over t)"),
    [O_EP] = MLSYS_OPT_EP("e: expert-parallel degree (MoE): e devices a stage each hold "
                          "experts/e routed experts and run attention as e/t data-parallel "
                          "groups of t; e divides the routed experts, t divides e"),
    [O_MICRO] = MLSYS_OPTDEF_COUNT("microbatches", NULL,
                                   "m: microbatches of B/m sequences in flight through the p "
                                   "stages, a whole number from 1 to B (default min(p, B), as "
                                   "pipelined engines run; llamacpp 1: one batch walking the "
                                   "stages)",
                                   0),
    [O_PRECISION] = MLSYS_OPT_PRECISION(NULL, MLSYS_PRECISION_CHOICES,
                                        "storage of the weights, with the scales of quantized "
                                        "formats (default bf16, fp16 without a bf16 rate)"),
    [O_KV_PRECISION] = MLSYS_OPT_KV_PRECISION(NULL,
                                              "storage of the KV cache (default: 16-bit for "
                                              "weight-only quantized formats, else "
                                              "--precision)"),
    [O_EXPERT_PRECISION] = MLSYS_OPTDEF_CHOICE(
        "expert-precision", NULL, MLSYS_PRECISION_CHOICES,
        "storage of a mixture's routed experts when it differs from the rest (default "
        "--precision): fp4 for NVFP4 experts beside fp8 attention, int4-g128 for MXFP4's "
        "4.25 bits beside bf16; the experts then compute at that width's rate"),
    [O_PROMPT] = MLSYS_OPT_PROMPT("prompt tokens per request"),
    [O_OUTPUT] = MLSYS_OPT_OUTPUT_TOKENS("tokens generated per request"),
    [O_OUTPUT_CV] = MLSYS_OPT_OUTPUT_CV("coefficient of variation of the output lengths, whose "
                                        "mean is --output-tokens (0: all alike; 1: as spread as "
                                        "an exponential): the longer requests stay longer in "
                                        "flight, so continuous batching decodes at the mean "
                                        "context prompt + (output (1 + cv^2) + 1)/2"),
    [O_BATCH] = MLSYS_OPTDEF_COUNT("batch", "1",
                                   "B: concurrent sequences decoded together; max: batch_max, "
                                   "the most whose whole KV cache fits",
                                   MLSYS_POSINT | MLSYS_OPTF_MAX),
    [O_ENGINE] = MLSYS_OPT_ENGINE("fused: TensorRT-LLM, vLLM, SGLang class (default); llamacpp: "
                                  "llama.cpp, builds of 2025; vllm-v0: vLLM's V0 scheduler; "
                                  "llamacpp-2405: llama.cpp as built in May 2024; "
                                  "trtllm-2310: TensorRT-LLM 0.5-0.6, before XQA; "
                                  "trtllm-2404: TensorRT-LLM 0.7-0.9, XQA for groups of 8, "
                                  "experts at the 16-bit rate; "
                                  "vllm (V1), sglang, trtllm and tensorrt-llm name fused, "
                                  "llama.cpp llamacpp"),
    [O_REDUNDANT] = MLSYS_OPT_REDUNDANT_EXPERTS,
    [O_DISAGG] = MLSYS_OPTDEF_YESNO("disaggregated", "no",
                                    "prefill-decode disaggregation: these devices only "
                                    "decode, the prompts are prefilled on others (SGLang's "
                                    "and Dynamo's PD mode): TPOT is the decode step alone"),
    [O_PRICE] = MLSYS_OPT_PRICE,
    [O_POWER] = MLSYS_OPT_POWER("power each device draws while serving, e.g. a measured average "
                                "(at most 2 x TDP; default: TDP (0.3 + 0.7 U), U the busier "
                                "of the step's compute and memory shares)"),
    [O_REQUESTS] = MLSYS_OPTDEF_COUNT("requests", NULL,
                                      "N: a closed run of N requests all queued at once (an "
                                      "offline job, trtllm-bench, MLPerf Offline): waves of B "
                                      "(batch_max when B does not fit) and a last one of the "
                                      "rest, each a static batch; T_run is the run's time and "
                                      "the rates its averages (default: none, continuous "
                                      "batching's steady state)",
                                      MLSYS_POSINT),
};
static const struct mlsys_optblock own = {opts, O_N};

enum {
    C_HW, C_WORKLOAD, C_TP, C_PP, C_EP, C_MICRO, C_PREC, C_KVPREC, C_ENGINE, C_PROMPT, C_OUTPUT,
    C_BATCH, C_W, C_KVTOK, C_KVSEQ, C_BMAX, C_BMAX_IF, C_HELD, C_PAUSES, C_MTOTAL, C_CAP, C_FITS,
    C_TW, C_TCOMP, C_TGEMM, C_TELT, C_TKV, C_TCOMM, C_TCOMMF, C_TOVH, C_TLAUNCH, C_TSAMPLE, C_TA2A,
    C_TSTAGE, C_TSTEP, C_TTFT, C_TPRETOK, C_TPOT, C_TREQ, C_TOKS,
    C_TOKS_DEV, C_TOKS_STATIC, C_REQS,
    C_TPREB, C_IN_TOKS, C_ALL_TOKS, C_POWER, C_J_TOK, C_USD_MTOK, C_TDRAFT, C_SPEC, C_TRUN, C_N
};

#define S MLSYS_COL_SUMMARY
static const struct mlsys_coldef cols[C_N] = {
    [C_HW] = {"hw", NULL, MLSYS_FMT_AUTO, "device", S},
    [C_WORKLOAD] = {"workload", NULL, MLSYS_FMT_AUTO, "model served", S},
    [C_TP] = {"tp", "", MLSYS_FMT_AUTO, "t, tensor-parallel degree", 0},
    [C_PP] = {"pp", "", MLSYS_FMT_AUTO, "p, pipeline stages", 0},
    [C_EP] = {"ep", "", MLSYS_FMT_AUTO, "e, expert-parallel degree", 0},
    [C_MICRO] = {"microbatches", "", MLSYS_FMT_AUTO,
                 "m, microbatches of B/m sequences in flight through the p stages", 0},
    [C_PREC] = {"precision", NULL, MLSYS_FMT_AUTO, "storage of the weights", 0},
    [C_KVPREC] = {"kv_precision", NULL, MLSYS_FMT_AUTO, "storage of the KV cache", 0},
    [C_ENGINE] = {"engine", NULL, MLSYS_FMT_AUTO, "serving software", 0},
    [C_PROMPT] = {"prompt", "", MLSYS_FMT_AUTO, "prompt tokens per request", 0},
    [C_OUTPUT] = {"output_tokens", "", MLSYS_FMT_AUTO, "output tokens per request", 0},
    [C_BATCH] = {"batch", "", MLSYS_FMT_AUTO, "B, concurrent sequences", S},
    [C_W] = {"M_weights", "B", MLSYS_FMT_AUTO, "weights per device", 0},
    [C_KVTOK] = {"KV_per_token", "B", MLSYS_FMT_AUTO, "KV cache of one token per device", 0},
    [C_KVSEQ] = {"KV_per_seq", "B", MLSYS_FMT_AUTO,
                 "KV cache of one sequence of prompt + output tokens, whole pages", 0},
    [C_BMAX] = {"batch_max", "", MLSYS_FMT_AUTO,
                "most sequences whose KV cache fits beside the weights in mem_util of memory",
                S},
    [C_BMAX_IF] = {"batch_max_inflight", "", MLSYS_FMT_AUTO,
                   "most sequences of continuous batching whose KV cache fits when each "
                   "holds its mean context, prompt + (output (1 + cv^2) + 1)/2 tokens in "
                   "whole pages",
                   0},
    [C_HELD] = {"batch_held", "", MLSYS_FMT_AUTO,
                "sequences decoding on average (continuous batching): B, or, over batch_max, "
                "what a paged cache that pauses the newest sequence when a page runs out "
                "holds in its steady state",
                0},
    [C_PAUSES] = {"pauses_per_request", "", MLSYS_FMT_AUTO,
                  "pauses a request suffers over batch_max, each a prefill of its context "
                  "again when readmitted (0 when B fits)",
                  0},
    [C_MTOTAL] = {"M_total", "B", MLSYS_FMT_AUTO, "weights + B sequences' KV per device", 0},
    [C_CAP] = {"capacity", "B", MLSYS_FMT_AUTO, "device memory capacity", 0},
    [C_FITS] = {"fits", NULL, MLSYS_FMT_AUTO, "B <= batch_max", S},
    [C_TW] = {"T_weights", "s", MLSYS_FMT_AUTO, "decode step: the weights' streaming time alone",
              0},
    [C_TCOMP] = {"T_compute", "s", MLSYS_FMT_AUTO, "decode step: the GEMMs' FLOP time alone", 0},
    [C_TGEMM] = {"T_gemm", "s", MLSYS_FMT_AUTO,
                 "decode step: the GEMMs, each the larger of its streaming and FLOP time", 0},
    [C_TELT] = {"T_eltwise", "s", MLSYS_FMT_AUTO,
                "decode step: the element-wise kernels (norms, residual adds, the FFN's "
                "activation), their activations read and written once in 16 bits (fused "
                "engines)", 0},
    [C_TKV] = {"T_kv", "s", MLSYS_FMT_AUTO,
               "decode step: attention, the KV cache read at the mean context", 0},
    [C_TCOMM] = {"T_comm", "s", MLSYS_FMT_AUTO,
                 "decode step: 2 all-reduces per layer, 1 for a parallel block (t; over NVLink "
                 "NCCL's fastest protocol, LL, LL128 or Simple) and stage hand-offs (p), their "
                 "transfers and hops", 0},
    [C_TCOMMF] = {"T_comm_fixed", "s", MLSYS_FMT_AUTO,
                  "decode step: the fixed latency of the all-reduces (2 a layer, 1 for a "
                  "parallel block) when t > 1 (NCCL's base latency each)", 0},
    [C_TOVH] = {"T_overhead", "s", MLSYS_FMT_AUTO,
                "decode step: the engine's time per step beyond its kernels: its host time, and "
                "on a mixture of experts its time per routed token (fused engines)", 0},
    [C_TLAUNCH] = {"T_launch", "s", MLSYS_FMT_AUTO,
                   "decode step: kernel launches (or CUDA-graph replay), the engine's time per "
                   "layer x L", 0},
    [C_TSAMPLE] = {"T_sample", "s", MLSYS_FMT_AUTO, "decode step: sampling the next tokens", 0},
    [C_TA2A] = {"T_a2a", "s", MLSYS_FMT_AUTO,
                "decode step: expert parallelism's token dispatch and combine, 2 all-to-alls "
                "per MoE layer over e devices (0 for e = 1)",
                0},
    [C_TSTAGE] = {"T_stage", "s", MLSYS_FMT_AUTO,
                  "the busiest pipeline stage's time for one microbatch: its share of the "
                  "layers, and its hand-off or the output layer and sampling (= the pass for "
                  "p = 1)", 0},
    [C_TSTEP] = {"T_step", "s", MLSYS_FMT_AUTO,
                 "one decode step of all B sequences, max(pass, m T_stage), the pass of a "
                 "microbatch through all p stages being T_gemm + T_eltwise + T_kv + T_comm + "
                 "T_comm_fixed + T_overhead + T_launch + T_sample + T_a2a + T_draft (the terms "
                 "are a "
                 "microbatch's; at m = 1 T_step is their sum)", 0},
    [C_TTFT] = {"TTFT", "s", MLSYS_FMT_AUTO, "time to first token: prefill of one prompt "
                                            "(without queueing)", S},
    [C_TPRETOK] = {"T_prefill_token", "s", MLSYS_FMT_AUTO,
                   "a prompt token packed into a decode step (continuous batching): its GEMM "
                   "FLOPs at the GEMM rate, attention, KV write and all-reduce bytes, and a "
                   "mixture's time per routed token", 0},
    [C_TPOT] = {"TPOT", "s", MLSYS_FMT_AUTO,
                "time per output token a sequence sees at B, the prompts of the others of its "
                "microbatch b packed into its steps (continuous batching): max(pass + chunks, "
                "m (T_stage + its share of them)), chunks = ((b - 1)/output) prompt "
                "T_prefill_token (its own prompt is its TTFT); over batch_max, batch_held / "
                "tokens_per_s less its own prompt's share", S},
    [C_TREQ] = {"T_request", "s", MLSYS_FMT_AUTO, "TTFT + (output - 1) TPOT", 0},
    [C_TOKS] = {"tokens_per_s", "1/s", MLSYS_FMT_AUTO,
                "output tokens per second, B over the mean step, which packs all b/output new "
                "prompts a microbatch (batch_held over it), whole deployment; with --requests "
                "N, N output / T_run", S},
    [C_TOKS_DEV] = {"tokens_per_s_device", "1/s", MLSYS_FMT_AUTO,
                    "tokens_per_s / (t p), or / (e p) with expert parallelism", 0},
    [C_TOKS_STATIC] = {"tokens_per_s_static", "1/s", MLSYS_FMT_AUTO,
                       "static batch: B output tokens / (prefill of B + (output-1) steps); over "
                       "batch_max, waves of batch_max and the rest, one after another",
                       0},
    [C_REQS] = {"requests_per_s", "1/s", MLSYS_FMT_AUTO, "tokens_per_s / output", 0},
    [C_TPREB] = {"T_prefill_batch", "s", MLSYS_FMT_AUTO, "prefill of B prompts together", 0},
    [C_IN_TOKS] = {"input_tokens_per_s", "1/s", MLSYS_FMT_AUTO,
                   "prompt tokens per second, requests_per_s x prompt", 0},
    [C_ALL_TOKS] = {"total_tokens_per_s", "1/s", MLSYS_FMT_AUTO,
                    "input_tokens_per_s + tokens_per_s", 0},
    [C_POWER] = {"power", "W", MLSYS_FMT_AUTO,
                 "per device at this load: --power, else TDP (0.3 + 0.7 U)", 0},
    [C_J_TOK] = {"J_per_token", "J", MLSYS_FMT_AUTO,
                 "energy per output token: devices x power / tokens_per_s", 0},
    [C_USD_MTOK] = {"USD_per_Mtok", "USD", MLSYS_FMT_AUTO,
                    "cost of a million output tokens: devices x --price / tokens_per_s x 1e6",
                    0},
    [C_TDRAFT] = {"T_draft", "s", MLSYS_FMT_AUTO,
                  "decode step, speculative decoding (--spec-tokens k): the draft head's k "
                  "passes, one layer each with the output layer, over tokens_per_step (0 "
                  "without)",
                  0},
    [C_SPEC] = {"tokens_per_step", "", MLSYS_FMT_AUTO,
                "tokens a decode step yields a sequence: 1, or with k drafted tokens each "
                "accepted with probability a, (1 - a^(k+1))/(1 - a); the step's terms are "
                "then an iteration's over it, per output token",
                0},
    [C_TRUN] = {"T_run", "s", MLSYS_FMT_AUTO,
                "with --requests N: the run's time, floor(N/w) waves of w = B (batch_max when "
                "B does not fit) and one of the rest, each a static batch (prefill of its "
                "prompts + (output-1) steps)",
                0},
};

static const char *const examples[] = {
    "infer --hw h100 --workload llama3-8b",
    "infer --hw h100 --workload llama3-70b --tp 2 --precision fp8 --batch 64 --prompt 2048",
    "infer --hw rtx4090 --workload llama3-8b --precision q4_k_m --engine llamacpp --prompt 16 "
    "--output-tokens 512",
    "infer --hw h100 --workload llama3-8b --batch 1..512x2 -f csv --columns "
    "batch,TPOT,tokens_per_s",
    "infer --hw h100 --workload llama3-405b --tp 16 --batch 64 --price 2.5USD/h",
    "infer --hw h100 --workload deepseek-v3 --tp 4 --ep 32 --precision fp8 --batch 256",
    "infer --hw b200 --workload deepseek-r1 --tp 8 --precision fp8 --expert-precision fp4 "
    "--batch 16",
    "infer --hw b200 --workload deepseek-r1 --tp 8 --precision fp8 --batch 4,64 --spec-tokens 3 "
    "--columns batch,tokens_per_step,T_draft,TPOT",
    "infer --hw l40s --workload llama3-70b --tp 4 --pp 2 --precision fp8 --batch 64 "
    "--microbatches 1,2",
    "infer --hw h200 --workload llama2-70b --precision fp8 --engine fused,trtllm-2310 --batch 192 "
    "--prompt 128 --output-tokens 2048 --columns engine,T_kv,fits,tokens_per_s_static",
    NULL,
};

/* The request from the machine, node and shape blocks and own options. */
static int request(const struct mlsys_call *call, struct mlsys_infer_req *r,
                   struct mlsys_err *err)
{
    struct mlsys_train_req t; /* the shared blocks bind through the training request */
    int rc = mlsys_train_request(call, &t, err);
    if (rc)
        return rc;
    const struct mlsys_val *v = mlsys_call_block(call, &own);
    mlsys_infer_req_init(r);
    r->base = t.base;
    r->tp = v[O_TP].x;
    r->ep = v[O_EP].x;
    r->microbatches = v[O_MICRO].set ? v[O_MICRO].x : NAN;
    r->base.precision = mlsys_dev_precision(call, &own, O_PRECISION);
    r->base.kv_precision = mlsys_dev_precision(call, &own, O_KV_PRECISION);
    r->expert_precision = mlsys_dev_precision(call, &own, O_EXPERT_PRECISION);
    r->prompt = v[O_PROMPT].x;
    r->output = v[O_OUTPUT].x;
    r->output_cv = v[O_OUTPUT_CV].x;
    r->batch = isinf(v[O_BATCH].x) ? 1 : v[O_BATCH].x; /* max: set up at 1 first (setup) */
    r->engine = (enum mlsys_engine)mlsys_call_choice(call, &own, O_ENGINE);
    r->redundant_experts = v[O_REDUNDANT].x;
    r->disaggregated = v[O_DISAGG].choice == 0; /* yes|no */
    r->requests = v[O_REQUESTS].set ? v[O_REQUESTS].x : 0;
    return mlsys_infer_deploy(call, r, err);
}

/* The power one device draws at the deployment's load: --power (at most
 * twice the TDP), else the energy command's power view TDP (0.3 + 0.7 U)
 * with U the busier of the step's engines, compute (T_compute) or memory
 * (T_weights + T_eltwise + T_kv), as a share of a microbatch's pass (its terms' sum);
 * NaN without a TDP. */
static int serving_power(const struct mlsys_call *call, const struct mlsys_infer_in *in,
                         const struct mlsys_infer_out *o, double *power_W,
                         struct mlsys_err *err)
{
    const struct mlsys_val *v = mlsys_call_block(call, &own);
    double tdp = in->dev.tdp_W;
    if (v[O_POWER].set) {
        *power_W = v[O_POWER].q.v;
        return mlsys_dev_power_check(*power_W, tdp, err);
    }
    double u = fmin(1, fmax(o->t_compute_s, o->t_weights_s + o->t_eltwise_s + o->t_kv_s) /
                              o->t_pass_s);
    *power_W = mlsys_energy_power_W(tdp, u);
    return MLSYS_OK;
}

/* The output row of one point (price in USD per device-second, NaN:
 * none), written in place (mlsys_cell_put_val); a number that may be NaN
 * is an absent cell then. */
static void cells(const struct mlsys_infer_req *r, const struct mlsys_infer_in *in,
                  const struct mlsys_infer_setup *s, const struct mlsys_infer_out *o,
                  double power_W, double price, struct mlsys_cell *c)
{
    mlsys_cell_put_str(&c[C_HW], r->base.hw ? mlsys_record_name(r->base.hw) : NULL);
    mlsys_cell_put_str(&c[C_WORKLOAD], r->base.wl ? mlsys_record_name(r->base.wl) : NULL);
    mlsys_cell_put_str(&c[C_PREC], mlsys_precision_name(s->precision));
    mlsys_cell_put_str(&c[C_KVPREC], mlsys_precision_name(s->kv_precision));
    mlsys_cell_put_str(&c[C_ENGINE], mlsys_engine_name(r->engine));
    static const int val_col[] = {
        C_TP, C_PP, C_EP, C_PROMPT, C_OUTPUT, C_BATCH, C_W, C_KVTOK, C_KVSEQ, C_MTOTAL, C_TW,
        C_TCOMP, C_TGEMM, C_TELT, C_TKV, C_TCOMM, C_TCOMMF, C_TOVH, C_TLAUNCH, C_TSAMPLE, C_TA2A,
        C_TSTAGE, C_TSTEP, C_MICRO, C_TTFT, C_TPRETOK, C_TPOT, C_TREQ, C_TOKS, C_TOKS_DEV,
        C_TOKS_STATIC, C_REQS, C_TPREB,
        C_IN_TOKS, C_ALL_TOKS, C_TDRAFT, C_SPEC};
    const double val[] = {
        in->lay.tp, in->lay.pp, in->lay.ep, in->prompt, in->output, in->batch, o->weights_B,
        o->kv_token_B, o->kv_seq_B, o->m_total_B, o->t_weights_s, o->t_compute_s,
        o->t_gemm_s, o->t_eltwise_s, o->t_kv_s, o->t_comm_s, o->t_comm_fixed_s, o->t_overhead_s,
        o->t_launch_s, o->t_sample_s, o->t_a2a_s, o->t_stage_s, o->t_step_s, o->microbatches,
        o->ttft_s, o->t_prefill_token_s,
        o->tpot_s, o->t_request_s, o->tokens_per_s, o->tokens_per_s / o->devices,
        o->tokens_per_s_static, o->requests_per_s, o->t_prefill_batch_s,
        o->requests_per_s * in->prompt, o->requests_per_s * in->prompt + o->tokens_per_s,
        o->t_draft_s, o->spec_per_step};
    for (size_t i = 0; i < sizeof val / sizeof val[0]; i++)
        mlsys_cell_put_val(&c[val_col[i]], val[i]);
    static const int num_col[] = {C_BMAX, C_BMAX_IF, C_HELD, C_PAUSES, C_CAP, C_POWER, C_J_TOK,
                                  C_USD_MTOK, C_TRUN};
    const double num[] = {o->batch_max, o->batch_max_inflight, o->batch_held,
                          o->pauses_per_request, in->dev.capacity_B, power_W,
                          o->devices * power_W / o->tokens_per_s,
                          price * o->devices / o->tokens_per_s * 1e6, o->t_run_s};
    for (size_t i = 0; i < sizeof num / sizeof num[0]; i++)
        mlsys_cell_put_known(&c[num_col[i]], num[i]);
    if (isnan(in->dev.capacity_B))
        mlsys_cell_put_none(&c[C_FITS]);
    else
        mlsys_cell_put_bool(&c[C_FITS], o->fits);
}

/* What eval set up at an earlier point of a sweep, in the call's memo:
 * the request and the model's inputs, valid when `ok`. */
struct infer_memo {
    bool ok;
    struct mlsys_infer_req r;
    struct mlsys_infer_in in;
    struct mlsys_infer_setup s;
    struct mlsys_infer_prefill pre; /* the last point's prefill times (NaN: none) */
};

/* --batch max: the request in m (at B = 1) set up without notes to find
 * batch_max, the most sequences whose whole KV cache (prompt + output
 * tokens) fits beside the weights, and its batch set to that, noted; an
 * error naming --batch when not one fits. The probe leaves --microbatches
 * to its default: the capacity does not depend on it, and a given m > 1
 * is checked against the batch found, not against the probe's B = 1. */
static int batch_max(struct infer_memo *m, struct mlsys_notes *nt, struct mlsys_err *err)
{
    struct mlsys_infer_out o;
    struct mlsys_infer_prefill pre = MLSYS_INFER_PREFILL_UNKNOWN;
    struct mlsys_infer_req probe = m->r;
    probe.microbatches = NAN;
    int rc = mlsys_setup_infer(&probe, &m->in, &m->s, NULL, err);
    if (!rc)
        rc = mlsys_infer_eval_batch(&m->in, &pre, &o, err);
    if (rc)
        return rc;
    double most = floor(o.batch_max);
    if (!(most >= 1)) {
        mlsys_err_where(err, "--batch");
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "max: not one sequence of %.0f tokens fits beside the weights in "
                             "--mem-util %g of memory; give more --tp or --pp, a smaller "
                             "--precision or --kv-precision, or fewer tokens",
                             m->in.prompt + m->in.output, m->in.mem_util);
    }
    m->r.batch = most;
    mlsys_notes_add(nt, "B = batch_max = %.0f (--batch max): the most sequences of %.0f tokens "
                        "whose KV cache fits beside the weights (--mem-util %g)",
                    most, m->in.prompt + m->in.output, m->in.mem_util);
    return MLSYS_OK;
}

/* The request and set-up of this point, in *pt: at a later point of a
 * sweep over --batch alone, with one stage and no --microbatches, the
 * memo's with the batch replaced (mlsys_setup_infer only copies it then);
 * else made afresh, in the memo (or
 * in *local when the call has none). */
static int setup(const struct mlsys_call *call, struct infer_memo *local,
                 struct infer_memo **pt, struct mlsys_notes *nt, struct mlsys_err *err)
{
    struct infer_memo *mm = mlsys_call_memo(call, &own, sizeof *mm);
    /* the microbatches depend on the batch (default min(p, B), at most B):
       reused only where they are 1 whatever the batch */
    bool max = isinf(mlsys_call_block(call, &own)[O_BATCH].x);
    if (mm && mm->ok && call->quiet && !max && mlsys_call_moved_only(call, &own, O_BATCH) &&
        mm->in.lay.pp == 1 && isnan(mm->r.microbatches)) {
        mm->r.batch = mm->in.batch = mlsys_call_block(call, &own)[O_BATCH].x;
        *pt = mm;
        return MLSYS_OK;
    }
    struct infer_memo *m = mm ? mm : local;
    m->pre = MLSYS_INFER_PREFILL_UNKNOWN;
    int rc = request(call, &m->r, err);
    if (!rc && max)
        rc = batch_max(m, nt, err);
    if (!rc)
        rc = mlsys_setup_infer(&m->r, &m->in, &m->s, nt, err);
    if (!rc) {
        mlsys_infer_engine_alias_note(&mlsys_call_block(call, &own)[O_ENGINE], nt);
        mlsys_infer_link_note(&m->r, &m->in, nt);
    }
    m->ok = rc == MLSYS_OK;
    *pt = m;
    return rc;
}

/* The model's results for the point set up in *m, through
 * mlsys_infer_eval_batch with the last point's prefill times when it is of
 * the same inputs but the batch (set-up was reused); kept for the next. */
static int evaluate(struct infer_memo *m, struct mlsys_infer_out *o, struct mlsys_err *err)
{
    int rc = mlsys_infer_eval_batch(&m->in, &m->pre, o, err);
    if (rc)
        m->pre = MLSYS_INFER_PREFILL_UNKNOWN;
    return rc;
}

static int eval(const struct mlsys_call *call, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct infer_memo local;
    struct infer_memo *pt;
    struct mlsys_infer_out o;
    struct mlsys_notes notes;
    mlsys_notes_init(&notes);
    struct mlsys_notes *nt = call->quiet ? NULL : &notes;
    int rc = setup(call, &local, &pt, nt, err);
    const struct mlsys_infer_in *in = &pt->in;
    if (!rc && (rc = evaluate(pt, &o, err)) && rc != MLSYS_ENUMERIC && rc != MLSYS_ENOMEM) {
        mlsys_err_where(err, "%s", in->lay.tp > 1 ? "--tp" : "--pp"); /* the layout */
        rc = MLSYS_EUSAGE;
    }
    rc = mlsys_dev_overflow(call, rc, err);
    double power_W = NAN;
    if (!rc)
        rc = serving_power(call, in, &o, &power_W, err);
    char why[160];
    /* quiet (nt NULL: a sweep's later rows) formats no note text at all */
    if (!rc && !o.fits && nt &&
        mlsys_dev_weights_exceed(o.weights_B, in->dev.capacity_B, in->mem_util, why, sizeof why))
        mlsys_notes_add(nt, "%s, so every figure is as if memory were unlimited: "
                            MLSYS_DEV_WEIGHTS_REMEDY, why);
    else if (!rc && !o.fits)
        mlsys_notes_add(nt, "B = %.0f sequences do not fit: the KV cache holds %.0f at %.0f "
                            "tokens each (--mem-util %g)%s",
                        in->batch, o.batch_max, in->prompt + in->output, in->mem_util,
                        o.batch_max >= 1 ? "; tokens_per_s_static runs the static batch in "
                                           "waves of that many, one after another"
                                         : "; every figure is as if memory were unlimited");
    if (!rc && !o.fits && o.batch_max >= 1 && in->eng.pauses_when_full)
        mlsys_notes_add(nt, "continuous batching of B = %.0f: the paged cache pauses the newest "
                            "sequence when a page runs out and prefills it again when "
                            "readmitted (TensorRT-LLM's max_utilization, vLLM's recompute), "
                            "so it holds %.0f on average and pauses a request %.2f times: "
                            "tokens_per_s and TPOT (batch_held, pauses_per_request)",
                        in->batch, o.batch_held, o.pauses_per_request);
    int nrc = mlsys_dev_notes(call, &notes, sink, err);
    mlsys_notes_free(&notes);
    if (rc || (rc = nrc))
        return rc;
    const struct mlsys_val *v = mlsys_call_block(call, &own);
    double price = v[O_PRICE].set ? v[O_PRICE].q.v : NAN; /* USD per device-second */
    struct mlsys_cell c[C_N];
    cells(&pt->r, in, &pt->s, &o, power_W, price, c);
    return sink->row(sink, c, err);
}

const struct mlsys_cmddef mlsys_cmd_infer = {
    .name = "infer",
    .summary = "LLM serving: TTFT, TPOT, tokens/s and KV-cache capacity of a deployment",
    .description =
        "A decoder served on t x p devices (--tp splits weights and KV cache, --pp the\n"
        "layers; --ep e puts E/e routed experts of a mixture on each of e devices a stage,\n"
        "attention in e/t data-parallel groups, with a dispatch and a combine all-to-all\n"
        "per MoE layer, T_a2a, timed on the busiest device under random routing;\n"
        "--redundant-experts r copies experts\n"
        "so that e divides E + r). A decode step of B sequences at the\n"
        "mean context streams the weights (W/t at BW eta_mem; MoE: the experts the B tokens\n"
        "touch), reads the KV cache, runs 2 B P_active FLOPs at R_peak eta_mm, all-reduces\n"
        "twice per layer over the link between the devices, and pays the engine's fixed\n"
        "time; the terms add. TTFT is the prefill of one prompt (compute-bound GEMMs,\n"
        "causal attention); TPOT at B adds the prefill of the new prompts that continuous\n"
        "batching folds into the steps (B/output of them per step, their tokens packed with\n"
        "the decode tokens: T_prefill_token a token, its FLOPs at the GEMM rate; none\n"
        "with --disaggregated yes, the prompts prefilled elsewhere): tokens_per_s pays\n"
        "them all, a sequence's TPOT the other B - 1's (its own prompt is its TTFT). Over p\n"
        "stages the B sequences run as m microbatches in flight (--microbatches, default\n"
        "min(p, B)): a token every max(pass, m T_stage), T_stage the\n"
        "busiest stage's time for one microbatch. batch_max is how many sequences of prompt\n"
        "+ output tokens the KV cache holds in pages of --kv-block tokens beside the\n"
        "weights, in --mem-util of memory; a larger B runs as a paged cache that pauses\n"
        "the newest sequence when a page runs out and prefills it again when readmitted\n"
        "(TensorRT-LLM's max_utilization, vLLM's recompute): batch_held,\n"
        "pauses_per_request. docs/inference.md gives every term and its\n"
        "source; docs/validation.md compares it with llama.cpp, TensorRT-LLM and MLPerf\n"
        "measurements. For queues under an arrival rate and replicas for an SLO: mlsys\n"
        "serving --hw --workload.",
    .blocks = MLSYS_BLOCKS(&mlsys_blk_machine, &mlsys_blk_node, &mlsys_blk_shape, &own,
                           &mlsys_blk_deploy, &mlsys_blk_link),
    .cols = cols,
    .ncols = C_N,
    .examples = examples,
    .eval = eval,
};
