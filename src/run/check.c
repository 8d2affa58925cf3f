/* check.c - --assert conditions checked on every output row (check.h). */
#include "run/check.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text.h"
#include "mlsys/units.h"

enum op { OP_LT, OP_LE, OP_GT, OP_GE, OP_EQ, OP_NE };
static const char *const op_text[] = {"<", "<=", ">", ">=", "==", "!="};

struct cond {
    const char *text;   /* as given, for messages      */
    char key[64];
    enum op op;
    char value[128];    /* right-hand side text        */
    int col;            /* resolved at begin()         */
    bool numeric;       /* compared as a quantity      */
    mlsys_qty q;        /* the value, base units       */
};

struct mlsys_check {
    struct mlsys_sink *inner;
    struct cond *c;
    size_t n;
    const struct mlsys_table *t;
    size_t rows;
    int failed;         /* index of the first violated condition, or -1 */
    size_t failed_row;
    char found[128];    /* what that row held */
};

/* Split "KEY OP VALUE", "KEY" (== true) or "!KEY" (== false) into c. */
static int parse_cond(const char *text, struct cond *c, struct mlsys_err *err)
{
    const char *p = text;
    while (isspace((unsigned char)*p))
        p++;
    bool negate = *p == '!' && p[1] != '=';
    p += negate;
    size_t k = 0;
    while ((isalnum((unsigned char)p[k]) || p[k] == '_') && k + 1 < sizeof c->key)
        k++;
    if (!k)
        return mlsys_err_set(err, MLSYS_EUSAGE, "expected 'KEY OP VALUE', e.g. 'T <= 50 ms'; "
                                                "got '%s'", text);
    memcpy(c->key, p, k);
    c->key[k] = '\0';
    p += k;
    while (isspace((unsigned char)*p))
        p++;
    c->text = text;
    c->col = -1;
    if (!*p) { /* a boolean key alone */
        c->op = OP_EQ;
        snprintf(c->value, sizeof c->value, "%s", negate ? "false" : "true");
        return MLSYS_OK;
    }
    static const enum op order[] = {OP_LE, OP_GE, OP_EQ, OP_NE, OP_LT, OP_GT}; /* longest first */
    int op = -1;
    for (size_t i = 0; op < 0 && i < sizeof order / sizeof order[0]; i++)
        if (!strncmp(p, op_text[order[i]], strlen(op_text[order[i]])))
            op = (int)order[i];
    if (negate || op < 0)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "expected an operator (< <= > >= == !=) after '%s' in '%s'", c->key,
                             text);
    c->op = (enum op)op;
    p += strlen(op_text[op]);
    while (isspace((unsigned char)*p))
        p++;
    size_t len = strlen(p);
    while (len && isspace((unsigned char)p[len - 1]))
        len--;
    if (!len || len >= sizeof c->value)
        return mlsys_err_set(err, MLSYS_EUSAGE, "expected a value after '%s' in '%s'",
                             op_text[op], text);
    memcpy(c->value, p, len);
    c->value[len] = '\0';
    return MLSYS_OK;
}

/* Resolve c against table t: its column, and the value as a quantity of
 * the column's dimension (numbers) or as text/boolean. */
static int resolve(const struct mlsys_table *t, struct cond *c, struct mlsys_err *err)
{
    c->col = mlsys_table_find(t, c->key);
    if (c->col < 0) {
        const char *cands[256];
        size_t n = 0;
        for (size_t i = 0; i < t->ncols && n < 256; i++)
            cands[n++] = t->cols[i].key;
        const char *s = mlsys_text_suggest(c->key, cands, n);
        return s ? mlsys_err_set(err, MLSYS_EUSAGE, "unknown key '%s' in '%s'; did you mean '%s'?",
                                 c->key, c->text, s)
                 : mlsys_err_set(err, MLSYS_EUSAGE, "unknown key '%s' in '%s'", c->key, c->text);
    }
    const struct mlsys_coldef *d = &t->cols[c->col];
    c->numeric = d->unit != NULL || (d->flags & MLSYS_COL_DYNAMIC);
    if (!c->numeric) {
        if (c->op != OP_EQ && c->op != OP_NE)
            return mlsys_err_set(err, MLSYS_EUSAGE, "'%s' is text; only == and != apply in '%s'",
                                 c->key, c->text);
        return MLSYS_OK;
    }
    int rc = mlsys_units_parse(c->value, &c->q, err);
    if (rc)
        return rc;
    mlsys_qty u;
    if (d->unit && !(d->flags & MLSYS_COL_DYNAMIC) && !mlsys_units_parse_unit(d->unit, &u, NULL) &&
        !mlsys_qty_same_dim(u, c->q)) {
        char want[64], got[64];
        mlsys_qty_unit_name(u.dim, want, sizeof want);
        mlsys_qty_unit_name(c->q.dim, got, sizeof got);
        return mlsys_err_set(err, MLSYS_EDIM, "'%s' is in %s but '%s' is in %s", c->key,
                             want[0] ? want : "a count", c->value, got[0] ? got : "a count");
    }
    return MLSYS_OK;
}

static bool compare(double a, enum op op, double b)
{
    switch (op) {
    case OP_LT: return a < b;
    case OP_LE: return a <= b;
    case OP_GT: return a > b;
    case OP_GE: return a >= b;
    case OP_EQ: return a == b;
    case OP_NE: default: return a != b;
    }
}

/* Whether cell x satisfies c; *shown receives the value for a message. A
 * boolean cell compares with true/yes or false/no in any case (the table
 * and every other format write true/false). */
static bool holds(const struct mlsys_check *k, const struct cond *c, const struct mlsys_cell *x,
                  char *shown, size_t n)
{
    const struct mlsys_coldef *d = &k->t->cols[c->col];
    if (x->type == MLSYS_CELL_BOOL || x->type == MLSYS_CELL_STR) {
        const char *s = x->type == MLSYS_CELL_BOOL ? mlsys_cell_bool_word(x->b) : x->s;
        snprintf(shown, n, "%s", s);
        bool want, eq = x->type == MLSYS_CELL_BOOL
                            ? mlsys_text_bool(c->value, &want) && want == x->b
                            : !strcmp(s, c->value);
        return c->op == OP_EQ ? eq : c->op == OP_NE ? !eq : false;
    }
    if (x->type != MLSYS_CELL_NUM || isnan(x->q.v)) {
        snprintf(shown, n, "no value");
        return false;
    }
    mlsys_qty q = x->q;
    if (x->col_unit || !mlsys_qty_same_dim(q, c->q))
        memcpy(q.dim, c->q.dim, sizeof q.dim); /* begin() checked the column's dimension */
    if (mlsys_units_format(q, d->flags & MLSYS_COL_DYNAMIC ? NULL : d->unit, d->mode, 4, shown, n,
                           NULL))
        snprintf(shown, n, "%g", q.v);
    return compare(x->q.v, c->op, c->q.v);
}

static int k_begin(struct mlsys_sink *s, const struct mlsys_table *t, struct mlsys_err *err)
{
    struct mlsys_check *k = s->self;
    k->t = t;
    for (size_t i = 0; i < k->n; i++) {
        int rc = resolve(t, &k->c[i], err);
        if (rc) {
            mlsys_err_where(err, "--assert");
            return rc;
        }
    }
    return k->inner->begin(k->inner, t, err);
}

static int k_row(struct mlsys_sink *s, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    struct mlsys_check *k = s->self;
    k->rows++;
    bool b;
    for (size_t i = 0; i < k->n; i++)
        if (cells[k->c[i].col].type == MLSYS_CELL_BOOL && !mlsys_text_bool(k->c[i].value, &b)) {
            mlsys_err_where(err, "--assert");
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "'%s' is true or false; compare it with true, false, yes or no "
                                 "in '%s'",
                                 k->c[i].key, k->c[i].text);
        }
    for (size_t i = 0; k->failed < 0 && i < k->n; i++) {
        char shown[128];
        if (!holds(k, &k->c[i], &cells[k->c[i].col], shown, sizeof shown)) {
            k->failed = (int)i;
            k->failed_row = k->rows;
            snprintf(k->found, sizeof k->found, "%s", shown);
        }
    }
    return k->inner->row(k->inner, cells, err);
}

static int k_note(struct mlsys_sink *s, const char *text, struct mlsys_err *err)
{
    struct mlsys_check *k = s->self;
    return k->inner->note(k->inner, text, err);
}

static int k_end(struct mlsys_sink *s, bool ok, struct mlsys_err *err)
{
    struct mlsys_check *k = s->self;
    int rc = k->inner->end(k->inner, ok, err);
    if (rc || !ok || k->failed < 0)
        return rc;
    const struct cond *c = &k->c[k->failed];
    mlsys_err_where(err, "--assert");
    return mlsys_err_set(err, MLSYS_EASSERT, "'%s' failed at row %zu: %s = %s", c->text,
                         k->failed_row, c->key, k->found);
}

int mlsys_check_new(const char *const *texts, size_t n, struct mlsys_sink *inner,
                    struct mlsys_check **out, struct mlsys_sink *sink, struct mlsys_err *err)
{
    struct mlsys_check *k = calloc(1, sizeof *k);
    struct cond *c = calloc(n ? n : 1, sizeof *c);
    if (!k || !c) {
        free(k);
        free(c);
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    }
    *k = (struct mlsys_check){.inner = inner, .c = c, .n = n, .failed = -1};
    for (size_t i = 0; i < n; i++) {
        int rc = parse_cond(texts[i], &c[i], err);
        if (rc) {
            mlsys_err_where(err, "--assert");
            mlsys_check_free(k);
            return rc;
        }
    }
    *sink = (struct mlsys_sink){k_begin, k_row, k_note, k_end, k};
    *out = k;
    return MLSYS_OK;
}

void mlsys_check_free(struct mlsys_check *c)
{
    if (!c)
        return;
    free(c->c);
    free(c);
}
