/* plan_stacks.c - plan over several training stacks (--framework, a
 * list): the model's inputs set up once per stack, each searched, the
 * results merged as one search (mlsys_plan_result_merge; docs/plan.md). */
#include <string.h>

#include "commands/device.h"
#include "commands/plan_explain.h"

/* The error of a stack given twice. */
static int twice(struct mlsys_err *err)
{
    mlsys_err_where(err, "--framework");
    return mlsys_err_set(err, MLSYS_EUSAGE, "a stack given twice: give each once");
}

/* Whether notes holds text. */
static bool noted(const struct mlsys_notes *notes, const char *text)
{
    for (const char *n = mlsys_notes_next(notes, NULL); n; n = mlsys_notes_next(notes, n))
        if (!strcmp(n, text))
            return true;
    return false;
}

size_t mlsys_plan_stack_index(const struct plan *P, enum mlsys_framework f)
{
    size_t k = 0;
    while (k < P->nsetup && P->stack[k] != f)
        k++;
    return k;
}

int mlsys_plan_stack_bases(struct plan *P, double B, struct mlsys_notes *notes,
                           struct mlsys_err *err)
{
    const struct mlsys_optblock *b = &mlsys_blk_trainrun;
    P->nstacks = P->nsetup = mlsys_call_nvalues(P->call, b, TR_FRAMEWORK);
    if (P->nstacks > sizeof P->stack / sizeof P->stack[0])
        return twice(err);
    for (size_t k = 0; k < P->nstacks; k++) {
        P->stack[k] = (enum mlsys_framework)mlsys_call_value(P->call, b, TR_FRAMEWORK, k).choice;
        for (size_t j = 0; j < k; j++)
            if (P->stack[j] == P->stack[k])
                return twice(err);
    }
    if (P->vs_stack >= 0 &&
        mlsys_plan_stack_index(P, (enum mlsys_framework)P->vs_stack) == P->nsetup)
        P->stack[P->nsetup++] = (enum mlsys_framework)P->vs_stack; /* set up, not searched */
    for (size_t k = 0; k < P->nsetup; k++) {
        struct mlsys_train_req r = P->req;
        struct mlsys_train_setup s;
        struct mlsys_train_out o;
        struct mlsys_notes own;
        mlsys_notes_init(&own);
        r.framework = P->stack[k];
        int rc = mlsys_setup_train(&r, &P->stack_base[k], k ? &s : &P->s, &own, err);
        if (!rc) /* sizes beyond doubles make every layout's result inf or NaN */
            rc = mlsys_dev_overflow(P->call, mlsys_train_eval(&P->stack_base[k], &o, err), err);
        for (const char *n = mlsys_notes_next(&own, NULL); !rc && n; n = mlsys_notes_next(&own, n))
            if (!noted(notes, n))
                mlsys_notes_add(notes, "%s", n);
        mlsys_notes_free(&own);
        if (rc)
            return rc;
        P->stack_base[k].batch.global_batch = B;
    }
    P->q.base = P->stack_base[0];
    if (P->nstacks > 1)
        mlsys_notes_add(notes, "stacks searched: %s%s%s%s%s (--framework), each layout timed as "
                               "its stack runs it, ranked together",
                        mlsys_train_stack(P->stack[0])->name, ", ",
                        mlsys_train_stack(P->stack[1])->name, P->nstacks > 2 ? ", " : "",
                        P->nstacks > 2 ? mlsys_train_stack(P->stack[2])->name : "");
    return MLSYS_OK;
}

int mlsys_plan_search_stacks(struct plan *P, const struct mlsys_plan_req *q, size_t first,
                             size_t count, struct mlsys_plan_result *r, enum mlsys_plan_dim *bad,
                             struct mlsys_err *err)
{
    struct mlsys_plan_req one = *q;
    struct mlsys_plan_result next;
    int rc = MLSYS_OK;
    for (size_t k = first; !rc && k < first + count; k++) {
        bool later = k > first; /* merged into r, with what the budget has left */
        struct mlsys_plan_result *res = later ? &next : r;
        one.base = P->stack_base[k];
        one.base.lay = q->base.lay;
        one.base.batch = q->base.batch;
        one.budget = q->budget && later ? q->budget - r->considered : q->budget;
        if (q->budget && !one.budget) { /* 0 would mean no bound: none is left */
            r->over_budget = true;
            rc = MLSYS_ERANGE;
            break;
        }
        rc = mlsys_plan_search(&one, res, bad, err);
        P->done += res->considered;
        if (later)
            r->over_budget |= next.over_budget;
        if (later && !rc)
            rc = mlsys_plan_result_merge(r, &next, q, err);
        else if (later)
            mlsys_plan_result_free(&next);
    }
    if (rc && r->over_budget) /* the budget of them all, not what a later stack had left */
        mlsys_err_set(err, MLSYS_ERANGE, "the search reached its budget of %zu layouts before "
                                         "it ended", q->budget);
    if (rc)
        mlsys_plan_result_free(r);
    return rc;
}
