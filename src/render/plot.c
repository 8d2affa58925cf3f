/* plot.c - the plot sink (plot.h): passes every call on to the inner sink,
 * keeps the numbers a plot needs from each row, and at end(ok) has
 * plot_svg.c draw them into the SVG file.
 */
#include "render/plot.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plot_impl.h"

int mlsys_plot_log_parse(const char *text, bool *log_x, bool *log_y, struct mlsys_err *err)
{
    bool x = false, y = false;
    const char *p = text ? text : "";
    for (; *p; p++) {
        if (*p == 'x' && !x)
            x = true;
        else if (*p == 'y' && !y)
            y = true;
        else if (*p != ',' && *p != ' ')
            break;
    }
    if (*p || (!x && !y))
        return mlsys_err_set(err, MLSYS_EUSAGE, "--log: expected x, y or x,y; got '%s'",
                             text ? text : "");
    *log_x = x;
    *log_y = y;
    return MLSYS_OK;
}

const char *mlsys_plot_str(const struct plot *p, size_t ref)
{
    return ref ? p->strs.p + (ref - 1) : "";
}

/* Keep a copy of s in p->strs; *ref receives 1 + its offset. */
static int stash(struct plot *p, const char *s, size_t *ref, struct mlsys_err *err)
{
    size_t off = p->strs.len;
    if (mlsys_buf_add(&p->strs, s, strlen(s) + 1))
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    *ref = off + 1;
    return MLSYS_OK;
}

/* ---- columns ---------------------------------------------------------- */


/* Describe column col of the table in *a: family, mode and dimension of
 * its numbers. A text or boolean column has family "" and dim_known false
 * with dynamic false; callers that need numbers refuse it. */
static int describe(const struct mlsys_table *t, size_t col, struct paxis *a,
                    struct mlsys_err *err)
{
    const struct mlsys_coldef *d = &t->cols[col];
    memset(a, 0, sizeof *a);
    a->col = (int)col;
    a->key = d->key;
    a->mode = d->mode;
    if (d->flags & MLSYS_COL_DYNAMIC) {
        a->dynamic = true;
        return MLSYS_OK;
    }
    if (!d->unit)
        return MLSYS_OK;
    snprintf(a->family, sizeof a->family, "%s", d->unit);
    a->dim_known = true;
    if (!d->unit[0] || !strcmp(d->unit, "%"))
        return MLSYS_OK;
    mlsys_qty u;
    struct mlsys_err sub;
    mlsys_err_clear(&sub);
    if (mlsys_units_parse_unit(d->unit, &u, &sub))
        return mlsys_err_set(err, sub.code, "internal: column '%s' unit '%s': %s", d->key,
                             d->unit, sub.msg);
    memcpy(a->dim, u.dim, sizeof a->dim);
    return MLSYS_OK;
}

/* Set up axis *a on the numeric column called key (for option opt). */
static int axis_on(const struct mlsys_table *t, const char *opt, const char *key, bool log,
                   struct paxis *a, struct mlsys_err *err)
{
    int col = mlsys_table_find(t, key);
    if (col < 0)
        return mlsys_table_unknown_key(t, opt, key, err);
    int rc = describe(t, (size_t)col, a, err);
    if (rc)
        return rc;
    if (!a->dim_known && !a->dynamic)
        return mlsys_err_set(err, MLSYS_EUSAGE, "%s: '%s' is not a numeric column", opt, key);
    a->log = log;
    return MLSYS_OK;
}

/* Add column col to the label columns. */
static int add_key(struct plot *p, size_t col, struct mlsys_err *err)
{
    return describe(&p->t, col, &p->keys[p->nkeys++], err);
}

/* The label columns: swept inputs other than the axes, and when neither
 * axis is a swept input, other than the innermost one too, along which
 * each series then runs as a curve (batch 1..512 plotted as tokens/s
 * against TPOT: one curve, not a point per batch); for a roofline with
 * nothing swept, its workload and batch. */
static int choose_keys(struct plot *p, struct mlsys_err *err)
{
    p->keys = calloc(p->t.ncols + 1, sizeof *p->keys);
    if (!p->keys)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    unsigned axis_flags = (p->ax.col >= 0 ? p->t.cols[p->ax.col].flags : 0) |
                          (p->ay.col >= 0 ? p->t.cols[p->ay.col].flags : 0);
    bool along_inner = p->o.kind != MLSYS_PLOT_ROOFLINE && !(axis_flags & MLSYS_COL_INPUT);
    for (size_t i = 0; i < p->t.ncols; i++) {
        unsigned fl = p->t.cols[i].flags;
        if (!(fl & MLSYS_COL_INPUT) || (int)i == p->ax.col || (int)i == p->ay.col ||
            (along_inner && (fl & MLSYS_COL_INNER)))
            continue;
        int rc = add_key(p, i, err);
        if (rc)
            return rc;
    }
    if (p->nkeys || p->o.kind != MLSYS_PLOT_ROOFLINE)
        return MLSYS_OK;
    const char *fallback[] = {"workload", "batch"};
    for (size_t k = 0; k < 2; k++) {
        int col = mlsys_table_find(&p->t, fallback[k]);
        int rc = col >= 0 ? add_key(p, (size_t)col, err) : MLSYS_OK;
        if (rc)
            return rc;
    }
    return MLSYS_OK;
}

/* Find the roofline's columns. */
static int roofline_cols(struct plot *p, struct mlsys_err *err)
{
    const struct mlsys_table *t = &p->t;
    p->c_peak = mlsys_table_find(t, "R_peak");
    p->c_bw = mlsys_table_find(t, "BW");
    p->c_eta = mlsys_table_find(t, "eta_hw");
    p->c_prec = mlsys_table_find(t, "compute_precision");
    p->c_hw = mlsys_table_find(t, "hw");
    if (p->c_peak < 0 || p->c_bw < 0)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "--plot: the roofline plot needs the keys R_peak and BW");
    p->ax.col = p->ay.col = -1;
    int ci = mlsys_table_find(t, "I"), cr = mlsys_table_find(t, "R_attain");
    if (ci < 0 || cr < 0)
        return MLSYS_OK;
    int rc = axis_on(t, "--plot", "I", true, &p->ax, err);
    if (!rc)
        rc = axis_on(t, "--plot", "R_attain", true, &p->ay, err);
    return rc;
}

/* ---- sink callbacks --------------------------------------------------- */

static int p_begin(struct mlsys_sink *s, const struct mlsys_table *t, struct mlsys_err *err)
{
    struct plot *p = s->self;
    if (p->begun || !t)
        return mlsys_err_set(err, MLSYS_EUSAGE, "internal: plot begun twice or no table");
    p->begun = true;
    p->t = *t;
    int rc;
    if (p->o.kind == MLSYS_PLOT_ROOFLINE) {
        rc = roofline_cols(p, err);
    } else {
        rc = axis_on(t, "--x", p->xkey ? p->xkey : "", p->o.log_x, &p->ax, err);
        if (!rc)
            rc = axis_on(t, "--y", p->ykey ? p->ykey : "", p->o.log_y, &p->ay, err);
    }
    if (!rc)
        rc = choose_keys(p, err);
    if (rc)
        return rc;
    if (p->o.out) {
        p->f = p->o.out;
    } else {
        errno = 0;
        p->f = fopen(p->path, "w");
        if (!p->f)
            return mlsys_err_set(err, MLSYS_EFILE, "--plot: cannot write '%s': %s", p->path,
                                 strerror(errno ? errno : EIO));
        p->created = true;
    }
    return p->inner->begin(p->inner, t, err);
}

/* The number in cell c of axis a (base units) into *v: false when the
 * cell has none (absent, text, NaN, infinite). A DYNAMIC axis learns its
 * dimension from its first number and refuses others. */
static int cell_number(struct paxis *a, const struct mlsys_cell *c, double *v, bool *have,
                       struct mlsys_err *err)
{
    *have = false;
    if (c->type != MLSYS_CELL_NUM || !isfinite(c->q.v))
        return MLSYS_OK;
    if (a->dynamic && !c->col_unit) {
        if (!a->dim_known) {
            memcpy(a->dim, c->q.dim, sizeof a->dim);
            mlsys_qty_unit_name(a->dim, a->family, sizeof a->family);
            a->mode = MLSYS_FMT_AUTO;
            a->dim_known = true;
        } else if (memcmp(a->dim, c->q.dim, sizeof a->dim) != 0) {
            char u[PLOT_UNIT_MAX];
            mlsys_qty_unit_name(c->q.dim, u, sizeof u);
            return mlsys_err_set(err, MLSYS_EDIM, "--plot: column '%s' mixes %s and %s", a->key,
                                 a->family[0] ? a->family : "counts", u[0] ? u : "counts");
        }
    }
    *v = c->q.v;
    *have = true;
    return MLSYS_OK;
}

/* Write cell c of label column a for people into buf: text as is,
 * numbers and booleans as "key=value". */
static void cell_text(const struct paxis *a, const struct mlsys_cell *c, char *buf, size_t n,
                      int digits)
{
    char val[96];
    switch (c->type) {
    case MLSYS_CELL_STR:
        snprintf(buf, n, "%s", c->s ? c->s : "");
        return;
    case MLSYS_CELL_BOOL:
        snprintf(buf, n, "%s=%s", a->key, mlsys_cell_bool_word(c->b));
        return;
    case MLSYS_CELL_NUM: {
        mlsys_qty q = c->q;
        const char *family = a->family;
        char fam[PLOT_UNIT_MAX];
        if (c->col_unit)
            memcpy(q.dim, a->dim, sizeof q.dim);
        else if (a->dynamic || !a->dim_known)
            family = mlsys_qty_unit_name(q.dim, fam, sizeof fam);
        if (mlsys_units_format(q, family, a->mode, digits, val, sizeof val, NULL))
            mlsys_units_format_num(q.v, digits, 1, val, sizeof val);
        snprintf(buf, n, "%s=%s", a->key, val);
        return;
    }
    case MLSYS_CELL_NONE:
    default:
        snprintf(buf, n, "%s=-", a->key);
        return;
    }
}

/* The label of a row: its label columns for people, ", "-separated. */
static void row_label(const struct plot *p, const struct mlsys_cell *cells, char *buf, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < p->nkeys && len + 1 < n; i++) {
        char part[PLOT_LABEL_MAX];
        cell_text(&p->keys[i], &cells[p->keys[i].col], part, sizeof part, p->o.digits);
        int k = snprintf(buf + len, n - len, "%s%s", i ? ", " : "", part);
        len += k > 0 ? (size_t)k : 0;
    }
}

/* Refuse a value a log axis cannot show. */
static int check_log(const struct plot *p, const struct paxis *a, const char *which, double v,
                     struct mlsys_err *err)
{
    if (!a->log || v > 0)
        return MLSYS_OK;
    char buf[96];
    mlsys_qty q = {.v = v};
    memcpy(q.dim, a->dim, sizeof q.dim);
    if (mlsys_units_format(q, a->family, a->mode, p->o.digits, buf, sizeof buf, NULL))
        mlsys_units_format_num(v, p->o.digits, 1, buf, sizeof buf);
    return mlsys_err_set(err, MLSYS_ERANGE,
                         "--log: %s value %s (row %zu) is not positive; drop %s from --log",
                         which, buf, p->nrows, which);
}

/* Append a point. */
static int add_point(struct plot *p, double x, double y, size_t series, size_t label,
                     struct mlsys_err *err)
{
    struct ppoint *n = mlsys_grow(p->pts, p->npts, &p->cappts, sizeof *n, 64);
    if (!n)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    p->pts = n;
    p->pts[p->npts++] = (struct ppoint){x, y, series, label};
    return MLSYS_OK;
}

/* Lines: keep (x, y) in the series of the row's other swept inputs. */
static int lines_row(struct plot *p, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    double x, y;
    bool hx, hy;
    int rc = cell_number(&p->ax, &cells[p->ax.col], &x, &hx, err);
    if (!rc)
        rc = cell_number(&p->ay, &cells[p->ay.col], &y, &hy, err);
    if (rc || !hx || !hy)
        return rc;
    if ((rc = check_log(p, &p->ax, "x", x, err)) || (rc = check_log(p, &p->ay, "y", y, err)))
        return rc;
    char label[PLOT_LABEL_MAX];
    row_label(p, cells, label, sizeof label);
    size_t s = 0;
    while (s < p->nseries && strcmp(mlsys_plot_str(p, p->series[s]), label))
        s++;
    if (s == p->nseries) {
        if (p->nseries == MLSYS_PLOT_MAX_SERIES)
            return mlsys_err_set(err, MLSYS_EUSAGE,
                                 "--plot: more than %d series (one per value of the other "
                                 "swept inputs); sweep fewer values",
                                 MLSYS_PLOT_MAX_SERIES);
        if ((rc = stash(p, label, &p->series[s], err)))
            return rc;
        p->nseries++;
    }
    return add_point(p, x, y, s, 0, err);
}

/* A positive finite number from cell col of the row (as a count or in base
 * units), or NaN. */
static double positive(const struct mlsys_cell *cells, int col)
{
    if (col < 0 || cells[col].type != MLSYS_CELL_NUM)
        return NAN;
    double v = cells[col].q.v;
    return isfinite(v) && v > 0 ? v : NAN;
}

/* The device group of a roofline row (made when new). */
static int find_group(struct plot *p, const char *hw, double bw, double eta, size_t *g,
                      struct mlsys_err *err)
{
    for (*g = 0; *g < p->ngroups; (*g)++) {
        const struct pgroup *x = &p->groups[*g];
        if (x->bw == bw && x->eta == eta && !strcmp(mlsys_plot_str(p, x->hw), hw))
            return MLSYS_OK;
    }
    if (p->ngroups == PLOT_MAX_GROUPS)
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "--plot: more than %d devices (hw, BW, eta_hw) for one roofline",
                             PLOT_MAX_GROUPS);
    if (!p->groups && !(p->groups = calloc(PLOT_MAX_GROUPS, sizeof *p->groups)))
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    struct pgroup *n = &p->groups[p->ngroups];
    memset(n, 0, sizeof *n);
    n->bw = bw;
    n->eta = eta;
    int rc = hw[0] ? stash(p, hw, &n->hw, err) : MLSYS_OK;
    if (!rc)
        p->ngroups++;
    return rc;
}

/* Roofline: keep the row's device and roof, and its point (I, R_attain). */
static int roofline_row(struct plot *p, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    double peak = positive(cells, p->c_peak), bw = positive(cells, p->c_bw);
    double eta = p->c_eta >= 0 ? positive(cells, p->c_eta) : 1;
    if (isnan(peak) || isnan(bw))
        return MLSYS_OK;
    if (isnan(eta))
        eta = 1;
    const struct mlsys_cell *hc = p->c_hw >= 0 ? &cells[p->c_hw] : NULL;
    const struct mlsys_cell *pc = p->c_prec >= 0 ? &cells[p->c_prec] : NULL;
    const char *hw = hc && hc->type == MLSYS_CELL_STR && hc->s ? hc->s : "";
    const char *prec = pc && pc->type == MLSYS_CELL_STR && pc->s ? pc->s : "R_peak";
    size_t g;
    int rc = find_group(p, hw, bw, eta, &g, err);
    if (rc)
        return rc;
    struct pgroup *gr = &p->groups[g];
    size_t k = 0;
    while (k < gr->nown && (gr->own[k].peak != peak || strcmp(gr->own[k].label, prec)))
        k++;
    if (k == gr->nown && k < MLSYS_PLOT_MAX_ROOFS) {
        snprintf(gr->own[k].label, sizeof gr->own[k].label, "%s", prec);
        gr->own[k].peak = peak;
        gr->nown++;
    }
    if (p->ax.col < 0)
        return MLSYS_OK;
    double i = positive(cells, p->ax.col), r = positive(cells, p->ay.col);
    if (isnan(i) || isnan(r))
        return MLSYS_OK;
    char label[PLOT_LABEL_MAX];
    size_t ref = 0;
    row_label(p, cells, label, sizeof label);
    if (label[0] && (rc = stash(p, label, &ref, err)))
        return rc;
    return add_point(p, i, r, g, ref, err);
}

/* Keep what the plot needs of the row, then pass it on. A row the plot
 * cannot take (a log axis and a value <= 0...) ends the plotting, not the
 * run: the error is kept for end(), so a sweep does not report it once per
 * point, and the rows still reach the inner sink. */
static int p_row(struct mlsys_sink *s, const struct mlsys_cell *cells, struct mlsys_err *err)
{
    struct plot *p = s->self;
    if (!p->begun || p->ended || !p->f)
        return mlsys_err_set(err, MLSYS_EUSAGE, "internal: row outside begin/end");
    p->nrows++;
    if (!p->fail) {
        mlsys_err_clear(&p->fail_err);
        p->fail = p->o.kind == MLSYS_PLOT_ROOFLINE ? roofline_row(p, cells, &p->fail_err)
                                                   : lines_row(p, cells, &p->fail_err);
        if (p->fail == MLSYS_ENOMEM) {
            *err = p->fail_err;
            return p->fail;
        }
    }
    return p->inner->row(p->inner, cells, err);
}

static int p_note(struct mlsys_sink *s, const char *text, struct mlsys_err *err)
{
    struct plot *p = s->self;
    return p->inner->note(p->inner, text, err);
}

/* End the inner sink, then (ok) write the SVG; a failed run removes the
 * file it created. The inner sink's error comes first. */
static int p_end(struct mlsys_sink *s, bool ok, struct mlsys_err *err)
{
    struct plot *p = s->self;
    if (p->ended)
        return MLSYS_OK;
    p->ended = true;
    struct mlsys_err scratch;
    int rc = p->fail ? p->inner->end(p->inner, false, &scratch) : p->inner->end(p->inner, ok, err);
    if (p->fail) {
        *err = p->fail_err;
        rc = p->fail;
        ok = false;
    }
    if (!p->f)
        return rc;
    int prc = MLSYS_OK;
    struct mlsys_err sub;
    mlsys_err_clear(&sub);
    if (ok)
        prc = mlsys_plot_svg_write(p, &sub);
    errno = 0;
    if (!prc && ok && (fflush(p->f) != 0 || ferror(p->f)))
        prc = mlsys_err_set(&sub, MLSYS_EWRITE, "--plot: write error on '%s': %s", p->path,
                            strerror(errno ? errno : EIO));
    if (p->created) {
        errno = 0;
        if (fclose(p->f) != 0 && ok && !prc)
            prc = mlsys_err_set(&sub, MLSYS_EWRITE, "--plot: write error on '%s': %s",
                                p->path, strerror(errno ? errno : EIO));
        if (!ok || prc)
            remove(p->path);
    }
    p->f = NULL;
    if (!rc && prc) {
        *err = sub;
        rc = prc;
    }
    return rc;
}

/* ---- construction ----------------------------------------------------- */

static char *dup_or_null(const char *s, bool *bad)
{
    if (!s)
        return NULL;
    char *d = strdup(s);
    *bad |= !d;
    return d;
}

int mlsys_plot_new(const struct mlsys_plot_opts *o, struct mlsys_sink *inner,
                   struct mlsys_sink *sink, struct mlsys_err *err)
{
    memset(sink, 0, sizeof *sink);
    struct plot *p = calloc(1, sizeof *p);
    if (!p)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    sink->self = p;
    bool bad = false;
    p->o = *o;
    p->o.digits = o->digits > 0 && o->digits <= 17 ? o->digits : 4;
    p->path = dup_or_null(o->path ? o->path : "plot.svg", &bad);
    p->xkey = dup_or_null(o->x, &bad);
    p->ykey = dup_or_null(o->y, &bad);
    p->inner = inner;
    p->ax.col = p->ay.col = p->c_peak = p->c_bw = p->c_eta = p->c_prec = p->c_hw = -1;
    if (bad)
        return mlsys_err_set(err, MLSYS_ENOMEM, "out of memory");
    p->o.path = p->path;
    p->o.x = p->xkey;
    p->o.y = p->ykey;
    sink->begin = p_begin;
    sink->row = p_row;
    sink->note = p_note;
    sink->end = p_end;
    return MLSYS_OK;
}

void mlsys_plot_free(struct mlsys_sink *sink)
{
    if (!sink)
        return;
    struct plot *p = sink->self;
    if (p) {
        if (p->f && p->created) {
            fclose(p->f);
            remove(p->path);
        }
        free(p->path);
        free(p->xkey);
        free(p->ykey);
        free(p->keys);
        free(p->pts);
        free(p->groups);
        mlsys_buf_free(&p->strs);
        free(p);
    }
    memset(sink, 0, sizeof *sink);
}
