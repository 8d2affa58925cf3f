/* plan_explain.c - plan's --explain (plan_explain.h): why the recommended
 * layout beats another, key by key of train's row, and in a sentence.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands/plan_explain.h"
#include "mlsys/units.h"

enum { X_DEVICES, X_VERSUS, X_KEY, X_BEST, X_OTHER, X_DIFF, X_UNIT, X_N };
_Static_assert((int)X_N == (int)MLSYS_PLAN_EXPLAIN_NCOLS, "the explain columns");

#define S MLSYS_COL_SUMMARY
#define D (MLSYS_COL_SUMMARY | MLSYS_COL_DYNAMIC)
const struct mlsys_coldef mlsys_plan_explain_cols[MLSYS_PLAN_EXPLAIN_NCOLS] = {
    [X_DEVICES] = {"devices", "", MLSYS_FMT_AUTO, "N of the search explained", S},
    [X_VERSUS] = {"versus", NULL, MLSYS_FMT_AUTO,
                  "the layout set against the best: runner-up, or --versus", S},
    [X_KEY] = {"key", NULL, MLSYS_FMT_AUTO, "a key of train's row (mlsys help train)", S},
    [X_BEST] = {"best", NULL, MLSYS_FMT_AUTO,
                "the recommended layout's value (machine formats: base SI unit)", D},
    [X_OTHER] = {"other", NULL, MLSYS_FMT_AUTO, "the other layout's value", D},
    [X_DIFF] = {"difference", NULL, MLSYS_FMT_AUTO, "other - best, for numbers", D},
    [X_UNIT] = {"unit", NULL, MLSYS_FMT_AUTO, "base SI unit of best, other and difference",
                MLSYS_COL_MACHINE},
};
#undef S
#undef D

/* Room for a text cell of train's row (a catalog name, a word). */
#define CELL_TEXT 96

/* One of train's rows, held: its cells, their strings copied. */
struct held {
    struct mlsys_cell c[MLSYS_TRAIN_NCOLS];
    char s[MLSYS_TRAIN_NCOLS][CELL_TEXT];
};

/* A sink that keeps the one row it is given (struct held). */
static int hold_row(struct mlsys_sink *sink, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    (void)err;
    struct held *h = sink->self;
    for (size_t k = 0; k < MLSYS_TRAIN_NCOLS; k++) {
        h->c[k] = cells[k];
        if (cells[k].type == MLSYS_CELL_STR) {
            snprintf(h->s[k], CELL_TEXT, "%s", cells[k].s);
            h->c[k].s = h->s[k];
        }
    }
    return MLSYS_OK;
}

/* Train's row of layout r into *h, timed again (a nearest miss holds
 * only its memory). */
static int hold(const struct plan *P, const struct mlsys_plan_row *r, struct held *h,
                struct mlsys_err *err)
{
    struct mlsys_train_in in;
    struct mlsys_train_out o;
    struct mlsys_sink sink = {NULL, hold_row, NULL, NULL, h};
    mlsys_plan_row_in(P, r, &in);
    mlsys_train_eval(&in, &o, NULL);
    return mlsys_plan_train_row(P, &sink, &in, &o, err);
}

/* The dimensions of column c's unit ("%" and counts: none). */
static void col_dim(const struct mlsys_coldef *c, mlsys_qty *q)
{
    mlsys_qty u;
    memset(q->dim, 0, sizeof q->dim);
    if (c->unit && c->unit[0] && strcmp(c->unit, "%") && !mlsys_units_parse_unit(c->unit, &u, NULL))
        memcpy(q->dim, u.dim, sizeof q->dim);
}

/* Cell x of column c for a DYNAMIC column: numbers with c's dimension
 * (people see a share in %), the rest as they are. */
static struct mlsys_cell dyn(const struct mlsys_coldef *c, struct mlsys_cell x)
{
    if (x.type != MLSYS_CELL_NUM)
        return x;
    mlsys_qty q = {x.q.v, {0}};
    col_dim(c, &q);
    struct mlsys_cell y = mlsys_cell_num(q);
    y.unit = c->unit && !strcmp(c->unit, "%") ? "%" : NULL;
    return y;
}

/* The value of a numeric cell, else NaN. */
static double num(const struct mlsys_cell *c) { return c->type == MLSYS_CELL_NUM ? c->q.v : NAN; }

/* One row per key of train's row: best against other. */
static int key_rows(const struct plan *P, const struct held *a, const struct held *b,
                    double N, const char *versus, struct mlsys_err *err)
{
    int rc = MLSYS_OK;
    for (size_t k = 0; !rc && k < MLSYS_TRAIN_NCOLS; k++) {
        const struct mlsys_coldef *c = &mlsys_train_cols[k];
        char unit[64] = "";
        mlsys_qty q;
        col_dim(c, &q);
        if (c->unit)
            mlsys_qty_unit_name(q.dim, unit, sizeof unit);
        double x = num(&a->c[k]), y = num(&b->c[k]);
        struct mlsys_cell diff = mlsys_cell_none();
        if (!isnan(x) && !isnan(y))
            diff = mlsys_cell_num((mlsys_qty){y - x, {0}});
        struct mlsys_cell row[X_N] = {
            [X_DEVICES] = mlsys_cell_val(N), [X_VERSUS] = mlsys_cell_str(versus),
            [X_KEY] = mlsys_cell_str(c->key), [X_BEST] = dyn(c, a->c[k]),
            [X_OTHER] = dyn(c, b->c[k]), [X_DIFF] = dyn(c, diff),
            [X_UNIT] = c->unit ? mlsys_cell_str(unit) : mlsys_cell_none(),
        };
        rc = P->sink->row(P->sink, row, err);
    }
    return rc;
}

/* Whether key is a term of the step: T_ but not the step, one layer or a
 * checkpoint's write (a failure term of the run). */
static bool step_term(const char *key)
{
    return !strncmp(key, "T_", 2) && strcmp(key, "T_step") && strcmp(key, "T_layer") &&
           strcmp(key, "T_write");
}

/* d in family fam with its sign, for people: "+1.2 s", "-300 ms". */
static const char *signed_fmt(double d, const char *fam, char *buf, size_t n)
{
    char x[32];
    mlsys_setup_fmt(fabs(d), fam, x, sizeof x);
    snprintf(buf, n, "%s%s", d < 0 ? "-" : "+", x);
    return buf;
}

/* The step's terms that differ most (at most 3, largest |difference|
 * first, none that are equal), "T_pp +1.2 s, T_compute -300 ms", into buf. */
static void largest_terms(const struct held *a, const struct held *b, char *buf, size_t n)
{
    bool used[MLSYS_TRAIN_NCOLS] = {false};
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < 3; i++) {
        size_t best = MLSYS_TRAIN_NCOLS;
        double most = 0;
        for (size_t k = 0; k < MLSYS_TRAIN_NCOLS; k++) {
            double d = fabs(num(&b->c[k]) - num(&a->c[k]));
            if (!used[k] && step_term(mlsys_train_cols[k].key) && d > most)
                best = k, most = d;
        }
        if (best == MLSYS_TRAIN_NCOLS || len >= n)
            return;
        used[best] = true;
        char x[40];
        len += (size_t)snprintf(buf + len, n - len, "%s%s %s", len ? ", " : "",
                                mlsys_train_cols[best].key,
                                signed_fmt(num(&b->c[best]) - num(&a->c[best]), "s", x,
                                           sizeof x));
    }
}

/* The index of key in train's row (it has every key asked here). */
static size_t col(const char *key)
{
    size_t k = 0;
    while (k < MLSYS_TRAIN_NCOLS - 1 && strcmp(mlsys_train_cols[k].key, key))
        k++;
    return k;
}

/* The note: how much longer the other's step is, the terms that make the
 * difference, memory and MFU. */
static int summary(const struct plan *P, const struct mlsys_plan_row *other, const struct held *a,
                   const struct held *b, const char *versus, const char *label, bool fits,
                   struct mlsys_err *err)
{
    char lay[200], terms[200], dt[40], dm[40], text[720];
    size_t ks = col("T_step"), km = col("M_total"), kf = col("MFU");
    double Ta = num(&a->c[ks]), Tb = num(&b->c[ks]);
    mlsys_plan_describe(P, other, lay, sizeof lay);
    largest_terms(a, b, terms, sizeof terms);
    snprintf(text, sizeof text,
             "%s%s (%s): step %s (%+.3g %%)%s%s; M_total %s; MFU %.4g %% against %.4g %%%s",
             label, versus, lay, signed_fmt(Tb - Ta, "s", dt, sizeof dt), 100 * (Tb / Ta - 1),
             terms[0] ? ": " : ", the same terms", terms,
             signed_fmt(num(&b->c[km]) - num(&a->c[km]), "B", dm, sizeof dm),
             100 * num(&b->c[kf]), 100 * num(&a->c[kf]),
             fits ? "" : "; it does not fit in the memory allowed (the least of its settings)");
    return P->sink->note(P->sink, text, err);
}

int mlsys_plan_explain(const struct plan *P, const struct mlsys_plan_row *best,
                       const struct mlsys_plan_row *other, const char *versus,
                       const char *label, bool fits, struct mlsys_err *err)
{
    struct held *h = malloc(2 * sizeof *h);
    if (!h)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    int rc = hold(P, best, &h[0], err);
    if (!rc)
        rc = hold(P, other, &h[1], err);
    if (!rc)
        rc = key_rows(P, &h[0], &h[1], num(&h[0].c[col("devices")]), versus, err);
    if (!rc)
        rc = summary(P, other, &h[0], &h[1], versus, label, fits, err);
    free(h);
    return rc;
}
