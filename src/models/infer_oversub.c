/* infer_oversub.c - continuous batching over a paged KV cache that cannot
 * hold the batch's whole reservations: B sequences may be admitted, but
 * the pages run out as they grow. A max-utilization scheduler
 * (TensorRT-LLM's MAX_UTILIZATION capacity policy, vLLM's preemption by
 * recomputation) then pauses the newest sequence whenever a growing one
 * finds no free page, frees its pages, and prefills its prompt and the
 * tokens it had made again when it is readmitted. Neither the sequences
 * held nor the pauses have a closed form, so this file runs the scheduler
 * itself, step by step, on the model's step times, to its steady state.
 *
 * The simulation is deterministic: no random numbers. Sequences admitted
 * in the same step with the same output length are identical for the rest
 * of their lives, so they are kept as one cohort (a count), and a step
 * costs one pass over the cohorts alive, not over the sequences. Output
 * lengths that vary (cv > 0) are O_STRATA gamma strata, each at its middle
 * probability, dealt to the fresh requests in turn.
 */
#include "infer_impl.h"

#include <math.h>
#include <stdlib.h>

#include "numerics/numerics.h"

#define O_STRATA 16 /* output-length strata when the lengths vary */

/* A cohort: count sequences of ctx tokens cached, rem output tokens still
 * to make, pages pages each. */
struct cohort {
    double count, ctx, rem, pages;
};

/* A growable array of cohorts. */
struct cohorts {
    struct cohort *v;
    size_t n, cap;
};

static int push(struct cohorts *c, struct cohort x, struct mlsys_err *err)
{
    if (c->n == c->cap) {
        size_t cap = c->cap ? 2 * c->cap : 64;
        struct cohort *v = realloc(c->v, cap * sizeof *v);
        if (!v)
            return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory simulating the paged cache");
        c->v = v;
        c->cap = cap;
    }
    c->v[c->n++] = x;
    return MLSYS_OK;
}

/* The state of the scheduler between steps. */
struct sched {
    const struct mlsys_infer_oversub_in *in;
    struct cohorts run;    /* decoding, oldest first                       */
    struct cohorts paused; /* waiting to be readmitted, last paused last   */
    double free_pages, running;
    double lengths[O_STRATA];
    int strata, next_stratum;
};

/* Contract in infer_impl.h. */
double mlsys_infer_seq_pages(double page_tokens, double window, double share, double tokens)
{
    double whole = ceil(tokens / page_tokens);
    if (!(share > 0))
        return whole;
    return (1 - share) * whole + share * ceil(fmin(tokens, window) / page_tokens);
}

static double pages_for(const struct sched *s, double tokens)
{
    return mlsys_infer_seq_pages(s->in->page_tokens, s->in->window, s->in->window_share, tokens);
}

/* Pause sequences from the newest cohort back until *need pages are free,
 * cohort `cur` (being grown by `more` pages a member) counting each of its
 * own members paused as `more` pages less needed; *need is left at the
 * pages cur still needs. */
static int pause_newest(struct sched *s, size_t cur, double more, double *need, double *pauses,
                        struct mlsys_err *err)
{
    while (s->free_pages < *need && s->run.n > cur) {
        struct cohort *t = &s->run.v[s->run.n - 1];
        bool self = s->run.n - 1 == cur;
        double per = t->pages + (self ? more : 0);
        double k = fmin(t->count, ceil((*need - s->free_pages) / per));
        t->count -= k;
        s->free_pages += k * t->pages;
        s->running -= k;
        *pauses += k;
        if (self)
            *need -= k * more;
        struct cohort p = {k, t->ctx, t->rem, 0};
        if (t->count == 0)
            s->run.n--;
        int rc = push(&s->paused, p, err);
        if (rc)
            return rc;
    }
    return MLSYS_OK;
}

/* Growth: a cohort whose next token crosses a page boundary takes the
 * pages it adds for each member (one, less its windowed layers' share once
 * they hold their window), pausing the newest sequences when they are not
 * free. */
static int grow(struct sched *s, double *pauses, struct mlsys_err *err)
{
    const bool whole = !(s->in->window_share > 0);
    const double page_tokens = s->in->page_tokens;
    for (size_t i = 0; i < s->run.n; i++) {
        struct cohort *c = &s->run.v[i];
        /* no window: a cohort grows only when its next token crosses a page
           (the test that spares most cohorts the division) */
        if (whole && c->ctx + 1 <= c->pages * page_tokens)
            continue;
        double want = pages_for(s, c->ctx + 1), more = want - c->pages;
        if (!(more > 0))
            continue;
        double need = c->count * more;
        if (s->free_pages < need) {
            int rc = pause_newest(s, i, more, &need, pauses, err);
            if (rc)
                return rc;
            if (i >= s->run.n) /* the cohort itself paused whole */
                break;
            c = &s->run.v[i];
        }
        s->free_pages -= need;
        c->pages = want;
    }
    return MLSYS_OK;
}

/* Admission: the paused first (the last paused first), then fresh
 * requests, while fewer than B run and their pages are free. Returns the
 * prompt tokens prefilled in *prefill, the re-prefilled ones in *again. */
static int admit(struct sched *s, double *prefill, double *again, struct mlsys_err *err)
{
    const struct mlsys_infer_oversub_in *in = s->in;
    while (s->paused.n > 0 && s->running < in->batch) {
        struct cohort *p = &s->paused.v[s->paused.n - 1];
        double need = pages_for(s, p->ctx + 1);
        double k = fmin(p->count, fmin(in->batch - s->running, floor(s->free_pages / need)));
        if (k < 1)
            return MLSYS_OK;
        struct cohort c = {k, p->ctx, p->rem, need};
        s->free_pages -= k * need;
        s->running += k;
        *prefill += k * p->ctx;
        *again += k * p->ctx;
        if ((p->count -= k) == 0)
            s->paused.n--;
        int rc = push(&s->run, c, err);
        if (rc)
            return rc;
    }
    double need = pages_for(s, in->prompt + 1);
    double k = fmin(in->batch - s->running, floor(s->free_pages / need));
    if (k < 1)
        return MLSYS_OK;
    s->free_pages -= k * need;
    s->running += k;
    *prefill += k * in->prompt;
    /* deal the k fresh requests to the strata in turn */
    double each = floor(k / s->strata), extra = k - each * s->strata;
    for (int j = 0; j < s->strata; j++) {
        int q = (s->next_stratum + j) % s->strata;
        double n = each + (j < extra ? 1 : 0);
        if (n < 1)
            continue;
        struct cohort c = {n, in->prompt, s->lengths[q], need};
        int rc = push(&s->run, c, err);
        if (rc)
            return rc;
    }
    s->next_stratum = (s->next_stratum + (int)extra) % s->strata;
    return MLSYS_OK;
}

/* Decode: every running sequence makes a token; finished cohorts free
 * their pages. Returns the sequences finished. */
static double decode(struct sched *s)
{
    size_t w = 0;
    double done = 0;
    for (size_t i = 0; i < s->run.n; i++) {
        struct cohort c = s->run.v[i];
        c.ctx += 1;
        c.rem -= 1;
        if (c.rem <= 0) {
            s->free_pages += c.count * c.pages;
            s->running -= c.count;
            done += c.count;
            continue;
        }
        s->run.v[w++] = c;
    }
    s->run.n = w;
    return done;
}

/* T_step(n) by linear interpolation in the caller's grid (n clamped to its
 * ends). */
static double step_time_s(const struct mlsys_infer_oversub_in *in, double n)
{
    const double *x = in->grid_n, *y = in->grid_t_s;
    int k = in->grid_k;
    if (n <= x[0])
        return y[0];
    for (int i = 1; i < k; i++)
        if (n <= x[i])
            return y[i - 1] + (y[i] - y[i - 1]) * (n - x[i - 1]) / (x[i] - x[i - 1]);
    return y[k - 1];
}

static void set_lengths(struct sched *s)
{
    const struct mlsys_infer_oversub_in *in = s->in;
    s->strata = in->output_cv > 0 ? O_STRATA : 1;
    for (int j = 0; j < s->strata; j++)
        s->lengths[j] = s->strata == 1
                            ? in->output
                            : fmax(1, round(mlsys_numerics_gamma_quantile(
                                          (j + 0.5) / O_STRATA, in->output, in->output_cv)));
}

/* Contract in infer_impl.h. */
int mlsys_infer_oversub(const struct mlsys_infer_oversub_in *given,
                        struct mlsys_infer_oversub_out *out, struct mlsys_err *err)
{
    /* a long output in steps of k tokens: every length over k, a step's
       time that of one real step (its k steps and k times the prompt
       tokens cost k times as much, and make k times the tokens) */
    double life = given->life_steps > 0 ? given->life_steps : MLSYS_INFER_OVERSUB_LIFE;
    double k = fmax(1, floor(given->output / life));
    struct mlsys_infer_oversub_in scaled = *given;
    scaled.prompt /= k;
    scaled.output /= k;
    scaled.page_tokens /= k;
    scaled.window /= k;
    const struct mlsys_infer_oversub_in *in = &scaled;
    struct sched s = {.in = in, .free_pages = in->pages};
    set_lengths(&s);
    double longest = 0;
    for (int j = 0; j < s.strata; j++)
        longest = fmax(longest, s.lengths[j]);
    /* warm up past a few lifetimes of the longest, then measure over
       several of the mean */
    long warm = (long)ceil(3 * longest + 64), steps = (long)ceil(6 * in->output + 64);
    double t_s = 0, tokens = 0, held_s = 0, done = 0, pauses = 0, again = 0;
    int rc = MLSYS_OK;
    for (long i = 0; i < warm + steps && !rc; i++) {
        double p = 0, pf = 0, ag = 0;
        if ((rc = grow(&s, &p, err)) || (rc = admit(&s, &pf, &ag, err)))
            break;
        double n = s.running;
        double T = n > 0 ? step_time_s(in, n) + pf * in->t_prefill_token_s : 0;
        double d = decode(&s);
        if (i < warm)
            continue;
        t_s += T;
        tokens += n;
        held_s += n * T;
        done += d;
        pauses += p;
        again += ag;
    }
    free(s.run.v);
    free(s.paused.v);
    if (rc)
        return rc;
    if (!(tokens > 0 && t_s > 0 && done > 0))
        return mlsys_err_set(err, MLSYS_ENUMERIC,
                             "the paged cache holds no sequence to the end of its output: "
                             "give a smaller {batch}, a shorter {output-tokens} or more "
                             "{mem-util}");
    out->tokens_per_s = tokens / t_s;
    out->held = held_s / t_s;
    out->pauses = pauses / done;
    out->reprefill_tokens = k * again / done;
    return MLSYS_OK;
}
