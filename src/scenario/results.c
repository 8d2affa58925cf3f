/* results.c - scenario results, and running a command into them through a
 * capturing sink (so a scenario reports exactly what the command would). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text.h"
#include "mlsys/units.h"
#include "scenario/scenario_impl.h"

static char *dup_or_null(const char *s)
{
    return s ? strdup(s) : NULL;
}

int mlsys_sc_res_add(struct mlsys_sc_results *res, const char *key, const char *row,
               struct mlsys_cell value, const char *unit, struct mlsys_err *err)
{
    struct mlsys_sc_row *rows = mlsys_grow(res->rows, res->n, &res->cap, sizeof *rows, 32);
    if (!rows)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    res->rows = rows;
    struct mlsys_sc_row *r = &res->rows[res->n];
    memset(r, 0, sizeof *r);
    r->key = strdup(key);
    r->row = strdup(row ? row : "");
    r->unit = dup_or_null(unit);
    r->value = value;
    r->value.unit = NULL;
    r->value.col_unit = false;
    char *s = NULL;
    if (value.type == MLSYS_CELL_STR)
        r->value.s = s = dup_or_null(value.s);
    if (!r->key || !r->row || (unit && !r->unit) || (value.type == MLSYS_CELL_STR && !s)) {
        free(r->key);
        free(r->row);
        free(r->unit);
        free(s);
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    }
    res->n++;
    return 0;
}

int mlsys_sc_res_num(struct mlsys_sc_results *res, const char *key, const char *row, double v,
               const char *family, struct mlsys_err *err)
{
    mlsys_qty q = mlsys_qty_num(1);
    if (family[0] && strcmp(family, "%") != 0 && mlsys_units_parse_unit(family, &q, err))
        return MLSYS_EUNIT;
    q.v = v;
    const char *unit = !strcmp(family, "%") ? "%" : NULL;
    return mlsys_sc_res_add(res, key, row, mlsys_cell_num(q), unit, err);
}

int mlsys_sc_res_note(struct mlsys_sc_results *res, const char *text, struct mlsys_err *err)
{
    for (size_t i = 0; i < res->nnotes; i++)
        if (!strcmp(res->notes[i], text))
            return 0;
    char **n = realloc(res->notes, (res->nnotes + 1) * sizeof *n);
    if (!n)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    res->notes = n;
    if (!(n[res->nnotes] = strdup(text)))
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    res->nnotes++;
    return 0;
}

const struct mlsys_sc_row *mlsys_sc_res_get(const struct mlsys_sc_results *res, const char *key,
                                      const char *row)
{
    for (size_t i = 0; i < res->n; i++)
        if (!strcmp(res->rows[i].key, key) && (!row || !strcmp(res->rows[i].row, row)))
            return &res->rows[i];
    return NULL;
}

double mlsys_sc_res_val(const struct mlsys_sc_results *res, const char *key)
{
    const struct mlsys_sc_row *r = mlsys_sc_res_get(res, key, NULL);
    return r && r->value.type == MLSYS_CELL_NUM ? r->value.q.v : NAN;
}

void mlsys_sc_results_free(struct mlsys_sc_results *res)
{
    if (!res)
        return;
    for (size_t i = 0; i < res->n; i++) {
        free(res->rows[i].key);
        free(res->rows[i].row);
        free(res->rows[i].unit);
        if (res->rows[i].value.type == MLSYS_CELL_STR)
            free((char *)res->rows[i].value.s);
    }
    free(res->rows);
    for (size_t i = 0; i < res->nnotes; i++)
        free(res->notes[i]);
    free(res->notes);
    memset(res, 0, sizeof *res);
}

/* ---- the capturing sink ------------------------------------------------- */

/* What a column turns into: its key, the dimension of its numbers, and the
 * fixed display unit for people (NULL: chosen from the dimension). */
struct ccol {
    char *key;
    bool dynamic;
    int8_t dim[MLSYS_NDIM];
    const char *unit;
};

struct capture {
    struct mlsys_sc_results *res;
    struct ccol *cols;
    size_t ncols, nrows, first;
};

static void capture_free(struct capture *c)
{
    for (size_t i = 0; c->cols && i < c->ncols; i++)
        free(c->cols[i].key);
    free(c->cols);
    c->cols = NULL;
    c->ncols = 0;
}

/* Keep each column's key, the dimension of its numbers and its fixed
 * display unit (the table and its strings live only until end). */
static int cap_begin(struct mlsys_sink *s, const struct mlsys_table *t, struct mlsys_err *err)
{
    struct capture *c = s->self;
    c->cols = calloc(t->ncols ? t->ncols : 1, sizeof *c->cols);
    if (!c->cols)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    c->ncols = t->ncols;
    for (size_t i = 0; i < t->ncols; i++) {
        const struct mlsys_coldef *d = &t->cols[i];
        struct ccol *k = &c->cols[i];
        if (!(k->key = strdup(d->key)))
            return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
        k->dynamic = d->flags & MLSYS_COL_DYNAMIC;
        if (k->dynamic || !d->unit)
            continue;
        if (!strcmp(d->unit, "%") || (d->mode == MLSYS_FMT_FIXED && d->unit[0]))
            k->unit = d->unit; /* static text of the command's table */
        mlsys_qty u = mlsys_qty_num(1);
        if (d->unit[0] && strcmp(d->unit, "%") != 0 && mlsys_units_parse_unit(d->unit, &u, err))
            return MLSYS_EUNIT;
        memcpy(k->dim, u.dim, sizeof k->dim);
    }
    return 0;
}

/* Every present cell of the row becomes a result labelled with the row
 * number; a bare value (mlsys_cell_val) gets its column's dimension. */
static int cap_row(struct mlsys_sink *s, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    struct capture *c = s->self;
    char label[32];
    snprintf(label, sizeof label, "%zu", ++c->nrows);
    for (size_t i = 0; i < c->ncols; i++) {
        struct mlsys_cell v = cells[i];
        const char *unit = c->cols[i].unit;
        if (v.type == MLSYS_CELL_NONE)
            continue;
        if (v.type == MLSYS_CELL_NUM && v.col_unit)
            memcpy(v.q.dim, c->cols[i].dim, sizeof v.q.dim);
        if (c->cols[i].dynamic)
            unit = v.unit;
        int rc = mlsys_sc_res_add(c->res, c->cols[i].key, label, v, unit, err);
        if (rc)
            return rc;
    }
    return 0;
}

static int cap_note(struct mlsys_sink *s, const char *text, struct mlsys_err *err)
{
    struct capture *c = s->self;
    return mlsys_sc_res_note(c->res, text, err);
}

/* Release the column copies; the results stay. */
static int cap_end(struct mlsys_sink *s, bool ok, struct mlsys_err *err)
{
    (void)ok;
    (void)err;
    capture_free(s->self);
    return 0;
}

int mlsys_sc_run_command(const struct mlsys_cmddef *cmd, const char *fullname,
                   const struct mlsys_optset *set, struct mlsys_ctx *ctx,
                   struct mlsys_sc_results *res, struct mlsys_err *err)
{
    struct capture c = {.res = res, .first = res->n};
    struct mlsys_sink sink = {cap_begin, cap_row, cap_note, cap_end, &c};
    int rc = mlsys_cmd_run(cmd, fullname, set, ctx, &sink, err);
    capture_free(&c);
    if (rc || c.nrows != 1)
        return rc;
    for (size_t i = c.first; i < res->n; i++)
        res->rows[i].row[0] = '\0'; /* one row: no row labels */
    return 0;
}

int mlsys_sc_optset_named(struct mlsys_optset *set, const struct mlsys_cmddef *cmd,
                          const char *name, const char *text, struct mlsys_err *err)
{
    struct mlsys_optlist opts;
    mlsys_cmd_optlist(cmd, &opts);
    for (size_t i = 0; i < opts.n; i++)
        if (mlsys_opt_named(opts.d[i], name))
            return mlsys_optset_add(set, opts.d[i], text, err);
    return mlsys_err_set(err, MLSYS_EUSAGE, "internal: %s has no option --%s", cmd->name, name);
}

const struct mlsys_cmddef *mlsys_sc_command(const struct mlsys_scenario *sc, const char *name,
                                      char *full, size_t n)
{
    char word[64];
    size_t len = strcspn(name, " ");
    snprintf(word, sizeof word, "%.*s", (int)(len < sizeof word ? len : sizeof word - 1), name);
    const struct mlsys_cmddef *cmd = mlsys_cmd_find(sc->commands, word);
    if (!cmd)
        return NULL;
    const char *sub = name + len;
    while (*sub == ' ')
        sub++;
    if (!*sub) {
        snprintf(full, n, "%s", cmd->name);
        return cmd;
    }
    const struct mlsys_cmddef *s = cmd->subs ? mlsys_cmd_find(cmd->subs, sub) : NULL;
    if (s)
        snprintf(full, n, "%s %s", cmd->name, s->name);
    return s;
}
