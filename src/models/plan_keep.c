/* plan_keep.c - what the layout search keeps (plan.h): the top K in a
 * heap, or the Pareto front of two scores, the kept rows' order, and the
 * merge of two searches' results as one search would keep them.
 */
#include <stdlib.h>

#include "mlsys/plan.h"
#include "models/plan_impl.h"

/* Whether row a comes before row b: the smaller score[0], then the earlier. */
static bool before(const struct mlsys_plan_row *a, const struct mlsys_plan_row *b)
{
    return a->score[0] < b->score[0] || (a->score[0] == b->score[0] && a->index < b->index);
}

/* Room for one more row: the room doubles, up to top rows when that is
 * all that is kept (the top K take min(K, feasible) rows, never K ahead). */
static int grow(struct search *S)
{
    struct mlsys_plan_result *r = S->res;
    if (r->nrows < S->cap)
        return MLSYS_OK;
    size_t cap = S->cap ? 2 * S->cap : 16;
    if (S->req->keep == MLSYS_PLAN_TOP && cap > S->req->top)
        cap = S->req->top;
    struct mlsys_plan_row *rows = realloc(r->rows, cap * sizeof *rows);
    if (!rows)
        return mlsys_err_set(S->err, MLSYS_ENOMEM, "out of memory");
    r->rows = rows;
    S->cap = cap;
    return MLSYS_OK;
}

/* Whether a layout scoring s (no earlier than any kept) could still be
 * kept. The top K are a heap whose root is the last of them. */
bool mlsys_plan_could_keep(const struct search *S, const double s[2])
{
    const struct mlsys_plan_result *r = S->res;
    if (S->req->keep == MLSYS_PLAN_TOP)
        return r->nrows < S->req->top || s[0] <= r->rows[0].score[0];
    for (size_t i = 0; i < r->nrows; i++)
        if (r->rows[i].score[0] <= s[0] && r->rows[i].score[1] <= s[1])
            return false; /* an earlier one is as good on both */
    return true;
}

static void swap_rows(struct mlsys_plan_row *a, struct mlsys_plan_row *b)
{
    struct mlsys_plan_row t = *a;
    *a = *b;
    *b = t;
}

/* Keep row x among the top K: rows[0..nrows) is a binary heap in which no
 * row comes before its children (`before`), so rows[0] is the last of the
 * K; x replaces it when x comes before it. O(log K) a row; the search
 * sorts the K once at the end. */
int mlsys_plan_keep_top(struct search *S, const struct mlsys_plan_row *x)
{
    struct mlsys_plan_result *r = S->res;
    struct mlsys_plan_row *h = r->rows;
    if (r->nrows < S->req->top) { /* room: add at the bottom, sift up */
        if (grow(S))
            return MLSYS_ENOMEM;
        h = r->rows;
        size_t i = r->nrows++;
        h[i] = *x;
        for (; i > 0 && before(&h[(i - 1) / 2], &h[i]); i = (i - 1) / 2)
            swap_rows(&h[(i - 1) / 2], &h[i]);
        return MLSYS_OK;
    }
    if (!before(x, &h[0]))
        return MLSYS_OK;
    h[0] = *x; /* replace the last of the K, sift down */
    for (size_t i = 0;;) {
        size_t l = 2 * i + 1, m = i;
        if (l < r->nrows && before(&h[m], &h[l]))
            m = l;
        if (l + 1 < r->nrows && before(&h[m], &h[l + 1]))
            m = l + 1;
        if (m == i)
            return MLSYS_OK;
        swap_rows(&h[i], &h[m]);
        i = m;
    }
}

/* Keep row x on the Pareto front unless an earlier row is as good on both
 * scores; drop the rows it beats. */
int mlsys_plan_keep_front(struct search *S, const struct mlsys_plan_row *x)
{
    struct mlsys_plan_result *r = S->res;
    if (!mlsys_plan_could_keep(S, x->score))
        return MLSYS_OK;
    size_t k = 0;
    for (size_t i = 0; i < r->nrows; i++)
        if (!(x->score[0] <= r->rows[i].score[0] && x->score[1] <= r->rows[i].score[1]))
            r->rows[k++] = r->rows[i];
    r->nrows = k;
    if (grow(S))
        return MLSYS_ENOMEM;
    r->rows[r->nrows++] = *x;
    return MLSYS_OK;
}

/* Kept rows by score[0], then search order (no two rows tie on both). */
int mlsys_plan_by_score(const void *a, const void *b)
{
    const struct mlsys_plan_row *x = a, *y = b;
    return before(x, y) ? -1 : before(y, x) ? 1 : 0;
}

int mlsys_plan_result_merge(struct mlsys_plan_result *into, struct mlsys_plan_result *from,
                            const struct mlsys_plan_req *req, struct mlsys_err *err)
{
    size_t offset = into->considered;
    int rc = MLSYS_OK;
    if (req->keep == MLSYS_PLAN_PARETO) { /* from's rows offered as the search offers its own */
        struct search S = {.req = req, .res = into, .cap = into->nrows, .err = err};
        for (size_t i = 0; !rc && i < from->nrows; i++) {
            struct mlsys_plan_row x = from->rows[i];
            x.index += offset; /* after every row of into: its earlier rows win ties */
            rc = mlsys_plan_keep_front(&S, &x);
        }
    } else if (req->keep == MLSYS_PLAN_TOP && from->nrows) { /* the best K of both */
        size_t n = into->nrows + from->nrows;
        struct mlsys_plan_row *rows = realloc(into->rows, n * sizeof *rows);
        if (!rows)
            rc = mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
        for (size_t i = 0; !rc && i < from->nrows; i++) {
            rows[into->nrows + i] = from->rows[i];
            rows[into->nrows + i].index += offset;
        }
        if (!rc) {
            into->rows = rows;
            into->nrows = n;
        }
    }
    if (rc) {
        mlsys_plan_result_free(from);
        return rc;
    }
    if (into->nrows > 1)
        qsort(into->rows, into->nrows, sizeof *into->rows, mlsys_plan_by_score);
    if (req->keep == MLSYS_PLAN_TOP && into->nrows > req->top)
        into->nrows = req->top;
    if (from->have_miss &&
        (!into->have_miss || from->miss.out.m_total_B < into->miss.out.m_total_B)) {
        into->have_miss = true;
        into->miss = from->miss;
        into->miss.index += offset;
    }
    into->considered += from->considered;
    into->feasible += from->feasible;
    into->timed += from->timed;
    into->bounded += from->bounded;
    into->over_budget |= from->over_budget;
    for (int i = 0; i < MLSYS_PLAN_NBAD; i++)
        into->infeasible[i] += from->infeasible[i];
    for (int i = 0; i < MLSYS_PLAN_NSKIPS; i++)
        into->skipped[i] += from->skipped[i];
    mlsys_plan_result_free(from);
    return MLSYS_OK;
}

void mlsys_plan_result_free(struct mlsys_plan_result *res)
{
    free(res->rows);
    res->rows = NULL;
    res->nrows = 0;
}
