/* serving.h - request queues of a serving system: Little's law, batched
 * service rate, the M/M/c, M/D/c and M/G/c queues (Erlang C and the
 * Allen–Cunneen approximation), latency percentiles and the SLO search
 * (docs/notation.md section 11, docs/serving.md).
 *
 * Rates in 1/s (requests per second), times in s, counts plain numbers.
 * The three queues differ only in the service time's coefficient of
 * variation cv_s (standard deviation over mean): M/D/c is cv_s = 0, M/M/c
 * cv_s = 1, M/G/c any cv_s in [0, MLSYS_SERVING_MAX_CV]. Every function here
 * takes cv_s; mlsys_serving_queue_cv names the queue's.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe. Callbacks
 * (mlsys_serving_fig_fn) run on the calling thread, before the function
 * returns. mlsys_serving_time_quantile, mlsys_serving_eval and
 * mlsys_serving_slo use GSL (through the numerics layer): call mlsys_init
 * (init.h) once first, or a numerical failure aborts the process.
 *
 * Enum values are fixed: each is written out, a new one is only ever
 * appended, and none is renumbered or reused (docs/api.md).
 */
#ifndef MLSYS_SERVING_H
#define MLSYS_SERVING_H

#include <stdbool.h>

#include "mlsys/err.h"
#include "mlsys/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Most replicas the queue model takes (Erlang C costs O(c)). */
#define MLSYS_SERVING_MAX_REPLICAS 1000000.0
/* Most replicas the SLO search tries. */
#define MLSYS_SERVING_SLO_MAX_REPLICAS 10000.0
/* Most batch sizes the SLO search tries (batch_max - batch_min + 1), each
 * a whole number a double holds exactly: a larger range is refused, not
 * searched for hours. */
#define MLSYS_SERVING_SLO_MAX_BATCHES 1000000.0
/* Largest batch the SLO search takes: 2^53, above which B - 1 == B. */
#define MLSYS_SERVING_SLO_MAX_BATCH 9007199254740992.0
/* Largest service-time coefficient of variation taken: two-moment
 * approximations say little about tails heavier than this. */
#define MLSYS_SERVING_MAX_CV 10.0
/* Strata of a varying output length over which the continuous-batching
 * queue mixes the time in system's percentiles (mlsys_serving_cb_eval). */
#define MLSYS_SERVING_OUTPUT_STRATA 26
/* Most decode steps per scheduling iteration (scheduler_steps). */
#define MLSYS_SERVING_MAX_STEPS 64.0

/* The queue models, in the order of MLSYS_SERVING_QUEUE_CHOICES. */
enum mlsys_serving_queue {
    MLSYS_SERVING_MGC = 0, /* general service, cv_s given (Allen–Cunneen)   */
    MLSYS_SERVING_MDC = 1, /* deterministic service, cv_s = 0               */
    MLSYS_SERVING_MMC = 2  /* exponential service, cv_s = 1 (exact Erlang C) */
};
#define MLSYS_SERVING_QUEUE_CHOICES "mgc|mdc|mmc"

/* cv_s of queue q: cv for M/G/c, 0 for M/D/c, 1 for M/M/c. */
MLSYS_API double mlsys_serving_queue_cv(enum mlsys_serving_queue q, double cv);

/* Little's law: Q_req = λ_arr · T_lat (requests in the system; λ_arr in
 * 1/s, T_lat in s). Source: J.D.C. Little, Operations Research 9(3), 1961. */
MLSYS_API double mlsys_serving_little(double lambda_arr, double t_lat_s);

/* Erlang C: the probability that an arrival waits, for c servers (a whole
 * number, 1..MLSYS_SERVING_MAX_REPLICAS) and offered load a = λ/μ >= 0
 * (Erlangs). Computed without factorials through the Erlang B recursion
 *   B(0) = 1,  B(k) = a·B(k−1) / (k + a·B(k−1)),  C = B(c) / (1 − ρ·(1 − B(c)))
 * with ρ = a/c; every B(k) lies in [0, 1], so nothing overflows for any c.
 * C = 1 when a >= c (the queue grows without bound). Source: the M/M/m
 * queue of L. Kleinrock, Queueing Systems, Vol. I (1975); the Erlang B
 * recursion is the standard stable way to evaluate it. MLSYS_ERANGE for c
 * or a out of range. */
MLSYS_API int mlsys_serving_erlang_c(double c, double a, double *p_wait, struct mlsys_err *err);

/* The wait in the queue of c servers of rate μ each (1/s) fed at λ < c·μ. */
struct mlsys_serving_wait_out {
    double p_wait; /* P(W > 0): Erlang C(c, λ/μ)                              */
    double theta;  /* the rate of W given W > 0, 1/s: W | W > 0 ~ Exp(θ)     */
    double w_q_s;  /* E[W] = P_wait/θ, s                                      */
};

/* The wait W of the M/G/c queue by the Allen–Cunneen approximation with
 * Poisson arrivals (cv_a = 1) and service-time coefficient of variation
 * cv_s:
 *   P_wait = Erlang C(c, λ/μ)
 *   W_q    = P_wait/(c·μ − λ) · (1 + cv_s²)/2
 * and, for percentiles, W = 0 with probability 1 − P_wait, else Exp(θ)
 * with θ = (c·μ − λ) · 2/(1 + cv_s²), so that E[W] = P_wait/θ = W_q: the
 * M/M/c wait (exact at cv_s = 1) with its scale stretched by the
 * Kingman/Allen–Cunneen factor (1 + cv_s²)/2.
 *   cv_s = 1: M/M/c, exact (Kleinrock 1975).
 *   cv_s = 0: M/D/c, W_q = ½·W_q(M/M/c); exact for c = 1, where it is the
 *             Pollaczek–Khinchine mean ρ/(2μ(1 − ρ)); for c > 1 it is low by
 *             2–7 % at ρ >= 0.8 and up to 25 % at ρ = 0.5, where waits are
 *             short (against Crommelin's exact M/D/c, docs/serving.md).
 *   c = 1:    exact for the mean of M/G/1 (Pollaczek–Khinchine).
 * Sources: A.O. Allen, Probability, Statistics, and Queueing Theory (2nd
 * ed., 1990); W.J. Hopp and M.L. Spearman, Factory Physics (2nd ed., 2001),
 * ch. 8 (the "VUT" equation); J.F.C. Kingman (1961). The exponential tail is
 * exact for M/M/c and a stated approximation otherwise. λ > 0, μ > 0,
 * λ < c·μ, cv_s in [0, MLSYS_SERVING_MAX_CV], else MLSYS_ERANGE. */
MLSYS_API int mlsys_serving_wait(double c, double lambda, double mu, double cv_s,
                                 struct mlsys_serving_wait_out *out, struct mlsys_err *err);

/* P(T > t) for T = W + S with W = 0 with probability p_wait, else Exp(θ),
 * and S ~ Exp(ν) independent of W (rates in 1/s):
 *   P(T > t) = (1 − C)·e^(−νt) + C·[θ·e^(−νt) − ν·e^(−θt)]/(θ − ν),
 * and (1 + θt)·e^(−θt) for the bracket when θ = ν; evaluated through
 * expm1 so that θ close to ν loses no precision. The M/M/c sojourn time
 * (θ = c·μ − λ, ν = μ); the building block of mlsys_serving_time_sf. t in s. */
MLSYS_API double mlsys_serving_sojourn_sf(double p_wait, double theta, double nu, double t_s);

/* The time T = W + S of a request in the system: the wait W of
 * struct mlsys_serving_wait_out (p_wait, θ) and a service time S of mean svc_s
 * and coefficient of variation cv, independent of W. S is the standard
 * two-moment fit (H.C. Tijms, A First Course in Stochastic Models, Wiley
 * 2003, appendix B):
 *   cv = 0:      S = svc_s exactly (deterministic);
 *   0 < cv <= 1: S = (1 − cv)·svc_s + Exp(mean cv·svc_s), a shifted
 *                exponential (cv = 1: exponential, the M/M/c sojourn time);
 *   cv > 1:      hyperexponential with balanced means: Exp(ν₁) with
 *                probability p₁ = ½(1 + √((cv² − 1)/(cv² + 1))), else Exp(ν₂),
 *                ν₁ = 2p₁/svc_s, ν₂ = 2(1 − p₁)/svc_s.
 * Each branch of S is an exponential (or a shift) added to W, so
 * P(T > t) is a weighted mlsys_serving_sojourn_sf. */
struct mlsys_serving_dist {
    double p_wait; /* P(W > 0), in [0, 1]                  */
    double theta;  /* rate of W given W > 0, 1/s, > 0      */
    double svc_s;  /* E[S], s, > 0                         */
    double cv;     /* cv of S, in [0, MLSYS_SERVING_MAX_CV]   */
};

/* P(T > t) for the time in system d (t in s). */
MLSYS_API double mlsys_serving_time_sf(const struct mlsys_serving_dist *d, double t_s);

/* The p-quantile (0 < p < 1) of the time in system d, *t_s in s: in closed
 * form at cv = 0 (svc_s, plus ln(P_wait/(1 − p))/θ when P_wait > 1 − p),
 * else solving P(T > t) = 1 − p with GSL's Brent root finder. MLSYS_ERANGE
 * for p or d out of range, MLSYS_ENUMERIC if the solver fails. */
MLSYS_API int mlsys_serving_time_quantile(const struct mlsys_serving_dist *d, double p, double *t_s,
                                          struct mlsys_err *err);

struct mlsys_serving_in {
    double lambda_arr; /* arrival rate, 1/s, > 0                          */
    double t_svc_s;    /* T_svc(B): time to serve one batch, s, > 0        */
    double batch;      /* B requests per batch, a whole number >= 1         */
    double replicas;   /* c servers, a whole number 1..MLSYS_SERVING_MAX_REPLICAS */
    double svc_cv;     /* cv_s of T_svc: 0 M/D/c, 1 M/M/c                    */
    double ttft_s;     /* TTFT(B): time from the start of a batch to its first
                          token, s, in (0, T_svc]; 0: none                   */
};

struct mlsys_serving_out {
    double mu_eff;     /* B/T_svc(B), 1/s, per replica                        */
    double rho_serv;   /* λ_arr/(c·μ_eff)                                      */
    bool stable;       /* ρ_serv < 1; otherwise every figure below is NaN      */
    double p_wait;     /* Erlang C(c, λ_arr/μ_eff)                             */
    double w_q_s;      /* mean wait, Allen–Cunneen, s                          */
    double t_lat_s;    /* W_q + T_svc, s                                       */
    double q_req;      /* λ_arr·T_lat (Little)                                 */
    double t_p50_s;    /* median time in system, s                             */
    double t_p99_s;    /* 99th percentile of time in system, s                 */
    double ttft_s;     /* W_q + TTFT(B): mean time to the first token, s (NaN: none) */
    double ttft_p99_s; /* its 99th percentile, s (NaN: none)                   */
};

/* The queue of a batched server: each of c replicas serves batches of B
 * requests in T_svc(B), so it completes μ_eff = B/T_svc(B) requests per
 * second; the queue is that of c servers of rate μ_eff
 * (mlsys_serving_wait, cv_s = in->svc_cv), ρ_serv = λ_arr/(c·μ_eff),
 * T_lat = W_q + T_svc, Q_req = λ_arr·T_lat, and the percentiles of the time
 * in system T = W + S with S of mean T_svc and cv_s (struct
 * mlsys_serving_dist). With ttft_s, the time to the first token is W + S·TTFT/
 * T_svc: the prefill taken to vary as the whole service does. For B = 1
 * and cv_s = 1 it is the textbook M/M/c. Source: docs/notation.md section
 * 11. Not stable (ρ_serv >= 1) is a result, not an error. MLSYS_ERANGE for
 * inputs out of range, MLSYS_ENUMERIC if a percentile cannot be solved. */
MLSYS_API int mlsys_serving_eval(const struct mlsys_serving_in *in, struct mlsys_serving_out *out,
                                 struct mlsys_err *err);

/* Which figure of a request's time per output token a TPOT target holds
 * (continuous batching; a static batch's TPOT is one decode step, every
 * figure alike). Append-only. */
enum mlsys_serving_tpot_at {
    MLSYS_SERVING_TPOT_P99 = 0, /* the 99th percentile over requests (default) */
    MLSYS_SERVING_TPOT_P90 = 1, /* the 90th percentile                           */
    MLSYS_SERVING_TPOT_P50 = 2, /* the median                                    */
    MLSYS_SERVING_TPOT_MEAN = 3 /* the mean, the figure of mlsys infer's curve   */
};
#define MLSYS_SERVING_TPOT_AT_CHOICES "p99|p90|p50|mean"

/* Latency targets; 0: no target on that figure. */
struct mlsys_serving_targets {
    double p99_s;      /* on T_p99, the end-to-end time in system   */
    double ttft_p99_s; /* on the 99th percentile of TTFT             */
    double tpot_s;     /* on TPOT, the time per output token          */
    enum mlsys_serving_tpot_at tpot_at; /* appended in 0.1: which TPOT figure
                                           tpot_s holds (0: the 99th percentile;
                                           a value outside the enum reads as 0) */
};

/* Whether a stable queue o, with time per output token tpot_s (0: none),
 * meets every target of slo. A target on a figure that is absent (NaN or
 * 0) is not met. */
MLSYS_API bool mlsys_serving_meets(const struct mlsys_serving_targets *slo,
                                   const struct mlsys_serving_out *o, double tpot_s);

/* What a service model gives for a batch of B requests. */
struct mlsys_serving_fig {
    double t_svc_s; /* T_svc(B), s, > 0                                   */
    double ttft_s;  /* TTFT(B), s, in (0, T_svc]; 0: the model has none    */
    double tpot_s;  /* TPOT(B): one decode step, s; 0: the model has none  */
};

/* A service model: the figures for batch B (a whole number >= 1). */
typedef int (*mlsys_serving_fig_fn)(void *ctx, double batch, struct mlsys_serving_fig *fig,
                                 struct mlsys_err *err);

struct mlsys_serving_slo_in {
    double lambda_arr;         /* 1/s, > 0                                        */
    double svc_cv;             /* cv_s of the queue                               */
    mlsys_serving_fig_fn figures; /* the service model, with its ctx                 */
    void *ctx;
    double batch_min;          /* batches searched: whole numbers batch_min..batch_max */
    double batch_max;
    struct mlsys_serving_targets slo; /* at least one target                             */
};

struct mlsys_serving_slo_out {
    bool found;          /* some (B, c) with c <= MLSYS_SERVING_SLO_MAX_REPLICAS meets it */
    double replicas_min; /* the fewest replicas that meet the targets at some batch   */
    double batch_best;   /* the largest batch meeting them with replicas_min replicas */
    /* What is achievable, for when nothing is found: as replicas grow the wait
     * vanishes, so a figure can fall no lower than its service part alone.
     * The least of each over the batch range (NaN without that target):   */
    double floor_p99_s;      /* the 99th percentile of S                        */
    double floor_ttft_p99_s; /* the 99th percentile of TTFT(B) alone            */
    double floor_tpot_s;     /* TPOT(B)                                         */
    bool reachable; /* some batch meets every target with enough replicas; when
                       not found, more than MLSYS_SERVING_SLO_MAX_REPLICAS are needed */
};

/* Search the configurations meeting every target of in->slo: replicas_min
 * is the fewest replicas c for which some batch in the range meets them,
 * batch_best the largest such batch at c = replicas_min (the most
 * throughput per replica). Every figure falls as c grows (Erlang C falls
 * and θ rises), so each batch's fewest replicas is found by bisection. Not
 * found is a result (found false, with the floors). MLSYS_ERANGE for inputs
 * out of range or figures the service model gives out of range, and the
 * service model's errors. */
MLSYS_API int mlsys_serving_slo(const struct mlsys_serving_slo_in *in,
                                struct mlsys_serving_slo_out *out, struct mlsys_err *err);

/* ---- continuous batching (docs/serving.md, "Continuous batching") ---- */

/* T_step(n): one decode step of n sequences (n > 0, not necessarily whole:
 * a mean), s; the step model of one replica. */
typedef int (*mlsys_serving_step_fn)(void *ctx, double n, double *t_step_s, struct mlsys_err *err);

/* One replica of an iteration-level scheduler (Orca; vLLM, TensorRT-LLM):
 * at every iteration boundary waiting requests are admitted, first come
 * first served, while fewer than `slots` hold a KV cache; an iteration
 * decodes one token of every admitted request whose prompt is done and
 * prefills waiting prompt tokens in order, up to the token budget `chunk`
 * less the decode tokens (chunk 0: waiting prompts are prefilled in an
 * iteration of their own, before the decode step). An iteration lasts
 * T_step(decoding) + prompt tokens · τ_p. A request's first token comes at
 * the end of the iteration that prefills its last prompt token; the rest,
 * one per iteration. Requests are spread over the replicas at random, so
 * each sees Poisson arrivals at λ/c. */
struct mlsys_serving_cb_in {
    double lambda_arr;        /* arrival rate of the deployment, 1/s, > 0              */
    double replicas;          /* c, a whole number 1..MLSYS_SERVING_MAX_REPLICAS        */
    double prompt, output;    /* P and O tokens per request, whole numbers >= 1          */
    double slots;             /* N: most requests in flight per replica, whole >= 1      */
    double chunk;             /* C: tokens per iteration, > slots; 0: separate prefill    */
    double t_prefill_token_s; /* τ_p: prefill time per prompt token, s, > 0              */
    double t_prefill_fixed_s; /* fixed cost of a prefill iteration of its own (chunk 0),
                                 s, shared by the prompts it takes                       */
    mlsys_serving_step_fn step; /* T_step(n), with its ctx                              */
    void *ctx;
    double output_cv;         /* appended in 0.1: coefficient of variation of the output
                                 lengths, gamma-distributed of mean `output`, 0 (all
                                 equal) to MLSYS_SERVING_MAX_CV                          */
    double scheduler_steps;   /* appended in 0.1: K, decode steps per scheduling iteration
                                 (vLLM's multi-step scheduling, --num-scheduler-steps):
                                 requests are admitted and returned only between
                                 iterations of K steps; 0 or 1: every step; a whole
                                 number to MLSYS_SERVING_MAX_STEPS, above 1 only with
                                 chunk 0                                                 */
    double gather_s;          /* appended in 0.1: a front end gathers the deployment's
                                 arrivals for gather_s and hands each batch to the next
                                 replica in turn, which prefills it in one iteration
                                 (chunk 0 only); 0: each request straight to a replica  */
};

struct mlsys_serving_cb_out {
    double lambda_rep;   /* λ/c, 1/s                                                  */
    double mu_max;       /* max of n/(O·TPOT(n)) over n <= N: most requests/s a replica
                            completes (TPOT steps with the GEMM tiles: not always at N) */
    double rho_serv;     /* λ/(c·mu_max)                                               */
    bool stable;         /* rho_serv < 1 and the prompts fit the budget; else NaN below */
    double conc;         /* n: sequences decoding per replica, the mean (the fixed point) */
    double t_step_s;     /* T_step(n)                                                  */
    double tpot_s;       /* TPOT(n) = T_step(n) + (n/O)·c_p (c_p = P·τ_p, with chunk 0 plus
                            a share of the iteration's fixed cost): the mean iteration; with
                            K > 1, a request's mean, its tokens returned at its
                            iterations' ends (O_h for O, docs/serving.md)           */
    double p_wait;       /* Erlang C(N, a): the probability a request waits for a slot  */
    double w_q_s;        /* the mean wait for a slot (M/D/N, Allen–Cunneen)             */
    double ttft_s, ttft_p50_s, ttft_p90_s, ttft_p99_s; /* time to the first token      */
    double tpot_p50_s, tpot_p90_s, tpot_p99_s; /* a request's mean time between tokens  */
    double t_lat_s, t_p50_s, t_p90_s, t_p99_s; /* arrival to last token               */
    double q_req;        /* λ·T_lat (Little), the deployment's requests in flight       */
};

/* The continuous-batching queue of one replica, as a stated approximation
 * (each step is derived in docs/serving.md and checked against a
 * discrete-event simulation of the same scheduler, tests/des/):
 *   n     solves n = λ_r·O·TPOT(n), TPOT(n) = T_step(n) + (n/O)·P·τ_p
 *         (Little's law with a request holding its slot for O iterations;
 *         TPOT(n) is mlsys infer's continuous-batching TPOT at batch n);
 *         (the least root, scanned on 256 points then bisected);
 *         stable when λ_r < mu_max, λ_r·P·τ_p < 1 and, chunked, the prompt
 *         tokens per iteration λ_r·TPOT·P fit the budget C − n;
 *   slots M/G/N: P_wait = Erlang C(N, a), the wait exponential past it at
 *         θ = 2(N − a)/(H_N (1 + cv²)), H_N = O·TPOT(N) (mlsys_serving_wait,
 *         cv the output lengths'; 0: M/D/N), a the
 *         load whose Halfin–Whitt spare capacity (N − a)/√a is the
 *         concurrency's, (N − n)/√V, V the variance (at least n) of its
 *         stationary law, π(k) ∝ Π_{j<=k} λ_r/μ(j) with μ(k) = k/(O·TPOT(k))
 *         (the product form of its birth-death chain; a step that slows
 *         with n widens it);
 *   TTFT  = X + D(M): X the wait (with P_wait) or else, while the replica
 *         is busy (probability 1 − e^(−n)), the rest of the iteration under
 *         way, uniform on (0, TPOT + λ_r(P·τ_p)²) (length-biased);
 *         D(M) the prefill of the cohort admitted with it, M ~ Poisson(λ_r·
 *         TPOT) others: (M + 1)·P·τ_p + ceil((M + 1)·P/(C − n))·T_step(n)
 *         chunked, (M + 1)·P·τ_p + t_prefill_fixed separate; a prompt longer
 *         than C − n queues for the budget instead (an M/D/1 wait added to
 *         the rest of the iteration, the cohort the prompt alone);
 *   TPOT of a request = T_step(n) + P·τ_p·K/(O − 1), K ~ Poisson(λ_r·(O −
 *         1)·TPOT) prompts prefilled during its decode (NaN when O = 1);
 *   T     = X + D + (O − 1)·T_step(n) with the cohort and the prompts of its
 *         decode together, Poisson(λ_r·O·TPOT); with output_cv > 0 its
 *         percentiles mix MLSYS_SERVING_OUTPUT_STRATA strata of the gamma
 *         output length (finer in the tail), its mean is exact (linear in O);
 *         TTFT and a request's TPOT take the mean O.
 * The percentiles add the step's excursion at the same quantile: T_step at
 *         π's quantile for an iteration, and for a request's life at the
 *         quantile of the law it sees (k·π(k)/E[k]) drawn towards its mean
 *         by the share of variance its window keeps (docs/serving.md).
 * With K = scheduler_steps > 1 (chunk 0 only): decode iterations of K
 *         steps, requests admitted and returned between them; a request
 *         holds its slot O_h = 1 + ceil((O − 1)/K)·K steps (O + (K − 1)/2
 *         with varying lengths), O_h for O in n, mu_max and the slots; the
 *         rest of the iteration under way has decode iterations K·T_step
 *         long, the cohort Poisson(λ_r·K·TPOT); T adds (O_h − O)·T_step and
 *         TPOT is a request's (tokens returned at iterations' ends): with
 *         varying lengths its mean and percentiles over the lengths too.
 * Percentiles by bisection on the exact mixture. Not stable is a result.
 * MLSYS_ERANGE for inputs out of range, and the step model's errors. */
MLSYS_API int mlsys_serving_cb_eval(const struct mlsys_serving_cb_in *in,
                                    struct mlsys_serving_cb_out *out, struct mlsys_err *err);

/* Whether a stable continuous-batching row meets every target of slo (the
 * TPOT target on the figure slo->tpot_at names). */
MLSYS_API bool mlsys_serving_cb_meets(const struct mlsys_serving_targets *slo,
                                      const struct mlsys_serving_cb_out *o);

/* The figure of o that slo's TPOT target holds (slo->tpot_at: tpot_p99_s,
 * tpot_p90_s, tpot_p50_s or the mean tpot_s; a value outside the enum, as
 * 0, tpot_p99_s), and in *name its key ("TPOT_p99", ..., "TPOT") when name
 * is not NULL. Thread-safe. */
MLSYS_API double mlsys_serving_cb_tpot_figure(const struct mlsys_serving_targets *slo,
                                              const struct mlsys_serving_cb_out *o,
                                              const char **name);

/* *replicas: the fewest replicas, up to MLSYS_SERVING_SLO_MAX_REPLICAS,
 * with which in (its replicas ignored) meets every target of slo, by
 * bisection (every figure falls as replicas are added: the load per
 * replica falls), and *out its row; *found false when even that many do
 * not (*replicas and *out then undefined). */
MLSYS_API int mlsys_serving_cb_slo(const struct mlsys_serving_cb_in *in,
                                   const struct mlsys_serving_targets *slo, bool *found,
                                   double *replicas, struct mlsys_serving_cb_out *out,
                                   struct mlsys_err *err);

/* The vanishing load mlsys_serving_cb_max_load starts from: a billionth
 * of in->lambda_arr, or of what in->replicas carry at most
 * (replicas x at_arrival->mu_max, at_arrival the row of in) when that is
 * less, so that an --arrival far past the capacity still starts below it.
 * Thread safety: pure. */
MLSYS_API double mlsys_serving_cb_least_load(const struct mlsys_serving_cb_in *in,
                                            const struct mlsys_serving_cb_out *at_arrival);

/* *lambda: the highest arrival rate, up to in->lambda_arr, with which
 * in->replicas replicas meet every target of slo, by bisection on the
 * rate (every figure rises with the load), and *out its row; *found false
 * when not even a vanishing load (mlsys_serving_cb_least_load) meets
 * them. */
MLSYS_API int mlsys_serving_cb_max_load(const struct mlsys_serving_cb_in *in,
                                        const struct mlsys_serving_targets *slo, bool *found,
                                        double *lambda, struct mlsys_serving_cb_out *out,
                                        struct mlsys_err *err);

#ifdef __cplusplus
}
#endif

#endif
