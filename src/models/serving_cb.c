/* serving_cb.c - the continuous-batching queue of a replica: the load's
 * decode concurrency (a fixed point), the wait for a KV slot, and the
 * distributions of TTFT, TPOT and the time in system (serving.h,
 * docs/serving.md). */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>

#include "mlsys/serving.h"
#include "models/serving_cb_impl.h"
#include "numerics/numerics.h"

/* Refuse inputs outside the model's domain. */
static int cb_check(const struct mlsys_serving_cb_in *in, struct mlsys_err *err)
{
    const char *why = NULL;
    if (!(isfinite(in->lambda_arr) && in->lambda_arr > 0))
        why = "arrival rate must be greater than zero";
    else if (!(in->replicas >= 1 && in->replicas <= MLSYS_SERVING_MAX_REPLICAS &&
               in->replicas == floor(in->replicas)))
        why = "replicas must be a whole number from 1 to 1000000";
    else if (!(in->prompt >= 1 && in->output >= 1 && isfinite(in->prompt) &&
               isfinite(in->output)))
        why = "prompt and output tokens must be at least 1";
    else if (!(in->slots >= 1 && isfinite(in->slots) && in->slots == floor(in->slots)))
        why = "slots must be a whole number >= 1";
    else if (!(in->chunk == 0 || (isfinite(in->chunk) && in->chunk > in->slots)))
        why = "the token budget per iteration must exceed the slots (or be 0: separate prefill)";
    else if (!(isfinite(in->t_prefill_token_s) && in->t_prefill_token_s > 0 &&
               isfinite(in->t_prefill_fixed_s) && in->t_prefill_fixed_s >= 0))
        why = "prefill times must be finite, per token above zero";
    else if (!in->step)
        why = "continuous batching needs a step model";
    else if (!(in->output_cv >= 0 && in->output_cv <= MLSYS_SERVING_MAX_CV))
        why = "the output lengths' coefficient of variation must be from 0 to 10";
    else if (!(in->scheduler_steps == 0 ||
               (in->scheduler_steps >= 1 && in->scheduler_steps <= MLSYS_SERVING_MAX_STEPS &&
                in->scheduler_steps == floor(in->scheduler_steps))))
        why = "the decode steps per scheduling iteration must be a whole number from 1 to 64";
    else if (in->scheduler_steps > 1 && in->chunk > 0)
        why = "multi-step scheduling (more than one decode step per iteration) needs separate "
              "prefill (chunk 0)";
    else if (!(in->gather_s == 0 || (isfinite(in->gather_s) && in->gather_s > 0)))
        why = "the front end's gathering time must be 0 (none) or finite above zero";
    else if (in->gather_s > 0 && in->chunk > 0)
        why = "a gathered batch is prefilled in an iteration of its own: it needs chunk 0";
    return why ? mlsys_err_set(err, MLSYS_ERANGE, "%s", why) : MLSYS_OK;
}

/* K, the decode steps of a scheduling iteration (0 given: 1; and 1 when
 * requests of one output token never decode). */
static double steps_of(const struct mlsys_serving_cb_in *in)
{
    return in->scheduler_steps > 1 && in->output >= 2 ? in->scheduler_steps : 1;
}

/* O_h, the steps a request holds its slot for: O, and with K > 1 (which
 * steps_of gives only to requests of two tokens or more) the
 * steps of its last iteration after its last token, since a request
 * leaves only between iterations. Equal lengths: its decode starts with
 * an iteration as its prefill ends, so 1 + ceil((O − 1)/K)·K; varying
 * lengths, O + (K − 1)/2 on average. */
double mlsys_serving_held_output(const struct mlsys_serving_cb_in *in)
{
    double K = steps_of(in), O = in->output;
    if (K == 1)
        return O;
    return in->output_cv > 0 ? O + (K - 1) / 2 : 1 + ceil((O - 1) / K) * K;
}

/* The prompts a separate prefill iteration takes on average, given the
 * step t_s: the arrivals of the window before it, Poisson of mean x, given
 * that there are any (else no iteration runs): x/(1 − e^−x). The window is
 * the decode iteration, x = λ_r·K·t_s, or with a front end gathering for G
 * (in->gather_s) its batch of the deployment's arrivals, x = λ·G. */
static double cohort_of(const struct mlsys_serving_cb_in *in, double lam, double t_s)
{
    double x = in->gather_s > 0 ? in->lambda_arr * in->gather_s : lam * steps_of(in) * t_s;
    return x > 1e-12 ? x / -expm1(-x) : 1;
}

/* The prefill time one prompt adds, given the step t_s: P·τ_p, and with
 * separate prefill (chunk 0) its share of its iteration's fixed cost over
 * the iteration's cohort (cohort_of). */
double mlsys_serving_prompt_cost_s(const struct mlsys_serving_cb_in *in, double lam, double t_s)
{
    double c = in->prompt * in->t_prefill_token_s;
    if (in->chunk > 0)
        return c;
    return c + in->t_prefill_fixed_s / cohort_of(in, lam, t_s);
}

/* The percentiles a row gives. */
static const double P_Q[3] = {0.5, 0.9, 0.99};

/* How much longer than the mean iteration a request's TPOT is with K > 1:
 * its O − 1 later tokens come back over ceil((O − 1)/K)·K steps, the ratio
 * r(O) of the two. Equal lengths: r(O), mean and quantiles alike. Varying
 * lengths (gamma, rounded to whole tokens, at least 1): over the requests
 * of two tokens or more, the mean of r and its 50th, 90th and 99th
 * percentiles, enumerated for O − 1 up to 20 K and past it taken as
 * 1 + (K − 1)/(40 K), its value at the bound (beyond which r is within
 * 2.5 % of 1). A short request's few tokens wait longest: at K = 10 one of
 * two tokens waits 10 steps for its second. */
struct hold_ratio {
    double mean, q[3];
    bool spread; /* varying lengths with K > 1: q is the ratio's over them */
};

#define HOLD_MAX ((int)(20 * MLSYS_SERVING_MAX_STEPS) + 1)

struct ratio_mass {
    double r, w;
};

static int by_ratio(const void *a, const void *b)
{
    double x = ((const struct ratio_mass *)a)->r, y = ((const struct ratio_mass *)b)->r;
    return (x > y) - (x < y);
}

static void hold_ratio(const struct mlsys_serving_cb_in *in, struct hold_ratio *h)
{
    double K = steps_of(in), O = in->output, cv = in->output_cv;
    double one = K == 1 ? 1 : (mlsys_serving_held_output(in) - 1) / (O - 1);
    *h = (struct hold_ratio){one, {one, one, one}, false};
    if (K == 1 || !(cv > 0))
        return;
    h->spread = true;
    struct ratio_mass m[HOLD_MAX + 1];
    int k = 0, last = (int)(20 * K) + 1;
    double F = mlsys_numerics_gamma_cdf(1.5, O, cv), two_plus = 1 - F, s = 0;
    for (int o = 2; o <= last; o++, k++) {
        double next = mlsys_numerics_gamma_cdf(o + 0.5, O, cv);
        m[k] = (struct ratio_mass){ceil((o - 1) / K) * K / (o - 1), next - F};
        F = next;
    }
    m[k++] = (struct ratio_mass){1 + (K - 1) / (2 * (last - 1)), 1 - F};
    if (!(two_plus > 0))
        return;
    for (int i = 0; i < k; i++)
        s += m[i].w * m[i].r;
    h->mean = s / two_plus;
    qsort(m, (size_t)k, sizeof m[0], by_ratio);
    double cum = 0;
    for (int i = 0, j = 0; i < k && j < 3; i++) {
        cum += m[i].w / two_plus;
        while (j < 3 && cum >= P_Q[j])
            h->q[j++] = m[i].r;
    }
}

/* T_step(n) from the step model, refusing a time that is no answer. */
static int step_at(const struct mlsys_serving_cb_in *in, double n, double *t_s,
                   struct mlsys_err *err)
{
    int rc = in->step(in->ctx, n, t_s, err);
    if (!rc && !(isfinite(*t_s) && *t_s > 0))
        rc = mlsys_err_set(err, MLSYS_ERANGE, "the step model gave T_step(%g) out of range", n);
    return rc;
}

/* h(n) = λ_r·O_h·T_step(n) − n·(1 − λ_r·c_p), given t = T_step(n), c_p a
 * prompt's prefill time (prompt_cost_s): n is
 * the decode concurrency the load sustains where h crosses zero. */
static double excess(const struct mlsys_serving_cb_in *in, double lam, double n, double t)
{
    return lam * mlsys_serving_held_output(in) * t -
           n * (1 - lam * mlsys_serving_prompt_cost_s(in, lam, t));
}

/* The grid the concurrency is scanned on, T_step evaluated once per eval:
 * n_k = min(N, k·N/K), k = 1..K, K = min(N, 256) (T_step(n) steps with the
 * GEMM tiles, so neither h nor the throughput n/(O·TPOT(n)) is monotone
 * in n); n[K − 1] = N. */
#define GRID_MAX 256
struct step_grid {
    int k;
    double n[GRID_MAX], t_s[GRID_MAX];
};

/* Fill g with T_step at the grid's points. */
static int grid_fill(const struct mlsys_serving_cb_in *in, struct step_grid *g,
                     struct mlsys_err *err)
{
    double K = fmin(in->slots, GRID_MAX), w = in->slots / K;
    g->k = (int)K;
    for (int i = 0; i < g->k; i++) {
        g->n[i] = i + 1 == g->k ? in->slots : fmin(in->slots, (i + 1) * w);
        int rc = step_at(in, g->n[i], &g->t_s[i], err);
        if (rc)
            return rc;
    }
    return MLSYS_OK;
}

/* The least concurrency n in (0, N] with h(n) = 0: the first grid point
 * where h <= 0 (h(0) > 0: a step takes time), then bisection inside its
 * cell (100 halvings reach the double's resolution). */
static int fixed_point(const struct mlsys_serving_cb_in *in, const struct step_grid *g,
                       double lam, double *n, struct mlsys_err *err)
{
    double lo = 0, hi = in->slots, t;
    for (int i = 0; i < g->k; i++) {
        if (excess(in, lam, g->n[i], g->t_s[i]) <= 0) {
            hi = g->n[i];
            break;
        }
        lo = g->n[i];
    }
    for (int i = 0; i < 100 && hi - lo > 1e-12 * hi; i++) {
        double mid = 0.5 * (lo + hi);
        int rc = step_at(in, mid, &t, err);
        if (rc)
            return rc;
        if (excess(in, lam, mid, t) > 0)
            lo = mid;
        else
            hi = mid;
    }
    *n = hi;
    return MLSYS_OK;
}

/* A time T = X + D(M) + k·t_iter(M) with M ~ Poisson(mean) independent of
 * X: X is Exp(θ) with probability p_wait, else U(0, t_res) with
 * probability p_busy, else 0; D(M) = d0 + d_per·(M + 1); the iterations
 * ceil((M + 1)·tok/budget) of d_iter each (budget 0: none). */
struct cb_time {
    double p_wait, theta, p_busy, t_res;
    double mean;             /* of M                              */
    double d0, d_per, d_iter, tok, budget;
    double u_pf, theta_pf;   /* the prefill queue: P(wait) and its rate (0: none) */
    double gather;           /* a front end's gathering: a wait U(0, gather) before X (0: none) */
};

/* D(m) + the iterations for cohort m. */
static double cohort_s(const struct cb_time *x, double m)
{
    double it = x->budget > 0 ? ceil((m + 1) * x->tok / x->budget) : 0;
    return x->d0 + x->d_per * (m + 1) + x->d_iter * it;
}

static double wait_sf_x(const struct cb_time *x, double t);

/* The area of {u in [0, a], v in [0, b]: u + v <= t}, from the ramp
 * h(s) = max(0, s)²/2 by inclusion and exclusion. */
static double ramp2(double s)
{
    return s > 0 ? s * s / 2 : 0;
}
static double box_below(double a, double b, double t)
{
    return ramp2(t) - ramp2(t - a) - ramp2(t - b) + ramp2(t - a - b);
}

/* P(U + X > t), U ~ U(0, G) the wait for the front end's batch to leave
 * (an arrival lands uniformly in its window, G = x->gather), X the wait at
 * the replica (wait_sf_x), in closed form for each part of X: 0, U(0, r)
 * (the sum of two uniforms) and Exp(θ). A gathered batch is prefilled in
 * an iteration of its own (chunk 0), so X has no prefill queue (u_pf 0). */
static double wait_sf(const struct cb_time *x, double t)
{
    double G = x->gather;
    if (!(G > 0) || x->u_pf > 0)
        return wait_sf_x(x, t);
    if (t <= 0)
        return 1;
    double r = x->t_res, th = x->theta;
    double none = fmax(0, 1 - t / G);
    double busy = r > 0 ? 1 - fmin(1, box_below(r, G, t) / (r * G)) : none;
    double expo = t >= G ? exp(-th * t) * expm1(th * G) / (th * G)
                         : (-expm1(-th * t) / th + G - t) / G;
    double rest = x->p_busy * busy + (1 - x->p_busy) * none;
    return (x->p_wait > 0 ? x->p_wait * expo : 0) + (1 - x->p_wait) * rest;
}

/* P(X > t). */
static double wait_sf_x(const struct cb_time *x, double t)
{
    if (t < 0)
        return 1;
    double r = x->t_res, u = r > 0 ? fmax(0, 1 - t / r) : 0, th = x->theta_pf;
    double rest = x->p_busy * u; /* U(0, r) w.p. p_busy, else 0 */
    if (x->u_pf > 0) {           /* plus the prefill queue's wait, Exp(th) w.p. u_pf */
        double ue = r <= 0 ? exp(-th * t)
                    : t >= r ? exp(-th * t) * expm1(th * r) / (th * r)
                             : ((r - t) + -expm1(-th * t) / th) / r;
        rest = (1 - x->u_pf) * rest +
               x->u_pf * (x->p_busy * ue + (1 - x->p_busy) * exp(-th * t));
    }
    return x->p_wait * exp(-x->theta * t) + (1 - x->p_wait) * rest;
}

/* P(T > t) (sf) or E[D + iterations] (mean_d) over the Poisson cohort.
 * The probabilities follow from the first by P(m + 1) = P(m) mean/(m + 1)
 * (one exp, log and lgamma a sum instead of one a term: the quantiles'
 * bisections call this a hundred times; the recurrence's rounding, about
 * one part in 1e13 over the range, is far below the percentiles' own
 * bisection tolerance). */
static double cohort_sum(const struct cb_time *x, double t, bool mean_d)
{
    double m0, m1, s = 0;
    mlsys_serving_pois_range(x->mean, &m0, &m1);
    double pm = mlsys_serving_pois_pmf(x->mean, m0);
    for (double m = m0; m <= m1; m++) {
        s += pm * (mean_d ? cohort_s(x, m) : wait_sf(x, t - cohort_s(x, m)));
        pm *= x->mean / (m + 1);
    }
    return s;
}

/* Strata of a varying output length for T's percentiles (their bounds in
 * probability are serving_tpot.c's, shared with TPOT's): each stratum at
 * its middle probability, weighted by its mass. */
#define O_STRATA MLSYS_SERVING_OUTPUT_STRATA
#define O_BOUND mlsys_serving_o_bound

/* P(T > t) of the mixture of the k times x[0..k), x[j] of weight
 * O_BOUND[j + 1] − O_BOUND[j] (k == 1: the one time). */
static double mixture_sf(const struct cb_time *x, int k, double t)
{
    if (k == 1)
        return cohort_sum(x, t, false);
    double s = 0;
    for (int j = 0; j < k; j++)
        s += (O_BOUND[j + 1] - O_BOUND[j]) * cohort_sum(&x[j], t, false);
    return s;
}

/* The p-quantile of the mixture of x[0..k): the least t with P(T > t) <=
 * 1 − p, by bisection (P(T > t) falls as t grows). */
static double time_quantile(const struct cb_time *x, int k, double p)
{
    double hi = 0;
    for (int j = 0; j < k; j++)
        hi = fmax(hi, cohort_s(&x[j], x[j].mean) + x[j].t_res + x[j].gather + 1e-9 +
                          (x[j].p_wait > 0 ? 50 / x[j].theta : 0));
    double lo = 0;
    while (mixture_sf(x, k, hi) > 1 - p)
        hi *= 2;
    /* to a part in 1e12 of hi (the 80 halvings before went on to the
       double's last bit, at about twice the cost) */
    for (int i = 0; i < 80 && hi - lo > 1e-12 * hi; i++) {
        double mid = 0.5 * (lo + hi);
        if (mixture_sf(x, k, mid) > 1 - p)
            lo = mid;
        else
            hi = mid;
    }
    return hi;
}

/* The mean of T. */
static double time_mean(const struct cb_time *x)
{
    double w = x->p_wait > 0 ? x->p_wait / x->theta : 0;
    double pf = x->u_pf > 0 ? x->u_pf / x->theta_pf : 0;
    return x->gather / 2 + w + (1 - x->p_wait) * (x->p_busy * x->t_res / 2 + pf) +
           cohort_sum(x, 0, true);
}

/* The least k with P(K <= k) >= p for K ~ Poisson(mean). */
static double pois_quantile(double mean, double p)
{
    double m0, m1, cdf = 0;
    mlsys_serving_pois_range(mean, &m0, &m1);
    for (double k = m0; k <= m1; k++) {
        cdf += mlsys_serving_pois_pmf(mean, k);
        if (cdf >= p)
            return k;
    }
    return m1;
}

/* Every figure NaN: not stable. */
static void unstable(struct mlsys_serving_cb_out *o)
{
    o->stable = false;
    o->conc = o->t_step_s = o->tpot_s = o->p_wait = o->w_q_s = NAN;
    o->ttft_s = o->ttft_p50_s = o->ttft_p90_s = o->ttft_p99_s = NAN;
    o->tpot_p50_s = o->tpot_p90_s = o->tpot_p99_s = NAN;
    o->t_lat_s = o->t_p50_s = o->t_p90_s = o->t_p99_s = o->q_req = NAN;
}

/* Capacity and stability: mu_max, the most requests/s over the grid's
 * concurrencies, rho_serv, and whether the load is below it with a
 * positive prefill share left (then h <= 0 at the best grid point: a
 * fixed point exists below N). */
static void capacity(const struct mlsys_serving_cb_in *in, const struct step_grid *g,
                     struct mlsys_serving_cb_out *o, bool *ok)
{
    double O = mlsys_serving_held_output(in), lam = in->lambda_arr / in->replicas;
    o->mu_max = 0;
    for (int i = 0; i < g->k; i++) {
        double c = mlsys_serving_prompt_cost_s(in, lam, g->t_s[i]);
        o->mu_max = fmax(o->mu_max, g->n[i] / (O * (g->t_s[i] + g->n[i] / O * c)));
    }
    o->lambda_rep = lam;
    o->rho_serv = o->lambda_rep / o->mu_max;
    *ok = o->rho_serv < 1 && lam * mlsys_serving_prompt_cost_s(in, lam, g->t_s[g->k - 1]) < 1;
}

/* The rest of the iteration under way that an arrival waits for, as the
 * upper end of a uniform (twice its mean E[L²]/(2E[L]) over iterations of
 * length L): chunked, iterations of T_step + the prompts of Poisson(λ_r·
 * TPOT) arrivals: TPOT + λ_r(P·τ_p)²; separate, decode iterations of K
 * steps, K·T_step, a share 1 − u of the time and prefills of a cohort
 * (1 + λ_r·K·T_step prompts) the share u = λ_r·P·τ_p. */
static double residual_s(const struct mlsys_serving_cb_in *in, const struct mlsys_serving_cb_out *o)
{
    double lam = o->lambda_rep, pt = in->prompt * in->t_prefill_token_s;
    if (in->chunk > 0)
        return o->tpot_s + lam * pt * pt;
    double u = lam * mlsys_serving_prompt_cost_s(in, lam, o->t_step_s),
           dec = steps_of(in) * o->t_step_s;
    /* the prefill under way is length-biased: the cohort of the window an
       arrival lands in, 1 + its mean (or the gathered batch it belongs to) */
    double cohort = in->gather_s > 0 ? cohort_of(in, lam, o->t_step_s) : 1 + lam * dec;
    return (1 - u) * dec + u * (pt * cohort + in->t_prefill_fixed_s);
}

/* A prompt longer than the budget b takes ceil(P/b) iterations and the
 * prompts behind it wait: the prefill is then a queue of its own, an
 * M/D/1 of service S = P·τ_p + (P/b)·T_step (its share of the iterations
 * it fills), utilisation u = λ_r·S, its wait past P(wait) = u exponential
 * at 2(1 − u)/S (Allen–Cunneen, cv 0); the cohort is the prompt alone. */
static void prefill_queue(const struct mlsys_serving_cb_in *in,
                          const struct mlsys_serving_cb_out *o, double budget, struct cb_time *x)
{
    double P = in->prompt, S = P * in->t_prefill_token_s + P / budget * o->t_step_s;
    double u = o->lambda_rep * S;
    if (!(budget > 0 && P > budget && u < 1))
        return;
    x->mean = 0;
    x->u_pf = u;
    x->theta_pf = 2 * (1 - u) / S;
}

/* The time distributions of a stable row: TTFT, the request's TPOT, T.
 * The quantiles of TTFT add the excursion of the iterations it waits
 * through, at the same quantile: half the one under way (the residual's
 * mean share; K steps with multi-step scheduling) and, chunked, the mean
 * cohort's iterations, weighted by the chance that the replica is busy (a
 * Poisson count of mean n ≪ 1 has no excursion to speak of). With K > 1 a
 * request's O − 1 later tokens come back over O_h − 1 steps, and its
 * cohort gathers over K·TPOT. */
static void latencies(const struct mlsys_serving_cb_in *in, const struct mlsys_serving_wait_out *w,
                      const struct step_spread *sp, int t_from,
                      struct mlsys_serving_cb_out *o)
{
    double lam = o->lambda_rep, P = in->prompt, O = in->output, tau = in->t_prefill_token_s;
    double n = o->conc, T = o->tpot_s, budget = in->chunk > 0 ? in->chunk - n : 0;
    double cost = mlsys_serving_prompt_cost_s(in, lam, o->t_step_s); /* a later prompt,
                                                                        with its share */
    double G = in->gather_s; /* the others of its batch: the deployment's arrivals in G */
    double others = G > 0 ? in->lambda_arr * G : lam * steps_of(in) * T;
    double K = steps_of(in), Oh = mlsys_serving_held_output(in);
    struct hold_ratio hold;
    hold_ratio(in, &hold);
    struct cb_time x = {w->p_wait, w->theta, 1 - exp(-n), residual_s(in, o), others,
                        in->chunk > 0 ? 0 : in->t_prefill_fixed_s, P * tau,
                        in->chunk > 0 ? o->t_step_s : 0, P, budget, 0, 0, G};
    prefill_queue(in, o, budget, &x);
    double *ttft[3] = {&o->ttft_p50_s, &o->ttft_p90_s, &o->ttft_p99_s};
    double *tpot[3] = {&o->tpot_p50_s, &o->tpot_p90_s, &o->tpot_p99_s};
    double *tot[3] = {&o->t_p50_s, &o->t_p90_s, &o->t_p99_s};
    o->ttft_s = time_mean(&x);
    double iters = 0.5 * K + (budget > 0 ? ceil((lam * T + 1) * P / budget) : 0);
    /* at each quantile: the mean step over a request's life, and the
       excursion of the iterations a first token waits through */
    double life[3], ttft_x[3], s_mean = mlsys_serving_life_shrink(sp, 1);
    for (int i = 0; i < 3; i++) {
        life[i] = mlsys_serving_life_step(sp, s_mean, P_Q[i]);
        ttft_x[i] = x.p_busy * iters * (mlsys_serving_iter_step(sp, P_Q[i]) - o->t_step_s);
    }
    /* lengths that vary: a mixture over them, but with multi-step
       scheduling, where hold.q spreads TPOT over the lengths' iterations */
    double mix[3] = {NAN, NAN, NAN};
    bool mixed = in->output_cv > 0 && !hold.spread;
    if (mixed)
        mlsys_serving_tpot_mixture(in, o, sp, cost, Oh, P_Q, mix);
    for (int i = 0; i < 3; i++) {
        *ttft[i] = time_quantile(&x, 1, P_Q[i]) + ttft_x[i];
        /* the prompts prefilled during its decode, Poisson, and the step's
           excursion with the concurrency, both driven by the same bursts:
           added at the same quantile; with lengths that vary, over them */
        double one = mixed
                         ? mix[i]
                         : ((Oh - 1) * life[i] +
                            cost * pois_quantile(lam * (Oh - 1) * T, P_Q[i])) /
                               (O - 1);
        *tpot[i] = O < 2 ? NAN : fmax(one, hold.spread ? T * hold.q[i] : 0);
    }
    if (O < 2)
        o->tpot_s = NAN;
    /* the whole request: the cohort's iterations at their mean, the decode
       steps, and every prompt prefilled from arrival to the last token */
    double d0 = x.d0 + x.d_iter * (budget > 0 ? ceil((lam * T + 1) * P / budget) : 0);
    x.d0 = d0 + (Oh - 1) * o->t_step_s + (P * tau - cost) * (others + 1);
    x.d_per = cost; /* its batch's prompts at P·τ_p (d0 above), the later ones with a share */
    x.d_iter = 0;
    x.mean = others + lam * (Oh - 1) * T;
    o->t_lat_s = time_mean(&x); /* exact for varying lengths too: linear in O */
    for (int i = 0; i < t_from && i < 3; i++)
        *tot[i] = NAN;
    if (t_from >= 3) {
        /* none asked */
    } else if (!(in->output_cv > 0)) {
        for (int i = t_from; i < 3; i++)
            *tot[i] = time_quantile(&x, 1, P_Q[i]) + (O - 1) * (life[i] - o->t_step_s);
    } else {
        /* the strata of the gamma length, each at its middle probability,
           the step's excursion over its own decode */
        struct cb_time xs[O_STRATA];
        double Oj[O_STRATA];
        for (int j = 0; j < O_STRATA; j++)
            Oj[j] = fmax(1, mlsys_numerics_gamma_quantile(0.5 * (O_BOUND[j] + O_BOUND[j + 1]),
                                                          O, in->output_cv));
        for (int i = t_from; i < 3; i++) {
            for (int j = 0; j < O_STRATA; j++) {
                xs[j] = x;
                double hj = Oj[j] + Oh - O; /* its holding, O_h for the mean length */
                double sj = mlsys_serving_life_shrink(sp, hj / Oh);
                xs[j].d0 = d0 + (hj - 1) * mlsys_serving_life_step(sp, sj, P_Q[i]);
                xs[j].mean = others + lam * (Oj[j] + Oh - O - 1) * T;
            }
            *tot[i] = time_quantile(xs, O_STRATA, P_Q[i]);
        }
    }
    o->q_req = mlsys_serving_little(in->lambda_arr, o->t_lat_s);
    /* a request's mean TPOT: its tokens come back at iterations' ends */
    o->tpot_s *= hold.mean;
}

/* The step grid of a search: T_step(n) depends on the replica's model and
 * n alone, not on the load or the replicas, so a search over those fills
 * it at its first evaluation and reuses it (filled: whether g holds it). */
struct grid_memo {
    bool filled;
    struct step_grid g;
    struct step_ints ints; /* T_step at whole concurrencies, as the laws ask */
    struct conc_dist pi;   /* the last row's law of the concurrency (its buffers reused) */
};

static void memo_free(struct grid_memo *memo)
{
    mlsys_serving_step_ints_free(&memo->ints);
    mlsys_serving_conc_dist_free(&memo->pi);
}

/* The percentiles of T a row computes (the costliest figures: bisections
 * over a Poisson cohort, and with varying lengths over their strata): the
 * index of the first of T_p50, T_p90, T_p99 computed; those before it are
 * left NaN. A search's steps need T_p99 for a --slo target, else none. */
#define T_ALL 0
#define T_P99_ONLY 2
#define T_NONE 3

/* mlsys_serving_cb_eval with the step grid of memo (filled here when it is
 * not yet), computing T's percentiles from t_from (T_ALL, T_P99_ONLY,
 * T_NONE). */
static int cb_eval(const struct mlsys_serving_cb_in *in, struct grid_memo *memo,
                   int t_from, struct mlsys_serving_cb_out *o, struct mlsys_err *err)
{
    int rc = cb_check(in, err);
    bool ok;
    if (rc || (!memo->filled && (rc = grid_fill(in, &memo->g, err))))
        return rc;
    memo->filled = true;
    const struct step_grid *g = &memo->g;
    capacity(in, g, o, &ok);
    /* a gathered batch beyond the slots cannot be prefilled in one iteration */
    if (!ok || in->lambda_arr * in->gather_s > in->slots) {
        unstable(o);
        return MLSYS_OK;
    }
    double lam = o->lambda_rep, N = in->slots;
    if ((rc = fixed_point(in, g, lam, &o->conc, err)) ||
        (rc = step_at(in, o->conc, &o->t_step_s, err)))
        return rc;
    double Oh = mlsys_serving_held_output(in);
    o->tpot_s = o->t_step_s + o->conc / Oh * mlsys_serving_prompt_cost_s(in, lam, o->t_step_s);
    /* chunked: the prompt tokens arriving per iteration must fit the budget */
    if (in->chunk > 0 && !(lam * o->tpot_s * in->prompt < in->chunk - o->conc)) {
        unstable(o);
        return MLSYS_OK;
    }
    double hold_s = Oh * o->tpot_s;
    struct mlsys_serving_wait_out w = {0, 1, 0};
    if (!(N / hold_s - lam > 0)) { /* n rounds to N */
        unstable(o);
        return MLSYS_OK;
    }
    if ((rc = mlsys_serving_conc_dist(in, lam, o->conc, &memo->ints, &memo->pi, err)))
        return rc;
    struct step_spread spread = {&memo->pi, &memo->ints, N};
    /* the slots' load with the concurrency's variance V (at least n, the
       Poisson count's): the Halfin-Whitt spare capacity beta = (N − n)/
       sqrt(V), and the load a that has it */
    double beta = (N - o->conc) / sqrt(fmax(memo->pi.var, o->conc)), a;
    /* sqrt(a) = (−beta + sqrt(beta² + 4N))/2, in the form that keeps its
       digits when beta is large (a vanishing load: the first form cancels
       to 0) */
    a = pow(2 * N / (beta + sqrt(beta * beta + 4 * N)), 2);
    if (!(a < N)) { /* no spare capacity left: the concurrency fills the slots */
        unstable(o);
        return MLSYS_OK;
    }
    double t_full = g->t_s[g->k - 1]; /* T_step(N) */
    double hold_full_s = Oh * (t_full + N / Oh * mlsys_serving_prompt_cost_s(in, lam, t_full));
    if ((rc = mlsys_serving_wait(N, a / hold_full_s, 1 / hold_full_s, in->output_cv, &w, err)))
        return rc;
    o->stable = true;
    o->p_wait = w.p_wait;
    o->w_q_s = w.w_q_s;
    latencies(in, &w, &spread, t_from, o);
    return MLSYS_OK;
}

int mlsys_serving_cb_eval(const struct mlsys_serving_cb_in *in, struct mlsys_serving_cb_out *o,
                          struct mlsys_err *err)
{
    struct grid_memo memo = {.filled = false};
    int rc = cb_eval(in, &memo, T_ALL, o, err);
    memo_free(&memo);
    return rc;
}

/* Contract in mlsys/serving.h. */
double mlsys_serving_cb_tpot_figure(const struct mlsys_serving_targets *slo,
                                    const struct mlsys_serving_cb_out *o, const char **name)
{
    static const char *const names[] = {"TPOT_p99", "TPOT_p90", "TPOT_p50", "TPOT"};
    const double figures[] = {o->tpot_p99_s, o->tpot_p90_s, o->tpot_p50_s, o->tpot_s};
    unsigned at = (unsigned)slo->tpot_at; /* a value outside the enum: the default */
    if (at > (unsigned)MLSYS_SERVING_TPOT_MEAN)
        at = 0;
    if (name)
        *name = names[at];
    return figures[at];
}

bool mlsys_serving_cb_meets(const struct mlsys_serving_targets *slo,
                            const struct mlsys_serving_cb_out *o)
{
    /* the static queue's rule on the same figures, TPOT at the figure named */
    struct mlsys_serving_out q = {.stable = o->stable, .t_p99_s = o->t_p99_s,
                                  .ttft_p99_s = o->ttft_p99_s};
    return mlsys_serving_meets(slo, &q, mlsys_serving_cb_tpot_figure(slo, o, NULL));
}

/* The row of in at c replicas and arrival rate lam; *ok whether it meets
 * slo. A search's steps (full false) compute of T's percentiles only the
 * T_p99 a --slo target reads, which leaves *ok as it is; the row it
 * returns is full. */
static int cb_at(const struct mlsys_serving_cb_in *in, struct grid_memo *memo, double c,
                 double lam, const struct mlsys_serving_targets *slo, bool full,
                 struct mlsys_serving_cb_out *o, bool *ok, struct mlsys_err *err)
{
    struct mlsys_serving_cb_in q = *in;
    q.replicas = c;
    q.lambda_arr = lam;
    int rc = cb_eval(&q, memo, full ? T_ALL : slo->p99_s > 0 ? T_P99_ONLY : T_NONE, o, err);
    *ok = !rc && mlsys_serving_cb_meets(slo, o);
    return rc;
}

/* mlsys_serving_cb_slo with the memo of its search. */
static int cb_slo(const struct mlsys_serving_cb_in *in, const struct mlsys_serving_targets *slo,
                  struct grid_memo *memo, bool *found, double *replicas,
                  struct mlsys_serving_cb_out *out, struct mlsys_err *err)
{
    double lo = 1, hi = MLSYS_SERVING_SLO_MAX_REPLICAS;
    bool ok;
    *found = false;
    int rc = cb_at(in, memo, hi, in->lambda_arr, slo, false, out, &ok, err);
    if (rc || !ok)
        return rc;
    while (lo < hi) { /* invariant: hi meets the targets */
        double mid = floor((lo + hi) / 2);
        if ((rc = cb_at(in, memo, mid, in->lambda_arr, slo, false, out, &ok, err)))
            return rc;
        if (ok)
            hi = mid;
        else
            lo = mid + 1;
    }
    *found = true;
    *replicas = hi;
    return cb_at(in, memo, hi, in->lambda_arr, slo, true, out, &ok, err);
}

double mlsys_serving_cb_least_load(const struct mlsys_serving_cb_in *in,
                                   const struct mlsys_serving_cb_out *at_arrival)
{
    return fmin(in->lambda_arr, in->replicas * at_arrival->mu_max) * 1e-9;
}

/* mlsys_serving_cb_max_load with the memo of its search. */
static int cb_max_load(const struct mlsys_serving_cb_in *in,
                       const struct mlsys_serving_targets *slo, struct grid_memo *memo,
                       bool *found, double *lambda, struct mlsys_serving_cb_out *out,
                       struct mlsys_err *err)
{
    double hi = in->lambda_arr, lo;
    bool ok;
    *found = false;
    int rc = cb_at(in, memo, in->replicas, hi, slo, false, out, &ok, err);
    if (rc || ok) {
        *found = ok;
        *lambda = hi;
        return rc || !ok ? rc : cb_at(in, memo, in->replicas, hi, slo, true, out, &ok, err);
    }
    lo = mlsys_serving_cb_least_load(in, out);
    if ((rc = cb_at(in, memo, in->replicas, lo, slo, false, out, &ok, err)) || !ok)
        return rc;
    /* lo meets, hi does not; halved in ratio while they are far apart (an
       --arrival orders of magnitude past the capacity), then in value */
    for (int i = 0; i < 100 && hi - lo > 1e-6 * lo; i++) {
        double mid = hi > 4 * lo ? sqrt(lo) * sqrt(hi) : 0.5 * (lo + hi);
        if ((rc = cb_at(in, memo, in->replicas, mid, slo, false, out, &ok, err)))
            return rc;
        if (ok)
            lo = mid;
        else
            hi = mid;
    }
    *found = true;
    *lambda = lo;
    return cb_at(in, memo, in->replicas, lo, slo, true, out, &ok, err);
}

int mlsys_serving_cb_slo(const struct mlsys_serving_cb_in *in,
                         const struct mlsys_serving_targets *slo, bool *found,
                         double *replicas, struct mlsys_serving_cb_out *out,
                         struct mlsys_err *err)
{
    struct grid_memo memo = {.filled = false};
    int rc = cb_slo(in, slo, &memo, found, replicas, out, err);
    memo_free(&memo);
    return rc;
}

int mlsys_serving_cb_max_load(const struct mlsys_serving_cb_in *in,
                              const struct mlsys_serving_targets *slo, bool *found,
                              double *lambda, struct mlsys_serving_cb_out *out,
                              struct mlsys_err *err)
{
    struct grid_memo memo = {.filled = false};
    int rc = cb_max_load(in, slo, &memo, found, lambda, out, err);
    memo_free(&memo);
    return rc;
}
