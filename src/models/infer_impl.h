/* infer_impl.h - the pieces of the serving model (infer.h) its files
 * share: the routed experts of a mixture of experts and their expert
 * parallelism (infer_moe.c), and the pipeline schedule of microbatches
 * (infer_pp.c). Internal: not part of the public API.
 */
#ifndef MLSYS_INFER_IMPL_H
#define MLSYS_INFER_IMPL_H

#include "mlsys/gemm.h"
#include "mlsys/infer.h"

/* The KV heads each of t devices holds: H_KV/t, or one copy each where t
 * exceeds H_KV (MLSYS_KV_REPLICATE). */
double mlsys_infer_kv_heads_dev(const struct mlsys_arch *a, double tp);

/* Data-parallel attention groups of a stage: e/t with expert parallelism
 * (each group of t devices serves its own sequences), else 1. */
double mlsys_infer_groups(const struct mlsys_layout *l);

/* Parameters of the routed experts of every MoE layer, (N_L - dense
 * layers) E (2 or 3) d F; 0 for a dense model or an incomplete shape. */
double mlsys_infer_routed_params(const struct mlsys_arch *a);

/* Tensor-parallel all-reduces a layer's forward pass makes: the
 * architecture's (mlsys_arch_tp_allreduces: 2, 1 for a parallel block),
 * or 2 on an engine that all-reduces each branch (eng.reduce_per_branch). */
double mlsys_infer_allreduces_per_layer(const struct mlsys_infer_in *in);

/* The collectives of a step moving M bytes of activations per layer. A
 * replica within a node uses the scale-up link; across nodes the t ranks'
 * all-reduce runs over the scale-out link when t exceeds a node (a ring,
 * one port per device), and of the p - 1 stage hand-offs those at a node's
 * edge cross it (every one when t fills a node). *hops_s and *hop_max_s
 * (when hops_s is not NULL): the p - 1 hand-offs together and the slowest
 * one (0 for p = 1). */
double mlsys_infer_comm_s(const struct mlsys_infer_in *in, double M, double *hops_s,
                          double *hop_max_s);

/* The time `tokens` of a forward pass take through a mixture's routing
 * beyond its kernels (eng.moe_token_s each), shared by the devices that hold
 * the experts (t, or e with expert parallelism); 0 for a dense model or an
 * engine without the term. */
double mlsys_infer_moe_token_s(const struct mlsys_infer_in *in, double tokens);

/* Bytes per weight of the routed experts: in->s_exp_B when given (their own
 * storage), else in->s_w_B. */
double mlsys_infer_expert_B(const struct mlsys_infer_in *in);

/* The FFN of one layer on one device for `tokens` tokens of the stage:
 * a dense model's FFN, split over t; a mixture's routed experts, of which
 * the device holds E (split over t) or, with e > 1, E/e whole. The held
 * experts the tokens touch, held (1 - (1 - k/E)^tokens) on average, run as
 * one grouped GEMM on tokens k / e rows between them on average; with e > 1
 * the busiest device's experts and rows under random routing (the mean
 * plus z_e binomial deviations), reading s_read_B bytes a weight (the
 * experts' width, or 2 where the weights are dequantized for cuBLAS first).
 * Returns seconds; *flop and *weight_B that GEMM's FLOPs and the weight
 * bytes stored (at mlsys_infer_expert_B), the busiest device's with e > 1. */
double mlsys_infer_routed_s(const struct mlsys_infer_in *in, const struct mlsys_gemm_dev *g,
                            double tokens, double s_read_B, double *flop, double *weight_B);

/* The token dispatch and combine of every MoE layer when each device
 * sends `rows` tokens' hidden vectors to k experts each (GShard;
 * DeepSpeed-MoE): the dispatch at in->s_dispatch_B (0: s_act) and the
 * combine at s_act, every message posted at once (comm.h's direct
 * all-to-all, DeepEP's kernels) over the link inside a node, or over the
 * scale-out link when e exceeds a node. A prefill (`prefill`, DeepEP's
 * normal kernels) then sends each token over the fabric once per remote
 * node holding some of its experts and fans it out over the node's link;
 * a decode step (its low-latency kernels) sends every copy over the
 * fabric. 0 without expert parallelism. Seconds, latency through all
 * stages. */
double mlsys_infer_a2a_s(const struct mlsys_infer_in *in, double rows, bool prefill);

/* One decode pass of a microbatch through all p stages, split by where
 * its time is spent (seconds). */
struct mlsys_infer_pass {
    double pass_s;    /* through every stage: the sum of the step's terms      */
    double head_s;    /* of which the output layer's GEMM (on the last stage) */
    double tail_s;    /* sampling and the host time per step (the last stage) */
    double hops_s;    /* the p - 1 stage hand-offs                             */
    double hop_max_s; /* the slowest one of them (0 for p = 1)                 */
};

/* The GEMMs of every layer and the output layer for `rows` tokens of a
 * device's attention group (each matrix a roofline: weights s_w,
 * activations s_act), on one device of t, all stages one after another;
 * `head_rows` tokens go through the output layer. The FFN (a dense one,
 * or a mixture's routed experts) sees the stage's `tokens`
 * (mlsys_infer_routed_s; = rows but with expert parallelism). Returns
 * seconds; *flop the FLOPs, *weight_B the weight bytes streamed, *head_s
 * the output layer's part of the seconds. */
double mlsys_infer_gemms(const struct mlsys_infer_in *in, double rows, double head_rows,
                         double tokens, double *flop, double *weight_B, double *head_s);

/* The element-wise kernels of a pass over `rows` tokens of an attention
 * group (`tokens` of all groups reach the experts): per layer two RMSNorms
 * (read h, write h) and two residual adds (read 2h, write h) on the whole
 * hidden state every device of the group holds, 10 h elements a token, and
 * the FFN's activation on this device's share of the FFN, SwiGLU reading
 * its 2 inputs and writing 1 (3 per element of width; GELU 2): F/t a token
 * on dense layers and shared experts, k F/e (or /t without expert
 * parallelism) on routed ones. Each element moves eltwise_B bytes at BW
 * eta_mem (docs/inference.md, "Decode step"). 0 for an engine without the
 * term. */
double mlsys_infer_eltwise_s(const struct mlsys_infer_in *in, double rows, double tokens);

/* The parts of a prefill of n prompts, q new tokens each after c cached
 * (tokens = n q on the device's attention group, the busiest), besides the
 * GEMMs: attention, the KV written, the collectives, and the
 * all-to-alls in which each device of the group sends its own 1/t of the
 * group's tokens to their experts (all groups send at once). `marginal`:
 * only what the tokens add to a decode step that already pays the
 * collectives' latencies: attention, the KV written and the all-to-alls'
 * bytes; not the all-reduces, whose bytes are priced at the step's whole
 * message by the caller (infer.c, chunk_allreduce_s). */
double mlsys_infer_rest_s(const struct mlsys_infer_in *in, double n, double q, double c,
                          bool marginal);

/* A prefill of n prompts of S tokens (latency through all stages): the
 * GEMMs of n S tokens (the output layer only for each prompt's last
 * token) and the rest (mlsys_infer_rest_s of whole prompts); without the
 * engine's fixed overheads. With expert parallelism the busiest attention group
 * takes ceil(n/(e/t)) of the prompts, the experts all n S tokens. */
double mlsys_infer_prefill_s(const struct mlsys_infer_in *in, double n_all, double S);

/* A prefill of n prompts of S tokens as the engine runs it (without the
 * fixed costs). An engine computing prompts in pieces of u tokens
 * (llama.cpp's n_ubatch) runs the k = ceil(n S/u) pieces one after
 * another, each with GEMMs of its own rows (quantized weights dequantized
 * anew for each), element-wise kernels and collectives, its queries
 * attending to the keys of the pieces before it and its own; the prompts'
 * tokens spread evenly over the pieces, the output layer in the last.
 * Over p > 1 stages the pieces are pipelined (mlsys_infer_pieces_s).
 * Otherwise, or in one piece, or with expert-parallel groups:
 * mlsys_infer_prefill_s. */
double mlsys_infer_prefill_run(const struct mlsys_infer_in *in, double n, double S);

/* mlsys_infer_eval's checks of speculative decoding: MLSYS_ERANGE naming
 * the rule for spec_tokens not a whole number from 0 to
 * MLSYS_INFER_SPEC_MAX, or with k > 0 spec_accept outside [0, 1] or p > 1
 * stages; MLSYS_OK otherwise. */
int mlsys_infer_spec_check(const struct mlsys_infer_in *in, struct mlsys_err *err);

/* Speculative decoding (in->spec_tokens k > 0, p = 1: mlsys_infer_eval
 * refuses it over stages): o and x hold the model's pass verifying k + 1
 * tokens of each of B sequences, one and x_one its pass of one token a
 * sequence. Adds the draft head's k passes, one after another, each a
 * layer of the model's shape at B rows (the mean layer of the one-token
 * pass: its GEMMs but the output layer, element-wise kernels, KV read,
 * collectives and time per routed token, over L) with one layer's
 * launches, the output layer and sampling; then divides every term by the
 * N = mlsys_infer_spec_tokens_per_step tokens the iteration yields a
 * sequence, so o's terms are per output token and still sum to t_pass_s
 * (t_draft_s among them), and sets o->spec_per_step to N. */
void mlsys_infer_spec_step(const struct mlsys_infer_in *in, const struct mlsys_infer_out *one,
                           const struct mlsys_infer_pass *x_one, struct mlsys_infer_out *o,
                           struct mlsys_infer_pass *x);

/* The layers of each of the p = lay.pp stages (p <= MLSYS_INFER_QUEUE_MAX_STAGES)
 * into layers[0..p-1]: layer l of L on stage floor(p l/(L + 1)) with
 * llama.cpp's split (eng.split_output_slot: the output layer takes the last
 * of L + 1 slots), else floor(p l/L). */
void mlsys_infer_split_layers(const struct mlsys_infer_in *in, double *layers);

/* A prompt computed in n pieces (eng.ubatch_tokens) through p stages, the
 * pieces following one another (llama.cpp's pipeline parallelism), given
 * before_s, the time of all pieces but the last through every stage one
 * after another, last_s, the last piece's (with the output layer), and
 * most_s, the longest of the pieces before it (the one attending to the
 * most keys, the last of them). Seconds.
 *
 * A last piece shorter than most_s (a prompt a few tokens past a multiple
 * of the piece) does not drain the pipeline by itself: the time is the n - 1
 * pieces up to the longest (a prompt of their own) plus last_s/most_s of
 * what a last piece as long as most_s would add to them. Without the
 * queues that is max(L_s/L, 1/c) last_s, the proportionate flow shop's
 * makespan (pieces taking the same share on every stage: that share of
 * every piece plus the rest of the longest). So a longer prompt never
 * takes less time.
 *
 * With eng.launch_queue Q > 0 (llama.cpp on CUDA, p <= 16) the host and
 * the stages' launch queues are simulated: the host queues each piece on
 * each stage in turn, layer by layer (eng.layer_launches kernels a layer),
 * after waiting for the piece c = eng.ubatch_inflight before to leave that
 * stage (the scheduler's c copies of the stage's inputs), and a launch
 * waits while Q kernels are pending on its stage; a stage runs a layer once
 * it is free, the piece has left the stage before and the host has queued
 * the layer. The layers' kernels are of equal length, the pieces before the
 * last of equal time. A stage whose piece launches more than Q kernels
 * keeps the host behind it, the stages after it waiting.
 *
 * Otherwise the pieces before the last leave at the pace of the busiest
 * stage, or of c pieces in flight a pass (none when c = 0), whichever is
 * slower, and the last then goes through every stage:
 * max(L_s/L, 1/c) before_s + last_s. */
double mlsys_infer_pieces_s(const struct mlsys_infer_in *in, double n, double before_s,
                            double last_s, double most_s);

/* llama.cpp on CUDA (May 2024 builds): the kernels one layer launches for
 * a product of `rows` tokens, counted from its code (infer_pp.c says which),
 * and those of a whole decode pass of `rows` sequences (every layer's, the
 * output's norm and product). */
double mlsys_infer_llamacpp_layer_launches(const struct mlsys_infer_in *in, double rows);
double mlsys_infer_llamacpp_launches(const struct mlsys_infer_in *in, double rows);

/* The busiest stage's time for one microbatch: the share L_s/L of the
 * pass's layer work (L_s = mlsys_infer_stage_layers, the busiest stage's
 * layers; the layer work is the pass less head, tail and hand-offs), plus
 * the larger of an inner stage's slowest hand-off and the last stage's
 * output layer, sampling and host time (either may hold L_s layers: an
 * upper bound). Equals x->pass_s for p = 1. */
double mlsys_infer_stage_s(const struct mlsys_infer_in *in, const struct mlsys_infer_pass *x);

/* The cycle of m microbatches through p stages: the time between two
 * tokens of one sequence when each microbatch re-enters the first stage
 * as soon as its token is sampled, with `extra_s` (a microbatch's share of
 * prefill chunks) added to its pass and the share L_s/L of it to its
 * stage time: max(pass + extra, m (stage + L_s/L extra)); pass + extra for
 * m = 1. */
double mlsys_infer_cycle_s(const struct mlsys_infer_in *in, double m, double pass_s,
                           double stage_s, double extra_s);

/* The times that do not depend on the batch; NaN: not known. */
struct mlsys_infer_prefill {
    double one_s;   /* one prompt's prefill without the fixed costs (t_prefill_s) */
    double token_s; /* a prompt token packed into a decode step (t_prefill_token_s) */
    double wave_s;  /* a static batch of batch_max sequences, prefill to last
                       token: each full wave of a static batch above it      */
    /* the over-full cache's steady state when B is at least the prompts the
       cache holds, which B then never bounds (infer_oversub.c): its
       tokens_per_s, batch_held and pauses_per_request */
    double full_rate, full_held, full_pauses;
};
#define MLSYS_INFER_PREFILL_UNKNOWN                                                               \
    ((struct mlsys_infer_prefill){NAN, NAN, NAN, NAN, NAN, NAN})

/* mlsys_infer_eval given pre, the times of earlier evaluations of the same
 * inputs but the batch: they do not depend on the batch, so they are taken
 * rather than computed again, and the outputs are those of mlsys_infer_eval
 * bit for bit. A time that is NaN, or every time when pre is NULL, is
 * computed (mlsys_infer_eval) and, on success, written into *pre for the
 * next point (wave_s only when a wave was needed, the full_ figures only
 * when such a batch was). A sweep over the batch saves about a tenth of
 * each point's time, past batch_max the full wave's prefill and steps, and
 * past the prompts the cache holds the simulation of its pauses. */
int mlsys_infer_eval_batch(const struct mlsys_infer_in *in, struct mlsys_infer_prefill *pre,
                           struct mlsys_infer_out *o, struct mlsys_err *err);

/* Continuous batching of up to `batch` sequences over a paged KV cache of
 * `pages` pages of page_tokens tokens that cannot hold them all at full
 * length (infer_oversub.c): the steady state of a scheduler that pauses
 * the newest sequence when a growing one finds no free page and prefills
 * its context again when it is readmitted (the paused first, the last
 * paused first; then fresh requests of `prompt` tokens while pages are
 * free). A sequence holds mlsys_infer_seq_pages of its cached tokens
 * (windowed layers stop growing at their window). The output lengths have
 * mean `output` and coefficient of
 * variation output_cv (gamma; 0: all equal). A step of n sequences takes
 * T_step(n), linear between the grid_k points (grid_n ascending, from 1,
 * grid_t_s), plus t_prefill_token_s for each prompt token prefilled in it.
 * A long output is run in steps of k tokens (life_steps), so that the work
 * is bounded by about 9 life_steps steps whatever the lengths; the rates,
 * sequences held and pauses are those of the unscaled scheduler up to the
 * k-token granularity (tests/unit/test_infer.c compares them).
 * Deterministic. Errors: MLSYS_ENOMEM; MLSYS_ENUMERIC when no sequence
 * finishes. */
struct mlsys_infer_oversub_in {
    double prompt, output, output_cv;
    double batch;             /* B: most sequences admitted at once            */
    double pages;             /* the cache's pages (all groups)                */
    double page_tokens;       /* tokens per page                               */
    double window;            /* W: tokens a windowed layer caches at most     */
    double window_share;      /* the share of the layers windowed (0: none)    */
    double t_prefill_token_s; /* a prompt token prefilled in a step            */
    const double *grid_n, *grid_t_s;
    int grid_k;
    double life_steps;        /* outputs longer than this many tokens are run in
                                 steps of k = floor(output / life_steps) tokens
                                 (every length, the page and the window over k);
                                 0: MLSYS_INFER_OVERSUB_LIFE, INFINITY: never */
};
#define MLSYS_INFER_OVERSUB_LIFE 1024
struct mlsys_infer_oversub_out {
    double tokens_per_s;     /* output tokens per second                         */
    double held;             /* sequences decoding, time-averaged                */
    double pauses;           /* pauses per finished request                      */
    double reprefill_tokens; /* tokens prefilled again per finished request      */
};
int mlsys_infer_oversub(const struct mlsys_infer_oversub_in *in,
                        struct mlsys_infer_oversub_out *out, struct mlsys_err *err);

/* The pages, of page_tokens tokens of every layer's KV, that a sequence of
 * `tokens` cached tokens holds: its unwindowed layers' share (1 - share)
 * of ceil(tokens / page_tokens), and its windowed layers' share of the
 * pages of min(tokens, window) (share 0: no windowed layers). Pure. */
double mlsys_infer_seq_pages(double page_tokens, double window, double share, double tokens);

#endif
