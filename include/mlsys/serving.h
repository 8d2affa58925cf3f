/* serving.h - request queues of a serving system: Little's law, batched
 * service rate, the M/M/c queue (Erlang C) and latency percentiles
 * (docs/notation.md section 11).
 *
 * Rates in 1/s (requests per second), times in s, counts plain numbers.
 */
#ifndef MLSYS_SERVING_H
#define MLSYS_SERVING_H

#include <stdbool.h>

#include "mlsys/err.h"

/* Most replicas the queue model takes (Erlang C costs O(c)). */
#define MLSYS_SERV_MAX_REPLICAS 1000000.0
/* Most replicas the --slo search tries. */
#define MLSYS_SERV_SLO_MAX_REPLICAS 10000.0

/* Little's law: Q_req = λ_arr · T_lat (requests in the system; λ_arr in
 * 1/s, T_lat in s). Source: J.D.C. Little, Operations Research 9(3), 1961. */
double mlsys_serving_little(double lambda_arr, double t_lat_s);

/* Erlang C: the probability that an arrival waits, for c servers (a whole
 * number, 1..MLSYS_SERV_MAX_REPLICAS) and offered load a = λ/μ >= 0
 * (Erlangs). Computed without factorials through the Erlang B recursion
 *   B(0) = 1,  B(k) = a·B(k−1) / (k + a·B(k−1)),  C = B(c) / (1 − ρ·(1 − B(c)))
 * with ρ = a/c; every B(k) lies in [0, 1], so nothing overflows for any c.
 * C = 1 when a >= c (the queue grows without bound). Source: the M/M/m
 * queue of L. Kleinrock, Queueing Systems, Vol. I (1975); the Erlang B
 * recursion is the standard stable way to evaluate it. MLSYS_ERANGE for c
 * or a out of range. */
int mlsys_serving_erlang_c(double c, double a, double *p_wait, struct mlsys_err *err);

/* P(T > t) for the time in system T = W + S of an M/M/c queue: the wait W
 * is 0 with probability 1 − C and Exp(θ) otherwise, θ = c·μ_eff − λ_arr
 * (1/s); the service S is Exp(ν) with mean T_svc = 1/ν. So
 *   P(T > t) = (1 − C)·e^(−νt) + C·[θ·e^(−νt) − ν·e^(−θt)]/(θ − ν),
 * and (1 + θt)·e^(−θt) for the bracket when θ = ν; evaluated through
 * expm1 so that θ close to ν loses no precision. t in s. */
double mlsys_serving_sojourn_sf(double p_wait, double theta, double nu, double t_s);

/* The p-quantile (0 < p < 1) of T above, solving P(T > t) = 1 − p with
 * GSL's Brent root finder; *t_s in s. MLSYS_ERANGE for p, θ or ν out of
 * range, MLSYS_ENUMERIC if the solver fails. */
int mlsys_serving_sojourn_quantile(double p_wait, double theta, double nu, double p,
                                   double *t_s, struct mlsys_err *err);

struct mlsys_serv_in {
    double lambda_arr; /* arrival rate, 1/s, > 0                          */
    double t_svc_s;    /* T_svc(B): time to serve one batch, s, > 0        */
    double batch;      /* B requests per batch, a whole number >= 1         */
    double replicas;   /* c servers, a whole number 1..MLSYS_SERV_MAX_REPLICAS */
};

struct mlsys_serv_out {
    double mu_eff;   /* B/T_svc(B), 1/s, per replica                        */
    double rho_serv; /* λ_arr/(c·μ_eff)                                      */
    bool stable;     /* ρ_serv < 1; otherwise every figure below is NaN      */
    double p_wait;   /* Erlang C(c, λ_arr/μ_eff)                             */
    double w_q_s;    /* C/(c·μ_eff − λ_arr), s                               */
    double t_lat_s;  /* W_q + T_svc, s                                       */
    double q_req;    /* λ_arr·T_lat (Little)                                 */
    double t_p50_s;  /* median time in system, s                             */
    double t_p99_s;  /* 99th percentile of time in system, s                 */
};

/* The M/M/c model of a batched server: μ_eff = B/T_svc(B), ρ_serv =
 * λ_arr/(c·μ_eff), W_q = C/(c·μ_eff − λ_arr), T_lat = W_q + T_svc,
 * Q_req = λ_arr·T_lat, and the percentiles of time in system with the
 * service time taken as Exp(mean T_svc) (for B = 1 the textbook M/M/c
 * sojourn time). Source: docs/notation.md section 11; Kleinrock (1975).
 * Not stable (ρ_serv >= 1) is a result, not an error. MLSYS_ERANGE for
 * inputs out of range, MLSYS_ENUMERIC if a percentile cannot be solved. */
int mlsys_serving_eval(const struct mlsys_serv_in *in, struct mlsys_serv_out *out,
                       struct mlsys_err *err);

struct mlsys_serv_slo_in {
    double lambda_arr;     /* 1/s, > 0                                          */
    double svc_base_s;     /* T_svc(B) = svc_base + svc_per_item·B, s, >= 0      */
    double svc_per_item_s; /* s per request, >= 0                                */
    double batch_min;      /* batches searched: whole numbers batch_min..batch_max */
    double batch_max;
    double p99_target_s;   /* the SLO on T_p99, s, > 0                           */
};

struct mlsys_serv_slo_out {
    bool found;          /* some (B, c) with c <= MLSYS_SERV_SLO_MAX_REPLICAS meets it */
    double replicas_min; /* the fewest replicas that meet the SLO at some batch       */
    double batch_best;   /* the largest batch meeting it with replicas_min replicas   */
};

/* Search the configurations meeting T_p99 <= target: replicas_min is the
 * fewest replicas c for which some batch in the range meets the target,
 * batch_best the largest such batch at c = replicas_min. T_p99 falls as c
 * grows, so each batch's fewest replicas is found by bisection. Not found
 * is a result (found false). MLSYS_ERANGE for inputs out of range. */
int mlsys_serving_slo(const struct mlsys_serv_slo_in *in, struct mlsys_serv_slo_out *out,
                      struct mlsys_err *err);

#endif
