/* render_values.c - rows as plain values for a program (run.h): the keys
 * and base SI units the JSON format writes, each number in base SI (NaN
 * and infinities absent, as JSON's null), strings and yes/no as they are.
 * Nothing is formatted and nothing is kept beyond the row at hand.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>

#include "render_impl.h"

/* A receiver that asked to stop: the run ends as at a closed pipe. */
static int stopped(struct render *r, struct mlsys_err *err)
{
    return mlsys_render_write_failed(r, EPIPE, err);
}

/* Tell the receiver the selected keys and their units, once: a numeric
 * column's base SI unit ("" for counts and fractions), NULL for text,
 * yes/no and a unit-per-row column whose first row had no number. */
static int tell_columns(struct render *r, struct mlsys_err *err)
{
    r->cols_told = true;
    if (!r->rx->columns)
        return 0;
    const char **keys = malloc(2 * (r->nsel ? r->nsel : 1) * sizeof *keys);
    if (!keys)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    const char **units = keys + r->nsel;
    for (size_t i = 0; i < r->nsel; i++) {
        const struct rcol *c = &r->cols[r->sel[i].col];
        keys[i] = r->t.cols[r->sel[i].col].key;
        units[i] = c->kind != RK_TEXT && c->dim_known ? c->unit : NULL;
    }
    int stop = r->rx->columns(r->rx->self, r->nsel, keys, units);
    free(keys);
    return stop ? stopped(r, err) : 0;
}

int mlsys_render_values_row(struct render *r, const struct mlsys_cell *cells,
                            struct mlsys_err *err)
{
    if (!r->cols_told) {
        int rc = tell_columns(r, err);
        if (rc)
            return rc;
    }
    if (!r->rx->row)
        return 0;
    if (!r->vals && !(r->vals = calloc(r->nsel ? r->nsel : 1, sizeof *r->vals)))
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    for (size_t i = 0; i < r->nsel; i++) {
        const struct mlsys_cell *c = &cells[r->sel[i].col];
        struct mlsys_value *v = &r->vals[i];
        *v = (struct mlsys_value){.type = MLSYS_VALUE_NONE};
        if (c->type == MLSYS_CELL_NUM && isfinite(c->q.v)) {
            v->type = MLSYS_VALUE_NUMBER;
            v->number = c->q.v;
        } else if (c->type == MLSYS_CELL_STR) {
            v->type = MLSYS_VALUE_TEXT;
            v->text = c->s;
        } else if (c->type == MLSYS_CELL_BOOL) {
            v->type = MLSYS_VALUE_BOOL;
            v->boolean = c->b;
        }
    }
    return r->rx->row(r->rx->self, r->nsel, r->vals) ? stopped(r, err) : 0;
}

int mlsys_render_values_end(struct render *r, struct mlsys_err *err)
{
    return r->cols_told ? 0 : tell_columns(r, err);
}

int mlsys_render_values_note(struct render *r, const char *text, struct mlsys_err *err)
{
    if (r->rx->note && r->rx->note(r->rx->self, text))
        return stopped(r, err);
    return 0;
}
